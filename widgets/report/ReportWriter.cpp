// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportWriter.h"

#include "common/Format.h"
#include "document/TextFile.h"
#include "report/ReportContent.h"

#include <QApplication>
#include <QBuffer>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QStyle>

#include <algorithm>
#include <numeric>

namespace scaleplan {

namespace {

constexpr double kMarginMm = 18;
constexpr double kChartAspect = 0.52; // height / width of a chart on paper
const QSizeF kChartLayout(720, 374);  // pixels the chart is laid out at
const QColor kRule(0xB0, 0xB0, 0xB0);
const QColor kHeaderFill(0xEC, 0xEF, 0xF3);
const QColor kMuted(0x55, 0x55, 0x55);

/// Places blocks top to bottom, page after page.
class Layout
{
public:
    Layout(QPdfWriter &writer, QPainter &painter, const ReportContent &content, ChartPanel &charts)
        : m_writer(writer)
        , m_painter(painter)
        , m_content(content)
        , m_charts(charts)
    {
        m_unit = writer.resolution() / 72.0; // device units per point
        m_width = writer.width();
        m_pageBottom = writer.height();
        m_base = QApplication::font();
        m_base.setStyleHint(QFont::SansSerif);
        m_base.setPointSizeF(9.5);
        startPage();
    }

    void title()
    {
        QFont font = m_base;
        font.setPointSizeF(18);
        font.setBold(true);
        text(m_content.title, font, Qt::black, pt(4));
        QFont sub = m_base;
        sub.setPointSizeF(11);
        text(m_content.dateText, sub, kMuted, pt(10));
    }

    /// Lays out \p b; \p next and \p afterNext (null past the end) are what a heading keeps
    /// on its page: the block after it and, where that is a short introduction to a table or
    /// a chart, that table's or chart's start too.
    void block(const ReportBlock &b, const ReportBlock *next, const ReportBlock *afterNext)
    {
        switch (b.kind) {
        case ReportBlock::Kind::Heading: {
            double keep = next ? leadHeight(*next) : 0;
            if (next && afterNext && isText(*next) && isFigure(*afterNext))
                keep += leadHeight(*afterNext);
            heading(b.text, keep);
            break;
        }
        case ReportBlock::Kind::Paragraph:
            text(b.text, m_base, Qt::black, pt(6));
            break;
        case ReportBlock::Kind::Note:
            note(b.text);
            break;
        case ReportBlock::Kind::Table:
            table(b);
            break;
        case ReportBlock::Kind::Chart:
            chart(b);
            break;
        case ReportBlock::Kind::Lead: {
            QFont font = m_base;
            font.setPointSizeF(11);
            text(b.text, font, Qt::black, pt(8));
            break;
        }
        case ReportBlock::Kind::PageBreak:
            if (m_y > pt(24) + 1)
                newPage();
            break;
        }
    }

    void finish() { footer(); }

private:
    double pt(double points) const { return points * m_unit; }
    double bottom() const { return m_pageBottom - pt(24); }

    void startPage()
    {
        ++m_page;
        QFont font = m_base;
        font.setPointSizeF(8);
        m_painter.setFont(font);
        m_painter.setPen(kMuted);
        const QRectF line(0, 0, m_width, pt(12));
        // A long scenario name is elided so that it never runs into the date.
        const QFontMetricsF metrics(m_painter.font(), m_painter.device());
        const double dateWidth = metrics.horizontalAdvance(m_content.dateText);
        const QString title = metrics.elidedText(m_content.title, Qt::ElideRight,
                                                 std::max(0.0, m_width - dateWidth - pt(12)));
        m_painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, title);
        m_painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter, m_content.dateText);
        m_painter.setPen(QPen(kRule, pt(0.5)));
        m_painter.drawLine(QPointF(0, pt(14)), QPointF(m_width, pt(14)));
        m_y = pt(24);
    }

