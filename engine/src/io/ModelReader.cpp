// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/ModelReader.h"

#include "core/Spelling.h"

#include "scaleplan/engine/ScenarioIo.h"

namespace scaleplan::engine::detail {

namespace {

constexpr std::int64_t kMaxDim = 10'000'000;
/// A dropout of 1 would zero every activation; 0.9 is far above any trained model's.
constexpr double kMaxDropout = 0.9;

/// Without a preset, a SwiGLU model is taken to be Llama-style: untied embeddings, no
/// dropout (Llama, Mistral, Qwen2: attention_dropout 0 and no hidden dropout), no biases,
/// RMSNorm and rotary positions. A GELU model is taken to be GPT-style: tied embeddings,
/// Megatron-LM's default dropout of 0.1 on both (GPT-2, GPT-3, BERT; Korthikanti et al.
/// 2022 count both masks), biases on every linear layer, LayerNorm and learned positions
/// (Megatron-LM's defaults: add_bias_linear, normalization LayerNorm,
/// position_embedding_type learned_absolute).
ModelAdditions mlpDefaults(MlpKind mlp)
{
    if (mlp == MlpKind::Gelu)
        return {
            true, 0.1, 0.1, LinearBiases::All, Normalization::LayerNorm, PositionEncoding::Learned};
    return {false, 0.0, 0.0, LinearBiases::None, Normalization::RmsNorm, PositionEncoding::Rope};
}

} // namespace

ModelSpec readModel(ObjectReader in, const Catalog &catalog, bool allowPreset)
{
    ModelSpec model;
    if (allowPreset && in.has("preset")) {
        const std::string id = in.string("preset");
        const Preset *preset = catalog.findPreset(id);
        if (preset == nullptr)
            fail(in.path("preset"), DiagCode::UnknownPreset, {id, nearestIds(id, catalog.presets)});
        model = preset->model;
        model.preset = id;
    }
    model.kind = in.choice("kind", model.kind);
    model.layers = in.integer("layers", model.layers, 1, 100'000);
    model.hidden = in.integer("hidden", model.hidden, 1, kMaxDim);
    model.heads = in.integer("heads", model.heads, 1, 1'000'000);
    const bool kvGiven = in.has("kv_heads");
    model.kvHeads = in.integer("kv_heads", model.kvHeads, 1, 1'000'000);
    model.headDim = in.integer("head_dim", model.headDim, 1, 100'000);
    model.attentionWindow = in.integer("attention_window", model.attentionWindow, 1, 100'000'000);
    model.fullAttentionEvery
        = in.integer("full_attention_every", model.fullAttentionEvery, 1, 100'000);
    model.attentionChunked = in.boolean("attention_chunked", model.attentionChunked);
    const bool ffnGiven = in.has("ffn_hidden");
    model.ffnHidden = in.integer("ffn_hidden", model.ffnHidden, 1, 100 * kMaxDim);
    model.vocab = in.integer("vocab", model.vocab, 1, 100'000'000);
    model.seqLen = in.integer("seq_len", model.seqLen, 1, 100'000'000);
    model.mlp = in.choice("mlp", model.mlp);
    model.geluForm = in.choice("gelu_form", model.geluForm);
    const bool biasesGiven = in.has("biases");
    model.biases = in.choice("biases", model.biases);
    const bool normalizationGiven = in.has("normalization");
    model.normalization = in.choice("normalization", model.normalization);
    model.qkNorms = in.choice("qk_norms", model.qkNorms);
    const bool positionsGiven = in.has("position_encoding");
    model.positions = in.choice("position_encoding", model.positions);
    model.block = in.choice("block", model.block);
    model.causal = in.boolean("causal", model.causal);
    model.experts = in.integer("experts", model.experts, 1, 100'000);
    model.expertsPerToken = in.integer("experts_per_token", model.expertsPerToken, 1, 100'000);
    model.sharedExpertFfn
        = in.integer("shared_expert_ffn", model.sharedExpertFfn, 1, 100 * kMaxDim);
    model.denseLayers = in.integer("dense_layers", model.denseLayers, 0, 1'000'000);
    model.expertGroups = in.integer("expert_groups", model.expertGroups, 1, 100'000);
    model.expertGroupsPerToken
        = in.integer("expert_groups_per_token", model.expertGroupsPerToken, 1, 100'000);
    model.expertLayerInterval
        = in.integer("expert_layer_interval", model.expertLayerInterval, 1, 1'000'000);
    model.denseFfnHidden = in.integer("dense_ffn_hidden", model.denseFfnHidden, 1, 100 * kMaxDim);
    model.kvLoraRank = in.integer("kv_lora_rank", model.kvLoraRank, 1, kMaxDim);
    model.qLoraRank = in.integer("q_lora_rank", model.qLoraRank, 1, kMaxDim);
    model.qkRopeHeadDim = in.integer("qk_rope_head_dim", model.qkRopeHeadDim, 1, kMaxDim);
    model.vHeadDim = in.integer("v_head_dim", model.vHeadDim, 1, kMaxDim);
    const bool tiedGiven = in.has("tied_embeddings");
    model.tiedEmbeddings = in.boolean("tied_embeddings", model.tiedEmbeddings);
    const bool attentionDropoutGiven = in.has("attention_dropout");
    const bool hiddenDropoutGiven = in.has("hidden_dropout");
    model.attentionDropout
        = in.number("attention_dropout", model.attentionDropout, 0.0, kMaxDropout);
    model.hiddenDropout = in.number("hidden_dropout", model.hiddenDropout, 0.0, kMaxDropout);
    model.parameters = in.number("parameters", model.parameters, 1, 1e16);
    model.trainingFlopsPerSample
        = in.number("training_flops_per_sample", model.trainingFlopsPerSample, 1, 1e24);
    model.activationGbPerSample
        = in.number("activation_gb_per_sample", model.activationGbPerSample, 0, 1e6);
    model.memoryTrafficGbPerSample
        = in.number("memory_traffic_gb_per_sample", model.memoryTrafficGbPerSample, 1e-6, 1e6);
    model.computeEfficiency = in.number("compute_efficiency", model.computeEfficiency, 1e-4, 1.0);
    in.rejectUnknownKeys({"preset"});

    // Defaults the format documents, for what neither the preset nor the file gave.
    if (!kvGiven && model.kvHeads == 0)
        model.kvHeads = model.heads;
    if (!ffnGiven && model.ffnHidden == 0)
        model.ffnHidden = 4 * model.hidden;
    if (!hasOwnHeadWidth(model))
        model.headDim = 0; // the width hidden / heads gives anyway
    if (model.preset.empty()) {
        const ModelAdditions defaults = mlpDefaults(model.mlp);
        if (!tiedGiven)
            model.tiedEmbeddings = defaults.tiedEmbeddings;
        if (!attentionDropoutGiven)
            model.attentionDropout = defaults.attentionDropout;
        if (!hiddenDropoutGiven)
            model.hiddenDropout = defaults.hiddenDropout;
        if (!biasesGiven)
            model.biases = defaults.biases;
        if (!normalizationGiven)
            model.normalization = defaults.normalization;
        if (!positionsGiven)
            model.positions = defaults.positions;
    }
    return model;
}

ModelAdditions additionsOf(const ModelSpec &model)
{
    return {model.tiedEmbeddings, model.attentionDropout, model.hiddenDropout,
            model.biases,         model.normalization,    model.positions};
}

std::optional<ModelAdditions> defaultAdditions(const ModelSpec &model, const Catalog &catalog)
{
    if (model.preset.empty())
        return mlpDefaults(model.mlp);
    if (const Preset *preset = catalog.findPreset(model.preset))
        return additionsOf(preset->model);
    return std::nullopt;
}

void writeShapeAdditions(nlohmann::json &json, const ModelSpec &model)
{
    if (hasOwnHeadWidth(model))
        json["head_dim"] = model.headDim;
    if (model.attentionWindow > 0) {
        json["attention_window"] = model.attentionWindow;
        if (model.fullAttentionEvery > 0)
            json["full_attention_every"] = model.fullAttentionEvery;
        if (model.attentionChunked)
            json["attention_chunked"] = true;
    }
    if (model.sharedExpertFfn > 0)
        json["shared_expert_ffn"] = model.sharedExpertFfn;
    if (model.denseLayers > 0)
        json["dense_layers"] = model.denseLayers;
    if (model.expertGroups > 1)
        json["expert_groups"] = model.expertGroups;
    if (model.expertGroupsPerToken > 0)
        json["expert_groups_per_token"] = model.expertGroupsPerToken;
    if (model.expertLayerInterval > 1)
        json["expert_layer_interval"] = model.expertLayerInterval;
    if (model.denseFfnHidden > 0)
        json["dense_ffn_hidden"] = model.denseFfnHidden;
    for (auto [key, value] : {std::pair{"kv_lora_rank", model.kvLoraRank},
                              {"q_lora_rank", model.qLoraRank},
                              {"qk_rope_head_dim", model.qkRopeHeadDim},
                              {"v_head_dim", model.vHeadDim}}) {
        if (value > 0)
            json[key] = value;
    }
    if (model.qkNorms != QkNorms::None)
        json["qk_norms"] = qkNormsName(model.qkNorms);
    if (model.geluForm != GeluForm::Kernel)
        json["gelu_form"] = geluFormName(model.geluForm);
    if (model.block != TransformerBlock::Sequential)
        json["block"] = blockName(model.block);
    if (!model.causal)
        json["causal"] = false;
}

} // namespace scaleplan::engine::detail
