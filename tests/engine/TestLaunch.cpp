// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Launch files: every number in them against the scenario and its estimate. The expected
// layouts are derived by hand from the example scenarios (tests/data/examples).
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"

#include <QRegularExpression>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>
#include <sstream>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;
using scaleplan::test::testData;

namespace {

struct Planned
{
    Scenario scenario;
    Result result;
};

Planned planned(const std::string &json)
{
    Planned p{scenarioFromJson(json), {}};
    p.result = estimate(p.scenario, builtinCatalog());
    return p;
}

Planned example(const std::string &name)
{
    return planned(testData("examples/" + name));
}

/// The example with one JSON section replaced (e.g. "parallel": {...}).
Planned exampleWith(const std::string &name, const std::function<void(nlohmann::json &)> &change)
{
    nlohmann::json json = nlohmann::json::parse(testData("examples/" + name));
    change(json);
    return planned(json.dump());
}

const LaunchFile &onlyFile(const LaunchFiles &files, const std::string &name)
{
    for (const LaunchFile &file : files.files) {
        if (file.name == name)
            return file;
    }
    static const LaunchFile none;
    return none;
}

LaunchFiles filesFor(const Planned &p, LaunchTarget target)
{
    return launchFiles(p.scenario, p.result, target);
}

/// The words of the bash array NAME=( ... ) as option -> value ("" for flags).
std::map<std::string, std::string> arrayOptions(const std::string &script, const std::string &name)
{
    std::map<std::string, std::string> options;
    std::istringstream lines(script);
    std::string line;
    bool inside = false;
    while (std::getline(lines, line)) {
        if (line == name + "=(") {
            inside = true;
            continue;
        }
        if (inside && line == ")")
            break;
        if (!inside)
            continue;
        std::istringstream words(line);
        std::string option, value;
        words >> option;
        const auto eq = option.find('=');
        if (eq != std::string::npos) {
            value = option.substr(eq + 1);
            option.resize(eq);
        } else {
            words >> value;
        }
        options[option] = value;
    }
    return options;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class TestLaunch : public QObject
{
    Q_OBJECT

private slots:
    void targetNamesRoundTrip();
    void deepspeedConfigMatchesPlan();
    void megatronArgumentsMatchGpt3Plan();
    void megatronGroupedQueryAndFullRecompute();
    void fp8ScalingReachesTheLaunch();
    void optimizerStatesReachMegatron();
    void megatronRefusesWhatItCannotRun();
    void megatronShardsAsThePlanSays();
    void hybridShardingReachesEveryTarget();
    void megatronOverlapsSendsOnTwoStages();
    void torchrunAndSlurmMatchPlan();
    void pytorchJobHasMasterAndWorkers();
    void singleNodeJobHasNoWorkers();
    void namesCannotEndTheirLineOrQuote();
    void infeasiblePlanStillWritesWithWarning();
    void scriptsAreValidShell();
};

void TestLaunch::targetNamesRoundTrip()
{
    QCOMPARE(allLaunchTargets().size(), std::size_t{5});
    for (LaunchTarget target : allLaunchTargets())
        QCOMPARE(parseLaunchTarget(launchTargetName(target)), std::optional<LaunchTarget>(target));
    QVERIFY(!parseLaunchTarget("Torchrun"));
    QVERIFY(!parseLaunchTarget(""));
    QCOMPARE(launchTargetList(), std::string("torchrun, deepspeed, megatron, pytorchjob, slurm"));
}

void TestLaunch::deepspeedConfigMatchesPlan()
{
    // GPT-3 175B on 128 x 8 A100: dp = 1024 / (8 * 16) = 8, micro-batches = 1536 / (8 * 1).
    const Planned gpt = example("gpt3-175b-p4d.json");
    QCOMPARE(gpt.result.parallel.dp, std::int64_t{8});
    const LaunchFiles files = filesFor(gpt, LaunchTarget::DeepSpeed);
    QVERIFY(!files.error);
    QCOMPARE(files.files.size(), std::size_t{2});
    const nlohmann::json config = nlohmann::json::parse(onlyFile(files, "ds_config.json").content);
    QCOMPARE(config.at("train_batch_size").get<int>(), 1536);
    QCOMPARE(config.at("train_micro_batch_size_per_gpu").get<int>(), 1);
    QCOMPARE(config.at("gradient_accumulation_steps").get<int>(), 192);
    QCOMPARE(config.at("zero_optimization").at("stage").get<int>(), 1);
    QCOMPARE(config.at("bf16").at("enabled").get<bool>(), true);
    QCOMPARE(config.at("fp16").at("enabled").get<bool>(), false);
    // DeepSpeed's own rule: batch = micro * accumulation * data-parallel ranks.
    QCOMPARE(config.at("train_batch_size").get<std::int64_t>(),
             config.at("train_micro_batch_size_per_gpu").get<std::int64_t>()
                 * config.at("gradient_accumulation_steps").get<std::int64_t>()
                 * gpt.result.parallel.dp);
    const LaunchFile &script = onlyFile(files, "deepspeed.sh");
    QVERIFY(script.executable);
    QVERIFY(contains(script.content, "--num_nodes=128"));
    QVERIFY(contains(script.content, "--num_gpus=8"));
    // tp * pp = 128 > 1: the script says DeepSpeed must be told the model-parallel layout.
    QVERIFY(contains(script.content, "DeepSpeed counts dp = 8 in train_batch_size"));

    // ResNet-50 on 4 x g5.48xlarge (8 A10G each), fp16: dp 32, 2048 / (32 * 64) = 1.
    const nlohmann::json resnet = nlohmann::json::parse(
        onlyFile(filesFor(example("resnet50-g5.json"), LaunchTarget::DeepSpeed), "ds_config.json")
            .content);
    QCOMPARE(resnet.at("train_batch_size").get<int>(), 2048);
    QCOMPARE(resnet.at("train_micro_batch_size_per_gpu").get<int>(), 64);
    QCOMPARE(resnet.at("gradient_accumulation_steps").get<int>(), 1);
    QCOMPARE(resnet.at("zero_optimization").at("stage").get<int>(), 0);
    QCOMPARE(resnet.at("fp16").at("enabled").get<bool>(), true);
    QCOMPARE(resnet.at("bf16").at("enabled").get<bool>(), false);
    QCOMPARE(resnet.at("communication_data_type").get<std::string>(), std::string("fp16"));
    QVERIFY(!contains(
        onlyFile(filesFor(example("resnet50-g5.json"), LaunchTarget::DeepSpeed), "deepspeed.sh")
            .content,
        "tp * pp"));
}

void TestLaunch::megatronArgumentsMatchGpt3Plan()
{
    const Planned gpt = example("gpt3-175b-p4d.json");
    const LaunchFiles files = filesFor(gpt, LaunchTarget::Megatron);
    QVERIFY(!files.error);
    const std::string &script = onlyFile(files, "megatron.sh").content;
    const auto args = arrayOptions(script, "MEGATRON_ARGS");
    QCOMPARE(args.at("--tensor-model-parallel-size"), std::string("8"));
    QCOMPARE(args.at("--pipeline-model-parallel-size"), std::string("16"));
    // 96 layers over 16 stages x 2 virtual chunks = 3 layers per chunk.
    QCOMPARE(args.at("--num-layers-per-virtual-pipeline-stage"), std::string("3"));
    QVERIFY(args.count("--sequence-parallel"));
    QVERIFY(args.count("--use-distributed-optimizer"));
    // The estimate prices the interleaved schedule's sends exposed, so the run turns off
    // Megatron-LM's default overlap; with communication.pp_overlap it keeps it.
    QVERIFY(args.count("--no-overlap-p2p-communication"));
    const Planned overlapped = exampleWith(
        "gpt3-175b-p4d.json", [](nlohmann::json &j) { j["communication"]["pp_overlap"] = true; });
    QVERIFY(
        !arrayOptions(onlyFile(filesFor(overlapped, LaunchTarget::Megatron), "megatron.sh").content,
                      "MEGATRON_ARGS")
             .count("--no-overlap-p2p-communication"));
    QCOMPARE(args.at("--micro-batch-size"), std::string("1"));
    QCOMPARE(args.at("--global-batch-size"), std::string("1536"));
    QCOMPARE(args.at("--num-layers"), std::string("96"));
    QCOMPARE(args.at("--hidden-size"), std::string("12288"));
    QCOMPARE(args.at("--num-attention-heads"), std::string("96"));
    QCOMPARE(args.at("--ffn-hidden-size"), std::string("49152"));
    QCOMPARE(args.at("--seq-length"), std::string("2048"));
    QCOMPARE(args.at("--max-position-embeddings"), std::string("2048"));
    QVERIFY(!args.count("--num-query-groups")); // 96 kv heads: no grouped-query attention
    QVERIFY(!args.count("--swiglu"));
    // GPT-3 is GPT-2's architecture, Megatron-LM's defaults: biases, LayerNorm, learned
    // positions; nothing to pass.
    for (const char *flag : {"--disable-bias-linear", "--add-qkv-bias", "--normalization",
                             "--position-embedding-type"})
        QVERIFY2(!args.count(flag), flag);
    // The GPT-3 preset keeps Megatron-LM's dropout of 0.1, written out all the same.
    QCOMPARE(args.at("--attention-dropout"), std::string("0.1"));
    QCOMPARE(args.at("--hidden-dropout"), std::string("0.1"));
    QVERIFY(args.count("--bf16"));
    QCOMPARE(args.at("--recompute-granularity"), std::string("selective"));
    QVERIFY(!args.count("--recompute-method"));
    // 300e9 tokens / (1536 sequences * 2048 tokens) = 95367.4 -> 95368 iterations.
    QCOMPARE(args.at("--train-iters"), std::string("95368"));
    QCOMPARE(std::stoll(args.at("--train-iters")),
             static_cast<long long>(std::ceil(gpt.result.steps)));

    const auto launcher = arrayOptions(script, "DISTRIBUTED_ARGS");
    QCOMPARE(launcher.at("--nnodes"), std::string("128"));
    QCOMPARE(launcher.at("--nproc_per_node"), std::string("8"));
    QCOMPARE(launcher.at("--rdzv_backend"), std::string("c10d"));
}

void TestLaunch::fp8ScalingReachesTheLaunch()
{
    const auto fp8 = [](const char *scaling) {
        return exampleWith("llama3-8b-p5-spot.json", [scaling](nlohmann::json &j) {
            j["parallel"] = {{"tp", 2}, {"pp", 1}, {"zero", 1}};
            j["training"]["precision"] = "fp8";
            j["training"]["fp8_scaling"] = scaling;
        });
    };
    // Megatron-LM: delayed scaling is its default recipe; current scaling is "tensorwise".
    const auto delayed = arrayOptions(
        onlyFile(filesFor(fp8("delayed"), LaunchTarget::Megatron), "megatron.sh").content,
        "MEGATRON_ARGS");
    QCOMPARE(delayed.at("--fp8-format"), std::string("hybrid"));
    QVERIFY(!delayed.count("--fp8-recipe"));
    const auto current = arrayOptions(
        onlyFile(filesFor(fp8("current"), LaunchTarget::Megatron), "megatron.sh").content,
        "MEGATRON_ARGS");
    QCOMPARE(current.at("--fp8-recipe"), std::string("tensorwise"));
    // Scripts read it from the plan's environment; bf16 plans have no such variable.
    QVERIFY(
        contains(onlyFile(filesFor(fp8("current"), LaunchTarget::Torchrun), "torchrun.sh").content,
                 "export SCALEPLAN_FP8_SCALING=current\n"));
    QVERIFY(!contains(
        onlyFile(filesFor(example("llama3-8b-p5-spot.json"), LaunchTarget::Torchrun), "torchrun.sh")
            .content,
        "SCALEPLAN_FP8_SCALING"));
}

void TestLaunch::optimizerStatesReachMegatron()
{
    const auto launch = [](const std::function<void(nlohmann::json &)> &training) {
        const Planned p = exampleWith("llama3-8b-p5-spot.json", [&](nlohmann::json &j) {
            j["parallel"] = {{"tp", 2}, {"pp", 1}, {"zero", 1}, {"sequence_parallel", false}};
            j["training"]["recompute"] = "full";
            training(j["training"]);
        });
        return filesFor(p, LaunchTarget::Megatron);
    };
    // Defaults: no precision-aware optimizer, the layer input kept whole.
    const LaunchFiles plain = launch([](nlohmann::json &) {});
    QVERIFY(!plain.error);
    const auto plainArgs = arrayOptions(onlyFile(plain, "megatron.sh").content, "MEGATRON_ARGS");
    QVERIFY(!plainArgs.count("--use-precision-aware-optimizer"));
    QVERIFY(!plainArgs.count("--distribute-saved-activations"));
    // bf16 moments, remainders and the distributed layer input: Megatron-Core's flags.
    const LaunchFiles set = launch([](nlohmann::json &t) {
        t["optimizer_state_precision"] = "bf16";
        t["master_weights"] = "remainders";
        t["distribute_saved_activations"] = true;
    });
    QVERIFY(!set.error);
    const auto args = arrayOptions(onlyFile(set, "megatron.sh").content, "MEGATRON_ARGS");
    QVERIFY(args.count("--use-precision-aware-optimizer"));
    QCOMPARE(args.at("--exp-avg-dtype"), std::string("bf16"));
    QCOMPARE(args.at("--exp-avg-sq-dtype"), std::string("bf16"));
    QVERIFY(args.count("--distribute-saved-activations"));
    // Megatron-Core always keeps a main copy.
    const LaunchFiles none = launch([](nlohmann::json &t) { t["master_weights"] = "none"; });
    QVERIFY(none.error);
    QCOMPARE(none.error->field, std::string("training.master_weights"));
    QCOMPARE(none.error->code, DiagCode::LaunchUnsupported);
}

void TestLaunch::megatronGroupedQueryAndFullRecompute()
{
    // Llama 3 8B: 32 layers, 4096 wide, 32 heads over 8 kv groups, SwiGLU 14336.
    const Planned llama = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["parallel"] = {{"tp", 2}, {"pp", 1}, {"zero", 0}, {"sequence_parallel", true}};
        j["training"]["recompute"] = "full";
        j["training"]["precision"] = "fp16";
    });
    const LaunchFiles files = filesFor(llama, LaunchTarget::Megatron);
    QVERIFY(!files.error);
    const auto args = arrayOptions(onlyFile(files, "megatron.sh").content, "MEGATRON_ARGS");
    QCOMPARE(args.at("--num-layers"), std::string("32"));
    QCOMPARE(args.at("--hidden-size"), std::string("4096"));
    QCOMPARE(args.at("--num-attention-heads"), std::string("32"));
    QVERIFY(args.count("--group-query-attention"));
    QCOMPARE(args.at("--num-query-groups"), std::string("8"));
    QVERIFY(!args.count("--kv-channels")); // 4096 / 32 = 128, Megatron-LM's own default
    QCOMPARE(args.at("--ffn-hidden-size"), std::string("14336"));
    QVERIFY(args.count("--swiglu"));
    // Llama's architecture, not Megatron-LM's GPT defaults: no biases, RMSNorm, rotary
    // positions (examples/llama in Megatron-LM passes the same three).
    QVERIFY(args.count("--disable-bias-linear"));
    QVERIFY(!args.count("--add-qkv-bias"));
    QCOMPARE(args.at("--normalization"), std::string("RMSNorm"));
    QCOMPARE(args.at("--position-embedding-type"), std::string("rope"));
    // Qwen2's query, key and value biases.
    const Planned qwen = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["parallel"] = {{"tp", 2}, {"pp", 1}, {"zero", 0}, {"sequence_parallel", true}};
        j["model"]["biases"] = "qkv";
    });
    const auto qwenArgs = arrayOptions(
        onlyFile(filesFor(qwen, LaunchTarget::Megatron), "megatron.sh").content, "MEGATRON_ARGS");
    QVERIFY(qwenArgs.count("--disable-bias-linear") && qwenArgs.count("--add-qkv-bias"));
    // Llama trains without dropout; Megatron-LM would otherwise apply its default 0.1.
    QCOMPARE(args.at("--attention-dropout"), std::string("0"));
    QCOMPARE(args.at("--hidden-dropout"), std::string("0"));
    QVERIFY(args.count("--fp16"));
    QVERIFY(!args.count("--bf16"));
    QVERIFY(!args.count("--use-distributed-optimizer"));
    QVERIFY(args.count("--sequence-parallel"));
    QVERIFY(!args.count("--num-layers-per-virtual-pipeline-stage"));
    QCOMPARE(args.at("--recompute-granularity"), std::string("full"));
    QCOMPARE(args.at("--recompute-method"), std::string("uniform"));
    QCOMPARE(args.at("--recompute-num-layers"), std::string("1"));
    // Only some layers of each chunk: Megatron-LM's block method with that count.
    const Planned partial = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["parallel"] = {{"tp", 2}, {"pp", 1}, {"zero", 0}, {"sequence_parallel", true}};
        j["training"]["recompute"] = "full";
        j["training"]["recompute_layers"] = 12;
    });
    const auto blockArgs
        = arrayOptions(onlyFile(filesFor(partial, LaunchTarget::Megatron), "megatron.sh").content,
                       "MEGATRON_ARGS");
    QCOMPARE(blockArgs.at("--recompute-method"), std::string("block"));
    QCOMPARE(blockArgs.at("--recompute-num-layers"), std::string("12"));
    // A head width of its own (Qwen3-style 32 heads of 256 beside hidden 4096).
    const Planned wideHeads = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["model"]["head_dim"] = 256;
        j["parallel"] = {{"tp", 2}, {"pp", 1}, {"zero", 0}};
    });
    const auto wideArgs
        = arrayOptions(onlyFile(filesFor(wideHeads, LaunchTarget::Megatron), "megatron.sh").content,
                       "MEGATRON_ARGS");
    QCOMPARE(wideArgs.at("--kv-channels"), std::string("256"));
    QVERIFY(!wideArgs.contains("--window-size"));
    // Gemma 2's attention: a 4096-token causal window, one full layer in two.
    const Planned windowed = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["model"]["attention_window"] = 4096;
        j["model"]["full_attention_every"] = 2;
        j["parallel"] = {{"tp", 2}, {"pp", 1}, {"zero", 0}};
    });
    const auto windowArgs
        = arrayOptions(onlyFile(filesFor(windowed, LaunchTarget::Megatron), "megatron.sh").content,
                       "MEGATRON_ARGS");
    QCOMPARE(windowArgs.at("--window-size"), std::string("4096,0"));
    QCOMPARE(windowArgs.at("--window-attn-skip-freq"), std::string("2"));
    QVERIFY(!windowArgs.contains("--moe-shared-expert-intermediate-size"));
    // Qwen2-MoE's shared experts beside the routed ones.
    const Planned moe = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["model"]["experts"] = 8;
        j["model"]["experts_per_token"] = 2;
        j["model"]["ffn_hidden"] = 2048;
        j["model"]["shared_expert_ffn"] = 4096;
        j["parallel"] = {{"tp", 2}, {"pp", 1}, {"zero", 0}};
    });
    const auto moeArgs = arrayOptions(
        onlyFile(filesFor(moe, LaunchTarget::Megatron), "megatron.sh").content, "MEGATRON_ARGS");
    QCOMPARE(moeArgs.at("--num-experts"), std::string("8"));
    QCOMPARE(moeArgs.at("--moe-shared-expert-intermediate-size"), std::string("4096"));
    QVERIFY(!moeArgs.contains("--tp-comm-overlap"));
    // Tensor-parallel overlap: with sequence parallelism and tp inside a node, and not
    // without sequence parallelism (Transformer Engine has nothing to overlap there).
    const auto overlapArgs = [](bool sequenceParallel) {
        const Planned plan = exampleWith("llama3-8b-p5-spot.json", [&](nlohmann::json &j) {
            j["parallel"]
                = {{"tp", 4}, {"pp", 1}, {"zero", 0}, {"sequence_parallel", sequenceParallel}};
            j["communication"] = {{"tp_overlap", true}};
        });
        return arrayOptions(onlyFile(filesFor(plan, LaunchTarget::Megatron), "megatron.sh").content,
                            "MEGATRON_ARGS");
    };
    QVERIFY(overlapArgs(true).contains("--tp-comm-overlap"));
    QVERIFY(!overlapArgs(false).contains("--tp-comm-overlap"));
    QVERIFY(!overlapArgs(true).contains("--cuda-graph-impl"));
    // CUDA graphs: Megatron-Core captures each layer itself.
    const Planned graphed = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["parallel"] = {{"tp", 4}, {"pp", 1}, {"zero", 1}};
        j["training"]["cuda_graphs"] = true;
    });
    const auto graphedArgs
        = arrayOptions(onlyFile(filesFor(graphed, LaunchTarget::Megatron), "megatron.sh").content,
                       "MEGATRON_ARGS");
    QVERIFY(graphedArgs.contains("--cuda-graph-impl"));
    QCOMPARE(graphedArgs.at("--cuda-graph-impl"), std::string("local"));
    // Context parallelism: Megatron-Core's ring; DeepSpeed has none, torchrun passes it on.
    const Planned ring = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["parallel"] = {{"tp", 4}, {"pp", 1}, {"cp", 2}, {"zero", 1}};
    });
    QCOMPARE(ring.result.parallel.cp, std::int64_t{2});
    const std::string ringScript
        = onlyFile(filesFor(ring, LaunchTarget::Megatron), "megatron.sh").content;
    QCOMPARE(arrayOptions(ringScript, "MEGATRON_ARGS").at("--context-parallel-size"),
             std::string("2"));
    QVERIFY(contains(ringScript, ", cp 2, micro-batch"));
    const LaunchFiles ringSpeed = filesFor(ring, LaunchTarget::DeepSpeed);
    QVERIFY(ringSpeed.error);
    QCOMPARE(ringSpeed.error->field, std::string("parallel.cp"));
    QCOMPARE(ringSpeed.error->code, DiagCode::LaunchUnsupported);
    QVERIFY(contains(onlyFile(filesFor(ring, LaunchTarget::Torchrun), "torchrun.sh").content,
                     "export SCALEPLAN_CP=2\n"));
    // Expert parallelism: Megatron-Core's all-to-all dispatcher over ep ranks; DeepSpeed-MoE
    // takes it in the model code, so its script says so; every script exports it.
    const Planned spread = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["model"]
            = {{"layers", 32},        {"hidden", 4096},        {"heads", 32},     {"kv_heads", 8},
               {"ffn_hidden", 14336}, {"vocab", 32000},        {"seq_len", 4096}, {"mlp", "swiglu"},
               {"experts", 8},        {"experts_per_token", 2}};
        j["parallel"] = {{"tp", 2}, {"pp", 1}, {"ep", 8}, {"sequence_parallel", true}, {"zero", 1}};
    });
    QCOMPARE(spread.result.parallel.ep, std::int64_t{8});
    const std::string spreadScript
        = onlyFile(filesFor(spread, LaunchTarget::Megatron), "megatron.sh").content;
    const auto spreadArgs = arrayOptions(spreadScript, "MEGATRON_ARGS");
    QCOMPARE(spreadArgs.at("--expert-model-parallel-size"), std::string("8"));
    QCOMPARE(spreadArgs.at("--num-experts"), std::string("8"));
    QCOMPARE(spreadArgs.at("--moe-token-dispatcher-type"), std::string("alltoall"));
    QVERIFY(spreadArgs.contains("--moe-permute-fusion"));
    QVERIFY(spreadArgs.contains("--sequence-parallel"));
    QVERIFY(contains(spreadScript, ", ep 8, micro-batch"));
    const LaunchFiles spreadSpeed = filesFor(spread, LaunchTarget::DeepSpeed);
    QVERIFY(!spreadSpeed.error);
    const std::string spreadSpeedScript = onlyFile(spreadSpeed, "deepspeed.sh").content;
    QVERIFY(contains(spreadSpeedScript, "ep_size=8"));
    QVERIFY(contains(spreadSpeedScript, "export SCALEPLAN_EP=8\n"));
    QVERIFY(!arrayOptions(ringScript, "MEGATRON_ARGS").contains("--expert-model-parallel-size"));
    const Planned noRing = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["parallel"] = {{"tp", 4}, {"pp", 1}, {"zero", 1}};
    });
    QVERIFY(!arrayOptions(onlyFile(filesFor(noRing, LaunchTarget::Megatron), "megatron.sh").content,
                          "MEGATRON_ARGS")
                 .contains("--context-parallel-size"));
    // 16 x 8 H100 = 128 GPUs, tp 2: dp 64; micro-batch 1: 512 / (64 * 1) = 8 micro-batches.
    QCOMPARE(llama.result.parallel.dp, std::int64_t{64});
    QCOMPARE(args.at("--micro-batch-size"), std::string("1"));
    QCOMPARE(args.at("--global-batch-size"), std::string("512"));
}

