// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Seeded random mutations of valid scenarios (values replaced by extremes, wrong types and
// other enumerations, keys removed or misspelt, layouts changed): whatever the input, the
// engine answers with a scenario or one error naming its field, never throws, writes back
// what it read unchanged, and puts no NaN or infinity into a result or its text.

#include "TestSupport.h"

#include "scaleplan/engine/Calibration.h"
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/HfConfig.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/Planner.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Sensitivity.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <vector>

using namespace scaleplan::engine;
using nlohmann::json;

namespace {

/// Cases per run; SCALEPLAN_ROBUSTNESS_CASES asks for more (a longer search by hand).
int caseCount()
{
    const int asked = qEnvironmentVariableIntValue("SCALEPLAN_ROBUSTNESS_CASES");
    return asked > 0 ? asked : 4000;
}
constexpr unsigned kSeed = 20261126;

/// Every leaf of \p document as a JSON pointer.
void collectLeaves(const json &document, const json::json_pointer &at,
                   std::vector<json::json_pointer> &leaves)
{
    if (document.is_object()) {
        for (const auto &[key, value] : document.items())
            collectLeaves(value, at / key, leaves);
    } else if (document.is_array() && !document.empty()) {
        for (std::size_t i = 0; i < document.size(); ++i)
            collectLeaves(document[i], at / i, leaves);
    } else {
        leaves.push_back(at);
    }
}

/// Values a user (or a broken tool) may put anywhere: extremes, zero, negatives,
/// fractions, other types and names the format knows from other fields.
const std::vector<json> &replacementPool()
{
    static const std::vector<json> pool = {0,
                                           -1,
                                           1,
                                           2,
                                           3,
                                           4,
                                           7,
                                           8,
                                           16,
                                           64,
                                           1000,
                                           0.5,
                                           1e-9,
                                           1e9,
                                           1e15,
                                           1e300,
                                           -1e300,
                                           9007199254740993.0,
                                           std::int64_t{1} << 62,
                                           "",
                                           "x",
                                           "bf16",
                                           "fp16",
                                           "fp8",
                                           "fp32",
                                           "none",
                                           "full",
                                           "selective",
                                           "flash1",
                                           "flash3",
                                           "triton",
                                           "deepspeed",
                                           "megatron",
                                           "powersgd",
                                           "topk",
                                           "int8",
                                           "swiglu",
                                           "gelu",
                                           "adamw",
                                           "sgd",
                                           "aws/p5.48xlarge",
                                           "a100-sxm4-80gb",
                                           "h100-sxm5-80gb",
                                           "llama3-8b",
                                           "mixtral-8x7b",
                                           "gpt-oss-120b",
                                           "llama4-maverick",
                                           "l2",
                                           "every_other_matmul",
                                           "gpt3-175b",
                                           "all",
                                           "qkv",
                                           "layernorm",
                                           "rmsnorm",
                                           "learned",
                                           "rope",
                                           "alibi",
                                           "norms",
                                           "mlp",
                                           "parallel",
                                           "parallel_two_norms",
                                           "per_head",
                                           "whole",
                                           "eager",
                                           "fused",
                                           true,
                                           false,
                                           nullptr,
                                           json::array(),
                                           json::object(),
                                           json::array({1, 2})};
    return pool;
}

/// One random change to \p document.
void mutate(json &document, std::mt19937 &random)
{
    std::vector<json::json_pointer> leaves;
    collectLeaves(document, json::json_pointer{}, leaves);
    if (leaves.empty())
        return;
    const auto pick = [&](std::size_t count) {
        return std::uniform_int_distribution<std::size_t>(0, count - 1)(random);
    };
    const json::json_pointer &leaf = leaves[pick(leaves.size())];
    json &value = document[leaf];
    const int kind = std::uniform_int_distribution<int>(0, 11)(random);
    if (kind <= 3) {
        const auto &pool = replacementPool();
        value = pool[pick(pool.size())];
    } else if (kind <= 6) {
        // A value of the same type that is more likely to be accepted.
        static const std::array<double, 7> factors = {0.01, 0.1, 0.5, 0.9, 2, 10, 100};
        if (value.is_boolean())
            value = !value.get<bool>();
        else if (value.is_number_integer())
            value = std::max<std::int64_t>(1, value.get<std::int64_t>() / 2);
        else if (value.is_number())
            value = value.get<double>() * factors[pick(factors.size())];
        else if (value.is_string()) {
            const auto &pool = replacementPool();
            json candidate = pool[pick(pool.size())];
            if (candidate.is_string())
                value = candidate;
        }
    } else if (kind == 7 && !leaf.empty() && document[leaf.parent_pointer()].is_object()) {
        document[leaf.parent_pointer()].erase(leaf.back());
    } else if (kind == 8 && !leaf.empty() && document[leaf.parent_pointer()].is_object()) {
        std::string typo = leaf.back();
        if (!typo.empty())
            typo[pick(typo.size())] = 'q';
        document[leaf.parent_pointer()][typo] = document[leaf];
    } else {
        // Layouts: small powers of two and odd counts in the parallel section.
        static const std::array<const char *, 8> keys
            = {"tp", "pp", "dp", "cp", "ep", "virtual_stages", "micro_batch", "zero"};
        static const std::array<int, 9> values = {1, 2, 3, 4, 6, 8, 12, 16, 64};
        document["parallel"][keys[pick(keys.size())]] = values[pick(values.size())];
    }
}

/// The scenarios the mutations start from, every field written.
std::vector<json> baseScenarios()
{
    std::vector<json> bases;
    for (const char *file : {"examples/gpt3-175b-p4d.json", "examples/llama3-8b-p5-spot.json",
                             "examples/onprem-a100-custom.json", "examples/resnet50-g5.json"}) {
        const ScenarioLoad load = parseScenario(scaleplan::test::testData(file), builtinCatalog());
        if (load.scenario)
            bases.push_back(json::parse(scenarioToJson(*load.scenario)));
    }
    // A mixture-of-experts model with expert parallelism (its all-to-alls overlapped),
    // experts kept whole beside tp 2 and padded to capacity, with Qwen2's query, key and value
    // biases and learned positions.
    json moe = bases.at(1);
    moe["model"] = {{"preset", "mixtral-8x7b"},
                    {"seq_len", 4096},
                    {"biases", "qkv"},
                    {"position_encoding", "learned"}};
    moe["parallel"]
        = {{"tp", 2}, {"pp", 4}, {"ep", 8}, {"cp", 1}, {"zero", 1}, {"sequence_parallel", true}};
    moe["cluster"]["nodes"] = 8;
    moe["training"]["expert_capacity_factor"] = 1.25;
    moe["communication"]["ep_overlap"] = true;
    moe["parallel"]["expert_tp"] = 1;
    if (parseScenario(moe.dump(), builtinCatalog()).scenario)
        bases.push_back(moe);
    // Falcon-style: attention and MLP side by side behind one norm with a shift, at tp 8
    // with sequence parallelism, its element-wise work run eagerly under PyTorch's autocast.
    json falcon = bases.at(1);
    falcon["model"] = {{"preset", "llama3-8b"},
                       {"block", "parallel"},
                       {"biases", "norms"},
                       {"normalization", "layernorm"}};
    falcon["parallel"] = {{"tp", 8}, {"sequence_parallel", true}};
    falcon["training"]["kernels"] = "eager";
    falcon["training"]["mixed_precision"] = "autocast";
    if (parseScenario(falcon.dump(), builtinCatalog()).scenario)
        bases.push_back(falcon);
    // An encoder (BERT) in fp32 on TF32 tensor cores with FlashAttention, and ResNet-50 with
    // its memory traffic and TF32 turned off, under PyTorch DDP's copied buckets.
    json encoder = bases.at(1);
    encoder["model"] = {{"preset", "bert-large"}, {"seq_len", 128}};
    encoder["training"]["precision"] = "fp32";
    encoder["training"]["tf32"] = true;
    encoder["parallel"] = {{"tp", 2}};
    if (parseScenario(encoder.dump(), builtinCatalog()).scenario)
        bases.push_back(encoder);
    // A DeepSeek-V2-Lite-like mixture of experts with multi-head latent attention (query
    // latent included), leading dense layers, experts in every other layer after them (as
    // Llama 4 Maverick) and a shared expert, routing limited to 3 of 8 expert groups and
    // dispatched by DeepEP, selective recomputation of four parts, chunked attention in three
    // layers of four, over tp with sequence parallelism and its overlap, an uneven pipeline of
    // dense and expert stages, context and expert parallelism with overlapped all-to-alls; every
    // field written, so that the mutations reach the latent, dense-layer and window fields.
    json latent = bases.at(1);
    latent["model"] = {{"layers", 27},
                       {"hidden", 2048},
                       {"heads", 16},
                       {"kv_heads", 16},
                       {"head_dim", 128},
                       {"kv_lora_rank", 512},
                       {"q_lora_rank", 768},
                       {"qk_rope_head_dim", 64},
                       {"v_head_dim", 128},
                       {"ffn_hidden", 1408},
                       {"experts", 64},
                       {"experts_per_token", 6},
                       {"expert_groups", 8},
                       {"expert_groups_per_token", 3},
                       {"shared_expert_ffn", 2816},
                       {"dense_layers", 3},
                       {"expert_layer_interval", 2},
                       {"attention_window", 1024},
                       {"full_attention_every", 4},
                       {"attention_chunked", true},
                       {"qk_norms", "per_head"},
                       {"dense_ffn_hidden", 10944},
                       {"vocab", 102400},
                       {"seq_len", 4096},
                       {"mlp", "swiglu"}};
    latent["cluster"]["nodes"] = 3;
    latent["parallel"]
        = {{"tp", 2}, {"pp", 3}, {"ep", 4}, {"cp", 2}, {"zero", 1}, {"sequence_parallel", true}};
    latent["communication"]["tp_overlap"] = true;
    latent["communication"]["ep_overlap"] = true;
    latent["communication"]["expert_dispatcher"] = "deepep";
    latent["training"]["recompute"] = "selective";
    latent["training"]["recompute_modules"] = {"layernorm", "mla_up_proj", "moe_act", "mlp"};
    if (const ScenarioLoad load = parseScenario(latent.dump(), builtinCatalog()); load.scenario)
        bases.push_back(json::parse(scenarioToJson(*load.scenario)));
    json convolutional = bases.at(3);
    convolutional["training"]["precision"] = "fp32";
    convolutional["training"]["tf32"] = false;
    convolutional["parallel"]["zero"] = 0;
    convolutional["communication"]["gradient_buckets"] = "copied";
    if (parseScenario(convolutional.dump(), builtinCatalog()).scenario)
        bases.push_back(convolutional);
    // torchtitan-style: Llama under FSDP and tp 2, eager kernels, every other matrix product
    // recomputed.
    json torchtitan = bases.at(1);
    torchtitan["model"] = {{"preset", "llama3-8b"}, {"qk_norms", "l2"}};
    torchtitan["parallel"] = {{"tp", 2}, {"zero", 3}, {"sequence_parallel", true}};
    torchtitan["training"]["recompute"] = "selective";
    torchtitan["training"]["selective_policy"] = "every_other_matmul";
    torchtitan["training"]["kernels"] = "eager";
    if (parseScenario(torchtitan.dump(), builtinCatalog()).scenario)
        bases.push_back(torchtitan);
    // fp8 with current scaling (torchao's tensorwise float8 under FSDP).
    json float8 = bases.at(1);
    float8["training"]["precision"] = "fp8";
    float8["training"]["fp8_scaling"] = "current";
    float8["parallel"]["zero"] = 3;
    if (parseScenario(float8.dump(), builtinCatalog()).scenario)
        bases.push_back(float8);
    return bases;
}

/// "nan", "inf" or "infinity" as a word, as printf and streams write non-finite numbers.
/// Whether \p code is about the text as a whole (no JSON path to name).
bool isAboutTheWholeText(DiagCode code)
{
    return code == DiagCode::MalformedJson || code == DiagCode::JsonCutOff
           || code == DiagCode::EmptyInput || code == DiagCode::NulByte
           || code == DiagCode::InputTooLarge;
}

bool hasNonFiniteText(const std::string &text)
{
    static const std::regex word("(^|[^a-z])(nan|inf|infinity)([^a-z]|$)", std::regex::icase);
    return std::regex_search(text, word);
}

/// Whether every --moe-layer-freq list in \p script holds only what Megatron-LM's argument
/// parser evaluates (_eval_pattern: digits, commas, brackets, parentheses, + and *).
bool layerPatternsParse(const std::string &script)
{
    static const std::string flag = "--moe-layer-freq \"";
    for (std::size_t at = script.find(flag); at != std::string::npos;
         at = script.find(flag, at + 1)) {
        const std::size_t begin = at + flag.size();
        const std::size_t end = script.find('"', begin);
        if (end == std::string::npos || script.find_first_not_of("0123456789,[]()+*", begin) < end)
            return false;
    }
    return true;
}

/// The JSON path of the first null in \p document (how nlohmann_json writes NaN), or "".
std::string firstNull(const json &document, const std::string &at = {})
{
    // The nulls the result format documents: no energy without the GPU's power, no budget
    // verdict without the nodes' price.
    static const std::set<std::string> documented{"/energy_kwh", "/goal/meets_budget",
                                                  "/goal/budget_margin_usd"};
    if (document.is_null())
        return documented.count(at) != 0 ? std::string() : at.empty() ? "/" : at;
    if (document.is_structured()) {
        for (const auto &[key, value] : document.items()) {
            const std::string found = firstNull(value, at + "/" + key);
            if (!found.empty())
                return found;
        }
    }
    return {};
}

/// Every number of a result is finite and the feasible figures make sense together.
QString resultProblem(const Result &r)
{
    const std::vector<double> numbers = {r.stepTimeS,
                                         r.steps,
                                         r.tokensPerS,
                                         r.tokensPerSPerGpu,
                                         r.samplesPerS,
                                         r.modelTflopsPerGpu,
                                         r.mfu,
                                         r.memoryGb.total,
                                         r.memoryGb.capacity,
                                         r.trainingTimeH,
                                         r.expectedTimeH,
                                         r.gpuHours,
                                         r.costUsd.total,
                                         r.energyKwh.value_or(0.0),
                                         r.risk.checkpointIntervalH,
                                         r.risk.checkpointWriteS,
                                         r.risk.p10TimeH,
                                         r.risk.p50TimeH,
                                         r.risk.p90TimeH,
                                         r.risk.p10CostUsd,
                                         r.risk.p90CostUsd,
                                         r.stepBreakdown.total()};
    for (double value : numbers) {
        if (!std::isfinite(value))
            return QStringLiteral("a non-finite number");
        if (value < 0)
            return QStringLiteral("a negative figure %1").arg(value);
    }
    if (!r.feasible)
        return {};
    if (r.stepTimeS <= 0 || r.samplesPerS <= 0 || r.memoryGb.total <= 0)
        return QStringLiteral("a feasible result without a step time, throughput or memory");
    if (std::abs(r.stepBreakdown.total() - r.stepTimeS) > 1e-6 * r.stepTimeS)
        return QStringLiteral("step parts that do not add up to the step");
    if (r.expectedTimeH < r.trainingTimeH * (1 - 1e-9))
        return QStringLiteral("an expected time below the failure-free time");
    if (r.risk.p90TimeH < r.risk.p10TimeH || r.risk.p90CostUsd < r.risk.p10CostUsd)
        return QStringLiteral("p90 below p10");
    return {};
}

/// The mutated scenario texts the engine accepts, from the same seeded search.
std::vector<std::string> acceptedMutations(int count, unsigned seed)
{
    const std::vector<json> bases = baseScenarios();
    std::mt19937 random(seed);
    std::vector<std::string> accepted;
    for (int trial = 0; static_cast<int>(accepted.size()) < count && trial < 100 * count; ++trial) {
        json document = bases[static_cast<std::size_t>(trial) % bases.size()];
        mutate(document, random);
        const std::string text = document.dump();
        if (parseScenario(text, builtinCatalog()).scenario)
            accepted.push_back(text);
    }
    return accepted;
}

// Shapes of Hugging Face configs (meta-llama/Meta-Llama-3-8B and
// mistralai/Mixtral-8x7B-v0.1, keys that do not describe the shape left out).
const char *const kLlamaConfig = R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
  "hidden_act": "silu", "hidden_size": 4096, "intermediate_size": 14336,
  "max_position_embeddings": 8192, "num_attention_heads": 32, "num_hidden_layers": 32,
  "num_key_value_heads": 8, "tie_word_embeddings": false, "vocab_size": 128256})";
