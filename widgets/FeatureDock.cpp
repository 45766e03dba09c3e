// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeatureDock.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

#include <algorithm>

namespace scaleplan {

QDockWidget *addFeatureDock(QMainWindow *window, QMenu *view, const QString &title,
                            const QString &objectName, QWidget *panel, const DockAction &action)
{
    auto *dock = new QDockWidget(title, window);
    dock->setObjectName(objectName);
    dock->setWidget(panel);
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    dock->hide();
    // Beside the inputs on a laptop screen a dock would squeeze the results to a sliver
    // (cards in one column, charts cut): there it shares the inputs' place as a tab.
    QObject::connect(dock, &QDockWidget::visibilityChanged, window, [window, dock](bool visible) {
        constexpr int kResultsMinimumWidth = 800;
        auto *inputs = window->findChild<QDockWidget *>(QStringLiteral("inputs"));
        if (!visible || dock->isFloating() || inputs == nullptr || !inputs->isVisible()
            || window->dockWidgetArea(dock) != Qt::RightDockWidgetArea
            || window->dockWidgetArea(inputs) == Qt::RightDockWidgetArea)
            return;
        const QWidget *content = dock->widget();
        const int needed = std::max(content->minimumWidth(), content->minimumSizeHint().width());
        const int results = window->width() - inputs->width() - needed;
        if (results >= kResultsMinimumWidth)
            return;
        window->tabifyDockWidget(inputs, dock);
        dock->raise();
    });
    QAction *toggle = dock->toggleViewAction();
    toggle->setText(action.text);
    toggle->setShortcut(action.keys);
    toggle->setToolTip(action.toolTip);
    if (view != nullptr)
        view->addAction(toggle);
    return dock;
}

} // namespace scaleplan
