// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner: validity of every plan, the Pareto frontier, ranking, constraints and their
// diagnostics, cancelling, and the quality of the best plan on the bundled published runs.
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/Planner.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Validation.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

using namespace scaleplan::engine;

namespace {

const char *kGpt13bFixed = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "llama2-13b"},
  "training": {"tokens": 2e11, "global_batch": 512},
  "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 4}})";

// Every catalog instance at 16 nodes: the cluster is open, the node count given.
const char *kLlamaOpen = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "llama3-8b"},
  "training": {"tokens": 1e11, "global_batch": 512}, "cluster": {"nodes": 16}})";

/// Llama 2 7B on p4d nodes, the node count open: small enough to list every plan.
const char *kLlama7bNodesOpen = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "llama2-7b"}, "training": {"tokens": 1e10, "global_batch": 64},
  "cluster": {"instance": "aws/p4d.24xlarge"}})";

/// Every plan, unpruned: the reference the pruned answers are checked against.
PlanRequest everyPlan()
{
    PlanRequest request;
    request.top = 1'000'000;
    request.prune = false;
    return request;
}

/// The built-in catalog without the GPU clouds' nodes. On kLlamaOpen a GPU cloud's B200 node is
/// both the fastest and the cheapest plan, so the built-in catalog's frontier holds that one
/// instance; the tests of the time-cost trade-off search the hyperscalers' instances.
const Catalog &hyperscalers()
{
    static const Catalog catalog = [] {
        Catalog c = builtinCatalog();
        std::erase_if(c.instances, [](const Instance &i) {
            return i.provider == "nebius" || i.provider == "coreweave";
        });
        return c;
    }();
    return catalog;
}

PlanningScenario planning(const char *json)
{
    const PlanningLoad load = parseScenarioForPlanning(json, builtinCatalog());
    if (!load.planning)
        qFatal("scenario rejected: %s", formatLine(load.error).c_str());
    return *load.planning;
}

/// Mixtral 8x7B's shape on 8 p5.48xlarge nodes (64 H100) at 4,096 tokens, the layout open.
PlanningScenario mixtralOnEightP5Nodes()
{
    return planning(R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8,
                "ffn_hidden": 14336, "vocab": 32000, "seq_len": 4096, "mlp": "swiglu",
                "experts": 8, "experts_per_token": 2},
      "training": {"tokens": 1e11, "global_batch": 256, "flash_attention": true},
      "cluster": {"instance": "aws/p5.48xlarge", "nodes": 8}})");
}

bool sameConfiguration(const Plan &a, const Plan &b)
{
    return a.parallel == b.parallel && a.cluster == b.cluster && a.microBatch == b.microBatch
           && a.recompute == b.recompute;
}

/// The parts a plan's selective recomputation rebuilds, by Megatron-Core's names.
std::string partsText(const Plan &plan)
{
    TrainingSpec training;
    training.recompute = plan.recompute;
    training.recomputeModules = plan.recomputeModules;
    return recomputedParts(training);
}

std::string layoutText(const Plan &plan)
{
    const ParallelSpec &p = plan.parallel;
    return "tp " + std::to_string(p.tp) + " pp " + std::to_string(p.pp) + " dp "
           + std::to_string(p.dp) + (p.cp > 1 ? " cp " + std::to_string(p.cp) : std::string())
           + (p.ep > 1 ? " ep " + std::to_string(p.ep) : std::string())
           + (p.expertTp > 0 ? " etp " + std::to_string(p.expertTp) : std::string()) + " zero "
           + std::to_string(p.zero) + " v " + std::to_string(p.virtualStages)
           + (p.sequenceParallel ? " sp" : "") + " mb " + std::to_string(plan.microBatch) + " "
           + recomputeName(plan.recompute)
           + (plan.recomputeLayers > 0 ? " " + std::to_string(plan.recomputeLayers) + " layers"
                                       : std::string())
           + (plan.recomputeModules != 0 ? " (" + partsText(plan) + ")" : std::string())
           + (plan.tpOverlap ? " tp-overlap" : "") + (plan.ppOverlap ? " pp-overlap" : "");
}

double expectedTime(const Plan &plan)
{
    return plan.result.expectedTimeH;
}

double totalCost(const Plan &plan)
{
    return plan.result.costUsd.total;
}

double relativeGap(double a, double b)
{
    return std::abs(a - b) / std::max({std::abs(a), std::abs(b), 1e-300});
}

/// Same predicted time, cost and memory per GPU, within 1e-9 relative.
bool samePrediction(const Plan &a, const Plan &b)
{
    return relativeGap(a.result.expectedTimeH, b.result.expectedTimeH) <= 1e-9
           && relativeGap(a.result.costUsd.total, b.result.costUsd.total) <= 1e-9
           && relativeGap(a.result.memoryGb.total, b.result.memoryGb.total) <= 1e-9;
}

/// The simplicity order of docs/planner.md ("Near-duplicate plans"), lower is simpler:
/// recompute none < selective < full, then no sequence parallelism, fewer virtual stages,
/// lower ZeRO stage, no hybrid shard group, larger micro-batch.
auto simplicity(const Plan &p)
{
    return std::make_tuple(static_cast<int>(p.recompute), p.parallel.sequenceParallel,
                           p.parallel.virtualStages, p.parallel.zero, p.parallel.zeroShardGroup,
                           -p.microBatch);
}

/// \p plan with one knob changed to each other value the planner searches (layout-valid
/// ones only), estimated.
std::vector<Plan> oneKnobVariants(const Scenario &base, const Plan &plan)
{
    std::vector<Plan> variants;
    const auto add = [&](Plan v) {
        const Scenario s = applyPlan(base, v);
        if (validateScenario(s, builtinCatalog()))
            return;
        v.result = estimate(s, builtinCatalog());
        if (v.result.feasible && v.result.memoryGb.total <= v.result.memoryGb.capacity)
            variants.push_back(v);
    };
    for (const Recompute mode : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        Plan v = plan;
        v.recompute = mode;
        if (mode != plan.recompute)
            add(v);
    }
    if (plan.parallel.tp > 1) {
        Plan v = plan;
        v.parallel.sequenceParallel = !v.parallel.sequenceParallel;
        add(v);
    }
    for (int zero = 0; zero <= (plan.parallel.dp > 1 ? 3 : 0); ++zero) {
        Plan v = plan;
        v.parallel.zero = zero;
        if (zero == 0)
            v.parallel.zeroShardGroup = 0;
        if (zero != plan.parallel.zero)
            add(v);
    }
    for (const std::int64_t stages : {std::int64_t(1), std::int64_t(2), std::int64_t(4)}) {
        Plan v = plan;
        v.parallel.virtualStages = stages;
        if (stages != plan.parallel.virtualStages)
            add(v);
    }
    for (const std::int64_t mb : {1, 2, 4, 8, 16}) {
        Plan v = plan;
        v.microBatch = mb;
        if (mb != plan.microBatch)
            add(v);
    }
    return variants;
}

} // namespace

class TestPlanner : public QObject
{
    Q_OBJECT

private slots:
    void parsesOpenScenarios();
    void everyPlanIsValidAndFits();
    void plansRunOnTheirStack();
    void paretoFrontierIsExact();
    void pruningKeepsTheAnswer();
    void nearDuplicatesKeepTheSimplest();
    void rankingFollowsTheObjective();
    void balancedIsTheFastestWithinTheCostPremium();
    void budgetAndDeadlineFilter();
    void impossibleConstraintsNameTheNearestPlan();
    void nearestPlansFlankTheGap();
    void scenarioGoalGivesTheLimits();
    void byInstanceHoldsTheBestPerInstanceAndCapacity();
    void byInstanceIsShownWhenNothingMeetsTheLimits();
    void textListsPlansNearestAndSummary();
    void bestSoFarStreamsEachImprovement();
    void scenarioThatCannotRunSaysWhy();
    void cancelStopsEarly();
    void keepFlagsHoldTheScenariosSettings();
    void partialRecomputeWhereMemoryIsShort();
    void expertsSpreadWhereTheModelHasThem();
    void expertTensorParallelismIsSearched();
    void smallModelsLeaveTheHostsFloor();
    void bestPlanMatchesPublishedRuns();
};

void TestPlanner::parsesOpenScenarios()
{
    const Catalog &catalog = builtinCatalog();
    const PlanningLoad open = parseScenarioForPlanning(kLlamaOpen, catalog);
    QVERIFY(open.planning);
    QVERIFY(open.planning->clusterOpen);
    QVERIFY(!open.planning->nodesOpen);
    const PlanningLoad none = parseScenarioForPlanning(
        R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "llama3-8b"},
            "training": {"tokens": 1e11, "global_batch": 512}})",
        catalog);
    QVERIFY(none.planning);
    QVERIFY(none.planning->clusterOpen);
    QVERIFY(none.planning->nodesOpen);
    // estimate's reader is unchanged: a scenario without a cluster stays an error there.
    QVERIFY(!parseScenario(kLlamaOpen, catalog).scenario);

    const PlanningLoad nodesOnly = parseScenarioForPlanning(
        R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "llama3-8b"},
            "training": {"tokens": 1e11, "global_batch": 512},
            "cluster": {"instance": "aws/p5.48xlarge"}})",
        catalog);
    QVERIFY(nodesOnly.planning);
    QVERIFY(!nodesOnly.planning->clusterOpen);
    QVERIFY(nodesOnly.planning->nodesOpen);

    // A given layout is searched anyway: breaking its rules is no error, but its keys
    // are still read strictly.
    const PlanningLoad badLayout = parseScenarioForPlanning(
        R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "llama3-8b"},
            "training": {"tokens": 1e11, "global_batch": 512},
            "cluster": {"instance": "aws/p5.48xlarge", "nodes": 2}, "parallel": {"tp": 3}})",
        catalog);
    QVERIFY(badLayout.planning);
    const PlanningLoad typo = parseScenarioForPlanning(
        R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "llama3-8b"},
            "training": {"tokens": 1e11, "global_batch": 512}, "parallel": {"tpp": 2}})",
        catalog);
    QVERIFY(!typo.planning);
    QCOMPARE(typo.error.field, std::string("parallel.tpp"));
}

