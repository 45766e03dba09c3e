// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Selective recomputation by part (training.recompute_modules, Megatron-Core's
// --recompute-modules): what each part frees, what rebuilding it costs, the input checks and
// the launch flags.

#include "TestSupport.h"
#include "model/Activations.h"
#include "model/Hardware.h"
#include "model/Kernels.h"
#include "model/LayerTime.h"
#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/Planner.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <string>

using namespace scaleplan::engine;
using scaleplan::test::problemOf;
using scaleplan::test::scenarioFromJson;

namespace {

/// A four-layer model on one p5.48xlarge at 4,096 tokens a micro-batch in bf16, selective
/// recomputation with \p modules (a JSON list, or "" for Megatron-Core's default);
/// \p model and \p training add fields.
std::string json(const std::string &modules, const std::string &model,
                 const std::string &training = {})
{
    return R"({"format": "scaleplan.scenario", "version": 1,
               "model": {"layers": 4, "hidden": 4096, "heads": 32, "vocab": 32000,
                         "seq_len": 4096, "mlp": "swiglu")"
           + model + R"(},
               "training": {"steps": 10, "global_batch": 8, "micro_batch": 1,
                            "precision": "bf16", "recompute": "selective")"
           + (modules.empty() ? std::string() : R"(, "recompute_modules": )" + modules) + training
           + R"(},
               "cluster": {"instance": "aws/p5.48xlarge", "nodes": 1},
               "parallel": {"zero": 1}})";
}

const std::string kDense = R"(, "ffn_hidden": 14336)";
/// Mixtral's experts (8 of 14,336, two a token) beside one shared expert of 2,048.
const std::string kExperts
    = R"(, "ffn_hidden": 14336, "experts": 8, "experts_per_token": 2, "shared_expert_ffn": 2048)";
/// DeepSeek-V3's attention (DeepSeek-AI 2024, arXiv:2412.19437, Sec. 4.2): 128 heads of 128
/// with a 64-wide rotary part, values of 128, latents of 1,536 (queries) and 512.
const std::string kLatent = R"(, "heads": 128, "head_dim": 128, "ffn_hidden": 14336,
    "kv_lora_rank": 512, "q_lora_rank": 1536, "qk_rope_head_dim": 64, "v_head_dim": 128)";

constexpr double kTokens = 4096; // one sequence a micro-batch
constexpr double kBf16 = 2;

double kept(const std::string &scenario)
{
    return detail::activationBytesPerLayer(scenarioFromJson(scenario));
}

detail::LayerTime timeOf(const std::string &scenario)
{
    const Scenario s = scenarioFromJson(scenario);
    return detail::layerTime(s, detail::resolveSystem(s, builtinCatalog()));
}

} // namespace

class TestRecomputeModules : public QObject
{
    Q_OBJECT

private slots:
    void normOutputsAreTheProductsInputs();
    void latentUpProjectionsFreeQueriesKeysAndValues();
    void expertPartsFreeTheirIntermediates();
    void denseMlpIsOnlyInDenseLayers();
    void attentionCoreIsKeptUnlessListed();
    void rebuiltExpertLayerRepeatsItsAllToAlls();
    void deepSeekV3FitsWithItsOwnRecomputation();
    void inputNamesTheFieldAndTheChoices();
    void launchPassesTheModules();
    void plansChooseAmongParts();
};

