// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Calibration: synthetic measurements from known factors are recovered; bad CSVs name the
// line and column.
#include "TestSupport.h"

#include "scaleplan/engine/Calibration.h"
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <sstream>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;

namespace {

/// Llama 2 7B on p4d (8 x A100 40GB, 400 Gbit/s EFA); gradients not overlapped so the
/// network shows in the step time.
const char *kBase = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "llama2-7b"},
  "training": {"tokens": 1e11, "global_batch": 1024, "micro_batch": 1},
  "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 32},
  "parallel": {"tp": 1, "pp": 1, "zero": 1},
  "communication": {"overlap_gradients": false}})";

struct Row
{
    std::int64_t gpus;
    std::int64_t tp;
};

/// The benchmarking workflow: 1, 2, 4, 8 GPUs data-parallel, one node at tp 2/4/8, and 2
/// and 4 nodes.
const Row kRows[]
    = {{1, 1}, {2, 1}, {4, 1}, {8, 1}, {8, 2}, {8, 4}, {8, 8}, {16, 1}, {32, 1}, {32, 8}};

/// Step time of \p row on hardware whose rates are \p catalog's times \p truth, built
/// independently of the fit's own row scenarios (a described cluster on the calibrated GPU).
double truthStepTime(const Scenario &base, const HardwareFactors &truth, const Row &row,
                     const Catalog &catalog = builtinCatalog())
{
    const Catalog truthCatalog = calibratedCatalog(base, catalog, truth, "truth");
    const CalibratedIds ids = calibratedIds(base, catalog, "truth");
    Scenario s = base;
    s.cluster.instance.clear();
    s.cluster.gpu = ids.gpu;
    s.cluster.gpusPerNode = std::min<std::int64_t>(row.gpus, 8);
    s.cluster.nodes = std::max<std::int64_t>(1, row.gpus / 8);
    s.cluster.interNodeGbps = truthCatalog.findInstance(ids.instance)->interNodeGbps;
    s.parallel.tp = row.tp;
    s.parallel.dp = 0;
    return estimate(s, truthCatalog).stepTimeS;
}

/// A CSV of the rows measured on \p truth, each time times (1 + noise[i]).
std::string syntheticCsv(const Scenario &base, const HardwareFactors &truth,
                         const std::vector<double> &noise = {},
                         const Catalog &catalog = builtinCatalog())
{
    std::ostringstream csv;
    csv.precision(17);
    csv << "# synthetic measurements\ngpus,tp,step_time_s\n";
    std::size_t i = 0;
    for (const Row &row : kRows) {
        const double wobble = i < noise.size() ? noise[i] : 0.0;
        csv << row.gpus << ',' << row.tp << ','
            << truthStepTime(base, truth, row, catalog) * (1 + wobble) << '\n';
        ++i;
    }
    return csv.str();
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private slots:
    void catalogFactorsRecoverThemselves();
    void syntheticFactorsAreRecovered();
    void probedGpuFactorsAreRecovered();
    void unitFactorsReproduceEveryGpu();
    void noisyMeasurementsBandCoversTruth();
    void unseenFactorStaysAtPriorWithWideBand();
    void tokensPerSecondConvertsToStepTime();
    void malformedCsvNamesLineAndColumn_data();
    void malformedCsvNamesLineAndColumn();
    void spreadsheetExportsRead();
    void savedEntryLoadsAsUserCatalog();
};

void TestCalibration::catalogFactorsRecoverThemselves()
{
    const Scenario base = scenarioFromJson(kBase);
    const MeasurementLoad load
        = parseMeasurementsCsv(syntheticCsv(base, {}), base, builtinCatalog());
    QVERIFY2(!load.error, load.error ? formatLine(*load.error).c_str() : "");
    QCOMPARE(load.rows.size(), std::size_t(10));
    QCOMPARE(load.rows.front().line, 3);
    const CalibrationFit fit = fitMeasurements(base, builtinCatalog(), load.rows);
    QVERIFY(fit.converged);
    for (const double factor : fit.factors.asArray())
        SCALEPLAN_FUZZY(factor, 1.0, 1e-3);
    QVERIFY(fit.rmsResidual < 1e-4);
}

