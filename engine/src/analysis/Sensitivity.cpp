// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Sensitivity.h"

#include "scaleplan/engine/Calibration.h"
#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Risk.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

namespace scaleplan::engine {

double SensitivityRow::timeSwing() const
{
    return std::max(std::abs(timeIfLower), std::abs(timeIfHigher));
}

double SensitivityRow::costSwing() const
{
    return std::max(std::abs(costIfLower), std::abs(costIfHigher));
}

namespace {

/// The scenario and catalog an estimate is made on.
struct Variant
{
    Scenario scenario;
    Catalog catalog;
};

/// \p base on a copy of its GPU (and instance) whose rates are the catalog's times
/// \p factors: the calibration's own way of scaling a system (Calibration.h).
Variant scaledHardware(const Scenario &base, const Catalog &catalog, const HardwareFactors &factors)
{
    constexpr const char *kName = "sensitivity";
    Variant v{base, calibratedCatalog(base, catalog, factors, kName)};
    const CalibratedIds ids = calibratedIds(base, catalog, kName);
    if (!base.cluster.instance.empty()) {
        v.scenario.cluster.instance = ids.instance;
    } else {
        v.scenario.cluster.gpu = ids.gpu;
        v.scenario.cluster.interNodeGbps = base.cluster.interNodeGbps * factors.inter;
    }
    return v;
}

/// One input: how it is moved by a factor, and whether it applies at all.
struct InputProbe
{
    SensitivityInput input;
    std::function<Variant(double factor)> vary;
};

std::vector<InputProbe> probesFor(const Scenario &scenario, const Catalog &catalog,
                                  const RiskProcess &process)
{
    const auto hardware = [&scenario, &catalog](auto set) {
        return [&scenario, &catalog, set](double factor) {
            HardwareFactors factors;
            set(factors, factor);
            return scaledHardware(scenario, catalog, factors);
        };
    };
    const auto edited = [&scenario, &catalog](auto edit) {
        return [&scenario, &catalog, edit](double factor) {
            Variant v{scenario, catalog};
            edit(v.scenario, factor);
            return v;
        };
    };
    std::vector<InputProbe> probes{
        {SensitivityInput::MatmulRate, hardware([](HardwareFactors &f, double x) { f.gemm = x; })},
        {SensitivityInput::MemoryBandwidth,
         hardware([](HardwareFactors &f, double x) { f.memory = x; })},
        {SensitivityInput::InNodeLink, hardware([](HardwareFactors &f, double x) { f.intra = x; })},
        {SensitivityInput::Network, hardware([](HardwareFactors &f, double x) { f.inter = x; })},
    };
    // The price a node-hour costs this scenario: its on-demand and spot shares.
    const double spotShare = process.nodes > 0 ? process.spotNodes / process.nodes : 0.0;
    if ((1.0 - spotShare) * process.onDemandUsdPerNodeH + spotShare * process.spotUsdPerNodeH > 0) {
        probes.push_back({SensitivityInput::NodePrice, edited([&process](Scenario &s, double x) {
                              s.cluster.pricePerNodeHourUsd = process.onDemandUsdPerNodeH * x;
                              if (process.spotUsdPerNodeH > 0)
                                  s.pricing.spotPricePerNodeHourUsd = process.spotUsdPerNodeH * x;
                          })});
    }
    if (process.nodeMtbfH > 0) {
        probes.push_back({SensitivityInput::NodeMtbf, edited([&process](Scenario &s, double x) {
                              s.reliability.nodeMtbfH = process.nodeMtbfH * x;
                          })});
    }
    if (process.spotNodes > 0 && process.spotReclaimsPerNodeH > 0) {
        probes.push_back({SensitivityInput::SpotReclaims, edited([&process](Scenario &s, double x) {
                              s.reliability.spotInterruptionsPerNodeHour
                                  = process.spotReclaimsPerNodeH * x;
                          })});
    }
    const double writeGbps = scenario.reliability.checkpointWriteGbps.value_or(
        catalog.defaults.checkpointWriteGbpsPerNode * process.nodes);
    probes.push_back({SensitivityInput::CheckpointWrite, edited([writeGbps](Scenario &s, double x) {
                          s.reliability.checkpointWriteGbps = writeGbps * x;
                      })});
    return probes;
}

/// value / base - 1, 0 where either is not a positive finite number.
double relativeChange(double value, double base)
{
    if (!(base > 0) || !std::isfinite(base) || !std::isfinite(value))
        return 0.0;
    return value / base - 1.0;
}

} // namespace

Sensitivity sensitivity(const Scenario &scenario, const Catalog &catalog, double step)
{
    Sensitivity out;
    out.step = std::clamp(step, 0.01, 0.5);
    const Result base = estimate(scenario, catalog);
    const RiskProcess process = riskProcess(scenario, catalog, base);
    for (const InputProbe &probe : probesFor(scenario, catalog, process)) {
        const Variant lower = probe.vary(1.0 - out.step);
        const Variant higher = probe.vary(1.0 + out.step);
        const Result low = estimate(lower.scenario, lower.catalog);
        const Result high = estimate(higher.scenario, higher.catalog);
        out.rows.push_back({probe.input, relativeChange(low.expectedTimeH, base.expectedTimeH),
                            relativeChange(high.expectedTimeH, base.expectedTimeH),
                            relativeChange(low.costUsd.total, base.costUsd.total),
                            relativeChange(high.costUsd.total, base.costUsd.total)});
    }
    std::stable_sort(out.rows.begin(), out.rows.end(),
                     [](const SensitivityRow &a, const SensitivityRow &b) {
                         if (a.timeSwing() != b.timeSwing())
                             return a.timeSwing() > b.timeSwing();
                         return a.costSwing() > b.costSwing();
                     });
    return out;
}

/// The inputs by their names in the sensitivity CSV and JSON.
template<> struct EnumTable<SensitivityInput>
{
    static constexpr EnumName<SensitivityInput> names[]
        = {{SensitivityInput::MatmulRate, "matmul_rate"},
           {SensitivityInput::MemoryBandwidth, "memory_bandwidth"},
           {SensitivityInput::InNodeLink, "in_node_link"},
           {SensitivityInput::Network, "network"},
           {SensitivityInput::NodePrice, "node_price"},
           {SensitivityInput::NodeMtbf, "node_mtbf"},
           {SensitivityInput::SpotReclaims, "spot_reclaims"},
           {SensitivityInput::CheckpointWrite, "checkpoint_write"}};
};

const char *sensitivityInputName(SensitivityInput input)
{
    return enumName(input);
}

std::string sensitivityToJson(const Sensitivity &result)
{
    nlohmann::json rows = nlohmann::json::array();
    for (const SensitivityRow &row : result.rows) {
        rows.push_back({{"input", sensitivityInputName(row.input)},
                        {"time_if_lower", row.timeIfLower},
                        {"time_if_higher", row.timeIfHigher},
                        {"cost_if_lower", row.costIfLower},
                        {"cost_if_higher", row.costIfHigher}});
    }
    const nlohmann::json document{
        {"format", "scaleplan.sensitivity"}, {"version", 1}, {"step", result.step}, {"rows", rows}};
    return document.dump(2) + "\n";
}

std::string sensitivityToCsv(const Sensitivity &result)
{
    CsvWriter csv(
        {"input", "step", "time_if_lower", "time_if_higher", "cost_if_lower", "cost_if_higher"});
    for (const SensitivityRow &row : result.rows) {
        csv.text(sensitivityInputName(row.input))
            .number(result.step)
            .number(row.timeIfLower)
            .number(row.timeIfHigher)
            .number(row.costIfLower)
            .number(row.costIfHigher);
        csv.endRow();
    }
    return csv.str();
}

namespace {

/// \p change as a signed percentage to one decimal, "0.0%" (no sign) for what rounds to
/// zero: never "-0.0%".
std::string signedPercent(double change)
{
    char text[32];
    const double percent = 100 * change;
    if (std::abs(percent) < 0.05)
        std::snprintf(text, sizeof text, "%.1f%%", 0.0);
    else
        std::snprintf(text, sizeof text, "%+.1f%%", percent);
    return text;
}

} // namespace

std::string sensitivityToText(const Sensitivity &result)
{
    const int percent = static_cast<int>(std::lround(result.step * 100));
    char line[160];
    std::snprintf(line, sizeof line, "%-18s %14s %14s %14s %14s\n", "input (-/+ step)",
                  "time if lower", "time if higher", "cost if lower", "cost if higher");
    std::string text = "Expected time and cost with each input " + std::to_string(percent)
                       + "% lower and higher (docs/model.md 9.6)\n" + line;
    for (const SensitivityRow &row : result.rows) {
        std::snprintf(
            line, sizeof line, "%-18s %14s %14s %14s %14s\n", sensitivityInputName(row.input),
            signedPercent(row.timeIfLower).c_str(), signedPercent(row.timeIfHigher).c_str(),
            signedPercent(row.costIfLower).c_str(), signedPercent(row.costIfHigher).c_str());
        text += line;
    }
    return text;
}

} // namespace scaleplan::engine
