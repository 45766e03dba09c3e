// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartStyle.h"

#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QPen>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

#include <algorithm>
#include <cmath>

namespace scaleplan::chartstyle {

namespace {

QColor blend(const QColor &a, const QColor &b, double weightOfA)
{
    const double w = std::clamp(weightOfA, 0.0, 1.0);
    return QColor::fromRgbF(static_cast<float>(a.redF() * w + b.redF() * (1 - w)),
                            static_cast<float>(a.greenF() * w + b.greenF() * (1 - w)),
                            static_cast<float>(a.blueF() * w + b.blueF() * (1 - w)));
}

QFont scaled(const QFont &font, double factor)
{
    QFont result = font;
    if (font.pointSizeF() > 0)
        result.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        result.setPixelSize(std::max(1, static_cast<int>(std::lround(font.pixelSize() * factor))));
    return result;
}

} // namespace

Style Style::from(const QPalette &palette, const QFont &font, const QLocale &locale,
                  bool presentation)
{
    Style style;
    style.background = palette.color(QPalette::Base);
    style.text = palette.color(QPalette::Text);
    style.dark = style.background.lightnessF() < 0.5;
    style.grid = blend(style.text, style.background, 0.18);
    // Large enough for a projector, small enough that axis labels of a quarter-screen
    // chart are not elided.
    style.font = presentation ? scaled(font, 1.3) : font;
    style.locale = locale;
    style.scale = presentation ? 1.5 : 1.0;
    return style;
}

QFont Style::titleFont() const
{
    QFont title = scaled(font, 1.1);
    title.setBold(true);
    return title;
}

QFont Style::labelFont() const
{
    return scaled(font, 0.9);
}

QColor Style::readable(const QColor &color) const
{
    if (dark && color.lightnessF() < 0.45)
        return color.lighter(160);
    return color;
}

void applyToChart(QChart *chart, const Style &style)
{
    chart->setBackgroundBrush(style.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(style.text);
    chart->setTitleFont(style.titleFont());
    chart->setLocale(style.locale);
    chart->setLocalizeNumbers(true);
    chart->legend()->setLabelColor(style.text);
    chart->legend()->setFont(style.labelFont());
}

void applyToAxis(QAbstractAxis *axis, const Style &style)
{
    axis->setLabelsBrush(style.text);
    axis->setLabelsFont(style.labelFont());
    axis->setTitleBrush(style.text);
    axis->setTitleFont(style.labelFont());
    axis->setLinePen(QPen(blend(style.text, style.background, 0.5), 1));
    axis->setGridLinePen(QPen(style.grid, 1));
    QColor minor = style.grid;
    minor.setAlphaF(0.5f);
    axis->setMinorGridLinePen(QPen(minor, 1, Qt::DotLine));
}

double niceStep(double span, int ticks)
{
    if (!(span > 0) || ticks < 1 || !std::isfinite(span))
        return 1;
    const double raw = span / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double normalized = raw / magnitude;
    const double nice = normalized < 1.5 ? 1 : normalized < 3 ? 2 : normalized < 7 ? 5 : 10;
    return nice * magnitude;
}

double fittingStep(double span, double axisWidth, double labelWidth)
{
    double step = niceStep(span, 5);
    if (!(axisWidth > 0) || !(labelWidth > 0) || !(span > 0))
        return step;
    const double gap = 0.5 * labelWidth;
    // Labels over span / step intervals, plus one for the padding either side; a plot too
    // narrow for even two labels keeps one interval.
    while (span / step > 1.0 && (span / step + 2.0) * (labelWidth + gap) > axisWidth)
        step = niceStep(step * 2.0, 1); // the next nice step up: 1 -> 2 -> 5 -> 10
    return step;
}

VerticalTicks fittingVerticalTicks(double from, double to, double span, double pad,
                                   double axisHeight, double lineHeight)
{
    constexpr double kLabelPadding = 4.0; // Qt Charts: ChartAxisElement::labelPadding()
    constexpr double kTextMargin = 0.5;   // Qt Charts: ChartPresenter::textMargin()
    const auto ticksAt = [&](double step) {
        return VerticalTicks{std::max(0.0, std::floor((from - pad) / step) * step),
                             std::ceil((to + pad) / step) * step, step};
    };
    VerticalTicks ticks = ticksAt(niceStep(span, 5));
    if (!(axisHeight > 0) || !(lineHeight > 0))
        return ticks;
    const double needed = lineHeight + 2.0 * kTextMargin + 2.0 * kLabelPadding;
    // Labels: one a tick, and the empty one a category axis adds; stop at one interval.
    const auto labels
        = [](const VerticalTicks &t) { return std::round((t.high - t.low) / t.step) + 2.0; };
    while (labels(ticks) > 3.0 && axisHeight / labels(ticks) < needed)
        ticks = ticksAt(niceStep(ticks.step * 2.0, 1)); // the next nice step up
    return ticks;
}

void setTicks(QCategoryAxis *axis, double low, double high, double step,
              const std::function<QString(double)> &label)
{
    const QStringList old = axis->categoriesLabels();
    for (const QString &name : old)
        axis->remove(name);
    axis->setStartValue(low);
    const auto count = static_cast<int>(std::lround((high - low) / step));
    for (int i = 0; i <= count; ++i) {
        const double value = i == count ? high : low + i * step;
        axis->append(label(value), value);
    }
    axis->setRange(low, high);
}

QImage renderView(QChartView *view, const QSize &size, const QColor &background)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

} // namespace scaleplan::chartstyle
