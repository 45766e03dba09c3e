// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading the `model` section, shared by scenarios and catalog presets.

#include "JsonReader.h"

#include "scaleplan/engine/Catalog.h"

namespace scaleplan::engine::detail {

/// Reads a model object: a preset (when \p allowPreset) overridden by explicit fields,
/// with the format's defaults for what neither gives.
ModelSpec readModel(ObjectReader in, const Catalog &catalog, bool allowPreset);

} // namespace scaleplan::engine::detail
