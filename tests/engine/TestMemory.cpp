// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Memory per GPU (engine/src/model/Memory.cpp): activations in flight in a pipeline, model
// states under ZeRO and mixed precision, DDP buckets and what CUDA can allocate.
#include "TestSupport.h"
#include "model/Hardware.h"
#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;
using scaleplan::test::scenarioJson;

class TestMemory : public QObject
{
    Q_OBJECT

private slots:
    void pipelineHoldsOneModelOfActivations();
    void interleavedLastStageHoldsItsWarmup();
    void fullRecomputeRebuildsOneLayer();
    void zeroShardsModelStates();
    void fp16MainGradientLivesOnlyInTheStep();
    void ddpBucketsCopyTheGradients();
    void capacityIsWhatCudaCanAllocate();
    void bf16OptimizerStatesHalveTheMoments();
    void masterWeightsWholeAsRemaindersOrNone();
    void contextParallelSplitsTheActivations();
    void distributedSavedActivationsSplitTheLayerInput();
    void publishedRunsFit_data();
    void publishedRunsFit();
    void maxTextFsdpRunFits();
};

void TestMemory::pipelineHoldsOneModelOfActivations()
{
    // 1F1B: the first stage keeps p micro-batches of its L/p layers, i.e. L layers' worth;
    // interleaving multiplies that by 1 + (p - 1)/(p v) (Korthikanti et al. 2022 Sec. 5).
    // Selective recomputation rebuilds one layer's attention core during its backward:
    // the 5as^2b/t term of Table 2 for that one layer comes on top.
    for (const int v : {1, 2}) {
        const Scenario s = scenarioFromJson(scenarioJson(
            R"({"preset": "gpt3-175b"})",
            R"({"tokens": 3e11, "global_batch": 64, "micro_batch": 1, "recompute": "selective", "flash_attention": false})",
            R"({"instance": "aws/p4de.24xlarge", "nodes": 8})",
            R"({"tp": 8, "pp": 8, "sequence_parallel": true, "virtual_stages": )"
                + std::to_string(v) + "}"));
        const Result r = estimate(s, builtinCatalog());
        const double perLayer = 34.0 * 2048 * 12288 / 8; // Table 2, TP + SP + selective
        const double attentionCore = 5.0 * 96 * 2048.0 * 2048 / 8;
        const double factor = v > 1 ? 1.0 + 7.0 / (8.0 * v) : 1.0;
        SCALEPLAN_FUZZY(r.memoryGb.activations, (perLayer * 96 * factor + attentionCore) / 1e9,
                        1e-9);
    }
}

void TestMemory::interleavedLastStageHoldsItsWarmup()
{
    // Llama 3 8B (32 layers, h 4096, vocab 128256, untied) at seq 8192, tp 1, pp 4, full
    // recomputation: the last stage, which also holds the loss's fp32 logits
    // (4 s V = 4.2 GB), is the peak. Each of its 8 layers keeps its input, 2 s h bytes per
    // micro-batch (Korthikanti et al. 2022 Table 2). Without interleaving the last stage
    // runs each forward straight into its backward: 1 micro-batch in flight. With v = 2
    // Megatron-LM's last rank runs (v - 1) p = 4 chunk forwards first and one more in the
    // steady state: 5 chunks of 4 layers = 2.5 micro-batches; with m = p = 4 it runs all
    // m v = 8 chunks first: 4 micro-batches. Everything else is the same, so the
    // difference to v = 1 is 8 x 2sh x (in flight - 1).
    auto activationsGb = [](int globalBatch, int v) {
        const Scenario s = scenarioFromJson(scenarioJson(
            R"({"preset": "llama3-8b", "seq_len": 8192})",
            R"({"tokens": 1e9, "micro_batch": 1, "recompute": "full", "global_batch": )"
                + std::to_string(globalBatch) + "}",
            R"({"instance": "aws/p4de.24xlarge", "nodes": 1})",
            R"({"tp": 1, "pp": 4, "virtual_stages": )" + std::to_string(v) + "}"));
        return estimate(s, builtinCatalog()).memoryGb.activations;
    };
    const double layerInputs = 8.0 * 2.0 * 8192.0 * 4096.0 / 1e9;
    SCALEPLAN_FUZZY(activationsGb(16, 2) - activationsGb(16, 1), layerInputs * 1.5, 1e-9);
    SCALEPLAN_FUZZY(activationsGb(8, 2) - activationsGb(8, 1), layerInputs * 3.0, 1e-9);
}

