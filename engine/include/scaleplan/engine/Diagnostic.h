// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Diagnostic.h
/// \brief Problems found in input or in a plan, as codes with arguments.
///
/// The engine reports a code, the JSON path of the field to change and the values that
/// explain it. `describe()` renders the English sentence used by the command line and the
/// result file; the desktop program translates each code itself.

#include <string>
#include <vector>

namespace scaleplan::engine {

enum class Severity { Error, Warning, Info };

/// Every kind of problem the engine can report. Arguments (`Diagnostic::args`) are listed
/// per code; `describe()` is the reference for their meaning.
enum class DiagCode {
    // --- input errors (exit status 2) ---
    MalformedJson,           ///< args: parser message
    NotAnObject,             ///< the document or a section is not a JSON object
    UnknownKey,              ///< args: key, the known key it likely misspells ("" if none)
    WrongType,               ///< args: expected type, found type
    NotFinite,               ///< NaN or infinity
    NotInteger,              ///< args: value
    OutOfRange,              ///< args: value, lowest allowed, highest allowed
    MustBePositive,          ///< args: value
    UnknownValue,            ///< args: value, allowed values
    Missing,                 ///< required field absent
    WrongFormat,             ///< args: found format, expected format
    UnsupportedVersion,      ///< args: found version, supported version
    UnknownPreset,           ///< args: id
    UnknownGpu,              ///< args: id
    UnknownInstance,         ///< args: id
    UnsupportedArchitecture, ///< args: architecture name (Hugging Face import)
    AttentionLayerPattern,   ///< full and windowed layers in a pattern not modelled (HF import)
    DenseLayersInMoe,        ///< dense layers not all leading in a mixture of experts (HF import)
    HfTextModelOnly,         ///< info: a multimodal config's language model alone was imported
    HfPartialRotary,         ///< info: rotary embeddings turn part of each head; args: percent
    HfPredictionModulesLeftOut, ///< info: multi-token prediction modules left out; args: count
    HfLongestContext, ///< info: seq_len is the config's longest context, over 8,192; args: tokens
    NotDivisible,     ///< args: value, what it must divide, divisor name, divisor value
    DpMismatch,       ///< args: given dp, derived dp, gpus, tp, pp, cp
    ContextParallelNeedsFlash,           ///< parallel.cp above 1 without fused attention
    ExpertParallelNeedsExperts,          ///< parallel.ep above 1 for a dense model
    ExpertParallelNeedsSequenceParallel, ///< parallel.ep and parallel.tp above 1 without sp
    BatchNotDivisible,                   ///< args: global batch, dp, micro batch
    TooManyStages,                       ///< args: pp * virtual stages, layers
    ClusterForm,                         ///< both or neither of cluster.instance and cluster.gpu
    RecomputeLayersNeedsFull,            ///< args: the recompute mode given
    RecomputeLayersOverChunk,            ///< args: layers asked, layers of a pipeline chunk
    RecomputeModulesNeedSelective,       ///< args: the recompute mode given
    EveryOtherMatmulUnsupported, ///< args: the field every-other-product recomputation cannot
                                 ///< price (recompute_modules, experts, latent attention)
    TokensForGenericModel,       ///< training.tokens for a generic model, which trains on samples
    // --- plan findings (result issues) ---
    OutOfMemory,              ///< args: needed GB, capacity GB, dominant part
    MemoryPressure,           ///< args: needed GB, capacity GB, share (ZeRO-3 near capacity)
    NoPrice,                  ///< no price known for the cluster; cost is zero
    PriceSnapshot,            ///< args: price date (catalog prices are a snapshot)
    HeldOutSlowerLayout,      ///< args: layouts, median % and most % longer (layoutCaution)
    HeldOutSlowerMoe,         ///< args: runs, least and most times the estimate (layoutCaution)
    HeldOutSlowerSharding,    ///< args: runs, least and most times the estimate, nodes measured
    SequenceParallelNoEffect, ///< sequence parallelism with tp = 1
    TpOverlapNoEffect,        ///< args: GPUs per node (needs sequence parallelism, 2 <= tp <= them)
    PpOverlapNoEffect,        ///< pipeline-send overlap without Megatron's interleaved schedule
    EpOverlapNoEffect,        ///< all-to-all overlap without ep > 1 or a second micro-batch
    GradientBucketsNoEffect,  ///< copied DDP buckets named with ZeRO 1 or above
    ExpertCapacityNoEffect,   ///< an expert capacity factor for a model without routed experts
    ExpertDispatcherNoEffect, ///< the DeepEP dispatcher without expert-parallel all-to-alls
    RecomputeModuleNoEffect,  ///< args: a recompute module the model lacks
    PipelineUnderfilled,      ///< args: micro-batches, stages
    BubbleLarge,              ///< args: bubble share
    CommunicationBound,       ///< args: exposed communication share
    HostBound,                ///< args: share of the step the GPU waits for the host
    NeverFinishes,            ///< args: interruptions per hour, work lost per interruption
    UnevenStages,             ///< args: layers, stages
    CompressionNotAllReduce,  ///< args: method, dp
    CompressionNoEffect,    ///< args: method (int8, powersgd, topk) with no all-reduce to compress
    ExpertTpNeedsExperts,   ///< parallel.expert_tp for a model without routed experts
    DenseLayersNeedExperts, ///< model.dense_layers for a model without routed experts
    DenseFfnNeedsDenseLayers,      ///< model.dense_ffn_hidden without model.dense_layers
    GeluFormNeedsGelu,             ///< model.gelu_form for an MLP that is not GELU
    ChunkedNeedsWindow,            ///< model.attention_chunked without model.attention_window
    LatentNeedsKvLoraRank,         ///< a latent-attention width without model.kv_lora_rank
    EagerKernelsFp8,               ///< eager PyTorch modules with fp8 precision
    TpOverlapNeedsFusedKernels,    ///< tp_overlap with eager PyTorch modules
    AutocastFp8,                   ///< PyTorch autocast with fp8 precision
    AutocastNoEffect,              ///< PyTorch autocast with fp32 precision
    AutocastCopiesUnsharded,       ///< args: GB of 16-bit weight copies autocast keeps under ZeRO-3
    LatentKvHeads,                 ///< args: kv_heads, heads (latent attention: a key per head)
    ExpertTpNeedsSequenceParallel, ///< experts split over fewer ranks than tp, no sequence
                                   ///< parallelism
    NoPowerFigure,                 ///< args: GPU name (no published board power: energy is zero)
    NoScaleUpFigure, ///< args: GPU name (no GPU-to-GPU bandwidth: PCIe Gen4 x16 is taken)
    NoSmCount,       ///< args: GPU name (no SM count: no wave rounding or SM share)
    AttentionKernelUnsupported, ///< args: kernel, compute capability it needs, GPU name, its
                                ///< capability
    InterleaveMicroBatches, ///< args: micro-batches per step, pp (interleaving needs m % pp == 0)
    PrecisionUnsupported,   ///< args: precision, GPU name, rate the estimate took, precision to
                            ///< choose (the GPU has no tensor cores for the precision)

