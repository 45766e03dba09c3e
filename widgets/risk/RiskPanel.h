// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file RiskPanel.h
/// \brief The "Risk" dock: checkpoint interval (Young/Daly against the simulated optimum),
/// p10/p50/p90 time and cost from 10,000 simulated runs, the spot policy what-if and the
/// finish-time histogram. The simulation runs on a worker thread.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Risk.h"
#include "scaleplan/engine/Scenario.h"

#include <QString>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QTableWidget;
class QTimer;

namespace scaleplan {

class FinishTimeChart;
class ScenarioDocument;

/// Everything the panel shows, computed from one scenario. Pure: any thread.
struct RiskAnalysis
{
    bool valid = false;
    QString problem; ///< why there is nothing to show (when not valid)
    std::uint64_t seed = 0;
    engine::RiskProcess process;
    engine::RiskSimulation simulation;
    engine::Histogram histogram;
    engine::IntervalScan scan;
    engine::SpotPolicyComparison policies;
    double replacementWaitH = 0;
};

/// Trials of the main simulation (the interval scan and the policy comparison use fewer).
inline constexpr int kRiskTrials = 10000;

RiskAnalysis analyzeRisk(const engine::Scenario &scenario, const engine::Catalog &catalog,
                         double replacementWaitH, int trials = kRiskTrials);

class RiskPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RiskPanel)

public:
    /// Default wait for a replacement spot node (assumption, docs/risk.md).
    static constexpr double kDefaultReplacementWaitH = 1.0;

    explicit RiskPanel(ScenarioDocument *document, QWidget *parent = nullptr);
    ~RiskPanel() override;

    const RiskAnalysis &analysis() const { return m_analysis; }
    bool isBusy() const { return m_running; }
    /// Starts a new analysis of the document's scenario now (else it follows edits).
    void refresh();

    QLabel *summaryLabel() const { return m_summary; }
    QLabel *statusLabel() const { return m_status; }
    QTableWidget *policyTable() const { return m_policies; }
    /// Says how the policy table's figures differ from the percentiles above it.
    QLabel *policyNote() const { return m_policyNote; }
    FinishTimeChart *finishTimeChart() const { return m_chart; }

signals:
    /// A new analysis is shown.
    void analysisReady();

protected:
    /// A hidden panel does not simulate; showing it catches up.
    void showEvent(QShowEvent *event) override;

private:
    void start();
    void present(quint64 generation, const RiskAnalysis &analysis);
    void fill();

    ScenarioDocument *m_document;
    QTimer *m_debounce = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_summary = nullptr;
    QDoubleSpinBox *m_wait = nullptr;
    QTableWidget *m_policies = nullptr;
    QLabel *m_policyNote = nullptr;
    FinishTimeChart *m_chart = nullptr;
    RiskAnalysis m_analysis;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_pending = false;
    bool m_stale = false; ///< the scenario changed while the panel was hidden
};

} // namespace scaleplan
