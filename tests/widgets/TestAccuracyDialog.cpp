// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Accuracy Against Published Runs: every bundled run with its measurement, the
// estimate and their difference in sample and held out, the runs most like the open scenario
// first, and what the bundled runs cannot vouch for.
#include "MainWindow.h"
#include "accuracy/AccuracyDialog.h"
#include "accuracy/AccuracyTexts.h"
#include "common/Controls.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "document/ScenarioDocument.h"
#include "panels/PanelGroup.h"
#include "panels/SummaryCards.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Validation.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QPointer>
#include <QStandardItemModel>
#include <QTest>

using namespace scaleplan;

namespace {

engine::Scenario defaultScenario()
{
    QFile file(QStringLiteral(":/scenarios/default.scaleplan.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return *engine::parseScenario(file.readAll().toStdString(), engine::builtinCatalog()).scenario;
}

/// GPT-3 175B on 128 DGX A100 nodes, as MegaScale's Megatron-LM baseline ran it.
engine::Scenario gpt3OnA100()
{
    return *engine::parseScenario(R"({"format": "scaleplan.scenario", "version": 1,
        "model": {"preset": "gpt3-175b"}, "training": {"tokens": 3e11, "global_batch": 768},
        "cluster": {"gpu": "a100-sxm4-80gb", "gpus_per_node": 8, "inter_node_gbps": 1600,
        "nodes": 128}, "parallel": {"tp": 8, "pp": 16}})",
                                  engine::builtinCatalog())
                .scenario;
}

QString summaryOf(const AccuracyDialog &dialog)
{
    return dialog.findChild<QLabel *>(QStringLiteral("accuracySummary"))->text();
}

} // namespace

class TestAccuracyDialog : public QObject
{
    Q_OBJECT

private slots:
    void listsEveryRunWithItsError();
    void runsLikeTheScenarioComeFirst();
    void errorsReadAsSpeed();
    void timeCardSaysWhereToLook();
    void memoryCardTurnsAmberUnderPressure();
    void findingsStayWhenAnEditKeepsThem();
    void helpMenuOpensIt();
};

void TestAccuracyDialog::listsEveryRunWithItsError()
{
    const engine::ValidationReport report = engine::heldOutValidation(engine::builtinCatalog());
    AccuracyDialog dialog(defaultScenario(), engine::builtinCatalog());
    QCOMPARE(dialog.model()->rowCount(), int(report.rows.size()));
    // The summary quotes the same figures the command line's `validate` prints: held out
    // first, overall and by kind of run, then in sample.
    const QString summary = summaryOf(dialog);
    QVERIFY2(summary.contains(QStringLiteral("held out")), qPrintable(summary));
    // The held-out maximum comes before the in-sample one (the means may read alike).
    const QString heldOutMax = formatPercent(report.heldOutMaxAbsError);
    const QString inSampleMax = formatPercent(report.maxAbsError);
    QVERIFY(heldOutMax != inSampleMax);
    QVERIFY(summary.indexOf(heldOutMax) < summary.indexOf(inSampleMax));
    QVERIFY(summary.indexOf(QStringLiteral("held out"))
            < summary.indexOf(QStringLiteral("shipped")));
    for (const double figure : {report.heldOutMeanAbsError, report.heldOutMaxAbsError,
                                report.meanAbsError, report.maxAbsError})
        QVERIFY2(summary.contains(formatPercent(figure)), qPrintable(summary));
    // And how often the band covered a run it was not made from (engine::heldOutBandCoverage).
    QVERIFY(report.bandCoverage.runs == report.rows.size());
    QVERIFY2(summary.contains(QStringLiteral("covered the error of %1 of the %2")
                                  .arg(report.bandCoverage.covered)
                                  .arg(report.bandCoverage.runs)),
             qPrintable(summary));
    for (const engine::FamilyAccuracy &family : report.families) {
        QVERIFY2(summary.contains(familyText(family.family)), qPrintable(summary));
        if (family.runs > 0)
            QVERIFY2(summary.contains(formatPercent(family.heldOutQuantileAbsError)),
                     qPrintable(summary));
    }
    // The held-out column reads as the in-sample one does.
    for (int row = 0; row < dialog.model()->rowCount(); ++row) {
        const engine::ValidationRow &run = report.rows[std::size_t(row)];
        const QString id = QString::fromStdString(run.run.id);
        for (int at = 0; at < dialog.model()->rowCount(); ++at) {
            if (dialog.model()->item(at, AccuracyDialog::Run)->text() == id)
                QCOMPARE(dialog.model()->item(at, AccuracyDialog::HeldOut)->text(),
                         runErrorText(run.run.metric, run.heldOutError));
        }
    }
    // The default scenario's own band: Llama 3 8B under ZeRO-3 on H100s, like the bundled
    // llm-foundry runs on 16-64 H100s of 1B-30B (70B is more than 8 times 8B), which the band
    // names.
    const engine::Result result = engine::estimate(defaultScenario(), engine::builtinCatalog());
    QCOMPARE(result.accuracy.scope, engine::AccuracyScope::SimilarRuns);
    QCOMPARE(result.accuracy.similarRuns, 11);
    QVERIFY2(
        summary.contains(QStringLiteral("This scenario: ") + accuracyBandText(result.accuracy)),
        qPrintable(summary));

    // A B200 run is like none of them: the dialog says so and names the GPU.
    engine::Scenario onB200 = defaultScenario();
    onB200.cluster.instance = "coreweave/b200-8x";
    const QString b200 = summaryOf(AccuracyDialog(onB200, engine::builtinCatalog()));
    QVERIFY2(b200.contains(QStringLiteral("This scenario: No published run")), qPrintable(b200));
    QVERIFY2(b200.contains(QStringLiteral("B200")), qPrintable(b200));
    for (int row = 0; row < dialog.model()->rowCount(); ++row) {
        QVERIFY(!dialog.model()->item(row, AccuracyDialog::Measured)->text().isEmpty());
        QVERIFY(dialog.model()
                    ->item(row, AccuracyDialog::Run)
                    ->toolTip()
                    .contains(QStringLiteral("Source")));
    }
    dialog.resize(1100, 640);
    const QImage shot = dialog.grab().toImage();
    QVERIFY(!shot.isNull());
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS"))
        shot.save(qEnvironmentVariable("SCALEPLAN_SHOTS") + QStringLiteral("/accuracy.png"));
}

