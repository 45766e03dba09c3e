// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's input: a scenario whose cluster, node count and layout the search may fill
// in (parseScenarioForPlanning(), checkPlanningScenario()).
#include "scaleplan/engine/Planner.h"

#include "scaleplan/engine/ScenarioIo.h"

#include "io/JsonReader.h"
#include "io/ScenarioReader.h"

#include <optional>
#include <utility>

namespace scaleplan::engine {

using nlohmann::json;

namespace {

/// Rules of the parallel layout, which validateScenario() checks last: the planner
/// searches layouts, so breaking one with the default layout is no input error.
bool isLayoutRule(const Diagnostic &problem)
{
    return problem.field.rfind("parallel.", 0) == 0 || problem.code == DiagCode::BatchNotDivisible;
}

} // namespace

std::optional<Diagnostic> checkPlanningScenario(const PlanningScenario &planning,
                                                const Catalog &catalog)
{
    Scenario scenario = planning.scenario;
    if (planning.clusterOpen) {
        if (catalog.instances.empty())
            return Diagnostic{Severity::Error, DiagCode::Missing, "cluster.instance", {}};
        scenario.cluster.instance = catalog.instances.front().id;
        scenario.cluster.gpu.clear();
        scenario.cluster.gpusPerNode = 0;
        scenario.cluster.interNodeGbps = 0;
    }
    if (planning.nodesOpen || scenario.cluster.nodes < 1)
        scenario.cluster.nodes = 1;
    // The layout is searched: only its reading is strict, not its rules.
    scenario.parallel = {};
    if (std::optional<Diagnostic> problem = validateScenario(scenario, catalog);
        problem && !isLayoutRule(*problem))
        return problem;
    return std::nullopt;
}

PlanningLoad parseScenarioForPlanning(std::string_view jsonText, const Catalog &catalog)
{
    try {
        const json document = detail::parseJson(jsonText);
        PlanningScenario planning;
        planning.scenario = detail::readScenario(document, catalog);
        Scenario &scenario = planning.scenario;
        const auto cluster = document.find("cluster");
        planning.clusterOpen = scenario.cluster.instance.empty() && scenario.cluster.gpu.empty();
        planning.nodesOpen = cluster == document.end() || !cluster->contains("nodes");
        if (planning.clusterOpen) {
            // Extra described-system fields without a gpu are a form error, as for estimate.
            if (scenario.cluster.gpusPerNode > 0 || scenario.cluster.interNodeGbps > 0)
                return {std::nullopt, {Severity::Error, DiagCode::ClusterForm, "cluster", {}}};
            if (!catalog.instances.empty())
                scenario.cluster.instance = catalog.instances.front().id;
        }
        if (planning.nodesOpen)
            scenario.cluster.nodes = 1;
        // The layout is searched; only what a request may keep stays (PlanRequest::searchZero,
        // searchSequenceParallel).
        const ParallelSpec given = scenario.parallel;
        scenario.parallel = {};
        scenario.parallel.zero = given.zero;
        scenario.parallel.zeroShardGroup = given.zeroShardGroup;
        scenario.parallel.sequenceParallel = given.sequenceParallel;
        if (std::optional<Diagnostic> problem = checkPlanningScenario(planning, catalog))
            return {std::nullopt, *problem};
        return {std::move(planning), {}};
    } catch (const detail::InputError &error) {
        return {std::nullopt, error.diagnostic};
    }
}

} // namespace scaleplan::engine
