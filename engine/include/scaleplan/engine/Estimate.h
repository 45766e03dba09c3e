// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Estimate.h
/// \brief The estimator: one scenario in, one result out, in microseconds.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <optional>

namespace scaleplan::engine {

/// Estimates step time, memory, totals and risk of \p scenario on \p catalog's hardware.
/// The scenario must have passed validateScenario(); a layout that does not fit or cannot
/// run comes back with `feasible == false` and issues naming the field to change.
/// Deterministic: the same inputs always give the same result.
/// The closed-form (fast, microseconds) path: risk percentiles from the normal
/// approximation of the interruption count (docs/model.md section 9.4).
Result estimate(const Scenario &scenario, const Catalog &catalog);

/// What an estimate spends beyond the closed form.
struct EstimateOptions
{
    /// Monte Carlo trials for the risk percentiles (0 = closed form). The seed comes from
    /// the scenario (riskSeed()), so the same scenario always gives the same figures.
    int riskTrials = 0;

    /// This month, when the prices' age should be judged (currentYearMonth()): a catalog
    /// price older than kStalePriceMonths then draws the `price_stale` warning. Unset, the
    /// estimate depends on its inputs alone.
    std::optional<YearMonth> today;

    /// The full figures a user reads one scenario by: 10,000 Monte Carlo trials, as the
    /// command line's `estimate`, the report and the Risk dock show them.
    static EstimateOptions monteCarlo() { return EstimateOptions{10000, {}}; }
};

/// \p expectedTimeH hours and \p costUsd dollars against \p goal's bounds; nothing when the
/// goal gives neither a budget nor a deadline. Where \p nodesPriced is false the cost leaves
/// the nodes out, and the budget is not judged (GoalResult::budgetKnown). estimate() fills
/// Result::goal with it.
std::optional<GoalResult> compareWithGoal(const GoalSpec &goal, double expectedTimeH,
                                          double costUsd, bool nodesPriced = true);

/// estimate() with the risk fields from a seeded Monte Carlo when options.riskTrials > 0
/// (Risk.h; 10,000 trials take milliseconds). expected_time_h stays the closed-form mean.
Result estimate(const Scenario &scenario, const Catalog &catalog, const EstimateOptions &options);

/// All parameters of \p model: every weight, bias, norm and learned position of a
/// transformer, all experts included (docs/model.md 4.1); a generic model's stated count.
double modelParameters(const ModelSpec &model);

} // namespace scaleplan::engine