void TestRecomputeModules::normOutputsAreTheProductsInputs()
{
    // Megatron-Core discards a norm's output only where the norm runs on its own: Transformer
    // Engine fuses the others into the product after them, which keeps its input itself. In
    // a dense layer both are fused: nothing changes, and the estimate says so.
    QCOMPARE(kept(json(R"(["layernorm"])", kDense)), kept(json("", kDense)));
    const Result dense
        = estimate(scenarioFromJson(json(R"(["layernorm"])", kDense)), builtinCatalog());
    QVERIFY(std::any_of(dense.issues.begin(), dense.issues.end(), [](const Diagnostic &d) {
        return d.code == DiagCode::RecomputeModuleNoEffect;
    }));
    // The norm before the experts' router stands alone: one 16-bit value per hidden element,
    // 2 bytes x 4,096 tokens x 4,096 = 33,554,432 bytes freed; latent attention's input norm
    // (before its down projections) too, so a latent expert layer frees two.
    const double one = kBf16 * kTokens * 4096.0;
    SCALEPLAN_FUZZY(kept(json("", kExperts)) - kept(json(R"(["layernorm"])", kExperts)), one,
                    1e-12);
    const std::string latentExperts = kLatent + R"(, "experts": 8, "experts_per_token": 2)";
    SCALEPLAN_FUZZY(kept(json("", latentExperts)) - kept(json(R"(["layernorm"])", latentExperts)),
                    2.0 * one, 1e-12);
    // Under sequence parallelism each of tp ranks holds its share of the sequence.
    auto tp2 = [&](const std::string &modules) {
        std::string s = json(modules, kExperts);
        s.replace(s.find(R"("zero": 1)"), 9, R"("zero": 1, "tp": 2, "sequence_parallel": true)");
        return kept(s);
    };
    SCALEPLAN_FUZZY(tp2("") - tp2(R"(["layernorm"])"), one / 2.0, 1e-12);
    // Rebuilding it reads the residual stream (16-bit here) and writes the output again, at
    // the copy rate.
    const Scenario s = scenarioFromJson(json(R"(["layernorm"])", kExperts));
    const detail::System system = detail::resolveSystem(s, builtinCatalog());
    SCALEPLAN_FUZZY(
        timeOf(json(R"(["layernorm"])", kExperts)).recompute,
        detail::memoryTime((detail::residualBytesPerValue(s) + kBf16) * kTokens * 4096.0,
                           system.device),
        1e-12);
}

void TestRecomputeModules::latentUpProjectionsFreeQueriesKeysAndValues()
{
    // The up projections make every head's query and key (128 + 64 wide) and value (128):
    // 128 x (2 x 192 + 128) = 65,536 values a token, 536,870,912 bytes at 4,096 tokens.
    const double freed = kept(json("", kLatent)) - kept(json(R"(["mla_up_proj"])", kLatent));
    SCALEPLAN_FUZZY(freed, kBf16 * kTokens * 128.0 * (2.0 * 192.0 + 128.0), 1e-12);
    // Rebuilt: the query up projection (1,536 -> 128 x 192) and the key-value one
    // (512 -> 128 x (128 + 128)), forward once more.
    const Scenario s = scenarioFromJson(json(R"(["mla_up_proj"])", kLatent));
    const detail::System system = detail::resolveSystem(s, builtinCatalog());
    const double products = detail::gemmTime({kTokens, 128.0 * 192.0, 1536.0}, system.device)
                            + detail::gemmTime({kTokens, 128.0 * 256.0, 512.0}, system.device);
    SCALEPLAN_FUZZY(timeOf(json(R"(["mla_up_proj"])", kLatent)).recompute, products, 1e-12);
}

void TestRecomputeModules::expertPartsFreeTheirIntermediates()
{
    // A routed expert keeps its fused gate and up projection (2 values) and the activation's
    // output (the down projection's input, 1 value) for each of its copies: 2 a token here.
    const double routedValues = kTokens * 2.0 * 14336.0;
    const double sharedValues = kTokens * 2048.0;
    const double base = kept(json("", kExperts));
    SCALEPLAN_FUZZY(base - kept(json(R"(["moe_act"])", kExperts)), kBf16 * routedValues, 1e-12);
    SCALEPLAN_FUZZY(base - kept(json(R"(["moe"])", kExperts)),
                    3.0 * kBf16 * (routedValues + sharedValues), 1e-12);
    SCALEPLAN_FUZZY(base - kept(json(R"(["shared_experts"])", kExperts)),
                    3.0 * kBf16 * sharedValues, 1e-12);
    // Rebuilding the activation reads both halves and writes the output: 3 values.
    const Scenario s = scenarioFromJson(json(R"(["moe_act"])", kExperts));
    const detail::System system = detail::resolveSystem(s, builtinCatalog());
    SCALEPLAN_FUZZY(timeOf(json(R"(["moe_act"])", kExperts)).recompute,
                    detail::memoryTime(3.0 * kBf16 * routedValues, system.device), 1e-12);
    // The whole expert layer costs more to rebuild than its activation alone.
    QVERIFY(timeOf(json(R"(["moe"])", kExperts)).recompute
            > 10.0 * timeOf(json(R"(["moe_act"])", kExperts)).recompute);
}

