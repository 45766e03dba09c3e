// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExpertParallel.h"

#include "Transformer.h"

#include <algorithm>

namespace scaleplan::engine::detail {

double expertDispatchBytes(const Scenario &scenario)
{
    const ModelSpec &model = scenario.model;
    const double split
        = scenario.parallel.sequenceParallel ? static_cast<double>(scenario.parallel.tp) : 1.0;
    return tokensPerGpu(scenario) * routedCopiesPerToken(scenario)
           * static_cast<double>(model.hidden)
           * activationBytesPerValue(scenario.training.precision) / split;
}

double expertPermutationBytes(const Scenario &scenario)
{
    const ModelSpec &model = scenario.model;
    const ParallelSpec &parallel = scenario.parallel;
    if (model.experts <= 1)
        return 0.0;
    const double b = activationBytesPerValue(scenario.training.precision);
    // Routed copies, padded to capacity where the experts pad (their empty slots written
    // and sent like the rest).
    const double k = routedCopiesPerToken(scenario);
    const double row = static_cast<double>(model.hidden) * b;
    // The tokens a rank routes: its sequence-parallel share of the micro-batch.
    const double tokens = tokensPerGpu(scenario)
                          / (parallel.sequenceParallel ? static_cast<double>(parallel.tp) : 1.0);
    double bytes = (2.0 * k + k + 1.0) * tokens * row;
    // After the all-to-all (and the gather over tp) a GPU holds k copies of the micro-batch's
    // tokens per tp group; with several local experts they are sorted into expert order and
    // back (sort_chunks_by_idxs in token_dispatcher.py), each a read and a write.
    // With experts split over etp of the tp ranks, etp / tp of those.
    const std::int64_t localExperts = model.experts / std::max<std::int64_t>(1, parallel.ep);
    const double etpShare = static_cast<double>(expertTensorParallel(parallel))
                            / static_cast<double>(std::max<std::int64_t>(1, parallel.tp));
    if (parallel.ep > 1 && localExperts > 1)
        bytes += 2.0 * 2.0 * k * tokensPerGpu(scenario) * etpShare * row;
    return bytes;
}

Group expertParallelGroup(const Scenario &scenario, const System &system)
{
    const ParallelSpec &parallel = scenario.parallel;
    const std::int64_t perNode
        = system.network.gpusPerNode / std::max<std::int64_t>(1, expertTensorParallel(parallel));
    return {parallel.ep, std::clamp<std::int64_t>(perNode, 1, parallel.ep)};
}

double expertParallelComm(const Scenario &scenario, const System &system, double forwardPasses)
{
    const ParallelSpec &parallel = scenario.parallel;
    if (parallel.ep <= 1 || scenario.model.experts <= 1)
        return 0.0;
    const double allToAll = collectiveTime(Collective::AllToAll, expertDispatchBytes(scenario),
                                           expertParallelGroup(scenario, system), system.network);
    // Dispatch and combine forward; the gradients of both backward.
    return 2.0 * allToAll * (forwardPasses + 1.0);
}

} // namespace scaleplan::engine::detail