void TestCalibration::syntheticFactorsAreRecovered()
{
    const Scenario base = scenarioFromJson(kBase);
    const HardwareFactors truth{0.85, 0.7, 0.6, 0.5};
    const MeasurementLoad load
        = parseMeasurementsCsv(syntheticCsv(base, truth), base, builtinCatalog());
    QVERIFY(!load.error);
    const CalibrationFit fit = fitMeasurements(base, builtinCatalog(), load.rows);
    QVERIFY(fit.converged);
    const auto got = fit.factors.asArray();
    const auto want = truth.asArray();
    // Every factor within two of its standard deviations (plus 1%) of the truth ...
    for (std::size_t k = 0; k < 4; ++k) {
        const double off = std::abs(std::log(got[k] / want[k]));
        QVERIFY2(off <= 2 * fit.logSigma[k] + 0.01,
                 qPrintable(QStringLiteral("%1: fitted %2, truth %3, sigma(ln) %4")
                                .arg(QString::fromLatin1(kFactorNames[k]))
                                .arg(got[k])
                                .arg(want[k])
                                .arg(fit.logSigma[k])));
    }
    // ... and the two the step times pin down (GEMM rate, network) within 4% and 5%. Step
    // times of one model cannot tell HBM-bound kernels from the rest: memory stays near its
    // prior, and the network factor takes up part of the memory-bound time it leaves
    // unexplained (4.1% here since the rotary pass over queries and keys added such time on
    // 2026-11-26; 4.0% before; its own sigma(ln) is 11%).
    QVERIFY(fit.constrained[0] && fit.constrained[3] && !fit.constrained[1]);
    SCALEPLAN_FUZZY(got[0], want[0], 0.04);
    SCALEPLAN_FUZZY(got[3], want[3], 0.05);
    for (const FittedPoint &p : fit.points)
        QVERIFY2(std::abs(p.residual) < 0.02, qPrintable(QString::number(p.residual)));
    // Extrapolated to 64 nodes: within 3% of the truth and inside the band.
    const std::vector<Extrapolation> far = extrapolate(base, builtinCatalog(), fit, {64});
    QCOMPARE(far.size(), std::size_t(1));
    QCOMPARE(far[0].gpus, std::int64_t(512));
    Scenario at64 = base;
    at64.cluster.nodes = 64;
    const double truthS = truthStepTime(at64, truth, {512, 1});
    SCALEPLAN_FUZZY(far[0].stepTimeS, truthS, 0.03);
    QVERIFY(far[0].lowS <= truthS && truthS <= far[0].highS);
    QVERIFY(far[0].lowS < far[0].stepTimeS && far[0].stepTimeS < far[0].highS);
}

