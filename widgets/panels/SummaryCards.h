// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Result.h"

#include <QFrame>
#include <QList>
#include <QString>
#include <QWidget>

#include <optional>

class QGridLayout;
class QLabel;
class QVBoxLayout;

namespace scaleplan {

class ScenarioDocument;

/// One headline figure: a big value above its caption, details in the tooltip.
class SummaryCard : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryCard)

public:
    SummaryCard(const QString &caption, QWidget *parent);
    ~SummaryCard() override;

    /// Shows \p value in \p color (empty: the palette's text colour).
    void setValue(const QString &value, const QString &color = QString());
    /// Presentation mode's large type, at \p fit times its full size (at most 1).
    void setPresentationMode(bool on, double fit = 1.0);
    /// The width the card needs in presentation mode's type at \p fit times its full size:
    /// its figure and range on one line each, its caption wrapped at its words.
    int presentationWidth(double fit) const;

    QString value() const;
    /// Shows \p range under the value in small type (how far the figure may be off); an
    /// empty text hides the line.
    void setRange(const QString &range);
    QString range() const;
    /// The pixels the value takes (its label's fixed width).
    int valueWidth() const;
    /// Shows \p caption under the value (the card's name, or why its value does not hold).
    void setCaption(const QString &caption);
    QString caption() const;

private:
    QLabel *m_value;
    QLabel *m_range;
    QLabel *m_caption;
};

/// The estimate at a glance: training time, cost, GPU-hours, MFU and memory fit as cards,
/// then the estimate's issues as sentences (errors red, warnings amber, notes grey) and the
/// problem that stops the estimate, if any. Follows ScenarioDocument::resultChanged.
class SummaryCards : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryCards)

public:
    explicit SummaryCards(ScenarioDocument *document, QWidget *parent = nullptr);
    ~SummaryCards() override;

    /// Large values and captions for a projector.
    void setPresentationMode(bool on);

    /// Who reads the verdict: the window, whose sentences may point at its panels and
    /// shortcuts, or the written report, which names none.
    enum class VerdictReader { Window, Report };

    /// The verdict above the cards, as rich text: why there is no estimate (\p problem), or
    /// \p r against its goal with the margins and the held-out uncertainty. The report's
    /// page 1 opens with it too, worded for paper (VerdictReader::Report).
    static QString verdict(const std::optional<engine::Diagnostic> &problem,
                           const engine::Result &r, VerdictReader reader = VerdictReader::Window);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateFromResult();
    void updateCards();
    void clearCards();
    /// The one sentence above the cards: the estimate against the goal.
    void updateVerdict();
    /// How much worse than estimated a run that meets its goal may turn out before it
    /// misses it, against the held-out error of estimates like it (Result::accuracy).
    static QString uncertaintySentence(const engine::Result &r);
    /// The goal's bounds \p r meets by less than its accuracy band: a run off by as much as
    /// estimates like it were would miss them.
    struct NarrowBounds
    {
        bool deadline = false;
        bool budget = false;
    };
    static NarrowBounds narrowBounds(const engine::Result &r);
    /// Puts the cards in \p columns columns (rows as needed).
    void placeCards(int columns);
    /// Chooses the cards' columns from the widest card and the width there is.
    void reflowCards();
    /// Presentation mode: the largest type, down to a floor, at which the five cards fit
    /// \p available pixels side by side.
    void fitPresentationType(int available);
    /// The cards' names, each marked when the layout does not fit in memory.
    void setCaptions(bool doesNotFit);
    void updateIssues();
    void addIssue(const QString &html, const QString &color);
    /// How far estimates like \p result were off, held out, and where the runs are listed.
    static QString accuracyLine(const engine::Result &result);

    ScenarioDocument *m_document;
    SummaryCard *m_time;
    SummaryCard *m_cost;
    SummaryCard *m_gpuHours;
    SummaryCard *m_mfu;
    SummaryCard *m_memory;
    QGridLayout *m_cardGrid = nullptr;
    int m_cardColumns = 0;
    int m_widestValue = 0; ///< the widest card figure when the cards were last placed
    QLabel *m_verdict;
    QWidget *m_verdictHolder = nullptr; ///< keeps m_verdict's changes out of the layout
    QVBoxLayout *m_issues;
    /// The findings m_issues shows, as rich text and colour.
    struct ShownIssue
    {
        QString html;
        QString color;
        bool operator==(const ShownIssue &) const = default;
    };
    QList<ShownIssue> m_shownIssues;
    bool m_presentation = false;
    double m_presentationFit = 1.0; ///< presentation type's share of its full size
};

} // namespace scaleplan
