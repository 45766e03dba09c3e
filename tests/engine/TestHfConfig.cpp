// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Importing a model shape from a Hugging Face config.json: the supported families map to
// every ModelSpec field, anything else is an error naming the key.

#include "TestSupport.h"

#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/HfConfig.h"
#include "scaleplan/engine/Scenario.h"

#include <QTest>

#include <string_view>

using namespace scaleplan::engine;

Q_DECLARE_METATYPE(scaleplan::engine::ModelSpec)
Q_DECLARE_METATYPE(scaleplan::engine::DiagCode)
Q_DECLARE_METATYPE(scaleplan::engine::QkNorms)
Q_DECLARE_METATYPE(std::vector<scaleplan::engine::Diagnostic>)

namespace {

// config.json texts as published on the Hugging Face hub (keys that do not describe the
// shape trimmed where noted).

// meta-llama/Meta-Llama-3-8B
const QByteArray kLlama3_8b = R"({
  "architectures": ["LlamaForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "bos_token_id": 128000,
  "eos_token_id": 128001,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "initializer_range": 0.02,
  "intermediate_size": 14336,
  "max_position_embeddings": 8192,
  "model_type": "llama",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 8,
  "pretraining_tp": 1,
  "rms_norm_eps": 1e-05,
  "rope_scaling": null,
  "rope_theta": 500000.0,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "transformers_version": "4.40.0.dev0",
  "use_cache": true,
  "vocab_size": 128256
})";

// mistralai/Mistral-7B-v0.1
const QByteArray kMistral7b = R"({
  "architectures": ["MistralForCausalLM"],
  "bos_token_id": 1,
  "eos_token_id": 2,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "initializer_range": 0.02,
  "intermediate_size": 14336,
  "max_position_embeddings": 32768,
  "model_type": "mistral",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 8,
  "rms_norm_eps": 1e-05,
  "rope_theta": 10000.0,
  "sliding_window": 4096,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "use_cache": true,
  "vocab_size": 32000
})";

// mistralai/Mixtral-8x7B-v0.1
const QByteArray kMixtral8x7b = R"({
  "architectures": ["MixtralForCausalLM"],
  "attention_dropout": 0.0,
  "bos_token_id": 1,
  "eos_token_id": 2,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "initializer_range": 0.02,
  "intermediate_size": 14336,
  "max_position_embeddings": 32768,
  "model_type": "mixtral",
  "num_attention_heads": 32,
  "num_experts_per_tok": 2,
  "num_hidden_layers": 32,
  "num_key_value_heads": 8,
  "num_local_experts": 8,
  "output_router_logits": false,
  "rms_norm_eps": 1e-05,
  "rope_theta": 1000000.0,
  "router_aux_loss_coef": 0.02,
  "sliding_window": null,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "use_cache": true,
  "vocab_size": 32000
})";

// A small Qwen2 (Qwen2-0.5B shape) with tied embeddings.
const QByteArray kQwen2 = R"({
  "architectures": ["Qwen2ForCausalLM"],
  "hidden_act": "silu",
  "hidden_size": 896,
  "intermediate_size": 4864,
  "max_position_embeddings": 131072,
  "max_window_layers": 24,
  "model_type": "qwen2",
  "num_attention_heads": 14,
  "num_hidden_layers": 24,
  "num_key_value_heads": 2,
  "rope_theta": 1000000.0,
  "sliding_window": 131072,
  "tie_word_embeddings": true,
  "use_sliding_window": false,
  "vocab_size": 151936
})";

// openai-community/gpt2 (GPT-2 small): n_inner null means 4 * n_embd.
const QByteArray kGpt2 = R"({
  "activation_function": "gelu_new",
  "architectures": ["GPT2LMHeadModel"],
  "attn_pdrop": 0.1,
  "bos_token_id": 50256,
  "embd_pdrop": 0.1,
  "eos_token_id": 50256,
  "initializer_range": 0.02,
  "layer_norm_epsilon": 1e-05,
  "model_type": "gpt2",
  "n_ctx": 1024,
  "n_embd": 768,
  "n_head": 12,
  "n_inner": null,
  "n_layer": 12,
  "n_positions": 1024,
  "resid_pdrop": 0.1,
  "vocab_size": 50257
})";

// google-bert/bert-large-uncased
const QByteArray kBertLarge = R"({
  "architectures": ["BertForMaskedLM"],
  "attention_probs_dropout_prob": 0.1,
  "gradient_checkpointing": false,
  "hidden_act": "gelu",
  "hidden_dropout_prob": 0.1,
  "hidden_size": 1024,
  "initializer_range": 0.02,
  "intermediate_size": 4096,
  "layer_norm_eps": 1e-12,
  "max_position_embeddings": 512,
  "model_type": "bert",
  "num_attention_heads": 16,
  "num_hidden_layers": 24,
  "pad_token_id": 0,
  "position_embedding_type": "absolute",
  "transformers_version": "4.6.0.dev0",
  "type_vocab_size": 2,
  "use_cache": true,
  "vocab_size": 30522
})";

// FacebookAI/roberta-large
const QByteArray kRobertaLarge = R"({
  "architectures": ["RobertaForMaskedLM"],
  "attention_probs_dropout_prob": 0.1,
  "bos_token_id": 0,
  "eos_token_id": 2,
  "hidden_act": "gelu",
  "hidden_dropout_prob": 0.1,
  "hidden_size": 1024,
  "initializer_range": 0.02,
  "intermediate_size": 4096,
  "layer_norm_eps": 1e-05,
  "max_position_embeddings": 514,
  "model_type": "roberta",
  "num_attention_heads": 16,
  "num_hidden_layers": 24,
  "pad_token_id": 1,
  "type_vocab_size": 1,
  "vocab_size": 50265
})";

// distilbert/distilbert-base-uncased
const QByteArray kDistilBert = R"({
  "activation": "gelu",
  "architectures": ["DistilBertForMaskedLM"],
  "attention_dropout": 0.1,
  "dim": 768,
  "dropout": 0.1,
  "hidden_dim": 3072,
  "initializer_range": 0.02,
  "max_position_embeddings": 512,
  "model_type": "distilbert",
  "n_heads": 12,
  "n_layers": 6,
  "pad_token_id": 0,
  "qa_dropout": 0.1,
  "seq_classif_dropout": 0.2,
  "sinusoidal_pos_embds": false,
  "tie_weights_": true,
  "vocab_size": 30522
})";

// EleutherAI/gpt-j-6B (trimmed: generation settings left out)
const QByteArray kGptj6b = R"({
  "activation_function": "gelu_new",
  "architectures": ["GPTJForCausalLM"],
  "attn_pdrop": 0.0,
  "embd_pdrop": 0.0,
  "layer_norm_epsilon": 1e-05,
  "model_type": "gptj",
  "n_embd": 4096,
  "n_head": 16,
  "n_inner": null,
  "n_layer": 28,
  "n_positions": 2048,
  "resid_pdrop": 0.0,
  "rotary": true,
  "rotary_dim": 64,
  "tie_word_embeddings": false,
  "vocab_size": 50400
})";

// EleutherAI/gpt-neox-20b
const QByteArray kGptNeox20b = R"({
  "architectures": ["GPTNeoXForCausalLM"],
  "bos_token_id": 0,
  "eos_token_id": 0,
  "hidden_act": "gelu_fast",
  "hidden_size": 6144,
  "initializer_range": 0.02,
  "intermediate_size": 24576,
  "layer_norm_eps": 1e-05,
  "max_position_embeddings": 2048,
  "model_type": "gpt_neox",
  "num_attention_heads": 64,
  "num_hidden_layers": 44,
  "rotary_emb_base": 10000,
  "rotary_pct": 0.25,
  "tie_word_embeddings": false,
  "torch_dtype": "float16",
  "use_cache": true,
  "use_parallel_residual": true,
  "vocab_size": 50432
})";

// tiiuae/falcon-7b (trimmed): one LayerNorm before attention and MLP side by side,
// multi-query attention, no linear biases, rotary positions, tied; no sequence length.
const QByteArray kFalcon7b = R"({
  "alibi": false,
  "apply_residual_connection_post_layernorm": false,
  "architectures": ["FalconForCausalLM"],
  "attention_dropout": 0.0,
  "bias": false,
  "hidden_dropout": 0.0,
  "hidden_size": 4544,
  "model_type": "falcon",
  "multi_query": true,
  "new_decoder_architecture": false,
  "num_attention_heads": 71,
  "num_hidden_layers": 32,
  "parallel_attn": true,
  "vocab_size": 65024
})";

// tiiuae/falcon-40b (trimmed): the new decoder architecture, ln_attn and ln_mlp, 8 key/value
// heads.
const QByteArray kFalcon40b = R"({
  "alibi": false,
  "architectures": ["FalconForCausalLM"],
  "attention_dropout": 0.0,
  "bias": false,
  "hidden_dropout": 0.0,
  "hidden_size": 8192,
  "model_type": "falcon",
  "multi_query": true,
  "new_decoder_architecture": true,
  "num_attention_heads": 128,
  "num_hidden_layers": 60,
  "num_kv_heads": 8,
  "parallel_attn": true,
  "vocab_size": 65024
})";

// microsoft/phi-2 (trimmed): attention and MLP side by side behind one LayerNorm, biases,
// partial rotary positions, untied.
const QByteArray kPhi2 = R"({
  "architectures": ["PhiForCausalLM"],
  "attention_dropout": 0.0,
  "embd_pdrop": 0.0,
  "hidden_act": "gelu_new",
  "hidden_size": 2560,
  "intermediate_size": 10240,
  "max_position_embeddings": 2048,
  "model_type": "phi",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 32,
  "partial_rotary_factor": 0.4,
  "qk_layernorm": false,
  "resid_pdrop": 0.1,
  "tie_word_embeddings": false,
  "vocab_size": 51200
})";

// CohereForAI/c4ai-command-r-v01 (trimmed): attention and a SwiGLU MLP side by side behind
// one LayerNorm without a shift, tied by default.
const QByteArray kCommandR = R"({
  "architectures": ["CohereForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "hidden_act": "silu",
  "hidden_size": 8192,
  "intermediate_size": 22528,
  "logit_scale": 0.0625,
  "max_position_embeddings": 8192,
  "model_type": "cohere",
  "num_attention_heads": 64,
  "num_hidden_layers": 40,
  "num_key_value_heads": 64,
  "use_qk_norm": false,
  "vocab_size": 256000
})";

// openai/gpt-oss-20b (trimmed: the quantization and rope scaling settings left out): 24
// layers of 32 experts, 4 routed a token, windowed and full layers alternating.
const QByteArray kGptOss20b = R"({
  "architectures": ["GptOssForCausalLM"],
  "attention_bias": true,
  "attention_dropout": 0.0,
  "experts_per_token": 4,
  "head_dim": 64,
  "hidden_act": "silu",
  "hidden_size": 2880,
  "initial_context_length": 4096,
  "intermediate_size": 2880,
  "layer_types": [
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention",
    "sliding_attention", "full_attention"
  ],
  "max_position_embeddings": 131072,
  "model_type": "gpt_oss",
  "num_attention_heads": 64,
  "num_experts_per_tok": 4,
  "num_hidden_layers": 24,
  "num_key_value_heads": 8,
  "num_local_experts": 32,
  "rms_norm_eps": 1e-05,
  "rope_theta": 150000,
  "router_aux_loss_coef": 0.9,
  "sliding_window": 128,
  "swiglu_limit": 7.0,
  "tie_word_embeddings": false,
  "vocab_size": 201088
})";

// gpt-oss-120b: GptOssConfig's defaults, which are its shape (36 layers of 128 experts).
const QByteArray kGptOss120b = R"({"model_type": "gpt_oss"})";

// microsoft/Phi-3-mini-4k-instruct (trimmed): Llama's keys, resid_pdrop for hidden dropout.
const QByteArray kPhi3Mini = R"({
  "architectures": ["Phi3ForCausalLM"],
  "attention_dropout": 0.0,
  "embd_pdrop": 0.0,
  "hidden_act": "silu",
  "hidden_size": 3072,
  "intermediate_size": 8192,
  "max_position_embeddings": 4096,
  "model_type": "phi3",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 32,
  "resid_pdrop": 0.0,
  "tie_word_embeddings": false,
  "vocab_size": 32064
})";

