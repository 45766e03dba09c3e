// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Predictions against the bundled published runs (resources/validation).
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Validation.h"

#include <QTest>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

using namespace scaleplan::engine;

class TestValidation : public QObject
{
    Q_OBJECT

private slots:
    void everyRunLoadsAndPredicts();
    void accuracyMeetsTargets();
    void reportIsComplete();
    void comparableRunsShareGpuSizeAndScale();
    void sourceKeysGroupPapersAndRepositories();
    void heldOutRefitLeavesItsSourceOut();
    void fitTraitsStaysInsideTheMeasuredRanges();
    void fitTraitsRecoversTraitsBehindSyntheticRuns();
    void heldOutErrorMeetsTargets();
    void heldOutBandCoversMostRuns();
    void heldOutReportIsComplete();
    void bundledHeldOutTableIsCurrent();
    void heldOutVTrainLayouts();
    void heldOutVTrainSingleNode();
    void heldOutVTrainRankingPicksAFastLayout();
    void heldOutCautionMatchesVTrain();
    void heldOutMoeCautionMatchesMegatronBridge();
    void heldOutShardingCautionMatchesZero3Runs();
};

void TestValidation::everyRunLoadsAndPredicts()
{
    const std::vector<PublishedRun> runs = publishedRuns(builtinCatalog());
    QVERIFY(runs.size() >= 31);
    for (const PublishedRun &run : runs) {
        QVERIFY2(!run.source.empty(), run.id.c_str());
        QVERIFY2(run.measured > 0, run.id.c_str());
    }
}

void TestValidation::accuracyMeetsTargets()
{
    // The issue's targets: a mean absolute error of at most 10% over the bundled runs and
    // no run beyond 20% (docs/model.md, "Accuracy", records where the model stands).
    const ValidationReport report = validate(builtinCatalog());
    for (const ValidationRow &row : report.rows) {
        QVERIFY2(std::isfinite(row.predicted) && row.predicted > 0, row.run.id.c_str());
        QVERIFY2(std::abs(row.error) <= 0.20,
                 qPrintable(QStringLiteral("%1 off by %2%")
                                .arg(QString::fromStdString(row.run.id))
                                .arg(100.0 * row.error)));
    }
    QVERIFY2(report.meanAbsError <= 0.10, qPrintable(QString::number(report.meanAbsError)));
}

void TestValidation::reportIsComplete()
{
    const ValidationReport report = validate(builtinCatalog());
    const std::string text = validationToText(report);
    for (const ValidationRow &row : report.rows)
        QVERIFY(text.find(row.run.id) != std::string::npos);
    QVERIFY(validationToJson(report).find("\"mean_abs_error\"") != std::string::npos);
}

void TestValidation::comparableRunsShareGpuSizeAndScale()
{
    const Catalog &catalog = builtinCatalog();
    const ValidationReport report = validate(catalog);
    const auto idsOf = [&](const std::vector<std::size_t> &indices) {
        QStringList ids;
        for (std::size_t i : indices)
            ids << QString::fromStdString(report.rows.at(i).run.id);
        return ids;
    };

    // GPT-3 175B on 1,024 A100s with tp 8 x pp 16: MegaScale's Megatron-LM row at exactly that
    // scale first, then the other 175B A100 runs.
    const Scenario gpt3 = scaleplan::test::scenarioFromJson(R"({"format": "scaleplan.scenario",
        "version": 1, "model": {"preset": "gpt3-175b"}, "training": {"tokens": 3e11,
        "global_batch": 768}, "cluster": {"gpu": "a100-sxm4-80gb", "gpus_per_node": 8,
        "inter_node_gbps": 1600, "nodes": 128}, "parallel": {"tp": 8, "pp": 16}})");
    QCOMPARE(scenarioGpus(gpt3, catalog), std::int64_t(1024));
    const QStringList nearGpt3 = idsOf(comparableRuns(gpt3, catalog, report, 5));
    QCOMPARE(nearGpt3.size(), 5);
    QCOMPARE(nearGpt3.front(), QStringLiteral("R031"));
    for (const QString &id : nearGpt3)
        QVERIFY2(QStringList({"R017", "R018", "R019", "R024", "R024F", "R028", "R029", "R030",
                              "R031", "R061"})
                     .contains(id),
                 qPrintable(id));

    // A 7B model sharded with ZeRO-3 on 16 A100 40GB: the MPT-7B FSDP rows, 16 GPUs first.
    const Scenario fsdp = scaleplan::test::scenarioFromJson(R"({"format": "scaleplan.scenario",
        "version": 1, "model": {"preset": "llama2-7b"}, "training": {"tokens": 1e11,
        "global_batch": 256}, "cluster": {"gpu": "a100-sxm4-40gb", "gpus_per_node": 8,
        "inter_node_gbps": 1600, "nodes": 2}, "parallel": {"tp": 1, "pp": 1, "zero": 3}})");
    const QStringList nearFsdp = idsOf(comparableRuns(fsdp, catalog, report, 3));
    QCOMPARE(nearFsdp.front(), QStringLiteral("R111"));
    for (const QString &id : nearFsdp)
        QVERIFY2(id.startsWith(QStringLiteral("R11")), qPrintable(id));

    // The same model on p4d.24xlarge (A100 40GB): the 80GB A100's 175B runs still lead, an
    // A100 computing like an A100 whatever its memory; the MPT-7B rows on 40GB parts do not.
    Scenario onP4d = gpt3;
    onP4d.cluster = {};
    onP4d.cluster.instance = "aws/p4d.24xlarge";
    onP4d.cluster.nodes = 128;
    QCOMPARE(idsOf(comparableRuns(onP4d, catalog, report, 1)).front(), QStringLiteral("R031"));
    QVERIFY(sameGpuModel(catalog, "a100-sxm4-40gb", "a100-sxm4-80gb"));
    QVERIFY(!sameGpuModel(catalog, "h100-sxm5-80gb", "h100-pcie-80gb"));     // other peak
    QVERIFY(sameGpuGeneration(catalog, "h100-sxm5-80gb", "h100-pcie-80gb")); // one architecture
    QVERIFY(!sameGpuGeneration(catalog, "h100-sxm5-80gb", "a100-sxm4-80gb"));
    QVERIFY(!sameGpuGeneration(catalog, "mi300x", "mi250x")); // no compute capability known

    // Never more than asked, or than there are, each once.
    QVERIFY(comparableRuns(gpt3, catalog, report, 0).empty());
    const std::vector<std::size_t> all = comparableRuns(gpt3, catalog, report, 1000);
    QCOMPARE(all.size(), report.rows.size());
    QCOMPARE(std::set<std::size_t>(all.begin(), all.end()).size(), all.size());
}

