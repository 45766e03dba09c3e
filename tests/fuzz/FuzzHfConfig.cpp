// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Hugging Face config.json files: the architecture import.
#include "FuzzTarget.h"

#include "scaleplan/engine/HfConfig.h"

using namespace scaleplan::engine;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const HfImport import = importHfConfig(scaleplan::fuzz::asText(data, size));
    if (import.model)
        scaleplan::fuzz::require(import.model->layers > 0 && import.model->hidden > 0,
                                 "an imported model has layers and a width");
    return 0;
}
