// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/TextFile.h"

#include <QDir>
#include <QSaveFile>

namespace scaleplan {

bool TextFile::write(const QString &path, std::string_view text, QString *error)
{
    QSaveFile file(path);
    const auto size = static_cast<qint64>(text.size());
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), size) != size
        || !file.commit()) {
        if (error != nullptr)
            *error
                = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

QString TextFile::withSuffix(QString path, const QString &suffix)
{
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    return path;
}

} // namespace scaleplan
