// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "planner/PlanTableModel.h"

#include "common/Format.h"
#include "common/Texts.h"

#include <QApplication>
#include <QStyle>

#include <cmath>

namespace scaleplan {

PlanTableModel::PlanTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void PlanTableModel::setPlans(std::vector<engine::Plan> plans, QStringList labels)
{
    beginResetModel();
    m_plans = std::move(plans);
    m_labels = std::move(labels);
    endResetModel();
}

const engine::Plan *PlanTableModel::plan(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_plans.size()))
        return nullptr;
    return &m_plans[static_cast<std::size_t>(row)];
}

int PlanTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_plans.size());
}

int PlanTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PlanTableModel::instanceName(const engine::Plan &plan)
{
    return QString::fromStdString(plan.cluster.instance.empty() ? plan.cluster.gpu
                                                                : plan.cluster.instance);
}

QString PlanTableModel::text(const engine::Plan &plan, int column) const
{
    const engine::ParallelSpec &p = plan.parallel;
    switch (column) {
    case Instance:
        return instanceName(plan);
    case Nodes:
        return formatCount(static_cast<double>(plan.cluster.nodes));
    case Tp:
        return QString::number(p.tp);
    case Pp:
        return QString::number(p.pp);
    case Dp:
        return QString::number(p.dp);
    case Cp:
        return QString::number(p.cp);
    case Ep:
        return p.expertTp > 0 && p.expertTp < p.tp
                   ? tr("%1, expert tp %2")
                         .arg(p.ep)
                         .arg(p.expertTp) // experts split over fewer GPUs than tp
                   : QString::number(p.ep);
    case Zero:
        return QString::number(p.zero)
               + (p.zeroShardGroup > 0 ? tr(" (groups of %1)").arg(p.zeroShardGroup) : QString());
    case MicroBatch:
        return QString::number(plan.microBatch);
    case Recompute:
        switch (plan.recompute) {
        case engine::Recompute::None:
            return tr("none");
        case engine::Recompute::Selective:
            if (plan.selectivePolicy != engine::SelectivePolicy::Parts)
                return tr("selective: every other product");
            return plan.recomputeModules != 0
                       ? tr("selective: %1").arg(recomputeModulesText(plan.recomputeModules))
                       : tr("selective");
        case engine::Recompute::Full:
            return plan.recomputeLayers > 0
                       ? tr("full, %1 per chunk").arg(plan.recomputeLayers) // layers of a chunk
                       : tr("full");
        }
        return {};
    case VirtualStages:
        return QString::number(p.virtualStages);
    case SequenceParallel:
        return p.sequenceParallel ? tr("yes") : tr("no");
    case Overlap:
        if (plan.tpOverlap && plan.ppOverlap)
            return tr("TP, PP");
        return plan.tpOverlap ? tr("TP") : plan.ppOverlap ? tr("PP") : tr("no");
    case Time:
        return formatHours(plan.result.expectedTimeH);
    case Cost:
        return formatUsd(plan.result.costUsd.total);
    case Mfu:
        return formatPercent(plan.result.mfu);
    default:
        return {};
    }
}

QString PlanTableModel::comparedWithFirst(int row, double value, double first) const
{
    if (row == 0 || first <= 0)
        return {};
    const double change = value / first - 1.0;
    QString text = QStringLiteral("\n");
    if (std::abs(change) < 0.0005)
        text += tr("The same as plan 1.");
    else if (change > 0)
        text += tr("%1 more than plan 1.").arg(formatPercent(change));
    else
        text += tr("%1 less than plan 1.").arg(formatPercent(-change));
    if (std::abs(change) <= kRankingTolerance)
        text += QLatin1Char(' ')
                + tr("Within the %1 to which the engine's order of layouts was checked "
                     "against measurements, so treat the two as a tie (docs/planner.md).")
                      .arg(formatPercent(kRankingTolerance, 0));
    return text;
}

namespace {

/// Which bounds of \p goal \p r meets by less than its held-out accuracy band.
struct NarrowBounds
{
    bool deadline = false;
    bool budget = false;
};

NarrowBounds narrowBounds(const engine::Result &r, const Goal &goal)
{
    const double band = r.accuracy.bandPct / 100;
    if (!(band > 0))
        return {};
    const double time = r.expectedTimeH;
    const double cost = r.costUsd.total;
    return {goal.deadlineH > 0 && time <= goal.deadlineH && time * (1 + band) > goal.deadlineH,
            goal.budgetUsd > 0 && cost <= goal.budgetUsd && cost * (1 + band) > goal.budgetUsd};
}

} // namespace

