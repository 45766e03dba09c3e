// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/SummaryCards.h"

#include "accuracy/AccuracyTexts.h"
#include "common/Controls.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "document/LayoutFixes.h"
#include "document/ScenarioDocument.h"
#include "panels/PanelGroup.h"

#include "scaleplan/engine/Findings.h"
#include "scaleplan/engine/Validation.h"

#include <QFontMetrics>
#include <QGridLayout>
#include <QLabel>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scaleplan {

namespace {

using engine::Result;
using engine::Severity;

constexpr int kCardCount = 5;
constexpr double kValueScale = 1.8;        ///< value font over the default font
constexpr double kPresentationScale = 3.6; ///< value font in presentation mode
constexpr double kCaptionPresentationScale = 1.5;
/// The smallest share of presentation mode's full type the cards shrink to so that the five
/// share a row (a 1280-pixel projector): the figures stay above 1.2 times their normal size.
constexpr double kSmallestPresentationFit = 0.6;

QString noteColor()
{
    return QStringLiteral("#616161");
}

QString severityColor(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return errorColor();
    case Severity::Warning:
        return warningColor();
    case Severity::Info:
        return noteColor();
    }
    return noteColor();
}

QString severityWord(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return SummaryCards::tr("Error");
    case Severity::Warning:
        return SummaryCards::tr("Warning");
    case Severity::Info:
        return SummaryCards::tr("Note");
    }
    return {};
}

QFont scaledFont(const QFont &base, double scale, bool bold)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * scale);
    font.setBold(bold);
    return font;
}

QString timeTooltip(const Result &r)
{
    return SummaryCards::tr("Expected, with checkpoint writes, failures, spot reclaims and "
                            "restarts: %1\nFailure-free: %2\nMedian / 90th percentile: %3 / %4\n"
                            "Interruptions expected: %5; checkpoint every %6\nStep time: %7 s "
                            "over %8 steps")
        .arg(formatHours(r.expectedTimeH), formatHours(r.trainingTimeH),
             formatHours(r.risk.p50TimeH), formatHours(r.risk.p90TimeH),
             formatNumber(r.risk.interruptionsExpected), formatHours(r.risk.checkpointIntervalH),
             formatNumber(r.stepTimeS), formatCount(r.steps));
}

/// Where the prices the cost rests on are from, and when; the catalog's caveat otherwise.
QString priceOrigin(const engine::Scenario &scenario, const engine::Catalog &catalog)
{
    const std::optional<engine::CatalogPriceDate> dated
        = engine::catalogPriceDate(scenario, catalog);
    if (!dated)
        return catalogText(catalog.priceCaveat);
    return SummaryCards::tr("Prices: %1, %2 (Tools > Instance Prices to update them).")
        .arg(dated->source.empty() ? QString::fromStdString(dated->instance)
                                   : catalogText(dated->source),
             QString::fromStdString(dated->date));
}

QString costTooltip(const Result &r, const QString &origin)
{
    return SummaryCards::tr("Compute: %1\nStorage (checkpoints and data set): %2\nNetwork "
                            "(egress): %3\nMedian / 90th percentile: %4 / %5\n\n%6")
        .arg(formatUsd(r.costUsd.compute), formatUsd(r.costUsd.storage),
             formatUsd(r.costUsd.network), formatUsd(r.risk.p50CostUsd),
             formatUsd(r.risk.p90CostUsd), origin);
}

QString memoryTooltip(const engine::MemoryBreakdown &m)
{
    return SummaryCards::tr("Peak per GPU (most loaded pipeline stage):\nWeights %1\nGradients "
                            "%2\nOptimizer states %3\nActivations %4\nOther (CUDA context, "
                            "buffers, allocator) %5\nTotal %6 of %7 that CUDA can allocate\n\n"
                            "GB are 10^9 bytes; GPU memory is sold in GiB (2^30 bytes), and the "
                            "driver keeps about 1% of it. Other includes the 4% of the tensors' "
                            "memory that PyTorch's caching allocator holds but cannot hand out. "
                            "fp16 training's fp32 main gradients exist only in the optimizer step "
                            "and count where they exceed the activations.")
        .arg(formatGb(m.weights), formatGb(m.gradients), formatGb(m.optimizer),
             formatGb(m.activations), formatGb(m.other), formatGb(m.total), formatGb(m.capacity));
}

