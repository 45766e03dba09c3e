// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The input panels edit the document through undoable steps: the pipeline engine, the
// model's dropout and architecture choices, the recomputed layers, context and expert parallelism
// and the pipeline overlap.
#include "common/Format.h"
#include "common/QuantityEdit.h"
#include "common/Texts.h"
#include "document/ScenarioDocument.h"
#include "panels/InputPanels.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"

#include <QCheckBox>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QMenu>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>

#include <QToolButton>
#include <QUndoStack>
#include <cmath>

#include <algorithm>

using namespace scaleplan;

class TestInputPanels : public QObject
{
    Q_OBJECT

private slots:
    void inputsComeInAManagersOrder();
    void modelDetailsOpenForADiagnosticOrACustomShape();
    void pipelineEngineIsOneUndoableStep();
    void gradientBucketsOnlyWithoutZero();
    void dropoutIsOneUndoableStep();
    void architectureChoicesAreOneUndoableStep();
    void recomputedLayersFollowFullRecomputation();
    void recomputedPartsFollowSelectiveRecomputation();
    void everyOtherProductReplacesTheParts();
    void contextParallelIsOneUndoableStep();
    void expertParallelOnlyForExperts();
    void expertCapacityOnlyForExperts();
    void denseLayersOnlyForExperts();
    void expertLayerIntervalSpreadsDenseLayers();
    void chunkedWindowIsAWindowKind();
    void expertGroupsAndDispatcherFollowExperts();
    void latentAttentionIsOneUndoableStep();
    void pairedShapeFieldsAreOneUndoableStepEach();
    void expertTensorParallelKeepsExpertsWhole();
    void pipelineOverlapNeedsInterleaving();
    void sequencesShowAsTokens();
    void tf32OnlyForFp32();
    void cudaGraphsRemoveTheHostsWait();
    void eagerKernelsAreOneUndoableStep();
    void softwareSetsTheRowsItImplies();
    void queryKeyNormsAreOneUndoableStep();
    void mixedPrecisionIsOneUndoableStep();
    void fp8ScalingFollowsThePrecision();
    void writtenOutGeluIsAnMlpType();
    void purchaseIsOneUndoableStep();
    void regionIsOneUndoableStep();
    void tooltipsCarryNoCatalogSources();
};

void TestInputPanels::inputsComeInAManagersOrder()
{
    // The goal, then what is trained on how much data, on which machines, how many and how
    // bought, then the layout; the model's shape and the training software's choices wait
    // under their details toggles.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    panels.show();
    QStringList titles;
    for (int i = 0; i < panels.layout()->count(); ++i) { // top to bottom
        if (const auto *group = qobject_cast<QGroupBox *>(panels.layout()->itemAt(i)->widget()))
            titles << group->title();
    }
    QCOMPARE(titles,
             (QStringList{QStringLiteral("Goal"), QStringLiteral("Model"),
                          QStringLiteral("Data and training"), QStringLiteral("Cluster"),
                          QStringLiteral("Scale and risk"), QStringLiteral("Parallel layout")}));
    const auto shown = [&panels](const char *name) {
        const QWidget *widget = panels.findChild<QWidget *>(QString::fromLatin1(name));
        return widget != nullptr && widget->isVisibleTo(&panels);
    };
    QVERIFY(shown("trainingAmount"));
    QVERIFY(!shown("experts"));      // a model detail
    QVERIFY(!shown("linearBiases")); // a model detail
    QVERIFY(!shown("recompute"));    // a training detail
    auto *details = panels.findChild<QToolButton *>(QStringLiteral("modelDetails"));
    QVERIFY(details != nullptr);
    QVERIFY(!details->isChecked());
    details->click();
    QVERIFY(shown("experts"));
    QVERIFY(shown("linearBiases"));
    QVERIFY(!shown("recompute")); // each group's details open on their own
    panels.findChild<QToolButton *>(QStringLiteral("trainingDetails"))->click();
    QVERIFY(shown("recompute"));
    details->click();
    QVERIFY(!shown("experts"));
}

void TestInputPanels::modelDetailsOpenForADiagnosticOrACustomShape()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    panels.show();
    auto *details = panels.findChild<QToolButton *>(QStringLiteral("modelDetails"));
    auto *experts = panels.findChild<QSpinBox *>(QStringLiteral("experts"));
    QVERIFY(details != nullptr && experts != nullptr);
    // More experts a token than experts, which no model has: the message names a model
    // detail, so the details open and show it under its row.
    doc.edit(QStringLiteral("experts"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model.preset.clear();
        s.model.experts = 2;
        s.model.expertsPerToken = 3;
    });
    QTRY_VERIFY(doc.problem().has_value());
    QTRY_VERIFY(details->isChecked());
    QVERIFY(experts->isVisibleTo(&panels));
    doc.undoStack()->undo();
    QTRY_VERIFY(!doc.problem().has_value());

    // Closed again, then Custom shape: a shape of one's own is typed in the details.
    details->click();
    QVERIFY(!details->isChecked());
    QComboBox *preset = nullptr;
    for (QComboBox *combo : panels.findChildren<QComboBox *>()) {
        if (combo->findText(QStringLiteral("Custom shape")) >= 0)
            preset = combo;
    }
    QVERIFY(preset != nullptr);
    const int custom = preset->findText(QStringLiteral("Custom shape"));
    preset->setCurrentIndex(custom);
    emit preset->activated(custom);
    QVERIFY(details->isChecked());
    QVERIFY(doc.scenario().model.preset.empty());
}

void TestInputPanels::tooltipsCarryNoCatalogSources()
{
    // The catalog's source lists (addresses, commits, notes) stay in the catalog file and the
    // report's appendix: the preset items name their paper, the instance items say where the
    // sources are.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    const QRegularExpression internal(QStringLiteral("https?://|github|\\b[0-9a-f]{40}\\b"));
    int presets = 0;
    int instances = 0;
    for (const QComboBox *combo : panels.findChildren<QComboBox *>()) {
        for (int i = 0; i < combo->count(); ++i) {
            const QString tip = combo->itemData(i, Qt::ToolTipRole).toString();
            QVERIFY2(!internal.match(tip).hasMatch(), qPrintable(tip));
            if (tip.startsWith(QStringLiteral("Sources: ")))
                ++presets;
            if (tip.contains(QStringLiteral("listed in the catalog file and in the appendix")))
                ++instances;
            if (combo->itemText(i) == QStringLiteral("Llama 3 8B"))
                QCOMPARE(tip, QStringLiteral("Sources: Dubey et al., 'The Llama 3 Herd of Models', "
                                             "arXiv:2407.21783, Table 3"));
        }
    }
    QCOMPARE(presets, int(engine::builtinCatalog().presets.size()));
    QVERIFY(instances >= 10);
}

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

