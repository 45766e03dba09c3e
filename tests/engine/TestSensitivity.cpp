// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What an estimate hangs on: each input a step lower and higher, against hand-derived
// consequences (a price moves the cost by its share, a single node has no network, a
// rate moves the time by at most its own step).
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Sensitivity.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;

namespace {

/// The workbench's default (resources/scenarios/default.scaleplan.json): Llama 3 8B, 1T
/// tokens on p5.48xlarge, ZeRO 3, on \p instance and \p nodes instead.
Scenario defaultOn(const std::string &instance, std::int64_t nodes)
{
    Scenario s = scenarioFromJson(R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama3-8b"},
      "training": {"tokens": 1e12, "global_batch": 512, "micro_batch": 1, "precision": "bf16",
                   "recompute": "selective", "flash_attention": true},
      "cluster": {"instance": "aws/p5.48xlarge", "nodes": 8},
      "parallel": {"tp": 1, "pp": 1, "zero": 3},
      "pricing": {"dataset_gb": 4000}})");
    s.cluster.instance = instance;
    s.cluster.nodes = nodes;
    return s;
}

const SensitivityRow *rowOf(const Sensitivity &result, SensitivityInput input)
{
    const auto it = std::find_if(result.rows.begin(), result.rows.end(),
                                 [input](const SensitivityRow &r) { return r.input == input; });
    return it == result.rows.end() ? nullptr : &*it;
}

} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT

private slots:
    void priceMovesCostByItsShare();
    void singleNodeHasNoNetwork();
    void ratesMoveTimeByAtMostTheirStep();
    void rankingFollowsTheBottleneck();
    void reliabilityInputsPushTheRightWay();
    void inputsThatDoNotApplyAreLeftOut();
    void describedClusterIsScaledToo();
};

void TestSensitivity::priceMovesCostByItsShare()
{
    const Scenario s = defaultOn("aws/p5.48xlarge", 8);
    const Result base = estimate(s, builtinCatalog());
    const Sensitivity result = sensitivity(s, builtinCatalog());
    QCOMPARE(result.step, 0.1);
    const SensitivityRow *price = rowOf(result, SensitivityInput::NodePrice);
    QVERIFY(price);
    // Time does not hang on the price; the cost's node part moves with it, storage and
    // transfer do not: 10% of compute / total.
    QCOMPARE(price->timeIfLower, 0.0);
    QCOMPARE(price->timeIfHigher, 0.0);
    const double share = base.costUsd.compute / base.costUsd.total;
    QVERIFY(share > 0.9 && share < 1.0);
    QVERIFY(std::abs(price->costIfHigher - 0.1 * share) < 1e-9);
    QVERIFY(std::abs(price->costIfLower + 0.1 * share) < 1e-9);
}

void TestSensitivity::singleNodeHasNoNetwork()
{
    // Eight GPUs in one node: nothing crosses the network, so its bandwidth moves nothing,
    // while the in-node link carries the tensor-parallel all-reduces, which no compute
    // hides, and does move the time. (ZeRO-3's gathers alone hide behind Llama 3 8B's
    // compute here: a slower link then only leaves NCCL fewer SMs, docs/model.md 6.5.)
    Scenario s = defaultOn("aws/p5.48xlarge", 1);
    s.parallel.tp = 8;
    s.parallel.zero = 1;
    const Sensitivity result = sensitivity(s, builtinCatalog());
    const SensitivityRow *network = rowOf(result, SensitivityInput::Network);
    QVERIFY(network);
    QCOMPARE(network->timeIfLower, 0.0);
    QCOMPARE(network->timeIfHigher, 0.0);
    const SensitivityRow *link = rowOf(result, SensitivityInput::InNodeLink);
    QVERIFY(link && link->timeIfLower > 0 && link->timeIfHigher < 0);
}

void TestSensitivity::ratesMoveTimeByAtMostTheirStep()
{
    // A rate 10% lower makes any part it paces 1/0.9 = 11.1% longer, and nothing else: the
    // whole run grows by at most that; 10% higher shrinks it by at most 1 - 1/1.1 = 9.1%.
    const Sensitivity result = sensitivity(defaultOn("aws/p5.48xlarge", 8), builtinCatalog());
    for (const SensitivityInput input :
         {SensitivityInput::MatmulRate, SensitivityInput::MemoryBandwidth,
          SensitivityInput::InNodeLink, SensitivityInput::Network}) {
        const SensitivityRow *row = rowOf(result, input);
        QVERIFY(row);
        QVERIFY2(std::abs(row->timeIfLower) <= 1 / 0.9 - 1 + 1e-12,
                 qPrintable(QString::number(row->timeIfLower)));
        QVERIFY2(std::abs(row->timeIfHigher) <= 1 - 1 / 1.1 + 1e-12,
                 qPrintable(QString::number(row->timeIfHigher)));
        // The cost follows the time (node-hours), storage with it.
        QVERIFY(std::abs(row->costIfLower - row->timeIfLower) < 0.01);
    }
    // The matrix products and memory-bound kernels pace every step: strictly.
    for (const SensitivityInput input :
         {SensitivityInput::MatmulRate, SensitivityInput::MemoryBandwidth}) {
        QVERIFY(rowOf(result, input)->timeIfLower > 0);
        QVERIFY(rowOf(result, input)->timeIfHigher < 0);
    }
    // The ZeRO-3 traffic hides under the compute; what is left of the network is NCCL's
    // SMs beside the compute, whose count follows the platform's bandwidth (Collectives.h),
    // and the last layer's gathers: well under 1% either way.
    const SensitivityRow *network = rowOf(result, SensitivityInput::Network);
    QVERIFY(std::abs(network->timeIfLower) < 0.01 && std::abs(network->timeIfHigher) < 0.01);
}