// facebook/opt-1.3b (trimmed): ffn_dim, ReLU (two matrices), dropout 0.1 on hidden states.
const QByteArray kOpt1_3b = R"({
  "activation_function": "relu",
  "architectures": ["OPTForCausalLM"],
  "attention_dropout": 0.0,
  "dropout": 0.1,
  "ffn_dim": 8192,
  "hidden_size": 2048,
  "max_position_embeddings": 2048,
  "model_type": "opt",
  "num_attention_heads": 32,
  "num_hidden_layers": 24,
  "vocab_size": 50272,
  "word_embed_proj_dim": 2048
})";

// mosaicml/mpt-7b (trimmed): MPT's own names, the MLP width as expansion_ratio x d_model,
// attention settings nested in attn_config, no dropout.
// bigscience/bloom-560m's config.json.
const QByteArray kBloom560m = R"({
  "apply_residual_connection_post_layernorm": false,
  "architectures": ["BloomForCausalLM"],
  "attention_dropout": 0.0,
  "attention_softmax_in_fp32": true,
  "bias_dropout_fusion": true,
  "bos_token_id": 1,
  "eos_token_id": 2,
  "hidden_dropout": 0.0,
  "hidden_size": 1024,
  "initializer_range": 0.02,
  "layer_norm_epsilon": 1e-05,
  "masked_softmax_fusion": true,
  "model_type": "bloom",
  "n_head": 16,
  "n_inner": null,
  "n_layer": 24,
  "offset_alibi": 100,
  "pad_token_id": 3,
  "pretraining_tp": 1,
  "skip_bias_add": true,
  "skip_bias_add_qkv": false,
  "slow_but_exact": false,
  "unk_token_id": 0,
  "use_cache": true,
  "vocab_size": 250880
})";

const QByteArray kMpt7b = R"({
  "architectures": ["MPTForCausalLM"],
  "attn_config": {
    "alibi": true,
    "attn_pdrop": 0,
    "attn_type": "multihead_attention"
  },
  "d_model": 4096,
  "emb_pdrop": 0,
  "expansion_ratio": 4,
  "max_seq_len": 2048,
  "model_type": "mpt",
  "n_heads": 32,
  "n_layers": 32,
  "no_bias": true,
  "resid_pdrop": 0,
  "vocab_size": 50432
})";

HfImport importText(const QByteArray &json)
{
    return importHfConfig(
        std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
}

// mistralai/Mistral-Nemo-Base-2407: heads x head_dim = 4096 beside a hidden size of 5120
const QByteArray kMistralNemo = R"({
  "architectures": ["MistralForCausalLM"],
  "attention_dropout": 0.0,
  "bos_token_id": 1,
  "eos_token_id": 2,
  "head_dim": 128,
  "hidden_act": "silu",
  "hidden_size": 5120,
  "initializer_range": 0.02,
  "intermediate_size": 14336,
  "max_position_embeddings": 1024000,
  "model_type": "mistral",
  "num_attention_heads": 32,
  "num_hidden_layers": 40,
  "num_key_value_heads": 8,
  "rms_norm_eps": 1e-05,
  "rope_theta": 1000000.0,
  "sliding_window": null,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "use_cache": true,
  "vocab_size": 131072
})";

// Qwen/Qwen3-32B (shape keys): heads x head_dim = 8192 beside a hidden size of 5120
const QByteArray kQwen3_32b = R"({
  "architectures": ["Qwen3ForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "head_dim": 128,
  "hidden_act": "silu",
  "hidden_size": 5120,
  "intermediate_size": 25600,
  "max_position_embeddings": 40960,
  "model_type": "qwen3",
  "num_attention_heads": 64,
  "num_hidden_layers": 64,
  "num_key_value_heads": 8,
  "rms_norm_eps": 1e-06,
  "rope_theta": 1000000,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "vocab_size": 151936
})";

// google/gemma-7b: 16 heads of 256 beside hidden 3072, GeGLU, embeddings tied by default
const QByteArray kGemma7b = R"({
  "architectures": ["GemmaForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "bos_token_id": 2,
  "eos_token_id": 1,
  "head_dim": 256,
  "hidden_act": "gelu",
  "hidden_size": 3072,
  "initializer_range": 0.02,
  "intermediate_size": 24576,
  "max_position_embeddings": 8192,
  "model_type": "gemma",
  "num_attention_heads": 16,
  "num_hidden_layers": 28,
  "num_key_value_heads": 16,
  "pad_token_id": 0,
  "rms_norm_eps": 1e-06,
  "rope_theta": 10000.0,
  "torch_dtype": "bfloat16",
  "use_cache": true,
  "vocab_size": 256000
})";

// google/gemma-2-9b: windowed and full layers alternate (Gemma 2's 4096-token window)
const QByteArray kGemma2_9b = R"({
  "architectures": ["Gemma2ForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "attn_logit_softcapping": 50.0,
  "cache_implementation": "hybrid",
  "final_logit_softcapping": 30.0,
  "head_dim": 256,
  "hidden_activation": "gelu_pytorch_tanh",
  "hidden_size": 3584,
  "intermediate_size": 14336,
  "max_position_embeddings": 8192,
  "model_type": "gemma2",
  "num_attention_heads": 16,
  "num_hidden_layers": 42,
  "num_key_value_heads": 8,
  "query_pre_attn_scalar": 256,
  "rms_norm_eps": 1e-06,
  "rope_theta": 10000.0,
  "sliding_window": 4096,
  "sliding_window_size": 4096,
  "torch_dtype": "float32",
  "vocab_size": 256000
})";

// google/gemma-3-12b-it (vision_config trimmed): the language model in text_config, which
// leaves out what equals Gemma3TextConfig's defaults (head_dim 256, vocabulary 262,208,
// 131,072 positions, one full layer in 6).
const QByteArray kGemma3_12b = R"({
  "architectures": ["Gemma3ForConditionalGeneration"],
  "boi_token_index": 255999,
  "eoi_token_index": 256000,
  "image_token_index": 262144,
  "mm_tokens_per_image": 256,
  "model_type": "gemma3",
  "text_config": {
    "hidden_size": 3840,
    "intermediate_size": 15360,
    "model_type": "gemma3_text",
    "num_attention_heads": 16,
    "num_hidden_layers": 48,
    "num_key_value_heads": 8,
    "rope_scaling": {"factor": 8.0, "rope_type": "linear"},
    "sliding_window": 1024
  },
  "torch_dtype": "bfloat16",
  "vision_config": {"model_type": "siglip_vision_model"}
})";

// A two-layer Gemma 3 text model whose config lists its layer types (transformers 4.53+).
const QByteArray kGemma3Tiny = R"({
  "head_dim": 16,
  "hidden_size": 32,
  "intermediate_size": 64,
  "layer_types": ["sliding_attention", "full_attention"],
  "max_position_embeddings": 512,
  "model_type": "gemma3_text",
  "num_attention_heads": 2,
  "num_hidden_layers": 2,
  "num_key_value_heads": 1,
  "sliding_window": 64,
  "vocab_size": 128
})";

// The text_config of meta-llama/Llama-4-Maverick-17B-128E's config.json (Llama4Config): 48
// layers, experts in every other one (interleave_moe_layer_step 2; 128 of 8,192, one routed a
// token, beside a shared one), dense MLPs of 16,384 between them, chunked attention of 8,192
// tokens with every fourth layer attending to the whole sequence (no_rope_layers 0).
const QByteArray kLlama4Maverick = R"({
  "architectures": ["Llama4ForConditionalGeneration"],
  "model_type": "llama4",
  "text_config": {
    "attention_bias": false,
    "attention_chunk_size": 8192,
    "attention_dropout": 0.0,
    "head_dim": 128,
    "hidden_act": "silu",
    "hidden_size": 5120,
    "interleave_moe_layer_step": 2,
    "intermediate_size": 8192,
    "intermediate_size_mlp": 16384,
    "max_position_embeddings": 1048576,
    "model_type": "llama4_text",
    "no_rope_layers": [1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0,
                       1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0],
    "num_attention_heads": 40,
    "num_experts_per_tok": 1,
    "num_hidden_layers": 48,
    "num_key_value_heads": 8,
    "num_local_experts": 128,
    "rope_theta": 500000.0,
    "use_qk_norm": false,
    "vocab_size": 202048
  },
  "tie_word_embeddings": false,
  "vision_config": {"model_type": "llama4_vision_model"}
})";

// The text_config of meta-llama/Llama-4-Scout-17B-16E's config.json: Maverick's attention,
// 16 experts in every layer (interleave_moe_layer_step 1), the default no_rope_layers.
const QByteArray kLlama4Scout = R"({
  "model_type": "llama4",
  "text_config": {
    "attention_chunk_size": 8192,
    "head_dim": 128,
    "hidden_size": 5120,
    "interleave_moe_layer_step": 1,
    "intermediate_size": 8192,
    "intermediate_size_mlp": 16384,
    "max_position_embeddings": 10485760,
    "model_type": "llama4_text",
    "num_attention_heads": 40,
    "num_experts_per_tok": 1,
    "num_hidden_layers": 48,
    "num_key_value_heads": 8,
    "num_local_experts": 16,
    "use_qk_norm": true,
    "vocab_size": 202048
  }
})";

// zai-org/GLM-4.5-Air's config.json (Glm4MoeConfig, as ms-swift's model documentation prints
// it): 46 layers, the first dense, 128 experts of 1,408 and a shared one, 8 routed a token,
// 96 query heads of 128 beside hidden 4,096, biases on q, k and v, rotary on half of each head.
const QByteArray kGlm45Air = R"({
  "architectures": ["Glm4MoeForCausalLM"],
  "attention_bias": true,
  "attention_dropout": 0.0,
  "first_k_dense_replace": 1,
  "head_dim": 128,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "intermediate_size": 10944,
  "max_position_embeddings": 131072,
  "model_type": "glm4_moe",
  "moe_intermediate_size": 1408,
  "n_group": 1,
  "n_routed_experts": 128,
  "n_shared_experts": 1,
  "norm_topk_prob": true,
  "num_attention_heads": 96,
  "num_experts_per_tok": 8,
  "num_hidden_layers": 46,
  "num_key_value_heads": 8,
  "num_nextn_predict_layers": 1,
  "partial_rotary_factor": 0.5,
  "rms_norm_eps": 1e-05,
  "rope_theta": 1000000,
  "tie_word_embeddings": false,
  "topk_group": 1,
  "use_qk_norm": false,
  "vocab_size": 151552
})";

// Qwen/Qwen3-30B-A3B: 128 experts of width 768 in every layer, 8 routed per token
const QByteArray kQwen3_30bA3b = R"({
  "architectures": ["Qwen3MoeForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "decoder_sparse_step": 1,
  "head_dim": 128,
  "hidden_act": "silu",
  "hidden_size": 2048,
  "intermediate_size": 6144,
  "max_position_embeddings": 40960,
  "max_window_layers": 48,
  "mlp_only_layers": [],
  "model_type": "qwen3_moe",
  "moe_intermediate_size": 768,
  "norm_topk_prob": true,
  "num_attention_heads": 32,
  "num_experts": 128,
  "num_experts_per_tok": 8,
  "num_hidden_layers": 48,
  "num_key_value_heads": 4,
  "rms_norm_eps": 1e-06,
  "rope_theta": 1000000.0,
  "sliding_window": null,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "use_sliding_window": false,
  "vocab_size": 151936
})";

// Qwen/Qwen1.5-MoE-A2.7B: 60 experts of 1408, 4 routed per token, and shared experts 5632
// wide that every token passes through
const QByteArray kQwen15MoeA27b = R"({
  "architectures": ["Qwen2MoeForCausalLM"],
  "attention_dropout": 0.0,
  "decoder_sparse_step": 1,
  "hidden_act": "silu",
  "hidden_size": 2048,
  "initializer_range": 0.02,
  "intermediate_size": 5632,
  "max_position_embeddings": 8192,
  "max_window_layers": 21,
  "model_type": "qwen2_moe",
  "moe_intermediate_size": 1408,
  "norm_topk_prob": false,
  "num_attention_heads": 16,
  "num_experts": 60,
  "num_experts_per_tok": 4,
  "num_hidden_layers": 24,
  "num_key_value_heads": 16,
  "rms_norm_eps": 1e-06,
  "rope_theta": 1000000.0,
  "shared_expert_intermediate_size": 5632,
  "sliding_window": 32768,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "use_sliding_window": false,
  "vocab_size": 151936
})";

