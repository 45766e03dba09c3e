// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The domain rules of a scenario (validateScenario()): what it must give, what must divide
// what, the cluster against the catalog and the layout against the model.
#include "scaleplan/engine/ScenarioIo.h"

#include "core/Spelling.h"
#include "io/JsonReader.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scaleplan::engine {

namespace {

std::string str(std::int64_t v)
{
    return std::to_string(v);
}

/// The divisors of \p n from 1 to \p most, comma-separated: the degrees that split it.
std::string divisorsUpTo(std::int64_t n, std::int64_t most)
{
    std::string list;
    for (std::int64_t d = 1; d <= std::min(n, most); ++d) {
        if (n % d == 0)
            list += (list.empty() ? "" : ", ") + std::to_string(d);
    }
    return list;
}

/// The first rule group-limited routing breaks: the groups split the experts evenly
/// (Megatron-Core asserts it) and those a token may choose hold its experts_per_token.
std::optional<Diagnostic> checkExpertGroups(const ModelSpec &m)
{
    const std::int64_t groups = m.expertGroups;
    if (groups > m.experts)
        return Diagnostic{Severity::Error,
                          DiagCode::OutOfRange,
                          "model.expert_groups",
                          {str(groups), "1", str(m.experts)}};
    if (m.experts % groups != 0)
        return Diagnostic{Severity::Error,
                          DiagCode::NotDivisible,
                          "model.expert_groups",
                          {str(groups), "model.experts", str(m.experts)}};
    const std::int64_t perGroup = m.experts / groups;
    const std::int64_t fewest = (m.expertsPerToken + perGroup - 1) / perGroup;
    if (m.expertGroupsPerToken > groups
        || (m.expertGroupsPerToken > 0 && m.expertGroupsPerToken < fewest))
        return Diagnostic{Severity::Error,
                          DiagCode::OutOfRange,
                          "model.expert_groups_per_token",
                          {str(m.expertGroupsPerToken), str(fewest), str(groups)}};
    return std::nullopt;
}

/// The first missing or inconsistent model field.
std::optional<Diagnostic> checkModel(const ModelSpec &m)
{
    auto err = [](std::string field, DiagCode code, std::vector<std::string> args = {}) {
        return Diagnostic{Severity::Error, code, std::move(field), std::move(args)};
    };
    if (m.kind == ModelKind::Generic) {
        if (m.parameters <= 0)
            return err("model.parameters", DiagCode::Missing);
        if (m.trainingFlopsPerSample <= 0)
            return err("model.training_flops_per_sample", DiagCode::Missing);
        return std::nullopt;
    }
    for (auto [value, field] : {std::pair{m.layers, "model.layers"},
                                {m.hidden, "model.hidden"},
                                {m.heads, "model.heads"},
                                {m.vocab, "model.vocab"},
                                {m.seqLen, "model.seq_len"}}) {
        if (value <= 0)
            return err(field, DiagCode::Missing);
    }
    // A head width of its own (head_dim) sets the attention's width; without one the heads
    // split the hidden size.
    if (m.headDim == 0 && m.hidden % m.heads != 0)
        return err("model.heads", DiagCode::NotDivisible,
                   {str(m.heads), "model.hidden", str(m.hidden)});
    if (m.kvHeads > m.heads || m.heads % m.kvHeads != 0)
        return err("model.kv_heads", DiagCode::NotDivisible,
                   {str(m.kvHeads), "model.heads", str(m.heads)});
    if (m.expertsPerToken > m.experts)
        return err("model.experts_per_token", DiagCode::OutOfRange,
                   {str(m.expertsPerToken), "1", str(m.experts)});
    if (m.denseLayers > 0 && m.experts <= 1)
        return err("model.dense_layers", DiagCode::DenseLayersNeedExperts);
    if (m.denseLayers >= m.layers)
        return err("model.dense_layers", DiagCode::OutOfRange,
                   {str(m.denseLayers), "0", str(m.layers - 1)});
    if (m.expertLayerInterval > 1 && m.experts <= 1)
        return err("model.expert_layer_interval", DiagCode::DenseLayersNeedExperts);
    if (m.expertLayerInterval > m.layers) // layer i has experts where i + 1 is a multiple
        return err("model.expert_layer_interval", DiagCode::OutOfRange,
                   {str(m.expertLayerInterval), "1", str(m.layers)});
    if (auto problem = checkExpertGroups(m))
        return problem;
    if (m.denseFfnHidden > 0 && denseLayerCount(m) == 0)
        return err("model.dense_ffn_hidden", DiagCode::DenseFfnNeedsDenseLayers);
    if (m.attentionChunked && m.attentionWindow <= 0)
        return err("model.attention_chunked", DiagCode::ChunkedNeedsWindow);
    if (m.geluForm != GeluForm::Kernel && m.mlp != MlpKind::Gelu)
        return err("model.gelu_form", DiagCode::GeluFormNeedsGelu);
    if (!latentAttention(m)) {
        for (auto [value, field] : {std::pair{m.qLoraRank, "model.q_lora_rank"},
                                    {m.qkRopeHeadDim, "model.qk_rope_head_dim"},
                                    {m.vHeadDim, "model.v_head_dim"}}) {
            if (value > 0)
                return err(field, DiagCode::LatentNeedsKvLoraRank);
        }
    } else if (m.kvHeads != m.heads) {
        return err("model.kv_heads", DiagCode::LatentKvHeads, {str(m.kvHeads), str(m.heads)});
    }
    return std::nullopt;
}

/// The first rule parallel.ep breaks for a transformer with \p dp replicas. Megatron-Core
/// takes the expert-parallel ranks from the data- and context-parallel ones and gives each
/// the same number of experts (megatron/core/parallel_state.py, transformer_config.py).
std::optional<Diagnostic> checkExpertParallel(const Scenario &s, std::int64_t dp)
{
    const ParallelSpec &p = s.parallel;
    if (p.expertTp > 0) {
        // Experts split over etp of the tp ranks (Megatron-Core's MoE parallel folding).
        auto err = [](DiagCode code, std::vector<std::string> args = {}) {
            return Diagnostic{Severity::Error, code, "parallel.expert_tp", std::move(args)};
        };
        if (s.model.experts <= 1)
            return err(DiagCode::ExpertTpNeedsExperts);
        if (p.tp % p.expertTp != 0)
            return err(DiagCode::NotDivisible, {str(p.expertTp), "parallel.tp", str(p.tp)});
        if (p.expertTp < p.tp && !p.sequenceParallel)
            return err(DiagCode::ExpertTpNeedsSequenceParallel);
    }
    if (p.ep <= 1)
        return std::nullopt;
    auto err = [](DiagCode code, std::vector<std::string> args = {}) {
        return Diagnostic{Severity::Error, code, "parallel.ep", std::move(args)};
    };
    if (s.model.experts <= 1)
        return err(DiagCode::ExpertParallelNeedsExperts);
    if (s.model.experts % p.ep != 0)
        return err(DiagCode::NotDivisible, {str(p.ep), "model.experts", str(s.model.experts)});
    // The expert-parallel ranks come from tp x dp x cp / etp (dp x cp when etp = tp).
    const std::int64_t etp = expertTensorParallel(p);
    const std::int64_t ranks = p.tp * dp * p.cp / std::max<std::int64_t>(1, etp);
    if ((p.tp * dp * p.cp) % (std::max<std::int64_t>(1, etp) * p.ep) != 0)
        return err(DiagCode::NotDivisible,
                   {str(p.ep),
                    etp != p.tp ? "parallel.tp * parallel.dp * parallel.cp / parallel.expert_tp"
                    : p.cp > 1  ? "parallel.dp * parallel.cp"
                                : "parallel.dp",
                    str(ranks)});
    if (p.tp > 1 && !p.sequenceParallel)
        return err(DiagCode::ExpertParallelNeedsSequenceParallel);
    return std::nullopt;
}

} // namespace

