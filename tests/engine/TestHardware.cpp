// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The rates a GPU runs at (engine/src/model/Hardware.cpp): measured and catalog fp16 shares,
// TF32 and the catalog's traits.
#include "TestSupport.h"
#include "model/Hardware.h"
#include "model/Kernels.h"
#include "model/StepTime.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"

#include <QTest>

#include <string>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;

class TestHardware : public QObject
{
    Q_OBJECT

private slots:
    void probedFp16RunsAtItsMeasuredShare();
    void catalogFp16ShareFollowsMeasuredChips();
    void tf32RunsFp32ProductsOnTensorCores();
    void catalogTraitsReplaceTheSourcedPoints();
    void cloudFabricsReachWhatTheyMeasured();
};

void TestHardware::probedFp16RunsAtItsMeasuredShare()
{
    // The probe of an H200 (docs/probe.md, 2026-11-27): bf16 676.2 and fp16 644.4 TFLOP/s on
    // the same random 8192^3 inputs. fp16 training on that entry runs its products at
    // 644.4 / 676.2 of the bf16 rate; bf16 and fp8 are as before, and an entry that measured
    // only one 16-bit rate takes its chip's catalog share (the H200's 0.955).
    Catalog catalog = builtinCatalog();
    Gpu probed = *catalog.findGpu("h200-sxm-141gb");
    probed.id = "probed-h200";
    probed.measuredBf16Tflops = 676.2;
    probed.measuredFp16Tflops = 644.4;
    catalog.gpus.push_back(probed);
    const auto device = [&catalog](Precision precision, bool measuredFp16) {
        Gpu gpu = *catalog.findGpu("probed-h200");
        if (!measuredFp16)
            gpu.measuredFp16Tflops = 0;
        return detail::deviceFor(gpu, catalog, precision, 1.0);
    };
    const double share = 644.4 / 676.2;
    const detail::Device bf16 = device(Precision::Bf16, true);
    const detail::Device fp16 = device(Precision::Fp16, true);
    SCALEPLAN_FUZZY(fp16.matmulFraction, bf16.matmulFraction * share, 1e-12);
    SCALEPLAN_FUZZY(fp16.tileFlops, bf16.tileFlops * share, 1e-12);
    QCOMPARE(device(Precision::Bf16, false).matmulFraction, bf16.matmulFraction);
    SCALEPLAN_FUZZY(device(Precision::Fp16, false).matmulFraction, bf16.matmulFraction * 0.955,
                    1e-12);
    QCOMPARE(device(Precision::Fp8, true).matmulFraction,
             device(Precision::Fp8, false).matmulFraction);
    // Written as a catalog key (engine_probe reads the probe's entry back).
    Catalog entries;
    entries.gpus.push_back(probed);
    QVERIFY(catalogToJson(entries).find(R"("measured_fp16_tflops": 644.4)") != std::string::npos);
}

void TestHardware::catalogFp16ShareFollowsMeasuredChips()
{
    // The probe measured fp16 products at 0.952 of bf16 on an H100 and 0.955 on H200s
    // (docs/probe.md "fp16 steps"; the catalog's measured_fp16_share). Catalog GPUs run fp16
    // products at their own share, else their chip's (the H800 the H100's), else the mean
    // of the vendor's measured chips (the A100: 0.9535, the constant ResNet-50's derivation
    // uses); a GPU without bf16 (V100) publishes its fp16 rate itself, and a vendor with no
    // measured chip (AMD) keeps fp16 = bf16.
    const Catalog &catalog = builtinCatalog();
    const auto share = [&catalog](const char *id) {
        const Gpu &gpu = *catalog.findGpu(id);
        return detail::deviceFor(gpu, catalog, Precision::Fp16, 1.0).matmulFraction
               / detail::deviceFor(gpu, catalog, Precision::Bf16, 1.0).matmulFraction;
    };
    SCALEPLAN_FUZZY(share("h100-sxm5-80gb"), 0.952, 1e-12);
    SCALEPLAN_FUZZY(share("h200-sxm-141gb"), 0.955, 1e-12);
    SCALEPLAN_FUZZY(share("h800-sxm5-80gb"), 0.952, 1e-12);
    SCALEPLAN_FUZZY(share("a100-sxm4-80gb"), detail::kA100Fp16Share, 1e-12);
    SCALEPLAN_FUZZY(share("l4"), 0.9535, 1e-12);
    QCOMPARE(share("mi300x"), 1.0);
    const Gpu &v100 = *catalog.findGpu("v100-sxm2-32gb");
    QCOMPARE(detail::deviceFor(v100, catalog, Precision::Fp16, 1.0).matmulFraction,
             detail::matmulFraction(v100, catalog));
    QCOMPARE(detail::fp16Share(*catalog.findGpu("a100-sxm4-80gb"), catalog, Precision::Bf16), 1.0);
    // A catalog key, written and read back; a user catalog may give its own chip's share.
    QVERIFY(catalogToJson(catalog).find(R"("measured_fp16_share": 0.952)") != std::string::npos);
    const CatalogLoad mine = overlayCatalog(catalog, R"({
        "format": "scaleplan.catalog", "version": 1,
        "gpus": [{"id": "my-a100", "memory_gb": 80, "memory_bandwidth_gbs": 2039,
                  "measured_fp16_share": 0.9, "tflops": {"bf16": 312, "fp16": 312}}]})");
    QVERIFY2(mine.catalog, formatLine(mine.error).c_str());
    QCOMPARE(mine.catalog->findGpu("my-a100")->measuredFp16Share, 0.9);
    QCOMPARE(detail::fp16Share(*mine.catalog->findGpu("my-a100"), *mine.catalog, Precision::Fp16),
             0.9);
}

