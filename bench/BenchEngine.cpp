// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Engine speed targets (issue: one estimate <= 5 us; a 4096-row sweep in one process
// <= 0.5 s; 10,000 Monte Carlo risk trials <= 50 ms). Run: build/bench/bench_engine
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Risk.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Sweep.h"

#include <benchmark/benchmark.h>

namespace {

using namespace scaleplan::engine;

const char *kGpt3 = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "gpt3-175b"},
  "training": {"tokens": 300e9, "global_batch": 1536, "micro_batch": 1, "recompute": "selective"},
  "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 128},
  "parallel": {"tp": 8, "pp": 16, "zero": 1, "sequence_parallel": true, "virtual_stages": 2}})";

Scenario scenario()
{
    return *parseScenario(kGpt3, builtinCatalog()).scenario;
}

void BM_Estimate(benchmark::State &state)
{
    const Scenario s = scenario();
    const Catalog &catalog = builtinCatalog();
    for (auto _ : state)
        benchmark::DoNotOptimize(estimate(s, catalog));
}
BENCHMARK(BM_Estimate);

void BM_Sweep4096(benchmark::State &state)
{
    Scenario s = scenario();
    s.training.globalBatch = 1536 * 4096;
    const Catalog &catalog = builtinCatalog();
    for (auto _ : state)
        benchmark::DoNotOptimize(sweepToCsv(sweepNodes(s, catalog, {1, 4096, 1})));
}
BENCHMARK(BM_Sweep4096)->Unit(benchmark::kMillisecond);

/// The risk Monte Carlo the command line and the window run: 10,000 trials of the GPT-3
/// scenario with half its nodes on spot (target <= 50 ms), and of a Llama 3 scale run
/// (2,048 nodes, ~420 interruptions per trial; estimate() bounds such runs to 2.5 million
/// interruptions, ~6,000 trials).
void BM_MonteCarlo10k(benchmark::State &state)
{
    Scenario s = scenario();
    s.pricing.spotFraction = 0.5;
    const Catalog &catalog = builtinCatalog();
    for (auto _ : state)
        benchmark::DoNotOptimize(
            estimate(s, catalog, EstimateOptions{.riskTrials = 10000, .today = {}}));
}
BENCHMARK(BM_MonteCarlo10k)->Unit(benchmark::kMillisecond);

void BM_MonteCarlo10kLlama3Scale(benchmark::State &state)
{
    RiskProcess p;
    p.workH = 54 * 24;
    p.intervalH = 0.5;
    p.writeH = 0.02;
    p.restartH = 0.25;
    p.nodes = 2048;
    p.nodeMtbfH = builtinCatalog().defaults.nodeMtbfH;
    SimulationOptions options;
    options.trials = 10000;
    options.seed = 1;
    for (auto _ : state)
        benchmark::DoNotOptimize(simulateRisk(p, options));
}
BENCHMARK(BM_MonteCarlo10kLlama3Scale)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
