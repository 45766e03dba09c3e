// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-head latent attention (model.kv_lora_rank): its projections' parameters, which of
// them tensor parallelism splits, its FLOPs, the input checks and the Megatron-LM flags.

#include "TestSupport.h"
#include "model/Layout.h"
#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace scaleplan::engine;
using scaleplan::test::problemOf;
using scaleplan::test::scenarioFromJson;

namespace {

/// One dense layer of DeepSeek-V3's attention (DeepSeek-AI 2024, arXiv:2412.19437, Sec. 4.2:
/// 128 heads of 128 + a 64-wide rotary part, values of 128, a query latent of 1,536 and a
/// key-value latent of 512) before an MLP of 18,432, 4,096 tokens, on one p5.48xlarge;
/// \p model and \p parallel add fields.
std::string latentJson(const std::string &model, const std::string &parallel = {})
{
    return R"({"format": "scaleplan.scenario", "version": 1,
               "model": {"layers": 4, "hidden": 7168, "heads": 128, "head_dim": 128,
                         "ffn_hidden": 18432, "vocab": 129280, "seq_len": 4096,
                         "mlp": "swiglu", "tied_embeddings": false)"
           + model + R"(},
               "training": {"steps": 10, "global_batch": 8, "micro_batch": 1,
                            "recompute": "none"},
               "cluster": {"instance": "aws/p5.48xlarge", "nodes": 1},
               "parallel": {"zero": 1)"
           + parallel + "}}";
}

const std::string kLatent
    = R"(, "kv_lora_rank": 512, "q_lora_rank": 1536, "qk_rope_head_dim": 64, "v_head_dim": 128)";

// DeepSeek-V3's attention, by projection: query down 7,168 x 1,536 and up 1,536 x 128 x 192,
// key-value down 7,168 x (512 + 64) and up 512 x 128 x (128 + 128), output 128 x 128 x 7,168.
constexpr double kQueryDown = 7168.0 * 1536.0;
constexpr double kQueryUp = 1536.0 * 128.0 * 192.0;
constexpr double kKvDown = 7168.0 * 576.0;
constexpr double kKvUp = 512.0 * 128.0 * 256.0;
constexpr double kOutput = 128.0 * 128.0 * 7168.0;
constexpr double kLatentNorms = 1536.0 + 512.0;

} // namespace

class TestLatentAttention : public QObject
{
    Q_OBJECT

private slots:
    void projectionsCountTheirParameters();
    void downProjectionsStayWholeOverTensorParallelism();
    void scoresUseTheRotaryPartAndValuesTheirOwnWidth();
    void inputNamesTheFieldToChange();
    void savedAndLaunched();
};

void TestLatentAttention::projectionsCountTheirParameters()
{
    const ModelSpec model = scenarioFromJson(latentJson(kLatent)).model;
    QVERIFY(latentAttention(model));
    const double attention = kQueryDown + kQueryUp + kKvDown + kKvUp + kOutput + kLatentNorms;
    QCOMPARE(attention, 187'107'328.0);
    // The layer: attention, the SwiGLU MLP and two RMSNorms.
    const double mlp = 3.0 * 7168.0 * 18432.0;
    SCALEPLAN_FUZZY(detail::layerParams(model), attention + mlp + 2.0 * 7168.0, 1e-15);
    // Without a query latent the queries come straight from the hidden state.
    const ModelSpec straight
        = scenarioFromJson(
              latentJson(R"(, "kv_lora_rank": 512, "qk_rope_head_dim": 64, "v_head_dim": 128)"))
              .model;
    SCALEPLAN_FUZZY(detail::layerParams(model) - detail::layerParams(straight),
                    kQueryDown + kQueryUp + 1536.0 - 7168.0 * 128.0 * 192.0, 1e-15);
}

