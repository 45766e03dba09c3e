// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Hardware.h"

#include "model/Gemm.h"

#include "scaleplan/engine/Probe.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace scaleplan::engine::detail {

namespace {

/// One GEMM measurement: its rate and the shape M x N x K it ran at (0 = unknown).
struct GemmMeasurement
{
    double tflops = 0;
    std::array<double, 3> shape{};
};

/// Bytes of one GEMM output element in the measurements (bf16 for bf16 and fp8 inputs:
/// mamf-finder and the probe both write 16-bit results).
constexpr double kMeasuredOutputBytes = 2.0;

/// The published burst measurement of \p gpu's 16-bit GEMMs (MAMF at its best shape).
GemmMeasurement burstMeasurement(const Gpu &gpu)
{
    return {gpu.measuredMatmulTflops, gpu.measuredMatmulShape};
}

GemmMeasurement sixteenBitMeasurement(const Gpu &gpu)
{
    // A GEMM measured on this machine (docs/probe.md, an n x n x n cuBLAS product) wins
    // over a published measurement.
    if (gpu.measuredBf16Tflops > 0) {
        const double n = BenchmarkPlan{}.gemmSize;
        return {gpu.measuredBf16Tflops, {n, n, n}};
    }
    return burstMeasurement(gpu);
}

/// \p gpu's achievable HBM rate, the datasheet's at \p efficiency (ModelTraits::hbmEfficiency)
/// where no copy rate was measured.
double hbmBytesPerS(const Gpu &gpu, double efficiency)
{
    // A measured copy rate is already achieved bandwidth: no efficiency factor on top.
    return gpu.measuredMemoryBandwidthGBs > 0 ? gpu.measuredMemoryBandwidthGBs * 1e9
                                              : gpu.memoryBandwidthGBs * 1e9 * efficiency;
}

double measuredFraction(const Gpu &gpu)
{
    const double measured = sixteenBitMeasurement(gpu).tflops;
    const double peak16 = gpu.peakFlops(Precision::Bf16);
    return measured > 0 && peak16 > 0 ? measured * 1e12 / peak16 : 0.0;
}

/// Main-loop rate / \p peak that makes the model's gemmTime() reproduce \p measurement
/// on \p gpu: the measured time less the exposed output write (at HBM \p efficiency), at
/// the shape's wave efficiency. Without a shape the measured rate is taken as the main-loop
/// rate.
double tileFractionOf(const Gpu &gpu, const GemmMeasurement &measurement, double peak,
                      double efficiency)
{
    if (measurement.tflops <= 0 || peak <= 0)
        return 0.0;
    const double measured = measurement.tflops * 1e12;
    if (measurement.shape[0] <= 0)
        return std::min(1.0, measured / peak);
    const Gemm gemm{measurement.shape[0], measurement.shape[1], measurement.shape[2]};
    const double seconds = gemm.flops() / measured;
    const double writeBack = gemm.m * gemm.n * kMeasuredOutputBytes / hbmBytesPerS(gpu, efficiency);
    // A write longer than half the measured time would mean the shape or bandwidth is
    // wrong; keep the measured rate then.
    const double mainLoop = writeBack < 0.5 * seconds ? seconds - writeBack : seconds;
    // Persistent kernels (Hopper on) balance the last wave.
    const double waves = gpu.computeCapability >= kPersistentGemmCapability
                             ? 1.0
                             : waveEfficiency(gemm, gpu.smCount);
    const double rate = gemm.flops() / (mainLoop * waves);
    return std::min(1.0, rate / peak);
}

double tileFractionOf(const Gpu &gpu, double efficiency)
{
    return tileFractionOf(gpu, sixteenBitMeasurement(gpu), gpu.peakFlops(Precision::Bf16),
                          efficiency);
}

/// Sustained / burst GEMM rate measured on \p gpu itself (0 = not measured): the sustained
/// rate over the tile rate of the published burst (MAMF), not of the probe's figure.
double sustainedFraction(const Gpu &gpu, double efficiency)
{
    const double peak = gpu.peakFlops(Precision::Bf16);
    const double tile = tileFractionOf(gpu, burstMeasurement(gpu), peak, efficiency) * peak;
    return gpu.measuredSustainedMatmulTflops > 0 && tile > 0
               ? std::min(1.0, gpu.measuredSustainedMatmulTflops * 1e12 / tile)
               : 0.0;
}

/// Two catalog entries of one chip: the same SM count and 16-bit peaks.
bool sameChip(const Gpu &a, const Gpu &b)
{
    return a.smCount == b.smCount && a.bf16Tflops == b.bf16Tflops && a.fp16Tflops == b.fp16Tflops;
}

/// \p own of \p gpu, else of a catalog GPU with the same chip; 0 when neither has one.
template<typename Own> double ownOrSameChip(const Gpu &gpu, const Catalog &catalog, Own own)
{
    if (const double value = own(gpu); value > 0)
        return value;
    for (const Gpu &other : catalog.gpus) {
        if (sameChip(other, gpu) && own(other) > 0)
            return own(other);
    }
    return 0.0;
}

/// The GPU whose fp8 GEMM measurement (MAMF) \p gpu's products in \p precision take rather
/// than the 16-bit one: \p gpu itself, else a catalog GPU with the same chip (the H800 the
/// H100's); nullptr when \p precision is not fp8 or no such measurement exists.
const Gpu *fp8Measured(const Gpu &gpu, const Catalog &catalog, Precision precision)
{
    if (precision != Precision::Fp8 || gpu.peakFlops(Precision::Fp8) <= 0)
        return nullptr;
    if (gpu.measuredMatmulFp8Tflops > 0)
        return &gpu;
    for (const Gpu &other : catalog.gpus) {
        if (sameChip(other, gpu) && other.measuredMatmulFp8Tflops > 0)
            return &other;
    }
    return nullptr;
}

/// ownOrSameChip(), else the mean over the measured GPUs of the same vendor, else
/// \p unmeasured (0.8 for the product rates: an assumption).
template<typename Own>
double fromMeasurements(const Gpu &gpu, const Catalog &catalog, Own own, double unmeasured = 0.8)
{
    if (const double value = ownOrSameChip(gpu, catalog, own); value > 0)
        return value;
    const std::string vendor = gpu.name.substr(0, gpu.name.find(' '));
    double sum = 0;
    int count = 0;
    for (const Gpu &other : catalog.gpus) {
        if (other.name.rfind(vendor, 0) == 0 && own(other) > 0) {
            sum += own(other);
            ++count;
        }
    }
    return count > 0 ? sum / count : unmeasured;
}

double measuredFp16Share(const Gpu &gpu)
{
    return gpu.measuredFp16Share;
}

/// Standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9).
double normalQuantile(double p)
{
    static constexpr double a[]
        = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
           1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[]
        = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
           6.680131188771972e+01, -1.328068155288572e+01};
    static constexpr double c[]
        = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
           -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                   2.445134137142996e+00, 3.754408661907416e+00};
    constexpr double low = 0.02425;
    p = std::clamp(p, 1e-300, 1.0 - 1e-16);
    if (p < low || p > 1.0 - low) {
        const double q = std::sqrt(-2.0 * std::log(p < low ? p : 1.0 - p));
        const double x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                         / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
        return p < low ? x : -x;
    }
    const double q = p - 0.5;
    const double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
           / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
}

} // namespace

