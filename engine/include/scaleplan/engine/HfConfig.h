// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file HfConfig.h
/// \brief Model shapes from a Hugging Face `config.json`.

#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine {

struct HfImport
{
    std::optional<ModelSpec> model;
    Diagnostic error;
    std::vector<Diagnostic> notes; ///< with a model: what the import left out (severity info)
};

/// Reads the architecture of a Hugging Face `config.json` of one of the families
/// supportedHfArchitectures() names. Any other `model_type` is an error naming it.
HfImport importHfConfig(std::string_view jsonText);

/// The architectures importHfConfig() reads, for messages: "Llama, Mistral, ...".
std::string supportedHfArchitectures();

} // namespace scaleplan::engine
