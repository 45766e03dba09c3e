// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/ScenarioReader.h"

#include "io/JsonReader.h"
#include "io/ModelReader.h"

#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Software.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

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
             {termName(DiagTerm::ListOfModuleNames), termName(DiagTerm::EmptyList)});
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
    // The stack first: it gives the defaults of the fields below that a file leaves out.
    t.software = in.choice("software", t.software);
    t.tokens = in.number("tokens", 0, 1, 1e17);
    t.samples = in.number("samples", 0, 1, 1e17);
    t.steps = in.number("steps", 0, 1, 1e13);
    t.globalBatch = in.integer("global_batch", 0, 1, 1'000'000'000);
    t.microBatch = in.integer("micro_batch", 1, 1, 100'000'000);
    t.precision = in.choice("precision", t.precision);
    t.optimizer = in.choice("optimizer", t.optimizer);
    t.optimizerStatePrecision = in.choice("optimizer_state_precision", t.optimizerStatePrecision);
    t.masterWeights = in.choice("master_weights", t.masterWeights);
    t.recompute = in.choice("recompute", t.recompute);
    t.recomputeLayers = in.integer("recompute_layers", 0, 1, 100'000);
    t.distributeSavedActivations
        = in.boolean("distribute_saved_activations", t.distributeSavedActivations);
    t.recomputeModules = readRecomputeModules(in);
    t.selectivePolicy = in.choice("selective_policy", t.selectivePolicy);
    t.flashAttention = in.boolean("flash_attention", t.flashAttention);
    if (in.has("tf32"))
        t.tf32 = in.boolean("tf32", false);
    t.attentionKernel = in.choice("attention_kernel", t.attentionKernel);
    t.kernels = in.choice("kernels", softwareDefaults(t.software, 0).kernels);
    t.cudaGraphs = in.boolean("cuda_graphs", t.cudaGraphs);
    t.mixedPrecision = in.choice("mixed_precision", t.mixedPrecision);
    t.fp8Scaling = in.choice("fp8_scaling", t.fp8Scaling);
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
    c.region = in.string("region");
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

CommunicationSpec readCommunication(ObjectReader in, const SoftwareDefaults &defaults)
{
    CommunicationSpec c;
    c.gradientCompression = in.choice("gradient_compression", c.gradientCompression);
    c.compressionRatio = in.number("compression_ratio", 1.0, 1e-6, 1.0);
    c.overlapGradients = in.boolean("overlap_gradients", defaults.overlapGradients);
    c.tpOverlap = in.boolean("tp_overlap", false);
    c.ppOverlap = in.boolean("pp_overlap", false);
    c.epOverlap = in.boolean("ep_overlap", false);
    c.pipelineEngine = in.choice("pipeline_engine", defaults.pipelineEngine);
    c.gradientBuckets = in.choice("gradient_buckets", defaults.gradientBuckets);
    c.expertDispatcher = in.choice("expert_dispatcher", c.expertDispatcher);
    in.rejectUnknownKeys();
    return c;
}

PricingSpec readPricing(ObjectReader in)
{
    PricingSpec p;
    p.spotFraction = in.number("spot_fraction", 0, 0, 1);
    p.commitment = in.choice("commitment", Commitment::OnDemand);
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

GoalSpec readGoal(ObjectReader in)
{
    GoalSpec g;
    // A cent to the world's yearly product; a second to a million years.
    g.budgetUsd = in.optionalNumber("budget_usd", 0.01, 1e15);
    g.deadlineH = in.optionalNumber("deadline_h", 1.0 / 3600, 1e10);
    g.capacity = in.choice("capacity", Capacity::Either);
    in.rejectUnknownKeys();
    return g;
}

} // namespace

namespace detail {

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
    s.communication = readCommunication(in.object("communication"),
                                        softwareDefaults(s.training.software, s.parallel.zero));
    s.pricing = readPricing(in.object("pricing"));
    s.reliability = readReliability(in.object("reliability"));
    s.goal = readGoal(in.object("goal"));
    in.rejectUnknownKeys();
    return s;
}

} // namespace detail

ScenarioLoad parseScenarioFields(std::string_view jsonText, const Catalog &catalog)
{
    try {
        return {detail::readScenario(detail::parseJson(jsonText), catalog), {}};
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

} // namespace scaleplan::engine