void TestMemory::fullRecomputeRebuildsOneLayer()
{
    // GPT-3 175B, tp 8, no pipeline, micro-batch 1, unfused attention. Full recomputation
    // keeps each layer's input (2sbh, Table 2) for all 96 layers and, during one layer's
    // backward, that layer's activations as without recomputation:
    // sbh(10 + 24/t + 5as/(ht)) (Table 2, TP), of which the input is already kept.
    // Without recomputation the layers keep everything and nothing is rebuilt. With one
    // stage, the loss's fp32 logits (4 s V / t, V = 50257) come on top in both.
    auto activationsGb = [](const char *recompute) {
        const Scenario s = scenarioFromJson(scenarioJson(
            R"({"preset": "gpt3-175b"})",
            std::string(
                R"({"tokens": 1e9, "global_batch": 8, "micro_batch": 1, "flash_attention": false, "recompute": ")")
                + recompute + "\"}",
            R"({"instance": "aws/p4de.24xlarge", "nodes": 1})", R"({"tp": 8})"));
        return estimate(s, builtinCatalog()).memoryGb.activations;
    };
    const double sbh = 2048.0 * 12288.0;
    const double wholeLayer = sbh * (10.0 + 24.0 / 8.0 + 5.0 * 96.0 * 2048.0 / (12288.0 * 8.0));
    const double logits = 4.0 * 2048.0 * 50257.0 / 8.0;
    SCALEPLAN_FUZZY(activationsGb("full"),
                    (96.0 * 2.0 * sbh + wholeLayer - 2.0 * sbh + logits) / 1e9, 1e-9);
    SCALEPLAN_FUZZY(activationsGb("none"), (96.0 * wholeLayer + logits) / 1e9, 1e-9);
}

void TestMemory::zeroShardsModelStates()
{
    // Mixed-precision Adam keeps 2 + 4 + 12 bytes per parameter (16-bit weights, fp32
    // gradients, fp32 master + moments: Megatron-LM theoretical_memory_usage.py);
    // ZeRO-3 over dp = 128 divides all three.
    const Scenario s = scenarioFromJson(scenarioJson(
        R"({"preset": "llama3-8b"})", R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 1})",
        R"({"instance": "aws/p5.48xlarge", "nodes": 16})", R"({"zero": 3})"));
    const Result r = estimate(s, builtinCatalog());
    const double params = detail::totalParams(s.model);
    // (1e-5: the final norm, 2h parameters, is not counted on the stage)
    SCALEPLAN_FUZZY(r.memoryGb.weights, params * 2.0 / 128 / 1e9, 1e-5);
    SCALEPLAN_FUZZY(r.memoryGb.gradients, params * 4.0 / 128 / 1e9, 1e-5);
    SCALEPLAN_FUZZY(r.memoryGb.optimizer, params * 12.0 / 128 / 1e9, 1e-5);

    Scenario zero1 = s;
    zero1.parallel.zero = 1;
    const Result r1 = estimate(zero1, builtinCatalog());
    SCALEPLAN_FUZZY(r1.memoryGb.weights, params * 2.0 / 1e9, 1e-5);
    SCALEPLAN_FUZZY(r1.memoryGb.optimizer, params * 12.0 / 128 / 1e9, 1e-5);
}

