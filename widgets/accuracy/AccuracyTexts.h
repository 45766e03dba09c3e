// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"
#include "scaleplan/engine/Validation.h"

#include <QString>

namespace scaleplan {

/// A published run's figure in its own metric: "3.53 s a step", "3,679 tokens/s per GPU".
QString runFigureText(engine::RunMetric metric, double value);

/// An estimate's error against a measurement as a throughput share: positive when the
/// estimate is faster, whichever metric the run reports (a step time 10% short is +11.1%).
double speedError(engine::RunMetric metric, double error);

/// speedError() as "+12.7 %" or "−9.7 %".
QString runErrorText(engine::RunMetric metric, double error);

/// "Checked against N published training runs: ... on average, ... at most", in each run's
/// own metric, as the command line's `validate` and docs/model.md state it: held out first
/// where \p report has the held-out errors (engine::heldOutValidation()), then in sample.
QString accuracySummary(const engine::ValidationReport &report);

/// A kind of run in words: "Megatron-style across nodes", "one node" ...
QString familyText(engine::RunFamily family);

/// The held-out errors of \p report (from engine::heldOutValidation()) by kind of run, one
/// sentence; empty without them.
QString familyAccuracyText(const engine::ValidationReport &report);

/// How often the band estimates carry covered the bundled runs' held-out errors, each run's
/// band made without its own source's runs (engine::ValidationReport::bandCoverage), one
/// sentence; empty without held-out errors.
QString bandCoverageText(const engine::ValidationReport &report);

/// How far estimates like one were off, held out (engine::Result::accuracy): the band and
/// the runs it rests on, or that no run of its kind on its GPU generation was checked.
QString accuracyBandText(const engine::Accuracy &accuracy);

/// How far an estimate's time and cost may run, as factors of the estimate.
struct AccuracyFactors
{
    double low = 1;
    double high = 1;
    bool oneSided = false; ///< from the estimate up: the runs behind the band took longer
};

/// The factors \p accuracy allows: 1 ± its band, but from the estimate up where its runs
/// took longer than estimated (Accuracy::slowerOnly) or the band reaches 100%, which a
/// symmetric range would take to no time and no cost at all.
AccuracyFactors accuracyFactors(const engine::Accuracy &accuracy);

/// What the bundled runs cannot say about \p scenario: empty when one of them ran on a GPU
/// of its generation, else a sentence naming the GPU and where further checks are written
/// down.
QString untestedGpuCaveat(const engine::Scenario &scenario, const engine::Catalog &catalog,
                          const engine::ValidationReport &report);

} // namespace scaleplan
