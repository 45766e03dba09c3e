// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Workload.h"

#include "scaleplan/engine/Software.h"

#include <algorithm>
#include <cmath>

namespace scaleplan::engine::detail {

double mlpMatrices(const ModelSpec &model)
{
    return model.mlp == MlpKind::SwiGlu ? 3.0 : 2.0;
}

namespace {

/// Feed-forward width one token passes through: its routed experts and the shared ones.
/// What model FLOPs count.
double mlpWidthPerToken(const ModelSpec &model)
{
    return toD(model.ffnHidden) * toD(model.expertsPerToken) + toD(model.sharedExpertFfn);
}

} // namespace

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

double shardReduceBytesPerValue(const Scenario &scenario)
{
    return scenario.communication.gradientCompression == Compression::Fp16
               ? 2.0
               : gradientBytesPerValue(scenario);
}

double gradientAccumulationBytes(const Scenario &scenario)
{
    // Under autocast the product writes the 16-bit copy's gradient afresh; its cast to fp32
    // and the sum into .grad are passes of their own (layerTime, stepBreakdown).
    if (autocastApplies(scenario))
        return activationBytesPerValue(scenario.training.precision);
    // FSDP's MixedPrecision computes in its param_dtype, so autograd's gradient has the
    // gathered weight's type; FSDP casts it to reduce_dtype afterwards.
    if (pytorchFsdpShards(scenario))
        return weightBytesPerValue(scenario);
    return gradientBytesPerValue(scenario) + gradientSourceBytes(scenario);
}

bool pytorchFsdpShards(const Scenario &scenario)
{
    return scenario.parallel.zero >= 3 && isPytorchFsdp(scenario.training.software);
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

} // namespace scaleplan::engine::detail
