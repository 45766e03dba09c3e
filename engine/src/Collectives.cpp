// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Collectives.h"

#include <algorithm>
#include <cmath>

namespace scaleplan::engine::detail {

namespace {

/// NCCL's tuning model discounts its tree's bus bandwidth for all-reduce to 0.92 of the
/// ring's (src/graph/tuning.cc, ncclTopoTuneModel, NCCL 2.19-2.28: `busBw * .92` for
/// NCCL_ALGO_TREE and ncclFuncAllReduce), the pipelining the tree's up and down passes lose.
constexpr double kTreeBandwidthShare = 0.92;

/// Seconds an all-reduce spends between nodes beyond the node-local part, as NCCL runs it:
/// the ring (k - 1 latency steps a pass, each link carrying (k - 1)/k of the rank's share)
/// or the double binary tree (ceil(log2 k) steps a pass, each link carrying the whole
/// share at 0.92 of the ring's rate), whichever is faster for the message, as NCCL picks
/// by its own model (`ncclTopoGetAlgoTime`).
double allReduceAcrossNodes(double shareBytes, double nodes, double intraTime, const Tier &inter)
{
    const double ringInter = 2.0 * (nodes - 1.0) / nodes * shareBytes / inter.bytesPerS;
    const double ring = 2.0 * (nodes - 1.0) * inter.latencyS + std::max(intraTime, ringInter);
    const double treeInter = 2.0 * shareBytes / (kTreeBandwidthShare * inter.bytesPerS);
    const double tree
        = 2.0 * std::ceil(std::log2(nodes)) * inter.latencyS + std::max(intraTime, treeInter);
    return std::min(ring, tree);
}

} // namespace

double collectiveTime(Collective kind, double bytes, Group group, const Network &network)
{
    const double n = static_cast<double>(std::max<std::int64_t>(1, group.ranks));
    if (n <= 1 || bytes <= 0)
        return 0.0;
    const double local = static_cast<double>(std::clamp<std::int64_t>(group.ranksPerNode, 1,
                                                                       group.ranks));
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

    // Inside a node: ring over the local ranks.
    const double intraBytes = passes * (local - 1.0) / local * bytes;
    const double intraTime = intraBytes / network.intra.bytesPerS;
    const double intraLatency = passes * (local - 1.0) * network.intra.latencyS;
    if (nodes <= 1)
        return intraLatency + intraTime;

    // Across nodes: each local rank handles 1/local of the buffer over its share of the
    // node's NICs; NCCL pipelines the two tiers, so the slower one sets the pace.
    // Reduce-scatter and all-gather run only as rings.
    if (kind == Collective::AllReduce)
        return intraLatency + allReduceAcrossNodes(bytes / local, nodes, intraTime, network.inter);
    const double interTime = (nodes - 1.0) / nodes * bytes / local / network.inter.bytesPerS;
    return intraLatency + (nodes - 1.0) * network.inter.latencyS + std::max(intraTime, interTime);
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
