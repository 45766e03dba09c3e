// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading scenario files (engine/src/io/ScenarioReader.cpp, with the rules of
// ScenarioRules.cpp that parseScenario() applies): every invalid input is an error naming its
// JSON path and code (docs/scenario-format.md, "Units and conventions"); the shipped examples read,
// estimate and write back unchanged.

#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QDir>
#include <QTest>

#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace scaleplan::engine;

Q_DECLARE_METATYPE(scaleplan::engine::DiagCode)

namespace {

// A valid scenario built from its sections: Llama 3 8B on 2 x p5.48xlarge (16 GPUs),
// dp 16, global batch 512. Each error row replaces one section.
const QByteArray kModel = R"({"preset": "llama3-8b"})";
const QByteArray kTraining = R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 1})";
const QByteArray kCluster = R"({"instance": "aws/p5.48xlarge", "nodes": 2})";
const QByteArray kParallel = R"({"tp": 1, "pp": 1})";

QByteArray scenarioText(const QByteArray &model = kModel, const QByteArray &training = kTraining,
                        const QByteArray &cluster = kCluster,
                        const QByteArray &parallel = kParallel, const QByteArray &extra = {})
{
    return R"({"format": "scaleplan.scenario", "version": 1, "name": "test",)"
           + QByteArray("\n \"model\": ") + model + ",\n \"training\": " + training
           + ",\n \"cluster\": " + cluster + ",\n \"parallel\": " + parallel + extra + "\n}";
}

QByteArray withTraining(const QByteArray &training)
{
    return scenarioText(kModel, training);
}

QByteArray withCluster(const QByteArray &cluster)
{
    return scenarioText(kModel, kTraining, cluster);
}

QByteArray withParallel(const QByteArray &parallel)
{
    return scenarioText(kModel, kTraining, kCluster, parallel);
}

