// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "charts/ChartStyle.h"

#include <QObject>
#include <QPen>
#include <QPointF>
#include <QStringList>

#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAbstractSeries;
class QAreaSeries;
class QCategoryAxis;
class QChart;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
QT_END_NAMESPACE

namespace scaleplan {

class FlowLegend;

/// "Cost versus time": one curve per instance type across node counts, the scenario's own
/// instance highlighted, its plan marked, budget and deadline lines. Private to ChartPanel.
///
/// Series are created once (or when more instance types appear) and then only get new
/// points, so an update costs a few replace() calls.
class CostTimeChart : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CostTimeChart)

public:
    /// Legend entries for other instances: the cheapest few, the rest are drawn unnamed
    /// (grey, named in their tooltips). Fewer on narrow charts and in presentation mode.
    static constexpr int kNamedOthers = 6;
    static constexpr int kMinNamedOthers = 3;

    explicit CostTimeChart(QObject *parent = nullptr);
    ~CostTimeChart() override;

    /// The chart; a QChartView takes it over.
    QChart *chart() const { return m_chart; }
    void setData(const ChartData &data);
    void applyStyle(const chartstyle::Style &style);
    int currentPointCount() const;
    /// The other curves drawn in colour and named in the legend, in legend order (tests).
    QStringList namedCurves() const;
    /// The planner's Pareto frontier of cost against time (empty hides it); kept across
    /// setData().
    void setFrontier(const std::vector<CostTimePoint> &points);
    int frontierPointCount() const;
    /// Points of the own instance's p10-p90 band (tests).
    int bandPointCount() const;

signals:
    void nodeCountPicked(qint64 nodes);

private:
    struct Curve
    {
        QLineSeries *line = nullptr;
        QScatterSeries *markers = nullptr;
        QScatterSeries *mark = nullptr; ///< a compared scenario's own point (others: empty)
        QString label;
        std::vector<CostTimePoint> points;
        int rank = -1;       ///< among the other instances by lowest cost; -1 = current
        int styledRank = -2; ///< the rank its pens were set for
    };

    void createCurve(Curve &curve, int index);
    void raiseCurrent();
    void styleCurve(Curve &curve, bool force = false);
    void updateLegend();
    void updateBand();
    void handleResize();
    int namedOthers() const;
    QPen budgetPen() const;
    QPen deadlinePen() const;
    QPen frontierPen() const;
    void addToChart(QAbstractSeries *series);
    void setLogX(bool log);
    QAbstractAxis *xAxis() const;
    void updateRanges(const ChartData &data, double &xLow, double &xHigh);
    QList<QPointF> pointsOf(const std::vector<CostTimePoint> &points) const;
    const CostTimePoint *nearest(const Curve &curve, const QPointF &value) const;
    void showTip(int curveIndex, const QPointF &value, bool state);
    void pick(const QPointF &value);
    void clear();

    QChart *m_chart = nullptr;
    QCategoryAxis *m_xLinear = nullptr;
    QLogValueAxis *m_xLog = nullptr;
    QCategoryAxis *m_y = nullptr;
    bool m_logX = false;
    double m_tickedWidth = 0;  ///< plot width the linear time ticks were spaced for
    double m_tickedHeight = 0; ///< plot height the cost ticks were spaced for

    FlowLegend *m_legend = nullptr;
    QLineSeries *m_budget = nullptr;
    QLineSeries *m_deadline = nullptr;

    Curve m_current;             ///< index 0 for tooltips
    std::vector<Curve> m_others; ///< index i + 1 for tooltips; grows, never shrinks
    QScatterSeries *m_plan = nullptr;
    QAreaSeries *m_band = nullptr;
    QLineSeries *m_bandUpper = nullptr;
    QLineSeries *m_bandLower = nullptr;
    CostTimePoint m_planPoint;
    std::vector<QString> m_rankedLabels; ///< compared scenarios, then instances cheapest first
    std::size_t m_comparedCount = 0;     ///< the compared scenarios among m_rankedLabels
    int m_named = kNamedOthers;          ///< how many of them the legend names
    double m_budgetUsd = 0;
    double m_deadlineH = 0;

    chartstyle::Style m_style;

    // -- planner frontier --
    QLineSeries *m_frontier = nullptr;
    std::vector<CostTimePoint> m_frontierPoints;
    ChartData m_lastData;
};

} // namespace scaleplan