void TestValidation::sourceKeysGroupPapersAndRepositories()
{
    // A run's source is the paper its citation names by arXiv identifier, whichever way the
    // citation is written, else the repository its citation starts with.
    QCOMPARE(sourceKey("Narayanan et al. SC'21 (arXiv 2104.04473)"),
             std::string("arXiv:2104.04473"));
    QCOMPARE(sourceKey("Narayanan et al., 'Efficient Large-Scale Language Model Training on GPU "
                       "Clusters Using Megatron-LM' (SC'21, arXiv 2104.04473)"),
             std::string("arXiv:2104.04473"));
    QCOMPARE(sourceKey("github.com/mosaicml/llm-foundry scripts/train/benchmarking/README.md"),
             std::string("github.com/mosaicml/llm-foundry"));
    QCOMPARE(sourceKey(""), std::string());
    // The bundled runs come from five sources: Megatron-LM 2021, Korthikanti et al. 2022,
    // MegaScale, BLOOM and MosaicML's llm-foundry.
    std::set<std::string> keys;
    for (const PublishedRun &run : publishedRuns(builtinCatalog()))
        keys.insert(sourceKey(run.source));
    QCOMPARE(keys,
             (std::set<std::string>{"arXiv:2104.04473", "arXiv:2205.05198", "arXiv:2402.15627",
                                    "arXiv:2211.05100", "github.com/mosaicml/llm-foundry"}));
}

void TestValidation::heldOutRefitLeavesItsSourceOut()
{
    // A run's held-out prediction uses traits fitted without its source: changing what every
    // run of Megatron-LM 2021 measured leaves their held-out predictions exactly as they were,
    // while the in-sample error follows the new measurement and the runs of other sources,
    // whose refits saw the change, move.
    const Catalog &catalog = builtinCatalog();
    const std::vector<PublishedRun> runs = publishedRuns(catalog);
    std::vector<PublishedRun> changed = runs;
    for (PublishedRun &run : changed) {
        if (sourceKey(run.source) == "arXiv:2104.04473")
            run.measured *= 0.8;
    }
    const ValidationReport before = heldOutValidation(runs, catalog);
    const ValidationReport after = heldOutValidation(changed, catalog);
    QCOMPARE(after.rows.size(), before.rows.size());
    int moved = 0;
    for (std::size_t i = 0; i < before.rows.size(); ++i) {
        const ValidationRow &was = before.rows[i];
        const ValidationRow &is = after.rows[i];
        QCOMPARE(is.predicted, was.predicted);
        if (is.sourceKey == "arXiv:2104.04473") {
            QCOMPARE(is.heldOutPredicted, was.heldOutPredicted);
            QVERIFY(is.error != was.error);
        } else if (is.heldOutPredicted != was.heldOutPredicted) {
            ++moved;
        }
    }
    QVERIFY(moved > 0);
    // The fit that predicts a source names its runs and no other.
    for (const SourceFit &fit : after.fits) {
        for (const ValidationRow &row : after.rows) {
            const bool listed = std::find(fit.heldOut.begin(), fit.heldOut.end(), row.run.id)
                                != fit.heldOut.end();
            QCOMPARE(listed, row.sourceKey == fit.source);
        }
    }
}

void TestValidation::fitTraitsStaysInsideTheMeasuredRanges()
{
    const Catalog &catalog = builtinCatalog();
    std::vector<PublishedRun> noFlash;
    for (const PublishedRun &run : publishedRuns(catalog)) {
        if (!run.scenario.training.flashAttention)
            noFlash.push_back(run);
    }
    QVERIFY(!noFlash.empty());
    const ModelTraits fitted = fitTraits(noFlash, catalog);
    for (const TraitRange &range : kTraitRanges) {
        QVERIFY2(fitted.*range.member >= range.low && fitted.*range.member <= range.high,
                 range.name);
    }
    // No run without FlashAttention depends on its rates: they stay at the middle of their
    // ranges, a point no run chose. So does every trait with no runs at all.
    const double middle = 0.5 * (0.50 + 0.73) / 0.869;
    SCALEPLAN_FUZZY(fitted.flash2AmpereForward, middle, 1e-12);
    SCALEPLAN_FUZZY(fitted.flash2OverTriton, 1.9, 1e-12);
    const ModelTraits none = fitTraits({}, catalog);
    for (const TraitRange &range : kTraitRanges)
        SCALEPLAN_FUZZY(none.*range.member, 0.5 * (range.low + range.high), 1e-12);
    // Deterministic.
    QVERIFY(fitTraits(noFlash, catalog) == fitted);
}