double matmulFraction(const Gpu &gpu, const Catalog &catalog)
{
    return fromMeasurements(gpu, catalog, measuredFraction);
}

double matmulFraction(const Gpu &gpu, const Catalog &catalog, Precision precision)
{
    if (const Gpu *measured = fp8Measured(gpu, catalog, precision))
        return measured->measuredMatmulFp8Tflops * 1e12 / measured->peakFlops(Precision::Fp8);
    return matmulFraction(gpu, catalog);
}

double tileFraction(const Gpu &gpu, const Catalog &catalog, Precision precision)
{
    if (const Gpu *measured = fp8Measured(gpu, catalog, precision))
        return tileFractionOf(*measured,
                              {measured->measuredMatmulFp8Tflops, measured->measuredMatmulFp8Shape},
                              measured->peakFlops(Precision::Fp8), catalog.traits.hbmEfficiency);
    return fromMeasurements(gpu, catalog, [&](const Gpu &other) {
        return tileFractionOf(other, catalog.traits.hbmEfficiency);
    });
}

double sustainedFactor(const Gpu &gpu, const Catalog &catalog, Precision precision)
{
    // The fp8 rate comes from a burst measurement (MAMF) even where the probe measured the
    // 16-bit one.
    if (gpu.measuredBf16Tflops > 0 && fp8Measured(gpu, catalog, precision) == nullptr)
        return 1.0;
    const double factor = ownOrSameChip(gpu, catalog, [&](const Gpu &other) {
        return sustainedFraction(other, catalog.traits.hbmEfficiency);
    });
    return factor > 0 ? factor : 1.0;
}

