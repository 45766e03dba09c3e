// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Collectives.h"

#include <algorithm>
#include <cmath>

namespace scaleplan::engine::detail {

namespace {

/// Steps of latency between nodes per pass. A ring needs k - 1. For all-reduce NCCL also
/// has its double binary tree, ceil(log2 k) steps, and picks the faster; reduce-scatter
/// and all-gather only run as rings.
double interSteps(Collective kind, double nodes)
{
    const double ring = nodes - 1.0;
    return kind == Collective::AllReduce ? std::min(ring, std::ceil(std::log2(nodes))) : ring;
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
    const double interBytes = passes * (nodes - 1.0) / nodes * bytes / local;
    const double interTime = interBytes / network.inter.bytesPerS;
    const double latency = intraLatency + passes * interSteps(kind, nodes) * network.inter.latencyS;
    return latency + std::max(intraTime, interTime);
}

double sendTime(double bytes, bool acrossNodes, const Network &network)
{
    if (bytes <= 0)
        return 0.0;
    const Tier &tier = acrossNodes ? network.inter : network.intra;
    return tier.latencyS + bytes / tier.bytesPerS;
}

} // namespace scaleplan::engine::detail
