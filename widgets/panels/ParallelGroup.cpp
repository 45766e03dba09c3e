// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/ParallelGroup.h"

#include "common/Controls.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "document/ScenarioEdits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace scaleplan {

namespace {

using engine::ParallelSpec;
using Merge = ScenarioDocument::Merge;

} // namespace

template<typename Choice>
QComboBox *ParallelGroup::addChoiceRow(const char *path, Choice engine::CommunicationSpec::*member,
                                       const std::vector<std::pair<QString, Choice>> &items,
                                       const QString &toolTip)
{
    auto *box = makeComboBox(this);
    for (const auto &[text, choice] : items)
        box->addItem(text, static_cast<int>(choice));
    box->setToolTip(toolTip);
    const QString label = fieldLabel(std::string(path));
    addRow(label, box, {path});
    connect(box, &QComboBox::activated, this, [this, box, member, label](int index) {
        const auto choice = static_cast<Choice>(box->itemData(index).toInt());
        edit(tr("Change %1").arg(label), Merge::None,
             [member, choice](engine::Scenario &s) { s.communication.*member = choice; });
    });
    return box;
}

ParallelGroup::ParallelGroup(ScenarioDocument *document, QWidget *parent)
    : PanelGroup(tr("Parallel layout"), document, parent)
{
    createDegreeRows();
    createShardingRows();
    createPipelineEngineRow();
}

ParallelGroup::~ParallelGroup() = default;

QSpinBox *ParallelGroup::addDegree(const char *path, std::int64_t ParallelSpec::*member,
                                   const QString &tooltip, bool doubling)
{
    QSpinBox *box = makeSpinBox(this, 1, 4096, doubling);
    box->setToolTip(tooltip);
    const QString label = fieldLabel(std::string(path));
    addRow(label, box, {path});
    connect(box, &QSpinBox::valueChanged, this, [this, member, label](int value) {
        edit(tr("Change %1").arg(label), Merge::None, [member, value](engine::Scenario &s) {
            s.parallel.*member = value;
            deriveDataParallel(s); // from the new layout
        });
    });
    return box;
}

void ParallelGroup::createDegreeRows()
{
    m_tp = addDegree("parallel.tp", &ParallelSpec::tp,
                     tr("GPUs that split every matrix of a layer (Megatron tensor "
                        "parallelism). Must divide the attention and key/value heads; best "
                        "kept inside one node. The arrows double and halve it."),
                     /*doubling=*/true);
    m_pp = addDegree("parallel.pp", &ParallelSpec::pp,
                     tr("Pipeline stages: consecutive layers on different GPUs. More stages "
                        "need more micro-batches to keep the bubble small."));
    m_virtualStages
        = addDegree("parallel.virtual_stages", &ParallelSpec::virtualStages,
                    tr("Interleaved chunks per pipeline stage (1 = plain 1F1B); more chunks "
                       "shrink the bubble but add pipeline sends."));
    m_cp = addDegree("parallel.cp", &ParallelSpec::cp,
                     tr("GPUs that share each sequence (Megatron-Core context parallelism): "
                        "each holds 1/cp of the tokens and their activations, and attention "
                        "passes keys and values around the group, hidden behind the attention "
                        "work while tp × cp GPUs fit in a node. Needs fused attention and a "
                        "sequence length that is a multiple of 2 × cp. The arrows double and "
                        "halve it."),
                     /*doubling=*/true);
    m_cp->setObjectName(QStringLiteral("contextParallel"));
    m_dp = new QLabel(this);
    m_dp->setObjectName(QStringLiteral("dataParallel"));
    m_dp->setWordWrap(true);
    m_dp->setToolTip(tr("The data-parallel degree is derived: every GPU not used for tensor, "
                        "pipeline or context parallelism holds a replica."));
    addRow(fieldLabel(std::string("parallel.dp")), m_dp, {"parallel.dp"});
    m_ep = addDegree("parallel.ep", &ParallelSpec::ep,
                     tr("Data-parallel GPUs that share each mixture-of-experts layer's routed "
                        "experts (Megatron-Core expert parallelism): each holds experts / ep "
                        "of them, and every layer sends its tokens to their experts and back "
                        "by all-to-all, on the node's link while tp × ep GPUs fit in a node. "
                        "Must divide the experts and dp × cp; beside tp it needs sequence "
                        "parallelism."));
    m_ep->setObjectName(QStringLiteral("expertParallel"));
    m_epOverlap = addOverlapRow(
        "communication.ep_overlap", &engine::CommunicationSpec::epOverlap,
        tr("Overlap with another micro-batch"),
        tr("Megatron-Core's batch-level overlap (--overlap-moe-expert-parallel-comm with "
           "--delay-wgrad-compute, MCore 0.14; DeepSeek-V3's DualPipe pairs micro-batches the "
           "same way): one micro-batch's all-to-alls run while another computes, so all but "
           "one micro-batch's hide as far as that compute reaches. Needs expert parallelism "
           "and at least two micro-batches a step."),
        {tr("Overlap expert all-to-alls"), tr("Do not overlap expert all-to-alls")});
    m_epOverlap->setObjectName(QStringLiteral("epOverlap"));
    createExpertDispatcherRow();

    m_expertTp = makeSpinBox(this, 0, 4096);
    m_expertTp->setObjectName(QStringLiteral("expertTensorParallel"));
    m_expertTp->setSpecialValueText(tr("as tp"));
    m_expertTp->setToolTip(
        tr("GPUs that split each routed expert (Megatron-Core --expert-tensor-parallel-size), "
           "a divisor of tp. Below tp the experts stay whole on more GPUs: each holds "
           "experts / (ep × this) of them at full width, no tensor-parallel traffic runs in "
           "the expert layers, and the expert-parallel group is taken from tp × dp × cp ÷ "
           "this ranks (MoE parallel folding); it needs sequence parallelism."));
    const QString label = fieldLabel(std::string("parallel.expert_tp"));
    addRow(label, m_expertTp, {"parallel.expert_tp"});
    connect(m_expertTp, &QSpinBox::valueChanged, this, [this, label](int value) {
        edit(tr("Change %1").arg(label), Merge::None,
             [value](engine::Scenario &s) { s.parallel.expertTp = value; });
    });
}

