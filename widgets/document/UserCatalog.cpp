// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/UserCatalog.h"

#include "common/Texts.h"
#include "document/TextFile.h"

#include "scaleplan/engine/CatalogFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <optional>
#include <string>

namespace scaleplan {

namespace {

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

/// "JSON path: sentence" in the window's language, the path left as in the file.
QString problemText(const engine::Diagnostic &d)
{
    const QString sentence = diagnosticText(d);
    if (d.field.empty())
        return sentence;
    return QString::fromStdString(d.field) + QStringLiteral(": ") + sentence;
}

} // namespace

QString UserCatalog::path()
{
    return QString::fromStdString(engine::userCatalogPath());
}

UserCatalogLoad UserCatalog::load(const engine::Catalog &base)
{
    return loadFile(path(), base);
}

UserCatalogLoad UserCatalog::loadFile(const QString &catalogFile, const engine::Catalog &base)
{
    UserCatalogLoad result{base, catalogFile, {}, {}};
    if (result.path.isEmpty() || !QFileInfo::exists(result.path)) {
        result.path.clear();
        return result;
    }
    QFile file(result.path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.problem = file.errorString();
        result.warning = tr("Your catalog %1 cannot be read (%2); Scaleplan uses the built-in "
                            "catalog. Check the file's permissions.")
                             .arg(native(result.path), file.errorString());
        return result;
    }
    const QByteArray text = TextFile::readBounded(file);
    const engine::CatalogLoad loaded = engine::overlayCatalog(base, view(text));
    if (!loaded.catalog) {
        result.problem = problemText(loaded.error);
        result.warning = tr("Your catalog %1 was not loaded: %2. Change that entry (or remove the "
                            "file); until then Scaleplan uses the built-in catalog.")
                             .arg(native(result.path), problemText(loaded.error));
        return result;
    }
    result.catalog = *loaded.catalog;
    return result;
}

bool UserCatalog::mergeEntries(const QString &file, std::string_view entriesJson, QString *error)
{
    const auto fail = [error](const QString &text) {
        if (error != nullptr)
            *error = text;
        return false;
    };
    if (file.isEmpty())
        return fail(tr("No folder for your catalog is known: set SCALEPLAN_CATALOG to a file."));
    QDir().mkpath(QFileInfo(file).absolutePath());
    // Read, merged and written under the file's lock: other windows and the command line
    // may be saving into it at the same moment.
    using Outcome = engine::CatalogFileMerge::Outcome;
    const engine::CatalogFileMerge merge
        = engine::mergeCatalogFile(QFile::encodeName(file).toStdString(), entriesJson);
    switch (merge.outcome) {
    case Outcome::Saved:
        break;
    case Outcome::CannotLock:
    case Outcome::CannotWrite:
        return fail(
            tr("Cannot write %1: %2").arg(native(file), TextFile::systemError(merge.systemError)));
    case Outcome::TooLarge:
    case Outcome::NotACatalog:
        return fail(tr("%1 is not a Scaleplan catalog (\"format\": \"scaleplan.catalog\"); "
                       "fix or remove it first.")
                        .arg(native(file)));
    case Outcome::WouldNotLoad:
        return fail(tr("%1 was left as it was: with the new entry it would not load (%2). Fix "
                       "or remove the file first.")
                        .arg(native(file), problemText(merge.loadError)));
    }
    return true;
}

} // namespace scaleplan
