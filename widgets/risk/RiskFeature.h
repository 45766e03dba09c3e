// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;
class QMenu;

namespace scaleplan {

class ScenarioDocument;

/// Adds the "Risk" dock (View > Risk, Ctrl+Shift+R) and Tools > Calibrate from
/// Measurements… to \p window.
void installRiskAndCalibration(QMainWindow *window, ScenarioDocument *document, QMenu *view,
                               QMenu *tools);

} // namespace scaleplan
