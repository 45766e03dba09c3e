// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Memory one GPU needs: model states under ZeRO, activations under the pipeline
// schedule, and the rest. See docs/model.md, "Memory".

#include "model/Layout.h"

#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

/// CUDA context, cuBLAS workspace and NCCL channel buffers, GB (see docs/model.md).
inline constexpr double kRuntimeOverheadGb = 1.5;

/// Memory PyTorch's caching allocator holds in blocks it cannot hand out, as a share of what
/// the tensors use. Out-of-memory reports near full GPUs give 1.3-6.7% of the reserved
/// memory (docs/model.md 8.5); 4% is taken.
inline constexpr double kAllocatorReserveShare = 0.04;

/// Parameters DeepSpeed's ZeRO-3 keeps gathered before it releases them:
/// `stage3_max_live_parameters`, 1e9 by default (`deepspeed/runtime/zero/config.py`,
/// "The maximum number of parameters resident per GPU before releasing").
inline constexpr double kDeepSpeedMaxLiveParameters = 1e9;

/// Parameters a GPU holds gathered under ZeRO-3 at once: PyTorch FSDP's unit, a layer, and
/// the next one prefetched; DeepSpeed (`training.software`) gathers module by module and
/// keeps at most kDeepSpeedMaxLiveParameters, but always the largest module whole.
double gatheredZero3Params(const Scenario &scenario, const Layout &layout);

/// Memory CUDA graphs keep beside the activations, as a share of them: a captured layer's
/// temporary tensors stay allocated in the graph's pool for its lifetime. NVIDIA's NeMo
/// documentation ("Cudagraphs for NeMo", docs/source/features/optimizations/cudagraphs.md):
/// "increases the memory usage of activations by ~20%", 15 GB on a GPT-3 20B run.
inline constexpr double kCudaGraphActivationShare = 0.2;

/// Bytes of the optimizer's moments per parameter before sharding: Adam's m and v, SGD's
/// momentum, 4 bytes each, 2 with `training.optimizer_state_precision` "bf16" (Megatron-Core's
/// `--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16`; docs/model.md 8.1).
double optimizerMomentBytes(const TrainingSpec &training);

/// Bytes per parameter of mixed precision's main copy of the weights before sharding: 4 for
/// an fp32 copy, 2 for the 16-bit remainders that complete bf16 (or fp8 training's bf16)
/// weights to fp32, 0 where the optimizer updates the 16-bit weights in place
/// (`training.master_weights`; docs/model.md 8.1). Unused where the weights are fp32.
double masterWeightBytes(const TrainingSpec &training);

/// Bytes per logit the loss holds at its peak on the last stage: Megatron-LM's fused
/// vocab-parallel cross entropy keeps the fp32 logits (4, `theoretical_memory_usage.py`);
/// eager PyTorch's `cross_entropy(logits.float(), ...)` holds, during its backward pass, the
/// fp32 log-softmax output it saved, the gradient nll_loss hands it and the gradient it
/// makes, 4 bytes each (docs/model.md 8.4).
double lossBytesPerLogit(const Scenario &scenario);

/// Under PyTorch's autocast, bytes of the 16-bit weight copies the products keep for the
/// backward pass on one GPU at its peak (0 otherwise; docs/model.md 8.5).
double autocastCopyBytes(const Scenario &scenario, const Layout &layout);

/// Peak memory per GPU for \p scenario with \p layout, against \p capacityGb.
MemoryBreakdown memoryPerGpu(const Scenario &scenario, const Layout &layout, double capacityGb);

} // namespace scaleplan::engine::detail