void TestMemory::fp16MainGradientLivesOnlyInTheStep()
{
    // Megatron-LM README, "Distributed optimizer": fp16 params with fp16 grads take 20
    // bytes per parameter without a distributed optimizer and 4 + 16/d with one; bf16 with
    // fp32 grads 18 and 6 + 12/d. The fp32 main gradient (4 of fp16's 20, 4/d of 4 + 16/d)
    // is made by _copy_model_grads_to_main_grads after the backward pass and freed by
    // zero_grad: at the peak it counts only where it exceeds the activations.
    const Scenario s = scenarioFromJson(
        scenarioJson(R"({"preset": "llama3-8b"})",
                     R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 1,
                         "precision": "fp16"})",
                     R"({"instance": "aws/p5.48xlarge", "nodes": 16})", R"({"zero": 0})"));
    const double params = detail::totalParams(s.model);
    // States and activations per parameter at the peak.
    struct PerParam
    {
        double states = 0;
        double activations = 0;
    };
    auto peak = [&](const Scenario &scenario) {
        const MemoryBreakdown m = estimate(scenario, builtinCatalog()).memoryGb;
        return PerParam{(m.weights + m.gradients + m.optimizer) * 1e9 / params,
                        m.activations * 1e9 / params};
    };
    auto expected = [](const PerParam &p, double persistent, double stepOnly) {
        return persistent + std::max(0.0, stepOnly - p.activations);
    };
    // (1e-5: the final norm, 2h parameters, is not counted on the stage)
    const PerParam fp16 = peak(s);
    QVERIFY(fp16.activations > 4.0); // the step's main gradient fits where activations were
    SCALEPLAN_FUZZY(fp16.states, 16.0, 1e-5);
    Scenario full = s;
    full.training.recompute = Recompute::Full;
    const PerParam fp16Full = peak(full);
    QVERIFY(fp16Full.activations < 4.0); // here the step sets the peak
    SCALEPLAN_FUZZY(fp16Full.states, expected(fp16Full, 16.0, 4.0), 1e-5);
    Scenario distributed = s;
    distributed.parallel.zero = 1;
    SCALEPLAN_FUZZY(peak(distributed).states, 4.0 + 12.0 / 128.0, 1e-5);
    Scenario bf16 = s;
    bf16.training.precision = Precision::Bf16;
    SCALEPLAN_FUZZY(peak(bf16).states, 18.0, 1e-5);
    bf16.parallel.zero = 1;
    SCALEPLAN_FUZZY(peak(bf16).states, 6.0 + 12.0 / 128.0, 1e-5);
}

void TestMemory::ddpBucketsCopyTheGradients()
{
    // PyTorch DDP without gradient_as_bucket_view keeps its all-reduce buckets beside .grad:
    // PyTorch PR #41954, which made the gradients views of the buckets, measured ResNet's
    // peak memory 101 MiB lower (3,089 -> 2,988 MiB), its fp32 gradients being 97.5 MiB
    // (25,557,032 x 4 bytes); with the allocator's reserve on top, within 5%.
    const auto resnet = [](const char *buckets) {
        return scenarioFromJson(std::string(R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"preset": "resnet50"},
            "training": {"samples": 1.28e8, "global_batch": 512, "micro_batch": 256,
                         "precision": "fp32"},
            "cluster": {"gpu": "a100-sxm4-80gb", "gpus_per_node": 2, "nodes": 1},
            "communication": {"gradient_buckets": ")")
                                + buckets + R"("}})");
    };
    const MemoryBreakdown inPlace = estimate(resnet("in_place"), builtinCatalog()).memoryGb;
    const MemoryBreakdown copied = estimate(resnet("copied"), builtinCatalog()).memoryGb;
    SCALEPLAN_FUZZY((copied.gradients - inPlace.gradients) * 1e9, 25557032.0 * 4.0, 1e-9);
    SCALEPLAN_FUZZY((copied.total - inPlace.total) * 1e9 / (1 << 20), 101.0, 0.05);

    // Mixed precision: the buckets hold the 16-bit gradients DDP reduces (2 + 2 bytes where
    // bf16 otherwise keeps a 4-byte fp32 buffer), and the optimizer makes fp32 main
    // gradients for the step as for fp16: 2 + 2 + 2 + 12 = 18 bytes per parameter while the
    // activations are larger than those 4 bytes. Each step copies the gradients into the
    // buckets and back: 4 x 2 bytes per parameter at the HBM rate.
    Scenario s = scenarioFromJson(
        scenarioJson(R"({"preset": "llama3-8b"})",
                     R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 1,
                         "precision": "bf16"})",
                     R"({"instance": "aws/p5.48xlarge", "nodes": 16})", R"({"zero": 0})"));
    const Result megatron = estimate(s, builtinCatalog());
    s.communication.gradientBuckets = GradientBuckets::Copied;
    const Result torchDdp = estimate(s, builtinCatalog());
    const double params = detail::totalParams(s.model);
    const MemoryBreakdown &m = torchDdp.memoryGb;
    QVERIFY(m.activations * 1e9 / params > 4.0);
    SCALEPLAN_FUZZY((m.weights + m.gradients + m.optimizer) * 1e9 / params, 18.0, 1e-5);
    SCALEPLAN_FUZZY(m.gradients * 1e9 / params, 4.0, 1e-5);
    const detail::System system = detail::resolveSystem(s, builtinCatalog());
    const double copyS = 8.0 * params / system.device.memoryBytesPerS;
    SCALEPLAN_FUZZY(torchDdp.stepBreakdown.other - megatron.stepBreakdown.other, copyS, 1e-4);
    // The exchange sends those 16-bit gradients: half the bytes of Megatron-LM's fp32 ones
    // (seen whole without overlap; 2% for the latency terms, which do not halve).
    s.communication.overlapGradients = false;
    const double copiedExchange = estimate(s, builtinCatalog()).stepBreakdown.dpCommExposed;
    s.communication.gradientBuckets = GradientBuckets::InPlace;
    const double inPlaceExchange = estimate(s, builtinCatalog()).stepBreakdown.dpCommExposed;
    SCALEPLAN_FUZZY(copiedExchange / inPlaceExchange, 0.5, 0.02);
    s.communication.gradientBuckets = GradientBuckets::Copied;

    // ZeRO shards the gradients its own way: the setting changes nothing there, and says so.
    s.parallel.zero = 1;
    Scenario zeroInPlace = s;
    zeroInPlace.communication.gradientBuckets = GradientBuckets::InPlace;
    const Result sharded = estimate(s, builtinCatalog());
    QCOMPARE(sharded.stepTimeS, estimate(zeroInPlace, builtinCatalog()).stepTimeS);
    QCOMPARE(sharded.memoryGb.total, estimate(zeroInPlace, builtinCatalog()).memoryGb.total);
    QVERIFY(std::any_of(sharded.issues.begin(), sharded.issues.end(), [](const Diagnostic &d) {
        return d.code == DiagCode::GradientBucketsNoEffect
               && d.field == "communication.gradient_buckets";
    }));
}

