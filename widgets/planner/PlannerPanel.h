// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Planner.h"

#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QMainWindow;
class QMenu;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QThread;

namespace scaleplan {

class ChartPanel;
class InstanceSummaryModel;
class PlanTableModel;
class ScenarioDocument;

/// The Planner dock: searches layouts (and optionally node counts and instance types) for
/// the open scenario on a worker thread, lists the best plans, draws the Pareto frontier
/// on the cost-versus-time chart and applies a chosen plan as one undo step.
class PlannerPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlannerPanel)

public:
    /// Searches within the document's goal (budget and deadline); draws the frontier on
    /// \p charts when there are any.
    PlannerPanel(ScenarioDocument *document, ChartPanel *charts, QWidget *parent = nullptr);
    ~PlannerPanel() override;

    PlanTableModel *model() const { return m_model; }
    /// The best plan per instance type and way of buying it (its own tab, first).
    InstanceSummaryModel *summaryModel() const { return m_summary; }
    QTabWidget *tabs() const { return m_tabs; }
    bool isSearching() const;
    /// What the last search found (empty before the first).
    const engine::PlanResult &lastResult() const { return m_result; }

public slots:
    void search();
    void cancel();
    /// Applies the plan selected in the tab shown (its first row when none is selected).
    void applySelected();
    /// Asks for a file and writes the listed plans to it as CSV.
    void askExportCsv();

public:
    /// Writes the listed plans to \p path as `scaleplan-cli plan --format csv` does (best
    /// first, every layout and result column), atomically; false and \p error when it
    /// cannot be written or there is nothing to write.
    bool exportCsv(const QString &path, QString *error) const;

signals:
    void searchFinished();
    /// The status line names a better plan found while the search still runs.
    void bestSoFarShown(const QString &text);

private:
    engine::PlanObjective objective() const;
    /// Rings the plan the tab shown selects on the cost-versus-time chart.
    void showPick();
    engine::PlanRequest request() const;
    void finish(const engine::PlanResult &result);
    void showProgress(qint64 done, qint64 total);
    void showBestSoFar(const engine::Plan &plan);
    /// The plan the Apply button takes: the selected row of the tab shown, else its first.
    const engine::Plan *chosenPlan() const;
    void updateButtons();

    ScenarioDocument *m_document;
    ChartPanel *m_charts;
    QComboBox *m_objective = nullptr;
    QSpinBox *m_costPremium = nullptr; ///< percent, for the balanced objective
    QCheckBox *m_searchNodes = nullptr;
    QCheckBox *m_searchInstances = nullptr;
    QCheckBox *m_keepSoftware = nullptr;
    QSpinBox *m_top = nullptr;
    QPushButton *m_searchButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_applyButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_summaryTable = nullptr;
    InstanceSummaryModel *m_summary = nullptr;
    QTableView *m_table = nullptr;
    PlanTableModel *m_model = nullptr;
    QThread *m_worker = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    engine::PlanResult m_result;
};

/// Adds the Planner dock to \p window with View > Planner (Ctrl+Shift+P) in \p viewMenu.
PlannerPanel *installPlanner(QMainWindow *window, ScenarioDocument *document, ChartPanel *charts,
                             QMenu *viewMenu);

} // namespace scaleplan