void TestCalibration::probedGpuFactorsAreRecovered()
{
    // The benchmarking workflow on a probed machine: the A100 of p4d with the probe's
    // measured GEMM, copy and GPU-to-GPU rates, which the model reads instead of the
    // datasheet's (docs/probe.md). The factors must act on those figures: until 2026-11-26
    // they scaled the datasheet's, which the model then ignored, so the GEMM factor stayed
    // at 1 whatever the measurements said.
    const Scenario base = scenarioFromJson(kBase);
    Catalog probed = builtinCatalog();
    const std::string a100 = probed.findInstance(base.cluster.instance)->gpu;
    Gpu &gpu = *std::find_if(probed.gpus.begin(), probed.gpus.end(),
                             [&](const Gpu &g) { return g.id == a100; });
    gpu.measuredBf16Tflops = 265.0;
    gpu.measuredMemoryBandwidthGBs = 1400.0;
    gpu.measuredScaleUpGBsUnidir = 230.0;
    const HardwareFactors truth{0.85, 0.7, 0.6, 0.5};
    const MeasurementLoad load
        = parseMeasurementsCsv(syntheticCsv(base, truth, {}, probed), base, probed);
    QVERIFY(!load.error);
    const CalibrationFit fit = fitMeasurements(base, probed, load.rows);
    QVERIFY(fit.converged);
    // As for a catalog GPU: the GEMM rate and the network within 4% and 5%.
    QVERIFY(fit.constrained[0] && fit.constrained[3]);
    SCALEPLAN_FUZZY(fit.factors.gemm, truth.gemm, 0.04);
    SCALEPLAN_FUZZY(fit.factors.inter, truth.inter, 0.05);
    for (const FittedPoint &p : fit.points)
        QVERIFY2(std::abs(p.residual) < 0.02, qPrintable(QString::number(p.residual)));
    // The saved entry keeps the measured figures and carries the fitted factors on them.
    const Catalog saved = calibratedCatalog(base, probed, fit.factors, "lab");
    const Gpu &fitted = *saved.findGpu(calibratedIds(base, probed, "lab").gpu);
    QCOMPARE(fitted.measuredBf16Tflops, 265.0);
    QCOMPARE(fitted.measuredMemoryBandwidthGBs, 1400.0);
    QCOMPARE(fitted.measuredScaleUpGBsUnidir, 230.0);
    QCOMPARE(fitted.calibratedMatmul, fit.factors.gemm);
    QCOMPARE(fitted.calibratedMemory, fit.factors.memory);
    QCOMPARE(fitted.calibratedLink, fit.factors.intra);
}

void TestCalibration::unitFactorsReproduceEveryGpu()
{
    // Factors of 1 are the catalog as it is: a GPU whose GEMM rate comes from another entry
    // of its chip (the A100 40GB from the 80GB's measurement at its shape) or from its
    // vendor's mean estimates exactly as before. Until 2026-11-27 the copy carried a rate
    // without the measurement's shape, and the A100 40GB came out 3.7% slower at factor 1.
    int compared = 0;
    for (const Gpu &gpu : builtinCatalog().gpus) {
        Scenario base = scaleplan::test::scenarioFromJson(R"({"format": "scaleplan.scenario",
          "version": 1, "model": {"preset": "llama2-7b"},
          "training": {"steps": 10, "global_batch": 64, "micro_batch": 1,
                       "recompute": "full"},
          "cluster": {"gpu": "a100-sxm4-80gb", "gpus_per_node": 8, "inter_node_gbps": 800,
                      "nodes": 2},
          "parallel": {"tp": 1, "pp": 1, "zero": 3}})");
        base.cluster.gpu = gpu.id;
        if (base.cluster.gpu == "v100-sxm2-16gb" || gpu.bf16Tflops <= 0)
            base.training.precision = Precision::Fp16;
        if (validateScenario(base, builtinCatalog()))
            continue;
        const Result before = estimate(base, builtinCatalog());
        const Catalog copied = calibratedCatalog(base, builtinCatalog(), HardwareFactors{}, "one");
        Scenario onCopy = base;
        onCopy.cluster.gpu = calibratedIds(base, builtinCatalog(), "one").gpu;
        const Result after = estimate(onCopy, copied);
        QVERIFY2(after.stepTimeS == before.stepTimeS,
                 qPrintable(QStringLiteral("%1: %2 s, on the copy %3 s")
                                .arg(QString::fromStdString(gpu.id))
                                .arg(before.stepTimeS)
                                .arg(after.stepTimeS)));
        ++compared;
    }
    QVERIFY(compared >= 12); // every built-in GPU that runs the layout
}

