// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The document: undo merging of slider drags, atomic save and load round trip, and
// unreadable or malformed files leaving the open scenario untouched. One analysis per edit:
// the charts draw it, and a node step reuses its sweeps.
#include "document/ChartDataBuilder.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace scaleplan;

class TestScenarioDocument : public QObject
{
    Q_OBJECT

private slots:
    void startsOnTheDefaultScenario();
    void derivedNameFollowsThePlan();
    void sliderDragIsOneUndoStep();
    void dragBackToStartLeavesNoStep();
    void differentKindsDoNotMerge();
    void saveAndLoadRoundTrip();
    void malformedFileLeavesDocumentUntouched_data();
    void malformedFileLeavesDocumentUntouched();
    void chartDataCoversOtherInstances();
    void oneAnalysisPerEdit();
};

void TestScenarioDocument::startsOnTheDefaultScenario()
{
    ScenarioDocument doc(engine::builtinCatalog());
    QCOMPARE(doc.scenario().cluster.instance, std::string("aws/p5.48xlarge"));
    QVERIFY(!doc.problem());
    QVERIFY(doc.result().stepTimeS > 0);
    QVERIFY(!doc.isModified());
}

void TestScenarioDocument::derivedNameFollowsThePlan()
{
    // The default scenario's name says what it is; after 8 -> 128 nodes it says 128, in the
    // document's name (window title, report, file names) and in the scenario (launch
    // scripts). A name someone typed stays.
    ScenarioDocument doc(engine::builtinCatalog());
    QCOMPARE(doc.displayName(), QStringLiteral("Llama 3 8B, 1T tokens on 8 x p5.48xlarge"));
    doc.setNodes(128, QStringLiteral("nodes"));
    QCOMPARE(doc.scenario().name, std::string("Llama 3 8B, 1T tokens on 128 x p5.48xlarge"));
    QCOMPARE(doc.displayName(), QStringLiteral("Llama 3 8B, 1T tokens on 128 x p5.48xlarge"));
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().name, std::string("Llama 3 8B, 1T tokens on 8 x p5.48xlarge"));
    doc.edit(QStringLiteral("name"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.name = "Budget option A"; });
    doc.setNodes(64, QStringLiteral("nodes"));
    QCOMPARE(doc.scenario().name, std::string("Budget option A"));
}

void TestScenarioDocument::sliderDragIsOneUndoStep()
{
    ScenarioDocument doc(engine::builtinCatalog());
    const std::int64_t start = doc.scenario().cluster.nodes;
    for (const std::int64_t nodes : {9, 10, 12, 16})
        doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
                 [nodes](engine::Scenario &s) { s.cluster.nodes = nodes; });
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(16));
    QVERIFY(doc.isModified());
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().cluster.nodes, start);
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(16));
}

void TestScenarioDocument::dragBackToStartLeavesNoStep()
{
    ScenarioDocument doc(engine::builtinCatalog());
    const std::int64_t start = doc.scenario().cluster.nodes;
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 32; });
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [start](engine::Scenario &s) { s.cluster.nodes = start; });
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
}

void TestScenarioDocument::differentKindsDoNotMerge()
{
    ScenarioDocument doc(engine::builtinCatalog());
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 4; });
    doc.edit(QStringLiteral("spot"), ScenarioDocument::Merge::Spot,
             [](engine::Scenario &s) { s.pricing.spotFraction = 0.5; });
    doc.edit(QStringLiteral("tp"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.parallel.tp = 2; });
    doc.edit(QStringLiteral("tp"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.parallel.tp = 4; });
    QCOMPARE(doc.undoStack()->count(), 4);
}

void TestScenarioDocument::saveAndLoadRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.scaleplan.json"));
    ScenarioDocument doc(engine::builtinCatalog());
    doc.edit(QStringLiteral("spot"), ScenarioDocument::Merge::Spot,
             [](engine::Scenario &s) { s.pricing.spotFraction = 0.25; });
    QString error;
    QVERIFY2(doc.save(path, &error), qPrintable(error));
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.filePath(), path);

    ScenarioDocument other(engine::builtinCatalog());
    QVERIFY2(other.load(path, &error), qPrintable(error));
    QVERIFY(other.scenario() == doc.scenario());
    QCOMPARE(other.undoStack()->count(), 0);
}

