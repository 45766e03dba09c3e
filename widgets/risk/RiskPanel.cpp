// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "risk/RiskPanel.h"

#include "charts/FinishTimeChart.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMetaObject>
#include <QPointer>
#include <QShowEvent>
#include <QTableWidget>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace scaleplan {

namespace {

/// Trials per point of the interval scan and per spot policy (common random numbers keep
/// the comparison smooth with fewer trials).
constexpr int kScanTrials = 1000;
constexpr int kPolicyTrials = 4000;
constexpr int kHistogramBins = 40;
/// Edits come in bursts (slider drags): wait this long for the last one.
constexpr int kDebounceMs = 150;

QString timeTriple(double p10, double p50, double p90)
{
    return RiskPanel::tr("%1 / %2 / %3").arg(formatHours(p10), formatHours(p50), formatHours(p90));
}

QString costTriple(double p10, double p50, double p90)
{
    return RiskPanel::tr("%1 / %2 / %3").arg(formatUsd(p10), formatUsd(p50), formatUsd(p90));
}

} // namespace

RiskAnalysis analyzeRisk(const engine::Scenario &scenario, const engine::Catalog &catalog,
                         double replacementWaitH, int trials)
{
    RiskAnalysis analysis;
    analysis.replacementWaitH = replacementWaitH;
    if (const auto problem = engine::validateScenario(scenario, catalog)) {
        analysis.problem
            = RiskPanel::tr("The scenario is not valid: %1").arg(diagnosticLine(*problem));
        return analysis;
    }
    const engine::Result result = engine::estimate(scenario, catalog);
    const auto stop = std::find_if(
        result.issues.begin(), result.issues.end(),
        [](const engine::Diagnostic &issue) { return issue.severity == engine::Severity::Error; });
    if (stop != result.issues.end() || result.trainingTimeH <= 0) {
        analysis.problem = stop != result.issues.end()
                               ? RiskPanel::tr("Nothing to simulate: %1").arg(diagnosticLine(*stop))
                               : RiskPanel::tr("Nothing to simulate: the run has no work.");
        return analysis;
    }
    analysis.seed = engine::riskSeed(scenario);
    analysis.process = engine::riskProcess(scenario, catalog, result);
    engine::SimulationOptions options;
    options.trials = engine::boundedTrials(analysis.process, trials);
    options.seed = analysis.seed;
    analysis.simulation = engine::simulateRisk(analysis.process, options);
    analysis.histogram = engine::finishTimeHistogram(analysis.simulation, kHistogramBins);
    analysis.scan = engine::scanCheckpointIntervals(
        analysis.process, engine::boundedTrials(analysis.process, kScanTrials), analysis.seed);
    analysis.policies = engine::compareSpotPolicies(
        analysis.process, engine::boundedTrials(analysis.process, kPolicyTrials), analysis.seed,
        replacementWaitH);
    analysis.valid = true;
    return analysis;
}

RiskPanel::RiskPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_summary = new QLabel(this);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setToolTip(
        tr("Hardware failures on every node (mean time between failures from the Llama 3 "
           "report: 419 interruptions in 54 days on 16,384 GPUs) and reclaims of spot nodes "
           "(AWS Spot Advisor band), each losing the work since the last checkpoint plus a "
           "restart. Percentiles of 10,000 simulated runs; the seed comes from the scenario, "
           "so the same scenario always gives the same figures. See docs/risk.md."));
    layout->addWidget(m_summary);

    auto *form = new QFormLayout;
    m_wait = new QDoubleSpinBox(this);
    m_wait->setRange(0, 168);
    m_wait->setDecimals(2);
    m_wait->setSingleStep(0.25);
    m_wait->setSuffix(tr(" h"));
    m_wait->setValue(kDefaultReplacementWaitH);
    m_wait->setToolTip(tr("How long a reclaimed spot node takes to be replaced, on top of the "
                          "restart (an assumption: 1 h by default). Continuing on fewer nodes "
                          "does not wait but runs slower."));
    form->addRow(tr("Spot replacement wait:"), m_wait);
    layout->addLayout(form);

    // One column per policy, one row per figure: fits a narrow dock.
    m_policies = new QTableWidget(4, 2, this);
    m_policies->setHorizontalHeaderLabels(
        {tr("Wait for\nreplacement"), tr("Continue on\nfewer nodes")});
    m_policies->setVerticalHeaderLabels(
        {tr("Mean time"), tr("p90 time"), tr("Mean cost"), tr("p90 cost")});
    m_policies->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_policies->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // One text line per row, all rows alike.
    m_policies->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_policies->verticalHeader()->setDefaultSectionSize(m_policies->fontMetrics().height() + 10);
    m_policies->setToolTip(tr("When spot nodes are reclaimed: wait for replacements, or restart "
                              "at once on the remaining nodes (throughput and price scale with "
                              "the nodes left)."));
    m_policies->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_policies->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_policies->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_policies);
    m_policyNote = new QLabel(this);
    m_policyNote->setWordWrap(true);
    m_policyNote->setObjectName(QStringLiteral("policyNote"));
    layout->addWidget(m_policyNote);

    m_chart = new FinishTimeChart(this);
    layout->addWidget(m_chart, 1);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &RiskPanel::start);
    connect(m_document, &ScenarioDocument::resultChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_wait, &QDoubleSpinBox::valueChanged, m_debounce, qOverload<>(&QTimer::start));
    fill();
    m_debounce->start();
}

