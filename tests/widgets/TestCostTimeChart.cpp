// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The cost-versus-time chart on constructed curves: a cost axis that one dear curve cannot
// flatten (its points off the chart are marked and the legend says so), a legend that
// names the most relevant few instance types and counts the rest as other, and the node
// counts written on the own curve.
#include "charts/ChartData.h"
#include "charts/ChartPanel.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace scaleplan;

namespace {

/// A curve of \p nodes counts (1, 2, 4, ...): the time halves with each doubling, the cost
/// grows by \p growth a doubling from \p cost at one node.
CostTimeSeries curve(const QString &label, double hours, double cost, double growth, int counts = 6)
{
    CostTimeSeries series;
    series.label = label;
    for (int i = 0; i < counts; ++i) {
        const auto nodes = std::int64_t(1) << i;
        series.points.push_back(
            {nodes, hours / static_cast<double>(nodes), cost * std::pow(growth, i)});
    }
    return series;
}

/// The own instance and seven others, costs from $10,000 to about $17,000 (the dearest
/// other 1.3 times the cheapest); the plan at 8 nodes.
ChartData chartData()
{
    ChartData data;
    data.valid = true;
    CostTimeSeries own = curve(QStringLiteral("own"), 800, 11000, 1.05);
    own.current = true;
    data.costTime.push_back(own);
    for (int i = 0; i < 7; ++i)
        data.costTime.push_back(
            curve(QStringLiteral("other %1").arg(i), 700 + 60 * i, 10000 + 500 * i, 1.04));
    data.currentPoint = own.points[3];
    return data;
}

double highestCost(const ChartData &data, const QString &except = {})
{
    double highest = 0;
    for (const CostTimeSeries &series : data.costTime) {
        if (series.label == except)
            continue;
        for (const CostTimePoint &point : series.points)
            highest = std::max(highest, point.costUsd);
    }
    return highest;
}

} // namespace

class TestCostTimeChart : public QObject
{
    Q_OBJECT

private slots:
    void everyPointShownWithoutOutlier();
    void oneOutlierDoesNotFlattenTheRest();
    void legendNamesTheRelevantFew();
    void nodeCountsOnTheOwnCurve();
    void planThatCannotRunIsNotMarked();
};

void TestCostTimeChart::everyPointShownWithoutOutlier()
{
    ChartPanel panel;
    panel.resize(1400, 900);
    panel.show();
    const ChartData data = chartData();
    panel.setData(data);
    QCoreApplication::processEvents();
    QVERIFY(panel.clippedCostTimeCurves().isEmpty());
    QVERIFY(panel.costTimeAxisMax() >= highestCost(data));
    for (const QString &text : panel.costTimeLegend())
        QVERIFY2(!text.startsWith(QStringLiteral("Off the chart")), qPrintable(text));
}

void TestCostTimeChart::oneOutlierDoesNotFlattenTheRest()
{
    ChartPanel panel;
    panel.resize(1400, 900);
    panel.show();
    // One instance type whose 32-node point costs $400,000, 20 times the rest's dearest:
    // drawn whole it would squeeze every other curve into the bottom twentieth.
    ChartData data = chartData();
    CostTimeSeries outlier = curve(QStringLiteral("dear"), 650, 10500, 1.04);
    outlier.points.back().costUsd = 400000;
    data.costTime.push_back(outlier);
    const double rest = highestCost(data, QStringLiteral("dear"));
    QVERIFY(rest < 20000);
    panel.setData(data);
    QCoreApplication::processEvents();
    // The axis ends near the others' dearest point (its ticks round up by at most a step,
    // and a step is at most a fifth of the range): under twice that, far under $400,000.
    QVERIFY2(panel.costTimeAxisMax() >= rest, qPrintable(QString::number(panel.costTimeAxisMax())));
    QVERIFY2(panel.costTimeAxisMax() < 2 * rest,
             qPrintable(QString::number(panel.costTimeAxisMax())));
    QCOMPARE(panel.clippedCostTimeCurves(), QStringList{QStringLiteral("dear")});
    const QStringList legend = panel.costTimeLegend();
    QVERIFY(std::any_of(legend.begin(), legend.end(), [](const QString &text) {
        return text.startsWith(QStringLiteral("Off the chart: costs above $"));
    }));

    // The same curves without it: nothing is off the chart again.
    data.costTime.pop_back();
    panel.setData(data);
    QCoreApplication::processEvents();
    QVERIFY(panel.clippedCostTimeCurves().isEmpty());
}

