// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/Texts.h"

#include "common/Format.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/Planner.h"
#include "scaleplan/engine/Result.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>
#include <cstddef>
#include <optional>
#include <string_view>

namespace scaleplan {

namespace {

/// The commitment a diagnostic argument names, as the panels say it.
QString commitmentNameText(const std::string &name)
{
    const std::optional<engine::Commitment> value = engine::enumFromName<engine::Commitment>(name);
    return value ? scaleplan::commitmentText(*value) : QString::fromStdString(name);
}

/// "on_demand, reserved_1y" as "On demand, 1-year reservation".
QString commitmentList(const std::string &names)
{
    QStringList texts;
    for (const QString &name : QString::fromStdString(names).split(QStringLiteral(", ")))
        texts << commitmentNameText(name.toStdString());
    return texts.join(QStringLiteral(", "));
}

} // namespace

namespace {

using engine::DiagCode;
using engine::Diagnostic;
using engine::DiagTerm;

struct FieldName
{
    const char *path;
    const char *label;
};

/// Every scenario path the engine may name, with its label (translated in "Fields").
constexpr FieldName kFieldNames[] = {
    {"format", QT_TRANSLATE_NOOP("Fields", "File format")},
    {"version", QT_TRANSLATE_NOOP("Fields", "Format version")},
    {"name", QT_TRANSLATE_NOOP("Fields", "Scenario name")},
    {"model", QT_TRANSLATE_NOOP("Fields", "Model")},
    {"model.kind", QT_TRANSLATE_NOOP("Fields", "Model kind")},
    {"model.preset", QT_TRANSLATE_NOOP("Fields", "Model preset")},
    {"model.layers", QT_TRANSLATE_NOOP("Fields", "Layers")},
    {"model.hidden", QT_TRANSLATE_NOOP("Fields", "Hidden size")},
    {"model.heads", QT_TRANSLATE_NOOP("Fields", "Attention heads")},
    {"model.kv_heads", QT_TRANSLATE_NOOP("Fields", "Key/value heads")},
    {"model.head_dim", QT_TRANSLATE_NOOP("Fields", "Head width")},
    {"model.attention_window", QT_TRANSLATE_NOOP("Fields", "Attention window")},
    {"model.full_attention_every", QT_TRANSLATE_NOOP("Fields", "Full attention every")},
    {"model.attention_chunked", QT_TRANSLATE_NOOP("Fields", "Window kind")},
    {"model.ffn_hidden", QT_TRANSLATE_NOOP("Fields", "Feed-forward width")},
    {"model.vocab", QT_TRANSLATE_NOOP("Fields", "Vocabulary size")},
    {"model.seq_len", QT_TRANSLATE_NOOP("Fields", "Sequence length")},
    {"model.mlp", QT_TRANSLATE_NOOP("Fields", "MLP type")},
    {"model.experts", QT_TRANSLATE_NOOP("Fields", "Experts")},
    {"model.experts_per_token", QT_TRANSLATE_NOOP("Fields", "Experts per token")},
    {"model.shared_expert_ffn", QT_TRANSLATE_NOOP("Fields", "Shared expert width")},
    {"model.dense_layers", QT_TRANSLATE_NOOP("Fields", "Dense layers")},
    {"model.expert_layer_interval", QT_TRANSLATE_NOOP("Fields", "Experts every")},
    {"model.expert_groups", QT_TRANSLATE_NOOP("Fields", "Expert groups")},
    {"model.expert_groups_per_token", QT_TRANSLATE_NOOP("Fields", "Groups per token")},
    {"model.dense_ffn_hidden", QT_TRANSLATE_NOOP("Fields", "Dense MLP width")},
    {"model.kv_lora_rank", QT_TRANSLATE_NOOP("Fields", "Key-value latent")},
    {"model.q_lora_rank", QT_TRANSLATE_NOOP("Fields", "Query latent")},
    {"model.qk_rope_head_dim", QT_TRANSLATE_NOOP("Fields", "Rotary head width")},
    {"model.v_head_dim", QT_TRANSLATE_NOOP("Fields", "Value head width")},
    {"model.tied_embeddings", QT_TRANSLATE_NOOP("Fields", "Tied embeddings")},
    {"model.biases", QT_TRANSLATE_NOOP("Fields", "Biases")},
    {"model.block", QT_TRANSLATE_NOOP("Fields", "Attention and MLP")},
    {"model.causal", QT_TRANSLATE_NOOP("Fields", "Attention mask")},
    {"training.tf32", QT_TRANSLATE_NOOP("Fields", "TF32 tensor cores")},
    {"communication.ep_overlap", QT_TRANSLATE_NOOP("Fields", "Expert all-to-all")},
    {"communication.gradient_buckets", QT_TRANSLATE_NOOP("Fields", "Gradient buckets")},
    {"communication.expert_dispatcher", QT_TRANSLATE_NOOP("Fields", "Token dispatch")},
    {"model.normalization", QT_TRANSLATE_NOOP("Fields", "Normalization")},
    {"model.qk_norms", QT_TRANSLATE_NOOP("Fields", "Query/key norms")},
    {"model.position_encoding", QT_TRANSLATE_NOOP("Fields", "Positions")},
    {"model.attention_dropout", QT_TRANSLATE_NOOP("Fields", "Attention dropout")},
    {"training.recompute_layers", QT_TRANSLATE_NOOP("Fields", "Recomputed layers")},
    {"training.recompute_modules", QT_TRANSLATE_NOOP("Fields", "Recomputed parts")},
    {"training.selective_policy", QT_TRANSLATE_NOOP("Fields", "Selective recomputation")},
    {"training.expert_capacity_factor", QT_TRANSLATE_NOOP("Fields", "Expert capacity")},
    {"model.hidden_dropout", QT_TRANSLATE_NOOP("Fields", "Hidden dropout")},
    {"model.parameters", QT_TRANSLATE_NOOP("Fields", "Parameters")},
    {"model.training_flops_per_sample", QT_TRANSLATE_NOOP("Fields", "Training FLOPs per sample")},
    {"model.activation_gb_per_sample", QT_TRANSLATE_NOOP("Fields", "Activation memory per sample")},
    {"model.memory_traffic_gb_per_sample",
     QT_TRANSLATE_NOOP("Fields", "Memory traffic per sample")},
    {"model.compute_efficiency", QT_TRANSLATE_NOOP("Fields", "Compute efficiency")},
    {"training", QT_TRANSLATE_NOOP("Fields", "Training")},
    {"training.tokens", QT_TRANSLATE_NOOP("Fields", "Training tokens")},
    {"training.samples", QT_TRANSLATE_NOOP("Fields", "Training samples")},
    {"training.steps", QT_TRANSLATE_NOOP("Fields", "Optimizer steps")},
    {"training.global_batch", QT_TRANSLATE_NOOP("Fields", "Global batch")},
    {"training.micro_batch", QT_TRANSLATE_NOOP("Fields", "Micro-batch")},
    {"training.precision", QT_TRANSLATE_NOOP("Fields", "Precision")},
    {"training.optimizer", QT_TRANSLATE_NOOP("Fields", "Optimizer")},
    {"training.optimizer_state_precision", QT_TRANSLATE_NOOP("Fields", "Optimizer states")},
    {"training.master_weights", QT_TRANSLATE_NOOP("Fields", "Master weights")},
    {"training.distribute_saved_activations",
     QT_TRANSLATE_NOOP("Fields", "Distributed saved activations")},
    {"training.recompute", QT_TRANSLATE_NOOP("Fields", "Activation recomputation")},
    {"training.flash_attention", QT_TRANSLATE_NOOP("Fields", "FlashAttention")},
    {"training.attention_kernel", QT_TRANSLATE_NOOP("Fields", "Attention kernel")},
    {"training.kernels", QT_TRANSLATE_NOOP("Fields", "Element-wise kernels")},
    {"training.software", QT_TRANSLATE_NOOP("Fields", "Training software")},
    {"training.cuda_graphs", QT_TRANSLATE_NOOP("Fields", "CUDA graphs")},
    {"training.mixed_precision", QT_TRANSLATE_NOOP("Fields", "Mixed precision")},
    {"training.fp8_scaling", QT_TRANSLATE_NOOP("Fields", "FP8 scaling")},
    {"cluster", QT_TRANSLATE_NOOP("Fields", "Cluster")},
    {"cluster.instance", QT_TRANSLATE_NOOP("Fields", "Instance type")},
    {"cluster.gpu", QT_TRANSLATE_NOOP("Fields", "GPU")},
    {"cluster.gpus_per_node", QT_TRANSLATE_NOOP("Fields", "GPUs per node")},
    {"cluster.inter_node_gbps", QT_TRANSLATE_NOOP("Fields", "Inter-node bandwidth")},
    {"cluster.nodes", QT_TRANSLATE_NOOP("Fields", "Nodes")},
    {"cluster.price_per_node_hour_usd", QT_TRANSLATE_NOOP("Fields", "Price per node-hour")},
    {"cluster.region", QT_TRANSLATE_NOOP("Fields", "Region")},
    {"parallel", QT_TRANSLATE_NOOP("Fields", "Parallel layout")},
    {"parallel.tp", QT_TRANSLATE_NOOP("Fields", "Tensor parallel (tp)")},
    {"parallel.pp", QT_TRANSLATE_NOOP("Fields", "Pipeline parallel (pp)")},
    {"parallel.dp", QT_TRANSLATE_NOOP("Fields", "Data parallel (dp)")},
    {"parallel.cp", QT_TRANSLATE_NOOP("Fields", "Context parallel (cp)")},
    {"parallel.ep", QT_TRANSLATE_NOOP("Fields", "Expert parallel (ep)")},
    {"parallel.expert_tp", QT_TRANSLATE_NOOP("Fields", "Expert tensor parallel")},
    {"parallel.zero", QT_TRANSLATE_NOOP("Fields", "ZeRO stage")},
    {"parallel.zero_shard_group", QT_TRANSLATE_NOOP("Fields", "ZeRO shard group")},
    {"parallel.sequence_parallel", QT_TRANSLATE_NOOP("Fields", "Sequence parallel")},
    {"parallel.virtual_stages", QT_TRANSLATE_NOOP("Fields", "Virtual pipeline stages")},
    {"communication", QT_TRANSLATE_NOOP("Fields", "Communication")},
    {"communication.gradient_compression", QT_TRANSLATE_NOOP("Fields", "Gradient compression")},
    {"communication.compression_ratio", QT_TRANSLATE_NOOP("Fields", "Compression ratio")},
    {"communication.overlap_gradients", QT_TRANSLATE_NOOP("Fields", "Overlap gradient exchange")},
    {"communication.tp_overlap", QT_TRANSLATE_NOOP("Fields", "Tensor-parallel communication")},
    {"communication.pp_overlap", QT_TRANSLATE_NOOP("Fields", "Pipeline sends")},
    {"communication.pipeline_engine", QT_TRANSLATE_NOOP("Fields", "Pipeline engine")},
    {"pricing", QT_TRANSLATE_NOOP("Fields", "Pricing")},
    {"pricing.spot_fraction", QT_TRANSLATE_NOOP("Fields", "Spot share")},
    {"pricing.commitment", QT_TRANSLATE_NOOP("Fields", "Purchase")},
    {"pricing.spot_price_per_node_hour_usd",
     QT_TRANSLATE_NOOP("Fields", "Spot price per node-hour")},
    {"pricing.storage_usd_per_gb_month", QT_TRANSLATE_NOOP("Fields", "Storage price")},
    {"pricing.dataset_gb", QT_TRANSLATE_NOOP("Fields", "Dataset size")},
    {"pricing.egress_gb", QT_TRANSLATE_NOOP("Fields", "Egress")},
    {"reliability", QT_TRANSLATE_NOOP("Fields", "Reliability")},
    {"reliability.node_mtbf_h", QT_TRANSLATE_NOOP("Fields", "Node MTBF")},
    {"reliability.spot_interruptions_per_node_hour",
     QT_TRANSLATE_NOOP("Fields", "Spot reclaim rate")},
    {"reliability.checkpoint_interval_h", QT_TRANSLATE_NOOP("Fields", "Checkpoint interval")},
    {"reliability.checkpoint_write_gbps",
     QT_TRANSLATE_NOOP("Fields", "Checkpoint write bandwidth")},
    {"reliability.restart_h", QT_TRANSLATE_NOOP("Fields", "Restart time")},
};

QString raw(const Diagnostic &d, std::size_t i)
{
    return i < d.args.size() ? QString::fromStdString(d.args[i]) : QStringLiteral("?");
}

/// Argument \p i as a number in the current locale (kept as it is when not a number).
QString number(const Diagnostic &d, std::size_t i)
{
    const QString text = raw(d, i);
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? formatNumber(value) : text;
}

/// Argument \p i, dollars as the engine writes them ("$26,398,248"), in the current locale
/// (kept as it is when not such an amount).
QString money(const Diagnostic &d, std::size_t i)
{
    const QString text = raw(d, i);
    QString digits = text;
    digits.remove(QLatin1Char('$')).remove(QLatin1Char(','));
    bool ok = false;
    const double value = digits.toDouble(&ok);
    return ok && text.startsWith(QLatin1Char('$')) ? formatUsd(value) : text;
}

/// The words for \p term that the engine passes as an argument by its name. A switch without
/// default: a new term fails to build until it is worded here.
QString termWords(DiagTerm term)
{
    switch (term) {
    case DiagTerm::Number:
        return QCoreApplication::translate("Diagnostics", "a number");
    case DiagTerm::WholeNumber:
        return QCoreApplication::translate("Diagnostics", "a whole number");
    case DiagTerm::String:
        return QCoreApplication::translate("Diagnostics", "a string");
    case DiagTerm::Boolean:
    case DiagTerm::TrueOrFalse:
        return QCoreApplication::translate("Diagnostics", "true or false");
    case DiagTerm::Object:
        return QCoreApplication::translate("Diagnostics", "an object");
    case DiagTerm::Array:
        return QCoreApplication::translate("Diagnostics", "an array");
    case DiagTerm::Null:
        return QCoreApplication::translate("Diagnostics", "null");
    case DiagTerm::Activations:
        return QCoreApplication::translate("Diagnostics", "activations");
    case DiagTerm::ModelStates:
        return QCoreApplication::translate("Diagnostics", "model states");
    case DiagTerm::ClusterGpus:
        return QCoreApplication::translate("Diagnostics", "the cluster's GPUs");
    case DiagTerm::DataParallelOnly:
        return QCoreApplication::translate("Diagnostics",
                                           "1 (generic models train data-parallel only)");
    // Not translated yet: the engine's English words.
    case DiagTerm::List:
    case DiagTerm::ListOfStrings:
    case DiagTerm::ListOfLayers:
    case DiagTerm::ListOfModuleNames:
    case DiagTerm::EmptyList:
    case DiagTerm::MatmulShape:
        return QString::fromUtf8(engine::termText(term));
    }
    return {};
}

/// Argument \p i as words: a term in the window's words, a JSON path as its label, anything
/// else as a number.
QString term(const Diagnostic &d, std::size_t i)
{
    if (i < d.args.size()) {
        if (const std::optional<DiagTerm> known = engine::termFromName(d.args[i]))
            return termWords(*known);
    }
    const QString text = raw(d, i);
    const QString label = fieldLabel(text);
    return label != text ? label : number(d, i);
}

/// The sentence for \p d. A switch without default: the compiler warns (and -Werror stops
/// the build) when a new DiagCode is not translated here.
QString translated(const Diagnostic &d)
{
    switch (d.code) {
    case DiagCode::MalformedJson:
        if (d.args.size() > 2 && !d.args[2].empty())
            return QCoreApplication::translate("Diagnostics",
                                               "the file is not valid JSON at line %1, column %2 "
                                               "(the text there: %3); look there or just "
                                               "before it for a missing or extra comma, quote "
                                               "or bracket")
                .arg(number(d, 0), number(d, 1), raw(d, 2));
        return QCoreApplication::translate("Diagnostics",
                                           "the file is not valid JSON at the end of line %1 "
                                           "(column %2); look there or just before it for a "
                                           "missing or extra comma, quote or bracket")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::JsonCutOff:
        return QCoreApplication::translate("Diagnostics",
                                           "the file ends at line %1 before its JSON does; it was "
                                           "cut off, or a closing bracket or quote is missing")
            .arg(number(d, 0));
    case DiagCode::EmptyInput:
        return QCoreApplication::translate(
            "Diagnostics", "the file is empty; it must hold one JSON object ({ … })");
    case DiagCode::NulByte:
        return QCoreApplication::translate("Diagnostics",
                                           "a NUL byte at offset %1; the file is binary or was "
                                           "cut off, not a JSON text")
            .arg(number(d, 0));
    case DiagCode::InputTooLarge:
        return QCoreApplication::translate("Diagnostics", "the input is larger than %1 MB")
            .arg(number(d, 0));
    case DiagCode::NestedTooDeep:
        return QCoreApplication::translate("Diagnostics",
                                           "objects and arrays are nested more than %1 levels deep")
            .arg(number(d, 0));
    case DiagCode::DuplicateKey:
        return QCoreApplication::translate("Diagnostics",
                                           "the key \"%1\" appears twice in one object; keep one")
            .arg(raw(d, 0));
    case DiagCode::NotAnObject:
        return QCoreApplication::translate("Diagnostics",
                                           "the file must hold one JSON object ({ … })");
    case DiagCode::UnknownKey:
        if (d.args.size() > 1 && !d.args[1].empty())
            return QCoreApplication::translate(
                       "Diagnostics", "unknown key \"%1\"; write \"%2\" if that is what was meant")
                .arg(raw(d, 0), raw(d, 1));
        return QCoreApplication::translate(
                   "Diagnostics",
                   "unknown key \"%1\"; this version of Scaleplan does not read it, so check "
                   "its spelling")
            .arg(raw(d, 0));
    case DiagCode::WrongType:
        return QCoreApplication::translate("Diagnostics", "must be %1, not %2")
            .arg(term(d, 0), term(d, 1));
    case DiagCode::NotFinite:
        return QCoreApplication::translate("Diagnostics", "must be a finite number");
    case DiagCode::NotInteger:
        return QCoreApplication::translate("Diagnostics", "%1 must be a whole number")
            .arg(number(d, 0));
    case DiagCode::OutOfRange:
        return QCoreApplication::translate("Diagnostics",
                                           "%1 is out of range; use a value from %2 to %3")
            .arg(number(d, 0), number(d, 1), term(d, 2));
    case DiagCode::MustBePositive:
        return QCoreApplication::translate("Diagnostics", "%1 must be greater than zero")
            .arg(number(d, 0));
    case DiagCode::UnknownValue:
        return QCoreApplication::translate("Diagnostics", "\"%1\" is not one of %2")
            .arg(raw(d, 0), raw(d, 1));
    case DiagCode::Missing:
        return QCoreApplication::translate("Diagnostics", "is required");
    case DiagCode::WrongFormat:
        return QCoreApplication::translate("Diagnostics",
                                           "is \"%1\"; this file must have \"format\": \"%2\"")
            .arg(raw(d, 0), raw(d, 1));
    case DiagCode::UnsupportedVersion:
        return QCoreApplication::translate(
                   "Diagnostics", "version %1 is not supported; this program reads version %2")
            .arg(raw(d, 0), raw(d, 1));
    case DiagCode::UnknownPreset:
        if (d.args.size() > 1 && !d.args[1].empty())
            return QCoreApplication::translate("Diagnostics",
                                               "unknown preset \"%1\" (nearest: %2); choose one "
                                               "of the presets in the Model list")
                .arg(raw(d, 0), raw(d, 1));
        return QCoreApplication::translate(
                   "Diagnostics",
                   "unknown preset \"%1\"; choose one of the presets in the Model list")
            .arg(raw(d, 0));
    case DiagCode::UnknownGpu:
        if (d.args.size() > 1 && !d.args[1].empty())
            return QCoreApplication::translate("Diagnostics",
                                               "unknown GPU \"%1\" (nearest: %2); choose one of "
                                               "the GPUs in the Cluster list")
                .arg(raw(d, 0), raw(d, 1));
        return QCoreApplication::translate(
                   "Diagnostics", "unknown GPU \"%1\"; choose one of the GPUs in the Cluster list")
            .arg(raw(d, 0));
    case DiagCode::UnknownInstance:
        if (d.args.size() > 1 && !d.args[1].empty())
            return QCoreApplication::translate("Diagnostics",
                                               "unknown instance \"%1\" (nearest in the catalog: "
                                               "%2); choose one of the instances in the Cluster "
                                               "list")
                .arg(raw(d, 0), raw(d, 1));
        return QCoreApplication::translate(
                   "Diagnostics",
                   "unknown instance \"%1\"; choose one of the instances in the Cluster list")
            .arg(raw(d, 0));
    case DiagCode::UnknownRegion:
        return QCoreApplication::translate(
                   "Diagnostics", "the catalog has no prices of %2 in region %1; choose one of %3, "
                                  "or enter the price you pay per node-hour")
            .arg(raw(d, 0), raw(d, 1), raw(d, 2));
    case DiagCode::CommitmentUnpriced:
        return QCoreApplication::translate("Diagnostics",
                                           "%1 has no price for %2 in the catalog; choose %3, "
                                           "or enter the price you pay per node-hour")
            .arg(raw(d, 1), commitmentNameText(d.args.at(0)), commitmentList(d.args.at(2)));
    case DiagCode::UnsupportedArchitecture:
        return QCoreApplication::translate("Diagnostics",
                                           "architecture \"%1\" is not supported; supported: %2")
            .arg(raw(d, 0), raw(d, 1));
    case DiagCode::AttentionLayerPattern:
        return QCoreApplication::translate(
            "Diagnostics",
            "mixes full and sliding-window layers in a pattern Scaleplan does not model; it "
            "models every layer windowed, or one full-attention layer after every N - 1 windowed "
            "ones (Gemma 2: N = 2, Gemma 3: N = 6)");
    case DiagCode::DenseLayersInMoe:
        return QCoreApplication::translate(
            "Diagnostics",
            "makes layers of this mixture-of-experts model dense in a pattern Scaleplan does not "
            "model; it models leading dense layers, then experts in one layer of every N (Llama 4 "
            "Maverick: N = 2)");
    case DiagCode::HfTextModelOnly:
        return QCoreApplication::translate("Diagnostics",
                                           "only the language model was imported; the vision "
                                           "encoder is not part of the estimate");
    case DiagCode::HfPartialRotary:
        return QCoreApplication::translate("Diagnostics",
                                           "rotary embeddings turn %1 % of each head; the "
                                           "estimate prices the rotary pass over all of it")
            .arg(number(d, 0));
    case DiagCode::HfLongestContext:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "is the longest context the model takes (%1 tokens), usually reached by "
                   "long-context training after pre-training at a few thousand (DeepSeek-V3: "
                   "4,096; Llama 3.1: 8,192); set the sequence length your run trains at")
            .arg(number(d, 0));
    case DiagCode::HfPredictionModulesLeftOut:
        return QCoreApplication::translate("Diagnostics",
                                           "the %1 multi-token prediction module(s) trained "
                                           "beside the model (a transformer block each) are "
                                           "left out of the estimate")
            .arg(number(d, 0));
    case DiagCode::NotDivisible:
        if (d.args.size() > 3 && !d.args[3].empty())
            return QCoreApplication::translate("Diagnostics",
                                               "%1 does not divide %2 (%3); use one of %4")
                .arg(raw(d, 0).replace(QLatin1String(" * "), QStringLiteral(" × ")), term(d, 1),
                     number(d, 2), raw(d, 3));
        return QCoreApplication::translate("Diagnostics", "%1 does not divide %2 (%3)")
            .arg(raw(d, 0).replace(QLatin1String(" * "), QStringLiteral(" × ")), term(d, 1),
                 number(d, 2));
    case DiagCode::ModelParallelExceedsGpus:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "%1 needs more GPUs than the cluster has (%2); lower it or add nodes")
            .arg(raw(d, 0).replace(QLatin1String(" * "), QStringLiteral(" × ")), number(d, 1));
    case DiagCode::DpMismatch:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "dp = %1 does not match GPUs / (tp × pp × cp) = %3 / (%4 × %5 × %6) = %2; "
                   "changing tp, pp, cp or the nodes here derives dp again")
            .arg(number(d, 0), number(d, 1), number(d, 2), number(d, 3), number(d, 4),
                 number(d, 5));
    case DiagCode::ContextParallelNeedsFlash:
        return QCoreApplication::translate(
            "Diagnostics",
            "context parallelism passes keys and values between the blocks of a fused attention "
            "kernel; turn on fused attention or set context parallelism to 1");
    case DiagCode::ExpertParallelNeedsExperts:
        return QCoreApplication::translate(
            "Diagnostics",
            "expert parallelism spreads the experts of a mixture-of-experts model and this model "
            "has one MLP a layer; give the model more than one expert or set expert parallelism "
            "to 1");
    case DiagCode::ExpertParallelNeedsSequenceParallel:
        return QCoreApplication::translate(
            "Diagnostics",
            "Megatron-Core runs expert parallelism with tensor parallelism only under sequence "
            "parallelism; turn on sequence parallelism, or set tp or expert parallelism to 1");
    case DiagCode::BatchNotDivisible:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "%1 is not a multiple of dp × micro-batch = %2 × %3; change the global batch, "
                   "the micro-batch or the number of GPUs")
            .arg(number(d, 0), number(d, 1), number(d, 2));
    case DiagCode::TooManyStages:
        return QCoreApplication::translate("Diagnostics",
                                           "pp × virtual stages = %1 exceeds the model's %2 layers")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::RecomputeLayersNeedsFull:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "counts the layers full recomputation rebuilds, but the recomputation is "
                   "\"%1\"; choose full recomputation or leave the layer count empty")
            .arg(raw(d, 0));
    case DiagCode::RecomputeModulesNeedSelective:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "name what selective recomputation rebuilds, but the recomputation is "
                   "\"%1\"; choose selective recomputation or clear the recomputed parts")
            .arg(raw(d, 0));
    case DiagCode::EveryOtherMatmulUnsupported:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "recomputes every other matrix product of a dense layer with ordinary "
                   "attention (torchtitan's op-level policy), which \"%1\" rules out; change "
                   "it or recompute by part")
            .arg(fieldLabel(raw(d, 0).toStdString()));
    case DiagCode::RecomputeLayersOverChunk:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "%1 layers are more than a pipeline chunk holds (%2: the layers over pipeline "
                   "stages × virtual stages); use 1 to %2, or leave it empty to recompute every "
                   "layer")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::TokensForGenericModel:
        return QCoreApplication::translate("Diagnostics",
                                           "counts tokens, but a generic model trains on samples; "
                                           "give the samples (or the steps) instead");
    case DiagCode::ClusterForm:
        return QCoreApplication::translate(
            "Diagnostics",
            "choose either a catalog instance or a described cluster (GPU, GPUs per node "
            "and network), not both");
    case DiagCode::OutOfMemory:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "needs %1 GB per GPU but CUDA can allocate %2 GB on the GPU; %3 dominate: "
                   "change this field to fit")
            .arg(number(d, 0), number(d, 1), term(d, 2));
    case DiagCode::MemoryPressure:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "needs %1 of the %2 GB CUDA can allocate (%3) while ZeRO-3 (FSDP) gathers and "
                   "frees parameters every layer: this full, PyTorch's caching allocator flushes "
                   "its cache and retries allocations, which stalls the GPU, and published FSDP "
                   "runs ran 5-16% slower than estimated; change this field to leave memory free")
            .arg(number(d, 0), number(d, 1), raw(d, 2));
    case DiagCode::NoPrice:
        return QCoreApplication::translate(
            "Diagnostics", "no price is known for this cluster, so the cost counts storage and "
                           "transfer only, not the nodes; set a price per node-hour");
    case DiagCode::PriceSnapshot:
        // %1: a short source name ("AWS price list"), %2: its date ("2026-07").
        return QCoreApplication::translate("Diagnostics", "price from %1, %2")
            .arg(catalogText(d.args.empty() ? "?" : d.args[0]),
                 catalogText(d.args.size() < 2 ? "?" : d.args[1]));
    case DiagCode::PriceStale:
        return QCoreApplication::translate("Diagnostics",
                                           "the price dates from %1, %2 months ago, and prices "
                                           "change: update it under Tools > Instance Prices")
            .arg(raw(d, 0), number(d, 1));
    case DiagCode::NoSpotPrice:
        return QCoreApplication::translate(
            "Diagnostics", "no spot price is known for this instance, so its spot nodes are "
                           "priced on demand while their reclaims still cost time; enter a spot "
                           "price or choose an instance with one");
    case DiagCode::CommitmentTerm:
        return (raw(d, 0) == QLatin1String("1")
                    ? QCoreApplication::translate(
                        "Diagnostics",
                        "a 1-year reservation is billed for its whole term: %1 nodes for a year "
                        "commit %2; the cost counts this run's share, %3, which holds only "
                        "where the rest of the term carries other work")
                    : QCoreApplication::translate(
                        "Diagnostics",
                        "a 3-year reservation is billed for its whole term: %1 nodes for three "
                        "years commit %2; the cost counts this run's share, %3, which holds "
                        "only where the rest of the term carries other work"))
            .arg(number(d, 1), money(d, 2), money(d, 3));
    case DiagCode::HeldOutSlowerLayout:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "held-out measurements of layouts like this one (tensor parallelism 2-4 with "
                   "data parallelism of 16 or more; vTrain, %1 layouts of GPT 3.6B-39B on A100s) "
                   "took a median %2% and up to %3% longer than estimated: read the time as "
                   "optimistic")
            .arg(number(d, 0), number(d, 1), number(d, 2));
    case DiagCode::HeldOutSlowerMoe:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "published mixture-of-experts runs (Megatron-Bridge, %1 runs of GPT-OSS 120B, "
                   "Qwen3 and DeepSeek-V3 on H100 and B200) took %2 to %3 times the estimated "
                   "time, more the smaller the experts (host-side routing work is not modelled): "
                   "read the time as optimistic")
            .arg(number(d, 0), number(d, 1), number(d, 2));
    case DiagCode::HeldOutSlowerSharding:
        // %1: runs, %2 and %3: least and most times the estimate, %4: nodes checked for the
        // scenario's stack, %5: for PyTorch FSDP.
        return QCoreApplication::translate(
                   "Diagnostics",
                   "the only published ZeRO-3 runs sharded this widely other than PyTorch FSDP's "
                   "(DeepSpeed, 2021: %1 runs of GPT 175B and 530B on 48-280 nodes of A100s) took "
                   "%2 to %3 times the estimated time; estimates for this training stack were "
                   "checked on up to %4 nodes (PyTorch FSDP: %5, Training software): read the "
                   "time as optimistic, or shard over fewer nodes (ZeRO shard group)")
            .arg(number(d, 0), number(d, 1), number(d, 2), number(d, 3), number(d, 4));
    case DiagCode::SequenceParallelNoEffect:
        return QCoreApplication::translate("Diagnostics",
                                           "sequence parallelism has no effect with tp = 1");
    case DiagCode::PpOverlapNoEffect:
        return QCoreApplication::translate(
            "Diagnostics",
            "has no effect: Megatron-Core overlaps pipeline sends only in its interleaved "
            "schedule (more than one pipeline stage and virtual stage, Megatron-LM's pipeline "
            "engine)");
    case DiagCode::EpOverlapNoEffect:
        return QCoreApplication::translate(
            "Diagnostics",
            "has no effect: it pairs one micro-batch's expert-parallel all-to-alls with "
            "another's compute, so it needs expert parallelism above 1 and at least two "
            "micro-batches a step");
    case DiagCode::GradientBucketsNoEffect:
        return QCoreApplication::translate(
            "Diagnostics", "has no effect: only a plain data-parallel all-reduce (ZeRO 0) keeps "
                           "PyTorch DDP's bucket copies; ZeRO shards the gradients itself");
    case DiagCode::ExpertCapacityNoEffect:
        return QCoreApplication::translate(
            "Diagnostics", "has no effect: the model has no routed experts whose buffers a "
                           "capacity pads; set more than one expert or remove the capacity "
                           "factor");
    case DiagCode::RecomputeModuleNoEffect:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "\"%1\" has no effect: the model has no such part (mla_up_proj needs latent "
                   "attention, mlp dense layers, moe and moe_act experts, shared_experts shared "
                   "experts); remove it from the recomputed parts")
            .arg(raw(d, 0));
    case DiagCode::ExpertDispatcherNoEffect:
        return QCoreApplication::translate(
            "Diagnostics", "has no effect: it dispatches routed tokens between expert-parallel "
                           "ranks, so it needs more than one expert and expert parallelism "
                           "above 1");
    case DiagCode::TpOverlapNoEffect:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "has no effect: Transformer Engine overlaps tensor-parallel communication only "
                   "with sequence parallelism and tp from 2 to the GPUs of one node (%1)")
            .arg(number(d, 0));
    case DiagCode::PipelineUnderfilled:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "only %1 micro-batches for %2 pipeline stages; raise the global batch or "
                   "lower pp")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::BubbleLarge:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "the pipeline bubble takes %1 of the step; more micro-batches or virtual "
                   "stages shrink it")
            .arg(raw(d, 0));
    case DiagCode::HostBound:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "the GPU waits %1 of the step for the host to issue its kernels: each "
                   "layer's work is too small; a larger micro-batch or less tensor parallelism "
                   "gives the GPU more per kernel, and CUDA graphs remove the wait")
            .arg(raw(d, 0));
    case DiagCode::CommunicationBound:
        return QCoreApplication::translate(
                   "Diagnostics", "communication that compute cannot hide takes %1 of the step")
            .arg(raw(d, 0));
    case DiagCode::NeverFinishes:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "interruptions (%1 per hour, %2 h lost each) leave almost no progress; use "
                   "fewer spot nodes, a shorter checkpoint interval or faster restarts")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::UnevenStages:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "%1 layers do not split evenly over %2 stages; the heaviest stage sets the "
                   "pace")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::ExpertTpNeedsExperts:
        return QCoreApplication::translate(
            "Diagnostics",
            "expert tensor parallelism splits the routed experts of a mixture-of-experts model "
            "and this model has none; set more than one expert or clear the expert tensor "
            "parallelism");
    case DiagCode::DenseLayersNeedExperts:
        return QCoreApplication::translate(
            "Diagnostics",
            "only a mixture of experts has dense layers beside its expert layers; set more than "
            "one expert, or no dense layers and experts in every layer");
    case DiagCode::ChunkedNeedsWindow:
        return QCoreApplication::translate(
            "Diagnostics",
            "makes the windowed layers attend within chunks of the attention window and this "
            "model has no window; set the window to the chunk length or attend over the whole "
            "sequence");
    case DiagCode::GeluFormNeedsGelu:
        return QCoreApplication::translate(
            "Diagnostics", "is the form of a GELU activation and this MLP is SwiGLU; choose GELU");
    case DiagCode::DenseFfnNeedsDenseLayers:
        return QCoreApplication::translate(
            "Diagnostics",
            "is the width of a mixture of experts' dense layers and this model has none; set "
            "dense layers or experts in fewer layers, or clear this width");
    case DiagCode::LatentNeedsKvLoraRank:
        return QCoreApplication::translate(
            "Diagnostics",
            "belongs to multi-head latent attention, which the key-value latent width turns on; "
            "set that width or clear this one");
    case DiagCode::TpOverlapNeedsFusedKernels:
        return QCoreApplication::translate(
            "Diagnostics",
            "has no effect: Transformer Engine overlaps the tensor-parallel communication of "
            "its own modules, and eager PyTorch modules overlap none; choose fused kernels or "
            "turn the overlap off");
    case DiagCode::EagerKernelsFp8:
        return QCoreApplication::translate(
            "Diagnostics",
            "eager PyTorch modules do not train in fp8: fp8 products run in Transformer "
            "Engine's modules, which fuse the element-wise work as well; choose fused kernels "
            "or bf16");
    case DiagCode::AutocastFp8:
        return QCoreApplication::translate(
            "Diagnostics",
            "PyTorch's autocast has no fp8: fp8 products run in Transformer Engine's "
            "fp8_autocast, over 16-bit weights with an fp32 main copy; choose 16-bit weights "
            "or bf16");
    case DiagCode::AutocastNoEffect:
        return QCoreApplication::translate(
            "Diagnostics",
            "has no effect in fp32 training: autocast casts fp32 weights to 16 bits for each "
            "matrix product; choose bf16 or fp16, or 16-bit weights");
    case DiagCode::AutocastCopiesUnsharded:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "autocast keeps the 16-bit copy of every layer's weights for the backward "
                   "pass, %1 GB a GPU that ZeRO-3 does not shard (FSDP frees its gathered fp32 "
                   "weights, not their casts); FSDP with a MixedPrecision policy gathers 16-bit "
                   "weights: choose 16-bit weights, or full recomputation")
            .arg(number(d, 0));
    case DiagCode::LatentKvHeads:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "%1 key/value heads: latent attention gives each of the %2 heads its own key "
                   "and value; set as many key/value heads as heads")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::ExpertTpNeedsSequenceParallel:
        return QCoreApplication::translate(
            "Diagnostics",
            "experts split over fewer ranks than tp take each rank's share of the tokens from "
            "sequence parallelism; turn sequence parallelism on or split the experts over tp");
    case DiagCode::CompressionNoEffect:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "has no effect: %1 compresses the all-reduce of gradients, and this layout has "
                   "none (no data parallelism, or ZeRO over all of dp reduce-scatters them, which "
                   "only fp16 compresses); use fp16, ZeRO 0 or a ZeRO shard group smaller than dp")
            .arg(raw(d, 0));
    case DiagCode::CompressionNotAllReduce:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "%1 gradients cannot be summed in flight, so they are all-gathered: the "
                   "traffic grows with dp (%2)")
            .arg(raw(d, 0), number(d, 1));
    case DiagCode::NoPowerFigure:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no published board power for %1, so energy is reported as zero; add tdp_w "
                   "in a user catalog")
            .arg(raw(d, 0));
    case DiagCode::NoScaleUpFigure:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no GPU-to-GPU bandwidth for %1, so GPUs in a node are taken to talk over "
                   "PCIe Gen4 x16 (31 GB/s); add scaleup_gbs_unidir in a user catalog")
            .arg(raw(d, 0));
    case DiagCode::NoSmCount:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no SM count for %1, so matrix products are not rounded to whole waves and "
                   "the SMs that overlapped communication holds are not charged; add sm_count "
                   "in a user catalog")
            .arg(raw(d, 0));
    case DiagCode::AttentionKernelUnsupported:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "%1 needs compute capability %2 or newer and %3 has %4, so no run on this GPU "
                   "can use it; choose an attention kernel this GPU supports")
            .arg(raw(d, 0), raw(d, 1), raw(d, 2), raw(d, 3));
    case DiagCode::PrecisionUnsupported:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "%1 has no %2 tensor cores, so no run on this GPU can use %2 products; the "
                   "estimate runs them at its %3 rate; choose %4 as the precision")
            .arg(raw(d, 1), raw(d, 0), raw(d, 2), raw(d, 3));
    case DiagCode::InterleaveMicroBatches:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "the interleaved schedule needs the micro-batches per step (%1) to be a "
                   "multiple of the pipeline stages (%2), which Megatron-LM checks before it "
                   "starts; change the global batch or the micro-batch, or use one virtual stage")
            .arg(number(d, 0), number(d, 1));

    case DiagCode::LaunchNeedsTransformer:
        return QCoreApplication::translate("Diagnostics",
                                           "%1 needs a transformer model (layers, hidden, heads); "
                                           "choose a transformer preset or another launch target")
            .arg(raw(d, 0));
    case DiagCode::LaunchUnsupported:
        return QCoreApplication::translate("Diagnostics",
                                           "%1 cannot run the value %2; use one of %3 or another "
                                           "launch target")
            .arg(raw(d, 0), number(d, 1), raw(d, 2));
    case DiagCode::LaunchUnevenLayers:
        return QCoreApplication::translate("Diagnostics",
                                           "%1 needs the %2 layers to split evenly over pp × "
                                           "virtual stages = %3 pipeline chunks; change the "
                                           "pipeline stages or the virtual stages")
            .arg(raw(d, 0), number(d, 1), number(d, 2));

    case DiagCode::PlanNoLayout:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no parallel layout of the cluster's GPUs divides the global batch (%1); "
                   "change the node count or the global batch")
            .arg(number(d, 0));
    case DiagCode::PlanNothingFits:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no layout fits in GPU memory: the closest needs %1 GB per GPU against the "
                   "%2 GB CUDA can allocate; add nodes, choose GPUs with more memory or a "
                   "smaller model")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::PlanOverBudget:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no plan meets the budget of %1 USD: the cheapest feasible plan costs %2 (%3x)")
            .arg(number(d, 0), money(d, 1), number(d, 2));
    case DiagCode::PlanPastDeadline:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no plan meets the deadline of %1 h: the fastest feasible plan takes %2 h "
                   "(%3x)")
            .arg(number(d, 0), number(d, 1), number(d, 2));
    case DiagCode::PlanBudgetAndDeadline:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no plan meets both the budget of %1 USD and the deadline of %2 h: the "
                   "cheapest plan within the deadline costs %3 (%4x the budget), and no plan stays "
                   "within the budget")
            .arg(number(d, 0), number(d, 1), money(d, 2), number(d, 3));
    case DiagCode::PlanOverBudgetAndPastDeadline:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no plan meets the budget of %1 USD nor the deadline of %2 h: the cheapest "
                   "feasible plan costs %3 (%4x), the fastest takes %5 h (%6x)")
            .arg(number(d, 0), number(d, 3), money(d, 1), number(d, 2), number(d, 4), number(d, 5));
    case DiagCode::PlanFastestWithinBudget:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no plan meets both the budget of %1 USD and the deadline of %2 h: the "
                   "fastest plan within the budget takes %3 h (%4x the deadline), and no plan "
                   "meets "
                   "the deadline")
            .arg(number(d, 0), number(d, 1), number(d, 2), number(d, 3));
    case DiagCode::PlanNearestBothSides:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no plan meets both the budget of %1 USD and the deadline of %2 h: the "
                   "cheapest plan within the deadline costs %3 (%4x the budget), the fastest "
                   "within the budget takes %5 h (%6x the deadline)")
            .arg(number(d, 0), number(d, 1), money(d, 2), number(d, 3), number(d, 4), number(d, 5));

    case DiagCode::CsvNoHeader:
        return QCoreApplication::translate(
            "Diagnostics", "the first line must name the columns, e.g. gpus,step_time_s");
    case DiagCode::CsvMissingColumn:
        return QCoreApplication::translate("Diagnostics", "the header has no column %1; add it")
            .arg(raw(d, 0));
    case DiagCode::CsvUnknownColumn:
        return QCoreApplication::translate("Diagnostics", "unknown column \"%1\"; use one of %2")
            .arg(raw(d, 0), raw(d, 1));
    case DiagCode::CsvFieldCount:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "has %1 fields but the header names %2 columns; give one value per column, "
                   "separated by commas")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::CsvNotANumber:
        return QCoreApplication::translate(
                   "Diagnostics", "\"%1\" is not a number; write a plain number such as 1.25")
            .arg(raw(d, 0));
    case DiagCode::CsvTooFewRows:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "only %1 measurements; give at least %2 (e.g. 1, 2, 4 and 8 GPUs)")
            .arg(number(d, 0), number(d, 1));
    case DiagCode::CsvRowInvalid:
        return QCoreApplication::translate("Diagnostics", "this layout cannot run the scenario: %1")
            .arg(raw(d, 0));
    case DiagCode::CsvSemicolons:
        return QCoreApplication::translate(
            "Diagnostics",
            "the fields are separated by semicolons, as spreadsheets save CSV where numbers "
            "take decimal commas; save it with commas between fields and points in numbers "
            "(e.g. 0.52)");
    case DiagCode::SkyPilotNoRows:
        return QCoreApplication::translate(
                   "Diagnostics", "the file lists no GPU instance in region %1; choose one of %2")
            .arg(raw(d, 0), raw(d, 1));
    case DiagCode::SkyPilotBadName:
        return QCoreApplication::translate(
                   "Diagnostics", "\"%1\" is not a name of an instance type or region; such names "
                                  "use letters, digits and '.', '_', '-', '+'")
            .arg(raw(d, 0));

    case DiagCode::ProbeDriverMissing:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "no NVIDIA driver: %1 could not be loaded (%2); install the NVIDIA driver to "
                   "probe this machine's GPUs")
            .arg(raw(d, 0), raw(d, 1));
    case DiagCode::ProbeDriverTooOld:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "the NVIDIA driver supports CUDA %1 but the probe needs CUDA %2 or newer; "
                   "update the driver")
            .arg(raw(d, 0), raw(d, 1));
    case DiagCode::ProbeNoDevice:
        return QCoreApplication::translate(
            "Diagnostics",
            "the NVIDIA driver is installed but sees no GPU; check CUDA_VISIBLE_DEVICES and "
            "that the GPU is seated and powered");
    case DiagCode::ProbePermissionDenied:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "access to the GPU was refused (%1); add your user to the group that owns "
                   "/dev/nvidia* or ask the administrator")
            .arg(raw(d, 0));
    case DiagCode::ProbeMigSlice:
        return QCoreApplication::translate(
                   "Diagnostics",
                   "%1 is split into MIG instances: the figures are those of a slice, not of "
                   "the whole GPU")
            .arg(raw(d, 0));
    case DiagCode::ProbeCallFailed:
        return QCoreApplication::translate("Diagnostics", "%1 failed (%2)")
            .arg(raw(d, 0), raw(d, 1));
    case DiagCode::ProbeCublasMissing:
        return QCoreApplication::translate(
            "Diagnostics",
            "cuBLAS (libcublas.so.13, .12 or .11) is not installed, so the matrix-multiply "
            "benchmark was skipped; install the CUDA toolkit's cuBLAS to run it");
    case DiagCode::ProbeCancelled:
        return QCoreApplication::translate("Diagnostics", "the benchmarks were cancelled");
    }
    return {};
}

} // namespace

