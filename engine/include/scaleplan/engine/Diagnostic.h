// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Diagnostic.h
/// \brief Problems found in input or in a plan, as codes with arguments.
///
/// The engine reports a code, the JSON path of the field to change and the values that
/// explain it. `describe()` renders the English sentence used by the command line and the
/// result file; the desktop program translates each code itself.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine {

enum class Severity { Error, Warning, Info };

/// Every kind of problem the engine can report, grouped by what it is about. Each code has
/// one row in Diagnostic.cpp's table: its stable name (codeName()), its English sentence
/// (describe()) and the kinds of its arguments (`Diagnostic::args`, listed per code here).
enum class DiagCode {
    // Reading a file: its syntax, its keys and the type and range of each value.
    MalformedJson,      ///< args: line, column, the text there ("" at a line's end)
    JsonCutOff,         ///< the text ends inside its JSON; args: its last line
    EmptyInput,         ///< nothing but white space
    NulByte,            ///< args: byte offset of the first NUL
    InputTooLarge,      ///< args: the most megabytes read
    NestedTooDeep,      ///< args: the most levels of objects and arrays
    DuplicateKey,       ///< args: key
    NotAnObject,        ///< the document or a section is not a JSON object
    UnknownKey,         ///< args: key, the known key it likely misspells ("" if none)
    WrongType,          ///< args: expected type, found type (DiagTerm names)
    NotFinite,          ///< NaN or infinity
    NotInteger,         ///< args: value
    OutOfRange,         ///< args: value, lowest allowed, highest allowed (or a DiagTerm name)
    MustBePositive,     ///< args: value
    UnknownValue,       ///< args: value, allowed values
    Missing,            ///< required field absent
    WrongFormat,        ///< args: found format, expected format
    UnsupportedVersion, ///< args: found version, supported version
    UnknownPreset,      ///< args: id, the nearest preset ids, comma-separated ("" if none)
    UnknownGpu,         ///< args: id, the nearest GPU ids, comma-separated ("" if none)
    UnknownInstance,    ///< args: id, the nearest catalog ids, comma-separated ("" if none)
    CommitmentUnpriced, ///< args: commitment, instance id, the commitments it is priced for
    UnknownRegion,      ///< args: region, instance id, the regions the catalog prices it in

    // Importing a Hugging Face config.
    UnsupportedArchitecture,    ///< args: architecture name, the supported ones
    AttentionLayerPattern,      ///< full and windowed layers in a pattern not modelled
    DenseLayersInMoe,           ///< dense layers not all leading in a mixture of experts
    HfTextModelOnly,            ///< info: a multimodal config's language model alone was imported
    HfPartialRotary,            ///< info: rotary embeddings turn part of each head; args: percent
    HfPredictionModulesLeftOut, ///< info: multi-token prediction modules left out; args: count
    HfLongestContext, ///< info: seq_len is the config's longest context, over 8,192; args: tokens

    // The rules of a scenario (validateScenario()): what must divide what, and settings
    // that need others.
    /// args: value, what it must divide (path or DiagTerm name), its value, the values that
    /// would do, comma-separated ("" if not given)
    NotDivisible,
    /// args: the product ("tp * pp = 320"), the cluster's GPUs
    ModelParallelExceedsGpus,
    DpMismatch,                          ///< args: given dp, derived dp, gpus, tp, pp, cp
    ContextParallelNeedsFlash,           ///< parallel.cp above 1 without fused attention
    ExpertParallelNeedsExperts,          ///< parallel.ep above 1 for a dense model
    ExpertParallelNeedsSequenceParallel, ///< parallel.ep and parallel.tp above 1 without sp
    ExpertTpNeedsExperts,                ///< parallel.expert_tp for a model without routed experts
    ExpertTpNeedsSequenceParallel,       ///< experts split over fewer ranks than tp, no sequence
                                         ///< parallelism
    BatchNotDivisible,                   ///< args: global batch, dp, micro batch
    TooManyStages,                       ///< args: pp * virtual stages, layers
    ClusterForm,                         ///< both or neither of cluster.instance and cluster.gpu
    RecomputeLayersNeedsFull,            ///< args: the recompute mode given
    RecomputeLayersOverChunk,            ///< args: layers asked, layers of a pipeline chunk
    RecomputeModulesNeedSelective,       ///< args: the recompute mode given
    EveryOtherMatmulUnsupported, ///< args: the field every-other-product recomputation cannot
                                 ///< price (recompute_modules, experts, latent attention)
    TokensForGenericModel,       ///< training.tokens for a generic model, which trains on samples
    DenseLayersNeedExperts,      ///< model.dense_layers for a model without routed experts
    DenseFfnNeedsDenseLayers,    ///< model.dense_ffn_hidden without model.dense_layers
    GeluFormNeedsGelu,           ///< model.gelu_form for an MLP that is not GELU
    ChunkedNeedsWindow,          ///< model.attention_chunked without model.attention_window
    LatentNeedsKvLoraRank,       ///< a latent-attention width without model.kv_lora_rank
    LatentKvHeads,               ///< args: kv_heads, heads (latent attention: a key per head)
    EagerKernelsFp8,             ///< eager PyTorch modules with fp8 precision
    AutocastFp8,                 ///< PyTorch autocast with fp8 precision