void TestCostTimeChart::legendNamesTheRelevantFew()
{
    ChartPanel panel;
    panel.resize(1400, 900);
    panel.show();
    ChartData data = chartData();
    // The fastest instance type is the dearest: named after the cheapest, ahead of the
    // cheaper but slower ones.
    data.costTime.push_back(curve(QStringLiteral("fast"), 200, 16000, 1.04));
    panel.setData(data);
    QCoreApplication::processEvents();
    const QStringList named = panel.namedCostTimeCurves();
    QVERIFY(named.size() >= 2);
    QVERIFY(named.size() <= 4);
    QCOMPARE(named.at(0), QStringLiteral("other 0")); // cheapest
    QCOMPARE(named.at(1), QStringLiteral("fast"));    // fastest
    if (named.size() > 2)
        QCOMPARE(named.at(2), QStringLiteral("other 1")); // then by cost
    // Eight other instance types: the rest are counted together.
    const QString other = QStringLiteral("Other instance types (%1)").arg(8 - named.size());
    QVERIFY2(panel.costTimeLegend().contains(other),
             qPrintable(panel.costTimeLegend().join(QLatin1Char('|'))));
    for (const QString &label : named)
        QVERIFY(panel.costTimeLegend().contains(label));
    QVERIFY(!panel.costTimeLegend().contains(QStringLiteral("other 6")));
}

void TestCostTimeChart::nodeCountsOnTheOwnCurve()
{
    ChartPanel panel;
    panel.resize(1400, 900);
    panel.show();
    panel.setData(chartData());
    QCoreApplication::processEvents();
    const QStringList labels = panel.costTimeNodeLabels();
    // The plan's count first; every label one of the curve's counts, none twice.
    QVERIFY(labels.size() >= 3);
    QCOMPARE(labels.front(), QStringLiteral("8"));
    for (const QString &label : labels)
        QVERIFY2(QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4"),
                              QStringLiteral("8"), QStringLiteral("16"), QStringLiteral("32")})
                     .contains(label),
                 qPrintable(label));
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());

    // Another node count moves the labels and keeps them: the same texts again.
    ChartData moved = chartData();
    moved.currentPoint = moved.costTime.front().points[4];
    panel.setData(moved);
    QCoreApplication::processEvents();
    QCOMPARE(panel.costTimeNodeLabels().front(), QStringLiteral("16"));
}

void TestCostTimeChart::planThatCannotRunIsNotMarked()
{
    ChartPanel panel;
    panel.resize(1400, 900);
    panel.show();
    // The layout breaks a rule at 12 nodes: no estimate of its own, the curves stay.
    ChartData data = chartData();
    data.valid = false;
    data.layoutRuns = false;
    data.currentPoint = {12, 0, 0};
    panel.setData(data);
    QCoreApplication::processEvents();
    QCOMPARE(panel.currentSeriesPointCount(), 6);
    const QStringList legend = panel.costTimeLegend();
    QVERIFY(legend.contains(QStringLiteral("This plan (nodes: 12) cannot run: see the message "
                                           "beside the inputs")));
    QVERIFY(!legend.contains(QStringLiteral("This plan (nodes: 12)")));
}

QTEST_MAIN(TestCostTimeChart)
#include "TestCostTimeChart.moc"