// deepseek-ai/deepseek-moe-16b-base: 64 routed experts of 1408, 6 a token, 2 shared ones
// of that width, and the first layer dense with an MLP of 10944 (Dai et al. 2024,
// "DeepSeekMoE", arXiv:2401.06066, Sec. 5: the first layer's FFN is kept dense)
const QByteArray kDeepSeekMoe16b = R"({
  "architectures": ["DeepseekForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "first_k_dense_replace": 1,
  "hidden_act": "silu",
  "hidden_size": 2048,
  "intermediate_size": 10944,
  "max_position_embeddings": 4096,
  "model_type": "deepseek",
  "moe_intermediate_size": 1408,
  "moe_layer_freq": 1,
  "n_routed_experts": 64,
  "n_shared_experts": 2,
  "num_attention_heads": 16,
  "num_experts_per_tok": 6,
  "num_hidden_layers": 28,
  "num_key_value_heads": 16,
  "rms_norm_eps": 1e-06,
  "tie_word_embeddings": false,
  "vocab_size": 102400
})";

// deepseek-ai/DeepSeek-V3 (shape keys): multi-head latent attention (query latent 1536,
// key-value latent 512, heads of 128 + 64 rotary, values of 128), 256 routed experts of 2048,
// 8 a token, one shared, the first three layers dense with an MLP of 18432, one multi-token
// prediction module
const QByteArray kDeepSeekV3 = R"({
  "architectures": ["DeepseekV3ForCausalLM"],
  "first_k_dense_replace": 3,
  "hidden_size": 7168,
  "intermediate_size": 18432,
  "kv_lora_rank": 512,
  "max_position_embeddings": 163840,
  "model_type": "deepseek_v3",
  "moe_intermediate_size": 2048,
  "moe_layer_freq": 1,
  "n_group": 8,
  "n_routed_experts": 256,
  "n_shared_experts": 1,
  "num_attention_heads": 128,
  "num_experts_per_tok": 8,
  "num_hidden_layers": 61,
  "num_key_value_heads": 128,
  "num_nextn_predict_layers": 1,
  "q_lora_rank": 1536,
  "qk_nope_head_dim": 128,
  "qk_rope_head_dim": 64,
  "tie_word_embeddings": false,
  "topk_group": 4,
  "topk_method": "noaux_tc",
  "v_head_dim": 128,
  "vocab_size": 129280
})";

// deepseek-ai/DeepSeek-V2-Lite (shape keys): latent attention without a query latent
// (q_lora_rank null), 64 routed experts of 1408, 6 a token, two shared, the first layer dense
const QByteArray kDeepSeekV2Lite = R"({
  "architectures": ["DeepseekV2ForCausalLM"],
  "first_k_dense_replace": 1,
  "hidden_size": 2048,
  "intermediate_size": 10944,
  "kv_lora_rank": 512,
  "max_position_embeddings": 163840,
  "model_type": "deepseek_v2",
  "moe_intermediate_size": 1408,
  "moe_layer_freq": 1,
  "n_group": 1,
  "n_routed_experts": 64,
  "n_shared_experts": 2,
  "num_attention_heads": 16,
  "num_experts_per_tok": 6,
  "num_hidden_layers": 27,
  "num_key_value_heads": 16,
  "q_lora_rank": null,
  "qk_nope_head_dim": 128,
  "qk_rope_head_dim": 64,
  "tie_word_embeddings": false,
  "topk_group": 1,
  "topk_method": "greedy",
  "v_head_dim": 128,
  "vocab_size": 102400
})";

// allenai/OLMo-2-1124-7B (shape keys): Llama's keys, untied
const QByteArray kOlmo2_7b = R"({
  "architectures": ["Olmo2ForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "intermediate_size": 11008,
  "max_position_embeddings": 4096,
  "model_type": "olmo2",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 32,
  "rms_norm_eps": 1e-06,
  "rope_theta": 500000,
  "tie_word_embeddings": false,
  "vocab_size": 100352
})";

ModelSpec shape(std::int64_t layers, std::int64_t hidden, std::int64_t heads, std::int64_t kvHeads,
                std::int64_t ffnHidden, std::int64_t vocab, std::int64_t seqLen, MlpKind mlp,
                bool tied, double dropout, std::int64_t experts = 1,
                std::int64_t expertsPerToken = 1)
{
    ModelSpec m;
    m.attentionDropout = dropout;
    m.hiddenDropout = dropout;
    m.kind = ModelKind::Transformer;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.ffnHidden = ffnHidden;
    m.vocab = vocab;
    m.seqLen = seqLen;
    m.mlp = mlp;
    m.tiedEmbeddings = tied;
    m.experts = experts;
    m.expertsPerToken = expertsPerToken;
    // GPT-style GELU models have biases, LayerNorm and learned positions; Llama-style SwiGLU
    // ones none, RMSNorm and rotary positions.
    const bool gpt = mlp == MlpKind::Gelu;
    m.biases = gpt ? LinearBiases::All : LinearBiases::None;
    m.normalization = gpt ? Normalization::LayerNorm : Normalization::RmsNorm;
    m.positions = gpt ? PositionEncoding::Learned : PositionEncoding::Rope;
    return m;
}

/// \p m with \p biases and \p positions where its family differs from the style above.
ModelSpec architecture(ModelSpec m, LinearBiases biases, PositionEncoding positions)
{
    m.biases = biases;
    m.positions = positions;
    return m;
}

/// \p m with attention and MLP side by side (\p block) and the biases of \p biases.
ModelSpec sideBySide(ModelSpec m, TransformerBlock block, LinearBiases biases)
{
    m.block = block;
    m.biases = biases;
    m.positions = PositionEncoding::Rope;
    return m;
}

/// An encoder: bidirectional attention.
ModelSpec encoder(ModelSpec m)
{
    m.causal = false;
    return m;
}

/// Qwen2's query, key and value biases.
/// \p m with query and key norms of \p kind (model.qk_norms).
ModelSpec qkNorms(ModelSpec m, QkNorms kind = QkNorms::PerHead)
{
    m.qkNorms = kind;
    return m;
}

/// \p m with transformers' gelu_new, the tanh GELU written out (GPT-2, GPT-J, Phi).
ModelSpec writtenOutGelu(ModelSpec m)
{
    m.geluForm = GeluForm::WrittenOut;
    return m;
}

ModelSpec qkvBiases(ModelSpec m)
{
    return architecture(m, LinearBiases::Qkv, m.positions);
}

/// MPT-7B's no_bias and ALiBi.
ModelSpec mptStyle(ModelSpec m)
{
    return architecture(m, LinearBiases::None, PositionEncoding::Alibi);
}

/// \p m with the attention shape of its config: head width, sliding window and one full
/// layer in \p fullEvery (0 for what the config leaves at its default).
ModelSpec attention(ModelSpec m, std::int64_t headDim, std::int64_t window = 0,
                    std::int64_t fullEvery = 0)
{
    m.headDim = headDim;
    m.attentionWindow = window;
    m.fullAttentionEvery = fullEvery;
    return m;
}

/// \p json with the line holding \p key removed.
QByteArray without(const QByteArray &json, const QByteArray &key)
{
    QList<QByteArray> lines = json.split('\n');
    lines.removeIf([&](const QByteArray &line) { return line.contains("\"" + key + "\":"); });
    return lines.join('\n').replace(",\n}", "\n}");
}

/// \p json with the value of \p key replaced by \p value (the raw JSON text).
QByteArray replaced(const QByteArray &json, const QByteArray &key, const QByteArray &value)
{
    QList<QByteArray> lines = json.split('\n');
    for (QByteArray &line : lines) {
        if (line.contains("\"" + key + "\":")) {
            const bool comma = line.endsWith(',');
            line = "  \"" + key + "\": " + value + (comma ? "," : "");
        }
    }
    return lines.join('\n');
}

/// GLM-4.5's config: GLM-4.5-Air's with its larger shape (the same in GLM-4.7's).
QByteArray glm45()
{
    QByteArray json = kGlm45Air;
    for (const auto &[key, value] : {std::pair{"hidden_size", "5120"},
                                     {"num_hidden_layers", "92"},
                                     {"intermediate_size", "12288"},
                                     {"moe_intermediate_size", "1536"},
                                     {"n_routed_experts", "160"},
                                     {"first_k_dense_replace", "3"},
                                     {"use_qk_norm", "true"}})
        json = replaced(json, key, value);
    return json;
}

} // namespace

class TestHfConfig : public QObject
{
    Q_OBJECT

private slots:
    void supportedFamilies_data();
    void supportedFamilies();
    void importNotesSayWhatIsLeftOut_data();
    void importNotesSayWhatIsLeftOut();
    void parameterCount_data();
    void parameterCount();
    void exactParameterCounts_data();
    void exactParameterCounts();
    void presetsMatchTheirConfigs_data();
    void presetsMatchTheirConfigs();
    void activatedParameters();
    void queryKeyNormsAddTheirScales_data();
    void queryKeyNormsAddTheirScales();
    void tensorParallelismKeepsRowBiasesWhole();
    void invalidConfig_data();
    void invalidConfig();
    void unsupportedArchitectureLine();
};

