// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/ClusterGroup.h"

#include "common/Controls.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "document/ScenarioEdits.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>

namespace scaleplan {

namespace {

using engine::Catalog;
using engine::Instance;
using Merge = ScenarioDocument::Merge;

/// Item data role holding the instance id; the described-cluster entry holds kDescribed.
constexpr int kIdRole = Qt::UserRole;
const QString kDescribed = QStringLiteral("#described");

QString providerName(const std::string &provider)
{
    if (provider == "aws")
        return ClusterGroup::tr("Amazon Web Services");
    if (provider == "gcp")
        return ClusterGroup::tr("Google Cloud");
    if (provider == "azure")
        return ClusterGroup::tr("Microsoft Azure");
    if (provider == "nebius")
        return ClusterGroup::tr("Nebius");
    if (provider == "coreweave")
        return ClusterGroup::tr("CoreWeave");
    if (provider == "local")
        return ClusterGroup::tr("This machine (measured)");
    return QString::fromStdString(provider).toUpper();
}

QString instanceText(const Catalog &catalog, const Instance &instance)
{
    const QString price = instance.onDemandUsdPerHour > 0
                              ? ClusterGroup::tr("%1/h").arg(formatUsd(instance.onDemandUsdPerHour))
                              : ClusterGroup::tr("no price in the catalog");
    return ClusterGroup::tr("%1 — %2 × %3 — %4")
        .arg(QString::fromStdString(instance.type), QString::number(instance.gpus),
             shortGpuName(catalog, instance.gpu), price);
}

QString instanceTooltip(const Catalog &catalog, const Instance &instance)
{
    QString spot = ClusterGroup::tr("no spot price in the catalog");
    if (instance.spotUsdPerHour)
        spot = ClusterGroup::tr("%1/h").arg(formatUsd(*instance.spotUsdPerHour));
    // "AWS price list; spot: Vantage, 2026-07 (spot 2025-11)": where the prices are from, when.
    QString dated = QString::fromStdString(instance.priceDate);
    if (!instance.priceSource.empty())
        dated = ClusterGroup::tr("%1, %2").arg(catalogText(instance.priceSource), dated);
    if (!instance.spotPriceDate.empty())
        dated = ClusterGroup::tr("%1 (spot %2)")
                    .arg(dated, QString::fromStdString(instance.spotPriceDate));
    return ClusterGroup::tr("<p><b>%1</b> (%2)<br>Network between nodes: %3 Gbit/s. %4<br>"
                            "On-demand %5, spot %6.</p><p><b>Prices:</b> %7</p>"
                            "<p>%8</p><p><b>Sources:</b><br>%9</p>")
        .arg(QString::fromStdString(instance.id).toHtmlEscaped(),
             QString::fromStdString(instance.region).toHtmlEscaped(),
             formatNumber(instance.interNodeGbps),
             QString::fromStdString(instance.interNodeNote).toHtmlEscaped(),
             instance.onDemandUsdPerHour > 0 ? formatUsd(instance.onDemandUsdPerHour)
                                             : ClusterGroup::tr("unknown"),
             spot, dated.toHtmlEscaped(), catalogText(catalog.priceCaveat).toHtmlEscaped(),
             // The catalog's source list (addresses, commits, notes) stays in the catalog
             // file and the written report's appendix.
             ClusterGroup::tr("listed in the catalog file and in the appendix of the PDF "
                              "report"));
}

QStandardItem *headerItem(const QString &text)
{
    auto *item = new QStandardItem(text);
    item->setFlags(Qt::NoItemFlags); // neither selectable nor enabled
    QFont font = item->font();
    font.setBold(true);
    item->setFont(font);
    return item;
}

} // namespace

ClusterGroup::ClusterGroup(ScenarioDocument *document, QWidget *parent)
    : PanelGroup(tr("Cluster"), document, parent)
{
    createMachineRows();
    createDescribedRows();
    createRegionRow();
    createPriceRow();
    connect(document, &ScenarioDocument::catalogChanged, this, &ClusterGroup::refillCatalog);
}

void ClusterGroup::refillCatalog()
{
    m_machines->clear();
    fillInstances();
    m_gpu->clear();
    fillGpus();
    m_regionsFor.clear(); // the new catalog may price other regions
    updateFromScenario();
}

ClusterGroup::~ClusterGroup() = default;

void ClusterGroup::createMachineRows()
{
    m_machines = new QStandardItemModel(this);
    m_machine = makeComboBox(this);
    m_machine->setMinimumContentsLength(30);
    m_machine->setModel(m_machines);
    fillInstances();
    addWideRow(m_machine, {"cluster", "cluster.instance"});
    connect(m_machine, &QComboBox::activated, this, &ClusterGroup::chooseMachine);

    m_machineNote = makeNote(this, tr("Prices are catalog snapshots, not live quotes: hover "
                                      "over a machine for the price date and sources."));
    addWideRow(m_machineNote);
}

void ClusterGroup::fillInstances()
{
    const Catalog &catalog = document()->catalog();
    std::string provider;
    for (const Instance &instance : catalog.instances) {
        if (instance.provider != provider) {
            provider = instance.provider;
            m_machines->appendRow(headerItem(providerName(provider)));
        }
        auto *item = new QStandardItem(instanceText(catalog, instance));
        item->setData(QString::fromStdString(instance.id), kIdRole);
        item->setToolTip(instanceTooltip(catalog, instance));
        m_machines->appendRow(item);
    }
    m_machines->appendRow(headerItem(tr("Your own hardware")));
    auto *described = new QStandardItem(tr("Described cluster (GPU, network and price)"));
    described->setData(kDescribed, kIdRole);
    described->setToolTip(tr("An on-premises or other cluster: choose the GPU, GPUs per node, "
                             "the network bandwidth of one node and a price per node-hour."));
    m_machines->appendRow(described);
    QAbstractItemView *view = m_machine->view();
    view->setMinimumWidth(view->sizeHintForColumn(0) + 24);
}

void ClusterGroup::chooseMachine(int index)
{
    const QString id = m_machine->itemData(index, kIdRole).toString();
    const Catalog &catalog = document()->catalog();
    if (id != kDescribed) {
        edit(tr("Choose %1").arg(id), Merge::None, [id](engine::Scenario &s) {
            s.cluster.instance = id.toStdString();
            s.cluster.gpu.clear();
            s.cluster.gpusPerNode = 0;
            s.cluster.interNodeGbps = 0;
            s.cluster.pricePerNodeHourUsd.reset(); // overrides belonged to the old machine
            s.pricing.spotPricePerNodeHourUsd.reset();
            s.cluster.region.clear(); // so did its regions
            deriveDataParallel(s);    // for the new machine's GPUs
        });
        return;
    }
    // Start the description from the instance chosen so far.
    const Instance *from = catalog.findInstance(scenario().cluster.instance);
    edit(tr("Describe the cluster"), Merge::None, [from](engine::Scenario &s) {
        if (from == nullptr)
            return;
        s.cluster.instance.clear();
        s.cluster.gpu = from->gpu;
        s.cluster.gpusPerNode = from->gpus;
        s.cluster.interNodeGbps = from->interNodeGbps;
        if (!s.cluster.pricePerNodeHourUsd && from->onDemandUsdPerHour > 0)
            s.cluster.pricePerNodeHourUsd = from->onDemandUsdPerHour;
        s.pricing.spotPricePerNodeHourUsd.reset();
        s.cluster.region.clear();
        deriveDataParallel(s);
    });
}

void ClusterGroup::fillGpus()
{
    for (const engine::Gpu &gpu : document()->catalog().gpus) {
        m_gpu->addItem(QString::fromStdString(gpu.name), QString::fromStdString(gpu.id));
        m_gpu->setItemData(
            m_gpu->count() - 1,
            tr("%1 GB, %2 GB/s, %3 dense 16-bit TFLOP/s")
                .arg(formatNumber(gpu.memoryGb), formatNumber(gpu.memoryBandwidthGBs),
                     formatNumber(gpu.bf16Tflops > 0 ? gpu.bf16Tflops : gpu.fp16Tflops)),
            Qt::ToolTipRole);
    }
}

void ClusterGroup::createDescribedRows()
{
    m_gpu = makeComboBox(this);
    fillGpus();
    addRow(fieldLabel(std::string("cluster.gpu")), m_gpu, {"cluster.gpu"});
    connect(m_gpu, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_gpu->itemData(index).toString().toStdString();
        edit(tr("Change GPU"), Merge::None, [id](engine::Scenario &s) { s.cluster.gpu = id; });
    });

