// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Planner.h"

#include "core/Threads.h"
#include "model/Hardware.h"
#include "model/Layout.h"
#include "model/Memory.h"
#include "model/Totals.h"
#include "model/Workload.h"
#include "planner/PlannerSpace.h"

#include "scaleplan/engine/Estimate.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <limits>
#include <mutex>
#include <set>
#include <thread>
#include <tuple>

namespace scaleplan::engine {

namespace {

using detail::PlanCandidate;
using detail::PlanCluster;

constexpr double kInf = std::numeric_limits<double>::infinity();

/// A cluster ready to search: its base scenario, hardware and lower bounds.
struct ClusterInfo
{
    Scenario base;
    detail::System system;
    std::int64_t gpus = 1;
    std::int64_t gpusPerNode = 1;
    double timeLowerH = 0;   ///< no layout on this cluster finishes sooner
    double costLowerUsd = 0; ///< ... or costs less
};

/// One unit of work: the layouts with one (tp, pp) on one cluster.
struct Task
{
    std::size_t cluster = 0;
    std::int64_t tp = 1;
    std::int64_t pp = 1;
    std::int64_t cp = 1;
    double objectiveLower = 0;
};

/// What the engine predicts for a plan, as far as the answer tells plans apart.
struct Prediction
{
    double objective = 0; ///< the ranked figure
    double other = 0;     ///< the other of time and cost
    double memoryGb = 0;

    auto operator<=>(const Prediction &) const = default;
};

double expectedTime(const Plan &plan)
{
    return plan.result.expectedTimeH;
}

double totalCost(const Plan &plan)
{
    return plan.result.costUsd.total;
}

/// A total order on configurations, so ties between equal figures break the same way
/// whatever the thread timing.
auto configKey(const Plan &p)
{
    return std::make_tuple(p.cluster.instance, p.cluster.gpu, p.cluster.nodes, p.parallel.tp,
                           p.parallel.pp, p.parallel.cp, p.parallel.ep, p.parallel.expertTp,
                           p.parallel.zero, p.parallel.zeroShardGroup, p.parallel.virtualStages,
                           p.parallel.sequenceParallel, p.microBatch, static_cast<int>(p.recompute),
                           p.recomputeLayers, p.recomputeModules, p.tpOverlap, p.ppOverlap);
}

double planMemoryGb(const Plan &plan)
{
    return plan.result.memoryGb.total;
}

/// Simplicity of a configuration, lower is simpler (docs/planner.md, "Near-duplicate
/// plans"): of candidates the engine predicts identically, the one to run has less
/// recomputation, no sequence parallelism, experts split like the rest, fewer virtual stages, a
/// lower ZeRO stage, no hybrid shard group, no overlap and the larger micro-batch.
auto simplicityKey(const Plan &p)
{
    const bool expertsApart = p.parallel.expertTp > 0 && p.parallel.expertTp < p.parallel.tp;
    return std::make_tuple(static_cast<int>(p.recompute), p.recomputeLayers,
                           std::popcount(p.recomputeModules), p.parallel.sequenceParallel,
                           expertsApart, p.parallel.virtualStages, p.parallel.zero,
                           p.parallel.zeroShardGroup, p.tpOverlap, p.ppOverlap, -p.microBatch);
}

/// Identical predicted time, cost and memory per GPU: the engine cannot tell the two
/// configurations apart, so only the simpler is returned. Exact comparison, so the
/// relation is transitive and the answer does not depend on thread timing.
bool samePrediction(const Plan &a, const Plan &b)
{
    return expectedTime(a) == expectedTime(b) && totalCost(a) == totalCost(b)
           && planMemoryGb(a) == planMemoryGb(b);
}

/// True when \p a ranks before \p b under \p objective: by the objective, the other
/// figure, memory per GPU, then the simpler configuration first, so plans with the same
/// prediction sit side by side with the simplest in front.
bool ranksBefore(const Plan &a, const Plan &b, PlanObjective objective)
{
    const double a1 = objective == PlanObjective::Time ? expectedTime(a) : totalCost(a);
    const double b1 = objective == PlanObjective::Time ? expectedTime(b) : totalCost(b);
    if (a1 != b1)
        return a1 < b1;
    const double a2 = objective == PlanObjective::Time ? totalCost(a) : expectedTime(a);
    const double b2 = objective == PlanObjective::Time ? totalCost(b) : expectedTime(b);
    if (a2 != b2)
        return a2 < b2;
    if (planMemoryGb(a) != planMemoryGb(b))
        return planMemoryGb(a) < planMemoryGb(b);
    if (simplicityKey(a) != simplicityKey(b))
        return simplicityKey(a) < simplicityKey(b);
    return configKey(a) < configKey(b);
}

/// \p a is at least as fast and as cheap as \p b (ties broken by memory per GPU, then the
/// simpler configuration), so the frontier holds one point per (time, cost).
bool dominates(const Plan &a, const Plan &b)
{
    if (expectedTime(a) > expectedTime(b) || totalCost(a) > totalCost(b))
        return false;
    if (expectedTime(a) < expectedTime(b) || totalCost(a) < totalCost(b))
        return true;
    return ranksBefore(a, b, PlanObjective::Time);
}

/// The best plans under the objective, best first, at most one per prediction.
class TopPlans
{
public:
    TopPlans(PlanObjective objective, std::size_t limit)
        : m_plans(Order{objective})
        , m_limit(limit)
    {
    }

