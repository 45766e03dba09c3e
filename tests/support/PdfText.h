// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading written PDFs back in tests through poppler-utils (pdftotext, pdfinfo, pdffonts,
// pdfimages); each returns an empty result when the tool is missing.

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace scaleplan::test {

inline bool havePoppler()
{
    return !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
           && !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty();
}

inline QString runTool(const QString &tool, const QStringList &arguments)
{
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

/// The PDF's text with ligatures undone and every run of white space one space, so that
/// wrapped lines and table cells read as running text.
inline QString pdfText(const QString &path)
{
    QString text = runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    text.replace(QChar(0xFB01), QStringLiteral("fi"));
    text.replace(QChar(0xFB02), QStringLiteral("fl"));
    return text.simplified();
}

/// pdfinfo's "Page size" line, e.g. "595 x 842 pts (A4)".
inline QString pdfPageSize(const QString &path)
{
    const QString info = runTool(QStringLiteral("pdfinfo"), {path});
    const QRegularExpressionMatch match
        = QRegularExpression(QStringLiteral("Page size:\\s*([^\\n]+)")).match(info);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

inline int pdfPages(const QString &path)
{
    const QString info = runTool(QStringLiteral("pdfinfo"), {path});
    const QRegularExpressionMatch match
        = QRegularExpression(QStringLiteral("Pages:\\s*(\\d+)")).match(info);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

} // namespace scaleplan::test
