// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/Goal.h"
#include "scaleplan/engine/Planner.h"

#include <QAbstractTableModel>

#include <vector>

namespace scaleplan {

/// The planner's summary a manager reads first: the best plan per instance type and way of
/// buying it (on demand, spot, reserved), with whether it meets the goal. Shown even when
/// every plan is over budget, so the nearest way to the goal is in view.
class InstanceSummaryModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceSummaryModel)

public:
    enum Column { Instance, BoughtAs, Nodes, Time, Cost, Goal, ColumnCount };

    explicit InstanceSummaryModel(QObject *parent = nullptr);

    /// Shows \p rows; a row that meets \p goal by less than its estimate's uncertainty says so.
    void setRows(std::vector<engine::InstancePlan> rows, const scaleplan::Goal &goal = {});
    const std::vector<engine::InstancePlan> &rows() const { return m_rows; }
    /// The plan of \p row, or null when out of range.
    const engine::Plan *plan(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// "Meets the goal", "Over budget", "Past the deadline" or "Over budget and past the deadline".
    static QString goalText(const engine::InstancePlan &row);

private:
    std::vector<engine::InstancePlan> m_rows;
    scaleplan::Goal m_goal;
};

} // namespace scaleplan
