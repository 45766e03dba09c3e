// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QMenu;
class QTableView;

namespace scaleplan {

class ComparisonModel;
class ScenarioDocument;

/// The comparison table in a dock: one column per scenario, the open one first, each compared
/// one followed by its difference from the first. A compared column's menu (right click on it or
/// its header) takes it as the open scenario (one undo step) or removes it; Delete removes the
/// selected columns.
class ComparisonDock : public QDockWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonDock)

public:
    ComparisonDock(ComparisonModel *model, ScenarioDocument *document, QWidget *parent);
    ~ComparisonDock() override;

    QTableView *table() const { return m_table; }
    /// The menu of table column \p column (a compared scenario's values or difference;
    /// tests); nullptr for the open scenario's.
    QMenu *columnMenu(int column);

private:
    void useScenario(int scenario);
    void removeSelectedColumns();

    ComparisonModel *m_model;
    ScenarioDocument *m_document;
    QTableView *m_table = nullptr;
};

} // namespace scaleplan
