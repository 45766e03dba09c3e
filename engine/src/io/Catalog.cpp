// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Catalog.h"

#include "core/EmbeddedData.h"
#include "core/Spelling.h"
#include "io/JsonReader.h"
#include "io/ModelReader.h"
#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>

namespace scaleplan::engine {

using detail::ObjectReader;

namespace {

constexpr double kBig = 1e12;

/// An optional `[M, N, K]` GEMM shape at \p key (all zero when absent).
std::array<double, 3> readShape(ObjectReader &in, std::string_view key)
{
    std::array<double, 3> shape{};
    if (!in.has(key) || in.raw(key).is_null())
        return shape;
    const nlohmann::json &array = in.raw(key);
    if (!array.is_array() || array.size() != 3)
        detail::fail(in.path(key), DiagCode::WrongType,
                     {termName(DiagTerm::MatmulShape), detail::typeName(array)});
    for (std::size_t i = 0; i < 3; ++i) {
        const nlohmann::json &size = array[i];
        const std::string at = in.path(key) + "[" + std::to_string(i) + "]";
        if (!size.is_number())
            detail::fail(at, DiagCode::WrongType,
                         {termName(DiagTerm::Number), detail::typeName(size)});
        shape[i] = size.get<double>();
        if (!(shape[i] >= 1 && shape[i] <= 1e7))
            detail::fail(at, DiagCode::OutOfRange,
                         {detail::formatNumber(shape[i]), "1", "10000000"});
    }
    return shape;
}

Gpu readGpu(ObjectReader in)
{
    Gpu gpu;
    gpu.id = in.string("id");
    gpu.name = in.string("name", gpu.id);
    gpu.memoryGb = in.number("memory_gb", 0, 0.001, 1e6);
    gpu.memoryEccInBand = in.boolean("memory_ecc_in_band", false);
    gpu.memoryBandwidthGBs = in.number("memory_bandwidth_gbs", 0, 0.001, 1e7);
    ObjectReader tflops = in.object("tflops");
    gpu.fp32Tflops = tflops.optionalNumber("fp32", 0, kBig).value_or(0);
    gpu.tf32Tflops = tflops.optionalNumber("tf32", 0, kBig).value_or(0);
    gpu.bf16Tflops = tflops.optionalNumber("bf16", 0, kBig).value_or(0);
    gpu.fp16Tflops = tflops.optionalNumber("fp16", 0, kBig).value_or(0);
    gpu.fp8Tflops = tflops.optionalNumber("fp8", 0, kBig).value_or(0);
    tflops.rejectUnknownKeys();
    gpu.measuredMatmulTflops = in.optionalNumber("measured_matmul_tflops", 0, kBig).value_or(0);
    gpu.measuredMatmulFp8Tflops
        = in.optionalNumber("measured_matmul_fp8_tflops", 0, kBig).value_or(0);
    gpu.measuredMatmulShape = readShape(in, "measured_matmul_shape");
    gpu.measuredMatmulFp8Shape = readShape(in, "measured_matmul_fp8_shape");
    gpu.computeCapability = in.optionalNumber("compute_capability", 0, 100).value_or(0);
    gpu.measuredSustainedMatmulTflops
        = in.optionalNumber("measured_sustained_matmul_tflops", 0, kBig).value_or(0);
    gpu.smCount = static_cast<int>(in.optionalNumber("sm_count", 0, 1e5).value_or(0));
    gpu.scaleUpLink = in.string("scaleup_link");
    gpu.scaleUpGBsUnidir = in.optionalNumber("scaleup_gbs_unidir", 0, kBig).value_or(0);
    gpu.tdpW = in.optionalNumber("tdp_w", 0, 1e6).value_or(0);
    gpu.measuredMemoryBandwidthGBs
        = in.optionalNumber("measured_memory_bandwidth_gbs", 0, 1e7).value_or(0);
    gpu.measuredFp32Tflops = in.optionalNumber("measured_fp32_tflops", 0, kBig).value_or(0);
    gpu.measuredBf16Tflops = in.optionalNumber("measured_bf16_tflops", 0, kBig).value_or(0);
    gpu.measuredFp16Tflops = in.optionalNumber("measured_fp16_tflops", 0, kBig).value_or(0);
    gpu.measuredScaleUpGBsUnidir
        = in.optionalNumber("measured_scaleup_gbs_unidir", 0, kBig).value_or(0);
    gpu.measuredFp16Share = in.optionalNumber("measured_fp16_share", 0, 2).value_or(0);
    if (in.has("calibration")) {
        ObjectReader factors = in.object("calibration");
        gpu.calibratedMatmul = factors.number("matmul", 1, 0.01, 100);
        gpu.calibratedMemory = factors.number("memory", 1, 0.01, 100);
        gpu.calibratedLink = factors.number("in_node_link", 1, 0.01, 100);
        factors.rejectUnknownKeys();
    }
    gpu.sources = in.string("sources");
    gpu.notes = in.string("notes");
    in.rejectUnknownKeys({"vendor", "memory_type", "form_factor", "measured_matmul_shape",
                          "measured_matmul_fp8_shape"});
    if (gpu.id.empty())
        detail::fail(in.path("id"), DiagCode::Missing);
    if (gpu.fp32Tflops <= 0 && gpu.bf16Tflops <= 0 && gpu.fp16Tflops <= 0)
        detail::fail(in.path("tflops"), DiagCode::Missing);
    return gpu;
}

Instance readInstance(ObjectReader in)
{
    Instance inst;
    inst.id = in.string("id");
    inst.provider = in.string("provider");
    inst.type = in.string("type");
    inst.region = in.string("region");
    inst.gpu = in.string("gpu");
    inst.gpus = static_cast<int>(in.integer("gpus", 1, 1, 4096));
    inst.interNodeGbps = in.optionalNumber("inter_node_gbps", 0, kBig).value_or(0);
    inst.interNodeNote = in.string("inter_node_note");
    inst.nicEfficiency = in.optionalNumber("nic_efficiency", 0.05, 1.0);
    inst.intraNodeLink = in.string("intra_node_link");
    inst.onDemandUsdPerHour = in.optionalNumber("on_demand_usd_per_hour", 0, kBig).value_or(0);
    inst.spotUsdPerHour = in.optionalNumber("spot_usd_per_hour", 0, kBig);
    inst.spotUsdPerHourMax = in.optionalNumber("spot_usd_per_hour_max", 0, kBig);
    if (in.has("spot_interruption_band") && !in.raw("spot_interruption_band").is_null())
        inst.spotInterruptionBand = in.string("spot_interruption_band");
    inst.priceDate = in.string("price_date");
    inst.priceSource = in.string("price_source");
    inst.spotPriceDate = in.string("spot_price_date");
    inst.reserved1yUsdPerHour = in.optionalNumber("reserved_1y_usd_per_hour", 0, kBig);
    inst.reserved3yUsdPerHour = in.optionalNumber("reserved_3y_usd_per_hour", 0, kBig);
    inst.capacityBlockUsdPerHour = in.optionalNumber("capacity_block_usd_per_hour", 0, kBig);
    inst.commitmentPriceDate = in.string("commitment_price_date");
    inst.commitmentPriceSource = in.string("commitment_price_source");
    if (in.has("regions")) {
        const nlohmann::json &regions = in.raw("regions");
        if (!regions.is_array())
            detail::fail(in.path("regions"), DiagCode::WrongType,
                         {termName(DiagTerm::Array), detail::typeName(regions)});
        for (std::size_t i = 0; i < regions.size(); ++i) {
            ObjectReader region(regions[i], in.path("regions") + "[" + std::to_string(i) + "]");
            RegionPrice price;
            price.region = region.string("region");
            price.onDemandUsdPerHour
                = region.optionalNumber("on_demand_usd_per_hour", 0, kBig).value_or(0);
            price.spotUsdPerHour = region.optionalNumber("spot_usd_per_hour", 0, kBig);
            price.priceDate = region.string("price_date");
            price.priceSource = region.string("price_source");
            region.rejectUnknownKeys();
            if (price.region.empty())
                detail::fail(region.path("region"), DiagCode::Missing);
            inst.regionPrices.push_back(std::move(price));
        }
    }
    inst.sources = in.string("sources");
    inst.notes = in.string("notes");
    in.rejectUnknownKeys({"spot_interruption_band", "vcpus", "ram_gib", "regions"});
    if (inst.id.empty())
        detail::fail(in.path("id"), DiagCode::Missing);
    return inst;
}

StoragePrice readStorage(ObjectReader in)
{
    StoragePrice price;
    price.id = in.string("id");
    price.provider = in.string("provider");
    price.service = in.string("service");
    price.usdPerGbMonth = in.number("usd_per_gb_month", 0, 0, kBig);
    price.date = in.string("date");
    price.sources = in.string("sources");
    in.rejectUnknownKeys({"notes", "region", "unit"});
    return price;
}

EgressPrice readEgress(ObjectReader in)
{
    EgressPrice price;
    price.provider = in.string("provider");
    price.usdPerGb = in.number("usd_per_gb", 0, 0, kBig);
    price.date = in.string("date");
    price.sources = in.string("sources");
    in.rejectUnknownKeys({"notes", "id", "region"});
    return price;
}

Preset readPreset(ObjectReader in, const Catalog &catalog)
{
    Preset preset;
    preset.id = in.string("id");
    preset.name = in.string("name", preset.id);
    preset.model = detail::readModel(in.object("model"), catalog, /*allowPreset=*/false);
    preset.sources = in.string("sources");
    in.rejectUnknownKeys({"notes"});
    return preset;
}

void readDefaults(ObjectReader in, CatalogDefaults &d)
{
    d.nodeMtbfH = in.number("node_mtbf_h", d.nodeMtbfH, 0.001, kBig);
    d.nodeMtbfSource = in.string("node_mtbf_source", d.nodeMtbfSource);
    d.spotInterruptionsPerNodeHour
        = in.number("spot_interruptions_per_node_hour", d.spotInterruptionsPerNodeHour, 0, 1e3);
    d.spotSource = in.string("spot_source", d.spotSource);
    if (in.has("spot_band_rates")) {
        ObjectReader bands = in.object("spot_band_rates");
        for (const auto &[band, value] : in.raw("spot_band_rates").items())
            d.spotBandRates[band] = bands.number(band, 0, 0, 1e3);
    }
    d.checkpointWriteGbpsPerNode
        = in.number("checkpoint_write_gbps_per_node", d.checkpointWriteGbpsPerNode, 0.001, kBig);
    d.checkpointSource = in.string("checkpoint_source", d.checkpointSource);
    d.restartH = in.number("restart_h", d.restartH, 0, 1e4);
    d.restartSource = in.string("restart_source", d.restartSource);
    d.gpuSpeedSigma = in.number("gpu_speed_sigma", d.gpuSpeedSigma, 0, 0.5);
    d.gpuSpeedSource = in.string("gpu_speed_source", d.gpuSpeedSource);
    d.storageUsdPerGbMonth = in.number("storage_usd_per_gb_month", d.storageUsdPerGbMonth, 0, kBig);
    d.egressUsdPerGb = in.number("egress_usd_per_gb", d.egressUsdPerGb, 0, kBig);
    in.rejectUnknownKeys();
}

template<typename T, typename Key> void upsert(std::vector<T> &items, T item, Key key)
{
    const auto it = std::find_if(items.begin(), items.end(),
                                 [&](const T &other) { return key(other) == key(item); });
    if (it != items.end())
        *it = std::move(item);
    else
        items.push_back(std::move(item));
}

/// Reads \p text on top of \p catalog: sections present replace or add entries by id.
void readInto(std::string_view text, Catalog &catalog)
{
    const nlohmann::json document = detail::parseJson(text);
    ObjectReader in(document, {});
    const std::string format = in.string("format");
    if (format != "scaleplan.catalog")
        detail::fail("format", DiagCode::WrongFormat, {format, "scaleplan.catalog"});
    const std::int64_t version = in.integer("version", 1, 0, 1000000);
    if (version != 1)
        detail::fail("version", DiagCode::UnsupportedVersion, {std::to_string(version), "1"});
    catalog.generated = in.string("generated", catalog.generated);
    catalog.priceCaveat = in.string("price_caveat", catalog.priceCaveat);

    for (const char *section : {"gpus", "instances", "storage", "egress", "presets"}) {
        if (!in.has(section))
            continue;
        const nlohmann::json &array = in.raw(section);
        if (!array.is_array())
            detail::fail(section, DiagCode::WrongType,
                         {termName(DiagTerm::Array), detail::typeName(array)});
        for (std::size_t i = 0; i < array.size(); ++i) {
            ObjectReader entry(array[i], std::string(section) + "[" + std::to_string(i) + "]");
            const std::string name = section;
            if (name == "gpus")
                upsert(catalog.gpus, readGpu(entry), [](const Gpu &g) { return g.id; });
            else if (name == "instances")
                upsert(catalog.instances, readInstance(entry),
                       [](const Instance &x) { return x.id; });
            else if (name == "storage")
                upsert(catalog.storage, readStorage(entry),
                       [](const StoragePrice &x) { return x.id; });
            else if (name == "egress")
                upsert(catalog.egress, readEgress(entry),
                       [](const EgressPrice &x) { return x.provider; });
            else
                upsert(catalog.presets, readPreset(entry, catalog),
                       [](const Preset &x) { return x.id; });
        }
    }
    if (in.has("defaults"))
        readDefaults(in.object("defaults"), catalog.defaults);
    in.rejectUnknownKeys({"gpus", "instances", "storage", "egress", "presets", "defaults"});

    for (std::size_t i = 0; i < catalog.instances.size(); ++i) {
        if (catalog.findGpu(catalog.instances[i].gpu) == nullptr)
            detail::fail("instances[" + std::to_string(i) + "].gpu", DiagCode::UnknownGpu,
                         {catalog.instances[i].gpu,
                          detail::nearestIds(catalog.instances[i].gpu, catalog.gpus)});
    }
}

CatalogLoad load(std::string_view text, Catalog base)
{
    try {
        readInto(text, base);
        return {std::move(base), {}};
    } catch (const detail::InputError &error) {
        return {std::nullopt, error.diagnostic};
    }
}

} // namespace

double usableMemoryGb(const Gpu &gpu)
{
    const double ecc = gpu.memoryEccInBand ? kInBandEccShare : 1.0;
    return gpu.memoryGb * kBytesPerGiB * ecc * kCudaVisibleShare / 1e9;
}

double Gpu::peakFlops(Precision precision) const
{
    const double sixteen = bf16Tflops > 0 ? bf16Tflops : fp16Tflops;
    double tflops = 0;
    switch (precision) {
    case Precision::Fp8:
        tflops = fp8Tflops > 0 ? fp8Tflops : sixteen;
        break;
    case Precision::Bf16:
        tflops = sixteen;
        break;
    case Precision::Fp16:
        tflops = fp16Tflops > 0 ? fp16Tflops : bf16Tflops;
        break;
    case Precision::Fp32:
        tflops = fp32Tflops;
        break;
    }
    if (tflops <= 0)
        tflops = fp32Tflops > 0 ? fp32Tflops : sixteen;
    return tflops * 1e12;
}

const Gpu *Catalog::findGpu(std::string_view id) const
{
    const auto it
        = std::find_if(gpus.begin(), gpus.end(), [&](const Gpu &g) { return g.id == id; });
    return it == gpus.end() ? nullptr : &*it;
}

const Instance *Catalog::findInstance(std::string_view id) const
{
    const auto it = std::find_if(instances.begin(), instances.end(),
                                 [&](const Instance &i) { return i.id == id; });
    return it == instances.end() ? nullptr : &*it;
}

const Preset *Catalog::findPreset(std::string_view id) const
{
    const auto it
        = std::find_if(presets.begin(), presets.end(), [&](const Preset &p) { return p.id == id; });
    return it == presets.end() ? nullptr : &*it;
}

double Catalog::storageUsdPerGbMonth(std::string_view provider) const
{
    for (const StoragePrice &price : storage) {
        if (price.provider == provider)
            return price.usdPerGbMonth; // the first listed per provider is the object store
    }
    return defaults.storageUsdPerGbMonth;
}

double Catalog::egressUsdPerGb(std::string_view provider) const
{
    for (const EgressPrice &price : egress) {
        if (price.provider == provider)
            return price.usdPerGb;
    }
    return defaults.egressUsdPerGb;
}

double Catalog::spotInterruptionsPerNodeHour(const Instance *instance) const
{
    if (instance != nullptr && !instance->spotInterruptionBand.empty()) {
        const auto it = defaults.spotBandRates.find(instance->spotInterruptionBand);
        if (it != defaults.spotBandRates.end())
            return it->second;
    }
    return defaults.spotInterruptionsPerNodeHour;
}

const Catalog &builtinCatalog()
{
    static const Catalog catalog = [] {
        CatalogLoad loaded = load(detail::builtinCatalogJson(), Catalog{});
        if (!loaded.catalog) {
            // The built-in file is tested; reaching this is a build defect.
            std::cerr << "scaleplan: built-in catalog: " << formatLine(loaded.error) << '\n';
            std::abort();
        }
        return *std::move(loaded.catalog);
    }();
    return catalog;
}

namespace {

/// Sets \p key only when \p value is present (> 0): absent optional figures are left out,
/// as the reader expects them (a null would not read back as a required number).
void putIfSet(nlohmann::json &object, const char *key, double value)
{
    if (value > 0)
        object[key] = value;
}

void putIfSet(nlohmann::json &object, const char *key, const std::optional<double> &value)
{
    if (value)
        object[key] = *value;
}

void putIfSet(nlohmann::json &object, const char *key, const std::string &value)
{
    if (!value.empty())
        object[key] = value;
}

nlohmann::json modelToJson(const ModelSpec &m)
{
    nlohmann::json model;
    if (m.kind == ModelKind::Generic) {
        model = {{"kind", enumName(m.kind)},
                 {"parameters", m.parameters},
                 {"training_flops_per_sample", m.trainingFlopsPerSample},
                 {"activation_gb_per_sample", m.activationGbPerSample}};
    } else {
        model = {{"kind", enumName(m.kind)},
                 {"layers", m.layers},
                 {"hidden", m.hidden},
                 {"heads", m.heads},
                 {"kv_heads", m.kvHeads},
                 {"ffn_hidden", m.ffnHidden},
                 {"vocab", m.vocab},
                 {"seq_len", m.seqLen},
                 {"mlp", enumName(m.mlp)},
                 {"experts", m.experts},
                 {"experts_per_token", m.expertsPerToken},
                 {"tied_embeddings", m.tiedEmbeddings},
                 {"attention_dropout", m.attentionDropout},
                 {"hidden_dropout", m.hiddenDropout},
                 {"biases", biasesName(m.biases)},
                 {"normalization", normalizationName(m.normalization)},
                 {"position_encoding", positionEncodingName(m.positions)}};
    }
    putIfSet(model, "compute_efficiency", m.computeEfficiency); // 0 = the documented default
    putIfSet(model, "memory_traffic_gb_per_sample", m.memoryTrafficGbPerSample);
    if (m.kind != ModelKind::Generic)
        detail::writeShapeAdditions(model, m);
    return model;
}

nlohmann::json gpuToJson(const Gpu &g)
{
    nlohmann::json tflops = nlohmann::json::object();
    putIfSet(tflops, "fp32", g.fp32Tflops);
    putIfSet(tflops, "tf32", g.tf32Tflops);
    putIfSet(tflops, "bf16", g.bf16Tflops);
    putIfSet(tflops, "fp16", g.fp16Tflops);
    putIfSet(tflops, "fp8", g.fp8Tflops);
    nlohmann::json gpu{{"id", g.id},
                       {"name", g.name},
                       {"memory_gb", g.memoryGb},
                       {"memory_bandwidth_gbs", g.memoryBandwidthGBs},
                       {"tflops", tflops},
                       {"scaleup_link", g.scaleUpLink},
                       {"sources", g.sources},
                       {"notes", g.notes}};
    if (g.memoryEccInBand)
        gpu["memory_ecc_in_band"] = true;
    putIfSet(gpu, "measured_matmul_tflops", g.measuredMatmulTflops);
    putIfSet(gpu, "measured_matmul_fp8_tflops", g.measuredMatmulFp8Tflops);
    if (g.measuredMatmulShape[0] > 0)
        gpu["measured_matmul_shape"] = g.measuredMatmulShape;
    if (g.measuredMatmulFp8Shape[0] > 0)
        gpu["measured_matmul_fp8_shape"] = g.measuredMatmulFp8Shape;
    putIfSet(gpu, "compute_capability", g.computeCapability);
    putIfSet(gpu, "measured_sustained_matmul_tflops", g.measuredSustainedMatmulTflops);
    putIfSet(gpu, "sm_count", static_cast<double>(g.smCount));
    putIfSet(gpu, "scaleup_gbs_unidir", g.scaleUpGBsUnidir);
    putIfSet(gpu, "tdp_w", g.tdpW);
    putIfSet(gpu, "measured_memory_bandwidth_gbs", g.measuredMemoryBandwidthGBs);
    putIfSet(gpu, "measured_fp32_tflops", g.measuredFp32Tflops);
    putIfSet(gpu, "measured_bf16_tflops", g.measuredBf16Tflops);
    putIfSet(gpu, "measured_fp16_tflops", g.measuredFp16Tflops);
    putIfSet(gpu, "measured_scaleup_gbs_unidir", g.measuredScaleUpGBsUnidir);
    putIfSet(gpu, "measured_fp16_share", g.measuredFp16Share);
    if (g.calibratedMatmul != 1 || g.calibratedMemory != 1 || g.calibratedLink != 1) {
        gpu["calibration"] = {{"matmul", g.calibratedMatmul},
                              {"memory", g.calibratedMemory},
                              {"in_node_link", g.calibratedLink}};
    }
    return gpu;
}

nlohmann::json instanceToJson(const Instance &i)
{
    nlohmann::json instance{{"id", i.id},
                            {"provider", i.provider},
                            {"type", i.type},
                            {"region", i.region},
                            {"gpu", i.gpu},
                            {"gpus", i.gpus},
                            {"inter_node_note", i.interNodeNote},
                            {"intra_node_link", i.intraNodeLink},
                            {"price_date", i.priceDate},
                            {"sources", i.sources},
                            {"notes", i.notes}};
    putIfSet(instance, "inter_node_gbps", i.interNodeGbps);
    putIfSet(instance, "nic_efficiency", i.nicEfficiency);
    putIfSet(instance, "on_demand_usd_per_hour", i.onDemandUsdPerHour);
    putIfSet(instance, "spot_usd_per_hour", i.spotUsdPerHour);
    putIfSet(instance, "spot_usd_per_hour_max", i.spotUsdPerHourMax);
    putIfSet(instance, "spot_interruption_band", i.spotInterruptionBand);
    putIfSet(instance, "price_source", i.priceSource);
    putIfSet(instance, "spot_price_date", i.spotPriceDate);
    putIfSet(instance, "reserved_1y_usd_per_hour", i.reserved1yUsdPerHour);
    putIfSet(instance, "reserved_3y_usd_per_hour", i.reserved3yUsdPerHour);
    putIfSet(instance, "capacity_block_usd_per_hour", i.capacityBlockUsdPerHour);
    putIfSet(instance, "commitment_price_date", i.commitmentPriceDate);
    putIfSet(instance, "commitment_price_source", i.commitmentPriceSource);
    if (!i.regionPrices.empty()) {
        nlohmann::json regions = nlohmann::json::array();
        for (const RegionPrice &p : i.regionPrices) {
            nlohmann::json region{
                {"region", p.region}, {"price_date", p.priceDate}, {"price_source", p.priceSource}};
            putIfSet(region, "on_demand_usd_per_hour", p.onDemandUsdPerHour);
            putIfSet(region, "spot_usd_per_hour", p.spotUsdPerHour);
            regions.push_back(std::move(region));
        }
        instance["regions"] = std::move(regions);
    }
    return instance;
}

} // namespace

std::string catalogToJson(const Catalog &catalog)
{
    nlohmann::json gpus = nlohmann::json::array();
    for (const Gpu &g : catalog.gpus)
        gpus.push_back(gpuToJson(g));
    nlohmann::json instances = nlohmann::json::array();
    for (const Instance &i : catalog.instances)
        instances.push_back(instanceToJson(i));
    nlohmann::json storage = nlohmann::json::array();
    for (const StoragePrice &p : catalog.storage)
        storage.push_back({{"id", p.id},
                           {"provider", p.provider},
                           {"service", p.service},
                           {"usd_per_gb_month", p.usdPerGbMonth},
                           {"date", p.date},
                           {"sources", p.sources}});
    nlohmann::json egress = nlohmann::json::array();
    for (const EgressPrice &p : catalog.egress)
        egress.push_back({{"provider", p.provider},
                          {"usd_per_gb", p.usdPerGb},
                          {"date", p.date},
                          {"sources", p.sources}});
    nlohmann::json presets = nlohmann::json::array();
    for (const Preset &p : catalog.presets)
        presets.push_back({{"id", p.id},
                           {"name", p.name},
                           {"model", modelToJson(p.model)},
                           {"sources", p.sources}});
    const CatalogDefaults &d = catalog.defaults;
    nlohmann::json defaults{{"node_mtbf_h", d.nodeMtbfH},
                            {"node_mtbf_source", d.nodeMtbfSource},
                            {"spot_interruptions_per_node_hour", d.spotInterruptionsPerNodeHour},
                            {"spot_band_rates", d.spotBandRates},
                            {"spot_source", d.spotSource},
                            {"checkpoint_write_gbps_per_node", d.checkpointWriteGbpsPerNode},
                            {"checkpoint_source", d.checkpointSource},
                            {"restart_h", d.restartH},
                            {"restart_source", d.restartSource},
                            {"gpu_speed_sigma", d.gpuSpeedSigma},
                            {"gpu_speed_source", d.gpuSpeedSource},
                            {"storage_usd_per_gb_month", d.storageUsdPerGbMonth},
                            {"egress_usd_per_gb", d.egressUsdPerGb}};
    return nlohmann::json{{"format", "scaleplan.catalog"},
                          {"version", 1},
                          {"generated", catalog.generated},
                          {"price_caveat", catalog.priceCaveat},
                          {"gpus", gpus},
                          {"instances", instances},
                          {"storage", storage},
                          {"egress", egress},
                          {"presets", presets},
                          {"defaults", defaults}}
               .dump(2)
           + "\n";
}

std::optional<double> Instance::usdPerHour(Commitment commitment) const
{
    switch (commitment) {
    case Commitment::OnDemand:
        return onDemandUsdPerHour > 0 ? std::optional<double>(onDemandUsdPerHour) : std::nullopt;
    case Commitment::Reserved1y:
        return reserved1yUsdPerHour;
    case Commitment::Reserved3y:
        return reserved3yUsdPerHour;
    case Commitment::CapacityBlock:
        return capacityBlockUsdPerHour;
    }
    return std::nullopt;
}

std::optional<RegionPrice> Instance::pricesIn(std::string_view where) const
{
    if (where.empty() || where == region)
        return RegionPrice{region, onDemandUsdPerHour, spotUsdPerHour, priceDate, priceSource};
    for (const RegionPrice &price : regionPrices) {
        if (price.region == where)
            return price;
    }
    return std::nullopt;
}

std::optional<YearMonth> parseYearMonth(std::string_view date)
{
    const auto digits = [&](std::size_t from, std::size_t count) {
        int value = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (date[i] < '0' || date[i] > '9')
                return -1;
            value = value * 10 + (date[i] - '0');
        }
        return value;
    };
    if (date.size() < 7 || date[4] != '-'
        || (date.size() > 7 && std::isdigit(static_cast<unsigned char>(date[7]))))
        return std::nullopt;
    const int year = digits(0, 4);
    const int month = digits(5, 2);
    if (year < 1900 || month < 1 || month > 12)
        return std::nullopt;
    return YearMonth{year, month};
}

