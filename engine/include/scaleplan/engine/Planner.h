// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Planner.h
/// \brief The planner: searches parallel layouts (and, where the scenario leaves them
/// open, instance types and node counts), ranks them by time or cost under a budget and a
/// deadline, and returns the Pareto frontier of cost against time.
///
/// Every candidate is checked for memory first (the engine's own memory model, no full
/// estimate) and the feasible ones are estimated with estimate(), the fast deterministic
/// path. See docs/planner.md for the search space and the pruning rules.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine {

/// A scenario read for planning, with the parts it leaves open.
struct PlanningScenario
{
    Scenario scenario;        ///< open parts hold placeholders (nodes 1, first instance)
    bool clusterOpen = false; ///< no cluster.instance or cluster.gpu: every catalog instance
    bool nodesOpen = false;   ///< no cluster.nodes: node counts are searched
};

/// What the planner reads, or the first error that stopped it.
struct PlanningLoad
{
    std::optional<PlanningScenario> planning;
    Diagnostic error;
};

/// Parses scenario JSON for planning: like parseScenario(), but `parallel` may be absent
/// (it is always searched; given values are only read strictly, and `zero`,
/// `zero_shard_group` and `sequence_parallel` are kept for a request that keeps them), and
/// so may `cluster.nodes` or the whole `cluster`. parseScenario() is unchanged.
PlanningLoad parseScenarioForPlanning(std::string_view jsonText, const Catalog &catalog);

/// The first rule of the format that \p planning breaks apart from the layout's (which
/// is searched), or nothing. planScenario() returns it as its problem instead of searching.
std::optional<Diagnostic> checkPlanningScenario(const PlanningScenario &planning,
                                                const Catalog &catalog);

/// What the ranking minimises. Balanced: time, among the plans costing at most
/// PlanRequest::costPremium more than the cheapest plan meeting the limits; the fastest plan
/// alone buys its last hours at any price (1,024 nodes at 30% MFU), the cheapest takes the
/// fewest nodes however long they run (docs/planner.md, "The balanced objective").
enum class PlanObjective { Time, Cost, Balanced };

struct Plan;

struct PlanRequest
{
    PlanObjective objective = PlanObjective::Time;
    std::optional<double> budgetUsd; ///< plans costing more are dropped
    std::optional<double> deadlineH; ///< plans whose expected time is longer are dropped
    int top = 10;                    ///< plans returned, best first
    /// With PlanObjective::Balanced: how much more than the lowest cost a plan may cost, as a
    /// share (0.10: 10% more). A preference, not a measured figure.
    double costPremium = 0.10;
    int threads = 0;             ///< worker threads; 0 = all hardware threads
    bool prune = true;           ///< skip regions that cannot enter the answer
    bool searchRecompute = true; ///< false: keep the scenario's recompute mode
    /// false: keep the scenario's ZeRO stage and shard group (layouts whose dp the group
    /// does not divide are skipped)
    bool searchZero = true;
    /// false: keep the scenario's sequence parallelism (off where tp is 1, where it does
    /// nothing)
    bool searchSequenceParallel = true;
    /// false: keep the scenario's context parallelism (parallel.cp)
    bool searchContextParallel = true;
    /// false: keep the scenario's expert parallelism (parallel.ep and parallel.expert_tp;
    /// layouts whose expert ranks ep does not divide are skipped)
    bool searchExpertParallel = true;
    /// false: keep the scenario's communication.tp_overlap and pp_overlap; true: try both
    /// off and on wherever they act (sequence parallelism for the first, Megatron's
    /// interleaved schedule for the second), as current Megatron-Core runs can
    bool searchOverlap = true;
    /// Called from worker threads, possibly at the same time, with (regions done, regions
    /// in all) after each region (one cluster, tp, pp and cp); may be empty.
    std::function<void(std::int64_t, std::int64_t)> progress;
    /// Called from worker threads, one call at a time, with the best plan found so far
    /// whenever a plan meeting the limits ranks before every plan reported before it; may be
    /// empty. The last call of a search that ran to the end reports `plans.front()`.
    std::function<void(const Plan &)> bestSoFar;
    const std::atomic<bool> *cancel = nullptr; ///< set to stop the search early
};

/// One candidate: the layout and cluster, the training and communication knobs the planner
/// also chooses, and the estimate.
struct Plan
{
    ParallelSpec parallel; ///< dp written out
    ClusterSpec cluster;
    std::int64_t microBatch = 1;
    Recompute recompute = Recompute::None;
    /// With full recomputation: layers of each pipeline chunk recomputed (0 = all), as
    /// `training.recompute_layers`.
    std::int64_t recomputeLayers = 0;
    /// With selective recomputation: the parts rebuilt, as `training.recompute_modules`.
    std::uint8_t recomputeModules = 0;
    /// With selective recomputation: how it chooses, the scenario's
    /// `training.selective_policy` (the search keeps it).
    SelectivePolicy selectivePolicy = SelectivePolicy::Parts;
    bool tpOverlap = false; ///< as `communication.tp_overlap`
    bool ppOverlap = false; ///< as `communication.pp_overlap`
    /// Share of the nodes on spot capacity the plan is priced at, as `pricing.spot_fraction`:
    /// the scenario's for the ranked plans, 0 or 1 in the summary by instance.
    double spotFraction = 0;
    Result result;
};

