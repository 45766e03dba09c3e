// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/Goal.h"
#include "scaleplan/engine/Planner.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace scaleplan {

/// The planner's best plans, one row each, best first: cluster, time, cost, MFU, layout.
class PlanTableModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanTableModel)

public:
    /// The figures a plan is ranked by come first, so a narrow dock shows them.
    enum Column {
        Instance,
        Nodes,
        Time,
        Cost,
        Mfu,
        Tp,
        Pp,
        Dp,
        Cp,
        Ep,
        Zero,
        MicroBatch,
        Recompute,
        VirtualStages,
        SequenceParallel,
        Overlap,
        ColumnCount
    };

    explicit PlanTableModel(QObject *parent = nullptr);

    /// Shows \p plans; those whose estimate carries a held-out caution (estimates like it were
    /// measured optimistic, engine::layoutCaution()) show an information icon on their time
    /// and say so in its tooltip.
    /// \p labels, where given, name the rows instead of their ranks (the nearest plans).
    void setPlans(std::vector<engine::Plan> plans, QStringList labels = {});
    const std::vector<engine::Plan> &plans() const { return m_plans; }
    /// The goal the plans are searched under: a plan that meets a bound by less than its
    /// estimate's uncertainty is marked on that bound's column (call before setPlans()).
    void setGoal(const Goal &goal) { m_goal = goal; }
    /// The catalog instance \p plan runs on, or the GPU of a described cluster.
    static QString instanceName(const engine::Plan &plan);
    /// Where \p result meets a bound of \p goal by less than its held-out accuracy band: a
    /// sentence naming the bound and the margin; empty where every margin exceeds the band.
    static QString narrowMarginText(const engine::Result &result, const Goal &goal);
    /// The plan of \p row, or null when out of range.
    const engine::Plan *plan(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// How close two plans' figures must be to count as a tie: among 109 measured layouts
    /// the one the engine rated fastest ran within 5% of the fastest measured
    /// (TestValidation::heldOutVTrainRankingPicksAFastLayout).
    static constexpr double kRankingTolerance = 0.05;

private:
    QString text(const engine::Plan &plan, int column) const;
    /// A tooltip line comparing \p value of plan \p row with the first plan's \p first.
    QString comparedWithFirst(int row, double value, double first) const;

    std::vector<engine::Plan> m_plans;
    QStringList m_labels; ///< row names; empty: ranks
    Goal m_goal;
};

} // namespace scaleplan
