// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file CalibrationChart.h
/// \brief Measured against fitted step times, and the extrapolation with its 90% band,
/// over GPU count (log scale). Includes no Qt Charts header (see ChartPanel.h).

#include "scaleplan/engine/Calibration.h"

#include <QImage>
#include <QWidget>

#include <memory>
#include <vector>

namespace scaleplan {

class CalibrationChart : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CalibrationChart)

public:
    explicit CalibrationChart(QWidget *parent = nullptr);
    ~CalibrationChart() override;

    void setFit(const engine::CalibrationFit &fit,
                const std::vector<engine::Extrapolation> &extrapolation);
    void clear();
    /// Points of the extrapolation band (tests).
    int bandPointCount() const;
    QImage render(const QSize &size) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace scaleplan
