// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Query and key norms (model.qk_norms): their scales, their passes over the queries and
// keys, the inputs they keep, how tensor parallelism holds them, and the Megatron-LM flag.

#include "TestSupport.h"
#include "model/Activations.h"
#include "model/Hardware.h"
#include "model/Kernels.h"
#include "model/LayerTime.h"
#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <string>

using namespace scaleplan::engine;
using scaleplan::test::problemOf;
using scaleplan::test::scenarioFromJson;

namespace {

/// A Qwen3-8B-shaped layer (hidden 4096, 32 query heads and 8 key/value heads of 128,
/// RMSNorm, rotary, SwiGLU of 12288) over 4096 tokens on one p5.48xlarge at \p tp;
/// \p model and \p training add fields.
std::string qwenJson(const std::string &model, const std::string &training = {}, int tp = 1)
{
    return R"({"format": "scaleplan.scenario", "version": 1,
               "model": {"layers": 36, "hidden": 4096, "heads": 32, "kv_heads": 8,
                         "head_dim": 128, "ffn_hidden": 12288, "vocab": 151936,
                         "seq_len": 4096, "mlp": "swiglu")"
           + model + R"(},
               "training": {"steps": 1, "global_batch": 8, "micro_batch": 1,
                            "recompute": "none")"
           + training + R"(},
               "cluster": {"instance": "aws/p5.48xlarge", "nodes": 1},
               "parallel": {"tp": )"
           + std::to_string(tp) + R"(, "zero": 1}})";
}

const std::string kPerHead = R"(, "qk_norms": "per_head")";
const std::string kWhole = R"(, "qk_norms": "whole")";
const std::string kL2 = R"(, "qk_norms": "l2")";

/// Forward + backward seconds of one layer and the system it ran on.
double layerSeconds(const Scenario &scenario)
{
    const detail::System system = detail::resolveSystem(scenario, builtinCatalog());
    const detail::LayerTime time = detail::layerTime(scenario, system);
    return time.forward + time.backward;
}

} // namespace

class TestQueryKeyNorms : public QObject
{
    Q_OBJECT

private slots:
    void normsPassOverQueriesAndKeys();
    void tensorParallelismHoldsThemAsMegatronLm();
    void readWrittenAndLaunched();
};

void TestQueryKeyNorms::normsPassOverQueriesAndKeys()
{
    // 4096 query and 1024 key values a token, each read and written by its norm: 2 bytes
    // each way in bf16 forward, twice that backward; eagerly Hugging Face's RMSNorm's 36
    // bytes at 0.63 of the copy rate (docs/model.md 4.4).
    const Scenario plain = scenarioFromJson(qwenJson({}));
    const Scenario normed = scenarioFromJson(qwenJson(kPerHead));
    const detail::Device device = detail::resolveSystem(plain, builtinCatalog()).device;
    const double elements = 4096.0 * (4096 + 1024);
    SCALEPLAN_FUZZY(layerSeconds(normed) - layerSeconds(plain),
                    detail::memoryTime(3.0 * 4.0 * elements, device), 1e-9);
    const std::string eager = R"(, "kernels": "eager")";
    SCALEPLAN_FUZZY(layerSeconds(scenarioFromJson(qwenJson(kPerHead, eager)))
                        - layerSeconds(scenarioFromJson(qwenJson({}, eager))),
                    detail::memoryTime(3.0 * 36.0 / 0.63 * elements, device), 1e-9);
    // Kept for the backward pass: the norms' inputs, 2 bytes a value (an eager RMSNorm its
    // fp32 copy and the scaled values, 6).
    SCALEPLAN_FUZZY(detail::activationBytesPerLayer(normed)
                        - detail::activationBytesPerLayer(plain),
                    2.0 * elements, 1e-12);
    SCALEPLAN_FUZZY(detail::activationBytesPerLayer(scenarioFromJson(qwenJson(kPerHead, eager)))
                        - detail::activationBytesPerLayer(scenarioFromJson(qwenJson({}, eager))),
                    6.0 * elements, 1e-12);
    // Every kind moves the same values and keeps the same inputs; the whole-projection
    // norms hold more scales, Llama 4's L2 norms none.
    QCOMPARE(layerSeconds(scenarioFromJson(qwenJson(kWhole))), layerSeconds(normed));
    QCOMPARE(layerSeconds(scenarioFromJson(qwenJson(kL2))), layerSeconds(normed));
    QCOMPARE(detail::activationBytesPerLayer(scenarioFromJson(qwenJson(kL2))),
             detail::activationBytesPerLayer(normed));
}

