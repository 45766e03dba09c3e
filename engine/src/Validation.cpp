// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Validation.h"

#include "EmbeddedData.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
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
        row.predicted = run.metric == RunMetric::StepTimeS ? result.stepTimeS
                                                           : result.tokensPerSPerGpu;
        row.error = run.measured > 0 ? row.predicted / run.measured - 1.0 : 0.0;
        sum += std::abs(row.error);
        report.maxAbsError = std::max(report.maxAbsError, std::abs(row.error));
        row.run = std::move(run);
        report.rows.push_back(std::move(row));
    }
    report.meanAbsError = report.rows.empty() ? 0.0 : sum / static_cast<double>(report.rows.size());
    return report;
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
                          {"max_abs_error", report.maxAbsError}}
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
                  100.0 * report.meanAbsError, 100.0 * report.maxAbsError, report.rows.size());
    return out + line;
}

} // namespace scaleplan::engine