void TestHardware::tf32RunsFp32ProductsOnTensorCores()
{
    const auto bert = [](const char *gpu, int gpus, const char *tf32) {
        return scenarioFromJson(std::string(R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"preset": "bert-large", "seq_len": 128},
            "training": {"samples": 1e9, "global_batch": 8192, "micro_batch": 128,
                         "precision": "fp32", "flash_attention": false)")
                                + tf32 + R"(},
            "cluster": {"gpu": ")"
                                + gpu + R"(", "gpus_per_node": )" + std::to_string(gpus)
                                + R"(, "nodes": 1}})");
    };
    // NVIDIA's BERT-Large phase 1 in TF32 (DeepLearningExamples, pytorch:21.11, 128
    // sequences a GPU): 317 sequences/s on one A100 80GB, 2,505 on a DGX A100.
    const Scenario one = bert("a100-sxm4-80gb", 1, R"(, "tf32": true)");
    const Scenario eight = bert("a100-sxm4-80gb", 8, R"(, "tf32": true)");
    SCALEPLAN_FUZZY(estimate(one, builtinCatalog()).samplesPerS, 317.0, 0.10);
    SCALEPLAN_FUZZY(estimate(eight, builtinCatalog()).samplesPerS, 2505.0, 0.10);
    // TF32 replaces the fp32 peak (156 against 19.5 TFLOP/s); unset, a transformer's products
    // stay in fp32 as PyTorch runs them, a generic network's convolutions take TF32.
    QVERIFY(usesTf32(one));
    QCOMPARE(detail::resolveSystem(one, builtinCatalog()).device.peakFlops, 156e12);
    const Scenario plain = bert("a100-sxm4-80gb", 1, "");
    QVERIFY(!usesTf32(plain));
    QCOMPARE(detail::resolveSystem(plain, builtinCatalog()).device.peakFlops, 19.5e12);
    Scenario resnet = plain;
    resnet.model = builtinCatalog().findPreset("resnet50")->model;
    QVERIFY(usesTf32(resnet));
    resnet.training.tf32 = false;
    QVERIFY(!usesTf32(resnet));
    // Without TF32 units (V100) and outside fp32 the setting changes nothing.
    const Scenario volta = bert("v100-sxm2-32gb", 1, R"(, "tf32": true)");
    QCOMPARE(
        detail::resolveSystem(volta, builtinCatalog()).device.peakFlops,
        detail::resolveSystem(bert("v100-sxm2-32gb", 1, ""), builtinCatalog()).device.peakFlops);
    Scenario mixed = one;
    mixed.training.precision = Precision::Bf16;
    QVERIFY(!usesTf32(mixed));
}

