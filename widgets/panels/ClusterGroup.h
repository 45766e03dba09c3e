// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "panels/PanelGroup.h"

#include <string>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QStandardItemModel;

namespace scaleplan {

/// The machines: a catalog instance (grouped by provider, with its price snapshot) or a
/// described cluster (GPU, GPUs per node, network and price). The node count is a slider
/// in ScaleGroup.
class ClusterGroup final : public PanelGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterGroup)

public:
    ClusterGroup(ScenarioDocument *document, QWidget *parent);
    ~ClusterGroup() override;

    void updateFromScenario() override;

private:
    void refillCatalog();
    void fillGpus();
    void createMachineRows();
    void createDescribedRows();
    void createRegionRow();
    /// The regions the catalog prices the scenario's instance in, its own first.
    void fillRegions(const engine::Scenario &s);
    void createPriceRow();
    void fillInstances();
    void chooseMachine(int index);
    void updatePrice(const engine::Scenario &s);

    QStandardItemModel *m_machines = nullptr;
    QComboBox *m_machine = nullptr;
    QLabel *m_machineNote = nullptr;
    QComboBox *m_gpu = nullptr;
    QSpinBox *m_gpusPerNode = nullptr;
    QDoubleSpinBox *m_interNode = nullptr;
    QDoubleSpinBox *m_price = nullptr;
    QComboBox *m_region = nullptr;
    std::string m_regionsFor; ///< the instance m_region lists the regions of
};

} // namespace scaleplan