/// Holds a word-wrapped label outside any layout: a new text lays out the label alone, and
/// the window only when the text needs another number of lines. (A label in a layout asks the
/// whole window for a new layout on every change, as the verdict does on every slider step.)
class LabelHolder : public QWidget
{
public:
    LabelHolder(QLabel *label, QWidget *parent)
        : QWidget(parent)
        , m_label(label)
    {
        label->setParent(this);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        fitHeight();
    }

    void setText(const QString &text)
    {
        if (m_label->text() == text)
            return;
        m_label->setText(text);
        refit();
    }

    /// Takes the label's height again, after its font changed.
    void refit()
    {
        fitHeight();
        m_label->setGeometry(rect());
    }

protected:
    void resizeEvent(QResizeEvent *) override
    {
        m_label->setGeometry(rect());
        fitHeight();
    }

private:
    void fitHeight()
    {
        const int height = std::max(m_label->fontMetrics().height(),
                                    m_label->heightForWidth(std::max(1, width())));
        if (height != this->height() || minimumHeight() != height)
            setFixedHeight(height);
    }

    QLabel *m_label;
};

/// What could make a layout that does not fit in GPU memory fit, of what \p r leaves open,
/// each with the panel that sets it: a smaller micro-batch where it is above 1, more tensor
/// or pipeline parallelism, a higher ZeRO stage below 3, recomputation where none runs, and
/// a GPU with more memory.
QString memoryRemedies(const Result &r)
{
    QStringList remedies;
    if (r.parallel.microBatch > 1)
        remedies << SummaryCards::tr("a smaller micro-batch (Data and training)");
    remedies << SummaryCards::tr("more tensor or pipeline parallelism (Parallel layout)");
    if (r.parallel.zero < 3)
        remedies << SummaryCards::tr("a higher ZeRO stage (Parallel layout)");
    if (!(r.stepBreakdown.recompute > 0))
        remedies << SummaryCards::tr("activation recomputation (Training details)");
    remedies << SummaryCards::tr("an instance type with more GPU memory (Cluster)");
    return remedies.join(SummaryCards::tr("; "));
}

/// True when the verdict ends with what a reservation's whole term bills: a goal with a
/// budget is met at the run's share of a 1- or 3-year term. The findings below the cards
/// then leave that sentence out, so the window says it once.
bool verdictNamesCommitmentTerm(const Result &r)
{
    if (!r.feasible || !r.goal || !r.goal->budgetKnown || !r.goal->budgetMarginUsd
        || !r.goal->meetsBudget || !r.goal->meetsDeadline)
        return false;
    return std::any_of(r.issues.begin(), r.issues.end(), [](const engine::Diagnostic &d) {
        return d.code == engine::DiagCode::CommitmentTerm;
    });
}

} // namespace

SummaryCard::SummaryCard(const QString &caption, QWidget *parent)
    : QFrame(parent)
    , m_value(new QLabel(QStringLiteral("—"), this))
    , m_range(new QLabel(this))
    , m_caption(new QLabel(caption, this))
{
    setFrameShape(QFrame::StyledPanel);
    setFrameShadow(QFrame::Raised);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_value);
    layout->addWidget(m_range);
    layout->addWidget(m_caption);
    m_range->setObjectName(QStringLiteral("range"));
    m_range->setForegroundRole(QPalette::PlaceholderText);
    m_range->hide();
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setForegroundRole(QPalette::PlaceholderText); // muted caption
    m_caption->setWordWrap(true); // a long caption (German, French) wraps, not the row
    setPresentationMode(false);
}

SummaryCard::~SummaryCard() = default;

void SummaryCard::setValue(const QString &value, const QString &color)
{
    setTextInPlace(m_value, value);
    // A style sheet set again re-polishes the label and lays the window out: only on change.
    const QString sheet = color.isEmpty() ? QString() : QStringLiteral("color: %1;").arg(color);
    if (m_value->styleSheet() != sheet)
        m_value->setStyleSheet(sheet);
}

/// The caption and range type of presentation mode at \p fit of its full size: never
/// below the normal size.
double captionPresentationScale(double fit)
{
    return std::max(1.0, kCaptionPresentationScale * fit);
}

