// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliCommands.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Sweep.h"
#include "scaleplan/engine/Validation.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

namespace scaleplan::cli {

using namespace scaleplan::engine;

namespace {

constexpr const char *kUsage =
    "usage: scaleplan-cli COMMAND [ARGS]\n"
    "  estimate FILE [--format json|text]\n"
    "  sweep FILE --nodes A:B[:STEP] [--format csv|json]\n"
    "  catalog [--format json|text]\n"
    "  validate [--format json|text]\n"
    "Every command takes --catalog FILE to add or override catalog entries (also read from\n"
    "$SCALEPLAN_CATALOG, else ~/.config/scaleplan/catalog.json when present). FILE may be -.\n";

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

    std::string option(const std::string &name, const std::string &fallback) const
    {
        const auto it = options.find(name);
        return it == options.end() ? fallback : it->second;
    }
};

Arguments splitArguments(const std::vector<std::string> &words,
                         std::initializer_list<const char *> known)
{
    Arguments args;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string &word = words[i];
        if (word.size() > 2 && word.rfind("--", 0) == 0) {
            bool ok = false;
            for (const char *name : known)
                ok = ok || word == name;
            if (!ok)
                throw UsageError{"unknown option " + word + "\n" + kUsage};
            if (i + 1 >= words.size())
                throw UsageError{word + " needs a value"};
            args.options[word] = words[++i];
        } else {
            args.positional.push_back(word);
        }
    }
    return args;
}

std::string readAll(const std::string &path, std::istream &in)
{
    std::ostringstream text;
    if (path == "-") {
        text << in.rdbuf();
        return text.str();
    }
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw UsageError{path + ": cannot be read; check the path and its permissions"};
    text << file.rdbuf();
    return text.str();
}

std::optional<std::string> userCatalogPath(const Arguments &args)
{
    if (const std::string given = args.option("--catalog", ""); !given.empty())
        return given;
    if (const char *env = std::getenv("SCALEPLAN_CATALOG"); env != nullptr && *env != '\0')
        return std::string(env);
    std::filesystem::path config;
    if (const char *xdg = std::getenv("XDG_CONFIG_HOME"); xdg != nullptr && *xdg != '\0')
        config = xdg;
    else if (const char *home = std::getenv("HOME"); home != nullptr && *home != '\0')
        config = std::filesystem::path(home) / ".config";
    if (config.empty())
        return std::nullopt;
    const std::filesystem::path file = config / "scaleplan" / "catalog.json";
    std::error_code ignored;
    if (std::filesystem::exists(file, ignored))
        return file.string();
    return std::nullopt;
}

Catalog loadCatalog(const Arguments &args, std::istream &in)
{
    const Catalog &builtin = builtinCatalog();
    const std::optional<std::string> path = userCatalogPath(args);
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
        throw UsageError{std::string(command) + " needs exactly one scenario FILE (or -)\n" + kUsage};
    return args.positional.front();
}

int estimateCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out)
{
    const Arguments args = splitArguments(words, {"--format", "--catalog"});
    const std::string format = requireFormat(args, {"json", "text"});
    const Catalog catalog = loadCatalog(args, in);
    const Scenario scenario = loadScenario(onlyFile(args, "estimate"), catalog, in);
    const Result result = estimate(scenario, catalog);
    out << (format == "json" ? resultToJson(result) : resultToText(scenario, result));
    return Success;
}