void TestPlanner::everyPlanIsValidAndFits()
{
    const PlanningScenario p = planning(kGpt13bFixed);
    PlanRequest request;
    request.top = 200;
    const PlanResult result = planScenario(p, builtinCatalog(), request);
    QCOMPARE(result.plans.size(), std::size_t(200));
    QVERIFY(result.evaluated > 1000);
    int interleaved = 0;
    for (const Plan &plan : result.plans) {
        const Scenario s = applyPlan(p.scenario, plan);
        QVERIFY(!validateScenario(s, builtinCatalog()));
        // Megatron-LM runs interleaved stages only with micro-batches in groups of pp.
        if (plan.parallel.virtualStages > 1) {
            ++interleaved;
            QCOMPARE(plan.result.parallel.microBatches % plan.parallel.pp, std::int64_t(0));
        }
        for (const Diagnostic &issue : plan.result.issues)
            QVERIFY(issue.code != DiagCode::InterleaveMicroBatches);
        const std::int64_t gpus = plan.cluster.nodes * 8;
        QCOMPARE(plan.parallel.tp * plan.parallel.pp * plan.parallel.cp * plan.parallel.dp, gpus);
        QCOMPARE(s.training.globalBatch % (plan.parallel.dp * plan.microBatch), std::int64_t(0));
        QVERIFY(plan.result.feasible);
        QVERIFY(plan.result.memoryGb.total <= plan.result.memoryGb.capacity);
        if (plan.parallel.sequenceParallel)
            QVERIFY(plan.parallel.tp > 1);
        // The stored result is what estimate() says for the applied scenario.
        QCOMPARE(estimate(s, builtinCatalog()).expectedTimeH, plan.result.expectedTimeH);
    }
    QVERIFY(interleaved > 0); // the check above has something to check
}

void TestPlanner::plansRunOnTheirStack()
{
    // Without a stack the search offers ZeRO-2/3 beside pipeline stages, ZeRO 1-2 in shard
    // groups and context parallelism; DeepSpeed runs none of them (its PipelineEngine
    // asserts "ZeRO-2 and ZeRO-3 are incompatible with pipeline parallelism"; its ZeRO 1-2
    // partition over every data-parallel rank; its sequence parallelism splits heads), so
    // with training.software "deepspeed" no plan has them, and each plan's DeepSpeed launch
    // files are written.
    auto refused = [](const Plan &plan) {
        const bool grouped
            = plan.parallel.zeroShardGroup > 0 && plan.parallel.zeroShardGroup < plan.parallel.dp;
        return (plan.parallel.zero >= 2 && plan.parallel.pp > 1)
               || (plan.parallel.zero >= 1 && plan.parallel.zero <= 2 && grouped)
               || plan.parallel.cp > 1;
    };
    PlanRequest request;
    request.top = 2000;
    PlanningScenario open = planning(kGpt13bFixed);
    const PlanResult any = planScenario(open, builtinCatalog(), request);
    QVERIFY(std::any_of(any.plans.begin(), any.plans.end(), refused));
    open.scenario.training.software = Software::DeepSpeed;
    const PlanResult deepspeed = planScenario(open, builtinCatalog(), request);
    QVERIFY(deepspeed.plans.size() > 100);
    for (const Plan &plan : deepspeed.plans) {
        QVERIFY(!refused(plan));
        const Scenario s = applyPlan(open.scenario, plan);
        QVERIFY(!launchFiles(s, plan.result, LaunchTarget::DeepSpeed).error);
    }
}

void TestPlanner::smallModelsLeaveTheHostsFloor()
{
    // A 350M GPT at tp 8 and micro-batch 1 waits most of its step for the host to issue
    // its layers' kernels (docs/model.md 4.10). The fastest plan on the same node gives
    // each GPU whole micro-batches instead, and waits for the host a fifth of the step or
    // less: the floor steers the search, as measurements would.
    const PlanningScenario p = planning(R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"layers": 24, "hidden": 1024, "heads": 16, "vocab": 51200, "seq_len": 1024},
        "training": {"tokens": 2e10, "global_batch": 64, "micro_batch": 1,
                     "recompute": "full"},
        "cluster": {"instance": "aws/p5.48xlarge", "nodes": 1},
        "parallel": {"tp": 8, "pp": 1, "zero": 1}})");
    const Result given = estimate(p.scenario, builtinCatalog());
    QVERIFY(given.stepBreakdown.hostWait > 0.5 * given.stepTimeS);
    PlanRequest request;
    request.top = 3;
    const PlanResult result = planScenario(p, builtinCatalog(), request);
    QVERIFY(!result.plans.empty());
    const Plan &best = result.plans.front();
    QVERIFY(best.result.stepBreakdown.hostWait <= 0.2 * best.result.stepTimeS);
    QVERIFY(best.result.stepTimeS < given.stepTimeS / 5.0);
    QVERIFY(best.parallel.tp < 8);
}

void TestPlanner::paretoFrontierIsExact()
{
    // With no pruning and room for every plan, the frontier can be checked against all.
    const PlanningScenario p = planning(kLlama7bNodesOpen);
    QVERIFY(p.nodesOpen);
    const PlanResult result = planScenario(p, builtinCatalog(), everyPlan());
    // Every feasible plan but the near-duplicates (nearDuplicatesKeepTheSimplest).
    QVERIFY(static_cast<std::int64_t>(result.plans.size()) <= result.feasible);
    QVERIFY(static_cast<std::int64_t>(result.plans.size()) > result.feasible / 4);
    QVERIFY(result.pareto.size() >= 3);
    auto time = [](const Plan &x) { return x.result.expectedTimeH; };
    auto cost = [](const Plan &x) { return x.result.costUsd.total; };
    for (std::size_t i = 0; i < result.pareto.size(); ++i) {
        for (std::size_t j = 0; j < result.pareto.size(); ++j) {
            if (i == j)
                continue;
            const Plan &a = result.pareto[i];
            const Plan &b = result.pareto[j];
            QVERIFY2(!(time(a) <= time(b) && cost(a) <= cost(b)
                       && (time(a) < time(b) || cost(a) < cost(b))),
                     "a frontier point is dominated");
        }
        if (i > 0) {
            // Fastest first: slower points must be cheaper.
            QVERIFY(time(result.pareto[i]) >= time(result.pareto[i - 1]));
            QVERIFY(cost(result.pareto[i]) < cost(result.pareto[i - 1]));
        }
    }
    for (const Plan &plan : result.plans) {
        bool covered = false;
        for (const Plan &q : result.pareto)
            covered = covered || (time(q) <= time(plan) && cost(q) <= cost(plan));
        QVERIFY2(covered, "a feasible plan is neither on nor behind the frontier");
    }
}

void TestPlanner::pruningKeepsTheAnswer()
{
    // Without limits, and with limits no plan meets together (a budget between the cheapest
    // and the fastest plan's cost, a deadline below the cheapest's time), so the nearest
    // plans and the summary rows are bounded too; the instances with a spot price add spot
    // rows. The whole answer is the same as the exhaustive search's, to the last bit.
    const PlanningScenario p = planning(kLlamaOpen);
    const PlanResult free = planScenario(p, hyperscalers(), PlanRequest{});
    QVERIFY(free.pareto.size() >= 3);
    const Plan &fastest = free.pareto.front();
    const Plan &cheapest = free.pareto.back();
    for (const bool limited : {false, true}) {
        for (const PlanObjective objective : {PlanObjective::Time, PlanObjective::Cost}) {
            PlanRequest pruned;
            pruned.top = 5;
            pruned.objective = objective;
            if (limited) {
                pruned.budgetUsd = (totalCost(cheapest) + totalCost(fastest)) / 2;
                pruned.deadlineH = expectedTime(fastest);
            }
            PlanRequest full = pruned;
            full.prune = false;
            const PlanResult a = planScenario(p, hyperscalers(), pruned);
            const PlanResult b = planScenario(p, hyperscalers(), full);
            QCOMPARE(a.evaluated, b.evaluated);
            QVERIFY(a.estimated < b.estimated); // the bound did skip work
            QCOMPARE(a.plans.size(), b.plans.size());
            for (std::size_t i = 0; i < a.plans.size(); ++i)
                QVERIFY(sameConfiguration(a.plans[i], b.plans[i]));
            QCOMPARE(a.pareto.size(), b.pareto.size());
            for (std::size_t i = 0; i < a.pareto.size(); ++i)
                QVERIFY(sameConfiguration(a.pareto[i], b.pareto[i]));
            QCOMPARE(a.byInstance.size(), b.byInstance.size());
            QVERIFY(a.byInstance.size() > 20);
            for (std::size_t i = 0; i < a.byInstance.size(); ++i) {
                QCOMPARE(a.byInstance[i].instance, b.byInstance[i].instance);
                QCOMPARE(a.byInstance[i].spot, b.byInstance[i].spot);
                QCOMPARE(a.byInstance[i].commitment, b.byInstance[i].commitment);
                QVERIFY(sameConfiguration(a.byInstance[i].plan, b.byInstance[i].plan));
            }
            QCOMPARE(a.nearest.withinDeadline.has_value(), limited);
            QCOMPARE(a.nearest.withinBudget.has_value(), limited);
            QCOMPARE(b.nearest.withinDeadline.has_value(), limited);
            QCOMPARE(b.nearest.withinBudget.has_value(), limited);
            // The JSON (every figure of every plan) is the same but for the work counts.
            PlanResult sameA = a;
            PlanResult sameB = b;
            sameA.estimated = sameB.estimated = 0;
            sameA.feasible = sameB.feasible = 0;
            QCOMPARE(planToJson(sameA), planToJson(sameB));
        }
    }
}

