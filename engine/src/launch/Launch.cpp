// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Launch files: the plan's layout written as torchrun, DeepSpeed, Megatron-LM, Kubeflow and
// Slurm input. docs/launch.md gives the origin of every field.
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/InertText.h"

#include "scaleplan/engine/ScenarioIo.h"

#include "io/JsonReader.h"
#include "model/Activations.h"
#include "model/Layout.h"
#include "model/TpOverlap.h"
#include "model/Workload.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <sstream>

namespace scaleplan::engine {

/// The targets by their names on the command line (`--target`), in the order they are offered.
template<> struct EnumTable<LaunchTarget>
{
    static constexpr EnumName<LaunchTarget> names[] = {{LaunchTarget::Torchrun, "torchrun"},
                                                       {LaunchTarget::DeepSpeed, "deepspeed"},
                                                       {LaunchTarget::Megatron, "megatron"},
                                                       {LaunchTarget::PyTorchJob, "pytorchjob"},
                                                       {LaunchTarget::Slurm, "slurm"}};
};

const std::vector<LaunchTarget> &allLaunchTargets()
{
    static const std::vector<LaunchTarget> targets = [] {
        std::vector<LaunchTarget> all;
        for (const EnumName<LaunchTarget> &entry : enumNames<LaunchTarget>())
            all.push_back(entry.value);
        return all;
    }();
    return targets;
}

const char *launchTargetName(LaunchTarget target)
{
    return enumName(target);
}

std::optional<LaunchTarget> parseLaunchTarget(std::string_view name)
{
    return enumFromName<LaunchTarget>(name);
}

std::string launchTargetList()
{
    return enumNameList<LaunchTarget>();
}

namespace {

/// The numbers every target needs, taken from the scenario and its estimate.
struct Plan
{
    std::int64_t nodes = 1;
    std::int64_t gpusPerNode = 1;
    std::int64_t tp = 1;
    std::int64_t pp = 1;
    std::int64_t dp = 1;
    std::int64_t cp = 1;
    std::int64_t ep = 1;
    std::int64_t microBatch = 1;
    std::int64_t microBatches = 1; ///< gradient accumulation steps
    std::int64_t globalBatch = 1;
    std::int64_t virtualStages = 1;
    std::int64_t steps = 1; ///< optimizer steps, rounded up
    int zero = 0;
    /// Data- and context-parallel ranks one ZeRO shard group spans: all of them unless the
    /// scenario shards in groups (parallel.zero_shard_group, hybrid sharding).
    std::int64_t shardGroup = 1;

    std::int64_t gradientRanks() const { return dp * cp; }
    /// Copies of the sharded states: 1 unless hybrid sharding replicates them across groups.
    std::int64_t shardReplicas() const
    {
        return gradientRanks() / std::max<std::int64_t>(1, shardGroup);
    }
};

Plan planOf(const Scenario &scenario, const Result &result)
{
    Plan plan;
    plan.nodes = std::max<std::int64_t>(1, scenario.cluster.nodes);
    plan.gpusPerNode = std::max<std::int64_t>(1, result.gpus / plan.nodes);
    plan.tp = result.parallel.tp;
    plan.pp = result.parallel.pp;
    plan.dp = result.parallel.dp;
    plan.cp = result.parallel.cp;
    plan.ep = result.parallel.ep;
    plan.microBatch = result.parallel.microBatch;
    plan.microBatches = result.parallel.microBatches;
    plan.globalBatch = scenario.training.globalBatch;
    plan.virtualStages = std::max<std::int64_t>(1, scenario.parallel.virtualStages);
    plan.steps = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(result.steps)));
    plan.zero = result.parallel.zero;
    const std::int64_t group = scenario.parallel.zeroShardGroup;
    plan.shardGroup = group > 0 ? std::min(group, plan.gradientRanks()) : plan.gradientRanks();
    return plan;
}

std::string str(std::int64_t value)
{
    return std::to_string(value);
}

std::string seconds(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.4g s", value);
    return text;
}

/// The scenario name on one line, every control and line separator escaped (it goes into
/// comments of shell, YAML and Slurm files, which such a character would end).
std::string oneLine(const std::string &text)
{
    return text.empty() ? "unnamed scenario" : printableLine(text);
}

/// A Kubernetes and Slurm job name: lower-case letters, digits and '-', starting with a
/// letter, at most 50 characters so pod names with their replica suffix ("-worker-12345")
/// stay within the 63 characters of a DNS label.
std::string jobName(const std::string &scenarioName)
{
    std::string name = "scaleplan";
    bool dash = true;
    for (char c : scenarioName) {
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        const bool upper = c >= 'A' && c <= 'Z';
        if (alnum || upper) {
            if (dash)
                name += '-';
            name += upper ? static_cast<char>(c - 'A' + 'a') : c;
            dash = false;
        } else {
            dash = true;
        }
        if (name.size() >= 50)
            break;
    }
    name.resize(std::min<std::size_t>(name.size(), 50));
    while (name.back() == '-')
        name.pop_back();
    return name;
}

/// Header comment lines (each starting with "# "): what made the file and what it predicts.
std::string header(const Scenario &scenario, const Result &result, const Plan &plan,
                   LaunchTarget target)
{
    std::ostringstream out;
    out << "# Generated by Scaleplan (" << launchTargetName(target) << ") for the scenario \""
        << oneLine(scenario.name) << "\".\n"
        << "# Plan: " << plan.nodes << " nodes x " << plan.gpusPerNode << " GPUs, tp " << plan.tp
        << ", pp " << plan.pp << ", dp " << plan.dp
        << (plan.cp > 1 ? ", cp " + str(plan.cp) : std::string())
        << (plan.ep > 1 ? ", ep " + str(plan.ep) : std::string()) << ", micro-batch "
        << plan.microBatch << ", " << plan.microBatches << " micro-batches per step, ZeRO "
        << plan.zero << ".\n"
        << "# Predicted step time: " << seconds(result.stepTimeS) << "; " << plan.steps
        << " steps.\n";
    if (!result.feasible) {
        out << "# WARNING: Scaleplan predicts that this plan cannot run as it stands:\n";
        for (const Diagnostic &issue : result.issues) {
            if (issue.severity != Severity::Info)
                out << "#   " << formatLine(issue) << '\n';
        }
    }
    return out.str();
}

