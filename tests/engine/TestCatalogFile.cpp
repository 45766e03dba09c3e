// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// mergeIntoCatalogFile(): merged, never replaced, and nothing lost when processes save at once.
#include "scaleplan/engine/CatalogFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <string>
#include <sys/wait.h>
#include <unistd.h>

using namespace scaleplan::engine;

namespace {

std::string egressEntry(const std::string &provider, double usdPerGb)
{
    return R"({"format": "scaleplan.catalog", "version": 1, "egress": [{"provider": ")" + provider
           + R"(", "usd_per_gb": )" + std::to_string(usdPerGb)
           + R"(, "date": "2026-10", "sources": "test"}]})";
}

QJsonObject readObject(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QSet<QString> providers(const QJsonObject &catalog)
{
    QSet<QString> names;
    for (const QJsonValue &entry : catalog.value("egress").toArray())
        names.insert(entry.toObject().value("provider").toString());
    return names;
}

} // namespace

class TestCatalogFile : public QObject
{
    Q_OBJECT

private slots:
    void mergesIntoWhatIsThere();
    void replacesTheEntryWithTheSameId();
    void leavesAMalformedFileAlone();
    void parallelWritersKeepEveryEntry();
};

void TestCatalogFile::mergesIntoWhatIsThere()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("catalog.json").toStdString();
    QCOMPARE(mergeIntoCatalogFile(path, egressEntry("mine", 0.05)), std::string());
    QCOMPARE(mergeIntoCatalogFile(path, egressEntry("probe", 0.01)), std::string());
    QCOMPARE(providers(readObject(QString::fromStdString(path))), (QSet<QString>{"mine", "probe"}));
}

void TestCatalogFile::replacesTheEntryWithTheSameId()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("catalog.json").toStdString();
    QVERIFY(mergeIntoCatalogFile(path, egressEntry("aws", 0.09)).empty());
    QVERIFY(mergeIntoCatalogFile(path, egressEntry("aws", 0.05)).empty());
    const QJsonArray egress = readObject(QString::fromStdString(path)).value("egress").toArray();
    QCOMPARE(egress.size(), 1);
    QCOMPARE(egress.first().toObject().value("usd_per_gb").toDouble(), 0.05);
}

void TestCatalogFile::leavesAMalformedFileAlone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("catalog.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"scaleplan.catalog\", oops");
    file.close();
    const std::string error = mergeIntoCatalogFile(path.toStdString(), egressEntry("aws", 0.09));
    QVERIFY2(error.find("is not a scaleplan.catalog JSON object") != std::string::npos,
             error.c_str());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("{\"format\": \"scaleplan.catalog\", oops"));
}

void TestCatalogFile::parallelWritersKeepEveryEntry()
{
    // Eight processes each merge 25 entries of their own into one file at the same time.
    QTemporaryDir dir;
    const std::string path = dir.filePath("catalog.json").toStdString();
    constexpr int kWriters = 8;
    constexpr int kEach = 25;
    std::vector<pid_t> children;
    for (int w = 0; w < kWriters; ++w) {
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            int failures = 0;
            for (int i = 0; i < kEach; ++i)
                failures
                    += mergeIntoCatalogFile(
                           path, egressEntry(std::to_string(w) + "-" + std::to_string(i), 0.01))
                               .empty()
                           ? 0
                           : 1;
            ::_exit(failures);
        }
        children.push_back(child);
    }
    for (const pid_t child : children) {
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
    }
    QCOMPARE(providers(readObject(QString::fromStdString(path))).size(), kWriters * kEach);
}

QTEST_GUILESS_MAIN(TestCatalogFile)
#include "TestCatalogFile.moc"
