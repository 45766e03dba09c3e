// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RFC 4180 output: quoting, CRLF records, numbers that read back exactly, no NaN or
// infinity, and a sweep that a reader (ours and Python's csv module) parses back.
#include "TestSupport.h"

#include "scaleplan/engine/Comparison.h"
#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Sweep.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <charconv>
#include <cmath>
#include <limits>
#include <stdexcept>

using namespace scaleplan::engine;

namespace {

/// The double \p text spells (from_chars: no locale, no range exception).
double readDouble(const std::string &text)
{
    double value = std::numeric_limits<double>::quiet_NaN();
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

} // namespace

class TestCsv : public QObject
{
    Q_OBJECT

private slots:
    void fieldsAreQuotedOnlyWhenNeeded_data();
    void fieldsAreQuotedOnlyWhenNeeded();
    void numbersRoundTripWithADot();
    void nonFiniteNumbersAreEmpty();
    void recordsEndInCrlfAndArePadded();
    void tooManyFieldsIsAProgrammingError();
    void readerUndoesTheWriter();
    void sweepParsesBack();
    void pythonCsvModuleReadsTheSweep();
    void comparisonParsesBack();
};

void TestCsv::fieldsAreQuotedOnlyWhenNeeded_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("field");
    QTest::newRow("plain") << "p5.48xlarge"
                           << "p5.48xlarge";
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("comma") << "a,b"
                           << "\"a,b\"";
    QTest::newRow("quote") << "say \"hi\""
                           << "\"say \"\"hi\"\"\"";
    QTest::newRow("newline") << "two\nlines"
                             << "\"two\nlines\"";
    QTest::newRow("carriage return") << "a\rb"
                                     << "\"a\rb\"";
    QTest::newRow("utf-8 unquoted") << "Größe · 日本"
                                    << "Größe · 日本";
    // What a spreadsheet would run as a formula is neutralised with a leading apostrophe.
    QTest::newRow("formula") << "=HYPERLINK(\"http://x\",\"y\")"
                             << "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"";
    QTest::newRow("plus") << "+1+1"
                          << "'+1+1";
    QTest::newRow("minus") << "-2+3"
                           << "'-2+3";
    QTest::newRow("at") << "@SUM(A1)"
                        << "'@SUM(A1)";
    QTest::newRow("tab") << "\t=1"
                         << "'\t=1";
    QTest::newRow("inner equals") << "a=b"
                                  << "a=b";
}

void TestCsv::fieldsAreQuotedOnlyWhenNeeded()
{
    QFETCH(QString, text);
    QFETCH(QString, field);
    QCOMPARE(QString::fromStdString(csvField(text.toStdString())), field);
}

void TestCsv::numbersRoundTripWithADot()
{
    // Shortest text that reads back to the same double (std::to_chars), never a comma.
    QCOMPARE(csvNumber(0.1), std::string("0.1"));
    QCOMPARE(csvNumber(1024), std::string("1024"));
    QCOMPARE(csvNumber(-2.5), std::string("-2.5")); // numbers are never neutralised
    QCOMPARE(csvNumber(-0.0), std::string("0"));
    QCOMPARE(csvNumber(1e21), std::string("1e+21"));
    for (const double value : {0.1 + 0.2, 1.0 / 3.0, 268535.123456789, 6.02214076e23, 5e-324}) {
        const std::string text = csvNumber(value);
        QVERIFY2(text.find(',') == std::string::npos, text.c_str());
        QCOMPARE(readDouble(text), value);
    }
}

void TestCsv::nonFiniteNumbersAreEmpty()
{
    QCOMPARE(csvNumber(std::numeric_limits<double>::quiet_NaN()), std::string());
    QCOMPARE(csvNumber(std::numeric_limits<double>::infinity()), std::string());
    QCOMPARE(csvNumber(-std::numeric_limits<double>::infinity()), std::string());
}

void TestCsv::recordsEndInCrlfAndArePadded()
{
    CsvWriter csv({"name", "value_s", "note"});
    csv.text("a, b").number(1.5).text("x");
    csv.endRow();
    csv.text("short");
    csv.endRow();
    QCOMPARE(csv.str(), std::string("name,value_s,note\r\n\"a, b\",1.5,x\r\nshort,,\r\n"));
    QCOMPARE(csv.columns(), std::size_t(3));
}

void TestCsv::tooManyFieldsIsAProgrammingError()
{
    CsvWriter csv({"one"});
    csv.integer(1);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, csv.integer(2));
}

void TestCsv::readerUndoesTheWriter()
{
    const std::vector<std::string> awkward{"comma, inside", "quote \" inside", "line\r\nbreak", "",
                                           "plain"};
    CsvWriter csv(awkward);
    for (const std::string &text : awkward)
        csv.text(text);
    csv.endRow();
    const auto records = parseCsv(csv.str());
    QCOMPARE(records.size(), std::size_t(2));
    QCOMPARE(records[0], awkward);
    QCOMPARE(records[1], awkward);
    // LF-only files read too, and a missing final line break.
    const auto lf = parseCsv("a,b\n1,\"2\"\n3,4");
    QCOMPARE(lf.size(), std::size_t(3));
    QCOMPARE(lf[1], (std::vector<std::string>{"1", "2"}));
    QCOMPARE(lf[2], (std::vector<std::string>{"3", "4"}));
}

namespace {

std::vector<SweepRow> llamaSweep()
{
    const Scenario scenario = scaleplan::test::scenarioFromJson(
        scaleplan::test::testData("examples/llama3-8b-p5-spot.json"));
    return sweepNodes(scenario, builtinCatalog(), {1, 8, 1});
}

} // namespace

