// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Transformer.h"

#include "model/Collectives.h"
#include "model/ContextParallel.h"
#include "model/ExpertParallel.h"
#include "model/Kernels.h"
#include "model/TpOverlap.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace scaleplan::engine::detail {

namespace {

/// Matrices of the feed-forward block: GELU up + down, SwiGLU gate + up + down.
double mlpMatrices(const ModelSpec &model)
{
    return model.mlp == MlpKind::SwiGlu ? 3.0 : 2.0;
}

/// Bytes per element of a dropout mask: 1 (a bool tensor) while dropout is on, none at
/// p = 0, where PyTorch returns the input unchanged (ATen `_dropout_impl`) and FlashAttention
/// skips its random numbers.
double dropoutMaskBytes(double probability)
{
    return probability > 0.0 ? 1.0 : 0.0;
}

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

/// Feed-forward width one token passes through: its routed experts and the shared ones.
/// What model FLOPs count.
double mlpWidthPerToken(const ModelSpec &model)
{
    return toD(model.ffnHidden) * toD(model.expertsPerToken) + toD(model.sharedExpertFfn);
}

/// Feed-forward width the GPUs compute per token: as mlpWidthPerToken(), with the routed
/// experts' padding to capacity.
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

double eagerRmsNormBytes(double b)
{
    const double cast = b < 4.0 ? b + 4.0 : 0.0; // fp32 activations are not cast
    return cast + 8.0 + 4.0 + 8.0 + cast + 2.0 * b;
}

double eagerRotaryBytes(double b)
{
    return 10.0 * b;
}

double eagerWrittenOutGeluBytes(double b)
{
    // pow(x, 3), ·0.044715, +x, ·sqrt(2/pi), tanh, 1+, 0.5·x, the product of the two.
    return 2.0 * b + 2.0 * b + 3.0 * b + 2.0 * b + 2.0 * b + 2.0 * b + 2.0 * b + 3.0 * b;
}

double kvShare(const ModelSpec &model)
{
    return 2.0 * toD(model.kvHeads) / toD(std::max<std::int64_t>(1, model.heads));
}

double tokensPerGpu(const Scenario &scenario)
{
    return toD(scenario.training.microBatch) * toD(scenario.model.seqLen)
           / toD(std::max<std::int64_t>(1, scenario.parallel.cp));
}

double attentionWidth(const ModelSpec &model)
{
    return model.headDim > 0 ? toD(model.heads) * toD(model.headDim) : toD(model.hidden);
}

double queryKeyWidth(const ModelSpec &model)
{
    return attentionWidth(model) + toD(model.heads) * toD(model.qkRopeHeadDim);
}

double valueWidth(const ModelSpec &model)
{
    if (!latentAttention(model) || model.vHeadDim <= 0)
        return attentionWidth(model);
    return toD(model.heads) * toD(model.vHeadDim);
}

double latentDownParams(const ModelSpec &model)
{
    if (!latentAttention(model))
        return 0.0;
    const double h = toD(model.hidden);
    return h * toD(model.qLoraRank) + h * toD(model.kvLoraRank + model.qkRopeHeadDim);
}

namespace {

/// Latent attention's up projections, split over tp: the query latent (or, without one, the
/// hidden state) to every head's query, and the key-value latent to every head's key
/// (without its rotary part) and value.
double latentUpParams(const ModelSpec &model)
{
    const double queryInput = model.qLoraRank > 0 ? toD(model.qLoraRank) : toD(model.hidden);
    return queryInput * queryKeyWidth(model)
           + toD(model.kvLoraRank) * (attentionWidth(model) + valueWidth(model));
}

/// The norms of the query and key-value latents (an RMSNorm scale each).
double latentNormParams(const ModelSpec &model)
{
    return latentAttention(model) ? toD(model.qLoraRank + model.kvLoraRank) : 0.0;
}

/// Scales (and shifts) of the query and key norms: one of a head's width each, or one per
/// channel of the query and of the key projection; an L2 norm has none.
double qkNormParams(const ModelSpec &model)
{
    if (model.qkNorms == QkNorms::None || model.qkNorms == QkNorms::L2)
        return 0.0;
    const double shift = normParams(model) / toD(model.hidden); // 2 with a LayerNorm bias
    const double width = model.qkNorms == QkNorms::PerHead
                             ? 2.0 * queryKeyWidth(model) / toD(model.heads)
                             : queryKeyWidth(model) * (1.0 + 0.5 * kvShare(model));
    return shift * width;
}

/// Matrix parameters of one layer's attention: QKV and output projections, or latent
/// attention's down, up and output projections.
double attentionMatrixParams(const ModelSpec &model)
{
    const double h = toD(model.hidden);
    if (latentAttention(model))
        return latentDownParams(model) + latentUpParams(model) + valueWidth(model) * h;
    return h * attentionWidth(model) * (2.0 + kvShare(model));
}

} // namespace

double keysPerQuery(const ModelSpec &model, bool causal)
{
    const double s = toD(model.seqLen);
    const double full = causal ? 0.5 * s : s;
    const double windowed = toD(windowedLayers(model));
    if (windowed <= 0.0 || model.layers <= 0)
        return full;
    const double w = std::min(toD(model.attentionWindow), s);
    double inWindow = 0;
    if (model.attentionChunked) {
        // s = n w + r: n whole chunks of w and one of r, each attended within itself as a
        // short sequence (half of it where causal, as the whole sequence above).
        const double n = std::floor(s / w);
        const double r = s - n * w;
        inWindow = (causal ? 0.5 : 1.0) * (n * w * w + r * r) / s;
    } else {
        // Query i of a causal window sees min(i + 1, w) keys: w - w^2 / 2s on average over s.
        inWindow = causal ? w - 0.5 * w * w / s : w;
    }
    const double share = windowed / toD(model.layers);
    return (1.0 - share) * full + share * inWindow;
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

double gradientBytesPerValue(Precision precision)
{
    return precision == Precision::Fp16 ? 2.0 : 4.0;
}

double gradientBytesPerValue(const Scenario &scenario)
{
    if (autocastApplies(scenario)) // .grad has the fp32 weight's type, copied or not
        return 4.0;
    if (copiesGradientBuckets(scenario))
        return scenario.training.precision == Precision::Fp32 ? 4.0 : 2.0;
    return gradientBytesPerValue(scenario.training.precision);
}

double gradientAccumulationBytes(const Scenario &scenario)
{
    // Under autocast the product writes the 16-bit copy's gradient afresh; its cast to fp32
    // and the sum into .grad are passes of their own (layerTime, stepBreakdown).
    if (autocastApplies(scenario))
        return activationBytesPerValue(scenario.training.precision);
    return gradientBytesPerValue(scenario) + gradientSourceBytes(scenario);
}

double gradientSourceBytes(const Scenario &scenario)
{
    return scenario.parallel.zero >= 2 || autocastApplies(scenario)
               ? 0.0
               : gradientBytesPerValue(scenario);
}

double activationBytesPerValue(Precision precision)
{
    return precision == Precision::Fp32 ? 4.0 : 2.0;
}

bool autocastApplies(const Scenario &scenario)
{
    const Precision precision = scenario.training.precision;
    return scenario.training.mixedPrecision == MixedPrecision::Autocast
           && (precision == Precision::Bf16 || precision == Precision::Fp16);
}

double weightBytesPerValue(const Scenario &scenario)
{
    return autocastApplies(scenario) ? 4.0 : activationBytesPerValue(scenario.training.precision);
}

double residualBytesPerValue(const Scenario &scenario)
{
    return autocastApplies(scenario) ? 4.0 : activationBytesPerValue(scenario.training.precision);
}

namespace {

/// Whether the feed-forward projections add a bias: with every linear layer's, or the
/// MLP's alone (GPT-J).
bool mlpBiased(const ModelSpec &model)
{
    return model.biases == LinearBiases::All || model.biases == LinearBiases::Mlp;
}

/// Parameters of one feed-forward block of width \p width: its matrices and, where its
/// projections have biases, one bias per output (the up and gate widths, the hidden size).
double mlpBlockParams(const ModelSpec &model, double width)
{
    const double h = toD(model.hidden);
    const double biases = mlpBiased(model) ? (mlpMatrices(model) - 1.0) * width + h : 0.0;
    return mlpMatrices(model) * h * width + biases;
}

} // namespace

double normParams(const ModelSpec &model)
{
    const bool shift
        = model.normalization == Normalization::LayerNorm
          && (model.biases == LinearBiases::All || model.biases == LinearBiases::NormsOnly
              || model.biases == LinearBiases::Mlp);
    return toD(model.hidden) * (shift ? 2.0 : 1.0);
}

double layerNorms(const ModelSpec &model)
{
    return model.block == TransformerBlock::Parallel ? 1.0 : 2.0;
}

double layerParamsOnGpu(const ModelSpec &model, double tp, double ep, double etp)
{
    const double routed = routedExpertParams(model);
    const double replicated = replicatedLayerParams(model);
    return (layerParams(model) - routed - replicated) / tp + replicated + routed / ep / etp;
}

double layerParams(const ModelSpec &model)
{
    const double h = toD(model.hidden);
    const double width = attentionWidth(model);
    const bool qkvBiased = model.biases == LinearBiases::All || model.biases == LinearBiases::Qkv;
    const double qkvBiases
        = qkvBiased && !latentAttention(model) ? width * (1.0 + kvShare(model)) : 0.0;
    const double outputBias = model.biases == LinearBiases::All ? h : 0.0;
    const double attention = attentionMatrixParams(model) + latentNormParams(model)
                             + qkNormParams(model) + qkvBiases + outputBias;
    const double experts = toD(model.experts);
    const double mlp
        = experts * mlpBlockParams(model, toD(model.ffnHidden))
          + (model.sharedExpertFfn > 0 ? mlpBlockParams(model, toD(model.sharedExpertFfn)) : 0.0)
          + (model.experts > 1 ? h * experts : 0.0); // router
    return attention + mlp + layerNorms(model) * normParams(model);
}

double replicatedLayerParams(const ModelSpec &model)
{
    // Row-parallel products add their bias after the reduction, on every rank: the
    // attention output and the MLP down projections outside the routed experts.
    double rowParallelBiases = model.biases == LinearBiases::All ? 1.0 : 0.0; // attention output
    if (mlpBiased(model))
        rowParallelBiases
            += (model.experts <= 1 ? 1.0 : 0.0) + (model.sharedExpertFfn > 0 ? 1.0 : 0.0);
    // Megatron-LM keeps a per-head query and key norm whole on every rank; norms over the
    // whole projections split with their heads.
    const double qkNorms = model.qkNorms == QkNorms::PerHead ? qkNormParams(model) : 0.0;
    return layerNorms(model) * normParams(model) + toD(model.hidden) * rowParallelBiases
           + latentDownParams(model) + latentNormParams(model) + qkNorms;
}

double routedExpertParams(const ModelSpec &model)
{
    if (model.experts <= 1)
        return 0.0;
    return toD(model.experts) * mlpBlockParams(model, toD(model.ffnHidden));
}

double positionParams(const ModelSpec &model)
{
    return model.positions == PositionEncoding::Learned ? toD(model.seqLen) * toD(model.hidden)
                                                        : 0.0;
}

double routedCopiesPerToken(const Scenario &scenario)
{
    const ModelSpec &model = scenario.model;
    const double perToken = toD(model.expertsPerToken);
    if (model.experts <= 1 || !scenario.training.expertCapacityFactor)
        return perToken;
    return perToken * *scenario.training.expertCapacityFactor;
}

double embeddingParams(const ModelSpec &model)
{
    return toD(model.vocab) * toD(model.hidden);
}

ModelSpec denseLayerModel(const ModelSpec &model)
{
    ModelSpec dense = model;
    if (model.denseFfnHidden > 0)
        dense.ffnHidden = model.denseFfnHidden;
    dense.experts = 1;
    dense.expertsPerToken = 1;
    dense.sharedExpertFfn = 0;
    dense.denseLayers = 0;
    dense.expertLayerInterval = 1;
    dense.denseFfnHidden = 0;
    return dense;
}

Scenario denseLayerScenario(const Scenario &scenario)
{
    Scenario dense = scenario;
    dense.model = denseLayerModel(scenario.model);
    return dense;
}

double totalParams(const ModelSpec &model)
{
    if (model.kind == ModelKind::Generic)
        return model.parameters;
    const double embeddings = embeddingParams(model) * (model.tiedEmbeddings ? 1.0 : 2.0);
    const double dense = toD(denseLayerCount(model));
    const double layers = (toD(model.layers) - dense) * layerParams(model)
                          + (dense > 0 ? dense * layerParams(denseLayerModel(model)) : 0.0);
    return layers + embeddings + positionParams(model) + normParams(model); // the final norm
}

double modelFlopsPerSequence(const ModelSpec &model)
{
    if (model.kind == ModelKind::Generic)
        return model.trainingFlopsPerSample;
    const double s = toD(model.seqLen);
    const double h = toD(model.hidden);
    // Forward matrix-product FLOPs per token and layer: 2 per active weight, plus attention
    // scores and values (2 * keys * (query-key width + value width), keys the whole
    // sequence, full matrix as Megatron-LM counts it, or the window in sliding-window layers).
    auto layerFlops = [&](const ModelSpec &layer) {
        const double weights
            = attentionMatrixParams(layer) + mlpMatrices(layer) * h * mlpWidthPerToken(layer);
        return 2.0 * weights
               + 2.0 * keysPerQuery(layer, false) * (queryKeyWidth(layer) + valueWidth(layer));
    };
    const double dense = toD(denseLayerCount(model));
    const double layers = (toD(model.layers) - dense) * layerFlops(model)
                          + (dense > 0 ? dense * layerFlops(denseLayerModel(model)) : 0.0);
    const double perToken = layers + 2.0 * h * toD(model.vocab);
    return 3.0 * perToken * s;
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
        const AttentionRates rates
            = attentionRates(scenario.training.attentionKernel,
                             system.gpu ? system.gpu->computeCapability : 0.0, keyLength, causal);
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
    double mlpPasses = 1.0; // forward passes of the MLP, and of an expert layer's all-to-alls
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

double unfusedNorms(const ModelSpec &model)
{
    return (latentAttention(model) ? 1.0 : 0.0) + (model.experts > 1 ? 1.0 : 0.0);
}

double recomputedShare(const Scenario &scenario)
{
    const TrainingSpec &training = scenario.training;
    if (training.recompute != Recompute::Full)
        return 0.0;
    if (training.recomputeLayers <= 0)
        return 1.0;
    const double chunkLayers
        = toD(scenario.model.layers)
          / toD(scenario.parallel.pp * std::max<std::int64_t>(1, scenario.parallel.virtualStages));
    return std::min(1.0, toD(training.recomputeLayers) / chunkLayers);
}

double activationBytesPerLayer(const Scenario &scenario)
{
    const Recompute mode = scenario.training.recompute;
    const double share = recomputedShare(scenario);
    if (mode != Recompute::Full || share >= 1.0)
        return activationBytesPerLayer(scenario, mode);
    // Megatron-LM's block method: the recomputed layers keep their input, the others all.
    return share * activationBytesPerLayer(scenario, Recompute::Full)
           + (1.0 - share) * activationBytesPerLayer(scenario, Recompute::None);
}

double recomputeWorkingBytes(const Scenario &scenario)
{
    const Recompute mode = scenario.training.recompute;
    if (mode == Recompute::None)
        return 0.0;
    // One layer at a time is rebuilt to its full activations during its backward pass.
    return activationBytesPerLayer(scenario, Recompute::None)
           - activationBytesPerLayer(scenario, mode);
}

double everyOtherMatmulBytes(const Scenario &scenario)
{
    // torchtitan's policy saves, of a layer's forward, its input and the outputs of the
    // matrix products it counts odd (q, v and the MLP's first, and SwiGLU's last: w2), of
    // the attention kernel (its output and fp32 log-sum-exp) and, under tensor parallelism,
    // of the reduce-scatters after the output projection and the MLP; the rest is rebuilt.
    const ModelSpec &model = scenario.model;
    const double t = toD(scenario.parallel.tp);
    const double b = activationBytesPerValue(scenario.training.precision);
    const double tokens = tokensPerGpu(scenario);
    const double h = toD(model.hidden);
    const double width = attentionWidth(model);
    const double split = scenario.parallel.sequenceParallel ? t : 1.0;
    const double input = residualBytesPerValue(scenario) * tokens * h / split;
    const double query = width;
    const double value = 0.5 * width * kvShare(model); // kvShare counts keys and values
    const double firstMlp = toD(model.ffnHidden);
    double kept = b * tokens * (query + value + valueWidth(model) + firstMlp) / t;
    if (model.mlp == MlpKind::SwiGlu)
        kept += b * tokens * h; // w2's output, the rank's partial sums under tp
    if (scenario.training.flashAttention)
        kept += 4.0 * toD(model.heads) * tokens / t;
    if (scenario.parallel.tp > 1)
        kept += 2.0 * b * tokens * h / t;
    return input + kept;
}

double activationBytesPerLayer(const Scenario &scenario, Recompute recompute)
{
    const ModelSpec &model = scenario.model;
    const ParallelSpec &parallel = scenario.parallel;
    const double t = toD(parallel.tp);
    const double s = toD(model.seqLen);
    const double h = toD(model.hidden);
    const double a = toD(model.heads);
    const double b = activationBytesPerValue(scenario.training.precision);
    const double sbh = tokensPerGpu(scenario) * h;
    const double split = parallel.sequenceParallel ? t : 1.0;

    const double r = residualBytesPerValue(scenario);
    if (recompute == Recompute::Full)
        return r * sbh / split; // only the layer input survives
    if (recompute == Recompute::Selective && recomputesEveryOtherMatmul(scenario.training))
        return everyOtherMatmulBytes(scenario);
    // What selective recomputation rebuilds is not kept (Megatron-Core's recompute modules).
    const auto dropped = [&](RecomputeModule module) {
        return recompute == Recompute::Selective && recomputes(scenario.training, module);
    };

    // A matrix product keeps its input for the weight gradient: in fp8 training the fp8
    // copy it multiplied (1 byte; Transformer Engine's Linear saves `inputmat` cast to fp8),
    // else the activation itself.
    const bool fp8 = scenario.training.precision == Precision::Fp8;
    const double productInput = fp8 ? 1.0 : b;
    // Kept on every tensor-parallel rank: two norm inputs, the inputs of the QKV and
    // first MLP products, and with hidden dropout its two masks (1 byte each). In a
    // parallel block both norms read the layer input, kept once, and a shared norm's output
    // is both products' input, kept once unless each casts its own copy (fp8, or autocast's
    // 16-bit casts of the fp32 norm output, which it caches for weights only).
    const bool sequential = model.block == TransformerBlock::Sequential;
    const double normInputs = sequential ? 2.0 : 1.0;
    const bool ownCopies = fp8 || autocastApplies(scenario);
    const double productInputs
        = model.block == TransformerBlock::Parallel && !ownCopies ? 1.0 : 2.0;
    // An eager RMSNorm keeps, instead of its input, the input's fp32 copy (the square and
    // the scaling keep `hidden_states.to(torch.float32)`) and the scaled values cast back,
    // which the weight's product keeps (Hugging Face's LlamaRMSNorm; its output, a third
    // tensor, is the next product's input). The block's norms read the residual stream
    // (fp32 under autocast, which the fp32 copy then is); query, key and latent norms read
    // 16-bit product outputs.
    const bool eager = scenario.training.kernels == KernelStyle::Eager;
    const bool eagerRmsNorm = eager && model.normalization == Normalization::RmsNorm;
    const double normKept = eagerRmsNorm ? 4.0 + b : b;
    const double blockNormKept = eagerRmsNorm ? 4.0 + r : r;
    // Recomputing the norms ("layernorm") drops the outputs of those that run on their own.
    const double normOutputs
        = productInputs
          - (dropped(RecomputeModule::LayerNorm) ? std::min(productInputs, unfusedNorms(model))
                                                 : 0.0);
    const double replicated = (normInputs * blockNormKept + normOutputs * productInput
                               + 2.0 * dropoutMaskBytes(model.hiddenDropout))
                              * sbh;
    // Split across the group: Q, K, V, the output-projection input and the MLP
    // intermediates (two for GELU, three for SwiGLU, the last the second product's input),
    // per routed expert and for the shared experts.
    const double tokens = tokensPerGpu(scenario);
    const double values = valueWidth(model);
    // Eagerly SwiGLU's product keeps the activation's output beside the up projection, and a
    // written-out GELU keeps its tanh's output and both factors of its last product.
    const double eagerGelu = eager && model.geluForm == GeluForm::WrittenOut ? 4.0 : 1.0;
    const double intermediates = model.mlp == MlpKind::SwiGlu ? (eager ? 3.0 : 2.0) : eagerGelu;
    // Latent attention's queries, keys and values come from its up projections, which
    // "mla_up_proj" recomputes.
    const double upProjected
        = dropped(RecomputeModule::MlaUpProjection) ? 0.0 : 2.0 * queryKeyWidth(model) + values;
    const double attentionKept
        = tokens
          * (latentAttention(model)
                 ? b * upProjected + productInput * values
                 : (b * (1.0 + kvShare(model)) + productInput) * attentionWidth(model));
    // The MLP keeps its intermediates per unit of width: the routed experts' (or a dense
    // MLP's) unless recomputed ("mlp", "moe"), less the activation's output under "moe_act",
    // and the shared experts' unless recomputed ("moe", "shared_experts").
    const bool dense = model.experts <= 1;
    const double perWidth = tokens * (intermediates * b + productInput);
    const double routedWidth = toD(model.ffnHidden) * routedCopiesPerToken(scenario);
    double routedKept = perWidth;
    if (dropped(dense ? RecomputeModule::Mlp : RecomputeModule::Moe))
        routedKept = 0.0;
    else if (!dense && dropped(RecomputeModule::MoeActivation))
        routedKept = tokens * intermediates * b;
    const bool sharedDropped
        = dropped(RecomputeModule::Moe) || dropped(RecomputeModule::SharedExperts);
    const double sharedKept = sharedDropped ? 0.0 : perWidth;
    double sharded
        = attentionKept + routedKept * routedWidth + sharedKept * toD(model.sharedExpertFfn);
    // Query and key norms keep their input (an eager RMSNorm its fp32 copy and scaled
    // values); their output is the attention's, counted above.
    if (model.qkNorms != QkNorms::None)
        sharded += normKept * tokens * queryKeyWidth(model) * (1.0 + 0.5 * kvShare(model));
    // Latent attention keeps its latents whole on every rank (over the rank's share of the
    // sequence under sequence parallelism): each latent's norm input and up-projection
    // input, and the shared rotary key.
    const double latents
        = latentAttention(model)
              ? tokens
                    * ((normKept + productInput) * toD(model.qLoraRank + model.kvLoraRank)
                       + b * toD(model.qkRopeHeadDim))
              : 0.0;
    const double micro = toD(scenario.training.microBatch);
    if (scenario.training.flashAttention) {
        // The kernel keeps its output for its backward pass; in fp8 training the output
        // projection's fp8 copy of it comes on top.
        sharded += fp8 ? b * tokens * values : 0.0;
        sharded += 4.0 * a * tokensPerGpu(scenario); // fp32 log-sum-exp per query row
    } else if (!dropped(RecomputeModule::CoreAttention)) {
        // The softmax output; with attention dropout also its mask and the dropped output.
        const double mask = dropoutMaskBytes(model.attentionDropout);
        sharded += (b + (mask > 0.0 ? b + mask : 0.0)) * a * s * s * micro;
    }
    return (replicated + latents) / split + sharded / t;
}

} // namespace scaleplan::engine::detail