void TestHfConfig::supportedFamilies_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<ModelSpec>("expected");

    QTest::newRow("llama: Llama-3-8B")
        << kLlama3_8b << shape(32, 4096, 32, 8, 14336, 128256, 8192, MlpKind::SwiGlu, false, 0.0);
    QTest::newRow("mistral: Mistral-7B, every layer windowed")
        << kMistral7b
        << attention(shape(32, 4096, 32, 8, 14336, 32000, 32768, MlpKind::SwiGlu, false, 0.0), 0,
                     4096);
    QTest::newRow("mixtral: Mixtral-8x7B")
        << kMixtral8x7b
        << shape(32, 4096, 32, 8, 14336, 32000, 32768, MlpKind::SwiGlu, false, 0.0, 8, 2);
    QTest::newRow("qwen2: tied embeddings")
        << kQwen2
        << qkvBiases(shape(24, 896, 14, 2, 4864, 151936, 131072, MlpKind::SwiGlu, true, 0.0));
    QTest::newRow("gpt2: n_inner null")
        << kGpt2
        << writtenOutGelu(shape(12, 768, 12, 12, 3072, 50257, 1024, MlpKind::Gelu, true, 0.1));
    // BERT: every bias, learned positions, tied, dropout 0.1; a decoder only with is_decoder.
    const ModelSpec bertLarge
        = architecture(shape(24, 1024, 16, 16, 4096, 30522, 512, MlpKind::Gelu, true, 0.1),
                       LinearBiases::All, PositionEncoding::Learned);
    QTest::newRow("bert: BERT-Large, bidirectional") << kBertLarge << encoder(bertLarge);
    QTest::newRow("bert: is_decoder")
        << replaced(kBertLarge, "use_cache", "true,\n  \"is_decoder\": true") << bertLarge;
    // RoBERTa: BERT's keys; positions start after the padding index, 514 - 2 = 512 tokens.
    QTest::newRow("roberta: RoBERTa-large")
        << kRobertaLarge
        << encoder(architecture(shape(24, 1024, 16, 16, 4096, 50265, 512, MlpKind::Gelu, true, 0.1),
                                LinearBiases::All, PositionEncoding::Learned));
    QTest::newRow("distilbert: DistilBERT-base")
        << kDistilBert
        << encoder(architecture(shape(6, 768, 12, 12, 3072, 30522, 512, MlpKind::Gelu, true, 0.1),
                                LinearBiases::All, PositionEncoding::Learned));
    QTest::newRow("gpt_neox: GPT-NeoX-20B")
        << kGptNeox20b
        << sideBySide(shape(44, 6144, 64, 64, 24576, 50432, 2048, MlpKind::Gelu, false, 0.0),
                      TransformerBlock::ParallelTwoNorms, LinearBiases::All);
    QTest::newRow("gpt_neox: use_parallel_residual false")
        << replaced(kGptNeox20b, "use_parallel_residual", "false")
        << architecture(shape(44, 6144, 64, 64, 24576, 50432, 2048, MlpKind::Gelu, false, 0.0),
                        LinearBiases::All, PositionEncoding::Rope);
    // Falcon: 2,048 tokens (FalconConfig's default), 4 x hidden MLP, tied, LayerNorm biases.
    QTest::newRow("falcon: Falcon-7B, multi-query, one shared norm")
        << kFalcon7b
        << sideBySide(shape(32, 4544, 71, 1, 18176, 65024, 2048, MlpKind::Gelu, true, 0.0),
                      TransformerBlock::Parallel, LinearBiases::NormsOnly);
    QTest::newRow("falcon: Falcon-40B, new architecture, a norm each")
        << kFalcon40b
        << sideBySide(shape(60, 8192, 128, 8, 32768, 65024, 2048, MlpKind::Gelu, true, 0.0),
                      TransformerBlock::ParallelTwoNorms, LinearBiases::NormsOnly);
    QTest::newRow("falcon: num_ln_in_parallel_attn 1 shares the norm")
        << replaced(kFalcon40b, "num_kv_heads", "8,\n  \"num_ln_in_parallel_attn\": 1")
        << sideBySide(shape(60, 8192, 128, 8, 32768, 65024, 2048, MlpKind::Gelu, true, 0.0),
                      TransformerBlock::Parallel, LinearBiases::NormsOnly);
    QTest::newRow("falcon: sequential, biases, ALiBi, every head its keys")
        << replaced(
               replaced(replaced(replaced(kFalcon7b, "parallel_attn", "false"), "bias", "true"),
                        "alibi", "true"),
               "multi_query", "false")
        << architecture(shape(32, 4544, 71, 71, 18176, 65024, 2048, MlpKind::Gelu, true, 0.0),
                        LinearBiases::All, PositionEncoding::Alibi);
    QTest::newRow("falcon: ffn_hidden_size, max_position_embeddings")
        << replaced(replaced(kFalcon7b, "hidden_size", "4544,\n  \"ffn_hidden_size\": 12000"),
                    "vocab_size", "65024,\n  \"max_position_embeddings\": 4096")
        << sideBySide(shape(32, 4544, 71, 1, 12000, 65024, 4096, MlpKind::Gelu, true, 0.0),
                      TransformerBlock::Parallel, LinearBiases::NormsOnly);
    QTest::newRow("cohere: Command R") << kCommandR << [] {
        ModelSpec m = shape(40, 8192, 64, 64, 22528, 256000, 8192, MlpKind::SwiGlu, true, 0.0);
        m.normalization = Normalization::LayerNorm;
        m.block = TransformerBlock::Parallel;
        return m;
    }();
    // gpt-oss: biases on every attention and expert projection, windowed layers alternating
    // with full ones, as its layer_types list or GptOssConfig's default says.
    const auto gptOss = [](std::int64_t layers, std::int64_t experts) {
        return attention(architecture(shape(layers, 2880, 64, 8, 2880, 201088, 131072,
                                            MlpKind::SwiGlu, false, 0.0, experts, 4),
                                      LinearBiases::All, PositionEncoding::Rope),
                         64, 128, 2);
    };
    QTest::newRow("gpt_oss: gpt-oss-20b") << kGptOss20b << gptOss(24, 32);
    // GPT-J: one LayerNorm before attention and MLP side by side, biases on the MLP only.
    QTest::newRow("gptj: GPT-J-6B")
        << kGptj6b
        << writtenOutGelu(
               sideBySide(shape(28, 4096, 16, 16, 16384, 50400, 2048, MlpKind::Gelu, false, 0.0),
                          TransformerBlock::Parallel, LinearBiases::Mlp));
    QTest::newRow("gpt_oss: defaults are gpt-oss-120b") << kGptOss120b << gptOss(36, 128);
    QTest::newRow("phi: Phi-2, hidden dropout resid_pdrop") << kPhi2 << [] {
        ModelSpec m
            = sideBySide(shape(32, 2560, 32, 32, 10240, 51200, 2048, MlpKind::Gelu, false, 0.0),
                         TransformerBlock::Parallel, LinearBiases::All);
        m.hiddenDropout = 0.1;
        m.geluForm = GeluForm::WrittenOut;
        return m;
    }();

    QTest::newRow("mistral: Mistral-NeMo, head_dim 128")
        << kMistralNemo
        << attention(shape(40, 5120, 32, 8, 14336, 131072, 1024000, MlpKind::SwiGlu, false, 0.0),
                     128);
    QTest::newRow("qwen3: Qwen3-32B, head_dim 128")
        << kQwen3_32b
        << qkNorms(attention(
               shape(64, 5120, 64, 8, 25600, 151936, 40960, MlpKind::SwiGlu, false, 0.0), 128));
    QTest::newRow("gemma: Gemma-7B, head_dim 256, tied by default")
        << kGemma7b
        << attention(shape(28, 3072, 16, 16, 24576, 256000, 8192, MlpKind::SwiGlu, true, 0.0), 256);
    QTest::newRow("gemma2: Gemma-2-9B, windowed and full layers alternate")
        << kGemma2_9b
        << attention(shape(42, 3584, 16, 8, 14336, 256000, 8192, MlpKind::SwiGlu, true, 0.0), 256,
                     4096, 2);
    QTest::newRow("gemma3: Gemma-3-12B text_config, class defaults")
        << kGemma3_12b
        << qkNorms(
               attention(shape(48, 3840, 16, 8, 15360, 262208, 131072, MlpKind::SwiGlu, true, 0.0),
                         256, 1024, 6));
    QTest::newRow("gemma3_text: layer_types decide")
        << kGemma3Tiny
        << qkNorms(
               attention(shape(2, 32, 2, 1, 64, 128, 512, MlpKind::SwiGlu, true, 0.0), 0, 64, 2));
    QTest::newRow("gemma3_text: layer_types all windowed")
        << replaced(kGemma3Tiny, "layer_types", R"(["sliding_attention", "sliding_attention"])")
        << qkNorms(attention(shape(2, 32, 2, 1, 64, 128, 512, MlpKind::SwiGlu, true, 0.0), 0, 64));
    QTest::newRow("gemma3_text: layer_types all full")
        << replaced(kGemma3Tiny, "layer_types", R"(["full_attention", "full_attention"])")
        << qkNorms(shape(2, 32, 2, 1, 64, 128, 512, MlpKind::SwiGlu, true, 0.0));
    QTest::newRow("qwen3_moe: Qwen3-30B-A3B")
        << kQwen3_30bA3b
        << qkNorms(attention(
               shape(48, 2048, 32, 4, 768, 151936, 40960, MlpKind::SwiGlu, false, 0.0, 128, 8),
               128));
    QTest::newRow("qwen2_moe: Qwen1.5-MoE-A2.7B, shared experts") << kQwen15MoeA27b << [] {
        ModelSpec m = qkvBiases(
            shape(24, 2048, 16, 16, 1408, 151936, 8192, MlpKind::SwiGlu, false, 0.0, 60, 4));
        m.sharedExpertFfn = 5632;
        return m;
    }();
    QTest::newRow("deepseek: DeepSeekMoE 16B, the first layer dense") << kDeepSeekMoe16b << [] {
        ModelSpec m
            = shape(28, 2048, 16, 16, 1408, 102400, 4096, MlpKind::SwiGlu, false, 0.0, 64, 6);
        m.sharedExpertFfn = 2 * 1408;
        m.denseLayers = 1;
        m.denseFfnHidden = 10944;
        return m;
    }();
    // DeepSeek-V3's shape at \p positions tokens (node-limited routing: 4 groups of 8 a token).
    const auto deepSeekV3 = [](std::int64_t positions) {
        ModelSpec m = attention(
            shape(61, 7168, 128, 128, 2048, 129280, positions, MlpKind::SwiGlu, false, 0.0, 256, 8),
            128);
        m.sharedExpertFfn = 2048;
        m.denseLayers = 3;
        m.denseFfnHidden = 18432;
        m.kvLoraRank = 512;
        m.qLoraRank = 1536;
        m.qkRopeHeadDim = 64;
        m.vHeadDim = 128;
        m.expertGroups = 8;
        m.expertGroupsPerToken = 4;
        return m;
    };
    QTest::newRow("deepseek_v3: DeepSeek-V3, latent attention")
        << kDeepSeekV3 << deepSeekV3(163840);
    // A deepseek_v3 config takes DeepseekV3Config's defaults (DeepSeek-V3's shape, 4,096
    // positions) for what it leaves out, the query latent of 1,536 only where the key is
    // absent: an explicit null means queries from the hidden state.
    QTest::newRow("deepseek_v3 without keys: DeepseekV3Config's defaults")
        << QByteArray(R"({"model_type": "deepseek_v3"})") << deepSeekV3(4096);
    QTest::newRow("deepseek_v3 with a null query latent")
        << QByteArray(R"({"model_type": "deepseek_v3", "q_lora_rank": null})") << [&] {
               ModelSpec m = deepSeekV3(4096);
               m.qLoraRank = 0;
               return m;
           }();
    QTest::newRow("deepseek_v2: DeepSeek-V2-Lite, no query latent") << kDeepSeekV2Lite << [] {
        // 16 heads of 128 are the hidden size: no head width of its own.
        ModelSpec m
            = shape(27, 2048, 16, 16, 1408, 102400, 163840, MlpKind::SwiGlu, false, 0.0, 64, 6);
        m.sharedExpertFfn = 2 * 1408;
        m.denseLayers = 1;
        m.denseFfnHidden = 10944;
        m.kvLoraRank = 512;
        m.qkRopeHeadDim = 64;
        m.vHeadDim = 128;
        return m;
    }();
    QTest::newRow("qwen3_moe: leading dense layers")
        << replaced(kQwen3_30bA3b, "mlp_only_layers", "[0, 1]") << [] {
               ModelSpec m = qkNorms(attention(
                   shape(48, 2048, 32, 4, 768, 151936, 40960, MlpKind::SwiGlu, false, 0.0, 128, 8),
                   128));
               m.denseLayers = 2;
               m.denseFfnHidden = 6144;
               return m;
           }();
    QTest::newRow("qwen3_moe: experts every second layer")
        << replaced(kQwen3_30bA3b, "decoder_sparse_step", "2") << [] {
               ModelSpec m = qkNorms(attention(
                   shape(48, 2048, 32, 4, 768, 151936, 40960, MlpKind::SwiGlu, false, 0.0, 128, 8),
                   128));
               m.expertLayerInterval = 2;
               m.denseFfnHidden = 6144;
               return m;
           }();
    // Llama 4: the language model of the multimodal config, chunked attention in three
    // layers of four.
    const auto llama4
        = [](std::int64_t experts, std::int64_t interval, std::int64_t seqLen, QkNorms norms) {
              ModelSpec m = attention(shape(48, 5120, 40, 8, 8192, 202048, seqLen, MlpKind::SwiGlu,
                                            false, 0.0, experts, 1),
                                      0, 8192, 4);
              m.attentionChunked = true;
              m.sharedExpertFfn = 8192;
              m.expertLayerInterval = interval;
              m.denseFfnHidden = interval > 1 ? 16384 : 0;
              m.qkNorms = norms; // use_qk_norm: Llama4TextL2Norm on each head's query and key
              return m;
          };
    QTest::newRow("llama4: Llama-4-Maverick")
        << kLlama4Maverick << llama4(128, 2, 1048576, QkNorms::None);
    // GLM-4.5: 96 heads of 128 beside hidden 4,096 (a head width of its own, which is why
    // the heads need not divide the hidden size), q, k and v biased, query and key norms in
    // GLM-4.5 but not in the Air.
    const auto glm = [](std::int64_t layers, std::int64_t hidden, std::int64_t experts,
                        std::int64_t width, std::int64_t dense, std::int64_t denseWidth) {
        ModelSpec m = qkvBiases(attention(shape(layers, hidden, 96, 8, width, 151552, 131072,
                                                MlpKind::SwiGlu, false, 0.0, experts, 8),
                                          128));
        m.sharedExpertFfn = width;
        m.denseLayers = dense;
        m.denseFfnHidden = denseWidth;
        return m;
    };
    QTest::newRow("glm4_moe: GLM-4.5-Air") << kGlm45Air << glm(46, 4096, 128, 1408, 1, 10944);
    QTest::newRow("glm4_moe: GLM-4.5") << glm45() << qkNorms(glm(92, 5120, 160, 1536, 3, 12288));
    QTest::newRow("llama4: Llama-4-Scout, default no_rope_layers")
        << kLlama4Scout << llama4(16, 1, 10485760, QkNorms::L2);
    QTest::newRow("llama4: moe_layers listed")
        << replaced(kLlama4Maverick, "interleave_moe_layer_step",
                    R"(1, "moe_layers": [3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47])")
        << llama4(128, 4, 1048576, QkNorms::None);
    QTest::newRow("olmo2: OLMo-2-7B")
        << kOlmo2_7b
        << qkNorms(shape(32, 4096, 32, 32, 11008, 100352, 4096, MlpKind::SwiGlu, false, 0.0),
                   QkNorms::Whole);
    QTest::newRow("olmo: as OLMo 2, without its query and key norms")
        << replaced(kOlmo2_7b, "model_type", "\"olmo\"")
        << shape(32, 4096, 32, 32, 11008, 100352, 4096, MlpKind::SwiGlu, false, 0.0);
    QTest::newRow("qwen2: use_sliding_window from layer 0")
        << replaced(
               replaced(replaced(kQwen2, "use_sliding_window", "true"), "max_window_layers", "0"),
               "sliding_window", "4096")
        << attention(
               qkvBiases(shape(24, 896, 14, 2, 4864, 151936, 131072, MlpKind::SwiGlu, true, 0.0)),
               0, 4096);
    QTest::newRow("qwen2: use_sliding_window past the last layer")
        << replaced(replaced(kQwen2, "use_sliding_window", "true"), "sliding_window", "4096")
        << qkvBiases(shape(24, 896, 14, 2, 4864, 151936, 131072, MlpKind::SwiGlu, true, 0.0));
    QTest::newRow("mistral with sliding_window null: whole sequence")
        << replaced(kMistral7b, "sliding_window", "null")
        << shape(32, 4096, 32, 8, 14336, 32000, 32768, MlpKind::SwiGlu, false, 0.0);
    QTest::newRow("llama with head_dim = hidden / heads: derived")
        << replaced(kLlama3_8b, "attention_bias", "false,\n  \"head_dim\": 128")
        << shape(32, 4096, 32, 8, 14336, 128256, 8192, MlpKind::SwiGlu, false, 0.0);
    QTest::newRow("phi3: Phi-3-mini")
        << kPhi3Mini << shape(32, 3072, 32, 32, 8192, 32064, 4096, MlpKind::SwiGlu, false, 0.0);
    QTest::newRow("opt: OPT-1.3B") << kOpt1_3b << [] {
        ModelSpec m = shape(24, 2048, 32, 32, 8192, 50272, 2048, MlpKind::Gelu, true, 0.1);
        m.attentionDropout = 0.0; // OPT drops hidden states only
        return m;
    }();
    QTest::newRow("bloom: BLOOM-560m, 2048 tokens, ALiBi")
        << kBloom560m
        << architecture(shape(24, 1024, 16, 16, 4096, 250880, 2048, MlpKind::Gelu, true, 0.0),
                        LinearBiases::All, PositionEncoding::Alibi);
    QTest::newRow("bloom with n_embed and num_attention_heads")
        << QByteArray(kBloom560m)
               .replace("\"hidden_size\"", "\"n_embed\"")
               .replace("\"n_head\"", "\"num_attention_heads\"")
        << architecture(shape(24, 1024, 16, 16, 4096, 250880, 2048, MlpKind::Gelu, true, 0.0),
                        LinearBiases::All, PositionEncoding::Alibi);
    QTest::newRow("mpt: MPT-7B") << kMpt7b
                                 << mptStyle(shape(32, 4096, 32, 32, 16384, 50432, 2048,
                                                   MlpKind::Gelu, true, 0.0));
    QTest::newRow("mpt with grouped-query attention and expansion 3.5")
        << replaced(replaced(kMpt7b, "attn_pdrop", "0.1, \"kv_n_heads\": 8"), "expansion_ratio",
                    "3.5")
        << [] {
               ModelSpec m
                   = mptStyle(shape(32, 4096, 32, 8, 14336, 50432, 2048, MlpKind::Gelu, true, 0.0));
               m.attentionDropout = 0.1;
               return m;
           }();

    // Defaults of the transformers library where a key is absent.
    QTest::newRow("llama without num_key_value_heads: multi-head")
        << without(kLlama3_8b, "num_key_value_heads")
        << shape(32, 4096, 32, 32, 14336, 128256, 8192, MlpKind::SwiGlu, false, 0.0);
    QTest::newRow("llama without tie_word_embeddings: untied")
        << without(kLlama3_8b, "tie_word_embeddings")
        << shape(32, 4096, 32, 8, 14336, 128256, 8192, MlpKind::SwiGlu, false, 0.0);
    QTest::newRow("qwen2 without tie_word_embeddings: untied")
        << without(kQwen2, "tie_word_embeddings")
        << qkvBiases(shape(24, 896, 14, 2, 4864, 151936, 131072, MlpKind::SwiGlu, false, 0.0));
    QTest::newRow("gpt2 without n_inner: 4 * n_embd")
        << without(kGpt2, "n_inner")
        << writtenOutGelu(shape(12, 768, 12, 12, 3072, 50257, 1024, MlpKind::Gelu, true, 0.1));
    // The activation: gelu_new by GPT2Config's default, one GELU kernel where the config
    // names "gelu" or PyTorch's tanh kernel.
    QTest::newRow("gpt2 without activation_function: gelu_new")
        << without(kGpt2, "activation_function")
        << writtenOutGelu(shape(12, 768, 12, 12, 3072, 50257, 1024, MlpKind::Gelu, true, 0.1));
    QTest::newRow("gpt2 with gelu_pytorch_tanh: one kernel")
        << replaced(kGpt2, "activation_function", "\"gelu_pytorch_tanh\"")
        << shape(12, 768, 12, 12, 3072, 50257, 1024, MlpKind::Gelu, true, 0.1);
    QTest::newRow("gpt2 with n_inner")
        << replaced(kGpt2, "n_inner", "2048")
        << writtenOutGelu(shape(12, 768, 12, 12, 2048, 50257, 1024, MlpKind::Gelu, true, 0.1));
    QTest::newRow("gpt2 untied") << replaced(kGpt2, "n_inner",
                                             "null,\n  \"tie_word_embeddings\": false")
                                 << writtenOutGelu(shape(12, 768, 12, 12, 3072, 50257, 1024,
                                                         MlpKind::Gelu, false, 0.1));
    // Dropout: the config's probabilities where given, else the library's default.
    QTest::newRow("gpt2 trained without dropout")
        << replaced(replaced(kGpt2, "attn_pdrop", "0.0"), "resid_pdrop", "0.0")
        << writtenOutGelu(shape(12, 768, 12, 12, 3072, 50257, 1024, MlpKind::Gelu, true, 0.0));
    QTest::newRow("gpt2 without attn_pdrop and resid_pdrop: 0.1")
        << without(without(kGpt2, "attn_pdrop"), "resid_pdrop")
        << writtenOutGelu(shape(12, 768, 12, 12, 3072, 50257, 1024, MlpKind::Gelu, true, 0.1));
    QTest::newRow("gpt_neox with dropout 0.1")
        << replaced(kGptNeox20b, "use_cache",
                    "true,\n  \"attention_dropout\": 0.1,\n  \"hidden_dropout\": 0.1")
        << sideBySide(shape(44, 6144, 64, 64, 24576, 50432, 2048, MlpKind::Gelu, false, 0.1),
                      TransformerBlock::ParallelTwoNorms, LinearBiases::All);
    ModelSpec llamaAttentionDropout
        = shape(32, 4096, 32, 8, 14336, 128256, 8192, MlpKind::SwiGlu, false, 0.0);
    llamaAttentionDropout.attentionDropout = 0.05; // Llama has no hidden dropout to set
    QTest::newRow("llama with attention_dropout 0.05")
        << replaced(kLlama3_8b, "attention_dropout", "0.05") << llamaAttentionDropout;
    QTest::newRow("whole-number float 4096.0")
        << replaced(kLlama3_8b, "hidden_size", "4096.0")
        << shape(32, 4096, 32, 8, 14336, 128256, 8192, MlpKind::SwiGlu, false, 0.0);
}

