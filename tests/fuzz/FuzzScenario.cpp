// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files: read, validate, estimate, write back and read again.
#include "FuzzTarget.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <cmath>

using namespace scaleplan::engine;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Catalog &catalog = builtinCatalog();
    const ScenarioLoad load = parseScenario(scaleplan::fuzz::asText(data, size), catalog);
    if (!load.scenario)
        return 0;
    const Result result = estimate(*load.scenario, catalog);
    scaleplan::fuzz::require(std::isfinite(result.stepTimeS), "step time finite");
    scaleplan::fuzz::require(scaleplan::fuzz::finiteJson(resultToJson(result)),
                             "result JSON finite");
    // What the program saves it must read back.
    const ScenarioLoad again = parseScenario(scenarioToJson(*load.scenario), catalog);
    scaleplan::fuzz::require(again.scenario.has_value(), "a saved scenario reads back");
    return 0;
}
