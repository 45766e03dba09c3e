// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Probe.h
/// \brief The local GPUs: what the NVIDIA driver reports, micro-benchmarks that measure
/// them, and the "This machine" catalog entry built from both.
///
/// Nothing here needs CUDA at build time: the driver (`libcuda.so.1`), NVML
/// (`libnvidia-ml.so.1`) and, for the matrix-multiply benchmark, cuBLAS are loaded at run
/// time. Where they are missing, old, refuse access or fail, the report says why (a
/// Diagnostic) and the program carries on. docs/probe.md lists every call.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace scaleplan::engine {

/// One GPU as the driver sees it. Numbers are 0 where the driver could not tell (each
/// such gap has a Diagnostic in `problems`); measured figures are 0 until benchmarked.
struct ProbeDevice
{
    int index = 0;        ///< CUDA device ordinal
    std::string name;     ///< cuDeviceGetName, e.g. `NVIDIA A100-SXM4-80GB`
    std::string uuid;     ///< `GPU-xxxxxxxx-...` (cuDeviceGetUuid)
    int computeMajor = 0; ///< compute capability
    int computeMinor = 0;
    int smCount = 0;           ///< multiprocessors
    double smClockMhz = 0;     ///< highest SM clock, MHz
    double memoryClockMhz = 0; ///< highest memory clock, MHz
    double memoryTotalBytes = 0;
    double memoryFreeBytes = 0;
    int memoryBusWidthBits = 0;
    double memoryBandwidthGBs = 0; ///< theoretical: clock x 2 (double data rate) x bus / 8
    double powerLimitW = 0;        ///< enforced board power limit, W
    int pcieGeneration = 0;        ///< highest PCIe generation of device and system
    int pcieWidth = 0;             ///< highest PCIe lane count
    int nvlinkLinks = 0;           ///< active NVLink links
    bool mig = false;              ///< MIG mode is on: CUDA sees a slice
    std::string driverVersion;     ///< NVML, e.g. `550.54.15`
    std::string cudaVersion;       ///< highest CUDA the driver supports, e.g. `12.4`

    double measuredMemoryBandwidthGBs = 0; ///< device-to-device copy, read + write, GB/s
    double measuredFp32Tflops = 0;         ///< FP32 FMA throughput
    double measuredBf16Tflops = 0;         ///< cuBLAS dense GEMM, bf16 in, fp32 accumulate
    double measuredFp16Tflops = 0;         ///< the same in fp16
    double measuredP2pGBs = 0;             ///< to the next GPU, one direction (0 = not measured)

    std::vector<Diagnostic> problems; ///< fields the driver could not tell, and why

    /// FP32 peak from the datasheet rule: SMs x FP32 lanes per SM x 2 x clock (0 = unknown
    /// compute capability or clock).
    double fp32PeakTflops() const;
};

/// What the probe found: the devices, or the reason there are none (or that they are
/// MIG slices); benchmark notes (cuBLAS missing, cancelled, a failing call).
struct ProbeReport
{
    std::vector<ProbeDevice> devices;
    std::optional<Diagnostic> reason;
    std::vector<Diagnostic> benchmarkNotes;
    bool benchmarked = false;
};

/// Where the libraries come from. Empty: the dynamic loader's usual search (the real
/// use). A directory: exactly `DIR/libcuda.so.1` and so on (tests and fakes).
struct ProbeOptions
{
    std::string libraryDir;
};

/// Lowest driver CUDA version the probe uses (cuDriverGetVersion format, 11000 = 11.0):
/// the FMA kernel is PTX ISA 7.0 and bf16 GEMM needs cuBLAS 11, both CUDA 11.0.
inline constexpr int kProbeMinimumCudaVersion = 11000;

/// Reads every local GPU. Never throws; never crashes on a missing or failing driver.
ProbeReport probeDevices(const ProbeOptions &options = {});

/// Progress of the benchmarks: steps done of \p total, and what runs now.
using BenchmarkProgress = std::function<void(int done, int total, const std::string &what)>;

/// Benchmark sizes and repetitions (defaults documented in docs/probe.md).
struct BenchmarkPlan
{
    double copyBytes = 256.0 * 1024 * 1024; ///< per copy, capped at a quarter of free memory
    int fmaBlocksPerSm = 8;
    int fmaThreadsPerBlock = 256;
    int fmaIterations = 1024;       ///< loop trips, 8 FMAs each per thread
    int gemmSize = 8192;            ///< m = n = k
    int repetitions = 5;            ///< timed samples after the warm-up; median kept
    int runsPerSample = 10;         ///< runs between one pair of events (one launch is too short)
    double warmupSeconds = 0.25;    ///< untimed runs first, so the clocks leave idle
    double gemmWarmupSeconds = 0.5; ///< untimed GEMMs first (cuBLAS picks its kernel)
    /// GPU time the timed GEMMs span in all (at least plan.repetitions samples); their rate
    /// is the mean, since a GPU at its power limit swings its clock over about a second.
    double gemmSeconds = 2.0;
};

/// Measures the devices of \p report (as probeDevices returned it) and fills their
/// measured figures. Checks \p cancel between runs; \p progress may be empty.
ProbeReport runBenchmarks(ProbeReport report, const ProbeOptions &options,
                          const BenchmarkProgress &progress, const std::atomic<bool> &cancel,
                          const BenchmarkPlan &plan = {});

/// `{"devices": [...], "reason": "code" or ""}` (what `scaleplan-cli probe` prints).
std::string probeToJson(const ProbeReport &report);

/// Readable summary, one block per device, or the reason there is none.
std::string probeToText(const ProbeReport &report);

/// Id of the catalog instance built from the probe, and of its GPU.
inline constexpr const char *kThisMachineInstanceId = "local/this-machine";
inline constexpr const char *kThisMachineGpuId = "this-machine";

/// The catalog GPU whose chip matches \p device (same SM count, memory within 10 %),
/// preferring the one whose name shares most words; null when none does.
const Gpu *matchDatasheet(const Catalog &catalog, const ProbeDevice &device);

/// \p base plus a GPU `this-machine` (datasheet figures of the matching catalog GPU, or
/// those the probe derives, with the measured figures beside them) and an instance
/// `local/this-machine` with every probed GPU. Fails (error set) without devices.
CatalogLoad withThisMachine(const Catalog &base, const ProbeReport &report);

/// The same two entries as a user catalog file (`scaleplan.catalog`, for --catalog or
/// $SCALEPLAN_CATALOG); empty without devices.
std::string thisMachineCatalogJson(const Catalog &base, const ProbeReport &report);

} // namespace scaleplan::engine
