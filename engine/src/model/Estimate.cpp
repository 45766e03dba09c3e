// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Estimate.h"

#include "model/Estimate.h"
#include "model/Findings.h"
#include "model/Hardware.h"
#include "model/Layout.h"
#include "model/Memory.h"
#include "model/StepTime.h"
#include "model/Totals.h"
#include "model/Workload.h"
#include "scaleplan/engine/Findings.h"

#include "scaleplan/engine/Risk.h"

#include <algorithm>
#include <cmath>

namespace scaleplan::engine {

namespace {

using detail::Layout;

/// Replaces anything non-finite by zero: no NaN or infinity ever leaves the engine.
void sanitize(Result &result)
{
    auto fix = [](double &v) {
        if (!std::isfinite(v))
            v = 0.0;
    };
    for (double *v : {&result.stepTimeS, &result.steps, &result.tokensPerS,
                      &result.tokensPerSPerGpu, &result.samplesPerS, &result.modelTflopsPerGpu,
                      &result.mfu, &result.trainingTimeH, &result.expectedTimeH, &result.gpuHours})
        fix(*v);
    if (result.energyKwh)
        fix(*result.energyKwh);
    StepBreakdown &s = result.stepBreakdown;
    for (double *v : {&s.compute, &s.recompute, &s.tpComm, &s.cpComm, &s.epComm, &s.ppComm,
                      &s.dpCommExposed, &s.bubble, &s.optimizer, &s.other, &s.hostWait})
        fix(*v);
    MemoryBreakdown &m = result.memoryGb;
    for (double *v :
         {&m.weights, &m.gradients, &m.optimizer, &m.activations, &m.other, &m.total, &m.capacity})
        fix(*v);
    CostBreakdown &c = result.costUsd;
    for (double *v : {&c.compute, &c.storage, &c.network, &c.total})
        fix(*v);
    RiskSummary &r = result.risk;
    for (double *v : {&r.checkpointIntervalH, &r.checkpointWriteS, &r.interruptionsPerHour,
                      &r.interruptionsExpected, &r.p10TimeH, &r.p50TimeH, &r.p90TimeH,
                      &r.p10CostUsd, &r.p50CostUsd, &r.p90CostUsd})
        fix(*v);
    fix(result.accuracy.bandPct);
}

} // namespace

namespace detail {

ClusterFacts clusterFacts(const Scenario &scenario, const Catalog &catalog)
{
    ClusterFacts facts{resolveSystem(scenario, catalog), {}};
    Result issues;
    addCatalogGapIssues(facts.system, issues);
    addPriceIssues(scenario, catalog, facts.system, issues);
    facts.catalogIssues = std::move(issues.issues);
    return facts;
}

EstimateCore layoutAndMemory(const Scenario &scenario, const ClusterFacts &facts)
{
    const System &system = facts.system;
    EstimateCore core;
    core.layout = deriveLayout(scenario, system.nodes * system.network.gpusPerNode);
    core.memory = memoryPerGpu(scenario, core.layout, usableMemoryGb(*system.gpu));
    return core;
}

void timeStep(const Scenario &scenario, const ClusterFacts &facts, EstimateCore &core)
{
    core.step = stepBreakdown(scenario, core.layout, facts.system);
}

Result finishEstimate(const Scenario &scenario, const Catalog &catalog, const ClusterFacts &facts,
                      const EstimateCore &core)
{
    Result result;
    const System &system = facts.system;
    const Layout &layout = core.layout;
    result.gpus = layout.gpus;
    result.parallel.tp = layout.tp;
    result.parallel.pp = layout.pp;
    result.parallel.dp = layout.dp;
    result.parallel.cp = layout.cp;
    result.parallel.ep = layout.ep;
    result.parallel.expertTp = scenario.model.experts > 1 ? scenario.parallel.expertTp : 0;
    result.parallel.microBatch = scenario.training.microBatch;
    result.parallel.microBatches = layout.microBatches;
    result.parallel.zero = scenario.parallel.zero;

    result.memoryGb = core.memory;
    addMemoryIssue(scenario, result);

    result.stepBreakdown = core.step;
    result.stepTimeS = result.stepBreakdown.total();
    addScheduleIssues(scenario, layout, system, result);
    addKernelIssues(scenario, system, result);
    addPrecisionIssues(scenario, system, result);
    fillTotals(scenario, catalog, system, layout, result);
    result.issues.insert(result.issues.end(), facts.catalogIssues.begin(),
                         facts.catalogIssues.end());
    addHeldOutCautions(scenario, layout, system, result);
    addAccuracy(scenario, layout, system, result);
    sanitize(result);
    result.goal = compareWithGoal(scenario.goal, result.expectedTimeH, result.costUsd.total,
                                  system.onDemandUsdPerNodeHour > 0);
    return result;
}

} // namespace detail

Result estimate(const Scenario &scenario, const Catalog &catalog)
{
    const detail::ClusterFacts facts = detail::clusterFacts(scenario, catalog);
    detail::EstimateCore core = detail::layoutAndMemory(scenario, facts);
    detail::timeStep(scenario, facts, core);
    return detail::finishEstimate(scenario, catalog, facts, core);
}

std::optional<GoalResult> compareWithGoal(const GoalSpec &goal, double expectedTimeH,
                                          double costUsd, bool nodesPriced)
{
    if (!goal.budgetUsd && !goal.deadlineH)
        return std::nullopt;
    GoalResult g;
    if (goal.budgetUsd) {
        g.budgetUsd = goal.budgetUsd;
        g.budgetKnown = nodesPriced;
        if (nodesPriced)
            g.budgetMarginUsd = *goal.budgetUsd - costUsd;
        g.meetsBudget = nodesPriced && costUsd <= *goal.budgetUsd;
    }
    if (goal.deadlineH) {
        g.deadlineH = goal.deadlineH;
        g.deadlineMarginH = *goal.deadlineH - expectedTimeH;
        g.meetsDeadline = expectedTimeH <= *goal.deadlineH;
    }
    return g;
}

double modelParameters(const ModelSpec &model)
{
    return detail::totalParams(model);
}

Result estimate(const Scenario &scenario, const Catalog &catalog, const EstimateOptions &options)
{
    Result result = estimate(scenario, catalog);
    if (options.today) {
        if (std::optional<Diagnostic> stale = stalePriceFinding(scenario, catalog, *options.today))
            result.issues.push_back(std::move(*stale));
    }
    const bool neverFinishes
        = std::any_of(result.issues.begin(), result.issues.end(), [](const Diagnostic &issue) {
              return issue.code == DiagCode::NeverFinishes;
          });
    if (options.riskTrials <= 0 || neverFinishes || result.trainingTimeH <= 0)
        return result;
    const RiskProcess process = riskProcess(scenario, catalog, result);
    SimulationOptions simulation;
    simulation.trials = boundedTrials(process, options.riskTrials);
    simulation.seed = riskSeed(scenario);
    simulation.keepFinishTimes = false;
    const RiskSimulation outcome = simulateRisk(process, simulation);
    RiskSummary &risk = result.risk;
    risk.trials = outcome.trials;
    risk.interruptionsExpected = outcome.meanInterruptions;
    risk.p10TimeH = outcome.p10TimeH;
    risk.p50TimeH = outcome.p50TimeH;
    risk.p90TimeH = outcome.p90TimeH;
    risk.p10CostUsd = outcome.p10CostUsd;
    risk.p50CostUsd = outcome.p50CostUsd;
    risk.p90CostUsd = outcome.p90CostUsd;
    sanitize(result);
    return result;
}

} // namespace scaleplan::engine
