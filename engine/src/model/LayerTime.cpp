// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/LayerTime.h"

#include "model/Activations.h"
#include "model/Collectives.h"
#include "model/ContextParallel.h"
#include "model/ExpertParallel.h"
#include "model/Kernels.h"
#include "model/TpOverlap.h"
#include "model/Workload.h"

#include <algorithm>
#include <cstddef>

namespace scaleplan::engine::detail {

namespace {

/// FlashAttention-2 (`window_size`, since 2.3), FlashAttention-3 and cuDNN's fused attention
/// skip the blocks outside a sliding window. FlashAttention-1 and FlashAttention in Triton
/// take no window: a windowed model runs them over the whole causal matrix under a mask.
bool kernelTakesWindow(AttentionKernel kernel)
{
    return kernel == AttentionKernel::Flash2 || kernel == AttentionKernel::Flash3;
}

/// Tensor-parallel communication time of one layer's forward and backward pass.
struct TpPasses
{
    double forward = 0;
    double backward = 0;
};

/// What Transformer Engine's overlaps leave of the sequence-parallel all-gathers and
/// reduce-scatters of one layer (\p gemms: QKV, attention output, MLP up, MLP down): the
/// overlapped sites' time beyond their products alone. Forward: QKV and MLP up take their
/// input by ring exchange, the attention output and MLP down scatter theirs in pipelined
/// chunks. Backward: the input gradients of the attention output and MLP down gather the
/// output gradient by ring exchange; the input gradients of QKV and MLP up are
/// reduce-scattered beside their weight-gradient products ("bulk"). Routed experts move
/// their tokens otherwise: their gather and scatter, \p routedPair seconds, stay exposed.
TpPasses overlappedTpComm(const Gemm (&gemms)[6], double accumulate, double source, bool routed,
                          double routedPair, double gather, double scatter, double tp,
                          const Device &device)
{
    // Each site's time with its collective, less its product alone.
    const auto ring = [&](const Gemm &gemm) {
        const double product = gemmTime(gemm, device);
        return ringExchangeTime(product, gather, tp) - product;
    };
    const auto pipelined = [&](const Gemm &gemm) {
        const double product = gemmTime(gemm, device);
        return pipelinedTime(product, scatter, device) - product;
    };
    const auto bulk = [&](const Gemm &gemm) {
        const double product = gemmTime(gemm.weightGradient(accumulate, source), device);
        return bulkTime(product, scatter, device) - product;
    };
    TpPasses exposed;
    exposed.forward = ring(gemms[0]) + pipelined(gemms[1]);
    exposed.backward = ring(gemms[1].inputGradient()) + bulk(gemms[0]);
    if (routed) {
        exposed.forward += routedPair;
        exposed.backward += routedPair;
    } else {
        exposed.forward += ring(gemms[2]) + pipelined(gemms[3]);
        exposed.backward += ring(gemms[3].inputGradient()) + bulk(gemms[2]);
    }
    return exposed;
}

/// Elements of the hidden state one GPU holds for \p tokens tokens: norms and residual
/// paths run on all of it unless sequence parallelism splits it across the tp group.
double hiddenElements(const Scenario &scenario, double tokens)
{
    const ParallelSpec &parallel = scenario.parallel;
    return tokens * toD(scenario.model.hidden)
           / (parallel.sequenceParallel ? toD(parallel.tp) : 1.0);
}

/// Feed-forward width the GPUs compute per token: the width model FLOPs count (Workload.cpp,
/// mlpWidthPerToken()), with the routed experts' padding to capacity.
double computedMlpWidthPerToken(const Scenario &scenario)
{
    const ModelSpec &model = scenario.model;
    return toD(model.ffnHidden) * routedCopiesPerToken(scenario) + toD(model.sharedExpertFfn);
}

/// Elements of one feed-forward intermediate one GPU holds for \p tokens tokens (its
/// routed experts, padded to capacity, and the shared ones, split across the tp group).
double ffnElements(const Scenario &scenario, double tokens)
{
    return tokens * computedMlpWidthPerToken(scenario) / toD(scenario.parallel.tp);
}

} // namespace

double elementwiseForwardBytes(const Scenario &scenario, double tokens)
{
    const ModelSpec &model = scenario.model;
    const double b = activationBytesPerValue(scenario.training.precision);
    const double r = residualBytesPerValue(scenario);
    const bool eager = scenario.training.kernels == KernelStyle::Eager;
    const bool eagerRmsNorm = eager && model.normalization == Normalization::RmsNorm;
    const double hiddenElems = hiddenElements(scenario, tokens);
    // A norm reads x and writes y; PyTorch's LayerNorm is one kernel eagerly too, an eager
    // RMSNorm is Hugging Face's seven (eagerRmsNormBytes()). Queries, keys and latents are
    // products' 16-bit outputs.
    const double normPass = eagerRmsNorm ? eagerRmsNormBytes(b) / kEagerRmsNormRate : 2.0 * b;
    // The block's norms read the residual stream. Under autocast that is fp32 and a fused
    // (compiled) norm writes its product's 16-bit input; eagerly the norm runs in fp32
    // (layer_norm is on autocast's fp32 list; Hugging Face's RMSNorm keeps its input's type)
    // and autocast casts the output for the product (read 4, write 2).
    const double cast = autocastApplies(scenario) ? r + b : 0.0;
    const double blockNormPass = !eager         ? r + b
                                 : eagerRmsNorm ? eagerRmsNormBytes(r) / kEagerRmsNormRate + cast
                                                : 2.0 * r + cast;
    const double norms = layerNorms(model) * blockNormPass * hiddenElems;
    // Bias-dropout-add, twice: read x and the residual, write the sum and, with dropout,
    // its 1-byte mask. A parallel block's adds are counted as these two; GPT-NeoX runs three
    // passes (each branch's bias and dropout, the second adding the first, then the reduced
    // sum onto the residual): 8 bytes an element in 16 bits where these count 6. Eagerly
    // the bias is the product's epilogue and dropout a kernel of its own (read, write).
    // Under autocast the residual and the sum are fp32.
    const double mask = dropoutMaskBytes(model.hiddenDropout);
    const double eagerDropout = eager && mask > 0.0 ? 2.0 * b : 0.0;
    const double residuals = 2.0 * (b + 2.0 * r + mask + eagerDropout) * hiddenElems;
    // GELU reads and writes; SwiGLU reads the gate and the up projection and writes their
    // product, eagerly after its activation's own pass (silu: read, write). A GELU written
    // out eagerly runs eight operations (eagerWrittenOutGeluBytes()).
    const double swiglu = eager ? 5.0 : 3.0;
    const double gelu
        = eager && model.geluForm == GeluForm::WrittenOut ? eagerWrittenOutGeluBytes(b) / b : 2.0;
    const double activation
        = (model.mlp == MlpKind::SwiGlu ? swiglu : gelu) * b * ffnElements(scenario, tokens);
    // Rotary embeddings rotate the queries and keys in one fused pass each (Transformer
    // Engine's fused_apply_rotary_pos_emb, on in Megatron-LM unless --no-rope-fusion):
    // read, write; eagerly in Hugging Face's rotate_half (eagerRotaryBytes()).
    const double rotaryPass = eager ? eagerRotaryBytes(b) / kEagerRotaryRate : 2.0 * b;
    const double t = toD(scenario.parallel.tp);
    double rotated
        = model.positions == PositionEncoding::Rope
              ? rotaryPass * tokens * attentionWidth(model) * (1.0 + 0.5 * kvShare(model)) / t
              : 0.0;
    if (latentAttention(model)) {
        // Latent attention rotates each query head's rotary part and the one rotary key the
        // heads share, and normalises the query and key-value latents, whole on every rank
        // over its share of the sequence under sequence parallelism.
        const double rope = toD(model.qkRopeHeadDim);
        const double split = scenario.parallel.sequenceParallel ? t : 1.0;
        rotated = rotaryPass * tokens * (toD(model.heads) * rope / t + rope)
                  + normPass * tokens * toD(model.qLoraRank + model.kvLoraRank) / split;
    }
    // Query and key norms: a norm's pass over each query and key element.
    const double qkNorms = model.qkNorms != QkNorms::None ? normPass * tokens * queryKeyWidth(model)
                                                                * (1.0 + 0.5 * kvShare(model)) / t
                                                          : 0.0;
    return norms + residuals + activation + rotated + qkNorms;
}

Fp8CastBytes fp8CastBytes(const Scenario &scenario, double tokens)
{
    if (scenario.training.precision != Precision::Fp8)
        return {};
    const ModelSpec &model = scenario.model;
    const double t = toD(scenario.parallel.tp);
    const double b = activationBytesPerValue(scenario.training.precision);
    const double hiddenElems = hiddenElements(scenario, tokens);
    const double ffnElems = ffnElements(scenario, tokens);
    // Forward, as Megatron-LM's Transformer Engine layers run it. Hopper's and Blackwell's
    // fp8 products take both operands K-major, so each product's input is kept transposed
    // too, for the weight gradient. The attention output and the activation output, made in
    // bf16 outside Transformer Engine, are cast with their transpose by the row-parallel
    // products that take them (fp8_cast_transpose_fused: read b, write 1 + 1). The norms
    // before the QKV and first MLP products write fp8 (TELayerNormColumnParallelLinear
    // fuses the cast), 1 byte less each, transposed in a pass of their own for the weight
    // gradient (fp8_transpose: read 1, write 1).
    const double normOutputs = 2.0 * hiddenElems;
    const double castInputs = tokens * valueWidth(model) / t + ffnElems;
    // Backward: each product's output gradient is cast to fp8 and transposed for the
    // weight gradient (fp8_cast_transpose_fused: read b, write 1 + 1) before its two products.
    // Latent attention's up projections make the queries, keys and values; its down
    // projections' small latents are left out.
    const double width = attentionWidth(model);
    const double attentionOutputs = latentAttention(model)
                                        ? queryKeyWidth(model) + width + valueWidth(model)
                                        : width * (1.0 + kvShare(model));
    const double outputGradients = tokens * attentionOutputs / t           // QKV
                                   + hiddenElems                           // attention out
                                   + (mlpMatrices(model) - 1.0) * ffnElems // MLP up (+ gate)
                                   + hiddenElems;                          // MLP down
    const double castAndTranspose = b + 2.0;
    if (scenario.training.fp8Scaling == Fp8Scaling::Current) {
        // The scale is each tensor's own amax, read before the cast; a norm cannot write
        // fp8 before its output's amax is known, so it writes b bytes for the cast to read.
        const double withAmax = castAndTranspose + b / kAmaxReadRate;
        return {withAmax * (castInputs + normOutputs), withAmax * outputGradients};
    }
    return {castAndTranspose * castInputs + (2.0 - (b - 1.0)) * normOutputs,
            castAndTranspose * outputGradients};
}

LayerTime layerTime(const Scenario &scenario, const System &system)
{
    const ModelSpec &model = scenario.model;
    const ParallelSpec &parallel = scenario.parallel;
    const Device &device = system.device;
    const double t = toD(parallel.tp);
    const double s = toD(model.seqLen);
    const double h = toD(model.hidden);
    const double a = toD(model.heads);
    const double width = attentionWidth(model);
    const double tokens = tokensPerGpu(scenario);
    const double experts = toD(model.experts);
    // The routed experts split over etp ranks, which together compute the copies routed
    // to them: etp / tp of the tp group's copies on each (the tp group's all when etp = tp).
    const double etp = experts > 1 ? toD(expertTensorParallel(parallel)) : t;
    const double routed = tokens * routedCopiesPerToken(scenario) * etp / t;

    // Forward products; the backward pass runs two of the same size for each, one for the
    // input gradient and one for the weight gradient, which is added to the gradient buffer.
    // Routed experts run as one grouped product over the experts a GPU holds (experts / ep;
    // with expert parallelism it receives the tokens its ep peers route there, as many as
    // it sends away): each expert multiplies the copies routed to it (balanced routing) by
    // its own weights, all of which are read.
    const double ffn = toD(model.ffnHidden) / etp;
    const double shared = toD(model.sharedExpertFfn) / t;
    const double local = experts > 1 ? experts / toD(std::max<std::int64_t>(1, parallel.ep)) : 1.0;
    const bool latent = latentAttention(model);
    const double queryKey = queryKeyWidth(model);
    const double values = valueWidth(model);
    // Latent attention's first column-parallel product makes the queries (from their latent
    // where there is one); its down projections and key-value up projection follow apart.
    const double queryInput = model.qLoraRank > 0 ? toD(model.qLoraRank) : h;
    const Gemm inputProduct = latent ? Gemm{tokens, queryKey / t, queryInput}
                                     : Gemm{tokens, width * (1.0 + kvShare(model)) / t, h};
    const Gemm forwardGemms[] = {
        inputProduct,                                                 // QKV (latent: Q)
        {tokens, h, values / t},                                      // attention output
        {routed / local, ffn * (mlpMatrices(model) - 1.0), h, local}, // MLP up (+ gate)
        {routed / local, h, ffn, local},                              // MLP down
        {tokens, shared * (mlpMatrices(model) - 1.0), h},             // shared experts up (+ gate)
        {tokens, h, shared},                                          // shared experts down
    };
    const std::size_t products = model.sharedExpertFfn > 0 ? 6 : 4;
    const double accumulate = gradientAccumulationBytes(scenario);
    const double source = gradientSourceBytes(scenario);
    double gemms = 0;
    double backwardGemms = 0;
    auto addProduct = [&](const Gemm &gemm) {
        gemms += gemmTime(gemm, device);
        backwardGemms += gemmTime(gemm.inputGradient(), device)
                         + gemmTime(gemm.weightGradient(accumulate, source), device);
    };
    for (std::size_t i = 0; i < products; ++i)
        addProduct(forwardGemms[i]);
    // Latent attention's key-value latent up to every head's key and value.
    const Gemm keyValueUp{tokens, (width + values) / t, toD(model.kvLoraRank)};
    if (latent) {
        // Down projections whole on every rank (Megatron-Core duplicates them over tp), over
        // the rank's share of the sequence under sequence parallelism (the up projections
        // gather the latents).
        const double shardTokens = tokens / (parallel.sequenceParallel ? t : 1.0);
        addProduct({shardTokens, toD(model.kvLoraRank + model.qkRopeHeadDim), h});
        if (model.qLoraRank > 0)
            addProduct({shardTokens, queryInput, h});
        addProduct(keyValueUp);
    }

    // Attention runs in 16 bits, also in fp8 training.
    const Device &scores = system.sixteenBit;
    double attentionForward = 0;
    double attentionBackward = 0;
    double attentionBytes = 0;
    const double sequences = toD(scenario.training.microBatch) * a / t;
    if (scenario.training.flashAttention) {
        // Causal FlashAttention skips the masked half of the score matrix, and the blocks
        // outside a sliding window where the kernel takes one; an encoder's queries see
        // every key. The backward recomputes the scores (2.5x the forward FLOPs, Dao 2023).
        const bool causal = model.causal;
        const double keys = kernelTakesWindow(scenario.training.attentionKernel)
                                ? keysPerQuery(model, causal)
                                : (causal ? 0.5 * s : s);
        const double flops = 2.0 * tokens * keys * (queryKey + values) / t;
        // The kernel's efficiency follows the keys one call sweeps: the sequence (twice the
        // causal keys a query sees), one context-parallel rank's share of it per ring step.
        const double keyLength
            = (causal ? 2.0 : 1.0) * keys / toD(std::max<std::int64_t>(1, parallel.cp));
        const AttentionRates rates = attentionRates(
            scenario.training.attentionKernel, system.gpu ? system.gpu->computeCapability : 0.0,
            keyLength, causal, system.traits);
        attentionForward = flops / (scores.matmulFlops() * rates.forward);
        attentionBackward = 2.5 * flops / (scores.matmulFlops() * rates.backward);
    } else {
        attentionForward = gemmTime({s, s, queryKey / a, sequences}, scores)  // Q K^T
                           + gemmTime({s, values / a, s, sequences}, scores); // P V
        attentionBackward = 2.0 * attentionForward;
        // Scale, mask, softmax and dropout over the score matrix, fused in two passes.
        const double b = activationBytesPerValue(scenario.training.precision);
        attentionBytes
            = (4.0 * b + dropoutMaskBytes(scenario.model.attentionDropout)) * sequences * s * s;
    }
    const double elementwiseBytes = elementwiseForwardBytes(scenario, tokens) + attentionBytes;
    const Fp8CastBytes casts = fp8CastBytes(scenario, tokens);
    const double permutation = expertPermutationBytes(scenario); // as much in each pass
    // Under autocast each forward pass (a recomputed one too) casts the layer's fp32 weights
    // to 16 bits, and the backward pass casts their gradients back to fp32.
    const double weightCasts
        = autocastApplies(scenario)
              ? kAutocastCastBytes
                    * layerParamsOnGpu(model, t, toD(std::max<std::int64_t>(1, parallel.ep)), etp)
              : 0.0;

    LayerTime time;
    time.forward
        = gemms + memoryTime(elementwiseBytes + casts.forward + permutation + weightCasts, device)
          + attentionForward;
    time.backward
        = backwardGemms
          + memoryTime(2.0 * elementwiseBytes + casts.backward + permutation + weightCasts, device)
          + attentionBackward;

    // Two all-reduces (or all-gather + reduce-scatter pairs under sequence parallelism)
    // of the hidden state per pass, on the in-node link while tp fits in a node; with
    // --tp-comm-overlap what the overlapped products leave exposed. Megatron-Core's
    // all-to-all dispatcher (expert parallelism, or experts split over fewer ranks than tp)
    // gathers the routed copies over the experts' etp ranks after the all-to-all and
    // scatters them back (dispatch_postprocess / combine_preprocess in token_dispatcher.py):
    // the MLP's pair carries experts-per-token x etp / tp times the bytes, over etp ranks,
    // and shared experts, split over tp, then gather the hidden state over tp themselves.
    const Group tpGroup{parallel.tp, std::min(parallel.tp, system.network.gpusPerNode)};
    const std::int64_t etpRanks = static_cast<std::int64_t>(etp);
    const Group expertGroup{etpRanks, std::min(etpRanks, system.network.gpusPerNode)};
    const double hiddenBytes = tokens * h * activationBytesPerValue(scenario.training.precision);
    const bool dispatched = experts > 1 && (parallel.ep > 1 || etpRanks != parallel.tp);
    const double routedBytes = routed * h * activationBytesPerValue(scenario.training.precision);
    const bool sharedApart = dispatched && etpRanks != parallel.tp && model.sharedExpertFfn > 0;
    // The MLP's side of one pass as one \p kind of collective.
    const auto mlpCollective = [&](Collective kind) {
        if (!dispatched)
            return collectiveTime(kind, hiddenBytes, tpGroup, system.network);
        return collectiveTime(kind, routedBytes, expertGroup, system.network)
               + (sharedApart ? collectiveTime(kind, hiddenBytes, tpGroup, system.network) : 0.0);
    };
    const double allReduce
        = collectiveTime(Collective::AllReduce, hiddenBytes, tpGroup, system.network);
    const auto gather = [&] {
        return collectiveTime(Collective::AllGather, hiddenBytes, tpGroup, system.network);
    };
    const auto scatter = [&] {
        return collectiveTime(Collective::ReduceScatter, hiddenBytes, tpGroup, system.network);
    };
    // Under sequence parallelism latent attention gathers its latents, not the hidden state.
    double attentionPair = allReduce;
    if (latent && parallel.sequenceParallel) {
        const double latents = queryInput + toD(model.kvLoraRank + model.qkRopeHeadDim);
        const double latentBytes
            = tokens * latents * activationBytesPerValue(scenario.training.precision);
        attentionPair = collectiveTime(Collective::AllGather, latentBytes, tpGroup, system.network)
                        + scatter();
    }
    const double perPass = attentionPair + mlpCollective(Collective::AllReduce);
    TpPasses comm{perPass, perPass};
    // A parallel block (GPT-NeoX's `gpt_j_residual`, `megatron/model/transformer.py`) adds
    // both branches' partial outputs and reduces them once (a reduce-scatter under sequence
    // parallelism), while each branch still takes its input through its own column-parallel
    // layer (an all-gather under sequence parallelism), whose backward reduces that input's
    // gradient.
    if (model.block != TransformerBlock::Sequential && !dispatched)
        comm = parallel.sequenceParallel ? TpPasses{allReduce + gather(), allReduce + scatter()}
                                         : TpPasses{allReduce, 2.0 * allReduce};
    // Transformer Engine's overlap is Megatron-LM's, for its sequential block.
    if (tpOverlapApplies(scenario, system.network.gpusPerNode)) {
        const double routedPair
            = mlpCollective(Collective::AllGather) + mlpCollective(Collective::ReduceScatter);
        comm = overlappedTpComm(forwardGemms, accumulate, source, experts > 1, routedPair, gather(),
                                scatter(), t, device);
    }
    double forwardPasses = 1.0;
    double tpForwardPasses = 1.0; // of the tensor-parallel collectives, where they differ
    double mlpPasses = 1.0;       // forward passes of the MLP, and of an expert layer's all-to-alls
    switch (scenario.training.recompute) {
    case Recompute::None:
        break;
    case Recompute::Selective: {
        const TrainingSpec &training = scenario.training;
        if (recomputesEveryOtherMatmul(training)) {
            // torchtitan's policy rebuilds the products it counts even (k, the output
            // projection, and SwiGLU's w3 or a two-matrix MLP's second), every element-wise
            // kernel and, without a fused attention kernel, the attention core; under tensor
            // parallelism the gathers of the rebuilt products' inputs (half the forward's
            // collectives).
            const Gemm keys{tokens, 0.5 * width * kvShare(model) / t, h};
            const Gemm secondMlp
                = model.mlp == MlpKind::SwiGlu ? Gemm{tokens, ffn, h} : forwardGemms[3];
            time.recompute = gemmTime(keys, device) + gemmTime(forwardGemms[1], device)
                             + gemmTime(secondMlp, device)
                             + memoryTime(elementwiseBytes + weightCasts, device)
                             + (training.flashAttention ? 0.0 : attentionForward);
            tpForwardPasses = 1.5;
            break;
        }
        const auto rebuilds = [&](RecomputeModule module) { return recomputes(training, module); };
        // FlashAttention already recomputes the scores in its backward pass.
        if (rebuilds(RecomputeModule::CoreAttention) && !training.flashAttention)
            time.recompute += attentionForward + memoryTime(attentionBytes, device);
        // The block's norms that run on their own read the residual stream and write their
        // outputs again.
        if (rebuilds(RecomputeModule::LayerNorm))
            time.recompute += memoryTime(unfusedNorms(model)
                                             * (residualBytesPerValue(scenario)
                                                + activationBytesPerValue(training.precision))
                                             * hiddenElements(scenario, tokens),
                                         device);
        if (latent && rebuilds(RecomputeModule::MlaUpProjection))
            time.recompute += gemmTime(inputProduct, device) + gemmTime(keyValueUp, device);
        // The activation function reads the up projection (and gate) and writes its output.
        const double activationBytes
            = mlpMatrices(model) * activationBytesPerValue(training.precision);
        const double sharedPass = model.sharedExpertFfn > 0
                                      ? gemmTime(forwardGemms[4], device)
                                            + gemmTime(forwardGemms[5], device)
                                            + memoryTime(activationBytes * tokens * shared, device)
                                      : 0.0;
        const double routedActivation = memoryTime(activationBytes * routed * ffn, device);
        const bool dense = experts <= 1;
        if (rebuilds(dense ? RecomputeModule::Mlp : RecomputeModule::Moe)) {
            time.recompute += gemmTime(forwardGemms[2], device) + gemmTime(forwardGemms[3], device)
                              + routedActivation + sharedPass + memoryTime(permutation, device);
            mlpPasses = 2.0;
        } else if (!dense) {
            if (rebuilds(RecomputeModule::MoeActivation))
                time.recompute += routedActivation;
            if (rebuilds(RecomputeModule::SharedExperts))
                time.recompute += sharedPass;
        }
        break;
    }
    case Recompute::Full: {
        const double share = recomputedShare(scenario);
        time.recompute = share * time.forward;
        forwardPasses = 1.0 + share;
        mlpPasses = forwardPasses;
        break;
    }
    }
    tpForwardPasses = std::max(tpForwardPasses, forwardPasses);
    time.tpComm = parallel.tp > 1 ? tpForwardPasses * comm.forward + comm.backward : 0.0;
    // Checkpointed inputs kept as 1/tp on each rank are gathered back before each rebuild.
    if (distributesSavedActivations(scenario))
        time.tpComm += recomputedShare(scenario) * gather();
    // A rebuilt MLP exchanges its hidden state (or routed copies) once more.
    if (mlpPasses > forwardPasses)
        time.tpComm += mlpCollective(Collective::AllReduce);
    const CpPasses ring
        = contextParallelComm(scenario, system, attentionForward, attentionBackward);
    time.cpComm = forwardPasses * ring.forward + ring.backward;
    time.epComm = expertParallelComm(scenario, system, mlpPasses);
    // Replayed CUDA graphs issue a layer without the host's work per kernel.
    time.hostWait = scenario.training.cudaGraphs ? 0.0 : hostWait(time);
    return time;
}

double hostWait(const LayerTime &gpu)
{
    const double rebuilt = gpu.forward > 0 ? std::min(1.0, gpu.recompute / gpu.forward) : 0.0;
    const double host = kHostLayerSeconds + rebuilt * kHostRecomputeSeconds;
    const double busy
        = gpu.forward + gpu.backward + gpu.recompute + gpu.tpComm + gpu.cpComm + gpu.epComm;
    return std::max(0.0, host - busy);
}

double logitsTime(const Scenario &scenario, const System &system)
{
    const ModelSpec &model = scenario.model;
    const double t = toD(scenario.parallel.tp);
    const double tokens = tokensPerGpu(scenario);
    const Gemm logits{tokens, toD(model.vocab) / t, toD(model.hidden)};
    // The output layer runs in 16 bits, also in fp8 training.
    const Device &device = system.sixteenBit;
    const double products = gemmTime(logits, device) + gemmTime(logits.inputGradient(), device)
                            + gemmTime(logits.weightGradient(gradientAccumulationBytes(scenario),
                                                             gradientSourceBytes(scenario)),
                                       device);
    const double loss
        = memoryTime(kCrossEntropyBytesPerLogit * tokens * toD(model.vocab) / t, system.device);
    // Under autocast the output layer's fp32 weight is cast too, forward and backward.
    const double weightCasts
        = autocastApplies(scenario) ? 2.0 * kAutocastCastBytes * embeddingParams(model) / t : 0.0;
    return products + loss + memoryTime(weightCasts, system.device);
}

} // namespace scaleplan::engine::detail
