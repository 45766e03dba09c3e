// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "panels/PanelGroup.h"

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace scaleplan {

/// The sliders: node count, gradient compression, spot share and checkpoint interval.
/// A drag is one undo step (ScenarioDocument::Merge).
class ScaleGroup final : public PanelGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScaleGroup)

public:
    ScaleGroup(ScenarioDocument *document, QWidget *parent);
    ~ScaleGroup() override;

    void updateFromScenario() override;
    void updateFromResult() override;

private:
    void createNodesRow();
    void createCompressionRows();
    void createSpotRow();
    void createCommitmentRow();
    void createCheckpointRow();
    void setNodes(int nodes);
    void updateNodesLabel();
    void updateCheckpointLabel();
    int nodePosition(std::int64_t nodes) const;

    std::vector<int> m_nodeSteps; ///< node count at each slider position
    QSlider *m_nodes = nullptr;
    QSpinBox *m_nodeCount = nullptr;
    QLabel *m_nodesValue = nullptr;
    QSlider *m_compression = nullptr;
    QLabel *m_compressionValue = nullptr;
    QDoubleSpinBox *m_ratio = nullptr;
    QSlider *m_spot = nullptr;
    QLabel *m_spotValue = nullptr;
    QComboBox *m_commitment = nullptr;
    QSlider *m_checkpoint = nullptr;
    QLabel *m_checkpointValue = nullptr;
};

} // namespace scaleplan
