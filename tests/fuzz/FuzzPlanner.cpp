// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios for the planner: read, checked, and searched until the first region is done.
#include "FuzzTarget.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Planner.h"

#include <atomic>

using namespace scaleplan::engine;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Catalog &catalog = builtinCatalog();
    const PlanningLoad load
        = parseScenarioForPlanning(scaleplan::fuzz::asText(data, size), catalog);
    if (!load.planning)
        return 0;
    std::atomic<bool> cancel{false};
    PlanRequest request;
    request.top = 3;
    request.threads = 1;
    request.cancel = &cancel;
    // One region of the search is enough to exercise it; a whole open search takes seconds.
    request.progress = [&cancel](std::int64_t, std::int64_t) { cancel = true; };
    const PlanResult result = planScenario(*load.planning, catalog, request);
    scaleplan::fuzz::require(scaleplan::fuzz::finiteJson(planToJson(result)), "plan JSON finite");
    return 0;
}
