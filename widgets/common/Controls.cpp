// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/Controls.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace scaleplan {

namespace {

/// Passes wheel events on to the parent (the scroll area) while the watched widget has no
/// focus; QApplication hands an ignored wheel event to the next parent.
class WheelGuard final : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (event->type() == QEvent::Wheel && widget != nullptr && !widget->hasFocus()) {
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

/// Shows values without trailing zeros; typing and stepping work as in QDoubleSpinBox.
class TrimmedDoubleSpinBox final : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    QString textFromValue(double value) const override
    {
        QLocale format = locale();
        format.setNumberOptions(isGroupSeparatorShown()
                                    ? format.numberOptions() & ~QLocale::OmitGroupSeparator
                                    : format.numberOptions() | QLocale::OmitGroupSeparator);
        QString text = format.toString(value, 'f', decimals());
        const QString point = format.decimalPoint();
        if (decimals() > 0 && text.contains(point)) {
            while (text.endsWith(QLatin1Char('0')))
                text.chop(1);
            if (text.endsWith(point))
                text.chop(point.size());
        }
        return text;
    }
};

/// Arrows double and halve the value; typing takes any value.
class DoublingSpinBox final : public QSpinBox
{
public:
    using QSpinBox::QSpinBox;

    void stepBy(int steps) override
    {
        qint64 value = this->value();
        for (; steps > 0; --steps)
            value *= 2;
        for (; steps < 0; ++steps)
            value /= 2;
        setValue(static_cast<int>(std::clamp<qint64>(value, minimum(), maximum())));
    }
};

} // namespace

QString errorColor()
{
    return QStringLiteral("#c62828");
}

QString warningColor()
{
    return QStringLiteral("#a15c00");
}

QString fitColor()
{
    return QStringLiteral("#2e7d32");
}

void ignoreWheelUnlessFocused(QWidget *widget)
{
    widget->setFocusPolicy(Qt::StrongFocus);
    widget->installEventFilter(new WheelGuard(widget));
}

QSpinBox *makeSpinBox(QWidget *parent, int min, int max, bool doubling)
{
    QSpinBox *box = doubling ? new DoublingSpinBox(parent) : new QSpinBox(parent);
    box->setRange(min, max);
    box->setKeyboardTracking(false);
    box->setGroupSeparatorShown(true);
    ignoreWheelUnlessFocused(box);
    return box;
}

QDoubleSpinBox *makeDoubleSpinBox(QWidget *parent, double min, double max, int decimals)
{
    auto *box = new TrimmedDoubleSpinBox(parent);
    box->setDecimals(decimals);
    box->setRange(min, max);
    box->setKeyboardTracking(false);
    box->setGroupSeparatorShown(true);
    ignoreWheelUnlessFocused(box);
    return box;
}

QComboBox *makeComboBox(QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    ignoreWheelUnlessFocused(combo);
    return combo;
}

QLabel *makeNote(QWidget *parent, const QString &text)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

int toSpinValue(std::int64_t value, const QSpinBox *box)
{
    return static_cast<int>(std::clamp<std::int64_t>(value, box->minimum(), box->maximum()));
}

void setTextInPlace(QLabel *label, const QString &text)
{
    // A label that may size itself to its text asks the whole window for a new layout on
    // every change, and everything the layout moves is painted again; a fixed-size label
    // repaints itself only.
    const QFontMetrics metrics = label->fontMetrics();
    const int em = std::max(1, metrics.horizontalAdvance(QLatin1Char('M')));
    const QMargins margins = label->contentsMargins();
    const int needed = metrics.horizontalAdvance(text) + 1 + margins.left() + margins.right();
    // Glyphs from a fallback font (Chinese, Japanese) can stand taller than the label's own;
    // measuring the laid-out text costs more than a slider step can spare, so only then.
    const bool beyondLatin
        = std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() > 0x2FF; });
    const int textHeight
        = beyondLatin ? std::max(
              metrics.height(),
              metrics.boundingRect(QRect(0, 0, 1 << 20, 1 << 12), Qt::TextSingleLine, text)
                  .height())
                      : metrics.height();
    const int height = textHeight + margins.top() + margins.bottom();
    // A text a few ems shorter keeps the width it had: figures that step back and forth
    // across a digit do not move the layout.
    const int kept = label->minimumWidth();
    const bool keep = label->minimumHeight() == height && needed <= kept && needed > kept - 4 * em;
    label->setFixedSize(keep ? kept : (needed + em - 1) / em * em, height);
    label->setText(text);
}

void setValueInPlace(QSpinBox *box, int value)
{
    if (box->value() != std::clamp(value, box->minimum(), box->maximum()))
        box->setValue(value);
}

void setValueInPlace(QDoubleSpinBox *box, double value)
{
    // QDoubleSpinBox keeps its value rounded to the decimals it shows.
    const double shown
        = QString::number(std::clamp(value, box->minimum(), box->maximum()), 'f', box->decimals())
              .toDouble();
    if (box->value() != shown)
        box->setValue(value);
}

void placeInColumns(QGridLayout *grid, const QList<QWidget *> &widgets, int columns)
{
    for (QWidget *widget : widgets)
        grid->removeWidget(widget);
    for (qsizetype i = 0; i < widgets.size(); ++i)
        grid->addWidget(widgets[i], static_cast<int>(i) / columns, static_cast<int>(i) % columns);
    for (qsizetype c = 0; c < widgets.size(); ++c)
        grid->setColumnStretch(static_cast<int>(c), c < columns ? 1 : 0);
}

} // namespace scaleplan
