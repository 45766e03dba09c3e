// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded Monte Carlo of failures and spot reclaims over checkpoint segments. docs/risk.md.
#include "scaleplan/engine/Risk.h"

#include "core/Random.h"
#include "core/Threads.h"
#include "model/Hardware.h"
#include "model/Totals.h"

#include "scaleplan/engine/ScenarioIo.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <thread>

namespace scaleplan::engine {

namespace {

/// Interruptions one simulation may draw in all (trials x interruptions per trial); keeps
/// a simulation bounded (bench BM_MonteCarlo10kLlama3Scale: ~10 ns per interruption, so
/// at most ~50 ms of one core, half that on two). 10,000 trials of Llama 3's 54 days on
/// 2,048 nodes (~475 interruptions each) fit.
constexpr double kInterruptionBudget = 5e6;
/// Trials per block: each block draws from its own stream (one jump of the generator
/// apart), so the figures are the same whichever thread runs which block.
constexpr int kTrialsPerBlock = 256;
/// Below this many expected interruptions a simulation runs on the calling thread (a few
/// milliseconds: starting threads would cost more than it saves).
constexpr double kParallelFromInterruptions = 2e5;
constexpr int kMinimumTrials = 200;
/// A trial stops after this many interruptions (a run that never finishes).
constexpr int kMaxInterruptionsPerTrial = 1000000;

struct Trial
{
    double timeH = 0;
    double costUsd = 0;
    int interruptions = 0;
};

/// Node failures an hour of \p p with \p nodes of it running.
double failuresPerHour(const RiskProcess &p, double nodes)
{
    return p.nodeMtbfH > 0 ? nodes / p.nodeMtbfH : 0.0;
}

/// What an hour of \p p costs with \p nodes running, \p spotNodes of them on spot.
double usdPerHour(const RiskProcess &p, double nodes, double spotNodes)
{
    return (nodes - spotNodes) * p.onDemandUsdPerNodeH + spotNodes * p.spotUsdPerNodeH
           + p.storageUsdPerH;
}

/// One run: segments of `intervalH` work between checkpoints; interruptions lose the work
/// since the last checkpoint. Exponential arrivals are memoryless, so each draw covers as
/// many whole segments as fit before it (O(1) per interruption, not per segment). The rates
/// and the hourly price change only when a reclaimed spot node is given up, so each node
/// count is one pass of the outer loop and its hours are priced once.
Trial simulateTrial(const RiskProcess &p, const SimulationOptions &options, detail::Xoshiro256 &rng)
{
    Trial trial;
    double nodes = p.nodes;
    double spotNodes = p.spotNodes;
    double remaining = p.workH; // work left, in hours of the full cluster
    const double done = 1e-12 * std::max(p.workH, 1.0);
    const double tau = std::max(p.intervalH, 1e-9);
    const double segmentWall = tau + p.writeH;
    const double perSegmentWall = 1.0 / segmentWall;
    double hours = 0; // wall-clock hours at the current node count, not yet priced
    const auto priceHours = [&] {
        trial.timeH += hours;
        trial.costUsd += hours * usdPerHour(p, nodes, spotNodes);
        hours = 0;
    };
    bool running = remaining > done;
    while (running) {
        const double speed = nodes / p.nodes;
        const double failures = failuresPerHour(p, nodes);
        const double reclaims = spotNodes * p.spotReclaimsPerNodeH;
        const double rate = failures + reclaims;
        const double segmentWork = tau * speed;
        // Segments left at this speed, the last one possibly shorter.
        double segments = std::ceil(remaining / segmentWork - 1e-9);
        bool sameNodes = true;
        while (running && sameNodes) {
            double arrival
                = rate > 0 ? rng.exponential(rate) : std::numeric_limits<double>::infinity();
            // Whole segments that complete before the arrival (the last one apart).
            const double fit = arrival * perSegmentWall;
            const double whole
                = std::min(segments - 1.0,
                           fit < 9e18 ? static_cast<double>(static_cast<std::int64_t>(fit)) : fit);
            if (whole > 0) {
                hours += whole * segmentWall;
                arrival -= whole * segmentWall;
                remaining -= whole * segmentWork;
                segments -= whole;
            }
            if (segments <= 1.0) { // in the last segment: it may complete
                const double last = remaining / speed + p.writeH;
                if (arrival >= last) {
                    hours += last;
                    remaining = 0;
                    running = false;
                    break;
                }
            }
            // Interruption: the partial segment is lost, then restart (and maybe wait).
            hours += arrival;
            ++trial.interruptions;
            if (trial.interruptions >= kMaxInterruptionsPerTrial) {
                running = false;
                break;
            }
            const bool reclaim
                = reclaims > 0 && (failures <= 0 || rng.uniform() * rate >= failures);
            if (reclaim && options.policy == SpotPolicy::ContinueOnFewer && nodes >= 2
                && spotNodes >= 1) {
                priceHours();
                nodes -= 1;
                spotNodes -= 1;
                sameNodes = false;
            } else if (reclaim) {
                hours += options.replacementWaitH;
            }
            hours += p.restartH;
        }
    }
    priceHours();
    trial.costUsd += p.fixedUsd;
    return trial;
}

/// Linear interpolation between order statistics of sorted \p values (q in [0, 1]).
double quantile(const std::vector<double> &values, double q)
{
    if (values.empty())
        return 0;
    const double position = q * static_cast<double>(values.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(position));
    const std::size_t above = std::min(below + 1, values.size() - 1);
    const double weight = position - static_cast<double>(below);
    // std::lerp is monotone in the weight and exact when both ends are equal, so p10 <=
    // p50 <= p90 holds to the last bit (a weighted sum can put p90 an ulp below p10).
    return std::lerp(values[below], values[above], weight);
}

std::uint64_t fnv1a(std::string_view text)
{
    std::uint64_t hash = 0xcbf29ce484222325ull; // FNV-1a 64-bit offset basis
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ull; // FNV-1a 64-bit prime
    }
    return hash;
}

} // namespace

