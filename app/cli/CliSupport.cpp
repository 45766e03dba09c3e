// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliSupport.h"

#include "scaleplan/engine/InertText.h"
#include "scaleplan/engine/InputLimits.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace scaleplan::cli {

using namespace scaleplan::engine;

std::string usage()
{
    return std::string("usage: scaleplan-cli COMMAND [ARGS]\n"
                       "  estimate FILE [--format json|text]\n"
                       "  sweep FILE --nodes A:B[:STEP] [--format csv|json]\n"
                       "  catalog [--format json|text]\n")
           + kCatalogImportUsage
           + "  validate [--format json|text] [--like FILE] [--held-out-table]\n"
             "      predictions against the bundled published runs, in sample and held out\n"
             "      (each source's runs with the model's traits refit without them), by\n"
             "      family; --like lists the five most like the scenario FILE (errors\n"
             "      still over every run); --held-out-table writes the table estimates\n"
             "      take their accuracy band from (resources/validation/held-out.json)\n"
           + kPlanUsage + kSensitivityUsage + kReportUsage + kLaunchUsage + kProbeUsage
           + kImportHfUsage
           + "Commands that read a scenario or the catalog take --catalog FILE to add or override\n"
             "catalog entries (also read from $SCALEPLAN_CATALOG, else\n"
             "~/.config/scaleplan/catalog.json when present). FILE may be -.\n"
             "scaleplan-cli COMMAND --help explains a command's arguments; scaleplan-cli "
             "--version prints the version.\n";
}

bool asksForHelp(const std::vector<std::string> &words)
{
    for (const std::string &word : words) {
        if (word == "--help" || word == "-h")
            return true;
    }
    return false;
}

std::string commandHelp(const char *lines)
{
    return std::string(lines)
           + "  --catalog FILE          add or override catalog entries (default: the user "
             "catalog)\n"
             "  -h, --help              print this help and exit\n";
}

std::string Arguments::option(const std::string &name, const std::string &fallback) const
{
    const auto it = options.find(name);
    return it == options.end() ? fallback : it->second;
}

Arguments splitArguments(const std::vector<std::string> &words,
                         std::initializer_list<const char *> known,
                         std::initializer_list<const char *> flags)
{
    Arguments args;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string &word = words[i];
        if (word.size() > 2 && word.rfind("--", 0) == 0) {
            bool flag = false;
            for (const char *name : flags)
                flag = flag || word == name;
            if (flag) {
                args.options.insert_or_assign(word, std::string(1, '1'));
                continue;
            }
            bool ok = false;
            for (const char *name : known)
                ok = ok || word == name;
            if (!ok)
                throw UsageError{"unknown option " + word + "\n" + usage()};
            if (i + 1 >= words.size())
                throw UsageError{word + " needs a value"};
            args.options[word] = words[++i];
        } else {
            args.positional.push_back(word);
        }
    }
    return args;
}

namespace {

/// At most kMaxInputBytes of \p stream, or an error naming \p what when it holds more (an
/// endless stream such as /dev/zero stops there too).
std::string readLimited(std::istream &stream, const std::string &what)
{
    std::string text;
    char buffer[1 << 16];
    while (stream.read(buffer, sizeof buffer) || stream.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(stream.gcount()));
        if (text.size() > kMaxInputBytes)
            throw UsageError{what + ": is larger than " + std::to_string(kMaxInputBytes >> 20)
                             + " MB; Scaleplan reads scenarios, catalogs and configs up to that"};
    }
    return text;
}

} // namespace

std::string readAll(const std::string &path, std::istream &in)
{
    if (path == "-")
        return readLimited(in, "standard input");
    const std::string shown = printableLine(path);
    std::error_code error;
    if (std::filesystem::is_directory(path, error))
        throw UsageError{shown + ": is a folder; give the file inside it"};
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw UsageError{shown + ": cannot be read; check the path and its permissions"};
    return readLimited(file, shown);
}

namespace {

/// --catalog FILE, else the engine's user catalog path when it was named or exists.
std::optional<std::string> userCatalogFile(const Arguments &args)
{
    if (const std::string given = args.option("--catalog", ""); !given.empty())
        return given;
    bool named = false;
    const std::string path = userCatalogPath(&named);
    std::error_code ignored;
    if (!path.empty() && (named || std::filesystem::exists(path, ignored)))
        return path;
    return std::nullopt;
}

} // namespace

Catalog loadCatalog(const Arguments &args, std::istream &in)
{
    const Catalog &builtin = builtinCatalog();
    const std::optional<std::string> path = userCatalogFile(args);
    if (!path)
        return builtin;
    const CatalogLoad load = overlayCatalog(builtin, readAll(*path, in));
    if (!load.catalog)
        throw UsageError{*path + ": " + formatLine(load.error)};
    return *load.catalog;
}

Scenario loadScenario(const std::string &path, const Catalog &catalog, std::istream &in)
{
    const ScenarioLoad load = parseScenario(readAll(path, in), catalog);
    if (!load.scenario)
        throw UsageError{formatLine(load.error)};
    return *load.scenario;
}

std::string requireFormat(const Arguments &args, std::initializer_list<const char *> allowed)
{
    const std::string format = args.option("--format", *allowed.begin());
    for (const char *name : allowed) {
        if (format == name)
            return format;
    }
    std::string list;
    for (const char *name : allowed)
        list += (list.empty() ? "" : ", ") + std::string(name);
    throw UsageError{"--format: \"" + format + "\" is not one of " + list};
}

const std::string &onlyFile(const Arguments &args, const char *command)
{
    if (args.positional.size() != 1)
        throw UsageError{std::string(command) + " needs exactly one scenario FILE (or -)\n"
                         + usage()};
    return args.positional.front();
}

} // namespace scaleplan::cli