    std::size_t size() const { return m_plans.size(); }
    bool full() const { return m_plans.size() >= m_limit; }
    const Plan &worst() const { return *m_plans.rbegin(); }

    /// Keeps \p plan when it ranks among the best and no simpler plan with the same
    /// prediction is kept; a kept plan with the same prediction but less simple goes.
    /// Returns true when a new prediction entered the list.
    bool offer(const Plan &plan)
    {
        auto at = m_plans.lower_bound(plan);
        if (at != m_plans.begin() && samePrediction(*std::prev(at), plan))
            return false; // a simpler twin is kept
        if (at != m_plans.end() && samePrediction(*at, plan)) {
            at = m_plans.erase(at); // the newcomer is the simpler twin
            m_plans.insert(at, plan);
            return false;
        }
        if (full() && !m_plans.key_comp()(plan, worst()))
            return false;
        m_plans.insert(at, plan);
        if (m_plans.size() > m_limit)
            m_plans.erase(std::prev(m_plans.end()));
        return true;
    }

    std::vector<Plan> take() { return {m_plans.begin(), m_plans.end()}; }
    auto begin() const { return m_plans.begin(); }
    auto end() const { return m_plans.end(); }

private:
    struct Order
    {
        PlanObjective objective;
        bool operator()(const Plan &a, const Plan &b) const { return ranksBefore(a, b, objective); }
    };
    std::set<Plan, Order> m_plans;
    std::size_t m_limit;
};

/// Best plans and frontier points one thread found, plus what the diagnostics need.
struct Collector
{
    Collector(PlanObjective objective, std::size_t limit)
        : top(objective, limit)
    {
    }