double fp16Share(const Gpu &gpu, const Catalog &catalog, Precision precision)
{
    // Without bf16 (V100, T4) the published 16-bit rate is fp16's own.
    if (precision != Precision::Fp16 || gpu.bf16Tflops <= 0)
        return 1.0;
    if (gpu.measuredFp16Tflops > 0 && gpu.measuredBf16Tflops > 0)
        return gpu.measuredFp16Tflops / gpu.measuredBf16Tflops;
    if (const double own = ownOrSameChip(gpu, catalog, measuredFp16Share); own > 0)
        return own;
    // An unmeasured chip of a vendor with measured ones: their mean, unless the catalog's
    // traits set the share (ModelTraits::fp16ShareUnmeasured).
    const double vendorMean = fromMeasurements(gpu, catalog, measuredFp16Share, 0.0);
    if (vendorMean <= 0)
        return 1.0;
    return catalog.traits.fp16ShareUnmeasured > 0 ? catalog.traits.fp16ShareUnmeasured : vendorMean;
}

double slowestGpuPace(std::int64_t gpus, double sigma)
{
    if (gpus <= 1 || sigma <= 0)
        return 1.0;
    const double n = static_cast<double>(gpus);
    const double expectedMax = normalQuantile((n - 0.375) / (n + 0.25));
    return 1.0 + sigma * std::max(0.0, expectedMax);
}

