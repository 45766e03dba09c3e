// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's output: plan JSON (docs/scenario-format.md, "plan --format json") and CSV.
#include "scaleplan/engine/Planner.h"

#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

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
            {"pricing", {{"spot_fraction", plan.spotFraction}}},
            {"result", json::parse(resultToJson(plan.result))}};
}

json optionalPlanJson(const std::optional<Plan> &plan)
{
    return plan ? planJson(*plan) : json(nullptr);
}

/// How a summary row's nodes are bought: `spot`, or the commitment's name.
std::string capacityName(const InstancePlan &row)
{
    return row.spot ? std::string("spot") : std::string(enumName(row.commitment));
}

/// The note that \p result's cost is its share of a reservation billed for a longer term
/// (DiagCode::CommitmentTerm), or null.
const Diagnostic *commitmentTerm(const Result &result)
{
    const auto found
        = std::find_if(result.issues.begin(), result.issues.end(), [](const Diagnostic &issue) {
              return issue.code == DiagCode::CommitmentTerm;
          });
    return found != result.issues.end() ? &*found : nullptr;
}

std::string clusterName(const ClusterSpec &c)
{
    return c.instance.empty() ? c.gpu : c.instance;
}

/// Columns of text, each as wide as its widest cell: numbers to the right, words to the
/// left, two spaces between.
class TextTable
{
public:
    explicit TextTable(std::vector<std::string> header)
        : m_rows{std::move(header)}
    {
    }

    void add(std::vector<std::string> row) { m_rows.push_back(std::move(row)); }

    std::string str(const std::vector<bool> &rightAligned) const
    {
        std::vector<std::size_t> widths;
        for (const auto &row : m_rows) {
            widths.resize(std::max(widths.size(), row.size()));
            for (std::size_t i = 0; i < row.size(); ++i)
                widths[i] = std::max(widths[i], columns(row[i]));
        }
        std::string out;
        for (const auto &row : m_rows) {
            std::string line(1, ' ');
            for (std::size_t i = 0; i < row.size(); ++i) {
                const std::size_t pad = widths[i] - columns(row[i]);
                const bool right = i < rightAligned.size() && rightAligned[i];
                line.append(2 + (right ? pad : 0), ' ');
                line.append(row[i]);
                line.append(right ? 0 : pad, ' ');
            }
            line.erase(line.find_last_not_of(' ') + 1);
            out += line + "\n";
        }
        return out;
    }

private:
    /// The columns \p cell takes on a terminal: its UTF-8 characters ("±" is one).
    static std::size_t columns(const std::string &cell)
    {
        return static_cast<std::size_t>(std::count_if(cell.begin(), cell.end(), [](char c) {
            return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        }));
    }

    std::vector<std::vector<std::string>> m_rows;
};

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

/// The layout and training knobs of \p plan in one short line.
std::string layoutText(const Plan &plan)
{
    const ParallelSpec &p = plan.parallel;
    std::string text = "tp " + std::to_string(p.tp) + " pp " + std::to_string(p.pp) + " dp "
                       + std::to_string(p.dp);
    if (p.cp > 1)
        text += " cp " + std::to_string(p.cp);
    if (p.ep > 1)
        text += " ep " + std::to_string(p.ep);
    if (p.expertTp > 0)
        text += " etp " + std::to_string(p.expertTp);
    text += " zero " + std::to_string(p.zero);
    if (p.zeroShardGroup > 0)
        text += "/" + std::to_string(p.zeroShardGroup);
    if (p.virtualStages > 1)
        text += " v " + std::to_string(p.virtualStages);
    if (p.sequenceParallel)
        text += " sp";
    text
        += " mb " + std::to_string(plan.microBatch) + " recompute " + recomputeName(plan.recompute);
    if (plan.recomputeLayers > 0)
        text += " (" + std::to_string(plan.recomputeLayers) + " layers)";
    if (plan.tpOverlap)
        text += " tp-overlap";
    if (plan.ppOverlap)
        text += " pp-overlap";
    return text;
}

/// How far the time and cost may be off (Accuracy): `±8%`, or `+59%` where runs like it
/// only took longer; `?` beside the figure where nothing bundled was laid out like it.
std::string bandText(const Accuracy &accuracy)
{
    return (accuracy.slowerOnly ? "+" : "±") + fixed(accuracy.bandPct, 0) + "%"
           + (accuracy.scope == AccuracyScope::Unvalidated ? " ?" : "");
}

/// The cells every table shares: cluster, layout, time, cost and their accuracy band.
std::vector<std::string> planCells(const Plan &plan)
{
    const Result &r = plan.result;
    return {clusterName(plan.cluster),
            std::to_string(plan.cluster.nodes),
            std::to_string(r.gpus),
            layoutText(plan),
            fixed(r.mfu * 100, 1) + "%",
            groupedWhole(r.expectedTimeH) + " h",
            fixed(r.expectedTimeH / 24, 1) + " d",
            moneyArgument(r.costUsd.total),
            bandText(r.accuracy)};
}

const std::vector<std::string> kPlanColumns{"instance", "nodes", "GPUs", "layout", "MFU",
                                            "time",     "",      "cost", "band"};
const std::vector<bool> kPlanRight{false, true, true, false, true, true, true, true, true};

} // namespace

