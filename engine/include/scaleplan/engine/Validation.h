// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Validation.h
/// \brief Predictions against published training runs bundled with the program.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Findings.h"
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
    double predicted = 0; ///< in the run's metric
    double error = 0;     ///< predicted / measured - 1
};

struct ValidationReport
{
    std::vector<ValidationRow> rows;
    double meanAbsError = 0; ///< over every run checked, also when rows holds a selection
    double maxAbsError = 0;
    std::size_t runsChecked = 0; ///< the runs the two errors are taken over
};

/// The bundled runs (resources/validation/published-runs.json), parsed against \p catalog.
std::vector<PublishedRun> publishedRuns(const Catalog &catalog);

/// Every bundled run estimated and compared.
ValidationReport validate(const Catalog &catalog);

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
/// the errors and runsChecked stay those of every run.
ValidationReport comparableReport(const Scenario &scenario, const Catalog &catalog,
                                  const ValidationReport &report, std::size_t count);

/// GPUs in \p scenario's cluster (nodes x GPUs a node); 0 when its instance is unknown.
std::int64_t scenarioGpus(const Scenario &scenario, const Catalog &catalog);

std::string validationToJson(const ValidationReport &report);
std::string validationToText(const ValidationReport &report);

} // namespace scaleplan::engine
