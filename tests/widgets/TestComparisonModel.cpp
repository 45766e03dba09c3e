// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison table under QAbstractItemModelTester, and its figures.
#include "compare/ComparisonModel.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Csv.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <algorithm>

using namespace scaleplan;

class TestComparisonModel : public QObject
{
    Q_OBJECT

private slots:
    void passesModelTester();
    void columnsFollowScenarios();
    void csvIsRectangular();
    void comparedCurvesAreBuiltOnceAndRefreshed();
};

namespace {

engine::Scenario withNodes(std::int64_t nodes)
{
    engine::Scenario s = defaultScenario(engine::builtinCatalog());
    s.cluster.nodes = nodes;
    return s;
}

} // namespace

void TestComparisonModel::passesModelTester()
{
    ComparisonModel model(engine::builtinCatalog());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCurrent(QStringLiteral("open"), withNodes(8));
    model.addScenario(QStringLiteral("a"), withNodes(16));
    model.addScenario(QStringLiteral("b"), withNodes(3)); // invalid: 24 GPUs do not divide 512
    model.removeScenario(1);
    model.removeScenario(0); // the open scenario stays
    QCOMPARE(model.columnCount(), 2);
}

void TestComparisonModel::columnsFollowScenarios()
{
    ComparisonModel model(engine::builtinCatalog());
    model.setCurrent(QStringLiteral("open"), withNodes(8));
    model.addScenario(QStringLiteral("twice the nodes"), withNodes(16));
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("twice the nodes"));
    const auto &entries = model.entries();
    QVERIFY(entries[0].valid && entries[1].valid);
    // Twice the nodes of a data-parallel layout: about half the time.
    QVERIFY(entries[1].result.expectedTimeH < 0.6 * entries[0].result.expectedTimeH);
    model.addScenario(QStringLiteral("broken"), withNodes(3));
    QVERIFY(!model.entries()[2].valid);
    QCOMPARE(model.data(model.index(3, 2)).toString(), QStringLiteral("—"));
}

void TestComparisonModel::csvIsRectangular()
{
    ComparisonModel model(engine::builtinCatalog());
    model.setCurrent(QStringLiteral("open, with comma"), withNodes(8));
    model.addScenario(QStringLiteral("b"), withNodes(16));
    model.addScenario(QStringLiteral("broken"), withNodes(3));
    const auto records = engine::parseCsv(model.toCsv().toStdString());
    // A header and one record per scenario, each as wide as the header.
    QCOMPARE(records.size(), std::size_t(1 + 3));
    const std::vector<std::string> &header = records.front();
    for (const auto &record : records)
        QCOMPARE(record.size(), header.size());
    QCOMPARE(header.front(), std::string("scenario"));
    QCOMPARE(records[1].front(), std::string("open, with comma"));
    const auto column = [&](const char *name) {
        return std::size_t(std::find(header.begin(), header.end(), name) - header.begin());
    };
    QVERIFY(column("expected_time_h") < header.size() && column("cost_usd") < header.size());
    // The numbers are the estimate's own doubles, unformatted.
    const auto &entries = model.entries();
    QCOMPARE(std::stod(records[2][column("expected_time_h")]), entries[1].result.expectedTimeH);
    QCOMPARE(std::stod(records[2][column("cost_usd")]), entries[1].result.costUsd.total);
    QCOMPARE(records[3][column("valid")], std::string("false"));
    QVERIFY(records[3][column("expected_time_h")].empty());
    QVERIFY(!records[3][column("reason")].empty());
}

void TestComparisonModel::comparedCurvesAreBuiltOnceAndRefreshed()
{
    engine::Catalog catalog = engine::builtinCatalog();
    ComparisonModel model(catalog);
    model.setCurrent(QStringLiteral("open"), withNodes(8));
    model.addScenario(QStringLiteral("kept"), withNodes(16));
    model.addScenario(QStringLiteral("broken"), withNodes(3));
    // The open scenario's curve is the charts' own; a compared one carries its curve and
    // its own point; one that cannot be estimated has none.
    QVERIFY(!model.entries()[0].curve);
    const auto &kept = model.entries()[1];
    QVERIFY(kept.curve && kept.curve->compared);
    QCOMPARE(kept.curve->plan.nodes, std::int64_t(16));
    QCOMPARE(kept.curve->plan.costUsd, kept.result.costUsd.total);
    QVERIFY(!model.entries()[2].curve);
    // New prices (Tools > Instance Prices): refresh() estimates the compared ones again.
    const double before = kept.result.costUsd.total;
    for (engine::Instance &instance : catalog.instances) {
        if (instance.id == "aws/p5.48xlarge")
            instance.onDemandUsdPerHour *= 2;
    }
    model.refresh();
    const auto &again = model.entries()[1];
    QVERIFY(again.result.costUsd.total > 1.9 * before);
    QCOMPARE(again.curve->plan.costUsd, again.result.costUsd.total);
}

QTEST_MAIN(TestComparisonModel)
#include "TestComparisonModel.moc"