    // -- codes of report --

    // -- codes of launch --
    LaunchNeedsTransformer, ///< args: launch target (generic models have no layer shape)
    LaunchUnsupported,      ///< args: launch target, value, values the target accepts
    LaunchUnevenLayers,     ///< args: launch target, layers, pp * virtual stages

    // -- codes of planner --
    PlanNoLayout,          ///< args: global batch (no tp x pp x dp of the GPUs divides it)
    PlanNothingFits,       ///< args: smallest need GB per GPU, capacity GB
    PlanOverBudget,        ///< args: budget USD, cheapest feasible cost ($), ratio
    PlanPastDeadline,      ///< args: deadline h, fastest feasible time h, ratio
    PlanBudgetAndDeadline, ///< args: budget USD, deadline h, cheapest within deadline ($), ratio
    PlanOverBudgetAndPastDeadline, ///< args: budget USD, cheapest cost ($), ratio, deadline h,
                                   ///< fastest time h, ratio (each limit alone unmet)

    // -- codes of risk and calibration --
    CsvNoHeader,      ///< measurement CSV: the first line is not a header
    CsvMissingColumn, ///< args: the missing column(s)
    CsvUnknownColumn, ///< args: the column name, the allowed columns
    CsvFieldCount,    ///< args: fields found, columns in the header
    CsvNotANumber,    ///< args: the text found
    CsvTooFewRows,    ///< args: rows found, rows needed
    CsvRowInvalid,    ///< args: why the row's layout cannot run the scenario
    CsvSemicolons,    ///< measurement CSV: fields separated by semicolons

    // -- codes of probe --
    ProbeDriverMissing,    ///< args: library name, loader message
    ProbeDriverTooOld,     ///< args: found CUDA version, lowest supported
    ProbeNoDevice,         ///< the driver sees no GPU
    ProbePermissionDenied, ///< args: call that was refused
    ProbeMigSlice,         ///< args: device name (MIG on: figures are a slice's)
    ProbeCallFailed,       ///< args: call, error name
    ProbeCublasMissing,    ///< no libcublas: the matrix-multiply benchmark is skipped
    ProbeCancelled,        ///< the user stopped the benchmarks

};

/// One problem: its severity, the JSON path to change and the values that explain it.
struct Diagnostic
{
    Severity severity = Severity::Error;
    DiagCode code = DiagCode::MalformedJson;
    std::string field;             ///< JSON path such as `parallel.tp`, empty when global
    std::vector<std::string> args; ///< values quoted in the message, in code order

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

/// The English sentence for \p diagnostic, without the field prefix.
std::string describe(const Diagnostic &diagnostic);

/// `field: sentence` (or just the sentence when the field is empty): the one line the
/// command line prints for an input error.
std::string formatLine(const Diagnostic &diagnostic);

/// formatLine() of the last error among \p issues, or "" when there is none (the reason
/// column of the sweep and comparison CSV).
std::string lastErrorLine(const std::vector<Diagnostic> &issues);

/// Stable lowercase identifier of \p code for files (e.g. `out_of_memory`).
const char *codeName(DiagCode code);

/// Stable identifier of \p severity: `error`, `warning` or `info`.
const char *severityName(Severity severity);

} // namespace scaleplan::engine
