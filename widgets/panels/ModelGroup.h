// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "panels/PanelGroup.h"

#include <cstdint>
#include <utility>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace scaleplan {

/// The network: a preset or a custom transformer shape, or a Hugging Face config.json, with
/// its parameter count. Generic presets (given by their totals) show their stated
/// parameters and FLOPs per sample instead of a shape.
class ModelGroup final : public PanelGroup
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelGroup)

public:
    ModelGroup(ScenarioDocument *document, QWidget *parent);
    ~ModelGroup() override;

    void updateFromScenario() override;

    /// Replaces the scenario's model with the one of the Hugging Face config.json at
    /// \p path (one undo step) and shows what the import left out; false, with a message
    /// naming the key, when the file cannot be read or imported.
    bool importHuggingFaceFile(const QString &path);

private:
    /// One shape field: its spin box and the member it edits.
    struct ShapeField
    {
        QSpinBox *box;
        std::int64_t engine::ModelSpec::*member;
        QString unsetText; ///< what 0 shows; empty: "required"
    };

    /// A shape field of a pair: its JSON path, the member it edits, what 0 shows.
    struct PairedField
    {
        const char *path;
        std::int64_t engine::ModelSpec::*member;
        QString unsetText;
    };
    /// Two shape fields side by side in one row.
    struct ShapePair
    {
        QWidget *row = nullptr;
        QSpinBox *first = nullptr;
        QSpinBox *second = nullptr;
    };

    void createPresetRows();
    void createShapeRows();
    void createExpertGroupRows();     ///< group-limited routing of a mixture of experts
    void createDenseLayerRows();      ///< leading dense layers of a mixture of experts
    void createLatentAttentionRows(); ///< multi-head latent attention's widths
    void createDropoutRow();
    void createArchitectureRows();
    void createTotalsRows(); ///< parameters (every model), FLOPs per sample (generic)
    /// A combo box row whose items carry enumeration values; choosing one sets it on the
    /// model with \p set, as one undoable step.
    QComboBox *addChoiceRow(const QString &label, const char *path,
                            const std::vector<std::pair<QString, int>> &items,
                            const QString &toolTip, void (*set)(engine::ModelSpec &, int));
    /// A spin box for a whole-number shape field, 0 showing \p unsetText; each change is
    /// one undoable step that also runs \p adjust (fields that must follow it), if given.
    QSpinBox *addShapeField(const QString &label, const char *path,
                            std::int64_t engine::ModelSpec::*member, int max,
                            const QString &unsetText = {},
                            void (*adjust)(engine::ModelSpec &) = nullptr);
    /// Two whole-number shape fields in one row, \p between labelling the second; each
    /// change is one undoable step named \p undoText.
    ShapePair addShapePair(const QString &label, const QString &between, const QString &undoText,
                           int min, const PairedField &first, const PairedField &second);
    void choosePreset(int index);
    void importHuggingFace();
    void applyModel(const QString &text, const engine::ModelSpec &model);
    void updateShape(const engine::ModelSpec &model);
    static QString layersSuffix(int count);

    QComboBox *m_preset = nullptr;
    QPushButton *m_import = nullptr;
    std::vector<ShapeField> m_shape;
    QSpinBox *m_fullAttentionEvery = nullptr;   ///< only with an attention window
    QComboBox *m_windowKind = nullptr;          ///< sliding or chunks, only with a window
    QSpinBox *m_sharedExpertFfn = nullptr;      ///< only with experts
    QSpinBox *m_denseLayers = nullptr;          ///< only with experts
    QSpinBox *m_expertLayerInterval = nullptr;  ///< only with experts
    QSpinBox *m_expertGroups = nullptr;         ///< only with experts
    QSpinBox *m_expertGroupsPerToken = nullptr; ///< only with expert groups; 0 shows "all"
    QSpinBox *m_denseFfnHidden = nullptr;       ///< only with dense layers
    QSpinBox *m_kvLoraRank = nullptr;           ///< turns latent attention on
    QSpinBox *m_qLoraRank = nullptr;            ///< only with latent attention
    QWidget *m_latentHeadRow = nullptr;         ///< rotary and value head widths
    QComboBox *m_mlp = nullptr;
    QWidget *m_expertsRow = nullptr;
    QSpinBox *m_experts = nullptr;
    QSpinBox *m_expertsPerToken = nullptr;
    QWidget *m_dropoutRow = nullptr;
    QDoubleSpinBox *m_attentionDropout = nullptr;
    QDoubleSpinBox *m_hiddenDropout = nullptr;
    QComboBox *m_biases = nullptr;
    QComboBox *m_normalization = nullptr;
    QComboBox *m_qkNorms = nullptr;
    QComboBox *m_positions = nullptr;
    QComboBox *m_block = nullptr;
    QComboBox *m_attentionMask = nullptr;
    QLabel *m_parameters = nullptr;
    QLabel *m_flops = nullptr;
    /// The last transformer shape shown, to start from when "Custom shape" replaces a
    /// generic model.
    engine::ModelSpec m_lastTransformer;
};

/// \p s with its model replaced by \p model, keeping the training amount and the layout
/// valid across a change between transformer and generic models.
void replaceModel(engine::Scenario &s, const engine::ModelSpec &model);

} // namespace scaleplan