/// The torch dtype PyTorch FSDP reduces gradients in for \p scenario: 16 bits with
/// `gradient_compression: "fp16"` or where the gradients already are 16-bit (fp16 training),
/// else fp32.
std::string reduceDtypeName(const Scenario &scenario)
{
    if (detail::shardReduceBytesPerValue(scenario) > 2.0)
        return "float32";
    return scenario.training.precision == Precision::Fp16 ? "float16" : "bfloat16";
}

/// Environment variables a training script can read to follow the plan.
std::vector<std::pair<std::string, std::string>> planEnvironment(const Scenario &scenario,
                                                                 const Plan &plan)
{
    std::vector<std::pair<std::string, std::string>> environment{
        {"SCALEPLAN_TP", str(plan.tp)},
        {"SCALEPLAN_PP", str(plan.pp)},
        {"SCALEPLAN_DP", str(plan.dp)},
        {"SCALEPLAN_CP", str(plan.cp)},
        {"SCALEPLAN_EP", str(plan.ep)},
        {"SCALEPLAN_VIRTUAL_STAGES", str(plan.virtualStages)},
        {"SCALEPLAN_SEQUENCE_PARALLEL", scenario.parallel.sequenceParallel ? "1" : "0"},
        {"SCALEPLAN_ZERO", str(plan.zero)},
        // Ranks each ZeRO shard group spans; fewer than dp x cp: hybrid sharding, the states
        // replicated across the groups (FSDP's HYBRID_SHARD, a 2-D device mesh in FSDP2).
        {"SCALEPLAN_ZERO_SHARD_GROUP", str(plan.zero > 0 ? plan.shardGroup : 0)},
        {"SCALEPLAN_MICRO_BATCH", str(plan.microBatch)},
        {"SCALEPLAN_GLOBAL_BATCH", str(plan.globalBatch)},
        {"SCALEPLAN_GRAD_ACCUM", str(plan.microBatches)},
        {"SCALEPLAN_TRAIN_STEPS", str(plan.steps)},
        {"SCALEPLAN_PRECISION", precisionName(scenario.training.precision)},
        {"SCALEPLAN_RECOMPUTE", recomputeName(scenario.training.recompute)},
        // Layers of each pipeline chunk full recomputation rebuilds; 0: every layer.
        {"SCALEPLAN_RECOMPUTE_LAYERS", str(scenario.training.recomputeLayers)},
        // Parts selective recomputation rebuilds, Megatron-Core's module names; empty
        // without selective recomputation.
        {"SCALEPLAN_RECOMPUTE_MODULES", recomputedParts(scenario.training)}};
    // The estimate ran fp32 products on TF32 tensor cores: PyTorch does so for matrix
    // products only with allow_tf32 set or this override (ATen Context::allowTF32CuBLAS).
    if (usesTf32(scenario))
        environment.emplace_back("TORCH_ALLOW_TF32_CUBLAS_OVERRIDE", "1");
    // The estimate recomputed every other matrix product, as torchtitan's
    // activation_checkpoint.selective_ac_option = "op" does.
    if (recomputesEveryOtherMatmul(scenario.training))
        environment.emplace_back("SCALEPLAN_SELECTIVE_POLICY",
                                 enumName(scenario.training.selectivePolicy));
    // The estimate took each fp8 tensor's scale from its own amax (torchao's tensorwise
    // dynamic float8, Transformer Engine's Float8CurrentScaling).
    if (scenario.training.precision == Precision::Fp8)
        environment.emplace_back("SCALEPLAN_FP8_SCALING",
                                 fp8ScalingName(scenario.training.fp8Scaling));
    // The estimate kept fp32 weights and cast each product's inputs (torch.autocast).
    if (detail::autocastApplies(scenario))
        environment.emplace_back("SCALEPLAN_MIXED_PRECISION",
                                 mixedPrecisionName(scenario.training.mixedPrecision));
    // The stack the estimate priced (training.software), for a script that serves several.
    if (scenario.training.software != Software::Unspecified)
        environment.emplace_back("SCALEPLAN_SOFTWARE", enumName(scenario.training.software));
    // PyTorch FSDP under ZeRO-3: the type the estimate reduced the gradients in, FSDP's
    // MixedPrecision(reduce_dtype=...), which decides the cast and the bytes on the wire.
    if (detail::pytorchFsdpShards(scenario))
        environment.emplace_back("SCALEPLAN_REDUCE_DTYPE", reduceDtypeName(scenario));
    // Without ZeRO the script wraps the model in DistributedDataParallel: 1 asks for the
    // in-place buckets the estimate assumed (gradient_as_bucket_view=True), 0 for the copies.
    if (scenario.parallel.zero == 0)
        environment.emplace_back("SCALEPLAN_GRADIENT_AS_BUCKET_VIEW",
                                 copiesGradientBuckets(scenario) ? "0" : "1");
    return environment;
}

std::string shellExports(const Scenario &scenario, const Plan &plan)
{
    std::string text = "# The plan, for the training script to read.\n";
    for (const auto &[name, value] : planEnvironment(scenario, plan))
        text
            += "export " + name + "="
               + (value.empty() || value.find(' ') != std::string::npos ? '"' + value + '"' : value)
               + '\n';
    return text;
}

/// torchrun's node count, processes per node and c10d rendezvous.
std::vector<std::string> torchrunArguments(const Plan &plan, const std::string &rdzvId)
{
    return {"--nnodes=" + str(plan.nodes), "--nproc_per_node=" + str(plan.gpusPerNode),
            "--rdzv_id=" + rdzvId, "--rdzv_backend=c10d",
            "--rdzv_endpoint=\"${MASTER_ADDR}:${MASTER_PORT}\""};
}

