// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/CostTimeChart.h"

#include "charts/ChartPanel.h"
#include "charts/FlowLegend.h"
#include "common/Format.h"

#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QToolTip>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace scaleplan {

using namespace chartstyle;

namespace {

/// Plans of other instance types, by rank among the named ones (\p named of them).
QColor otherColor(int rank, int named, const Style &style)
{
    static const std::array<QColor, CostTimeChart::kNamedOthers> colors
        = {okabeIto::kSkyBlue, okabeIto::kBluishGreen, okabeIto::kOrange, okabeIto::kReddishPurple};
    if (rank >= 0 && rank < named)
        return style.readable(colors[static_cast<std::size_t>(rank)]);
    return okabeIto::kGrey;
}

const QColor &currentColor()
{
    return okabeIto::kVermillion;
}

QColor withAlpha(QColor color, double alpha)
{
    color.setAlphaF(static_cast<float>(alpha));
    return color;
}

double lowestCost(const std::vector<CostTimePoint> &points)
{
    double lowest = std::numeric_limits<double>::infinity();
    for (const CostTimePoint &point : points)
        lowest = std::min(lowest, point.costUsd);
    return lowest;
}

double lowestHours(const std::vector<CostTimePoint> &points)
{
    double lowest = std::numeric_limits<double>::infinity();
    for (const CostTimePoint &point : points) {
        if (point.hours > 0)
            lowest = std::min(lowest, point.hours);
    }
    return lowest;
}

/// The \p q quantile of sorted \p values (linear between neighbours).
double quantile(const std::vector<double> &values, double q)
{
    const double at = q * static_cast<double>(values.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(at));
    const std::size_t above = std::min(below + 1, values.size() - 1);
    return values[below] + (at - static_cast<double>(below)) * (values[above] - values[below]);
}

/// The highest cost the cost axis shows of \p costs (every point of every curve): all of
/// them, unless some lie far above the rest, so that one curve's dear end cannot flatten
/// the others. Far is above Tukey's fence for far-out values, the upper quartile plus
/// three times the interquartile range, and above twice the upper quartile (points up to
/// that leave the others half the height at least); never under \p mustShow (the plan and
/// the budget). Infinity when nothing is that far, or with fewer than 8 points to judge.
double costCeiling(std::vector<double> costs, double mustShow)
{
    if (costs.size() < 8)
        return std::numeric_limits<double>::infinity();
    std::sort(costs.begin(), costs.end());
    const double q1 = quantile(costs, 0.25);
    const double q3 = quantile(costs, 0.75);
    const double fence = std::max({q3 + 3 * (q3 - q1), 2 * q3, mustShow});
    return costs.back() > fence ? fence : std::numeric_limits<double>::infinity();
}

/// The largest 1, 2 or 5 times a power of ten at most \p value (value > 0).
double niceFloor(double value)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (const double m : {5.0, 2.0, 1.0}) {
        if (m * magnitude <= value * (1 + 1e-9))
            return m * magnitude;
    }
    return magnitude;
}

/// The smallest 1, 2 or 5 times a power of ten at least \p value (value > 0).
double niceCeil(double value)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * magnitude >= value * (1 - 1e-9))
            return m * magnitude;
    }
    return 10 * magnitude;
}

} // namespace