void TestMemory::capacityIsWhatCudaCanAllocate()
{
    // PyTorch's out-of-memory messages give the total CUDA can allocate: 79.14 to 79.25 GiB
    // on an "80 GB" A100, 39.50 to 39.59 GiB on a 40 GB one; nvidia-smi shows a T4 (16 GB
    // GDDR6, ECC on) with 15,079 MiB. The engine's capacities, in 1e9 bytes, land within 1%.
    const Catalog &catalog = builtinCatalog();
    const auto usable = [&](const char *id) { return usableMemoryGb(*catalog.findGpu(id)); };
    constexpr double gib = 1073741824.0 / 1e9;
    SCALEPLAN_FUZZY(usable("a100-sxm4-80gb"), 79.2 * gib, 0.01);
    SCALEPLAN_FUZZY(usable("a100-sxm4-40gb"), 39.55 * gib, 0.01);
    SCALEPLAN_FUZZY(usable("t4"), 15079.0 / 1024.0 * gib, 0.01);

    // A result reports that capacity, and a plan needing more than the datasheet's 80 but
    // less than the 85 CUDA allocates is feasible.
    const Scenario s = scenarioFromJson(scenarioJson(
        R"({"preset": "llama3-8b"})",
        R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 1,
                         "precision": "bf16", "recompute": "full"})",
        R"({"instance": "aws/p4de.24xlarge", "nodes": 8})", R"({"tp": 2, "pp": 1, "zero": 0})"));
    const Result r = estimate(s, catalog);
    SCALEPLAN_FUZZY(r.memoryGb.capacity, usable("a100-sxm4-80gb"), 1e-12);
    QVERIFY2(r.memoryGb.total > 80.0 && r.memoryGb.total < r.memoryGb.capacity,
             std::to_string(r.memoryGb.total).c_str());
    QVERIFY(r.feasible);

    // "Other" is the runtime's 1.5 GB plus the 4% of the tensors' memory the caching
    // allocator holds in blocks it cannot hand out (an A800 out-of-memory report: 4.23 GiB
    // reserved but unallocated beside 74.53 GiB allocated, 5.4%).
    const MemoryBreakdown &m = r.memoryGb;
    const double tensors = m.weights + m.gradients + m.optimizer + m.activations;
    SCALEPLAN_FUZZY(m.other, 1.5 + 0.04 * tensors, 1e-12);
}

namespace {

/// Model-state bytes per parameter of Llama 3 8B without sharding, for \p training fields.
double statesPerParam(const std::string &training)
{
    const Scenario s = scenarioFromJson(
        scenarioJson(R"({"preset": "llama3-8b"})",
                     R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 1)" + training + "}",
                     R"({"instance": "aws/p5.48xlarge", "nodes": 16})", R"({"zero": 0})"));
    const MemoryBreakdown m = estimate(s, builtinCatalog()).memoryGb;
    // (the final norm, 2h parameters, is not counted on the stage: 1e-5 below)
    return (m.weights + m.gradients + m.optimizer) * 1e9 / detail::totalParams(s.model);
}

} // namespace

