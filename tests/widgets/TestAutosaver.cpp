// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and recovery after a crash.
#include "document/Autosaver.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scaleplan;

class TestAutosaver : public QObject
{
    Q_OBJECT

private slots:
    void unsavedWorkSurvivesACrash();
    void savingRemovesTheAutosave();
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
    QVERIFY(autosaver.hasRecovery());
    QString error;
    QVERIFY(doc.save(dir.filePath(QStringLiteral("kept.scaleplan.json")), &error));
    QVERIFY(!autosaver.hasRecovery());
}

QTEST_MAIN(TestAutosaver)
#include "TestAutosaver.moc"