    void footer()
    {
        QFont font = m_base;
        font.setPointSizeF(8);
        m_painter.setFont(font);
        m_painter.setPen(QPen(kRule, pt(0.5)));
        m_painter.drawLine(QPointF(0, m_pageBottom - pt(14)),
                           QPointF(m_width, m_pageBottom - pt(14)));
        m_painter.setPen(kMuted);
        const QRectF line(0, m_pageBottom - pt(12), m_width, pt(12));
        m_painter.drawText(
            line, Qt::AlignLeft | Qt::AlignVCenter,
            ReportWriter::tr("%1 — estimates, not measurements").arg(reportProgramName()));
        m_painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter,
                           ReportWriter::tr("Page %1").arg(m_page));
    }

    void newPage()
    {
        footer();
        m_writer.newPage();
        startPage();
    }

    /// Starts a new page unless \p height fits below the current position.
    void ensure(double height)
    {
        if (m_y + height > bottom() && m_y > pt(24) + 1)
            newPage();
    }

    double textHeight(const QString &s, const QFont &font, double width) const
    {
        m_painter.setFont(font);
        return m_painter.boundingRect(QRectF(0, 0, width, 1e7), Qt::TextWordWrap, s).height();
    }

    void text(const QString &s, const QFont &font, const QColor &color, double after)
    {
        const double height = textHeight(s, font, m_width);
        ensure(height);
        m_painter.setFont(font);
        m_painter.setPen(color);
        m_painter.drawText(QRectF(0, m_y, m_width, height), Qt::TextWordWrap, s);
        m_y += height + after;
    }

    QFont headingFont() const
    {
        QFont font = m_base;
        font.setPointSizeF(13);
        font.setBold(true);
        return font;
    }

    /// The height of the first part of \p b that must share a page with a heading.
    static bool isText(const ReportBlock &b)
    {
        return b.kind == ReportBlock::Kind::Paragraph || b.kind == ReportBlock::Kind::Note;
    }

    static bool isFigure(const ReportBlock &b)
    {
        return b.kind == ReportBlock::Kind::Table || b.kind == ReportBlock::Kind::Chart;
    }

    double leadHeight(const ReportBlock &b) const
    {
        QFont bold = m_base;
        bold.setBold(true);
        switch (b.kind) {
        case ReportBlock::Kind::Chart:
            return m_width * kChartAspect + pt(30);
        case ReportBlock::Kind::Table: {
            const QList<double> widths = columnWidths(b, m_base);
            return (b.text.isEmpty() ? 0 : textHeight(b.text, bold, m_width))
                   + rowHeight(b.header, widths, bold)
                   + (b.rows.isEmpty() ? 0 : 3 * rowHeight(b.rows.first(), widths, m_base));
        }
        default: {
            // A short text goes with its heading whole; a long one with its first lines.
            const double height = textHeight(b.text, m_base, m_width);
            return height <= (bottom() - pt(24)) / 2 ? height : pt(60);
        }
        }
    }

    void heading(const QString &s, double keepWithNext)
    {
        const QFont font = headingFont();
        ensure(textHeight(s, font, m_width) + pt(11) + keepWithNext);
        m_y += pt(6);
        text(s, font, Qt::black, pt(5));
    }

    void note(const QString &s)
    {
        QFont font = m_base;
        font.setPointSizeF(8.5);
        font.setItalic(true);
        text(s, font, kMuted, pt(6));
    }

    void caption(const QString &s)
    {
        if (s.isEmpty())
            return;
        QFont font = m_base;
        font.setBold(true);
        text(s, font, Qt::black, pt(3));
    }

    /// Column widths as HTML tables do: natural widths when they fit; otherwise every
    /// column gets its longest word and the space left is shared in proportion to how
    /// much more each column would need.
    /// \p fits says whether the longest words fit at all in \p font.
    QList<double> columnWidths(const ReportBlock &b, const QFont &font, bool *fits = nullptr) const
    {
        const double pad = 2 * pt(4) + 1;
        QFont bold = font;
        bold.setBold(true);
        const QFontMetricsF boldMetrics(bold, &m_writer);
        const QFontMetricsF metrics(font, &m_writer);
        const auto longestWord = [](const QFontMetricsF &fm, const QString &text) {
            double widest = 0;
            for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                widest = std::max(widest, fm.horizontalAdvance(word));
            return widest;
        };
        QList<double> natural, minimum;
        for (qsizetype c = 0; c < b.header.size(); ++c) {
            double full = boldMetrics.horizontalAdvance(b.header.at(c));
            double word = longestWord(boldMetrics, b.header.at(c));
            for (const QStringList &row : b.rows) {
                full = std::max(full, metrics.horizontalAdvance(row.value(c)));
                word = std::max(word, longestWord(metrics, row.value(c)));
            }
            natural.append(full + pad);
            // Short figures never wrap ("59.6 %" stays on one line); long ones may
            // between their words ("341 h" / "(14.2 days)").
            const bool keep = b.numberColumns.contains(int(c)) && full <= pt(60);
            minimum.append((keep ? full : std::min(word, m_width / 3)) + pad);
        }
        const double naturalTotal = std::accumulate(natural.begin(), natural.end(), 0.0);
        if (naturalTotal <= m_width)
            return natural;
        const double minimumTotal = std::accumulate(minimum.begin(), minimum.end(), 0.0);
        if (fits)
            *fits = minimumTotal <= m_width;
        const double spare = std::max(0.0, m_width - minimumTotal);
        QList<double> widths;
        for (qsizetype c = 0; c < natural.size(); ++c) {
            const double extra = (natural[c] - minimum[c]) / (naturalTotal - minimumTotal);
            widths.append(minimum[c] + spare * extra);
        }
        if (minimumTotal > m_width) { // even the words do not fit: scale everything down
            for (double &w : widths)
                w *= m_width / minimumTotal;
        }
        return widths;
    }

    double rowHeight(const QStringList &cells, const QList<double> &widths, const QFont &font) const
    {
        double height = 0;
        for (qsizetype c = 0; c < widths.size(); ++c)
            height = std::max(height, textHeight(cells.value(c), font, widths[c] - pt(8)));
        return height + pt(5);
    }

    void drawRow(const QStringList &cells, const QList<double> &widths, const QFont &font,
                 double height, const QList<int> &numberColumns, const QColor &fill)
    {
        if (fill.isValid())
            m_painter.fillRect(
                QRectF(0, m_y, std::accumulate(widths.begin(), widths.end(), 0.0), height), fill);
        m_painter.setFont(font);
        m_painter.setPen(Qt::black);
        double x = 0;
        for (qsizetype c = 0; c < widths.size(); ++c) {
            const Qt::Alignment align
                = numberColumns.contains(int(c)) ? Qt::AlignRight : Qt::AlignLeft;
            m_painter.drawText(QRectF(x + pt(4), m_y + pt(2.5), widths[c] - pt(8), height - pt(5)),
                               int(align | Qt::AlignTop | Qt::TextWordWrap), cells.value(c));
            x += widths[c];
        }
        m_painter.setPen(QPen(kRule, pt(0.4)));
        m_painter.drawLine(QPointF(0, m_y + height), QPointF(x, m_y + height));
        m_y += height;
    }

    void table(const ReportBlock &b)
    {
        // Wide tables (many columns, long words) drop to a smaller type before they
        // would have to squeeze words.
        QFont font = m_base;
        bool fits = true;
        QList<double> widths = columnWidths(b, font, &fits);
        if (!fits) {
            font.setPointSizeF(7.5);
            widths = columnWidths(b, font);
        }
        QFont bold = font;
        bold.setBold(true);
        const double headerHeight = rowHeight(b.header, widths, bold);
        const double firstRow = b.rows.isEmpty() ? 0 : rowHeight(b.rows.first(), widths, font);
        QFont captionFont = m_base;
        captionFont.setBold(true);
        const double captionHeight
            = b.text.isEmpty() ? 0 : textHeight(b.text, captionFont, m_width) + pt(3);
        ensure(captionHeight + headerHeight + firstRow);
        caption(b.text);
        drawRow(b.header, widths, bold, headerHeight, {}, kHeaderFill);
        for (const QStringList &row : b.rows) {
            const double height = rowHeight(row, widths, font);
            if (m_y + height > bottom()) {
                newPage();
                drawRow(b.header, widths, bold, headerHeight, {}, kHeaderFill);
            }
            drawRow(row, widths, font, height, b.numberColumns, QColor());
        }
        m_y += pt(10);
    }

    void chart(const ReportBlock &b)
    {
        QFont font = m_base;
        font.setPointSizeF(8.5);
        font.setItalic(true);
        const double height = m_width * kChartAspect;
        const double captionHeight = textHeight(b.text, font, m_width);
        ensure(height + captionHeight + pt(4));
        m_charts.paintChart(b.chart, &m_painter, QRectF(0, m_y, m_width, height), kChartLayout);
        m_y += height + pt(3);
        text(b.text, font, kMuted, pt(10));
    }

    QPdfWriter &m_writer;
    QPainter &m_painter;
    const ReportContent &m_content;
    ChartPanel &m_charts;
    QFont m_base;
    double m_unit = 1;
    double m_width = 0;
    double m_pageBottom = 0;
    double m_y = 0;
    int m_page = 0;
};

