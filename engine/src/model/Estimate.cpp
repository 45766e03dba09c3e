// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Estimate.h"

#include "model/Hardware.h"
#include "model/Layout.h"
#include "model/Memory.h"
#include "model/StepTime.h"
#include "model/Totals.h"
#include "model/TpOverlap.h"
#include "model/Transformer.h"

#include "scaleplan/engine/Risk.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Validation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace scaleplan::engine {

namespace {

using detail::Layout;

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
    lacks(detail::unfusedNorms(model) == 0.0, RecomputeModule::LayerNorm);
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
    std::string text = std::to_string(std::round(value * scale) / scale);
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
    const char *dominant = memory.activations > states ? "activations" : "model states";
    result.issues.push_back({Severity::Error,
                             DiagCode::OutOfMemory,
                             fieldToFreeMemory(scenario, memory),
                             {number(memory.total), number(memory.capacity), dominant}});
}

void addScheduleIssues(const Scenario &scenario, const Layout &layout, const detail::System &system,
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
        if (const double copies = detail::autocastCopyBytes(scenario, layout); copies > 0)
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
             && !detail::tpOverlapApplies(scenario, system.network.gpusPerNode))
        result.issues.push_back({Severity::Warning,
                                 DiagCode::TpOverlapNoEffect,
                                 "communication.tp_overlap",
                                 {std::to_string(system.network.gpusPerNode)}});
    if (scenario.communication.ppOverlap && !detail::ppOverlapApplies(scenario, layout))
        result.issues.push_back(
            {Severity::Warning, DiagCode::PpOverlapNoEffect, "communication.pp_overlap", {}});
    if (scenario.communication.epOverlap && !detail::epOverlapApplies(scenario, layout))
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
    if (detail::interleavingRefused(layout.microBatches, layout.pp, layout.virtualStages))
        result.issues.push_back({Severity::Warning,
                                 DiagCode::InterleaveMicroBatches,
                                 "parallel.virtual_stages",
                                 {std::to_string(layout.microBatches), std::to_string(layout.pp)}});
    const std::int64_t chunks = layout.pp * layout.virtualStages;
    if (scenario.model.kind == ModelKind::Transformer && layout.pp > 1
        && scenario.model.layers % chunks != 0)
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
    if (detail::compressionReplacesAllReduce(method)
        && !detail::allReduceCompressionApplies(scenario, layout))
        result.issues.push_back({Severity::Warning,
                                 DiagCode::CompressionNoEffect,
                                 "communication.gradient_compression",
                                 {compressionName(method)}});
    if ((method == Compression::Int8 || method == Compression::TopK)
        && detail::allReduceCompressionApplies(scenario, layout))
        result.issues.push_back({Severity::Info,
                                 DiagCode::CompressionNotAllReduce,
                                 "communication.gradient_compression",
                                 {method == Compression::Int8 ? "int8" : "topk",
                                  std::to_string(layout.gradientRanks())}});
}

/// FlashAttention-3 runs on Hopper ("H100 / H800 GPU"), FlashAttention-2 on Ampere and newer
/// ("Ampere, Ada, or Hopper GPUs"), FlashAttention on Turing and Ampere (the flash-attention
/// README for each version); a GPU whose compute capability is known and too old gets a
/// warning naming the field to change.
void addKernelIssues(const Scenario &scenario, const detail::System &system, Result &result)
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
    else if (capability < detail::kAsyncTensorCoreCapability
             && scenario.training.attentionKernel == AttentionKernel::Flash3)
        warn("training.attention_kernel", "FlashAttention-3", "9.0");
}

/// A precision the GPU's datasheet gives no tensor-core rate for: fp8 before Ada and Hopper
/// (Transformer Engine refuses fp8 below compute capability 8.9), bf16 on Volta and Turing.
/// The estimate takes the next wider format's rate (Gpu::peakFlops), and the warning names
/// the precision to choose.
void addPrecisionIssues(const Scenario &scenario, const detail::System &system, Result &result)
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

/// Figures a (user's) catalog entry left out, and what the estimate took instead.
void addCatalogGapIssues(const detail::System &system, Result &result)
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

void addPriceIssues(const Catalog &catalog, const detail::System &system, Result &result)
{
    if (system.onDemandUsdPerNodeHour <= 0)
        result.issues.push_back(
            {Severity::Warning, DiagCode::NoPrice, "cluster.price_per_node_hour_usd", {}});
    else if (system.instance != nullptr)
        result.issues.push_back(
            {Severity::Info,
             DiagCode::PriceSnapshot,
             "cluster.instance",
             {system.instance->priceDate.empty() ? catalog.priceCaveat
                                                 : system.instance->priceDate}});
}