void TestPlanner::nearDuplicatesKeepTheSimplest()
{
    // Llama 2 13B on 32 A100s: with flash attention selective recomputation costs nothing,
    // so "none" and "selective" predict the same; only one of such twins may be returned.
    const PlanningScenario p = planning(kGpt13bFixed);
    for (const PlanObjective objective : {PlanObjective::Time, PlanObjective::Cost}) {
        PlanRequest request;
        request.top = 40;
        request.objective = objective;
        const PlanResult result = planScenario(p, builtinCatalog(), request);
        QCOMPARE(result.plans.size(), std::size_t(40));
        for (const std::vector<Plan> *list : {&result.plans, &result.pareto}) {
            for (std::size_t i = 0; i < list->size(); ++i) {
                for (std::size_t j = i + 1; j < list->size(); ++j)
                    QVERIFY2(!samePrediction((*list)[i], (*list)[j]),
                             (layoutText((*list)[i]) + " twins " + layoutText((*list)[j])).c_str());
            }
        }
        // The kept plan is the simplest of its twins: no simpler one-knob variant predicts
        // the same. Twins must exist, or this scenario no longer tests anything.
        int twins = 0;
        for (const Plan &plan : result.plans) {
            for (const Plan &variant : oneKnobVariants(p.scenario, plan)) {
                if (!samePrediction(plan, variant))
                    continue;
                ++twins;
                QVERIFY2(simplicity(plan) < simplicity(variant),
                         (layoutText(plan) + " kept over simpler " + layoutText(variant)).c_str());
            }
        }
        QVERIFY(twins > 0);
    }
}

void TestPlanner::rankingFollowsTheObjective()
{
    const PlanningScenario p = planning(kLlamaOpen);
    PlanRequest byTime;
    byTime.top = 20;
    PlanRequest byCost = byTime;
    byCost.objective = PlanObjective::Cost;
    const PlanResult fast = planScenario(p, hyperscalers(), byTime);
    const PlanResult cheap = planScenario(p, hyperscalers(), byCost);
    QCOMPARE(fast.plans.size(), std::size_t(20));
    for (std::size_t i = 1; i < fast.plans.size(); ++i) {
        QVERIFY(fast.plans[i].result.expectedTimeH >= fast.plans[i - 1].result.expectedTimeH);
        QVERIFY(cheap.plans[i].result.costUsd.total >= cheap.plans[i - 1].result.costUsd.total);
    }
    QVERIFY(cheap.plans[0].result.costUsd.total < fast.plans[0].result.costUsd.total);
    QVERIFY(fast.plans[0].result.expectedTimeH < cheap.plans[0].result.expectedTimeH);
    // The extremes of the frontier are the best plans of each objective.
    QCOMPARE(fast.pareto.front().result.expectedTimeH, fast.plans[0].result.expectedTimeH);
    QCOMPARE(fast.pareto.back().result.costUsd.total, cheap.plans[0].result.costUsd.total);
}

void TestPlanner::budgetAndDeadlineFilter()
{
    const PlanningScenario p = planning(kLlamaOpen);
    const PlanResult free = planScenario(p, hyperscalers(), PlanRequest{});
    QVERIFY(free.pareto.size() >= 2);
    const Plan &middle = free.pareto[free.pareto.size() / 2];
    PlanRequest request;
    request.top = 50;
    request.budgetUsd = middle.result.costUsd.total;
    request.deadlineH = middle.result.expectedTimeH;
    const PlanResult limited = planScenario(p, hyperscalers(), request);
    QVERIFY(!limited.plans.empty());
    QVERIFY(!limited.problem);
    for (const Plan &plan : limited.plans) {
        QVERIFY(plan.result.costUsd.total <= *request.budgetUsd);
        QVERIFY(plan.result.expectedTimeH <= *request.deadlineH);
    }
    for (const Plan &plan : limited.pareto)
        QVERIFY(plan.result.costUsd.total <= *request.budgetUsd);
    // A plan faster than the middle frontier point within its cost would dominate it, so
    // the fastest plan under both limits is that point.
    QCOMPARE(limited.plans.front().result.expectedTimeH, middle.result.expectedTimeH);
    QCOMPARE(limited.pareto.size(), std::size_t(1));
}

void TestPlanner::impossibleConstraintsNameTheNearestPlan()
{
    const PlanningScenario p = planning(kGpt13bFixed);
    PlanRequest cheapFirst;
    cheapFirst.objective = PlanObjective::Cost;
    const PlanResult free = planScenario(p, hyperscalers(), cheapFirst);
    const double cheapest = free.plans.front().result.costUsd.total;
    PlanRequest fastFirst;
    const double fastest
        = planScenario(p, hyperscalers(), fastFirst).plans.front().result.expectedTimeH;

    PlanRequest budget;
    budget.budgetUsd = 1000;
    const PlanResult overBudget = planScenario(p, hyperscalers(), budget);
    QVERIFY(overBudget.plans.empty());
    QVERIFY(overBudget.problem);
    QCOMPARE(overBudget.problem->code, DiagCode::PlanOverBudget);
    char expected[160];
    std::snprintf(expected, sizeof expected, "%.1f", cheapest / 1000);
    QCOMPARE(overBudget.problem->args.at(2), std::string(expected));
    const std::string line = describe(*overBudget.problem);
    QVERIFY2(line.rfind("no plan meets the budget of $1,000: the cheapest feasible plan costs $", 0)
                 == 0,
             line.c_str());
    QVERIFY2(line.find(",") != std::string::npos, line.c_str()); // thousands grouped

    PlanRequest deadline;
    deadline.deadlineH = fastest / 2;
    const PlanResult late = planScenario(p, hyperscalers(), deadline);
    QVERIFY(late.plans.empty());
    QCOMPARE(late.problem->code, DiagCode::PlanPastDeadline);
    QCOMPARE(late.problem->args.at(2), std::string("2.0"));

    // Each limit alone can be met, together they cannot: over every instance type the
    // cheapest plan is not the fastest (checked first), so no plan is both within 0.1% of
    // the cheapest cost and within 0.1% of the fastest time.
    const PlanningScenario open = planning(kLlamaOpen);
    const PlanResult frontier = planScenario(open, hyperscalers(), PlanRequest{});
    const Plan &quickest = frontier.pareto.front();
    const Plan &thriftiest = frontier.pareto.back();
    QVERIFY2(thriftiest.result.expectedTimeH > quickest.result.expectedTimeH * 1.01,
             "the scenario must trade cost against time");
    PlanRequest both;
    both.budgetUsd = thriftiest.result.costUsd.total * 1.001;
    both.deadlineH = quickest.result.expectedTimeH * 1.001;
    const PlanResult squeezed = planScenario(open, hyperscalers(), both);
    QVERIFY(squeezed.plans.empty());
    QCOMPARE(squeezed.problem->code, DiagCode::PlanNearestBothSides);
    QVERIFY(std::stod(squeezed.problem->args.at(3)) > 1.0); // over the budget by that much
    QVERIFY(std::stod(squeezed.problem->args.at(5)) > 1.0); // past the deadline by that much

    // A deadline none of the plans within the budget meets, where some plans meet it: the
    // message quotes the cheapest plan within the deadline, not the cheapest plan (which is
    // too slow), and there is no plan within the budget to quote.
    PlanRequest tight;
    tight.budgetUsd = thriftiest.result.costUsd.total / 2;
    tight.deadlineH = quickest.result.expectedTimeH * 1.001;
    const PlanResult overBudgetInTime = planScenario(open, hyperscalers(), tight);
    QVERIFY(overBudgetInTime.plans.empty());
    QCOMPARE(overBudgetInTime.problem->code, DiagCode::PlanBudgetAndDeadline);
    QVERIFY(overBudgetInTime.nearest.withinDeadline);
    QVERIFY(!overBudgetInTime.nearest.withinBudget);
    QVERIFY(overBudgetInTime.nearest.withinDeadline->result.expectedTimeH <= *tight.deadlineH);
    char quoted[160];
    std::snprintf(quoted, sizeof quoted, "%.1f",
                  overBudgetInTime.nearest.withinDeadline->result.costUsd.total / *tight.budgetUsd);
    QCOMPARE(overBudgetInTime.problem->args.at(3), std::string(quoted));
    QVERIFY(overBudgetInTime.nearest.withinDeadline->result.costUsd.total
            > thriftiest.result.costUsd.total);

    // And the other way round: plans within the budget, none of them in time.
    PlanRequest slow;
    slow.budgetUsd = thriftiest.result.costUsd.total * 1.001;
    slow.deadlineH = quickest.result.expectedTimeH / 2;
    const PlanResult inBudgetTooLate = planScenario(open, hyperscalers(), slow);
    QVERIFY(inBudgetTooLate.plans.empty());
    QCOMPARE(inBudgetTooLate.problem->code, DiagCode::PlanFastestWithinBudget);
    QVERIFY(!inBudgetTooLate.nearest.withinDeadline);
    QVERIFY(inBudgetTooLate.nearest.withinBudget);
    QVERIFY(inBudgetTooLate.nearest.withinBudget->result.costUsd.total <= *slow.budgetUsd);
    const std::string tooLate = describe(*inBudgetTooLate.problem);
    QVERIFY2(tooLate.find("the fastest plan within the budget takes ") != std::string::npos,
             tooLate.c_str());

    // Neither limit can be met alone: the message names both and how far each is.
    PlanRequest neither;
    neither.budgetUsd = 1000;
    neither.deadlineH = fastest / 2;
    const PlanResult hopeless = planScenario(p, hyperscalers(), neither);
    QVERIFY(hopeless.plans.empty());
    QVERIFY(!hopeless.nearest.withinDeadline && !hopeless.nearest.withinBudget);
    QVERIFY(!hopeless.byInstance.empty()); // the summary still says what each capacity does
    QCOMPARE(hopeless.problem->code, DiagCode::PlanOverBudgetAndPastDeadline);
    QCOMPARE(hopeless.problem->args.at(2), std::string(expected));
    QCOMPARE(hopeless.problem->args.at(5), std::string("2.0"));
    const std::string line2 = describe(*hopeless.problem);
    QVERIFY2(line2.rfind("no plan meets the budget of $1,000 nor the deadline of ", 0) == 0,
             line2.c_str());
    QVERIFY2(line2.find("x), the fastest takes ") != std::string::npos, line2.c_str());
}

