// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The command-line contract of docs/scenario-format.md, run against the built scaleplan-cli:
// commands, output formats, exit statuses and the one-line error on standard error.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace {

const QString kExamples = QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/examples");

QString example(const QString &name)
{
    return kExamples + QLatin1Char('/') + name;
}

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

QStringList exampleFiles()
{
    return QDir(kExamples).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
           && file.write(bytes) == bytes.size();
}

/// One line of text ending in a newline, and nothing else.
bool isOneLine(const QByteArray &text)
{
    return text.size() > 1 && text.endsWith('\n') && text.count('\n') == 1;
}

/// Splits one RFC 4180 CSV record (no embedded line breaks).
QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < line.size()
                && line.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return fields;
}

/// Every number anywhere in \p value is finite; \p where names the first that is not.
bool allFinite(const QJsonValue &value, const QString &path, QString *where)
{
    if (value.isDouble()) {
        if (std::isfinite(value.toDouble()))
            return true;
        *where = path;
        return false;
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (!allFinite(array.at(i), path + QStringLiteral("[%1]").arg(i), where))
                return false;
        }
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString child = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
            if (!allFinite(it.value(), child, where))
                return false;
        }
    }
    return true;
}

QJsonObject parseObject(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return {};
    return document.object();
}

/// A result object (docs/scenario-format.md "Result") with every field present and finite.
void checkResult(const QJsonObject &r)
{
    QCOMPARE(r.value(QLatin1String("format")).toString(), QStringLiteral("scaleplan.result"));
    QCOMPARE(r.value(QLatin1String("version")).toInt(-1), 1);
    QVERIFY(r.value(QLatin1String("feasible")).isBool());

    QVERIFY(r.value(QLatin1String("issues")).isArray());
    const QJsonArray issues = r.value(QLatin1String("issues")).toArray();
    for (const QJsonValue &issue : issues) {
        const QJsonObject object = issue.toObject();
        const QString severity = object.value(QLatin1String("severity")).toString();
        QVERIFY2(severity == QLatin1String("error") || severity == QLatin1String("warning")
                     || severity == QLatin1String("info"),
                 qPrintable(severity));
        QVERIFY(object.value(QLatin1String("field")).isString());
        QVERIFY(!object.value(QLatin1String("message")).toString().isEmpty());
    }

    const auto requireNumbers = [&](const QJsonObject &object, const QString &prefix,
                                    const QStringList &keys) {
        for (const QString &key : keys) {
            const QJsonValue value = object.value(key);
            QVERIFY2(value.isDouble(), qPrintable(prefix + key + QStringLiteral(" is missing")));
            QVERIFY2(std::isfinite(value.toDouble()), qPrintable(prefix + key));
        }
    };
    const auto requireObject = [&](const QString &key) {
        const QJsonValue value = r.value(key);
        if (!value.isObject())
            QTest::qFail(qPrintable(key + QStringLiteral(" is not an object")), __FILE__, __LINE__);
        return value.toObject();
    };

    requireNumbers(requireObject(QStringLiteral("parallel")), QStringLiteral("parallel."),
                   {QStringLiteral("tp"), QStringLiteral("pp"), QStringLiteral("dp"),
                    QStringLiteral("micro_batch"), QStringLiteral("micro_batches"),
                    QStringLiteral("zero")});
    requireNumbers(r, {},
                   {QStringLiteral("step_time_s"), QStringLiteral("steps"),
                    QStringLiteral("tokens_per_s"), QStringLiteral("tokens_per_s_per_gpu"),
                    QStringLiteral("samples_per_s"), QStringLiteral("model_tflops_per_gpu"),
                    QStringLiteral("mfu"), QStringLiteral("training_time_h"),
                    QStringLiteral("expected_time_h"), QStringLiteral("gpu_hours")});
    // Energy: a finite number, or null where the catalog gives the GPU no power (the A10G).
    const QJsonValue energy = r.value(QLatin1String("energy_kwh"));
    QVERIFY2(energy.isNull() || (energy.isDouble() && std::isfinite(energy.toDouble())),
             "energy_kwh");
    const QJsonObject breakdown = requireObject(QStringLiteral("step_breakdown_s"));
    const QStringList parts{QStringLiteral("compute"),         QStringLiteral("recompute"),
                            QStringLiteral("tp_comm"),         QStringLiteral("pp_comm"),
                            QStringLiteral("dp_comm_exposed"), QStringLiteral("bubble"),
                            QStringLiteral("optimizer"),       QStringLiteral("other")};
    requireNumbers(breakdown, QStringLiteral("step_breakdown_s."), parts);
    requireNumbers(requireObject(QStringLiteral("memory_gb")), QStringLiteral("memory_gb."),
                   {QStringLiteral("weights"), QStringLiteral("gradients"),
                    QStringLiteral("optimizer"), QStringLiteral("activations"),
                    QStringLiteral("other"), QStringLiteral("total"), QStringLiteral("capacity")});
    requireNumbers(requireObject(QStringLiteral("cost_usd")), QStringLiteral("cost_usd."),
                   {QStringLiteral("compute"), QStringLiteral("storage"), QStringLiteral("network"),
                    QStringLiteral("total")});
    requireNumbers(requireObject(QStringLiteral("risk")), QStringLiteral("risk."),
                   {QStringLiteral("checkpoint_interval_h"),
                    QStringLiteral("interruptions_expected"), QStringLiteral("p50_time_h"),
                    QStringLiteral("p90_time_h"), QStringLiteral("p50_cost_usd"),
                    QStringLiteral("p90_cost_usd")});
    // How far estimates like this one were off, held out: a band over the runs it names.
    const QJsonObject accuracy = requireObject(QStringLiteral("accuracy"));
    requireNumbers(accuracy, QStringLiteral("accuracy."),
                   {QStringLiteral("band_pct"), QStringLiteral("similar_runs")});
    QVERIFY(accuracy.value(QLatin1String("band_pct")).toDouble() > 0);
    QCOMPARE(accuracy.value(QLatin1String("basis")).toArray().size(),
             accuracy.value(QLatin1String("similar_runs")).toInt());
    QVERIFY(QStringList({QStringLiteral("similar_runs"), QStringLiteral("family"),
                         QStringLiteral("unvalidated")})
                .contains(accuracy.value(QLatin1String("scope")).toString()));
    if (QTest::currentTestFailed())
        return;

    // The parts add up to the step time.
    double sum = 0;
    for (const QString &part : parts)
        sum += breakdown.value(part).toDouble();
    const double step = r.value(QLatin1String("step_time_s")).toDouble();
    QVERIFY2(std::abs(sum - step) <= 1e-9 * std::max(1.0, step),
             qPrintable(QStringLiteral("parts %1, step %2").arg(sum).arg(step)));

    QString where;
    QVERIFY2(allFinite(r, {}, &where), qPrintable(where));
}

} // namespace

class TestCliCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void estimateJson_data();
    void estimateJson();
    void estimateStdin();
    void inputsBeyondTheLimitsAreRefused();
    void estimateText();
    void sweepCsv();
    void sweepJson();
    void sweepBadRange_data();
    void sweepBadRange();
    void sensitivityFormats();
    void catalogJson();
    void catalogText();
    void validateJson();
    void validateText();
    void validateLikeAScenario();
    void invalidInput_data();
    void invalidInput();
    void unknownCommand();
    void importHfConfig();
    void noCommand();
    void versionNamesTheProgram();
    void everyCommandExplainsItself_data();
    void everyCommandExplainsItself();
    void unknownInstanceNamesTheNearest();
    void planRunsOnExample();
    void malformedUserCatalog();
    void malformedCatalogFromEnvironment();
    void userCatalogOverridesPrice();

private:
    CliRun run(const QStringList &args, const QByteArray &input = {},
               const QProcessEnvironment &extra = {});
    QString writeTemp(const QString &name, const QByteArray &bytes);

    QTemporaryDir m_home;  ///< HOME and XDG_CONFIG_HOME of every run: no user catalog
    QTemporaryDir m_files; ///< scenarios and catalogs written by the tests
};

void TestCliCommands::initTestCase()
{
    QVERIFY(m_home.isValid());
    QVERIFY(m_files.isValid());
    QVERIFY2(QFile::exists(QStringLiteral(SCALEPLAN_CLI)), SCALEPLAN_CLI);
    QVERIFY(exampleFiles().size() >= 4);
}

CliRun TestCliCommands::run(const QStringList &args, const QByteArray &input,
                            const QProcessEnvironment &extra)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("SCALEPLAN_CATALOG"));
    environment.insert(QStringLiteral("HOME"), m_home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                       m_home.path() + QStringLiteral("/config"));
    environment.insert(extra);

    QProcess process;
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(m_files.path());
    process.start(QStringLiteral(SCALEPLAN_CLI), args);
    CliRun result;
    if (!process.waitForStarted(30000))
        return result;
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return result;
}

QString TestCliCommands::writeTemp(const QString &name, const QByteArray &bytes)
{
    const QString path = m_files.filePath(name);
    if (!writeFile(path, bytes))
        QTest::qFail(qPrintable(QStringLiteral("cannot write ") + path), __FILE__, __LINE__);
    return path;
}

void TestCliCommands::estimateJson_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : exampleFiles())
        QTest::newRow(qPrintable(file)) << file;
}

