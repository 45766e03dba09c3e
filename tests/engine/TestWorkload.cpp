// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The workload of a model (engine/src/model/Workload.cpp): its parameters, model FLOPs, head
// widths and the keys a query sees (sliding windows, chunks) against model cards, checkpoints
// and hand-derived figures.
#include "TestSupport.h"
#include "model/Hardware.h"
#include "model/Kernels.h"
#include "model/LayerTime.h"
#include "model/Layout.h"
#include "model/Workload.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <string>

using namespace scaleplan::engine;
using scaleplan::test::gpt3OnOneTp8Node;
using scaleplan::test::scenarioFromJson;
using scaleplan::test::scenarioJson;

namespace {

ModelSpec presetModel(const char *id)
{
    return builtinCatalog().findPreset(id)->model;
}

} // namespace

class TestWorkload : public QObject
{
    Q_OBJECT

private slots:
    void parameterCounts_data();
    void parameterCounts();
    void presetParameterCountsAreExact();
    void modelFlopsMatchKorthikantiEquation7();
    void headWidthSetsTheAttentionProducts();
    void slidingWindowPricesOnlyTheBand();
    void chunkedAttentionPricesItsChunks();
};

void TestWorkload::parameterCounts_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("published");
    // Model cards: Llama 2 7B 6,738,415,616 (HF meta-llama/Llama-2-7b-hf); Llama 3 8B
    // 8.03e9, 70B 70.6e9, 405B 405.9e9 (Llama 3 paper Table 3 / model cards).
    QTest::newRow("llama2-7b") << QStringLiteral("llama2-7b") << 6.738e9;
    QTest::newRow("llama3-8b") << QStringLiteral("llama3-8b") << 8.03e9;
    QTest::newRow("llama3-70b") << QStringLiteral("llama3-70b") << 70.6e9;
    QTest::newRow("llama3-405b") << QStringLiteral("llama3-405b") << 405.9e9;
    // Mixtral 8x7B, every expert of every layer: 46.7B (Hugging Face model card of
    // mistralai/Mixtral-8x7B-v0.1; "47B" in Jiang et al. 2024).
    QTest::newRow("mixtral-8x7b") << QStringLiteral("mixtral-8x7b") << 46.70e9;
    // gpt-oss-120b: 116.83e9 (OpenAI's model card, Table 1).
    QTest::newRow("gpt-oss-120b") << QStringLiteral("gpt-oss-120b") << 116.83e9;
    // Llama 4 Maverick: 400B (Meta, "The Llama 4 herd", 2025-04-05). Scout's published 109B
    // includes its vision encoder, which the preset leaves out (exact count below).
    QTest::newRow("llama4-maverick") << QStringLiteral("llama4-maverick") << 400e9;
}

void TestWorkload::parameterCounts()
{
    QFETCH(QString, preset);
    QFETCH(double, published);
    const ModelSpec model = presetModel(preset.toStdString().c_str());
    SCALEPLAN_FUZZY(detail::totalParams(model), published, 0.01);
}

