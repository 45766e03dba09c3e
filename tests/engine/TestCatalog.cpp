// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in catalog carries every id the format requires, with sources, and a user
// catalog overrides it by id; the writer's output reads back to the same catalog; the user
// catalog path follows $SCALEPLAN_CATALOG, $XDG_CONFIG_HOME, $HOME; merging keeps entries.
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <regex>
#include <set>

using namespace scaleplan::engine;

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void requiredGpusArePresentAndSourced();
    void requiredInstancesArePricedAndDated();
    void gpuCloudNodesMatchTheirSources();
    void presetsArePresent();
    void userCatalogOverridesById();
    void malformedUserCatalogNamesTheField();
    void missingGpuFiguresAreNamed();
    void everyEntrySurvivesTheRoundTrip();
    void userCatalogPathFollowsTheEnvironment();
    void mergeReplacesByIdAndKeepsTheRest();
};

void TestCatalog::requiredGpusArePresentAndSourced()
{
    const Catalog &catalog = builtinCatalog();
    for (const char *id : {"v100-sxm2-32gb", "a100-sxm4-40gb", "a100-sxm4-80gb", "h100-sxm5-80gb",
                           "h200-sxm-141gb", "b200", "l4", "a10g", "t4", "l40s", "mi300x"}) {
        const Gpu *gpu = catalog.findGpu(id);
        QVERIFY2(gpu != nullptr, id);
        QVERIFY2(!gpu->sources.empty(), id);
        QVERIFY2(gpu->memoryGb > 0 && gpu->memoryBandwidthGBs > 0, id);
        QVERIFY2(gpu->peakFlops(Precision::Bf16) > 0, id);
    }
    // Spot checks against the datasheets: A100 312 TFLOP/s 16-bit, H100 SXM 989.
    QCOMPARE(catalog.findGpu("a100-sxm4-80gb")->peakFlops(Precision::Bf16), 312e12);
    QCOMPARE(catalog.findGpu("h100-sxm5-80gb")->peakFlops(Precision::Bf16), 989e12);
}

void TestCatalog::requiredInstancesArePricedAndDated()
{
    const Catalog &catalog = builtinCatalog();
    for (const char *id :
         {"aws/p3.2xlarge", "aws/p3.8xlarge", "aws/p3.16xlarge", "aws/p3dn.24xlarge",
          "aws/p4d.24xlarge", "aws/p4de.24xlarge", "aws/p5.48xlarge", "aws/g5.48xlarge",
          "gcp/a2-highgpu-8g", "gcp/a3-highgpu-8g", "azure/Standard_ND96amsr_A100_v4",
          "azure/Standard_ND96isr_H100_v5"}) {
        const Instance *inst = catalog.findInstance(id);
        QVERIFY2(inst != nullptr, id);
        QVERIFY2(catalog.findGpu(inst->gpu) != nullptr, id);
        QVERIFY2(inst->onDemandUsdPerHour > 0, id);
        QVERIFY2(!inst->priceDate.empty() && !inst->sources.empty(), id);
        QVERIFY2(inst->interNodeGbps > 0, id);
    }
    QVERIFY(!catalog.priceCaveat.empty());
    // AWS's price list of 2026-07 (after the June-2025 cut of P4 and P5 prices).
    QCOMPARE(catalog.findInstance("aws/p4d.24xlarge")->onDemandUsdPerHour, 21.957642);
    QCOMPARE(catalog.findInstance("aws/p5.48xlarge")->onDemandUsdPerHour, 55.04);
    // Every price has a month and a short source a user recognises; what a user reads of an
    // instance (its source name, network note and notes) holds no research shorthand.
    const std::regex shorthand(R"(\[[A-Z_0-9]+\]|commit|USAGEAI|shared catalog)");
    for (const Instance &instance : catalog.instances) {
        QVERIFY2(parseYearMonth(instance.priceDate), instance.id.c_str());
        QVERIFY2(instance.spotPriceDate.empty() || parseYearMonth(instance.spotPriceDate),
                 instance.id.c_str());
        QVERIFY2(!instance.priceSource.empty(), instance.id.c_str());
        for (const std::string *text :
             {&instance.priceSource, &instance.interNodeNote, &instance.notes})
            QVERIFY2(!std::regex_search(*text, shorthand), (instance.id + ": " + *text).c_str());
    }
    // Nor does any source the report and the tooltips cite: no research-tool ids or keys.
    const std::string all = catalogToJson(catalog);
    for (const char *note : {"search-tool", "file id", "USAGEAI", "SPOTADV", "MLE_LESSONS"})
        QVERIFY2(all.find(note) == std::string::npos, note);
}

