// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Goal.h
/// \brief What the run has to meet: a budget and a deadline.

namespace scaleplan {

/// The targets of the open scenario, set in the window's Targets tool bar. The
/// cost-versus-time chart draws them as lines, the planner drops plans that miss them and
/// the report's chart shows them. ScenarioDocument owns the goal beside the scenario
/// (ScenarioDocument::goal(), setGoal(), goalChanged()); it is not in the scenario file
/// and not in the undo history yet. Saving it with the scenario means reading and writing
/// these two fields where the file is read and written (ScenarioDocument::load() and
/// save()); nothing that uses the goal changes.
struct Goal
{
    double budgetUsd = 0; ///< expected total cost at most this (US dollars); 0 = none
    double deadlineH = 0; ///< expected wall-clock time at most this (hours); 0 = none

    bool operator==(const Goal &) const = default;
};

} // namespace scaleplan