void TestMemory::bf16OptimizerStatesHalveTheMoments()
{
    // Adam's m and v take 4 bytes each in fp32 and 2 in bf16 (Megatron-Core's
    // --exp-avg-dtype / --exp-avg-sq-dtype bf16); SGD's momentum 4 and 2. The master copy
    // and the gradients do not change. Mixed-precision Adam: 2 + 4 + 4 + 8 = 18 bytes a
    // parameter, 2 + 4 + 4 + 4 = 14 with bf16 moments; SGD 2 + 4 + 4 + 4 = 14 and 12;
    // fp32 training: 4 + 4 + 8 = 16 and 4 + 4 + 4 = 12.
    SCALEPLAN_FUZZY(statesPerParam(""), 18.0, 1e-5);
    SCALEPLAN_FUZZY(statesPerParam(R"(, "optimizer_state_precision": "bf16")"), 14.0, 1e-5);
    SCALEPLAN_FUZZY(statesPerParam(R"(, "optimizer": "sgd")"), 14.0, 1e-5);
    SCALEPLAN_FUZZY(statesPerParam(R"(, "optimizer": "sgd", "optimizer_state_precision": "bf16")"),
                    12.0, 1e-5);
    SCALEPLAN_FUZZY(statesPerParam(R"(, "precision": "fp32")"), 16.0, 1e-5);
    SCALEPLAN_FUZZY(statesPerParam(R"(, "precision": "fp32", "optimizer_state_precision": "bf16")"),
                    12.0, 1e-5);

    // The optimizer step reads and writes the moments: 2 x 8 bytes of bf16 Adam's 48 a
    // parameter fall to 2 x 4 (40), with ZeRO-1 over 128 ranks on each rank's share.
    Scenario s = scenarioFromJson(scenarioJson(
        R"({"preset": "llama3-8b"})", R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 1})",
        R"({"instance": "aws/p5.48xlarge", "nodes": 16})", R"({"zero": 1})"));
    const double fp32Step = estimate(s, builtinCatalog()).stepBreakdown.optimizer;
    s.training.optimizerStatePrecision = OptimizerStatePrecision::Bf16;
    const double bf16Step = estimate(s, builtinCatalog()).stepBreakdown.optimizer;
    SCALEPLAN_FUZZY(bf16Step / fp32Step, 40.0 / 48.0, 1e-9);
}

void TestMemory::masterWeightsWholeAsRemaindersOrNone()
{
    // The fp32 main copy of bf16 weights: 4 bytes whole, 2 as the remainders Transformer
    // Engine's and Apex's Adam keep beside the bf16 weight (store_param_remainders), 0 where
    // the optimizer updates the 16-bit weights in place. bf16 Adam: 18, 16, 14 bytes; with
    // bf16 moments and no main copy 2 + 4 + 4 = 10 (NeMo's distributed Adam with dtype bf16).
    SCALEPLAN_FUZZY(statesPerParam(R"(, "master_weights": "remainders")"), 16.0, 1e-5);
    SCALEPLAN_FUZZY(statesPerParam(R"(, "master_weights": "none")"), 14.0, 1e-5);
    SCALEPLAN_FUZZY(
        statesPerParam(R"(, "master_weights": "none", "optimizer_state_precision": "bf16")"), 10.0,
        1e-5);
    // fp16 shares no bits with fp32, so remainders cannot complete it: its copy stays whole
    // (fp16: 2 + 2 + 4 + 8, the main gradient only in the step). fp8 training keeps bf16
    // weights, which remainders complete. fp32 weights have no main copy to drop.
    SCALEPLAN_FUZZY(statesPerParam(R"(, "precision": "fp16", "master_weights": "remainders")"),
                    statesPerParam(R"(, "precision": "fp16")"), 1e-12);
    SCALEPLAN_FUZZY(statesPerParam(R"(, "precision": "fp8", "master_weights": "remainders")"), 16.0,
                    1e-5);
    SCALEPLAN_FUZZY(statesPerParam(R"(, "precision": "fp32", "master_weights": "none")"), 16.0,
                    1e-5);
}