void TestAccuracyDialog::runsLikeTheScenarioComeFirst()
{
    AccuracyDialog dialog(gpt3OnA100(), engine::builtinCatalog());
    // MegaScale's Megatron-LM row on the same 1,024 A100s leads, in bold; the rest of the
    // first five are also 175B runs on A100s, and later rows are not bold.
    QCOMPARE(dialog.model()->item(0, AccuracyDialog::Run)->text(), QStringLiteral("R031"));
    for (int row = 0; row < 5; ++row)
        QVERIFY(dialog.model()->item(row, AccuracyDialog::Name)->font().bold());
    QVERIFY(!dialog.model()->item(5, AccuracyDialog::Name)->font().bold());
    // Bundled runs used this GPU: no caveat, and the scenario's band rests on runs like it.
    QVERIFY(!summaryOf(dialog).contains(QStringLiteral("None of the bundled runs")));
    const engine::Result result = engine::estimate(gpt3OnA100(), engine::builtinCatalog());
    QCOMPARE(result.accuracy.scope, engine::AccuracyScope::SimilarRuns);
    QVERIFY2(summaryOf(dialog).contains(accuracyBandText(result.accuracy)),
             qPrintable(summaryOf(dialog)));
}

void TestAccuracyDialog::errorsReadAsSpeed()
{
    // A step time 10% short of the measurement is an estimate 11.1% too fast; a throughput
    // 10% above it, 10% too fast; both read with a plus.
    QCOMPARE(runErrorText(engine::RunMetric::StepTimeS, -0.1),
             QStringLiteral("+") + formatPercent(1.0 / 0.9 - 1.0));
    QCOMPARE(runErrorText(engine::RunMetric::TokensPerSPerGpu, 0.1),
             QStringLiteral("+") + formatPercent(0.1));
    QCOMPARE(runErrorText(engine::RunMetric::StepTimeS, 0.25),
             QStringLiteral("−") + formatPercent(0.2));
    QCOMPARE(runErrorText(engine::RunMetric::TokensPerSPerGpu, 0.0), formatPercent(0.0));
}