void TestPlanner::balancedIsTheFastestWithinTheCostPremium()
{
    // Llama 2 7B on p4d nodes, the node count open; every plan listed as the reference.
    const PlanningScenario p = planning(kLlama7bNodesOpen);
    const PlanResult all = planScenario(p, builtinCatalog(), everyPlan());
    QVERIFY(!all.plans.empty());
    double lowest = std::numeric_limits<double>::infinity();
    for (const Plan &plan : all.plans)
        lowest = std::min(lowest, totalCost(plan));
    const auto fastestUnder = [&](double cap) {
        double best = std::numeric_limits<double>::infinity();
        for (const Plan &plan : all.plans) {
            if (totalCost(plan) <= cap)
                best = std::min(best, expectedTime(plan));
        }
        return best;
    };

    PlanRequest fair;
    fair.objective = PlanObjective::Balanced;
    fair.top = 5;
    const PlanResult result = planScenario(p, builtinCatalog(), fair);
    QVERIFY(result.lowestCostUsd);
    QCOMPARE(*result.lowestCostUsd, lowest);
    QCOMPARE(result.costPremium, 0.10);
    QCOMPARE(expectedTime(result.plans.front()), fastestUnder(1.1 * lowest));
    for (std::size_t i = 0; i < result.plans.size(); ++i) {
        QVERIFY(totalCost(result.plans[i]) <= 1.1 * lowest);
        if (i > 0)
            QVERIFY(expectedTime(result.plans[i]) >= expectedTime(result.plans[i - 1]));
    }
    // The frontier is the whole one, not the part under the cap; with no budget set, every
    // summary row meets it.
    QCOMPARE(result.pareto.size(), all.pareto.size());
    QVERIFY(!result.byInstance.empty());
    for (const InstancePlan &row : result.byInstance)
        QVERIFY(row.meetsBudget);
    // What it is for: the fastest plan takes more nodes and costs more than the cap.
    const Plan &fastest = all.plans.front();
    QVERIFY(totalCost(fastest) > 1.1 * lowest);
    QVERIFY(fastest.cluster.nodes > result.plans.front().cluster.nodes);

    // A budget under the cap holds, and a larger premium allows faster plans.
    fair.budgetUsd = 1.05 * lowest;
    const PlanResult tight = planScenario(p, builtinCatalog(), fair);
    QCOMPARE(expectedTime(tight.plans.front()), fastestUnder(1.05 * lowest));
    fair.budgetUsd.reset();
    fair.costPremium = 0.5;
    const PlanResult loose = planScenario(p, builtinCatalog(), fair);
    QCOMPARE(expectedTime(loose.plans.front()), fastestUnder(1.5 * lowest));

    // Limits nothing meets: the answer of the cost search, with its reason and nearest plans.
    fair.deadlineH = 1e-3;
    const PlanResult none = planScenario(p, builtinCatalog(), fair);
    QVERIFY(none.plans.empty());
    QVERIFY(none.problem);
    QVERIFY(!none.lowestCostUsd);
}

void TestPlanner::nearestPlansFlankTheGap()
{
    // Llama 2 7B on p4d nodes, every plan listed. Take two neighbours on the cost-time
    // frontier, the faster A and the cheaper B, as the deadline (A's time) and the budget
    // (B's cost): a plan meeting both would be at least as fast as A and cheaper, so it would
    // dominate A; none exists. By the same argument the cheapest plan within the deadline is
    // A and the fastest within the budget is B, which a brute force over every plan confirms.
    const PlanningScenario p = planning(kLlama7bNodesOpen);
    const PlanResult all = planScenario(p, builtinCatalog(), everyPlan());
    QVERIFY(all.pareto.size() >= 3);
    const std::size_t k = all.pareto.size() / 2 - 1;
    const Plan &faster = all.pareto[k];
    const Plan &cheaper = all.pareto[k + 1];

    PlanRequest limits;
    limits.budgetUsd = totalCost(cheaper);
    limits.deadlineH = expectedTime(faster);
    const PlanResult result = planScenario(p, builtinCatalog(), limits);
    QVERIFY(result.plans.empty());
    QVERIFY(result.pareto.empty());
    QVERIFY(result.nearest.withinDeadline);
    QVERIFY(result.nearest.withinBudget);
    QVERIFY(sameConfiguration(*result.nearest.withinDeadline, faster));
    QVERIFY(sameConfiguration(*result.nearest.withinBudget, cheaper));

    double cheapestInTime = std::numeric_limits<double>::infinity();
    double fastestInBudget = std::numeric_limits<double>::infinity();
    for (const Plan &plan : all.plans) {
        QVERIFY(expectedTime(plan) > *limits.deadlineH || totalCost(plan) > *limits.budgetUsd);
        if (expectedTime(plan) <= *limits.deadlineH)
            cheapestInTime = std::min(cheapestInTime, totalCost(plan));
        if (totalCost(plan) <= *limits.budgetUsd)
            fastestInBudget = std::min(fastestInBudget, expectedTime(plan));
    }
    QCOMPARE(totalCost(*result.nearest.withinDeadline), cheapestInTime);
    QCOMPARE(expectedTime(*result.nearest.withinBudget), fastestInBudget);

    // The message quotes both, with how far each misses the other limit.
    QVERIFY(result.problem);
    QCOMPARE(result.problem->code, DiagCode::PlanNearestBothSides);
    char over[64];
    std::snprintf(over, sizeof over, "%.1f", cheapestInTime / *limits.budgetUsd);
    QCOMPARE(result.problem->args.at(3), std::string(over));
    char late[64];
    std::snprintf(late, sizeof late, "%.1f", fastestInBudget);
    QCOMPARE(result.problem->args.at(4), std::string(late));
    const std::string line = describe(*result.problem);
    QVERIFY2(line.rfind("no plan meets both the budget of $", 0) == 0, line.c_str());
    QVERIFY2(line.find("the cheapest plan within the deadline costs $") != std::string::npos,
             line.c_str());
    QVERIFY2(line.find("the fastest within the budget takes ") != std::string::npos, line.c_str());

    // Where plans meet the limits, no nearest plan is named.
    PlanRequest met;
    met.budgetUsd = totalCost(faster);
    met.deadlineH = expectedTime(faster);
    const PlanResult fine = planScenario(p, builtinCatalog(), met);
    QVERIFY(!fine.plans.empty());
    QVERIFY(!fine.nearest.withinDeadline && !fine.nearest.withinBudget);
    QVERIFY(!fine.problem);
}

