// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Validation.h
/// \brief Predictions against published training runs bundled with the program.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Findings.h"
#include "scaleplan/engine/ModelTraits.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace scaleplan::engine {

/// What a run reports: seconds per optimizer step, or tokens per second per GPU.
enum class RunMetric { StepTimeS, TokensPerSPerGpu };

/// One published run as a scenario plus what was measured.
struct PublishedRun
{
    std::string id;
    std::string name;
    std::string source;
    std::string locator;
    Scenario scenario;
    RunMetric metric = RunMetric::StepTimeS;
    double measured = 0;
    std::string derivation;
    std::string assumptions;
};

struct ValidationRow
{
    PublishedRun run;
    double predicted = 0;  ///< in the run's metric
    double error = 0;      ///< predicted / measured - 1
    std::string sourceKey; ///< sourceKey() of the run's citation
    RunFamily family = RunFamily::Megatron;
    /// With the traits refit without the run's source (heldOutValidation(); else 0).
    double heldOutPredicted = 0;
    double heldOutError = 0;
};

/// The traits refit without one source's runs (heldOutValidation()).
struct SourceFit
{
    std::string source;               ///< the sourceKey() left out
    std::vector<std::string> heldOut; ///< the ids of its runs
    ModelTraits traits;               ///< refit on every other source's runs
    double trainingError = 0;         ///< mean absolute log error on those runs, refit
};

/// One family's errors, in sample (the traits as shipped) and held out.
struct FamilyAccuracy
{
    RunFamily family = RunFamily::Megatron;
    std::size_t runs = 0; ///< none: no bundled run is of the family, the figures are 0
    double meanAbsError = 0;
    double maxAbsError = 0;
    double heldOutMeanAbsError = 0;
    double heldOutMaxAbsError = 0;
    double heldOutQuantileAbsError = 0; ///< kAccuracyQuantile of the absolute held-out errors
};

struct ValidationReport
{
    std::vector<ValidationRow> rows;
    double meanAbsError = 0; ///< over every run checked, also when rows holds a selection
    double maxAbsError = 0;
    std::size_t runsChecked = 0; ///< the runs the two errors are taken over
    /// Filled by heldOutValidation(), over every run checked like the two errors above.
    bool heldOut = false;
    double heldOutMeanAbsError = 0;
    double heldOutMaxAbsError = 0;
    std::vector<FamilyAccuracy> families; ///< every RunFamily, in its order
    std::vector<SourceFit> fits;          ///< one a source, in the order of the runs
    /// How often each run's accuracy band, made without its source, covered its held-out error.
    BandCoverage bandCoverage;
};

/// The bundled runs (resources/validation/published-runs.json), parsed against \p catalog.
std::vector<PublishedRun> publishedRuns(const Catalog &catalog);

/// Every bundled run estimated and compared.
ValidationReport validate(const Catalog &catalog);

/// \p runs estimated on \p catalog and compared.
ValidationReport validate(std::vector<PublishedRun> runs, const Catalog &catalog);

/// The paper, report or repository a run's \p citation names: its arXiv identifier
/// ("arXiv:2104.04473") where it gives one, else its first word (a repository path such as
/// "github.com/mosaicml/llm-foundry"). The runs of one key are held out together.
std::string sourceKey(const std::string &citation);

/// The model's traits (ModelTraits.h) that fit \p runs best on \p catalog: each inside its
/// kTraitRanges range, by coordinate descent from the middle of every range (a 9-point grid,
/// then a golden-section search around the best point, at most 3 sweeps), minimising the
/// mean over the runs of |ln(predicted / measured)|. A trait none of \p runs depends on stays
/// at the middle of its range. Deterministic.
ModelTraits fitTraits(const std::vector<PublishedRun> &runs, const Catalog &catalog);

/// validate() with each source's runs also predicted by traits refit (fitTraits()) on the
/// runs of every other source, and the in-sample and held-out errors of each family.
ValidationReport heldOutValidation(const Catalog &catalog);
ValidationReport heldOutValidation(std::vector<PublishedRun> runs, const Catalog &catalog);

/// The rows of \p report (from heldOutValidation()) as the accuracy bands read them.
std::vector<HeldOutPrediction> heldOutRuns(const ValidationReport &report, const Catalog &catalog);

/// Indices into \p report's rows of the runs most like \p scenario, most alike first, at
/// most \p count: the same GPU model (sameGpuModel()) before the same generation and any
/// other, then the nearest model size and GPU count (on a log scale, the size counting
/// twice) and the same sharding (ZeRO-3 or not). What a user reads to judge how far to
/// trust an estimate.
std::vector<std::size_t> comparableRuns(const Scenario &scenario, const Catalog &catalog,
                                        const ValidationReport &report, std::size_t count);

/// The catalog id of the GPU \p scenario runs on ("" when its instance is unknown).
std::string scenarioGpuId(const Scenario &scenario, const Catalog &catalog);

/// Whether two catalog GPUs compute alike: the same id, or the same architecture (compute
/// capability) and 16-bit peak, as an A100 40GB and 80GB.
bool sameGpuModel(const Catalog &catalog, const std::string &a, const std::string &b);

/// Whether two catalog GPUs are of one architecture (compute capability), or the same id.
bool sameGpuGeneration(const Catalog &catalog, const std::string &a, const std::string &b);

/// \p report with only the rows comparableRuns() picks for \p scenario, most alike first;
/// the errors, runsChecked and the held-out summaries stay those of every run.
ValidationReport comparableReport(const Scenario &scenario, const Catalog &catalog,
                                  const ValidationReport &report, std::size_t count);

/// GPUs in \p scenario's cluster (nodes x GPUs a node); 0 when its instance is unknown.
std::int64_t scenarioGpus(const Scenario &scenario, const Catalog &catalog);

std::string validationToJson(const ValidationReport &report);
std::string validationToText(const ValidationReport &report);

} // namespace scaleplan::engine
