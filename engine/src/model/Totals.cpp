// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Totals.h"

#include "model/Workload.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace scaleplan::engine::detail {

namespace {

constexpr double kHoursPerMonth = 730.0;
/// Checkpoints kept in storage at any time (the latest and the one before it).
constexpr double kCheckpointsKept = 2.0;
/// Standard normal quantile of 0.9, for the p90 of the interruption count.
constexpr double kZ90 = 1.2815515655446004;
/// Progress below this share of wall-clock time means the run cannot be planned.
constexpr double kMinimumProgress = 0.05;

double finiteOr(double value, double fallback)
{
    return std::isfinite(value) ? value : fallback;
}

/// Years a reservation binds its nodes for; 0 for what is billed by the hour used (on
/// demand, a Capacity Block).
double termYears(Commitment commitment)
{
    switch (commitment) {
    case Commitment::Reserved1y:
        return 1;
    case Commitment::Reserved3y:
        return 3;
    case Commitment::OnDemand:
    case Commitment::CapacityBlock:
        return 0;
    }
    return 0;
}

/// A 1- or 3-year reservation is billed for its whole term (docs/prices.md,
/// "Commitments"); the cost counts the run's hours of it. Where the run is shorter than the
/// term, the finding says what the term itself commits.
void addCommitmentTerm(const Scenario &scenario, const System &system, double nodes,
                       double spotShare, Result &result)
{
    const double years = termYears(scenario.pricing.commitment);
    const double reserved = (1.0 - spotShare) * nodes;
    const double termH = years * kHoursPerMonth * 12;
    if (!(years > 0) || !(reserved > 0) || !(system.onDemandUsdPerNodeHour > 0)
        || result.expectedTimeH >= termH)
        return;
    char count[32];
    std::snprintf(count, sizeof count, reserved == std::round(reserved) ? "%.0f" : "%.1f",
                  reserved);
    result.issues.push_back(
        {Severity::Info,
         DiagCode::CommitmentTerm,
         "pricing.commitment",
         {years == 1 ? "1" : "3", count,
          moneyArgument(system.onDemandUsdPerNodeHour * reserved * termH),
          moneyArgument(system.onDemandUsdPerNodeHour * reserved * result.expectedTimeH)}});
}

} // namespace

double stepsToTrain(const Scenario &scenario)
{
    const TrainingSpec &training = scenario.training;
    if (training.steps > 0)
        return std::ceil(training.steps);
    const double batch = static_cast<double>(std::max<std::int64_t>(1, training.globalBatch));
    if (scenario.model.kind == ModelKind::Generic || training.tokens <= 0)
        return std::ceil(training.samples / batch);
    const double tokensPerStep = batch * static_cast<double>(scenario.model.seqLen);
    return std::ceil(training.tokens / tokensPerStep);
}

double checkpointGb(const Scenario &scenario)
{
    const double params = totalParams(scenario.model);
    const bool adam = scenario.training.optimizer == OptimizerKind::Adam;
    // fp32 training: weights plus moments (Adam m, v; SGD momentum); mixed precision:
    // 16-bit weights plus the fp32 master copy and the moments.
    const bool fp32 = scenario.training.precision == Precision::Fp32;
    const double bytes = params * (fp32 ? 4.0 + (adam ? 8.0 : 4.0) : 2.0 + (adam ? 12.0 : 8.0));
    return bytes / 1e9;
}

double dalyIntervalH(double writeH, double mtbiH)
{
    if (writeH <= 0)
        return mtbiH;
    if (writeH >= 2.0 * mtbiH)
        return mtbiH;
    const double ratio = writeH / (2.0 * mtbiH);
    return std::sqrt(2.0 * writeH * mtbiH) * (1.0 + std::sqrt(ratio) / 3.0 + ratio / 9.0) - writeH;
}

RiskProcess riskProcessOf(const Scenario &scenario, const Catalog &catalog, const System &system,
                          double trainingTimeH)
{
    const ReliabilitySpec &rel = scenario.reliability;
    const CatalogDefaults &defaults = catalog.defaults;
    const double nodes = static_cast<double>(system.nodes);
    const double spotShare = std::clamp(scenario.pricing.spotFraction, 0.0, 1.0);
    RiskProcess process;
    process.workH = trainingTimeH;
    process.nodes = nodes;
    process.spotNodes = nodes * spotShare;
    process.nodeMtbfH = rel.nodeMtbfH.value_or(defaults.nodeMtbfH);
    process.spotReclaimsPerNodeH = rel.spotInterruptionsPerNodeHour.value_or(
        catalog.spotInterruptionsPerNodeHour(system.instance));
    const double writeGbps
        = rel.checkpointWriteGbps.value_or(defaults.checkpointWriteGbpsPerNode * nodes);
    process.writeH = checkpointGb(scenario) * 8.0 / std::max(writeGbps, 1e-9) / 3600.0;
    process.restartH = rel.restartH.value_or(defaults.restartH);
    const double rate = process.failuresPerH() + process.reclaimsPerH();
    const double mtbi = rate > 0 ? 1.0 / rate : 1e12;
    const double interval = rel.checkpointIntervalH.value_or(dalyIntervalH(process.writeH, mtbi));
    process.intervalH = std::clamp(interval, 1.0 / 60.0, std::max(trainingTimeH, 1.0 / 60.0));
    process.onDemandUsdPerNodeH = system.onDemandUsdPerNodeHour;
    process.spotUsdPerNodeH = system.spotUsdPerNodeHour;
    const double storagePrice = scenario.pricing.storageUsdPerGbMonth.value_or(
        catalog.storageUsdPerGbMonth(system.provider));
    const double storedGb = kCheckpointsKept * checkpointGb(scenario) + scenario.pricing.datasetGb;
    process.storageUsdPerH = storagePrice * storedGb / kHoursPerMonth;
    process.fixedUsd = scenario.pricing.egressGb * catalog.egressUsdPerGb(system.provider);
    return process;
}

