// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One layer on one GPU (engine/src/model/LayerTime.cpp) against published and measured layer
// times and hand-derived bytes: recomputation, dropout, fp8 casts, the host's floor, rotary
// embeddings, parallel blocks and shared experts.
#include "TestSupport.h"
#include "model/Activations.h"
#include "model/Collectives.h"
#include "model/ExpertParallel.h"
#include "model/Hardware.h"
#include "model/Kernels.h"
#include "model/LayerTime.h"
#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <string>

using namespace scaleplan::engine;
using scaleplan::test::gpt3OnOneTp8Node;
using scaleplan::test::scenarioFromJson;
using scaleplan::test::scenarioJson;

class TestLayerTime : public QObject
{
    Q_OBJECT

private slots:
    void layerTimesMatchKorthikantiTable4_data();
    void layerTimesMatchKorthikantiTable4();
    void dropoutMasksCostTheirBytes();
    void fp8CastsCostTheirBytes();
    void currentScalingNearsTorchtitansFloat8Gain();
    void compiledLayerMatchesAnH200AndAnH100InBf16AndFp8();
    void hostFloorPacesTinyLayers();
    void fp8KeepsAttentionAndOutputLayerIn16Bits();
    void rotaryEmbeddingsReadAndWriteQueriesAndKeys();
    void parallelBlockReducesItsOutputsOnce();
    void sharedExpertsWorkLikeExpertsEveryTokenUses();
};

void TestLayerTime::layerTimesMatchKorthikantiTable4_data()
{
    QTest::addColumn<QString>("recompute");
    QTest::addColumn<bool>("sequenceParallel");
    QTest::addColumn<double>("measuredMs");
    // Korthikanti et al. 2022 Table 4: one layer of the 22B GPT (h 6144, 64 heads,
    // s 2048, micro-batch 4, tp 8) on A100, forward + backward milliseconds.
    QTest::newRow("baseline") << "none" << false << 19.6;
    QTest::newRow("sequence parallel") << "none" << true << 19.0;
    QTest::newRow("full recompute") << "full" << false << 27.2;
    QTest::newRow("selective") << "selective" << false << 20.9;
    QTest::newRow("selective + sp") << "selective" << true << 20.3;
}

void TestLayerTime::layerTimesMatchKorthikantiTable4()
{
    QFETCH(QString, recompute);
    QFETCH(bool, sequenceParallel);
    QFETCH(double, measuredMs);
    const Scenario s = scenarioFromJson(scenarioJson(
        R"({"layers": 48, "hidden": 6144, "heads": 64, "vocab": 51200, "seq_len": 2048})",
        R"({"steps": 1, "global_batch": 4, "micro_batch": 4, "flash_attention": false, "recompute": ")"
            + recompute.toStdString() + "\"}",
        R"({"gpu": "a100-sxm4-80gb", "gpus_per_node": 8, "inter_node_gbps": 1600, "nodes": 1})",
        R"({"tp": 8, "sequence_parallel": )" + std::string(sequenceParallel ? "true" : "false")
            + "}"));
    const detail::LayerTime t = detail::layerTime(s, detail::resolveSystem(s, builtinCatalog()));
    SCALEPLAN_FUZZY((t.forward + t.backward + t.recompute + t.tpComm) * 1e3, measuredMs, 0.05);
}

void TestLayerTime::dropoutMasksCostTheirBytes()
{
    // Korthikanti et al.'s 22B layer (Table 4 set-up, no FlashAttention, no sequence
    // parallelism): hidden dropout writes two 1-byte masks of the b s h hidden state in the
    // forward pass, attention dropout one of the b a s^2 / t scores of each rank. Element-wise
    // work runs at memory speed, so the forward time each mask saves is in the ratio of its
    // bytes: 2 x 4 x 2048 x 6144 / (4 x 64 / 8 x 2048^2) = 0.75.
    auto forward = [](const char *dropout) {
        const Scenario s = scenarioFromJson(scenarioJson(
            std::string(
                R"({"layers": 48, "hidden": 6144, "heads": 64, "vocab": 51200, "seq_len": 2048)")
                + dropout + "}",
            R"({"steps": 1, "global_batch": 4, "micro_batch": 4, "flash_attention": false})",
            R"({"gpu": "a100-sxm4-80gb", "gpus_per_node": 8, "inter_node_gbps": 1600, "nodes": 1})",
            R"({"tp": 8})"));
        return detail::layerTime(s, detail::resolveSystem(s, builtinCatalog())).forward;
    };
    const double both = forward(R"(, "attention_dropout": 0.1, "hidden_dropout": 0.1)");
    const double noHidden = forward(R"(, "attention_dropout": 0.1, "hidden_dropout": 0)");
    const double noAttention = forward(R"(, "attention_dropout": 0, "hidden_dropout": 0.1)");
    const double none = forward(R"(, "attention_dropout": 0, "hidden_dropout": 0)");
    QVERIFY(none < noHidden && noHidden < both && noAttention < both);
    SCALEPLAN_FUZZY((both - noHidden) / (both - noAttention), 0.75, 1e-9);
    SCALEPLAN_FUZZY(both - none, (both - noHidden) + (both - noAttention), 1e-9);
}

