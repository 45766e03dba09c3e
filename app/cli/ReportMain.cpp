// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scaleplan-report: `scaleplan-cli report` with the PDF writer in process (Qt Gui).
// scaleplan-cli starts it for `report`; run by hand it takes the same arguments.
#include "CliCommands.h"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    std::vector<std::string> args{"report"};
    args.insert(args.end(), argv + 1, argv + argc);
    return scaleplan::cli::run(args, std::cin, std::cout, std::cerr);
}