void TestWorkload::presetParameterCountsAreExact()
{
    // Every weight, bias and norm, to the parameter. Llama 2 7B: 6,738,415,616 (the fp16
    // checkpoint of meta-llama/Llama-2-7b-hf, model.safetensors.index.json total_size
    // 13,476,839,424 B, less its rotary inv_freq buffers, 32 layers x 64 x 2 B); Llama 3 8B
    // 16,060,522,496 B / 2 and Mixtral 8x7B 93,405,585,408 B / 2 (their bf16 checkpoints'
    // total_size). No biases, two RMSNorm scales a layer and a final one, untied.
    QCOMPARE(detail::totalParams(presetModel("llama2-7b")), 6'738'415'616.0);
    QCOMPARE(detail::totalParams(presetModel("llama3-8b")), 8'030'261'248.0);
    QCOMPARE(detail::totalParams(presetModel("mixtral-8x7b")), 46'702'792'704.0);
    // gpt-oss-120b, hand-derived from GptOssModel: a layer of q 2880 x 4096 + 4096, k and v
    // 2880 x 512 + 512 each, o 4096 x 2880 + 2880 (26,550,080), 128 experts of 2880 x 5760 +
    // 5760 and 2880 x 2880 + 2880 (3,186,155,520), the router 2880 x 128 and two RMSNorm
    // scales; 36 of them, the untied embedding and output layer 2 x 201088 x 2880 and the
    // final norm. The router's bias and the attention sinks (192 a layer) are left out.
    QCOMPARE(detail::totalParams(presetModel("gpt-oss-120b")), 116'829'149'760.0);
    // DeepSeek-V3, hand-derived from its configuration (DeepseekV3Model): a layer's latent
    // attention of 187,107,328 (TestLatentAttention) and two RMSNorm scales, 58 layers of
    // 256 routed experts and a shared one of 3 x 7168 x 2048 and the router 7168 x 256, 3
    // dense layers of 3 x 7168 x 18432, the untied embedding and output layer 2 x 129280 x
    // 7168 and the final norm: the paper's 671B. The router's bias and the multi-token
    // prediction module are left out.
    const double attention = 187'107'328.0 + 2.0 * 7168.0;
    const double expertLayer = attention + 257.0 * 3.0 * 7168.0 * 2048.0 + 7168.0 * 256.0;
    const double denseLayer = attention + 3.0 * 7168.0 * 18432.0;
    QCOMPARE(58.0 * expertLayer + 3.0 * denseLayer + 2.0 * 129280.0 * 7168.0 + 7168.0,
             671'026'404'352.0);
    QCOMPARE(detail::totalParams(presetModel("deepseek-v3")), 671'026'404'352.0);
    // Llama 4's language models, hand-derived from Llama4TextModel (TestHfConfig::
    // exactParameterCounts): 48 layers of attention 5120 x (5120 + 2 x 1024) + 5120 x 5120,
    // 16 experts in every layer of Scout and a shared expert, each 3 x 5120 x 8192, and the
    // router 5120 x 16, two RMSNorm scales; the untied embedding and output layer.
    const double llama4Attention = 5120.0 * (5120.0 + 2.0 * 1024.0) + 5120.0 * 5120.0;
    const double scoutLayer
        = llama4Attention + 17.0 * 3.0 * 5120.0 * 8192.0 + 5120.0 * 16.0 + 2.0 * 5120.0;
    QCOMPARE(48.0 * scoutLayer + 2.0 * 202048.0 * 5120.0 + 5120.0, 107'769'861'120.0);
    QCOMPARE(detail::totalParams(presetModel("llama4-scout")), 107'769'861'120.0);
    QCOMPARE(detail::totalParams(presetModel("llama4-maverick")), 400'711'848'960.0);
    // A GPT-3 block is Megatron's 12 h^2 + 13 h (Narayanan et al. 2021, Eq. 2: biases on
    // every product, two LayerNorms of scale and shift); the model adds 2,048 learned
    // positions and the final LayerNorm to the tied embedding.
    const ModelSpec gpt3 = presetModel("gpt3-175b");
    const double h = 12288;
    QCOMPARE(detail::layerParams(gpt3), 12.0 * h * h + 13.0 * h);
    QCOMPARE(detail::totalParams(gpt3),
             96.0 * (12.0 * h * h + 13.0 * h) + 50257.0 * h + 2048.0 * h + 2.0 * h);
    // Tensor parallelism splits the rest of a block but not its two LayerNorms (4h) nor the
    // biases added after the attention output's and the MLP down projection's reductions
    // (2h), which every rank holds; the learned positions sit whole on the one stage, the
    // vocabulary-parallel embedding splits.
    const detail::Layout tp8 = detail::deriveLayout(gpt3OnOneTp8Node(R"("recompute": "full")"), 8);
    QCOMPARE(tp8.layerParamsPerGpu, (12.0 * h * h + 7.0 * h) / 8.0 + 6.0 * h);
    SCALEPLAN_FUZZY(tp8.paramsPerGpuMax,
                    96.0 * tp8.layerParamsPerGpu + 50257.0 * h / 8.0 + 2048.0 * h + 2.0 * h, 1e-12);
    // Parallel blocks: GPT-NeoX-20B's 20,554,567,680, n_parameters in the model card of
    // EleutherAI/gpt-neox-20b (a LayerNorm for each branch); Falcon-7B and -40B as their model
    // classes count them (TestHfConfig::exactParameterCounts derives both).
    QCOMPARE(detail::totalParams(presetModel("gpt-neox-20b")), 20'554'567'680.0);
    QCOMPARE(detail::totalParams(presetModel("falcon-7b")), 6'921'720'704.0);
    QCOMPARE(detail::totalParams(presetModel("falcon-40b")), 41'303'293'952.0);
    // BERT-Large, 24 blocks of 12 h^2 + 13 h, the tied 30,522-word embedding, 512 learned
    // positions and one more LayerNorm (BERT's on the embeddings): 334,090,240, the
    // 335,141,888 of the encoder with its pooler less the pooler (h^2 + h) and the two
    // token-type embeddings (2 h).
    const double hb = 1024;
    QCOMPARE(detail::totalParams(presetModel("bert-large")),
             24.0 * (12.0 * hb * hb + 13.0 * hb) + 30522.0 * hb + 512.0 * hb + 2.0 * hb);
    QCOMPARE(detail::totalParams(presetModel("bert-large")) + hb * hb + hb + 2.0 * hb,
             335'141'888.0);
}

void TestWorkload::modelFlopsMatchKorthikantiEquation7()
{
    // 72 B L s h^2 (1 + s/(6h) + V/(12 h L)) per batch, Korthikanti et al. 2022 App. A.
    ModelSpec model = presetModel("gpt3-175b");
    const double L = 96, s = 2048, h = 12288, V = static_cast<double>(model.vocab);
    const double expected = 72.0 * L * s * h * h * (1.0 + s / (6.0 * h) + V / (12.0 * h * L));
    SCALEPLAN_FUZZY(detail::modelFlopsPerSequence(model), expected, 1e-12);
}

void TestWorkload::headWidthSetsTheAttentionProducts()
{
    // Qwen3-32B's shape: 64 heads of 128 (attention width A = 8192) beside hidden 5120, 8
    // key/value heads. Per layer h A (2 + 2 * 8 / 64) attention weights, 3 h f SwiGLU
    // weights, two RMSNorm scales (a SwiGLU shape is taken as Llama-style: no biases, as
    // Qwen3 has none); forward FLOPs per token 2 per weight plus 4 s A for the scores and
    // values.
    Scenario s = scenarioFromJson(scenarioJson(
        R"({"layers": 64, "hidden": 5120, "heads": 64, "kv_heads": 8, "head_dim": 128,
            "ffn_hidden": 25600, "vocab": 151936, "seq_len": 4096, "mlp": "swiglu"})",
        R"({"tokens": 1e12, "global_batch": 512, "micro_batch": 1, "recompute": "full"})",
        R"({"instance": "aws/p5.48xlarge", "nodes": 16})", R"({"tp": 8, "pp": 4})"));
    const double h = 5120, width = 8192, f = 25600, layers = 64, seq = 4096, vocab = 151936;
    const double attention = h * width * 2.25;
    SCALEPLAN_FUZZY(detail::layerParams(s.model), attention + 3.0 * h * f + 2.0 * h, 1e-12);
    const double perToken
        = layers * (2.0 * (attention + 3.0 * h * f) + 4.0 * seq * width) + 2.0 * h * vocab;
    SCALEPLAN_FUZZY(detail::modelFlopsPerSequence(s.model), 3.0 * perToken * seq, 1e-12);

    // Wider heads than hidden / heads cost time and activation memory; the width hidden /
    // heads gives is the same model as no head_dim at all.
    const Result wide = estimate(s, builtinCatalog());
    Scenario derived = s;
    derived.model.headDim = 0;
    const Result narrow = estimate(derived, builtinCatalog());
    QVERIFY(wide.stepBreakdown.compute > 1.05 * narrow.stepBreakdown.compute);
    QVERIFY(wide.memoryGb.weights > narrow.memoryGb.weights);
    derived.model.headDim = 80; // 64 x 80 = 5120
    const Result same = estimate(derived, builtinCatalog());
    QCOMPARE(same.stepTimeS, narrow.stepTimeS);
    QCOMPARE(same.memoryGb.total, narrow.memoryGb.total);
}

void TestWorkload::slidingWindowPricesOnlyTheBand()
{
    // Mistral 7B's shape at 32k tokens with its 4096-token window. Model FLOPs count the full
    // score matrix: s keys per query, w in a windowed layer. A causal kernel computes query
    // i against min(i + 1, w) keys: s / 2 on average without a window, w - w^2 / 2s with one
    // (4096 - 256 = 3840 here).
    Scenario full = scenarioFromJson(scenarioJson(
        R"({"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn_hidden": 14336,
            "vocab": 32000, "seq_len": 32768, "mlp": "swiglu"})",
        R"({"tokens": 1e11, "global_batch": 64, "micro_batch": 1, "recompute": "full"})",
        R"({"instance": "aws/p5.48xlarge", "nodes": 8})", R"({"tp": 8, "pp": 1})"));
    const double seq = 32768, w = 4096, width = 4096, layers = 32, tp = 8;
    Scenario windowed = full;
    windowed.model.attentionWindow = 4096;
    SCALEPLAN_FUZZY(detail::keysPerQuery(windowed.model, true), w - w * w / (2.0 * seq), 1e-12);
    SCALEPLAN_FUZZY(detail::keysPerQuery(windowed.model, false), w, 1e-12);
    SCALEPLAN_FUZZY(detail::modelFlopsPerSequence(full.model)
                        - detail::modelFlopsPerSequence(windowed.model),
                    3.0 * seq * layers * 4.0 * (seq - w) * width, 1e-9);

    // FlashAttention-2 skips the blocks outside the window: the forward pass computes only
    // the band, at the kernel's rate for the keys a call sweeps (the whole 32k sequence,
    // held at the 16k rate; twice the 3840 keys of the band).
    const detail::System system = detail::resolveSystem(full, builtinCatalog());
    const double cc = system.gpu->computeCapability;
    const double rate = system.sixteenBit.matmulFlops();
    const double fullKeys = seq / 2.0;
    const double bandKeys = w - w * w / (2.0 * seq);
    const auto attention = [&](double keys) {
        const detail::AttentionRates rates
            = detail::attentionRates(AttentionKernel::Flash2, cc, 2.0 * keys);
        return 4.0 * seq * keys * width / tp / (rate * rates.forward);
    };
    SCALEPLAN_FUZZY(detail::attentionRates(AttentionKernel::Flash2, cc, 2.0 * fullKeys).forward,
                    335.0 / 794.5, 1e-12);
    SCALEPLAN_FUZZY(detail::layerTime(full, system).forward
                        - detail::layerTime(windowed, system).forward,
                    attention(fullKeys) - attention(bandKeys), 1e-9);

    // Gemma 2's pattern, one full layer in two: half the windowed saving.
    Scenario alternating = windowed;
    alternating.model.fullAttentionEvery = 2;
    SCALEPLAN_FUZZY(detail::modelFlopsPerSequence(full.model)
                        - detail::modelFlopsPerSequence(alternating.model),
                    0.5 * 3.0 * seq * layers * 4.0 * (seq - w) * width, 1e-9);

    // FlashAttention-1 takes no window: it runs the whole causal matrix under a mask.
    Scenario flash1 = windowed;
    flash1.training.attentionKernel = AttentionKernel::Flash1;
    Scenario flash1Full = full;
    flash1Full.training.attentionKernel = AttentionKernel::Flash1;
    QCOMPARE(detail::layerTime(flash1, system).forward,
             detail::layerTime(flash1Full, system).forward);

    // A window as long as the sequence changes nothing; a shorter one shortens the step.
    Scenario wide = full;
    wide.model.attentionWindow = 32768;
    QCOMPARE(estimate(wide, builtinCatalog()).stepTimeS,
             estimate(full, builtinCatalog()).stepTimeS);
    QVERIFY(estimate(windowed, builtinCatalog()).stepTimeS
            < 0.8 * estimate(full, builtinCatalog()).stepTimeS);
}

void TestWorkload::chunkedAttentionPricesItsChunks()
{
    // Llama 4's chunked attention: a query sees the keys of its own chunk of w tokens up to
    // itself. At 32k tokens in chunks of 8,192: four short causal sequences, w / 2 = 4,096
    // keys a query on average (a sliding window of w: w - w^2 / 2s = 7,168); counted as model
    // FLOPs without the causal half, w keys, as a window of w.
    const char *model = R"({"layers": 48, "hidden": 5120, "heads": 40, "kv_heads": 8,
        "ffn_hidden": 16384, "vocab": 202048, "seq_len": 32768, "mlp": "swiglu",
        "attention_window": 8192, "attention_chunked": true})";
    const Scenario chunked = scenarioFromJson(scenarioJson(
        model, R"({"tokens": 1e11, "global_batch": 64, "micro_batch": 1, "recompute": "full"})",
        R"({"instance": "aws/p5.48xlarge", "nodes": 8})", R"({"tp": 8, "pp": 1})"));
    Scenario sliding = chunked;
    sliding.model.attentionChunked = false;
    const double seq = 32768, w = 8192;
    QCOMPARE(detail::keysPerQuery(chunked.model, true), w / 2.0);
    QCOMPARE(detail::keysPerQuery(chunked.model, false), w);
    QCOMPARE(detail::keysPerQuery(sliding.model, true), w - w * w / (2.0 * seq));
    QCOMPARE(detail::modelFlopsPerSequence(chunked.model),
             detail::modelFlopsPerSequence(sliding.model));
    // A last chunk shorter than the others: 10,000 tokens are chunks of 8,192 and 1,808.
    Scenario uneven = chunked;
    uneven.model.seqLen = 10000;
    SCALEPLAN_FUZZY(detail::keysPerQuery(uneven.model, true),
                    0.5 * (8192.0 * 8192.0 + 1808.0 * 1808.0) / 10000.0, 1e-12);
    // A chunk as long as the sequence is the whole causal sequence.
    Scenario whole = chunked;
    whole.model.seqLen = 8192;
    Scenario plain = whole;
    plain.model.attentionWindow = 0;
    plain.model.attentionChunked = false;
    QCOMPARE(detail::keysPerQuery(whole.model, true), detail::keysPerQuery(plain.model, true));
    // The kernel computes fewer keys than the sliding window's: a shorter forward pass.
    const detail::System system = detail::resolveSystem(chunked, builtinCatalog());
    QVERIFY(detail::layerTime(chunked, system).forward
            < detail::layerTime(sliding, system).forward);
    // Llama 4 attends to the whole sequence in one layer of four: three quarters chunked.
    Scenario llama4 = chunked;
    llama4.model.fullAttentionEvery = 4;
    SCALEPLAN_FUZZY(detail::keysPerQuery(llama4.model, true), 0.25 * seq / 2.0 + 0.75 * w / 2.0,
                    1e-12);

    // Chunks need their length, saved only where set, and Megatron-LM's window slides.
    std::string json = scenarioToJson(chunked);
    QVERIFY(json.find("\"attention_chunked\": true") != std::string::npos);
    QVERIFY(scenarioToJson(sliding).find("attention_chunked") == std::string::npos);
    const ScenarioLoad again = parseScenario(json, builtinCatalog());
    QVERIFY(again.scenario && again.scenario->model.attentionChunked);
    const std::string window = "\"attention_window\": 8192,";
    json.erase(json.find(window), window.size());
    const ScenarioLoad noWindow = parseScenario(json, builtinCatalog());
    QVERIFY(!noWindow.scenario);
    QCOMPARE(noWindow.error.field, std::string("model.attention_chunked"));
    QCOMPARE(noWindow.error.code, DiagCode::ChunkedNeedsWindow);
    const LaunchFiles megatron
        = launchFiles(chunked, estimate(chunked, builtinCatalog()), LaunchTarget::Megatron);
    QVERIFY(megatron.error);
    QCOMPARE(megatron.error->field, std::string("model.attention_chunked"));
    QVERIFY(
        !launchFiles(chunked, estimate(chunked, builtinCatalog()), LaunchTarget::Torchrun).error);
}

QTEST_APPLESS_MAIN(TestWorkload)
#include "TestWorkload.moc"
