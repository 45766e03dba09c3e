// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Sensitivity.h
/// \brief What the estimate of one scenario hangs on: its expected time and cost with each
/// hardware rate, price and reliability input a step lower and a step higher.
///
/// No uncertainty is claimed: the step is a probe (10% by default), and the answer says how
/// far each input moves the figures, so a reader knows which catalog number to check first.
/// docs/model.md, "Sensitivity", says how each input is moved.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Scenario.h"

#include <string>
#include <vector>

namespace scaleplan::engine {

/// An input of the estimate the sensitivity moves.
enum class SensitivityInput {
    MatmulRate,      ///< the GPU's measured matrix-product rate (every precision)
    MemoryBandwidth, ///< the GPU's memory bandwidth for memory-bound kernels
    InNodeLink,      ///< the in-node link (NVLink, PCIe) between a node's GPUs
    Network,         ///< the node-to-node network bandwidth
    NodePrice,       ///< the on-demand and spot price of a node-hour (when known)
    NodeMtbf,        ///< the mean time between hardware failures of one node
    SpotReclaims,    ///< the reclaim rate of one spot node (with spot capacity only)
    CheckpointWrite, ///< the aggregate checkpoint write bandwidth
};

/// Relative changes of the expected time and cost (0.05 = 5% more) with the input the
/// step lower and the step higher.
struct SensitivityRow
{
    SensitivityInput input = SensitivityInput::MatmulRate;
    double timeIfLower = 0;
    double timeIfHigher = 0;
    double costIfLower = 0;
    double costIfHigher = 0;

    /// The larger of the two time changes, then of the cost changes, for ranking.
    double timeSwing() const;
    double costSwing() const;
};

struct Sensitivity
{
    double step = 0.1; ///< each input times 1 - step and 1 + step
    /// The inputs that apply to the scenario, largest time swing first (then cost swing).
    std::vector<SensitivityRow> rows;
};

/// The sensitivity of \p scenario's estimate on \p catalog (closed-form estimates, so it
/// costs twice the inputs' count of estimates). The scenario must be valid
/// (validateScenario()); \p step is clamped to [0.01, 0.5].
Sensitivity sensitivity(const Scenario &scenario, const Catalog &catalog, double step = 0.1);

/// The input's stable name in files: "matmul_rate", "memory_bandwidth", "in_node_link",
/// "network", "node_price", "node_mtbf", "spot_reclaims", "checkpoint_write".
const char *sensitivityInputName(SensitivityInput input);

/// `{"format": "scaleplan.sensitivity", "version": 1, "step": s, "rows": [{"input": name,
/// "time_if_lower": x, "time_if_higher": x, "cost_if_lower": x, "cost_if_higher": x}]}`,
/// changes as fractions (0.05 = 5% more).
std::string sensitivityToJson(const Sensitivity &result);
/// The same as RFC 4180 CSV, one record per input.
std::string sensitivityToCsv(const Sensitivity &result);
/// The same as an English table in percent, for a terminal.
std::string sensitivityToText(const Sensitivity &result);

} // namespace scaleplan::engine
