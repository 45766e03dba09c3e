// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliSupport.h"

#include "scaleplan/engine/CatalogFile.h"
#include "scaleplan/engine/Probe.h"

#include <atomic>
#include <cstdio>
#include <ostream>
#include <stdexcept>

namespace scaleplan::cli {

using namespace scaleplan::engine;

const char *const kProbeUsage
    = "  probe [--format json|text] [--benchmark] [--catalog-out FILE]\n"
      "      the local NVIDIA GPUs (exit 0 with or without one); --benchmark also measures\n"
      "      them, --catalog-out merges the \"This machine\" entry into a user catalog file\n";

const char *const kProbeHelp
    = "usage: scaleplan-cli probe [--format json|text] [--benchmark] [--catalog-out FILE]\n"
      "           [--catalog FILE]\n"
      "Reports the local NVIDIA GPUs (exit status 0 with or without one; docs/probe.md).\n"
      "\n"
      "  --format json|text      json (default) or text\n"
      "  --benchmark             also measure the GPUs with micro-benchmarks\n"
      "  --catalog-out FILE      merge the \"This machine\" catalog entry into the catalog FILE\n";

int probeCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                 std::ostream &err)
{
    const Arguments args = splitArguments(
        words, {"--format", "--benchmark", "--catalog-out", "--catalog"}, {"--benchmark"});
    const std::string format = requireFormat(args, {"json", "text"});
    if (!args.positional.empty())
        throw UsageError{"probe takes no FILE\n" + usage()};
    if (args.has("--catalog-out") && args.option("--catalog-out", "").empty())
        throw UsageError{"--catalog-out: give the file to write"};

    ProbeReport report = probeDevices();
    if (args.has("--benchmark") && !report.devices.empty()) {
        const std::atomic<bool> cancel{false};
        report = runBenchmarks(
            std::move(report), {},
            [&err](int done, int total, const std::string &what) {
                err << "benchmark " << done << "/" << total << ": " << what << "\n";
            },
            cancel);
        for (const Diagnostic &note : report.benchmarkNotes)
            err << "benchmark: " << describe(note) << "\n";
    }
    if (args.has("--catalog-out")) {
        const std::string path = args.option("--catalog-out", "");
        if (report.devices.empty()) {
            err << "no catalog written to " << path << ": no GPU found\n";
        } else {
            // Merged into what the file holds (a user's own prices stay), under its lock.
            const std::string catalog = thisMachineCatalogJson(loadCatalog(args, in), report);
            if (const std::string error = mergeIntoCatalogFile(path, catalog); !error.empty())
                throw std::runtime_error(error);
        }
    }
    out << (format == "json" ? probeToJson(report) : probeToText(report));
    return Success;
}

} // namespace scaleplan::cli
