// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Names derived from what a scenario is (engine/src/io/ScenarioName.cpp).
#include "TestSupport.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/ScenarioName.h"

#include <QTest>

using namespace scaleplan::engine;
using scaleplan::test::scenarioFromJson;

class TestScenarioName : public QObject
{
    Q_OBJECT

private slots:
    void namesModelAmountAndCluster();
    void typedNamesAreNotDerived();
};

void TestScenarioName::namesModelAmountAndCluster()
{
    Scenario s = scenarioFromJson(scaleplan::test::testData("examples/gpt3-175b-p4d.json"));
    QCOMPARE(derivedScenarioName(s, builtinCatalog()),
             std::string("GPT-3 175B, 300B tokens on 128 x p4d.24xlarge"));
    s.training.tokens = 15e12;
    s.cluster.nodes = 1024;
    QCOMPARE(derivedScenarioName(s, builtinCatalog()),
             std::string("GPT-3 175B, 15T tokens on 1024 x p4d.24xlarge"));
    // Steps rule over tokens; a described cluster is named by its GPU.
    const Scenario own
        = scenarioFromJson(scaleplan::test::testData("examples/onprem-a100-custom.json"));
    const std::string name = derivedScenarioName(own, builtinCatalog());
    QVERIFY2(name.find(" x 8 ") != std::string::npos, name.c_str());
    QVERIFY2(name.find("A100") != std::string::npos, name.c_str());
}

void TestScenarioName::typedNamesAreNotDerived()
{
    Scenario s = scenarioFromJson(scaleplan::test::testData("examples/gpt3-175b-p4d.json"));
    QVERIFY(!hasDerivedName(s, builtinCatalog())); // "GPT-3 175B on 128 x p4d.24xlarge"
    s.name.clear();
    QVERIFY(hasDerivedName(s, builtinCatalog()));
    s.name = derivedScenarioName(s, builtinCatalog());
    QVERIFY(hasDerivedName(s, builtinCatalog()));
}

QTEST_APPLESS_MAIN(TestScenarioName)
#include "TestScenarioName.moc"
