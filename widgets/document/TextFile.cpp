// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/TextFile.h"

#include "scaleplan/engine/AtomicFile.h"
#include "scaleplan/engine/InputLimits.h"

#include <QDir>
#include <QFile>

#include <cstring>

namespace scaleplan {

bool TextFile::write(const QString &path, std::string_view text, QString *error)
{
    const int failure = replace(path, text);
    if (failure != 0 && error != nullptr)
        *error
            = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), systemError(failure));
    return failure == 0;
}

int TextFile::replace(const QString &path, std::string_view text, bool executable)
{
    return engine::replaceFileAtomically(QFile::encodeName(path).toStdString(), text,
                                         {.executable = executable});
}

QByteArray TextFile::readBounded(QFile &file)
{
    return file.read(static_cast<qint64>(engine::kMaxInputBytes) + 1);
}

QString TextFile::systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

QString TextFile::withSuffix(QString path, const QString &suffix)
{
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    return path;
}

} // namespace scaleplan