QString diagnosticText(const Diagnostic &d)
{
    const QString text = translated(d);
    if (!text.isEmpty())
        return text;
    // Only reachable for a code value outside the enumeration.
    return QString::fromStdString(engine::describe(d));
}

QString fieldLabel(const QString &jsonPath)
{
    for (const FieldName &field : kFieldNames) {
        if (jsonPath == QLatin1String(field.path))
            return QCoreApplication::translate("Fields", field.label);
    }
    return jsonPath;
}

QString fieldLabel(const std::string &jsonPath)
{
    return fieldLabel(QString::fromStdString(jsonPath));
}

QString layoutText(const engine::ResolvedParallel &p)
{
    QString text = QCoreApplication::translate("Layout", "%1 × %2 × %3")
                       .arg(formatCount(double(p.tp)), formatCount(double(p.pp)),
                            formatCount(double(p.dp))); // "1,024" as every count
    if (p.cp > 1)
        text += QCoreApplication::translate("Layout", ", cp %1").arg(p.cp);
    if (p.ep > 1)
        text += QCoreApplication::translate("Layout", ", ep %1").arg(p.ep);
    if (p.expertTp > 0 && p.expertTp != p.tp)
        text += QCoreApplication::translate("Layout", ", expert tp %1").arg(p.expertTp);
    return text + QCoreApplication::translate("Layout", ", ZeRO %1").arg(p.zero);
}

