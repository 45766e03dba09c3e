// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `scaleplan-cli plan`: the planner over parallel layouts, instances and node counts.
#include "CliSupport.h"

#include "scaleplan/engine/Planner.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <ostream>

namespace scaleplan::cli {

using namespace scaleplan::engine;

const char *const kPlanUsage
    = "  plan FILE [--objective time|cost] [--budget-usd X] [--deadline-h X] [--top N]\n"
      "       [--format json|csv] [--threads N]\n"
      "       [--keep recompute,zero,sequence_parallel,context_parallel,expert_parallel,\n"
      "               overlap]\n";

namespace {

double positiveNumber(const Arguments &args, const char *name)
{
    const std::string text = args.option(name, "");
    char *end = nullptr;
    errno = 0;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || errno != 0 || !std::isfinite(value) || value <= 0)
        throw UsageError{std::string(name) + ": \"" + text + "\" must be a positive number"};
    return value;
}

int wholeNumber(const Arguments &args, const char *name, int fallback, int highest)
{
    if (!args.has(name))
        return fallback;
    const std::string text = args.option(name, "");
    char *end = nullptr;
    errno = 0;
    const long value = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || errno != 0 || value < 1 || value > highest)
        throw UsageError{std::string(name) + ": \"" + text + "\" must be a whole number from 1 to "
                         + std::to_string(highest)};
    return static_cast<int>(value);
}

/// `--keep LIST`: the scenario settings the search holds (for the software one runs).
void applyKeep(const Arguments &args, PlanRequest &request)
{
    if (!args.has("--keep"))
        return;
    const std::string list = args.option("--keep", "");
    std::size_t start = 0;
    do {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string item = list.substr(start, comma - start);
        if (item == "recompute")
            request.searchRecompute = false;
        else if (item == "zero")
            request.searchZero = false;
        else if (item == "sequence_parallel")
            request.searchSequenceParallel = false;
        else if (item == "context_parallel")
            request.searchContextParallel = false;
        else if (item == "expert_parallel")
            request.searchExpertParallel = false;
        else if (item == "overlap")
            request.searchOverlap = false;
        else
            throw UsageError{"--keep: \"" + item
                             + "\" is not one of recompute, zero, sequence_parallel, "
                               "context_parallel, expert_parallel, overlap"};
        start = comma + 1;
    } while (start <= list.size());
}

PlanRequest requestFrom(const Arguments &args)
{
    PlanRequest request;
    const std::string objective = args.option("--objective", "time");
    if (objective == "cost")
        request.objective = PlanObjective::Cost;
    else if (objective != "time")
        throw UsageError{"--objective: \"" + objective + "\" is not one of time, cost"};
    if (args.has("--budget-usd"))
        request.budgetUsd = positiveNumber(args, "--budget-usd");
    if (args.has("--deadline-h"))
        request.deadlineH = positiveNumber(args, "--deadline-h");
    request.top = wholeNumber(args, "--top", 10, 10'000);
    request.threads = wholeNumber(args, "--threads", 0, 1024);
    applyKeep(args, request);
    return request;
}

} // namespace

int planCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                std::ostream &)
{
    const Arguments args = splitArguments(words, {"--format", "--catalog", "--objective",
                                                  "--budget-usd", "--deadline-h", "--top",
                                                  "--threads", "--keep"});
    const std::string format = requireFormat(args, {"json", "csv"});
    const PlanRequest request = requestFrom(args);
    const Catalog catalog = loadCatalog(args, in);
    const PlanningLoad load = parseScenarioForPlanning(readAll(onlyFile(args, "plan"), in),
                                                       catalog);
    if (!load.planning)
        throw UsageError{formatLine(load.error)};
    const PlanResult result = planScenario(*load.planning, catalog, request);
    if (result.problem)
        throw UsageError{formatLine(*result.problem)};
    out << (format == "json" ? planToJson(result) : planToCsv(result));
    return Success;
}

} // namespace scaleplan::cli