    TopPlans top;
    std::vector<Plan> frontier; ///< mutually non-dominated
    std::int64_t evaluated = 0;
    std::int64_t estimated = 0;
    std::int64_t feasible = 0;
    double minCost = kInf;
    double minTime = kInf;
    double minCostWithinDeadline = kInf;
    double fitNeedGb = kInf; ///< memory of the candidate closest to fitting
    double fitCapacityGb = 0;
    std::optional<Diagnostic> cannotRun; ///< first error of a plan that fits but cannot run
    std::vector<Prediction> fresh;       ///< new predictions kept since the last merge
};

void offerFrontier(std::vector<Plan> &frontier, const Plan &plan)
{
    for (const Plan &q : frontier) {
        if (dominates(q, plan))
            return;
    }
    std::erase_if(frontier, [&](const Plan &q) { return dominates(plan, q); });
    frontier.push_back(plan);
}

/// Whether \p plan could enter the thread's answer at all (avoids copying most results).
bool worthKeeping(const Collector &c, double time, double cost, PlanObjective objective,
                  std::size_t limit)
{
    const double value = objective == PlanObjective::Time ? time : cost;
    if (c.top.size() < limit)
        return true;
    const Plan &worst = c.top.worst();
    const double worstValue
        = objective == PlanObjective::Time ? expectedTime(worst) : totalCost(worst);
    if (value <= worstValue)
        return true;
    for (const Plan &q : c.frontier) {
        if (expectedTime(q) <= time && totalCost(q) <= cost
            && (expectedTime(q) < time || totalCost(q) < cost))
            return false;
    }
    return true;
}

/// What every thread shares to prune: objective values of the best constraint-meeting
/// plans and the frontier points found so far.
struct SharedBounds
{
    std::mutex mutex;
    std::vector<Prediction> topValues;            ///< distinct, sorted, at most `limit`
    std::vector<std::pair<double, double>> front; ///< (time, cost)

    void merge(Collector &c, PlanObjective objective, std::size_t limit)
    {
        const std::lock_guard lock(mutex);
        for (const Prediction &found : c.fresh) {
            topValues.push_back(found);
            const double time = objective == PlanObjective::Time ? found.objective : found.other;
            const double cost = objective == PlanObjective::Time ? found.other : found.objective;
            const bool dominated = std::any_of(front.begin(), front.end(), [&](const auto &q) {
                return q.first <= time && q.second <= cost;
            });
            if (!dominated) {
                std::erase_if(front,
                              [&](const auto &q) { return time <= q.first && cost <= q.second; });
                front.emplace_back(time, cost);
            }
        }
        c.fresh.clear();
        // Plans with the same prediction count once (only one of them is returned).
        std::sort(topValues.begin(), topValues.end());
        topValues.erase(std::unique(topValues.begin(), topValues.end()), topValues.end());
        if (topValues.size() > limit)
            topValues.resize(limit);
    }

