// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// writeFileAtomically(): the new text in full or the old file untouched, with a reason.
#include "FileSizeLimit.h"

#include "scaleplan/engine/AtomicFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <string>

using namespace scaleplan::engine;

namespace {

std::string readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "<unreadable>";
    return file.readAll().toStdString();
}

/// Files in \p dir other than \p keep (a temporary file left behind shows here).
QStringList othersIn(const QString &dir, const QString &keep)
{
    QStringList names = QDir(dir).entryList(QDir::Files | QDir::Hidden);
    names.removeAll(keep);
    return names;
}

} // namespace

class TestAtomicFile : public QObject
{
    Q_OBJECT

private slots:
    void writesANewFile();
    void replacesAnExistingFileKeepingItsMode();
    void executableAddsTheExecuteBits();
    void aFullDiskLeavesTheOldFileAndNamesTheReason();
    void aMissingFolderIsNamed();
};

void TestAtomicFile::writesANewFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("plan.json");
    QCOMPARE(writeFileAtomically(path.toStdString(), "{\"a\": 1}\n"), std::string());
    QCOMPARE(readAll(path), std::string("{\"a\": 1}\n"));
    QCOMPARE(othersIn(dir.path(), "plan.json"), QStringList());
}

void TestAtomicFile::replacesAnExistingFileKeepingItsMode()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("catalog.json");
    QVERIFY(writeFileAtomically(path.toStdString(), "old").empty());
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(writeFileAtomically(path.toStdString(), "new text").empty());
    QCOMPARE(readAll(path), std::string("new text"));
    QCOMPARE(QFileInfo(path).permissions() & 0x7777,
             QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser);
}

void TestAtomicFile::executableAddsTheExecuteBits()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("train.sh");
    QVERIFY(writeFileAtomically(path.toStdString(), "#!/bin/sh\n", {.executable = true}).empty());
    QVERIFY(QFileInfo(path).isExecutable());
}

void TestAtomicFile::aFullDiskLeavesTheOldFileAndNamesTheReason()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("scenario.json");
    QVERIFY(writeFileAtomically(path.toStdString(), "the saved work").empty());
    std::string error;
    {
        const scaleplan::test::FileSizeLimit limit(64);
        error = writeFileAtomically(path.toStdString(), std::string(4096, 'x'));
    }
    QVERIFY2(error.find(path.toStdString()) == 0, error.c_str());
    QVERIFY2(error.find("cannot be saved") != std::string::npos, error.c_str());
    QCOMPARE(readAll(path), std::string("the saved work"));
    QCOMPARE(othersIn(dir.path(), "scenario.json"), QStringList());
}

void TestAtomicFile::aMissingFolderIsNamed()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("no/such/folder/x.csv").toStdString();
    const std::string error = writeFileAtomically(path, "a,b\r\n");
    QVERIFY2(error.find(path) == 0, error.c_str());
    QVERIFY2(error.find("No such file or directory") != std::string::npos, error.c_str());
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "TestAtomicFile.moc"