CostTimeChart::CostTimeChart(QObject *parent)
    : QObject(parent)
    , m_chart(new QChart)
{
    m_chart->setTitle(ChartPanel::tr("Cost versus time"));
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_legend = new FlowLegend(m_chart);

    m_xLinear = new QCategoryAxis;
    m_xLinear->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_xLog = new QLogValueAxis;
    m_xLog->setBase(10);
    m_xLog->setMinorTickCount(8);
    m_xLog->setLabelFormat(ChartPanel::tr(
        "%.12g h", "log axis label: hours; keep %.12g (printf-style)")); // a million hours in
                                                                         // digits, not 1E+06
    m_xLog->setVisible(false);
    m_y = new QCategoryAxis;
    m_y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const QString xTitle = ChartPanel::tr("Expected wall-clock time");
    m_xLinear->setTitleText(xTitle);
    m_xLog->setTitleText(ChartPanel::tr("Expected wall-clock time (log scale)"));
    m_y->setTitleText(ChartPanel::tr("Total cost"));
    m_chart->addAxis(m_xLinear, Qt::AlignBottom);
    m_chart->addAxis(m_xLog, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    // The linear time axis spaces its labels by the plot's width: lay them out again when
    // the width changes enough to fit more or fewer.
    connect(m_chart, &QChart::plotAreaChanged, this, [this](const QRectF &area) {
        const bool width = !m_logX && std::abs(area.width() - m_tickedWidth) > 32.0;
        const bool height = std::abs(area.height() - m_tickedHeight) > 16.0;
        if (!m_lastData.costTime.empty() && (width || height))
            setData(ChartData(m_lastData));
        else
            placeNodeLabels(); // the points moved with the plot
    });

    // Reference lines first: drawn under the curves.
    m_budget = new QLineSeries;
    m_budget->setName(ChartPanel::tr("Budget"));
    addToChart(m_budget);
    m_deadline = new QLineSeries;
    m_deadline->setName(ChartPanel::tr("Deadline"));
    addToChart(m_deadline);

    m_frontier = new QLineSeries;
    m_frontier->setName(ChartPanel::tr("Planner frontier"));
    m_frontier->setPointsVisible(true);
    addToChart(m_frontier);
    connect(m_frontier, &QLineSeries::hovered, this, [this](const QPointF &value, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(
            QCursor::pos(),
            ChartPanel::tr("Planner frontier: no plan found is both faster and "
                           "cheaper than this line\n%1, %2")
                .arg(formatHours(m_style.locale, value.x()), formatUsd(m_style.locale, value.y())));
    });

    m_pick = new QScatterSeries;
    m_pick->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_pick->setBrush(Qt::NoBrush);
    addToChart(m_pick);
    connect(m_pick, &QScatterSeries::hovered, this, [this](const QPointF &value, bool state) {
        if (!state || !m_pickPoint) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(),
                           ChartPanel::tr("Selected in the Planner: %1 nodes\n%2, %3")
                               .arg(m_style.locale.toString(m_pickPoint->nodes),
                                    formatHours(m_style.locale, value.x()),
                                    formatUsd(m_style.locale, value.y())));
    });

    // The own instance's p10-p90 band of time and cost, under its curve.
    m_bandUpper = new QLineSeries(this);
    m_bandLower = new QLineSeries(this);
    m_band = new QAreaSeries(m_bandUpper, m_bandLower);
    m_band->setName(ChartPanel::tr("p10–p90 with failures and spot reclaims"));
    addToChart(m_band);
    connect(m_band, &QAreaSeries::hovered, this, [](const QPointF &, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(
            QCursor::pos(),
            ChartPanel::tr("Between the 10th and 90th percentile of time and cost: hardware "
                           "failures (Llama 3 rate) and spot reclaims, each losing the work "
                           "since the last checkpoint plus a restart (docs/risk.md)"));
    });

    createCurve(m_current, 0);
    m_plan = new QScatterSeries;
    m_plan->setMarkerShape(QScatterSeries::MarkerShapeStar);
    addToChart(m_plan);
    connect(m_plan, &QScatterSeries::hovered, this,
            [this](const QPointF &value, bool state) { showTip(-1, value, state); });
    connect(m_plan, &QScatterSeries::clicked, this, [this](const QPointF &) {
        if (m_planPoint.nodes > 0)
            emit nodeCountPicked(m_planPoint.nodes);
    });
    connect(m_current.line, &QLineSeries::clicked, this, &CostTimeChart::pick);
    connect(m_current.markers, &QScatterSeries::clicked, this, &CostTimeChart::pick);

    applyStyle(Style::from(QPalette(), QFont(), QLocale(), false));
    clear();
    connect(m_chart, &QGraphicsWidget::geometryChanged, this, &CostTimeChart::handleResize);
}

CostTimeChart::~CostTimeChart() = default;

void CostTimeChart::addToChart(QAbstractSeries *series)
{
    m_chart->addSeries(series); // the chart takes it over
    series->attachAxis(xAxis());
    series->attachAxis(m_y);
}

void CostTimeChart::createCurve(Curve &curve, int index)
{
    curve.line = new QLineSeries;
    curve.markers = new QScatterSeries;
    curve.markers->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    curve.mark = new QScatterSeries;
    curve.mark->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    curve.clipped = new QScatterSeries;
    curve.clipped->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    addToChart(curve.line);
    addToChart(curve.markers);
    addToChart(curve.mark);
    addToChart(curve.clipped);
    const auto tip
        = [this, index](const QPointF &value, bool state) { showTip(index, value, state); };
    connect(curve.line, &QLineSeries::hovered, this, tip);
    connect(curve.markers, &QScatterSeries::hovered, this, tip);
    connect(curve.mark, &QScatterSeries::hovered, this, tip);
    connect(
        curve.clipped, &QScatterSeries::hovered, this,
        [this, index](const QPointF &value, bool state) { showClippedTip(index, value, state); });
    styleCurve(curve, true);
}

void CostTimeChart::raiseCurrent()
{
    // Series drawn later are drawn on top: put the own instance back last, then the
    // compared scenarios' own points, which may sit on its curve, then its plan.
    QList<QAbstractSeries *> raised{m_current.line, m_current.markers, m_current.clipped};
    for (const Curve &curve : m_others)
        raised.append(curve.mark);
    raised.append(m_plan);
    for (QAbstractSeries *series : raised) {
        m_chart->removeSeries(series);
        addToChart(series);
    }
    styleCurve(m_current, true);
    for (Curve &curve : m_others)
        styleCurve(curve, true);
    // The chart's theme recoloured the re-added marker.
    m_plan->setColor(m_style.text);
    m_plan->setBorderColor(currentColor());
}

