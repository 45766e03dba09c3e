// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/DataGroup.h"

#include "common/Controls.h"
#include "common/Format.h"
#include "common/QuantityEdit.h"
#include "common/Texts.h"

#include "scaleplan/engine/Software.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>
#include <iterator>
#include <optional>

namespace scaleplan {

namespace {

using engine::ModelKind;
using Merge = ScenarioDocument::Merge;

/// The attention choices of the combo box: the default, then the others fastest first.
engine::TrainingSpec attentionChoice(bool flash, engine::AttentionKernel kernel)
{
    engine::TrainingSpec t;
    t.flashAttention = flash;
    t.attentionKernel = kernel;
    return t;
}

const engine::TrainingSpec kAttentionChoices[] = {
    attentionChoice(true, engine::AttentionKernel::Flash2),
    attentionChoice(true, engine::AttentionKernel::Flash3),
    attentionChoice(true, engine::AttentionKernel::Triton),
    attentionChoice(true, engine::AttentionKernel::Flash1),
    attentionChoice(false, engine::AttentionKernel::Flash2),
};

/// Index of \p t's attention in kAttentionChoices.
int attentionIndex(const engine::TrainingSpec &t)
{
    for (std::size_t i = 0; i < std::size(kAttentionChoices); ++i) {
        const engine::TrainingSpec &c = kAttentionChoices[i];
        if (c.flashAttention == t.flashAttention
            && (!t.flashAttention || c.attentionKernel == t.attentionKernel))
            return static_cast<int>(i);
    }
    return 0;
}

bool isGeneric(const engine::Scenario &s)
{
    return s.model.kind == ModelKind::Generic;
}

/// dp × micro-batch, the step that keeps the global batch valid (1 when dp is undefined).
int batchStep(const engine::Scenario &s, const engine::Catalog &catalog)
{
    const std::int64_t gpus = s.cluster.nodes * gpusPerNode(s, catalog);
    const std::int64_t modelParallel = s.parallel.tp * s.parallel.pp;
    if (gpus <= 0 || modelParallel <= 0 || gpus % modelParallel != 0)
        return 1;
    return static_cast<int>(
        std::clamp<std::int64_t>(gpus / modelParallel * s.training.microBatch, 1, 1'000'000));
}

} // namespace

DataGroup::DataGroup(ScenarioDocument *document, QWidget *parent)
    : PanelGroup(tr("Data and training"), document, parent)
{
    createAmountRows();
    createBatchRows();
    beginDetails(tr("Training details"),
                 tr("Precision, recomputation, attention kernel and the other choices of the "
                    "training software."),
                 QStringLiteral("trainingDetails"));
    createMethodRows();
}

DataGroup::~DataGroup() = default;

void DataGroup::createAmountRows()
{
    // Typed as people write amounts: 15T, 300B, 1.5e12 (a plain spin box in billions read
    // "15T" as 15 billion).
    m_amount = new QuantityEdit(QuantityKind::Count, this);
    m_amount->setEmptyAllowed(false);
    m_amount->setPlaceholderText(tr("required"));
    m_amount->setObjectName(QStringLiteral("trainingAmount"));
    addRow(tr("Training tokens"), m_amount, {"training.tokens", "training.samples"});
    connect(m_amount, &QuantityEdit::valueEdited, this,
            [this](std::optional<double> amount) { setAmount(amount.value_or(0)); });
    m_steps = makeNote(this);
    addRow(QString(), m_steps, {"training.steps"});
}

void DataGroup::setAmount(double amount)
{
    const bool generic = isGeneric(scenario());
    edit(generic ? tr("Change training samples") : tr("Change training tokens"), Merge::None,
         [generic, amount](engine::Scenario &s) {
             (generic ? s.training.samples : s.training.tokens) = amount;
             (generic ? s.training.tokens : s.training.samples) = 0; // one amount rules
             s.training.steps = 0;                                   // the amount rules again
         });
}

void DataGroup::createBatchRows()
{
    m_globalBatch = makeSpinBox(this, 1, 1'000'000'000);
    m_globalBatch->setToolTip(tr("Sequences (samples) per optimizer step, over all data-parallel "
                                 "replicas. Must be a multiple of dp × micro-batch (the arrows "
                                 "step by that); the quotient is the number of micro-batches "
                                 "per step."));
    addRow(fieldLabel(std::string("training.global_batch")), m_globalBatch,
           {"training.global_batch"});
    connect(m_globalBatch, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change global batch"), Merge::None,
             [value](engine::Scenario &s) { s.training.globalBatch = value; });
    });

