// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "document/ScenarioAnalysis.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace scaleplan {

/// Scenarios side by side: one column per scenario (the open one first), one row per
/// figure (time, cost, GPU-hours, MFU, memory, layout ...).
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonModel)

public:
    /// One compared scenario with its estimate.
    struct Entry
    {
        QString name;
        engine::Scenario scenario;
        engine::Result result;
        bool valid = false; ///< false when the scenario breaks a layout rule
        /// A compared scenario's cost-versus-time curve (comparedSeries()), built once
        /// when it is added; none for the open scenario, whose curve the charts build.
        std::optional<CostTimeSeries> curve;
    };

    explicit ComparisonModel(const engine::Catalog &catalog, QObject *parent = nullptr);

    /// Sets the open scenario (column 0) and estimates it.
    void setCurrent(const QString &name, const engine::Scenario &scenario);
    /// Sets the open scenario (column 0) from its analysis (the document's): no estimate.
    void setCurrent(const QString &name, const ScenarioAnalysis &analysis);
    /// Adds a scenario as a new column, estimated and swept once, here.
    void addScenario(const QString &name, const engine::Scenario &scenario);
    /// Removes compared column \p column (column 0, the open scenario, stays).
    void removeScenario(int column);
    /// Estimates the compared scenarios again (after the catalog changed: new prices).
    void refresh();
    const std::vector<Entry> &entries() const { return m_entries; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The compared scenarios as RFC 4180 CSV: one record per scenario (the open one
    /// first), stable English column names with units, plain numbers (engine::CsvWriter).
    QString toCsv() const;

private:
    static Entry entryOf(const QString &name, const ScenarioAnalysis &analysis);
    /// The scenario estimated, with its cost-versus-time curve.
    Entry makeComparedEntry(const QString &name, const engine::Scenario &scenario) const;
    QString cell(const Entry &entry, int row) const;

    const engine::Catalog &m_catalog;
    std::vector<Entry> m_entries;
};

} // namespace scaleplan
