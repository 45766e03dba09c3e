// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Gemm.h"

#include <algorithm>
#include <cmath>

namespace scaleplan::engine::detail {

double waveEfficiency(const Gemm &gemm, int smCount)
{
    const double tiles = std::ceil(gemm.m / kTileM) * std::ceil(gemm.n / kTileN) * gemm.batch;
    const double sms = std::max(1, smCount);
    const double waves = std::ceil(tiles / sms);
    return waves > 0 ? tiles / (waves * sms) : 1.0;
}

} // namespace scaleplan::engine::detail
