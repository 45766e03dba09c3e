// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file NearestValid.h
/// \brief The smallest change of one layout setting that makes a scenario run: valid under
/// validateScenario() and fitting in GPU memory.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <cstdint>
#include <optional>

namespace scaleplan::engine {

/// The one setting a LayoutFix changes.
enum class LayoutKnob {
    DataParallel, ///< parallel.dp: a given dp that does not match the GPUs, derived instead
    MicroBatch,   ///< training.micro_batch (sequences)
    GlobalBatch,  ///< training.global_batch (sequences)
    Tp,           ///< parallel.tp
    Pp,           ///< parallel.pp
};

/// One setting changed: the scenario with it changed (every other field as it was, dp
/// derived from the GPUs) and that scenario's estimate, which is feasible.
struct LayoutFix
{
    LayoutKnob knob = LayoutKnob::MicroBatch;
    std::int64_t from = 0; ///< the setting's value before (dp: the given dp)
    std::int64_t to = 0;   ///< its value after (dp: the derived dp)
    Scenario scenario;
    Result result;
};

/// The nearest change of one setting that makes \p scenario run, when it does not: it
/// breaks a layout rule of validateScenario(), or its estimate does not fit in memory.
/// Nothing when it runs already, or when no single setting makes it run.
///
/// Each setting is moved to its nearest value that runs: the micro-batch and the global
/// batch by the fewest sequences (ties: the smaller micro-batch, the larger global batch),
/// tp and pp by the fewest doublings (ties: the smaller). A given dp that does not match is
/// derived instead. Of the settings that can, the one whose estimate is nearest the
/// scenario's own (in expected time) wins where the scenario has an estimate (it does not
/// fit in memory); where it breaks a rule and has none, the first in the order dp,
/// micro-batch, global batch, tp, pp: what changes how the GPUs run the step before what
/// changes what is trained, and the split of the model last.
std::optional<LayoutFix> nearestValidLayout(const Scenario &scenario, const Catalog &catalog);

} // namespace scaleplan::engine