void TestMemory::contextParallelSplitsTheActivations()
{
    // Context parallelism gives each GPU T = s / cp tokens of every sequence, and every
    // tensor a layer keeps is per token. Llama 3 8B (h 4096, 32 heads, 8 key-value heads,
    // SwiGLU 14,336, no dropout) with fused kernels and FlashAttention keeps per layer and
    // token: two norm inputs and the QKV and MLP product inputs (4 x 2h), Q, K+V and the
    // output projection's input (2 x 1.5 h + 2h), SwiGLU's two intermediates and the down
    // projection's input (3 x 2 x 14,336) and the fp32 log-sum-exp (4 x 32): 34h + 128
    // bytes. The last stage holds the loss's fp32 logits, 4 x 128,256 bytes a token.
    auto activationsGb = [](int cp) {
        const Scenario s = scenarioFromJson(
            scenarioJson(R"({"preset": "llama3-8b", "seq_len": 8192})",
                         R"({"tokens": 1e12, "global_batch": 128, "micro_batch": 1})",
                         R"({"instance": "aws/p5.48xlarge", "nodes": 1})",
                         R"({"tp": 1, "pp": 1, "zero": 1, "cp": )" + std::to_string(cp) + "}"));
        return estimate(s, builtinCatalog()).memoryGb.activations;
    };
    const auto handDerived = [](double tokens) {
        return tokens * (32.0 * (34.0 * 4096.0 + 128.0) + 4.0 * 128256.0) / 1e9;
    };
    SCALEPLAN_FUZZY(activationsGb(1), handDerived(8192.0), 1e-12);
    SCALEPLAN_FUZZY(activationsGb(2), handDerived(4096.0), 1e-12);
    SCALEPLAN_FUZZY(activationsGb(4), handDerived(2048.0), 1e-12);
}

void TestMemory::distributedSavedActivationsSplitTheLayerInput()
{
    // GPT-3 175B at tp 8, micro-batch 1, full recomputation, unfused attention, as in
    // fullRecomputeRebuildsOneLayer: each layer keeps its input, 2sbh. Megatron-LM's
    // --distribute-saved-activations keeps 1/t of it on each rank and gathers it back before
    // the rebuild, so the layer being rebuilt holds its whole activations again:
    // 96 x 2sbh/8 + (wholeLayer - 2sbh/8) + logits.
    auto result = [](const char *extra, bool sequenceParallel) {
        const Scenario s = scenarioFromJson(
            scenarioJson(R"({"preset": "gpt3-175b"})",
                         std::string(R"({"tokens": 1e9, "global_batch": 8, "micro_batch": 1,
                            "flash_attention": false, "recompute": "full")")
                             + extra + "}",
                         R"({"instance": "aws/p4de.24xlarge", "nodes": 1})",
                         std::string(R"({"tp": 8, "sequence_parallel": )")
                             + (sequenceParallel ? "true" : "false") + "}"));
        return estimate(s, builtinCatalog());
    };
    const double sbh = 2048.0 * 12288.0;
    const double wholeLayer = sbh * (10.0 + 24.0 / 8.0 + 5.0 * 96.0 * 2048.0 / (12288.0 * 8.0));
    const double logits = 4.0 * 2048.0 * 50257.0 / 8.0;
    const Result kept = result("", false);
    const Result split = result(R"(, "distribute_saved_activations": true)", false);
    SCALEPLAN_FUZZY(split.memoryGb.activations,
                    (96.0 * 2.0 * sbh / 8.0 + wholeLayer - 2.0 * sbh / 8.0 + logits) / 1e9, 1e-9);
    // The gather is one more all-gather of the layer input per layer in the backward pass.
    QVERIFY(split.stepBreakdown.tpComm > kept.stepBreakdown.tpComm);
    // Sequence parallelism already splits the input: the setting changes nothing there.
    const Result sp = result("", true);
    const Result spSplit = result(R"(, "distribute_saved_activations": true)", true);
    QCOMPARE(spSplit.memoryGb.total, sp.memoryGb.total);
    QCOMPARE(spSplit.stepTimeS, sp.stepTimeS);
}