void TestCatalog::gpuCloudNodesMatchTheirSources()
{
    // Nebius's 8-GPU nodes: the price list of 2026-10 quotes USD per GPU-hour (H100 4.50,
    // H200 5.40, B200 8.50 from 2026-10-01), a node is 8 GPUs; Nebius's GPU cluster
    // documentation gives each GPU a 400 Gb/s InfiniBand NIC, 3.2 Tb/s per node.
    struct Expected
    {
        const char *id;
        const char *gpu;
        const char *region;
        double usdPerGpuHour;
        const char *link;
    };
    const Catalog &catalog = builtinCatalog();
    for (const Expected &e : {Expected{"nebius/gpu-h100-sxm_8gpu-128vcpu-1600gb", "h100-sxm5-80gb",
                                       "eu-north1", 4.50, "NVLink 4 / NVSwitch"},
                              Expected{"nebius/gpu-h200-sxm_8gpu-128vcpu-1600gb", "h200-sxm-141gb",
                                       "eu-north1", 5.40, "NVLink 4 / NVSwitch"},
                              Expected{"nebius/gpu-b200-sxm_8gpu-160vcpu-1792gb", "b200",
                                       "us-central1", 8.50, "NVLink 5 / NVSwitch"}}) {
        const Instance *inst = catalog.findInstance(e.id);
        QVERIFY2(inst != nullptr, e.id);
        QCOMPARE(inst->provider, std::string("nebius"));
        QCOMPARE(inst->gpu, std::string(e.gpu));
        QVERIFY(catalog.findGpu(inst->gpu) != nullptr);
        QCOMPARE(inst->gpus, 8);
        QCOMPARE(inst->region, std::string(e.region));
        QVERIFY(std::abs(inst->onDemandUsdPerHour - 8 * e.usdPerGpuHour) < 1e-9);
        QCOMPARE(inst->interNodeGbps, 8 * 400.0);
        QCOMPARE(inst->intraNodeLink, std::string(e.link));
        QCOMPARE(inst->priceDate, std::string("2026-10"));
        QCOMPARE(inst->priceSource, std::string("Nebius prices page"));
        QVERIFY(inst->sources.find("https://nebius.com/prices") != std::string::npos);
        QVERIFY(inst->sources.find("https://docs.nebius.com/compute/clusters/gpu")
                != std::string::npos);
        // No dated spot price and no published reservation rate: none is made up.
        QVERIFY(!inst->spotUsdPerHour);
        for (const Commitment c :
             {Commitment::Reserved1y, Commitment::Reserved3y, Commitment::CapacityBlock})
            QVERIFY(!inst->usdPerHour(c));
    }
    // CoreWeave's 8-GPU nodes: its pricing page of 2026-10 quotes USD per node-hour in North
    // America, on demand and spot; the fabric is Quantum-2 (NDR, 400 Gb/s a port), one NIC a
    // GPU, 3.2 Tb/s a node (derived, and said so in the note).
    struct Priced
    {
        const char *id;
        const char *gpu;
        double onDemand;
        double spot;
        const char *link;
    };
    for (const Priced &e :
         {Priced{"coreweave/gd-8xh100ib-i128", "h100-sxm5-80gb", 49.24, 19.71,
                 "NVLink 4 / NVSwitch"},
          Priced{"coreweave/gd-8xh200ib-i128", "h200-sxm-141gb", 50.44, 20.93,
                 "NVLink 4 / NVSwitch"},
          Priced{"coreweave/b200-8x", "b200", 68.80, 34.11, "NVLink 5 / NVSwitch"}}) {
        const Instance *inst = catalog.findInstance(e.id);
        QVERIFY2(inst != nullptr, e.id);
        QCOMPARE(inst->provider, std::string("coreweave"));
        QCOMPARE(inst->gpu, std::string(e.gpu));
        QVERIFY(catalog.findGpu(inst->gpu) != nullptr);
        QCOMPARE(inst->gpus, 8);
        QCOMPARE(inst->onDemandUsdPerHour, e.onDemand);
        QVERIFY(inst->spotUsdPerHour.has_value());
        QCOMPARE(*inst->spotUsdPerHour, e.spot);
        QCOMPARE(inst->interNodeGbps, 8 * 400.0);
        QVERIFY(inst->interNodeNote.find("derived") != std::string::npos);
        QCOMPARE(inst->intraNodeLink, std::string(e.link));
        QCOMPARE(inst->priceDate, std::string("2026-10"));
        QCOMPARE(inst->priceSource, std::string("CoreWeave pricing page"));
        QVERIFY(inst->sources.find("https://www.coreweave.com/pricing") != std::string::npos);
        QVERIFY(inst->sources.find("docs.coreweave.com") != std::string::npos);
        for (const Commitment c :
             {Commitment::Reserved1y, Commitment::Reserved3y, Commitment::CapacityBlock})
            QVERIFY(!inst->usdPerHour(c));
    }
    // The GPUs the nodes hold are the catalog's: Nebius's B200 has 180 GB, its H200 141 GB.
    QCOMPARE(catalog.findGpu("b200")->memoryGb, 180.0);
    QCOMPARE(catalog.findGpu("h200-sxm-141gb")->memoryGb, 141.0);
}

