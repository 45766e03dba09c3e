// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Number formatting on screen: no negative zero.
#include "common/Format.h"

#include <QLocale>
#include <QTest>

using namespace scaleplan;

class TestFormat : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void percentNeverShowsNegativeZero();
    void shortDurationsKeepTheirSeconds();
    void figuresKeepTheirUnits();
};

void TestFormat::percentNeverShowsNegativeZero()
{
    // A calibration residual of -0.0004 % printed as "-0.0 %" beside "0.0 %".
    QCOMPARE(formatPercent(-0.000004, 1), QStringLiteral("0.0 %"));
    QCOMPARE(formatPercent(-0.0, 1), QStringLiteral("0.0 %"));
    QCOMPARE(formatPercent(-0.0006, 1), QStringLiteral("-0.1 %"));
    QCOMPARE(formatPercent(0.123, 1), QStringLiteral("12.3 %"));
    QCOMPARE(formatPercent(-0.004, 0), QStringLiteral("0 %"));
}

void TestFormat::shortDurationsKeepTheirSeconds()
{
    // A 10-second run had read "0 min" on the cards and "0 min before the deadline".
    QCOMPARE(formatHours(10.0 / 3600), QStringLiteral("10 s"));
    QCOMPARE(formatHours(2.5 / 3600), QStringLiteral("2.5 s"));
    QCOMPARE(formatHours(59.0 / 3600), QStringLiteral("59 s"));
    QCOMPARE(formatHours(1.0 / 60), QStringLiteral("1 min"));
    QCOMPARE(formatHours(0.5), QStringLiteral("30 min"));
    QCOMPARE(formatHours(5.2), QStringLiteral("5.2 h"));
    QCOMPARE(formatDuration(10.0 / 3600), QStringLiteral("10 s"));
}

void TestFormat::figuresKeepTheirUnits()
{
    const QString nbsp(QChar::Nbsp);
    QCOMPARE(keepFiguresWhole(QStringLiteral("um 5,0 % und höchstens um 13,1 % ab")),
             QStringLiteral("um 5,0%1% und höchstens um 13,1%1% ab").arg(nbsp));
    QCOMPARE(keepFiguresWhole(QStringLiteral("8.150 $ weniger, 47,1 GB, 502 h (20,9 Tage)")),
             QStringLiteral("8.150%1$ weniger, 47,1%1GB, 502%1h (20,9%1Tage)").arg(nbsp));
    QCOMPARE(keepFiguresWhole(QStringLiteral("1.6 s a step, 30 min, 400 Gbit/s")),
             QStringLiteral("1.6%1s a step, 30%1min, 400%1Gbit/s").arg(nbsp));
    // A layout is one figure; a bracketed figure keeps its word.
    QCOMPARE(
        keepFiguresWhole(QStringLiteral("4 × 2 × 64, ZeRO 2, tp 4 pp 2, step 4")),
        QStringLiteral("4_×_2_×_64, ZeRO_2, tp_4 pp_2, step 4").replace(QLatin1Char('_'), nbsp));
    QCOMPARE(keepFiguresWhole(QStringLiteral("1,018 h (42.4 days)")),
             QStringLiteral("1,018%1h (42.4%1days)").arg(nbsp));
    // Words that merely begin like a unit keep their space, and so does text without figures.
    QCOMPARE(keepFiguresWhole(QStringLiteral("8 heads, 4 stages, 32 GPUs on 8 x p5.48xlarge")),
             QStringLiteral("8 heads, 4 stages, 32 GPUs on 8 x p5.48xlarge"));
    QCOMPARE(keepFiguresWhole(QStringLiteral("a % b")), QStringLiteral("a % b"));
}

QTEST_APPLESS_MAIN(TestFormat)

#include "TestFormat.moc"