QString attentionText(const engine::TrainingSpec &training)
{
    if (!training.flashAttention)
        return QCoreApplication::translate("Fields", "Standard attention (score matrix in memory)");
    switch (training.attentionKernel) {
    case engine::AttentionKernel::Flash2:
        return QCoreApplication::translate("Fields", "FlashAttention-2");
    case engine::AttentionKernel::Flash3:
        return QCoreApplication::translate("Fields", "FlashAttention-3 or cuDNN (Hopper)");
    case engine::AttentionKernel::Flash1:
        return QCoreApplication::translate("Fields", "FlashAttention-1");
    case engine::AttentionKernel::Triton:
        return QCoreApplication::translate("Fields", "FlashAttention in Triton");
    }
    return {};
}

QString commitmentText(engine::Commitment value)
{
    switch (value) {
    case engine::Commitment::OnDemand:
        return QCoreApplication::translate("Fields", "On demand");
    case engine::Commitment::Reserved1y:
        return QCoreApplication::translate("Fields", "1-year reservation");
    case engine::Commitment::Reserved3y:
        return QCoreApplication::translate("Fields", "3-year reservation");
    case engine::Commitment::CapacityBlock:
        return QCoreApplication::translate("Fields", "Capacity Block");
    }
    return {};
}

QString boughtAsText(const engine::InstancePlan &row)
{
    return row.spot ? QCoreApplication::translate("Planner", "Spot")
                    : commitmentText(row.commitment);
}

