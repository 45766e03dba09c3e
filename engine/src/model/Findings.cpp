// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Findings.h"

#include "model/Activations.h"
#include "model/Layout.h"
#include "model/Memory.h"
#include "model/StepTime.h"
#include "model/TpOverlap.h"
#include "model/Workload.h"

#include "core/EmbeddedData.h"

#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/Findings.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Software.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace scaleplan::engine {

std::int64_t checkedShardNodes(Software software)
{
    return isPytorchFsdp(software) ? kMeasuredFsdpShardNodes : kMeasuredShardNodes;
}

std::optional<LayoutCaution> layoutCaution(const ModelSpec &model, const ResolvedParallel &parallel,
                                           std::int64_t shardNodes, Software software)
{
    using Kind = LayoutCaution::Kind;
    if (model.kind != ModelKind::Transformer)
        return std::nullopt;
    // Measured / estimated time − 1 of the rows, as TestValidation recomputes them: the 29
    // vTrain layouts (median 0.13, least −0.03, most 0.59: 39.1B, tp 2 pp 16 dp 16 at
    // micro-batch 2; 0.14, −0.02 and 0.60 before rings of 2 and 4 GPUs inside a node took
    // their measured bus bandwidth, docs/model.md 5.2; 0.17, 0.02 and 0.66 before fp16
    // products ran at the measured chips' fp16 share, 2.3.2) and the 5 Megatron-Bridge MoE runs
    // (0.22 GPT-OSS 120B, 0.60 DeepSeek-V3, 0.86 Qwen3 235B-A22B, 1.62 and 2.42 Qwen3 30B-A3B on
    // H100 and B200, with Qwen3's query and key norms), and the 6 ZeRO-3 runs of Narayanan et al.
    // (0.55, 1.41, 3.17 for 175B on 384, 768, 1,536 A100s; 0.70, 1.32, 3.39 for 530B on 640, 1,120,
    // 2,240; median 1.36). The last figure of each is the 80th percentile of the absolute
    // excesses, the band an estimate under the caution carries at least (addAccuracy()).
    if (model.experts > 1)
        return LayoutCaution{Kind::MixtureOfExperts, 5, 0.86, 0.22, 2.42, 1.72};
    if (parallel.zero >= 3 && shardNodes > checkedShardNodes(software))
        return LayoutCaution{Kind::WideParameterSharding, 6, 1.36, 0.55, 3.39, 3.17};
    if (parallel.tp >= 2 && parallel.tp <= 4 && parallel.dp >= 16)
        return LayoutCaution{
            Kind::SmallTensorParallelWideDataParallel, 29, 0.13, -0.03, 0.59, 0.24};
    return std::nullopt;
}

std::optional<CatalogPriceDate> catalogPriceDate(const Scenario &scenario, const Catalog &catalog)
{
    const Instance *instance = catalog.findInstance(scenario.cluster.instance);
    if (instance == nullptr)
        return std::nullopt;
    const std::optional<RegionPrice> regional = instance->pricesIn(scenario.cluster.region);
    if (!regional)
        return std::nullopt;
    const bool catalogOnDemand = !scenario.cluster.pricePerNodeHourUsd.has_value();
    const bool catalogSpot = scenario.pricing.spotFraction > 0
                             && !scenario.pricing.spotPricePerNodeHourUsd.has_value()
                             && regional->spotUsdPerHour.has_value();
    if (!catalogOnDemand && !catalogSpot)
        return std::nullopt;
    // The non-spot nodes are bought on demand or with a commitment, each dated on its own.
    const bool committed = scenario.pricing.commitment != Commitment::OnDemand;
    std::string date = !catalogOnDemand ? std::string()
                       : committed      ? instance->commitmentPriceDate
                                        : regional->priceDate;
    std::string source
        = committed && catalogOnDemand ? instance->commitmentPriceSource : regional->priceSource;
    if (catalogSpot) {
        // The instance's own region may date its spot price apart from the on-demand one.
        const std::string &spot
            = regional->region == instance->region && !instance->spotPriceDate.empty()
                  ? instance->spotPriceDate
                  : regional->priceDate;
        const std::optional<YearMonth> spotMonth = parseYearMonth(spot);
        const std::optional<YearMonth> month = parseYearMonth(date);
        if (date.empty() || (spotMonth && month && *spotMonth < *month))
            date = spot;
    }
    return CatalogPriceDate{instance->id, source, date};
}

