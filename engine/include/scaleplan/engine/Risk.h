// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Risk.h
/// \brief Seeded Monte Carlo of hardware failures and spot reclaims over a training run.
///
/// A run is `workH` hours of failure-free work cut into checkpoint segments of `intervalH`
/// hours, each followed by a checkpoint write of `writeH` hours. Interruptions (hardware
/// failures on every node, reclaims on the spot nodes) arrive as a Poisson process; each
/// one loses the work since the last completed checkpoint and costs `restartH`. See
/// docs/risk.md for the formulas and their sources. Same inputs and seed, same numbers.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <cstdint>
#include <vector>

namespace scaleplan::engine {

/// The failure and checkpoint process of one scenario (times in hours, prices in USD).
struct RiskProcess
{
    double workH = 0;     ///< failure-free training time on all nodes
    double intervalH = 0; ///< checkpoint interval: work between two checkpoints
    double writeH = 0;    ///< time to write one checkpoint
    double restartH = 0;  ///< detect, replace and reload after an interruption
    double nodes = 1;
    double spotNodes = 0; ///< nodes on spot capacity (nodes x spot_fraction)
    double nodeMtbfH = 0; ///< mean time between failures of one node (0 = none)
    double spotReclaimsPerNodeH = 0;
    double onDemandUsdPerNodeH = 0;
    double spotUsdPerNodeH = 0;
    double storageUsdPerH = 0; ///< checkpoints and data set kept in storage
    double fixedUsd = 0;       ///< egress, paid once

    /// Hardware failures per hour of the whole cluster.
    double failuresPerH() const;
    /// Spot reclaims per hour of the whole cluster.
    double reclaimsPerH() const;
    /// Everything the cluster costs per hour with all its nodes.
    double usdPerH() const;
};

/// The process behind \p result (an estimate of \p scenario on \p catalog): the same
/// rates, interval and write time the closed-form model used.
RiskProcess riskProcess(const Scenario &scenario, const Catalog &catalog, const Result &result);

/// What happens to the run when a spot node is reclaimed.
enum class SpotPolicy {
    WaitForReplacement, ///< restart on a replacement node after `replacementWaitH`
    ContinueOnFewer,    ///< restart at once on the remaining nodes, slower and cheaper
};

struct SimulationOptions
{
    int trials = 10000;
    std::uint64_t seed = 0;
    SpotPolicy policy = SpotPolicy::WaitForReplacement;
    double replacementWaitH = 0; ///< extra wait for a spot replacement, beyond the restart
    bool keepFinishTimes = true; ///< keep the sorted finish times (histogram)
    /// Threads for a large simulation; 0: one per core. The figures do not depend on it: the
    /// trials run in fixed blocks, each with its own stream of the seed.
    int threads = 0;
};

/// Outcome of many simulated runs.
struct RiskSimulation
{
    int trials = 0;
    double meanTimeH = 0;
    double meanCostUsd = 0;
    double meanInterruptions = 0;
    double p10TimeH = 0;
    double p50TimeH = 0;
    double p90TimeH = 0;
    double p10CostUsd = 0;
    double p50CostUsd = 0;
    double p90CostUsd = 0;
    std::vector<double> finishTimesH; ///< sorted ascending (when kept)
};

/// Simulates \p options.trials runs of \p process. Deterministic for a given seed.
RiskSimulation simulateRisk(const RiskProcess &process, const SimulationOptions &options);

/// Seed of a scenario: FNV-1a (64 bit) of its canonical JSON (scenarioToJson()).
std::uint64_t riskSeed(const Scenario &scenario);

/// Trials actually run when \p requested are asked for: fewer when each trial would see
/// very many interruptions, so that one simulation stays bounded (at least 200).
int boundedTrials(const RiskProcess &process, int requested);

/// Counts of finish times in equal bins from the shortest to the longest.
struct Histogram
{
    double lowH = 0;
    double binWidthH = 0;
    std::vector<int> counts;
};

Histogram finishTimeHistogram(const RiskSimulation &simulation, int bins);

/// Simulated mean run time for one checkpoint interval.
struct IntervalPoint
{
    double intervalH = 0;
    double meanTimeH = 0;
};

/// Young's and Daly's intervals against the best of a simulated grid around them.
struct IntervalScan
{
    double youngH = 0;        ///< sqrt(2 delta M), Young 1974
    double dalyH = 0;         ///< Daly 2006 higher-order optimum
    double dalyMeanTimeH = 0; ///< simulated mean time at Daly's interval
    double bestH = 0;         ///< simulated optimum on the grid
    double bestMeanTimeH = 0;
    std::vector<IntervalPoint> points;
};

/// Simulates \p trials runs (common random numbers) for intervals from Daly/5 to 5 Daly.
IntervalScan scanCheckpointIntervals(const RiskProcess &process, int trials, std::uint64_t seed);

/// Expected time and cost of the two answers to a spot reclaim.
struct SpotPolicyComparison
{
    RiskSimulation waitForReplacement;
    RiskSimulation continueOnFewer;
};

SpotPolicyComparison compareSpotPolicies(const RiskProcess &process, int trials, std::uint64_t seed,
                                         double replacementWaitH);

} // namespace scaleplan::engine
