// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"
#include "PlainMessageBox.h"
#include "document/TextFile.h"

#include "StatusMessage.h"
#include "Theme.h"
#include "accuracy/AccuracyDialog.h"
#include "calibration/CalibrationDialog.h"
#include "charts/ChartPanel.h"
#include "common/Texts.h"
#include "common/WideningScrollArea.h"
#include "compare/ComparisonCards.h"
#include "compare/ComparisonDock.h"
#include "compare/ComparisonModel.h"
#include "document/Autosaver.h"
#include "document/ChartUpdater.h"
#include "document/DroppedFiles.h"
#include "document/ScenarioDocument.h"
#include "document/UserCatalog.h"
#include "document/UserCatalogWatcher.h"
#include "export/LaunchExport.h"
#include "help/DocumentationDialog.h"
#include "help/ShortcutsDialog.h"
#include "panels/InputPanels.h"
#include "panels/SummaryCards.h"
#include "planner/PlannerPanel.h"
#include "prices/PricesDialog.h"
#include "probe/ThisMachinePanel.h"
#include "report/ExportActions.h"
#include "risk/RiskFeature.h"
#include "sensitivity/SensitivityPanel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace scaleplan {

namespace {

const QString kRecentKey = QStringLiteral("files/recent");
constexpr int kMaxRecent = 8;

QString fileFilter()
{
    return MainWindow::tr("Scaleplan scenarios (*.scaleplan.json *.json);;All files (*)");
}

/// The platform's keys for \p key and \p always, the key the documentation names: Qt's
/// key schemes leave some unbound (Save As on KDE and Windows, Quit on Windows, full
/// screen on a plain X11) or bind others (GNOME's full screen is Ctrl+F11).
void setStandardShortcut(QAction *action, QKeySequence::StandardKey key, const QKeySequence &always)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (!keys.contains(always))
        keys.append(always);
    action->setShortcuts(keys);
}

} // namespace

MainWindow::MainWindow(ScenarioDocument *document, QWidget *parent)
    : QMainWindow(parent)
    , m_document(document)
{
    m_comparison = new ComparisonModel(document->catalog(), this);
    m_chartUpdater = new ChartUpdater(document->catalog(), this);
    m_autosaver = new Autosaver(document, QString(), this);
    connect(m_autosaver, &Autosaver::failed, this,
            [this](const QString &message) { showStatusMessage(this, message); });
    createLayout();
    connect(m_chartUpdater, &ChartUpdater::ready, m_charts, &ChartPanel::setData);
    createComparisonDock();
    createActions();
    installFeatures();
    connect(m_document, &ScenarioDocument::resultChanged, this, &MainWindow::updateCharts);
    connect(m_document, &ScenarioDocument::goalChanged, this, &MainWindow::updateCharts);
    // New prices: the compared scenarios' columns and curves are estimated again.
    connect(m_document, &ScenarioDocument::catalogChanged, m_comparison, &ComparisonModel::refresh);
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_charts, &ChartPanel::nodeCountPicked, this, [this](qint64 nodes) {
        m_document->setNodes(nodes, tr("Pick %1 nodes from the chart").arg(nodes));
    });
    updateTitle();
    updateCharts();
    setAcceptDrops(true);
    resize(1500, 950);
}

MainWindow::~MainWindow() = default;

