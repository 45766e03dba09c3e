// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// probeDevices(): what the driver (libcuda.so.1) and NVML (libnvidia-ml.so.1) tell about
// each GPU. Every call is checked; a failure becomes a Diagnostic, never a crash.

#include "scaleplan/engine/Probe.h"

#include "probe/DriverApi.h"

#include <cstdio>

namespace scaleplan::engine {

namespace probe {

Diagnostic cudaFailure(const CudaDriver &api, const std::string &call, CUresult result)
{
    const std::string name = api.errorName(result);
    switch (result) {
    case kCudaErrorNoDevice:
        return {Severity::Warning, DiagCode::ProbeNoDevice, {}, {}};
    case kCudaErrorNotPermitted:
    case kCudaErrorOperatingSystem:
        return {Severity::Warning, DiagCode::ProbePermissionDenied, {}, {call + ": " + name}};
    case kCudaErrorStubLibrary:
        // The CUDA toolkit's stub libcuda.so.1 was found instead of a driver.
        return {Severity::Warning,
                DiagCode::ProbeDriverMissing,
                {},
                {kCudaLibrary, call + ": " + name + " (the CUDA toolkit's stub, not a driver)"}};
    case kCudaErrorRequiresNewerDriver:
        return {Severity::Warning,
                DiagCode::ProbeDriverTooOld,
                {},
                {"too old for " + call, cudaVersionText(kProbeMinimumCudaVersion)}};
    default:
        return {Severity::Warning, DiagCode::ProbeCallFailed, {}, {call, name}};
    }
}

std::string cudaVersionText(int version)
{
    return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

DriverSession openDriver(const std::string &dir)
{
    DriverSession session;
    session.library = std::make_unique<Library>(dir, kCudaLibrary);
    if (!session.library->loaded()) {
        session.failure = Diagnostic{Severity::Warning,
                                     DiagCode::ProbeDriverMissing,
                                     {},
                                     {kCudaLibrary, session.library->error()}};
        return session;
    }
    if (const std::string missing = session.api.resolve(*session.library); !missing.empty()) {
        // An entry point every supported driver exports is absent: the driver is too old.
        session.failure
            = Diagnostic{Severity::Warning,
                         DiagCode::ProbeDriverTooOld,
                         {},
                         {"without " + missing, cudaVersionText(kProbeMinimumCudaVersion)}};
        return session;
    }
    const CudaDriver &api = session.api;
    if (const CUresult r = api.cuDriverGetVersion(&session.version); r != kCudaSuccess) {
        session.failure = cudaFailure(api, "cuDriverGetVersion", r);
        return session;
    }
    if (session.version < kProbeMinimumCudaVersion) {
        session.failure = Diagnostic{
            Severity::Warning,
            DiagCode::ProbeDriverTooOld,
            {},
            {cudaVersionText(session.version), cudaVersionText(kProbeMinimumCudaVersion)}};
        return session;
    }
    if (const CUresult r = api.cuInit(0); r != kCudaSuccess) {
        session.failure = cudaFailure(api, "cuInit", r);
        return session;
    }
    if (const CUresult r = api.cuDeviceGetCount(&session.deviceCount); r != kCudaSuccess) {
        session.failure = cudaFailure(api, "cuDeviceGetCount", r);
        return session;
    }
    if (session.deviceCount <= 0)
        session.failure = Diagnostic{Severity::Warning, DiagCode::ProbeNoDevice, {}, {}};
    return session;
}

} // namespace probe

namespace {

using namespace probe;

Diagnostic callFailed(const std::string &call, const std::string &error)
{
    return {Severity::Warning, DiagCode::ProbeCallFailed, {}, {call, error}};
}

std::string uuidText(const CUuuid &uuid)
{
    std::string text = "GPU-";
    char hex[3];
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            text += '-';
        std::snprintf(hex, sizeof hex, "%02x", uuid.bytes[i]);
        text += hex;
    }
    return text;
}

/// One cuDeviceGetAttribute; 0 and a problem when it fails.
int attribute(const CudaDriver &api, CUdevice device, int which, const char *name, ProbeDevice &out)
{
    int value = 0;
    if (const CUresult r = api.cuDeviceGetAttribute(&value, which, device); r != kCudaSuccess) {
        out.problems.push_back(
            callFailed(std::string("cuDeviceGetAttribute(") + name + ")", api.errorName(r)));
        return 0;
    }
    return value;
}

void readDriverFields(const CudaDriver &api, CUdevice device, ProbeDevice &out)
{
    char name[256] = {};
    if (const CUresult r = api.cuDeviceGetName(name, sizeof name - 1, device); r != kCudaSuccess)
        out.problems.push_back(callFailed("cuDeviceGetName", api.errorName(r)));
    out.name = name;
    CUuuid uuid{};
    if (const CUresult r = api.cuDeviceGetUuid(&uuid, device); r != kCudaSuccess)
        out.problems.push_back(callFailed("cuDeviceGetUuid", api.errorName(r)));
    else
        out.uuid = uuidText(uuid);
    out.computeMajor = attribute(api, device, kAttrComputeMajor, "COMPUTE_CAPABILITY_MAJOR", out);
    out.computeMinor = attribute(api, device, kAttrComputeMinor, "COMPUTE_CAPABILITY_MINOR", out);
    out.smCount = attribute(api, device, kAttrMultiprocessors, "MULTIPROCESSOR_COUNT", out);
    out.smClockMhz = attribute(api, device, kAttrClockRateKhz, "CLOCK_RATE", out) / 1000.0;
    out.memoryClockMhz
        = attribute(api, device, kAttrMemoryClockKhz, "MEMORY_CLOCK_RATE", out) / 1000.0;
    out.memoryBusWidthBits
        = attribute(api, device, kAttrMemoryBusWidth, "GLOBAL_MEMORY_BUS_WIDTH", out);
    std::size_t total = 0;
    if (const CUresult r = api.cuDeviceTotalMem_v2(&total, device); r != kCudaSuccess)
        out.problems.push_back(callFailed("cuDeviceTotalMem_v2", api.errorName(r)));
    out.memoryTotalBytes = static_cast<double>(total);
}

/// Free memory through a short-lived context, where NVML could not tell.
void readFreeMemoryFromContext(const CudaDriver &api, CUdevice device, ProbeDevice &out)
{
    CUcontext context = nullptr;
    if (const CUresult r = api.cuCtxCreate_v2(&context, 0, device); r != kCudaSuccess) {
        out.problems.push_back(cudaFailure(api, "cuCtxCreate_v2", r));
        return;
    }
    std::size_t free = 0;
    std::size_t total = 0;
    if (const CUresult r = api.cuMemGetInfo_v2(&free, &total); r != kCudaSuccess)
        out.problems.push_back(callFailed("cuMemGetInfo_v2", api.errorName(r)));
    else
        out.memoryFreeBytes = static_cast<double>(free);
    api.cuCtxDestroy_v2(context);
}

/// NVML loaded and initialised for one probe, shut down afterwards.
class NvmlSession
{
public:
    explicit NvmlSession(const std::string &dir)
        : m_library(dir, kNvmlLibrary)
    {
        if (!m_library.loaded()) {
            m_problem = Diagnostic{Severity::Warning,
                                   DiagCode::ProbeDriverMissing,
                                   {},
                                   {kNvmlLibrary, m_library.error()}};
            return;
        }
        if (const std::string missing = m_api.resolve(m_library); !missing.empty()) {
            m_problem = callFailed("dlsym(" + missing + ")", "not exported by " + m_library.name());
            return;
        }
        if (const nvmlReturn_t r = m_api.nvmlInit_v2(); r != kNvmlSuccess) {
            m_problem = r == kNvmlErrorNoPermission
                            ? Diagnostic{Severity::Warning,
                                         DiagCode::ProbePermissionDenied,
                                         {},
                                         {"nvmlInit_v2: " + m_api.errorName(r)}}
                            : callFailed("nvmlInit_v2", m_api.errorName(r));
            return;
        }
        m_ready = true;
    }
    ~NvmlSession()
    {
        if (m_ready)
            m_api.nvmlShutdown();
    }
    NvmlSession(const NvmlSession &) = delete;
    NvmlSession &operator=(const NvmlSession &) = delete;

