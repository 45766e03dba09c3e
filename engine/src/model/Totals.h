// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// From one step to the whole run: steps, throughput, time with checkpoints, failures and
// spot reclaims, cost and energy. See docs/model.md, "Totals" and "Reliability".

#include "model/Hardware.h"
#include "model/Layout.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Risk.h"
#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

/// Optimizer steps the scenario asks for.
double stepsToTrain(const Scenario &scenario);

/// Checkpoint size: weights plus optimizer states of the whole model, GB.
double checkpointGb(const Scenario &scenario);

/// Young/Daly optimum checkpoint interval (Daly 2006 Eq. 37) for write time \p writeH
/// and mean time between interruptions \p mtbiH, hours.
double dalyIntervalH(double writeH, double mtbiH);

/// The failure and checkpoint process of \p scenario on \p system for a failure-free run of
/// \p trainingTimeH hours: rates, write time, restart, the (clamped) interval and prices.
RiskProcess riskProcessOf(const Scenario &scenario, const Catalog &catalog, const System &system,
                          double trainingTimeH);

/// Fills steps, throughput, times, cost, energy and risk of \p result from its step time.
/// Adds an issue when interruptions come faster than the run can make progress.
void fillTotals(const Scenario &scenario, const Catalog &catalog, const System &system,
                const Layout &layout, Result &result);

} // namespace scaleplan::engine::detail
