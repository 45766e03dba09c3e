// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading a scenario object, shared by parseScenario() (ScenarioIo.h) and the planner's
// input (planner/PlannerInput.cpp), which leaves the cluster and the layout open.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

#include <nlohmann/json.hpp>

namespace scaleplan::engine::detail {

/// Reads a scenario document: its format and version, then every section, the model's
/// preset resolved against \p catalog. Throws InputError (JsonReader.h) at the first field
/// that is missing, unknown, of the wrong type or out of range; the rules that need the
/// whole scenario are validateScenario()'s.
Scenario readScenario(const nlohmann::json &document, const Catalog &catalog);

} // namespace scaleplan::engine::detail
