// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Validation.h"

#include "core/EmbeddedData.h"
#include "model/Hardware.h"
#include "model/Workload.h"

#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <regex>
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

namespace {

/// \p run's predicted figure in its own metric on \p catalog.
double predict(const PublishedRun &run, const Catalog &catalog)
{
    const Result result = estimate(run.scenario, catalog);
    return run.metric == RunMetric::StepTimeS ? result.stepTimeS : result.tokensPerSPerGpu;
}

double relativeError(double predicted, double measured)
{
    return measured > 0 ? predicted / measured - 1.0 : 0.0;
}

/// Mean over \p runs of |ln(predicted / measured)| on \p catalog.
double meanAbsLogError(const std::vector<const PublishedRun *> &runs, const Catalog &catalog)
{
    double sum = 0;
    for (const PublishedRun *run : runs) {
        const double predicted = predict(*run, catalog);
        sum += predicted > 0 && run->measured > 0 ? std::abs(std::log(predicted / run->measured))
                                                  : 10.0;
    }
    return runs.empty() ? 0.0 : sum / static_cast<double>(runs.size());
}

/// Points of the first grid over a trait's range, sweeps of the coordinate descent, and
/// golden-section steps (each narrows the bracket, two grid steps wide, by 0.618: 16 leave
/// 1e-4 of the range).
constexpr int kGridPoints = 9;
constexpr int kSweeps = 3;
constexpr int kGoldenSteps = 16;

ModelTraits fitTraitsOf(const std::vector<const PublishedRun *> &runs, const Catalog &catalog)
{
    Catalog work = catalog;
    ModelTraits &traits = work.traits;
    for (const TraitRange &range : kTraitRanges)
        traits.*range.member = 0.5 * (range.low + range.high);
    if (runs.empty())
        return traits;
    const auto objective = [&] { return meanAbsLogError(runs, work); };
    // Only traits the runs depend on are searched; the others stay at the middle.
    std::vector<const TraitRange *> active;
    for (const TraitRange &range : kTraitRanges) {
        double &value = traits.*range.member;
        const double middle = value;
        value = range.low;
        const double atLow = objective();
        value = range.high;
        const double atHigh = objective();
        value = middle;
        if (atLow != atHigh)
            active.push_back(&range);
    }
    double best = objective();
    for (int sweep = 0; sweep < kSweeps && !active.empty(); ++sweep) {
        const double before = best;
        for (const TraitRange *range : active) {
            double &value = traits.*range->member;
            const double step = (range->high - range->low) / (kGridPoints - 1);
            double bestValue = value;
            const auto tryValue = [&](double x) {
                value = x;
                const double f = objective();
                // Ties keep the value held so far: the middle, or an earlier sweep's point.
                if (f < best) {
                    best = f;
                    bestValue = x;
                }
            };
            for (int i = 0; i < kGridPoints; ++i)
                tryValue(range->low + i * step);
            double a = std::max(range->low, bestValue - step);
            double b = std::min(range->high, bestValue + step);
            const double ratio = (std::sqrt(5.0) - 1.0) / 2.0;
            double c = b - ratio * (b - a);
            double d = a + ratio * (b - a);
            value = c;
            double fc = objective();
            value = d;
            double fd = objective();
            for (int i = 0; i < kGoldenSteps; ++i) {
                if (fc < fd) {
                    b = d;
                    d = c;
                    fd = fc;
                    c = b - ratio * (b - a);
                    value = c;
                    fc = objective();
                } else {
                    a = c;
                    c = d;
                    fc = fd;
                    d = a + ratio * (b - a);
                    value = d;
                    fd = objective();
                }
            }
            tryValue(0.5 * (a + b));
            value = bestValue;
        }
        if (before - best < 1e-9)
            break;
    }
    return traits;
}

/// The kAccuracyQuantile of the absolute values of \p errors.
double absQuantile(const std::vector<double> &errors)
{
    std::vector<double> magnitudes;
    for (const double e : errors)
        magnitudes.push_back(std::abs(e));
    return quantile(std::move(magnitudes), kAccuracyQuantile);
}

} // namespace

ValidationReport validate(const Catalog &catalog)
{
    return validate(publishedRuns(catalog), catalog);
}