    m_microBatch = makeSpinBox(this, 1, 100'000'000);
    m_microBatch->setToolTip(tr("Sequences per forward and backward pass on one pipeline. "
                                "Larger micro-batches use the GPU better but hold more "
                                "activations."));
    addRow(fieldLabel(std::string("training.micro_batch")), m_microBatch, {"training.micro_batch"});
    connect(m_microBatch, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change micro-batch"), Merge::None,
             [value](engine::Scenario &s) { s.training.microBatch = value; });
    });
}

template<typename Enum>
QComboBox *DataGroup::addEnumRow(const char *path, Enum engine::TrainingSpec::*member,
                                 std::initializer_list<std::pair<QString, Enum>> entries)
{
    QComboBox *combo = makeComboBox(this);
    for (const auto &[text, value] : entries)
        combo->addItem(text, static_cast<int>(value));
    const QString label = fieldLabel(std::string(path));
    addRow(label, combo, {path});
    connect(combo, &QComboBox::activated, this, [this, combo, member, label](int index) {
        const auto value = static_cast<Enum>(combo->itemData(index).toInt());
        edit(tr("Change %1").arg(label), Merge::None,
             [member, value](engine::Scenario &s) { s.training.*member = value; });
    });
    return combo;
}

void DataGroup::createMethodRows()
{
    using engine::OptimizerKind;
    using engine::Precision;
    using engine::Recompute;
    createSoftwareRow();
    m_precision = addEnumRow<Precision>("training.precision", &engine::TrainingSpec::precision,
                                        {{precisionText(Precision::Bf16), Precision::Bf16},
                                         {precisionText(Precision::Fp16), Precision::Fp16},
                                         {precisionText(Precision::Fp8), Precision::Fp8},
                                         {precisionText(Precision::Fp32), Precision::Fp32}});
    m_precision->setToolTip(tr("Arithmetic of the matrix products; sets the GPU's peak rate "
                               "and the bytes of weights and activations. On GPUs with bf16, "
                               "fp16 products run at about 0.95 of the bf16 rate: more "
                               "mantissa bits switch at the power limit (measured on an H100 "
                               "and H200s)."));
    createMixedPrecisionRow();
    createFp8ScalingRow();
    createTf32Row();
    createRecomputeRows();
    m_optimizer
        = addEnumRow<OptimizerKind>("training.optimizer", &engine::TrainingSpec::optimizer,
                                    {{optimizerText(OptimizerKind::Adam), OptimizerKind::Adam},
                                     {optimizerText(OptimizerKind::Sgd), OptimizerKind::Sgd}});
    createOptimizerStateRows();

    createAttentionRow();
    createKernelsRow();
    createCudaGraphsRow();
    createCapacityRow();
}

void DataGroup::createTf32Row()
{
    m_tf32 = makeComboBox(this);
    m_tf32->setObjectName(QStringLiteral("tf32"));
    m_tf32->addItem(tr("PyTorch's default (convolutions only)"), -1);
    m_tf32->addItem(tr("On (products and convolutions)"), 1);
    m_tf32->addItem(tr("Off (IEEE fp32)"), 0);
    m_tf32->setToolTip(
        tr("FP32 training only: whether fp32 products run on the TF32 tensor cores of Ampere "
           "and later GPUs (8x the A100's fp32 peak). PyTorch runs convolutions in TF32 and "
           "matrix products in fp32 unless torch.backends.cuda.matmul.allow_tf32 is set; "
           "NVIDIA's training scripts and the Hugging Face Trainer's --tf32 turn it on."));
    const QString label = fieldLabel(std::string("training.tf32"));
    addRow(label, m_tf32, {"training.tf32"});
    connect(m_tf32, &QComboBox::activated, this, [this, label](int index) {
        const int value = m_tf32->itemData(index).toInt();
        edit(tr("Change %1").arg(label), Merge::None, [value](engine::Scenario &s) {
            s.training.tf32 = value < 0 ? std::nullopt : std::optional<bool>(value == 1);
        });
    });
}