void MainWindow::installFeatures()
{
    // Each feature adds its docks and actions through one call (File > Export, View, Tools).

    // -- report and chart exports --
    m_exports = new ExportActions(m_document, m_charts, m_comparison, m_exportMenu, this);
    connect(m_exports, &ExportActions::exported, this, [this](const QString &path) {
        showStatusMessage(this, tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    });

    // -- launch files --
    installLaunchExport(m_exportMenu, m_document, this);

    // -- planner --
    installPlanner(this, m_document, m_charts, m_viewMenu);

    // -- risk and calibration --
    installRiskAndCalibration(this, m_document, m_viewMenu, m_toolsMenu);
    installPrices(this, m_document, m_toolsMenu);
    installSensitivity(this, m_document, m_viewMenu);

    // -- this machine --
    m_thisMachineDock = installThisMachinePanel(this, m_document, m_viewMenu);

    m_exportMenu->menuAction()->setVisible(!m_exportMenu->isEmpty());
    m_toolsMenu->menuAction()->setVisible(!m_toolsMenu->isEmpty());
}

void MainWindow::createLayout()
{
    // Cards, messages and charts scroll together in a window too short for all of them, so
    // the charts keep the height their axes and legends need instead of eliding them.
    auto *centralScroll = new QScrollArea(this);
    centralScroll->setObjectName(QStringLiteral("centralScroll"));
    centralScroll->setWidgetResizable(true);
    centralScroll->setFrameShape(QFrame::NoFrame);
    auto *central = new QWidget(centralScroll);
    auto *layout = new QVBoxLayout(central);
    m_summary = new SummaryCards(m_document, central);
    m_charts = new ChartPanel(central);
    // Presenting with scenarios to compare, their cards side by side take the summary's place.
    m_comparisonCards = new ComparisonCards(m_comparison, central);
    connect(m_comparisonCards, &ComparisonCards::shownChanged, m_summary,
            [this](bool shown) { m_summary->setVisible(!shown); });
    layout->addWidget(m_summary);
    layout->addWidget(m_comparisonCards);
    layout->addWidget(m_charts, 1);
    centralScroll->setWidget(central);
    setCentralWidget(centralScroll);

    auto *dock = new QDockWidget(tr("Inputs"), this);
    dock->setObjectName(QStringLiteral("inputs"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    auto *scroll = new WideningScrollArea(dock);
    m_inputs = new InputPanels(m_document, scroll);
    scroll->setWidget(m_inputs);
    scroll->setMinimumWidth(m_inputs->sizeHint().width() + 24);
    dock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    statusBar()->setObjectName(QStringLiteral("statusBar"));
}

void MainWindow::followUserCatalog(const QString &file)
{
    delete m_catalogWatcher;
    m_catalogWatcher = new UserCatalogWatcher(m_document, file, this);
    connect(m_catalogWatcher, &UserCatalogWatcher::reloaded, this, [this](const QString &path) {
        showStatusMessage(this, tr("Prices and hardware re-read from %1: the estimate, charts "
                                   "and kept scenarios use them now.")
                                    .arg(QDir::toNativeSeparators(path)));
    });
    connect(m_catalogWatcher, &UserCatalogWatcher::failed, this, [this](const QString &warning) {
        auto *box = new QMessageBox(QMessageBox::Warning, UserCatalog::tr("Your Catalog"), warning,
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open(); // not modal to the editor the user is fixing the file in
    });
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setToolTipsVisible(true);
    QAction *newAction = file->addAction(tr("&New"), this, [this] {
        if (confirmDiscard())
            m_document->reset(defaultScenario(m_document->catalog()), QString());
    });
    newAction->setShortcut(QKeySequence::New);
    QAction *open = file->addAction(tr("&Open…"), this, [this] {
        if (!confirmDiscard())
            return;
        const QString path
            = QFileDialog::getOpenFileName(this, tr("Open scenario"), QString(), fileFilter());
        if (!path.isEmpty())
            openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    file->addAction(tr("&Compare With Scenario…"), this, [this] {
        const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Compare with scenarios"),
                                                                QString(), fileFilter());
        for (const QString &path : paths)
            addComparison(path);
    });
    QAction *keep
        = file->addAction(tr("&Keep for Comparison"), this, &MainWindow::keepForComparison);
    keep->setShortcut(Qt::CTRL | Qt::Key_K);
    keep->setObjectName(QStringLiteral("keepForComparisonAction"));
    keep->setToolTip(tr("Keeps the scenario as it is now as a column of the comparison and "
                        "a curve on the cost-versus-time chart, to compare your next "
                        "changes with it"));
    file->addAction(tr("Clear Comparison"), this, [this] {
        m_comparison->clearCompared();
        m_comparisonDock->hide();
    });
    file->addSeparator();
    file->addAction(tr("&Save"), this, &MainWindow::save)->setShortcut(QKeySequence::Save);
    setStandardShortcut(file->addAction(tr("Save &As…"), this, &MainWindow::saveAs),
                        QKeySequence::SaveAs, Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    file->addSeparator();
    m_exportMenu = file->addMenu(tr("&Export"));
    m_exportMenu->setToolTipsVisible(true);
    file->addSeparator();
    setStandardShortcut(file->addAction(tr("&Quit"), this, &QWidget::close), QKeySequence::Quit,
                        Qt::CTRL | Qt::Key_Q);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_presentation = view->addAction(tr("&Presentation Mode"));
    m_presentation->setCheckable(true);
    m_presentation->setObjectName(QStringLiteral("presentationAction"));
    setStandardShortcut(m_presentation, QKeySequence::FullScreen, Qt::Key_F11);
    connect(m_presentation, &QAction::toggled, this, &MainWindow::setPresentationMode);
    view->addMenu(createThemeMenu(this));
    createLanguageMenu(view);
    m_viewMenu = view;
    m_toolsMenu = menuBar()->addMenu(tr("&Tools"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *documentation = help->addAction(tr("&Model and Sources…"), this, [this] {
        auto *dialog = new DocumentationDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    documentation->setShortcut(QKeySequence::HelpContents);
    documentation->setObjectName(QStringLiteral("modelAndSourcesAction"));
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        auto *dialog = new ShortcutsDialog(this, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    help->addAction(tr("&Accuracy Against Published Runs…"), this, [this] {
        auto *dialog = new AccuracyDialog(m_document->scenario(), m_document->catalog(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    help->addAction(tr("&About Scaleplan"), this, [this] {
        QMessageBox::about(
            this, tr("About Scaleplan"),
            tr("<p><b>Scaleplan</b> %1</p><p>Plans the time, memory and cost of distributed "
               "training from FLOPs, bytes, bandwidths and published measurements. "
               "Help > Model and Sources (docs/model.md) states every formula and constant "
               "with its source.</p>"
               "<p>Licensed under the GNU GPL version 3 or later.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

bool MainWindow::openFile(const QString &path)
{
    QString error;
    if (!m_document->load(path, &error)) {
        PlainMessageBox::warning(this, tr("Cannot open scenario"), error);
        return false;
    }
    addRecentFile(path);
    return true;
}

void MainWindow::createLanguageMenu(QMenu *view)
{
    // main.cpp reads the same key; "" follows the system. The names stay in their own
    // language so that everyone finds theirs.
    const QString key = QStringLiteral("ui/language");
    struct Language
    {
        QString code;
        QString name;
    };
    const Language languages[] = {
        {QString(), tr("&System Default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
    };
    QMenu *menu = view->addMenu(tr("&Language"));
    auto *group = new QActionGroup(menu);
    const QString current = QSettings().value(key).toString();
    for (const Language &language : languages) {
        QAction *action = menu->addAction(language.name);
        action->setCheckable(true);
        action->setChecked(language.code == current);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, key, code = language.code] {
            QSettings settings;
            if (settings.value(key).toString() == code)
                return;
            settings.setValue(key, code);
            PlainMessageBox::information(this, tr("Language"),
                                         tr("The new language applies the next time Scaleplan "
                                            "starts."));
        });
    }
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Scaleplan").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateCharts()
{
    // The document's analysis: the charts and the comparison's first column run no
    // estimate of their own, and the kept scenarios' curves were built when they were kept.
    // The comparison first: it names the kept curves apart from the open scenario.
    const std::shared_ptr<const ScenarioAnalysis> analysis = m_document->analysis();
    m_comparison->setCurrent(m_document->displayName(), *analysis);
    ChartRequest request;
    request.scenario = m_document->scenario();
    request.goal = m_document->goal();
    request.analysis = analysis;
    const auto &entries = m_comparison->entries();
    for (std::size_t i = 1; i < entries.size(); ++i)
        if (entries[i].curve)
            request.comparedCurves.push_back(*entries[i].curve);
    m_chartUpdater->request(std::move(request));
}

void MainWindow::createComparisonDock()
{
    m_comparisonDock = new ComparisonDock(m_comparison, m_document, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_comparisonDock);
    m_comparisonDock->hide();
    connect(m_comparison, &QAbstractItemModel::columnsInserted, this, &MainWindow::updateCharts);
    connect(m_comparison, &QAbstractItemModel::columnsRemoved, this, [this] {
        if (m_comparison->scenarioCount() <= 1)
            m_comparisonDock->hide();
        updateCharts();
    });
}

void MainWindow::keepForComparison()
{
    // Named as the window names it; the comparison tells alike names apart by their inputs.
    m_comparison->addScenario(m_document->displayName(), m_document->scenario());
    m_comparisonDock->show();
}

bool MainWindow::addComparison(const QString &path)
{
    ScenarioDocument reader(m_document->catalog());
    QString error;
    if (!reader.load(path, &error)) {
        PlainMessageBox::warning(this, tr("Cannot compare scenario"), error);
        return false;
    }
    m_comparison->addScenario(QFileInfo(path).fileName(), reader.scenario());
    m_comparisonDock->show();
    return true;
}

bool MainWindow::offerRecovery()
{
    if (!m_autosaver->hasRecovery())
        return false;
    const auto answer = PlainMessageBox::question(
        this, tr("Recover unsaved work"),
        tr("Scaleplan ended last time without saving a changed scenario. Recover it?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::No) {
        m_autosaver->discardRecovery();
        return false;
    }
    QString error;
    if (!m_autosaver->recover(&error)) {
        PlainMessageBox::warning(this, tr("Cannot recover"), error);
        return false;
    }
    return true;
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    for (const QString &path : recent) {
        m_recentMenu
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (confirmDiscard())
                                openFile(path);
                        })
            ->setToolTip(path);
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool MainWindow::confirmDiscard()
{
    if (!m_document->isModified())
        return true;
    const auto answer = PlainMessageBox::question(
        this, tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!m_document->save(m_document->filePath(), &error)) {
        PlainMessageBox::warning(this, tr("Cannot save scenario"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), m_document->filePath(),
                                                fileFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QStringLiteral(".json")))
        path += QStringLiteral(".scaleplan.json");
    QString error;
    if (!m_document->save(path, &error)) {
        PlainMessageBox::warning(this, tr("Cannot save scenario"), error);
        return false;
    }
    addRecentFile(path);
    return true;
}

void MainWindow::setPresentationMode(bool on)
{
    // Charts first: every dock and tool bar steps aside, and comes back as it was.
    if (on) {
        m_hiddenForPresentation.clear();
        for (QWidget *side : findChildren<QDockWidget *>())
            m_hiddenForPresentation.append(side);
        for (QWidget *side : findChildren<QToolBar *>())
            m_hiddenForPresentation.append(side);
        m_hiddenForPresentation.append(statusBar());
        m_hiddenForPresentation.removeIf(
            [](const QPointer<QWidget> &w) { return !w->isVisible(); });
    }
    for (const QPointer<QWidget> &side : std::as_const(m_hiddenForPresentation)) {
        if (side)
            side->setVisible(!on);
    }
    m_charts->setPresentationMode(on);
    m_summary->setPresentationMode(on);
    m_comparisonCards->setPresenting(on);
    if (on)
        showFullScreen();
    else
        showNormal();
}

bool MainWindow::openDroppedFiles(const QStringList &paths)
{
    if (paths.size() == 1 && isMeasurementCsv(paths.front()))
        return calibrateFrom(paths.front());
    QStringList configs;
    for (const QString &path : paths) {
        QFile file(path);
        // A file that cannot be read goes to the scenario reader, which says why.
        if (file.open(QIODevice::ReadOnly)
            && droppedFileKind(TextFile::readBounded(file)) == DroppedFileKind::HuggingFaceConfig)
            configs.append(path);
    }
    if (configs.size() == 1 && paths.size() == 1)
        return m_inputs->importHuggingFace(configs.front());
    if (!configs.isEmpty()) {
        PlainMessageBox::warning(this, tr("Cannot take these files"),
                                 tr("Drop one Hugging Face config.json at a time, or only "
                                    "scenarios: one to open it, several to compare them."));
        return false;
    }
    if (paths.size() == 1)
        return confirmDiscard() && openFile(paths.front());
    bool added = false;
    for (const QString &path : paths)
        added = addComparison(path) || added;
    return added;
}

bool MainWindow::calibrateFrom(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        PlainMessageBox::warning(this, tr("Cannot read the measurements"),
                                 tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return false;
    }
    // Tools > Calibrate from Measurements with the file already read and fitted.
    auto *dialog = new CalibrationDialog(m_document, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCsvText(QString::fromUtf8(TextFile::readBounded(file)));
    dialog->fit();
    dialog->open();
    return true;
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppableFiles(event->mimeData()->urls()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = droppableFiles(event->mimeData()->urls());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // After the drop returns: the questions and messages it may raise would otherwise
    // hold the application the files came from.
    QMetaObject::invokeMethod(
        this, [this, paths] { openDroppedFiles(paths); }, Qt::QueuedConnection);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (confirmDiscard()) {
        m_autosaver->discard();
        event->accept();
    } else {
        event->ignore();
    }
}

} // namespace scaleplan
