// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scaleplan/engine/Sensitivity.h"

#include <QCoreApplication>
#include <QString>

namespace scaleplan {

/// Translation context of the sensitivity's texts (the dock and the report).
class SensitivityTexts
{
    Q_DECLARE_TR_FUNCTIONS(SensitivityTexts)
};

/// The input as a row label: "GPU matrix-multiply rate", "Node price" ...
QString sensitivityInputText(engine::SensitivityInput input);

/// What is moved and where its value comes from (docs/model.md 9.6), for a tooltip.
QString sensitivityInputToolTip(engine::SensitivityInput input);

} // namespace scaleplan