void TestCalibration::noisyMeasurementsBandCoversTruth()
{
    const Scenario base = scenarioFromJson(kBase);
    const HardwareFactors truth{0.8, 1.0, 0.7, 0.6};
    // +-3% scatter, a fixed pattern (deterministic test).
    const std::vector<double> noise{0.03,  -0.02, 0.01,  -0.03, 0.02,
                                    -0.01, 0.03,  -0.02, 0.01,  -0.03};
    const MeasurementLoad load
        = parseMeasurementsCsv(syntheticCsv(base, truth, noise), base, builtinCatalog());
    QVERIFY(!load.error);
    const CalibrationFit fit = fitMeasurements(base, builtinCatalog(), load.rows);
    // The scatter is seen: about 2-3% (the rms of the pattern is 2.3%).
    QVERIFY2(fit.residualSigma > 0.01 && fit.residualSigma < 0.05,
             qPrintable(QString::number(fit.residualSigma)));
    for (const std::int64_t nodes : {8, 32, 128}) {
        Scenario at = base;
        at.cluster.nodes = nodes;
        const double truthS = truthStepTime(at, truth, {nodes * 8, 1});
        const std::vector<Extrapolation> e = extrapolate(base, builtinCatalog(), fit, {nodes});
        QCOMPARE(e.size(), std::size_t(1));
        QVERIFY2(e[0].lowS <= truthS && truthS <= e[0].highS,
                 qPrintable(QStringLiteral("%1 nodes: truth %2 outside [%3, %4]")
                                .arg(nodes)
                                .arg(truthS)
                                .arg(e[0].lowS)
                                .arg(e[0].highS)));
    }
}

void TestCalibration::unseenFactorStaysAtPriorWithWideBand()
{
    // Single-node measurements only: the network factor is not seen, stays at 1 and keeps
    // the prior's width; the band at 32 nodes is wider than at one node.
    const Scenario base = scenarioFromJson(kBase);
    const HardwareFactors truth{0.85, 1.0, 0.6, 0.5};
    std::ostringstream csv;
    csv.precision(17);
    csv << "gpus,tp,step_time_s\n";
    for (const Row &row : {Row{1, 1}, Row{2, 1}, Row{4, 1}, Row{8, 1}, Row{8, 2}, Row{8, 8}})
        csv << row.gpus << ',' << row.tp << ',' << truthStepTime(base, truth, row) << '\n';
    const MeasurementLoad load = parseMeasurementsCsv(csv.str(), base, builtinCatalog());
    QVERIFY(!load.error);
    const CalibrationFit fit = fitMeasurements(base, builtinCatalog(), load.rows);
    QVERIFY(!fit.constrained[3]);
    SCALEPLAN_FUZZY(fit.factors.inter, 1.0, 0.01);
    QVERIFY(fit.logSigma[3] > 0.4);
    const std::vector<Extrapolation> e = extrapolate(base, builtinCatalog(), fit, {1, 32});
    QCOMPARE(e.size(), std::size_t(2));
    const double oneNode = std::log(e[0].highS / e[0].lowS);
    const double many = std::log(e[1].highS / e[1].lowS);
    QVERIFY2(many > 2 * oneNode, qPrintable(QStringLiteral("%1 vs %2").arg(many).arg(oneNode)));
    Scenario at32 = base;
    const double truthS = truthStepTime(at32, truth, {256, 1});
    QVERIFY(e[1].lowS <= truthS && truthS <= e[1].highS);
}

