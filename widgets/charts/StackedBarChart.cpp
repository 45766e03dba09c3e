// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/StackedBarChart.h"

#include "charts/FlowLegend.h"
#include "common/Format.h"

#include <QCursor>
#include <QPen>
#include <QTextDocument>
#include <QToolTip>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace scaleplan {

using namespace chartstyle;

StackedBarChart::StackedBarChart(const QString &title, QList<Part> parts, const QString &limitName,
                                 Describe describe, QObject *parent)
    : QObject(parent)
    , m_chart(new QChart)
    , m_parts(std::move(parts))
    , m_describe(std::move(describe))
{
    m_chart->setTitle(title);
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_legend = new FlowLegend(m_chart);

    m_series = new QHorizontalStackedBarSeries;
    m_series->setBarWidth(0.55);
    for (const Part &part : std::as_const(m_parts)) {
        auto *set = new QBarSet(part.name);
        set->append(0.0);
        m_sets.append(set);
    }
    m_series->append(m_sets);
    m_chart->addSeries(m_series);
    connect(m_series, &QHorizontalStackedBarSeries::hovered, this,
            [this](bool state, int, QBarSet *set) { showTip(state, set); });

    m_category = new QBarCategoryAxis;
    m_category->append(QStringLiteral(" "));
    m_category->setVisible(false);
    m_value = new QValueAxis;
    m_value->setTickType(QValueAxis::TicksDynamic);
    m_value->setTickAnchor(0);
    m_chart->addAxis(m_value, Qt::AlignBottom);
    m_chart->addAxis(m_category, Qt::AlignLeft);
    m_series->attachAxis(m_value);
    m_series->attachAxis(m_category);

    if (!limitName.isEmpty()) {
        m_limitY = new QValueAxis;
        m_limitY->setRange(0, 1);
        m_limitY->setVisible(false);
        m_chart->addAxis(m_limitY, Qt::AlignRight);
        m_limit = new QLineSeries;
        m_limit->setName(limitName);
        m_chart->addSeries(m_limit);
        m_limit->attachAxis(m_value);
        m_limit->attachAxis(m_limitY);
    }
    applyStyle(Style::from(QPalette(), QFont(), QLocale(), false));
    clear();
}

StackedBarChart::~StackedBarChart() = default;

void StackedBarChart::applyStyle(const Style &style)
{
    m_style = style;
    applyToChart(m_chart, style);
    applyToAxis(m_value, style);
    for (qsizetype i = 0; i < m_sets.size(); ++i) {
        m_sets[i]->setColor(m_parts[i].color);
        m_sets[i]->setBorderColor(style.background);
        m_sets[i]->setPen(QPen(style.background, 1));
    }
    if (m_limit)
        m_limit->setPen(QPen(okabeIto::kVermillion, 2.5 * style.scale));
    m_legend->setLook(style.labelFont(), style.text, style.scale);
}

void StackedBarChart::setAxis(double high)
{
    if (!(high > 0))
        high = 1;
    const double step = niceStep(high, 5);
    high = std::ceil(high / step - 1e-9) * step;
    // Dynamic ticks are laid out on every change: never let an old small interval meet a
    // new large range (thousands of ticks), so shrink first whichever shrinks.
    if (step > m_value->tickInterval()) {
        m_value->setTickInterval(step);
        m_value->setRange(0, high);
    } else {
        m_value->setRange(0, high);
        m_value->setTickInterval(step);
    }
    m_value->setLabelFormat(QStringLiteral("%.%1f").arg(decimalsFor(step)));
}

void StackedBarChart::clear()
{
    m_total = 0;
    for (QBarSet *set : std::as_const(m_sets))
        set->replace(0, 0.0);
    m_legend->setEntries({});
    if (m_limit)
        m_limit->clear();
    m_value->setTitleText(QString());
    m_value->setVisible(false); // no numbers on an empty chart: they would read as data
    setAxis(1);
}

void StackedBarChart::setValues(const std::vector<double> &values, double limit,
                                const QString &axisTitle, const QString &limitLabel)
{
    m_total = 0;
    for (qsizetype i = 0; i < m_sets.size(); ++i) {
        const auto index = static_cast<std::size_t>(i);
        const double value = index < values.size() && std::isfinite(values[index])
                                 ? std::max(0.0, values[index])
                                 : 0.0;
        m_total += value;
    }
    QList<FlowLegend::Entry> entries;
    for (qsizetype i = 0; i < m_sets.size(); ++i) {
        const auto index = static_cast<std::size_t>(i);
        const double value = index < values.size() && std::isfinite(values[index])
                                 ? std::max(0.0, values[index])
                                 : 0.0;
        m_sets[i]->replace(0, value);
        // Parts that take no time (or memory) would only clutter the legend.
        if (value > 0) {
            const double share = m_total > 0 ? value / m_total : 0;
            entries.append({FlowLegend::Entry::Kind::Box, QPen(m_style.text, 0.5),
                            QBrush(m_parts[i].color),
                            m_describe(m_parts[i].name, value, share, false)});
        }
    }
    m_value->setTitleText(axisTitle);
    m_value->setVisible(true);

    double high = m_total;
    if (m_limit) {
        const bool show = limit > 0 && std::isfinite(limit);
        if (show) {
            m_limit->replace(QList<QPointF>{QPointF(limit, 0), QPointF(limit, 1)});
            m_limit->setName(limitLabel);
            high = std::max(high, limit);
            entries.append({FlowLegend::Entry::Kind::Line, m_limit->pen(), {}, limitLabel});
        } else {
            m_limit->clear();
        }
    }
    m_legend->setEntries(std::move(entries));
    setAxis(high * 1.1);
}

void StackedBarChart::showTip(bool state, QBarSet *set)
{
    if (!state || !set) {
        QToolTip::hideText();
        return;
    }
    // Qt shows a plain-text tip on one line, which the longer origins stretch across the
    // screen; as rich text with normal white space it wraps its words.
    const qsizetype i = m_sets.indexOf(set);
    if (i >= 0)
        QToolTip::showText(QCursor::pos(),
                           Qt::convertFromPlainText(tipText(i), Qt::WhiteSpaceNormal));
}

QString StackedBarChart::tipText(qsizetype index) const
{
    if (index < 0 || index >= m_sets.size())
        return {};
    const double value = m_sets[index]->at(0);
    const Part &part = m_parts[index];
    const QString tip = m_describe(part.name, value, m_total > 0 ? value / m_total : 0, true);
    return part.origin.isEmpty() ? tip : tip + QLatin1Char('\n') + part.origin;
}

} // namespace scaleplan