/// \p content with every figure joined to its unit (keepFiguresWhole()): paper cannot
/// be resized to mend a line that starts with "%".
ReportContent withFiguresWhole(const ReportContent &content)
{
    ReportContent joined = content;
    joined.title = keepFiguresWhole(joined.title);
    for (ReportBlock &block : joined.blocks) {
        block.text = keepFiguresWhole(block.text);
        for (QString &name : block.header)
            name = keepFiguresWhole(name);
        for (QStringList &row : block.rows)
            for (QString &cell : row)
                cell = keepFiguresWhole(cell);
    }
    return joined;
}

} // namespace

QPageSize::PageSizeId ReportWriter::defaultPaper(const QLocale &locale)
{
    if (locale.measurementSystem() == QLocale::ImperialUSSystem)
        return QPageSize::Letter;
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
        return QPageSize::Letter;
    default:
        return QPageSize::A4;
    }
}

void ReportWriter::writePdf(const ReportContent &content, QIODevice *device,
                            QPageSize::PageSizeId paper)
{
    // The charts are drawn by a panel of their own in the standard light palette, so the
    // paper looks the same whatever theme the window has.
    ChartPanel charts;
    charts.setPalette(QApplication::style()->standardPalette());
    charts.setData(content.charts);

    QPdfWriter writer(device);
    writer.setTitle(content.title);
    writer.setCreator(reportProgramName());
    writer.setPageSize(QPageSize(paper));
    writer.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm),
                          QPageLayout::Millimeter);
    // 96 dpi as the screen the charts are laid out for (their fonts are in points); text
    // and lines stay vector at any zoom.
    writer.setResolution(96);
    QPainter painter(&writer);
    const ReportContent laidOut = withFiguresWhole(content);
    Layout layout(writer, painter, laidOut, charts);
    layout.title();
    const auto at = [&laidOut](qsizetype i) {
        return i < laidOut.blocks.size() ? &laidOut.blocks.at(i) : nullptr;
    };
    for (qsizetype i = 0; i < laidOut.blocks.size(); ++i)
        layout.block(laidOut.blocks.at(i), at(i + 1), at(i + 2));
    layout.finish();
}

bool ReportWriter::writePdf(const ReportContent &content, const QString &path,
                            QPageSize::PageSizeId paper, QString *error)
{
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    writePdf(content, &pdf, paper);
    const QByteArray &bytes = pdf.data();
    const int failure = TextFile::replace(
        path, std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (failure != 0) {
        *error = tr("Cannot write %1: %2").arg(path, TextFile::systemError(failure));
        return false;
    }
    return true;
}

} // namespace scaleplan