const char *const kMixtralConfig = R"({"architectures": ["MixtralForCausalLM"],
  "model_type": "mixtral", "hidden_act": "silu", "hidden_size": 4096,
  "intermediate_size": 14336, "max_position_embeddings": 32768, "num_attention_heads": 32,
  "num_experts_per_tok": 2, "num_hidden_layers": 32, "num_key_value_heads": 8,
  "num_local_experts": 8, "sliding_window": null, "tie_word_embeddings": false,
  "vocab_size": 32000})";

// mosaicml/mpt-7b (no biases, ALiBi under attn_config) and bigscience/bloom-560m (ALiBi, no
// sequence length), the keys that set biases and positions kept.
const char *const kMptConfig = R"({"architectures": ["MPTForCausalLM"], "model_type": "mpt",
  "attn_config": {"alibi": true, "attn_pdrop": 0}, "d_model": 4096, "expansion_ratio": 4,
  "max_seq_len": 2048, "n_heads": 32, "n_layers": 32, "no_bias": true, "vocab_size": 50432})";
const char *const kBloomConfig = R"({"architectures": ["BloomForCausalLM"],
  "model_type": "bloom", "attention_dropout": 0.0, "hidden_dropout": 0.0, "hidden_size": 1024,
  "n_head": 16, "n_inner": null, "n_layer": 24, "vocab_size": 250880})";