void TestValidation::fitTraitsRecoversTraitsBehindSyntheticRuns()
{
    // Runs "measured" as the model predicts them with known traits are fitted back to within
    // a small fraction of a percent, and the traits that set most of their time come back.
    const Catalog &catalog = builtinCatalog();
    Catalog truth = catalog;
    truth.traits.hbmEfficiency = 0.870;
    truth.traits.nicEfficiency = 0.880;
    truth.traits.fp16ShareUnmeasured = 0.958;
    std::vector<PublishedRun> runs = publishedRuns(catalog);
    for (PublishedRun &run : runs) {
        const Result result = estimate(run.scenario, truth);
        run.measured
            = run.metric == RunMetric::StepTimeS ? result.stepTimeS : result.tokensPerSPerGpu;
    }
    Catalog fitted = catalog;
    fitted.traits = fitTraits(runs, catalog);
    const ValidationReport report = validate(runs, fitted);
    QVERIFY2(report.meanAbsError < 0.002, qPrintable(QString::number(report.meanAbsError)));
    QVERIFY2(std::abs(fitted.traits.hbmEfficiency - 0.870) < 0.003,
             qPrintable(QString::number(fitted.traits.hbmEfficiency)));
    QVERIFY2(std::abs(fitted.traits.fp16ShareUnmeasured - 0.958) < 0.002,
             qPrintable(QString::number(fitted.traits.fp16ShareUnmeasured)));
}

void TestValidation::heldOutErrorMeetsTargets()
{
    // The target: each source's runs predicted with traits refit without them are within 10%
    // on average (docs/model.md 11.1 records the figures by family).
    const ValidationReport report = heldOutValidation(builtinCatalog());
    QVERIFY(report.heldOut);
    QCOMPARE(report.fits.size(), std::size_t(5));
    QVERIFY2(report.heldOutMeanAbsError <= 0.10,
             qPrintable(QString::number(report.heldOutMeanAbsError)));
    double sum = 0;
    for (const ValidationRow &row : report.rows) {
        QVERIFY2(std::isfinite(row.heldOutPredicted) && row.heldOutPredicted > 0,
                 row.run.id.c_str());
        QVERIFY2(std::abs(row.heldOutError) <= 0.20, row.run.id.c_str());
        sum += std::abs(row.heldOutError);
    }
    SCALEPLAN_FUZZY(report.heldOutMeanAbsError, sum / double(report.rows.size()), 1e-12);
    std::size_t runs = 0;
    for (const FamilyAccuracy &family : report.families) {
        runs += family.runs;
        qInfo("%-12s %2zu runs: in sample %.1f%% mean, %.1f%% most; held out %.1f%% mean, %.1f%% "
              "most, %.1f%% at the 80th percentile",
              enumName(family.family), family.runs, 100 * family.meanAbsError,
              100 * family.maxAbsError, 100 * family.heldOutMeanAbsError,
              100 * family.heldOutMaxAbsError, 100 * family.heldOutQuantileAbsError);
        QVERIFY(family.heldOutQuantileAbsError <= family.heldOutMaxAbsError);
    }
    QCOMPARE(runs, report.rows.size());
    qInfo("held out: %.1f%% mean, %.1f%% most (in sample %.1f%%, %.1f%%)",
          100 * report.heldOutMeanAbsError, 100 * report.heldOutMaxAbsError,
          100 * report.meanAbsError, 100 * report.maxAbsError);
}

void TestValidation::heldOutBandCoversMostRuns()
{
    // The issue's targets for the band: it covers the error of at least three in four runs it
    // was not made from, with a median under 15%. Each bundled run's band is made without
    // its source's runs, as a new source would meet it (docs/model.md 11.1 records 47 of 56,
    // median 12.8%), from the bundled held-out table, which validate reports the same.
    const BandCoverage coverage = heldOutBandCoverage(bundledHeldOutRuns());
    qInfo("band coverage, each run's band made without its source: %zu of %zu, median %.1f%%",
          coverage.covered, coverage.runs, coverage.medianBandPct);
    QCOMPARE(coverage.runs, bundledHeldOutRuns().size());
    QVERIFY2(4 * coverage.covered >= 3 * coverage.runs,
             qPrintable(QString::number(coverage.covered)));
    QVERIFY2(coverage.medianBandPct > 0 && coverage.medianBandPct < 15,
             qPrintable(QString::number(coverage.medianBandPct)));
    const ValidationReport report = heldOutValidation(builtinCatalog());
    QCOMPARE(report.bandCoverage.covered, coverage.covered);
    QCOMPARE(report.bandCoverage.runs, coverage.runs);
    QVERIFY(validationToText(report).find("accuracy band, each run's made without its source")
            != std::string::npos);
    QVERIFY(validationToJson(report).find("\"band_coverage\"") != std::string::npos);
    // R115's estimate is 0.02% off: "+0.0%", never "-0.0%".
    QVERIFY(validationToText(report).find("-0.0%") == std::string::npos);
}

void TestValidation::heldOutReportIsComplete()
{
    const Catalog &catalog = builtinCatalog();
    const ValidationReport report = heldOutValidation(catalog);
    const QJsonObject json
        = QJsonDocument::fromJson(QByteArray::fromStdString(validationToJson(report))).object();
    // Every field validate() wrote before is still there, beside the held-out ones.
    for (const char *key : {"format", "version", "runs", "mean_abs_error", "max_abs_error",
                            "runs_checked", "held_out_mean_abs_error", "held_out_max_abs_error",
                            "families", "traits", "held_out_fits"})
        QVERIFY2(json.contains(QLatin1String(key)), key);
    const QJsonArray families = json.value(QLatin1String("families")).toArray();
    QCOMPARE(families.size(), qsizetype(std::size(EnumTable<RunFamily>::names)));
    for (const QJsonValue &value : families) {
        const QJsonObject family = value.toObject();
        const bool any = family.value(QLatin1String("runs")).toInt() > 0;
        for (const char *key : {"mean_abs_error", "held_out_mean_abs_error",
                                "held_out_max_abs_error", "held_out_quantile_abs_error"})
            QCOMPARE(family.contains(QLatin1String(key)), any);
    }
    for (const QJsonValue &value : json.value(QLatin1String("runs")).toArray()) {
        const QJsonObject run = value.toObject();
        for (const char *key : {"id", "error", "predicted", "source", "source_key", "family",
                                "held_out_predicted", "held_out_error"})
            QVERIFY2(run.contains(QLatin1String(key)), key);
    }
    const std::string text = validationToText(report);
    for (const char *words : {"held out", "megatron", "zero3", "single_node", "moe",
                              "hbm_efficiency", "arXiv:2104.04473"})
        QVERIFY2(text.find(words) != std::string::npos, words);
    // validate() alone writes what it wrote before.
    const std::string plain = validationToJson(validate(catalog));
    QVERIFY(plain.find("held_out") == std::string::npos);
}

