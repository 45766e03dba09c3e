// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every file the window writes, against a full disk: the write fails with a reason that
// names the file, the file already there is untouched, no temporary file is left, and a
// scenario that could not be saved stays marked unsaved.
#include "FileSizeLimit.h"

#include "charts/ChartExport.h"
#include "charts/ChartPanel.h"
#include "document/Autosaver.h"
#include "document/ScenarioDocument.h"
#include "document/TextFile.h"
#include "document/UserCatalog.h"
#include "export/LaunchExport.h"

#include "scaleplan/engine/Catalog.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace scaleplan;
using scaleplan::test::FileSizeLimit;

namespace {

/// Bytes a write may grow a file to while the disk is "full": smaller than every file here.
constexpr rlim_t kFull = 16;

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

/// The files in \p dir: a temporary file left behind would show here.
QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT

private slots:
    void scenarioSaveFailsAndStaysUnsaved();
    void autosaveFailureIsReported();
    void userCatalogIsLeftAsItWas();
    void launchFilesAreNotHalfWritten();
    void csvExportKeepsTheOldFile();
    void chartExportKeepsTheOldFile();
};

void TestFullDisk::scenarioSaveFailsAndStaysUnsaved()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.scaleplan.json"));
    ScenarioDocument doc(engine::builtinCatalog());
    QString error;
    QVERIFY(doc.save(path, &error));
    const QByteArray saved = contents(path);
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 32; });
    QVERIFY(doc.isModified());
    {
        const FileSizeLimit full(kFull);
        QVERIFY(!doc.save(path, &error));
    }
    QVERIFY2(error.contains(path) && error.contains(QStringLiteral("could not be saved")),
             qPrintable(error));
    QVERIFY(doc.isModified());
    QCOMPARE(contents(path), saved);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("plan.scaleplan.json")});
}

void TestFullDisk::autosaveFailureIsReported()
{
    QTemporaryDir dir;
    ScenarioDocument doc(engine::builtinCatalog());
    Autosaver autosaver(&doc, dir.path());
    QSignalSpy failed(&autosaver, &Autosaver::failed);
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 32; });
    {
        const FileSizeLimit full(kFull);
        autosaver.writeNow();
    }
    QCOMPARE(failed.size(), 1);
    QVERIFY2(failed.first().first().toString().contains(QStringLiteral("could not be autosaved")),
             qPrintable(failed.first().first().toString()));
    QVERIFY(!QFile::exists(autosaver.filePath()));
}

void TestFullDisk::userCatalogIsLeftAsItWas()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.json"));
    const std::string mine = R"({"format": "scaleplan.catalog", "version": 1, "egress": [)"
                             R"({"provider": "aws", "usd_per_gb": 0.05, "date": "2026-10",)"
                             R"( "sources": "mine"}]})";
    QString error;
    QVERIFY2(UserCatalog::mergeEntries(path, mine, &error), qPrintable(error));
    const QByteArray saved = contents(path);
    const std::string other = R"({"format": "scaleplan.catalog", "version": 1, "egress": [)"
                              R"({"provider": "gcp", "usd_per_gb": 0.08, "date": "2026-10",)"
                              R"( "sources": "mine"}]})";
    {
        const FileSizeLimit full(kFull);
        QVERIFY(!UserCatalog::mergeEntries(path, other, &error));
    }
    QVERIFY2(error.contains(QStringLiteral("Cannot write")), qPrintable(error));
    QCOMPARE(contents(path), saved);
}

void TestFullDisk::launchFilesAreNotHalfWritten()
{
    QTemporaryDir dir;
    ScenarioDocument doc(engine::builtinCatalog());
    LaunchExportDialog dialog(&doc);
    dialog.setTarget(engine::LaunchTarget::Torchrun);
    dialog.setFolder(dir.path());
    QString error;
    QVERIFY2(dialog.save(&error), qPrintable(error));
    const QStringList written = filesIn(dir.path());
    QVERIFY(!written.isEmpty());
    const QString first = dir.filePath(written.first());
    const QByteArray saved = contents(first);
    {
        const FileSizeLimit full(kFull);
        QVERIFY(!dialog.save(&error));
    }
    QVERIFY2(error.contains(QStringLiteral("choose another folder")), qPrintable(error));
    QCOMPARE(contents(first), saved);
    QCOMPARE(filesIn(dir.path()), written);
}

void TestFullDisk::csvExportKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sweep.csv"));
    QString error;
    QVERIFY(TextFile::write(path, "nodes,cost_usd\r\n8,100\r\n", &error));
    {
        const FileSizeLimit full(kFull);
        QVERIFY(!TextFile::write(path, "nodes,cost_usd\r\n8,100\r\n16,190\r\n", &error));
    }
    QVERIFY2(error.startsWith(QStringLiteral("Cannot write ")), qPrintable(error));
    QCOMPARE(contents(path), QByteArray("nodes,cost_usd\r\n8,100\r\n"));
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("sweep.csv")});
}

void TestFullDisk::chartExportKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    ChartPanel panel;
    panel.resize(800, 600);
    QString error;
    QVERIFY2(chartexport::savePng(panel, ChartPanel::Chart::CostTime, path, &error),
             qPrintable(error));
    const QByteArray saved = contents(path);
    {
        const FileSizeLimit full(kFull);
        QVERIFY(!chartexport::savePng(panel, ChartPanel::Chart::CostTime, path, &error));
    }
    QVERIFY2(error.startsWith(QStringLiteral("Cannot write ")), qPrintable(error));
    QCOMPARE(contents(path), saved);
}

QTEST_MAIN(TestFullDisk)
#include "TestFullDisk.moc"
