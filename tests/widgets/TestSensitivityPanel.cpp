// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Sensitivity dock shows engine::sensitivity() for the open scenario, follows edits
// while shown, and says why when there is no estimate.
#include "MainWindow.h"
#include "charts/SensitivityChart.h"
#include "document/ScenarioDocument.h"
#include "sensitivity/SensitivityPanel.h"
#include "sensitivity/SensitivityTexts.h"

#include "scaleplan/engine/Catalog.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

using namespace scaleplan;

class TestSensitivityPanel : public QObject
{
    Q_OBJECT

private slots:
    void showsTheEnginesRanking();
    void followsEditsOnlyWhileShown();
    void invalidScenarioSaysWhy();
    void windowOffersTheDock();
};

void TestSensitivityPanel::showsTheEnginesRanking()
{
    ScenarioDocument doc(engine::builtinCatalog());
    SensitivityPanel panel(&doc);
    panel.resize(520, 760);
    panel.show();
    QTRY_VERIFY(!panel.sensitivity().rows.empty());
    const engine::Sensitivity expected
        = engine::sensitivity(doc.scenario(), engine::builtinCatalog());
    QCOMPARE(panel.sensitivity().rows.size(), expected.rows.size());
    QCOMPARE(panel.chart()->rowCount(), static_cast<int>(expected.rows.size()));
    QCOMPARE(panel.table()->rowCount(), static_cast<int>(expected.rows.size()));
    // The default plan's step is matrix products: their rate leads, 10% lower is +9.3%.
    QCOMPARE(panel.table()->verticalHeaderItem(0)->text(),
             QStringLiteral("GPU matrix-multiply rate"));
    QCOMPARE(panel.table()->item(0, 0)->text(), QStringLiteral("+9.3 %"));
    QCOMPARE(panel.table()->item(0, 1)->text(), QStringLiteral("\u22127.6 %"));
    QVERIFY(!panel.table()->verticalHeaderItem(0)->toolTip().isEmpty());
    // The price moves the cost only: the table follows the measure shown.
    const auto priceRow = [&panel] {
        for (int r = 0; r < panel.table()->rowCount(); ++r) {
            if (panel.table()->verticalHeaderItem(r)->text() == QLatin1String("Node price"))
                return r;
        }
        return -1;
    };
    QVERIFY(priceRow() >= 0);
    QCOMPARE(panel.table()->item(priceRow(), 1)->text(), QStringLiteral("0.0 %"));
    panel.measureBox()->setCurrentIndex(1);
    QCOMPARE(panel.table()->item(priceRow(), 1)->text(), QStringLiteral("+10.0 %"));
    // A larger step moves the price's share of the cost further.
    panel.stepBox()->setValue(20);
    QTRY_COMPARE(panel.sensitivity().step, 0.2);
    QCOMPARE(panel.table()->item(priceRow(), 1)->text(), QStringLiteral("+20.0 %"));
    QCOMPARE(panel.table()->horizontalHeaderItem(1)->text(), QStringLiteral("+20 %"));
    QCOMPARE(panel.table()->horizontalHeaderItem(1)->toolTip(),
             QStringLiteral("Input 20 % higher"));
    panel.stepBox()->setValue(10);
    QTRY_COMPARE(panel.sensitivity().step, 0.1);
    QCOMPARE(panel.chart()->rowCount(), static_cast<int>(expected.rows.size()));
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        panel.measureBox()->setCurrentIndex(0);
        QTest::qWait(100); // the chart lays out its axes
        panel.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                          + QStringLiteral("/sensitivity.png"));
        // The longest texts (French, German) in the dock's width, to look at.
        for (const char *code : {"fr", "de"}) {
            QTranslator translator;
            QVERIFY(translator.load(QLocale(QLatin1String(code)), QStringLiteral("scaleplan"),
                                    QStringLiteral("_"), QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
            SensitivityPanel translated(&doc);
            translated.resize(460, 760);
            translated.show();
            QTRY_VERIFY(!translated.sensitivity().rows.empty());
            QTest::qWait(100);
            translated.grab().save(
                qEnvironmentVariable("SCALEPLAN_SHOTS")
                + QStringLiteral("/sensitivity-%1.png").arg(QLatin1String(code)));
            QCoreApplication::removeTranslator(&translator);
        }
    }
}

void TestSensitivityPanel::followsEditsOnlyWhileShown()
{
    ScenarioDocument doc(engine::builtinCatalog());
    SensitivityPanel panel(&doc);
    QTest::qWait(300);
    QVERIFY(panel.sensitivity().rows.empty()); // hidden: nothing computed
    panel.show();
    QTRY_VERIFY(!panel.sensitivity().rows.empty());
    // One node: the network moves nothing; the panel follows without a call.
    doc.edit(QStringLiteral("nodes"), ScenarioDocument::Merge::Nodes,
             [](engine::Scenario &s) { s.cluster.nodes = 1; });
    QTRY_VERIFY([&] {
        for (const engine::SensitivityRow &row : panel.sensitivity().rows) {
            if (row.input == engine::SensitivityInput::Network)
                return row.timeIfLower == 0.0;
        }
        return false;
    }());
}

void TestSensitivityPanel::invalidScenarioSaysWhy()
{
    ScenarioDocument doc(engine::builtinCatalog());
    SensitivityPanel panel(&doc);
    panel.show();
    QTRY_VERIFY(!panel.sensitivity().rows.empty());
    doc.edit(QStringLiteral("tp"), ScenarioDocument::Merge::None,
             [](engine::Scenario &s) { s.parallel.tp = 3; });
    QTRY_VERIFY(panel.statusLabel()->text().startsWith(QStringLiteral("No estimate:")));
    QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("3")));
    QCOMPARE(panel.chart()->rowCount(), 0);
    QCOMPARE(panel.table()->rowCount(), 0);
}

void TestSensitivityPanel::windowOffersTheDock()
{
    ScenarioDocument doc(engine::builtinCatalog());
    MainWindow window(&doc);
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("sensitivity"));
    QVERIFY(dock && !dock->isVisible());
    QAction *toggle = dock->toggleViewAction();
    QCOMPARE(toggle->text(), QStringLiteral("&Sensitivity"));
    QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    // No other action of the window has taken the shortcut.
    int holders = 0;
    for (const QAction *action : window.findChildren<QAction *>())
        holders += action->shortcut() == toggle->shortcut() ? 1 : 0;
    QCOMPARE(holders, 1);
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        window.resize(1500, 950);
        window.show();
        toggle->trigger();
        QTest::qWait(1500); // the charts are drawn off the GUI thread
        window.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                           + QStringLiteral("/sensitivity-window.png"));
    }
}

QTEST_MAIN(TestSensitivityPanel)
#include "TestSensitivityPanel.moc"
