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
#include "scaleplan/engine/Findings.h"
#include "scaleplan/engine/Planner.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QRegularExpression>

#include <algorithm>
#include <string_view>

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

QString share(double part, double whole)
{
    return whole > 0 ? formatPercent(part / whole) : QString();
}

/// The report's appendix of sources: each distinct source list once, numbered in the order
/// the report first cites it. The tables cite them by number, so that the long provenance
/// (addresses, commits) stays out of the pages a reader reads first.
class SourceList
{
public:
    /// "[n]" for the catalog source list \p sources of \p what, or "" when it is empty.
    QString cite(const QString &what, const std::string &sources)
    {
        const QString text = sourcesText(sources);
        if (text.isEmpty())
            return QString();
        qsizetype at = 0;
        while (at < m_entries.size() && m_entries.at(at).second != text)
            ++at;
        if (at == m_entries.size())
            m_entries.append({what, text});
        return ReportTexts::tr("[%1]").arg(at + 1);
    }

    const QList<QPair<QString, QString>> &entries() const { return m_entries; }

private:
    QList<QPair<QString, QString>> m_entries; ///< what, sources
};

/// A catalog price's date as a month or a day ("2025-11", "2022-12-30"), found in the
/// catalog's date field (which may carry notes), or "undated".
QString priceDateText(const std::string &date)
{
    static const QRegularExpression dated(QStringLiteral("\\b\\d{4}-\\d{2}(?:-\\d{2})?\\b"));
    const QRegularExpressionMatch match = dated.match(fromStd(date));
    return match.hasMatch() ? match.captured(0) : ReportTexts::tr("undated");
}

/// The short name of where a node price comes from: a catalog `price_source` may name the
/// on-demand and the spot source apart ("AWS price list; spot: Vantage").
QString priceSourceText(const std::string &source, bool spot)
{
    static constexpr std::string_view kMarker = "; spot: ";
    const std::size_t at = source.find(kMarker);
    if (at == std::string::npos)
        return catalogText(source).trimmed();
    return catalogText(spot ? source.substr(at + kMarker.size()) : source.substr(0, at)).trimmed();
}

/// A unit price: "$55.04", and below a dollar to a tenth of a cent ("$0.023"), where
/// formatUsd() would round a storage price to "$0.02".
QString formatRate(double usd)
{
    if (usd >= 1.0 || usd <= 0.0)
        return formatUsd(usd);
    return displayLocale().toCurrencyString(usd, QStringLiteral("$"), 3);
}

/// "AWS" for "aws": the provider as its customers write it.
QString providerText(const std::string &provider)
{
    if (provider == "aws")
        return QStringLiteral("AWS");
    if (provider == "gcp")
        return QStringLiteral("Google Cloud");
    if (provider == "azure")
        return QStringLiteral("Azure");
    return fromStd(provider);
}

/// "Vantage, 2025-11": a short source name and the price's date.
QString datedText(const QString &source, const QString &date)
{
    return source.isEmpty() ? date : ReportTexts::tr("%1, %2").arg(source, date);
}

/// One price the cost rests on.
struct PriceItem
{
    QString item;        ///< "On-demand", "Storage (S3 Standard)"
    QString price;       ///< "$55.04 per node-hour"
    QString dated;       ///< "AWS price list, 2026-07", or "set in the scenario"
    std::string sources; ///< the catalog's long source list, for the appendix
    bool known = false;  ///< false: no such price (no spot share, no egress)
};

/// The prices of a scenario as estimate() applies them (engine Hardware.cpp, Totals.cpp):
/// the non-spot nodes at the region's on-demand price or the commitment's rate, the spot
/// nodes at the region's spot price (the on-demand one where there is none), the scenario's
/// own prices over the catalog's.
struct ReportPrices
{
    PriceItem nodes;
    PriceItem spot;
    PriceItem storage;
    PriceItem egress;
    double nodeUsdPerHour = 0;
    double spotUsdPerHour = 0;
};

