// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every scaleplan-cli command shares: argument splitting, input reading and the
// catalog and scenario loading of the command-line contract (docs/scenario-format.md).

#include "CliCommands.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

#include <initializer_list>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scaleplan::cli {

/// An input problem: printed as one line, exit status 2.
struct UsageError
{
    std::string line;
};

/// Command-line words split into positionals and --options with values.
struct Arguments
{
    std::vector<std::string> positional;
    std::map<std::string, std::string> options;

    std::string option(const std::string &name, const std::string &fallback) const;
    bool has(const std::string &name) const { return options.count(name) != 0; }
};

/// One command: its words after the command name; returns the exit status.
using CommandFunction = int (*)(const std::vector<std::string> &words, std::istream &in,
                                std::ostream &out, std::ostream &err);

/// The usage text of every command.
std::string usage();

/// Whether \p words, a command's words, ask for its help: -h or --help among them.
bool asksForHelp(const std::vector<std::string> &words);

/// What `scaleplan-cli COMMAND --help` prints: \p lines (the usage line, a sentence on what
/// the command does and a line per argument and option) and the lines of the options every
/// command takes (--catalog, --help).
std::string commandHelp(const char *lines);

/// Splits WORDS; options not in KNOWN are a UsageError. Options in FLAGS take no value
/// and are stored with the value "1".
Arguments splitArguments(const std::vector<std::string> &words,
                         std::initializer_list<const char *> known,
                         std::initializer_list<const char *> flags = {});

/// The whole of PATH, or of IN when PATH is "-".
std::string readAll(const std::string &path, std::istream &in);

/// The built-in catalog overlaid with --catalog, $SCALEPLAN_CATALOG or the user's file.
engine::Catalog loadCatalog(const Arguments &args, std::istream &in);

engine::Scenario loadScenario(const std::string &path, const engine::Catalog &catalog,
                              std::istream &in);

/// The --format value, which must be one of ALLOWED (the first is the default).
std::string requireFormat(const Arguments &args, std::initializer_list<const char *> allowed);

/// The one positional FILE of COMMAND.
const std::string &onlyFile(const Arguments &args, const char *command);

// The commands, one file each (EstimateCommands.cpp holds estimate, sweep, catalog, validate).
// A command's k...Usage lines go into usage(); its k...Help lines, for commandHelp(), are
// what `COMMAND --help` prints.
int estimateCommand(const std::vector<std::string> &, std::istream &, std::ostream &,
                    std::ostream &);
extern const char *const kEstimateHelp;
int sweepCommand(const std::vector<std::string> &, std::istream &, std::ostream &, std::ostream &);
extern const char *const kSweepHelp;
int catalogCommand(const std::vector<std::string> &, std::istream &, std::ostream &,
                   std::ostream &);
extern const char *const kCatalogHelp;
int catalogImportCommand(const std::vector<std::string> &, std::istream &, std::ostream &,
                         std::ostream &);
extern const char *const kCatalogImportUsage;
extern const char *const kCatalogImportHelp;
int validateCommand(const std::vector<std::string> &, std::istream &, std::ostream &,
                    std::ostream &);
extern const char *const kValidateHelp;

int sensitivityCommand(const std::vector<std::string> &, std::istream &, std::ostream &,
                       std::ostream &);
extern const char *const kSensitivityUsage;
extern const char *const kSensitivityHelp;

int planCommand(const std::vector<std::string> &, std::istream &, std::ostream &, std::ostream &);
extern const char *const kPlanUsage;
extern const char *const kPlanHelp;

int reportCommand(const std::vector<std::string> &, std::istream &, std::ostream &, std::ostream &);
extern const char *const kReportUsage;
extern const char *const kReportHelp;

int launchCommand(const std::vector<std::string> &, std::istream &, std::ostream &, std::ostream &);
extern const char *const kLaunchUsage;
extern const char *const kLaunchHelp;

int importHfCommand(const std::vector<std::string> &, std::istream &, std::ostream &,
                    std::ostream &);
extern const char *const kImportHfUsage;
extern const char *const kImportHfHelp;

int probeCommand(const std::vector<std::string> &, std::istream &, std::ostream &, std::ostream &);
extern const char *const kProbeUsage;
extern const char *const kProbeHelp;

} // namespace scaleplan::cli
