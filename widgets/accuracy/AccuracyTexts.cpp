// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "accuracy/AccuracyTexts.h"

#include "common/Format.h"

#include <QCoreApplication>

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
    return AccuracyTexts::tr(
               "Checked against %1 published training runs bundled with the program: the "
               "estimated step times (throughputs, where a run reports those) are %2 off on "
               "average and %3 at most (docs/model.md, section 11).")
        .arg(report.rows.size())
        .arg(formatPercent(report.meanAbsError), formatPercent(report.maxAbsError));
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
               "speak for the model's physics, not for its rates on this GPU; docs/model.md, "
               "section 11, lists the H100 and B200 runs it was also checked against.")
        .arg(name);
}

} // namespace scaleplan
