// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scaleplan-cli launch against the command-line contract (docs/scenario-format.md): exit statuses,
// the one-line errors, files written with --out and their numbers.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kExamples = QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/examples/");

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CliRun runCli(const QStringList &args, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(SCALEPLAN_CLI), args);
    process.write(input);
    process.closeWriteChannel();
    CliRun run;
    if (!process.waitForFinished(30000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool isOneLine(const QByteArray &text)
{
    return text.size() > 1 && text.endsWith('\n') && text.count('\n') == 1;
}

QByteArray scenarioWith(const QString &example, const char *section, const QJsonObject &value)
{
    QJsonObject json = QJsonDocument::fromJson(readFile(kExamples + example)).object();
    json.insert(QLatin1String(section), value);
    return QJsonDocument(json).toJson();
}

} // namespace

class TestCliLaunch : public QObject
{
    Q_OBJECT

private slots:
    void usageListsLaunch();
    void everyTargetWritesItsFiles();
    void singleFilePrintsWithoutOut();
    void badTargetIsInvalidInput();
    void multiFileTargetNeedsOut();
    void stackChoosesTheTarget();
    void megatronOnGenericModelFails();
    void infeasiblePlanWarnsAndWrites();
    void invalidScenarioNamesField();
    void unwritableOutFails();
};

void TestCliLaunch::usageListsLaunch()
{
    const CliRun run = runCli({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(
        run.out.contains("launch FILE [--target torchrun|deepspeed|megatron|pytorchjob|slurm]"));
}

void TestCliLaunch::everyTargetWritesItsFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("nested/launch")); // created on demand
    const QString gpt = kExamples + QStringLiteral("gpt3-175b-p4d.json");
    const QList<QPair<QString, QStringList>> expected{
        {QStringLiteral("torchrun"), {QStringLiteral("torchrun.sh")}},
        {QStringLiteral("deepspeed"),
         {QStringLiteral("ds_config.json"), QStringLiteral("deepspeed.sh")}},
        {QStringLiteral("megatron"), {QStringLiteral("megatron.sh")}},
        {QStringLiteral("pytorchjob"), {QStringLiteral("pytorchjob.yaml")}},
        {QStringLiteral("slurm"), {QStringLiteral("train.sbatch")}}};
    for (const auto &[target, names] : expected) {
        const CliRun run = runCli({QStringLiteral("launch"), gpt, QStringLiteral("--target"),
                                   target, QStringLiteral("--out"), out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        for (const QByteArray &line : run.err.split('\n')) // the GPT-3 plan is feasible
            QVERIFY2(line.isEmpty() || line.startsWith("WARNING: "), line.constData());
        QCOMPARE(run.out.count('\n'), names.size());
        for (const QString &name : names) {
            const QFileInfo info(out + QLatin1Char('/') + name);
            QVERIFY2(info.exists(), qPrintable(info.filePath()));
            QVERIFY(run.out.contains(info.filePath().toUtf8()));
            QCOMPARE(info.isExecutable(), !name.endsWith(QLatin1String(".json"))
                                              && !name.endsWith(QLatin1String(".yaml")));
        }
    }
    // No temporary files are left behind by the atomic writes.
    QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Hidden).size(), 6);

    const QJsonObject config
        = QJsonDocument::fromJson(readFile(out + QStringLiteral("/ds_config.json"))).object();
    QCOMPARE(config.value(QLatin1String("train_batch_size")).toInt(), 1536);
    QCOMPARE(config.value(QLatin1String("gradient_accumulation_steps")).toInt(), 192); // 1536/(8*1)
    QCOMPARE(config.value(QLatin1String("zero_optimization"))
                 .toObject()
                 .value(QLatin1String("stage"))
                 .toInt(),
             1);
    const QByteArray sbatch = readFile(out + QStringLiteral("/train.sbatch"));
    QVERIFY(sbatch.contains("\n#SBATCH --nodes=128\n"));
    QVERIFY(sbatch.contains("\n#SBATCH --gpus-per-node=8\n"));
}

void TestCliLaunch::singleFilePrintsWithoutOut()
{
    const QByteArray scenario = readFile(kExamples + QStringLiteral("llama3-8b-p5-spot.json"));
    const CliRun run = runCli({QStringLiteral("launch"), QStringLiteral("-"),
                               QStringLiteral("--target"), QStringLiteral("torchrun")},
                              scenario);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("#!/usr/bin/env bash\n# Generated by Scaleplan"));
    QVERIFY(run.out.contains("--nnodes=16 \\\n"));
    QVERIFY(run.out.contains("--nproc_per_node=8 \\\n"));
}

