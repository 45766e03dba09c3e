// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/Autosaver.h"

#include "document/ScenarioDocument.h"

#include "scaleplan/engine/ScenarioIo.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

namespace scaleplan {

namespace {

const QString kFileName = QStringLiteral("autosave.scaleplan.json");
const QString kOriginName = QStringLiteral("autosave.origin");

} // namespace

Autosaver::Autosaver(ScenarioDocument *document, QString directory, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_directory(directory.isEmpty()
                      ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                      : std::move(directory))
    , m_timer(new QTimer(this))
{
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

QString Autosaver::filePath() const
{
    return QDir(m_directory).filePath(kFileName);
}

bool Autosaver::hasRecovery() const
{
    return QFile::exists(filePath());
}

bool Autosaver::recover(QString *error)
{
    QFile origin(QDir(m_directory).filePath(kOriginName));
    const QString originalPath = origin.open(QIODevice::ReadOnly)
                                     ? QString::fromUtf8(origin.readAll()).trimmed()
                                     : QString();
    if (!m_document->load(filePath(), error))
        return false;
    // Keep the user's own file as the target of the next save, and mark the work unsaved.
    m_document->reset(m_document->scenario(), originalPath);
    m_document->markUnsaved();
    return true;
}

void Autosaver::discard()
{
    QFile::remove(filePath());
    QFile::remove(QDir(m_directory).filePath(kOriginName));
}

void Autosaver::writeNow()
{
    if (!m_document->isModified())
        return;
    QDir().mkpath(m_directory);
    QSaveFile file(filePath());
    const std::string json = engine::scenarioToJson(m_document->scenario());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(json.data(), static_cast<qint64>(json.size()));
        file.commit();
    }
    QSaveFile origin(QDir(m_directory).filePath(kOriginName));
    if (origin.open(QIODevice::WriteOnly)) {
        origin.write(m_document->filePath().toUtf8());
        origin.commit();
    }
}

} // namespace scaleplan