void DataGroup::createRecomputeRows()
{
    using engine::Recompute;
    m_recompute = makeComboBox(this);
    m_recompute->setObjectName(QStringLiteral("recompute"));
    for (const Recompute mode : {Recompute::None, Recompute::Selective, Recompute::Full})
        m_recompute->addItem(recomputeText(mode), static_cast<int>(mode));
    m_recompute->setToolTip(tr("Activation recomputation trades a repeated forward pass for "
                               "activation memory (Korthikanti et al. 2022)."));
    const QString label = fieldLabel(std::string("training.recompute"));
    addRow(label, m_recompute, {"training.recompute"});
    connect(m_recompute, &QComboBox::activated, this, [this, label](int index) {
        const auto mode = static_cast<Recompute>(m_recompute->itemData(index).toInt());
        edit(tr("Change %1").arg(label), Merge::None, [mode](engine::Scenario &s) {
            s.training.recompute = mode;
            if (mode != Recompute::Full)
                s.training.recomputeLayers = 0; // counts only full recomputation's layers
            if (mode != Recompute::Selective) { // both choose what selective rebuilds
                s.training.recomputeModules = 0;
                s.training.selectivePolicy = engine::SelectivePolicy::Parts;
            }
        });
    });
    createSelectivePolicyRow();
    createRecomputeModulesRow();

    m_recomputeLayers = makeSpinBox(this, 0, 100'000);
    m_recomputeLayers->setObjectName(QStringLiteral("recomputeLayers"));
    m_recomputeLayers->setSpecialValueText(tr("every layer"));
    m_recomputeLayers->setToolTip(
        tr("With full recomputation: how many layers of each pipeline chunk are rebuilt from "
           "their input (Megatron-LM's --recompute-method block); the chunk's other layers "
           "keep their activations, which costs memory and saves their repeated forward "
           "pass."));
    addRow(fieldLabel(std::string("training.recompute_layers")), m_recomputeLayers,
           {"training.recompute_layers"});
    connect(m_recomputeLayers, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change recomputed layers"), Merge::None,
             [value](engine::Scenario &s) { s.training.recomputeLayers = value; });
    });
}

void DataGroup::createSelectivePolicyRow()
{
    using engine::SelectivePolicy;
    m_selectivePolicy = makeComboBox(this);
    m_selectivePolicy->setObjectName(QStringLiteral("selectivePolicy"));
    for (const SelectivePolicy policy : {SelectivePolicy::Parts, SelectivePolicy::EveryOtherMatmul})
        m_selectivePolicy->addItem(selectivePolicyText(policy), static_cast<int>(policy));
    m_selectivePolicy->setToolTip(
        tr("How selective recomputation chooses what to rebuild: by part of each layer, as "
           "Megatron-Core names them (below), or torchtitan's op-level policy, which keeps "
           "the outputs of every other matrix product and of the attention kernel and "
           "rebuilds the rest, element-wise work included (activation_checkpoint.mode "
           "\"selective\", selective_ac_option \"op\"; dense layers with ordinary "
           "attention; docs/model.md 8.2.2)."));
    const QString label = fieldLabel(std::string("training.selective_policy"));
    addRow(label, m_selectivePolicy, {"training.selective_policy"});
    connect(m_selectivePolicy, &QComboBox::activated, this, [this, label](int index) {
        const auto policy
            = static_cast<SelectivePolicy>(m_selectivePolicy->itemData(index).toInt());
        edit(tr("Change %1").arg(label), Merge::None, [policy](engine::Scenario &s) {
            s.training.selectivePolicy = policy;
            if (policy != SelectivePolicy::Parts)
                s.training.recomputeModules = 0; // the policy chooses instead of the parts
        });
    });
}

