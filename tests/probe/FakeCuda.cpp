// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A stand-in for the NVIDIA driver, NVML and cuBLAS, built by the tests as
// libcuda.so.1, libnvidia-ml.so.1 and libcublas.so.13 (the newest soname the probe tries,
// so it wins over an installed CUDA toolkit). It exports the entry points the probe
// resolves, with canned answers chosen by $SCALEPLAN_FAKE_GPU:
//   ok (default)  one A100-SXM4-80GB          twogpus    two of them (peer copy)
//   nodevice      cuInit: CUDA_ERROR_NO_DEVICE  permission cuInit: CUDA_ERROR_NOT_PERMITTED
//   olddriver     cuDriverGetVersion: 10.2     zerodevices cuDeviceGetCount: 0
//   failcount     cuDeviceGetCount fails       failcall   SM count and power limit fail
//   mig           MIG on, NVML finds the GPU by PCI bus id only
//   nvmlperm      nvmlInit_v2: NVML_ERROR_NO_PERMISSION (free memory from a context)
//   failbench     cuMemcpyDtoD_v2: CUDA_ERROR_OUT_OF_MEMORY
//   stub          cuInit: CUDA_ERROR_STUB_LIBRARY (the toolkit's stub libcuda)
// Every event pair measures 2, 1, 3, 2, 1, 3 ... ms, so an odd number of runs has median 2.

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

std::string scenario()
{
    const char *value = std::getenv("SCALEPLAN_FAKE_GPU");
    return value != nullptr && *value != 0 ? value : "ok";
}

bool is(const char *name)
{
    return scenario() == name;
}

int deviceCount()
{
    return is("twogpus") ? 2 : is("zerodevices") ? 0 : 1;
}

bool validDevice(int device)
{
    return device >= 0 && device < deviceCount();
}

constexpr int kSuccess = 0;
constexpr int kInvalidValue = 1;
constexpr int kOutOfMemory = 2;
constexpr int kStubLibrary = 34;
constexpr int kNoDevice = 100;
constexpr int kInvalidDevice = 101;
constexpr int kInvalidPtx = 218;
constexpr int kNotFound = 500;
constexpr int kNotPermitted = 800;
constexpr int kUnknown = 999;

constexpr int kNvmlInvalidArgument = 2;
constexpr int kNvmlNotSupported = 3;
constexpr int kNvmlNoPermission = 4;
constexpr int kNvmlNotFound = 6;
constexpr int kNvmlUnknown = 999;

constexpr unsigned long long kTotalBytes = 85899345920ULL;                // 80 GiB
constexpr unsigned long long kNvmlFreeBytes = kTotalBytes - 524288000ULL; // less 500 MiB
constexpr std::size_t kContextFreeBytes = 85000000000ULL;

int g_live = 0; // allocations, contexts, events, modules, cuBLAS handles
unsigned long long g_next = 0x100000;
int g_elapsedIndex = 0;
int g_lastUploadDistinct = 0; // distinct 16-bit words in the last host-to-device copy

std::string uuidOf(int device)
{
    return device == 0 ? "GPU-12345678-9abc-def0-1234-56789abcdef0"
                       : "GPU-12345678-9abc-def0-1234-56789abcdef1";
}

std::string busIdOf(int device)
{
    return device == 0 ? "00000000:07:00.0" : "00000000:0F:00.0";
}

void *handleOf(int device)
{
    return reinterpret_cast<void *>(static_cast<std::size_t>(device) + 1);
}

int deviceOf(void *handle)
{
    return static_cast<int>(reinterpret_cast<std::size_t>(handle)) - 1;
}

void *newObject()
{
    ++g_live;
    g_next += 0x1000;
    return reinterpret_cast<void *>(static_cast<std::size_t>(g_next));
}

int release(void *object)
{
    if (object == nullptr)
        return kInvalidValue;
    --g_live;
    return kSuccess;
}

} // namespace

