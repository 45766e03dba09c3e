// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Catalog.h
/// \brief Hardware and price facts: GPUs, cloud instances, storage and transfer prices.
///
/// The built-in catalog is `resources/catalog/catalog.json`, compiled into the engine.
/// A user file in the same format overrides or adds entries by id. Every entry keeps its
/// sources and, for prices, the date (or the caveat that the snapshot is undated).

#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/ModelTraits.h"
#include "scaleplan/engine/Scenario.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine {

/// One accelerator model.
struct Gpu
{
    std::string id;   ///< e.g. `a100-sxm4-80gb`
    std::string name; ///< display name
    /// Device memory as the vendor sells it. HBM and GDDR sizes are binary: an "80 GB"
    /// A100 has 81,920 MiB. usableMemoryGb() turns it into what CUDA can allocate.
    double memoryGb = 0;
    /// GDDR memory whose ECC check bits take 1/16 of the memory (T4, A10G, L4, L40S:
    /// ECC is on by default on data-centre GPUs); HBM keeps them beside the data.
    bool memoryEccInBand = false;
    double memoryBandwidthGBs = 0; ///< HBM/GDDR bandwidth, GB/s
    double fp32Tflops = 0;         ///< dense peaks per precision, TFLOP/s (0 = not supported)
    double tf32Tflops = 0;
    double bf16Tflops = 0;
    double fp16Tflops = 0;
    double fp8Tflops = 0;
    double measuredMatmulTflops = 0;    ///< best measured dense 16-bit GEMM (0 = not measured)
    double measuredMatmulFp8Tflops = 0; ///< best measured dense fp8 GEMM (0 = not measured)
    /// GEMM shapes M x N x K at which the two measurements above were taken (0 = unknown):
    /// the model times that shape back to the measurement (docs/model.md, "Kernels").
    std::array<double, 3> measuredMatmulShape{};
    std::array<double, 3> measuredMatmulFp8Shape{};
    /// NVIDIA compute capability (8.0 Ampere, 9.0 Hopper ...; 0 = not NVIDIA or unknown).
    /// From 9.0 on, GEMM kernels overlap writing one tile with computing the next.
    double computeCapability = 0;
    /// 16-bit GEMM rate held once the GPU sits at its power limit with every GPU of the
    /// node busy (MSMF; 0 = not measured): below the burst rate on power-limited chips.
    double measuredSustainedMatmulTflops = 0;
    int smCount = 0;             ///< streaming multiprocessors (compute units)
    std::string scaleUpLink;     ///< in-node link name
    double scaleUpGBsUnidir = 0; ///< in-node bandwidth per GPU, one direction, GB/s
    double tdpW = 0;             ///< board power, W (0 = unknown)
    // Figures measured on the machine itself (the "This machine" entry, docs/probe.md);
    // the model prefers them to the datasheet ones above. 0 = not measured.
    double measuredMemoryBandwidthGBs = 0; ///< device-to-device copy, achieved GB/s
    double measuredFp32Tflops = 0;         ///< FP32 FMA throughput, replaces the fp32 peak
    double measuredBf16Tflops = 0;         ///< dense 16-bit GEMM, as measured_matmul_tflops
    /// Dense fp16 GEMM on the same inputs: with measuredBf16Tflops, fp16 products run at
    /// their ratio of the bf16 rate (random fp16 inputs switch more bits and draw more
    /// power; 0.95 on an H200, docs/probe.md).
    double measuredFp16Tflops = 0;
    double measuredScaleUpGBsUnidir = 0; ///< GPU-to-GPU copy, one direction, achieved
    /// fp16 over bf16 product rate on the same random inputs, measured on this chip by the
    /// probe (a catalog fact; 0 = not measured). A probed entry's own two rates come first.
    double measuredFp16Share = 0;
    /// Factors a calibration fitted to the user's measurements (docs/calibration.md), on
    /// the rates the model derives by every other rule: the matrix-product rate, the
    /// memory-bound kernels' bandwidth and the in-node link (1 = as measured or published).
    double calibratedMatmul = 1;
    double calibratedMemory = 1;
    double calibratedLink = 1;
    std::string sources; ///< citations, `|`-separated
    std::string notes;

    /// Dense peak for \p precision in FLOP/s; falls back to the next wider format the
    /// GPU has (fp8 -> 16-bit, bf16 -> fp16) and finally to fp32.
    double peakFlops(Precision precision) const;

    friend bool operator==(const Gpu &, const Gpu &) = default;
};