QAbstractAxis *CostTimeChart::xAxis() const
{
    return m_logX ? static_cast<QAbstractAxis *>(m_xLog) : m_xLinear;
}

void CostTimeChart::setLogX(bool log)
{
    if (log == m_logX)
        return;
    QAbstractAxis *from = xAxis();
    m_logX = log;
    QAbstractAxis *to = xAxis();
    const QList<QAbstractSeries *> all = m_chart->series();
    for (QAbstractSeries *series : all) {
        series->detachAxis(from);
        series->attachAxis(to);
    }
    from->setVisible(false);
    to->setVisible(true);
}

void CostTimeChart::styleCurve(Curve &curve, bool force)
{
    if (curve.styledRank == curve.rank && !force)
        return;
    curve.styledRank = curve.rank;
    const double s = m_style.scale;
    QColor color;
    double width = 0;
    double markerSize = 0;
    if (curve.rank < 0) {
        color = currentColor();
        width = 3.2 * s;
        markerSize = 9 * s;
    } else if (curve.rank < m_named) {
        color = withAlpha(otherColor(curve.rank, m_named, m_style), 0.8);
        width = 1.6 * s;
        markerSize = 6 * s;
    } else {
        color = withAlpha(otherColor(curve.rank, m_named, m_style), 0.4);
        width = 1.0 * s;
        markerSize = 4.5 * s;
    }
    QPen pen(color, width);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    curve.line->setPen(pen);
    curve.markers->setMarkerSize(markerSize);
    curve.markers->setColor(color);
    // Large enough to show around the own instance's markers where the curves coincide.
    curve.mark->setMarkerSize(16 * s);
    curve.mark->setColor(color.rgb());
    curve.mark->setPen(QPen(m_style.text, 1.2 * s));
    // Off the chart: a triangle at the top in the curve's colour, outlined to stand out.
    curve.clipped->setMarkerSize((curve.rank < 0 ? 13 : 10) * s);
    curve.clipped->setColor(color.rgb());
    curve.clipped->setPen(QPen(m_style.text, 1.0 * s));
    if (curve.rank < 0)
        curve.markers->setPen(QPen(m_style.background, 1.5 * s));
    else
        curve.markers->setPen(Qt::NoPen);
    // The unnamed instance types are context: their lines show where they lie, and their
    // dots, painted translucent on every step, would cost more than they tell.
    const bool dots = curve.rank < m_named;
    if (curve.markers->isVisible() != dots)
        curve.markers->setVisible(dots);
}

void CostTimeChart::applyStyle(const Style &style)
{
    m_style = style;
    applyToChart(m_chart, style);
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_xLinear), static_cast<QAbstractAxis *>(m_xLog),
          static_cast<QAbstractAxis *>(m_y)})
        applyToAxis(axis, style);
    const double s = style.scale;

    m_named = namedOthers();
    styleCurve(m_current, true);
    for (Curve &curve : m_others)
        styleCurve(curve, true);
    m_plan->setMarkerSize(20 * s);
    m_plan->setColor(style.text);
    m_plan->setBorderColor(currentColor());
    m_budget->setPen(budgetPen());
    m_frontier->setPen(frontierPen());
    m_pick->setPen(pickPen());
    m_pick->setMarkerSize(22 * s);
    m_deadline->setPen(deadlinePen());
    m_band->setBrush(withAlpha(currentColor(), 0.18));
    m_band->setPen(QPen(withAlpha(currentColor(), 0.35), 1.0 * s));
    m_legend->setLook(style.labelFont(), style.text, style.scale);
    QFont labelFont = style.labelFont();
    labelFont.setPointSizeF(labelFont.pointSizeF() * 0.9);
    for (QGraphicsSimpleTextItem *label : m_nodeLabels) {
        label->setFont(labelFont);
        label->setBrush(style.text);
        auto *plate = static_cast<QGraphicsRectItem *>(label->parentItem());
        plate->setBrush(withAlpha(style.background, 0.8));
        plate->setRect(label->boundingRect());
    }
    placeNodeLabels();
}

int CostTimeChart::namedOthers() const
{
    // About one name per 150 pixels of width (the legend wraps to two or three rows).
    const double fontScale = m_style.scale > 1 ? 1.5 : 1.0;
    const auto fit = static_cast<int>(m_chart->size().width() / (150 * fontScale));
    return std::clamp(fit, kMinNamedOthers, kNamedOthers);
}

QPen CostTimeChart::budgetPen() const
{
    return QPen(m_style.text, 1.5 * m_style.scale, Qt::DashLine);
}

QPen CostTimeChart::frontierPen() const
{
    return QPen(m_style.text, 2.5 * m_style.scale, Qt::DotLine);
}

