// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "risk/RiskFeature.h"

#include "calibration/CalibrationDialog.h"
#include "document/ScenarioDocument.h"
#include "risk/RiskPanel.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace scaleplan {

void installRiskAndCalibration(QMainWindow *window, ScenarioDocument *document, QMenu *view,
                               QMenu *tools)
{
    auto *dock = new QDockWidget(RiskPanel::tr("Risk"), window);
    dock->setObjectName(QStringLiteral("risk"));
    auto *panel = new RiskPanel(document, dock);
    panel->setMinimumWidth(360); // the policy table and the histogram stay legible
    dock->setWidget(panel);
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    dock->hide();
    QAction *toggle = dock->toggleViewAction();
    toggle->setText(RiskPanel::tr("&Risk"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    toggle->setToolTip(RiskPanel::tr("Failures, spot reclaims and checkpoints: simulated "
                                     "finish times and costs"));
    view->addAction(toggle);

    tools->addAction(CalibrationDialog::tr("&Calibrate from Measurements…"), window,
                     [window, document] {
                         CalibrationDialog dialog(document, window);
                         dialog.exec();
                     });
}

} // namespace scaleplan