void TestLaunch::megatronRefusesWhatItCannotRun()
{
    const LaunchFiles generic = filesFor(example("resnet50-g5.json"), LaunchTarget::Megatron);
    QVERIFY(generic.error);
    QVERIFY(generic.files.empty());
    QCOMPARE(generic.error->code, DiagCode::LaunchNeedsTransformer);
    QCOMPARE(generic.error->field, std::string("model.kind"));

    // 29 layers over 16 plain stages: the scenario is valid (the heaviest stage sets the
    // pace), but Megatron-LM wants the same whole number of layers on every stage, with the
    // embedding and the loss counted as layers or not (31 and 29 are both uneven).
    const Planned uneven = exampleWith("gpt3-175b-p4d.json", [](nlohmann::json &j) {
        j["model"]["layers"] = 29;
        j["parallel"]["virtual_stages"] = 1;
    });
    const LaunchFiles unevenFiles = filesFor(uneven, LaunchTarget::Megatron);
    QVERIFY(unevenFiles.error);
    QCOMPARE(unevenFiles.error->code, DiagCode::LaunchUnevenLayers);
    QCOMPARE(unevenFiles.error->field, std::string("parallel.pp"));

    // 30 layers over 16 stages: with the embedding and the loss counted, 32 split evenly;
    // Megatron-LM is told so, and the first and last stage hold one layer each.
    const Planned counted = exampleWith("gpt3-175b-p4d.json", [](nlohmann::json &j) {
        j["model"]["layers"] = 30;
        j["parallel"]["virtual_stages"] = 1;
    });
    const LaunchFiles countedFiles = filesFor(counted, LaunchTarget::Megatron);
    QVERIFY(!countedFiles.error);
    QVERIFY(countedFiles.files.front().content.find(
                "--account-for-embedding-in-pipeline-split --account-for-loss-in-pipeline-split")
            != std::string::npos);

    // 1544 / dp 8 = 193 micro-batches, not a multiple of pp 16: Megatron-LM's interleaved
    // schedule raises an error before the first step.
    const Planned ragged = exampleWith(
        "gpt3-175b-p4d.json", [](nlohmann::json &j) { j["training"]["global_batch"] = 1544; });
    const LaunchFiles raggedFiles = filesFor(ragged, LaunchTarget::Megatron);
    QVERIFY(raggedFiles.error);
    QCOMPARE(raggedFiles.error->code, DiagCode::InterleaveMicroBatches);
    QCOMPARE(raggedFiles.error->field, std::string("parallel.virtual_stages"));
    QVERIFY(contains(formatLine(*raggedFiles.error), "micro-batches per step (193)"));

    // ALiBi (MPT, BLOOM) is not among Megatron-LM's position embeddings.
    const Planned alibi = exampleWith(
        "gpt3-175b-p4d.json", [](nlohmann::json &j) { j["model"]["position_encoding"] = "alibi"; });
    const LaunchFiles alibiFiles = filesFor(alibi, LaunchTarget::Megatron);
    QVERIFY(alibiFiles.error);
    QCOMPARE(alibiFiles.error->code, DiagCode::LaunchUnsupported);
    QCOMPARE(alibiFiles.error->field, std::string("model.position_encoding"));
    QVERIFY(contains(formatLine(*alibiFiles.error),
                     "megatron cannot run the value alibi; use one of learned, rope"));

    // Megatron-LM runs attention, then the MLP; GPT-NeoX's side-by-side block is not in it.
    const Planned sideBySide = exampleWith("gpt3-175b-p4d.json", [](nlohmann::json &j) {
        j["model"]["block"] = "parallel_two_norms";
    });
    const LaunchFiles sideBySideFiles = filesFor(sideBySide, LaunchTarget::Megatron);
    QVERIFY(sideBySideFiles.error);
    QCOMPARE(sideBySideFiles.error->field, std::string("model.block"));
    QVERIFY(contains(formatLine(*sideBySideFiles.error),
                     "megatron cannot run the value parallel_two_norms; use one of sequential"));

    // --disable-bias-linear drops every linear bias; GPT-J's MLP-only biases have no flag.
    const Planned mlpBiases = exampleWith("gpt3-175b-p4d.json",
                                          [](nlohmann::json &j) { j["model"]["biases"] = "mlp"; });
    const LaunchFiles mlpBiasesFiles = filesFor(mlpBiases, LaunchTarget::Megatron);
    QVERIFY(mlpBiasesFiles.error);
    QCOMPARE(mlpBiasesFiles.error->field, std::string("model.biases"));
    QVERIFY(contains(formatLine(*mlpBiasesFiles.error),
                     "megatron cannot run the value mlp; use one of all, qkv, none, norms"));
    QVERIFY(!filesFor(mlpBiases, LaunchTarget::Torchrun).error);

    // pretrain_gpt.py trains a decoder; an encoder's bidirectional attention is not in it.
    const Planned encoder = exampleWith("gpt3-175b-p4d.json",
                                        [](nlohmann::json &j) { j["model"]["causal"] = false; });
    const LaunchFiles encoderFiles = filesFor(encoder, LaunchTarget::Megatron);
    QVERIFY(encoderFiles.error);
    QCOMPARE(encoderFiles.error->field, std::string("model.causal"));
    QVERIFY(contains(formatLine(*encoderFiles.error),
                     "megatron cannot run the value false; use one of true"));

    // Megatron-LM refuses expert parallelism in fp16.
    const Planned moe = planned(R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "mixtral-8x7b"}, "training": {"tokens": 1e11, "global_batch": 256,
      "precision": "fp16"}, "cluster": {"instance": "aws/p5.48xlarge", "nodes": 4},
      "parallel": {"tp": 1, "pp": 1, "ep": 8, "zero": 1}})");
    const LaunchFiles moeFiles = filesFor(moe, LaunchTarget::Megatron);
    QVERIFY(moeFiles.error);
    QCOMPARE(moeFiles.error->field, std::string("training.precision"));
    QVERIFY(contains(formatLine(*moeFiles.error), "megatron cannot run the value fp16"));
    Planned moeBf16 = moe;
    moeBf16.scenario.training.precision = Precision::Bf16;
    QVERIFY(!filesFor(moeBf16, LaunchTarget::Megatron).error);

    // Megatron-Core's all-to-all overlap refuses full recomputation, a recomputed "moe"
    // module, and plain 1F1B over several stages.
    Planned overlap = moeBf16;
    overlap.scenario.communication.epOverlap = true;
    overlap.result = estimate(overlap.scenario, builtinCatalog());
    QVERIFY(overlap.result.parallel.microBatches > 1);
    const std::string overlapScript
        = onlyFile(filesFor(overlap, LaunchTarget::Megatron), "megatron.sh").content;
    QVERIFY(
        arrayOptions(overlapScript, "MEGATRON_ARGS").count("--overlap-moe-expert-parallel-comm"));
    Planned overlapFull = overlap;
    overlapFull.scenario.training.recompute = Recompute::Full;
    const LaunchFiles fullFiles = filesFor(overlapFull, LaunchTarget::Megatron);
    QVERIFY(fullFiles.error);
    QCOMPARE(fullFiles.error->field, std::string("training.recompute"));
    Planned overlapMoe = overlap;
    overlapMoe.scenario.training.recompute = Recompute::Selective;
    overlapMoe.scenario.training.recomputeModules = static_cast<std::uint8_t>(RecomputeModule::Moe);
    const LaunchFiles moeModuleFiles = filesFor(overlapMoe, LaunchTarget::Megatron);
    QVERIFY(moeModuleFiles.error);
    QCOMPARE(moeModuleFiles.error->field, std::string("training.recompute_modules"));
    Planned overlapStages = overlap;
    overlapStages.scenario.parallel.pp = 2;
    overlapStages.result = estimate(overlapStages.scenario, builtinCatalog());
    const LaunchFiles stageFiles = filesFor(overlapStages, LaunchTarget::Megatron);
    QVERIFY(stageFiles.error);
    QCOMPARE(stageFiles.error->field, std::string("parallel.virtual_stages"));

    // The other targets do not depend on the model's shape.
    for (LaunchTarget target : {LaunchTarget::Torchrun, LaunchTarget::DeepSpeed,
                                LaunchTarget::PyTorchJob, LaunchTarget::Slurm})
        QVERIFY(!filesFor(example("resnet50-g5.json"), target).error);
}