QString boughtOtherwiseText(const engine::PlanResult &result)
{
    const std::optional<engine::InstancePlan> row = engine::metBoughtOtherwise(result);
    if (!row)
        return {};
    const char *sentence
        = row->meetsBudget && row->meetsDeadline ? QT_TRANSLATE_NOOP(
              "Planner", "Bought another way, %1 (%2) meets the goal: %3 and %4.")
          : row->meetsBudget
              ? QT_TRANSLATE_NOOP("Planner", "Bought another way, %1 (%2) meets the budget: %3 "
                                             "and %4.")
              : QT_TRANSLATE_NOOP("Planner", "Bought another way, %1 (%2) meets the deadline: "
                                             "%3 and %4.");
    QString text = QCoreApplication::translate("Planner", sentence)
                       .arg(QString::fromStdString(row->instance), boughtAsText(*row),
                            formatHours(row->plan.result.expectedTimeH),
                            formatUsd(row->plan.result.costUsd.total));
    // A reservation's cost is the run's share of a term that bills much more: say so.
    for (const engine::Diagnostic &issue : row->plan.result.issues) {
        if (issue.code == engine::DiagCode::CommitmentTerm)
            text
                += QLatin1Char(' ')
                   + QCoreApplication::translate("Planner", "Note: %1.").arg(diagnosticText(issue));
    }
    return text;
}

