// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Findings.h
/// \brief What held-out measurements say of estimates like one, which estimate() reports
/// among its findings and in its accuracy band.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine {

struct ResolvedParallel;

/// What held-out measurements say of estimates like one: how many were measured and how
/// much longer they ran than estimated (measured / estimated step time − 1).
struct LayoutCaution
{
    enum class Kind {
        /// A dense transformer at tensor parallelism 2-4 with data parallelism 16 or more:
        /// vTrain's measured Megatron-DeepSpeed iterations of GPT 3.6B-39.1B on A100s (Bang
        /// et al., MICRO 2024; tests/data/vtrain) include 29 such layouts, a median 13% and
        /// up to 59% longer than estimated, where its other 80 land within 5% on average
        /// (docs/model.md, "One cluster, many layouts"; docs/planner.md, R004 and R005).
        SmallTensorParallelWideDataParallel,
        /// A mixture-of-experts transformer: Megatron-Bridge's published MoE runs (GPT-OSS
        /// 120B, Qwen3 30B-A3B, Qwen3 235B-A22B on H100 and B200; tests/data/megatron-bridge)
        /// took 1.2 to 3.4 times the estimated time, more the smaller the experts
        /// (docs/model.md section 11: host-side routing work is the suspect).
        MixtureOfExperts,
        /// ZeRO-3 whose shard group spans more nodes than the runs of its training stack
        /// the engine was checked against (checkedShardNodes()): the only published runs
        /// that wide other than PyTorch FSDP's, DeepSpeed's ZeRO-3 of 2021 (Narayanan et
        /// al., SC'21, Table 2: GPT 175B and 530B on 48-280 nodes;
        /// tests/data/megatron-lm-2021), took 1.5 to 4.4 times the estimated time, where
        /// PyTorch FSDP ran within 12% of its estimates on up to 64 nodes (docs/model.md
        /// section 11).
        WideParameterSharding,
    };
    Kind kind = Kind::SmallTensorParallelWideDataParallel;
    int measured = 0;        ///< layouts or runs measured
    double medianSlower = 0; ///< the median of measured / estimated − 1
    double leastSlower = 0;
    double mostSlower = 0;
    /// The 80th percentile (kAccuracyQuantile) of |measured / estimated − 1|: the least
    /// accuracy band an estimate under this caution carries.
    double bandSlower = 0;
};

/// The widest ZeRO-3 shard group, in nodes, of the measured runs the engine was checked
/// against where the training stack is not named PyTorch FSDP: llm-foundry's MPT runs on
/// 128 A100s and torchtitan's on 128 H100s, 8 a node (docs/model.md section 11).
inline constexpr std::int64_t kMeasuredShardNodes = 16;

/// The widest ZeRO-3 shard group, in nodes, of the bundled PyTorch FSDP runs: llm-foundry's
/// MPT runs on 512 H100s, 8 a node (R128-R139: held out, within 12% of their estimates).
inline constexpr std::int64_t kMeasuredFsdpShardNodes = 64;

/// The widest shard group, in nodes, at which ZeRO-3 estimates for \p software were
/// checked: kMeasuredFsdpShardNodes for PyTorch FSDP and FSDP2, kMeasuredShardNodes for
/// every other stack and where none is named.
std::int64_t checkedShardNodes(Software software);

/// The caution for \p model laid out as \p parallel, whose ZeRO-3 shard group (if any) spans
/// \p shardNodes nodes, trained with \p software, or nothing where held-out measurements
/// found the engine close. Used for no constant; estimate() reports it as an info
/// (`held_out_slower_layout`, `held_out_slower_moe`, `held_out_slower_sharding`).
/// TestValidation recomputes the figures from the rows (heldOutCautionMatchesVTrain,
/// heldOutMoeCautionMatchesMegatronBridge, heldOutShardingCautionMatchesZero3Runs).
std::optional<LayoutCaution> layoutCaution(const ModelSpec &model, const ResolvedParallel &parallel,
                                           std::int64_t shardNodes,
                                           Software software = Software::Unspecified);

/// One bundled published run as the accuracy bands see it: its kind, GPU generation, scale
/// and model size, and how far off its held-out prediction was (the model's traits refit on
/// the other sources' runs, Validation.h heldOutValidation()).
struct HeldOutPrediction
{
    std::string id;
    std::string source; ///< the source left out to predict it (Validation.h sourceKey())
    RunFamily family = RunFamily::Megatron;
    double computeCapability = 0; ///< of its GPU: the generation
    std::int64_t gpus = 0;
    double error = 0;      ///< held-out predicted / measured - 1, in the run's own metric
    double parameters = 0; ///< its model's parameters; 0 where not known (any size)
};

