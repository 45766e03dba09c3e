// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and recovery after a crash: per-window slots, recovery before a file is opened,
// the recovered work written again at once, absolute origins, and a process killed at
// random points of its editing.
#include "document/Autosaver.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace scaleplan;

namespace {

const char *const kChildVariable = "SCALEPLAN_AUTOSAVE_CHILD";

/// The child of crashKilledAtRandomPointsIsRecovered(): edits nodes 2, 3, 4 ... forever,
/// autosaving after each edit and printing the node count once it is on disk, until killed.
int runEditingChild(const QString &directory)
{
    ScenarioDocument doc(engine::builtinCatalog());
    Autosaver autosaver(&doc, directory);
    for (qint64 nodes = 2;; ++nodes) {
        doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::None,
                 [nodes](engine::Scenario &s) { s.cluster.nodes = nodes; });
        autosaver.writeNow();
        std::printf("%lld\n", static_cast<long long>(nodes));
        std::fflush(stdout);
    }
}

} // namespace

class TestAutosaver : public QObject
{
    Q_OBJECT

private slots:
    void unsavedWorkSurvivesACrash();
    void savingRemovesTheAutosave();
    void windowsKeepTheirOwnAutosaves();
    void openingAFileLeavesTheCrashedWork();
    void recoveredWorkIsWrittenAgainAtOnce();
    void originIsAbsolute();
    void crashKilledAtRandomPointsIsRecovered();
};

void TestAutosaver::unsavedWorkSurvivesACrash()
{
    QTemporaryDir dir;
    {
        // A session that changes the scenario and then "crashes" (never saves or closes).
        ScenarioDocument doc(engine::builtinCatalog());
        Autosaver autosaver(&doc, dir.path());
        doc.edit(QStringLiteral("spot"), ScenarioDocument::Merge::Spot,
                 [](engine::Scenario &s) { s.pricing.spotFraction = 0.75; });
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosaver.filePath()), Autosaver::kDelayMs * 3);
    }
    ScenarioDocument next(engine::builtinCatalog());
    Autosaver autosaver(&next, dir.path());
    QVERIFY(autosaver.hasRecovery());
    QString error;
    QVERIFY2(autosaver.recover(&error), qPrintable(error));
    QCOMPARE(next.scenario().pricing.spotFraction, 0.75);
    QVERIFY(next.isModified());
}

void TestAutosaver::savingRemovesTheAutosave()
{
    QTemporaryDir dir;
    ScenarioDocument doc(engine::builtinCatalog());
    Autosaver autosaver(&doc, dir.path());
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 4; });
    autosaver.writeNow();
    QVERIFY(QFile::exists(autosaver.filePath()));
    QString error;
    QVERIFY(doc.save(dir.filePath(QStringLiteral("kept.scaleplan.json")), &error));
    QVERIFY(!QFile::exists(autosaver.filePath()));
}

void TestAutosaver::windowsKeepTheirOwnAutosaves()
{
    // Two windows at once: each writes its own file, and one saving leaves the other's.
    QTemporaryDir dir;
    ScenarioDocument first(engine::builtinCatalog());
    ScenarioDocument second(engine::builtinCatalog());
    Autosaver firstSaver(&first, dir.path());
    Autosaver secondSaver(&second, dir.path());
    QVERIFY(firstSaver.filePath() != secondSaver.filePath());
    for (ScenarioDocument *doc : {&first, &second})
        doc->edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
                  [](engine::Scenario &s) { s.cluster.nodes = 6; });
    firstSaver.writeNow();
    secondSaver.writeNow();
    QString error;
    QVERIFY(first.save(dir.filePath(QStringLiteral("first.scaleplan.json")), &error));
    QVERIFY(!QFile::exists(firstSaver.filePath()));
    QVERIFY(QFile::exists(secondSaver.filePath()));
    // A live window's autosave is not offered for recovery to a third.
    ScenarioDocument third(engine::builtinCatalog());
    Autosaver thirdSaver(&third, dir.path());
    QVERIFY(!thirdSaver.hasRecovery());
}

