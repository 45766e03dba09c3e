// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `scaleplan-cli plan` end to end: JSON shape per docs/scenario-format.md, CSV, exit statuses and
// error lines, open clusters.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <utility>
#include <vector>

namespace {

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

const QByteArray kFixed = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "llama2-13b"},
  "training": {"tokens": 2e11, "global_batch": 512},
  "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 4}})";

const QByteArray kOpen = R"({"format": "scaleplan.scenario", "version": 1,
  "model": {"preset": "llama3-8b"},
  "training": {"tokens": 1e11, "global_batch": 512}})";

/// One line of text ending in a newline, and nothing else.
bool isOneLine(const QByteArray &text)
{
    return text.size() > 1 && text.endsWith('\n') && text.count('\n') == 1;
}

/// The expected total cost of a plan in `plan --format json`'s output.
double planCost(const QJsonValue &plan)
{
    return plan.toObject()
        .value("result")
        .toObject()
        .value("cost_usd")
        .toObject()
        .value("total")
        .toDouble();
}

/// The listed plans' costs in `plan --format json`'s output \p json, best first.
QList<double> planCosts(const QByteArray &json)
{
    QList<double> costs;
    for (const QJsonValue &plan : QJsonDocument::fromJson(json).object().value("plans").toArray())
        costs << planCost(plan);
    return costs;
}

} // namespace

class TestCliPlan : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonFollowsTheSpec();
    void openClusterSearchesInstancesAndNodes();
    void csvHasUnitColumns();
    void costObjectiveRanksByCost();
    void balancedObjectiveCapsTheCost();
    void impossibleBudgetNamesTheCheapestPlan();
    void impossibleDeadlineNamesTheFastestPlan();
    void unreachableLimitsAnswerWithTheNearestPlans();
    void byInstanceListsEachCapacity();
    void textFormatPrintsTables();
    void scenarioThatCannotRunSaysWhy();
    void badOptionsNameTheOption_data();
    void badOptionsNameTheOption();
    void keepHoldsTheScenariosSettings();
    void badKeepNamesTheAllowedItems();
    void estimateStillNeedsACluster();
    void timeLimitStopsTheSearchAndSaysSo();

private:
    CliRun run(const QStringList &args, const QByteArray &input);
    QTemporaryDir m_home;
};

void TestCliPlan::initTestCase()
{
    QVERIFY(m_home.isValid());
}

