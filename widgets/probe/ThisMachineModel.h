// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Probe.h"

#include <QAbstractTableModel>

namespace scaleplan {

/// The probed GPUs as a table: one row per figure per GPU; columns: the figure, what the
/// driver or the datasheet says, and what the benchmarks measured.
class ThisMachineModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Figure, Datasheet, Measured, ColumnCount };

    explicit ThisMachineModel(QObject *parent = nullptr);

    /// Shows \p report; \p catalog supplies the datasheet of the matching GPU.
    void setReport(const engine::ProbeReport &report, const engine::Catalog &catalog);
    const engine::ProbeReport &report() const { return m_report; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Rows shown for each GPU.
    static constexpr int kRowsPerDevice = 14;

private:
    struct Cell
    {
        QString text;
        QString tooltip;
    };
    Cell cell(std::size_t position, int row, int column) const;

    engine::ProbeReport m_report;
    std::vector<std::optional<engine::Gpu>> m_datasheets; ///< per device
};

} // namespace scaleplan