void TestInputPanels::gradientBucketsOnlyWithoutZero()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *combo = panels.findChild<QComboBox *>(QStringLiteral("gradientBuckets"));
    QVERIFY(combo != nullptr);
    // The default scenario shards with ZeRO 3: DDP's buckets do not exist, the choice is off.
    QCOMPARE(doc.scenario().parallel.zero, 3);
    QVERIFY(!combo->isEnabled());

    doc.edit(QStringLiteral("layout"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.parallel.zero = 0; });
    QTRY_COMPARE(doc.result().parallel.zero, 0);
    QVERIFY(combo->isEnabled());
    QCOMPARE(combo->currentData().toInt(), static_cast<int>(engine::GradientBuckets::InPlace));
    const double gradients = doc.result().memoryGb.gradients;
    const int steps = doc.undoStack()->count();

    // Copied buckets: the bf16 gradients and their copy, 2 + 2 bytes where the fp32
    // gradient buffer took 4, so the same memory, but two copies a step more.
    const double other = doc.result().stepBreakdown.other;
    emit combo->activated(combo->findData(static_cast<int>(engine::GradientBuckets::Copied)));
    QCOMPARE(doc.scenario().communication.gradientBuckets, engine::GradientBuckets::Copied);
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QTRY_VERIFY(doc.result().stepBreakdown.other > other);
    QCOMPARE(doc.result().memoryGb.gradients, gradients);

    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().communication.gradientBuckets, engine::GradientBuckets::InPlace);
    QCOMPARE(combo->currentData().toInt(), static_cast<int>(engine::GradientBuckets::InPlace));
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

void TestInputPanels::architectureChoicesAreOneUndoableStep()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *biases = panels.findChild<QComboBox *>(QStringLiteral("linearBiases"));
    auto *norm = panels.findChild<QComboBox *>(QStringLiteral("normalization"));
    auto *positions = panels.findChild<QComboBox *>(QStringLiteral("positionEncoding"));
    QVERIFY(biases != nullptr && norm != nullptr && positions != nullptr);
    // The default model, Llama 3 8B: no biases, RMSNorm, rotary positions.
    QCOMPARE(biases->currentData().toInt(), static_cast<int>(engine::LinearBiases::None));
    QCOMPARE(norm->currentData().toInt(), static_cast<int>(engine::Normalization::RmsNorm));
    QCOMPARE(positions->currentData().toInt(), static_cast<int>(engine::PositionEncoding::Rope));
    QCOMPARE(positions->currentText(), QStringLiteral("rotary (RoPE)"));
    // The parameter count, exact for Llama 3 8B (its checkpoint's 8,030,261,248).
    const QList<QLabel *> labels = panels.findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](const QLabel *label) {
        return label->text().contains(QStringLiteral("8,030,261,248"));
    }));
    QTRY_VERIFY(doc.result().memoryGb.weights > 0);
    const double weights = doc.result().memoryGb.weights;
    const int steps = doc.undoStack()->count();

    // Learned positions add 8,192 x 4,096 parameters to the first stage.
    emit positions->activated(
        positions->findData(static_cast<int>(engine::PositionEncoding::Learned)));
    QCOMPARE(doc.scenario().model.positions, engine::PositionEncoding::Learned);
    QVERIFY(doc.scenario().model.preset.empty()); // no longer the preset's model
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QTRY_VERIFY(doc.result().memoryGb.weights > weights);

    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.positions, engine::PositionEncoding::Rope);
    QCOMPARE(doc.scenario().model.preset, std::string("llama3-8b"));
    QCOMPARE(positions->currentData().toInt(), static_cast<int>(engine::PositionEncoding::Rope));
    QTRY_COMPARE(doc.result().memoryGb.weights, weights);

    // Side by side behind one shared norm: 32 RMSNorm scales of 4,096 fewer, shown at once.
    auto *block = panels.findChild<QComboBox *>(QStringLiteral("transformerBlock"));
    QVERIFY(block != nullptr);
    QCOMPARE(block->currentText(), QStringLiteral("one after the other"));
    emit block->activated(block->findData(static_cast<int>(engine::TransformerBlock::Parallel)));
    QCOMPARE(doc.scenario().model.block, engine::TransformerBlock::Parallel);
    QVERIFY(doc.scenario().model.preset.empty());
    const QList<QLabel *> shown = panels.findChildren<QLabel *>();
    QVERIFY(std::any_of(shown.begin(), shown.end(), [](const QLabel *label) {
        return label->text().contains(
            QStringLiteral("8,030,130,176")); // 8,030,261,248 - 32 x 4,096
    }));
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.block, engine::TransformerBlock::Sequential);
    QCOMPARE(block->currentData().toInt(), static_cast<int>(engine::TransformerBlock::Sequential));

    // Bidirectional attention computes the whole score matrix: the step takes longer.
    auto *mask = panels.findChild<QComboBox *>(QStringLiteral("attentionMask"));
    QVERIFY(mask != nullptr);
    QCOMPARE(mask->currentText(), QStringLiteral("causal (decoder)"));
    QTRY_VERIFY(doc.result().stepTimeS > 0);
    const double causalStep = doc.result().stepTimeS;
    emit mask->activated(mask->findData(0));
    QVERIFY(!doc.scenario().model.causal);
    QTRY_VERIFY(doc.result().stepTimeS > causalStep);
    doc.undoStack()->undo();
    QVERIFY(doc.scenario().model.causal);
    QCOMPARE(mask->currentText(), QStringLiteral("causal (decoder)"));
    QTRY_COMPARE(doc.result().stepTimeS, causalStep);
}

void TestInputPanels::recomputedLayersFollowFullRecomputation()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *layers = panels.findChild<QSpinBox *>(QStringLiteral("recomputeLayers"));
    QVERIFY(layers != nullptr);
    // The default scenario recomputes selectively: the count does not apply.
    QCOMPARE(doc.scenario().training.recompute, engine::Recompute::Selective);
    QVERIFY(!layers->isEnabled());

    QTRY_VERIFY(doc.result().memoryGb.activations > 0);
    const double selective = doc.result().memoryGb.activations;
    doc.edit(QStringLiteral("full"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.recompute = engine::Recompute::Full; });
    QVERIFY(layers->isEnabled());
    QCOMPARE(layers->maximum(), 32); // Llama 3 8B without a pipeline: one chunk of 32 layers
    // Every layer keeps only its input: far less than selective recomputation keeps.
    QTRY_VERIFY(doc.result().memoryGb.activations < selective / 2);
    const double everyLayer = doc.result().memoryGb.activations;

    layers->setValue(8);
    QCOMPARE(doc.scenario().training.recomputeLayers, std::int64_t{8});
    // A quarter rebuilt, three quarters keep their activations: more memory.
    QTRY_VERIFY(doc.result().memoryGb.activations > everyLayer);

    // Leaving full recomputation clears the count in the same undoable step.
    auto *recompute = panels.findChild<QComboBox *>(QStringLiteral("recompute"));
    QVERIFY(recompute != nullptr);
    const int steps = doc.undoStack()->count();
    emit recompute->activated(recompute->findData(static_cast<int>(engine::Recompute::None)));
    QCOMPARE(doc.scenario().training.recompute, engine::Recompute::None);
    QCOMPARE(doc.scenario().training.recomputeLayers, std::int64_t{0});
    QVERIFY(!layers->isEnabled());
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().training.recompute, engine::Recompute::Full);
    QCOMPARE(doc.scenario().training.recomputeLayers, std::int64_t{8});
    QCOMPARE(layers->value(), 8);
}