    m_gpusPerNode = makeSpinBox(this, 0, 4096);
    m_gpusPerNode->setSpecialValueText(tr("required"));
    m_gpusPerNode->setToolTip(tr("GPUs in one node that share the fast in-node link."));
    addRow(fieldLabel(std::string("cluster.gpus_per_node")), m_gpusPerNode,
           {"cluster.gpus_per_node"});
    connect(m_gpusPerNode, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change GPUs per node"), Merge::None, [value](engine::Scenario &s) {
            s.cluster.gpusPerNode = value;
            deriveDataParallel(s);
        });
    });

    m_interNode = makeDoubleSpinBox(this, 0, 1e7, 0);
    m_interNode->setSuffix(tr(" Gbit/s"));
    m_interNode->setSpecialValueText(tr("required for more than one node"));
    m_interNode->setToolTip(tr("Network bandwidth of one node, all its NICs together."));
    addRow(fieldLabel(std::string("cluster.inter_node_gbps")), m_interNode,
           {"cluster.inter_node_gbps"});
    connect(m_interNode, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        edit(tr("Change inter-node bandwidth"), Merge::None,
             [value](engine::Scenario &s) { s.cluster.interNodeGbps = value; });
    });
}

void ClusterGroup::createRegionRow()
{
    m_region = makeComboBox(this);
    m_region->setObjectName(QStringLiteral("region"));
    m_region->setToolTip(tr("The region the nodes run in: prices differ between regions. The "
                            "catalog's default region is listed first; reservations are priced "
                            "in it only (docs/prices.md)."));
    addRow(fieldLabel(std::string("cluster.region")), m_region, {"cluster.region"});
    connect(m_region, &QComboBox::activated, this, [this](int index) {
        const std::string region = m_region->itemData(index).toString().toStdString();
        edit(tr("Change region"), Merge::None,
             [region](engine::Scenario &s) { s.cluster.region = region; });
    });
}