/// "command \\\n    arg \\\n    arg" for a shell script.
std::string continued(const std::string &command, const std::vector<std::string> &arguments)
{
    std::string text = command;
    for (const std::string &argument : arguments)
        text += " \\\n    " + argument;
    return text + '\n';
}

const char *const kRendezvous = "MASTER_ADDR=\"${MASTER_ADDR:-localhost}\"\n"
                                "MASTER_PORT=\"${MASTER_PORT:-29500}\"\n";

LaunchFile torchrunScript(const Scenario &scenario, const Result &result, const Plan &plan)
{
    std::vector<std::string> arguments = torchrunArguments(plan, "\"${RDZV_ID:-scaleplan}\"");
    arguments.push_back("\"${TRAIN_SCRIPT:-train.py}\" \"$@\"");
    const std::string text
        = "#!/usr/bin/env bash\n" + header(scenario, result, plan, LaunchTarget::Torchrun)
          + "# Run it on every node with MASTER_ADDR set to the first node; TRAIN_SCRIPT names\n"
            "# your training program (default train.py), further arguments are passed to it.\n"
            "set -euo pipefail\n\n"
          + shellExports(scenario, plan) + '\n' + kRendezvous + '\n'
          + continued("exec torchrun", arguments);
    return {"torchrun.sh", text, true};
}

nlohmann::ordered_json deepspeedConfig(const Scenario &scenario, const Plan &plan)
{
    nlohmann::ordered_json config;
    config["train_batch_size"] = plan.globalBatch;
    config["train_micro_batch_size_per_gpu"] = plan.microBatch;
    config["gradient_accumulation_steps"] = plan.microBatches;
    config["zero_optimization"] = {{"stage", plan.zero}};
    // ZeRO 3 within groups, replicated across them: DeepSpeed's MiCS (docs/zero3.rst, "MiCS
    // Configurations"); the groups here are consecutive ranks, not one node's by force.
    if (plan.zero == 3 && plan.shardReplicas() > 1) {
        config["zero_optimization"]["mics_shard_size"] = plan.shardGroup;
        config["zero_optimization"]["mics_hierarchical_params_gather"] = false;
    }
    const Precision precision = scenario.training.precision;
    // DeepSpeed's bf16 and fp16 modes keep 16-bit weights; under autocast the engine keeps
    // the fp32 ones, which the training program's torch.autocast casts.
    const bool autocast = detail::autocastApplies(scenario);
    config["bf16"]
        = {{"enabled", !autocast && (precision == Precision::Bf16 || precision == Precision::Fp8)}};
    config["fp16"] = {{"enabled", !autocast && precision == Precision::Fp16}};
    if (precision == Precision::Fp16 && !autocast)
        config["fp16"]["loss_scale"] = 0; // 0 selects DeepSpeed's dynamic loss scaling
    if (scenario.communication.gradientCompression == Compression::Fp16)
        config["communication_data_type"] = "fp16";
    return config;
}

std::vector<LaunchFile> deepspeedFiles(const Scenario &scenario, const Result &result,
                                       const Plan &plan)
{
    const std::string config = deepspeedConfig(scenario, plan).dump(2) + '\n';
    std::string notes;
    if (plan.tp * plan.pp > 1)
        // DeepSpeed counts data-parallel ranks as world / (model-parallel size) only when
        // the program passes its model-parallel unit (mpu) to deepspeed.initialize().
        notes += "# tp * pp = " + str(plan.tp * plan.pp)
                 + ": the training program must be model parallel (Megatron-DeepSpeed, or a\n"
                   "# PipelineModule) and pass its mpu to deepspeed.initialize(), so that\n"
                   "# DeepSpeed counts dp = "
                 + str(plan.dp) + " in train_batch_size = micro * accumulation * dp.\n";
    if (plan.zero == 3 && plan.shardReplicas() > 1)
        notes += "# ZeRO 3 in groups of " + str(plan.shardGroup)
                 + " ranks (MiCS, mics_shard_size): build the model under\n"
                   "# deepspeed.zero.MiCS_Init(config_dict_or_path=...) instead of "
                   "deepspeed.zero.Init.\n";
    if (detail::autocastApplies(scenario))
        notes += std::string("# training.mixed_precision autocast: DeepSpeed keeps fp32 weights "
                             "(bf16 and fp16 off);\n# run the forward pass under "
                             "torch.autocast(\"cuda\", dtype=torch.")
                 + (scenario.training.precision == Precision::Fp16 ? "float16" : "bfloat16")
                 + ").\n";
    if (plan.ep > 1)
        // DeepSpeed-MoE takes the expert-parallel size from the model, not from its config.
        notes += "# ep = " + str(plan.ep)
                 + ": build the MoE layers with deepspeed.moe.layer.MoE(..., ep_size="
                 + str(plan.ep) + ") (SCALEPLAN_EP).\n";
    if (scenario.model.experts > 1 && scenario.training.expertCapacityFactor)
        // DeepSpeed-MoE always pads each expert's buffer to its capacity.
        notes += "# The estimate pads experts to capacity factor "
                 + detail::formatNumber(*scenario.training.expertCapacityFactor)
                 + ": pass capacity_factor (and eval_capacity_factor) to "
                   "deepspeed.moe.layer.MoE.\n";
    const std::string script
        = "#!/usr/bin/env bash\n" + header(scenario, result, plan, LaunchTarget::DeepSpeed) + notes
          + "# Run it on the first node; HOSTFILE lists the nodes (\"host slots=N\" lines),\n"
            "# TRAIN_SCRIPT your training program, which must accept --deepspeed_config.\n"
            "set -euo pipefail\n\n"
          + shellExports(scenario, plan) + '\n' + kRendezvous
          + "HERE=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\n\n"
          + continued("exec deepspeed",
                      {"--num_nodes=" + str(plan.nodes), "--num_gpus=" + str(plan.gpusPerNode),
                       "--hostfile=\"${HOSTFILE:-hostfile}\"", "--master_addr=\"${MASTER_ADDR}\"",
                       "--master_port=\"${MASTER_PORT}\"", "\"${TRAIN_SCRIPT:-train.py}\"",
                       "--deepspeed --deepspeed_config \"${HERE}/ds_config.json\" \"$@\""});
    return {{"ds_config.json", config, false}, {"deepspeed.sh", script, true}};
}

