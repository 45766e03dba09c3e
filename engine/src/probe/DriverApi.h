// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The few NVIDIA driver, NVML and cuBLAS types, constants and entry points the probe uses,
// declared here (no CUDA headers at build time) and resolved with dlsym at run time.
// Values are those of cuda.h, nvml.h and cublas_api.h / library_types.h (CUDA 12).

#include "scaleplan/engine/Diagnostic.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

namespace scaleplan::engine::probe {

// --- driver API (cuda.h) ---
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
struct CUctx_st;
struct CUmod_st;
struct CUfunc_st;
struct CUevent_st;
struct CUstream_st;
using CUcontext = CUctx_st *;
using CUmodule = CUmod_st *;
using CUfunction = CUfunc_st *;
using CUevent = CUevent_st *;
using CUstream = CUstream_st *;
struct CUuuid
{
    unsigned char bytes[16];
};

inline constexpr CUresult kCudaSuccess = 0;
inline constexpr CUresult kCudaErrorStubLibrary = 34; // CUDA_ERROR_STUB_LIBRARY
inline constexpr CUresult kCudaErrorRequiresNewerDriver
    = 36;                                                  // CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER
inline constexpr CUresult kCudaErrorNoDevice = 100;        // CUDA_ERROR_NO_DEVICE
inline constexpr CUresult kCudaErrorOperatingSystem = 304; // CUDA_ERROR_OPERATING_SYSTEM
inline constexpr CUresult kCudaErrorNotPermitted = 800;    // CUDA_ERROR_NOT_PERMITTED

// CUdevice_attribute values
inline constexpr int kAttrClockRateKhz = 13;    // CU_DEVICE_ATTRIBUTE_CLOCK_RATE
inline constexpr int kAttrMultiprocessors = 16; // CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
inline constexpr int kAttrMemoryClockKhz = 36;  // CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE
inline constexpr int kAttrMemoryBusWidth = 37;  // CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH
inline constexpr int kAttrComputeMajor = 75;    // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
inline constexpr int kAttrComputeMinor = 76;    // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR

// --- NVML (nvml.h) ---
using nvmlReturn_t = int;
struct nvmlDevice_st;
using nvmlDevice_t = nvmlDevice_st *;
struct nvmlMemory_t
{
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};
inline constexpr nvmlReturn_t kNvmlSuccess = 0;
inline constexpr nvmlReturn_t kNvmlErrorInvalidArgument = 2;
inline constexpr nvmlReturn_t kNvmlErrorNotSupported = 3;
inline constexpr nvmlReturn_t kNvmlErrorNoPermission = 4;
inline constexpr unsigned kNvmlClockSm = 1;         // NVML_CLOCK_SM
inline constexpr unsigned kNvmlClockMem = 2;        // NVML_CLOCK_MEM
inline constexpr unsigned kNvmlNvlinkMaxLinks = 18; // NVML_NVLINK_MAX_LINKS (NVML 12)

// --- cuBLAS (cublas_api.h, library_types.h) ---
struct cublasContext;
using cublasHandle_t = cublasContext *;
using cublasStatus_t = int;
inline constexpr int kCublasOpN = 0;          // CUBLAS_OP_N
inline constexpr int kCudaR16F = 2;           // CUDA_R_16F
inline constexpr int kCudaR16BF = 14;         // CUDA_R_16BF
inline constexpr int kCublasCompute32F = 68;  // CUBLAS_COMPUTE_32F
inline constexpr int kCublasGemmDefault = -1; // CUBLAS_GEMM_DEFAULT

/// A library opened with dlopen(RTLD_NOW | RTLD_LOCAL), closed on destruction.
class Library
{
public:
    /// Opens \p name (a bare soname, searched by the loader) or DIR/name when \p dir is set.
    Library(const std::string &dir, const std::string &name);
    ~Library();
    Library(const Library &) = delete;
    Library &operator=(const Library &) = delete;

    bool loaded() const { return m_handle != nullptr; }
    const std::string &name() const { return m_name; }
    /// dlerror() of the failed open.
    const std::string &error() const { return m_error; }

    /// The symbol \p symbol cast to \p Fn, or null.
    template<typename Fn> Fn get(const char *symbol) const
    {
        return reinterpret_cast<Fn>(lookup(symbol));
    }

private:
    void *lookup(const char *symbol) const;