// tiiuae/falcon-40b: the keys that choose its block, key/value heads and biases kept.
const char *const kFalconConfig = R"({"architectures": ["FalconForCausalLM"],
  "model_type": "falcon", "alibi": false, "bias": false, "hidden_size": 8192,
  "multi_query": true, "new_decoder_architecture": true, "num_attention_heads": 128,
  "num_hidden_layers": 60, "num_kv_heads": 8, "parallel_attn": true, "vocab_size": 65024})";
const char *const kRobertaConfig = R"({"model_type": "roberta", "hidden_size": 1024,
  "num_hidden_layers": 24, "num_attention_heads": 16, "intermediate_size": 4096,
  "max_position_embeddings": 514, "pad_token_id": 1, "vocab_size": 50265,
  "hidden_dropout_prob": 0.1, "attention_probs_dropout_prob": 0.1, "is_decoder": false})";
// deepseek-ai/DeepSeek-V2-Lite's shape keys: latent attention, routed and shared experts,
// the first layer dense.
const char *const kDeepSeekConfig = R"({"architectures": ["DeepseekV2ForCausalLM"],
  "model_type": "deepseek_v2", "first_k_dense_replace": 1, "hidden_size": 2048,
  "intermediate_size": 10944, "kv_lora_rank": 512, "max_position_embeddings": 163840,
  "moe_intermediate_size": 1408, "moe_layer_freq": 1, "n_routed_experts": 64,
  "n_shared_experts": 2, "num_attention_heads": 16, "num_experts_per_tok": 6,
  "num_hidden_layers": 27, "num_key_value_heads": 16, "q_lora_rank": null,
  "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "tie_word_embeddings": false,
  "v_head_dim": 128, "vocab_size": 102400})";