void SummaryCard::setPresentationMode(bool on, double fit)
{
    fit = std::min(fit, 1.0);
    m_value->setFont(scaledFont(font(), on ? kPresentationScale * fit : kValueScale, true));
    m_caption->setFont(scaledFont(font(), on ? captionPresentationScale(fit) : 1.0, false));
    m_range->setFont(m_caption->font());
    setTextInPlace(m_value, m_value->text());
    setTextInPlace(m_range, m_range->text());
}

int SummaryCard::presentationWidth(double fit) const
{
    // As setTextInPlace() sizes a label: its text and a pixel, rounded up to whole ems.
    const auto labelWidth = [](const QFont &font, const QString &text) {
        const QFontMetrics metrics(font);
        const int em = std::max(1, metrics.horizontalAdvance(QLatin1Char('M')));
        return (metrics.horizontalAdvance(text) + em) / em * em;
    };
    const QFont small = scaledFont(font(), captionPresentationScale(fit), false);
    int widest = labelWidth(scaledFont(font(), kPresentationScale * fit, true), m_value->text());
    if (!m_range->isHidden())
        widest = std::max(widest, labelWidth(small, m_range->text()));
    const QFontMetrics captionMetrics(small);
    for (const QString &word : m_caption->text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, captionMetrics.horizontalAdvance(word));
    const QMargins frame = contentsMargins();
    const QMargins inner = layout()->contentsMargins();
    return widest + frame.left() + frame.right() + inner.left() + inner.right();
}

QString SummaryCard::value() const
{
    return m_value->text();
}

void SummaryCard::setRange(const QString &range)
{
    setTextInPlace(m_range, range);
    if (m_range->isHidden() != range.isEmpty())
        m_range->setVisible(!range.isEmpty());
}

QString SummaryCard::range() const
{
    return m_range->text();
}

int SummaryCard::valueWidth() const
{
    return m_value->minimumWidth();
}

void SummaryCard::setCaption(const QString &caption)
{
    m_caption->setText(caption);
}

QString SummaryCard::caption() const
{
    return m_caption->text();
}

