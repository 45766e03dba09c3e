// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's own actions. Files dropped on it: a scenario opens, several are compared, a
// Hugging Face config.json replaces the model in one undo step, anything else is refused.
// Keep for Comparison: the scenario as it is now stays beside the edited one, named as the
// window names it, with its differences; presentation mode shows the compared scenarios' cards
// side by side. An export
// says in the status bar where it wrote. The Targets bar edits the document's goal. A node
// count picked on the cost-versus-time chart derives dp again, as the node slider does.
#include "MainWindow.h"
#include "calibration/CalibrationDialog.h"
#include "charts/ChartPanel.h"
#include "common/Format.h"
#include "common/QuantityEdit.h"
#include "compare/ComparisonCards.h"
#include "compare/ComparisonDock.h"
#include "compare/ComparisonModel.h"
#include "document/DroppedFiles.h"
#include "document/ScenarioDocument.h"
#include "help/ShortcutsDialog.h"
#include "panels/SummaryCards.h"

#include "scaleplan/engine/Calibration.h"
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"

#include <QAction>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSaveFile>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUrl>

using namespace scaleplan;

namespace {

// meta-llama/Meta-Llama-3-8B config.json, the keys the import reads.
const QByteArray kLlama3Config = R"({
  "architectures": ["LlamaForCausalLM"],
  "hidden_act": "silu",
  "hidden_size": 4096,
  "intermediate_size": 14336,
  "max_position_embeddings": 8192,
  "model_type": "llama",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 8,
  "tie_word_embeddings": false,
  "vocab_size": 128256
})";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

/// Saves the default scenario on \p nodes nodes to \p path.
bool writeScenario(const QString &path, std::int64_t nodes)
{
    ScenarioDocument doc(engine::builtinCatalog());
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::None,
             [nodes](engine::Scenario &s) { s.cluster.nodes = nodes; });
    QString error;
    return doc.save(path, &error);
}

/// Gives \p doc GPT-3 175B's shape, which no dropped file here has.
void useGpt3(ScenarioDocument &doc)
{
    doc.edit(QStringLiteral("GPT-3"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model = engine::builtinCatalog().findPreset("gpt3-175b")->model;
        s.model.preset = "gpt3-175b";
    });
}

QMimeData *filesData(const QStringList &paths)
{
    auto *data = new QMimeData;
    QList<QUrl> urls;
    for (const QString &path : paths)
        urls.append(QUrl::fromLocalFile(path));
    data->setUrls(urls);
    return data;
}

/// Whether the window takes a drag of \p paths, as it enters.
bool takesDrag(MainWindow &window, const QStringList &paths)
{
    std::unique_ptr<QMimeData> data(filesData(paths));
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, data.get(), Qt::LeftButton,
                          Qt::NoModifier);
    enter.ignore();
    QApplication::sendEvent(&window, &enter);
    return enter.isAccepted();
}

/// Drops \p paths on \p window and waits for it to take them; the text of every message
/// box the drop raises is returned (each is closed at once).
QStringList drop(MainWindow &window, const QStringList &paths)
{
    QStringList messages;
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [&messages] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            messages.append(box->text());
            box->done(QMessageBox::Cancel);
        }
    });
    closer.start(20);
    // As a drag does: the drop goes to the widget that took the drag as it entered.
    if (!takesDrag(window, paths))
        return {QStringLiteral("the window did not take the drag")};
    std::unique_ptr<QMimeData> data(filesData(paths));
    QDropEvent event(QPointF(10, 10), Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &event);
    // The window takes the files once the drop has returned.
    QTest::qWait(100);
    return messages;
}

/// The action \p text (as the menu shows it, without the mnemonic) of \p menu in the
/// window's menu bar, searched through its sub-menus.
QAction *menuAction(const QMenu *menu, const QString &text)
{
    for (QAction *action : menu->actions()) {
        if (action->text().remove(QLatin1Char('&')) == text)
            return action;
        if (action->menu() != nullptr) {
            if (QAction *inner = menuAction(action->menu(), text))
                return inner;
        }
    }
    return nullptr;
}

