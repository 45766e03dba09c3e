// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Axis ticks: a linear time axis gets as many labels as fit the plot's width, the cost axis
// as many as fit its height.
#include "MainWindow.h"
#include "charts/ChartData.h"
#include "charts/ChartPanel.h"
#include "charts/ChartStyle.h"
#include "common/Format.h"
#include "document/ChartDataBuilder.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"

#include <QCategoryAxis>
#include <QChartView>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QTest>

using namespace scaleplan;
using namespace scaleplan::chartstyle;

class TestChartStyle : public QObject
{
    Q_OBJECT

private slots:
    void ticksFitTheAxisWidth();
    void zeroDollarsHasNoUnit();
    void verticalTicksFitQtChartsLabelBoxes();
    void costLabelsFitAShortChart_data();
    void costLabelsFitAShortChart();
    void labelsAreWholeInTheWindow_data();
    void labelsAreWholeInTheWindow();
};

namespace {

/// The text Qt Charts drew in \p chart's scene, visible items only.
QStringList drawnTexts(QChart *chart)
{
    QStringList drawn;
    for (QGraphicsItem *item : chart->scene()->items()) {
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            drawn << text->toPlainText();
    }
    return drawn;
}

/// The cost-versus-time chart among \p parent's chart views.
QChart *costChart(const QWidget &parent)
{
    for (QChartView *view : parent.findChildren<QChartView *>()) {
        if (view->chart()->title() == ChartPanel::chartTitle(ChartPanel::Chart::CostTime))
            return view->chart();
    }
    return nullptr;
}

} // namespace

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

void TestChartStyle::verticalTicksFitQtChartsLabelBoxes()
{
    // Costs of $20.9k to $94.1k, padded by $2.9k: niceStep gives $10k, ten ticks from $10k
    // to $100k. Each of the 11 labels (one empty, as Qt Charts counts a category axis's)
    // gets 1/11 of the axis less 8 px of padding, and a 12.8 px line needs 13.8 px: 240 px.
    const double from = 20898.5;
    const double to = 94148.9;
    const double span = to - from;
    const VerticalTicks unknown = fittingVerticalTicks(from, to, span, span * 0.04, 0, 12.8);
    QCOMPARE(unknown.step, 10000.0);
    QCOMPARE(unknown.low, 10000.0);
    QCOMPARE(unknown.high, 100000.0);
    QCOMPARE(fittingVerticalTicks(from, to, span, span * 0.04, 240, 12.8).step, 10000.0);
    QCOMPARE(fittingVerticalTicks(from, to, span, span * 0.04, 239, 12.8).step, 20000.0);
    // 186.5 px (what the window gave, where every label read "..."): $20k, six labels from $0
    // to $100k, 186.5 / 7 - 8 = 18.6 px each.
    const VerticalTicks window = fittingVerticalTicks(from, to, span, span * 0.04, 186.5, 12.8);
    QCOMPARE(window.step, 20000.0);
    QCOMPARE(window.low, 0.0);
    QCOMPARE(window.high, 100000.0);
    // Too short for even two labels: one interval, not a loop without end.
    QVERIFY(fittingVerticalTicks(from, to, span, span * 0.04, 5, 12.8).step >= to);
}

void TestChartStyle::costLabelsFitAShortChart_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("instance");
    QTest::addColumn<int>("height");
    // The default scenario in a laptop-sized window (a plot about 100 px high), and an fp8
    // plan on p4d nodes whose other instance types span $21k to $94k, in a taller one.
    QTest::newRow("default, short")
        << QStringLiteral("bf16") << QStringLiteral("aws/p5.48xlarge") << 460;
    QTest::newRow("p4d, taller") << QStringLiteral("fp8") << QStringLiteral("aws/p4d.24xlarge")
                                 << 600;
}

