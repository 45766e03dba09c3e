// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tensor-parallel communication overlapped with the products that consume or produce it,
// as Transformer Engine's userbuffers run it under Megatron-LM's --tp-comm-overlap. See
// docs/model.md, "Tensor-parallel communication per layer".

#include "model/Hardware.h"

#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

/// Transformer Engine's defaults (transformer_engine/pytorch/module/base.py, initialize_ub,
/// get_default_config): a "pipeline" overlap splits its product into 4 chunks; "pipeline"
/// and "bulk" overlaps run their collective on 16 SMs, which the product gives up for its
/// whole run (set_sm_margin); "ring_exchange" splits by the tp ranks and moves data with the
/// copy engines (num_sm 1, use_ce).
inline constexpr double kPipelineSplits = 4;
inline constexpr double kCommSms = 16;

/// Whether --tp-comm-overlap could act on \p scenario's model run with \p parallel:
/// Transformer Engine overlaps the all-gathers and reduce-scatters of sequence parallelism
/// around its own (fused) modules' products, through userbuffers that need the whole tp
/// group on one node's NVLink.
bool tpOverlapPossible(const Scenario &scenario, const ParallelSpec &parallel,
                       std::int64_t gpusPerNode);

/// Whether --tp-comm-overlap acts on \p scenario: asked for, and possible for its layout.
bool tpOverlapApplies(const Scenario &scenario, std::int64_t gpusPerNode);

// The chunks of a product are taken to run at the whole product's rate: the engine's fixed
// 256 x 128 tiling (docs/model.md 3.1) would price a chunk of a few hundred rows at a whole
// wave of tiles, where cuBLAS picks smaller tiles for small products.

/// Seconds of a product of \p gemmS alone with its input all-gathered chunk by chunk
/// ("ring_exchange"): the local rows multiply first, then each of the tp - 1 steps moves the
/// next rows while the current ones multiply. \p gatherS is the whole all-gather alone.
double ringExchangeTime(double gemmS, double gatherS, double tp);

/// Seconds of a product of \p gemmS alone with its output reduce-scattered chunk by chunk
/// ("pipeline"): 4 row chunks on all SMs but 16, each chunk's reduce-scatter running beside
/// the next chunk's product. \p scatterS is the whole reduce-scatter alone.
double pipelinedTime(double gemmS, double scatterS, const Device &device);

/// Seconds of a product that runs beside an unrelated collective ("bulk", the backward
/// pass's reduce-scatter of an input gradient beside the weight-gradient product): the
/// longer of the two, the product on all SMs but 16.
double bulkTime(double gemmS, double collectiveS, const Device &device);

} // namespace scaleplan::engine::detail
