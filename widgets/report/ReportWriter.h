// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ReportWriter.h
/// \brief Lays a ReportContent out on A4 or US Letter pages and writes it as PDF: text
/// wraps, tables break across pages with their header repeated, charts stay vector
/// graphics, every page has a header and a numbered footer.

#include <QCoreApplication>
#include <QLocale>
#include <QPageSize>
#include <QString>

QT_BEGIN_NAMESPACE
class QIODevice;
QT_END_NAMESPACE

namespace scaleplan {

struct ReportContent;

class ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)

public:
    /// US Letter where \p locale uses US measurements (QLocale::ImperialUSSystem), or is
    /// Canadian or Mexican; A4 elsewhere.
    static QPageSize::PageSizeId defaultPaper(const QLocale &locale = QLocale());

    /// Writes the PDF to \p path atomically (QSaveFile: nothing is left on failure).
    /// Needs a QApplication (the charts are widgets; offscreen is enough).
    static bool writePdf(const ReportContent &content, const QString &path,
                         QPageSize::PageSizeId paper, QString *error);

    /// Writes the PDF to an open \p device.
    static void writePdf(const ReportContent &content, QIODevice *device,
                         QPageSize::PageSizeId paper);
};

} // namespace scaleplan