extern "C" {

// ---- test hooks ----
__attribute__((visibility("default"))) int fakeLiveResources()
{
    return g_live;
}

__attribute__((visibility("default"))) int fakeLastUploadDistinctWords()
{
    return g_lastUploadDistinct;
}

__attribute__((visibility("default"))) void fakeRestartEventCycle()
{
    g_elapsedIndex = 0;
}

// ---- driver API ----
int cuDriverGetVersion(int *version)
{
    *version = is("olddriver") ? 10020 : 12040;
    return kSuccess;
}

int cuInit(unsigned)
{
    if (is("nodevice"))
        return kNoDevice;
    if (is("permission"))
        return kNotPermitted;
    if (is("stub"))
        return kStubLibrary;
    return kSuccess;
}

int cuGetErrorName(int result, const char **name)
{
    switch (result) {
    case kSuccess:
        *name = "CUDA_SUCCESS";
        return kSuccess;
    case kOutOfMemory:
        *name = "CUDA_ERROR_OUT_OF_MEMORY";
        return kSuccess;
    case kStubLibrary:
        *name = "CUDA_ERROR_STUB_LIBRARY";
        return kSuccess;
    case kNoDevice:
        *name = "CUDA_ERROR_NO_DEVICE";
        return kSuccess;
    case kNotPermitted:
        *name = "CUDA_ERROR_NOT_PERMITTED";
        return kSuccess;
    case kUnknown:
        *name = "CUDA_ERROR_UNKNOWN";
        return kSuccess;
    default:
        *name = nullptr;
        return kInvalidValue;
    }
}

int cuDeviceGetCount(int *count)
{
    if (is("failcount"))
        return kUnknown;
    *count = deviceCount();
    return kSuccess;
}

int cuDeviceGet(int *device, int ordinal)
{
    if (!validDevice(ordinal))
        return kInvalidDevice;
    *device = ordinal;
    return kSuccess;
}

int cuDeviceGetName(char *name, int length, int device)
{
    if (!validDevice(device))
        return kInvalidDevice;
    std::strncpy(name, "NVIDIA A100-SXM4-80GB", static_cast<std::size_t>(length));
    return kSuccess;
}

/// The driver's CUuuid: 16 bytes in a struct (the engine's DriverApi.h declares the same).
struct CUuuid
{
    unsigned char bytes[16];
};

int cuDeviceGetUuid(CUuuid *uuid, int device)
{
    if (!validDevice(device))
        return kInvalidDevice;
    const unsigned char bytes[16] = {0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0,
                                     0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0};
    std::memcpy(uuid->bytes, bytes, 16);
    uuid->bytes[15] = static_cast<unsigned char>(uuid->bytes[15] + device);
    return kSuccess;
}

int cuDeviceGetPCIBusId(char *busId, int length, int device)
{
    if (!validDevice(device))
        return kInvalidDevice;
    std::strncpy(busId, busIdOf(device).c_str(), static_cast<std::size_t>(length));
    return kSuccess;
}

int cuDeviceGetAttribute(int *value, int attribute, int device)
{
    if (!validDevice(device))
        return kInvalidDevice;
    switch (attribute) {
    case 13:
        *value = 1410000;
        return kSuccess; // clock, kHz
    case 16:             // multiprocessors
        if (is("failcall"))
            return kUnknown;
        *value = 108;
        return kSuccess;
    case 36:
        *value = 1593000;
        return kSuccess; // memory clock, kHz
    case 37:
        *value = 5120;
        return kSuccess; // bus width
    case 75:
        *value = 8;
        return kSuccess;
    case 76:
        *value = 0;
        return kSuccess;
    default:
        return kInvalidValue;
    }
}

int cuDeviceTotalMem_v2(std::size_t *bytes, int device)
{
    if (!validDevice(device))
        return kInvalidDevice;
    *bytes = kTotalBytes;
    return kSuccess;
}

int cuCtxCreate_v2(void **context, unsigned, int device)
{
    if (!validDevice(device))
        return kInvalidDevice;
    *context = newObject();
    return kSuccess;
}

int cuCtxDestroy_v2(void *context)
{
    return release(context);
}
int cuCtxSetCurrent(void *)
{
    return kSuccess;
}
int cuCtxSynchronize()
{
    return kSuccess;
}

int cuMemGetInfo_v2(std::size_t *free, std::size_t *total)
{
    *free = kContextFreeBytes;
    *total = kTotalBytes;
    return kSuccess;
}

int cuMemAlloc_v2(unsigned long long *pointer, std::size_t bytes)
{
    if (bytes == 0 || bytes > kTotalBytes)
        return kOutOfMemory;
    *pointer = reinterpret_cast<std::size_t>(newObject());
    return kSuccess;
}

int cuMemFree_v2(unsigned long long pointer)
{
    return release(reinterpret_cast<void *>(static_cast<std::size_t>(pointer)));
}

int cuMemcpyHtoD_v2(unsigned long long target, const void *source, std::size_t bytes)
{
    if (target == 0 || source == nullptr || bytes == 0)
        return kInvalidValue;
    const auto *words = static_cast<const unsigned short *>(source);
    std::vector<bool> seen(65536);
    g_lastUploadDistinct = 0;
    for (std::size_t i = 0; i < bytes / sizeof(unsigned short); ++i)
        if (!seen[words[i]]) {
            seen[words[i]] = true;
            ++g_lastUploadDistinct;
        }
    return kSuccess;
}

int cuMemcpyDtoD_v2(unsigned long long target, unsigned long long source, std::size_t bytes)
{
    if (is("failbench"))
        return kOutOfMemory;
    return target != 0 && source != 0 && bytes > 0 ? kSuccess : kInvalidValue;
}

int cuMemcpyPeer(unsigned long long target, void *targetContext, unsigned long long source,
                 void *sourceContext, std::size_t bytes)
{
    return target != 0 && source != 0 && targetContext != nullptr && sourceContext != nullptr
                   && targetContext != sourceContext && bytes > 0
               ? kSuccess
               : kInvalidValue;
}

int cuModuleLoadData(void **module, const void *image)
{
    const char *text = static_cast<const char *>(image);
    if (std::strstr(text, ".version 7.0") == nullptr
        || std::strstr(text, ".target sm_52") == nullptr
        || std::strstr(text, ".entry fma_loop(") == nullptr)
        return kInvalidPtx;
    *module = newObject();
    return kSuccess;
}

int cuModuleUnload(void *module)
{
    return release(module);
}

int cuModuleGetFunction(void **function, void *module, const char *name)
{
    if (module == nullptr || std::strcmp(name, "fma_loop") != 0)
        return kNotFound;
    *function = module;
    return kSuccess;
}

int cuLaunchKernel(void *function, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                   unsigned bz, unsigned, void *, void **params, void **)
{
    if (function == nullptr || params == nullptr || params[0] == nullptr || params[1] == nullptr
        || gx * gy * gz == 0 || bx * by * bz == 0 || bx * by * bz > 1024)
        return kInvalidValue;
    return kSuccess;
}

int cuEventCreate(void **event, unsigned)
{
    *event = newObject();
    return kSuccess;
}

int cuEventDestroy_v2(void *event)
{
    return release(event);
}
int cuEventRecord(void *event, void *)
{
    return event != nullptr ? kSuccess : kInvalidValue;
}
int cuEventSynchronize(void *event)
{
    return event != nullptr ? kSuccess : kInvalidValue;
}

int cuEventElapsedTime(float *ms, void *start, void *stop)
{
    if (start == nullptr || stop == nullptr)
        return kInvalidValue;
    static const float cycle[] = {2.0f, 1.0f, 3.0f};
    *ms = cycle[g_elapsedIndex++ % 3];
    return kSuccess;
}

// ---- NVML ----
int nvmlInit_v2()
{
    return is("nvmlperm") ? kNvmlNoPermission : kSuccess;
}
int nvmlShutdown()
{
    return kSuccess;
}

const char *nvmlErrorString(int result)
{
    switch (result) {
    case kNvmlNotSupported:
        return "Not Supported";
    case kNvmlNoPermission:
        return "Insufficient Permissions";
    case kNvmlNotFound:
        return "Not Found";
    default:
        return "Unknown Error";
    }
}

int nvmlSystemGetDriverVersion(char *version, unsigned length)
{
    std::strncpy(version, "550.54.15", length);
    return kSuccess;
}

int nvmlDeviceGetHandleByUUID(const char *uuid, void **device)
{
    for (int i = 0; i < deviceCount() && !is("mig"); ++i) {
        if (uuidOf(i) == uuid) {
            *device = handleOf(i);
            return kSuccess;
        }
    }
    return kNvmlNotFound;
}

int nvmlDeviceGetHandleByPciBusId_v2(const char *busId, void **device)
{
    for (int i = 0; i < deviceCount(); ++i) {
        if (busIdOf(i) == busId) {
            *device = handleOf(i);
            return kSuccess;
        }
    }
    return kNvmlNotFound;
}

struct FakeMemory
{
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};

int nvmlDeviceGetMemoryInfo(void *device, FakeMemory *memory)
{
    if (!validDevice(deviceOf(device)))
        return kNvmlInvalidArgument;
    *memory = {kTotalBytes, kNvmlFreeBytes, kTotalBytes - kNvmlFreeBytes};
    return kSuccess;
}

int nvmlDeviceGetMaxClockInfo(void *device, unsigned type, unsigned *mhz)
{
    if (!validDevice(deviceOf(device)))
        return kNvmlInvalidArgument;
    if (type == 1)
        *mhz = 1410;
    else if (type == 2)
        *mhz = 1593;
    else
        return kNvmlInvalidArgument;
    return kSuccess;
}

int nvmlDeviceGetPowerManagementLimit(void *device, unsigned *milliwatts)
{
    if (!validDevice(deviceOf(device)))
        return kNvmlInvalidArgument;
    if (is("failcall"))
        return kNvmlUnknown;
    *milliwatts = 400000;
    return kSuccess;
}

int nvmlDeviceGetMaxPcieLinkGeneration(void *device, unsigned *generation)
{
    *generation = 4;
    return validDevice(deviceOf(device)) ? kSuccess : kNvmlInvalidArgument;
}

int nvmlDeviceGetMaxPcieLinkWidth(void *device, unsigned *width)
{
    *width = 16;
    return validDevice(deviceOf(device)) ? kSuccess : kNvmlInvalidArgument;
}

int nvmlDeviceGetNvLinkState(void *device, unsigned link, unsigned *active)
{
    if (!validDevice(deviceOf(device)) || link >= 12) // A100: 12 NVLink 3 links
        return kNvmlInvalidArgument;
    *active = 1;
    return kSuccess;
}

int nvmlDeviceGetMigMode(void *device, unsigned *current, unsigned *pending)
{
    if (!validDevice(deviceOf(device)))
        return kNvmlInvalidArgument;
    *current = is("mig") ? 1 : 0;
    *pending = *current;
    return kSuccess;
}

// ---- cuBLAS ----
int cublasCreate_v2(void **handle)
{
    *handle = newObject();
    return 0;
}

int cublasDestroy_v2(void *handle)
{
    return release(handle);
}

int cublasGemmEx(void *handle, int transa, int transb, int m, int n, int k, const void *alpha,
                 const void *a, int aType, int lda, const void *b, int bType, int ldb,
                 const void *beta, void *c, int cType, int ldc, int computeType, int)
{
    const bool sixteen = (aType == 14 || aType == 2) && bType == aType && cType == aType;
    const bool ok = handle != nullptr && transa == 0 && transb == 0 && m > 0 && n > 0 && k > 0
                    && alpha != nullptr && beta != nullptr && a != nullptr && b != nullptr
                    && c != nullptr && lda >= m && ldb >= k && ldc >= m && sixteen
                    && computeType == 68;
    return ok ? 0 : 7; // CUBLAS_STATUS_INVALID_VALUE
}

} // extern "C"
