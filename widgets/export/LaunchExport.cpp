// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/LaunchExport.h"
#include "PlainMessageBox.h"

#include "document/TextFile.h"

#include "StatusMessage.h"
#include "common/Texts.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Software.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

namespace scaleplan {

using engine::LaunchTarget;

namespace {

QString targetLabel(LaunchTarget target)
{
    switch (target) {
    case LaunchTarget::Torchrun:
        return LaunchExportDialog::tr("torchrun command line");
    case LaunchTarget::DeepSpeed:
        return LaunchExportDialog::tr("DeepSpeed configuration");
    case LaunchTarget::Megatron:
        return LaunchExportDialog::tr("Megatron-LM arguments");
    case LaunchTarget::PyTorchJob:
        return LaunchExportDialog::tr("Kubeflow PyTorchJob");
    case LaunchTarget::Slurm:
        return LaunchExportDialog::tr("Slurm batch script");
    }
    return {};
}

} // namespace

LaunchExportDialog::LaunchExportDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setWindowTitle(tr("Export Launch Files"));
    m_target = new QComboBox(this);
    for (LaunchTarget target : engine::allLaunchTargets())
        m_target->addItem(targetLabel(target), static_cast<int>(target));
    m_target->setToolTip(tr("The launcher or scheduler the files are written for; every number "
                            "in them comes from the plan"));
    // Opens on the launcher of the scenario's training software, where it names one.
    const std::string_view stackTarget
        = engine::softwareLaunchTarget(document->scenario().training.software);
    if (const std::optional<LaunchTarget> preferred
        = engine::parseLaunchTarget(std::string(stackTarget)))
        m_target->setCurrentIndex(m_target->findData(static_cast<int>(*preferred)));

    m_folder = new QLineEdit(this);
    m_folder->setToolTip(tr("Folder the files are saved into (created if needed)"));
    const QString scenarioFile = document->filePath();
    m_folder->setText(scenarioFile.isEmpty() ? QDir::homePath()
                                             : QFileInfo(scenarioFile).absolutePath());
    auto *browse = new QPushButton(tr("&Browse…"), this);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Target:"), m_target);
    auto *folderLabel = new QLabel(tr("&Folder:"), this);
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_preview = new QTabWidget(this);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    m_save = buttons->button(QDialogButtonBox::Save);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_preview, 1);
    layout->addWidget(buttons);
    resize(900, 650);

    connect(m_target, &QComboBox::currentIndexChanged, this, &LaunchExportDialog::refresh);
    connect(browse, &QPushButton::clicked, this, &LaunchExportDialog::browse);
    connect(m_save, &QPushButton::clicked, this, &LaunchExportDialog::saveClicked);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(document, &ScenarioDocument::resultChanged, this, &LaunchExportDialog::refresh);
    refresh();
}

LaunchExportDialog::~LaunchExportDialog() = default;

void LaunchExportDialog::setTarget(LaunchTarget target)
{
    m_target->setCurrentIndex(m_target->findData(static_cast<int>(target)));
}

LaunchTarget LaunchExportDialog::target() const
{
    return static_cast<LaunchTarget>(m_target->currentData().toInt());
}

void LaunchExportDialog::setFolder(const QString &folder)
{
    m_folder->setText(folder);
}

QString LaunchExportDialog::folder() const
{
    return m_folder->text().trimmed();
}

QString LaunchExportDialog::messageText() const
{
    return m_message->text();
}

bool LaunchExportDialog::canSave() const
{
    return m_save->isEnabled();
}

