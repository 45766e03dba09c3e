// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/ScenarioIo.h"

#include "scaleplan/engine/Planner.h"

#include "io/JsonReader.h"
#include "io/ModelReader.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <sstream>

namespace scaleplan::engine {

using detail::fail;
using detail::ObjectReader;
using nlohmann::json;

namespace {

constexpr double kHuge = 1e18;

/// training.recompute_modules: at least one of Megatron-Core's module names.
std::uint8_t readRecomputeModules(ObjectReader &in)
{
    const std::vector<std::string> names = in.strings("recompute_modules");
    if (in.has("recompute_modules") && names.empty())
        fail(in.path("recompute_modules"), DiagCode::WrongType,
             {"a list of at least one module name", "an empty list"});
    std::uint8_t modules = 0;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const auto *const known = std::find_if(
            std::begin(kRecomputeModuleNames), std::end(kRecomputeModuleNames),
            [&](const RecomputeModuleName &entry) { return names[i] == entry.name; });
        if (known == std::end(kRecomputeModuleNames)) {
            std::string allowed;
            for (const RecomputeModuleName &entry : kRecomputeModuleNames)
                allowed += (allowed.empty() ? "" : ", ") + std::string(entry.name);
            fail(in.path("recompute_modules") + "[" + std::to_string(i) + "]",
                 DiagCode::UnknownValue, {names[i], allowed});
        }
        modules |= static_cast<std::uint8_t>(known->module);
    }
    return modules;
}

TrainingSpec readTraining(ObjectReader in)
{
    TrainingSpec t;
    t.tokens = in.number("tokens", 0, 1, 1e17);
    t.samples = in.number("samples", 0, 1, 1e17);
    t.steps = in.number("steps", 0, 1, 1e13);
    t.globalBatch = in.integer("global_batch", 0, 1, 1'000'000'000);
    t.microBatch = in.integer("micro_batch", 1, 1, 100'000'000);
    t.precision = in.choice("precision", t.precision,
                            {{"fp32", Precision::Fp32},
                             {"fp16", Precision::Fp16},
                             {"bf16", Precision::Bf16},
                             {"fp8", Precision::Fp8}});
    t.optimizer = in.choice("optimizer", t.optimizer,
                            {{"adam", OptimizerKind::Adam}, {"sgd", OptimizerKind::Sgd}});
    t.recompute = in.choice("recompute", t.recompute,
                            {{"none", Recompute::None},
                             {"selective", Recompute::Selective},
                             {"full", Recompute::Full}});
    t.recomputeLayers = in.integer("recompute_layers", 0, 1, 100'000);
    t.recomputeModules = readRecomputeModules(in);
    t.selectivePolicy = in.choice("selective_policy", t.selectivePolicy,
                                  {{"parts", SelectivePolicy::Parts},
                                   {"every_other_matmul", SelectivePolicy::EveryOtherMatmul}});
    t.flashAttention = in.boolean("flash_attention", t.flashAttention);
    if (in.has("tf32"))
        t.tf32 = in.boolean("tf32", false);
    t.attentionKernel = in.choice("attention_kernel", t.attentionKernel,
                                  {{"flash2", AttentionKernel::Flash2},
                                   {"flash3", AttentionKernel::Flash3},
                                   {"flash1", AttentionKernel::Flash1},
                                   {"triton", AttentionKernel::Triton}});
    t.kernels = in.choice("kernels", t.kernels,
                          {{"fused", KernelStyle::Fused}, {"eager", KernelStyle::Eager}});
    t.cudaGraphs = in.boolean("cuda_graphs", t.cudaGraphs);
    t.mixedPrecision = in.choice(
        "mixed_precision", t.mixedPrecision,
        {{"main_copy", MixedPrecision::MainCopy}, {"autocast", MixedPrecision::Autocast}});
    t.fp8Scaling = in.choice("fp8_scaling", t.fp8Scaling,
                             {{"delayed", Fp8Scaling::Delayed}, {"current", Fp8Scaling::Current}});
    // Below 1 even balanced routing would drop tokens, whose FLOPs the model still counts.
    t.expertCapacityFactor = in.optionalNumber("expert_capacity_factor", 1, 100);
    in.rejectUnknownKeys();
    return t;
}

ClusterSpec readCluster(ObjectReader in)
{
    ClusterSpec c;
    c.instance = in.string("instance");
    c.gpu = in.string("gpu");
    c.gpusPerNode = in.integer("gpus_per_node", 0, 1, 4096);
    c.interNodeGbps = in.number("inter_node_gbps", 0, 1e-3, 1e7);
    c.nodes = in.integer("nodes", 0, 1, 10'000'000);
    c.pricePerNodeHourUsd = in.optionalNumber("price_per_node_hour_usd", 0, 1e7);
    in.rejectUnknownKeys();
    return c;
}

ParallelSpec readParallel(ObjectReader in)
{
    ParallelSpec p;
    p.tp = in.integer("tp", 1, 1, 1'000'000);
    p.pp = in.integer("pp", 1, 1, 1'000'000);
    p.dp = in.integer("dp", 0, 1, 1'000'000'000);
    p.zero = static_cast<int>(in.integer("zero", 0, 0, 3));
    p.zeroShardGroup = in.integer("zero_shard_group", 0, 0, 1'000'000'000);
    p.sequenceParallel = in.boolean("sequence_parallel", false);
    p.virtualStages = in.integer("virtual_stages", 1, 1, 100'000);
    p.cp = in.integer("cp", 1, 1, 1'000'000);
    p.ep = in.integer("ep", 1, 1, 1'000'000);
    p.expertTp = in.integer("expert_tp", 0, 1, 1'000'000);
    in.rejectUnknownKeys();
    return p;
}

CommunicationSpec readCommunication(ObjectReader in)
{
    CommunicationSpec c;
    c.gradientCompression = in.choice("gradient_compression", c.gradientCompression,
                                      {{"none", Compression::None},
                                       {"fp16", Compression::Fp16},
                                       {"int8", Compression::Int8},
                                       {"powersgd", Compression::PowerSgd},
                                       {"topk", Compression::TopK}});
    c.compressionRatio = in.number("compression_ratio", 1.0, 1e-6, 1.0);
    c.overlapGradients = in.boolean("overlap_gradients", true);
    c.tpOverlap = in.boolean("tp_overlap", false);
    c.ppOverlap = in.boolean("pp_overlap", false);
    c.epOverlap = in.boolean("ep_overlap", false);
    c.pipelineEngine = in.choice(
        "pipeline_engine", c.pipelineEngine,
        {{"megatron", PipelineEngine::Megatron}, {"deepspeed", PipelineEngine::DeepSpeed}});
    c.gradientBuckets
        = in.choice("gradient_buckets", c.gradientBuckets,
                    {{"in_place", GradientBuckets::InPlace}, {"copied", GradientBuckets::Copied}});
    c.expertDispatcher = in.choice(
        "expert_dispatcher", c.expertDispatcher,
        {{"all_to_all", ExpertDispatcher::AllToAll}, {"deepep", ExpertDispatcher::DeepEp}});
    in.rejectUnknownKeys();
    return c;
}

PricingSpec readPricing(ObjectReader in)
{
    PricingSpec p;
    p.spotFraction = in.number("spot_fraction", 0, 0, 1);
    p.spotPricePerNodeHourUsd = in.optionalNumber("spot_price_per_node_hour_usd", 0, 1e7);
    p.storageUsdPerGbMonth = in.optionalNumber("storage_usd_per_gb_month", 0, 1e6);
    p.datasetGb = in.number("dataset_gb", 0, 0, kHuge);
    p.egressGb = in.number("egress_gb", 0, 0, kHuge);
    in.rejectUnknownKeys();
    return p;
}

ReliabilitySpec readReliability(ObjectReader in)
{
    ReliabilitySpec r;
    r.nodeMtbfH = in.optionalNumber("node_mtbf_h", 1e-3, 1e9);
    r.spotInterruptionsPerNodeHour = in.optionalNumber("spot_interruptions_per_node_hour", 0, 1e3);
    r.checkpointIntervalH = in.optionalNumber("checkpoint_interval_h", 1e-3, 1e6);
    r.checkpointWriteGbps = in.optionalNumber("checkpoint_write_gbps", 1e-6, 1e9);
    r.restartH = in.optionalNumber("restart_h", 0, 1e4);
    in.rejectUnknownKeys();
    return r;
}

Scenario readScenario(const json &document, const Catalog &catalog)
{
    ObjectReader in(document, {});
    if (!in.has("format"))
        fail("format", DiagCode::Missing);
    const std::string format = in.string("format");
    if (format != "scaleplan.scenario")
        fail("format", DiagCode::WrongFormat, {format, "scaleplan.scenario"});
    if (!in.has("version"))
        fail("version", DiagCode::Missing);
    const std::int64_t version = in.integer("version", 1, 0, 1'000'000);
    if (version != 1)
        fail("version", DiagCode::UnsupportedVersion, {std::to_string(version), "1"});

    Scenario s;
    s.name = in.string("name");
    if (!in.has("model"))
        fail("model", DiagCode::Missing);
    s.model = detail::readModel(in.object("model"), catalog, /*allowPreset=*/true);
    s.training = readTraining(in.object("training"));
    s.cluster = readCluster(in.object("cluster"));
    s.parallel = readParallel(in.object("parallel"));
    s.communication = readCommunication(in.object("communication"));
    s.pricing = readPricing(in.object("pricing"));
    s.reliability = readReliability(in.object("reliability"));
    in.rejectUnknownKeys();
    return s;
}

std::string str(std::int64_t v)
{
    return std::to_string(v);
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

ScenarioLoad parseScenarioFields(std::string_view jsonText, const Catalog &catalog)
{
    try {
        return {readScenario(detail::parseJson(jsonText), catalog), {}};
    } catch (const detail::InputError &error) {
        return {std::nullopt, error.diagnostic};
    }
}

ScenarioLoad parseScenario(std::string_view jsonText, const Catalog &catalog)
{
    ScenarioLoad load = parseScenarioFields(jsonText, catalog);
    if (load.scenario) {
        if (std::optional<Diagnostic> problem = validateScenario(*load.scenario, catalog))
            return {std::nullopt, *problem};
    }
    return load;
}

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
            return err("cluster.instance", DiagCode::UnknownInstance, {c.instance});
        if (c.gpusPerNode > 0 || c.interNodeGbps > 0)
            return err(c.gpusPerNode > 0 ? "cluster.gpus_per_node" : "cluster.inter_node_gbps",
                       DiagCode::ClusterForm);
        gpusPerNode = found->gpus;
    } else {
        if (catalog.findGpu(c.gpu) == nullptr)
            return err("cluster.gpu", DiagCode::UnknownGpu, {c.gpu});
        if (c.gpusPerNode <= 0)
            return err("cluster.gpus_per_node", DiagCode::Missing);
        if (c.interNodeGbps <= 0 && c.nodes > 1)
            return err("cluster.inter_node_gbps", DiagCode::Missing);
    }
    if (c.nodes <= 0)
        return err("cluster.nodes", DiagCode::Missing);

    const ParallelSpec &p = s.parallel;
    const std::int64_t gpus = c.nodes * gpusPerNode;
    const std::int64_t modelParallel = p.tp * p.pp * p.cp;
    if (gpus % modelParallel != 0 || modelParallel > gpus)
        return err(p.cp > 1   ? "parallel.cp"
                   : p.pp > 1 ? "parallel.pp"
                              : "parallel.tp",
                   DiagCode::NotDivisible,
                   {(p.cp > 1 ? "tp * pp * cp = " : "tp * pp = ") + str(modelParallel),
                    "the cluster's GPUs", str(gpus)});
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
        const ModelSpec &m = s.model;
        if (m.heads % p.tp != 0)
            return err("parallel.tp", DiagCode::NotDivisible,
                       {str(p.tp), "model.heads", str(m.heads)});
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
                   {str(value), "1", "1 (generic models train data-parallel)"});
    } else if (p.expertTp > 0) {
        return err("parallel.expert_tp", DiagCode::ExpertTpNeedsExperts);
    }
    return std::nullopt;
}

const char *precisionName(Precision v)
{
    switch (v) {
    case Precision::Fp32:
        return "fp32";
    case Precision::Fp16:
        return "fp16";
    case Precision::Bf16:
        return "bf16";
    case Precision::Fp8:
        return "fp8";
    }
    return "bf16";
}

const char *recomputeName(Recompute v)
{
    switch (v) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "none";
}

const char *attentionKernelName(AttentionKernel v)
{
    switch (v) {
    case AttentionKernel::Flash2:
        return "flash2";
    case AttentionKernel::Flash3:
        return "flash3";
    case AttentionKernel::Flash1:
        return "flash1";
    case AttentionKernel::Triton:
        return "triton";
    }
    return "flash2";
}

const char *kernelStyleName(KernelStyle v)
{
    return v == KernelStyle::Eager ? "eager" : "fused";
}

const char *geluFormName(GeluForm v)
{
    return v == GeluForm::WrittenOut ? "written_out" : "kernel";
}

const char *fp8ScalingName(Fp8Scaling v)
{
    return v == Fp8Scaling::Current ? "current" : "delayed";
}

const char *mixedPrecisionName(MixedPrecision v)
{
    return v == MixedPrecision::Autocast ? "autocast" : "main_copy";
}

const char *pipelineEngineName(PipelineEngine v)
{
    return v == PipelineEngine::DeepSpeed ? "deepspeed" : "megatron";
}

const char *compressionName(Compression v)
{
    switch (v) {
    case Compression::None:
        return "none";
    case Compression::Fp16:
        return "fp16";
    case Compression::Int8:
        return "int8";
    case Compression::PowerSgd:
        return "powersgd";
    case Compression::TopK:
        return "topk";
    }
    return "none";
}

const char *mlpName(MlpKind v)
{
    return v == MlpKind::SwiGlu ? "swiglu" : "gelu";
}

const char *biasesName(LinearBiases v)
{
    switch (v) {
    case LinearBiases::All:
        return "all";
    case LinearBiases::Qkv:
        return "qkv";
    case LinearBiases::None:
        return "none";
    case LinearBiases::NormsOnly:
        return "norms";
    case LinearBiases::Mlp:
        return "mlp";
    }
    return "all";
}

const char *qkNormsName(QkNorms v)
{
    switch (v) {
    case QkNorms::None:
        return "none";
    case QkNorms::PerHead:
        return "per_head";
    case QkNorms::Whole:
        return "whole";
    case QkNorms::L2:
        return "l2";
    }
    return "none";
}

const char *blockName(TransformerBlock v)
{
    switch (v) {
    case TransformerBlock::Sequential:
        return "sequential";
    case TransformerBlock::Parallel:
        return "parallel";
    case TransformerBlock::ParallelTwoNorms:
        return "parallel_two_norms";
    }
    return "sequential";
}

const char *normalizationName(Normalization v)
{
    return v == Normalization::RmsNorm ? "rmsnorm" : "layernorm";
}

const char *positionEncodingName(PositionEncoding v)
{
    switch (v) {
    case PositionEncoding::Learned:
        return "learned";
    case PositionEncoding::Rope:
        return "rope";
    case PositionEncoding::Alibi:
        return "alibi";
    }
    return "learned";
}

const char *optimizerName(OptimizerKind v)
{
    return v == OptimizerKind::Sgd ? "sgd" : "adam";
}

namespace {

json optionalJson(const std::optional<double> &value)
{
    return value ? json(*value) : json(nullptr);
}

json modelJson(const ModelSpec &m)
{
    json j;
    j["kind"] = m.kind == ModelKind::Generic ? "generic" : "transformer";
    if (!m.preset.empty())
        j["preset"] = m.preset;
    if (m.kind == ModelKind::Generic) {
        j["parameters"] = m.parameters;
        j["training_flops_per_sample"] = m.trainingFlopsPerSample;
        j["activation_gb_per_sample"] = m.activationGbPerSample;
        if (m.memoryTrafficGbPerSample > 0)
            j["memory_traffic_gb_per_sample"] = m.memoryTrafficGbPerSample;
        if (m.computeEfficiency > 0)
            j["compute_efficiency"] = m.computeEfficiency;
        return j;
    }
    j["layers"] = m.layers;
    j["hidden"] = m.hidden;
    j["heads"] = m.heads;
    j["kv_heads"] = m.kvHeads;
    detail::writeShapeAdditions(j, m); // Scaleplan additions, only where they matter
    j["ffn_hidden"] = m.ffnHidden;
    j["vocab"] = m.vocab;
    j["seq_len"] = m.seqLen;
    j["mlp"] = mlpName(m.mlp);
    j["experts"] = m.experts;
    j["experts_per_token"] = m.expertsPerToken;
    // Scaleplan's additions, only where they differ from what a reader would take anyway.
    const std::optional<detail::ModelAdditions> defaults
        = detail::defaultAdditions(m, builtinCatalog());
    const detail::ModelAdditions given = detail::additionsOf(m);
    if (!defaults || given.tiedEmbeddings != defaults->tiedEmbeddings)
        j["tied_embeddings"] = m.tiedEmbeddings;
    if (!defaults || given.attentionDropout != defaults->attentionDropout)
        j["attention_dropout"] = m.attentionDropout;
    if (!defaults || given.hiddenDropout != defaults->hiddenDropout)
        j["hidden_dropout"] = m.hiddenDropout;
    if (!defaults || given.biases != defaults->biases)
        j["biases"] = biasesName(m.biases);
    if (!defaults || given.normalization != defaults->normalization)
        j["normalization"] = normalizationName(m.normalization);
    if (!defaults || given.positions != defaults->positions)
        j["position_encoding"] = positionEncodingName(m.positions);
    return j;
}

double finite(double v)
{
    return std::isfinite(v) ? v : 0.0;
}

} // namespace

std::string scenarioToJson(const Scenario &s)
{
    json j;
    j["format"] = "scaleplan.scenario";
    j["version"] = 1;
    j["name"] = s.name;
    j["model"] = modelJson(s.model);
    json training;
    if (s.training.tokens > 0)
        training["tokens"] = s.training.tokens;
    if (s.training.samples > 0)
        training["samples"] = s.training.samples;
    if (s.training.steps > 0)
        training["steps"] = s.training.steps;
    training["global_batch"] = s.training.globalBatch;
    training["micro_batch"] = s.training.microBatch;
    training["precision"] = precisionName(s.training.precision);
    training["optimizer"] = optimizerName(s.training.optimizer);
    training["recompute"] = recomputeName(s.training.recompute);
    if (s.training.recomputeLayers > 0) // a Scaleplan addition: written only when set
        training["recompute_layers"] = s.training.recomputeLayers;
    if (s.training.recomputeModules != 0) // likewise
        training["recompute_modules"] = recomputeModuleNames(s.training.recomputeModules);
    if (s.training.selectivePolicy != SelectivePolicy::Parts) // likewise
        training["selective_policy"] = "every_other_matmul";
    training["flash_attention"] = s.training.flashAttention;
    if (s.training.attentionKernel != AttentionKernel::Flash2)
        training["attention_kernel"] = attentionKernelName(s.training.attentionKernel);
    if (s.training.kernels != KernelStyle::Fused) // a Scaleplan addition: written only when set
        training["kernels"] = kernelStyleName(s.training.kernels);
    if (s.training.cudaGraphs) // likewise
        training["cuda_graphs"] = true;
    if (s.training.mixedPrecision != MixedPrecision::MainCopy) // likewise
        training["mixed_precision"] = mixedPrecisionName(s.training.mixedPrecision);
    if (s.training.fp8Scaling != Fp8Scaling::Delayed) // likewise
        training["fp8_scaling"] = fp8ScalingName(s.training.fp8Scaling);
    if (s.training.expertCapacityFactor) // a Scaleplan addition: written only when set
        training["expert_capacity_factor"] = *s.training.expertCapacityFactor;
    if (s.training.tf32) // a Scaleplan addition: written only when set
        training["tf32"] = *s.training.tf32;
    j["training"] = training;
    json cluster;
    if (!s.cluster.instance.empty()) {
        cluster["instance"] = s.cluster.instance;
    } else {
        cluster["gpu"] = s.cluster.gpu;
        cluster["gpus_per_node"] = s.cluster.gpusPerNode;
        cluster["inter_node_gbps"] = s.cluster.interNodeGbps;
    }
    cluster["nodes"] = s.cluster.nodes;
    if (s.cluster.pricePerNodeHourUsd)
        cluster["price_per_node_hour_usd"] = *s.cluster.pricePerNodeHourUsd;
    j["cluster"] = cluster;
    json parallel{{"tp", s.parallel.tp},
                  {"pp", s.parallel.pp},
                  {"zero", s.parallel.zero},
                  {"zero_shard_group", s.parallel.zeroShardGroup},
                  {"sequence_parallel", s.parallel.sequenceParallel},
                  {"virtual_stages", s.parallel.virtualStages}};
    if (s.parallel.dp > 0)
        parallel["dp"] = s.parallel.dp;
    if (s.parallel.cp > 1) // Scaleplan additions, written only where set
        parallel["cp"] = s.parallel.cp;
    if (s.parallel.ep > 1)
        parallel["ep"] = s.parallel.ep;
    if (s.parallel.expertTp > 0) // a Scaleplan addition: written only when set
        parallel["expert_tp"] = s.parallel.expertTp;
    j["parallel"] = parallel;
    json communication{
        {"gradient_compression", compressionName(s.communication.gradientCompression)},
        {"compression_ratio", s.communication.compressionRatio},
        {"overlap_gradients", s.communication.overlapGradients}};
    // A Scaleplan addition: written only when it differs from the default, so files stay
    // readable by tools that know the spec's keys alone.
    if (s.communication.pipelineEngine != PipelineEngine::Megatron)
        communication["pipeline_engine"] = pipelineEngineName(s.communication.pipelineEngine);
    if (s.communication.gradientBuckets == GradientBuckets::Copied)
        communication["gradient_buckets"] = "copied";
    if (s.communication.expertDispatcher == ExpertDispatcher::DeepEp)
        communication["expert_dispatcher"] = "deepep";
    if (s.communication.tpOverlap)
        communication["tp_overlap"] = true;
    if (s.communication.ppOverlap)
        communication["pp_overlap"] = true;
    if (s.communication.epOverlap)
        communication["ep_overlap"] = true;
    j["communication"] = communication;
    json pricing{{"spot_fraction", s.pricing.spotFraction},
                 {"dataset_gb", s.pricing.datasetGb},
                 {"egress_gb", s.pricing.egressGb}};
    if (s.pricing.spotPricePerNodeHourUsd)
        pricing["spot_price_per_node_hour_usd"] = *s.pricing.spotPricePerNodeHourUsd;
    if (s.pricing.storageUsdPerGbMonth)
        pricing["storage_usd_per_gb_month"] = *s.pricing.storageUsdPerGbMonth;
    j["pricing"] = pricing;
    j["reliability"] = {{"node_mtbf_h", optionalJson(s.reliability.nodeMtbfH)},
                        {"spot_interruptions_per_node_hour",
                         optionalJson(s.reliability.spotInterruptionsPerNodeHour)},
                        {"checkpoint_interval_h", optionalJson(s.reliability.checkpointIntervalH)},
                        {"checkpoint_write_gbps", optionalJson(s.reliability.checkpointWriteGbps)},
                        {"restart_h", optionalJson(s.reliability.restartH)}};
    return j.dump(2) + "\n";
}

std::string resultToJson(const Result &r)
{
    json issues = json::array();
    for (const Diagnostic &d : r.issues)
        issues.push_back({{"severity", severityName(d.severity)},
                          {"field", d.field},
                          {"code", codeName(d.code)},
                          {"message", describe(d)}});
    const StepBreakdown &b = r.stepBreakdown;
    const MemoryBreakdown &m = r.memoryGb;
    json j;
    j["format"] = "scaleplan.result";
    j["version"] = 1;
    j["feasible"] = r.feasible;
    j["issues"] = issues;
    j["parallel"] = {{"tp", r.parallel.tp},
                     {"pp", r.parallel.pp},
                     {"dp", r.parallel.dp},
                     {"micro_batch", r.parallel.microBatch},
                     {"micro_batches", r.parallel.microBatches},
                     {"zero", r.parallel.zero}};
    // Scaleplan additions, written only with context or expert parallelism.
    if (r.parallel.cp > 1)
        j["parallel"]["cp"] = r.parallel.cp;
    if (r.parallel.ep > 1)
        j["parallel"]["ep"] = r.parallel.ep;
    if (r.parallel.expertTp > 0)
        j["parallel"]["expert_tp"] = r.parallel.expertTp;
    j["gpus"] = r.gpus;
    j["step_time_s"] = finite(r.stepTimeS);
    j["step_breakdown_s"] = {{"compute", finite(b.compute)},
                             {"recompute", finite(b.recompute)},
                             {"tp_comm", finite(b.tpComm)},
                             {"pp_comm", finite(b.ppComm)},
                             {"dp_comm_exposed", finite(b.dpCommExposed)},
                             {"bubble", finite(b.bubble)},
                             {"optimizer", finite(b.optimizer)},
                             {"other", finite(b.other)}};
    if (r.parallel.cp > 1)
        j["step_breakdown_s"]["cp_comm"] = finite(b.cpComm);
    if (r.parallel.ep > 1)
        j["step_breakdown_s"]["ep_comm"] = finite(b.epComm);
    if (b.hostWait > 0)
        j["step_breakdown_s"]["host_wait"] = finite(b.hostWait);
    j["steps"] = finite(r.steps);
    j["tokens_per_s"] = finite(r.tokensPerS);
    j["tokens_per_s_per_gpu"] = finite(r.tokensPerSPerGpu);
    j["samples_per_s"] = finite(r.samplesPerS);
    j["model_tflops_per_gpu"] = finite(r.modelTflopsPerGpu);
    j["mfu"] = finite(r.mfu);
    j["memory_gb"] = {{"weights", finite(m.weights)},     {"gradients", finite(m.gradients)},
                      {"optimizer", finite(m.optimizer)}, {"activations", finite(m.activations)},
                      {"other", finite(m.other)},         {"total", finite(m.total)},
                      {"capacity", finite(m.capacity)}};
    j["training_time_h"] = finite(r.trainingTimeH);
    j["expected_time_h"] = finite(r.expectedTimeH);
    j["gpu_hours"] = finite(r.gpuHours);
    j["cost_usd"] = {{"compute", finite(r.costUsd.compute)},
                     {"storage", finite(r.costUsd.storage)},
                     {"network", finite(r.costUsd.network)},
                     {"total", finite(r.costUsd.total)}};
    j["energy_kwh"] = finite(r.energyKwh);
    const RiskSummary &k = r.risk;
    j["risk"] = {{"checkpoint_interval_h", finite(k.checkpointIntervalH)},
                 {"checkpoint_write_s", finite(k.checkpointWriteS)},
                 {"interruptions_per_hour", finite(k.interruptionsPerHour)},
                 {"interruptions_expected", finite(k.interruptionsExpected)},
                 {"p10_time_h", finite(k.p10TimeH)},
                 {"p50_time_h", finite(k.p50TimeH)},
                 {"p90_time_h", finite(k.p90TimeH)},
                 {"p10_cost_usd", finite(k.p10CostUsd)},
                 {"p50_cost_usd", finite(k.p50CostUsd)},
                 {"p90_cost_usd", finite(k.p90CostUsd)},
                 {"trials", k.trials}};
    return j.dump(2) + "\n";
}

std::string resultToText(const Scenario &s, const Result &r)
{
    std::ostringstream out;
    auto line = [&](const char *label, double value, const char *unit, int decimals = 2) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.*f", decimals, finite(value));
        out << "  " << label << ": " << buffer << (unit[0] ? " " : "") << unit << '\n';
    };
    out << (s.name.empty() ? std::string("Scenario") : s.name) << '\n';
    out << "  layout: tp " << r.parallel.tp << ", pp " << r.parallel.pp << ", dp " << r.parallel.dp
        << (r.parallel.cp > 1 ? ", cp " + std::to_string(r.parallel.cp) : std::string())
        << (r.parallel.ep > 1 ? ", ep " + std::to_string(r.parallel.ep) : std::string())
        << (r.parallel.expertTp > 0 ? ", expert tp " + std::to_string(r.parallel.expertTp)
                                    : std::string())
        << ", zero " << r.parallel.zero << ", micro-batch " << r.parallel.microBatch << " x "
        << r.parallel.microBatches << " on " << r.gpus << " GPUs\n";
    out << "  feasible: " << (r.feasible ? "yes" : "no") << '\n';
    line("step time", r.stepTimeS, "s", 3);
    const StepBreakdown &b = r.stepBreakdown;
    char parts[512];
    std::snprintf(parts, sizeof parts,
                  "    compute %.3f s, recompute %.3f s, tp %.3f s, pp %.3f s, dp exposed %.3f s, "
                  "bubble %.3f s, optimizer %.3f s, other %.3f s",
                  finite(b.compute), finite(b.recompute), finite(b.tpComm), finite(b.ppComm),
                  finite(b.dpCommExposed), finite(b.bubble), finite(b.optimizer), finite(b.other));
    out << parts;
    if (r.parallel.cp > 1) {
        std::snprintf(parts, sizeof parts, ", cp %.3f s", finite(b.cpComm));
        out << parts;
    }
    if (r.parallel.ep > 1) {
        std::snprintf(parts, sizeof parts, ", ep %.3f s", finite(b.epComm));
        out << parts;
    }
    if (b.hostWait > 0) {
        std::snprintf(parts, sizeof parts, ", host wait %.3f s", finite(b.hostWait));
        out << parts;
    }
    out << '\n';
    line("throughput", r.tokensPerS, "tokens/s", 0);
    line("per GPU", r.tokensPerSPerGpu, "tokens/s", 0);
    line("MFU", 100.0 * r.mfu, "%", 1);
    line("memory per GPU", r.memoryGb.total, "GB", 1);
    line("memory CUDA can allocate", r.memoryGb.capacity, "GB", 1);
    line("steps", r.steps, "", 0);
    line("training time (failure-free)", r.trainingTimeH, "h", 1);
    line("expected time", r.expectedTimeH, "h", 1);
    line("GPU-hours", r.gpuHours, "", 0);
    line("cost", r.costUsd.total, "USD", 0);
    line("energy", r.energyKwh, "kWh", 0);
    line("checkpoint interval", r.risk.checkpointIntervalH, "h", 2);
    for (const Diagnostic &d : r.issues)
        out << "  " << severityName(d.severity) << ": " << formatLine(d) << '\n';
    return out.str();
}

} // namespace scaleplan::engine

// -- planning input (issue 5) --

namespace scaleplan::engine {

namespace {

/// Rules of the parallel layout, which validateScenario() checks last: the planner
/// searches layouts, so breaking one with the default layout is no input error.
bool isLayoutRule(const Diagnostic &problem)
{
    return problem.field.rfind("parallel.", 0) == 0 || problem.code == DiagCode::BatchNotDivisible;
}

} // namespace

std::optional<Diagnostic> checkPlanningScenario(const PlanningScenario &planning,
                                                const Catalog &catalog)
{
    Scenario scenario = planning.scenario;
    if (planning.clusterOpen) {
        if (catalog.instances.empty())
            return Diagnostic{Severity::Error, DiagCode::Missing, "cluster.instance", {}};
        scenario.cluster.instance = catalog.instances.front().id;
        scenario.cluster.gpu.clear();
        scenario.cluster.gpusPerNode = 0;
        scenario.cluster.interNodeGbps = 0;
    }
    if (planning.nodesOpen || scenario.cluster.nodes < 1)
        scenario.cluster.nodes = 1;
    // The layout is searched: only its reading is strict, not its rules.
    scenario.parallel = {};
    if (std::optional<Diagnostic> problem = validateScenario(scenario, catalog);
        problem && !isLayoutRule(*problem))
        return problem;
    return std::nullopt;
}

PlanningLoad parseScenarioForPlanning(std::string_view jsonText, const Catalog &catalog)
{
    try {
        const json document = detail::parseJson(jsonText);
        PlanningScenario planning;
        planning.scenario = readScenario(document, catalog);
        Scenario &scenario = planning.scenario;
        const auto cluster = document.find("cluster");
        planning.clusterOpen = scenario.cluster.instance.empty() && scenario.cluster.gpu.empty();
        planning.nodesOpen = cluster == document.end() || !cluster->contains("nodes");
        if (planning.clusterOpen) {
            // Extra described-system fields without a gpu are a form error, as for estimate.
            if (scenario.cluster.gpusPerNode > 0 || scenario.cluster.interNodeGbps > 0)
                return {std::nullopt, {Severity::Error, DiagCode::ClusterForm, "cluster", {}}};
            if (!catalog.instances.empty())
                scenario.cluster.instance = catalog.instances.front().id;
        }
        if (planning.nodesOpen)
            scenario.cluster.nodes = 1;
        // The layout is searched; only what a request may keep stays (PlanRequest::searchZero,
        // searchSequenceParallel).
        const ParallelSpec given = scenario.parallel;
        scenario.parallel = {};
        scenario.parallel.zero = given.zero;
        scenario.parallel.zeroShardGroup = given.zeroShardGroup;
        scenario.parallel.sequenceParallel = given.sequenceParallel;
        if (std::optional<Diagnostic> problem = checkPlanningScenario(planning, catalog))
            return {std::nullopt, *problem};
        return {std::move(planning), {}};
    } catch (const detail::InputError &error) {
        return {std::nullopt, error.diagnostic};
    }
}

} // namespace scaleplan::engine