void TestLaunch::megatronShardsAsThePlanSays()
{
    // ZeRO 3 (the Llama example on 128 GPUs): Megatron-FSDP with the flags its user guide
    // requires, its gathers prefetched as estimated, CUDA_DEVICE_MAX_CONNECTIONS unset (its
    // argument check refuses 1).
    const LaunchFiles zero3 = filesFor(example("llama3-8b-p5-spot.json"), LaunchTarget::Megatron);
    QVERIFY(!zero3.error);
    const std::string fsdp = onlyFile(zero3, "megatron.sh").content;
    std::map<std::string, std::string> args = arrayOptions(fsdp, "MEGATRON_ARGS");
    QVERIFY(args.count("--use-megatron-fsdp"));
    QCOMPARE(args["--data-parallel-sharding-strategy"], std::string("optim_grads_params"));
    QVERIFY(args.count("--no-gradient-accumulation-fusion"));
    QVERIFY(args.count("--use-distributed-optimizer"));
    QCOMPARE(args["--ckpt-format"], std::string("fsdp_dtensor"));
    QVERIFY(args.count("--overlap-grad-reduce"));
    QVERIFY(args.count("--overlap-param-gather"));
    QVERIFY(!args.count("--num-distributed-optimizer-instances"));
    QVERIFY(contains(fsdp, "\nunset CUDA_DEVICE_MAX_CONNECTIONS\n"));
    QVERIFY(!contains(fsdp, "CUDA_DEVICE_MAX_CONNECTIONS=1"));

    // ZeRO 2 shards gradients only; nothing to gather before the forward pass.
    const Planned zero2Plan = exampleWith("llama3-8b-p5-spot.json",
                                          [](nlohmann::json &j) { j["parallel"]["zero"] = 2; });
    args
        = arrayOptions(onlyFile(filesFor(zero2Plan, LaunchTarget::Megatron), "megatron.sh").content,
                       "MEGATRON_ARGS");
    QCOMPARE(args["--data-parallel-sharding-strategy"], std::string("optim_grads"));
    QVERIFY(!args.count("--overlap-param-gather"));

    // Hybrid sharding: 128 data-parallel ranks in groups of 8 are 16 optimizer instances,
    // replicated across (HSDP); ZeRO 1 splits its distributed optimizer the same way.
    const Planned hybrid = exampleWith(
        "llama3-8b-p5-spot.json", [](nlohmann::json &j) { j["parallel"]["zero_shard_group"] = 8; });
    QCOMPARE(hybrid.result.parallel.dp, std::int64_t(128));
    args = arrayOptions(onlyFile(filesFor(hybrid, LaunchTarget::Megatron), "megatron.sh").content,
                        "MEGATRON_ARGS");
    QCOMPARE(args["--num-distributed-optimizer-instances"], std::string("16"));
    QCOMPARE(args["--outer-dp-sharding-strategy"], std::string("no_shard"));
    const Planned hybridZero1 = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["parallel"]["zero"] = 1;
        j["parallel"]["zero_shard_group"] = 32;
    });
    const std::string partial
        = onlyFile(filesFor(hybridZero1, LaunchTarget::Megatron), "megatron.sh").content;
    args = arrayOptions(partial, "MEGATRON_ARGS");
    QVERIFY(args.count("--use-distributed-optimizer"));
    QCOMPARE(args["--num-distributed-optimizer-instances"], std::string("4"));
    QVERIFY(!args.count("--use-megatron-fsdp"));
    QVERIFY(!args.count("--outer-dp-sharding-strategy"));
    // Without tensor or context parallelism nothing asks for one connection.
    QVERIFY(!contains(partial, "CUDA_DEVICE_MAX_CONNECTIONS"));

    // Tensor parallelism (GPT-3 at tp 8, ZeRO 1): Megatron-LM's argument check wants
    // CUDA_DEVICE_MAX_CONNECTIONS=1 before Blackwell.
    const std::string gpt3
        = onlyFile(filesFor(example("gpt3-175b-p4d.json"), LaunchTarget::Megatron), "megatron.sh")
              .content;
    QVERIFY(contains(gpt3, "\nexport CUDA_DEVICE_MAX_CONNECTIONS=1\n"));
    QVERIFY(!arrayOptions(gpt3, "MEGATRON_ARGS").count("--use-megatron-fsdp"));
}