QPen CostTimeChart::pickPen() const
{
    return QPen(m_style.text, 2.5 * m_style.scale);
}

QPen CostTimeChart::deadlinePen() const
{
    return QPen(m_style.text, 1.5 * m_style.scale, Qt::DashDotLine);
}

QStringList CostTimeChart::namedCurves() const
{
    const auto named = std::min(m_rankedLabels.size(), static_cast<std::size_t>(m_named));
    QStringList labels;
    for (std::size_t r = 0; r < named; ++r)
        labels.append(m_rankedLabels[r]);
    return labels;
}

int CostTimeChart::currentPointCount() const
{
    return static_cast<int>(m_current.line->count());
}

void CostTimeChart::updateBand()
{
    // Upper edge through the p90 points, lower through the p10 points: the area between
    // them is the band (QAreaSeries closes the polygon).
    QList<QPointF> upper;
    QList<QPointF> lower;
    for (const CostTimePoint &point : m_current.points) {
        const bool finite = std::isfinite(point.p10Hours) && std::isfinite(point.p90Hours)
                            && std::isfinite(point.p10CostUsd) && std::isfinite(point.p90CostUsd);
        if (!finite || point.p10Hours <= 0 || point.p90Hours <= 0)
            continue;
        upper.append(QPointF(point.p90Hours, point.p90CostUsd));
        lower.append(QPointF(point.p10Hours, point.p10CostUsd));
    }
    m_bandUpper->replace(upper);
    m_bandLower->replace(lower);
    // An area series of fewer than two points still paints a closed, filled path with no
    // area, which PDF readers report as a syntax error ("no current point in closepath").
    m_band->setVisible(upper.size() >= 2);
}

int CostTimeChart::bandPointCount() const
{
    return static_cast<int>(m_bandUpper->count());
}

QStringList CostTimeChart::nodeLabels() const
{
    QStringList texts;
    for (const QGraphicsSimpleTextItem *label : m_nodeLabels) {
        if (label->isVisible())
            texts.append(label->text());
    }
    return texts;
}

QStringList CostTimeChart::clippedCurves() const
{
    QStringList labels;
    if (m_current.clipped->count() > 0)
        labels.append(m_current.label);
    for (const Curve &curve : m_others) {
        if (curve.clipped->count() > 0)
            labels.append(curve.label);
    }
    return labels;
}

QStringList CostTimeChart::legendTexts() const
{
    QStringList texts;
    for (const FlowLegend::Entry &entry : m_legend->entries())
        texts.append(entry.text);
    return texts;
}

double CostTimeChart::costAxisMax() const
{
    return m_y->max();
}

void CostTimeChart::showCurve(Curve &curve)
{
    QList<QPointF> line;
    QList<QPointF> under;
    QList<QPointF> over;
    for (const CostTimePoint &point : curve.points) {
        if (!(point.hours > 0) || !std::isfinite(point.hours) || !std::isfinite(point.costUsd))
            continue;
        line.append(QPointF(point.hours, point.costUsd));
        if (point.costUsd > m_costCeiling)
            over.append(QPointF(point.hours, m_clippedAt));
        else
            under.append(QPointF(point.hours, point.costUsd));
    }
    curve.line->replace(line);
    curve.markers->replace(under);
    // Most steps clip nothing: an empty series stays as it is.
    if (over != curve.shownClipped) {
        curve.clipped->replace(over);
        curve.shownClipped = over;
    }
}

void CostTimeChart::placeNodeLabels()
{
    // The node count beside each point of the own curve on the chart: the plan's first,
    // then from the fewest nodes up, each where it overlaps no label placed before it
    // (above right of its point, else below left), else left out.
    std::vector<const CostTimePoint *> shown;
    const QRectF area = m_chart->plotArea();
    if (!m_current.points.empty() && area.width() > 0) {
        for (const CostTimePoint &point : m_current.points) {
            if (point.hours > 0 && std::isfinite(point.hours) && point.costUsd <= m_costCeiling)
                shown.push_back(&point);
        }
        std::stable_partition(shown.begin(), shown.end(), [this](const CostTimePoint *point) {
            return point->nodes == m_planPoint.nodes;
        });
    }
    while (m_nodeLabels.size() < shown.size()) {
        // On a plate of the background's colour, readable over the curves it crosses.
        auto *plate = new QGraphicsRectItem(m_chart);
        plate->setPen(Qt::NoPen);
        plate->setBrush(withAlpha(m_style.background, 0.8));
        plate->setZValue(50); // over the series
        plate->setAcceptedMouseButtons(Qt::NoButton);
        auto *label = new QGraphicsSimpleTextItem(plate);
        QFont font = m_style.labelFont();
        font.setPointSizeF(font.pointSizeF() * 0.9);
        label->setFont(font);
        label->setBrush(m_style.text);
        label->setAcceptedMouseButtons(Qt::NoButton);
        m_nodeLabels.push_back(label);
    }
    const double gap = 4 * m_style.scale;
    QList<QRectF> taken;
    for (std::size_t i = 0; i < m_nodeLabels.size(); ++i) {
        QGraphicsSimpleTextItem *label = m_nodeLabels[i];
        auto *plate = static_cast<QGraphicsRectItem *>(label->parentItem());
        if (i >= shown.size()) {
            plate->setVisible(false);
            continue;
        }
        const QString text = m_style.locale.toString(shown[i]->nodes);
        if (label->text() != text) {
            label->setText(text);
            plate->setRect(label->boundingRect());
        }
        const QSizeF size = label->boundingRect().size();
        const QPointF at
            = m_chart->mapToPosition(QPointF(shown[i]->hours, shown[i]->costUsd), m_current.line);
        bool placed = false;
        for (const QPointF &corner : {QPointF(at.x() + gap, at.y() - gap - size.height()),
                                      QPointF(at.x() - gap - size.width(), at.y() + gap)}) {
            const QRectF box(corner, size);
            const bool free = std::none_of(taken.begin(), taken.end(),
                                           [&box](const QRectF &r) { return r.intersects(box); });
            if (free && area.contains(box)) {
                plate->setPos(corner);
                taken.append(box.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2));
                placed = true;
                break;
            }
        }
        plate->setVisible(placed);
    }
}