RiskPanel::~RiskPanel()
{
    // Workers hold the catalog by reference.
    QThreadPool::globalInstance()->waitForDone();
}

void RiskPanel::refresh()
{
    m_debounce->stop();
    start();
}

void RiskPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        m_debounce->start(0);
}

void RiskPanel::start()
{
    if (!isVisible()) {
        m_stale = true; // simulate when shown (the dock starts hidden)
        return;
    }
    m_stale = false;
    ++m_generation;
    if (m_running) {
        m_pending = true; // only the newest scenario matters
        return;
    }
    m_running = true;
    m_status->setText(tr("Simulating %L1 runs…").arg(kRiskTrials));
    m_status->setToolTip(QString());
    const quint64 generation = m_generation;
    QPointer<RiskPanel> self(this);
    const engine::Catalog *catalog = &m_document->catalog();
    const engine::Scenario scenario = m_document->scenario();
    const double wait = m_wait->value();
    QThreadPool::globalInstance()->start([self, catalog, scenario, wait, generation] {
        RiskAnalysis analysis = analyzeRisk(scenario, *catalog, wait);
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, analysis = std::move(analysis)] {
                if (self)
                    self->present(generation, analysis);
            },
            Qt::QueuedConnection);
    });
}

void RiskPanel::present(quint64 generation, const RiskAnalysis &analysis)
{
    m_running = false;
    if (m_pending) {
        m_pending = false;
        start();
        return;
    }
    if (generation != m_generation)
        return;
    m_analysis = analysis;
    fill();
    emit analysisReady();
}

void RiskPanel::fill()
{
    const RiskAnalysis &a = m_analysis;
    if (!a.valid) {
        m_status->setText(a.problem.isEmpty() ? tr("Simulating…") : a.problem);
        m_summary->clear();
        for (int row = 0; row < m_policies->rowCount(); ++row) {
            for (int column = 0; column < m_policies->columnCount(); ++column)
                m_policies->setItem(row, column, new QTableWidgetItem(QStringLiteral("–")));
        }
        m_chart->clear();
        return;
    }
    const engine::RiskSimulation &s = a.simulation;
    m_status->setText(tr("%L1 simulated runs.").arg(s.trials));
    // The seed matters to whoever reruns the simulation, not to a reader of the figures.
    m_status->setToolTip(tr("Random seed %1, derived from the scenario: the same scenario "
                            "always gives the same figures.")
                             .arg(QString::number(a.seed, 16)));
    const double mtbi = 1.0 / std::max(a.process.failuresPerH() + a.process.reclaimsPerH(), 1e-12);
    QString html = QStringLiteral("<table cellspacing='4'>");
    const auto row = [&html](const QString &label, const QString &value) {
        html += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    row(tr("Checkpoint interval"), formatHours(a.process.intervalH));
    row(tr("Young / Daly optimum"),
        tr("%1 / %2").arg(formatHours(a.scan.youngH), formatHours(a.scan.dalyH)));
    row(tr("Simulated optimum"),
        tr("%1 (mean %2; at Daly's: %3)")
            .arg(formatHours(a.scan.bestH), formatHours(a.scan.bestMeanTimeH),
                 formatHours(a.scan.dalyMeanTimeH)));
    row(tr("Checkpoint write"), tr("%1 s").arg(formatNumber(a.process.writeH * 3600.0)));
    row(tr("Mean time between interruptions"), formatHours(mtbi));
    row(tr("Interruptions expected"), formatNumber(s.meanInterruptions));
    row(tr("Time p10 / p50 / p90"), timeTriple(s.p10TimeH, s.p50TimeH, s.p90TimeH));
    row(tr("Cost p10 / p50 / p90"), costTriple(s.p10CostUsd, s.p50CostUsd, s.p90CostUsd));
    html += QStringLiteral("</table>");
    m_summary->setText(html);

    const engine::RiskSimulation *policies[]
        = {&a.policies.waitForReplacement, &a.policies.continueOnFewer};
    for (int c = 0; c < 2; ++c) {
        const engine::RiskSimulation &p = *policies[c];
        const QString cells[] = {formatHours(p.meanTimeH), formatHours(p.p90TimeH),
                                 formatUsd(p.meanCostUsd), formatUsd(p.p90CostUsd)};
        for (int r = 0; r < 4; ++r)
            m_policies->setItem(r, c, new QTableWidgetItem(cells[r]));
    }
    // Exactly as tall as its four rows: no blank band under them.
    int height = m_policies->horizontalHeader()->sizeHint().height() + 2 * m_policies->frameWidth();
    for (int r = 0; r < m_policies->rowCount(); ++r)
        height += m_policies->rowHeight(r);
    m_policies->setFixedHeight(height);
    // The two sets of figures answer different questions; say how, so a mean with waits is
    // not read as a contradiction of the median without them.
    m_policyNote->setText(
        tr("The percentiles above bring a reclaimed spot node back within the restart; the "
           "table adds the replacement wait (%1) to every reclaim and gives the mean and p90 "
           "of %L2 runs, so \"Wait for replacement\" takes longer than the p50 above.")
            .arg(formatHours(a.replacementWaitH))
            .arg(a.policies.waitForReplacement.trials));
    m_policyNote->setVisible(a.process.reclaimsPerH() > 0);
    m_chart->setHistogram(a.histogram, s.p10TimeH, s.p50TimeH, s.p90TimeH);
}

} // namespace scaleplan
