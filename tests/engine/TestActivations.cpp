// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What a layer keeps for its backward pass (engine/src/model/Activations.cpp) against
// Korthikanti et al. 2022 Table 2 and hand-derived bytes.
#include "TestSupport.h"
#include "model/Activations.h"
#include "model/Hardware.h"
#include "model/LayerTime.h"

#include "scaleplan/engine/Catalog.h"

#include <QTest>

#include <string>

using namespace scaleplan::engine;
using scaleplan::test::gpt3OnOneTp8Node;
using scaleplan::test::scenarioFromJson;
using scaleplan::test::scenarioJson;

class TestActivations : public QObject
{
    Q_OBJECT

private slots:
    void activationsMatchKorthikantiTable2_data();
    void activationsMatchKorthikantiTable2();
    void fp8KeepsProductInputsInOneByte();
    void partialRecomputeRebuildsItsShare();
};

void TestActivations::activationsMatchKorthikantiTable2_data()
{
    QTest::addColumn<QString>("recompute");
    QTest::addColumn<bool>("sequenceParallel");
    QTest::addColumn<double>("bytesPerSbh"); // without the a*s/h term
    QTest::addColumn<double>("scoreTerm");   // coefficient of a*s/h (per sbh)
    QTest::addColumn<QString>("dropout");    // model fields added to the GPT-3 preset
    // Table 2 with t = 8: TP: 10 + 24/t + 5as/(ht); TP+SP: 34/t + 5as/(ht);
    // TP+selective: 10 + 24/t; TP+SP+selective: 34/t; full: 2 (with SP: 2/t).
    QTest::newRow("tp") << "none" << false << 10.0 + 24.0 / 8 << 5.0 / 8 << QString();
    QTest::newRow("tp+sp") << "none" << true << 34.0 / 8 << 5.0 / 8 << QString();
    QTest::newRow("tp+selective") << "selective" << false << 10.0 + 24.0 / 8 << 0.0 << QString();
    QTest::newRow("tp+sp+selective") << "selective" << true << 34.0 / 8 << 0.0 << QString();
    QTest::newRow("full") << "full" << false << 2.0 << 0.0 << QString();
    // Table 2 counts two 1-byte hidden dropout masks (the 10 holds 2 of them) and, per
    // score, a 1-byte mask and the 2-byte dropped output (2 of the 5): a model trained
    // without dropout keeps neither.
    const QString none = QStringLiteral(R"(, "attention_dropout": 0, "hidden_dropout": 0)");
    QTest::newRow("tp, no dropout") << "none" << false << 8.0 + 24.0 / 8 << 2.0 / 8 << none;
    QTest::newRow("tp+sp, no dropout") << "none" << true << 32.0 / 8 << 2.0 / 8 << none;
    QTest::newRow("tp+sp+selective, no dropout") << "selective" << true << 32.0 / 8 << 0.0 << none;
    QTest::newRow("tp, attention dropout only")
        << "none" << false << 8.0 + 24.0 / 8 << 5.0 / 8
        << QStringLiteral(R"(, "attention_dropout": 0.1, "hidden_dropout": 0)");
    QTest::newRow("tp, hidden dropout only")
        << "none" << false << 10.0 + 24.0 / 8 << 2.0 / 8
        << QStringLiteral(R"(, "attention_dropout": 0, "hidden_dropout": 0.1)");
}

void TestActivations::activationsMatchKorthikantiTable2()
{
    QFETCH(QString, recompute);
    QFETCH(bool, sequenceParallel);
    QFETCH(double, bytesPerSbh);
    QFETCH(double, scoreTerm);
    QFETCH(QString, dropout);
    const Scenario s = scenarioFromJson(scenarioJson(
        R"({"preset": "gpt3-175b")" + dropout.toStdString() + "}",
        R"({"tokens": 1e9, "global_batch": 8, "micro_batch": 1, "flash_attention": false, "recompute": ")"
            + recompute.toStdString() + "\"}",
        R"({"instance": "aws/p4d.24xlarge", "nodes": 1})",
        R"({"tp": 8, "sequence_parallel": )" + std::string(sequenceParallel ? "true" : "false")
            + "}"));
    const double sbh = 2048.0 * 12288.0;
    const double as_h = 96.0 * 2048.0 / 12288.0;
    SCALEPLAN_FUZZY(detail::activationBytesPerLayer(s), sbh * (bytesPerSbh + scoreTerm * as_h),
                    1e-12);
}

