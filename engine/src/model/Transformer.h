// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The transformer workload: parameters, model FLOPs, per-layer times on one GPU and
// per-layer activation memory. See docs/model.md, "Workload" and "Activations".

#include "model/Hardware.h"

#include "scaleplan/engine/Scenario.h"

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

/// Seconds one GPU spends on one transformer layer for one micro-batch.
struct LayerTime
{
    double forward = 0;
    double backward = 0;
    double recompute = 0; ///< forward work repeated under the recompute mode
    double tpComm = 0;    ///< tensor-parallel collectives, forward + backward + recompute
    double cpComm = 0;    ///< context-parallel ring exchange left exposed, likewise
    double epComm = 0;    ///< expert-parallel all-to-alls of the routed tokens, likewise
    double hostWait = 0;  ///< the GPU waiting for the host to issue the layer's kernels
};

/// The host's time for one transformer layer of one micro-batch, forward and backward:
/// Python, PyTorch's dispatcher and autograd, and the launches of the layer's kernels
/// (gptref's GPT block, 60 kernels, bf16 autocast), timed with the GPU idle at a tiny
/// shape (scripts/gpu-reference/hostfloor.py, 2026-11-28, two H200 machines' Intel Xeon
/// hosts, PyTorch 2.11: 1.163 and 1.750 ms, the mean taken; docs/model.md 4.10). Layers
/// whose GPU work is shorter leave the GPU waiting for the host.
inline constexpr double kHostLayerSeconds = (1.163e-3 + 1.750e-3) / 2.0;
/// The host's time to rebuild that layer under torch.utils.checkpoint (full recomputation:
/// the forward pass once more and the checkpoint's own bookkeeping), the same runs: 2.959
/// and 4.031 ms a layer with the checkpoint, less the time without.
inline constexpr double kHostRecomputeSeconds = (2.959e-3 + 4.031e-3) / 2.0 - kHostLayerSeconds;

/// Seconds the GPU waits, per layer and micro-batch, for the host to issue the kernels of a
/// layer timed \p gpu: the host's time (kHostLayerSeconds, and kHostRecomputeSeconds for
/// the rebuilt share of the forward pass) beyond the GPU's own, none when the GPU is slower.
double hostWait(const LayerTime &gpu);

/// Layer times of \p scenario on \p system (tensor-parallel degree and micro-batch from
/// the scenario).
LayerTime layerTime(const Scenario &scenario, const System &system);

/// Bytes the cross-entropy loss moves per logit of the vocabulary shard, as Megatron-LM's
/// vocab-parallel cross entropy runs it (megatron/core/tensor_parallel/cross_entropy.py):
/// forward: cast the 16-bit logits to fp32 (read 2, write 4), max (read 4), subtract it in
/// place (8), exp (8), sum (4), divide to the softmax kept for backward (8); backward:
/// scale by the loss gradient in place (8) and cast back to 16 bits (read 4, write 2).
inline constexpr double kCrossEntropyBytesPerLogit = 6 + 4 + 8 + 8 + 4 + 8 + 8 + 6;

/// Forward + backward seconds of the output layer and the cross-entropy loss for one
/// micro-batch on one GPU of the last stage.
double logitsTime(const Scenario &scenario, const System &system);

/// Eager PyTorch (training.kernels "eager"): the rates at which Hugging Face Transformers'
/// LlamaRMSNorm and rotary embedding ran their kernels, as fractions of the device's copy
/// rate, measured on an H200 (2026-11-27, PyTorch 2.11, transformers 5.17, a Llama 3 8B
/// layer and one of width 2048 over 4096 tokens; scripts/gpu-reference/eagerlayer.py,
/// docs/probe.md "Eager layers"): the norm's casts to fp32 and back and its multiplies by
/// a broadcast scale at 0.625 and 0.645 of the 4159 GB/s copy, the rotary embedding's
/// multiplies, negation, concatenation and add over the heads' transposed views (strided,
/// not vectorised) at 0.334 and 0.328. SwiGLU's two passes ran at the copy rate.
inline constexpr double kEagerRmsNormRate = 0.63;
inline constexpr double kEagerRotaryRate = 0.33;

/// Bytes per element of an eager RMSNorm's forward pass with activations of \p b bytes,
/// as Hugging Face's LlamaRMSNorm runs it: cast to fp32 (read b, write 4), square (8),
/// mean (read 4), multiply by the reciprocal root (8), cast back (read 4, write b), multiply
/// by the weight (2b): 36 in 16 bits; fp32 activations skip both casts (28).
double eagerRmsNormBytes(double b);

/// Bytes per element of the queries and keys an eager rotary embedding moves, as Hugging
/// Face's apply_rotary_pos_emb runs it: x·cos (read, write), the negated half (half of
/// each), the concatenation (read, write), ·sin (read, write), the sum (read two, write):
/// 10 values, where the fused pass moves 2.
double eagerRotaryBytes(double b);

