// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "document/Goal.h"
#include "document/ScenarioAnalysis.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

namespace scaleplan {

/// The charts' data for an analysed scenario: the cost-versus-time curve of its layout
/// across node counts for its own instance type and for every other catalog instance with
/// the same GPUs per node (the analysis's sweeps), its step and memory breakdowns and its
/// scaling, with \p goal's budget and deadline lines. Runs no estimate.
ChartData buildChartData(const ScenarioAnalysis &analysis, const Goal &goal);

/// buildChartData() of analyzeScenario(\p scenario): a few hundred estimates, well under a
/// millisecond each (the report, compared scenarios, tests).
ChartData buildChartData(const engine::Scenario &scenario, const engine::Catalog &catalog,
                         double budgetUsd, double deadlineH);

} // namespace scaleplan
