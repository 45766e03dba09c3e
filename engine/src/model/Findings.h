// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The findings estimate() reports beside its figures: the issues that name a field to
// change (memory, schedule, kernels, precision, catalog gaps, prices) and the cautions of
// held-out measurements. Each adds to Result::issues in the order estimate() calls them.

#include "model/Hardware.h"
#include "model/Layout.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

/// Memory beyond what CUDA can allocate (an error: the plan is infeasible), or a ZeRO-3
/// plan close to it (a warning), each naming the field whose change frees most memory.
void addMemoryIssue(const Scenario &scenario, Result &result);

/// Settings that have no effect on \p layout, and a schedule that leaves the GPUs waiting:
/// an underfilled pipeline, a large bubble, exposed communication, the host's floor.
void addScheduleIssues(const Scenario &scenario, const Layout &layout, const System &system,
                       Result &result);

/// FlashAttention-3 runs on Hopper ("H100 / H800 GPU"), FlashAttention-2 on Ampere and newer
/// ("Ampere, Ada, or Hopper GPUs"), FlashAttention on Turing and Ampere (the flash-attention
/// README for each version); a GPU whose compute capability is known and too old gets a
/// warning naming the field to change.
void addKernelIssues(const Scenario &scenario, const System &system, Result &result);

/// A precision the GPU's datasheet gives no tensor-core rate for: fp8 before Ada and Hopper
/// (Transformer Engine refuses fp8 below compute capability 8.9), bf16 on Volta and Turing.
/// The estimate takes the next wider format's rate (Gpu::peakFlops), and the warning names
/// the precision to choose.
void addPrecisionIssues(const Scenario &scenario, const System &system, Result &result);

/// Figures a (user's) catalog entry left out, and what the estimate took instead.
void addCatalogGapIssues(const System &system, Result &result);

/// A cluster without a price, or the source and date of the catalog prices the cost rests
/// on (the on-demand price unless the scenario sets its own; the spot price when nodes run
/// on spot and the scenario sets no spot price).
void addPriceIssues(const Scenario &scenario, const Catalog &catalog, const System &system,
                    Result &result);

/// Where held-out measurements found estimates like this one optimistic, an info that says
/// by how much (layoutCaution(), scaleplan/engine/Findings.h).
void addHeldOutCautions(const Scenario &scenario, const Layout &layout, const System &system,
                        Result &result);

/// The accuracy band of the estimate (accuracyBand() over bundledHeldOutRuns(),
/// scaleplan/engine/Findings.h); where it is unvalidated, at least the largest excess a
/// held-out caution for it measured.
void addAccuracy(const Scenario &scenario, const Layout &layout, const System &system,
                 Result &result);

} // namespace scaleplan::engine::detail