void TestLaunch::megatronOverlapsSendsOnTwoStages()
{
    // Interleaved GPT-3 (pp 16, v 2) priced with exposed sends turns Megatron-LM's overlap off;
    // on two stages Megatron-LM refuses that (pp > 2 asserted), so the script keeps the
    // overlap and says the run may beat the estimate.
    const std::string sixteen
        = onlyFile(filesFor(example("gpt3-175b-p4d.json"), LaunchTarget::Megatron), "megatron.sh")
              .content;
    QVERIFY(arrayOptions(sixteen, "MEGATRON_ARGS").count("--no-overlap-p2p-communication"));
    QVERIFY(!contains(sixteen, "overlaps them on two stages"));
    const Planned two = exampleWith("gpt3-175b-p4d.json", [](nlohmann::json &j) {
        j["parallel"]["pp"] = 2;
        j["parallel"]["virtual_stages"] = 2;
        j["model"]["layers"] = 96;
    });
    QCOMPARE(two.result.parallel.pp, std::int64_t(2));
    const LaunchFiles files = filesFor(two, LaunchTarget::Megatron);
    QVERIFY(!files.error);
    const std::string script = onlyFile(files, "megatron.sh").content;
    const std::map<std::string, std::string> args = arrayOptions(script, "MEGATRON_ARGS");
    QCOMPARE(args.at("--num-layers-per-virtual-pipeline-stage"), std::string("24"));
    QVERIFY(!args.count("--no-overlap-p2p-communication"));
    QVERIFY(contains(script, "overlaps them on two stages"));
}

