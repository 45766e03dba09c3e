// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scaleplan-cli launch: the files that start the planned run (engine/Launch.h).
#include "CliSupport.h"

#include "scaleplan/engine/AtomicFile.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Launch.h"
#include "scaleplan/engine/Software.h"

#include <filesystem>
#include <ostream>
#include <stdexcept>

namespace scaleplan::cli {

using namespace scaleplan::engine;

const char *const kLaunchUsage
    = "  launch FILE [--target torchrun|deepspeed|megatron|pytorchjob|slurm] [--out DIR]\n"
      "      files that start the plan: torchrun.sh, ds_config.json + deepspeed.sh,\n"
      "      megatron.sh, pytorchjob.yaml or train.sbatch. Without --out a one-file target\n"
      "      is printed; with --out they are written into DIR (created if needed).\n";

const char *const kLaunchHelp
    = "usage: scaleplan-cli launch FILE [--target TARGET] [--out DIR] [--catalog FILE]\n"
      "Writes the files that start the scenario's plan (docs/launch.md).\n"
      "\n"
      "  FILE                    the scenario; - reads standard input\n"
      "  --target TARGET         torchrun, deepspeed, megatron, pytorchjob or slurm; by\n"
      "                          default the one that starts training.software's stack\n"
      "                          (megatron-core: megatron, deepspeed: deepspeed,\n"
      "                          pytorch-fsdp and pytorch-fsdp2: torchrun)\n"
      "  --out DIR               write the files into DIR (created if needed); without it a\n"
      "                          one-file target is printed\n";

namespace {

/// The target --target names, else the one that starts the scenario's stack.
LaunchTarget chooseTarget(const Arguments &args, Software software)
{
    const std::string_view stackTarget = softwareLaunchTarget(software);
    if (!args.has("--target") && stackTarget.empty())
        throw UsageError{"--target: is required where training.software names no stack that "
                         "a target starts; use one of "
                         + launchTargetList()};
    const std::string name = args.option("--target", std::string(stackTarget));
    const std::optional<LaunchTarget> target = parseLaunchTarget(name);
    if (!target)
        throw UsageError{"--target: \"" + name + "\" is not one of " + launchTargetList()};
    return *target;
}

/// Writes \p file into \p dir atomically (engine/AtomicFile.h); a failure names the file.
std::filesystem::path writeLaunchFile(const std::filesystem::path &dir, const LaunchFile &file)
{
    const std::filesystem::path target = dir / file.name;
    const std::string error
        = writeFileAtomically(target.string(), file.content, {.executable = file.executable});
    if (!error.empty())
        throw std::runtime_error(error);
    return target;
}

} // namespace

int launchCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                  std::ostream &err)
{
    const Arguments args = splitArguments(words, {"--target", "--out", "--catalog"});
    const Catalog catalog = loadCatalog(args, in);
    const Scenario scenario = loadScenario(onlyFile(args, "launch"), catalog, in);
    const LaunchTarget target = chooseTarget(args, scenario.training.software);
    const Result result = estimate(scenario, catalog);
    const LaunchFiles files = launchFiles(scenario, result, target);
    if (files.error) {
        err << "scaleplan-cli: " << formatLine(*files.error) << '\n';
        return Failure;
    }
    if (!args.has("--out") && files.files.size() != 1)
        throw UsageError{"--out: " + std::string(launchTargetName(target)) + " writes "
                         + std::to_string(files.files.size())
                         + " files; give --out DIR to say where"};
    for (const Diagnostic &issue : result.issues) {
        if (issue.severity != Severity::Info)
            err << "WARNING: " << formatLine(issue) << '\n';
    }
    if (!args.has("--out")) {
        out << files.files.front().content;
        return Success;
    }
    const std::filesystem::path dir = args.option("--out", "");
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (error || !std::filesystem::is_directory(dir))
        throw std::runtime_error("--out: " + dir.string() + " cannot be created ("
                                 + (error ? error.message() : "not a folder") + ")");
    for (const LaunchFile &file : files.files)
        out << writeLaunchFile(dir, file).string() << '\n';
    return Success;
}

} // namespace scaleplan::cli
