// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/DroppedFiles.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace scaleplan {

DroppedFileKind droppedFileKind(const QByteArray &bytes)
{
    const QJsonObject object = QJsonDocument::fromJson(bytes).object();
    const bool huggingFace = !object.contains(QLatin1String("format"))
                             && (object.contains(QLatin1String("model_type"))
                                 || object.contains(QLatin1String("architectures")));
    return huggingFace ? DroppedFileKind::HuggingFaceConfig : DroppedFileKind::Scenario;
}

bool isMeasurementCsv(const QString &path)
{
    return path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
}

QStringList droppableFiles(const QList<QUrl> &urls)
{
    if (urls.size() == 1 && urls.front().isLocalFile() && isMeasurementCsv(urls.front().fileName()))
        return {urls.front().toLocalFile()};
    QStringList paths;
    for (const QUrl &url : urls) {
        if (!url.isLocalFile()
            || !url.fileName().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
            return {};
        paths.append(url.toLocalFile());
    }
    return paths;
}

} // namespace scaleplan