double RiskProcess::failuresPerH() const
{
    return failuresPerHour(*this, nodes);
}

double RiskProcess::reclaimsPerH() const
{
    return spotNodes * spotReclaimsPerNodeH;
}

double RiskProcess::usdPerH() const
{
    return usdPerHour(*this, nodes, spotNodes);
}

RiskProcess riskProcess(const Scenario &scenario, const Catalog &catalog, const Result &result)
{
    const detail::System system = detail::resolveSystem(scenario, catalog);
    return detail::riskProcessOf(scenario, catalog, system, result.trainingTimeH);
}

std::uint64_t riskSeed(const Scenario &scenario)
{
    return fnv1a(scenarioToJson(scenario));
}

/// About how many interruptions one trial of \p process meets: the work over the time
/// between interruptions, stretched by the share of time lost to them.
double interruptionsPerTrial(const RiskProcess &process)
{
    const double rate = process.failuresPerH() + process.reclaimsPerH();
    const double lost = process.restartH + (process.intervalH + process.writeH) / 2.0;
    const double progress = std::max(1.0 - rate * lost, 0.05);
    return std::max(1.0, rate * process.workH / progress);
}

int boundedTrials(const RiskProcess &process, int requested)
{
    const double allowed
        = std::max<double>(kMinimumTrials, kInterruptionBudget / interruptionsPerTrial(process));
    return static_cast<int>(std::min<double>(std::max(requested, 1), allowed));
}