QByteArray withExtra(const QByteArray &extra)
{
    return scenarioText(kModel, kTraining, kCluster, kParallel, extra);
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

ScenarioLoad parse(const QByteArray &json)
{
    return parseScenario(view(json), builtinCatalog());
}

/// Checks that \p json reads, that its written form holds \p written (or, with
/// \p present false, does not: a default is left out) and that it reads back equal.
/// Returns what was read, or nothing when a check failed.
std::optional<Scenario> readWriteRead(const QByteArray &json, const std::string &written,
                                      bool present = true)
{
    const ScenarioLoad load = parse(json);
    if (!load.scenario) {
        QTest::qFail(formatLine(load.error).c_str(), __FILE__, __LINE__);
        return std::nullopt;
    }
    const std::string text = scenarioToJson(*load.scenario);
    const ScenarioLoad again = parseScenario(text, builtinCatalog());
    if ((text.find(written) != std::string::npos) != present || !again.scenario
        || *again.scenario != *load.scenario) {
        QTest::qFail(("written as: " + text).c_str(), __FILE__, __LINE__);
        return std::nullopt;
    }
    return load.scenario;
}

QString codeText(DiagCode value)
{
    return QString::fromLatin1(codeName(value));
}

QStringList exampleFiles()
{
    const QDir dir(QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/examples"));
    return dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

/// Every number of \p r with its name, for finiteness checks and messages.
std::vector<std::pair<const char *, double>> resultNumbers(const Result &r)
{
    const StepBreakdown &b = r.stepBreakdown;
    const MemoryBreakdown &m = r.memoryGb;
    const RiskSummary &k = r.risk;
    return {{"step_time_s", r.stepTimeS},
            {"step_breakdown_s.compute", b.compute},
            {"step_breakdown_s.recompute", b.recompute},
            {"step_breakdown_s.tp_comm", b.tpComm},
            {"step_breakdown_s.pp_comm", b.ppComm},
            {"step_breakdown_s.dp_comm_exposed", b.dpCommExposed},
            {"step_breakdown_s.bubble", b.bubble},
            {"step_breakdown_s.optimizer", b.optimizer},
            {"step_breakdown_s.other", b.other},
            {"steps", r.steps},
            {"tokens_per_s", r.tokensPerS},
            {"tokens_per_s_per_gpu", r.tokensPerSPerGpu},
            {"samples_per_s", r.samplesPerS},
            {"model_tflops_per_gpu", r.modelTflopsPerGpu},
            {"mfu", r.mfu},
            {"memory_gb.weights", m.weights},
            {"memory_gb.gradients", m.gradients},
            {"memory_gb.optimizer", m.optimizer},
            {"memory_gb.activations", m.activations},
            {"memory_gb.other", m.other},
            {"memory_gb.total", m.total},
            {"memory_gb.capacity", m.capacity},
            {"training_time_h", r.trainingTimeH},
            {"expected_time_h", r.expectedTimeH},
            {"gpu_hours", r.gpuHours},
            {"cost_usd.compute", r.costUsd.compute},
            {"cost_usd.storage", r.costUsd.storage},
            {"cost_usd.network", r.costUsd.network},
            {"cost_usd.total", r.costUsd.total},
            {"energy_kwh", r.energyKwh.value_or(0.0)},
            {"risk.checkpoint_interval_h", k.checkpointIntervalH},
            {"risk.checkpoint_write_s", k.checkpointWriteS},
            {"risk.interruptions_per_hour", k.interruptionsPerHour},
            {"risk.interruptions_expected", k.interruptionsExpected},
            {"risk.p50_time_h", k.p50TimeH},
            {"risk.p90_time_h", k.p90TimeH},
            {"risk.p50_cost_usd", k.p50CostUsd},
            {"risk.p90_cost_usd", k.p90CostUsd}};
}

} // namespace

class TestScenarioReader : public QObject
{
    Q_OBJECT

private slots:
    void invalidInput_data();
    void invalidInput();
    void tpNotDividingHeadsLine();
    void typoNamesTheKeyMeant_data();
    void typoNamesTheKeyMeant();
    void unknownInstanceNamesTheNearest_data();
    void unknownInstanceNamesTheNearest();
    void unknownPresetAndGpuNameTheNearest();
    void messagesWriteNumbersAsGiven();
    void wrongFormatLine();
    void infinityNamesField_data();
    void infinityNamesField();
    void presetOverriddenByExplicitField();
    void documentedDefaults();
    void examplesEstimateFinite_data();
    void examplesEstimateFinite();
    void examplesRoundTrip_data();
    void examplesRoundTrip();
    void attentionKernelRoundTrips();
    void pipelineEngineRoundTrip();
    void gradientBucketsRoundTrip();
    void commitmentRoundTrips();
    void cudaGraphsRoundTrip();
    void fp8ScalingRoundTrip();
    void optimizerMemoryFieldsRoundTrip();
    void modelAdditionsDefaultAndRoundTrip();
    void recomputeLayersRoundTrip();
    void headDimRoundTrip();
    void attentionWindowRoundTrip();
    void tpOverlapRoundTrip();
};

void TestScenarioReader::invalidInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::addColumn<DiagCode>("code");

    // --- not JSON, not a scenario ---
    QTest::newRow("malformed: truncated")
        << QByteArray(R"({"format": "scaleplan.scenario", "version": 1, "model": {)") << QString()
        << DiagCode::JsonCutOff;
    QTest::newRow("malformed: trailing comma")
        << withParallel(R"({"tp": 1, "pp": 1,})") << QString() << DiagCode::MalformedJson;
    QTest::newRow("malformed: NaN literal")
        << withParallel(R"({"tp": NaN})") << QString() << DiagCode::MalformedJson;
    QTest::newRow("malformed: empty text") << QByteArray() << QString() << DiagCode::EmptyInput;
    QTest::newRow("document is an array")
        << QByteArray(R"([1, 2, 3])") << QString() << DiagCode::NotAnObject;
    QTest::newRow("document is a string")
        << QByteArray(R"("scaleplan.scenario")") << QString() << DiagCode::NotAnObject;
    QTest::newRow("section is a number")
        << withParallel("8") << QStringLiteral("parallel") << DiagCode::WrongType;
    QTest::newRow("missing format")
        << QByteArray(R"({"version": 1, "model": {"preset": "llama3-8b"}})")
        << QStringLiteral("format") << DiagCode::Missing;
    QTest::newRow("wrong format string")
        << QByteArray(R"({"format": "scaleplan.result", "version": 1})") << QStringLiteral("format")
        << DiagCode::WrongFormat;
    QTest::newRow("format is a number") << QByteArray(R"({"format": 1, "version": 1})")
                                        << QStringLiteral("format") << DiagCode::WrongType;
    QTest::newRow("missing version")
        << QByteArray(R"({"format": "scaleplan.scenario", "model": {"preset": "llama3-8b"}})")
        << QStringLiteral("version") << DiagCode::Missing;
    QTest::newRow("unsupported version 2")
        << QByteArray(R"({"format": "scaleplan.scenario", "version": 2})")
        << QStringLiteral("version") << DiagCode::UnsupportedVersion;
    QTest::newRow("missing model")
        << QByteArray(R"({"format": "scaleplan.scenario", "version": 1, "training": {}})")
        << QStringLiteral("model") << DiagCode::Missing;

    // --- unknown keys ---
    QTest::newRow("unknown top-level key")
        << withExtra(R"(, "modle": {})") << QStringLiteral("modle") << DiagCode::UnknownKey;
    QTest::newRow("unknown nested key parallel.tpp")
        << withParallel(R"({"tpp": 8})") << QStringLiteral("parallel.tpp") << DiagCode::UnknownKey;
    QTest::newRow("unknown nested key model.layer")
        << scenarioText(R"({"preset": "llama3-8b", "layer": 32})") << QStringLiteral("model.layer")
        << DiagCode::UnknownKey;
    QTest::newRow("unknown nested key pricing.spot")
        << withExtra(R"(, "pricing": {"spot": 0.5})") << QStringLiteral("pricing.spot")
        << DiagCode::UnknownKey;

    // --- wrong types ---
    QTest::newRow("string for a number")
        << withCluster(R"({"instance": "aws/p5.48xlarge", "nodes": "16"})")
        << QStringLiteral("cluster.nodes") << DiagCode::WrongType;
    QTest::newRow("number for a string")
        << withCluster(R"({"instance": 5, "nodes": 2})") << QStringLiteral("cluster.instance")
        << DiagCode::WrongType;
    QTest::newRow("number for an enum string")
        << withTraining(R"({"tokens": 1e12, "global_batch": 512, "precision": 16})")
        << QStringLiteral("training.precision") << DiagCode::WrongType;
    QTest::newRow("unknown attention kernel")
        << withTraining(R"({"tokens": 1e12, "global_batch": 512, "attention_kernel": "xformers"})")
        << QStringLiteral("training.attention_kernel") << DiagCode::UnknownValue;
    QTest::newRow("unknown fp8 scaling")
        << withTraining(R"({"tokens": 1e12, "global_batch": 512, "fp8_scaling": "tensorwise"})")
        << QStringLiteral("training.fp8_scaling") << DiagCode::UnknownValue;
    QTest::newRow("unknown pipeline sends")
        << withExtra(R"(, "communication": {"pipeline_engine": "colossal"})")
        << QStringLiteral("communication.pipeline_engine") << DiagCode::UnknownValue;
    QTest::newRow("unknown gradient buckets")
        << withExtra(R"(, "communication": {"gradient_buckets": "views"})")
        << QStringLiteral("communication.gradient_buckets") << DiagCode::UnknownValue;
    QTest::newRow("bool for a number")
        << withParallel(R"({"tp": true})") << QStringLiteral("parallel.tp") << DiagCode::WrongType;
    QTest::newRow("object for a number")
        << withTraining(R"({"tokens": 1e12, "global_batch": {"value": 512}})")
        << QStringLiteral("training.global_batch") << DiagCode::WrongType;
    QTest::newRow("array for a number")
        << withCluster(R"({"instance": "aws/p5.48xlarge", "nodes": [2]})")
        << QStringLiteral("cluster.nodes") << DiagCode::WrongType;
    QTest::newRow("null for a number")
        << withCluster(R"({"instance": "aws/p5.48xlarge", "nodes": null})")
        << QStringLiteral("cluster.nodes") << DiagCode::WrongType;
    QTest::newRow("number for a bool")
        << withParallel(R"({"sequence_parallel": 1})")
        << QStringLiteral("parallel.sequence_parallel") << DiagCode::WrongType;
    QTest::newRow("number for the name")
        << QByteArray(R"({"format": "scaleplan.scenario", "version": 1, "name": 7})")
        << QStringLiteral("name") << DiagCode::WrongType;

    // --- non-finite, huge, zero, negative, fractional ---
    QTest::newRow("infinity 1e400") << withTraining(R"({"tokens": 1e400, "global_batch": 512})")
                                    << QStringLiteral("training.tokens") << DiagCode::NotFinite;
    QTest::newRow("huge nodes 1e30")
        << withCluster(R"({"instance": "aws/p5.48xlarge", "nodes": 1e30})")
        << QStringLiteral("cluster.nodes") << DiagCode::OutOfRange;
    QTest::newRow("huge global_batch 1e30")
        << withTraining(R"({"tokens": 1e12, "global_batch": 1e30})")
        << QStringLiteral("training.global_batch") << DiagCode::OutOfRange;
    QTest::newRow("huge tokens 1e30") << withTraining(R"({"tokens": 1e30, "global_batch": 512})")
                                      << QStringLiteral("training.tokens") << DiagCode::OutOfRange;
    QTest::newRow("zero nodes") << withCluster(R"({"instance": "aws/p5.48xlarge", "nodes": 0})")
                                << QStringLiteral("cluster.nodes") << DiagCode::MustBePositive;
    QTest::newRow("negative tp") << withParallel(R"({"tp": -1})") << QStringLiteral("parallel.tp")
                                 << DiagCode::MustBePositive;
    QTest::newRow("zero global_batch")
        << withTraining(R"({"tokens": 1e12, "global_batch": 0})")
        << QStringLiteral("training.global_batch") << DiagCode::MustBePositive;
    QTest::newRow("zero micro_batch")
        << withTraining(R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 0})")
        << QStringLiteral("training.micro_batch") << DiagCode::MustBePositive;
    QTest::newRow("negative tokens")
        << withTraining(R"({"tokens": -5, "global_batch": 512})")
        << QStringLiteral("training.tokens") << DiagCode::MustBePositive;
    QTest::newRow("zero compression_ratio")
        << withExtra(R"(, "communication": {"compression_ratio": 0})")
        << QStringLiteral("communication.compression_ratio") << DiagCode::MustBePositive;
    QTest::newRow("zero node_mtbf_h")
        << withExtra(R"(, "reliability": {"node_mtbf_h": 0})")
        << QStringLiteral("reliability.node_mtbf_h") << DiagCode::MustBePositive;
    QTest::newRow("non-integer tp")
        << withParallel(R"({"tp": 2.5})") << QStringLiteral("parallel.tp") << DiagCode::NotInteger;
    QTest::newRow("non-integer nodes")
        << withCluster(R"({"instance": "aws/p5.48xlarge", "nodes": 1.5})")
        << QStringLiteral("cluster.nodes") << DiagCode::NotInteger;
    QTest::newRow("zero stage 4") << withParallel(R"({"zero": 4})")
                                  << QStringLiteral("parallel.zero") << DiagCode::OutOfRange;
    QTest::newRow("zero stage -1") << withParallel(R"({"zero": -1})")
                                   << QStringLiteral("parallel.zero") << DiagCode::OutOfRange;
    QTest::newRow("spot_fraction 1.5")
        << withExtra(R"(, "pricing": {"spot_fraction": 1.5})")
        << QStringLiteral("pricing.spot_fraction") << DiagCode::OutOfRange;
    QTest::newRow("spot_fraction -0.1")
        << withExtra(R"(, "pricing": {"spot_fraction": -0.1})")
        << QStringLiteral("pricing.spot_fraction") << DiagCode::OutOfRange;
    QTest::newRow("compression_ratio 2")
        << withExtra(R"(, "communication": {"compression_ratio": 2})")
        << QStringLiteral("communication.compression_ratio") << DiagCode::OutOfRange;

    // --- enumerations ---
    QTest::newRow("unknown precision fp64")
        << withTraining(R"({"tokens": 1e12, "global_batch": 512, "precision": "fp64"})")
        << QStringLiteral("training.precision") << DiagCode::UnknownValue;
    QTest::newRow("unknown recompute")
        << withTraining(R"({"tokens": 1e12, "global_batch": 512, "recompute": "partial"})")
        << QStringLiteral("training.recompute") << DiagCode::UnknownValue;
    QTest::newRow("unknown optimizer")
        << withTraining(R"({"tokens": 1e12, "global_batch": 512, "optimizer": "lion"})")
        << QStringLiteral("training.optimizer") << DiagCode::UnknownValue;
    QTest::newRow("unknown mlp") << scenarioText(R"({"preset": "llama3-8b", "mlp": "relu"})")
                                 << QStringLiteral("model.mlp") << DiagCode::UnknownValue;
    QTest::newRow("unknown model kind") << scenarioText(R"({"kind": "cnn"})")
                                        << QStringLiteral("model.kind") << DiagCode::UnknownValue;
    QTest::newRow("unknown gradient_compression")
        << withExtra(R"(, "communication": {"gradient_compression": "zip"})")
        << QStringLiteral("communication.gradient_compression") << DiagCode::UnknownValue;

    // --- catalog ids and cluster form ---
    QTest::newRow("unknown preset") << scenarioText(R"({"preset": "llama9-1t"})")
                                    << QStringLiteral("model.preset") << DiagCode::UnknownPreset;
    QTest::newRow("unknown gpu") << withCluster(
        R"({"gpu": "a100-sxm4-96gb", "gpus_per_node": 8, "inter_node_gbps": 400, "nodes": 2})")
                                 << QStringLiteral("cluster.gpu") << DiagCode::UnknownGpu;
    QTest::newRow("unknown instance")
        << withCluster(R"({"instance": "aws/p9.96xlarge", "nodes": 2})")
        << QStringLiteral("cluster.instance") << DiagCode::UnknownInstance;
    QTest::newRow("instance and gpu both")
        << withCluster(R"({"instance": "aws/p5.48xlarge", "gpu": "h100-sxm5-80gb", "nodes": 2})")
        << QStringLiteral("cluster") << DiagCode::ClusterForm;
    QTest::newRow("neither instance nor gpu")
        << withCluster(R"({"nodes": 2})") << QStringLiteral("cluster") << DiagCode::ClusterForm;
    QTest::newRow("instance with gpus_per_node")
        << withCluster(R"({"instance": "aws/p5.48xlarge", "gpus_per_node": 8, "nodes": 2})")
        << QStringLiteral("cluster.gpus_per_node") << DiagCode::ClusterForm;
    QTest::newRow("described cluster without gpus_per_node")
        << withCluster(R"({"gpu": "h100-sxm5-80gb", "inter_node_gbps": 3200, "nodes": 2})")
        << QStringLiteral("cluster.gpus_per_node") << DiagCode::Missing;
    QTest::newRow("described cluster without inter_node_gbps")
        << withCluster(R"({"gpu": "h100-sxm5-80gb", "gpus_per_node": 8, "nodes": 2})")
        << QStringLiteral("cluster.inter_node_gbps") << DiagCode::Missing;
    QTest::newRow("cluster without nodes") << withCluster(R"({"instance": "aws/p5.48xlarge"})")
                                           << QStringLiteral("cluster.nodes") << DiagCode::Missing;

    // --- model completeness and shape ---
    QTest::newRow("transformer without layers")
        << scenarioText(R"({"hidden": 4096, "heads": 32, "vocab": 32000, "seq_len": 2048})")
        << QStringLiteral("model.layers") << DiagCode::Missing;
    QTest::newRow("transformer without seq_len")
        << scenarioText(R"({"layers": 32, "hidden": 4096, "heads": 32, "vocab": 32000})")
        << QStringLiteral("model.seq_len") << DiagCode::Missing;
    QTest::newRow("generic without parameters")
        << scenarioText(R"({"kind": "generic", "training_flops_per_sample": 2.28e10})",
                        R"({"samples": 1e6, "global_batch": 512})")
        << QStringLiteral("model.parameters") << DiagCode::Missing;
    QTest::newRow("generic without training_flops_per_sample")
        << scenarioText(R"({"kind": "generic", "parameters": 25557032})",
                        R"({"samples": 1e6, "global_batch": 512})")
        << QStringLiteral("model.training_flops_per_sample") << DiagCode::Missing;
    QTest::newRow("generic with tp 2")
        << scenarioText(R"({"preset": "resnet50"})", R"({"samples": 1e6, "global_batch": 512})",
                        kCluster, R"({"tp": 2})")
        << QStringLiteral("parallel.tp") << DiagCode::OutOfRange;
    QTest::newRow("heads not dividing hidden")
        << scenarioText(
               R"({"layers": 4, "hidden": 1000, "heads": 3, "vocab": 1000, "seq_len": 128})")
        << QStringLiteral("model.heads") << DiagCode::NotDivisible;
    QTest::newRow("kv_heads not dividing heads")
        << scenarioText(R"({"preset": "llama3-8b", "kv_heads": 5})")
        << QStringLiteral("model.kv_heads") << DiagCode::NotDivisible;
    QTest::newRow("experts_per_token above experts")
        << scenarioText(R"({"preset": "llama3-8b", "experts": 2, "experts_per_token": 4})")
        << QStringLiteral("model.experts_per_token") << DiagCode::OutOfRange;
    QTest::newRow("recompute_layers without full recomputation") << scenarioText(
        kModel,
        R"({"tokens": 1e12, "global_batch": 512, "recompute": "selective", "recompute_layers": 4})")
                                                                 << QStringLiteral(
                                                                        "training.recompute_layers")
                                                                 << DiagCode::
                                                                        RecomputeLayersNeedsFull;
    QTest::newRow("recompute_layers above the chunk") << scenarioText(
        kModel,
        R"({"tokens": 1e12, "global_batch": 512, "recompute": "full", "recompute_layers": 9})",
        kCluster, R"({"tp": 1, "pp": 4})") << QStringLiteral("training.recompute_layers")
                                                      << DiagCode::RecomputeLayersOverChunk;
    QTest::newRow("dropout of 1") << scenarioText(R"({"preset": "llama3-8b", "hidden_dropout": 1})")
                                  << QStringLiteral("model.hidden_dropout") << DiagCode::OutOfRange;
    QTest::newRow("negative dropout")
        << scenarioText(R"({"preset": "llama3-8b", "attention_dropout": -0.1})")
        << QStringLiteral("model.attention_dropout") << DiagCode::OutOfRange;
    QTest::newRow("head_dim of 0") << scenarioText(R"({"preset": "llama3-8b", "head_dim": 0})")
                                   << QStringLiteral("model.head_dim") << DiagCode::MustBePositive;
    QTest::newRow("attention_window of 0")
        << scenarioText(R"({"preset": "llama3-8b", "attention_window": 0})")
        << QStringLiteral("model.attention_window") << DiagCode::MustBePositive;
    QTest::newRow("attention_window as text")
        << scenarioText(R"({"preset": "llama3-8b", "attention_window": "4k"})")
        << QStringLiteral("model.attention_window") << DiagCode::WrongType;
    QTest::newRow("full_attention_every of 0")
        << scenarioText(R"({"preset": "llama3-8b", "attention_window": 4096,
                            "full_attention_every": 0})")
        << QStringLiteral("model.full_attention_every") << DiagCode::MustBePositive;
    QTest::newRow("shared_expert_ffn negative")
        << scenarioText(R"({"preset": "llama3-8b", "experts": 8, "shared_expert_ffn": -4096})")
        << QStringLiteral("model.shared_expert_ffn") << DiagCode::MustBePositive;
    QTest::newRow("head_dim not whole")
        << scenarioText(R"({"preset": "llama3-8b", "head_dim": 64.5})")
        << QStringLiteral("model.head_dim") << DiagCode::NotInteger;
    QTest::newRow("dropout as text")
        << scenarioText(R"({"preset": "llama3-8b", "attention_dropout": "0.1"})")
        << QStringLiteral("model.attention_dropout") << DiagCode::WrongType;

    // --- training completeness ---
    QTest::newRow("transformer without tokens, steps and samples")
        << withTraining(R"({"global_batch": 512})") << QStringLiteral("training.tokens")
        << DiagCode::Missing;
    QTest::newRow("generic without samples, steps and tokens")
        << scenarioText(R"({"preset": "resnet50"})", R"({"global_batch": 512})")
        << QStringLiteral("training.samples") << DiagCode::Missing;
    // A generic model has no sequence length: tokens alone would train zero steps.
    QTest::newRow("generic with tokens only")
        << scenarioText(R"({"preset": "resnet50"})", R"({"tokens": 1e10, "global_batch": 512})")
        << QStringLiteral("training.tokens") << DiagCode::TokensForGenericModel;
    QTest::newRow("without global_batch")
        << withTraining(R"({"tokens": 1e12})") << QStringLiteral("training.global_batch")
        << DiagCode::Missing;
    QTest::newRow("micro_batch above global_batch")
        << withTraining(R"({"tokens": 1e12, "global_batch": 16, "micro_batch": 32})")
        << QStringLiteral("training.micro_batch") << DiagCode::OutOfRange;

    // --- layout rules (16 GPUs unless stated) ---
    QTest::newRow("global batch not a multiple of dp * micro_batch")
        << withTraining(R"({"tokens": 1e12, "global_batch": 100})")
        << QStringLiteral("training.global_batch") << DiagCode::BatchNotDivisible;
    QTest::newRow("global batch not a multiple with micro_batch 4")
        << withTraining(R"({"tokens": 1e12, "global_batch": 32, "micro_batch": 4})")
        << QStringLiteral("training.global_batch") << DiagCode::BatchNotDivisible;
    QTest::newRow("tp not dividing the GPUs")
        << withParallel(R"({"tp": 3})") << QStringLiteral("parallel.tp") << DiagCode::NotDivisible;
    QTest::newRow("tp * pp above the GPUs")
        << withParallel(R"({"tp": 8, "pp": 4})") << QStringLiteral("parallel.pp")
        << DiagCode::ModelParallelExceedsGpus;
    // tp 3 with pp 2: 6 does not divide the GPUs, but tp is the degree to change (3 does not
    // divide llama3-8b's 32 heads either); the message had named parallel.pp.
    QTest::newRow("tp wrong beside a pipeline")
        << withParallel(R"({"tp": 3, "pp": 2})") << QStringLiteral("parallel.tp")
        << DiagCode::NotDivisible;
    // tp 2 divides the 16 GPUs; pp 3 with it does not.
    QTest::newRow("pp wrong beside tensor parallelism")
        << withParallel(R"({"tp": 2, "pp": 3})") << QStringLiteral("parallel.pp")
        << DiagCode::NotDivisible;
    // gpt3-175b (96 heads) on a described node of 5 GPUs: tp 5 divides the GPUs, not the heads.
    QTest::newRow("tp not dividing heads")
        << scenarioText(R"({"preset": "gpt3-175b"})", R"({"tokens": 3e11, "global_batch": 5})",
                        R"({"gpu": "a100-sxm4-80gb", "gpus_per_node": 5, "nodes": 1})",
                        R"({"tp": 5})")
        << QStringLiteral("parallel.tp") << DiagCode::NotDivisible;
    // llama3-8b: 32 heads but 8 key/value heads; tp 16 divides the 16 GPUs and the heads.
    QTest::newRow("tp not dividing kv_heads")
        << withParallel(R"({"tp": 16})") << QStringLiteral("parallel.tp") << DiagCode::NotDivisible;
    // 8 x p5 = 64 GPUs: pp 64 fits the GPUs but llama3-8b has only 32 layers.
    QTest::newRow("pp above layers")
        << scenarioText(kModel, R"({"tokens": 1e12, "global_batch": 64})",
                        R"({"instance": "aws/p5.48xlarge", "nodes": 8})", R"({"pp": 64})")
        << QStringLiteral("parallel.pp") << DiagCode::TooManyStages;
    QTest::newRow("pp * virtual_stages above layers")
        << withParallel(R"({"pp": 8, "virtual_stages": 8})")
        << QStringLiteral("parallel.virtual_stages") << DiagCode::TooManyStages;
    QTest::newRow("dp given but inconsistent")
        << withParallel(R"({"tp": 1, "pp": 1, "dp": 8})") << QStringLiteral("parallel.dp")
        << DiagCode::DpMismatch;
    QTest::newRow("zero_shard_group not dividing dp")
        << withParallel(R"({"zero": 3, "zero_shard_group": 3})")
        << QStringLiteral("parallel.zero_shard_group") << DiagCode::NotDivisible;
}

