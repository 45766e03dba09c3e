// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The manager's task, typed into the window as a manager would: "$2M and 60 days to train a
// 70B model on 15T tokens: which instance type, how many nodes, on demand or spot?" The
// fields read the units people type, the verdict says the plan does not meet the goal, and
// the planner names the nearest plan on each side and the best per instance type.
#include "MainWindow.h"
#include "common/QuantityEdit.h"
#include "document/ScenarioDocument.h"
#include "planner/InstanceSummaryModel.h"
#include "planner/PlanTableModel.h"
#include "planner/PlannerPanel.h"

#include "scaleplan/engine/Catalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDebug>
#include <QDockWidget>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include <algorithm>

using namespace scaleplan;

class TestManagerTask : public QObject
{
    Q_OBJECT

private slots:
    void budgetDeadlineAndTokensGiveTheNearestPlans();
    void noGoalPlansAtAFairCost();
};

namespace {

/// Types \p text into the quantity field named \p name and presses Enter.
void type(MainWindow &window, const char *name, const char *text)
{
    auto *edit = window.findChild<QuantityEdit *>(QString::fromLatin1(name));
    QVERIFY2(edit != nullptr, name);
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QString::fromLatin1(text));
    QTest::keyClick(edit, Qt::Key_Return);
}

} // namespace

void TestManagerTask::budgetDeadlineAndTokensGiveTheNearestPlans()
{
    ScenarioDocument document(engine::builtinCatalog());
    MainWindow window(&document);
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    type(window, "budget", "2M");
    type(window, "deadline", "60 d");
    QCOMPARE(document.goal().budgetUsd, 2e6);
    QCOMPARE(document.goal().deadlineH, 60.0 * 24.0);

    QComboBox *preset = nullptr;
    for (QComboBox *combo : window.findChildren<QComboBox *>()) {
        if (combo->findText(QStringLiteral("Llama 3 70B")) >= 0)
            preset = combo;
    }
    QVERIFY(preset != nullptr);
    const int llama70b = preset->findText(QStringLiteral("Llama 3 70B"));
    preset->setCurrentIndex(llama70b);
    emit preset->activated(llama70b);
    QCOMPARE(document.scenario().model.preset, std::string("llama3-70b"));
    type(window, "trainingAmount", "15T");
    QCOMPARE(document.scenario().training.tokens, 15e12);

    // 70B on the default 8 nodes: the verdict says at once that this is no answer.
    QTRY_VERIFY(document.result().goal.has_value() || !document.result().feasible);
    const auto *verdict = window.findChild<QLabel *>(QStringLiteral("verdict"));
    QVERIFY(verdict != nullptr);
    QTRY_VERIFY2(verdict->text().contains(QStringLiteral("Does not fit")),
                 qPrintable(verdict->text()));

    // The planner over node counts and every instance type.
    auto *planner = window.findChild<PlannerPanel *>();
    QVERIFY(planner != nullptr);
    planner->findChild<QCheckBox *>(QStringLiteral("searchInstances"))->setChecked(true);
    QSignalSpy finished(planner, &PlannerPanel::searchFinished);
    planner->search();
    QVERIFY(finished.wait(120000));
    const engine::PlanResult &result = planner->lastResult();
    // 15T tokens of a 70B model is about 6.3e24 FLOPs: the cheapest run on the catalog's
    // clusters costs several times $2M, so no plan meets the budget at all. The one row is
    // the nearest plan on the deadline's side, and the status says the budget's side is
    // empty.
    QVERIFY(result.plans.empty());
    QVERIFY(result.nearest.withinDeadline.has_value());
    QVERIFY(!result.nearest.withinBudget.has_value());
    const QString status = planner->findChild<QLabel *>(QStringLiteral("plannerStatus"))->text();
    QVERIFY2(status.contains(QStringLiteral("the cheapest plan within the deadline costs $")),
             qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("and no plan stays within the budget")),
             qPrintable(status));
    const PlanTableModel *plans = planner->model();
    QCOMPARE(plans->rowCount(), 1);
    QCOMPARE(plans->headerData(0, Qt::Vertical).toString(),
             QStringLiteral("Cheapest within the deadline"));
    const engine::Plan withinDeadline = *plans->plan(0);
    QVERIFY(withinDeadline.result.expectedTimeH <= 1440.0);
    QVERIFY(withinDeadline.result.costUsd.total > 2e6);
    // The summary: the best per instance type and purchase, none meeting both bounds, and the
    // window opens on it.
    QCOMPARE(planner->tabs()->currentIndex(), 0);
    const InstanceSummaryModel *summary = planner->summaryModel();
    QVERIFY(summary->rowCount() >= 4);
    for (int r = 0; r < summary->rowCount(); ++r)
        QVERIFY(summary->index(r, InstanceSummaryModel::Goal).data().toString()
                != QStringLiteral("Meets the goal"));

    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS"))
        window.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                           + QStringLiteral("/manager-task.png"));

    // Apply the cheapest plan within the deadline: the verdict follows, naming the budget.
    planner->tabs()->setCurrentIndex(1);
    planner->applySelected();
    QTRY_VERIFY(document.result().goal.has_value() && document.result().feasible);
    QVERIFY(document.result().goal->meetsDeadline);
    QVERIFY(!document.result().goal->meetsBudget);
    QTRY_VERIFY2(verdict->text().contains(QStringLiteral("over budget")),
                 qPrintable(verdict->text()));
}

void TestManagerTask::noGoalPlansAtAFairCost()
{
    // "How should we run the default scenario?", with no budget or deadline: the planner's
    // default ranks by time among the plans costing at most 10% more than the cheapest, so
    // its answer neither buys the last hours at any price nor runs for months.
    ScenarioDocument document(engine::builtinCatalog());
    MainWindow window(&document);
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *planner = window.findChild<PlannerPanel *>();
    QVERIFY(planner != nullptr);
    const auto *premium = planner->findChild<QWidget *>(QStringLiteral("plannerCostPremium"));
    QVERIFY(premium != nullptr && premium->isEnabled());
    QSignalSpy finished(planner, &PlannerPanel::searchFinished);
    planner->search();
    QVERIFY(finished.wait(120000));
    const engine::PlanResult &result = planner->lastResult();
    QVERIFY(result.lowestCostUsd.has_value());
    QVERIFY(!result.plans.empty());
    const engine::Plan &chosen = result.plans.front();
    QVERIFY(chosen.result.costUsd.total <= 1.1 * *result.lowestCostUsd);
    // The frontier's fastest point (what "Shortest time" would list first) costs more than
    // the cap; the chosen plan is slower but is itself on the frontier.
    QVERIFY(result.pareto.front().result.costUsd.total > 1.1 * *result.lowestCostUsd);
    QVERIFY(std::any_of(result.pareto.begin(), result.pareto.end(), [&](const engine::Plan &p) {
        return p.result.expectedTimeH == chosen.result.expectedTimeH
               && p.result.costUsd.total == chosen.result.costUsd.total;
    }));
    const QString status = planner->findChild<QLabel *>(QStringLiteral("plannerStatus"))->text();
    QVERIFY2(status.contains(QStringLiteral("costing at most 10% more than the cheapest ($")),
             qPrintable(status));

    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        window.findChild<QDockWidget *>(QStringLiteral("plannerDock"))->show();
        QTest::qWait(50);
        window.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                           + QStringLiteral("/manager-no-goal.png"));
    }
}

QTEST_MAIN(TestManagerTask)
#include "TestManagerTask.moc"
