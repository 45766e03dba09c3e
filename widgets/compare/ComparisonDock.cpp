// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ComparisonDock.h"

#include "compare/ComparisonModel.h"
#include "document/ScenarioDocument.h"

#include <QAction>
#include <QHeaderView>
#include <QMenu>
#include <QTableView>

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
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setToolTip(tr("Right-click a compared column to make it the open scenario or to "
                           "remove it; Delete removes the selected columns"));
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
    const QString name = m_model->entries()[static_cast<std::size_t>(column)].name;
    auto *menu = new QMenu(this);
    menu->addAction(tr("Make \"%1\" the Open Scenario").arg(name), this,
                    [this, column] { useScenario(column); });
    menu->addAction(tr("Remove \"%1\" From Comparison").arg(name), this,
                    [this, column] { m_model->removeScenario(column); });
    return menu;
}

void ComparisonDock::useScenario(int column)
{
    const ComparisonModel::Entry &entry = m_model->entries()[static_cast<std::size_t>(column)];
    const engine::Scenario scenario = entry.scenario;
    m_document->edit(tr("Use %1").arg(entry.name), ScenarioDocument::Merge::None,
                     [scenario](engine::Scenario &s) { s = scenario; });
}

void ComparisonDock::removeSelectedColumns()
{
    QList<int> columns;
    for (const QModelIndex &index : m_table->selectionModel()->selectedColumns())
        columns.append(index.column());
    // From the right, so that the columns left of one removed keep their numbers.
    std::sort(columns.begin(), columns.end(), std::greater<>());
    for (const int column : columns)
        m_model->removeScenario(column);
}

} // namespace scaleplan
