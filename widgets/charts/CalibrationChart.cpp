// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/CalibrationChart.h"

#include "charts/ChartStyle.h"

#include <QPainter>
#include <QVBoxLayout>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scaleplan {

using namespace chartstyle;

struct CalibrationChart::Private
{
    QChart *chart = nullptr;
    QChartView *view = nullptr;
    QLineSeries *bandHigh = nullptr;
    QLineSeries *bandLow = nullptr;
    QAreaSeries *band = nullptr;
    QLineSeries *prediction = nullptr;
    QScatterSeries *measured = nullptr;
    QScatterSeries *fitted = nullptr;
    QLogValueAxis *x = nullptr;
    QLogValueAxis *y = nullptr;
};

CalibrationChart::CalibrationChart(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->chart = new QChart;
    d->chart->setTitle(tr("Measured and fitted step times"));
    d->chart->setAnimationOptions(QChart::NoAnimation);
    d->x = new QLogValueAxis;
    d->x->setBase(2);
    d->x->setLabelFormat(QStringLiteral("%.0f"));
    d->x->setTitleText(tr("GPUs (log scale)"));
    d->y = new QLogValueAxis;
    d->y->setBase(10);
    d->y->setMinorTickCount(8);
    d->y->setLabelFormat(QStringLiteral("%.6g")); // 1000, not 1e+03
    d->y->setTitleText(tr("Step time (s, log scale)"));
    d->chart->addAxis(d->x, Qt::AlignBottom);
    d->chart->addAxis(d->y, Qt::AlignLeft);

    d->bandHigh = new QLineSeries(this);
    d->bandLow = new QLineSeries(this);
    d->band = new QAreaSeries(d->bandHigh, d->bandLow);
    d->band->setName(tr("90% band"));
    d->prediction = new QLineSeries;
    d->prediction->setName(tr("Extrapolated (target layout)"));
    d->fitted = new QScatterSeries;
    d->fitted->setName(tr("Fitted"));
    d->fitted->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    d->measured = new QScatterSeries;
    d->measured->setName(tr("Measured"));
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(d->band), static_cast<QAbstractSeries *>(d->prediction),
          static_cast<QAbstractSeries *>(d->fitted), static_cast<QAbstractSeries *>(d->measured)}) {
        d->chart->addSeries(series);
        series->attachAxis(d->x);
        series->attachAxis(d->y);
    }
    const Style style = Style::from(palette(), font(), locale(), false);
    applyToChart(d->chart, style);
    applyToAxis(d->x, style);
    applyToAxis(d->y, style);
    QColor bandColor = style.readable(okabeIto::kBlue);
    d->prediction->setPen(QPen(bandColor, 2.0));
    bandColor.setAlphaF(0.2f);
    d->band->setBrush(bandColor);
    d->band->setPen(Qt::NoPen);
    // Measured: open rings, so the fitted squares stay visible inside them.
    d->measured->setColor(Qt::transparent);
    d->measured->setBorderColor(okabeIto::kVermillion);
    d->measured->setPen(QPen(okabeIto::kVermillion, 2.0));
    d->measured->setMarkerSize(14);
    d->fitted->setColor(style.readable(okabeIto::kBluishGreen));
    d->fitted->setMarkerSize(7);

    d->view = new QChartView(d->chart, this); // takes the chart over
    d->view->setRenderHint(QPainter::Antialiasing);
    d->view->setMinimumHeight(240);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
    clear();
}

CalibrationChart::~CalibrationChart() = default;

void CalibrationChart::clear()
{
    for (QXYSeries *series :
         {static_cast<QXYSeries *>(d->bandHigh), static_cast<QXYSeries *>(d->bandLow),
          static_cast<QXYSeries *>(d->prediction), static_cast<QXYSeries *>(d->measured),
          static_cast<QXYSeries *>(d->fitted)})
        series->clear();
    d->x->setRange(1, 64);
    d->y->setRange(0.1, 10);
}

void CalibrationChart::setFit(const engine::CalibrationFit &fit,
                              const std::vector<engine::Extrapolation> &extrapolation)
{
    clear();
    double x0 = std::numeric_limits<double>::infinity();
    double x1 = 0;
    double y0 = std::numeric_limits<double>::infinity();
    double y1 = 0;
    const auto include = [&](double x, double y) {
        x0 = std::min(x0, x);
        x1 = std::max(x1, x);
        y0 = std::min(y0, y);
        y1 = std::max(y1, y);
    };
    const auto usable
        = [](double x, double y) { return x > 0 && y > 0 && std::isfinite(x) && std::isfinite(y); };
    for (const engine::FittedPoint &p : fit.points) {
        const auto gpus = static_cast<double>(p.gpus);
        if (!usable(gpus, p.measuredS) || !usable(gpus, p.fittedS))
            continue;
        d->measured->append(gpus, p.measuredS);
        d->fitted->append(gpus, p.fittedS);
        include(gpus, p.measuredS);
        include(gpus, p.fittedS);
    }
    for (const engine::Extrapolation &e : extrapolation) {
        const auto gpus = static_cast<double>(e.gpus);
        if (!usable(gpus, e.lowS) || !usable(gpus, e.highS) || !usable(gpus, e.stepTimeS))
            continue;
        d->prediction->append(gpus, e.stepTimeS);
        d->bandHigh->append(gpus, e.highS);
        d->bandLow->append(gpus, e.lowS);
        include(gpus, e.lowS);
        include(gpus, e.highS);
    }
    if (!(x1 > 0))
        return;
    d->x->setRange(std::max(0.5, x0 / 1.5), x1 * 1.5);
    d->y->setRange(y0 / 1.3, y1 * 1.3);
}

int CalibrationChart::bandPointCount() const
{
    return static_cast<int>(d->bandHigh->count());
}

QImage CalibrationChart::render(const QSize &size) const
{
    return chartstyle::renderView(d->view, size, palette().base().color());
}

} // namespace scaleplan