void TestLaunch::hybridShardingReachesEveryTarget()
{
    // The shard group the estimate priced goes to the training script...
    const Planned hybrid = exampleWith(
        "llama3-8b-p5-spot.json", [](nlohmann::json &j) { j["parallel"]["zero_shard_group"] = 8; });
    for (LaunchTarget target : {LaunchTarget::Torchrun, LaunchTarget::PyTorchJob,
                                LaunchTarget::Slurm, LaunchTarget::DeepSpeed}) {
        const LaunchFiles files = filesFor(hybrid, target);
        QVERIFY(!files.error);
        const std::string &text = files.files.back().content;
        QVERIFY2(contains(text, "SCALEPLAN_ZERO_SHARD_GROUP") && contains(text, "8"),
                 launchTargetName(target));
    }
    const std::string full
        = onlyFile(filesFor(example("llama3-8b-p5-spot.json"), LaunchTarget::Torchrun),
                   "torchrun.sh")
              .content;
    QVERIFY(contains(full, "export SCALEPLAN_ZERO_SHARD_GROUP=128\n"));
    QVERIFY(contains(onlyFile(filesFor(hybrid, LaunchTarget::Torchrun), "torchrun.sh").content,
                     "export SCALEPLAN_ZERO_SHARD_GROUP=8\n"));

    // ... and into DeepSpeed's config as MiCS, ZeRO 3 within groups of 8.
    const LaunchFiles ds = filesFor(hybrid, LaunchTarget::DeepSpeed);
    const nlohmann::json config = nlohmann::json::parse(onlyFile(ds, "ds_config.json").content);
    QCOMPARE(config.at("zero_optimization").at("mics_shard_size").get<int>(), 8);
    QCOMPARE(config.at("zero_optimization").at("mics_hierarchical_params_gather").get<bool>(),
             false);
    QVERIFY(contains(onlyFile(ds, "deepspeed.sh").content, "deepspeed.zero.MiCS_Init"));
    const nlohmann::json plain = nlohmann::json::parse(
        onlyFile(filesFor(example("llama3-8b-p5-spot.json"), LaunchTarget::DeepSpeed),
                 "ds_config.json")
            .content);
    QVERIFY(!plain.at("zero_optimization").contains("mics_shard_size"));

    // DeepSpeed's pipeline engine refuses ZeRO 2 and 3.
    const Planned piped
        = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) { j["parallel"]["pp"] = 2; });
    const LaunchFiles pipedFiles = filesFor(piped, LaunchTarget::DeepSpeed);
    QVERIFY(pipedFiles.error);
    QCOMPARE(pipedFiles.error->field, std::string("parallel.zero"));
    QVERIFY(contains(formatLine(*pipedFiles.error), "deepspeed cannot run the value 3"));

    // DeepSpeed's ZeRO 1 and 2 partition over every data-parallel rank: refused.
    const Planned hybridZero2 = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["parallel"]["zero"] = 2;
        j["parallel"]["zero_shard_group"] = 8;
    });
    const LaunchFiles refused = filesFor(hybridZero2, LaunchTarget::DeepSpeed);
    QVERIFY(refused.error);
    QCOMPARE(refused.error->code, DiagCode::LaunchUnsupported);
    QCOMPARE(refused.error->field, std::string("parallel.zero_shard_group"));
    QVERIFY2(contains(formatLine(*refused.error), "deepspeed cannot run the value 8"),
             formatLine(*refused.error).c_str());
}