/// Why Megatron-LM cannot run the plan's expert parallelism, if it cannot.
std::optional<Diagnostic> megatronExpertProblem(const Scenario &scenario, const Plan &plan)
{
    // Megatron-Core's batch-level all-to-all overlap (TransformerConfig.__post_init__): no
    // full recomputation, no recomputed "moe" module, and interleaved stages when pp > 1.
    if (scenario.communication.epOverlap && plan.ep > 1 && plan.microBatches > 1) {
        if (scenario.training.recompute == Recompute::Full)
            return Diagnostic{
                Severity::Error,
                DiagCode::LaunchUnsupported,
                "training.recompute",
                {"megatron", "full", "none, selective (with communication.ep_overlap)"}};
        if (scenario.training.recompute == Recompute::Selective
            && (scenario.training.recomputeModules
                & static_cast<std::uint8_t>(RecomputeModule::Moe))
                   != 0)
            return Diagnostic{Severity::Error,
                              DiagCode::LaunchUnsupported,
                              "training.recompute_modules",
                              {"megatron", "moe", "the others (with communication.ep_overlap)"}};
        if (plan.pp > 1 && plan.virtualStages <= 1)
            return Diagnostic{
                Severity::Error,
                DiagCode::LaunchUnsupported,
                "parallel.virtual_stages",
                {"megatron", "1", "2 or more (with communication.ep_overlap and pp > 1)"}};
    }
    // Megatron-LM's argument check: "Expert parallelism is not supported with fp16 training".
    if (plan.ep > 1 && scenario.training.precision == Precision::Fp16)
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "training.precision",
                          {"megatron", "fp16", "bf16, fp8 (with parallel.ep above 1)"}};
    return std::nullopt;
}

/// Why Megatron-LM cannot run this plan, if it cannot.
std::optional<Diagnostic> megatronProblem(const Scenario &scenario, const Plan &plan)
{
    if (scenario.model.kind != ModelKind::Transformer)
        return Diagnostic{
            Severity::Error, DiagCode::LaunchNeedsTransformer, "model.kind", {"megatron"}};
    // Megatron-Core's precision-aware optimizer keeps an fp32 or fp16 main copy
    // (--main-params-dtype), whole or as remainders, but always keeps one.
    if (scenario.training.masterWeights == MasterWeights::None
        && scenario.training.precision != Precision::Fp32
        && scenario.training.mixedPrecision == MixedPrecision::MainCopy)
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "training.master_weights",
                          {"megatron", "none", "fp32, remainders"}};
    // Megatron-LM's position_embedding_type is learned_absolute, rope or none (ALiBi lived
    // in BigScience's Megatron-DeepSpeed fork only).
    if (scenario.model.positions == PositionEncoding::Alibi)
        return Diagnostic{
            Severity::Error,
            DiagCode::LaunchUnsupported,
            "model.position_encoding",
            {"megatron", positionEncodingName(scenario.model.positions), "learned, rope"}};
    // --disable-bias-linear drops every linear layer's bias; nothing keeps the MLP's alone.
    if (scenario.model.biases == LinearBiases::Mlp)
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "model.biases",
                          {"megatron", biasesName(scenario.model.biases), "all, qkv, none, norms"}};
    // Megatron-LM's transformer layer runs attention, then the MLP; GPT-NeoX's fork of it
    // runs them side by side (gpt_j_residual), Megatron-LM itself does not.
    if (scenario.model.block != TransformerBlock::Sequential)
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "model.block",
                          {"megatron", blockName(scenario.model.block), "sequential"}};
    // Megatron-LM's query and key norms are a head's width (--qk-layernorm, --qk-l2-norm).
    if (scenario.model.qkNorms == QkNorms::Whole)
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "model.qk_norms",
                          {"megatron", qkNormsName(scenario.model.qkNorms), "none, per_head, l2"}};
    // Megatron-LM runs its own fused kernels (Transformer Engine's, or its fused norms,
    // rotary embedding and bias-dropout-add); eager modules are another program.
    if (scenario.training.kernels == KernelStyle::Eager)
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "training.kernels",
                          {"megatron", kernelStyleName(scenario.training.kernels), "fused"}};
    // Megatron-LM's selective recomputation rebuilds named parts (--recompute-modules); it
    // has no policy over every other matrix product.
    if (recomputesEveryOtherMatmul(scenario.training))
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "training.selective_policy",
                          {"megatron", enumName(scenario.training.selectivePolicy),
                           enumName(SelectivePolicy::Parts)}};
    // Megatron-LM keeps 16-bit weights and an fp32 main copy (--bf16, --fp16); it has no
    // autocast over fp32 weights.
    if (detail::autocastApplies(scenario))
        return Diagnostic{
            Severity::Error,
            DiagCode::LaunchUnsupported,
            "training.mixed_precision",
            {"megatron", mixedPrecisionName(scenario.training.mixedPrecision), "main_copy"}};
    // Megatron-LM's --window-size slides; it has no attention within fixed chunks (Llama 4).
    if (scenario.model.attentionChunked && scenario.model.attentionWindow > 0)
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "model.attention_chunked",
                          {"megatron", "true", "false"}};
    // Megatron-Core's flex dispatcher (DeepEP) asserts that nothing pads to capacity.
    if (scenario.communication.expertDispatcher == ExpertDispatcher::DeepEp && plan.ep > 1
        && scenario.training.expertCapacityFactor && scenario.model.experts > 1)
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "training.expert_capacity_factor",
                          {"megatron",
                           detail::formatNumber(*scenario.training.expertCapacityFactor),
                           "none (with the DeepEP dispatcher), or the all_to_all dispatcher"}};
    if (std::optional<Diagnostic> expert = megatronExpertProblem(scenario, plan))
        return expert;
    // pretrain_gpt.py trains a decoder; an encoder (BERT) is a different script and model.
    if (!scenario.model.causal)
        return Diagnostic{Severity::Error,
                          DiagCode::LaunchUnsupported,
                          "model.causal",
                          {"megatron", "false", "true"}};
    // Megatron-LM asserts that every (virtual) stage holds the same whole number of layers,
    // counting the embedding and the loss as layers where it is told to.
    if (scenario.model.layers % (plan.pp * plan.virtualStages) != 0
        && !detail::countsEmbeddingAndLoss(scenario, plan.pp, plan.virtualStages))
        return Diagnostic{
            Severity::Error,
            DiagCode::LaunchUnevenLayers,
            "parallel.pp",
            {"megatron", str(scenario.model.layers), str(plan.pp * plan.virtualStages)}};
    if (detail::interleavingRefused(plan.microBatches, plan.pp, plan.virtualStages))
        return Diagnostic{Severity::Error,
                          DiagCode::InterleaveMicroBatches,
                          "parallel.virtual_stages",
                          {str(plan.microBatches), str(plan.pp)}};
    return std::nullopt;
}