void DataGroup::createRecomputeModulesRow()
{
    m_recomputeModules = new QToolButton(this);
    m_recomputeModules->setObjectName(QStringLiteral("recomputeModules"));
    m_recomputeModules->setPopupMode(QToolButton::InstantPopup);
    m_recomputeModules->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_recomputeModules->setToolTip(
        tr("With selective recomputation: the parts of each layer rebuilt in the backward "
           "pass instead of kept (Megatron-Core's --recompute-modules). Latent attention's up "
           "projections and the norms before it and before the experts cost little to "
           "rebuild and free much memory; DeepSeek-V3's own run recomputed both (DeepSeek-V3 "
           "report, Sec. 3.2.3). In dense layers Transformer Engine fuses the norms into the "
           "products after them, so recomputing them frees nothing there."));
    auto *menu = new QMenu(m_recomputeModules);
    for (const engine::RecomputeModuleName &entry : engine::kRecomputeModuleNames) {
        QAction *action = menu->addAction(recomputeModuleText(entry.module));
        action->setCheckable(true);
        action->setData(static_cast<int>(entry.module));
        connect(action, &QAction::triggered, this, [this, bit = entry.module](bool on) {
            edit(tr("Change recomputed parts"), Merge::None, [bit, on](engine::Scenario &s) {
                std::uint8_t modules = s.training.recomputeModules;
                if (modules == 0) // Megatron-Core's default, spelled out before it changes
                    modules = static_cast<std::uint8_t>(engine::RecomputeModule::CoreAttention);
                const auto mask = static_cast<std::uint8_t>(bit);
                modules = static_cast<std::uint8_t>(on ? modules | mask : modules & ~mask);
                // No part left is the default again: selective means core attention.
                s.training.recomputeModules = modules;
            });
        });
    }
    m_recomputeModules->setMenu(menu);
    addRow(fieldLabel(std::string("training.recompute_modules")), m_recomputeModules,
           {"training.recompute_modules"});
}

void DataGroup::createAttentionRow()
{
    m_attention = makeComboBox(this);
    for (std::size_t i = 0; i < std::size(kAttentionChoices); ++i)
        m_attention->addItem(attentionText(kAttentionChoices[i]), static_cast<int>(i));
    m_attention->setToolTip(
        tr("The attention kernel. FlashAttention never stores the score matrix; "
           "FlashAttention-2 runs 1.7-3.0x faster than FlashAttention-1 and 1.3-2.5x faster "
           "than FlashAttention in Triton (Dao 2023). On Hopper GPUs FlashAttention-3 and "
           "cuDNN's fused attention (Transformer Engine) run 1.7x faster than "
           "FlashAttention-2 (Shah et al. 2024). Standard attention keeps the scores and "
           "their softmax in memory."));
    const QString label = fieldLabel(std::string("training.attention_kernel"));
    addRow(label, m_attention, {"training.attention_kernel", "training.flash_attention"});
    connect(m_attention, &QComboBox::activated, this, [this, label](int index) {
        const engine::TrainingSpec choice
            = kAttentionChoices[static_cast<std::size_t>(m_attention->itemData(index).toInt())];
        edit(tr("Change %1").arg(label), Merge::None, [choice](engine::Scenario &s) {
            s.training.flashAttention = choice.flashAttention;
            s.training.attentionKernel = choice.attentionKernel;
        });
    });
}

void DataGroup::createKernelsRow()
{
    using engine::KernelStyle;
    m_kernels = addEnumRow<KernelStyle>("training.kernels", &engine::TrainingSpec::kernels,
                                        {{kernelsText(KernelStyle::Fused), KernelStyle::Fused},
                                         {kernelsText(KernelStyle::Eager), KernelStyle::Eager}});
    m_kernels->setObjectName(QStringLiteral("kernels"));
    m_kernels->setToolTip(
        tr("How the layer's element-wise work runs. Fused: a norm, the rotary embedding, "
           "SwiGLU and each bias-dropout-add in one pass, as Megatron-LM and Transformer "
           "Engine run them (torch.compile fuses as much). Eager: every PyTorch operation its "
           "own kernel, as Hugging Face Transformers' modules run without torch.compile; an "
           "RMSNorm then moves 36 bytes an element through fp32 instead of 4, the rotary "
           "embedding 20 over strided views; a Llama 3 8B layer measured on an H200 took 20% "
           "longer and kept 44% more memory than fused kernels would (docs/model.md 4.4)."));
}

