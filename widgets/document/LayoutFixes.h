// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file LayoutFixes.h
/// \brief The change that makes a layout run (engine::nearestValidLayout()) as the window
/// offers it: one link, one undo step.

#include "scaleplan/engine/NearestValid.h"

#include <QString>

namespace scaleplan {

class ScenarioDocument;

/// What the link of \p fix says: "Use micro-batch 2", "Use tp 4" ...
QString layoutFixText(const engine::LayoutFix &fix);

/// Applies the document's offered fix (ScenarioAnalysis::fix) as one undo step named by
/// layoutFixText(): its one setting, dp derived, the rest of the scenario as it is. False
/// when there is none.
bool applyLayoutFix(ScenarioDocument &document);

/// \p message (plain text) followed by \p fix as a link (href "fix"), as rich text.
QString fixMessageHtml(const QString &message, const QString &fix);

} // namespace scaleplan
