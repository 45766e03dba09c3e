// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Seconds one GPU spends on one transformer layer for one micro-batch (products, attention,
// element-wise work, tensor-, context- and expert-parallel communication, recomputation,
// the host's floor) and on the output layer. See docs/model.md 4.4-4.6 and 4.8-4.10.

#include "model/Hardware.h"

#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

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

/// Element-wise bytes of one layer's forward pass over \p tokens (norms, residual adds with
/// dropout, activation function, rotary embeddings, query/key norms) at the device's copy
/// rate: eager kernels that run slower count the bytes the copy rate would move in their
/// time. Backward moves about twice as much.
double elementwiseForwardBytes(const Scenario &scenario, double tokens);

} // namespace scaleplan::engine::detail
