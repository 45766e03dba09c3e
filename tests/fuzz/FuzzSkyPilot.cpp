// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// SkyPilot catalog files (vms.csv) imported as instance prices.
#include "FuzzTarget.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/SkyPilot.h"

#include <cmath>

using namespace scaleplan::engine;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const SkyPilotImport imported = importSkyPilotCatalog(scaleplan::fuzz::asText(data, size),
                                                          builtinCatalog(), {"aws", "", "2026-11"});
    if (imported.error) {
        scaleplan::fuzz::require(imported.instances.empty(), "an error imports nothing");
        return 0;
    }
    for (const Instance &instance : imported.instances) {
        scaleplan::fuzz::require(std::isfinite(instance.onDemandUsdPerHour)
                                     && instance.onDemandUsdPerHour >= 0,
                                 "an on-demand price is finite and not negative");
        scaleplan::fuzz::require(!instance.spotUsdPerHour
                                     || std::isfinite(*instance.spotUsdPerHour),
                                 "a spot price is finite");
    }
    // What the import would merge is a catalog the programs load.
    const CatalogLoad load = overlayCatalog(builtinCatalog(), skyPilotCatalogJson(imported));
    scaleplan::fuzz::require(load.catalog.has_value(), "the imported prices load as a catalog");
    return 0;
}
