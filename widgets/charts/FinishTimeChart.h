// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file FinishTimeChart.h
/// \brief Histogram of simulated finish times with the p10, p50 and p90 marked. Like
/// ChartPanel, this header includes no Qt Charts header: the charting library stays
/// inside widgets/charts/.

#include "scaleplan/engine/Risk.h"

#include <QImage>
#include <QWidget>

#include <memory>

namespace scaleplan {

class FinishTimeChart : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FinishTimeChart)

public:
    explicit FinishTimeChart(QWidget *parent = nullptr);
    ~FinishTimeChart() override;

    /// Shows \p histogram (trials per bin of finish time) and the percentile lines.
    void setHistogram(const engine::Histogram &histogram, double p10H, double p50H, double p90H);
    /// Empties the chart (no numbers that would read as data).
    void clear();
    /// Bins shown (tests).
    int binCount() const;
    QImage render(const QSize &size) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyStyle();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace scaleplan
