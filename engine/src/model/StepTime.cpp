// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/StepTime.h"

#include "model/Collectives.h"
#include "model/ExpertParallel.h"
#include "model/Kernels.h"
#include "model/LayerTime.h"
#include "model/Memory.h"
#include "model/Workload.h"

#include <algorithm>
#include <cmath>

namespace scaleplan::engine::detail {

namespace {

/// Per-micro-batch seconds of the most loaded stage, by kind.
struct StageTime
{
    double compute = 0;
    double recompute = 0;
    double tpComm = 0;
    double cpComm = 0;
    double epComm = 0;
    double backward = 0; ///< the backward part of compute, the window DP traffic can hide in
    double hostWait = 0; ///< the GPU waiting for the host to issue small layers' kernels

    double total() const { return compute + recompute + tpComm + cpComm + epComm + hostWait; }
};

StageTime transformerStage(const Scenario &scenario, const Layout &layout, const System &system)
{
    const LayerTime layer = layerTime(scenario, system);
    // A mixture of experts' dense layers are timed as a model of their own.
    const LayerTime dense = denseLayerCount(scenario.model) > 0
                                ? layerTime(denseLayerScenario(scenario), system)
                                : LayerTime{};
    auto stageOf = [&](std::int64_t layers, std::int64_t denseLayers, double logits) {
        const double n = toD(layers - denseLayers);
        const double d = toD(denseLayers);
        StageTime stage;
        stage.compute
            = n * (layer.forward + layer.backward) + d * (dense.forward + dense.backward) + logits;
        stage.backward = n * layer.backward + d * dense.backward + logits * 2.0 / 3.0;
        stage.recompute = n * layer.recompute + d * dense.recompute;
        stage.tpComm = n * layer.tpComm + d * dense.tpComm;
        stage.cpComm = n * layer.cpComm + d * dense.cpComm;
        stage.epComm = n * layer.epComm + d * dense.epComm;
        stage.hostWait = n * layer.hostWait + d * dense.hostWait;
        return stage;
    };
    // The output layer and the loss sit on the last stage; with uneven stages that stage
    // holds the smaller share of layers. The heaviest of first, last and (where there are
    // dense layers, or the embedding and the loss count as layers) a middle stage paces the
    // pipeline (a single stage holds everything).
    const double logits = logitsTime(scenario, system);
    if (layout.pp == 1)
        return stageOf(layout.layersPerStage, layout.denseLayersFirstStage, logits);
    const StageTime first = stageOf(layout.layersFirstStage, layout.denseLayersFirstStage, 0.0);
    const StageTime last = stageOf(layout.layersLastStage, layout.denseLayersLastStage, logits);
    StageTime pacing = last.total() > first.total() ? last : first;
    if (layout.hasMiddleStage()) {
        const StageTime middle = stageOf(layout.layersPerStage, layout.denseLayersMiddleStage, 0.0);
        if (middle.total() > pacing.total())
            pacing = middle;
    }
    return pacing;
}

/// Generic networks (docs/model.md 4.7): with the bytes their memory-bound kernels move,
/// the FLOPs at the GEMM rate plus those bytes at the HBM rate; else their FLOPs at the
/// GEMM rate scaled by the network's compute efficiency relative to GEMMs.
StageTime genericStage(const Scenario &scenario, const Layout &layout, const System &system)
{
    const ModelSpec &model = scenario.model;
    const double samples = toD(scenario.training.microBatch) / toD(layout.tp * layout.pp);
    const double flops = model.trainingFlopsPerSample * samples;
    StageTime stage;
    if (model.computeEfficiency <= 0 && model.memoryTrafficGbPerSample > 0) {
        // The traffic is stated for 16-bit activations; fp32 moves twice the bytes.
        const double bytes
            = model.memoryTrafficGbPerSample * 1e9 * samples * system.device.bytesPerValue / 2.0;
        stage.compute = flops / system.device.matmulFlops() + memoryTime(bytes, system.device);
    } else {
        const double efficiency
            = model.computeEfficiency > 0 ? model.computeEfficiency : kGenericComputeEfficiency;
        stage.compute = flops / (system.device.matmulFlops() * efficiency);
    }
    // Under autocast the fp32 weights are cast to 16 bits forward and their gradients back.
    if (autocastApplies(scenario))
        stage.compute
            += memoryTime(2.0 * kAutocastCastBytes * layout.paramsPerGpuMax, system.device);
    stage.backward = stage.compute * 2.0 / 3.0;
    return stage;
}

/// Seconds to cast \p elements gradients to 16 bits for a reduce-scatter inside a shard
/// group of \p shard ranks and back on the 1/shard each rank receives, as the all-reduce's
/// cast (gradientExchange) but decoding only the rank's share. Nothing without fp16
/// compression or where the gradients already are 16-bit.
double shardCastTime(const Scenario &scenario, double elements, double shard, const Device &device)
{
    const double wire = gradientBytesPerValue(scenario);
    if (scenario.communication.gradientCompression != Compression::Fp16 || wire <= 2.0)
        return 0.0;
    const double bytes = elements * (wire + 2.0);
    return memoryTime(bytes * (1.0 + 1.0 / std::max(1.0, shard)), device);
}

/// Bytes PyTorch FSDP moves through HBM per gathered parameter and micro-batch besides its
/// collectives (docs/model.md 6.6), with w the gathered weights' (and so their gradients')
/// bytes and s those the reduce-scatter sends:
/// - FSDP (FlatParameter): the layer's parameters are views split from its flat parameter,
///   so autograd concatenates their gradients into the flat gradient (read and write w),
///   and where reduce_dtype differs from param_dtype the post-backward hook casts that
///   whole unsharded gradient before reducing it (`flat_param.grad.to(reduce_dtype)`:
///   read w, write s; torch/distributed/fsdp/_runtime_utils.py, _post_backward_hook).
/// - FSDP2: both all-gathers of a micro-batch are copied out of the gather buffer into
///   the parameters (split_with_sizes_copy: read and write w, twice), and the gradients
///   are copied into the reduce-scatter buffer in reduce_dtype (_chunk_cat: read w, write
///   s; torch/distributed/fsdp/_fully_shard/_fsdp_collectives.py).
/// Nothing for other stacks, which the engine prices as Megatron-LM's fp32 accumulation.
double fsdpCopyBytesPerParameter(const Scenario &scenario)
{
    if (!pytorchFsdpShards(scenario))
        return 0.0;
    const double w = weightBytesPerValue(scenario);
    const double s = shardReduceBytesPerValue(scenario);
    if (scenario.training.software == Software::PytorchFsdp2)
        return 2.0 * (2.0 * w) + (w + s);
    return 2.0 * w + (s != w ? w + s : 0.0);
}

/// FSDP units on a stage: one per transformer layer (generic networks, which have no
/// layers on the stage, are one unit). ZeRO-3 gathers and reduce-scatters a unit at a time.
double fsdpUnits(const Layout &layout)
{
    return toD(std::max<std::int64_t>(1, layout.layersPerStage));
}

/// Seconds to exchange \p elements gradients once over a dp group of \p ranks, with the
/// scenario's compression; adds encode/decode seconds to \p codec.
double gradientExchange(const Scenario &scenario, double elements, Group group,
                        const System &system, double &codec)
{
    const CommunicationSpec &comm = scenario.communication;
    const double wire = gradientBytesPerValue(scenario);
    const double raw = elements * wire;
    const Device &device = system.device;
    const double n = toD(group.ranks);
    switch (comm.gradientCompression) {
    case Compression::None:
        return collectiveTime(Collective::AllReduce, raw, group, system.network);
    case Compression::Fp16: {
        // A cast to 16 bits: halves fp32 gradients, changes nothing for 16-bit ones.
        const double bytes = elements * 2.0;
        if (wire > 2.0)
            codec += memoryTime(2.0 * (raw + bytes), device);
        return collectiveTime(Collective::AllReduce, bytes, group, system.network);
    }
    case Compression::Int8: {
        // Quantised values cannot be summed on the way: every rank gathers all n
        // compressed copies (Agarwal et al. 2022), decodes and sums them.
        const double compressed = elements * 1.0;
        codec += memoryTime(raw + compressed, device)                    // encode
                 + memoryTime((n - 1.0) * compressed + n * raw, device); // decode + sum
        return collectiveTime(Collective::AllGather, n * compressed, group, system.network);
    }
    case Compression::PowerSgd: {
        // Rank-r factors P and Q are all-reduced in two rounds. For near-square
        // h x h matrices the ratio r (2h) / h^2 gives r = ratio * h / 2 (Vogels et al.
        // 2019). PyTorch's powerSGD_hook, with its default error feedback, passes over the
        // gradient eight times beside its three products: adds the error (read 2, write 1),
        // keeps a copy (read 1, write 1) and takes the new error from it (read 2, write 1);
        // the products P = M Q and Q = M^T P read M and M = P Q^T writes it, each at
        // least that pass and 2 * elements * r FLOPs.
        const double ratio = std::clamp(comm.compressionRatio, 1e-6, 1.0);
        const double width = scenario.model.kind == ModelKind::Transformer
                                 ? toD(scenario.model.hidden)
                                 : std::sqrt(std::max(elements, 1.0));
        const double rank = std::max(1.0, ratio * width / 2.0);
        const double product
            = std::max(2.0 * elements * rank / device.matmulFlops(), memoryTime(raw, device));
        codec += memoryTime(8.0 * raw, device) + 3.0 * product;
        // What rank-r factors send: 2 r / width of the gradient, also where the rank is
        // floored at 1 (a ratio below 2 / width cannot be had).
        const double bytes = std::min(1.0, 2.0 * rank / width) * raw;
        return 2.0 * collectiveTime(Collective::AllReduce, bytes / 2.0, group, system.network);
    }
    case Compression::TopK: {
        // Values and indices of the k largest entries; sparse sums are not all-reduce
        // compatible, so each rank gathers everyone's selection.
        const double ratio = std::clamp(comm.compressionRatio, 1e-6, 1.0);
        const double compressed = ratio * raw;
        codec += memoryTime(3.0 * raw, device)                       // selection passes
                 + memoryTime((n - 1.0) * compressed + raw, device); // scatter-add
        return collectiveTime(Collective::AllGather, n * compressed, group, system.network);
    }
    }
    return 0.0;
}

/// Parameters of the most loaded stage on one GPU; where \p sharded, its ZeRO shard of them
/// (the routed experts' over their own shard group).
double ownedParams(const Layout &layout, bool sharded)
{
    const double experts = layout.expertParamsMax;
    return (layout.paramsPerGpuMax - experts) / (sharded ? toD(layout.shardGroup) : 1.0)
           + experts / (sharded ? toD(layout.expertShardGroup()) : 1.0);
}

/// The optimizer step is memory-bound. Per parameter it owns, with g bytes per gradient
/// and K bytes of moments (Adam's m and v, SGD's momentum: optimizerMomentBytes()),
/// mixed-precision training moves: unscale and inf-check of the gradient (g), norm for
/// clipping (g), the update (read fp32 weight, gradient and moments: 4 + g + K; write
/// weight and moments: 4 + K), the copy to 16-bit weights (read 4, write 2) and zeroing the
/// gradient buffers (g + 2): 4g + 16 + 2K bytes, 48 for bf16 Adam. With remainders the
/// update reads and writes the 16-bit weight and its remainder (4 each) and no copy follows:
/// 4g + 10 + 2K; without a main copy it updates the 16-bit weight in place: 4g + 6 + 2K.
/// fp32 training has no unscale and no copy: 2g + 12 + 2K (2g + 28 for Adam). Under
/// autocast the optimizer updates the fp32 weights in place, as in fp32 training, after
/// GradScaler's unscale and inf-check (g) in fp16.
double optimizerTime(const Scenario &scenario, const Layout &layout, const System &system)
{
    const bool autocast = autocastApplies(scenario);
    const bool fp32 = scenario.training.precision == Precision::Fp32 || autocast;
    const double g = gradientBytesPerValue(scenario);
    const double unscale = autocast && scenario.training.precision == Precision::Fp16 ? g : 0.0;
    const double moments = 2.0 * optimizerMomentBytes(scenario.training);
    double bytes = 2.0 * g + 12.0 + moments + unscale;
    if (!fp32) {
        const double master = masterWeightBytes(scenario.training);
        bytes = 4.0 * g + moments + (master >= 4.0 ? 16.0 : master > 0.0 ? 10.0 : 6.0);
    }
    return memoryTime(ownedParams(layout, scenario.parallel.zero >= 1) * bytes, system.device);
}

/// A tied embedding lives on the first stage (input) and the last (output layer); after
/// the pipeline flush the two stages all-reduce its gradient before the optimizer step
/// (Megatron-LM's embedding-gradient all-reduce, DeepSpeed's ReduceTiedGrads), so the
/// exchange is exposed. The two stages sit on different nodes whenever there are several.
double tiedEmbeddingReduce(const Scenario &scenario, const Layout &layout, const System &system)
{
    if (!scenario.model.tiedEmbeddings || layout.pp <= 1)
        return 0.0;
    const double bytes
        = embeddingParams(scenario.model) / toD(layout.tp) * gradientBytesPerValue(scenario);
    const Group stages{2, system.nodes > 1 ? 1 : 2};
    return collectiveTime(Collective::AllReduce, bytes, stages, system.network);
}

/// DeepSpeed's PipelineEngine with bf16 and ZeRO 1 reduces gradients by a full all-reduce
/// of the optimizer's fp32 copies (deepspeed/runtime/pipe/engine.py, _bf16_reduce_grads).
bool deepSpeedAllReducesGradients(const Scenario &scenario, const Layout &layout)
{
    return scenario.communication.pipelineEngine == PipelineEngine::DeepSpeed && layout.pp > 1
           && scenario.training.precision == Precision::Bf16 && scenario.parallel.zero == 1;
}

/// Seconds of point-to-point pipeline traffic a step left exposed. Each micro-batch crosses
/// every chunk boundary forward and backward. Megatron's scatter/gather optimisation sends
/// 1/tp of the activation per GPU, as does sequence parallelism, where each rank holds 1/tp
/// of the sequence; DeepSpeed's PipelineEngine sends the whole output from every rank
/// (_exec_send_activations). With more than one node some stage boundary crosses nodes, and
/// the slowest boundary paces the steady state. With communication.pp_overlap the steady
/// state's sends run beside the next chunk's forward of \p chunkForwardS; the warm-up's and
/// the flush's stay exposed.
double pipelineSendTime(const Scenario &scenario, const Layout &layout, const System &system,
                        double chunkForwardS)
{
    if (layout.pp <= 1 || scenario.model.kind != ModelKind::Transformer)
        return 0.0;
    const double tokens = tokensPerGpu(scenario);
    const bool split = scenario.communication.pipelineEngine == PipelineEngine::Megatron
                       || scenario.parallel.sequenceParallel;
    const double bytes = tokens * toD(scenario.model.hidden) * residualBytesPerValue(scenario)
                         / (split ? toD(layout.tp) : 1.0);
    const double sends = 2.0 * toD(layout.microBatches) * toD(layout.virtualStages);
    const double send = sendTime(bytes, system.nodes > 1, system.network);
    double exposed = sends * send;
    if (scenario.communication.ppOverlap && ppOverlapApplies(scenario, layout)) {
        // The first stage's warm-up and flush: the most sends that cannot hide.
        const double edges = 2.0 * toD(interleavedWarmupChunks(layout, 0));
        exposed = edges * send + (sends - edges) * std::max(0.0, send - chunkForwardS);
    }
    return exposed + tiedEmbeddingReduce(scenario, layout, system);
}

/// Compute time lost to NCCL kernels holding SMs beside it for \p smSeconds (seconds times
/// SMs held): that share of the GPU's SMs. Nothing for a GPU whose catalog entry gives no
/// SM count (a user's entry may leave sm_count out): there is no share to take.
double computeLostToNccl(double smSeconds, const Device &device)
{
    return device.knowsSmCount() ? smSeconds / toD(device.smCount) : 0.0;
}

/// Adds \p seconds of collective over \p group that may run beside compute.
void addOverlappable(DataParallelTime &time, double seconds, const Group &group,
                     const Network &network)
{
    time.overlappable += seconds;
    time.smSeconds += seconds * ncclSms(group, network);
}

/// Ranks holding the same \p params on each GPU, and how they sit on the nodes.
struct GradientGroup
{
    double params = 0;
    std::int64_t ranks = 1;
    std::int64_t local = 1; ///< of the ranks, inside one node
    std::int64_t shard = 1; ///< ZeRO shard group
};

/// The gradient exchange (and ZeRO gathers) of one group of parameters.
DataParallelTime groupExchange(const Scenario &scenario, const Layout &layout, const System &system,
                               const GradientGroup &group)
{
    DataParallelTime time;
    const std::int64_t ranks = group.ranks;
    if (ranks <= 1 || group.params <= 0)
        return time;
    const double params = group.params;
    const double weightBytes = params * weightBytesPerValue(scenario);
    const std::int64_t local = group.local;
    const std::int64_t shard = group.shard;
    const Group shardGroup{shard, std::min(local, shard)};
    const std::int64_t replicas = ranks / std::max<std::int64_t>(1, shard);
    const Group replicaGroup{replicas, std::max<std::int64_t>(1, local / shard)};
    const double m = toD(layout.microBatches);

    const double shardGradientBytes = params * shardReduceBytesPerValue(scenario);
    switch (scenario.parallel.zero) {
    case 0:
        addOverlappable(time,
                        gradientExchange(scenario, params, {ranks, local}, system, time.codec),
                        {ranks, local}, system.network);
        break;
    case 1:
    case 2:
        // ZeRO-1/2 reduce-scatter gradients to their owners (ZeRO-2 after every
        // micro-batch, as it keeps no whole gradient) and gather the updated 16-bit weights
        // once after the step (Rajbhandari et al. 2020, Sec. 5); the gather waits for the
        // optimizer, so it cannot hide behind backward.
        // DeepSpeed's pipeline engine in bf16 with ZeRO 1 all-reduces the BF16_Optimizer's
        // fp32 gradients instead (_exec_reduce_grads -> _bf16_reduce_grads), then each rank
        // updates its shard: twice the reduce-scatter's traffic.
        if (deepSpeedAllReducesGradients(scenario, layout)) {
            addOverlappable(time,
                            collectiveTime(Collective::AllReduce, shardGradientBytes, shardGroup,
                                           system.network),
                            shardGroup, system.network);
            time.codec += shardCastTime(scenario, params, 1.0, system.device);
        } else {
            const double reductions = scenario.parallel.zero == 2 ? m : 1.0;
            addOverlappable(time,
                            reductions
                                * collectiveTime(Collective::ReduceScatter, shardGradientBytes,
                                                 shardGroup, system.network),
                            shardGroup, system.network);
            time.codec += reductions * shardCastTime(scenario, params, toD(shard), system.device);
        }
        time.exposed
            = collectiveTime(Collective::AllGather, weightBytes, shardGroup, system.network);
        break;
    default: {
        // FSDP full shard: gather weights for forward and again for backward, and
        // reduce-scatter gradients, every micro-batch (Zhao et al. 2023, Sec. 3), one
        // collective per FSDP unit, a transformer layer, so each pays its own latency.
        const double units = fsdpUnits(layout);
        time.forwardOverlappable = m * units
                                   * collectiveTime(Collective::AllGather, weightBytes / units,
                                                    shardGroup, system.network);
        addOverlappable(
            time,
            m * units
                * (2.0
                       * collectiveTime(Collective::AllGather, weightBytes / units, shardGroup,
                                        system.network)
                   + collectiveTime(Collective::ReduceScatter, shardGradientBytes / units,
                                    shardGroup, system.network)),
            shardGroup, system.network);
        // PyTorch FSDP's gradients already have the reduce-scatter's type or are cast as
        // part of its own copies (fsdpCopyBytesPerParameter).
        if (!pytorchFsdpShards(scenario))
            time.codec += m * shardCastTime(scenario, params, toD(shard), system.device);
        break;
    }
    }
    // Hybrid sharding: the shards are all-reduced across the replicas once per step.
    if (scenario.parallel.zero >= 1 && replicas > 1)
        addOverlappable(
            time, gradientExchange(scenario, params / toD(shard), replicaGroup, system, time.codec),
            replicaGroup, system.network);
    return time;
}

} // namespace

double zero3LateSeconds(double forwardComm, double backwardComm, double forwardCompute,
                        double backwardCompute)
{
    return std::max(0.0, forwardComm - forwardCompute)
           + std::max(0.0, backwardComm - backwardCompute);
}

double gradientBucketBytes(const Scenario &scenario, const Layout &layout)
{
    const double bytesPerValue = shardReduceBytesPerValue(scenario);
    switch (scenario.training.software) {
    case Software::MegatronCore:
        return bytesPerValue
               * std::max(kMegatronCoreBucketParams,
                          kMegatronCoreBucketParamsPerRank * toD(layout.gradientRanks()));
    case Software::DeepSpeed:
        return bytesPerValue * kDeepSpeedReduceBucketElements;
    case Software::Unspecified:
    case Software::PytorchFsdp:
    case Software::PytorchFsdp2:
    case Software::Jax:
        break;
    }
    return kGradientBucketBytes;
}

std::int64_t dpRanksPerNode(const Layout &layout, const System &system)
{
    const std::int64_t perNode = system.network.gpusPerNode / std::max<std::int64_t>(1, layout.tp);
    return std::clamp<std::int64_t>(perNode, 1, layout.gradientRanks());
}

std::int64_t shardGroupNodes(const Layout &layout, const System &system)
{
    const std::int64_t local = std::min(dpRanksPerNode(layout, system), layout.shardGroup);
    return (layout.shardGroup + local - 1) / local;
}

bool ppOverlapApplies(const Scenario &scenario, const Layout &layout)
{
    return layout.pp > 1 && layout.virtualStages > 1
           && scenario.communication.pipelineEngine == PipelineEngine::Megatron
           && scenario.model.kind == ModelKind::Transformer;
}

bool epOverlapApplies(const Scenario &scenario, const Layout &layout)
{
    return layout.ep > 1 && layout.microBatches > 1 && scenario.model.experts > 1
           && scenario.model.kind == ModelKind::Transformer;
}

DataParallelTime dataParallelTime(const Scenario &scenario, const Layout &layout,
                                  const System &system)
{
    // Dense parameters reduce over every gradient rank; with expert parallelism (or experts
    // split over fewer ranks than tp) the routed experts over the expert data-parallel
    // ranks, which sit etp x ep apart (Megatron's expert order etp-ep-dp).
    const double experts = layout.expertsGroupApart() ? layout.expertParamsMax : 0.0;
    const std::int64_t local = dpRanksPerNode(layout, system);
    const GradientGroup dense{layout.paramsPerGpuMax - experts, layout.gradientRanks(), local,
                              layout.shardGroup};
    const std::int64_t expertLocal = std::clamp<std::int64_t>(
        system.network.gpusPerNode / (layout.etp * layout.ep), 1, layout.expertRanks());
    const GradientGroup expert{experts, layout.expertRanks(), expertLocal,
                               layout.expertShardGroup()};
    const DataParallelTime a = groupExchange(scenario, layout, system, dense);
    const DataParallelTime b = groupExchange(scenario, layout, system, expert);
    return {a.overlappable + b.overlappable, a.exposed + b.exposed, a.codec + b.codec,
            a.smSeconds + b.smSeconds, a.forwardOverlappable + b.forwardOverlappable};
}

StepBreakdown stepBreakdown(const Scenario &scenario, const Layout &layout, const System &system)
{
    const StageTime stage = scenario.model.kind == ModelKind::Generic
                                ? genericStage(scenario, layout, system)
                                : transformerStage(scenario, layout, system);
    const double m = toD(layout.microBatches);
    const double p = toD(layout.pp);
    const double v = toD(layout.virtualStages);

    StepBreakdown step;
    step.compute = m * stage.compute;
    step.recompute = m * stage.recompute;
    step.tpComm = m * stage.tpComm;
    step.cpComm = m * stage.cpComm;
    step.epComm = m * stage.epComm;
    step.hostWait = m * stage.hostWait;
    if (scenario.communication.epOverlap && epOverlapApplies(scenario, layout)) {
        // Batch-level overlap pairs each micro-batch's forward with another's backward: the
        // all-to-alls of one run under the other's compute, so all but one micro-batch's
        // hide, as far as the paired compute reaches; the compute gives up the SMs their
        // NCCL (or DeepEP) kernels hold meanwhile (as the data-parallel collectives', 6.5).
        const double paired = (m - 1.0) * stage.epComm;
        const double hidden = std::min(paired, (m - 1.0) * (stage.compute + stage.recompute));
        const double sms = expertParallelSms(scenario, system);
        step.epComm -= hidden - computeLostToNccl(hidden * sms, system.device);
    }
    // 1F1B fills and drains the pipeline once per step: (p - 1) / v stage-times
    // (Narayanan et al. 2021 Sec. 2.2).
    step.bubble = (p - 1.0) / v * stage.total();

    // One chunk's forward pass for one micro-batch: the compute beside a steady-state send.
    const double chunkForward = (stage.compute - stage.backward) / v;
    step.ppComm = pipelineSendTime(scenario, layout, system, chunkForward);

    const DataParallelTime dp = dataParallelTime(scenario, layout, system);
    if (scenario.communication.overlapGradients) {
        // ZeRO-3 traffic is prefetched under all compute and ZeRO-2's per-micro-batch
        // reduce-scatters run under every backward pass; otherwise gradient buckets hide
        // only under the backward pass of the last micro-batch. The final bucket (or
        // layer) never hides; under ZeRO-2 that is the final bucket of every micro-batch,
        // as DeepSpeed synchronises its reduction stream at the end of each backward pass
        // (stage_1_and_2.py, independent_gradient_partition_epilogue).
        const bool zero3 = scenario.parallel.zero >= 3;
        const double window = scenario.parallel.zero == 2 ? m * stage.backward : stage.backward;
        const double layers = fsdpUnits(layout);
        const double gradientBytes = layout.paramsPerGpuMax * shardReduceBytesPerValue(scenario);
        const double lastBucket = zero3 ? dp.overlappable / (m * layers)
                                        : dp.overlappable
                                              * std::min(1.0, gradientBucketBytes(scenario, layout)
                                                                  / std::max(1.0, gradientBytes));
        // ZeRO-3's gathers for the forward pass hide under the forward passes alone, the
        // backward gathers and the reduce-scatters under the backward passes and their
        // recomputation: a phase's traffic that its compute cannot cover is late, whatever
        // the other phase leaves idle.
        const double late = zero3 ? zero3LateSeconds(dp.forwardOverlappable,
                                                     dp.overlappable - dp.forwardOverlappable,
                                                     m * (stage.compute - stage.backward),
                                                     m * (stage.backward + stage.recompute))
                                  : dp.overlappable - window;
        const double exposed = std::max(late, lastBucket);
        // The hidden part still holds its NCCL SMs, which the compute beside it gives up
        // (NCCL's CTAs do not share an SM): the compute loses smSeconds / SMs of work.
        const double hiddenShare
            = dp.overlappable > 0 ? std::max(0.0, 1.0 - exposed / dp.overlappable) : 0.0;
        step.dpCommExposed
            = exposed + dp.exposed + computeLostToNccl(hiddenShare * dp.smSeconds, system.device);
    } else {
        step.dpCommExposed = dp.overlappable + dp.exposed;
    }
    step.other = dp.codec;
    if (copiesGradientBuckets(scenario)) {
        // PyTorch DDP copies each gradient into its bucket and the reduced bucket back into
        // .grad (Reducer: copy_grad_to_bucket, finalize_bucket_dense): read and write twice.
        const double g = gradientBytesPerValue(scenario);
        step.other += memoryTime(4.0 * g * layout.paramsPerGpuMax, system.device);
    }
    // PyTorch FSDP's copies of every gathered parameter's gradient (FSDP2: and of the
    // parameter), each micro-batch.
    step.other += memoryTime(m * fsdpCopyBytesPerParameter(scenario) * layout.paramsPerGpuMax,
                             system.device);
    if (autocastApplies(scenario)) {
        // Each micro-batch after the first adds its fp32 weight gradients into .grad (under
        // ZeRO-2/3 the reduced shard into the shard's); PyTorch's AccumulateGrad.
        const double owned = ownedParams(layout, scenario.parallel.zero >= 2);
        step.other += memoryTime(kGradAccumulateBytes * (m - 1.0) * owned, system.device);
    }

    step.optimizer = optimizerTime(scenario, layout, system);
    return step;
}

} // namespace scaleplan::engine::detail