void TestLatentAttention::downProjectionsStayWholeOverTensorParallelism()
{
    // Megatron-Core duplicates the down projections (and the latents' norms) on every
    // tensor-parallel rank; the up and output projections split over tp.
    const Scenario one = scenarioFromJson(latentJson(kLatent));
    const Scenario eight = scenarioFromJson(latentJson(kLatent, R"(, "tp": 8)"));
    const double whole = kQueryDown + kKvDown + kLatentNorms + 2.0 * 7168.0;
    SCALEPLAN_FUZZY(detail::replicatedLayerParams(eight.model), whole, 1e-15);
    const detail::Layout a = detail::deriveLayout(one, 8);
    const detail::Layout b = detail::deriveLayout(eight, 8);
    SCALEPLAN_FUZZY(b.layerParamsPerGpu, (a.layerParamsPerGpu - whole) / 8.0 + whole, 1e-12);
}

void TestLatentAttention::scoresUseTheRotaryPartAndValuesTheirOwnWidth()
{
    // Per token and layer, forward: 2 FLOPs per projection weight, and the full score
    // matrix as Megatron-LM counts it, 2 x 4,096 keys x (128 x 192 query-key + 128 x 128
    // value width); three times that with the backward pass.
    const ModelSpec model = scenarioFromJson(latentJson(kLatent)).model;
    const double weights
        = kQueryDown + kQueryUp + kKvDown + kKvUp + kOutput + 3.0 * 7168.0 * 18432.0;
    const double scores = 2.0 * 4096.0 * (128.0 * 192.0 + 128.0 * 128.0);
    const double perToken = 4.0 * (2.0 * weights + scores) + 2.0 * 7168.0 * 129280.0;
    SCALEPLAN_FUZZY(detail::modelFlopsPerSequence(model), 3.0 * perToken * 4096.0, 1e-12);
    // The estimate runs these FLOPs and is finite.
    const Result r = estimate(scenarioFromJson(latentJson(kLatent)), builtinCatalog());
    QVERIFY(std::isfinite(r.stepTimeS) && r.stepTimeS > 0);
    QVERIFY(r.mfu > 0 && r.mfu < 1);
    QVERIFY(r.memoryGb.activations > 0);
}

void TestLatentAttention::inputNamesTheFieldToChange()
{
    // A latent's width without the key-value latent that turns latent attention on.
    auto problem = problemOf(latentJson(R"(, "q_lora_rank": 1536)"));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.q_lora_rank"));
    QCOMPARE(problem->code, DiagCode::LatentNeedsKvLoraRank);
    QVERIFY(describe(*problem).find("model.kv_lora_rank") != std::string::npos);
    problem = problemOf(latentJson(R"(, "v_head_dim": 128)"));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.v_head_dim"));
    // Every head has its own key and value.
    problem = problemOf(latentJson(kLatent + R"(, "kv_heads": 8)"));
    QVERIFY(problem);
    QCOMPARE(problem->field, std::string("model.kv_heads"));
    QCOMPARE(problem->code, DiagCode::LatentKvHeads);
    QVERIFY2(describe(*problem).find("128 heads") != std::string::npos, describe(*problem).c_str());
}

void TestLatentAttention::savedAndLaunched()
{
    const Scenario latent = scenarioFromJson(latentJson(kLatent));
    const std::string saved = scenarioToJson(latent);
    QVERIFY(saved.find(R"("kv_lora_rank": 512)") != std::string::npos);
    const ScenarioLoad again = parseScenario(saved, builtinCatalog());
    QVERIFY(again.scenario);
    QCOMPARE(again.scenario->model, latent.model);
    QVERIFY(scenarioToJson(scenarioFromJson(latentJson(""))).find("lora") == std::string::npos);

    const LaunchFiles files
        = launchFiles(latent, estimate(latent, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(!files.error);
    const std::string &script = files.files.front().content;
    for (const char *flag :
         {"--multi-latent-attention\n", "--qk-head-dim 128\n", "--qk-pos-emb-head-dim 64\n",
          "--v-head-dim 128\n", "--kv-lora-rank 512\n", "--q-lora-rank 1536\n"})
        QVERIFY2(script.find(flag) != std::string::npos, flag);
    QVERIFY(script.find("--kv-channels") == std::string::npos);
}

QTEST_APPLESS_MAIN(TestLatentAttention)
#include "TestLatentAttention.moc"
