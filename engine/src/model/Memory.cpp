// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Memory.h"

#include "model/Activations.h"
#include "model/Workload.h"

#include <algorithm>

namespace scaleplan::engine::detail {

namespace {

constexpr double kGb = 1e9;

struct StateBytes
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    /// fp32 main gradients that exist only during the optimizer step, after the backward
    /// pass has freed every activation.
    double stepOnly = 0;
};

/// Bytes per parameter of weights, gradients and optimizer states before sharding:
/// mixed precision keeps 16-bit weights, gradients as gradientBytesPerValue() says, an
/// fp32 master copy and the optimizer moments (Adam: m and v; SGD: momentum). For bf16
/// with Adam that is 2 + 4 + 12 = 18 bytes, the figure of Megatron-LM's
/// theoretical_memory_usage.py and of DeepSpeed PR #5099. fp16 gradients are unscaled
/// into fp32 main gradients the optimizer owns, sharded with its states (the Megatron-LM
/// README's 20 bytes, 4 + 16/d with a distributed optimizer), but only for the step:
/// Megatron-LM's _copy_model_grads_to_main_grads makes them with .float() after the
/// backward pass and zero_grad frees them before the next forward pass; DeepSpeed's fp16
/// optimizers drop theirs at the end of step() ("get rid of the fp32 gradients").
/// PyTorch DDP's copied buckets (copiesGradientBuckets) hold a second copy of the 16-bit
/// gradients for the whole run (its documentation of gradient_as_bucket_view: the memory
/// saved "will be equal to the total gradients size"), and in mixed precision the optimizer
/// makes fp32 main gradients from them for the step, as Megatron-LM's torch DDP path does.
/// Under autocast the weights and their gradients are fp32 and the optimizer updates them
/// in place, as in fp32 training (4 + 4 + 8 with Adam); the 16-bit copies the products
/// multiply come on top (autocastCopyBytes).
StateBytes bytesPerParam(const Scenario &scenario)
{
    const TrainingSpec &training = scenario.training;
    const bool copied = copiesGradientBuckets(scenario);
    const double gradients = (copied ? 2.0 : 1.0) * gradientBytesPerValue(scenario);
    const double moments = optimizerMomentBytes(training);
    if (training.precision == Precision::Fp32 || autocastApplies(scenario))
        return {4.0, gradients, moments};
    const double mainGradient = copied || training.precision == Precision::Fp16 ? 4.0 : 0.0;
    return {2.0, gradients, masterWeightBytes(training) + moments, mainGradient};
}

/// Memory of one pipeline stage at its peak: during the backward pass with every
/// activation held, or during the optimizer step with the step-only main gradients. The
/// step's excess over the activations is reported with the optimizer.
struct StagePeak
{
    StateBytes states;
    double activations = 0;

    double optimizerAtPeak() const
    {
        return states.optimizer + std::max(0.0, states.stepOnly - activations);
    }
    double total() const
    {
        return states.weights + states.gradients + optimizerAtPeak() + activations;
    }
};

/// Micro-batches, in whole-stage units, whose activations pipeline rank \p rank holds at its
/// peak: the forward passes Megatron-LM's schedules run before that rank's first backward
/// pass, plus the one more of the steady state (`num_warmup_microbatches` in
/// megatron/core/pipeline_parallel/schedules.py). 1F1B: min(p - rank, m). Interleaved, in
/// chunks of 1 / v of the stage: 2 (p - rank - 1) + (v - 1) p + 1, at most m v, and all
/// m v when m = p. For the first rank that is p (1 + (p - 1) / (p v)) micro-batches, the
/// interleaving penalty of Korthikanti et al. 2022 Sec. 5 and theoretical_memory_usage.py;
/// the last rank holds one without interleaving and (v - 1) p + 1 chunks with it.
double microBatchesInFlight(const Layout &layout, std::int64_t rank)
{
    if (layout.pp <= 1)
        return 1.0;
    const std::int64_t p = layout.pp;
    const std::int64_t m = layout.microBatches;
    const std::int64_t v = layout.virtualStages;
    if (v <= 1)
        return static_cast<double>(std::min(p - rank, m));
    const std::int64_t chunks = m * v;
    const std::int64_t held
        = m == p ? chunks : std::min(interleavedWarmupChunks(layout, rank) + 1, chunks);
    return static_cast<double>(held) / static_cast<double>(v);
}

/// Activation bytes per layer of a transformer's expert layers and of its dense layers
/// (denseLayerCount(); their bytes are not computed without them).
struct LayerActivations
{
    double layer = 0;
    double denseLayer = 0;

