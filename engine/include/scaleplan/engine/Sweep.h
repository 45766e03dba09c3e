// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Sweep.h
/// \brief The scenario's layout across a range of node counts.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace scaleplan::engine {

/// One node count: its result, or why no valid layout exists there.
struct SweepRow
{
    std::int64_t nodes = 0;
    std::optional<Result> result; ///< empty when the layout is invalid at this count
    Diagnostic reason;            ///< why, when result is empty
};

/// Node counts first, first + step, ... up to last.
struct NodeRange
{
    std::int64_t first = 1;
    std::int64_t last = 1;
    std::int64_t step = 1;
};

/// Estimates \p scenario at every node count of \p range, keeping tp, pp, ZeRO and the
/// micro-batch and deriving dp (a given dp is dropped: it changes with the count).
std::vector<SweepRow> sweepNodes(const Scenario &scenario, const Catalog &catalog, NodeRange range);

/// The rows as RFC 4180 CSV with a header of stable, unit-carrying column names.
std::string sweepToCsv(const std::vector<SweepRow> &rows);

/// The rows as JSON: `{"format": "scaleplan.sweep", "version": 1, "rows": [...]}`.
std::string sweepToJson(const std::vector<SweepRow> &rows);

} // namespace scaleplan::engine
