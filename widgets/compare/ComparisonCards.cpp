// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ComparisonCards.h"

#include "compare/ComparisonModel.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

namespace scaleplan {

namespace {

constexpr double kNameScale = 1.5;    ///< a scenario's name over the default font
constexpr double kInputScale = 1.25;  ///< an input's label and value
constexpr double kValueScale = 2.6;   ///< a figure's value
constexpr double kChangeScale = 1.3;  ///< a figure's difference from the first
constexpr double kCaptionScale = 1.2; ///< a figure's name

QFont scaled(const QFont &base, double scale, bool bold)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * scale);
    font.setBold(bold);
    return font;
}

QLabel *label(const QString &text, const QFont &font, QWidget *parent)
{
    auto *shown = new QLabel(text, parent);
    shown->setFont(font);
    shown->setTextFormat(Qt::PlainText);
    shown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return shown;
}

/// \p label in the colour of \p sense, with the difference in words as its tooltip.
void showDifference(QLabel *label, const ComparisonModel::Difference &difference)
{
    const QString color = ComparisonModel::senseColor(difference.sense);
    if (!color.isEmpty())
        label->setStyleSheet(QStringLiteral("color: %1;").arg(color));
    label->setToolTip(difference.toolTip);
}

} // namespace

ComparisonCards::ComparisonCards(ComparisonModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_grid(new QGridLayout(this))
{
    setObjectName(QStringLiteral("comparisonCards"));
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(2);
    hide();
    connect(model, &QAbstractItemModel::modelReset, this, &ComparisonCards::scheduleRebuild);
    connect(model, &QAbstractItemModel::dataChanged, this, &ComparisonCards::scheduleRebuild);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &ComparisonCards::scheduleRebuild);
    connect(model, &QAbstractItemModel::columnsInserted, this, &ComparisonCards::updateShown);
    connect(model, &QAbstractItemModel::columnsRemoved, this, &ComparisonCards::updateShown);
}

ComparisonCards::~ComparisonCards() = default;

void ComparisonCards::setPresenting(bool on)
{
    m_presenting = on;
    updateShown();
}

void ComparisonCards::updateShown()
{
    const bool shown = m_presenting && m_model->scenarioCount() > 1;
    scheduleRebuild();
    if (shown == m_shown)
        return;
    m_shown = shown;
    setVisible(shown);
    emit shownChanged(shown);
}

void ComparisonCards::showEvent(QShowEvent *event)
{
    if (m_dirty)
        rebuild();
    QWidget::showEvent(event);
}

void ComparisonCards::scheduleRebuild()
{
    // Only what is seen is built, once for a burst of changes.
    m_dirty = true;
    if (!m_shown || m_rebuildQueued)
        return;
    m_rebuildQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_rebuildQueued = false;
        if (m_dirty && m_shown)
            rebuild();
    });
}

QList<int> ComparisonCards::shownScenarios() const
{
    // A kept scenario that is the open one as it is now would repeat its card.
    const auto &entries = m_model->entries();
    QList<int> shown{0};
    for (int i = 1; i < m_model->scenarioCount(); ++i) {
        if (!(entries[static_cast<std::size_t>(i)].scenario == entries.front().scenario))
            shown.append(i);
    }
    return shown;
}

void ComparisonCards::rebuild()
{
    m_dirty = false;
    // A new grid each time: one of fewer rows or columns keeps none of the last one's sizes.
    qDeleteAll(findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    delete m_grid;
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(2);
    const QList<int> scenarios = shownScenarios();
    const QFont base = font();

    // The rows: the inputs whose values differ among the cards shown (and whether each
    // fits in memory, where they do not all), then the figures.
    QList<int> inputs;
    QList<int> figures;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->isSummaryRow(row)) {
            figures.append(row);
        } else if (m_model->isInputRow(row) || m_model->isFitRow(row)) {
            for (const int scenario : scenarios) {
                if (m_model->value(scenario, row) != m_model->value(0, row)) {
                    inputs.append(row);
                    break;
                }
            }
        }
    }

    // A card behind each scenario's column, under the cells laid on it.
    const int rows = 1 + static_cast<int>(inputs.size()) + 2 * static_cast<int>(figures.size());
    for (int c = 0; c < scenarios.size(); ++c) {
        auto *card = new QFrame(this);
        card->setFrameShape(QFrame::StyledPanel);
        card->setAutoFillBackground(true);
        card->setBackgroundRole(QPalette::Base);
        m_grid->addWidget(card, 0, 1 + c, rows + 1, 1);
    }
    const auto cell = [this](QWidget *widget, int row, int column) {
        widget->setContentsMargins(12, 2, 12, 2);
        m_grid->addWidget(widget, row, column, Qt::AlignLeft | Qt::AlignVCenter);
    };
    const auto caption = [&](const QString &text, double scale, int row) {
        QLabel *shown = label(text, scaled(base, scale, false), this);
        shown->setForegroundRole(QPalette::PlaceholderText); // muted, as the cards' captions
        shown->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_grid->addWidget(shown, row, 0);
    };

    for (int c = 0; c < scenarios.size(); ++c) {
        const QString name = m_model->entries()[static_cast<std::size_t>(scenarios[c])].name;
        QLabel *title = label(name, scaled(base, kNameScale, true), this);
        title->setWordWrap(true); // the card's width, in as many lines as the name needs
        title->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        title->setContentsMargins(12, 8, 12, 6);
        title->setMinimumWidth(title->fontMetrics().averageCharWidth() * 16);
        m_grid->addWidget(title, 0, 1 + c);
    }
    if (scenarios.size() > 1) {
        QLabel *key = label(tr("Coloured: better or worse than the first card"), base, this);
        key->setForegroundRole(QPalette::PlaceholderText);
        key->setWordWrap(true);
        key->setAlignment(Qt::AlignRight | Qt::AlignTop);
        key->setContentsMargins(0, 8, 0, 0);
        m_grid->addWidget(key, 0, 0);
    }
    int row = 1;
    for (const int input : std::as_const(inputs)) {
        caption(m_model->rowLabel(input), kInputScale, row);
        for (int c = 0; c < scenarios.size(); ++c) {
            QString text = m_model->value(scenarios[c], input);
            const ComparisonModel::Difference change = m_model->difference(scenarios[c], input);
            if (!change.text.isEmpty())
                text = tr("%1 (%2)", "an input's value (its difference from the first)")
                           .arg(text, change.text);
            QLabel *shown = label(text, scaled(base, kInputScale, false), this);
            showDifference(shown, change);
            cell(shown, row, 1 + c);
        }
        ++row;
    }
    for (const int figure : std::as_const(figures)) {
        caption(m_model->rowLabel(figure), kCaptionScale, row);
        for (int c = 0; c < scenarios.size(); ++c) {
            QLabel *value = label(m_model->value(scenarios[c], figure),
                                  scaled(base, kValueScale, true), this);
            if (!m_model->runs(scenarios[c])) // greyed, as the summary's cards
                value->setForegroundRole(QPalette::PlaceholderText);
            cell(value, row, 1 + c);
            const ComparisonModel::Difference change = m_model->difference(scenarios[c], figure);
            // The first card's line stays empty, so that the rows line up.
            QLabel *shown = label(change.text, scaled(base, kChangeScale, false), this);
            showDifference(shown, change);
            cell(shown, row + 1, 1 + c);
        }
        row += 2;
    }
    m_grid->setRowMinimumHeight(row, 8);       // the cards' bottom margin
    for (int c = 0; c < scenarios.size(); ++c) // the cards share the width
        m_grid->setColumnStretch(1 + c, 1);
}

} // namespace scaleplan
