// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios side by side (engine/src/analysis/Comparison.cpp): the inputs that differ between
// them, and the comparison CSV with a column for each of those.
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Comparison.h"
#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/Estimate.h"

#include <QTest>

#include <algorithm>

using namespace scaleplan::engine;

class TestComparison : public QObject
{
    Q_OBJECT

private slots:
    void batchAndNodesDiffer();
    void absentAndAutomaticValuesDiffer();
    void sameScenariosDifferInNothing();
    void csvHasAColumnPerDifferingInput();
};

namespace {

/// Llama 3 8B on 16 p5.48xlarge, global batch 512, half on spot (tests/data/examples).
Scenario llama()
{
    return scaleplan::test::scenarioFromJson(
        scaleplan::test::testData("examples/llama3-8b-p5-spot.json"));
}

const DifferingInput *find(const std::vector<DifferingInput> &inputs, const std::string &path)
{
    const auto at = std::find_if(inputs.begin(), inputs.end(),
                                 [&path](const DifferingInput &d) { return d.path == path; });
    return at == inputs.end() ? nullptr : &*at;
}

std::size_t columnOf(const std::vector<std::string> &header, const std::string &name)
{
    return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
}

} // namespace

void TestComparison::batchAndNodesDiffer()
{
    const Scenario small = llama();
    Scenario large = small;
    large.name = "another name"; // a name is not an input
    large.training.globalBatch = 1024;
    large.cluster.nodes = 32;
    const std::vector<DifferingInput> inputs = differingInputs({small, large});
    // Exactly the two inputs changed, training before cluster (the file's order).
    QCOMPARE(inputs.size(), std::size_t(2));
    QCOMPARE(inputs[0].path, std::string("training.global_batch"));
    QCOMPARE(inputs[1].path, std::string("cluster.nodes"));
    const std::vector<InputValue> &batch = inputs[0].values;
    QCOMPARE(batch.size(), std::size_t(2));
    QVERIFY(batch[0].kind == InputValue::Kind::Number);
    QCOMPARE(batch[0].number, 512.0);
    QCOMPARE(batch[1].number, 1024.0);
    QCOMPARE(batch[1].text, std::string("1024"));
    QCOMPARE(inputs[1].values[0].number, 16.0);
    QCOMPARE(inputs[1].values[1].number, 32.0);

    // A third scenario that matches the first in batch: the row stays, with its value.
    Scenario fp8 = small;
    fp8.training.precision = Precision::Fp8;
    const std::vector<DifferingInput> three = differingInputs({small, large, fp8});
    QCOMPARE(three.size(), std::size_t(3));
    const DifferingInput *precision = find(three, "training.precision");
    QVERIFY(precision);
    QVERIFY(precision->values[0].kind == InputValue::Kind::Text);
    QCOMPARE(precision->values[0].text, std::string("bf16"));
    QCOMPARE(precision->values[1].text, std::string("bf16"));
    QCOMPARE(precision->values[2].text, std::string("fp8"));
    QCOMPARE(find(three, "training.global_batch")->values[2].number, 512.0);
}