/// Bytes in the binary gigabyte (GiB) that device memory is sold in.
inline constexpr double kBytesPerGiB = 1073741824.0;
/// Share of device memory the driver lets CUDA allocate: PyTorch reports 79.14 to 79.25 GiB
/// "total capacity" on an 80 GB A100 and 39.50 to 39.59 GiB on a 40 GB one (docs/model.md,
/// "Memory"; about 1% the driver keeps).
inline constexpr double kCudaVisibleShare = 0.99;
/// Share GDDR keeps for data with ECC on: "the available DRAM is reduced by 6.25%" (CUDA C++
/// Best Practices Guide; a T4 shows 15,079 of 16,384 MiB).
inline constexpr double kInBandEccShare = 15.0 / 16.0;

/// GB (1e9 bytes, the unit of every memory figure the engine reports) that CUDA can
/// allocate on \p gpu: its binary size, less in-band ECC, less the driver's share.
double usableMemoryGb(const Gpu &gpu);

/// One rentable machine type.
/// An instance's prices in a region other than its own (Instance::region).
struct RegionPrice
{
    std::string region;
    double onDemandUsdPerHour = 0; ///< 0 = no price known
    std::optional<double> spotUsdPerHour;
    std::string priceDate;   ///< `YYYY-MM`
    std::string priceSource; ///< a short name a user recognises

    friend bool operator==(const RegionPrice &, const RegionPrice &) = default;
};

struct Instance
{
    std::string id;       ///< `provider/type`, e.g. `aws/p4d.24xlarge`
    std::string provider; ///< `aws`, `gcp`, `azure`
    std::string type;     ///< provider's name for it
    std::string region;
    std::string gpu;           ///< catalog GPU id
    int gpus = 0;              ///< GPUs per instance
    double interNodeGbps = 0;  ///< all NICs together, Gbit/s
    std::string interNodeNote; ///< fabric name and how the figure was obtained
    /// Measured bus bandwidth of collectives across these nodes over the NICs' line rate
    /// (`nic_efficiency`); unset: the model's kNicEfficiency (docs/model.md 5.4).
    std::optional<double> nicEfficiency;
    std::string intraNodeLink;
    double onDemandUsdPerHour = 0;        ///< 0 = no price known
    std::optional<double> spotUsdPerHour; ///< cheapest zone at the snapshot
    std::optional<double> spotUsdPerHourMax;
    std::string spotInterruptionBand; ///< AWS Spot Advisor band, e.g. `<5%`, or empty
    /// When the prices were taken: `YYYY-MM` or `YYYY-MM-DD` (priceAgeMonths() reads it);
    /// older user catalogs may hold free text.
    std::string priceDate;
    std::string priceSource;   ///< a short name a user recognises, e.g. `AWS price list`
    std::string spotPriceDate; ///< the spot price's date where it differs from priceDate
    /// USD per node-hour bought with a commitment (PricingSpec::commitment), where known.
    std::optional<double> reserved1yUsdPerHour;
    std::optional<double> reserved3yUsdPerHour;
    std::optional<double> capacityBlockUsdPerHour;
    std::string commitmentPriceDate;   ///< the oldest month of those rates
    std::string commitmentPriceSource; ///< a short name, e.g. `AWS Savings Plans`

    /// Its prices in other regions, where known (the fields above are region's).
    std::vector<RegionPrice> regionPrices;

    /// The rate for \p commitment: the on-demand price for Commitment::OnDemand, nothing
    /// where the catalog knows none.
    std::optional<double> usdPerHour(Commitment commitment) const;
    /// The prices in \p region (empty: its own region), or nothing where none are known.
    std::optional<RegionPrice> pricesIn(std::string_view region) const;
    std::string sources;
    std::string notes;

    friend bool operator==(const Instance &, const Instance &) = default;
};

/// A storage service price.
struct StoragePrice
{
    std::string id;
    std::string provider;
    std::string service;
    double usdPerGbMonth = 0;
    std::string date;
    std::string sources;

    friend bool operator==(const StoragePrice &, const StoragePrice &) = default;
};

/// Price of moving data out of a provider's cloud.
struct EgressPrice
{
    std::string provider;
    double usdPerGb = 0;
    std::string date;
    std::string sources;

    friend bool operator==(const EgressPrice &, const EgressPrice &) = default;
};

/// A model shape shipped with the program.
struct Preset
{
    std::string id;
    std::string name;
    ModelSpec model;
    std::string sources;

    friend bool operator==(const Preset &, const Preset &) = default;
};

