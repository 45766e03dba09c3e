// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Format.h
/// \brief Numbers as the panels show them, in the user's locale with thousands separators.

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

/// Gigabytes to one decimal ("47.5 GB").
QString formatGb(double gb);

/// A share in [0, 1] as a percentage ("41.3 %").
QString formatPercent(double share, int decimals = 1);

/// A relative change with its sign ("+9.5 %", "−7.7 %"; "0.0 %" for what rounds to zero).
QString formatChange(double change, int decimals = 1);

/// A large count with a word for its magnitude ("8.03 billion", "25.6 million").
QString formatLarge(double value);

} // namespace scaleplan
