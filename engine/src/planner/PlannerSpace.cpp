// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "planner/PlannerSpace.h"

#include "model/Layout.h"
#include "model/TpOverlap.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace scaleplan::engine::detail {

namespace {

/// Micro-batch sizes tried besides the scenario's own (Megatron-LM and DeepSpeed runs use
/// these; larger ones rarely fit beside pipeline activations).
constexpr std::int64_t kMicroBatches[] = {1, 2, 4, 8, 16};

bool isTransformer(const Scenario &scenario)
{
    return scenario.model.kind == ModelKind::Transformer;
}

std::vector<std::int64_t> microBatchSizes(const Scenario &scenario, std::int64_t perReplica)
{
    std::vector<std::int64_t> sizes(std::begin(kMicroBatches), std::end(kMicroBatches));
    sizes.push_back(scenario.training.microBatch);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    std::erase_if(sizes, [&](std::int64_t mb) { return mb < 1 || perReplica % mb != 0; });
    return sizes;
}

std::vector<std::int64_t> virtualStageCounts(const Scenario &scenario, std::int64_t pp)
{
    std::vector<std::int64_t> counts{1};
    if (pp <= 1 || !isTransformer(scenario) || scenario.model.layers % pp != 0)
        return counts;
    const std::int64_t perStage = scenario.model.layers / pp;
    for (std::int64_t v = 2; v <= perStage; ++v) {
        if (perStage % v == 0)
            counts.push_back(v);
    }
    return counts;
}

/// 0 (all of dp) and, when it is a proper divisor of dp, the data-parallel ranks of one
/// node: FSDP's HYBRID_SHARD and DeepSpeed's hpZ shard inside the node.
std::vector<std::int64_t> shardGroups(std::int64_t dp, std::int64_t gpusPerNode, std::int64_t tp)
{
    std::vector<std::int64_t> groups{0};
    const std::int64_t inNode = gpusPerNode / tp;
    if (inNode > 1 && inNode < dp && dp % inNode == 0)
        groups.push_back(inNode);
    return groups;
}

/// A ZeRO stage with its shard group.
struct Sharding
{
    int zero = 0;
    std::int64_t group = 0;
};

/// Whether the scenario's training stack runs ZeRO stage \p zero in shard groups of \p group
/// (0: all of them) over \p dp ranks beside \p pp pipeline stages. DeepSpeed's
/// PipelineEngine asserts "ZeRO-2 and ZeRO-3 are incompatible with pipeline parallelism",
/// and its ZeRO 1 and 2 partition over every data-parallel rank (its groups are ZeRO-3's
/// MiCS); the launch files refuse the same (docs/launch.md).
bool stackRunsSharding(const Scenario &scenario, int zero, std::int64_t group, std::int64_t dp,
                       std::int64_t pp)
{
    if (scenario.training.software != Software::DeepSpeed)
        return true;
    if (zero >= 2 && pp > 1)
        return false;
    return !(zero >= 1 && zero <= 2 && group > 0 && group < dp);
}

/// The ZeRO stages and shard groups tried at \p dp: every stage with every group the stack
/// runs, or, when the request keeps them, the scenario's own (none when its group does not
/// divide dp).
std::vector<Sharding> shardings(const Scenario &scenario, std::int64_t dp, std::int64_t gpusPerNode,
                                std::int64_t tp, std::int64_t pp, const PlanRequest &request)
{
    if (!request.searchZero) {
        const std::int64_t group = scenario.parallel.zeroShardGroup;
        if (group > 0 && dp % group != 0)
            return {};
        return {{scenario.parallel.zero, group}};
    }
    std::vector<Sharding> options{{0, 0}};
    const int zeroMax = dp > 1 ? 3 : 0;
    for (int zero = 1; zero <= zeroMax; ++zero) {
        for (const std::int64_t group : shardGroups(dp, gpusPerNode, tp)) {
            if (stackRunsSharding(scenario, zero, group, dp, pp))
                options.push_back({zero, group});
        }
    }
    return options;
}

/// Sequence parallelism on and off where tp > 1, or, when the request keeps it, the
/// scenario's setting (off at tp 1, where it does nothing).
std::vector<bool> sequenceParallelOptions(const Scenario &scenario, std::int64_t tp,
                                          const PlanRequest &request)
{
    if (tp <= 1)
        return {false};
    if (!request.searchSequenceParallel)
        return {scenario.parallel.sequenceParallel};
    return {false, true};
}

/// communication.tp_overlap values for a layout: off and on where Transformer Engine can
/// overlap the tensor-parallel collectives (sequence parallelism, 2 <= tp <= a node's GPUs;
/// it costs SMs, so off may be faster), the scenario's own elsewhere or where kept.
std::vector<bool> tpOverlapOptions(const Scenario &scenario, const ParallelSpec &parallel,
                                   std::int64_t gpusPerNode, const PlanRequest &request)
{
    if (!request.searchOverlap || !tpOverlapPossible(scenario, parallel, gpusPerNode))
        return {scenario.communication.tpOverlap};
    return {false, true};
}

/// communication.pp_overlap values: off and on where Megatron-Core's interleaved schedule
/// runs (ppOverlapApplies), the scenario's own elsewhere or where kept.
std::vector<bool> ppOverlapOptions(const Scenario &scenario, const ParallelSpec &parallel,
                                   const PlanRequest &request)
{
    const bool applies = isTransformer(scenario) && parallel.pp > 1 && parallel.virtualStages > 1
                         && scenario.communication.pipelineEngine == PipelineEngine::Megatron;
    if (!request.searchOverlap || !applies)
        return {scenario.communication.ppOverlap};
    return {false, true};
}

/// Gives \p sink \p candidate once for each expert split, expert-parallel degree and
/// overlap setting that fits its layout.
template<typename Sink>
void communicationVariants(const Scenario &scenario, std::int64_t gpusPerNode,
                           const std::vector<ExpertSplit> &expertSplits, const PlanRequest &request,
                           PlanCandidate candidate, Sink &sink)
{
    const ParallelSpec &parallel = candidate.parallel;
    for (const ExpertSplit &split : expertSplits) {
        // Experts on fewer ranks than tp take their tokens from sequence parallelism.
        if (split.expertTp > 0 && split.expertTp < parallel.tp && !parallel.sequenceParallel)
            continue;
        candidate.parallel.expertTp = split.expertTp;
        for (const std::int64_t ep : split.expertDegrees) {
            // Megatron-Core needs sequence parallelism beside tp there.
            if (ep > 1 && parallel.tp > 1 && !parallel.sequenceParallel)
                continue;
            candidate.parallel.ep = ep;
            for (const bool tpOverlap :
                 tpOverlapOptions(scenario, parallel, gpusPerNode, request)) {
                candidate.tpOverlap = tpOverlap;
                for (const bool ppOverlap : ppOverlapOptions(scenario, parallel, request)) {
                    candidate.ppOverlap = ppOverlap;
                    sink(candidate);
                }
            }
        }
    }
}

} // namespace

