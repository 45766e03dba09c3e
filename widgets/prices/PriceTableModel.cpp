// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "prices/PriceTableModel.h"

#include "common/Format.h"
#include "common/Texts.h"

#include <QFont>

#include <algorithm>
#include <cmath>

namespace scaleplan {

namespace {

/// The most a node-hour may cost here: far above any cloud price, low enough that a
/// mistyped digit run is refused rather than silently budgeted.
constexpr double kMaxUsdPerHour = 1e6;

/// \p value as a price in dollars, or nothing when it is not one.
std::optional<double> priceValue(const QVariant &value)
{
    bool ok = false;
    const double usd = value.toDouble(&ok);
    if (!ok || !std::isfinite(usd) || usd < 0 || usd > kMaxUsdPerHour)
        return std::nullopt;
    return usd;
}

} // namespace

PriceTableModel::PriceTableModel(const engine::Catalog &catalog, const engine::Catalog &builtin,
                                 QDate today, QObject *parent)
    : QAbstractTableModel(parent)
    , m_catalog(catalog)
    , m_builtin(builtin.instances)
    , m_saved(catalog.instances)
    , m_rows(catalog.instances)
    , m_today(today)
{
}

PriceTableModel::~PriceTableModel() = default;

void PriceTableModel::setCatalog(const engine::Catalog &catalog)
{
    beginResetModel();
    m_catalog = catalog;
    m_saved = catalog.instances;
    m_rows = catalog.instances;
    endResetModel();
}

int PriceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PriceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PriceTableModel::priceText(double usd) const
{
    return tr("%1/h").arg(formatUsd(usd));
}

QVariant PriceTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const engine::Instance &i = m_rows[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Instance:
            return QString::fromStdString(i.id);
        case Gpus:
            return tr("%1 × %2").arg(QString::number(i.gpus), shortGpuName(m_catalog, i.gpu));
        case OnDemand:
            return i.onDemandUsdPerHour > 0 ? priceText(i.onDemandUsdPerHour) : tr("none");
        case Spot:
            return i.spotUsdPerHour ? priceText(*i.spotUsdPerHour) : tr("none (on-demand)");
        case PriceDate:
            // "AWS price list, 2026-07": where the price is from and when.
            return i.priceSource.empty() ? QString::fromStdString(i.priceDate)
                                         : tr("%1, %2").arg(catalogText(i.priceSource),
                                                            QString::fromStdString(i.priceDate));
        default:
            return {};
        }
    }
    if (role == Qt::EditRole) {
        switch (column) {
        case OnDemand:
            return i.onDemandUsdPerHour;
        case Spot:
            return i.spotUsdPerHour.value_or(0.0);
        case PriceDate:
            return QString::fromStdString(i.priceDate);
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == SearchRole && column == Instance)
        return QString::fromStdString(i.id) + QLatin1Char(' ') + shortGpuName(m_catalog, i.gpu)
               + QLatin1Char(' ') + QString::fromStdString(i.gpu);
    if (role == Qt::TextAlignmentRole && (column == OnDemand || column == Spot))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && isChanged(index.row())) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole)
        return tooltip(index.row(), column);
    return {};
}

QString PriceTableModel::tooltip(int row, int column) const
{
    const engine::Instance &i = m_rows[static_cast<std::size_t>(row)];
    switch (column) {
    case OnDemand:
        return tr("What one node costs an hour on demand. Double-click to enter the price "
                  "you pay; 0 means no price is known (costs are then zero).");
    case Spot:
        return tr("What one node costs an hour on spot capacity (the Spot share slider). "
                  "Double-click to enter it; 0 means none, and spot nodes are charged the "
                  "on-demand price.");
    case PriceDate:
        if (!i.spotPriceDate.empty())
            return tr("From %1: on demand %2, spot %3")
                .arg(catalogText(i.priceSource), QString::fromStdString(i.priceDate),
                     QString::fromStdString(i.spotPriceDate));
        return tr("From %1, %2")
            .arg(catalogText(i.priceSource), QString::fromStdString(i.priceDate));
    default:
        // The short source and its month; the long provenance (addresses, files, the dates
        // they were read) stays in the catalog file and the report's appendix.
        return tr("Source: %1, %2. The full provenance is in the catalog file and in the "
                  "report's appendix of sources.")
            .arg(catalogText(i.priceSource), QString::fromStdString(i.priceDate));
    }
}

