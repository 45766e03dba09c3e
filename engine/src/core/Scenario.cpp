// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Scenario.h"

namespace scaleplan::engine {

double bytesPerValue(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
        return 4.0;
    case Precision::Fp16:
    case Precision::Bf16:
        return 2.0;
    case Precision::Fp8:
        return 1.0;
    }
    return 2.0;
}

} // namespace scaleplan::engine
