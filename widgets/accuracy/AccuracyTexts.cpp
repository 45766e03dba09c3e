// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "accuracy/AccuracyTexts.h"

#include "common/Format.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace scaleplan {

namespace {

/// Translation context of the texts below.
class AccuracyTexts
{
    Q_DECLARE_TR_FUNCTIONS(AccuracyTexts)
};

} // namespace

QString runFigureText(engine::RunMetric metric, double value)
{
    if (metric == engine::RunMetric::StepTimeS)
        return AccuracyTexts::tr("%1 s a step").arg(displayLocale().toString(value, 'f', 2));
    return AccuracyTexts::tr("%1 tokens/s per GPU").arg(formatCount(value));
}

double speedError(engine::RunMetric metric, double error)
{
    // A step time that comes out short is an estimate that is too fast.
    return metric == engine::RunMetric::StepTimeS ? 1.0 / (1.0 + error) - 1.0 : error;
}

QString runErrorText(engine::RunMetric metric, double error)
{
    const double faster = speedError(metric, error);
    const QString percent = formatPercent(std::abs(faster));
    if (std::abs(faster) < 0.0005)
        return percent;
    return (faster > 0 ? QStringLiteral("+") : QStringLiteral("−")) + percent;
}

QString accuracySummary(const engine::ValidationReport &report)
{
    if (report.heldOut)
        return AccuracyTexts::tr(
                   "Checked against %1 published training runs bundled with the program. Each "
                   "was also estimated with the model's chosen constants refit on the other "
                   "sources' runs alone (held out): those estimates are %2 off on average and %3 "
                   "at most, the error to expect for a run like them. With the constants as "
                   "shipped, chosen with these runs in view, they are %4 and %5 off "
                   "(Help > Model and Sources, section 11.1).")
            .arg(report.rows.size())
            .arg(formatPercent(report.heldOutMeanAbsError),
                 formatPercent(report.heldOutMaxAbsError), formatPercent(report.meanAbsError),
                 formatPercent(report.maxAbsError));
    return AccuracyTexts::tr(
               "Checked against %1 published training runs bundled with the program: the "
               "estimated step times (throughputs, where a run reports those) are %2 off on "
               "average and %3 at most (Help > Model and Sources, section 11).")
        .arg(report.rows.size())
        .arg(formatPercent(report.meanAbsError), formatPercent(report.maxAbsError));
}

QString familyText(engine::RunFamily family)
{
    switch (family) {
    case engine::RunFamily::Megatron:
        return AccuracyTexts::tr("Megatron-style across nodes");
    case engine::RunFamily::Zero3:
        return AccuracyTexts::tr("ZeRO-3 or FSDP across nodes");
    case engine::RunFamily::MixtureOfExperts:
        return AccuracyTexts::tr("mixture of experts");
    case engine::RunFamily::SingleNode:
        return AccuracyTexts::tr("one node");
    case engine::RunFamily::Generic:
        return AccuracyTexts::tr("networks other than transformers");
    }
    return {};
}

QString familyAccuracyText(const engine::ValidationReport &report)
{
    if (!report.heldOut)
        return {};
    QStringList parts;
    for (const engine::FamilyAccuracy &family : report.families) {
        if (family.runs == 0)
            parts << AccuracyTexts::tr("%1: no bundled run").arg(familyText(family.family));
        else
            parts << AccuracyTexts::tr("%1: %2 on average, four in five within %3 (%4 runs)")
                         .arg(familyText(family.family), formatPercent(family.heldOutMeanAbsError),
                              formatPercent(family.heldOutQuantileAbsError))
                         .arg(family.runs);
    }
    return AccuracyTexts::tr("Held out, by kind of run: %1.").arg(parts.join(QStringLiteral("; ")));
}

QString bandCoverageText(const engine::ValidationReport &report)
{
    const engine::BandCoverage &coverage = report.bandCoverage;
    if (!report.heldOut || coverage.runs == 0)
        return {};
    return AccuracyTexts::tr("The band each estimate carries, made for each of these runs from "
                             "the other sources' runs alone, covered the error of %1 of the %2 "
                             "(%3); the median band was %4.")
        .arg(coverage.covered)
        .arg(coverage.runs)
        .arg(formatPercent(static_cast<double>(coverage.covered)
                           / static_cast<double>(coverage.runs)),
             formatPercent(coverage.medianBandPct / 100.0));
}

AccuracyFactors accuracyFactors(const engine::Accuracy &accuracy)
{
    const double band = std::max(0.0, accuracy.bandPct / 100.0);
    const bool oneSided = accuracy.slowerOnly || band >= 1.0;
    return {oneSided ? 1.0 : 1.0 - band, 1.0 + band, oneSided};
}

QString accuracyBandText(const engine::Accuracy &accuracy)
{
    const QString band = formatPercent(accuracy.bandPct / 100.0);
    switch (accuracy.scope) {
    case engine::AccuracyScope::SimilarRuns:
        return AccuracyTexts::tr("Four in five of the %1 published runs like this one (%2, the "
                                 "same GPU generation, scale and model size) were estimated "
                                 "within %3, each with the model's chosen constants refit "
                                 "without its source.")
            .arg(accuracy.similarRuns)
            .arg(familyText(accuracy.family), band);
    case engine::AccuracyScope::Family:
        return AccuracyTexts::tr("Four in five of the %1 published runs of this kind (%2) and "
                                 "size on this GPU generation, at other scales, were estimated "
                                 "within %3, each with the model's chosen constants refit "
                                 "without its source.")
            .arg(accuracy.similarRuns)
            .arg(familyText(accuracy.family), band);
    case engine::AccuracyScope::HeldOutCaution:
        return AccuracyTexts::tr("Published runs laid out like this one (%1 of them, held out) "
                                 "took longer than estimated; four in five were within %2 of "
                                 "the estimate. Read the figures as the fast end.")
            .arg(accuracy.similarRuns)
            .arg(band);
    case engine::AccuracyScope::Unvalidated:
        if (accuracy.slowerOnly)
            return AccuracyTexts::tr("No published run of this kind (%1) and size on this GPU "
                                     "generation was checked, and held-out runs laid out like "
                                     "this one took up to %2 longer than estimated. Read the "
                                     "figures as the fast end.")
                .arg(familyText(accuracy.family), band);
        break;
    }
    return AccuracyTexts::tr("No published run of this kind (%1) and size on this GPU "
                             "generation was checked: expect errors of %2 or more, the largest "
                             "held-out error.")
        .arg(familyText(accuracy.family), band);
}

QString untestedGpuCaveat(const engine::Scenario &scenario, const engine::Catalog &catalog,
                          const engine::ValidationReport &report)
{
    const std::string gpu = engine::scenarioGpuId(scenario, catalog);
    const bool checked = std::any_of(report.rows.begin(), report.rows.end(), [&](const auto &row) {
        return engine::sameGpuGeneration(catalog, engine::scenarioGpuId(row.run.scenario, catalog),
                                         gpu);
    });
    if (checked)
        return {};
    const engine::Gpu *found = catalog.findGpu(gpu);
    const QString name
        = found != nullptr ? QString::fromStdString(found->name) : QString::fromStdString(gpu);
    return AccuracyTexts::tr(
               "None of the bundled runs used a GPU of this scenario's generation (%1), so they "
               "speak for the model's physics, not for its rates on this GPU; Help > Model and "
               "Sources, section 11, lists the H100 and B200 runs it was also checked against.")
        .arg(name);
}

} // namespace scaleplan
