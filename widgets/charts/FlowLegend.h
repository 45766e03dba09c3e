// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBrush>
#include <QFont>
#include <QGraphicsObject>
#include <QList>
#include <QMargins>
#include <QPen>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace scaleplan {

/// A legend under a chart that wraps onto as many rows as its entries need. Qt Charts'
/// own legend keeps to one row at the bottom and elides every name to a few letters once
/// there are more than a handful. A child item of the chart: it reserves its height in
/// the chart's bottom margin and is drawn (and exported) with the chart. Private to
/// ChartPanel.
class FlowLegend : public QGraphicsObject
{
public:
    struct Entry
    {
        /// Triangle: a point above the chart's range; Cross: a plan that cannot run.
        enum class Kind { Line, LineDiamond, Box, Star, Triangle, Cross, Ring };
        Kind kind = Kind::Line;
        QPen pen;
        QBrush brush;
        QString text;

        bool operator==(const Entry &) const = default;
    };

    /// Hides \p chart's own legend and puts this one in its place.
    explicit FlowLegend(QChart *chart);

    void setEntries(QList<Entry> entries);
    const QList<Entry> &entries() const { return m_entries; }
    void setLook(const QFont &font, const QColor &text, double scale);
    /// Room the chart needs right of the plot (the last bottom-axis label, centred on the
    /// axis end, overhangs by half its width); the right margin is at least this.
    void setRightOverhang(double pixels);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /// Lays the entries out for the chart's current width and sets the chart's margins.
    void relayout();

private:
    struct Placed
    {
        QRectF swatch;
        QPointF textAt; ///< baseline start
        QString text;   ///< elided when one entry is wider than the chart
    };

    QChart *m_chart;
    QList<Entry> m_entries;
    QList<Placed> m_placed;
    QSizeF m_size;
    QSizeF m_laidOutFor; ///< the chart size relayout() last placed the entries for
    QFont m_font;
    QColor m_text;
    double m_scale = 1;
    double m_rightOverhang = 0;
};

} // namespace scaleplan