void ParallelGroup::createShardingRows()
{
    m_zero = makeComboBox(this);
    m_zero->addItem(tr("0: none"), 0);
    m_zero->addItem(tr("1: optimizer states"), 1);
    m_zero->addItem(tr("2: + gradients"), 2);
    m_zero->addItem(tr("3: + weights (FSDP)"), 3);
    m_zero->setToolTip(tr("ZeRO shards model states over the data-parallel replicas: each "
                          "stage saves memory and adds communication."));
    addRow(fieldLabel(std::string("parallel.zero")), m_zero, {"parallel.zero"});
    connect(m_zero, &QComboBox::activated, this, [this](int index) {
        const int stage = m_zero->itemData(index).toInt();
        edit(tr("Change ZeRO stage"), Merge::None,
             [stage](engine::Scenario &s) { s.parallel.zero = stage; });
    });

    m_shardGroup = makeSpinBox(this, 0, 1'000'000'000);
    m_shardGroup->setSpecialValueText(tr("all of dp"));
    m_shardGroup->setToolTip(tr("Hybrid sharding: shard over groups of this many data-parallel "
                                "ranks and replicate across the groups. Must divide dp."));
    addRow(fieldLabel(std::string("parallel.zero_shard_group")), m_shardGroup,
           {"parallel.zero_shard_group"});
    connect(m_shardGroup, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change ZeRO shard group"), Merge::None,
             [value](engine::Scenario &s) { s.parallel.zeroShardGroup = value; });
    });

    createGradientBucketsRow();

    m_sequenceParallel = new QCheckBox(tr("Shard norms and dropout over tp"), this);
    m_sequenceParallel->setToolTip(tr("Megatron sequence parallelism; needs tp > 1 to matter."));
    addRow(fieldLabel(std::string("parallel.sequence_parallel")), m_sequenceParallel,
           {"parallel.sequence_parallel"});
    connect(m_sequenceParallel, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("Use sequence parallelism") : tr("Do not use sequence parallelism"),
             Merge::None, [on](engine::Scenario &s) { s.parallel.sequenceParallel = on; });
    });

    m_tpOverlap = addOverlapRow(
        "communication.tp_overlap", &engine::CommunicationSpec::tpOverlap,
        tr("Overlap with the matrix products"),
        tr("Transformer Engine's userbuffers (Megatron-LM's --tp-comm-overlap): the "
           "sequence-parallel all-gathers and reduce-scatters run in chunks beside the matrix "
           "products that use them. Needs sequence parallelism and tp inside one node."),
        {tr("Overlap tensor-parallel communication"),
         tr("Do not overlap tensor-parallel communication")});
}