void TestInputPanels::recomputedPartsFollowSelectiveRecomputation()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *parts = panels.findChild<QToolButton *>(QStringLiteral("recomputeModules"));
    auto *recompute = panels.findChild<QComboBox *>(QStringLiteral("recompute"));
    QVERIFY(parts != nullptr && recompute != nullptr && parts->menu() != nullptr);
    // The default scenario recomputes selectively with Megatron-Core's default part.
    QCOMPARE(doc.scenario().training.recompute, engine::Recompute::Selective);
    QVERIFY(parts->isEnabled());
    QCOMPARE(parts->text(), recomputeModulesText(0));
    QAction *mlps = nullptr;
    for (QAction *action : parts->menu()->actions()) {
        const auto module = static_cast<engine::RecomputeModule>(action->data().toInt());
        QCOMPARE(action->isChecked(), module == engine::RecomputeModule::CoreAttention);
        if (module == engine::RecomputeModule::Mlp)
            mlps = action;
    }
    QVERIFY(mlps != nullptr);
    QTRY_VERIFY(doc.result().memoryGb.activations > 0);
    const double kept = doc.result().memoryGb.activations;
    const int steps = doc.undoStack()->count();

    // Rebuilding the dense MLPs frees their intermediates: less memory, one step.
    mlps->trigger();
    QCOMPARE(doc.scenario().training.recomputeModules,
             std::uint8_t(static_cast<std::uint8_t>(engine::RecomputeModule::CoreAttention)
                          | static_cast<std::uint8_t>(engine::RecomputeModule::Mlp)));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(parts->text(), QStringLiteral("core_attn, mlp"));
    QVERIFY(mlps->isChecked());
    QTRY_VERIFY(doc.result().memoryGb.activations < kept);

    // Leaving selective recomputation clears the parts in the same undoable step.
    emit recompute->activated(recompute->findData(static_cast<int>(engine::Recompute::Full)));
    QCOMPARE(doc.scenario().training.recomputeModules, std::uint8_t(0));
    QVERIFY(!parts->isEnabled());
    QCOMPARE(doc.undoStack()->count(), steps + 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().training.recompute, engine::Recompute::Selective);
    QVERIFY(parts->isEnabled());
    QVERIFY(mlps->isChecked());
}

void TestInputPanels::everyOtherProductReplacesTheParts()
{
    // The default scenario (Llama 3 8B, selective recomputation by part) may recompute
    // torchtitan's way instead: one step that clears the parts, which the menu then leaves
    // to the policy; more rebuilt, less kept.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *policy = panels.findChild<QComboBox *>(QStringLiteral("selectivePolicy"));
    auto *parts = panels.findChild<QToolButton *>(QStringLiteral("recomputeModules"));
    auto *recompute = panels.findChild<QComboBox *>(QStringLiteral("recompute"));
    QVERIFY(policy != nullptr && parts != nullptr && recompute != nullptr);
    QVERIFY(policy->isEnabled());
    QCOMPARE(policy->currentData().toInt(), static_cast<int>(engine::SelectivePolicy::Parts));
    doc.edit(QStringLiteral("parts"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.training.recomputeModules = static_cast<std::uint8_t>(engine::RecomputeModule::Mlp);
    });
    QTRY_VERIFY(doc.result().memoryGb.activations > 0);
    const double byPart = doc.result().memoryGb.activations;
    const double rebuiltByPart = doc.result().stepBreakdown.recompute;
    const int steps = doc.undoStack()->count();

    emit policy->activated(
        policy->findData(static_cast<int>(engine::SelectivePolicy::EveryOtherMatmul)));
    QCOMPARE(doc.scenario().training.selectivePolicy, engine::SelectivePolicy::EveryOtherMatmul);
    QCOMPARE(doc.scenario().training.recomputeModules, std::uint8_t(0));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QVERIFY(!parts->isEnabled());
    QTRY_VERIFY(doc.result().stepBreakdown.recompute != rebuiltByPart);
    QVERIFY(doc.result().feasible);
    QVERIFY(doc.result().memoryGb.activations != byPart);

    // Leaving selective recomputation resets the policy in the same step.
    emit recompute->activated(recompute->findData(static_cast<int>(engine::Recompute::None)));
    QCOMPARE(doc.scenario().training.selectivePolicy, engine::SelectivePolicy::Parts);
    QCOMPARE(doc.undoStack()->count(), steps + 2);
    QVERIFY(!policy->isEnabled());
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().training.selectivePolicy, engine::SelectivePolicy::Parts);
    QCOMPARE(doc.scenario().training.recomputeModules,
             static_cast<std::uint8_t>(engine::RecomputeModule::Mlp));
    QVERIFY(parts->isEnabled());
}

void TestInputPanels::contextParallelIsOneUndoableStep()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *cp = panels.findChild<QSpinBox *>(QStringLiteral("contextParallel"));
    auto *dp = panels.findChild<QLabel *>(QStringLiteral("dataParallel"));
    QVERIFY(cp != nullptr && dp != nullptr);
    QCOMPARE(cp->value(), 1);
    QVERIFY(cp->isEnabled());
    QVERIFY(!dp->text().contains(QStringLiteral("cp")));
    QTRY_VERIFY(doc.result().memoryGb.activations > 0);
    const double whole = doc.result().memoryGb.activations;
    const int steps = doc.undoStack()->count();

    // The default scenario: 8 nodes of 8 H100, tp 1, pp 1. cp 2 halves dp and each GPU's
    // share of every sequence.
    cp->setValue(2);
    QCOMPARE(doc.scenario().parallel.cp, std::int64_t(2));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(dp->text(), QStringLiteral("GPUs / (tp × pp × cp) = 64 / (1 × 1 × 2) = 32"));
    QTRY_COMPARE(doc.result().parallel.cp, std::int64_t(2));
    QVERIFY(doc.result().memoryGb.activations < 0.6 * whole);

    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().parallel.cp, std::int64_t(1));
    QCOMPARE(cp->value(), 1);
}