// A measurement CSV of the benchmarking workflow on 8 GPUs a node (step times of a Llama
// 2 7B scaled from one GPU to four nodes; the values only need to be plausible).
const char *const kMeasurements = "gpus,tp,pp,global_batch,step_time_s\n"
                                  "1,1,1,64,41.0\n"
                                  "8,1,1,64,5.4\n"
                                  "8,2,1,64,5.9\n"
                                  "16,1,1,128,5.6\n"
                                  "32,1,1,256,5.8\n";

/// One character-level change: a character dropped, doubled or replaced by one that
/// breaks numbers and fields.
std::string corrupt(std::string text, std::mt19937 &random)
{
    static const std::string replacements = ",\"x-.e9 \n#\t0";
    const auto at = std::uniform_int_distribution<std::size_t>(0, text.size() - 1)(random);
    switch (std::uniform_int_distribution<int>(0, 2)(random)) {
    case 0:
        text.erase(at, 1);
        break;
    case 1:
        text.insert(at, 1, text[at]);
        break;
    default:
        text[at] = replacements[std::uniform_int_distribution<std::size_t>(0, replacements.size()
                                                                                  - 1)(random)];
    }
    return text;
}

} // namespace

class TestRobustness : public QObject
{
    Q_OBJECT

private slots:
    void mutatedScenariosNeverBreakTheEngine();
    void appliedPlansEstimateAsPlanned();
    void mutatedHfConfigsImportOrNameTheField();
    void mutatedMeasurementCsvNamesTheLine();
};

