// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The GPU probe against the fake driver (tests/probe/FakeCuda.cpp): loading, every field,
// every failure path, the benchmarks' arithmetic and the "This machine" catalog entry.
// Expected figures are hand-derived from the fake's canned answers (an A100-SXM4-80GB).

#include "TestSupport.h"
#include "model/Hardware.h"

#include "scaleplan/engine/Probe.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <dlfcn.h>

using namespace scaleplan::engine;

namespace {

const std::string kFakeDir = SCALEPLAN_FAKE_GPU_DIR;

ProbeOptions fake()
{
    return {kFakeDir};
}

/// A test hook of the fake driver's libcuda.so.1 (tests/probe/FakeCuda.cpp), the library
/// the probe itself loaded, held open while the hook is in use.
template<typename Function> class FakeDriverHook
{
public:
    explicit FakeDriverHook(const char *name)
        : m_library(dlopen((kFakeDir + "/libcuda.so.1").c_str(), RTLD_NOW | RTLD_LOCAL))
        , m_function(m_library != nullptr ? reinterpret_cast<Function>(dlsym(m_library, name))
                                          : nullptr)
    {
    }
    ~FakeDriverHook()
    {
        if (m_library != nullptr)
            dlclose(m_library);
    }
    FakeDriverHook(const FakeDriverHook &) = delete;
    FakeDriverHook &operator=(const FakeDriverHook &) = delete;

    Function function() const { return m_function; }

private:
    void *m_library;
    Function m_function;
};

void useScenario(const char *name)
{
    qputenv("SCALEPLAN_FAKE_GPU", name);
}

bool hasProblem(const ProbeDevice &d, DiagCode code, const std::string &firstArg)
{
    return std::any_of(d.problems.begin(), d.problems.end(), [&](const Diagnostic &p) {
        return p.code == code && !p.args.empty() && p.args[0].rfind(firstArg, 0) == 0;
    });
}

/// Small GEMMs keep the fake's 2 ms median below the A100's 312 TFLOP/s peak; one run per
/// sample and no warm-up keep the figures those of one fake event pair, and three samples
/// (one whole cycle of the fake's 2, 1, 3 ms) give the GEMMs' mean the same 2 ms.
BenchmarkPlan smallGemm()
{
    BenchmarkPlan plan;
    plan.gemmSize = 4096;
    plan.repetitions = 3;
    plan.runsPerSample = 1;
    plan.warmupSeconds = 0;
    plan.gemmWarmupSeconds = 0;
    plan.gemmSeconds = 0;
    return plan;
}

} // namespace

class TestProbe : public QObject
{
    Q_OBJECT

private slots:
    void init() { useScenario("ok"); }

    void missingLibrariesAreDriverMissing()
    {
        QTemporaryDir empty;
        const ProbeReport report = probeDevices({empty.path().toStdString()});
        QVERIFY(report.devices.empty());
        QVERIFY(report.reason);
        QCOMPARE(report.reason->code, DiagCode::ProbeDriverMissing);
        QCOMPARE(report.reason->args.at(0), std::string("libcuda.so.1"));
        const auto json = nlohmann::json::parse(probeToJson(report));
        QCOMPARE(json.size(), std::size_t(2));
        QVERIFY(json["devices"].empty());
        QCOMPARE(json["reason"].get<std::string>(), std::string("driver_missing"));
        QVERIFY(probeToText(report).find("install the NVIDIA driver") != std::string::npos);
        // Benchmarks of nothing do nothing.
        std::atomic<bool> cancel{false};
        QVERIFY(runBenchmarks(report, {empty.path().toStdString()}, {}, cancel).devices.empty());
    }

