// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ThisMachineModel.h"

#include "common/Format.h"

namespace scaleplan {

using engine::ProbeDevice;

namespace {

enum Row {
    Name,
    Compute,
    Multiprocessors,
    SmClock,
    Memory,
    Bandwidth,
    Fp32,
    Bf16,
    Fp16,
    PeerCopy,
    Power,
    Pcie,
    NvLink,
    Versions
};

constexpr double kGiB = 1024.0 * 1024 * 1024;

/// \p value with \p unit, or a dash when unknown (0).
QString figure(double value, const QString &unit)
{
    return value > 0 ? ThisMachineModel::tr("%1 %2").arg(formatNumber(value), unit)
                     : QStringLiteral("–");
}

} // namespace

ThisMachineModel::ThisMachineModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ThisMachineModel::setReport(const engine::ProbeReport &report, const engine::Catalog &catalog)
{
    beginResetModel();
    m_report = report;
    m_datasheets.clear();
    for (const ProbeDevice &device : m_report.devices) {
        const engine::Gpu *gpu = engine::matchDatasheet(catalog, device);
        m_datasheets.push_back(gpu != nullptr ? std::optional<engine::Gpu>(*gpu) : std::nullopt);
    }
    endResetModel();
}

int ThisMachineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_report.devices.size()) * kRowsPerDevice;
}

int ThisMachineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ThisMachineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const std::size_t device = static_cast<std::size_t>(index.row() / kRowsPerDevice);
    const Cell c = cell(device, index.row() % kRowsPerDevice, index.column());
    return role == Qt::DisplayRole ? c.text : c.tooltip;
}

QVariant ThisMachineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Figure:
        return tr("Figure");
    case Datasheet:
        return tr("Driver or datasheet");
    case Measured:
        return tr("Measured");
    default:
        return {};
    }
}