void TestLayerTime::fp8CastsCostTheirBytes()
{
    // GPT-3 175B, tp 8 with sequence parallelism, one 2048-token sequence; bytes in units of
    // sbh/t = 2048 x 12288 / 8. Forward: the attention output (1) and the GELU output (4)
    // are cast to fp8 and transposed for the weight gradient (read 2, write 1 + 1: 4 x 5 =
    // 20); the two norms write fp8 instead of bf16 (1 byte less on 1 + 1) and their output
    // is transposed (read 1, write 1 on 1 + 1): 20 - 2 + 4 = 22 in all. Backward: every
    // product's output gradient is cast and transposed (read 2, write 1 + 1: 4 bytes) on
    // QKV 3 + attention output 1 + MLP up 4 + MLP down 1 = 9 elements: 36.
    auto scenario = [](const char *precision) {
        return gpt3OnOneTp8Node(R"("precision": ")" + std::string(precision) + "\"");
    };
    const double unit = 2048.0 * 12288.0 / 8;
    const detail::Fp8CastBytes fp8 = detail::fp8CastBytes(scenario("fp8"), 2048);
    SCALEPLAN_FUZZY(fp8.forward, 22.0 * unit, 1e-12);
    SCALEPLAN_FUZZY(fp8.backward, 36.0 * unit, 1e-12);
    // Current scaling reads every cast tensor once more for its amax (2 bytes at 0.77 of
    // the copy rate: 2.60 at it), and the norms write bf16 for the cast to read: 6.60 bytes
    // on the 5 + 2 forward and the 9 backward elements.
    const detail::Fp8CastBytes current = detail::fp8CastBytes(
        gpt3OnOneTp8Node(R"("precision": "fp8", "fp8_scaling": "current")"), 2048);
    const double withAmax = 4.0 + 2.0 / 0.77;
    SCALEPLAN_FUZZY(current.forward, withAmax * 7.0 * unit, 1e-12);
    SCALEPLAN_FUZZY(current.backward, withAmax * 9.0 * unit, 1e-12);
    const detail::Fp8CastBytes bf16 = detail::fp8CastBytes(scenario("bf16"), 2048);
    QCOMPARE(bf16.forward, 0.0);
    QCOMPARE(bf16.backward, 0.0);
}

void TestLayerTime::currentScalingNearsTorchtitansFloat8Gain()
{
    // Held out: torchtitan's H100 table (benchmarks/llama3_h100_202412_torchtitan.md, Llama
    // 3.1 8B, FSDP, local batch 2 at 8,192 tokens, selective op checkpointing, torch.compile)
    // measured float8 (torchao, tensorwise dynamic scaling) at 8,532 tokens/s a GPU against
    // 6,667 in bf16 on 8 GPUs (1.280) and 8,380 against 6,514 on 128 (1.286). Their H100s
    // ran at 500 W with 2.4 TB/s, so only the ratio is compared: within 3.5% of the mean, and
    // closer with current scaling (2026-11-27: 1.312) than with delayed scaling (1.349).
    const auto tokensPerS = [](const std::string &precision) {
        const Scenario s = scenarioFromJson(
            R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "llama3-8b"},
                "training": {"steps": 10, "global_batch": 16, "micro_batch": 2, )"
            + precision + R"(, "recompute": "selective",
                             "selective_policy": "every_other_matmul",
                             "attention_kernel": "flash3"},
                "cluster": {"gpu": "h100-sxm5-80gb", "gpus_per_node": 8,
                            "inter_node_gbps": 3200, "nodes": 1},
                "parallel": {"zero": 3}})");
        return estimate(s, builtinCatalog()).tokensPerSPerGpu;
    };
    const double bf16 = tokensPerS(R"("precision": "bf16")");
    const double current = tokensPerS(R"("precision": "fp8", "fp8_scaling": "current")") / bf16;
    const double delayed = tokensPerS(R"("precision": "fp8")") / bf16;
    const double measured = (8532.0 / 6667.0 + 8380.0 / 6514.0) / 2.0;
    QVERIFY2(std::abs(current / measured - 1.0) < 0.035, qPrintable(QString::number(current)));
    QVERIFY2(std::abs(current / measured - 1.0) < std::abs(delayed / measured - 1.0),
             qPrintable(QString::number(delayed)));
}

