// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Validation.h
/// \brief Predictions against published training runs bundled with the program.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

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
};

struct ValidationReport
{
    std::vector<ValidationRow> rows;
    double meanAbsError = 0;
    double maxAbsError = 0;
};

/// The bundled runs (resources/validation/published-runs.json), parsed against \p catalog.
std::vector<PublishedRun> publishedRuns(const Catalog &catalog);

/// Every bundled run estimated and compared.
ValidationReport validate(const Catalog &catalog);

std::string validationToJson(const ValidationReport &report);
std::string validationToText(const ValidationReport &report);

} // namespace scaleplan::engine
