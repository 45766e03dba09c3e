// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace scaleplan::cli {

/// Exit statuses of the command-line contract.
enum ExitCode : int { Success = 0, Failure = 1, InvalidInput = 2 };

/// Runs `scaleplan-cli ARGS...`; returns the exit status.
int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
        std::ostream &err);

} // namespace scaleplan::cli
