// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QTimer;

namespace scaleplan {

class ScenarioDocument;

/// Keeps a copy of unsaved work so a crash loses at most a few seconds: a few seconds
/// after the last change the scenario is written (atomically) to the autosave file; a
/// save or an orderly close without changes removes it. At the next start a leftover file
/// means the program ended without saving, and it can be recovered.
class Autosaver : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Autosaver)

public:
    /// Autosaves \p document into \p directory (default: the application data location).
    explicit Autosaver(ScenarioDocument *document, QString directory = {},
                       QObject *parent = nullptr);
    ~Autosaver() override;

    /// Path of the autosave file.
    QString filePath() const;
    /// Whether an autosave from an earlier run is waiting to be recovered.
    bool hasRecovery() const;
    /// Loads the autosaved scenario into the document (marked modified, original path
    /// kept); returns false with \p error when it cannot be read.
    bool recover(QString *error);
    /// Deletes the autosave file (after a save, or when the user declines recovery).
    void discard();
    /// Writes the autosave now if the document has unsaved changes.
    void writeNow();

    /// Delay between the last change and the write.
    static constexpr int kDelayMs = 3000;

private:
    ScenarioDocument *m_document;
    QString m_directory;
    QTimer *m_timer;
};

} // namespace scaleplan