void TestScenarioReader::invalidInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    QFETCH(DiagCode, code);

    const ScenarioLoad load = parse(json);
    const QString line = QString::fromStdString(formatLine(load.error));
    QVERIFY2(!load.scenario.has_value(), "invalid input must not yield a scenario");
    QCOMPARE(load.error.severity, Severity::Error);
    QCOMPARE(QString::fromStdString(load.error.field), field);
    QVERIFY2(load.error.code == code,
             qPrintable(QStringLiteral("code %1, expected %2 (%3)")
                            .arg(codeText(load.error.code), codeText(code), line)));
    QVERIFY2(line.contains(field), qPrintable(line));
    if (!field.isEmpty())
        QVERIFY2(line.startsWith(field + QStringLiteral(": ")), qPrintable(line));
    QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(line));
    QVERIFY2(!line.contains(QLatin1Char('?')) || code == DiagCode::MalformedJson,
             qPrintable(QStringLiteral("a message argument is missing: ") + line));
}

void TestScenarioReader::messagesWriteNumbersAsGiven()
{
    // Whole numbers in digits ("400000", not %g's "4e+05"); beyond a billion the short
    // exponent form stays ("1e+30").
    const ScenarioLoad layers = parse(scenarioText(
        R"({"layers": 400000, "hidden": 512, "heads": 8, "vocab": 1000, "seq_len": 128})"));
    QVERIFY(!layers.scenario);
    const std::string line = formatLine(layers.error);
    QVERIFY2(line.find("400000") != std::string::npos && line.find("e+") == std::string::npos,
             line.c_str());
    const ScenarioLoad tokens = parse(withTraining(R"({"tokens": 1e30, "global_batch": 512})"));
    QVERIFY2(formatLine(tokens.error).find("1e+30") != std::string::npos,
             formatLine(tokens.error).c_str());
}

