// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file AtomicFile.h
/// \brief The one way Scaleplan's programs replace a file: all of it or none of it.
///
/// The text goes to a uniquely named temporary file in the target's folder, which is
/// written in full, flushed and synced to the disk (`fsync`) before it is renamed over
/// the target; the folder is synced after the rename. Any failure on the way (a full
/// disk, a read-only folder, a missing directory) removes the temporary file, leaves the
/// old file as it was and says why, naming the path.

#include <string>
#include <string_view>

namespace scaleplan::engine {

struct AtomicWriteOptions
{
    bool executable = false; ///< add the execute bits (launch scripts)
};

/// Replaces \p path with \p content atomically. Returns 0 on success, else the system's
/// error number (errno) of the step that failed; the old file is then as it was.
int replaceFileAtomically(const std::string &path, std::string_view content,
                          AtomicWriteOptions options = {});

/// replaceFileAtomically() for the command line: "" on success, otherwise one line
/// naming \p path, the system's reason and what to check ("... No space left on device;
/// free some space or choose another folder").
std::string writeFileAtomically(const std::string &path, std::string_view content,
                                AtomicWriteOptions options = {});

} // namespace scaleplan::engine
