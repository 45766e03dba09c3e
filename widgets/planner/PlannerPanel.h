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
class QTableView;
class QThread;

namespace scaleplan {

class ChartPanel;
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
    bool isSearching() const;
    /// What the last search found (empty before the first).
    const engine::PlanResult &lastResult() const { return m_result; }

public slots:
    void search();
    void cancel();
    /// Applies the selected plan (the best one when none is selected).
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

private:
    engine::PlanRequest request() const;
    void finish(const engine::PlanResult &result);
    void showProgress(qint64 done, qint64 total);
    void updateButtons();

    ScenarioDocument *m_document;
    ChartPanel *m_charts;
    QComboBox *m_objective = nullptr;
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
