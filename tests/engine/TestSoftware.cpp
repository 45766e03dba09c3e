// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The training stack (`training.software`, engine Software.h): the defaults each stack gives
// the fields a file leaves out, the files that keep them, and the stack's own traits in the
// estimate (gradient buckets, DeepSpeed's cap on gathered ZeRO-3 parameters, launch files).
#include "TestSupport.h"
#include "model/Hardware.h"
#include "model/Layout.h"
#include "model/Memory.h"
#include "model/StepTime.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Software.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <string>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;
using scaleplan::test::scenarioJson;

namespace {

/// Llama 3 8B on four p5 nodes with \p training's extra fields and \p parallel's layout.
std::string llamaOnFourNodes(const std::string &trainingExtra, const std::string &parallel,
                             const std::string &extra = {})
{
    return scenarioJson(R"({"preset": "llama3-8b"})",
                        R"({"tokens": 1e10, "global_batch": 256, "micro_batch": 1)" + trainingExtra
                            + "}",
                        R"({"instance": "aws/p5.48xlarge", "nodes": 4})", parallel, extra);
}

/// GPT 530B under ZeRO-3 on 640 A100s as Narayanan et al. ran it with DeepSpeed
/// (tests/data/megatron-lm-2021, Table 2), with \p software's stack.
Scenario gpt530bZero3(const std::string &software)
{
    return scenarioFromJson(scenarioJson(
        R"({"layers": 105, "hidden": 20480, "heads": 128, "vocab": 51200, "seq_len": 2048, "mlp": "gelu", "tied_embeddings": true})",
        R"({"steps": 1, "global_batch": 2560, "micro_batch": 4, "precision": "fp16", "recompute": "full", "flash_attention": false, "software": ")"
            + software + "\"}",
        R"({"gpu": "a100-sxm4-80gb", "gpus_per_node": 8, "inter_node_gbps": 1600, "nodes": 80})",
        R"({"tp": 1, "pp": 1, "zero": 3})"));
}

} // namespace

class TestSoftware : public QObject
{
    Q_OBJECT

private slots:
    void stackGivesTheDefaultsAFileLeavesOut();
    void fieldsAFileSetsOverrideTheStack();
    void unknownStackNamesTheField();
    void writtenFilesReadBackTheSameScenario();
    void applyingAStackSetsTheRowsItImplies();
    void pytorchStacksPriceEagerKernels();
    void fsdpCopiesEveryGatheredParameter();
    void deepSpeedReducesAfterTheBackwardBelowZero3();
    void gradientBucketsFollowTheStack();
    void deepSpeedCapsGatheredParameters();
    void launchFilesFollowTheStack();
};

void TestSoftware::stackGivesTheDefaultsAFileLeavesOut()
{
    struct Case
    {
        const char *software;
        int zero;
        KernelStyle kernels;
        PipelineEngine engine;
        GradientBuckets buckets;
        bool overlap;
    };
    const Case cases[] = {
        {"megatron-core", 1, KernelStyle::Fused, PipelineEngine::Megatron, GradientBuckets::InPlace,
         true},
        {"deepspeed", 1, KernelStyle::Fused, PipelineEngine::DeepSpeed, GradientBuckets::InPlace,
         false},
        {"deepspeed", 3, KernelStyle::Fused, PipelineEngine::DeepSpeed, GradientBuckets::InPlace,
         true},
        {"pytorch-fsdp", 0, KernelStyle::Eager, PipelineEngine::Megatron, GradientBuckets::Copied,
         true},
        {"pytorch-fsdp2", 3, KernelStyle::Eager, PipelineEngine::Megatron, GradientBuckets::InPlace,
         true},
        {"jax", 3, KernelStyle::Fused, PipelineEngine::Megatron, GradientBuckets::InPlace, true},
    };
    for (const Case &c : cases) {
        const Scenario s = scenarioFromJson(
            llamaOnFourNodes(std::string(R"(, "software": ")") + c.software + "\"",
                             R"({"tp": 1, "pp": 1, "zero": )" + std::to_string(c.zero) + "}"));
        const QByteArray what = QByteArray(c.software) + " zero " + QByteArray::number(c.zero);
        QVERIFY2(s.training.kernels == c.kernels, what);
        QVERIFY2(s.communication.pipelineEngine == c.engine, what);
        QVERIFY2(s.communication.gradientBuckets == c.buckets, what);
        QVERIFY2(s.communication.overlapGradients == c.overlap, what);
    }
    // No stack: the engine's reference, as before the field existed.
    const Scenario plain = scenarioFromJson(llamaOnFourNodes("", R"({"tp": 1, "zero": 1})"));
    QCOMPARE(plain.training.software, Software::Unspecified);
    QVERIFY(plain.training.kernels == KernelStyle::Fused);
    QVERIFY(plain.communication.overlapGradients);
}

