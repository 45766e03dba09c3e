// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The probe's report as JSON and text, and as a "This machine" catalog entry.

#include "scaleplan/engine/Probe.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

namespace scaleplan::engine {

namespace {

/// FP32 lanes per SM by compute capability: "results per clock cycle per multiprocessor"
/// for 32-bit floating-point multiply-add, CUDA C++ Programming Guide, Arithmetic
/// Instructions table. 0 = not in the table.
int fp32LanesPerSm(int major, int minor)
{
    switch (major) {
    case 5:
        return 128;
    case 6:
        return minor == 0 ? 64 : 128;
    case 7:
        return 64;
    case 8:
        return minor == 0 ? 64 : 128;
    case 9:
    case 10:
    case 12:
        return 128;
    default:
        return 0;
    }
}

/// One PCIe lane, one direction, GB/s: Gen1/2 8b/10b at 2.5/5 GT/s, Gen3+ 128b/130b at
/// 8/16/32/64 GT/s (PCI-SIG specifications); Gen6's FLIT mode is taken as 128b/130b too.
double pcieLaneGBs(int generation)
{
    switch (generation) {
    case 1:
        return 2.5 * 0.8 / 8;
    case 2:
        return 5.0 * 0.8 / 8;
    case 3:
        return 8.0 * 128 / 130 / 8;
    case 4:
        return 16.0 * 128 / 130 / 8;
    case 5:
        return 32.0 * 128 / 130 / 8;
    case 6:
        return 64.0 * 128 / 130 / 8;
    default:
        return 0;
    }
}

nlohmann::json orNull(double value)
{
    return value > 0 && std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr);
}

nlohmann::json problemsJson(const std::vector<Diagnostic> &problems)
{
    nlohmann::json out = nlohmann::json::array();
    for (const Diagnostic &d : problems)
        out.push_back({{"code", codeName(d.code)}, {"message", describe(d)}});
    return out;
}

std::set<std::string> words(const std::string &name)
{
    std::set<std::string> out;
    std::string word;
    for (const char c : name + " ") {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (!word.empty()) {
            out.insert(word);
            word.clear();
        }
    }
    return out;
}

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string measuredLine(const ProbeDevice &d)
{
    std::string line;
    const auto add = [&](double value, const char *what, const char *unit) {
        if (value <= 0)
            return;
        line += (line.empty() ? "" : ", ") + std::string(what) + " " + fixed(value, 1) + " " + unit;
    };
    add(d.measuredMemoryBandwidthGBs, "copy", "GB/s");
    add(d.measuredFp32Tflops, "FP32 FMA", "TFLOP/s");
    add(d.measuredBf16Tflops, "bf16 GEMM", "TFLOP/s");
    add(d.measuredFp16Tflops, "fp16 GEMM", "TFLOP/s");
    add(d.measuredP2pGBs, "to next GPU", "GB/s");
    return line;
}

/// The GPU entry for \p device when no catalog GPU matches: what the probe derives.
Gpu derivedGpu(const ProbeDevice &device)
{
    Gpu gpu;
    // The driver reports what CUDA can allocate; usableMemoryGb() takes the driver's share
    // off a catalog size, so the entry holds the size that gives back the reported total.
    gpu.memoryGb = device.memoryTotalBytes / kBytesPerGiB / kCudaVisibleShare;
    gpu.memoryBandwidthGBs = device.memoryBandwidthGBs;
    gpu.fp32Tflops = device.fp32PeakTflops();
    gpu.smCount = device.smCount;
    gpu.tdpW = device.powerLimitW;
    gpu.sources = "local driver (cuDeviceGetAttribute, NVML); peaks derived as in docs/probe.md";
    return gpu;
}

} // namespace

double ProbeDevice::fp32PeakTflops() const
{
    return smCount * fp32LanesPerSm(computeMajor, computeMinor) * 2.0 * smClockMhz * 1e6 / 1e12;
}

