// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Times of single GPU kernels: matrix products (roofline with wave quantization) and
// memory-bound element-wise work. See docs/model.md, "Kernels".

#include "Hardware.h"

namespace scaleplan::engine::detail {

/// Shape of a (batched) matrix product C[m x n] = A[m x k] B[k x n].
struct Gemm
{
    double m = 0;
    double n = 0;
    double k = 0;
    double batch = 1;
    /// Bytes moved per element of C after the main loop: 0 writes C in the training
    /// precision; accumulating into a gradient buffer reads and writes it (2 x its bytes).
    double outputBytes = 0;

    double flops() const { return 2.0 * m * n * k * batch; }
    /// The product of the output gradient with the transposed weight: dA[m x k].
    Gemm inputGradient() const { return {m, k, n, batch}; }
    /// The product of the transposed input with the output gradient, dB[k x n], added to
    /// a buffer of \p accumulateBytes per element.
    Gemm weightGradient(double accumulateBytes) const { return {k, n, m, batch, accumulateBytes}; }
};

/// Output tile of the large tensor-core GEMM kernels (cuBLAS/CUTLASS 256 x 128).
inline constexpr double kTileM = 256;
inline constexpr double kTileN = 128;

/// Fraction of the SMs doing useful work over all waves of tiles (1 = no tail wave).
double waveEfficiency(const Gemm &gemm, int smCount);

/// Seconds for \p gemm. Before Hopper: the main loop at the device's tile rate reduced by
/// wave quantization (or the time to stream the operands through HBM, if longer), then the
/// output write. With persistent kernels: the longer of the main loop at the tile rate and
/// streaming operands and output, the write and the last wave being overlapped.
double gemmTime(const Gemm &gemm, const Device &device);

/// Seconds for a kernel that must move \p bytes through HBM.
double memoryTime(double bytes, const Device &device);

/// Fused attention (FlashAttention-2) rates relative to the device's GEMM rate. Dao 2023
/// reports 50-73% of A100 peak across head sizes and sequence lengths, the backward pass
/// lower than the forward (Fig. 4-6). Taking the middle of that range for the forward
/// (about 65% of peak) and 56% for the backward, against 87% for cuBLAS GEMM (MAMF),
/// gives 0.75 and 0.65 of the GEMM rate.
inline constexpr double kFlashForwardOfGemm = 0.75;
inline constexpr double kFlashBackwardOfGemm = 0.65;
/// How much slower the older kernels run: "FlashAttention-2 is 1.7-3.0x faster than
/// FlashAttention, 1.3-2.5x faster than FlashAttention in Triton" (Dao 2023, Sec. 4.1);
/// the middle of each range.
inline constexpr double kFlash2OverFlash1 = (1.7 + 3.0) / 2.0;
inline constexpr double kFlash2OverTriton = (1.3 + 2.5) / 2.0;

} // namespace scaleplan::engine::detail