void TestSoftware::fieldsAFileSetsOverrideTheStack()
{
    const Scenario s = scenarioFromJson(llamaOnFourNodes(
        R"(, "software": "pytorch-fsdp", "kernels": "fused")", R"({"tp": 1, "zero": 0})",
        R"(, "communication": {"gradient_buckets": "in_place"})"));
    QVERIFY(s.training.kernels == KernelStyle::Fused);
    QVERIFY(s.communication.gradientBuckets == GradientBuckets::InPlace);
    const Scenario ds = scenarioFromJson(
        llamaOnFourNodes(R"(, "software": "deepspeed")", R"({"tp": 1, "zero": 1})",
                         R"(, "communication": {"overlap_gradients": true})"));
    QVERIFY(ds.communication.overlapGradients);
}

void TestSoftware::unknownStackNamesTheField()
{
    const ScenarioLoad load = parseScenario(
        llamaOnFourNodes(R"(, "software": "pytorch_fsdp")", R"({"tp": 1, "zero": 3})"),
        builtinCatalog());
    QVERIFY(!load.scenario);
    QCOMPARE(load.error.field, std::string("training.software"));
    const std::string message = formatLine(load.error);
    QVERIFY2(message.find("pytorch-fsdp") != std::string::npos, message.c_str());
}

void TestSoftware::writtenFilesReadBackTheSameScenario()
{
    // A stack with a field set against its default: the file keeps both, and a reader that
    // does not know the stack reads the same fields.
    Scenario s = scenarioFromJson(llamaOnFourNodes(
        R"(, "software": "pytorch-fsdp2", "kernels": "fused")", R"({"tp": 1, "zero": 0})"));
    const std::string text = scenarioToJson(s);
    const nlohmann::json written = nlohmann::json::parse(text);
    QCOMPARE(written["training"]["software"].get<std::string>(), std::string("pytorch-fsdp2"));
    QCOMPARE(written["training"]["kernels"].get<std::string>(), std::string("fused"));
    QCOMPARE(written["communication"]["gradient_buckets"].get<std::string>(),
             std::string("copied"));
    const ScenarioLoad again = parseScenario(text, builtinCatalog());
    QVERIFY(again.scenario);
    QVERIFY(*again.scenario == s);
    // Without a stack nothing new is written.
    Scenario plain = s;
    plain.training.software = Software::Unspecified;
    plain.communication.gradientBuckets = GradientBuckets::InPlace;
    const nlohmann::json plainJson = nlohmann::json::parse(scenarioToJson(plain));
    QVERIFY(!plainJson["training"].contains("software"));
    QVERIFY(!plainJson["training"].contains("kernels"));
    QVERIFY(!plainJson["communication"].contains("gradient_buckets"));
}

void TestSoftware::applyingAStackSetsTheRowsItImplies()
{
    Scenario s = scenarioFromJson(llamaOnFourNodes("", R"({"tp": 1, "pp": 2, "zero": 1})"));
    s.training.software = Software::DeepSpeed;
    applySoftwareDefaults(s);
    QVERIFY(s.communication.pipelineEngine == PipelineEngine::DeepSpeed);
    QVERIFY(!s.communication.overlapGradients);
    s.training.software = Software::MegatronCore;
    applySoftwareDefaults(s);
    QVERIFY(s.communication.pipelineEngine == PipelineEngine::Megatron);
    QVERIFY(s.communication.overlapGradients);
    QVERIFY(s.training.kernels == KernelStyle::Fused);
}

