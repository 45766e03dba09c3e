// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliSupport.h"

#include <stdexcept>

namespace scaleplan::cli {

const char *const kPlanUsage = "";

int planCommand(const std::vector<std::string> &, std::istream &, std::ostream &, std::ostream &)
{
    throw std::runtime_error("'plan' is not available in this version yet");
}

} // namespace scaleplan::cli
