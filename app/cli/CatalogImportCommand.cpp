// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// catalog import: instance prices from a SkyPilot catalog file into a user catalog.
#include "CliSupport.h"

#include "scaleplan/engine/CatalogFile.h"
#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/InertText.h"
#include "scaleplan/engine/SkyPilot.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <ostream>
#include <regex>

namespace scaleplan::cli {

using namespace scaleplan::engine;

const char *const kCatalogImportUsage
    = "  catalog import FILE --from skypilot --cloud CLOUD [--region REGION] [--date YYYY-MM-DD]\n"
      "          --catalog-out OUT\n"
      "      merges the GPU instance prices of a SkyPilot catalog file (catalogs/v*/CLOUD/\n"
      "      vms.csv) into the user catalog OUT: the region's on-demand price and the median\n"
      "      spot price over its zones, dated with the file's modification date unless --date\n"
      "      says otherwise; the types it cannot map to a catalog GPU are listed\n";

const char *const kCatalogImportHelp
    = "usage: scaleplan-cli catalog import FILE --from skypilot --cloud CLOUD [--region REGION]\n"
      "           [--date YYYY-MM-DD] --catalog-out OUT [--catalog FILE]\n"
      "Merges the GPU instance prices of a SkyPilot catalog file into the user catalog OUT.\n"
      "\n"
      "  FILE                    SkyPilot's catalogs/v*/CLOUD/vms.csv; - reads standard input\n"
      "  --from skypilot         the file's format (the only one read so far); required\n"
      "  --cloud CLOUD           the cloud the file is for: aws, gcp, azure, lambda ...; required\n"
      "  --region REGION         the region priced (default us-east-1, us-central1 on gcp, eastus "
      "on azure)\n"
      "  --date YYYY-MM-DD       the date of the prices (default: the file's modification date)\n"
      "  --catalog-out OUT       the user catalog file the prices are merged into; required\n";

namespace {

/// The modification date of \p path as YYYY-MM-DD (UTC), "" when it cannot be read.
std::string modificationDate(const std::string &path)
{
    std::error_code error;
    const auto written = std::filesystem::last_write_time(path, error);
    if (error)
        return {};
    const auto days
        = std::chrono::floor<std::chrono::days>(std::chrono::file_clock::to_sys(written));
    const std::chrono::year_month_day date{days};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
    return text;
}

std::string requireDate(const Arguments &args, const std::string &file)
{
    if (!args.has("--date")) {
        const std::string date = file == "-" ? std::string() : modificationDate(file);
        if (date.empty())
            throw UsageError{"catalog import: give --date YYYY-MM-DD, the date of the prices"};
        return date;
    }
    const std::string date = args.option("--date", "");
    static const std::regex form("(19|20)[0-9]{2}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?");
    if (!std::regex_match(date, form))
        throw UsageError{"--date: \"" + printableLine(date)
                         + "\" must be a date such as 2026-11-30 (YYYY-MM-DD)"};
    return date;
}

const char *reasonText(SkyPilotSkipped::Reason reason)
{
    switch (reason) {
    case SkyPilotSkipped::Reason::UnknownAccelerator:
        return "no catalog GPU is known by this accelerator name";
    case SkyPilotSkipped::Reason::CountDiffers:
        return "the catalog knows this type with another GPU count";
    }
    return "";
}

} // namespace

int catalogImportCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                         std::ostream &)
{
    const Arguments args = splitArguments(
        words, {"--from", "--cloud", "--region", "--date", "--catalog-out", "--catalog"});
    if (args.positional.size() != 1)
        throw UsageError{"catalog import needs one FILE\n" + std::string(kCatalogImportUsage)};
    if (args.option("--from", "") != "skypilot")
        throw UsageError{"--from: give --from skypilot (the only catalog format read so far)"};
    const std::string cloud = args.option("--cloud", "");
    static const std::regex cloudName("[a-z][a-z0-9_-]{0,31}");
    if (!std::regex_match(cloud, cloudName))
        throw UsageError{"--cloud: give the cloud the file is for, e.g. aws, gcp, azure or lambda"};
    const std::string outPath = args.option("--catalog-out", "");
    if (outPath.empty())
        throw UsageError{"--catalog-out: give the user catalog file to merge the prices into"};
    const std::string &file = args.positional.front();
    const std::string date = requireDate(args, file);

    const Catalog catalog = loadCatalog(args, in);
    const SkyPilotImport imported = importSkyPilotCatalog(
        readAll(file, in), catalog, {cloud, args.option("--region", ""), date});
    if (imported.error)
        throw UsageError{printableLine(file) + ": " + formatLine(*imported.error)};
    if (imported.instances.empty())
        throw UsageError{printableLine(file) + ": no GPU instance type in region "
                         + printableLine(imported.region)
                         + " maps to a catalog GPU; nothing was written"};
    // Merged into what the file holds (the user's other entries stay), under its lock.
    if (const std::string error = mergeIntoCatalogFile(outPath, skyPilotCatalogJson(imported));
        !error.empty())
        throw std::runtime_error(error);

    out << "Merged " << imported.instances.size() << " instance prices of "
        << printableLine(imported.region) << ", dated " << date << ", into "
        << printableLine(outPath) << ":\n";
    for (const Instance &instance : imported.instances) {
        out << "  " << printableLine(instance.id) << ": " << instance.gpus << " x " << instance.gpu
            << ", on demand $" << csvNumber(instance.onDemandUsdPerHour) << "/h";
        if (instance.spotUsdPerHour)
            out << ", spot $" << csvNumber(*instance.spotUsdPerHour) << "/h";
        out << '\n';
    }
    if (!imported.skipped.empty()) {
        out << "Not imported:\n";
        for (const SkyPilotSkipped &skipped : imported.skipped)
            out << "  " << printableLine(skipped.instanceType) << " ("
                << printableLine(skipped.accelerator) << " x " << skipped.count
                << "): " << reasonText(skipped.reason) << '\n';
    }
    return Success;
}

} // namespace scaleplan::cli
