// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Goal.h
/// \brief What the run has to meet: a budget and a deadline.

namespace scaleplan {

/// The targets of the open scenario: its `goal` section (engine::GoalSpec) as the charts
/// use it. The Goal group edits them (ScenarioDocument::setBudget(), setDeadline()), they
/// are saved with the scenario, the cost-versus-time chart draws them as lines, the
/// summary's verdict and cards compare the estimate with them and the planner searches
/// within them.
struct Goal
{
    double budgetUsd = 0; ///< expected total cost at most this (US dollars); 0 = none
    double deadlineH = 0; ///< expected wall-clock time at most this (hours); 0 = none

    bool operator==(const Goal &) const = default;
};

} // namespace scaleplan
