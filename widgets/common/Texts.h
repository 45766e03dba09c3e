// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Texts.h
/// \brief The window's wording of engine diagnostics and scenario fields.
///
/// The engine reports codes with arguments (engine/src/core/Diagnostic.cpp holds the English
/// originals for the command line); the window translates every code here, in the
/// "Diagnostics" translation context.

#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Scenario.h"

#include <QString>

#include <vector>

namespace scaleplan {

namespace engine {
struct Catalog;
struct InstancePlan;
struct PlanResult;
struct ResolvedParallel;
} // namespace engine

/// The translated sentence for \p d, without the field (see fieldLabel()). Numbers among
/// the arguments are formatted with the current locale; JSON paths become field labels.
QString diagnosticText(const engine::Diagnostic &d);

/// A human label for a scenario JSON path, e.g. "parallel.tp" -> "Tensor parallel (tp)".
/// Unknown paths come back unchanged; an empty path gives an empty string.
QString fieldLabel(const QString &jsonPath);

/// fieldLabel() for an engine field name.
QString fieldLabel(const std::string &jsonPath);

/// The attention kernel \p training runs, e.g. "FlashAttention-2" (translated in "Fields").
QString attentionText(const engine::TrainingSpec &training);

/// The training and communication choices as the panels and the report name them, e.g.
/// "BF16 (mixed precision)", "Selective (parts of each layer)", "None (full gradients)"
/// (translated in "Fields").
QString precisionText(engine::Precision value);
/// How nodes are bought, e.g. "1-year reservation" (translated in "Fields").
QString commitmentText(engine::Commitment value);
/// How a planner summary row's nodes are bought: "Spot", or the commitment's words.
QString boughtAsText(const engine::InstancePlan &row);
/// Where no plan meets the goal at the scenario's pricing but a capacity bought another way
/// does (engine::metBoughtOtherwise()), one sentence naming it: "Bought another way,
/// aws/p5.48xlarge (3-year reservation) meets the budget: 1,999 h and $1,521,269." Empty
/// otherwise.
QString boughtOtherwiseText(const engine::PlanResult &result);
QString optimizerText(engine::OptimizerKind value);
QString recomputeText(engine::Recompute value);
QString recomputeModuleText(engine::RecomputeModule value);
/// What selective recomputation rebuilds, by Megatron-Core's module names (the default where
/// \p modules is 0).
QString recomputeModulesText(std::uint8_t modules);
QString selectivePolicyText(engine::SelectivePolicy value);
QString kernelsText(engine::KernelStyle value);
QString softwareText(engine::Software value);
QString mixedPrecisionText(engine::MixedPrecision value);
QString fp8ScalingText(engine::Fp8Scaling value);
QString compressionText(engine::Compression value);
QString pipelineEngineText(engine::PipelineEngine value);
QString expertDispatcherText(engine::ExpertDispatcher value);

/// The model's architecture choices as the Model panel and the report name them, e.g.
/// "SwiGLU (three matrices)", "every linear layer", "RMSNorm", "rotary (RoPE)" (translated
/// in "Fields").
QString mlpText(engine::MlpKind value, engine::GeluForm form = engine::GeluForm::Kernel);
QString biasesText(engine::LinearBiases value);
QString normalizationText(engine::Normalization value);
QString qkNormsText(engine::QkNorms value);
QString positionEncodingText(engine::PositionEncoding value);
QString blockText(engine::TransformerBlock value);
/// How queries see keys: causally (decoders) or all of them (encoders); `model.causal`.
QString attentionMaskText(bool causal);

/// The sentence of the held-out caution among \p issues (held_out_slower_layout or
/// held_out_slower_moe, engine::layoutCaution()), or an empty string when there is none.
QString heldOutCautionText(const std::vector<engine::Diagnostic> &issues);

/// The catalog GPU \p gpuId without its vendor, "NVIDIA H100 SXM5 80GB" -> "H100 SXM5 80GB"
/// (the id itself when the catalog has no such GPU).
QString shortGpuName(const engine::Catalog &catalog, const std::string &gpuId);

/// A resolved layout as tables show it: "tp × pp × dp", then cp and ep where above 1, then
/// the ZeRO stage, e.g. "1 × 4 × 16, ep 8, ZeRO 1" (translated in "Layout").
QString layoutText(const engine::ResolvedParallel &p);

/// "Label: sentence", or just the sentence when \p d names no field.
QString diagnosticLine(const engine::Diagnostic &d);

/// A text from a catalog's data, a price source ("AWS price list; spot: Vantage") or the
/// price caveat, in the window's language: the built-in catalog's texts are translated
/// (context "CatalogText"); a user's own stay as written.
QString catalogText(const std::string &text);

/// The built-in catalog's texts that catalogText() translates, as written in the catalog.
QStringList builtinCatalogTexts();

} // namespace scaleplan
