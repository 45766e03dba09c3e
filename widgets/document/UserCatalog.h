// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file UserCatalog.h
/// \brief The user's catalog file in the window: read over the built-in catalog at start-up,
/// and entries (This machine, calibrated systems) merged into it so they outlast the session.
///
/// The file is the one the command line reads (engine::userCatalogPath()):
/// `$SCALEPLAN_CATALOG`, else `$XDG_CONFIG_HOME/scaleplan/catalog.json`, else
/// `~/.config/scaleplan/catalog.json`.

#include "scaleplan/engine/Catalog.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace scaleplan {

/// What start-up reads: the catalog to open the window on and, when the user file could
/// not be used, why (translated; the window still opens, on the built-in catalog).
struct UserCatalogLoad
{
    engine::Catalog catalog;
    QString path;    ///< the user file that was read; empty when there is none
    QString warning; ///< names the file, the JSON path and what to change; empty when fine
    QString problem; ///< the warning's cause alone ("JSON path: sentence", a read error)
};

class UserCatalog
{
    Q_DECLARE_TR_FUNCTIONS(UserCatalog)

public:
    /// The user catalog file (it need not exist); empty when no configuration folder is
    /// known (neither SCALEPLAN_CATALOG, XDG_CONFIG_HOME nor HOME is set).
    static QString path();

    /// \p base with the user file's entries added or replaced by id. A missing file is
    /// not an error; an unreadable or malformed one leaves \p base and sets the warning.
    static UserCatalogLoad load(const engine::Catalog &base = engine::builtinCatalog());
    /// As load(), from the catalog file at \p catalogFile (which need not exist).
    static UserCatalogLoad loadFile(const QString &catalogFile, const engine::Catalog &base);

    /// Adds the entries of the catalog text \p entriesJson to the file at \p file (created
    /// with its folder when missing), replacing those with the same id and keeping all
    /// others. Written atomically (QSaveFile): on failure the file is as it was, and
    /// \p error (translated) says why.
    static bool mergeEntries(const QString &file, std::string_view entriesJson, QString *error);
};

} // namespace scaleplan