void TestScenarioReader::typoNamesTheKeyMeant_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("line");
    const auto meant = [](const char *field, const char *typed, const char *key) {
        return QStringLiteral("%1: unknown key \"%2\"; write \"%3\" if that is what was meant")
            .arg(QLatin1String(field), QLatin1String(typed), QLatin1String(key));
    };
    const auto unknown = [](const char *field, const char *typed) {
        return QStringLiteral("%1: unknown key \"%2\"; this version of Scaleplan does not read "
                              "it, so check its spelling")
            .arg(QLatin1String(field), QLatin1String(typed));
    };
    // One edit (a third of the length) away, transpositions and case included.
    QTest::newRow("transposed") << withExtra(R"(, "modle": {})")
                                << meant("modle", "modle", "model");
    QTest::newRow("plural") << scenarioText(R"({"preset": "llama3-8b", "layer": 32})")
                            << meant("model.layer", "layer", "layers");
    QTest::newRow("hyphen for underscore")
        << scenarioText(kModel, R"({"tokens": 1e12, "global-batch": 512})")
        << meant("training.global-batch", "global-batch", "global_batch");
    // A key that begins the typed one, or that it begins: also one read only where given
    // (a choice such as model.normalization).
    QTest::newRow("abbreviated") << scenarioText(R"({"preset": "llama3-8b", "norm": "rmsnorm"})")
                                 << meant("model.norm", "norm", "normalization");
    QTest::newRow("with a suffix") << withParallel(R"({"zero_stage": 1})")
                                   << meant("parallel.zero_stage", "zero_stage", "zero");
    // Two keys equally near: the one that begins as the typed key does (tp, not pp), and
    // where none does (tp, pp and dp for "xp") or none is near, no guess.
    QTest::newRow("doubled letter")
        << withParallel(R"({"tpp": 8})") << meant("parallel.tpp", "tpp", "tp");
    QTest::newRow("ambiguous") << withParallel(R"({"xp": 8})") << unknown("parallel.xp", "xp");
    QTest::newRow("far") << withExtra(R"(, "colour": "blue")") << unknown("colour", "colour");
}

void TestScenarioReader::typoNamesTheKeyMeant()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, line);
    const ScenarioLoad load = parse(json);
    QVERIFY(!load.scenario);
    QCOMPARE(load.error.code, DiagCode::UnknownKey);
    QCOMPARE(QString::fromStdString(formatLine(load.error)), line);
}

void TestScenarioReader::unknownInstanceNamesTheNearest_data()
{
    QTest::addColumn<QByteArray>("instance");
    QTest::addColumn<QString>("nearest"); // the suggestion argument, "" for none
    QTest::addColumn<QString>("line");
    const auto line = [](const char *typed, const char *nearest) {
        return QStringLiteral("cluster.instance: unknown instance \"%1\"%2; `scaleplan-cli "
                              "catalog` lists the instance ids")
            .arg(QLatin1String(typed), QLatin1String(nearest));
    };
    QTest::newRow("no cloud") << QByteArray("p5.48xlarge") << QStringLiteral("aws/p5.48xlarge")
                              << line("p5.48xlarge", " (nearest in the catalog: aws/p5.48xlarge)");
    QTest::newRow("letter left out")
        << QByteArray("aws/p5.48xlarg")
        << QStringLiteral("aws/p5.48xlarge, aws/p5e.48xlarge, aws/g5.48xlarge")
        << line("aws/p5.48xlarg", " (nearest in the catalog: aws/p5.48xlarge, aws/p5e.48xlarge, "
                                  "aws/g5.48xlarge)");
    QTest::newRow("nothing near") << QByteArray("tpu-v5p-8") << QString() << line("tpu-v5p-8", "");
}

void TestScenarioReader::unknownInstanceNamesTheNearest()
{
    QFETCH(QByteArray, instance);
    QFETCH(QString, nearest);
    QFETCH(QString, line);
    const ScenarioLoad load
        = parse(withCluster(R"({"instance": ")" + instance + R"(", "nodes": 2})"));
    QVERIFY(!load.scenario);
    QCOMPARE(load.error.code, DiagCode::UnknownInstance);
    QCOMPARE(load.error.args.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(load.error.args[1]), nearest);
    QCOMPARE(QString::fromStdString(formatLine(load.error)), line);
}

