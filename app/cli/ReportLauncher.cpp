// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scaleplan-cli's `report`: hands the command over to the scaleplan-report program, which
// links Qt for the PDF. Loading Qt costs every process about 0.1 s at start; keeping it
// out of scaleplan-cli keeps estimate, sweep and plan quick to start.
#include "CliSupport.h"
#include "ReportUsage.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include <unistd.h>

namespace scaleplan::cli {

const char *const kReportUsage = kReportUsageText;
const char *const kReportHelp = kReportHelpText;

#ifdef SCALEPLAN_HAVE_WIDGETS
namespace {

/// scaleplan-report beside this program (build tree) or in ../libexec/scaleplan
/// (installed), or an empty path.
std::filesystem::path reportProgram()
{
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return {};
    const std::filesystem::path dir = self.parent_path();
    for (const std::filesystem::path &candidate :
         {dir / "scaleplan-report", dir / ".." / "libexec" / "scaleplan" / "scaleplan-report"}) {
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return {};
}

} // namespace
#endif

int reportCommand(const std::vector<std::string> &words, std::istream &, std::ostream &out,
                  std::ostream &err)
{
#ifdef SCALEPLAN_HAVE_WIDGETS
    const std::filesystem::path program = reportProgram();
    if (program.empty())
        throw std::runtime_error("'report' needs the scaleplan-report program, which is not "
                                 "next to scaleplan-cli nor in ../libexec/scaleplan; "
                                 "reinstall Scaleplan");
    std::vector<std::string> args{program.string()};
    args.insert(args.end(), words.begin(), words.end());
    std::vector<char *> argv;
    for (std::string &arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    out.flush();
    err.flush();
    std::cout.flush();
    ::execv(argv.front(), argv.data());
    throw std::runtime_error("cannot start " + program.string() + ": " + std::strerror(errno));
#else
    (void)words;
    (void)out;
    (void)err;
    throw std::runtime_error("'report' is not available: this scaleplan-cli was built without "
                             "the desktop libraries (SCALEPLAN_BUILD_GUI=OFF)");
#endif
}

} // namespace scaleplan::cli
