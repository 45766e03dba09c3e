// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Comparison.h"

#include "scaleplan/engine/Csv.h"

namespace scaleplan::engine {

namespace {

// Column names are part of the export contract: keep them stable.
const std::vector<std::string> kColumns = {"scenario",
                                           "cluster",
                                           "nodes",
                                           "gpus",
                                           "valid",
                                           "feasible",
                                           "tp",
                                           "pp",
                                           "dp",
                                           "cp",
                                           "ep",
                                           "zero",
                                           "micro_batches",
                                           "step_time_s",
                                           "tokens_per_s",
                                           "mfu",
                                           "memory_per_gpu_gb",
                                           "memory_capacity_gb",
                                           "training_time_h",
                                           "expected_time_h",
                                           "gpu_hours",
                                           "cost_usd",
                                           "energy_kwh",
                                           "checkpoint_interval_h",
                                           "p50_time_h",
                                           "p90_time_h",
                                           "p50_cost_usd",
                                           "p90_cost_usd",
                                           "reason"};

// scenario, cluster, nodes, gpus, valid and feasible come before the estimate's columns.
constexpr std::size_t kLeadingColumns = 6;

void writeResult(CsvWriter &csv, const Result &r)
{
    csv.integer(r.gpus)
        .boolean(true)
        .boolean(r.feasible)
        .integer(r.parallel.tp)
        .integer(r.parallel.pp)
        .integer(r.parallel.dp)
        .integer(r.parallel.cp)
        .integer(r.parallel.ep)
        .integer(r.parallel.zero)
        .integer(r.parallel.microBatches)
        .number(r.stepTimeS)
        .number(r.tokensPerS)
        .number(r.mfu)
        .number(r.memoryGb.total)
        .number(r.memoryGb.capacity)
        .number(r.trainingTimeH)
        .number(r.expectedTimeH)
        .number(r.gpuHours)
        .number(r.costUsd.total)
        .number(r.energyKwh)
        .number(r.risk.checkpointIntervalH)
        .number(r.risk.p50TimeH)
        .number(r.risk.p90TimeH)
        .number(r.risk.p50CostUsd)
        .number(r.risk.p90CostUsd)
        .text(lastErrorLine(r.issues));
}

} // namespace

std::string comparisonToCsv(const std::vector<ComparedScenario> &scenarios)
{
    CsvWriter csv(kColumns);
    for (const ComparedScenario &entry : scenarios) {
        const Scenario &s = entry.scenario;
        csv.text(entry.name)
            .text(s.cluster.instance.empty() ? s.cluster.gpu : s.cluster.instance)
            .integer(s.cluster.nodes);
        if (entry.result) {
            writeResult(csv, *entry.result);
        } else {
            // gpus, valid and feasible, every estimate column empty, then the reason.
            csv.empty().boolean(false).boolean(false);
            for (std::size_t i = kLeadingColumns; i + 1 < kColumns.size(); ++i)
                csv.empty();
            csv.text(entry.problem ? formatLine(*entry.problem) : std::string());
        }
        csv.endRow();
    }
    return csv.str();
}

} // namespace scaleplan::engine
