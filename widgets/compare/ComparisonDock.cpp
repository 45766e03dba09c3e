// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ComparisonDock.h"

#include "compare/ComparisonModel.h"
#include "document/ScenarioDocument.h"

#include <QAction>
#include <QHeaderView>
#include <QMenu>
#include <QTableView>
#include <QTimer>

#include <algorithm>

namespace scaleplan {

ComparisonDock::ComparisonDock(ComparisonModel *model, ScenarioDocument *document, QWidget *parent)
    : QDockWidget(tr("Comparison"), parent)
    , m_model(model)
    , m_document(document)
{
    setObjectName(QStringLiteral("comparison"));
    m_table = new QTableView(this);
    m_table->setModel(model);
    // Columns fit their contents when scenarios come or go, and once a slider rests: sizing
    // every column to its widest cell on each step of a drag cost a fifth of the step.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    auto *fit = new QTimer(this);
    fit->setSingleShot(true);
    fit->setInterval(200);
    connect(fit, &QTimer::timeout, m_table, &QTableView::resizeColumnsToContents);
    connect(model, &QAbstractItemModel::dataChanged, fit, qOverload<>(&QTimer::start));
    connect(model, &QAbstractItemModel::headerDataChanged, fit, qOverload<>(&QTimer::start));
    for (const auto shapeChanged :
         {&QAbstractItemModel::columnsInserted, &QAbstractItemModel::columnsRemoved,
          &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, shapeChanged, m_table, &QTableView::resizeColumnsToContents);
    connect(model, &QAbstractItemModel::modelReset, m_table, &QTableView::resizeColumnsToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setToolTip(tr("Each compared scenario is followed by its difference from the "
                           "first column. Right-click a compared column to make it the open "
                           "scenario or to remove it; Delete removes the selected columns"));
    setWidget(m_table);

    const auto popUp = [this](QWidget *on, const QPoint &at, int column) {
        if (QMenu *menu = columnMenu(column)) {
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(on->mapToGlobal(at));
        }
    };
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this, popUp](const QPoint &at) {
        popUp(m_table->viewport(), at, m_table->columnAt(at.x()));
    });
    QHeaderView *header = m_table->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this,
            [header, popUp](const QPoint &at) { popUp(header, at, header->logicalIndexAt(at)); });

    auto *remove = new QAction(tr("Remove From Comparison"), m_table);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    connect(remove, &QAction::triggered, this, &ComparisonDock::removeSelectedColumns);
    m_table->addAction(remove);
}

ComparisonDock::~ComparisonDock() = default;

QMenu *ComparisonDock::columnMenu(int column)
{
    if (column <= 0 || column >= m_model->columnCount())
        return nullptr;
    // A compared scenario's values or its difference from the first: the same scenario.
    const int scenario = ComparisonModel::scenarioOfColumn(column);
    const QString name = m_model->entries()[static_cast<std::size_t>(scenario)].name;
    auto *menu = new QMenu(this);
    menu->addAction(tr("Make \"%1\" the Open Scenario").arg(name), this,
                    [this, scenario] { useScenario(scenario); });
    menu->addAction(tr("Remove \"%1\" From Comparison").arg(name), this,
                    [this, scenario] { m_model->removeScenario(scenario); });
    return menu;
}

void ComparisonDock::useScenario(int scenario)
{
    const ComparisonModel::Entry &entry = m_model->entries()[static_cast<std::size_t>(scenario)];
    const engine::Scenario taken = entry.scenario;
    m_document->edit(tr("Use %1").arg(entry.name), ScenarioDocument::Merge::None,
                     [taken](engine::Scenario &s) { s = taken; });
}

void ComparisonDock::removeSelectedColumns()
{
    QList<int> scenarios;
    for (const QModelIndex &index : m_table->selectionModel()->selectedColumns()) {
        const int scenario = ComparisonModel::scenarioOfColumn(index.column());
        if (!scenarios.contains(scenario))
            scenarios.append(scenario);
    }
    // From the right, so that the scenarios left of one removed keep their numbers.
    std::sort(scenarios.begin(), scenarios.end(), std::greater<>());
    for (const int scenario : scenarios)
        m_model->removeScenario(scenario);
}

} // namespace scaleplan
