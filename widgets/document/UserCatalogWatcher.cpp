// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/UserCatalogWatcher.h"

#include "document/ScenarioDocument.h"
#include "document/UserCatalog.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

#include <algorithm>
#include <utility>
#include <vector>

namespace scaleplan {

namespace {

/// Editors and QSaveFile write a new file and rename it over the old one; the folder and
/// the file both report that. One read after the writer is done.
constexpr int kSettleMs = 250;

/// Appends the entries of \p open that \p fresh has no entry of the same id for.
template<typename Entry> void keepMissing(const std::vector<Entry> &open, std::vector<Entry> &fresh)
{
    for (const Entry &entry : open) {
        const bool present = std::any_of(fresh.begin(), fresh.end(),
                                         [&](const Entry &e) { return e.id == entry.id; });
        if (!present)
            fresh.push_back(entry);
    }
}

} // namespace

UserCatalogWatcher::UserCatalogWatcher(ScenarioDocument *document, const QString &file,
                                       QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_file(QFileInfo(file).absoluteFilePath())
    , m_watcher(new QFileSystemWatcher(this))
    , m_settle(new QTimer(this))
{
    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_settle, &QTimer::timeout, this, [this] {
        watch(); // a renamed-over file is a new file to watch
        reload();
    });
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_settle, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_settle,
            qOverload<>(&QTimer::start));
    watch();
}

void UserCatalogWatcher::watch()
{
    if (const QStringList files = m_watcher->files(); !files.isEmpty())
        m_watcher->removePaths(files);
    if (const QStringList folders = m_watcher->directories(); !folders.isEmpty())
        m_watcher->removePaths(folders);
    if (QFileInfo::exists(m_file))
        m_watcher->addPath(m_file);
    // The file's folder, or the nearest one that exists until the folder is made.
    QString folder = QFileInfo(m_file).absolutePath();
    while (!QFileInfo(folder).isDir() && !QDir(folder).isRoot())
        folder = QFileInfo(folder).absolutePath();
    if (QFileInfo(folder).isDir())
        m_watcher->addPath(folder);
}

void UserCatalogWatcher::reload()
{
    UserCatalogLoad load = UserCatalog::loadFile(m_file, engine::builtinCatalog());
    if (!load.warning.isEmpty()) {
        if (load.problem != m_lastProblem) {
            m_lastProblem = load.problem;
            emit failed(tr("Your catalog %1 changed but cannot be used: %2. The prices and "
                           "hardware in use stay as they were; correct the file and save it "
                           "again.")
                            .arg(QDir::toNativeSeparators(m_file), load.problem));
        }
        return;
    }
    m_lastProblem.clear();
    engine::Catalog fresh = std::move(load.catalog);
    const engine::Catalog &open = m_document->catalog();
    keepMissing(open.gpus, fresh.gpus);
    keepMissing(open.instances, fresh.instances);
    if (fresh == open)
        return; // the window's own save, or a change that changes nothing
    m_document->replaceCatalog(std::move(fresh));
    emit reloaded(m_file);
}

} // namespace scaleplan
