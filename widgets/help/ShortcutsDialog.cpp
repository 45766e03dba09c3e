// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/ShortcutsDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace scaleplan {

namespace {

/// \p text without its accelerator marks ("&File" -> "File", "&&" -> "&") and the ellipsis.
QString plainText(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text;
}

void collect(const QMenu *menu, const QString &path, QList<ShortcutEntry> &out)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (const QMenu *sub = action->menu()) {
            collect(sub, path + QStringLiteral(" > ") + plainText(sub->title()), out);
            continue;
        }
        if (!action->shortcut().isEmpty())
            out.append({path, plainText(action->text()), action->shortcut()});
    }
}

} // namespace

QList<ShortcutEntry> windowShortcuts(const QMainWindow *window)
{
    QList<ShortcutEntry> out;
    for (QAction *top : window->menuBar()->actions()) {
        if (const QMenu *menu = top->menu())
            collect(menu, plainText(menu->title()), out);
    }
    return out;
}

ShortcutsDialog::ShortcutsDialog(const QMainWindow *window, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<ShortcutEntry> entries = windowShortcuts(window);
    m_table = new QTableWidget(static_cast<int>(entries.size()), 3, this);
    m_table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Shortcut")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const ShortcutEntry &entry = entries.at(row);
        m_table->setItem(row, 0, new QTableWidgetItem(entry.menu));
        m_table->setItem(row, 1, new QTableWidgetItem(entry.action));
        m_table->setItem(row, 2,
                         new QTableWidgetItem(entry.keys.toString(QKeySequence::NativeText)));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(560, 520);
}

ShortcutsDialog::~ShortcutsDialog() = default;

} // namespace scaleplan