    /// A region whose every plan takes at least \p timeH and costs at least \p costUsd
    /// cannot enter the answer when `limit` plans already beat its objective bound and a
    /// found plan is strictly faster and cheaper than the whole region.
    bool excludes(double timeH, double costUsd, double objectiveLower, std::size_t limit)
    {
        const std::lock_guard lock(mutex);
        if (topValues.size() < limit || !(topValues.back().objective < objectiveLower))
            return false;
        return std::any_of(front.begin(), front.end(), [&](const auto &point) {
            return point.first < timeH && point.second < costUsd;
        });
    }
};

ClusterInfo clusterInfo(const Scenario &scenario, const PlanCluster &planCluster,
                        const Catalog &catalog)
{
    ClusterInfo info;
    info.base = scenario;
    info.base.cluster = planCluster.cluster;
    // The layout is searched; only what a request may keep (PlanRequest::searchZero,
    // searchSequenceParallel, searchContextParallel, searchExpertParallel) stays for
    // appendLayouts() to read.
    info.base.parallel = {};
    info.base.parallel.zero = scenario.parallel.zero;
    info.base.parallel.zeroShardGroup = scenario.parallel.zeroShardGroup;
    info.base.parallel.sequenceParallel = scenario.parallel.sequenceParallel;
    info.base.parallel.cp = scenario.parallel.cp;
    info.base.parallel.ep = scenario.parallel.ep;
    info.base.parallel.expertTp = scenario.parallel.expertTp;
    info.system = detail::resolveSystem(info.base, catalog);
    info.gpusPerNode = planCluster.gpusPerNode;
    info.gpus = planCluster.cluster.nodes * planCluster.gpusPerNode;
    // Lower bounds: every layout does at least the model FLOPs at no more than the dense
    // peak (MFU <= 1), and expected time >= failure-free time; cost >= instance hours.
    const double flopsPerStep = detail::modelFlopsPerSequence(scenario.model)
                                * static_cast<double>(scenario.training.globalBatch);
    const double peak = info.system.device.peakFlops * static_cast<double>(info.gpus);
    const double stepLower = peak > 0 ? flopsPerStep / peak : 0.0;
    info.timeLowerH = std::max(0.0, detail::stepsToTrain(scenario) * stepLower / 3600.0);
    const double spot = std::clamp(scenario.pricing.spotFraction, 0.0, 1.0);
    const double nodeHour
        = (1.0 - spot) * info.system.onDemandUsdPerNodeHour + spot * info.system.spotUsdPerNodeHour;
    info.costLowerUsd
        = std::max(0.0, info.timeLowerH * nodeHour * static_cast<double>(info.system.nodes));
    if (!std::isfinite(info.timeLowerH) || !std::isfinite(info.costLowerUsd))
        info.timeLowerH = info.costLowerUsd = 0;
    return info;
}

bool meetsConstraints(const PlanRequest &request, double time, double cost)
{
    return (!request.budgetUsd || cost <= *request.budgetUsd)
           && (!request.deadlineH || time <= *request.deadlineH);
}

/// Estimates every candidate of \p task into \p c.
void runTask(const Task &task, const ClusterInfo &info, const Catalog &catalog,
             const PlanRequest &request, std::size_t limit, std::vector<PlanCandidate> &candidates,
             Collector &c)
{
    candidates.clear();
    detail::appendLayouts(info.base, info.gpus, info.gpusPerNode, task.tp, task.pp, task.cp,
                          request, candidates);
    c.evaluated += static_cast<std::int64_t>(candidates.size());
    Scenario s = info.base;
    const double capacity = usableMemoryGb(*info.system.gpu);
    for (const PlanCandidate &candidate : candidates) {
        s.parallel = candidate.parallel;
        s.training.microBatch = candidate.microBatch;
        s.training.recompute = candidate.recompute;
        s.training.recomputeLayers = candidate.recomputeLayers;
        s.training.recomputeModules = candidate.recomputeModules; // the base's policy stays
        s.communication.tpOverlap = candidate.tpOverlap;
        s.communication.ppOverlap = candidate.ppOverlap;
        const detail::Layout layout = detail::deriveLayout(s, info.gpus);
        const double needGb = detail::memoryPerGpu(s, layout, capacity).total;
        if (needGb > capacity) {
            if (needGb / capacity < c.fitNeedGb / std::max(c.fitCapacityGb, 1e-9)) {
                c.fitNeedGb = needGb;
                c.fitCapacityGb = capacity;
            }
            continue;
        }
        Result result = estimate(s, catalog);
        ++c.estimated;
        if (!result.feasible) {
            if (!c.cannotRun) {
                for (const Diagnostic &d : result.issues) {
                    if (d.severity == Severity::Error) {
                        c.cannotRun = d;
                        break;
                    }
                }
            }
            continue;
        }
        ++c.feasible;
        const double time = result.expectedTimeH;
        const double cost = result.costUsd.total;
        c.minCost = std::min(c.minCost, cost);
        c.minTime = std::min(c.minTime, time);
        if (!request.deadlineH || time <= *request.deadlineH)
            c.minCostWithinDeadline = std::min(c.minCostWithinDeadline, cost);
        if (!meetsConstraints(request, time, cost)
            || !worthKeeping(c, time, cost, request.objective, limit))
            continue;
        const SelectivePolicy policy = candidate.recompute == Recompute::Selective
                                           ? info.base.training.selectivePolicy
                                           : SelectivePolicy::Parts;
        Plan plan{candidate.parallel,
                  info.base.cluster,
                  candidate.microBatch,
                  candidate.recompute,
                  candidate.recomputeLayers,
                  candidate.recomputeModules,
                  policy,
                  candidate.tpOverlap,
                  candidate.ppOverlap,
                  std::move(result)};
        c.top.offer(plan);
        offerFrontier(c.frontier, plan);
        if (request.prune) {
            const bool byTime = request.objective == PlanObjective::Time;
            c.fresh.push_back({byTime ? time : cost, byTime ? cost : time, planMemoryGb(plan)});
        }
    }
}

std::string money(double usd)
{
    char digits[64];
    std::snprintf(digits, sizeof digits, "%.0f", std::round(usd));
    const std::string text = digits;
    std::string grouped = "$";
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i > 0 && (text.size() - i) % 3 == 0)
            grouped += ',';
        grouped += text[i];
    }
    return grouped;
}