int monthsBetween(YearMonth from, YearMonth to)
{
    return (to.year - from.year) * 12 + (to.month - from.month);
}

YearMonth currentYearMonth()
{
    // Tests fix the month (scaleplan_add_test sets it), so prices ageing never changes them.
    if (const char *fixed = std::getenv("SCALEPLAN_TODAY")) {
        if (const std::optional<YearMonth> month = parseYearMonth(fixed))
            return *month;
    }
    const std::chrono::year_month_day today{
        std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
    return {static_cast<int>(today.year()), static_cast<int>(static_cast<unsigned>(today.month()))};
}

CatalogLoad parseCatalog(std::string_view jsonText)
{
    return load(jsonText, Catalog{});
}

CatalogLoad overlayCatalog(const Catalog &base, std::string_view jsonText)
{
    return load(jsonText, base);
}

std::string userCatalogPath(bool *named)
{
    const auto variable = [](const char *name) {
        const char *value = std::getenv(name);
        return std::string(value != nullptr ? value : "");
    };
    if (named != nullptr)
        *named = false;
    if (std::string given = variable("SCALEPLAN_CATALOG"); !given.empty()) {
        if (named != nullptr)
            *named = true;
        return given;
    }
    std::filesystem::path config = variable("XDG_CONFIG_HOME");
    if (config.empty()) {
        const std::string home = variable("HOME");
        if (home.empty())
            return {};
        config = std::filesystem::path(home) / ".config";
    }
    return (config / "scaleplan" / "catalog.json").string();
}

namespace {

bool isCatalogObject(const nlohmann::json &document)
{
    return document.is_object() && document.contains("format")
           && document["format"] == "scaleplan.catalog";
}

} // namespace

std::optional<std::string> mergeCatalogEntries(std::string_view existingJson,
                                               std::string_view entriesJson)
{
    const auto blank = [](std::string_view text) {
        return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
    };
    // Read with the readers' limits (size, nesting, duplicate keys): the result is dumped,
    // which recurses.
    const auto read = [](std::string_view text) -> std::optional<nlohmann::json> {
        try {
            return detail::parseJson(text);
        } catch (const detail::InputError &) {
            return std::nullopt;
        }
    };
    nlohmann::json document{{"format", "scaleplan.catalog"}, {"version", 1}};
    if (!blank(existingJson)) {
        std::optional<nlohmann::json> existing = read(existingJson);
        if (!existing)
            return std::nullopt;
        document = std::move(*existing);
    }
    const std::optional<nlohmann::json> readEntries = read(entriesJson);
    if (!readEntries || !isCatalogObject(document) || !isCatalogObject(*readEntries))
        return std::nullopt;
    const nlohmann::json &entries = *readEntries;
    for (const char *section : {"gpus", "instances", "storage", "egress", "presets"}) {
        if (!entries.contains(section) || !entries[section].is_array())
            continue;
        const char *key = std::string_view(section) == "egress" ? "provider" : "id";
        nlohmann::json &array = document[section];
        if (!array.is_array())
            array = nlohmann::json::array();
        for (const nlohmann::json &entry : entries[section]) {
            const auto sameId = [&](const nlohmann::json &e) {
                return e.is_object() && entry.is_object() && e.contains(key) && entry.contains(key)
                       && e[key] == entry[key];
            };
            const auto same = std::find_if(array.begin(), array.end(), sameId);
            if (same != array.end())
                *same = entry;
            else
                array.push_back(entry);
        }
    }
    return document.dump(2) + "\n";
}

} // namespace scaleplan::engine
