// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/NearestValid.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <vector>

namespace scaleplan::engine {

namespace {

/// How far the search looks: micro-batches up to this many sequences, global batches this
/// many multiples either side, tp and pp up to this degree. Wider than any layout the
/// catalog's nodes run, so the limits bound the work, not the answer.
constexpr std::int64_t kMaxMicroBatch = 1024;
constexpr std::int64_t kBatchSteps = 64;
constexpr std::int64_t kMaxDegree = 256;

std::int64_t &setting(Scenario &s, LayoutKnob knob)
{
    switch (knob) {
    case LayoutKnob::DataParallel:
        return s.parallel.dp;
    case LayoutKnob::MicroBatch:
        return s.training.microBatch;
    case LayoutKnob::GlobalBatch:
        return s.training.globalBatch;
    case LayoutKnob::Tp:
        return s.parallel.tp;
    case LayoutKnob::Pp:
        return s.parallel.pp;
    }
    return s.training.microBatch;
}

std::int64_t valueOf(const Scenario &s, LayoutKnob knob)
{
    Scenario copy = s;
    return setting(copy, knob);
}

/// \p base with \p knob at \p value and dp derived; its fix when that runs.
std::optional<LayoutFix> tryValue(const Scenario &base, const Catalog &catalog, LayoutKnob knob,
                                  std::int64_t value)
{
    if (value <= 0)
        return std::nullopt;
    LayoutFix fix;
    fix.knob = knob;
    fix.scenario = base;
    fix.scenario.parallel.dp = 0;
    fix.from = setting(fix.scenario, knob);
    setting(fix.scenario, knob) = value;
    fix.to = value;
    if (validateScenario(fix.scenario, catalog))
        return std::nullopt;
    fix.result = estimate(fix.scenario, catalog);
    if (!fix.result.feasible)
        return std::nullopt;
    return fix;
}

/// The first of \p values (nearest first) at which \p knob makes \p base run.
std::optional<LayoutFix> firstRunning(const Scenario &base, const Catalog &catalog, LayoutKnob knob,
                                      const std::vector<std::int64_t> &values)
{
    const std::int64_t from = valueOf(base, knob);
    for (const std::int64_t value : values) {
        if (value == from)
            continue;
        if (std::optional<LayoutFix> fix = tryValue(base, catalog, knob, value)) {
            fix->from = from;
            return fix;
        }
    }
    return std::nullopt;
}

/// 1 ... \p limit ordered by distance from \p from, the smaller first on a tie.
std::vector<std::int64_t> byDistance(std::int64_t from, std::int64_t limit)
{
    std::vector<std::int64_t> values;
    for (std::int64_t v = 1; v <= limit; ++v)
        values.push_back(v);
    std::stable_sort(values.begin(), values.end(), [from](std::int64_t a, std::int64_t b) {
        return std::llabs(a - from) < std::llabs(b - from);
    });
    return values;
}

/// Multiples of \p quantum nearest \p from first (the larger first on a tie), up to
/// kBatchSteps of them either side.
std::vector<std::int64_t> multiplesNear(std::int64_t from, std::int64_t quantum)
{
    std::vector<std::int64_t> values;
    if (quantum <= 0)
        return values;
    const std::int64_t below = from / quantum;
    for (std::int64_t k = std::max<std::int64_t>(1, below - kBatchSteps);
         k <= below + 1 + kBatchSteps; ++k)
        values.push_back(k * quantum);
    std::stable_sort(values.begin(), values.end(), [from](std::int64_t a, std::int64_t b) {
        const std::int64_t da = std::llabs(a - from);
        const std::int64_t db = std::llabs(b - from);
        return da != db ? da < db : a > b;
    });
    return values;
}

/// Degrees 1 ... kMaxDegree by how many doublings they are from \p from (the smaller first
/// on a tie).
std::vector<std::int64_t> degreesNear(std::int64_t from)
{
    std::vector<std::int64_t> values;
    for (std::int64_t v = 1; v <= kMaxDegree; ++v)
        values.push_back(v);
    const double at = std::log2(static_cast<double>(std::max<std::int64_t>(1, from)));
    std::stable_sort(values.begin(), values.end(), [at](std::int64_t a, std::int64_t b) {
        const double da = std::abs(std::log2(static_cast<double>(a)) - at);
        const double db = std::abs(std::log2(static_cast<double>(b)) - at);
        return da < db - 1e-12 || (std::abs(da - db) <= 1e-12 && a < b);
    });
    return values;
}

/// GPUs in the cluster, 0 when it is not complete.
std::int64_t clusterGpus(const Scenario &s, const Catalog &catalog)
{
    std::int64_t perNode = s.cluster.gpusPerNode;
    if (!s.cluster.instance.empty()) {
        const Instance *instance = catalog.findInstance(s.cluster.instance);
        perNode = instance ? instance->gpus : 0;
    }
    return perNode > 0 && s.cluster.nodes > 0 ? perNode * s.cluster.nodes : 0;
}

} // namespace

std::optional<LayoutFix> nearestValidLayout(const Scenario &scenario, const Catalog &catalog)
{
    const std::optional<Diagnostic> problem = validateScenario(scenario, catalog);
    std::optional<Result> own;
    if (!problem) {
        own = estimate(scenario, catalog);
        if (own->feasible)
            return std::nullopt;
    }

    std::vector<LayoutFix> fixes;
    const auto keep = [&fixes](std::optional<LayoutFix> fix) {
        if (fix)
            fixes.push_back(std::move(*fix));
    };
    if (scenario.parallel.dp > 0) {
        Scenario derived = scenario;
        derived.parallel.dp = 0;
        if (!validateScenario(derived, catalog)) {
            Result result = estimate(derived, catalog);
            const std::int64_t gpus = clusterGpus(derived, catalog);
            const std::int64_t split
                = derived.parallel.tp * derived.parallel.pp * derived.parallel.cp;
            if (result.feasible && split > 0 && gpus / split != scenario.parallel.dp)
                fixes.push_back({LayoutKnob::DataParallel, scenario.parallel.dp, gpus / split,
                                 derived, std::move(result)});
        }
    }
    const std::int64_t batch = scenario.training.globalBatch;
    keep(firstRunning(scenario, catalog, LayoutKnob::MicroBatch,
                      byDistance(scenario.training.microBatch,
                                 std::min(kMaxMicroBatch, std::max<std::int64_t>(1, batch)))));
    // The global batch in whole steps of dp x micro-batch, dp derived from the GPUs.
    const std::int64_t gpus = clusterGpus(scenario, catalog);
    const std::int64_t split = scenario.parallel.tp * scenario.parallel.pp * scenario.parallel.cp;
    if (gpus > 0 && split > 0 && gpus % split == 0 && batch > 0)
        keep(firstRunning(scenario, catalog, LayoutKnob::GlobalBatch,
                          multiplesNear(batch, gpus / split * scenario.training.microBatch)));
    keep(firstRunning(scenario, catalog, LayoutKnob::Tp, degreesNear(scenario.parallel.tp)));
    keep(firstRunning(scenario, catalog, LayoutKnob::Pp, degreesNear(scenario.parallel.pp)));
    if (fixes.empty())
        return std::nullopt;
    if (!own)
        return fixes.front(); // in the order they were tried
    const double time = own->expectedTimeH;
    const auto effect = [time](const LayoutFix &fix) {
        return time > 0 ? std::abs(fix.result.expectedTimeH / time - 1) : 0.0;
    };
    return *std::min_element(
        fixes.begin(), fixes.end(),
        [&effect](const LayoutFix &a, const LayoutFix &b) { return effect(a) < effect(b); });
}

} // namespace scaleplan::engine
