// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Catalog.h"

#include "EmbeddedData.h"
#include "JsonReader.h"
#include "ModelReader.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>

namespace scaleplan::engine {

using detail::ObjectReader;

namespace {

constexpr double kBig = 1e12;

Gpu readGpu(ObjectReader in)
{
    Gpu gpu;
    gpu.id = in.string("id");
    gpu.name = in.string("name", gpu.id);
    gpu.memoryGb = in.number("memory_gb", 0, 0.001, 1e6);
    gpu.memoryBandwidthGBs = in.number("memory_bandwidth_gbs", 0, 0.001, 1e7);
    ObjectReader tflops = in.object("tflops");
    gpu.fp32Tflops = tflops.optionalNumber("fp32", 0, kBig).value_or(0);
    gpu.tf32Tflops = tflops.optionalNumber("tf32", 0, kBig).value_or(0);
    gpu.bf16Tflops = tflops.optionalNumber("bf16", 0, kBig).value_or(0);
    gpu.fp16Tflops = tflops.optionalNumber("fp16", 0, kBig).value_or(0);
    gpu.fp8Tflops = tflops.optionalNumber("fp8", 0, kBig).value_or(0);
    tflops.rejectUnknownKeys();
    gpu.measuredMatmulTflops = in.optionalNumber("measured_matmul_tflops", 0, kBig).value_or(0);
    gpu.measuredMatmulFp8Tflops = in.optionalNumber("measured_matmul_fp8_tflops", 0, kBig).value_or(0);
    gpu.smCount = static_cast<int>(in.optionalNumber("sm_count", 0, 1e5).value_or(0));
    gpu.scaleUpLink = in.string("scaleup_link");
    gpu.scaleUpGBsUnidir = in.optionalNumber("scaleup_gbs_unidir", 0, kBig).value_or(0);
    gpu.tdpW = in.optionalNumber("tdp_w", 0, 1e6).value_or(0);
    gpu.measuredMemoryBandwidthGBs =
        in.optionalNumber("measured_memory_bandwidth_gbs", 0, 1e7).value_or(0);
    gpu.measuredFp32Tflops = in.optionalNumber("measured_fp32_tflops", 0, kBig).value_or(0);
    gpu.measuredBf16Tflops = in.optionalNumber("measured_bf16_tflops", 0, kBig).value_or(0);
    gpu.measuredScaleUpGBsUnidir =
        in.optionalNumber("measured_scaleup_gbs_unidir", 0, kBig).value_or(0);
    gpu.sources = in.string("sources");
    gpu.notes = in.string("notes");
    in.rejectUnknownKeys({"vendor", "memory_type", "form_factor"});
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
    inst.intraNodeLink = in.string("intra_node_link");
    inst.onDemandUsdPerHour = in.optionalNumber("on_demand_usd_per_hour", 0, kBig).value_or(0);
    inst.spotUsdPerHour = in.optionalNumber("spot_usd_per_hour", 0, kBig);
    inst.spotUsdPerHourMax = in.optionalNumber("spot_usd_per_hour_max", 0, kBig);
    if (in.has("spot_interruption_band") && !in.raw("spot_interruption_band").is_null())
        inst.spotInterruptionBand = in.string("spot_interruption_band");
    inst.priceDate = in.string("price_date");
    inst.sources = in.string("sources");
    inst.notes = in.string("notes");
    in.rejectUnknownKeys({"spot_interruption_band", "vcpus", "ram_gib"});
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
    d.spotInterruptionsPerNodeHour = in.number("spot_interruptions_per_node_hour",
                                               d.spotInterruptionsPerNodeHour, 0, 1e3);
    d.spotSource = in.string("spot_source", d.spotSource);
    if (in.has("spot_band_rates")) {
        ObjectReader bands = in.object("spot_band_rates");
        for (const auto &[band, value] : in.raw("spot_band_rates").items())
            d.spotBandRates[band] = bands.number(band, 0, 0, 1e3);
    }
    d.checkpointWriteGbpsPerNode = in.number("checkpoint_write_gbps_per_node",
                                             d.checkpointWriteGbpsPerNode, 0.001, kBig);
    d.checkpointSource = in.string("checkpoint_source", d.checkpointSource);
    d.restartH = in.number("restart_h", d.restartH, 0, 1e4);
    d.restartSource = in.string("restart_source", d.restartSource);
    d.storageUsdPerGbMonth = in.number("storage_usd_per_gb_month", d.storageUsdPerGbMonth, 0, kBig);
    d.egressUsdPerGb = in.number("egress_usd_per_gb", d.egressUsdPerGb, 0, kBig);
    in.rejectUnknownKeys();
}

template<typename T, typename Key>
void upsert(std::vector<T> &items, T item, Key key)
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
            detail::fail(section, DiagCode::WrongType, {"an array", detail::typeName(array)});
        for (std::size_t i = 0; i < array.size(); ++i) {
            ObjectReader entry(array[i], std::string(section) + "[" + std::to_string(i) + "]");
            const std::string name = section;
            if (name == "gpus")
                upsert(catalog.gpus, readGpu(entry), [](const Gpu &g) { return g.id; });
            else if (name == "instances")
                upsert(catalog.instances, readInstance(entry), [](const Instance &x) { return x.id; });
            else if (name == "storage")
                upsert(catalog.storage, readStorage(entry), [](const StoragePrice &x) { return x.id; });
            else if (name == "egress")
                upsert(catalog.egress, readEgress(entry), [](const EgressPrice &x) { return x.provider; });
            else
                upsert(catalog.presets, readPreset(entry, catalog), [](const Preset &x) { return x.id; });
        }
    }
    if (in.has("defaults"))
        readDefaults(in.object("defaults"), catalog.defaults);
    in.rejectUnknownKeys({"gpus", "instances", "storage", "egress", "presets", "defaults"});