std::string plain(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string given(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

/// Why no plan is returned, or nothing when some are.
std::optional<Diagnostic> noPlanReason(const PlanRequest &request, const Collector &all,
                                       const Scenario &scenario)
{
    auto make = [](std::string field, DiagCode code, std::vector<std::string> args) {
        return Diagnostic{Severity::Error, code, std::move(field), std::move(args)};
    };
    if (all.evaluated == 0)
        return make("cluster.nodes", DiagCode::PlanNoLayout,
                    {std::to_string(scenario.training.globalBatch)});
    if (all.feasible == 0) {
        if (all.cannotRun && all.estimated > 0)
            return all.cannotRun;
        return make("cluster", DiagCode::PlanNothingFits,
                    {plain(all.fitNeedGb, 1), plain(all.fitCapacityGb, 0)});
    }
    const bool overBudget = request.budgetUsd && all.minCost > *request.budgetUsd;
    const bool pastDeadline = request.deadlineH && all.minTime > *request.deadlineH;
    auto budgetArgs = [&] {
        return std::vector<std::string>{given(*request.budgetUsd), money(all.minCost),
                                        plain(all.minCost / std::max(*request.budgetUsd, 1e-9), 1)};
    };
    auto deadlineArgs = [&] {
        return std::vector<std::string>{given(*request.deadlineH), plain(all.minTime, 1),
                                        plain(all.minTime / std::max(*request.deadlineH, 1e-9), 1)};
    };
    if (overBudget && pastDeadline) {
        std::vector<std::string> args = budgetArgs();
        for (std::string &arg : deadlineArgs())
            args.push_back(std::move(arg));
        return make("", DiagCode::PlanOverBudgetAndPastDeadline, std::move(args));
    }
    if (overBudget)
        return make("", DiagCode::PlanOverBudget, budgetArgs());
    if (pastDeadline)
        return make("", DiagCode::PlanPastDeadline, deadlineArgs());
    if (request.budgetUsd && request.deadlineH)
        return make("", DiagCode::PlanBudgetAndDeadline,
                    {given(*request.budgetUsd), given(*request.deadlineH),
                     money(all.minCostWithinDeadline),
                     plain(all.minCostWithinDeadline / std::max(*request.budgetUsd, 1e-9), 1)});
    return std::nullopt;
}

} // namespace

PlanResult planScenario(const PlanningScenario &planning, const Catalog &catalog,
                        const PlanRequest &request)
{
    const std::size_t limit = static_cast<std::size_t>(std::max(1, request.top));
    if (std::optional<Diagnostic> problem = checkPlanningScenario(planning, catalog)) {
        PlanResult invalid;
        invalid.problem = std::move(problem);
        return invalid;
    }
    std::vector<ClusterInfo> clusters;
    for (const PlanCluster &planCluster : detail::planClusters(planning, catalog))
        clusters.push_back(clusterInfo(planning.scenario, planCluster, catalog));

    std::vector<Task> tasks;
    for (std::size_t i = 0; i < clusters.size(); ++i) {
        const ClusterInfo &info = clusters[i];
        const double lower
            = request.objective == PlanObjective::Time ? info.timeLowerH : info.costLowerUsd;
        for (const std::int64_t tp : detail::tensorDegrees(info.base, info.gpusPerNode)) {
            if (info.gpus % tp != 0)
                continue;
            for (const std::int64_t pp : detail::pipelineDepths(info.base, info.gpus, tp)) {
                for (const std::int64_t cp :
                     detail::contextDegrees(info.base, info.gpus, tp, pp, request))
                    tasks.push_back({i, tp, pp, cp, lower});
            }
        }
    }
    // Promising regions first, so the bounds prune early.
    std::stable_sort(tasks.begin(), tasks.end(), [](const Task &a, const Task &b) {
        return a.objectiveLower < b.objectiveLower;
    });

    const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
    const unsigned wanted = request.threads > 0 ? static_cast<unsigned>(request.threads) : hardware;
    const unsigned threadCount = std::max(
        1u,
        std::min<unsigned>(wanted, static_cast<unsigned>(std::max<std::size_t>(1, tasks.size()))));
    std::vector<Collector> collectors(threadCount, Collector(request.objective, limit));
    SharedBounds shared;
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<bool> stopped{false};

    auto worker = [&](Collector &c) {
        std::vector<PlanCandidate> candidates;
        for (;;) {
            if (request.cancel != nullptr && request.cancel->load(std::memory_order_relaxed)) {
                stopped = true;
                return;
            }
            const std::size_t index = next.fetch_add(1);
            if (index >= tasks.size())
                return;
            const Task &task = tasks[index];
            const ClusterInfo &info = clusters[task.cluster];
            if (request.prune
                && shared.excludes(info.timeLowerH, info.costLowerUsd, task.objectiveLower,
                                   limit)) {
                candidates.clear();
                detail::appendLayouts(info.base, info.gpus, info.gpusPerNode, task.tp, task.pp,
                                      task.cp, request, candidates);
                c.evaluated += static_cast<std::int64_t>(candidates.size());
            } else {
                runTask(task, info, catalog, request, limit, candidates, c);
                shared.merge(c, request.objective, limit);
            }
            const std::size_t finished = done.fetch_add(1) + 1;
            if (request.progress)
                request.progress(static_cast<std::int64_t>(finished),
                                 static_cast<std::int64_t>(tasks.size()));
        }
    };
    detail::runOnThreads(threadCount, [&](std::size_t t) { worker(collectors[t]); });

    Collector all(request.objective, limit);
    for (Collector &c : collectors) {
        all.evaluated += c.evaluated;
        all.estimated += c.estimated;
        all.feasible += c.feasible;
        all.minCost = std::min(all.minCost, c.minCost);
        all.minTime = std::min(all.minTime, c.minTime);
        all.minCostWithinDeadline = std::min(all.minCostWithinDeadline, c.minCostWithinDeadline);
        if (c.fitNeedGb / std::max(c.fitCapacityGb, 1e-9)
            < all.fitNeedGb / std::max(all.fitCapacityGb, 1e-9)) {
            all.fitNeedGb = c.fitNeedGb;
            all.fitCapacityGb = c.fitCapacityGb;
        }
        if (!all.cannotRun)
            all.cannotRun = c.cannotRun;
        for (const Plan &p : c.top)
            all.top.offer(p);
        for (const Plan &p : c.frontier)
            offerFrontier(all.frontier, p);
    }
    std::sort(all.frontier.begin(), all.frontier.end(),
              [](const Plan &a, const Plan &b) { return ranksBefore(a, b, PlanObjective::Time); });

    PlanResult result;
    result.evaluated = all.evaluated;
    result.estimated = all.estimated;
    result.feasible = all.feasible;
    result.cancelled = stopped.load();
    result.plans = all.top.take();
    result.pareto = std::move(all.frontier);
    if (result.plans.empty() && !result.cancelled)
        result.problem = noPlanReason(request, all, planning.scenario);
    return result;
}

Scenario applyPlan(const Scenario &base, const Plan &plan)
{
    Scenario s = base;
    s.parallel = plan.parallel;
    s.cluster = plan.cluster;
    s.training.microBatch = plan.microBatch;
    s.training.recompute = plan.recompute;
    s.training.recomputeLayers = plan.recomputeLayers;
    s.training.recomputeModules = plan.recomputeModules;
    s.training.selectivePolicy = plan.selectivePolicy;
    s.communication.tpOverlap = plan.tpOverlap;
    s.communication.ppOverlap = plan.ppOverlap;
    return s;
}

} // namespace scaleplan::engine