void TestInputPanels::pipelineOverlapNeedsInterleaving()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *overlap = panels.findChild<QCheckBox *>(QStringLiteral("ppOverlap"));
    QVERIFY(overlap != nullptr);
    // The default scenario has no pipeline: nothing to overlap.
    QVERIFY(!overlap->isEnabled());
    doc.edit(QStringLiteral("layout"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.parallel.tp = 1;
        s.parallel.pp = 4;
        s.parallel.virtualStages = 2;
        s.parallel.zero = 1;
    });
    QVERIFY(overlap->isEnabled());
    QTRY_VERIFY(doc.result().stepBreakdown.ppComm > 0);
    const double exposed = doc.result().stepBreakdown.ppComm;
    const int steps = doc.undoStack()->count();
    overlap->setChecked(true);
    QVERIFY(doc.scenario().communication.ppOverlap);
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QTRY_VERIFY(doc.result().stepBreakdown.ppComm < exposed);
    doc.undoStack()->undo();
    QVERIFY(!doc.scenario().communication.ppOverlap);
    QVERIFY(!overlap->isChecked());
}

void TestInputPanels::expertParallelOnlyForExperts()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *ep = panels.findChild<QSpinBox *>(QStringLiteral("expertParallel"));
    QVERIFY(ep != nullptr);
    // Llama 3 8B, the default, is dense: nothing to spread.
    QCOMPARE(ep->value(), 1);
    QVERIFY(!ep->isEnabled());

    // Eight experts, two a token, ZeRO-1 (weights whole on every rank): on the default 64
    // GPUs (dp 64) ep 8 leaves each GPU one expert of every layer, in one undoable step,
    // and the all-to-all appears in the step.
    doc.edit(QStringLiteral("experts"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model.preset.clear();
        s.model.experts = 8;
        s.model.expertsPerToken = 2;
        s.parallel.zero = 1;
    });
    QVERIFY(ep->isEnabled());
    QTRY_COMPARE(doc.result().parallel.zero, 1); // the edited scenario's estimate
    const double weights = doc.result().memoryGb.weights;
    const int steps = doc.undoStack()->count();
    ep->setValue(8);
    QCOMPARE(doc.scenario().parallel.ep, std::int64_t(8));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QTRY_COMPARE(doc.result().parallel.ep, std::int64_t(8));
    QVERIFY(doc.result().stepBreakdown.epComm > 0);
    QVERIFY(doc.result().memoryGb.weights < weights);

    // The all-to-all overlap needs ep above 1: off before, on now; checking it is one
    // undoable step that hides all but one micro-batch's all-to-alls.
    auto *overlap = panels.findChild<QCheckBox *>(QStringLiteral("epOverlap"));
    QVERIFY(overlap != nullptr);
    QVERIFY(overlap->isEnabled());
    const double exposed = doc.result().stepBreakdown.epComm;
    overlap->setChecked(true);
    QVERIFY(doc.scenario().communication.epOverlap);
    QTRY_VERIFY(doc.result().stepBreakdown.epComm < exposed);
    doc.undoStack()->undo();
    QVERIFY(!doc.scenario().communication.epOverlap);

    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().parallel.ep, std::int64_t(1));
    QCOMPARE(ep->value(), 1);
    QVERIFY(!overlap->isEnabled());
}

