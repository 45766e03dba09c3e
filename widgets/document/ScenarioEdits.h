// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ScenarioEdits.h
/// \brief The rules every control follows when it changes what other fields derive from.

#include "scaleplan/engine/Scenario.h"

#include <cstdint>

namespace scaleplan {

/// The data-parallel degree is derived: dp = GPUs / (tp × pp × cp). A change of the GPU
/// count (nodes, GPUs a node, the machine) or of another degree drops a given dp, so that
/// it is derived again instead of failing validation. Every edit of those fields calls
/// this (or withNodes()).
void deriveDataParallel(engine::Scenario &scenario);

/// \p scenario at \p nodes nodes, dp derived again (the node slider and box, a point picked
/// on the cost-versus-time chart, This Machine's single node; engine::sweepNodes() follows
/// the same rule at each count it sweeps).
void withNodes(engine::Scenario &scenario, std::int64_t nodes);

} // namespace scaleplan
