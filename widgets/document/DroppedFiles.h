// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>

class QByteArray;
class QUrl;

namespace scaleplan {

/// What a JSON file dropped on the window holds.
enum class DroppedFileKind {
    Scenario,          ///< a scenario, or anything else: the scenario reader says what is wrong
    HuggingFaceConfig, ///< a Hugging Face config.json: its model replaces the scenario's
};

/// \p bytes read as a Hugging Face config when they are a JSON object without the
/// scenario's "format" key that has "model_type" or "architectures" (every config.json
/// transformers writes has both); as a scenario otherwise.
DroppedFileKind droppedFileKind(const QByteArray &bytes);

/// The paths of \p urls when every one is a local .json file, or when they are one local
/// .csv file (measurements for Tools > Calibrate), else nothing.
QStringList droppableFiles(const QList<QUrl> &urls);

/// Whether \p path names a measurement CSV (by its suffix).
bool isMeasurementCsv(const QString &path);

} // namespace scaleplan
