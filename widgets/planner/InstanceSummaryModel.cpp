// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "planner/InstanceSummaryModel.h"

#include "common/Controls.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "planner/PlanTableModel.h"

#include <QBrush>
#include <QColor>

namespace scaleplan {

InstanceSummaryModel::InstanceSummaryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void InstanceSummaryModel::setRows(std::vector<engine::InstancePlan> rows,
                                   const scaleplan::Goal &goal)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_goal = goal;
    endResetModel();
}

const engine::Plan *InstanceSummaryModel::plan(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return nullptr;
    return &m_rows[static_cast<std::size_t>(row)].plan;
}

int InstanceSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int InstanceSummaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString InstanceSummaryModel::goalText(const engine::InstancePlan &row)
{
    if (row.meetsBudget && row.meetsDeadline)
        return tr("Meets the goal");
    if (!row.meetsBudget && !row.meetsDeadline)
        return tr("Over budget and past the deadline");
    return row.meetsBudget ? tr("Past the deadline") : tr("Over budget");
}

QVariant InstanceSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const engine::InstancePlan &row = m_rows[static_cast<std::size_t>(index.row())];
    const engine::Result &r = row.plan.result;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Instance:
            return QString::fromStdString(row.instance);
        case BoughtAs:
            return boughtAsText(row);
        case Nodes:
            return formatCount(static_cast<double>(row.plan.cluster.nodes));
        case Time:
            return formatHours(r.expectedTimeH);
        case Cost:
            return formatUsd(r.costUsd.total);
        case Goal:
            return row.meetsBudget && row.meetsDeadline
                           && !PlanTableModel::narrowMarginText(r, m_goal).isEmpty()
                       ? tr("Meets the goal, narrowly")
                       : goalText(row);
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Goal) {
        if (!(row.meetsBudget && row.meetsDeadline))
            return QBrush(QColor(errorColor()));
        return QBrush(QColor(
            PlanTableModel::narrowMarginText(r, m_goal).isEmpty() ? fitColor() : warningColor()));
    }
    if (role == Qt::ToolTipRole && index.column() == Goal) {
        const QString narrow = PlanTableModel::narrowMarginText(r, m_goal);
        return narrow.isEmpty() ? goalText(row) : narrow;
    }
    if (role == Qt::TextAlignmentRole
        && (index.column() == Nodes || index.column() == Time || index.column() == Cost))
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole) {
        if (row.spot)
            return tr("Every node on spot capacity, priced at the spot price; the expected time "
                      "and cost include the reclaims the spot band predicts, each losing the "
                      "work since the last checkpoint.");
        return tr("Every node bought as %1, at the catalog's price for it; select the row and "
                  "apply it to see the whole estimate.")
            .arg(boughtAsText(row));
    }
    return {};
}

QVariant InstanceSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case Instance:
        return tr("Instance");
    case BoughtAs:
        return tr("Bought as");
    case Nodes:
        return tr("Nodes");
    case Time:
        return tr("Time");
    case Cost:
        return tr("Cost");
    case Goal:
        return tr("Goal");
    default:
        return {};
    }
}

} // namespace scaleplan
