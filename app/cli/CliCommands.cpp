// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliCommands.h"

#include "CliSupport.h"

#include "scaleplan/engine/InertText.h"

#include <exception>
#include <map>
#include <ostream>

namespace scaleplan::cli {

int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
        std::ostream &err)
{
    if (args.empty() || args.front() == "--help" || args.front() == "-h") {
        (args.empty() ? err : out) << usage();
        return args.empty() ? InvalidInput : Success;
    }
    if (args.front() == "--version") {
        out << "scaleplan-cli " << SCALEPLAN_VERSION << '\n';
        return Success;
    }
    struct Command
    {
        CommandFunction function;
        const char *help; ///< for commandHelp()
    };
    const std::map<std::string, Command> commands{
        {"estimate", {estimateCommand, kEstimateHelp}},
        {"sweep", {sweepCommand, kSweepHelp}},
        {"catalog", {catalogCommand, kCatalogHelp}},
        {"validate", {validateCommand, kValidateHelp}},
        {"plan", {planCommand, kPlanHelp}},
        {"report", {reportCommand, kReportHelp}},
        {"launch", {launchCommand, kLaunchHelp}},
        {"probe", {probeCommand, kProbeHelp}},
        {"import-hf", {importHfCommand, kImportHfHelp}},
        {"sensitivity", {sensitivityCommand, kSensitivityHelp}}};
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    try {
        const auto it = commands.find(args.front());
        if (it != commands.end() && asksForHelp(rest)) {
            // Answered here, so `report --help` needs neither Qt nor scaleplan-report.
            const bool import = args.front() == "catalog" && rest.front() == "import";
            out << commandHelp(import ? kCatalogImportHelp : it->second.help);
            return Success;
        }
        if (it != commands.end())
            return it->second.function(rest, in, out, err);
        err << "scaleplan-cli: unknown command '" << engine::printableLine(args.front()) << "'\n"
            << usage();
        return InvalidInput;
    } catch (const UsageError &error) {
        err << error.line << '\n';
        return InvalidInput;
    } catch (const std::exception &error) {
        err << "scaleplan-cli: " << error.what() << '\n';
        return Failure;
    }
}

} // namespace scaleplan::cli
