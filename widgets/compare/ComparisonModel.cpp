// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ComparisonModel.h"

#include "common/Format.h"
#include "common/Texts.h"
#include "document/ChartUpdater.h"

#include "scaleplan/engine/Comparison.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QLocale>

namespace scaleplan {

namespace {

enum Row {
    Instance,
    Nodes,
    Layout,
    TrainingTime,
    Cost,
    GpuHours,
    Mfu,
    StepTime,
    Memory,
    Feasible,
    RowCount
};

QString rowName(int row)
{
    switch (row) {
    case Instance:
        return ComparisonModel::tr("Cluster");
    case Nodes:
        return ComparisonModel::tr("Nodes (GPUs)");
    case Layout:
        return ComparisonModel::tr("Layout (tp × pp × dp, ZeRO)");
    case TrainingTime:
        return ComparisonModel::tr("Training time (expected)");
    case Cost:
        return ComparisonModel::tr("Cost (expected)");
    case GpuHours:
        return ComparisonModel::tr("GPU-hours");
    case Mfu:
        return ComparisonModel::tr("MFU");
    case StepTime:
        return ComparisonModel::tr("Step time");
    case Memory:
        return ComparisonModel::tr("Memory per GPU");
    case Feasible:
        return ComparisonModel::tr("Fits and runs");
    }
    return {};
}

} // namespace

ComparisonModel::ComparisonModel(const engine::Catalog &catalog, QObject *parent)
    : QAbstractTableModel(parent)
    , m_catalog(catalog)
{
    m_entries.push_back({tr("Open scenario"), {}, {}, false, std::nullopt});
}

ComparisonModel::Entry ComparisonModel::entryOf(const QString &name,
                                                const ScenarioAnalysis &analysis)
{
    return {name, analysis.scenario, analysis.result, !analysis.problem, std::nullopt};
}

void ComparisonModel::setCurrent(const QString &name, const engine::Scenario &scenario)
{
    setCurrent(name, analyzeScenario(scenario, m_catalog, SweepScope::None));
}

void ComparisonModel::setCurrent(const QString &name, const ScenarioAnalysis &analysis)
{
    m_entries.front() = entryOf(name, analysis);
    emit dataChanged(index(0, 0), index(RowCount - 1, 0));
    emit headerDataChanged(Qt::Horizontal, 0, 0);
}

void ComparisonModel::addScenario(const QString &name, const engine::Scenario &scenario)
{
    const int column = static_cast<int>(m_entries.size());
    Entry entry = makeComparedEntry(name, scenario);
    beginInsertColumns({}, column, column);
    m_entries.push_back(std::move(entry));
    endInsertColumns();
}

ComparisonModel::Entry ComparisonModel::makeComparedEntry(const QString &name,
                                                          const engine::Scenario &scenario) const
{
    // One analysis: the column's figures and the curve's points.
    const ScenarioAnalysis analysis = analyzeScenario(scenario, m_catalog, SweepScope::OwnInstance);
    Entry entry = entryOf(name, analysis);
    entry.curve = comparedSeries(name, analysis);
    return entry;
}

void ComparisonModel::refresh()
{
    if (m_entries.size() <= 1)
        return;
    for (std::size_t i = 1; i < m_entries.size(); ++i) {
        Entry &entry = m_entries[i];
        entry = makeComparedEntry(entry.name, entry.scenario);
    }
    const int last = static_cast<int>(m_entries.size()) - 1;
    emit dataChanged(index(0, 1), index(RowCount - 1, last));
}

void ComparisonModel::removeScenario(int column)
{
    if (column <= 0 || column >= static_cast<int>(m_entries.size()))
        return;
    beginRemoveColumns({}, column, column);
    m_entries.erase(m_entries.begin() + column);
    endRemoveColumns();
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : RowCount;
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QString ComparisonModel::cell(const Entry &entry, int row) const
{
    const engine::Scenario &s = entry.scenario;
    const engine::Result &r = entry.result;
    const QLocale locale;
    switch (row) {
    case Instance:
        return QString::fromStdString(s.cluster.instance.empty() ? s.cluster.gpu
                                                                 : s.cluster.instance);
    case Nodes:
        return entry.valid ? tr("%1 (%2)").arg(locale.toString(qlonglong(s.cluster.nodes)),
                                               locale.toString(qlonglong(r.gpus)))
                           : locale.toString(qlonglong(s.cluster.nodes));
    case Feasible:
        return !entry.valid ? tr("invalid layout") : r.feasible ? tr("yes") : tr("no");
    default:
        break;
    }
    if (!entry.valid)
        return QStringLiteral("—");
    switch (row) {
    case Layout:
        return layoutText(r.parallel);
    case TrainingTime:
        return formatHours(r.expectedTimeH);
    case Cost:
        return formatUsd(r.costUsd.total);
    case GpuHours:
        return locale.toString(r.gpuHours, 'f', 0);
    case Mfu:
        return locale.toString(100.0 * r.mfu, 'f', 1) + QStringLiteral(" %");
    case StepTime:
        return locale.toString(r.stepTimeS, 'f', 3) + tr(" s");
    case Memory:
        return tr("%1 / %2 GB")
            .arg(locale.toString(r.memoryGb.total, 'f', 1),
                 locale.toString(r.memoryGb.capacity, 'f', 0));
    default:
        return {};
    }
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries[static_cast<std::size_t>(index.column())];
    switch (role) {
    case Qt::DisplayRole:
        return cell(entry, index.row());
    case Qt::TextAlignmentRole:
        return index.row() == Instance ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return QString::fromStdString(entry.scenario.name);
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section >= 0 && section < RowCount ? rowName(section) : QVariant();
    if (section < 0 || section >= static_cast<int>(m_entries.size()))
        return {};
    return m_entries[static_cast<std::size_t>(section)].name;
}

QString ComparisonModel::toCsv() const
{
    // The file is data for spreadsheets and pandas, not the translated table: the engine
    // writes it with stable column names and plain numbers.
    std::vector<engine::ComparedScenario> compared;
    compared.reserve(m_entries.size());
    for (const Entry &entry : m_entries) {
        engine::ComparedScenario row{entry.name.toStdString(), entry.scenario, {}, {}};
        if (entry.valid)
            row.result = entry.result;
        else
            row.problem = engine::validateScenario(entry.scenario, m_catalog);
        compared.push_back(std::move(row));
    }
    return QString::fromStdString(engine::comparisonToCsv(compared));
}

} // namespace scaleplan
