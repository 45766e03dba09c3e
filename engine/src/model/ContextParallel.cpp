// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ContextParallel.h"

#include "model/Collectives.h"
#include "model/Workload.h"

#include <algorithm>

namespace scaleplan::engine::detail {

double contextParallelChunkBytes(const Scenario &scenario)
{
    const ModelSpec &model = scenario.model;
    // Attention runs in 16 bits, also in fp8 training (docs/model.md 2).
    constexpr double kAttentionBytes = 2.0;
    // Keys and values together are kvShare() times the query's width; latent attention's
    // keys are as wide as its queries, its values valueWidth().
    const double keysAndValues = latentAttention(model) ? queryKeyWidth(model) + valueWidth(model)
                                                        : attentionWidth(model) * kvShare(model);
    return tokensPerGpu(scenario) * keysAndValues / toD(scenario.parallel.tp) * kAttentionBytes;
}

CpPasses contextParallelComm(const Scenario &scenario, const System &system,
                             double attentionForwardS, double attentionBackwardS)
{
    const std::int64_t cp = scenario.parallel.cp;
    if (cp <= 1)
        return {};
    const bool acrossNodes = scenario.parallel.tp * cp > system.network.gpusPerNode;
    const double transfer
        = sendTime(contextParallelChunkBytes(scenario), acrossNodes, system.network);
    const double steps = toD(cp - 1);
    const double share = 1.0 / toD(cp);
    return {steps * std::max(0.0, transfer - share * attentionForwardS),
            steps * std::max(0.0, 2.0 * transfer - share * attentionBackwardS)};
}

} // namespace scaleplan::engine::detail
