// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ModelTraits.h
/// \brief The points the model takes inside measured ranges, and those ranges.
///
/// Most of the model's constants are a measurement or follow from one (docs/model.md,
/// section 12). These are not: each is one point a person picked inside a range its sources
/// measured, with the bundled published runs (resources/validation) in view. The estimator
/// reads them from the catalog (Catalog::traits), always at the values below; the held-out
/// validation (Validation.h, heldOutValidation()) refits them inside kTraitRanges on copies
/// of the catalog, leaving out one source of runs at a time, so that no run is predicted
/// with a point chosen while looking at it (docs/model.md section 11.1).

#include <array>

namespace scaleplan::engine {

struct ModelTraits
{
    /// Measured fraction of datasheet NVLink bandwidth that copies between two GPUs reach
    /// (point-to-point sends, the all-to-all): nccl-tests all_reduce busbw of 8 GPUs 0.78 on
    /// A100, 0.82 on H200, 0.76 on B200, and A100 peer copies 0.72-0.87; MLE_NET's rule of
    /// thumb 0.80 taken (docs/model.md 5.4). NCCL's rings inside a node take the link's own
    /// rate and their own-memory term instead (docs/model.md 5.2).
    double linkEfficiency = 0.80;
    /// Measured fraction of a node's NIC line rate that NCCL's rings across nodes reach
    /// (all_reduce busbw: 0.955 on 4 p6-b200, 0.912 on 4 p5en, ~0.85 on p4d; their mean 0.906,
    /// 0.90 taken; docs/model.md 5.4).
    double nicEfficiency = 0.90;
    /// Per-step latency of a step between nodes (NIC, switch, NCCL proxy), seconds. The
    /// latency-bound 4-node p6-b200 all-reduce points (1 MiB: 378 us, 16 MiB: 505 us,
    /// ml-engineering network/README.md), both run by NCCL's tree, leave 302 and 333 us for
    /// 2 x ceil(log2 4) = 4 tree steps after the intra-node steps and the tree's bandwidth
    /// term, i.e. 76 and 83 us; 80 us taken. NCCL's own tuning model says 14 us (tried, not
    /// adopted; docs/model.md 5.4).
    double interLatencyS = 80e-6;
    /// Achievable fraction of datasheet HBM bandwidth for streaming kernels, as
    /// device-to-device copies (read + written) measure it: 0.846 on a DGX A100 40GB
    /// (GPUInspector.jl's memory_bandwidth example: 1,225 of a theoretical 1,448 GiB/s) and
    /// 0.874 on an H200 (this project's probe: 4,193 of 4,800 GB/s, docs/probe.md); the
    /// A100's 0.85 taken. A GPU with a measured copy rate uses that instead.
    double hbmEfficiency = 0.85;
    /// fp16 / bf16 product rate of a GPU whose chip the probe never measured: 0 takes the
    /// mean of its vendor's measured chips (NVIDIA: H100 0.952 and H200 0.955, so 0.9535),
    /// as docs/model.md 2.3.2 states; another value replaces that mean. A second H100 read
    /// 0.961 (docs/probe.md).
    double fp16ShareUnmeasured = 0;
    /// FlashAttention-2 before Hopper, as fractions of the GEMM rate (MAMF): Dao 2023
    /// (arXiv:2307.08691, Sec. 4.1, Fig. 4-6) reports 50-73% of A100 peak, the backward pass
    /// lower (at best 63%); about 65% forward and 56% backward taken, against 87% for a
    /// cuBLAS GEMM: 0.65 / 0.869 = 0.75 and 0.56 / 0.869 = 0.64 ~ 0.65 (docs/model.md 3.3).
    double flash2AmpereForward = 0.75;
    double flash2AmpereBackward = 0.65;
    /// How much slower FlashAttention in Triton runs than FlashAttention-2: "1.3-2.5x" (Dao
    /// 2023, Sec. 4.1, on A100); the middle of the range.
    double flash2OverTriton = (1.3 + 2.5) / 2.0;

    friend bool operator==(const ModelTraits &, const ModelTraits &) = default;
};

/// The range one trait's sources measured, which a refit may search.
struct TraitRange
{
    const char *name; ///< as validation output names it
    double ModelTraits::*member;
    double low;
    double high;
};

/// Each trait's measured range, from the sources its comment above cites. A refit holds a
/// trait that no run it fits to depends on at the middle of its range, a point no run chose.
/// FlashAttention fractions before Hopper: 50-73% of peak forward, 50-63% backward, over the
/// GEMM's 86.9%. The fp16 share: 0.952 (the first H100) to 0.961 (the second).
inline constexpr std::array<TraitRange, 8> kTraitRanges{{
    {"link_efficiency", &ModelTraits::linkEfficiency, 0.72, 0.87},
    {"nic_efficiency", &ModelTraits::nicEfficiency, 0.85, 0.955},
    {"inter_latency_s", &ModelTraits::interLatencyS, 14e-6, 83.3e-6},
    {"hbm_efficiency", &ModelTraits::hbmEfficiency, 0.846, 0.874},
    {"fp16_share_unmeasured", &ModelTraits::fp16ShareUnmeasured, 0.952, 0.961},
    {"flash2_ampere_forward", &ModelTraits::flash2AmpereForward, 0.50 / 0.869, 0.73 / 0.869},
    {"flash2_ampere_backward", &ModelTraits::flash2AmpereBackward, 0.50 / 0.869, 0.63 / 0.869},
    {"flash2_over_triton", &ModelTraits::flash2OverTriton, 1.3, 2.5},
}};

} // namespace scaleplan::engine