void LaunchExportDialog::refresh()
{
    const int shown = m_preview->currentIndex();
    while (m_preview->count() > 0) {
        QWidget *page = m_preview->widget(0);
        m_preview->removeTab(0);
        delete page;
    }
    m_files = {};
    QStringList lines;
    if (const auto &problem = m_document->problem()) {
        lines << tr("The scenario cannot be planned: %1").arg(diagnosticLine(*problem));
    } else {
        m_files = engine::launchFiles(m_document->scenario(), m_document->result(), target());
        if (m_files.error) {
            lines << tr("%1 cannot express this plan: %2")
                         .arg(targetLabel(target()), diagnosticLine(*m_files.error));
        } else {
            const engine::Result &result = m_document->result();
            if (!result.feasible)
                lines << tr("Warning: this plan is predicted not to run as it stands. The files "
                            "are written anyway and say so in their first lines:");
            for (const engine::Diagnostic &issue : result.issues) {
                if (issue.severity != engine::Severity::Info)
                    lines << QStringLiteral("• ") + diagnosticLine(issue);
            }
        }
    }
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (const engine::LaunchFile &file : m_files.files) {
        auto *text = new QPlainTextEdit(m_preview);
        text->setReadOnly(true);
        text->setFont(fixed);
        text->setLineWrapMode(QPlainTextEdit::NoWrap);
        text->setPlainText(QString::fromStdString(file.content));
        m_preview->addTab(text, QString::fromStdString(file.name));
    }
    if (shown >= 0 && shown < m_preview->count())
        m_preview->setCurrentIndex(shown);
    m_message->setText(lines.join(QLatin1Char('\n')));
    m_message->setVisible(!lines.isEmpty());
    m_save->setEnabled(!m_files.files.empty());
    markTargetsThatCannotRun();
}

void LaunchExportDialog::markTargetsThatCannotRun()
{
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const bool planned = !m_document->problem().has_value();
    for (int i = 0; i < m_target->count(); ++i) {
        const auto target = static_cast<LaunchTarget>(m_target->itemData(i).toInt());
        std::optional<engine::Diagnostic> error;
        if (planned && target == this->target())
            error = m_files.error; // refresh() has just asked the chosen target
        else if (planned)
            error = engine::launchFiles(m_document->scenario(), m_document->result(), target).error;
        m_target->setItemIcon(i, error ? warning : QIcon());
        m_target->setItemData(
            i, error ? tr("Cannot express this plan: %1").arg(diagnosticLine(*error)) : QString(),
            Qt::ToolTipRole);
    }
}

bool LaunchExportDialog::save(QString *error)
{
    const QString dirPath = folder();
    if (dirPath.isEmpty()) {
        *error = tr("Choose a folder to save the launch files into.");
        return false;
    }
    if (m_files.files.empty()) {
        *error = m_message->text();
        return false;
    }
    QDir dir(dirPath);
    if (!dir.mkpath(QStringLiteral("."))) {
        *error = tr("The folder %1 cannot be created; choose another folder.")
                     .arg(QDir::toNativeSeparators(dirPath));
        return false;
    }
    for (const engine::LaunchFile &file : m_files.files) {
        const QString path = dir.filePath(QString::fromStdString(file.name));
        if (const int failure = TextFile::replace(path, file.content, file.executable);
            failure != 0) {
            *error = tr("%1 cannot be written (%2); choose another folder.")
                         .arg(QDir::toNativeSeparators(path), TextFile::systemError(failure));
            return false;
        }
    }
    return true;
}

void LaunchExportDialog::saveClicked()
{
    QString error;
    if (!save(&error)) {
        PlainMessageBox::warning(this, tr("Launch files not saved"), error);
        return;
    }
    accept();
}

void LaunchExportDialog::browse()
{
    const QString chosen
        = QFileDialog::getExistingDirectory(this, tr("Folder for the launch files"), folder());
    if (!chosen.isEmpty())
        m_folder->setText(chosen);
}

void installLaunchExport(QMenu *exportMenu, ScenarioDocument *document, QWidget *window)
{
    QAction *action = exportMenu->addAction(LaunchExportDialog::tr("&Launch Files…"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    action->setToolTip(LaunchExportDialog::tr(
        "Write a torchrun, DeepSpeed, Megatron-LM, Kubeflow or Slurm launch for this plan"));
    QObject::connect(action, &QAction::triggered, window, [document, window] {
        auto *dialog = new LaunchExportDialog(document, window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &QDialog::accepted, window, [dialog, window] {
            QStringList names;
            for (const engine::LaunchFile &file : dialog->files().files)
                names.append(QString::fromStdString(file.name));
            showStatusMessage(window, LaunchExportDialog::tr("Saved %1 in %2")
                                          .arg(QLocale().createSeparatedList(names),
                                               QDir::toNativeSeparators(dialog->folder())));
        });
        dialog->open();
    });
}

} // namespace scaleplan