void TestLaunch::torchrunAndSlurmMatchPlan()
{
    const Planned llama = example("llama3-8b-p5-spot.json"); // 16 x p5.48xlarge (8 H100)
    const LaunchFile torchrun = onlyFile(filesFor(llama, LaunchTarget::Torchrun), "torchrun.sh");
    QVERIFY(torchrun.executable);
    QVERIFY(contains(torchrun.content, "--nnodes=16 \\\n"));
    QVERIFY(contains(torchrun.content, "--nproc_per_node=8 \\\n"));
    QVERIFY(contains(torchrun.content, "--rdzv_backend=c10d"));
    QVERIFY(contains(torchrun.content, "--rdzv_endpoint=\"${MASTER_ADDR}:${MASTER_PORT}\""));
    // dp 128, micro-batch 1: 512 / (128 * 1) = 4 micro-batches.
    QVERIFY(contains(torchrun.content, "export SCALEPLAN_DP=128\n"));
    QVERIFY(contains(torchrun.content, "export SCALEPLAN_GRAD_ACCUM=4\n"));
    QVERIFY(contains(torchrun.content, "export SCALEPLAN_ZERO=3\n"));
    char stepTime[64];
    std::snprintf(stepTime, sizeof stepTime, "# Predicted step time: %.4g s",
                  llama.result.stepTimeS);
    QVERIFY2(contains(torchrun.content, stepTime), torchrun.content.c_str());
    QVERIFY(contains(torchrun.content, "Scaleplan"));
    QVERIFY(contains(torchrun.content, llama.scenario.name));

    const LaunchFile slurm = onlyFile(filesFor(llama, LaunchTarget::Slurm), "train.sbatch");
    const std::string &s = slurm.content;
    QVERIFY(contains(s, "\n#SBATCH --nodes=16\n"));
    QVERIFY(contains(s, "\n#SBATCH --gpus-per-node=8\n"));
    QVERIFY(contains(s, "\n#SBATCH --ntasks-per-node=1\n"));
    QVERIFY(contains(s, "scontrol show hostnames"));
    QVERIFY(contains(s, "srun torchrun \\\n    --nnodes=16 \\\n    --nproc_per_node=8"));
    // sbatch reads #SBATCH lines only before the first command.
    QVERIFY(s.find("#SBATCH") < s.find("set -euo"));
    QVERIFY(s.rfind("#SBATCH") < s.find("set -euo"));

    // A plan estimated on TF32 tensor cores launches with them: PyTorch's matrix products
    // take TF32 only when told. Mixed precision needs no such line.
    QVERIFY(!contains(torchrun.content, "TORCH_ALLOW_TF32_CUBLAS_OVERRIDE"));
    const Planned tf32 = exampleWith("gpt3-175b-p4d.json", [](nlohmann::json &j) {
        j["training"]["precision"] = "fp32";
        j["training"]["tf32"] = true;
    });
    QVERIFY(contains(onlyFile(filesFor(tf32, LaunchTarget::Torchrun), "torchrun.sh").content,
                     "export TORCH_ALLOW_TF32_CUBLAS_OVERRIDE=1\n"));
    QVERIFY(contains(onlyFile(filesFor(tf32, LaunchTarget::Megatron), "megatron.sh").content,
                     "export TORCH_ALLOW_TF32_CUBLAS_OVERRIDE=1\n"));

    // Without ZeRO the script's DistributedDataParallel is told which buckets the estimate
    // assumed; with ZeRO (the Llama plan shards with ZeRO 3) there is no DDP to tell.
    QVERIFY(!contains(torchrun.content, "SCALEPLAN_GRADIENT_AS_BUCKET_VIEW"));
    const auto bucketView = [](const char *buckets) {
        const Planned plain = exampleWith("gpt3-175b-p4d.json", [buckets](nlohmann::json &j) {
            j["parallel"]["zero"] = 0;
            j["communication"]["gradient_buckets"] = buckets;
        });
        return onlyFile(filesFor(plain, LaunchTarget::Torchrun), "torchrun.sh").content;
    };
    QVERIFY(contains(bucketView("in_place"), "export SCALEPLAN_GRADIENT_AS_BUCKET_VIEW=1\n"));
    QVERIFY(contains(bucketView("copied"), "export SCALEPLAN_GRADIENT_AS_BUCKET_VIEW=0\n"));
    // Megatron-LM has no such switch: its script says the estimate counted a copy it lacks.
    const Planned copied = exampleWith("gpt3-175b-p4d.json", [](nlohmann::json &j) {
        j["parallel"]["zero"] = 0;
        j["communication"]["gradient_buckets"] = "copied";
    });
    const std::string megatron
        = onlyFile(filesFor(copied, LaunchTarget::Megatron), "megatron.sh").content;
    QVERIFY(contains(megatron, "# The estimate counted PyTorch DDP's copied gradient buckets"));
    QVERIFY(!contains(onlyFile(filesFor(tf32, LaunchTarget::Megatron), "megatron.sh").content,
                      "copied gradient buckets"));
}

