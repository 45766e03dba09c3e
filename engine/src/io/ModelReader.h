// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading the `model` section, shared by scenarios and catalog presets.

#include "io/JsonReader.h"

#include "scaleplan/engine/Catalog.h"

#include <optional>

namespace scaleplan::engine::detail {

/// Reads a model object: a preset (when \p allowPreset) overridden by explicit fields,
/// with the format's defaults for what neither gives.
ModelSpec readModel(ObjectReader in, const Catalog &catalog, bool allowPreset);

/// Scaleplan's additions to the format's model fields (the spec does not name them).
struct ModelAdditions
{
    bool tiedEmbeddings;
    double attentionDropout;
    double hiddenDropout;
    LinearBiases biases;
    Normalization normalization;
    PositionEncoding positions;

    friend bool operator==(const ModelAdditions &, const ModelAdditions &) = default;
};

/// The additions of \p model as given.
ModelAdditions additionsOf(const ModelSpec &model);

/// What readModel() takes for additions a model object leaves out: the preset's (looked up
/// in \p catalog), or without a preset the defaults for its MLP type. Empty for a preset
/// \p catalog does not know. A writer that leaves out additions equal to these keeps saved
/// files readable by tools that know the spec alone.
std::optional<ModelAdditions> defaultAdditions(const ModelSpec &model, const Catalog &catalog);

/// Writes Scaleplan's shape fields (`head_dim`, `attention_window`, `full_attention_every`,
/// `shared_expert_ffn`, `dense_layers`, `dense_ffn_hidden`, `block`, `causal`) into \p json
/// where they change \p model's shape; a model object without them reads as heads of
/// hidden / heads attending causally to the whole sequence, without shared experts, experts
/// in every layer, attention and MLP one after the other.
void writeShapeAdditions(nlohmann::json &json, const ModelSpec &model);

} // namespace scaleplan::engine::detail