ThisMachineModel::Cell ThisMachineModel::cell(std::size_t position, int row, int column) const
{
    const ProbeDevice &d = m_report.devices[position];
    const std::optional<engine::Gpu> &sheet = m_datasheets[position];
    const QString gpu = tr("GPU %1").arg(d.index);
    const QString sheetName = sheet ? QString::fromStdString(sheet->name) : QString();
    const QString notRun = tr("Not measured yet: press Run benchmarks.");
    Cell out;
    switch (row) {
    case Name:
        if (column == Figure)
            return {tr("%1 name").arg(gpu), {}};
        if (column == Datasheet)
            return {QString::fromStdString(d.name),
                    tr("UUID %1; catalog match: %2")
                        .arg(QString::fromStdString(d.uuid),
                             sheet ? sheetName : tr("none (figures derived from the driver)"))};
        return {};
    case Compute:
        if (column == Figure)
            return {tr("Compute capability"), {}};
        if (column == Datasheet)
            return {QStringLiteral("%1.%2").arg(d.computeMajor).arg(d.computeMinor),
                    tr("cuDeviceGetAttribute")};
        return {};
    case Multiprocessors:
        if (column == Figure)
            return {tr("Multiprocessors"), {}};
        if (column == Datasheet)
            return {formatCount(d.smCount), tr("cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)")};
        return {};
    case SmClock:
        if (column == Figure)
            return {tr("Highest SM clock"), {}};
        if (column == Datasheet)
            return {figure(d.smClockMhz, tr("MHz")), tr("NVML maximum SM clock")};
        return {};
    case Memory:
        if (column == Figure)
            return {tr("Memory (free)"), {}};
        if (column == Datasheet)
            return {tr("%1 GiB (%2 GiB free)")
                        .arg(formatNumber(d.memoryTotalBytes / kGiB),
                             formatNumber(d.memoryFreeBytes / kGiB)),
                    tr("cuDeviceTotalMem and NVML memory information")};
        return {};
    case Bandwidth:
        if (column == Figure)
            return {tr("Memory bandwidth"), {}};
        if (column == Datasheet)
            return {figure(sheet ? sheet->memoryBandwidthGBs : d.memoryBandwidthGBs, tr("GB/s")),
                    sheet ? tr("Datasheet of %1; the driver's clock and bus width give %2 GB/s")
                                .arg(sheetName, formatNumber(d.memoryBandwidthGBs))
                          : tr("Memory clock x 2 x %1-bit bus / 8").arg(d.memoryBusWidthBits)};
        return {figure(d.measuredMemoryBandwidthGBs, tr("GB/s")),
                d.measuredMemoryBandwidthGBs > 0
                    ? tr("Device-to-device copy, bytes read plus written, median of timed runs")
                    : notRun};
    case Fp32:
        if (column == Figure)
            return {tr("FP32"), {}};
        if (column == Datasheet)
            return {figure(sheet ? sheet->fp32Tflops : d.fp32PeakTflops(), tr("TFLOP/s")),
                    sheet ? tr("Datasheet of %1").arg(sheetName)
                          : tr("Multiprocessors x FP32 lanes x 2 x highest clock")};
        return {figure(d.measuredFp32Tflops, tr("TFLOP/s")),
                d.measuredFp32Tflops > 0 ? tr("FMA loop (PTX kernel), median of timed runs")
                                         : notRun};
    case Bf16:
        if (column == Figure)
            return {tr("bf16 matrix multiply"), {}};
        if (column == Datasheet)
            return {figure(sheet ? sheet->bf16Tflops : 0, tr("TFLOP/s")),
                    sheet ? tr("Dense peak, datasheet of %1").arg(sheetName)
                          : tr("No catalog GPU matches this one")};
        return {figure(d.measuredBf16Tflops, tr("TFLOP/s")),
                d.measuredBf16Tflops > 0 ? tr("cuBLAS GEMM, mean over 2 s at the power limit")
                                         : notRun};
    case Fp16:
        if (column == Figure)
            return {tr("fp16 matrix multiply"), {}};
        if (column == Datasheet)
            return {figure(sheet ? sheet->fp16Tflops : 0, tr("TFLOP/s")),
                    sheet ? tr("Dense peak, datasheet of %1").arg(sheetName)
                          : tr("No catalog GPU matches this one")};
        return {figure(d.measuredFp16Tflops, tr("TFLOP/s")),
                d.measuredFp16Tflops > 0 ? tr("cuBLAS GEMM, mean over 2 s at the power limit")
                                         : notRun};
    case PeerCopy:
        if (column == Figure)
            return {tr("To the next GPU"), {}};
        if (column == Datasheet)
            return {figure(sheet ? sheet->scaleUpGBsUnidir : 0, tr("GB/s")),
                    sheet ? tr("One direction, datasheet of %1").arg(sheetName) : QString()};
        return {figure(d.measuredP2pGBs, tr("GB/s")),
                d.measuredP2pGBs > 0 ? tr("Peer copy, one direction, median of timed runs")
                                     : tr("Measured only with two or more GPUs")};
    case Power:
        if (column == Figure)
            return {tr("Power limit"), {}};
        if (column == Datasheet)
            return {figure(d.powerLimitW, tr("W")), tr("NVML power management limit")};
        return {};
    case Pcie:
        if (column == Figure)
            return {tr("PCIe"), {}};
        if (column == Datasheet)
            return {d.pcieGeneration > 0 ? tr("Gen%1 x%2").arg(d.pcieGeneration).arg(d.pcieWidth)
                                         : QStringLiteral("–"),
                    tr("NVML highest link generation and width")};
        return {};
    case NvLink:
        if (column == Figure)
            return {tr("NVLink links"), {}};
        if (column == Datasheet)
            return {QString::number(d.nvlinkLinks), tr("NVML links in the active state")};
        return {};
    case Versions:
        if (column == Figure)
            return {tr("Driver, CUDA"), {}};
        if (column == Datasheet)
            return {tr("%1, CUDA %2")
                        .arg(d.driverVersion.empty() ? QStringLiteral("–")
                                                     : QString::fromStdString(d.driverVersion),
                             QString::fromStdString(d.cudaVersion)),
                    d.mig ? tr("MIG is on: the figures are those of a slice") : QString()};
        return {};
    default:
        return out;
    }
}

} // namespace scaleplan