void TestInputPanels::denseLayersOnlyForExperts()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *layers = panels.findChild<QSpinBox *>(QStringLiteral("denseLayers"));
    auto *width = panels.findChild<QSpinBox *>(QStringLiteral("denseFfnHidden"));
    QVERIFY(layers != nullptr && width != nullptr);
    // Llama 3 8B, the default, is dense: no expert layers to put dense ones before.
    QCOMPARE(layers->value(), 0);
    QVERIFY(!layers->isEnabled());
    QVERIFY(!width->isEnabled());

    doc.edit(QStringLiteral("experts"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model.preset.clear();
        s.model.experts = 8;
        s.model.expertsPerToken = 2;
    });
    QVERIFY(layers->isEnabled());
    QVERIFY(!width->isEnabled());
    const double params = engine::modelParameters(doc.scenario().model);
    const int steps = doc.undoStack()->count();
    // Two dense layers, one undoable step: fewer parameters, and their width opens.
    layers->setValue(2);
    QCOMPARE(doc.scenario().model.denseLayers, std::int64_t(2));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QVERIFY(engine::modelParameters(doc.scenario().model) < params);
    QVERIFY(width->isEnabled());
    width->setValue(20'000);
    QCOMPARE(doc.scenario().model.denseFfnHidden, std::int64_t(20'000));
    // No dense layers left: their width goes with them, so the scenario stays valid.
    layers->setValue(0);
    QCOMPARE(doc.scenario().model.denseFfnHidden, std::int64_t(0));
    QVERIFY(!width->isEnabled());
    QCOMPARE(engine::modelParameters(doc.scenario().model), params);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.denseLayers, std::int64_t(2));
    QCOMPARE(doc.scenario().model.denseFfnHidden, std::int64_t(20'000));
    QCOMPARE(width->value(), 20'000);
}

void TestInputPanels::expertLayerIntervalSpreadsDenseLayers()
{
    // Llama 4 Maverick's pattern: experts in every other layer, dense MLPs between them.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *interval = panels.findChild<QSpinBox *>(QStringLiteral("expertLayerInterval"));
    auto *width = panels.findChild<QSpinBox *>(QStringLiteral("denseFfnHidden"));
    QVERIFY(interval != nullptr && width != nullptr);
    QCOMPARE(interval->value(), 1);
    QCOMPARE(interval->minimum(), 1);
    QVERIFY(!interval->isEnabled()); // Llama 3 8B is dense
    doc.edit(QStringLiteral("experts"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model.preset.clear();
        s.model.experts = 8;
        s.model.expertsPerToken = 2;
    });
    QVERIFY(interval->isEnabled());
    QVERIFY(!width->isEnabled());
    const double params = engine::modelParameters(doc.scenario().model);
    const int steps = doc.undoStack()->count();
    interval->setValue(2);
    QCOMPARE(doc.scenario().model.expertLayerInterval, std::int64_t(2));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(interval->suffix(), QStringLiteral(" layers"));
    QCOMPARE(engine::denseLayerCount(doc.scenario().model), std::int64_t(16));
    QVERIFY(engine::modelParameters(doc.scenario().model) < params);
    QVERIFY(width->isEnabled());
    width->setValue(16'384);
    // Experts in every layer again: the dense width goes with the dense layers.
    interval->setValue(1);
    QCOMPARE(interval->suffix(), QStringLiteral(" layer"));
    QCOMPARE(doc.scenario().model.denseFfnHidden, std::int64_t(0));
    QVERIFY(!width->isEnabled());
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.expertLayerInterval, std::int64_t(2));
    QCOMPARE(doc.scenario().model.denseFfnHidden, std::int64_t(16'384));
    QCOMPARE(interval->value(), 2);
}

void TestInputPanels::expertGroupsAndDispatcherFollowExperts()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *groups = panels.findChild<QSpinBox *>(QStringLiteral("expertGroups"));
    auto *perToken = panels.findChild<QSpinBox *>(QStringLiteral("expertGroupsPerToken"));
    auto *dispatcher = panels.findChild<QComboBox *>(QStringLiteral("expertDispatcher"));
    QVERIFY(groups != nullptr && perToken != nullptr && dispatcher != nullptr);
    QCOMPARE(groups->minimum(), 1);
    QCOMPARE(perToken->specialValueText(), QStringLiteral("all"));
    // Llama 3 8B is dense and its layout has no expert parallelism: all three are off.
    QVERIFY(!groups->isEnabled());
    QVERIFY(!perToken->isEnabled());
    QVERIFY(!dispatcher->isEnabled());

    // Eight experts, two a token, spread over groups of four GPUs (two experts each).
    doc.edit(QStringLiteral("experts"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model.preset.clear();
        s.model.experts = 8;
        s.model.expertsPerToken = 2;
        s.parallel.zero = 1;
        s.parallel.ep = 4;
    });
    QVERIFY(groups->isEnabled());
    QVERIFY(!perToken->isEnabled());
    QVERIFY(dispatcher->isEnabled());
    const int steps = doc.undoStack()->count();
    groups->setValue(4);
    perToken->setValue(2);
    QCOMPARE(doc.scenario().model.expertGroups, std::int64_t(4));
    QCOMPARE(doc.scenario().model.expertGroupsPerToken, std::int64_t(2));
    QCOMPARE(doc.undoStack()->count(), steps + 2);
    // One group again: no limit is left to keep.
    groups->setValue(1);
    QCOMPARE(doc.scenario().model.expertGroupsPerToken, std::int64_t(0));
    QCOMPARE(perToken->value(), 0);
    QVERIFY(!perToken->isEnabled());
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.expertGroupsPerToken, std::int64_t(2));

    // DeepEP sends a token once to each GPU it reaches: less all-to-all time, one step.
    QTRY_VERIFY(doc.result().stepBreakdown.epComm > 0);
    const double allToAll = doc.result().stepBreakdown.epComm;
    emit dispatcher->activated(
        dispatcher->findData(static_cast<int>(engine::ExpertDispatcher::DeepEp)));
    QCOMPARE(doc.scenario().communication.expertDispatcher, engine::ExpertDispatcher::DeepEp);
    QTRY_VERIFY(doc.result().stepBreakdown.epComm < allToAll);
    doc.undoStack()->undo();
    QCOMPARE(dispatcher->currentData().toInt(),
             static_cast<int>(engine::ExpertDispatcher::AllToAll));
}

void TestInputPanels::chunkedWindowIsAWindowKind()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *kind = panels.findChild<QComboBox *>(QStringLiteral("attentionChunked"));
    QVERIFY(kind != nullptr);
    QCOMPARE(kind->count(), 2);
    QVERIFY(!kind->isEnabled()); // Llama 3 8B attends to the whole sequence
    doc.edit(QStringLiteral("window"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model.preset.clear();
        s.model.attentionWindow = 2048;
    });
    QVERIFY(kind->isEnabled());
    QCOMPARE(kind->currentData().toInt(), 0);
    QTRY_VERIFY(doc.result().stepTimeS > 0);
    const double sliding = doc.result().stepTimeS;
    const int steps = doc.undoStack()->index();
    emit kind->activated(1);
    QVERIFY(doc.scenario().model.attentionChunked);
    QCOMPARE(doc.undoStack()->index(), steps + 1);
    // Chunks of 2,048 at 8,192 tokens: 1,024 keys a query where the window sees 1,792.
    QTRY_VERIFY(doc.result().stepTimeS < sliding);
    doc.undoStack()->undo();
    QVERIFY(!doc.scenario().model.attentionChunked);
    QCOMPARE(kind->currentData().toInt(), 0);
}

void TestInputPanels::latentAttentionIsOneUndoableStep()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *kv = panels.findChild<QSpinBox *>(QStringLiteral("kvLoraRank"));
    auto *query = panels.findChild<QSpinBox *>(QStringLiteral("qLoraRank"));
    QVERIFY(kv != nullptr && query != nullptr);
    // Llama 3 8B, the default: grouped-query attention (8 key/value heads), no latents.
    QCOMPARE(kv->value(), 0);
    QVERIFY(kv->isEnabled());
    QVERIFY(!query->isEnabled());
    const double params = engine::modelParameters(doc.scenario().model);
    const int steps = doc.undoStack()->count();
    // A key-value latent turns latent attention on in one step and gives every head its own
    // key and value, so the scenario stays valid.
    kv->setValue(512);
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(doc.scenario().model.kvLoraRank, std::int64_t(512));
    QCOMPARE(doc.scenario().model.kvHeads, doc.scenario().model.heads);
    QVERIFY(query->isEnabled());
    query->setValue(1536);
    QCOMPARE(doc.scenario().model.qLoraRank, std::int64_t(1536));
    QVERIFY(engine::modelParameters(doc.scenario().model) != params);
    QTRY_VERIFY(doc.result().stepTimeS > 0);
    // Without the latent the query latent goes too.
    kv->setValue(0);
    QCOMPARE(doc.scenario().model.qLoraRank, std::int64_t(0));
    QVERIFY(!query->isEnabled());
    // Undo returns both latents; the first step's undo returns the 8 key/value heads.
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.kvLoraRank, std::int64_t(512));
    QCOMPARE(query->value(), 1536);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.kvLoraRank, std::int64_t(0));
    QCOMPARE(doc.scenario().model.kvHeads, std::int64_t(8));
    QCOMPARE(engine::modelParameters(doc.scenario().model), params);
}

void TestInputPanels::pairedShapeFieldsAreOneUndoableStepEach()
{
    // Rows of two fields (experts and experts per token; rotary and value head widths) edit
    // their own member, one undoable step a change, and leave the preset.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    const std::pair<const char *, std::int64_t engine::ModelSpec::*> fields[]
        = {{"experts", &engine::ModelSpec::experts},
           {"expertsPerToken", &engine::ModelSpec::expertsPerToken},
           {"qkRopeHeadDim", &engine::ModelSpec::qkRopeHeadDim},
           {"vHeadDim", &engine::ModelSpec::vHeadDim}};
    for (const auto &[name, member] : fields) {
        auto *box = panels.findChild<QSpinBox *>(QString::fromLatin1(name));
        QVERIFY2(box != nullptr, name);
        const engine::Scenario before = doc.scenario();
        const int steps = doc.undoStack()->index();
        box->setValue(box->value() + 4);
        QCOMPARE(doc.undoStack()->index(), steps + 1);
        QCOMPARE(doc.scenario().model.*member, before.model.*member + 4);
        QVERIFY(doc.scenario().model.preset.empty());
        doc.undoStack()->undo();
        QVERIFY2(doc.scenario() == before, name);
        QCOMPARE(std::int64_t(box->value()), before.model.*member);
    }
}

