// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/HfConfig.h"

#include "JsonReader.h"

#include <array>
#include <cmath>
#include <string>

namespace scaleplan::engine {

using detail::fail;

namespace {

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
};

// Keys and defaults from the transformers configuration classes and, for MPT, llm-foundry's
// MPTConfig: LlamaConfig, MistralConfig, MixtralConfig, Qwen2Config and Qwen3Config have
// attention_dropout = 0.0 and their decoder layers no hidden dropout; Phi3Config
// attention_dropout = resid_pdrop = 0.0; GPT2Config attn_pdrop = resid_pdrop = 0.1;
// GPTNeoXConfig attention_dropout = hidden_dropout = 0.0; OPTConfig attention_dropout = 0.0
// and dropout = 0.1 (ReLU MLP: two matrices, priced as GELU); GemmaConfig keys as Llama's with
// tie_word_embeddings = True and a GeGLU MLP (gate, up, down: priced as SwiGLU); MPTConfig
// attn_config.attn_pdrop = resid_pdrop = 0.0, d_ff = expansion_ratio x d_model, always tied.
constexpr const char *kLlamaKeys[]
    = {"num_hidden_layers",   "hidden_size",       "num_attention_heads",
       "num_key_value_heads", "intermediate_size", "max_position_embeddings"};

constexpr Family llamaStyle(const char *type, const char *name, const char *hiddenDropout,
                            bool tiedDefault = false)
{
    return {type,
            name,
            kLlamaKeys[0],
            kLlamaKeys[1],
            kLlamaKeys[2],
            kLlamaKeys[3],
            kLlamaKeys[4],
            nullptr,
            kLlamaKeys[5],
            MlpKind::SwiGlu,
            tiedDefault,
            "attention_dropout",
            0.0,
            hiddenDropout,
            0.0};
}

constexpr std::array kFamilies{
    llamaStyle("llama", "Llama", nullptr),
    llamaStyle("mistral", "Mistral", nullptr),
    llamaStyle("mixtral", "Mixtral", nullptr),
    llamaStyle("qwen2", "Qwen2", nullptr),
    llamaStyle("qwen3", "Qwen3", nullptr),
    llamaStyle("phi3", "Phi-3", "resid_pdrop"),
    llamaStyle("gemma", "Gemma", nullptr, true),
    Family{"gpt2", "GPT-2", "n_layer", "n_embd", "n_head", nullptr, "n_inner", nullptr,
           "n_positions", MlpKind::Gelu, true, "attn_pdrop", 0.1, "resid_pdrop", 0.1},
    Family{"gpt_neox", "GPT-NeoX", "num_hidden_layers", "hidden_size", "num_attention_heads",
           nullptr, "intermediate_size", nullptr, "max_position_embeddings", MlpKind::Gelu, false,
           "attention_dropout", 0.0, "hidden_dropout", 0.0},
    Family{"opt", "OPT", "num_hidden_layers", "hidden_size", "num_attention_heads", nullptr,
           "ffn_dim", nullptr, "max_position_embeddings", MlpKind::Gelu, true, "attention_dropout",
           0.0, "dropout", 0.1},
    Family{"mpt", "MPT", "n_layers", "d_model", "n_heads", "attn_config.kv_n_heads", nullptr,
           "expansion_ratio", "max_seq_len", MlpKind::Gelu, true, "attn_config.attn_pdrop", 0.0,
           "resid_pdrop", 0.0},
};

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
                      const char *expected)
{
    const nlohmann::json *value = lookup(config, key);
    if (value == nullptr) {
        if (required)
            fail(key, DiagCode::Missing);
        return 0;
    }
    if (!value->is_number())
        fail(key, DiagCode::WrongType, {expected, detail::typeName(*value)});
    const double number = value->get<double>();
    if (number <= 0)
        fail(key, DiagCode::MustBePositive, {detail::formatNumber(number)});
    return number;
}

std::int64_t positive(const nlohmann::json &config, const char *key, bool required)
{
    const double number = positiveNumber(config, key, required, "a whole number");
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
        fail(key, DiagCode::WrongType, {"a number", detail::typeName(*value)});
    const double p = value->get<double>();
    if (!(p >= 0.0 && p <= 0.9))
        fail(key, DiagCode::OutOfRange, {detail::formatNumber(p), "0", "0.9"});
    return p;
}

ModelSpec readConfig(const nlohmann::json &config)
{
    if (!config.is_object())
        fail({}, DiagCode::NotAnObject);
    const auto typeIt = config.find("model_type");
    if (typeIt == config.end() || !typeIt->is_string())
        fail("model_type", DiagCode::Missing);
    const std::string type = typeIt->get<std::string>();
    const Family *family = nullptr;
    for (const Family &f : kFamilies) {
        if (type == f.modelType)
            family = &f;
    }
    if (family == nullptr)
        fail("model_type", DiagCode::UnsupportedArchitecture, {type, supportedHfArchitectures()});

    ModelSpec model;
    model.kind = ModelKind::Transformer;
    model.layers = positive(config, family->layers, true);
    model.hidden = positive(config, family->hidden, true);
    model.heads = positive(config, family->heads, true);
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
        const double ratio = positiveNumber(config, family->ffnRatio, false, "a number");
        if (ratio > 1000)
            fail(family->ffnRatio, DiagCode::OutOfRange,
                 {detail::formatNumber(ratio), "0", "1000"});
        const double width = (ratio > 0 ? ratio : 4.0) * static_cast<double>(model.hidden);
        model.ffnHidden = static_cast<std::int64_t>(width);
    }
    model.vocab = positive(config, "vocab_size", true);
    model.seqLen = positive(config, family->seqLen, true);
    model.mlp = family->mlp;
    model.experts = positive(config, "num_local_experts", false);
    if (model.experts == 0)
        model.experts = 1;
    model.expertsPerToken = positive(config, "num_experts_per_tok", false);
    if (model.expertsPerToken == 0)
        model.expertsPerToken = 1;
    const auto tied = config.find("tie_word_embeddings");
    model.tiedEmbeddings
        = tied != config.end() && tied->is_boolean() ? tied->get<bool>() : family->tiedDefault;
    model.attentionDropout
        = probability(config, family->attentionDropout, family->attentionDropoutDefault);
    model.hiddenDropout = probability(config, family->hiddenDropout, family->hiddenDropoutDefault);
    if (model.hidden % model.heads != 0)
        fail(family->heads, DiagCode::NotDivisible,
             {std::to_string(model.heads), family->hidden, std::to_string(model.hidden)});
    return model;
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
        return {readConfig(detail::parseJson(jsonText)), {}};
    } catch (const detail::InputError &error) {
        return {std::nullopt, error.diagnostic};
    }
}

} // namespace scaleplan::engine
