// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Kernels.h"

#include <algorithm>
#include <cmath>

namespace scaleplan::engine::detail {

double gemmTime(const Gemm &gemm, const Device &device)
{
    if (gemm.flops() <= 0)
        return 0.0;
    const double inputs = (gemm.m * gemm.k + gemm.k * gemm.n) * gemm.batch * device.bytesPerValue;
    const double outputs = gemm.m * gemm.n * gemm.batch
                           * (gemm.outputBytes > 0 ? gemm.outputBytes : device.outputBytesPerValue);
    const double rate = device.tileFlops / device.pace;
    if (device.persistentKernels) {
        // The last wave balanced, the source read beside the main loop (docs/model.md 3.1).
        const double source = gemm.m * gemm.n * gemm.batch * gemm.sourceBytes;
        const double streamed = memoryTime(inputs + source, device);
        return std::max(gemm.flops() / rate, streamed) + memoryTime(outputs - source, device);
    }
    const double mainLoop = gemm.flops() / (rate * waveEfficiency(gemm, device.smCount));
    return std::max(mainLoop, memoryTime(inputs, device)) + memoryTime(outputs, device);
}

namespace {

/// \p values at \p length, linear in log2 of kAttentionLengths, held at both ends.
double atLength(const double (&values)[6], double length)
{
    // Octaves above 512: 0 to 5.
    const double position = std::log2(std::clamp(length, kAttentionLengths[0], kAttentionLengths[5])
                                      / kAttentionLengths[0]);
    const std::size_t i = std::min<std::size_t>(static_cast<std::size_t>(position), 4);
    const double f = position - static_cast<double>(i); // 1 at the top end
    return values[i] + f * (values[i + 1] - values[i]);
}

/// Forward and backward rates of \p table at \p length as fractions of MAMF.
AttentionRates hopperRates(const AttentionTable &table, double length, bool causal)
{
    if (!causal)
        return {atLength(table.noMaskForward, length) / kH100MamfTflops,
                atLength(table.noMaskBackward, length) / kH100MamfTflops};
    const double forward = atLength(table.causalForward, length) / kH100MamfTflops;
    return {forward, forward * atLength(table.backwardShare, length)};
}

} // namespace

AttentionRates attentionRates(AttentionKernel kernel, double computeCapability, double keyLength,
                              bool causal, const ModelTraits &traits)
{
    const bool hopper = computeCapability >= kAsyncTensorCoreCapability;
    const AttentionRates flash2
        = hopper ? hopperRates(kFlash2HopperTable, keyLength, causal)
                 : AttentionRates{traits.flash2AmpereForward, traits.flash2AmpereBackward};
    const auto slower = [&](double factor) {
        return AttentionRates{flash2.forward / factor, flash2.backward / factor};
    };
    switch (kernel) {
    case AttentionKernel::Flash3:
        return hopper ? hopperRates(kFlash3HopperTable, keyLength, causal) : flash2;
    case AttentionKernel::Flash2:
        return flash2;
    case AttentionKernel::Flash1:
        return slower(kFlash2OverFlash1);
    case AttentionKernel::Triton:
        return slower(traits.flash2OverTriton);
    }
    return flash2;
}

double memoryTime(double bytes, const Device &device)
{
    return bytes > 0 ? bytes / device.memoryBytesPerS : 0.0;
}

} // namespace scaleplan::engine::detail
