// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/ScenarioAnalysis.h"

#include "document/ScenarioEdits.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <algorithm>

namespace scaleplan {

namespace {

/// \p scenario as the sweeps see it: the node count and dp are theirs to set, and the goal
/// does not change what a run costs.
engine::Scenario sweptPart(engine::Scenario scenario)
{
    withNodes(scenario, 0);
    scenario.goal = {};
    scenario.name.clear(); // a derived name follows the node count
    return scenario;
}

bool sameSweeps(const engine::Scenario &a, const engine::Scenario &b)
{
    return sweptPart(a) == sweptPart(b);
}

InstanceSweep sweep(const engine::Scenario &scenario, const engine::Catalog &catalog,
                    const std::vector<std::int64_t> &counts, std::string label, bool own)
{
    InstanceSweep result{std::move(label), own, {}};
    result.rows.reserve(counts.size());
    for (const std::int64_t nodes : counts) {
        std::vector<engine::SweepRow> rows
            = engine::sweepNodes(scenario, catalog, {nodes, nodes, 1});
        result.rows.push_back(std::move(rows.front()));
    }
    return result;
}

std::vector<InstanceSweep> sweepInstances(const engine::Scenario &scenario,
                                          const engine::Catalog &catalog, SweepScope scope)
{
    const std::vector<std::int64_t> counts = sampledNodeCounts(kMaxSweepNodes);
    std::vector<InstanceSweep> sweeps;
    sweeps.push_back(
        sweep(scenario, catalog, counts,
              scenario.cluster.instance.empty() ? scenario.cluster.gpu : scenario.cluster.instance,
              true));
    if (scope == SweepScope::OwnInstance)
        return sweeps;
    if (const engine::Instance *own = catalog.findInstance(scenario.cluster.instance)) {
        for (const engine::Instance &other : catalog.instances) {
            if (other.id == own->id || other.gpus != own->gpus || other.onDemandUsdPerHour <= 0)
                continue;
            // The other instance at its catalog prices: the scenario's overrides priced its own.
            engine::Scenario alternative = scenario;
            alternative.cluster.instance = other.id;
            alternative.cluster.pricePerNodeHourUsd.reset();
            alternative.pricing.spotPricePerNodeHourUsd.reset();
            sweeps.push_back(sweep(alternative, catalog, counts, other.id, false));
        }
    }
    return sweeps;
}

} // namespace

std::vector<std::int64_t> sampledNodeCounts(std::int64_t maximum)
{
    std::vector<std::int64_t> counts;
    for (std::int64_t power = 1; power <= maximum; power *= 2) {
        counts.push_back(power);
        if (power >= 2 && power + power / 2 <= maximum)
            counts.push_back(power + power / 2);
    }
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

ScenarioAnalysis analyzeScenario(const engine::Scenario &scenario, const engine::Catalog &catalog,
                                 SweepScope scope, const ScenarioAnalysis *previous)
{
    ScenarioAnalysis analysis;
    analysis.scenario = scenario;
    analysis.scope = scope;
    analysis.problem = engine::validateScenario(scenario, catalog);
    if (!analysis.problem) {
        // Judged against this month, so a stale catalog price draws its warning.
        engine::EstimateOptions options;
        options.today = engine::currentYearMonth();
        analysis.result = engine::estimate(scenario, catalog, options);
    }
    if (analysis.problem || !analysis.result.feasible)
        analysis.fix = engine::nearestValidLayout(scenario, catalog);
    if (previous && previous->sweeps && previous->scope == scope
        && sameSweeps(previous->scenario, scenario))
        analysis.sweeps = previous->sweeps;
    else if (scope != SweepScope::None)
        analysis.sweeps = std::make_shared<const std::vector<InstanceSweep>>(
            sweepInstances(scenario, catalog, scope));
    return analysis;
}

} // namespace scaleplan
