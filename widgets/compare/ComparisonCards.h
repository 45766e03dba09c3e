// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QGridLayout;

namespace scaleplan {

class ComparisonModel;

/// The comparison for a meeting (presentation mode): a card per scenario side by side, the
/// open one first, each headed by its name, with the inputs that differ and the summary's
/// figures in large type, every compared card with its difference from the first (coloured
/// better or worse, in words in the tooltip). A kept scenario that is the open one as it is
/// now is left out. Shown only while presenting with something to compare.
class ComparisonCards : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonCards)

public:
    ComparisonCards(ComparisonModel *model, QWidget *parent);
    ~ComparisonCards() override;

    /// Presentation mode on or off: the cards show while it is on and there are scenarios to
    /// compare.
    void setPresenting(bool on);
    /// Whether the cards are what the window shows instead of the summary.
    bool isShown() const { return m_shown; }

    /// The scenarios the cards show, as indices into ComparisonModel::entries() (tests).
    QList<int> shownScenarios() const;

signals:
    /// The cards took the summary's place (true) or gave it back (false).
    void shownChanged(bool shown);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateShown();
    void scheduleRebuild();
    void rebuild();

    ComparisonModel *m_model;
    QGridLayout *m_grid;
    bool m_presenting = false;
    bool m_shown = false;
    bool m_dirty = true;
    bool m_rebuildQueued = false;
};

} // namespace scaleplan
