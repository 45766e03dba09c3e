// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Collectives.h"

#include <algorithm>
#include <cmath>

namespace scaleplan::engine::detail {

namespace {

/// NCCL's tuning model discounts its tree's bus bandwidth for all-reduce to 0.92 of the
/// ring's (src/graph/tuning.cc, ncclTopoTuneModel, NCCL 2.19-2.28: `busBw * .92` for
/// NCCL_ALGO_TREE and ncclFuncAllReduce), the pipelining the tree's up and down passes lose.
constexpr double kTreeBandwidthShare = 0.92;

/// How a group spreads over the nodes: n ranks, l of them on each of k nodes.
struct Spread
{
    double ranks = 1; ///< n
    double local = 1; ///< l
    double nodes = 1; ///< k = ceil(n / l)
};

/// Seconds NCCL's ring over all \p ranks (\p local of them on each node) spends beyond the
/// node-local latency: \p passes 2 for all-reduce, 1 for reduce-scatter and all-gather.
/// It is one ring through every rank, not a ring of nodes: each of its channels leaves a
/// node once, so the node's NICs carry the passes * (n - 1)/n of the buffer every rank
/// sends, shared by the group's local ranks, and of its passes * (n - 1) steps
/// passes * (k - 1) cross nodes and the rest are on NVLink (`ncclTopoTuneModel`: algorithm
/// bandwidth = nChannels * speed * nRanks / nsteps, latency (nsteps - nInterSteps) * intra
/// + nInterSteps * inter, NCCL 2.19-2.28). The two tiers are pipelined: the slower one,
/// \p intraTime on NVLink or the NICs, sets the pace.
double ringAcrossNodes(double passes, double bytes, const Spread &s, double intraTime,
                       const Network &network)
{
    const double latency = passes
                           * ((s.nodes - 1.0) * network.inter.latencyS
                              + (s.ranks - s.nodes - (s.local - 1.0)) * network.intra.latencyS);
    const double nics
        = passes * (s.ranks - 1.0) / s.ranks * bytes / (s.local * network.inter.bytesPerS);
    return latency + std::max(intraTime, nics);
}

/// Seconds an all-reduce of \p bytes spends beyond the node-local latency, as NCCL runs it:
/// the ring above or the double binary tree (ceil(log2 k) steps a pass between nodes, each
/// local rank's 1/l share going up and down at 0.92 of the ring's rate), whichever is
/// faster for the message, as NCCL picks by its own model (`ncclTopoGetAlgoTime`).
double allReduceAcrossNodes(double bytes, const Spread &s, double intraTime, const Network &network)
{
    const Tier &inter = network.inter;
    const double treeInter = 2.0 * bytes / s.local / (kTreeBandwidthShare * inter.bytesPerS);
    const double tree
        = 2.0 * std::ceil(std::log2(s.nodes)) * inter.latencyS + std::max(intraTime, treeInter);
    return std::min(ringAcrossNodes(2.0, bytes, s, intraTime, network), tree);
}

/// Seconds the bytes of NCCL's ring over the \p local ranks of a node take per \p passes:
/// the (l - 1)/l of the buffer each rank sends a pass crosses the link at its own rate,
/// and each pass also moves kRingOwnMemoryBytesPerPass bytes of the rank's own HBM per
/// buffer byte, which does not shrink with the ring (vTrain's 2-, 4- and 8-A100 tables,
/// docs/model.md 5.2).
double ringInsideNode(double passes, double bytes, double local, const Network &network)
{
    const double wire = (local - 1.0) / local * bytes / network.linkBytesPerS;
    const double own = kRingOwnMemoryBytesPerPass * bytes / network.memoryBytesPerS;
    return passes * (wire + own);
}

} // namespace

double collectiveTime(Collective kind, double bytes, Group group, const Network &network)
{
    const double n = static_cast<double>(std::max<std::int64_t>(1, group.ranks));
    if (n <= 1 || bytes <= 0)
        return 0.0;
    const double local
        = static_cast<double>(std::clamp<std::int64_t>(group.ranksPerNode, 1, group.ranks));
    const double nodes = std::ceil(n / local);
    if (kind == Collective::AllToAll) {
        // NCCL runs it as one group of sends and receives to every peer at once: the
        // (local - 1) / n share for the node's peers over its link, the rest through the
        // GPU's share of the NICs, both tiers at the same time.
        const double intraTime = (local - 1.0) / n * bytes / network.intra.bytesPerS;
        if (nodes <= 1)
            return network.intra.latencyS + intraTime;
        const double interTime = (n - local) / n * bytes / network.inter.bytesPerS;
        return network.intra.latencyS + network.inter.latencyS + std::max(intraTime, interTime);
    }
    // Reduce-scatter and all-gather move each byte once, all-reduce twice.
    const double passes = kind == Collective::AllReduce ? 2.0 : 1.0;

    // Inside a node: ring over the local ranks. One node alone pays at least the least
    // time NCCL's collectives take there.
    const double intraTime = local > 1.0 ? ringInsideNode(passes, bytes, local, network) : 0.0;
    const double intraLatency = passes * (local - 1.0) * network.intra.latencyS;
    if (nodes <= 1)
        return std::max(intraLatency, kIntraCollectiveFloorS) + intraTime;

    // Across nodes. Reduce-scatter and all-gather run only as rings.
    const Spread spread{n, local, nodes};
    if (kind == Collective::AllReduce)
        return intraLatency + allReduceAcrossNodes(bytes, spread, intraTime, network);
    return intraLatency + ringAcrossNodes(1.0, bytes, spread, intraTime, network);
}

double sendTime(double bytes, bool acrossNodes, const Network &network)
{
    if (bytes <= 0)
        return 0.0;
    const Tier &tier = acrossNodes ? network.inter : network.intra;
    return tier.latencyS + bytes / tier.bytesPerS;
}

double ncclSms(const Group &group, const Network &network)
{
    const double bytesPerS = group.ranks > group.ranksPerNode
                                 ? network.inter.bytesPerS * static_cast<double>(group.ranksPerNode)
                                 : network.intra.bytesPerS;
    return std::clamp(std::ceil(bytesPerS / kNcclBytesPerSm), 2.0, kNcclMaxSms);
}

} // namespace scaleplan::engine::detail
