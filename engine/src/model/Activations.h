// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Per-layer activation memory: what a layer keeps for the backward pass under each
// recompute mode, what recomputation rebuilds, and the bytes eager PyTorch's element-wise
// kernels move. See docs/model.md 4.4 and 8.2.

#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

/// Bytes per element of a dropout mask: 1 (a bool tensor) while dropout is on, none at
/// p = 0, where PyTorch returns the input unchanged (ATen `_dropout_impl`) and FlashAttention
/// skips its random numbers.
double dropoutMaskBytes(double probability);

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

/// The share of each pipeline chunk's layers that full recomputation rebuilds: 1 unless
/// `training.recompute_layers` names fewer than the chunk holds; 0 without full recomputation.
double recomputedShare(const Scenario &scenario);

/// True when each tensor-parallel rank keeps only 1/tp of a fully recomputed layer's input
/// and gathers it back before the rebuild (`training.distribute_saved_activations` with full
/// recomputation, tp above 1 and no sequence parallelism, which splits the input anyway):
/// Megatron-LM's `--distribute-saved-activations` (CheckpointFunction splits its first
/// argument into 1/tp chunks and all-gathers it in the backward pass), DeepSpeed's
/// `partition_activations`, metaseq's `--distribute-checkpointed-activations`.
bool distributesSavedActivations(const Scenario &scenario);

/// Bytes one layer keeps for the backward pass per micro-batch on one GPU
/// (Korthikanti et al. 2022 Table 2, generalised to GQA, SwiGLU, MoE and FlashAttention);
/// the average over a chunk when full recomputation rebuilds only some of its layers.
double activationBytesPerLayer(const Scenario &scenario);

/// The same for another recompute mode than the scenario's.
double activationBytesPerLayer(const Scenario &scenario, Recompute recompute);

/// Bytes one dense layer keeps per micro-batch under torchtitan's op-level selective
/// recomputation (training.selective_policy "every_other_matmul", docs/model.md 8.2.2).
double everyOtherMatmulBytes(const Scenario &scenario);

/// Bytes a recomputed layer holds on top of what activationBytesPerLayer() keeps while
/// its backward pass runs: recomputation rebuilds one layer's activations (full) or its
/// attention core (selective) at a time, and they live until that layer's backward is
/// done (Chen et al. 2016, "Training Deep Nets with Sublinear Memory Cost", Sec. 3: the
/// segment being recomputed is materialised). Zero without recomputation.
double recomputeWorkingBytes(const Scenario &scenario);

/// The block norms of a \p model layer that run as modules of their own, whose outputs
/// Megatron-Core's "layernorm" recompute part discards (TransformerLayer skips a norm that
/// is an IdentityOp): Transformer Engine fuses the others into the product that follows
/// (LayerNormLinear, LayerNormMLP), which keeps its input itself. The input norm stands
/// alone before latent attention's down projections, the pre-MLP norm before the experts'
/// router.
double unfusedNorms(const ModelSpec &model);

} // namespace scaleplan::engine::detail
