// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Launch.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTabWidget;

namespace scaleplan {

class ScenarioDocument;

/// File > Export > Launch Files: the files that start the open plan on a cluster
/// (engine/Launch.h), previewed per target and saved atomically into a folder.
class LaunchExportDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchExportDialog)

public:
    explicit LaunchExportDialog(ScenarioDocument *document, QWidget *parent = nullptr);
    ~LaunchExportDialog() override;

    void setTarget(engine::LaunchTarget target);
    engine::LaunchTarget target() const;
    void setFolder(const QString &folder);
    QString folder() const;

    /// The files shown, as generated for the document's current plan.
    const engine::LaunchFiles &files() const { return m_files; }
    /// The text above the preview: problems with the plan, or why nothing can be saved.
    QString messageText() const;
    bool canSave() const;

    /// Writes every file into folder() (created if needed) with QSaveFile; scripts become
    /// executable. On failure sets \p error to a sentence that says what to change.
    bool save(QString *error);

private:
    void refresh();
    /// Marks in the target list each target that cannot express the plan, with the reason.
    void markTargetsThatCannotRun();
    void saveClicked();
    void browse();

    ScenarioDocument *m_document;
    engine::LaunchFiles m_files;
    QComboBox *m_target = nullptr;
    QLineEdit *m_folder = nullptr;
    QTabWidget *m_preview = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_save = nullptr;
};

/// Adds File > Export > Launch Files… to \p exportMenu.
void installLaunchExport(QMenu *exportMenu, ScenarioDocument *document, QWidget *window);

} // namespace scaleplan