    void *m_handle = nullptr;
    std::string m_name;
    std::string m_error;
};

/// The driver API entry points (the _v2 names where the driver exports them).
struct CudaDriver
{
    CUresult (*cuInit)(unsigned) = nullptr;
    CUresult (*cuDriverGetVersion)(int *) = nullptr;
    CUresult (*cuGetErrorName)(CUresult, const char **) = nullptr;
    CUresult (*cuDeviceGetCount)(int *) = nullptr;
    CUresult (*cuDeviceGet)(CUdevice *, int) = nullptr;
    CUresult (*cuDeviceGetName)(char *, int, CUdevice) = nullptr;
    CUresult (*cuDeviceGetUuid)(CUuuid *, CUdevice) = nullptr;
    CUresult (*cuDeviceGetPCIBusId)(char *, int, CUdevice) = nullptr;
    CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice) = nullptr;
    CUresult (*cuDeviceTotalMem_v2)(std::size_t *, CUdevice) = nullptr;
    CUresult (*cuCtxCreate_v2)(CUcontext *, unsigned, CUdevice) = nullptr;
    CUresult (*cuCtxDestroy_v2)(CUcontext) = nullptr;
    CUresult (*cuCtxSetCurrent)(CUcontext) = nullptr;
    CUresult (*cuCtxSynchronize)() = nullptr;
    CUresult (*cuMemGetInfo_v2)(std::size_t *, std::size_t *) = nullptr;
    CUresult (*cuMemAlloc_v2)(CUdeviceptr *, std::size_t) = nullptr;
    CUresult (*cuMemFree_v2)(CUdeviceptr) = nullptr;
    CUresult (*cuMemcpyHtoD_v2)(CUdeviceptr, const void *, std::size_t) = nullptr;
    CUresult (*cuMemcpyDtoD_v2)(CUdeviceptr, CUdeviceptr, std::size_t) = nullptr;
    CUresult (*cuMemcpyPeer)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, std::size_t) = nullptr;
    CUresult (*cuModuleLoadData)(CUmodule *, const void *) = nullptr;
    CUresult (*cuModuleUnload)(CUmodule) = nullptr;
    CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *) = nullptr;
    CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                               unsigned, unsigned, CUstream, void **, void **)
        = nullptr;
    CUresult (*cuEventCreate)(CUevent *, unsigned) = nullptr;
    CUresult (*cuEventDestroy_v2)(CUevent) = nullptr;
    CUresult (*cuEventRecord)(CUevent, CUstream) = nullptr;
    CUresult (*cuEventSynchronize)(CUevent) = nullptr;
    CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent) = nullptr;

    /// Resolves every entry point; returns the first missing symbol's name, or "".
    std::string resolve(const Library &library);
    /// `CUDA_ERROR_NO_DEVICE` style name of \p result (its number when unnamed).
    std::string errorName(CUresult result) const;
};

/// The NVML entry points.
struct Nvml
{
    nvmlReturn_t (*nvmlInit_v2)() = nullptr;
    nvmlReturn_t (*nvmlShutdown)() = nullptr;
    const char *(*nvmlErrorString)(nvmlReturn_t) = nullptr;
    nvmlReturn_t (*nvmlSystemGetDriverVersion)(char *, unsigned) = nullptr;
    nvmlReturn_t (*nvmlDeviceGetHandleByUUID)(const char *, nvmlDevice_t *) = nullptr;
    nvmlReturn_t (*nvmlDeviceGetHandleByPciBusId_v2)(const char *, nvmlDevice_t *) = nullptr;
    nvmlReturn_t (*nvmlDeviceGetMemoryInfo)(nvmlDevice_t, nvmlMemory_t *) = nullptr;
    nvmlReturn_t (*nvmlDeviceGetMaxClockInfo)(nvmlDevice_t, unsigned, unsigned *) = nullptr;
    nvmlReturn_t (*nvmlDeviceGetPowerManagementLimit)(nvmlDevice_t, unsigned *) = nullptr;
    nvmlReturn_t (*nvmlDeviceGetMaxPcieLinkGeneration)(nvmlDevice_t, unsigned *) = nullptr;
    nvmlReturn_t (*nvmlDeviceGetMaxPcieLinkWidth)(nvmlDevice_t, unsigned *) = nullptr;
    nvmlReturn_t (*nvmlDeviceGetNvLinkState)(nvmlDevice_t, unsigned, unsigned *) = nullptr;
    nvmlReturn_t (*nvmlDeviceGetMigMode)(nvmlDevice_t, unsigned *, unsigned *) = nullptr;

    std::string resolve(const Library &library);
    std::string errorName(nvmlReturn_t result) const;
};

/// The cuBLAS entry points of the GEMM benchmark.
struct Cublas
{
    cublasStatus_t (*cublasCreate_v2)(cublasHandle_t *) = nullptr;
    cublasStatus_t (*cublasDestroy_v2)(cublasHandle_t) = nullptr;
    cublasStatus_t (*cublasGemmEx)(cublasHandle_t, int, int, int, int, int, const void *,
                                   const void *, int, int, const void *, int, int, const void *,
                                   void *, int, int, int, int)
        = nullptr;

    std::string resolve(const Library &library);
};

inline constexpr const char *kCudaLibrary = "libcuda.so.1";
inline constexpr const char *kNvmlLibrary = "libnvidia-ml.so.1";
/// cuBLAS sonames tried in order, newest first.
inline constexpr const char *kCublasLibraries[]
    = {"libcublas.so.13", "libcublas.so.12", "libcublas.so.11"};

/// The driver loaded, resolved, initialised and checked: or why not.
struct DriverSession
{
    std::unique_ptr<Library> library;
    CudaDriver api;
    int version = 0; ///< cuDriverGetVersion, e.g. 12040
    int deviceCount = 0;
    std::optional<Diagnostic> failure; ///< set when the driver cannot be used
};

/// Opens libcuda.so.1 (from \p dir when set), cuInit, checks the version and counts GPUs.
DriverSession openDriver(const std::string &dir);

/// The report-level reason for \p result of \p call: no_device, permission_denied,
/// driver_too_old or call_failed.
Diagnostic cudaFailure(const CudaDriver &api, const std::string &call, CUresult result);

/// `12.4` for 12040.
std::string cudaVersionText(int version);

} // namespace scaleplan::engine::probe