void TestAutosaver::openingAFileLeavesTheCrashedWork()
{
    // As `scaleplan FILE` after a crash: the new window loads FILE, which must not delete
    // the crashed window's autosave before recovery is offered.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("plan.scaleplan.json"));
    {
        ScenarioDocument doc(engine::builtinCatalog());
        QString error;
        QVERIFY(doc.save(file, &error));
        Autosaver autosaver(&doc, dir.path());
        doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
                 [](engine::Scenario &s) { s.cluster.nodes = 12; });
        autosaver.writeNow();
    }
    ScenarioDocument next(engine::builtinCatalog());
    Autosaver autosaver(&next, dir.path());
    QString error;
    QVERIFY(next.load(file, &error));
    QVERIFY(autosaver.hasRecovery());
    QVERIFY2(autosaver.recover(&error), qPrintable(error));
    QCOMPARE(next.scenario().cluster.nodes, 12);
}

void TestAutosaver::recoveredWorkIsWrittenAgainAtOnce()
{
    QTemporaryDir dir;
    {
        ScenarioDocument doc(engine::builtinCatalog());
        Autosaver autosaver(&doc, dir.path());
        doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
                 [](engine::Scenario &s) { s.cluster.nodes = 7; });
        autosaver.writeNow();
    }
    {
        // Recovered, then a second crash before any edit.
        ScenarioDocument doc(engine::builtinCatalog());
        Autosaver autosaver(&doc, dir.path());
        QString error;
        QVERIFY(autosaver.recover(&error));
        QVERIFY(QFile::exists(autosaver.filePath()));
    }
    ScenarioDocument last(engine::builtinCatalog());
    Autosaver autosaver(&last, dir.path());
    QVERIFY(autosaver.hasRecovery());
    QString error;
    QVERIFY(autosaver.recover(&error));
    QCOMPARE(last.scenario().cluster.nodes, 7);
}

void TestAutosaver::originIsAbsolute()
{
    // A file opened by a relative path is saved back there after recovery from elsewhere.
    QTemporaryDir dir;
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    {
        ScenarioDocument doc(engine::builtinCatalog());
        QString error;
        QVERIFY(doc.save(QStringLiteral("relative.scaleplan.json"), &error));
        Autosaver autosaver(&doc, dir.filePath(QStringLiteral("autosave")));
        doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
                 [](engine::Scenario &s) { s.cluster.nodes = 5; });
        autosaver.writeNow();
    }
    QVERIFY(QDir::setCurrent(previous));
    ScenarioDocument next(engine::builtinCatalog());
    Autosaver autosaver(&next, dir.filePath(QStringLiteral("autosave")));
    QString error;
    QVERIFY(autosaver.recover(&error));
    QCOMPARE(next.filePath(), dir.filePath(QStringLiteral("relative.scaleplan.json")));
    QVERIFY(QFileInfo(next.filePath()).isAbsolute());
}

void TestAutosaver::crashKilledAtRandomPointsIsRecovered()
{
    // A child edits and autosaves in a loop and is killed (SIGKILL) at a random moment;
    // what it had reported as saved, or something newer, is always recovered.
    QRandomGenerator random(20261206);
    for (int round = 0; round < 8; ++round) {
        QTemporaryDir dir;
        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(kChildVariable), dir.path());
        child.setProcessEnvironment(environment);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("-platform"), QStringLiteral("offscreen")});
        QVERIFY(child.waitForStarted());
        QVERIFY(child.waitForReadyRead(20000));
        QTest::qWait(static_cast<int>(random.bounded(5, 200)));
        child.kill();
        QVERIFY(child.waitForFinished());
        const QList<QByteArray> lines = child.readAllStandardOutput().trimmed().split('\n');
        const qint64 lastSaved = lines.last().toLongLong();
        QVERIFY(lastSaved >= 2);

        ScenarioDocument next(engine::builtinCatalog());
        Autosaver autosaver(&next, dir.path());
        QVERIFY2(autosaver.hasRecovery(), qPrintable(QStringLiteral("round %1").arg(round)));
        QString error;
        QVERIFY2(autosaver.recover(&error), qPrintable(error));
        QVERIFY2(next.scenario().cluster.nodes >= lastSaved,
                 qPrintable(QStringLiteral("recovered %1 nodes, %2 were saved")
                                .arg(next.scenario().cluster.nodes)
                                .arg(lastSaved)));
    }
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (qEnvironmentVariableIsSet(kChildVariable))
        return runEditingChild(qEnvironmentVariable(kChildVariable));
    TestAutosaver test;
    return QTest::qExec(&test, argc, argv);
}

#include "TestAutosaver.moc"
