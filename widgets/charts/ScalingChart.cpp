// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ScalingChart.h"

#include "charts/ChartPanel.h"
#include "charts/FlowLegend.h"

#include <QCursor>
#include <QPen>
#include <QToolTip>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scaleplan {

using namespace chartstyle;

namespace {

double powerOfTwoBelow(double value)
{
    return std::exp2(std::floor(std::log2(value) + 1e-9));
}

double powerOfTwoAbove(double value)
{
    return std::exp2(std::ceil(std::log2(value) - 1e-9));
}

} // namespace

ScalingChart::ScalingChart(QObject *parent)
    : QObject(parent)
    , m_chart(new QChart)
{
    m_chart->setTitle(ChartPanel::tr("Scaling"));
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_legend = new FlowLegend(m_chart);

    m_nodes = new QLogValueAxis;
    m_nodes->setBase(2);
    m_nodes->setLabelFormat(QStringLiteral("%.0f"));
    m_nodes->setTitleText(ChartPanel::tr("Nodes"));
    m_speedupAxis = new QLogValueAxis;
    m_speedupAxis->setBase(2);
    m_speedupAxis->setLabelFormat(
        ChartPanel::tr("%.0f×", "speedup axis label; keep %.0f (printf-style)"));
    m_speedupAxis->setTitleText(ChartPanel::tr("Speedup"));
    m_efficiencyAxis = new QValueAxis;
    m_efficiencyAxis->setTickType(QValueAxis::TicksDynamic);
    m_efficiencyAxis->setTickAnchor(0);
    m_efficiencyAxis->setTickInterval(20);
    m_efficiencyAxis->setLabelFormat(
        ChartPanel::tr("%.0f %", "efficiency axis label; keep %.0f (printf-style)"));
    m_efficiencyAxis->setTitleText(ChartPanel::tr("Scaling efficiency"));
    m_chart->addAxis(m_nodes, Qt::AlignBottom);
    m_chart->addAxis(m_speedupAxis, Qt::AlignLeft);
    m_chart->addAxis(m_efficiencyAxis, Qt::AlignRight);

    m_ideal = new QLineSeries;
    m_ideal->setName(ChartPanel::tr("Ideal speedup"));
    m_efficiency = new QLineSeries;
    m_efficiency->setName(ChartPanel::tr("Scaling efficiency"));
    m_speedup = new QLineSeries;
    m_speedup->setName(ChartPanel::tr("Speedup"));
    for (QLineSeries *series : {m_efficiency, m_speedup, m_ideal}) { // ideal on top
        m_chart->addSeries(series);
        series->attachAxis(m_nodes);
        series->attachAxis(series == m_efficiency ? static_cast<QAbstractAxis *>(m_efficiencyAxis)
                                                  : m_speedupAxis);
    }
    connect(m_speedup, &QLineSeries::hovered, this,
            [this](const QPointF &value, bool state) { showTip(value, state); });
    connect(m_efficiency, &QLineSeries::hovered, this,
            [this](const QPointF &value, bool state) { showTip(value, state); });
    // Drawn on top: with near-linear scaling it covers the speedup line.
    connect(m_ideal, &QLineSeries::hovered, this,
            [this](const QPointF &value, bool state) { showTip(value, state); });

    applyStyle(Style::from(QPalette(), QFont(), QLocale(), false));
    clear();
}

ScalingChart::~ScalingChart() = default;

void ScalingChart::applyStyle(const Style &style)
{
    m_style = style;
    applyToChart(m_chart, style);
    applyToAxis(m_nodes, style);
    applyToAxis(m_speedupAxis, style);
    applyToAxis(m_efficiencyAxis, style);
    // Only the left axis draws grid lines; two grids would not line up.
    m_efficiencyAxis->setGridLineVisible(false);
    const double s = style.scale;
    m_speedup->setPen(QPen(style.readable(okabeIto::kBlue), 2.5 * s));
    m_speedup->setMarkerSize(6 * s);
    m_speedup->setPointsVisible(true);
    QPen efficiency(okabeIto::kOrange, 2.5 * s);
    m_efficiency->setPen(efficiency);
    m_efficiency->setMarkerSize(6 * s);
    m_efficiency->setPointsVisible(true);
    m_ideal->setPen(QPen(style.text, 1.2 * s, Qt::DashLine));
    m_legend->setLook(style.labelFont(), style.text, style.scale);
    showLegend(!m_points.empty());
}

