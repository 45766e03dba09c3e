// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/InertText.h"

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <iterator>
#include <string_view>

namespace scaleplan::engine {

namespace {

/// What an argument of a code holds.
enum class Arg : std::uint8_t {
    Text,   ///< as it is: text from the input (a key, an id, a value), a name, a message
    Number, ///< a number as the engine writes it (`40`, `0.5`, `1e+08`)
    Share,  ///< a share of a whole with its percent sign (`94%`)
    Money,  ///< US dollars as the planner writes them (`$12,345`)
    /// US dollars as the user gave them (`2000000`, `999.5`), after a `$` of the sentence:
    /// written with thousands grouped (`$2,000,000`) as Money is, kept as given for readers
    /// of the argument.
    Dollars,
    Field, ///< a JSON path (`model.heads`)
    Term,  ///< a DiagTerm's name, written as its English words; anything else as it is
};
using enum Arg;

/// The kinds of a code's arguments, in argument order.
struct Args
{
    std::array<Arg, 6> kinds{};
    std::size_t count = 0;

    constexpr Args() = default;
    constexpr Args(std::initializer_list<Arg> list)
    {
        for (const Arg kind : list)
            kinds[count++] = kind; // past six arguments: not a constant expression
    }
};

/// One code: its stable name, its English sentence with `{i}` where argument i goes, and the
/// kinds of its arguments.
struct Row
{
    DiagCode code;
    const char *name;
    Args args;
    std::string_view text;
    /// The sentence where the last argument is absent or empty (an optional argument), if
    /// the code has one.
    std::string_view withoutLast = {};
};

// clang-format off
/// Every code, in DiagCode's order (checked below).
constexpr Row kRows[] = {
    // Reading a file.
    {DiagCode::MalformedJson, "malformed_json", {Number, Number, Text},
     "the file is not valid JSON at line {0}, column {1} (the text there: {2}); look there or "
     "just before it for a missing or extra comma, quote or bracket",
     "the file is not valid JSON at the end of line {0} (column {1}); look there or just before "
     "it for a missing or extra comma, quote or bracket"},
    {DiagCode::JsonCutOff, "json_cut_off", {Number},
     "the file ends at line {0} before its JSON does; it was cut off, or a closing bracket or "
     "quote is missing"},
    {DiagCode::EmptyInput, "empty_input", {},
     "the file is empty; it must hold one JSON object ({ ... })"},
    {DiagCode::NulByte, "nul_byte", {Number},
     "a NUL byte at offset {0}; the file is binary or was cut off, not a JSON text"},
    {DiagCode::InputTooLarge, "input_too_large", {Number},
     "the input is larger than {0} MB"},
    {DiagCode::NestedTooDeep, "nested_too_deep", {Number},
     "objects and arrays are nested more than {0} levels deep"},
    {DiagCode::DuplicateKey, "duplicate_key", {Text},
     "the key \"{0}\" appears twice in one object; keep one"},
    {DiagCode::NotAnObject, "not_an_object", {},
     "the file must hold one JSON object ({ ... })"},
    {DiagCode::UnknownKey, "unknown_key", {Text, Text},
     "unknown key \"{0}\"; write \"{1}\" if that is what was meant",
     "unknown key \"{0}\"; this version of Scaleplan does not read it, so check its "
     "spelling"},
    {DiagCode::WrongType, "wrong_type", {Term, Term},
     "must be {0}, not {1}"},
    {DiagCode::NotFinite, "not_finite", {},
     "must be a finite number"},
    {DiagCode::NotInteger, "not_integer", {Number},
     "{0} must be a whole number"},
    {DiagCode::OutOfRange, "out_of_range", {Number, Number, Term},
     "{0} is out of range; use a value from {1} to {2}"},
    {DiagCode::MustBePositive, "must_be_positive", {Number},
     "{0} must be greater than zero"},
    {DiagCode::UnknownValue, "unknown_value", {Text, Text},
     "\"{0}\" is not one of {1}"},
    {DiagCode::Missing, "missing", {},
     "is required"},
    {DiagCode::WrongFormat, "wrong_format", {Text, Text},
     "is \"{0}\"; this file must have \"format\": \"{1}\""},
    {DiagCode::UnsupportedVersion, "unsupported_version", {Number, Number},
     "version {0} is not supported; this program reads version {1}"},
    {DiagCode::UnknownPreset, "unknown_preset", {Text, Text},
     "unknown preset \"{0}\" (nearest: {1}); `scaleplan-cli catalog` lists the presets",
     "unknown preset \"{0}\"; `scaleplan-cli catalog` lists the presets"},
    {DiagCode::UnknownGpu, "unknown_gpu", {Text, Text},
     "unknown GPU \"{0}\" (nearest: {1}); `scaleplan-cli catalog` lists the GPU ids",
     "unknown GPU \"{0}\"; `scaleplan-cli catalog` lists the GPU ids"},
    {DiagCode::UnknownInstance, "unknown_instance", {Text, Text},
     "unknown instance \"{0}\" (nearest in the catalog: {1}); `scaleplan-cli catalog` lists the "
     "instance ids",
     "unknown instance \"{0}\"; `scaleplan-cli catalog` lists the instance ids"},
    {DiagCode::CommitmentUnpriced, "commitment_unpriced", {Text, Text, Text},
     "{1} has no {0} price in the catalog; choose one of {2}, or give the price as "
     "cluster.price_per_node_hour_usd"},
    {DiagCode::UnknownRegion, "unknown_region", {Text, Text, Text},
     "the catalog has no prices of {1} in region {0}; choose one of {2}, or give the price as "
     "cluster.price_per_node_hour_usd"},

    // Importing a Hugging Face config.
    {DiagCode::UnsupportedArchitecture, "unsupported_architecture", {Text, Text},
     "architecture \"{0}\" is not supported; supported: {1}"},
    {DiagCode::AttentionLayerPattern, "attention_layer_pattern", {},
     "mixes full and sliding-window layers in a pattern Scaleplan does not model; it models "
     "every layer windowed, or one full-attention layer after every N - 1 windowed ones "
     "(Gemma 2: N = 2, Gemma 3: N = 6)"},
    {DiagCode::DenseLayersInMoe, "dense_layers_in_moe", {},
     "makes layers of this mixture-of-experts model dense other than the leading ones; "
     "Scaleplan models leading dense layers and experts in every layer after them"},
    {DiagCode::HfTextModelOnly, "hf_text_model_only", {},
     "only the language model was imported; the vision encoder is not part of the estimate"},
    {DiagCode::HfPartialRotary, "hf_partial_rotary", {Number},
     "rotary embeddings turn {0}% of each head; the estimate prices the rotary pass over all "
     "of it"},
    {DiagCode::HfPredictionModulesLeftOut, "hf_prediction_modules_left_out", {Number},
     "the {0} multi-token prediction module(s) trained beside the model (a transformer block "
     "each) are left out of the estimate"},
    {DiagCode::HfLongestContext, "hf_longest_context", {Number},
     "is the longest context the model takes ({0} tokens), usually reached by long-context "
     "training after pre-training at a few thousand (DeepSeek-V3: 4,096; Llama 3.1: 8,192); "
     "set model.seq_len to the length your run trains at"},

    // The rules of a scenario.
    {DiagCode::NotDivisible, "not_divisible", {Text, Term, Number, Text},
     "{0} does not divide {1} ({2}); use one of {3}",
     "{0} does not divide {1} ({2})"},
    {DiagCode::ModelParallelExceedsGpus, "model_parallel_exceeds_gpus", {Text, Number},
     "{0} needs more GPUs than the cluster has ({1}); lower it or add nodes"},
    {DiagCode::DpMismatch, "dp_mismatch", {Number, Number, Number, Number, Number, Number},
     "{0} does not match GPUs / (tp * pp * cp) = {2} / ({3} * {4} * {5}) = {1}; leave dp out "
     "to derive it"},
    {DiagCode::ContextParallelNeedsFlash, "context_parallel_needs_flash", {},
     "context parallelism passes keys and values between the blocks of a fused attention "
     "kernel; set training.flash_attention to true or parallel.cp to 1"},
    {DiagCode::ExpertParallelNeedsExperts, "expert_parallel_needs_experts", {},
     "expert parallelism spreads the experts of a mixture-of-experts model and this model has "
     "one MLP a layer; set model.experts above 1 or parallel.ep to 1"},
    {DiagCode::ExpertParallelNeedsSequenceParallel, "expert_parallel_needs_sequence_parallel", {},
     "Megatron-Core runs expert parallelism with tensor parallelism only under sequence "
     "parallelism; set parallel.sequence_parallel to true, parallel.tp or parallel.ep to 1"},
    {DiagCode::ExpertTpNeedsExperts, "expert_tp_needs_experts", {},
     "expert tensor parallelism splits the routed experts of a mixture-of-experts model and "
     "this model has none; set model.experts above 1 or remove parallel.expert_tp"},
    {DiagCode::ExpertTpNeedsSequenceParallel, "expert_tp_needs_sequence_parallel", {},
     "experts split over fewer ranks than tp take each rank's share of the tokens from "
     "sequence parallelism; set parallel.sequence_parallel to true or parallel.expert_tp to tp"},
    {DiagCode::BatchNotDivisible, "batch_not_divisible", {Number, Number, Number},
     "{0} is not a multiple of dp * micro_batch = {1} * {2}"},
    {DiagCode::TooManyStages, "too_many_stages", {Number, Number},
     "pp * virtual_stages = {0} exceeds model.layers ({1})"},
    {DiagCode::ClusterForm, "cluster_form", {},
     "give either \"instance\" (a catalog instance) or \"gpu\" with \"gpus_per_node\" and "
     "\"inter_node_gbps\" (a described cluster), not both"},
    {DiagCode::RecomputeLayersNeedsFull, "recompute_layers_needs_full", {Text},
     "counts the layers that full recomputation rebuilds, but training.recompute is \"{0}\"; "
     "set training.recompute to \"full\" or remove this field"},
    {DiagCode::RecomputeLayersOverChunk, "recompute_layers_over_chunk", {Number, Number},
     "{0} layers are more than a pipeline chunk holds ({1} = model.layers / (parallel.pp x "
     "parallel.virtual_stages)); use 1 to {1}, or remove the field to recompute every layer"},
    {DiagCode::RecomputeModulesNeedSelective, "recompute_modules_need_selective", {Text},
     "name what selective recomputation rebuilds, but training.recompute is \"{0}\"; set "
     "training.recompute to \"selective\" or remove this field"},
    {DiagCode::EveryOtherMatmulUnsupported, "every_other_matmul_unsupported", {Field},
     "recomputes every other matrix product of a dense layer with ordinary attention "
     "(torchtitan's op-level policy), which {0} is not; remove it or set "
     "training.selective_policy to \"parts\""},
    {DiagCode::TokensForGenericModel, "tokens_for_generic_model", {},
     "counts tokens, but a generic model trains on samples; give training.samples (or "
     "training.steps) instead"},
    {DiagCode::DenseLayersNeedExperts, "dense_layers_need_experts", {},
     "only a mixture of experts has dense layers beside its expert layers; set model.experts "
     "above 1, or model.dense_layers to 0 and model.expert_layer_interval to 1"},
    {DiagCode::DenseFfnNeedsDenseLayers, "dense_ffn_needs_dense_layers", {},
     "is the width of a mixture of experts' dense layers and this model has none; set "
     "model.dense_layers or model.expert_layer_interval, or remove model.dense_ffn_hidden"},
    {DiagCode::GeluFormNeedsGelu, "gelu_form_needs_gelu", {},
     "is the form of a GELU activation and this MLP is SwiGLU; set model.mlp to \"gelu\" or "
     "remove model.gelu_form"},
    {DiagCode::ChunkedNeedsWindow, "chunked_needs_window", {},
     "makes the windowed layers attend within chunks of model.attention_window tokens and this "
     "model has no window; set model.attention_window to the chunk length or remove "
     "model.attention_chunked"},
    {DiagCode::LatentNeedsKvLoraRank, "latent_needs_kv_lora_rank", {},
     "belongs to multi-head latent attention, which model.kv_lora_rank turns on; set "
     "model.kv_lora_rank or remove this field"},
    {DiagCode::LatentKvHeads, "latent_kv_heads", {Number, Number},
     "{0} key/value heads: latent attention gives each of the {1} heads its own key and value; "
     "set model.kv_heads to model.heads"},
    {DiagCode::EagerKernelsFp8, "eager_kernels_fp8", {},
     "eager PyTorch modules do not train in fp8: fp8 products run in Transformer Engine's "
     "modules, which fuse the element-wise work as well; set training.kernels to \"fused\" or "
     "training.precision to bf16"},
    {DiagCode::AutocastFp8, "autocast_fp8", {},
     "PyTorch's autocast has no fp8: fp8 products run in Transformer Engine's fp8_autocast, "
     "over 16-bit weights with an fp32 main copy; set training.mixed_precision to "
     "\"main_copy\" or training.precision to bf16"},

    // The findings of an estimate.
    {DiagCode::OutOfMemory, "out_of_memory", {Number, Number, Term},
     "needs {0} GB per GPU but CUDA can allocate {1} GB on the GPU; {2} dominate: change this "
     "field to fit"},
    {DiagCode::MemoryPressure, "memory_pressure", {Number, Number, Share},
     "needs {0} of the {1} GB CUDA can allocate ({2}) while ZeRO-3 (FSDP) gathers and frees "
     "parameters every layer: this full, PyTorch's caching allocator flushes its cache and "
     "retries allocations, which stalls the GPU, and published FSDP runs ran 5-16% slower than "
     "estimated; change this field to leave memory free"},
    {DiagCode::NoPrice, "no_price", {},
     "no price is known for this cluster, so the cost counts storage and transfer only, not "
     "the nodes; set a price per node-hour"},
    {DiagCode::PriceSnapshot, "price_snapshot", {Text, Text},
     "price from {0}, {1}"},
    {DiagCode::PriceStale, "price_stale", {Text, Number},
     "the price dates from {0}, {1} months ago, and prices change: update it in a user catalog "
     "(scaleplan-cli catalog import reads SkyPilot's catalog files)"},
    {DiagCode::CommitmentTerm, "commitment_term", {Number, Number, Money, Money},
     "a {0}-year reservation is billed for its whole term: {1} nodes for {0} years commit "
     "{2}; the cost counts this run's share, {3}, which holds only where the rest of the term "
     "carries other work"},
    {DiagCode::NoSpotPrice, "no_spot_price", {},
     "no spot price is known for this instance, so its spot nodes are priced on demand while "
     "their reclaims still cost time; set pricing.spot_price_per_node_hour_usd or choose an "
     "instance with a spot price"},
    {DiagCode::HeldOutSlowerLayout, "held_out_slower_layout", {Number, Number, Number},
     "held-out measurements of layouts like this one (tensor parallelism 2-4 with data "
     "parallelism of 16 or more; vTrain, {0} layouts of GPT 3.6B-39B on A100s) took a median "
     "{1}% and up to {2}% longer than estimated: read the time as optimistic"},
    {DiagCode::HeldOutSlowerMoe, "held_out_slower_moe", {Number, Number, Number},
     "published mixture-of-experts runs (Megatron-Bridge, {0} runs of GPT-OSS 120B, Qwen3 and "
     "DeepSeek-V3 on H100 and B200) took {1} to {2} times the estimated time, more the smaller "
     "the experts (host-side routing work is not modelled): read the time as optimistic"},
    {DiagCode::HeldOutSlowerSharding,
     "held_out_slower_sharding",
     {Number, Number, Number, Number, Number},
     "the only published ZeRO-3 runs sharded this widely other than PyTorch FSDP's (DeepSpeed, "
     "2021: {0} runs of GPT 175B and 530B on 48-280 nodes of A100s) took {1} to {2} times the "
     "estimated time; estimates for this training stack were checked on up to {3} nodes "
     "(PyTorch FSDP: {4}, training.software): read the time as optimistic, or shard over fewer "
     "nodes (parallel.zero_shard_group)"},
    {DiagCode::SequenceParallelNoEffect, "sequence_parallel_no_effect", {},
     "sequence parallelism has no effect with tp = 1"},
    {DiagCode::TpOverlapNoEffect, "tp_overlap_no_effect", {Number},
     "has no effect: Transformer Engine overlaps tensor-parallel communication only with "
     "sequence parallelism and tp from 2 to the GPUs of one node ({0})"},
    {DiagCode::TpOverlapNeedsFusedKernels, "tp_overlap_needs_fused_kernels", {},
     "has no effect: Transformer Engine overlaps the tensor-parallel communication of its own "
     "modules, and eager PyTorch modules (training.kernels) overlap none; set training.kernels "
     "to \"fused\" or turn the overlap off"},
    {DiagCode::PpOverlapNoEffect, "pp_overlap_no_effect", {},
     "has no effect: Megatron-Core overlaps pipeline sends only in its interleaved schedule "
     "(pp above 1, virtual_stages above 1, pipeline_engine megatron)"},
    {DiagCode::EpOverlapNoEffect, "ep_overlap_no_effect", {},
     "has no effect: it pairs one micro-batch's expert-parallel all-to-alls with another's "
     "compute, so it needs parallel.ep above 1 and at least two micro-batches a step"},
    {DiagCode::GradientBucketsNoEffect, "gradient_buckets_no_effect", {},
     "has no effect: only a plain data-parallel all-reduce (parallel.zero 0) keeps PyTorch "
     "DDP's bucket copies; ZeRO shards the gradients itself"},
    {DiagCode::ExpertCapacityNoEffect, "expert_capacity_no_effect", {},
     "has no effect: the model has no routed experts whose buffers a capacity pads; set "
     "model.experts above 1 or remove the capacity factor"},
    {DiagCode::ExpertDispatcherNoEffect, "expert_dispatcher_no_effect", {},
     "has no effect: it dispatches routed tokens between expert-parallel ranks, so it needs "
     "model.experts and parallel.ep above 1"},
    {DiagCode::RecomputeModuleNoEffect, "recompute_module_no_effect", {Text},
     "\"{0}\" has no effect: the model has no such part (mla_up_proj needs latent attention, "
     "mlp dense layers, moe and moe_act experts, shared_experts shared experts); remove it from "
     "the list"},
    {DiagCode::CompressionNoEffect, "compression_no_effect", {Text},
     "has no effect: {0} compresses the all-reduce of gradients, and this layout has none (no "
     "data parallelism, or ZeRO over all of dp reduce-scatters them, which only fp16 "
     "compresses); use fp16, ZeRO 0 or a ZeRO shard group smaller than dp"},
    {DiagCode::CompressionNotAllReduce, "compression_not_all_reduce", {Text, Number},
     "{0} gradients cannot be summed in flight, so they are all-gathered: the traffic grows "
     "with dp ({1})"},
    {DiagCode::AutocastNoEffect, "autocast_no_effect", {},
     "has no effect in fp32 training: autocast casts fp32 weights to 16 bits for each matrix "
     "product; set training.precision to bf16 or fp16, or training.mixed_precision to "
     "\"main_copy\""},
    {DiagCode::AutocastCopiesUnsharded, "autocast_copies_unsharded", {Number},
     "autocast keeps the 16-bit copy of every layer's weights for the backward pass, {0} GB a "
     "GPU that ZeRO-3 does not shard (FSDP frees its gathered fp32 weights, not their casts); "
     "FSDP with a MixedPrecision policy gathers 16-bit weights: set training.mixed_precision "
     "to \"main_copy\", or training.recompute to full"},
    {DiagCode::PipelineUnderfilled, "pipeline_underfilled", {Number, Number},
     "only {0} micro-batches for {1} pipeline stages; raise the global batch or lower pp"},
    {DiagCode::InterleaveMicroBatches, "interleave_micro_batches", {Number, Number},
     "the interleaved schedule needs the micro-batches per step ({0}) to be a multiple of pp "
     "({1}), which Megatron-LM checks before it starts; change training.global_batch or "
     "training.micro_batch, or set parallel.virtual_stages to 1"},
    {DiagCode::UnevenStages, "uneven_stages", {Number, Number},
     "{0} layers do not split evenly over {1} stages; the heaviest stage sets the pace"},
    {DiagCode::BubbleLarge, "bubble_large", {Share},
     "the pipeline bubble takes {0} of the step; more micro-batches or virtual stages shrink "
     "it"},
    {DiagCode::CommunicationBound, "communication_bound", {Share},
     "communication that compute cannot hide takes {0} of the step"},
    {DiagCode::HostBound, "host_bound", {Share},
     "the GPU waits {0} of the step for the host to issue its kernels: each layer's work is "
     "too small; a larger micro-batch or less tensor parallelism gives the GPU more per "
     "kernel, and CUDA graphs (training.cuda_graphs) remove the wait"},
    {DiagCode::NeverFinishes, "never_finishes", {Number, Number},
     "interruptions ({0} per hour, {1} h lost each) leave almost no progress; use fewer spot "
     "nodes, a shorter checkpoint interval or faster restarts"},
    {DiagCode::NoPowerFigure, "no_power_figure", {Text},
     "no published board power for {0}, so energy is reported as zero; add tdp_w in a user "
     "catalog"},
    {DiagCode::NoScaleUpFigure, "no_scale_up_figure", {Text},
     "no GPU-to-GPU bandwidth for {0}, so GPUs in a node are taken to talk over PCIe Gen4 x16 "
     "(31 GB/s); add scaleup_gbs_unidir in a user catalog"},
    {DiagCode::NoSmCount, "no_sm_count", {Text},
     "no SM count for {0}, so matrix products are not rounded to whole waves and the SMs that "
     "overlapped communication holds are not charged; add sm_count in a user catalog"},
    {DiagCode::AttentionKernelUnsupported, "attention_kernel_unsupported",
     {Text, Number, Text, Number},
     "{0} needs compute capability {1} or newer and {2} has {3}, so no run on this GPU can use "
     "it; choose an attention kernel this GPU supports"},
    {DiagCode::PrecisionUnsupported, "precision_unsupported", {Text, Text, Text, Text},
     "{1} has no {0} tensor cores, so no run on this GPU can use {0} products; the estimate "
     "runs them at its {2} rate; set training.precision to {3}"},

    // Launch files.
    {DiagCode::LaunchNeedsTransformer, "launch_needs_transformer", {Text},
     "{0} needs a transformer model (layers, hidden, heads); choose a transformer preset or "
     "another launch target"},
    {DiagCode::LaunchUnsupported, "launch_unsupported", {Text, Text, Text},
     "{0} cannot run the value {1}; use one of {2} or another launch target"},
    {DiagCode::LaunchUnevenLayers, "launch_uneven_layers", {Text, Number, Number},
     "{0} needs the {1} layers to split evenly over pp * virtual_stages = {2} pipeline chunks; "
     "change parallel.pp or parallel.virtual_stages"},

    // The planner.
    {DiagCode::PlanNoLayout, "plan_no_layout", {Number},
     "no parallel layout of the cluster's GPUs divides the global batch ({0}); change "
     "cluster.nodes or training.global_batch"},
    {DiagCode::PlanNothingFits, "plan_nothing_fits", {Number, Number},
     "no layout fits in GPU memory: the closest needs {0} GB per GPU against the {1} GB CUDA "
     "can allocate; add nodes, choose GPUs with more memory or a smaller model"},
    {DiagCode::PlanOverBudget, "plan_over_budget", {Dollars, Money, Number},
     "no plan meets the budget of ${0}: the cheapest feasible plan costs {1} ({2}x)"},
    {DiagCode::PlanPastDeadline, "plan_past_deadline", {Number, Number, Number},
     "no plan meets the deadline of {0} h: the fastest feasible plan takes {1} h ({2}x)"},
    {DiagCode::PlanBudgetAndDeadline, "plan_budget_and_deadline", {Dollars, Number, Money, Number},
     "no plan meets both the budget of ${0} and the deadline of {1} h: the cheapest plan within the "
     "deadline costs {2} ({3}x the budget), and no plan stays within the budget"},
    {DiagCode::PlanOverBudgetAndPastDeadline, "plan_over_budget_and_past_deadline",
     {Dollars, Money, Number, Number, Number, Number},
     "no plan meets the budget of ${0} nor the deadline of {3} h: the cheapest feasible plan costs {1} "
     "({2}x), the fastest takes {4} h ({5}x)"},
    {DiagCode::PlanFastestWithinBudget, "plan_fastest_within_budget", {Dollars, Number, Number, Number},
     "no plan meets both the budget of ${0} and the deadline of {1} h: the fastest plan within the "
     "budget takes {2} h ({3}x the deadline), and no plan meets the deadline"},
    {DiagCode::PlanNearestBothSides, "plan_nearest_both_sides",
     {Dollars, Number, Money, Number, Number, Number},
     "no plan meets both the budget of ${0} and the deadline of {1} h: the cheapest plan within the "
     "deadline costs {2} ({3}x the budget), the fastest within the budget takes {4} h ({5}x the "
     "deadline)"},

    // A measurement CSV.
    {DiagCode::CsvNoHeader, "csv_no_header", {},
     "the first line must name the columns, e.g. gpus,step_time_s"},
    {DiagCode::CsvMissingColumn, "csv_missing_column", {Text},
     "the header has no column {0}; add it"},
    {DiagCode::CsvUnknownColumn, "csv_unknown_column", {Text, Text},
     "unknown column \"{0}\"; use one of {1}"},
    {DiagCode::CsvFieldCount, "csv_field_count", {Number, Number},
     "has {0} fields but the header names {1} columns; give one value per column, separated by "
     "commas"},
    {DiagCode::CsvNotANumber, "csv_not_a_number", {Text},
     "\"{0}\" is not a number; write a plain number such as 1.25"},
    {DiagCode::CsvTooFewRows, "csv_too_few_rows", {Number, Number},
     "only {0} measurements; give at least {1} (e.g. 1, 2, 4 and 8 GPUs)"},
    {DiagCode::CsvRowInvalid, "csv_row_invalid", {Text},
     "this layout cannot run the scenario: {0}"},
    {DiagCode::CsvSemicolons, "csv_semicolons", {},
     "the fields are separated by semicolons, as spreadsheets save CSV where numbers take "
     "decimal commas; save it with commas between fields and points in numbers (e.g. 0.52)"},
    {DiagCode::SkyPilotNoRows, "skypilot_no_rows", {Text, Text},
     "the file lists no GPU instance in region {0}; choose one of {1}"},
    {DiagCode::SkyPilotBadName, "skypilot_bad_name", {Text},
     "\"{0}\" is not a name of an instance type or region; such names use letters, digits and "
     "'.', '_', '-', '+'"},

    // Probing this machine's GPUs.
    {DiagCode::ProbeDriverMissing, "driver_missing", {Text, Text},
     "no NVIDIA driver: {0} could not be loaded ({1}); install the NVIDIA driver to probe this "
     "machine's GPUs"},
    {DiagCode::ProbeDriverTooOld, "driver_too_old", {Text, Text},
     "the NVIDIA driver supports CUDA {0} but the probe needs CUDA {1} or newer; update the "
     "driver"},
    {DiagCode::ProbeNoDevice, "no_device", {},
     "the NVIDIA driver is installed but sees no GPU; check CUDA_VISIBLE_DEVICES and that the "
     "GPU is seated and powered"},
    {DiagCode::ProbePermissionDenied, "permission_denied", {Text},
     "access to the GPU was refused ({0}); add your user to the group that owns /dev/nvidia* "
     "or ask the administrator"},
    {DiagCode::ProbeMigSlice, "mig_slice", {Text},
     "{0} is split into MIG instances: the figures are those of a slice, not of the whole GPU"},
    {DiagCode::ProbeCallFailed, "call_failed", {Text, Text},
     "{0} failed ({1})"},
    {DiagCode::ProbeCublasMissing, "cublas_missing", {},
     "cuBLAS (libcublas.so.13, .12 or .11) is not installed, so the matrix-multiply benchmark "
     "was skipped; install the CUDA toolkit's cuBLAS to run it"},
    {DiagCode::ProbeCancelled, "cancelled", {},
     "the benchmarks were cancelled"},
};
// clang-format on

/// True when every `{i}` in \p text names one of \p args and, where \p all, each of them
/// appears. A `{` not followed by a digit and `}` is text.
constexpr bool placesArgs(std::string_view text, const Args &args, bool all)
{
    std::array<bool, 6> used{};
    for (std::size_t i = 0; i + 2 < text.size(); ++i) {
        if (text[i] != '{' || text[i + 1] < '0' || text[i + 1] > '9' || text[i + 2] != '}')
            continue;
        const auto index = static_cast<std::size_t>(text[i + 1] - '0');
        if (index >= args.count)
            return false;
        used[index] = true;
    }
    for (std::size_t i = 0; all && i < args.count; ++i) {
        if (!used[i])
            return false;
    }
    return true;
}

constexpr bool placesEveryArg()
{
    for (const Row &row : kRows) {
        if (!placesArgs(row.text, row.args, true) || !placesArgs(row.withoutLast, row.args, false))
            return false;
    }
    return true;
}

static_assert(detail::inEnumOrder<DiagCode>(kRows, [](const Row &row) { return row.code; }),
              "kRows must have one row for every DiagCode, in the enumeration's order");
static_assert(detail::namedApart(kRows, [](const Row &row) { return row.name; }),
              "every DiagCode needs a name of its own");
static_assert(placesEveryArg(), "a sentence must place each argument of its code, and no other");

/// One DiagTerm: its stable name and its English words.
struct TermRow
{
    DiagTerm term;
    const char *name;
    const char *text;
};

/// Every term, in DiagTerm's order (checked below).
constexpr TermRow kTerms[] = {
    {DiagTerm::Number, "number", "a number"},
    {DiagTerm::WholeNumber, "whole_number", "a whole number"},
    {DiagTerm::String, "string", "a string"},
    {DiagTerm::Boolean, "boolean", "a boolean"},
    {DiagTerm::TrueOrFalse, "true_or_false", "true or false"},
    {DiagTerm::Object, "object", "an object"},
    {DiagTerm::Array, "array", "an array"},
    {DiagTerm::Null, "null", "null"},
    {DiagTerm::List, "list", "a list"},
    {DiagTerm::ListOfStrings, "list_of_strings", "a list of strings"},
    {DiagTerm::ListOfLayers, "list_of_layers", "a list of layers"},
    {DiagTerm::ListOfModuleNames, "list_of_module_names", "a list of at least one module name"},
    {DiagTerm::EmptyList, "empty_list", "an empty list"},
    {DiagTerm::MatmulShape, "matmul_shape", "an array of three sizes [M, N, K]"},
    {DiagTerm::Activations, "activations", "activations"},
    {DiagTerm::ModelStates, "model_states", "model states"},
    {DiagTerm::ClusterGpus, "cluster_gpus", "the cluster's GPUs"},
    {DiagTerm::DataParallelOnly, "data_parallel_only", "1 (generic models train data-parallel)"},
};

static_assert(detail::inEnumOrder<DiagTerm>(kTerms, [](const TermRow &row) { return row.term; }),
              "kTerms must have one row for every DiagTerm, in the enumeration's order");
static_assert(detail::namedApart(kTerms, [](const TermRow &row) { return row.name; }),
              "every DiagTerm needs a name of its own");

const Row *rowOf(DiagCode code)
{
    const auto index = static_cast<std::size_t>(code);
    return index < std::size(kRows) ? &kRows[index] : nullptr;
}

/// Argument \p i of \p d on one line: arguments quote the input, which may hold controls.
std::string arg(const Diagnostic &d, std::size_t i)
{
    return i < d.args.size() ? printableLine(d.args[i]) : std::string("?");
}

/// \p number ("2000000", "999.5") with the digits before its point grouped by commas
/// ("2,000,000"); anything but digits and a point as it is.
std::string groupedAsGiven(const std::string &number)
{
    const std::size_t point = std::min(number.find('.'), number.size());
    if (point == 0 || number.find_first_not_of("0123456789.") != std::string::npos)
        return number;
    std::string out;
    for (std::size_t i = 0; i < point; ++i) {
        if (i > 0 && (point - i) % 3 == 0)
            out += ',';
        out += number[i];
    }
    return out + number.substr(point);
}

/// Argument \p i of \p d as \p row says to write it.
std::string written(const Row &row, const Diagnostic &d, std::size_t i)
{
    if (row.args.kinds[i] == Term && i < d.args.size()) {
        if (const std::optional<DiagTerm> term = termFromName(d.args[i]))
            return termText(*term);
    }
    if (row.args.kinds[i] == Dollars)
        return groupedAsGiven(arg(d, i));
    return arg(d, i);
}

} // namespace

const char *termName(DiagTerm term)
{
    const auto index = static_cast<std::size_t>(term);
    return index < std::size(kTerms) ? kTerms[index].name : "";
}

std::optional<DiagTerm> termFromName(std::string_view name)
{
    for (const TermRow &row : kTerms) {
        if (name == row.name)
            return row.term;
    }
    return std::nullopt;
}

const char *termText(DiagTerm term)
{
    const auto index = static_cast<std::size_t>(term);
    return index < std::size(kTerms) ? kTerms[index].text : "";
}

std::string groupedWhole(double value)
{
    char digits[64];
    std::snprintf(digits, sizeof digits, "%.0f", std::round(std::abs(value)));
    const std::string text = digits;
    std::string grouped = value < 0 && text != "0" ? "-" : "";
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i > 0 && (text.size() - i) % 3 == 0)
            grouped += ',';
        grouped += text[i];
    }
    return grouped;
}

