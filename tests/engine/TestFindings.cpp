// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The issues an estimate reports (engine/src/model/Findings.cpp): each names its code, its
// severity and the field to change.
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Findings.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;
using scaleplan::test::scenarioJson;

class TestFindings : public QObject
{
    Q_OBJECT

private slots:
    void unsupportedPrecisionNamesTheOneToChoose();
    void interleavingNeedsMicroBatchesInGroupsOfPp();
    void tooLargeLayoutIsInfeasibleWithField();
    void shardedPlansNearCapacityWarn();
    void priceDatesReadAsMonths();
    void costRestsOnTheCatalogPricesItUses();
    void pricesOlderThanSixMonthsWarnOnce();
};

void TestFindings::unsupportedPrecisionNamesTheOneToChoose()
{
    // fp8 needs Ada or Hopper tensor cores, bf16 Ampere's: a GPU whose datasheet has no rate
    // for the precision gets a warning on training.precision naming the one to choose, and
    // the estimate (at the wider format's rate) still comes.
    const auto scenario = [](const char *gpu, const char *precision) {
        return scenarioFromJson(std::string(R"({"format": "scaleplan.scenario", "version": 1,
                "model": {"preset": "llama2-7b", "seq_len": 2048},
                "training": {"tokens": 1e9, "global_batch": 64, "precision": ")")
                                + precision + R"(", "recompute": "full", "flash_attention": false},
                "cluster": {"gpu": ")"
                                + gpu
                                + R"(", "gpus_per_node": 8, "nodes": 8, "inter_node_gbps": 400},
                "parallel": {"tp": 8}})");
    };
    const auto issue = [&scenario](const char *gpu, const char *precision) -> Diagnostic {
        const Result r = estimate(scenario(gpu, precision), builtinCatalog());
        const auto found = std::find_if(r.issues.begin(), r.issues.end(), [](const Diagnostic &d) {
            return d.code == DiagCode::PrecisionUnsupported;
        });
        return found == r.issues.end() ? Diagnostic{} : *found;
    };
    QVERIFY(estimate(scenario("a100-sxm4-80gb", "fp8"), builtinCatalog()).stepTimeS > 0);
    const Diagnostic a100 = issue("a100-sxm4-80gb", "fp8");
    QCOMPARE(a100.code, DiagCode::PrecisionUnsupported);
    QCOMPARE(a100.severity, Severity::Warning);
    QCOMPARE(a100.field, std::string("training.precision"));
    QCOMPARE(a100.args, (std::vector<std::string>{"fp8", "NVIDIA A100 SXM4 80GB", "bf16", "bf16"}));
    QCOMPARE(issue("v100-sxm2-32gb", "bf16").args,
             (std::vector<std::string>{"bf16", "NVIDIA V100 SXM2 32GB", "fp16", "fp16"}));
    QCOMPARE(issue("v100-sxm2-32gb", "fp8").args.at(3), std::string("fp16"));
    QVERIFY(issue("h100-sxm5-80gb", "fp8").code != DiagCode::PrecisionUnsupported);
    QVERIFY(issue("a100-sxm4-80gb", "bf16").code != DiagCode::PrecisionUnsupported);
    QVERIFY(issue("v100-sxm2-32gb", "fp16").code != DiagCode::PrecisionUnsupported);
    QVERIFY(describe(a100).find("set training.precision to bf16") != std::string::npos);
}

void TestFindings::interleavingNeedsMicroBatchesInGroupsOfPp()
{
    // Megatron-LM raises "number of microbatches is not divisible by pipeline-parallel size
    // when using interleaved schedule": the estimate warns and names the field.
    auto interleaveWarnings = [](int globalBatch) {
        const Scenario s
            = scenarioFromJson(scenarioJson(R"({"preset": "llama3-8b"})",
                                            R"({"tokens": 1e9, "micro_batch": 1, "global_batch": )"
                                                + std::to_string(globalBatch) + "}",
                                            R"({"instance": "aws/p4de.24xlarge", "nodes": 1})",
                                            R"({"tp": 2, "pp": 4, "virtual_stages": 2})"));
        std::vector<std::string> fields;
        for (const Diagnostic &issue : estimate(s, builtinCatalog()).issues) {
            if (issue.code == DiagCode::InterleaveMicroBatches)
                fields.push_back(issue.field);
        }
        return fields;
    };
    // dp 1: 10 micro-batches over pp 4, then 12.
    QCOMPARE(interleaveWarnings(10), std::vector<std::string>{"parallel.virtual_stages"});
    QVERIFY(interleaveWarnings(12).empty());
}

