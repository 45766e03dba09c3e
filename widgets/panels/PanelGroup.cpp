// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/PanelGroup.h"

#include "common/Texts.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
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

std::int64_t gpusPerNode(const engine::Scenario &scenario, const engine::Catalog &catalog)
{
    if (scenario.cluster.instance.empty())
        return scenario.cluster.gpusPerNode;
    const engine::Instance *instance = catalog.findInstance(scenario.cluster.instance);
    return instance != nullptr ? instance->gpus : 0;
}

void selectData(QComboBox *combo, const QVariant &data)
{
    const QSignalBlocker blocker(combo);
    combo->setCurrentIndex(combo->findData(data));
}

PanelGroup::PanelGroup(const QString &title, ScenarioDocument *document, QWidget *parent)
    : QGroupBox(title, parent)
    , m_document(document)
    , m_form(new QFormLayout(this))
    , m_message(new QLabel(this))
{
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();
}

PanelGroup::~PanelGroup() = default;

bool PanelGroup::hasField(const std::string &field) const
{
    return m_rows.count(field) > 0;
}

void PanelGroup::showDiagnostic(const engine::Diagnostic &d)
{
    clearDiagnostic();
    const auto found = m_rows.find(d.field);
    if (found == m_rows.end())
        return;
    m_flaggedRow = found->second;
    const QString color = d.severity == engine::Severity::Error ? errorColor() : warningColor();
    moveMessageUnder(m_flaggedRow);
    m_message->setStyleSheet(QStringLiteral("color: %1;").arg(color));
    m_message->setText(diagnosticText(d));
    m_message->show();
    if (QWidget *label = m_form->labelForField(m_flaggedRow))
        label->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;").arg(color));
}

void PanelGroup::clearDiagnostic()
{
    m_message->hide();
    m_message->clear();
    if (m_flaggedRow != nullptr) {
        if (QWidget *label = m_form->labelForField(m_flaggedRow))
            label->setStyleSheet(QString());
    }
    m_flaggedRow = nullptr;
}

void PanelGroup::edit(const QString &text, ScenarioDocument::Merge merge,
                      const std::function<void(engine::Scenario &)> &change)
{
    m_document->edit(text, merge, change);
}

void PanelGroup::addRow(const QString &label, QWidget *field,
                        std::initializer_list<const char *> paths)
{
    m_form->addRow(label, field);
    for (const char *path : paths)
        m_rows[path] = field;
}

void PanelGroup::addWideRow(QWidget *widget, std::initializer_list<const char *> paths)
{
    m_form->addRow(widget);
    for (const char *path : paths)
        m_rows[path] = widget;
}

void PanelGroup::setRowVisible(QWidget *field, bool visible)
{
    m_form->setRowVisible(field, visible);
}

void PanelGroup::setRowLabel(QWidget *field, const QString &label)
{
    if (auto *text = qobject_cast<QLabel *>(m_form->labelForField(field)))
        text->setText(label);
}

void PanelGroup::moveMessageUnder(QWidget *row)
{
    int current = -1;
    QFormLayout::ItemRole role = QFormLayout::FieldRole;
    m_form->getWidgetPosition(m_message, &current, &role);
    if (current >= 0) {
        const QFormLayout::TakeRowResult taken = m_form->takeRow(current);
        delete taken.labelItem; // the layout items only; m_message stays our child
        delete taken.fieldItem;
    }
    int target = -1;
    m_form->getWidgetPosition(row, &target, &role);
    m_form->insertRow(target + 1, m_message);
}

} // namespace scaleplan