void DataGroup::createSoftwareRow()
{
    using engine::Software;
    m_software = makeComboBox(this);
    m_software->setObjectName(QStringLiteral("software"));
    for (const Software value : {Software::Unspecified, Software::MegatronCore, Software::DeepSpeed,
                                 Software::PytorchFsdp, Software::PytorchFsdp2, Software::Jax})
        m_software->addItem(softwareText(value), static_cast<int>(value));
    m_software->setToolTip(
        tr("The stack that runs the training. Choosing one sets the rows it decides to its "
           "own defaults: DeepSpeed runs its own pipeline engine and, below ZeRO-3, reduces "
           "the gradients after the backward pass (overlap_comm is off by default); PyTorch "
           "FSDP runs each operation as its own kernel unless compiled and DDP copies its "
           "gradient buckets. The estimate also takes the stack's gradient bucket size "
           "(Megatron-Core's grows with the data parallelism) and DeepSpeed's cap on "
           "gathered ZeRO-3 parameters; the launch files start it (docs/model.md 6.9)."));
    const QString label = fieldLabel(std::string("training.software"));
    addRow(label, m_software, {"training.software"});
    connect(m_software, &QComboBox::activated, this, [this, label](int index) {
        const auto value = static_cast<Software>(m_software->itemData(index).toInt());
        edit(tr("Change %1").arg(label), Merge::None, [value](engine::Scenario &s) {
            s.training.software = value;
            engine::applySoftwareDefaults(s);
        });
    });
}

void DataGroup::createCudaGraphsRow()
{
    m_cudaGraphs = makeComboBox(this);
    m_cudaGraphs->setObjectName(QStringLiteral("cudaGraphs"));
    m_cudaGraphs->addItem(tr("No: the host issues every kernel"), false);
    m_cudaGraphs->addItem(tr("Yes: layers replayed from captured graphs"), true);
    m_cudaGraphs->setToolTip(
        tr("Whether each layer's kernels are replayed from a captured CUDA graph "
           "(Megatron-LM's --cuda-graph-impl, torch.compile's mode=\"reduce-overhead\"). "
           "Without graphs a layer takes at least the host's time to issue its kernels, "
           "1.5 ms forward and backward measured on H200 machines, which paces small models "
           "and small micro-batches; graphs remove that wait and keep about a fifth more "
           "memory than the activations for their pool (docs/model.md 4.10)."));
    const QString label = fieldLabel(std::string("training.cuda_graphs"));
    addRow(label, m_cudaGraphs, {"training.cuda_graphs"});
    connect(m_cudaGraphs, &QComboBox::activated, this, [this, label](int index) {
        const bool value = m_cudaGraphs->itemData(index).toBool();
        edit(tr("Change %1").arg(label), Merge::None,
             [value](engine::Scenario &s) { s.training.cudaGraphs = value; });
    });
}

void DataGroup::createMixedPrecisionRow()
{
    using engine::MixedPrecision;
    m_mixedPrecision = addEnumRow<MixedPrecision>(
        "training.mixed_precision", &engine::TrainingSpec::mixedPrecision,
        {{mixedPrecisionText(MixedPrecision::MainCopy), MixedPrecision::MainCopy},
         {mixedPrecisionText(MixedPrecision::Autocast), MixedPrecision::Autocast}});
    m_mixedPrecision->setObjectName(QStringLiteral("mixedPrecision"));
    m_mixedPrecision->setToolTip(
        tr("Where bf16 or fp16 training keeps its weights. 16-bit weights with an fp32 main "
           "copy in the optimizer: Megatron-LM, DeepSpeed, FSDP's MixedPrecision. PyTorch "
           "autocast: fp32 weights, gradients and residual stream, each product's inputs cast "
           "to 16 bits, as Hugging Face's Trainer (bf16=True) and Lightning's bf16-mixed run "
           "it; every weight is then cast in each forward pass and its gradient back, "
           "gradients travel in fp32 and each product keeps its 16-bit weight copy for the "
           "backward pass (docs/model.md 4.4)."));
}