CliRun TestCliPlan::run(const QStringList &args, const QByteArray &input)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("SCALEPLAN_CATALOG"));
    environment.insert(QStringLiteral("HOME"), m_home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                       m_home.path() + QStringLiteral("/config"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(SCALEPLAN_CLI), args);
    CliRun result;
    if (!process.waitForStarted(30000))
        return result;
    process.write(input);
    process.closeWriteChannel();
    // Two minutes a search, scaled as ctest's limit is for the slower sanitizer build.
    if (!process.waitForFinished(120000 * SCALEPLAN_TEST_TIMEOUT_SCALE)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return result;
}

void TestCliPlan::jsonFollowsTheSpec()
{
    const CliRun r = run({"plan", "-", "--top", "5"}, kFixed);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(doc.value("format").toString(), QString("scaleplan.plan"));
    QCOMPARE(doc.value("version").toInt(), 1);
    QVERIFY(doc.value("evaluated").toDouble() > 1000);
    const QJsonArray plans = doc.value("plans").toArray();
    QCOMPARE(plans.size(), 5);
    QVERIFY(!doc.value("pareto").toArray().isEmpty());
    double previous = 0;
    for (const QJsonValue &value : plans) {
        const QJsonObject plan = value.toObject();
        const QJsonObject parallel = plan.value("parallel").toObject();
        for (const char *key :
             {"tp", "pp", "dp", "zero", "zero_shard_group", "sequence_parallel", "virtual_stages"})
            QVERIFY2(parallel.contains(key), key);
        QCOMPARE(plan.value("cluster").toObject().value("instance").toString(),
                 QString("aws/p4d.24xlarge"));
        QCOMPARE(plan.value("cluster").toObject().value("nodes").toInt(), 4);
        // cp, a Scaleplan addition, is written only where the plan splits the sequence.
        QCOMPARE(parallel.value("tp").toInt() * parallel.value("pp").toInt()
                     * parallel.value("dp").toInt() * parallel.value("cp").toInt(1),
                 32);
        if (parallel.contains("cp"))
            QVERIFY(parallel.value("cp").toInt() > 1);
        const QJsonObject result = plan.value("result").toObject();
        QCOMPARE(result.value("format").toString(), QString("scaleplan.result"));
        QVERIFY(result.value("feasible").toBool());
        const double time = result.value("expected_time_h").toDouble();
        QVERIFY(time >= previous); // best first under --objective time (the default)
        previous = time;
    }
}

void TestCliPlan::openClusterSearchesInstancesAndNodes()
{
    // The whole search, however slow the machine (an instrumented build included).
    const CliRun r = run({"plan", "-", "--top", "3", "--time-limit", "3600"}, kOpen);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    // The frontier trades node counts (on the built-in catalog its fastest and cheapest
    // plans can share an instance type); the summary has a plan on each instance type.
    QSet<int> nodes;
    for (const QJsonValue &value : doc.value("pareto").toArray())
        nodes.insert(value.toObject().value("cluster").toObject().value("nodes").toInt());
    QVERIFY(nodes.size() >= 3);
    QSet<QString> instances;
    for (const QJsonValue &value : doc.value("by_instance").toArray())
        instances.insert(value.toObject().value("instance").toString());
    QVERIFY(instances.contains("aws/p5.48xlarge"));
    QVERIFY(instances.contains("nebius/gpu-h100-sxm_8gpu-128vcpu-1600gb"));
    QVERIFY(instances.size() >= 10);
}

void TestCliPlan::csvHasUnitColumns()
{
    const CliRun r = run({"plan", "-", "--top", "4", "--format", "csv"}, kFixed);
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.split('\n');
    QVERIFY(
        lines.first().startsWith("rank,instance_or_gpu,nodes,gpus,tp,pp,dp,cp,ep,expert_tp,zero,"));
    QVERIFY(lines.first().contains("step_time_s"));
    QVERIFY(lines.first().contains("expected_time_h"));
    QVERIFY(lines.first().contains("cost_usd"));
    QVERIFY(r.out.contains("\r\n")); // RFC 4180 line ends
    QCOMPARE(r.out.count('\n'), 5);
    QVERIFY(lines.at(1).startsWith("1,aws/p4d.24xlarge,4,32,"));

    // Python's csv module (strict RFC 4180 quoting) reads the same 27 columns on every row,
    // every number field is a finite number, recompute_layers is a count or empty (every
    // layer of a chunk, or no full recomputation) and recompute_modules lists Megatron-Core's
    // part names where recomputation is selective and nothing elsewhere.
    QProcess python;
    python.start(QStringLiteral("python3"),
                 {"-c", "import csv, io, math, sys\n"
                        "rows = list(csv.reader(io.TextIOWrapper(sys.stdin.buffer, newline=''),"
                        " strict=True))\n"
                        "assert all(len(row) == len(rows[0]) for row in rows), 'ragged rows'\n"
                        "layers = rows[0].index('recompute_layers')\n"
                        "mode = rows[0].index('recompute')\n"
                        "parts = rows[0].index('recompute_modules')\n"
                        "names = {'core_attn', 'layernorm', 'mla_up_proj', 'mlp', 'moe',"
                        " 'moe_act', 'shared_experts'}\n"
                        "for row in rows[1:]:\n"
                        "    assert row[layers] == '' or int(row[layers]) > 0, row\n"
                        "    assert (row[parts] != '') == (row[mode] == 'selective'), row\n"
                        "    assert set(row[parts].split()) <= names, row\n"
                        "    assert all(math.isfinite(float(x)) for x in row[parts + 1:]), row\n"
                        "print(len(rows), len(rows[0]))\n"});
    QVERIFY(python.waitForStarted(30000));
    python.write(r.out);
    python.closeWriteChannel();
    QVERIFY(python.waitForFinished(30000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    QCOMPARE(python.readAllStandardOutput().trimmed(), QByteArray("5 27"));

    // Numbers are written exactly (shortest round trip): the CSV's expected time is the
    // JSON's to the last bit.
    const CliRun json = run({"plan", "-", "--top", "4"}, kFixed);
    QCOMPARE(json.exitCode, 0);
    const double jsonTime = QJsonDocument::fromJson(json.out)
                                .object()
                                .value("plans")
                                .toArray()
                                .first()
                                .toObject()
                                .value("result")
                                .toObject()
                                .value("expected_time_h")
                                .toDouble();
    const int column = lines.first().split(',').indexOf("expected_time_h");
    QVERIFY(column > 0);
    QVERIFY(lines.at(1).trimmed().split(',').at(column).toDouble() == jsonTime);
}

void TestCliPlan::costObjectiveRanksByCost()
{
    const CliRun r
        = run({"plan", "-", "--objective", "cost", "--top", "5", "--time-limit", "3600"}, kOpen);
    QCOMPARE(r.exitCode, 0);
    double previous = 0;
    for (const double cost : planCosts(r.out)) {
        QVERIFY(cost >= previous);
        previous = cost;
    }
    QVERIFY(previous > 0);
}

void TestCliPlan::balancedObjectiveCapsTheCost()
{
    const CliRun cheapest = run({"plan", "-", "--objective", "cost", "--top", "1"}, kFixed);
    QCOMPARE(cheapest.exitCode, 0);
    const double lowest = planCosts(cheapest.out).value(0);
    QVERIFY(lowest > 0);
    const CliRun fair = run(
        {"plan", "-", "--objective", "balanced", "--cost-premium-pct", "20", "--top", "5"}, kFixed);
    QCOMPARE(fair.exitCode, 0);
    const QList<double> listed = planCosts(fair.out);
    QVERIFY(!listed.isEmpty());
    const QJsonObject answer = QJsonDocument::fromJson(fair.out).object();
    QCOMPARE(answer.value("lowest_cost_usd").toDouble(), lowest);
    QCOMPARE(answer.value("cost_premium").toDouble(), 0.2);
    QVERIFY(!QJsonDocument::fromJson(cheapest.out).object().contains("lowest_cost_usd"));
    for (const double cost : listed)
        QVERIFY2(cost <= 1.2 * lowest * (1 + 1e-12), qPrintable(QString::number(cost)));

    const CliRun text = run({"plan", "-", "--objective", "balanced", "--format", "text"}, kFixed);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("\nBest plans, fastest first among those costing at most 10% more "
                               "than the cheapest ($"),
             text.out.constData());
}

void TestCliPlan::impossibleBudgetNamesTheCheapestPlan()
{
    const CliRun cheapest = run({"plan", "-", "--objective", "cost", "--top", "1"}, kFixed);
    const double cost = planCosts(cheapest.out).value(0);
    QVERIFY(cost > 0);
    // No plan within the budget is an answer, not an input error: exit 0, the line on
    // standard error, and the nearest plan (the cheapest) in the JSON.
    const CliRun r = run({"plan", "-", "--budget-usd", "1000"}, kFixed);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(isOneLine(r.err));
    QVERIFY2(
        r.err.startsWith("no plan meets the budget of $1,000: the cheapest feasible plan costs $"),
        r.err.constData());
    const QByteArray ratio = QByteArray::number(cost / 1000, 'f', 1) + "x)";
    QVERIFY2(r.err.contains(ratio), r.err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QVERIFY(doc.value("plans").toArray().isEmpty());
    QCOMPARE(doc.value("problem").toObject().value("code").toString(), QString("plan_over_budget"));
    const QJsonObject nearest = doc.value("nearest").toObject();
    QVERIFY(nearest.value("within_budget").isNull());
    QCOMPARE(planCost(nearest.value("within_deadline")), cost);
}

void TestCliPlan::impossibleDeadlineNamesTheFastestPlan()
{
    const CliRun r = run({"plan", "-", "--deadline-h", "1"}, kFixed);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(isOneLine(r.err));
    QVERIFY2(
        r.err.startsWith("no plan meets the deadline of 1 h: the fastest feasible plan takes "),
        r.err.constData());
    const QJsonObject nearest = QJsonDocument::fromJson(r.out).object().value("nearest").toObject();
    QVERIFY(nearest.value("within_deadline").isNull());
    QVERIFY(nearest.value("within_budget").isObject());

    // Both limits out of reach on their own: one line names both; no plan is on either
    // side, but the summary by instance still says what each capacity can do.
    const CliRun both = run({"plan", "-", "--budget-usd", "1000", "--deadline-h", "1"}, kFixed);
    QCOMPARE(both.exitCode, 0);
    QVERIFY(isOneLine(both.err));
    QVERIFY2(both.err.startsWith("no plan meets the budget of $1,000 nor the deadline of 1 h: the "
                                 "cheapest feasible plan costs $"),
             both.err.constData());
    QVERIFY2(both.err.contains("h ("), both.err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(both.out).object();
    QVERIFY(doc.value("nearest").toObject().value("within_deadline").isNull());
    QVERIFY(doc.value("nearest").toObject().value("within_budget").isNull());
    QCOMPARE(doc.value("by_instance").toArray().size(), 5); // on demand, 3 commitments, spot
}

void TestCliPlan::unreachableLimitsAnswerWithTheNearestPlans()
{
    // Each limit can be met alone, not both: the cheapest plan and the fastest plan of the
    // scenario bound a budget and a deadline that no plan meets together.
    const auto figure = [](const QByteArray &out, const char *key) {
        const QJsonObject result = QJsonDocument::fromJson(out)
                                       .object()
                                       .value("plans")
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value("result")
                                       .toObject();
        return std::strcmp(key, "cost") == 0
                   ? result.value("cost_usd").toObject().value("total").toDouble()
                   : result.value("expected_time_h").toDouble();
    };
    // On one cluster the fastest plan is also the cheapest (cost is its node-hours): the
    // open scenario trades one against the other across instance types and node counts.
    const CliRun cheap
        = run({"plan", "-", "--objective", "cost", "--top", "1", "--time-limit", "3600"}, kOpen);
    const CliRun fast = run({"plan", "-", "--top", "1", "--time-limit", "3600"}, kOpen);
    const double cheapest = figure(cheap.out, "cost");
    const double slowest = figure(cheap.out, "time");
    const double fastest = figure(fast.out, "time");
    QVERIFY(fastest < slowest);
    const QString budget = QString::number(cheapest * 1.0001, 'f', 2);
    const QString deadline = QString::number(fastest * 1.0001, 'f', 4);
    const CliRun r = run(
        {"plan", "-", "--budget-usd", budget, "--deadline-h", deadline, "--time-limit", "3600"},
        kOpen);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(isOneLine(r.err));
    QVERIFY2(r.err.contains("the cheapest plan within the deadline costs $"), r.err.constData());
    QVERIFY2(r.err.contains("the fastest within the budget takes "), r.err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(doc.value("problem").toObject().value("code").toString(),
             QString("plan_nearest_both_sides"));
    const QJsonObject nearest = doc.value("nearest").toObject();
    for (const char *side : {"within_deadline", "within_budget"}) {
        const QJsonObject plan = nearest.value(side).toObject();
        // The same shape as the ranked plans.
        for (const char *key :
             {"parallel", "cluster", "training", "communication", "pricing", "result"})
            QVERIFY2(plan.contains(key), key);
    }
    const QJsonObject inTime
        = nearest.value("within_deadline").toObject().value("result").toObject();
    const QJsonObject inBudget
        = nearest.value("within_budget").toObject().value("result").toObject();
    QVERIFY(inTime.value("expected_time_h").toDouble() <= deadline.toDouble());
    QVERIFY(inTime.value("cost_usd").toObject().value("total").toDouble() > budget.toDouble());
    QVERIFY(inBudget.value("cost_usd").toObject().value("total").toDouble() <= budget.toDouble());
    QVERIFY(inBudget.value("expected_time_h").toDouble() > deadline.toDouble());
}

void TestCliPlan::byInstanceListsEachCapacity()
{
    // p4d.24xlarge has an on-demand price, three commitment rates and a spot price: one row
    // each.
    const CliRun r = run({"plan", "-", "--top", "2"}, kFixed);
    QCOMPARE(r.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(r.out).object().value("by_instance").toArray();
    QCOMPARE(rows.size(), 5);
    QMap<QString, QJsonObject> byCapacity;
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        QCOMPARE(row.value("instance").toString(), QString("aws/p4d.24xlarge"));
        QVERIFY(row.value("meets_budget").toBool() && row.value("meets_deadline").toBool());
        const QString capacity = row.value("capacity").toString();
        QVERIFY(!byCapacity.contains(capacity));
        const QJsonObject plan = row.value("plan").toObject();
        byCapacity.insert(capacity, plan);
        QCOMPARE(plan.value("pricing").toObject().value("spot_fraction").toDouble(),
                 capacity == "spot" ? 1.0 : 0.0);
        QCOMPARE(plan.value("cluster").toObject().value("nodes").toInt(), 4);
        QCOMPARE(plan.value("result").toObject().value("format").toString(),
                 QString("scaleplan.result"));
    }
    QCOMPARE(QSet<QString>(byCapacity.keyBegin(), byCapacity.keyEnd()),
             (QSet<QString>{"on_demand", "reserved_1y", "reserved_3y", "capacity_block", "spot"}));

    // A commitment prices the same plan's instance hours at its rate: the catalog's
    // $13.9211 (1 year), $9.3742 (3 years) and $11.80 (Capacity Block) per node-hour against
    // $21.957642 on demand. Time objective: each committed row holds the on-demand plan.
    const QJsonObject onDemand = byCapacity.value("on_demand").value("result").toObject();
    const double hours = onDemand.value("expected_time_h").toDouble();
    const double compute = onDemand.value("cost_usd").toObject().value("compute").toDouble();
    QVERIFY(std::abs(compute - 21.957642 * 4 * hours) <= 1e-9 * compute);
    for (const auto &[capacity, rate] : std::vector<std::pair<QString, double>>{
             {"reserved_1y", 13.9211}, {"reserved_3y", 9.3742}, {"capacity_block", 11.8}}) {
        const QJsonObject result = byCapacity.value(capacity).value("result").toObject();
        QCOMPARE(result.value("expected_time_h").toDouble(), hours);
        const QJsonObject cost = result.value("cost_usd").toObject();
        QVERIFY2(std::abs(cost.value("compute").toDouble() - compute * rate / 21.957642)
                     <= 1e-9 * compute,
                 qPrintable(capacity));
    }
}

void TestCliPlan::textFormatPrintsTables()
{
    const CliRun r = run({"plan", "-", "--top", "3", "--format", "text"}, kFixed);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY2(r.out.contains("\nBest plans\n"), r.out.constData());
    QVERIFY(r.out.contains("\nBest plan per instance type and capacity"));
    QVERIFY(r.out.contains("\n   1  aws/p4d.24xlarge"));
    QVERIFY(!r.out.contains("{")); // not JSON

    // Over the budget: the nearest plans, and still exit 0.
    const CliRun over = run({"plan", "-", "--budget-usd", "1000", "--format", "text"}, kFixed);
    QCOMPARE(over.exitCode, 0);
    QVERIFY(isOneLine(over.err));
    QVERIFY(over.out.contains("\nNearest plans"));
    QVERIFY(over.out.contains("cheapest within the deadline  aws/p4d.24xlarge"));
}

void TestCliPlan::scenarioThatCannotRunSaysWhy()
{
    const CliRun r = run({"plan", "-"}, R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama3-405b"}, "training": {"tokens": 1e11, "global_batch": 512},
      "cluster": {"instance": "aws/g5.48xlarge", "nodes": 1}})");
    QCOMPARE(r.exitCode, 2);
    QVERIFY(isOneLine(r.err));
    QVERIFY2(r.err.startsWith("cluster: no layout fits in GPU memory: the closest needs "),
             r.err.constData());
}

void TestCliPlan::badOptionsNameTheOption_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("option");
    QTest::newRow("objective") << QStringList{"--objective", "speed"} << "--objective";
    QTest::newRow("premium without balanced")
        << QStringList{"--cost-premium-pct", "20"} << "--cost-premium-pct";
    QTest::newRow("premium zero") << QStringList{"--objective", "balanced", "--cost-premium-pct",
                                                 "0"}
                                  << "--cost-premium-pct";
    QTest::newRow("budget text") << QStringList{"--budget-usd", "lots"} << "--budget-usd";
    QTest::newRow("budget negative") << QStringList{"--budget-usd", "-5"} << "--budget-usd";
    QTest::newRow("deadline nan") << QStringList{"--deadline-h", "nan"} << "--deadline-h";
    QTest::newRow("top zero") << QStringList{"--top", "0"} << "--top";
    QTest::newRow("top text") << QStringList{"--top", "3x"} << "--top";
    QTest::newRow("format") << QStringList{"--format", "yaml"} << "--format";
    QTest::newRow("keep item") << QStringList{"--keep", "zero,speed"} << "--keep";
    QTest::newRow("keep empty") << QStringList{"--keep", ""} << "--keep";
    QTest::newRow("keep trailing comma") << QStringList{"--keep", "zero,"} << "--keep";
}

void TestCliPlan::badOptionsNameTheOption()
{
    QFETCH(QStringList, args);
    QFETCH(QString, option);
    const CliRun r = run(QStringList{"plan", "-"} + args, kFixed);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(isOneLine(r.err));
    QVERIFY2(r.err.startsWith(option.toUtf8() + ":"), r.err.constData());
}

void TestCliPlan::keepHoldsTheScenariosSettings()
{
    // ZeRO-1, sequence parallelism, selective recomputation and no context parallelism
    // kept; the layout searched.
    const QByteArray scenario = R"({"format": "scaleplan.scenario", "version": 1,
      "model": {"preset": "llama2-13b"},
      "training": {"tokens": 2e11, "global_batch": 512, "recompute": "selective"},
      "cluster": {"instance": "aws/p4d.24xlarge", "nodes": 4},
      "parallel": {"zero": 1, "sequence_parallel": true}})";
    const CliRun r = run({"plan", "-", "--top", "30", "--keep",
                          "recompute,zero,sequence_parallel,context_parallel,overlap"},
                         scenario);
    QCOMPARE(r.exitCode, 0);
    const QJsonArray plans = QJsonDocument::fromJson(r.out).object().value("plans").toArray();
    QCOMPARE(plans.size(), 30);
    QSet<int> tps;
    for (const QJsonValue &value : plans) {
        const QJsonObject plan = value.toObject();
        const QJsonObject parallel = plan.value("parallel").toObject();
        QCOMPARE(parallel.value("zero").toInt(), 1);
        QCOMPARE(plan.value("training").toObject().value("recompute").toString(),
                 QString("selective"));
        // Sequence parallelism does nothing at tp 1, where it stays off.
        QCOMPARE(parallel.value("sequence_parallel").toBool(), parallel.value("tp").toInt() > 1);
        QVERIFY(!parallel.contains("cp"));
        // The scenario overlaps nothing, and keeps it so.
        const QJsonObject communication = plan.value("communication").toObject();
        QCOMPARE(communication.value("tp_overlap").toBool(true), false);
        QCOMPARE(communication.value("pp_overlap").toBool(true), false);
        tps.insert(parallel.value("tp").toInt());
    }
    QVERIFY(tps.size() >= 2);

    // Keeping only the recompute mode leaves ZeRO open: the free search picks other stages.
    const CliRun some = run({"plan", "-", "--top", "30", "--keep", "recompute"}, scenario);
    QCOMPARE(some.exitCode, 0);
    QSet<int> stages;
    for (const QJsonValue &value :
         QJsonDocument::fromJson(some.out).object().value("plans").toArray()) {
        QCOMPARE(value.toObject().value("training").toObject().value("recompute").toString(),
                 QString("selective"));
        stages.insert(value.toObject().value("parallel").toObject().value("zero").toInt());
    }
    QVERIFY(stages.size() >= 2 || !stages.contains(1));
}

void TestCliPlan::badKeepNamesTheAllowedItems()
{
    const CliRun r = run({"plan", "-", "--keep", "zero,tp"}, kFixed);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(isOneLine(r.err));
    QCOMPARE(r.err, QByteArray("--keep: \"tp\" is not one of recompute, zero, sequence_parallel, "
                               "context_parallel, expert_parallel, overlap\n"));
}

void TestCliPlan::estimateStillNeedsACluster()
{
    const CliRun r = run({"estimate", "-"}, kOpen);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith("cluster"), r.err.constData());
}

void TestCliPlan::timeLimitStopsTheSearchAndSaysSo()
{
    // A limit far below what the open search takes: it stops, says why, and what to change.
    const CliRun stopped = run({"plan", "-", "--top", "3", "--time-limit", "0.001"}, kOpen);
    QVERIFY2(stopped.err.contains("plan: stopped at the time limit of 0.001 s after"),
             stopped.err.constData());
    QVERIFY(stopped.err.contains("raise --time-limit"));
    // Without a limit reached nothing is said, and a bad limit names the option.
    const CliRun whole = run({"plan", "-", "--top", "3", "--time-limit", "600"}, kFixed);
    QCOMPARE(whole.exitCode, 0);
    QVERIFY2(whole.err.isEmpty(), whole.err.constData());
    const CliRun bad = run({"plan", "-", "--time-limit", "soon"}, kFixed);
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.startsWith("--time-limit: \"soon\" must be a positive number"));
}

QTEST_GUILESS_MAIN(TestCliPlan)
#include "TestCliPlan.moc"
