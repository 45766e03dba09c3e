// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/SensitivityChart.h"

#include "charts/ChartStyle.h"
#include "common/Format.h"

#include <QCursor>
#include <QEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace scaleplan {

using namespace chartstyle;

struct SensitivityChart::Private
{
    QChart *chart = nullptr;
    QChartView *view = nullptr;
    QHorizontalBarSeries *series = nullptr;
    QBarSet *lower = nullptr;
    QBarSet *higher = nullptr;
    QBarCategoryAxis *inputs = nullptr;
    QValueAxis *change = nullptr;
    QStringList labels; ///< top first, as given
    QString measure;
    int rows = 0;
};

SensitivityChart::SensitivityChart(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->chart = new QChart;
    d->chart->setAnimationOptions(QChart::NoAnimation);
    d->series = new QHorizontalBarSeries;
    d->lower = new QBarSet(QString());
    d->higher = new QBarSet(QString());
    d->series->append(d->lower);
    d->series->append(d->higher);
    d->series->setBarWidth(0.8);
    d->chart->addSeries(d->series);
    d->inputs = new QBarCategoryAxis;
    d->inputs->setTruncateLabels(false); // the input names whole; the bars take what is left
    d->change = new QValueAxis;
    d->change->setTitleText(tr("Change (%)"));
    d->chart->addAxis(d->inputs, Qt::AlignLeft);
    d->chart->addAxis(d->change, Qt::AlignBottom);
    d->series->attachAxis(d->inputs);
    d->series->attachAxis(d->change);
    d->chart->legend()->setAlignment(Qt::AlignBottom);
    connect(
        d->series, &QHorizontalBarSeries::hovered, this, [this](bool on, int index, QBarSet *set) {
            // Bars are listed bottom up; labels top down.
            const auto row = d->rows - 1 - index;
            if (!on || row < 0 || row >= d->labels.size()) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(), tr("%1, %2: %3 %4")
                                                   .arg(d->labels.at(row), set->label(), d->measure,
                                                        formatChange(set->at(index) / 100.0)));
        });
    d->view = new QChartView(d->chart, this); // takes the chart over
    d->view->setRenderHint(QPainter::Antialiasing);
    d->view->setMinimumHeight(240);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
    applyStyle();
    clear();
}

SensitivityChart::~SensitivityChart() = default;

void SensitivityChart::applyStyle()
{
    const Style style = Style::from(palette(), font(), locale(), false);
    applyToChart(d->chart, style);
    applyToAxis(d->inputs, style);
    applyToAxis(d->change, style);
    d->inputs->setGridLineVisible(false);
    d->lower->setColor(style.readable(okabeIto::kVermillion));
    d->lower->setBorderColor(style.readable(okabeIto::kVermillion));
    d->higher->setColor(style.readable(okabeIto::kBlue));
    d->higher->setBorderColor(style.readable(okabeIto::kBlue));
}

void SensitivityChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::LocaleChange)
        applyStyle();
}

void SensitivityChart::clear()
{
    d->lower->remove(0, d->lower->count());
    d->higher->remove(0, d->higher->count());
    d->inputs->clear();
    d->labels.clear();
    d->rows = 0;
    d->chart->setTitle(QString());
    d->change->setRange(-1, 1);
    d->change->setVisible(false);
    d->inputs->setVisible(false);
    d->chart->legend()->setVisible(false);
}

void SensitivityChart::setRows(const QStringList &labels, const QList<double> &ifLower,
                               const QList<double> &ifHigher, double step, const QString &title,
                               const QString &measure)
{
    const auto rows = std::min({labels.size(), ifLower.size(), ifHigher.size()});
    if (rows == 0) {
        clear();
        return;
    }
    d->lower->remove(0, d->lower->count());
    d->higher->remove(0, d->higher->count());
    d->inputs->clear();
    d->labels = labels.mid(0, rows);
    d->measure = measure;
    d->rows = static_cast<int>(rows);
    const QString percent = formatPercent(step, 0);
    d->lower->setLabel(tr("Input %1 lower").arg(percent));
    d->higher->setLabel(tr("Input %1 higher").arg(percent));
    d->chart->setTitle(title);
    double largest = 0;
    QStringList bottomUp;
    for (auto i = rows; i-- > 0;) {
        bottomUp.append(labels.at(i));
        d->lower->append(100.0 * ifLower.at(i));
        d->higher->append(100.0 * ifHigher.at(i));
        largest = std::max({largest, std::abs(ifLower.at(i)), std::abs(ifHigher.at(i))});
    }
    d->inputs->append(bottomUp);
    // Symmetric about no change, so that left and right read alike.
    const double edge = std::max(100.0 * largest * 1.1, 0.5);
    const double tick = niceStep(2 * edge, 4);
    const double end = std::ceil(edge / tick) * tick;
    d->change->setRange(-end, end);
    d->change->setTickCount(static_cast<int>(std::lround(2 * end / tick)) + 1);
    d->change->setLabelFormat(tick < 1 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    d->change->setVisible(true);
    d->inputs->setVisible(true);
    d->chart->legend()->setVisible(true);
}

int SensitivityChart::rowCount() const
{
    return d->rows;
}

QImage SensitivityChart::render(const QSize &size) const
{
    return chartstyle::renderView(d->view, size, palette().base().color());
}

} // namespace scaleplan