void TestScenarioReader::unknownPresetAndGpuNameTheNearest()
{
    const ScenarioLoad preset = parse(scenarioText(R"({"preset": "llama-3-405b"})"));
    QVERIFY(!preset.scenario);
    QCOMPARE(preset.error.code, DiagCode::UnknownPreset);
    QCOMPARE(QString::fromStdString(formatLine(preset.error)),
             QStringLiteral("model.preset: unknown preset \"llama-3-405b\" (nearest: llama3-405b); "
                            "`scaleplan-cli catalog` lists the presets"));
    const ScenarioLoad gpu = parse(withCluster(
        R"({"gpu": "H100-SXM-80GB", "gpus_per_node": 8, "inter_node_gbps": 400, "nodes": 2})"));
    QVERIFY(!gpu.scenario);
    QCOMPARE(gpu.error.code, DiagCode::UnknownGpu);
    // One edit away first; two edits away after it.
    QCOMPARE(gpu.error.args.at(1), std::string("h100-sxm5-80gb, a100-sxm4-80gb, h800-sxm5-80gb"));
    // Nothing close: the sentence without a suggestion.
    const ScenarioLoad far = parse(scenarioText(R"({"preset": "chinchilla-70b"})"));
    QCOMPARE(QString::fromStdString(formatLine(far.error)),
             QStringLiteral("model.preset: unknown preset \"chinchilla-70b\"; `scaleplan-cli "
                            "catalog` lists the presets"));
}

void TestScenarioReader::tpNotDividingHeadsLine()
{
    // docs/scenario-format.md quotes `parallel.tp: 3 does not divide model.heads (96)` as its
    // example message, but 3 divides 96 (= 3 x 32), so gpt3-175b accepts tp 3; tp 5 breaks the
    // rule.
    const auto onFiveGpus = [](int tp) {
        return scenarioText(R"({"preset": "gpt3-175b"})", R"({"tokens": 3e11, "global_batch": 15})",
                            R"({"gpu": "a100-sxm4-80gb", "gpus_per_node": 5, "nodes": 3,)"
                            R"( "inter_node_gbps": 400})",
                            QByteArray(R"({"tp": )") + QByteArray::number(tp) + "}");
    };
    // The line names the degrees that would do: the heads' divisors up to a node's GPUs.
    const ScenarioLoad five = parse(onFiveGpus(5));
    QVERIFY(!five.scenario);
    QCOMPARE(QString::fromStdString(formatLine(five.error)),
             QStringLiteral("parallel.tp: 5 does not divide model.heads (96); use one of 1, 2, "
                            "3, 4"));
    // The example the document gives: Llama 2 13B's 40 heads on 8-GPU nodes.
    const ScenarioLoad forty = parse(
        scenarioText(R"({"preset": "llama2-13b"})", R"({"tokens": 3e11, "global_batch": 1024})",
                     R"({"instance": "aws/p5.48xlarge", "nodes": 16})", R"({"tp": 3})"));
    QCOMPARE(QString::fromStdString(formatLine(forty.error)),
             QStringLiteral("parallel.tp: 3 does not divide model.heads (40); use one of 1, 2, "
                            "4, 5, 8"));
    // tp x pp beyond the cluster: more GPUs than it has, not a divisor.
    const ScenarioLoad beyond = parse(
        scenarioText(R"({"preset": "llama2-13b"})", R"({"tokens": 3e11, "global_batch": 1024})",
                     R"({"instance": "aws/p5.48xlarge", "nodes": 16})", R"({"tp": 8, "pp": 40})"));
    QCOMPARE(QString::fromStdString(formatLine(beyond.error)),
             QStringLiteral("parallel.pp: tp * pp = 320 needs more GPUs than the cluster has "
                            "(128); lower it or add nodes"));

    const QByteArray threeJson = scenarioText(
        R"({"preset": "gpt3-175b"})", R"({"tokens": 3e11, "global_batch": 3})",
        R"({"gpu": "a100-sxm4-80gb", "gpus_per_node": 3, "nodes": 1})", R"({"tp": 3})");
    const ScenarioLoad three = parse(threeJson);
    QVERIFY2(three.scenario.has_value(), formatLine(three.error).c_str());
    QCOMPARE(three.scenario->parallel.tp, 3);
}

void TestScenarioReader::wrongFormatLine()
{
    const ScenarioLoad load = parse(R"({"format": "scaleplan.result", "version": 1})");
    QVERIFY(!load.scenario);
    QCOMPARE(QString::fromStdString(formatLine(load.error)),
             QStringLiteral(R"(format: is "scaleplan.result"; this file must have )"
                            R"("format": "scaleplan.scenario")"));
}

void TestScenarioReader::infinityNamesField_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");

    // JSON has no literal for infinity; a number beyond the double range reads as one.
    QTest::newRow("tokens 1e400") << withTraining(R"({"tokens": 1e400, "global_batch": 512})")
                                  << QStringLiteral("training.tokens");
    QTest::newRow("tokens -1e400") << withTraining(R"({"tokens": -1e400, "global_batch": 512})")
                                   << QStringLiteral("training.tokens");
    QTest::newRow("tp 1e400") << withParallel(R"({"tp": 1e400})") << QStringLiteral("parallel.tp");
    QTest::newRow("price 1e999") << withCluster(
        R"({"instance": "aws/p5.48xlarge", "nodes": 2, "price_per_node_hour_usd": 1e999})")
                                 << QStringLiteral("cluster.price_per_node_hour_usd");
    QTest::newRow("after an array")
        << withExtra(R"(, "x": [1, [2, 3], {"a": 4}], "pricing": {"egress_gb": 2e308})")
        << QStringLiteral("pricing.egress_gb");
    QTest::newRow("inside an array")
        << withExtra(R"(, "x": [1, {"a": [5, 1e400]}])") << QStringLiteral("x[1].a[1]");
}

void TestScenarioReader::infinityNamesField()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);

    // Must not throw: the overflow is an input error like any other.
    const ScenarioLoad load = parse(json);
    QVERIFY(!load.scenario);
    QCOMPARE(QString::fromStdString(load.error.field), field);
    QCOMPARE(codeText(load.error.code), codeText(DiagCode::NotFinite));
    QCOMPARE(QString::fromStdString(formatLine(load.error)),
             field + QStringLiteral(": must be a finite number"));
}

void TestScenarioReader::presetOverriddenByExplicitField()
{
    const ScenarioLoad load = parse(scenarioText(R"({"preset": "llama3-8b", "seq_len": 4096})"));
    QVERIFY2(load.scenario.has_value(), formatLine(load.error).c_str());
    const ModelSpec &m = load.scenario->model;
    QCOMPARE(m.seqLen, 4096); // the preset says 8192
    QCOMPARE(m.preset, std::string("llama3-8b"));

    // Everything else comes from the preset.
    const Preset *preset = builtinCatalog().findPreset("llama3-8b");
    QVERIFY(preset != nullptr);
    QCOMPARE(preset->model.seqLen, 8192);
    ModelSpec expected = preset->model;
    expected.preset = "llama3-8b";
    expected.seqLen = 4096;
    QVERIFY(m == expected);
    QCOMPARE(m.layers, 32);
    QCOMPARE(m.hidden, 4096);
    QCOMPARE(m.heads, 32);
    QCOMPARE(m.kvHeads, 8);
    QCOMPARE(m.ffnHidden, 14336);
    QCOMPARE(m.vocab, 128256);
    QCOMPARE(m.mlp, MlpKind::SwiGlu);
    QCOMPARE(m.tiedEmbeddings, false);

    // Without the override the preset's value stands.
    const ScenarioLoad plain = parse(scenarioText());
    QVERIFY(plain.scenario.has_value());
    QCOMPARE(plain.scenario->model.seqLen, 8192);
}

void TestScenarioReader::documentedDefaults()
{
    // A shape without a preset: kv_heads = heads, ffn_hidden = 4 * hidden, gelu, tied;
    // training, parallel, communication and pricing defaults from the format's tables.
    const QByteArray json = scenarioText(
        R"({"layers": 40, "hidden": 5120, "heads": 40, "vocab": 50368, "seq_len": 2048})",
        R"({"tokens": 1e11, "global_batch": 512})", kCluster, "{}");
    const ScenarioLoad load = parse(json);
    QVERIFY2(load.scenario.has_value(), formatLine(load.error).c_str());
    const Scenario &s = *load.scenario;
    QCOMPARE(s.model.kind, ModelKind::Transformer);
    QCOMPARE(s.model.kvHeads, 40);
    QCOMPARE(s.model.ffnHidden, 4 * 5120);
    QCOMPARE(s.model.mlp, MlpKind::Gelu);
    QCOMPARE(s.model.experts, 1);
    QCOMPARE(s.model.expertsPerToken, 1);
    QCOMPARE(s.training.microBatch, 1);
    QCOMPARE(s.training.precision, Precision::Bf16);
    QCOMPARE(s.training.optimizer, OptimizerKind::Adam);
    QCOMPARE(s.training.recompute, Recompute::None);
    QCOMPARE(s.training.flashAttention, true);
    QCOMPARE(s.training.attentionKernel, AttentionKernel::Flash2);
    QCOMPARE(s.parallel.tp, 1);
    QCOMPARE(s.parallel.pp, 1);
    QCOMPARE(s.parallel.dp, 0); // derived: GPUs / (tp * pp)
    QCOMPARE(s.parallel.zero, 0);
    QCOMPARE(s.parallel.zeroShardGroup, 0);
    QCOMPARE(s.parallel.sequenceParallel, false);
    QCOMPARE(s.parallel.virtualStages, 1);
    QCOMPARE(s.communication.gradientCompression, Compression::None);
    QCOMPARE(s.communication.compressionRatio, 1.0);
    QCOMPARE(s.communication.overlapGradients, true);
    QCOMPARE(s.communication.pipelineEngine, PipelineEngine::Megatron);
    QCOMPARE(s.pricing.spotFraction, 0.0);
    QVERIFY(!s.reliability.checkpointIntervalH);
}