void ParallelGroup::createGradientBucketsRow()
{
    using engine::GradientBuckets;
    m_gradientBuckets = addChoiceRow<GradientBuckets>(
        "communication.gradient_buckets", &engine::CommunicationSpec::gradientBuckets,
        {{tr("In place (Megatron-LM, DeepSpeed)"), GradientBuckets::InPlace},
         {tr("Copied (PyTorch DDP default)"), GradientBuckets::Copied}},
        tr("Where the data-parallel all-reduce (ZeRO 0) reduces the gradients. Megatron-LM and "
           "DeepSpeed reduce the buffer the gradients live in. PyTorch "
           "DistributedDataParallel, unless gradient_as_bucket_view=True, keeps its buckets "
           "beside the gradients: one more gradient-sized buffer per GPU (16-bit in mixed "
           "precision) and two copies a step."));
    m_gradientBuckets->setObjectName(QStringLiteral("gradientBuckets"));
}

void ParallelGroup::createExpertDispatcherRow()
{
    using engine::ExpertDispatcher;
    m_expertDispatcher = addChoiceRow<ExpertDispatcher>(
        "communication.expert_dispatcher", &engine::CommunicationSpec::expertDispatcher,
        {{expertDispatcherText(ExpertDispatcher::AllToAll), ExpertDispatcher::AllToAll},
         {expertDispatcherText(ExpertDispatcher::DeepEp), ExpertDispatcher::DeepEp}},
        tr("How routed tokens reach their experts. The all-to-all sends one copy of a token "
           "for each expert it goes to. DeepEP (Megatron-Core's flex dispatcher, "
           "--moe-enable-deepep) sends one copy to each GPU that holds any of its experts and, "
           "across nodes, one copy to each node, forwarded inside it over NVLink "
           "(DeepSeek-V3 report, Sec. 3.2.2). With expert groups that map to nodes the "
           "network carries at most one copy for each group a token may use."));
    m_expertDispatcher->setObjectName(QStringLiteral("expertDispatcher"));
}

QCheckBox *ParallelGroup::addOverlapRow(const char *path, bool engine::CommunicationSpec::*member,
                                        const QString &text, const QString &toolTip,
                                        const std::pair<QString, QString> &undoTexts)
{
    auto *box = new QCheckBox(text, this);
    box->setToolTip(toolTip);
    addRow(fieldLabel(std::string(path)), box, {path});
    connect(box, &QCheckBox::toggled, this, [this, member, undoTexts](bool on) {
        edit(on ? undoTexts.first : undoTexts.second, Merge::None,
             [member, on](engine::Scenario &s) { s.communication.*member = on; });
    });
    return box;
}

void ParallelGroup::createPipelineEngineRow()
{
    m_ppOverlap = addOverlapRow(
        "communication.pp_overlap", &engine::CommunicationSpec::ppOverlap,
        tr("Overlap with the next chunk"),
        tr("Megatron-Core's interleaved schedule sends each activation while the next chunk "
           "computes (overlap_p2p_comm, on by default in current Megatron-LM; "
           "--no-overlap-p2p-communication turns it off). The warm-up's and the flush's "
           "sends stay exposed. Needs more than one pipeline stage and virtual stage."),
        {tr("Overlap pipeline sends"), tr("Do not overlap pipeline sends")});
    m_ppOverlap->setObjectName(QStringLiteral("ppOverlap"));

    using engine::PipelineEngine;
    m_pipelineEngine = addChoiceRow<PipelineEngine>(
        "communication.pipeline_engine", &engine::CommunicationSpec::pipelineEngine,
        {{pipelineEngineText(PipelineEngine::Megatron), PipelineEngine::Megatron},
         {pipelineEngineText(PipelineEngine::DeepSpeed), PipelineEngine::DeepSpeed}},
        tr("The software that runs the pipeline. Megatron-LM scatters each activation over "
           "the tensor-parallel ranks and gathers it on arrival, so each rank sends 1/tp of "
           "it; DeepSpeed's pipeline engine sends all of it from every rank (with sequence "
           "parallelism each rank holds 1/tp anyway) and, in BF16 with ZeRO 1, all-reduces "
           "the FP32 gradients where Megatron-LM reduce-scatters them."));
    m_pipelineEngine->setObjectName(QStringLiteral("pipelineEngine"));
}

