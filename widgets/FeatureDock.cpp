// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeatureDock.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace scaleplan {

QDockWidget *addFeatureDock(QMainWindow *window, QMenu *view, const QString &title,
                            const QString &objectName, QWidget *panel, const DockAction &action)
{
    auto *dock = new QDockWidget(title, window);
    dock->setObjectName(objectName);
    dock->setWidget(panel);
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    dock->hide();
    QAction *toggle = dock->toggleViewAction();
    toggle->setText(action.text);
    toggle->setShortcut(action.keys);
    toggle->setToolTip(action.toolTip);
    if (view != nullptr)
        view->addAction(toggle);
    return dock;
}

} // namespace scaleplan
