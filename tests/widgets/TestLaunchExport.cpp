// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export > Launch Files: preview, warnings, errors and atomic saving (offscreen).
#include "MainWindow.h"
#include "document/ScenarioDocument.h"
#include "export/LaunchExport.h"

#include "scaleplan/engine/Catalog.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <nlohmann/json.hpp>

using namespace scaleplan;
using engine::LaunchTarget;

namespace {

QString previewText(const LaunchExportDialog &dialog, int tab)
{
    const auto *tabs = dialog.findChild<QTabWidget *>();
    if (tabs == nullptr || tab >= tabs->count())
        return {};
    const auto *text = qobject_cast<const QPlainTextEdit *>(tabs->widget(tab));
    return text == nullptr ? QString() : text->toPlainText();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestLaunchExport : public QObject
{
    Q_OBJECT

private slots:
    void previewShowsThePlansNumbers();
    void followsTheDocument();
    void savesEveryFileAtomically();
    void unwritableFolderSaysWhatToChange();
    void targetThatCannotRunDisablesSave();
    void infeasiblePlanWarnsButSaves();
    void windowOffersTheExport();
    void opensOnTheStacksLauncher();
};

void TestLaunchExport::previewShowsThePlansNumbers()
{
    // The default scenario: Llama 3 8B on 8 x p5.48xlarge = 64 GPUs, tp 1, pp 1: dp 64,
    // global batch 512, micro-batch 1 -> 512 / (64 * 1) = 8 accumulation steps.
    ScenarioDocument doc(engine::builtinCatalog());
    LaunchExportDialog dialog(&doc);
    dialog.setTarget(LaunchTarget::DeepSpeed);
    QCOMPARE(dialog.target(), LaunchTarget::DeepSpeed);
    QVERIFY(dialog.canSave());
    QVERIFY(dialog.messageText().isEmpty());
    const auto *tabs = dialog.findChild<QTabWidget *>();
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(tabs->tabText(0), QStringLiteral("ds_config.json"));
    const nlohmann::json config = nlohmann::json::parse(previewText(dialog, 0).toStdString());
    QCOMPARE(config.at("train_batch_size").get<int>(), 512);
    QCOMPARE(config.at("gradient_accumulation_steps").get<int>(), 8);
    QCOMPARE(config.at("zero_optimization").at("stage").get<int>(), 3);
    QVERIFY(tabs->widget(0)->findChild<QPlainTextEdit *>() == nullptr);
    QVERIFY(qobject_cast<QPlainTextEdit *>(tabs->widget(0))->isReadOnly());
    QVERIFY(previewText(dialog, 1).contains(QStringLiteral("--num_nodes=8")));
}

void TestLaunchExport::followsTheDocument()
{
    ScenarioDocument doc(engine::builtinCatalog());
    LaunchExportDialog dialog(&doc);
    dialog.setTarget(LaunchTarget::Slurm);
    QVERIFY(previewText(dialog, 0).contains(QStringLiteral("#SBATCH --nodes=8\n")));
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 16; });
    QTRY_VERIFY(previewText(dialog, 0).contains(QStringLiteral("#SBATCH --nodes=16\n")));
    QVERIFY(previewText(dialog, 0).contains(QStringLiteral("#SBATCH --gpus-per-node=8\n")));
}

void TestLaunchExport::savesEveryFileAtomically()
{
    ScenarioDocument doc(engine::builtinCatalog());
    LaunchExportDialog dialog(&doc);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("new/folder"));
    dialog.setFolder(folder);
    dialog.setTarget(LaunchTarget::DeepSpeed);
    QString error;
    QVERIFY2(dialog.save(&error), qPrintable(error));
    for (const engine::LaunchFile &file : dialog.files().files) {
        const QString path = folder + QLatin1Char('/') + QString::fromStdString(file.name);
        QCOMPARE(readFile(path), QByteArray::fromStdString(file.content));
        QCOMPARE(QFileInfo(path).isExecutable(), file.executable);
    }
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden).size(), 2);
}

