// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The input panels edit the document through undoable steps: the pipeline engine and the
// model's dropout.
#include "document/ScenarioDocument.h"
#include "panels/InputPanels.h"

#include "scaleplan/engine/Catalog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QTest>
#include <QUndoStack>

using namespace scaleplan;

class TestInputPanels : public QObject
{
    Q_OBJECT

private slots:
    void pipelineEngineIsOneUndoableStep();
    void dropoutIsOneUndoableStep();
};

void TestInputPanels::pipelineEngineIsOneUndoableStep()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *combo = panels.findChild<QComboBox *>(QStringLiteral("pipelineEngine"));
    QVERIFY(combo != nullptr);
    // The default scenario has no pipeline: nothing to send, the choice is off.
    QCOMPARE(doc.scenario().parallel.pp, std::int64_t(1));
    QVERIFY(!combo->isEnabled());

    doc.edit(QStringLiteral("layout"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.parallel.tp = 2;
        s.parallel.pp = 2;
        s.parallel.zero = 1;
        s.parallel.sequenceParallel = false;
    });
    QTRY_VERIFY(doc.result().stepBreakdown.ppComm > 0);
    QVERIFY(combo->isEnabled());
    QCOMPARE(combo->currentData().toInt(), static_cast<int>(engine::PipelineEngine::Megatron));
    const double split = doc.result().stepBreakdown.ppComm;
    const int steps = doc.undoStack()->count();

    emit combo->activated(combo->findData(static_cast<int>(engine::PipelineEngine::DeepSpeed)));
    QCOMPARE(doc.scenario().communication.pipelineEngine, engine::PipelineEngine::DeepSpeed);
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    // tp 2 without sequence parallelism: every rank sends twice the bytes.
    QTRY_VERIFY(doc.result().stepBreakdown.ppComm > split);

    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().communication.pipelineEngine, engine::PipelineEngine::Megatron);
    QCOMPARE(combo->currentData().toInt(), static_cast<int>(engine::PipelineEngine::Megatron));
}

void TestInputPanels::dropoutIsOneUndoableStep()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *hidden = panels.findChild<QDoubleSpinBox *>(QStringLiteral("hiddenDropout"));
    auto *attention = panels.findChild<QDoubleSpinBox *>(QStringLiteral("attentionDropout"));
    QVERIFY(hidden != nullptr && attention != nullptr);
    // The default model, Llama 3 8B, trains without dropout.
    QCOMPARE(doc.scenario().model.hiddenDropout, 0.0);
    QCOMPARE(hidden->value(), 0.0);
    QTRY_VERIFY(doc.result().memoryGb.activations > 0);
    const double activations = doc.result().memoryGb.activations;
    const int steps = doc.undoStack()->count();

    hidden->setValue(0.1);
    QCOMPARE(doc.scenario().model.hiddenDropout, 0.1);
    QCOMPARE(doc.scenario().model.attentionDropout, 0.0);
    QVERIFY(doc.scenario().model.preset.empty()); // no longer the preset's model
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    // Two 1-byte masks of the hidden state per layer and micro-batch are now kept.
    QTRY_VERIFY(doc.result().memoryGb.activations > activations);

    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.hiddenDropout, 0.0);
    QCOMPARE(doc.scenario().model.preset, std::string("llama3-8b"));
    QCOMPARE(hidden->value(), 0.0);
    QTRY_COMPARE(doc.result().memoryGb.activations, activations);
}

QTEST_MAIN(TestInputPanels)

#include "TestInputPanels.moc"
