// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Result.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace scaleplan {

/// One plan on the cost-versus-time chart.
struct CostTimePoint
{
    std::int64_t nodes = 0;
    double hours = 0;       ///< expected wall-clock time
    double costUsd = 0;     ///< expected total cost
    double samplesPerS = 0; ///< throughput, for the scaling chart
    /// Risk band: p10 and p90 of time and cost from failures and spot reclaims (the
    /// closed-form percentiles of estimate(), docs/risk.md); 0 = none.
    double p10Hours = 0;
    double p10CostUsd = 0;
    double p90Hours = 0;
    double p90CostUsd = 0;
};

/// One instance type across node counts.
struct CostTimeSeries
{
    QString label;                     ///< e.g. "aws/p5.48xlarge"
    bool current = false;              ///< the scenario's own instance type
    bool compared = false;             ///< a compared scenario's own curve: always named
    CostTimePoint plan;                ///< a compared scenario's own node count (nodes 0: none)
    std::vector<CostTimePoint> points; ///< feasible node counts, ascending
};

/// Speedup of the scenario's layout against its smallest feasible node count.
struct ScalingPoint
{
    std::int64_t nodes = 0;
    double speedup = 0;    ///< step throughput relative to the smallest count
    double efficiency = 0; ///< speedup / (nodes / smallest nodes)
};

/// Everything the charts show, computed from the document.
struct ChartData
{
    /// The scenario's own layout was estimated: breakdown, memory and currentPoint hold its
    /// figures. False when it breaks a layout rule; costTime may still hold the node counts
    /// and instance types where its layout is valid.
    bool valid = false;
    /// The scenario's own layout runs at its node count: false when it breaks a rule or does
    /// not fit in memory. The cost chart then marks no plan on the curves, only says so.
    bool layoutRuns = true;
    std::vector<CostTimeSeries> costTime; ///< current instance first
    CostTimePoint currentPoint;           ///< hours and cost 0 where the layout was not estimated
    double budgetUsd = 0;                 ///< 0 = no budget line
    double deadlineH = 0;                 ///< 0 = no deadline line
    engine::StepBreakdown breakdown;
    engine::MemoryBreakdown memory;
    std::vector<ScalingPoint> scaling;
};

} // namespace scaleplan