void TestRobustness::mutatedScenariosNeverBreakTheEngine()
{
    const std::vector<json> bases = baseScenarios();
    QCOMPARE(bases.size(), std::size_t{11});
    std::mt19937 random(kSeed);
    const int cases = caseCount();
    int accepted = 0;
    int rejected = 0;
    std::vector<int> acceptedOf(bases.size());
    for (int trial = 0; trial < cases; ++trial) {
        json document = bases[static_cast<std::size_t>(trial) % bases.size()];
        const int changes = std::uniform_int_distribution<int>(1, 3)(random);
        for (int i = 0; i < changes; ++i)
            mutate(document, random);
        const std::string text = document.dump();
        const auto failure = [&](const QString &what) {
            return QStringLiteral("%1 for %2").arg(what, QString::fromStdString(text)).toUtf8();
        };
        ScenarioLoad load;
        try {
            load = parseScenario(text, builtinCatalog());
        } catch (const std::exception &error) {
            QFAIL(failure(QStringLiteral("parseScenario threw %1").arg(error.what())).constData());
        }
        if (!load.scenario) {
            ++rejected;
            const std::string line = formatLine(load.error);
            QVERIFY2(load.error.severity == Severity::Error,
                     failure("an error of low severity").constData());
            QVERIFY2(!load.error.field.empty() || isAboutTheWholeText(load.error.code),
                     failure(QStringLiteral("an error naming no field: %1")
                                 .arg(QString::fromStdString(line)))
                         .constData());
            QVERIFY2(!describe(load.error).empty() && !hasNonFiniteText(line),
                     failure(QStringLiteral("the message '%1'").arg(QString::fromStdString(line)))
                         .constData());
            continue;
        }
        ++accepted;
        ++acceptedOf[static_cast<std::size_t>(trial) % bases.size()];
        const std::string written = scenarioToJson(*load.scenario);
        const ScenarioLoad again = parseScenario(written, builtinCatalog());
        QVERIFY2(again.scenario, failure(QStringLiteral("its own file rejected: %1")
                                             .arg(QString::fromStdString(formatLine(again.error))))
                                     .constData());
        QVERIFY2(scenarioToJson(*again.scenario) == written,
                 failure("a file that changes when read back").constData());

        const EstimateOptions options{trial % 16 == 0 ? 200 : 0, {}};
        Result result;
        try {
            result = estimate(*load.scenario, builtinCatalog(), options);
        } catch (const std::exception &error) {
            QFAIL(failure(QStringLiteral("estimate threw %1").arg(error.what())).constData());
        }
        const QString problem = resultProblem(result);
        QVERIFY2(problem.isEmpty(), failure(problem).constData());
        const std::string nullAt = firstNull(json::parse(resultToJson(result)));
        QVERIFY2(nullAt.empty(), failure(QStringLiteral("null (NaN) at %1 of the result file")
                                             .arg(QString::fromStdString(nullAt)))
                                     .constData());
        QVERIFY2(!hasNonFiniteText(resultToText(*load.scenario, result)),
                 failure("NaN or infinity in the text summary").constData());
        // What the estimate hangs on (one scenario in eight: sixteen estimates each).
        if (trial % 8 == 0) {
            const Sensitivity moved = sensitivity(*load.scenario, builtinCatalog());
            for (const SensitivityRow &row : moved.rows) {
                for (const double v :
                     {row.timeIfLower, row.timeIfHigher, row.costIfLower, row.costIfHigher})
                    QVERIFY2(std::isfinite(v), failure("a non-finite sensitivity").constData());
            }
        }
        // Every launch target writes its files or names the field it cannot run.
        for (LaunchTarget target : allLaunchTargets()) {
            const QString name = QString::fromLatin1(launchTargetName(target));
            LaunchFiles files;
            try {
                files = launchFiles(*load.scenario, result, target);
            } catch (const std::exception &error) {
                QFAIL(failure(QStringLiteral("launch %1 threw %2").arg(name, error.what()))
                          .constData());
            }
            if (files.error) {
                QVERIFY2(!files.error->field.empty() && !describe(*files.error).empty(),
                         failure(QStringLiteral("launch %1 refused naming no field").arg(name))
                             .constData());
                continue;
            }
            QVERIFY2(!files.files.empty(),
                     failure(QStringLiteral("launch %1 wrote nothing").arg(name)).constData());
            for (const LaunchFile &file : files.files) {
                QVERIFY2(!hasNonFiniteText(file.content),
                         failure(QStringLiteral("NaN or infinity in %1")
                                     .arg(QString::fromStdString(file.name)))
                             .constData());
                QVERIFY2(layerPatternsParse(file.content),
                         failure(QStringLiteral("a layer pattern Megatron-LM cannot parse in %1")
                                     .arg(QString::fromStdString(file.name)))
                             .constData());
                // bash -n on one accepted scenario in 50 (a process each).
                if (file.executable && accepted % 50 == 0) {
                    const std::string error = scaleplan::test::shellSyntaxError(file.content);
                    QVERIFY2(error.empty(), failure(QStringLiteral("%1 does not parse: %2")
                                                        .arg(QString::fromStdString(file.name),
                                                             QString::fromStdString(error)))
                                                .constData());
                }
            }
        }
    }
    // The mutations explore both sides from every base: many inputs are refused, many still
    // estimate (the latent-attention base, whose fields depend on each other most, keeps
    // about one in seven).
    qInfo("%d accepted, %d refused", accepted, rejected);
    QVERIFY(accepted > cases / 6);
    QVERIFY(rejected > cases / 5);
    const int trialsPerBase = cases / static_cast<int>(bases.size());
    for (std::size_t b = 0; b < bases.size(); ++b) {
        const QByteArray which = QByteArray::number(static_cast<qulonglong>(b));
        QVERIFY2(acceptedOf[b] > trialsPerBase / 10, "few accepted from base " + which);
        QVERIFY2(acceptedOf[b] < trialsPerBase * 9 / 10, "few refused from base " + which);
    }
}