void TestLaunch::pytorchJobHasMasterAndWorkers()
{
    const Planned gpt = example("gpt3-175b-p4d.json");
    const LaunchFile job = onlyFile(filesFor(gpt, LaunchTarget::PyTorchJob), "pytorchjob.yaml");
    const std::string &y = job.content;
    QVERIFY(contains(y, "\napiVersion: kubeflow.org/v1\nkind: PyTorchJob\n"));
    QVERIFY(contains(y, "  nprocPerNode: \"8\"\n"));
    QVERIFY(contains(y, "    Master:\n      replicas: 1\n"));
    QVERIFY(contains(y, "    Worker:\n      replicas: 127\n"));
    const QString text = QString::fromStdString(y);
    QCOMPARE(text.count(QStringLiteral("nvidia.com/gpu: 8\n")), 2);
    QCOMPARE(text.count(QStringLiteral("- \"--nnodes=128\"")), 2);
    QVERIFY(contains(y, "name: \"scaleplan-gpt-3-175b-on-128-x-p4d-24xlarge\""));
}

void TestLaunch::singleNodeJobHasNoWorkers()
{
    const Planned one = exampleWith("llama3-8b-p5-spot.json", [](nlohmann::json &j) {
        j["cluster"]["nodes"] = 1;
        j["training"]["global_batch"] = 64;
        j["name"] = "Odd \"name\"\nwith a newline";
    });
    const std::string y
        = onlyFile(filesFor(one, LaunchTarget::PyTorchJob), "pytorchjob.yaml").content;
    QVERIFY(contains(y, "    Master:\n      replicas: 1\n"));
    QVERIFY(!contains(y, "Worker"));
    QVERIFY(contains(y, "name: \"scaleplan-odd-name-with-a-newline\""));
    // The name stays on its comment line, its newline escaped.
    QVERIFY(contains(y, "scenario \"Odd \"name\"\\nwith a newline\"."));
}

