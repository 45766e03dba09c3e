// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExpertParallel.h"

#include "Collectives.h"
#include "Transformer.h"

#include <algorithm>

namespace scaleplan::engine::detail {

double expertDispatchBytes(const Scenario &scenario)
{
    const ModelSpec &model = scenario.model;
    const double split
        = scenario.parallel.sequenceParallel ? static_cast<double>(scenario.parallel.tp) : 1.0;
    return tokensPerGpu(scenario) * static_cast<double>(model.expertsPerToken)
           * static_cast<double>(model.hidden)
           * activationBytesPerValue(scenario.training.precision) / split;
}

double expertParallelComm(const Scenario &scenario, const System &system, double forwardPasses)
{
    const ParallelSpec &parallel = scenario.parallel;
    if (parallel.ep <= 1 || scenario.model.experts <= 1)
        return 0.0;
    const std::int64_t perNode
        = system.network.gpusPerNode / std::max<std::int64_t>(1, parallel.tp);
    const Group group{parallel.ep, std::clamp<std::int64_t>(perNode, 1, parallel.ep)};
    const double allToAll = collectiveTime(Collective::AllToAll, expertDispatchBytes(scenario),
                                           group, system.network);
    // Dispatch and combine forward; the gradients of both backward.
    return 2.0 * allToAll * (forwardPasses + 1.0);
}

} // namespace scaleplan::engine::detail