QString PlanTableModel::narrowMarginText(const engine::Result &result, const Goal &goal)
{
    const NarrowBounds narrow = narrowBounds(result, goal);
    QStringList parts;
    if (narrow.deadline)
        parts << tr("it meets the deadline by %1")
                     .arg(formatHours(goal.deadlineH - result.expectedTimeH));
    if (narrow.budget)
        parts << tr("it stays %1 under the budget")
                     .arg(formatUsd(goal.budgetUsd - result.costUsd.total));
    if (parts.isEmpty())
        return {};
    return tr("Close to the goal: %1, less than the %2 by which estimates like it were off on "
              "published runs.")
        .arg(parts.join(tr(" and ")), formatPercent(result.accuracy.bandPct / 100, 0));
}

QVariant PlanTableModel::data(const QModelIndex &index, int role) const
{
    const engine::Plan *row = index.isValid() ? plan(index.row()) : nullptr;
    if (row == nullptr || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole)
        return text(*row, index.column());
    // A margin to the goal smaller than the estimate's uncertainty: a warning on the bound.
    const engine::Result &r = row->result;
    const NarrowBounds narrow = narrowBounds(r, m_goal);
    const bool narrowDeadline = narrow.deadline;
    const bool narrowBudget = narrow.budget;
    if (role == Qt::DecorationRole
        && ((index.column() == Time && narrowDeadline) || (index.column() == Cost && narrowBudget)))
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    if (role == Qt::DecorationRole && index.column() == Time
        && !heldOutCautionText(row->result.issues).isEmpty())
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
    if (role == Qt::TextAlignmentRole && index.column() != Instance)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Time: {
            QString tip = tr("Expected wall-clock time: failure-free %1 plus checkpoints, "
                             "failures and restarts (engine estimate)")
                              .arg(formatHours(row->result.trainingTimeH))
                          + comparedWithFirst(index.row(), row->result.expectedTimeH,
                                              m_plans.front().result.expectedTimeH);
            if (const QString note = heldOutCautionText(row->result.issues); !note.isEmpty())
                tip += QStringLiteral("\n\n") + note;
            if (narrowDeadline)
                tip += QStringLiteral("\n\n") + narrowMarginText(r, m_goal);
            return tip;
        }
        case Cost: {
            QString tip = tr("Instance hours at the expected time plus storage and egress, at "
                             "the catalog's prices (Tools > Instance Prices)")
                          + comparedWithFirst(index.row(), row->result.costUsd.total,
                                              m_plans.front().result.costUsd.total);
            if (narrowBudget)
                tip += QStringLiteral("\n\n") + narrowMarginText(r, m_goal);
            return tip;
        }
        case Mfu:
            return tr("Model FLOPs per second per GPU against the dense peak for the training "
                      "precision");
        case Cp:
            return tr("Context parallelism: GPUs that share each sequence, passing keys and "
                      "values around a ring");
        case Ep:
            return tr("Expert parallelism: data-parallel GPUs that share each layer's routed "
                      "experts, sending tokens to them by all-to-all. \"Expert tp\": the GPUs "
                      "that split each routed expert where fewer than tp (1: experts kept whole)");
        case Overlap:
            return tr("Communication run beside compute: TP, the tensor-parallel collectives "
                      "beside the matrix products (Transformer Engine); PP, the pipeline sends "
                      "beside the next chunk (Megatron-Core's interleaved schedule)");
        default:
            return {};
        }
    }
    return {};
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section < m_labels.size() ? QVariant(m_labels[section]) : QVariant(section + 1);
    switch (section) {
    case Instance:
        return tr("Instance");
    case Nodes:
        return tr("Nodes");
    case Tp:
        return tr("TP");
    case Pp:
        return tr("PP");
    case Dp:
        return tr("DP");
    case Cp:
        return tr("CP");
    case Ep:
        return tr("EP");
    case Zero:
        return tr("ZeRO");
    case MicroBatch:
        return tr("Micro-batch");
    case Recompute:
        return tr("Recompute");
    case VirtualStages:
        return tr("Virtual stages");
    case SequenceParallel:
        return tr("SP");
    case Overlap:
        return tr("Overlap");
    case Time:
        return tr("Time");
    case Cost:
        return tr("Cost");
    case Mfu:
        return tr("MFU");
    default:
        return {};
    }
}

} // namespace scaleplan