NodeRange parseRange(const std::string &text)
{
    NodeRange range;
    std::vector<long long> parts;
    std::stringstream stream(text);
    std::string part;
    while (std::getline(stream, part, ':')) {
        char *end = nullptr;
        const long long value = std::strtoll(part.c_str(), &end, 10);
        if (part.empty() || *end != '\0' || value <= 0 || value > 1'000'000)
            throw UsageError{"--nodes: \"" + text + "\" must be A:B or A:B:STEP with whole numbers from 1 to 1000000"};
        parts.push_back(value);
    }
    if (parts.size() < 2 || parts.size() > 3 || parts[0] > parts[1])
        throw UsageError{"--nodes: \"" + text + "\" must be A:B[:STEP] with A <= B"};
    range.first = parts[0];
    range.last = parts[1];
    range.step = parts.size() == 3 ? parts[2] : 1;
    if ((range.last - range.first) / range.step > 100'000)
        throw UsageError{"--nodes: \"" + text + "\" asks for more than 100000 rows; use a larger STEP"};
    return range;
}

int sweepCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out)
{
    const Arguments args = splitArguments(words, {"--format", "--catalog", "--nodes"});
    const std::string format = requireFormat(args, {"csv", "json"});
    if (args.options.count("--nodes") == 0)
        throw UsageError{"sweep needs --nodes A:B[:STEP]"};
    const NodeRange range = parseRange(args.option("--nodes", ""));
    const Catalog catalog = loadCatalog(args, in);
    const Scenario scenario = loadScenario(onlyFile(args, "sweep"), catalog, in);
    const std::vector<SweepRow> rows = sweepNodes(scenario, catalog, range);
    out << (format == "csv" ? sweepToCsv(rows) : sweepToJson(rows));
    return Success;
}

std::string catalogText(const Catalog &catalog)
{
    std::ostringstream out;
    out << "Catalog of " << catalog.generated << "\nPrices: " << catalog.priceCaveat << "\n\nGPUs\n";
    char line[512];
    for (const Gpu &gpu : catalog.gpus) {
        std::snprintf(line, sizeof line, "  %-16s %-28s %6.0f GB %7.0f GB/s %7.1f TFLOP/s 16-bit\n",
                      gpu.id.c_str(), gpu.name.c_str(), gpu.memoryGb, gpu.memoryBandwidthGBs,
                      gpu.peakFlops(Precision::Bf16) / 1e12);
        out << line;
    }
    out << "\nInstances (on-demand / spot USD per hour)\n";
    for (const Instance &inst : catalog.instances) {
        std::snprintf(line, sizeof line, "  %-36s %2d x %-16s %6.0f Gbps  %9.2f / %s\n",
                      inst.id.c_str(), inst.gpus, inst.gpu.c_str(), inst.interNodeGbps,
                      inst.onDemandUsdPerHour,
                      inst.spotUsdPerHour ? std::to_string(*inst.spotUsdPerHour).substr(0, 7).c_str()
                                          : "-");
        out << line;
    }
    out << "\nPresets\n";
    for (const Preset &preset : catalog.presets)
        out << "  " << preset.id << "  " << preset.name << '\n';
    return out.str();
}

int catalogCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out)
{
    const Arguments args = splitArguments(words, {"--format", "--catalog"});
    const std::string format = requireFormat(args, {"json", "text"});
    if (!args.positional.empty())
        throw UsageError{"catalog takes no FILE\n" + std::string(kUsage)};
    const Catalog catalog = loadCatalog(args, in);
    out << (format == "json" ? catalogToJson(catalog) : catalogText(catalog));
    return Success;
}

int validateCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out)
{
    const Arguments args = splitArguments(words, {"--format", "--catalog"});
    const std::string format = requireFormat(args, {"json", "text"});
    if (!args.positional.empty())
        throw UsageError{"validate takes no FILE\n" + std::string(kUsage)};
    const ValidationReport report = validate(loadCatalog(args, in));
    out << (format == "json" ? validationToJson(report) : validationToText(report));
    return Success;
}

} // namespace

int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
        std::ostream &err)
{
    if (args.empty() || args.front() == "--help" || args.front() == "-h") {
        (args.empty() ? err : out) << kUsage;
        return args.empty() ? InvalidInput : Success;
    }
    const std::map<std::string, std::function<int(const std::vector<std::string> &, std::istream &,
                                                  std::ostream &)>>
        commands{{"estimate", estimateCommand},
                 {"sweep", sweepCommand},
                 {"catalog", catalogCommand},
                 {"validate", validateCommand}};
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    try {
        const auto it = commands.find(args.front());
        if (it != commands.end())
            return it->second(rest, in, out);
        for (const char *later : {"plan", "report", "launch", "probe"}) {
            if (args.front() == later) {
                err << "scaleplan-cli: '" << later << "' is not available in this version yet\n";
                return Failure;
            }
        }
        err << "scaleplan-cli: unknown command '" << args.front() << "'\n" << kUsage;
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
