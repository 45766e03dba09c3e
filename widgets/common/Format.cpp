// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/Format.h"

#include <QCoreApplication>

#include <cmath>

namespace scaleplan {

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
    if (hours < 1)
        return QCoreApplication::translate("Format", "%1 min")
            .arg(locale.toString(hours * 60, 'f', 0));
    if (hours < 48)
        return QCoreApplication::translate("Format", "%1 h").arg(locale.toString(hours, 'f', 1));
    return QCoreApplication::translate("Format", "%1 h (%2 days)")
        .arg(locale.toString(hours, 'f', 0), locale.toString(hours / 24, 'f', 1));
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
    // A share that rounds to zero reads "0.0 %", never "-0.0 %".
    const double percent = share * 100;
    const double unit = std::pow(10.0, -decimals);
    const double shown = std::abs(percent) < unit / 2 ? 0.0 : percent;
    return QCoreApplication::translate("Format", "%1 %")
        .arg(displayLocale().toString(shown, 'f', decimals));
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

} // namespace scaleplan