/// "[0,1,0,1,...]": 1 for each layer with routed experts (model.dense_layers first, then one
/// in every expert_layer_interval), as Megatron-LM's --moe-layer-freq takes a list.
std::string expertLayerList(const ModelSpec &model)
{
    std::string list = "[";
    for (std::int64_t i = 0; i < model.layers; ++i) {
        const bool experts = i >= model.denseLayers && (i + 1) % model.expertLayerInterval == 0;
        list += (i > 0 ? "," : "") + std::string(experts ? "1" : "0");
    }
    return list + "]";
}

/// Whether Megatron-LM runs the plan's ZeRO stage as Megatron-FSDP: ZeRO 2 and 3, which its
/// distributed optimizer (ZeRO 1) does not cover.
bool usesMegatronFsdp(const Plan &plan)
{
    return plan.zero >= 2;
}

/// Megatron-LM's flags for the plan's ZeRO stage and shard groups. ZeRO 1 is the distributed
/// optimizer; ZeRO 2 and 3 are Megatron-FSDP with the flags its user guide requires
/// (docs/discussions/megatron-fsdp-user-guide of Megatron-LM: --use-megatron-fsdp,
/// --data-parallel-sharding-strategy, --no-gradient-accumulation-fusion,
/// --use-distributed-optimizer, --ckpt-format fsdp_dtensor). Hybrid sharding splits the
/// data-parallel ranks into --num-distributed-optimizer-instances groups; Megatron-FSDP
/// replicates across them with --outer-dp-sharding-strategy no_shard (HSDP).
std::vector<std::string> megatronShardingArguments(const Plan &plan)
{
    std::vector<std::string> args;
    if (plan.zero == 0)
        return args;
    if (usesMegatronFsdp(plan)) {
        args.push_back("--use-megatron-fsdp");
        args.push_back(std::string("--data-parallel-sharding-strategy ")
                       + (plan.zero == 2 ? "optim_grads" : "optim_grads_params"));
        args.push_back("--no-gradient-accumulation-fusion");
    }
    args.push_back("--use-distributed-optimizer");
    if (usesMegatronFsdp(plan))
        args.push_back("--ckpt-format fsdp_dtensor");
    if (plan.shardReplicas() > 1) {
        args.push_back("--num-distributed-optimizer-instances " + str(plan.shardReplicas()));
        if (usesMegatronFsdp(plan))
            args.push_back("--outer-dp-sharding-strategy no_shard");
    }
    return args;
}