void TestCatalog::presetsArePresent()
{
    for (const char *id :
         {"gpt3-175b", "llama2-7b", "llama2-13b", "llama2-70b", "llama3-8b", "llama3-70b",
          "llama3-405b", "mixtral-8x7b", "gpt-oss-120b", "deepseek-v3", "llama4-scout",
          "llama4-maverick", "mpt-7b", "bert-large", "resnet50"})
        QVERIFY2(builtinCatalog().findPreset(id) != nullptr, id);
}

void TestCatalog::userCatalogOverridesById()
{
    const CatalogLoad load = overlayCatalog(builtinCatalog(), R"json({
        "format": "scaleplan.catalog", "version": 1,
        "instances": [{"id": "aws/p4d.24xlarge", "provider": "aws", "type": "p4d.24xlarge",
                       "gpu": "a100-sxm4-40gb", "gpus": 8, "inter_node_gbps": 400,
                       "on_demand_usd_per_hour": 21.96, "price_date": "2026-11-01 (user)"}]})json");
    QVERIFY2(load.catalog.has_value(), formatLine(load.error).c_str());
    QCOMPARE(load.catalog->findInstance("aws/p4d.24xlarge")->onDemandUsdPerHour, 21.96);
    QCOMPARE(load.catalog->instances.size(), builtinCatalog().instances.size());
}

