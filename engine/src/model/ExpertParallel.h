// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Expert parallelism: the routed experts of each mixture-of-experts layer spread over ep
// data-parallel ranks, tokens sent to their experts and back by all-to-all, as
// Megatron-Core's all-to-all token dispatcher runs it (--expert-model-parallel-size;
// docs/model.md, "Expert parallelism").

#include "model/Collectives.h"
#include "model/Hardware.h"

#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

/// Bytes one GPU sends into one all-to-all of a layer for one micro-batch: a copy of the
/// hidden state for each expert each of its tokens is routed to, in 16 bits (32 in fp32
/// training). With tensor parallelism each rank holds 1/tp of the tokens (sequence
/// parallelism, which Megatron-Core requires there).
double expertDispatchBytes(const Scenario &scenario);

/// Bytes one GPU's mixture-of-experts layer moves in one pass to put the routed copies in
/// expert order and back, as Transformer Engine's fused permutation kernels do
/// (Megatron-Core --moe-permute-fusion): the permutation reads each of the rank's tokens
/// once for each expert it goes to and writes the copies, the unpermutation reads the
/// weighted copies and writes the token; with expert parallelism a GPU that holds more than
/// one expert also sorts the received copies by expert and back. The backward pass moves
/// the same. 0 for a dense model.
double expertPermutationBytes(const Scenario &scenario);

/// The ranks an expert all-to-all runs over and how many share a node: ep consecutive
/// ranks after the experts' tensor-parallel ranks (see expertParallelComm).
Group expertParallelGroup(const Scenario &scenario, const System &system);

/// Expected number of \p bins (consecutive, equal shares of the routed experts: the ranks or
/// nodes of the expert-parallel group) that one token's experts fall in, its
/// experts_per_token drawn evenly from those it may choose: all experts, or with group-limited
/// routing those of expert_groups_per_token of the expert_groups (each group as likely).
/// Where groups and bins do not nest (neither count divides the other) the limit is left
/// out, which can only overstate the bins a token reaches.
double expectedBinsReached(const ModelSpec &model, std::int64_t bins);

/// SMs an expert-parallel all-to-all holds while it runs beside compute: NCCL's channels for
/// the group (ncclSms), or DeepEP's own 20 (deep_ep.Buffer.num_sms, Megatron-Core's
/// moe_deepep_num_sms; DeepSeek-V3 gives its all-to-alls 20 of the H800's 132, Sec. 3.2.2).
double expertParallelSms(const Scenario &scenario, const System &system);

/// Seconds of one layer's all-to-alls for one micro-batch: dispatch and combine in every
/// forward pass (\p forwardPasses: 1, more where recomputation repeats it), and their
/// gradients in the backward pass. The group is ep consecutive ranks after the experts'
/// tensor-parallel ranks (Megatron's expert rank order etp-ep-dp-pp; etp = tp unless
/// parallel.expert_tp says otherwise): on one node's link while etp x ep GPUs fit in a
/// node, else partly on the network. Not overlapped with compute. With the DeepEP dispatcher
/// (communication.expert_dispatcher) a token goes once to each rank and once across the
/// network to each node that holds one of its experts (expectedBinsReached()).
double expertParallelComm(const Scenario &scenario, const System &system, double forwardPasses);

} // namespace scaleplan::engine::detail