/// Answers the next file dialog with \p path once it is shown; the name it suggested goes
/// to \p suggested.
void answerNextFileDialog(const QString &path, QString *suggested)
{
    QTimer::singleShot(20, [path, suggested] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (dialog == nullptr) {
            answerNextFileDialog(path, suggested); // not shown yet: look again
            return;
        }
        // The widget dialog's own name field (selectFile() of a file that does not exist
        // yet keeps the suggested name while the folder loads).
        dialog->setDirectory(QFileInfo(path).absolutePath());
        if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))) {
            *suggested = name->text();
            name->setText(QFileInfo(path).fileName());
        }
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept() itself is protected
    });
}

} // namespace

class TestWindowActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tellsConfigsFromScenarios();
    void takesOnlyLocalJsonFiles();
    void droppedScenarioOpens();
    void severalScenariosAreCompared();
    void droppedConfigReplacesTheModel();
    void configAmongOtherFilesIsRefused();
    void droppedMeasurementsOpenTheCalibration();
    void keptScenarioStaysAsItWas();
    void comparedColumnsCanBeTakenOrRemoved();
    void keptBatchesAreComparedForAMeeting();
    void shortcutsAreListedAndUnique();
    void exportSaysWhereItWrote();
    void goalGroupEditsTheScenariosGoal();
    void pickedNodeCountDerivesDataParallel();

private:
    QTemporaryDir m_dir;
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
};

void TestWindowActions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(writeFile(path("config.json"), kLlama3Config));
    QVERIFY(writeScenario(path("sixteen.scaleplan.json"), 16));
    QVERIFY(writeScenario(path("four.scaleplan.json"), 4));
    QVERIFY(writeFile(path("notes.txt"), "not a scenario"));
}

void TestWindowActions::tellsConfigsFromScenarios()
{
    QCOMPARE(droppedFileKind(kLlama3Config), DroppedFileKind::HuggingFaceConfig);
    QCOMPARE(droppedFileKind(R"({"architectures": ["BertForMaskedLM"]})"),
             DroppedFileKind::HuggingFaceConfig);
    QFile scenario(path("sixteen.scaleplan.json"));
    QVERIFY(scenario.open(QIODevice::ReadOnly));
    QCOMPARE(droppedFileKind(scenario.readAll()), DroppedFileKind::Scenario);
    // What is neither goes to the scenario reader, which names what is wrong.
    QCOMPARE(droppedFileKind("{ not json"), DroppedFileKind::Scenario);
    QCOMPARE(droppedFileKind(R"({"format": "scaleplan.scenario", "model_type": "llama"})"),
             DroppedFileKind::Scenario);
}

void TestWindowActions::takesOnlyLocalJsonFiles()
{
    const QString config = path("config.json");
    QCOMPARE(droppableFiles({QUrl::fromLocalFile(config)}), QStringList{config});
    QCOMPARE(droppableFiles({QUrl::fromLocalFile(QStringLiteral("/x/CONFIG.JSON"))}),
             QStringList{QStringLiteral("/x/CONFIG.JSON")});
    QVERIFY(droppableFiles({QUrl::fromLocalFile(config), QUrl::fromLocalFile(path("notes.txt"))})
                .isEmpty());
    QVERIFY(
        droppableFiles({QUrl(QStringLiteral("https://huggingface.co/x/config.json"))}).isEmpty());
    QVERIFY(droppableFiles({}).isEmpty());

    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    QVERIFY(window.acceptDrops());
    QVERIFY(takesDrag(window, {config}));
    QVERIFY(!takesDrag(window, {path("notes.txt")}));
}

void TestWindowActions::droppedScenarioOpens()
{
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(8));
    const QStringList messages = drop(window, {path("sixteen.scaleplan.json")});
    QVERIFY2(messages.isEmpty(), qPrintable(messages.join(u'\n')));
    QCOMPARE(doc.filePath(), path("sixteen.scaleplan.json"));
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(16));
}

void TestWindowActions::severalScenariosAreCompared()
{
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    QVERIFY(drop(window, {path("sixteen.scaleplan.json"), path("four.scaleplan.json")}).isEmpty());
    // The open scenario stays; both dropped ones become columns beside it.
    QVERIFY(doc.filePath().isEmpty());
    QCOMPARE(window.comparison()->scenarioCount(), 3);
    QCOMPARE(window.comparison()->entries()[2].scenario.cluster.nodes, std::int64_t(4));
    // Each named by its file.
    QCOMPARE(window.comparison()->entries()[2].name, QStringLiteral("four.scaleplan.json"));
}