QList<QPointF> CostTimeChart::pointsOf(const std::vector<CostTimePoint> &points) const
{
    QList<QPointF> list;
    list.reserve(static_cast<qsizetype>(points.size()));
    for (const CostTimePoint &point : points) {
        if (point.hours > 0 && std::isfinite(point.hours) && std::isfinite(point.costUsd))
            list.append(QPointF(point.hours, point.costUsd));
    }
    return list;
}

void CostTimeChart::clear()
{
    m_current.line->clear();
    m_current.markers->clear();
    m_current.points.clear();
    for (Curve &curve : m_others) {
        curve.line->clear();
        curve.markers->clear();
        curve.mark->clear();
        curve.points.clear();
    }
    m_current.clipped->clear();
    m_current.shownClipped.clear();
    for (Curve &curve : m_others) {
        curve.clipped->clear();
        curve.shownClipped.clear();
    }
    m_costCeiling = std::numeric_limits<double>::infinity();
    m_planRuns = true;
    for (QGraphicsSimpleTextItem *label : m_nodeLabels)
        label->parentItem()->setVisible(false);
    m_plan->clear();
    m_bandUpper->clear();
    m_bandLower->clear();
    m_band->setVisible(false);
    m_planPoint = {};
    m_rankedLabels.clear();
    m_comparedCount = 0;
    m_budgetUsd = 0;
    m_deadlineH = 0;
    m_budget->clear();
    m_deadline->clear();
    m_legend->setEntries({});
    setLogX(false);
    // No numbers on an empty chart: they would read as data.
    m_xLinear->setVisible(false);
    m_y->setVisible(false);
    setTicks(m_xLinear, 0, 100, 20, [this](double h) { return formatHours(m_style.locale, h, 0); });
    setTicks(m_y, 0, 1000, 200,
             [this](double usd) { return formatUsd(m_style.locale, usd, 1000, 1); });
}

