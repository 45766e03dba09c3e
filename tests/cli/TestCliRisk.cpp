// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `scaleplan-cli estimate` reports the seeded Monte Carlo: the same figures in every run
// (another process, the same scenario) and the same as the engine's 10,000-trial estimate.
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace scaleplan::engine;

namespace {

const char *kSpot = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "gpt3-175b"},
  "training": {"tokens": 300e9, "global_batch": 1536, "micro_batch": 1, "recompute": "selective"},
  "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 128},
  "parallel": {"tp": 8, "pp": 16, "zero": 1, "sequence_parallel": true, "virtual_stages": 2},
  "pricing": {"spot_fraction": 0.5}})";

QByteArray estimateJson(const QTemporaryDir &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("SCALEPLAN_CATALOG"));
    environment.insert(QStringLiteral("HOME"), home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path() + QStringLiteral("/config"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(SCALEPLAN_CLI),
                  {QStringLiteral("estimate"), QStringLiteral("-"), QStringLiteral("--format"),
                   QStringLiteral("json")});
    if (!process.waitForStarted(30000))
        return {};
    process.write(kSpot);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return process.readAllStandardOutput();
}

} // namespace

class TestCliRisk : public QObject
{
    Q_OBJECT

private slots:
    void estimateRiskIsSeededMonteCarlo();
};

void TestCliRisk::estimateRiskIsSeededMonteCarlo()
{
    QTemporaryDir home;
    const QByteArray first = estimateJson(home);
    QVERIFY(!first.isEmpty());
    QCOMPARE(estimateJson(home), first); // another process, the same figures

    const QJsonObject risk
        = QJsonDocument::fromJson(first).object().value(QStringLiteral("risk")).toObject();
    const Scenario scenario = scaleplan::test::scenarioFromJson(kSpot);
    const Result mc
        = estimate(scenario, builtinCatalog(), EstimateOptions{.riskTrials = 10000, .today = {}});
    const Result fast = estimate(scenario, builtinCatalog());
    SCALEPLAN_FUZZY(risk.value(QStringLiteral("p50_time_h")).toDouble(), mc.risk.p50TimeH, 1e-12);
    SCALEPLAN_FUZZY(risk.value(QStringLiteral("p90_cost_usd")).toDouble(), mc.risk.p90CostUsd,
                    1e-12);
    SCALEPLAN_FUZZY(risk.value(QStringLiteral("interruptions_expected")).toDouble(),
                    mc.risk.interruptionsExpected, 1e-12);
    // Not the closed form: the simulated mean count of interruptions is a sample mean.
    QVERIFY(risk.value(QStringLiteral("interruptions_expected")).toDouble()
            != fast.risk.interruptionsExpected);
    // expected_time_h stays the closed form.
    SCALEPLAN_FUZZY(
        QJsonDocument::fromJson(first).object().value(QStringLiteral("expected_time_h")).toDouble(),
        fast.expectedTimeH, 1e-12);
}

QTEST_GUILESS_MAIN(TestCliRisk)
#include "TestCliRisk.moc"