RiskSimulation simulateRisk(const RiskProcess &process, const SimulationOptions &options)
{
    RiskSimulation out;
    out.trials = std::max(1, options.trials);
    const std::size_t trials = static_cast<std::size_t>(out.trials);
    const std::size_t blocks = (trials + kTrialsPerBlock - 1) / kTrialsPerBlock;
    std::vector<detail::Xoshiro256> streams;
    streams.reserve(blocks);
    detail::Xoshiro256 rng(options.seed);
    for (std::size_t b = 0; b < blocks; ++b) {
        streams.push_back(rng);
        rng.jump();
    }
    std::vector<double> times(trials);
    std::vector<double> costs(trials);
    std::vector<std::int64_t> blockInterruptions(blocks, 0);
    std::atomic<std::size_t> nextBlock{0};
    const auto runBlocks = [&](std::size_t) {
        for (std::size_t b = nextBlock++; b < blocks; b = nextBlock++) {
            detail::Xoshiro256 stream = streams[b]; // a local copy: no cache line shared
            std::int64_t interruptions = 0;
            const std::size_t end = std::min(trials, (b + 1) * kTrialsPerBlock);
            for (std::size_t i = b * kTrialsPerBlock; i < end; ++i) {
                const Trial trial = simulateTrial(process, options, stream);
                times[i] = trial.timeH;
                costs[i] = trial.costUsd;
                interruptions += trial.interruptions;
            }
            blockInterruptions[b] = interruptions;
        }
    };
    const bool large = static_cast<double>(trials) * interruptionsPerTrial(process)
                       >= kParallelFromInterruptions;
    const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
    const std::size_t threads
        = std::min(blocks, options.threads > 0 ? static_cast<std::size_t>(options.threads)
                                               : (large ? cores : std::size_t(1)));
    detail::runOnThreads(threads, runBlocks);

    const double n = static_cast<double>(out.trials);
    out.meanTimeH = std::accumulate(times.begin(), times.end(), 0.0) / n;
    out.meanCostUsd = std::accumulate(costs.begin(), costs.end(), 0.0) / n;
    out.meanInterruptions
        = static_cast<double>(std::accumulate(blockInterruptions.begin(), blockInterruptions.end(),
                                              std::int64_t(0)))
          / n;
    std::sort(times.begin(), times.end());
    std::sort(costs.begin(), costs.end());
    out.p10TimeH = quantile(times, 0.1);
    out.p50TimeH = quantile(times, 0.5);
    out.p90TimeH = quantile(times, 0.9);
    out.p10CostUsd = quantile(costs, 0.1);
    out.p50CostUsd = quantile(costs, 0.5);
    out.p90CostUsd = quantile(costs, 0.9);
    if (options.keepFinishTimes)
        out.finishTimesH = std::move(times);
    return out;
}

Histogram finishTimeHistogram(const RiskSimulation &simulation, int bins)
{
    Histogram histogram;
    const std::vector<double> &times = simulation.finishTimesH;
    if (times.empty() || bins < 1)
        return histogram;
    histogram.counts.assign(static_cast<std::size_t>(bins), 0);
    histogram.lowH = times.front();
    const double span = times.back() - times.front();
    histogram.binWidthH = span > 0 ? span / bins : std::max(times.front(), 1.0) * 1e-3;
    for (const double t : times) {
        const auto bin = static_cast<std::size_t>((t - histogram.lowH) / histogram.binWidthH);
        ++histogram.counts[std::min(bin, histogram.counts.size() - 1)];
    }
    return histogram;
}

IntervalScan scanCheckpointIntervals(const RiskProcess &process, int trials, std::uint64_t seed)
{
    IntervalScan scan;
    const double rate = process.failuresPerH() + process.reclaimsPerH();
    const double mtbi = rate > 0 ? 1.0 / rate : 1e12;
    scan.youngH = std::sqrt(2.0 * process.writeH * mtbi);
    scan.dalyH = detail::dalyIntervalH(process.writeH, mtbi);
    SimulationOptions options;
    options.trials = trials;
    options.seed = seed; // the same seed at every interval: common random numbers
    options.keepFinishTimes = false;
    RiskProcess probe = process;
    auto meanAt = [&](double interval) {
        probe.intervalH = std::max(interval, 1e-6);
        return simulateRisk(probe, options).meanTimeH;
    };
    // 25 intervals, log-spaced from Daly/5 to 5 x Daly.
    constexpr int kPoints = 25;
    constexpr double kSpan = 5.0;
    scan.bestMeanTimeH = std::numeric_limits<double>::infinity();
    for (int i = 0; i < kPoints; ++i) {
        const double factor = std::pow(kSpan, -1.0 + 2.0 * i / (kPoints - 1));
        const IntervalPoint point{scan.dalyH * factor, meanAt(scan.dalyH * factor)};
        scan.points.push_back(point);
        if (point.meanTimeH < scan.bestMeanTimeH) {
            scan.bestMeanTimeH = point.meanTimeH;
            scan.bestH = point.intervalH;
        }
    }
    scan.dalyMeanTimeH = meanAt(scan.dalyH);
    return scan;
}

SpotPolicyComparison compareSpotPolicies(const RiskProcess &process, int trials, std::uint64_t seed,
                                         double replacementWaitH)
{
    SimulationOptions options;
    options.trials = trials;
    options.seed = seed;
    options.replacementWaitH = replacementWaitH;
    options.keepFinishTimes = false;
    SpotPolicyComparison comparison;
    options.policy = SpotPolicy::WaitForReplacement;
    comparison.waitForReplacement = simulateRisk(process, options);
    options.policy = SpotPolicy::ContinueOnFewer;
    comparison.continueOnFewer = simulateRisk(process, options);
    return comparison;
}

} // namespace scaleplan::engine
