// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file QuantityEdit.h
/// \brief A field that reads amounts as people type them ("15T", "$2,000,000", "60 d") and
/// shows them back in the user's locale.

#include <QLineEdit>
#include <QString>

#include <optional>

class QLocale;

namespace scaleplan {

/// What a QuantityEdit holds.
enum class QuantityKind {
    Count,    ///< tokens, samples: "15T", "300B", "1.5e12", "750k"
    Money,    ///< US dollars: "2M", "$2,000,000", "750k"
    Duration, ///< hours: "60 d", "8 w", "1440 h"; a bare number is hours
};

/// The value \p text means, or nothing when it cannot be read: a number in \p locale's or
/// the C locale's form (thousands separators allowed), a scale letter (k, M, B or G, T) and,
/// for durations, a unit (h, d, w and their words in English and the translation). Money
/// may carry "$" or "USD". Negative, zero and non-finite values are not read.
std::optional<double> parseQuantity(const QString &text, QuantityKind kind, const QLocale &locale);

/// \p value as a QuantityEdit shows it: counts and money with thousands separators, a
/// duration in days when it is a whole number of them ("60 d"), else in hours.
QString formatQuantity(double value, QuantityKind kind, const QLocale &locale);

/// A line edit for one quantity. An empty field means "none" when allowed. Text it cannot
/// read is refused visibly (red frame, a tooltip saying what it takes) and the value stays
/// as it was; it is never rescaled silently.
class QuantityEdit : public QLineEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuantityEdit)

public:
    QuantityEdit(QuantityKind kind, QWidget *parent = nullptr);
    ~QuantityEdit() override;

    /// The value shown; nothing for an empty field.
    std::optional<double> value() const { return m_value; }
    /// Shows \p value (nothing: empty). Emits nothing.
    void setValue(std::optional<double> value);
    /// Whether an empty field is accepted as "none" (default: yes).
    void setEmptyAllowed(bool allowed) { m_emptyAllowed = allowed; }
    /// Whether the last text typed was refused.
    bool isRefused() const { return m_refused; }

signals:
    /// The user typed a new value (or emptied the field) and left it or pressed Enter.
    void valueEdited(std::optional<double> value);

private:
    void commit();
    void showRefused(bool refused);
    QString hint() const;

    QuantityKind m_kind;
    std::optional<double> m_value;
    bool m_emptyAllowed = true;
    bool m_refused = false;
    QString m_tip; ///< the tooltip the owner set, restored once the text is read
};

} // namespace scaleplan