void TestHfConfig::supportedFamilies()
{
    QFETCH(QByteArray, json);
    QFETCH(ModelSpec, expected);

    const HfImport result = importText(json);
    QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
    const ModelSpec &m = *result.model;
    QCOMPARE(m.kind, expected.kind);
    QCOMPARE(m.preset, std::string());
    QCOMPARE(m.layers, expected.layers);
    QCOMPARE(m.hidden, expected.hidden);
    QCOMPARE(m.heads, expected.heads);
    QCOMPARE(m.kvHeads, expected.kvHeads);
    QCOMPARE(m.headDim, expected.headDim);
    QCOMPARE(m.attentionWindow, expected.attentionWindow);
    QCOMPARE(m.fullAttentionEvery, expected.fullAttentionEvery);
    QCOMPARE(m.ffnHidden, expected.ffnHidden);
    QCOMPARE(m.vocab, expected.vocab);
    QCOMPARE(m.seqLen, expected.seqLen);
    QCOMPARE(m.mlp, expected.mlp);
    QCOMPARE(m.experts, expected.experts);
    QCOMPARE(m.expertsPerToken, expected.expertsPerToken);
    QCOMPARE(m.sharedExpertFfn, expected.sharedExpertFfn);
    QCOMPARE(m.tiedEmbeddings, expected.tiedEmbeddings);
    QCOMPARE(m.attentionDropout, expected.attentionDropout);
    QCOMPARE(m.hiddenDropout, expected.hiddenDropout);
    QCOMPARE(m.parameters, 0.0);
    QCOMPARE(m.trainingFlopsPerSample, 0.0);
    QCOMPARE(m.activationGbPerSample, 0.0);
    QCOMPARE(m.computeEfficiency, 0.0);
    QVERIFY(m == expected);
    // A multimodal config's import says it left the vision encoder out, first; every note
    // is information (importNotesSayWhatIsLeftOut checks the others).
    const bool multimodal = json.contains("\"text_config\"");
    QCOMPARE(!result.notes.empty() && result.notes.front().code == DiagCode::HfTextModelOnly,
             multimodal);
    if (multimodal)
        QCOMPARE(result.notes.front().field, std::string("text_config"));
    for (const Diagnostic &note : result.notes)
        QCOMPARE(note.severity, Severity::Info);
}

void TestHfConfig::importNotesSayWhatIsLeftOut_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<std::vector<Diagnostic>>("expected");

    const auto note = [](DiagCode code, const char *field, std::vector<std::string> args = {}) {
        return Diagnostic{Severity::Info, code, field, std::move(args)};
    };
    QTest::newRow("Llama 3 8B: nothing") << kLlama3_8b << std::vector<Diagnostic>{};
    QTest::newRow("Falcon-7B: nothing") << kFalcon7b << std::vector<Diagnostic>{};
    // GPT-NeoX turns 25% of each head (rotary_pct, GPTNeoXConfig's default too), Phi-2 40%
    // (partial_rotary_factor; PhiConfig's default 0.5).
    QTest::newRow("GPT-NeoX-20B: rotary_pct")
        << kGptNeox20b << std::vector{note(DiagCode::HfPartialRotary, "rotary_pct", {"25"})};
    QTest::newRow("GPT-NeoX without rotary_pct: 25%")
        << without(kGptNeox20b, "rotary_pct")
        << std::vector{note(DiagCode::HfPartialRotary, "rotary_pct", {"25"})};
    QTest::newRow("GPT-NeoX with rotary_pct 1: nothing")
        << replaced(kGptNeox20b, "rotary_pct", "1.0") << std::vector<Diagnostic>{};
    // GPT-J turns rotary_dim channels of each head: 64 of 256 (GPTJConfig's default too); a
    // null rotary_dim turns the whole head.
    QTest::newRow("GPT-J-6B: rotary_dim")
        << kGptj6b << std::vector{note(DiagCode::HfPartialRotary, "rotary_dim", {"25"})};
    QTest::newRow("GPT-J without rotary_dim: 64 channels")
        << without(kGptj6b, "rotary_dim")
        << std::vector{note(DiagCode::HfPartialRotary, "rotary_dim", {"25"})};
    QTest::newRow("GPT-J with rotary_dim null: nothing")
        << replaced(kGptj6b, "rotary_dim", "null") << std::vector<Diagnostic>{};
    QTest::newRow("Phi-2: partial_rotary_factor")
        << kPhi2 << std::vector{note(DiagCode::HfPartialRotary, "partial_rotary_factor", {"40"})};
    // Query and key norms are part of the model now (model.qk_norms), no note.
    QTest::newRow("Phi-2 with qk_layernorm")
        << replaced(kPhi2, "qk_layernorm", "true")
        << std::vector{note(DiagCode::HfPartialRotary, "partial_rotary_factor", {"40"})};
    // A context longer than 8,192 tokens is the model's longest, not its pre-training length.
    QTest::newRow("Qwen3-32B: longest context")
        << kQwen3_32b
        << std::vector{note(DiagCode::HfLongestContext, "max_position_embeddings", {"40960"})};
    QTest::newRow("Qwen3-32B at 8,192 tokens: nothing")
        << replaced(kQwen3_32b, "max_position_embeddings", "8192") << std::vector<Diagnostic>{};
    QTest::newRow("Gemma 3 multimodal")
        << kGemma3_12b
        << std::vector{
               note(DiagCode::HfTextModelOnly, "text_config"),
               note(DiagCode::HfLongestContext, "text_config.max_position_embeddings", {"131072"})};
    QTest::newRow("Command R: nothing") << kCommandR << std::vector<Diagnostic>{};
    // DeepSeek-V3's multi-token prediction module trains beside the model.
    QTest::newRow("DeepSeek-V3: prediction module")
        << kDeepSeekV3
        << std::vector{
               note(DiagCode::HfLongestContext, "max_position_embeddings", {"163840"}),
               note(DiagCode::HfPredictionModulesLeftOut, "num_nextn_predict_layers", {"1"})};
    QTest::newRow("DeepSeek-V2-Lite: longest context")
        << kDeepSeekV2Lite
        << std::vector{note(DiagCode::HfLongestContext, "max_position_embeddings", {"163840"})};
    QTest::newRow("GLM-4.5-Air: half-head rotary, prediction layer")
        << kGlm45Air
        << std::vector{
               note(DiagCode::HfPartialRotary, "partial_rotary_factor", {"50"}),
               note(DiagCode::HfLongestContext, "max_position_embeddings", {"131072"}),
               note(DiagCode::HfPredictionModulesLeftOut, "num_nextn_predict_layers", {"1"})};
    QTest::newRow("Command R with use_qk_norm: nothing")
        << replaced(kCommandR, "use_qk_norm", "true") << std::vector<Diagnostic>{};
}