void CostTimeChart::updateRanges(const ChartData &data, double &xLow, double &xHigh)
{
    double x0 = std::numeric_limits<double>::infinity();
    double x1 = 0;
    double y0 = std::numeric_limits<double>::infinity();
    double y1 = 0;
    // The cost axis stops short of points far above the rest (costCeiling()).
    std::vector<double> costs;
    for (const CostTimeSeries &series : data.costTime) {
        for (const CostTimePoint &point : series.points) {
            if (point.hours > 0 && point.costUsd > 0 && std::isfinite(point.costUsd))
                costs.push_back(point.costUsd);
        }
    }
    const bool planShown = data.layoutRuns && data.currentPoint.hours > 0;
    const double mustShow = std::max(data.budgetUsd, planShown ? data.currentPoint.costUsd : 0.0);
    m_costCeiling = costCeiling(std::move(costs), mustShow);
    const auto include = [&](double h, double usd) {
        if (h > 0 && std::isfinite(h)) {
            x0 = std::min(x0, h);
            x1 = std::max(x1, h);
        }
        if (usd > 0 && std::isfinite(usd) && usd <= m_costCeiling) {
            y0 = std::min(y0, usd);
            y1 = std::max(y1, usd);
        }
    };
    for (const CostTimeSeries &series : data.costTime) {
        for (const CostTimePoint &point : series.points) {
            include(point.hours, point.costUsd);
            if (series.current) {
                include(point.p10Hours, point.p10CostUsd);
                include(point.p90Hours, point.p90CostUsd);
            }
        }
    }
    if (planShown)
        include(data.currentPoint.hours, data.currentPoint.costUsd);
    include(data.deadlineH, data.budgetUsd);
    for (const CostTimePoint &point : m_frontierPoints)
        include(point.hours, point.costUsd);
    if (!(x1 > 0)) {
        x0 = 1;
        x1 = 100;
    }
    if (!(y1 > 0)) {
        y0 = 0;
        y1 = 1000;
    }

    const bool log = x1 / x0 > 20;
    setLogX(log);
    // The last time label sits centred on the axis end: keep room for its right half. Sized
    // for 10 x the longest time, one digit more than any label either axis prints (the log
    // axis ends at niceCeil(1.05 x1) <= 10 x1), so one width serves both axes.
    const QFontMetricsF metrics(xAxis()->labelsFont());
    const double labelWidth = metrics.horizontalAdvance(formatHours(m_style.locale, x1 * 10, 0));
    m_legend->setRightOverhang(labelWidth / 2.0 + 4.0);
    if (log) {
        xLow = niceFloor(x0 / 1.05);
        xHigh = niceCeil(x1 * 1.05);
        m_xLog->setRange(xLow, xHigh);
    } else {
        const double span = std::max(x1 - x0, x1 * 0.1);
        // As many labels as fit the plot's width: "1,000 h" ten times over 250 px elides.
        m_tickedWidth = m_chart->plotArea().width();
        const double step = fittingStep(span, m_tickedWidth, labelWidth);
        xLow = std::max(0.0, std::floor((x0 - span * 0.04) / step) * step);
        xHigh = std::ceil((x1 + span * 0.04) / step) * step;
        const int decimals = decimalsFor(step);
        setTicks(m_xLinear, xLow, xHigh, step,
                 [this, decimals](double h) { return formatHours(m_style.locale, h, decimals); });
    }

    // Cost labels likewise by the plot's height: Qt Charts elides a label its share of the
    // axis cannot hold, so a short chart would read "..." all the way up.
    const double span = std::max(y1 - y0, y1 * 0.1);
    m_tickedHeight = m_chart->plotArea().height();
    const VerticalTicks ticks = fittingVerticalTicks(y0, y1, span, span * 0.04, m_tickedHeight,
                                                     QFontMetricsF(m_y->labelsFont()).height());
    const double unit = usdUnit(ticks.high);
    const int decimals = decimalsFor(ticks.step, unit);
    setTicks(m_y, ticks.low, ticks.high, ticks.step, [this, unit, decimals](double usd) {
        return formatUsd(m_style.locale, usd, unit, decimals);
    });
    // Points off the chart sit just under its top edge, where their triangles show whole;
    // those the rounded-up axis still holds are on it.
    if (std::isfinite(m_costCeiling))
        m_costCeiling = std::max(m_costCeiling, ticks.high);
    m_clippedAt = ticks.high - (ticks.high - ticks.low) * 0.03;
}

void CostTimeChart::setFrontier(const std::vector<CostTimePoint> &points)
{
    m_frontierPoints = points;
    m_frontier->replace(pointsOf(m_frontierPoints));
    if (!m_lastData.costTime.empty())
        setData(ChartData(m_lastData));
}

void CostTimeChart::setPlannerPick(const std::optional<CostTimePoint> &point)
{
    m_pickPoint = point;
    m_pick->replace(point ? pointsOf({*point}) : QList<QPointF>());
    if (!m_lastData.costTime.empty())
        setData(ChartData(m_lastData));
}

std::optional<QPointF> CostTimeChart::plannerPickShown() const
{
    if (m_pick->count() == 0)
        return std::nullopt;
    return m_pick->at(0);
}

int CostTimeChart::frontierPointCount() const
{
    return static_cast<int>(m_frontier->count());
}