    void toolkitStubIsNoDriver()
    {
        const QString stub = QStringLiteral(SCALEPLAN_CUDA_STUB);
        if (stub.isEmpty())
            QSKIP("no CUDA toolkit stub libcuda.so on this machine");
        QTemporaryDir dir;
        QVERIFY(QFile::link(stub, dir.filePath(QStringLiteral("libcuda.so.1"))));
        const ProbeReport report = probeDevices({dir.path().toStdString()});
        QVERIFY(report.devices.empty());
        QVERIFY(report.reason);
        QCOMPARE(report.reason->code, DiagCode::ProbeDriverMissing);
        QVERIFY2(report.reason->args.at(1).find("CUDA_ERROR_STUB_LIBRARY") != std::string::npos,
                 report.reason->args.at(1).c_str());
    }

    void readsEveryField()
    {
        const ProbeReport report = probeDevices(fake());
        QVERIFY2(!report.reason, report.reason ? describe(*report.reason).c_str() : "");
        QCOMPARE(report.devices.size(), std::size_t(1));
        const ProbeDevice &d = report.devices[0];
        QCOMPARE(d.index, 0);
        QCOMPARE(d.name, std::string("NVIDIA A100-SXM4-80GB"));
        QCOMPARE(d.uuid, std::string("GPU-12345678-9abc-def0-1234-56789abcdef0"));
        QCOMPARE(d.computeMajor, 8);
        QCOMPARE(d.computeMinor, 0);
        QCOMPARE(d.smCount, 108);
        QCOMPARE(d.smClockMhz, 1410.0);
        QCOMPARE(d.memoryClockMhz, 1593.0);
        QCOMPARE(d.memoryTotalBytes, 85899345920.0);
        QCOMPARE(d.memoryFreeBytes, 85899345920.0 - 524288000.0); // NVML's answer
        QCOMPARE(d.memoryBusWidthBits, 5120);
        // 1593 MHz x 2 x 5120 bit / 8 = 2039.04 GB/s: the A100 80GB datasheet's 2039 GB/s.
        SCALEPLAN_FUZZY(d.memoryBandwidthGBs, 2039.04, 1e-9);
        // 108 SMs x 64 FP32 lanes x 2 x 1410 MHz = 19.49 TFLOP/s (datasheet 19.5).
        SCALEPLAN_FUZZY(d.fp32PeakTflops(), 19.49184, 1e-9);
        QCOMPARE(d.powerLimitW, 400.0);
        QCOMPARE(d.pcieGeneration, 4);
        QCOMPARE(d.pcieWidth, 16);
        QCOMPARE(d.nvlinkLinks, 12);
        QVERIFY(!d.mig);
        QCOMPARE(d.driverVersion, std::string("550.54.15"));
        QCOMPARE(d.cudaVersion, std::string("12.4"));
        QVERIFY(d.problems.empty());

        const auto json = nlohmann::json::parse(probeToJson(report));
        QCOMPARE(json["reason"].get<std::string>(), std::string());
        QCOMPARE(json["devices"][0]["compute_capability"].get<std::string>(), std::string("8.0"));
        QCOMPARE(json["devices"][0]["nvlink_links"].get<int>(), 12);
        QVERIFY(json["devices"][0]["measured"]["fp32_tflops"].is_null());
        const std::string text = probeToText(report);
        QVERIFY(text.find("GPU 0: NVIDIA A100-SXM4-80GB") != std::string::npos);
        QVERIFY(text.find("2039 GB/s theoretical") != std::string::npos);
    }

