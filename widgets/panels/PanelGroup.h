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
#include <string>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

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
    /// Shows \p d under the row that edits its field (red for errors, amber otherwise).
    void showDiagnostic(const engine::Diagnostic &d);
    void clearDiagnostic();

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
    void setRowVisible(QWidget *field, bool visible);
    void setRowLabel(QWidget *field, const QString &label);

private:
    void moveMessageUnder(QWidget *row);

    ScenarioDocument *m_document;
    QFormLayout *m_form;
    QLabel *m_message;
    QWidget *m_flaggedRow = nullptr;
    std::map<std::string, QWidget *> m_rows;
};

/// Makes \p widget ignore the mouse wheel unless it has focus, so that scrolling the panel
/// never changes a spin box, combo box or slider that happens to be under the pointer.
void ignoreWheelUnlessFocused(QWidget *widget);

/// The colours the panels use for diagnostics.
QString errorColor();
QString warningColor();

/// A spin box for \p min .. \p max that reports only finished edits (Enter, focus loss,
/// arrows), so typing "1024" is one edit and not four.
/// With \p doubling the arrows double and halve the value (degrees that are usually powers of
/// two); typing takes any value.
QSpinBox *makeSpinBox(QWidget *parent, int min, int max, bool doubling = false);
/// As makeSpinBox(); shows no trailing zeros ("1,000" rather than "1,000.000").
QDoubleSpinBox *makeDoubleSpinBox(QWidget *parent, double min, double max, int decimals);
QComboBox *makeComboBox(QWidget *parent);
/// A word-wrapped label in the palette's muted colour, for notes and derived figures.
QLabel *makeNote(QWidget *parent, const QString &text = QString());

/// \p value clamped into an int spin box's range.
int toSpinValue(std::int64_t value, const QSpinBox *box);

/// GPUs in one node of \p scenario's cluster (0 when the cluster is incomplete).
std::int64_t gpusPerNode(const engine::Scenario &scenario, const engine::Catalog &catalog);

/// Sets the combo box entry whose user data is \p data (signals blocked).
void selectData(QComboBox *combo, const QVariant &data);

} // namespace scaleplan
