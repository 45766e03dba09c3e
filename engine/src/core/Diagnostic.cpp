// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/InertText.h"

namespace scaleplan::engine {

namespace {

/// Argument \p i of \p d on one line: arguments quote the input, which may hold controls.
std::string arg(const Diagnostic &d, std::size_t i)
{
    return i < d.args.size() ? printableLine(d.args[i]) : std::string("?");
}

} // namespace

std::string describe(const Diagnostic &d)
{
    switch (d.code) {
    case DiagCode::MalformedJson:
        return "the file is not valid JSON (" + arg(d, 0) + ")";
    case DiagCode::NotAnObject:
        return "the file must hold one JSON object ({ ... })";
    case DiagCode::UnknownKey:
        if (d.args.size() > 1 && !d.args[1].empty())
            return "unknown key \"" + arg(d, 0) + "\"; write \"" + arg(d, 1)
                   + "\" if that is what was meant";
        return "unknown key \"" + arg(d, 0) + "\"; check its spelling against the scenario format";
    case DiagCode::WrongType:
        return "must be " + arg(d, 0) + ", not " + arg(d, 1);
    case DiagCode::NotFinite:
        return "must be a finite number";
    case DiagCode::NotInteger:
        return arg(d, 0) + " must be a whole number";
    case DiagCode::OutOfRange:
        return arg(d, 0) + " is out of range; use a value from " + arg(d, 1) + " to " + arg(d, 2);
    case DiagCode::MustBePositive:
        return arg(d, 0) + " must be greater than zero";
    case DiagCode::UnknownValue:
        return "\"" + arg(d, 0) + "\" is not one of " + arg(d, 1);
    case DiagCode::Missing:
        return "is required";
    case DiagCode::WrongFormat:
        return "is \"" + arg(d, 0) + "\"; this file must have \"format\": \"" + arg(d, 1) + "\"";
    case DiagCode::UnsupportedVersion:
        return "version " + arg(d, 0) + " is not supported; this program reads version "
               + arg(d, 1);
    case DiagCode::UnknownPreset:
        return "unknown preset \"" + arg(d, 0) + "\"; `scaleplan-cli catalog` lists the presets";
    case DiagCode::UnknownGpu:
        return "unknown GPU \"" + arg(d, 0) + "\"; `scaleplan-cli catalog` lists the GPU ids";
    case DiagCode::UnknownInstance:
        return "unknown instance \"" + arg(d, 0)
               + "\"; `scaleplan-cli catalog` lists the instance ids";
    case DiagCode::UnsupportedArchitecture:
        return "architecture \"" + arg(d, 0) + "\" is not supported; supported: " + arg(d, 1);
    case DiagCode::AttentionLayerPattern:
        return "mixes full and sliding-window layers in a pattern Scaleplan does not model; it "
               "models every layer windowed, or one full-attention layer after every N - 1 "
               "windowed ones (Gemma 2: N = 2, Gemma 3: N = 6)";
    case DiagCode::DenseLayersInMoe:
        return "makes layers of this mixture-of-experts model dense other than the leading "
               "ones; Scaleplan models leading dense layers and experts in every layer after "
               "them";
    case DiagCode::HfTextModelOnly:
        return "only the language model was imported; the vision encoder is not part of the "
               "estimate";
    case DiagCode::HfPartialRotary:
        return "rotary embeddings turn " + arg(d, 0)
               + "% of each head; the estimate prices the rotary pass over all of it";
    case DiagCode::HfLongestContext:
        return "is the longest context the model takes (" + arg(d, 0)
               + " tokens), usually reached by long-context training after pre-training at a "
                 "few thousand (DeepSeek-V3: 4,096; Llama 3.1: 8,192); set model.seq_len to "
                 "the length your run trains at";
    case DiagCode::HfPredictionModulesLeftOut:
        return "the " + arg(d, 0)
               + " multi-token prediction module(s) trained beside the model (a transformer "
                 "block each) are left out of the estimate";
    case DiagCode::NotDivisible:
        return arg(d, 0) + " does not divide " + arg(d, 1) + " (" + arg(d, 2) + ")";
    case DiagCode::DpMismatch:
        return arg(d, 0) + " does not match GPUs / (tp * pp * cp) = " + arg(d, 2) + " / ("
               + arg(d, 3) + " * " + arg(d, 4) + " * " + arg(d, 5) + ") = " + arg(d, 1)
               + "; leave dp out to derive it";
    case DiagCode::ContextParallelNeedsFlash:
        return "context parallelism passes keys and values between the blocks of a fused "
               "attention kernel; set training.flash_attention to true or parallel.cp to 1";
    case DiagCode::ExpertParallelNeedsExperts:
        return "expert parallelism spreads the experts of a mixture-of-experts model and this "
               "model has one MLP a layer; set model.experts above 1 or parallel.ep to 1";
    case DiagCode::ExpertParallelNeedsSequenceParallel:
        return "Megatron-Core runs expert parallelism with tensor parallelism only under "
               "sequence parallelism; set parallel.sequence_parallel to true, parallel.tp or "
               "parallel.ep to 1";
    case DiagCode::BatchNotDivisible:
        return arg(d, 0) + " is not a multiple of dp * micro_batch = " + arg(d, 1) + " * "
               + arg(d, 2);
    case DiagCode::TooManyStages:
        return "pp * virtual_stages = " + arg(d, 0) + " exceeds model.layers (" + arg(d, 1) + ")";
    case DiagCode::RecomputeLayersNeedsFull:
        return "counts the layers that full recomputation rebuilds, but training.recompute is \""
               + arg(d, 0) + "\"; set training.recompute to \"full\" or remove this field";
    case DiagCode::RecomputeModulesNeedSelective:
        return "name what selective recomputation rebuilds, but training.recompute is \""
               + arg(d, 0) + "\"; set training.recompute to \"selective\" or remove this field";
    case DiagCode::EveryOtherMatmulUnsupported:
        return "recomputes every other matrix product of a dense layer with ordinary attention "
               "(torchtitan's op-level policy), which "
               + arg(d, 0) + " is not; remove it or set training.selective_policy to \"parts\"";
    case DiagCode::RecomputeLayersOverChunk:
        return arg(d, 0) + " layers are more than a pipeline chunk holds (" + arg(d, 1)
               + " = model.layers / (parallel.pp x parallel.virtual_stages)); use 1 to " + arg(d, 1)
               + ", or remove the field to recompute every layer";
    case DiagCode::TokensForGenericModel:
        return "counts tokens, but a generic model trains on samples; give training.samples "
               "(or training.steps) instead";
    case DiagCode::ClusterForm:
        return "give either \"instance\" (a catalog instance) or \"gpu\" with \"gpus_per_node\" "
               "and \"inter_node_gbps\" (a described cluster), not both";
    case DiagCode::OutOfMemory:
        return "needs " + arg(d, 0) + " GB per GPU but CUDA can allocate " + arg(d, 1)
               + " GB on the GPU; " + arg(d, 2) + " dominate: change this field to fit";
    case DiagCode::NoPrice:
        return "no price is known for this cluster, so the cost counts storage and transfer only, "
               "not the nodes; set a price per node-hour";
    case DiagCode::PriceSnapshot:
        return "price from " + arg(d, 0);
    case DiagCode::HeldOutSlowerLayout:
        return "held-out measurements of layouts like this one (tensor parallelism 2-4 with data "
               "parallelism of 16 or more; vTrain, "
               + arg(d, 0) + " layouts of GPT 3.6B-39B on A100s) took a median " + arg(d, 1)
               + "% and up to " + arg(d, 2)
               + "% longer than estimated: read the time as optimistic";
    case DiagCode::HeldOutSlowerMoe:
        return "published mixture-of-experts runs (Megatron-Bridge, " + arg(d, 0)
               + " runs of GPT-OSS 120B, Qwen3 and DeepSeek-V3 on H100 and B200) took " + arg(d, 1)
               + " to " + arg(d, 2)
               + " times the estimated time, more the smaller the experts (host-side routing "
                 "work is not modelled): read the time as optimistic";
    case DiagCode::HeldOutSlowerSharding:
        return "the only published ZeRO-3 runs sharded over this many nodes (DeepSpeed, 2021: "
               + arg(d, 0) + " runs of GPT 175B and 530B on 48-280 nodes of A100s) took "
               + arg(d, 1) + " to " + arg(d, 2)
               + " times the estimated time; the FSDP runs the estimate was checked against span "
                 "at most "
               + arg(d, 3)
               + " nodes: read the time as optimistic, or shard over fewer nodes "
                 "(parallel.zero_shard_group)";
    case DiagCode::SequenceParallelNoEffect:
        return "sequence parallelism has no effect with tp = 1";
    case DiagCode::PpOverlapNoEffect:
        return "has no effect: Megatron-Core overlaps pipeline sends only in its interleaved "
               "schedule (pp above 1, virtual_stages above 1, pipeline_engine megatron)";
    case DiagCode::EpOverlapNoEffect:
        return "has no effect: it pairs one micro-batch's expert-parallel all-to-alls with "
               "another's compute, so it needs parallel.ep above 1 and at least two "
               "micro-batches a step";
    case DiagCode::GradientBucketsNoEffect:
        return "has no effect: only a plain data-parallel all-reduce (parallel.zero 0) keeps "
               "PyTorch DDP's bucket copies; ZeRO shards the gradients itself";
    case DiagCode::ExpertCapacityNoEffect:
        return "has no effect: the model has no routed experts whose buffers a capacity "
               "pads; set model.experts above 1 or remove the capacity factor";
    case DiagCode::RecomputeModuleNoEffect:
        return "\"" + arg(d, 0)
               + "\" has no effect: the model has no such part (mla_up_proj needs latent "
                 "attention, mlp dense layers, moe and moe_act experts, shared_experts shared "
                 "experts); remove it from the list";
    case DiagCode::ExpertDispatcherNoEffect:
        return "has no effect: it dispatches routed tokens between expert-parallel ranks, so "
               "it needs model.experts and parallel.ep above 1";
    case DiagCode::TpOverlapNoEffect:
        return "has no effect: Transformer Engine overlaps tensor-parallel communication only "
               "with sequence parallelism and tp from 2 to the GPUs of one node ("
               + arg(d, 0) + ")";
    case DiagCode::PipelineUnderfilled:
        return "only " + arg(d, 0) + " micro-batches for " + arg(d, 1)
               + " pipeline stages; raise the global batch or lower pp";
    case DiagCode::MemoryPressure:
        return "needs " + arg(d, 0) + " of the " + arg(d, 1) + " GB CUDA can allocate (" + arg(d, 2)
               + ") while ZeRO-3 (FSDP) gathers and frees parameters every layer: this full, "
                 "PyTorch's caching allocator flushes its cache and retries allocations, which "
                 "stalls the GPU, and published FSDP runs ran 5-16% slower than estimated; "
                 "change this field to leave memory free";
    case DiagCode::BubbleLarge:
        return "the pipeline bubble takes " + arg(d, 0)
               + " of the step; more micro-batches or virtual stages shrink it";
    case DiagCode::CommunicationBound:
        return "communication that compute cannot hide takes " + arg(d, 0) + " of the step";
    case DiagCode::HostBound:
        return "the GPU waits " + arg(d, 0)
               + " of the step for the host to issue its kernels: each layer's work is too "
                 "small; a larger micro-batch or less tensor parallelism gives the GPU more "
                 "per kernel, and CUDA graphs (training.cuda_graphs) remove the wait";
    case DiagCode::NeverFinishes:
        return "interruptions (" + arg(d, 0) + " per hour, " + arg(d, 1)
               + " h lost each) leave almost no progress; use fewer spot nodes, a shorter "
                 "checkpoint interval or faster restarts";
    case DiagCode::UnevenStages:
        return arg(d, 0) + " layers do not split evenly over " + arg(d, 1)
               + " stages; the heaviest stage sets the pace";
    case DiagCode::CompressionNotAllReduce:
        return arg(d, 0)
               + " gradients cannot be summed in flight, so they are all-gathered: "
                 "the traffic grows with dp ("
               + arg(d, 1) + ")";
    case DiagCode::ExpertTpNeedsExperts:
        return "expert tensor parallelism splits the routed experts of a mixture-of-experts "
               "model and this model has none; set model.experts above 1 or remove "
               "parallel.expert_tp";
    case DiagCode::DenseLayersNeedExperts:
        return "only a mixture of experts has dense layers beside its expert layers; set "
               "model.experts above 1, or model.dense_layers to 0 and "
               "model.expert_layer_interval to 1";
    case DiagCode::ChunkedNeedsWindow:
        return "makes the windowed layers attend within chunks of model.attention_window tokens "
               "and this model has no window; set model.attention_window to the chunk length "
               "or remove model.attention_chunked";
    case DiagCode::GeluFormNeedsGelu:
        return "is the form of a GELU activation and this MLP is SwiGLU; set model.mlp to "
               "\"gelu\" or remove model.gelu_form";
    case DiagCode::DenseFfnNeedsDenseLayers:
        return "is the width of a mixture of experts' dense layers and this model has none; "
               "set model.dense_layers or model.expert_layer_interval, or remove "
               "model.dense_ffn_hidden";
    case DiagCode::LatentNeedsKvLoraRank:
        return "belongs to multi-head latent attention, which model.kv_lora_rank turns on; set "
               "model.kv_lora_rank or remove this field";
    case DiagCode::TpOverlapNeedsFusedKernels:
        return "has no effect: Transformer Engine overlaps the tensor-parallel communication of "
               "its own modules, and eager PyTorch modules (training.kernels) overlap none; set "
               "training.kernels to \"fused\" or turn the overlap off";
    case DiagCode::EagerKernelsFp8:
        return "eager PyTorch modules do not train in fp8: fp8 products run in Transformer "
               "Engine's modules, which fuse the element-wise work as well; set "
               "training.kernels to \"fused\" or training.precision to bf16";
    case DiagCode::AutocastFp8:
        return "PyTorch's autocast has no fp8: fp8 products run in Transformer Engine's "
               "fp8_autocast, over 16-bit weights with an fp32 main copy; set "
               "training.mixed_precision to \"main_copy\" or training.precision to bf16";
    case DiagCode::AutocastNoEffect:
        return "has no effect in fp32 training: autocast casts fp32 weights to 16 bits for "
               "each matrix product; set training.precision to bf16 or fp16, or "
               "training.mixed_precision to \"main_copy\"";
    case DiagCode::AutocastCopiesUnsharded:
        return "autocast keeps the 16-bit copy of every layer's weights for the backward pass, "
               + arg(d, 0)
               + " GB a GPU that ZeRO-3 does not shard (FSDP frees its gathered fp32 weights, "
                 "not their casts); FSDP with a MixedPrecision policy gathers 16-bit weights: set "
                 "training.mixed_precision to \"main_copy\", or training.recompute to full";
    case DiagCode::LatentKvHeads:
        return arg(d, 0) + " key/value heads: latent attention gives each of the " + arg(d, 1)
               + " heads its own key and value; set model.kv_heads to model.heads";
    case DiagCode::ExpertTpNeedsSequenceParallel:
        return "experts split over fewer ranks than tp take each rank's share of the tokens "
               "from sequence parallelism; set parallel.sequence_parallel to true or "
               "parallel.expert_tp to tp";
    case DiagCode::CompressionNoEffect:
        return "has no effect: " + arg(d, 0)
               + " compresses the all-reduce of gradients, and this layout has none (no data "
                 "parallelism, or ZeRO over all of dp reduce-scatters them, which only fp16 "
                 "compresses); use fp16, ZeRO 0 or a ZeRO shard group smaller than dp";
    case DiagCode::NoPowerFigure:
        return "no published board power for " + arg(d, 0)
               + ", so energy is reported as zero; add tdp_w in a user catalog";
    case DiagCode::NoScaleUpFigure:
        return "no GPU-to-GPU bandwidth for " + arg(d, 0)
               + ", so GPUs in a node are taken to talk over PCIe Gen4 x16 (31 GB/s); add "
                 "scaleup_gbs_unidir in a user catalog";
    case DiagCode::NoSmCount:
        return "no SM count for " + arg(d, 0)
               + ", so matrix products are not rounded to whole waves and the SMs that "
                 "overlapped communication holds are not charged; add sm_count in a user "
                 "catalog";
    case DiagCode::AttentionKernelUnsupported:
        return arg(d, 0) + " needs compute capability " + arg(d, 1) + " or newer and " + arg(d, 2)
               + " has " + arg(d, 3)
               + ", so no run on this GPU can use it; choose an attention kernel this GPU supports";
    case DiagCode::PrecisionUnsupported:
        return arg(d, 1) + " has no " + arg(d, 0) + " tensor cores, so no run on this GPU can use "
               + arg(d, 0) + " products; the estimate runs them at its " + arg(d, 2)
               + " rate; set training.precision to " + arg(d, 3);
    case DiagCode::InterleaveMicroBatches:
        return "the interleaved schedule needs the micro-batches per step (" + arg(d, 0)
               + ") to be a multiple of pp (" + arg(d, 1)
               + "), which Megatron-LM checks before it starts; change training.global_batch or "
                 "training.micro_batch, or set parallel.virtual_stages to 1";

    // -- codes of report --

    // -- codes of launch --
    case DiagCode::LaunchNeedsTransformer:
        return arg(d, 0)
               + " needs a transformer model (layers, hidden, heads); choose a "
                 "transformer preset or another launch target";
    case DiagCode::LaunchUnsupported:
        return arg(d, 0) + " cannot run the value " + arg(d, 1) + "; use one of " + arg(d, 2)
               + " or another launch target";
    case DiagCode::LaunchUnevenLayers:
        return arg(d, 0) + " needs the " + arg(d, 1)
               + " layers to split evenly over pp * "
                 "virtual_stages = "
               + arg(d, 2)
               + " pipeline chunks; change parallel.pp or "
                 "parallel.virtual_stages";

    // -- codes of planner --
    case DiagCode::PlanNoLayout:
        return "no parallel layout of the cluster's GPUs divides the global batch (" + arg(d, 0)
               + "); change cluster.nodes or training.global_batch";
    case DiagCode::PlanNothingFits:
        return "no layout fits in GPU memory: the closest needs " + arg(d, 0)
               + " GB per GPU against the " + arg(d, 1)
               + " GB CUDA can allocate; add nodes, choose GPUs with more memory or a smaller "
                 "model";
    case DiagCode::PlanOverBudget:
        return "no plan meets --budget-usd " + arg(d, 0) + ": the cheapest feasible plan costs "
               + arg(d, 1) + " (" + arg(d, 2) + "x)";
    case DiagCode::PlanPastDeadline:
        return "no plan meets --deadline-h " + arg(d, 0) + ": the fastest feasible plan takes "
               + arg(d, 1) + " h (" + arg(d, 2) + "x)";
    case DiagCode::PlanBudgetAndDeadline:
        return "no plan meets both --budget-usd " + arg(d, 0) + " and --deadline-h " + arg(d, 1)
               + ": the cheapest plan within the deadline costs " + arg(d, 2) + " (" + arg(d, 3)
               + "x the budget)";
    case DiagCode::PlanOverBudgetAndPastDeadline:
        return "no plan meets --budget-usd " + arg(d, 0) + " nor --deadline-h " + arg(d, 3)
               + ": the cheapest feasible plan costs " + arg(d, 1) + " (" + arg(d, 2)
               + "x), the fastest takes " + arg(d, 4) + " h (" + arg(d, 5) + "x)";

    // -- codes of risk and calibration --
    case DiagCode::CsvNoHeader:
        return "the first line must name the columns, e.g. gpus,step_time_s";
    case DiagCode::CsvMissingColumn:
        return "the header has no column " + arg(d, 0) + "; add it";
    case DiagCode::CsvUnknownColumn:
        return "unknown column \"" + arg(d, 0) + "\"; use one of " + arg(d, 1);
    case DiagCode::CsvFieldCount:
        return "has " + arg(d, 0) + " fields but the header names " + arg(d, 1)
               + " columns; give one value per column, separated by commas";
    case DiagCode::CsvNotANumber:
        return "\"" + arg(d, 0) + "\" is not a number; write a plain number such as 1.25";
    case DiagCode::CsvTooFewRows:
        return "only " + arg(d, 0) + " measurements; give at least " + arg(d, 1)
               + " (e.g. 1, 2, 4 and 8 GPUs)";
    case DiagCode::CsvRowInvalid:
        return "this layout cannot run the scenario: " + arg(d, 0);
    case DiagCode::CsvSemicolons:
        return "the fields are separated by semicolons, as spreadsheets save CSV where numbers "
               "take decimal commas; save it with commas between fields and points in numbers "
               "(e.g. 0.52)";

    // -- codes of probe --
    case DiagCode::ProbeDriverMissing:
        return "no NVIDIA driver: " + arg(d, 0) + " could not be loaded (" + arg(d, 1)
               + "); install the NVIDIA driver to probe this machine's GPUs";
    case DiagCode::ProbeDriverTooOld:
        return "the NVIDIA driver supports CUDA " + arg(d, 0) + " but the probe needs CUDA "
               + arg(d, 1) + " or newer; update the driver";
    case DiagCode::ProbeNoDevice:
        return "the NVIDIA driver is installed but sees no GPU; check CUDA_VISIBLE_DEVICES "
               "and that the GPU is seated and powered";
    case DiagCode::ProbePermissionDenied:
        return "access to the GPU was refused (" + arg(d, 0)
               + "); add your user to the group that owns /dev/nvidia* or ask the administrator";
    case DiagCode::ProbeMigSlice:
        return arg(d, 0)
               + " is split into MIG instances: the figures are those of a slice, "
                 "not of the whole GPU";
    case DiagCode::ProbeCallFailed:
        return arg(d, 0) + " failed (" + arg(d, 1) + ")";
    case DiagCode::ProbeCublasMissing:
        return "cuBLAS (libcublas.so.13, .12 or .11) is not installed, so the matrix-multiply "
               "benchmark was skipped; install the CUDA toolkit's cuBLAS to run it";
    case DiagCode::ProbeCancelled:
        return "the benchmarks were cancelled";
    }
    return "unknown problem";
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
    switch (code) {
    case DiagCode::MalformedJson:
        return "malformed_json";
    case DiagCode::NotAnObject:
        return "not_an_object";
    case DiagCode::UnknownKey:
        return "unknown_key";
    case DiagCode::WrongType:
        return "wrong_type";
    case DiagCode::NotFinite:
        return "not_finite";
    case DiagCode::NotInteger:
        return "not_integer";
    case DiagCode::OutOfRange:
        return "out_of_range";
    case DiagCode::MustBePositive:
        return "must_be_positive";
    case DiagCode::UnknownValue:
        return "unknown_value";
    case DiagCode::Missing:
        return "missing";
    case DiagCode::WrongFormat:
        return "wrong_format";
    case DiagCode::UnsupportedVersion:
        return "unsupported_version";
    case DiagCode::UnknownPreset:
        return "unknown_preset";
    case DiagCode::UnknownGpu:
        return "unknown_gpu";
    case DiagCode::UnknownInstance:
        return "unknown_instance";
    case DiagCode::UnsupportedArchitecture:
        return "unsupported_architecture";
    case DiagCode::AttentionLayerPattern:
        return "attention_layer_pattern";
    case DiagCode::DenseLayersInMoe:
        return "dense_layers_in_moe";
    case DiagCode::HfTextModelOnly:
        return "hf_text_model_only";
    case DiagCode::HfPartialRotary:
        return "hf_partial_rotary";
    case DiagCode::HfPredictionModulesLeftOut:
        return "hf_prediction_modules_left_out";
    case DiagCode::HfLongestContext:
        return "hf_longest_context";
    case DiagCode::NotDivisible:
        return "not_divisible";
    case DiagCode::DpMismatch:
        return "dp_mismatch";
    case DiagCode::ContextParallelNeedsFlash:
        return "context_parallel_needs_flash";
    case DiagCode::ExpertParallelNeedsExperts:
        return "expert_parallel_needs_experts";
    case DiagCode::ExpertParallelNeedsSequenceParallel:
        return "expert_parallel_needs_sequence_parallel";
    case DiagCode::BatchNotDivisible:
        return "batch_not_divisible";
    case DiagCode::TooManyStages:
        return "too_many_stages";
    case DiagCode::RecomputeLayersNeedsFull:
        return "recompute_layers_needs_full";
    case DiagCode::RecomputeLayersOverChunk:
        return "recompute_layers_over_chunk";
    case DiagCode::RecomputeModulesNeedSelective:
        return "recompute_modules_need_selective";
    case DiagCode::EveryOtherMatmulUnsupported:
        return "every_other_matmul_unsupported";
    case DiagCode::TokensForGenericModel:
        return "tokens_for_generic_model";
    case DiagCode::ClusterForm:
        return "cluster_form";
    case DiagCode::OutOfMemory:
        return "out_of_memory";
    case DiagCode::NoPrice:
        return "no_price";
    case DiagCode::PriceSnapshot:
        return "price_snapshot";
    case DiagCode::HeldOutSlowerLayout:
        return "held_out_slower_layout";
    case DiagCode::HeldOutSlowerMoe:
        return "held_out_slower_moe";
    case DiagCode::HeldOutSlowerSharding:
        return "held_out_slower_sharding";
    case DiagCode::SequenceParallelNoEffect:
        return "sequence_parallel_no_effect";
    case DiagCode::TpOverlapNoEffect:
        return "tp_overlap_no_effect";
    case DiagCode::PpOverlapNoEffect:
        return "pp_overlap_no_effect";
    case DiagCode::EpOverlapNoEffect:
        return "ep_overlap_no_effect";
    case DiagCode::GradientBucketsNoEffect:
        return "gradient_buckets_no_effect";
    case DiagCode::ExpertCapacityNoEffect:
        return "expert_capacity_no_effect";
    case DiagCode::ExpertDispatcherNoEffect:
        return "expert_dispatcher_no_effect";
    case DiagCode::RecomputeModuleNoEffect:
        return "recompute_module_no_effect";
    case DiagCode::PipelineUnderfilled:
        return "pipeline_underfilled";
    case DiagCode::MemoryPressure:
        return "memory_pressure";
    case DiagCode::BubbleLarge:
        return "bubble_large";
    case DiagCode::CommunicationBound:
        return "communication_bound";
    case DiagCode::HostBound:
        return "host_bound";
    case DiagCode::NeverFinishes:
        return "never_finishes";
    case DiagCode::UnevenStages:
        return "uneven_stages";
    case DiagCode::CompressionNotAllReduce:
        return "compression_not_all_reduce";
    case DiagCode::CompressionNoEffect:
        return "compression_no_effect";
    case DiagCode::ExpertTpNeedsExperts:
        return "expert_tp_needs_experts";
    case DiagCode::ExpertTpNeedsSequenceParallel:
        return "expert_tp_needs_sequence_parallel";
    case DiagCode::DenseLayersNeedExperts:
        return "dense_layers_need_experts";
    case DiagCode::DenseFfnNeedsDenseLayers:
        return "dense_ffn_needs_dense_layers";
    case DiagCode::GeluFormNeedsGelu:
        return "gelu_form_needs_gelu";
    case DiagCode::ChunkedNeedsWindow:
        return "chunked_needs_window";
    case DiagCode::LatentNeedsKvLoraRank:
        return "latent_needs_kv_lora_rank";
    case DiagCode::EagerKernelsFp8:
        return "eager_kernels_fp8";
    case DiagCode::TpOverlapNeedsFusedKernels:
        return "tp_overlap_needs_fused_kernels";
    case DiagCode::AutocastFp8:
        return "autocast_fp8";
    case DiagCode::AutocastNoEffect:
        return "autocast_no_effect";
    case DiagCode::AutocastCopiesUnsharded:
        return "autocast_copies_unsharded";
    case DiagCode::LatentKvHeads:
        return "latent_kv_heads";
    case DiagCode::NoPowerFigure:
        return "no_power_figure";
    case DiagCode::NoScaleUpFigure:
        return "no_scale_up_figure";
    case DiagCode::NoSmCount:
        return "no_sm_count";
    case DiagCode::AttentionKernelUnsupported:
        return "attention_kernel_unsupported";
    case DiagCode::InterleaveMicroBatches:
        return "interleave_micro_batches";
    case DiagCode::PrecisionUnsupported:
        return "precision_unsupported";

    // -- codes of report --

    // -- codes of launch --
    case DiagCode::LaunchNeedsTransformer:
        return "launch_needs_transformer";
    case DiagCode::LaunchUnsupported:
        return "launch_unsupported";
    case DiagCode::LaunchUnevenLayers:
        return "launch_uneven_layers";

    // -- codes of planner --
    case DiagCode::PlanNoLayout:
        return "plan_no_layout";
    case DiagCode::PlanNothingFits:
        return "plan_nothing_fits";
    case DiagCode::PlanOverBudget:
        return "plan_over_budget";
    case DiagCode::PlanPastDeadline:
        return "plan_past_deadline";
    case DiagCode::PlanBudgetAndDeadline:
        return "plan_budget_and_deadline";
    case DiagCode::PlanOverBudgetAndPastDeadline:
        return "plan_over_budget_and_past_deadline";

    // -- codes of risk and calibration --
    case DiagCode::CsvNoHeader:
        return "csv_no_header";
    case DiagCode::CsvMissingColumn:
        return "csv_missing_column";
    case DiagCode::CsvUnknownColumn:
        return "csv_unknown_column";
    case DiagCode::CsvFieldCount:
        return "csv_field_count";
    case DiagCode::CsvNotANumber:
        return "csv_not_a_number";
    case DiagCode::CsvTooFewRows:
        return "csv_too_few_rows";
    case DiagCode::CsvRowInvalid:
        return "csv_row_invalid";
    case DiagCode::CsvSemicolons:
        return "csv_semicolons";

    // -- codes of probe --
    case DiagCode::ProbeDriverMissing:
        return "driver_missing";
    case DiagCode::ProbeDriverTooOld:
        return "driver_too_old";
    case DiagCode::ProbeNoDevice:
        return "no_device";
    case DiagCode::ProbePermissionDenied:
        return "permission_denied";
    case DiagCode::ProbeMigSlice:
        return "mig_slice";
    case DiagCode::ProbeCallFailed:
        return "call_failed";
    case DiagCode::ProbeCublasMissing:
        return "cublas_missing";
    case DiagCode::ProbeCancelled:
        return "cancelled";
    }
    return "unknown";
}

const char *severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "info";
    }
    return "error";
}

} // namespace scaleplan::engine