QString precisionText(engine::Precision value)
{
    switch (value) {
    case engine::Precision::Bf16:
        return QCoreApplication::translate("Fields", "BF16 (mixed precision)");
    case engine::Precision::Fp16:
        return QCoreApplication::translate("Fields", "FP16 (mixed precision)");
    case engine::Precision::Fp8:
        return QCoreApplication::translate("Fields", "FP8");
    case engine::Precision::Fp32:
        return QCoreApplication::translate("Fields", "FP32");
    }
    return {};
}

QString optimizerText(engine::OptimizerKind value)
{
    return value == engine::OptimizerKind::Sgd ? QCoreApplication::translate("Fields", "SGD")
                                               : QCoreApplication::translate("Fields", "Adam");
}

QString recomputeText(engine::Recompute value)
{
    switch (value) {
    case engine::Recompute::None:
        return QCoreApplication::translate("Fields", "None");
    case engine::Recompute::Selective:
        return QCoreApplication::translate("Fields", "Selective (parts of each layer)");
    case engine::Recompute::Full:
        return QCoreApplication::translate("Fields", "Full (layers from their input)");
    }
    return {};
}

QString recomputeModuleText(engine::RecomputeModule value)
{
    switch (value) {
    case engine::RecomputeModule::CoreAttention:
        return QCoreApplication::translate("Fields", "Attention core (core_attn)");
    case engine::RecomputeModule::LayerNorm:
        return QCoreApplication::translate("Fields", "Norm outputs (layernorm)");
    case engine::RecomputeModule::MlaUpProjection:
        return QCoreApplication::translate("Fields", "Latent up projections (mla_up_proj)");
    case engine::RecomputeModule::Mlp:
        return QCoreApplication::translate("Fields", "Dense MLPs (mlp)");
    case engine::RecomputeModule::Moe:
        return QCoreApplication::translate("Fields", "Expert layers (moe)");
    case engine::RecomputeModule::MoeActivation:
        return QCoreApplication::translate("Fields", "Expert activations (moe_act)");
    case engine::RecomputeModule::SharedExperts:
        return QCoreApplication::translate("Fields", "Shared experts (shared_experts)");
    }
    return {};
}