void DataGroup::createOptimizerStateRows()
{
    using engine::MasterWeights;
    using engine::OptimizerStatePrecision;
    m_optimizerStates = addEnumRow<OptimizerStatePrecision>(
        "training.optimizer_state_precision", &engine::TrainingSpec::optimizerStatePrecision,
        {{tr("fp32 (4 bytes a moment)"), OptimizerStatePrecision::Fp32},
         {tr("bf16 (2 bytes a moment)"), OptimizerStatePrecision::Bf16}});
    m_optimizerStates->setObjectName(QStringLiteral("optimizerStates"));
    m_optimizerStates->setToolTip(
        tr("Precision of the optimizer's moments (Adam's m and v, SGD's momentum). bf16 halves "
           "their memory and their traffic in the optimizer step, as Megatron-Core's "
           "precision-aware optimizer (--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16) and "
           "NeMo's distributed Adam with dtype bf16 keep them (docs/model.md 8.1)."));
    m_masterWeights = addEnumRow<MasterWeights>(
        "training.master_weights", &engine::TrainingSpec::masterWeights,
        {{tr("fp32 copy (4 bytes)"), MasterWeights::Fp32},
         {tr("Remainders beside bf16 weights (2 bytes)"), MasterWeights::Remainders},
         {tr("None: 16-bit weights updated in place"), MasterWeights::None}});
    m_masterWeights->setObjectName(QStringLiteral("masterWeights"));
    m_masterWeights->setToolTip(
        tr("How mixed precision keeps the fp32 main copy of its 16-bit weights: whole; as the "
           "16 low bits that complete a bf16 weight to fp32 (store_param_remainders of "
           "Transformer Engine's and Apex's Adam, on in Megatron-Core's precision-aware "
           "optimizer); or not at all (NeMo's distributed Adam with dtype bf16, metaseq's "
           "--memory-efficient-fp16). fp16 weights keep a whole copy; fp32 and autocast "
           "training have none (docs/model.md 8.1)."));
    m_distributeSaved = makeComboBox(this);
    m_distributeSaved->setObjectName(QStringLiteral("distributeSavedActivations"));
    m_distributeSaved->addItem(tr("No: every tensor-parallel rank keeps it whole"), false);
    m_distributeSaved->addItem(tr("Yes: each rank keeps 1/tp, gathered to rebuild"), true);
    m_distributeSaved->setToolTip(
        tr("With full recomputation and tensor parallelism without sequence parallelism: "
           "each rank keeps 1/tp of a layer's saved input and all-gathers it before the "
           "layer is rebuilt (Megatron-LM's --distribute-saved-activations, DeepSpeed's "
           "partition_activations; docs/model.md 8.2)."));
    const QString label = fieldLabel(std::string("training.distribute_saved_activations"));
    addRow(label, m_distributeSaved, {"training.distribute_saved_activations"});
    connect(m_distributeSaved, &QComboBox::activated, this, [this, label](int index) {
        const bool value = m_distributeSaved->itemData(index).toBool();
        edit(tr("Change %1").arg(label), Merge::None,
             [value](engine::Scenario &s) { s.training.distributeSavedActivations = value; });
    });
}

void DataGroup::createFp8ScalingRow()
{
    using engine::Fp8Scaling;
    m_fp8Scaling
        = addEnumRow<Fp8Scaling>("training.fp8_scaling", &engine::TrainingSpec::fp8Scaling,
                                 {{fp8ScalingText(Fp8Scaling::Delayed), Fp8Scaling::Delayed},
                                  {fp8ScalingText(Fp8Scaling::Current), Fp8Scaling::Current}});
    m_fp8Scaling->setObjectName(QStringLiteral("fp8Scaling"));
    m_fp8Scaling->setToolTip(
        tr("Where fp8 training takes each tensor's scale. Delayed: from the amax of earlier "
           "steps, so a norm writes fp8 directly (Transformer Engine's DelayedScaling, "
           "Megatron-LM's default). Current: from the tensor's own amax, read in a pass of "
           "its own before every cast (Megatron-LM's --fp8-recipe tensorwise, torchao's "
           "float8 in torchtitan). That read added 6-8% to a Llama 3 8B layer's fp8 products "
           "on H200s and an H100 (docs/model.md 4.4)."));
}