void ClusterGroup::fillRegions(const engine::Scenario &s)
{
    const QSignalBlocker blocker(m_region);
    // Refilled only when the instance changes: a slider step keeps the list.
    if (m_regionsFor != s.cluster.instance) {
        m_regionsFor = s.cluster.instance;
        m_region->clear();
        if (const Instance *instance = document()->catalog().findInstance(s.cluster.instance)) {
            // The default region has no name in the scenario: its data is "".
            m_region->addItem(
                tr("%1 (catalog default)").arg(QString::fromStdString(instance->region)),
                QString());
            for (const engine::RegionPrice &price : instance->regionPrices)
                m_region->addItem(QString::fromStdString(price.region),
                                  QString::fromStdString(price.region));
        }
    }
    const int at = m_region->findData(QString::fromStdString(s.cluster.region));
    m_region->setCurrentIndex(at >= 0 ? at : 0);
}

void ClusterGroup::createPriceRow()
{
    m_price = makeDoubleSpinBox(this, 0, 1e7, 2);
    m_price->setObjectName(QStringLiteral("pricePerNodeHour"));
    m_price->setPrefix(QStringLiteral("$"));
    m_price->setSuffix(tr(" per node-hour"));
    addRow(fieldLabel(std::string("cluster.price_per_node_hour_usd")), m_price,
           {"cluster.price_per_node_hour_usd"});
    connect(m_price, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        std::optional<double> price;
        if (value > 0)
            price = value;
        edit(tr("Change price per node-hour"), Merge::None,
             [price](engine::Scenario &s) { s.cluster.pricePerNodeHourUsd = price; });
    });
}

void ClusterGroup::updateFromScenario()
{
    const engine::Scenario &s = scenario();
    const bool described = s.cluster.instance.empty();
    const QString id = described ? kDescribed : QString::fromStdString(s.cluster.instance);
    {
        const QSignalBlocker blocker(m_machine);
        m_machine->setCurrentIndex(m_machine->findData(id, kIdRole));
    }
    m_machine->setToolTip(m_machine->currentData(Qt::ToolTipRole).toString());
    const QSignalBlocker blockGpus(m_gpusPerNode);
    const QSignalBlocker blockNetwork(m_interNode);
    selectData(m_gpu, QString::fromStdString(s.cluster.gpu));
    setValueInPlace(m_gpusPerNode, toSpinValue(s.cluster.gpusPerNode, m_gpusPerNode));
    setValueInPlace(m_interNode, s.cluster.interNodeGbps);
    for (QWidget *row : {static_cast<QWidget *>(m_gpu), static_cast<QWidget *>(m_gpusPerNode),
                         static_cast<QWidget *>(m_interNode)})
        setRowVisible(row, described);
    setRowVisible(m_machineNote, !described);
    fillRegions(s);
    setRowVisible(m_region, !described);
    updatePrice(s);
}

void ClusterGroup::updatePrice(const engine::Scenario &s)
{
    const QSignalBlocker blocker(m_price);
    const Instance *instance = document()->catalog().findInstance(s.cluster.instance);
    // The catalog's rate for the way the nodes are bought, which the cost uses.
    const engine::Commitment commitment = s.pricing.commitment;
    // (Commitments are priced in the instance's own region only, as the engine prices them.)
    double catalogPrice = 0.0;
    if (instance != nullptr)
        catalogPrice = commitment == engine::Commitment::OnDemand
                           ? instance->pricesIn(s.cluster.region)
                                 .value_or(engine::RegionPrice{})
                                 .onDemandUsdPerHour
                           : instance->usdPerHour(commitment).value_or(0.0);
    if (catalogPrice > 0)
        setSpecialValueTextInPlace(m_price,
                                   tr("catalog: %1 per node-hour").arg(formatUsd(catalogPrice)));
    else
        setSpecialValueTextInPlace(m_price, tr("none (costs show as zero)"));
    setValueInPlace(m_price, s.cluster.pricePerNodeHourUsd.value_or(0));
    // How the nodes are bought goes in the tooltip: the row is too narrow for it.
    m_price->setToolTip(instance != nullptr
                            ? tr("The catalog's price for this instance bought as: %1. A price "
                                 "here overrides it; zero uses the catalog price again.")
                                  .arg(commitmentText(commitment))
                            : tr("What one node costs per hour (all its GPUs). Without it the "
                                 "estimate has no cost figures."));
}

} // namespace scaleplan