void TestWindowActions::droppedConfigReplacesTheModel()
{
    ScenarioDocument doc(engine::builtinCatalog());
    useGpt3(doc);
    MainWindow window(&doc);
    const int steps = doc.undoStack()->count();
    drop(window, {path("config.json")});
    const engine::ModelSpec &model = doc.scenario().model;
    QCOMPARE(model.layers, std::int64_t(32));
    QCOMPARE(model.hidden, std::int64_t(4096));
    QCOMPARE(model.kvHeads, std::int64_t(8));
    QCOMPARE(model.ffnHidden, std::int64_t(14336));
    QCOMPARE(model.vocab, std::int64_t(128256));
    QVERIFY(doc.filePath().isEmpty()); // the scenario is still the open one, edited
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.hidden, std::int64_t(12288));
}

void TestWindowActions::configAmongOtherFilesIsRefused()
{
    ScenarioDocument doc(engine::builtinCatalog());
    useGpt3(doc);
    MainWindow window(&doc);
    const QStringList messages = drop(window, {path("config.json"), path("four.scaleplan.json")});
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.front().contains(QStringLiteral("one Hugging Face config.json")),
             qPrintable(messages.front()));
    QCOMPARE(doc.scenario().model.hidden, std::int64_t(12288));
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(8));
    QCOMPARE(window.comparison()->scenarioCount(), 1);
}

void TestWindowActions::droppedMeasurementsOpenTheCalibration()
{
    // One CSV of step times (the default plan on 1 to 4 nodes as the catalog predicts them,
    // 10% slower) opens Tools > Calibrate with it read and fitted; a CSV beside other files
    // is not taken.
    ScenarioDocument doc(engine::builtinCatalog());
    QString csv = QStringLiteral("gpus,nodes,step_time_s\n");
    for (const int nodes : {1, 2, 4}) {
        engine::Scenario s = doc.scenario();
        s.cluster.instance.clear();
        s.cluster.gpu = "h100-sxm5-80gb";
        s.cluster.gpusPerNode = 8;
        s.cluster.interNodeGbps = 3200;
        s.cluster.nodes = nodes;
        const double step = engine::estimate(s, engine::builtinCatalog()).stepTimeS * 1.1;
        csv += QStringLiteral("%1,%2,%3\n").arg(8 * nodes).arg(nodes).arg(step, 0, 'g', 12);
    }
    QVERIFY(writeFile(path("steps.csv"), csv.toUtf8()));
    QCOMPARE(droppableFiles({QUrl::fromLocalFile(path("steps.csv"))}),
             QStringList{path("steps.csv")});
    QVERIFY(droppableFiles({QUrl::fromLocalFile(path("steps.csv")),
                            QUrl::fromLocalFile(path("four.scaleplan.json"))})
                .isEmpty());
    MainWindow window(&doc);
    window.show();
    QVERIFY(takesDrag(window, {path("steps.csv")}));
    drop(window, {path("steps.csv")});
    CalibrationDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<CalibrationDialog *>()) != nullptr);
    QVERIFY(dialog->isVisible());
    QVERIFY2(dialog->currentFit().has_value(), qPrintable(dialog->message()));
    QCOMPARE(dialog->currentFit()->points.size(), std::size_t(3));
    dialog->close();
}