void DataGroup::createCapacityRow()
{
    // 0 is the special value; the engine reads factors from 1 (below it tokens are dropped).
    m_capacity = makeDoubleSpinBox(this, 0.0, 100.0, 2);
    m_capacity->setObjectName(QStringLiteral("expertCapacityFactor"));
    m_capacity->setSingleStep(0.25);
    m_capacity->setSpecialValueText(tr("dropless"));
    m_capacity->setToolTip(
        tr("Mixture-of-experts models: each expert's token buffer padded to this multiple of "
           "its balanced share (tokens × experts per token ÷ experts), as GShard, Switch "
           "Transformer, DeepSpeed-MoE and Megatron-Core with "
           "--moe-pad-expert-input-to-capacity run it. The experts compute, keep and send the "
           "padding like tokens, so time and memory grow with the factor; tokens beyond the "
           "capacity are dropped. Dropless (Megatron-Core's default): every expert computes "
           "its balanced share."));
    addRow(fieldLabel(std::string("training.expert_capacity_factor")), m_capacity,
           {"training.expert_capacity_factor"});
    connect(m_capacity, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (value > 0.0 && value < 1.0) {
            // No factor below 1: stepping up from "dropless" lands on 1, stepping down from a
            // factor on "dropless".
            m_capacity->setValue(scenario().training.expertCapacityFactor ? 0.0 : 1.0);
            return;
        }
        edit(tr("Change expert capacity"), Merge::None, [value](engine::Scenario &s) {
            s.training.expertCapacityFactor
                = value > 0.0 ? std::optional<double>(value) : std::nullopt;
        });
    });
}

