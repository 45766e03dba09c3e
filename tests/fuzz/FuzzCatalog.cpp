// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// User catalogs: laid over the built-in one, and merged into and from a user file.
#include "FuzzTarget.h"

#include "scaleplan/engine/Catalog.h"

using namespace scaleplan::engine;

namespace {

const char *const kUserFile = R"({"format": "scaleplan.catalog", "version": 1, "egress": [
    {"provider": "aws", "usd_per_gb": 0.09, "date": "2026-10", "sources": "user"}]})";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text = scaleplan::fuzz::asText(data, size);
    const CatalogLoad load = overlayCatalog(builtinCatalog(), text);
    if (load.catalog) {
        // What the program writes of a catalog it must read back.
        const CatalogLoad again = parseCatalog(catalogToJson(*load.catalog));
        scaleplan::fuzz::require(again.catalog.has_value(), "a written catalog reads back");
    }
    // Merging either way round must not crash; what it returns is checked by TestCatalog.
    mergeCatalogEntries(kUserFile, text);
    mergeCatalogEntries(text, kUserFile);
    return 0;
}
