// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// torchtitan's op-level selective recomputation (training.selective_policy
// "every_other_matmul"): what a layer keeps, what it rebuilds, the input checks, the launch
// files, the planner, and torchtitan's published throughput.

#include "TestSupport.h"
#include "model/Activations.h"
#include "model/Hardware.h"
#include "model/Kernels.h"
#include "model/LayerTime.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/Planner.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <string>

using namespace scaleplan::engine;
using scaleplan::test::problemOf;
using scaleplan::test::scenarioFromJson;

namespace {

/// Llama 3 8B at 8,192 tokens a micro-batch on one p4de.24xlarge (A100 80GB) under FSDP,
/// selective recomputation; \p training adds fields (the policy among them), \p model too.
std::string json(const std::string &training, const std::string &model = {}, int tp = 1)
{
    return R"({"format": "scaleplan.scenario", "version": 1,
               "model": {"preset": "llama3-8b")"
           + model + R"(},
               "training": {"steps": 10, "global_batch": 8, "micro_batch": 1,
                            "precision": "bf16", "recompute": "selective")"
           + training + R"(},
               "cluster": {"instance": "aws/p4de.24xlarge", "nodes": 1},
               "parallel": {"tp": )"
           + std::to_string(tp) + R"(, "zero": 3, "sequence_parallel": )"
           + (tp > 1 ? "true" : "false") + "}}";
}

const std::string kEveryOther = R"(, "selective_policy": "every_other_matmul")";

detail::LayerTime timeOf(const Scenario &s)
{
    return detail::layerTime(s, detail::resolveSystem(s, builtinCatalog()));
}

} // namespace

class TestEveryOtherMatmul : public QObject
{
    Q_OBJECT

private slots:
    void keepsTheOddProductsOutputs();
    void rebuildsTheEvenProductsAndElementwiseWork();
    void matchesTorchtitansPublishedThroughput();
    void matchesTorchtitansPublishedMemory();
    void inputNamesWhatItCannotPrice();
    void launchFilesSayHowToRecompute();
    void plansKeepThePolicy();
};

void TestEveryOtherMatmul::keepsTheOddProductsOutputs()
{
    // torchtitan's policy (torchtitan/models/llama3/infra/parallelize.py, _custom_policy)
    // saves the outputs of aten.mm except every second one a layer, and of the attention
    // kernel. Llama's products run q, k, v, o, w1, w3, w2: q, v, w1 and w2 are kept, with
    // the layer's input and FlashAttention's output and fp32 log-sum-exp. Llama 3 8B at 8,192
    // tokens in bf16, per layer: 2 B x 8192 x (4096 input + 4096 q + 1024 v + 4096 attention
    // output + 14336 w1 + 4096 w2) + 4 B x 32 heads x 8192.
    const double tokens = 8192;
    const double expected
        = 2.0 * tokens * (4096 + 4096 + 1024 + 4096 + 14336 + 4096) + 4.0 * 32 * tokens;
    QCOMPARE(expected, 521'142'272.0);
    const Scenario s = scenarioFromJson(json(kEveryOther));
    QCOMPARE(detail::activationBytesPerLayer(s), expected);
    // Between keeping everything and keeping only the layer's input.
    const Scenario parts = scenarioFromJson(json({}));
    QVERIFY(detail::activationBytesPerLayer(s) < detail::activationBytesPerLayer(parts));
    QVERIFY(detail::activationBytesPerLayer(s)
            > detail::activationBytesPerLayer(s, Recompute::Full));
    // Under tensor parallelism with sequence parallelism each rank keeps its share of the
    // split outputs, w2's partial sums whole, and the two reduce-scatters' outputs.
    const double t = 2;
    const Scenario tp2 = scenarioFromJson(json(kEveryOther, {}, 2));
    QCOMPARE(detail::activationBytesPerLayer(tp2),
             2.0 * tokens * 4096 / t + 2.0 * tokens * (4096 + 1024 + 4096 + 14336) / t
                 + 2.0 * tokens * 4096 + 4.0 * 32 * tokens / t + 2.0 * 2.0 * tokens * 4096 / t);
}