void TestMemory::publishedRunsFit_data()
{
    QTest::addColumn<QString>("json");
    // Megatron-Bridge's H100 performance recipes (scripts/performance/configs/llama/
    // llama3_workload_base_configs.py: LLAMA3_8B_PRETRAIN_CONFIG_H100_BF16_V1, 8 GPUs,
    // GBS 128, CP 2; LLAMA3_70B_PRETRAIN_CONFIG_H100_BF16_V1, 64 GPUs, GBS 128, TP 4,
    // PP 4, CP 2, VP 5; micro-batch 1, sequence 8,192; sequence parallelism with tp). For
    // bf16 its helpers turn on Megatron-Core's precision-aware optimizer, which keeps the
    // master copy as remainders from Transformer Engine 2.1 on (store_param_remainders).
    QTest::newRow("Llama 3 8B, 8 H100, CP 2 (Megatron-Bridge)") << QStringLiteral(
        R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"preset": "llama3-8b", "seq_len": 8192},
            "training": {"steps": 1, "global_batch": 128, "micro_batch": 1,
                         "master_weights": "remainders"},
            "cluster": {"gpu": "h100-sxm5-80gb", "gpus_per_node": 8, "inter_node_gbps": 3200,
                        "nodes": 1},
            "parallel": {"tp": 1, "pp": 1, "cp": 2, "zero": 1}})");
    QTest::newRow("Llama 3 70B, 64 H100, TP 4 PP 4 CP 2 VP 5 (Megatron-Bridge)") << QStringLiteral(
        R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"preset": "llama3-70b", "seq_len": 8192},
            "training": {"steps": 1, "global_batch": 128, "micro_batch": 1,
                         "master_weights": "remainders"},
            "cluster": {"gpu": "h100-sxm5-80gb", "gpus_per_node": 8, "inter_node_gbps": 3200,
                        "nodes": 8},
            "parallel": {"tp": 4, "pp": 4, "cp": 2, "virtual_stages": 5, "zero": 1,
                         "sequence_parallel": true}})");
    // Megatron-Bridge's Llama 3.1 405B on H100 (llama31_workload_base_configs.py:
    // LLAMA31_405B_PRETRAIN_CONFIG_H100_BF16_V1, 1,024 GPUs, GBS 512, TP 8, PP 8, CP 2,
    // VP 8, micro-batch 1, sequence 8,192, sequence parallelism; its recipes count the
    // embedding and the loss as layers, account_for_embedding_in_pipeline_split and
    // account_for_loss_in_pipeline_split, so 126 + 2 layers split evenly over 64 chunks).
    // Counted as 16 layers on the first stage, the estimate needed 87.5 GB.
    QTest::newRow("Llama 3.1 405B, 1,024 H100, TP 8 PP 8 CP 2 VP 8 (Megatron-Bridge)")
        << QStringLiteral(
               R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"preset": "llama3-405b", "seq_len": 8192},
            "training": {"steps": 1, "global_batch": 512, "micro_batch": 1,
                         "software": "megatron-core"},
            "cluster": {"gpu": "h100-sxm5-80gb", "gpus_per_node": 8, "inter_node_gbps": 3200,
                        "nodes": 128},
            "parallel": {"tp": 8, "pp": 8, "cp": 2, "virtual_stages": 8, "zero": 1,
                         "sequence_parallel": true}})");
    // NVIDIA's DGX Cloud benchmarking recipe for Nemotron-4 340B (dgxc-benchmarking,
    // nemotron/README_340b.md: "at least 128 GPUs with at least 80 GB memory";
    // nemotron4-340b-synth.yaml: TP 8, PP 8, VP 12, micro-batch 1, sequence 4,096, selective
    // recomputation, squared-ReLU MLP, 8 query groups, no biases, untied embeddings; NeMo's
    // distributed_fused_adam with dtype bf16, so bf16 moments and, as the optimizer's dtype
    // is the model's, no separate main copy: store_params off in NeMo's setup_optimization).
    // 128 GPUs: data parallelism 2, GBS 32 (the recipe's table: GBS = 16 x DP).
    QTest::newRow("Nemotron-4 340B, 128 H100, TP 8 PP 8 VP 12 (NeMo, bf16 Adam states)")
        << QStringLiteral(
               R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"layers": 96, "hidden": 18432, "heads": 96, "kv_heads": 8,
                      "ffn_hidden": 73728, "vocab": 256000, "seq_len": 4096, "mlp": "gelu",
                      "biases": "none", "normalization": "layernorm",
                      "position_encoding": "rope", "tied_embeddings": false,
                      "attention_dropout": 0, "hidden_dropout": 0},
            "training": {"steps": 1, "global_batch": 32, "micro_batch": 1,
                         "recompute": "selective", "optimizer_state_precision": "bf16",
                         "master_weights": "none"},
            "cluster": {"gpu": "h100-sxm5-80gb", "gpus_per_node": 8, "inter_node_gbps": 3200,
                        "nodes": 16},
            "parallel": {"tp": 8, "pp": 8, "virtual_stages": 12, "zero": 1,
                         "sequence_parallel": true}})");
    // OPT-175B (Zhang et al. 2022, arXiv:2205.01068, Sec. 2.4: 992 A100 80GB, Fully Sharded
    // Data Parallel with Megatron-LM tensor parallelism, "Adam state in FP32 ... model
    // weights remained in FP16", 2M-token batches of 2,048 tokens), as metaseq runs it: tensor
    // parallelism 8 (124 data-parallel shards of 8 sequences: 992 x 2,048 tokens), activation
    // checkpointing with --distribute-checkpointed-activations, --memory-efficient-fp16
    // (fp16 weights, no fp32 master copy), dropout 0.1, learned positions, no FlashAttention.
    QTest::newRow("OPT-175B, 992 A100 80GB, FSDP + TP 8 (metaseq)") << QStringLiteral(
        R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"layers": 96, "hidden": 12288, "heads": 96, "kv_heads": 96,
                      "ffn_hidden": 49152, "vocab": 50272, "seq_len": 2048, "mlp": "gelu"},
            "training": {"steps": 1, "global_batch": 992, "micro_batch": 8, "precision": "fp16",
                         "recompute": "full", "distribute_saved_activations": true,
                         "master_weights": "none", "flash_attention": false},
            "cluster": {"gpu": "a100-sxm4-80gb", "gpus_per_node": 8, "inter_node_gbps": 1600,
                        "nodes": 124},
            "parallel": {"tp": 8, "pp": 1, "zero": 3}})");
}