void TestHfConfig::importNotesSayWhatIsLeftOut()
{
    QFETCH(QByteArray, json);
    QFETCH(std::vector<Diagnostic>, expected);
    const HfImport result = importText(json);
    QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
    QCOMPARE(result.notes.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(result.notes[i].code, expected[i].code);
        QCOMPARE(result.notes[i].severity, Severity::Info);
        QCOMPARE(result.notes[i].field, expected[i].field);
        QCOMPARE(result.notes[i].args, expected[i].args);
    }
    // The line the command line prints names the key and what the estimate does.
    if (!expected.empty() && expected.front().code == DiagCode::HfPartialRotary)
        QCOMPARE(formatLine(result.notes.front()),
                 expected.front().field + ": rotary embeddings turn " + expected.front().args[0]
                     + "% of each head; the estimate prices the rotary pass over all of it");
}

void TestHfConfig::parameterCount_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<double>("published");

    // Published sizes: Llama 3 8B 8.03e9 (Meta model card), Mistral 7B 7.24e9 and
    // Mixtral 8x7B 46.7e9 (Mistral AI), GPT-2 small 124e6 (exact below).
    QTest::newRow("Llama-3-8B") << kLlama3_8b << 8.03e9;
    QTest::newRow("Mistral-7B") << kMistral7b << 7.24e9;
    QTest::newRow("Mixtral-8x7B") << kMixtral8x7b << 46.7e9;
    QTest::newRow("GPT-2 small") << kGpt2 << 124e6;
    // Phi-3-mini 3.82e9 (Microsoft, Phi-3 technical report, arXiv:2404.14219: 3.8B), OPT-1.3B
    // 1.316e9 (OPT's two extra learned positions, an offset of its embedding class, are left
    // out), MPT-7B 6.659e9 (llm-foundry's NumParams; the model counts 6.649e9 without biases
    // and with ALiBi, 0.15% less).
    QTest::newRow("Phi-3-mini") << kPhi3Mini << 3.82e9;
    QTest::newRow("OPT-1.3B") << kOpt1_3b << 1.316e9;
    QTest::newRow("MPT-7B") << kMpt7b << 6.659e9;
    // BLOOM-560m 559,214,592 (its fp16 checkpoint; huggingface_hub's safetensors metadata
    // test): the model counts all of it but the LayerNorm after the embedding, 2 x 1,024.
    QTest::newRow("BLOOM-560m") << kBloom560m << 559'214'592.0;
    // Models whose heads are narrower or wider than hidden / heads: Mistral NeMo 12.2e9
    // (Mistral AI, "Mistral NeMo" announcement, 2024-07-18: 12B; 12.25e9 from its shape) and
    // Qwen3-32B 32.8e9 (Qwen3 model card); with hidden / heads they would count 12.77e9
    // (+4.5%) and 30.5e9 (-7%).
    QTest::newRow("Mistral-NeMo") << kMistralNemo << 12.2e9;
    QTest::newRow("Qwen3-32B") << kQwen3_32b << 32.8e9;
    // Gemma 7B 8.54e9 (Gemma Team 2024, arXiv:2403.08295, Table 2: 786M embedding + 7.75B
    // non-embedding parameters).
    QTest::newRow("Gemma-7B") << kGemma7b << 8.54e9;
    // Gemma 2 9B 9.242e9 (Gemma Team 2024, arXiv:2408.00118, Table 2: 917,962,752 embedding +
    // 8,324,201,472 non-embedding); Gemma 3 12B's language model 11.771e9 (Gemma Team 2025,
    // arXiv:2503.19786, Table 1: 1,012M embedding + 10,759M non-embedding; the 417M vision
    // encoder is not imported); Qwen3-30B-A3B 30.5e9 in all (Qwen3 model card, 3.3e9 active).
    QTest::newRow("Gemma-2-9B") << kGemma2_9b << 9.242e9;
    QTest::newRow("Gemma-3-12B language model") << kGemma3_12b << 11.771e9;
    QTest::newRow("Qwen3-30B-A3B") << kQwen3_30bA3b << 30.5e9;
    // Qwen1.5-MoE-A2.7B 14.3e9 in all (Qwen team, "Qwen1.5-MoE: Matching 7B Model Performance
    // with 1/3 Activated Parameters", 2024-03-28); without its shared experts 13.5e9.
    QTest::newRow("Qwen1.5-MoE-A2.7B") << kQwen15MoeA27b << 14.3e9;
    // DeepSeekMoE 16B 16.4e9 in all (Dai et al. 2024, arXiv:2401.06066, Sec. 5.1; 2.8e9
    // active); with experts in its first layer too it would count 16.9e9.
    QTest::newRow("DeepSeekMoE-16B") << kDeepSeekMoe16b << 16.4e9;
    // DeepSeek-V3 671e9 in all without its multi-token prediction module (DeepSeek-AI 2024,
    // arXiv:2412.19437, abstract and Sec. 4.2; 37e9 active) and DeepSeek-V2-Lite 15.7e9
    // (DeepSeek-AI 2024, arXiv:2405.04434, App. B; 2.4e9 active); with ordinary attention of
    // their heads they would count 688e9 and 15.8e9.
    QTest::newRow("DeepSeek-V3") << kDeepSeekV3 << 671e9;
    QTest::newRow("DeepSeek-V2-Lite") << kDeepSeekV2Lite << 15.7e9;
    // OLMo 2 7B 7.30e9 (OLMo team, "2 OLMo 2 Furious", arXiv:2501.00656; model card 7.3B).
    QTest::newRow("OLMo-2-7B") << kOlmo2_7b << 7.30e9;
    // Command R 35e9 (CohereForAI/c4ai-command-r-v01 model card: 35 billion parameters; the
    // model counts 34.98e9 with one shift-free LayerNorm a layer and the tied embedding).
    QTest::newRow("Command-R") << kCommandR << 35e9;
    // gpt-oss-120b 116.83e9 and gpt-oss-20b 20.91e9 in all (OpenAI, "gpt-oss-120b &
    // gpt-oss-20b Model Card", 2025-08-05, Table 1).
    QTest::newRow("gpt-oss-120b") << kGptOss120b << 116.83e9;
    // GPT-J-6B 6,053,381,344 (n_parameters in the model card of EleutherAI/gpt-j-6B; the
    // model counts 6,050,832,384: its output layer's bias, 50,400, is left out, and the card's
    // count, from the JAX checkpoint, holds 2.5e6 more than GPTJForCausalLM's tensors).
    QTest::newRow("GPT-J-6B") << kGptj6b << 6'053'381'344.0;
    QTest::newRow("gpt-oss-20b") << kGptOss20b << 20.91e9;
    // GLM-4.5-Air 106e9 and GLM-4.5 355e9 in all (Z.ai's model cards for zai-org/GLM-4.5-Air
    // and GLM-4.5: 106 billion and 355 billion total parameters); GLM-4.5's shape (92 layers,
    // hidden 5,120, 160 experts of 1,536, the first 3 layers dense of 12,288, query and key
    // norms) is GLM-4.5-Air's config with those keys. The multi-token prediction layer is left
    // out (a note).
    QTest::newRow("GLM-4.5-Air") << kGlm45Air << 106e9;
    QTest::newRow("GLM-4.5") << glm45() << 355e9;
}

void TestHfConfig::parameterCount()
{
    QFETCH(QByteArray, json);
    QFETCH(double, published);

    const HfImport result = importText(json);
    QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
    SCALEPLAN_FUZZY(detail::totalParams(*result.model), published, 0.01);
}

