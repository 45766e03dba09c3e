// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A layout that breaks a rule at its node count, through the window: the charts keep the
// node counts and instance types where it is valid, and the inline message offers the
// nearest change that makes it run, applied with one click as one undo step.
#include "MainWindow.h"
#include "charts/ChartPanel.h"
#include "document/ChartDataBuilder.h"
#include "document/ScenarioDocument.h"
#include "panels/InputPanels.h"

#include "scaleplan/engine/Catalog.h"

#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

using namespace scaleplan;

namespace {

/// The visible label whose text carries the fix's link, or null.
QLabel *fixLink(const QWidget &window)
{
    for (QLabel *label : window.findChildren<QLabel *>()) {
        if (label->isVisible() && label->text().contains(QStringLiteral("href=\"fix\"")))
            return label;
    }
    return nullptr;
}

/// The default scenario (512 sequences a step, 8 GPUs a node) at 12 nodes: dp 96 does not
/// divide the batch, 512 = 2^9.
void breakBatch(ScenarioDocument &doc)
{
    doc.setNodes(12, QStringLiteral("nodes"));
    QCoreApplication::processEvents();
}

} // namespace

class TestLayoutFix : public QObject
{
    Q_OBJECT

private slots:
    void invalidLayoutKeepsOtherCurves();
    void oneClickMakesItRun();
    void screenshots();
};

void TestLayoutFix::invalidLayoutKeepsOtherCurves()
{
    const engine::Catalog &catalog = engine::builtinCatalog();
    ScenarioDocument doc(catalog);
    const std::size_t before = buildChartData(*doc.analysis(), doc.goal()).costTime.size();
    breakBatch(doc);
    QVERIFY(doc.problem());
    QCOMPARE(doc.problem()->field, std::string("training.global_batch"));

    const ChartData data = buildChartData(*doc.analysis(), doc.goal());
    QVERIFY(!data.valid);
    QVERIFY(!data.layoutRuns);
    QCOMPARE(data.currentPoint.nodes, std::int64_t(12));
    QCOMPARE(data.currentPoint.hours, 0.0);
    // Every instance type that ran the layout at 8 nodes still has its curve, and the own
    // curve has the counts whose dp divides 512 (1, 2, 4, 8, 16, 32, 64 nodes: dp 8 ...
    // 512) but not 12 (dp 96) nor 6 (dp 48).
    QCOMPARE(data.costTime.size(), before);
    const CostTimeSeries &own = data.costTime.front();
    QVERIFY(own.current);
    std::vector<std::int64_t> counts;
    for (const CostTimePoint &point : own.points)
        counts.push_back(point.nodes);
    for (const std::int64_t n : {1, 2, 4, 8, 16, 32, 64})
        QVERIFY2(std::find(counts.begin(), counts.end(), n) != counts.end(),
                 qPrintable(QString::number(n)));
    for (const std::int64_t n : {3, 6, 12, 24})
        QVERIFY(std::find(counts.begin(), counts.end(), n) == counts.end());
    QVERIFY(!data.scaling.empty());

    // In the window: the own curve drawn, its plan said not to run.
    MainWindow window(&doc);
    window.resize(1400, 900);
    window.show();
    QTRY_COMPARE(window.chartPanel()->currentSeriesPointCount(), static_cast<int>(counts.size()));
    QTRY_VERIFY(window.chartPanel()->costTimeLegend().contains(
        QStringLiteral("This plan (nodes: 12) cannot run: see the message beside the inputs")));
}

