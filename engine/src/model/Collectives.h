// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Collective communication times on a two-tier network (alpha-beta model per tier, with
// NCCL's ring of every rank or its tree across nodes). See docs/model.md, "Collectives".

#include "model/Hardware.h"

#include <cstdint>

namespace scaleplan::engine::detail {

enum class Collective { AllReduce, ReduceScatter, AllGather, AllToAll };

/// A group of ranks taking part in one collective.
struct Group
{
    std::int64_t ranks = 1;        ///< group size n
    std::int64_t ranksPerNode = 1; ///< members of the group inside one node
};

/// Seconds for \p kind over \p group on \p network, where \p bytes is the full buffer
/// (the all-reduce input, the reduce-scatter input, the all-gather output, what each rank
/// sends into an all-to-all, 1/n of it to every rank, itself included). Every GPU of
/// a node is assumed to run its own group's collective at the same time, so the node's
/// NICs are shared by all its GPUs.
double collectiveTime(Collective kind, double bytes, Group group, const Network &network);

/// Seconds to send \p bytes from one GPU to one peer, inside a node or across nodes.
double sendTime(double bytes, bool acrossNodes, const Network &network);

/// Bandwidth one NCCL channel drives, bytes/s: NCCL "uses the minimal number of SMs to
/// achieve the performance of the platform", one CTA per channel on an SM of its own, "16
/// SMs" for a DGX's 8 NICs at "a top speed of 190 GB/s" (NCCL maintainer, NVIDIA/nccl#689).
inline constexpr double kNcclBytesPerSm = 190e9 / 16.0;
/// NCCL's most channels a collective runs on (MAXCHANNELS, 32 through NCCL 2.18).
inline constexpr double kNcclMaxSms = 32;

/// SMs the NCCL kernels of a collective over \p group hold on each GPU: its bandwidth, the
/// NVLink rate inside a node or the NIC share of the group's ranks on each node across
/// nodes, at kNcclBytesPerSm each, 2 to kNcclMaxSms ("2 SMs" for one PCIe NIC of 12-24 GB/s,
/// the same source).
double ncclSms(const Group &group, const Network &network);

} // namespace scaleplan::engine::detail