void TestLaunchExport::unwritableFolderSaysWhatToChange()
{
    ScenarioDocument doc(engine::builtinCatalog());
    LaunchExportDialog dialog(&doc);
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("a-file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    dialog.setFolder(blocker);
    QString error;
    QVERIFY(!dialog.save(&error));
    QVERIFY2(error.contains(QStringLiteral("choose another folder")), qPrintable(error));
    dialog.setFolder(QString());
    QVERIFY(!dialog.save(&error));
    QVERIFY(error.contains(QStringLiteral("Choose a folder")));
}

void TestLaunchExport::targetThatCannotRunDisablesSave()
{
    // Eager kernels are another program than Megatron-LM's fused ones.
    ScenarioDocument doc(engine::builtinCatalog());
    doc.edit(QStringLiteral("kernels"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.kernels = engine::KernelStyle::Eager; });
    LaunchExportDialog dialog(&doc);
    dialog.setTarget(LaunchTarget::Megatron);
    QTRY_VERIFY(!dialog.canSave());
    QVERIFY(dialog.files().error);
    QVERIFY2(dialog.messageText().contains(QStringLiteral("megatron cannot run the value eager")),
             qPrintable(dialog.messageText()));
    QCOMPARE(dialog.findChild<QTabWidget *>()->count(), 0);
    // The target list marks Megatron-LM, with the reason, and only it.
    auto *targets = dialog.findChild<QComboBox *>();
    for (int i = 0; i < targets->count(); ++i) {
        const QString tip = targets->itemData(i, Qt::ToolTipRole).toString();
        const bool megatron
            = targets->itemData(i).toInt() == static_cast<int>(LaunchTarget::Megatron);
        QCOMPARE(!targets->itemIcon(i).isNull(), megatron);
        QCOMPARE(tip.contains(QStringLiteral("megatron cannot run the value eager")), megatron);
    }
    // Fused again, the default plan's ZeRO 3 runs as Megatron-FSDP.
    doc.undoStack()->undo();
    QTRY_VERIFY(dialog.canSave());
    QVERIFY(previewText(dialog, 0).contains(QStringLiteral("--use-megatron-fsdp")));
    QVERIFY(previewText(dialog, 0).contains(QStringLiteral("optim_grads_params")));
    for (int i = 0; i < targets->count(); ++i)
        QVERIFY(targets->itemIcon(i).isNull());
}

void TestLaunchExport::infeasiblePlanWarnsButSaves()
{
    ScenarioDocument doc(engine::builtinCatalog());
    doc.edit(QStringLiteral("big model"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model = engine::builtinCatalog().findPreset("llama3-70b")->model;
        s.parallel.zero = 0;
    });
    LaunchExportDialog dialog(&doc);
    QTRY_VERIFY(!doc.result().feasible);
    dialog.setTarget(LaunchTarget::Torchrun);
    QVERIFY(dialog.canSave());
    QVERIFY2(dialog.messageText().startsWith(QStringLiteral("Warning: ")),
             qPrintable(dialog.messageText()));
    QVERIFY(previewText(dialog, 0).contains(QStringLiteral("# WARNING: Scaleplan predicts")));
}

void TestLaunchExport::windowOffersTheExport()
{
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    QAction *found = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == QStringLiteral("&Launch Files…"))
            found = action;
    }
    QVERIFY(found != nullptr);
    QCOMPARE(found->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+L")));
    found->trigger();
    auto *dialog = window.findChild<LaunchExportDialog *>();
    QVERIFY(dialog != nullptr);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->files().files.size(), std::size_t{1}); // torchrun first
    dialog->reject();

    // Saved from the window: the status bar says which files went where.
    found->trigger();
    dialog = window.findChild<LaunchExportDialog *>();
    QVERIFY(dialog != nullptr);
    QTemporaryDir dir;
    dialog->setFolder(dir.path());
    dialog->setTarget(LaunchTarget::DeepSpeed);
    auto *save = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
    save->click();
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Saved %1 in %2")
                 .arg(QLocale().createSeparatedList(
                          {QStringLiteral("ds_config.json"), QStringLiteral("deepspeed.sh")}),
                      QDir::toNativeSeparators(dir.path())));
}

void TestLaunchExport::opensOnTheStacksLauncher()
{
    // A scenario that names its training software opens on that stack's launcher.
    ScenarioDocument doc(engine::builtinCatalog());
    doc.edit(QStringLiteral("software"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.software = engine::Software::DeepSpeed; });
    LaunchExportDialog deepspeed(&doc);
    QCOMPARE(deepspeed.target(), LaunchTarget::DeepSpeed);
    doc.edit(QStringLiteral("software"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.software = engine::Software::MegatronCore; });
    LaunchExportDialog megatron(&doc);
    QCOMPARE(megatron.target(), LaunchTarget::Megatron);
}

QTEST_MAIN(TestLaunchExport)
#include "TestLaunchExport.moc"