void ParallelGroup::updateFromScenario()
{
    const engine::Scenario &s = scenario();
    const ParallelSpec &p = s.parallel;
    const bool transformer = s.model.kind == engine::ModelKind::Transformer;
    for (auto [box, value] :
         {std::pair{m_tp, p.tp}, {m_pp, p.pp}, {m_virtualStages, p.virtualStages}, {m_cp, p.cp}}) {
        const QSignalBlocker blocker(box);
        setValueInPlace(box, toSpinValue(value, box));
        box->setEnabled(transformer); // generic networks train data-parallel only
    }
    {
        const QSignalBlocker blocker(m_ep);
        setValueInPlace(m_ep, toSpinValue(p.ep, m_ep));
        // Only a mixture-of-experts model has experts to spread (or a set ep to undo).
        m_ep->setEnabled(transformer && (s.model.experts > 1 || p.ep > 1));
    }
    {
        const QSignalBlocker blocker(m_expertTp);
        setValueInPlace(m_expertTp, toSpinValue(p.expertTp, m_expertTp));
        m_expertTp->setEnabled(transformer && (s.model.experts > 1 || p.expertTp > 0));
    }
    const QSignalBlocker blockGroup(m_shardGroup);
    const QSignalBlocker blockSequence(m_sequenceParallel);
    const QSignalBlocker blockOverlap(m_tpOverlap);
    const QSignalBlocker blockPpOverlap(m_ppOverlap);
    const QSignalBlocker blockEpOverlap(m_epOverlap);
    selectData(m_zero, p.zero);
    setValueInPlace(m_shardGroup, toSpinValue(p.zeroShardGroup, m_shardGroup));
    m_sequenceParallel->setChecked(p.sequenceParallel);
    m_sequenceParallel->setEnabled(transformer);
    m_tpOverlap->setChecked(s.communication.tpOverlap);
    m_tpOverlap->setEnabled(transformer && (p.sequenceParallel || s.communication.tpOverlap));
    m_ppOverlap->setChecked(s.communication.ppOverlap);
    m_ppOverlap->setEnabled(transformer
                            && ((p.pp > 1 && p.virtualStages > 1) || s.communication.ppOverlap));
    m_epOverlap->setChecked(s.communication.epOverlap);
    m_epOverlap->setEnabled(transformer && (p.ep > 1 || s.communication.epOverlap));
    selectData(m_expertDispatcher, static_cast<int>(s.communication.expertDispatcher));
    m_expertDispatcher->setEnabled(
        transformer
        && (p.ep > 1 || s.communication.expertDispatcher != engine::ExpertDispatcher::AllToAll));
    selectData(m_gradientBuckets, static_cast<int>(s.communication.gradientBuckets));
    m_gradientBuckets->setEnabled(
        p.zero == 0 || s.communication.gradientBuckets != engine::GradientBuckets::InPlace);
    selectData(m_pipelineEngine, static_cast<int>(s.communication.pipelineEngine));
    m_pipelineEngine->setEnabled(transformer && p.pp > 1);
    updateDp();
}

void ParallelGroup::updateDp()
{
    const engine::Scenario &s = scenario();
    const std::int64_t gpus = s.cluster.nodes * gpusPerNode(s, document()->catalog());
    const std::int64_t modelParallel = s.parallel.tp * s.parallel.pp * s.parallel.cp;
    const QString formula
        = s.parallel.cp > 1
              ? tr("GPUs / (tp × pp × cp) = %1 / (%2 × %3 × %4)")
                    .arg(formatCount(static_cast<double>(gpus)), QString::number(s.parallel.tp),
                         QString::number(s.parallel.pp), QString::number(s.parallel.cp))
              : tr("GPUs / (tp × pp) = %1 / (%2 × %3)")
                    .arg(formatCount(static_cast<double>(gpus)), QString::number(s.parallel.tp),
                         QString::number(s.parallel.pp));
    if (modelParallel > 0 && gpus > 0 && gpus % modelParallel == 0)
        m_dp->setText(
            tr("%1 = %2").arg(formula, formatCount(static_cast<double>(gpus / modelParallel))));
    else
        m_dp->setText(tr("%1 is not a whole number").arg(formula));
}

} // namespace scaleplan