namespace {

/// A commitment the catalog has no rate for, where the scenario gives no price of its own.
std::optional<Diagnostic> unpricedCommitment(const Scenario &s, const Catalog &catalog)
{
    const Commitment commitment = s.pricing.commitment;
    if (commitment == Commitment::OnDemand || s.cluster.pricePerNodeHourUsd)
        return std::nullopt;
    const Instance *instance = catalog.findInstance(s.cluster.instance);
    // Commitments are priced in the instance's own region.
    const bool ownRegion
        = instance != nullptr && (s.cluster.region.empty() || s.cluster.region == instance->region);
    if (ownRegion && instance->usdPerHour(commitment))
        return std::nullopt;
    std::string offered;
    for (const EnumName<Commitment> &known : EnumTable<Commitment>::names) {
        if (known.value == Commitment::OnDemand || (ownRegion && instance->usdPerHour(known.value)))
            offered += (offered.empty() ? "" : ", ") + std::string(known.name);
    }
    return Diagnostic{Severity::Error,
                      DiagCode::CommitmentUnpriced,
                      "pricing.commitment",
                      {enumName(commitment),
                       instance == nullptr ? s.cluster.gpu
                       : ownRegion         ? instance->id
                                           : instance->id + " in " + s.cluster.region,
                       offered}};
}

} // namespace