// Every plan the search returns for a mutated scenario, applied to it, is a valid scenario
// whose estimate is the plan's: what the planner table shows is what the window then shows.
void TestRobustness::appliedPlansEstimateAsPlanned()
{
    int planned = 0;
    for (const std::string &text : acceptedMutations(caseCount() / 160, kSeed + 1)) {
        const PlanningLoad load = parseScenarioForPlanning(text, builtinCatalog());
        QVERIFY2(load.planning, text.c_str());
        PlanRequest request;
        request.top = 3;
        request.threads = 1;
        const PlanResult result = planScenario(*load.planning, builtinCatalog(), request);
        for (const Plan &plan : result.plans) {
            const Scenario applied = applyPlan(load.planning->scenario, plan);
            const std::optional<Diagnostic> invalid = validateScenario(applied, builtinCatalog());
            if (invalid)
                QFAIL((formatLine(*invalid) + " for " + text).c_str());
            const Result again = estimate(applied, builtinCatalog());
            QVERIFY2(again.feasible && resultProblem(again).isEmpty(), text.c_str());
            SCALEPLAN_FUZZY(again.stepTimeS, plan.result.stepTimeS, 1e-9);
            SCALEPLAN_FUZZY(again.costUsd.total + 1.0, plan.result.costUsd.total + 1.0, 1e-9);
            ++planned;
        }
    }
    qInfo("%d plans applied", planned);
    QVERIFY(planned > caseCount() / 160);
}