/// The share of similar runs whose held-out error an accuracy band covers: four in five.
inline constexpr double kAccuracyQuantile = 0.8;

/// Fewer similar runs than this say too little for a band of their own: the band widens to
/// the family on the GPU generation, then to the unvalidated default.
inline constexpr std::size_t kMinSimilarRuns = 3;

/// Runs of a model within this factor of an estimate's parameters, either way, are like it
/// in size: the shapes of its matrix products, so their efficiency, and the share of the step
/// its communication takes change with the size. The factor of the scale buckets (one
/// node's GPUs), not fitted (docs/model.md 11.1).
inline constexpr double kSimilarSizeFactor = 8.0;

/// \p scenario's kind (Result.h RunFamily): experts first, then one node, then ZeRO-3.
RunFamily runFamily(const Scenario &scenario);

/// Which scale \p gpus falls in: 1 for 1-8 GPUs, 2 for 9-64, 3 for 65-512, 4 for 513-4,096 ...
/// (runs within one factor of 8, one node's GPUs, of each other share one).
int scaleBucket(std::int64_t gpus);

/// The \p q quantile of \p values, linear between the order statistics: the sorted value at
/// (n - 1) q (numpy's default); 0 for no values.
double quantile(std::vector<double> values, double q);

/// The accuracy band of an estimate of \p family on a GPU of \p computeCapability with
/// \p gpus GPUs, of a model of \p parameters, from \p runs: the kAccuracyQuantile of the
/// absolute held-out errors of the runs of the same family, GPU generation, scale bucket and
/// size (within kSimilarSizeFactor) when there are kMinSimilarRuns, else of the family on
/// that generation at any scale and that size, else unvalidated, with the largest absolute
/// held-out error of all \p runs and no basis. A computeCapability of 0 (unknown) matches no
/// run; sizes are compared only where both are known (above 0).
Accuracy accuracyBand(const std::vector<HeldOutPrediction> &runs, RunFamily family,
                      double computeCapability, std::int64_t gpus, double parameters);

/// How often the accuracy band covered the held-out error of \p runs when each run's band
/// was made without the runs of its own source, as a source the bundled runs do not hold
/// would meet it.
struct BandCoverage
{
    std::size_t covered = 0; ///< runs whose |held-out error| is within their band
    std::size_t runs = 0;
    double medianBandPct = 0; ///< the median of those bands, in percent
};

/// Each of \p runs checked against accuracyBand() over the runs of every other source.
BandCoverage heldOutBandCoverage(const std::vector<HeldOutPrediction> &runs);

/// The held-out errors of the bundled runs (resources/validation/held-out.json, written by
/// `scaleplan-cli validate --held-out-table`; TestValidation checks it against a fresh
/// refit), parsed once.
const std::vector<HeldOutPrediction> &bundledHeldOutRuns();

/// Reads the held-out table format; throws std::exception on text that is not one.
std::vector<HeldOutPrediction> parseHeldOutRuns(std::string_view json);

/// \p runs in the held-out table format (`"format": "scaleplan.held-out"`).
std::string heldOutRunsToJson(const std::vector<HeldOutPrediction> &runs);

/// The catalog prices an estimate's cost rests on: the instance's on-demand price unless
/// the scenario sets its own, and its spot price when nodes run on spot at the catalog's
/// price.
struct CatalogPriceDate
{
    std::string instance; ///< the catalog instance id
    std::string source;   ///< its price_source ("" in catalogs written before it existed)
    std::string date;     ///< the older of the prices' dates, as the catalog spells it
};

/// The catalog prices \p scenario's cost rests on, or nothing when it rests on none (a
/// described cluster, or prices the scenario sets itself).
std::optional<CatalogPriceDate> catalogPriceDate(const Scenario &scenario, const Catalog &catalog);

/// Prices older than this, in months, draw the `price_stale` warning.
inline constexpr int kStalePriceMonths = 6;

/// The `price_stale` warning when the catalog prices \p scenario's cost rests on are more
/// than kStalePriceMonths older than \p today; estimate() adds it when its options name the
/// month (EstimateOptions::today).
std::optional<Diagnostic> stalePriceFinding(const Scenario &scenario, const Catalog &catalog,
                                            YearMonth today);

} // namespace scaleplan::engine
