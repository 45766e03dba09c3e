// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/TpOverlap.h"

#include <algorithm>

namespace scaleplan::engine::detail {

namespace {

/// How much longer a product runs on all SMs but the collective's; as long as before on a
/// GPU whose catalog entry gives no SM count (a user's entry may leave sm_count out), which
/// would otherwise count as 1 and run the product 17 times as long.
double marginSlowdown(const Device &device)
{
    if (!device.knowsSmCount())
        return 1.0;
    const double sms = std::max(static_cast<double>(device.smCount), kCommSms + 1.0);
    return sms / (sms - kCommSms);
}

} // namespace

bool tpOverlapPossible(const Scenario &scenario, const ParallelSpec &parallel,
                       std::int64_t gpusPerNode)
{
    // Transformer Engine's userbuffers overlap its own modules' products.
    return scenario.model.kind == ModelKind::Transformer
           && scenario.training.kernels == KernelStyle::Fused && parallel.sequenceParallel
           && parallel.tp > 1 && parallel.tp <= gpusPerNode;
}

bool tpOverlapApplies(const Scenario &scenario, std::int64_t gpusPerNode)
{
    return scenario.communication.tpOverlap
           && tpOverlapPossible(scenario, scenario.parallel, gpusPerNode);
}

double ringExchangeTime(double gemmS, double gatherS, double tp)
{
    const double product = gemmS / tp;
    const double step = gatherS / (tp - 1.0);
    return product + (tp - 1.0) * std::max(product, step);
}

double pipelinedTime(double gemmS, double scatterS, const Device &device)
{
    const double product = gemmS / kPipelineSplits * marginSlowdown(device);
    const double scatter = scatterS / kPipelineSplits;
    return product + (kPipelineSplits - 1.0) * std::max(product, scatter) + scatter;
}

double bulkTime(double gemmS, double collectiveS, const Device &device)
{
    return std::max(gemmS * marginSlowdown(device), collectiveS);
}

} // namespace scaleplan::engine::detail