/// The nearest plans on each side of limits that no plan meets together (docs/planner.md,
/// "Impossible limits"); each is absent where no plan is on that side.
struct NearestPlans
{
    std::optional<Plan> withinDeadline; ///< the cheapest plan that meets the deadline
    std::optional<Plan> withinBudget;   ///< the fastest plan that costs no more than the budget
};

/// The best plan of one instance type (or described system) bought one way: what a reader
/// compares first. Best means, in this order: the best under the objective among the plans
/// meeting both limits; else the cheapest meeting the deadline; else the fastest within the
/// budget; else the best under the objective.
struct InstancePlan
{
    std::string instance; ///< catalog instance id, or the GPU of a described cluster
    /// Every node on spot capacity (priced and its reclaims counted as `pricing.spot_fraction`
    /// 1 prices them); false: every node bought as `commitment` says.
    bool spot = false;
    /// How the nodes are bought when not spot: on demand or a commitment the catalog rates
    /// for the instance (the scenario's `pricing.commitment` on a spot row).
    Commitment commitment = Commitment::OnDemand;
    bool meetsBudget = true;   ///< costs no more than the budget (or none is set)
    bool meetsDeadline = true; ///< takes no longer than the deadline (or none is set)
    Plan plan;
};

struct PlanResult
{
    std::int64_t evaluated = 0; ///< configurations considered (estimated or ruled out)
    std::int64_t estimated = 0; ///< of those, full estimates run
    std::int64_t feasible = 0;  ///< estimated, fit and can run
    bool cancelled = false;
    std::vector<Plan> plans;  ///< best first under the objective, at most `top`
    std::vector<Plan> pareto; ///< non-dominated in (cost, expected time), fastest first
    /// With PlanObjective::Balanced and some plan meeting the limits: the lowest cost of those
    /// plans, which the cost premium is counted from.
    std::optional<double> lowestCostUsd;
    double costPremium = 0; ///< with lowestCostUsd: the request's cost premium (a share)
    /// Set when no plan meets the limits (`plans` is empty) and a budget or a deadline is set.
    NearestPlans nearest;
    /// The best plan per instance type and capacity (on demand, each commitment the catalog
    /// rates for the instance, spot where the instance has a spot price; a scenario's own
    /// price: its commitment and spot), best first in the order InstancePlan describes;
    /// filled whenever some plan can run, even when none meets the limits.
    std::vector<InstancePlan> byInstance;
    /// Set when no plan is returned: which constraint no plan meets and how far the
    /// nearest is, or why the scenario cannot run at all.
    std::optional<Diagnostic> problem;
};

/// Searches the plans of \p planning on \p catalog. Deterministic apart from `evaluated`
/// after a cancel: the same inputs give the same plans and frontier. The scenario's `goal`
/// gives the budget and deadline \p request leaves unset, and its capacity `on_demand` or
/// `spot` prices every plan at that capacity (`either` keeps `pricing.spot_fraction`).
PlanResult planScenario(const PlanningScenario &planning, const Catalog &catalog,
                        const PlanRequest &request);

/// Where no plan at the scenario's pricing meets the limits (\p result has a problem and no
/// plans), the summary row bought another way (spot, on demand or a commitment) that meets
/// every limit set, else, with both set, one that meets one; nothing otherwise. Of those,
/// the first in the summary's order bought by the hour, before any 1- or 3-year
/// reservation (billed for its whole term).
/// A manager told "no plan meets the budget" must not miss the spot row below that does.
std::optional<InstancePlan> metBoughtOtherwise(const PlanResult &result);

/// \p base with \p plan's layout, cluster, micro-batch, recompute mode, overlaps and spot
/// share applied.
Scenario applyPlan(const Scenario &base, const Plan &plan);

/// `{"format": "scaleplan.plan", "version": 1, "evaluated": N, "plans": [...],
/// "pareto": [...], "nearest": {"within_deadline", "within_budget"}, "by_instance": [...]}`;
/// each plan has `parallel`, `cluster`, `training`, `communication`, `pricing` and `result`.
std::string planToJson(const PlanResult &result);

/// The answer as tables a person reads: the best plans, the nearest plans where none meets
/// the limits, and the best plan per instance type and capacity.
std::string planToText(const PlanResult &result);

/// The plans (or, with \p pareto, the frontier) as RFC 4180 CSV with unit-carrying
/// column names.
std::string planToCsv(const PlanResult &result, bool pareto = false);

} // namespace scaleplan::engine