    // The findings of an estimate (Result::issues): memory, price, the held-out cautions,
    // settings without effect, the schedule, gaps in the catalog, what the GPU lacks.
    OutOfMemory,              ///< args: needed GB, capacity GB, dominant part (a DiagTerm name)
    MemoryPressure,           ///< args: needed GB, capacity GB, share (ZeRO-3 near capacity)
    NoPrice,                  ///< no price known for the cluster; cost is zero
    PriceSnapshot,            ///< args: price source, price date (catalog prices are a snapshot)
    PriceStale,               ///< args: price date, months since (older than kStalePriceMonths)
    CommitmentTerm,           ///< args: term years, nodes, term's bill, the run's share (Money)
    NoSpotPrice,              ///< spot nodes without a spot price: priced on demand
    HeldOutSlowerLayout,      ///< args: layouts, median % and most % longer (layoutCaution)
    HeldOutSlowerMoe,         ///< args: runs, least and most times the estimate (layoutCaution)
    HeldOutSlowerSharding,    ///< args: runs, least and most times the estimate, nodes checked
                              ///< for the stack, nodes checked for PyTorch FSDP
    SequenceParallelNoEffect, ///< sequence parallelism with tp = 1
    TpOverlapNoEffect,        ///< args: GPUs per node (needs sequence parallelism, 2 <= tp <= them)
    TpOverlapNeedsFusedKernels, ///< tp_overlap with eager PyTorch modules
    PpOverlapNoEffect,          ///< pipeline-send overlap without Megatron's interleaved schedule
    EpOverlapNoEffect,          ///< all-to-all overlap without ep > 1 or a second micro-batch
    GradientBucketsNoEffect,    ///< copied DDP buckets named with ZeRO 1 or above
    ExpertCapacityNoEffect,     ///< an expert capacity factor for a model without routed experts
    ExpertDispatcherNoEffect,   ///< the DeepEP dispatcher without expert-parallel all-to-alls
    RecomputeModuleNoEffect,    ///< args: a recompute module the model lacks
    CompressionNoEffect,     ///< args: method (int8, powersgd, topk) with no all-reduce to compress
    CompressionNotAllReduce, ///< args: method, dp
    AutocastNoEffect,        ///< PyTorch autocast with fp32 precision
    AutocastCopiesUnsharded, ///< args: GB of 16-bit weight copies autocast keeps under ZeRO-3
    PipelineUnderfilled,     ///< args: micro-batches, stages
    InterleaveMicroBatches,  ///< args: micro-batches per step, pp (interleaving needs m % pp == 0)
    UnevenStages,            ///< args: layers, stages
    BubbleLarge,             ///< args: bubble share
    CommunicationBound,      ///< args: exposed communication share
    HostBound,               ///< args: share of the step the GPU waits for the host
    NeverFinishes,           ///< args: interruptions per hour, work lost per interruption
    NoPowerFigure,           ///< args: GPU name (no published board power: energy is zero)
    NoScaleUpFigure,         ///< args: GPU name (no GPU-to-GPU bandwidth: PCIe Gen4 x16 is taken)
    NoSmCount,               ///< args: GPU name (no SM count: no wave rounding or SM share)
    AttentionKernelUnsupported, ///< args: kernel, compute capability it needs, GPU name, its
                                ///< capability
    PrecisionUnsupported,       ///< args: precision, GPU name, rate the estimate took, precision
                                ///< to choose (the GPU has no tensor cores for the precision)

    // Launch files (launch()).
    LaunchNeedsTransformer, ///< args: launch target (generic models have no layer shape)
    LaunchUnsupported,      ///< args: launch target, value, values the target accepts
    LaunchUnevenLayers,     ///< args: launch target, layers, pp * virtual stages

    // The planner (plan()): why no plan is returned.
    PlanNoLayout,          ///< args: global batch (no tp x pp x dp of the GPUs divides it)
    PlanNothingFits,       ///< args: smallest need GB per GPU, capacity GB
    PlanOverBudget,        ///< args: budget USD, cheapest feasible cost ($), ratio
    PlanPastDeadline,      ///< args: deadline h, fastest feasible time h, ratio
    PlanBudgetAndDeadline, ///< args: budget USD, deadline h, cheapest within deadline ($), ratio
    PlanOverBudgetAndPastDeadline, ///< args: budget USD, cheapest cost ($), ratio, deadline h,
                                   ///< fastest time h, ratio (each limit alone unmet)
    PlanFastestWithinBudget, ///< args: budget USD, deadline h, fastest within budget (h), ratio
    PlanNearestBothSides,    ///< args: budget USD, deadline h, cheapest within deadline ($),
                             ///< ratio, fastest within budget (h), ratio