ValidationReport validate(std::vector<PublishedRun> runs, const Catalog &catalog)
{
    ValidationReport report;
    double sum = 0;
    for (PublishedRun &run : runs) {
        ValidationRow row;
        row.predicted = predict(run, catalog);
        row.error = relativeError(row.predicted, run.measured);
        row.sourceKey = sourceKey(run.source);
        row.family = runFamily(run.scenario);
        sum += std::abs(row.error);
        report.maxAbsError = std::max(report.maxAbsError, std::abs(row.error));
        row.run = std::move(run);
        report.rows.push_back(std::move(row));
    }
    report.meanAbsError = report.rows.empty() ? 0.0 : sum / static_cast<double>(report.rows.size());
    report.runsChecked = report.rows.size();
    return report;
}

std::string sourceKey(const std::string &citation)
{
    static const std::regex arxiv(R"(arXiv[ :]*([0-9]{4}\.[0-9]{4,5}))", std::regex::icase);
    std::smatch match;
    if (std::regex_search(citation, match, arxiv))
        return "arXiv:" + match[1].str();
    const std::size_t start = citation.find_first_not_of(' ');
    if (start == std::string::npos)
        return {};
    const std::size_t end = citation.find_first_of(" ;,", start);
    return citation.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

ModelTraits fitTraits(const std::vector<PublishedRun> &runs, const Catalog &catalog)
{
    std::vector<const PublishedRun *> pointers;
    for (const PublishedRun &run : runs)
        pointers.push_back(&run);
    return fitTraitsOf(pointers, catalog);
}

ValidationReport heldOutValidation(const Catalog &catalog)
{
    return heldOutValidation(publishedRuns(catalog), catalog);
}

ValidationReport heldOutValidation(std::vector<PublishedRun> runs, const Catalog &catalog)
{
    ValidationReport report = validate(std::move(runs), catalog);
    report.heldOut = true;
    std::vector<std::string> sources;
    for (const ValidationRow &row : report.rows) {
        if (std::find(sources.begin(), sources.end(), row.sourceKey) == sources.end())
            sources.push_back(row.sourceKey);
    }
    double sum = 0;
    for (const std::string &source : sources) {
        SourceFit fit;
        fit.source = source;
        std::vector<const PublishedRun *> training;
        for (const ValidationRow &row : report.rows) {
            if (row.sourceKey == source)
                fit.heldOut.push_back(row.run.id);
            else
                training.push_back(&row.run);
        }
        fit.traits = fitTraitsOf(training, catalog);
        Catalog refit = catalog;
        refit.traits = fit.traits;
        fit.trainingError = meanAbsLogError(training, refit);
        for (ValidationRow &row : report.rows) {
            if (row.sourceKey != source)
                continue;
            row.heldOutPredicted = predict(row.run, refit);
            row.heldOutError = relativeError(row.heldOutPredicted, row.run.measured);
            sum += std::abs(row.heldOutError);
            report.heldOutMaxAbsError
                = std::max(report.heldOutMaxAbsError, std::abs(row.heldOutError));
        }
        report.fits.push_back(std::move(fit));
    }
    report.heldOutMeanAbsError
        = report.rows.empty() ? 0.0 : sum / static_cast<double>(report.rows.size());
    for (const EnumName<RunFamily> &name : EnumTable<RunFamily>::names) {
        FamilyAccuracy family;
        family.family = name.value;
        std::vector<double> inSample;
        std::vector<double> heldOut;
        for (const ValidationRow &row : report.rows) {
            if (row.family != name.value)
                continue;
            inSample.push_back(row.error);
            heldOut.push_back(row.heldOutError);
        }
        family.runs = inSample.size();
        for (std::size_t i = 0; i < inSample.size(); ++i) {
            family.meanAbsError += std::abs(inSample[i]) / static_cast<double>(family.runs);
            family.maxAbsError = std::max(family.maxAbsError, std::abs(inSample[i]));
            family.heldOutMeanAbsError += std::abs(heldOut[i]) / static_cast<double>(family.runs);
            family.heldOutMaxAbsError = std::max(family.heldOutMaxAbsError, std::abs(heldOut[i]));
        }
        family.heldOutQuantileAbsError = absQuantile(heldOut);
        report.families.push_back(family);
    }
    report.bandCoverage = heldOutBandCoverage(heldOutRuns(report, catalog));
    return report;
}

std::vector<HeldOutPrediction> heldOutRuns(const ValidationReport &report, const Catalog &catalog)
{
    std::vector<HeldOutPrediction> runs;
    for (const ValidationRow &row : report.rows) {
        const Gpu *gpu = catalog.findGpu(scenarioGpuId(row.run.scenario, catalog));
        runs.push_back({row.run.id, row.sourceKey, row.family,
                        gpu != nullptr ? gpu->computeCapability : 0.0,
                        scenarioGpus(row.run.scenario, catalog), row.heldOutError,
                        detail::totalParams(row.run.scenario.model)});
    }
    return runs;
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
    ValidationReport selection = report;
    selection.rows.clear();
    for (const std::size_t i : comparableRuns(scenario, catalog, report, count))
        selection.rows.push_back(report.rows[i]);
    return selection;
}

namespace {

double finiteOr0(double value)
{
    return std::isfinite(value) ? value : 0.0;
}

/// \p share in percent, an error that rounds to zero written as +0.0%, never -0.0%.
double percentToOneDecimal(double share)
{
    const double percent = 100.0 * finiteOr0(share);
    return std::abs(percent) < 0.05 ? 0.0 : percent;
}

/// The value \p range's trait has in \p traits as the bundled runs' A100s take it: the
/// fp16 share's 0 stands for the vendor mean (ModelTraits::fp16ShareUnmeasured).
double traitValue(const ModelTraits &traits, const TraitRange &range, const Catalog &catalog)
{
    const double value = traits.*range.member;
    if (range.member != &ModelTraits::fp16ShareUnmeasured || value > 0)
        return value;
    const Gpu *a100 = catalog.findGpu("a100-sxm4-80gb");
    return a100 != nullptr ? detail::fp16Share(*a100, catalog, Precision::Fp16) : value;
}

} // namespace

std::string validationToJson(const ValidationReport &report)
{
    nlohmann::json rows = nlohmann::json::array();
    for (const ValidationRow &row : report.rows) {
        nlohmann::json item{{"id", row.run.id},
                            {"name", row.run.name},
                            {"metric", row.run.metric == RunMetric::StepTimeS
                                           ? "step_time_s"
                                           : "tokens_per_s_per_gpu"},
                            {"measured", row.run.measured},
                            {"predicted", finiteOr0(row.predicted)},
                            {"error", finiteOr0(row.error)},
                            {"source", row.run.source},
                            {"locator", row.run.locator},
                            {"source_key", row.sourceKey},
                            {"family", enumName(row.family)}};
        if (report.heldOut) {
            item["held_out_predicted"] = finiteOr0(row.heldOutPredicted);
            item["held_out_error"] = finiteOr0(row.heldOutError);
        }
        rows.push_back(std::move(item));
    }
    nlohmann::json document{{"format", "scaleplan.validation"},
                            {"version", 1},
                            {"runs", rows},
                            {"mean_abs_error", report.meanAbsError},
                            {"max_abs_error", report.maxAbsError},
                            {"runs_checked", report.runsChecked}};
    if (report.heldOut) {
        document["held_out_mean_abs_error"] = finiteOr0(report.heldOutMeanAbsError);
        document["held_out_max_abs_error"] = finiteOr0(report.heldOutMaxAbsError);
        document["held_out_quantile"] = kAccuracyQuantile;
        document["band_coverage"]
            = {{"covered", report.bandCoverage.covered},
               {"runs", report.bandCoverage.runs},
               {"median_band_pct", finiteOr0(report.bandCoverage.medianBandPct)}};
        nlohmann::json families = nlohmann::json::array();
        for (const FamilyAccuracy &family : report.families) {
            nlohmann::json item{{"family", enumName(family.family)}, {"runs", family.runs}};
            if (family.runs > 0) {
                item["mean_abs_error"] = finiteOr0(family.meanAbsError);
                item["max_abs_error"] = finiteOr0(family.maxAbsError);
                item["held_out_mean_abs_error"] = finiteOr0(family.heldOutMeanAbsError);
                item["held_out_max_abs_error"] = finiteOr0(family.heldOutMaxAbsError);
                item["held_out_quantile_abs_error"] = finiteOr0(family.heldOutQuantileAbsError);
            }
            families.push_back(std::move(item));
        }
        document["families"] = families;
        const Catalog &catalog = builtinCatalog();
        nlohmann::json traits = nlohmann::json::array();
        for (const TraitRange &range : kTraitRanges)
            traits.push_back({{"name", range.name},
                              {"shipped", traitValue(ModelTraits{}, range, catalog)},
                              {"low", range.low},
                              {"high", range.high}});
        document["traits"] = traits;
        nlohmann::json fits = nlohmann::json::array();
        for (const SourceFit &fit : report.fits) {
            nlohmann::json values = nlohmann::json::object();
            for (const TraitRange &range : kTraitRanges)
                values[range.name] = traitValue(fit.traits, range, catalog);
            fits.push_back({{"source_key", fit.source},
                            {"held_out_runs", fit.heldOut},
                            {"traits", values},
                            {"training_mean_abs_log_error", finiteOr0(fit.trainingError)}});
        }
        document["held_out_fits"] = fits;
    }
    return document.dump(2) + "\n";
}

std::string validationToText(const ValidationReport &report)
{
    std::string out = report.heldOut
                          ? "run    metric                 measured    predicted    error  "
                            "held-out  name\n"
                          : "run    metric                 measured    predicted    error  "
                            "name\n";
    char line[512];
    for (const ValidationRow &row : report.rows) {
        std::snprintf(line, sizeof line, "%-6s %-20s %10.4g %12.4g %+7.1f%%  ", row.run.id.c_str(),
                      row.run.metric == RunMetric::StepTimeS ? "step time (s)" : "tokens/s/GPU",
                      row.run.measured, row.predicted, percentToOneDecimal(row.error));
        out += line;
        if (report.heldOut) {
            std::snprintf(line, sizeof line, "%+7.1f%%  ", percentToOneDecimal(row.heldOutError));
            out += line;
        }
        out += row.run.name + "\n";
    }
    std::snprintf(line, sizeof line, "mean absolute error %.1f%%, largest %.1f%% over %zu runs\n",
                  100.0 * report.meanAbsError, 100.0 * report.maxAbsError, report.runsChecked);
    out += line;
    if (!report.heldOut)
        return out;
    std::snprintf(line, sizeof line,
                  "held out (each source's runs predicted with traits refit on the other "
                  "sources'): mean absolute error %.1f%%, largest %.1f%%\n",
                  100.0 * report.heldOutMeanAbsError, 100.0 * report.heldOutMaxAbsError);
    out += line;
    const BandCoverage &coverage = report.bandCoverage;
    std::snprintf(line, sizeof line,
                  "accuracy band, each run's made without its source's runs: covers %zu of %zu "
                  "runs (%.0f%%), median band %.1f%%\n\n",
                  coverage.covered, coverage.runs,
                  coverage.runs > 0 ? 100.0 * static_cast<double>(coverage.covered)
                                          / static_cast<double>(coverage.runs)
                                    : 0.0,
                  coverage.medianBandPct);
    out += line;
    out += "family        runs   in-sample mean    max   held-out mean    max    p80\n";
    for (const FamilyAccuracy &family : report.families) {
        if (family.runs == 0) {
            std::snprintf(line, sizeof line, "%-12s %5zu   no bundled run\n",
                          enumName(family.family), family.runs);
        } else {
            std::snprintf(
                line, sizeof line, "%-12s %5zu   %13.1f%% %6.1f%%   %12.1f%% %6.1f%% %5.1f%%\n",
                enumName(family.family), family.runs, 100.0 * family.meanAbsError,
                100.0 * family.maxAbsError, 100.0 * family.heldOutMeanAbsError,
                100.0 * family.heldOutMaxAbsError, 100.0 * family.heldOutQuantileAbsError);
        }
        out += line;
    }
    out += "\ntraits refit without each source (shipped value first):\n";
    const Catalog &catalog = builtinCatalog();
    for (const TraitRange &range : kTraitRanges) {
        std::snprintf(line, sizeof line, "  %-24s %9.4g  [%.4g, %.4g]:", range.name,
                      traitValue(ModelTraits{}, range, catalog), range.low, range.high);
        out += line;
        for (const SourceFit &fit : report.fits) {
            std::snprintf(line, sizeof line, " %.4g", traitValue(fit.traits, range, catalog));
            out += line;
        }
        out += "\n";
    }
    out += "  sources, in that order:";
    for (const SourceFit &fit : report.fits)
        out += " " + fit.source;
    return out + "\n";
}

} // namespace scaleplan::engine
