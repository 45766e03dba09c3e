// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The machine a scenario runs on, resolved from the catalog: one GPU model, its
// achievable rates, the two network tiers, and the prices.

#include "scaleplan/engine/Catalog.h"

#include <cstdint>
#include <string>

namespace scaleplan::engine::detail {

/// Achievable rates of one GPU for the kernels the model times.
struct Device
{
    double peakFlops = 0;       ///< dense peak for the training precision, FLOP/s
    double matmulFraction = 0;  ///< best measured GEMM rate / peak (MAMF)
    double memoryBytesPerS = 0; ///< achievable HBM bandwidth
    int smCount = 1;
    double bytesPerValue = 2; ///< activations and weights in the training precision
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
};

/// Everything about the hardware an estimate needs.
struct System
{
    const Gpu *gpu = nullptr;
    const Instance *instance = nullptr; ///< null for a described cluster
    Device device;
    Network network;
    std::int64_t nodes = 1;
    double onDemandUsdPerNodeHour = 0; ///< 0 when unknown
    double spotUsdPerNodeHour = 0;     ///< 0 when unknown
    std::string provider;              ///< for storage and egress prices
};

/// Measured fraction of datasheet bandwidth that collectives reach on either tier.
inline constexpr double kLinkEfficiency = 0.80;
/// Per-step latency of a ring step inside a node (NVLink), seconds.
inline constexpr double kIntraLatencyS = 5e-6;
/// Per-step latency of a step between nodes (NIC, switch, NCCL proxy), seconds. Fitted to
/// the latency-bound 4-node p6-b200 all-reduce points (1 MiB: 378 us, 16 MiB: 505 us,
/// ml-engineering network/README.md): after the intra-node steps (2 x 7 x 5 us) they leave
/// 303 and 356 us for 2 x ceil(log2 4) = 4 tree steps, i.e. 76 and 89 us; 80 us taken.
/// No EFA or InfiniBand small-message latency is published (catalog gap).
inline constexpr double kInterLatencyS = 80e-6;
/// Achievable fraction of datasheet HBM bandwidth for streaming kernels.
inline constexpr double kHbmEfficiency = 0.85;

/// Resolves \p scenario's cluster against \p catalog. The scenario must be valid.
System resolveSystem(const Scenario &scenario, const Catalog &catalog);

/// Best measured GEMM rate / dense 16-bit peak for \p gpu: its own measurement, else
/// that of a catalog GPU with the same chip (same peak and SM count), else the mean of
/// the measured GPUs of the same vendor.
double matmulFraction(const Gpu &gpu, const Catalog &catalog);

/// The same for \p precision: fp8 uses the measured fp8 GEMM where the catalog has one.
double matmulFraction(const Gpu &gpu, const Catalog &catalog, Precision precision);

} // namespace scaleplan::engine::detail
