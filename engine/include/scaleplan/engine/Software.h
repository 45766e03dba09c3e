// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Software.h
/// \brief What a training stack (`training.software`) implies for the fields a scenario
/// leaves out, and which launch target starts it. See docs/model.md 6.9.

#include "scaleplan/engine/Scenario.h"

#include <string_view>

namespace scaleplan::engine {

/// The values a stack gives the fields a scenario file leaves out; each is that stack's own
/// default, with its source in Software.cpp.
struct SoftwareDefaults
{
    KernelStyle kernels = KernelStyle::Fused;
    PipelineEngine pipelineEngine = PipelineEngine::Megatron;
    GradientBuckets gradientBuckets = GradientBuckets::InPlace;
    bool overlapGradients = true;
};

/// \p software's defaults where the scenario runs ZeRO stage \p zero (DeepSpeed overlaps
/// its gradient reduction by default only under ZeRO-3; PyTorch's DDP buckets exist only
/// without ZeRO).
SoftwareDefaults softwareDefaults(Software software, int zero);

/// Sets the fields softwareDefaults() covers to \p scenario's stack's values: what choosing
/// a stack in the window does to the rows it implies.
void applySoftwareDefaults(Scenario &scenario);

/// Whether \p software is PyTorch's FSDP or FSDP2, whose own gradient copies and measured
/// widths the estimate takes (docs/model.md 6.6, section 11).
bool isPytorchFsdp(Software software);

/// The launch target (`scaleplan-cli launch --target`) that starts \p software's runs:
/// "megatron", "deepspeed" or "torchrun"; empty where none of Scaleplan's targets starts it
/// (JAX) or no stack is given.
std::string_view softwareLaunchTarget(Software software);

} // namespace scaleplan::engine