std::string moneyArgument(double usd)
{
    const std::string whole = groupedWhole(usd);
    return whole.front() == '-' ? "-$" + whole.substr(1) : "$" + whole;
}

std::string describe(const Diagnostic &d)
{
    const Row *row = rowOf(d.code);
    if (row == nullptr)
        return "unknown problem";
    const bool lastGiven
        = row->args.count == 0
          || (d.args.size() >= row->args.count && !d.args[row->args.count - 1].empty());
    const std::string_view text
        = row->withoutLast.empty() || lastGiven ? row->text : row->withoutLast;
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '{' && i + 2 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9'
            && text[i + 2] == '}') {
            out += written(*row, d, static_cast<std::size_t>(text[i + 1] - '0'));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string lastErrorLine(const std::vector<Diagnostic> &issues)
{
    for (auto it = issues.rbegin(); it != issues.rend(); ++it) {
        if (it->severity == Severity::Error)
            return formatLine(*it);
    }
    return {};
}

std::string formatLine(const Diagnostic &d)
{
    return d.field.empty() ? describe(d) : printableLine(d.field) + ": " + describe(d);
}

const char *codeName(DiagCode code)
{
    const Row *row = rowOf(code);
    return row != nullptr ? row->name : "unknown";
}

const char *severityName(Severity severity)
{
    return enumName(severity);
}

} // namespace scaleplan::engine
