// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartExport.h"
#include "document/TextFile.h"

#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QMimeData>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace scaleplan::chartexport {

namespace {

bool saveBytes(const QByteArray &bytes, const QString &path, QString *error)
{
    const int failure = TextFile::replace(
        path, std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (failure != 0) {
        *error = QCoreApplication::translate("ChartExport", "Cannot write %1: %2")
                     .arg(path, TextFile::systemError(failure));
        return false;
    }
    return true;
}

} // namespace

QImage toImage(const ChartPanel &panel, ChartPanel::Chart chart, qreal scale)
{
    const QSize size = panel.chartSize(chart);
    const QSize pixels(int(std::lround(size.width() * scale)),
                       int(std::lround(size.height() * scale)));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    QPainter painter(&image);
    panel.paintChart(chart, &painter, QRectF(QPointF(0, 0), QSizeF(size)), QSizeF(size));
    return image;
}

QByteArray toSvg(const ChartPanel &panel, ChartPanel::Chart chart)
{
    const QSize size = panel.chartSize(chart);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setResolution(96); // the screen's: the chart's point-sized fonts keep their size
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(ChartPanel::chartTitle(chart));
    generator.setDescription(QCoreApplication::translate("ChartExport", "Made with Scaleplan"));
    {
        QPainter painter(&generator);
        panel.paintChart(chart, &painter, QRectF(QPointF(0, 0), QSizeF(size)), QSizeF(size));
    }
    return bytes;
}

bool savePng(const ChartPanel &panel, ChartPanel::Chart chart, const QString &path, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!toImage(panel, chart).save(&buffer, "PNG")) {
        *error = QCoreApplication::translate("ChartExport", "Cannot encode the chart as PNG");
        return false;
    }
    return saveBytes(bytes, path, error);
}

bool saveSvg(const ChartPanel &panel, ChartPanel::Chart chart, const QString &path, QString *error)
{
    return saveBytes(toSvg(panel, chart), path, error);
}

void copyToClipboard(const ChartPanel &panel, ChartPanel::Chart chart)
{
    auto *mime = new QMimeData;
    mime->setImageData(toImage(panel, chart));
    mime->setData(QStringLiteral("image/svg+xml"), toSvg(panel, chart));
    QGuiApplication::clipboard()->setMimeData(mime);
}

} // namespace scaleplan::chartexport
