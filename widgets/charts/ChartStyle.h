// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ChartStyle.h
/// \brief Colours, fonts and tick layout the charts share (their number formats are in
/// common/Format.h). Private to widgets/charts/: only the chart implementation files include
/// it (they are the Qt Charts facade).

#include <QColor>
#include <QFont>
#include <QLocale>
#include <QString>

#include <functional>

#include <QtCharts/QChartGlobal>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QCategoryAxis;
class QChart;
class QChartView;
class QImage;
class QPalette;
class QSize;
QT_END_NAMESPACE

namespace scaleplan::chartstyle {

/// The Okabe-Ito palette (Okabe and Ito, "Color Universal Design", 2008): distinguishable
/// with the common colour-vision deficiencies. Black is left out; text colour replaces it.
namespace okabeIto {
inline const QColor kOrange{0xE6, 0x9F, 0x00};
inline const QColor kSkyBlue{0x56, 0xB4, 0xE9};
inline const QColor kBluishGreen{0x00, 0x9E, 0x73};
inline const QColor kYellow{0xF0, 0xE4, 0x42};
inline const QColor kBlue{0x00, 0x72, 0xB2};
inline const QColor kVermillion{0xD5, 0x5E, 0x00};
inline const QColor kReddishPurple{0xCC, 0x79, 0xA7};
inline const QColor kGrey{0x99, 0x99, 0x99};
/// Bluish green halfway to white: a part next to the tensor-parallel one.
inline const QColor kPaleBluishGreen{0x80, 0xCE, 0xB9};
/// Reddish purple halfway to white: the expert all-to-all, another exchange of activations.
inline const QColor kPaleReddishPurple{0xE5, 0xBC, 0xD3};
/// Vermillion halfway to white: the GPU waiting for the host, beside the other part.
inline const QColor kPaleVermillion{0xEA, 0xAE, 0x80};
} // namespace okabeIto

/// What every chart draws with, derived from the widget's palette, font and locale.
struct Style
{
    QColor background; ///< QPalette::Base
    QColor text;       ///< QPalette::Text
    QColor grid;       ///< text blended into the background
    QFont font;        ///< the widget's font, enlarged in presentation mode
    QLocale locale;
    double scale = 1;  ///< line widths and marker sizes (1.6 in presentation mode)
    bool dark = false; ///< the background is dark

    static Style from(const QPalette &palette, const QFont &font, const QLocale &locale,
                      bool presentation);

    QFont titleFont() const;
    QFont labelFont() const;
    /// A lines' colour readable on this background (blue is too dark on dark themes).
    QColor readable(const QColor &color) const;
};

/// Background, title and legend colours and fonts.
void applyToChart(QChart *chart, const Style &style);
/// Label, title, line and grid colours and fonts.
void applyToAxis(QAbstractAxis *axis, const Style &style);

/// \p view drawn into an antialiased image of \p size on \p background (tests, exports).
QImage renderView(QChartView *view, const QSize &size, const QColor &background);

/// A "nice" tick step (1, 2 or 5 times a power of ten) for about \p ticks intervals.
double niceStep(double span, int ticks);

/// Replaces \p axis's labels by ticks every \p step from \p low to \p high, each labelled
/// by \p label, and sets its range.
void setTicks(QCategoryAxis *axis, double low, double high, double step,
              const std::function<QString(double)> &label);

/// The smallest nice step (1, 2, 5 x 10^k) at or above niceStep(span, 5) whose labels,
/// each \p labelWidth wide plus a gap, fit side by side in \p axisWidth (both in pixels;
/// an unknown width of 0 keeps niceStep's choice).
double fittingStep(double span, double axisWidth, double labelWidth);

/// Ticks of a vertical category axis: from \p low to \p high in steps of \p step.
struct VerticalTicks
{
    double low = 0;
    double high = 0;
    double step = 0;
};
/// Ticks over [\p from, \p to] widened by \p pad either side (not below 0), at the
/// smallest nice step at or above niceStep(\p span, 5) whose labels Qt Charts draws whole
/// on an axis \p axisHeight pixels high, in a font \p lineHeight pixels high (an unknown
/// height of 0 keeps niceStep's choice). Qt Charts gives each of a vertical axis's labels
/// about its height over the labels plus one (a category axis adds an empty one), less
/// twice its 4 px label padding, and writes "..." for a label that does not fit there
/// (VerticalAxis::updateGeometry, ChartAxisElement::labelPadding); the step leaves each
/// label its line, the 0.5 px text margins above and below (ChartPresenter::textMargin)
/// and that padding.
VerticalTicks fittingVerticalTicks(double from, double to, double span, double pad,
                                   double axisHeight, double lineHeight);

} // namespace scaleplan::chartstyle