void TestLayoutFix::oneClickMakesItRun()
{
    const engine::Catalog &catalog = engine::builtinCatalog();
    ScenarioDocument doc(catalog);
    MainWindow window(&doc);
    window.resize(1400, 900);
    window.show();
    breakBatch(doc);
    auto *inputs = window.findChild<InputPanels *>();
    QVERIFY(inputs);
    // 480 and 576 are the multiples of 96 either side of 512; 480 is nearer.
    QCOMPARE(inputs->layoutFixText(), QStringLiteral("Use global batch 480"));
    QLabel *link = nullptr;
    QTRY_VERIFY((link = fixLink(window)) != nullptr);
    QVERIFY(link->text().contains(QStringLiteral("Use global batch 480")));

    const int steps = doc.undoStack()->count();
    emit link->linkActivated(QStringLiteral("fix"));
    QCoreApplication::processEvents();
    QVERIFY(!doc.problem());
    QVERIFY(doc.result().feasible);
    QCOMPARE(doc.scenario().training.globalBatch, std::int64_t(480));
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(12));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Use global batch 480"));
    QVERIFY(inputs->layoutFixText().isEmpty());
    QTRY_VERIFY(fixLink(window) == nullptr);
    QTRY_VERIFY(
        window.chartPanel()->costTimeLegend().contains(QStringLiteral("This plan (nodes: 12)")));

    // One undo: the batch that broke the rule, and the offer again.
    doc.undoStack()->undo();
    QCoreApplication::processEvents();
    QCOMPARE(doc.scenario().training.globalBatch, std::int64_t(512));
    QVERIFY(doc.problem());
    QCOMPARE(inputs->layoutFixText(), QStringLiteral("Use global batch 480"));

    // A micro-batch that divides nothing at 8 nodes: 512 / (64 x 3). The nearest that
    // runs is 1 (2 and 4 do not fit in memory with tp 1), and one click takes it.
    doc.setNodes(8, QStringLiteral("nodes"));
    doc.edit(QStringLiteral("micro-batch"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.microBatch = 3; });
    QCoreApplication::processEvents();
    QVERIFY(doc.problem());
    QCOMPARE(inputs->layoutFixText(), QStringLiteral("Use micro-batch 1"));
    QVERIFY(inputs->applyLayoutFix());
    QCoreApplication::processEvents();
    QVERIFY(!doc.problem());
    QCOMPARE(doc.scenario().training.microBatch, std::int64_t(1));

    // Valid but too big: Llama 3 8B's 16 bytes a parameter of model states (128 GB) on one
    // node without ZeRO. The offer splits the model; one click and it fits.
    doc.setNodes(1, QStringLiteral("nodes"));
    doc.edit(QStringLiteral("zero"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.parallel.zero = 0; });
    QCoreApplication::processEvents();
    QVERIFY(!doc.problem());
    QVERIFY(!doc.result().feasible);
    const QString split = inputs->layoutFixText();
    QVERIFY2(split.startsWith(QStringLiteral("Use tp "))
                 || split.startsWith(QStringLiteral("Use pp ")),
             qPrintable(split));
    QTRY_VERIFY(fixLink(window) != nullptr);
    emit fixLink(window)->linkActivated(QStringLiteral("fix"));
    QTRY_VERIFY(doc.result().feasible);
    QVERIFY(doc.scenario().parallel.tp * doc.scenario().parallel.pp >= 2);
}

void TestLayoutFix::screenshots()
{
    // SCALEPLAN_SHOTS=DIR: the window with a broken layout and one that does not fit, in
    // English and German, at 1280 x 720 and 1920 x 1080.
    const QString dir = qEnvironmentVariable("SCALEPLAN_SHOTS");
    if (dir.isEmpty())
        QSKIP("SCALEPLAN_SHOTS not set");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        QTranslator translator;
        if (lang != QStringLiteral("en")) {
            QVERIFY(translator.load(QLocale(lang), QStringLiteral("scaleplan"), QStringLiteral("_"),
                                    QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
            QLocale::setDefault(QLocale(lang));
        }
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            for (const bool memory : {false, true}) {
                const engine::Catalog &catalog = engine::builtinCatalog();
                ScenarioDocument doc(catalog);
                MainWindow window(&doc);
                window.resize(size);
                window.show();
                if (memory)
                    doc.edit(QStringLiteral("70b"), ScenarioDocument::Merge::None,
                             [&catalog](engine::Scenario &s) {
                                 s.model = catalog.findPreset("llama3-70b")->model;
                                 s.model.preset = "llama3-70b";
                                 s.parallel.zero = 0;
                             });
                else
                    breakBatch(doc);
                QTest::qWait(1500);
                window.grab().save(QDir(dir).filePath(
                    QStringLiteral("layout-%1-%2-%3.png")
                        .arg(memory ? QStringLiteral("memory") : QStringLiteral("batch"), lang)
                        .arg(size.width())));
            }
        }
        if (lang != QStringLiteral("en")) {
            QCoreApplication::removeTranslator(&translator);
            QLocale::setDefault(QLocale::c());
        }
    }
}

QTEST_MAIN(TestLayoutFix)
#include "TestLayoutFix.moc"
