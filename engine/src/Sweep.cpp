// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Sweep.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>

namespace scaleplan::engine {

namespace {

std::string csvField(const std::string &text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text) {
        quoted += c;
        if (c == '"')
            quoted += '"';
    }
    return quoted + "\"";
}

std::string csvNumber(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", std::isfinite(value) ? value : 0.0);
    return buffer;
}

} // namespace

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
    std::string out = "nodes,gpus,feasible,tp,pp,dp,micro_batches,step_time_s,tokens_per_s,"
                      "mfu,memory_per_gpu_gb,training_time_h,expected_time_h,gpu_hours,"
                      "cost_usd,energy_kwh,reason\r\n";
    for (const SweepRow &row : rows) {
        out += std::to_string(row.nodes) + ",";
        if (!row.result) {
            out += ",false,,,,,,,,,,,,,," + csvField(formatLine(row.reason)) + "\r\n";
            continue;
        }
        const Result &r = *row.result;
        std::string reason;
        for (const Diagnostic &d : r.issues) {
            if (d.severity == Severity::Error)
                reason = formatLine(d);
        }
        out += std::to_string(r.gpus) + "," + (r.feasible ? "true" : "false") + ","
               + std::to_string(r.parallel.tp) + "," + std::to_string(r.parallel.pp) + ","
               + std::to_string(r.parallel.dp) + "," + std::to_string(r.parallel.microBatches)
               + "," + csvNumber(r.stepTimeS) + "," + csvNumber(r.tokensPerS) + ","
               + csvNumber(r.mfu) + "," + csvNumber(r.memoryGb.total) + ","
               + csvNumber(r.trainingTimeH) + "," + csvNumber(r.expectedTimeH) + ","
               + csvNumber(r.gpuHours) + "," + csvNumber(r.costUsd.total) + ","
               + csvNumber(r.energyKwh) + "," + csvField(reason) + "\r\n";
    }
    return out;
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