void TestLayerTime::compiledLayerMatchesAnH200AndAnH100InBf16AndFp8()
{
    // Measured 2026-11-27 (scripts/gpu-reference/compiledlayer.py, docs/probe.md "A compiled
    // layer"): one Llama 3 8B decoder layer at 8,192 tokens, forward and backward under
    // torch.compile, in bf16 and with its four products in fp8 with each tensor's own amax
    // (torchao's tensorwise recipe written out), with the bf16 8192^3 rate and the copy rate
    // of the same run. Estimated as one layer of that shape (a 128-entry vocabulary so the
    // output layer is nothing) at those two rates: bf16 within 5%, fp8 with current scaling
    // within 8% and nearer than as delayed scaling (2026-11-27: H200 +2.9%, -6.2%, -8.7%;
    // H100 +2.9%, -0.3%, -3.9%).
    struct Run
    {
        const char *gpu;
        double gemmTflops, copyGBs, bf16Ms, fp8Ms;
    };
    const Run runs[] = {{"h200-sxm-141gb", 670.0, 4159.0, 21.02, 16.12},
                        {"h100-sxm5-80gb", 715.1, 2922.0, 20.344, 16.248}};
    for (const Run &run : runs) {
        const Catalog catalog
            = scaleplan::test::withProbedGpu(run.gpu, {run.gemmTflops, run.copyGBs});
        const auto layerMs = [&catalog, &run](const std::string &training) {
            const Scenario s = scenarioFromJson(
                R"({"format": "scaleplan.scenario", "version": 1,
                    "model": {"layers": 1, "hidden": 4096, "heads": 32, "kv_heads": 8,
                              "ffn_hidden": 14336, "vocab": 128, "seq_len": 8192,
                              "mlp": "swiglu", "normalization": "rmsnorm",
                              "position_encoding": "rope", "biases": "none",
                              "attention_dropout": 0, "hidden_dropout": 0},
                    "training": {"steps": 1, "global_batch": 1, "micro_batch": 1,
                                 "attention_kernel": "flash3", )"
                + training + R"(},
                    "cluster": {"gpu": ")"
                + run.gpu + R"(", "gpus_per_node": 1, "inter_node_gbps": 100, "nodes": 1},
                    "parallel": {"tp": 1}})");
            return estimate(s, catalog).stepBreakdown.compute * 1e3;
        };
        const double bf16 = layerMs(R"("precision": "bf16")");
        const double current = layerMs(R"("precision": "fp8", "fp8_scaling": "current")");
        const double delayed = layerMs(R"("precision": "fp8")");
        qInfo("%s: bf16 %.2f ms (measured %.2f), fp8 current %.2f and delayed %.2f ms (%.2f)",
              run.gpu, bf16, run.bf16Ms, current, delayed, run.fp8Ms);
        QVERIFY2(std::abs(bf16 / run.bf16Ms - 1.0) < 0.05, run.gpu);
        QVERIFY2(std::abs(current / run.fp8Ms - 1.0) < 0.08, run.gpu);
        QVERIFY2(std::abs(current / run.fp8Ms - 1.0) < std::abs(delayed / run.fp8Ms - 1.0),
                 run.gpu);
    }
}

