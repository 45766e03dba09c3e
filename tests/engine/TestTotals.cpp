// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Run time, reliability and cost (engine/src/model/Totals.cpp).
#include "TestSupport.h"

#include "model/Totals.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Findings.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <cmath>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;

class TestTotals : public QObject
{
    Q_OBJECT

private slots:
    void spotShareBlendsPrices();
    void commitmentPricesTheOtherNodes();
    void regionTakesItsOwnPrices();
    void dalyIntervalMatchesYoungToFirstOrder();
    void moreNodesFinishSooner();
};

void TestTotals::spotShareBlendsPrices()
{
    // Half the nodes on spot: price per node-hour = (on-demand + spot) / 2
    // (p4d.24xlarge: 21.957642 USD/h on demand in AWS's price list of 2026-07, 8.0468 spot
    // in Vantage's snapshot of 2025-11).
    Scenario s = scenarioFromJson(scaleplan::test::testData("examples/gpt3-175b-p4d.json"));
    s.pricing.spotFraction = 0.5;
    s.reliability.spotInterruptionsPerNodeHour = 0.0;
    const Result r = estimate(s, builtinCatalog());
    const double perNodeHour = r.costUsd.compute / (128.0 * r.expectedTimeH);
    SCALEPLAN_FUZZY(perNodeHour, (21.957642 + 8.0468) / 2.0, 1e-9);
}

void TestTotals::commitmentPricesTheOtherNodes()
{
    // p4d.24xlarge reserved for a year: $13.9211 a node-hour (AWS Reserved Instances in
    // Vantage's snapshot of 2025-11) instead of $21.957642 on demand; half the nodes on spot
    // ($8.0468) blend with the reserved half.
    Scenario s = scenarioFromJson(scaleplan::test::testData("examples/gpt3-175b-p4d.json"));
    s.pricing.spotFraction = 0.0;
    s.pricing.commitment = Commitment::Reserved1y;
    QVERIFY(!validateScenario(s, builtinCatalog()));
    Result r = estimate(s, builtinCatalog());
    SCALEPLAN_FUZZY(r.costUsd.compute / (128.0 * r.expectedTimeH), 13.9211, 1e-9);
    s.pricing.spotFraction = 0.5;
    s.reliability.spotInterruptionsPerNodeHour = 0.0;
    r = estimate(s, builtinCatalog());
    SCALEPLAN_FUZZY(r.costUsd.compute / (128.0 * r.expectedTimeH), (13.9211 + 8.0468) / 2.0, 1e-9);
    // The price finding names the commitment's source and month.
    s.pricing.spotFraction = 0.0;
    const std::optional<CatalogPriceDate> dated = catalogPriceDate(s, builtinCatalog());
    QCOMPARE(dated->source, std::string("AWS Reserved Instances; Capacity Blocks"));
    QCOMPARE(dated->date, std::string("2025-11"));

    // A commitment the catalog has no rate for names the field and what to choose instead,
    // unless the scenario gives its own price.
    s.cluster.instance = "gcp/a3-highgpu-8g";
    s.pricing.commitment = Commitment::CapacityBlock;
    const std::optional<Diagnostic> unpriced = validateScenario(s, builtinCatalog());
    QVERIFY(unpriced);
    QCOMPARE(unpriced->code, DiagCode::CommitmentUnpriced);
    QCOMPARE(formatLine(*unpriced),
             std::string("pricing.commitment: gcp/a3-highgpu-8g has no capacity_block price in "
                         "the catalog; choose one of on_demand, reserved_1y, reserved_3y, or "
                         "give the price as cluster.price_per_node_hour_usd"));
    s.cluster.pricePerNodeHourUsd = 40.0;
    QVERIFY(!validateScenario(s, builtinCatalog()));
}

void TestTotals::regionTakesItsOwnPrices()
{
    // p5.48xlarge in London (eu-west-2): $71.552 on demand and $13.2734 spot a node-hour
    // (Vantage's snapshot of 2025-11), against $55.04 in us-east-1.
    Scenario s = scenarioFromJson(scaleplan::test::testData("examples/llama3-8b-p5-spot.json"));
    s.pricing.spotFraction = 0.0;
    s.cluster.region = "eu-west-2";
    QVERIFY(!validateScenario(s, builtinCatalog()));
    const double nodes = static_cast<double>(s.cluster.nodes);
    Result r = estimate(s, builtinCatalog());
    SCALEPLAN_FUZZY(r.costUsd.compute / (nodes * r.expectedTimeH), 71.552, 1e-9);
    s.pricing.spotFraction = 0.5;
    s.reliability.spotInterruptionsPerNodeHour = 0.0;
    r = estimate(s, builtinCatalog());
    SCALEPLAN_FUZZY(r.costUsd.compute / (nodes * r.expectedTimeH), (71.552 + 13.2734) / 2.0, 1e-9);
    const std::optional<CatalogPriceDate> dated = catalogPriceDate(s, builtinCatalog());
    QCOMPARE(dated->source, std::string("Vantage"));
    QCOMPARE(dated->date, std::string("2025-11"));
    // The instance's own region is the default, named or not.
    s.cluster.region = "us-east-1";
    s.pricing.spotFraction = 0.0;
    r = estimate(s, builtinCatalog());
    SCALEPLAN_FUZZY(r.costUsd.compute / (nodes * r.expectedTimeH), 55.04, 1e-9);
    // A region the catalog has no prices for names the ones it has.
    s.cluster.region = "mars-north-1";
    const std::optional<Diagnostic> unknown = validateScenario(s, builtinCatalog());
    QVERIFY(unknown);
    QCOMPARE(unknown->field, std::string("cluster.region"));
    QCOMPARE(unknown->args.back(),
             std::string("us-east-1, us-east-2, us-west-2, eu-west-2, eu-north-1, ap-northeast-1"));
    // Commitments are priced in the instance's own region only.
    s.cluster.region = "eu-west-2";
    s.pricing.commitment = Commitment::Reserved1y;
    const std::optional<Diagnostic> unpriced = validateScenario(s, builtinCatalog());
    QVERIFY(unpriced);
    QCOMPARE(unpriced->code, DiagCode::CommitmentUnpriced);
    QCOMPARE(unpriced->args.at(1), std::string("aws/p5.48xlarge in eu-west-2"));
}

void TestTotals::dalyIntervalMatchesYoungToFirstOrder()
{
    // Young 1974: sqrt(2 delta M); Daly's higher-order form differs by O(delta/M).
    const double delta = 0.05, mtbi = 10.0;
    SCALEPLAN_FUZZY(detail::dalyIntervalH(delta, mtbi), std::sqrt(2.0 * delta * mtbi), 0.06);
    QCOMPARE(detail::dalyIntervalH(30.0, 10.0), 10.0); // delta >= 2M: checkpoint every M
}

void TestTotals::moreNodesFinishSooner()
{
    Scenario s = scenarioFromJson(scaleplan::test::testData("examples/gpt3-175b-p4d.json"));
    const double t128 = estimate(s, builtinCatalog()).trainingTimeH;
    s.cluster.nodes = 256;
    s.training.globalBatch = 3072;
    const double t256 = estimate(s, builtinCatalog()).trainingTimeH;
    QVERIFY(t256 < t128);
}

QTEST_APPLESS_MAIN(TestTotals)
#include "TestTotals.moc"
