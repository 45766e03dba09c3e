// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/Format.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace scaleplan {

namespace {

/// Decimals that show about three significant figures of a number of \p magnitude, at
/// most \p most.
int threeFigureDecimals(double magnitude, int most)
{
    magnitude = std::abs(magnitude);
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
    return std::min(decimals, most);
}

/// \p percent, or 0 when it rounds to zero at \p decimals: never "-0.0 %".
double withoutNegativeZero(double percent, int decimals)
{
    const double unit = std::pow(10.0, -decimals);
    return std::abs(percent) < unit / 2 ? 0.0 : percent;
}

} // namespace

QLocale displayLocale()
{
    QLocale locale;
    if (locale.language() == QLocale::C)
        locale = QLocale(QLocale::English, QLocale::UnitedStates);
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    return locale;
}

QString formatNumber(double value)
{
    const QLocale locale = displayLocale();
    if (value == std::round(value) && std::abs(value) < 1e15)
        return locale.toString(static_cast<qlonglong>(value));
    if (std::abs(value) >= 1000)
        return locale.toString(value, 'f', 0);
    return locale.toString(value, 'g', 3);
}

QString formatCount(double value)
{
    return displayLocale().toString(value, 'f', 0);
}

QString formatUsd(double value)
{
    const int decimals = std::abs(value) < 100 && value != std::round(value) ? 2 : 0;
    return displayLocale().toCurrencyString(value, QStringLiteral("$"), decimals);
}

QString formatHours(double hours)
{
    const QLocale locale = displayLocale();
    if (hours * 60 < 0.995) // under a minute: seconds, not "0 min"
        return QCoreApplication::translate("Format", "%1 s")
            .arg(locale.toString(hours * 3600, 'f', hours * 3600 < 9.95 ? 1 : 0));
    if (hours < 1)
        return QCoreApplication::translate("Format", "%1 min")
            .arg(locale.toString(hours * 60, 'f', 0));
    if (hours < 48)
        return QCoreApplication::translate("Format", "%1 h").arg(locale.toString(hours, 'f', 1));
    return QCoreApplication::translate("Format", "%1 h (%2 days)")
        .arg(locale.toString(hours, 'f', 0), locale.toString(hours / 24, 'f', 1));
}

QString formatDuration(double hours)
{
    if (hours < 48)
        return formatHours(hours);
    const double days = hours / 24;
    return QCoreApplication::translate("Format", "%1 days")
        .arg(displayLocale().toString(days, 'f', days < 100 ? 1 : 0));
}

QString formatGb(double gb)
{
    return QCoreApplication::translate("Format", "%1 GB").arg(displayLocale().toString(gb, 'f', 1));
}

QString formatChange(double change, int decimals)
{
    const QString magnitude = formatPercent(std::abs(change), decimals);
    if (std::abs(change) * 100 < std::pow(10.0, -decimals) / 2)
        return magnitude;
    return (change > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + magnitude;
}

QString formatPercent(double share, int decimals)
{
    return QCoreApplication::translate("Format", "%1 %")
        .arg(displayLocale().toString(withoutNegativeZero(share * 100, decimals), 'f', decimals));
}

QString formatLarge(double value)
{
    const QLocale locale = displayLocale();
    const double magnitude = std::abs(value);
    if (magnitude >= 1e12)
        return QCoreApplication::translate("Format", "%1 trillion")
            .arg(locale.toString(value / 1e12, 'g', 3));
    if (magnitude >= 1e9)
        return QCoreApplication::translate("Format", "%1 billion")
            .arg(locale.toString(value / 1e9, 'g', 3));
    if (magnitude >= 1e6)
        return QCoreApplication::translate("Format", "%1 million")
            .arg(locale.toString(value / 1e6, 'g', 3));
    return formatCount(value);
}

QString keepFiguresWhole(const QString &text)
{
    // A digit, one space, then a unit the figures of this program are written with; a
    // letter unit must end there ("5 hidden" keeps its space, "5 h" does not).
    static const QRegularExpression figureSpace(QStringLiteral(
        "(?<=\\d) "
        "(?=[%$\u20AC\u00D7]|(?:GB|TB|GiB|MB|kWh|MWh|Gbit/s|GB/s|TFLOP/s|min|ms|h|s)(?!\\p{L}))"));
    // "4 × 2 × 64", "tp 4", "ZeRO 2": a layout reads as one figure; "(42.4 days)": a
    // bracketed figure and its word.
    static const QRegularExpression layoutSpace(
        QStringLiteral("(?<=\\d) (?=\u00D7 \\d)|(?<=\\d[ \u00A0]\u00D7) "
                       "(?=\\d)|(?<=\\btp|\\bpp|\\bdp|\\bcp|\\bep|\\bv|\\bZeRO) "
                       "(?=\\d)|(?<=\\d) (?=\\p{L}+\\))"));
    QString joined = text;
    joined.replace(figureSpace, QString(QChar::Nbsp));
    joined.replace(layoutSpace, QString(QChar::Nbsp));
    return joined;
}

QString formatNumber(const QLocale &locale, double value)
{
    return locale.toString(value, 'f', threeFigureDecimals(value, 3));
}

QString formatPercent(const QLocale &locale, double share)
{
    return QCoreApplication::translate("scaleplan::ChartPanel", "%1 %", "percent")
        .arg(locale.toString(withoutNegativeZero(share * 100, 0), 'f', 0));
}

namespace {

struct UsdUnit
{
    double size;
    QString pattern;
};

UsdUnit usdUnitFor(double magnitude)
{
    magnitude = std::abs(magnitude);
    if (magnitude >= 1e9)
        return {1e9, QCoreApplication::translate("scaleplan::ChartPanel", "$%1B",
                                                 "billions of US dollars")};
    if (magnitude >= 1e6)
        return {1e6, QCoreApplication::translate("scaleplan::ChartPanel", "$%1M",
                                                 "millions of US dollars")};
    if (magnitude >= 1e3)
        return {1e3, QCoreApplication::translate("scaleplan::ChartPanel", "$%1k",
                                                 "thousands of US dollars")};
    return {1, QCoreApplication::translate("scaleplan::ChartPanel", "$%1", "US dollars")};
}

} // namespace

double usdUnit(double magnitude)
{
    return usdUnitFor(magnitude).size;
}

QString formatUsd(const QLocale &locale, double usd, double unitOf, int decimals)
{
    if (usd == 0.0) // "$0", not "$0k" or "$0.0M": zero has no unit
        return usdUnitFor(0.0).pattern.arg(locale.toString(0));
    const UsdUnit unit = usdUnitFor(unitOf);
    return unit.pattern.arg(locale.toString(usd / unit.size, 'f', std::max(0, decimals)));
}

QString formatUsd(const QLocale &locale, double usd)
{
    const UsdUnit unit = usdUnitFor(usd);
    const int decimals = unit.size == 1 ? 0 : threeFigureDecimals(usd / unit.size, 2);
    return unit.pattern.arg(locale.toString(usd / unit.size, 'f', decimals));
}

QString formatHours(const QLocale &locale, double hours, int decimals)
{
    if (decimals < 0)
        decimals = threeFigureDecimals(hours, 2);
    return QCoreApplication::translate("scaleplan::ChartPanel", "%1 h", "hours")
        .arg(locale.toString(hours, 'f', decimals));
}

int decimalsFor(double step, double unit)
{
    const double value = step / unit;
    if (!(value > 0) || value >= 1)
        return 0;
    return static_cast<int>(std::ceil(-std::log10(value) - 1e-9));
}

} // namespace scaleplan