void TestCalibration::tokensPerSecondConvertsToStepTime()
{
    const Scenario base = scenarioFromJson(kBase);
    // 1024 sequences x 4096 tokens (Llama 2: seq 4096) at 65536 tokens/s = 64 s.
    const MeasurementLoad load
        = parseMeasurementsCsv("gpus,tokens_per_s\n8,65536\n16,131072\n", base, builtinCatalog());
    QVERIFY(!load.error);
    QCOMPARE(load.rows.size(), std::size_t(2));
    // A spreadsheet export: byte-order mark and CRLF line ends.
    const MeasurementLoad excel = parseMeasurementsCsv(
        "\xEF\xBB\xBFgpus,tokens_per_s\r\n8,65536\r\n16,131072\r\n", base, builtinCatalog());
    QVERIFY2(!excel.error, excel.error ? formatLine(*excel.error).c_str() : "");
    QCOMPARE(excel.rows.size(), std::size_t(2));
    SCALEPLAN_FUZZY(load.rows[0].stepTimeS, 1024.0 * 4096 / 65536, 1e-12);
    SCALEPLAN_FUZZY(load.rows[1].stepTimeS, 1024.0 * 4096 / 131072, 1e-12);
}

void TestCalibration::malformedCsvNamesLineAndColumn_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("line");
    QTest::newRow("no header")
        << "1,0.5\n2,0.3\n"
        << "csv_no_header"
        << "line 1: the first line must name the columns, e.g. gpus,step_time_s";
    QTest::newRow("missing gpus") << "nodes,step_time_s\n1,0.5\n"
                                  << "csv_missing_column"
                                  << "line 1: the header has no column gpus; add it";
    QTest::newRow("unknown column")
        << "gpus,step_time\n1,0.5\n"
        << "csv_unknown_column"
        << "line 1, column 2: unknown column \"step_time\"; use one of gpus, nodes, tp, pp, "
           "global_batch, micro_batch, step_time_s, tokens_per_s";
    QTest::newRow("field count") << "gpus,step_time_s\n1,0.5\n2,0.3,9\n"
                                 << "csv_field_count"
                                 << "line 3: has 3 fields but the header names 2 columns; give one "
                                    "value per column, separated by commas";
    QTest::newRow("not a number") << "gpus,step_time_s\n1,0.5\n\n2,fast\n"
                                  << "csv_not_a_number"
                                  << "line 4, column step_time_s: \"fast\" is not a number; write "
                                     "a plain number such as 1.25";
    QTest::newRow("decimal comma")
        << "gpus,step_time_s\n1,\"0,5\"\n"
        << "csv_not_a_number"
        << "line 2, column step_time_s: \"0,5\" is not a number; write a plain number such as 1.25";
    QTest::newRow("semicolons") << "gpus;step_time_s\n1;0,5\n2;0,3\n"
                                << "csv_semicolons"
                                << "line 1: the fields are separated by semicolons";
    QTest::newRow("negative time") << "gpus,step_time_s\n1,-0.5\n2,0.3\n"
                                   << "out_of_range"
                                   << "line 2, column step_time_s: step_time_s is out of range; "
                                      "use a value from 1e-06 to 1e+06";
    QTest::newRow("half a gpu") << "gpus,step_time_s\n1.5,0.5\n2,0.3\n"
                                << "not_integer"
                                << "line 2, column gpus: gpus must be a whole number";
    QTest::newRow("one row")
        << "gpus,step_time_s\n1,0.5\n"
        << "csv_too_few_rows"
        << "line 1: only 1 measurements; give at least 2 (e.g. 1, 2, 4 and 8 GPUs)";
    QTest::newRow("tp does not divide") << "gpus,tp,step_time_s\n1,1,0.5\n6,4,0.3\n"
                                        << "csv_row_invalid"
                                        << "line 3: this layout cannot run the scenario: ";
}

void TestCalibration::malformedCsvNamesLineAndColumn()
{
    QFETCH(QString, csv);
    QFETCH(QString, code);
    QFETCH(QString, line);
    const Scenario base = scenarioFromJson(kBase);
    const MeasurementLoad load = parseMeasurementsCsv(csv.toStdString(), base, builtinCatalog());
    QVERIFY(load.error.has_value());
    QVERIFY(load.rows.empty());
    QCOMPARE(QString::fromLatin1(codeName(load.error->code)), code);
    QVERIFY2(QString::fromStdString(formatLine(*load.error)).startsWith(line),
             formatLine(*load.error).c_str());
}