void TestHfConfig::exactParameterCounts_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<double>("published");

    // Every weight, bias and norm counted, to the parameter: the bf16 checkpoints' sizes
    // (model.safetensors.index.json, metadata.total_size, 2 bytes a parameter) of
    // meta-llama/Meta-Llama-3-8B 16,060,522,496 B, mistralai/Mistral-7B-v0.1
    // 14,483,464,192 B and mistralai/Mixtral-8x7B-v0.1 93,405,585,408 B (no biases, two RMSNorm
    // scales a layer and a final one, untied); openai-community/gpt2 124,439,808 parameters
    // (biases everywhere, two LayerNorms of scale and shift a layer and a final one, 1,024
    // learned positions, tied).
    QTest::newRow("Llama-3-8B") << kLlama3_8b << 8'030'261'248.0;
    QTest::newRow("Mistral-7B") << kMistral7b << 7'241'732'096.0;
    QTest::newRow("Mixtral-8x7B") << kMixtral8x7b << 46'702'792'704.0;
    QTest::newRow("GPT-2 small") << kGpt2 << 124'439'808.0;
    // GPT-NeoX-20B 20,554,567,680, n_parameters in the model card of EleutherAI/gpt-neox-20b
    // (biases everywhere, a LayerNorm for each branch of its parallel block, untied; an early
    // copy of the card said 20,556,201,984).
    QTest::newRow("GPT-NeoX-20B") << kGptNeox20b << 20'554'567'680.0;
    // BERT-Large's 335,141,888 (encoder with pooler) less the pooler and token types, as the
    // bert-large preset (TestWorkload::presetParameterCountsAreExact).
    // RoBERTa-large's 355,359,744 (the encoder with its pooler, Hugging Face) less the
    // pooler, its one token type and the two positions no token uses.
    QTest::newRow("RoBERTa-large")
        << kRobertaLarge << 355'359'744.0 - (1024.0 * 1024 + 1024 + 1024 + 2 * 1024);
    // DistilBERT-base: 66,362,880, DistilBertModel's count (6 blocks of 12 h^2 + 13 h, the
    // tied embedding, 512 positions and the embeddings' LayerNorm), to the parameter.
    QTest::newRow("DistilBERT-base") << kDistilBert << 66'362'880.0;
    QTest::newRow("BERT-Large") << kBertLarge << 335'141'888.0 - (1024.0 * 1024 + 1024 + 2 * 1024);
    // Hand-derived from the model classes. Falcon-7B, a layer: fused QKV 4544 x (4544 + 2 x 64)
    // = 21,229,568, dense 4544^2 = 20,647,936, MLP 2 x 4544 x 18176 = 165,183,488, one
    // LayerNorm 2 x 4544 = 9,088: 207,070,080; 32 of them, the tied embedding 65024 x 4544 =
    // 295,469,056 and ln_f 9,088. Falcon-40B, a layer: 8192 x (8192 + 2 x 8 x 64) =
    // 75,497,472, 8192^2 = 67,108,864, 2 x 8192 x 32768 = 536,870,912, ln_attn and ln_mlp
    // 32,768: 679,510,016; 60 of them, 65024 x 8192 = 532,676,608 and ln_f 16,384.
    // Phi-2: the 2,779,683,840 of microsoft/phi-2's checkpoint (safetensors metadata, F16)
    // less its output layer's bias (51,200 values).
    QTest::newRow("Falcon-7B") << kFalcon7b << 6'921'720'704.0;
    QTest::newRow("Falcon-40B") << kFalcon40b << 41'303'293'952.0;
    QTest::newRow("Phi-2") << kPhi2 << 2'779'632'640.0;
    // Hand-derived from GptOssModel. gpt-oss-20b, a layer: q 2880 x 4096 + 4096, k and v
    // 2880 x 512 + 512 each, o 4096 x 2880 + 2880: 26,550,080; 32 experts of gate and up
    // 2880 x 5760 + 5760 and down 2880 x 2880 + 2880: 796,538,880; the router 2880 x 32;
    // two RMSNorm scales 5,760: 823,186,880; 24 of them, the embedding and the output layer
    // 2 x 201088 x 2880 = 1,158,266,880 and the final norm 2,880. The router's bias (32) and
    // the attention sinks (64) a layer are left out: 2,304 of the 20,914,757,184 (model card:
    // 20.91e9).
    QTest::newRow("gpt-oss-20b") << kGptOss20b << 20'914'754'880.0;
    // GPT-J-6B, a layer: q, k, v and out 4 x 4096^2 = 67,108,864 without biases; fc_in
    // 4096 x 16384 + 16384 and fc_out 16384 x 4096 + 4096: 134,238,208; ln_1 8,192:
    // 201,355,264. 28 of them, the untied embedding and output layer 2 x 50400 x 4096 =
    // 412,876,800 and ln_f 8,192; the output layer's bias (50,400) left out.
    QTest::newRow("GPT-J-6B") << kGptj6b << 6'050'832'384.0;
    // Hand-derived from Llama4TextModel (no biases, the query and key L2 norms without
    // parameters). Attention a layer: q and o 2 x 5120^2, k and v 2 x 5120 x 1024: 62,914,560;
    // two RMSNorm scales 10,240. An expert (gate and up 5120 x 16384, down 8192 x 5120):
    // 125,829,120, the shared expert as much; the router 5120 x E; the dense MLP of Maverick
    // 3 x 5120 x 16384 = 251,658,240. The untied embedding and output layer 2 x 202048 x 5120
    // = 2,068,971,520 and the final norm 5,120. Scout: 48 layers of 16 experts,
    // 48 x 2,202,101,760. Maverick: 24 layers of 128 experts (16,295,536,640 each) and 24
    // dense ones (314,583,040 each). Meta's model card says 109B and 400B with the vision
    // encoder, which the import leaves out.
    QTest::newRow("Llama-4-Scout language model") << kLlama4Scout << 107'769'861'120.0;
    QTest::newRow("Llama-4-Maverick language model") << kLlama4Maverick << 400'711'848'960.0;
}

void TestHfConfig::exactParameterCounts()
{
    QFETCH(QByteArray, json);
    QFETCH(double, published);

    const HfImport result = importText(json);
    QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
    QCOMPARE(detail::totalParams(*result.model), published);
}

void TestHfConfig::presetsMatchTheirConfigs_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QByteArray>("json");
    // A preset and its model's Hugging Face config describe one network; only the context
    // differs (a preset takes the pre-training length, a config its longest).
    QTest::newRow("llama3-8b") << QStringLiteral("llama3-8b") << kLlama3_8b;
    QTest::newRow("mixtral-8x7b") << QStringLiteral("mixtral-8x7b") << kMixtral8x7b;
    QTest::newRow("gpt-oss-120b") << QStringLiteral("gpt-oss-120b") << kGptOss120b;
    QTest::newRow("deepseek-v3") << QStringLiteral("deepseek-v3") << kDeepSeekV3;
    QTest::newRow("llama4-scout") << QStringLiteral("llama4-scout") << kLlama4Scout;
    QTest::newRow("llama4-maverick") << QStringLiteral("llama4-maverick") << kLlama4Maverick;
}

void TestHfConfig::presetsMatchTheirConfigs()
{
    QFETCH(QString, preset);
    QFETCH(QByteArray, json);

    const Preset *builtin = builtinCatalog().findPreset(preset.toStdString());
    QVERIFY2(builtin != nullptr, qPrintable(preset));
    const HfImport result = importText(json);
    QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
    ModelSpec fromPreset = builtin->model;
    fromPreset.preset.clear();
    fromPreset.seqLen = result.model->seqLen;
    QVERIFY(fromPreset == *result.model);
}

void TestHfConfig::queryKeyNormsAddTheirScales_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QkNorms>("kind");
    QTest::addColumn<double>("scales");
    // Qwen3-32B: 64 layers of Qwen3RMSNorm(head_dim 128) for the queries and the keys.
    QTest::newRow("Qwen3-32B") << kQwen3_32b << QkNorms::PerHead << 64.0 * 2 * 128;
    // OLMo-2-7B: 32 layers of Olmo2RMSNorm over the 4096 query and 32 x 128 key channels.
    QTest::newRow("OLMo-2-7B") << kOlmo2_7b << QkNorms::Whole << 32.0 * (4096 + 4096);
    // Phi-2 with qk_layernorm: 32 layers of LayerNorm(80) with a bias, for queries and keys.
    QTest::newRow("Phi-2, qk_layernorm")
        << replaced(kPhi2, "qk_layernorm", "true") << QkNorms::PerHead << 32.0 * 2 * 2 * 80;
    // Command R+ (use_qk_norm): CohereLayerNorm((heads, head_dim)) without a shift, 40 layers
    // of 64 x 128 query and 64 x 128 key scales at Command R's shape.
    QTest::newRow("Command R, use_qk_norm")
        << replaced(kCommandR, "use_qk_norm", "true") << QkNorms::Whole << 40.0 * (8192 + 8192);
    QTest::newRow("Command R") << kCommandR << QkNorms::None << 0.0;
}

void TestHfConfig::queryKeyNormsAddTheirScales()
{
    QFETCH(QByteArray, json);
    QFETCH(QkNorms, kind);
    QFETCH(double, scales);
    const HfImport result = importText(json);
    QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
    QCOMPARE(result.model->qkNorms, kind);
    ModelSpec without = *result.model;
    without.qkNorms = QkNorms::None;
    QCOMPARE(detail::totalParams(*result.model) - detail::totalParams(without), scales);
}

void TestHfConfig::activatedParameters()
{
    // The weights one token passes through, from the model FLOPs: 2 FLOPs per active weight
    // forward, less the attention scores (the output layer among them).
    const auto activeWeights = [](const ModelSpec &m) {
        const double scores = static_cast<double>(m.layers) * 4.0 * detail::keysPerQuery(m, false)
                              * detail::attentionWidth(m);
        const double perToken
            = detail::modelFlopsPerSequence(m) / (3.0 * static_cast<double>(m.seqLen));
        return (perToken - scores) / 2.0;
    };
    // With the input embedding: Qwen1.5-MoE-A2.7B 2.7e9 activated (Qwen team, 2024-03-28; 4
    // routed experts and the shared ones), Qwen3-30B-A3B 3.3e9 (Qwen3 model card; 8 routed).
    // Llama 4 Scout and Maverick 17e9 each (Meta's model cards: 17B active), one routed
    // expert and the shared one, Maverick's dense layers between its expert layers.
    for (const auto &[json, published] :
         {std::pair{kQwen15MoeA27b, 2.7e9}, std::pair{kQwen3_30bA3b, 3.3e9},
          std::pair{kLlama4Scout, 17e9}, std::pair{kLlama4Maverick, 17e9}}) {
        const HfImport result = importText(json);
        QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
        SCALEPLAN_FUZZY(activeWeights(*result.model) + detail::embeddingParams(*result.model),
                        published, 0.02);
    }
    // GLM-4.5 counts neither embedding: 12e9 active for GLM-4.5-Air and 32e9 for GLM-4.5
    // (Z.ai's model cards), 8 routed experts and the shared one.
    for (const auto &[json, published] : {std::pair{kGlm45Air, 12e9}, std::pair{glm45(), 32e9}}) {
        const HfImport result = importText(json);
        QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
        SCALEPLAN_FUZZY(activeWeights(*result.model) - detail::embeddingParams(*result.model),
                        published, 0.02);
    }
    // gpt-oss counts the output layer but not the input embedding: 5.13e9 active for
    // gpt-oss-120b and 3.61e9 for gpt-oss-20b (model card, Table 1), 4 of the experts.
    for (const auto &[json, published] :
         {std::pair{kGptOss120b, 5.13e9}, std::pair{kGptOss20b, 3.61e9}}) {
        const HfImport result = importText(json);
        QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
        SCALEPLAN_FUZZY(activeWeights(*result.model), published, 0.01);
    }
}

void TestHfConfig::tensorParallelismKeepsRowBiasesWhole()
{
    // What every tp rank holds whole: the norms, and the biases added after a row-parallel
    // product's reduction. GPT-J-6B: one LayerNorm (scale and shift, 2 x 4096) and fc_out's
    // bias (4096), no attention bias. GPT-NeoX-20B: two LayerNorms (4 x 6144), the attention
    // output's and the MLP down projection's biases (2 x 6144). gpt-oss-20b: two RMSNorm
    // scales (2 x 2880) and the attention output's bias (2880); the experts' down biases
    // split with the experts.
    for (const auto &[json, replicated] :
         {std::pair{kGptj6b, 3.0 * 4096}, std::pair{kGptNeox20b, 6.0 * 6144},
          std::pair{kGptOss20b, 3.0 * 2880}}) {
        const HfImport result = importText(json);
        QVERIFY2(result.model.has_value(), formatLine(result.error).c_str());
        QCOMPARE(detail::replicatedLayerParams(*result.model), replicated);
    }
}