void TestWindowActions::keptScenarioStaysAsItWas()
{
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    auto *keep = window.findChild<QAction *>(QStringLiteral("keepForComparisonAction"));
    QVERIFY(keep);
    QCOMPARE(keep->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_K));
    keep->trigger();
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 16; });
    keep->trigger();
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 32; });
    QCoreApplication::processEvents();
    const ComparisonModel &comparison = *window.comparison();
    QCOMPARE(comparison.scenarioCount(), 3);
    const auto &entries = comparison.entries();
    QCOMPARE(entries[0].scenario.cluster.nodes, std::int64_t(32)); // the open one follows
    QCOMPARE(entries[1].scenario.cluster.nodes, std::int64_t(8));
    QCOMPARE(entries[2].scenario.cluster.nodes, std::int64_t(16));
    // Named as the window names them: what each is.
    QCOMPARE(entries[0].name, QStringLiteral("Llama 3 8B, 1T tokens on 32 x p5.48xlarge"));
    QCOMPARE(entries[1].name, QStringLiteral("Llama 3 8B, 1T tokens on 8 x p5.48xlarge"));
    QCOMPARE(entries[2].name, QStringLiteral("Llama 3 8B, 1T tokens on 16 x p5.48xlarge"));
    // Twice the nodes of a data-parallel plan: about half the time, as estimated.
    QVERIFY(entries[2].valid && entries[1].valid);
    QVERIFY(entries[2].result.expectedTimeH < 0.6 * entries[1].result.expectedTimeH);
    // Both kept curves are named on the cost-versus-time chart, before any other instance
    // type, though they cost more than the cheapest of those.
    window.resize(1400, 900);
    QTRY_VERIFY(window.chartPanel()->namedCostTimeCurves().size() >= 3);
    const QStringList named = window.chartPanel()->namedCostTimeCurves();
    QCOMPARE(named.at(0), QStringLiteral("Llama 3 8B, 1T tokens on 8 x p5.48xlarge (compared)"));
    QCOMPARE(named.at(1), QStringLiteral("Llama 3 8B, 1T tokens on 16 x p5.48xlarge (compared)"));
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        window.resize(1400, 900);
        window.show();
        QTest::qWait(1500); // the charts are drawn off the GUI thread
        window.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS") + QStringLiteral("/kept.png"));
    }
}

void TestWindowActions::comparedColumnsCanBeTakenOrRemoved()
{
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    window.show();
    auto *keep = window.findChild<QAction *>(QStringLiteral("keepForComparisonAction"));
    const auto setNodes = [&doc](std::int64_t nodes) {
        doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::None,
                 [nodes](engine::Scenario &s) { s.cluster.nodes = nodes; });
    };
    keep->trigger(); // 8 nodes
    setNodes(16);
    keep->trigger();
    setNodes(32);
    auto *dock = window.findChild<ComparisonDock *>();
    QVERIFY(dock && dock->isVisible());
    QCOMPARE(dock->columnMenu(0), nullptr); // the open scenario has no such menu

    // Make the one kept on 8 nodes the open scenario: one undo step, which brings 32 nodes
    // back.
    std::unique_ptr<QMenu> menu(dock->columnMenu(1));
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), 2);
    QCOMPARE(menu->actions()[0]->text(),
             QStringLiteral("Make \"Llama 3 8B, 1T tokens on 8 x p5.48xlarge\" the Open "
                            "Scenario"));
    menu->actions()[0]->trigger();
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(8));
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(32));

    // Remove the one on 16 nodes from its difference column's menu, then the one on 8 by
    // selecting its column and pressing Delete.
    menu.reset(dock->columnMenu(ComparisonModel::columnOfScenario(2) + 1));
    QVERIFY(menu->actions()[1]->text().contains(QStringLiteral("on 16 x")));
    menu->actions()[1]->trigger();
    QCOMPARE(window.comparison()->scenarioCount(), 2);
    QCOMPARE(window.comparison()->entries()[1].scenario.cluster.nodes, std::int64_t(8));
    dock->table()->selectColumn(1);
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    dock->table()->setFocus();
    QTest::keyClick(dock->table(), Qt::Key_Delete);
    QCOMPARE(window.comparison()->scenarioCount(), 1);
    QVERIFY(!dock->isVisible()); // nothing left to compare
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(32));
    // Kept as it is, the scenario is a copy of the open one, numbered.
    keep->trigger();
    QCOMPARE(window.comparison()->entries()[1].name,
             QStringLiteral("Llama 3 8B, 1T tokens on 32 x p5.48xlarge (2)"));
}

