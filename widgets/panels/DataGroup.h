// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "panels/PanelGroup.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace scaleplan {

class QuantityEdit;

/// How much to train and how: tokens (or samples), batch sizes, precision, recomputation,
/// the attention kernel and the optimizer.
class DataGroup final : public PanelGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DataGroup)

public:
    DataGroup(ScenarioDocument *document, QWidget *parent);
    ~DataGroup() override;

    void updateFromScenario() override;
    void updateFromResult() override;

private:
    void createAmountRows();
    void createBatchRows();
    void createMethodRows();
    void createRecomputeRows();
    void createSelectivePolicyRow();
    void createRecomputeModulesRow();
    void createAttentionRow();
    void createKernelsRow();
    void createSoftwareRow();
    void createCudaGraphsRow();
    void createMixedPrecisionRow();
    void createFp8ScalingRow();
    void createCapacityRow();
    void createTf32Row();
    void createOptimizerStateRows();
    /// Sets the tokens (samples for a generic network) to train, 0 for none.
    void setAmount(double amount);
    /// Adds a combo box row whose entries carry the enum values of \p member.
    template<typename Enum>
    QComboBox *addEnumRow(const char *path, Enum engine::TrainingSpec::*member,
                          std::initializer_list<std::pair<QString, Enum>> entries);

    QuantityEdit *m_amount = nullptr;
    QLabel *m_steps = nullptr;
    QSpinBox *m_globalBatch = nullptr;
    QSpinBox *m_microBatch = nullptr;
    QComboBox *m_precision = nullptr;
    QComboBox *m_tf32 = nullptr; ///< item data: -1 PyTorch's default, 1 on, 0 off
    QComboBox *m_recompute = nullptr;
    QSpinBox *m_recomputeLayers = nullptr;
    QComboBox *m_selectivePolicy = nullptr;
    QToolButton *m_recomputeModules = nullptr; ///< a menu of checkable RecomputeModule actions
    QComboBox *m_optimizer = nullptr;
    QComboBox *m_optimizerStates = nullptr;
    QComboBox *m_masterWeights = nullptr;
    QComboBox *m_distributeSaved = nullptr; ///< item data: the flag
    QComboBox *m_attention = nullptr;
    QComboBox *m_kernels = nullptr;
    QComboBox *m_software = nullptr;
    QComboBox *m_cudaGraphs = nullptr;
    QComboBox *m_mixedPrecision = nullptr;
    QComboBox *m_fp8Scaling = nullptr;
    QDoubleSpinBox *m_capacity = nullptr; ///< 0 shows "dropless"
};

} // namespace scaleplan
