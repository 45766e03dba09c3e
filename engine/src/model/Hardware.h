// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The machine a scenario runs on, resolved from the catalog: one GPU model, its
// achievable rates, the two network tiers, and the prices.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/ModelTraits.h"

#include <cstdint>
#include <string>

namespace scaleplan::engine::detail {

/// Achievable rates of one GPU for the kernels the model times.
struct Device
{
    double peakFlops = 0;      ///< dense datasheet peak for the training precision, FLOP/s
    double matmulFraction = 0; ///< best measured GEMM rate / peak (MAMF)
    /// Rate of the GEMM tiles' main loop with every SM busy, FLOP/s: the measured GEMM
    /// rate with its shape's tail wave and output write taken out (docs/model.md 3.1).
    double tileFlops = 0;
    /// GEMM kernels stay resident and schedule tiles themselves (compute capability 9.0
    /// on: CUTLASS 3 warp-specialized persistent kernels), so the last wave is balanced.
    /// Before Hopper the last wave may run part-full. Either way a tile is written after
    /// its main loop (docs/model.md 3.1).
    bool persistentKernels = false;
    /// >= 1: the slowest of the job's GPUs sets the pace of every compute kernel.
    double pace = 1;
    double memoryBytesPerS = 0; ///< achievable HBM bandwidth
    int smCount = 1;            ///< 1 where the catalog entry gives none (see knowsSmCount)
    double bytesPerValue = 2;   ///< activations and weights in the training precision
    /// A GEMM output element: fp8 products write bf16 (Transformer Engine casts to fp8
    /// separately, docs/model.md 4.4), fp32 training fp32.
    double outputBytesPerValue = 2;

    /// Measured GEMM rate of the pacing GPU, FLOP/s: the reference for kernels timed
    /// relative to GEMMs (fused attention, generic networks, compression codecs).
    double matmulFlops() const { return peakFlops * matmulFraction / pace; }

