// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Probe.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <string>

class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QProgressDialog;
class QPushButton;
class QTableView;
class QThread;

namespace scaleplan {

class ScenarioDocument;
class ThisMachineModel;

/// "This machine": the local GPUs as the driver reports them, micro-benchmarks on a worker
/// thread (progress and cancel), and the button that adds the machine to the catalog and
/// makes it the scenario's cluster.
class ThisMachinePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ThisMachinePanel(ScenarioDocument *document, engine::ProbeOptions options = {},
                              QWidget *parent = nullptr);
    ~ThisMachinePanel() override;

    ThisMachineModel *model() const { return m_model; }
    /// Why there is nothing to show (empty while GPUs are listed).
    QString statusText() const;
    bool benchmarkRunning() const { return m_worker != nullptr; }
    /// Where "Use in Scenario" saved the entry (the user catalog file), or why it could not.
    QString savedText() const;

public slots:
    /// Reads the GPUs again (quick: no benchmark).
    void probe();
    /// Starts the benchmarks on a worker thread, with a progress dialog.
    void runBenchmarks();
    /// Stops running benchmarks at the next check.
    void cancelBenchmarks();
    /// Adds "This machine" to the document's catalog and picks it as the cluster, and
    /// merges the entry into the user catalog file (UserCatalog) for later sessions; false
    /// when there is no GPU to add.
    bool useInScenario();

signals:
    void benchmarksFinished();

private:
    void showReport(const engine::ProbeReport &report);
    void onProgress(int done, int total, const QString &what);
    void onBenchmarksDone();
    void saveToUserCatalog(const std::string &entries);

    ScenarioDocument *m_document;
    engine::ProbeOptions m_options;
    ThisMachineModel *m_model;
    QLabel *m_status;
    QTableView *m_table;
    QPushButton *m_probe;
    QPushButton *m_benchmark;
    QPushButton *m_use;
    QLabel *m_saved;
    QProgressDialog *m_progress = nullptr;
    QThread *m_worker = nullptr;
    std::atomic<bool> m_cancel{false};
    std::shared_ptr<engine::ProbeReport> m_result;
};

/// Adds the "This Machine" dock to \p window (hidden until asked for) with its toggle in
/// \p viewMenu (Ctrl+Shift+M); the GPUs are probed when the dock is first shown.
QDockWidget *installThisMachinePanel(QMainWindow *window, ScenarioDocument *document,
                                     QMenu *viewMenu);

} // namespace scaleplan
