// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Chart data follows the inputs on the UI thread while fast, on a worker when slow, and
// a burst of requests ends on the newest.
#include "document/ChartUpdater.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"

#include <QSignalSpy>
#include <QTest>

using namespace scaleplan;

Q_DECLARE_METATYPE(scaleplan::ChartData)

class TestChartUpdater : public QObject
{
    Q_OBJECT

private slots:
    void fastBuildsAnswerAtOnce();
    void slowBuildsMoveToAWorkerAndEndOnTheNewest();
    void comparedScenariosAddCurves();
};

namespace {

ChartRequest requestFor(std::int64_t nodes)
{
    ChartRequest request;
    request.scenario = defaultScenario(engine::builtinCatalog());
    request.scenario.cluster.nodes = nodes;
    return request;
}

} // namespace

void TestChartUpdater::fastBuildsAnswerAtOnce()
{
    ChartUpdater updater(engine::builtinCatalog());
    QSignalSpy ready(&updater, &ChartUpdater::ready);
    updater.request(requestFor(8));
    QCOMPARE(ready.count(), 1); // synchronous: no event loop needed
    QVERIFY(!updater.lastBuildWasOffThread());
    QCOMPARE(ready.at(0).at(0).value<ChartData>().currentPoint.nodes, std::int64_t(8));
}

void TestChartUpdater::slowBuildsMoveToAWorkerAndEndOnTheNewest()
{
    ChartUpdater updater(engine::builtinCatalog());
    updater.setOffThreadThreshold(-1);
    QSignalSpy ready(&updater, &ChartUpdater::ready);
    for (const std::int64_t nodes : {2, 4, 8, 16})
        updater.request(requestFor(nodes));
    QCOMPARE(ready.count(), 0); // nothing yet: the work runs on a worker
    QVERIFY(updater.lastBuildWasOffThread());
    QTRY_VERIFY_WITH_TIMEOUT(
        !ready.isEmpty() && ready.last().at(0).value<ChartData>().currentPoint.nodes == 16, 10000);
    // At most the first request's result and the newest one were shown.
    QVERIFY(ready.count() <= 2);
}

void TestChartUpdater::comparedScenariosAddCurves()
{
    ChartRequest request = requestFor(8);
    const ChartData alone = composeChartData(request, engine::builtinCatalog());
    request.compared.emplace_back(QStringLiteral("other"), requestFor(4).scenario);
    const ChartData both = composeChartData(request, engine::builtinCatalog());
    QCOMPARE(both.costTime.size(), alone.costTime.size() + 1);
    QVERIFY(both.costTime.front().current);
    QVERIFY(both.costTime.at(1).label.contains(QStringLiteral("other")));
}

QTEST_MAIN(TestChartUpdater)
#include "TestChartUpdater.moc"