    bool ready() const { return m_ready; }
    const Nvml &api() const { return m_api; }
    const std::optional<Diagnostic> &problem() const { return m_problem; }

    std::string driverVersion(std::vector<Diagnostic> &problems) const
    {
        char version[96] = {};
        if (const nvmlReturn_t r = m_api.nvmlSystemGetDriverVersion(version, sizeof version - 1);
            r != kNvmlSuccess) {
            problems.push_back(callFailed("nvmlSystemGetDriverVersion", m_api.errorName(r)));
            return {};
        }
        return version;
    }

private:
    Library m_library;
    Nvml m_api;
    bool m_ready = false;
    std::optional<Diagnostic> m_problem;
};

/// Runs one NVML query; on failure records the call (NOT_SUPPORTED is silent: the field
/// simply does not exist on this GPU).
template<typename Call>
bool nvmlQuery(const Nvml &api, const char *call, ProbeDevice &out, Call &&run)
{
    const nvmlReturn_t r = run();
    if (r == kNvmlSuccess)
        return true;
    if (r == kNvmlErrorNoPermission)
        out.problems.push_back({Severity::Warning,
                                DiagCode::ProbePermissionDenied,
                                {},
                                {std::string(call) + ": " + api.errorName(r)}});
    else if (r != kNvmlErrorNotSupported)
        out.problems.push_back(callFailed(call, api.errorName(r)));
    return false;
}

nvmlDevice_t nvmlHandle(const NvmlSession &nvml, const CudaDriver &cuda, CUdevice device,
                        ProbeDevice &out)
{
    const Nvml &api = nvml.api();
    nvmlDevice_t handle = nullptr;
    if (!out.uuid.empty()
        && api.nvmlDeviceGetHandleByUUID(out.uuid.c_str(), &handle) == kNvmlSuccess)
        return handle;
    char busId[64] = {};
    if (cuda.cuDeviceGetPCIBusId(busId, sizeof busId - 1, device) != kCudaSuccess)
        return nullptr;
    nvmlQuery(api, "nvmlDeviceGetHandleByPciBusId_v2", out,
              [&] { return api.nvmlDeviceGetHandleByPciBusId_v2(busId, &handle); });
    return handle;
}

void readNvmlFields(const NvmlSession &nvml, nvmlDevice_t handle, ProbeDevice &out)
{
    const Nvml &api = nvml.api();
    unsigned value = 0;
    nvmlMemory_t memory{};
    if (nvmlQuery(api, "nvmlDeviceGetMemoryInfo", out,
                  [&] { return api.nvmlDeviceGetMemoryInfo(handle, &memory); }))
        out.memoryFreeBytes = static_cast<double>(memory.free);
    // NVML's highest clocks are the boost clocks; CUDA's attribute is the same figure on
    // current drivers, NVML's wins where both answer.
    if (nvmlQuery(api, "nvmlDeviceGetMaxClockInfo(SM)", out,
                  [&] { return api.nvmlDeviceGetMaxClockInfo(handle, kNvmlClockSm, &value); }))
        out.smClockMhz = value;
    if (nvmlQuery(api, "nvmlDeviceGetMaxClockInfo(MEM)", out,
                  [&] { return api.nvmlDeviceGetMaxClockInfo(handle, kNvmlClockMem, &value); }))
        out.memoryClockMhz = value;
    if (nvmlQuery(api, "nvmlDeviceGetPowerManagementLimit", out,
                  [&] { return api.nvmlDeviceGetPowerManagementLimit(handle, &value); }))
        out.powerLimitW = value / 1000.0; // NVML reports milliwatts
    if (nvmlQuery(api, "nvmlDeviceGetMaxPcieLinkGeneration", out,
                  [&] { return api.nvmlDeviceGetMaxPcieLinkGeneration(handle, &value); }))
        out.pcieGeneration = static_cast<int>(value);
    if (nvmlQuery(api, "nvmlDeviceGetMaxPcieLinkWidth", out,
                  [&] { return api.nvmlDeviceGetMaxPcieLinkWidth(handle, &value); }))
        out.pcieWidth = static_cast<int>(value);
    for (unsigned link = 0; link < kNvmlNvlinkMaxLinks; ++link) {
        unsigned active = 0;
        const nvmlReturn_t r = api.nvmlDeviceGetNvLinkState(handle, link, &active);
        if (r == kNvmlErrorNotSupported || r == kNvmlErrorInvalidArgument)
            break; // no NVLink, or no more links
        if (r != kNvmlSuccess) {
            out.problems.push_back(callFailed("nvmlDeviceGetNvLinkState", api.errorName(r)));
            break;
        }
        out.nvlinkLinks += active != 0 ? 1 : 0;
    }
    unsigned current = 0;
    unsigned pending = 0;
    if (nvmlQuery(api, "nvmlDeviceGetMigMode", out,
                  [&] { return api.nvmlDeviceGetMigMode(handle, &current, &pending); }))
        out.mig = current == 1; // NVML_DEVICE_MIG_ENABLE
}

void completeDerivedFields(ProbeDevice &out)
{
    // Theoretical bandwidth: memory clock x 2 (double data rate) x bus width / 8
    // (NVIDIA, "How to Implement Performance Metrics in CUDA C/C++"), in GB/s.
    if (out.memoryClockMhz > 0 && out.memoryBusWidthBits > 0)
        out.memoryBandwidthGBs = out.memoryClockMhz * 1e6 * 2 * out.memoryBusWidthBits / 8 / 1e9;
}

} // namespace

ProbeReport probeDevices(const ProbeOptions &options)
{
    ProbeReport report;
    DriverSession driver = openDriver(options.libraryDir);
    if (driver.failure) {
        report.reason = driver.failure;
        return report;
    }
    const CudaDriver &api = driver.api;
    NvmlSession nvml(options.libraryDir);
    std::vector<Diagnostic> versionProblems;
    const std::string driverVersion = nvml.ready() ? nvml.driverVersion(versionProblems) : "";
    for (int index = 0; index < driver.deviceCount; ++index) {
        CUdevice device = 0;
        if (const CUresult r = api.cuDeviceGet(&device, index); r != kCudaSuccess) {
            report.reason = cudaFailure(api, "cuDeviceGet", r);
            continue;
        }
        ProbeDevice out;
        out.index = index;
        out.cudaVersion = cudaVersionText(driver.version);
        out.driverVersion = driverVersion;
        out.problems = versionProblems;
        readDriverFields(api, device, out);
        if (nvml.ready()) {
            if (nvmlDevice_t handle = nvmlHandle(nvml, api, device, out))
                readNvmlFields(nvml, handle, out);
        } else if (nvml.problem()) {
            out.problems.push_back(*nvml.problem());
        }
        if (out.memoryFreeBytes <= 0 && !out.mig)
            readFreeMemoryFromContext(api, device, out);
        completeDerivedFields(out);
        if (out.mig && !report.reason)
            report.reason = Diagnostic{Severity::Warning, DiagCode::ProbeMigSlice, {}, {out.name}};
        report.devices.push_back(std::move(out));
    }
    if (report.devices.empty() && !report.reason)
        report.reason = Diagnostic{Severity::Warning, DiagCode::ProbeNoDevice, {}, {}};
    return report;
}

} // namespace scaleplan::engine
