// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/DriverApi.h"

#include <dlfcn.h>

namespace scaleplan::engine::probe {

Library::Library(const std::string &dir, const std::string &name)
    : m_name(name)
{
    const std::string path = dir.empty() ? name : dir + "/" + name;
    m_handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (m_handle == nullptr) {
        const char *message = dlerror();
        m_error = message != nullptr ? message : "not found";
    }
}

Library::~Library()
{
    if (m_handle != nullptr)
        dlclose(m_handle);
}

void *Library::lookup(const char *symbol) const
{
    return m_handle != nullptr ? dlsym(m_handle, symbol) : nullptr;
}

namespace {

/// Resolves \p symbol into \p slot; remembers the first that is missing.
template<typename Fn>
void bind(const Library &library, Fn &slot, const char *symbol, std::string &missing)
{
    slot = library.get<Fn>(symbol);
    if (slot == nullptr && missing.empty())
        missing = symbol;
}

} // namespace

#define SCALEPLAN_BIND(name) bind(library, name, #name, missing)

std::string CudaDriver::resolve(const Library &library)
{
    std::string missing;
    SCALEPLAN_BIND(cuInit);
    SCALEPLAN_BIND(cuDriverGetVersion);
    SCALEPLAN_BIND(cuGetErrorName);
    SCALEPLAN_BIND(cuDeviceGetCount);
    SCALEPLAN_BIND(cuDeviceGet);
    SCALEPLAN_BIND(cuDeviceGetName);
    SCALEPLAN_BIND(cuDeviceGetUuid);
    SCALEPLAN_BIND(cuDeviceGetPCIBusId);
    SCALEPLAN_BIND(cuDeviceGetAttribute);
    SCALEPLAN_BIND(cuDeviceTotalMem_v2);
    SCALEPLAN_BIND(cuCtxCreate_v2);
    SCALEPLAN_BIND(cuCtxDestroy_v2);
    SCALEPLAN_BIND(cuCtxSetCurrent);
    SCALEPLAN_BIND(cuCtxSynchronize);
    SCALEPLAN_BIND(cuMemGetInfo_v2);
    SCALEPLAN_BIND(cuMemAlloc_v2);
    SCALEPLAN_BIND(cuMemFree_v2);
    SCALEPLAN_BIND(cuMemcpyHtoD_v2);
    SCALEPLAN_BIND(cuMemcpyDtoD_v2);
    SCALEPLAN_BIND(cuMemcpyPeer);
    SCALEPLAN_BIND(cuModuleLoadData);
    SCALEPLAN_BIND(cuModuleUnload);
    SCALEPLAN_BIND(cuModuleGetFunction);
    SCALEPLAN_BIND(cuLaunchKernel);
    SCALEPLAN_BIND(cuEventCreate);
    SCALEPLAN_BIND(cuEventDestroy_v2);
    SCALEPLAN_BIND(cuEventRecord);
    SCALEPLAN_BIND(cuEventSynchronize);
    SCALEPLAN_BIND(cuEventElapsedTime);
    return missing;
}

std::string CudaDriver::errorName(CUresult result) const
{
    const char *name = nullptr;
    if (cuGetErrorName != nullptr && cuGetErrorName(result, &name) == kCudaSuccess
        && name != nullptr)
        return name;
    // The toolkit's stub library answers cuGetErrorName with an error too: name the
    // codes the probe tells apart itself (values from cuda.h).
    switch (result) {
    case kCudaErrorStubLibrary:
        return "CUDA_ERROR_STUB_LIBRARY";
    case kCudaErrorRequiresNewerDriver:
        return "CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER";
    case kCudaErrorNoDevice:
        return "CUDA_ERROR_NO_DEVICE";
    case kCudaErrorOperatingSystem:
        return "CUDA_ERROR_OPERATING_SYSTEM";
    case kCudaErrorNotPermitted:
        return "CUDA_ERROR_NOT_PERMITTED";
    default:
        return "CUresult " + std::to_string(result);
    }
}

std::string Nvml::resolve(const Library &library)
{
    std::string missing;
    SCALEPLAN_BIND(nvmlInit_v2);
    SCALEPLAN_BIND(nvmlShutdown);
    SCALEPLAN_BIND(nvmlErrorString);
    SCALEPLAN_BIND(nvmlSystemGetDriverVersion);
    SCALEPLAN_BIND(nvmlDeviceGetHandleByUUID);
    SCALEPLAN_BIND(nvmlDeviceGetHandleByPciBusId_v2);
    SCALEPLAN_BIND(nvmlDeviceGetMemoryInfo);
    SCALEPLAN_BIND(nvmlDeviceGetMaxClockInfo);
    SCALEPLAN_BIND(nvmlDeviceGetPowerManagementLimit);
    SCALEPLAN_BIND(nvmlDeviceGetMaxPcieLinkGeneration);
    SCALEPLAN_BIND(nvmlDeviceGetMaxPcieLinkWidth);
    SCALEPLAN_BIND(nvmlDeviceGetNvLinkState);
    SCALEPLAN_BIND(nvmlDeviceGetMigMode);
    return missing;
}

std::string Nvml::errorName(nvmlReturn_t result) const
{
    const char *name = nvmlErrorString != nullptr ? nvmlErrorString(result) : nullptr;
    return name != nullptr ? std::string(name) : "nvmlReturn_t " + std::to_string(result);
}

std::string Cublas::resolve(const Library &library)
{
    std::string missing;
    SCALEPLAN_BIND(cublasCreate_v2);
    SCALEPLAN_BIND(cublasDestroy_v2);
    SCALEPLAN_BIND(cublasGemmEx);
    return missing;
}

#undef SCALEPLAN_BIND

} // namespace scaleplan::engine::probe
