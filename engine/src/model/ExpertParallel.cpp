// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ExpertParallel.h"

#include "model/Workload.h"

#include <algorithm>
#include <cmath>

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

namespace {

/// C(pool - held, k) / C(pool, k): the chance that none of k distinct experts drawn evenly
/// from \p pool falls among the \p held ones.
double chanceOfMissing(double pool, double held, double k)
{
    double chance = 1.0;
    for (double i = 0; i < k && chance > 1e-15; i += 1.0) {
        if (pool - held - i <= 0)
            return 0.0;
        chance *= (pool - held - i) / (pool - i);
    }
    return chance;
}

double logChoose(double n, double r)
{
    return std::lgamma(n + 1.0) - std::lgamma(r + 1.0) - std::lgamma(n - r + 1.0);
}

/// Seconds of one dispatch (or combine) with DeepEP's normal kernels: to every rank of its
/// own node that holds one of a token's experts over the node's link; to every other such
/// node once over the network, to the rank with the same local index, which forwards it to
/// the node's ranks holding its experts. The network and the node's link run at once.
double deduplicatedDispatchTime(const Scenario &scenario, const System &system)
{
    const ModelSpec &model = scenario.model;
    const Group group = expertParallelGroup(scenario, system);
    const double ranks = static_cast<double>(group.ranks);
    const double local = static_cast<double>(group.ranksPerNode);
    // One token's row, padded like the all-to-all's copies where a capacity pads them.
    const double k = static_cast<double>(model.expertsPerToken);
    const double copy = expertDispatchBytes(scenario) / k;
    // Every rank the token reaches but the one it lands on gets it over the node's link.
    const double rankCopies = expectedBinsReached(model, group.ranks) * (1.0 - 1.0 / local);
    const double intraTime = rankCopies * copy / system.network.intra.bytesPerS;
    if (group.ranks <= group.ranksPerNode)
        return system.network.intra.latencyS + intraTime;
    const std::int64_t nodes = static_cast<std::int64_t>(std::ceil(ranks / local));
    const double nodeCopies
        = expectedBinsReached(model, nodes) * (1.0 - 1.0 / static_cast<double>(nodes));
    const double interTime = nodeCopies * copy / system.network.inter.bytesPerS;
    return system.network.intra.latencyS + system.network.inter.latencyS
           + std::max(intraTime, interTime);
}

} // namespace

double expectedBinsReached(const ModelSpec &model, std::int64_t bins)
{
    const double experts = static_cast<double>(model.experts);
    const double k = static_cast<double>(model.expertsPerToken);
    const double n = static_cast<double>(std::max<std::int64_t>(1, bins));
    const std::int64_t groups = model.expertGroups;
    const std::int64_t chosen = expertGroupsPerTokenOrAll(model);
    const bool limited = groups > 1 && chosen < groups;
    const double pool = experts * static_cast<double>(chosen) / static_cast<double>(groups);
    const double perGroup = experts / static_cast<double>(groups);
    if (limited && bins > 0 && groups % bins == 0) {
        // Each bin holds q whole groups; i of them among the chosen ones with hypergeometric
        // odds, the bin then holding i groups' experts of the pool.
        const std::int64_t q = groups / bins;
        double reached = 0.0;
        for (std::int64_t i = 1; i <= std::min(q, chosen); ++i) {
            if (chosen - i > groups - q)
                continue;
            const double odds
                = std::exp(logChoose(toD(q), toD(i)) + logChoose(toD(groups - q), toD(chosen - i))
                           - logChoose(toD(groups), toD(chosen)));
            reached += odds * (1.0 - chanceOfMissing(pool, toD(i) * perGroup, k));
        }
        return n * reached;
    }
    if (limited && bins % groups == 0) {
        // Each group spans bins / groups bins: a bin is in reach when its group is chosen.
        const double chance = static_cast<double>(chosen) / static_cast<double>(groups);
        return n * chance * (1.0 - chanceOfMissing(pool, experts / n, k));
    }
    return n * (1.0 - chanceOfMissing(experts, experts / n, k));
}

double expertParallelSms(const Scenario &scenario, const System &system)
{
    constexpr double kDeepEpSms = 20.0; // deep_ep.Buffer.num_sms, DeepEP's default
    return scenario.communication.expertDispatcher == ExpertDispatcher::DeepEp
               ? kDeepEpSms
               : ncclSms(expertParallelGroup(scenario, system), system.network);
}

double expertParallelComm(const Scenario &scenario, const System &system, double forwardPasses)
{
    const ParallelSpec &parallel = scenario.parallel;
    if (parallel.ep <= 1 || scenario.model.experts <= 1)
        return 0.0;
    const double allToAll
        = scenario.communication.expertDispatcher == ExpertDispatcher::DeepEp
              ? deduplicatedDispatchTime(scenario, system)
              : collectiveTime(Collective::AllToAll, expertDispatchBytes(scenario),
                               expertParallelGroup(scenario, system), system.network);
    // Dispatch and combine forward; the gradients of both backward.
    return 2.0 * allToAll * (forwardPasses + 1.0);
}

} // namespace scaleplan::engine::detail
