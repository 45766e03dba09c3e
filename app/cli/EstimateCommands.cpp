// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's core commands: estimate, sweep, catalog, validate.
#include "CliSupport.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Sweep.h"
#include "scaleplan/engine/Validation.h"

#include <cstdio>
#include <cstdlib>
#include <ostream>
#include <sstream>

namespace scaleplan::cli {

using namespace scaleplan::engine;

const char *const kEstimateHelp
    = "usage: scaleplan-cli estimate FILE [--format json|text] [--catalog FILE]\n"
      "Estimates the training time, cost, memory and risk of the scenario FILE.\n"
      "\n"
      "  FILE                    the scenario (docs/scenario-format.md); - reads standard input\n"
      "  --format json|text      json (default): the result file; text: a summary to read\n";

const char *const kSweepHelp
    = "usage: scaleplan-cli sweep FILE --nodes A:B[:STEP] [--format csv|json] [--catalog FILE]\n"
      "Estimates the scenario FILE at each node count from A to B.\n"
      "\n"
      "  FILE                    the scenario; - reads standard input\n"
      "  --nodes A:B[:STEP]      node counts from A to B, STEP apart (default 1); required\n"
      "  --format csv|json       csv (default) or json, one row per node count\n";

const char *const kCatalogHelp
    = "usage: scaleplan-cli catalog [--format json|text] [--catalog FILE]\n"
      "       scaleplan-cli catalog import FILE ... (scaleplan-cli catalog import --help)\n"
      "Prints the catalog: GPUs, instances with their prices, and model presets.\n"
      "\n"
      "  --format json|text      json (default): the catalog file; text: tables to read\n";

const char *const kValidateHelp
    = "usage: scaleplan-cli validate [--format json|text] [--like FILE] [--catalog FILE]\n"
      "Compares predictions with the bundled published training runs.\n"
      "\n"
      "  --format json|text      json (default) or text: every run, measured and estimated\n"
      "  --like FILE             only the five runs most like the scenario FILE (errors: all)\n";

int estimateCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                    std::ostream &)
{
    const Arguments args = splitArguments(words, {"--format", "--catalog"});
    const std::string format = requireFormat(args, {"json", "text"});
    const Catalog catalog = loadCatalog(args, in);
    const Scenario scenario = loadScenario(onlyFile(args, "estimate"), catalog, in);
    EstimateOptions options = EstimateOptions::monteCarlo();
    options.today = currentYearMonth(); // a catalog price older than 6 months is flagged
    const Result result = estimate(scenario, catalog, options);
    out << (format == "json" ? resultToJson(result) : resultToText(scenario, result));
    return Success;
}

namespace {

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
            throw UsageError{"--nodes: \"" + text
                             + "\" must be A:B or A:B:STEP with whole numbers from 1 to 1000000"};
        parts.push_back(value);
    }
    if (parts.size() < 2 || parts.size() > 3 || parts[0] > parts[1])
        throw UsageError{"--nodes: \"" + text + "\" must be A:B[:STEP] with A <= B"};
    range.first = parts[0];
    range.last = parts[1];
    range.step = parts.size() == 3 ? parts[2] : 1;
    if ((range.last - range.first) / range.step > 100'000)
        throw UsageError{"--nodes: \"" + text
                         + "\" asks for more than 100000 rows; use a larger STEP"};
    return range;
}

} // namespace

int sweepCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                 std::ostream &)
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

namespace {

/// A node-hour price as the catalog lists it, "-" where none is known.
std::string priceText(double usdPerHour)
{
    if (!(usdPerHour > 0))
        return "-";
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", usdPerHour);
    return text;
}

std::string catalogText(const Catalog &catalog)
{
    std::ostringstream out;
    out << "Catalog of " << catalog.generated << "\nPrices: " << catalog.priceCaveat
        << "\n\nGPUs\n";
    char line[512];
    for (const Gpu &gpu : catalog.gpus) {
        std::snprintf(line, sizeof line, "  %-16s %-28s %6.0f GB %7.0f GB/s %7.1f TFLOP/s 16-bit\n",
                      gpu.id.c_str(), gpu.name.c_str(), gpu.memoryGb, gpu.memoryBandwidthGBs,
                      gpu.peakFlops(Precision::Bf16) / 1e12);
        out << line;
    }
    out << "\nInstances (on-demand / spot USD per hour)\n";
    for (const Instance &inst : catalog.instances) {
        std::snprintf(line, sizeof line, "  %-36s %2d x %-16s %6.0f Gbps  %9s / %s\n",
                      inst.id.c_str(), inst.gpus, inst.gpu.c_str(), inst.interNodeGbps,
                      priceText(inst.onDemandUsdPerHour).c_str(),
                      priceText(inst.spotUsdPerHour.value_or(0.0)).c_str());
        out << line;
    }
    out << "\nPresets\n";
    for (const Preset &preset : catalog.presets) {
        std::snprintf(line, sizeof line, "  %-16s %s\n", preset.id.c_str(), preset.name.c_str());
        out << line;
    }
    return out.str();
}

} // namespace

int catalogCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                   std::ostream &err)
{
    if (!words.empty() && words.front() == "import")
        return catalogImportCommand({words.begin() + 1, words.end()}, in, out, err);
    const Arguments args = splitArguments(words, {"--format", "--catalog"});
    const std::string format = requireFormat(args, {"json", "text"});
    if (!args.positional.empty())
        throw UsageError{"catalog takes no FILE\n" + usage()};
    const Catalog catalog = loadCatalog(args, in);
    out << (format == "json" ? catalogToJson(catalog) : catalogText(catalog));
    return Success;
}

int validateCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                    std::ostream &)
{
    const Arguments args
        = splitArguments(words, {"--format", "--catalog", "--like"}, {"--held-out-table"});
    const std::string format = requireFormat(args, {"json", "text"});
    if (!args.positional.empty())
        throw UsageError{"validate takes no FILE (--like FILE lists the runs most like it)\n"
                         + usage()};
    const Catalog catalog = loadCatalog(args, in);
    // Each source's runs also predicted with the model's traits refit without them.
    ValidationReport report = heldOutValidation(catalog);
    if (args.options.count("--held-out-table") > 0) {
        // resources/validation/held-out.json, which estimates take their accuracy from.
        out << heldOutRunsToJson(heldOutRuns(report, catalog));
        return Success;
    }
    if (const auto like = args.options.find("--like"); like != args.options.end()) {
        // The five runs most like the scenario, the way the window and the report list them.
        const Scenario scenario = loadScenario(like->second, catalog, in);
        report = comparableReport(scenario, catalog, report, 5);
    }
    out << (format == "json" ? validationToJson(report) : validationToText(report));
    return Success;
}

} // namespace scaleplan::cli
