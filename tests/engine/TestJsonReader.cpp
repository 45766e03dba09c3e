// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON every reader starts from: limits on size and nesting, and a key written twice,
// each refused with the JSON path and what to change, through every public reader.
#include "io/JsonReader.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/HfConfig.h"
#include "scaleplan/engine/InputLimits.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QTest>

#include <string>

using namespace scaleplan::engine;

namespace {

/// The diagnostic detail::parseJson() stops with, or a MalformedJson with "accepted".
Diagnostic parseProblem(const std::string &text)
{
    try {
        detail::parseJson(text);
    } catch (const detail::InputError &error) {
        return error.diagnostic;
    }
    return {Severity::Info, DiagCode::MalformedJson, {}, {"accepted"}};
}

std::string nested(int depth, const std::string &key)
{
    std::string text = "{\"" + key + "\": ";
    for (int i = 0; i < depth; ++i)
        text += '[';
    for (int i = 0; i < depth; ++i)
        text += ']';
    return text + "}";
}

} // namespace

class TestJsonReader : public QObject
{
    Q_OBJECT

private slots:
    void nestingUpToTheLimitReads();
    void deeperNestingIsRefusedWithItsPath();
    void hfConfigNestedDeepIsRefused();
    void duplicateKeyIsRefusedWithItsPath();
    void duplicateKeyInAScenarioNamesTheField();
    void trailingDataIsRefused();
    void oversizeInputIsRefused();
    void hugeNumbersNameTheirField();
};

void TestJsonReader::nestingUpToTheLimitReads()
{
    // The object itself is one level: kMaxJsonDepth - 1 arrays inside it still read.
    QCOMPARE(parseProblem(nested(kMaxJsonDepth - 1, "a")).args.front(), std::string("accepted"));
}

void TestJsonReader::deeperNestingIsRefusedWithItsPath()
{
    const Diagnostic d = parseProblem(nested(100000, "layer_types"));
    QCOMPARE(d.code, DiagCode::MalformedJson);
    QVERIFY2(d.field.rfind("layer_types[0]", 0) == 0, d.field.c_str());
    QVERIFY2(d.args.front().find("nested more than 64 levels") != std::string::npos,
             d.args.front().c_str());
}

void TestJsonReader::hfConfigNestedDeepIsRefused()
{
    // 10^5 levels inside layer_types overflowed the stack of import-hf before.
    std::string config = "{\"model_type\": \"llama\", " + nested(100000, "layer_types").substr(1);
    const HfImport import = importHfConfig(config);
    QVERIFY(!import.model);
    QCOMPARE(import.error.code, DiagCode::MalformedJson);
    QVERIFY(import.error.field.rfind("layer_types", 0) == 0);
}

void TestJsonReader::duplicateKeyIsRefusedWithItsPath()
{
    const Diagnostic d = parseProblem(R"({"parallel": {"tp": 2, "pp": 1, "tp": 8}})");
    QCOMPARE(d.code, DiagCode::MalformedJson);
    QCOMPARE(d.field, std::string("parallel.tp"));
    QCOMPARE(d.args.front(), std::string("the key \"tp\" appears twice in one object; keep one"));
    // The same key in two objects is fine.
    QCOMPARE(parseProblem(R"({"a": {"tp": 1}, "b": {"tp": 2}})").args.front(),
             std::string("accepted"));
}

void TestJsonReader::duplicateKeyInAScenarioNamesTheField()
{
    const ScenarioLoad load = parseScenario(
        R"({"format": "scaleplan.scenario", "version": 1, "version": 2})", builtinCatalog());
    QVERIFY(!load.scenario);
    QCOMPARE(load.error.field, std::string("version"));
    QVERIFY(formatLine(load.error).find("appears twice") != std::string::npos);
}

void TestJsonReader::trailingDataIsRefused()
{
    QCOMPARE(parseProblem(std::string("{}\0garbage", 10)).code, DiagCode::MalformedJson);
    QVERIFY(parseProblem(std::string("{}\0garbage", 10)).args.front() != "accepted");
    QVERIFY(parseProblem("{} {}").args.front() != "accepted");
}

void TestJsonReader::oversizeInputIsRefused()
{
    const std::string huge = "\"" + std::string(kMaxInputBytes, 'x') + "\"";
    const Diagnostic d = parseProblem(huge);
    QCOMPARE(d.code, DiagCode::MalformedJson);
    QCOMPARE(d.args.front(), std::string("the input is larger than 64 MB"));
}

void TestJsonReader::hugeNumbersNameTheirField()
{
    const Diagnostic nested = parseProblem(R"({"training": {"tokens": 1e400}})");
    QCOMPARE(nested.code, DiagCode::NotFinite);
    QCOMPARE(nested.field, std::string("training.tokens"));
    // A document of one such number is not an object (it named no field before).
    QCOMPARE(parseProblem("1e400").code, DiagCode::NotAnObject);
}

QTEST_GUILESS_MAIN(TestJsonReader)
#include "TestJsonReader.moc"
