// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Context parallelism: each sequence split over cp GPUs, attention passing keys and values
// around a ring, as Megatron-Core runs it through Transformer Engine
// (--context-parallel-size; docs/model.md, "Context parallelism").

#include "model/Hardware.h"

#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

/// Seconds of one layer's ring exchange not hidden behind attention.
struct CpPasses
{
    double forward = 0;
    double backward = 0;
};

/// Bytes one GPU passes to the next at each ring step: the keys and values of its share of
/// a micro-batch's sequences, for its tensor-parallel share of the heads, in 16 bits.
double contextParallelChunkBytes(const Scenario &scenario);

/// The exposed ring exchange of one layer whose attention takes \p attentionForwardS and
/// \p attentionBackwardS on one GPU. The ring has cp steps: each computes the local queries
/// against one chunk of keys and values while the next chunk arrives, so cp - 1 transfers
/// hide behind cp attention steps of 1/cp of the work each; the backward pass sends the
/// chunk and its gradient (two transfers a step). The group sits on one node's link while
/// tp x cp GPUs fit in a node (Megatron orders ranks tp, cp, dp, pp), else on the network.
CpPasses contextParallelComm(const Scenario &scenario, const System &system,
                             double attentionForwardS, double attentionBackwardS);

} // namespace scaleplan::engine::detail
