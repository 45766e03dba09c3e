// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestSupport.h"

#include <nlohmann/json.hpp>

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QProcess>
#include <QTemporaryFile>

#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace scaleplan::test {

bool fuzzyCompare(double actual, double expected, double relTol, QString *why)
{
    const bool ok
        = std::isfinite(actual) && std::abs(actual - expected) <= relTol * std::abs(expected);
    if (!ok && why != nullptr)
        *why = QStringLiteral("actual %1, expected %2 within %3%")
                   .arg(actual, 0, 'g', 10)
                   .arg(expected, 0, 'g', 10)
                   .arg(relTol * 100.0);
    return ok;
}

std::string testData(const std::string &relative)
{
    std::ifstream file(std::string(SCALEPLAN_TEST_DATA_DIR) + "/" + relative, std::ios::binary);
    if (!file)
        throw std::runtime_error("missing test data " + relative);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

namespace {

/// \p json with a key written twice reduced to its last value: tests build scenarios by
/// appending overrides to a base text. The readers refuse a duplicate key (TestJsonReader);
/// text nlohmann::json cannot parse is passed on unchanged for the reader to name.
std::string lastKeysWin(const std::string &json)
{
    const nlohmann::json parsed = nlohmann::json::parse(json, nullptr, /*allow_exceptions=*/false);
    return parsed.is_discarded() ? json : parsed.dump();
}

} // namespace

engine::Scenario scenarioFromJson(const std::string &json)
{
    const engine::ScenarioLoad load
        = engine::parseScenario(lastKeysWin(json), engine::builtinCatalog());
    if (!load.scenario)
        throw std::runtime_error("invalid test scenario: " + engine::formatLine(load.error));
    return *load.scenario;
}

std::string scenarioJson(const std::string &model, const std::string &training,
                         const std::string &cluster, const std::string &parallel,
                         const std::string &extra)
{
    return R"({"format": "scaleplan.scenario", "version": 1, "model": )" + model
           + R"(, "training": )" + training + R"(, "cluster": )" + cluster + R"(, "parallel": )"
           + parallel + extra + "}";
}

engine::Scenario gpt3OnOneTp8Node(const std::string &training)
{
    return scenarioFromJson(
        scenarioJson(R"({"preset": "gpt3-175b"})",
                     R"({"tokens": 1e9, "global_batch": 8, "micro_batch": 1, )" + training + "}",
                     R"({"instance": "aws/p5.48xlarge", "nodes": 1})",
                     R"({"tp": 8, "sequence_parallel": true})"));
}

engine::Catalog withProbedGpu(const std::string &gpuId, const ProbedRates &rates,
                              engine::Catalog catalog)
{
    for (engine::Gpu &gpu : catalog.gpus) {
        if (gpu.id != gpuId)
            continue;
        gpu.measuredBf16Tflops = rates.bf16Tflops;
        gpu.measuredMemoryBandwidthGBs = rates.copyGBs;
        gpu.measuredFp32Tflops = rates.fp32Tflops;
        gpu.measuredFp16Tflops = rates.fp16Tflops;
        return catalog;
    }
    throw std::runtime_error("no catalog GPU " + gpuId);
}

std::optional<engine::Diagnostic> problemOf(const std::string &json)
{
    const engine::ScenarioLoad load
        = engine::parseScenario(lastKeysWin(json), engine::builtinCatalog());
    if (load.scenario)
        return std::nullopt;
    return load.error;
}

std::string shellSyntaxError(const std::string &script)
{
    QTemporaryFile file;
    if (!file.open())
        return "cannot write a temporary file";
    file.write(script.data(), static_cast<qint64>(script.size()));
    file.close();
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("-n"), file.fileName()});
    if (!bash.waitForFinished(10000))
        return "bash did not finish";
    return bash.exitCode() == 0 ? std::string() : bash.readAllStandardError().toStdString();
}

} // namespace scaleplan::test