std::vector<std::int64_t> planNodeCounts(const Scenario &scenario, std::int64_t gpusPerNode)
{
    // A layout needs dp = gpus / (tp pp) to divide the global batch, so beyond
    // global batch x gpus per node x layers GPUs no layout exists.
    const std::int64_t layers = isTransformer(scenario) ? scenario.model.layers : 1;
    const std::int64_t tpMax = isTransformer(scenario) ? gpusPerNode : 1;
    const double gpuLimit = static_cast<double>(scenario.training.globalBatch)
                            * static_cast<double>(tpMax) * static_cast<double>(layers);
    std::vector<std::int64_t> counts;
    for (std::int64_t power = 1; power <= kPlanMaxNodes; power *= 2) {
        for (const std::int64_t nodes : {power, power + power / 2}) {
            if (nodes > kPlanMaxNodes || (power == 1 && nodes != 1)
                || static_cast<double>(nodes * gpusPerNode) > gpuLimit)
                continue;
            counts.push_back(nodes);
        }
    }
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

std::vector<PlanCluster> planClusters(const PlanningScenario &planning, const Catalog &catalog)
{
    const Scenario &scenario = planning.scenario;
    std::vector<PlanCluster> bases;
    if (planning.clusterOpen) {
        for (const Instance &instance : catalog.instances) {
            // Without a price an instance cannot be ranked by cost, nor bounded.
            if (catalog.findGpu(instance.gpu) == nullptr || instance.gpus <= 0
                || instance.onDemandUsdPerHour <= 0)
                continue;
            ClusterSpec cluster;
            cluster.instance = instance.id;
            cluster.nodes = scenario.cluster.nodes;
            bases.push_back({cluster, instance.gpus});
        }
    } else {
        std::int64_t perNode = scenario.cluster.gpusPerNode;
        if (const Instance *instance = catalog.findInstance(scenario.cluster.instance))
            perNode = instance->gpus;
        bases.push_back({scenario.cluster, std::max<std::int64_t>(1, perNode)});
    }
    if (!planning.nodesOpen)
        return bases;
    std::vector<PlanCluster> clusters;
    for (const PlanCluster &base : bases) {
        for (const std::int64_t nodes : planNodeCounts(scenario, base.gpusPerNode)) {
            PlanCluster at = base;
            at.cluster.nodes = nodes;
            // A described system needs a network between its nodes.
            if (nodes > 1 && at.cluster.instance.empty() && at.cluster.interNodeGbps <= 0)
                continue;
            clusters.push_back(at);
        }
    }
    return clusters;
}

std::vector<std::int64_t> tensorDegrees(const Scenario &scenario, std::int64_t gpusPerNode)
{
    if (!isTransformer(scenario))
        return {1};
    const std::int64_t heads = std::gcd(scenario.model.heads, scenario.model.kvHeads);
    std::vector<std::int64_t> degrees;
    for (std::int64_t tp = 1; tp <= gpusPerNode; ++tp) {
        if (heads % tp == 0 && gpusPerNode % tp == 0)
            degrees.push_back(tp);
    }
    return degrees;
}

std::vector<std::int64_t> pipelineDepths(const Scenario &scenario, std::int64_t gpus,
                                         std::int64_t tp)
{
    if (!isTransformer(scenario) || gpus % tp != 0)
        return {1};
    const std::int64_t rest = gpus / tp;
    std::vector<std::int64_t> depths;
    for (std::int64_t pp = 1; pp <= std::min(rest, scenario.model.layers); ++pp) {
        if (rest % pp == 0)
            depths.push_back(pp);
    }
    return depths;
}

std::vector<std::int64_t> contextDegrees(const Scenario &scenario, std::int64_t gpus,
                                         std::int64_t tp, std::int64_t pp,
                                         const PlanRequest &request)
{
    if (!request.searchContextParallel)
        return {scenario.parallel.cp};
    std::vector<std::int64_t> degrees{1};
    // DeepSpeed's sequence parallelism (Ulysses) splits heads with all-to-alls; it has no
    // ring of keys and values, so its plans do without.
    if (!isTransformer(scenario) || !scenario.training.flashAttention || gpus % (tp * pp) != 0
        || scenario.training.software == Software::DeepSpeed)
        return degrees;
    const std::int64_t rest = gpus / (tp * pp);
    const std::int64_t seq = scenario.model.seqLen;
    for (std::int64_t cp = 2; cp <= rest && seq / (2 * cp) >= kPlanMinContextChunk; cp *= 2) {
        if (rest % cp == 0 && seq % (2 * cp) == 0)
            degrees.push_back(cp);
    }
    return degrees;
}

std::vector<std::int64_t> expertDegrees(const Scenario &scenario, std::int64_t ranks,
                                        const PlanRequest &request)
{
    if (!request.searchExpertParallel) {
        const std::int64_t ep = scenario.parallel.ep;
        return ranks % ep == 0 ? std::vector<std::int64_t>{ep} : std::vector<std::int64_t>{};
    }
    std::vector<std::int64_t> degrees{1};
    if (!isTransformer(scenario))
        return degrees;
    const std::int64_t experts = scenario.model.experts;
    for (std::int64_t ep = 2; ep <= std::min(experts, ranks); ++ep) {
        if (experts % ep == 0 && ranks % ep == 0)
            degrees.push_back(ep);
    }
    return degrees;
}

std::vector<ExpertSplit> expertSplits(const Scenario &scenario, std::int64_t tp,
                                      std::int64_t dataRanks, const PlanRequest &request)
{
    std::vector<std::int64_t> degrees;
    const std::int64_t kept = scenario.parallel.expertTp;
    if (!request.searchExpertParallel || !isTransformer(scenario) || scenario.model.experts <= 1)
        degrees.push_back(kept > 0 && tp % kept == 0 ? kept : 0);
    else {
        degrees.push_back(0);
        for (std::int64_t etp = 1; etp < tp; ++etp) {
            if (tp % etp == 0)
                degrees.push_back(etp);
        }
    }
    std::vector<ExpertSplit> splits;
    for (const std::int64_t etp : degrees) {
        const std::int64_t ranks = tp * dataRanks / (etp > 0 ? etp : tp);
        splits.push_back({etp, expertDegrees(scenario, ranks, request)});
    }
    return splits;
}

namespace {

/// A recompute mode and, when selective, the parts it rebuilds.
struct RecomputeChoice
{
    Recompute mode = Recompute::None;
    std::uint8_t modules = 0;
};

/// The parts that discard an output and cost little to rebuild, of those \p model has: the
/// outputs of norms that run on their own, latent attention's up projections and the
/// experts' activations, beside the attention core (docs/model.md 8.2.1).
std::uint8_t lightRecomputeParts(const ModelSpec &model)
{
    std::uint8_t parts = static_cast<std::uint8_t>(RecomputeModule::CoreAttention);
    if (latentAttention(model))
        parts |= static_cast<std::uint8_t>(RecomputeModule::MlaUpProjection)
                 | static_cast<std::uint8_t>(RecomputeModule::LayerNorm);
    if (model.experts > 1)
        parts |= static_cast<std::uint8_t>(RecomputeModule::MoeActivation)
                 | static_cast<std::uint8_t>(RecomputeModule::LayerNorm);
    return parts;
}

/// Recomputation the search tries: the scenario's when it keeps it, else none, selective with
/// the scenario's parts (its default where it names none, or is not selective), selective
/// with the light parts, and full.
std::vector<RecomputeChoice> recomputeChoices(const Scenario &scenario, const PlanRequest &request)
{
    const TrainingSpec &training = scenario.training;
    if (!isTransformer(scenario) || !request.searchRecompute)
        return {{training.recompute, training.recomputeModules}};
    const std::uint8_t named
        = training.recompute == Recompute::Selective ? training.recomputeModules : 0;
    std::vector<RecomputeChoice> choices{{Recompute::None, 0}, {Recompute::Selective, named}};
    // Under torchtitan's policy (the scenario's, kept) selective recomputation names no parts.
    const auto coreAttention = static_cast<std::uint8_t>(RecomputeModule::CoreAttention);
    if (const std::uint8_t light = lightRecomputeParts(scenario.model);
        training.selectivePolicy == SelectivePolicy::Parts
        && light != (named == 0 ? coreAttention : named))
        choices.push_back({Recompute::Selective, light});
    choices.push_back({Recompute::Full, 0});
    return choices;
}

/// Layer counts full recomputation may rebuild per chunk of \p chunkLayers layers: every
/// layer (0), or when the search is open also a quarter, a half and three quarters of them
/// (Megatron-LM's block method), where memory allows keeping the rest. Keeping the
/// scenario's count: that count, or none where it exceeds the chunk.
std::vector<std::int64_t> recomputeLayerCounts(const Scenario &scenario, Recompute mode,
                                               std::int64_t chunkLayers, const PlanRequest &request)
{
    if (mode != Recompute::Full)
        return {0};
    if (!request.searchRecompute) {
        const std::int64_t kept = scenario.training.recomputeLayers;
        return kept <= chunkLayers ? std::vector<std::int64_t>{kept} : std::vector<std::int64_t>{};
    }
    std::vector<std::int64_t> counts{0};
    for (const std::int64_t quarters : {1, 2, 3}) {
        const std::int64_t n = chunkLayers * quarters / 4;
        if (n >= 1 && n < chunkLayers && n != counts.back())
            counts.push_back(n);
    }
    return counts;
}

/// Gives \p sink every valid layout with \p tp, \p pp and \p cp (appendLayouts()).
template<typename Sink>
void eachLayout(const Scenario &scenario, std::int64_t gpus, std::int64_t gpusPerNode,
                std::int64_t tp, std::int64_t pp, std::int64_t cp, const PlanRequest &request,
                Sink &sink)
{
    if (cp < 1 || gpus % (tp * pp * cp) != 0)
        return;
    const std::int64_t dp = gpus / (tp * pp * cp);
    const std::int64_t batch = scenario.training.globalBatch;
    if (batch % dp != 0)
        return;
    const std::vector<std::int64_t> sizes = microBatchSizes(scenario, batch / dp);
    const std::vector<std::int64_t> stages = virtualStageCounts(scenario, pp);
    // The optimizer shards over the dp x cp ranks that hold the same weights; a node holds
    // gpusPerNode / tp of them.
    const std::vector<Sharding> zeroOptions
        = shardings(scenario, dp * cp, gpusPerNode, tp, pp, request);
    const std::vector<bool> sequenceOptions = sequenceParallelOptions(scenario, tp, request);
    const std::vector<ExpertSplit> splits = expertSplits(scenario, tp, dp * cp, request);
    const std::vector<RecomputeChoice> modes = recomputeChoices(scenario, request);

    PlanCandidate candidate;
    candidate.parallel.tp = tp;
    candidate.parallel.pp = pp;
    candidate.parallel.dp = dp;
    candidate.parallel.cp = cp;
    for (const auto [mode, modules] : modes) {
        candidate.recompute = mode;
        candidate.recomputeModules = modules;
        for (const std::int64_t mb : sizes) {
            candidate.microBatch = mb;
            for (const Sharding &sharding : zeroOptions) {
                candidate.parallel.zero = sharding.zero;
                candidate.parallel.zeroShardGroup = sharding.group;
                for (const std::int64_t v : stages) {
                    if (interleavingRefused(batch / (dp * mb), pp, v))
                        continue;
                    candidate.parallel.virtualStages = v;
                    const std::int64_t chunkLayers
                        = isTransformer(scenario) ? layersPerChunk(scenario.model.layers, pp, v)
                                                  : 0;
                    for (const std::int64_t layers :
                         recomputeLayerCounts(scenario, mode, chunkLayers, request)) {
                        candidate.recomputeLayers = layers;
                        for (const bool sp : sequenceOptions) {
                            candidate.parallel.sequenceParallel = sp;
                            communicationVariants(scenario, gpusPerNode, splits, request, candidate,
                                                  sink);
                        }
                    }
                }
            }
        }
    }
}

} // namespace

void appendLayouts(const Scenario &scenario, std::int64_t gpus, std::int64_t gpusPerNode,
                   std::int64_t tp, std::int64_t pp, std::int64_t cp, const PlanRequest &request,
                   std::vector<PlanCandidate> &out)
{
    auto append = [&out](const PlanCandidate &candidate) { out.push_back(candidate); };
    eachLayout(scenario, gpus, gpusPerNode, tp, pp, cp, request, append);
}

std::int64_t countLayouts(const Scenario &scenario, std::int64_t gpus, std::int64_t gpusPerNode,
                          std::int64_t tp, std::int64_t pp, std::int64_t cp,
                          const PlanRequest &request)
{
    std::int64_t count = 0;
    auto tally = [&count](const PlanCandidate &) { ++count; };
    eachLayout(scenario, gpus, gpusPerNode, tp, pp, cp, request, tally);
    return count;
}

} // namespace scaleplan::engine::detail