void TestRecomputeModules::denseMlpIsOnlyInDenseLayers()
{
    // A dense layer's MLP frees 3 values a token per unit of width, as an expert layer does.
    SCALEPLAN_FUZZY(kept(json("", kDense)) - kept(json(R"(["mlp"])", kDense)),
                    3.0 * kBf16 * kTokens * 14336.0, 1e-12);
    // An expert layer has no dense MLP: nothing changes, and the estimate says so.
    QCOMPARE(kept(json(R"(["mlp"])", kExperts)), kept(json("", kExperts)));
    const Result result
        = estimate(scenarioFromJson(json(R"(["mlp", "moe_act"])", kExperts)), builtinCatalog());
    QVERIFY(std::any_of(result.issues.begin(), result.issues.end(), [](const Diagnostic &d) {
        return d.code == DiagCode::RecomputeModuleNoEffect
               && d.args == std::vector<std::string>{"mlp"};
    }));
    // The expert parts, likewise, on a dense model; latent up projections without latents.
    const Result dense
        = estimate(scenarioFromJson(json(R"(["moe", "mla_up_proj"])", kDense)), builtinCatalog());
    int warnings = 0;
    for (const Diagnostic &d : dense.issues)
        warnings += d.code == DiagCode::RecomputeModuleNoEffect ? 1 : 0;
    QCOMPARE(warnings, 2);
}

void TestRecomputeModules::attentionCoreIsKeptUnlessListed()
{
    // Without fused attention the softmax output (2 bytes x 32 heads x 4,096^2) is what
    // the default part frees; a list without core_attn keeps it.
    const std::string unfused = R"(, "flash_attention": false)";
    const double scores = kBf16 * 32.0 * kTokens * kTokens;
    SCALEPLAN_FUZZY(kept(json(R"(["mlp"])", kDense, unfused))
                        - kept(json(R"(["core_attn", "mlp"])", kDense, unfused)),
                    scores, 1e-12);
    QVERIFY(timeOf(json(R"(["mlp"])", kDense, unfused)).recompute
            < timeOf(json(R"(["core_attn", "mlp"])", kDense, unfused)).recompute);
}

void TestRecomputeModules::rebuiltExpertLayerRepeatsItsAllToAlls()
{
    // With expert parallelism the rebuilt layer dispatches and combines again: three passes
    // of the pair where the default has two (forward, backward).
    auto withEp = [](const std::string &modules) {
        std::string s = json(modules, kExperts);
        s.replace(s.find(R"("zero": 1)"), 9, R"("zero": 1, "ep": 8)");
        return timeOf(s).epComm;
    };
    QVERIFY(withEp("") > 0);
    SCALEPLAN_FUZZY(withEp(R"(["moe"])"), 1.5 * withEp(""), 1e-12);
    QCOMPARE(withEp(R"(["moe_act"])"), withEp(""));
}

void TestRecomputeModules::deepSeekV3FitsWithItsOwnRecomputation()
{
    // DeepSeek-V3 trained on 80 GB GPUs (2,048 H800s) with pipeline 16 and expert
    // parallelism 64, recomputing "all RMSNorm operations and MLA up-projections during back-
    // propagation" (DeepSeek-V3 report, arXiv:2412.19437, Sec. 3.2.3). Keeping every
    // activation needs far more than 80 GB; its own recomputation fits.
    auto memory = [](const std::string &recompute) {
        const std::string s = R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"preset": "deepseek-v3", "seq_len": 4096},
            "training": {"steps": 1, "global_batch": 15360, "micro_batch": 1,
                         "precision": "fp8", "attention_kernel": "flash3", )"
                              + recompute + R"(},
            "cluster": {"gpu": "h100-sxm5-80gb", "gpus_per_node": 8,
                        "inter_node_gbps": 3200, "nodes": 256},
            "parallel": {"tp": 1, "pp": 16, "ep": 64, "zero": 1},
            "communication": {"expert_dispatcher": "deepep"}})";
        return estimate(scenarioFromJson(s), builtinCatalog());
    };
    const Result all = memory(R"("recompute": "none")");
    const Result own
        = memory(R"("recompute": "selective", "recompute_modules": ["layernorm", "mla_up_proj"])");
    QVERIFY2(!all.feasible, qPrintable(QString::number(all.memoryGb.total)));
    QVERIFY2(own.feasible && own.memoryGb.total < 80.0,
             qPrintable(QString::number(own.memoryGb.total)));
    // What it costs: the norms and the up projections once more, under 2% of the step.
    QVERIFY(own.stepTimeS > all.stepTimeS && own.stepTimeS < 1.02 * all.stepTimeS);
}