void TestSoftware::pytorchStacksPriceEagerKernels()
{
    // A PyTorch stack without a kernels field is priced exactly as the same scenario with
    // `kernels: "eager"` and DDP's copied buckets written out, and slower than fused.
    const Result stack
        = estimate(scenarioFromJson(llamaOnFourNodes(R"(, "software": "pytorch-fsdp")",
                                                     R"({"tp": 1, "zero": 3})")),
                   builtinCatalog());
    const Result spelled = estimate(
        scenarioFromJson(llamaOnFourNodes(R"(, "kernels": "eager")", R"({"tp": 1, "zero": 3})")),
        builtinCatalog());
    // Under ZeRO there are no DDP buckets to copy, so the stack warns of nothing.
    for (const Diagnostic &issue : stack.issues)
        QVERIFY2(issue.code != DiagCode::GradientBucketsNoEffect, issue.field.c_str());
    const Result fused = estimate(scenarioFromJson(llamaOnFourNodes("", R"({"tp": 1, "zero": 3})")),
                                  builtinCatalog());
    // The stack adds FSDP's own copies of the gathered parameters
    // (fsdpCopiesEveryGatheredParameter), which the spelled-out reference does not make, and
    // its weight-gradient products write 16-bit gradients where the reference writes fp32
    // ones: 8e9 parameters x 8 micro-batches x 2 bytes fewer, at most 0.05 s of 9.
    const double withoutCopies = stack.stepTimeS - stack.stepBreakdown.other;
    QVERIFY(withoutCopies < spelled.stepTimeS && withoutCopies > spelled.stepTimeS - 0.05);
    QVERIFY(stack.stepBreakdown.other > 0.0 && spelled.stepBreakdown.other == 0.0);
    QVERIFY(stack.stepTimeS > 1.02 * fused.stepTimeS);
}

void TestSoftware::fsdpCopiesEveryGatheredParameter()
{
    // Llama 3 8B under ZeRO-3 on 32 H100s, bf16 with fp32 gradient reduction, 8 micro-batches
    // of 1 a GPU, fused kernels so that only the stack's copies differ. Per gathered
    // parameter and micro-batch (w = 2 bytes gathered, s = 4 reduced):
    //   FSDP:  concatenate the views' gradients (2w) and cast them to fp32 (w + s): 10 bytes;
    //   FSDP2: copy both gathers out (2 x 2w) and the gradients into fp32 (w + s): 14 bytes;
    //   FSDP with 16-bit reduction (gradient_compression fp16): the concatenation alone, 4.
    // The reference (Megatron-Core) copies none of these.
    using scaleplan::engine::detail::deriveLayout;
    using scaleplan::engine::detail::resolveSystem;
    auto scenario = [](const std::string &software, const std::string &compression) {
        return scenarioFromJson(llamaOnFourNodes(
            R"(, "kernels": "fused", "software": ")" + software + "\"", R"({"tp": 1, "zero": 3})",
            R"(, "communication": {"gradient_compression": ")" + compression + "\"}"));
    };
    const Scenario fsdp = scenario("pytorch-fsdp", "none");
    const double m = 8.0; // 256 sequences over 32 GPUs, one a micro-batch
    const double params = deriveLayout(fsdp, 32).paramsPerGpuMax;
    const double rate = resolveSystem(fsdp, builtinCatalog()).device.memoryBytesPerS;
    auto other
        = [](const Scenario &s) { return estimate(s, builtinCatalog()).stepBreakdown.other; };
    QCOMPARE(other(scenario("megatron-core", "none")), 0.0);
    SCALEPLAN_FUZZY(other(fsdp), m * 10.0 * params / rate, 1e-9);
    SCALEPLAN_FUZZY(other(scenario("pytorch-fsdp2", "none")), m * 14.0 * params / rate, 1e-9);
    SCALEPLAN_FUZZY(other(scenario("pytorch-fsdp", "fp16")), m * 4.0 * params / rate, 1e-9);
    // 8e9 parameters x 8 micro-batches x 10 bytes at about 2.8 TB/s: a quarter of a second.
    QVERIFY(other(fsdp) > 0.2 && other(fsdp) < 0.3);
}

