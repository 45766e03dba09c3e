// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading amounts as people type them (widgets/common/QuantityEdit): scales, currency,
// separators of two locales, duration units, and text that must be refused, not rescaled.
#include "common/QuantityEdit.h"

#include <QLocale>
#include <QSignalSpy>
#include <QTest>

#include <optional>

using namespace scaleplan;

class TestQuantityEdit : public QObject
{
    Q_OBJECT

private slots:
    void readsWhatPeopleType_data();
    void readsWhatPeopleType();
    void refusesWhatItCannotRead_data();
    void refusesWhatItCannotRead();
    void showsValuesBackSoTheyReadAgain();
    void refusedTextKeepsTheValue();
};

void TestQuantityEdit::readsWhatPeopleType_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    const int count = static_cast<int>(QuantityKind::Count);
    const int money = static_cast<int>(QuantityKind::Money);
    const int duration = static_cast<int>(QuantityKind::Duration);
    QTest::newRow("15T tokens") << count << "en_US"
                                << "15T" << 15e12;
    QTest::newRow("300B") << count << "en_US"
                          << "300B" << 300e9;
    QTest::newRow("1.5e12") << count << "en_US"
                            << "1.5e12" << 1.5e12;
    QTest::newRow("2 trillion tokens") << count << "en_US"
                                       << "2 trillion tokens" << 2e12;
    QTest::newRow("15,000,000,000,000") << count << "en_US"
                                        << "15,000,000,000,000" << 15e12;
    QTest::newRow("de 1,5 Bio.") << count << "de_DE"
                                 << "1,5 Bio." << 1.5e12;
    QTest::newRow("de 300 Mrd.") << count << "de_DE"
                                 << "300 Mrd." << 300e9;
    QTest::newRow("de 1.5e12") << count << "de_DE"
                               << "1.5e12" << 1.5e12;
    QTest::newRow("2M") << money << "en_US"
                        << "2M" << 2e6;
    QTest::newRow("$2,000,000") << money << "en_US"
                                << "$2,000,000" << 2e6;
    QTest::newRow("750k") << money << "en_US"
                          << "750k" << 750e3;
    QTest::newRow("1.8 million USD") << money << "en_US"
                                     << "1.8 million USD" << 1.8e6;
    QTest::newRow("de 2.000.000 $") << money << "de_DE"
                                    << "2.000.000 $" << 2e6;
    QTest::newRow("de 2,5 Mio.") << money << "de_DE"
                                 << "2,5 Mio." << 2.5e6;
    QTest::newRow("60 d") << duration << "en_US"
                          << "60 d" << 1440.0;
    QTest::newRow("8 w") << duration << "en_US"
                         << "8 w" << 1344.0;
    QTest::newRow("1440 h") << duration << "en_US"
                            << "1440 h" << 1440.0;
    QTest::newRow("1,440") << duration << "en_US"
                           << "1,440" << 1440.0;
    QTest::newRow("2.5 days") << duration << "en_US"
                              << "2.5 days" << 60.0;
    QTest::newRow("de 60 Tage") << duration << "de_DE"
                                << "60 Tage" << 1440.0;
    QTest::newRow("fr 8 semaines") << duration << "fr_FR"
                                   << "8 semaines" << 1344.0;
}

void TestQuantityEdit::readsWhatPeopleType()
{
    QFETCH(int, kind);
    QFETCH(QString, locale);
    QFETCH(QString, text);
    QFETCH(double, value);
    const std::optional<double> read
        = parseQuantity(text, static_cast<QuantityKind>(kind), QLocale(locale));
    QVERIFY2(read.has_value(), qPrintable(text));
    QCOMPARE(*read, value);
}

void TestQuantityEdit::refusesWhatItCannotRead_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    const int count = static_cast<int>(QuantityKind::Count);
    const int money = static_cast<int>(QuantityKind::Money);
    const int duration = static_cast<int>(QuantityKind::Duration);
    QTest::newRow("words") << money << "two million";
    QTest::newRow("unknown scale") << count << "15 zillion";
    QTest::newRow("duration on a count") << count << "60 d";
    QTest::newRow("unknown unit") << duration << "3 fortnights";
    QTest::newRow("negative") << money << "-5";
    QTest::newRow("zero") << duration << "0 h";
    QTest::newRow("overflow") << count << "1e308T";
    QTest::newRow("two numbers") << money << "2 3";
}

void TestQuantityEdit::refusesWhatItCannotRead()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    QVERIFY2(!parseQuantity(text, static_cast<QuantityKind>(kind), QLocale(QStringLiteral("en_US")))
                  .has_value(),
             qPrintable(text));
}

void TestQuantityEdit::showsValuesBackSoTheyReadAgain()
{
    // What a field shows reads back as the same value, in English and German.
    for (const char *name : {"en_US", "de_DE"}) {
        const QLocale locale{QString::fromLatin1(name)};
        for (const auto &[kind, value] :
             {std::pair{QuantityKind::Count, 15e12}, std::pair{QuantityKind::Money, 2e6},
              std::pair{QuantityKind::Money, 1234.5}, std::pair{QuantityKind::Duration, 1440.0},
              std::pair{QuantityKind::Duration, 30.5}}) {
            const QString shown = formatQuantity(value, kind, locale);
            const std::optional<double> again = parseQuantity(shown, kind, locale);
            QVERIFY2(again.has_value(), qPrintable(shown));
            QCOMPARE(*again, value);
        }
    }
    QCOMPARE(formatQuantity(1440, QuantityKind::Duration, QLocale(QStringLiteral("en_US"))),
             QStringLiteral("60 d"));
    QCOMPARE(formatQuantity(15e12, QuantityKind::Count, QLocale(QStringLiteral("en_US"))),
             QStringLiteral("15,000,000,000,000"));
}

void TestQuantityEdit::refusedTextKeepsTheValue()
{
    QuantityEdit edit(QuantityKind::Money);
    QSignalSpy edited(&edit, &QuantityEdit::valueEdited);
    edit.setText(QStringLiteral("750k"));
    emit edit.editingFinished();
    QCOMPARE(edited.count(), 1);
    QCOMPARE(edit.value(), std::optional<double>(750e3));
    edit.setText(QStringLiteral("lots"));
    emit edit.editingFinished();
    QCOMPARE(edited.count(), 1); // nothing applied
    QVERIFY(edit.isRefused());
    QCOMPARE(edit.value(), std::optional<double>(750e3));
    QVERIFY(edit.toolTip().contains(QStringLiteral("lots")));
    edit.clear();
    emit edit.editingFinished();
    QVERIFY(!edit.isRefused());
    QCOMPARE(edit.value(), std::nullopt);
    QCOMPARE(edited.count(), 2);
}

QTEST_MAIN(TestQuantityEdit)
#include "TestQuantityEdit.moc"