void TestValidation::bundledHeldOutTableIsCurrent()
{
    // Estimates take their accuracy band from resources/validation/held-out.json; it must be
    // what the refit gives now. After a change to the model or the runs, write it again with
    // `scaleplan-cli validate --held-out-table > resources/validation/held-out.json`.
    const Catalog &catalog = builtinCatalog();
    const std::vector<HeldOutPrediction> fresh = heldOutRuns(heldOutValidation(catalog), catalog);
    const std::vector<HeldOutPrediction> &bundled = bundledHeldOutRuns();
    QCOMPARE(bundled.size(), fresh.size());
    for (std::size_t i = 0; i < fresh.size(); ++i) {
        QCOMPARE(bundled[i].id, fresh[i].id);
        QCOMPARE(bundled[i].source, fresh[i].source);
        QCOMPARE(bundled[i].family, fresh[i].family);
        QCOMPARE(bundled[i].computeCapability, fresh[i].computeCapability);
        QCOMPARE(bundled[i].gpus, fresh[i].gpus);
        QVERIFY2(std::abs(bundled[i].error - fresh[i].error) < 5e-4,
                 qPrintable(QStringLiteral("%1: bundled %2, refit now %3; write the table again "
                                           "(scaleplan-cli validate --held-out-table)")
                                .arg(QString::fromStdString(fresh[i].id))
                                .arg(bundled[i].error)
                                .arg(fresh[i].error)));
    }
}

