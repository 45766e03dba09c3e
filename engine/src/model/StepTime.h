// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One optimizer step: the pipeline schedule over the most loaded stage, the
// data-parallel exchange and what of it stays exposed, compression and the optimizer.
// See docs/model.md, "Step time".

#include "model/Hardware.h"
#include "model/Layout.h"

#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

/// ResNet-50 training as NVIDIA measured it: one A100 80GB, mixed precision, batch 256,
/// 2,470 images/s (NVIDIA DeepLearningExamples, PyTorch/Classification/ConvNets/
/// resnet50v1.5/README.md, "Training performance: NVIDIA DGX A100", pytorch-21.03 NGC
/// container), at torchvision's 4.089 G multiply-adds per 224x224 image (`_ops` of
/// ResNet50_Weights), 2 FLOPs each, forward and backward 3 times the forward.
inline constexpr double kResNet50A100ImagesPerS = 2470;
inline constexpr double kResNet50TrainingFlops = 3.0 * 2.0 * 4.089e9;
/// The A100's measured GEMM rate (the catalog's `measured_matmul_tflops`, MAMF, bf16).
inline constexpr double kA100MeasuredGemmFlops = 271.2e12;
/// The share of it the A100's fp16 products run at, as fp16Share() gives it: the A100 has
/// no fp16 measurement of its own, so the mean of the measured NVIDIA chips' (the
/// catalog's `measured_fp16_share`: H100 0.952, H200 0.955). The measurement above ran in
/// fp16 (automatic mixed precision).
inline constexpr double kA100Fp16Share = (0.952 + 0.955) / 2.0;

/// Share of the measured GEMM rate a generic network reaches when its file gives neither
/// an efficiency nor its memory traffic (`memory_traffic_gb_per_sample`):
/// ResNet-50's measured rate above against the A100's fp16 product rate, 0.234.
/// Convolutional networks run many memory-bound kernels (batch norm, ReLU, residual adds)
/// beside their convolutions; give `model.compute_efficiency` for a network measured
/// otherwise (docs/model.md 4.7).
inline constexpr double kGenericComputeEfficiency
    = kResNet50A100ImagesPerS * kResNet50TrainingFlops / (kA100MeasuredGemmFlops * kA100Fp16Share);

/// Bucket size of the overlapped gradient exchange (PyTorch DDP `bucket_cap_mb` = 25 MiB).
inline constexpr double kGradientBucketBytes = 25.0 * 1024 * 1024;

/// Megatron-Core's gradient bucket: max(40,000,000, 1,000,000 x dp) parameters when
/// `bucket_size` is unset ("larger DP sizes need larger buckets to ensure collectives do not
/// become latency-bound"; megatron/core/distributed/distributed_data_parallel_config.py).
inline constexpr double kMegatronCoreBucketParams = 40e6;
inline constexpr double kMegatronCoreBucketParamsPerRank = 1e6;

/// DeepSpeed's `reduce_bucket_size`: 5e8 gradient elements (deepspeed/runtime/zero/config.py).
inline constexpr double kDeepSpeedReduceBucketElements = 5e8;

/// ZeRO-3 traffic no compute hides, in seconds: the forward passes' gathers beyond the
/// forward compute plus the backward passes' gathers and reduce-scatters beyond the
/// backward compute (recomputation included). A phase cannot lend the other its idle time:
/// a layer's gather must land before that layer runs (docs/model.md 6.5).
double zero3LateSeconds(double forwardComm, double backwardComm, double forwardCompute,
                        double backwardCompute);

/// Bytes of the last gradient bucket of \p scenario's stack (`training.software`), which
/// no backward pass hides: PyTorch DDP's 25 MiB unless Megatron-Core or DeepSpeed runs it.
double gradientBucketBytes(const Scenario &scenario, const Layout &layout);

/// Time of the data-parallel gradient exchange for one step, split into what compute
/// can hide and what it cannot, plus compression work.
struct DataParallelTime
{
    double overlappable = 0; ///< communication that runs beside backward compute
    double exposed = 0;      ///< communication that cannot overlap (or overlap is off)
    double codec = 0;        ///< compression encode/decode on the GPU
    /// Of overlappable, seconds times the SMs its NCCL kernels hold (ncclSms): what the
    /// compute beside it loses while it runs.
    double smSeconds = 0;
    /// Of overlappable, what must hide under the forward passes: ZeRO-3's gathers for the
    /// forward pass; the rest runs beside the backward passes (and their recomputation).
    double forwardOverlappable = 0;
};

/// Whether communication.pp_overlap acts: Megatron-Core overlaps pipeline sends with the
/// next chunk's compute in its interleaved schedule only (pp > 1, virtual stages > 1).
bool ppOverlapApplies(const Scenario &scenario, const Layout &layout);

/// Whether communication.ep_overlap acts: there are expert-parallel all-to-alls (ep > 1)
/// and a second micro-batch to pair each with.
bool epOverlapApplies(const Scenario &scenario, const Layout &layout);

/// Members of a gradient group (data- and context-parallel ranks) inside one node:
/// Megatron orders ranks tp first, then cp, then dp, so a node holds gpusPerNode / tp
/// consecutive ones.
std::int64_t dpRanksPerNode(const Layout &layout, const System &system);

/// Nodes one ZeRO shard group spans (its ranks over those of a node, dpRanksPerNode).
std::int64_t shardGroupNodes(const Layout &layout, const System &system);

/// The gradient exchange (and ZeRO-3 gathers) of \p scenario for \p layout.

DataParallelTime dataParallelTime(const Scenario &scenario, const Layout &layout,
                                  const System &system);

/// Step time and its breakdown.
StepBreakdown stepBreakdown(const Scenario &scenario, const Layout &layout, const System &system);

} // namespace scaleplan::engine::detail