std::optional<Diagnostic> validateScenario(const Scenario &s, const Catalog &catalog)
{
    auto err = [](std::string field, DiagCode code, std::vector<std::string> args = {}) {
        return Diagnostic{Severity::Error, code, std::move(field), std::move(args)};
    };
    if (auto problem = checkModel(s.model))
        return problem;
    const TrainingSpec &t = s.training;
    if (t.globalBatch <= 0)
        return err("training.global_batch", DiagCode::Missing);
    if (t.steps <= 0 && t.tokens <= 0 && t.samples <= 0)
        return err(s.model.kind == ModelKind::Generic ? "training.samples" : "training.tokens",
                   DiagCode::Missing);
    // A generic model has no sequence length to turn tokens into steps.
    if (s.model.kind == ModelKind::Generic && t.steps <= 0 && t.samples <= 0)
        return err("training.tokens", DiagCode::TokensForGenericModel);
    if (t.microBatch > t.globalBatch)
        return err("training.micro_batch", DiagCode::OutOfRange,
                   {str(t.microBatch), "1", str(t.globalBatch)});
    if (t.expertCapacityFactor
        && !(*t.expertCapacityFactor >= 1.0 && *t.expertCapacityFactor <= 100.0))
        return err("training.expert_capacity_factor", DiagCode::OutOfRange,
                   {detail::formatNumber(*t.expertCapacityFactor), "1", "100"});
    // fp8 products are Transformer Engine's modules, which fuse the element-wise work too.
    if (t.kernels == KernelStyle::Eager && t.precision == Precision::Fp8)
        return err("training.kernels", DiagCode::EagerKernelsFp8);
    // Transformer Engine's fp8_autocast runs over 16-bit weights; PyTorch's autocast has no fp8.
    if (t.mixedPrecision == MixedPrecision::Autocast && t.precision == Precision::Fp8)
        return err("training.mixed_precision", DiagCode::AutocastFp8);

    const ClusterSpec &c = s.cluster;
    const bool instance = !c.instance.empty();
    if (instance == !c.gpu.empty())
        return err("cluster", DiagCode::ClusterForm);
    std::int64_t gpusPerNode = c.gpusPerNode;
    if (instance) {
        const Instance *found = catalog.findInstance(c.instance);
        if (found == nullptr)
            return err("cluster.instance", DiagCode::UnknownInstance,
                       {c.instance, detail::nearestIds(c.instance, catalog.instances)});
        if (c.gpusPerNode > 0 || c.interNodeGbps > 0)
            return err(c.gpusPerNode > 0 ? "cluster.gpus_per_node" : "cluster.inter_node_gbps",
                       DiagCode::ClusterForm);
        gpusPerNode = found->gpus;
        if (!c.pricePerNodeHourUsd && !found->pricesIn(c.region)) {
            std::string known = found->region;
            for (const RegionPrice &price : found->regionPrices)
                known += ", " + price.region;
            return err("cluster.region", DiagCode::UnknownRegion, {c.region, c.instance, known});
        }
    } else {
        if (catalog.findGpu(c.gpu) == nullptr)
            return err("cluster.gpu", DiagCode::UnknownGpu,
                       {c.gpu, detail::nearestIds(c.gpu, catalog.gpus)});
        if (c.gpusPerNode <= 0)
            return err("cluster.gpus_per_node", DiagCode::Missing);
        if (c.interNodeGbps <= 0 && c.nodes > 1)
            return err("cluster.inter_node_gbps", DiagCode::Missing);
    }
    if (c.nodes <= 0)
        return err("cluster.nodes", DiagCode::Missing);
    if (const std::optional<Diagnostic> unpriced = unpricedCommitment(s, catalog))
        return unpriced;

    const ParallelSpec &p = s.parallel;
    const std::int64_t gpus = c.nodes * gpusPerNode;
    // A tensor-parallel degree the heads cannot be split by is wrong whatever the cluster:
    // say that first.
    if (s.model.kind == ModelKind::Transformer && s.model.heads % p.tp != 0)
        return err("parallel.tp", DiagCode::NotDivisible,
                   {str(p.tp), "model.heads", str(s.model.heads),
                    divisorsUpTo(s.model.heads, std::min(gpus, gpusPerNode))});
    const std::int64_t modelParallel = p.tp * p.pp * p.cp;
    if (gpus % modelParallel != 0 || modelParallel > gpus) {
        // The first degree that leaves the GPUs undivided is the one to change.
        const char *field = gpus % p.tp != 0 || p.tp > gpus                   ? "parallel.tp"
                            : gpus % (p.tp * p.pp) != 0 || p.tp * p.pp > gpus ? "parallel.pp"
                                                                              : "parallel.cp";
        const std::string product
            = (p.cp > 1 ? "tp * pp * cp = " : "tp * pp = ") + str(modelParallel);
        if (modelParallel > gpus)
            return err(field, DiagCode::ModelParallelExceedsGpus, {product, str(gpus)});
        return err(field, DiagCode::NotDivisible,
                   {product, termName(DiagTerm::ClusterGpus), str(gpus)});
    }
    const std::int64_t dp = gpus / modelParallel;
    if (p.dp > 0 && p.dp != dp)
        return err("parallel.dp", DiagCode::DpMismatch,
                   {str(p.dp), str(dp), str(gpus), str(p.tp), str(p.pp), str(p.cp)});
    if (t.globalBatch % (dp * t.microBatch) != 0)
        return err("training.global_batch", DiagCode::BatchNotDivisible,
                   {str(t.globalBatch), str(dp), str(t.microBatch)});
    if (t.recomputeLayers > 0 && t.recompute != Recompute::Full)
        return err("training.recompute_layers", DiagCode::RecomputeLayersNeedsFull,
                   {recomputeName(t.recompute)});
    if (t.recomputeModules != 0 && t.recompute != Recompute::Selective)
        return err("training.recompute_modules", DiagCode::RecomputeModulesNeedSelective,
                   {recomputeName(t.recompute)});
    if (t.selectivePolicy != SelectivePolicy::Parts) {
        if (t.recompute != Recompute::Selective)
            return err("training.selective_policy", DiagCode::RecomputeModulesNeedSelective,
                       {recomputeName(t.recompute)});
        // torchtitan's policy counts a dense layer's products (its experts run as grouped
        // products it does not count, and it has no latent attention).
        const char *unpriced = t.recomputeModules != 0    ? "training.recompute_modules"
                               : s.model.experts > 1      ? "model.experts"
                               : latentAttention(s.model) ? "model.kv_lora_rank"
                                                          : nullptr;
        if (unpriced != nullptr)
            return err("training.selective_policy", DiagCode::EveryOtherMatmulUnsupported,
                       {unpriced});
    }
    // Megatron-Core shards the optimizer and reduces gradients over dp x cp ranks.
    if (p.zeroShardGroup > 0 && (dp * p.cp) % p.zeroShardGroup != 0)
        return err("parallel.zero_shard_group", DiagCode::NotDivisible,
                   {str(p.zeroShardGroup), p.cp > 1 ? "parallel.dp * parallel.cp" : "parallel.dp",
                    str(dp * p.cp)});
    if (s.model.kind == ModelKind::Transformer) {
        const ModelSpec &m = s.model; // the heads were checked against tp above
        if (m.kvHeads % p.tp != 0)
            return err("parallel.tp", DiagCode::NotDivisible,
                       {str(p.tp), "model.kv_heads", str(m.kvHeads)});
        if (p.cp > 1 && !t.flashAttention)
            return err("parallel.cp", DiagCode::ContextParallelNeedsFlash);
        // Megatron-Core cuts each sequence into 2 x cp chunks, two per rank, so that the
        // causal mask leaves every rank the same work.
        if (p.cp > 1 && m.seqLen % (2 * p.cp) != 0)
            return err("parallel.cp", DiagCode::NotDivisible,
                       {"2 * cp = " + str(2 * p.cp), "model.seq_len", str(m.seqLen)});
        if (const std::optional<Diagnostic> problem = checkExpertParallel(s, dp))
            return problem;
        if (p.pp * p.virtualStages > m.layers)
            return err(p.virtualStages > 1 ? "parallel.virtual_stages" : "parallel.pp",
                       DiagCode::TooManyStages, {str(p.pp * p.virtualStages), str(m.layers)});
        // Uneven chunks are valid (Llama 3 405B ran 126 layers over 16 interleaved stages):
        // the estimate notes them and the heaviest stage sets the pace.
        const std::int64_t chunkLayers = layersPerChunk(m.layers, p.pp, p.virtualStages);
        if (t.recomputeLayers > chunkLayers)
            return err("training.recompute_layers", DiagCode::RecomputeLayersOverChunk,
                       {str(t.recomputeLayers), str(chunkLayers)});
    } else if (p.tp > 1 || p.pp > 1 || p.cp > 1 || p.ep > 1) {
        const char *field = p.tp > 1   ? "parallel.tp"
                            : p.pp > 1 ? "parallel.pp"
                            : p.cp > 1 ? "parallel.cp"
                                       : "parallel.ep";
        const std::int64_t value = p.tp > 1 ? p.tp : p.pp > 1 ? p.pp : p.cp > 1 ? p.cp : p.ep;
        return err(field, DiagCode::OutOfRange,
                   {str(value), "1", termName(DiagTerm::DataParallelOnly)});
    } else if (p.expertTp > 0) {
        return err("parallel.expert_tp", DiagCode::ExpertTpNeedsExperts);
    }
    return std::nullopt;
}

} // namespace scaleplan::engine