void TestMemory::publishedRunsFit()
{
    // These runs ran on 80 GB GPUs; none publishes its memory per GPU, so the estimate is
    // held to fitting in what CUDA can allocate there.
    QFETCH(QString, json);
    const Result r = estimate(scenarioFromJson(json.toStdString()), builtinCatalog());
    QVERIFY2(r.feasible && r.memoryGb.total <= r.memoryGb.capacity,
             (std::to_string(r.memoryGb.total) + " GB of " + std::to_string(r.memoryGb.capacity))
                 .c_str());
}

void TestMemory::maxTextFsdpRunFits()
{
    // NVIDIA's DGX Cloud benchmarking recipe for MaxText Llama 2 70B (dgxc-benchmarking,
    // maxtext/README_70b.md: 64 H100, FSDP 64, micro-batch 2, GBS 128, 4,096 tokens, 6.999 s
    // a step in bf16; configure.sh: remat_policy save_qkv_proj, cuDNN flash attention). JAX
    // keeps what its policy names: each layer's input (the scan's carry) and its query, key
    // and value projections. The engine's nearest mode, full recomputation, keeps the input
    // alone, 2h bytes a token; the projections add 2 x (h + 2h/8) = 2.5h bytes a token and
    // layer: 2.5 x 8,192 x 8,192 tokens x 80 layers = 13.4 GB, counted here by hand. MaxText
    // keeps fp32 weights and Adam states (weight_dtype float32, 16 bytes a parameter); the
    // main-copy mode's 18 is the larger.
    const Scenario s = scenarioFromJson(scenarioJson(
        R"({"preset": "llama2-70b", "seq_len": 4096})",
        R"({"steps": 1, "global_batch": 128, "micro_batch": 2, "recompute": "full"})",
        R"({"gpu": "h100-sxm5-80gb", "gpus_per_node": 8, "inter_node_gbps": 3200, "nodes": 8})",
        R"({"tp": 1, "pp": 1, "zero": 3})"));
    const Result r = estimate(s, builtinCatalog());
    const double projections = 2.5 * 8192.0 * 8192.0 * 80.0 / 1e9;
    // XLA_PYTHON_CLIENT_MEM_FRACTION=0.94 of the device is what the run let JAX allocate.
    QVERIFY2(r.feasible && r.memoryGb.total + projections <= 0.94 * r.memoryGb.capacity,
             std::to_string(r.memoryGb.total + projections).c_str());
}

QTEST_APPLESS_MAIN(TestMemory)
#include "TestMemory.moc"