void fillTotals(const Scenario &scenario, const Catalog &catalog, const System &system,
                const Layout &layout, Result &result)
{
    const double gpus = static_cast<double>(layout.gpus);
    const double nodes = static_cast<double>(system.nodes);
    const double step = std::max(result.stepTimeS, 1e-12);
    const bool generic = scenario.model.kind == ModelKind::Generic;
    const double sequencesPerStep = static_cast<double>(scenario.training.globalBatch);
    const double tokensPerStep
        = generic ? 0.0 : sequencesPerStep * static_cast<double>(scenario.model.seqLen);

    result.steps = stepsToTrain(scenario);
    result.samplesPerS = sequencesPerStep / step;
    result.tokensPerS = tokensPerStep / step;
    result.tokensPerSPerGpu = result.tokensPerS / gpus;
    const double modelFlopsPerStep = modelFlopsPerSequence(scenario.model) * sequencesPerStep;
    result.modelTflopsPerGpu = modelFlopsPerStep / step / gpus / 1e12;
    result.mfu = system.device.peakFlops > 0
                     ? result.modelTflopsPerGpu * 1e12 / system.device.peakFlops
                     : 0.0;
    result.trainingTimeH = result.steps * step / 3600.0;

    // Reliability: hardware failures on every node, reclaims on the spot share.
    const RiskProcess process = riskProcessOf(scenario, catalog, system, result.trainingTimeH);
    const double rate = process.failuresPerH() + process.reclaimsPerH();
    const double writeH = process.writeH;
    const double restartH = process.restartH;
    const double interval = process.intervalH;

    // Expected-value model: each interruption loses the restart plus, on average, half an
    // interval of work (Daly 2006, first order). Progress rate = useful share of time.
    const double lostPerInterruption = restartH + (interval + writeH) / 2.0;
    const double progress = (interval / (interval + writeH)) * (1.0 - rate * lostPerInterruption);
    double expected = result.trainingTimeH;
    if (progress < kMinimumProgress) {
        result.feasible = false;
        result.issues.push_back({Severity::Error,
                                 DiagCode::NeverFinishes,
                                 "reliability.checkpoint_interval_h",
                                 {std::to_string(rate), std::to_string(lostPerInterruption)}});
        expected = result.trainingTimeH / kMinimumProgress;
    } else {
        expected = result.trainingTimeH / progress;
    }
    result.expectedTimeH = finiteOr(expected, result.trainingTimeH);
    result.gpuHours = result.expectedTimeH * gpus;

    // Cost: instance hours at the spot/on-demand blend, storage for the run, egress.
    const double spotShare = std::clamp(scenario.pricing.spotFraction, 0.0, 1.0);
    const double nodeHourUsd
        = (1.0 - spotShare) * system.onDemandUsdPerNodeHour + spotShare * system.spotUsdPerNodeHour;
    const double storagePrice = scenario.pricing.storageUsdPerGbMonth.value_or(
        catalog.storageUsdPerGbMonth(system.provider));
    const double storedGb = kCheckpointsKept * checkpointGb(scenario) + scenario.pricing.datasetGb;
    result.costUsd.compute = nodeHourUsd * nodes * result.expectedTimeH;
    result.costUsd.storage = storagePrice * storedGb * result.expectedTimeH / kHoursPerMonth;
    result.costUsd.network = scenario.pricing.egressGb * catalog.egressUsdPerGb(system.provider);
    result.costUsd.total = result.costUsd.compute + result.costUsd.storage + result.costUsd.network;
    addCommitmentTerm(scenario, system, nodes, spotShare, result);
    if (system.gpu->tdpW > 0)
        result.energyKwh = system.gpu->tdpW * gpus * result.expectedTimeH / 1000.0;

    // Risk: interruptions are Poisson with mean rate x time; p50/p90 of the count by the
    // normal approximation, each costing lostPerInterruption.
    RiskSummary &risk = result.risk;
    risk.checkpointIntervalH = interval;
    risk.checkpointWriteS = writeH * 3600.0;
    risk.interruptionsPerHour = rate;
    risk.interruptionsExpected = rate * result.expectedTimeH;
    const double base = result.trainingTimeH * (interval + writeH) / interval;
    const double mean = risk.interruptionsExpected;
    const double p90Count = mean + kZ90 * std::sqrt(mean);
    const double p10Count = std::max(0.0, mean - kZ90 * std::sqrt(mean));
    risk.p50TimeH = std::max(base + mean * lostPerInterruption, result.trainingTimeH);
    risk.p90TimeH = std::max(base + p90Count * lostPerInterruption, risk.p50TimeH);
    risk.p10TimeH = std::min(std::max(base + p10Count * lostPerInterruption, result.trainingTimeH),
                             risk.p50TimeH);
    if (progress < kMinimumProgress)
        risk.p10TimeH = risk.p50TimeH = risk.p90TimeH = result.expectedTimeH;
    const double hourlyUsd = nodeHourUsd * nodes + storagePrice * storedGb / kHoursPerMonth;
    risk.p10CostUsd = hourlyUsd * risk.p10TimeH + result.costUsd.network;
    risk.p50CostUsd = hourlyUsd * risk.p50TimeH + result.costUsd.network;
    risk.p90CostUsd = hourlyUsd * risk.p90TimeH + result.costUsd.network;
}

} // namespace scaleplan::engine::detail
