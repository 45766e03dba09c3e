// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/PanelGroup.h"

#include "common/Controls.h"
#include "common/Texts.h"
#include "document/LayoutFixes.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>

namespace scaleplan {

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
    connect(m_message, &QLabel::linkActivated, this, &PanelGroup::fixRequested);
}

PanelGroup::~PanelGroup() = default;

bool PanelGroup::hasField(const std::string &field) const
{
    return m_rows.count(field) > 0;
}

void PanelGroup::showDiagnostic(const engine::Diagnostic &d, const QString &fix)
{
    const auto found = m_rows.find(d.field);
    if (found == m_rows.end()) {
        clearDiagnostic();
        return;
    }
    if (m_detailRows.count(found->second) > 0)
        setDetailsExpanded(true); // a message under a hidden row would say nothing
    const QString color = d.severity == engine::Severity::Error ? errorColor() : warningColor();
    const QString sheet = QStringLiteral("color: %1;").arg(color);
    // The message is plain text; with a fix it becomes rich text, escaped, and the fix a link.
    const QString text = fix.isEmpty() ? diagnosticText(d) : fixMessageHtml(diagnosticText(d), fix);
    // The same message under the same row (most edits keep it) stays as it is: moving it
    // would lay the window out again.
    if (m_flaggedRow == found->second && m_message->isVisibleTo(this) && m_message->text() == text
        && m_message->styleSheet() == sheet)
        return;
    clearDiagnostic();
    m_flaggedRow = found->second;
    moveMessageUnder(m_flaggedRow);
    m_message->setStyleSheet(sheet);
    m_message->setTextFormat(fix.isEmpty() ? Qt::PlainText : Qt::RichText);
    m_message->setTextInteractionFlags(fix.isEmpty() ? Qt::TextSelectableByMouse
                                                     : Qt::TextBrowserInteraction);
    m_message->setText(text);
    m_message->show();
    if (QWidget *label = m_form->labelForField(m_flaggedRow))
        label->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;").arg(color));
}

void PanelGroup::clearDiagnostic()
{
    if (m_flaggedRow == nullptr && m_message->isHidden())
        return;
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
    remember(field, paths);
}

void PanelGroup::addWideRow(QWidget *widget, std::initializer_list<const char *> paths)
{
    m_form->addRow(widget);
    remember(widget, paths);
}

void PanelGroup::remember(QWidget *field, std::initializer_list<const char *> paths)
{
    for (const char *path : paths)
        m_rows[path] = field;
    if (m_detailsToggle != nullptr) {
        m_detailRows.insert(field);
        applyRowVisibility(field);
    }
}

void PanelGroup::beginDetails(const QString &text, const QString &toolTip,
                              const QString &objectName)
{
    m_detailsToggle = new QToolButton(this);
    m_detailsToggle->setObjectName(objectName);
    m_detailsToggle->setText(text);
    m_detailsToggle->setToolTip(toolTip);
    m_detailsToggle->setCheckable(true);
    m_detailsToggle->setAutoRaise(true);
    m_detailsToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_detailsToggle->setArrowType(Qt::RightArrow);
    m_form->addRow(m_detailsToggle);
    connect(m_detailsToggle, &QToolButton::toggled, this, &PanelGroup::setDetailsExpanded);
}

void PanelGroup::setDetailsExpanded(bool expanded)
{
    if (m_detailsToggle == nullptr || expanded == m_detailsExpanded)
        return;
    m_detailsExpanded = expanded;
    {
        const QSignalBlocker blocker(m_detailsToggle);
        m_detailsToggle->setChecked(expanded);
    }
    m_detailsToggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    for (QWidget *row : m_detailRows)
        applyRowVisibility(row);
}

void PanelGroup::setRowVisible(QWidget *field, bool visible)
{
    if (visible)
        m_hiddenRows.erase(field);
    else
        m_hiddenRows.insert(field);
    applyRowVisibility(field);
}

void PanelGroup::applyRowVisibility(QWidget *field)
{
    const bool detailShown = m_detailsExpanded || m_detailRows.count(field) == 0;
    m_form->setRowVisible(field, detailShown && m_hiddenRows.count(field) == 0);
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
