// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/QuantityEdit.h"

#include "common/Controls.h"
#include "common/Format.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <utility>

namespace scaleplan {

namespace {

/// A unit word and what one of it is worth.
struct Unit
{
    const char *word;
    double factor;
};

// Scale words for counts and money, lower case: English letters and words, and the German
// and French words for million, milliard and billion (10^12).
constexpr Unit kScales[] = {
    {"", 1},       {"k", 1e3},        {"thousand", 1e3},
    {"tsd", 1e3},  {"m", 1e6},        {"mn", 1e6},
    {"mm", 1e6},   {"million", 1e6},  {"millions", 1e6},
    {"mio", 1e6},  {"b", 1e9},        {"bn", 1e9},
    {"g", 1e9},    {"billion", 1e9},  {"mrd", 1e9},
    {"md", 1e9},   {"milliard", 1e9}, {"milliards", 1e9},
    {"t", 1e12},   {"tn", 1e12},      {"trillion", 1e12},
    {"bio", 1e12},
};

// Duration units in hours: English, German, French, Japanese and Chinese.
constexpr Unit kDurations[] = {
    {"", 1},         {"h", 1},      {"hr", 1},        {"hrs", 1},        {"hour", 1},
    {"hours", 1},    {"std", 1},    {"stunde", 1},    {"stunden", 1},    {"heure", 1},
    {"heures", 1},   {"時間", 1},   {"小时", 1},      {"d", 24},         {"day", 24},
    {"days", 24},    {"t", 24},     {"tag", 24},      {"tage", 24},      {"j", 24},
    {"jour", 24},    {"jours", 24}, {"日", 24},       {"天", 24},        {"w", 168},
    {"wk", 168},     {"wks", 168},  {"week", 168},    {"weeks", 168},    {"woche", 168},
    {"wochen", 168}, {"sem", 168},  {"semaine", 168}, {"semaines", 168}, {"週", 168},
    {"週間", 168},   {"周", 168},
};

template<std::size_t N> std::optional<double> factorOf(const QString &word, const Unit (&units)[N])
{
    for (const Unit &unit : units) {
        if (word == QString::fromUtf8(unit.word))
            return unit.factor;
    }
    return std::nullopt;
}

/// The number in \p text as \p locale writes it, or as C does ("1.5e12").
std::optional<double> readNumber(QString text, const QLocale &locale)
{
    text.replace(QChar(0x00A0), QLatin1Char(' ')); // no-break space: a French group separator
    text.replace(QChar(0x202F), QLatin1Char(' ')); // narrow no-break space: the other one
    // Spaces group thousands ("2 000 000"), and do nothing else: "2 3" is not 23.
    static const QRegularExpression spacedGroups(
        QStringLiteral("^[0-9]{1,3}( [0-9]{3})+([.,][0-9]+)?$"));
    if (text.contains(QLatin1Char(' '))) {
        if (!spacedGroups.match(text).hasMatch())
            return std::nullopt;
        text.remove(QLatin1Char(' '));
    }
    bool ok = false;
    double value = locale.toDouble(text, &ok);
    if (!ok)
        value = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace

std::optional<double> parseQuantity(const QString &text, QuantityKind kind, const QLocale &locale)
{
    QString t = text.trimmed();
    if (kind == QuantityKind::Money) {
        t.remove(QStringLiteral("US$"), Qt::CaseInsensitive);
        t.remove(QStringLiteral("USD"), Qt::CaseInsensitive);
        t.remove(QLatin1Char('$'));
        t = t.trimmed();
    }
    // A number (digits, separators, an exponent), then an optional unit word.
    static const QRegularExpression form(
        QStringLiteral("^([0-9][0-9.,'\\s\\x{00A0}\\x{202F}]*(?:[eE][+-]?[0-9]+)?)\\s*(\\S.*)?$"));
    const QRegularExpressionMatch match = form.match(t);
    if (!match.hasMatch())
        return std::nullopt;
    const std::optional<double> number = readNumber(match.captured(1).trimmed(), locale);
    QString unit = match.captured(2).trimmed().toLower();
    if (unit.endsWith(QLatin1Char('.')))
        unit.chop(1);
    std::optional<double> factor;
    if (kind == QuantityKind::Duration) {
        factor = factorOf(unit, kDurations);
    } else {
        // "15T tokens": the thing counted may follow the scale.
        for (const char *thing : {"tokens", "token", "samples", "sample"}) {
            if (unit.endsWith(QLatin1String(thing)))
                unit = unit.chopped(static_cast<qsizetype>(std::char_traits<char>::length(thing)))
                           .trimmed();
        }
        factor = factorOf(unit, kScales);
    }
    if (!number || !factor || !(*number > 0))
        return std::nullopt;
    const double value = *number * *factor;
    if (!std::isfinite(value))
        return std::nullopt;
    return value;
}

QString formatQuantity(double value, QuantityKind kind, const QLocale &locale)
{
    switch (kind) {
    case QuantityKind::Money:
        return locale.toCurrencyString(value, QStringLiteral("$"),
                                       value == std::round(value) ? 0 : 2);
    case QuantityKind::Duration:
        if (value >= 24 && std::fmod(value, 24) == 0)
            return QuantityEdit::tr("%1 d", "days").arg(locale.toString(value / 24, 'f', 0));
        return QuantityEdit::tr("%1 h", "hours")
            .arg(locale.toString(value, 'f', value == std::round(value) ? 0 : 2));
    case QuantityKind::Count:
        break;
    }
    return locale.toString(value, 'f', 0);
}

QuantityEdit::QuantityEdit(QuantityKind kind, QWidget *parent)
    : QLineEdit(parent)
    , m_kind(kind)
{
    setClearButtonEnabled(true);
    setPlaceholderText(tr("none"));
    connect(this, &QLineEdit::editingFinished, this, &QuantityEdit::commit);
}

QuantityEdit::~QuantityEdit() = default;

void QuantityEdit::setValue(std::optional<double> value)
{
    m_value = value;
    showRefused(false);
    const QString shown = value ? formatQuantity(*value, m_kind, displayLocale()) : QString();
    if (text() != shown)
        setText(shown);
}

void QuantityEdit::commit()
{
    const QString typed = text().trimmed();
    if (typed.isEmpty() && m_emptyAllowed) {
        showRefused(false);
        if (m_value) {
            m_value.reset();
            emit valueEdited(m_value);
        }
        return;
    }
    const std::optional<double> read = parseQuantity(typed, m_kind, displayLocale());
    if (!read) {
        showRefused(true);
        return;
    }
    setValue(read);
    emit valueEdited(m_value);
}

void QuantityEdit::showRefused(bool refused)
{
    if (refused == m_refused)
        return;
    m_refused = refused;
    if (refused) {
        m_tip = toolTip();
        setStyleSheet(QStringLiteral("QLineEdit { border: 2px solid %1; }").arg(errorColor()));
        setToolTip(
            tr("Cannot read \"%1\": %2 The value stays %3.")
                .arg(text(), hint(),
                     m_value ? formatQuantity(*m_value, m_kind, displayLocale()) : tr("none")));
    } else {
        setStyleSheet(QString());
        setToolTip(m_tip);
    }
}

QString QuantityEdit::hint() const
{
    switch (m_kind) {
    case QuantityKind::Money:
        return tr("type an amount in US dollars, for example 2M, 750k or $2,000,000.");
    case QuantityKind::Duration:
        return tr("type a duration, for example 60 d, 8 w or 1440 h (a number alone is hours).");
    case QuantityKind::Count:
        break;
    }
    return tr("type a number, for example 15T, 300B or 1.5e12.");
}

} // namespace scaleplan
