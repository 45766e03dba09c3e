// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One optimizer step: the pipeline schedule over the most loaded stage, the
// data-parallel exchange and what of it stays exposed, compression and the optimizer.
// See docs/model.md, "Step time".

#include "Hardware.h"
#include "Layout.h"

#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine::detail {

/// Share of the measured GEMM rate a generic network reaches when its file gives none.
/// Convolutional networks run many small, memory-bound kernels (batch norm, ReLU,
/// depthwise layers); 0.23 of the GEMM rate puts ResNet-50 on an A100 near 2,700
/// images/s, the order of NVIDIA's published mixed-precision throughput (an assumption,
/// stated in docs/model.md; give `model.compute_efficiency` to override it).
inline constexpr double kGenericComputeEfficiency = 0.23;

/// Bucket size of the overlapped gradient exchange (PyTorch DDP `bucket_cap_mb` = 25 MiB).
inline constexpr double kGradientBucketBytes = 25.0 * 1024 * 1024;

/// Time of the data-parallel gradient exchange for one step, split into what compute
/// can hide and what it cannot, plus compression work.
struct DataParallelTime
{
    double overlappable = 0;  ///< communication that runs beside backward compute
    double exposed = 0;       ///< communication that cannot overlap (or overlap is off)
    double codec = 0;         ///< compression encode/decode on the GPU
};

/// The gradient exchange (and ZeRO-3 gathers) of \p scenario for \p layout.
/// Whether communication.pp_overlap acts: Megatron-Core overlaps pipeline sends with the
/// next chunk's compute in its interleaved schedule only (pp > 1, virtual stages > 1).
bool ppOverlapApplies(const Scenario &scenario, const Layout &layout);

DataParallelTime dataParallelTime(const Scenario &scenario, const Layout &layout,
                                  const System &system);

/// Step time and its breakdown.
StepBreakdown stepBreakdown(const Scenario &scenario, const Layout &layout, const System &system);

} // namespace scaleplan::engine::detail