void TestScenarioReader::examplesEstimateFinite_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = exampleFiles();
    QVERIFY2(files.size() >= 4, "tests/data/examples holds the spec's examples");
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestScenarioReader::examplesEstimateFinite()
{
    QFETCH(QString, file);
    const std::string text = scaleplan::test::testData("examples/" + file.toStdString());
    const ScenarioLoad load = parseScenario(text, builtinCatalog());
    QVERIFY2(load.scenario.has_value(), formatLine(load.error).c_str());
    QVERIFY(!validateScenario(*load.scenario, builtinCatalog()));

    const Result r = estimate(*load.scenario, builtinCatalog());
    for (const auto &[name, value] : resultNumbers(r)) {
        QVERIFY2(std::isfinite(value), name);
        QVERIFY2(value >= 0, name);
    }
    QVERIFY(r.stepTimeS > 0);
    QVERIFY(r.steps > 0);
    QVERIFY(r.trainingTimeH > 0);
    QVERIFY(r.expectedTimeH >= r.trainingTimeH);
    QVERIFY(r.memoryGb.capacity > 0);
    QVERIFY(r.gpus > 0);
    QVERIFY(r.parallel.tp >= 1 && r.parallel.pp >= 1 && r.parallel.dp >= 1);
    QVERIFY(r.parallel.microBatch >= 1 && r.parallel.microBatches >= 1);
    QCOMPARE(r.parallel.tp * r.parallel.pp * r.parallel.dp, r.gpus);
    SCALEPLAN_FUZZY(r.stepBreakdown.total(), r.stepTimeS, 1e-9);
    for (const Diagnostic &issue : r.issues) {
        QVERIFY2(issue.severity != Severity::Error || !r.feasible, formatLine(issue).c_str());
        QVERIFY(!describe(issue).empty());
    }
}

void TestScenarioReader::examplesRoundTrip_data()
{
    examplesEstimateFinite_data();
}

void TestScenarioReader::examplesRoundTrip()
{
    QFETCH(QString, file);
    const Scenario original = scaleplan::test::scenarioFromJson(
        scaleplan::test::testData("examples/" + file.toStdString()));
    const std::string written = scenarioToJson(original);
    const ScenarioLoad again = parseScenario(written, builtinCatalog());
    QVERIFY2(again.scenario.has_value(), (formatLine(again.error) + "\n" + written).c_str());
    QVERIFY2(*again.scenario == original, written.c_str());
    // Writing is stable: the second write gives the same text.
    QCOMPARE(scenarioToJson(*again.scenario), written);
}

void TestScenarioReader::attentionKernelRoundTrips()
{
    // The optional kernel reads, is written only when it is not the default, and reads back.
    for (const char *name : {"flash3", "flash1", "triton"}) {
        const QByteArray training = QByteArray(R"({"tokens": 1e12, "global_batch": 512, )")
                                    + R"("attention_kernel": ")" + name + "\"}";
        QVERIFY(
            readWriteRead(withTraining(training), std::string("\"attention_kernel\": \"") + name));
    }
    QVERIFY(readWriteRead(withTraining(R"({"tokens": 1e12, "global_batch": 512})"),
                          "attention_kernel", false));
}

void TestScenarioReader::pipelineEngineRoundTrip()
{
    // Like attention_kernel: read, written only when not the default, read back.
    const auto deepspeed
        = readWriteRead(withExtra(R"(, "communication": {"pipeline_engine": "deepspeed"})"),
                        R"("pipeline_engine": "deepspeed")");
    QVERIFY(deepspeed);
    QCOMPARE(deepspeed->communication.pipelineEngine, PipelineEngine::DeepSpeed);
    QVERIFY(readWriteRead(withTraining(R"({"tokens": 1e12, "global_batch": 512})"),
                          "pipeline_engine", false));
}

void TestScenarioReader::commitmentRoundTrips()
{
    // Read, written only when not on demand, read back; an unknown one lists the names.
    const auto reserved = readWriteRead(withExtra(R"(, "pricing": {"commitment": "reserved_3y"})"),
                                        R"("commitment": "reserved_3y")");
    QVERIFY(reserved);
    QCOMPARE(reserved->pricing.commitment, Commitment::Reserved3y);
    QVERIFY(readWriteRead(withExtra(R"(, "pricing": {"commitment": "on_demand"})"), "commitment",
                          false));
    const auto london = readWriteRead(
        withCluster(R"({"instance": "aws/p5.48xlarge", "nodes": 2, "region": "eu-west-2"})"),
        R"("region": "eu-west-2")");
    QVERIFY(london);
    QCOMPARE(london->cluster.region, std::string("eu-west-2"));
    const ScenarioLoad typo = parse(withExtra(R"(, "pricing": {"commitment": "reserved"})"));
    QVERIFY(!typo.scenario);
    QCOMPARE(typo.error.field, std::string("pricing.commitment"));
    QVERIFY2(formatLine(typo.error).find("capacity_block") != std::string::npos,
             formatLine(typo.error).c_str());
}

void TestScenarioReader::gradientBucketsRoundTrip()
{
    const auto copied
        = readWriteRead(withExtra(R"(, "communication": {"gradient_buckets": "copied"})"),
                        R"("gradient_buckets": "copied")");
    QVERIFY(copied);
    QCOMPARE(copied->communication.gradientBuckets, GradientBuckets::Copied);
    const auto inPlace
        = readWriteRead(withExtra(R"(, "communication": {"gradient_buckets": "in_place"})"),
                        "gradient_buckets", false);
    QVERIFY(inPlace);
    QCOMPARE(inPlace->communication.gradientBuckets, GradientBuckets::InPlace);
}

void TestScenarioReader::cudaGraphsRoundTrip()
{
    const auto graphs = readWriteRead(
        withTraining(R"({"tokens": 1e12, "global_batch": 512, "cuda_graphs": true})"),
        R"("cuda_graphs": true)");
    QVERIFY(graphs);
    QVERIFY(graphs->training.cudaGraphs);
    // Off, the default, is not written.
    const auto eager = readWriteRead(
        withTraining(R"({"tokens": 1e12, "global_batch": 512, "cuda_graphs": false})"),
        "cuda_graphs", false);
    QVERIFY(eager);
    QVERIFY(!eager->training.cudaGraphs);
}

void TestScenarioReader::fp8ScalingRoundTrip()
{
    const auto current
        = readWriteRead(withTraining(R"({"tokens": 1e12, "global_batch": 512, "precision": "fp8",
                         "fp8_scaling": "current"})"),
                        R"("fp8_scaling": "current")");
    QVERIFY(current);
    QCOMPARE(current->training.fp8Scaling, Fp8Scaling::Current);
    // Delayed, the default, is not written.
    const auto delayed = readWriteRead(
        withTraining(R"({"tokens": 1e12, "global_batch": 512, "fp8_scaling": "delayed"})"),
        "fp8_scaling", false);
    QVERIFY(delayed);
    QCOMPARE(delayed->training.fp8Scaling, Fp8Scaling::Delayed);
}

