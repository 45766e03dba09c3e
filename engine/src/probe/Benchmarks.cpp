// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// runBenchmarks(): device-to-device copy, FP32 FMA (a PTX kernel), cuBLAS bf16/fp16 GEMM
// and GPU-to-GPU copy. Each is timed with device events after untimed warm-up runs; the
// copies and the FMA kernel keep the median sample, the GEMMs the mean over 2 s of GPU
// time, their sustained rate at the power limit (docs/probe.md).

#include "scaleplan/engine/Probe.h"

#include "probe/DriverApi.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <numeric>

namespace scaleplan::engine {

namespace {

using namespace probe;

/// FP32 FMA throughput kernel, PTX ISA 7.0 (CUDA 11.0) for sm_52 and newer. Each thread
/// runs 8 independent FMA chains for `iterations` trips (16 FLOP per trip per chain
/// pair: 8 FMAs = 16 FLOP), then stores their sum so nothing is optimised away.
/// Multiplier 0.99999 (0f3F7FFF58) and addend 0.001 (0f3A83126F) keep values near 100.
constexpr const char *kFmaPtx = R"PTX(
.version 7.0
.target sm_52
.address_size 64

.visible .entry fma_loop(
	.param .u64 fma_loop_param_0,
	.param .u32 fma_loop_param_1
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<7>;
	.reg .f32 	%f<11>;
	.reg .b64 	%rd<5>;

	ld.param.u64 	%rd1, [fma_loop_param_0];
	ld.param.u32 	%r1, [fma_loop_param_1];
	cvta.to.global.u64 	%rd2, %rd1;
	mov.u32 	%r2, %ctaid.x;
	mov.u32 	%r3, %ntid.x;
	mov.u32 	%r4, %tid.x;
	mad.lo.s32 	%r5, %r2, %r3, %r4;
	cvt.rn.f32.u32 	%f1, %r4;
	add.f32 	%f2, %f1, 0f3F800000;
	add.f32 	%f3, %f1, 0f40000000;
	add.f32 	%f4, %f1, 0f40400000;
	add.f32 	%f5, %f1, 0f40800000;
	add.f32 	%f6, %f1, 0f40A00000;
	add.f32 	%f7, %f1, 0f40C00000;
	add.f32 	%f8, %f1, 0f40E00000;
	mov.f32 	%f9, 0f3F7FFF58;
	mov.f32 	%f10, 0f3A83126F;
	mov.u32 	%r6, %r1;
$L_loop:
	fma.rn.f32 	%f1, %f1, %f9, %f10;
	fma.rn.f32 	%f2, %f2, %f9, %f10;
	fma.rn.f32 	%f3, %f3, %f9, %f10;
	fma.rn.f32 	%f4, %f4, %f9, %f10;
	fma.rn.f32 	%f5, %f5, %f9, %f10;
	fma.rn.f32 	%f6, %f6, %f9, %f10;
	fma.rn.f32 	%f7, %f7, %f9, %f10;
	fma.rn.f32 	%f8, %f8, %f9, %f10;
	sub.s32 	%r6, %r6, 1;
	setp.gt.s32 	%p1, %r6, 0;
	@%p1 bra 	$L_loop;
	add.f32 	%f0, %f1, %f2;
	add.f32 	%f0, %f0, %f3;
	add.f32 	%f0, %f0, %f4;
	add.f32 	%f0, %f0, %f5;
	add.f32 	%f0, %f0, %f6;
	add.f32 	%f0, %f0, %f7;
	add.f32 	%f0, %f0, %f8;
	mul.wide.u32 	%rd3, %r5, 4;
	add.s64 	%rd4, %rd2, %rd3;
	st.global.f32 	[%rd4], %f0;
	ret;
}
)PTX";

/// FLOP per loop trip per thread: 8 FMAs of 2 FLOP each.
constexpr double kFmaFlopPerTrip = 16;

/// GEMM inputs: random signs and mantissas with magnitudes in [1/16, 1). Tensor cores draw
/// less power, and so hold higher clocks, on constant or zero inputs: an 8192^3 bf16 GEMM on
/// an H200 ran at 894 TFLOP/s on zeros against 788 on random data (docs/probe.md), so a
/// rate measured on constants would overstate every estimate's GEMM time.
std::vector<unsigned short> randomHalfWords(std::size_t count, int dataType)
{
    // bf16: 7 mantissa bits, exponent bias 127; fp16: 10 bits, bias 15. Exponents
    // bias-4 .. bias-1 give magnitudes from 1/16 up to just under 1.
    const bool bf16 = dataType == kCudaR16BF;
    const unsigned mantissaBits = bf16 ? 7 : 10;
    const unsigned lowestExponent = bf16 ? 123 : 11;
    const unsigned mantissaMask = (1u << mantissaBits) - 1;
    std::vector<unsigned short> words(count);
    std::uint64_t state = 0x9E3779B97F4A7C15ull; // fixed seed: the same data every run
    for (std::size_t i = 0; i < count; i += 4) {
        // splitmix64 (Steele et al. 2014): four 16-bit draws per step.
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        for (std::size_t j = 0; j < 4 && i + j < count; ++j) {
            const unsigned r = static_cast<unsigned>(z >> (16 * j)) & 0xFFFFu;
            const unsigned exponent = lowestExponent + ((r >> 13) & 3u);
            words[i + j] = static_cast<unsigned short>((r & 0x8000u) | (exponent << mantissaBits)
                                                       | (r & mantissaMask));
        }
    }
    return words;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

/// Runs the benchmarks of one report: checks every call, notes failures, honours cancel.
class Bench
{
public:
    Bench(const CudaDriver &api, const BenchmarkPlan &plan, const std::atomic<bool> &cancel,
          std::vector<Diagnostic> &notes)
        : m_api(api)
        , m_plan(plan)
        , m_cancel(cancel)
        , m_notes(notes)
    {
    }

    bool cancelled() const { return m_cancel.load(); }

    /// Notes a failing call; true when \p result is success.
    bool ok(CUresult result, const std::string &call)
    {
        if (result == kCudaSuccess)
            return true;
        m_notes.push_back(cudaFailure(m_api, call, result));
        return false;
    }

    /// plan.runsPerSample runs of \p run back to back; false when one failed.
    bool runBatch(const std::function<CUresult()> &run, const std::string &call)
    {
        for (int k = 0; k < m_plan.runsPerSample; ++k)
            if (!ok(run(), call))
                return false;
        return true;
    }

    /// Runs batches of \p run for \p seconds (at least one), so that the clocks leave idle
    /// and the caches and cuBLAS heuristics settle before anything is timed.
    bool warmUp(const std::function<CUresult()> &run, const std::string &call, double seconds)
    {
        const auto begin = std::chrono::steady_clock::now();
        do {
            if (!runBatch(run, call) || !ok(m_api.cuCtxSynchronize(), "cuCtxSynchronize"))
                return false;
        } while (!cancelled()
                 && std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count()
                        < seconds);
        return true;
    }

    /// Median milliseconds of one run of \p run over plan.repetitions samples after
    /// plan.warmupSeconds: copies and the FMA kernel hold their rate from the first sample.
    double medianMs(const std::function<CUresult()> &run, const std::string &call)
    {
        return median(sampleMs(run, call, m_plan.warmupSeconds, 0));
    }

    /// Mean milliseconds of one run of \p run over samples spanning plan.gemmSeconds of
    /// GPU time after plan.gemmWarmupSeconds: under its power limit a GPU's clock swings
    /// over about a second (an H100 ran 8192^3 products at 636 to 726 TFLOP/s by quarter
    /// second, docs/probe.md), so only a mean over whole swings is the sustained rate.
    double sustainedMs(const std::function<CUresult()> &run, const std::string &call)
    {
        const std::vector<double> times
            = sampleMs(run, call, m_plan.gemmWarmupSeconds, m_plan.gemmSeconds * 1000);
        return times.empty() ? 0 : std::accumulate(times.begin(), times.end(), 0.0) / times.size();
    }

    /// Milliseconds a run of \p run takes in each sample: after \p warmupSeconds of
    /// untimed runs, samples of plan.runsPerSample runs between two events in the current
    /// context, at least plan.repetitions and until they add up to \p totalMs (at most
    /// kMaxSamples); empty when a call failed or the user cancelled.
    std::vector<double> sampleMs(const std::function<CUresult()> &run, const std::string &call,
                                 double warmupSeconds, double totalMs)
    {
        CUevent start = nullptr;
        CUevent stop = nullptr;
        if (!ok(m_api.cuEventCreate(&start, 0), "cuEventCreate")
            || !ok(m_api.cuEventCreate(&stop, 0), "cuEventCreate")) {
            destroy(start, stop);
            return {};
        }
        std::vector<double> times;
        double timedMs = 0;
        bool fine = warmUp(run, call, warmupSeconds);
        for (int i = 0; fine && !cancelled() && i < kMaxSamples
                        && (i < m_plan.repetitions || timedMs < totalMs);
             ++i) {
            float ms = 0;
            fine = ok(m_api.cuEventRecord(start, nullptr), "cuEventRecord") && runBatch(run, call)
                   && ok(m_api.cuEventRecord(stop, nullptr), "cuEventRecord")
                   && ok(m_api.cuEventSynchronize(stop), "cuEventSynchronize")
                   && ok(m_api.cuEventElapsedTime(&ms, start, stop), "cuEventElapsedTime");
            if (fine && ms > 0)
                times.push_back(ms / m_plan.runsPerSample);
            timedMs += ms;
        }
        destroy(start, stop);
        if (!fine || cancelled())
            times.clear();
        return times;
    }

    /// Bounds the samples of a GPU whose events measure nothing (a sample of 0 ms).
    static constexpr int kMaxSamples = 100000;

    /// Device memory of \p bytes, freed on destruction of the holder.
    struct Buffer
    {
        const CudaDriver *api = nullptr;
        CUdeviceptr ptr = 0;
        ~Buffer()
        {
            if (ptr != 0)
                api->cuMemFree_v2(ptr);
        }
    };
    bool allocate(Buffer &buffer, double bytes)
    {
        buffer.api = &m_api;
        return ok(m_api.cuMemAlloc_v2(&buffer.ptr, static_cast<std::size_t>(bytes)),
                  "cuMemAlloc_v2");
    }

    /// Device-to-device copy: bytes read plus bytes written per second, GB/s.
    double copyBandwidth(double bytes)
    {
        Buffer source;
        Buffer target;
        if (!allocate(source, bytes) || !allocate(target, bytes))
            return 0;
        const std::size_t size = static_cast<std::size_t>(bytes);
        const double ms = medianMs(
            [&] { return m_api.cuMemcpyDtoD_v2(target.ptr, source.ptr, size); }, "cuMemcpyDtoD_v2");
        return ms > 0 ? 2 * bytes / (ms / 1000) / 1e9 : 0;
    }

    /// FP32 FMA throughput of the PTX kernel, TFLOP/s.
    double fmaThroughput(int smCount)
    {
        CUmodule module = nullptr;
        if (!ok(m_api.cuModuleLoadData(&module, kFmaPtx), "cuModuleLoadData"))
            return 0;
        double tflops = 0;
        CUfunction function = nullptr;
        const unsigned blocks = static_cast<unsigned>(std::max(1, smCount) * m_plan.fmaBlocksPerSm);
        const unsigned threads = static_cast<unsigned>(m_plan.fmaThreadsPerBlock);
        Buffer out;
        if (ok(m_api.cuModuleGetFunction(&function, module, "fma_loop"), "cuModuleGetFunction")
            && allocate(out, 4.0 * blocks * threads)) {
            unsigned iterations = static_cast<unsigned>(m_plan.fmaIterations);
            void *params[] = {&out.ptr, &iterations};
            const double ms = medianMs(
                [&] {
                    return m_api.cuLaunchKernel(function, blocks, 1, 1, threads, 1, 1, 0, nullptr,
                                                params, nullptr);
                },
                "cuLaunchKernel");
            const double flop = kFmaFlopPerTrip * iterations * blocks * threads;
            tflops = ms > 0 ? flop / (ms / 1000) / 1e12 : 0;
        }
        m_api.cuModuleUnload(module);
        return tflops;
    }

    /// Dense n x n x n GEMM through cuBLAS in \p dataType (bf16 or fp16), TFLOP/s.
    double gemmThroughput(const Cublas &blas, int dataType)
    {
        const int n = m_plan.gemmSize;
        const double bytes = 2.0 * n * n;
        Buffer a;
        Buffer b;
        Buffer c;
        if (!allocate(a, bytes) || !allocate(b, bytes) || !allocate(c, bytes))
            return 0;
        const std::size_t count = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
        const std::vector<unsigned short> input = randomHalfWords(count, dataType);
        const std::size_t size = count * sizeof(unsigned short);
        if (!ok(m_api.cuMemcpyHtoD_v2(a.ptr, input.data(), size), "cuMemcpyHtoD_v2")
            || !ok(m_api.cuMemcpyHtoD_v2(b.ptr, input.data(), size), "cuMemcpyHtoD_v2"))
            return 0;
        cublasHandle_t handle = nullptr;
        if (const cublasStatus_t s = blas.cublasCreate_v2(&handle); s != 0) {
            m_notes.push_back({Severity::Warning,
                               DiagCode::ProbeCallFailed,
                               {},
                               {"cublasCreate_v2", "cublasStatus_t " + std::to_string(s)}});
            return 0;
        }
        const float alpha = 1;
        const float beta = 0;
        cublasStatus_t status = 0;
        const double ms = sustainedMs(
            [&] {
                status = blas.cublasGemmEx(handle, kCublasOpN, kCublasOpN, n, n, n, &alpha,
                                           reinterpret_cast<const void *>(a.ptr), dataType, n,
                                           reinterpret_cast<const void *>(b.ptr), dataType, n,
                                           &beta, reinterpret_cast<void *>(c.ptr), dataType, n,
                                           kCublasCompute32F, kCublasGemmDefault);
                // A cuBLAS failure stops the timing like a failing driver call.
                return status == 0 ? kCudaSuccess : kCudaErrorNotCublas;
            },
            "cublasGemmEx");
        blas.cublasDestroy_v2(handle);
        if (status != 0)
            m_notes.back() = {Severity::Warning,
                              DiagCode::ProbeCallFailed,
                              {},
                              {"cublasGemmEx", "cublasStatus_t " + std::to_string(status)}};
        return ms > 0 ? 2.0 * n * n * n / (ms / 1000) / 1e12 : 0;
    }

    /// Copy from the current context's \p source to \p peer's \p target, GB/s one way.
    double peerBandwidth(CUdeviceptr target, CUcontext peer, CUdeviceptr source, CUcontext own,
                         double bytes)
    {
        const std::size_t size = static_cast<std::size_t>(bytes);
        const double ms = medianMs(
            [&] { return m_api.cuMemcpyPeer(target, peer, source, own, size); }, "cuMemcpyPeer");
        return ms > 0 ? bytes / (ms / 1000) / 1e9 : 0;
    }

    /// A result code no driver call returns, standing for a failed cuBLAS call.
    static constexpr CUresult kCudaErrorNotCublas = -1;

private:
    void destroy(CUevent start, CUevent stop)
    {
        if (start != nullptr)
            m_api.cuEventDestroy_v2(start);
        if (stop != nullptr)
            m_api.cuEventDestroy_v2(stop);
    }

    const CudaDriver &m_api;
    const BenchmarkPlan &m_plan;
    const std::atomic<bool> &m_cancel;
    std::vector<Diagnostic> &m_notes;
};

/// A context on one device, destroyed (with its memory) when the holder goes.
struct Context
{
    const CudaDriver *api = nullptr;
    CUcontext handle = nullptr;
    ~Context()
    {
        if (handle != nullptr)
            api->cuCtxDestroy_v2(handle);
    }
};

/// The newest cuBLAS found, or null with a note.
std::unique_ptr<Library> openCublas(const std::string &dir, Cublas &blas,
                                    std::vector<Diagnostic> &notes)
{
    for (const char *name : kCublasLibraries) {
        auto library = std::make_unique<Library>(dir, name);
        if (library->loaded() && blas.resolve(*library).empty())
            return library;
    }
    notes.push_back({Severity::Info, DiagCode::ProbeCublasMissing, {}, {}});
    return nullptr;
}

double copyBytesFor(const ProbeDevice &device, const BenchmarkPlan &plan)
{
    double bytes = plan.copyBytes;
    if (device.memoryFreeBytes > 0)
        bytes = std::min(bytes, device.memoryFreeBytes / 4);
    return std::max(2.0, std::floor(bytes / 2) * 2);
}

} // namespace

ProbeReport runBenchmarks(ProbeReport report, const ProbeOptions &options,
                          const BenchmarkProgress &progress, const std::atomic<bool> &cancel,
                          const BenchmarkPlan &plan)
{
    report.benchmarkNotes.clear();
    report.benchmarked = false;
    if (report.devices.empty())
        return report;
    DriverSession driver = openDriver(options.libraryDir);
    if (driver.failure) {
        report.benchmarkNotes.push_back(*driver.failure);
        return report;
    }
    const CudaDriver &api = driver.api;
    Cublas blas;
    const std::unique_ptr<Library> cublasLibrary
        = openCublas(options.libraryDir, blas, report.benchmarkNotes);
    Bench bench(api, plan, cancel, report.benchmarkNotes);

    const int deviceCount = static_cast<int>(report.devices.size());
    const int total = deviceCount * 4 + std::max(0, deviceCount - 1);
    int done = 0;
    const auto step = [&](const std::string &what) {
        if (progress)
            progress(done, total, what);
        ++done;
        return !bench.cancelled();
    };

    for (ProbeDevice &device : report.devices) {
        Context context{&api, nullptr};
        CUdevice handle = 0;
        if (!bench.ok(api.cuDeviceGet(&handle, device.index), "cuDeviceGet")
            || !bench.ok(api.cuCtxCreate_v2(&context.handle, 0, handle), "cuCtxCreate_v2")) {
            done += 4;
            continue;
        }
        const std::string label = "GPU " + std::to_string(device.index) + ": ";
        if (step(label + "device memory copy"))
            device.measuredMemoryBandwidthGBs = bench.copyBandwidth(copyBytesFor(device, plan));
        if (step(label + "FP32 FMA"))
            device.measuredFp32Tflops = bench.fmaThroughput(device.smCount);
        if (step(label + "bf16 matrix multiply") && cublasLibrary)
            device.measuredBf16Tflops = bench.gemmThroughput(blas, kCudaR16BF);
        if (step(label + "fp16 matrix multiply") && cublasLibrary)
            device.measuredFp16Tflops = bench.gemmThroughput(blas, kCudaR16F);
        if (bench.cancelled())
            break;
    }

    for (int i = 0; i + 1 < deviceCount && !bench.cancelled(); ++i) {
        ProbeDevice &from = report.devices[static_cast<std::size_t>(i)];
        const ProbeDevice &to = report.devices[static_cast<std::size_t>(i) + 1];
        if (!step("GPU " + std::to_string(from.index) + " to GPU " + std::to_string(to.index)))
            break;
        const double bytes = std::min(copyBytesFor(from, plan), copyBytesFor(to, plan));
        Context peer{&api, nullptr};
        Context own{&api, nullptr};
        Bench::Buffer target;
        Bench::Buffer source;
        CUdevice toDevice = 0;
        CUdevice fromDevice = 0;
        // cuCtxCreate_v2 makes the new context current: allocate in each right after.
        if (bench.ok(api.cuDeviceGet(&toDevice, to.index), "cuDeviceGet")
            && bench.ok(api.cuDeviceGet(&fromDevice, from.index), "cuDeviceGet")
            && bench.ok(api.cuCtxCreate_v2(&peer.handle, 0, toDevice), "cuCtxCreate_v2")
            && bench.allocate(target, bytes)
            && bench.ok(api.cuCtxCreate_v2(&own.handle, 0, fromDevice), "cuCtxCreate_v2")
            && bench.allocate(source, bytes))
            from.measuredP2pGBs
                = bench.peerBandwidth(target.ptr, peer.handle, source.ptr, own.handle, bytes);
        // Free each buffer in its own context before the contexts go.
        if (source.ptr != 0) {
            api.cuCtxSetCurrent(own.handle);
            api.cuMemFree_v2(source.ptr);
            source.ptr = 0;
        }
        if (target.ptr != 0) {
            api.cuCtxSetCurrent(peer.handle);
            api.cuMemFree_v2(target.ptr);
            target.ptr = 0;
        }
    }

    if (bench.cancelled())
        report.benchmarkNotes.push_back({Severity::Info, DiagCode::ProbeCancelled, {}, {}});
    else if (progress)
        progress(total, total, "done");
    report.benchmarked = !bench.cancelled();
    return report;
}

} // namespace scaleplan::engine
