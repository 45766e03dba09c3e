// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "charts/ChartStyle.h"

#include <QObject>
#include <QPen>
#include <QPointF>
#include <QStringList>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAbstractSeries;
class QAreaSeries;
class QCategoryAxis;
class QChart;
class QGraphicsSimpleTextItem;
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
    /// Legend entries for other instances: the most relevant few (the cheapest, then the
    /// fastest, then the next cheapest), the rest drawn unnamed (grey, counted as "other"
    /// in the legend, named in their tooltips). Fewer on narrow charts and in
    /// presentation mode.
    static constexpr int kNamedOthers = 4;
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
    /// The plan selected in the Planner, ringed (nothing hides it); kept across setData().
    void setPlannerPick(const std::optional<CostTimePoint> &point);
    /// The ringed plan's point as drawn, or nothing (tests).
    std::optional<QPointF> plannerPickShown() const;
    /// Points of the own instance's p10-p90 band (tests).
    int bandPointCount() const;
    /// The node counts written beside the own curve's points, as shown (tests).
    QStringList nodeLabels() const;
    /// The curves with points above the cost axis, drawn as markers at its top (tests).
    QStringList clippedCurves() const;
    /// The legend's texts, in order (tests).
    QStringList legendTexts() const;
    /// The top of the cost axis in dollars (tests).
    double costAxisMax() const;

signals:
    void nodeCountPicked(qint64 nodes);

private:
    struct Curve
    {
        QLineSeries *line = nullptr;
        QScatterSeries *markers = nullptr;
        QScatterSeries *mark = nullptr;    ///< a compared scenario's own point (others: empty)
        QScatterSeries *clipped = nullptr; ///< points above the cost axis, at its top
        QList<QPointF> shownClipped;       ///< what clipped holds (replaced when it changes)
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
    QPen pickPen() const;
    void addToChart(QAbstractSeries *series);
    void setLogX(bool log);
    QAbstractAxis *xAxis() const;
    void updateRanges(const ChartData &data, double &xLow, double &xHigh);
    QList<QPointF> pointsOf(const std::vector<CostTimePoint> &points) const;
    const CostTimePoint *nearest(const Curve &curve, const QPointF &value) const;
    void showTip(int curveIndex, const QPointF &value, bool state);
    void showClippedTip(int curveIndex, const QPointF &value, bool state);
    /// Shows \p curve's points: the line through all, markers on those under the cost
    /// ceiling, a triangle at the axis top for each above it.
    void showCurve(Curve &curve);
    void placeNodeLabels();
    void pick(const QPointF &value);
    void clear();

    QChart *m_chart = nullptr;
    QCategoryAxis *m_xLinear = nullptr;
    QLogValueAxis *m_xLog = nullptr;
    QCategoryAxis *m_y = nullptr;
    bool m_logX = false;
    double m_tickedWidth = 0;  ///< plot width the linear time ticks were spaced for
    double m_tickedHeight = 0; ///< plot height the cost ticks were spaced for
    /// Costs above this are off the chart (infinity: none is); see costCeiling().
    double m_costCeiling = 0;
    double m_clippedAt = 0; ///< the cost the clipped points' triangles are drawn at

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
    bool m_planRuns = true; ///< the plan's layout runs (else the legend says it does not)
    /// Node counts beside the own curve's points: made as needed, then moved and hidden.
    std::vector<QGraphicsSimpleTextItem *> m_nodeLabels;
    std::vector<QString> m_rankedLabels; ///< compared scenarios, then instances cheapest first
    std::size_t m_comparedCount = 0;     ///< the compared scenarios among m_rankedLabels
    int m_named = kNamedOthers;          ///< how many of them the legend names
    double m_budgetUsd = 0;
    double m_deadlineH = 0;

    chartstyle::Style m_style;

    // -- planner frontier --
    QLineSeries *m_frontier = nullptr;
    std::vector<CostTimePoint> m_frontierPoints;
    QScatterSeries *m_pick = nullptr; ///< the plan selected in the Planner, ringed
    std::optional<CostTimePoint> m_pickPoint;
    ChartData m_lastData;
};

} // namespace scaleplan