void TestInputPanels::expertCapacityOnlyForExperts()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *capacity = panels.findChild<QDoubleSpinBox *>(QStringLiteral("expertCapacityFactor"));
    QVERIFY(capacity != nullptr);
    // A dense model has no expert buffers to pad: the row is off and reads "dropless".
    QVERIFY(!capacity->isEnabled());
    QCOMPARE(capacity->value(), 0.0);
    QCOMPARE(capacity->text(), capacity->specialValueText());

    doc.edit(QStringLiteral("experts"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model.preset.clear();
        s.model.experts = 8;
        s.model.expertsPerToken = 2;
        s.parallel.zero = 1;
    });
    QVERIFY(capacity->isEnabled());
    QTRY_COMPARE(doc.result().parallel.zero, 1);
    const double dropless = doc.result().stepTimeS;
    const int steps = doc.undoStack()->count();
    // Padding to 1.5x the balanced share is one undoable step and costs time.
    capacity->setValue(1.5);
    QCOMPARE(doc.scenario().training.expertCapacityFactor.value_or(0.0), 1.5);
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QTRY_VERIFY(doc.result().stepTimeS > dropless);
    // There is no factor below 1: a step down from 1 is dropless again (no factor in the
    // file), a step up from dropless is 1.
    capacity->setValue(1.0);
    capacity->stepDown();
    QCOMPARE(capacity->value(), 0.0);
    QVERIFY(!doc.scenario().training.expertCapacityFactor);
    capacity->stepUp();
    QCOMPARE(capacity->value(), 1.0);
    QCOMPARE(doc.scenario().training.expertCapacityFactor.value_or(0.0), 1.0);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(capacity->value(), 1.5);
}

void TestInputPanels::expertTensorParallelKeepsExpertsWhole()
{
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *etp = panels.findChild<QSpinBox *>(QStringLiteral("expertTensorParallel"));
    QVERIFY(etp != nullptr);
    // Dense: nothing to split; the box reads "as tp".
    QVERIFY(!etp->isEnabled());
    QCOMPARE(etp->text(), etp->specialValueText());

    // Eight experts at tp 2 with sequence parallelism and ep 8: keeping the experts whole
    // (1) is one undoable step and removes the gather of routed copies over tp.
    doc.edit(QStringLiteral("experts"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model.preset.clear();
        s.model.experts = 8;
        s.model.expertsPerToken = 2;
        s.parallel.zero = 1;
        s.parallel.tp = 2;
        s.parallel.ep = 8;
        s.parallel.sequenceParallel = true;
        s.parallel.dp = 0;
    });
    QVERIFY(etp->isEnabled());
    QTRY_COMPARE(doc.result().parallel.ep, std::int64_t(8));
    QVERIFY(!doc.problem());
    const double split = doc.result().stepBreakdown.tpComm;
    const int steps = doc.undoStack()->count();
    etp->setValue(1);
    QCOMPARE(doc.scenario().parallel.expertTp, std::int64_t(1));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QTRY_COMPARE(doc.result().parallel.expertTp, std::int64_t(1));
    QVERIFY(doc.result().stepBreakdown.tpComm < split);
    doc.undoStack()->undo();
    QCOMPARE(etp->value(), 0);
    QCOMPARE(doc.scenario().parallel.expertTp, std::int64_t(0));
}

void TestInputPanels::sequencesShowAsTokens()
{
    // A transformer's file may count sequences: 1e8 of 128 tokens read as 12.8 billion
    // tokens, not "required"; editing the amount makes tokens the one amount.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *amount = panels.findChild<QuantityEdit *>(QStringLiteral("trainingAmount"));
    QVERIFY(amount != nullptr);
    doc.edit(QStringLiteral("samples"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model.preset.clear();
        s.model.seqLen = 128;
        s.training.tokens = 0;
        s.training.samples = 1e8;
    });
    QCOMPARE(amount->value(), std::optional<double>(12.8e9));
    amount->setText(QStringLiteral("20B"));
    emit amount->editingFinished();
    QCOMPARE(doc.scenario().training.tokens, 20e9);
    QCOMPARE(doc.scenario().training.samples, 0.0);
    // "15T" is fifteen trillion tokens, not fifteen billion.
    amount->setText(QStringLiteral("15T"));
    emit amount->editingFinished();
    QCOMPARE(doc.scenario().training.tokens, 15e12);
}

void TestInputPanels::cudaGraphsRemoveTheHostsWait()
{
    // A small model at micro-batch 1 waits for the host; choosing CUDA graphs is one
    // undoable step that removes the wait.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *graphs = panels.findChild<QComboBox *>(QStringLiteral("cudaGraphs"));
    QVERIFY(graphs != nullptr);
    QCOMPARE(graphs->currentData().toBool(), false);
    doc.edit(QStringLiteral("small"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.model = engine::ModelSpec{};
        s.model.layers = 12;
        s.model.hidden = 512;
        s.model.heads = 8;
        s.model.kvHeads = 8;
        s.model.ffnHidden = 2048;
        s.model.vocab = 32000;
        s.model.seqLen = 512;
        s.training.microBatch = 1;
    });
    QTRY_VERIFY(doc.result().stepBreakdown.hostWait > 0);
    emit graphs->activated(graphs->findData(true));
    QVERIFY(doc.scenario().training.cudaGraphs);
    QTRY_COMPARE(doc.result().stepBreakdown.hostWait, 0.0);
    doc.undoStack()->undo();
    QVERIFY(!doc.scenario().training.cudaGraphs);
    QCOMPARE(graphs->currentData().toBool(), false);
}

void TestInputPanels::tf32OnlyForFp32()
{
    // Mixed precision has no fp32 products: the row is off. In fp32, turning TF32 on is one
    // undoable step that runs the products on tensor cores: the step gets faster.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *tf32 = panels.findChild<QComboBox *>(QStringLiteral("tf32"));
    QVERIFY(tf32 != nullptr);
    QVERIFY(!tf32->isEnabled());
    QTRY_VERIFY(doc.result().memoryGb.weights > 0);
    const double mixedWeights = doc.result().memoryGb.weights;
    doc.edit(QStringLiteral("fp32"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.training.precision = engine::Precision::Fp32;
        s.cluster.instance = "aws/p4de.24xlarge"; // A100 80GB: TF32 units
    });
    QVERIFY(tf32->isEnabled());
    QCOMPARE(tf32->currentData().toInt(), -1);
    QTRY_VERIFY(doc.result().memoryGb.weights > mixedWeights); // the fp32 estimate is in
    const double fp32Step = doc.result().stepTimeS;
    emit tf32->activated(tf32->findData(1));
    QCOMPARE(doc.scenario().training.tf32, std::optional<bool>(true));
    QTRY_VERIFY(doc.result().stepTimeS < fp32Step);
    doc.undoStack()->undo();
    QVERIFY(!doc.scenario().training.tf32.has_value());
    QCOMPARE(tf32->currentData().toInt(), -1);
}