std::optional<Diagnostic> stalePriceFinding(const Scenario &scenario, const Catalog &catalog,
                                            YearMonth today)
{
    const std::optional<CatalogPriceDate> dated = catalogPriceDate(scenario, catalog);
    if (!dated)
        return std::nullopt;
    const std::optional<YearMonth> month = parseYearMonth(dated->date);
    if (!month || monthsBetween(*month, today) <= kStalePriceMonths)
        return std::nullopt;
    char when[16];
    std::snprintf(when, sizeof when, "%04d-%02d", month->year, month->month);
    return Diagnostic{Severity::Warning,
                      DiagCode::PriceStale,
                      "cluster.instance",
                      {when, std::to_string(monthsBetween(*month, today))}};
}

RunFamily runFamily(const Scenario &scenario)
{
    if (scenario.model.kind != ModelKind::Transformer)
        return RunFamily::Generic;
    if (scenario.model.experts > 1)
        return RunFamily::MixtureOfExperts;
    if (scenario.cluster.nodes <= 1)
        return RunFamily::SingleNode;
    return scenario.parallel.zero >= 3 ? RunFamily::Zero3 : RunFamily::Megatron;
}

int scaleBucket(std::int64_t gpus)
{
    int bucket = 1;
    for (std::int64_t top = 8; gpus > top && bucket < 20; top *= 8)
        ++bucket;
    return bucket;
}

double quantile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const double at = std::clamp(q, 0.0, 1.0) * static_cast<double>(values.size() - 1);
    const std::size_t below = static_cast<std::size_t>(at);
    if (below + 1 >= values.size())
        return values.back();
    return values[below] + (at - static_cast<double>(below)) * (values[below + 1] - values[below]);
}

Accuracy accuracyBand(const std::vector<HeldOutPrediction> &runs, RunFamily family,
                      double computeCapability, std::int64_t gpus, double parameters)
{
    Accuracy accuracy;
    accuracy.family = family;
    const auto sameSize = [&](const HeldOutPrediction &run) {
        return parameters <= 0 || run.parameters <= 0
               || std::abs(std::log(run.parameters / parameters))
                      <= std::log(kSimilarSizeFactor) + 1e-12;
    };
    const auto sameKind = [&](const HeldOutPrediction &run) {
        return run.family == family && computeCapability > 0
               && run.computeCapability == computeCapability && sameSize(run);
    };
    const int bucket = scaleBucket(gpus);
    const auto similar = [&](const HeldOutPrediction &run) {
        return sameKind(run) && scaleBucket(run.gpus) == bucket;
    };
    const auto band = [&](auto &&within, AccuracyScope scope) {
        std::vector<double> errors;
        std::vector<std::string> ids;
        for (const HeldOutPrediction &run : runs) {
            if (within(run)) {
                errors.push_back(std::abs(run.error));
                ids.push_back(run.id);
            }
        }
        if (errors.size() < kMinSimilarRuns)
            return false;
        accuracy.bandPct = 100.0 * quantile(std::move(errors), kAccuracyQuantile);
        accuracy.similarRuns = static_cast<int>(ids.size());
        accuracy.basis = std::make_shared<const std::vector<std::string>>(std::move(ids));
        accuracy.scope = scope;
        return true;
    };
    if (band(similar, AccuracyScope::SimilarRuns) || band(sameKind, AccuracyScope::Family))
        return accuracy;
    accuracy.scope = AccuracyScope::Unvalidated;
    for (const HeldOutPrediction &run : runs)
        accuracy.bandPct = std::max(accuracy.bandPct, 100.0 * std::abs(run.error));
    return accuracy;
}

BandCoverage heldOutBandCoverage(const std::vector<HeldOutPrediction> &runs)
{
    BandCoverage coverage;
    std::vector<double> bands;
    for (const HeldOutPrediction &run : runs) {
        std::vector<HeldOutPrediction> others;
        std::copy_if(runs.begin(), runs.end(), std::back_inserter(others),
                     [&](const HeldOutPrediction &other) { return other.source != run.source; });
        const Accuracy accuracy
            = accuracyBand(others, run.family, run.computeCapability, run.gpus, run.parameters);
        bands.push_back(accuracy.bandPct);
        if (100.0 * std::abs(run.error) <= accuracy.bandPct)
            ++coverage.covered;
    }
    coverage.runs = runs.size();
    coverage.medianBandPct = quantile(std::move(bands), 0.5);
    return coverage;
}

