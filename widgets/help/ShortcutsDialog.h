// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QList>
#include <QString>

class QMainWindow;
class QTableWidget;

namespace scaleplan {

/// One action of the window that has a keyboard shortcut.
struct ShortcutEntry
{
    QString menu;   ///< "File", "View > Planner" ... without accelerator marks
    QString action; ///< the action's text without its accelerator mark
    QKeySequence keys;
};

/// Every action reachable from \p window's menu bar (sub-menus included) that has a
/// shortcut, in menu order.
QList<ShortcutEntry> windowShortcuts(const QMainWindow *window);

/// Help > Keyboard Shortcuts: every shortcut of the window, read from its menus, so the
/// list is never out of date.
class ShortcutsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutsDialog)

public:
    explicit ShortcutsDialog(const QMainWindow *window, QWidget *parent = nullptr);
    ~ShortcutsDialog() override;

    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table = nullptr;
};

} // namespace scaleplan
