// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Validation.h"

#include "core/EmbeddedData.h"
#include "model/Workload.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <stdexcept>

namespace scaleplan::engine {

std::vector<PublishedRun> publishedRuns(const Catalog &catalog)
{
    const nlohmann::json document = nlohmann::json::parse(detail::publishedRunsJson());
    std::vector<PublishedRun> runs;
    for (const nlohmann::json &item : document.at("runs")) {
        PublishedRun run;
        run.id = item.at("id").get<std::string>();
        run.name = item.value("name", run.id);
        run.source = item.value("source", "");
        run.locator = item.value("locator", "");
        const ScenarioLoad load = parseScenario(item.at("scenario").dump(), catalog);
        if (!load.scenario)
            throw std::runtime_error("published run " + run.id + ": " + formatLine(load.error));
        run.scenario = *load.scenario;
        const nlohmann::json &measured = item.at("measured");
        run.metric = measured.at("metric").get<std::string>() == "tokens_per_s_per_gpu"
                         ? RunMetric::TokensPerSPerGpu
                         : RunMetric::StepTimeS;
        run.measured = measured.at("value").get<double>();
        run.derivation = measured.value("derivation", "");
        run.assumptions = item.value("assumptions", "");
        runs.push_back(std::move(run));
    }
    return runs;
}

ValidationReport validate(const Catalog &catalog)
{
    ValidationReport report;
    double sum = 0;
    for (PublishedRun &run : publishedRuns(catalog)) {
        const Result result = estimate(run.scenario, catalog);
        ValidationRow row;
        row.predicted
            = run.metric == RunMetric::StepTimeS ? result.stepTimeS : result.tokensPerSPerGpu;
        row.error = run.measured > 0 ? row.predicted / run.measured - 1.0 : 0.0;
        sum += std::abs(row.error);
        report.maxAbsError = std::max(report.maxAbsError, std::abs(row.error));
        row.run = std::move(run);
        report.rows.push_back(std::move(row));
    }
    report.meanAbsError = report.rows.empty() ? 0.0 : sum / static_cast<double>(report.rows.size());
    report.runsChecked = report.rows.size();
    return report;
}

namespace {

/// How unlike \p run's scenario \p scenario is: 0 for the same GPU, size, scale and
/// sharding. Another GPU generation outweighs any size: accuracy differs most between them.
double distance(const Scenario &scenario, const Scenario &run, const Catalog &catalog)
{
    const auto logRatio
        = [](double a, double b) { return a > 0 && b > 0 ? std::abs(std::log(a / b)) : 10.0; };
    const std::string gpu = scenarioGpuId(scenario, catalog);
    const std::string runGpu = scenarioGpuId(run, catalog);
    double d = sameGpuModel(catalog, gpu, runGpu)        ? 0.0
               : sameGpuGeneration(catalog, gpu, runGpu) ? 3.0
                                                         : 10.0;
    d += 2.0 * logRatio(detail::totalParams(scenario.model), detail::totalParams(run.model));
    d += logRatio(static_cast<double>(scenarioGpus(scenario, catalog)),
                  static_cast<double>(scenarioGpus(run, catalog)));
    d += (scenario.parallel.zero >= 3) == (run.parallel.zero >= 3) ? 0.0 : 1.0;
    return d;
}

} // namespace

std::string scenarioGpuId(const Scenario &scenario, const Catalog &catalog)
{
    if (scenario.cluster.instance.empty())
        return scenario.cluster.gpu;
    const Instance *instance = catalog.findInstance(scenario.cluster.instance);
    return instance != nullptr ? instance->gpu : std::string();
}

bool sameGpuGeneration(const Catalog &catalog, const std::string &a, const std::string &b)
{
    if (a == b)
        return true;
    const Gpu *first = catalog.findGpu(a);
    const Gpu *second = catalog.findGpu(b);
    return first != nullptr && second != nullptr && first->computeCapability > 0
           && first->computeCapability == second->computeCapability;
}

bool sameGpuModel(const Catalog &catalog, const std::string &a, const std::string &b)
{
    if (a == b)
        return true;
    const Gpu *first = catalog.findGpu(a);
    const Gpu *second = catalog.findGpu(b);
    return sameGpuGeneration(catalog, a, b) && first->bf16Tflops == second->bf16Tflops;
}

std::int64_t scenarioGpus(const Scenario &scenario, const Catalog &catalog)
{
    const ClusterSpec &cluster = scenario.cluster;
    if (cluster.instance.empty())
        return cluster.nodes * cluster.gpusPerNode;
    const Instance *instance = catalog.findInstance(cluster.instance);
    return instance != nullptr ? cluster.nodes * instance->gpus : 0;
}

std::vector<std::size_t> comparableRuns(const Scenario &scenario, const Catalog &catalog,
                                        const ValidationReport &report, std::size_t count)
{
    std::vector<double> distances;
    distances.reserve(report.rows.size());
    for (const ValidationRow &row : report.rows)
        distances.push_back(distance(scenario, row.run.scenario, catalog));
    std::vector<std::size_t> order(report.rows.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return distances[a] < distances[b]; });
    order.resize(std::min(count, order.size()));
    return order;
}

ValidationReport comparableReport(const Scenario &scenario, const Catalog &catalog,
                                  const ValidationReport &report, std::size_t count)
{
    ValidationReport selection{{}, report.meanAbsError, report.maxAbsError, report.runsChecked};
    for (const std::size_t i : comparableRuns(scenario, catalog, report, count))
        selection.rows.push_back(report.rows[i]);
    return selection;
}

std::string validationToJson(const ValidationReport &report)
{
    nlohmann::json rows = nlohmann::json::array();
    for (const ValidationRow &row : report.rows) {
        rows.push_back({{"id", row.run.id},
                        {"name", row.run.name},
                        {"metric", row.run.metric == RunMetric::StepTimeS ? "step_time_s"
                                                                          : "tokens_per_s_per_gpu"},
                        {"measured", row.run.measured},
                        {"predicted", std::isfinite(row.predicted) ? row.predicted : 0.0},
                        {"error", std::isfinite(row.error) ? row.error : 0.0},
                        {"source", row.run.source},
                        {"locator", row.run.locator}});
    }
    return nlohmann::json{{"format", "scaleplan.validation"},
                          {"version", 1},
                          {"runs", rows},
                          {"mean_abs_error", report.meanAbsError},
                          {"max_abs_error", report.maxAbsError},
                          {"runs_checked", report.runsChecked}}
               .dump(2)
           + "\n";
}

std::string validationToText(const ValidationReport &report)
{
    std::string out = "run    metric                 measured    predicted    error  name\n";
    char line[512];
    for (const ValidationRow &row : report.rows) {
        std::snprintf(line, sizeof line, "%-6s %-20s %10.4g %12.4g %+7.1f%%  %s\n",
                      row.run.id.c_str(),
                      row.run.metric == RunMetric::StepTimeS ? "step time (s)" : "tokens/s/GPU",
                      row.run.measured, row.predicted, 100.0 * row.error, row.run.name.c_str());
        out += line;
    }
    std::snprintf(line, sizeof line, "mean absolute error %.1f%%, largest %.1f%% over %zu runs\n",
                  100.0 * report.meanAbsError, 100.0 * report.maxAbsError, report.runsChecked);
    return out + line;
}

} // namespace scaleplan::engine
