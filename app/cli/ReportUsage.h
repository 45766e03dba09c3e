// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace scaleplan::cli {

/// The usage lines of `report`, shared by scaleplan-cli and scaleplan-report.
inline constexpr const char *kReportUsageText
    = "  report FILE --pdf OUT.pdf [--csv OUT.csv] [--paper a4|letter] [--lang CODE]\n"
      "      the written report as PDF (A4 unless --paper letter); --csv adds the node sweep\n";

/// What `report --help` prints before the options every command takes (commandHelp()).
inline constexpr const char *kReportHelpText
    = "usage: scaleplan-cli report FILE --pdf OUT.pdf [--csv OUT.csv] [--paper a4|letter]\n"
      "           [--lang CODE] [--catalog FILE]\n"
      "Writes the report of the scenario FILE as PDF (docs/report.md).\n"
      "\n"
      "  FILE                    the scenario; - reads standard input\n"
      "  --pdf OUT.pdf           the PDF file to write; required\n"
      "  --csv OUT.csv           also write the report's node sweep as CSV\n"
      "  --paper a4|letter       the paper size (default a4)\n"
      "  --lang CODE             the report's language: en, de, fr, ja or zh_CN, with its\n"
      "                          number and date formats (default: English words, the\n"
      "                          system's formats)\n";

} // namespace scaleplan::cli
