// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file SkyPilot.h
/// \brief Instance prices read from SkyPilot's catalog files (`catalogs/v*/<cloud>/vms.csv`),
/// which many ML teams keep current, into user-catalog instances.
///
/// The file has one row per instance type and availability zone, with the columns
/// `InstanceType, AcceleratorName, AcceleratorCount, vCPUs, MemoryGiB, GpuInfo, Price,
/// SpotPrice, Region, AvailabilityZone`. For every GPU instance type in the chosen region
/// whose accelerator maps to a catalog GPU, the import takes the region's on-demand `Price`
/// and the median `SpotPrice` over the region's zones. Types it cannot map are listed, not
/// guessed.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine {

/// What importSkyPilotCatalog() is asked for.
struct SkyPilotRequest
{
    std::string cloud;  ///< `aws`, `gcp`, `azure`, `lambda`, ...: the instance ids' prefix
    std::string region; ///< empty: the cloud's default region (skyPilotDefaultRegion())
    std::string date;   ///< the prices' date, `YYYY-MM-DD` (the file's modification date)
};

/// An instance type the import left out, and why.
struct SkyPilotSkipped
{
    std::string instanceType;
    std::string accelerator; ///< AcceleratorName as the file spells it
    int count = 0;           ///< AcceleratorCount
    enum class Reason {
        UnknownAccelerator, ///< no catalog GPU is known by that name
        CountDiffers,       ///< the catalog knows the type with another GPU count
    } reason
        = Reason::UnknownAccelerator;
};

/// The instances read, the types left out, or the error that stopped the import.
struct SkyPilotImport
{
    std::vector<Instance> instances; ///< sorted by id
    std::vector<SkyPilotSkipped> skipped;
    std::string region;              ///< the region the prices are for
    std::optional<Diagnostic> error; ///< field: `line N, column M (Name)`
};

/// The region the import uses for \p cloud when none is asked for (the region of the
/// built-in catalog's prices): `us-east-1` for AWS, `us-central1` for GCP, `eastus` for
/// Azure, `us-east-1` otherwise.
std::string skyPilotDefaultRegion(std::string_view cloud);

/// The catalog GPU id for SkyPilot's AcceleratorName \p name (`H100`, `A100-80GB`, ...),
/// or "" when none is known.
std::string skyPilotGpu(std::string_view name);

/// Reads the vms.csv text \p csv. Known instance types (`cloud/type` in \p catalog) keep
/// the catalog's network figures and must have the catalog's GPU count; others are new
/// entries whose network is not known. Rows of other regions and rows without an
/// accelerator are ignored.
SkyPilotImport importSkyPilotCatalog(std::string_view csv, const Catalog &catalog,
                                     const SkyPilotRequest &request);

/// The imported instances as user-catalog JSON (`scaleplan.catalog`, instances only), for
/// mergeIntoCatalogFile().
std::string skyPilotCatalogJson(const SkyPilotImport &imported);

} // namespace scaleplan::engine
