// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;

namespace scaleplan {

class ScenarioDocument;

/// Keeps a copy of unsaved work so a crash loses at most a few seconds: a few seconds
/// after the last change the scenario is written (atomically) to this window's autosave
/// file; a save or an orderly close without changes removes it.
///
/// Every window has a slot of its own in the autosave folder (`autosave-N.scaleplan.json`
/// with `autosave-N.origin`, the absolute path of the file it came from), held by a lock
/// file while the window lives, so windows never touch each other's work. A slot whose
/// lock is free but whose autosave file is there belongs to a program that ended without
/// saving: it is offered for recovery, and the window that recovers it adopts that slot and
/// writes it again at once, so a second crash loses nothing either.
class Autosaver : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Autosaver)

public:
    /// Autosaves \p document into \p directory (default: the application data location).
    explicit Autosaver(ScenarioDocument *document, QString directory = {},
                       QObject *parent = nullptr);
    ~Autosaver() override;

    /// Path of this window's autosave file.
    QString filePath() const;
    /// Whether work left by a program that ended without saving waits to be recovered
    /// (and holds it for this window until recover() or discardRecovery()).
    bool hasRecovery();
    /// Loads the waiting work into the document (marked modified, its own file kept as the
    /// target of the next save), adopts its slot and autosaves it again at once; returns
    /// false with \p error when it cannot be read.
    bool recover(QString *error);
    /// Deletes the waiting work (the user declined to recover it).
    void discardRecovery();
    /// Deletes this window's autosave (after a save, or an orderly close).
    void discard();
    /// Writes the autosave now if the document has unsaved changes.
    void writeNow();

    /// Delay between the last change and the write.
    static constexpr int kDelayMs = 3000;

signals:
    /// An autosave could not be written; \p message (translated) says why.
    void failed(const QString &message);

private:
    struct Slot
    {
        int index = -1;
        std::unique_ptr<QLockFile> lock;
    };
    QString slotFile(int index, const QString &suffix) const;
    /// The first slot whose lock is free and that \p withWork (or not) has an autosave in.
    Slot claimSlot(bool withWork) const;

    ScenarioDocument *m_document;
    QString m_directory;
    QTimer *m_timer;
    Slot m_own;
    Slot m_waiting; ///< a crashed program's slot, held while recovery is offered
};

} // namespace scaleplan
