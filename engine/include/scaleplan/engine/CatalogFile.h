// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file CatalogFile.h
/// \brief The user's catalog file, changed only by merging into it.
///
/// Every program that saves into the user catalog (the probe, prices typed in the window,
/// the calibration, imports) merges its entries into the file as it is on disk, never
/// replacing what it does not name. The read, merge and write happen under an advisory
/// lock (`flock` on a lock file beside it), so two processes saving at once both keep
/// their entries, and the write is atomic (AtomicFile.h).

#include "scaleplan/engine/Diagnostic.h"

#include <string>
#include <string_view>

namespace scaleplan::engine {

/// What mergeCatalogFile() did.
struct CatalogFileMerge
{
    enum class Outcome {
        Saved,
        CannotLock,   ///< the lock file could not be made (systemError says why)
        TooLarge,     ///< the file holds more than kMaxInputBytes
        NotACatalog,  ///< the file is not a `scaleplan.catalog` JSON object
        WouldNotLoad, ///< merged, the catalog would not load (loadError says why)
        CannotWrite,  ///< the atomic write failed (systemError says why)
    };
    Outcome outcome = Outcome::Saved;
    int systemError = 0;
    Diagnostic loadError;
};

/// Merges the catalog text \p entriesJson into the catalog file \p path (created when
/// absent), under the lock: entries with the same id (egress: provider) are replaced, all
/// others kept. Anything but Outcome::Saved leaves the file as it was.
CatalogFileMerge mergeCatalogFile(const std::string &path, std::string_view entriesJson);

/// mergeCatalogFile() for the command line: "" on success, else one line naming the path
/// and what to change.
std::string mergeIntoCatalogFile(const std::string &path, std::string_view entriesJson);

} // namespace scaleplan::engine
