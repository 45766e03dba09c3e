// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/HfConfig.h"

#include "io/JsonReader.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scaleplan::engine {

using detail::fail;

namespace {

/// How a family's configs set sliding-window attention. Without a window key, none.
struct WindowRule
{
    const char *window = nullptr; ///< tokens each query sees in windowed layers
    /// A boolean that must be true for the window to apply (Qwen's use_sliding_window, whose
    /// windowed layers are those from max_window_layers on); nullptr: the window always does.
    const char *gate = nullptr;
    std::int64_t fullEvery = 0;         ///< one full-attention layer in this many; 0: none
    const char *fullEveryKey = nullptr; ///< the config's name for fullEvery, if it has one
};

/// A value a configuration class takes for a key its published config.json may leave out.
struct KeyDefault
{
    const char *key;
    double value;
};

/// Another name a family's configs use for a key (BLOOM: n_embed for hidden_size).
struct KeyAlias
{
    const char *key;
    const char *alias;
};

/// Field names of the config families. A name with a dot is a key of a nested object
/// (MPT keeps its attention settings in `attn_config`).
struct Family
{
    const char *modelType;
    const char *displayName;
    const char *layers;
    const char *hidden;
    const char *heads;
    const char *kvHeads; ///< absent: as many as heads
    const char *ffn;     ///< nullptr: ffnRatio x hidden, or 4 x hidden without one
    const char *ffnRatio;
    const char *seqLen;
    MlpKind mlp;
    bool tiedDefault;             ///< the library's default for tie_word_embeddings
    const char *attentionDropout; ///< dropout on the attention scores
    double attentionDropoutDefault;
    const char *hiddenDropout; ///< dropout after attention and MLP; nullptr: the model has none
    double hiddenDropoutDefault;
    const char *experts = "num_local_experts"; ///< experts per layer; absent: dense
    const char *sharedExpertFfn = nullptr;     ///< width of the shared experts, if any
    WindowRule window = {};
    std::span<const KeyDefault> defaults = {};
    std::span<const KeyAlias> aliases = {}; ///< read where the key itself is absent (keyInConfig)
    /// The model class's biases, norm and positions, before readArchitecture().
    LinearBiases biases = LinearBiases::All;
    Normalization normalization = Normalization::LayerNorm;
    PositionEncoding positions = PositionEncoding::Learned;
    TransformerBlock block = TransformerBlock::Sequential;
    /// The share of each head rotary embeddings turn (1: all of it), read where the model
    /// class reads it, else its default; the estimate prices the whole head (a note says so).
    const char *rotaryShare = nullptr;
    double rotaryShareDefault = 1.0;
    /// The rotaryShare key counts rotated channels a head (GPT-J's rotary_dim; null: the
    /// whole head) and rotaryShareDefault is a channel count.
    bool rotaryShareIsWidth = false;
    /// Query and key norms of the kind qkNormsKind: where this boolean key is true, or in
    /// every model of the family when the key is null.
    const char *qkNorms = nullptr;
    QkNorms qkNormsKind = QkNorms::None;
    /// The key naming the activation (activation_function, hidden_act) and the model
    /// class's default for it; "gelu_new" is the tanh GELU written out (GeluForm).
    const char *activation = "hidden_act";
    const char *activationDefault = "gelu";
    /// Reads the keys that change them (attention_bias, no_bias, alibi ...), if any.
    void (*readArchitecture)(const nlohmann::json &config, ModelSpec &model) = nullptr;
};

/// A boolean at \p key, \p fallback when absent or null.
bool flag(const nlohmann::json &config, const char *key, bool fallback);

/// The activation \p family's model class runs: the config's string at its activation key,
/// else the class's default.
std::string activationName(const nlohmann::json &config, const Family &family);

/// The value at \p path (dots separate nested keys), nullptr when absent or null.
const nlohmann::json *lookup(const nlohmann::json &config, const char *path);

/// A positive whole number at \p key, 0 when absent (an error when \p required).
std::int64_t positive(const nlohmann::json &config, const char *key, bool required);

/// An interval of layers at \p key (1 when absent): at most the model's layers.
std::int64_t layerInterval(const nlohmann::json &config, const char *key, const ModelSpec &model);

/// One full-attention layer in every N, N as the layers \p full marks follow it (0: none
/// full); an error at \p key where they follow no such pattern.
std::int64_t fullAttentionEvery(const std::vector<bool> &full, const char *key);

/// LlamaConfig's attention_bias (biases on the query, key, value and output projections;
/// taken as "qkv", the output projection's h per layer left out) and mlp_bias (biases on
/// every MLP projection too: "all"), both false by default.
void readLlamaBiases(const nlohmann::json &config, ModelSpec &model)
{
    if (flag(config, "mlp_bias", false))
        model.biases = LinearBiases::All;
    else if (flag(config, "attention_bias", false))
        model.biases = LinearBiases::Qkv;
}

/// OPTConfig's enable_bias (default true) drops every linear and LayerNorm bias when false.
void readOptBiases(const nlohmann::json &config, ModelSpec &model)
{
    if (!flag(config, "enable_bias", true))
        model.biases = LinearBiases::None;
}

/// llm-foundry's MPTConfig: no_bias (default false) drops every bias, LayerNorm's too;
/// attn_config.alibi (default false) replaces the learned positions (learned_pos_emb).
void readMptArchitecture(const nlohmann::json &config, ModelSpec &model)
{
    if (flag(config, "no_bias", false))
        model.biases = LinearBiases::None;
    if (flag(config, "attn_config.alibi", false))
        model.positions = PositionEncoding::Alibi;
}

/// GPTNeoXConfig's use_parallel_residual (default true): attention and MLP side by side,
/// each behind its own LayerNorm (GPTNeoXLayer's input_layernorm, post_attention_layernorm).
void readNeoxBlock(const nlohmann::json &config, ModelSpec &model)
{
    model.block = flag(config, "use_parallel_residual", true) ? TransformerBlock::ParallelTwoNorms
                                                              : TransformerBlock::Sequential;
}

/// FalconConfig: bias (default false) on the linear layers (LayerNorm keeps its own), alibi
/// (default false) instead of rotary positions; key/value heads one with multi_query
/// (default true, ignored with new_decoder_architecture), else num_kv_heads (default
/// num_attention_heads); and the block as
/// FalconDecoderLayer builds it: new_decoder_architecture runs attention and MLP side by
/// side behind ln_attn and ln_mlp (one shared norm where num_ln_in_parallel_attn is 1),
/// else parallel_attn (default true) shares input_layernorm between them.
void readFalconArchitecture(const nlohmann::json &config, ModelSpec &model)
{
    if (flag(config, "bias", false))
        model.biases = LinearBiases::All;
    if (flag(config, "alibi", false))
        model.positions = PositionEncoding::Alibi;
    const bool newArchitecture = flag(config, "new_decoder_architecture", false);
    model.kvHeads = !newArchitecture && flag(config, "multi_query", true)
                        ? 1
                        : positive(config, "num_kv_heads", false);
    if (model.kvHeads == 0)
        model.kvHeads = model.heads;
    if (newArchitecture) {
        const std::int64_t norms = positive(config, "num_ln_in_parallel_attn", false);
        if (norms > 2)
            fail("num_ln_in_parallel_attn", DiagCode::OutOfRange,
                 {std::to_string(norms), "1", "2"});
        model.block = norms == 1 ? TransformerBlock::Parallel : TransformerBlock::ParallelTwoNorms;
    } else {
        model.block = flag(config, "parallel_attn", true) ? TransformerBlock::Parallel
                                                          : TransformerBlock::Sequential;
    }
}

/// BertConfig's is_decoder (default false): BERT's encoder attends to the whole sequence;
/// as a decoder (BertLMHeadModel) causally.
void readBertArchitecture(const nlohmann::json &config, ModelSpec &model)
{
    model.causal = flag(config, "is_decoder", false);
}

/// RobertaConfig: as BERT, but its position ids start after the padding index
/// (RobertaEmbeddings: padding_idx + 1), so max_position_embeddings (514) holds
/// pad_token_id (default 1) + 1 positions no token uses; the sequence is the rest (512).
void readRobertaArchitecture(const nlohmann::json &config, ModelSpec &model)
{
    readBertArchitecture(config, model);
    std::int64_t padding = 1;
    if (const nlohmann::json *pad = lookup(config, "pad_token_id")) {
        if (!pad->is_number_integer())
            fail("pad_token_id", DiagCode::WrongType,
                 {termName(DiagTerm::WholeNumber), detail::typeName(*pad)});
        // Read as a double first: an unsigned value past 2^63 or 2^63 - 1 itself must not
        // wrap or overflow the sums below.
        const double value = pad->get<double>();
        if (value < 0 || value > 1e8)
            fail("pad_token_id", DiagCode::OutOfRange, {detail::formatNumber(value), "0", "1e+08"});
        padding = static_cast<std::int64_t>(value);
    }
    if (padding + 1 >= model.seqLen)
        fail("max_position_embeddings", DiagCode::OutOfRange,
             {std::to_string(model.seqLen), std::to_string(padding + 2), "1e+08"});
    model.seqLen -= padding + 1;
}

// Keys and defaults from the transformers configuration classes and, for MPT, llm-foundry's
// MPTConfig: LlamaConfig, MistralConfig, MixtralConfig, Qwen2Config and Qwen3Config have
// attention_dropout = 0.0 and their decoder layers no hidden dropout (as OlmoConfig and
// Olmo2Config, whose Q/K norms are left out); Phi3Config
// attention_dropout = resid_pdrop = 0.0; GPT2Config attn_pdrop = resid_pdrop = 0.1;
// GPTNeoXConfig attention_dropout = hidden_dropout = 0.0; OPTConfig attention_dropout = 0.0
// and dropout = 0.1 (ReLU MLP: two matrices, priced as GELU); GemmaConfig, Gemma2Config and
// Gemma3TextConfig keys as Llama's with tie_word_embeddings = True and a GeGLU MLP (gate, up,
// down: priced as SwiGLU); MPTConfig attn_config.attn_pdrop = resid_pdrop = 0.0, d_ff =
// expansion_ratio x d_model, always tied. Qwen2MoeConfig and Qwen3MoeConfig size each
// expert by moe_intermediate_size and count them in num_experts; Qwen2-MoE's shared experts
// (shared_expert_intermediate_size) see every token, behind a one-output sigmoid gate whose
// hidden-size weights are left out.
//
// Sliding windows as the model classes apply them: Mistral, Mixtral and Phi-3 window every
// layer when `sliding_window` is set; Gemma 2 alternates windowed and full layers (layer i
// full when (i + 1) % 2 == 0), Gemma 3 makes every sliding_window_pattern-th layer full
// (default 6); Qwen2 and Qwen3 window the layers from max_window_layers on, only with
// use_sliding_window. A `layer_types` list, where a config has one, decides.
constexpr const char *kLlamaKeys[]
    = {"num_hidden_layers",   "hidden_size",       "num_attention_heads",
       "num_key_value_heads", "intermediate_size", "max_position_embeddings"};

constexpr WindowRule kEveryLayerWindowed{"sliding_window"};
constexpr WindowRule kQwenWindow{"sliding_window", "use_sliding_window"};

// Gemma3TextConfig's defaults: the text_config of the published multimodal Gemma 3 configs
// leaves out what equals them (gemma-3-4b: heads, key/value heads, head_dim, vocabulary).
constexpr KeyDefault kGemma3Defaults[]
    = {{"vocab_size", 262'208},     {"hidden_size", 2304},
       {"intermediate_size", 9216}, {"num_hidden_layers", 26},
       {"num_attention_heads", 8},  {"num_key_value_heads", 4},
       {"head_dim", 256},           {"max_position_embeddings", 131'072},
       {"sliding_window", 4096},    {"sliding_window_pattern", 6}};

// GptOssConfig's defaults, gpt-oss-120b's shape (transformers' configuration_gpt_oss.py):
// 36 layers of 128 experts, 4 routed a token, hidden and expert width 2,880, 64 query heads
// of 64 and 8 key/value heads, vocabulary 201,088, 131,072 positions, a 128-token window.
constexpr KeyDefault kGptOssDefaults[]
    = {{"num_hidden_layers", 36},   {"num_local_experts", 128},
       {"vocab_size", 201'088},     {"hidden_size", 2880},
       {"intermediate_size", 2880}, {"head_dim", 64},
       {"num_attention_heads", 64}, {"num_key_value_heads", 8},
       {"sliding_window", 128},     {"max_position_embeddings", 131'072},
       {"num_experts_per_tok", 4}};

// Llama4TextConfig's defaults, Llama 4 Scout's shape (transformers' configuration_llama4.py):
// 48 layers of 16 experts 8,192 wide beside a shared one, one routed a token, experts in
// every layer (interleave_moe_layer_step 1; Maverick: 128 experts in every other layer,
// between dense layers of intermediate_size_mlp), hidden 5,120, 40 query heads of 128 and 8
// key/value heads, vocabulary 202,048, 131,072 positions, attention within chunks of 8,192
// tokens in three layers of four (no_rope_layer_interval: every fourth attends to the whole
// sequence).
constexpr KeyDefault kLlama4Defaults[] = {{"vocab_size", 202'048},
                                          {"hidden_size", 5120},
                                          {"intermediate_size", 8192},
                                          {"intermediate_size_mlp", 16'384},
                                          {"num_hidden_layers", 48},
                                          {"num_attention_heads", 40},
                                          {"num_key_value_heads", 8},
                                          {"head_dim", 128},
                                          {"max_position_embeddings", 131'072},
                                          {"num_local_experts", 16},
                                          {"interleave_moe_layer_step", 1},
                                          {"attention_chunk_size", 8192},
                                          {"no_rope_layer_interval", 4}};

// DeepseekV3Config's defaults, DeepSeek-V3's shape (transformers' configuration_deepseek_v3.py):
// 61 layers, 3 of them dense with an MLP of 18,432, then 256 routed experts of 2,048 (8 a
// token, from 4 of 8 groups) and one shared, hidden 7,168, 128 heads with latents of 512
// (keys and values) and 1,536 (queries, readDeepSeekV3), vocabulary 129,280.
constexpr KeyDefault kDeepSeekV3Defaults[] = {{"vocab_size", 129'280},
                                              {"hidden_size", 7168},
                                              {"intermediate_size", 18'432},
                                              {"moe_intermediate_size", 2048},
                                              {"num_hidden_layers", 61},
                                              {"num_attention_heads", 128},
                                              {"num_key_value_heads", 128},
                                              {"n_shared_experts", 1},
                                              {"n_routed_experts", 256},
                                              {"kv_lora_rank", 512},
                                              {"qk_rope_head_dim", 64},
                                              {"v_head_dim", 128},
                                              {"qk_nope_head_dim", 128},
                                              {"n_group", 8},
                                              {"topk_group", 4},
                                              {"num_experts_per_tok", 8},
                                              {"first_k_dense_replace", 3},
                                              {"max_position_embeddings", 4096}};

// GPTJConfig's defaults, GPT-J-6B's shape.
constexpr KeyDefault kGptjDefaults[] = {{"vocab_size", 50'400},
                                        {"n_positions", 2048},
                                        {"n_embd", 4096},
                                        {"n_layer", 28},
                                        {"n_head", 16}};

// BloomConfig stores hidden_size as n_embed and n_head as num_attention_heads in some
// exports (its attribute_map); the published configs give no sequence length (ALiBi), and
// BLOOM trained at 2,048 tokens (Le Scao et al. 2022, arXiv:2211.05100, Sec. 3.3).
constexpr KeyDefault kBloomDefaults[] = {{"seq_length", 2048}};
constexpr KeyAlias kBloomAliases[]
    = {{"hidden_size", "n_embed"}, {"n_head", "num_attention_heads"}};

// FalconConfig's max_position_embeddings (2,048, Falcon's training length; the published
// falcon-7b and falcon-40b configs leave it out) and the n_embed it still reads for
// hidden_size.
constexpr KeyDefault kFalconDefaults[] = {{"max_position_embeddings", 2048}};
constexpr KeyAlias kFalconAliases[] = {{"hidden_size", "n_embed"}};

constexpr Family llamaStyle(const char *type, const char *name, const char *hiddenDropout,
                            bool tiedDefault = false, WindowRule window = {})
{
    return {
        .modelType = type,
        .displayName = name,
        .layers = kLlamaKeys[0],
        .hidden = kLlamaKeys[1],
        .heads = kLlamaKeys[2],
        .kvHeads = kLlamaKeys[3],
        .ffn = kLlamaKeys[4],
        .ffnRatio = nullptr,
        .seqLen = kLlamaKeys[5],
        .mlp = MlpKind::SwiGlu,
        .tiedDefault = tiedDefault,
        .attentionDropout = "attention_dropout",
        .attentionDropoutDefault = 0.0,
        .hiddenDropout = hiddenDropout,
        .hiddenDropoutDefault = 0.0,
        .window = window,
        .biases = LinearBiases::None,
        .normalization = Normalization::RmsNorm,
        .positions = PositionEncoding::Rope,
        .rotaryShare = "partial_rotary_factor",
        .readArchitecture = readLlamaBiases,
    };
}

/// Qwen2's attention always adds biases to the query, key and value projections
/// (Qwen2Attention: q_proj, k_proj, v_proj with bias=True, o_proj without).
constexpr Family qwen2Style(Family family)
{
    family.biases = LinearBiases::Qkv;
    family.readArchitecture = nullptr;
    return family;
}

/// Qwen's MoE configs: experts of moe_intermediate_size counted in num_experts; Qwen2-MoE
/// adds shared experts every token passes through (shared_expert_intermediate_size wide).
constexpr Family qwenMoe(const char *type, const char *name, const char *sharedExpertFfn)
{
    Family family = llamaStyle(type, name, nullptr, false, kQwenWindow);
    family.ffn = "moe_intermediate_size";
    family.experts = "num_experts";
    family.sharedExpertFfn = sharedExpertFfn;
    return family;
}

/// PhiConfig (Phi-1, Phi-1.5, Phi-2): Llama's keys; attention and a GELU MLP side by side
/// behind one LayerNorm, biases on every linear layer, rotary positions, untied. The output
/// layer's bias (vocab_size values) is left out.
constexpr Family phi()
{
    Family family = llamaStyle("phi", "Phi", "resid_pdrop");
    family.mlp = MlpKind::Gelu;
    family.biases = LinearBiases::All;
    family.normalization = Normalization::LayerNorm;
    family.block = TransformerBlock::Parallel;
    family.rotaryShareDefault = 0.5;
    family.qkNorms = "qk_layernorm"; // a LayerNorm of a head's width (PhiAttention)
    family.qkNormsKind = QkNorms::PerHead;
    family.activationDefault = "gelu_new";
    family.readArchitecture = nullptr;
    return family;
}

/// CohereConfig (Command R): Llama's keys and SwiGLU MLP side by side with attention behind
/// one LayerNorm without a shift (CohereLayerNorm), tied by default. Command R+ normalises
/// each query and key head (use_qk_norm) with a scale per head and channel: the parameters
/// of norms over the whole projections.
constexpr Family cohere()
{
    Family family = llamaStyle("cohere", "Command R", nullptr, true);
    family.normalization = Normalization::LayerNorm;
    family.block = TransformerBlock::Parallel;
    family.qkNorms = "use_qk_norm";
    family.qkNormsKind = QkNorms::Whole;
    return family;
}

/// DeepSeekMoE's keys (DeepseekConfig of deepseek-ai/deepseek-moe-16b-base, and dots.llm1's
/// Dots1Config): n_routed_experts of moe_intermediate_size, n_shared_experts of that width
/// every token passes through, and the first first_k_dense_replace layers dense with an MLP
/// of intermediate_size. Experts in every layer after those (moe_layer_freq 1) only.
/// DeepSeek-V2 and V3 pick a token's experts from topk_group of n_group groups unless
/// topk_method is "greedy" (DeepSeek-V2-Lite).
void readDeepSeekMoe(const nlohmann::json &config, ModelSpec &model)
{
    readLlamaBiases(config, model);
    if (model.experts <= 1)
        return;
    if (const nlohmann::json *method = lookup(config, "topk_method");
        method == nullptr || *method != "greedy") {
        model.expertGroups = std::max<std::int64_t>(1, positive(config, "n_group", false));
        if (model.experts % model.expertGroups != 0)
            fail("n_group", DiagCode::NotDivisible,
                 {std::to_string(model.expertGroups), "n_routed_experts",
                  std::to_string(model.experts)});
        const std::int64_t chosen = positive(config, "topk_group", false);
        if (chosen > model.expertGroups)
            fail("topk_group", DiagCode::OutOfRange,
                 {std::to_string(chosen), "1", std::to_string(model.expertGroups)});
        model.expertGroupsPerToken = chosen < model.expertGroups ? chosen : 0;
    }
    model.sharedExpertFfn = positive(config, "n_shared_experts", false) * model.ffnHidden;
    const nlohmann::json *frequency = lookup(config, "moe_layer_freq");
    if (frequency != nullptr && !(frequency->is_number() && frequency->get<double>() == 1.0))
        fail("moe_layer_freq", DiagCode::DenseLayersInMoe);
    model.denseLayers = positive(config, "first_k_dense_replace", false);
    if (model.denseLayers > 0)
        model.denseFfnHidden = positive(config, "intermediate_size", false);
}

constexpr Family deepSeekMoe(const char *type, const char *name)
{
    Family family = llamaStyle(type, name, nullptr);
    family.ffn = "moe_intermediate_size";
    family.experts = "n_routed_experts";
    family.readArchitecture = readDeepSeekMoe;
    return family;
}

/// DeepSeek-V2/V3's multi-head latent attention (DeepseekV3Config; Kimi K2 keeps its keys):
/// kv_lora_rank and q_lora_rank (null: queries from the hidden state), each head's width
/// without (qk_nope_head_dim) and with its rotary part (qk_rope_head_dim), v_head_dim;
/// every head has its own key and value.
void readDeepSeekLatent(const nlohmann::json &config, ModelSpec &model)
{
    readDeepSeekMoe(config, model);
    model.kvLoraRank = positive(config, "kv_lora_rank", true);
    model.qLoraRank = positive(config, "q_lora_rank", false);
    model.qkRopeHeadDim = positive(config, "qk_rope_head_dim", true);
    model.vHeadDim = positive(config, "v_head_dim", false);
    model.headDim = positive(config, "qk_nope_head_dim", true);
    if (!hasOwnHeadWidth(model))
        model.headDim = 0;
    model.kvHeads = model.heads;
}

constexpr Family deepSeekLatent(const char *type, const char *name)
{
    Family family = deepSeekMoe(type, name);
    family.readArchitecture = readDeepSeekLatent;
    return family;
}

/// DeepseekV3Config: as DeepSeek-V2, with its defaults for the keys a config leaves out. Its
/// query latent defaults to 1,536 only where the key is absent: an explicit null (Moonlight)
/// makes the queries from the hidden state, which the defaults table (it fills nulls too)
/// cannot say.
void readDeepSeekV3(const nlohmann::json &config, ModelSpec &model)
{
    readDeepSeekLatent(config, model);
    if (!config.contains("q_lora_rank"))
        model.qLoraRank = 1536;
}

constexpr Family deepSeekV3()
{
    Family family = deepSeekMoe("deepseek_v3", "DeepSeek-V3");
    family.readArchitecture = readDeepSeekV3;
    family.defaults = kDeepSeekV3Defaults;
    return family;
}

/// Llama4TextConfig: experts in the layers moe_layers lists, else in one layer of every
/// interleave_moe_layer_step (transformers: range(step - 1, layers, step)), the others dense
/// with an MLP intermediate_size_mlp wide; a shared expert as wide as the routed ones
/// (Llama4TextMoe's shared_expert); no biases (attention_bias is always false). The layers
/// with rotary positions (no_rope_layers 1) attend within chunks of attention_chunk_size
/// tokens, the others (every no_rope_layer_interval-th by default) to the whole sequence.
/// With use_qk_norm (Llama4TextConfig's default) each head's query and key pass an L2 norm
/// without a scale (Llama4TextL2Norm), priced on every layer though the whole-sequence
/// layers skip it.
void readLlama4(const nlohmann::json &config, ModelSpec &model)
{
    if (flag(config, "use_qk_norm", true))
        model.qkNorms = QkNorms::L2;
    model.sharedExpertFfn = model.ffnHidden;
    model.expertLayerInterval = layerInterval(config, "interleave_moe_layer_step", model);
    if (const nlohmann::json *listed = lookup(config, "moe_layers")) {
        if (!listed->is_array() || listed->empty() || !(*listed)[0].is_number_integer())
            fail("moe_layers", DiagCode::WrongType,
                 {termName(DiagTerm::ListOfLayers), detail::typeName(*listed)});
        // range(k - 1, layers, k) for some interval k; the first layer is checked against the
        // layer count before any sum, so no value near 2^63 overflows.
        const double first = (*listed)[0].get<double>();
        if (first < 0 || first >= static_cast<double>(model.layers))
            fail("moe_layers", DiagCode::DenseLayersInMoe);
        model.expertLayerInterval = static_cast<std::int64_t>(first) + 1;
        std::int64_t next = model.expertLayerInterval - 1;
        for (const nlohmann::json &layer : *listed) {
            if (!layer.is_number_integer() || layer.get<std::int64_t>() != next
                || next >= model.layers)
                fail("moe_layers", DiagCode::DenseLayersInMoe);
            next += model.expertLayerInterval;
        }
        if (next < model.layers)
            fail("moe_layers", DiagCode::DenseLayersInMoe);
    }
    if (model.expertLayerInterval > 1)
        model.denseFfnHidden = positive(config, "intermediate_size_mlp", true);
    if (model.attentionWindow <= 0)
        return;
    model.attentionChunked = true;
    if (const nlohmann::json *rope = lookup(config, "no_rope_layers")) {
        if (!rope->is_array() || std::ssize(*rope) != model.layers)
            fail("no_rope_layers", DiagCode::AttentionLayerPattern);
        std::vector<bool> full; // 0: no rotary positions, the whole sequence
        for (const nlohmann::json &entry : *rope) {
            if (entry != 0 && entry != 1)
                fail("no_rope_layers", DiagCode::AttentionLayerPattern);
            full.push_back(entry == 0);
        }
        model.fullAttentionEvery = fullAttentionEvery(full, "no_rope_layers");
    }
}

constexpr Family llama4()
{
    Family family = llamaStyle("llama4_text", "Llama 4", nullptr, false,
                               {"attention_chunk_size", nullptr, 4, "no_rope_layer_interval"});
    family.defaults = kLlama4Defaults;
    family.readArchitecture = readLlama4;
    return family;
}

/// Glm4MoeConfig (GLM-4.5, GLM-4.5-Air): DeepSeekMoE's expert keys (n_routed_experts of
/// moe_intermediate_size, n_shared_experts, first_k_dense_replace dense layers of
/// intermediate_size), biases on the query, key and value projections where attention_bias
/// (Glm4MoeAttention; the output projection has none), RMSNorms of a head's width on the
/// queries and keys where use_qk_norm, rotary embeddings on partial_rotary_factor of each
/// head (a note). The multi-token prediction layer (num_nextn_predict_layers) and the
/// router's score-correction bias (one value an expert) are left out, as DeepSeek-V3's.
constexpr Family glm4Moe()
{
    Family family = deepSeekMoe("glm4_moe", "GLM-4.5");
    family.qkNorms = "use_qk_norm";
    family.qkNormsKind = QkNorms::PerHead;
    return family;
}

/// Qwen3, Gemma 3, dots.llm1 and OLMo 2 normalise queries and keys in every layer (q_norm,
/// k_norm): an RMSNorm of a head's width (Qwen3RMSNorm(head_dim)), or OLMo 2's over the
/// whole query and key projections (Olmo2RMSNorm(num_heads * head_dim)).
constexpr Family withQkNorms(Family family, QkNorms kind = QkNorms::PerHead)
{
    family.qkNormsKind = kind;
    return family;
}

constexpr Family gemma3()
{
    Family family = llamaStyle("gemma3_text", "Gemma 3", nullptr, true,
                               {"sliding_window", nullptr, 6, "sliding_window_pattern"});
    family.defaults = kGemma3Defaults;
    return family;
}

/// GptOssConfig (gpt-oss-20b, gpt-oss-120b): Mixtral's keys, SwiGLU experts, RMSNorm, rotary
/// positions, untied; every attention projection and every expert projection has a bias
/// (attention_bias is always true), and windowed and full layers alternate as Gemma 2's do
/// (layer_types decides where given). Left out: the router's bias (one value an expert) and
/// the attention sinks (one logit a head), 192 values a layer of gpt-oss-120b; the clamped
/// SwiGLU is priced as SwiGLU.
constexpr Family gptOss()
{
    Family family
        = llamaStyle("gpt_oss", "gpt-oss", nullptr, false, {"sliding_window", nullptr, 2, nullptr});
    family.defaults = kGptOssDefaults;
    family.biases = LinearBiases::All;
    family.readArchitecture = nullptr;
    return family;
}

/// GPT2Config: activation_function "gelu_new" unless the config names another.
constexpr Family gpt2()
{
    Family family{"gpt2",  "GPT-2",      "n_layer", "n_embd",      "n_head",
                  nullptr, "n_inner",    nullptr,   "n_positions", MlpKind::Gelu,
                  true,    "attn_pdrop", 0.1,       "resid_pdrop", 0.1};
    family.activation = "activation_function";
    family.activationDefault = "gelu_new";
    return family;
}

/// GPTJConfig (GPT-J-6B): GPT-2's keys, attention and a GELU MLP side by side behind one
/// LayerNorm, biases on the MLP and LayerNorm but on no attention projection, rotary
/// positions over rotary_dim channels of each head (64 by default), untied, attn_pdrop and
/// resid_pdrop of 0; absent keys take GPTJConfig's defaults, GPT-J-6B's shape. The output
/// layer's bias (vocab_size values) is left out.
constexpr Family gptj()
{
    Family family{"gptj",  "GPT-J",      "n_layer", "n_embd",      "n_head",
                  nullptr, "n_inner",    nullptr,   "n_positions", MlpKind::Gelu,
                  false,   "attn_pdrop", 0.0,       "resid_pdrop", 0.0};
    family.defaults = kGptjDefaults;
    family.activation = "activation_function";
    family.activationDefault = "gelu_new";
    family.biases = LinearBiases::Mlp;
    family.positions = PositionEncoding::Rope;
    family.block = TransformerBlock::Parallel;
    family.rotaryShare = "rotary_dim";
    family.rotaryShareIsWidth = true;
    family.rotaryShareDefault = 64;
    return family;
}

/// GPTNeoXConfig's keys (as Llama's without key/value heads), shared by the families that
/// took them over: a GELU MLP of intermediate_size, untied, attention_dropout and
/// hidden_dropout of 0; rotary positions, attention and MLP side by side as
/// use_parallel_residual says.
constexpr Family neoxStyle(const char *type, const char *name)
{
    Family family{.modelType = type,
                  .displayName = name,
                  .layers = "num_hidden_layers",
                  .hidden = "hidden_size",
                  .heads = "num_attention_heads",
                  .kvHeads = nullptr,
                  .ffn = "intermediate_size",
                  .ffnRatio = nullptr,
                  .seqLen = "max_position_embeddings",
                  .mlp = MlpKind::Gelu,
                  .tiedDefault = false,
                  .attentionDropout = "attention_dropout",
                  .attentionDropoutDefault = 0.0,
                  .hiddenDropout = "hidden_dropout",
                  .hiddenDropoutDefault = 0.0};
    family.positions = PositionEncoding::Rope;
    family.rotaryShare = "rotary_pct";
    family.rotaryShareDefault = 0.25;
    family.readArchitecture = readNeoxBlock;
    return family;
}

/// FalconConfig: GPT-NeoX's keys with ffn_hidden_size, tied, no linear biases; the block,
/// key/value heads and positions as readFalconArchitecture() reads them.
constexpr Family falcon()
{
    Family family = neoxStyle("falcon", "Falcon");
    family.ffn = "ffn_hidden_size";
    family.tiedDefault = true;
    family.defaults = kFalconDefaults;
    family.aliases = kFalconAliases;
    family.biases = LinearBiases::NormsOnly;
    family.rotaryShare = nullptr; // Falcon turns the whole head
    family.rotaryShareDefault = 1.0;
    family.readArchitecture = readFalconArchitecture;
    return family;
}

/// OPTConfig: GPT-NeoX's keys with ffn_dim, tied, dropout 0.1 after attention and MLP,
/// learned positions, sequential blocks.
constexpr Family opt()
{
    Family family = neoxStyle("opt", "OPT");
    family.ffn = "ffn_dim";
    family.tiedDefault = true;
    family.hiddenDropout = "dropout";
    family.hiddenDropoutDefault = 0.1;
    family.positions = PositionEncoding::Learned;
    family.rotaryShare = nullptr;
    family.rotaryShareDefault = 1.0;
    family.readArchitecture = readOptBiases;
    return family;
}

/// BertConfig (BERT and its encoders): GPT-NeoX's key names with a GELU MLP, biases on every
/// layer and LayerNorm, learned positions (max_position_embeddings, 512), tied,
/// hidden_dropout_prob and attention_probs_dropout_prob of 0.1, bidirectional attention. The
/// pooler (hidden x hidden + hidden) and the token-type embeddings (type_vocab_size x hidden)
/// are left out.
constexpr Family bert()
{
    Family family = neoxStyle("bert", "BERT");
    family.tiedDefault = true;
    family.attentionDropout = "attention_probs_dropout_prob";
    family.attentionDropoutDefault = 0.1;
    family.hiddenDropout = "hidden_dropout_prob";
    family.hiddenDropoutDefault = 0.1;
    family.biases = LinearBiases::All;
    family.positions = PositionEncoding::Learned;
    family.rotaryShare = nullptr;
    family.rotaryShareDefault = 1.0;
    family.readArchitecture = readBertArchitecture;
    return family;
}

/// RobertaConfig and XLMRobertaConfig: BERT's keys, positions offset by the padding index.
constexpr Family roberta(const char *type, const char *name)
{
    Family family = bert();
    family.modelType = type;
    family.displayName = name;
    family.readArchitecture = readRobertaArchitecture;
    return family;
}

/// DistilBertConfig: n_layers, dim, n_heads, hidden_dim, dropout and attention_dropout (0.1
/// each), otherwise BERT; no token types and no pooler, so its count is exact.
constexpr Family distilbert()
{
    Family family = bert();
    family.modelType = "distilbert";
    family.displayName = "DistilBERT";
    family.layers = "n_layers";
    family.hidden = "dim";
    family.heads = "n_heads";
    family.ffn = "hidden_dim";
    family.attentionDropout = "attention_dropout";
    family.hiddenDropout = "dropout";
    return family;
}

constexpr std::array kFamilies{
    llamaStyle("llama", "Llama", nullptr),
    llamaStyle("mistral", "Mistral", nullptr, false, kEveryLayerWindowed),
    llamaStyle("mixtral", "Mixtral", nullptr, false, kEveryLayerWindowed),
    qwen2Style(llamaStyle("qwen2", "Qwen2", nullptr, false, kQwenWindow)),
    withQkNorms(llamaStyle("qwen3", "Qwen3", nullptr, false, kQwenWindow)),
    qwen2Style(qwenMoe("qwen2_moe", "Qwen2-MoE", "shared_expert_intermediate_size")),
    withQkNorms(qwenMoe("qwen3_moe", "Qwen3-MoE", nullptr)),
    deepSeekMoe("deepseek", "DeepSeekMoE"),
    deepSeekLatent("deepseek_v2", "DeepSeek-V2"),
    deepSeekV3(),
    deepSeekLatent("kimi_k2", "Kimi K2"),
    llama4(),
    withQkNorms(deepSeekMoe("dots1", "dots.llm1")),
    glm4Moe(),
    phi(),
    llamaStyle("phi3", "Phi-3", "resid_pdrop", false, kEveryLayerWindowed),
    llamaStyle("olmo", "OLMo", nullptr),
    withQkNorms(llamaStyle("olmo2", "OLMo 2", nullptr), QkNorms::Whole),
    llamaStyle("gemma", "Gemma", nullptr, true),
    llamaStyle("gemma2", "Gemma 2", nullptr, true, {"sliding_window", nullptr, 2, nullptr}),
    withQkNorms(gemma3()),
    cohere(),
    gptOss(),
    gpt2(),
    gptj(),
    neoxStyle("gpt_neox", "GPT-NeoX"),
    falcon(),
    opt(),
    bert(),
    roberta("roberta", "RoBERTa"),
    roberta("xlm-roberta", "XLM-RoBERTa"),
    distilbert(),
    Family{.modelType = "bloom",
           .displayName = "BLOOM",
           .layers = "n_layer",
           .hidden = "hidden_size",
           .heads = "n_head",
           .kvHeads = nullptr,
           .ffn = "n_inner",
           .ffnRatio = nullptr,
           .seqLen = "seq_length",
           .mlp = MlpKind::Gelu,
           .tiedDefault = true,
           .attentionDropout = "attention_dropout",
           .attentionDropoutDefault = 0.0,
           .hiddenDropout = "hidden_dropout",
           .hiddenDropoutDefault = 0.0,
           .defaults = kBloomDefaults,
           .aliases = kBloomAliases,
           .positions = PositionEncoding::Alibi},
    Family{.modelType = "mpt",
           .displayName = "MPT",
           .layers = "n_layers",
           .hidden = "d_model",
           .heads = "n_heads",
           .kvHeads = "attn_config.kv_n_heads",
           .ffn = nullptr,
           .ffnRatio = "expansion_ratio",
           .seqLen = "max_seq_len",
           .mlp = MlpKind::Gelu,
           .tiedDefault = true,
           .attentionDropout = "attn_config.attn_pdrop",
           .attentionDropoutDefault = 0.0,
           .hiddenDropout = "resid_pdrop",
           .hiddenDropoutDefault = 0.0,
           .readArchitecture = readMptArchitecture},
};

/// Multimodal model types and the model type of their language model's text_config.
constexpr std::pair<std::string_view, const char *> kMultimodal[]
    = {{"gemma3", "gemma3_text"}, {"llama4", "llama4_text"}};

/// The value at \p path (dots separate nested keys), nullptr when absent or null.
const nlohmann::json *lookup(const nlohmann::json &config, const char *path)
{
    if (path == nullptr)
        return nullptr;
    const nlohmann::json *node = &config;
    std::string_view rest(path);
    while (node != nullptr) {
        const std::size_t dot = rest.find('.');
        const auto it = node->find(std::string(rest.substr(0, dot)));
        node = node->is_object() && it != node->end() && !it->is_null() ? &*it : nullptr;
        if (dot == std::string_view::npos)
            break;
        rest.remove_prefix(dot + 1);
    }
    return node;
}

/// A positive number at \p key, 0 when absent (an error when \p required).
double positiveNumber(const nlohmann::json &config, const char *key, bool required,
                      DiagTerm expected)
{
    const nlohmann::json *value = lookup(config, key);
    if (value == nullptr) {
        if (required)
            fail(key, DiagCode::Missing);
        return 0;
    }
    if (!value->is_number())
        fail(key, DiagCode::WrongType, {termName(expected), detail::typeName(*value)});
    const double number = value->get<double>();
    if (number <= 0)
        fail(key, DiagCode::MustBePositive, {detail::formatNumber(number)});
    return number;
}

std::int64_t positive(const nlohmann::json &config, const char *key, bool required)
{
    const double number = positiveNumber(config, key, required, DiagTerm::WholeNumber);
    if (number == 0)
        return 0;
    if (number > 1e9)
        fail(key, DiagCode::OutOfRange, {detail::formatNumber(number), "1", "1e+09"});
    if (number != std::floor(number))
        fail(key, DiagCode::NotInteger, {detail::formatNumber(number)});
    const auto value = static_cast<std::int64_t>(number);
    return value;
}

/// A dropout probability at \p key, \p fallback when absent or null.
double probability(const nlohmann::json &config, const char *key, double fallback)
{
    const nlohmann::json *value = lookup(config, key);
    if (value == nullptr)
        return fallback;
    if (!value->is_number())
        fail(key, DiagCode::WrongType, {termName(DiagTerm::Number), detail::typeName(*value)});
    const double p = value->get<double>();
    if (!(p >= 0.0 && p <= 0.9))
        fail(key, DiagCode::OutOfRange, {detail::formatNumber(p), "0", "0.9"});
    return p;
}

bool flag(const nlohmann::json &config, const char *key, bool fallback)
{
    const nlohmann::json *value = lookup(config, key);
    if (value == nullptr)
        return fallback;
    if (!value->is_boolean())
        fail(key, DiagCode::WrongType, {termName(DiagTerm::TrueOrFalse), detail::typeName(*value)});
    return value->get<bool>();
}

std::string activationName(const nlohmann::json &config, const Family &family)
{
    const nlohmann::json *value = lookup(config, family.activation);
    if (value == nullptr)
        return family.activationDefault;
    if (!value->is_string())
        fail(family.activation, DiagCode::WrongType,
             {termName(DiagTerm::String), detail::typeName(*value)});
    return value->get<std::string>();
}

/// \p key, or the alias \p family's configs may write instead where \p config gives the
/// alias but not the key, so that a message names the key the file has.
const char *keyInConfig(const nlohmann::json &config, const char *key, const Family &family)
{
    if (key == nullptr || lookup(config, key) != nullptr)
        return key;
    for (const KeyAlias &entry : family.aliases) {
        if (std::string_view(entry.key) == key && lookup(config, entry.alias) != nullptr)
            return entry.alias;
    }
    return key;
}

/// \p config with \p family's defaults for the keys it leaves out or sets to null.
nlohmann::json withDefaults(const nlohmann::json &config, const Family &family)
{
    nlohmann::json filled = config;
    for (const KeyDefault &entry : family.defaults) {
        if (lookup(config, entry.key) == nullptr)
            filled[entry.key] = static_cast<std::int64_t>(entry.value);
    }
    return filled;
}

/// The windowed layers as `layer_types` lists them: sets model.fullAttentionEvery, or
/// clears the window where no layer is windowed. False when the config has no list.
bool readLayerTypes(const nlohmann::json &config, ModelSpec &model)
{
    const nlohmann::json *types = lookup(config, "layer_types");
    if (types == nullptr)
        return false;
    if (!types->is_array())
        fail("layer_types", DiagCode::WrongType,
             {termName(DiagTerm::List), detail::typeName(*types)});
    if (std::ssize(*types) != model.layers)
        fail("layer_types", DiagCode::AttentionLayerPattern);
    std::vector<bool> full;
    for (const nlohmann::json &type : *types) {
        const std::string name = type.is_string() ? type.get<std::string>() : type.dump();
        if (name != "full_attention" && name != "sliding_attention" && name != "chunked_attention")
            fail("layer_types", DiagCode::UnknownValue,
                 {name, "full_attention, sliding_attention, chunked_attention"});
        full.push_back(name == "full_attention");
    }
    if (std::all_of(full.begin(), full.end(), [](bool f) { return f; })) {
        model.attentionWindow = 0;
        return true;
    }
    model.fullAttentionEvery = fullAttentionEvery(full, "layer_types");
    return true;
}

std::int64_t fullAttentionEvery(const std::vector<bool> &full, const char *key)
{
    const auto firstFull = std::find(full.begin(), full.end(), true);
    const std::int64_t every = firstFull == full.end() ? 0 : (firstFull - full.begin()) + 1;
    for (std::size_t i = 0; i < full.size(); ++i) {
        const bool modelled = every > 0 && (static_cast<std::int64_t>(i) + 1) % every == 0;
        if (full[i] != modelled)
            fail(key, DiagCode::AttentionLayerPattern);
    }
    return every;
}

/// Qwen's windowed layers: those from max_window_layers (Qwen2Config's default 28) on.
void readQwenWindowLayers(const nlohmann::json &config, ModelSpec &model)
{
    std::int64_t from = 28;
    if (const nlohmann::json *value = lookup(config, "max_window_layers")) {
        if (!value->is_number_integer())
            fail("max_window_layers", DiagCode::WrongType,
                 {termName(DiagTerm::WholeNumber), detail::typeName(*value)});
        from = value->get<std::int64_t>();
        if (from < 0)
            fail("max_window_layers", DiagCode::OutOfRange,
                 {std::to_string(from), "0", std::to_string(model.layers)});
    }
    if (from >= model.layers)
        model.attentionWindow = 0; // no layer reaches the windowed range
    else if (from > 0)
        fail("max_window_layers", DiagCode::AttentionLayerPattern);
}

/// The sliding window as \p family's model class applies it.
void readWindow(const nlohmann::json &config, const Family &family, ModelSpec &model)
{
    const WindowRule &rule = family.window;
    const std::int64_t window = positive(config, rule.window, false);
    if (window == 0)
        return; // absent or null: every layer attends to the whole sequence
    if (rule.gate != nullptr) {
        const nlohmann::json *gate = lookup(config, rule.gate);
        if (gate != nullptr && !gate->is_boolean())
            fail(rule.gate, DiagCode::WrongType,
                 {termName(DiagTerm::TrueOrFalse), detail::typeName(*gate)});
        if (gate == nullptr || !gate->get<bool>())
            return;
    }
    model.attentionWindow = window;
    if (readLayerTypes(config, model))
        return;
    model.fullAttentionEvery = rule.fullEvery;
    if (const std::int64_t every = positive(config, rule.fullEveryKey, false); every > 0)
        model.fullAttentionEvery = every;
    if (rule.gate != nullptr)
        readQwenWindowLayers(config, model);
}

std::int64_t layerInterval(const nlohmann::json &config, const char *key, const ModelSpec &model)
{
    const std::int64_t interval = std::max<std::int64_t>(1, positive(config, key, false));
    if (interval > model.layers)
        fail(key, DiagCode::OutOfRange,
             {std::to_string(interval), "1", std::to_string(model.layers)});
    return interval;
}

/// Qwen's MoE configs can make layers dense (mlp_only_layers, or decoder_sparse_step above
/// 1: Qwen2MoeDecoderLayer has experts where layer_idx + 1 is a multiple of it); the engine
/// models leading dense layers and experts in one layer of every expert_layer_interval after
/// them, the dense ones with an MLP intermediate_size wide, as Qwen2MoeDecoderLayer builds it.
void readQwenDenseLayers(const nlohmann::json &config, ModelSpec &model)
{
    const nlohmann::json *dense = lookup(config, "mlp_only_layers");
    if (dense != nullptr && !dense->is_array())
        fail("mlp_only_layers", DiagCode::WrongType,
             {termName(DiagTerm::List), detail::typeName(*dense)});
    if (dense != nullptr && !dense->empty()) {
        for (std::size_t i = 0; i < dense->size(); ++i) {
            const nlohmann::json &layer = (*dense)[i];
            if (!layer.is_number_integer() || layer.get<std::int64_t>() != std::int64_t(i))
                fail("mlp_only_layers", DiagCode::DenseLayersInMoe);
        }
        model.denseLayers = static_cast<std::int64_t>(dense->size());
    }
    model.expertLayerInterval = layerInterval(config, "decoder_sparse_step", model);
    if (denseLayerCount(model) > 0)
        model.denseFfnHidden = positive(config, "intermediate_size", false);
}

/// The share of each head rotary embeddings turn, as \p family's key gives it: a share
/// (rotary_pct, partial_rotary_factor) or a channel count (rotary_dim), else its default.
double rotaryShare(const nlohmann::json &config, const Family &family, const ModelSpec &model)
{
    const double value = positiveNumber(config, family.rotaryShare, false, DiagTerm::Number);
    if (!family.rotaryShareIsWidth) {
        const double share = value > 0 ? value : family.rotaryShareDefault;
        if (share > 1.0)
            fail(family.rotaryShare, DiagCode::OutOfRange, {detail::formatNumber(share), "0", "1"});
        return share;
    }
    if (value == 0 && config.contains(family.rotaryShare))
        return 1.0; // null: GPTJAttention turns the whole head
    const double headWidth = static_cast<double>(
        model.headDim > 0 ? model.headDim : model.hidden / std::max<std::int64_t>(1, model.heads));
    const double width = value > 0 ? value : family.rotaryShareDefault;
    if (width > headWidth)
        fail(family.rotaryShare, DiagCode::OutOfRange,
             {detail::formatNumber(width), "0", detail::formatNumber(headWidth)});
    return width / headWidth;
}

/// Notes on what the estimate of \p model leaves out of \p family's config: rotary
/// embeddings that turn only part of each head (GPT-NeoX's rotary_pct, Phi's
/// partial_rotary_factor, GPT-J's rotary_dim; priced over the whole head) and query and key
/// norms.
std::vector<Diagnostic> approximations(const nlohmann::json &config, const Family &family,
                                       const ModelSpec &model)
{
    std::vector<Diagnostic> notes;
    if (model.positions == PositionEncoding::Rope && family.rotaryShare != nullptr) {
        const double share = rotaryShare(config, family, model);
        if (share < 1.0)
            notes.push_back({Severity::Info,
                             DiagCode::HfPartialRotary,
                             family.rotaryShare,
                             {detail::formatNumber(std::round(1000.0 * share) / 10.0)}});
    }
    // A context longer than pre-training runs used is the model's longest after long-context
    // training (DeepSeek-V3: 163,840 after pre-training at 4,096, arXiv:2412.19437 Sec. 4.3;
    // Llama 3.1: 131,072 after 8,192, arXiv:2407.21783 Sec. 3.4.2). The note starts above
    // 8,192, the Llama 3 presets' pre-training length; of the catalog's presets only Mixtral
    // pre-trained longer (32,768, arXiv:2401.04088 Sec. 2), which the note's "usually" covers.
    if (constexpr std::int64_t kLongestPretraining = 8192; model.seqLen > kLongestPretraining)
        notes.push_back({Severity::Info,
                         DiagCode::HfLongestContext,
                         family.seqLen,
                         {std::to_string(model.seqLen)}});
    // DeepSeek-V3's multi-token prediction modules train beside the model (DeepSeek-AI 2024,
    // arXiv:2412.19437, Sec. 2.2): a transformer block each, not estimated.
    if (const std::int64_t modules = positive(config, "num_nextn_predict_layers", false);
        modules > 0)
        notes.push_back({Severity::Info,
                         DiagCode::HfPredictionModulesLeftOut,
                         "num_nextn_predict_layers",
                         {std::to_string(modules)}});
    return notes;
}

/// The model \p input describes, with approximations()'s notes.
HfImport readConfig(const nlohmann::json &input)
{
    if (!input.is_object())
        fail({}, DiagCode::NotAnObject);
    const auto typeIt = input.find("model_type");
    if (typeIt == input.end() || !typeIt->is_string())
        fail("model_type", DiagCode::Missing);
    const std::string type = typeIt->get<std::string>();
    const Family *family = nullptr;
    for (const Family &f : kFamilies) {
        if (type == f.modelType)
            family = &f;
    }
    if (family == nullptr)
        fail("model_type", DiagCode::UnsupportedArchitecture, {type, supportedHfArchitectures()});
    const nlohmann::json config = withDefaults(input, *family);

    ModelSpec model;
    model.kind = ModelKind::Transformer;
    const char *hiddenKey = keyInConfig(config, family->hidden, *family);
    const char *headsKey = keyInConfig(config, family->heads, *family);
    model.layers = positive(config, keyInConfig(config, family->layers, *family), true);
    model.hidden = positive(config, hiddenKey, true);
    model.heads = positive(config, headsKey, true);
    model.kvHeads = positive(config, family->kvHeads, false);
    if (model.kvHeads == 0)
        model.kvHeads = model.heads;
    // Llama, Mistral, Qwen and Gemma configs may give the head width (Mistral NeMo: 128 with
    // hidden 5120 and 32 heads); kept only where it differs from hidden / heads.
    model.headDim = positive(config, "head_dim", false);
    if (!hasOwnHeadWidth(model))
        model.headDim = 0;
    model.ffnHidden = positive(config, family->ffn, false);
    if (model.ffnHidden == 0) {
        // MPT: int(d_model * expansion_ratio), as its MLP sizes itself.
        const double ratio = positiveNumber(config, family->ffnRatio, false, DiagTerm::Number);
        if (ratio > 1000)
            fail(family->ffnRatio, DiagCode::OutOfRange,
                 {detail::formatNumber(ratio), "0", "1000"});
        const double width = (ratio > 0 ? ratio : 4.0) * static_cast<double>(model.hidden);
        model.ffnHidden = static_cast<std::int64_t>(width);
    }
    model.vocab = positive(config, "vocab_size", true);
    model.seqLen = positive(config, family->seqLen, true);
    model.mlp = family->mlp;
    // transformers' gelu_new (NewGELUActivation) writes the tanh GELU out in eight operations.
    if (model.mlp == MlpKind::Gelu && activationName(config, *family) == "gelu_new")
        model.geluForm = GeluForm::WrittenOut;
    model.experts = std::max<std::int64_t>(1, positive(config, family->experts, false));
    if (model.experts > 1) {
        readQwenDenseLayers(config, model);
        model.sharedExpertFfn = positive(config, family->sharedExpertFfn, false);
    }
    model.expertsPerToken = positive(config, "num_experts_per_tok", false);
    if (model.expertsPerToken == 0)
        model.expertsPerToken = 1;
    const auto tied = config.find("tie_word_embeddings");
    model.tiedEmbeddings
        = tied != config.end() && tied->is_boolean() ? tied->get<bool>() : family->tiedDefault;
    model.attentionDropout
        = probability(config, family->attentionDropout, family->attentionDropoutDefault);
    model.hiddenDropout = probability(config, family->hiddenDropout, family->hiddenDropoutDefault);
    readWindow(config, *family, model);
    model.biases = family->biases;
    model.normalization = family->normalization;
    model.positions = family->positions;
    model.block = family->block;
    if (family->qkNorms == nullptr || flag(config, family->qkNorms, false))
        model.qkNorms = family->qkNormsKind;
    if (family->readArchitecture != nullptr)
        family->readArchitecture(config, model);
    // Without a head width of its own (GLM-4.5: 96 heads of 128 beside hidden 4,096), the
    // heads split the hidden size.
    if (model.headDim == 0 && model.hidden % model.heads != 0)
        fail(headsKey, DiagCode::NotDivisible,
             {std::to_string(model.heads), hiddenKey, std::to_string(model.hidden)});
    return {model, {}, approximations(config, *family, model)};
}

} // namespace

std::string supportedHfArchitectures()
{
    std::string names;
    for (const Family &f : kFamilies)
        names += (names.empty() ? "" : ", ") + std::string(f.displayName);
    return names;
}

HfImport importHfConfig(std::string_view jsonText)
{
    try {
        const nlohmann::json config = detail::parseJson(jsonText);
        // Multimodal Gemma 3 and Llama 4 keep their language model in text_config (the text
        // configuration class's defaults without one); the vision encoder (Gemma 3: SigLIP,
        // 417M parameters) is not part of the estimate.
        const auto type = config.is_object() ? config.find("model_type") : config.end();
        const auto multimodal
            = std::find_if(std::begin(kMultimodal), std::end(kMultimodal), [&](const auto &m) {
                  return type != config.end() && type->is_string()
                         && type->get<std::string>() == m.first;
              });
        if (multimodal == std::end(kMultimodal))
            return readConfig(config);
        const nlohmann::json *text = lookup(config, "text_config");
        try {
            nlohmann::json language = text != nullptr ? *text : nlohmann::json::object();
            if (language.is_object() && !language.contains("model_type"))
                language["model_type"] = multimodal->second;
            HfImport read = readConfig(language);
            for (Diagnostic &note : read.notes)
                note.field = "text_config." + note.field;
            read.notes.insert(read.notes.begin(),
                              {Severity::Info, DiagCode::HfTextModelOnly, "text_config", {}});
            return read;
        } catch (detail::InputError &error) {
            const std::string &field = error.diagnostic.field;
            error.diagnostic.field = "text_config" + (field.empty() ? "" : "." + field);
            throw;
        }
    } catch (const detail::InputError &error) {
        return {std::nullopt, error.diagnostic, {}};
    }
}

} // namespace scaleplan::engine
