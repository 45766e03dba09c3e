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
#include <vector>

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
    void syntaxErrorNamesLineColumnAndText();
    void syntaxErrorAtALineEndNamesTheLine();
    void cutOffTextNamesItsLastLine();
    void emptyTextSaysSo();
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
    QCOMPARE(d.code, DiagCode::NestedTooDeep);
    QVERIFY2(d.field.rfind("layer_types[0]", 0) == 0, d.field.c_str());
    QCOMPARE(describe(d), std::string("objects and arrays are nested more than 64 levels deep"));
}

void TestJsonReader::hfConfigNestedDeepIsRefused()
{
    // 10^5 levels inside layer_types overflowed the stack of import-hf before.
    std::string config = "{\"model_type\": \"llama\", " + nested(100000, "layer_types").substr(1);
    const HfImport import = importHfConfig(config);
    QVERIFY(!import.model);
    QCOMPARE(import.error.code, DiagCode::NestedTooDeep);
    QVERIFY(import.error.field.rfind("layer_types", 0) == 0);
}

void TestJsonReader::duplicateKeyIsRefusedWithItsPath()
{
    const Diagnostic d = parseProblem(R"({"parallel": {"tp": 2, "pp": 1, "tp": 8}})");
    QCOMPARE(d.code, DiagCode::DuplicateKey);
    QCOMPARE(d.field, std::string("parallel.tp"));
    QCOMPARE(describe(d), std::string("the key \"tp\" appears twice in one object; keep one"));
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
    const Diagnostic nul = parseProblem(std::string("{}\0garbage", 10));
    QCOMPARE(nul.code, DiagCode::NulByte);
    QCOMPARE(nul.args, std::vector<std::string>{"2"});
    // A second value after the first: where it starts.
    const Diagnostic second = parseProblem("{} {}");
    QCOMPARE(second.code, DiagCode::MalformedJson);
    QCOMPARE(second.args, (std::vector<std::string>{"1", "4", "{}"}));
}

void TestJsonReader::syntaxErrorNamesLineColumnAndText()
{
    // The comma before "}" on line 2 promises a key; the parser stops at the "}".
    const Diagnostic comma = parseProblem("{\n  \"parallel\": {\"tp\": 1,}\n}");
    QCOMPARE(comma.code, DiagCode::MalformedJson);
    QCOMPARE(comma.args, (std::vector<std::string>{"2", "24", "}"}));
    QCOMPARE(
        describe(comma),
        std::string("the file is not valid JSON at line 2, column 24 (the text there: }); look "
                    "there or just before it for a missing or extra comma, quote or bracket"));
    // Columns count characters: "é" is two bytes of UTF-8 and one column. The text quoted
    // starts where the token the parser could not take does (a string at its quote) and
    // runs to the line's end, 24 characters at most.
    const Diagnostic accent
        = parseProblem("{\"name\": \"é\" \"tokens\": 1000000000000000000000000000000000000}");
    QCOMPARE(accent.args, (std::vector<std::string>{"1", "14", "\"tokens\": 10000000000000"}));
}

void TestJsonReader::syntaxErrorAtALineEndNamesTheLine()
{
    // A value missing after the colon: the parser stops at the newline.
    const Diagnostic d = parseProblem("{\"tokens\":\n}");
    QCOMPARE(d.code, DiagCode::MalformedJson);
    QCOMPARE(d.args, (std::vector<std::string>{"2", "1", "}"}));
    const Diagnostic end = parseProblem("{\"a\": 1 \n\"b\": 2}");
    QCOMPARE(end.code, DiagCode::MalformedJson);
    QCOMPARE(end.args, (std::vector<std::string>{"2", "1", "\"b\": 2}"}));
}

void TestJsonReader::cutOffTextNamesItsLastLine()
{
    const Diagnostic d = parseProblem("{\n  \"model\": {\n    \"preset\": \"gpt3-175b\"\n  \n");
    QCOMPARE(d.code, DiagCode::JsonCutOff);
    QCOMPARE(d.args, std::vector<std::string>{"3"});
    QCOMPARE(parseProblem("{\"enabled\": tru").code, DiagCode::JsonCutOff);
}

void TestJsonReader::emptyTextSaysSo()
{
    QCOMPARE(parseProblem("").code, DiagCode::EmptyInput);
    QCOMPARE(parseProblem(" \n\t ").code, DiagCode::EmptyInput);
}

void TestJsonReader::oversizeInputIsRefused()
{
    const std::string huge = "\"" + std::string(kMaxInputBytes, 'x') + "\"";
    const Diagnostic d = parseProblem(huge);
    QCOMPARE(d.code, DiagCode::InputTooLarge);
    QCOMPARE(describe(d), std::string("the input is larger than 64 MB"));
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
