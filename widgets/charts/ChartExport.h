// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ChartExport.h
/// \brief One chart of the ChartPanel as PNG, as SVG and on the clipboard. Goes through
/// ChartPanel::paintChart, so it needs no Qt Charts header.

#include "charts/ChartPanel.h"

#include <QByteArray>
#include <QImage>
#include <QString>

namespace scaleplan::chartexport {

/// The chart as it is on screen, rendered at \p scale times its size (2 = sharp on
/// high-density screens and in print). The image's device pixel ratio is \p scale.
QImage toImage(const ChartPanel &panel, ChartPanel::Chart chart, qreal scale = 2);

/// The chart as an SVG document (vector paths and text), at its on-screen size.
QByteArray toSvg(const ChartPanel &panel, ChartPanel::Chart chart);

/// Writes PNG or SVG to \p path atomically; false with \p error when it cannot.
bool savePng(const ChartPanel &panel, ChartPanel::Chart chart, const QString &path, QString *error);
bool saveSvg(const ChartPanel &panel, ChartPanel::Chart chart, const QString &path, QString *error);

/// Puts the chart on the clipboard as an image and as SVG (`image/svg+xml`).
void copyToClipboard(const ChartPanel &panel, ChartPanel::Chart chart);

} // namespace scaleplan::chartexport
