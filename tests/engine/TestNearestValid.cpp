// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The nearest change of one layout setting that makes a scenario run, against cases whose
// answer follows from the layout rules by hand: a batch that dp x micro-batch does not
// divide, a tp that divides neither the GPUs nor the heads, a given dp that does not match,
// and a layout that does not fit in memory.
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/NearestValid.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;

namespace {

/// The workbench's default: Llama 3 8B (32 heads, 8 key-value heads), 1T tokens, global
/// batch 512, micro-batch 1, on 8 p5.48xlarge (8 GPUs each, 64 in all), tp 1, pp 1, ZeRO 3.
Scenario defaultScenario()
{
    return scenarioFromJson(R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama3-8b"},
      "training": {"tokens": 1e12, "global_batch": 512, "micro_batch": 1, "precision": "bf16",
                   "recompute": "selective", "flash_attention": true},
      "cluster": {"instance": "aws/p5.48xlarge", "nodes": 8},
      "parallel": {"tp": 1, "pp": 1, "zero": 3},
      "pricing": {"dataset_gb": 4000}})");
}

} // namespace

class TestNearestValid : public QObject
{
    Q_OBJECT

private slots:
    void runningScenarioNeedsNoFix();
    void batchToNearestMultiple();
    void microBatchToNearestDivisor();
    void tpToNearestDoubling();
    void givenDpDerived();
    void memoryFixedByTheSmallestSplit();
    void nothingWhenNoSettingHelps();
};

void TestNearestValid::runningScenarioNeedsNoFix()
{
    const Catalog &catalog = builtinCatalog();
    QVERIFY(!nearestValidLayout(defaultScenario(), catalog));
}

void TestNearestValid::batchToNearestMultiple()
{
    // 12 nodes: 96 GPUs, dp 96. 512 = 2^9 is no multiple of 96 = 3 x 32, whatever the
    // micro-batch, so the micro-batch cannot help; the multiples of 96 either side are 480
    // (32 away) and 576 (64 away).
    const Catalog &catalog = builtinCatalog();
    Scenario s = defaultScenario();
    s.cluster.nodes = 12;
    QVERIFY(validateScenario(s, catalog));
    const std::optional<LayoutFix> fix = nearestValidLayout(s, catalog);
    QVERIFY(fix);
    QCOMPARE(fix->knob, LayoutKnob::GlobalBatch);
    QCOMPARE(fix->from, std::int64_t(512));
    QCOMPARE(fix->to, std::int64_t(480));
    QCOMPARE(fix->scenario.training.globalBatch, std::int64_t(480));
    QVERIFY(!validateScenario(fix->scenario, catalog));
    QVERIFY(fix->result.feasible);
    // Everything else as it was.
    Scenario back = fix->scenario;
    back.training.globalBatch = 512;
    QVERIFY(back == s);
}

void TestNearestValid::microBatchToNearestDivisor()
{
    // tp 2: dp 32. dp x micro-batch 3 = 96 does not divide 512. Micro-batches 2 and 4 are
    // one sequence away (64 and 128 divide 512): the smaller, 2, wins the tie, and the
    // micro-batch goes before the global batch.
    const Catalog &catalog = builtinCatalog();
    Scenario s = defaultScenario();
    s.parallel.tp = 2;
    s.training.microBatch = 3;
    QVERIFY(validateScenario(s, catalog));
    const std::optional<LayoutFix> fix = nearestValidLayout(s, catalog);
    QVERIFY(fix);
    QCOMPARE(fix->knob, LayoutKnob::MicroBatch);
    QCOMPARE(fix->from, std::int64_t(3));
    QCOMPARE(fix->to, std::int64_t(2));
    QCOMPARE(fix->scenario.training.globalBatch, std::int64_t(512));
    QVERIFY(fix->result.feasible);

    // On tp 1 (dp 64) micro-batch 2's activations no longer fit in an H100 (nor 4's, twice
    // as many): the nearest that runs is 1.
    s.parallel.tp = 1;
    Scenario two = s;
    two.training.microBatch = 2;
    QVERIFY(!validateScenario(two, catalog));
    QVERIFY(!estimate(two, catalog).feasible);
    const std::optional<LayoutFix> one = nearestValidLayout(s, catalog);
    QVERIFY(one);
    QCOMPARE(one->knob, LayoutKnob::MicroBatch);
    QCOMPARE(one->to, std::int64_t(1));
}