    explicit LayerActivations(const Scenario &scenario)
    {
        if (scenario.model.kind != ModelKind::Transformer)
            return;
        layer = activationBytesPerLayer(scenario);
        if (denseLayerCount(scenario.model) > 0)
            denseLayer = activationBytesPerLayer(denseLayerScenario(scenario));
    }
    /// A stage's micro-batch of \p layers layers, \p denseLayers of them dense.
    double stage(std::int64_t layers, std::int64_t denseLayers) const
    {
        return static_cast<double>(layers - denseLayers) * layer
               + static_cast<double>(denseLayers) * denseLayer;
    }
};

double activationBytesFirstStage(const Scenario &scenario, const Layout &layout,
                                 const LayerActivations &perLayer)
{
    if (scenario.model.kind == ModelKind::Generic)
        return scenario.model.activationGbPerSample * kGb
               * static_cast<double>(scenario.training.microBatch);
    return perLayer.stage(layout.layersFirstStage, layout.denseLayersFirstStage)
           * microBatchesInFlight(layout, 0);
}

/// The last stage holds its micro-batches in flight plus what the loss holds of the logits.
double activationBytesLastStage(const Scenario &scenario, const Layout &layout,
                                const LayerActivations &perLayer)
{
    if (scenario.model.kind == ModelKind::Generic)
        return 0.0;
    const ModelSpec &model = scenario.model;
    const double tokens = tokensPerGpu(scenario);
    const double logits = lossBytesPerLogit(scenario) * tokens * static_cast<double>(model.vocab)
                          / static_cast<double>(layout.tp);
    return perLayer.stage(layout.layersLastStage, layout.denseLayersLastStage)
               * microBatchesInFlight(layout, layout.pp - 1)
           + logits;
}

} // namespace

double optimizerMomentBytes(const TrainingSpec &training)
{
    const double value
        = training.optimizerStatePrecision == OptimizerStatePrecision::Bf16 ? 2.0 : 4.0;
    return (training.optimizer == OptimizerKind::Adam ? 2.0 : 1.0) * value;
}

double masterWeightBytes(const TrainingSpec &training)
{
    switch (training.masterWeights) {
    case MasterWeights::Fp32:
        break;
    case MasterWeights::Remainders:
        // The low 16 bits of each fp32 value complete a bf16 weight (its high 16 bits);
        // fp16 shares no bits with fp32, so its main copy stays whole.
        return training.precision == Precision::Fp16 ? 4.0 : 2.0;
    case MasterWeights::None:
        return 0.0;
    }
    return 4.0;
}

double lossBytesPerLogit(const Scenario &scenario)
{
    return scenario.training.kernels == KernelStyle::Eager ? 12.0 : 4.0;
}

// Autocast caches each fp32 weight's cast for the forward pass and the product keeps it for its
// backward pass, so at the end of the forward pass the copies of every layer of the stage
// exist (whole under ZeRO-3: FSDP frees its gathered fp32 weights, not their casts), once for
// each micro-batch in flight: each forward pass is an autocast region of its own, whose cache
// is cleared when it ends. Full recomputation keeps no product's inputs, so only the rebuilt
// layers hold theirs, and one rebuilt layer at a time.
double autocastCopyBytes(const Scenario &scenario, const Layout &layout)
{
    if (!autocastApplies(scenario))
        return 0.0;
    if (scenario.model.kind == ModelKind::Generic)
        return 2.0 * layout.paramsPerGpuMax;
    const double share
        = scenario.training.recompute == Recompute::Full ? recomputedShare(scenario) : 0.0;
    const double layers = static_cast<double>(layout.layersPerStage);
    const double kept
        = (1.0 - share) * layers * microBatchesInFlight(layout, 0) + (share > 0.0 ? 1.0 : 0.0);
    const double embedding = embeddingParams(scenario.model) / static_cast<double>(layout.tp);
    return 2.0 * (kept * layout.layerParamsPerGpu + embedding);
}

double gatheredZero3Params(const Scenario &scenario, const Layout &layout)
{
    const double fsdpUnits = 2.0 * layout.layerParamsPerGpu;
    if (scenario.training.software != Software::DeepSpeed)
        return fsdpUnits;
    // A layer's largest module is one of its linear layers: the feed-forward's up
    // projection or the attention's query-key-value projection, each split over tp.
    const ModelSpec &model = scenario.model;
    const double h = toD(model.hidden);
    const double qkv = h * attentionWidth(model) * (1.0 + kvShare(model));
    const double largest = std::max(h * toD(model.ffnHidden), qkv) / toD(layout.tp);
    return std::min(fsdpUnits, std::max(kDeepSpeedMaxLiveParameters, largest));
}