QString recomputeModulesText(std::uint8_t modules)
{
    if (modules == 0)
        return QCoreApplication::translate("Fields", "core_attn (Megatron-Core's default)");
    QStringList names;
    for (const std::string &name : engine::recomputeModuleNames(modules))
        names.append(QString::fromStdString(name));
    return names.join(QStringLiteral(", "));
}

QString selectivePolicyText(engine::SelectivePolicy value)
{
    return value == engine::SelectivePolicy::EveryOtherMatmul
               ? QCoreApplication::translate("Fields", "Every other matrix product (torchtitan)")
               : QCoreApplication::translate("Fields", "By part (Megatron-Core)");
}

QString softwareText(engine::Software value)
{
    switch (value) {
    case engine::Software::Unspecified:
        return QCoreApplication::translate("Fields", "Not named");
    case engine::Software::MegatronCore:
        return QCoreApplication::translate("Fields", "Megatron-Core (Megatron-LM, NeMo)");
    case engine::Software::DeepSpeed:
        return QCoreApplication::translate("Fields", "DeepSpeed");
    case engine::Software::PytorchFsdp:
        return QCoreApplication::translate("Fields", "PyTorch FSDP");
    case engine::Software::PytorchFsdp2:
        return QCoreApplication::translate("Fields", "PyTorch FSDP2 (torchtitan)");
    case engine::Software::Jax:
        return QCoreApplication::translate("Fields", "JAX (MaxText)");
    }
    return {};
}

