// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "document/ScenarioAnalysis.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Comparison.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace scaleplan {

/// Scenarios side by side: a column per scenario (the open one first), each compared one
/// followed by its difference from the first; a row per input that tells them apart (the
/// cluster, the node count, then every other input that differs, from the scenario files)
/// and per figure (time, cost, GPU-hours, MFU, throughput, memory, layout ...). Columns are
/// headed by the scenarios' names; where two names are alike, the input that tells them
/// apart is added to both.
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonModel)

public:
    /// One compared scenario with its estimate.
    struct Entry
    {
        QString name; ///< as shown and exported: the given name, told apart from alike ones
        engine::Scenario scenario;
        engine::Result result;
        bool valid = false; ///< false when the scenario breaks a layout rule
        /// A compared scenario's cost-versus-time curve (comparedSeries()), built once
        /// when it is added; none for the open scenario, whose curve the charts build.
        std::optional<CostTimeSeries> curve;
    };

    /// Which way a difference from the first scenario goes for the reader.
    enum class Sense {
        Neutral, ///< an input, or a figure with no better side
        Better,
        Worse
    };

    /// A cell of a difference column: the signed change in the row's unit (with the relative
    /// change where it means something), its sense, and the same in words.
    struct Difference
    {
        QString text;
        Sense sense = Sense::Neutral;
        QString toolTip;
    };

    /// The colour a difference of \p sense is shown in (empty: the text's own).
    static QString senseColor(Sense sense);

    explicit ComparisonModel(const engine::Catalog &catalog, QObject *parent = nullptr);

    /// Sets the open scenario (column 0) and estimates it.
    void setCurrent(const QString &name, const engine::Scenario &scenario);
    /// Sets the open scenario (column 0) from its analysis (the document's): no estimate.
    void setCurrent(const QString &name, const ScenarioAnalysis &analysis);
    /// Adds a scenario as a new column (and its difference column), estimated and swept
    /// once, here.
    void addScenario(const QString &name, const engine::Scenario &scenario);
    /// Removes compared scenario \p scenario (an index into entries(); 0, the open
    /// scenario, stays) with its columns.
    void removeScenario(int scenario);
    /// Removes every compared scenario.
    void clearCompared();
    /// Estimates the compared scenarios again (after the catalog changed: new prices).
    void refresh();
    const std::vector<Entry> &entries() const { return m_entries; }
    int scenarioCount() const { return static_cast<int>(m_entries.size()); }

    /// The scenario column \p column shows (its values or its difference from the first).
    static int scenarioOfColumn(int column) { return (column + 1) / 2; }
    /// Whether column \p column holds a scenario's difference from the first.
    static bool isDifferenceColumn(int column) { return column > 0 && column % 2 == 0; }
    /// The column of scenario \p scenario's values.
    static int columnOfScenario(int scenario) { return scenario == 0 ? 0 : 2 * scenario - 1; }

    /// Row \p row's figure as scenario \p scenario shows it.
    QString value(int scenario, int row) const;
    /// Scenario \p scenario's difference from the first in row \p row (empty text where
    /// there is none to tell: a text input, a scenario without an estimate). Neither better
    /// nor worse where either of the two does not fit in memory.
    Difference difference(int scenario, int row) const;
    /// Whether row \p row is an input (the cluster, the node count or another that
    /// differs) rather than a figure of the estimate.
    bool isInputRow(int row) const;
    /// Whether row \p row says whether each scenario fits in memory and runs.
    bool isFitRow(int row) const;
    /// Whether scenario \p scenario has an estimate whose layout fits in memory.
    bool runs(int scenario) const;
    /// Whether row \p row is one of the summary cards' figures (time, cost, GPU-hours, MFU,
    /// memory).
    bool isSummaryRow(int row) const;
    /// Row \p row's name (translated; an input by its label, an unknown one by its path).
    QString rowLabel(int row) const;
    /// The JSON path of input row \p row ("training.global_batch"); empty for a figure.
    QString rowPath(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The compared scenarios as RFC 4180 CSV: one record per scenario (the open one
    /// first), stable English column names with units, plain numbers, and a column per
    /// input that differs (engine::comparisonToCsv()).
    QString toCsv() const;

private:
    /// A row: a figure of the estimate, or the input at differing[input].
    struct RowKey
    {
        int figure = -1;
        int input = -1;
        bool operator==(const RowKey &) const = default;
    };

    static Entry entryOf(const QString &name, const ScenarioAnalysis &analysis);
    /// The scenario estimated, with its cost-versus-time curve.
    Entry makeComparedEntry(const QString &name, const engine::Scenario &scenario) const;
    /// Finds the inputs that differ and the names that tell the scenarios apart again, and
    /// tells the views what changed (a reset when the rows did).
    void updateRowsAndNames();
    /// Each scenario's name, with the first inputs that tell alike names apart.
    std::vector<QString> distinctNames() const;
    QString figureValue(const Entry &entry, int figure) const;
    Difference figureDifference(int scenario, int figure) const;

    const engine::Catalog &m_catalog;
    std::vector<Entry> m_entries;
    std::vector<QString> m_givenNames; ///< each scenario's name as it was given
    /// Each scenario's inputs, read from its file once (none until there is a comparison).
    std::vector<std::optional<engine::ScenarioInputs>> m_inputs;
    std::vector<engine::DifferingInput>
        m_differing; ///< the inputs that differ, but cluster and nodes
    std::vector<RowKey> m_rows;
};

} // namespace scaleplan