void TestPlanner::byInstanceHoldsTheBestPerInstanceAndCapacity()
{
    // Every catalog instance at 16 nodes. Each priced instance has a row bought on demand,
    // one per commitment the catalog rates for it and, where the catalog has a spot price,
    // a row on spot; each row's plan is what the planner finds on that instance alone
    // bought that way.
    const Catalog &catalog = builtinCatalog();
    const PlanningScenario p = planning(kLlamaOpen);
    const PlanResult result = planScenario(p, catalog, PlanRequest{});
    std::set<std::tuple<std::string, bool, Commitment>> rows;
    std::map<std::string, const InstancePlan *> onDemand;
    std::map<std::string, const InstancePlan *> spot;
    std::map<std::pair<std::string, Commitment>, const InstancePlan *> committed;
    for (std::size_t i = 0; i < result.byInstance.size(); ++i) {
        const InstancePlan &row = result.byInstance[i];
        QVERIFY(rows.insert({row.instance, row.spot, row.commitment}).second);
        QVERIFY(row.meetsBudget && row.meetsDeadline); // no limits
        if (row.spot)
            QCOMPARE(row.commitment, Commitment::OnDemand); // the scenario's
        QCOMPARE(row.plan.spotFraction, row.spot ? 1.0 : 0.0);
        QCOMPARE(row.plan.cluster.instance, row.instance);
        if (i > 0) // fastest first, as the objective ranks
            QVERIFY(expectedTime(row.plan) >= expectedTime(result.byInstance[i - 1].plan));
        if (row.spot)
            spot[row.instance] = &row;
        else if (row.commitment == Commitment::OnDemand)
            onDemand[row.instance] = &row;
        else
            committed[{row.instance, row.commitment}] = &row;

        PlanningScenario alone = p;
        alone.clusterOpen = false;
        alone.scenario.cluster.instance = row.instance;
        alone.scenario.pricing.spotFraction = row.spot ? 1.0 : 0.0;
        alone.scenario.pricing.commitment = row.commitment;
        PlanRequest first;
        first.top = 1;
        const PlanResult best = planScenario(alone, catalog, first);
        QVERIFY(!best.plans.empty());
        QVERIFY2(sameConfiguration(best.plans.front(), row.plan), row.instance.c_str());
        QCOMPARE(expectedTime(best.plans.front()), expectedTime(row.plan));
        QCOMPARE(totalCost(best.plans.front()), totalCost(row.plan));
        // The plan applied (spot share included) estimates the same.
        const Result again = estimate(applyPlan(alone.scenario, row.plan), catalog);
        QCOMPARE(again.costUsd.total, totalCost(row.plan));
    }
    for (const Instance &instance : catalog.instances) {
        if (catalog.findGpu(instance.gpu) == nullptr || instance.onDemandUsdPerHour <= 0)
            continue;
        QVERIFY2(onDemand.count(instance.id) == 1, instance.id.c_str());
        QCOMPARE(spot.count(instance.id) == 1,
                 instance.spotUsdPerHour.has_value() && *instance.spotUsdPerHour > 0);
        for (const Commitment c :
             {Commitment::Reserved1y, Commitment::Reserved3y, Commitment::CapacityBlock})
            QCOMPARE(committed.count({instance.id, c}) == 1, instance.usdPerHour(c).has_value());
    }

    // A commitment changes the price, not the time: on p5.48xlarge each committed row holds
    // the on-demand row's plan, its instance hours at the commitment's rate (AWS Savings
    // Plans 1 year $34.6752 and 3 years $23.7773, Capacity Blocks $41.528, against $55.04 on
    // demand), storage and egress unchanged.
    const InstancePlan &p5OnDemand = *onDemand.at("aws/p5.48xlarge");
    const CostBreakdown &od = p5OnDemand.plan.result.costUsd;
    for (const auto &[commitment, rate] :
         std::vector<std::pair<Commitment, double>>{{Commitment::Reserved1y, 34.6752},
                                                    {Commitment::Reserved3y, 23.7773},
                                                    {Commitment::CapacityBlock, 41.528}}) {
        const InstancePlan &row = *committed.at({"aws/p5.48xlarge", commitment});
        QVERIFY(sameConfiguration(row.plan, p5OnDemand.plan));
        QCOMPARE(expectedTime(row.plan), expectedTime(p5OnDemand.plan));
        const CostBreakdown &cost = row.plan.result.costUsd;
        QVERIFY(std::abs(cost.compute - od.compute * rate / 55.04) <= 1e-9 * od.compute);
        QCOMPARE(cost.storage, od.storage);
        QCOMPARE(cost.network, od.network);
        QVERIFY(cost.total < od.total);
    }

    // Spot is priced at the spot price and weighted by its reclaims (the estimate's
    // expected time counts them): on p5.48xlarge the spot row's plan costs less and is
    // interrupted more often than the same plan on demand.
    const InstancePlan &p5 = *spot.at("aws/p5.48xlarge");
    Plan sameOnDemand = p5.plan;
    sameOnDemand.spotFraction = 0;
    const Result demand = estimate(applyPlan(p.scenario, sameOnDemand), catalog);
    QVERIFY(p5.plan.result.risk.interruptionsPerHour > demand.risk.interruptionsPerHour);
    QVERIFY(expectedTime(p5.plan) > demand.expectedTimeH);
    QVERIFY(totalCost(p5.plan) < demand.costUsd.total);
}

void TestPlanner::byInstanceIsShownWhenNothingMeetsTheLimits()
{
    const PlanningScenario p = planning(kLlamaOpen);
    // Neither limit within reach: each row is its capacity's fastest plan.
    PlanRequest hopeless;
    hopeless.budgetUsd = 1;
    hopeless.deadlineH = 1e-3;
    const PlanResult none = planScenario(p, builtinCatalog(), hopeless);
    QVERIFY(none.plans.empty());
    QCOMPARE(none.problem->code, DiagCode::PlanOverBudgetAndPastDeadline);
    QVERIFY(none.byInstance.size() > 20);
    for (std::size_t i = 0; i < none.byInstance.size(); ++i) {
        QVERIFY(!none.byInstance[i].meetsBudget && !none.byInstance[i].meetsDeadline);
        if (i > 0)
            QVERIFY(expectedTime(none.byInstance[i].plan)
                    >= expectedTime(none.byInstance[i - 1].plan));
    }

    // Over the budget only: each row is its capacity's cheapest plan, cheapest first, and the
    // cheapest on demand is the nearest plan within the (absent) deadline.
    PlanRequest poor;
    poor.budgetUsd = 1;
    const PlanResult over = planScenario(p, builtinCatalog(), poor);
    QVERIFY(over.plans.empty());
    QCOMPARE(over.problem->code, DiagCode::PlanOverBudget);
    QVERIFY(over.nearest.withinDeadline);
    QVERIFY(!over.nearest.withinBudget);
    double cheapestOnDemand = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < over.byInstance.size(); ++i) {
        const InstancePlan &row = over.byInstance[i];
        QVERIFY(!row.meetsBudget && row.meetsDeadline);
        if (i > 0)
            QVERIFY(totalCost(row.plan) >= totalCost(over.byInstance[i - 1].plan));
        if (!row.spot && row.commitment == Commitment::OnDemand)
            cheapestOnDemand = std::min(cheapestOnDemand, totalCost(row.plan));
    }
    QCOMPARE(totalCost(*over.nearest.withinDeadline), cheapestOnDemand);
    QVERIFY(over.byInstance.front().spot); // spot nodes cost less
    QVERIFY(!metBoughtOtherwise(none));    // no row meets anything
    QVERIFY(!metBoughtOtherwise(over));

    // A budget on demand misses but spot meets: the plans (at the scenario's pricing, on
    // demand) meet nothing, and the text says which capacity does, so "no plan meets" is not
    // read alone; the named row is the first of the summary that meets the budget.
    PlanRequest spotBudget;
    spotBudget.budgetUsd = (totalCost(over.byInstance.front().plan) + cheapestOnDemand) / 2;
    spotBudget.deadlineH = 1e9;
    const PlanResult onSpot = planScenario(p, builtinCatalog(), spotBudget);
    QVERIFY(onSpot.plans.empty() && onSpot.problem);
    const std::optional<InstancePlan> other = metBoughtOtherwise(onSpot);
    QVERIFY(other.has_value());
    QVERIFY(other->meetsBudget && other->meetsDeadline);
    QVERIFY(totalCost(other->plan) <= *spotBudget.budgetUsd);
    QVERIFY(other->spot || other->commitment != Commitment::OnDemand);
    // The first that meets it and is bought by the hour: a reservation bills its whole term.
    const auto firstMeeting = std::find_if(
        onSpot.byInstance.begin(), onSpot.byInstance.end(), [](const InstancePlan &row) {
            return row.meetsBudget
                   && (row.spot
                       || (row.commitment != Commitment::Reserved1y
                           && row.commitment != Commitment::Reserved3y));
        });
    QCOMPARE(totalCost(other->plan), totalCost(firstMeeting->plan));
    const std::string text = planToText(onSpot);
    QVERIFY2(text.find("\nbought as ") != std::string::npos
                 && text.find(" meets them: ") != std::string::npos,
             text.c_str());
    QVERIFY(planToText(over).find("bought as") == std::string::npos);
}