void TestLayerTime::hostFloorPacesTinyLayers()
{
    // A layer far too small for the GPU (hidden 64, 16 tokens) takes the host's measured
    // time (docs/model.md 4.10): its GPU work and the wait add up to kHostLayerSeconds, and
    // with full recomputation the rebuilt forward adds kHostRecomputeSeconds. Each of the
    // 8 micro-batches waits on each of the 2 layers; a fifth of the step or more is flagged
    // on the micro-batch. GPT-3's layers keep the GPU busy: no wait.
    Scenario tiny = scenarioFromJson(R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"layers": 2, "hidden": 64, "heads": 2, "vocab": 1024, "seq_len": 16},
        "training": {"steps": 1, "global_batch": 8, "micro_batch": 1},
        "cluster": {"gpu": "h100-sxm5-80gb", "gpus_per_node": 1, "nodes": 1,
                    "inter_node_gbps": 400}})");
    const detail::System system = detail::resolveSystem(tiny, builtinCatalog());
    const auto busy = [](const detail::LayerTime &t) {
        return t.forward + t.backward + t.recompute + t.tpComm + t.cpComm + t.epComm;
    };
    const detail::LayerTime plain = detail::layerTime(tiny, system);
    QVERIFY(plain.hostWait > 0.9 * detail::kHostLayerSeconds);
    SCALEPLAN_FUZZY(busy(plain) + plain.hostWait, (1.163e-3 + 1.750e-3) / 2.0, 1e-12);
    const Result r = estimate(tiny, builtinCatalog());
    SCALEPLAN_FUZZY(r.stepBreakdown.hostWait, 8 * 2 * plain.hostWait, 1e-9);
    SCALEPLAN_FUZZY(r.stepBreakdown.total(), r.stepTimeS, 1e-9);
    const auto hostBound = std::find_if(r.issues.begin(), r.issues.end(), [](const Diagnostic &d) {
        return d.code == DiagCode::HostBound;
    });
    QVERIFY(hostBound != r.issues.end());
    QCOMPARE(hostBound->field, std::string("training.micro_batch"));
    QVERIFY(resultToJson(r).find("\"host_wait\"") != std::string::npos);

    // Replayed CUDA graphs take the host out: no wait, no warning; their pool keeps a fifth
    // more than the activations (NeMo's figure).
    Scenario graphed = tiny;
    graphed.training.cudaGraphs = true;
    QCOMPARE(detail::layerTime(graphed, system).hostWait, 0.0);
    const Result g = estimate(graphed, builtinCatalog());
    QCOMPARE(g.stepBreakdown.hostWait, 0.0);
    QVERIFY(std::none_of(g.issues.begin(), g.issues.end(),
                         [](const Diagnostic &d) { return d.code == DiagCode::HostBound; }));
    QVERIFY(g.memoryGb.other > r.memoryGb.other + 0.19 * r.memoryGb.activations);

    tiny.training.recompute = Recompute::Full;
    const detail::LayerTime rebuilt = detail::layerTime(tiny, system);
    SCALEPLAN_FUZZY(busy(rebuilt) + rebuilt.hostWait, (2.959e-3 + 4.031e-3) / 2.0, 1e-12);

    const Scenario gpt3 = scenarioFromJson(R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"preset": "gpt3-175b"}, "training": {"tokens": 3e11, "global_batch": 1536},
        "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 128},
        "parallel": {"tp": 8, "pp": 16}})");
    const Result large = estimate(gpt3, builtinCatalog());
    QCOMPARE(large.stepBreakdown.hostWait, 0.0);
    QVERIFY(resultToJson(large).find("host_wait") == std::string::npos);
}

void TestLayerTime::fp8KeepsAttentionAndOutputLayerIn16Bits()
{
    // fp8 recipes run the layers' products in fp8 but attention (Transformer Engine without
    // fp8_dpa) and Megatron-LM's output layer in bf16: those take the GPU's 16-bit rate.
    auto scenario = [](const char *precision) {
        return scenarioFromJson(scenarioJson(
            R"({"preset": "llama3-8b"})",
            std::string(R"({"tokens": 1e9, "global_batch": 8, "micro_batch": 1, "precision": ")")
                + precision + "\"}",
            R"({"instance": "aws/p5.48xlarge", "nodes": 1})", R"({"tp": 1})"));
    };
    const Scenario fp8 = scenario("fp8");
    const Scenario bf16 = scenario("bf16");
    const detail::System fp8System = detail::resolveSystem(fp8, builtinCatalog());
    const detail::System bf16System = detail::resolveSystem(bf16, builtinCatalog());
    // H100 SXM: fp8 MAMF 1402.6 against bf16 794.5 TFLOP/s (catalog).
    QVERIFY(fp8System.device.matmulFlops() > 1.7 * bf16System.device.matmulFlops());
    QCOMPARE(fp8System.sixteenBit.matmulFlops(), bf16System.device.matmulFlops());
    // The output layer and its loss take the same time in both.
    SCALEPLAN_FUZZY(detail::logitsTime(fp8, fp8System), detail::logitsTime(bf16, bf16System),
                    1e-12);
}

