// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusMessage.h"

#include <QMainWindow>
#include <QStatusBar>

namespace scaleplan {

void showStatusMessage(QWidget *widget, const QString &text)
{
    auto *main = widget != nullptr ? qobject_cast<QMainWindow *>(widget->window()) : nullptr;
    if (main != nullptr)
        main->statusBar()->showMessage(text, kStatusMessageMs);
}

} // namespace scaleplan
