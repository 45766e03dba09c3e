// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison table under QAbstractItemModelTester, and its figures: a column per scenario
// named by it, each compared one followed by its difference from the first, and a row for
// every input that differs.
#include "common/Format.h"
#include "compare/ComparisonModel.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Csv.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QColor>
#include <QTest>

#include <algorithm>

using namespace scaleplan;

class TestComparisonModel : public QObject
{
    Q_OBJECT

private slots:
    void passesModelTester();
    void columnsFollowScenarios();
    void batchRowAndDifferences();
    void alikeNamesAreToldApart();
    void noBetterOrWorseThanALayoutThatDoesNotFit();
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

engine::Scenario withBatch(std::int64_t batch)
{
    engine::Scenario s = defaultScenario(engine::builtinCatalog());
    s.training.globalBatch = batch;
    return s;
}

/// The first row named \p label, or -1.
int rowNamed(const ComparisonModel &model, const QString &label)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.headerData(row, Qt::Vertical).toString() == label)
            return row;
    }
    return -1;
}

} // namespace

void TestComparisonModel::passesModelTester()
{
    ComparisonModel model(engine::builtinCatalog());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCurrent(QStringLiteral("open"), withNodes(8));
    model.addScenario(QStringLiteral("a"), withNodes(16));
    model.addScenario(QStringLiteral("b"), withNodes(3));    // invalid: 24 GPUs do not divide 512
    model.addScenario(QStringLiteral("c"), withBatch(1024)); // a row for the batch
    model.setCurrent(QStringLiteral("open"), withBatch(2048));
    model.removeScenario(3); // the batch row goes with the last scenario not on 512 ...
    model.setCurrent(QStringLiteral("open"), withNodes(8)); // ... and with this
    model.removeScenario(1);
    model.removeScenario(0); // the open scenario stays
    // The open scenario's column, then the compared one's values and difference.
    QCOMPARE(model.scenarioCount(), 2);
    QCOMPARE(model.columnCount(), 3);
    model.clearCompared();
    QCOMPARE(model.columnCount(), 1);
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
    const int time = rowNamed(model, QStringLiteral("Training time (expected)"));
    QVERIFY(time >= 0);
    QCOMPARE(model.data(model.index(time, ComparisonModel::columnOfScenario(2))).toString(),
             QStringLiteral("—"));
    // Nor has it a difference from the first, but for its node count.
    QCOMPARE(model.data(model.index(time, ComparisonModel::columnOfScenario(2) + 1)).toString(),
             QString());
    QCOMPARE(model.difference(2, rowNamed(model, QStringLiteral("Nodes (GPUs)"))).text,
             QStringLiteral("\u22125"));
    QCOMPARE(model.difference(1, rowNamed(model, QStringLiteral("Nodes (GPUs)"))).text,
             QStringLiteral("+8"));
}

void TestComparisonModel::batchRowAndDifferences()
{
    // Llama 3 8B on 8 p5.48xlarge with a global batch of 512, beside the same with 1,024.
    ComparisonModel model(engine::builtinCatalog());
    model.setCurrent(QStringLiteral("batch 512"), withBatch(512));
    model.addScenario(QStringLiteral("batch 1024"), withBatch(1024));
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("batch 512"));
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("batch 1024"));
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("Difference"));
    QVERIFY(model.isDifferenceColumn(2));
    QCOMPARE(model.scenarioOfColumn(2), 1);

    // The one input that differs has its row, between the cluster and the figures.
    const int batch = rowNamed(model, QStringLiteral("Global batch"));
    QVERIFY(batch >= 0);
    QVERIFY(model.isInputRow(batch));
    QCOMPARE(model.rowPath(batch), QStringLiteral("training.global_batch"));
    QCOMPARE(model.data(model.index(batch, 0)).toString(), QStringLiteral("512"));
    QCOMPARE(model.data(model.index(batch, 1)).toString(), QStringLiteral("1,024"));
    QCOMPARE(model.data(model.index(batch, 2)).toString(), QStringLiteral("+512"));
    QCOMPARE(rowNamed(model, QStringLiteral("Micro-batch")), -1); // the same in both
    QCOMPARE(model.rowCount(), 12);                               // 11 figures and the batch

    // Twice the batch on the same GPUs: half the optimizer steps, so half the gradient
    // exchanges and the same compute; the run is shorter and cheaper, the memory the same
    // (one sequence a micro-batch either way).
    const engine::Result &a = model.entries()[0].result;
    const engine::Result &b = model.entries()[1].result;
    QVERIFY(b.expectedTimeH < a.expectedTimeH);
    QCOMPARE(b.memoryGb.total, a.memoryGb.total);
    const auto differenceAt = [&model](const char *row) {
        return model.difference(1, rowNamed(model, QString::fromUtf8(row)));
    };
    // Cost: minus the dollars saved, and the saving over the first's cost.
    const double saved = a.costUsd.total - b.costUsd.total;
    const double share = saved / a.costUsd.total;
    QVERIFY(saved > 0);
    const ComparisonModel::Difference cost = differenceAt("Cost (expected)");
    QCOMPARE(cost.text, QStringLiteral("\u2212%1 (\u2212%2)")
                            .arg(formatUsd(saved), formatPercent(share, share < 0.1 ? 1 : 0)));
    QVERIFY(cost.sense == ComparisonModel::Sense::Better);
    QCOMPARE(cost.toolTip, QStringLiteral("Better than \"batch 512\": ") + cost.text);
    QCOMPARE(model
                 .data(model.index(rowNamed(model, QStringLiteral("Cost (expected)")), 2),
                       Qt::ForegroundRole)
                 .value<QBrush>()
                 .color(),
             QColor(ComparisonModel::senseColor(ComparisonModel::Sense::Better)));
    // GPU-hours likewise; throughput up by the same share the time went down by.
    const double hours = a.gpuHours - b.gpuHours;
    QCOMPARE(differenceAt("GPU-hours").text,
             QStringLiteral("\u2212%1 (\u2212%2)")
                 .arg(formatCount(hours),
                      formatPercent(hours / a.gpuHours, hours / a.gpuHours < 0.1 ? 1 : 0)));
    QVERIFY(differenceAt("Throughput").text.startsWith(u'+'));
    QVERIFY(differenceAt("Throughput").sense == ComparisonModel::Sense::Better);
    QCOMPARE(differenceAt("Memory per GPU").text, QStringLiteral("same"));
    QVERIFY(differenceAt("Memory per GPU").sense == ComparisonModel::Sense::Neutral);
    // The other way round, the same change is worse.
    model.setCurrent(QStringLiteral("batch 1024"), withBatch(1024));
    model.removeScenario(1);
    model.addScenario(QStringLiteral("batch 512"), withBatch(512));
    QVERIFY(differenceAt("Cost (expected)").sense == ComparisonModel::Sense::Worse);
    QCOMPARE(model.data(model.index(rowNamed(model, QStringLiteral("Global batch")), 2)).toString(),
             QStringLiteral("\u2212512"));
}

