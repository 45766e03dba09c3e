// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/ChartUpdater.h"

#include "document/ChartDataBuilder.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QThreadPool>

namespace scaleplan {

std::optional<CostTimeSeries> comparedSeries(const QString &name, const engine::Scenario &scenario,
                                             const engine::Catalog &catalog)
{
    return comparedSeries(name, analyzeScenario(scenario, catalog, SweepScope::OwnInstance));
}

std::optional<CostTimeSeries> comparedSeries(const QString &name, const ScenarioAnalysis &analysis)
{
    ChartData other = buildChartData(analysis, Goal{});
    if (!other.valid || other.costTime.empty())
        return std::nullopt;
    CostTimeSeries series = std::move(other.costTime.front());
    series.current = false;
    series.compared = true;
    series.plan = other.currentPoint;
    series.label = QCoreApplication::translate("ChartUpdater", "%1 (compared)").arg(name);
    return series;
}

ChartData composeChartData(const ChartRequest &request, const engine::Catalog &catalog)
{
    ChartData charts = request.analysis ? buildChartData(*request.analysis, request.goal)
                                        : buildChartData(analyzeScenario(request.scenario, catalog),
                                                         request.goal);
    // After the open scenario's own curve, when it has one, in the order they were added.
    auto at = charts.costTime.empty() ? std::size_t{0} : std::size_t{1};
    const auto insert = [&charts, &at](CostTimeSeries series) {
        charts.costTime.insert(charts.costTime.begin() + static_cast<std::ptrdiff_t>(at++),
                               std::move(series));
    };
    for (const auto &[name, scenario] : request.compared) {
        if (auto series = comparedSeries(name, scenario, catalog))
            insert(std::move(*series));
    }
    for (const CostTimeSeries &series : request.comparedCurves)
        insert(series);
    return charts;
}

ChartUpdater::ChartUpdater(const engine::Catalog &catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(catalog)
{
}

ChartUpdater::~ChartUpdater()
{
    // Workers hold the catalog by reference: let them finish before it may go away.
    QThreadPool::globalInstance()->waitForDone();
}

void ChartUpdater::request(ChartRequest request)
{
    ++m_generation;
    if (m_running) {
        m_pending = std::move(request); // only the newest matters
        return;
    }
    if (m_lastBuildMs > m_thresholdMs) {
        startOffThread(std::move(request));
        return;
    }
    QElapsedTimer clock;
    clock.start();
    const ChartData data = composeChartData(request, m_catalog);
    m_lastBuildMs = clock.elapsed();
    m_offThread = false;
    emit ready(data);
}

void ChartUpdater::startOffThread(ChartRequest request)
{
    m_running = true;
    m_offThread = true;
    const quint64 generation = m_generation;
    QPointer<ChartUpdater> self(this);
    const engine::Catalog *catalog = &m_catalog;
    QThreadPool::globalInstance()->start([self, catalog, generation, request = std::move(request)] {
        QElapsedTimer clock;
        clock.start();
        ChartData data = composeChartData(request, *catalog);
        const qint64 elapsed = clock.elapsed();
        if (!self)
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, data = std::move(data), elapsed] {
                if (self)
                    self->finishOffThread(generation, data, elapsed);
            },
            Qt::QueuedConnection);
    });
}

void ChartUpdater::finishOffThread(quint64 generation, const ChartData &data, qint64 elapsedMs)
{
    m_running = false;
    m_lastBuildMs = elapsedMs;
    if (m_pending) {
        // Inputs moved on while this ran: show this result, then build the newest.
        ChartRequest next = std::move(*m_pending);
        m_pending.reset();
        emit ready(data);
        request(std::move(next));
        return;
    }
    if (generation == m_generation)
        emit ready(data);
}

} // namespace scaleplan