std::vector<std::string> megatronArguments(const Scenario &scenario, const Plan &plan)
{
    const ModelSpec &model = scenario.model;
    std::vector<std::string> args{"--tensor-model-parallel-size " + str(plan.tp),
                                  "--pipeline-model-parallel-size " + str(plan.pp)};
    const bool embeddingAndLoss
        = detail::countsEmbeddingAndLoss(scenario, plan.pp, plan.virtualStages);
    if (embeddingAndLoss)
        args.push_back(
            "--account-for-embedding-in-pipeline-split --account-for-loss-in-pipeline-split");
    if (plan.virtualStages > 1 && embeddingAndLoss)
        args.push_back("--virtual-pipeline-model-parallel-size " + str(plan.virtualStages));
    else if (plan.virtualStages > 1)
        args.push_back("--num-layers-per-virtual-pipeline-stage "
                       + str(model.layers / (plan.pp * plan.virtualStages)));
    if (plan.cp > 1)
        args.push_back("--context-parallel-size " + str(plan.cp));
    if (scenario.parallel.sequenceParallel && plan.tp > 1)
        args.push_back("--sequence-parallel");
    if (detail::tpOverlapApplies(scenario, plan.gpusPerNode))
        args.push_back("--tp-comm-overlap"); // Transformer Engine userbuffers
    // Megatron-Core's own capture of each layer's forward and backward into CUDA graphs.
    if (scenario.training.cudaGraphs)
        args.push_back("--cuda-graph-impl local");
    // Megatron-LM overlaps the interleaved schedule's sends by default; a plan that prices
    // them exposed runs them so, except on two stages, where Megatron-LM's argument check
    // refuses to turn the overlap off (megatronSendsNote).
    if (plan.pp > 2 && plan.virtualStages > 1 && !scenario.communication.ppOverlap)
        args.push_back("--no-overlap-p2p-communication");
    // Megatron-Core 0.14's batch-level all-to-all overlap needs the weight gradients
    // delayed so that one micro-batch's backward can split around another's forward.
    if (scenario.communication.epOverlap && plan.ep > 1 && plan.microBatches > 1)
        args.push_back("--overlap-moe-expert-parallel-comm --delay-wgrad-compute");
    for (const std::string &arg : megatronShardingArguments(plan))
        args.push_back(arg);
    if (scenario.communication.overlapGradients && plan.gradientRanks() > 1) {
        args.push_back("--overlap-grad-reduce");
        // Megatron-FSDP prefetches each unit's parameters under the compute before it, as
        // the estimate prices ZeRO 3's gathers.
        if (plan.zero == 3)
            args.push_back("--overlap-param-gather");
    }
    args.push_back("--micro-batch-size " + str(plan.microBatch));
    args.push_back("--global-batch-size " + str(plan.globalBatch));
    args.push_back("--train-iters " + str(plan.steps));
    args.push_back("--num-layers " + str(model.layers));
    args.push_back("--hidden-size " + str(model.hidden));
    args.push_back("--num-attention-heads " + str(model.heads));
    if (latentAttention(model)) {
        // Megatron-Core's MLA: the heads' width without and with rotary part, the value
        // width, the latents (no query latent: the queries come from the hidden state).
        const std::int64_t headWidth = model.headDim > 0
                                           ? model.headDim
                                           : model.hidden / std::max<std::int64_t>(1, model.heads);
        args.push_back("--multi-latent-attention");
        args.push_back("--qk-head-dim " + str(headWidth));
        args.push_back("--qk-pos-emb-head-dim " + str(model.qkRopeHeadDim));
        args.push_back("--v-head-dim " + str(model.vHeadDim > 0 ? model.vHeadDim : headWidth));
        args.push_back("--kv-lora-rank " + str(model.kvLoraRank));
        if (model.qLoraRank > 0)
            args.push_back("--q-lora-rank " + str(model.qLoraRank));
    } else if (hasOwnHeadWidth(model)) {
        args.push_back("--kv-channels " + str(model.headDim)); // Megatron-LM's head width
    }
    if (model.attentionWindow > 0) {
        // (left, right) tokens; 0 on the right: causal. One full layer in N with a skip freq.
        args.push_back("--window-size " + str(model.attentionWindow) + ",0");
        if (model.fullAttentionEvery > 0)
            args.push_back("--window-attn-skip-freq " + str(model.fullAttentionEvery));
    }
    if (model.kvHeads > 0 && model.kvHeads < model.heads) {
        args.push_back("--group-query-attention");
        args.push_back("--num-query-groups " + str(model.kvHeads));
    }
    const std::int64_t denseLayers = detail::denseLayerCount(model);
    if (denseLayers > 0) {
        // Megatron-LM's MLP width for the dense layers, the experts' own and a layer
        // pattern its argument parser evaluates (dense layers first, then experts in one
        // layer of every expert_layer_interval).
        const ModelSpec dense = detail::denseLayerModel(model);
        args.push_back("--ffn-hidden-size " + str(dense.ffnHidden));
        args.push_back("--moe-ffn-hidden-size " + str(model.ffnHidden));
        // Megatron-LM evaluates a list pattern only if it holds nothing but digits, commas,
        // brackets, parentheses, + and * (_eval_pattern in arguments.py), so the pattern with
        // an interval is spelled out layer by layer.
        if (model.expertLayerInterval > 1)
            args.push_back("--moe-layer-freq \"" + expertLayerList(model) + "\"");
        else
            args.push_back("--moe-layer-freq \"([0]*" + str(denseLayers) + "+[1]*"
                           + str(model.layers - denseLayers) + ")\"");
    } else {
        args.push_back("--ffn-hidden-size " + str(model.ffnHidden));
    }
    args.push_back("--seq-length " + str(model.seqLen));
    args.push_back("--max-position-embeddings " + str(model.seqLen));
    if (model.mlp == MlpKind::SwiGlu)
        args.push_back("--swiglu");
    // Megatron-LM's defaults are GPT-2's: biases on every linear layer, LayerNorm, learned
    // absolute positions.
    if (model.biases != LinearBiases::All)
        args.push_back("--disable-bias-linear");
    if (model.biases == LinearBiases::Qkv)
        args.push_back("--add-qkv-bias");
    if (model.normalization == Normalization::RmsNorm)
        args.push_back("--normalization RMSNorm");
    if (model.qkNorms == QkNorms::PerHead)
        args.push_back("--qk-layernorm"); // of the model's normalization, a head's width
    if (model.qkNorms == QkNorms::L2)
        args.push_back("--qk-l2-norm");
    if (model.positions == PositionEncoding::Rope)
        args.push_back("--position-embedding-type rope");
    if (!model.tiedEmbeddings)
        args.push_back("--untie-embeddings-and-output-weights");
    // Megatron-LM's own defaults are 0.1; a model trained without dropout must say 0.
    args.push_back("--attention-dropout " + detail::formatNumber(model.attentionDropout));
    args.push_back("--hidden-dropout " + detail::formatNumber(model.hiddenDropout));
    if (model.experts > 1) {
        args.push_back("--num-experts " + str(model.experts));
        args.push_back("--moe-router-topk " + str(model.expertsPerToken));
        if (model.sharedExpertFfn > 0)
            args.push_back("--moe-shared-expert-intermediate-size " + str(model.sharedExpertFfn));
        // Transformer Engine's fused permutation, whose bytes the estimate prices.
        args.push_back("--moe-permute-fusion");
        if (plan.ep > 1)
            args.push_back("--expert-model-parallel-size " + str(plan.ep));
        if (scenario.parallel.expertTp > 0)
            args.push_back("--expert-tensor-parallel-size " + str(scenario.parallel.expertTp));
        const std::optional<double> &capacity = scenario.training.expertCapacityFactor;
        if (model.expertGroups > 1) {
            // Group-limited routing: the groups a token's experts may come from.
            args.push_back("--moe-router-num-groups " + str(model.expertGroups));
            args.push_back("--moe-router-group-topk " + str(expertGroupsPerTokenOrAll(model)));
        }
        // The dispatcher whose traffic the estimate priced; Megatron-Core drops and pads to
        // capacity only with the all-to-all one (megatronProblem refuses DeepEP with it).
        if (plan.ep > 1 && scenario.communication.expertDispatcher == ExpertDispatcher::DeepEp)
            args.push_back("--moe-token-dispatcher-type flex --moe-enable-deepep");
        else if (plan.ep > 1 || capacity)
            args.push_back("--moe-token-dispatcher-type alltoall");
        if (capacity) {
            args.push_back("--moe-expert-capacity-factor " + detail::formatNumber(*capacity));
            args.push_back("--moe-pad-expert-input-to-capacity");
        }
    }
    switch (scenario.training.precision) {
    case Precision::Bf16:
        args.push_back("--bf16");
        break;
    case Precision::Fp16:
        args.push_back("--fp16");
        break;
    case Precision::Fp8:
        args.push_back("--bf16");
        args.push_back("--fp8-format hybrid");
        // Megatron-LM's default recipe is delayed scaling; "tensorwise" is current scaling.
        if (scenario.training.fp8Scaling == Fp8Scaling::Current)
            args.push_back("--fp8-recipe tensorwise");
        break;
    case Precision::Fp32:
        break;
    }
    // Moments in bf16 and the main copy as remainders: Megatron-Core's precision-aware
    // optimizer hands Transformer Engine's FusedAdam store_param_remainders from Transformer
    // Engine 2.1 on, so with bf16 moments it keeps remainders even where the scenario keeps
    // a whole fp32 copy (less memory than estimated, never more).
    const TrainingSpec &training = scenario.training;
    const bool bf16Moments = training.optimizerStatePrecision == OptimizerStatePrecision::Bf16;
    if (bf16Moments || training.masterWeights == MasterWeights::Remainders)
        args.push_back("--use-precision-aware-optimizer");
    if (bf16Moments) {
        args.push_back("--exp-avg-dtype bf16");
        args.push_back("--exp-avg-sq-dtype bf16");
    }
    if (detail::distributesSavedActivations(scenario))
        args.push_back("--distribute-saved-activations");
    switch (scenario.training.recompute) {
    case Recompute::None:
        break;
    case Recompute::Selective:
        args.push_back("--recompute-granularity selective");
        if (scenario.training.recomputeModules != 0) // else Megatron-Core's default
            args.push_back("--recompute-modules " + recomputedParts(scenario.training));
        break;
    case Recompute::Full:
        args.push_back("--recompute-granularity full");
        if (scenario.training.recomputeLayers > 0) {
            // The first N layers of each chunk; the others keep their activations.
            args.push_back("--recompute-method block");
            args.push_back("--recompute-num-layers " + str(scenario.training.recomputeLayers));
        } else {
            args.push_back("--recompute-method uniform");
            args.push_back("--recompute-num-layers 1");
        }
        break;
    }
    return args;
}