    for (std::size_t i = 0; i < catalog.instances.size(); ++i) {
        if (catalog.findGpu(catalog.instances[i].gpu) == nullptr)
            detail::fail("instances[" + std::to_string(i) + "].gpu", DiagCode::UnknownGpu,
                         {catalog.instances[i].gpu});
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
    const auto it = std::find_if(gpus.begin(), gpus.end(), [&](const Gpu &g) { return g.id == id; });
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
    const auto it = std::find_if(presets.begin(), presets.end(),
                                 [&](const Preset &p) { return p.id == id; });
    return it == presets.end() ? nullptr : &*it;
}

double Catalog::storageUsdPerGbMonth(std::string_view provider) const
{
    for (const StoragePrice &price : storage) {
        if (price.provider == provider)
            return price.usdPerGbMonth;  // the first listed per provider is the object store
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

nlohmann::json orNull(double value)
{
    return value > 0 ? nlohmann::json(value) : nlohmann::json(nullptr);
}

nlohmann::json orNull(const std::optional<double> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json modelToJson(const ModelSpec &m)
{
    if (m.kind == ModelKind::Generic)
        return {{"kind", "generic"}, {"parameters", m.parameters},
                {"training_flops_per_sample", m.trainingFlopsPerSample},
                {"activation_gb_per_sample", m.activationGbPerSample},
                {"compute_efficiency", orNull(m.computeEfficiency)}};
    return {{"kind", "transformer"}, {"layers", m.layers}, {"hidden", m.hidden},
            {"heads", m.heads}, {"kv_heads", m.kvHeads}, {"ffn_hidden", m.ffnHidden},
            {"vocab", m.vocab}, {"seq_len", m.seqLen},
            {"mlp", m.mlp == MlpKind::SwiGlu ? "swiglu" : "gelu"}, {"experts", m.experts},
            {"experts_per_token", m.expertsPerToken}, {"tied_embeddings", m.tiedEmbeddings}};
}

} // namespace

std::string catalogToJson(const Catalog &catalog)
{
    nlohmann::json gpus = nlohmann::json::array();
    for (const Gpu &g : catalog.gpus)
        gpus.push_back({{"id", g.id}, {"name", g.name}, {"memory_gb", g.memoryGb},
                        {"memory_bandwidth_gbs", g.memoryBandwidthGBs},
                        {"tflops", {{"fp32", orNull(g.fp32Tflops)}, {"tf32", orNull(g.tf32Tflops)},
                                    {"bf16", orNull(g.bf16Tflops)}, {"fp16", orNull(g.fp16Tflops)},
                                    {"fp8", orNull(g.fp8Tflops)}}},
                        {"measured_matmul_tflops", orNull(g.measuredMatmulTflops)},
                        {"measured_matmul_fp8_tflops", orNull(g.measuredMatmulFp8Tflops)},
                        {"sm_count", g.smCount}, {"scaleup_link", g.scaleUpLink},
                        {"scaleup_gbs_unidir", orNull(g.scaleUpGBsUnidir)}, {"tdp_w", orNull(g.tdpW)},
                        {"measured_memory_bandwidth_gbs", orNull(g.measuredMemoryBandwidthGBs)},
                        {"measured_fp32_tflops", orNull(g.measuredFp32Tflops)},
                        {"measured_bf16_tflops", orNull(g.measuredBf16Tflops)},
                        {"measured_scaleup_gbs_unidir", orNull(g.measuredScaleUpGBsUnidir)},
                        {"sources", g.sources}, {"notes", g.notes}});
    nlohmann::json instances = nlohmann::json::array();
    for (const Instance &i : catalog.instances)
        instances.push_back({{"id", i.id}, {"provider", i.provider}, {"type", i.type},
                             {"region", i.region}, {"gpu", i.gpu}, {"gpus", i.gpus},
                             {"inter_node_gbps", orNull(i.interNodeGbps)},
                             {"inter_node_note", i.interNodeNote},
                             {"intra_node_link", i.intraNodeLink},
                             {"on_demand_usd_per_hour", orNull(i.onDemandUsdPerHour)},
                             {"spot_usd_per_hour", orNull(i.spotUsdPerHour)},
                             {"spot_usd_per_hour_max", orNull(i.spotUsdPerHourMax)},
                             {"spot_interruption_band", i.spotInterruptionBand.empty()
                                                            ? nlohmann::json(nullptr)
                                                            : nlohmann::json(i.spotInterruptionBand)},
                             {"price_date", i.priceDate}, {"sources", i.sources}, {"notes", i.notes}});
    nlohmann::json storage = nlohmann::json::array();
    for (const StoragePrice &p : catalog.storage)
        storage.push_back({{"id", p.id}, {"provider", p.provider}, {"service", p.service},
                           {"usd_per_gb_month", p.usdPerGbMonth}, {"date", p.date},
                           {"sources", p.sources}});
    nlohmann::json egress = nlohmann::json::array();
    for (const EgressPrice &p : catalog.egress)
        egress.push_back({{"provider", p.provider}, {"usd_per_gb", p.usdPerGb}, {"date", p.date},
                          {"sources", p.sources}});
    nlohmann::json presets = nlohmann::json::array();
    for (const Preset &p : catalog.presets)
        presets.push_back({{"id", p.id}, {"name", p.name}, {"model", modelToJson(p.model)},
                           {"sources", p.sources}});
    const CatalogDefaults &d = catalog.defaults;
    nlohmann::json defaults{{"node_mtbf_h", d.nodeMtbfH}, {"node_mtbf_source", d.nodeMtbfSource},
                            {"spot_interruptions_per_node_hour", d.spotInterruptionsPerNodeHour},
                            {"spot_band_rates", d.spotBandRates}, {"spot_source", d.spotSource},
                            {"checkpoint_write_gbps_per_node", d.checkpointWriteGbpsPerNode},
                            {"checkpoint_source", d.checkpointSource}, {"restart_h", d.restartH},
                            {"restart_source", d.restartSource},
                            {"storage_usd_per_gb_month", d.storageUsdPerGbMonth},
                            {"egress_usd_per_gb", d.egressUsdPerGb}};
    return nlohmann::json{{"format", "scaleplan.catalog"}, {"version", 1},
                          {"generated", catalog.generated}, {"price_caveat", catalog.priceCaveat},
                          {"gpus", gpus}, {"instances", instances}, {"storage", storage},
                          {"egress", egress}, {"presets", presets}, {"defaults", defaults}}
               .dump(2)
           + "\n";
}

CatalogLoad parseCatalog(std::string_view jsonText)
{
    return load(jsonText, Catalog{});
}

CatalogLoad overlayCatalog(const Catalog &base, std::string_view jsonText)
{
    return load(jsonText, base);
}

} // namespace scaleplan::engine