/// Defaults used where a scenario leaves reliability and storage open, with their origin.
struct CatalogDefaults
{
    double nodeMtbfH = 0; ///< mean time between failures of one node
    std::string nodeMtbfSource;
    double spotInterruptionsPerNodeHour = 0;     ///< when the instance has no advisor band
    std::map<std::string, double> spotBandRates; ///< reclaims per node-hour per advisor band
    std::string spotSource;
    double checkpointWriteGbpsPerNode = 0; ///< aggregate bandwidth = this x nodes
    std::string checkpointSource;
    double restartH = 0;
    std::string restartSource;
    /// Spread of sustained speed between GPUs of one model (standard deviation relative to
    /// the mean); the slowest GPU of a job paces it.
    double gpuSpeedSigma = 0;
    std::string gpuSpeedSource;
    double storageUsdPerGbMonth = 0; ///< described clusters and unknown providers
    double egressUsdPerGb = 0;

    friend bool operator==(const CatalogDefaults &, const CatalogDefaults &) = default;
};

/// Everything the engine knows about hardware and prices.
struct Catalog
{
    std::string generated;   ///< date the facts were collected
    std::string priceCaveat; ///< shown wherever prices are shown
    std::vector<Gpu> gpus;
    std::vector<Instance> instances;
    std::vector<StoragePrice> storage;
    std::vector<EgressPrice> egress;
    std::vector<Preset> presets;
    CatalogDefaults defaults;
    /// The points the model takes inside measured ranges (ModelTraits.h). Not part of the
    /// catalog file: always the sourced values, except on the copies the held-out validation
    /// refits them on.
    ModelTraits traits;

    const Gpu *findGpu(std::string_view id) const;
    const Instance *findInstance(std::string_view id) const;
    const Preset *findPreset(std::string_view id) const;
    /// Storage price for checkpoints and data on \p provider (defaults when unknown).
    double storageUsdPerGbMonth(std::string_view provider) const;
    double egressUsdPerGb(std::string_view provider) const;
    /// Reclaims per node-hour for \p instance's advisor band (the default when unknown).
    double spotInterruptionsPerNodeHour(const Instance *instance) const;

    friend bool operator==(const Catalog &, const Catalog &) = default;
};

/// A month of a year, as prices are dated.
struct YearMonth
{
    int year = 0;
    int month = 0; ///< 1 to 12

    friend auto operator<=>(const YearMonth &, const YearMonth &) = default;
};

/// The month \p date starts with: `YYYY-MM` or `YYYY-MM-DD` (what follows is ignored, so
/// "2026-11-27, entered by the user" reads too); nothing for any other text.
std::optional<YearMonth> parseYearMonth(std::string_view date);

/// Whole months from \p from to \p to (negative when \p to is earlier).
int monthsBetween(YearMonth from, YearMonth to);

/// This month on the machine's clock (UTC): what the programs compare price dates with.
YearMonth currentYearMonth();

/// Outcome of reading a catalog: the catalog or the error that stopped it.
struct CatalogLoad
{
    std::optional<Catalog> catalog;
    Diagnostic error;
};

/// The catalog compiled into the program (parsed once, then shared).
const Catalog &builtinCatalog();

/// Parses catalog JSON text (the built-in format). Used for the built-in file and tests.
CatalogLoad parseCatalog(std::string_view jsonText);

/// \p catalog as JSON in the catalog file format (what `scaleplan-cli catalog` prints).
/// Optional figures that are absent (0 or unset) are left out, so parseCatalog() reads the
/// text back to the same catalog.
std::string catalogToJson(const Catalog &catalog);

/// \p base with the entries of the user catalog \p jsonText added or replaced by id.
/// Only the sections present in the user file are touched.
CatalogLoad overlayCatalog(const Catalog &base, std::string_view jsonText);

/// Where the user's catalog file is: `$SCALEPLAN_CATALOG` when set (then \p named, when
/// given, is set true: the file was asked for and should exist), else
/// `$XDG_CONFIG_HOME/scaleplan/catalog.json`, else `$HOME/.config/scaleplan/catalog.json`.
/// The file need not exist. Empty when none of these variables is set.
std::string userCatalogPath(bool *named = nullptr);

/// The user catalog \p existingJson (empty: a new file) with every entry of the catalog
/// text \p entriesJson added, or replacing the entry with the same id (egress: provider);
/// the other entries and keys stay as they were. Nothing when either text is not a
/// `scaleplan.catalog` JSON object.
std::optional<std::string> mergeCatalogEntries(std::string_view existingJson,
                                               std::string_view entriesJson);

} // namespace scaleplan::engine
