// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Collective communication times on a two-tier network (alpha-beta model per tier, with
// NCCL's hierarchical algorithm across nodes). See docs/model.md, "Collectives".

#include "Hardware.h"

#include <cstdint>

namespace scaleplan::engine::detail {

enum class Collective { AllReduce, ReduceScatter, AllGather, AllToAll };

/// A group of ranks taking part in one collective.
struct Group
{
    std::int64_t ranks = 1;         ///< group size n
    std::int64_t ranksPerNode = 1;  ///< members of the group inside one node
};

/// Seconds for \p kind over \p group on \p network, where \p bytes is the full buffer
/// (the all-reduce input, the reduce-scatter input, the all-gather output, what each rank
/// sends into an all-to-all, 1/n of it to every rank, itself included). Every GPU of
/// a node is assumed to run its own group's collective at the same time, so the node's
/// NICs are shared by all its GPUs.
double collectiveTime(Collective kind, double bytes, Group group, const Network &network);

/// Seconds to send \p bytes from one GPU to one peer, inside a node or across nodes.
double sendTime(double bytes, bool acrossNodes, const Network &network);

} // namespace scaleplan::engine::detail