void ScalingChart::showLegend(bool show)
{
    using Kind = FlowLegend::Entry::Kind;
    if (show) {
        m_legend->setEntries({{Kind::Line, m_speedup->pen(), {}, m_speedup->name()},
                              {Kind::Line, m_efficiency->pen(), {}, m_efficiency->name()},
                              {Kind::Line, m_ideal->pen(), {}, m_ideal->name()}});
    } else {
        m_legend->setEntries({});
    }
    // No numbers on an empty chart: they would read as data.
    m_nodes->setVisible(show);
    m_speedupAxis->setVisible(show);
    m_efficiencyAxis->setVisible(show);
}

void ScalingChart::clear()
{
    m_points.clear();
    m_speedup->clear();
    m_efficiency->clear();
    m_ideal->clear();
    m_nodes->setRange(1, 64);
    m_speedupAxis->setRange(1, 64);
    m_efficiencyAxis->setRange(0, 110);
    showLegend(false);
}

void ScalingChart::setData(const ChartData &data)
{
    // The own curve's node counts, also while the layout breaks a rule at its own count.
    m_points.clear();
    for (const ScalingPoint &point : data.scaling) {
        if (point.nodes > 0 && point.speedup > 0 && std::isfinite(point.speedup)
            && std::isfinite(point.efficiency))
            m_points.push_back(point);
    }
    if (m_points.empty()) {
        clear();
        return;
    }
    QList<QPointF> speedup;
    QList<QPointF> efficiency;
    speedup.reserve(static_cast<qsizetype>(m_points.size()));
    efficiency.reserve(static_cast<qsizetype>(m_points.size()));
    double maxSpeedup = 1;
    double minSpeedup = 1;
    double maxEfficiency = 100;
    for (const ScalingPoint &point : m_points) {
        const auto nodes = static_cast<double>(point.nodes);
        speedup.append(QPointF(nodes, point.speedup));
        efficiency.append(QPointF(nodes, point.efficiency * 100));
        maxSpeedup = std::max(maxSpeedup, point.speedup);
        minSpeedup = std::min(minSpeedup, point.speedup);
        maxEfficiency = std::max(maxEfficiency, point.efficiency * 100);
    }
    const auto first = static_cast<double>(m_points.front().nodes);
    const auto last = static_cast<double>(m_points.back().nodes);
    const double idealMax = last / first;
    maxSpeedup = std::max(maxSpeedup, idealMax);

    m_speedup->replace(speedup);
    m_efficiency->replace(efficiency);
    m_ideal->replace(QList<QPointF>{QPointF(first, 1), QPointF(last, idealMax)});

    // Powers of two (the labelled ticks), a little wider so end markers are not clipped.
    constexpr double kPad = 1.12;
    double low = powerOfTwoBelow(first);
    double high = powerOfTwoAbove(last);
    if (high <= low)
        high = low * 2;
    m_nodes->setRange(low / kPad, high * kPad);
    double speedLow = powerOfTwoBelow(minSpeedup);
    double speedHigh = powerOfTwoAbove(maxSpeedup);
    if (speedHigh <= speedLow)
        speedHigh = speedLow * 2;
    m_speedupAxis->setRange(speedLow / kPad, speedHigh * kPad);
    m_efficiencyAxis->setRange(0, std::ceil(maxEfficiency / 20 + 0.25) * 20);
    if (!m_nodes->isVisible())
        showLegend(true);
}

void ScalingChart::showTip(const QPointF &value, bool state)
{
    if (!state || m_points.empty()) {
        QToolTip::hideText();
        return;
    }
    // The nearest sampled node count along the (logarithmic) x axis.
    const ScalingPoint *best = nullptr;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (const ScalingPoint &point : m_points) {
        const double distance
            = std::abs(std::log2(static_cast<double>(point.nodes)) - std::log2(value.x()));
        if (distance < bestDistance) {
            bestDistance = distance;
            best = &point;
        }
    }
    if (!best)
        return;
    const QString text = ChartPanel::tr("Nodes: %1").arg(m_style.locale.toString(best->nodes))
                         + QLatin1Char('\n')
                         + ChartPanel::tr("Speedup %1×, efficiency %2 %")
                               .arg(m_style.locale.toString(best->speedup, 'f', 1),
                                    m_style.locale.toString(best->efficiency * 100, 'f', 0));
    QToolTip::showText(QCursor::pos(), text);
}

} // namespace scaleplan
