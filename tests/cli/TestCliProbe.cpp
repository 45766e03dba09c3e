// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `scaleplan-cli probe` run against the fake driver (tests/probe/FakeCuda.cpp, found
// through LD_LIBRARY_PATH) and without any: JSON shape, exit 0 with or without a GPU,
// benchmarks, and the "This machine" catalog file used by an estimate.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <dlfcn.h>

namespace {

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs scaleplan-cli with the libraries of \p libraryDir (empty: none added) and the
/// fake's \p scenario, with a home of its own (no user catalog).
CliRun runCli(const QStringList &arguments, const QString &libraryDir, const QString &scenario,
              const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("SCALEPLAN_CATALOG"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("SCALEPLAN_FAKE_GPU"), scenario);
    if (!libraryDir.isEmpty())
        env.insert(QStringLiteral("LD_LIBRARY_PATH"), libraryDir);
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SCALEPLAN_CLI), arguments);
    process.waitForFinished(60000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

QJsonObject parse(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestCliProbe : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void jsonListsTheFakeGpu()
    {
        const CliRun run = runCli({"probe", "--format", "json"}, m_fake, "ok", m_home.path());
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = parse(run.out);
        QCOMPARE(json.keys(), (QStringList{"devices", "reason"}));
        QCOMPARE(json["reason"].toString(), QString());
        const QJsonObject device = json["devices"].toArray().at(0).toObject();
        QCOMPARE(device["name"].toString(), QStringLiteral("NVIDIA A100-SXM4-80GB"));
        QCOMPARE(device["sm_count"].toInt(), 108);
        QCOMPARE(device["pcie_generation"].toInt(), 4);
        QCOMPARE(device["cuda_version"].toString(), QStringLiteral("12.4"));
        QVERIFY(device["measured"].toObject()["memory_bandwidth_gbs"].isNull());
    }

    void noGpuStillExitsZero_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no device") << "nodevice"
                                   << "no_device";
        QTest::newRow("permission") << "permission"
                                    << "permission_denied";
        QTest::newRow("old driver") << "olddriver"
                                    << "driver_too_old";
    }

    void noGpuStillExitsZero()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, reason);
        const CliRun json = runCli({"probe", "--format", "json"}, m_fake, scenario, m_home.path());
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(parse(json.out)["reason"].toString(), reason);
        QVERIFY(parse(json.out)["devices"].toArray().isEmpty());
        const CliRun text = runCli({"probe", "--format", "text"}, m_fake, scenario, m_home.path());
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.startsWith("No GPU found: "));
    }

    void withoutTheLibrariesBehavesTheSame()
    {
        QTemporaryDir empty;
        const CliRun run = runCli({"probe"}, empty.path(), "ok", m_home.path());
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = parse(run.out);
        QCOMPARE(json.keys(), (QStringList{"devices", "reason"}));
        // Where this machine has no NVIDIA driver of its own, the reason says so.
        if (void *real = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL)) {
            dlclose(real);
            QSKIP("this machine has an NVIDIA driver");
        }
        QCOMPARE(json["reason"].toString(), QStringLiteral("driver_missing"));
        QVERIFY(json["devices"].toArray().isEmpty());
    }

    void benchmarkReportsProgressAndFigures()
    {
        const CliRun run = runCli({"probe", "--benchmark"}, m_fake, "ok", m_home.path());
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("benchmark 0/4: GPU 0: device memory copy\n"), run.err);
        QVERIFY(run.err.contains("benchmark 4/4: done\n"));
        const QJsonObject measured
            = parse(run.out)["devices"].toArray().at(0).toObject()["measured"].toObject();
        // 2 x 8192^3 FLOP per run; the fake's samples of 10 runs take 2, 1, 3 ms in turn,
        // about 1,000 of them until they add up to 2 s: a mean of 2 ms within 0.2%.
        QVERIFY(qAbs(measured["bf16_tflops"].toDouble() / 5497.56 - 1) < 0.002);
    }

    void catalogOutFeedsAnEstimate()
    {
        const QString catalog = m_home.filePath(QStringLiteral("this-machine.json"));
        const CliRun probe = runCli({"probe", "--benchmark", "--catalog-out", catalog}, m_fake,
                                    "twogpus", m_home.path());
        QCOMPARE(probe.exitCode, 0);
        QVERIFY(QFile::exists(catalog));
        QVERIFY(!QFile::exists(catalog + QStringLiteral(".tmp")));

        QFile file(QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/examples/resnet50-g5.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject scenario = QJsonDocument::fromJson(file.readAll()).object();
        scenario["cluster"] = QJsonObject{{"instance", "local/this-machine"}, {"nodes", 1}};
        const QString scenarioPath = m_home.filePath(QStringLiteral("local.json"));
        QFile out(scenarioPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(scenario).toJson());
        out.close();

        const CliRun estimate = runCli({"estimate", scenarioPath, "--catalog", catalog}, QString(),
                                       "ok", m_home.path());
        QVERIFY2(estimate.exitCode == 0, estimate.err);
        QVERIFY(parse(estimate.out).contains(QStringLiteral("result")) || !estimate.out.isEmpty());
        // Without the file the instance is unknown: an input error naming the field.
        const CliRun without = runCli({"estimate", scenarioPath}, QString(), "ok", m_home.path());
        QCOMPARE(without.exitCode, 2);
        QVERIFY(without.err.contains("cluster.instance"));
    }

    void catalogOutMergesIntoTheUserCatalog()
    {
        // The user's own entry stays: --catalog-out merges, it does not replace.
        const QString catalog = m_home.filePath(QStringLiteral("user-catalog.json"));
        QFile mine(catalog);
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write(R"({"format": "scaleplan.catalog", "version": 1, "egress": [{"provider": )"
                   R"("mine", "usd_per_gb": 0.02, "date": "2026-10", "sources": "me"}]})");
        mine.close();
        const CliRun probe
            = runCli({"probe", "--catalog-out", catalog}, m_fake, "ok", m_home.path());
        QVERIFY2(probe.exitCode == 0, probe.err);
        QVERIFY(mine.open(QIODevice::ReadOnly));
        const QJsonObject merged = QJsonDocument::fromJson(mine.readAll()).object();
        QCOMPARE(merged["egress"].toArray().at(0).toObject()["provider"].toString(),
                 QStringLiteral("mine"));
        QStringList instances;
        for (const QJsonValue &entry : merged["instances"].toArray())
            instances << entry.toObject()["id"].toString();
        QVERIFY2(instances.contains(QStringLiteral("local/this-machine")),
                 qPrintable(instances.join(',')));
    }

    void badFormatIsAnInputError()
    {
        const CliRun run = runCli({"probe", "--format", "xml"}, m_fake, "ok", m_home.path());
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.count('\n'), 1);
    }

private:
    QTemporaryDir m_home;
    const QString m_fake = QStringLiteral(SCALEPLAN_FAKE_GPU_DIR);
};

QTEST_GUILESS_MAIN(TestCliProbe)
#include "TestCliProbe.moc"
