// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/ScenarioEdits.h"

namespace scaleplan {

void deriveDataParallel(engine::Scenario &scenario)
{
    scenario.parallel.dp = 0; // 0: derived from the GPUs and the other degrees
}

void withNodes(engine::Scenario &scenario, std::int64_t nodes)
{
    scenario.cluster.nodes = nodes;
    deriveDataParallel(scenario);
}

} // namespace scaleplan
