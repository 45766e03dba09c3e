// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scaleplan [FILE] [--lang CODE] [--presentation] [--screenshot OUT.png [--size WxH]]
#include "MainWindow.h"
#include "PlainMessageBox.h"
#include "Theme.h"
#include "document/ScenarioDocument.h"
#include "document/UserCatalog.h"

#include "scaleplan/engine/Catalog.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QSize>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

namespace {

/// Installs the program's and Qt's translations for \p code (or the system language).
void installTranslators(QApplication &app, const QString &code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    // Numbers and dates follow the chosen language too (1.234,5 in German).
    if (!code.isEmpty())
        QLocale::setDefault(locale);
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("scaleplan"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);
    else if (!code.isEmpty() && !code.startsWith(QStringLiteral("en")))
        std::fprintf(stderr, "scaleplan: no translation for \"%s\"; showing English\n",
                     qPrintable(code));
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
}

/// On Linux without X11 or Wayland Qt aborts with a plugin error. Runs that need no
/// screen (--help, --version, --screenshot) are drawn offscreen instead; an interactive
/// run gets a message that says what to do. Returns false when there is nothing to show on.
bool prepareDisplay(int argc, char **argv)
{
#ifdef Q_OS_LINUX
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY")
        || qEnvironmentVariableIsSet("WAYLAND_DISPLAY"))
        return true;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-platform" || arg == "--platform") // Qt's own choice of platform plugin
            return true;
        if (arg == "--help" || arg == "-h" || arg == "--version" || arg == "-v"
            || arg.startsWith("--screenshot")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            return true;
        }
    }
    std::fputs("scaleplan: no display (DISPLAY and WAYLAND_DISPLAY are unset). Start it in a "
               "desktop session, pass --screenshot OUT.png to render the window to a file, or "
               "write the report with: scaleplan-cli report FILE --pdf OUT.pdf\n",
               stderr);
    return false;
#else
    Q_UNUSED(argc);
    Q_UNUSED(argv);
    return true;
#endif
}

} // namespace

int main(int argc, char **argv)
{
    if (!prepareDisplay(argc, argv))
        return 2;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Scaleplan"));
    QApplication::setApplicationName(QStringLiteral("Scaleplan"));
    QApplication::setApplicationVersion(QStringLiteral(SCALEPLAN_VERSION));
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral("io.github.scaleplan.Scaleplan"),
                         QIcon(QStringLiteral(":/icons/io.github.scaleplan.Scaleplan-256.png"))));
    QApplication::setDesktopFileName(QStringLiteral("io.github.scaleplan.Scaleplan"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Plan the time, memory and cost of distributed training."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QStringLiteral("Interface language (de, fr, zh_CN, ja, en)."),
                                  QStringLiteral("CODE"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Write the window to OUT.png once drawn, then exit."),
        QStringLiteral("OUT.png"));
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        QStringLiteral("Colour theme for this run: system, light or dark."),
        QStringLiteral("NAME"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QStringLiteral("Window size for --screenshot, e.g. 1280x720 (checks of small screens)."),
        QStringLiteral("WxH"));
    const QCommandLineOption presentation(
        QStringLiteral("presentation"),
        QStringLiteral("Start in presentation mode (View > Presentation Mode)."));
    parser.addOption(theme);
    parser.addOption(lang);
    parser.addOption(screenshot);
    parser.addOption(size);
    parser.addOption(presentation);
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        QStringLiteral("Scenario to open (default: the built-in scenario)."));
    parser.process(app);
    // --lang wins over the choice in View > Language ("" follows the system).
    installTranslators(app, parser.isSet(lang)
                                ? parser.value(lang)
                                : QSettings().value(QStringLiteral("ui/language")).toString());

    const QString themeName = parser.value(theme);
    scaleplan::applyTheme(themeName == QStringLiteral("dark")     ? scaleplan::Theme::Dark
                          : themeName == QStringLiteral("light")  ? scaleplan::Theme::Light
                          : themeName == QStringLiteral("system") ? scaleplan::Theme::System
                                                                  : scaleplan::storedTheme());
    // The built-in catalog with the user's entries (This machine, calibrated systems) over it.
    const scaleplan::UserCatalogLoad catalog = scaleplan::UserCatalog::load();
    if (!catalog.warning.isEmpty())
        std::fprintf(stderr, "scaleplan: %s\n", qPrintable(catalog.warning));
    scaleplan::ScenarioDocument document(catalog.catalog);
    scaleplan::MainWindow window(&document);
    const QString fileArgument = parser.positionalArguments().isEmpty()
                                     ? QString()
                                     : parser.positionalArguments().constFirst();
    if (parser.isSet(screenshot) && !fileArgument.isEmpty()) {
        // No dialogs when nobody is there to close them.
        QString error;
        if (!document.load(fileArgument, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
    }
    QSize requested;
    if (parser.isSet(size)) {
        static const QRegularExpression form(QStringLiteral("^([0-9]{3,5})x([0-9]{3,5})$"));
        const QRegularExpressionMatch match = form.match(parser.value(size));
        if (!match.hasMatch()) {
            std::fprintf(stderr,
                         "scaleplan: --size: \"%s\" is not WIDTHxHEIGHT in pixels, "
                         "e.g. 1280x720\n",
                         qPrintable(parser.value(size)));
            return 2;
        }
        requested = QSize(match.captured(1).toInt(), match.captured(2).toInt());
        window.resize(requested);
    }
    window.show();
    if (parser.isSet(presentation)) {
        if (auto *action = window.findChild<QAction *>(QStringLiteral("presentationAction")))
            action->setChecked(true);
        // Full screen takes the screen's size; --size stands for a screen of that size.
        if (parser.isSet(size) && parser.isSet(screenshot)) {
            window.showNormal();
            window.resize(requested);
        }
    }
    // Work a crash left unsaved is offered before a file argument is opened: opening it
    // first would make the window's own autosave replace it.
    if (!parser.isSet(screenshot)) {
        const bool recovered = window.offerRecovery();
        if (!fileArgument.isEmpty() && !recovered)
            window.openFile(fileArgument);
    }

    if (!parser.isSet(screenshot) && !catalog.warning.isEmpty()) {
        QTimer::singleShot(0, &window, [&window, text = catalog.warning] {
            scaleplan::PlainMessageBox::warning(&window, scaleplan::UserCatalog::tr("Your Catalog"),
                                                text);
        });
    }
    // Prices edited outside the window (an editor, another window, probe --catalog-out).
    if (!parser.isSet(screenshot) && !scaleplan::UserCatalog::path().isEmpty())
        window.followUserCatalog(scaleplan::UserCatalog::path());
    if (parser.isSet(screenshot)) {
        const QString out = parser.value(screenshot);
        // Two event-loop passes: the document recomputes, then the charts repaint.
        QTimer::singleShot(200, &window, [&window, out] {
            const bool ok = window.grab().save(out);
            if (!ok)
                std::fprintf(stderr, "scaleplan: cannot write %s\n", qPrintable(out));
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return QApplication::exec();
}
