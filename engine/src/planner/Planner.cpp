// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Planner.h"

#include "core/Threads.h"
#include "model/Estimate.h"
#include "model/Hardware.h"
#include "model/Layout.h"
#include "model/Memory.h"
#include "model/Totals.h"
#include "model/Workload.h"
#include "planner/PlannerSpace.h"

#include "scaleplan/engine/Estimate.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <mutex>
#include <set>
#include <thread>
#include <tuple>

namespace scaleplan::engine {

namespace {

using detail::PlanCandidate;
using detail::PlanCluster;

constexpr double kInf = std::numeric_limits<double>::infinity();

/// The prices a candidate is estimated at: the scenario's own (the ranked plans, the
/// frontier and the nearest plans), and for the summary by instance every node bought on
/// demand, with each commitment, or on spot capacity.
enum Pricing : std::size_t {
    Asked,
    OnDemandRow,
    Reserved1yRow,
    Reserved3yRow,
    CapacityBlockRow,
    SpotRow,
    kPricings
};

/// Summary rows per instance type: one per pricing but the asked one.
constexpr std::size_t kRowKinds = kPricings - 1;

/// How the nodes of a summary row's pricing \p p are bought when not on spot.
Commitment rowCommitment(std::size_t p, Commitment asked)
{
    switch (p) {
    case OnDemandRow:
        return Commitment::OnDemand;
    case Reserved1yRow:
        return Commitment::Reserved1y;
    case Reserved3yRow:
        return Commitment::Reserved3y;
    case CapacityBlockRow:
        return Commitment::CapacityBlock;
    default:
        return asked;
    }
}

/// A cluster ready to search: its base scenario, hardware and lower bounds.
struct ClusterInfo
{
    Scenario base;
    detail::System system;
    std::int64_t gpus = 1;
    std::int64_t gpusPerNode = 1;
    double timeLowerH = 0; ///< no layout on this cluster finishes sooner
    /// ... or costs less, per Pricing: the node-hours of timeLowerH at its price (storage
    /// and egress cost >= 0)
    std::array<double, kPricings> costLowerUsd{};
    std::array<double, kPricings> spotFraction{};      ///< pricing.spot_fraction per Pricing
    std::array<Commitment, kPricings> commitment{};    ///< pricing.commitment per Pricing
    std::array<detail::ClusterFacts, kPricings> facts; ///< what every estimate on it shares
    /// Its instance type's summary rows are kRowKinds group + (pricing - 1).
    std::size_t group = 0;
    /// The pricings it has a price for: the asked one, on demand, the commitments the
    /// catalog rates for the instance in its own region, spot where priced.
    std::array<bool, kPricings> offered{};

    std::size_t row(std::size_t pricing) const { return kRowKinds * group + pricing - 1; }
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

/// The limits of a request, and where a plan stands against them.
struct Limits
{
    PlanObjective objective = PlanObjective::Time;
    std::optional<double> budgetUsd;
    std::optional<double> deadlineH;

    bool any() const { return budgetUsd || deadlineH; }
    bool meetsBudget(double cost) const { return !budgetUsd || cost <= *budgetUsd; }
    bool meetsDeadline(double time) const { return !deadlineH || time <= *deadlineH; }
};

/// What ranks the plans of a summary row's \p tier (RowKey).
PlanObjective rowObjective(PlanObjective objective, int tier)
{
    return tier == 1 ? PlanObjective::Cost : tier == 2 ? PlanObjective::Time : objective;
}

/// Where a plan stands in the order of a summary row (InstancePlan): its tier (0: meets
/// both limits, 1: the deadline only, 2: the budget only, 3: neither) and the figure that
/// tier ranks by (the objective, cost, time, the objective); lower is better. Monotone in
/// time and cost, so the key of a region's lower bounds is a lower bound of its plans' keys.
struct RowKey
{
    int tier = 4; ///< 4: no plan yet
    double value = kInf;

