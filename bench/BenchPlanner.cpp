// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Planner speed (target: at least 50,000 configurations at 200,000 or more per second on
// two cores). items_per_second is configurations considered per second of wall time.
// Run: build/bench/bench_planner; end to end with process start: scripts/bench-plan.sh
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Planner.h"

#include <benchmark/benchmark.h>

namespace {

using namespace scaleplan::engine;

/// GPT-3 175B on 128 p4d nodes: the layout space of one large cluster.
const char *kFixed = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "gpt3-175b"},
  "training": {"tokens": 300e9, "global_batch": 1536},
  "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 128}})";

/// Llama 3 8B with the cluster left open: every priced instance and node count.
const char *kOpen = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "llama3-8b"},
  "training": {"tokens": 1e12, "global_batch": 1024}})";

/// The goal a manager brings: Llama 3 70B on 15T tokens (Llama 3's 4M-token batch of 512
/// sequences of 8,192) within $2M and 60 days, on any instance and node count. No plan
/// meets both; the answer is the nearest plans and the best per instance and capacity.
const char *kGoal70b = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "llama3-70b"},
  "training": {"tokens": 15e12, "global_batch": 512}})";

void runPlanner(benchmark::State &state, const char *json, PlanRequest request = {})
{
    const PlanningScenario planning = *parseScenarioForPlanning(json, builtinCatalog()).planning;
    request.threads = static_cast<int>(state.range(0));
    std::int64_t evaluated = 0;
    for (auto _ : state) {
        const PlanResult result = planScenario(planning, builtinCatalog(), request);
        evaluated += result.evaluated;
        benchmark::DoNotOptimize(result.plans.data());
    }
    state.SetItemsProcessed(evaluated);
}

void BM_PlannerFixedCluster(benchmark::State &state)
{
    runPlanner(state, kFixed);
}
BENCHMARK(BM_PlannerFixedCluster)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_PlannerOpenCluster(benchmark::State &state)
{
    runPlanner(state, kOpen);
}
BENCHMARK(BM_PlannerOpenCluster)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

/// The window's default objective on the open cluster: a search by cost, then one by time
/// under the cost cap it sets (docs/planner.md, "The balanced objective").
void BM_PlannerOpenClusterBalanced(benchmark::State &state)
{
    PlanRequest balanced;
    balanced.objective = PlanObjective::Balanced;
    runPlanner(state, kOpen, balanced);
}
BENCHMARK(BM_PlannerOpenClusterBalanced)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_PlannerGoal70b(benchmark::State &state)
{
    PlanRequest goal;
    goal.budgetUsd = 2e6;
    goal.deadlineH = 1440;
    runPlanner(state, kGoal70b, goal);
}
BENCHMARK(BM_PlannerGoal70b)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
