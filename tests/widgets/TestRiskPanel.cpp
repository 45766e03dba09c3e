// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Risk dock follows the document off the UI thread and shows the simulation; the
// cost-versus-time chart data carries the p10-p90 band.
#include "charts/ChartPanel.h"
#include "charts/CostTimeChart.h"
#include "charts/FinishTimeChart.h"
#include "document/ChartDataBuilder.h"
#include "document/ScenarioDocument.h"
#include "risk/RiskPanel.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"

#include <QAbstractSeries>
#include <QChart>
#include <QLabel>
#include <QLocale>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <cmath>
#include <numeric>

using namespace scaleplan;

class TestRiskPanel : public QObject
{
    Q_OBJECT

private slots:
    void analysisMatchesEngine();
    void panelFollowsTheDocument();
    void spotPolicyTableShowsBothPolicies();
    void invalidScenarioSaysWhy();
    void chartDataCarriesRiskBand();
    void costTimeChartDrawsTheBand();
    void oneNodeCountDrawsNoBand();
};

void TestRiskPanel::analysisMatchesEngine()
{
    engine::Scenario scenario = defaultScenario(engine::builtinCatalog());
    scenario.pricing.spotFraction = 0.5;
    const RiskAnalysis a = analyzeRisk(scenario, engine::builtinCatalog(), 1.0);
    QVERIFY2(a.valid, qPrintable(a.problem));
    QCOMPARE(a.simulation.trials, kRiskTrials);
    QCOMPARE(a.seed, engine::riskSeed(scenario));
    // The same percentiles the command line prints (estimate with 10,000 trials).
    const engine::Result mc
        = engine::estimate(scenario, engine::builtinCatalog(),
                           engine::EstimateOptions{.riskTrials = kRiskTrials, .today = {}});
    QCOMPARE(a.simulation.p50TimeH, mc.risk.p50TimeH);
    QCOMPARE(a.simulation.p90CostUsd, mc.risk.p90CostUsd);
    QCOMPARE(std::accumulate(a.histogram.counts.begin(), a.histogram.counts.end(), 0), kRiskTrials);
    QCOMPARE(a.scan.points.size(), std::size_t(25));
}

void TestRiskPanel::panelFollowsTheDocument()
{
    ScenarioDocument doc(engine::builtinCatalog());
    RiskPanel panel(&doc);
    QSignalSpy ready(&panel, &RiskPanel::analysisReady);
    QVERIFY(!ready.wait(500)); // hidden: nothing simulated
    panel.show();
    QVERIFY(ready.wait(20000));
    QVERIFY(panel.analysis().valid);
    const double before = panel.analysis().simulation.p50TimeH;
    QVERIFY(panel.summaryLabel()->text().contains(QStringLiteral("p10 / p50 / p90")));
    QVERIFY(panel.policyNote()->isHidden()); // on demand: nothing is reclaimed
    QVERIFY(panel.finishTimeChart()->binCount() > 0);
    // The seed is a detail for whoever reruns the simulation: in the tooltip, not the text.
    QCOMPARE(panel.statusLabel()->text(),
             QLocale().toString(kRiskTrials) + QStringLiteral(" simulated runs."));
    QVERIFY(panel.statusLabel()->toolTip().contains(QString::number(panel.analysis().seed, 16)));

    // Twice the nodes: the run gets shorter, and the panel follows without a call.
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes *= 2; });
    QVERIFY(ready.wait(20000));
    QVERIFY(panel.analysis().simulation.p50TimeH < before);

    panel.resize(520, 760);
    const QImage shot = panel.grab().toImage();
    QVERIFY(!shot.isNull());
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS"))
        shot.save(qEnvironmentVariable("SCALEPLAN_SHOTS") + QStringLiteral("/riskpanel.png"));
}

void TestRiskPanel::spotPolicyTableShowsBothPolicies()
{
    ScenarioDocument doc(engine::builtinCatalog());
    doc.edit(QStringLiteral("spot"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.pricing.spotFraction = 1.0; });
    RiskPanel panel(&doc);
    panel.show();
    QSignalSpy ready(&panel, &RiskPanel::analysisReady);
    QVERIFY(ready.wait(20000));
    const RiskAnalysis &a = panel.analysis();
    QVERIFY(a.valid);
    // One column per policy (wait, continue), one row per figure.
    QCOMPARE(panel.policyTable()->columnCount(), 2);
    QCOMPARE(panel.policyTable()->rowCount(), 4);
    for (int r = 0; r < 4; ++r) {
        for (int c = 0; c < 2; ++c)
            QVERIFY(!panel.policyTable()->item(r, c)->text().isEmpty());
    }
    // Continuing on fewer nodes never waits, so it is never slower than the wait's extra.
    QVERIFY(a.policies.continueOnFewer.meanTimeH > 0);
    QVERIFY(a.policies.waitForReplacement.meanTimeH >= a.simulation.meanTimeH * 0.99);
    // The table's "wait for replacement" adds the wait the p50 above leaves out: the note
    // under it says so, naming the wait (1 h by default) and the runs behind the means.
    QVERIFY(a.policies.waitForReplacement.meanTimeH > a.simulation.p50TimeH);
    QVERIFY(!panel.policyNote()->isHidden());
    QVERIFY(panel.policyNote()->text().contains(QStringLiteral("replacement wait (1.0 h)")));
    QVERIFY(panel.policyNote()->text().contains(
        QLocale().toString(a.policies.waitForReplacement.trials)));
}