    auto operator<=>(const RowKey &) const = default;
};

RowKey rowKey(const Limits &limits, double time, double cost)
{
    const bool deadline = limits.meetsDeadline(time);
    const bool budget = limits.meetsBudget(cost);
    const int tier = deadline && budget ? 0 : deadline ? 1 : budget ? 2 : 3;
    return {tier, rowObjective(limits.objective, tier) == PlanObjective::Time ? time : cost};
}

/// True when \p a ranks before \p b in a summary row: the lower key, then ranksBefore()
/// under the tier's figure.
bool rowBefore(const Limits &limits, const Plan &a, const Plan &b)
{
    const RowKey ka = rowKey(limits, expectedTime(a), totalCost(a));
    const RowKey kb = rowKey(limits, expectedTime(b), totalCost(b));
    if (ka.tier != kb.tier)
        return ka.tier < kb.tier;
    return ranksBefore(a, b, rowObjective(limits.objective, ka.tier));
}

/// Keeps \p plan in \p slot when it ranks before the plan there under \p before.
template<typename Before>
void keepBetter(std::optional<Plan> &slot, const Plan &plan, Before before)
{
    if (!slot || before(plan, *slot))
        slot = plan;
}

/// What the nearest plans and the diagnostics need, as far as one thread (or all) found:
/// plain figures, so the threads can share them cheaply to bound the search.
struct NearFigures
{
    bool meetsBoth = false;           ///< some plan meets both limits
    double withinDeadlineCost = kInf; ///< cheapest plan meeting the deadline
    double withinBudgetTime = kInf;   ///< fastest plan within the budget
    double minCost = kInf;            ///< cheapest feasible plan
    double minTime = kInf;            ///< fastest feasible plan
    std::vector<RowKey> rows;         ///< best key per summary row

    void takeBest(const NearFigures &other)
    {
        meetsBoth = meetsBoth || other.meetsBoth;
        withinDeadlineCost = std::min(withinDeadlineCost, other.withinDeadlineCost);
        withinBudgetTime = std::min(withinBudgetTime, other.withinBudgetTime);
        minCost = std::min(minCost, other.minCost);
        minTime = std::min(minTime, other.minTime);
        for (std::size_t g = 0; g < rows.size() && g < other.rows.size(); ++g)
            rows[g] = std::min(rows[g], other.rows[g]);
    }
};

/// Best plans and frontier points one thread found, plus what the diagnostics need.
struct Collector
{
    Collector(PlanObjective objective, std::size_t limit, std::size_t rowCount)
        : top(objective, limit)
        , rows(rowCount)
    {
        figures.rows.resize(rowCount);
    }

    TopPlans top;
    std::vector<Plan> frontier; ///< mutually non-dominated
    std::optional<Plan> withinDeadline;
    std::optional<Plan> withinBudget;
    std::vector<std::optional<Plan>> rows; ///< best plan per summary row
    /// What every thread had found at the last merge and this thread since: bounds a
    /// candidate before its estimate is finished
    NearFigures figures;
    std::int64_t evaluated = 0;
    std::int64_t estimated = 0;
    std::int64_t feasible = 0;
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

/// The pricings a region is estimated at: none where no answer can take one of its plans.
using PricingNeeds = std::array<bool, kPricings>;

/// What every thread shares to prune: objective values of the best constraint-meeting
/// plans, the frontier points, the nearest plans' figures and the summary rows' keys found
/// so far. Every bound compares strictly, so a region that could tie a found plan (and win
/// on the tie-breaks) is searched: the answer does not depend on the order regions finish.
struct SharedBounds
{
    explicit SharedBounds(std::size_t rowCount) { figures.rows.resize(rowCount); }

    std::mutex mutex;
    std::vector<Prediction> topValues;            ///< distinct, sorted, at most `limit`
    std::vector<std::pair<double, double>> front; ///< (time, cost)
    NearFigures figures;

    /// Takes what \p c found since the last merge, and gives it every thread's row keys.
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
        figures.takeBest(c.figures);
        c.figures = figures;
    }

