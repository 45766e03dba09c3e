// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/WideningScrollArea.h"

#include <QEvent>
#include <QScrollBar>

#include <algorithm>

namespace scaleplan {

WideningScrollArea::WideningScrollArea(QWidget *parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
}

bool WideningScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    // QScrollArea watches its widget already; a new layout there may need more width.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        widenToWidget();
    return QScrollArea::eventFilter(watched, event);
}

void WideningScrollArea::widenToWidget()
{
    const int needed = widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width()
                       + 2 * frameWidth();
    if (needed > minimumWidth())
        setMinimumWidth(needed);
}

} // namespace scaleplan