void TestScenarioReader::optimizerMemoryFieldsRoundTrip()
{
    const auto set
        = readWriteRead(withTraining(R"({"tokens": 1e12, "global_batch": 512, "recompute": "full",
                         "optimizer_state_precision": "bf16", "master_weights": "remainders",
                         "distribute_saved_activations": true})"),
                        R"("optimizer_state_precision": "bf16")");
    QVERIFY(set);
    QCOMPARE(set->training.optimizerStatePrecision, OptimizerStatePrecision::Bf16);
    QCOMPARE(set->training.masterWeights, MasterWeights::Remainders);
    QVERIFY(set->training.distributeSavedActivations);
    const std::string written = scenarioToJson(*set);
    QVERIFY(written.find(R"("master_weights": "remainders")") != std::string::npos);
    QVERIFY(written.find(R"("distribute_saved_activations": true)") != std::string::npos);
    const auto none = readWriteRead(
        withTraining(R"({"tokens": 1e12, "global_batch": 512, "master_weights": "none"})"),
        R"("master_weights": "none")");
    QVERIFY(none);
    QCOMPARE(none->training.masterWeights, MasterWeights::None);
    // The defaults are not written.
    const auto plain = readWriteRead(
        withTraining(R"({"tokens": 1e12, "global_batch": 512, "optimizer_state_precision": "fp32",
                         "master_weights": "fp32", "distribute_saved_activations": false})"),
        "optimizer_state_precision", false);
    QVERIFY(plain);
    QCOMPARE(plain->training.optimizerStatePrecision, OptimizerStatePrecision::Fp32);
    QCOMPARE(plain->training.masterWeights, MasterWeights::Fp32);
    QVERIFY(!plain->training.distributeSavedActivations);
    const std::string plainText = scenarioToJson(*plain);
    QVERIFY(plainText.find("master_weights") == std::string::npos);
    QVERIFY(plainText.find("distribute_saved_activations") == std::string::npos);

    // A misspelt value names the field and lists the values it takes.
    const ScenarioLoad typo = parse(withTraining(
        R"({"tokens": 1e12, "global_batch": 512, "optimizer_state_precision": "bfloat16"})"));
    QVERIFY(!typo.scenario);
    QCOMPARE(typo.error.code, DiagCode::UnknownValue);
    QCOMPARE(typo.error.field, std::string("training.optimizer_state_precision"));
    QVERIFY2(formatLine(typo.error).find("fp32, bf16") != std::string::npos,
             formatLine(typo.error).c_str());
    const ScenarioLoad master = parse(
        withTraining(R"({"tokens": 1e12, "global_batch": 512, "master_weights": "remainder"})"));
    QVERIFY(!master.scenario);
    QCOMPARE(master.error.field, std::string("training.master_weights"));
    QVERIFY2(formatLine(master.error).find("fp32, remainders, none") != std::string::npos,
             formatLine(master.error).c_str());
}

void TestScenarioReader::modelAdditionsDefaultAndRoundTrip()
{
    const auto model = [](const QByteArray &json) {
        const ScenarioLoad load = parse(scenarioText(json));
        if (!load.scenario)
            qFatal("%s", formatLine(load.error).c_str());
        return load.scenario->model;
    };
    // Megatron-LM's 0.1 for a GELU shape, none for a SwiGLU shape (Llama-style configs).
    const QByteArray shape
        = R"({"layers": 4, "hidden": 512, "heads": 8, "vocab": 1000, "seq_len": 128)";
    const ModelSpec gelu = model(shape + "}");
    QCOMPARE(gelu.attentionDropout, 0.1);
    QCOMPARE(gelu.hiddenDropout, 0.1);
    const ModelSpec swiglu = model(shape + R"(, "mlp": "swiglu"})");
    QCOMPARE(swiglu.attentionDropout, 0.0);
    QCOMPARE(swiglu.hiddenDropout, 0.0);
    // A given value wins, each field on its own.
    const ModelSpec mixed = model(shape + R"(, "mlp": "swiglu", "attention_dropout": 0.05})");
    QCOMPARE(mixed.attentionDropout, 0.05);
    QCOMPARE(mixed.hiddenDropout, 0.0);
    // Presets carry their own (sourced in the catalog): Llama 3 none, GPT-3 Megatron's 0.1.
    QCOMPARE(model(kModel).hiddenDropout, 0.0);
    QCOMPARE(model(R"({"preset": "gpt3-175b"})").hiddenDropout, 0.1);
    const ModelSpec overridden = model(R"({"preset": "llama3-8b", "hidden_dropout": 0.1})");
    QCOMPARE(overridden.hiddenDropout, 0.1);
    QCOMPARE(overridden.attentionDropout, 0.0);

    // Scaleplan's additions are written only where they differ from what a reader takes,
    // so a file of spec fields stays one.
    for (const QByteArray &json : {kModel, shape + "}", shape + R"(, "mlp": "swiglu"})"}) {
        const std::string plain = scenarioToJson(*parse(scenarioText(json)).scenario);
        for (const char *key : {"tied_embeddings", "attention_dropout", "hidden_dropout", "biases",
                                "normalization", "position_encoding"})
            QVERIFY2(plain.find(key) == std::string::npos, key);
    }
    const std::string untied = scenarioToJson(
        *parse(scenarioText(R"({"preset": "gpt3-175b", "tied_embeddings": false})")).scenario);
    QVERIFY(untied.find(R"("tied_embeddings": false)") != std::string::npos);
    QVERIFY(untied.find("dropout") == std::string::npos);

    // Biases, norm and positions: GPT-style for a GELU shape, Llama-style for a SwiGLU one,
    // the preset's (MPT-7B: none, LayerNorm without a shift, ALiBi), each field on its own;
    // written only where they differ.
    QCOMPARE(gelu.biases, LinearBiases::All);
    QCOMPARE(gelu.normalization, Normalization::LayerNorm);
    QCOMPARE(gelu.positions, PositionEncoding::Learned);
    QCOMPARE(swiglu.biases, LinearBiases::None);
    QCOMPARE(swiglu.normalization, Normalization::RmsNorm);
    QCOMPARE(swiglu.positions, PositionEncoding::Rope);
    const ModelSpec mpt = model(R"({"preset": "mpt-7b"})");
    QCOMPARE(mpt.biases, LinearBiases::None);
    QCOMPARE(mpt.normalization, Normalization::LayerNorm);
    QCOMPARE(mpt.positions, PositionEncoding::Alibi);
    const ModelSpec qwen = model(shape + R"(, "mlp": "swiglu", "biases": "qkv"})");
    QCOMPARE(qwen.biases, LinearBiases::Qkv);
    QCOMPARE(qwen.positions, PositionEncoding::Rope);
    const std::string qwenText = scenarioToJson(
        *parse(scenarioText(shape + R"(, "mlp": "swiglu", "biases": "qkv"})")).scenario);
    QVERIFY(qwenText.find(R"("biases": "qkv")") != std::string::npos);
    for (const char *key : {"normalization", "position_encoding"})
        QVERIFY2(qwenText.find(key) == std::string::npos, key);
    const ScenarioLoad typo = parse(scenarioText(shape + R"(, "position_encoding": "rotary"})"));
    QVERIFY(!typo.scenario);
    QCOMPARE(typo.error.field, std::string("model.position_encoding"));
    QVERIFY2(formatLine(typo.error).find("learned, rope, alibi") != std::string::npos,
             formatLine(typo.error).c_str());

    // Written and read back unchanged.
    const ScenarioLoad load = parse(scenarioText(shape + R"(, "attention_dropout": 0.25})"));
    QVERIFY(load.scenario.has_value());
    const std::string written = scenarioToJson(*load.scenario);
    QVERIFY(written.find(R"("attention_dropout": 0.25)") != std::string::npos);
    const ScenarioLoad again = parseScenario(written, builtinCatalog());
    QVERIFY(again.scenario.has_value() && *again.scenario == *load.scenario);

    // Falcon-style: attention and MLP side by side, biases on LayerNorm only (a shift
    // counted); written back, and the sequential default left out.
    const QByteArray falcon = shape + R"(, "block": "parallel", "biases": "norms"})";
    const ModelSpec parallel = model(falcon);
    QCOMPARE(parallel.block, TransformerBlock::Parallel);
    QCOMPARE(parallel.biases, LinearBiases::NormsOnly);
    const QByteArray bare = shape + R"(, "block": "parallel", "biases": "none"})";
    QCOMPARE(modelParameters(parallel) - modelParameters(model(bare)), (4.0 + 1.0) * 512);
    const std::string falconText = scenarioToJson(*parse(scenarioText(falcon)).scenario);
    QVERIFY(falconText.find(R"("block": "parallel")") != std::string::npos);
    QVERIFY(falconText.find(R"("biases": "norms")") != std::string::npos);
    QVERIFY(scenarioToJson(*parse(scenarioText(shape + "}")).scenario).find("block")
            == std::string::npos);
    // GPT-J-style: biases on the MLP's two projections (4 x hidden + hidden a layer) and
    // LayerNorm's shift (the layers' and the final one), none on attention (an "all" layer
    // adds 3 x hidden on q, k, v and hidden on the output); written back as read.
    const QByteArray gptj = shape + R"(, "block": "parallel", "biases": "mlp"})";
    const ModelSpec mlpBiased = model(gptj);
    QCOMPARE(mlpBiased.biases, LinearBiases::Mlp);
    QCOMPARE(modelParameters(mlpBiased) - modelParameters(model(bare)),
             (4.0 * 512 + 512) * 4.0 + (4.0 + 1.0) * 512);
    const QByteArray everyBias = shape + R"(, "block": "parallel", "biases": "all"})";
    QCOMPARE(modelParameters(model(everyBias)) - modelParameters(mlpBiased),
             (3.0 * 512 + 512) * 4.0);
    QVERIFY(scenarioToJson(*parse(scenarioText(gptj)).scenario).find(R"("biases": "mlp")")
            != std::string::npos);
    const ScenarioLoad blockTypo = parse(scenarioText(shape + R"(, "block": "paralel"})"));
    QVERIFY(!blockTypo.scenario);
    QCOMPARE(blockTypo.error.field, std::string("model.block"));
    QVERIFY2(formatLine(blockTypo.error).find("sequential, parallel, parallel_two_norms")
                 != std::string::npos,
             formatLine(blockTypo.error).c_str());

    // An encoder (BERT): written back as "causal": false, the decoder default left out; the
    // value must be a boolean.
    const ScenarioLoad encoder = parse(scenarioText(shape + R"(, "causal": false})"));
    QVERIFY(encoder.scenario && !encoder.scenario->model.causal);
    const std::string encoderText = scenarioToJson(*encoder.scenario);
    QVERIFY(encoderText.find(R"("causal": false)") != std::string::npos);
    QVERIFY(*parseScenario(encoderText, builtinCatalog()).scenario == *encoder.scenario);
    QVERIFY(scenarioToJson(*parse(scenarioText(shape + "}")).scenario).find("causal")
            == std::string::npos);
    // A generic network's memory traffic is written back as given; the preset carries one.
    const ScenarioLoad traffic = parse(scenarioText(
        R"({"kind": "generic", "parameters": 1e7, "training_flops_per_sample": 1e10,
            "memory_traffic_gb_per_sample": 0.25})",
        R"({"samples": 1e6, "global_batch": 256})"));
    QVERIFY(traffic.scenario);
    QCOMPARE(traffic.scenario->model.memoryTrafficGbPerSample, 0.25);
    QVERIFY(*parseScenario(scenarioToJson(*traffic.scenario), builtinCatalog()).scenario
            == *traffic.scenario);
    QCOMPARE(
        parse(scenarioText(R"({"preset": "resnet50"})", R"({"samples": 1e6, "global_batch": 256})"))
            .scenario->model.memoryTrafficGbPerSample,
        0.5372);
    const ScenarioLoad causalText = parse(scenarioText(shape + R"(, "causal": "no"})"));
    QVERIFY(!causalText.scenario);
    QCOMPARE(causalText.error.field, std::string("model.causal"));
    QCOMPARE(causalText.error.code, DiagCode::WrongType);
}