void TestEveryOtherMatmul::rebuildsTheEvenProductsAndElementwiseWork()
{
    // Rebuilt in the backward pass: k (4096 -> 1024), the output projection (4096 -> 4096),
    // w3 (4096 -> 14336) and every element-wise kernel of the forward pass; not the
    // attention kernel, whose output is kept.
    const Scenario s = scenarioFromJson(json(kEveryOther));
    const detail::System system = detail::resolveSystem(s, builtinCatalog());
    const double tokens = 8192;
    const double expected
        = detail::gemmTime({tokens, 1024, 4096}, system.device)
          + detail::gemmTime({tokens, 4096, 4096}, system.device)
          + detail::gemmTime({tokens, 14336, 4096}, system.device)
          + detail::memoryTime(detail::elementwiseForwardBytes(s, tokens), system.device);
    SCALEPLAN_FUZZY(timeOf(s).recompute, expected, 1e-12);
    // More than rebuilding nothing (FlashAttention's core), less than a whole forward pass.
    Scenario full = s;
    full.training.recompute = Recompute::Full;
    full.training.selectivePolicy = SelectivePolicy::Parts;
    QVERIFY(timeOf(s).recompute > timeOf(scenarioFromJson(json({}))).recompute);
    QVERIFY(timeOf(s).recompute < 0.5 * timeOf(full).recompute);
}

void TestEveryOtherMatmul::matchesTorchtitansPublishedThroughput()
{
    // torchtitan docs/performance.md (commit 0413364): Llama 3 8B, FSDP2 over 64 A100 80GB,
    // sequence 8,192, local batch 1, eager: 2,973 tokens/s a GPU with selective op
    // checkpointing (this policy), 2,904 with every other layer checkpointed. Held out:
    // no constant was taken from it. Estimated with eager kernels (docs/model.md 4.4) and
    // 1,600 Gbit/s a node (not stated; the exchange is a few percent of the step).
    const std::string scenario = R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"preset": "llama3-8b"},
        "training": {"steps": 10, "global_batch": 64, "micro_batch": 1, "precision": "bf16",
                     "recompute": "selective", "selective_policy": "every_other_matmul",
                     "kernels": "eager"},
        "cluster": {"gpu": "a100-sxm4-80gb", "gpus_per_node": 8, "inter_node_gbps": 1600,
                    "nodes": 8},
        "parallel": {"zero": 3}})";
    const Result r = estimate(scenarioFromJson(scenario), builtinCatalog());
    QVERIFY(r.feasible);
    // Within 5% of the measurement (2026-11-27: 3,072, +3.3%); Megatron's attention-core
    // recomputation priced the same run at +17% and full recomputation at -9%.
    SCALEPLAN_FUZZY(r.tokensPerSPerGpu, 2973.0, 0.05);
}

void TestEveryOtherMatmul::matchesTorchtitansPublishedMemory()
{
    // torchtitan benchmarks/llama3_h100_202412_torchtitan.md (Tables 1 and 3): Llama 3.1 8B,
    // FSDP, local batch 2 at 8,192 tokens, selective op checkpointing, eager: 82.4 GiB on 8
    // H100 and 67.0 GiB on 128 (the peak its memory monitor reads, reserved). Held out. The
    // estimate (eager loss at 12 bytes a logit, docs/model.md 8.4) within 8%: 84.4 and
    // 66.8 GB on 2026-11-27 (-5%, -7%); it held 67.0 and 49.3 GB at 4 bytes a logit.
    const auto scenario = [](int nodes) {
        return R"({"format": "scaleplan.scenario", "version": 1,
            "model": {"preset": "llama3-8b"},
            "training": {"steps": 10, "global_batch": )"
               + std::to_string(16 * nodes) + R"(, "micro_batch": 2, "precision": "bf16",
                         "recompute": "selective", "selective_policy": "every_other_matmul",
                         "attention_kernel": "flash3", "kernels": "eager"},
            "cluster": {"gpu": "h100-sxm5-80gb", "gpus_per_node": 8,
                        "inter_node_gbps": 3200, "nodes": )"
               + std::to_string(nodes) + R"(},
            "parallel": {"zero": 3}})";
    };
    const double gib = 1024.0 * 1024.0 * 1024.0 / 1e9;
    SCALEPLAN_FUZZY(estimate(scenarioFromJson(scenario(1)), builtinCatalog()).memoryGb.total,
                    82.4 * gib, 0.08);
    SCALEPLAN_FUZZY(estimate(scenarioFromJson(scenario(16)), builtinCatalog()).memoryGb.total,
                    67.0 * gib, 0.08);
}

