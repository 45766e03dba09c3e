// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Axis ticks: a linear time axis gets as many labels as fit the plot's width.
#include "charts/ChartStyle.h"

#include <QTest>

using namespace scaleplan::chartstyle;

class TestChartStyle : public QObject
{
    Q_OBJECT

private slots:
    void ticksFitTheAxisWidth();
};

void TestChartStyle::ticksFitTheAxisWidth()
{
    // 7,370 h of range: niceStep's five ticks give a step of 1,000 h, ten labels.
    const double span = 7370;
    QCOMPARE(niceStep(span, 5), 1000.0);
    // Width unknown (before the first layout): niceStep's choice.
    QCOMPARE(fittingStep(span, 0, 50), 1000.0);
    // A wide plot keeps it: (7.37 + 2) x 75 px = 703 px <= 800 px.
    QCOMPARE(fittingStep(span, 800, 50), 1000.0);
    // 300 px with 50 px labels: 1,000 h needs 703 px, 2,000 h 426 px, 5,000 h 260 px.
    QCOMPARE(fittingStep(span, 300, 50), 5000.0);
    // Too narrow for two labels: stop at one interval instead of growing for ever.
    QCOMPARE(fittingStep(span, 10, 50), 10000.0);
}

QTEST_APPLESS_MAIN(TestChartStyle)

#include "TestChartStyle.moc"
