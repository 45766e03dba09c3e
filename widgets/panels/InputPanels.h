// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <vector>

class QLabel;

namespace scaleplan {

class ModelGroup;
class PanelGroup;
class ScenarioDocument;

/// Every input of the scenario as a vertical stack of groups (scale and risk sliders,
/// model, data, cluster, parallel layout), meant to sit in a QScrollArea. Edits go through
/// ScenarioDocument::edit() (one undo step each; a slider drag is one step); the controls
/// follow the document on scenarioChanged, so undo and redo move them. A problem that
/// stops the estimate, or an error or warning of the estimate, appears under the row of
/// the field it names.
class InputPanels : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InputPanels)

public:
    explicit InputPanels(ScenarioDocument *document, QWidget *parent = nullptr);
    ~InputPanels() override;

    /// The model of the Hugging Face config.json at \p path, as the model group's import
    /// button takes it (ModelGroup::importHuggingFaceFile).
    bool importHuggingFace(const QString &path);

    /// The change that makes the layout run, as its link reads ("Use micro-batch 2"), while
    /// the layout breaks a rule or does not fit; empty otherwise.
    QString layoutFixText() const;
    /// Applies that change as one undo step; false when there is none.
    bool applyLayoutFix();

private:
    void updateFromScenario();
    void updateFromResult();
    void showDiagnostics();

    ScenarioDocument *m_document;
    QLabel *m_unplaced = nullptr; ///< a problem no row edits
    std::vector<PanelGroup *> m_groups;
    ModelGroup *m_model = nullptr;
};

} // namespace scaleplan