void TestChartStyle::costLabelsFitAShortChart()
{
    // Qt Charts writes "..." for a cost label its share of the axis cannot hold: every label
    // drawn must be whole.
    QFETCH(QString, precision);
    QFETCH(QString, instance);
    QFETCH(int, height);
    ChartPanel panel;
    panel.resize(900, height);
    const engine::Catalog &catalog = engine::builtinCatalog();
    engine::Scenario scenario = defaultScenario(catalog);
    scenario.training.precision
        = precision == QLatin1String("fp8") ? engine::Precision::Fp8 : engine::Precision::Bf16;
    scenario.cluster.instance = instance.toStdString();
    panel.setData(buildChartData(scenario, catalog, 0, 0));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));

    QChart *chart = costChart(panel);
    QVERIFY(chart != nullptr);
    auto *costs = qobject_cast<QCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
    QVERIFY(costs != nullptr);
    const double labelHeight = QFontMetricsF(costs->labelsFont()).height();
    QTRY_VERIFY2(costs->count() >= 2, "at least the two ends are labelled");
    QVERIFY2(chart->plotArea().height() < 260,
             qPrintable(QString::number(chart->plotArea().height())));
    QVERIFY(!costs->categoriesLabels().contains(QStringLiteral("$0k")));
    // What Qt Charts drew: no label of the scene elided.
    QTest::qWait(50);
    const QStringList drawn = drawnTexts(chart);
    QVERIFY2(!drawn.isEmpty(), "the chart drew its labels");
    for (const QString &label : drawn)
        QVERIFY2(!label.endsWith(QStringLiteral("...")),
                 qPrintable(QStringLiteral("'%1' among %2 on a %3 px plot (%4 px labels)")
                                .arg(label, drawn.join(QLatin1Char(' ')))
                                .arg(chart->plotArea().height())
                                .arg(labelHeight)));
}

void TestChartStyle::labelsAreWholeInTheWindow_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("1400 x 900") << 1400 << 900;
    QTest::newRow("1100 x 700") << 1100 << 700;
}

void TestChartStyle::labelsAreWholeInTheWindow()
{
    // The whole window with an fp8 plan on p4d nodes (its warning and notes take room above
    // the charts). At 1400 x 900 the cost axis read "..." at every tick until its steps
    // followed Qt Charts' own rule for a label's room (fittingVerticalTicks); at 1100 x 700
    // the memory chart's axis did until the charts kept a height of their own and the
    // window's centre scrolled instead.
    QFETCH(int, width);
    QFETCH(int, height);
    const engine::Catalog &catalog = engine::builtinCatalog();
    engine::Scenario scenario = defaultScenario(catalog);
    scenario.training.precision = engine::Precision::Fp8;
    scenario.training.tokens = 1e11;
    scenario.cluster.instance = "aws/p4d.24xlarge";
    scenario.parallel.tp = 2;
    scenario.parallel.zero = 1;
    ScenarioDocument document(catalog);
    document.reset(scenario, QString());
    MainWindow window(&document);
    window.resize(width, height);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QChart *cost = costChart(window);
    QVERIFY(cost != nullptr);
    QTRY_VERIFY(drawnTexts(cost).filter(QStringLiteral("$")).size() >= 2);
    QTest::qWait(100);
    auto *panel = window.findChild<ChartPanel *>();
    QVERIFY(panel != nullptr);
    const QList<QChartView *> views = panel->findChildren<QChartView *>();
    QCOMPARE(views.size(), 4);
    for (QChartView *view : views) {
        QChart *chart = view->chart();
        const QStringList drawn = drawnTexts(chart);
        for (const QString &label : drawn)
            QVERIFY2(!label.endsWith(QStringLiteral("...")),
                     qPrintable(QStringLiteral("'%1' in '%2' among %3 on a %4 px plot")
                                    .arg(label, chart->title(), drawn.join(QLatin1Char(' ')))
                                    .arg(chart->plotArea().height())));
    }
}

QTEST_MAIN(TestChartStyle)

#include "TestChartStyle.moc"
