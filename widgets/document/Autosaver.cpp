// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/Autosaver.h"

#include "document/ScenarioDocument.h"
#include "document/TextFile.h"

#include "scaleplan/engine/ScenarioIo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>

namespace scaleplan {

namespace {

/// Slots looked at: more windows than anyone keeps open at once.
constexpr int kSlots = 64;

} // namespace

Autosaver::Autosaver(ScenarioDocument *document, QString directory, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_directory(directory.isEmpty()
                      ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                      : std::move(directory))
    , m_timer(new QTimer(this))
{
    QDir().mkpath(m_directory);
    m_own = claimSlot(false);
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::writeNow);
    connect(m_document, &ScenarioDocument::scenarioChanged, m_timer, qOverload<>(&QTimer::start));
    connect(m_document, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified) {
            m_timer->stop();
            discard();
        }
    });
}

Autosaver::~Autosaver() = default;

QString Autosaver::slotFile(int index, const QString &suffix) const
{
    return QDir(m_directory).filePath(QStringLiteral("autosave-%1%2").arg(index).arg(suffix));
}

Autosaver::Slot Autosaver::claimSlot(bool withWork) const
{
    for (int index = 0; index < kSlots; ++index) {
        if (index == m_own.index
            || QFile::exists(slotFile(index, QStringLiteral(".scaleplan.json"))) != withWork)
            continue;
        auto lock = std::make_unique<QLockFile>(slotFile(index, QStringLiteral(".lock")));
        // A lock of a process that no longer runs is stale and taken over.
        if (lock->tryLock(0))
            return {index, std::move(lock)};
    }
    return {};
}

QString Autosaver::filePath() const
{
    return m_own.index < 0 ? QString() : slotFile(m_own.index, QStringLiteral(".scaleplan.json"));
}

bool Autosaver::hasRecovery()
{
    if (m_waiting.index < 0)
        m_waiting = claimSlot(true);
    return m_waiting.index >= 0;
}

bool Autosaver::recover(QString *error)
{
    if (!hasRecovery())
        return false;
    QFile origin(slotFile(m_waiting.index, QStringLiteral(".origin")));
    const QString originalPath = origin.open(QIODevice::ReadOnly)
                                     ? QString::fromUtf8(origin.readAll()).trimmed()
                                     : QString();
    // Read field by field without the layout rules: work saved in the middle of an edit
    // (nodes changed, the batch not yet) is recovered as it was, and the window says what
    // to change, as it did before the crash.
    const QString path = slotFile(m_waiting.index, QStringLiteral(".scaleplan.json"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error
            = tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    const QByteArray text = TextFile::readBounded(file);
    const engine::ScenarioLoad loaded = engine::parseScenarioFields(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
        m_document->catalog());
    if (!loaded.scenario) {
        *error = tr("%1 cannot be recovered: %2")
                     .arg(QDir::toNativeSeparators(path),
                          QString::fromStdString(engine::formatLine(loaded.error)));
        return false;
    }
    // This window takes over the recovered slot; its fresh one is given back.
    discard();
    m_own = std::move(m_waiting);
    m_waiting = {};
    // Keep the user's own file as the target of the next save, and mark the work unsaved.
    m_document->reset(*loaded.scenario, originalPath);
    m_document->markUnsaved();
    writeNow();
    return true;
}

void Autosaver::discardRecovery()
{
    if (m_waiting.index < 0)
        return;
    QFile::remove(slotFile(m_waiting.index, QStringLiteral(".scaleplan.json")));
    QFile::remove(slotFile(m_waiting.index, QStringLiteral(".origin")));
    m_waiting = {};
}

void Autosaver::discard()
{
    if (m_own.index < 0)
        return;
    QFile::remove(slotFile(m_own.index, QStringLiteral(".scaleplan.json")));
    QFile::remove(slotFile(m_own.index, QStringLiteral(".origin")));
}

void Autosaver::writeNow()
{
    if (!m_document->isModified())
        return;
    if (m_own.index < 0)
        m_own = claimSlot(false);
    if (m_own.index < 0) {
        emit failed(tr("Unsaved work is not autosaved: no free autosave slot in %1.")
                        .arg(QDir::toNativeSeparators(m_directory)));
        return;
    }
    // The origin first: an autosave is never without the file it belongs to.
    const QString origin = m_document->filePath().isEmpty()
                               ? QString()
                               : QFileInfo(m_document->filePath()).absoluteFilePath();
    const QString path = filePath();
    int failure
        = TextFile::replace(slotFile(m_own.index, QStringLiteral(".origin")), origin.toStdString());
    if (failure == 0)
        failure = TextFile::replace(path, engine::scenarioToJson(m_document->scenario()));
    if (failure != 0)
        emit failed(tr("Unsaved work could not be autosaved to %1: %2.")
                        .arg(QDir::toNativeSeparators(path), TextFile::systemError(failure)));
}

} // namespace scaleplan
