// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Comparison.h
/// \brief Scenarios side by side as one table: the comparison the workbench exports.

#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace scaleplan::engine {

/// One compared scenario: its name, its input, and either its estimate or why it has none.
struct ComparedScenario
{
    std::string name;
    Scenario scenario;
    std::optional<Result> result;      ///< empty when the scenario cannot be estimated
    std::optional<Diagnostic> problem; ///< why there is no result (validateScenario())
};

/// The scenarios as RFC 4180 CSV (engine::CsvWriter), one record per scenario in order, with
/// stable snake_case column names carrying units: the identity and layout columns, the
/// sweep's time, memory and cost columns, the risk percentiles, and `reason` (the problem,
/// or the last error finding of a result).
std::string comparisonToCsv(const std::vector<ComparedScenario> &scenarios);

} // namespace scaleplan::engine
