// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Slider-to-chart latency of the workbench (targets on 2 cores: median <= 8 ms with the
// open scenario alone, <= 12 ms with three scenarios kept).
// Run: QT_QPA_PLATFORM=offscreen build/bench/bench_workbench -median 21
// Cold start has its own script: scripts/bench-cold-start.sh.
#include "MainWindow.h"
#include "charts/ChartPanel.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"

#include <QAction>
#include <QSignalSpy>
#include <QTest>

using namespace scaleplan;

class BenchWorkbench : public QObject
{
    Q_OBJECT

private slots:
    /// One slider step, alone and with three scenarios kept for comparison, whose curves
    /// the chart also draws.
    void sliderToChart_data();
    void sliderToChart();
};

void BenchWorkbench::sliderToChart_data()
{
    QTest::addColumn<int>("kept");
    QTest::newRow("open scenario alone") << 0;
    QTest::newRow("three kept") << 3;
}

void BenchWorkbench::sliderToChart()
{
    QFETCH(int, kept);
    ScenarioDocument document(engine::builtinCatalog());
    MainWindow window(&document);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *keep = window.findChild<QAction *>(QStringLiteral("keepForComparisonAction"));
    QVERIFY(keep);
    const std::int64_t keptNodes[] = {4, 32, 64};
    for (int i = 0; i < kept; ++i) {
        const std::int64_t at = keptNodes[i];
        document.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::None,
                      [at](engine::Scenario &s) { s.cluster.nodes = at; });
        keep->trigger();
    }
    QSignalSpy results(&document, &ScenarioDocument::resultChanged);
    std::int64_t nodes = 8;
    QBENCHMARK
    {
        // One slider step: the edit a drag makes, then wait until the charts hold the
        // series of the new node count.
        nodes = nodes == 8 ? 16 : 8;
        const qsizetype before = results.count();
        document.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
                      [nodes](engine::Scenario &s) { s.cluster.nodes = nodes; });
        QVERIFY(results.wait(1000) || results.count() > before);
        QVERIFY(window.chartPanel()->currentSeriesPointCount() > 0);
    }
}

QTEST_MAIN(BenchWorkbench)
#include "BenchWorkbench.moc"