void TestCsv::sweepParsesBack()
{
    const std::vector<SweepRow> rows = llamaSweep();
    const std::string text = sweepToCsv(rows);
    QVERIFY(text.size() > 2 && text.substr(text.size() - 2) == "\r\n");
    QVERIFY(text.substr(0, 3) != "\xEF\xBB\xBF"); // no byte-order mark
    const auto records = parseCsv(text);
    QCOMPARE(records.size(), rows.size() + 1);
    const std::vector<std::string> &header = records.front();
    // The column names of the command-line contract, in order.
    QCOMPARE(header,
             (std::vector<std::string>{"nodes", "gpus", "feasible", "tp", "pp", "dp",
                                       "micro_batches", "step_time_s", "tokens_per_s", "mfu",
                                       "memory_per_gpu_gb", "training_time_h", "expected_time_h",
                                       "gpu_hours", "cost_usd", "energy_kwh", "reason"}));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::vector<std::string> &record = records[i + 1];
        QCOMPARE(record.size(), header.size());
        QCOMPARE(std::stoll(record[0]), rows[i].nodes);
        if (!rows[i].result) {
            QCOMPARE(record[2], std::string("false"));
            QVERIFY(record[7].empty());
            QVERIFY(!record[16].empty());
            continue;
        }
        // Shortest round-trip numbers: the file holds exactly the engine's doubles.
        const Result &r = *rows[i].result;
        QCOMPARE(readDouble(record[7]), r.stepTimeS);
        QCOMPARE(readDouble(record[9]), r.mfu);
        QCOMPARE(readDouble(record[14]), r.costUsd.total);
        QCOMPARE(std::stoll(record[5]), r.parallel.dp);
    }
}

void TestCsv::pythonCsvModuleReadsTheSweep()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty())
        QSKIP("python3 is not installed");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("sweep.csv"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const std::string text = sweepToCsv(llamaSweep());
        file.write(text.data(), static_cast<qint64>(text.size()));
    }
    // The csv module with its default dialect (what pandas.read_csv also follows): every
    // record as long as the header, feasible rows with a float step time.
    const QString script = QStringLiteral(
        "import csv,sys\n"
        "rows=list(csv.DictReader(open(sys.argv[1],newline='',encoding='utf-8')))\n"
        "assert len(rows)==8,len(rows)\n"
        "assert all(None not in r for r in rows)\n"
        "ok=[r for r in rows if r['step_time_s']]\n"
        "assert ok and all(float(r['step_time_s'])>0 for r in ok)\n"
        "assert all(r['reason'] for r in rows if not r['step_time_s'])\n"
        "print(len(ok))\n");
    QProcess process;
    process.start(python, {QStringLiteral("-c"), script, path});
    QVERIFY(process.waitForFinished(30000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    // 512 sequences at micro-batch 2 over 16 GPUs per node: 1, 2, 4 and 8 nodes divide.
    QCOMPARE(process.readAllStandardOutput().trimmed(), QByteArray("4"));
}

QTEST_GUILESS_MAIN(TestCsv)
#include "TestCsv.moc"

void TestCsv::comparisonParsesBack()
{
    const Scenario open = scaleplan::test::scenarioFromJson(
        scaleplan::test::testData("examples/llama3-8b-p5-spot.json"));
    Scenario broken = open;
    broken.cluster.nodes = 3; // 24 GPUs: no layout of the example divides them
    const std::optional<Diagnostic> problem = validateScenario(broken, builtinCatalog());
    QVERIFY(problem);
    const Result result = estimate(open, builtinCatalog());
    const std::string text = comparisonToCsv(
        {{"open, with comma", open, result, {}}, {"=broken", broken, {}, problem}});
    const auto records = parseCsv(text);
    QCOMPARE(records.size(), std::size_t(3));
    const std::vector<std::string> &header = records.front();
    // The column names of the export contract, in order.
    QCOMPARE(header, (std::vector<std::string>{"scenario",
                                               "cluster",
                                               "nodes",
                                               "gpus",
                                               "valid",
                                               "feasible",
                                               "tp",
                                               "pp",
                                               "dp",
                                               "cp",
                                               "ep",
                                               "zero",
                                               "micro_batches",
                                               "step_time_s",
                                               "tokens_per_s",
                                               "mfu",
                                               "memory_per_gpu_gb",
                                               "memory_capacity_gb",
                                               "training_time_h",
                                               "expected_time_h",
                                               "gpu_hours",
                                               "cost_usd",
                                               "energy_kwh",
                                               "checkpoint_interval_h",
                                               "p50_time_h",
                                               "p90_time_h",
                                               "p50_cost_usd",
                                               "p90_cost_usd",
                                               "reason"}));
    for (const auto &record : records)
        QCOMPARE(record.size(), header.size());
    // The estimate's own doubles, unformatted.
    const std::vector<std::string> &kept = records[1];
    QCOMPARE(kept[0], std::string("open, with comma"));
    QCOMPARE(kept[1], open.cluster.instance);
    QCOMPARE(readDouble(kept[13]), result.stepTimeS);
    QCOMPARE(readDouble(kept[21]), result.costUsd.total);
    QCOMPARE(readDouble(kept[27]), result.risk.p90CostUsd);
    // The scenario that cannot be estimated: no numbers, its reason, its name made inert.
    const std::vector<std::string> &rejected = records[2];
    QCOMPARE(rejected[0], std::string("'=broken"));
    QCOMPARE(rejected[2], std::string("3"));
    QCOMPARE(rejected[4], std::string("false"));
    for (std::size_t i = 6; i + 1 < header.size(); ++i)
        QVERIFY2(rejected[i].empty(), header[i].c_str());
    QCOMPARE(rejected.back(), formatLine(*problem));
}
