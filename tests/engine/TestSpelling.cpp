// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What a misspelt word most likely meant (core/Spelling.cpp): the edit distance, the one key
// an unknown key of a file misspells, the catalog ids nearest to an unknown id.
#include "core/Spelling.h"

#include "scaleplan/engine/Catalog.h"

#include <QTest>

#include <string>
#include <string_view>
#include <vector>

using namespace scaleplan::engine;

namespace {

/// The built-in catalog's instance ids, in its order.
std::vector<std::string_view> instanceIds()
{
    std::vector<std::string_view> ids;
    for (const Instance &instance : builtinCatalog().instances)
        ids.emplace_back(instance.id);
    return ids;
}

QStringList toList(const std::vector<std::string> &names)
{
    QStringList list;
    for (const std::string &name : names)
        list << QString::fromStdString(name);
    return list;
}

} // namespace

class TestSpelling : public QObject
{
    Q_OBJECT

private slots:
    void editDistanceCountsEdits_data();
    void editDistanceCountsEdits();
    void nearestKeyNamesOneKeyOrNone();
    void nearestInstanceIds_data();
    void nearestInstanceIds();
    void nearestNamesAreBounded();
};

void TestSpelling::editDistanceCountsEdits_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("distance");
    QTest::newRow("same") << "model"
                          << "model" << 0;
    QTest::newRow("case and hyphen alike") << "Micro-Batch"
                                           << "micro_batch" << 0;
    QTest::newRow("swapped neighbours") << "modle"
                                        << "model" << 1;
    QTest::newRow("one left out") << "aws/p5.48xlarg"
                                  << "aws/p5.48xlarge" << 1;
    QTest::newRow("one changed") << "aws/p5.48xlarge"
                                 << "aws/g5.48xlarge" << 1;
    QTest::newRow("cloud prefix") << "p5.48xlarge"
                                  << "aws/p5.48xlarge" << 4;
    QTest::newRow("from nothing") << ""
                                  << "tp" << 2;
}

void TestSpelling::editDistanceCountsEdits()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, distance);
    QCOMPARE(detail::editDistance(a.toStdString(), b.toStdString()), std::size_t(distance));
    QCOMPARE(detail::editDistance(b.toStdString(), a.toStdString()), std::size_t(distance));
}

void TestSpelling::nearestKeyNamesOneKeyOrNone()
{
    const std::vector<std::string_view> keys{"tp", "pp", "dp", "zero", "normalization"};
    QCOMPARE(detail::nearestKey("zreo", keys), std::string("zero"));
    QCOMPARE(detail::nearestKey("norm", keys), std::string("normalization"));
    // tp and pp are one edit from "tpp"; tp begins as it does.
    QCOMPARE(detail::nearestKey("tpp", keys), std::string("tp"));
    QCOMPARE(detail::nearestKey("xp", keys), std::string()); // tp, pp and dp alike
    QCOMPARE(detail::nearestKey("colour", keys), std::string());
}

void TestSpelling::nearestInstanceIds_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("nearest");
    // The id without its cloud, or but for case: that id alone.
    QTest::newRow("no cloud") << "p5.48xlarge" << QStringList{"aws/p5.48xlarge"};
    QTest::newRow("no cloud, gcp") << "a3-highgpu-8g" << QStringList{"gcp/a3-highgpu-8g"};
    QTest::newRow("upper case") << "AWS/P5.48XLARGE" << QStringList{"aws/p5.48xlarge"};
    // A letter left out: that id first, then those at most twice as far, in catalog order,
    // three at most.
    QTest::newRow("letter left out")
        << "aws/p5.48xlarg"
        << QStringList{"aws/p5.48xlarge", "aws/p5e.48xlarge", "aws/g5.48xlarge"};
    QTest::newRow("wrong version, no cloud")
        << "Standard_ND96isr_H100_v4" << QStringList{"azure/Standard_ND96isr_H100_v5"};
    // Nothing within a third of the typed length in edits: no suggestion.
    QTest::newRow("far") << "tpu-v5p-8" << QStringList{};
    QTest::newRow("short") << "aws/x" << QStringList{};
    QTest::newRow("empty") << "" << QStringList{};
}

void TestSpelling::nearestInstanceIds()
{
    QFETCH(QString, typed);
    QFETCH(QStringList, nearest);
    QCOMPARE(toList(detail::nearestNames(typed.toStdString(), instanceIds(), 3)), nearest);
}

void TestSpelling::nearestNamesAreBounded()
{
    // At most as many as asked, and none for text longer than any id is (a hostile file).
    QCOMPARE(toList(detail::nearestNames("aws/p5.48xlarg", instanceIds(), 1)),
             QStringList{"aws/p5.48xlarge"});
    QVERIFY(detail::nearestNames("aws/p5.48xlarg", instanceIds(), 0).empty());
    const std::string huge = "aws/p5.48xlarge" + std::string(detail::kLongestSuggested, 'e');
    QVERIFY(detail::nearestNames(huge, {huge}, 3).empty());
}

QTEST_GUILESS_MAIN(TestSpelling)
#include "TestSpelling.moc"