void TestAccuracyDialog::timeCardSaysWhereToLook()
{
    // The training-time card's tooltip ends with the estimate's held-out band and where the
    // runs are listed: the default scenario's is that of llm-foundry's FSDP runs on H100s.
    ScenarioDocument doc(engine::builtinCatalog());
    SummaryCards cards(&doc);
    QTRY_VERIFY(doc.result().stepTimeS > 0);
    const QList<SummaryCard *> all = cards.findChildren<SummaryCard *>();
    QVERIFY(!all.isEmpty());
    const QString tip = all.front()->toolTip();
    QCOMPARE(doc.result().accuracy.scope, engine::AccuracyScope::SimilarRuns);
    QVERIFY2(tip.contains(accuracyBandText(doc.result().accuracy)), qPrintable(tip));
    QVERIFY2(tip.contains(formatPercent(doc.result().accuracy.bandPct / 100)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Help > Accuracy Against Published Runs")),
             qPrintable(tip));

    // Llama 3 8B at tp 1: no held-out caution. At tp 2 (dp 32 on the 64 GPUs) the layout is
    // of the kind vTrain measured slower than estimated, and the card says by how much.
    QCOMPARE(doc.result().parallel.tp, std::int64_t(1));
    QVERIFY(!tip.contains(QStringLiteral("longer than estimated")));
    engine::Scenario split = doc.scenario();
    split.parallel.tp = 2;
    doc.reset(split, {});
    QTRY_COMPARE(doc.result().parallel.dp, std::int64_t(32));
    QTRY_VERIFY2(all.front()->toolTip().contains(
                     QStringLiteral("took a median 13% and up to 59% longer than estimated")),
                 qPrintable(all.front()->toolTip()));
}

void TestAccuracyDialog::memoryCardTurnsAmberUnderPressure()
{
    // MPT-7B under ZeRO-3 on 16 A100 40GB: at micro-batch 24 it needs 94% of what CUDA can
    // allocate, fits, and draws the memory_pressure warning, so the memory card takes the
    // warning's colour; at 16 (71%) it is the colour of a fit.
    const auto scenario = [](int microBatch) {
        return *engine::parseScenario(
                    R"({"format": "scaleplan.scenario", "version": 1, "model": {"layers": 32,
                    "hidden": 4096, "heads": 32, "vocab": 50432, "seq_len": 2048, "mlp": "gelu",
                    "biases": "none", "position_encoding": "alibi"}, "training": {"steps": 1,
                    "global_batch": )"
                        + std::to_string(16 * microBatch) + R"(, "micro_batch": )"
                        + std::to_string(microBatch)
                        + R"(, "recompute": "full", "attention_kernel": "triton"}, "cluster": {
                    "gpu": "a100-sxm4-40gb", "gpus_per_node": 8, "inter_node_gbps": 1600,
                    "nodes": 2}, "parallel": {"zero": 3}})",
                    engine::builtinCatalog())
                    .scenario;
    };
    ScenarioDocument doc(engine::builtinCatalog());
    SummaryCards cards(&doc);
    const auto memoryStyle = [&] {
        const QList<SummaryCard *> all = cards.findChildren<SummaryCard *>();
        const QString value = all.back()->value();
        for (const QLabel *label : all.back()->findChildren<QLabel *>()) {
            if (label->text() == value)
                return label->styleSheet();
        }
        return QString();
    };
    doc.reset(scenario(24), QString());
    QTRY_VERIFY(doc.result().memoryGb.total > 0.9 * doc.result().memoryGb.capacity);
    QVERIFY(doc.result().feasible);
    QVERIFY2(memoryStyle().contains(warningColor()), qPrintable(memoryStyle()));
    doc.reset(scenario(16), QString());
    QTRY_VERIFY(doc.result().memoryGb.total < 0.8 * doc.result().memoryGb.capacity);
    QVERIFY2(!memoryStyle().contains(warningColor()), qPrintable(memoryStyle()));
}

void TestAccuracyDialog::findingsStayWhenAnEditKeepsThem()
{
    // The findings under the cards are word-wrapped rich-text labels: an edit that keeps
    // them (the token count of a run that fits) keeps the same labels, so a slider step does
    // not lay the window out again; an edit that changes them replaces them.
    ScenarioDocument doc(engine::builtinCatalog());
    SummaryCards cards(&doc);
    const auto findings = [&] {
        QList<QPointer<QLabel>> labels;
        for (QLabel *label : cards.findChildren<QLabel *>()) {
            if (label->textFormat() == Qt::RichText
                && label->objectName() != QStringLiteral("verdict"))
                labels.append(label);
        }
        return labels;
    };
    engine::Scenario broken = doc.scenario();
    broken.parallel.tp = 3; // divides neither the heads nor the GPUs: no estimate
    doc.reset(broken, QString());
    QTRY_VERIFY(doc.problem().has_value());
    const QList<QPointer<QLabel>> before = findings();
    QCOMPARE(before.size(), qsizetype(1));
    QVERIFY(before.front()->text().contains(diagnosticLine(*doc.problem()).toHtmlEscaped()));
    doc.edit(QStringLiteral("tokens"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.training.tokens *= 2; });
    QTRY_COMPARE(doc.scenario().training.tokens, 2 * broken.training.tokens);
    QCoreApplication::processEvents();
    QCOMPARE(findings(), before);
    QVERIFY(!before.front().isNull());
    doc.reset(defaultScenario(), QString());
    QTRY_VERIFY(!doc.problem());
    QTRY_VERIFY(before.front().isNull()); // the problem's label is gone
}

void TestAccuracyDialog::helpMenuOpensIt()
{
    // Help > Accuracy Against Published Runs opens the dialog on the open scenario.
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    QAction *found = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == QStringLiteral("&Accuracy Against Published Runs…"))
            found = action;
    }
    QVERIFY(found != nullptr);
    found->trigger();
    auto *dialog = window.findChild<AccuracyDialog *>();
    QVERIFY(dialog != nullptr);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->model()->rowCount() > 0);
    dialog->reject();
}

QTEST_MAIN(TestAccuracyDialog)
#include "TestAccuracyDialog.moc"