std::vector<HeldOutPrediction> parseHeldOutRuns(std::string_view json)
{
    const nlohmann::json document = nlohmann::json::parse(json);
    if (document.at("format").get<std::string>() != "scaleplan.held-out")
        throw std::runtime_error("not a scaleplan.held-out table");
    std::vector<HeldOutPrediction> runs;
    for (const nlohmann::json &item : document.at("runs")) {
        HeldOutPrediction run;
        run.id = item.at("id").get<std::string>();
        run.source = item.at("source").get<std::string>();
        const std::optional<RunFamily> family
            = enumFromName<RunFamily>(item.at("family").get<std::string>());
        if (!family)
            throw std::runtime_error("held-out run " + run.id + ": unknown family");
        run.family = *family;
        run.computeCapability = item.at("compute_capability").get<double>();
        run.gpus = item.at("gpus").get<std::int64_t>();
        run.error = item.at("held_out_error").get<double>();
        run.parameters = item.value("parameters", 0.0);
        runs.push_back(std::move(run));
    }
    return runs;
}

std::string heldOutRunsToJson(const std::vector<HeldOutPrediction> &runs)
{
    nlohmann::json items = nlohmann::json::array();
    for (const HeldOutPrediction &run : runs)
        items.push_back({{"id", run.id},
                         {"source", run.source},
                         {"family", enumName(run.family)},
                         {"compute_capability", run.computeCapability},
                         {"gpus", run.gpus},
                         {"held_out_error", std::isfinite(run.error) ? run.error : 0.0},
                         {"parameters", std::isfinite(run.parameters) ? run.parameters : 0.0}});
    nlohmann::json document{
        {"format", "scaleplan.held-out"},
        {"version", 1},
        {"about",
         "Each bundled published run (published-runs.json) predicted with the model's traits "
         "(engine ModelTraits.h) refit on the runs of every other source: held_out_error = "
         "predicted / measured - 1 in the run's own metric. Written by `scaleplan-cli validate "
         "--held-out-table`; estimates take their accuracy band from it (docs/model.md 11.1)."},
        {"runs", items}};
    return document.dump(2) + "\n";
}

const std::vector<HeldOutPrediction> &bundledHeldOutRuns()
{
    static const std::vector<HeldOutPrediction> runs = parseHeldOutRuns(detail::heldOutRunsJson());
    return runs;
}

} // namespace scaleplan::engine