QString kernelsText(engine::KernelStyle value)
{
    switch (value) {
    case engine::KernelStyle::Fused:
        return QCoreApplication::translate("Fields", "Fused (Megatron-LM, Transformer Engine)");
    case engine::KernelStyle::Eager:
        return QCoreApplication::translate("Fields", "Eager PyTorch (Hugging Face modules)");
    }
    return {};
}

QString mixedPrecisionText(engine::MixedPrecision value)
{
    switch (value) {
    case engine::MixedPrecision::MainCopy:
        return QCoreApplication::translate("Fields", "16-bit weights, fp32 main copy");
    case engine::MixedPrecision::Autocast:
        return QCoreApplication::translate("Fields", "PyTorch autocast over fp32 weights");
    }
    return {};
}

QString fp8ScalingText(engine::Fp8Scaling value)
{
    switch (value) {
    case engine::Fp8Scaling::Delayed:
        return QCoreApplication::translate("Fields", "Delayed (amax history)");
    case engine::Fp8Scaling::Current:
        return QCoreApplication::translate("Fields", "Current (each tensor's own amax)");
    }
    return {};
}

QString compressionText(engine::Compression value)
{
    switch (value) {
    case engine::Compression::None:
        return QCoreApplication::translate("Fields", "None (full gradients)");
    case engine::Compression::Fp16:
        return QCoreApplication::translate("Fields", "FP16 (half-size gradients)");
    case engine::Compression::Int8:
        return QCoreApplication::translate("Fields", "INT8 (quantised, all-gathered)");
    case engine::Compression::PowerSgd:
        return QCoreApplication::translate("Fields", "PowerSGD (low-rank factors)");
    case engine::Compression::TopK:
        return QCoreApplication::translate("Fields", "Top-k (sparse, all-gathered)");
    }
    return {};
}