void TestWindowActions::keptBatchesAreComparedForAMeeting()
{
    // Keep the default plan (global batch 512), double the batch and keep that too.
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    auto *keep = window.findChild<QAction *>(QStringLiteral("keepForComparisonAction"));
    keep->trigger();
    doc.edit(QStringLiteral("batch"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.globalBatch = 1024; });
    keep->trigger();
    QCoreApplication::processEvents();
    const ComparisonModel &comparison = *window.comparison();
    QCOMPARE(comparison.scenarioCount(), 3);
    // Named by the scenario, told apart by the batch; never "Open scenario".
    const QString name = QStringLiteral("Llama 3 8B, 1T tokens on 8 x p5.48xlarge");
    QCOMPARE(comparison.entries()[0].name, name + QStringLiteral(" (Global batch 1,024)"));
    QCOMPARE(comparison.entries()[1].name, name + QStringLiteral(" (Global batch 512)"));
    QCOMPARE(comparison.headerData(1, Qt::Horizontal, Qt::ToolTipRole).toString(),
             name + QStringLiteral(" (Global batch 512)"));
    QCOMPARE(comparison.headerData(2, Qt::Horizontal).toString(), QStringLiteral("Difference"));
    // The batch has its row, with the difference from the first column.
    int batch = -1;
    int cost = -1;
    int time = -1;
    for (int row = 0; row < comparison.rowCount(); ++row) {
        const QString label = comparison.headerData(row, Qt::Vertical).toString();
        if (label == QStringLiteral("Global batch"))
            batch = row;
        else if (label == QStringLiteral("Cost (expected)"))
            cost = row;
        else if (label == QStringLiteral("Training time (expected)"))
            time = row;
    }
    QVERIFY(batch >= 0 && cost >= 0 && time >= 0);
    const auto at = [&comparison](int row, int column) {
        return comparison.data(comparison.index(row, column)).toString();
    };
    QCOMPARE(at(batch, 0), QStringLiteral("1,024"));
    QCOMPARE(at(batch, 1), QStringLiteral("512"));
    QCOMPARE(at(batch, 2), QStringLiteral("\u2212512"));
    // Half the batch: twice the optimizer steps and gradient exchanges, so a longer and
    // dearer run; the difference is the kept one's estimate minus the open one's.
    const engine::Result &open = comparison.entries()[0].result;
    const engine::Result &kept = comparison.entries()[1].result;
    const double more = kept.costUsd.total - open.costUsd.total;
    QVERIFY(more > 0);
    const double share = more / open.costUsd.total;
    QCOMPARE(at(cost, 2), QStringLiteral("+%1 (+%2)")
                              .arg(formatUsd(more), formatPercent(share, share < 0.1 ? 1 : 0)));
    QVERIFY(at(time, 2).startsWith(u'+'));
    QVERIFY(comparison.data(comparison.index(cost, 2), Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("Worse than")));
    // The second kept one is the open one as it is: its difference is nothing.
    QCOMPARE(at(cost, 4), QStringLiteral("same"));

    // Presentation mode shows the cards side by side in the summary's place, the open plan
    // and the one with the other batch (the copy of the open one once).
    auto *cards = window.findChild<ComparisonCards *>();
    QVERIFY(cards);
    window.resize(1280, 720);
    window.show();
    QVERIFY(!cards->isVisible());
    auto *present = window.findChild<QAction *>(QStringLiteral("presentationAction"));
    QVERIFY(present);
    present->trigger();
    QVERIFY(cards->isShown());
    QTRY_VERIFY(cards->isVisible());
    QVERIFY(!window.findChild<SummaryCards *>()->isVisible());
    QCOMPARE(cards->shownScenarios(), (QList<int>{0, 1}));
    QStringList texts;
    for (const QLabel *label : cards->findChildren<QLabel *>())
        texts.append(label->text());
    QVERIFY2(texts.contains(name + QStringLiteral(" (Global batch 512)")),
             qPrintable(texts.join(u'|')));
    QVERIFY(texts.contains(QStringLiteral("512 (\u2212512)")));
    QVERIFY(texts.contains(at(cost, 2)));
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        // A screen of each size: the offscreen one is smaller than both.
        window.setWindowState(Qt::WindowNoState);
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            window.resize(size);
            QTest::qWait(1500); // the charts are drawn off the GUI thread
            window.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                               + QStringLiteral("/present-%1.png").arg(size.width()));
        }
    }
    // Leaving presentation mode gives the summary back.
    present->trigger();
    QVERIFY(!cards->isShown());
    QVERIFY(!cards->isVisible());
    QVERIFY(window.findChild<SummaryCards *>()->isVisible());
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        window.resize(1280, 720);
        QTest::qWait(1500);
        window.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                           + QStringLiteral("/compare-1280.png"));
    }
}

