// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in catalog carries every id the format requires, with sources, and a user
// catalog overrides it by id.
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"

#include <QTest>

using namespace scaleplan::engine;

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void requiredGpusArePresentAndSourced();
    void requiredInstancesArePricedAndDated();
    void presetsArePresent();
    void userCatalogOverridesById();
    void malformedUserCatalogNamesTheField();
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
    for (const char *id : {"aws/p3.2xlarge", "aws/p3.8xlarge", "aws/p3.16xlarge",
                           "aws/p3dn.24xlarge", "aws/p4d.24xlarge", "aws/p4de.24xlarge",
                           "aws/p5.48xlarge", "aws/g5.48xlarge", "gcp/a2-highgpu-8g",
                           "gcp/a3-highgpu-8g", "azure/Standard_ND96amsr_A100_v4",
                           "azure/Standard_ND96isr_H100_v5"}) {
        const Instance *inst = catalog.findInstance(id);
        QVERIFY2(inst != nullptr, id);
        QVERIFY2(catalog.findGpu(inst->gpu) != nullptr, id);
        QVERIFY2(inst->onDemandUsdPerHour > 0, id);
        QVERIFY2(!inst->priceDate.empty() && !inst->sources.empty(), id);
        QVERIFY2(inst->interNodeGbps > 0, id);
    }
    QVERIFY(!catalog.priceCaveat.empty());
    QCOMPARE(catalog.findInstance("aws/p4d.24xlarge")->onDemandUsdPerHour, 32.7726);
}

void TestCatalog::presetsArePresent()
{
    for (const char *id : {"gpt3-175b", "llama2-7b", "llama2-13b", "llama2-70b", "llama3-8b",
                           "llama3-70b", "llama3-405b", "mpt-7b", "bert-large", "resnet50"})
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

void TestCatalog::malformedUserCatalogNamesTheField()
{
    const CatalogLoad typo = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "x", "memory_gb": 16, "memory_bandwith_gbs": 900, "tflops": {"fp32": 1}}]})");
    QVERIFY(!typo.catalog);
    QCOMPARE(typo.error.field, std::string("gpus[0].memory_bandwith_gbs"));
    QCOMPARE(typo.error.code, DiagCode::UnknownKey);

    const CatalogLoad badGpu = overlayCatalog(builtinCatalog(), R"({
        "format": "scaleplan.catalog", "version": 1,
        "instances": [{"id": "x/y", "gpu": "no-such-gpu", "gpus": 8}]})");
    QVERIFY(!badGpu.catalog);
    QCOMPARE(badGpu.error.code, DiagCode::UnknownGpu);
}

QTEST_APPLESS_MAIN(TestCatalog)
#include "TestCatalog.moc"