void TestCliLaunch::badTargetIsInvalidInput()
{
    const QString gpt = kExamples + QStringLiteral("gpt3-175b-p4d.json");
    const CliRun bad = runCli(
        {QStringLiteral("launch"), gpt, QStringLiteral("--target"), QStringLiteral("mpirun")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(isOneLine(bad.err), bad.err.constData());
    QVERIFY(bad.err.startsWith("--target: \"mpirun\" is not one of "));
    for (const char *name : {"torchrun", "deepspeed", "megatron", "pytorchjob", "slurm"})
        QVERIFY(bad.err.contains(name));
    QVERIFY(bad.out.isEmpty());

    const CliRun missing = runCli({QStringLiteral("launch"), gpt});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(isOneLine(missing.err));
    QVERIFY(missing.err.startsWith("--target: "));
}

void TestCliLaunch::stackChoosesTheTarget()
{
    // Without --target, training.software's launcher: Megatron-Core's megatron.sh.
    QJsonObject json
        = QJsonDocument::fromJson(
              scenarioWith(QStringLiteral("gpt3-175b-p4d.json"), "parallel",
                           QJsonObject{{QStringLiteral("tp"), 8}, {QStringLiteral("pp"), 8}}))
              .object();
    QJsonObject training = json.value(QLatin1String("training")).toObject();
    training.insert(QStringLiteral("software"), QStringLiteral("megatron-core"));
    json.insert(QStringLiteral("training"), training);
    const CliRun megatron
        = runCli({QStringLiteral("launch"), QStringLiteral("-")}, QJsonDocument(json).toJson());
    QCOMPARE(megatron.exitCode, 0);
    QVERIFY(megatron.out.contains("pretrain_gpt.py"));

    // JAX has no launcher here: --target is then required, and every target refuses it.
    training.insert(QStringLiteral("software"), QStringLiteral("jax"));
    json.insert(QStringLiteral("training"), training);
    const CliRun jax
        = runCli({QStringLiteral("launch"), QStringLiteral("-")}, QJsonDocument(json).toJson());
    QCOMPARE(jax.exitCode, 2);
    QVERIFY2(jax.err.startsWith("--target: "), jax.err.constData());
    const CliRun refused = runCli({QStringLiteral("launch"), QStringLiteral("-"),
                                   QStringLiteral("--target"), QStringLiteral("torchrun")},
                                  QJsonDocument(json).toJson());
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("training.software"), refused.err.constData());
}

void TestCliLaunch::multiFileTargetNeedsOut()
{
    const CliRun run
        = runCli({QStringLiteral("launch"), kExamples + QStringLiteral("gpt3-175b-p4d.json"),
                  QStringLiteral("--target"), QStringLiteral("deepspeed")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(isOneLine(run.err));
    QVERIFY(run.err.startsWith("--out: deepspeed writes 2 files"));
}

void TestCliLaunch::megatronOnGenericModelFails()
{
    QTemporaryDir dir;
    const CliRun run
        = runCli({QStringLiteral("launch"), kExamples + QStringLiteral("resnet50-g5.json"),
                  QStringLiteral("--target"), QStringLiteral("megatron"), QStringLiteral("--out"),
                  dir.path()});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(isOneLine(run.err), run.err.constData());
    QVERIFY(run.err.contains("model.kind: megatron needs a transformer model"));
    QVERIFY(QDir(dir.path()).isEmpty());
}

void TestCliLaunch::infeasiblePlanWarnsAndWrites()
{
    // GPT-3 175B without model parallelism does not fit in 40 GB: still a valid scenario.
    QJsonObject parallel{
        {QStringLiteral("tp"), 1}, {QStringLiteral("pp"), 1}, {QStringLiteral("zero"), 0}};
    QJsonObject json = QJsonDocument::fromJson(
                           scenarioWith(QStringLiteral("gpt3-175b-p4d.json"), "parallel", parallel))
                           .object();
    QJsonObject training = json.value(QLatin1String("training")).toObject();
    training.insert(QStringLiteral("global_batch"), 2048);
    json.insert(QStringLiteral("training"), training);
    QTemporaryDir dir;
    const CliRun run
        = runCli({QStringLiteral("launch"), QStringLiteral("-"), QStringLiteral("--target"),
                  QStringLiteral("slurm"), QStringLiteral("--out"), dir.path()},
                 QJsonDocument(json).toJson());
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!run.err.isEmpty());
    for (const QByteArray &line : run.err.trimmed().split('\n'))
        QVERIFY2(line.startsWith("WARNING: "), line.constData());
    QVERIFY(run.err.contains("WARNING: parallel.")); // the out-of-memory issue names a field
    const QByteArray sbatch = readFile(dir.filePath(QStringLiteral("train.sbatch")));
    QVERIFY(sbatch.contains("# WARNING: Scaleplan predicts"));
    QVERIFY(sbatch.contains("\n#SBATCH --nodes=128\n"));
}

void TestCliLaunch::invalidScenarioNamesField()
{
    const QByteArray bad = scenarioWith(QStringLiteral("gpt3-175b-p4d.json"), "parallel",
                                        QJsonObject{{QStringLiteral("tp"), 3}});
    const CliRun run = runCli({QStringLiteral("launch"), QStringLiteral("-"),
                               QStringLiteral("--target"), QStringLiteral("torchrun")},
                              bad);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(isOneLine(run.err));
    QVERIFY2(run.err.startsWith("parallel.tp: "), run.err.constData());
}

void TestCliLaunch::unwritableOutFails()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("a-file"));
    QFile blocker(file);
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const CliRun run = runCli(
        {QStringLiteral("launch"), kExamples + QStringLiteral("gpt3-175b-p4d.json"),
         QStringLiteral("--target"), QStringLiteral("torchrun"), QStringLiteral("--out"), file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(isOneLine(run.err));
    QVERIFY(run.err.contains("--out: "));
}

QTEST_GUILESS_MAIN(TestCliLaunch)
#include "TestCliLaunch.moc"
