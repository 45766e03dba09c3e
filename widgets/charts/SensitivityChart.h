// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file SensitivityChart.h
/// \brief Horizontal bars of how far each input moves a figure, the input a step lower and
/// a step higher, largest first. Like ChartPanel, this header includes no Qt Charts header.

#include <QImage>
#include <QList>
#include <QStringList>
#include <QWidget>

#include <memory>

namespace scaleplan {

class SensitivityChart : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SensitivityChart)

public:
    explicit SensitivityChart(QWidget *parent = nullptr);
    ~SensitivityChart() override;

    /// One bar pair per label (the first at the top): the relative change of \p measure
    /// (named so in tooltips) with the input \p step lower and higher (0.05 = 5% more),
    /// under \p title.
    void setRows(const QStringList &labels, const QList<double> &ifLower,
                 const QList<double> &ifHigher, double step, const QString &title,
                 const QString &measure);
    /// Empties the chart (no numbers that would read as data).
    void clear();
    /// Inputs shown (tests).
    int rowCount() const;
    QImage render(const QSize &size) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyStyle();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace scaleplan
