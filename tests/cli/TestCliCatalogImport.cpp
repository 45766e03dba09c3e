// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `scaleplan-cli catalog import`: a real SkyPilot catalog excerpt merged into a user catalog
// that keeps its other entries, dated by --date or the file's modification time, and bad
// input that names what to change and writes nothing.
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kExcerpt = QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/skypilot/aws-vms-001367d2.csv");

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The instances of the catalog file \p path by id.
QJsonObject instancesById(const QString &path)
{
    QJsonObject byId;
    const QJsonArray instances
        = QJsonDocument::fromJson(readFile(path)).object()[QStringLiteral("instances")].toArray();
    for (const QJsonValue &instance : instances)
        byId[instance[QStringLiteral("id")].toString()] = instance;
    return byId;
}

} // namespace

class TestCliCatalogImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void mergesTheRegionsPricesAndKeepsTheRest();
    void datesFromTheFilesModificationTime();
    void badInputWritesNothing_data();
    void badInputWritesNothing();

private:
    CliRun run(const QStringList &args);

    QTemporaryDir m_home;
    QTemporaryDir m_files;
};

void TestCliCatalogImport::initTestCase()
{
    QVERIFY(m_home.isValid() && m_files.isValid());
    QVERIFY(QFile::exists(kExcerpt));
}

CliRun TestCliCatalogImport::run(const QStringList &args)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("SCALEPLAN_CATALOG"));
    environment.insert(QStringLiteral("HOME"), m_home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/c"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(SCALEPLAN_CLI), args);
    process.closeWriteChannel();
    CliRun result;
    if (!process.waitForFinished(60000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

void TestCliCatalogImport::mergesTheRegionsPricesAndKeepsTheRest()
{
    // A user catalog with a price of the user's own, for an instance the file does not name.
    const QString out = m_files.filePath(QStringLiteral("merge.json"));
    QFile own(out);
    QVERIFY(own.open(QIODevice::WriteOnly));
    own.write(R"({"format": "scaleplan.catalog", "version": 1, "instances": [
        {"id": "aws/g5.xlarge", "provider": "aws", "type": "g5.xlarge", "region": "us-east-1",
         "gpu": "a10g", "gpus": 1, "on_demand_usd_per_hour": 0.9, "price_date": "2026-10",
         "price_source": "our AWS invoice"}]})");
    own.close();
    const CliRun imported
        = run({"catalog", "import", kExcerpt, "--from", "skypilot", "--cloud", "aws", "--region",
               "us-west-2", "--date", "2025-03-01", "--catalog-out", out});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QVERIFY(imported.out.contains("aws/p5.48xlarge"));
    const QJsonObject byId = instancesById(out);
    QCOMPARE(byId.keys(), (QStringList{"aws/g5.xlarge", "aws/p4d.24xlarge", "aws/p5.48xlarge"}));
    QCOMPARE(byId["aws/g5.xlarge"].toObject()["on_demand_usd_per_hour"].toDouble(), 0.9);
    const QJsonObject p5 = byId["aws/p5.48xlarge"].toObject();
    QCOMPARE(p5["region"].toString(), QStringLiteral("us-west-2"));
    QCOMPARE(p5["price_date"].toString(), QStringLiteral("2025-03-01"));
    // The median of the region's four zones: (30.9762 + 31.737) / 2.
    QVERIFY(qFuzzyCompare(p5["spot_usd_per_hour"].toDouble(), 31.3566));
    // The merged file is a catalog the estimate reads.
    const CliRun listed = run({"catalog", "--catalog", out, "--format", "json"});
    QCOMPARE(listed.exitCode, 0);
}

void TestCliCatalogImport::datesFromTheFilesModificationTime()
{
    const QString copy = m_files.filePath(QStringLiteral("vms.csv"));
    QVERIFY(QFile::copy(kExcerpt, copy));
    QFile file(copy);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(QDateTime(QDate(2026, 10, 31), QTime(12, 0), Qt::UTC),
                             QFileDevice::FileModificationTime));
    file.close();
    const QString out = m_files.filePath(QStringLiteral("dated.json"));
    const CliRun imported = run(
        {"catalog", "import", copy, "--from", "skypilot", "--cloud", "aws", "--catalog-out", out});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    // us-east-1, AWS's default region, has a Gaudi type: listed, not guessed.
    QVERIFY(imported.out.contains("dl1.24xlarge (Gaudi HL-205 x 8)"));
    QCOMPARE(instancesById(out)["aws/p4d.24xlarge"].toObject()["price_date"].toString(),
             QStringLiteral("2026-10-31"));
}

void TestCliCatalogImport::badInputWritesNothing_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QByteArray>("message");
    const QStringList aws{"--from", "skypilot", "--cloud", "aws", "--date", "2026-11-01"};
    QTest::newRow("price not a number")
        << QByteArray("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,"
                      "Price,SpotPrice,Region,AvailabilityZone\n"
                      "p5.48xlarge,H100,8.0,192.0,2048.0,,ninety,,us-east-1,use1-az1\n")
        << aws << QByteArray("line 2, column 7 (Price): \"ninety\" is not a number");
    QTest::newRow("another format") << QByteArray("gpus,step_time_s\n8,1.2\n") << aws
                                    << QByteArray("the header has no column InstanceType");
    QTest::newRow("not SkyPilot's")
        << QByteArray("x\n") << QStringList{"--from", "aws", "--cloud", "aws"}
        << QByteArray("--from: give --from skypilot");
    QTest::newRow("bad date") << QByteArray(
        "x\n") << QStringList{"--from", "skypilot", "--cloud", "aws", "--date", "30.11.2026"}
                              << QByteArray("--date: \"30.11.2026\" must be a date");
    QTest::newRow("no cloud") << QByteArray("x\n") << QStringList{"--from", "skypilot"}
                              << QByteArray("--cloud: give the cloud");
}

void TestCliCatalogImport::badInputWritesNothing()
{
    QFETCH(QByteArray, csv);
    QFETCH(QStringList, options);
    QFETCH(QByteArray, message);
    const QString input = m_files.filePath(QStringLiteral("bad.csv"));
    QFile file(input);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(csv);
    file.close();
    const QString out = m_files.filePath(QStringLiteral("untouched.json"));
    const CliRun imported = run(QStringList{"catalog", "import", input} + options
                                + QStringList{"--catalog-out", out});
    QCOMPARE(imported.exitCode, 2);
    QVERIFY2(imported.err.contains(message), imported.err.constData());
    QCOMPARE(imported.err.count('\n'), 1); // one line
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TestCliCatalogImport)
#include "TestCliCatalogImport.moc"
