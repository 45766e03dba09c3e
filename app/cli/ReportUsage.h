// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace scaleplan::cli {

/// The usage lines of `report`, shared by scaleplan-cli and scaleplan-report.
inline constexpr const char *kReportUsageText
    = "  report FILE --pdf OUT.pdf [--csv OUT.csv] [--paper a4|letter]\n"
      "      the written report as PDF (A4 unless --paper letter); --csv adds the node sweep\n";

} // namespace scaleplan::cli