void TestSensitivity::rankingFollowsTheBottleneck()
{
    // The default plan spends 7.1 of its 7.6 s a step in compute: the GEMM rate leads.
    const Sensitivity p5 = sensitivity(defaultOn("aws/p5.48xlarge", 8), builtinCatalog());
    QCOMPARE(p5.rows.front().input, SensitivityInput::MatmulRate);
    // ZeRO 3 over 100 Gbit/s nodes (GCP's a2-ultragpu-8g): gathering the weights over the
    // network takes longer than the compute, and the network leads.
    const Scenario slowNetwork = defaultOn("gcp/a2-ultragpu-8g", 4);
    const Result r = estimate(slowNetwork, builtinCatalog());
    QVERIFY(r.stepBreakdown.dpCommExposed > r.stepBreakdown.compute);
    const Sensitivity a2 = sensitivity(slowNetwork, builtinCatalog());
    QCOMPARE(a2.rows.front().input, SensitivityInput::Network);
    for (std::size_t i = 1; i < a2.rows.size(); ++i)
        QVERIFY(a2.rows[i - 1].timeSwing() >= a2.rows[i].timeSwing());
}

void TestSensitivity::reliabilityInputsPushTheRightWay()
{
    Scenario s = defaultOn("aws/p5.48xlarge", 8);
    s.pricing.spotFraction = 0.5;
    const Sensitivity result = sensitivity(s, builtinCatalog());
    // Failures less often, reclaims less often, checkpoints written faster: less time.
    const SensitivityRow *mtbf = rowOf(result, SensitivityInput::NodeMtbf);
    const SensitivityRow *reclaims = rowOf(result, SensitivityInput::SpotReclaims);
    const SensitivityRow *write = rowOf(result, SensitivityInput::CheckpointWrite);
    QVERIFY(mtbf && reclaims && write);
    QVERIFY(mtbf->timeIfLower > 0 && mtbf->timeIfHigher < 0);
    QVERIFY(reclaims->timeIfLower < 0 && reclaims->timeIfHigher > 0);
    QVERIFY(write->timeIfLower > 0 && write->timeIfHigher < 0);
}

void TestSensitivity::inputsThatDoNotApplyAreLeftOut()
{
    // No spot nodes: no reclaim row. No price (p5e has none on demand): no price row.
    const Sensitivity onDemand = sensitivity(defaultOn("aws/p5.48xlarge", 8), builtinCatalog());
    QVERIFY(!rowOf(onDemand, SensitivityInput::SpotReclaims));
    const Sensitivity unpriced = sensitivity(defaultOn("aws/p5e.48xlarge", 8), builtinCatalog());
    QVERIFY(!rowOf(unpriced, SensitivityInput::NodePrice));
    QVERIFY(rowOf(unpriced, SensitivityInput::MatmulRate));
    for (const SensitivityRow &row : unpriced.rows) {
        for (const double v :
             {row.timeIfLower, row.timeIfHigher, row.costIfLower, row.costIfHigher})
            QVERIFY(std::isfinite(v));
    }
}

void TestSensitivity::describedClusterIsScaledToo()
{
    // A cluster described by its GPU and network, as the published runs are: the same
    // physics as an instance of the same hardware.
    const Scenario described = scenarioFromJson(R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama3-8b"},
      "training": {"tokens": 1e12, "global_batch": 512, "micro_batch": 1, "recompute": "selective"},
      "cluster": {"gpu": "h100-sxm5-80gb", "gpus_per_node": 8, "inter_node_gbps": 3200,
                  "nodes": 8, "price_per_node_hour_usd": 98.32},
      "parallel": {"tp": 1, "pp": 1, "zero": 3}})");
    const Sensitivity a = sensitivity(described, builtinCatalog());
    const Sensitivity b = sensitivity(defaultOn("aws/p5.48xlarge", 8), builtinCatalog());
    QVERIFY(rowOf(a, SensitivityInput::MatmulRate)->timeIfLower > 0.05);
    for (const SensitivityRow &row : b.rows) {
        const SensitivityRow *same = rowOf(a, row.input);
        QVERIFY(same);
        QVERIFY(std::abs(same->timeIfLower - row.timeIfLower) < 1e-9);
        QVERIFY(std::abs(same->timeIfHigher - row.timeIfHigher) < 1e-9);
    }
}

QTEST_GUILESS_MAIN(TestSensitivity)
#include "TestSensitivity.moc"
