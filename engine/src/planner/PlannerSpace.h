// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The planner's candidate space: clusters (instances x node counts where the scenario
// leaves them open) and, per cluster, every valid parallel layout. See docs/planner.md.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Planner.h"

#include <cstdint>
#include <vector>

namespace scaleplan::engine::detail {

/// Largest node count the planner tries when cluster.nodes is open.
inline constexpr std::int64_t kPlanMaxNodes = 1024;

/// One cluster to search: the scenario's cluster or one filled in from the catalog.
struct PlanCluster
{
    ClusterSpec cluster;
    std::int64_t gpusPerNode = 1;
};

/// One layout to estimate on a cluster.
struct PlanCandidate
{
    ParallelSpec parallel;
    std::int64_t microBatch = 1;
    Recompute recompute = Recompute::None;
    std::int64_t recomputeLayers = 0;  ///< with Full: layers of each chunk (0 = all)
    std::uint8_t recomputeModules = 0; ///< with Selective: the parts rebuilt (0 = default)
    bool tpOverlap = false;            ///< communication.tp_overlap
    bool ppOverlap = false;            ///< communication.pp_overlap
};

/// Node counts tried when cluster.nodes is open: 1, 2, 3, 4, 6, 8, 12 ... (powers of two
/// and 1.5 times them) up to kPlanMaxNodes, while the GPUs can still form a layout.
std::vector<std::int64_t> planNodeCounts(const Scenario &scenario, std::int64_t gpusPerNode);

/// The clusters the search covers.
std::vector<PlanCluster> planClusters(const PlanningScenario &planning, const Catalog &catalog);

/// Tensor-parallel degrees: divisors of heads and kv-heads that divide the node's GPUs
/// (tensor parallelism stays inside a node). Generic models: 1.
std::vector<std::int64_t> tensorDegrees(const Scenario &scenario, std::int64_t gpusPerNode);

/// Pipeline depths for \p tp on \p gpus: divisors of gpus / tp up to the layer count.
std::vector<std::int64_t> pipelineDepths(const Scenario &scenario, std::int64_t gpus,
                                         std::int64_t tp);

/// Shortest sequence chunk the planner gives a context-parallel rank (each holds two): a
/// bound on the search, not on what a scenario may set. Shorter chunks leave each ring
/// step too little attention to hide its transfer behind, and multiply the layouts to try.
inline constexpr std::int64_t kPlanMinContextChunk = 1024;

/// Context-parallel degrees for \p tp and \p pp on \p gpus: 1, and with fused attention the
/// powers of two that divide the GPUs left and cut the sequence into 2 x cp chunks of at
/// least kPlanMinContextChunk tokens; the scenario's degree alone where \p request keeps it.
std::vector<std::int64_t> contextDegrees(const Scenario &scenario, std::int64_t gpus,
                                         std::int64_t tp, std::int64_t pp,
                                         const PlanRequest &request);

/// Expert-parallel degrees for \p ranks data- and context-parallel ranks: 1, and for a
/// mixture-of-experts model every divisor of its experts that divides the ranks; the
/// scenario's degree alone where \p request keeps it (none where it does not divide them).
std::vector<std::int64_t> expertDegrees(const Scenario &scenario, std::int64_t ranks,
                                        const PlanRequest &request);

/// One way to split the routed experts: expert tensor parallelism (0: as tp) with the
/// expert-parallel degrees its ranks allow.
struct ExpertSplit
{
    std::int64_t expertTp = 0;
    std::vector<std::int64_t> expertDegrees;
};

/// Expert splits at \p tp with \p dataRanks data- and context-parallel ranks: for a
/// mixture-of-experts model whose expert parallelism is searched, experts split as tp (0)
/// and over every smaller divisor of tp (Megatron-Core's `--expert-tensor-parallel-size`,
/// 1: experts kept whole); otherwise the scenario's expert_tp where it divides tp, else as
/// tp. The expert-parallel ranks are tp x dataRanks / etp.
std::vector<ExpertSplit> expertSplits(const Scenario &scenario, std::int64_t tp,
                                      std::int64_t dataRanks, const PlanRequest &request);

/// Appends to \p out every valid layout with \p tp, \p pp and \p cp on \p gpus GPUs (dp derived,
/// batch divisible, ZeRO stage and shard group, micro-batch, recompute, virtual stages,
/// sequence parallelism, expert tensor and expert parallelism, the tensor-parallel and pipeline
/// overlaps). The recompute mode, the ZeRO stage with its shard group and sequence parallelism are
/// searched only where \p request's search flags say so and are the scenario's otherwise. Every
/// candidate passes validateScenario().
void appendLayouts(const Scenario &scenario, std::int64_t gpus, std::int64_t gpusPerNode,
                   std::int64_t tp, std::int64_t pp, std::int64_t cp, const PlanRequest &request,
                   std::vector<PlanCandidate> &out);

/// How many layouts appendLayouts() would append: what a region the search skips counts.
std::int64_t countLayouts(const Scenario &scenario, std::int64_t gpus, std::int64_t gpusPerNode,
                          std::int64_t tp, std::int64_t pp, std::int64_t cp,
                          const PlanRequest &request);

} // namespace scaleplan::engine::detail