// A Hugging Face config with a value replaced, removed or misspelt gives a model or an
// error naming the key; a model it gives estimates without NaN or infinity.
void TestRobustness::mutatedHfConfigsImportOrNameTheField()
{
    const std::vector<json> bases
        = {json::parse(kLlamaConfig),   json::parse(kMixtralConfig), json::parse(kMptConfig),
           json::parse(kBloomConfig),   json::parse(kFalconConfig),  json::parse(kRobertaConfig),
           json::parse(kDeepSeekConfig)};
    json scenario = baseScenarios().at(1);
    std::mt19937 random(kSeed + 2);
    int imported = 0;
    const int cases = caseCount() / 4;
    for (int trial = 0; trial < cases; ++trial) {
        json config = bases[static_cast<std::size_t>(trial) % bases.size()];
        for (int i = std::uniform_int_distribution<int>(1, 2)(random); i > 0; --i)
            mutate(config, random);
        config.erase("parallel"); // mutate() may add the layout section scenarios have
        const std::string text = config.dump();
        const HfImport model = importHfConfig(text);
        if (!model.model) {
            QVERIFY2(!model.error.field.empty() || isAboutTheWholeText(model.error.code)
                         || model.error.code == DiagCode::UnsupportedArchitecture,
                     (formatLine(model.error) + " for " + text).c_str());
            continue;
        }
        ++imported;
        Scenario withModel = scaleplan::test::scenarioFromJson(scenario.dump());
        withModel.model = *model.model;
        if (validateScenario(withModel, builtinCatalog()))
            continue;
        const Result result = estimate(withModel, builtinCatalog());
        QVERIFY2(resultProblem(result).isEmpty(), text.c_str());
    }
    qInfo("%d of %d configs imported", imported, cases);
    QVERIFY(imported > cases / 10);
}

