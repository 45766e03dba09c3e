// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Comparison.h"

#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <string_view>

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

using nlohmann::json;

/// The scenario file's sections in the order the format lists them.
constexpr std::string_view kSections[] = {"model",         "training", "cluster",     "parallel",
                                          "communication", "pricing",  "reliability", "goal"};

/// Top-level keys that are not inputs: the file's kind and version, the scenario's name.
bool isInput(const std::string &key)
{
    return key != "format" && key != "version" && key != "name";
}

/// Where the section of input \p path comes in the file (unknown ones last).
std::size_t sectionRank(std::string_view path)
{
    const std::string_view section = path.substr(0, path.find('.'));
    return static_cast<std::size_t>(std::find(std::begin(kSections), std::end(kSections), section)
                                    - std::begin(kSections));
}

/// Whether input \p a comes before \p b: by the section, then alphabetically.
bool comesBefore(const std::string &a, const std::string &b)
{
    const std::size_t rankA = sectionRank(a);
    const std::size_t rankB = sectionRank(b);
    return rankA != rankB ? rankA < rankB : a < b;
}

/// Every leaf under \p node as path -> value; an array is one leaf.
void flatten(const json &node, const std::string &path, std::map<std::string, json> &leaves)
{
    if (!node.is_object()) {
        leaves[path] = node;
        return;
    }
    for (const auto &[key, value] : node.items())
        flatten(value, path.empty() ? key : path + "." + key, leaves);
}

InputValue inputValue(const json &leaf)
{
    InputValue value;
    if (leaf.is_null()) {
        value.kind = InputValue::Kind::Null;
    } else if (leaf.is_boolean()) {
        value.kind = InputValue::Kind::Boolean;
        value.text = leaf.get<bool>() ? "true" : "false";
    } else if (leaf.is_number()) {
        value.kind = InputValue::Kind::Number;
        value.number = leaf.get<double>();
        value.text = leaf.dump();
    } else if (leaf.is_string()) {
        value.kind = InputValue::Kind::Text;
        value.text = leaf.get<std::string>();
    } else {
        value.kind = InputValue::Kind::List;
        value.text = leaf.dump();
    }
    return value;
}

/// Inputs the leading columns already hold (the cluster and its node count).
bool inLeadingColumns(const std::string &path)
{
    return path == "cluster.instance" || path == "cluster.gpu" || path == "cluster.nodes";
}

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

ScenarioInputs scenarioInputs(const Scenario &scenario)
{
    std::map<std::string, json> leaves;
    const json file = json::parse(scenarioToJson(scenario));
    for (const auto &[key, value] : file.items()) {
        if (isInput(key))
            flatten(value, key, leaves);
    }
    ScenarioInputs inputs;
    inputs.leaves.reserve(leaves.size());
    for (const auto &[path, value] : leaves)
        inputs.leaves.emplace_back(path, inputValue(value));
    std::sort(inputs.leaves.begin(), inputs.leaves.end(),
              [](const auto &a, const auto &b) { return comesBefore(a.first, b.first); });
    return inputs;
}

std::vector<DifferingInput> differingInputs(const std::vector<ScenarioInputs> &scenarios)
{
    if (scenarios.size() < 2)
        return {};
    // Every path any of them has, in order.
    std::vector<std::string> paths;
    for (const ScenarioInputs &inputs : scenarios) {
        for (const auto &leaf : inputs.leaves)
            paths.push_back(leaf.first);
    }
    std::sort(paths.begin(), paths.end(), comesBefore);
    paths.erase(std::unique(paths.begin(), paths.end()), paths.end());

    std::vector<DifferingInput> differing;
    for (const std::string &path : paths) {
        DifferingInput input{path, {}};
        input.values.reserve(scenarios.size());
        for (const ScenarioInputs &inputs : scenarios) {
            const auto at = std::lower_bound(
                inputs.leaves.begin(), inputs.leaves.end(), path,
                [](const auto &leaf, const std::string &p) { return comesBefore(leaf.first, p); });
            input.values.push_back(at != inputs.leaves.end() && at->first == path ? at->second
                                                                                  : InputValue{});
        }
        const InputValue &first = input.values.front();
        if (!std::all_of(input.values.begin(), input.values.end(),
                         [&first](const InputValue &v) { return v == first; }))
            differing.push_back(std::move(input));
    }
    return differing;
}

std::vector<DifferingInput> differingInputs(const std::vector<Scenario> &scenarios)
{
    std::vector<ScenarioInputs> inputs;
    inputs.reserve(scenarios.size());
    for (const Scenario &scenario : scenarios)
        inputs.push_back(scenarioInputs(scenario));
    return differingInputs(inputs);
}

std::string comparisonToCsv(const std::vector<ComparedScenario> &scenarios)
{
    std::vector<Scenario> inputs;
    for (const ComparedScenario &entry : scenarios)
        inputs.push_back(entry.scenario);
    std::vector<DifferingInput> differing = differingInputs(inputs);
    std::erase_if(differing, [](const DifferingInput &d) { return inLeadingColumns(d.path); });
    std::vector<std::string> columns = kColumns;
    for (const DifferingInput &d : differing)
        columns.push_back(d.path);

    CsvWriter csv(columns);
    for (std::size_t row = 0; row < scenarios.size(); ++row) {
        const ComparedScenario &entry = scenarios[row];
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
        for (const DifferingInput &d : differing) {
            const InputValue &value = d.values[row];
            switch (value.kind) {
            case InputValue::Kind::Absent:
            case InputValue::Kind::Null:
                csv.empty();
                break;
            case InputValue::Kind::Number:
                csv.number(value.number);
                break;
            case InputValue::Kind::Boolean:
            case InputValue::Kind::Text:
            case InputValue::Kind::List:
                csv.text(value.text);
                break;
            }
        }
        csv.endRow();
    }
    return csv.str();
}

} // namespace scaleplan::engine