    /// False for a GPU whose catalog entry gives no SM count (a user's entry may leave
    /// sm_count out): no share of its SMs can be charged to overlapped communication.
    bool knowsSmCount() const { return smCount > 1; }
};

/// One network tier: achievable bandwidth per GPU (one direction) and per-step latency.
struct Tier
{
    double bytesPerS = 0;
    double latencyS = 0;
};

/// Both tiers plus how GPUs are grouped into nodes.
struct Network
{
    Tier intra; ///< NVLink / PCIe inside a node, per GPU
    Tier inter; ///< the node's NICs shared by all its GPUs, per GPU
    std::int64_t gpusPerNode = 1;
    /// The rate per direction the bytes of NCCL's ring inside a node cross the link at,
    /// bytes/s: NVLink's own rate (the copy rate / kLinkEfficiency: the datasheet's, or a
    /// probed copy rate's); the copy rate over PCIe and other fabrics.
    double linkBytesPerS = 0;
    /// Achievable HBM bandwidth of each GPU, bytes/s: what a ring's passes over the
    /// rank's own buffer run at (kRingOwnMemoryBytesPerPass).
    double memoryBytesPerS = 0;
};

/// Everything about the hardware an estimate needs.
struct System
{
    const Gpu *gpu = nullptr;
    const Instance *instance = nullptr; ///< null for a described cluster
    Device device;
    /// The same GPU at 16-bit precision: in fp8 training attention and the output layer
    /// stay in bf16 (Transformer Engine's DotProductAttention without fp8_dpa; Megatron-LM's
    /// output layer is not a Transformer Engine module). Equal to device otherwise.
    Device sixteenBit;
    Network network;
    std::int64_t nodes = 1;
    double onDemandUsdPerNodeHour = 0; ///< 0 when unknown
    /// The spot price; the on-demand price where none is known (spotPriced false).
    double spotUsdPerNodeHour = 0;
    bool spotPriced = false; ///< the catalog or the scenario gives a spot price
    std::string provider;    ///< for storage and egress prices
    /// The catalog's traits (ModelTraits.h): what the kernels rated relative to others use.
    ModelTraits traits;
};

/// The sourced values of the traits the held-out validation refits (ModelTraits.h, where
/// their sources are cited): what the model uses unless a catalog's traits say otherwise.
inline constexpr double kLinkEfficiency = ModelTraits{}.linkEfficiency;
inline constexpr double kNicEfficiency = ModelTraits{}.nicEfficiency;
inline constexpr double kInterLatencyS = ModelTraits{}.interLatencyS;
inline constexpr double kHbmEfficiency = ModelTraits{}.hbmEfficiency;
/// Per-step latency of a ring step inside a node (NVLink), seconds.
inline constexpr double kIntraLatencyS = 5e-6;
/// Bytes of its own HBM a rank of NCCL's ring inside a node reads and writes per byte of
/// the buffer and pass, at the GPU's achievable HBM rate, on top of the ring's bytes on the
/// link at the link's own rate. Fitted to vTrain's nccl-tests all_reduce tables of 2, 4 and
/// 8 A100s (trace/a100/AR_GPU{2,4,8}_1M_1024M_LUT, 48-288 MiB): seconds per buffer byte
/// 5.21, 6.93 and 7.71 ps are 2 (l - 1)/l / 297.8 GB/s + 1/538 GB/s (each within 0.5%);
/// the first term is the NVLink 3 datasheet rate (300 GB/s), the second does not depend on
/// the ring's size: 2 passes x 1.61 bytes at the A100 80GB's 0.85 x 2,039 GB/s
/// (docs/model.md 5.2).
inline constexpr double kRingOwnMemoryBytesPerPass = 1.6;
/// Least time of a collective inside a node, seconds: the smallest all-reduces measured take
/// 44.2 us on 2 A100s (1 MiB), 51.4 us on 4 (1 MiB), 43.8 us on 8 (32 KiB), and the
/// lines through vTrain's 48-288 MiB points meet zero bytes at 47.8-51.2 us for every ring
/// size; 45 us taken (docs/model.md 5.2). A ring of 8 pays its 14 steps of
/// kIntraLatencyS instead.
inline constexpr double kIntraCollectiveFloorS = 45e-6;
/// Compute capability from which GEMM kernels are persistent (Hopper, 9.0).
inline constexpr double kPersistentGemmCapability = 9.0;
/// Compute capability from which GPUs have the asynchronous tensor-core instructions
/// (wgmma, TMA) that FlashAttention-3 and cuDNN's fused attention are written for (Hopper).
inline constexpr double kAsyncTensorCoreCapability = 9.0;

/// Resolves \p scenario's cluster against \p catalog. The scenario must be valid.
System resolveSystem(const Scenario &scenario, const Catalog &catalog);

/// \p gpu's compute and memory rates for products in \p precision, every kernel slowed to
/// the job's slowest GPU by \p pace.
Device deviceFor(const Gpu &gpu, const Catalog &catalog, Precision precision, double pace,
                 bool tf32 = false);

/// Best measured GEMM rate / dense 16-bit peak for \p gpu: its own measurement, else
/// that of a catalog GPU with the same chip (same peak and SM count), else the mean of
/// the measured GPUs of the same vendor.
double matmulFraction(const Gpu &gpu, const Catalog &catalog);

/// The same for \p precision: fp8 uses the measured fp8 GEMM where the catalog has one.
double matmulFraction(const Gpu &gpu, const Catalog &catalog, Precision precision);

/// Main-loop rate of \p gpu's GEMM tiles at full waves / peak for \p precision: its
/// measured GEMM rate corrected for the tail wave and, before Hopper, the output write of
/// the shape it was measured at; GPUs without a measurement take the fraction of the same
/// chip or the mean of their vendor's, as matmulFraction() does.
double tileFraction(const Gpu &gpu, const Catalog &catalog, Precision precision);

/// Sustained / burst GEMM rate of \p gpu in \p precision: 1 where the probe measured the
/// rate the model uses (its figure is the mean over seconds at the power limit,
/// docs/probe.md; the probe measures 16-bit products, not fp8); else its measured
/// sustained rate over the tile rate of its burst measurement (MAMF), else that of a
/// catalog GPU with the same chip, else 1 (no sustained measurement: the burst holds).
double sustainedFactor(const Gpu &gpu, const Catalog &catalog,
                       Precision precision = Precision::Bf16);

/// fp16 rate / bf16 rate of \p gpu's products in \p precision (1 but in fp16 training on a
/// GPU that has bf16): the ratio of its measured fp16 and bf16 GEMMs where it measured both
/// (a probed GPU, on the same random inputs), else its chip's `measured_fp16_share`, else
/// the mean of its vendor's measured chips (an assumption), else 1. Random fp16 inputs
/// switch more mantissa bits than bf16 ones, so a power-limited GPU clocks lower: 0.952 on
/// an H100, 0.955 on H200s (docs/probe.md, docs/model.md 2.3.2).
double fp16Share(const Gpu &gpu, const Catalog &catalog, Precision precision);

/// Expected slowdown of the slowest of \p gpus GPUs whose sustained speeds spread with
/// relative standard deviation \p sigma: 1 + sigma * E[max of gpus standard normals]
/// (Blom's approximation of the expected maximum).
double slowestGpuPace(std::int64_t gpus, double sigma);

} // namespace scaleplan::engine::detail
