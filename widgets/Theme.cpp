// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Theme.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace scaleplan {

namespace {

const QString kThemeKey = QStringLiteral("ui/theme");

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1f, 0x21, 0x24);
    const QColor text(0xe8, 0xea, 0xed);
    const QColor disabled(0x80, 0x84, 0x8a);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7b, 0xd9));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, disabled);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

} // namespace

void applyTheme(Theme theme)
{
    static const QString platformStyle = QApplication::style()->name();
    static const QPalette platformPalette = QApplication::palette();
    switch (theme) {
    case Theme::System:
        QApplication::setStyle(QStyleFactory::create(platformStyle));
        QApplication::setPalette(platformPalette);
        break;
    case Theme::Light:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case Theme::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        break;
    }
}

Theme storedTheme()
{
    const int value = QSettings().value(kThemeKey, 0).toInt();
    return value == 1 ? Theme::Light : value == 2 ? Theme::Dark : Theme::System;
}

QMenu *createThemeMenu(QWidget *parent)
{
    auto *menu = new QMenu(QApplication::translate("Theme", "&Theme"), parent);
    auto *group = new QActionGroup(menu);
    const Theme current = storedTheme();
    const std::pair<Theme, const char *> choices[] = {
        {Theme::System, QT_TRANSLATE_NOOP("Theme", "Follow the &System")},
        {Theme::Light, QT_TRANSLATE_NOOP("Theme", "&Light")},
        {Theme::Dark, QT_TRANSLATE_NOOP("Theme", "&Dark")},
    };
    for (const auto &[theme, label] : choices) {
        QAction *action = menu->addAction(QApplication::translate("Theme", label));
        action->setCheckable(true);
        action->setChecked(theme == current);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [theme = theme] {
            QSettings().setValue(kThemeKey, static_cast<int>(theme));
            applyTheme(theme);
        });
    }
    return menu;
}

} // namespace scaleplan
