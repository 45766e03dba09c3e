// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the tests: relative comparison, test data, scenario building.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Scenario.h"

#include <QString>

#include <optional>
#include <string>

namespace scaleplan::test {

/// |actual - expected| <= relTol * |expected|, with a message naming both on failure.
bool fuzzyCompare(double actual, double expected, double relTol, QString *why = nullptr);

/// Contents of tests/data/<relative>.
std::string testData(const std::string &relative);

/// Parses \p json against the built-in catalog; fails the test (QFAIL) when invalid.
engine::Scenario scenarioFromJson(const std::string &json);

/// A scenario's JSON from its sections: \p model, \p training, \p cluster and \p parallel are
/// JSON objects, \p extra more top-level members, each after a comma
/// (`, "communication": {...}`).
std::string scenarioJson(const std::string &model, const std::string &training,
                         const std::string &cluster, const std::string &parallel,
                         const std::string &extra = {});

/// GPT-3 175B on one p5.48xlarge node, tp 8 with sequence parallelism, one 2048-token
/// sequence a micro-batch; \p training adds fields to the training section.
engine::Scenario gpt3OnOneTp8Node(const std::string &training);

/// The validation error of scenario \p json against the built-in catalog, or none.
std::optional<engine::Diagnostic> problemOf(const std::string &json);

/// What the probe of one machine measured (docs/probe.md); 0 = not measured.
struct ProbedRates
{
    double bf16Tflops = 0;
    double copyGBs = 0;
    double fp32Tflops = 0;
    double fp16Tflops = 0;
};

/// \p catalog with its GPU \p gpuId carrying \p rates as the measured figures of a probe.
engine::Catalog withProbedGpu(const std::string &gpuId, const ProbedRates &rates,
                              engine::Catalog catalog = engine::builtinCatalog());

/// What `bash -n` says of \p script (a syntax error), or "" when bash parses it.
std::string shellSyntaxError(const std::string &script);

} // namespace scaleplan::test

/// QVERIFY2 wrapper for fuzzyCompare.
#define SCALEPLAN_FUZZY(actual, expected, relTol)                                                  \
    do {                                                                                           \
        QString why_;                                                                              \
        QVERIFY2(scaleplan::test::fuzzyCompare((actual), (expected), (relTol), &why_),             \
                 qPrintable(why_));                                                                \
    } while (false)