void TestCalibration::spreadsheetExportsRead()
{
    // What spreadsheets write: a UTF-8 byte-order mark, CRLF line ends, quoted fields, in
    // which a doubled quote is one quote.
    const Scenario base = scenarioFromJson(kBase);
    const std::string csv
        = "\xEF\xBB\xBF\"gpus\",\"step_time_s\"\r\n\"1\",\"0.52\"\r\n2, \"0.30\" \r\n";
    const MeasurementLoad load = parseMeasurementsCsv(csv, base, builtinCatalog());
    QVERIFY2(!load.error, load.error ? formatLine(*load.error).c_str() : "");
    QCOMPARE(load.rows.size(), std::size_t{2});
    QCOMPARE(load.rows[0].gpus, std::int64_t(1));
    QCOMPARE(load.rows[0].stepTimeS, 0.52);
    QCOMPARE(load.rows[1].stepTimeS, 0.30);
    const MeasurementLoad quote
        = parseMeasurementsCsv("gpus,\"step\"\"time\"\n1,0.5\n2,0.3\n", base, builtinCatalog());
    QVERIFY(quote.error);
    QVERIFY2(formatLine(*quote.error).find("\"step\"time\"") != std::string::npos,
             formatLine(*quote.error).c_str());
}

void TestCalibration::savedEntryLoadsAsUserCatalog()
{
    const Scenario base = scenarioFromJson(kBase);
    const HardwareFactors truth{0.85, 0.7, 0.6, 0.5};
    const MeasurementLoad load
        = parseMeasurementsCsv(syntheticCsv(base, truth), base, builtinCatalog());
    const CalibrationFit fit = fitMeasurements(base, builtinCatalog(), load.rows);
    // Merged into an existing user catalog that already holds one entry of its own.
    const std::string existing = R"({"format": "scaleplan.catalog", "version": 1,
        "storage": [{"id": "lab-nfs", "provider": "lab", "service": "NFS",
                     "usd_per_gb_month": 0.01, "date": "2026", "sources": "invoice"}]})";
    const std::optional<std::string> merged
        = mergeCalibratedEntries(existing, base, builtinCatalog(), fit, "My Lab");
    QVERIFY(merged.has_value());
    const CatalogLoad user = overlayCatalog(builtinCatalog(), *merged);
    QVERIFY2(user.catalog.has_value(), formatLine(user.error).c_str());
    const CalibratedIds ids = calibratedIds(base, builtinCatalog(), "My Lab");
    QCOMPARE(QString::fromStdString(ids.instance), QStringLiteral("aws/p4d.24xlarge-my-lab"));
    QVERIFY(user.catalog->findInstance(ids.instance) != nullptr);
    QVERIFY(user.catalog->findGpu(ids.gpu) != nullptr);
    QCOMPARE(user.catalog->storage.back().id, std::string("lab-nfs"));
    // The saved instance predicts what the fit predicts at the target scale.
    Scenario onSaved = base;
    onSaved.cluster.instance = ids.instance;
    const Result saved = estimate(onSaved, *user.catalog);
    const std::vector<Extrapolation> e = extrapolate(base, builtinCatalog(), fit, {32});
    SCALEPLAN_FUZZY(saved.stepTimeS, e[0].stepTimeS, 1e-9);
    // Saving twice replaces the entry instead of adding a second one.
    const std::optional<std::string> again
        = mergeCalibratedEntries(*merged, base, builtinCatalog(), fit, "My Lab");
    const CatalogLoad twice = overlayCatalog(builtinCatalog(), *again);
    QCOMPARE(twice.catalog->instances.size(), user.catalog->instances.size());
    QVERIFY(!mergeCalibratedEntries("[1, 2]", base, builtinCatalog(), fit, "x").has_value());
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "TestCalibration.moc"
