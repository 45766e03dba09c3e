// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ScenarioIo.h
/// \brief Reading and writing scenario files and writing result files.
///
/// Reading is strict, as the format demands: unknown keys, wrong types, strings for
/// numbers, non-finite and out-of-range values are errors that name the JSON path.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <optional>
#include <string>
#include <string_view>

namespace scaleplan::engine {

/// A scenario read from text, or the first error that stopped it.
struct ScenarioLoad
{
    std::optional<Scenario> scenario;
    Diagnostic error;
};

/// Parses scenario JSON text. Presets are resolved against \p catalog (explicit fields
/// override the preset); instance and GPU ids are checked against it. Layout rules that
/// need the whole scenario are checked by validateScenario().
ScenarioLoad parseScenario(std::string_view jsonText, const Catalog &catalog);

/// As parseScenario() without validateScenario()'s rules: each field read and checked, but
/// not the layout against the model. For a file whose model is about to be replaced (the
/// command line's import-hf), validated once the new model is in.
ScenarioLoad parseScenarioFields(std::string_view jsonText, const Catalog &catalog);

/// The first rule of the format that \p scenario breaks (divisibility, dp consistency,
/// stage counts ...), or nothing. parseScenario() calls it; the window calls it after
/// every edit.
std::optional<Diagnostic> validateScenario(const Scenario &scenario, const Catalog &catalog);

/// The scenario as version-1 JSON (every field written, 2-space indent).
std::string scenarioToJson(const Scenario &scenario);

/// The result as version-1 JSON (every field the format lists, 2-space indent).
std::string resultToJson(const Result &result);

/// A short human-readable summary of \p result for terminals.
std::string resultToText(const Scenario &scenario, const Result &result);

/// Stable file names of the enumerations (`bf16`, `selective`, `powersgd` ...): enumName()
/// over their tables in EnumNames.h, which the readers take them back from.
const char *precisionName(Precision value);
const char *recomputeName(Recompute value);
const char *attentionKernelName(AttentionKernel value);
const char *kernelStyleName(KernelStyle value);
const char *mixedPrecisionName(MixedPrecision value);
const char *fp8ScalingName(Fp8Scaling value);
const char *geluFormName(GeluForm value);
const char *compressionName(Compression value);
const char *pipelineEngineName(PipelineEngine value);
const char *mlpName(MlpKind value);
const char *biasesName(LinearBiases value);
const char *normalizationName(Normalization value);
const char *positionEncodingName(PositionEncoding value);
const char *blockName(TransformerBlock value);
const char *qkNormsName(QkNorms value);
const char *optimizerName(OptimizerKind value);
const char *optimizerStatePrecisionName(OptimizerStatePrecision value);

} // namespace scaleplan::engine