void TestWindowActions::shortcutsAreListedAndUnique()
{
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    const QList<ShortcutEntry> entries = windowShortcuts(&window);
    const auto find = [&entries](const QString &action) -> const ShortcutEntry * {
        for (const ShortcutEntry &entry : entries) {
            if (entry.action == action)
                return &entry;
        }
        return nullptr;
    };
    // From every menu, features' docks and sub-menus included.
    const std::pair<const char *, QKeySequence> expected[] = {
        {"Keep for Comparison", QKeySequence(Qt::CTRL | Qt::Key_K)},
        {"Sensitivity", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I)},
        {"Planner", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)},
        {"Risk", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
        {"Launch Files", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)},
        {"Undo", QKeySequence(QKeySequence::Undo)},
        // Bound on every platform, also where Qt's key scheme has no Save As or Quit
        // (the platform's own key first, the one the README names as well).
        {"Save As", QKeySequence::keyBindings(QKeySequence::SaveAs)
                        .value(0, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S))},
        {"Quit", QKeySequence::keyBindings(QKeySequence::Quit)
                     .value(0, QKeySequence(Qt::CTRL | Qt::Key_Q))},
        {"Presentation Mode",
         QKeySequence::keyBindings(QKeySequence::FullScreen).value(0, QKeySequence(Qt::Key_F11))},
    };
    for (const auto &[action, keys] : expected) {
        const ShortcutEntry *entry = find(QString::fromUtf8(action));
        QVERIFY2(entry, action);
        QCOMPARE(entry->keys, keys);
    }
    QCOMPARE(find(QStringLiteral("Launch Files"))->menu, QStringLiteral("File > Export"));
    // The keys the README names answer on every platform, beside the platform's own.
    const std::pair<const char *, QKeySequence> named[] = {
        {"Save &As…", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
        {"&Quit", QKeySequence(Qt::CTRL | Qt::Key_Q)},
        {"&Presentation Mode", QKeySequence(Qt::Key_F11)},
    };
    const QList<QAction *> actions = window.findChildren<QAction *>();
    for (const auto &[text, keys] : named) {
        const auto action = std::find_if(actions.begin(), actions.end(), [text](QAction *a) {
            return a->text() == QString::fromUtf8(text);
        });
        QVERIFY2(action != actions.end(), text);
        QVERIFY2((*action)->shortcuts().contains(keys), text);
    }
    // No two actions answer the same keys.
    for (qsizetype i = 0; i < entries.size(); ++i) {
        for (qsizetype j = i + 1; j < entries.size(); ++j) {
            QVERIFY2(entries[i].keys != entries[j].keys,
                     qPrintable(entries[i].action + QStringLiteral(" and ") + entries[j].action));
        }
    }
    ShortcutsDialog dialog(&window);
    QCOMPARE(dialog.table()->rowCount(), static_cast<int>(entries.size()));
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        dialog.show();
        QTest::qWait(50);
        dialog.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                           + QStringLiteral("/shortcuts.png"));
    }
}

void TestWindowActions::exportSaysWhereItWrote()
{
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    QAction *sweep = nullptr;
    for (const QAction *top : window.menuBar()->actions()) {
        if (top->menu() != nullptr && sweep == nullptr)
            sweep = menuAction(top->menu(), QStringLiteral("Sweep CSV…"));
    }
    QVERIFY(sweep);
    // The name is given without its suffix: the file gets ".csv", and the status bar says so.
    const QString chosen = path("sweep-out");
    QString suggested;
    answerNextFileDialog(chosen, &suggested);
    sweep->trigger();
    // Named after the scenario, whose name has a dot in it ("p5.48xlarge").
    QCOMPARE(suggested, QString::fromStdString(doc.scenario().name) + QStringLiteral("-sweep.csv"));
    QVERIFY(suggested.contains(QStringLiteral("p5.48xlarge")));
    const QString written = chosen + QStringLiteral(".csv");
    QVERIFY(QFileInfo::exists(written));
    QVERIFY2(window.statusBar()->currentMessage().endsWith(QDir::toNativeSeparators(written)),
             qPrintable(window.statusBar()->currentMessage()));
    // A saved scenario names the file without its ".scaleplan.json".
    QString error;
    QVERIFY2(doc.save(path("four-nodes.scaleplan.json"), &error), qPrintable(error));
    answerNextFileDialog(chosen, &suggested);
    sweep->trigger();
    QCOMPARE(suggested, QStringLiteral("four-nodes-sweep.csv"));
}