void TestNearestValid::tpToNearestDoubling()
{
    // tp 3 divides neither the 64 GPUs nor the 32 heads. log2(3) = 1.58: tp 4 is 0.42
    // doublings away, tp 2 0.58. No micro-batch or global batch makes tp 3 valid.
    const Catalog &catalog = builtinCatalog();
    Scenario s = defaultScenario();
    s.parallel.tp = 3;
    const std::optional<LayoutFix> fix = nearestValidLayout(s, catalog);
    QVERIFY(fix);
    QCOMPARE(fix->knob, LayoutKnob::Tp);
    QCOMPARE(fix->to, std::int64_t(4));
    QCOMPARE(fix->scenario.parallel.pp, std::int64_t(1));
}

void TestNearestValid::givenDpDerived()
{
    // dp 32 given where 64 GPUs / (tp 1 x pp 1) = 64: deriving it is the first fix tried.
    const Catalog &catalog = builtinCatalog();
    Scenario s = defaultScenario();
    s.parallel.dp = 32;
    QVERIFY(validateScenario(s, catalog));
    const std::optional<LayoutFix> fix = nearestValidLayout(s, catalog);
    QVERIFY(fix);
    QCOMPARE(fix->knob, LayoutKnob::DataParallel);
    QCOMPARE(fix->from, std::int64_t(32));
    QCOMPARE(fix->to, std::int64_t(64));
    QCOMPARE(fix->scenario.parallel.dp, std::int64_t(0));
    QCOMPARE(fix->scenario.parallel.tp, std::int64_t(1));
}

void TestNearestValid::memoryFixedByTheSmallestSplit()
{
    // Llama 3 8B on one node without ZeRO: bf16 weights and gradients and fp32 Adam states
    // and master weights hold 16 bytes a parameter, 8.03e9 x 16 = 128 GB, over an H100's
    // 80 GB whatever the micro-batch (already 1). A split of the model halves that: the
    // nearest tp or pp that fits wins, the one whose time stays nearer the estimate's.
    const Catalog &catalog = builtinCatalog();
    Scenario s = defaultScenario();
    s.cluster.nodes = 1;
    s.parallel.zero = 0;
    QVERIFY(!validateScenario(s, catalog));
    const Result own = estimate(s, catalog);
    QVERIFY(!own.feasible);
    const std::optional<LayoutFix> fix = nearestValidLayout(s, catalog);
    QVERIFY(fix);
    QVERIFY(fix->knob == LayoutKnob::Tp || fix->knob == LayoutKnob::Pp);
    QVERIFY(fix->result.feasible);
    QVERIFY(fix->to >= 2);
    // No smaller degree of that setting fits, and the other setting's nearest fitting
    // degree, where one exists, moves the time at least as far.
    const LayoutKnob other = fix->knob == LayoutKnob::Tp ? LayoutKnob::Pp : LayoutKnob::Tp;
    for (std::int64_t degree = 1; degree < fix->to; ++degree) {
        Scenario smaller = s;
        (fix->knob == LayoutKnob::Tp ? smaller.parallel.tp : smaller.parallel.pp) = degree;
        QVERIFY(validateScenario(smaller, catalog) || !estimate(smaller, catalog).feasible);
    }
    for (std::int64_t degree = 2; degree <= 8; degree *= 2) {
        Scenario split = s;
        (other == LayoutKnob::Tp ? split.parallel.tp : split.parallel.pp) = degree;
        if (validateScenario(split, catalog))
            continue;
        const Result r = estimate(split, catalog);
        if (!r.feasible)
            continue;
        QVERIFY(std::abs(r.expectedTimeH / own.expectedTimeH - 1)
                >= std::abs(fix->result.expectedTimeH / own.expectedTimeH - 1) - 1e-12);
        break;
    }
}

void TestNearestValid::nothingWhenNoSettingHelps()
{
    // A cluster of no nodes: no layout setting makes it valid.
    const Catalog &catalog = builtinCatalog();
    Scenario s = defaultScenario();
    s.cluster.nodes = 0;
    QVERIFY(validateScenario(s, catalog));
    QVERIFY(!nearestValidLayout(s, catalog));
}

QTEST_APPLESS_MAIN(TestNearestValid)
#include "TestNearestValid.moc"
