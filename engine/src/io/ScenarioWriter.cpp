// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Writing scenario and result files: the enumerations' file names (their tables are in
// EnumNames.h), scenarioToJson(), resultToJson() and resultToText().
#include "scaleplan/engine/ScenarioIo.h"

#include "io/ModelReader.h"

#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/EnumNames.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <sstream>
#include <string>

namespace scaleplan::engine {

using nlohmann::json;

const char *precisionName(Precision v)
{
    return enumName(v);
}

const char *recomputeName(Recompute v)
{
    return enumName(v);
}

const char *attentionKernelName(AttentionKernel v)
{
    return enumName(v);
}

const char *kernelStyleName(KernelStyle v)
{
    return enumName(v);
}

const char *geluFormName(GeluForm v)
{
    return enumName(v);
}

const char *fp8ScalingName(Fp8Scaling v)
{
    return enumName(v);
}

const char *mixedPrecisionName(MixedPrecision v)
{
    return enumName(v);
}

const char *pipelineEngineName(PipelineEngine v)
{
    return enumName(v);
}

const char *compressionName(Compression v)
{
    return enumName(v);
}

const char *mlpName(MlpKind v)
{
    return enumName(v);
}

const char *biasesName(LinearBiases v)
{
    return enumName(v);
}

const char *qkNormsName(QkNorms v)
{
    return enumName(v);
}

const char *blockName(TransformerBlock v)
{
    return enumName(v);
}

const char *normalizationName(Normalization v)
{
    return enumName(v);
}

const char *positionEncodingName(PositionEncoding v)
{
    return enumName(v);
}

const char *optimizerName(OptimizerKind v)
{
    return enumName(v);
}

const char *optimizerStatePrecisionName(OptimizerStatePrecision v)
{
    return enumName(v);
}

namespace {

json optionalJson(const std::optional<double> &value)
{
    return value ? json(*value) : json(nullptr);
}

json modelJson(const ModelSpec &m)
{
    json j;
    j["kind"] = enumName(m.kind);
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

/// At least \p decimals, and as many more as a value below 1 needs for two significant
/// figures (up to 6): a 10-second run reads "0.0028 h", not "0.0 h".
int significant(double value, int decimals)
{
    const double magnitude = std::abs(value);
    if (magnitude == 0.0 || magnitude >= 1.0)
        return decimals;
    const int needed = 1 - static_cast<int>(std::floor(std::log10(magnitude)));
    return std::clamp(needed, decimals, std::max(decimals, 6));
}

/// The accuracy band in words, for the text summary (docs/model.md 11.1).
std::string accuracyLine(const Accuracy &a)
{
    char text[320];
    const char *family = enumName(a.family);
    if (a.scope == AccuracyScope::Unvalidated && a.slowerOnly) {
        std::snprintf(text, sizeof text,
                      "accuracy: unvalidated, no published %s run of this size on this GPU "
                      "generation was checked, and held-out runs laid out like this one took up "
                      "to %.0f%% longer than estimated: read the time and cost as the fast end",
                      family, finite(a.bandPct));
        return text;
    }
    if (a.scope == AccuracyScope::Unvalidated) {
        std::snprintf(
            text, sizeof text,
            "accuracy: unvalidated, no published %s run of this size on this GPU "
            "generation was checked; take +/-%.0f%% at least (the largest held-out error)",
            family, finite(a.bandPct));
        return text;
    }
    if (a.scope == AccuracyScope::HeldOutCaution) {
        std::snprintf(text, sizeof text,
                      "accuracy: up to +%.0f%% (4 in 5 of %d held-out published runs laid out "
                      "like this one, which took longer than estimated: read the time and cost "
                      "as the fast end)",
                      finite(a.bandPct), a.similarRuns);
        return text;
    }
    std::string runs;
    for (const std::string &id : a.basisIds())
        runs += (runs.empty() ? "" : ", ") + id;
    std::snprintf(text, sizeof text,
                  "accuracy: +/-%.1f%% (4 in 5 of %d published %s runs %s, held out: ",
                  finite(a.bandPct), a.similarRuns, family,
                  a.scope == AccuracyScope::SimilarRuns ? "like this one"
                                                        : "on this GPU generation, other scales");
    return text + runs + ")";
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
    // Scaleplan additions, written only when set.
    if (s.training.optimizerStatePrecision != OptimizerStatePrecision::Fp32)
        training["optimizer_state_precision"]
            = optimizerStatePrecisionName(s.training.optimizerStatePrecision);
    if (s.training.masterWeights != MasterWeights::Fp32)
        training["master_weights"] = enumName(s.training.masterWeights);
    training["recompute"] = recomputeName(s.training.recompute);
    if (s.training.recomputeLayers > 0) // a Scaleplan addition: written only when set
        training["recompute_layers"] = s.training.recomputeLayers;
    if (s.training.distributeSavedActivations) // likewise
        training["distribute_saved_activations"] = true;
    if (s.training.recomputeModules != 0) // likewise
        training["recompute_modules"] = recomputeModuleNames(s.training.recomputeModules);
    if (s.training.selectivePolicy != SelectivePolicy::Parts) // likewise
        training["selective_policy"] = enumName(s.training.selectivePolicy);
    training["flash_attention"] = s.training.flashAttention;
    if (s.training.attentionKernel != AttentionKernel::Flash2)
        training["attention_kernel"] = attentionKernelName(s.training.attentionKernel);
    // A stack gives the fields it implies defaults of its own (Software.h); with one named,
    // they are written whatever their value, so that a reader that knows the stack and one
    // that does not read the same scenario.
    const bool stackNamed = s.training.software != Software::Unspecified;
    if (stackNamed)
        training["software"] = enumName(s.training.software);
    if (stackNamed || s.training.kernels != KernelStyle::Fused) // a Scaleplan addition
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
    if (!s.cluster.region.empty())
        cluster["region"] = s.cluster.region;
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
    if (stackNamed || s.communication.pipelineEngine != PipelineEngine::Megatron)
        communication["pipeline_engine"] = pipelineEngineName(s.communication.pipelineEngine);
    if (stackNamed || s.communication.gradientBuckets == GradientBuckets::Copied)
        communication["gradient_buckets"] = enumName(s.communication.gradientBuckets);
    if (s.communication.expertDispatcher == ExpertDispatcher::DeepEp)
        communication["expert_dispatcher"] = enumName(s.communication.expertDispatcher);
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
    if (s.pricing.commitment != Commitment::OnDemand)
        pricing["commitment"] = enumName(s.pricing.commitment);
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
    // Optional in the format: written only when the scenario has a goal.
    if (s.goal.any()) {
        json goal = json::object();
        if (s.goal.budgetUsd)
            goal["budget_usd"] = *s.goal.budgetUsd;
        if (s.goal.deadlineH)
            goal["deadline_h"] = *s.goal.deadlineH;
        if (s.goal.capacity != Capacity::Either)
            goal["capacity"] = enumName(s.goal.capacity);
        j["goal"] = goal;
    }
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
    j["energy_kwh"] = r.energyKwh ? json(finite(*r.energyKwh)) : json(nullptr);
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
    if (r.goal) {
        json goal = json::object();
        if (r.goal->budgetUsd) {
            goal["budget_usd"] = finite(*r.goal->budgetUsd);
            if (r.goal->budgetKnown) {
                goal["meets_budget"] = r.goal->meetsBudget;
                goal["budget_margin_usd"] = finite(r.goal->budgetMarginUsd.value_or(0));
            } else { // the nodes have no price: the cost leaves them out
                goal["meets_budget"] = nullptr;
                goal["budget_margin_usd"] = nullptr;
            }
        }
        if (r.goal->deadlineH) {
            goal["deadline_h"] = finite(*r.goal->deadlineH);
            goal["meets_deadline"] = r.goal->meetsDeadline;
            goal["deadline_margin_h"] = finite(r.goal->deadlineMarginH.value_or(0));
        }
        j["goal"] = goal;
    }
    // A Scaleplan addition: how far estimates like this one were off, held out.
    const Accuracy &a = r.accuracy;
    j["accuracy"] = {{"band_pct", finite(a.bandPct)}, {"similar_runs", a.similarRuns},
                     {"basis", a.basisIds()},         {"scope", enumName(a.scope)},
                     {"family", enumName(a.family)},  {"slower_only", a.slowerOnly}};
    return j.dump(2) + "\n";
}

std::string resultToText(const Scenario &s, const Result &r)
{
    std::ostringstream out;
    // Whole figures of five digits or more with their thousands grouped ("4,524,908 USD").
    auto line = [&](const char *label, double value, const char *unit, int decimals = 2) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.*f", significant(finite(value), decimals),
                      finite(value));
        const std::string figure = decimals == 0 && std::abs(finite(value)) >= 1e4
                                       ? groupedWhole(finite(value))
                                       : std::string(buffer);
        out << "  " << label << ": " << figure << (unit[0] ? " " : "") << unit << '\n';
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
    if (r.energyKwh)
        line("energy", *r.energyKwh, "kWh", 0);
    else
        out << "  energy: unknown, the catalog gives the GPU no power (tdp_w)\n";
    line("checkpoint interval", r.risk.checkpointIntervalH, "h", 2);
    if (r.goal && r.goal->budgetUsd && !r.goal->budgetKnown)
        out << "  budget: unknown, the nodes have no price (set "
               "cluster.price_per_node_hour_usd)\n";
    else if (r.goal && r.goal->budgetUsd)
        line(r.goal->meetsBudget ? "budget: met, margin" : "budget: missed, margin",
             *r.goal->budgetMarginUsd, "USD", 0);
    if (r.goal && r.goal->deadlineH) {
        line(r.goal->meetsDeadline ? "deadline: met, margin" : "deadline: missed, margin",
             *r.goal->deadlineMarginH, "h", 1);
    }
    out << "  " << accuracyLine(r.accuracy) << '\n';
    for (const Diagnostic &d : r.issues)
        out << "  " << severityName(d.severity) << ": " << formatLine(d) << '\n';
    return out.str();
}

} // namespace scaleplan::engine
