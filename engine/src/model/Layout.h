// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Quantities every part of the model derives from the parallel layout.

#include "scaleplan/engine/Scenario.h"

#include <algorithm>
#include <cstdint>

namespace scaleplan::engine::detail {

struct Layout
{
    std::int64_t gpus = 1;
    std::int64_t tp = 1;
    std::int64_t pp = 1;
    std::int64_t dp = 1;  ///< model replicas, each taking its share of the batch
    std::int64_t cp = 1;  ///< GPUs sharing each sequence (context parallelism)
    std::int64_t ep = 1;  ///< gradient ranks sharing each layer's routed experts
    std::int64_t etp = 1; ///< tensor-parallel split of the routed experts (tp by default)
    std::int64_t virtualStages = 1;
    std::int64_t microBatches = 1;   ///< per pipeline per step
    std::int64_t layersPerStage = 0; ///< on the most loaded stage
    /// On the first and the last pipeline stage (layersPerStage and layers / pp, unless
    /// countsEmbeddingAndLoss() gives each one layer fewer than the stages between them).
    std::int64_t layersFirstStage = 0;
    std::int64_t layersLastStage = 0;
    std::int64_t shardGroup = 1;       ///< ZeRO shard group size (of the gradient ranks)
    double paramsPerGpuFirstStage = 0; ///< before ZeRO sharding, after tp split
    double paramsPerGpuLastStage = 0;
    double paramsPerGpuMax = 0;
    /// Of the above, the routed experts' parameters (after the tp and ep splits), whose
    /// gradients reduce over expertRanks() rather than gradientRanks().
    double expertParamsFirstStage = 0;
    double expertParamsLastStage = 0;
    double expertParamsMax = 0;   ///< of the stage paramsPerGpuMax describes
    double layerParamsPerGpu = 0; ///< one block on one GPU, after the tp and ep splits
    /// A mixture of experts' dense layers (denseLayersIn()) on the first and the last stage.
    std::int64_t denseLayersFirstStage = 0;
    std::int64_t denseLayersLastStage = 0;
    /// Where a mixture of experts has dense layers and three or more stages, the stage
    /// between first and last (each holding layersPerStage layers; Megatron-LM fills stages
    /// in layer order) with the fewest dense layers may hold the most and pace the pipeline:
    /// its dense layers, and -1 where no such stage is modelled.
    std::int64_t denseLayersMiddleStage = -1;
    double paramsPerGpuMiddleStage = 0;
    double expertParamsMiddleStage = 0;
    bool hasMiddleStage() const { return denseLayersMiddleStage >= 0; }

    /// Ranks that hold the same weights and reduce their gradients together: every replica
    /// and every context-parallel slice of it (Megatron-Core's data-parallel group with
    /// context parallelism).
    std::int64_t gradientRanks() const { return dp * cp; }

    /// Ranks that hold the same experts: tp x dp x cp over ep x etp (Megatron-Core's expert
    /// data-parallel group); dp x cp / ep when the experts split like the rest (etp = tp).
    std::int64_t expertRanks() const
    {
        return std::max<std::int64_t>(1, gradientRanks() * tp / (ep * etp));
    }

    /// Whether the routed experts reduce their gradients in a group of their own: they
    /// spread over ep, or split over fewer ranks than tp.
    bool expertsGroupApart() const { return ep > 1 || etp != tp; }

    /// ZeRO shard group of the experts' states: the shard group, at most expertRanks().
    std::int64_t expertShardGroup() const { return std::min(shardGroup, expertRanks()); }
};

/// Whether int8, PowerSGD or top-k compression acts on this layout: they replace the
/// data-parallel all-reduce, which exists without ZeRO or across hybrid-shard replicas.
bool allReduceCompressionApplies(const Scenario &scenario, const Layout &layout);

/// Whether \p method replaces the gradient all-reduce (int8, PowerSGD, top-k) rather than
/// casting what any exchange sends (fp16).
bool compressionReplacesAllReduce(Compression method);

/// Whether Megatron-LM refuses to run \p virtualStages interleaved chunks with
/// \p microBatches micro-batches per step on \p pp stages: its interleaved schedule runs
/// them in groups of pp (megatron/core/pipeline_parallel/schedules.py).
inline bool interleavingRefused(std::int64_t microBatches, std::int64_t pp,
                                std::int64_t virtualStages)
{
    return virtualStages > 1 && microBatches % pp != 0;
}

/// Chunks of work pipeline rank \p rank runs in the warm-up of Megatron-Core's interleaved
/// schedule before its first backward pass, and again in the flush: (p - rank - 1) x 2 +
/// (v - 1) x p, at most m x v (num_warmup_microbatches in
/// megatron/core/pipeline_parallel/schedules.py).
std::int64_t interleavedWarmupChunks(const Layout &layout, std::int64_t rank);

/// Whether Megatron-LM splits \p scenario's layers over its \p pp x \p virtualStages
/// pipeline chunks counting the input embedding and the loss as a layer each
/// (`--account-for-embedding-in-pipeline-split --account-for-loss-in-pipeline-split`):
/// where the layers alone do not divide evenly but with those two they do, as Megatron-LM
/// accepts no other uneven split without naming each stage's layers (Llama 3.1 405B's 126
/// layers over 64 chunks in NVIDIA's recipes). The first and the last stage then hold one
/// layer fewer than the others (docs/model.md 4.3).
bool countsEmbeddingAndLoss(const Scenario &scenario, std::int64_t pp, std::int64_t virtualStages);

/// Derives the layout from a valid scenario with \p gpus GPUs.
Layout deriveLayout(const Scenario &scenario, std::int64_t gpus);

} // namespace scaleplan::engine::detail
