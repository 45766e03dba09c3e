// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// estimate() in two parts, for a caller that estimates many layouts of one cluster (the
// planner): what depends on the cluster, its prices and the precision alone, found once, and
// the rest, in the order estimate() itself takes: estimate(s, c) is finishEstimate() of
// clusterFacts(), layoutAndMemory() and timeStep(), to the last bit.

#include "model/Hardware.h"
#include "model/Layout.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <vector>

namespace scaleplan::engine::detail {

/// What estimate() derives from a scenario's cluster, pricing and precision alone: the same
/// for every layout, micro-batch, recompute mode and overlap on that cluster.
struct ClusterFacts
{
    System system;
    std::vector<Diagnostic> catalogIssues; ///< catalog gaps and the price snapshot
};

ClusterFacts clusterFacts(const Scenario &scenario, const Catalog &catalog);

/// What an estimate finds before its totals and findings: the layout, the memory per GPU
/// and the step. The planner looks at these first and finishes only the candidates that
/// could enter its answer.
struct EstimateCore
{
    Layout layout;
    MemoryBreakdown memory;
    StepBreakdown step;
};

/// The layout and the memory per GPU of \p scenario on \p facts' cluster, as estimate()
/// finds them (the step is left empty).
EstimateCore layoutAndMemory(const Scenario &scenario, const ClusterFacts &facts);

/// Adds the step to \p core (from layoutAndMemory()).
void timeStep(const Scenario &scenario, const ClusterFacts &facts, EstimateCore &core);

/// estimate(\p scenario, \p catalog) from \p core (layoutAndMemory() and timeStep() of the
/// same scenario), where \p facts came from a scenario that differs from \p scenario at most
/// in `parallel`, the training knobs the planner searches (micro_batch, recompute,
/// recompute_layers, recompute_modules), `communication.tp_overlap` and `pp_overlap`.
Result finishEstimate(const Scenario &scenario, const Catalog &catalog, const ClusterFacts &facts,
                      const EstimateCore &core);

} // namespace scaleplan::engine::detail