void TestWindowActions::goalGroupEditsTheScenariosGoal()
{
    // The Goal group's fields read what a manager types, write the scenario's goal as one
    // undo step each, are saved with the file and follow an undo.
    QTemporaryDir dir;
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    auto *budget = window.findChild<QuantityEdit *>(QStringLiteral("budget"));
    auto *deadline = window.findChild<QuantityEdit *>(QStringLiteral("deadline"));
    QVERIFY(budget && deadline);
    QSignalSpy changed(&doc, &ScenarioDocument::goalChanged);
    budget->setText(QStringLiteral("2M"));
    emit budget->editingFinished();
    deadline->setText(QStringLiteral("60 d"));
    emit deadline->editingFinished();
    QCOMPARE(changed.count(), 2);
    QCOMPARE(doc.goal(), (Goal{2e6, 1440}));
    QCOMPARE(*doc.scenario().goal.budgetUsd, 2e6);
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(deadline->text(), QStringLiteral("60 d"));
    // Text it cannot read is refused, and the goal stays.
    budget->setText(QStringLiteral("two million"));
    emit budget->editingFinished();
    QVERIFY(budget->isRefused());
    QCOMPARE(doc.goal().budgetUsd, 2e6);
    // Saved with the scenario and read back.
    const QString file = dir.filePath(QStringLiteral("goal.scaleplan.json"));
    QString error;
    QVERIFY2(doc.save(file, &error), qPrintable(error));
    ScenarioDocument again(engine::builtinCatalog());
    QVERIFY2(again.load(file, &error), qPrintable(error));
    QCOMPARE(again.goal(), (Goal{2e6, 1440}));
    // Undo takes the deadline back, and the field follows.
    doc.undoStack()->undo();
    QCOMPARE(doc.goal(), (Goal{2e6, 0}));
    QVERIFY(deadline->text().isEmpty());
}

void TestWindowActions::pickedNodeCountDerivesDataParallel()
{
    // The default scenario with its dp given: 8 nodes of 8 GPUs at tp 1, pp 1 is dp 64.
    ScenarioDocument doc(engine::builtinCatalog());
    engine::Scenario explicitDp = defaultScenario(doc.catalog());
    explicitDp.parallel.dp = 64;
    doc.reset(explicitDp, QString());
    MainWindow window(&doc);
    window.show();
    QTRY_VERIFY(!doc.problem() && doc.result().parallel.dp == 64);
    QVERIFY(window.chartPanel()->currentSeriesPointCount() > 0);
    // Clicking the 16-node point of the own curve: what the chart's click emits.
    emit window.chartPanel()->nodeCountPicked(16);
    QCOMPARE(doc.scenario().cluster.nodes, std::int64_t(16));
    QCOMPARE(doc.scenario().parallel.dp, std::int64_t(0)); // derived again, not left at 64
    QTRY_COMPARE(doc.analysis()->scenario.cluster.nodes, std::int64_t(16));
    QVERIFY2(!doc.problem(),
             doc.problem() ? qPrintable(QString::fromStdString(doc.problem()->field)) : "");
    QCOMPARE(doc.result().parallel.dp, std::int64_t(128));
    QTRY_VERIFY(window.chartPanel()->currentSeriesPointCount() > 0);
    // One undo step brings the given dp back with the 8 nodes.
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Pick 16 nodes from the chart"));
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().parallel.dp, std::int64_t(64));
}

QTEST_MAIN(TestWindowActions)
#include "TestWindowActions.moc"
