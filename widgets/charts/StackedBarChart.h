// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartStyle.h"

#include <QColor>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <vector>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QBarSet;
class QChart;
class QHorizontalStackedBarSeries;
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace scaleplan {

class FlowLegend;

/// One horizontal stacked bar (the parts of a whole, e.g. the step time) with an optional
/// vertical limit line (GPU memory). Private to ChartPanel.
class StackedBarChart : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StackedBarChart)

public:
    struct Part
    {
        QString name;
        QColor color;
        /// Where the number comes from, one or two sentences, added to its tooltip.
        QString origin = {};
    };
    /// The text of a part for the legend and tooltips: name, value, share of the total.
    using Describe
        = std::function<QString(const QString &name, double value, double share, bool tooltip)>;

    /// \p limitName empty: no limit line.
    StackedBarChart(const QString &title, QList<Part> parts, const QString &limitName,
                    Describe describe, QObject *parent = nullptr);
    ~StackedBarChart() override;

    QChart *chart() const { return m_chart; }
    /// One value per part (missing ones are 0); \p limit <= 0 hides the limit line.
    void setValues(const std::vector<double> &values, double limit, const QString &axisTitle,
                   const QString &limitLabel);
    void clear();
    void applyStyle(const chartstyle::Style &style);
    /// The tooltip of part \p index: its name, value and share, then its origin.
    QString tipText(qsizetype index) const;

private:
    void showTip(bool state, QBarSet *set);
    void setAxis(double high);

    QChart *m_chart = nullptr;
    QHorizontalStackedBarSeries *m_series = nullptr;
    QList<Part> m_parts;
    QList<QBarSet *> m_sets;
    QBarCategoryAxis *m_category = nullptr;
    QValueAxis *m_value = nullptr;
    QValueAxis *m_limitY = nullptr; ///< hidden 0..1 axis the limit line spans
    QLineSeries *m_limit = nullptr;
    FlowLegend *m_legend = nullptr;
    Describe m_describe;
    double m_total = 0;
    chartstyle::Style m_style;
};

} // namespace scaleplan