MemoryBreakdown memoryPerGpu(const Scenario &scenario, const Layout &layout, double capacityGb)
{
    const StateBytes perParam = bytesPerParam(scenario);
    const double shard = static_cast<double>(layout.shardGroup);
    const double expertShard = static_cast<double>(layout.expertShardGroup());
    const int zero = scenario.parallel.zero;

    auto sharded = [&](double params, double group) {
        StateBytes bytes{params * perParam.weights, params * perParam.gradients,
                         params * perParam.optimizer, params * perParam.stepOnly};
        if (zero >= 1) {
            bytes.optimizer /= group;
            bytes.stepOnly /= group;
        }
        if (zero >= 2)
            bytes.gradients /= group;
        if (zero >= 3)
            bytes.weights /= group;
        return bytes;
    };
    // A stage's routed experts shard over their own (expert data-parallel) ranks.
    auto states = [&](double params, double expertParams) {
        const StateBytes dense = sharded(params - expertParams, shard);
        const StateBytes experts = sharded(expertParams, expertShard);
        return StateBytes{dense.weights + experts.weights, dense.gradients + experts.gradients,
                          dense.optimizer + experts.optimizer, dense.stepOnly + experts.stepOnly};
    };
    // Every stage also holds the layer that recomputation rebuilds during its backward pass
    // (the larger of an expert and a dense layer where there are both).
    double rebuilt = 0;
    if (scenario.model.kind == ModelKind::Transformer) {
        rebuilt = recomputeWorkingBytes(scenario);
        if (denseLayerCount(scenario.model) > 0)
            rebuilt = std::max(rebuilt, recomputeWorkingBytes(denseLayerScenario(scenario)));
    }
    const LayerActivations perLayer(scenario);
    const StagePeak first{states(layout.paramsPerGpuFirstStage, layout.expertParamsFirstStage),
                          activationBytesFirstStage(scenario, layout, perLayer) + rebuilt};
    const StagePeak last{states(layout.paramsPerGpuLastStage, layout.expertParamsLastStage),
                         activationBytesLastStage(scenario, layout, perLayer) + rebuilt};
    StagePeak peak = first.total() >= last.total() ? first : last;
    if (layout.hasMiddleStage()) {
        const StagePeak middle{
            states(layout.paramsPerGpuMiddleStage, layout.expertParamsMiddleStage),
            perLayer.stage(layout.layersPerStage, layout.denseLayersMiddleStage)
                    * microBatchesInFlight(layout, layout.pp - 2)
                + rebuilt};
        if (middle.total() > peak.total())
            peak = middle;
    }

    // Tensors beside the model states and activations.
    double buffers = 0;
    if (zero >= 3 && scenario.model.kind == ModelKind::Transformer) {
        // FSDP gathers a layer's full weights and prefetches the next one; DeepSpeed caps
        // what it keeps gathered.
        buffers += gatheredZero3Params(scenario, layout) * perParam.weights;
    }
    buffers += autocastCopyBytes(scenario, layout);
    if (scenario.training.cudaGraphs)
        buffers += kCudaGraphActivationShare * peak.activations;
    if (allReduceCompressionApplies(scenario, layout)) {
        // Error-feedback residual: one fp32 value per local gradient element.
        buffers += 4.0 * layout.paramsPerGpuMax / (zero >= 2 ? shard : 1.0);
    }
    // The caching allocator's unusable blocks grow with everything the tensors occupy.
    const double allocatorReserve = kAllocatorReserveShare * (peak.total() + buffers);
    const double other = kRuntimeOverheadGb * kGb + buffers + allocatorReserve;

    MemoryBreakdown memory;
    memory.weights = peak.states.weights / kGb;
    memory.gradients = peak.states.gradients / kGb;
    memory.optimizer = peak.optimizerAtPeak() / kGb;
    memory.activations = peak.activations / kGb;
    memory.other = other / kGb;
    memory.total
        = memory.weights + memory.gradients + memory.optimizer + memory.activations + memory.other;
    memory.capacity = capacityGb;
    return memory;
}

} // namespace scaleplan::engine::detail
