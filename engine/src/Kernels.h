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

    double flops() const { return 2.0 * m * n * k * batch; }
};

/// Output tile of the large tensor-core GEMM kernels (cuBLAS/CUTLASS 256 x 128).
inline constexpr double kTileM = 256;
inline constexpr double kTileN = 128;

/// Fraction of the SMs doing useful work over all waves of tiles (1 = no tail wave).
double waveEfficiency(const Gemm &gemm, int smCount);

/// Seconds for \p gemm: the larger of its compute time at the measured GEMM rate reduced
/// by wave quantization, and the time to stream its operands through HBM.
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

} // namespace scaleplan::engine::detail
