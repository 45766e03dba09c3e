// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QString>

class QDockWidget;
class QMainWindow;
class QMenu;
class QWidget;

namespace scaleplan {

/// How a feature dock's show/hide action reads in the View menu.
struct DockAction
{
    QString text; ///< with its accelerator mark: "&Risk"
    QKeySequence keys;
    QString toolTip;
};

/// Puts \p panel into a dock on the right of \p window, hidden until asked for, named
/// \p objectName (the saved window state finds it by that name), and adds the dock's
/// show/hide action to \p view when given. The dock takes the panel over.
QDockWidget *addFeatureDock(QMainWindow *window, QMenu *view, const QString &title,
                            const QString &objectName, QWidget *panel, const DockAction &action);

} // namespace scaleplan
