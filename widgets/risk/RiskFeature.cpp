// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "risk/RiskFeature.h"

#include "FeatureDock.h"
#include "calibration/CalibrationDialog.h"
#include "document/ScenarioDocument.h"
#include "risk/RiskPanel.h"

#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>

namespace scaleplan {

void installRiskAndCalibration(QMainWindow *window, ScenarioDocument *document, QMenu *view,
                               QMenu *tools)
{
    auto *panel = new RiskPanel(document);
    panel->setMinimumWidth(360); // the policy table and the histogram stay legible
    // The histogram keeps the height its axis labels need; a short screen scrolls the dock.
    auto *scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(440);
    addFeatureDock(window, view, RiskPanel::tr("Risk"), QStringLiteral("risk"), scroll,
                   {RiskPanel::tr("&Risk"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                    RiskPanel::tr("Failures, spot reclaims and checkpoints: simulated finish "
                                  "times and costs")});

    tools->addAction(CalibrationDialog::tr("&Calibrate from Measurements…"), window,
                     [window, document] {
                         CalibrationDialog dialog(document, window);
                         dialog.exec();
                     });
}

} // namespace scaleplan