namespace {

/// One of vTrain's measured iterations beside the engine's estimate of the same layout.
struct VTrainRow
{
    std::string model; ///< the size as vTrain names it: "3.6", "18.4", "39.1", "175"
    int tp = 0;
    int dp = 0;
    double measuredS = 0;
    double estimatedS = 0;
    double bandPct = 0;     ///< the estimate's accuracy band
    bool cautioned = false; ///< its band is a held-out caution's (layoutCaution())
};

/// A vTrain layout (the CSV's own text for each figure).
struct VTrainLayout
{
    std::string layers, hidden, heads, seqLen, globalBatch, microBatch;
    std::string gpusPerNode, nodes, tp, pp;
};

/// \p layout as docs/model.md ("One cluster, many layouts") estimates vTrain's rows: A100
/// 80GB, 800 Gbit/s a node, fp16, full recomputation, plain 1F1B, tied embeddings,
/// Megatron-LM's pipeline sends, gradients reduced after the backward pass.
std::string vTrainScenario(const VTrainLayout &layout)
{
    return R"({"format": "scaleplan.scenario", "version": 1, "model": {"layers": )" + layout.layers
           + R"(, "hidden": )" + layout.hidden + R"(, "heads": )" + layout.heads
           + R"(, "vocab": 51200, "seq_len": )" + layout.seqLen
           + R"(, "mlp": "gelu", "tied_embeddings": true}, "training": {"steps": 1, )"
           + R"("global_batch": )" + layout.globalBatch + R"(, "micro_batch": )" + layout.microBatch
           + R"(, "precision": "fp16", "recompute": "full", "flash_attention": false}, )"
           + R"("cluster": {"gpu": "a100-sxm4-80gb", "gpus_per_node": )" + layout.gpusPerNode
           + R"(, "inter_node_gbps": 800, "nodes": )" + layout.nodes + R"(}, "parallel": {"tp": )"
           + layout.tp + R"(, "pp": )" + layout.pp + R"(, "zero": 0, "virtual_stages": 1}, )"
           + R"("communication": {"overlap_gradients": false}})";
}

/// Mean absolute error of the errors added.
struct MeanAbsError
{
    double sum = 0;
    int count = 0;
    void add(double error)
    {
        sum += std::abs(error);
        ++count;
    }
    double mean() const { return count > 0 ? sum / count : 0.0; }
};

/// Every row of tests/data/vtrain/ground_truth_multi.csv, estimated (vTrainScenario).
void readVTrainRows(std::vector<VTrainRow> &rows)
{
    const auto table = parseCsv(scaleplan::test::testData("vtrain/ground_truth_multi.csv"));
    QCOMPARE(table.size(), std::size_t(110));
    for (std::size_t i = 1; i < table.size(); ++i) {
        const std::vector<std::string> &r = table[i];
        QCOMPARE(r.size(), std::size_t(12));
        const std::string scenario
            = vTrainScenario({r[6], r[4], r[5], r[7], r[2], r[3], "8",
                              std::to_string(std::stoi(r[1]) / 8), r[8], r[10]});
        const ScenarioLoad load = parseScenario(scenario, builtinCatalog());
        QVERIFY2(load.scenario.has_value(), scenario.c_str());
        const Result result = estimate(*load.scenario, builtinCatalog());
        QVERIFY2(result.feasible, scenario.c_str()); // every measured layout ran
        QCOMPARE(result.parallel.dp, std::int64_t(std::stoi(r[9])));
        rows.push_back({r[0], std::stoi(r[8]), std::stoi(r[9]), std::stod(r[11]) / 1000.0,
                        result.stepTimeS, result.accuracy.bandPct,
                        result.accuracy.scope == AccuracyScope::HeldOutCaution});
    }
}

/// One of vTrain's single-node iterations: its layout, the measured and estimated step
/// times, and the estimate's wait for the host.
struct VTrainSingleRow
{
    int tp = 0;
    int microBatch = 0;
    double measuredS = 0;
    double estimatedS = 0;
    double hostWaitS = 0;
    double bandPct = 0; ///< the estimate's accuracy band
};

/// Every row of tests/data/vtrain/ground_truth_single.csv, estimated as the multi-node rows
/// are (vTrainScenario), on one node of the row's GPUs.
void readVTrainSingleRows(std::vector<VTrainSingleRow> &rows)
{
    const auto table = parseCsv(scaleplan::test::testData("vtrain/ground_truth_single.csv"));
    QCOMPARE(table.size(), std::size_t(1441));
    for (std::size_t i = 1; i < table.size(); ++i) {
        const std::vector<std::string> &r = table[i];
        QCOMPARE(r.size(), std::size_t(11));
        const std::string scenario
            = vTrainScenario({r[5], r[3], r[4], r[6], r[1], r[2], r[0], "1", r[7], r[9]});
        const ScenarioLoad load = parseScenario(scenario, builtinCatalog());
        QVERIFY2(load.scenario.has_value(), scenario.c_str());
        const Result result = estimate(*load.scenario, builtinCatalog());
        QVERIFY2(result.feasible, scenario.c_str());
        QCOMPARE(result.parallel.dp, std::int64_t(std::stoi(r[8])));
        rows.push_back({std::stoi(r[7]), std::stoi(r[2]), std::stod(r[10]) / 1000.0,
                        result.stepTimeS, result.stepBreakdown.hostWait, result.accuracy.bandPct});
    }
}

/// Ranks from 0, ties sharing the mean of their places.
std::vector<double> ranks(const std::vector<double> &values)
{
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> result(values.size());
    for (std::size_t first = 0; first < order.size();) {
        std::size_t last = first;
        while (last + 1 < order.size() && values[order[last + 1]] == values[order[first]])
            ++last;
        for (std::size_t k = first; k <= last; ++k)
            result[order[k]] = 0.5 * static_cast<double>(first + last);
        first = last + 1;
    }
    return result;
}

/// Spearman's rank correlation: Pearson's correlation of the ranks.
double rankCorrelation(const std::vector<double> &a, const std::vector<double> &b)
{
    const std::vector<double> ra = ranks(a);
    const std::vector<double> rb = ranks(b);
    const double n = static_cast<double>(ra.size());
    const double meanA = std::accumulate(ra.begin(), ra.end(), 0.0) / n;
    const double meanB = std::accumulate(rb.begin(), rb.end(), 0.0) / n;
    double cov = 0;
    double varA = 0;
    double varB = 0;
    for (std::size_t i = 0; i < ra.size(); ++i) {
        cov += (ra[i] - meanA) * (rb[i] - meanB);
        varA += (ra[i] - meanA) * (ra[i] - meanA);
        varB += (rb[i] - meanB) * (rb[i] - meanB);
    }
    return cov / std::sqrt(varA * varB);
}

/// A held-out run of a tests/data file ({"runs": [{"scenario": {...}, ...}]}), estimated.
struct HeldOutRun
{
    QJsonObject fields; ///< the run's entry: what was measured and where it comes from
    Scenario scenario;
    Result result;
};

/// The runs of \p file (relative to tests/data), each parsed and estimated.
void readHeldOutRuns(const char *file, std::vector<HeldOutRun> &runs)
{
    QFile in(QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/") + QLatin1String(file));
    QVERIFY2(in.open(QIODevice::ReadOnly), file);
    for (const QJsonValue &run :
         QJsonDocument::fromJson(in.readAll()).object().value("runs").toArray()) {
        const QByteArray text = QJsonDocument(run.toObject().value("scenario").toObject()).toJson();
        const ScenarioLoad load = parseScenario(text.toStdString(), builtinCatalog());
        QVERIFY2(load.scenario, text.constData());
        runs.push_back(
            {run.toObject(), *load.scenario, estimate(*load.scenario, builtinCatalog())});
    }
}

/// The first of \p result's issues with \p code, or nullptr.
/// The band a caution must give: kAccuracyQuantile of |measured / estimated − 1| (to 0.02).
void checkCautionBand(const std::vector<double> &slower, const LayoutCaution &caution)
{
    std::vector<double> magnitudes;
    for (const double value : slower)
        magnitudes.push_back(std::abs(value));
    const double band = quantile(magnitudes, kAccuracyQuantile);
    QVERIFY2(std::abs(band - caution.bandSlower) <= 0.02, qPrintable(QString::number(band)));
}

const Diagnostic *issueWithCode(const Result &result, DiagCode code)
{
    const auto found = std::find_if(result.issues.begin(), result.issues.end(),
                                    [code](const Diagnostic &d) { return d.code == code; });
    return found == result.issues.end() ? nullptr : &*found;
}

} // namespace

void TestValidation::heldOutVTrainLayouts()
{
    // vTrain's 109 measured Megatron-DeepSpeed iterations (tests/data/vtrain), used for no
    // constant: one cluster (8 A100 80GB a node, 800 Gbit/s a node), four GPT sizes, many
    // layouts, full recomputation, plain 1F1B, gradients reduced after the backward pass.
    // docs/model.md ("One cluster, many layouts") records 7.1% mean absolute error in step
    // time, 4.1% on the 51 tp 8 rows, 2.6% on the 21 rows of 175B and 6.6% on the 6 rows
    // whose tensor-parallel groups of 16 span two nodes (18.5% when rings across nodes were
    // rings of nodes, docs/model.md 5.3); held to 10%, 6%, 3% and 10%. The tp 2-4 rows
    // (11.2%, where layoutCaution() warns) are only counted.
    std::vector<VTrainRow> rows;
    readVTrainRows(rows);
    if (QTest::currentTestFailed())
        return;
    MeanAbsError all;
    MeanAbsError tp8;
    MeanAbsError gpt175;
    MeanAbsError tp16;
    MeanAbsError tp24;
    int plain = 0;
    int plainCovered = 0;
    for (const VTrainRow &row : rows) {
        const double error = row.estimatedS / row.measuredS - 1.0;
        all.add(error);
        if (!row.cautioned) {
            ++plain;
            plainCovered += 100.0 * std::abs(error) <= row.bandPct ? 1 : 0;
        }
        if (row.tp == 8)
            tp8.add(error);
        if (row.tp == 16)
            tp16.add(error);
        if (row.tp == 2 || row.tp == 4)
            tp24.add(error);
        if (row.model == "175")
            gpt175.add(error);
    }
    qInfo("vTrain multi-node: mean absolute error %.1f%% (%d rows); tp 8 %.1f%%, tp 2-4 %.1f%% "
          "(%d), tp 16 %.1f%%, 175B %.1f%%",
          100.0 * all.mean(), all.count, 100.0 * tp8.mean(), 100.0 * tp24.mean(), tp24.count,
          100.0 * tp16.mean(), 100.0 * gpt175.mean());
    QCOMPARE(all.count, 109);
    QCOMPARE(tp8.count, 51);
    QCOMPARE(gpt175.count, 21);
    QCOMPARE(tp16.count, 6);
    QVERIFY2(all.mean() <= 0.10, qPrintable(QString::number(all.mean())));
    QVERIFY2(tp8.mean() <= 0.06, qPrintable(QString::number(tp8.mean())));
    QVERIFY2(gpt175.mean() <= 0.03, qPrintable(QString::number(gpt175.mean())));
    QVERIFY2(tp16.mean() <= 0.10, qPrintable(QString::number(tp16.mean())));
    // The accuracy band of the 80 rows no caution speaks for (its figures come from these
    // rows) comes from the bundled runs alone; the issue's target is that it covers at least
    // three in four of the runs it was not made from. docs/model.md 11.1 records 86%.
    qInfo("vTrain multi-node: the band covers %d of the %d rows without a caution", plainCovered,
          plain);
    QCOMPARE(plain, 80);
    QVERIFY2(plainCovered >= 0.75 * plain, qPrintable(QString::number(plainCovered)));
}

void TestValidation::heldOutVTrainSingleNode()
{
    // vTrain's 1,440 measured iterations on one node of 2-8 A100s (GPT of 12-24 layers,
    // hidden 1,024 or 2,048, sequence 1,024, micro-batch 1-8), used for no constant. Most of
    // their layers are too small to keep an A100 busy: the host's time per layer, measured
    // on a lent machine (kHostLayerSeconds, docs/model.md 4.10), sets the pace. docs/model.md
    // ("One node, small layers") records 8.6% mean absolute error in step time (28.8%
    // without the host's floor), 7.9% at tp 1, 7.8% at tp 2-4, and the tp 8 rows' 21% (their
    // all-reduces' host work is not priced); held to 10%, 10%, 10% and 25%.
    std::vector<VTrainSingleRow> rows;
    readVTrainSingleRows(rows);
    if (QTest::currentTestFailed())
        return;
    MeanAbsError all;
    MeanAbsError tp1;
    MeanAbsError tp24;
    MeanAbsError tp8;
    int waiting = 0;
    int covered = 0;
    for (const VTrainSingleRow &row : rows) {
        const double error = row.estimatedS / row.measuredS - 1.0;
        all.add(error);
        covered += 100.0 * std::abs(error) <= row.bandPct ? 1 : 0;
        (row.tp == 1 ? tp1 : row.tp == 8 ? tp8 : tp24).add(error);
        waiting += row.hostWaitS > 0 ? 1 : 0;
        // At micro-batch 1 with tensor parallelism a layer's GPU work is a fraction of the
        // host's time: every such row waits.
        if (row.microBatch == 1 && row.tp >= 2)
            QVERIFY(row.hostWaitS > 0);
    }
    qInfo("vTrain single node: %d rows (%d waiting for the host), mean absolute error %.1f%%; "
          "tp 1 %.1f%%, tp 2-4 %.1f%%, tp 8 %.1f%%",
          all.count, waiting, 100.0 * all.mean(), 100.0 * tp1.mean(), 100.0 * tp24.mean(),
          100.0 * tp8.mean());
    QCOMPARE(all.count, 1440);
    QCOMPARE(tp1.count + tp24.count + tp8.count, 1440);
    QVERIFY(all.mean() <= 0.10);
    QVERIFY(tp1.mean() <= 0.10);
    QVERIFY(tp24.mean() <= 0.10);
    QVERIFY(tp8.mean() <= 0.25);
    // These models (0.2-1.3B) are smaller than any bundled single-node run by more than a
    // factor of 8 or like one run only, so their estimates are unvalidated and carry the
    // widest held-out error; it covers at least three in four of them (docs/model.md 11.1
    // records 77%; the 8.7% band of the bundled 7B-22B single-node runs covered 52%).
    qInfo("vTrain single node: the band covers %d of %d rows", covered, all.count);
    QVERIFY2(covered >= 0.75 * all.count, qPrintable(QString::number(covered)));
}

void TestValidation::heldOutVTrainRankingPicksAFastLayout()
{
    // What a planner needs from the engine is the order of layouts. For each of vTrain's four
    // models, the layout the engine rates fastest among those vTrain measured ran within 5% of
    // the fastest measured one (docs/model.md, "One cluster, many layouts": 3.6B and 39.1B
    // pick the fastest itself, 175B one 0.6% slower, 18.4B tp 4 pp 2 at 10.03 s where tp 8
    // ran 9.60 s, 4.5%), and the engine orders each model's layouts as measured with a rank
    // correlation of at least 0.6 (0.97, 0.72, 0.65, 0.92).
    std::vector<VTrainRow> rows;
    readVTrainRows(rows);
    if (QTest::currentTestFailed())
        return;
    for (const char *model : {"3.6", "18.4", "39.1", "175"}) {
        std::vector<double> measured;
        std::vector<double> estimated;
        for (const VTrainRow &row : rows) {
            if (row.model == model) {
                measured.push_back(row.measuredS);
                estimated.push_back(row.estimatedS);
            }
        }
        QVERIFY(measured.size() >= 15);
        const auto picked = std::min_element(estimated.begin(), estimated.end());
        const double pickedMeasured = measured[std::size_t(picked - estimated.begin())];
        const double fastest = *std::min_element(measured.begin(), measured.end());
        QVERIFY2(pickedMeasured <= 1.05 * fastest,
                 qPrintable(QStringLiteral("%1B: the engine's pick ran %2 s, the fastest %3 s")
                                .arg(QLatin1String(model))
                                .arg(pickedMeasured)
                                .arg(fastest)));
        const double correlation = rankCorrelation(measured, estimated);
        qInfo("vTrain %sB: the engine's pick ran %.2f s, the fastest %.2f s; rank correlation "
              "%.2f",
              model, pickedMeasured, fastest, correlation);
        QVERIFY2(correlation >= 0.6, qPrintable(QStringLiteral("%1B: rank correlation %2")
                                                    .arg(QLatin1String(model))
                                                    .arg(correlation)));
    }
}

void TestValidation::heldOutCautionMatchesVTrain()
{
    // layoutCaution() tells users that dense layouts of tensor parallelism 2-4 with data
    // parallelism 16 or more ran longer than estimated; its figures must be what the held-out
    // rows say today (to 0.01), and they must be where the engine's error concentrates.
    std::vector<VTrainRow> rows;
    readVTrainRows(rows);
    if (QTest::currentTestFailed())
        return;
    ModelSpec gpt;
    gpt.kind = ModelKind::Transformer;
    std::vector<double> slower;
    double otherError = 0;
    int others = 0;
    for (const VTrainRow &row : rows) {
        ResolvedParallel parallel;
        parallel.tp = row.tp;
        parallel.dp = row.dp;
        if (layoutCaution(gpt, parallel, 0)) {
            slower.push_back(row.measuredS / row.estimatedS - 1.0);
        } else {
            otherError += std::abs(row.estimatedS / row.measuredS - 1.0);
            ++others;
        }
    }
    std::sort(slower.begin(), slower.end());
    ResolvedParallel sample;
    sample.tp = 2;
    sample.dp = 32;
    const std::optional<LayoutCaution> caution = layoutCaution(gpt, sample, 0);
    QVERIFY(caution);
    QCOMPARE(caution->kind, LayoutCaution::Kind::SmallTensorParallelWideDataParallel);
    QCOMPARE(static_cast<int>(slower.size()), caution->measured);
    const double median = slower[slower.size() / 2]; // 29 rows: the middle one
    qInfo("vTrain tp 2-4 with dp >= 16: %zu rows, measured / estimated - 1: median %.3f, "
          "least %.3f, most %.3f; the other rows' mean absolute error %.3f",
          slower.size(), median, slower.front(), slower.back(), otherError / others);
    QVERIFY2(std::abs(median - caution->medianSlower) <= 0.01, qPrintable(QString::number(median)));
    QVERIFY2(std::abs(slower.front() - caution->leastSlower) <= 0.01,
             qPrintable(QString::number(slower.front())));
    QVERIFY2(std::abs(slower.back() - caution->mostSlower) <= 0.01,
             qPrintable(QString::number(slower.back())));
    QVERIFY2(otherError / others <= 0.05, qPrintable(QString::number(otherError / others)));
    checkCautionBand(slower, *caution);

    // Not for tp 8 or tp 1, nor narrower data parallelism.
    for (const auto &[tp, dp] : {std::pair{8, 32}, std::pair{1, 64}, std::pair{4, 8}}) {
        ResolvedParallel p;
        p.tp = tp;
        p.dp = dp;
        QVERIFY(!layoutCaution(gpt, p, 0));
    }

    // estimate() reports it as an info on parallel.tp with the figures in percent.
    const std::string scenario = R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama3-8b"}, "training": {"tokens": 1e11, "global_batch": 512},
      "cluster": {"instance": "aws/p5.48xlarge", "nodes": 8}, "parallel": {"tp": 2}})";
    const Result result
        = estimate(*parseScenario(scenario, builtinCatalog()).scenario, builtinCatalog());
    const Diagnostic *info = issueWithCode(result, DiagCode::HeldOutSlowerLayout);
    QVERIFY(info != nullptr);
    QCOMPARE(info->severity, Severity::Info);
    QCOMPARE(info->field, std::string("parallel.tp"));
    QCOMPARE(info->args, (std::vector<std::string>{"29", "13", "59"}));
}