void CostTimeChart::setData(const ChartData &data)
{
    m_lastData = data;
    // A layout that breaks a rule at its node count still has the curves of the counts and
    // instance types where it is valid.
    if (data.costTime.empty()) {
        clear();
        return;
    }

    // The own instance (first by contract, but do not rely on it) and the others.
    const CostTimeSeries *current = nullptr;
    std::vector<const CostTimeSeries *> others;
    for (const CostTimeSeries &series : data.costTime) {
        if (series.current && !current)
            current = &series;
        else
            others.push_back(&series);
    }
    if (others.size() > m_others.size()) {
        const std::size_t first = m_others.size();
        m_others.resize(others.size());
        for (std::size_t i = first; i < m_others.size(); ++i)
            createCurve(m_others[i], static_cast<int>(i) + 1);
        raiseCurrent();
    }

    // Rank the others: the compared scenarios first, as the user added them, then the other
    // instance types by their cheapest plan; the first few get a colour and a name.
    std::vector<std::size_t> order(others.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::vector<double> lowest(others.size());
    for (std::size_t i = 0; i < others.size(); ++i)
        lowest[i] = lowestCost(others[i]->points);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (others[a]->compared != others[b]->compared)
            return others[a]->compared;
        return !others[a]->compared && lowest[a] < lowest[b];
    });
    // After the cheapest instance type, the fastest: the two a reader weighs the own
    // instance against.
    const auto first = static_cast<std::ptrdiff_t>(
        std::count_if(others.begin(), others.end(),
                      [](const CostTimeSeries *series) { return series->compared; }));
    if (order.size() > static_cast<std::size_t>(first) + 1) {
        const auto hours = [&](std::size_t i) { return lowestHours(others[i]->points); };
        const auto fastest
            = std::min_element(order.begin() + first + 1, order.end(),
                               [&](std::size_t a, std::size_t b) { return hours(a) < hours(b); });
        if (hours(*fastest) < hours(order[static_cast<std::size_t>(first)]))
            std::rotate(order.begin() + first + 1, fastest, fastest + 1);
    }

    double xLow = 0;
    double xHigh = 0;
    updateRanges(data, xLow, xHigh);
    xAxis()->setVisible(true);
    m_y->setVisible(true);

    if (current) {
        m_current.label = current->label;
        m_current.points = current->points;
    } else {
        m_current.label.clear();
        m_current.points.clear();
    }
    showCurve(m_current);
    updateBand();

    for (std::size_t r = 0; r < order.size(); ++r) {
        Curve &curve = m_others[order[r]];
        const CostTimeSeries &series = *others[order[r]];
        curve.rank = static_cast<int>(r);
        curve.label = series.label;
        curve.points = series.points;
        styleCurve(curve);
        showCurve(curve);
        if (series.compared && series.plan.nodes > 0 && series.plan.hours > 0)
            curve.mark->replace(QList<QPointF>{QPointF(series.plan.hours, series.plan.costUsd)});
        else
            curve.mark->clear();
    }
    for (std::size_t i = others.size(); i < m_others.size(); ++i) {
        m_others[i].points.clear();
        m_others[i].line->clear();
        m_others[i].markers->clear();
        m_others[i].mark->clear();
        m_others[i].clipped->clear();
        m_others[i].shownClipped.clear();
    }

    m_rankedLabels.clear();
    m_comparedCount = 0;
    for (const std::size_t i : order) {
        m_rankedLabels.push_back(others[i]->label);
        m_comparedCount += others[i]->compared ? 1 : 0;
    }

    m_planPoint = data.currentPoint;
    m_planRuns = data.layoutRuns;
    if (m_planRuns && m_planPoint.nodes > 0 && m_planPoint.hours > 0)
        m_plan->replace(QList<QPointF>{QPointF(m_planPoint.hours, m_planPoint.costUsd)});
    else
        m_plan->clear();

    m_budgetUsd = data.budgetUsd;
    m_deadlineH = data.deadlineH;
    if (m_budgetUsd > 0) {
        m_budget->replace(QList<QPointF>{QPointF(xLow, m_budgetUsd), QPointF(xHigh, m_budgetUsd)});
    } else {
        m_budget->clear();
    }
    if (m_deadlineH > 0) {
        m_deadline->replace(
            QList<QPointF>{QPointF(m_deadlineH, m_y->min()), QPointF(m_deadlineH, m_y->max())});
    } else {
        m_deadline->clear();
    }
    updateLegend();
    placeNodeLabels();
}

void CostTimeChart::updateLegend()
{
    // The own instance, the cheapest others, the plan, the limits.
    const double s = m_style.scale;
    QList<FlowLegend::Entry> entries;
    using Kind = FlowLegend::Entry::Kind;
    if (!m_current.points.empty()) {
        entries.append({Kind::Line,
                        QPen(currentColor(), 3.2 * s),
                        {},
                        ChartPanel::tr("%1 (this scenario)").arg(m_current.label)});
    }
    const auto named = static_cast<std::size_t>(m_named);
    for (std::size_t r = 0; r < m_rankedLabels.size() && r < named; ++r) {
        const QColor color = otherColor(static_cast<int>(r), m_named, m_style);
        entries.append({r < m_comparedCount ? Kind::LineDiamond : Kind::Line, QPen(color, 2 * s),
                        QBrush(color), m_rankedLabels[r]});
    }
    if (m_rankedLabels.size() > named) {
        const auto more = static_cast<int>(m_rankedLabels.size() - named);
        entries.append({Kind::Line,
                        QPen(withAlpha(okabeIto::kGrey, 0.6), 1.5 * s),
                        {},
                        ChartPanel::tr("Other instance types (%1)").arg(more)});
    }
    if (m_frontier->count() > 0) {
        entries.append({Kind::Line, frontierPen(), {}, ChartPanel::tr("Planner frontier")});
    }
    if (m_pick->count() > 0 && m_pickPoint) {
        entries.append({Kind::Ring,
                        pickPen(),
                        {},
                        ChartPanel::tr("Selected in the Planner (nodes: %1)")
                            .arg(m_style.locale.toString(m_pickPoint->nodes))});
    }
    if (m_plan->count() > 0) {
        entries.append({Kind::Star, QPen(currentColor(), 1.5 * s), QBrush(m_style.text),
                        ChartPanel::tr("This plan (nodes: %1)")
                            .arg(m_style.locale.toString(m_planPoint.nodes))});
    } else if (!m_planRuns && m_planPoint.nodes > 0) {
        entries.append({Kind::Cross,
                        QPen(currentColor(), 2.5 * s),
                        {},
                        ChartPanel::tr("This plan (nodes: %1) cannot run: see the message "
                                       "beside the inputs")
                            .arg(m_style.locale.toString(m_planPoint.nodes))});
    }
    if (!clippedCurves().isEmpty()) {
        entries.append({Kind::Triangle, QPen(m_style.text, 1.0 * s), QBrush(okabeIto::kGrey),
                        ChartPanel::tr("Off the chart: costs above %1")
                            .arg(formatUsd(m_style.locale, m_y->max()))});
    }
    if (m_budgetUsd > 0) {
        entries.append({Kind::Line,
                        budgetPen(),
                        {},
                        ChartPanel::tr("Budget %1").arg(formatUsd(m_style.locale, m_budgetUsd))});
    }
    if (m_deadlineH > 0) {
        entries.append(
            {Kind::Line,
             deadlinePen(),
             {},
             ChartPanel::tr("Deadline %1").arg(formatHours(m_style.locale, m_deadlineH))});
    }
    m_legend->setEntries(std::move(entries));
}