void DataGroup::updateFromScenario()
{
    const engine::Scenario &s = scenario();
    const engine::TrainingSpec &t = s.training;
    const bool generic = isGeneric(s);
    {
        const QSignalBlocker blocker(m_amount);
        // A transformer's file may count sequences (`samples`): shown as their tokens.
        const double tokens
            = t.tokens > 0 ? t.tokens : t.samples * static_cast<double>(s.model.seqLen);
        const double amount = generic ? t.samples : tokens;
        if (m_amount->value().value_or(0) != amount)
            m_amount->setValue(amount > 0 ? std::optional<double>(amount) : std::nullopt);
    }
    setRowLabel(m_amount, generic ? tr("Training samples") : tr("Training tokens"));
    m_amount->setToolTip(generic ? tr("Samples to train, e.g. epochs × data set size: 1.2M, "
                                      "90M or 1.2e6.")
                                 : tr("Tokens to train over the whole run: 15T, 300B or "
                                      "1.5e12."));
    const QSignalBlocker blockGlobal(m_globalBatch);
    const QSignalBlocker blockMicro(m_microBatch);
    setValueInPlace(m_globalBatch, toSpinValue(t.globalBatch, m_globalBatch));
    m_globalBatch->setSingleStep(batchStep(s, document()->catalog()));
    setValueInPlace(m_microBatch, toSpinValue(t.microBatch, m_microBatch));
    selectData(m_precision, static_cast<int>(t.precision));
    selectData(m_tf32, t.tf32 ? (*t.tf32 ? 1 : 0) : -1);
    // Enabled for fp32 training, or to clear a setting that has no effect.
    m_tf32->setEnabled(t.precision == engine::Precision::Fp32 || t.tf32.has_value());
    selectData(m_recompute, static_cast<int>(t.recompute));
    {
        // Up to the layers of one pipeline chunk; more is an input error the row shows.
        const QSignalBlocker blocker(m_recomputeLayers);
        const std::int64_t chunkLayers
            = engine::layersPerChunk(s.model.layers, s.parallel.pp, s.parallel.virtualStages);
        m_recomputeLayers->setMaximum(
            static_cast<int>(std::max<std::int64_t>({chunkLayers, t.recomputeLayers, 1})));
        setValueInPlace(m_recomputeLayers, toSpinValue(t.recomputeLayers, m_recomputeLayers));
        const bool full = t.recompute == engine::Recompute::Full;
        m_recomputeLayers->setEnabled(!generic && full);
        setSpecialValueTextInPlace(m_recomputeLayers,
                                   full ? tr("every layer") : tr("only with full recomputation"));
    }
    {
        const bool selective = t.recompute == engine::Recompute::Selective;
        const bool byPart = t.selectivePolicy == engine::SelectivePolicy::Parts;
        selectData(m_selectivePolicy, static_cast<int>(t.selectivePolicy));
        m_selectivePolicy->setEnabled(!generic && (selective || !byPart));
        m_recomputeModules->setEnabled(!generic
                                       && ((selective && byPart) || t.recomputeModules != 0));
        m_recomputeModules->setText(
            !byPart && t.recomputeModules == 0     ? tr("chosen by torchtitan's policy above")
            : selective || t.recomputeModules != 0 ? recomputeModulesText(t.recomputeModules)
                                                   : tr("only with selective recomputation"));
        for (QAction *action : m_recomputeModules->menu()->actions()) {
            const auto module = static_cast<engine::RecomputeModule>(action->data().toInt());
            engine::TrainingSpec shown = t;
            shown.recompute = engine::Recompute::Selective;
            action->setChecked(engine::recomputes(shown, module));
        }
    }
    selectData(m_optimizer, static_cast<int>(t.optimizer));
    selectData(m_optimizerStates, static_cast<int>(t.optimizerStatePrecision));
    selectData(m_masterWeights, static_cast<int>(t.masterWeights));
    // Only a main copy beside 16-bit weights can shrink; enabled elsewhere to clear a choice.
    const bool mainCopy = t.precision != engine::Precision::Fp32
                          && t.mixedPrecision == engine::MixedPrecision::MainCopy;
    m_masterWeights->setEnabled(mainCopy || t.masterWeights != engine::MasterWeights::Fp32);
    selectData(m_distributeSaved, t.distributeSavedActivations);
    const bool distributable = t.recompute == engine::Recompute::Full && s.parallel.tp > 1
                               && !s.parallel.sequenceParallel;
    m_distributeSaved->setEnabled(distributable || t.distributeSavedActivations);
    selectData(m_attention, attentionIndex(t));
    m_attention->setEnabled(!generic);
    selectData(m_software, static_cast<int>(t.software));
    selectData(m_kernels, static_cast<int>(t.kernels));
    m_kernels->setEnabled(!generic);
    selectData(m_cudaGraphs, t.cudaGraphs);
    m_cudaGraphs->setEnabled(!generic);
    selectData(m_mixedPrecision, static_cast<int>(t.mixedPrecision));
    // Only bf16 and fp16 mix precisions; enabled elsewhere to clear a choice that has no effect.
    const bool sixteenBit
        = t.precision == engine::Precision::Bf16 || t.precision == engine::Precision::Fp16;
    m_mixedPrecision->setEnabled(sixteenBit
                                 || t.mixedPrecision != engine::MixedPrecision::MainCopy);
    selectData(m_fp8Scaling, static_cast<int>(t.fp8Scaling));
    m_fp8Scaling->setEnabled(t.precision == engine::Precision::Fp8
                             || t.fp8Scaling != engine::Fp8Scaling::Delayed);
    m_recompute->setEnabled(!generic);
    {
        const QSignalBlocker blocker(m_capacity);
        setValueInPlace(m_capacity, t.expertCapacityFactor.value_or(0.0));
        // Enabled for a model with routed experts, or to clear a factor that has no effect.
        m_capacity->setEnabled(s.model.experts > 1 || t.expertCapacityFactor.has_value());
    }
    updateFromResult();
}

void DataGroup::updateFromResult()
{
    const engine::TrainingSpec &t = scenario().training;
    if (t.steps > 0) {
        m_steps->setText(tr("The file sets %1 optimizer steps, which override the amount "
                            "above; changing the amount replaces them.")
                             .arg(formatCount(t.steps)));
    } else if (!document()->problem()) {
        m_steps->setText(tr("= %1 optimizer steps").arg(formatCount(document()->result().steps)));
    } else {
        m_steps->clear();
    }
    setRowVisible(m_steps, !m_steps->text().isEmpty());
}

} // namespace scaleplan
