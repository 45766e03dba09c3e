// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ScenarioName.h
/// \brief The name a scenario gets from what it is, for scenarios whose name nobody typed.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

#include <string>

namespace scaleplan::engine {

/// "Llama 3 8B, 1T tokens on 8 x p5.48xlarge": the model (its preset's name), the amount
/// trained (tokens, samples or steps, in T/B/M) and the cluster (nodes x instance type, or
/// nodes x GPUs per node and the GPU).
std::string derivedScenarioName(const Scenario &scenario, const Catalog &catalog);

/// Whether \p scenario's name is its own derived name or empty: a name nobody typed, which
/// follows the scenario's changes.
bool hasDerivedName(const Scenario &scenario, const Catalog &catalog);

} // namespace scaleplan::engine