void TestActivations::fp8KeepsProductInputsInOneByte()
{
    // Transformer Engine's Linear keeps the fp8 copy of its input for the weight gradient
    // (`saved_inputmat`, 1 byte), where bf16 training keeps the 2-byte activation. Of
    // Table 2's 34 sbh/t (tp + sp + selective) four are product inputs: the QKV and MLP
    // inputs (2 + 2 of the replicated 10), the output projection's input (2) and the second
    // MLP product's input (2 x 4h/h = 8), so fp8 keeps 34 - 1 - 1 - 1 - 4 = 27 sbh/t.
    // FlashAttention keeps its output in bf16 for its own backward pass besides the fp8
    // copy: 2 more, plus the fp32 log-sum-exp (4 a s bytes per sequence).
    auto activations = [](const char *precision, bool flash) {
        return detail::activationBytesPerLayer(
            gpt3OnOneTp8Node(R"("recompute": "selective", "precision": ")" + std::string(precision)
                             + R"(", "flash_attention": )" + (flash ? "true" : "false")));
    };
    const double sbh = 2048.0 * 12288.0;
    SCALEPLAN_FUZZY(activations("bf16", false), 34.0 * sbh / 8, 1e-12);
    SCALEPLAN_FUZZY(activations("fp8", false), 27.0 * sbh / 8, 1e-12);
    const double lse = 4.0 * 96 * 2048 / 8;
    SCALEPLAN_FUZZY(activations("fp8", true), 29.0 * sbh / 8 + lse, 1e-12);
    SCALEPLAN_FUZZY(activations("bf16", true), 34.0 * sbh / 8 + lse, 1e-12);
}

void TestActivations::partialRecomputeRebuildsItsShare()
{
    // GPT-3 175B over tp 8 (sequence parallel) x pp 8: chunks of 96 / 8 = 12 layers. With
    // Megatron-LM's block method and 3 layers a chunk recomputed, a quarter of the layers
    // keep only their input (2 sbh/t, Table 2 "full") and the rest everything (34 sbh/t and
    // the fp32 log-sum-exp of FlashAttention); a quarter of the forward pass runs again,
    // with its two tensor-parallel collectives.
    auto scenario = [](const char *recompute) {
        return scenarioFromJson(
            scenarioJson(R"({"preset": "gpt3-175b"})",
                         std::string(R"({"tokens": 3e11, "global_batch": 64, "micro_batch": 1, )")
                             + recompute + "}",
                         R"({"instance": "aws/p4de.24xlarge", "nodes": 8})",
                         R"({"tp": 8, "pp": 8, "sequence_parallel": true})"));
    };
    const Scenario partial = scenario(R"("recompute": "full", "recompute_layers": 3)");
    const Scenario none = scenario(R"("recompute": "none")");
    const Scenario full = scenario(R"("recompute": "full")");
    QCOMPARE(detail::recomputedShare(partial), 0.25);
    QCOMPARE(detail::recomputedShare(full), 1.0);
    QCOMPARE(detail::recomputedShare(none), 0.0);
    const double sbh = 2048.0 * 12288.0;
    const double lse = 4.0 * 96 * 2048 / 8;
    SCALEPLAN_FUZZY(detail::activationBytesPerLayer(partial),
                    0.25 * 2.0 * sbh / 8 + 0.75 * (34.0 * sbh / 8 + lse), 1e-12);
    // One layer at a time is rebuilt whole, as with every layer recomputed.
    QCOMPARE(detail::recomputeWorkingBytes(partial), detail::recomputeWorkingBytes(full));

    const detail::System system = detail::resolveSystem(partial, builtinCatalog());
    const detail::LayerTime p = detail::layerTime(partial, system);
    const detail::LayerTime n = detail::layerTime(none, system);
    const detail::LayerTime f = detail::layerTime(full, system);
    SCALEPLAN_FUZZY(p.recompute, 0.25 * f.recompute, 1e-12);
    SCALEPLAN_FUZZY(p.tpComm, n.tpComm * 2.25 / 2.0, 1e-12);
    SCALEPLAN_FUZZY(f.tpComm, n.tpComm * 3.0 / 2.0, 1e-12);
}

QTEST_APPLESS_MAIN(TestActivations)
#include "TestActivations.moc"