/// Bytes per element of Hugging Face's NewGELUActivation (`gelu_new`) run eagerly, with
/// \p b-byte activations: 0.5·x·(1 + tanh(sqrt(2/pi)·(x + 0.044715·x³))) in eight
/// operations, each reading its operands and writing its result: 18·b, 36 in 16 bits, where
/// one GELU kernel moves 2·b.
double eagerWrittenOutGeluBytes(double b);

/// Current fp8 scaling (training.fp8_scaling "current") reads each tensor for its amax
/// before the cast, at this share of the device's copy rate. Measured 2026-11-27 (PyTorch
/// 2.11, casts compiled with torch.compile as torchtitan runs torchao's:
/// scripts/gpu-reference/fp8scaling.py, docs/probe.md "fp8 scaling"): the inputs, weights
/// and output gradients of a Llama 3 8B layer's four products at 8192 tokens, 788.5 M
/// elements, cast and transposed with a known scale and with their own amax; the 1.58 GB of
/// amax reads took 0.515 and 0.617 ms on two H200s (0.735 and 0.615 of their 4163 and 4151
/// GB/s copies) and 0.556 ms on an H100 (0.968 of its 2930 GB/s). The mean of the three is
/// taken.
inline constexpr double kAmaxReadRate = 0.77;

/// Memory traffic fp8 training adds to one layer's element-wise work for \p tokens tokens
/// (0 for other precisions), as Transformer Engine runs it, in bytes at the copy rate.
struct Fp8CastBytes
{
    double forward = 0;  ///< casting each product's input and its transposed copy
    double backward = 0; ///< casting each product's output gradient to fp8 and transposing it
};
Fp8CastBytes fp8CastBytes(const Scenario &scenario, double tokens);

/// The share of each pipeline chunk's layers that full recomputation rebuilds: 1 unless
/// `training.recompute_layers` names fewer than the chunk holds; 0 without full recomputation.
double recomputedShare(const Scenario &scenario);

/// Bytes one layer keeps for the backward pass per micro-batch on one GPU
/// (Korthikanti et al. 2022 Table 2, generalised to GQA, SwiGLU, MoE and FlashAttention);
/// the average over a chunk when full recomputation rebuilds only some of its layers.
double activationBytesPerLayer(const Scenario &scenario);

/// The same for another recompute mode than the scenario's.
double activationBytesPerLayer(const Scenario &scenario, Recompute recompute);

/// Element-wise bytes of one layer's forward pass over \p tokens (norms, residual adds with
/// dropout, activation function, rotary embeddings, query/key norms) at the device's copy
/// rate: eager kernels that run slower count the bytes the copy rate would move in their
/// time. Backward moves about twice as much.
double elementwiseForwardBytes(const Scenario &scenario, double tokens);

/// Bytes one dense layer keeps per micro-batch under torchtitan's op-level selective
/// recomputation (training.selective_policy "every_other_matmul", docs/model.md 8.2.2).
double everyOtherMatmulBytes(const Scenario &scenario);

/// Bytes a recomputed layer holds on top of what activationBytesPerLayer() keeps while
/// its backward pass runs: recomputation rebuilds one layer's activations (full) or its
/// attention core (selective) at a time, and they live until that layer's backward is
/// done (Chen et al. 2016, "Training Deep Nets with Sublinear Memory Cost", Sec. 3: the
/// segment being recomputed is materialised). Zero without recomputation.
double recomputeWorkingBytes(const Scenario &scenario);

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

/// Bytes moved per weight-gradient element when one micro-batch's weight gradient leaves
/// its product: added to the gradient buffer kept across micro-batches (read and written:
/// Megatron-LM's gradient-accumulation fusion, PyTorch's `.grad` accumulation), or, under
/// ZeRO-2/3, which reduce-scatter every micro-batch's gradient, written once.
double gradientAccumulationBytes(const Scenario &scenario);

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

/// The block norms of a \p model layer that run as modules of their own, whose outputs
/// Megatron-Core's "layernorm" recompute part discards (TransformerLayer skips a norm that
/// is an IdentityOp): Transformer Engine fuses the others into the product that follows
/// (LayerNormLinear, LayerNormMLP), which keeps its input itself. The input norm stands
/// alone before latent attention's down projections, the pre-MLP norm before the experts'
/// router.
double unfusedNorms(const ModelSpec &model);

/// Under autocast, bytes a weight moves in one cast: to 16 bits before its product in each
/// forward pass (read 4, write 2), its gradient back to fp32 in the backward pass (read
/// 2, write 4; ToCopyBackward0).
inline constexpr double kAutocastCastBytes = 6.0;

/// Under autocast, bytes per weight when a micro-batch's fp32 gradient is added into .grad
/// (AccumulateGrad: read both, write the sum); the first micro-batch's gradient becomes
/// .grad without a pass.
inline constexpr double kGradAccumulateBytes = 12.0;

} // namespace scaleplan::engine::detail
