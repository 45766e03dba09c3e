// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/ModelGroup.h"
#include "PlainMessageBox.h"
#include "common/Controls.h"
#include "document/TextFile.h"

#include "common/Format.h"
#include "common/Texts.h"
#include "document/ScenarioEdits.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/HfConfig.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

#include <array>

namespace scaleplan {

namespace {

using engine::ModelKind;
using engine::ModelSpec;
using Merge = ScenarioDocument::Merge;

/// An entry of the MLP type row: the feed-forward block and, for GELU, its form.
struct MlpChoice
{
    engine::MlpKind mlp;
    engine::GeluForm geluForm;
};

constexpr std::array kMlpChoices{
    MlpChoice{engine::MlpKind::Gelu, engine::GeluForm::Kernel},
    MlpChoice{engine::MlpKind::Gelu, engine::GeluForm::WrittenOut},
    MlpChoice{engine::MlpKind::SwiGlu, engine::GeluForm::Kernel},
};

/// Index of \p model's feed-forward block in kMlpChoices.
int mlpChoiceIndex(const ModelSpec &model)
{
    for (std::size_t i = 0; i < kMlpChoices.size(); ++i) {
        if (kMlpChoices[i].mlp == model.mlp && kMlpChoices[i].geluForm == model.geluForm)
            return static_cast<int>(i);
    }
    return model.mlp == engine::MlpKind::SwiGlu ? 2 : 0;
}

/// The paper or file a preset's shape comes from ("Dubey et al., 'The Llama 3 Herd of
/// Models', arXiv:2407.21783, Table 3"): the first of its catalog sources without its notes.
/// The whole list, with addresses and notes, is in the catalog and the report's appendix.
QString presetCitation(const std::string &sources)
{
    QString first = QString::fromStdString(sources).section(QLatin1Char('|'), 0, 0).trimmed();
    if (const qsizetype notes = first.indexOf(QStringLiteral(" (")); notes > 0)
        first.truncate(notes);
    return first;
}

} // namespace

void replaceModel(engine::Scenario &s, const ModelSpec &model)
{
    const bool wasGeneric = s.model.kind == ModelKind::Generic;
    const bool generic = model.kind == ModelKind::Generic;
    engine::TrainingSpec &t = s.training;
    if (!wasGeneric && generic) {
        // Same amount of data: one sample per sequence.
        if (t.samples <= 0 && s.model.seqLen > 0)
            t.samples = t.tokens / static_cast<double>(s.model.seqLen);
        t.tokens = 0;
        s.parallel.tp = 1; // generic networks train data-parallel only
        s.parallel.pp = 1;
        s.parallel.virtualStages = 1;
        s.parallel.sequenceParallel = false;
        deriveDataParallel(s);
    } else if (wasGeneric && !generic) {
        if (t.tokens <= 0)
            t.tokens = t.samples * static_cast<double>(model.seqLen);
        t.samples = 0;
    }
    s.model = model;
}

/// " layer" after 1, " layers" after any other count.
QString ModelGroup::layersSuffix(int count)
{
    return count == 1 ? tr(" layer") : tr(" layers");
}

ModelGroup::ModelGroup(ScenarioDocument *document, QWidget *parent)
    : PanelGroup(tr("Model"), document, parent)
{
    createPresetRows();
    createTotalsRows();
    // A preset fills the shape: about thirty fields a manager never needs to see.
    beginDetails(tr("Model details"),
                 tr("The architecture's shape and choices: filled by the preset or the Hugging "
                    "Face config, to edit for a model of your own."),
                 QStringLiteral("modelDetails"));
    createShapeRows();
    createDropoutRow();
    createArchitectureRows();
}

ModelGroup::~ModelGroup() = default;

void ModelGroup::createPresetRows()
{
    m_preset = makeComboBox(this);
    for (const engine::Preset &preset : document()->catalog().presets) {
        m_preset->addItem(QString::fromStdString(preset.name), QString::fromStdString(preset.id));
        m_preset->setItemData(m_preset->count() - 1,
                              tr("Sources: %1").arg(presetCitation(preset.sources)),
                              Qt::ToolTipRole);
    }
    m_preset->addItem(tr("Custom shape"), QString());
    m_preset->setToolTip(tr("A built-in architecture (shape from its paper, see the item's "
                            "tooltip), or Custom shape to enter your own."));
    addRow(tr("Preset"), m_preset, {"model", "model.preset", "model.kind"});
    connect(m_preset, &QComboBox::activated, this, &ModelGroup::choosePreset);

    m_import = new QPushButton(tr("Import Hugging Face config…"), this);
    m_import->setToolTip(tr("Reads the architecture from a Hugging Face config.json (%1). Its "
                            "sequence length is the model's maximum context; lower it to the "
                            "length you train with.")
                             .arg(QString::fromStdString(engine::supportedHfArchitectures())));
    addWideRow(m_import);
    connect(m_import, &QPushButton::clicked, this, &ModelGroup::importHuggingFace);
}

QSpinBox *ModelGroup::addShapeField(const QString &label, const char *path,
                                    std::int64_t ModelSpec::*member, int max,
                                    const QString &unsetText, void (*adjust)(ModelSpec &))
{
    QSpinBox *box = makeSpinBox(this, 0, max);
    addRow(label, box, {path});
    m_shape.push_back({box, member, unsetText});
    connect(box, &QSpinBox::valueChanged, this, [this, label, member, adjust](int value) {
        edit(tr("Change %1").arg(label), Merge::None, [member, value, adjust](engine::Scenario &s) {
            s.model.*member = value;
            if (adjust != nullptr)
                adjust(s.model);
            s.model.preset.clear(); // no longer the preset's shape
        });
    });
    return box;
}

ModelGroup::ShapePair ModelGroup::addShapePair(const QString &label, const QString &between,
                                               const QString &undoText, int min,
                                               const PairedField &first, const PairedField &second)
{
    ShapePair pair;
    pair.row = new QWidget(this);
    auto *row = new QHBoxLayout(pair.row);
    row->setContentsMargins(0, 0, 0, 0);
    pair.first = makeSpinBox(pair.row, min, 100'000);
    pair.second = makeSpinBox(pair.row, min, 100'000);
    row->addWidget(pair.first, 1);
    row->addWidget(new QLabel(between, pair.row));
    row->addWidget(pair.second, 1);
    addRow(label, pair.row, {first.path, second.path});
    for (const auto &[box, field] : {std::pair{pair.first, &first}, {pair.second, &second}}) {
        m_shape.push_back({box, field->member, field->unsetText});
        connect(box, &QSpinBox::valueChanged, this,
                [this, undoText, member = field->member](int value) {
                    edit(undoText, Merge::None, [member, value](engine::Scenario &s) {
                        s.model.*member = value;
                        s.model.preset.clear();
                    });
                });
    }
    return pair;
}

void ModelGroup::createShapeRows()
{
    addShapeField(fieldLabel(std::string("model.layers")), "model.layers", &ModelSpec::layers,
                  100'000);
    addShapeField(fieldLabel(std::string("model.hidden")), "model.hidden", &ModelSpec::hidden,
                  10'000'000);
    addShapeField(fieldLabel(std::string("model.heads")), "model.heads", &ModelSpec::heads,
                  1'000'000);
    addShapeField(fieldLabel(std::string("model.kv_heads")), "model.kv_heads", &ModelSpec::kvHeads,
                  1'000'000)
        ->setToolTip(tr("Key/value heads; fewer than the attention heads means grouped-query "
                        "attention."));
    addShapeField(fieldLabel(std::string("model.head_dim")), "model.head_dim", &ModelSpec::headDim,
                  100'000, tr("hidden / heads"))
        ->setToolTip(tr("Width of one attention head. At its lowest it is hidden size / "
                        "heads; Mistral NeMo and Qwen3 set their own (Megatron-LM's "
                        "--kv-channels), which changes the attention products."));
    createLatentAttentionRows();
    addShapeField(fieldLabel(std::string("model.attention_window")), "model.attention_window",
                  &ModelSpec::attentionWindow, 100'000'000, tr("whole sequence"))
        ->setToolTip(tr("Sliding-window attention: the tokens each query attends to (Mistral "
                        "7B and Gemma 2: 4096, Gemma 3: 1024). FlashAttention-2 and -3 then "
                        "compute only that band of the score matrix; FlashAttention-1 and "
                        "unfused attention still compute all of it."));
    m_fullAttentionEvery = addShapeField(
        fieldLabel(std::string("model.full_attention_every")), "model.full_attention_every",
        &ModelSpec::fullAttentionEvery, 100'000, tr("no layer (all windowed)"));
    connect(m_fullAttentionEvery, &QSpinBox::valueChanged, this,
            [this](int value) { m_fullAttentionEvery->setSuffix(layersSuffix(value)); });
    m_fullAttentionEvery->setToolTip(
        tr("With a window: one layer in this many attends to the whole sequence (Gemma 2: 2, "
           "Gemma 3: 6, Llama 4: 4; Megatron-LM's --window-attn-skip-freq)."));
    m_windowKind = addChoiceRow(
        fieldLabel(std::string("model.attention_chunked")), "model.attention_chunked",
        {{tr("sliding window"), 0}, {tr("chunks"), 1}},
        tr("With a window: each query attends to the window's tokens before it (Mistral, "
           "Gemma), or the sequence is cut into chunks of the window's length and each query "
           "attends within its own chunk (Llama 4: 8,192), half as many keys on average. "
           "Megatron launch files cannot run chunks."),
        [](ModelSpec &m, int v) { m.attentionChunked = v != 0; });
    m_windowKind->setObjectName(QStringLiteral("attentionChunked"));
    addShapeField(fieldLabel(std::string("model.ffn_hidden")), "model.ffn_hidden",
                  &ModelSpec::ffnHidden, 1'000'000'000);
    addShapeField(fieldLabel(std::string("model.vocab")), "model.vocab", &ModelSpec::vocab,
                  100'000'000);
    addShapeField(fieldLabel(std::string("model.seq_len")), "model.seq_len", &ModelSpec::seqLen,
                  100'000'000)
        ->setToolTip(tr("Tokens per training sequence."));

    // The entries are (model.mlp, model.gelu_form) pairs, in kMlpChoices' order.
    m_mlp = makeComboBox(this);
    m_mlp->setObjectName(QStringLiteral("mlp"));
    for (std::size_t i = 0; i < kMlpChoices.size(); ++i)
        m_mlp->addItem(mlpText(kMlpChoices[i].mlp, kMlpChoices[i].geluForm), static_cast<int>(i));
    m_mlp->setToolTip(
        tr("The feed-forward block: GELU with two matrices (GPT, BERT, Falcon), GELU with its "
           "tanh approximation written out in eight PyTorch operations (Hugging Face's "
           "gelu_new: GPT-2, GPT-J, Phi), or SwiGLU with three (Llama, Mistral, Qwen). The "
           "written-out GELU differs only where kernels run eagerly: 36 bytes an element "
           "instead of 4 and three more intermediates kept (docs/model.md 4.4)."));
    addRow(fieldLabel(std::string("model.mlp")), m_mlp, {"model.mlp", "model.gelu_form"});
    connect(m_mlp, &QComboBox::activated, this, [this](int index) {
        const MlpChoice choice
            = kMlpChoices[static_cast<std::size_t>(m_mlp->itemData(index).toInt())];
        edit(tr("Change MLP type"), Merge::None, [choice](engine::Scenario &s) {
            s.model.mlp = choice.mlp;
            s.model.geluForm = choice.geluForm;
            s.model.preset.clear();
        });
    });

    const ShapePair experts
        = addShapePair(tr("Experts"), tr("per token"), tr("Change experts"), 1,
                       {"model.experts", &ModelSpec::experts, {}},
                       {"model.experts_per_token", &ModelSpec::expertsPerToken, {}});
    m_expertsRow = experts.row;
    m_experts = experts.first;
    m_expertsPerToken = experts.second;
    m_experts->setObjectName(QStringLiteral("experts"));
    m_expertsPerToken->setObjectName(QStringLiteral("expertsPerToken"));
    m_expertsRow->setToolTip(tr("Mixture of experts: experts per layer and how many each token "
                                "is routed to. 1 and 1 is a dense model."));
    m_sharedExpertFfn = addShapeField(fieldLabel(std::string("model.shared_expert_ffn")),
                                      "model.shared_expert_ffn", &ModelSpec::sharedExpertFfn,
                                      1'000'000'000, tr("none"));
    m_sharedExpertFfn->setToolTip(
        tr("Width of the shared experts every token passes through beside its routed ones "
           "(Qwen2-MoE, DeepSeekMoE; Megatron-LM's --moe-shared-expert-intermediate-size)."));
    createExpertGroupRows();
    createDenseLayerRows();
}

void ModelGroup::createLatentAttentionRows()
{
    m_kvLoraRank = addShapeField(
        fieldLabel(std::string("model.kv_lora_rank")), "model.kv_lora_rank", &ModelSpec::kvLoraRank,
        10'000'000, tr("none (ordinary attention)"), [](ModelSpec &m) {
            if (m.kvLoraRank == 0) // the latent's other widths go with it
                m.qLoraRank = m.qkRopeHeadDim = m.vHeadDim = 0;
            else
                m.kvHeads = m.heads; // every head has its own key and value
        });
    m_kvLoraRank->setObjectName(QStringLiteral("kvLoraRank"));
    m_kvLoraRank->setToolTip(
        tr("Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): keys and values come up from "
           "a compressed latent this wide (DeepSeek-V3: 512; Megatron-LM's --kv-lora-rank), "
           "whose down projection every tensor-parallel rank holds whole. The head width is then "
           "each head's width without its rotary part."));
    m_qLoraRank = addShapeField(fieldLabel(std::string("model.q_lora_rank")), "model.q_lora_rank",
                                &ModelSpec::qLoraRank, 10'000'000, tr("none"));
    m_qLoraRank->setObjectName(QStringLiteral("qLoraRank"));
    m_qLoraRank->setToolTip(tr("With latent attention: the queries come up from a latent this "
                               "wide (DeepSeek-V3: 1,536; --q-lora-rank); none: straight from "
                               "the hidden state (DeepSeek-V2-Lite)."));

    const ShapePair heads
        = addShapePair(fieldLabel(std::string("model.qk_rope_head_dim")), tr("values"),
                       tr("Change latent attention"), 0,
                       {"model.qk_rope_head_dim", &ModelSpec::qkRopeHeadDim, tr("none")},
                       {"model.v_head_dim", &ModelSpec::vHeadDim, tr("head width")});
    m_latentHeadRow = heads.row;
    heads.first->setObjectName(QStringLiteral("qkRopeHeadDim"));
    heads.second->setObjectName(QStringLiteral("vHeadDim"));
    m_latentHeadRow->setToolTip(
        tr("With latent attention: the rotary part of each query and key head, which the heads' "
           "keys share (DeepSeek-V3: 64; --qk-pos-emb-head-dim), and the width of each value "
           "head (128; --v-head-dim; none: the head width)."));
}

void ModelGroup::createExpertGroupRows()
{
    m_expertGroups
        = addShapeField(fieldLabel(std::string("model.expert_groups")), "model.expert_groups",
                        &ModelSpec::expertGroups, 100'000, QString(), [](ModelSpec &m) {
                            if (m.expertGroupsPerToken >= m.expertGroups) // a limit no longer
                                m.expertGroupsPerToken = 0;
                        });
    {
        const QSignalBlocker blocker(m_expertGroups); // not an edit
        m_expertGroups->setMinimum(1);
    }
    m_expertGroups->setObjectName(QStringLiteral("expertGroups"));
    m_expertGroups->setToolTip(
        tr("Group-limited routing: the routed experts fall into this many groups of "
           "consecutive experts (DeepSeek-V3: 8, one a node in its training; n_group; "
           "Megatron-LM's --moe-router-num-groups). It changes only the DeepEP dispatcher's "
           "traffic; 1: no groups."));
    m_expertGroupsPerToken = addShapeField(fieldLabel(std::string("model.expert_groups_per_token")),
                                           "model.expert_groups_per_token",
                                           &ModelSpec::expertGroupsPerToken, 100'000, tr("all"));
    m_expertGroupsPerToken->setObjectName(QStringLiteral("expertGroupsPerToken"));
    m_expertGroupsPerToken->setToolTip(
        tr("The groups that score highest for a token, from which its experts come "
           "(DeepSeek-V3: 4 of 8, so a token reaches at most 4 nodes; topk_group; "
           "--moe-router-group-topk). They must hold at least the experts a token is routed "
           "to."));
}

void ModelGroup::createDenseLayerRows()
{
    m_denseLayers
        = addShapeField(fieldLabel(std::string("model.dense_layers")), "model.dense_layers",
                        &ModelSpec::denseLayers, 100'000, tr("none"), [](ModelSpec &m) {
                            if (engine::denseLayerCount(m) == 0) // their width goes with them
                                m.denseFfnHidden = 0;
                        });
    m_denseLayers->setObjectName(QStringLiteral("denseLayers"));
    m_denseLayers->setToolTip(
        tr("Mixture of experts: this many leading layers have one dense MLP instead of experts "
           "(DeepSeekMoE 16B: 1, DeepSeek-V3: 3; Megatron-LM's --moe-layer-freq). They fill the "
           "first pipeline stages, so a later stage may set the pace."));
    m_expertLayerInterval = addShapeField(
        fieldLabel(std::string("model.expert_layer_interval")), "model.expert_layer_interval",
        &ModelSpec::expertLayerInterval, 100'000, QString(), [](ModelSpec &m) {
            if (engine::denseLayerCount(m) == 0)
                m.denseFfnHidden = 0;
        });
    {
        const QSignalBlocker blocker(m_expertLayerInterval); // not an edit
        m_expertLayerInterval->setMinimum(1);
    }
    m_expertLayerInterval->setObjectName(QStringLiteral("expertLayerInterval"));
    connect(m_expertLayerInterval, &QSpinBox::valueChanged, this,
            [this](int value) { m_expertLayerInterval->setSuffix(layersSuffix(value)); });
    m_expertLayerInterval->setToolTip(
        tr("Mixture of experts: after the leading dense layers, one layer in this many has "
           "experts and the others one dense MLP (Llama 4 Maverick: 2; Megatron-LM's "
           "--moe-layer-freq). A layer has experts where its number, counted from 1, is a "
           "multiple of this, so every pipeline stage holds its share of both kinds."));
    m_denseFfnHidden
        = addShapeField(fieldLabel(std::string("model.dense_ffn_hidden")), "model.dense_ffn_hidden",
                        &ModelSpec::denseFfnHidden, 1'000'000'000, tr("feed-forward width"));
    m_denseFfnHidden->setObjectName(QStringLiteral("denseFfnHidden"));
    m_denseFfnHidden->setToolTip(
        tr("Width of the dense layers' MLP (DeepSeekMoE 16B: 10,944 beside experts of 1,408; "
           "Megatron-LM's --ffn-hidden-size beside --moe-ffn-hidden-size)."));
}

void ModelGroup::createDropoutRow()
{
    m_dropoutRow = new QWidget(this);
    auto *row = new QHBoxLayout(m_dropoutRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_attentionDropout = makeDoubleSpinBox(m_dropoutRow, 0.0, 0.9, 2);
    m_hiddenDropout = makeDoubleSpinBox(m_dropoutRow, 0.0, 0.9, 2);
    m_attentionDropout->setObjectName(QStringLiteral("attentionDropout"));
    m_hiddenDropout->setObjectName(QStringLiteral("hiddenDropout"));
    for (QDoubleSpinBox *box : {m_attentionDropout, m_hiddenDropout})
        box->setSingleStep(0.05);
    row->addWidget(new QLabel(tr("attention"), m_dropoutRow));
    row->addWidget(m_attentionDropout, 1);
    row->addWidget(new QLabel(tr("hidden"), m_dropoutRow));
    row->addWidget(m_hiddenDropout, 1);
    m_dropoutRow->setToolTip(
        tr("Dropout probability on the attention scores and after the attention and MLP "
           "blocks. Each dropout keeps a 1-byte mask per element for the backward pass; at 0 "
           "there is none (Llama-family models train without dropout, GPT-style Megatron-LM "
           "models with 0.1)."));
    addRow(tr("Dropout"), m_dropoutRow, {"model.attention_dropout", "model.hidden_dropout"});
    const std::pair<QDoubleSpinBox *, double ModelSpec::*> fields[]
        = {{m_attentionDropout, &ModelSpec::attentionDropout},
           {m_hiddenDropout, &ModelSpec::hiddenDropout}};
    for (const auto &[box, member] : fields) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, member](double value) {
            edit(tr("Change dropout"), Merge::None, [member, value](engine::Scenario &s) {
                s.model.*member = value;
                s.model.preset.clear();
            });
        });
    }
}

QComboBox *ModelGroup::addChoiceRow(const QString &label, const char *path,
                                    const std::vector<std::pair<QString, int>> &items,
                                    const QString &toolTip, void (*set)(ModelSpec &, int))
{
    QComboBox *box = makeComboBox(this);
    for (const auto &[text, value] : items)
        box->addItem(text, value);
    box->setToolTip(toolTip);
    addRow(label, box, {path});
    connect(box, &QComboBox::activated, this, [this, box, label, set](int index) {
        const int value = box->itemData(index).toInt();
        edit(tr("Change %1").arg(label), Merge::None, [set, value](engine::Scenario &s) {
            set(s.model, value);
            s.model.preset.clear();
        });
    });
    return box;
}

void ModelGroup::createArchitectureRows()
{
    using engine::LinearBiases;
    using engine::Normalization;
    using engine::PositionEncoding;
    using engine::TransformerBlock;
    m_biases = addChoiceRow(
        fieldLabel(std::string("model.biases")), "model.biases",
        {{biasesText(LinearBiases::All), static_cast<int>(LinearBiases::All)},
         {biasesText(LinearBiases::Qkv), static_cast<int>(LinearBiases::Qkv)},
         {biasesText(LinearBiases::None), static_cast<int>(LinearBiases::None)},
         {biasesText(LinearBiases::NormsOnly), static_cast<int>(LinearBiases::NormsOnly)},
         {biasesText(LinearBiases::Mlp), static_cast<int>(LinearBiases::Mlp)}},
        tr("The layers that add a bias vector: every linear layer and LayerNorm (GPT-2, GPT-3, "
           "OPT, BLOOM; Megatron-LM's default), the query, key and value projections only "
           "(Qwen2), none at all (Llama, Mistral, Gemma, MPT), LayerNorm's shift only "
           "(Falcon), or the MLP's projections and LayerNorm but no attention projection "
           "(GPT-J). Counts their parameters; Megatron launch files pass "
           "--disable-bias-linear, and cannot keep the MLP's biases alone."),
        [](ModelSpec &m, int v) { m.biases = static_cast<LinearBiases>(v); });
    m_normalization = addChoiceRow(
        fieldLabel(std::string("model.normalization")), "model.normalization",
        {{normalizationText(Normalization::LayerNorm), static_cast<int>(Normalization::LayerNorm)},
         {normalizationText(Normalization::RmsNorm), static_cast<int>(Normalization::RmsNorm)}},
        tr("LayerNorm keeps a scale and, unless no layer or only query, key and value have "
           "biases, a shift per channel; RMSNorm a scale only (Llama-family models)."),
        [](ModelSpec &m, int v) { m.normalization = static_cast<Normalization>(v); });
    using engine::QkNorms;
    m_qkNorms = addChoiceRow(
        fieldLabel(std::string("model.qk_norms")), "model.qk_norms",
        {{qkNormsText(QkNorms::None), static_cast<int>(QkNorms::None)},
         {qkNormsText(QkNorms::PerHead), static_cast<int>(QkNorms::PerHead)},
         {qkNormsText(QkNorms::Whole), static_cast<int>(QkNorms::Whole)},
         {qkNormsText(QkNorms::L2), static_cast<int>(QkNorms::L2)}},
        tr("Norms of the queries and keys before attention, of the kind above: one of a "
           "head's width shared by the heads (Qwen3, Gemma 3; Megatron-LM's --qk-layernorm), "
           "one over the whole query and one over the key projection (OLMo 2), or an L2 norm "
           "of each head without a scale (Llama 4; Megatron-LM's --qk-l2-norm). Each is a "
           "pass over every query and key value and keeps its input for the backward pass; "
           "Megatron launch files cannot run norms over the whole projections."),
        [](ModelSpec &m, int v) { m.qkNorms = static_cast<QkNorms>(v); });
    m_qkNorms->setObjectName(QStringLiteral("qkNorms"));
    m_positions = addChoiceRow(
        fieldLabel(std::string("model.position_encoding")), "model.position_encoding",
        {{positionEncodingText(PositionEncoding::Learned),
          static_cast<int>(PositionEncoding::Learned)},
         {positionEncodingText(PositionEncoding::Rope), static_cast<int>(PositionEncoding::Rope)},
         {positionEncodingText(PositionEncoding::Alibi),
          static_cast<int>(PositionEncoding::Alibi)}},
        tr("How token positions enter: learned absolute embeddings (GPT-2, GPT-3; sequence "
           "length x hidden size parameters on the first pipeline stage), rotary embeddings "
           "(Llama, GPT-NeoX) or ALiBi attention biases (MPT, BLOOM), which have no "
           "parameters. Megatron-LM cannot run ALiBi."),
        [](ModelSpec &m, int v) { m.positions = static_cast<PositionEncoding>(v); });
    m_block = addChoiceRow(
        fieldLabel(std::string("model.block")), "model.block",
        {{blockText(TransformerBlock::Sequential), static_cast<int>(TransformerBlock::Sequential)},
         {blockText(TransformerBlock::Parallel), static_cast<int>(TransformerBlock::Parallel)},
         {blockText(TransformerBlock::ParallelTwoNorms),
          static_cast<int>(TransformerBlock::ParallelTwoNorms)}},
        tr("Attention, then the MLP, each with its own norm and residual add (GPT, Llama), or "
           "both on the same input with their outputs added together (GPT-J, PaLM and "
           "Falcon-7B with one norm; GPT-NeoX and Falcon-40B with a norm each). Side by side, "
           "tensor parallelism reduces the two outputs once per forward pass instead of twice. "
           "Megatron-LM cannot run it."),
        [](ModelSpec &m, int v) { m.block = static_cast<TransformerBlock>(v); });
    m_block->setObjectName(QStringLiteral("transformerBlock"));
    m_attentionMask = addChoiceRow(
        fieldLabel(std::string("model.causal")), "model.causal",
        {{attentionMaskText(true), 1}, {attentionMaskText(false), 0}},
        tr("Causal: each token attends to the tokens before it (GPT, Llama and every decoder); "
           "bidirectional: to the whole sequence (BERT and other encoders). A bidirectional "
           "layer computes the whole score matrix, twice a causal FlashAttention kernel's "
           "work, at the rates measured without a mask. Megatron launch files train decoders "
           "only."),
        [](ModelSpec &m, int v) { m.causal = v != 0; });
    m_attentionMask->setObjectName(QStringLiteral("attentionMask"));
    m_biases->setObjectName(QStringLiteral("linearBiases"));
    m_normalization->setObjectName(QStringLiteral("normalization"));
    m_positions->setObjectName(QStringLiteral("positionEncoding"));
}

void ModelGroup::createTotalsRows()
{
    m_parameters = new QLabel(this);
    m_flops = new QLabel(this);
    addRow(fieldLabel(std::string("model.parameters")), m_parameters, {"model.parameters"});
    addRow(fieldLabel(std::string("model.training_flops_per_sample")), m_flops,
           {"model.training_flops_per_sample"});
}

void ModelGroup::choosePreset(int index)
{
    const std::string id = m_preset->itemData(index).toString().toStdString();
    if (const engine::Preset *preset = document()->catalog().findPreset(id)) {
        ModelSpec model = preset->model;
        model.preset = id;
        applyModel(tr("Choose model %1").arg(m_preset->itemText(index)), model);
        return;
    }
    // Custom shape: keep a transformer's shape; replace a generic model by the last shape.
    ModelSpec model
        = scenario().model.kind == ModelKind::Transformer ? scenario().model : m_lastTransformer;
    model.kind = ModelKind::Transformer;
    model.preset.clear();
    applyModel(tr("Choose custom model shape"), model);
    setDetailsExpanded(true); // a shape of one's own is typed in the details
}

void ModelGroup::applyModel(const QString &text, const ModelSpec &model)
{
    edit(text, Merge::None, [model](engine::Scenario &s) { replaceModel(s, model); });
}

void ModelGroup::importHuggingFace()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Hugging Face config"), QString(),
        tr("Hugging Face config (config.json *.json);;All files (*)"));
    if (!path.isEmpty())
        importHuggingFaceFile(path);
}

bool ModelGroup::importHuggingFaceFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        PlainMessageBox::warning(this, tr("Import Hugging Face config"),
                                 tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return false;
    }
    const QByteArray bytes = TextFile::readBounded(file);
    const engine::HfImport imported = engine::importHfConfig(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!imported.model) {
        const engine::Diagnostic &error = imported.error;
        const QString where
            = error.field.empty()
                  ? diagnosticText(error)
                  : tr("%1: %2").arg(QString::fromStdString(error.field), diagnosticText(error));
        PlainMessageBox::warning(this, tr("Import Hugging Face config"),
                                 tr("%1 cannot be imported.\n\n%2").arg(path, where));
        return false;
    }
    const QString name = QFileInfo(path).fileName();
    applyModel(tr("Import %1").arg(name), *imported.model);
    QStringList notes;
    for (const engine::Diagnostic &note : imported.notes)
        notes.append(tr("%1: %2").arg(QString::fromStdString(note.field), diagnosticText(note)));
    if (!notes.isEmpty())
        PlainMessageBox::information(this, tr("Import Hugging Face config"),
                                     tr("%1 was imported.\n\n%2").arg(name, notes.join(u'\n')));
    return true;
}

void ModelGroup::updateFromScenario()
{
    const ModelSpec &model = scenario().model;
    const bool generic = model.kind == ModelKind::Generic;
    selectData(m_preset, QString::fromStdString(model.preset));
    if (m_preset->currentIndex() < 0)
        selectData(m_preset, QString());
    updateShape(model);
    for (const ShapeField &field : m_shape)
        field.box->setEnabled(!generic);
    m_fullAttentionEvery->setEnabled(!generic && model.attentionWindow > 0);
    setSuffixInPlace(m_fullAttentionEvery, layersSuffix(m_fullAttentionEvery->value()));
    m_sharedExpertFfn->setEnabled(!generic && (model.experts > 1 || model.sharedExpertFfn > 0));
    m_denseLayers->setEnabled(!generic && (model.experts > 1 || model.denseLayers > 0));
    m_expertGroups->setEnabled(!generic && (model.experts > 1 || model.expertGroups > 1));
    m_expertGroupsPerToken->setEnabled(
        !generic && (model.expertGroups > 1 || model.expertGroupsPerToken > 0));
    m_expertLayerInterval->setEnabled(!generic
                                      && (model.experts > 1 || model.expertLayerInterval > 1));
    setSuffixInPlace(m_expertLayerInterval, layersSuffix(m_expertLayerInterval->value()));
    m_windowKind->setEnabled(!generic && (model.attentionWindow > 0 || model.attentionChunked));
    const bool latent = engine::latentAttention(model);
    m_qLoraRank->setEnabled(!generic && (latent || model.qLoraRank > 0));
    m_latentHeadRow->setEnabled(!generic
                                && (latent || model.qkRopeHeadDim > 0 || model.vHeadDim > 0));
    m_denseFfnHidden->setEnabled(
        !generic
        && (model.denseLayers > 0 || model.expertLayerInterval > 1 || model.denseFfnHidden > 0));
    m_mlp->setEnabled(!generic);
    m_expertsRow->setEnabled(!generic);
    m_dropoutRow->setEnabled(!generic);
    for (QComboBox *box :
         {m_biases, m_normalization, m_qkNorms, m_positions, m_block, m_attentionMask})
        box->setEnabled(!generic);
    setRowVisible(m_flops, generic);
    const double parameters = engine::modelParameters(model);
    m_parameters->setText(
        generic ? formatLarge(parameters)
                : tr("%1 (%2)").arg(formatLarge(parameters), formatCount(parameters)));
    m_parameters->setToolTip(
        generic ? tr("The parameter count the model states.")
                : tr("Counted from the shape: every weight, bias, norm and learned position, all "
                     "experts included (docs/model.md 4.1). Compare it with the model card to "
                     "check a custom shape."));
    m_flops->setText(tr("%1 FLOPs").arg(formatLarge(model.trainingFlopsPerSample)));
    if (!generic)
        m_lastTransformer = model;
}

void ModelGroup::updateShape(const ModelSpec &model)
{
    const bool generic = model.kind == ModelKind::Generic;
    for (const ShapeField &field : m_shape) {
        const QSignalBlocker blocker(field.box);
        if (field.box->minimum() == 0) { // 0 means "not given"
            const QString unset = field.unsetText.isEmpty() ? tr("required") : field.unsetText;
            setSpecialValueTextInPlace(field.box, generic ? tr("n/a") : unset);
        }
        setValueInPlace(field.box, toSpinValue(model.*field.member, field.box));
    }
    selectData(m_mlp, mlpChoiceIndex(model));
    selectData(m_biases, static_cast<int>(model.biases));
    selectData(m_normalization, static_cast<int>(model.normalization));
    selectData(m_qkNorms, static_cast<int>(model.qkNorms));
    selectData(m_positions, static_cast<int>(model.positions));
    selectData(m_block, static_cast<int>(model.block));
    selectData(m_attentionMask, model.causal ? 1 : 0);
    selectData(m_windowKind, model.attentionChunked ? 1 : 0);
    for (const auto &[box, value] : {std::pair{m_attentionDropout, model.attentionDropout},
                                     std::pair{m_hiddenDropout, model.hiddenDropout}}) {
        const QSignalBlocker blocker(box);
        setValueInPlace(box, value);
    }
}

} // namespace scaleplan
