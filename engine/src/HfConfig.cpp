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

/// Field names of the config families: Llama-style (Llama, Mistral, Mixtral, Qwen2),
/// GPT-2 and GPT-NeoX.
struct Family
{
    const char *modelType;
    const char *layers;
    const char *hidden;
    const char *heads;
    const char *ffn; ///< empty: 4 * hidden
    const char *seqLen;
    MlpKind mlp;
    bool tiedDefault;             ///< the library's default for tie_word_embeddings
    const char *attentionDropout; ///< dropout on the attention scores
    double attentionDropoutDefault;
    const char *hiddenDropout; ///< dropout after attention and MLP; nullptr: the model has none
    double hiddenDropoutDefault;
};

// Dropout keys and defaults from the transformers configuration classes: LlamaConfig,
// MistralConfig, MixtralConfig and Qwen2Config have attention_dropout = 0.0 and their
// decoder layers no hidden dropout; GPT2Config has attn_pdrop = resid_pdrop = 0.1;
// GPTNeoXConfig has attention_dropout = hidden_dropout = 0.0.

constexpr std::array kFamilies{
    Family{"llama", "num_hidden_layers", "hidden_size", "num_attention_heads", "intermediate_size",
           "max_position_embeddings", MlpKind::SwiGlu, false, "attention_dropout", 0.0, nullptr,
           0.0},
    Family{"mistral", "num_hidden_layers", "hidden_size", "num_attention_heads",
           "intermediate_size", "max_position_embeddings", MlpKind::SwiGlu, false,
           "attention_dropout", 0.0, nullptr, 0.0},
    Family{"mixtral", "num_hidden_layers", "hidden_size", "num_attention_heads",
           "intermediate_size", "max_position_embeddings", MlpKind::SwiGlu, false,
           "attention_dropout", 0.0, nullptr, 0.0},
    Family{"qwen2", "num_hidden_layers", "hidden_size", "num_attention_heads", "intermediate_size",
           "max_position_embeddings", MlpKind::SwiGlu, false, "attention_dropout", 0.0, nullptr,
           0.0},
    Family{"gpt2", "n_layer", "n_embd", "n_head", "n_inner", "n_positions", MlpKind::Gelu, true,
           "attn_pdrop", 0.1, "resid_pdrop", 0.1},
    Family{"gpt_neox", "num_hidden_layers", "hidden_size", "num_attention_heads",
           "intermediate_size", "max_position_embeddings", MlpKind::Gelu, false,
           "attention_dropout", 0.0, "hidden_dropout", 0.0},
};

std::int64_t positive(const nlohmann::json &config, const char *key, bool required)
{
    const auto it = config.find(key);
    if (it == config.end() || it->is_null()) {
        if (required)
            fail(key, DiagCode::Missing);
        return 0;
    }
    if (!it->is_number())
        fail(key, DiagCode::WrongType, {"a whole number", detail::typeName(*it)});
    const double number = it->get<double>();
    if (number <= 0)
        fail(key, DiagCode::MustBePositive, {detail::formatNumber(number)});
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
    const auto it = key == nullptr ? config.end() : config.find(key);
    if (it == config.end() || it->is_null())
        return fallback;
    if (!it->is_number())
        fail(key, DiagCode::WrongType, {"a number", detail::typeName(*it)});
    const double p = it->get<double>();
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
        fail("model_type", DiagCode::UnsupportedArchitecture, {type});

    ModelSpec model;
    model.kind = ModelKind::Transformer;
    model.layers = positive(config, family->layers, true);
    model.hidden = positive(config, family->hidden, true);
    model.heads = positive(config, family->heads, true);
    model.kvHeads = positive(config, "num_key_value_heads", false);
    if (model.kvHeads == 0)
        model.kvHeads = model.heads;
    model.ffnHidden = positive(config, family->ffn, false);
    if (model.ffnHidden == 0)
        model.ffnHidden = 4 * model.hidden;
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

HfImport importHfConfig(std::string_view jsonText)
{
    try {
        return {readConfig(detail::parseJson(jsonText)), {}};
    } catch (const detail::InputError &error) {
        return {std::nullopt, error.diagnostic};
    }
}

} // namespace scaleplan::engine
