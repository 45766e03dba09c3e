// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/ScenarioDocument.h"
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Scenario.h"

#include <QGroupBox>
#include <QString>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <set>
#include <string>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QToolButton;

namespace scaleplan {

/// One titled group of inputs in a form layout. Each row registers the scenario fields
/// (JSON paths) it edits, so a diagnostic naming one of them appears right under that row
/// with the row's label in red. Subclasses build rows, write edits through edit() and set
/// their controls in updateFromScenario() with signals blocked.
class PanelGroup : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PanelGroup)

public:
    PanelGroup(const QString &title, ScenarioDocument *document, QWidget *parent);
    ~PanelGroup() override;

    /// Sets every control from the document's scenario (called on scenarioChanged).
    virtual void updateFromScenario() = 0;
    /// Updates what depends on the estimate (called on resultChanged).
    virtual void updateFromResult() {}

    /// Whether a row of this group edits \p field.
    bool hasField(const std::string &field) const;
    /// Shows \p d under the row that edits its field (red for errors, amber otherwise),
    /// opening the group's details when that row is one of them, followed by \p fix as a
    /// link when one is given: clicking it emits fixRequested().
    void showDiagnostic(const engine::Diagnostic &d, const QString &fix = {});
    void clearDiagnostic();

    /// Whether the rows under the group's details toggle show (see beginDetails()).
    bool detailsExpanded() const { return m_detailsExpanded; }
    /// Shows or hides the rows under the details toggle; nothing when there are none.
    void setDetailsExpanded(bool expanded);

signals:
    /// The link of the change that makes the layout run was clicked (showDiagnostic()).
    void fixRequested();

protected:
    ScenarioDocument *document() const { return m_document; }
    const engine::Scenario &scenario() const { return m_document->scenario(); }
    QFormLayout *form() const { return m_form; }

    /// One undoable edit of the document (see ScenarioDocument::edit()).
    void edit(const QString &text, ScenarioDocument::Merge merge,
              const std::function<void(engine::Scenario &)> &change);

    /// Adds the row \p label / \p field; diagnostics on any of \p paths appear under it.
    void addRow(const QString &label, QWidget *field, std::initializer_list<const char *> paths);
    /// Adds a row spanning both columns; diagnostics on any of \p paths appear under it.
    void addWideRow(QWidget *widget, std::initializer_list<const char *> paths = {});
    /// Shows or hides a row; a detail row shows only while the details are expanded.
    void setRowVisible(QWidget *field, bool visible);
    void setRowLabel(QWidget *field, const QString &label);
    /// Rows added after this call are the group's details: they hide under a toggle named
    /// \p text (\p objectName for tests), collapsed until the user opens it or a
    /// diagnostic names one of them.
    void beginDetails(const QString &text, const QString &toolTip, const QString &objectName);

private:
    void moveMessageUnder(QWidget *row);
    void applyRowVisibility(QWidget *field);
    void remember(QWidget *field, std::initializer_list<const char *> paths);

    ScenarioDocument *m_document;
    QFormLayout *m_form;
    QLabel *m_message;
    QWidget *m_flaggedRow = nullptr;
    std::map<std::string, QWidget *> m_rows;
    QToolButton *m_detailsToggle = nullptr;
    bool m_detailsExpanded = false;
    std::set<QWidget *> m_detailRows;
    std::set<QWidget *> m_hiddenRows; ///< rows hidden for what they edit, details aside
};

/// GPUs in one node of \p scenario's cluster (0 when the cluster is incomplete).
std::int64_t gpusPerNode(const engine::Scenario &scenario, const engine::Catalog &catalog);

} // namespace scaleplan