QString pipelineEngineText(engine::PipelineEngine value)
{
    return value == engine::PipelineEngine::DeepSpeed
               ? QCoreApplication::translate("Fields", "DeepSpeed")
               : QCoreApplication::translate("Fields", "Megatron-LM");
}

QString expertDispatcherText(engine::ExpertDispatcher value)
{
    return value == engine::ExpertDispatcher::DeepEp
               ? QCoreApplication::translate("Fields", "DeepEP (one copy a node)")
               : QCoreApplication::translate("Fields", "All-to-all (Megatron-Core)");
}

QString mlpText(engine::MlpKind value, engine::GeluForm form)
{
    if (value == engine::MlpKind::SwiGlu)
        return QCoreApplication::translate("Fields", "SwiGLU (three matrices)");
    return form == engine::GeluForm::WrittenOut
               ? QCoreApplication::translate("Fields", "GELU written out (Hugging Face gelu_new)")
               : QCoreApplication::translate("Fields", "GELU (two matrices)");
}

QString biasesText(engine::LinearBiases value)
{
    switch (value) {
    case engine::LinearBiases::All:
        return QCoreApplication::translate("Fields", "every linear layer");
    case engine::LinearBiases::Qkv:
        return QCoreApplication::translate("Fields", "query, key and value");
    case engine::LinearBiases::None:
        return QCoreApplication::translate("Fields", "none");
    case engine::LinearBiases::NormsOnly:
        return QCoreApplication::translate("Fields", "LayerNorm only");
    case engine::LinearBiases::Mlp:
        return QCoreApplication::translate("Fields", "MLP and LayerNorm");
    }
    return {};
}

QString attentionMaskText(bool causal)
{
    return causal ? QCoreApplication::translate("Fields", "causal (decoder)")
                  : QCoreApplication::translate("Fields", "bidirectional (encoder)");
}

QString blockText(engine::TransformerBlock value)
{
    switch (value) {
    case engine::TransformerBlock::Sequential:
        return QCoreApplication::translate("Fields", "one after the other");
    case engine::TransformerBlock::Parallel:
        return QCoreApplication::translate("Fields", "side by side, one norm");
    case engine::TransformerBlock::ParallelTwoNorms:
        return QCoreApplication::translate("Fields", "side by side, a norm each");
    }
    return {};
}

QString qkNormsText(engine::QkNorms value)
{
    switch (value) {
    case engine::QkNorms::None:
        return QCoreApplication::translate("Fields", "none", "query/key norms");
    case engine::QkNorms::PerHead:
        return QCoreApplication::translate("Fields", "one per head (Qwen3, Gemma 3)");
    case engine::QkNorms::Whole:
        return QCoreApplication::translate("Fields", "over each projection (OLMo 2)");
    case engine::QkNorms::L2:
        return QCoreApplication::translate("Fields", "L2 per head, no scale (Llama 4)");
    }
    return {};
}

QString normalizationText(engine::Normalization value)
{
    return value == engine::Normalization::RmsNorm
               ? QCoreApplication::translate("Fields", "RMSNorm")
               : QCoreApplication::translate("Fields", "LayerNorm");
}

QString positionEncodingText(engine::PositionEncoding value)
{
    switch (value) {
    case engine::PositionEncoding::Learned:
        return QCoreApplication::translate("Fields", "learned embeddings");
    case engine::PositionEncoding::Rope:
        return QCoreApplication::translate("Fields", "rotary (RoPE)");
    case engine::PositionEncoding::Alibi:
        return QCoreApplication::translate("Fields", "ALiBi");
    }
    return {};
}

QString diagnosticLine(const Diagnostic &d)
{
    const QString text = diagnosticText(d);
    if (d.field.empty())
        return text;
    return QCoreApplication::translate("Diagnostics", "%1: %2").arg(fieldLabel(d.field), text);
}

QString shortGpuName(const engine::Catalog &catalog, const std::string &gpuId)
{
    const engine::Gpu *gpu = catalog.findGpu(gpuId);
    QString name
        = gpu != nullptr ? QString::fromStdString(gpu->name) : QString::fromStdString(gpuId);
    for (const QLatin1String vendor : {QLatin1String("NVIDIA "), QLatin1String("AMD ")}) {
        if (name.startsWith(vendor))
            name.remove(0, vendor.size());
    }
    return name;
}

QString heldOutCautionText(const std::vector<engine::Diagnostic> &issues)
{
    for (const engine::Diagnostic &issue : issues) {
        if (issue.code == DiagCode::HeldOutSlowerLayout || issue.code == DiagCode::HeldOutSlowerMoe
            || issue.code == DiagCode::HeldOutSlowerSharding)
            return diagnosticText(issue);
    }
    return {};
}

namespace {

/// The built-in catalog's price sources and price caveat (resources/catalog/catalog.json),
/// for lupdate; TestTranslations checks that the list keeps up with the catalog.
constexpr const char *kCatalogTexts[] = {
    QT_TRANSLATE_NOOP("CatalogText", "AWS price list"),
    QT_TRANSLATE_NOOP("CatalogText", "Vantage"),
    QT_TRANSLATE_NOOP("CatalogText", "Vantage (AWS list and spot prices)"),
    QT_TRANSLATE_NOOP("CatalogText", "Azure retail prices"),
    QT_TRANSLATE_NOOP("CatalogText", "CoreWeave pricing page"),
    QT_TRANSLATE_NOOP("CatalogText", "Google Cloud billing catalog"),
    QT_TRANSLATE_NOOP("CatalogText", "Nebius prices page"),
    QT_TRANSLATE_NOOP("CatalogText", "SkyPilot catalog, undated (May 2025 at the latest)"),
    QT_TRANSLATE_NOOP("CatalogText",
                      "Each instance price carries its date and source (Tools > Instance "
                      "Prices). On-demand prices are providers' list prices; spot prices are one "
                      "snapshot and move daily. Update prices from your own quotes or a SkyPilot "
                      "catalog file (catalog import)."),
};

} // namespace

QString catalogText(const std::string &text)
{
    // A source may name the on-demand and the spot source apart: each is translated.
    static constexpr std::string_view kSpotMarker = "; spot: ";
    if (const std::size_t at = text.find(kSpotMarker); at != std::string::npos) {
        return QCoreApplication::translate("CatalogText", "%1; spot: %2")
            .arg(catalogText(text.substr(0, at)),
                 catalogText(text.substr(at + kSpotMarker.size())));
    }
    return QCoreApplication::translate("CatalogText", text.c_str());
}

QStringList builtinCatalogTexts()
{
    QStringList texts;
    for (const char *text : kCatalogTexts)
        texts.append(QString::fromUtf8(text));
    return texts;
}

} // namespace scaleplan
