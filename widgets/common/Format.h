// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Format.h
/// \brief Numbers as the window shows them. The functions without a locale are the panels',
/// cards' and report's forms, in the user's locale with thousands separators
/// (displayLocale()); those that take a QLocale are the charts' compact forms for axes,
/// legends and tooltips, in the chart widget's locale.

#include <QLocale>
#include <QString>

namespace scaleplan {

/// The default locale, or US English when it is the C locale (which has no thousands
/// separators); group separators always on.
QLocale displayLocale();

/// A plain number: whole numbers with separators ("1,024"), others to three significant
/// digits ("0.0123", "92.3").
QString formatNumber(double value);

/// A whole count with separators ("43,712").
QString formatCount(double value);

/// US dollars without cents ("$268,535"); cents below $100 ("$98.32").
QString formatUsd(double value);

/// A duration: "42 min", "5.2 h" or "341 h (14.2 days)".
QString formatHours(double hours);
/// A duration as a figure card shows it: "36.5 h" under two days, else "20.9 days" (whole
/// days from 100 on); formatHours() gives the hours beside it.
QString formatDuration(double hours);

/// Gigabytes to one decimal ("47.5 GB").
QString formatGb(double gb);

/// A share in [0, 1] as a percentage ("41.3 %").
QString formatPercent(double share, int decimals = 1);

/// A relative change with its sign ("+9.5 %", "−7.7 %"; "0.0 %" for what rounds to zero).
QString formatChange(double change, int decimals = 1);

/// A large count with a word for its magnitude ("8.03 billion", "25.6 million").
QString formatLarge(double value);

/// \p text with each figure joined to its unit by a no-break space ("13,1 %", "8.150 $",
/// "47,1 GB", "502 h"), so that a wrapped line never leaves the unit alone at the start of
/// the next one.
QString keepFiguresWhole(const QString &text);

// Charts: compact figures in \p locale, worded in the charts' translation context
// (scaleplan::ChartPanel).

/// About three significant figures, at most three decimals ("0.123", "4.56", "78.9", "1,234").
QString formatNumber(const QLocale &locale, double value);

/// A share in [0, 1] as a whole percentage ("41 %").
QString formatPercent(const QLocale &locale, double share);

/// The unit ("k", "M", "B" dollars) amounts of about \p magnitude are written in.
double usdUnit(double magnitude);

/// "$1.2M", "$340k", "$950": \p decimals after the point of the unit chosen for \p unitOf.
QString formatUsd(const QLocale &locale, double usd, double unitOf, int decimals);

/// About three significant figures ("$1.25M").
QString formatUsd(const QLocale &locale, double usd);

/// "340 h"; \p decimals < 0 chooses about three significant figures.
QString formatHours(const QLocale &locale, double hours, int decimals = -1);

/// Decimals that tell ticks \p step apart in \p unit.
int decimalsFor(double step, double unit = 1);

} // namespace scaleplan