void TestComparison::absentAndAutomaticValuesDiffer()
{
    // A checkpoint interval given against the automatic one (null), a goal against none,
    // ZeRO stage 1 against 3, and a described cluster against an instance type.
    const Scenario automatic = llama();
    Scenario given = automatic;
    given.reliability.checkpointIntervalH = 2.0;
    given.goal.budgetUsd = 500000;
    given.parallel.zero = 1;
    given.cluster.instance.clear();
    given.cluster.gpu = "h100-sxm5-80gb";
    given.cluster.gpusPerNode = 8;
    given.cluster.interNodeGbps = 3200;
    const std::vector<DifferingInput> inputs = differingInputs({automatic, given});
    const DifferingInput *interval = find(inputs, "reliability.checkpoint_interval_h");
    QVERIFY(interval);
    QVERIFY(interval->values[0].kind == InputValue::Kind::Null);
    QVERIFY(interval->values[1].kind == InputValue::Kind::Number);
    QCOMPARE(interval->values[1].number, 2.0);
    const DifferingInput *budget = find(inputs, "goal.budget_usd");
    QVERIFY(budget);
    QVERIFY(budget->values[0].kind == InputValue::Kind::Absent);
    QCOMPARE(budget->values[1].number, 500000.0);
    QCOMPARE(find(inputs, "parallel.zero")->values[0].number, 3.0);
    QCOMPARE(find(inputs, "parallel.zero")->values[1].number, 1.0);
    QCOMPARE(find(inputs, "cluster.instance")->values[0].text, std::string("aws/p5.48xlarge"));
    QVERIFY(find(inputs, "cluster.instance")->values[1].kind == InputValue::Kind::Absent);
    QCOMPARE(find(inputs, "cluster.gpu")->values[1].text, std::string("h100-sxm5-80gb"));
    QVERIFY(!find(inputs, "cluster.nodes")); // both on 16 nodes
    QVERIFY(!find(inputs, "training.global_batch"));
    // The sections in the file's order: parallel, then reliability, then goal.
    const auto at = [&inputs](const char *path) { return find(inputs, path) - inputs.data(); };
    QVERIFY(at("cluster.gpu") < at("parallel.zero"));
    QVERIFY(at("parallel.zero") < at("reliability.checkpoint_interval_h"));
    QVERIFY(at("reliability.checkpoint_interval_h") < at("goal.budget_usd"));
}

void TestComparison::sameScenariosDifferInNothing()
{
    const Scenario s = llama();
    QVERIFY(differingInputs(std::vector<Scenario>{}).empty());
    QVERIFY(differingInputs({s}).empty());
    Scenario renamed = s;
    renamed.name = "a copy";
    QVERIFY(differingInputs({s, renamed, s}).empty());
}

void TestComparison::csvHasAColumnPerDifferingInput()
{
    const Scenario small = llama();
    Scenario large = small;
    large.training.globalBatch = 1024;
    large.cluster.nodes = 32;
    large.reliability.checkpointIntervalH = 1.5;
    const Result a = estimate(small, builtinCatalog());
    const Result b = estimate(large, builtinCatalog());
    const auto records = parseCsv(comparisonToCsv({{"512", small, a, {}}, {"1024", large, b, {}}}));
    QCOMPARE(records.size(), std::size_t(3));
    const std::vector<std::string> &header = records.front();
    for (const auto &record : records)
        QCOMPARE(record.size(), header.size());
    // The fixed columns first (reason last of them), then the inputs by path; the node count
    // is in its own column already.
    const std::size_t reason = columnOf(header, "reason");
    QCOMPARE(columnOf(header, "training.global_batch"), reason + 1);
    QCOMPARE(columnOf(header, "reliability.checkpoint_interval_h"), reason + 2);
    QCOMPARE(header.size(), reason + 3);
    QCOMPARE(columnOf(header, "cluster.nodes"), header.size());
    QCOMPARE(records[1][columnOf(header, "nodes")], std::string("16"));
    QCOMPARE(records[2][columnOf(header, "nodes")], std::string("32"));
    QCOMPARE(records[1][reason + 1], std::string("512"));
    QCOMPARE(records[2][reason + 1], std::string("1024"));
    QCOMPARE(records[1][reason + 2], std::string()); // automatic: empty
    QCOMPARE(records[2][reason + 2], std::string("1.5"));
    // Scenarios that differ in nothing but the cluster: no input columns at all.
    const auto same = parseCsv(comparisonToCsv({{"a", small, a, {}}, {"b", small, a, {}}}));
    QCOMPARE(same.front().back(), std::string("reason"));
}

QTEST_APPLESS_MAIN(TestComparison)
#include "TestComparison.moc"