void CostTimeChart::handleResize()
{
    // A narrow chart names fewer instance types, so the legend leaves room for the plot.
    const int named = namedOthers();
    if (named == m_named)
        return;
    m_named = named;
    for (Curve &curve : m_others)
        styleCurve(curve, true);
    updateLegend();
}

const CostTimePoint *CostTimeChart::nearest(const Curve &curve, const QPointF &value) const
{
    const CostTimePoint *best = nullptr;
    double bestDistance = std::numeric_limits<double>::infinity();
    QAbstractSeries *series = curve.line;
    const QPointF at = m_chart->mapToPosition(value, series);
    for (const CostTimePoint &point : curve.points) {
        if (!(point.hours > 0))
            continue;
        const QPointF p = m_chart->mapToPosition(QPointF(point.hours, point.costUsd), series);
        const double distance = std::hypot(p.x() - at.x(), p.y() - at.y());
        if (distance < bestDistance) {
            bestDistance = distance;
            best = &point;
        }
    }
    return best;
}

void CostTimeChart::showTip(int curveIndex, const QPointF &value, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    QString label;
    const CostTimePoint *point = nullptr;
    if (curveIndex < 0) {
        label = ChartPanel::tr("This plan");
        point = &m_planPoint;
    } else {
        const Curve &curve
            = curveIndex == 0 ? m_current : m_others[static_cast<std::size_t>(curveIndex - 1)];
        label = curve.label;
        point = nearest(curve, value);
    }
    if (!point || point->nodes <= 0)
        return;
    QString text
        = ChartPanel::tr("%1, nodes: %2").arg(label, m_style.locale.toString(point->nodes));
    text += QLatin1Char('\n')
            + ChartPanel::tr("%1, %2").arg(formatHours(m_style.locale, point->hours),
                                           formatUsd(m_style.locale, point->costUsd));
    if (curveIndex == 0)
        text += QLatin1Char('\n') + ChartPanel::tr("Click to use this node count");
    QToolTip::showText(QCursor::pos(), text);
}

void CostTimeChart::showClippedTip(int curveIndex, const QPointF &value, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const Curve &curve
        = curveIndex == 0 ? m_current : m_others[static_cast<std::size_t>(curveIndex - 1)];
    // The point off the chart whose time is nearest the triangle's.
    const CostTimePoint *best = nullptr;
    for (const CostTimePoint &point : curve.points) {
        if (point.costUsd <= m_costCeiling || !(point.hours > 0))
            continue;
        if (!best
            || std::abs(std::log(point.hours / value.x()))
                   < std::abs(std::log(best->hours / value.x())))
            best = &point;
    }
    if (!best || !(value.x() > 0))
        return;
    QString text
        = ChartPanel::tr("%1, nodes: %2").arg(curve.label, m_style.locale.toString(best->nodes));
    text += QLatin1Char('\n')
            + ChartPanel::tr("%1, %2").arg(formatHours(m_style.locale, best->hours),
                                           formatUsd(m_style.locale, best->costUsd));
    text += QLatin1Char('\n') + ChartPanel::tr("Off the chart: costs more than the axis shows");
    QToolTip::showText(QCursor::pos(), text);
}

void CostTimeChart::pick(const QPointF &value)
{
    if (const CostTimePoint *point = nearest(m_current, value))
        emit nodeCountPicked(point->nodes);
}

} // namespace scaleplan