void TestScenarioDocument::malformedFileLeavesDocumentUntouched_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not json") << QByteArray("{\"format\": ") << QStringLiteral("JSON");
    QTest::newRow("typo'd key") << QByteArray(
        R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "llama3-8b"},
            "training": {"tokens": 1e9, "global_batch": 8}, "cluster": {"instance": "aws/p5.48xlarge", "nodes": 1},
            "parallel": {"tpp": 2}})")
                                << QStringLiteral("parallel.tpp");
    QTest::newRow("missing file") << QByteArray() << QStringLiteral("cannot be read");
    // The window's wording (a field label, the translated sentence), not the command line's.
    QTest::newRow("impossible layout") << QByteArray(
        R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "llama3-8b"},
            "training": {"tokens": 1e9, "global_batch": 8}, "cluster": {"instance": "aws/p5.48xlarge", "nodes": 1},
            "parallel": {"tp": 3}})") << QStringLiteral("Tensor parallel (tp): ");
}

void TestScenarioDocument::malformedFileLeavesDocumentUntouched()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.scaleplan.json"));
    if (!content.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    ScenarioDocument doc(engine::builtinCatalog());
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 3; });
    const engine::Scenario before = doc.scenario();
    QString error;
    QVERIFY(!doc.load(path, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY(doc.scenario() == before);
    QVERIFY(doc.isModified());
    QCOMPARE(doc.undoStack()->count(), 1);
}

void TestScenarioDocument::chartDataCoversOtherInstances()
{
    ScenarioDocument doc(engine::builtinCatalog());
    const ChartData data = buildChartData(doc.scenario(), doc.catalog(), 0, 0);
    QVERIFY(data.valid);
    QVERIFY(data.costTime.size() > 3);
    QVERIFY(data.costTime.front().current);
    QVERIFY(!data.costTime.front().points.empty());
    // More nodes of the same layout: never slower (time falls as nodes grow).
    const auto &points = data.costTime.front().points;
    for (std::size_t i = 1; i < points.size(); ++i)
        QVERIFY(points[i].hours <= points[i - 1].hours * 1.0001);
    QVERIFY(!data.scaling.empty());
    QCOMPARE(data.scaling.front().speedup, 1.0);
}

void TestScenarioDocument::oneAnalysisPerEdit()
{
    engine::Catalog catalog = engine::builtinCatalog();
    ScenarioDocument doc(catalog);
    const std::shared_ptr<const ScenarioAnalysis> first = doc.analysis();
    QVERIFY(first && first->sweeps && !first->problem);
    QCOMPARE(first->result.expectedTimeH, doc.result().expectedTimeH);
    // The charts drawn from the document's analysis are those of the scenario analysed
    // afresh: the same curves, point for point.
    const ChartData drawn = buildChartData(*first, Goal{});
    const ChartData fresh = buildChartData(doc.scenario(), doc.catalog(), 0, 0);
    QCOMPARE(drawn.costTime.size(), fresh.costTime.size());
    for (std::size_t i = 0; i < drawn.costTime.size(); ++i) {
        QCOMPARE(drawn.costTime[i].label, fresh.costTime[i].label);
        QCOMPARE(drawn.costTime[i].points.size(), fresh.costTime[i].points.size());
        for (std::size_t j = 0; j < drawn.costTime[i].points.size(); ++j)
            QCOMPARE(drawn.costTime[i].points[j].costUsd, fresh.costTime[i].points[j].costUsd);
    }
    QCOMPARE(drawn.currentPoint.hours, fresh.currentPoint.hours);

    // A node step: a new estimate, the same sweeps (they do not depend on the count).
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 16; });
    QTRY_COMPARE(doc.analysis()->scenario.cluster.nodes, std::int64_t(16));
    QCOMPARE(doc.analysis()->sweeps, first->sweeps);
    QVERIFY(doc.result().expectedTimeH < 0.6 * first->result.expectedTimeH);
    // Any other change sweeps again, and so do new prices.
    doc.edit(QStringLiteral("tp"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.parallel.tp = 2; });
    QTRY_COMPARE(doc.analysis()->scenario.parallel.tp, std::int64_t(2));
    const std::shared_ptr<const std::vector<InstanceSweep>> tp2 = doc.analysis()->sweeps;
    QVERIFY(tp2 && tp2 != first->sweeps);
    catalog.instances.front().onDemandUsdPerHour *= 2;
    doc.replaceCatalog(catalog);
    QTRY_VERIFY(doc.analysis()->sweeps != tp2);
}

QTEST_MAIN(TestScenarioDocument)
#include "TestScenarioDocument.moc"
