// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace scaleplan {

/// Text files the window writes (CSV exports): atomically, so a failed write leaves
/// whatever was at the path before.
class TextFile
{
    Q_DECLARE_TR_FUNCTIONS(TextFile)

public:
    /// Writes \p text to \p path through QSaveFile; on failure \p error (translated) names
    /// the file and the cause.
    static bool write(const QString &path, std::string_view text, QString *error);
    /// \p path with \p suffix (".csv") appended unless it already ends in it, in any case.
    static QString withSuffix(QString path, const QString &suffix);
};

} // namespace scaleplan