void TestEveryOtherMatmul::inputNamesWhatItCannotPrice()
{
    // Only selective recomputation chooses what to rebuild.
    std::string full = json(kEveryOther);
    full.replace(full.find(R"("selective")"), 11, R"("full")");
    auto problem = problemOf(full);
    QVERIFY(problem);
    QCOMPARE(problem->code, DiagCode::RecomputeModulesNeedSelective);
    QCOMPARE(problem->field, std::string("training.selective_policy"));
    // The policy chooses instead of Megatron-Core's parts; it counts a dense layer's
    // products, not grouped expert products, and knows no latent attention.
    const std::pair<std::string, std::string> unpriced[]
        = {{json(kEveryOther + R"(, "recompute_modules": ["mlp"])"), "training.recompute_modules"},
           {json(kEveryOther, R"(, "experts": 8, "experts_per_token": 2)"), "model.experts"},
           {json(kEveryOther, R"(, "kv_heads": 32, "kv_lora_rank": 512, "qk_rope_head_dim": 64)"),
            "model.kv_lora_rank"}};
    for (const auto &[input, field] : unpriced) {
        problem = problemOf(input);
        QVERIFY2(problem, field.c_str());
        QCOMPARE(problem->code, DiagCode::EveryOtherMatmulUnsupported);
        QCOMPARE(problem->field, std::string("training.selective_policy"));
        QCOMPARE(problem->args.at(0), field);
    }
    problem = problemOf(json(R"(, "selective_policy": "op")"));
    QVERIFY(problem && problem->code == DiagCode::UnknownValue);
    // Written only when set, read back the same.
    const Scenario s = scenarioFromJson(json(kEveryOther));
    const std::string saved = scenarioToJson(s);
    QVERIFY(saved.find(R"("selective_policy": "every_other_matmul")") != std::string::npos);
    QCOMPARE(scenarioFromJson(saved).training, s.training);
    QVERIFY(scenarioToJson(scenarioFromJson(json({}))).find("selective_policy")
            == std::string::npos);
}

void TestEveryOtherMatmul::launchFilesSayHowToRecompute()
{
    std::string input = json(kEveryOther);
    input.replace(input.find(R"("zero": 3)"), 9, R"("zero": 1)"); // Megatron-LM's ZeRO
    const Scenario s = scenarioFromJson(input);
    const Result result = estimate(s, builtinCatalog());
    // Megatron-LM recomputes by part only.
    const LaunchFiles megatron = launchFiles(s, result, LaunchTarget::Megatron);
    QVERIFY(megatron.error);
    QCOMPARE(megatron.error->code, DiagCode::LaunchUnsupported);
    QCOMPARE(megatron.error->field, std::string("training.selective_policy"));
    // The other launchers hand the policy to the training script, and name no parts.
    const std::string script = launchFiles(s, result, LaunchTarget::Torchrun).files.front().content;
    QVERIFY(script.find("SCALEPLAN_SELECTIVE_POLICY=every_other_matmul") != std::string::npos);
    QVERIFY(script.find(R"(SCALEPLAN_RECOMPUTE_MODULES="")") != std::string::npos);
}

void TestEveryOtherMatmul::plansKeepThePolicy()
{
    // The search keeps the scenario's policy for its selective plans and tries no parts
    // beside it; applying any plan gives a valid scenario (none or full recomputation
    // without the policy).
    PlanningScenario planning;
    planning.scenario = scenarioFromJson(json(kEveryOther));
    PlanRequest request;
    request.top = 1000;
    const PlanResult searched = planScenario(planning, builtinCatalog(), request);
    int selective = 0;
    for (const Plan &plan : searched.plans) {
        QCOMPARE(plan.recomputeModules, std::uint8_t(0));
        QCOMPARE(plan.selectivePolicy == SelectivePolicy::EveryOtherMatmul,
                 plan.recompute == Recompute::Selective);
        selective += plan.recompute == Recompute::Selective ? 1 : 0;
        const Scenario applied = applyPlan(planning.scenario, plan);
        QVERIFY(parseScenario(scenarioToJson(applied), builtinCatalog()).scenario.has_value());
    }
    QVERIFY(selective > 0);
}

QTEST_APPLESS_MAIN(TestEveryOtherMatmul)
#include "TestEveryOtherMatmul.moc"
