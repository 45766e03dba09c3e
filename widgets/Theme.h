// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMenu;
class QWidget;

namespace scaleplan {

/// Light and dark looks. System keeps the platform's palette (which follows the desktop's
/// colour scheme where the platform theme supports it); Light and Dark force a Fusion
/// palette. The choice is stored in the settings ("ui/theme").
enum class Theme { System, Light, Dark };

/// Applies \p theme to the whole application.
void applyTheme(Theme theme);

/// The stored choice (System when none).
Theme storedTheme();

/// A "Theme" menu with the three choices, applying and storing the one picked.
QMenu *createThemeMenu(QWidget *parent);

} // namespace scaleplan