// A measurement file with characters dropped, doubled or replaced is read or refused with
// an error that names its line; what is read fits to finite factors.
void TestRobustness::mutatedMeasurementCsvNamesTheLine()
{
    const Scenario base = scaleplan::test::scenarioFromJson(baseScenarios().at(1).dump());
    std::mt19937 random(kSeed + 3);
    int read = 0;
    const int cases = caseCount() / 20;
    for (int trial = 0; trial < cases; ++trial) {
        std::string text = kMeasurements;
        for (int i = std::uniform_int_distribution<int>(1, 3)(random); i > 0; --i)
            text = corrupt(text, random);
        const MeasurementLoad load = parseMeasurementsCsv(text, base, builtinCatalog());
        if (load.error) {
            const std::string line = formatLine(*load.error);
            QVERIFY2(line.find("line ") != std::string::npos, (line + " for\n" + text).c_str());
            continue;
        }
        ++read;
        const CalibrationFit fit = fitMeasurements(base, builtinCatalog(), load.rows);
        for (double factor : fit.factors.asArray())
            QVERIFY2(std::isfinite(factor) && factor > 0, text.c_str());
        for (double factor : {fit.residualSigma, fit.rmsResidual})
            QVERIFY2(std::isfinite(factor) && factor >= 0, text.c_str());
    }
    qInfo("%d of %d files read", read, cases);
    QVERIFY(read > 0);
}

QTEST_GUILESS_MAIN(TestRobustness)
#include "TestRobustness.moc"
