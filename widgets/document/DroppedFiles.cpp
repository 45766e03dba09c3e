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

QStringList droppableFiles(const QList<QUrl> &urls)
{
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
