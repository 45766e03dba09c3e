// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Launch.h
/// \brief Files that start a planned run on a real cluster.
///
/// Every number in the files comes from the scenario and its estimate: nodes and GPUs per
/// node from the cluster, tp/pp/dp and the micro-batch count from the resolved layout,
/// the iteration count from the result's steps. docs/launch.md lists each field's origin.

#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine {

/// The launcher or scheduler the files are written for.
enum class LaunchTarget { Torchrun, DeepSpeed, Megatron, PyTorchJob, Slurm };

/// Every target, in the order the command line lists them.
const std::vector<LaunchTarget> &allLaunchTargets();

/// Stable name of \p target: `torchrun`, `deepspeed`, `megatron`, `pytorchjob`, `slurm`.
const char *launchTargetName(LaunchTarget target);

/// The target called \p name, or nothing.
std::optional<LaunchTarget> parseLaunchTarget(std::string_view name);

/// The target names joined by ", " (for messages).
std::string launchTargetList();

/// One generated file.
struct LaunchFile
{
    std::string name;        ///< file name without directory, e.g. `ds_config.json`
    std::string content;     ///< complete text, ending in a newline
    bool executable = false; ///< a script to mark executable
};

/// The files for one target, or the reason the target cannot express the plan.
struct LaunchFiles
{
    std::vector<LaunchFile> files;
    std::optional<Diagnostic> error; ///< set (and files empty) when the target cannot run it
};

/// The files that start \p scenario's run with \p target. \p result must be
/// estimate(scenario, ...); an infeasible result still gives files (their header comment
/// says so). Fails only when the target cannot express the plan (Megatron-LM needs a
/// transformer, whole layers per stage and ZeRO 0 or 1).
LaunchFiles launchFiles(const Scenario &scenario, const Result &result, LaunchTarget target);

} // namespace scaleplan::engine
