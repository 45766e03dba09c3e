// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/GoalGroup.h"

#include "common/Controls.h"
#include "common/QuantityEdit.h"
#include "document/ScenarioDocument.h"

#include <QComboBox>

namespace scaleplan {

GoalGroup::GoalGroup(ScenarioDocument *document, QWidget *parent)
    : PanelGroup(tr("Goal"), document, parent)
    , m_budget(new QuantityEdit(QuantityKind::Money, this))
    , m_deadline(new QuantityEdit(QuantityKind::Duration, this))
    , m_capacity(makeComboBox(this))
{
    m_budget->setObjectName(QStringLiteral("budget"));
    m_budget->setToolTip(tr("The most the run may cost, in US dollars: 2M, 750k or $2,000,000. "
                            "The summary says whether the expected cost stays within it, the "
                            "cost-versus-time chart draws it as a line and the planner "
                            "searches within it. Empty: no budget."));
    addRow(tr("Budget"), m_budget, {"goal.budget_usd"});
    m_deadline->setObjectName(QStringLiteral("deadline"));
    m_deadline->setToolTip(tr("When the run has to be done, from its start: 60 d, 8 w or "
                              "1440 h (a number alone is hours). Compared with the expected "
                              "wall-clock time, failures and restarts included. Empty: no "
                              "deadline."));
    addRow(tr("Deadline"), m_deadline, {"goal.deadline_h"});
    m_capacity->setObjectName(QStringLiteral("capacity"));
    m_capacity->addItem(tr("On-demand or spot"), static_cast<int>(engine::Capacity::Either));
    m_capacity->addItem(tr("On-demand only"), static_cast<int>(engine::Capacity::OnDemand));
    m_capacity->addItem(tr("Spot only"), static_cast<int>(engine::Capacity::Spot));
    m_capacity->setToolTip(tr("Which capacity the planner may buy. The estimate itself prices "
                              "the spot share set under Scale and risk."));
    addRow(tr("Capacity"), m_capacity, {"goal.capacity"});

    connect(m_budget, &QuantityEdit::valueEdited, this,
            [this](std::optional<double> usd) { this->document()->setBudget(usd); });
    connect(m_deadline, &QuantityEdit::valueEdited, this,
            [this](std::optional<double> hours) { this->document()->setDeadline(hours); });
    connect(m_capacity, &QComboBox::currentIndexChanged, this, [this] {
        const auto capacity = static_cast<engine::Capacity>(m_capacity->currentData().toInt());
        edit(tr("Change capacity"), ScenarioDocument::Merge::None,
             [capacity](engine::Scenario &s) { s.goal.capacity = capacity; });
    });
}

GoalGroup::~GoalGroup() = default;

void GoalGroup::updateFromScenario()
{
    const engine::GoalSpec &goal = scenario().goal;
    if (m_budget->value() != goal.budgetUsd)
        m_budget->setValue(goal.budgetUsd);
    if (m_deadline->value() != goal.deadlineH)
        m_deadline->setValue(goal.deadlineH);
    selectData(m_capacity, static_cast<int>(goal.capacity));
}

} // namespace scaleplan