void TestCatalog::missingGpuFiguresAreNamed()
{
    // A user's GPU with only the required figures: the estimate says what it took instead
    // of the GPU-to-GPU bandwidth, the SM count and the board power, and which key to add.
    const CatalogLoad mine = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "bare", "name": "Bare GPU", "memory_gb": 80,
                  "memory_bandwidth_gbs": 3350, "tflops": {"fp32": 67, "bf16": 989}}]})");
    QVERIFY2(mine.catalog.has_value(), formatLine(mine.error).c_str());
    const auto codes = [&](const char *gpu, int perNode) {
        const ScenarioLoad load
            = parseScenario(std::string(R"({"format": "scaleplan.scenario", "version": 1,
                "model": {"preset": "llama3-8b"},
                "training": {"tokens": 1e12, "global_batch": 512, "precision": "bf16"},
                "cluster": {"gpu": ")")
                                + gpu + R"(", "gpus_per_node": )" + std::to_string(perNode)
                                + R"(, "inter_node_gbps": 400, "nodes": 2}})",
                            *mine.catalog);
        std::set<std::string> found;
        for (const Diagnostic &d : estimate(*load.scenario, *mine.catalog).issues)
            if (d.field == "cluster.gpu")
                found.insert(describe(d));
        return found;
    };
    const std::set<std::string> bare = codes("bare", 8);
    QCOMPARE(bare.size(), std::size_t(3));
    QVERIFY(bare.count("no GPU-to-GPU bandwidth for Bare GPU, so GPUs in a node are taken to "
                       "talk over PCIe Gen4 x16 (31 GB/s); add scaleup_gbs_unidir in a user "
                       "catalog")
            == 1);
    QVERIFY(std::any_of(bare.begin(), bare.end(), [](const std::string &text) {
        return text.rfind("no SM count for Bare GPU", 0) == 0
               && text.find("add sm_count") != std::string::npos;
    }));
    // One GPU a node has no neighbour to talk to; the catalog's own entries lack nothing.
    QCOMPARE(codes("bare", 1).size(), std::size_t(2));
    QVERIFY(codes("h100-sxm5-80gb", 8).empty());
}

void TestCatalog::malformedUserCatalogNamesTheField()
{
    const CatalogLoad typo = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "x", "memory_gb": 16, "memory_bandwith_gbs": 900, "tflops": {"fp32": 1}}]})");
    QVERIFY(!typo.catalog);
    QCOMPARE(typo.error.field, std::string("gpus[0].memory_bandwith_gbs"));
    QCOMPARE(typo.error.code, DiagCode::UnknownKey);
    // A key nothing resembles: the message suits a catalog as well as a scenario.
    const CatalogLoad stray = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "instances": [{"id": "x/y", "gpu": "h100-sxm5-80gb", "gpus": 8,
                       "warranty": "3 years"}]})");
    QVERIFY(!stray.catalog);
    QCOMPARE(formatLine(stray.error),
             std::string("instances[0].warranty: unknown key \"warranty\"; this version of "
                         "Scaleplan does not read it, so check its spelling"));

    // A GEMM shape is [M, N, K]; two sizes or a text size name the element to fix.
    const CatalogLoad shortShape = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "x", "memory_gb": 16, "memory_bandwidth_gbs": 900, "tflops": {"fp32": 1},
                  "measured_matmul_shape": [4096, 4096]}]})");
    QVERIFY(!shortShape.catalog);
    QCOMPARE(shortShape.error.field, std::string("gpus[0].measured_matmul_shape"));
    QCOMPARE(shortShape.error.code, DiagCode::WrongType);
    const CatalogLoad textSize = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "x", "memory_gb": 16, "memory_bandwidth_gbs": 900, "tflops": {"fp32": 1},
                  "measured_matmul_shape": [4096, "4096", 4096]}]})");
    QVERIFY(!textSize.catalog);
    QCOMPARE(textSize.error.field, std::string("gpus[0].measured_matmul_shape[1]"));
    QCOMPARE(textSize.error.code, DiagCode::WrongType);

    // A calibration's factors: only the three it fits, each positive.
    const CatalogLoad factorTypo = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "x", "memory_gb": 16, "memory_bandwidth_gbs": 900, "tflops": {"fp32": 1},
                  "calibration": {"matmull": 1.1}}]})");
    QVERIFY(!factorTypo.catalog);
    QCOMPARE(factorTypo.error.field, std::string("gpus[0].calibration.matmull"));
    const CatalogLoad zeroFactor = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "x", "memory_gb": 16, "memory_bandwidth_gbs": 900, "tflops": {"fp32": 1},
                  "calibration": {"memory": 0}}]})");
    QVERIFY(!zeroFactor.catalog);
    QCOMPARE(zeroFactor.error.field, std::string("gpus[0].calibration.memory"));

    const CatalogLoad badGpu = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "instances": [{"id": "x/y", "gpu": "no-such-gpu", "gpus": 8}]})");
    QVERIFY(!badGpu.catalog);
    QCOMPARE(badGpu.error.code, DiagCode::UnknownGpu);
}

