// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Hardware.h"

#include <algorithm>

namespace scaleplan::engine::detail {

namespace {

double measuredFraction(const Gpu &gpu)
{
    // A GEMM measured on this machine (docs/probe.md) wins over a published measurement.
    const double measured
        = gpu.measuredBf16Tflops > 0 ? gpu.measuredBf16Tflops : gpu.measuredMatmulTflops;
    const double peak16 = gpu.peakFlops(Precision::Bf16);
    return measured > 0 && peak16 > 0 ? measured * 1e12 / peak16 : 0.0;
}

} // namespace

double matmulFraction(const Gpu &gpu, const Catalog &catalog)
{
    if (const double own = measuredFraction(gpu); own > 0)
        return own;
    for (const Gpu &other : catalog.gpus) {
        if (other.smCount == gpu.smCount && other.bf16Tflops == gpu.bf16Tflops
            && other.fp16Tflops == gpu.fp16Tflops && measuredFraction(other) > 0)
            return measuredFraction(other);
    }
    const std::string vendor = gpu.name.substr(0, gpu.name.find(' '));
    double sum = 0;
    int count = 0;
    for (const Gpu &other : catalog.gpus) {
        if (other.name.rfind(vendor, 0) == 0 && measuredFraction(other) > 0) {
            sum += measuredFraction(other);
            ++count;
        }
    }
    return count > 0 ? sum / count : 0.8;
}

double matmulFraction(const Gpu &gpu, const Catalog &catalog, Precision precision)
{
    if (precision == Precision::Fp8 && gpu.measuredMatmulFp8Tflops > 0
        && gpu.peakFlops(Precision::Fp8) > 0)
        return gpu.measuredMatmulFp8Tflops * 1e12 / gpu.peakFlops(Precision::Fp8);
    return matmulFraction(gpu, catalog);
}

System resolveSystem(const Scenario &scenario, const Catalog &catalog)
{
    System system;
    const ClusterSpec &cluster = scenario.cluster;
    double nicGbps = cluster.interNodeGbps;
    std::int64_t gpusPerNode = cluster.gpusPerNode;
    if (!cluster.instance.empty()) {
        system.instance = catalog.findInstance(cluster.instance);
        system.gpu = catalog.findGpu(system.instance->gpu);
        nicGbps = system.instance->interNodeGbps;
        gpusPerNode = system.instance->gpus;
        system.onDemandUsdPerNodeHour = system.instance->onDemandUsdPerHour;
        system.spotUsdPerNodeHour = system.instance->spotUsdPerHour.value_or(0.0);
        system.provider = system.instance->provider;
    } else {
        system.gpu = catalog.findGpu(cluster.gpu);
    }
    if (cluster.pricePerNodeHourUsd)
        system.onDemandUsdPerNodeHour = *cluster.pricePerNodeHourUsd;
    if (scenario.pricing.spotPricePerNodeHourUsd)
        system.spotUsdPerNodeHour = *scenario.pricing.spotPricePerNodeHourUsd;
    if (system.spotUsdPerNodeHour <= 0)
        system.spotUsdPerNodeHour = system.onDemandUsdPerNodeHour;

    const Gpu &gpu = *system.gpu;
    system.nodes = std::max<std::int64_t>(1, cluster.nodes);
    system.device.peakFlops = gpu.peakFlops(scenario.training.precision);
    // A measured FP32 FMA rate is the machine's real fp32 peak (docs/probe.md).
    if (scenario.training.precision == Precision::Fp32 && gpu.measuredFp32Tflops > 0)
        system.device.peakFlops = gpu.measuredFp32Tflops * 1e12;
    system.device.matmulFraction = matmulFraction(gpu, catalog, scenario.training.precision);
    // A measured copy rate is already achieved bandwidth: no efficiency factor on top.
    system.device.memoryBytesPerS = gpu.measuredMemoryBandwidthGBs > 0
                                        ? gpu.measuredMemoryBandwidthGBs * 1e9
                                        : gpu.memoryBandwidthGBs * 1e9 * kHbmEfficiency;
    system.device.smCount = std::max(1, gpu.smCount);
    system.device.bytesPerValue = bytesPerValue(scenario.training.precision);

    system.network.gpusPerNode = std::max<std::int64_t>(1, gpusPerNode);
    // A GPU without NVLink talks to its neighbours over PCIe Gen4 x16 (31 GB/s, MLE_NET).
    const double linkGBs = gpu.scaleUpGBsUnidir > 0 ? gpu.scaleUpGBsUnidir : 31.0;
    // A measured GPU-to-GPU copy rate is already achieved: no efficiency factor on top.
    const double intraBytesPerS = gpu.measuredScaleUpGBsUnidir > 0
                                      ? gpu.measuredScaleUpGBsUnidir * 1e9
                                      : linkGBs * 1e9 * kLinkEfficiency;
    system.network.intra = {intraBytesPerS, kIntraLatencyS};
    const double nicBytesPerGpu
        = std::max(nicGbps, 1.0) / 8.0 * 1e9 / static_cast<double>(system.network.gpusPerNode);
    system.network.inter = {nicBytesPerGpu * kLinkEfficiency, kInterLatencyS};
    return system;
}

} // namespace scaleplan::engine::detail
