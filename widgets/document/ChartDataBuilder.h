// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

namespace scaleplan {

/// Computes the charts' data for \p scenario: the cost-versus-time curve of its layout
/// across node counts for its own instance type and for every other catalog instance
/// with the same GPUs per node, its step and memory breakdowns and its scaling.
/// Runs a few hundred estimates (well under a millisecond each).
ChartData buildChartData(const engine::Scenario &scenario, const engine::Catalog &catalog,
                         double budgetUsd, double deadlineH);

/// Node counts the curves sample: 1, 2, 3, 4, 6, 8, 12, ... up to \p maximum.
std::vector<std::int64_t> sampledNodeCounts(std::int64_t maximum);

} // namespace scaleplan
