// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/ChartDataBuilder.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <algorithm>

namespace scaleplan {

namespace {

constexpr std::int64_t kMaxNodes = 1024;

/// The scenario at \p nodes with dp derived, or nothing when no valid layout exists.
std::optional<engine::Result> estimateAt(engine::Scenario scenario, std::int64_t nodes,
                                         const engine::Catalog &catalog)
{
    scenario.cluster.nodes = nodes;
    scenario.parallel.dp = 0;
    if (engine::validateScenario(scenario, catalog))
        return std::nullopt;
    engine::Result result = engine::estimate(scenario, catalog);
    if (!result.feasible)
        return std::nullopt;
    return result;
}

CostTimeSeries seriesFor(const engine::Scenario &scenario, const engine::Catalog &catalog,
                         const QString &label, bool current)
{
    CostTimeSeries series;
    series.label = label;
    series.current = current;
    for (const std::int64_t nodes : sampledNodeCounts(kMaxNodes)) {
        if (const auto result = estimateAt(scenario, nodes, catalog))
            series.points.push_back({nodes, result->expectedTimeH, result->costUsd.total,
                                     result->samplesPerS, result->risk.p10TimeH,
                                     result->risk.p10CostUsd, result->risk.p90TimeH,
                                     result->risk.p90CostUsd});
    }
    return series;
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

ChartData buildChartData(const engine::Scenario &scenario, const engine::Catalog &catalog,
                         double budgetUsd, double deadlineH)
{
    ChartData data;
    data.budgetUsd = budgetUsd;
    data.deadlineH = deadlineH;
    if (engine::validateScenario(scenario, catalog))
        return data;
    const engine::Result result = engine::estimate(scenario, catalog);
    data.valid = true;
    data.breakdown = result.stepBreakdown;
    data.memory = result.memoryGb;
    data.currentPoint = {scenario.cluster.nodes, result.expectedTimeH, result.costUsd.total};

    data.costTime.push_back(seriesFor(scenario, catalog,
                                      QString::fromStdString(scenario.cluster.instance.empty()
                                                                 ? scenario.cluster.gpu
                                                                 : scenario.cluster.instance),
                                      true));
    if (const engine::Instance *own = catalog.findInstance(scenario.cluster.instance)) {
        for (const engine::Instance &other : catalog.instances) {
            if (other.id == own->id || other.gpus != own->gpus || other.onDemandUsdPerHour <= 0)
                continue;
            engine::Scenario alternative = scenario;
            alternative.cluster.instance = other.id;
            alternative.cluster.pricePerNodeHourUsd.reset();
            alternative.pricing.spotPricePerNodeHourUsd.reset();
            CostTimeSeries series
                = seriesFor(alternative, catalog, QString::fromStdString(other.id), false);
            if (!series.points.empty())
                data.costTime.push_back(std::move(series));
        }
    }

    // Scaling: step throughput against the smallest feasible node count.
    const std::vector<CostTimePoint> &own = data.costTime.front().points;
    if (!own.empty() && own.front().samplesPerS > 0) {
        const CostTimePoint &base = own.front();
        for (const CostTimePoint &point : own) {
            const double speedup = point.samplesPerS / base.samplesPerS;
            const double ideal = static_cast<double>(point.nodes) / static_cast<double>(base.nodes);
            data.scaling.push_back({point.nodes, speedup, speedup / ideal});
        }
    }
    return data;
}

} // namespace scaleplan