void TestScenarioReader::recomputeLayersRoundTrip()
{
    // Llama 3 8B over pp 4: chunks of 8 layers; 8 is the most a chunk can recompute.
    const ScenarioLoad load = parse(scenarioText(
        kModel,
        R"({"tokens": 1e12, "global_batch": 512, "recompute": "full", "recompute_layers": 8})",
        kCluster, R"({"tp": 1, "pp": 4})"));
    QVERIFY2(load.scenario.has_value(), formatLine(load.error).c_str());
    QCOMPARE(load.scenario->training.recomputeLayers, std::int64_t{8});
    const std::string written = scenarioToJson(*load.scenario);
    QVERIFY(written.find(R"("recompute_layers": 8)") != std::string::npos);
    const ScenarioLoad again = parseScenario(written, builtinCatalog());
    QVERIFY(again.scenario.has_value() && *again.scenario == *load.scenario);
    // Every layer (the default) writes nothing: a Scaleplan addition only where set.
    const ScenarioLoad plain = parse(scenarioText());
    QVERIFY(scenarioToJson(*plain.scenario).find("recompute_layers") == std::string::npos);
}

void TestScenarioReader::headDimRoundTrip()
{
    // A head width other than hidden / heads (Mistral NeMo, Qwen3) is written and read back.
    const QByteArray shape
        = R"({"layers": 4, "hidden": 512, "heads": 8, "vocab": 1000, "seq_len": 128)";
    const ScenarioLoad load = parse(scenarioText(shape + R"(, "head_dim": 128})"));
    QVERIFY2(load.scenario.has_value(), formatLine(load.error).c_str());
    QCOMPARE(load.scenario->model.headDim, std::int64_t{128});
    const std::string written = scenarioToJson(*load.scenario);
    QVERIFY(written.find(R"("head_dim": 128)") != std::string::npos);
    const ScenarioLoad again = parseScenario(written, builtinCatalog());
    QVERIFY(again.scenario.has_value() && *again.scenario == *load.scenario);
    // hidden / heads itself is no addition: read as the default, written as nothing.
    const ScenarioLoad same = parse(scenarioText(shape + R"(, "head_dim": 64})"));
    QVERIFY(same.scenario.has_value());
    QCOMPARE(same.scenario->model.headDim, std::int64_t{0});
    QVERIFY(scenarioToJson(*same.scenario).find("head_dim") == std::string::npos);
    // With a head width of its own the heads need not divide the hidden size (GLM-4.5-Air:
    // 96 heads of 128 beside 4,096); without one they must ("heads not dividing hidden").
    const ScenarioLoad glm = parse(scenarioText(
        R"({"layers": 4, "hidden": 4096, "heads": 96, "kv_heads": 8, "head_dim": 128,
            "vocab": 1000, "seq_len": 128})"));
    QVERIFY2(glm.scenario.has_value(), formatLine(glm.error).c_str());
    QCOMPARE(glm.scenario->model.headDim, std::int64_t{128});
    QVERIFY(estimate(*glm.scenario, builtinCatalog()).stepTimeS > 0);
}

void TestScenarioReader::attentionWindowRoundTrip()
{
    // Gemma 2's sliding window (4096 tokens, one full layer in two) is written and read back.
    const QByteArray shape
        = R"({"layers": 4, "hidden": 512, "heads": 8, "vocab": 1000, "seq_len": 8192)";
    const ScenarioLoad load
        = parse(scenarioText(shape + R"(, "attention_window": 4096, "full_attention_every": 2})"));
    QVERIFY2(load.scenario.has_value(), formatLine(load.error).c_str());
    QCOMPARE(load.scenario->model.attentionWindow, std::int64_t{4096});
    QCOMPARE(load.scenario->model.fullAttentionEvery, std::int64_t{2});
    QCOMPARE(windowedLayers(load.scenario->model), std::int64_t{2});
    const std::string written = scenarioToJson(*load.scenario);
    QVERIFY(written.find(R"("attention_window": 4096)") != std::string::npos);
    QVERIFY(written.find(R"("full_attention_every": 2)") != std::string::npos);
    const ScenarioLoad again = parseScenario(written, builtinCatalog());
    QVERIFY(again.scenario.has_value() && *again.scenario == *load.scenario);
    // Without a window nothing is written, and no layer is windowed.
    const ScenarioLoad plain = parse(scenarioText(shape + "}"));
    QVERIFY(plain.scenario.has_value());
    QCOMPARE(windowedLayers(plain.scenario->model), std::int64_t{0});
    const std::string plainText = scenarioToJson(*plain.scenario);
    QVERIFY(plainText.find("attention_window") == std::string::npos);
    QVERIFY(plainText.find("full_attention_every") == std::string::npos);
    QVERIFY(plainText.find("shared_expert_ffn") == std::string::npos);
    // Shared experts (Qwen2-MoE) likewise.
    const ScenarioLoad moe = parse(scenarioText(
        shape + R"(, "experts": 8, "experts_per_token": 2, "shared_expert_ffn": 4096})"));
    QVERIFY2(moe.scenario.has_value(), formatLine(moe.error).c_str());
    QCOMPARE(moe.scenario->model.sharedExpertFfn, std::int64_t{4096});
    const std::string moeText = scenarioToJson(*moe.scenario);
    QVERIFY(moeText.find(R"("shared_expert_ffn": 4096)") != std::string::npos);
    const ScenarioLoad moeAgain = parseScenario(moeText, builtinCatalog());
    QVERIFY(moeAgain.scenario.has_value() && *moeAgain.scenario == *moe.scenario);
}

void TestScenarioReader::tpOverlapRoundTrip()
{
    // communication.tp_overlap (Scaleplan addition) is read, written only when on, and a
    // non-boolean names the field.
    QVERIFY(!parse(scenarioText()).scenario->communication.tpOverlap);
    QVERIFY(scenarioToJson(*parse(scenarioText()).scenario).find("tp_overlap")
            == std::string::npos);
    const ScenarioLoad load = parse(withExtra(R"(, "communication": {"tp_overlap": true})"));
    QVERIFY2(load.scenario.has_value(), formatLine(load.error).c_str());
    QVERIFY(load.scenario->communication.tpOverlap);
    const std::string written = scenarioToJson(*load.scenario);
    QVERIFY(written.find(R"("tp_overlap": true)") != std::string::npos);
    const ScenarioLoad again = parseScenario(written, builtinCatalog());
    QVERIFY(again.scenario.has_value() && *again.scenario == *load.scenario);
    const ScenarioLoad wrong = parse(withExtra(R"(, "communication": {"tp_overlap": "yes"})"));
    QVERIFY(!wrong.scenario);
    QCOMPARE(wrong.error.field, std::string("communication.tp_overlap"));
    QCOMPARE(wrong.error.code, DiagCode::WrongType);
}

QTEST_APPLESS_MAIN(TestScenarioReader)

#include "TestScenarioReader.moc"