SummaryCards::SummaryCards(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_time(new SummaryCard(QString(), this)) // the captions: setCaptions()
    , m_cost(new SummaryCard(QString(), this))
    , m_gpuHours(new SummaryCard(QString(), this))
    , m_mfu(new SummaryCard(QString(), this))
    , m_memory(new SummaryCard(tr("Memory per GPU"), this))
    , m_verdict(new QLabel(this))
    , m_issues(new QVBoxLayout)
{
    auto *layout = new QVBoxLayout(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdictHolder = new LabelHolder(m_verdict, this);
    layout->addWidget(m_verdictHolder);
    m_cardGrid = new QGridLayout;
    setCaptions(false);
    placeCards(kCardCount);
    layout->addLayout(m_cardGrid);
    m_issues->setSpacing(2);
    layout->addLayout(m_issues);
    connect(document, &ScenarioDocument::resultChanged, this, &SummaryCards::updateFromResult);
    updateFromResult();
}

SummaryCards::~SummaryCards() = default;

void SummaryCards::placeCards(int columns)
{
    if (columns == m_cardColumns)
        return;
    m_cardColumns = columns;
    placeInColumns(m_cardGrid, {m_time, m_cost, m_gpuHours, m_mfu, m_memory}, columns);
}

void SummaryCards::resizeEvent(QResizeEvent *event)
{
    reflowCards();
    QWidget::resizeEvent(event);
}

void SummaryCards::reflowCards()
{
    // The cards share a row while their figures fit; a narrower window (1280 pixels with
    // the inputs beside, a projector, German captions) or a wider figure (eight-digit
    // costs) puts them on two or three rows instead of cutting a figure or scrolling
    // sideways.
    const int spacing = std::max(0, m_cardGrid->spacing());
    const int available = contentsRect().width() - layout()->contentsMargins().left()
                          - layout()->contentsMargins().right();
    if (m_presentation)
        fitPresentationType(available - (kCardCount - 1) * spacing);
    int widest = 0;
    for (const SummaryCard *card : {m_time, m_cost, m_gpuHours, m_mfu, m_memory})
        widest = std::max(widest, card->minimumSizeHint().width());
    int columns = kCardCount;
    while (columns > 1 && columns * widest + (columns - 1) * spacing > available)
        --columns;
    // Five cards: all on one row, else three or two a row (never four and one).
    placeCards(columns >= kCardCount ? kCardCount : columns >= 3 ? 3 : std::max(columns, 1));
}

void SummaryCards::fitPresentationType(int available)
{
    // A projector's room reads the five figures side by side: the type shrinks, down to
    // kSmallestPresentationFit of its size, before the cards go to two rows.
    const auto widest = [this](double fit) {
        int width = 0;
        for (const SummaryCard *card : {m_time, m_cost, m_gpuHours, m_mfu, m_memory})
            width = std::max(width, card->presentationWidth(fit));
        return width;
    };
    double fit = 1.0;
    while (fit > kSmallestPresentationFit && kCardCount * widest(fit) > available)
        fit -= 0.05;
    fit = std::max(fit, kSmallestPresentationFit);
    if (std::abs(fit - m_presentationFit) < 0.01)
        return;
    m_presentationFit = fit;
    for (SummaryCard *card : {m_time, m_cost, m_gpuHours, m_mfu, m_memory})
        card->setPresentationMode(true, fit);
}

void SummaryCards::setPresentationMode(bool on)
{
    m_presentation = on;
    m_presentationFit = 1.0;
    for (SummaryCard *card : {m_time, m_cost, m_gpuHours, m_mfu, m_memory})
        card->setPresentationMode(on);
    // The verdict answers the room's question: as large as the issue lines, not the
    // smallest text on a projector.
    m_verdict->setFont(scaledFont(font(), on ? kCaptionPresentationScale : 1.0, false));
    static_cast<LabelHolder *>(m_verdictHolder)->refit();
    m_shownIssues.clear(); // so the labels are made again, in the new font
    updateIssues();
    reflowCards();
}

void SummaryCards::updateFromResult()
{
    if (m_document->problem())
        clearCards();
    else
        updateCards();
    // A figure that grew (or shrank) past its card's width: only then lay the cards again.
    int widest = 0;
    for (const SummaryCard *card : {m_time, m_cost, m_gpuHours, m_mfu, m_memory})
        widest = std::max(widest, card->valueWidth());
    if (widest != m_widestValue) {
        m_widestValue = widest;
        reflowCards();
    }
    updateVerdict();
    updateIssues();
}

SummaryCards::NarrowBounds SummaryCards::narrowBounds(const Result &r)
{
    const double band = r.accuracy.bandPct / 100;
    if (!r.goal || !r.feasible || !(band > 0))
        return {};
    const engine::GoalResult &g = *r.goal;
    const auto narrow = [band](const std::optional<double> &margin, double figure) {
        return margin && *margin >= 0 && figure > 0 && *margin / figure < band;
    };
    return {narrow(g.deadlineMarginH, r.expectedTimeH),
            g.budgetKnown && narrow(g.budgetMarginUsd, r.costUsd.total)};
}

QString SummaryCards::uncertaintySentence(const Result &r)
{
    // How much slower (or dearer) than estimated the run may be before it misses the goal,
    // against how far estimates like it were off on published runs, held out.
    const engine::GoalResult &g = *r.goal;
    double slack = std::numeric_limits<double>::infinity();
    if (g.budgetMarginUsd && r.costUsd.total > 0)
        slack = std::min(slack, *g.budgetMarginUsd / r.costUsd.total);
    if (g.deadlineMarginH && r.expectedTimeH > 0)
        slack = std::min(slack, *g.deadlineMarginH / r.expectedTimeH);
    const double band = r.accuracy.bandPct / 100;
    if (!std::isfinite(slack) || !(band > 0))
        return {};
    if (r.accuracy.scope == engine::AccuracyScope::Unvalidated) {
        // As the cards' range: where runs laid out like it took longer, from the estimate up.
        QString reading = (accuracyFactors(r.accuracy).oneSided
                               ? tr(" No published run like this one was measured: read the "
                                    "figures as up to +%1.")
                               : tr(" No published run like this one was measured: read the "
                                    "figures as ±%1."))
                              .arg(formatPercent(band, 0));
        if (slack < band)
            reading += tr(" A run %1 slower than estimated misses the goal.")
                           .arg(formatPercent(slack, 0));
        return reading;
    }
    if (slack > band)
        return tr(" It still fits if the run is up to %1 slower than estimated; estimates like "
                  "it were off by up to %2 on published runs.")
            .arg(formatPercent(slack, 0), formatPercent(band, 0));
    return tr(" But estimates like it were off by up to %1 on published runs, and a run %2 "
              "slower than estimated misses the goal.")
        .arg(formatPercent(band, 0), formatPercent(slack, 0));
}

QString SummaryCards::verdict(const std::optional<engine::Diagnostic> &problem, const Result &r,
                              VerdictReader reader)
{
    const bool window = reader == VerdictReader::Window;
    QString html;
    if (problem) {
        html = tr("<b>No answer yet:</b> %1").arg(diagnosticLine(*problem).toHtmlEscaped());
    } else {
        const QString time = formatHours(r.expectedTimeH);
        const QString cost = formatUsd(r.costUsd.total);
        if (!r.feasible) {
            html = window ? tr("<b style=\"color: %1\">Does not fit:</b> this layout needs %2 of "
                               "GPU memory where %3 can be allocated. To fit, try %4.")
                                .arg(errorColor(), formatGb(r.memoryGb.total),
                                     formatGb(r.memoryGb.capacity), memoryRemedies(r))
                          : tr("<b style=\"color: %1\">Does not fit:</b> this layout needs %2 of "
                               "GPU memory where %3 can be allocated, so it cannot run as "
                               "planned.")
                                .arg(errorColor(), formatGb(r.memoryGb.total),
                                     formatGb(r.memoryGb.capacity));
        } else if (!r.goal) {
            html = (window ? tr("<b>Estimate:</b> %1 and %2. Set a budget or a deadline under "
                                "Goal for a verdict.")
                           : tr("<b>Estimate:</b> %1 and %2. No budget or deadline was set, so "
                                "there is no verdict against a goal."))
                       .arg(time, cost);
        } else {
            const engine::GoalResult &g = *r.goal;
            QStringList parts;
            if (g.budgetMarginUsd)
                parts << (g.meetsBudget ? tr("%1 under budget").arg(formatUsd(*g.budgetMarginUsd))
                                        : tr("%1 over budget").arg(formatUsd(-*g.budgetMarginUsd)));
            if (g.deadlineMarginH)
                parts << (g.meetsDeadline
                              ? tr("%1 before the deadline").arg(formatHours(*g.deadlineMarginH))
                              : tr("%1 past the deadline").arg(formatHours(-*g.deadlineMarginH)));
            const QString margins = parts.join(tr(" and "));
            if (!g.budgetKnown) {
                // No price for the nodes: the cost is storage and transfer alone, and a
                // budget compared with it would always look met.
                html = tr("<b>No verdict on the budget:</b> %1 and %2, but the cost leaves out "
                          "the nodes, which have no price here; set the price per node-hour of "
                          "the cluster.")
                           .arg(time, cost);
                if (!margins.isEmpty())
                    html += QLatin1Char(' ') + tr("The deadline: %1.").arg(margins);
            } else if (g.meetsBudget && g.meetsDeadline) {
                // Within the band of the goal: it fits as estimated, but a run off by as much
                // as runs like it were would not, so it is not shown as safe.
                const NarrowBounds narrow = narrowBounds(r);
                html = (narrow.deadline || narrow.budget
                            ? tr("<b style=\"color: %1\">Fits, narrowly:</b> %2 and %3, %4.")
                                  .arg(warningColor(), time, cost, margins)
                            : tr("<b style=\"color: %1\">Fits:</b> %2 and %3, %4.")
                                  .arg(fitColor(), time, cost, margins))
                       + uncertaintySentence(r);
                // A reservation's share meets the budget; its whole term may not.
                for (const engine::Diagnostic &issue : r.issues) {
                    if (verdictNamesCommitmentTerm(r)
                        && issue.code == engine::DiagCode::CommitmentTerm)
                        html += tr(" But %1.").arg(diagnosticText(issue));
                }
            } else if (window)
                html = tr("<b style=\"color: %1\">Misses the goal:</b> %2 and %3, %4. Change "
                          "the nodes, the instance type or the layout, or let the Planner "
                          "(Ctrl+Shift+P) find the nearest plans.")
                           .arg(errorColor(), time, cost, margins);
            else // the report names the planner's nearest plan after the verdict
                html = tr("<b style=\"color: %1\">Misses the goal:</b> %2 and %3, %4.")
                           .arg(errorColor(), time, cost, margins);
        }
    }
    return html;
}

void SummaryCards::updateVerdict()
{
    const QString html = verdict(m_document->problem(), m_document->result());
    static_cast<LabelHolder *>(m_verdictHolder)->setText(html);
}

QString SummaryCards::accuracyLine(const Result &result)
{
    return tr("How accurate: %1 (Help > Accuracy Against Published Runs)")
        .arg(accuracyBandText(result.accuracy));
}

void SummaryCards::clearCards()
{
    const QString why = tr("No estimate: %1").arg(diagnosticLine(*m_document->problem()));
    for (SummaryCard *card : {m_time, m_cost, m_gpuHours, m_mfu, m_memory}) {
        card->setValue(QStringLiteral("—"));
        card->setRange(QString());
        card->setToolTip(why);
    }
    setCaptions(false);
}

void SummaryCards::setCaptions(bool doesNotFit)
{
    // A layout that does not fit in memory has no time or cost: its figures are greyed and
    // each card says why.
    const QString suffix = doesNotFit ? tr(" (does not fit in memory)") : QString();
    m_time->setCaption(tr("Training time (expected)") + suffix);
    m_cost->setCaption(tr("Cost (expected)") + suffix);
    m_gpuHours->setCaption(tr("GPU-hours") + suffix);
    m_mfu->setCaption(tr("MFU (model FLOPs utilisation)") + suffix);
}

void SummaryCards::updateCards()
{
    const Result &r = m_document->result();
    setCaptions(!r.feasible);
    // Green or red against the goal; grey when the layout does not run at all.
    const QString muted = noteColor();
    const engine::GoalResult *goal = r.goal ? &*r.goal : nullptr;
    // Amber where the bound is met by less than the accuracy band.
    const NarrowBounds narrow = narrowBounds(r);
    const auto boundColor = [&](bool bounded, bool met, bool narrowly) {
        if (!r.feasible)
            return muted;
        if (!bounded)
            return QString();
        return !met ? errorColor() : narrowly ? warningColor() : fitColor();
    };
    const QString timeColor
        = boundColor(goal && goal->deadlineMarginH, goal && goal->meetsDeadline, narrow.deadline);
    const QString costColor
        = boundColor(goal && goal->budgetMarginUsd, goal && goal->meetsBudget, narrow.budget);
    m_time->setValue(formatDuration(r.expectedTimeH), timeColor);
    // How far the figures may be off: the held-out error of published runs like this one.
    const double band = r.feasible ? r.accuracy.bandPct / 100 : 0;
    const AccuracyFactors factors = accuracyFactors(r.accuracy);
    // Where the runs behind the band took longer, the range starts at the estimate.
    const QString rangeText = factors.oneSided ? tr("%1 to %2 (+%3)") : tr("%1 to %2 (±%3)");
    m_time->setRange(band > 0 ? rangeText.arg(formatDuration(r.expectedTimeH * factors.low),
                                              formatDuration(r.expectedTimeH * factors.high),
                                              formatPercent(band, 0))
                              : QString());
    m_cost->setRange(band > 0 ? rangeText.arg(formatUsd(r.costUsd.total * factors.low),
                                              formatUsd(r.costUsd.total * factors.high),
                                              formatPercent(band, 0))
                              : QString());
    QString timeTip = timeTooltip(r) + QStringLiteral("\n\n") + accuracyLine(r);
    if (const QString caution = heldOutCautionText(r.issues); !caution.isEmpty())
        timeTip += QStringLiteral("\n\n") + caution;
    m_time->setToolTip(timeTip);
    m_cost->setValue(formatUsd(r.costUsd.total), costColor);
    m_cost->setToolTip(costTooltip(r, priceOrigin(m_document->scenario(), m_document->catalog())));
    m_gpuHours->setValue(formatCount(r.gpuHours), r.feasible ? QString() : muted);
    const QString gpuHoursTip
        = tr("%1 GPUs × %2 expected")
              .arg(formatCount(static_cast<double>(r.gpus)), formatHours(r.expectedTimeH));
    m_gpuHours->setToolTip(
        r.energyKwh
            ? tr("%1; energy %2 kWh").arg(gpuHoursTip, formatCount(*r.energyKwh))
            : tr("%1; energy unknown: the catalog gives this GPU no power draw").arg(gpuHoursTip));
    m_mfu->setValue(formatPercent(r.mfu), r.feasible ? QString() : muted);
    m_mfu->setToolTip(tr("Model FLOPs (without recomputation) per GPU per second over the "
                         "GPU's dense peak for the training precision: %1 TFLOP/s per GPU, "
                         "%2 tokens/s per GPU. Attention scores count in full, as Megatron-LM "
                         "and PaLM count them, although causal kernels compute half: at long "
                         "sequences MFU can exceed the share of the peak the GPU really does.")
                          .arg(formatNumber(r.modelTflopsPerGpu), formatCount(r.tokensPerSPerGpu)));
    const engine::MemoryBreakdown &m = r.memoryGb;
    // Fits, but so tightly under ZeRO-3 that the allocator stalls: the warning's colour.
    const bool pressed
        = std::any_of(r.issues.begin(), r.issues.end(), [](const engine::Diagnostic &d) {
              return d.code == engine::DiagCode::MemoryPressure;
          });
    // A generic model given by its totals without activation memory: the total leaves the
    // activations out, so it is no green light.
    const engine::ModelSpec &model = m_document->scenario().model;
    const bool activationsUnknown
        = model.kind == engine::ModelKind::Generic && model.activationGbPerSample <= 0;
    m_memory->setCaption(activationsUnknown ? tr("Memory per GPU (activations not modelled)")
                                            : tr("Memory per GPU"));
    if (m.total <= m.capacity)
        m_memory->setValue(
            tr("%1 / %2 GB")
                .arg(displayLocale().toString(m.total, 'f', 1), formatNumber(m.capacity)),
            activationsUnknown ? QString()
            : pressed          ? warningColor()
                               : fitColor());
    else
        m_memory->setValue(tr("does not fit"), errorColor());
    m_memory->setToolTip(
        activationsUnknown
            ? tr("The model is given by its totals without its activation memory per sample, "
                 "so this total leaves the activations out: weights, gradients and optimizer "
                 "states only. Give the model's activation memory per sample in the scenario "
                 "file (model.activation_gb_per_sample) to check that it fits.")
                  + QStringLiteral("\n\n") + memoryTooltip(m)
            : memoryTooltip(m));
}

void SummaryCards::updateIssues()
{
    QList<ShownIssue> issues;
    // The change that makes the layout run follows the first error, as a link.
    const auto &fix = m_document->analysis()->fix;
    QString fixLink = fix ? QStringLiteral(" <a href=\"fix\"><b>%1</b></a>")
                                .arg(layoutFixText(*fix).toHtmlEscaped())
                          : QString();
    if (const auto &problem = m_document->problem()) {
        issues.append(
            {tr("<b>Cannot estimate</b> — %1").arg(diagnosticLine(*problem).toHtmlEscaped())
                 + fixLink,
             errorColor()});
    } else {
        const Result &r = m_document->result();
        const bool termInVerdict = verdictNamesCommitmentTerm(r);
        for (const Severity severity : {Severity::Error, Severity::Warning, Severity::Info}) {
            for (const engine::Diagnostic &issue : r.issues) {
                if (issue.severity != severity
                    || (termInVerdict && issue.code == engine::DiagCode::CommitmentTerm))
                    continue;
                issues.append(
                    {tr("<b>%1</b> — %2")
                             .arg(severityWord(severity), diagnosticLine(issue).toHtmlEscaped())
                         + (severity == Severity::Error ? fixLink : QString()),
                     severityColor(severity)});
                if (severity == Severity::Error)
                    fixLink.clear();
            }
        }
    }
    // A slider step mostly keeps the findings: their word-wrapped labels stay as they are,
    // and the window is not laid out again.
    if (issues == m_shownIssues && m_issues->count() == issues.size())
        return;
    while (QLayoutItem *item = m_issues->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const ShownIssue &issue : std::as_const(issues))
        addIssue(issue.html, issue.color);
    m_shownIssues = std::move(issues);
}

void SummaryCards::addIssue(const QString &html, const QString &color)
{
    auto *label = new QLabel(html, this);
    label->setObjectName(QStringLiteral("finding"));
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (html.contains(QStringLiteral("href=\"fix\""))) {
        label->setTextInteractionFlags(Qt::TextBrowserInteraction);
        // Queued: the edit replaces these labels, this one among them.
        connect(
            label, &QLabel::linkActivated, this, [this] { applyLayoutFix(*m_document); },
            Qt::QueuedConnection);
    }
    label->setStyleSheet(QStringLiteral("color: %1;").arg(color));
    if (m_presentation)
        label->setFont(scaledFont(font(), kCaptionPresentationScale, false));
    m_issues->addWidget(label);
}

} // namespace scaleplan
