// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Times of single GPU kernels: matrix products (roofline with wave quantization) and
// memory-bound element-wise work. See docs/model.md, "Kernels".

#include "model/Gemm.h"
#include "model/Hardware.h"

namespace scaleplan::engine::detail {

/// Seconds for \p gemm: the main loop at the device's tile rate, reduced by wave
/// quantization before Hopper (persistent kernels balance the last wave), or the time to
/// stream the operands through HBM if longer; then the output. Before Hopper the epilogue
/// reads an accumulated buffer and writes the result after the main loop; from Hopper on a
/// producer warp loads the buffer during the main loop and only the write follows it.
double gemmTime(const Gemm &gemm, const Device &device);

/// Seconds for a kernel that must move \p bytes through HBM.
double memoryTime(double bytes, const Device &device);

/// Fused attention rates as fractions of the device's measured GEMM rate (MAMF).
struct AttentionRates
{
    double forward = 0;
    double backward = 0;
};

/// FlashAttention-2 on Ampere and Ada: the sourced rates of ModelTraits (Dao 2023, 50-73% of
/// A100 peak; ModelTraits.h), which a catalog's traits may replace.
inline constexpr AttentionRates kFlash2Ampere{ModelTraits{}.flash2AmpereForward,
                                              ModelTraits{}.flash2AmpereBackward};

/// Shah et al. 2024 (FlashAttention-3, arXiv:2407.08608, Fig. 5): forward TFLOP/s on an
/// H100 SXM5, bf16, head dimension 128, with the causal mask every decoder trains with, at
/// the sequence lengths kAttentionLengths. FlashAttention-2 issues Ampere's synchronous mma
/// instructions and cannot use Hopper's asynchronous wgmma and TMA ("only 35% utilization
/// on the H100"); cuDNN's fused attention lands within 8% of FlashAttention-3. The paper
/// times the backward pass without the mask only. The causal backward's rate relative to
/// the causal forward's was measured on an H200 (2026-11-26, PyTorch 2.11, 16 heads of 128,
/// 16k tokens a batch; docs/probe.md): FlashAttention-2 through PyTorch's flash backend,
/// and cuDNN's fused attention for the Hopper kernels. It falls from about 0.9 at 16k
/// tokens to about 0.5 at 512, where the no-mask figures would have said 0.7-0.9.
/// Encoders (BERT) attend without the mask: the paper's no-mask forward (Fig. 5) and
/// backward (Fig. 6) rates serve them directly.
struct AttentionTable
{
    double causalForward[6];
    double backwardShare[6]; ///< causal backward rate / causal forward rate
    double noMaskForward[6];
    double noMaskBackward[6];
};
inline constexpr double kAttentionLengths[6] = {512, 1024, 2048, 4096, 8192, 16384};
inline constexpr AttentionTable kFlash2HopperTable{{191, 260, 298, 319, 333, 335},
                                                   {0.537, 0.604, 0.721, 0.810, 0.867, 0.940},
                                                   {309, 350, 362, 368, 370, 370},
                                                   {214, 260, 291, 310, 318, 322}};
inline constexpr AttentionTable kFlash3HopperTable{{292, 423, 521, 579, 602, 616},
                                                   {0.437, 0.640, 0.708, 0.795, 0.847, 0.898},
                                                   {467, 565, 625, 638, 646, 648},
                                                   {316, 424, 501, 542, 559, 561}};
/// The rates are taken relative to the H100's measured GEMM rate (MAMF, 794.5 TFLOP/s).
inline constexpr double kH100MamfTflops = 794.5;

/// How much slower the older kernels run than FlashAttention-2: "FlashAttention-2 is
/// 1.7-3.0x faster than FlashAttention, 1.3-2.5x faster than FlashAttention in Triton"
/// (Dao 2023, Sec. 4.1, on A100); the middle of each range. Triton's is a trait
/// (ModelTraits::flash2OverTriton); no bundled run uses FlashAttention 1, so the held-out
/// validation has nothing to refit that one on.
inline constexpr double kFlash2OverFlash1 = (1.7 + 3.0) / 2.0;
inline constexpr double kFlash2OverTriton = ModelTraits{}.flash2OverTriton;

/// Rates of \p kernel on a GPU of \p computeCapability for attention over \p keyLength
/// tokens (the sequence, twice the keys a query sees in a causal window, or one
/// context-parallel rank's share), \p causal or without a mask. From Hopper on they follow
/// the published lengths, interpolated in log2 of the length and held at 512 and 16k;
/// before Hopper one rate serves every length and both masks. FlashAttention-3 on a GPU
/// before Hopper cannot run; it is rated as FlashAttention-2 there (and the estimate warns).
/// Before Hopper the rates are \p traits' (ModelTraits.h).
AttentionRates attentionRates(AttentionKernel kernel, double computeCapability, double keyLength,
                              bool causal = true, const ModelTraits &traits = {});

} // namespace scaleplan::engine::detail