/// Why an interleaved plan on two stages runs its sends overlapped though the estimate priced
/// them exposed: Megatron-LM's validate_args asserts pp > 2 for the interleaved schedule
/// without p2p overlap ("to avoid having multiple p2p sends and recvs between same 2 ranks
/// per communication batch").
std::string megatronSendsNote(const Scenario &scenario, const Plan &plan)
{
    if (plan.pp != 2 || plan.virtualStages <= 1 || scenario.communication.ppOverlap)
        return {};
    return "# The estimate priced the pipeline sends exposed (communication.pp_overlap off);\n"
           "# Megatron-LM overlaps them on two stages whatever it is told, so this run may be\n"
           "# a little faster than predicted.\n\n";
}

/// CUDA_DEVICE_MAX_CONNECTIONS as Megatron-LM's validate_args wants it: 1 with tensor or
/// context parallelism (so that its communication kernels launch in order before Blackwell),
/// anything but 1 with Megatron-FSDP, which asserts so and only warns beside tp or cp.
std::string megatronConnections(const Plan &plan)
{
    if (usesMegatronFsdp(plan))
        return "# Megatron-FSDP overlaps its gathers on streams of their own (it refuses 1).\n"
               "unset CUDA_DEVICE_MAX_CONNECTIONS\n\n";
    if (plan.tp > 1 || plan.cp > 1)
        return "# Tensor and context parallelism need their kernels launched in order.\n"
               "export CUDA_DEVICE_MAX_CONNECTIONS=1\n\n";
    return {};
}

LaunchFile megatronScript(const Scenario &scenario, const Result &result, const Plan &plan)
{
    std::string text
        = "#!/usr/bin/env bash\n" + header(scenario, result, plan, LaunchTarget::Megatron)
          + "# Run it on every node with MASTER_ADDR set to the first node and\n"
            "# MEGATRON_DIR at a Megatron-LM checkout. Data, tokenizer and learning-rate\n"
            "# arguments go after the script: ./megatron.sh --data-path ... --lr ...\n"
            "set -euo pipefail\n\n"
          + kRendezvous + "MEGATRON_DIR=\"${MEGATRON_DIR:-Megatron-LM}\"\n\n"
          + megatronConnections(plan) + megatronSendsNote(scenario, plan)
          + (usesTf32(scenario) ? "# fp32 products on TF32 tensor cores, as estimated.\n"
                                  "export TORCH_ALLOW_TF32_CUBLAS_OVERRIDE=1\n\n"
                                : "")
          // Megatron-LM's data parallelism reduces the gradient buffer itself: it has no
          // switch for PyTorch DDP's copied buckets, which the estimate counted.
          + (copiesGradientBuckets(scenario)
                 ? "# The estimate counted PyTorch DDP's copied gradient buckets\n"
                   "# (communication.gradient_buckets); Megatron-LM reduces its gradients in\n"
                   "# place, so this run holds one 16-bit gradient copy less than estimated.\n\n"
                 : "")
          + "DISTRIBUTED_ARGS=(\n";
    for (const std::string &arg : torchrunArguments(plan, "\"${RDZV_ID:-scaleplan}\""))
        text += "    " + arg + '\n';
    text += ")\n\nMEGATRON_ARGS=(\n";
    for (const std::string &arg : megatronArguments(scenario, plan))
        text += "    " + arg + '\n';
    text += ")\n\nexec torchrun \"${DISTRIBUTED_ARGS[@]}\" \"${MEGATRON_DIR}/pretrain_gpt.py\" "
            "\"${MEGATRON_ARGS[@]}\" \"$@\"\n";
    return {"megatron.sh", text, true};
}

/// A YAML double-quoted scalar (engine/InertText.h).
std::string quoted(const std::string &text)
{
    return yamlQuoted(text);
}

