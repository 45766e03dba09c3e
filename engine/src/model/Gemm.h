// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The shape of a matrix product and how its output tiles fill the GPU's SMs: what the
// kernel times (Kernels.h) and the GEMM rates read from measurements (Hardware.cpp) share.
// See docs/model.md, "Kernels".

namespace scaleplan::engine::detail {

/// Shape of a (batched) matrix product C[m x n] = A[m x k] B[k x n].
struct Gemm
{
    double m = 0;
    double n = 0;
    double k = 0;
    double batch = 1;
    /// Bytes moved per element of C after the main loop: 0 writes C in 16 bits (fp32 in
    /// fp32 training); accumulating into a gradient buffer reads and writes it.
    double outputBytes = 0;
    /// Of outputBytes, those read from the buffer being added to (0 without accumulation).
    double sourceBytes = 0;

    double flops() const { return 2.0 * m * n * k * batch; }
    /// The product of the output gradient with the transposed weight: dA[m x k].
    Gemm inputGradient() const { return {m, k, n, batch}; }
    /// The product of the transposed input with the output gradient, dB[k x n], moving
    /// \p accumulateBytes per element into its buffer, \p readBytes of them read.
    Gemm weightGradient(double accumulateBytes, double readBytes = 0) const
    {
        return {k, n, m, batch, accumulateBytes, readBytes};
    }
};

/// Output tile of the large tensor-core GEMM kernels (cuBLAS/CUTLASS 256 x 128).
inline constexpr double kTileM = 256;
inline constexpr double kTileN = 128;

/// Fraction of the SMs doing useful work over all waves of tiles (1 = no tail wave).
double waveEfficiency(const Gemm &gemm, int smCount);

} // namespace scaleplan::engine::detail