void TestLayerTime::rotaryEmbeddingsReadAndWriteQueriesAndKeys()
{
    // Llama 3 8B at tp 8 with 8,192 tokens: rotating the 4,096-wide queries and the
    // 1,024-wide keys reads and writes 8,192 x 5,120 / 8 bf16 elements a layer forward,
    // twice that backward (the element-wise rule); learned positions add nothing per layer.
    const Scenario rope = scenarioFromJson(scenarioJson(
        R"({"preset": "llama3-8b"})",
        R"({"tokens": 1e10, "global_batch": 64, "micro_batch": 1, "recompute": "none"})",
        R"({"instance": "aws/p5.48xlarge", "nodes": 1})", R"({"tp": 8})"));
    Scenario learned = rope;
    learned.model.positions = PositionEncoding::Learned;
    const detail::System system = detail::resolveSystem(rope, builtinCatalog());
    const detail::LayerTime withRope = detail::layerTime(rope, system);
    const detail::LayerTime without = detail::layerTime(learned, system);
    const double bytes = 2.0 * 2.0 * 8192.0 * (4096.0 + 1024.0) / 8.0;
    SCALEPLAN_FUZZY(withRope.forward - without.forward, bytes / system.device.memoryBytesPerS,
                    1e-9);
    SCALEPLAN_FUZZY(withRope.backward - without.backward,
                    2.0 * bytes / system.device.memoryBytesPerS, 1e-9);
}

void TestLayerTime::parallelBlockReducesItsOutputsOnce()
{
    // GPT-NeoX-20B's shape at tp 8 on one p4d node, 2,048 tokens, no dropout. Side by side,
    // attention and MLP add their partial outputs and reduce them once a forward pass; each
    // branch's input gradient is still reduced on its own backward (GPT-NeoX's
    // gpt_j_residual). Without sequence parallelism: 1 + 2 all-reduces against 2 + 2.
    const Scenario sequential = scenarioFromJson(scenarioJson(
        R"({"layers": 44, "hidden": 6144, "heads": 64, "ffn_hidden": 24576, "vocab": 50432,
            "seq_len": 2048, "attention_dropout": 0, "hidden_dropout": 0})",
        R"({"tokens": 1e10, "global_batch": 64, "micro_batch": 1, "recompute": "none"})",
        R"({"instance": "aws/p4d.24xlarge", "nodes": 1})", R"({"tp": 8})"));
    Scenario twoNorms = sequential;
    twoNorms.model.block = TransformerBlock::ParallelTwoNorms;
    Scenario oneNorm = sequential;
    oneNorm.model.block = TransformerBlock::Parallel;
    const detail::System system = detail::resolveSystem(sequential, builtinCatalog());
    const detail::LayerTime seq = detail::layerTime(sequential, system);
    const detail::LayerTime two = detail::layerTime(twoNorms, system);
    const detail::LayerTime one = detail::layerTime(oneNorm, system);
    SCALEPLAN_FUZZY(two.tpComm, 0.75 * seq.tpComm, 1e-12);
    SCALEPLAN_FUZZY(one.tpComm, 0.75 * seq.tpComm, 1e-12);
    // One norm fewer: a read and a write of 2,048 x 6,144 bf16 values forward, twice that
    // backward; as many parameters fewer (scale and shift), and its input and output are
    // kept once (2 x 2 bytes a value).
    const double h = 6144.0, tokens = 2048.0;
    const double normBytes = 2.0 * 2.0 * tokens * h;
    QCOMPARE(two.forward, seq.forward);
    SCALEPLAN_FUZZY(seq.forward - one.forward, normBytes / system.device.memoryBytesPerS, 1e-9);
    SCALEPLAN_FUZZY(seq.backward - one.backward, 2.0 * normBytes / system.device.memoryBytesPerS,
                    1e-9);
    QCOMPARE(detail::layerParams(sequential.model) - detail::layerParams(oneNorm.model), 2.0 * h);
    QCOMPARE(detail::layerParams(twoNorms.model), detail::layerParams(sequential.model));
    const double keptSeq = detail::activationBytesPerLayer(sequential, Recompute::None);
    SCALEPLAN_FUZZY(keptSeq - detail::activationBytesPerLayer(oneNorm, Recompute::None),
                    2.0 * 2.0 * tokens * h, 1e-12);
    SCALEPLAN_FUZZY(keptSeq - detail::activationBytesPerLayer(twoNorms, Recompute::None),
                    2.0 * tokens * h, 1e-12); // both norms read the layer input
    // With sequence parallelism: two all-gathers and one reduce-scatter forward, two
    // reduce-scatters and one all-gather backward, where the sequential block pays two pairs
    // each way.
    Scenario seqSp = sequential;
    seqSp.parallel.sequenceParallel = true;
    Scenario twoSp = twoNorms;
    twoSp.parallel.sequenceParallel = true;
    const detail::Group group{8, 8};
    const double bytes = 2.0 * tokens * h;
    const double gather
        = detail::collectiveTime(detail::Collective::AllGather, bytes, group, system.network);
    const double scatter
        = detail::collectiveTime(detail::Collective::ReduceScatter, bytes, group, system.network);
    SCALEPLAN_FUZZY(detail::layerTime(twoSp, system).tpComm,
                    0.5 * detail::layerTime(seqSp, system).tpComm + gather + scatter, 1e-12);
}