void TestPlanner::textListsPlansNearestAndSummary()
{
    const PlanningScenario p = planning(kGpt13bFixed);
    PlanRequest three;
    three.top = 3;
    const PlanResult result = planScenario(p, builtinCatalog(), three);
    const std::string text = planToText(result);
    QVERIFY2(text.find("\nBest plans\n") != std::string::npos, text.c_str());
    QVERIFY(text.find("Nearest plans") == std::string::npos);
    QVERIFY(text.find("\nBest plan per instance type and capacity") != std::string::npos);
    // Three ranked rows and five summary rows (on demand, the catalog's three commitments
    // for p4d.24xlarge, spot), each naming the instance.
    std::size_t rows = 0;
    for (std::size_t at = text.find("aws/p4d.24xlarge"); at != std::string::npos;
         at = text.find("aws/p4d.24xlarge", at + 1))
        ++rows;
    QCOMPARE(rows, std::size_t(8));
    for (const char *capacity :
         {"  on_demand       both ", "  reserved_1y*    both ", "  reserved_3y*    both ",
          "  capacity_block  both ", "  spot            both "})
        QVERIFY2(text.find(capacity) != std::string::npos, text.c_str());
    // The reservations' costs are the run's share of a term that bills more: marked, and
    // the mark explained under the table.
    QVERIFY2(text.find("\n* a reservation is billed for its whole term: the cost is this run's "
                       "share")
                 != std::string::npos,
             text.c_str());
    // The cost as the message writes money, the time in hours and days.
    const Plan &best = result.plans.front();
    char days[64];
    std::snprintf(days, sizeof days, " %.1f d  ", best.result.expectedTimeH / 24);
    QVERIFY2(text.find(days) != std::string::npos, text.c_str());
    // Last, the accuracy band the result carries, in a column that lines up though "±" is
    // two bytes: every line of the table ends at one column.
    const Accuracy &accuracy = best.result.accuracy;
    char band[64];
    std::snprintf(band, sizeof band, "  %s%.0f%%\n", accuracy.slowerOnly ? "+" : "±",
                  accuracy.bandPct);
    QVERIFY2(accuracy.bandPct > 0 && text.find(band) != std::string::npos, text.c_str());
    const std::size_t tableStart = text.find("\nBest plans\n") + 12;
    const std::string table = text.substr(tableStart, text.find("\n\n", tableStart) - tableStart);
    std::set<std::size_t> widths;
    std::istringstream lines(table);
    for (std::string line; std::getline(lines, line);)
        widths.insert(static_cast<std::size_t>(
            std::count_if(line.begin(), line.end(), [](char c) { return (c & 0xC0) != 0x80; })));
    QVERIFY2(widths.size() == 1, table.c_str());
    QVERIFY2(text.find("\nband: how far held-out estimates") != std::string::npos, text.c_str());

    // Nothing within the budget: the message, then the nearest plan on each side.
    PlanRequest poor;
    poor.budgetUsd = 1000;
    const std::string over = planToText(planScenario(p, builtinCatalog(), poor));
    // The budget as given, grouped as the cost beside it is.
    QVERIFY2(over.find("\nno plan meets the budget of $1,000: the cheapest feasible plan costs $")
                 != std::string::npos,
             over.c_str());
    QVERIFY(over.find("\nBest plans\n") == std::string::npos);
    QVERIFY(over.find("\nNearest plans") != std::string::npos);
    QVERIFY(over.find("cheapest within the deadline  aws/p4d.24xlarge") != std::string::npos);
    QVERIFY(over.find("fastest within the budget     none\n") != std::string::npos);
    QVERIFY(over.find("  on_demand       deadline ") != std::string::npos);
    // A limit keeps every digit it was given ("%g" had written 2,000,000 as "2e+06" and
    // this one as "999.062").
    poor.budgetUsd = 999.0625;
    QVERIFY(planToText(planScenario(p, builtinCatalog(), poor)).find("the budget of $999.0625:")
            != std::string::npos);
}

void TestPlanner::bestSoFarStreamsEachImprovement()
{
    const PlanningScenario p = planning(kLlamaOpen);
    for (const int threads : {1, 2}) {
        for (const PlanObjective objective : {PlanObjective::Time, PlanObjective::Cost}) {
            PlanRequest request;
            request.threads = threads;
            request.top = 3;
            request.objective = objective;
            request.deadlineH = 5000;
            std::vector<Plan> reported;
            request.bestSoFar = [&](const Plan &plan) { reported.push_back(plan); };
            const PlanResult result = planScenario(p, builtinCatalog(), request);
            QVERIFY(!result.plans.empty());
            QVERIFY(!reported.empty());
            const auto figure = [&](const Plan &plan) {
                return objective == PlanObjective::Time ? expectedTime(plan) : totalCost(plan);
            };
            for (std::size_t i = 0; i < reported.size(); ++i) {
                QVERIFY(expectedTime(reported[i]) <= *request.deadlineH);
                if (i > 0)
                    QVERIFY(figure(reported[i]) <= figure(reported[i - 1]));
            }
            // The last report is the answer's best plan.
            QVERIFY(sameConfiguration(reported.back(), result.plans.front()));
            QCOMPARE(figure(reported.back()), figure(result.plans.front()));
        }
    }
}

void TestPlanner::scenarioThatCannotRunSaysWhy()
{
    // Llama 3 405B needs about 405e9 x 18 B = 7.3 TB of model states: one g5.48xlarge
    // (8 x 24 GB) cannot hold it under any layout.
    const PlanningScenario p = planning(R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama3-405b"}, "training": {"tokens": 1e11, "global_batch": 512},
      "cluster": {"instance": "aws/g5.48xlarge", "nodes": 1}})");
    const PlanResult result = planScenario(p, builtinCatalog(), PlanRequest{});
    QVERIFY(result.plans.empty());
    QVERIFY(result.problem);
    QCOMPARE(result.problem->code, DiagCode::PlanNothingFits);
    QVERIFY(std::stod(result.problem->args.at(0)) > 24.0);
    QCOMPARE(result.problem->args.at(1), std::string("24"));

    // A scenario edited into an invalid state (as the window may hold) is refused with
    // its rule, not searched.
    PlanningScenario broken = p;
    broken.scenario.cluster.instance = "aws/no-such-instance";
    const PlanResult refused = planScenario(broken, builtinCatalog(), PlanRequest{});
    QVERIFY(refused.plans.empty());
    QCOMPARE(refused.evaluated, std::int64_t(0));
    QCOMPARE(refused.problem->code, DiagCode::UnknownInstance);
}

void TestPlanner::cancelStopsEarly()
{
    const PlanningScenario p = planning(kLlamaOpen);
    PlanRequest request;
    request.threads = 1;
    std::atomic<bool> cancel{false};
    std::int64_t calls = 0;
    std::int64_t total = 0;
    request.cancel = &cancel;
    request.progress = [&](std::int64_t, std::int64_t all) {
        total = all;
        if (++calls == 3)
            cancel = true;
    };
    const PlanResult result = planScenario(p, builtinCatalog(), request);
    QVERIFY(result.cancelled);
    QCOMPARE(calls, std::int64_t(3));
    QVERIFY(total > 100);
    QVERIFY(!result.problem);
}

void TestPlanner::partialRecomputeWhereMemoryIsShort()
{
    // Llama 3 70B on 32 H100s at sequence 8192: without splitting the sequence nothing
    // fits without recomputation, so the fastest plans rebuild only part of each chunk
    // (Megatron-LM's block method) and keep the rest, where every-layer recomputation pays
    // a whole extra forward pass. (With the overlaps open, tp 8 pp 2 without recomputation
    // fits in 80.5 GB and its collectives hide: the overlaps are held off here, as the
    // scenario has them.)
    const PlanningScenario p = planning(R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama3-70b"},
      "training": {"tokens": 1e12, "global_batch": 512, "recompute": "full"},
      "cluster": {"instance": "aws/p5.48xlarge", "nodes": 4}})");
    PlanRequest open;
    open.top = 20;
    open.searchContextParallel = false;
    open.searchOverlap = false;
    const PlanResult searched = planScenario(p, builtinCatalog(), open);
    QVERIFY(!searched.plans.empty());
    const Plan &best = searched.plans.front();
    QCOMPARE(best.recompute, Recompute::Full);
    const std::int64_t chunkLayers = 80 / (best.parallel.pp * best.parallel.virtualStages);
    QVERIFY(best.recomputeLayers > 0 && best.recomputeLayers < chunkLayers);

    // Keeping the scenario's every-layer recomputation finds only slower plans.
    PlanRequest kept = open;
    kept.searchRecompute = false;
    const PlanResult everyLayer = planScenario(p, builtinCatalog(), kept);
    QVERIFY(!everyLayer.plans.empty());
    for (const Plan &plan : everyLayer.plans)
        QCOMPARE(plan.recomputeLayers, std::int64_t{0});
    QVERIFY(best.result.expectedTimeH < everyLayer.plans.front().result.expectedTimeH);

    // Context parallelism splits the activations too (NVIDIA's Llama 3 70B recipes run cp 2
    // at 8k): with it open the best plan splits the sequence, recomputes at most part of
    // each chunk, and beats both.
    PlanRequest split = open;
    split.searchContextParallel = true;
    const PlanResult splitResult = planScenario(p, builtinCatalog(), split);
    QVERIFY(!splitResult.plans.empty());
    const Plan &splitBest = splitResult.plans.front();
    QVERIFY(splitBest.parallel.cp > 1);
    QVERIFY(splitBest.recompute != Recompute::Full || splitBest.recomputeLayers > 0);
    QVERIFY(splitBest.result.expectedTimeH < best.result.expectedTimeH);

    // The plan applied is a scenario that estimates the same and fits.
    const Scenario applied = applyPlan(p.scenario, best);
    QCOMPARE(applied.training.recomputeLayers, best.recomputeLayers);
    QCOMPARE(applied.training.recomputeModules, best.recomputeModules);
    const Result again = estimate(applied, builtinCatalog());
    QVERIFY(again.feasible);
    QCOMPARE(again.expectedTimeH, best.result.expectedTimeH);

    // Keeping a scenario's count of 5: every plan keeps it, on chunks of at least 5 layers.
    PlanningScenario five = p;
    five.scenario.training.recomputeLayers = 5;
    const PlanResult fiveKept = planScenario(five, builtinCatalog(), kept);
    QVERIFY(!fiveKept.plans.empty());
    for (const Plan &plan : fiveKept.plans) {
        QCOMPARE(plan.recomputeLayers, std::int64_t{5});
        QVERIFY(80 / (plan.parallel.pp * plan.parallel.virtualStages) >= 5);
    }
}