void TestComparisonModel::alikeNamesAreToldApart()
{
    // Two scenarios of one name (a plan kept, then changed): each gets the input that tells
    // it apart; a copy of another is numbered.
    const QString name = QStringLiteral("Llama 3 8B, 1T tokens on 8 x p5.48xlarge");
    ComparisonModel model(engine::builtinCatalog());
    model.setCurrent(name, withBatch(1024));
    model.addScenario(name, withBatch(512));
    QCOMPARE(model.entries()[0].name, name + QStringLiteral(" (Global batch 1,024)"));
    QCOMPARE(model.entries()[1].name, name + QStringLiteral(" (Global batch 512)"));
    // The chart names the kept curve as the column does.
    QVERIFY(model.entries()[1].curve);
    QCOMPARE(model.entries()[1].curve->label,
             name + QStringLiteral(" (Global batch 512) (compared)"));
    model.addScenario(name, withBatch(1024));
    QCOMPARE(model.entries()[2].name, name + QStringLiteral(" (Global batch 1,024, 2)"));
    // The header breaks a long name into lines; its tooltip has it whole.
    QVERIFY(model.headerData(1, Qt::Horizontal).toString().contains(u'\n'));
    QCOMPARE(model.headerData(1, Qt::Horizontal, Qt::ToolTipRole).toString(),
             model.entries()[1].name);
    // Once the open scenario is named otherwise, the others need nothing added.
    model.setCurrent(QStringLiteral("another"), withBatch(2048));
    model.removeScenario(2);
    QCOMPARE(model.entries()[1].name, name);
    QCOMPARE(model.entries()[1].curve->label, name + QStringLiteral(" (compared)"));
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

void TestComparisonModel::noBetterOrWorseThanALayoutThatDoesNotFit()
{
    // ZeRO stage 1 keeps the whole optimizer state of Llama 3 8B on each GPU (16 bytes a
    // parameter: 128 GB) and does not fit in 80 GB; stage 3 does. The difference is shown,
    // but a run that cannot start is not "worse" than one that can.
    engine::Scenario stage1 = defaultScenario(engine::builtinCatalog());
    stage1.parallel.zero = 1;
    ComparisonModel model(engine::builtinCatalog());
    model.setCurrent(QStringLiteral("stage 1"), stage1);
    model.addScenario(QStringLiteral("stage 3"), defaultScenario(engine::builtinCatalog()));
    QVERIFY(!model.runs(0));
    QVERIFY(model.runs(1));
    const int memory = rowNamed(model, QStringLiteral("Memory per GPU"));
    const ComparisonModel::Difference d = model.difference(1, memory);
    QVERIFY(d.text.startsWith(u'\u2212'));
    QVERIFY(d.sense == ComparisonModel::Sense::Neutral);
    QVERIFY(d.toolTip.startsWith(QStringLiteral("Difference from")));
    const int fits = rowNamed(model, QStringLiteral("Fits and runs"));
    QVERIFY(model.isFitRow(fits));
    QCOMPARE(model.value(0, fits), QStringLiteral("no"));
    QCOMPARE(model.value(1, fits), QStringLiteral("yes"));
    QCOMPARE(model.value(1, rowNamed(model, QStringLiteral("ZeRO stage"))), QStringLiteral("3"));
}

QTEST_MAIN(TestComparisonModel)
#include "TestComparisonModel.moc"
