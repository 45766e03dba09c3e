// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's output: plan JSON (docs/scenario-format.md, "plan --format json") and CSV.
#include "scaleplan/engine/Planner.h"

#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <nlohmann/json.hpp>

namespace scaleplan::engine {

namespace {

using nlohmann::json;

json parallelJson(const ParallelSpec &p)
{
    json j{{"tp", p.tp},
           {"pp", p.pp},
           {"dp", p.dp},
           {"zero", p.zero},
           {"zero_shard_group", p.zeroShardGroup},
           {"sequence_parallel", p.sequenceParallel},
           {"virtual_stages", p.virtualStages}};
    if (p.cp > 1) // as the scenario writes them: only where set
        j["cp"] = p.cp;
    if (p.ep > 1)
        j["ep"] = p.ep;
    if (p.expertTp > 0)
        j["expert_tp"] = p.expertTp;
    return j;
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
    json training{{"micro_batch", plan.microBatch}, {"recompute", recomputeName(plan.recompute)}};
    if (plan.recomputeLayers > 0) // as in the scenario: only some layers of each chunk
        training["recompute_layers"] = plan.recomputeLayers;
    if (plan.recomputeModules != 0) // likewise: where selective names its parts
        training["recompute_modules"] = recomputeModuleNames(plan.recomputeModules);
    if (plan.selectivePolicy != SelectivePolicy::Parts) // or recomputes every other product
        training["selective_policy"] = enumName(plan.selectivePolicy);
    return {{"parallel", parallelJson(plan.parallel)},
            {"cluster", clusterJson(plan.cluster)},
            {"training", training},
            {"communication", {{"tp_overlap", plan.tpOverlap}, {"pp_overlap", plan.ppOverlap}}},
            {"result", json::parse(resultToJson(plan.result))}};
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
    json j{{"format", "scaleplan.plan"},
           {"version", 1},
           {"evaluated", result.evaluated},
           {"estimated", result.estimated},
           {"feasible", result.feasible},
           {"cancelled", result.cancelled},
           {"plans", plans},
           {"pareto", pareto}};
    if (result.problem)
        j["problem"] = {{"field", result.problem->field},
                        {"code", codeName(result.problem->code)},
                        {"message", describe(*result.problem)}};
    return j.dump(2) + "\n";
}

std::string planToCsv(const PlanResult &result, bool pareto)
{
    CsvWriter csv({"rank",
                   "instance_or_gpu",
                   "nodes",
                   "gpus",
                   "tp",
                   "pp",
                   "dp",
                   "cp",
                   "ep",
                   "expert_tp",
                   "zero",
                   "zero_shard_group",
                   "virtual_stages",
                   "sequence_parallel",
                   "tp_overlap",
                   "pp_overlap",
                   "micro_batch",
                   "recompute",
                   "recompute_layers",
                   "recompute_modules",
                   "step_time_s",
                   "tokens_per_s",
                   "mfu",
                   "memory_per_gpu_gb",
                   "training_time_h",
                   "expected_time_h",
                   "cost_usd"});
    std::int64_t rank = 0;
    for (const Plan &plan : pareto ? result.pareto : result.plans) {
        const ParallelSpec &p = plan.parallel;
        const Result &r = plan.result;
        csv.integer(++rank).text(clusterName(plan.cluster)).integer(plan.cluster.nodes);
        csv.integer(r.gpus).integer(p.tp).integer(p.pp).integer(p.dp).integer(p.cp);
        csv.integer(p.ep).integer(expertTensorParallel(p)).integer(p.zero);
        csv.integer(p.zeroShardGroup).integer(p.virtualStages).boolean(p.sequenceParallel);
        csv.boolean(plan.tpOverlap).boolean(plan.ppOverlap);
        csv.integer(plan.microBatch).text(recomputeName(plan.recompute));
        // Empty where every layer (or none) is recomputed.
        csv.text(plan.recomputeLayers > 0 ? std::to_string(plan.recomputeLayers) : std::string());
        TrainingSpec training;
        training.recompute = plan.recompute;
        training.recomputeModules = plan.recomputeModules;
        training.selectivePolicy = plan.selectivePolicy; // no parts under every other product
        csv.text(recomputedParts(training));
        csv.number(r.stepTimeS).number(r.tokensPerS).number(r.mfu).number(r.memoryGb.total);
        csv.number(r.trainingTimeH).number(r.expectedTimeH).number(r.costUsd.total);
        csv.endRow();
    }
    return csv.str();
}

} // namespace scaleplan::engine