void TestRiskPanel::invalidScenarioSaysWhy()
{
    engine::Scenario scenario = defaultScenario(engine::builtinCatalog());
    scenario.parallel.tp = 3; // does not divide the node's GPUs
    const RiskAnalysis a = analyzeRisk(scenario, engine::builtinCatalog(), 1.0);
    QVERIFY(!a.valid);
    QVERIFY(!a.problem.isEmpty());
}

void TestRiskPanel::chartDataCarriesRiskBand()
{
    const engine::Scenario scenario = defaultScenario(engine::builtinCatalog());
    const ChartData data = buildChartData(scenario, engine::builtinCatalog(), 0, 0);
    QVERIFY(data.valid);
    QVERIFY(!data.costTime.empty());
    int banded = 0;
    for (const CostTimePoint &p : data.costTime.front().points) {
        QVERIFY(p.p10Hours <= p.hours * (1 + 1e-9));
        QVERIFY(p.p90Hours >= p.hours * (1 - 1e-9));
        QVERIFY(p.p10CostUsd <= p.p90CostUsd);
        banded += p.p90Hours > p.p10Hours ? 1 : 0;
    }
    QVERIFY(banded > 0);
}

void TestRiskPanel::costTimeChartDrawsTheBand()
{
    ChartData data
        = buildChartData(defaultScenario(engine::builtinCatalog()), engine::builtinCatalog(), 0, 0);
    QVERIFY(data.valid);
    ChartPanel panel;
    panel.resize(1200, 800);
    for (CostTimePoint &p : data.costTime.front().points) {
        p.p10Hours = p.p90Hours = p.p10CostUsd = p.p90CostUsd = 0;
    }
    panel.setData(data);
    const QImage without = panel.renderChart(ChartPanel::Chart::CostTime, QSize(800, 500));
    // A wide band: -20% / +40% of time and cost around every point of the own curve.
    for (CostTimePoint &p : data.costTime.front().points) {
        p.p10Hours = 0.8 * p.hours;
        p.p10CostUsd = 0.8 * p.costUsd;
        p.p90Hours = 1.4 * p.hours;
        p.p90CostUsd = 1.4 * p.costUsd;
    }
    panel.setData(data);
    const QImage with = panel.renderChart(ChartPanel::Chart::CostTime, QSize(800, 500));
    QVERIFY(with != without);
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS"))
        with.save(qEnvironmentVariable("SCALEPLAN_SHOTS") + QStringLiteral("/band.png"));
}

void TestRiskPanel::oneNodeCountDrawsNoBand()
{
    // Where only one node count runs, the band has one point: an area series of it paints a
    // closed path with no area, which PDF readers reject ("no current point in closepath"),
    // so it stays hidden; two points draw it.
    ChartData data
        = buildChartData(defaultScenario(engine::builtinCatalog()), engine::builtinCatalog(), 0, 0);
    QVERIFY(data.valid);
    std::vector<CostTimePoint> &points = data.costTime.front().points;
    QVERIFY(points.size() >= 2);
    for (CostTimePoint &p : points) {
        p.p10Hours = 0.8 * p.hours;
        p.p10CostUsd = 0.8 * p.costUsd;
        p.p90Hours = 1.4 * p.hours;
        p.p90CostUsd = 1.4 * p.costUsd;
    }
    const auto bandShown = [](const CostTimeChart &chart) {
        for (const QAbstractSeries *series : chart.chart()->series()) {
            if (series->type() == QAbstractSeries::SeriesTypeArea)
                return series->isVisible();
        }
        return false;
    };
    CostTimeChart chart;
    points.resize(2);
    chart.setData(data);
    QCOMPARE(chart.bandPointCount(), 2);
    QVERIFY(bandShown(chart));
    points.resize(1);
    chart.setData(data);
    QCOMPARE(chart.bandPointCount(), 1);
    QVERIFY(!bandShown(chart));
}

QTEST_MAIN(TestRiskPanel)
#include "TestRiskPanel.moc"
