// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/FlowLegend.h"

#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QPainter>
#include <QPainterPath>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace scaleplan {

namespace {

QPolygonF star(const QRectF &box)
{
    QPolygonF polygon;
    const QPointF centre = box.center();
    const double outer = std::min(box.width(), box.height()) / 2;
    const double inner = outer * 0.45;
    for (int i = 0; i < 10; ++i) {
        const double angle = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
        const double radius = i % 2 == 0 ? outer : inner;
        polygon << centre + QPointF(std::cos(angle) * radius, std::sin(angle) * radius);
    }
    return polygon;
}

} // namespace

FlowLegend::FlowLegend(QChart *chart)
    : QGraphicsObject(chart)
    , m_chart(chart)
{
    chart->legend()->setVisible(false);
    setZValue(1000); // above the plot area background, never under series
    // A move alone (the chart's position in the view) leaves the entries where they are.
    connect(chart, &QGraphicsWidget::geometryChanged, this, [this] {
        if (m_chart->size() != m_laidOutFor)
            relayout();
    });
}

void FlowLegend::setEntries(QList<Entry> entries)
{
    if (entries == m_entries && m_laidOutFor.isValid())
        return; // a slider step that keeps the legend's words lays nothing out again
    m_entries = std::move(entries);
    relayout();
}

void FlowLegend::setLook(const QFont &font, const QColor &text, double scale)
{
    m_font = font;
    m_text = text;
    m_scale = scale;
    relayout();
}

QRectF FlowLegend::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

void FlowLegend::setRightOverhang(double pixels)
{
    if (pixels == m_rightOverhang)
        return;
    m_rightOverhang = pixels;
    relayout();
}

void FlowLegend::relayout()
{
    m_laidOutFor = m_chart->size();
    const QFontMetricsF metrics(m_font);
    const double margin = std::round(8 * m_scale);
    const double width = std::max(50.0, m_chart->size().width() - 2 * margin);
    const double lineHeight = std::ceil(metrics.height());
    const double swatchWidth = std::ceil(metrics.height() * 1.6);
    const double gap = std::ceil(metrics.averageCharWidth() * 0.6);
    const double spacing = std::ceil(metrics.averageCharWidth() * 2);
    const double rowGap = std::ceil(lineHeight * 0.25);

    // Break into rows, then centre each row.
    struct Item
    {
        double width;
        QString text;
    };
    QList<QList<Item>> rows;
    QList<double> rowWidths;
    double x = 0;
    for (const Entry &entry : std::as_const(m_entries)) {
        QString text = entry.text;
        double textWidth = metrics.horizontalAdvance(text);
        if (swatchWidth + gap + textWidth > width) {
            text = metrics.elidedText(text, Qt::ElideRight, width - swatchWidth - gap);
            textWidth = metrics.horizontalAdvance(text);
        }
        const double itemWidth = swatchWidth + gap + textWidth;
        if (rows.isEmpty() || x + spacing + itemWidth > width) {
            rows.append(QList<Item>());
            rowWidths.append(0);
            x = 0;
        } else {
            x += spacing;
        }
        rows.last().append({itemWidth, text});
        x += itemWidth;
        rowWidths.last() = x;
    }

    m_placed.clear();
    for (qsizetype r = 0; r < rows.size(); ++r) {
        double left = margin + (width - rowWidths[r]) / 2;
        const double top = r * (lineHeight + rowGap);
        for (const Item &item : std::as_const(rows[r])) {
            Placed placed;
            placed.swatch = QRectF(left, top, swatchWidth, lineHeight);
            placed.textAt = QPointF(left + swatchWidth + gap, top + metrics.ascent());
            placed.text = item.text;
            m_placed.append(placed);
            left += item.width + spacing;
        }
    }
    const double height
        = rows.isEmpty() ? 0 : rows.size() * lineHeight + (rows.size() - 1) * rowGap;

    prepareGeometryChange();
    m_size = QSizeF(m_chart->size().width(), height);
    setPos(0, m_chart->size().height() - margin - height);
    const QMargins margins(static_cast<int>(margin), static_cast<int>(margin),
                           static_cast<int>(std::ceil(std::max(margin, m_rightOverhang))),
                           static_cast<int>(margin + height + (height > 0 ? rowGap * 2 : 0)));
    if (m_chart->margins() != margins) {
        m_chart->setMargins(margins);
        // Apply now rather than on the posted layout request: a chart rendered right after
        // a resize (export, QWidget::grab) must not show the old plot area.
        if (QGraphicsLayout *layout = m_chart->layout())
            layout->activate();
    }
    update();
}

void FlowLegend::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(m_font);
    for (qsizetype i = 0; i < m_placed.size() && i < m_entries.size(); ++i) {
        const Entry &entry = m_entries[i];
        const Placed &placed = m_placed[i];
        const QRectF box = placed.swatch;
        switch (entry.kind) {
        case Entry::Kind::Line: {
            QPen pen = entry.pen;
            pen.setWidthF(std::min(pen.widthF(), 3.5 * m_scale));
            pen.setCapStyle(Qt::FlatCap);
            painter->setPen(pen);
            const double y = box.center().y();
            painter->drawLine(QPointF(box.left(), y), QPointF(box.right(), y));
            break;
        }
        case Entry::Kind::LineDiamond: {
            // A line through a diamond: a compared scenario's curve and its own point.
            QPen pen = entry.pen;
            pen.setCapStyle(Qt::FlatCap);
            painter->setPen(pen);
            const QPointF c = box.center();
            painter->drawLine(QPointF(box.left(), c.y()), QPointF(box.right(), c.y()));
            const double r = box.height() * 0.45;
            painter->setPen(QPen(m_text, 1.0 * m_scale));
            painter->setBrush(entry.brush);
            painter->drawPolygon(QPolygonF{QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()),
                                           QPointF(c.x(), c.y() + r), QPointF(c.x() - r, c.y())});
            break;
        }
        case Entry::Kind::Box: {
            const double side = box.height() * 0.7;
            const QRectF square(box.left() + (box.width() - side) / 2,
                                box.top() + (box.height() - side) / 2, side, side);
            painter->setPen(entry.pen);
            painter->setBrush(entry.brush);
            painter->drawRect(square);
            break;
        }
        case Entry::Kind::Star: {
            const double side = box.height() * 1.1;
            const QRectF square(box.center().x() - side / 2, box.center().y() - side / 2, side,
                                side);
            painter->setPen(entry.pen);
            painter->setBrush(entry.brush);
            painter->drawPolygon(star(square));
            break;
        }
        case Entry::Kind::Triangle: {
            const QPointF c = box.center();
            const double r = box.height() * 0.45;
            painter->setPen(entry.pen);
            painter->setBrush(entry.brush);
            painter->drawPolygon(QPolygonF{QPointF(c.x(), c.y() - r),
                                           QPointF(c.x() + r, c.y() + r * 0.8),
                                           QPointF(c.x() - r, c.y() + r * 0.8)});
            break;
        }
        case Entry::Kind::Ring: {
            const double r = box.height() * 0.42;
            painter->setPen(entry.pen);
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(box.center(), r, r);
            break;
        }
        case Entry::Kind::Cross: {
            const QPointF c = box.center();
            const double r = box.height() * 0.38;
            QPen pen = entry.pen;
            pen.setCapStyle(Qt::RoundCap);
            painter->setPen(pen);
            painter->drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r));
            painter->drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r));
            break;
        }
        }
        painter->setPen(m_text);
        painter->drawText(placed.textAt, placed.text);
    }
    painter->restore();
}

} // namespace scaleplan
