// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Controls.h
/// \brief The input controls every panel makes the same way, and the colours of findings.

#include <QList>
#include <QString>

#include <cstdint>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSpinBox;
class QVariant;
class QWidget;

namespace scaleplan {

/// Makes \p widget ignore the mouse wheel unless it has focus, so that scrolling the panel
/// never changes a spin box, combo box or slider that happens to be under the pointer.
void ignoreWheelUnlessFocused(QWidget *widget);

/// The colours the panels use for diagnostics, and for a figure that meets its goal.
QString errorColor();
QString warningColor();
QString fitColor();

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
/// Sets a one-line label's text without laying the window out again: the label takes the
/// fixed size of \p text rounded up to whole ems and kept while texts are up to 4 ems
/// shorter, so a new text of about the same length (a slider step's figures) only repaints
/// the label. Call it again after a font change.
void setTextInPlace(QLabel *label, const QString &text);

/// Sets a spin box's suffix, or its text for the special value, only when it changes: a spin
/// box lays the window out again on every call, even with the same text.
template<typename SpinBox> void setSuffixInPlace(SpinBox *box, const QString &suffix)
{
    if (box->suffix() != suffix)
        box->setSuffix(suffix);
}
template<typename SpinBox> void setSpecialValueTextInPlace(SpinBox *box, const QString &text)
{
    if (box->specialValueText() != text)
        box->setSpecialValueText(text);
}

/// Sets a spin box's value only when the shown value changes: a spin box repaints on every
/// setValue(), even with the value it has.
void setValueInPlace(QSpinBox *box, int value);
void setValueInPlace(QDoubleSpinBox *box, double value);

/// Lays \p widgets out in \p columns columns of \p grid, row by row, the columns in use
/// sharing the width: a panel that reflows for a narrow window (the summary cards, the
/// charts) calls it again with fewer columns.
void placeInColumns(QGridLayout *grid, const QList<QWidget *> &widgets, int columns);

/// \p value clamped into an int spin box's range.
int toSpinValue(std::int64_t value, const QSpinBox *box);

/// Sets the combo box entry whose user data is \p data (signals blocked).
void selectData(QComboBox *combo, const QVariant &data);

} // namespace scaleplan