void TestSoftware::deepSpeedReducesAfterTheBackwardBelowZero3()
{
    // DeepSpeed's overlap_comm defaults to false below ZeRO-3: its ZeRO-1 step equals the
    // reference's with overlap_gradients off, and takes longer than with it on.
    const std::string layout = R"({"tp": 1, "pp": 1, "zero": 1})";
    const Result ds
        = estimate(scenarioFromJson(llamaOnFourNodes(R"(, "software": "deepspeed")", layout)),
                   builtinCatalog());
    const Result off
        = estimate(scenarioFromJson(llamaOnFourNodes(
                       "", layout, R"(, "communication": {"overlap_gradients": false})")),
                   builtinCatalog());
    const Result on = estimate(scenarioFromJson(llamaOnFourNodes("", layout)), builtinCatalog());
    SCALEPLAN_FUZZY(ds.stepTimeS, off.stepTimeS, 1e-12);
    QVERIFY(ds.stepBreakdown.dpCommExposed > on.stepBreakdown.dpCommExposed);
}

void TestSoftware::gradientBucketsFollowTheStack()
{
    // bf16 training reduces fp32 gradients: 4 bytes a value. Megatron-Core's bucket is
    // max(40e6, 1e6 x dp) parameters, DeepSpeed's reduce_bucket_size 5e8 elements, PyTorch
    // DDP's 25 MiB.
    using scaleplan::engine::detail::deriveLayout;
    using scaleplan::engine::detail::gradientBucketBytes;
    auto bucket = [](const std::string &software, int nodes) {
        const Scenario s = scenarioFromJson(scenarioJson(
            R"({"preset": "llama3-8b"})",
            R"({"tokens": 1e10, "global_batch": 2048, "micro_batch": 1, "software": ")" + software
                + "\"}",
            R"({"instance": "aws/p5.48xlarge", "nodes": )" + std::to_string(nodes) + "}",
            R"({"tp": 1, "zero": 1})"));
        return gradientBucketBytes(s, deriveLayout(s, 8 * nodes));
    };
    QCOMPARE(bucket("megatron-core", 2), 4.0 * 40e6);   // dp 16: the 40e6 floor
    QCOMPARE(bucket("megatron-core", 64), 4.0 * 512e6); // dp 512
    QCOMPARE(bucket("deepspeed", 2), 4.0 * 5e8);
    QCOMPARE(bucket("pytorch-fsdp", 2), 25.0 * 1024 * 1024);
    QCOMPARE(bucket("jax", 2), 25.0 * 1024 * 1024);
}

void TestSoftware::deepSpeedCapsGatheredParameters()
{
    // 530B (h 20480, ffn 4h) under ZeRO-3 on 640 A100 80GB. PyTorch FSDP holds a gathered
    // layer and the next: 2 x 12h^2 = 2 x 5.03e9 fp16 parameters, 20.1 GB. DeepSpeed keeps at
    // most stage3_max_live_parameters (1e9) but the largest module whole, the feed-forward's
    // up projection h x 4h = 1.678e9 parameters: 3.36 GB. The 16.8 GB difference (and the
    // allocator's 4% of it) is what lets the run Narayanan et al. measured fit in 80 GB.
    const Result fsdp = estimate(gpt530bZero3("pytorch-fsdp"), builtinCatalog());
    const Result ds = estimate(gpt530bZero3("deepspeed"), builtinCatalog());
    const double h = 20480.0;
    const double layer = 12.0 * h * h + 13.0 * h; // with the layer's biases and norms
    const double gatheredFsdp = 2.0 * layer * 2.0 / 1e9;
    const double gatheredDs = 4.0 * h * h * 2.0 / 1e9;
    const double expected = (gatheredFsdp - gatheredDs) * 1.04;
    SCALEPLAN_FUZZY(fsdp.memoryGb.other - ds.memoryGb.other, expected, 0.01);
    QVERIFY2(ds.memoryGb.total <= ds.memoryGb.capacity,
             qPrintable(QString::number(ds.memoryGb.total)));
    QVERIFY(fsdp.memoryGb.total > fsdp.memoryGb.capacity);

    // A model whose two layers are under the cap gathers them whole, as FSDP does.
    const Scenario small = scenarioFromJson(
        llamaOnFourNodes(R"(, "software": "deepspeed")", R"({"tp": 1, "zero": 3})"));
    const Scenario smallFsdp = scenarioFromJson(
        llamaOnFourNodes(R"(, "software": "pytorch-fsdp")", R"({"tp": 1, "zero": 3})"));
    using scaleplan::engine::detail::deriveLayout;
    using scaleplan::engine::detail::gatheredZero3Params;
    QCOMPARE(gatheredZero3Params(small, deriveLayout(small, 32)),
             gatheredZero3Params(smallFsdp, deriveLayout(smallFsdp, 32)));
}

