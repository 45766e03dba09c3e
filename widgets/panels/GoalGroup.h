// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "panels/PanelGroup.h"

class QComboBox;

namespace scaleplan {

class QuantityEdit;

/// What the run has to meet, first among the inputs: the budget, the deadline (in days or
/// hours) and the capacity a plan may buy; the scenario's `goal`, one undo step each.
class GoalGroup final : public PanelGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GoalGroup)

public:
    GoalGroup(ScenarioDocument *document, QWidget *parent);
    ~GoalGroup() override;

    void updateFromScenario() override;

private:
    QuantityEdit *m_budget;
    QuantityEdit *m_deadline;
    QComboBox *m_capacity;
};

} // namespace scaleplan
