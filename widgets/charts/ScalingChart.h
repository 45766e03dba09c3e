// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "charts/ChartStyle.h"

#include <QObject>

QT_BEGIN_NAMESPACE
class QChart;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;
QT_END_NAMESPACE

namespace scaleplan {

class FlowLegend;

/// "Scaling": speedup and scaling efficiency of the scenario's layout across node counts,
/// against ideal (linear) speedup. Private to ChartPanel.
class ScalingChart : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScalingChart)

public:
    explicit ScalingChart(QObject *parent = nullptr);
    ~ScalingChart() override;

    QChart *chart() const { return m_chart; }
    void setData(const ChartData &data);
    void clear();
    void applyStyle(const chartstyle::Style &style);

private:
    void showTip(const QPointF &value, bool state);
    /// The legend and the axes, shown only with data.
    void showLegend(bool show);

    QChart *m_chart = nullptr;
    QLogValueAxis *m_nodes = nullptr;
    QLogValueAxis *m_speedupAxis = nullptr;
    QValueAxis *m_efficiencyAxis = nullptr;
    QLineSeries *m_speedup = nullptr;
    QLineSeries *m_efficiency = nullptr;
    QLineSeries *m_ideal = nullptr;
    FlowLegend *m_legend = nullptr;
    std::vector<ScalingPoint> m_points;
    chartstyle::Style m_style;
};

} // namespace scaleplan
