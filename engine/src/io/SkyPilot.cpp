// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/SkyPilot.h"

#include "scaleplan/engine/Csv.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <map>
#include <set>
#include <utility>

namespace scaleplan::engine {

namespace {

/// SkyPilot's accelerator names (its `AcceleratorName` column) and the catalog GPU each is.
/// A name not here is not guessed: the type is listed as skipped.
constexpr std::array<std::pair<std::string_view, std::string_view>, 15> kAccelerators{{
    {"V100", "v100-sxm2-16gb"},
    {"V100-32GB", "v100-sxm2-32gb"},
    {"A100", "a100-sxm4-40gb"},
    {"A100-80GB", "a100-sxm4-80gb"},
    {"H100", "h100-sxm5-80gb"},
    {"H100-MEGA", "h100-sxm5-80gb"},
    {"H100-SXM", "h100-sxm5-80gb"},
    {"H200", "h200-sxm-141gb"},
    {"B200", "b200"},
    {"A10G", "a10g"},
    {"L4", "l4"},
    {"L40S", "l40s"},
    {"T4", "t4"},
    {"MI300X", "mi300x"},
    {"GH200", ""}, // a Grace Hopper superchip is not an H100 node: listed, not mapped
}};

/// The most a price (USD per node-hour) or a GPU count may be: what Tools > Instance Prices
/// accepts, far above any node's price, so every imported entry loads as a catalog.
constexpr double kMostPerRow = 1e6;

const char *const kColumns[]
    = {"InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "SpotPrice", "Region"};

struct Failure
{
    Diagnostic diagnostic;
};

[[noreturn]] void fail(std::string field, DiagCode code, std::vector<std::string> args = {})
{
    throw Failure{{Severity::Error, code, std::move(field), std::move(args)}};
}

/// The rows of one instance type in the region.
struct TypeRows
{
    std::string accelerator;
    int count = 0;
    std::vector<double> onDemand;
    std::vector<double> spot;
};

class Reader
{
public:
    explicit Reader(std::string_view csv)
        : m_records(parseCsv(csv))
    {
        if (m_records.empty() || m_records.front().size() < 2)
            fail("line 1", DiagCode::CsvNoHeader);
        const std::vector<std::string> &header = m_records.front();
        for (std::size_t i = 0; i < header.size(); ++i)
            m_columns[header[i]] = i;
        for (const char *name : kColumns) {
            if (m_columns.count(name) == 0)
                fail("line 1", DiagCode::CsvMissingColumn, {name});
        }
    }

    std::size_t rows() const { return m_records.size(); }
    bool blank(std::size_t row) const
    {
        const auto &record = m_records[row];
        return record.size() == 1 && record.front().empty();
    }

    const std::string &text(std::size_t row, const char *column) const
    {
        const auto &record = m_records[row];
        if (record.size() != m_records.front().size())
            fail("line " + std::to_string(row + 1), DiagCode::CsvFieldCount,
                 {std::to_string(record.size()), std::to_string(m_records.front().size())});
        return record[m_columns.at(column)];
    }

    /// The number in \p column, nothing when the field is empty.
    std::optional<double> number(std::size_t row, const char *column) const
    {
        const std::string &field = text(row, column);
        if (field.empty())
            return std::nullopt;
        double value = 0;
        const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
        if (error != std::errc() || end != field.data() + field.size() || !std::isfinite(value)
            || value < 0)
            fail(where(row, column), DiagCode::CsvNotANumber, {field});
        if (value > kMostPerRow)
            fail(where(row, column), DiagCode::OutOfRange, {field, "0", csvNumber(kMostPerRow)});
        return value;
    }

    std::string where(std::size_t row, const char *column) const
    {
        const std::size_t index = m_columns.at(column);
        return "line " + std::to_string(row + 1) + ", column " + std::to_string(index + 1) + " ("
               + column + ")";
    }

private:
    std::vector<std::vector<std::string>> m_records;
    std::map<std::string, std::size_t> m_columns;
};

/// Whether \p name can be an instance type or region: letters, digits, `.`, `_`, `-`, `+`
/// (so it is written into a catalog and printed as it is).
bool isName(std::string_view name)
{
    return !name.empty() && name.size() <= 128 && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
               || c == '.' || c == '_' || c == '-' || c == '+';
    });
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

std::string joined(const std::set<std::string> &values)
{
    std::string text;
    for (const std::string &value : values)
        text += (text.empty() ? "" : ", ") + value;
    return text.empty() ? "(none)" : text;
}

Instance makeInstance(const std::string &id, const std::string &type, const TypeRows &rows,
                      const Catalog &catalog, const SkyPilotRequest &request,
                      const std::string &region)
{
    Instance instance;
    if (const Instance *known = catalog.findInstance(id)) {
        instance = *known; // its network figures stay
        // Commitment rates and other regions' prices belong to the catalog's own region:
        // they stay only where the import prices that region.
        if (known->region != region) {
            instance.reserved1yUsdPerHour.reset();
            instance.reserved3yUsdPerHour.reset();
            instance.capacityBlockUsdPerHour.reset();
            instance.commitmentPriceDate.clear();
            instance.commitmentPriceSource.clear();
            instance.regionPrices.clear();
        }
    } else {
        instance.interNodeNote = "not known: the SkyPilot catalog has no network figures";
    }
    instance.id = id;
    instance.provider = request.cloud;
    instance.type = type;
    instance.region = region;
    instance.gpu = skyPilotGpu(rows.accelerator);
    instance.gpus = rows.count;
    instance.onDemandUsdPerHour = rows.onDemand.empty() ? 0 : median(rows.onDemand);
    instance.spotUsdPerHour.reset();
    instance.spotUsdPerHourMax.reset();
    if (!rows.spot.empty()) {
        instance.spotUsdPerHour = median(rows.spot);
        instance.spotUsdPerHourMax = *std::max_element(rows.spot.begin(), rows.spot.end());
    }
    instance.priceDate = request.date; // both prices are the file's
    instance.spotPriceDate.clear();
    instance.priceSource = "SkyPilot catalog";
    instance.sources = "SkyPilot catalog file (vms.csv), " + region
                       + ": on-demand Price, median SpotPrice over the region's zones";
    instance.notes.clear();
    return instance;
}

} // namespace

std::string skyPilotDefaultRegion(std::string_view cloud)
{
    if (cloud == "gcp")
        return "us-central1";
    if (cloud == "azure")
        return "eastus";
    return "us-east-1";
}

std::string skyPilotGpu(std::string_view name)
{
    for (const auto &[accelerator, gpu] : kAccelerators) {
        if (accelerator == name)
            return std::string(gpu);
    }
    return {};
}

SkyPilotImport importSkyPilotCatalog(std::string_view csv, const Catalog &catalog,
                                     const SkyPilotRequest &request)
{
    SkyPilotImport imported;
    imported.region
        = request.region.empty() ? skyPilotDefaultRegion(request.cloud) : request.region;
    try {
        if (!isName(request.cloud))
            fail("cloud", DiagCode::SkyPilotBadName, {request.cloud});
        if (!isName(imported.region))
            fail("region", DiagCode::SkyPilotBadName, {imported.region});
        const Reader reader(csv);
        std::map<std::string, TypeRows> types;
        std::set<std::string> gpuRegions;
        for (std::size_t row = 1; row < reader.rows(); ++row) {
            if (reader.blank(row))
                continue;
            const std::string &accelerator = reader.text(row, "AcceleratorName");
            if (accelerator.empty())
                continue; // a CPU instance
            const std::optional<double> count = reader.number(row, "AcceleratorCount");
            if (!count || *count < 1 || *count != std::floor(*count) || *count > 4096)
                fail(reader.where(row, "AcceleratorCount"), DiagCode::CsvNotANumber,
                     {reader.text(row, "AcceleratorCount")});
            const std::optional<double> price = reader.number(row, "Price");
            const std::optional<double> spot = reader.number(row, "SpotPrice");
            const std::string &region = reader.text(row, "Region");
            if (!isName(region))
                fail(reader.where(row, "Region"), DiagCode::SkyPilotBadName, {region});
            gpuRegions.insert(region);
            if (region != imported.region)
                continue;
            const std::string &type = reader.text(row, "InstanceType");
            if (!isName(type))
                fail(reader.where(row, "InstanceType"), DiagCode::SkyPilotBadName, {type});
            TypeRows &rows = types[type];
            rows.accelerator = accelerator;
            rows.count = static_cast<int>(*count);
            if (price && *price > 0)
                rows.onDemand.push_back(*price);
            if (spot && *spot > 0)
                rows.spot.push_back(*spot);
        }
        if (types.empty())
            fail("Region", DiagCode::SkyPilotNoRows, {imported.region, joined(gpuRegions)});
        for (const auto &[type, rows] : types) {
            const std::string id = request.cloud + "/" + type;
            const Instance *known = catalog.findInstance(id);
            SkyPilotSkipped skipped{type, rows.accelerator, rows.count,
                                    SkyPilotSkipped::Reason::UnknownAccelerator};
            if (skyPilotGpu(rows.accelerator).empty()
                || catalog.findGpu(skyPilotGpu(rows.accelerator)) == nullptr) {
                imported.skipped.push_back(skipped);
            } else if (known != nullptr && known->gpus != rows.count) {
                skipped.reason = SkyPilotSkipped::Reason::CountDiffers;
                imported.skipped.push_back(skipped);
            } else if (!rows.onDemand.empty() || !rows.spot.empty()) {
                imported.instances.push_back(
                    makeInstance(id, type, rows, catalog, request, imported.region));
            }
        }
    } catch (const Failure &failure) {
        imported.instances.clear();
        imported.skipped.clear();
        imported.error = failure.diagnostic;
    }
    return imported;
}

std::string skyPilotCatalogJson(const SkyPilotImport &imported)
{
    Catalog entries;
    entries.instances = imported.instances;
    nlohmann::json all = nlohmann::json::parse(catalogToJson(entries));
    return nlohmann::json{
               {"format", "scaleplan.catalog"}, {"version", 1}, {"instances", all["instances"]}}
               .dump(2)
           + "\n";
}

} // namespace scaleplan::engine