void TestInputPanels::eagerKernelsAreOneUndoableStep()
{
    // The default scenario (Llama 3 8B: RMSNorm, rotary, SwiGLU) in eager PyTorch: one
    // undoable step that makes the step slower and the activations larger; the report's
    // word for it is the combo's.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *kernels = panels.findChild<QComboBox *>(QStringLiteral("kernels"));
    QVERIFY(kernels != nullptr);
    QVERIFY(kernels->isEnabled());
    QCOMPARE(kernels->currentData().toInt(), static_cast<int>(engine::KernelStyle::Fused));
    QTRY_VERIFY(doc.result().stepTimeS > 0);
    const double fusedStep = doc.result().stepTimeS;
    const double fusedActivations = doc.result().memoryGb.activations;
    const int steps = doc.undoStack()->index();
    emit kernels->activated(kernels->findData(static_cast<int>(engine::KernelStyle::Eager)));
    QCOMPARE(doc.scenario().training.kernels, engine::KernelStyle::Eager);
    QCOMPARE(doc.undoStack()->index(), steps + 1);
    QTRY_VERIFY(doc.result().stepTimeS > fusedStep);
    QVERIFY(doc.result().memoryGb.activations > fusedActivations);
    QCOMPARE(kernels->currentText(), kernelsText(engine::KernelStyle::Eager));
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().training.kernels, engine::KernelStyle::Fused);
    QCOMPARE(kernels->currentData().toInt(), static_cast<int>(engine::KernelStyle::Fused));
}

void TestInputPanels::softwareSetsTheRowsItImplies()
{
    // Choosing PyTorch FSDP sets the element-wise kernels to eager in the same undoable
    // step, and the kernels row shows it; DeepSpeed then runs its own pipeline engine and
    // fused kernels again.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *software = panels.findChild<QComboBox *>(QStringLiteral("software"));
    auto *kernels = panels.findChild<QComboBox *>(QStringLiteral("kernels"));
    QVERIFY(software != nullptr && kernels != nullptr);
    QCOMPARE(software->currentData().toInt(), static_cast<int>(engine::Software::Unspecified));
    const int steps = doc.undoStack()->index();
    emit software->activated(software->findData(static_cast<int>(engine::Software::PytorchFsdp)));
    QCOMPARE(doc.scenario().training.software, engine::Software::PytorchFsdp);
    QCOMPARE(doc.scenario().training.kernels, engine::KernelStyle::Eager);
    QCOMPARE(doc.undoStack()->index(), steps + 1);
    QCOMPARE(kernels->currentData().toInt(), static_cast<int>(engine::KernelStyle::Eager));
    emit software->activated(software->findData(static_cast<int>(engine::Software::DeepSpeed)));
    QCOMPARE(doc.scenario().communication.pipelineEngine, engine::PipelineEngine::DeepSpeed);
    QCOMPARE(doc.scenario().training.kernels, engine::KernelStyle::Fused);
    QCOMPARE(software->currentText(), softwareText(engine::Software::DeepSpeed));
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        // The row where a user finds it: Training details opened, at a laptop's width.
        auto *details = panels.findChild<QToolButton *>(QStringLiteral("trainingDetails"));
        QVERIFY(details != nullptr);
        details->setChecked(true);
        panels.resize(560, 1400);
        panels.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panels));
        panels.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                           + QStringLiteral("/training-software.png"));
    }
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().training.software, engine::Software::Unspecified);
    QCOMPARE(doc.scenario().training.kernels, engine::KernelStyle::Fused);
}

void TestInputPanels::queryKeyNormsAreOneUndoableStep()
{
    // Llama 3 8B with Qwen3's per-head query and key norms: one undoable step that adds
    // their passes and kept inputs, and their scales to the parameter count.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *norms = panels.findChild<QComboBox *>(QStringLiteral("qkNorms"));
    QVERIFY(norms != nullptr);
    QCOMPARE(norms->currentData().toInt(), static_cast<int>(engine::QkNorms::None));
    QTRY_VERIFY(doc.result().stepTimeS > 0);
    const double step = doc.result().stepTimeS;
    const double activations = doc.result().memoryGb.activations;
    const double parameters = engine::modelParameters(doc.scenario().model);
    const int steps = doc.undoStack()->index();
    emit norms->activated(norms->findData(static_cast<int>(engine::QkNorms::PerHead)));
    QCOMPARE(doc.scenario().model.qkNorms, engine::QkNorms::PerHead);
    QCOMPARE(doc.undoStack()->index(), steps + 1);
    QCOMPARE(engine::modelParameters(doc.scenario().model), parameters + 32.0 * 2 * 128);
    QTRY_VERIFY(doc.result().stepTimeS > step);
    QVERIFY(doc.result().memoryGb.activations > activations);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.qkNorms, engine::QkNorms::None);
}

void TestInputPanels::mixedPrecisionIsOneUndoableStep()
{
    // The default scenario (Llama 3 8B in bf16) under PyTorch's autocast: one undoable step
    // that adds the weights' casts and keeps the fp32 residual stream; in fp32 training the
    // choice is off.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *mixed = panels.findChild<QComboBox *>(QStringLiteral("mixedPrecision"));
    QVERIFY(mixed != nullptr);
    QVERIFY(mixed->isEnabled());
    QCOMPARE(mixed->currentData().toInt(), static_cast<int>(engine::MixedPrecision::MainCopy));
    QTRY_VERIFY(doc.result().stepTimeS > 0);
    const double step = doc.result().stepTimeS;
    const double activations = doc.result().memoryGb.activations;
    const int steps = doc.undoStack()->index();
    emit mixed->activated(mixed->findData(static_cast<int>(engine::MixedPrecision::Autocast)));
    QCOMPARE(doc.scenario().training.mixedPrecision, engine::MixedPrecision::Autocast);
    QCOMPARE(doc.undoStack()->index(), steps + 1);
    QTRY_VERIFY(doc.result().stepTimeS > step);
    QVERIFY(doc.result().memoryGb.activations > activations);
    QCOMPARE(mixed->currentText(), mixedPrecisionText(engine::MixedPrecision::Autocast));
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().training.mixedPrecision, engine::MixedPrecision::MainCopy);
    QCOMPARE(mixed->currentData().toInt(), static_cast<int>(engine::MixedPrecision::MainCopy));

    doc.edit(QStringLiteral("precision"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.precision = engine::Precision::Fp32; });
    QTRY_VERIFY(!mixed->isEnabled());
}

void TestInputPanels::fp8ScalingFollowsThePrecision()
{
    // Off in bf16; in fp8, current scaling is one undoable step that lengthens the step
    // (each cast reads its tensor once more for the amax) and leaves memory as it was.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *scaling = panels.findChild<QComboBox *>(QStringLiteral("fp8Scaling"));
    QVERIFY(scaling != nullptr);
    QVERIFY(!scaling->isEnabled());
    QTRY_VERIFY(doc.result().stepTimeS > 0);
    const double bf16Step = doc.result().stepTimeS;
    doc.edit(QStringLiteral("fp8"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.precision = engine::Precision::Fp8; });
    QTRY_VERIFY(scaling->isEnabled());
    QTRY_VERIFY(doc.result().stepTimeS < bf16Step); // the fp8 estimate has arrived
    const double step = doc.result().stepTimeS;
    const double memory = doc.result().memoryGb.total;
    const int steps = doc.undoStack()->index();
    emit scaling->activated(scaling->findData(static_cast<int>(engine::Fp8Scaling::Current)));
    QCOMPARE(doc.scenario().training.fp8Scaling, engine::Fp8Scaling::Current);
    QCOMPARE(doc.undoStack()->index(), steps + 1);
    QTRY_VERIFY(doc.result().stepTimeS > step);
    QCOMPARE(doc.result().memoryGb.total, memory);
    QCOMPARE(scaling->currentText(), fp8ScalingText(engine::Fp8Scaling::Current));
}

