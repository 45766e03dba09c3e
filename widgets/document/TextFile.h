// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <string_view>

class QFile;

namespace scaleplan {

/// Files the window writes (scenarios, CSV exports, launch files, reports, charts): all
/// through engine::replaceFileAtomically(), so a failed write (a full disk included) leaves
/// whatever was at the path before and says why.
class TextFile
{
    Q_DECLARE_TR_FUNCTIONS(TextFile)

public:
    /// Writes \p text to \p path atomically; on failure \p error (translated) names the file
    /// and the cause.
    static bool write(const QString &path, std::string_view text, QString *error);
    /// As write(), with the execute bits when \p executable; returns the system's error
    /// number (0: written) for callers with their own message.
    static int replace(const QString &path, std::string_view text, bool executable = false);
    /// What \p file (open for reading) holds, at most one byte past the readers' limit
    /// (engine/InputLimits.h): an endless or huge file stops there and the reader names it.
    static QByteArray readBounded(QFile &file);
    /// The system's description of error number \p error ("No space left on device").
    static QString systemError(int error);
    /// \p path with \p suffix (".csv") appended unless it already ends in it, in any case.
    static QString withSuffix(QString path, const QString &suffix);
};

} // namespace scaleplan
