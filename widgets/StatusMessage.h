// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file StatusMessage.h
/// \brief One line in the window's status bar saying what just happened where (a file
/// saved, prices re-read), for as long as every such message stays.

#include <QString>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace scaleplan {

/// How long a status message stays, milliseconds.
inline constexpr int kStatusMessageMs = 10000;

/// Shows \p text in the status bar of the main window \p widget belongs to (nothing when it
/// is in none).
void showStatusMessage(QWidget *widget, const QString &text);

} // namespace scaleplan
