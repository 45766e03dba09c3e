// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Run time, reliability and cost (engine/src/model/Totals.cpp).
#include "TestSupport.h"
#include "model/Totals.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"

#include <QTest>

#include <cmath>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;

class TestTotals : public QObject
{
    Q_OBJECT

private slots:
    void spotShareBlendsPrices();
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