void TestValidation::heldOutMoeCautionMatchesMegatronBridge()
{
    // Megatron-Bridge's published mixture-of-experts throughputs (tests/data/megatron-bridge,
    // held out): every one ran slower than estimated, by the range layoutCaution() quotes.
    std::vector<HeldOutRun> runs;
    readHeldOutRuns("megatron-bridge/moe-runs.json", runs);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(runs.size(), std::size_t(5));
    std::vector<double> slower;
    for (const HeldOutRun &run : runs) {
        const double measured = run.fields.value("measured_tokens_per_s_per_gpu").toDouble();
        slower.push_back(run.result.tokensPerSPerGpu / measured - 1.0); // time measured / estimated
        const Diagnostic *info = issueWithCode(run.result, DiagCode::HeldOutSlowerMoe);
        QVERIFY(info != nullptr && info->field == "model.experts");
    }
    std::sort(slower.begin(), slower.end());
    ModelSpec moe;
    moe.experts = 128;
    const std::optional<LayoutCaution> caution = layoutCaution(moe, ResolvedParallel{}, 0);
    QVERIFY(caution);
    QCOMPARE(caution->kind, LayoutCaution::Kind::MixtureOfExperts);
    QCOMPARE(caution->measured, 5);
    QVERIFY2(std::abs(slower.front() - caution->leastSlower) <= 0.01,
             qPrintable(QString::number(slower.front())));
    QVERIFY2(std::abs(slower.back() - caution->mostSlower) <= 0.02,
             qPrintable(QString::number(slower.back())));
    const double median = slower[2];
    QVERIFY2(std::abs(median - caution->medianSlower) <= 0.02, qPrintable(QString::number(median)));
    checkCautionBand(slower, *caution);

    // A dense model gets no MoE caution.
    ModelSpec dense;
    QVERIFY(!layoutCaution(dense, ResolvedParallel{}, 0));
}