void TestLaunch::namesCannotEndTheirLineOrQuote()
{
    // U+2028 ends a comment for YAML 1.1 loaders, NEL (U+0085) is a YAML line break, DEL makes
    // the manifest unparseable: a name holding them could start a document of its own.
    const std::string hostile = "run\u2028---\nkind: Pod\u2029x\u0085y\x7f\x1b[2J";
    const Planned one = exampleWith("llama3-8b-p5-spot.json", [&](nlohmann::json &j) {
        j["name"] = hostile;
        j["parallel"]["tp"] = 1;
    });
    for (LaunchTarget target : {LaunchTarget::Torchrun, LaunchTarget::Slurm, LaunchTarget::Megatron,
                                LaunchTarget::PyTorchJob, LaunchTarget::DeepSpeed}) {
        for (const LaunchFile &file : filesFor(one, target).files) {
            const std::string &text = file.content;
            QVERIFY2(!contains(text, "\u2028") && !contains(text, "\u2029"), file.name.c_str());
            QVERIFY2(!contains(text, "\u0085") && !contains(text, "\x7f")
                         && !contains(text, "\x1b"),
                     file.name.c_str());
            QVERIFY2(!contains(text, "\nkind: Pod"), file.name.c_str());
        }
    }
    const std::string y
        = onlyFile(filesFor(one, LaunchTarget::PyTorchJob), "pytorchjob.yaml").content;
    QVERIFY(contains(y, "scenario \"run\\u2028---\\nkind: Pod\\u2029x\\x85y\\x7f\\x1b[2J\"."));
}

void TestLaunch::infeasiblePlanStillWritesWithWarning()
{
    // GPT-3 175B without any model parallelism cannot fit in 40 GB per GPU.
    const Planned oom = exampleWith("gpt3-175b-p4d.json", [](nlohmann::json &j) {
        j["parallel"] = {{"tp", 1}, {"pp", 1}, {"zero", 0}};
        j["training"]["global_batch"] = 2048;
    });
    QVERIFY(!oom.result.feasible);
    for (LaunchTarget target : {LaunchTarget::Torchrun, LaunchTarget::Slurm, LaunchTarget::Megatron,
                                LaunchTarget::PyTorchJob}) {
        const LaunchFiles files = filesFor(oom, target);
        QVERIFY(!files.error);
        QVERIFY(contains(files.files.front().content, "# WARNING: Scaleplan predicts"));
        QVERIFY(contains(files.files.front().content,
                         "GB per GPU but CUDA can allocate 42.5 GB on the GPU"));
    }
}

void TestLaunch::scriptsAreValidShell()
{
    // The check itself tells a broken script from a sound one.
    QVERIFY(!scaleplan::test::shellSyntaxError("if then\n").empty());
    QVERIFY(scaleplan::test::shellSyntaxError("echo ok\n").empty());
    const Planned gpt = example("gpt3-175b-p4d.json");
    for (LaunchTarget target : allLaunchTargets()) {
        for (const LaunchFile &file : filesFor(gpt, target).files) {
            QVERIFY(!file.content.empty() && file.content.back() == '\n');
            if (file.executable) {
                const std::string error = scaleplan::test::shellSyntaxError(file.content);
                QVERIFY2(error.empty(), (file.name + ": " + error).c_str());
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestLaunch)
#include "TestLaunch.moc"