    /// Which pricings \p info's region with \p timeH and \p costUsd (per pricing) as lower
    /// bounds and \p objectiveLower as the objective's must be estimated at:
    /// - the asked pricing where its plans could meet the limits and enter the ranked list
    ///   or the frontier (a region whose every plan takes at least the time and costs at
    ///   least the cost cannot, when `limit` plans already beat its objective bound and a
    ///   found plan is strictly faster and cheaper than the whole region), or, while no plan
    ///   meets both limits, beat the nearest plans or the extremes the diagnostic quotes;
    /// - a summary row's pricing where its best plan so far is not strictly ahead of the
    ///   region's lower bound.
    PricingNeeds needs(const ClusterInfo &info, double objectiveLower, const Limits &limits,
                       std::size_t limit)
    {
        const double timeH = info.timeLowerH;
        const std::array<double, kPricings> &costUsd = info.costLowerUsd;
        const std::lock_guard lock(mutex);
        PricingNeeds needed{};
        const bool canMeet = limits.meetsDeadline(timeH) && limits.meetsBudget(costUsd[Asked]);
        const bool listFull
            = topValues.size() >= limit && topValues.back().objective < objectiveLower;
        const bool behindFront = std::any_of(front.begin(), front.end(), [&](const auto &point) {
            return point.first < timeH && point.second < costUsd[Asked];
        });
        needed[Asked] = canMeet && !(listFull && behindFront);
        if (limits.any() && !figures.meetsBoth) {
            const bool nearDeadline
                = limits.meetsDeadline(timeH) && !(figures.withinDeadlineCost < costUsd[Asked]);
            const bool nearBudget
                = limits.meetsBudget(costUsd[Asked]) && !(figures.withinBudgetTime < timeH);
            // The extremes matter while no plan meets either limit (the message quotes them).
            const bool extremes
                = figures.withinDeadlineCost == kInf && figures.withinBudgetTime == kInf
                  && (!(figures.minCost < costUsd[Asked]) || !(figures.minTime < timeH));
            needed[Asked] = needed[Asked] || nearDeadline || nearBudget || extremes;
        }
        for (std::size_t p = Asked + 1; p < kPricings; ++p)
            needed[p] = info.offered[p]
                        && !(figures.rows[info.row(p)] < rowKey(limits, timeH, costUsd[p]));
        return needed;
    }
};

/// Reports each plan that ranks before every plan reported before it, one call at a time.
class BestSoFar
{
public:
    BestSoFar(const PlanRequest &request)
        : m_report(request.bestSoFar)
        , m_objective(request.objective)
    {
    }