void TestLayerTime::sharedExpertsWorkLikeExpertsEveryTokenUses()
{
    // Qwen1.5-MoE-A2.7B's shape: 60 experts of 1408, 4 routed per token, and shared experts
    // 5632 = 4 x 1408 wide. For FLOPs and activations that is 64 experts with 8 per token;
    // the parameters differ by the router's 4 missing outputs (4 h per layer).
    Scenario shared = scenarioFromJson(scenarioJson(
        R"({"layers": 24, "hidden": 2048, "heads": 16, "ffn_hidden": 1408, "vocab": 151936,
            "seq_len": 4096, "mlp": "swiglu", "experts": 60, "experts_per_token": 4,
            "shared_expert_ffn": 5632})",
        R"({"tokens": 1e11, "global_batch": 64, "micro_batch": 1})",
        R"({"instance": "aws/p5.48xlarge", "nodes": 1})", R"({"tp": 2, "pp": 1, "zero": 1})"));
    Scenario routed = shared;
    routed.model.sharedExpertFfn = 0;
    routed.model.experts = 64;
    routed.model.expertsPerToken = 8;
    const double h = 2048;
    SCALEPLAN_FUZZY(detail::layerParams(shared.model) + 4.0 * h, detail::layerParams(routed.model),
                    1e-12);
    SCALEPLAN_FUZZY(detail::modelFlopsPerSequence(shared.model),
                    detail::modelFlopsPerSequence(routed.model), 1e-12);
    SCALEPLAN_FUZZY(detail::activationBytesPerLayer(shared),
                    detail::activationBytesPerLayer(routed), 1e-12);
    // The same FLOPs in products of other shapes (all tokens through 5632 columns, against
    // four more routed copies through 1408): within a few per cent of each other, once the
    // routed side's permutation of those four extra copies, which shared experts skip, is
    // taken out.
    const detail::System system = detail::resolveSystem(shared, builtinCatalog());
    const detail::LayerTime withShared = detail::layerTime(shared, system);
    const double routedForward = detail::layerTime(routed, system).forward;
    const double extraCopies = detail::memoryTime(detail::expertPermutationBytes(routed)
                                                      - detail::expertPermutationBytes(shared),
                                                  system.device);
    QVERIFY(extraCopies > 0.0);
    SCALEPLAN_FUZZY(withShared.forward, routedForward - extraCopies, 0.05);
    // Without the shared experts the layer is lighter by their two products.
    Scenario none = shared;
    none.model.sharedExpertFfn = 0;
    QVERIFY(detail::layerTime(none, system).forward < 0.8 * withShared.forward);
}

QTEST_APPLESS_MAIN(TestLayerTime)
#include "TestLayerTime.moc"
