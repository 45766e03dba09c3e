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
#include <utility>
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

/// One scenario's value of an input, as its file (scenarioToJson()) writes it.
struct InputValue
{
    enum class Kind {
        Absent,  ///< the file has no such key (an option left at its default, another cluster kind)
        Null,    ///< JSON null: "automatic" (the checkpoint interval, the node MTBF ...)
        Boolean, ///< text is "true" or "false"
        Number,  ///< number holds it; text is its shortest JSON form
        Text,    ///< a string (an instance id, an enumeration's file name): text
        List     ///< an array, as compact JSON in text
    };
    Kind kind = Kind::Absent;
    double number = 0;
    std::string text;

    bool operator==(const InputValue &) const = default;
};

/// An input that is not the same in every compared scenario: its path in the scenario format
/// ("training.global_batch", "cluster.nodes") and one value per scenario, in their order.
struct DifferingInput
{
    std::string path;
    std::vector<InputValue> values;
};

/// Every input of a scenario as its file (scenarioToJson()) writes it, leaf by leaf: objects
/// are walked, an array is one value. The scenario's name and the file's format and version
/// are not inputs. In differingInputs()' order: sections as the file lists them (model,
/// training, cluster, parallel, communication, pricing, reliability, goal), paths within one
/// alphabetically.
struct ScenarioInputs
{
    std::vector<std::pair<std::string, InputValue>> leaves;
};

/// \p scenario's inputs, to compare with others' (a scenario that stays the same is read once).
ScenarioInputs scenarioInputs(const Scenario &scenario);

/// Every input whose value is not the same in all of \p scenarios (a key one file has and
/// another lacks differs), in ScenarioInputs' order. Fewer than two scenarios differ in
/// nothing.
std::vector<DifferingInput> differingInputs(const std::vector<ScenarioInputs> &scenarios);

/// differingInputs() of the scenarios' inputs.
std::vector<DifferingInput> differingInputs(const std::vector<Scenario> &scenarios);

/// The scenarios as RFC 4180 CSV (engine::CsvWriter), one record per scenario in order, with
/// stable snake_case column names carrying units: the identity and layout columns, the
/// sweep's time, memory and cost columns, the risk percentiles, and `reason` (the problem,
/// or the last error finding of a result); then one column per input that differs between
/// the scenarios (differingInputs()), named by its path ("training.global_batch"), but for
/// the cluster and node count that the leading columns hold. A number is written as a number,
/// a string or list as text, true and false as such; an absent or automatic (null) value
/// leaves the field empty.
std::string comparisonToCsv(const std::vector<ComparedScenario> &scenarios);

} // namespace scaleplan::engine