void TestQueryKeyNorms::tensorParallelismHoldsThemAsMegatronLm()
{
    // A per-head norm's 2 x 128 scales sit whole on every tensor-parallel rank, as
    // Megatron-LM keeps its q_layernorm and k_layernorm; norms over the whole projections
    // (4096 + 1024 scales) split with their heads.
    const ModelSpec plain = scenarioFromJson(qwenJson({})).model;
    const ModelSpec perHead = scenarioFromJson(qwenJson(kPerHead)).model;
    const ModelSpec whole = scenarioFromJson(qwenJson(kWhole)).model;
    QCOMPARE(detail::layerParams(perHead) - detail::layerParams(plain), 256.0);
    QCOMPARE(detail::replicatedLayerParams(perHead) - detail::replicatedLayerParams(plain), 256.0);
    QCOMPARE(detail::layerParams(whole) - detail::layerParams(plain), 5120.0);
    QCOMPARE(detail::replicatedLayerParams(whole), detail::replicatedLayerParams(plain));
    const ModelSpec l2 = scenarioFromJson(qwenJson(kL2)).model;
    QCOMPARE(detail::layerParams(l2), detail::layerParams(plain));
    QCOMPARE(detail::replicatedLayerParams(l2), detail::replicatedLayerParams(plain));
    // At tp 2 each GPU normalises its half of the heads.
    const Scenario tp1 = scenarioFromJson(qwenJson(kPerHead));
    const Scenario tp2 = scenarioFromJson(qwenJson(kPerHead, {}, 2));
    const Scenario plain2 = scenarioFromJson(qwenJson({}, {}, 2));
    SCALEPLAN_FUZZY(detail::activationBytesPerLayer(tp2) - detail::activationBytesPerLayer(plain2),
                    (detail::activationBytesPerLayer(tp1)
                     - detail::activationBytesPerLayer(scenarioFromJson(qwenJson({}))))
                        / 2.0,
                    1e-12);
}

void TestQueryKeyNorms::readWrittenAndLaunched()
{
    const Scenario normed = scenarioFromJson(qwenJson(kPerHead));
    QCOMPARE(normed.model.qkNorms, QkNorms::PerHead);
    const std::string saved = scenarioToJson(normed);
    QVERIFY(saved.find(R"("qk_norms": "per_head")") != std::string::npos);
    QVERIFY(scenarioFromJson(saved) == normed);
    QVERIFY(scenarioToJson(scenarioFromJson(qwenJson({}))).find("qk_norms") == std::string::npos);
    const auto misspelt = problemOf(qwenJson(R"(, "qk_norms": "per-head")"));
    QVERIFY(misspelt);
    QCOMPARE(misspelt->field, std::string("model.qk_norms"));

    // Megatron-LM's --qk-layernorm is a norm of a head's width; it has none over the whole
    // projections.
    const LaunchFiles perHead
        = launchFiles(normed, estimate(normed, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(!perHead.error);
    QVERIFY(perHead.files.front().content.find("--qk-layernorm\n") != std::string::npos);
    const Scenario plain = scenarioFromJson(qwenJson({}));
    QVERIFY(launchFiles(plain, estimate(plain, builtinCatalog()), LaunchTarget::Megatron)
                .files.front()
                .content.find("--qk-layernorm")
            == std::string::npos);
    const Scenario whole = scenarioFromJson(qwenJson(kWhole));
    const LaunchFiles refused
        = launchFiles(whole, estimate(whole, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(refused.error);
    QCOMPARE(refused.error->code, DiagCode::LaunchUnsupported);
    QCOMPARE(refused.error->field, std::string("model.qk_norms"));
    // Llama 4's L2 norms are Megatron-LM's --qk-l2-norm, and round-trip as "l2".
    const Scenario l2 = scenarioFromJson(qwenJson(kL2));
    QVERIFY(scenarioFromJson(scenarioToJson(l2)) == l2);
    const LaunchFiles launchedL2
        = launchFiles(l2, estimate(l2, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(!launchedL2.error);
    const std::string &arguments = launchedL2.files.front().content;
    QVERIFY(arguments.find("--qk-l2-norm\n") != std::string::npos);
    QVERIFY(arguments.find("--qk-layernorm") == std::string::npos);
}

QTEST_APPLESS_MAIN(TestQueryKeyNorms)
#include "TestQueryKeyNorms.moc"