std::string probeToJson(const ProbeReport &report)
{
    nlohmann::json devices = nlohmann::json::array();
    for (const ProbeDevice &d : report.devices) {
        devices.push_back({
            {"index", d.index},
            {"name", d.name},
            {"uuid", d.uuid},
            {"compute_capability",
             std::to_string(d.computeMajor) + "." + std::to_string(d.computeMinor)},
            {"sm_count", d.smCount},
            {"sm_clock_mhz", orNull(d.smClockMhz)},
            {"memory_clock_mhz", orNull(d.memoryClockMhz)},
            {"memory_total_bytes", orNull(d.memoryTotalBytes)},
            {"memory_free_bytes", orNull(d.memoryFreeBytes)},
            {"memory_bus_width_bits", d.memoryBusWidthBits},
            {"memory_bandwidth_gbs", orNull(d.memoryBandwidthGBs)},
            {"fp32_peak_tflops", orNull(d.fp32PeakTflops())},
            {"power_limit_w", orNull(d.powerLimitW)},
            {"pcie_generation", d.pcieGeneration},
            {"pcie_width", d.pcieWidth},
            {"nvlink_links", d.nvlinkLinks},
            {"mig", d.mig},
            {"driver_version", d.driverVersion},
            {"cuda_version", d.cudaVersion},
            {"measured",
             {{"memory_bandwidth_gbs", orNull(d.measuredMemoryBandwidthGBs)},
              {"fp32_tflops", orNull(d.measuredFp32Tflops)},
              {"bf16_tflops", orNull(d.measuredBf16Tflops)},
              {"fp16_tflops", orNull(d.measuredFp16Tflops)},
              {"p2p_gbs", orNull(d.measuredP2pGBs)}}},
            {"problems", problemsJson(d.problems)},
        });
    }
    const nlohmann::json out
        = {{"devices", devices}, {"reason", report.reason ? codeName(report.reason->code) : ""}};
    return out.dump(2) + "\n";
}

std::string probeToText(const ProbeReport &report)
{
    std::ostringstream out;
    if (report.devices.empty())
        out << "No GPU found: " << (report.reason ? describe(*report.reason) : "unknown reason")
            << ".\n";
    for (const ProbeDevice &d : report.devices) {
        out << "GPU " << d.index << ": " << d.name << " (" << d.uuid << ")\n"
            << "  compute capability " << d.computeMajor << "." << d.computeMinor << ", "
            << d.smCount << " SMs at " << fixed(d.smClockMhz, 0) << " MHz, FP32 peak "
            << fixed(d.fp32PeakTflops(), 1) << " TFLOP/s\n"
            << "  memory " << fixed(d.memoryTotalBytes / kBytesPerGiB, 1) << " GiB ("
            << fixed(d.memoryFreeBytes / kBytesPerGiB, 1) << " GiB free), " << d.memoryBusWidthBits
            << "-bit at " << fixed(d.memoryClockMhz, 0)
            << " MHz: " << fixed(d.memoryBandwidthGBs, 0) << " GB/s theoretical\n"
            << "  power limit " << fixed(d.powerLimitW, 0) << " W, PCIe Gen" << d.pcieGeneration
            << " x" << d.pcieWidth << ", " << d.nvlinkLinks << " NVLink links"
            << (d.mig ? ", MIG on" : "") << "\n"
            << "  driver " << (d.driverVersion.empty() ? "?" : d.driverVersion) << ", CUDA "
            << d.cudaVersion << "\n";
        if (const std::string measured = measuredLine(d); !measured.empty())
            out << "  measured: " << measured << "\n";
        for (const Diagnostic &p : d.problems)
            out << "  problem: " << describe(p) << "\n";
    }
    if (!report.devices.empty() && report.reason)
        out << "Note: " << describe(*report.reason) << ".\n";
    for (const Diagnostic &note : report.benchmarkNotes)
        out << "Benchmark: " << describe(note) << ".\n";
    return out.str();
}

const Gpu *matchDatasheet(const Catalog &catalog, const ProbeDevice &device)
{
    const double memoryGiB = device.memoryTotalBytes / kBytesPerGiB;
    const std::set<std::string> own = words(device.name);
    const Gpu *best = nullptr;
    std::size_t bestShared = 0;
    for (const Gpu &gpu : catalog.gpus) {
        if (gpu.id == kThisMachineGpuId || gpu.smCount != device.smCount || device.smCount <= 0
            || std::abs(gpu.memoryGb - memoryGiB) > 0.1 * gpu.memoryGb)
            continue;
        const std::set<std::string> theirs = words(gpu.name);
        const std::size_t shared = static_cast<std::size_t>(std::count_if(
            theirs.begin(), theirs.end(), [&](const std::string &w) { return own.count(w) > 0; }));
        if (best == nullptr || shared > bestShared) {
            best = &gpu;
            bestShared = shared;
        }
    }
    return best;
}