void TestCatalog::everyEntrySurvivesTheRoundTrip()
{
    // catalogToJson -> parseCatalog gives back every built-in entry field for field (exact:
    // nlohmann writes doubles with round-trip precision). The generic preset (resnet50)
    // has no compute_efficiency: the writer once wrote it as null, which did not read back.
    const Catalog &builtin = builtinCatalog();
    const std::string text = catalogToJson(builtin);
    const CatalogLoad back = parseCatalog(text);
    QVERIFY2(back.catalog.has_value(), formatLine(back.error).c_str());
    const Catalog &c = *back.catalog;
    QCOMPARE(c.gpus.size(), builtin.gpus.size());
    for (std::size_t i = 0; i < builtin.gpus.size(); ++i)
        QVERIFY2(c.gpus[i] == builtin.gpus[i], builtin.gpus[i].id.c_str());
    QCOMPARE(c.instances.size(), builtin.instances.size());
    for (std::size_t i = 0; i < builtin.instances.size(); ++i)
        QVERIFY2(c.instances[i] == builtin.instances[i], builtin.instances[i].id.c_str());
    QVERIFY(c.storage == builtin.storage);
    QVERIFY(c.egress == builtin.egress);
    QCOMPARE(c.presets.size(), builtin.presets.size());
    for (std::size_t i = 0; i < builtin.presets.size(); ++i)
        QVERIFY2(c.presets[i] == builtin.presets[i], builtin.presets[i].id.c_str());
    QVERIFY(c.defaults == builtin.defaults);
    // The measurement shapes, compute capabilities and sustained rates travel too.
    const Gpu *a100 = c.findGpu("a100-sxm4-80gb");
    QVERIFY(a100 != nullptr);
    QCOMPARE(a100->measuredMatmulShape[2], 5120.0);
    QCOMPARE(a100->computeCapability, 8.0);
    QCOMPARE(c.findGpu("h200-sxm-141gb")->measuredSustainedMatmulTflops, 698.6);
    QVERIFY(c.defaults.gpuSpeedSigma > 0 && !c.defaults.gpuSpeedSource.empty());
    QCOMPARE(c.generated, builtin.generated);
    QCOMPARE(c.priceCaveat, builtin.priceCaveat);
    // Absent figures are left out, never written as null, and the text is a fixed point.
    QVERIFY(text.find(": null") == std::string::npos);
    QCOMPARE(catalogToJson(c), text);
    // A calibrated GPU's factors travel; an uncalibrated one writes none.
    QVERIFY(text.find("\"calibration\"") == std::string::npos);
    Catalog calibrated = builtin;
    Gpu &h100 = calibrated.gpus[static_cast<std::size_t>(calibrated.findGpu("h100-sxm5-80gb")
                                                         - calibrated.gpus.data())];
    h100.calibratedMatmul = 0.93;
    h100.calibratedLink = 1.2;
    const CatalogLoad again = parseCatalog(catalogToJson(calibrated));
    QVERIFY2(again.catalog.has_value(), formatLine(again.error).c_str());
    QVERIFY(*again.catalog->findGpu("h100-sxm5-80gb") == h100);
    QCOMPARE(again.catalog->findGpu("h100-sxm5-80gb")->calibratedMemory, 1.0);
}