void TestFindings::tooLargeLayoutIsInfeasibleWithField()
{
    // GPT-3 175B without any model parallelism cannot hold its 2.8 TB of states on 80 GB.
    const Scenario s = scenarioFromJson(
        scenarioJson(R"({"preset": "gpt3-175b"})", R"({"tokens": 3e11, "global_batch": 64})",
                     R"({"instance": "aws/p4de.24xlarge", "nodes": 8})", R"({"zero": 0})"));
    const Result r = estimate(s, builtinCatalog());
    QVERIFY(!r.feasible);
    bool found = false;
    for (const Diagnostic &d : r.issues)
        found = found || (d.code == DiagCode::OutOfMemory && d.field == "parallel.zero");
    QVERIFY(found);
}

void TestFindings::shardedPlansNearCapacityWarn()
{
    // MPT-7B under FSDP on 16 A100 40GB (the bundled R111, larger micro-batches). ZeRO-3 at
    // 94% of what CUDA can allocate is flagged, naming the field to lower; at 71% it is not,
    // nor is ZeRO-2 at 99%, which keeps its weights whole and gathers none of them.
    const auto run = [](int microBatch, int zero) {
        const std::string batch = std::to_string(microBatch);
        return estimate(
            scenarioFromJson(scenarioJson(
                R"({"layers": 32, "hidden": 4096, "heads": 32, "vocab": 50432, "seq_len": 2048,
                    "mlp": "gelu", "biases": "none", "position_encoding": "alibi",
                    "attention_dropout": 0, "hidden_dropout": 0})",
                R"({"steps": 1, "global_batch": )" + std::to_string(16 * microBatch)
                    + R"(, "micro_batch": )" + batch
                    + R"(, "recompute": "full", "attention_kernel": "triton"})",
                R"({"gpu": "a100-sxm4-40gb", "gpus_per_node": 8, "inter_node_gbps": 1600,
                    "nodes": 2})",
                R"({"zero": )" + std::to_string(zero) + "}")),
            builtinCatalog());
    };
    const auto pressure = [](const Result &r) {
        return std::find_if(r.issues.begin(), r.issues.end(),
                            [](const Diagnostic &d) { return d.code == DiagCode::MemoryPressure; });
    };
    const Result full = run(24, 3);
    QVERIFY(full.feasible);
    QVERIFY(full.memoryGb.total > 0.9 * full.memoryGb.capacity);
    const auto warning = pressure(full);
    QVERIFY(warning != full.issues.end());
    QCOMPARE(warning->severity, Severity::Warning);
    QCOMPARE(warning->field, std::string("training.micro_batch"));
    QCOMPARE(warning->args.back(), std::string("94%"));
    const Result roomy = run(16, 3);
    QVERIFY(roomy.memoryGb.total < 0.8 * roomy.memoryGb.capacity);
    QVERIFY(pressure(roomy) == roomy.issues.end());
    const Result unsharded = run(16, 2);
    QVERIFY(unsharded.feasible);
    QVERIFY(unsharded.memoryGb.total > 0.95 * unsharded.memoryGb.capacity);
    QVERIFY(pressure(unsharded) == unsharded.issues.end());
}

namespace {

/// Llama 3 8B on 8 p5.48xlarge nodes (on demand 2026-07, spot 2025-11 in the catalog), with
/// \p spot of the nodes on spot capacity.
Scenario onP5(double spot)
{
    Scenario s = scenarioFromJson(R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"preset": "llama3-8b"}, "training": {"tokens": 1e11, "global_batch": 512},
        "cluster": {"instance": "aws/p5.48xlarge", "nodes": 8}})");
    s.pricing.spotFraction = spot;
    return s;
}

