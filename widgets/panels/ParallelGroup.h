// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "panels/PanelGroup.h"

#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace scaleplan {

/// The parallel layout: tensor and pipeline degrees, ZeRO stage and shard group, virtual
/// stages, sequence parallelism and the pipeline engine, with the derived
/// data-parallel degree shown live.
class ParallelGroup final : public PanelGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParallelGroup)

public:
    ParallelGroup(ScenarioDocument *document, QWidget *parent);
    ~ParallelGroup() override;

    void updateFromScenario() override;

private:
    void createDegreeRows();
    void createShardingRows();
    void createPipelineEngineRow();
    void createGradientBucketsRow();
    void createExpertDispatcherRow();
    QSpinBox *addDegree(const char *path, std::int64_t engine::ParallelSpec::*member,
                        const QString &tooltip, bool doubling = false);
    /// Adds a combo box row for the communication choice \p member at \p path, offering
    /// \p items; choosing one is one undoable step.
    template<typename Choice>
    QComboBox *addChoiceRow(const char *path, Choice engine::CommunicationSpec::*member,
                            const std::vector<std::pair<QString, Choice>> &items,
                            const QString &toolTip);
    /// Adds a check box row for the communication overlap \p member at \p path; toggling it
    /// is one undoable step named by \p undoTexts (on, off).
    QCheckBox *addOverlapRow(const char *path, bool engine::CommunicationSpec::*member,
                             const QString &text, const QString &toolTip,
                             const std::pair<QString, QString> &undoTexts);
    void updateDp();

    QSpinBox *m_tp = nullptr;
    QSpinBox *m_pp = nullptr;
    QSpinBox *m_virtualStages = nullptr;
    QSpinBox *m_cp = nullptr;
    QSpinBox *m_ep = nullptr;
    QSpinBox *m_expertTp = nullptr; ///< 0 shows "as tp"
    QCheckBox *m_ppOverlap = nullptr;
    QCheckBox *m_epOverlap = nullptr;        ///< with expert parallelism
    QComboBox *m_expertDispatcher = nullptr; ///< with expert parallelism
    QLabel *m_dp = nullptr;
    QComboBox *m_zero = nullptr;
    QSpinBox *m_shardGroup = nullptr;
    QCheckBox *m_sequenceParallel = nullptr;
    QCheckBox *m_tpOverlap = nullptr; ///< with sequence parallelism
    QComboBox *m_pipelineEngine = nullptr;
    QComboBox *m_gradientBuckets = nullptr; ///< with ZeRO 0
};

} // namespace scaleplan