QVariant PriceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Instance:
        return tr("Instance type");
    case Gpus:
        return tr("GPUs");
    case OnDemand:
        return tr("On demand");
    case Spot:
        return tr("Spot");
    case PriceDate:
        return tr("Price date");
    default:
        return {};
    }
}

Qt::ItemFlags PriceTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid()
        && (index.column() == OnDemand || index.column() == Spot || index.column() == PriceDate))
        f |= Qt::ItemIsEditable;
    return f;
}

void PriceTableModel::datePriceEdit(engine::Instance &edited, const engine::Instance &saved) const
{
    const QString today = m_today.toString(Qt::ISODate);
    if (edited.priceDate == saved.priceDate) {
        edited.priceDate = today.toStdString();
        edited.priceSource = tr("entered by the user").toStdString();
        edited.spotPriceDate.clear();
    }
    // The catalog's sources name where its prices came from; this one came from the user.
    if (edited.sources == saved.sources) {
        const std::string note = tr("price entered by the user on %1").arg(today).toStdString();
        edited.sources = edited.sources.empty() ? note : edited.sources + "; " + note;
    }
}

bool PriceTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= rowCount())
        return false;
    const auto row = static_cast<std::size_t>(index.row());
    engine::Instance edited = m_rows[row];
    switch (index.column()) {
    case OnDemand: {
        const std::optional<double> usd = priceValue(value);
        if (!usd)
            return false;
        if (*usd == edited.onDemandUsdPerHour)
            return true;
        edited.onDemandUsdPerHour = *usd;
        datePriceEdit(edited, m_saved[row]);
        break;
    }
    case Spot: {
        const std::optional<double> usd = priceValue(value);
        if (!usd)
            return false;
        const std::optional<double> spot = *usd > 0 ? usd : std::nullopt;
        if (spot == edited.spotUsdPerHour)
            return true;
        edited.spotUsdPerHour = spot;
        edited.spotUsdPerHourMax.reset(); // the snapshot's range across zones no longer holds
        datePriceEdit(edited, m_saved[row]);
        break;
    }
    case PriceDate: {
        const QString text = value.toString().trimmed();
        if (text.isEmpty())
            return false;
        edited.priceDate = text.toStdString();
        break;
    }
    default:
        return false;
    }
    m_rows[row] = std::move(edited);
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    return true;
}

const engine::Instance &PriceTableModel::instance(int row) const
{
    return m_rows.at(static_cast<std::size_t>(row));
}

bool PriceTableModel::isChanged(int row) const
{
    const auto r = static_cast<std::size_t>(row);
    return !(m_rows.at(r) == m_saved.at(r));
}

std::vector<engine::Instance> PriceTableModel::changedInstances() const
{
    std::vector<engine::Instance> changed;
    for (int row = 0; row < rowCount(); ++row) {
        if (isChanged(row))
            changed.push_back(m_rows[static_cast<std::size_t>(row)]);
    }
    return changed;
}

bool PriceTableModel::resetToBuiltIn(int row)
{
    engine::Instance &edited = m_rows.at(static_cast<std::size_t>(row));
    const auto builtin = std::find_if(m_builtin.begin(), m_builtin.end(),
                                      [&](const engine::Instance &i) { return i.id == edited.id; });
    if (builtin == m_builtin.end())
        return false;
    edited.onDemandUsdPerHour = builtin->onDemandUsdPerHour;
    edited.spotUsdPerHour = builtin->spotUsdPerHour;
    edited.spotUsdPerHourMax = builtin->spotUsdPerHourMax;
    edited.priceDate = builtin->priceDate;
    edited.priceSource = builtin->priceSource;
    edited.spotPriceDate = builtin->spotPriceDate;
    edited.sources = builtin->sources;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    return true;
}

void PriceTableModel::markSaved()
{
    m_saved = m_rows;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace scaleplan
