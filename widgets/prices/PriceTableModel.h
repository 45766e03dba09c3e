// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Catalog.h"

#include <QAbstractTableModel>
#include <QDate>

#include <vector>

namespace scaleplan {

/// The catalog's instance prices as an editable table (Tools > Instance Prices): the
/// on-demand and spot price of a node-hour in US dollars and the date of the price. Edits
/// stay in the table until saved; rows that differ from what the table opened on (or was
/// last saved as) are shown in bold.
class PriceTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceTableModel)

public:
    enum Column { Instance, Gpus, OnDemand, Spot, PriceDate, ColumnCount };
    /// On the Instance column: the id and the GPU's name, what a filter searches.
    static constexpr int SearchRole = Qt::UserRole + 1;

    /// The instances of \p catalog; \p builtin is what resetToBuiltIn() returns to and
    /// \p today dates a price the user changes without giving a date.
    PriceTableModel(const engine::Catalog &catalog, const engine::Catalog &builtin, QDate today,
                    QObject *parent = nullptr);
    ~PriceTableModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// Prices take a finite number of dollars from 0 to 1,000,000 (a spot price of 0 means
    /// none: spot nodes are charged the on-demand price); the date any non-empty text.
    /// Anything else is refused and leaves the row as it was.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// The instance on \p row as edited.
    const engine::Instance &instance(int row) const;
    /// Whether \p row differs from the saved catalog.
    bool isChanged(int row) const;
    /// The instances that differ from the saved catalog, as edited.
    std::vector<engine::Instance> changedInstances() const;
    /// Puts the built-in catalog's prices and date back on \p row; false when the
    /// instance is not built in (a user's own entry has nothing to return to).
    bool resetToBuiltIn(int row);
    /// The edits were saved: they become what rows are compared with.
    void markSaved();
    /// Shows \p catalog's instances as saved (after an import changed the catalog).
    void setCatalog(const engine::Catalog &catalog);

private:
    /// Dates a price edit and names the user among its sources, unless the date or the
    /// sources were already changed since the last save.
    void datePriceEdit(engine::Instance &edited, const engine::Instance &saved) const;
    QString priceText(double usd) const;
    QString tooltip(int row, int column) const;

    engine::Catalog m_catalog;               ///< for GPU names
    std::vector<engine::Instance> m_builtin; ///< built-in instances, for reset
    std::vector<engine::Instance> m_saved;   ///< as opened or last saved
    std::vector<engine::Instance> m_rows;    ///< as edited
    QDate m_today;
};

} // namespace scaleplan
