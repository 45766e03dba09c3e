// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Activations.h"

#include "model/Workload.h"

#include <algorithm>

namespace scaleplan::engine::detail {

double dropoutMaskBytes(double probability)
{
    return probability > 0.0 ? 1.0 : 0.0;
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

bool distributesSavedActivations(const Scenario &scenario)
{
    const ParallelSpec &parallel = scenario.parallel;
    return scenario.training.distributeSavedActivations
           && scenario.training.recompute == Recompute::Full && parallel.tp > 1
           && !parallel.sequenceParallel;
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
    if (recompute == Recompute::Full) // only the layer input survives, split over the ranks
        return r * sbh / (distributesSavedActivations(scenario) ? t : split);
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
