// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Scenario.h
/// \brief The scenario: everything a user chooses about one training run.
///
/// Plain value types mirroring the scenario file format
/// (`"format": "scaleplan.scenario", "version": 1`). Units follow the field names:
/// `...Gb` gigabytes (1e9 bytes), `...Gbps` gigabits per second, `...H` hours,
/// `...Usd` US dollars. An unset optional means "take the documented default".

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace scaleplan::engine {

/// Whether the model is described by its transformer shape or only by its totals.
enum class ModelKind { Transformer, Generic };

/// Feed-forward block: GELU has two matrices, SwiGLU three.
enum class MlpKind { Gelu, SwiGlu };

/// How a GELU MLP's activation is written (Scaleplan addition `model.gelu_form`): one
/// kernel (PyTorch's F.gelu, exact or tanh; Megatron-LM's fused bias-GELU), or the tanh
/// approximation written out in eight PyTorch operations (Hugging Face's `gelu_new`,
/// NewGELUActivation: GPT-2, GPT-J, GPT-Neo, CodeGen, Phi). It matters only where the
/// operations run eagerly (training.kernels "eager"); fused or compiled, it is one pass.
enum class GeluForm { Kernel, WrittenOut };

/// The layers that add a bias vector: every linear layer and LayerNorm (GPT-2, GPT-3, OPT,
/// BLOOM; Megatron-LM's default), only the query/key/value projection (Qwen2), no linear
/// layer but LayerNorm (Falcon), the MLP's projections and LayerNorm but no attention
/// projection (GPT-J) or none at all (Llama, Mistral, Gemma, MPT).
enum class LinearBiases { All, Qkv, None, NormsOnly, Mlp };

/// The normalisation layers: LayerNorm (a scale, and a shift with `LinearBiases::All`,
/// `NormsOnly` or `Mlp`) or RMSNorm (a scale only).
enum class Normalization { LayerNorm, RmsNorm };

/// Norms of the queries and keys before attention (Scaleplan addition `model.qk_norms`), of
/// the model's normalization kind: none; one of a head's width shared by the heads (Qwen3,
/// Gemma 3, Phi; Megatron-LM's `--qk-layernorm`); one over the whole query projection
/// and one over the key projection (OLMo 2; Command R+ holds a scale per head and channel);
/// or an L2 norm of each head's query and key without a scale (Llama 4's
/// Llama4TextL2Norm; Megatron-LM's `--qk-l2-norm`).
enum class QkNorms { None, PerHead, Whole, L2 };

/// How a layer joins attention and MLP: one after the other, each with its own norm and
/// residual add (GPT, Llama), or side by side on the same input, their outputs added to the
/// residual together (Wang & Komatsuzaki's GPT-J, PaLM, Falcon-7B: one norm; GPT-NeoX and
/// Falcon-40B: a norm for each branch).
enum class TransformerBlock { Sequential, Parallel, ParallelTwoNorms };

/// How token positions enter the model: learned absolute embeddings (GPT-2, GPT-3, OPT;
/// seq_len x hidden parameters), rotary embeddings (Llama, GPT-NeoX) or ALiBi's attention
/// biases (MPT, BLOOM), which have no parameters.
enum class PositionEncoding { Learned, Rope, Alibi };

/// Arithmetic precision of the matrix products (and of weights and activations).
enum class Precision { Fp32, Fp16, Bf16, Fp8 };

enum class OptimizerKind { Adam, Sgd };

/// Precision of the optimizer's moments (Scaleplan addition
/// `training.optimizer_state_precision`): fp32, or bf16 as Megatron-Core's precision-aware
/// optimizer keeps them with `--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16` (Transformer
/// Engine's FusedAdam) and NeMo's distributed Adam with its state dtype set to bf16. The
/// fp32 main copy of the weights stays fp32 either way. See docs/model.md 8.1.
enum class OptimizerStatePrecision { Fp32, Bf16 };

/// How mixed precision keeps the fp32 main copy of its 16-bit weights (Scaleplan addition
/// `training.master_weights`): whole (4 bytes a parameter); as the 16 low bits the bf16
/// weight lacks (2 bytes), rebuilt exactly from weight and remainder at each step
/// (Transformer Engine's FusedAdam and Apex's DistributedFusedAdam with
/// `store_param_remainders`: Megatron-Core's precision-aware optimizer from Transformer
/// Engine 2.1, NeMo's distributed Adam in bf16); or not at all, the optimizer updating the
/// 16-bit weights in place (NeMo's distributed Adam with its state dtype bf16, which then
/// sets `store_params` off). See docs/model.md 8.1.
enum class MasterWeights { Fp32, Remainders, None };

/// Activation recomputation: none, the attention core only (Korthikanti et al. 2022), or
/// every layer from its input.
enum class Recompute { None, Selective, Full };

/// What selective recomputation rebuilds: Megatron-Core's `--recompute-modules` (Scaleplan
/// addition `training.recompute_modules`), one bit each. See docs/model.md 8.2.1.
enum class RecomputeModule : std::uint8_t {
    CoreAttention = 1U << 0U,   ///< "core_attn": the attention scores (Megatron's default)
    LayerNorm = 1U << 1U,       ///< "layernorm": the outputs of the block's two norms
    MlaUpProjection = 1U << 2U, ///< "mla_up_proj": latent attention's queries, keys, values
    Mlp = 1U << 3U,             ///< "mlp": a dense layer's MLP
    Moe = 1U << 4U,             ///< "moe": an expert layer's whole MLP
    MoeActivation = 1U << 5U,   ///< "moe_act": the routed experts' activation outputs
    SharedExperts = 1U << 6U,   ///< "shared_experts": the shared experts
};

/// How selective recomputation chooses what to rebuild (Scaleplan addition
/// `training.selective_policy`): by part, as Megatron-Core's `--recompute-modules` names them
/// (recomputeModules); or torchtitan's op-level policy (`activation_checkpoint.mode =
/// "selective"`, `selective_ac_option = "op"`), which keeps the outputs of a layer's matrix
/// products but every second one, and of its attention kernel, and rebuilds the rest. See
/// docs/model.md 8.2.2.
enum class SelectivePolicy { Parts, EveryOtherMatmul };

/// The modules by their names in scenarios and on Megatron-LM's command line.
struct RecomputeModuleName
{
    const char *name;
    RecomputeModule module;
};
inline constexpr RecomputeModuleName kRecomputeModuleNames[]
    = {{"core_attn", RecomputeModule::CoreAttention},
       {"layernorm", RecomputeModule::LayerNorm},
       {"mla_up_proj", RecomputeModule::MlaUpProjection},
       {"mlp", RecomputeModule::Mlp},
       {"moe", RecomputeModule::Moe},
       {"moe_act", RecomputeModule::MoeActivation},
       {"shared_experts", RecomputeModule::SharedExperts}};

/// The names of the RecomputeModule bits set in \p modules, in kRecomputeModuleNames' order.
inline std::vector<std::string> recomputeModuleNames(std::uint8_t modules)
{
    std::vector<std::string> names;
    for (const RecomputeModuleName &entry : kRecomputeModuleNames)
        if ((modules & static_cast<std::uint8_t>(entry.module)) != 0)
            names.emplace_back(entry.name);
    return names;
}

/// Which fused attention kernel runs when `flash_attention` is on: FlashAttention-2 (Dao
/// 2023), FlashAttention-3 or cuDNN's fused attention (Shah et al. 2024; Hopper and later),
/// FlashAttention-1 (Dao et al. 2022) or FlashAttention in Triton.
enum class AttentionKernel { Flash2, Flash3, Flash1, Triton };

/// How a layer's element-wise work runs (Scaleplan addition `training.kernels`). Fused: as
/// Megatron-LM and Transformer Engine run it (a norm, a rotary embedding, SwiGLU, a
/// bias-dropout-add each one pass; torch.compile fuses as much). Eager: each PyTorch
/// operation its own kernel, as Hugging Face Transformers' modules run without
/// torch.compile (an RMSNorm in seven kernels through fp32, the rotary embedding through
/// rotate_half on transposed views, SwiGLU's activation and product apart).
enum class KernelStyle { Fused, Eager };

/// Where a 16-bit precision keeps the weights (Scaleplan addition
/// `training.mixed_precision`). MainCopy: 16-bit weights and an fp32 main copy in the
/// optimizer, as Megatron-LM, DeepSpeed and FSDP's MixedPrecision policy run it. Autocast:
/// fp32 weights, gradients and residual stream, with torch.autocast casting each matrix
/// product's inputs to 16 bits, as Hugging Face's Trainer (`bf16=True`), Lightning's
/// "bf16-mixed" and plain PyTorch AMP run it. Only bf16 and fp16 are mixed; fp32 and fp8
/// ignore it (fp8 refuses Autocast).
enum class MixedPrecision { MainCopy, Autocast };

/// Where fp8 training takes each tensor's scale (Scaleplan addition `training.fp8_scaling`).
/// Delayed: from the amax history of earlier steps, so a tensor is cast in the pass that
/// makes it or in one pass of its own (Transformer Engine's DelayedScaling, Megatron-LM's
/// `--fp8-recipe delayed`, its default). Current: from the tensor's own amax, read in a pass
/// before the cast (Transformer Engine's Float8CurrentScaling, Megatron-LM's
/// `--fp8-recipe tensorwise`, torchao's tensorwise dynamic float8 as torchtitan runs it).
/// Other precisions ignore it.
enum class Fp8Scaling { Delayed, Current };

/// How the data-parallel gradient exchange is compressed.
enum class Compression { None, Fp16, Int8, PowerSgd, TopK };

/// The software that runs the pipeline schedule. Megatron-LM sends 1/tp of the activation
/// from each tensor-parallel rank (scatter/gather); DeepSpeed's PipelineEngine sends all of
/// it from every rank and, in bf16 with ZeRO 1, all-reduces the fp32 gradients that
/// Megatron-LM reduce-scatters.
enum class PipelineEngine { Megatron, DeepSpeed };

/// How expert-parallel ranks send tokens to their experts and back (Scaleplan addition
/// `communication.expert_dispatcher`). AllToAll: one copy of a token for each expert it is
/// routed to, straight to that expert's rank (Megatron-Core's alltoall dispatcher). DeepEp:
/// one copy for each rank that holds any of its experts, and across nodes one copy for each
/// node, sent to the rank with the same local index there and forwarded over the node's
/// link (DeepSeek-V3 Sec. 3.2.2; DeepEP's normal kernels, Megatron-Core's flex dispatcher).
enum class ExpertDispatcher { AllToAll, DeepEp };

/// Where a data-parallel all-reduce without ZeRO reduces the gradients. In place: the
/// gradients live in the buffer that is reduced (Megatron-LM's and DeepSpeed's data
/// parallelism; PyTorch DDP with gradient_as_bucket_view=True). Copied: PyTorch
/// DistributedDataParallel's default keeps its buckets beside the parameters' .grad
/// tensors, one more gradient-sized buffer, and copies into and out of them each step.
enum class GradientBuckets { InPlace, Copied };

/// The software stack that runs the training (Scaleplan addition `training.software`).
/// Unspecified: the engine's reference, what each other field says. The others give
/// their stack's defaults to the fields a scenario leaves out (softwareDefaults(),
/// Software.h) and their own traits to the estimate: gradient bucket sizes and DeepSpeed's
/// cap on gathered ZeRO-3 parameters (docs/model.md 6.9).
enum class Software { Unspecified, MegatronCore, DeepSpeed, PytorchFsdp, PytorchFsdp2, Jax };

/// The network to train. For transformers the shape; for generic models the totals.
struct ModelSpec
{
    ModelKind kind = ModelKind::Transformer;
    std::string preset;       ///< built-in preset id, empty when none
    std::int64_t layers = 0;  ///< transformer blocks
    std::int64_t hidden = 0;  ///< model width h
    std::int64_t heads = 0;   ///< attention heads a
    std::int64_t kvHeads = 0; ///< key/value heads (grouped-query attention when < heads)
    /// Width of one attention head; 0: hidden / heads. Mistral NeMo, Qwen3 and Gemma give
    /// heads x head_dim different from hidden (Megatron-LM's `--kv-channels`).
    std::int64_t headDim = 0;
    /// Sliding-window attention: the tokens each query attends to in the windowed layers
    /// (Mistral 7B and Gemma 2: 4096, Gemma 3: 1024); 0: the whole sequence.
    std::int64_t attentionWindow = 0;
    /// With a window, every this-many-th layer attends to the whole sequence (Gemma 2: 2,
    /// Gemma 3: 6; Megatron-LM's `--window-attn-skip-freq`); 0: every layer is windowed.
    std::int64_t fullAttentionEvery = 0;
    /// The windowed layers attend within consecutive chunks of attentionWindow tokens, each
    /// query to the keys of its own chunk up to itself (Llama 4's chunked attention,
    /// `attention_chunk_size` 8192), not to the attentionWindow keys before it. Scaleplan
    /// addition `model.attention_chunked`.
    bool attentionChunked = false;
    std::int64_t ffnHidden = 0; ///< feed-forward width
    std::int64_t vocab = 0;     ///< vocabulary size V
    std::int64_t seqLen = 0;    ///< sequence length s in tokens
    MlpKind mlp = MlpKind::Gelu;
    GeluForm geluForm = GeluForm::Kernel;
    LinearBiases biases = LinearBiases::All;
    Normalization normalization = Normalization::LayerNorm;
    QkNorms qkNorms = QkNorms::None;
    PositionEncoding positions = PositionEncoding::Learned;
    TransformerBlock block = TransformerBlock::Sequential;
    /// Each query attends to the keys at or before it (decoders: GPT, Llama); false: to the
    /// whole sequence (encoders: BERT). Scaleplan addition `model.causal`.
    bool causal = true;
    std::int64_t experts = 1;         ///< mixture-of-experts experts per layer (1 = dense)
    std::int64_t expertsPerToken = 1; ///< experts each token is routed to
    /// Width of the shared experts every token passes through beside its routed ones
    /// (Qwen2-MoE, DeepSeekMoE; Megatron-LM's `--moe-shared-expert-intermediate-size`);
    /// 0: none.
    std::int64_t sharedExpertFfn = 0;
    /// Mixture of experts: this many leading layers have one dense MLP instead of experts
    /// (DeepSeekMoE: 1, DeepSeek-V3: 3; Megatron-LM's `--moe-layer-freq`); 0: none.
    std::int64_t denseLayers = 0;
    /// Mixture of experts: after the leading dense layers, only one layer in this many has
    /// experts, the others a dense MLP: layer i (from 0) has experts where i + 1 is a
    /// multiple of it, as transformers places Llama 4's (`interleave_moe_layer_step`, 2 in
    /// Maverick) and Qwen-MoE's (`decoder_sparse_step`). Scaleplan addition
    /// `model.expert_layer_interval`; 1: every layer after the leading dense ones.
    std::int64_t expertLayerInterval = 1;
    /// Group-limited routing: the experts fall into this many groups of consecutive experts
    /// and each token picks its experts from the expertGroupsPerToken groups that score
    /// highest (DeepSeek-V3: 8 groups, 4 a token; `n_group`, `topk_group`; Megatron-Core's
    /// --moe-router-num-groups). Scaleplan addition `model.expert_groups`; 1: no groups.
    std::int64_t expertGroups = 1;
    /// With expert groups: the groups each token's experts come from; 0: all of them.
    /// Scaleplan addition `model.expert_groups_per_token`.
    std::int64_t expertGroupsPerToken = 0;
    /// Width of the dense layers' MLP (DeepSeekMoE 16B: 10,944 beside experts of 1,408;
    /// Megatron-LM's `--ffn-hidden-size` beside `--moe-ffn-hidden-size`); 0: ffnHidden.
    std::int64_t denseFfnHidden = 0;
    /// Multi-head latent attention (DeepSeek-V2/V3, Kimi K2; DeepSeek-AI 2024,
    /// arXiv:2405.04434, Sec. 2.1): keys and values come up from a compressed latent of
    /// this width (DeepSeek-V3: 512) with a rotary part of qkRopeHeadDim shared by the
    /// heads; 0: ordinary attention. headDim is then the heads' width without rotary part.
    std::int64_t kvLoraRank = 0;
    /// With latent attention: queries come up from a latent of this width (DeepSeek-V3:
    /// 1,536); 0: straight from the hidden state (DeepSeek-V2-Lite).
    std::int64_t qLoraRank = 0;
    /// With latent attention: the rotary part of each query and key head (DeepSeek-V3: 64).
    std::int64_t qkRopeHeadDim = 0;
    /// With latent attention: the width of each value head; 0: headDim.
    std::int64_t vHeadDim = 0;
    bool tiedEmbeddings = true; ///< input and output embedding share one matrix
    /// Dropout probability on the attention scores. A dropout of 0 keeps no mask: PyTorch's
    /// dropout returns its input unchanged at p = 0 (ATen `_dropout_impl`).
    double attentionDropout = 0.1;
    /// Dropout probability after the attention and MLP blocks (Megatron-LM's "hidden"
    /// dropout, fused with the bias and residual add).
    double hiddenDropout = 0.1;
    double parameters = 0;             ///< generic models: parameter count
    double trainingFlopsPerSample = 0; ///< generic models: forward + backward FLOPs per sample
    double activationGbPerSample = 0;  ///< generic models: activation memory per sample
    /// Generic models: bytes (1e9) the memory-bound kernels (batch norm, activations,
    /// residual adds) read and write per sample, forward and backward, in 16-bit activations;
    /// 0: not known, the network's efficiency prices it instead.
    double memoryTrafficGbPerSample = 0;
    /// Generic models: achieved share of the GPU's measured matrix-product rate
    /// (0 = the documented default for generic networks).
    double computeEfficiency = 0;

    friend bool operator==(const ModelSpec &, const ModelSpec &) = default;
};

/// True when \p model sets a head width of its own: heads x head_dim is not the hidden size.
inline bool hasOwnHeadWidth(const ModelSpec &model)
{
    return model.headDim > 0 && model.headDim * model.heads != model.hidden;
}

/// The expert groups a token's experts may come from: expert_groups_per_token, or all of
/// expert_groups where it is 0.
inline std::int64_t expertGroupsPerTokenOrAll(const ModelSpec &model)
{
    return model.expertGroupsPerToken > 0 ? model.expertGroupsPerToken : model.expertGroups;
}

/// True when \p model's attention is multi-head latent attention (model.kv_lora_rank).
inline bool latentAttention(const ModelSpec &model)
{
    return model.kvLoraRank > 0;
}

/// Of the \p count layers of \p model from layer \p first on (from 0; layers past the last
/// do not count), those with a dense MLP instead of experts: the leading dense_layers, and
/// after them every layer i where i + 1 is not a multiple of expert_layer_interval. 0 for
/// dense models.
inline std::int64_t denseLayersIn(const ModelSpec &model, std::int64_t first, std::int64_t count)
{
    if (model.experts <= 1)
        return 0;
    const std::int64_t interval = model.expertLayerInterval > 1 ? model.expertLayerInterval : 1;
    // Expert layers among the first n: the multiples of the interval in (dense_layers, n].
    const auto expertLayersBefore = [&](std::int64_t n) {
        return n <= model.denseLayers ? 0 : n / interval - model.denseLayers / interval;
    };
    const auto within = [&](std::int64_t layer) {
        return layer < 0 ? 0 : layer > model.layers ? model.layers : layer;
    };
    const std::int64_t begin = within(first);
    const std::int64_t end = within(first + count);
    return end - begin - (expertLayersBefore(end) - expertLayersBefore(begin));
}

/// The layers of \p model with a dense MLP instead of experts (0 for dense models).
inline std::int64_t denseLayerCount(const ModelSpec &model)
{
    return denseLayersIn(model, 0, model.layers);
}

/// The layers of \p model that attend through its sliding window (0 without one).
inline std::int64_t windowedLayers(const ModelSpec &model)
{
    if (model.attentionWindow <= 0)
        return 0;
    const std::int64_t full
        = model.fullAttentionEvery > 0 ? model.layers / model.fullAttentionEvery : 0;
    return model.layers - full;
}

struct TrainingSpec
{
    double tokens = 0;            ///< tokens to train (transformers); 0 when steps or samples rule
    double samples = 0;           ///< samples to train (generic models)
    double steps = 0;             ///< optimizer steps, overriding tokens and samples when > 0
    std::int64_t globalBatch = 0; ///< sequences (samples) per optimizer step
    std::int64_t microBatch = 1;  ///< sequences per forward/backward on one pipeline
    Precision precision = Precision::Bf16;
    OptimizerKind optimizer = OptimizerKind::Adam;
    OptimizerStatePrecision optimizerStatePrecision = OptimizerStatePrecision::Fp32;
    MasterWeights masterWeights = MasterWeights::Fp32;
    Recompute recompute = Recompute::None;
    /// With full recomputation: the layers of each pipeline chunk (model.layers / (pp x
    /// virtual stages)) rebuilt from their input, Megatron-LM's `--recompute-method block`;
    /// the chunk's other layers keep all their activations. 0: every layer.
    std::int64_t recomputeLayers = 0;
    /// With full recomputation and tensor parallelism: each rank keeps 1/tp of a
    /// checkpointed layer's input, gathered again before the layer is rebuilt (Megatron-LM's
    /// `--distribute-saved-activations`, DeepSpeed's `partition_activations`, metaseq's
    /// `--distribute-checkpointed-activations`). Scaleplan addition
    /// `training.distribute_saved_activations`; sequence parallelism splits it anyway.
    bool distributeSavedActivations = false;
    /// With selective recomputation: the RecomputeModule bits rebuilt in the backward pass;
    /// 0 is Megatron-Core's default, core attention alone. See recomputes().
    std::uint8_t recomputeModules = 0;
    /// With selective recomputation: by part (recomputeModules) or every other matrix product.
    SelectivePolicy selectivePolicy = SelectivePolicy::Parts;
    bool flashAttention = true;
    /// fp32 training on TF32 tensor cores (Ampere on) (Scaleplan addition `training.tf32`).
    /// Unset: as PyTorch runs it, convolutions in TF32 (cudnn.allow_tf32 defaults to true)
    /// and matrix products in fp32 (cuda.matmul.allow_tf32 defaults to false since 1.12):
    /// on for generic networks, off for transformers. See usesTf32().
    std::optional<bool> tf32;
    AttentionKernel attentionKernel = AttentionKernel::Flash2; ///< with flashAttention
    KernelStyle kernels = KernelStyle::Fused;
    /// Scaleplan addition `training.cuda_graphs`: the layers' kernels are replayed from
    /// captured CUDA graphs (Megatron-LM's --cuda-graph-impl, torch.compile's
    /// "reduce-overhead"), so the host does not pace small layers (docs/model.md 4.10); the
    /// graphs' memory pool keeps about a fifth more than the activations (8.4).
    bool cudaGraphs = false;
    MixedPrecision mixedPrecision = MixedPrecision::MainCopy;
    Fp8Scaling fp8Scaling = Fp8Scaling::Delayed;
    /// Mixture-of-experts models (Scaleplan addition): each routed expert's token buffer
    /// padded to this multiple of its balanced share (tokens x experts per token /
    /// experts), as GShard, Switch Transformer, DeepSpeed-MoE and Megatron-Core with
    /// `--moe-pad-expert-input-to-capacity` run it; tokens beyond it are dropped. Unset:
    /// dropless, each expert computes its balanced share (Megatron-Core's default).
    std::optional<double> expertCapacityFactor;
    Software software = Software::Unspecified; ///< Scaleplan addition `training.software`

    friend bool operator==(const TrainingSpec &, const TrainingSpec &) = default;
};

/// True when \p training recomputes torchtitan's way: every other matrix product.
inline bool recomputesEveryOtherMatmul(const TrainingSpec &training)
{
    return training.recompute == Recompute::Selective
           && training.selectivePolicy == SelectivePolicy::EveryOtherMatmul;
}

/// The RecomputeModule bits \p training's selective recomputation rebuilds: those it lists,
/// core attention where it lists none, none without selective recomputation by part.
inline std::uint8_t rebuiltModules(const TrainingSpec &training)
{
    if (training.recompute != Recompute::Selective
        || training.selectivePolicy != SelectivePolicy::Parts)
        return 0;
    return training.recomputeModules != 0
               ? training.recomputeModules
               : static_cast<std::uint8_t>(RecomputeModule::CoreAttention);
}

/// True when \p training's selective recomputation rebuilds \p module.
inline bool recomputes(const TrainingSpec &training, RecomputeModule module)
{
    return (rebuiltModules(training) & static_cast<std::uint8_t>(module)) != 0;
}

/// The names of the parts \p training's selective recomputation rebuilds, separated by
/// spaces ("core_attn" where it names none; "" without selective recomputation).
inline std::string recomputedParts(const TrainingSpec &training)
{
    std::string names;
    for (const std::string &name : recomputeModuleNames(rebuiltModules(training))) {
        if (!names.empty())
            names += ' ';
        names += name;
    }
    return names;
}

/// Either a catalog instance (`instance` set) or a described system (`gpu` set).
struct ClusterSpec
{
    std::string instance;         ///< catalog id `provider/type`; empty for a described system
    std::string gpu;              ///< catalog GPU id for a described system
    std::int64_t gpusPerNode = 0; ///< described system: GPUs sharing the in-node link
    double interNodeGbps = 0;     ///< described system: all NICs of one node together
    std::int64_t nodes = 1;
    std::optional<double> pricePerNodeHourUsd; ///< overrides the catalog on-demand price
    /// The instance's region, whose prices the catalog holds (Scaleplan addition); empty:
    /// the region of the catalog instance's own prices.
    std::string region;

    friend bool operator==(const ClusterSpec &, const ClusterSpec &) = default;
};

struct ParallelSpec
{
    std::int64_t tp = 1;             ///< tensor-parallel degree
    std::int64_t pp = 1;             ///< pipeline stages
    std::int64_t dp = 0;             ///< data-parallel degree; 0 = GPUs / (tp * pp)
    int zero = 0;                    ///< ZeRO stage 0..3
    std::int64_t zeroShardGroup = 0; ///< hybrid sharding group; 0 = all of dp
    bool sequenceParallel = false;
    std::int64_t virtualStages = 1; ///< interleaved chunks per stage (1 = plain 1F1B)
    /// Context parallelism (Scaleplan addition): each sequence split over this many GPUs,
    /// attention exchanging keys and values around a ring (Megatron-Core
    /// --context-parallel-size).
    std::int64_t cp = 1;
    /// Expert parallelism (Scaleplan addition): a mixture-of-experts layer's routed experts
    /// spread over this many of the data- and context-parallel ranks, tokens reaching them
    /// by all-to-all (Megatron-Core --expert-model-parallel-size).
    std::int64_t ep = 1;
    /// Expert tensor parallelism (Scaleplan addition): the tensor-parallel split of the
    /// routed experts, a divisor of tp (Megatron-Core --expert-tensor-parallel-size). With
    /// fewer than tp the experts stay whole on more ranks and the expert-parallel group
    /// spans tp x dp x cp / expert_tp ranks (Megatron-Core's MoE parallel folding). 0: tp.
    std::int64_t expertTp = 0;

    friend bool operator==(const ParallelSpec &, const ParallelSpec &) = default;
};

struct CommunicationSpec
{
    Compression gradientCompression = Compression::None;
    double compressionRatio = 1.0; ///< powersgd/topk: bytes sent / uncompressed bytes
    bool overlapGradients = true;
    /// Overlap the sequence-parallel all-gathers and reduce-scatters with the products
    /// around them (Transformer Engine userbuffers, Megatron-LM's --tp-comm-overlap).
    bool tpOverlap = false;
    /// Overlap pipeline sends and receives with the next chunk's compute in the interleaved
    /// schedule (Megatron-Core's overlap_p2p_comm, on by default in current Megatron-LM).
    bool ppOverlap = false;
    /// Overlap one micro-batch's expert-parallel all-to-alls with another's compute
    /// (Megatron-Core's batch-level overlap, --overlap-moe-expert-parallel-comm, MCore 0.14;
    /// DeepSeek-V3's DualPipe pairs micro-batches the same way). Scaleplan addition.
    bool epOverlap = false;
    PipelineEngine pipelineEngine = PipelineEngine::Megatron;       ///< Scaleplan addition
    GradientBuckets gradientBuckets = GradientBuckets::InPlace;     ///< Scaleplan addition
    ExpertDispatcher expertDispatcher = ExpertDispatcher::AllToAll; ///< Scaleplan addition

    friend bool operator==(const CommunicationSpec &, const CommunicationSpec &) = default;
};

/// How the on-demand part of the nodes is bought (Scaleplan addition): at the list price,
/// reserved for one or three years (AWS Savings Plans and Reserved Instances, GCP committed
/// use, Azure reservations), or as an AWS EC2 Capacity Block for ML. Priced by the catalog
/// instance's rate for it (docs/prices.md).
enum class Commitment { OnDemand, Reserved1y, Reserved3y, CapacityBlock };

struct PricingSpec
{
    double spotFraction = 0;                       ///< share of nodes on spot capacity
    Commitment commitment = Commitment::OnDemand;  ///< how the other nodes are bought
    std::optional<double> spotPricePerNodeHourUsd; ///< overrides the catalog spot price
    std::optional<double> storageUsdPerGbMonth;    ///< overrides the catalog storage price
    double datasetGb = 0;
    double egressGb = 0;

    friend bool operator==(const PricingSpec &, const PricingSpec &) = default;
};

/// Which capacity a plan may buy: the planner's choice. An estimate prices the share of
/// spot capacity the scenario sets (pricing.spot_fraction).
enum class Capacity { Either, OnDemand, Spot };

/// What the run has to meet (`goal` in the file). Each bound is optional; a result is
/// compared with the bounds given (Result::goal).
struct GoalSpec
{
    std::optional<double> budgetUsd; ///< expected total cost at most this (US dollars)
    std::optional<double> deadlineH; ///< expected wall-clock time at most this (hours)
    Capacity capacity = Capacity::Either;

    bool any() const { return budgetUsd || deadlineH || capacity != Capacity::Either; }
    friend bool operator==(const GoalSpec &, const GoalSpec &) = default;
};

struct ReliabilitySpec
{
    std::optional<double> nodeMtbfH;
    std::optional<double> spotInterruptionsPerNodeHour;
    std::optional<double> checkpointIntervalH; ///< unset: Young/Daly optimum
    std::optional<double> checkpointWriteGbps; ///< aggregate write bandwidth
    std::optional<double> restartH;

    friend bool operator==(const ReliabilitySpec &, const ReliabilitySpec &) = default;
};

/// One training run as the user describes it.
struct Scenario
{
    std::string name;
    ModelSpec model;
    TrainingSpec training;
    ClusterSpec cluster;
    ParallelSpec parallel;
    CommunicationSpec communication;
    PricingSpec pricing;
    ReliabilitySpec reliability;
    GoalSpec goal;

    friend bool operator==(const Scenario &, const Scenario &) = default;
};

/// Bytes of one value in \p precision (fp8 counts one byte).
double bytesPerValue(Precision precision);

/// True when \p scenario's fp32 products run on TF32 tensor cores: `training.tf32`, else
/// PyTorch's defaults (convolutions, so generic networks, yes; matrix products no).
inline bool usesTf32(const Scenario &scenario)
{
    return scenario.training.precision == Precision::Fp32
           && scenario.training.tf32.value_or(scenario.model.kind == ModelKind::Generic);
}

/// True when \p scenario's data-parallel buckets copy the gradients: PyTorch DDP's
/// default, which only a plain all-reduce (ZeRO 0) has; ZeRO shards gradients its own way.
inline bool copiesGradientBuckets(const Scenario &scenario)
{
    return scenario.communication.gradientBuckets == GradientBuckets::Copied
           && scenario.parallel.zero == 0;
}

/// The tensor-parallel split of the routed experts: parallel.expert_tp, or tp when unset.
inline std::int64_t expertTensorParallel(const ParallelSpec &parallel)
{
    return parallel.expertTp > 0 ? parallel.expertTp : parallel.tp;
}

/// Layers of the most loaded pipeline chunk when \p layers are spread over \p pp stages of
/// \p virtualStages chunks each: the most `training.recompute_layers` can name.
inline std::int64_t layersPerChunk(std::int64_t layers, std::int64_t pp, std::int64_t virtualStages)
{
    const std::int64_t chunks = (pp > 1 ? pp : 1) * (virtualStages > 1 ? virtualStages : 1);
    return (layers + chunks - 1) / chunks;
}

} // namespace scaleplan::engine
