// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Sweep.h"

#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace scaleplan::engine {

std::vector<SweepRow> sweepNodes(const Scenario &scenario, const Catalog &catalog, NodeRange range)
{
    std::vector<SweepRow> rows;
    const std::int64_t step = std::max<std::int64_t>(1, range.step);
    Scenario at = scenario;
    at.parallel.dp = 0;
    for (std::int64_t nodes = range.first; nodes <= range.last; nodes += step) {
        at.cluster.nodes = nodes;
        SweepRow row;
        row.nodes = nodes;
        if (std::optional<Diagnostic> problem = validateScenario(at, catalog))
            row.reason = *problem;
        else
            row.result = estimate(at, catalog);
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string sweepToCsv(const std::vector<SweepRow> &rows)
{
    // Column names are part of the command-line contract: keep them stable.
    CsvWriter csv({"nodes", "gpus", "feasible", "tp", "pp", "dp", "micro_batches", "step_time_s",
                   "tokens_per_s", "mfu", "memory_per_gpu_gb", "training_time_h", "expected_time_h",
                   "gpu_hours", "cost_usd", "energy_kwh", "reason"});
    for (const SweepRow &row : rows) {
        csv.integer(row.nodes);
        if (!row.result) {
            csv.empty().boolean(false);
            for (int i = 0; i < 13; ++i)
                csv.empty();
            csv.text(formatLine(row.reason));
            csv.endRow();
            continue;
        }
        const Result &r = *row.result;
        csv.integer(r.gpus)
            .boolean(r.feasible)
            .integer(r.parallel.tp)
            .integer(r.parallel.pp)
            .integer(r.parallel.dp)
            .integer(r.parallel.microBatches)
            .number(r.stepTimeS)
            .number(r.tokensPerS)
            .number(r.mfu)
            .number(r.memoryGb.total)
            .number(r.trainingTimeH)
            .number(r.expectedTimeH)
            .number(r.gpuHours)
            .number(r.costUsd.total)
            .number(r.energyKwh)
            .text(lastErrorLine(r.issues));
        csv.endRow();
    }
    return csv.str();
}

std::string sweepToJson(const std::vector<SweepRow> &rows)
{
    nlohmann::json list = nlohmann::json::array();
    for (const SweepRow &row : rows) {
        nlohmann::json item;
        item["nodes"] = row.nodes;
        if (row.result) {
            item["result"] = nlohmann::json::parse(resultToJson(*row.result));
        } else {
            item["result"] = nullptr;
            item["reason"] = {{"field", row.reason.field},
                              {"code", codeName(row.reason.code)},
                              {"message", describe(row.reason)}};
        }
        list.push_back(std::move(item));
    }
    return nlohmann::json{{"format", "scaleplan.sweep"}, {"version", 1}, {"rows", list}}.dump(2)
           + "\n";
}

} // namespace scaleplan::engine