std::string planToText(const PlanResult &result)
{
    std::string out = groupedWhole(static_cast<double>(result.evaluated)) + " configurations, "
                      + groupedWhole(static_cast<double>(result.estimated)) + " estimated, "
                      + groupedWhole(static_cast<double>(result.feasible)) + " feasible"
                      + (result.cancelled ? "; stopped early, the best found so far" : "") + "\n";
    if (result.problem)
        out += "\n" + describe(*result.problem) + "\n";
    if (const std::optional<InstancePlan> other = metBoughtOtherwise(result)) {
        const char *what = other->meetsBudget && other->meetsDeadline ? "them"
                           : other->meetsBudget                       ? "the budget"
                                                                      : "the deadline";
        out += "bought as " + capacityName(*other) + ", " + other->instance + " meets " + what
               + ": " + fixed(other->plan.result.expectedTimeH, 1) + " h, "
               + moneyArgument(other->plan.result.costUsd.total)
               + " (best plan per instance type and capacity, below)\n";
        // A reservation's cost is the run's share of a term that bills much more.
        if (const Diagnostic *term = commitmentTerm(other->plan.result))
            out += "  note: " + describe(*term) + "\n";
    }

    if (!result.plans.empty()) {
        std::vector<std::string> header{"#"};
        header.insert(header.end(), kPlanColumns.begin(), kPlanColumns.end());
        TextTable table(header);
        int rank = 0;
        for (const Plan &plan : result.plans) {
            std::vector<std::string> row{std::to_string(++rank)};
            const std::vector<std::string> cells = planCells(plan);
            row.insert(row.end(), cells.begin(), cells.end());
            table.add(row);
        }
        std::vector<bool> right{true};
        right.insert(right.end(), kPlanRight.begin(), kPlanRight.end());
        out += "\nBest plans";
        if (result.lowestCostUsd)
            out += ", fastest first among those costing at most "
                   + fixed(100 * result.costPremium, 0) + "% more than the cheapest ("
                   + moneyArgument(*result.lowestCostUsd) + ")";
        out += "\n" + table.str(right);
    }

    const NearestPlans &nearest = result.nearest;
    if (nearest.withinDeadline || nearest.withinBudget) {
        std::vector<std::string> header{"nearest"};
        header.insert(header.end(), kPlanColumns.begin(), kPlanColumns.end());
        TextTable table(header);
        const auto add = [&](const char *side, const std::optional<Plan> &plan) {
            std::vector<std::string> row{side};
            if (plan) {
                const std::vector<std::string> cells = planCells(*plan);
                row.insert(row.end(), cells.begin(), cells.end());
            } else {
                row.push_back("none");
            }
            table.add(row);
        };
        add("cheapest within the deadline", nearest.withinDeadline);
        add("fastest within the budget", nearest.withinBudget);
        std::vector<bool> right{false};
        right.insert(right.end(), kPlanRight.begin(), kPlanRight.end());
        out += "\nNearest plans (no plan meets both limits)\n" + table.str(right);
    }

    if (!result.byInstance.empty()) {
        std::vector<std::string> header{"instance", "capacity", "meets"};
        header.insert(header.end(), kPlanColumns.begin() + 1, kPlanColumns.end());
        TextTable table(header);
        bool termBilled = false;
        for (const InstancePlan &row : result.byInstance) {
            const char *meets = row.meetsBudget && row.meetsDeadline ? "both"
                                : row.meetsDeadline                  ? "deadline"
                                : row.meetsBudget                    ? "budget"
                                                                     : "neither";
            // A reservation's cost is the run's share of a term that bills more: marked.
            const bool share = commitmentTerm(row.plan.result) != nullptr;
            termBilled = termBilled || share;
            std::vector<std::string> cells = planCells(row.plan);
            std::vector<std::string> line{cells[0], capacityName(row) + (share ? "*" : ""), meets};
            line.insert(line.end(), cells.begin() + 1, cells.end());
            table.add(line);
        }
        std::vector<bool> right{false, false};
        right.insert(right.end(), kPlanRight.begin(), kPlanRight.end());
        out += "\nBest plan per instance type and capacity (meets: the limits it meets)\n"
               + table.str(right);
        if (termBilled)
            out += "* a reservation is billed for its whole term: the cost is this run's share, "
                   "which holds only where the rest of the term carries other work\n";
    }
    if (!result.plans.empty() || nearest.withinDeadline || nearest.withinBudget
        || !result.byInstance.empty())
        out += "\nband: how far held-out estimates of published runs like the plan were off "
               "(docs/model.md 11.1); +: such runs only took longer than estimated; ?: no "
               "bundled run is like the plan, so the band is wide on purpose\n";
    return out;
}

std::string planToJson(const PlanResult &result)
{
    json plans = json::array();
    for (const Plan &plan : result.plans)
        plans.push_back(planJson(plan));
    json pareto = json::array();
    for (const Plan &plan : result.pareto)
        pareto.push_back(planJson(plan));
    json byInstance = json::array();
    for (const InstancePlan &row : result.byInstance)
        byInstance.push_back({{"instance", row.instance},
                              {"capacity", capacityName(row)},
                              {"meets_budget", row.meetsBudget},
                              {"meets_deadline", row.meetsDeadline},
                              {"plan", planJson(row.plan)}});
    json j{{"format", "scaleplan.plan"},
           {"version", 1},
           {"evaluated", result.evaluated},
           {"estimated", result.estimated},
           {"feasible", result.feasible},
           {"cancelled", result.cancelled},
           {"plans", plans},
           {"pareto", pareto},
           {"nearest",
            {{"within_deadline", optionalPlanJson(result.nearest.withinDeadline)},
             {"within_budget", optionalPlanJson(result.nearest.withinBudget)}}},
           {"by_instance", byInstance}};
    if (result.lowestCostUsd) {
        j["lowest_cost_usd"] = *result.lowestCostUsd;
        j["cost_premium"] = result.costPremium;
    }
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