long countOf(const Result &result, DiagCode code)
{
    return std::count_if(result.issues.begin(), result.issues.end(),
                         [code](const Diagnostic &d) { return d.code == code; });
}

} // namespace

void TestFindings::priceDatesReadAsMonths()
{
    QCOMPARE(parseYearMonth("2026-07"), std::optional<YearMonth>(YearMonth{2026, 7}));
    // A date a user typed in Tools > Instance Prices before dates were months.
    QCOMPARE(parseYearMonth("2026-11-27, entered by the user"),
             std::optional<YearMonth>(YearMonth{2026, 11}));
    for (const char *text :
         {"", "undated SkyPilot catalog snapshot", "2026-13", "2026-7", "2026-071", "26-07"})
        QVERIFY2(!parseYearMonth(text), text);
    // Tests fix this month (SCALEPLAN_TODAY, as scaleplan_add_test sets it).
    const QByteArray fixed = qgetenv("SCALEPLAN_TODAY");
    qputenv("SCALEPLAN_TODAY", "2031-04");
    QCOMPARE(currentYearMonth(), (YearMonth{2031, 4}));
    qputenv("SCALEPLAN_TODAY", fixed);
    QCOMPARE(monthsBetween({2025, 11}, {2026, 12}), 13);
    QCOMPARE(monthsBetween({2026, 7}, {2026, 12}), 5);
    QCOMPARE(monthsBetween({2026, 12}, {2026, 7}), -5);
}

void TestFindings::costRestsOnTheCatalogPricesItUses()
{
    const Catalog &catalog = builtinCatalog();
    // On demand only: the on-demand price's source and month.
    const std::optional<CatalogPriceDate> onDemand = catalogPriceDate(onP5(0), catalog);
    QVERIFY(onDemand);
    QCOMPARE(onDemand->date, std::string("2026-07"));
    QCOMPARE(onDemand->source, std::string("AWS price list; spot: Vantage"));
    // With spot nodes, the older spot price dates the cost.
    QCOMPARE(catalogPriceDate(onP5(0.5), catalog)->date, std::string("2025-11"));
    // Prices the scenario sets itself rest on no catalog date.
    Scenario own = onP5(0.5);
    own.cluster.pricePerNodeHourUsd = 40.0;
    own.pricing.spotPricePerNodeHourUsd = 12.0;
    QVERIFY(!catalogPriceDate(own, catalog));
    // The estimate says where the price is from.
    const Result result = estimate(onP5(0), catalog);
    const auto snapshot
        = std::find_if(result.issues.begin(), result.issues.end(),
                       [](const Diagnostic &d) { return d.code == DiagCode::PriceSnapshot; });
    QVERIFY(snapshot != result.issues.end());
    QCOMPARE(formatLine(*snapshot),
             std::string("cluster.instance: price from AWS price list; spot: Vantage, 2026-07"));
}

void TestFindings::pricesOlderThanSixMonthsWarnOnce()
{
    const Catalog &catalog = builtinCatalog();
    const YearMonth december2026{2026, 12};
    // 2026-07 is five months before December 2026: no warning.
    QVERIFY(!stalePriceFinding(onP5(0), catalog, december2026));
    // The spot price of 2025-11 is thirteen months old.
    const std::optional<Diagnostic> stale = stalePriceFinding(onP5(0.5), catalog, december2026);
    QVERIFY(stale);
    QCOMPARE(stale->severity, Severity::Warning);
    QCOMPARE(stale->args, (std::vector<std::string>{"2025-11", "13"}));
    // estimate() adds it once when it is told the month, and never otherwise, so the same
    // inputs still give the same result.
    EstimateOptions options;
    options.today = december2026;
    QCOMPARE(countOf(estimate(onP5(0.5), catalog, options), DiagCode::PriceStale), 1L);
    QCOMPARE(countOf(estimate(onP5(0.5), catalog), DiagCode::PriceStale), 0L);
    QCOMPARE(countOf(estimate(onP5(0), catalog, options), DiagCode::PriceStale), 0L);
}

QTEST_APPLESS_MAIN(TestFindings)
#include "TestFindings.moc"
