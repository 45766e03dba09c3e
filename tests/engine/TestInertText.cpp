// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Text from files made inert: one line for terminals and message boxes, YAML scalars that
// no character can end, and error lines that echo the input without its controls.
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/InertText.h"

#include <QTest>

#include <string>

using namespace scaleplan::engine;

class TestInertText : public QObject
{
    Q_OBJECT

private slots:
    void printableLineEscapesControls_data();
    void printableLineEscapesControls();
    void yamlQuotedEscapesBreaks_data();
    void yamlQuotedEscapesBreaks();
    void errorLinesStayOneLine();
};

void TestInertText::printableLineEscapesControls_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("plain") << QByteArray("p5.48xlarge") << QByteArray("p5.48xlarge");
    QTest::newRow("letters kept") << QByteArray("Größe · 日本") << QByteArray("Größe · 日本");
    QTest::newRow("newline") << QByteArray("a\nb") << QByteArray("a\\nb");
    QTest::newRow("tab and cr") << QByteArray("a\tb\r") << QByteArray("a\\tb\\r");
    QTest::newRow("escape sequence") << QByteArray("\x1b[31mred") << QByteArray("\\x1b[31mred");
    QTest::newRow("del") << QByteArray("a\x7f") << QByteArray("a\\x7f");
    QTest::newRow("nel") << QByteArray("a\xc2\x85z") << QByteArray("a\\x85z");
    QTest::newRow("line separator") << QByteArray("a\xe2\x80\xa8z") << QByteArray("a\\u2028z");
    QTest::newRow("paragraph separator") << QByteArray("a\xe2\x80\xa9z") << QByteArray("a\\u2029z");
    QTest::newRow("not utf-8") << QByteArray("a\xff\xc3") << QByteArray("a\\xff\\xc3");
    QTest::newRow("overlong slash") << QByteArray("\xc0\xaf") << QByteArray("\\xc0\\xaf");
}

void TestInertText::printableLineEscapesControls()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, line);
    QCOMPARE(QByteArray::fromStdString(printableLine(text.toStdString())), line);
}

void TestInertText::yamlQuotedEscapesBreaks_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("scalar");
    QTest::newRow("plain") << QByteArray("job") << QByteArray("\"job\"");
    QTest::newRow("quote and backslash") << QByteArray("a\"b\\c") << QByteArray("\"a\\\"b\\\\c\"");
    QTest::newRow("newline") << QByteArray("a\nkind: Pod") << QByteArray("\"a\\nkind: Pod\"");
    QTest::newRow("nel") << QByteArray("a\xc2\x85") << QByteArray("\"a\\x85\"");
    QTest::newRow("line separator") << QByteArray("\xe2\x80\xa8") << QByteArray("\"\\u2028\"");
    QTest::newRow("del") << QByteArray("\x7f") << QByteArray("\"\\x7f\"");
    QTest::newRow("not utf-8") << QByteArray("\xff") << QByteArray("\"\\uFFFD\"");
    QTest::newRow("letters kept") << QByteArray("日本") << QByteArray("\"日本\"");
}

void TestInertText::yamlQuotedEscapesBreaks()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, scalar);
    QCOMPARE(QByteArray::fromStdString(yamlQuoted(text.toStdString())), scalar);
}

void TestInertText::errorLinesStayOneLine()
{
    // An unknown key from a file, with a newline and a terminal escape that clears the screen.
    const Diagnostic unknown{
        Severity::Error, DiagCode::UnknownKey, "model.x\ny", {"evil\n\x1b[2J<b>key</b>", ""}};
    const std::string line = formatLine(unknown);
    QVERIFY2(line.find('\n') == std::string::npos, line.c_str());
    QVERIFY2(line.find('\x1b') == std::string::npos, line.c_str());
    QVERIFY2(line.rfind("model.x\\ny: unknown key \"evil\\n\\x1b[2J<b>key</b>\"", 0) == 0,
             line.c_str());
}

QTEST_GUILESS_MAIN(TestInertText)
#include "TestInertText.moc"