ReportPrices reportPrices(const Scenario &s, const Catalog &catalog)
{
    ReportPrices p;
    const engine::Instance *instance = catalog.findInstance(s.cluster.instance);
    const QString perNodeHour = ReportTexts::tr("%1 per node-hour");
    const QString inScenario = ReportTexts::tr("set in the scenario");
    const std::optional<engine::RegionPrice> regional
        = instance ? instance->pricesIn(s.cluster.region) : std::nullopt;
    p.nodes.item = s.pricing.commitment == engine::Commitment::OnDemand
                       ? ReportTexts::tr("On-demand")
                       : commitmentText(s.pricing.commitment);
    if (s.cluster.pricePerNodeHourUsd) {
        p.nodeUsdPerHour = *s.cluster.pricePerNodeHourUsd;
        p.nodes.dated = inScenario;
        p.nodes.known = true;
    } else if (instance) {
        if (s.pricing.commitment != engine::Commitment::OnDemand) {
            p.nodeUsdPerHour = instance->usdPerHour(s.pricing.commitment).value_or(0);
            p.nodes.dated = datedText(fromStd(instance->commitmentPriceSource),
                                      priceDateText(instance->commitmentPriceDate));
        } else {
            p.nodeUsdPerHour = regional ? regional->onDemandUsdPerHour : 0;
            p.nodes.dated = regional ? datedText(priceSourceText(regional->priceSource, false),
                                                 priceDateText(regional->priceDate))
                                     : QString();
        }
        p.nodes.sources = instance->sources;
        p.nodes.known = true;
    }
    p.nodes.price = perNodeHour.arg(formatRate(p.nodeUsdPerHour));
    p.spotUsdPerHour = p.nodeUsdPerHour;
    if (s.pricing.spotFraction > 0) {
        p.spot.item = ReportTexts::tr("Spot");
        if (s.pricing.spotPricePerNodeHourUsd) {
            p.spotUsdPerHour = *s.pricing.spotPricePerNodeHourUsd;
            p.spot.dated = inScenario;
            p.spot.known = true;
        } else if (regional && regional->spotUsdPerHour) {
            const bool own = regional->region == instance->region;
            p.spotUsdPerHour = *regional->spotUsdPerHour;
            p.spot.dated = datedText(priceSourceText(regional->priceSource, true),
                                     priceDateText(own && !instance->spotPriceDate.empty()
                                                       ? instance->spotPriceDate
                                                       : regional->priceDate));
            p.spot.sources = instance->sources;
            p.spot.known = true;
        }
        if (p.spotUsdPerHour <= 0)
            p.spotUsdPerHour = p.nodeUsdPerHour;
        p.spot.price = perNodeHour.arg(formatRate(p.spotUsdPerHour));
    }
    const std::string provider = instance ? instance->provider : std::string();
    const QString perGbMonth = ReportTexts::tr("%1 per GB-month");
    const auto storage
        = std::find_if(catalog.storage.begin(), catalog.storage.end(),
                       [&](const engine::StoragePrice &sp) { return sp.provider == provider; });
    p.storage.known = true;
    if (s.pricing.storageUsdPerGbMonth) {
        p.storage.item = ReportTexts::tr("Storage");
        p.storage.price = perGbMonth.arg(formatRate(*s.pricing.storageUsdPerGbMonth));
        p.storage.dated = inScenario;
    } else if (storage != catalog.storage.end()) {
        p.storage.item = ReportTexts::tr("Storage (%1)").arg(fromStd(storage->service));
        p.storage.price = perGbMonth.arg(formatRate(storage->usdPerGbMonth));
        p.storage.dated = datedText(fromStd(storage->service), priceDateText(storage->date));
        p.storage.sources = storage->sources;
    } else {
        p.storage.item = ReportTexts::tr("Storage");
        p.storage.price = perGbMonth.arg(formatRate(catalog.storageUsdPerGbMonth(provider)));
        p.storage.dated = ReportTexts::tr("catalog default");
    }
    const auto egress
        = std::find_if(catalog.egress.begin(), catalog.egress.end(),
                       [&](const engine::EgressPrice &e) { return e.provider == provider; });
    if (egress != catalog.egress.end() && s.pricing.egressGb > 0) {
        p.egress.item = ReportTexts::tr("Egress");
        p.egress.price = ReportTexts::tr("%1 per GB").arg(formatRate(egress->usdPerGb));
        p.egress.dated = datedText(providerText(provider), priceDateText(egress->date));
        p.egress.sources = egress->sources;
        p.egress.known = true;
    }
    return p;
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
    void lead(const QString &text) { m_blocks.append({Kind::Lead, text, {}, {}, {}, {}}); }
    void pageBreak() { m_blocks.append({Kind::PageBreak, {}, {}, {}, {}, {}}); }
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

/// A plan's layout as the planner's table names it: with the hybrid-shard group, which
/// would otherwise make rows look alike.
QString planLayoutText(const engine::Plan &plan)
{
    QString layout = layoutText(plan.result.parallel);
    if (plan.parallel.zeroShardGroup > 0)
        layout = ReportTexts::tr("%1, sharded in groups of %2")
                     .arg(layout, formatCount(double(plan.parallel.zeroShardGroup)));
    // What else the planner chose, so that a layout that differs from the scenario's only
    // there does not read as the same one.
    if (plan.parallel.virtualStages > 1)
        layout = ReportTexts::tr("%1, %2 virtual stages a GPU")
                     .arg(layout, formatCount(double(plan.parallel.virtualStages)));
    if (plan.parallel.sequenceParallel)
        layout = ReportTexts::tr("%1, sequence parallelism").arg(layout);
    if (plan.tpOverlap)
        layout = ReportTexts::tr("%1, tensor-parallel communication overlapped").arg(layout);
    if (plan.ppOverlap)
        layout = ReportTexts::tr("%1, pipeline communication overlapped").arg(layout);
    return layout;
}

QString planRecomputeText(const engine::Plan &plan)
{
    QString recompute = recomputeText(plan.recompute);
    if (plan.recomputeLayers > 0)
        recompute = ReportTexts::tr("%1 (%2 layers a chunk)")
                        .arg(recompute, formatCount(double(plan.recomputeLayers)));
    return recompute;
}

/// "tp × pp × dp 4 × 8 × 4, ZeRO 1, micro-batch 2, ...; it takes 120 h (5.0 days) and
/// costs $76,000": a plan as one phrase.
QString planText(const engine::Plan &plan)
{
    return ReportTexts::tr("tp × pp × dp %1, micro-batch %2, activation recomputation: %3; "
                           "it takes %4 and costs %5")
        .arg(planLayoutText(plan), formatCount(double(plan.microBatch)), planRecomputeText(plan),
             formatHours(plan.result.expectedTimeH), formatUsd(plan.result.costUsd.total));
}

/// What another node count of the same instance type buys: the planner's fastest plan
/// costing at most its cost premium more than the cheapest (PlanObjective::Balanced), where
/// it takes another node count than the scenario; empty otherwise.
QString nodeCountText(const engine::PlanResult &fair, const Scenario &s)
{
    if (fair.plans.empty() || !fair.lowestCostUsd)
        return {};
    const engine::Plan &plan = fair.plans.front();
    if (plan.cluster.nodes == s.cluster.nodes)
        return {};
    return ReportTexts::tr("On %1 nodes instead of %2, the fastest plan costing at most %3 more "
                           "than the cheapest on %4 (%5): %6.")
        .arg(formatCount(double(plan.cluster.nodes)), formatCount(double(s.cluster.nodes)),
             formatPercent(fair.costPremium, 0), fromStd(s.cluster.instance),
             formatUsd(*fair.lowestCostUsd), planText(plan));
}

/// What the planner found on the same cluster (instance, node count, pricing), against the
/// scenario's own layout: the cheapest layout that meets the goal and how much it saves, or
/// the nearest layouts when none meets the goal.
QString alternativeText(const engine::PlanResult &planned, const Result &r,
                        const engine::PlanResult &unbounded)
{
    if (!planned.plans.empty()) {
        // The frontier runs fastest first: its last plan is the cheapest meeting the goal.
        const engine::Plan &cheapest
            = planned.pareto.empty() ? planned.plans.front() : planned.pareto.back();
        const double cost = cheapest.result.costUsd.total;
        if (!r.feasible)
            return ReportTexts::tr("A layout on the same cluster fits in memory: %1.")
                .arg(planText(cheapest));
        const bool missesGoal = r.goal && !(r.goal->meetsBudget && r.goal->meetsDeadline);
        const double saving = r.costUsd.total > 0 ? 1.0 - cost / r.costUsd.total : 0.0;
        if (saving >= 0.005) {
            const QString text
                = ReportTexts::tr("A layout on the same cluster is %1 cheaper (%2 less): %3.")
                      .arg(formatPercent(saving, 0), formatUsd(r.costUsd.total - cost),
                           planText(cheapest));
            return missesGoal ? text + QLatin1Char(' ') + ReportTexts::tr("It meets the goal.")
                              : text;
        }
        if (missesGoal)
            return ReportTexts::tr("A layout on the same cluster meets the goal: %1.")
                .arg(planText(cheapest));
        return ReportTexts::tr("No layout on the same cluster is cheaper than this one: the "
                               "planner searched %1 layouts.")
            .arg(formatCount(double(planned.evaluated)));
    }
    const engine::NearestPlans &nearest = planned.nearest;
    const bool budget = r.goal && r.goal->budgetMarginUsd;
    const bool deadline = r.goal && r.goal->deadlineMarginH;
    QStringList parts;
    if (nearest.withinDeadline)
        parts << (deadline ? ReportTexts::tr("the cheapest that meets the deadline: %1")
                           : ReportTexts::tr("the cheapest: %1"))
                     .arg(planText(*nearest.withinDeadline));
    if (nearest.withinBudget)
        parts << (budget ? ReportTexts::tr("the fastest within the budget: %1")
                         : ReportTexts::tr("the fastest: %1"))
                     .arg(planText(*nearest.withinBudget));
    if (!parts.isEmpty()) {
        const QString missed
            = budget && deadline
                  ? ReportTexts::tr("No layout on the same cluster meets both the budget and "
                                    "the deadline.")
              : budget ? ReportTexts::tr("No layout on the same cluster meets the budget.")
                       : ReportTexts::tr("No layout on the same cluster meets the deadline.");
        return (missed + QLatin1Char(' ')
                + ReportTexts::tr("The nearest: %1.").arg(parts.join(QStringLiteral("; ")))
                + QLatin1Char(' ') + boughtOtherwiseText(planned))
            .trimmed();
    }
    // No layout meets either bound: the planner's own sentence says how far the nearest is,
    // and the cheapest layout of a search without the goal what a change of layout saves.
    if (planned.problem) {
        QString text
            = ReportTexts::tr("On the same cluster, %1.").arg(diagnosticText(*planned.problem));
        if (const QString other = boughtOtherwiseText(planned); !other.isEmpty())
            text += QLatin1Char(' ') + other;
        if (!unbounded.pareto.empty() && r.feasible && r.costUsd.total > 0) {
            const engine::Plan &cheapest = unbounded.pareto.back();
            const double saving = 1.0 - cheapest.result.costUsd.total / r.costUsd.total;
            if (saving >= 0.005)
                text += QLatin1Char(' ')
                        + ReportTexts::tr("Its cheapest layout is %1 cheaper than this one (%2 "
                                          "less), though still outside the goal: %3.")
                              .arg(formatPercent(saving, 0),
                                   formatUsd(r.costUsd.total - cheapest.result.costUsd.total),
                                   planText(cheapest));
        }
        return text;
    }
    return ReportTexts::tr("The planner found no layout on the same cluster that runs.");
}

/// Page 1 after the verdict: time and cost with their likely range, what the cost is made
/// of at which prices, the planner's best alternative, and the prices' date.
void addAtAGlance(Builder &out, const Result &r, const Scenario &s, const Catalog &catalog,
                  const ReportPrices &prices, const engine::PlanResult &planned,
                  const engine::PlanResult &unbounded, const engine::PlanResult &fair)
{
    if (r.feasible) {
        const engine::RiskSummary &k = r.risk;
        // "1.6 h", not "1.6 h to 1.6 h", where the range is narrower than the figures show.
        const auto range = [](const QString &low, const QString &high) {
            return low == high ? low : ReportTexts::tr("%1 to %2").arg(low, high);
        };
        // Two ranges, each named for what it covers: how far the model may be off (the
        // window's range under its cards), then the spread interruptions add.
        const double band = r.accuracy.bandPct / 100;
        const AccuracyFactors factors = accuracyFactors(r.accuracy);
        QStringList header{QString(), ReportTexts::tr("Expected")};
        QList<QStringList> ranges{{ReportTexts::tr("Training time"), formatHours(r.expectedTimeH)},
                                  {ReportTexts::tr("Cost"), formatUsd(r.costUsd.total)}};
        QList<int> figures{1};
        if (band > 0) {
            header << ReportTexts::tr("Range from model accuracy");
            ranges[0] << range(formatHours(r.expectedTimeH * factors.low),
                               formatHours(r.expectedTimeH * factors.high));
            ranges[1] << range(formatUsd(r.costUsd.total * factors.low),
                               formatUsd(r.costUsd.total * factors.high));
            figures << 2;
        }
        header << ReportTexts::tr("Range from interruptions (p10 to p90)");
        ranges[0] << range(formatHours(k.p10TimeH), formatHours(k.p90TimeH));
        ranges[1] << range(formatUsd(k.p10CostUsd), formatUsd(k.p90CostUsd));
        figures << int(header.size()) - 1;
        out.table(ReportTexts::tr("Time and cost"), header, ranges, figures);
        QString rangeNote;
        if (band > 0)
            rangeNote = (factors.oneSided
                             ? ReportTexts::tr("Range from model accuracy: runs laid out like "
                                               "this one took up to %1 longer than estimated "
                                               "on published runs the model was not fitted to, "
                                               "never less.")
                             : ReportTexts::tr("Range from model accuracy: estimates like this "
                                               "one were off by up to %1 on published runs the "
                                               "model was not fitted to."))
                            .arg(formatPercent(band, 0))
                        + QLatin1Char(' ');
        rangeNote += k.trials > 0
                         ? ReportTexts::tr("Range from interruptions: eight in ten of %1 "
                                           "simulated runs, with node failures, spot reclaims "
                                           "and restarts, end in it. More in section Accuracy.")
                               .arg(formatCount(double(k.trials)))
                         : ReportTexts::tr("Range from interruptions: eight in ten runs, with "
                                           "node failures, spot reclaims and restarts, end in "
                                           "it. More in section Accuracy.");
        out.note(rangeNote);

        // The compute cost split as estimate() blends it: the non-spot nodes at their price,
        // the spot share at the spot price.
        const double spotShare = std::clamp(s.pricing.spotFraction, 0.0, 1.0);
        const double blended
            = (1.0 - spotShare) * prices.nodeUsdPerHour + spotShare * prices.spotUsdPerHour;
        const double compute = r.costUsd.compute;
        const double nodeCost = blended > 0
                                    ? compute * (1.0 - spotShare) * prices.nodeUsdPerHour / blended
                                    : compute * (1.0 - spotShare);
        const double total = r.costUsd.total;
        const auto priced = [](const PriceItem &item) {
            if (item.price.isEmpty() || !item.known)
                return item.price;
            return item.dated.isEmpty() ? item.price
                                        : ReportTexts::tr("%1 (%2)").arg(item.price, item.dated);
        };
        QList<QStringList> rows;
        const auto row = [&](const QString &what, const QString &price, double usd) {
            rows.append({what, price, formatUsd(usd), share(usd, total)});
        };
        if (spotShare < 1.0)
            row(s.pricing.commitment == engine::Commitment::OnDemand
                    ? ReportTexts::tr("Compute, on-demand")
                    : ReportTexts::tr("Compute, %1").arg(commitmentText(s.pricing.commitment)),
                priced(prices.nodes), nodeCost);
        if (spotShare > 0.0)
            row(ReportTexts::tr("Compute, spot (%1 of the nodes)").arg(formatPercent(spotShare, 0)),
                priced(prices.spot), compute - nodeCost);
        row(ReportTexts::tr("Storage (checkpoints and data set)"), priced(prices.storage),
            r.costUsd.storage);
        row(ReportTexts::tr("Network (egress)"), priced(prices.egress), r.costUsd.network);
        row(ReportTexts::tr("Total (expected)"), QString(), total);
        out.table(ReportTexts::tr("What the cost is made of"),
                  {ReportTexts::tr("Item"), ReportTexts::tr("Price (source, date)"),
                   ReportTexts::tr("Cost"), ReportTexts::tr("Share")},
                  rows, {2, 3});
    }
    out.paragraph(ReportTexts::tr("Best alternative found by the planner: %1")
                      .arg(alternativeText(planned, r, unbounded)));
    if (const QString nodes = nodeCountText(fair, s); !nodes.isEmpty())
        out.paragraph(nodes);
    if (const auto dated = engine::catalogPriceDate(s, catalog))
        out.note(ReportTexts::tr("Prices of %1 as of %2 (%3), in US dollars; where every "
                                 "price and figure comes from: Appendix: sources.")
                     .arg(fromStd(dated->instance), priceDateText(dated->date),
                          s.pricing.spotFraction > 0 ? fromStd(dated->source)
                                                     : priceSourceText(dated->source, false)));
    else
        out.note(ReportTexts::tr("Node prices as set in the scenario, in US dollars; where "
                                 "every other figure comes from: Appendix: sources."));
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
    // A layout that does not fit in GPU memory never runs: its time and cost are what it
    // would take, which a reader must not take for a quote.
    const auto ifItFit = [&r](const QString &figure) {
        return r.feasible ? figure : ReportTexts::tr("%1 if it fit in GPU memory").arg(figure);
    };
    out.figures(
        QString(),
        {{ReportTexts::tr("Training time (expected)"), ifItFit(formatHours(r.expectedTimeH))},
         {ReportTexts::tr("Training time without interruptions"),
          ifItFit(formatHours(r.trainingTimeH))},
         {ReportTexts::tr("Cost (expected)"), ifItFit(formatUsd(r.costUsd.total))},
         {ReportTexts::tr("GPU-hours"), ifItFit(formatCount(r.gpuHours))},
         {ReportTexts::tr("MFU (model FLOPs utilisation)"), formatPercent(r.mfu)},
         {ReportTexts::tr("Memory per GPU"), memoryFitText(r.memoryGb)},
         {ReportTexts::tr("Step time"), ReportTexts::tr("%1 s").arg(formatNumber(r.stepTimeS))},
         {ReportTexts::tr("Optimizer steps"), formatCount(r.steps)},
         {ReportTexts::tr("Throughput"),
          ReportTexts::tr("%1 tokens/s (%2 per GPU)")
              .arg(formatCount(r.tokensPerS), formatCount(r.tokensPerSPerGpu))},
         {ReportTexts::tr("Layout (tp × pp × dp, ZeRO)"), layoutText(r.parallel)},
         {ReportTexts::tr("GPUs"), formatCount(static_cast<double>(r.gpus))},
         {ReportTexts::tr("Energy"),
          r.energyKwh ? ReportTexts::tr("%1 kWh").arg(formatCount(*r.energyKwh))
                      : ReportTexts::tr("unknown: the catalog gives this GPU no power draw")},
         {ReportTexts::tr("Runs as planned"),
          r.feasible ? ReportTexts::tr("yes") : ReportTexts::tr("no")}});
    for (const engine::Diagnostic &d : r.issues) {
        const QString kind = d.severity == engine::Severity::Error     ? ReportTexts::tr("Error")
                             : d.severity == engine::Severity::Warning ? ReportTexts::tr("Warning")
                                                                       : ReportTexts::tr("Note");
        // The window's wording points at its price dialog; paper says what to do.
        QString line = diagnosticLine(d);
        if (d.code == engine::DiagCode::PriceStale && d.args.size() >= 2) {
            line = ReportTexts::tr("the price dates from %1, %2 months ago, and prices change: "
                                   "check it against a current quote")
                       .arg(fromStd(d.args[0]), fromStd(d.args[1]));
            if (!d.field.empty())
                line = ReportTexts::tr("%1: %2").arg(fieldLabel(d.field), line);
        }
        out.note(ReportTexts::tr("%1: %2").arg(kind, line));
    }
}

/// Where the catalog's figures for \p what come from: under the table that uses them its
/// number in the appendix, in the appendix the sources themselves.
void addSourceNote(Builder &out, SourceList &sources, const QString &what, const std::string &list)
{
    const QString cited = sources.cite(what, list);
    if (!cited.isEmpty())
        out.note(ReportTexts::tr("%1: sources %2 in the appendix.").arg(what, cited));
}

void addModelAssumptions(Builder &out, SourceList &sources, const Scenario &s,
                         const Catalog &catalog)
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
        addSourceNote(out, sources,
                      ReportTexts::tr("Shape of the preset %1").arg(fromStd(preset->name)),
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
    if (t.software != engine::Software::Unspecified)
        rows.append({fieldLabel(std::string("training.software")), softwareText(t.software)});
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

void addClusterAssumptions(Builder &out, SourceList &sources, const Scenario &s,
                           const Catalog &catalog)
{
    const engine::ClusterSpec &c = s.cluster;
    const engine::Instance *instance = catalog.findInstance(c.instance);
    const engine::Gpu *gpu = catalog.findGpu(instance ? instance->gpu : c.gpu);
    QList<QStringList> rows;
    rows.append({ReportTexts::tr("Cluster"),
                 instance ? fromStd(instance->id) : ReportTexts::tr("described system")});
    if (gpu)
        rows.append({ReportTexts::tr("GPU"),
                     // As sold, in binary gigabytes: an "80 GB" H100 has 80 GiB, 85.9 GB, of
                     // which CUDA can allocate the 85.0 GB the memory figures compare with.
                     ReportTexts::tr("%1 (%2 GiB as sold)")
                         .arg(fromStd(gpu->name), formatNumber(gpu->memoryGb))});
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
        addSourceNote(out, sources, ReportTexts::tr("Figures of the %1").arg(fromStd(gpu->name)),
                      gpu->sources);
}

void addPriceAssumptions(Builder &out, SourceList &sources, const Scenario &s,
                         const ReportPrices &prices)
{
    QList<QStringList> rows;
    const auto row = [&](const PriceItem &item, const QString &what) {
        rows.append({item.item, item.price, item.dated, sources.cite(what, item.sources)});
    };
    const QString nodePrices = ReportTexts::tr("Prices of %1").arg(fromStd(s.cluster.instance));
    if (prices.nodes.known)
        row(prices.nodes, nodePrices);
    if (s.pricing.spotFraction > 0) {
        if (prices.spot.known)
            row(prices.spot, nodePrices);
        rows.append({ReportTexts::tr("Share of nodes on spot"),
                     formatPercent(s.pricing.spotFraction, 0),
                     ReportTexts::tr("set in the scenario"), QString()});
    }
    row(prices.storage, prices.storage.item);
    if (prices.egress.known)
        row(prices.egress, ReportTexts::tr("Egress"));
    out.table(ReportTexts::tr("Prices"),
              {ReportTexts::tr("Item"), ReportTexts::tr("Price"), ReportTexts::tr("Date"),
               ReportTexts::tr("Source")},
              rows);
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

/// "runs"; for a layout that does not fit, how much memory it needs against what there is;
/// else the field whose value stops the run (the CSV has the whole reason).
QString statusText(const Result &r)
{
    if (r.feasible)
        return ReportTexts::tr("runs");
    if (r.memoryGb.total > r.memoryGb.capacity)
        return ReportTexts::tr("does not fit in GPU memory (%1 of %2)")
            .arg(formatGb(r.memoryGb.total), formatGb(r.memoryGb.capacity));
    for (const engine::Diagnostic &d : r.issues) {
        if (d.severity == engine::Severity::Error && !d.field.empty())
            return ReportTexts::tr("stopped by %1").arg(fieldLabel(d.field));
    }
    return ReportTexts::tr("does not run");
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
        // A row that cannot run has no time or cost to offer: a dash, not figures that read
        // as an option.
        const QString none = QStringLiteral("–");
        rows.append({nodes, formatCount(double(r.gpus)), layoutText(r.parallel),
                     r.feasible ? formatHours(r.expectedTimeH) : none,
                     r.feasible ? formatUsd(r.costUsd.total) : none,
                     r.feasible ? formatCount(r.gpuHours) : none,
                     r.feasible ? formatPercent(r.mfu) : none, statusText(r)});
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

/// Whether \p plan is \p scenario's own layout (its data parallelism as \p r resolved it):
/// the scenario with the plan applied reads as the scenario.
bool isScenariosLayout(const engine::Plan &plan, const Scenario &scenario, const Result &r)
{
    Scenario own = scenario;
    own.parallel.dp = r.parallel.dp;
    return engine::scenarioToJson(engine::applyPlan(scenario, plan)) == engine::scenarioToJson(own);
}

void addPlans(Builder &out, const std::vector<engine::Plan> &plans, const Scenario &scenario,
              const Result &own)
{
    if (plans.empty())
        return;
    out.heading(ReportTexts::tr("Faster layouts on this cluster"));
    out.paragraph(
        ReportTexts::tr("The planner's fastest layouts for the same instance, node count and batch "
                        "(Help > Model and Sources > The planner): tensor, pipeline, data, context "
                        "and expert parallelism, ZeRO "
                        "stage, micro-batch and recomputation searched."));
    QList<QStringList> rows;
    for (const engine::Plan &plan : plans) {
        const Result &r = plan.result;
        // The scenario's own layout among them is named, not offered as an alternative.
        const QString layout
            = isScenariosLayout(plan, scenario, own)
                  ? ReportTexts::tr("%1 (this scenario's layout)").arg(planLayoutText(plan))
                  : planLayoutText(plan);
        rows.append({layout, formatCount(double(plan.microBatch)), planRecomputeText(plan),
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
                 {ReportTexts::tr("Time, 10th percentile (p10)"), formatHours(k.p10TimeH)},
                 {ReportTexts::tr("Time, median (p50)"), formatHours(k.p50TimeH)},
                 {ReportTexts::tr("Time, 90th percentile (p90)"), formatHours(k.p90TimeH)},
                 {ReportTexts::tr("Cost, 10th percentile (p10)"), formatUsd(k.p10CostUsd)},
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
    out.table(ReportTexts::tr(
                  "Expected time and cost with each input %1 lower and higher, the "
                  "largest change first: the figures to check first, or to "
                  "measure. No uncertainty is claimed (Help > Model and Sources, section 9.6).")
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
    out.paragraph(accuracySummary(report) + QLatin1Char(' ') + familyAccuracyText(report)
                  + QLatin1Char(' ') + bandCoverageText(report));
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
            "In Scaleplan, Help > Model and Sources states every formula and constant with its "
            "source and says where each number of this report comes from."),
    };
    out.paragraph(notes.join(QStringLiteral("\n\n"))); // one block: the notes stay together
}

/// The last section: every source list the report cites, by its number, and the catalog's
/// date and caveat.
void addSourcesAppendix(Builder &out, const SourceList &sources, const Catalog &catalog)
{
    out.pageBreak();
    out.heading(ReportTexts::tr("Appendix: sources"));
    out.paragraph(ReportTexts::tr("Where the catalog's figures come from, as the catalog "
                                  "records them; the tables above cite them by number."));
    const QList<QPair<QString, QString>> &entries = sources.entries();
    for (qsizetype i = 0; i < entries.size(); ++i)
        out.note(ReportTexts::tr("[%1] %2: %3")
                     .arg(i + 1)
                     .arg(entries.at(i).first, entries.at(i).second));
    out.note(ReportTexts::tr("Catalog of %1. %2")
                 .arg(fromStd(catalog.generated), catalogText(catalog.priceCaveat)));
}

} // namespace

QString reportProgramName()
{
    const QString version = QCoreApplication::applicationVersion();
    return version.isEmpty() ? QStringLiteral("Scaleplan") : QStringLiteral("Scaleplan ") + version;
}

std::vector<std::int64_t> reportSweepNodeCounts(std::int64_t nodes)
{
    // The counts the cost-over-time chart plots, so that every point on it has its row.
    std::vector<std::int64_t> counts = sampledNodeCounts(std::max(kMaxSweepNodes, nodes));
    counts.push_back(nodes);
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
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

    // The planner on the same cluster: its best alternative on page 1, its fastest layouts
    // later. One search serves both (the frontier holds the cheapest plan).
    engine::PlanResult planned;
    engine::PlanResult unbounded;
    if (content.result) {
        engine::PlanRequest request;
        request.top = kReportPlans;
        planned = engine::planScenario({scenario, false, false}, catalog, request);
        // Nothing meets either bound: the cheapest layout at all, for what it would save.
        if (planned.plans.empty() && !planned.nearest.withinDeadline
            && !planned.nearest.withinBudget && planned.problem) {
            Scenario open = scenario;
            open.goal.budgetUsd.reset();
            open.goal.deadlineH.reset();
            unbounded = engine::planScenario({open, false, false}, catalog, request);
        }
    }
    // Other node counts of the same instance type, at a fair cost (not for a described
    // cluster, whose nodes are what the owner has).
    engine::PlanResult fair;
    if (content.result && !scenario.cluster.instance.empty()) {
        engine::PlanRequest request;
        request.objective = engine::PlanObjective::Balanced;
        request.top = 1;
        fair = engine::planScenario({scenario, false, true}, catalog, request);
    }
    const ReportPrices prices = reportPrices(scenario, catalog);
    SourceList sources;

    Builder out(content.blocks);
    out.paragraph(
        ReportTexts::tr("Prepared on %1 with %2 from the scenario \"%3\". Every figure is an "
                        "estimate, not a measurement: the method notes say how it is made.")
            .arg(
                content.dateText, reportProgramName(),
                fromStd(scenario.name.empty() ? input.scenarioName.toStdString() : scenario.name)));
    // The verdict the window shows above its cards, worded for paper, first on page 1.
    if (content.result) {
        static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
        out.lead(SummaryCards::verdict(std::nullopt, *content.result,
                                       SummaryCards::VerdictReader::Report)
                     .remove(tags));
        addAtAGlance(out, *content.result, scenario, catalog, prices, planned, unbounded, fair);
        out.pageBreak(); // page 1 is the reader's; the details start on a page of their own
    }
    addSummary(out, content, input);
    out.heading(ReportTexts::tr("Assumptions"));
    addModelAssumptions(out, sources, scenario, catalog);
    addDataAssumptions(out, scenario);
    addClusterAssumptions(out, sources, scenario, catalog);
    addPriceAssumptions(out, sources, scenario, prices);
    if (content.result) {
        addCharts(out, content.charts);
        addBreakdowns(out, *content.result);
    }
    addSweep(out, content.sweep, scenario.cluster.nodes);
    addComparison(out, input.comparison);
    if (content.result) {
        addPlans(out, planned.plans, scenario, *content.result);
        addRisk(out, *content.result);
        addSensitivity(out, engine::sensitivity(scenario, catalog));
    }
    addAccuracy(out, scenario, catalog, content.result);
    addMethodNotes(out);
    addSourcesAppendix(out, sources, catalog);
    return content;
}

} // namespace scaleplan