    void reportsEachFailure_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("firstArg");
        QTest::newRow("no device")
            << QByteArray("nodevice") << int(DiagCode::ProbeNoDevice) << "no_device"
            << "";
        QTest::newRow("zero devices")
            << QByteArray("zerodevices") << int(DiagCode::ProbeNoDevice) << "no_device"
            << "";
        QTest::newRow("permission") << QByteArray("permission")
                                    << int(DiagCode::ProbePermissionDenied) << "permission_denied"
                                    << "cuInit: CUDA_ERROR_NOT_PERMITTED";
        QTest::newRow("old driver")
            << QByteArray("olddriver") << int(DiagCode::ProbeDriverTooOld) << "driver_too_old"
            << "10.2";
        QTest::newRow("toolkit stub")
            << QByteArray("stub") << int(DiagCode::ProbeDriverMissing) << "driver_missing"
            << "libcuda.so.1";
        QTest::newRow("failing count")
            << QByteArray("failcount") << int(DiagCode::ProbeCallFailed) << "call_failed"
            << "cuDeviceGetCount";
    }

    void reportsEachFailure()
    {
        QFETCH(QByteArray, scenario);
        QFETCH(int, code);
        QFETCH(QString, name);
        QFETCH(QString, firstArg);
        useScenario(scenario.constData());
        const ProbeReport report = probeDevices(fake());
        QVERIFY(report.devices.empty());
        QVERIFY(report.reason);
        QCOMPARE(int(report.reason->code), code);
        if (!firstArg.isEmpty())
            QCOMPARE(QString::fromStdString(report.reason->args.at(0)), firstArg);
        const auto json = nlohmann::json::parse(probeToJson(report));
        QCOMPARE(QString::fromStdString(json["reason"].get<std::string>()), name);
        QVERIFY(probeToText(report).rfind("No GPU found: ", 0) == 0);
    }

    void migSliceIsReportedWithTheDevice()
    {
        useScenario("mig");
        const ProbeReport report = probeDevices(fake());
        QCOMPARE(report.devices.size(), std::size_t(1));
        QVERIFY(report.devices[0].mig);
        // NVML found the GPU by its PCI bus id (the UUID lookup fails in this scenario).
        QCOMPARE(report.devices[0].powerLimitW, 400.0);
        QVERIFY(report.reason);
        QCOMPARE(report.reason->code, DiagCode::ProbeMigSlice);
        QCOMPARE(nlohmann::json::parse(probeToJson(report))["reason"].get<std::string>(),
                 std::string("mig_slice"));
    }

    void failingCallsLeaveTheirFieldEmpty()
    {
        useScenario("failcall");
        const ProbeReport report = probeDevices(fake());
        QVERIFY(!report.reason);
        const ProbeDevice &d = report.devices.at(0);
        QCOMPARE(d.smCount, 0);
        QCOMPARE(d.fp32PeakTflops(), 0.0);
        QCOMPARE(d.powerLimitW, 0.0);
        QVERIFY(
            hasProblem(d, DiagCode::ProbeCallFailed, "cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)"));
        QVERIFY(hasProblem(d, DiagCode::ProbeCallFailed, "nvmlDeviceGetPowerManagementLimit"));
        QCOMPARE(d.memoryBusWidthBits, 5120); // the rest is still read
        QVERIFY(probeToText(report).find("problem: nvmlDeviceGetPowerManagementLimit failed "
                                         "(Unknown Error)")
                != std::string::npos);
        const auto json = nlohmann::json::parse(probeToJson(report));
        QVERIFY(json["devices"][0]["power_limit_w"].is_null());
        QCOMPARE(json["devices"][0]["problems"].size(), std::size_t(2));
    }

    void nvmlRefusedFallsBackToTheDriver()
    {
        useScenario("nvmlperm");
        const ProbeReport report = probeDevices(fake());
        const ProbeDevice &d = report.devices.at(0);
        QVERIFY(hasProblem(d, DiagCode::ProbePermissionDenied, "nvmlInit_v2"));
        QCOMPARE(d.memoryFreeBytes, 85e9); // cuMemGetInfo_v2 in a context
        QCOMPARE(d.smClockMhz, 1410.0);    // CUDA attributes
        QCOMPARE(d.memoryClockMhz, 1593.0);
        QCOMPARE(d.powerLimitW, 0.0);
        QVERIFY(d.driverVersion.empty());
    }

    void benchmarksTakeTheMedianOfTimedRuns()
    {
        const FakeDriverHook<int (*)()> hook("fakeLiveResources");
        const auto live = hook.function();
        QVERIFY(live != nullptr);
        const int before = live();

        std::atomic<bool> cancel{false};
        std::vector<int> done;
        int total = 0;
        const ProbeReport report = runBenchmarks(
            probeDevices(fake()), fake(),
            [&](int step, int steps, const std::string &) {
                done.push_back(step);
                total = steps;
            },
            cancel, smallGemm());
        QVERIFY(report.benchmarked);
        QVERIFY(report.benchmarkNotes.empty());
        QCOMPARE(total, 4);
        QCOMPARE(done.back(), 4);
        const ProbeDevice &d = report.devices.at(0);
        // Median 2 ms of the fake's 2, 1, 3 ms runs.
        // Copy: 256 MiB read + written in 2 ms.
        SCALEPLAN_FUZZY(d.measuredMemoryBandwidthGBs, 2.0 * 268435456 / 0.002 / 1e9, 1e-9);
        // FMA: 108 SMs x 8 blocks x 256 threads x 1024 trips x 16 FLOP in 2 ms.
        SCALEPLAN_FUZZY(d.measuredFp32Tflops, 108.0 * 8 * 256 * 1024 * 16 / 0.002 / 1e12, 1e-9);
        // GEMM: 2 x 4096^3 FLOP in 2 ms = 68.72 TFLOP/s.
        SCALEPLAN_FUZZY(d.measuredBf16Tflops, 2.0 * 4096 * 4096 * 4096 / 0.002 / 1e12, 1e-9);
        SCALEPLAN_FUZZY(d.measuredFp16Tflops, 68.719476736, 1e-9);
        QCOMPARE(d.measuredP2pGBs, 0.0); // one GPU
        QCOMPARE(live(), before);        // every allocation, event, module, context freed
        const auto json = nlohmann::json::parse(probeToJson(report));
        SCALEPLAN_FUZZY(json["devices"][0]["measured"]["bf16_tflops"].get<double>(), 68.719476736,
                        1e-9);
    }

    void samplesTimeSeveralRunsOfRandomInputs()
    {
        const FakeDriverHook<int (*)()> hook("fakeLastUploadDistinctWords");
        const auto distinctWords = hook.function();
        QVERIFY(distinctWords != nullptr);

        BenchmarkPlan plan = smallGemm();
        plan.gemmSize = 256;
        plan.runsPerSample = 4;
        plan.warmupSeconds = 0.01; // the warm-up loop runs untimed batches for 10 ms
        std::atomic<bool> cancel{false};
        const ProbeReport report = runBenchmarks(probeDevices(fake()), fake(), {}, cancel, plan);
        QVERIFY(report.benchmarked);
        const ProbeDevice &d = report.devices.at(0);
        // The fake's 2 ms median sample holds 4 runs: 0.5 ms a run.
        SCALEPLAN_FUZZY(d.measuredMemoryBandwidthGBs, 2.0 * 268435456 / 0.0005 / 1e9, 1e-9);
        SCALEPLAN_FUZZY(d.measuredFp16Tflops, 2.0 * 256 * 256 * 256 / 0.0005 / 1e12, 1e-9);
        // The last upload is the fp16 GEMM's input: 65,536 draws from 8,192 patterns (sign,
        // 4 exponents, 10 mantissa bits) leave about 8,189 distinct words; a constant
        // fill would leave 1.
        QVERIFY2(distinctWords() > 8000, std::to_string(distinctWords()).c_str());
    }

    void gemmsTakeTheMeanOverTheirSeconds()
    {
        const FakeDriverHook<void (*)()> hook("fakeRestartEventCycle");
        const auto restartCycle = hook.function();
        QVERIFY(restartCycle != nullptr);

        BenchmarkPlan plan = smallGemm();
        plan.gemmSize = 256;
        plan.repetitions = 1;
        plan.runsPerSample = 4;
        plan.gemmWarmupSeconds = 0.1; // untimed GEMMs for 100 ms before each of the two
        plan.gemmSeconds = 0.01;      // then samples until they add up to 10 ms
        const ProbeReport devices = probeDevices(fake());
        std::atomic<bool> cancel{false};
        QElapsedTimer clock;
        clock.start();
        restartCycle();
        const ProbeReport report = runBenchmarks(devices, fake(), {}, cancel, plan);
        QVERIFY2(clock.elapsed() >= 200, std::to_string(clock.elapsed()).c_str());
        QVERIFY(report.benchmarked);
        const ProbeDevice &d = report.devices.at(0);
        // The fake's event pairs from the start of its cycle: copy 2 ms, FMA 1 ms (one sample
        // each), then bf16 samples 3, 2, 1, 3, 2 ms (11 ms, the first sum of 10 or more):
        // a mean of 2.2 ms, where the median would be 2; fp16 1, 3, 2, 1, 3 ms: 2 ms. Each
        // sample holds 4 runs.
        const double flop = 2.0 * 256 * 256 * 256;
        SCALEPLAN_FUZZY(d.measuredMemoryBandwidthGBs, 2.0 * 268435456 / 0.0005 / 1e9, 1e-9);
        SCALEPLAN_FUZZY(d.measuredFp32Tflops, 108.0 * 8 * 256 * 1024 * 16 / 0.00025 / 1e12, 1e-9);
        SCALEPLAN_FUZZY(d.measuredBf16Tflops, flop / (0.0022 / 4) / 1e12, 1e-9);
        SCALEPLAN_FUZZY(d.measuredFp16Tflops, flop / (0.002 / 4) / 1e12, 1e-9);
    }

    void twoGpusMeasureThePeerCopy()
    {
        useScenario("twogpus");
        std::atomic<bool> cancel{false};
        int total = 0;
        const ProbeReport report = runBenchmarks(
            probeDevices(fake()), fake(),
            [&](int, int steps, const std::string &) { total = steps; }, cancel, smallGemm());
        QCOMPARE(report.devices.size(), std::size_t(2));
        QCOMPARE(report.devices[1].uuid, std::string("GPU-12345678-9abc-def0-1234-56789abcdef1"));
        QCOMPARE(total, 9); // 4 per GPU and one pair
        // 256 MiB one way in 2 ms.
        SCALEPLAN_FUZZY(report.devices[0].measuredP2pGBs, 268435456 / 0.002 / 1e9, 1e-9);
        QVERIFY(report.devices[1].measuredFp32Tflops > 0);
    }

    void withoutCublasTheGemmIsSkipped()
    {
        QTemporaryDir dir;
        for (const char *name : {"libcuda.so.1", "libnvidia-ml.so.1"})
            QVERIFY(QFile::link(QString::fromStdString(kFakeDir) + "/" + name, dir.filePath(name)));
        std::atomic<bool> cancel{false};
        const ProbeOptions options{dir.path().toStdString()};
        const ProbeReport report = runBenchmarks(probeDevices(options), options, {}, cancel);
        QVERIFY(report.benchmarked);
        QCOMPARE(report.devices.at(0).measuredBf16Tflops, 0.0);
        QVERIFY(report.devices.at(0).measuredMemoryBandwidthGBs > 0);
        QCOMPARE(report.benchmarkNotes.size(), std::size_t(1));
        QCOMPARE(report.benchmarkNotes[0].code, DiagCode::ProbeCublasMissing);
        QVERIFY(probeToText(report).find("Benchmark: cuBLAS") != std::string::npos);
    }

    void cancelStopsAndCleansUp()
    {
        const FakeDriverHook<int (*)()> hook("fakeLiveResources");
        const auto live = hook.function();
        QVERIFY(live != nullptr);
        const int before = live();
        std::atomic<bool> cancel{false};
        const ProbeReport report = runBenchmarks(
            probeDevices(fake()), fake(),
            [&](int step, int, const std::string &) {
                if (step == 1)
                    cancel = true; // during the FMA step
            },
            cancel, smallGemm());
        QVERIFY(!report.benchmarked);
        QCOMPARE(report.devices.at(0).measuredFp32Tflops, 0.0);
        QCOMPARE(report.devices.at(0).measuredBf16Tflops, 0.0);
        QVERIFY(report.devices.at(0).measuredMemoryBandwidthGBs > 0); // finished before
        QCOMPARE(report.benchmarkNotes.back().code, DiagCode::ProbeCancelled);
        QCOMPARE(live(), before);
    }

    void failingBenchmarkCallIsNoted()
    {
        useScenario("failbench");
        std::atomic<bool> cancel{false};
        const ProbeReport report
            = runBenchmarks(probeDevices(fake()), fake(), {}, cancel, smallGemm());
        QCOMPARE(report.devices.at(0).measuredMemoryBandwidthGBs, 0.0);
        QVERIFY(report.devices.at(0).measuredFp32Tflops > 0);
        QVERIFY(!report.benchmarkNotes.empty());
        QCOMPARE(report.benchmarkNotes[0].code, DiagCode::ProbeCallFailed);
        QCOMPARE(report.benchmarkNotes[0].args,
                 (std::vector<std::string>{"cuMemcpyDtoD_v2", "CUDA_ERROR_OUT_OF_MEMORY"}));
    }

    void thisMachineEntryUsesDatasheetAndMeasurements()
    {
        useScenario("twogpus");
        std::atomic<bool> cancel{false};
        const ProbeReport report
            = runBenchmarks(probeDevices(fake()), fake(), {}, cancel, smallGemm());
        const CatalogLoad load = withThisMachine(builtinCatalog(), report);
        QVERIFY2(load.catalog, formatLine(load.error).c_str());
        const Catalog &catalog = *load.catalog;
        const Gpu *gpu = catalog.findGpu(kThisMachineGpuId);
        QVERIFY(gpu != nullptr);
        QCOMPARE(gpu->name, std::string("This machine: NVIDIA A100-SXM4-80GB"));
        QCOMPARE(gpu->memoryBandwidthGBs, 2039.0); // datasheet of a100-sxm4-80gb
        QCOMPARE(gpu->bf16Tflops, 312.0);
        SCALEPLAN_FUZZY(gpu->measuredMemoryBandwidthGBs, 268.435456, 1e-9);
        SCALEPLAN_FUZZY(gpu->measuredBf16Tflops, 68.719476736, 1e-9);
        SCALEPLAN_FUZZY(gpu->measuredScaleUpGBsUnidir, 134.217728, 1e-9);
        QVERIFY(gpu->sources.find("a100-sxm4-80gb") != std::string::npos);
        QCOMPARE(gpu->computeCapability, 8.0); // read from the driver: pre-Hopper GEMMs
        const Instance *instance = catalog.findInstance(kThisMachineInstanceId);
        QVERIFY(instance != nullptr);
        QCOMPARE(instance->gpus, 2);
        QCOMPARE(instance->gpu, std::string(kThisMachineGpuId));

        // The model prefers the measured figures: no efficiency factor on achieved rates.
        Scenario s = scaleplan::test::scenarioFromJson(
            R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "gpt3-175b"},
                "training": {"tokens": 1e9, "global_batch": 8, "micro_batch": 1},
                "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 1}, "parallel": {"tp": 8}})");
        s.cluster.instance = kThisMachineInstanceId;
        const detail::System system = detail::resolveSystem(s, catalog);
        SCALEPLAN_FUZZY(system.device.memoryBytesPerS, 268.435456e9, 1e-9);
        SCALEPLAN_FUZZY(system.network.intra.bytesPerS, 134.217728e9, 1e-9);
        // NCCL's rings inside the node cross the link at its own rate, the measured copy
        // rate over the share a copy reaches (docs/model.md 2.5), and pass over each GPU's
        // own buffer at its measured HBM rate.
        SCALEPLAN_FUZZY(system.network.linkBytesPerS, 134.217728e9 / 0.8, 1e-9);
        SCALEPLAN_FUZZY(system.network.memoryBytesPerS, 268.435456e9, 1e-9);
        QCOMPARE(system.network.gpusPerNode, std::int64_t(2));
        SCALEPLAN_FUZZY(system.device.matmulFraction, 68.719476736 / 312, 1e-9);
        s.training.precision = Precision::Fp32;
        SCALEPLAN_FUZZY(detail::resolveSystem(s, catalog).device.peakFlops,
                        108.0 * 8 * 256 * 1024 * 16 / 0.002, 1e-9);

        // The measured keys are in the catalog file format, and a second probe replaces
        // the entry instead of adding another.
        const auto json = nlohmann::json::parse(catalogToJson(catalog));
        const auto entry = std::find_if(json["gpus"].begin(), json["gpus"].end(),
                                        [](const auto &g) { return g["id"] == kThisMachineGpuId; });
        SCALEPLAN_FUZZY((*entry)["measured_fp32_tflops"].get<double>(), 1.811939328, 1e-9);
        SCALEPLAN_FUZZY((*entry)["measured_fp16_tflops"].get<double>(),
                        report.devices.at(0).measuredFp16Tflops, 1e-9);
        QVERIFY(report.devices.at(0).measuredFp16Tflops > 0);
        SCALEPLAN_FUZZY((*entry)["measured_scaleup_gbs_unidir"].get<double>(), 134.217728, 1e-9);
        const CatalogLoad again = withThisMachine(catalog, report);
        QVERIFY(again.catalog);
        QCOMPARE(again.catalog->gpus.size(), catalog.gpus.size());
        QCOMPARE(again.catalog->instances.size(), catalog.instances.size());
    }

    void unknownGpuGetsDerivedFigures()
    {
        Catalog withoutA100 = builtinCatalog();
        std::erase_if(withoutA100.gpus, [](const Gpu &g) { return g.id == "a100-sxm4-80gb"; });
        std::erase_if(withoutA100.instances,
                      [](const Instance &i) { return i.gpu == "a100-sxm4-80gb"; });
        const ProbeReport report = probeDevices(fake());
        QVERIFY(matchDatasheet(withoutA100, report.devices[0]) == nullptr);
        QCOMPARE(matchDatasheet(builtinCatalog(), report.devices[0])->id,
                 std::string("a100-sxm4-80gb"));
        const CatalogLoad load = withThisMachine(withoutA100, report);
        QVERIFY2(load.catalog, formatLine(load.error).c_str());
        const Gpu *gpu = load.catalog->findGpu(kThisMachineGpuId);
        // The entry gives back what the driver reported as the memory CUDA can allocate.
        SCALEPLAN_FUZZY(usableMemoryGb(*gpu), 85899345920.0 / 1e9, 1e-12);
        SCALEPLAN_FUZZY(gpu->memoryBandwidthGBs, 2039.04, 1e-9);
        SCALEPLAN_FUZZY(gpu->fp32Tflops, 19.49184, 1e-9);
        QCOMPARE(gpu->smCount, 108);
        QCOMPARE(gpu->tdpW, 400.0);
        QCOMPARE(gpu->scaleUpLink, std::string("NVLink (12 links)"));
        QCOMPARE(gpu->measuredFp32Tflops, 0.0); // not benchmarked
    }

    void unbenchmarkedEntryKeepsTheDatasheetsMeasurements()
    {
        // A datasheet entry with a measured copy rate (as the catalog's H100 and H200 have):
        // probed without benchmarks, This machine keeps it; benchmarked, its own replaces it.
        Catalog catalog = builtinCatalog();
        for (Gpu &g : catalog.gpus)
            if (g.id == "a100-sxm4-80gb") {
                g.measuredMemoryBandwidthGBs = 1750.0;
                g.measuredFp16Share = 0.9;
            }
        const ProbeReport probed = probeDevices(fake());
        const CatalogLoad plain = withThisMachine(catalog, probed);
        QVERIFY2(plain.catalog, formatLine(plain.error).c_str());
        QCOMPARE(plain.catalog->findGpu(kThisMachineGpuId)->measuredMemoryBandwidthGBs, 1750.0);
        QCOMPARE(plain.catalog->findGpu(kThisMachineGpuId)->measuredBf16Tflops, 0.0);
        QCOMPARE(plain.catalog->findGpu(kThisMachineGpuId)->measuredFp16Share, 0.9);
        std::atomic<bool> cancel{false};
        const ProbeReport benchmarked = runBenchmarks(probed, fake(), {}, cancel, smallGemm());
        const CatalogLoad measured = withThisMachine(catalog, benchmarked);
        QVERIFY(measured.catalog);
        const Gpu &gpu = *measured.catalog->findGpu(kThisMachineGpuId);
        SCALEPLAN_FUZZY(gpu.measuredMemoryBandwidthGBs, 268.435456, 1e-9);
        // The fp16 share written is the one the model uses: this machine's two GEMM rates.
        const ProbeDevice &device = benchmarked.devices.at(0);
        QVERIFY(device.measuredFp16Tflops > 0 && device.measuredBf16Tflops > 0);
        SCALEPLAN_FUZZY(gpu.measuredFp16Share,
                        device.measuredFp16Tflops / device.measuredBf16Tflops, 1e-12);
        SCALEPLAN_FUZZY(detail::fp16Share(gpu, *measured.catalog, Precision::Fp16),
                        gpu.measuredFp16Share, 1e-12);
    }

    void catalogReaderChecksTheMeasuredKeys_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("code");
        QTest::newRow("negative") << R"("measured_fp32_tflops": -1)"
                                  << "gpus[0].measured_fp32_tflops" << int(DiagCode::OutOfRange);
        QTest::newRow("wrong type")
            << R"("measured_memory_bandwidth_gbs": "fast")"
            << "gpus[0].measured_memory_bandwidth_gbs" << int(DiagCode::WrongType);
        QTest::newRow("misspelt") << R"("measured_bf16_tflop": 100)"
                                  << "gpus[0]" << int(DiagCode::UnknownKey);
    }

    void catalogReaderChecksTheMeasuredKeys()
    {
        QFETCH(QString, entry);
        QFETCH(QString, field);
        QFETCH(int, code);
        const std::string user =
            R"({"format": "scaleplan.catalog", "version": 1, "gpus": [{"id": "x", "name": "X",
                "memory_gb": 16, "memory_bandwidth_gbs": 900, "tflops": {"fp32": 10},
                "measured_scaleup_gbs_unidir": 20, )"
            + entry.toStdString() + "}]}";
        const CatalogLoad load = overlayCatalog(builtinCatalog(), user);
        QVERIFY(!load.catalog);
        QCOMPARE(int(load.error.code), code);
        QVERIFY2(QString::fromStdString(load.error.field).startsWith(field),
                 load.error.field.c_str());
        // Without the bad key the entry reads, with its measured link figure.
        const std::string good =
            R"({"format": "scaleplan.catalog", "version": 1, "gpus": [{"id": "x", "name": "X",
                "memory_gb": 16, "memory_bandwidth_gbs": 900, "tflops": {"fp32": 10},
                "measured_scaleup_gbs_unidir": 20}]})";
        QCOMPARE(
            overlayCatalog(builtinCatalog(), good).catalog->findGpu("x")->measuredScaleUpGBsUnidir,
            20.0);
    }

    void noDevicesNoEntry()
    {
        useScenario("nodevice");
        const CatalogLoad load = withThisMachine(builtinCatalog(), probeDevices(fake()));
        QVERIFY(!load.catalog);
        QCOMPARE(load.error.code, DiagCode::ProbeNoDevice);
    }
};

QTEST_GUILESS_MAIN(TestProbe)
#include "TestProbe.moc"