/// One replica group of the PyTorchJob: the same container for Master and Workers.
std::string replicaSpec(const std::string &role, std::int64_t replicas, const Scenario &scenario,
                        const Plan &plan)
{
    std::ostringstream out;
    out << "    " << role << ":\n"
        << "      replicas: " << replicas << "\n"
        << "      restartPolicy: OnFailure\n"
        << "      template:\n"
        << "        spec:\n"
        << "          containers:\n"
        << "            - name: pytorch\n"
        << "              image: " << quoted("REPLACE-WITH-YOUR-TRAINING-IMAGE") << "\n"
        << "              command:\n";
    // The operator sets PET_MASTER_ADDR, PET_MASTER_PORT and PET_NODE_RANK, which torchrun reads.
    for (const std::string &word :
         {std::string("torchrun"), "--nnodes=" + str(plan.nodes),
          "--nproc_per_node=" + str(plan.gpusPerNode), std::string("train.py")})
        out << "                - " << quoted(word) << '\n';
    out << "              env:\n";
    for (const auto &[name, value] : planEnvironment(scenario, plan))
        out << "                - name: " << quoted(name) << "\n"
            << "                  value: " << quoted(value) << '\n';
    out << "              resources:\n"
        << "                limits:\n"
        << "                  nvidia.com/gpu: " << plan.gpusPerNode << '\n';
    return out.str();
}

LaunchFile pytorchJob(const Scenario &scenario, const Result &result, const Plan &plan)
{
    std::string text = header(scenario, result, plan, LaunchTarget::PyTorchJob)
                       + "# Replace the image with yours; kubectl apply -f pytorchjob.yaml\n"
                         "apiVersion: kubeflow.org/v1\n"
                         "kind: PyTorchJob\n"
                         "metadata:\n"
                         "  name: "
                       + quoted(jobName(scenario.name)) + "\n"
                       + "spec:\n"
                         "  nprocPerNode: "
                       + quoted(str(plan.gpusPerNode)) + "\n" + "  pytorchReplicaSpecs:\n"
                       + replicaSpec("Master", 1, scenario, plan);
    if (plan.nodes > 1)
        text += replicaSpec("Worker", plan.nodes - 1, scenario, plan);
    return {"pytorchjob.yaml", text, false};
}

LaunchFile slurmScript(const Scenario &scenario, const Result &result, const Plan &plan)
{
    std::vector<std::string> arguments = torchrunArguments(plan, "\"${SLURM_JOB_ID}\"");
    arguments.push_back("\"${TRAIN_SCRIPT:-train.py}\" \"$@\"");
    const std::string text
        = "#!/bin/bash\n" + header(scenario, result, plan, LaunchTarget::Slurm)
          + "# Submit with: sbatch train.sbatch [arguments for the training program]\n"
            "#SBATCH --job-name="
          + jobName(scenario.name) + "\n#SBATCH --nodes=" + str(plan.nodes)
          + "\n#SBATCH --ntasks-per-node=1\n#SBATCH --gpus-per-node=" + str(plan.gpusPerNode)
          + "\n#SBATCH --exclusive\n\nset -euo pipefail\n\n" + shellExports(scenario, plan)
          + "\n# The first node of the allocation hosts the rendezvous.\n"
            "MASTER_ADDR=\"$(scontrol show hostnames \"${SLURM_JOB_NODELIST}\" | head -n 1)\"\n"
            "MASTER_PORT=\"${MASTER_PORT:-29500}\"\n\n"
          + continued("srun torchrun", arguments);
    return {"train.sbatch", text, true};
}

} // namespace

LaunchFiles launchFiles(const Scenario &scenario, const Result &result, LaunchTarget target)
{
    const Plan plan = planOf(scenario, result);
    LaunchFiles out;
    // Every target starts PyTorch programs (torchrun, DeepSpeed's launcher); a JAX program
    // runs one process per host under its own launcher.
    if (scenario.training.software == Software::Jax) {
        out.error = Diagnostic{Severity::Error,
                               DiagCode::LaunchUnsupported,
                               "training.software",
                               {launchTargetName(target), enumName(Software::Jax),
                                "megatron-core, deepspeed, pytorch-fsdp, pytorch-fsdp2"}};
        return out;
    }
    switch (target) {
    case LaunchTarget::Torchrun:
        out.files.push_back(torchrunScript(scenario, result, plan));
        break;
    case LaunchTarget::DeepSpeed:
        // DeepSpeed's sequence parallelism (Ulysses) splits heads with all-to-alls; it has
        // no ring of keys and values to configure.
        if (plan.cp > 1)
            out.error = Diagnostic{Severity::Error,
                                   DiagCode::LaunchUnsupported,
                                   "parallel.cp",
                                   {"deepspeed", str(plan.cp), "1"}};
        // DeepSpeed's PipelineEngine asserts "ZeRO-2 and ZeRO-3 are incompatible with
        // pipeline parallelism".
        else if (plan.pp > 1 && plan.zero > 1)
            out.error
                = Diagnostic{Severity::Error,
                             DiagCode::LaunchUnsupported,
                             "parallel.zero",
                             {"deepspeed", str(plan.zero), "0, 1 (with parallel.pp above 1)"}};
        // Hybrid sharding below ZeRO 3 has no DeepSpeed switch: its ZeRO 1 and 2 partition
        // over all data-parallel ranks.
        else if (plan.zero > 0 && plan.zero < 3 && plan.shardReplicas() > 1)
            out.error = Diagnostic{Severity::Error,
                                   DiagCode::LaunchUnsupported,
                                   "parallel.zero_shard_group",
                                   {"deepspeed", str(plan.shardGroup), "0"}};
        else
            out.files = deepspeedFiles(scenario, result, plan);
        break;
    case LaunchTarget::Megatron:
        out.error = megatronProblem(scenario, plan);
        if (!out.error)
            out.files.push_back(megatronScript(scenario, result, plan));
        break;
    case LaunchTarget::PyTorchJob:
        out.files.push_back(pytorchJob(scenario, result, plan));
        break;
    case LaunchTarget::Slurm:
        out.files.push_back(slurmScript(scenario, result, plan));
        break;
    }
    return out;
}

} // namespace scaleplan::engine
