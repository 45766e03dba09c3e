// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Estimate.h
/// \brief The estimator: one scenario in, one result out, in microseconds.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine {

/// Estimates step time, memory, totals and risk of \p scenario on \p catalog's hardware.
/// The scenario must have passed validateScenario(); a layout that does not fit or cannot
/// run comes back with `feasible == false` and issues naming the field to change.
/// Deterministic: the same inputs always give the same result.
Result estimate(const Scenario &scenario, const Catalog &catalog);

} // namespace scaleplan::engine