void TestRecomputeModules::inputNamesTheFieldAndTheChoices()
{
    auto problem = problemOf(json(R"(["layernorm", "layer_norm"])", kDense));
    QVERIFY(problem.has_value());
    QCOMPARE(problem->field, std::string("training.recompute_modules[1]"));
    QCOMPARE(problem->code, DiagCode::UnknownValue);
    QVERIFY(problem->args.at(1).find("mla_up_proj") != std::string::npos);
    problem = problemOf(json(R"("layernorm")", kDense));
    QVERIFY(problem && problem->code == DiagCode::WrongType);
    problem = problemOf(json("[]", kDense));
    QVERIFY(problem && problem->field == "training.recompute_modules");
    // Only selective recomputation rebuilds parts.
    std::string full = json(R"(["mlp"])", kDense);
    full.replace(full.find(R"("selective")"), 11, R"("full")");
    problem = problemOf(full);
    QVERIFY(problem && problem->code == DiagCode::RecomputeModulesNeedSelective);
    QCOMPARE(problem->field, std::string("training.recompute_modules"));
    // Saved in Megatron-Core's order, read back the same; the default is not written.
    const Scenario s = scenarioFromJson(json(R"(["mlp", "layernorm"])", kDense));
    const std::string saved = scenarioToJson(s);
    QVERIFY(saved.find(R"("recompute_modules": [)") != std::string::npos);
    QCOMPARE(scenarioFromJson(saved).training, s.training);
    QVERIFY(scenarioToJson(scenarioFromJson(json("", kDense))).find("recompute_modules")
            == std::string::npos);
}

void TestRecomputeModules::launchPassesTheModules()
{
    const Scenario s = scenarioFromJson(json(R"(["mla_up_proj", "mlp"])", kLatent));
    const Result result = estimate(s, builtinCatalog());
    const LaunchFiles megatron = launchFiles(s, result, LaunchTarget::Megatron);
    QVERIFY(!megatron.files.empty());
    const std::string &script = megatron.files.front().content;
    QVERIFY(script.find("--recompute-granularity selective") != std::string::npos);
    QVERIFY(script.find("--recompute-modules mla_up_proj mlp") != std::string::npos);
    // The default part is Megatron-Core's own default: no flag.
    const Scenario plainScenario = scenarioFromJson(json("", kLatent));
    const LaunchFiles plain = launchFiles(plainScenario, estimate(plainScenario, builtinCatalog()),
                                          LaunchTarget::Megatron);
    QVERIFY(plain.files.front().content.find("--recompute-modules") == std::string::npos);
    // Other launchers hand the parts to the training script.
    const LaunchFiles torchrun = launchFiles(s, result, LaunchTarget::Torchrun);
    QVERIFY(torchrun.files.front().content.find(R"(SCALEPLAN_RECOMPUTE_MODULES="mla_up_proj mlp")")
            != std::string::npos);
}

void TestRecomputeModules::plansChooseAmongParts()
{
    // The search tries selective recomputation with the scenario's parts and with the
    // light ones (norms, and for this model the experts' activations, beside the attention
    // core); applying a plan sets the parts it chose, none for another mode.
    const Scenario s = scenarioFromJson(json(R"(["layernorm", "mlp"])", kExperts));
    PlanningScenario planning;
    planning.scenario = s;
    PlanRequest request;
    request.top = 1000;
    const PlanResult searched = planScenario(planning, builtinCatalog(), request);
    std::set<std::uint8_t> selective;
    for (const Plan &plan : searched.plans) {
        const Scenario applied = applyPlan(s, plan);
        QCOMPARE(applied.training.recomputeModules, plan.recomputeModules);
        QVERIFY(parseScenario(scenarioToJson(applied), builtinCatalog()).scenario.has_value());
        if (plan.recompute == Recompute::Selective)
            selective.insert(plan.recomputeModules);
        else
            QCOMPARE(plan.recomputeModules, std::uint8_t(0));
    }
    const auto bits = [](std::initializer_list<RecomputeModule> parts) {
        std::uint8_t mask = 0;
        for (const RecomputeModule part : parts)
            mask |= static_cast<std::uint8_t>(part);
        return mask;
    };
    QVERIFY(selective.count(s.training.recomputeModules) == 1);
    QVERIFY(selective.count(bits({RecomputeModule::CoreAttention, RecomputeModule::LayerNorm,
                                  RecomputeModule::MoeActivation}))
            == 1);
}

QTEST_APPLESS_MAIN(TestRecomputeModules)
#include "TestRecomputeModules.moc"