void TestCatalog::userCatalogPathFollowsTheEnvironment()
{
    const QByteArray oldCatalog = qgetenv("SCALEPLAN_CATALOG");
    const QByteArray oldXdg = qgetenv("XDG_CONFIG_HOME");
    const QByteArray oldHome = qgetenv("HOME");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string root = dir.path().toStdString();

    qunsetenv("SCALEPLAN_CATALOG");
    qunsetenv("XDG_CONFIG_HOME");
    qputenv("HOME", dir.path().toUtf8());
    bool named = true;
    QCOMPARE(userCatalogPath(&named), root + "/.config/scaleplan/catalog.json");
    QVERIFY(!named);
    qputenv("XDG_CONFIG_HOME", (dir.path() + QStringLiteral("/xdg")).toUtf8());
    QCOMPARE(userCatalogPath(&named), root + "/xdg/scaleplan/catalog.json");
    QVERIFY(!named);
    qputenv("SCALEPLAN_CATALOG", "/elsewhere/mine.json");
    QCOMPARE(userCatalogPath(&named), std::string("/elsewhere/mine.json"));
    QVERIFY(named);
    qunsetenv("SCALEPLAN_CATALOG");
    qunsetenv("XDG_CONFIG_HOME");
    qunsetenv("HOME");
    QCOMPARE(userCatalogPath(), std::string());

    const auto restore = [](const char *name, const QByteArray &value) {
        if (value.isNull())
            qunsetenv(name);
        else
            qputenv(name, value);
    };
    restore("SCALEPLAN_CATALOG", oldCatalog);
    restore("XDG_CONFIG_HOME", oldXdg);
    restore("HOME", oldHome);
}

void TestCatalog::mergeReplacesByIdAndKeepsTheRest()
{
    const std::string existing = R"({"format": "scaleplan.catalog", "version": 1,
        "generated": "mine",
        "gpus": [{"id": "g1", "memory_gb": 16, "memory_bandwidth_gbs": 900, "tflops": {"fp32": 1},
                  "sources": "a"}],
        "instances": [{"id": "me/one", "gpu": "g1", "gpus": 2, "on_demand_usd_per_hour": 3}]})";
    const std::string entries = R"({"format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "g1", "memory_gb": 32, "memory_bandwidth_gbs": 900, "tflops": {"fp32": 2}},
                 {"id": "g2", "memory_gb": 8, "memory_bandwidth_gbs": 300, "tflops": {"fp16": 4}}],
        "instances": [{"id": "me/two", "gpu": "g2", "gpus": 1}]})";
    const std::optional<std::string> merged = mergeCatalogEntries(existing, entries);
    QVERIFY(merged.has_value());
    const CatalogLoad load = overlayCatalog(builtinCatalog(), *merged);
    QVERIFY2(load.catalog.has_value(), formatLine(load.error).c_str());
    QCOMPARE(load.catalog->generated, std::string("mine"));
    QCOMPARE(load.catalog->gpus.size(), builtinCatalog().gpus.size() + 2); // g1 once, g2
    QCOMPARE(load.catalog->findGpu("g1")->memoryGb, 32.0);
    QCOMPARE(load.catalog->findGpu("g1")->fp32Tflops, 2.0);
    QCOMPARE(load.catalog->findGpu("g2")->fp16Tflops, 4.0);
    QCOMPARE(load.catalog->findGpu("g1")->sources, std::string()); // replaced, not mixed
    QCOMPARE(load.catalog->findInstance("me/one")->onDemandUsdPerHour, 3.0);
    QCOMPARE(load.catalog->findInstance("me/two")->gpus, 1);
    QCOMPARE(load.catalog->instances.size(), builtinCatalog().instances.size() + 2); // kept

    // An empty file starts a new catalog; a file that is not a catalog is refused.
    const std::optional<std::string> fresh = mergeCatalogEntries("", entries);
    QVERIFY(fresh.has_value());
    QVERIFY(overlayCatalog(builtinCatalog(), *fresh).catalog.has_value());
    QVERIFY(!mergeCatalogEntries("[1, 2", entries));
    QVERIFY(!mergeCatalogEntries(R"({"format": "scaleplan.scenario"})", entries));
    QVERIFY(!mergeCatalogEntries("", "{}"));
}

QTEST_APPLESS_MAIN(TestCatalog)
#include "TestCatalog.moc"
