// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Result.h
/// \brief What one estimate says: feasibility, step time and its parts, memory, totals.
///
/// Mirrors the result file format (`"format": "scaleplan.result", "version": 1`).
/// Every number is finite; the engine never returns NaN or infinity.

#include "scaleplan/engine/Diagnostic.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scaleplan::engine {

/// Where the time of one optimizer step goes, seconds. The parts add up to the step time.
struct StepBreakdown
{
    double compute = 0;       ///< forward and backward matrix products and memory-bound ops
    double recompute = 0;     ///< forward passes repeated for activation recomputation
    double tpComm = 0;        ///< tensor-parallel collectives (not overlapped)
    double cpComm = 0;        ///< context-parallel key/value exchange not hidden by attention
    double epComm = 0;        ///< expert-parallel all-to-all of routed tokens (not overlapped)
    double ppComm = 0;        ///< pipeline sends between stages
    double dpCommExposed = 0; ///< data-parallel / ZeRO traffic not hidden behind compute
    double bubble = 0;        ///< pipeline fill and drain
    double optimizer = 0;     ///< optimizer step
    double other = 0;         ///< gradient compression encode/decode, gradient copies
    double hostWait = 0;      ///< the GPU waiting for the host to issue small layers' kernels

    double total() const
    {
        return compute + recompute + tpComm + cpComm + epComm + ppComm + dpCommExposed + bubble
               + optimizer + other + hostWait;
    }
};

/// Memory one GPU holds at its peak (the most loaded pipeline stage), GB.
struct MemoryBreakdown
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double other = 0; ///< CUDA context, communication buffers, gathered ZeRO-3 layers
    double total = 0;
    double capacity = 0; ///< the GPU's memory
};

/// The layout the estimate used (dp and the micro-batch count derived).
struct ResolvedParallel
{
    std::int64_t tp = 1;
    std::int64_t pp = 1;
    std::int64_t dp = 1;
    std::int64_t cp = 1;
    std::int64_t ep = 1;
    std::int64_t expertTp = 0; ///< parallel.expert_tp where set (0: the experts split over tp)
    std::int64_t microBatch = 1;
    std::int64_t microBatches = 1; ///< per pipeline per step (gradient accumulation)
    int zero = 0;
};

struct CostBreakdown
{
    double compute = 0; ///< instance hours at the on-demand / spot blend
    double storage = 0; ///< checkpoints and data set for the run's duration
    double network = 0; ///< egress
    double total = 0;
};

/// Failures, spot reclaims and checkpointing. estimate() fills the percentiles from the
/// closed-form process (normal approximation); estimate() with EstimateOptions::riskTrials
/// from a seeded Monte Carlo (Risk.h).
struct RiskSummary
{
    double checkpointIntervalH = 0;
    double checkpointWriteS = 0;     ///< time to write one checkpoint
    double interruptionsPerHour = 0; ///< failures plus spot reclaims, whole cluster
    double interruptionsExpected = 0;
    double p10TimeH = 0;
    double p50TimeH = 0;
    double p90TimeH = 0;
    double p10CostUsd = 0;
    double p50CostUsd = 0;
    double p90CostUsd = 0;
    int trials = 0; ///< Monte Carlo trials behind the percentiles (0 = closed form)
};

/// What kind of training run a scenario (or a published run) is, as its accuracy is judged:
/// runs of one kind share the parts of the model that dominate their error.
enum class RunFamily {
    Megatron,         ///< dense transformer across nodes, tensor/pipeline parallel, ZeRO 0-2
    Zero3,            ///< dense transformer across nodes with parameters sharded (ZeRO-3, FSDP)
    MixtureOfExperts, ///< a transformer with experts, on any number of nodes
    SingleNode,       ///< a dense transformer on one node, whatever its layout
    Generic,          ///< a network that is not a transformer (no published run is one)
};

/// Which published runs an estimate's accuracy band comes from.
enum class AccuracyScope {
    SimilarRuns, ///< runs of its family on its GPU generation at its scale (GPUs within 8x)
    Family,      ///< runs of its family on its GPU generation, at other scales
    Unvalidated, ///< too few runs of its family on its GPU generation: outside what was checked
    /// Held-out runs laid out like it (layoutCaution(), Findings.h) were further off than
    /// the bundled runs of its kind: the band of their excesses; basis names no bundled run.
    HeldOutCaution,
};

/// How far estimates like this one were off: the held-out error of the bundled published
/// runs most like it, each predicted with the model's traits refit without its own source
/// (docs/model.md 11.1).
struct Accuracy
{
    /// Percent: the kAccuracyQuantile of the absolute held-out errors of the basis runs;
    /// where unvalidated, the largest held-out error of any bundled run, or more where
    /// held-out measurements of estimates like this one say so (layoutCaution()).
    double bandPct = 0;
    int similarRuns = 0; ///< runs in basis
    /// Their ids in resources/validation/published-runs.json (null: none). Shared and never
    /// changed: the estimates of one kind point at one list, so an estimate costs no copy.
    std::shared_ptr<const std::vector<std::string>> basis;
    AccuracyScope scope = AccuracyScope::Unvalidated;
    RunFamily family = RunFamily::Megatron;
    /// The band is how much longer held-out runs laid out like this one took than
    /// estimated (a held-out caution, layoutCaution()): the run may take up to bandPct
    /// longer, and nothing says it runs faster. Always so for HeldOutCaution; for
    /// Unvalidated where the caution's excess is wider than the largest held-out error.
    bool slowerOnly = false;

    /// The ids in basis, empty when there are none.
    std::vector<std::string> basisIds() const
    {
        return basis ? *basis : std::vector<std::string>{};
    }
};

/// The result against the scenario's goal; a bound the goal does not give is left out.
struct GoalResult
{
    std::optional<double> budgetUsd;
    std::optional<double> deadlineH;
    /// Expected cost at most the budget (true without one; false where budgetKnown is not).
    bool meetsBudget = true;
    /// False where the nodes have no price: the cost leaves them out, so whether the budget
    /// holds is unknown (no budgetMarginUsd then).
    bool budgetKnown = true;
    bool meetsDeadline = true; ///< expected time at most the deadline (true without one)
    std::optional<double> budgetMarginUsd; ///< budget - expected cost; negative: over budget
    std::optional<double> deadlineMarginH; ///< deadline - expected time; negative: late
};

/// One estimate.
struct Result
{
    bool feasible = true;
    std::vector<Diagnostic> issues;
    ResolvedParallel parallel;
    double stepTimeS = 0;
    StepBreakdown stepBreakdown;
    double steps = 0;
    double tokensPerS = 0;
    double tokensPerSPerGpu = 0;
    double samplesPerS = 0;
    double modelTflopsPerGpu = 0; ///< model FLOPs (no recomputation) per GPU per second / 1e12
    double mfu = 0;               ///< model FLOPs utilisation against the dense peak
    MemoryBreakdown memoryGb;
    double trainingTimeH = 0; ///< failure-free
    double expectedTimeH = 0; ///< with checkpoints, failures, reclaims and restarts
    double gpuHours = 0;
    CostBreakdown costUsd;
    /// GPU board power times GPUs times the expected time; none where the catalog gives
    /// the GPU no power (`tdp_w`).
    std::optional<double> energyKwh;
    RiskSummary risk;
    std::int64_t gpus = 0;
    std::optional<GoalResult> goal; ///< only when the scenario has a budget or a deadline
    Accuracy accuracy;
};

} // namespace scaleplan::engine
