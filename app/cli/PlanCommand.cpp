// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `scaleplan-cli plan`: the planner over parallel layouts, instances and node counts.
#include "CliSupport.h"

#include "scaleplan/engine/Planner.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <functional>
#include <memory>
#include <mutex>
#include <ostream>
#include <thread>
#include <unistd.h>

namespace scaleplan::cli {

using namespace scaleplan::engine;

const char *const kPlanUsage
    = "  plan FILE [--objective time|cost|balanced] [--cost-premium-pct P] [--budget-usd X]\n"
      "       [--deadline-h X] [--top N] [--format json|csv|text] [--threads N]\n"
      "       [--time-limit SECONDS]\n"
      "       [--keep recompute,zero,sequence_parallel,context_parallel,expert_parallel,\n"
      "               overlap]\n"
      "      stops after --time-limit seconds (default 60) with the best plans found so far;\n"
      "      where no plan meets the limits, says so on stderr and exits 0 with the nearest\n"
      "      plans and the best per instance type\n";

const char *const kPlanHelp
    = "usage: scaleplan-cli plan FILE [--objective time|cost|balanced] [--cost-premium-pct P]\n"
      "           [--budget-usd X] [--deadline-h X] [--top N] [--format json|csv|text]\n"
      "           [--threads N] [--time-limit SECONDS] [--keep LIST] [--catalog FILE]\n"
      "Searches layouts, and the node counts and instances the scenario leaves open, for the\n"
      "best plans.\n"
      "\n"
      "  FILE                    the scenario, which may leave out parallel, cluster.nodes or "
      "cluster\n"
      "  --objective time|cost|balanced\n"
      "                          rank plans by training time (default), by cost, or by time\n"
      "                          among those costing at most P% more than the cheapest\n"
      "  --cost-premium-pct P    with balanced: the extra cost accepted for speed (default 10)\n"
      "  --budget-usd X          drop plans that cost more than X US dollars\n"
      "  --deadline-h X          drop plans whose expected time is longer than X hours\n"
      "  --top N                 the number of plans printed, best first (default 10)\n"
      "  --format json|csv|text  json (default): plans and Pareto frontier; csv: a row per plan;\n"
      "                          text: tables of the plans, the nearest and the summary\n"
      "  --threads N             worker threads (default: one per hardware thread)\n"
      "  --time-limit SECONDS    stop with the best plans found so far (default 60)\n"
      "  --keep LIST             hold these settings at the scenario's values, comma-separated:\n"
      "                          recompute, zero, sequence_parallel, context_parallel,\n"
      "                          expert_parallel, overlap\n";

namespace {

/// Seconds an open search runs before it stops with what it found (--time-limit).
constexpr double kDefaultTimeLimitS = 60;

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
    else if (objective == "balanced")
        request.objective = PlanObjective::Balanced;
    else if (objective != "time")
        throw UsageError{"--objective: \"" + objective + "\" is not one of time, cost, balanced"};
    if (args.has("--cost-premium-pct")) {
        if (request.objective != PlanObjective::Balanced)
            throw UsageError{"--cost-premium-pct: applies to --objective balanced only"};
        request.costPremium = wholeNumber(args, "--cost-premium-pct", 10, 1000) / 100.0;
    }
    if (args.has("--budget-usd"))
        request.budgetUsd = positiveNumber(args, "--budget-usd");
    if (args.has("--deadline-h"))
        request.deadlineH = positiveNumber(args, "--deadline-h");
    request.top = wholeNumber(args, "--top", 10, 10'000);
    request.threads = wholeNumber(args, "--threads", 0, 1024);
    applyKeep(args, request);
    return request;
}

/// Sets \p cancel when \p seconds have passed, unless finish() comes first.
class Deadline
{
public:
    Deadline(double seconds, std::atomic<bool> &cancel)
        : m_thread([this, seconds, &cancel] {
            std::unique_lock lock(m_mutex);
            if (!m_done.wait_for(lock, std::chrono::duration<double>(seconds),
                                 [this] { return m_finished; }))
                cancel = true;
        })
    {
    }
    ~Deadline() { finish(); }
    Deadline(const Deadline &) = delete;
    Deadline &operator=(const Deadline &) = delete;

    void finish()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_finished = true;
        }
        m_done.notify_all();
        if (m_thread.joinable())
            m_thread.join();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_done;
    bool m_finished = false;
    std::thread m_thread;
};

/// Whether \p problem says only that no plan meets the limits: the answer then holds the
/// nearest plans and the summary by instance, and the command succeeds.
bool limitsOutOfReach(const Diagnostic &problem)
{
    switch (problem.code) {
    case DiagCode::PlanOverBudget:
    case DiagCode::PlanPastDeadline:
    case DiagCode::PlanBudgetAndDeadline:
    case DiagCode::PlanOverBudgetAndPastDeadline:
    case DiagCode::PlanFastestWithinBudget:
    case DiagCode::PlanNearestBothSides:
        return true;
    default:
        return false;
    }
}

/// Progress on a terminal: the share of regions searched, in steps of a tenth.
std::function<void(std::int64_t, std::int64_t)> terminalProgress(std::ostream &err)
{
    if (::isatty(STDERR_FILENO) == 0)
        return {};
    auto shown = std::make_shared<std::atomic<int>>(0);
    auto mutex = std::make_shared<std::mutex>();
    return [&err, shown, mutex](std::int64_t done, std::int64_t total) {
        const int tenth = total > 0 ? static_cast<int>(10 * done / total) : 10;
        if (tenth > shown->exchange(std::max(tenth, shown->load()))) {
            const std::lock_guard lock(*mutex);
            err << "plan: " << 10 * tenth << "% of the layouts searched\n";
        }
    };
}

} // namespace

int planCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                std::ostream &err)
{
    const Arguments args = splitArguments(
        words, {"--format", "--catalog", "--objective", "--cost-premium-pct", "--budget-usd",
                "--deadline-h", "--top", "--threads", "--keep", "--time-limit"});
    const std::string format = requireFormat(args, {"json", "csv", "text"});
    PlanRequest request = requestFrom(args);
    const double timeLimit
        = args.has("--time-limit") ? positiveNumber(args, "--time-limit") : kDefaultTimeLimitS;
    const Catalog catalog = loadCatalog(args, in);
    const PlanningLoad load
        = parseScenarioForPlanning(readAll(onlyFile(args, "plan"), in), catalog);
    if (!load.planning)
        throw UsageError{formatLine(load.error)};
    std::atomic<bool> cancel{false};
    request.cancel = &cancel;
    request.progress = terminalProgress(err);
    Deadline deadline(timeLimit, cancel);
    const PlanResult result = planScenario(*load.planning, catalog, request);
    deadline.finish();
    if (result.cancelled)
        err << "plan: stopped at the time limit of " << timeLimit << " s after " << result.evaluated
            << " configurations; the plans are the best found so far (raise --time-limit, or "
               "fix nodes or the instance type in the scenario, to search further)\n";
    if (result.problem && !limitsOutOfReach(*result.problem))
        throw UsageError{formatLine(*result.problem)};
    if (result.problem)
        err << formatLine(*result.problem) << '\n';
    if (format == "json")
        out << planToJson(result);
    else if (format == "csv")
        out << planToCsv(result);
    else
        out << planToText(result);
    return Success;
}

} // namespace scaleplan::cli
