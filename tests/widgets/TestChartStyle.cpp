// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Axis ticks: a linear time axis gets as many labels as fit the plot's width, the cost axis
// as many as fit its height.
#include "charts/ChartData.h"
#include "charts/ChartPanel.h"
#include "charts/ChartStyle.h"
#include "document/ChartDataBuilder.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"

#include <QCategoryAxis>
#include <QChartView>
#include <QFontMetricsF>
#include <QTest>

using namespace scaleplan;
using namespace scaleplan::chartstyle;

class TestChartStyle : public QObject
{
    Q_OBJECT

private slots:
    void ticksFitTheAxisWidth();
    void zeroDollarsHasNoUnit();
    void costLabelsFitAShortChart();
};

void TestChartStyle::ticksFitTheAxisWidth()
{
    // 7,370 h of range: niceStep's five ticks give a step of 1,000 h, ten labels.
    const double span = 7370;
    QCOMPARE(niceStep(span, 5), 1000.0);
    // Width unknown (before the first layout): niceStep's choice.
    QCOMPARE(fittingStep(span, 0, 50), 1000.0);
    // A wide plot keeps it: (7.37 + 2) x 75 px = 703 px <= 800 px.
    QCOMPARE(fittingStep(span, 800, 50), 1000.0);
    // 300 px with 50 px labels: 1,000 h needs 703 px, 2,000 h 426 px, 5,000 h 260 px.
    QCOMPARE(fittingStep(span, 300, 50), 5000.0);
    // Too narrow for two labels: stop at one interval instead of growing for ever.
    QCOMPARE(fittingStep(span, 10, 50), 10000.0);
}

void TestChartStyle::zeroDollarsHasNoUnit()
{
    const QLocale c(QLocale::C);
    QCOMPARE(formatUsd(c, 0.0, 8e5, 0), QStringLiteral("$0"));
    QCOMPARE(formatUsd(c, 2e5, 8e5, 0), QStringLiteral("$200k"));
    QCOMPARE(formatUsd(c, 1.5e6, 2e6, 1), QStringLiteral("$1.5M"));
}

void TestChartStyle::costLabelsFitAShortChart()
{
    // A laptop-sized window gives the cost chart a plot about 100 px high. Qt Charts elides
    // a category label taller than its interval, so eight $100k steps read "..." there:
    // the steps must leave each label its height and a half.
    ChartPanel panel;
    panel.resize(900, 460);
    const engine::Catalog &catalog = engine::builtinCatalog();
    panel.setData(buildChartData(defaultScenario(catalog), catalog, 0, 0));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));

    QChart *chart = nullptr;
    for (QChartView *view : panel.findChildren<QChartView *>()) {
        if (view->chart()->title() == ChartPanel::chartTitle(ChartPanel::Chart::CostTime))
            chart = view->chart();
    }
    QVERIFY(chart != nullptr);
    auto *costs = qobject_cast<QCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
    QVERIFY(costs != nullptr);
    const double labelHeight = QFontMetricsF(costs->labelsFont()).height();
    QTRY_VERIFY2(costs->count() >= 2, "at least the two ends are labelled");
    const double height = chart->plotArea().height();
    QVERIFY2(height < 200, qPrintable(QString::number(height))); // the case under test
    const int intervals = costs->count() - 1;
    QTRY_VERIFY2(intervals == 1
                     || (intervals + 2) * 1.5 * labelHeight <= chart->plotArea().height(),
                 qPrintable(QStringLiteral("%1 labels of %2 px on %3 px")
                                .arg(costs->count())
                                .arg(labelHeight)
                                .arg(chart->plotArea().height())));
    QVERIFY(!costs->categoriesLabels().contains(QStringLiteral("$0k")));
}

QTEST_MAIN(TestChartStyle)

#include "TestChartStyle.moc"
