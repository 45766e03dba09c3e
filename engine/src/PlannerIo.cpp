// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's output: plan JSON (spec/scenario.md, "plan --format json") and CSV.
#include "scaleplan/engine/Planner.h"

#include "scaleplan/engine/ScenarioIo.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>

namespace scaleplan::engine {

namespace {

using nlohmann::json;

json parallelJson(const ParallelSpec &p)
{
    return {{"tp", p.tp}, {"pp", p.pp}, {"dp", p.dp}, {"zero", p.zero},
            {"zero_shard_group", p.zeroShardGroup}, {"sequence_parallel", p.sequenceParallel},
            {"virtual_stages", p.virtualStages}};
}

json clusterJson(const ClusterSpec &c)
{
    json j;
    if (!c.instance.empty()) {
        j["instance"] = c.instance;
    } else {
        j["gpu"] = c.gpu;
        j["gpus_per_node"] = c.gpusPerNode;
        j["inter_node_gbps"] = c.interNodeGbps;
    }
    j["nodes"] = c.nodes;
    if (c.pricePerNodeHourUsd)
        j["price_per_node_hour_usd"] = *c.pricePerNodeHourUsd;
    return j;
}

json planJson(const Plan &plan)
{
    return {{"parallel", parallelJson(plan.parallel)},
            {"cluster", clusterJson(plan.cluster)},
            {"training",
             {{"micro_batch", plan.microBatch}, {"recompute", recomputeName(plan.recompute)}}},
            {"result", json::parse(resultToJson(plan.result))}};
}

/// RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled.
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

std::string clusterName(const ClusterSpec &c)
{
    return c.instance.empty() ? c.gpu : c.instance;
}

} // namespace

std::string planToJson(const PlanResult &result)
{
    json plans = json::array();
    for (const Plan &plan : result.plans)
        plans.push_back(planJson(plan));
    json pareto = json::array();
    for (const Plan &plan : result.pareto)
        pareto.push_back(planJson(plan));
    json j{{"format", "scaleplan.plan"}, {"version", 1},       {"evaluated", result.evaluated},
           {"estimated", result.estimated}, {"feasible", result.feasible},
           {"cancelled", result.cancelled}, {"plans", plans},  {"pareto", pareto}};
    if (result.problem)
        j["problem"] = {{"field", result.problem->field},
                        {"code", codeName(result.problem->code)},
                        {"message", describe(*result.problem)}};
    return j.dump(2) + "\n";
}

std::string planToCsv(const PlanResult &result, bool pareto)
{
    std::string out = "rank,instance_or_gpu,nodes,gpus,tp,pp,dp,zero,zero_shard_group,"
                      "virtual_stages,sequence_parallel,micro_batch,recompute,step_time_s,"
                      "tokens_per_s,mfu,memory_per_gpu_gb,training_time_h,expected_time_h,"
                      "cost_usd\r\n";
    const std::vector<Plan> &rows = pareto ? result.pareto : result.plans;
    int rank = 0;
    for (const Plan &plan : rows) {
        const ParallelSpec &p = plan.parallel;
        const Result &r = plan.result;
        out += std::to_string(++rank) + "," + csvField(clusterName(plan.cluster)) + ","
               + std::to_string(plan.cluster.nodes) + "," + std::to_string(r.gpus) + ","
               + std::to_string(p.tp) + "," + std::to_string(p.pp) + "," + std::to_string(p.dp)
               + "," + std::to_string(p.zero) + "," + std::to_string(p.zeroShardGroup) + ","
               + std::to_string(p.virtualStages) + "," + (p.sequenceParallel ? "true" : "false")
               + "," + std::to_string(plan.microBatch) + "," + recomputeName(plan.recompute)
               + "," + csvNumber(r.stepTimeS) + "," + csvNumber(r.tokensPerS) + ","
               + csvNumber(r.mfu) + "," + csvNumber(r.memoryGb.total) + ","
               + csvNumber(r.trainingTimeH) + "," + csvNumber(r.expectedTimeH) + ","
               + csvNumber(r.costUsd.total) + "\r\n";
    }
    return out;
}

} // namespace scaleplan::engine
