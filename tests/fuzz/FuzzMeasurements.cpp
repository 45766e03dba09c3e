// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Measurement CSV files of the calibration, against one base scenario.
#include "FuzzTarget.h"

#include "scaleplan/engine/Calibration.h"
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <cmath>

using namespace scaleplan::engine;

namespace {

const char *const kBase = R"({"format": "scaleplan.scenario", "version": 1, "name": "base",
  "model": {"preset": "llama3-8b"}, "training": {"tokens": 1e9, "global_batch": 64,
  "micro_batch": 1, "precision": "bf16"}, "cluster": {"instance": "aws/p4d.24xlarge",
  "nodes": 1}, "parallel": {"tp": 1, "pp": 1}})";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const Scenario base = *parseScenario(kBase, builtinCatalog()).scenario;
    const MeasurementLoad load
        = parseMeasurementsCsv(scaleplan::fuzz::asText(data, size), base, builtinCatalog());
    for (const Measurement &row : load.rows)
        scaleplan::fuzz::require(std::isfinite(row.stepTimeS) && row.stepTimeS > 0,
                                 "a measured step time is finite and positive");
    return 0;
}
