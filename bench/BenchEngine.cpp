// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Engine speed targets (issue: one estimate <= 5 us; a 4096-row sweep in one process
// <= 0.5 s). Run: build/bench/bench_engine
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
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

} // namespace

BENCHMARK_MAIN();
