// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ChartPanel.h
/// \brief The workbench's four charts. The only way into Qt Charts: this header includes
/// none of its headers (Qt Charts is deprecated from Qt 6.10), so replacing the charting
/// library touches widgets/charts/ only.

#include <QImage>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace scaleplan {

struct ChartData;
struct CostTimePoint;

/// A 2x2 grid: cost versus time across node counts and instance types, where one step's
/// time goes, memory per GPU against its capacity, and scaling across node counts.
class ChartPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartPanel)

public:
    enum class Chart { CostTime, Breakdown, Memory, Scaling };
    Q_ENUM(Chart)

    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    /// Replaces what every chart shows (call on each recompute); cheap: replaces series
    /// data in place (QXYSeries::replace / bar set values), never rebuilds the chart objects.
    void setData(const ChartData &data);
    /// A chart rendered to an image of \p size (for export and tests).
    QImage renderChart(Chart chart, const QSize &size) const;
    /// Paints a chart laid out at \p layoutSize (pixels; the view's size when empty) into
    /// \p target of \p painter, as vector graphics on vector devices (PDF, SVG). The
    /// chart's fonts are in points: give devices the screen's 96 dpi so that text keeps
    /// its size relative to the layout.
    void paintChart(Chart chart, QPainter *painter, const QRectF &target,
                    const QSizeF &layoutSize = {}) const;
    /// The size a chart has on screen now.
    QSize chartSize(Chart chart) const;
    /// The chart's title as shown above it.
    static QString chartTitle(Chart chart);
    /// Number of points the cost-time chart currently shows for the current instance
    /// (tests, benchmark).
    int currentSeriesPointCount() const;
    /// The cost-time chart's other curves named in its legend, in order (tests).
    QStringList namedCostTimeCurves() const;
    /// The cost-time chart's legend, as it reads (tests).
    QStringList costTimeLegend() const;
    /// The node counts written beside the own curve's points (tests).
    QStringList costTimeNodeLabels() const;
    /// The cost-time curves with points above the cost axis (tests).
    QStringList clippedCostTimeCurves() const;
    /// The top of the cost-time chart's cost axis in dollars (tests).
    double costTimeAxisMax() const;
    /// The planner's Pareto frontier on the cost-versus-time chart (empty hides it).
    void setFrontier(const std::vector<CostTimePoint> &points);
    int frontierPointCount() const;
    /// The plan selected in the Planner, ringed on the cost-versus-time chart (nothing hides
    /// the ring).
    void setPlannerPick(const std::optional<CostTimePoint> &point);
    /// Where the ring is drawn, as (hours, dollars), or nothing (tests).
    std::optional<QPointF> plannerPickShown() const;

    /// Large type and thicker lines for presentation mode.
    void setPresentationMode(bool on);
    bool isPresentationMode() const;

signals:
    /// The user clicked a point of the current instance's cost-time curve: that node count.
    void nodeCountPicked(qint64 nodes);
    /// The user asked for a chart's context menu at \p globalPos (copy, save as ...).
    void chartContextMenuRequested(scaleplan::ChartPanel::Chart chart, const QPoint &globalPos);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void applyStyle();
    /// Puts the charts in \p columns columns (1 or 2).
    void placeCharts(int columns);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace scaleplan