void TestPlanner::expertsSpreadWhereTheModelHasThem()
{
    // Mixtral 8x7B's shape on 8 p5.48xlarge nodes (64 H100) at 4,096 tokens: every GPU
    // holding all 8 experts of its layers needs deep pipelines or recomputation;
    // Megatron-Core's recipe spreads them (tp 1, pp 4, ep 8).
    const PlanningScenario p = mixtralOnEightP5Nodes();
    PlanRequest open;
    open.top = 50;
    const PlanResult spread = planScenario(p, builtinCatalog(), open);
    QVERIFY(!spread.plans.empty());
    const Plan &best = spread.plans.front();
    QVERIFY2(best.parallel.ep > 1, layoutText(best).c_str());
    for (const Plan &plan : spread.plans) {
        QCOMPARE(8 % plan.parallel.ep, std::int64_t(0));
        QCOMPARE((plan.parallel.dp * plan.parallel.cp) % plan.parallel.ep, std::int64_t(0));
        QVERIFY(plan.parallel.ep == 1 || plan.parallel.tp == 1 || plan.parallel.sequenceParallel);
        QVERIFY(!validateScenario(applyPlan(p.scenario, plan), builtinCatalog()));
    }
    // Kept at the scenario's ep 1, every plan holds all experts and the best is slower.
    PlanRequest kept = open;
    kept.searchExpertParallel = false;
    const PlanResult whole = planScenario(p, builtinCatalog(), kept);
    QVERIFY(!whole.plans.empty());
    for (const Plan &plan : whole.plans)
        QCOMPARE(plan.parallel.ep, std::int64_t(1));
    QVERIFY(best.result.expectedTimeH < whole.plans.front().result.expectedTimeH);
    // A dense model is searched as before: ep 1 only.
    for (const Plan &plan : planScenario(planning(kGpt13bFixed), builtinCatalog(), open).plans)
        QCOMPARE(plan.parallel.ep, std::int64_t(1));

    // Kept, experts kept whole (expert_tp 1) stay whole in every plan; the expert-parallel
    // group then comes from tp x dp x cp, and tp above 1 takes sequence parallelism.
    PlanningScenario whole1 = p;
    whole1.scenario.parallel.expertTp = 1;
    whole1.scenario.parallel.ep = 8;
    const PlanResult folded = planScenario(whole1, builtinCatalog(), kept);
    QVERIFY(!folded.plans.empty());
    for (const Plan &plan : folded.plans) {
        QCOMPARE(plan.parallel.expertTp, std::int64_t(1));
        QCOMPARE(plan.parallel.ep, std::int64_t(8));
        const ParallelSpec &q = plan.parallel;
        QCOMPARE((q.tp * q.dp * q.cp) % q.ep, std::int64_t(0));
        QVERIFY(q.tp == 1 || q.sequenceParallel);
        const Scenario applied = applyPlan(whole1.scenario, plan);
        QVERIFY(!validateScenario(applied, builtinCatalog()));
        SCALEPLAN_FUZZY(estimate(applied, builtinCatalog()).stepTimeS, plan.result.stepTimeS,
                        1e-12);
    }
}

void TestPlanner::expertTensorParallelismIsSearched()
{
    // Mixtral's shape on 8 p5.48xlarge nodes: at tp 2 with 8-way expert parallelism,
    // experts kept whole (expert_tp 1) drop the routed copies' tp gathers and put the
    // all-to-all on fewer nodes; the engine has them 15% faster (6.68 s against 5.68 s a
    // step, docs/model.md 4.9). The open search tries every divisor of tp.
    const PlanningScenario p = mixtralOnEightP5Nodes();
    PlanRequest open;
    open.top = 100000;
    const PlanResult result = planScenario(p, builtinCatalog(), open);
    const Plan *bestSplit = nullptr;
    const Plan *bestWhole = nullptr;
    for (const Plan &plan : result.plans) {
        const ParallelSpec &q = plan.parallel;
        if (q.expertTp == 0 || q.expertTp == q.tp)
            continue;
        QCOMPARE(q.tp % q.expertTp, std::int64_t(0));
        QVERIFY(q.sequenceParallel);
        QCOMPARE((q.tp * q.dp * q.cp / q.expertTp) % q.ep, std::int64_t(0));
        const Scenario applied = applyPlan(p.scenario, plan);
        QVERIFY(!validateScenario(applied, builtinCatalog()));
        SCALEPLAN_FUZZY(estimate(applied, builtinCatalog()).stepTimeS, plan.result.stepTimeS,
                        1e-12);
    }
    for (const Plan &plan : result.plans) {
        const ParallelSpec &q = plan.parallel;
        if (q.tp != 2 || q.pp != 4 || q.ep != 8)
            continue;
        const Plan *&slot = q.expertTp == 1 ? bestWhole : bestSplit;
        if (!slot || plan.result.stepTimeS < slot->result.stepTimeS)
            slot = &plan;
    }
    QVERIFY(bestWhole && bestSplit);
    QVERIFY2(bestWhole->result.stepTimeS < bestSplit->result.stepTimeS,
             (layoutText(*bestWhole) + " vs " + layoutText(*bestSplit)).c_str());

    // A dense model never gets an expert split.
    for (const Plan &plan : planScenario(planning(kGpt13bFixed), builtinCatalog(), open).plans)
        QCOMPARE(plan.parallel.expertTp, std::int64_t(0));
}

void TestPlanner::keepFlagsHoldTheScenariosSettings()
{
    // ZeRO-1 with sequence parallelism and selective recomputation, as in Megatron-LM's
    // distributed optimizer runs; tp, pp, dp, micro-batch and virtual stages stay open.
    const PlanningScenario p = planning(R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama2-13b"},
      "training": {"tokens": 2e11, "global_batch": 512, "recompute": "selective"},
      "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 4},
      "parallel": {"zero": 1, "sequence_parallel": true}})");
    PlanRequest free;
    free.top = 100'000;
    free.prune = false;
    PlanRequest kept = free;
    kept.searchRecompute = false;
    kept.searchZero = false;
    kept.searchSequenceParallel = false;
    kept.searchContextParallel = false;
    kept.searchOverlap = false;
    const PlanResult all = planScenario(p, builtinCatalog(), free);
    const PlanResult same = planScenario(p, builtinCatalog(), kept);
    QVERIFY(same.plans.size() >= 20);
    QVERIFY(same.evaluated < all.evaluated);
    std::set<std::int64_t> tps;
    for (const Plan &plan : same.plans) {
        QCOMPARE(plan.parallel.zero, 1);
        QCOMPARE(plan.parallel.zeroShardGroup, std::int64_t(0));
        QCOMPARE(plan.recompute, Recompute::Selective);
        // Sequence parallelism splits along tp: at tp 1 it does nothing and stays off.
        QCOMPARE(plan.parallel.sequenceParallel, plan.parallel.tp > 1);
        QCOMPARE(plan.parallel.cp, std::int64_t(1));
        QVERIFY(!plan.tpOverlap && !plan.ppOverlap);
        tps.insert(plan.parallel.tp);
    }
    QVERIFY(tps.size() >= 3); // the layout itself is still searched
    // The free search covers the kept one, so its best is at least as fast.
    QVERIFY(all.plans.front().result.expectedTimeH <= same.plans.front().result.expectedTimeH);

    // Each flag alone: only that setting is held.
    PlanRequest zeroOnly = free;
    zeroOnly.searchZero = false;
    const PlanResult zeroKept = planScenario(p, builtinCatalog(), zeroOnly);
    std::set<int> modes;
    std::set<bool> sequence;
    for (const Plan &plan : zeroKept.plans) {
        QCOMPARE(plan.parallel.zero, 1);
        modes.insert(static_cast<int>(plan.recompute));
        sequence.insert(plan.parallel.sequenceParallel);
    }
    // Recomputation is still searched; twins that predict the same keep only the simpler
    // mode (nearDuplicatesKeepTheSimplest), so "selective" may vanish behind "none".
    QVERIFY(modes.size() >= 2);
    QCOMPARE(sequence.size(), std::size_t(2));
    PlanRequest cpOnly = free;
    cpOnly.searchContextParallel = false;
    for (const Plan &plan : planScenario(p, builtinCatalog(), cpOnly).plans)
        QCOMPARE(plan.parallel.cp, std::int64_t(1));
    std::set<std::int64_t> degrees;
    for (const Plan &plan : all.plans)
        degrees.insert(plan.parallel.cp);
    QVERIFY(degrees.size() >= 2); // open, context parallelism is searched

    // Open, the overlaps are tried wherever they act, and only there: Transformer
    // Engine's with sequence parallelism inside a node, the pipeline's with interleaving.
    bool tpOverlapped = false;
    bool ppOverlapped = false;
    for (const Plan &plan : all.plans) {
        QVERIFY(!plan.tpOverlap || (plan.parallel.sequenceParallel && plan.parallel.tp > 1));
        QVERIFY(!plan.ppOverlap || plan.parallel.virtualStages > 1);
        tpOverlapped = tpOverlapped || plan.tpOverlap;
        ppOverlapped = ppOverlapped || plan.ppOverlap;
        // The plan applied is the scenario it was estimated as.
        const Result again = estimate(applyPlan(p.scenario, plan), builtinCatalog());
        QCOMPARE(again.expectedTimeH, plan.result.expectedTimeH);
    }
    QVERIFY(tpOverlapped && ppOverlapped);

    // A kept shard group holds too; layouts whose dp it does not divide are left out.
    PlanningScenario hybrid = p;
    hybrid.scenario.parallel.zero = 3;
    hybrid.scenario.parallel.zeroShardGroup = 8;
    const PlanResult sharded = planScenario(hybrid, builtinCatalog(), kept);
    QVERIFY(!sharded.plans.empty());
    for (const Plan &plan : sharded.plans) {
        QCOMPARE(plan.parallel.zero, 3);
        QCOMPARE(plan.parallel.zeroShardGroup, std::int64_t(8));
        QCOMPARE((plan.parallel.dp * plan.parallel.cp) % 8, std::int64_t(0));
        QVERIFY(!validateScenario(applyPlan(hybrid.scenario, plan), builtinCatalog()));
    }
}

