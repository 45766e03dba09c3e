// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `report FILE --pdf OUT.pdf [--csv OUT.csv] [--paper a4|letter]`: the written report,
// laid out by the workbench's ReportWriter. This file is built into `scaleplan-report`
// only (scaleplan-cli hands the command over to it: ReportLauncher.cpp), so the other
// commands start without loading Qt. Qt Gui starts offscreen unless a platform is set,
// so the command never needs a display.
#include "CliSupport.h"
#include "ReportUsage.h"

#include <stdexcept>

#include "report/ReportContent.h"
#include "report/ReportWriter.h"

#include "scaleplan/engine/AtomicFile.h"
#include "scaleplan/engine/ScenarioName.h"
#include "scaleplan/engine/Sweep.h"

#include <QApplication>
#include <QBuffer>
#include <QTranslator>

#include <cstdio>
#include <memory>

namespace scaleplan::cli {

const char *const kReportUsage = kReportUsageText;
const char *const kReportHelp = kReportHelpText;

namespace {

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

/// The option's value, which must not be empty.
std::string requireValue(const Arguments &args, const char *name, const char *what)
{
    const std::string value = args.option(name, "");
    if (value.empty())
        throw UsageError{std::string(name) + ": report needs " + name + " " + what};
    return value;
}

QPageSize::PageSizeId paperOption(const Arguments &args)
{
    const std::string paper = args.option("--paper", "a4");
    if (paper == "a4")
        return QPageSize::A4;
    if (paper == "letter")
        return QPageSize::Letter;
    throw UsageError{"--paper: \"" + paper + "\" must be a4 or letter"};
}

/// The report's language (--lang): its translations and its number and date formats.
/// Without --lang the words are English and the formats the system's, as before.
std::unique_ptr<QTranslator> installLanguage(const Arguments &args)
{
    if (!args.has("--lang"))
        return nullptr;
    const std::string code = args.option("--lang", "");
    if (code != "en" && code != "de" && code != "fr" && code != "ja" && code != "zh_CN")
        throw UsageError{"--lang: \"" + code + "\" must be en, de, fr, ja or zh_CN"};
    const QLocale locale
        = code == "en" ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale(fromStd(code));
    QLocale::setDefault(locale);
    if (code == "en")
        return nullptr;
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(locale, QStringLiteral("scaleplan"), QStringLiteral("_"),
                          QStringLiteral(":/i18n")))
        throw std::runtime_error("--lang: the " + code + " translation is missing from this build");
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

/// Qt's own notes (the offscreen platform's XDG_RUNTIME_DIR warning) are not the
/// command's output; errors still reach standard error.
void quietQtMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "scaleplan-cli: %s\n", qPrintable(message));
}

/// The running application, or one made for this command (offscreen by default).
std::unique_ptr<QApplication> ensureApplication()
{
    if (QCoreApplication::instance())
        return nullptr;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "scaleplan-cli";
    static char *argv[] = {name, nullptr};
    qInstallMessageHandler(quietQtMessages);
    auto app = std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Scaleplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SCALEPLAN_VERSION));
    return app;
}

/// Writes \p bytes to \p path atomically (engine/AtomicFile.h), or throws naming the path.
void writeOrFail(const std::string &path, std::string_view bytes)
{
    if (const std::string error = engine::writeFileAtomically(path, bytes); !error.empty())
        throw std::runtime_error(error);
}

} // namespace

int reportCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &,
                  std::ostream &)
{
    const Arguments args
        = splitArguments(words, {"--pdf", "--csv", "--paper", "--lang", "--catalog"});
    if (!args.has("--pdf"))
        throw UsageError{"--pdf: report needs --pdf OUT.pdf"};
    const std::string pdfPath = requireValue(args, "--pdf", "OUT.pdf");
    const std::string csvPath
        = args.has("--csv") ? requireValue(args, "--csv", "OUT.csv") : std::string();
    const QPageSize::PageSizeId paper = paperOption(args);
    const engine::Catalog catalog = loadCatalog(args, in);
    const std::string &file = onlyFile(args, "report");
    const engine::Scenario scenario = loadScenario(file, catalog, in);

    const std::unique_ptr<QApplication> app = ensureApplication();
    const std::unique_ptr<QTranslator> translator = installLanguage(args);
    ReportInput input;
    input.catalog = &catalog;
    input.scenario = scenario;
    // A scenario nobody named is called what it is ("Llama 3 8B, 1T tokens on 8 x ...").
    input.scenarioName = fromStd(
        scenario.name.empty() ? engine::derivedScenarioName(scenario, catalog) : scenario.name);
    input.date = QDate::currentDate();
    const ReportContent content = buildReportContent(input);

    // Both files are complete before either replaces anything.
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    ReportWriter::writePdf(content, &pdf, paper);
    const std::string csv = csvPath.empty() ? std::string() : engine::sweepToCsv(content.sweep);
    writeOrFail(pdfPath, std::string_view(pdf.data().constData(),
                                          static_cast<std::size_t>(pdf.data().size())));
    if (!csvPath.empty())
        writeOrFail(csvPath, csv);
    return Success;
}

} // namespace scaleplan::cli
