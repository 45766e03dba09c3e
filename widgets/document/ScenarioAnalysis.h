// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ScenarioAnalysis.h
/// \brief What the window computes from a scenario, once per edit: its validation, its
/// estimate and its layout across node counts.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/NearestValid.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"
#include "scaleplan/engine/Sweep.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scaleplan {

/// The scenario's layout on one instance type across sampledNodeCounts(kMaxSweepNodes),
/// dp derived at each count (engine::sweepNodes()).
struct InstanceSweep
{
    std::string label;                  ///< the instance id, or the GPU id of a described cluster
    bool own = false;                   ///< the scenario's own instance (or described cluster)
    std::vector<engine::SweepRow> rows; ///< one a sampled node count, ascending
};

/// Which instance types analyzeScenario() sweeps.
enum class SweepScope {
    None,         ///< none: the estimate alone
    OwnInstance,  ///< the scenario's own (a compared scenario's curve)
    AllInstances, ///< and every other priced instance with as many GPUs a node (the charts)
};

/// The scenario, why it cannot be estimated or its estimate, and the node sweeps the charts
/// draw. ScenarioDocument makes one per edit (ScenarioDocument::analysis()); the charts and
/// the comparison's open column read it instead of estimating again.
struct ScenarioAnalysis
{
    engine::Scenario scenario;
    /// The layout rule the scenario breaks, if it breaks one (then there is no estimate).
    std::optional<engine::Diagnostic> problem;
    engine::Result result; ///< engine::estimate(), meaningful only while problem is empty
    /// The nearest change of one layout setting that makes the scenario run, while it
    /// breaks a layout rule or does not fit in memory (engine::nearestValidLayout()).
    std::optional<engine::LayoutFix> fix;
    SweepScope scope = SweepScope::AllInstances;
    /// The own instance first, then (AllInstances) every other priced catalog instance with
    /// as many GPUs a node. Shared with the analyses of the same scenario at other node
    /// counts. Made while the scenario breaks a rule too: the node counts and instance
    /// types where its layout is valid still run. Null for SweepScope::None.
    std::shared_ptr<const std::vector<InstanceSweep>> sweeps;
};

/// The largest node count the sweeps sample.
constexpr std::int64_t kMaxSweepNodes = 1024;

/// Node counts the sweeps sample: 1, 2, 3, 4, 6, 8, 12, ... up to \p maximum.
std::vector<std::int64_t> sampledNodeCounts(std::int64_t maximum);

/// Validates and estimates \p scenario and sweeps its layout across node counts. The
/// sweeps do not depend on the node count nor on a given dp: when \p previous analysed the
/// same scenario but for those, on the same catalog, its sweeps are reused (a node slider
/// step costs one estimate). Pure: safe to call from any thread.
ScenarioAnalysis analyzeScenario(const engine::Scenario &scenario, const engine::Catalog &catalog,
                                 SweepScope scope = SweepScope::AllInstances,
                                 const ScenarioAnalysis *previous = nullptr);

} // namespace scaleplan
