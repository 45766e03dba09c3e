// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The transformer workload: widths, parameter counts, model FLOPs and the bytes of one
// value of each kind (activations, gradients, weights, the residual stream). What every
// part of the model sizes and times its work by. See docs/model.md, "Workload".

#include "scaleplan/engine/Scenario.h"

#include <cstdint>

namespace scaleplan::engine::detail {

/// A count as a double, for the formulas.
inline double toD(std::int64_t v)
{
    return static_cast<double>(v);
}

/// Width of the query projection and of the attention output: heads x head_dim, the hidden
/// size unless the model sets its own head width.
double attentionWidth(const ModelSpec &model);

/// Width of the key and value projections together relative to the query's (2 without GQA).
double kvShare(const ModelSpec &model);

/// Width of the queries and of the keys of all heads: attentionWidth(), plus each head's
/// rotary part with latent attention.
double queryKeyWidth(const ModelSpec &model);

/// Width of the values of all heads, the attention output: attentionWidth(), or heads x
/// v_head_dim with latent attention.
double valueWidth(const ModelSpec &model);

/// Matrices of the feed-forward block: GELU up + down, SwiGLU gate + up + down.
double mlpMatrices(const ModelSpec &model);

/// Latent attention's down projections (the hidden state to the query latent and to the
/// key-value latent with the shared rotary key), which Megatron-Core duplicates on every
/// tensor-parallel rank (MLASelfAttention's linear_q_down_proj and linear_kv_down_proj);
/// 0 without latent attention.
double latentDownParams(const ModelSpec &model);

/// Tokens of one micro-batch on one GPU: its sequences, split over the context-parallel
/// group (each GPU holds 2 of 2 x cp chunks of every sequence).
double tokensPerGpu(const Scenario &scenario);

/// Keys one query attends to, averaged over the layers: the whole sequence in full layers,
/// at most the window in sliding-window ones. \p causal counts only the keys at or before
/// the query, what a causal kernel computes (half the sequence without a window); otherwise
/// the full score matrix, as model FLOPs count it (Megatron-LM's convention).
double keysPerQuery(const ModelSpec &model, bool causal);

/// Parameters of one normalisation layer: the scale, and LayerNorm's shift in models whose
/// linear layers all have biases or whose norms alone do (Falcon); MPT's bias-free
/// LayerNorm and RMSNorm have none.
double normParams(const ModelSpec &model);

/// Norms in one block: two, one before attention and one before the MLP (also GPT-NeoX's
/// parallel block, a norm for each branch), or one that both branches of a parallel block
/// share (GPT-J, PaLM, Falcon-7B).
double layerNorms(const ModelSpec &model);

/// Parameters of one transformer block: all experts and their router, the biases
/// model.biases names, its norms. A GPT block (biases everywhere, LayerNorm) has
/// 12h^2 + 13h, Megatron's count (Narayanan et al. 2021, Eq. 2).
double layerParams(const ModelSpec &model);

/// Of layerParams(), what tensor parallelism does not split: the norms and the biases
/// added after a row-parallel product's reduction (attention output, dense and shared MLP
/// down projections).
double replicatedLayerParams(const ModelSpec &model);

/// Parameters of one block's routed experts (with their biases), the part expert
/// parallelism spreads (the router and the shared experts stay on every rank).
double routedExpertParams(const ModelSpec &model);

/// Parameters of one block on one GPU: what tensor parallelism splits over \p tp, the
/// routed experts over \p ep expert-parallel ranks of \p etp, the rest whole.
double layerParamsOnGpu(const ModelSpec &model, double tp, double ep, double etp);

/// Learned absolute position embeddings: seq_len x hidden (none for rotary or ALiBi).
double positionParams(const ModelSpec &model);

/// Token copies one token's routed experts compute: the experts per token, times the
/// capacity factor where the experts pad their buffers to capacity
/// (training.expert_capacity_factor); 1 for a dense model's MLP.
double routedCopiesPerToken(const Scenario &scenario);

/// Parameters of one embedding matrix (vocab x hidden).
double embeddingParams(const ModelSpec &model);

using engine::denseLayerCount; // Scenario.h
using engine::denseLayersIn;

/// One of \p model's dense layers as a model of its own: the same attention and
/// one MLP of dense_ffn_hidden (ffn_hidden where 0), no experts, router or shared experts.
ModelSpec denseLayerModel(const ModelSpec &model);

/// \p scenario with denseLayerModel() for its model, to time and size a dense layer.
Scenario denseLayerScenario(const Scenario &scenario);

/// All parameters of the model (generic models: their stated count).
double totalParams(const ModelSpec &model);

/// Model FLOPs (forward + backward, no recomputation) for one sequence (generic models:
/// one sample). For a dense GPT this is Korthikanti et al. 2022 Eq. 7 divided by B.
double modelFlopsPerSequence(const ModelSpec &model);

/// Bytes of one gradient element, in memory and on the wire without compression. bf16
/// training accumulates and reduces gradients in fp32 (Megatron-LM forces
/// `accumulate_allreduce_grads_in_fp32` for bf16; DeepSpeed's bf16 optimizer keeps fp32
/// gradients); fp16 training reduces fp16 gradients (Megatron-LM's default); fp32 and fp8
/// training use fp32. `gradient_compression: fp16` sends 16 bits instead.
double gradientBytesPerValue(Precision precision);

/// Bytes of one gradient value as \p scenario keeps and reduces it: as the precision says,
/// but in the parameters' own type (16 bits in mixed precision) where PyTorch DDP's copied
/// buckets hold them (copiesGradientBuckets; DDP reduces `.grad` as the autograd engine
/// produces it).
double gradientBytesPerValue(const Scenario &scenario);

/// Bytes per gradient element of a reduce-scatter inside a ZeRO shard group: 16 bits
/// with fp16 compression, else gradientBytesPerValue(); the other compression methods
/// apply to the all-reduce across replicas.
double shardReduceBytesPerValue(const Scenario &scenario);

/// Bytes moved per weight-gradient element when one micro-batch's weight gradient leaves
/// its product: added to the gradient buffer kept across micro-batches (read and written:
/// Megatron-LM's gradient-accumulation fusion, PyTorch's `.grad` accumulation), or, under
/// ZeRO-2/3, which reduce-scatter every micro-batch's gradient, written once.
double gradientAccumulationBytes(const Scenario &scenario);

/// Whether PyTorch FSDP (`training.software` "pytorch-fsdp" or "pytorch-fsdp2") shards
/// \p scenario's parameters, gradients and optimizer state (ZeRO-3, FULL_SHARD): its
/// products then write each gradient in the gathered weight's type, which FSDP casts and
/// copies on its own (fsdpCopyBytesPerParameter in StepTime.cpp, docs/model.md 6.6).
bool pytorchFsdpShards(const Scenario &scenario);

/// Of gradientAccumulationBytes(), those read from the buffer (0 under ZeRO-2/3).
double gradientSourceBytes(const Scenario &scenario);

/// Bytes of activation precision (fp32 training keeps fp32 activations, all other
/// precisions keep 16-bit activations).
double activationBytesPerValue(Precision precision);

/// Whether PyTorch's autocast runs \p scenario (training.mixed_precision "autocast" with
/// bf16 or fp16): fp32 weights, gradients and residual stream, 16-bit products.
bool autocastApplies(const Scenario &scenario);

/// Bytes of one weight value as the GPUs keep and gather it: fp32 in fp32 training and
/// under autocast, else 16 bits.
double weightBytesPerValue(const Scenario &scenario);

/// Bytes of one value of the residual stream (a layer's input and output, the norms'
/// inputs, what pipeline stages send): fp32 under autocast, where the fp32 embedding output
/// plus each block's 16-bit branch output promotes to fp32; else activationBytesPerValue().
double residualBytesPerValue(const Scenario &scenario);

/// Under autocast, bytes a weight moves in one cast: to 16 bits before its product in each
/// forward pass (read 4, write 2), its gradient back to fp32 in the backward pass (read
/// 2, write 4; ToCopyBackward0).
inline constexpr double kAutocastCastBytes = 6.0;

/// Under autocast, bytes per weight when a micro-batch's fp32 gradient is added into .grad
/// (AccumulateGrad: read both, write the sum); the first micro-batch's gradient becomes
/// .grad without a pass.
inline constexpr double kGradAccumulateBytes = 12.0;

} // namespace scaleplan::engine::detail