void TestCliCommands::estimateJson()
{
    QFETCH(QString, file);
    const CliRun r = run({QStringLiteral("estimate"), example(file)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject result = parseObject(r.out);
    QVERIFY2(!result.isEmpty(), r.out.left(500).constData());
    checkResult(result);

    // The same scenario twice gives the same text (seeded Monte Carlo).
    const CliRun again = run({QStringLiteral("estimate"), example(file), QStringLiteral("--format"),
                              QStringLiteral("json")});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.out, r.out);
}

void TestCliCommands::estimateStdin()
{
    const QString file = example(QStringLiteral("gpt3-175b-p4d.json"));
    const CliRun fromFile = run({QStringLiteral("estimate"), file});
    QCOMPARE(fromFile.exitCode, 0);
    const CliRun fromStdin = run({QStringLiteral("estimate"), QStringLiteral("-")}, readFile(file));
    QVERIFY2(fromStdin.exitCode == 0, fromStdin.err.constData());
    QVERIFY(fromStdin.err.isEmpty());
    checkResult(parseObject(fromStdin.out));
    QCOMPARE(fromStdin.out, fromFile.out);
}

void TestCliCommands::inputsBeyondTheLimitsAreRefused()
{
    // A folder given as FILE, and standard input past 64 MB (an endless stream stops there).
    const CliRun folder = run({QStringLiteral("estimate"), kExamples});
    QCOMPARE(folder.exitCode, 2);
    QVERIFY2(folder.err.contains(": is a folder; give the file inside it"), folder.err.constData());
    const CliRun huge
        = run({QStringLiteral("estimate"), QStringLiteral("-")}, QByteArray((64 << 20) + 1, ' '));
    QCOMPARE(huge.exitCode, 2);
    QVERIFY2(huge.err.startsWith("standard input: is larger than 64 MB"), huge.err.constData());
    // A duplicate key names its path; an unknown command is echoed without its controls.
    const CliRun twice = run({QStringLiteral("estimate"), QStringLiteral("-")},
                             R"({"format": "scaleplan.scenario", "format": "x"})");
    QCOMPARE(twice.exitCode, 2);
    QVERIFY2(twice.err.startsWith("format: "), twice.err.constData());
    const CliRun escape = run({QStringLiteral("est\x1b[2Jimate")});
    QVERIFY(!escape.err.contains('\x1b'));
}

void TestCliCommands::estimateText()
{
    const CliRun r = run({QStringLiteral("estimate"), example(QStringLiteral("gpt3-175b-p4d.json")),
                          QStringLiteral("--format"), QStringLiteral("text")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.isEmpty());
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.startsWith(QStringLiteral("GPT-3 175B on 128 x p4d.24xlarge\n")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("step time")));
    QVERIFY(text.contains(QStringLiteral("tp 8, pp 16, dp 8")));
    QVERIFY(text.contains(QStringLiteral("accuracy: +/-")));
    QVERIFY(QJsonDocument::fromJson(r.out).isNull());
    QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
    QVERIFY(!text.contains(QStringLiteral("inf "), Qt::CaseInsensitive));

    const CliRun bad
        = run({QStringLiteral("estimate"), example(QStringLiteral("gpt3-175b-p4d.json")),
               QStringLiteral("--format"), QStringLiteral("xml")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(isOneLine(bad.err), bad.err.constData());
    QVERIFY(bad.err.startsWith("--format"));
}

void TestCliCommands::sweepCsv()
{
    // 16 x 8 GPUs at 16 nodes; global batch 512 at micro-batch 2 leaves no layout at
    // 3, 5, 6 and 7 nodes, whose rows say why.
    const CliRun r
        = run({QStringLiteral("sweep"), example(QStringLiteral("llama3-8b-p5-spot.json")),
               QStringLiteral("--nodes"), QStringLiteral("1:8")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.isEmpty());
    // RFC 4180: records end in CRLF.
    QVERIFY(r.out.endsWith("\r\n"));
    QStringList lines = QString::fromUtf8(r.out).split(QStringLiteral("\r\n"));
    lines.removeLast();
    QCOMPARE(lines.size(), 1 + 8);

    const QStringList header = csvFields(lines.first());
    QCOMPARE(header.first(), QStringLiteral("nodes"));
    const qsizetype feasible = header.indexOf(QStringLiteral("feasible"));
    const qsizetype stepTime = header.indexOf(QStringLiteral("step_time_s"));
    const qsizetype reason = header.indexOf(QStringLiteral("reason"));
    QVERIFY(feasible > 0 && stepTime > 0 && reason > 0);
    for (int nodes = 1; nodes <= 8; ++nodes) {
        const QString &line = lines.at(nodes);
        QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(line));
        const QStringList row = csvFields(line);
        QCOMPARE(row.size(), header.size());
        QCOMPARE(row.first(), QString::number(nodes));
        if (512 % (16 * nodes) == 0) {
            bool ok = false;
            const double seconds = row.at(stepTime).toDouble(&ok);
            QVERIFY2(ok && std::isfinite(seconds) && seconds > 0, qPrintable(line));
            QVERIFY2(row.at(feasible) == QLatin1String("true") || !row.at(reason).isEmpty(),
                     qPrintable(line));
            for (qsizetype i = 0; i < row.size(); ++i) {
                if (i == reason || i == feasible)
                    continue;
                const double value = row.at(i).toDouble(&ok);
                QVERIFY2(ok && std::isfinite(value),
                         qPrintable(header.at(i) + QStringLiteral(": ") + line));
            }
        } else {
            QCOMPARE(row.at(feasible), QStringLiteral("false"));
            QVERIFY(row.at(stepTime).isEmpty());
            QVERIFY2(row.at(reason).startsWith(QStringLiteral("training.global_batch: ")),
                     qPrintable(line));
        }
    }
}

void TestCliCommands::sweepJson()
{
    const CliRun r
        = run({QStringLiteral("sweep"), example(QStringLiteral("llama3-8b-p5-spot.json")),
               QStringLiteral("--nodes"), QStringLiteral("2:16:2"), QStringLiteral("--format"),
               QStringLiteral("json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject sweep = parseObject(r.out);
    QCOMPARE(sweep.value(QLatin1String("format")).toString(), QStringLiteral("scaleplan.sweep"));
    QCOMPARE(sweep.value(QLatin1String("version")).toInt(-1), 1);
    const QJsonArray rows = sweep.value(QLatin1String("rows")).toArray();
    QCOMPARE(rows.size(), 8);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows.at(i).toObject();
        const int nodes = 2 + 2 * static_cast<int>(i);
        QCOMPARE(row.value(QLatin1String("nodes")).toInt(), nodes);
        if (512 % (16 * nodes) == 0) {
            checkResult(row.value(QLatin1String("result")).toObject());
        } else {
            QVERIFY(row.value(QLatin1String("result")).isNull());
            const QJsonObject why = row.value(QLatin1String("reason")).toObject();
            QCOMPARE(why.value(QLatin1String("field")).toString(),
                     QStringLiteral("training.global_batch"));
            QVERIFY(!why.value(QLatin1String("message")).toString().isEmpty());
        }
    }
}

void TestCliCommands::sweepBadRange_data()
{
    QTest::addColumn<QStringList>("args");
    const QString file = example(QStringLiteral("gpt3-175b-p4d.json"));
    const QString sweep = QStringLiteral("sweep");
    const QString nodes = QStringLiteral("--nodes");
    QTest::newRow("8:1 descending") << QStringList{sweep, file, nodes, QStringLiteral("8:1")};
    QTest::newRow("0:4") << QStringList{sweep, file, nodes, QStringLiteral("0:4")};
    QTest::newRow("a:b") << QStringList{sweep, file, nodes, QStringLiteral("a:b")};
    QTest::newRow("single number") << QStringList{sweep, file, nodes, QStringLiteral("4")};
    QTest::newRow("four parts") << QStringList{sweep, file, nodes, QStringLiteral("1:2:3:4")};
    QTest::newRow("step 0") << QStringList{sweep, file, nodes, QStringLiteral("1:8:0")};
    QTest::newRow("without --nodes") << QStringList{sweep, file};
    QTest::newRow("--nodes without value") << QStringList{sweep, file, nodes};
    QTest::newRow("csv is the only text format") << QStringList{sweep,
                                                                file,
                                                                nodes,
                                                                QStringLiteral("1:2"),
                                                                QStringLiteral("--format"),
                                                                QStringLiteral("text")};
}

void TestCliCommands::sweepBadRange()
{
    QFETCH(QStringList, args);
    const CliRun r = run(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(isOneLine(r.err), r.err.constData());
}

void TestCliCommands::catalogJson()
{
    const CliRun r = run({QStringLiteral("catalog")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject catalog = parseObject(r.out);
    QVERIFY(!catalog.isEmpty());
    QCOMPARE(catalog.value(QLatin1String("format")).toString(),
             QStringLiteral("scaleplan.catalog"));

    const auto ids = [&](const char *section) {
        QSet<QString> set;
        const QJsonArray entries = catalog.value(QLatin1String(section)).toArray();
        for (const QJsonValue &entry : entries)
            set.insert(entry.toObject().value(QLatin1String("id")).toString());
        return set;
    };
    const QSet<QString> gpus = ids("gpus");
    for (const char *id : {"v100-sxm2-32gb", "a100-sxm4-40gb", "a100-sxm4-80gb", "h100-sxm5-80gb",
                           "h200-sxm-141gb", "b200", "l4", "a10g", "t4", "l40s", "mi300x"})
        QVERIFY2(gpus.contains(QLatin1String(id)), id);
    const QSet<QString> instances = ids("instances");
    for (const char *id :
         {"aws/p3.2xlarge", "aws/p3.8xlarge", "aws/p3.16xlarge", "aws/p3dn.24xlarge",
          "aws/p4d.24xlarge", "aws/p4de.24xlarge", "aws/p5.48xlarge", "aws/g5.48xlarge",
          "gcp/a2-highgpu-8g", "gcp/a3-highgpu-8g", "azure/Standard_ND96amsr_A100_v4",
          "azure/Standard_ND96isr_H100_v5"})
        QVERIFY2(instances.contains(QLatin1String(id)), id);
    const QSet<QString> presets = ids("presets");
    for (const char *id : {"gpt3-175b", "llama2-7b", "llama2-13b", "llama2-70b", "llama3-8b",
                           "llama3-70b", "llama3-405b", "mpt-7b", "bert-large", "resnet50"})
        QVERIFY2(presets.contains(QLatin1String(id)), id);
    QString where;
    QVERIFY2(allFinite(catalog, {}, &where), qPrintable(where));
}

void TestCliCommands::sensitivityFormats()
{
    // GPT-3 175B on 128 p4d (tp 8 x pp 16 x dp 8): the matrix products pace it, and the
    // node price moves the cost and not the time.
    const QString file = example(QStringLiteral("gpt3-175b-p4d.json"));
    const CliRun json = run(
        {QStringLiteral("sensitivity"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const QJsonObject document = parseObject(json.out);
    QCOMPARE(document.value(QLatin1String("format")).toString(),
             QStringLiteral("scaleplan.sensitivity"));
    QCOMPARE(document.value(QLatin1String("step")).toDouble(), 0.1);
    const QJsonArray rows = document.value(QLatin1String("rows")).toArray();
    QVERIFY(rows.size() >= 6);
    const QJsonObject first = rows.first().toObject();
    QCOMPARE(first.value(QLatin1String("input")).toString(), QStringLiteral("matmul_rate"));
    QVERIFY(first.value(QLatin1String("time_if_lower")).toDouble() > 0.03);
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        if (row.value(QLatin1String("input")).toString() != QLatin1String("node_price"))
            continue;
        QCOMPARE(row.value(QLatin1String("time_if_higher")).toDouble(), 0.0);
        QVERIFY(row.value(QLatin1String("cost_if_higher")).toDouble() > 0.09);
    }
    QString where;
    QVERIFY2(allFinite(document, {}, &where), qPrintable(where));

    const CliRun csv
        = run({QStringLiteral("sensitivity"), file, QStringLiteral("--format"),
               QStringLiteral("csv"), QStringLiteral("--step"), QStringLiteral("0.2")});
    QVERIFY2(csv.exitCode == 0, csv.err.constData());
    const QStringList lines
        = QString::fromUtf8(csv.out).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), rows.size() + 1);
    QCOMPARE(lines.first(), QStringLiteral("input,step,time_if_lower,time_if_higher,"
                                           "cost_if_lower,cost_if_higher"));
    QVERIFY(lines.at(1).startsWith(QStringLiteral("matmul_rate,0.2,")));

    const CliRun text = run({QStringLiteral("sensitivity"), file});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY(text.out.contains("10% lower and higher"));
    // The node price leaves the time where it is: "0.0%", never "+0.0%" or "-0.0%".
    QVERIFY2(!text.out.contains("-0.0%") && !text.out.contains("+0.0%"), text.out.constData());
    QVERIFY2(text.out.contains(QByteArray("node_price                   0.0%           0.0%")),
             text.out.constData());

    const CliRun bad = run(
        {QStringLiteral("sensitivity"), file, QStringLiteral("--step"), QStringLiteral("0.9")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.startsWith("--step: \"0.9\""), bad.err.constData());
}

void TestCliCommands::catalogText()
{
    const CliRun r
        = run({QStringLiteral("catalog"), QStringLiteral("--format"), QStringLiteral("text")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.isEmpty());
    QVERIFY(QJsonDocument::fromJson(r.out).isNull());
    const QString text = QString::fromUtf8(r.out);
    for (const char *id : {"h100-sxm5-80gb", "mi300x", "aws/p4d.24xlarge",
                           "azure/Standard_ND96isr_H100_v5", "llama3-8b"})
        QVERIFY2(text.contains(QLatin1String(id)), id);
    // Presets in columns, as the GPUs: the id padded to 16 characters, then the name.
    QVERIFY(text.contains(QStringLiteral("\n  llama3-8b        Llama 3 8B\n")));
    QVERIFY(text.contains(QStringLiteral("\n  llama4-maverick  Llama 4 Maverick (17B-128E)\n")));
    QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
    // Prices to the cent, and a dash where the catalog knows none (p5e sold only as Capacity
    // Blocks has no on-demand price; Azure's A100 80GB no dated spot price): never 0.00.
    const auto lineOf = [&text](const char *id) {
        const qsizetype at = text.indexOf(QLatin1String(id));
        return at < 0 ? QString() : text.mid(at, text.indexOf(QLatin1Char('\n'), at) - at);
    };
    QVERIFY2(lineOf("aws/p5.48xlarge").endsWith(QStringLiteral("55.04 / 13.22")),
             qPrintable(lineOf("aws/p5.48xlarge")));
    QVERIFY2(lineOf("aws/p5e.48xlarge").endsWith(QStringLiteral("- / 14.47")),
             qPrintable(lineOf("aws/p5e.48xlarge")));
    QVERIFY2(lineOf("azure/Standard_ND96amsr_A100_v4").endsWith(QStringLiteral("32.77 / -")),
             qPrintable(lineOf("azure/Standard_ND96amsr_A100_v4")));
    QVERIFY(!text.contains(QStringLiteral(" 0.00 ")));
}

void TestCliCommands::validateJson()
{
    const CliRun r = run({QStringLiteral("validate")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject report = parseObject(r.out);
    QVERIFY(!report.isEmpty());
    const QJsonValue mean = report.value(QLatin1String("mean_abs_error"));
    QVERIFY(mean.isDouble());
    QVERIFY(std::isfinite(mean.toDouble()) && mean.toDouble() >= 0);
    QString where;
    QVERIFY2(allFinite(report, {}, &where), qPrintable(where));
    // Beside the in-sample errors, the held-out ones, overall and by family.
    QVERIFY(report.value(QLatin1String("held_out_mean_abs_error")).isDouble());
    QVERIFY(report.value(QLatin1String("held_out_max_abs_error")).isDouble());
    QStringList families;
    for (const QJsonValue &value : report.value(QLatin1String("families")).toArray())
        families << value.toObject().value(QLatin1String("family")).toString();
    QCOMPARE(families, QStringList({QStringLiteral("megatron"), QStringLiteral("zero3"),
                                    QStringLiteral("moe"), QStringLiteral("single_node"),
                                    QStringLiteral("generic")}));
    for (const QJsonValue &value : report.value(QLatin1String("runs")).toArray())
        QVERIFY(value.toObject().value(QLatin1String("held_out_error")).isDouble());

    // The table estimates take their bands from, as resources/validation/held-out.json.
    const CliRun table = run({QStringLiteral("validate"), QStringLiteral("--held-out-table")});
    QVERIFY2(table.exitCode == 0, table.err.constData());
    const QJsonObject held = parseObject(table.out);
    QCOMPARE(held.value(QLatin1String("format")).toString(), QStringLiteral("scaleplan.held-out"));
    QCOMPARE(held.value(QLatin1String("runs")).toArray().size(),
             report.value(QLatin1String("runs")).toArray().size());
}

void TestCliCommands::validateText()
{
    const CliRun r
        = run({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("text")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(!r.out.isEmpty());
    QVERIFY(QJsonDocument::fromJson(r.out).isNull());
    for (const char *words : {"mean absolute error", "held out", "in-sample mean", "megatron"})
        QVERIFY2(r.out.contains(words), words);
}

void TestCliCommands::validateLikeAScenario()
{
    // GPT-3 175B on A100s: the five bundled runs most like it, MegaScale's 1,024-GPU row
    // first, the errors still over every run.
    const CliRun all = run({QStringLiteral("validate")});
    const CliRun like = run({QStringLiteral("validate"), QStringLiteral("--like"),
                             example(QStringLiteral("gpt3-175b-p4d.json"))});
    QVERIFY2(like.exitCode == 0, like.err.constData());
    const QJsonObject everyRun = parseObject(all.out);
    const QJsonObject report = parseObject(like.out);
    const QJsonArray runs = report.value(QLatin1String("runs")).toArray();
    QCOMPARE(runs.size(), 5);
    QCOMPARE(runs.first().toObject().value(QLatin1String("id")).toString(), QStringLiteral("R031"));
    for (const QJsonValue &entry : runs)
        QVERIFY(entry.toObject()
                    .value(QLatin1String("name"))
                    .toString()
                    .contains(QStringLiteral("175B")));
    QCOMPARE(report.value(QLatin1String("runs_checked")).toInt(),
             everyRun.value(QLatin1String("runs")).toArray().size());
    QCOMPARE(report.value(QLatin1String("mean_abs_error")).toDouble(),
             everyRun.value(QLatin1String("mean_abs_error")).toDouble());
    // A scenario that does not read is an input error naming its field.
    const CliRun bad
        = run({QStringLiteral("validate"), QStringLiteral("--like"), QStringLiteral("-")},
              R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "nope"}})");
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("model.preset"), bad.err.constData());
}

void TestCliCommands::invalidInput_data()
{
    QTest::addColumn<QByteArray>("scenario"); // empty: the file does not exist
    QTest::addColumn<bool>("viaStdin");
    QTest::addColumn<QString>("linePrefix"); // "" : the line names the file

    const QByteArray gpt3 = readFile(example(QStringLiteral("gpt3-175b-p4d.json")));
    QByteArray typo = gpt3;
    typo.replace("\"tp\": 8", "\"tpp\": 8");
    QByteArray infinite = gpt3;
    infinite.replace("300e9", "1e400");
    QByteArray dp = gpt3;
    dp.replace("\"pp\": 16,", "\"pp\": 16, \"dp\": 16,");

    QTest::newRow("typo tpp in parallel") << typo << false << QStringLiteral("parallel.tpp: ");
    QTest::newRow("typo tpp on stdin") << typo << true << QStringLiteral("parallel.tpp: ");
    QTest::newRow("infinite tokens") << infinite << false << QStringLiteral("training.tokens: ");
    QTest::newRow("inconsistent dp") << dp << false << QStringLiteral("parallel.dp: ");
    QTest::newRow("malformed JSON")
        << gpt3.left(100) << false
        << QStringLiteral("the file ends at line 4 before its JSON does");
    QTest::newRow("empty stdin") << QByteArray(" ") << true << QStringLiteral("the file is empty");
    QTest::newRow("missing file") << QByteArray() << false << QString();
}

void TestCliCommands::invalidInput()
{
    QFETCH(QByteArray, scenario);
    QFETCH(bool, viaStdin);
    QFETCH(QString, linePrefix);

    QString path = m_files.filePath(QStringLiteral("does-not-exist.json"));
    if (!scenario.isEmpty() && !viaStdin)
        path = writeTemp(QStringLiteral("invalid.json"), scenario);
    const CliRun r = viaStdin ? run({QStringLiteral("estimate"), QStringLiteral("-")}, scenario)
                              : run({QStringLiteral("estimate"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(isOneLine(r.err), r.err.constData());
    const QString line = QString::fromUtf8(r.err);
    if (linePrefix.isEmpty())
        QVERIFY2(line.startsWith(path + QStringLiteral(": ")), qPrintable(line));
    else
        QVERIFY2(line.startsWith(linePrefix), qPrintable(line));

    // sweep reads the scenario the same way.
    const CliRun sweep = viaStdin ? run({QStringLiteral("sweep"), QStringLiteral("-"),
                                         QStringLiteral("--nodes"), QStringLiteral("1:2")},
                                        scenario)
                                  : run({QStringLiteral("sweep"), path, QStringLiteral("--nodes"),
                                         QStringLiteral("1:2")});
    QCOMPARE(sweep.exitCode, 2);
    QCOMPARE(sweep.err, r.err);
}

void TestCliCommands::importHfConfig()
{
    // google/gemma-2-9b's shape keys: the scenario comes back with that model, windows and
    // all, and estimates as it is.
    const QByteArray gemma2 = R"({"model_type": "gemma2", "hidden_size": 3584,
        "intermediate_size": 14336, "num_hidden_layers": 42, "num_attention_heads": 16,
        "num_key_value_heads": 8, "head_dim": 256, "vocab_size": 256000,
        "max_position_embeddings": 8192, "sliding_window": 4096})";
    const QString config = writeTemp(QStringLiteral("gemma2.json"), gemma2);
    const QString scenario = example(QStringLiteral("llama3-8b-p5-spot.json"));
    const CliRun r
        = run({QStringLiteral("import-hf"), config, QStringLiteral("--scenario"), scenario});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.isEmpty());
    const QJsonObject model = parseObject(r.out).value(QStringLiteral("model")).toObject();
    QCOMPARE(model.value(QStringLiteral("layers")).toInt(), 42);
    QCOMPARE(model.value(QStringLiteral("head_dim")).toInt(), 256);
    QCOMPARE(model.value(QStringLiteral("attention_window")).toInt(), 4096);
    QCOMPARE(model.value(QStringLiteral("full_attention_every")).toInt(), 2);
    QVERIFY(!model.contains(QStringLiteral("preset")));
    const QString merged = writeTemp(QStringLiteral("merged.json"), r.out);
    QCOMPARE(run({QStringLiteral("estimate"), merged}).exitCode, 0);

    // A multimodal config: the language model, with Gemma 3's per-head query and key norms,
    // and notes on standard error for what the estimate leaves out (the vision encoder) and
    // for the sequence length, Gemma3TextConfig's longest context (131,072).
    const QString gemma3 = writeTemp(QStringLiteral("gemma3.json"),
                                     R"({"model_type": "gemma3", "text_config": {
        "hidden_size": 2560, "intermediate_size": 10240, "num_hidden_layers": 34}})");
    const CliRun multimodal
        = run({QStringLiteral("import-hf"), gemma3, QStringLiteral("--scenario"), scenario});
    QVERIFY2(multimodal.exitCode == 0, multimodal.err.constData());
    const QList<QByteArray> notes = multimodal.err.trimmed().split('\n');
    QCOMPARE(notes.size(), qsizetype(2));
    QVERIFY2(notes[0].startsWith("info: text_config: only the language model"),
             multimodal.err.constData());
    QVERIFY2(notes[1].startsWith("info: text_config.max_position_embeddings: is the longest "
                                 "context the model takes (131072 tokens)"),
             multimodal.err.constData());
    QCOMPARE(parseObject(multimodal.out)
                 .value(QStringLiteral("model"))
                 .toObject()
                 .value(QStringLiteral("qk_norms"))
                 .toString(),
             QStringLiteral("per_head"));

    // Bad input: one line that names the file and the key, exit status 2.
    QByteArray wrong = gemma2;
    wrong.replace("3584", "\"3584\"");
    const CliRun bad
        = run({QStringLiteral("import-hf"), writeTemp(QStringLiteral("bad.json"), wrong),
               QStringLiteral("--scenario"), scenario});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.out.isEmpty());
    QVERIFY2(isOneLine(bad.err) && bad.err.contains("bad.json: hidden_size: "),
             bad.err.constData());
    // A model the scenario's layout cannot split: the layout field to change.
    QByteArray fourteenHeads = gemma2;
    fourteenHeads.replace("\"num_attention_heads\": 16", "\"num_attention_heads\": 14");
    fourteenHeads.replace("\"num_key_value_heads\": 8", "\"num_key_value_heads\": 14");
    const CliRun split = run(
        {QStringLiteral("import-hf"), writeTemp(QStringLiteral("fourteen.json"), fourteenHeads),
         QStringLiteral("--scenario"), example(QStringLiteral("gpt3-175b-p4d.json"))});
    QCOMPARE(split.exitCode, 2);
    QVERIFY2(split.err.contains("parallel.tp"), split.err.constData());
    // A template laid out for the mixture of experts it receives (ep 8 beside a dense preset):
    // the layout is checked against the imported model.
    const QString expertLayout = writeTemp(QStringLiteral("ep8.json"), R"({"format":
        "scaleplan.scenario", "version": 1, "model": {"preset": "llama3-8b"}, "training":
        {"tokens": 1e11, "global_batch": 512}, "cluster": {"instance": "aws/p5.48xlarge",
        "nodes": 8}, "parallel": {"pp": 4, "ep": 8}})");
    QCOMPARE(run({QStringLiteral("estimate"), expertLayout}).exitCode, 2);
    const CliRun moe = run({QStringLiteral("import-hf"),
                            writeTemp(QStringLiteral("oss.json"), R"({"model_type": "gpt_oss"})"),
                            QStringLiteral("--scenario"), expertLayout});
    QVERIFY2(moe.exitCode == 0, moe.err.constData());
    const QJsonObject imported = parseObject(moe.out);
    QCOMPARE(
        imported.value(QStringLiteral("model")).toObject().value(QStringLiteral("experts")).toInt(),
        128);
    QCOMPARE(
        imported.value(QStringLiteral("parallel")).toObject().value(QStringLiteral("ep")).toInt(),
        8);
    // A dense model into that template: the layout field, against the imported model.
    const CliRun dense
        = run({QStringLiteral("import-hf"), config, QStringLiteral("--scenario"), expertLayout});
    QCOMPARE(dense.exitCode, 2);
    QVERIFY2(isOneLine(dense.err) && dense.err.contains("'s model: parallel.ep: "),
             dense.err.constData());
    const CliRun noScenario = run({QStringLiteral("import-hf"), config});
    QCOMPARE(noScenario.exitCode, 2);
    QVERIFY(
        noScenario.err.startsWith("import-hf needs one Hugging Face CONFIG and --scenario FILE"));
}

void TestCliCommands::unknownCommand()
{
    const CliRun r
        = run({QStringLiteral("estimat"), example(QStringLiteral("gpt3-175b-p4d.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.split('\n').first().contains("'estimat'"), r.err.constData());

    const CliRun option
        = run({QStringLiteral("catalog"), QStringLiteral("--colour"), QStringLiteral("red")});
    QCOMPARE(option.exitCode, 2);
    QVERIFY(option.err.startsWith("unknown option --colour"));
}

void TestCliCommands::noCommand()
{
    const CliRun r = run({});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.startsWith("usage: scaleplan-cli"));

    const CliRun help = run({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.startsWith("usage: scaleplan-cli"));
}

void TestCliCommands::versionNamesTheProgram()
{
    const CliRun r = run({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("scaleplan-cli " SCALEPLAN_VERSION "\n"));
    QVERIFY(r.err.isEmpty());
    // The usage says where to find it and each command's help.
    QVERIFY(run({QStringLiteral("--help")}).out.contains("--version"));
}

void TestCliCommands::everyCommandExplainsItself_data()
{
    QTest::addColumn<QStringList>("command");
    for (const char *name : {"estimate", "sweep", "catalog", "validate", "plan", "sensitivity",
                             "report", "launch", "probe", "import-hf"})
        QTest::newRow(name) << QStringList{QString::fromLatin1(name)};
    QTest::newRow("catalog import")
        << QStringList{QStringLiteral("catalog"), QStringLiteral("import")};
}

void TestCliCommands::everyCommandExplainsItself()
{
    QFETCH(QStringList, command);
    const CliRun help = run(command + QStringList{QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.err.isEmpty(), help.err.constData());
    const QString text = QString::fromUtf8(help.out);
    QVERIFY2(text.startsWith(QStringLiteral("usage: scaleplan-cli ") + command.join(u' ')
                             + QLatin1Char(' ')),
             qPrintable(text));
    // -h says the same, and so does --help after other words (nothing is read or run).
    QCOMPARE(run(command + QStringList{QStringLiteral("-h")}).out, help.out);
    const CliRun late
        = run(command
              + QStringList{QStringLiteral("missing.json"), QStringLiteral("--format"),
                            QStringLiteral("nope"), QStringLiteral("--help")});
    QCOMPARE(late.exitCode, 0);
    QCOMPARE(late.out, help.out);

    // Every option of the usage lines (up to the first empty line) has a line of its own
    // that explains it.
    const qsizetype blank = text.indexOf(QStringLiteral("\n\n"));
    QVERIFY2(blank > 0, qPrintable(text));
    const QStringList lines = text.mid(blank + 2).split(u'\n', Qt::SkipEmptyParts);
    static const QRegularExpression optionName(QStringLiteral("--[a-z-]+"));
    auto options = optionName.globalMatch(text.left(blank));
    QVERIFY(options.hasNext());
    while (options.hasNext()) {
        const QString option = options.next().captured();
        if (command.size() == 1 && command.front() == QLatin1String("catalog")
            && option == QLatin1String("--help"))
            continue; // `catalog import --help`, named in catalog's usage
        const bool explained = std::any_of(lines.begin(), lines.end(), [&](const QString &line) {
            return line.startsWith(QStringLiteral("  ") + option + QLatin1Char(' '))
                   && line.size() > 26 && !line.mid(26).trimmed().isEmpty();
        });
        QVERIFY2(explained, qPrintable(option + QStringLiteral(" in\n") + text));
    }
    QVERIFY(lines.contains(QStringLiteral("  -h, --help              print this help and exit")));
}

void TestCliCommands::unknownInstanceNamesTheNearest()
{
    // An instance id without its cloud: the line names the catalog id meant.
    QByteArray scenario = readFile(example(QStringLiteral("llama3-8b-p5-spot.json")));
    QVERIFY(scenario.contains("\"aws/p5.48xlarge\""));
    scenario.replace("\"aws/p5.48xlarge\"", "\"p5.48xlarge\"");
    const CliRun r = run({QStringLiteral("estimate"), QStringLiteral("-")}, scenario);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(isOneLine(r.err), r.err.constData());
    QCOMPARE(r.err, QByteArray("cluster.instance: unknown instance \"p5.48xlarge\" (nearest in "
                               "the catalog: aws/p5.48xlarge); `scaleplan-cli catalog` lists the "
                               "instance ids\n"));
}

void TestCliCommands::planRunsOnExample()
{
    // The planner's own tests are in cli_plan; here only that the command exists.
    const CliRun r = run({QStringLiteral("plan"), example(QStringLiteral("gpt3-175b-p4d.json")),
                          QStringLiteral("--top"), QStringLiteral("1")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("scaleplan.plan"), r.err.constData());
}

void TestCliCommands::malformedUserCatalog()
{
    const QString catalog = writeTemp(QStringLiteral("broken-catalog.json"), "{ \"format\": ");
    const QString scenario = example(QStringLiteral("gpt3-175b-p4d.json"));
    for (const QStringList &args :
         {QStringList{QStringLiteral("catalog"), QStringLiteral("--catalog"), catalog},
          QStringList{QStringLiteral("estimate"), scenario, QStringLiteral("--catalog"),
                      catalog}}) {
        const CliRun r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(isOneLine(r.err), r.err.constData());
        QVERIFY2(r.err.startsWith(catalog.toUtf8() + ": "), r.err.constData());
    }

    // A readable file that is not a catalog names the file and the field.
    const QString scenarioAsCatalog
        = writeTemp(QStringLiteral("scenario-as-catalog.json"), readFile(scenario));
    const CliRun wrong
        = run({QStringLiteral("catalog"), QStringLiteral("--catalog"), scenarioAsCatalog});
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY2(isOneLine(wrong.err), wrong.err.constData());
    QVERIFY2(wrong.err.startsWith(scenarioAsCatalog.toUtf8() + ": format: "),
             wrong.err.constData());
    QVERIFY2(wrong.err.contains(R"("format": "scaleplan.catalog")"), wrong.err.constData());

    const QString missing = m_files.filePath(QStringLiteral("no-such-catalog.json"));
    const CliRun absent = run({QStringLiteral("catalog"), QStringLiteral("--catalog"), missing});
    QCOMPARE(absent.exitCode, 2);
    QVERIFY2(isOneLine(absent.err), absent.err.constData());
    QVERIFY(absent.err.startsWith(missing.toUtf8() + ": "));
}

void TestCliCommands::malformedCatalogFromEnvironment()
{
    // $SCALEPLAN_CATALOG, then $XDG_CONFIG_HOME/scaleplan/catalog.json, are read when present.
    const QString catalog = writeTemp(QStringLiteral("env-catalog.json"), "[1, 2");
    QProcessEnvironment fromVariable;
    fromVariable.insert(QStringLiteral("SCALEPLAN_CATALOG"), catalog);
    const CliRun r = run({QStringLiteral("catalog")}, {}, fromVariable);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(catalog.toUtf8() + ": "), r.err.constData());

    QTemporaryDir config;
    QVERIFY(QDir(config.path()).mkpath(QStringLiteral("scaleplan")));
    const QString userFile = config.filePath(QStringLiteral("scaleplan/catalog.json"));
    QVERIFY(writeFile(userFile, "[1, 2"));
    QProcessEnvironment fromConfig;
    fromConfig.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    const CliRun user = run({QStringLiteral("catalog")}, {}, fromConfig);
    QCOMPARE(user.exitCode, 2);
    QVERIFY2(user.err.startsWith(userFile.toUtf8() + ": "), user.err.constData());

    // Without XDG_CONFIG_HOME: $HOME/.config/scaleplan/catalog.json (engine userCatalogPath).
    QTemporaryDir home;
    QVERIFY(QDir(home.path()).mkpath(QStringLiteral(".config/scaleplan")));
    const QString homeFile = home.filePath(QStringLiteral(".config/scaleplan/catalog.json"));
    QVERIFY(writeFile(homeFile, "[1, 2"));
    QProcessEnvironment fromHome;
    fromHome.insert(QStringLiteral("HOME"), home.path());
    fromHome.insert(QStringLiteral("XDG_CONFIG_HOME"), QString());
    const CliRun homeRun = run({QStringLiteral("catalog")}, {}, fromHome);
    QCOMPARE(homeRun.exitCode, 2);
    QVERIFY2(homeRun.err.startsWith(homeFile.toUtf8() + ": "), homeRun.err.constData());

    // A $SCALEPLAN_CATALOG that names no file is an error; a missing default file is not.
    QProcessEnvironment namedMissing;
    namedMissing.insert(QStringLiteral("SCALEPLAN_CATALOG"),
                        m_files.filePath(QStringLiteral("absent-catalog.json")));
    QCOMPARE(run({QStringLiteral("catalog")}, {}, namedMissing).exitCode, 2);

    // The runs of the other tests see neither: their HOME and XDG_CONFIG_HOME are empty.
    QCOMPARE(run({QStringLiteral("catalog")}).exitCode, 0);
}

void TestCliCommands::userCatalogOverridesPrice()
{
    const CliRun builtin = run({QStringLiteral("catalog")});
    QCOMPARE(builtin.exitCode, 0);
    QJsonObject p4d;
    const QJsonArray instances
        = parseObject(builtin.out).value(QLatin1String("instances")).toArray();
    for (const QJsonValue &entry : instances) {
        if (entry.toObject().value(QLatin1String("id")).toString()
            == QLatin1String("aws/p4d.24xlarge"))
            p4d = entry.toObject();
    }
    QVERIFY(!p4d.isEmpty());
    const double price = p4d.value(QLatin1String("on_demand_usd_per_hour")).toDouble();
    QVERIFY(price > 0);
    p4d.insert(QStringLiteral("on_demand_usd_per_hour"), 2.5 * price);
    const QJsonObject user{{QStringLiteral("format"), QStringLiteral("scaleplan.catalog")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("instances"), QJsonArray{p4d}}};
    const QString catalog
        = writeTemp(QStringLiteral("user-catalog.json"), QJsonDocument(user).toJson());

    // The catalog command shows the new price, and only that entry changed.
    const CliRun listed = run({QStringLiteral("catalog"), QStringLiteral("--catalog"), catalog});
    QVERIFY2(listed.exitCode == 0, listed.err.constData());
    const QJsonArray after = parseObject(listed.out).value(QLatin1String("instances")).toArray();
    QCOMPARE(after.size(), instances.size());
    for (const QJsonValue &entry : after) {
        if (entry.toObject().value(QLatin1String("id")).toString()
            == QLatin1String("aws/p4d.24xlarge"))
            QCOMPARE(entry.toObject(), p4d);
    }

    // GPT-3 on 128 x p4d, all on demand: compute cost scales with the price, time does not.
    const QString scenario = example(QStringLiteral("gpt3-175b-p4d.json"));
    const CliRun base = run({QStringLiteral("estimate"), scenario});
    const CliRun repriced
        = run({QStringLiteral("estimate"), scenario, QStringLiteral("--catalog"), catalog});
    QVERIFY2(base.exitCode == 0, base.err.constData());
    QVERIFY2(repriced.exitCode == 0, repriced.err.constData());
    const QJsonObject a = parseObject(base.out);
    const QJsonObject b = parseObject(repriced.out);
    checkResult(b);
    const auto number = [](const QJsonObject &o, const char *section, const char *key) {
        return o.value(QLatin1String(section)).toObject().value(QLatin1String(key)).toDouble();
    };
    const double costA = number(a, "cost_usd", "compute");
    const double costB = number(b, "cost_usd", "compute");
    QVERIFY(costA > 0);
    QVERIFY2(std::abs(costB / costA - 2.5) < 1e-9,
             qPrintable(QStringLiteral("compute cost %1 -> %2").arg(costA).arg(costB)));
    QCOMPARE(b.value(QLatin1String("expected_time_h")).toDouble(),
             a.value(QLatin1String("expected_time_h")).toDouble());
    QCOMPARE(number(b, "cost_usd", "storage"), number(a, "cost_usd", "storage"));
}

QTEST_GUILESS_MAIN(TestCliCommands)

#include "TestCliCommands.moc"
