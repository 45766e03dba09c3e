// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Planner.h"

#include <QAbstractTableModel>

#include <optional>
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
        Instance, Nodes, Time, Cost, Mfu, Tp, Pp, Dp, Cp, Ep, Zero, MicroBatch, Recompute,
        VirtualStages, SequenceParallel, Overlap, ColumnCount
    };

    explicit PlanTableModel(QObject *parent = nullptr);

    /// Shows \p plans; with the searched \p model, plans whose layout held-out measurements
    /// found the engine optimistic for carry an information icon and say so
    /// (layoutCautionText()).
    void setPlans(std::vector<engine::Plan> plans,
                  std::optional<engine::ModelSpec> model = std::nullopt);
    const std::vector<engine::Plan> &plans() const { return m_plans; }
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

    /// The sentence of layoutCautionText() for \p plan, empty without a model or caution.
    QString caution(const engine::Plan &plan) const;

    std::vector<engine::Plan> m_plans;
    std::optional<engine::ModelSpec> m_model;
};

} // namespace scaleplan