namespace scaleplan::engine::detail {

namespace {

/// The listed recompute modules that name a part \p scenario's model does not have.
std::vector<std::string> modulesWithoutEffect(const Scenario &scenario)
{
    const ModelSpec &model = scenario.model;
    if (model.kind != ModelKind::Transformer)
        return {};
    const bool experts = model.experts > 1;
    std::uint8_t absent = 0;
    const auto lacks = [&](bool missing, RecomputeModule module) {
        if (missing)
            absent |= static_cast<std::uint8_t>(module);
    };
    lacks(unfusedNorms(model) == 0.0, RecomputeModule::LayerNorm);
    lacks(!latentAttention(model), RecomputeModule::MlaUpProjection);
    lacks(experts && denseLayerCount(model) == 0, RecomputeModule::Mlp);
    lacks(!experts, RecomputeModule::Moe);
    lacks(!experts, RecomputeModule::MoeActivation);
    lacks(!experts || model.sharedExpertFfn <= 0, RecomputeModule::SharedExperts);
    return recomputeModuleNames(scenario.training.recomputeModules & absent);
}

std::string number(double value, int decimals = 1)
{
    const double scale = std::pow(10.0, decimals);
    // std::to_string's "%f" (six decimals) by std::to_chars, which writes the same digits
    // ([charconv.to.chars]: as printf in the C locale) without the locale machinery: an
    // estimate may format several of these, and the planner makes millions of estimates.
    char digits[400]; // "%f" of the largest double: 309 digits, the point and six decimals
    const double rounded = std::round(value * scale) / scale;
    const auto [end, error]
        = std::to_chars(digits, digits + sizeof digits, rounded, std::chars_format::fixed, 6);
    std::string text = error == std::errc{} ? std::string(digits, end) : std::to_string(rounded);
    if (const auto dot = text.find('.'); dot != std::string::npos)
        text.erase(decimals > 0 ? dot + 1 + static_cast<std::size_t>(decimals) : dot);
    return text;
}

/// The field whose change helps most when memory overflows.
const char *fieldToFreeMemory(const Scenario &scenario, const MemoryBreakdown &memory)
{
    const double states = memory.weights + memory.gradients + memory.optimizer;
    if (memory.activations > states) {
        if (scenario.training.recompute != Recompute::Full)
            return "training.recompute";
        if (scenario.training.recomputeLayers > 0)
            return "training.recompute_layers"; // recompute more of each chunk
        if (scenario.training.microBatch > 1)
            return "training.micro_batch";
        return "parallel.tp";
    }
    if (scenario.parallel.zero < 3)
        return "parallel.zero";
    return scenario.parallel.tp < 8 ? "parallel.tp" : "parallel.pp";
}

/// Share of the memory CUDA can allocate above which a ZeRO-3 (FSDP) plan is flagged: its
/// every-layer gathers and frees churn PyTorch's caching allocator, which near capacity
/// frees its cache and retries (num_alloc_retries; DeepSpeed's stage3.py warns of "allocator
/// cache flushes ... detrimental to performance"). llm-foundry's 191 published FSDP rows
/// (docs/model.md, "Checked on runs not bundled") above this share came out 7-10 points more
/// optimistic than those below 80%, on every GPU type.
constexpr double kShardedMemoryPressureShare = 0.9;

/// Share of the step spent waiting for the host above which a plan is flagged: as the
/// bubble's 20%, a fifth of the GPU's time that a larger micro-batch would put to work.
constexpr double kHostBoundShare = 0.2;

} // namespace

void addMemoryIssue(const Scenario &scenario, Result &result)
{
    const MemoryBreakdown &memory = result.memoryGb;
    if (memory.total <= memory.capacity) {
        const double share = memory.total / memory.capacity;
        if (scenario.parallel.zero >= 3 && share > kShardedMemoryPressureShare)
            result.issues.push_back(
                {Severity::Warning,
                 DiagCode::MemoryPressure,
                 fieldToFreeMemory(scenario, memory),
                 {number(memory.total), number(memory.capacity), number(100.0 * share, 0) + "%"}});
        return;
    }
    result.feasible = false;
    const double states = memory.weights + memory.gradients + memory.optimizer;
    const char *dominant
        = termName(memory.activations > states ? DiagTerm::Activations : DiagTerm::ModelStates);
    result.issues.push_back({Severity::Error,
                             DiagCode::OutOfMemory,
                             fieldToFreeMemory(scenario, memory),
                             {number(memory.total), number(memory.capacity), dominant}});
}

void addScheduleIssues(const Scenario &scenario, const Layout &layout, const System &system,
                       Result &result)
{
    if (scenario.parallel.sequenceParallel && layout.tp == 1)
        result.issues.push_back(
            {Severity::Info, DiagCode::SequenceParallelNoEffect, "parallel.sequence_parallel", {}});
    if (scenario.training.mixedPrecision == MixedPrecision::Autocast
        && scenario.training.precision == Precision::Fp32)
        result.issues.push_back(
            {Severity::Warning, DiagCode::AutocastNoEffect, "training.mixed_precision", {}});
    // Under ZeRO-3 autocast's 16-bit copies undo much of the sharding (docs/model.md 8.5).
    if (scenario.parallel.zero >= 3 && layout.shardGroup > 1
        && scenario.training.recompute != Recompute::Full) {
        if (const double copies = autocastCopyBytes(scenario, layout); copies > 0)
            result.issues.push_back({Severity::Warning,
                                     DiagCode::AutocastCopiesUnsharded,
                                     "training.mixed_precision",
                                     {number(copies / 1e9)}});
    }
    if (scenario.communication.tpOverlap && scenario.training.kernels == KernelStyle::Eager)
        result.issues.push_back({Severity::Warning,
                                 DiagCode::TpOverlapNeedsFusedKernels,
                                 "communication.tp_overlap",
                                 {}});
    else if (scenario.communication.tpOverlap
             && !tpOverlapApplies(scenario, system.network.gpusPerNode))
        result.issues.push_back({Severity::Warning,
                                 DiagCode::TpOverlapNoEffect,
                                 "communication.tp_overlap",
                                 {std::to_string(system.network.gpusPerNode)}});
    if (scenario.communication.ppOverlap && !ppOverlapApplies(scenario, layout))
        result.issues.push_back(
            {Severity::Warning, DiagCode::PpOverlapNoEffect, "communication.pp_overlap", {}});
    if (scenario.communication.epOverlap && !epOverlapApplies(scenario, layout))
        result.issues.push_back(
            {Severity::Warning, DiagCode::EpOverlapNoEffect, "communication.ep_overlap", {}});
    if (scenario.communication.gradientBuckets == GradientBuckets::Copied
        && !copiesGradientBuckets(scenario))
        result.issues.push_back({Severity::Warning,
                                 DiagCode::GradientBucketsNoEffect,
                                 "communication.gradient_buckets",
                                 {}});
    if (scenario.communication.expertDispatcher == ExpertDispatcher::DeepEp
        && (layout.ep <= 1 || scenario.model.experts <= 1))
        result.issues.push_back({Severity::Warning,
                                 DiagCode::ExpertDispatcherNoEffect,
                                 "communication.expert_dispatcher",
                                 {}});
    if (scenario.training.expertCapacityFactor && scenario.model.experts <= 1)
        result.issues.push_back({Severity::Warning,
                                 DiagCode::ExpertCapacityNoEffect,
                                 "training.expert_capacity_factor",
                                 {}});
    for (const std::string &module : modulesWithoutEffect(scenario))
        result.issues.push_back({Severity::Warning,
                                 DiagCode::RecomputeModuleNoEffect,
                                 "training.recompute_modules",
                                 {module}});
    if (layout.pp > 1 && layout.microBatches < layout.pp)
        result.issues.push_back({Severity::Warning,
                                 DiagCode::PipelineUnderfilled,
                                 "training.global_batch",
                                 {std::to_string(layout.microBatches), std::to_string(layout.pp)}});
    if (interleavingRefused(layout.microBatches, layout.pp, layout.virtualStages))
        result.issues.push_back({Severity::Warning,
                                 DiagCode::InterleaveMicroBatches,
                                 "parallel.virtual_stages",
                                 {std::to_string(layout.microBatches), std::to_string(layout.pp)}});
    const std::int64_t chunks = layout.pp * layout.virtualStages;
    if (scenario.model.kind == ModelKind::Transformer && layout.pp > 1
        && scenario.model.layers % chunks != 0
        && !countsEmbeddingAndLoss(scenario, layout.pp, layout.virtualStages))
        result.issues.push_back(
            {Severity::Info,
             DiagCode::UnevenStages,
             layout.virtualStages > 1 ? "parallel.virtual_stages" : "parallel.pp",
             {std::to_string(scenario.model.layers), std::to_string(chunks)}});
    const double step = result.stepBreakdown.total();
    if (step <= 0)
        return;
    if (result.stepBreakdown.bubble / step > 0.2)
        result.issues.push_back({Severity::Warning,
                                 DiagCode::BubbleLarge,
                                 "parallel.virtual_stages",
                                 {number(100.0 * result.stepBreakdown.bubble / step, 0) + "%"}});
    const StepBreakdown &b = result.stepBreakdown;
    const double comm = b.tpComm + b.cpComm + b.epComm + b.ppComm + b.dpCommExposed;
    if (comm / step > 0.3) {
        // The field to change is that of the largest exposed part.
        const std::pair<double, const char *> parts[]
            = {{b.tpComm, "parallel.tp"},
               {b.cpComm, "parallel.cp"},
               {b.epComm, "parallel.ep"},
               {b.dpCommExposed, "communication.gradient_compression"}};
        const std::string field
            = std::max_element(std::begin(parts), std::end(parts),
                               [](const auto &x, const auto &y) { return x.first < y.first; })
                  ->second;
        result.issues.push_back({Severity::Warning,
                                 DiagCode::CommunicationBound,
                                 field,
                                 {number(100.0 * comm / step, 0) + "%"}});
    }
    if (b.hostWait / step > kHostBoundShare)
        result.issues.push_back({Severity::Warning,
                                 DiagCode::HostBound,
                                 "training.micro_batch",
                                 {number(100.0 * b.hostWait / step, 0) + "%"}});
    const Compression method = scenario.communication.gradientCompression;
    if (compressionReplacesAllReduce(method) && !allReduceCompressionApplies(scenario, layout))
        result.issues.push_back({Severity::Warning,
                                 DiagCode::CompressionNoEffect,
                                 "communication.gradient_compression",
                                 {compressionName(method)}});
    if ((method == Compression::Int8 || method == Compression::TopK)
        && allReduceCompressionApplies(scenario, layout))
        result.issues.push_back(
            {Severity::Info,
             DiagCode::CompressionNotAllReduce,
             "communication.gradient_compression",
             {compressionName(method), std::to_string(layout.gradientRanks())}});
}

void addKernelIssues(const Scenario &scenario, const System &system, Result &result)
{
    const double capability = system.gpu->computeCapability;
    if (scenario.model.kind != ModelKind::Transformer || !scenario.training.flashAttention
        || capability <= 0)
        return;
    const auto warn = [&](const char *field, const char *kernel, const char *needs) {
        result.issues.push_back({Severity::Warning,
                                 DiagCode::AttentionKernelUnsupported,
                                 field,
                                 {kernel, needs, system.gpu->name, number(capability, 1)}});
    };
    if (capability < 7.5)
        warn("training.flash_attention", "FlashAttention", "7.5");
    else if (capability < 8.0 && scenario.training.attentionKernel == AttentionKernel::Flash2)
        warn("training.attention_kernel", "FlashAttention-2", "8.0");
    else if (capability < kAsyncTensorCoreCapability
             && scenario.training.attentionKernel == AttentionKernel::Flash3)
        warn("training.attention_kernel", "FlashAttention-3", "9.0");
}

void addPrecisionIssues(const Scenario &scenario, const System &system, Result &result)
{
    const Gpu &gpu = *system.gpu;
    const auto warn = [&](const char *precision, const char *took, const char *choose) {
        result.issues.push_back({Severity::Warning,
                                 DiagCode::PrecisionUnsupported,
                                 "training.precision",
                                 {precision, gpu.name, took, choose}});
    };
    const Precision precision = scenario.training.precision;
    const char *sixteenBit = gpu.bf16Tflops > 0 ? "bf16" : "fp16";
    if (precision == Precision::Fp8 && gpu.fp8Tflops <= 0)
        warn("fp8", sixteenBit, sixteenBit);
    else if (precision == Precision::Bf16 && gpu.bf16Tflops <= 0 && gpu.fp16Tflops > 0)
        warn("bf16", "fp16", "fp16");
}

void addCatalogGapIssues(const System &system, Result &result)
{
    const Gpu &gpu = *system.gpu;
    const char *field = system.instance != nullptr ? "cluster.instance" : "cluster.gpu";
    if (gpu.tdpW <= 0)
        result.issues.push_back({Severity::Info, DiagCode::NoPowerFigure, field, {gpu.name}});
    if (gpu.scaleUpGBsUnidir <= 0 && gpu.measuredScaleUpGBsUnidir <= 0
        && system.network.gpusPerNode > 1)
        result.issues.push_back({Severity::Info, DiagCode::NoScaleUpFigure, field, {gpu.name}});
    if (gpu.smCount <= 0)
        result.issues.push_back({Severity::Info, DiagCode::NoSmCount, field, {gpu.name}});
}

void addPriceIssues(const Scenario &scenario, const Catalog &catalog, const System &system,
                    Result &result)
{
    if (system.onDemandUsdPerNodeHour <= 0) {
        result.issues.push_back(
            {Severity::Warning, DiagCode::NoPrice, "cluster.price_per_node_hour_usd", {}});
        return;
    }
    if (scenario.pricing.spotFraction > 0 && !system.spotPriced)
        result.issues.push_back(
            {Severity::Warning, DiagCode::NoSpotPrice, "pricing.spot_fraction", {}});
    if (const std::optional<CatalogPriceDate> dated = catalogPriceDate(scenario, catalog)) {
        result.issues.push_back({Severity::Info,
                                 DiagCode::PriceSnapshot,
                                 "cluster.instance",
                                 {dated->source.empty() ? dated->instance : dated->source,
                                  dated->date.empty() ? catalog.priceCaveat : dated->date}});
    }
}

void addHeldOutCautions(const Scenario &scenario, const Layout &layout, const System &system,
                        Result &result)
{
    const std::optional<LayoutCaution> caution
        = layoutCaution(scenario.model, result.parallel, shardGroupNodes(layout, system),
                        scenario.training.software);
    if (!caution)
        return;
    auto fixed = [](double value, int decimals) {
        // As "%.*f" writes it ([charconv.to.chars]), without the locale machinery.
        char text[400];
        const auto [end, error]
            = std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, decimals);
        return error == std::errc{} ? std::string(text, end) : std::string();
    };
    if (caution->kind == LayoutCaution::Kind::MixtureOfExperts)
        result.issues.push_back(
            {Severity::Info,
             DiagCode::HeldOutSlowerMoe,
             "model.experts",
             {std::to_string(caution->measured), fixed(1 + caution->leastSlower, 1),
              fixed(1 + caution->mostSlower, 1)}});
    else if (caution->kind == LayoutCaution::Kind::WideParameterSharding)
        result.issues.push_back(
            {Severity::Info,
             DiagCode::HeldOutSlowerSharding,
             "parallel.zero",
             {std::to_string(caution->measured), fixed(1 + caution->leastSlower, 1),
              fixed(1 + caution->mostSlower, 1),
              std::to_string(checkedShardNodes(scenario.training.software)),
              std::to_string(kMeasuredFsdpShardNodes)}});
    else
        result.issues.push_back(
            {Severity::Info,
             DiagCode::HeldOutSlowerLayout,
             "parallel.tp",
             {std::to_string(caution->measured), fixed(100 * caution->medianSlower, 0),
              fixed(100 * caution->mostSlower, 0)}});
}