    // A measurement CSV (calibration).
    CsvNoHeader,      ///< the first line is not a header
    CsvMissingColumn, ///< args: the missing column(s)
    CsvUnknownColumn, ///< args: the column name, the allowed columns
    CsvFieldCount,    ///< args: fields found, columns in the header
    CsvNotANumber,    ///< args: the text found
    CsvTooFewRows,    ///< args: rows found, rows needed
    CsvRowInvalid,    ///< args: why the row's layout cannot run the scenario
    CsvSemicolons,    ///< fields separated by semicolons
    SkyPilotNoRows,   ///< args: region, the regions the file has GPU instances in
    SkyPilotBadName,  ///< args: the text that is no instance type or region name

    // Probing this machine's GPUs.
    ProbeDriverMissing,    ///< args: library name, loader message
    ProbeDriverTooOld,     ///< args: found CUDA version, lowest supported
    ProbeNoDevice,         ///< the driver sees no GPU
    ProbePermissionDenied, ///< args: call that was refused
    ProbeMigSlice,         ///< args: device name (MIG on: figures are a slice's)
    ProbeCallFailed,       ///< args: call, error name
    ProbeCublasMissing,    ///< no libcublas: the matrix-multiply benchmark is skipped
    ProbeCancelled,        ///< the user stopped the benchmarks
};

/// Words the engine passes as arguments, by a stable name (`whole_number`) rather than the
/// words themselves: describe() writes each in English (termText()) and the window in its
/// language, so nothing has to match a sentence. Table in Diagnostic.cpp.
enum class DiagTerm {
    // JSON types, as a value must have (WrongType's first argument) or had (its second).
    Number,            ///< `number`: "a number"
    WholeNumber,       ///< `whole_number`: "a whole number"
    String,            ///< `string`: "a string"
    Boolean,           ///< `boolean`: "a boolean" (the type a value had)
    TrueOrFalse,       ///< `true_or_false`: "true or false" (what a switch must be)
    Object,            ///< `object`: "an object"
    Array,             ///< `array`: "an array"
    Null,              ///< `null`: "null"
    List,              ///< `list`: "a list"
    ListOfStrings,     ///< `list_of_strings`: "a list of strings"
    ListOfLayers,      ///< `list_of_layers`: "a list of layers"
    ListOfModuleNames, ///< `list_of_module_names`: "a list of at least one module name"
    EmptyList,         ///< `empty_list`: "an empty list"
    MatmulShape,       ///< `matmul_shape`: "an array of three sizes [M, N, K]"
    // What dominates the memory of a plan that does not fit (OutOfMemory).
    Activations, ///< `activations`: "activations"
    ModelStates, ///< `model_states`: "model states"
    // What a layout must divide (NotDivisible) and the most a value may be (OutOfRange).
    ClusterGpus,      ///< `cluster_gpus`: "the cluster's GPUs"
    DataParallelOnly, ///< `data_parallel_only`: "1 (generic models train data-parallel)"
};

/// The stable name of \p term (`whole_number`), as a Diagnostic argument holds it.
const char *termName(DiagTerm term);

/// The term whose name is \p name, or nothing when \p name is none (a number, a JSON path).
std::optional<DiagTerm> termFromName(std::string_view name);

/// The English words for \p term, as describe() writes them ("a whole number").
const char *termText(DiagTerm term);

/// One problem: its severity, the JSON path to change and the values that explain it.
struct Diagnostic
{
    Severity severity = Severity::Error;
    DiagCode code = DiagCode::MalformedJson;
    std::string field;             ///< JSON path such as `parallel.tp`, empty when global
    std::vector<std::string> args; ///< values quoted in the message, in code order

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

/// The English sentence for \p diagnostic, without the field prefix: its code's template with
/// each argument in place, made inert by printableLine() (a term in its English words); a
/// missing argument reads `?`.
std::string describe(const Diagnostic &diagnostic);

/// `field: sentence` (or just the sentence when the field is empty): the one line the
/// command line prints for an input error.
std::string formatLine(const Diagnostic &diagnostic);

/// formatLine() of the last error among \p issues, or "" when there is none (the reason
/// column of the sweep and comparison CSV).
std::string lastErrorLine(const std::vector<Diagnostic> &issues);

/// \p value rounded to a whole number, thousands separated by commas (`-12,345`): counts
/// in the engine's English text.
std::string groupedWhole(double value);

/// \p usd as a Money argument: whole dollars with thousands separated by commas
/// (`$26,398,248`), the form the window reads back in its own locale.
std::string moneyArgument(double usd);

/// Stable lowercase identifier of \p code for files (e.g. `out_of_memory`).
const char *codeName(DiagCode code);

/// Stable identifier of \p severity: `error`, `warning` or `info`.
const char *severityName(Severity severity);

} // namespace scaleplan::engine