CatalogLoad withThisMachine(const Catalog &base, const ProbeReport &report)
{
    if (report.devices.empty())
        return {std::nullopt, report.reason.value_or(
                                  Diagnostic{Severity::Warning, DiagCode::ProbeNoDevice, {}, {}})};
    // Read back over \p base by the strict reader: the entry obeys every catalog rule and
    // replaces an older one.
    return overlayCatalog(base, thisMachineCatalogJson(base, report));
}

std::string thisMachineCatalogJson(const Catalog &base, const ProbeReport &report)
{
    if (report.devices.empty())
        return {};
    const ProbeDevice &device = report.devices.front();
    const Gpu *datasheet = matchDatasheet(base, device);
    Gpu gpu = datasheet != nullptr ? *datasheet : derivedGpu(device);
    gpu.id = kThisMachineGpuId;
    gpu.name = "This machine: " + device.name;
    if (gpu.memoryBandwidthGBs <= 0)
        gpu.memoryBandwidthGBs = device.measuredMemoryBandwidthGBs;
    if (gpu.fp32Tflops <= 0 && gpu.bf16Tflops <= 0 && gpu.fp16Tflops <= 0)
        gpu.fp32Tflops = device.measuredFp32Tflops;
    if (datasheet == nullptr || gpu.scaleUpLink.empty()) {
        gpu.scaleUpLink = device.nvlinkLinks > 0
                              ? "NVLink (" + std::to_string(device.nvlinkLinks) + " links)"
                              : "PCIe Gen" + std::to_string(device.pcieGeneration) + " x"
                                    + std::to_string(device.pcieWidth);
        if (device.nvlinkLinks == 0)
            gpu.scaleUpGBsUnidir = pcieLaneGBs(device.pcieGeneration) * device.pcieWidth;
    }
    // This machine's measurements replace the datasheet entry's (the catalog's H100 and
    // H200 carry measured copy rates); a figure not benchmarked keeps the entry's.
    const auto measured = [](double &field, double value) {
        if (value > 0)
            field = value;
    };
    measured(gpu.measuredMemoryBandwidthGBs, device.measuredMemoryBandwidthGBs);
    measured(gpu.measuredFp32Tflops, device.measuredFp32Tflops);
    measured(gpu.measuredBf16Tflops,
             device.measuredBf16Tflops > 0 ? device.measuredBf16Tflops : device.measuredFp16Tflops);
    measured(gpu.measuredFp16Tflops, device.measuredFp16Tflops);
    measured(gpu.measuredScaleUpGBsUnidir, device.measuredP2pGBs);
    // The entry states the fp16 share the model takes from these two (fp16Share), not the
    // datasheet chip's.
    if (device.measuredFp16Tflops > 0 && device.measuredBf16Tflops > 0)
        gpu.measuredFp16Share = device.measuredFp16Tflops / device.measuredBf16Tflops;
    if (device.computeMajor > 0) // decides how GEMM kernels are timed (docs/model.md 3.1)
        gpu.computeCapability = device.computeMajor + device.computeMinor / 10.0;
    gpu.sources = (datasheet != nullptr ? "datasheet of catalog GPU " + datasheet->id + ": "
                                              + datasheet->sources + " | "
                                        : std::string())
                  + "measured on this machine by scaleplan probe (docs/probe.md)";
    gpu.notes = device.name + ", driver " + device.driverVersion + ", CUDA " + device.cudaVersion;

    Instance instance;
    instance.id = kThisMachineInstanceId;
    instance.provider = "local";
    instance.type = "this-machine";
    instance.region = "local";
    instance.gpu = gpu.id;
    instance.gpus = static_cast<int>(report.devices.size());
    instance.interNodeNote = "one machine: the probe does not measure a network between nodes";
    instance.intraNodeLink = gpu.scaleUpLink;
    instance.priceDate = "no price: your own machine (set a price per node-hour in the scenario)";
    instance.sources = "scaleplan probe (local driver and benchmarks)";

    Catalog entries;
    entries.gpus.push_back(std::move(gpu));
    entries.instances.push_back(std::move(instance));
    const nlohmann::json all = nlohmann::json::parse(catalogToJson(entries));
    const nlohmann::json user = {{"format", all["format"]},
                                 {"version", all["version"]},
                                 {"gpus", all["gpus"]},
                                 {"instances", all["instances"]}};
    return user.dump(2) + "\n";
}

} // namespace scaleplan::engine