void TestInputPanels::writtenOutGeluIsAnMlpType()
{
    // The MLP type row sets the block and, for GELU, its form in one undoable step; with eager
    // kernels the written-out GELU moves more bytes than one GELU kernel.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *mlp = panels.findChild<QComboBox *>(QStringLiteral("mlp"));
    QVERIFY(mlp != nullptr);
    QCOMPARE(mlp->count(), 3);
    QCOMPARE(mlp->currentText(), mlpText(engine::MlpKind::SwiGlu));
    doc.edit(QStringLiteral("eager"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.kernels = engine::KernelStyle::Eager; });
    emit mlp->activated(0);
    QCOMPARE(doc.scenario().model.mlp, engine::MlpKind::Gelu);
    QCOMPARE(doc.scenario().model.geluForm, engine::GeluForm::Kernel);
    QTRY_VERIFY(doc.result().stepTimeS > 0);
    const double kernel = doc.result().stepTimeS;
    const int steps = doc.undoStack()->index();
    emit mlp->activated(1);
    QCOMPARE(doc.scenario().model.mlp, engine::MlpKind::Gelu);
    QCOMPARE(doc.scenario().model.geluForm, engine::GeluForm::WrittenOut);
    QCOMPARE(doc.undoStack()->index(), steps + 1);
    QCOMPARE(mlp->currentText(), mlpText(engine::MlpKind::Gelu, engine::GeluForm::WrittenOut));
    QTRY_VERIFY(doc.result().stepTimeS > kernel);
    // Back to SwiGLU clears the form, which SwiGLU does not have.
    emit mlp->activated(2);
    QCOMPARE(doc.scenario().model.mlp, engine::MlpKind::SwiGlu);
    QCOMPARE(doc.scenario().model.geluForm, engine::GeluForm::Kernel);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().model.geluForm, engine::GeluForm::WrittenOut);
    QCOMPARE(mlp->currentData().toInt(), 1);
}

void TestInputPanels::purchaseIsOneUndoableStep()
{
    // The default scenario's p5.48xlarge nodes bought with a 1-year Savings Plan: one undoable
    // step that lowers the compute cost by the catalog's rates ($34.6752 against $55.04 a
    // node-hour, no spot share); Google's A3 has no Capacity Block, which the row then says.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *purchase = panels.findChild<QComboBox *>(QStringLiteral("commitment"));
    QVERIFY(purchase != nullptr);
    QCOMPARE(purchase->currentData().toInt(), static_cast<int>(engine::Commitment::OnDemand));
    QTRY_VERIFY(doc.result().costUsd.compute > 0);
    QCOMPARE(doc.scenario().cluster.instance, std::string("aws/p5.48xlarge"));
    QCOMPARE(doc.scenario().pricing.spotFraction, 0.0);
    const double onDemand = doc.result().costUsd.compute;
    const int steps = doc.undoStack()->index();
    emit purchase->activated(purchase->findData(static_cast<int>(engine::Commitment::Reserved1y)));
    QCOMPARE(doc.scenario().pricing.commitment, engine::Commitment::Reserved1y);
    QCOMPARE(doc.undoStack()->index(), steps + 1);
    QTRY_VERIFY(doc.result().costUsd.compute < onDemand);
    QVERIFY(std::abs(doc.result().costUsd.compute / onDemand - 34.6752 / 55.04) < 1e-9);
    // The price row names the rate the cost now uses, not the on-demand one.
    auto *price = panels.findChild<QDoubleSpinBox *>(QStringLiteral("pricePerNodeHour"));
    QVERIFY(price != nullptr);
    QTRY_COMPARE(price->specialValueText(),
                 QStringLiteral("catalog: %1 per node-hour").arg(formatUsd(34.6752)));
    QVERIFY2(price->toolTip().contains(QStringLiteral("bought as: 1-year reservation")),
             qPrintable(price->toolTip()));
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().pricing.commitment, engine::Commitment::OnDemand);
    QCOMPARE(purchase->currentData().toInt(), static_cast<int>(engine::Commitment::OnDemand));

    doc.edit(QStringLiteral("cluster"), ScenarioDocument::Merge::None, [](engine::Scenario &s) {
        s.cluster.instance = "gcp/a3-highgpu-8g";
        s.pricing.commitment = engine::Commitment::CapacityBlock;
    });
    QTRY_VERIFY(doc.problem().has_value());
    QCOMPARE(doc.problem()->field, std::string("pricing.commitment"));
    QVERIFY2(diagnosticLine(*doc.problem()).contains(QStringLiteral("1-year reservation")),
             qPrintable(diagnosticLine(*doc.problem())));
}

void TestInputPanels::regionIsOneUndoableStep()
{
    // The default scenario's p5.48xlarge nodes in London: $71.552 a node-hour against
    // $55.04 in the catalog's default us-east-1, one undoable step.
    ScenarioDocument doc(engine::builtinCatalog());
    InputPanels panels(&doc);
    auto *region = panels.findChild<QComboBox *>(QStringLiteral("region"));
    QVERIFY(region != nullptr);
    QCOMPARE(region->itemText(0), QStringLiteral("us-east-1 (catalog default)"));
    QVERIFY(region->findData(QStringLiteral("eu-west-2")) > 0);
    QTRY_VERIFY(doc.result().costUsd.compute > 0);
    const double home = doc.result().costUsd.compute;
    const int steps = doc.undoStack()->index();
    emit region->activated(region->findData(QStringLiteral("eu-west-2")));
    QCOMPARE(doc.scenario().cluster.region, std::string("eu-west-2"));
    QCOMPARE(doc.undoStack()->index(), steps + 1);
    QTRY_VERIFY(doc.result().costUsd.compute > home);
    QVERIFY(std::abs(doc.result().costUsd.compute / home - 71.552 / 55.04) < 1e-9);
    doc.undoStack()->undo();
    QVERIFY(doc.scenario().cluster.region.empty());
    QCOMPARE(region->currentIndex(), 0);

    // An instance the scenario names elsewhere lists its own regions.
    doc.edit(QStringLiteral("instance"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.cluster.instance = "aws/p4d.24xlarge"; });
    QTRY_VERIFY(region->findData(QStringLiteral("eu-central-1")) > 0);
}

QTEST_MAIN(TestInputPanels)

#include "TestInputPanels.moc"
