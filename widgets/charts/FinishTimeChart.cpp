// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/FinishTimeChart.h"

#include "charts/ChartStyle.h"

#include <QEvent>
#include <QPainter>
#include <QVBoxLayout>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace scaleplan {

using namespace chartstyle;

struct FinishTimeChart::Private
{
    QChart *chart = nullptr;
    QChartView *view = nullptr;
    QLineSeries *outline = nullptr; ///< step outline of the bars (upper edge of the area)
    QAreaSeries *bars = nullptr;
    std::array<QLineSeries *, 3> percentiles{};
    QValueAxis *x = nullptr;
    QValueAxis *y = nullptr;
    int bins = 0;
};

FinishTimeChart::FinishTimeChart(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->chart = new QChart;
    d->chart->setTitle(tr("Simulated finish times"));
    d->chart->setAnimationOptions(QChart::NoAnimation);
    d->x = new QValueAxis;
    d->x->setTitleText(tr("Wall-clock time (h)"));
    d->x->setLabelFormat(QStringLiteral("%.0f"));
    d->x->setTickCount(4);
    d->y = new QValueAxis;
    d->y->setTitleText(tr("Trials"));
    d->y->setLabelFormat(QStringLiteral("%.0f"));
    d->y->setTickCount(4);
    d->chart->addAxis(d->x, Qt::AlignBottom);
    d->chart->addAxis(d->y, Qt::AlignLeft);
    d->outline = new QLineSeries(this);
    d->bars = new QAreaSeries(d->outline);
    d->bars->setName(tr("Trials per bin"));
    d->chart->addSeries(d->bars);
    d->bars->attachAxis(d->x);
    d->bars->attachAxis(d->y);
    // p10 and p90 share a pen and one legend entry; the median has its own.
    const std::array<QString, 3> names = {tr("p10 and p90"), tr("p50 (median)"), QString()};
    for (std::size_t i = 0; i < d->percentiles.size(); ++i) {
        d->percentiles[i] = new QLineSeries;
        d->percentiles[i]->setName(names[i]);
        d->chart->addSeries(d->percentiles[i]);
        d->percentiles[i]->attachAxis(d->x);
        d->percentiles[i]->attachAxis(d->y);
    }
    for (QLegendMarker *marker : d->chart->legend()->markers(d->percentiles[2]))
        marker->setVisible(false);
    d->chart->legend()->setAlignment(Qt::AlignBottom); // a narrow dock has no room beside
    d->view = new QChartView(d->chart, this);          // takes the chart over
    d->view->setRenderHint(QPainter::Antialiasing);
    d->view->setMinimumHeight(280); // room for the axes' labels and titles and the legend
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
    applyStyle();
    clear();
}

FinishTimeChart::~FinishTimeChart() = default;

void FinishTimeChart::applyStyle()
{
    const Style style = Style::from(palette(), font(), locale(), false);
    applyToChart(d->chart, style);
    applyToAxis(d->x, style);
    applyToAxis(d->y, style);
    QColor fill = style.readable(okabeIto::kBlue);
    d->bars->setPen(QPen(fill, 1.2));
    fill.setAlphaF(0.35f);
    d->bars->setBrush(fill);
    const QPen band(style.readable(okabeIto::kVermillion), 2.0, Qt::DashLine);
    d->percentiles[0]->setPen(band);
    d->percentiles[1]->setPen(QPen(style.text, 2.0, Qt::SolidLine));
    d->percentiles[2]->setPen(band);
}

void FinishTimeChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::LocaleChange)
        applyStyle();
}

void FinishTimeChart::clear()
{
    d->outline->clear();
    for (QLineSeries *line : d->percentiles)
        line->clear();
    d->bins = 0;
    d->x->setRange(0, 1);
    d->y->setRange(0, 1);
    d->x->setVisible(false);
    d->y->setVisible(false);
}

void FinishTimeChart::setHistogram(const engine::Histogram &histogram, double p10H, double p50H,
                                   double p90H)
{
    if (histogram.counts.empty() || !(histogram.binWidthH > 0) || !std::isfinite(histogram.lowH)) {
        clear();
        return;
    }
    QList<QPointF> steps;
    int highest = 0;
    double x = histogram.lowH;
    steps.append(QPointF(x, 0));
    for (const int count : histogram.counts) {
        steps.append(QPointF(x, count));
        x += histogram.binWidthH;
        steps.append(QPointF(x, count));
        highest = std::max(highest, count);
    }
    steps.append(QPointF(x, 0));
    d->outline->replace(steps);
    d->bins = static_cast<int>(histogram.counts.size());
    const double top = std::max(1.0, highest * 1.1);
    const std::array<double, 3> at = {p10H, p50H, p90H};
    for (std::size_t i = 0; i < at.size(); ++i)
        d->percentiles[i]->replace({QPointF(at[i], 0), QPointF(at[i], top)});
    const double span = x - histogram.lowH;
    d->x->setRange(histogram.lowH - 0.02 * span, x + 0.02 * span);
    d->x->applyNiceNumbers();
    d->y->setRange(0, top);
    d->y->applyNiceNumbers();
    d->x->setVisible(true);
    d->y->setVisible(true);
}

int FinishTimeChart::binCount() const
{
    return d->bins;
}

QImage FinishTimeChart::render(const QSize &size) const
{
    return chartstyle::renderView(d->view, size, palette().base().color());
}

} // namespace scaleplan
