// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/ChartDataBuilder.h"

namespace scaleplan {

namespace {

/// The feasible node counts of \p sweep as one curve.
CostTimeSeries seriesOf(const InstanceSweep &sweep)
{
    CostTimeSeries series;
    series.label = QString::fromStdString(sweep.label);
    series.current = sweep.own;
    for (const engine::SweepRow &row : sweep.rows) {
        if (!row.result || !row.result->feasible)
            continue;
        const engine::Result &result = *row.result;
        series.points.push_back({row.nodes, result.expectedTimeH, result.costUsd.total,
                                 result.samplesPerS, result.risk.p10TimeH, result.risk.p10CostUsd,
                                 result.risk.p90TimeH, result.risk.p90CostUsd});
    }
    return series;
}

} // namespace

ChartData buildChartData(const ScenarioAnalysis &analysis, const Goal &goal)
{
    ChartData data;
    data.budgetUsd = goal.budgetUsd;
    data.deadlineH = goal.deadlineH;
    if (!analysis.sweeps)
        return data;
    const engine::Result &result = analysis.result;
    data.valid = !analysis.problem;
    data.layoutRuns = !analysis.problem && result.feasible;
    data.currentPoint.nodes = analysis.scenario.cluster.nodes;
    if (data.valid) {
        data.breakdown = result.stepBreakdown;
        data.memory = result.memoryGb;
        data.currentPoint.hours = result.expectedTimeH;
        data.currentPoint.costUsd = result.costUsd.total;
    }

    // The own instance's curve always, another instance's where some node count runs. A
    // layout that breaks a rule at its own node count may be valid at others: those stay.
    bool anyPoint = false;
    for (const InstanceSweep &sweep : *analysis.sweeps) {
        CostTimeSeries series = seriesOf(sweep);
        anyPoint = anyPoint || !series.points.empty();
        if (sweep.own || !series.points.empty())
            data.costTime.push_back(std::move(series));
    }
    if (!data.valid && !anyPoint) {
        data.costTime.clear(); // nothing to draw
        return data;
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

ChartData buildChartData(const engine::Scenario &scenario, const engine::Catalog &catalog,
                         double budgetUsd, double deadlineH)
{
    return buildChartData(analyzeScenario(scenario, catalog), Goal{budgetUsd, deadlineH});
}

} // namespace scaleplan