/// Where held-out measurements found estimates like this one optimistic, an info that says
/// by how much (layoutCaution(), Validation.h).
void addHeldOutCautions(const Scenario &scenario, const Layout &layout,
                        const detail::System &system, Result &result)
{
    const std::optional<LayoutCaution> caution
        = layoutCaution(scenario.model, result.parallel, detail::shardGroupNodes(layout, system));
    if (!caution)
        return;
    auto fixed = [](double value, int decimals) {
        char text[32];
        std::snprintf(text, sizeof text, "%.*f", decimals, value);
        return std::string(text);
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
              fixed(1 + caution->mostSlower, 1), std::to_string(kMeasuredShardNodes)}});
    else
        result.issues.push_back(
            {Severity::Info,
             DiagCode::HeldOutSlowerLayout,
             "parallel.tp",
             {std::to_string(caution->measured), fixed(100 * caution->medianSlower, 0),
              fixed(100 * caution->mostSlower, 0)}});
}

/// Replaces anything non-finite by zero: no NaN or infinity ever leaves the engine.
void sanitize(Result &result)
{
    auto fix = [](double &v) {
        if (!std::isfinite(v))
            v = 0.0;
    };
    for (double *v :
         {&result.stepTimeS, &result.steps, &result.tokensPerS, &result.tokensPerSPerGpu,
          &result.samplesPerS, &result.modelTflopsPerGpu, &result.mfu, &result.trainingTimeH,
          &result.expectedTimeH, &result.gpuHours, &result.energyKwh})
        fix(*v);
    StepBreakdown &s = result.stepBreakdown;
    for (double *v : {&s.compute, &s.recompute, &s.tpComm, &s.cpComm, &s.epComm, &s.ppComm,
                      &s.dpCommExposed, &s.bubble, &s.optimizer, &s.other, &s.hostWait})
        fix(*v);
    MemoryBreakdown &m = result.memoryGb;
    for (double *v :
         {&m.weights, &m.gradients, &m.optimizer, &m.activations, &m.other, &m.total, &m.capacity})
        fix(*v);
    CostBreakdown &c = result.costUsd;
    for (double *v : {&c.compute, &c.storage, &c.network, &c.total})
        fix(*v);
    RiskSummary &r = result.risk;
    for (double *v : {&r.checkpointIntervalH, &r.checkpointWriteS, &r.interruptionsPerHour,
                      &r.interruptionsExpected, &r.p10TimeH, &r.p50TimeH, &r.p90TimeH,
                      &r.p10CostUsd, &r.p50CostUsd, &r.p90CostUsd})
        fix(*v);
}

} // namespace

Result estimate(const Scenario &scenario, const Catalog &catalog)
{
    Result result;
    const detail::System system = detail::resolveSystem(scenario, catalog);
    const std::int64_t gpus = system.nodes * system.network.gpusPerNode;
    const Layout layout = detail::deriveLayout(scenario, gpus);
    result.gpus = gpus;
    result.parallel.tp = layout.tp;
    result.parallel.pp = layout.pp;
    result.parallel.dp = layout.dp;
    result.parallel.cp = layout.cp;
    result.parallel.ep = layout.ep;
    result.parallel.expertTp = scenario.model.experts > 1 ? scenario.parallel.expertTp : 0;
    result.parallel.microBatch = scenario.training.microBatch;
    result.parallel.microBatches = layout.microBatches;
    result.parallel.zero = scenario.parallel.zero;

    result.memoryGb = detail::memoryPerGpu(scenario, layout, usableMemoryGb(*system.gpu));
    addMemoryIssue(scenario, result);

    result.stepBreakdown = detail::stepBreakdown(scenario, layout, system);
    result.stepTimeS = result.stepBreakdown.total();
    addScheduleIssues(scenario, layout, system, result);
    addKernelIssues(scenario, system, result);
    addPrecisionIssues(scenario, system, result);
    detail::fillTotals(scenario, catalog, system, layout, result);
    addCatalogGapIssues(system, result);
    addPriceIssues(catalog, system, result);
    addHeldOutCautions(scenario, layout, system, result);
    sanitize(result);
    return result;
}

double modelParameters(const ModelSpec &model)
{
    return detail::totalParams(model);
}

Result estimate(const Scenario &scenario, const Catalog &catalog, const EstimateOptions &options)
{
    Result result = estimate(scenario, catalog);
    const bool neverFinishes
        = std::any_of(result.issues.begin(), result.issues.end(), [](const Diagnostic &issue) {
              return issue.code == DiagCode::NeverFinishes;
          });
    if (options.riskTrials <= 0 || neverFinishes || result.trainingTimeH <= 0)
        return result;
    const RiskProcess process = riskProcess(scenario, catalog, result);
    SimulationOptions simulation;
    simulation.trials = boundedTrials(process, options.riskTrials);
    simulation.seed = riskSeed(scenario);
    simulation.keepFinishTimes = false;
    const RiskSimulation outcome = simulateRisk(process, simulation);
    RiskSummary &risk = result.risk;
    risk.trials = outcome.trials;
    risk.interruptionsExpected = outcome.meanInterruptions;
    risk.p10TimeH = outcome.p10TimeH;
    risk.p50TimeH = outcome.p50TimeH;
    risk.p90TimeH = outcome.p90TimeH;
    risk.p10CostUsd = outcome.p10CostUsd;
    risk.p50CostUsd = outcome.p50CostUsd;
    risk.p90CostUsd = outcome.p90CostUsd;
    sanitize(result);
    return result;
}

} // namespace scaleplan::engine