void TestValidation::heldOutShardingCautionMatchesZero3Runs()
{
    // Narayanan et al.'s six ZeRO-3 runs (DeepSpeed 2021, tests/data/megatron-lm-2021, held
    // out) shard over 48-280 nodes, wider than any FSDP run the engine was checked against:
    // every one ran slower than estimated, by the range layoutCaution() quotes (to 0.02).
    std::vector<HeldOutRun> runs;
    readHeldOutRuns("megatron-lm-2021/zero3-runs.json", runs);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(runs.size(), std::size_t(6));
    std::vector<double> slower;
    for (const HeldOutRun &run : runs) {
        slower.push_back(run.fields.value("measured_step_time_s").toDouble() / run.result.stepTimeS
                         - 1.0);
        const Diagnostic *info = issueWithCode(run.result, DiagCode::HeldOutSlowerSharding);
        QVERIFY2(info != nullptr, qPrintable(run.fields.value("name").toString()));
        QCOMPARE(info->field, std::string("parallel.zero"));
        QCOMPARE(info->args.at(0), std::string("6"));
        QCOMPARE(info->args.at(3), std::to_string(kMeasuredShardNodes)); // DeepSpeed's
        QCOMPARE(info->args.at(4), std::to_string(kMeasuredFsdpShardNodes));
    }
    std::sort(slower.begin(), slower.end());
    ResolvedParallel sharded;
    sharded.zero = 3;
    const std::optional<LayoutCaution> caution
        = layoutCaution(ModelSpec{}, sharded, kMeasuredShardNodes + 1);
    QVERIFY(caution);
    QCOMPARE(caution->kind, LayoutCaution::Kind::WideParameterSharding);
    QCOMPARE(caution->measured, 6);
    QVERIFY2(std::abs(slower.front() - caution->leastSlower) <= 0.02,
             qPrintable(QString::number(slower.front())));
    QVERIFY2(std::abs(slower.back() - caution->mostSlower) <= 0.02,
             qPrintable(QString::number(slower.back())));
    const double median = 0.5 * (slower[2] + slower[3]);
    QVERIFY2(std::abs(median - caution->medianSlower) <= 0.02, qPrintable(QString::number(median)));
    checkCautionBand(slower, *caution);

    // Not within the measured FSDP width, nor below ZeRO-3.
    QVERIFY(!layoutCaution(ModelSpec{}, sharded, kMeasuredShardNodes));
    ResolvedParallel optimizerOnly = sharded;
    optimizerOnly.zero = 2;
    QVERIFY(!layoutCaution(ModelSpec{}, optimizerOnly, kMeasuredShardNodes + 1));

    // PyTorch FSDP was measured wider, close to its estimates: llm-foundry's MPT runs on up to
    // 64 nodes (R128-R139, held out within 12%, where DeepSpeed's of 2021 took 1.5-4.4 times).
    // Named, the stack carries the caution only beyond them; any other stack, or none named, beyond
    // 16 nodes.
    QVERIFY(!layoutCaution(ModelSpec{}, sharded, kMeasuredFsdpShardNodes, Software::PytorchFsdp));
    QVERIFY(!layoutCaution(ModelSpec{}, sharded, kMeasuredFsdpShardNodes, Software::PytorchFsdp2));
    QVERIFY(
        layoutCaution(ModelSpec{}, sharded, kMeasuredFsdpShardNodes + 1, Software::PytorchFsdp));
    QVERIFY(layoutCaution(ModelSpec{}, sharded, kMeasuredShardNodes + 1, Software::DeepSpeed));
    QVERIFY(layoutCaution(ModelSpec{}, sharded, kMeasuredShardNodes + 1, Software::MegatronCore));
    int wideFsdpRuns = 0;
    for (const ValidationRow &row : heldOutValidation(builtinCatalog()).rows) {
        const Scenario &scenario = row.run.scenario;
        if (scenario.training.software != Software::PytorchFsdp
            || scenario.cluster.nodes <= kMeasuredShardNodes)
            continue;
        ++wideFsdpRuns;
        QVERIFY2(std::abs(row.heldOutError) < 0.12, row.run.id.c_str());
    }
    QCOMPARE(wideFsdpRuns, 8); // 256 and 512 GPUs, four models each

    // The measured FSDP rows (MPT on up to 64 nodes) carry no such caution, and hybrid
    // sharding within 16 nodes lifts it from a 48-node run.
    for (const PublishedRun &run : publishedRuns(builtinCatalog())) {
        if (run.scenario.parallel.zero < 3)
            continue;
        QVERIFY2(!issueWithCode(estimate(run.scenario, builtinCatalog()),
                                DiagCode::HeldOutSlowerSharding),
                 run.id.c_str());
    }
    Scenario hybrid = runs.front().scenario;
    hybrid.parallel.zeroShardGroup = 128; // 16 nodes of 8
    QVERIFY(!issueWithCode(estimate(hybrid, builtinCatalog()), DiagCode::HeldOutSlowerSharding));
}

QTEST_APPLESS_MAIN(TestValidation)
#include "TestValidation.moc"
