// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "document/Goal.h"
#include "document/ScenarioAnalysis.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace scaleplan {

/// What the charts are computed from.
struct ChartRequest
{
    /// The open scenario, analysed here when \a analysis is null.
    engine::Scenario scenario;
    Goal goal; ///< budget and deadline lines
    /// The document's analysis of the open scenario (ScenarioDocument::analysis()): the
    /// charts then draw its estimate and sweeps and run no estimate of their own.
    std::shared_ptr<const ScenarioAnalysis> analysis;
    /// Compared scenarios, overlaid as further curves with these names.
    std::vector<std::pair<QString, engine::Scenario>> compared;
    /// Curves of compared scenarios built before (comparedSeries()), drawn after those of
    /// `compared` as they are: the window builds a kept scenario's curve once, not on
    /// every edit of the open one.
    std::vector<CostTimeSeries> comparedCurves;
};

/// ChartData for \p request: the open scenario's data plus one curve per compared
/// scenario. Pure: safe to call from any thread. With the document's analysis and no
/// `compared` scenarios to analyse it runs no estimate.
ChartData composeChartData(const ChartRequest &request, const engine::Catalog &catalog);

/// The curve a compared scenario named \p name adds to the cost-versus-time chart: its
/// own instance's curve across node counts and its own point; nothing when it cannot be
/// estimated.
std::optional<CostTimeSeries> comparedSeries(const QString &name, const engine::Scenario &scenario,
                                             const engine::Catalog &catalog);
/// comparedSeries() of a scenario analysed with at least its own instance's sweep.
std::optional<CostTimeSeries> comparedSeries(const QString &name, const ScenarioAnalysis &analysis);

/// Keeps the charts following the inputs without stalling the window: builds chart data
/// on the UI thread while that is fast, and on a worker thread once a build took longer
/// than kOffThreadMs, keeping only the newest request while one is running. (A request
/// with the document's analysis only converts it, in well under a millisecond.)
class ChartUpdater : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartUpdater)

public:
    explicit ChartUpdater(const engine::Catalog &catalog, QObject *parent = nullptr);
    ~ChartUpdater() override;

    /// Asks for charts of \p request; ready() follows (at once, or from the worker).
    void request(ChartRequest request);

    /// Builds slower than this (milliseconds) move the next builds off the UI thread.
    static constexpr qint64 kOffThreadMs = 20;

    /// Changes that threshold (a negative value sends every build to a worker).
    void setOffThreadThreshold(qint64 ms) { m_thresholdMs = ms; }

    /// Whether the last build ran on a worker thread (tests).
    bool lastBuildWasOffThread() const { return m_offThread; }

signals:
    void ready(const scaleplan::ChartData &data);

private:
    void startOffThread(ChartRequest request);
    void finishOffThread(quint64 generation, const ChartData &data, qint64 elapsedMs);

    const engine::Catalog &m_catalog;
    qint64 m_lastBuildMs = 0;
    qint64 m_thresholdMs = kOffThreadMs;
    bool m_running = false;
    bool m_offThread = false;
    quint64 m_generation = 0;
    std::optional<ChartRequest> m_pending;
};

} // namespace scaleplan