    void offer(const Plan &plan)
    {
        if (!m_report)
            return;
        const std::lock_guard lock(m_mutex);
        if (m_best && !ranksBefore(plan, *m_best, m_objective))
            return;
        m_best = plan;
        m_report(plan);
    }

private:
    const std::function<void(const Plan &)> &m_report;
    PlanObjective m_objective;
    std::mutex m_mutex;
    std::optional<Plan> m_best;
};

/// USD per node-hour at \p spotFraction of the nodes on spot, as fillTotals() prices them.
double nodeHourUsd(const detail::System &system, double spotFraction)
{
    return (1.0 - spotFraction) * system.onDemandUsdPerNodeHour
           + spotFraction * system.spotUsdPerNodeHour;
}

/// Whether spot capacity of \p scenario's cluster has a price: the catalog's for the
/// instance in its region, or the scenario's own.
bool spotPriced(const Scenario &scenario, const detail::System &system)
{
    if (scenario.pricing.spotPricePerNodeHourUsd)
        return true;
    if (system.instance == nullptr)
        return false;
    const std::optional<RegionPrice> prices = system.instance->pricesIn(scenario.cluster.region);
    return prices && prices->spotUsdPerHour && *prices->spotUsdPerHour > 0;
}

/// Whether the nodes of \p scenario's cluster can be bought with \p commitment: on demand
/// always; a commitment where the catalog rates it for the instance in its own region
/// (validateScenario()'s rule). A price of the scenario's own is for its commitment only.
bool commitmentPriced(const Scenario &scenario, const detail::System &system, Commitment commitment)
{
    if (commitment == scenario.pricing.commitment)
        return true;
    if (scenario.cluster.pricePerNodeHourUsd || system.instance == nullptr)
        return false;
    if (commitment == Commitment::OnDemand)
        return true;
    const bool ownRegion
        = scenario.cluster.region.empty() || scenario.cluster.region == system.instance->region;
    return ownRegion && system.instance->usdPerHour(commitment).has_value();
}

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
    for (std::size_t p = 0; p < kPricings; ++p) {
        info.spotFraction[p] = p == Asked     ? std::clamp(scenario.pricing.spotFraction, 0.0, 1.0)
                               : p == SpotRow ? 1.0
                                              : 0.0;
        info.commitment[p] = rowCommitment(p, scenario.pricing.commitment);
        info.offered[p] = p == Asked ? true
                          : p == SpotRow
                              ? spotPriced(info.base, info.system)
                              : commitmentPriced(info.base, info.system, info.commitment[p]);
        if (!info.offered[p])
            continue;
        Scenario priced = info.base;
        priced.pricing.spotFraction = info.spotFraction[p];
        priced.pricing.commitment = info.commitment[p];
        info.facts[p] = detail::clusterFacts(priced, catalog);
    }
    // Lower bounds: every layout does at least the model FLOPs at no more than the dense
    // peak (MFU <= 1), and expected time >= failure-free time; cost >= instance hours.
    const double flopsPerStep = detail::modelFlopsPerSequence(scenario.model)
                                * static_cast<double>(scenario.training.globalBatch);
    const double peak = info.system.device.peakFlops * static_cast<double>(info.gpus);
    const double stepLower = peak > 0 ? flopsPerStep / peak : 0.0;
    info.timeLowerH = std::max(0.0, detail::stepsToTrain(scenario) * stepLower / 3600.0);
    if (!std::isfinite(info.timeLowerH))
        info.timeLowerH = 0;
    for (std::size_t p = 0; p < kPricings; ++p) {
        // In fillTotals()' order of operations, so the bound rounds as the costs do.
        const double cost = nodeHourUsd(info.facts[p].system, info.spotFraction[p])
                            * static_cast<double>(info.system.nodes) * info.timeLowerH;
        info.costLowerUsd[p] = std::isfinite(cost) ? std::max(0.0, cost) : 0.0;
    }
    return info;
}

/// Everything runTask() reads that stays the same across tasks.
struct SearchContext
{
    const Catalog &catalog;
    const PlanRequest &request;
    Limits limits;
    std::size_t limit = 1;
    BestSoFar &bestSoFar;
};

Plan makePlan(const PlanCandidate &candidate, const ClusterInfo &info, double spotFraction,
              const Result &result)
{
    const SelectivePolicy policy = candidate.recompute == Recompute::Selective
                                       ? info.base.training.selectivePolicy
                                       : SelectivePolicy::Parts;
    return Plan{candidate.parallel,
                info.base.cluster,
                candidate.microBatch,
                candidate.recompute,
                candidate.recomputeLayers,
                candidate.recomputeModules,
                policy,
                candidate.tpOverlap,
                candidate.ppOverlap,
                spotFraction,
                result};
}

/// Offers a feasible estimate at the asked pricing to the ranked list, the frontier, the
/// nearest plans and the figures the diagnostics quote.
void offerAsked(const SearchContext &context, const PlanCandidate &candidate,
                const ClusterInfo &info, const Result &result, Collector &c)
{
    const Limits &limits = context.limits;
    const double time = result.expectedTimeH;
    const double cost = result.costUsd.total;
    NearFigures &figures = c.figures;
    figures.minCost = std::min(figures.minCost, cost);
    figures.minTime = std::min(figures.minTime, time);
    const bool deadline = limits.meetsDeadline(time);
    const bool budget = limits.meetsBudget(cost);
    const double spot = info.spotFraction[Asked];
    if (limits.any() && deadline && cost <= figures.withinDeadlineCost) {
        keepBetter(
            c.withinDeadline, makePlan(candidate, info, spot, result),
            [](const Plan &a, const Plan &b) { return ranksBefore(a, b, PlanObjective::Cost); });
        figures.withinDeadlineCost = std::min(figures.withinDeadlineCost, cost);
    }
    if (limits.any() && budget && time <= figures.withinBudgetTime) {
        keepBetter(
            c.withinBudget, makePlan(candidate, info, spot, result),
            [](const Plan &a, const Plan &b) { return ranksBefore(a, b, PlanObjective::Time); });
        figures.withinBudgetTime = std::min(figures.withinBudgetTime, time);
    }
    if (!deadline || !budget)
        return;
    figures.meetsBoth = true;
    if (!worthKeeping(c, time, cost, limits.objective, context.limit))
        return;
    const Plan plan = makePlan(candidate, info, spot, result);
    c.top.offer(plan);
    offerFrontier(c.frontier, plan);
    if (context.request.prune) {
        const bool byTime = limits.objective == PlanObjective::Time;
        c.fresh.push_back({byTime ? time : cost, byTime ? cost : time, planMemoryGb(plan)});
    }
    if (configKey(*c.top.begin()) == configKey(plan))
        context.bestSoFar.offer(plan);
}

/// Offers a feasible estimate at a summary row's pricing to row \p row.
void offerRow(const SearchContext &context, const PlanCandidate &candidate, const ClusterInfo &info,
              std::size_t pricing, const Result &result, Collector &c)
{
    const std::size_t row = info.row(pricing);
    const RowKey key = rowKey(context.limits, result.expectedTimeH, result.costUsd.total);
    if (c.figures.rows[row] < key)
        return; // a found plan (of any thread) ranks before it
    keepBetter(c.rows[row], makePlan(candidate, info, info.spotFraction[pricing], result),
               [&](const Plan &a, const Plan &b) { return rowBefore(context.limits, a, b); });
    c.figures.rows[row] = std::min(c.figures.rows[row], key);
}

/// Whether a plan at the asked pricing that takes at least \p timeH and costs at least
/// \p costUsd could enter the thread's answer: the ranked list, the frontier, the nearest
/// plans or the extremes the diagnostic quotes (the bounds of SharedBounds::needs(), with
/// what this thread knows).
bool askedCouldTake(const SearchContext &context, const Collector &c, double timeH, double costUsd)
{
    const Limits &limits = context.limits;
    if (limits.meetsDeadline(timeH) && limits.meetsBudget(costUsd)
        && worthKeeping(c, timeH, costUsd, limits.objective, context.limit))
        return true;
    const NearFigures &figures = c.figures;
    if (!limits.any() || figures.meetsBoth)
        return false;
    if (limits.meetsDeadline(timeH) && !(figures.withinDeadlineCost < costUsd))
        return true;
    if (limits.meetsBudget(costUsd) && !(figures.withinBudgetTime < timeH))
        return true;
    return figures.withinDeadlineCost == kInf && figures.withinBudgetTime == kInf
           && (!(figures.minCost < costUsd) || !(figures.minTime < timeH));
}

/// Estimates the candidates of \p task at the pricings \p needed into \p c. Each candidate's
/// memory comes first (most do not fit), then its step; the failure-free time that follows
/// (the same at every price) bounds its expected time and cost from below, and only where
/// those bounds could enter an answer is the estimate finished, once per spot share.
void runTask(const SearchContext &context, const Task &task, const ClusterInfo &info,
             const PricingNeeds &needed, std::vector<PlanCandidate> &candidates, Collector &c)
{
    const PlanRequest &request = context.request;
    candidates.clear();
    detail::appendLayouts(info.base, info.gpus, info.gpusPerNode, task.tp, task.pp, task.cp,
                          request, candidates);
    c.evaluated += static_cast<std::int64_t>(candidates.size());
    Scenario s = info.base;
    const double capacity = usableMemoryGb(*info.system.gpu);
    const double nodes = static_cast<double>(info.system.nodes);
    const double steps = detail::stepsToTrain(s);
    std::array<Result, kPricings> results;
    for (const PlanCandidate &candidate : candidates) {
        s.parallel = candidate.parallel;
        s.training.microBatch = candidate.microBatch;
        s.training.recompute = candidate.recompute;
        s.training.recomputeLayers = candidate.recomputeLayers;
        s.training.recomputeModules = candidate.recomputeModules; // the base's policy stays
        s.communication.tpOverlap = candidate.tpOverlap;
        s.communication.ppOverlap = candidate.ppOverlap;
        detail::EstimateCore core = detail::layoutAndMemory(s, info.facts[Asked]);
        const double needGb = core.memory.total;
        if (needGb > capacity) {
            if (needGb / capacity < c.fitNeedGb / std::max(c.fitCapacityGb, 1e-9)) {
                c.fitNeedGb = needGb;
                c.fitCapacityGb = capacity;
            }
            continue;
        }
        detail::timeStep(s, info.facts[Asked], core);
        // fillTotals()' failure-free time: expected time is at least that (progress <= 1),
        // cost at least its node-hours (storage and egress >= 0). 0 bounds nothing.
        double failureFreeH = steps * std::max(core.step.total(), 1e-12) / 3600.0;
        if (!std::isfinite(failureFreeH) || !request.prune)
            failureFreeH = 0;
        std::array<const Result *, kPricings> at{};
        bool feasible = false;
        for (std::size_t p = 0; p < kPricings; ++p) {
            if (!needed[p])
                continue;
            // Pricings with the same spot share and commitment estimate the same.
            for (std::size_t q = 0; q < p && at[p] == nullptr; ++q) {
                if (at[q] != nullptr && info.spotFraction[q] == info.spotFraction[p]
                    && info.commitment[q] == info.commitment[p])
                    at[p] = at[q];
            }
            if (at[p] == nullptr) {
                const double costLower = nodeHourUsd(info.facts[p].system, info.spotFraction[p])
                                         * nodes * failureFreeH;
                const bool couldTake = p == Asked
                                           ? askedCouldTake(context, c, failureFreeH, costLower)
                                           : !(c.figures.rows[info.row(p)]
                                               < rowKey(context.limits, failureFreeH, costLower));
                if (!couldTake)
                    continue;
                s.pricing.spotFraction = info.spotFraction[p];
                s.pricing.commitment = info.commitment[p];
                results[p] = detail::finishEstimate(s, context.catalog, info.facts[p], core);
                ++c.estimated;
                at[p] = &results[p];
            }
            const Result &result = *at[p];
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
            feasible = true;
            if (p == Asked)
                offerAsked(context, candidate, info, result, c);
            else
                offerRow(context, candidate, info, p, result, c);
        }
        if (feasible)
            ++c.feasible;
    }
}

std::string plain(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string given(double value)
{
    // All the digits a user typed: "%g" wrote a budget of 2,000,000 as "2e+06".
    char text[64];
    std::snprintf(text, sizeof text, "%.15g", value);
    return text;
}

/// Why no plan is returned, or nothing when some are. Where limits are out of reach the
/// message quotes the nearest plans (NearestPlans), not plans that miss the other limit.
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
    if (!request.budgetUsd && !request.deadlineH)
        return std::nullopt;
    const auto costArgs = [&](double cost) {
        return std::vector<std::string>{moneyArgument(cost),
                                        plain(cost / std::max(*request.budgetUsd, 1e-9), 1)};
    };
    const auto timeArgs = [&](double time) {
        return std::vector<std::string>{plain(time, 1),
                                        plain(time / std::max(*request.deadlineH, 1e-9), 1)};
    };
    const auto join = [](std::vector<std::string> a, const std::vector<std::string> &b) {
        a.insert(a.end(), b.begin(), b.end());
        return a;
    };
    const std::optional<Plan> &inTime = all.withinDeadline;
    const std::optional<Plan> &inBudget = all.withinBudget;
    if (!request.deadlineH) // every plan meets the deadline: the cheapest is over the budget
        return make("", DiagCode::PlanOverBudget,
                    join({given(*request.budgetUsd)}, costArgs(totalCost(*inTime))));
    if (!request.budgetUsd) // every plan is within the budget: the fastest is too late
        return make("", DiagCode::PlanPastDeadline,
                    join({given(*request.deadlineH)}, timeArgs(expectedTime(*inBudget))));
    const std::vector<std::string> limits{given(*request.budgetUsd), given(*request.deadlineH)};
    if (inTime && inBudget)
        return make(
            "", DiagCode::PlanNearestBothSides,
            join(join(limits, costArgs(totalCost(*inTime))), timeArgs(expectedTime(*inBudget))));
    if (inTime)
        return make("", DiagCode::PlanBudgetAndDeadline,
                    join(limits, costArgs(totalCost(*inTime))));
    if (inBudget)
        return make("", DiagCode::PlanFastestWithinBudget,
                    join(limits, timeArgs(expectedTime(*inBudget))));
    std::vector<std::string> args
        = join({given(*request.budgetUsd)}, costArgs(all.figures.minCost));
    return make("", DiagCode::PlanOverBudgetAndPastDeadline,
                join(join(args, {given(*request.deadlineH)}), timeArgs(all.figures.minTime)));
}

/// The summary rows, one per instance type and capacity with a plan, best first (ties in
/// catalog order, then on demand, each commitment, spot).
std::vector<InstancePlan> instanceRows(const Limits &limits, const Collector &all,
                                       const std::vector<std::string> &names, Commitment commitment)
{
    std::vector<InstancePlan> rows;
    for (std::size_t row = 0; row < all.rows.size(); ++row) {
        if (!all.rows[row])
            continue;
        const Plan &plan = *all.rows[row];
        const std::size_t pricing = row % kRowKinds + 1;
        rows.push_back({names[row / kRowKinds], pricing == SpotRow,
                        rowCommitment(pricing, commitment), limits.meetsBudget(totalCost(plan)),
                        limits.meetsDeadline(expectedTime(plan)), plan});
    }
    std::stable_sort(rows.begin(), rows.end(), [&](const InstancePlan &a, const InstancePlan &b) {
        return rowBefore(limits, a.plan, b.plan);
    });
    return rows;
}

/// The search under one objective, time or cost.
PlanResult searchPlans(const PlanningScenario &given, const Catalog &catalog,
                       const PlanRequest &asked)
{
    // The scenario's goal fills the limits the request leaves open, and a capacity of its
    // own prices every plan at it (either: the scenario's spot share).
    PlanRequest request = asked;
    if (!request.budgetUsd)
        request.budgetUsd = given.scenario.goal.budgetUsd;
    if (!request.deadlineH)
        request.deadlineH = given.scenario.goal.deadlineH;
    PlanningScenario planning = given;
    if (given.scenario.goal.capacity == Capacity::OnDemand)
        planning.scenario.pricing.spotFraction = 0;
    else if (given.scenario.goal.capacity == Capacity::Spot)
        planning.scenario.pricing.spotFraction = 1;
    const std::size_t limit = static_cast<std::size_t>(std::max(1, request.top));
    if (std::optional<Diagnostic> problem = checkPlanningScenario(planning, catalog)) {
        PlanResult invalid;
        invalid.problem = std::move(problem);
        return invalid;
    }
    std::vector<ClusterInfo> clusters;
    std::vector<std::string> names; // per instance type (or described GPU), in catalog order
    std::map<std::string, std::size_t> groups;
    for (const PlanCluster &planCluster : detail::planClusters(planning, catalog)) {
        clusters.push_back(clusterInfo(planning.scenario, planCluster, catalog));
        const ClusterSpec &cluster = planCluster.cluster;
        const std::string name = cluster.instance.empty() ? cluster.gpu : cluster.instance;
        const auto [at, added] = groups.emplace(name, names.size());
        if (added)
            names.push_back(name);
        clusters.back().group = at->second;
    }
    const std::size_t rowCount = kRowKinds * names.size();

    std::vector<Task> tasks;
    for (std::size_t i = 0; i < clusters.size(); ++i) {
        const ClusterInfo &info = clusters[i];
        const double lower
            = request.objective == PlanObjective::Time ? info.timeLowerH : info.costLowerUsd[Asked];
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
    std::vector<Collector> collectors(threadCount, Collector(request.objective, limit, rowCount));
    SharedBounds shared(rowCount);
    BestSoFar bestSoFar(request);
    const SearchContext context{catalog, request,
                                Limits{request.objective, request.budgetUsd, request.deadlineH},
                                limit, bestSoFar};
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<bool> stopped{false};

    auto worker = [&](Collector &c) {
        std::vector<PlanCandidate> candidates;
        // Layouts of a skipped region, counted once per shape: they depend on the GPUs, not
        // on the instance type.
        std::map<std::array<std::int64_t, 5>, std::int64_t> counts;
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
            PricingNeeds needed = info.offered;
            if (request.prune)
                needed = shared.needs(info, task.objectiveLower, context.limits, limit);
            if (std::none_of(needed.begin(), needed.end(), [](bool b) { return b; })) {
                const std::array<std::int64_t, 5> shape{info.gpus, info.gpusPerNode, task.tp,
                                                        task.pp, task.cp};
                auto [at, added] = counts.emplace(shape, 0);
                if (added)
                    at->second = detail::countLayouts(info.base, info.gpus, info.gpusPerNode,
                                                      task.tp, task.pp, task.cp, request);
                c.evaluated += at->second;
            } else {
                runTask(context, task, info, needed, candidates, c);
                shared.merge(c, request.objective, limit);
            }
            const std::size_t finished = done.fetch_add(1) + 1;
            if (request.progress)
                request.progress(static_cast<std::int64_t>(finished),
                                 static_cast<std::int64_t>(tasks.size()));
        }
    };
    detail::runOnThreads(threadCount, [&](std::size_t t) { worker(collectors[t]); });

    Collector all(request.objective, limit, rowCount);
    for (Collector &c : collectors) {
        all.evaluated += c.evaluated;
        all.estimated += c.estimated;
        all.feasible += c.feasible;
        all.figures.takeBest(c.figures);
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
        if (c.withinDeadline)
            keepBetter(all.withinDeadline, *c.withinDeadline, [](const Plan &a, const Plan &b) {
                return ranksBefore(a, b, PlanObjective::Cost);
            });
        if (c.withinBudget)
            keepBetter(all.withinBudget, *c.withinBudget, [](const Plan &a, const Plan &b) {
                return ranksBefore(a, b, PlanObjective::Time);
            });
        for (std::size_t row = 0; row < rowCount; ++row) {
            if (c.rows[row])
                keepBetter(all.rows[row], *c.rows[row], [&](const Plan &a, const Plan &b) {
                    return rowBefore(context.limits, a, b);
                });
        }
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
    if (result.plans.empty() && context.limits.any())
        result.nearest = {all.withinDeadline, all.withinBudget};
    result.byInstance
        = instanceRows(context.limits, all, names, planning.scenario.pricing.commitment);
    if (result.plans.empty() && !result.cancelled)
        result.problem = noPlanReason(request, all, planning.scenario);
    return result;
}

/// \p progress reporting one of two searches, \p half 0 or 1, as a share of both.
std::function<void(std::int64_t, std::int64_t)>
halfOfProgress(const std::function<void(std::int64_t, std::int64_t)> &progress, int half)
{
    if (!progress)
        return {};
    return [progress, half](std::int64_t done, std::int64_t total) {
        progress(half * total + done, 2 * total);
    };
}

/// PlanObjective::Balanced: the cheapest plan meeting the limits sets a cost cap, and the
/// plans are ranked by time under it. The first search gives the frontier (exact under either
/// objective, and its last point is the cheapest plan: nothing dominates it), the nearest
/// plans and the problem where nothing meets the limits; it ranks by time, whose region
/// bounds prune an open cluster about twice as well as cost's. The second (by time, the cap
/// as its budget) gives the ranked plans and the summary by instance, whose budget marks are
/// then set against the asked budget again.
PlanResult planBalanced(const PlanningScenario &planning, const Catalog &catalog,
                        const PlanRequest &asked)
{
    const std::optional<double> budget
        = asked.budgetUsd ? asked.budgetUsd : planning.scenario.goal.budgetUsd;
    PlanRequest frontierOnly = asked;
    frontierOnly.objective = PlanObjective::Time;
    frontierOnly.top = 1;
    frontierOnly.bestSoFar = {}; // the fastest plan is not the answer
    frontierOnly.progress = halfOfProgress(asked.progress, 0);
    PlanResult first = searchPlans(planning, catalog, frontierOnly);
    if (first.plans.empty() || first.cancelled || first.pareto.empty())
        return first;
    const double lowest = totalCost(first.pareto.back()); // fastest first: the last is cheapest
    const double cap = lowest * (1 + std::max(0.0, asked.costPremium));
    PlanRequest byTime = asked;
    byTime.objective = PlanObjective::Time;
    byTime.budgetUsd = budget ? std::min(*budget, cap) : cap;
    byTime.progress = halfOfProgress(asked.progress, 1);
    PlanResult result = searchPlans(planning, catalog, byTime);
    result.evaluated += first.evaluated;
    result.estimated += first.estimated;
    result.feasible = first.feasible;
    result.pareto = std::move(first.pareto);
    result.lowestCostUsd = lowest;
    result.costPremium = std::max(0.0, asked.costPremium);
    for (InstancePlan &row : result.byInstance)
        row.meetsBudget = !budget || totalCost(row.plan) <= *budget;
    return result; // with plans unless cancelled: the cheapest plan is under the cap
}

} // namespace

PlanResult planScenario(const PlanningScenario &planning, const Catalog &catalog,
                        const PlanRequest &request)
{
    if (request.objective == PlanObjective::Balanced)
        return planBalanced(planning, catalog, request);
    return searchPlans(planning, catalog, request);
}

std::optional<InstancePlan> metBoughtOtherwise(const PlanResult &result)
{
    if (!result.problem || !result.plans.empty())
        return std::nullopt;
    // Of the rows that meet, the best bought by the hour (on demand, spot, a Capacity Block)
    // before any 1- or 3-year reservation, which bills its whole term, far more than a run of
    // weeks costs.
    const auto termed = [](const InstancePlan &r) {
        return !r.spot
               && (r.commitment == Commitment::Reserved1y
                   || r.commitment == Commitment::Reserved3y);
    };
    const auto first = [&](auto &&meets) {
        std::optional<InstancePlan> best;
        for (const InstancePlan &row : result.byInstance) {
            if (!meets(row))
                continue;
            if (!best || (termed(*best) && !termed(row)))
                best = row;
        }
        return best;
    };
    // A limit not set counts as met, so a row meeting both meets every limit that was set.
    if (auto both = first([](const InstancePlan &r) { return r.meetsBudget && r.meetsDeadline; }))
        return both;
    // With both limits set (the codes that name one alone have no other), a row meeting one
    // of them is worth naming too.
    const DiagCode code = result.problem->code;
    if (code == DiagCode::PlanOverBudget || code == DiagCode::PlanPastDeadline)
        return std::nullopt;
    return first([](const InstancePlan &r) { return r.meetsBudget || r.meetsDeadline; });
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
    s.pricing.spotFraction = plan.spotFraction;
    return s;
}

} // namespace scaleplan::engine