Device deviceFor(const Gpu &gpu, const Catalog &catalog, Precision precision, double pace,
                 bool tf32)
{
    Device device;
    device.peakFlops = gpu.peakFlops(precision);
    // A measured FP32 FMA rate is the machine's real fp32 peak (docs/probe.md).
    if (precision == Precision::Fp32 && gpu.measuredFp32Tflops > 0)
        device.peakFlops = gpu.measuredFp32Tflops * 1e12;
    // fp32 products on TF32 tensor cores, where the GPU has them (Ampere on).
    if (precision == Precision::Fp32 && tf32 && gpu.tf32Tflops > 0)
        device.peakFlops = gpu.tf32Tflops * 1e12;
    // Power-limited chips hold a lower rate than their burst measurement (MSMF).
    const double sustained = sustainedFactor(gpu, catalog, precision);
    // A calibration's factor scales the rate every rule above gives (never past the peak);
    // fp16 products run at the GPU's fp16 share of the bf16 rate (fp16Share).
    const double fitted = gpu.calibratedMatmul * fp16Share(gpu, catalog, precision);
    device.matmulFraction
        = std::min(1.0, matmulFraction(gpu, catalog, precision) * sustained * fitted);
    device.tileFlops = device.peakFlops
                       * std::min(1.0, tileFraction(gpu, catalog, precision) * sustained * fitted);
    device.persistentKernels = gpu.computeCapability >= kPersistentGemmCapability;
    device.memoryBytesPerS = hbmBytesPerS(gpu, catalog.traits.hbmEfficiency) * gpu.calibratedMemory;
    device.smCount = std::max(1, gpu.smCount);
    device.bytesPerValue = bytesPerValue(precision);
    device.outputBytesPerValue = precision == Precision::Fp32 ? 4.0 : kMeasuredOutputBytes;
    device.pace = pace;
    return device;
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
        // The region's prices, the non-spot nodes at the rate of how they are bought
        // (validateScenario() checked the catalog has both; commitments are priced in the
        // instance's own region only).
        const RegionPrice prices
            = system.instance->pricesIn(cluster.region).value_or(RegionPrice{});
        system.onDemandUsdPerNodeHour
            = scenario.pricing.commitment == Commitment::OnDemand
                  ? prices.onDemandUsdPerHour
                  : system.instance->usdPerHour(scenario.pricing.commitment).value_or(0.0);
        system.spotUsdPerNodeHour = prices.spotUsdPerHour.value_or(0.0);
        system.provider = system.instance->provider;
    } else {
        system.gpu = catalog.findGpu(cluster.gpu);
    }
    if (cluster.pricePerNodeHourUsd)
        system.onDemandUsdPerNodeHour = *cluster.pricePerNodeHourUsd;
    if (scenario.pricing.spotPricePerNodeHourUsd)
        system.spotUsdPerNodeHour = *scenario.pricing.spotPricePerNodeHourUsd;
    system.spotPriced = system.spotUsdPerNodeHour > 0;
    if (!system.spotPriced)
        system.spotUsdPerNodeHour = system.onDemandUsdPerNodeHour;

    const Gpu &gpu = *system.gpu;
    const ModelTraits &traits = catalog.traits;
    system.traits = traits;
    system.nodes = std::max<std::int64_t>(1, cluster.nodes);
    system.network.gpusPerNode = std::max<std::int64_t>(1, gpusPerNode);
    const double pace
        = slowestGpuPace(system.nodes * system.network.gpusPerNode, catalog.defaults.gpuSpeedSigma);
    const Precision precision = scenario.training.precision;
    system.device = deviceFor(gpu, catalog, precision, pace, usesTf32(scenario));
    system.sixteenBit = precision == Precision::Fp8 ? deviceFor(gpu, catalog, Precision::Bf16, pace)
                                                    : system.device;
    // A GPU without NVLink talks to its neighbours over PCIe Gen4 x16 (31 GB/s, MLE_NET).
    const double linkGBs = gpu.scaleUpGBsUnidir > 0 ? gpu.scaleUpGBsUnidir : 31.0;
    // A measured GPU-to-GPU copy rate is already achieved: no efficiency factor on top.
    const double intraBytesPerS
        = (gpu.measuredScaleUpGBsUnidir > 0 ? gpu.measuredScaleUpGBsUnidir * 1e9
                                            : linkGBs * 1e9 * traits.linkEfficiency)
          * gpu.calibratedLink;
    system.network.intra = {intraBytesPerS, kIntraLatencyS};
    // NCCL's rings cross NVLink at its own rate (docs/model.md 5.2, measured on NVSwitch);
    // over PCIe or another vendor's fabric, whose rings no measurement here covers, their
    // bytes take the copy rate.
    const bool nvlink = gpu.scaleUpLink.rfind("NVLink", 0) == 0;
    system.network.linkBytesPerS = nvlink ? intraBytesPerS / traits.linkEfficiency : intraBytesPerS;
    system.network.memoryBytesPerS = system.device.memoryBytesPerS;
    const double nicBytesPerGpu
        = std::max(nicGbps, 1.0) / 8.0 * 1e9 / static_cast<double>(system.network.gpusPerNode);
    // A fabric measured across these nodes reaches what it measured (docs/model.md 5.4).
    const double nicEfficiency = system.instance != nullptr && system.instance->nicEfficiency
                                     ? *system.instance->nicEfficiency
                                     : traits.nicEfficiency;
    system.network.inter = {nicBytesPerGpu * nicEfficiency, traits.interLatencyS};
    return system;
}

} // namespace scaleplan::engine::detail
