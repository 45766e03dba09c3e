// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/ScenarioName.h"

#include <cmath>
#include <cstdio>

namespace scaleplan::engine {

namespace {

/// 1e12 as "1T", 3e11 as "300B", 2.5e12 as "2.5T", 1.2e6 as "1.2M".
std::string compactCount(double value)
{
    struct Scale
    {
        double size;
        const char *suffix;
    };
    static constexpr Scale kScales[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
    for (const Scale &scale : kScales) {
        if (value >= scale.size) {
            char buffer[32];
            std::snprintf(buffer, sizeof buffer, "%.3g%s", value / scale.size, scale.suffix);
            return buffer;
        }
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.0f", value);
    return buffer;
}

std::string modelPart(const Scenario &s, const Catalog &catalog)
{
    if (const Preset *preset = catalog.findPreset(s.model.preset))
        return preset->name;
    return s.model.kind == ModelKind::Generic ? "Custom network" : "Custom model";
}

std::string amountPart(const Scenario &s)
{
    const TrainingSpec &t = s.training;
    if (t.steps > 0)
        return compactCount(static_cast<double>(t.steps)) + " steps";
    if (t.tokens > 0)
        return compactCount(t.tokens) + " tokens";
    if (t.samples > 0)
        return compactCount(t.samples) + " samples";
    return {};
}

std::string clusterPart(const Scenario &s, const Catalog &catalog)
{
    const ClusterSpec &c = s.cluster;
    const std::string nodes = std::to_string(c.nodes);
    if (!c.instance.empty()) {
        const std::size_t slash = c.instance.find('/');
        return nodes + " x "
               + (slash == std::string::npos ? c.instance : c.instance.substr(slash + 1));
    }
    const Gpu *gpu = catalog.findGpu(c.gpu);
    return nodes + " x " + std::to_string(c.gpusPerNode) + " " + (gpu ? gpu->name : c.gpu);
}

} // namespace

std::string derivedScenarioName(const Scenario &scenario, const Catalog &catalog)
{
    std::string name = modelPart(scenario, catalog);
    if (const std::string amount = amountPart(scenario); !amount.empty())
        name += ", " + amount;
    return name + " on " + clusterPart(scenario, catalog);
}

bool hasDerivedName(const Scenario &scenario, const Catalog &catalog)
{
    return scenario.name.empty() || scenario.name == derivedScenarioName(scenario, catalog);
}

} // namespace scaleplan::engine
