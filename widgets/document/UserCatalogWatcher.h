// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file UserCatalogWatcher.h
/// \brief Follows the user's catalog file while the window is open: prices edited in a text
/// editor, by another Scaleplan window or by `scaleplan-cli probe --catalog-out` reach the
/// estimate, the charts and the kept scenarios without a restart.

#include <QObject>
#include <QString>

QT_BEGIN_NAMESPACE
class QFileSystemWatcher;
class QTimer;
QT_END_NAMESPACE

namespace scaleplan {

class ScenarioDocument;

class UserCatalogWatcher : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UserCatalogWatcher)

public:
    /// Watches \p file (it need not exist yet: its nearest existing folder is watched for
    /// it) and re-reads it into \p document shortly after each change.
    UserCatalogWatcher(ScenarioDocument *document, const QString &file, QObject *parent = nullptr);

    QString file() const { return m_file; }

    /// Reads the file over the built-in catalog now, as a change on disk does. Entries the
    /// open catalog has and neither holds (a This machine entry that could not be saved)
    /// are kept, so no scenario loses its instance; a file that does not load leaves the
    /// catalog as it is and reports failed() once per problem.
    void reload();

signals:
    /// The file was read and changed the catalog; everything re-estimated.
    void reloaded(const QString &file);
    /// The file changed but cannot be used (translated: the file, the field, what to change).
    void failed(const QString &warning);

private:
    void watch();

    ScenarioDocument *m_document;
    QString m_file;
    QFileSystemWatcher *m_watcher;
    QTimer *m_settle;
    QString m_lastProblem; ///< the last failure reported, so it is said once
};

} // namespace scaleplan