void TestHfConfig::invalidConfig_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::addColumn<DiagCode>("code");

    QTest::newRow("unsupported t5")
        << QByteArray(R"({"model_type": "t5", "d_model": 512, "num_layers": 6, "num_heads": 8})")
        << QStringLiteral("model_type") << DiagCode::UnsupportedArchitecture;
    QTest::newRow("missing model_type")
        << without(kLlama3_8b, "model_type") << QStringLiteral("model_type") << DiagCode::Missing;
    QTest::newRow("malformed: truncated")
        << kLlama3_8b.left(kLlama3_8b.size() / 2) << QString() << DiagCode::JsonCutOff;
    QTest::newRow("malformed: trailing comma")
        << QByteArray(R"({"model_type": "llama",})") << QString() << DiagCode::MalformedJson;
    QTest::newRow("malformed: empty") << QByteArray() << QString() << DiagCode::EmptyInput;
    QTest::newRow("document is an array")
        << QByteArray(R"([{"model_type": "llama"}])") << QString() << DiagCode::NotAnObject;
    QTest::newRow("string for a number") << replaced(kLlama3_8b, "hidden_size", "\"4096\"")
                                         << QStringLiteral("hidden_size") << DiagCode::WrongType;
    // BLOOM's alternative key names are named as the file writes them; the bias and
    // position switches must be true or false.
    QTest::newRow("bloom n_embed as a string")
        << QByteArray(kBloom560m).replace("\"hidden_size\": 1024", "\"n_embed\": \"1024\"")
        << QStringLiteral("n_embed") << DiagCode::WrongType;
    QTest::newRow("falcon parallel_attn as a string")
        << replaced(kFalcon7b, "parallel_attn", "\"yes\"") << QStringLiteral("parallel_attn")
        << DiagCode::WrongType;
    QTest::newRow("gptj rotary_dim wider than a head")
        << replaced(kGptj6b, "rotary_dim", "512") << QStringLiteral("rotary_dim")
        << DiagCode::OutOfRange;
    QTest::newRow("gpt_neox rotary_pct above 1")
        << replaced(kGptNeox20b, "rotary_pct", "1.5") << QStringLiteral("rotary_pct")
        << DiagCode::OutOfRange;
    QTest::newRow("falcon three norms in parallel")
        << replaced(kFalcon40b, "num_kv_heads", "8,\n  \"num_ln_in_parallel_attn\": 3")
        << QStringLiteral("num_ln_in_parallel_attn") << DiagCode::OutOfRange;
    QTest::newRow("falcon n_embed as a string")
        << QByteArray(kFalcon7b).replace("\"hidden_size\": 4544", "\"n_embed\": \"4544\"")
        << QStringLiteral("n_embed") << DiagCode::WrongType;
    QTest::newRow("gpt_neox use_parallel_residual as a number")
        << replaced(kGptNeox20b, "use_parallel_residual", "1")
        << QStringLiteral("use_parallel_residual") << DiagCode::WrongType;
    QTest::newRow("mpt no_bias as a string") << replaced(kMpt7b, "no_bias", "\"yes\"")
                                             << QStringLiteral("no_bias") << DiagCode::WrongType;
    QTest::newRow("mpt alibi as a number")
        << replaced(kMpt7b, "alibi", "1") << QStringLiteral("attn_config.alibi")
        << DiagCode::WrongType;
    QTest::newRow("string for a gpt2 number")
        << replaced(kGpt2, "n_layer", "\"12\"") << QStringLiteral("n_layer") << DiagCode::WrongType;
    QTest::newRow("number for gpt2's activation_function")
        << replaced(kGpt2, "activation_function", "1") << QStringLiteral("activation_function")
        << DiagCode::WrongType;
    QTest::newRow("bool for a number")
        << replaced(kMistral7b, "num_hidden_layers", "true") << QStringLiteral("num_hidden_layers")
        << DiagCode::WrongType;
    QTest::newRow("fraction for a count")
        << replaced(kLlama3_8b, "num_key_value_heads", "7.5")
        << QStringLiteral("num_key_value_heads") << DiagCode::NotInteger;
    QTest::newRow("huge count") << replaced(kLlama3_8b, "hidden_size", "1e30")
                                << QStringLiteral("hidden_size") << DiagCode::OutOfRange;
    QTest::newRow("infinity") << replaced(kLlama3_8b, "vocab_size", "1e400")
                              << QStringLiteral("vocab_size") << DiagCode::NotFinite;
    QTest::newRow("zero layers") << replaced(kQwen2, "num_hidden_layers", "0")
                                 << QStringLiteral("num_hidden_layers") << DiagCode::MustBePositive;
    QTest::newRow("negative experts")
        << replaced(kMixtral8x7b, "num_local_experts", "-8") << QStringLiteral("num_local_experts")
        << DiagCode::MustBePositive;
    QTest::newRow("missing vocab_size")
        << without(kGptNeox20b, "vocab_size") << QStringLiteral("vocab_size") << DiagCode::Missing;
    QTest::newRow("roberta: pad_token_id negative")
        << replaced(kRobertaLarge, "pad_token_id", "-1") << QStringLiteral("pad_token_id")
        << DiagCode::OutOfRange;
    QTest::newRow("roberta: pad_token_id as text")
        << replaced(kRobertaLarge, "pad_token_id", "\"1\"") << QStringLiteral("pad_token_id")
        << DiagCode::WrongType;
    QTest::newRow("roberta: no position after the padding")
        << replaced(kRobertaLarge, "max_position_embeddings", "2")
        << QStringLiteral("max_position_embeddings") << DiagCode::OutOfRange;
    QTest::newRow("missing n_positions")
        << without(kGpt2, "n_positions") << QStringLiteral("n_positions") << DiagCode::Missing;
    QTest::newRow("null hidden_size") << replaced(kMistral7b, "hidden_size", "null")
                                      << QStringLiteral("hidden_size") << DiagCode::Missing;
    QTest::newRow("dropout above 0.9") << replaced(kGpt2, "resid_pdrop", "1.0")
                                       << QStringLiteral("resid_pdrop") << DiagCode::OutOfRange;
    QTest::newRow("negative dropout")
        << replaced(kLlama3_8b, "attention_dropout", "-0.1") << QStringLiteral("attention_dropout")
        << DiagCode::OutOfRange;
    QTest::newRow("string for a dropout") << replaced(kGpt2, "attn_pdrop", "\"0.1\"")
                                          << QStringLiteral("attn_pdrop") << DiagCode::WrongType;
    QTest::newRow("mpt expansion_ratio as text")
        << replaced(kMpt7b, "expansion_ratio", "\"4\"") << QStringLiteral("expansion_ratio")
        << DiagCode::WrongType;
    QTest::newRow("mpt nested dropout out of range")
        << replaced(kMpt7b, "attn_pdrop", "2") << QStringLiteral("attn_config.attn_pdrop")
        << DiagCode::OutOfRange;
    QTest::newRow("mpt without n_layers")
        << without(kMpt7b, "n_layers") << QStringLiteral("n_layers") << DiagCode::Missing;
    QTest::newRow("layer_types: full first, then windowed")
        << replaced(kGemma3Tiny, "layer_types", R"(["full_attention", "sliding_attention"])")
        << QStringLiteral("layer_types") << DiagCode::AttentionLayerPattern;
    QTest::newRow("layer_types: fewer than the layers")
        << replaced(kGemma3Tiny, "layer_types", R"(["sliding_attention"])")
        << QStringLiteral("layer_types") << DiagCode::AttentionLayerPattern;
    QTest::newRow("layer_types: unknown kind")
        << replaced(kGemma3Tiny, "layer_types", R"(["sliding_attention", "global"])")
        << QStringLiteral("layer_types") << DiagCode::UnknownValue;
    QTest::newRow("layer_types: not a list")
        << replaced(kGemma3Tiny, "layer_types", "6") << QStringLiteral("layer_types")
        << DiagCode::WrongType;
    QTest::newRow("qwen2: windows from the middle layer") << replaced(
        replaced(replaced(kQwen2, "use_sliding_window", "true"), "max_window_layers", "12"),
        "sliding_window", "4096") << QStringLiteral("max_window_layers")
                                                          << DiagCode::AttentionLayerPattern;
    QTest::newRow("qwen2: use_sliding_window as text")
        << replaced(replaced(kQwen2, "use_sliding_window", "\"yes\""), "sliding_window", "4096")
        << QStringLiteral("use_sliding_window") << DiagCode::WrongType;
    QTest::newRow("qwen2_moe: negative shared width")
        << replaced(kQwen15MoeA27b, "shared_expert_intermediate_size", "-1")
        << QStringLiteral("shared_expert_intermediate_size") << DiagCode::MustBePositive;
    QTest::newRow("qwen3_moe: dense layers listed")
        << replaced(kQwen3_30bA3b, "mlp_only_layers", "[0, 47]")
        << QStringLiteral("mlp_only_layers") << DiagCode::DenseLayersInMoe;
    QTest::newRow("deepseek: experts every second layer")
        << replaced(kDeepSeekMoe16b, "moe_layer_freq", "2") << QStringLiteral("moe_layer_freq")
        << DiagCode::DenseLayersInMoe;
    QTest::newRow("deepseek_v3 n_group not dividing the experts")
        << replaced(kDeepSeekV3, "n_group", "7") << QStringLiteral("n_group")
        << DiagCode::NotDivisible;
    QTest::newRow("deepseek_v3 topk_group above n_group")
        << replaced(kDeepSeekV3, "topk_group", "9") << QStringLiteral("topk_group")
        << DiagCode::OutOfRange;
    QTest::newRow("qwen3_moe: dense layers given as text")
        << replaced(kQwen3_30bA3b, "mlp_only_layers", "\"0\"") << QStringLiteral("mlp_only_layers")
        << DiagCode::WrongType;
    QTest::newRow("qwen3_moe: experts in no layer")
        << replaced(kQwen3_30bA3b, "decoder_sparse_step", "49")
        << QStringLiteral("decoder_sparse_step") << DiagCode::OutOfRange;
    QTest::newRow("llama4: experts listed in no pattern")
        << replaced(kLlama4Maverick, "interleave_moe_layer_step", R"(2, "moe_layers": [1, 3, 4])")
        << QStringLiteral("text_config.moe_layers") << DiagCode::DenseLayersInMoe;
    QTest::newRow("llama4: experts listed short of the last layers")
        << replaced(kLlama4Maverick, "interleave_moe_layer_step", R"(2, "moe_layers": [1, 3, 5])")
        << QStringLiteral("text_config.moe_layers") << DiagCode::DenseLayersInMoe;
    QTest::newRow("llama4: whole-sequence layers in no pattern")
        << replaced(kLlama4Scout, "attention_chunk_size",
                    R"(8192, "no_rope_layers": [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                       1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                       1, 1, 1, 1, 1, 1, 1, 0])")
        << QStringLiteral("text_config.no_rope_layers") << DiagCode::AttentionLayerPattern;
    QTest::newRow("gemma3: bad text_config value names the nested key")
        << replaced(kGemma3_12b, "hidden_size", "\"3840\"")
        << QStringLiteral("text_config.hidden_size") << DiagCode::WrongType;
    QTest::newRow("gemma2: negative window")
        << replaced(kGemma2_9b, "sliding_window", "-1") << QStringLiteral("sliding_window")
        << DiagCode::MustBePositive;
    QTest::newRow("heads not dividing hidden")
        << replaced(kLlama3_8b, "num_attention_heads", "30")
        << QStringLiteral("num_attention_heads") << DiagCode::NotDivisible;
    // Integers at the ends of int64 (and past them) are refused without overflowing.
    QTest::newRow("roberta pad_token_id 2^63-1")
        << replaced(kRobertaLarge, "pad_token_id", "9223372036854775807")
        << QStringLiteral("pad_token_id") << DiagCode::OutOfRange;
    QTest::newRow("roberta pad_token_id 2^64-1")
        << replaced(kRobertaLarge, "pad_token_id", "18446744073709551615")
        << QStringLiteral("pad_token_id") << DiagCode::OutOfRange;
    QTest::newRow("llama4 moe_layers 2^63-1")
        << QByteArray(kLlama4Maverick)
               .replace("\"model_type\": \"llama4_text\",",
                        "\"model_type\": \"llama4_text\", \"moe_layers\": "
                        "[9223372036854775807],")
        << QStringLiteral("text_config.moe_layers") << DiagCode::DenseLayersInMoe;
    QTest::newRow("llama4 moe_layers -2^63")
        << QByteArray(kLlama4Maverick)
               .replace("\"model_type\": \"llama4_text\",",
                        "\"model_type\": \"llama4_text\", \"moe_layers\": "
                        "[-9223372036854775808],")
        << QStringLiteral("text_config.moe_layers") << DiagCode::DenseLayersInMoe;
}

void TestHfConfig::invalidConfig()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    QFETCH(DiagCode, code);

    const HfImport result = importText(json);
    const QString line = QString::fromStdString(formatLine(result.error));
    QVERIFY2(!result.model.has_value(), "an invalid config must not yield a model");
    QCOMPARE(result.error.severity, Severity::Error);
    QCOMPARE(QString::fromStdString(result.error.field), field);
    QVERIFY2(result.error.code == code,
             qPrintable(QStringLiteral("code %1, expected %2 (%3)")
                            .arg(QString::fromLatin1(codeName(result.error.code)),
                                 QString::fromLatin1(codeName(code)), line)));
    QVERIFY2(line.startsWith(field.isEmpty() ? QString() : field + QStringLiteral(": ")),
             qPrintable(line));
    QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(line));
}

void TestHfConfig::unsupportedArchitectureLine()
{
    const HfImport result = importText(R"({"model_type": "t5", "d_model": 512})");
    QVERIFY(!result.model);
    const std::string supported
        = "Llama, Mistral, Mixtral, Qwen2, Qwen3, Qwen2-MoE, Qwen3-MoE, DeepSeekMoE, "
          "DeepSeek-V2, DeepSeek-V3, Kimi K2, Llama 4, dots.llm1, GLM-4.5, Phi, Phi-3, OLMo, OLMo "
          "2, Gemma, "
          "Gemma 2, Gemma 3, Command R, gpt-oss, GPT-2, GPT-J, GPT-NeoX, Falcon, OPT, BERT, "
          "RoBERTa, XLM-RoBERTa, DistilBERT, BLOOM, MPT";
    QCOMPARE(supportedHfArchitectures(), supported);
    QCOMPARE(result.error.args, (std::vector<std::string>{"t5", supported}));
    QCOMPARE(QString::fromStdString(formatLine(result.error)),
             QStringLiteral("model_type: architecture \"t5\" is not supported; supported: ")
                 + QString::fromStdString(supported));
}

QTEST_APPLESS_MAIN(TestHfConfig)

#include "TestHfConfig.moc"
