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

#include <string>
#include <string_view>

namespace scaleplan::engine {

/// Merges the catalog text \p entriesJson into the catalog file \p path (created when
/// absent): entries with the same id (egress: provider) are replaced, all others kept.
/// Returns "" on success, else one line naming the path and what to change; a file that
/// is not a `scaleplan.catalog` object is left as it is.
std::string mergeIntoCatalogFile(const std::string &path, std::string_view entriesJson);

} // namespace scaleplan::engine