void TestPlanner::bestPlanMatchesPublishedRuns()
{
    // The fair check: the best plan the run's own software could have run (its ZeRO stage,
    // recompute mode and sequence-parallel setting; tp, pp, dp, micro-batch and virtual
    // stages searched, as Narayanan et al. searched them by hand) must predict at least
    // the published layout and land within 25% of the measurement, for every run.
    // Megatron-LM 2021 full-recompute runs: Narayanan et al. kept tp 4-8 inside the node;
    // the engine rates tp 2-4 with more data parallelism, interleaving and micro-batch 2-8
    // 12-22% faster than the published layouts. Smaller tp moves fewer tensor-parallel
    // bytes per FLOP and runs larger GEMMs (R005: tp 8 pp 2 -> tp 2 pp 8 v 6), and
    // Narayanan et al. Sec. 5.4.3 measured the same trend on a smaller GPT (Sec. 5.4.1,
    // trading tp for deeper pipelines at dp 1, is discussed in docs/planner.md). On top, the
    // engine is 2-8% fast on every 2021 run at its published layout. R004 (+23.8%), R005
    // (+24.5%) and R017-R019 land inside the bound, R004 and R005 narrowly: R005 was +25.5%
    // until rings of 2 and 4 GPUs inside a node took the bus bandwidth measured for them
    // (docs/model.md 5.2), and its tp 2 ranking is still what vTrain's Megatron-DeepSpeed
    // runs of the same 18.4B and 39.1B models on 256-512 A100s contradict (docs/model.md,
    // "Accuracy": tp 8 within 3-5% of the engine, tp 2-4 with dp 16-32 up to 37% slower
    // than it). For the 175B rows the tp 4 ranking is what vTrain measured (its fastest 175B
    // layout is tp 4 pp 32, 53.91 s against tp 8's best 55.11 s;
    // heldOutVTrainRankingPicksAFastLayout in TestValidation). The best plans fill 45-83 of
    // the 85 GB CUDA can allocate; memory does not decide them. It did decide R003 (tp 2
    // pp 2 v 9 mb 4): its script ran PyTorch DDP, whose bucket copy of the gradients
    // (communication.gradient_buckets) leaves no room for tp 2 pp 1 mb 8 (86.8 GB).
    const Catalog &catalog = builtinCatalog();
    int within = 0;
    std::string outside;
    for (const PublishedRun &run : publishedRuns(catalog)) {
        PlanningScenario p;
        p.scenario = run.scenario;
        PlanRequest free;
        free.top = 1;
        PlanRequest sameSoftware = free;
        sameSoftware.searchRecompute = false;
        sameSoftware.searchZero = false;
        sameSoftware.searchSequenceParallel = false;
        sameSoftware.searchOverlap = false;
        const PlanResult freeResult = planScenario(p, catalog, free);
        const PlanResult sameResult = planScenario(p, catalog, sameSoftware);
        QVERIFY2(!freeResult.plans.empty(), run.id.c_str());
        QVERIFY2(!sameResult.plans.empty(), run.id.c_str());
        const Plan &freeBest = freeResult.plans.front();
        const Plan &sameBest = sameResult.plans.front();
        QVERIFY2(sameBest.parallel.zero == run.scenario.parallel.zero
                     && sameBest.recompute == run.scenario.training.recompute
                     && (sameBest.parallel.tp == 1
                         || sameBest.parallel.sequenceParallel
                                == run.scenario.parallel.sequenceParallel),
                 (run.id + " " + layoutText(sameBest)).c_str());
        const Result published = estimate(run.scenario, catalog);
        // Same cluster and batch, so throughput ranks like time; the published layout is
        // one of the kept search's candidates, and the free search covers the kept one.
        QVERIFY2(sameBest.result.tokensPerS >= published.tokensPerS * (1.0 - 1e-9), run.id.c_str());
        QVERIFY2(freeBest.result.tokensPerS >= sameBest.result.tokensPerS * (1.0 - 1e-9),
                 run.id.c_str());
        const double measuredTokensPerS
            = run.metric == RunMetric::StepTimeS
                  ? static_cast<double>(run.scenario.training.globalBatch
                                        * run.scenario.model.seqLen)
                        / run.measured
                  : run.measured * static_cast<double>(published.gpus);
        const double deviation = sameBest.result.tokensPerS / measuredTokensPerS - 1.0;
        qInfo("%s same software %+.1f%% vs measured [%s, %.1f GB]; free search %+.1f%% [%s]; "
              "published layout %+.1f%%",
              run.id.c_str(), 100.0 * deviation, layoutText(sameBest).c_str(),
              sameBest.result.memoryGb.total,
              100.0 * (freeBest.result.tokensPerS / measuredTokensPerS - 1.0),
              layoutText(freeBest).c_str(),
              100.0 * (published.tokensPerS / measuredTokensPerS - 1.0));
        if (std::abs(deviation) <= 0.25)
            ++within;
        else
            outside += run.id + " ";
    }
    QVERIFY2(outside.empty(), ("outside 25%: " + outside).c_str());
    QCOMPARE(within, int(publishedRuns(catalog).size()));
}

void TestPlanner::scenarioGoalGivesTheLimits()
{
    // A goal saved with the scenario limits the search as --budget-usd and --deadline-h do,
    // and its capacity prices every plan at it.
    const char *text = kLlama7bNodesOpen;
    PlanningScenario p = planning(text);
    PlanRequest everything;
    everything.top = 1'000'000;
    const PlanResult all = planScenario(p, builtinCatalog(), everything);
    QVERIFY(all.pareto.size() >= 3);
    const Plan &middle = all.pareto[all.pareto.size() / 2];

    PlanRequest asked;
    asked.top = 1'000'000;
    asked.budgetUsd = totalCost(middle);
    const PlanResult byRequest = planScenario(p, builtinCatalog(), asked);
    p.scenario.goal.budgetUsd = totalCost(middle);
    const PlanResult byGoal = planScenario(p, builtinCatalog(), everything);
    QVERIFY(!byGoal.plans.empty());
    QCOMPARE(byGoal.plans.size(), byRequest.plans.size());
    for (const Plan &plan : byGoal.plans)
        QVERIFY(totalCost(plan) <= totalCost(middle));
    // A request's own limit wins over the goal's.
    PlanRequest wider = everything;
    wider.budgetUsd = 1e12;
    QCOMPARE(planScenario(p, builtinCatalog(), wider).plans.size(), all.plans.size());

    // Capacity spot: every plan priced with all nodes on spot.
    p.scenario.goal = {};
    p.scenario.goal.capacity = Capacity::Spot;
    const PlanResult spot = planScenario(p, builtinCatalog(), everything);
    QVERIFY(!spot.plans.empty());
    for (const Plan &plan : spot.plans)
        QCOMPARE(plan.spotFraction, 1.0);
}

QTEST_GUILESS_MAIN(TestPlanner)
#include "TestPlanner.moc"