namespace {

/// accuracyBand() over bundledHeldOutRuns(), remembered per thread for the last few kinds,
/// scales and sizes asked for: a sweep or a plan asks the same few again and again, and
/// the band costs about as much as a tenth of an estimate to make.
Accuracy bundledBand(RunFamily family, double computeCapability, std::int64_t gpus,
                     double parameters)
{
    struct Entry
    {
        RunFamily family;
        double computeCapability;
        int bucket;
        double parameters;
        Accuracy accuracy;
    };
    constexpr std::size_t kRemembered = 16;
    thread_local std::vector<Entry> remembered;
    const int bucket = scaleBucket(gpus);
    for (const Entry &entry : remembered) {
        if (entry.family == family && entry.computeCapability == computeCapability
            && entry.bucket == bucket && entry.parameters == parameters)
            return entry.accuracy;
    }
    if (remembered.size() == kRemembered)
        remembered.erase(remembered.begin());
    remembered.push_back(
        {family, computeCapability, bucket, parameters,
         accuracyBand(bundledHeldOutRuns(), family, computeCapability, gpus, parameters)});
    return remembered.back().accuracy;
}

} // namespace

void addAccuracy(const Scenario &scenario, const Layout &layout, const System &system,
                 Result &result)
{
    result.accuracy = bundledBand(runFamily(scenario),
                                  system.gpu != nullptr ? system.gpu->computeCapability : 0.0,
                                  result.gpus, totalParams(scenario.model));
    const std::optional<LayoutCaution> caution
        = layoutCaution(scenario.model, result.parallel, shardGroupNodes(layout, system),
                        scenario.training.software);
    if (!caution)
        return;
    // Outside what the bundled runs checked, held-out measurements of estimates like this
    // one (the cautions above) may say the model was further off still.
    if (result.accuracy.scope == AccuracyScope::Unvalidated) {
        if (100.0 * caution->mostSlower > result.accuracy.bandPct) {
            result.accuracy.bandPct = 100.0 * caution->mostSlower;
            result.accuracy.slowerOnly = true;
        }
        return;
    }
    // Runs laid out like this one, held out, were further off than the bundled runs of its
    // kind: their band, so that it covers what such layouts measured.
    if (100.0 * caution->bandSlower > result.accuracy.bandPct) {
        result.accuracy.bandPct = 100.0 * caution->bandSlower;
        result.accuracy.similarRuns = caution->measured;
        result.accuracy.basis = nullptr;
        result.accuracy.scope = AccuracyScope::HeldOutCaution;
        result.accuracy.slowerOnly = true;
    }
}

} // namespace scaleplan::engine::detail
