// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMainWindow>
#include <QPointer>

class QAction;
class QDockWidget;
class QMenu;

namespace scaleplan {

class Autosaver;
class ChartPanel;
class ChartUpdater;
class ComparisonModel;
class InputPanels;
class ScenarioDocument;
class SummaryCards;

/// The workbench window. It only builds panels, actions and menus and connects them to
/// the document; the numbers live in ScenarioDocument and the engine.
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(ScenarioDocument *document, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens \p path into the document; shows the error and keeps the open scenario when
    /// the file cannot be read.
    bool openFile(const QString &path);

    ChartPanel *chartPanel() const { return m_charts; }
    ComparisonModel *comparison() const { return m_comparison; }

    /// Adds the scenario in \p path as a compared column and curve; false (with a
    /// message) when it cannot be read.
    bool addComparison(const QString &path);

    /// Adds the scenario as it is now as a compared column and curve ("Kept 1: 8 × ...").
    void keepForComparison();
    /// Opens Tools > Calibrate from Measurements on the CSV at \p path, fitted.
    bool calibrateFrom(const QString &path);

    /// Offers to recover work an earlier run left unsaved (call once the window shows, and
    /// before a file argument is opened); true when the user recovered it.
    bool offerRecovery();

    /// Re-reads the user's catalog \p file whenever it changes on disk while the window is
    /// open; the status bar says when new prices arrived, a message box when the file
    /// cannot be used (the open catalog stays).
    void followUserCatalog(const QString &file);

    /// Takes the files of a drop on the window: one scenario opens (after asking to save
    /// changes), several join the comparison, one Hugging Face config.json replaces the
    /// model (one undo step), one measurement CSV opens Tools > Calibrate fitted to it.
    /// False, with a message, when nothing was taken.
    bool openDroppedFiles(const QStringList &paths);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createLayout();
    void createComparisonDock();
    void installFeatures();
    void createLanguageMenu(QMenu *view);
    void updateTitle();
    void updateCharts();
    void addRecentFile(const QString &path);
    void rebuildRecentMenu();
    bool confirmDiscard();
    bool save();
    bool saveAs();
    void setPresentationMode(bool on);

    ScenarioDocument *m_document;
    InputPanels *m_inputs = nullptr;
    SummaryCards *m_summary = nullptr;
    ChartPanel *m_charts = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_presentation = nullptr;
    QList<QPointer<QWidget>> m_hiddenForPresentation;
    ComparisonModel *m_comparison = nullptr;
    QDockWidget *m_comparisonDock = nullptr;
    class ComparisonCards *m_comparisonCards = nullptr; ///< the comparison when presenting
    Autosaver *m_autosaver = nullptr;
    ChartUpdater *m_chartUpdater = nullptr;
    QMenu *m_exportMenu = nullptr; ///< File > Export
    QMenu *m_viewMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    class UserCatalogWatcher *m_catalogWatcher = nullptr;

    // -- members of report --
    class ExportActions *m_exports = nullptr;

    // -- members of launch --

    // -- members of planner --

    // -- members of risk and calibration --

    // -- members of probe --
    QDockWidget *m_thisMachineDock = nullptr;
};

} // namespace scaleplan
