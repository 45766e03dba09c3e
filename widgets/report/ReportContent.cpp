// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportContent.h"

#include "accuracy/AccuracyTexts.h"

#include "common/Format.h"
#include "common/Texts.h"
#include "document/ChartDataBuilder.h"
#include "document/ChartUpdater.h"
#include "panels/SummaryCards.h"
#include "sensitivity/SensitivityTexts.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Planner.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QRegularExpression>

#include <algorithm>

namespace scaleplan {

namespace {

using Kind = ReportBlock::Kind;
using engine::Catalog;
using engine::Result;
using engine::Scenario;

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

/// Catalog source lists are `|`-separated; the report separates them with semicolons.
QString sourcesText(const std::string &sources)
{
    QStringList parts = fromStd(sources).split(QLatin1Char('|'), Qt::SkipEmptyParts);
    for (QString &part : parts)
        part = part.trimmed();
    return parts.join(QStringLiteral("; "));
}

class Builder
{
public:
    explicit Builder(QList<ReportBlock> &blocks)
        : m_blocks(blocks)
    {
    }

    void heading(const QString &text) { m_blocks.append({Kind::Heading, text, {}, {}, {}, {}}); }
    void paragraph(const QString &text)
    {
        m_blocks.append({Kind::Paragraph, text, {}, {}, {}, {}});
    }
    void note(const QString &text) { m_blocks.append({Kind::Note, text, {}, {}, {}, {}}); }
    void chart(ChartPanel::Chart which, const QString &caption)
    {
        ReportBlock block{Kind::Chart, caption, {}, {}, {}, {}};
        block.chart = which;
        m_blocks.append(block);
    }
    void table(const QString &caption, const QStringList &header, const QList<QStringList> &rows,
               const QList<int> &numberColumns = {})
    {
        m_blocks.append({Kind::Table, caption, header, rows, numberColumns, {}});
    }
    /// A two-column table of figures and values.
    void figures(const QString &caption, const QList<QStringList> &rows)
    {
        table(caption, {ReportTexts::tr("Figure"), ReportTexts::tr("Value")}, rows, {1});
    }

private:
    QList<ReportBlock> &m_blocks;
};

/// Layouts the report lists from the planner.
constexpr int kReportPlans = 5;

/// Published runs the report compares the scenario with.
constexpr std::size_t kReportRuns = 5;

QString memoryFitText(const engine::MemoryBreakdown &m)
{
    if (m.total <= m.capacity)
        return ReportTexts::tr("%1 of %2: fits").arg(formatGb(m.total), formatGb(m.capacity));
    return ReportTexts::tr("%1 of %2: does not fit").arg(formatGb(m.total), formatGb(m.capacity));
}

void addSummary(Builder &out, const ReportContent &content, const ReportInput &input)
{
    out.heading(ReportTexts::tr("Summary"));
    if (!content.result) {
        const auto problem = engine::validateScenario(input.scenario, *input.catalog);
        out.paragraph(
            ReportTexts::tr("No estimate: %1").arg(problem ? diagnosticLine(*problem) : QString()));
        return;
    }
    const Result &r = *content.result;
    out.figures(
        QString(),
        {{ReportTexts::tr("Training time (expected)"), formatHours(r.expectedTimeH)},
         {ReportTexts::tr("Training time without interruptions"), formatHours(r.trainingTimeH)},
         {ReportTexts::tr("Cost (expected)"), formatUsd(r.costUsd.total)},
         {ReportTexts::tr("GPU-hours"), formatCount(r.gpuHours)},
         {ReportTexts::tr("MFU (model FLOPs utilisation)"), formatPercent(r.mfu)},
         {ReportTexts::tr("Memory per GPU"), memoryFitText(r.memoryGb)},
         {ReportTexts::tr("Step time"), ReportTexts::tr("%1 s").arg(formatNumber(r.stepTimeS))},
         {ReportTexts::tr("Optimizer steps"), formatCount(r.steps)},
         {ReportTexts::tr("Throughput"),
          ReportTexts::tr("%1 tokens/s (%2 per GPU)")
              .arg(formatCount(r.tokensPerS), formatCount(r.tokensPerSPerGpu))},
         {ReportTexts::tr("Layout (tp × pp × dp, ZeRO)"), layoutText(r.parallel)},
         {ReportTexts::tr("GPUs"), formatCount(static_cast<double>(r.gpus))},
         {ReportTexts::tr("Energy"), ReportTexts::tr("%1 kWh").arg(formatCount(r.energyKwh))},
         {ReportTexts::tr("Runs as planned"),
          r.feasible ? ReportTexts::tr("yes") : ReportTexts::tr("no")}});
    for (const engine::Diagnostic &d : r.issues) {
        const QString kind = d.severity == engine::Severity::Error     ? ReportTexts::tr("Error")
                             : d.severity == engine::Severity::Warning ? ReportTexts::tr("Warning")
                                                                       : ReportTexts::tr("Note");
        out.note(ReportTexts::tr("%1: %2").arg(kind, diagnosticLine(d)));
    }
}

/// Where the catalog's figures for \p what come from, under the table that uses them.
void addSourceNote(Builder &out, const QString &what, const std::string &sources)
{
    const QString text = sourcesText(sources);
    if (!text.isEmpty())
        out.note(ReportTexts::tr("%1: %2").arg(what, text));
}

void addModelAssumptions(Builder &out, const Scenario &s, const Catalog &catalog)
{
    const engine::ModelSpec &m = s.model;
    const engine::Preset *preset = m.preset.empty() ? nullptr : catalog.findPreset(m.preset);
    QList<QStringList> rows;
    if (!m.preset.empty())
        rows.append(
            {ReportTexts::tr("Preset"), preset ? fromStd(preset->name) : fromStd(m.preset)});
    if (m.kind == engine::ModelKind::Transformer) {
        rows.append({ReportTexts::tr("Layers"), formatCount(double(m.layers))});
        rows.append({ReportTexts::tr("Hidden size"), formatCount(double(m.hidden))});
        rows.append({ReportTexts::tr("Attention heads (key/value heads)"),
                     ReportTexts::tr("%1 (%2)").arg(
                         formatCount(double(m.heads)),
                         formatCount(double(m.kvHeads > 0 ? m.kvHeads : m.heads)))});
        if (engine::hasOwnHeadWidth(m))
            rows.append({ReportTexts::tr("Head width"), formatCount(double(m.headDim))});
        if (const std::int64_t windowed = engine::windowedLayers(m); windowed > 0)
            rows.append({ReportTexts::tr("Attention window"),
                         (m.attentionChunked ? ReportTexts::tr("chunks of %1 tokens in %2 of %3 "
                                                               "layers")
                                             : ReportTexts::tr("%1 tokens in %2 of %3 layers"))
                             .arg(formatCount(double(m.attentionWindow)),
                                  formatCount(double(windowed)), formatCount(double(m.layers)))});
        rows.append({ReportTexts::tr("Feed-forward size"), formatCount(double(m.ffnHidden))});
        rows.append({ReportTexts::tr("Vocabulary"), formatCount(double(m.vocab))});
        rows.append({ReportTexts::tr("Sequence length"), formatCount(double(m.seqLen))});
        rows.append({ReportTexts::tr("Feed-forward block"), mlpText(m.mlp, m.geluForm)});
        rows.append({ReportTexts::tr("Biases, normalization, positions"),
                     ReportTexts::tr("%1, %2, %3")
                         .arg(biasesText(m.biases), normalizationText(m.normalization),
                              positionEncodingText(m.positions))});
        if (m.qkNorms != engine::QkNorms::None)
            rows.append({fieldLabel(std::string("model.qk_norms")), qkNormsText(m.qkNorms)});
        rows.append({ReportTexts::tr("Attention and MLP"), blockText(m.block)});
        rows.append({ReportTexts::tr("Attention mask"), attentionMaskText(m.causal)});
        if (m.experts > 1)
            rows.append({ReportTexts::tr("Experts (per token)"),
                         ReportTexts::tr("%1 (%2)").arg(m.experts).arg(m.expertsPerToken)});
        if (m.sharedExpertFfn > 0)
            rows.append(
                {ReportTexts::tr("Shared expert width"), formatCount(double(m.sharedExpertFfn))});
        if (engine::latentAttention(m))
            rows.append({ReportTexts::tr("Latent attention (key-value, query; rotary, value head)"),
                         ReportTexts::tr("%1, %2; %3, %4")
                             .arg(formatCount(double(m.kvLoraRank)),
                                  m.qLoraRank > 0 ? formatCount(double(m.qLoraRank))
                                                  : ReportTexts::tr("none"),
                                  formatCount(double(m.qkRopeHeadDim)),
                                  formatCount(double(m.vHeadDim > 0  ? m.vHeadDim
                                                     : m.headDim > 0 ? m.headDim
                                                                     : m.hidden / m.heads)))});
        if (m.denseLayers > 0)
            rows.append({ReportTexts::tr("Leading dense layers (MLP width)"),
                         ReportTexts::tr("%1 (%2)")
                             .arg(m.denseLayers)
                             .arg(formatCount(
                                 double(m.denseFfnHidden > 0 ? m.denseFfnHidden : m.ffnHidden)))});
        if (m.expertLayerInterval > 1 && m.experts > 1)
            rows.append({ReportTexts::tr("Expert layers"),
                         ReportTexts::tr("one in every %1; the other %2 dense (MLP width %3)")
                             .arg(formatCount(double(m.expertLayerInterval)),
                                  formatCount(double(engine::denseLayerCount(m) - m.denseLayers)),
                                  formatCount(double(m.denseFfnHidden > 0 ? m.denseFfnHidden
                                                                          : m.ffnHidden)))});
        if (m.expertGroups > 1 && m.experts > 1)
            rows.append(
                {fieldLabel(std::string("model.expert_groups")),
                 m.expertGroupsPerToken > 0
                     ? ReportTexts::tr("%1; a token's experts from %2 of them")
                           .arg(m.expertGroups)
                           .arg(m.expertGroupsPerToken)
                     : ReportTexts::tr("%1; a token's experts from any").arg(m.expertGroups)});
        rows.append({ReportTexts::tr("Parameters (counted from the shape)"),
                     formatLarge(engine::modelParameters(m))});
        rows.append({ReportTexts::tr("Dropout (attention, hidden)"),
                     ReportTexts::tr("%1, %2").arg(formatNumber(m.attentionDropout),
                                                   formatNumber(m.hiddenDropout))});
    } else {
        rows.append({ReportTexts::tr("Parameters"), formatLarge(m.parameters)});
        rows.append(
            {ReportTexts::tr("Training FLOPs per sample"), formatLarge(m.trainingFlopsPerSample)});
        rows.append(
            {ReportTexts::tr("Activation memory per sample"), formatGb(m.activationGbPerSample)});
        if (m.memoryTrafficGbPerSample > 0)
            rows.append({ReportTexts::tr("Memory traffic per sample"),
                         formatGb(m.memoryTrafficGbPerSample)});
    }
    out.figures(ReportTexts::tr("Model"), rows);
    if (preset)
        addSourceNote(out, ReportTexts::tr("Shape of the preset %1").arg(fromStd(preset->name)),
                      preset->sources);
}

void addDataAssumptions(Builder &out, const Scenario &s)
{
    const engine::TrainingSpec &t = s.training;
    QList<QStringList> rows;
    if (t.steps > 0)
        rows.append({ReportTexts::tr("Optimizer steps"), formatCount(t.steps)});
    else if (t.tokens > 0)
        rows.append({ReportTexts::tr("Tokens"), formatLarge(t.tokens)});
    else
        rows.append({ReportTexts::tr("Samples"), formatLarge(t.samples)});
    rows.append({ReportTexts::tr("Global batch (sequences)"), formatCount(double(t.globalBatch))});
    rows.append({ReportTexts::tr("Micro-batch"), formatCount(double(t.microBatch))});
    rows.append({ReportTexts::tr("Precision"), precisionText(t.precision)});
    if (t.precision == engine::Precision::Bf16 || t.precision == engine::Precision::Fp16)
        rows.append({fieldLabel(std::string("training.mixed_precision")),
                     mixedPrecisionText(t.mixedPrecision)});
    if (t.precision == engine::Precision::Fp8)
        rows.append(
            {fieldLabel(std::string("training.fp8_scaling")), fp8ScalingText(t.fp8Scaling)});
    if (t.precision == engine::Precision::Fp32)
        rows.append({ReportTexts::tr("TF32 tensor cores"),
                     engine::usesTf32(s) ? ReportTexts::tr("yes") : ReportTexts::tr("no")});
    rows.append({ReportTexts::tr("Optimizer"), optimizerText(t.optimizer)});
    if (t.optimizerStatePrecision == engine::OptimizerStatePrecision::Bf16)
        rows.append({fieldLabel(std::string("training.optimizer_state_precision")),
                     QStringLiteral("bf16")});
    if (t.masterWeights != engine::MasterWeights::Fp32)
        rows.append({fieldLabel(std::string("training.master_weights")),
                     t.masterWeights == engine::MasterWeights::Remainders
                         ? ReportTexts::tr("16-bit remainders (2 bytes a parameter)")
                         : ReportTexts::tr("none (16-bit weights updated in place)")});
    if (t.distributeSavedActivations)
        rows.append({fieldLabel(std::string("training.distribute_saved_activations")),
                     ReportTexts::tr("yes")});
    QString recompute = recomputeText(t.recompute);
    if (t.recompute == engine::Recompute::Selective)
        recompute = ReportTexts::tr("%1: %2").arg(
            recompute, t.selectivePolicy == engine::SelectivePolicy::Parts
                           ? recomputeModulesText(t.recomputeModules)
                           : selectivePolicyText(t.selectivePolicy));
    rows.append({ReportTexts::tr("Activation recomputation"),
                 t.recomputeLayers > 0 ? ReportTexts::tr("%1, %2 layers of each pipeline chunk")
                                             .arg(recompute, formatCount(double(t.recomputeLayers)))
                                       : recompute});
    rows.append({fieldLabel(std::string("training.attention_kernel")), attentionText(t)});
    rows.append({fieldLabel(std::string("training.kernels")), kernelsText(t.kernels)});
    if (t.cudaGraphs)
        rows.append({fieldLabel(std::string("training.cuda_graphs")),
                     ReportTexts::tr("layers replayed from captured graphs")});
    if (s.model.experts > 1)
        rows.append({fieldLabel(std::string("training.expert_capacity_factor")),
                     t.expertCapacityFactor ? ReportTexts::tr("%1 × the balanced share, padded")
                                                  .arg(formatNumber(*t.expertCapacityFactor))
                                            : ReportTexts::tr("dropless")});
    rows.append({ReportTexts::tr("Data set"), formatGb(s.pricing.datasetGb)});
    out.figures(ReportTexts::tr("Data and training"), rows);
}

void addClusterAssumptions(Builder &out, const Scenario &s, const Catalog &catalog)
{
    const engine::ClusterSpec &c = s.cluster;
    const engine::Instance *instance = catalog.findInstance(c.instance);
    const engine::Gpu *gpu = catalog.findGpu(instance ? instance->gpu : c.gpu);
    QList<QStringList> rows;
    rows.append({ReportTexts::tr("Cluster"),
                 instance ? fromStd(instance->id) : ReportTexts::tr("described system")});
    if (gpu)
        rows.append({ReportTexts::tr("GPU"),
                     ReportTexts::tr("%1 (%2)").arg(fromStd(gpu->name), formatGb(gpu->memoryGb))});
    rows.append({ReportTexts::tr("Nodes"), formatCount(double(c.nodes))});
    const int perNode = instance ? instance->gpus : int(c.gpusPerNode);
    rows.append({ReportTexts::tr("GPUs per node"), formatCount(perNode)});
    rows.append({ReportTexts::tr("Inter-node bandwidth per node"),
                 ReportTexts::tr("%1 Gbit/s")
                     .arg(formatNumber(instance ? instance->interNodeGbps : c.interNodeGbps))});
    const engine::ParallelSpec &p = s.parallel;
    rows.append({ReportTexts::tr("Tensor / pipeline parallel"),
                 ReportTexts::tr("%1 / %2").arg(p.tp).arg(p.pp)});
    if (p.cp > 1)
        rows.append({ReportTexts::tr("Context parallel"),
                     ReportTexts::tr("%1 GPUs share each sequence (ring attention)").arg(p.cp)});
    // Experts split over fewer ranks than tp take their expert-parallel group from the
    // tensor- as well as the data-parallel ranks.
    const bool folded = p.expertTp > 0 && p.expertTp < p.tp && s.model.experts > 1;
    if (p.ep > 1) {
        rows.append({ReportTexts::tr("Expert parallel"),
                     (folded ? ReportTexts::tr("%1 GPUs share each layer's experts")
                             : ReportTexts::tr("%1 data-parallel GPUs share each layer's experts"))
                         .arg(p.ep)});
        rows.append({fieldLabel(std::string("communication.expert_dispatcher")),
                     expertDispatcherText(s.communication.expertDispatcher)});
        if (s.communication.epOverlap)
            rows.append({fieldLabel(std::string("communication.ep_overlap")),
                         ReportTexts::tr("overlapped with another micro-batch's compute")});
    }
    if (p.expertTp > 0 && s.model.experts > 1)
        rows.append(
            {fieldLabel(std::string("parallel.expert_tp")),
             p.expertTp == 1
                 ? ReportTexts::tr("each expert whole on one GPU (tp %1)").arg(p.tp)
                 : ReportTexts::tr("%1 GPUs split each expert (tp %2)").arg(p.expertTp).arg(p.tp)});
    rows.append({ReportTexts::tr("ZeRO stage"), QString::number(p.zero)});
    if (engine::copiesGradientBuckets(s))
        rows.append({fieldLabel(std::string("communication.gradient_buckets")),
                     ReportTexts::tr("copied (PyTorch DDP): one more gradient-sized buffer")});
    rows.append({ReportTexts::tr("Gradient compression"),
                 compressionText(s.communication.gradientCompression)});
    if (p.pp > 1)
        rows.append({ReportTexts::tr("Pipeline engine"),
                     pipelineEngineText(s.communication.pipelineEngine)});
    if (s.communication.tpOverlap)
        rows.append({ReportTexts::tr("Tensor-parallel communication"),
                     ReportTexts::tr("overlapped with the matrix products (Transformer Engine)")});
    if (s.communication.ppOverlap)
        rows.append({ReportTexts::tr("Pipeline sends"),
                     ReportTexts::tr("overlapped with the next chunk (interleaved schedule)")});
    out.figures(ReportTexts::tr("Cluster and layout"), rows);
    if (gpu)
        addSourceNote(out, ReportTexts::tr("Figures of the %1").arg(fromStd(gpu->name)),
                      gpu->sources);
}

void addPriceAssumptions(Builder &out, const Scenario &s, const Catalog &catalog)
{
    const engine::Instance *instance = catalog.findInstance(s.cluster.instance);
    const QString perNodeHour = ReportTexts::tr("%1 per node-hour");
    const QString inScenario = ReportTexts::tr("set in the scenario");
    QList<QStringList> rows;
    QStringList sources; // one note per distinct source list
    const auto source = [&](const std::string &list) {
        const QString text = sourcesText(list);
        if (text.isEmpty())
            return QString();
        if (!sources.contains(text))
            sources.append(text);
        return ReportTexts::tr("[%1]").arg(sources.indexOf(text) + 1);
    };
    // "AWS price list, 2026-07": where a catalog price is from, and its month.
    const auto dated = [](const std::string &from, const std::string &month) {
        return from.empty() ? fromStd(month)
                            : ReportTexts::tr("%1, %2").arg(fromStd(from), fromStd(month));
    };
    if (s.cluster.pricePerNodeHourUsd) {
        rows.append({ReportTexts::tr("On-demand"),
                     perNodeHour.arg(formatUsd(*s.cluster.pricePerNodeHourUsd)), inScenario,
                     QString()});
    } else if (instance) {
        // The region's price, or the commitment's rate, each with its source and month.
        const engine::RegionPrice regional
            = instance->pricesIn(s.cluster.region).value_or(engine::RegionPrice{});
        if (s.pricing.commitment != engine::Commitment::OnDemand) {
            rows.append(
                {commitmentText(s.pricing.commitment),
                 perNodeHour.arg(formatUsd(instance->usdPerHour(s.pricing.commitment).value_or(0))),
                 dated(instance->commitmentPriceSource, instance->commitmentPriceDate),
                 source(instance->sources)});
        } else {
            rows.append({ReportTexts::tr("On-demand"),
                         perNodeHour.arg(formatUsd(regional.onDemandUsdPerHour)),
                         dated(regional.priceSource, regional.priceDate),
                         source(instance->sources)});
        }
    }
    if (s.pricing.spotFraction > 0) {
        const std::optional<engine::RegionPrice> regional
            = instance ? instance->pricesIn(s.cluster.region) : std::nullopt;
        if (s.pricing.spotPricePerNodeHourUsd) {
            rows.append({ReportTexts::tr("Spot"),
                         perNodeHour.arg(formatUsd(*s.pricing.spotPricePerNodeHourUsd)), inScenario,
                         QString()});
        } else if (regional && regional->spotUsdPerHour) {
            const bool own = regional->region == instance->region;
            rows.append({ReportTexts::tr("Spot"),
                         perNodeHour.arg(formatUsd(*regional->spotUsdPerHour)),
                         dated(regional->priceSource, own && !instance->spotPriceDate.empty()
                                                          ? instance->spotPriceDate
                                                          : regional->priceDate),
                         source(instance->sources)});
        }
        rows.append({ReportTexts::tr("Share of nodes on spot"),
                     formatPercent(s.pricing.spotFraction, 0), inScenario, QString()});
    }
    const std::string provider = instance ? instance->provider : std::string();
    const QString perGbMonth = ReportTexts::tr("%1 per GB-month");
    const auto storage
        = std::find_if(catalog.storage.begin(), catalog.storage.end(),
                       [&](const engine::StoragePrice &p) { return p.provider == provider; });
    if (s.pricing.storageUsdPerGbMonth) {
        rows.append({ReportTexts::tr("Storage"),
                     perGbMonth.arg(formatUsd(*s.pricing.storageUsdPerGbMonth)), inScenario,
                     QString()});
    } else if (storage != catalog.storage.end()) {
        rows.append({ReportTexts::tr("Storage (%1)").arg(fromStd(storage->service)),
                     perGbMonth.arg(formatUsd(storage->usdPerGbMonth)), fromStd(storage->date),
                     source(storage->sources)});
    } else {
        rows.append({ReportTexts::tr("Storage"),
                     perGbMonth.arg(formatUsd(catalog.storageUsdPerGbMonth(provider))),
                     ReportTexts::tr("catalog default"), QString()});
    }
    const auto egress
        = std::find_if(catalog.egress.begin(), catalog.egress.end(),
                       [&](const engine::EgressPrice &p) { return p.provider == provider; });
    if (egress != catalog.egress.end() && s.pricing.egressGb > 0)
        rows.append({ReportTexts::tr("Egress"),
                     ReportTexts::tr("%1 per GB").arg(formatUsd(egress->usdPerGb)),
                     fromStd(egress->date), source(egress->sources)});
    out.table(ReportTexts::tr("Prices"),
              {ReportTexts::tr("Item"), ReportTexts::tr("Price"), ReportTexts::tr("Date"),
               ReportTexts::tr("Source")},
              rows);
    for (qsizetype i = 0; i < sources.size(); ++i)
        out.note(ReportTexts::tr("[%1] %2").arg(i + 1).arg(sources.at(i)));
    out.note(ReportTexts::tr("Catalog of %1. %2")
                 .arg(fromStd(catalog.generated), fromStd(catalog.priceCaveat)));
}

void addCharts(Builder &out, const ChartData &charts)
{
    out.heading(ReportTexts::tr("Charts"));
    out.chart(
        ChartPanel::Chart::CostTime,
        ReportTexts::tr("Expected time and cost across node counts, for this instance type and the "
                        "others with as many GPUs per node."));
    if (charts.scaling.empty()) // an empty chart would read as a drawing error
        out.note(ReportTexts::tr("Scaling: no node count of this instance type runs this layout "
                                 "(it does not fit in GPU memory or the batch does not divide), "
                                 "so there is no speedup to chart."));
    else
        out.chart(ChartPanel::Chart::Scaling,
                  ReportTexts::tr("Throughput speedup and scaling efficiency against the smallest "
                                  "node count that runs."));
    out.chart(ChartPanel::Chart::Breakdown,
              ReportTexts::tr("Where the time of one optimizer step goes."));
    out.chart(ChartPanel::Chart::Memory,
              ReportTexts::tr("Memory one GPU holds at its peak, against its capacity."));
}

/// "runs", or the field whose value stops the run (the CSV has the whole reason).
QString statusText(const Result &r)
{
    if (r.feasible)
        return ReportTexts::tr("runs");
    for (const engine::Diagnostic &d : r.issues) {
        if (d.severity == engine::Severity::Error && !d.field.empty())
            return ReportTexts::tr("stopped by %1").arg(fieldLabel(d.field));
    }
    return ReportTexts::tr("does not run");
}

QString share(double part, double whole)
{
    return whole > 0 ? formatPercent(part / whole) : QString();
}

void addBreakdowns(Builder &out, const Result &r)
{
    out.heading(ReportTexts::tr("Breakdowns"));
    const engine::StepBreakdown &b = r.stepBreakdown;
    const double step = b.total();
    const auto stepRow = [&](const QString &name, double seconds) {
        return QStringList{name, formatNumber(seconds), share(seconds, step)};
    };
    QList<QStringList> stepRows{
        stepRow(ReportTexts::tr("Compute"), b.compute),
        stepRow(ReportTexts::tr("Recompute"), b.recompute),
        stepRow(ReportTexts::tr("Tensor-parallel communication"), b.tpComm)};
    if (r.parallel.cp > 1)
        stepRows.append(
            stepRow(ReportTexts::tr("Context-parallel communication (exposed)"), b.cpComm));
    if (r.parallel.ep > 1)
        stepRows.append(stepRow(ReportTexts::tr("Expert all-to-all"), b.epComm));
    stepRows.append(
        {stepRow(ReportTexts::tr("Pipeline sends"), b.ppComm),
         stepRow(ReportTexts::tr("Data-parallel communication (exposed)"), b.dpCommExposed),
         stepRow(ReportTexts::tr("Pipeline bubble"), b.bubble),
         stepRow(ReportTexts::tr("Optimizer"), b.optimizer),
         stepRow(ReportTexts::tr("Other (compression, gradient copies)"), b.other)});
    if (b.hostWait > 0)
        stepRows.append(stepRow(ReportTexts::tr("Waiting for the host"), b.hostWait));
    stepRows.append(stepRow(ReportTexts::tr("Total"), step));
    out.table(
        ReportTexts::tr("Step time"),
        {ReportTexts::tr("Part"), ReportTexts::tr("Seconds per step"), ReportTexts::tr("Share")},
        stepRows, {1, 2});
    const engine::MemoryBreakdown &m = r.memoryGb;
    const auto memoryRow = [&](const QString &name, double gb) {
        return QStringList{name, formatGb(gb), share(gb, m.capacity)};
    };
    out.table(
        ReportTexts::tr("Memory per GPU (most loaded pipeline stage)"),
        {ReportTexts::tr("Part"), ReportTexts::tr("Memory"), ReportTexts::tr("Share of capacity")},
        {memoryRow(ReportTexts::tr("Weights"), m.weights),
         memoryRow(ReportTexts::tr("Gradients"), m.gradients),
         memoryRow(ReportTexts::tr("Optimizer states"), m.optimizer),
         memoryRow(ReportTexts::tr("Activations"), m.activations),
         memoryRow(ReportTexts::tr("Other (context, buffers, allocator)"), m.other),
         memoryRow(ReportTexts::tr("Total"), m.total),
         memoryRow(ReportTexts::tr("CUDA can allocate"), m.capacity)},
        {1, 2});
}

void addSweep(Builder &out, const std::vector<engine::SweepRow> &sweep, std::int64_t currentNodes)
{
    out.heading(ReportTexts::tr("Node-count sweep"));
    out.paragraph(
        ReportTexts::tr("The scenario's tensor- and pipeline-parallel degrees, ZeRO stage and "
                        "micro-batch at other node counts; the data-parallel degree follows the "
                        "GPU count. The report's CSV file holds these rows with full precision."));
    QList<QStringList> rows;
    QStringList leftOut; // node counts where the layout cannot be built at all
    for (const engine::SweepRow &row : sweep) {
        const QString nodes = formatCount(double(row.nodes));
        if (!row.result) {
            if (row.nodes != currentNodes) {
                leftOut.append(nodes);
                continue;
            }
            rows.append({nodes, QString(), QString(), QString(), QString(), QString(), QString(),
                         diagnosticLine(row.reason)});
            continue;
        }
        const Result &r = *row.result;
        rows.append({nodes, formatCount(double(r.gpus)), layoutText(r.parallel),
                     formatHours(r.expectedTimeH), formatUsd(r.costUsd.total),
                     formatCount(r.gpuHours), formatPercent(r.mfu), statusText(r)});
    }
    out.table(QString(),
              {ReportTexts::tr("Nodes"), ReportTexts::tr("GPUs"), ReportTexts::tr("Layout"),
               ReportTexts::tr("Time (expected)"), ReportTexts::tr("Cost (expected)"),
               ReportTexts::tr("GPU-hours"), ReportTexts::tr("MFU"), ReportTexts::tr("Status")},
              rows, {0, 1, 3, 4, 5, 6});
    if (!leftOut.isEmpty())
        out.note(ReportTexts::tr("Left out: %1 nodes, where the layout cannot be built (the GPU "
                                 "count does not divide into it or the global batch does not "
                                 "divide over it); the CSV file has these rows with the reason.")
                     .arg(leftOut.join(QStringLiteral(", "))));
}

void addComparison(Builder &out, const std::vector<ComparisonModel::Entry> &entries)
{
    if (entries.size() < 2)
        return;
    out.heading(ReportTexts::tr("Comparison"));
    QList<QStringList> rows;
    for (const ComparisonModel::Entry &e : entries) {
        const QString cluster
            = fromStd(e.scenario.cluster.instance.empty() ? e.scenario.cluster.gpu
                                                          : e.scenario.cluster.instance);
        const QString nodes = formatCount(double(e.scenario.cluster.nodes));
        if (!e.valid) {
            rows.append({e.name, cluster, nodes, QString(), QString(), QString(), QString(),
                         ReportTexts::tr("no estimate")});
            continue;
        }
        const Result &r = e.result;
        rows.append({e.name, cluster, nodes, formatHours(r.expectedTimeH),
                     formatUsd(r.costUsd.total), formatCount(r.gpuHours), formatPercent(r.mfu),
                     r.memoryGb.total <= r.memoryGb.capacity
                         ? ReportTexts::tr("%1 / %2 GB")
                               .arg(displayLocale().toString(r.memoryGb.total, 'f', 1),
                                    formatNumber(r.memoryGb.capacity))
                         : ReportTexts::tr("does not fit")});
    }
    out.table(ReportTexts::tr("The open scenario first, then the compared ones."),
              {ReportTexts::tr("Scenario"), ReportTexts::tr("Cluster"), ReportTexts::tr("Nodes"),
               ReportTexts::tr("Time (expected)"), ReportTexts::tr("Cost (expected)"),
               ReportTexts::tr("GPU-hours"), ReportTexts::tr("MFU"),
               ReportTexts::tr("Memory per GPU")},
              rows, {2, 3, 4, 5, 6});
}

void addPlans(Builder &out, const std::vector<engine::Plan> &plans)
{
    if (plans.empty())
        return;
    out.heading(ReportTexts::tr("Faster layouts on this cluster"));
    out.paragraph(ReportTexts::tr(
        "The planner's fastest layouts for the same instance, node count and batch "
        "(docs/planner.md): tensor, pipeline, data, context and expert parallelism, ZeRO "
        "stage, micro-batch and recomputation searched."));
    QList<QStringList> rows;
    for (const engine::Plan &plan : plans) {
        const Result &r = plan.result;
        QString layout = layoutText(r.parallel);
        if (plan.parallel.zeroShardGroup > 0) // hybrid sharding: say so, or rows look alike
            layout = ReportTexts::tr("%1, sharded in groups of %2")
                         .arg(layout, formatCount(double(plan.parallel.zeroShardGroup)));
        QString recompute = recomputeText(plan.recompute);
        if (plan.recomputeLayers > 0)
            recompute = ReportTexts::tr("%1 (%2 layers a chunk)")
                            .arg(recompute, formatCount(double(plan.recomputeLayers)));
        rows.append({layout, formatCount(double(plan.microBatch)), recompute,
                     formatHours(r.expectedTimeH), formatUsd(r.costUsd.total),
                     formatPercent(r.mfu)});
    }
    out.table(QString(),
              {ReportTexts::tr("Layout"), ReportTexts::tr("Micro-batch"),
               ReportTexts::tr("Activation recomputation"), ReportTexts::tr("Time (expected)"),
               ReportTexts::tr("Cost (expected)"), ReportTexts::tr("MFU")},
              rows, {1, 3, 4, 5});
}

void addRisk(Builder &out, const Result &r)
{
    out.heading(ReportTexts::tr("Risk"));
    const engine::RiskSummary &k = r.risk;
    out.figures(QString(),
                {{ReportTexts::tr("Checkpoint interval"), formatHours(k.checkpointIntervalH)},
                 {ReportTexts::tr("Time to write one checkpoint"),
                  ReportTexts::tr("%1 s").arg(formatNumber(k.checkpointWriteS))},
                 {ReportTexts::tr("Interruptions per hour (failures and spot reclaims)"),
                  formatNumber(k.interruptionsPerHour)},
                 {ReportTexts::tr("Interruptions expected"), formatNumber(k.interruptionsExpected)},
                 {ReportTexts::tr("Expected time"), formatHours(r.expectedTimeH)},
                 {ReportTexts::tr("Time, median (p50)"), formatHours(k.p50TimeH)},
                 {ReportTexts::tr("Time, 90th percentile (p90)"), formatHours(k.p90TimeH)},
                 {ReportTexts::tr("Cost, median (p50)"), formatUsd(k.p50CostUsd)},
                 {ReportTexts::tr("Cost, 90th percentile (p90)"), formatUsd(k.p90CostUsd)}});
    out.note(ReportTexts::tr(
        "The interval, when the scenario leaves it open, is the Young/Daly optimum "
        "for the interruption rate; lost work, restarts and checkpoint writes extend "
        "the failure-free time to the expected time."));
}

void addSensitivity(Builder &out, const engine::Sensitivity &moved)
{
    out.heading(ReportTexts::tr("Sensitivity"));
    const QString step = formatPercent(moved.step, 0);
    QList<QStringList> rows;
    for (const engine::SensitivityRow &row : moved.rows) {
        rows.append({sensitivityInputText(row.input), formatChange(row.timeIfLower),
                     formatChange(row.timeIfHigher), formatChange(row.costIfLower),
                     formatChange(row.costIfHigher)});
    }
    out.table(ReportTexts::tr("Expected time and cost with each input %1 lower and higher, the "
                              "largest change first: the figures to check first, or to "
                              "measure. No uncertainty is claimed (docs/model.md 9.6).")
                  .arg(step),
              {ReportTexts::tr("Input"), ReportTexts::tr("Time, input %1 lower").arg(step),
               ReportTexts::tr("Time, input %1 higher").arg(step),
               ReportTexts::tr("Cost, input %1 lower").arg(step),
               ReportTexts::tr("Cost, input %1 higher").arg(step)},
              rows, {1, 2, 3, 4});
}

void addAccuracy(Builder &out, const Scenario &scenario, const Catalog &catalog,
                 const std::optional<engine::Result> &result)
{
    // Held out: each source's runs estimated with the chosen constants refit without them.
    const engine::ValidationReport report = engine::heldOutValidation(catalog);
    out.heading(ReportTexts::tr("Accuracy"));
    out.paragraph(accuracySummary(report) + QLatin1Char(' ') + familyAccuracyText(report));
    if (result)
        out.paragraph(ReportTexts::tr("This scenario: %1").arg(accuracyBandText(result->accuracy)));
    QList<QStringList> rows;
    for (const std::size_t i : engine::comparableRuns(scenario, catalog, report, kReportRuns)) {
        const engine::ValidationRow &row = report.rows[i];
        rows.append({fromStd(row.run.name),
                     formatCount(double(engine::scenarioGpus(row.run.scenario, catalog))),
                     runFigureText(row.run.metric, row.run.measured),
                     runFigureText(row.run.metric, row.predicted),
                     runErrorText(row.run.metric, row.error)});
    }
    out.table(ReportTexts::tr("The published runs most like this scenario (the same GPU, then "
                              "the nearest model size and GPU count)"),
              {ReportTexts::tr("Published run"), ReportTexts::tr("GPUs"),
               ReportTexts::tr("Measured"), ReportTexts::tr("Estimated"),
               ReportTexts::tr("Throughput vs. measured")},
              rows, {1, 2, 3, 4});
    if (const QString caveat = untestedGpuCaveat(scenario, catalog, report); !caveat.isEmpty())
        out.note(caveat);
}

void addMethodNotes(Builder &out)
{
    out.heading(ReportTexts::tr("Method notes"));
    const QStringList notes{
        ReportTexts::tr(
            "Model FLOPs and activation memory per layer follow Korthikanti et al. 2022, "
            "\"Reducing Activation Recomputation in Large Transformer Models\" (selective and "
            "full recomputation, sequence parallelism); MFU counts model FLOPs without "
            "recomputation against the GPU's dense peak."),
        ReportTexts::tr(
            "Parameters, pipeline schedules (1F1B and interleaved), the pipeline bubble and "
            "tensor-parallel communication follow Narayanan et al. 2021, \"Efficient Large-Scale "
            "Language Model Training on GPU Clusters Using Megatron-LM\" (SC'21), and Shoeybi et "
            "al. 2019 (Megatron-LM)."),
        ReportTexts::tr(
            "Optimizer states, gradients and weights per ZeRO stage and the data-parallel "
            "exchange follow Rajbhandari et al. 2020, \"ZeRO: Memory Optimizations Toward "
            "Training Trillion Parameter Models\" (SC'20)."),
        ReportTexts::tr(
            "Collectives are ring algorithms inside a node and hierarchical across nodes, "
            "with logarithmic latency for all-reduce as NCCL's double binary trees (NVIDIA, "
            "\"Massively Scale Your Deep Learning Training with NCCL 2.4\", 2019; Sanders, Speck "
            "and Träff 2009); link efficiencies and latencies are calibrated against measured "
            "NCCL points."),
        ReportTexts::tr(
            "Matrix products run at the measured matrix-product rate, timed back at the shape "
            "it was measured at, with wave quantization and, before Hopper, the write of their "
            "output; power-limited GPUs run at their measured sustained rate, and the slowest "
            "of the job's GPUs sets the pace (Sinha et al., SC'22). The checkpoint interval "
            "follows Young (1974) and Daly (2006)."),
        ReportTexts::tr(
            "docs/model.md states every formula and constant with its source; docs/report.md "
            "says where each number of this report comes from."),
    };
    out.paragraph(notes.join(QStringLiteral("\n\n"))); // one block: the notes stay together
}

} // namespace

QString reportProgramName()
{
    const QString version = QCoreApplication::applicationVersion();
    return version.isEmpty() ? QStringLiteral("Scaleplan") : QStringLiteral("Scaleplan ") + version;
}

std::vector<std::int64_t> reportSweepNodeCounts(std::int64_t nodes)
{
    std::vector<std::int64_t> counts = sampledNodeCounts(std::max<std::int64_t>(8, 4 * nodes));
    counts.push_back(nodes);
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    constexpr std::size_t kMaxRows = 16; // one page
    if (counts.size() > kMaxRows)
        counts.erase(counts.begin(), counts.begin() + std::ptrdiff_t(counts.size() - kMaxRows));
    return counts;
}

ReportContent buildReportContent(const ReportInput &input)
{
    const Catalog &catalog = *input.catalog;
    const Scenario &scenario = input.scenario;
    ReportContent content;
    content.scenarioName = input.scenarioName;
    content.title = ReportTexts::tr("Training plan: %1").arg(input.scenarioName);
    content.dateText = displayLocale().toString(input.date, QLocale::LongFormat);
    if (!engine::validateScenario(scenario, catalog)) {
        engine::EstimateOptions options = engine::EstimateOptions::monteCarlo();
        options.today = engine::YearMonth{input.date.year(), input.date.month()};
        content.result = engine::estimate(scenario, catalog, options);
    }
    // As the window draws them: the compared scenarios' curves beside the open one's.
    ChartRequest charts;
    charts.scenario = scenario;
    charts.goal = input.goal;
    for (std::size_t i = 1; i < input.comparison.size(); ++i)
        charts.compared.emplace_back(input.comparison[i].name, input.comparison[i].scenario);
    content.charts = composeChartData(charts, catalog);
    for (const std::int64_t nodes : reportSweepNodeCounts(scenario.cluster.nodes)) {
        const auto rows = engine::sweepNodes(scenario, catalog, {nodes, nodes, 1});
        content.sweep.insert(content.sweep.end(), rows.begin(), rows.end());
    }

    Builder out(content.blocks);
    out.paragraph(
        ReportTexts::tr("Prepared on %1 with %2 from the scenario \"%3\". Every figure is "
                        "an estimate from the model of docs/model.md, not a measurement.")
            .arg(
                content.dateText, reportProgramName(),
                fromStd(scenario.name.empty() ? input.scenarioName.toStdString() : scenario.name)));
    // The verdict the window shows above its cards, first on page 1.
    if (content.result) {
        static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
        out.paragraph(SummaryCards::verdict(std::nullopt, *content.result).remove(tags));
    }
    addSummary(out, content, input);
    out.heading(ReportTexts::tr("Assumptions"));
    addModelAssumptions(out, scenario, catalog);
    addDataAssumptions(out, scenario);
    addClusterAssumptions(out, scenario, catalog);
    addPriceAssumptions(out, scenario, catalog);
    if (content.result) {
        addCharts(out, content.charts);
        addBreakdowns(out, *content.result);
    }
    addSweep(out, content.sweep, scenario.cluster.nodes);
    addComparison(out, input.comparison);
    if (content.result) {
        engine::PlanRequest request;
        request.top = kReportPlans;
        addPlans(out, engine::planScenario({scenario, false, false}, catalog, request).plans);
        addRisk(out, *content.result);
        addSensitivity(out, engine::sensitivity(scenario, catalog));
    }
    addAccuracy(out, scenario, catalog, content.result);
    addMethodNotes(out);
    return content;
}

} // namespace scaleplan