void TestHardware::catalogTraitsReplaceTheSourcedPoints()
{
    // The points ModelTraits picks inside measured ranges reach the rates through the
    // catalog: at their sourced values the built-in catalog is unchanged, and a copy with
    // other values (what the held-out validation refits) changes exactly those rates.
    const Catalog &builtin = builtinCatalog();
    QVERIFY(builtin.traits == ModelTraits{});
    const Scenario two = scenarioFromJson(R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"preset": "llama2-7b"}, "training": {"tokens": 1e9, "global_batch": 64,
        "precision": "fp16"}, "cluster": {"gpu": "a100-sxm4-80gb", "gpus_per_node": 8,
        "inter_node_gbps": 1600, "nodes": 2}})");
    const detail::System sourced = detail::resolveSystem(two, builtin);
    // A100 80GB: 2,039 GB/s at 0.85; NVLink 3: 300 GB/s at 0.80; 1,600 Gbit/s over 8 GPUs
    // at 0.90, 80 us a step.
    SCALEPLAN_FUZZY(sourced.device.memoryBytesPerS, 2039e9 * 0.85, 1e-12);
    SCALEPLAN_FUZZY(sourced.network.intra.bytesPerS, 300e9 * 0.80, 1e-12);
    SCALEPLAN_FUZZY(sourced.network.linkBytesPerS, 300e9, 1e-12);
    SCALEPLAN_FUZZY(sourced.network.inter.bytesPerS, 25e9 * 0.90, 1e-12);
    QCOMPARE(sourced.network.inter.latencyS, 80e-6);

    Catalog refit = builtin;
    refit.traits.hbmEfficiency = 0.874;
    refit.traits.linkEfficiency = 0.72;
    refit.traits.nicEfficiency = 0.955;
    refit.traits.interLatencyS = 14e-6;
    refit.traits.fp16ShareUnmeasured = 0.961;
    const detail::System moved = detail::resolveSystem(two, refit);
    SCALEPLAN_FUZZY(moved.device.memoryBytesPerS, 2039e9 * 0.874, 1e-12);
    SCALEPLAN_FUZZY(moved.network.intra.bytesPerS, 300e9 * 0.72, 1e-12);
    SCALEPLAN_FUZZY(moved.network.linkBytesPerS, 300e9, 1e-12); // rings keep the link's rate
    SCALEPLAN_FUZZY(moved.network.inter.bytesPerS, 25e9 * 0.955, 1e-12);
    QCOMPARE(moved.network.inter.latencyS, 14e-6);
    const Gpu &a100 = *builtin.findGpu("a100-sxm4-80gb");
    SCALEPLAN_FUZZY(detail::fp16Share(a100, refit, Precision::Fp16), 0.961, 1e-12);
    // Measured chips keep their own share and copy rate; a vendor with no measured chip
    // keeps fp16 = bf16.
    const Gpu &h200 = *builtin.findGpu("h200-sxm-141gb");
    QCOMPARE(detail::fp16Share(h200, refit, Precision::Fp16), 0.955);
    QCOMPARE(detail::deviceFor(h200, refit, Precision::Bf16, 1.0).memoryBytesPerS,
             detail::deviceFor(h200, builtin, Precision::Bf16, 1.0).memoryBytesPerS);
    QCOMPARE(detail::fp16Share(*builtin.findGpu("mi300x"), refit, Precision::Fp16), 1.0);
    // FlashAttention before Hopper takes the traits' rates, Hopper its published tables.
    refit.traits.flash2AmpereForward = 0.6;
    refit.traits.flash2AmpereBackward = 0.5;
    refit.traits.flash2OverTriton = 2.5;
    const detail::AttentionRates triton
        = detail::attentionRates(AttentionKernel::Triton, 8.0, 2048, true, refit.traits);
    SCALEPLAN_FUZZY(triton.forward, 0.6 / 2.5, 1e-12);
    SCALEPLAN_FUZZY(triton.backward, 0.5 / 2.5, 1e-12);
    QCOMPARE(detail::attentionRates(AttentionKernel::Flash2, 9.0, 2048, true, refit.traits).forward,
             detail::attentionRates(AttentionKernel::Flash2, 9.0, 2048).forward);
    // Catalog files neither carry the traits nor change them.
    const CatalogLoad reread = parseCatalog(catalogToJson(refit));
    QVERIFY(reread.catalog);
    QVERIFY(reread.catalog->traits == ModelTraits{});
}

void TestHardware::cloudFabricsReachWhatTheyMeasured()
{
    // Collectives across p4d nodes (EFA v1, 4 x 100 Gbit/s) reach "~340 Gbps" of 400 in
    // all_reduce tests, across p5en nodes (EFA v3) 364.87 of 400 GB/s (ml-engineering's
    // network README): 0.85 and 0.912 of the line rate, the catalog's nic_efficiency. An
    // instance measured by nobody (p5, EFA v2) and a described cluster take the model's 0.90.
    auto interBytesPerGpu = [](const std::string &cluster) {
        const Scenario s = scenarioFromJson(R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"preset": "llama3-8b"}, "training": {"tokens": 1e9, "global_batch": 64},
            "cluster": )" + cluster + "}");
        return detail::resolveSystem(s, builtinCatalog()).network.inter.bytesPerS;
    };
    SCALEPLAN_FUZZY(interBytesPerGpu(R"({"instance": "aws/p4d.24xlarge", "nodes": 2})"),
                    400e9 / 8.0 / 8.0 * 0.85, 1e-12);
    SCALEPLAN_FUZZY(interBytesPerGpu(R"({"instance": "aws/p5en.48xlarge", "nodes": 2})"),
                    3200e9 / 8.0 / 8.0 * 0.912, 1e-12);
    SCALEPLAN_FUZZY(interBytesPerGpu(R"({"instance": "aws/p5.48xlarge", "nodes": 2})"),
                    3200e9 / 8.0 / 8.0 * detail::kNicEfficiency, 1e-12);
    SCALEPLAN_FUZZY(interBytesPerGpu(R"({"gpu": "a100-sxm4-40gb", "gpus_per_node": 8,
                                         "inter_node_gbps": 400, "nodes": 2})"),
                    400e9 / 8.0 / 8.0 * detail::kNicEfficiency, 1e-12);
}

QTEST_APPLESS_MAIN(TestHardware)
#include "TestHardware.moc"