void TestSoftware::launchFilesFollowTheStack()
{
    const Scenario s = scenarioFromJson(
        llamaOnFourNodes(R"(, "software": "pytorch-fsdp2")", R"({"tp": 1, "zero": 3})"));
    const LaunchFiles files = launchFiles(s, estimate(s, builtinCatalog()), LaunchTarget::Torchrun);
    QVERIFY(!files.error);
    QVERIFY(files.files.front().content.find("SCALEPLAN_SOFTWARE=pytorch-fsdp2")
            != std::string::npos);
    // The gradients' reduction type the estimate took (fp32 in bf16 training, 16 bits with
    // fp16 compression), which FSDP's MixedPrecision must be given.
    QVERIFY(files.files.front().content.find("export SCALEPLAN_REDUCE_DTYPE=float32\n")
            != std::string::npos);
    const Scenario halves = scenarioFromJson(
        llamaOnFourNodes(R"(, "software": "pytorch-fsdp")", R"({"tp": 1, "zero": 3})",
                         R"(, "communication": {"gradient_compression": "fp16"})"));
    const LaunchFiles halvesFiles
        = launchFiles(halves, estimate(halves, builtinCatalog()), LaunchTarget::Torchrun);
    QVERIFY(halvesFiles.files.front().content.find("export SCALEPLAN_REDUCE_DTYPE=bfloat16\n")
            != std::string::npos);
    // Megatron-Core reduces as its own arguments say: no such variable.
    const Scenario megatron = scenarioFromJson(
        llamaOnFourNodes(R"(, "software": "megatron-core")", R"({"tp": 1, "zero": 3})"));
    QVERIFY(launchFiles(megatron, estimate(megatron, builtinCatalog()), LaunchTarget::Torchrun)
                .files.front()
                .content.find("SCALEPLAN_REDUCE_DTYPE")
            == std::string::npos);
    QCOMPARE(softwareLaunchTarget(Software::MegatronCore), std::string_view("megatron"));
    QCOMPARE(softwareLaunchTarget(Software::DeepSpeed), std::string_view("deepspeed"));
    QCOMPARE(softwareLaunchTarget(Software::PytorchFsdp), std::string_view("torchrun"));
    QVERIFY(softwareLaunchTarget(Software::Jax).empty());

    // No target starts a JAX program: each says so, naming the field.
    const Scenario jax
        = scenarioFromJson(llamaOnFourNodes(R"(, "software": "jax")", R"({"tp": 1, "zero": 3})"));
    for (const LaunchTarget target : {LaunchTarget::Torchrun, LaunchTarget::Slurm}) {
        const LaunchFiles refused = launchFiles(jax, estimate(jax, builtinCatalog()), target);
        QVERIFY(refused.error);
        QCOMPARE(refused.error->field, std::string("training.software"));
        QVERIFY(refused.files.empty());
    }
}

QTEST_APPLESS_MAIN(TestSoftware)
#include "TestSoftware.moc"
