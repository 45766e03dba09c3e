// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The interface translations: embedded under :/i18n, complete, and placeholders intact.
#include "MainWindow.h"
#include "common/Texts.h"
#include "document/ScenarioDocument.h"

#include "scaleplan/engine/Catalog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace scaleplan;

namespace {

const QStringList kLanguages
    = {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("zh_CN"), QStringLiteral("ja")};

QString translationsDir()
{
    return QStringLiteral(SCALEPLAN_SOURCE_DIR "/translations");
}

/// The placeholders of \p text, sorted: %1…%99, %n, %L1 and printf-style %.6g and %.0f.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%(?:L?\\d{1,2}|n|\\.\\d+[a-z])"));
    QStringList found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text))
        found.append(match.captured());
    found.sort();
    return found;
}

/// The number of keyboard accelerators ("&x", not "&&") in \p text.
int accelerators(const QString &text)
{
    int count = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (!text[i + 1].isSpace())
            ++count;
    }
    return count;
}

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    QString type;      // the <translation> element's type attribute
    QStringList forms; // the translation, or its numerus forms
};

QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS") || name == QLatin1String("context"))
            continue; // descend
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            Message message;
            message.context = context;
            message.numerus
                = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    message.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    message.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (message.numerus) {
                        while (xml.readNextStartElement()) {
                            if (xml.name() == QLatin1String("numerusform"))
                                message.forms.append(xml.readElementText());
                            else
                                xml.skipCurrentElement();
                        }
                    } else {
                        message.forms.append(xml.readElementText());
                    }
                } else {
                    xml.skipCurrentElement();
                }
            }
            messages.append(message);
        } else {
            xml.skipCurrentElement();
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void embeddedCatalogueTranslates_data();
    void embeddedCatalogueTranslates();
    void tsFilesAreComplete_data();
    void tsFilesAreComplete();
    void languageMenuShowsTheStoredChoice();
    void builtinCatalogTextsTranslate();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Scaleplan"));
    QCoreApplication::setApplicationName(QStringLiteral("TestTranslations"));
}

void TestTranslations::embeddedCatalogueTranslates_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("field");
    QTest::newRow("de") << "de"
                        << "&Datei"
                        << "Tensor-Parallelität (tp)";
    QTest::newRow("fr") << "fr"
                        << "&Fichier"
                        << "Parallélisme de tenseurs (tp)";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "文件(&F)"
                           << "张量并行（tp）";
    QTest::newRow("ja") << "ja"
                        << "ファイル(&F)"
                        << "テンソル並列（tp）";
}

void TestTranslations::embeddedCatalogueTranslates()
{
    QFETCH(QString, code);
    QFETCH(QString, file);
    QFETCH(QString, field);
    const QString path = QStringLiteral(":/i18n/scaleplan_%1.qm").arg(code);
    QVERIFY2(QFile::exists(path), qPrintable(path));

    // Found the way main.cpp looks for it: by locale, under :/i18n.
    QTranslator translator;
    QVERIFY(translator.load(QLocale(code), QStringLiteral("scaleplan"), QStringLiteral("_"),
                            QStringLiteral(":/i18n")));
    QCOMPARE(translator.translate("scaleplan::MainWindow", "&File"), file);

    // An engine code with its arguments: an unknown instance and the catalog id near it.
    const engine::Diagnostic unknown{engine::Severity::Error,
                                     engine::DiagCode::UnknownInstance,
                                     "cluster.instance",
                                     {"p5.48xlarge", "aws/p5.48xlarge"}};
    const QString english = diagnosticText(unknown);
    QCOMPARE(english, QStringLiteral("unknown instance \"p5.48xlarge\" (nearest in the catalog: "
                                     "aws/p5.48xlarge); choose one of the instances in the "
                                     "Cluster list"));

    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(fieldLabel(QStringLiteral("parallel.tp")), field); // QT_TRANSLATE_NOOP text
    QCOMPARE(MainWindow::tr("&File"), file);
    const QString translated = diagnosticText(unknown);
    // The typed id and the suggestion, in a sentence of the language.
    QVERIFY2(translated != english && translated.count(QLatin1String("p5.48xlarge")) == 2
                 && translated.contains(QLatin1String("aws/p5.48xlarge")),
             qPrintable(translated));
    // A syntax error: where it is and the text there, in a sentence of the language, not
    // the parser's English.
    const engine::Diagnostic syntax{
        engine::Severity::Error, engine::DiagCode::MalformedJson, "", {"12", "7", "\"tp\": 4}"}};
    const QString syntaxText = diagnosticText(syntax);
    QVERIFY2(!syntaxText.contains(QLatin1String("JSON at line"))
                 && syntaxText.contains(QLatin1String("12"))
                 && syntaxText.contains(QLatin1String("\"tp\": 4}")),
             qPrintable(syntaxText));
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(MainWindow::tr("&File"), QStringLiteral("&File"));

    // Dollars in a planner message (the engine writes "$26,398,248") read as the locale
    // writes money, like every other figure of the sentence.
    const engine::Diagnostic over{engine::Severity::Error,
                                  engine::DiagCode::PlanOverBudget,
                                  "",
                                  {"2000000", "$26,398,248", "13.2"}};
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString german = diagnosticText(over);
    QLocale::setDefault(before);
    QVERIFY2(german.contains(QStringLiteral("26.398.248"))
                 && !german.contains(QStringLiteral("$26,")),
             qPrintable(german));
}

void TestTranslations::builtinCatalogTextsTranslate()
{
    // Every price source and the price caveat of the built-in catalog is offered to the
    // translators: a catalog update that adds a source must add it to the list too.
    const engine::Catalog &catalog = engine::builtinCatalog();
    const QStringList known = builtinCatalogTexts();
    const auto parts = [](const std::string &source) {
        return QString::fromStdString(source).split(QStringLiteral("; spot: "));
    };
    QVERIFY(known.contains(QString::fromStdString(catalog.priceCaveat)));
    for (const engine::Instance &instance : catalog.instances) {
        for (const QString &part : parts(instance.priceSource))
            QVERIFY2(part.isEmpty() || known.contains(part),
                     qPrintable(QString::fromStdString(instance.id) + QStringLiteral(": ") + part));
    }

    QTranslator translator;
    QVERIFY(translator.load(QLocale(QStringLiteral("de")), QStringLiteral("scaleplan"),
                            QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const QString source = catalogText("AWS price list; spot: Vantage");
    const QString caveat = catalogText(catalog.priceCaveat);
    const QString own = catalogText("our 2027 quote");
    QCoreApplication::removeTranslator(&translator);
    // Both halves of a source are translated, and so is the marker between them.
    QVERIFY2(!source.contains(QStringLiteral("price list"))
                 && !source.contains(QStringLiteral("spot:"))
                 && source.contains(QStringLiteral("Vantage")),
             qPrintable(source));
    QVERIFY2(caveat != QString::fromStdString(catalog.priceCaveat)
                 && caveat.contains(QStringLiteral("SkyPilot")),
             qPrintable(caveat));
    // A user's own text stays as written.
    QCOMPARE(own, QStringLiteral("our 2027 quote"));
}

void TestTranslations::tsFilesAreComplete_data()
{
    QTest::addColumn<QString>("path");
    const QStringList files
        = QDir(translationsDir()).entryList({QStringLiteral("scaleplan_*.ts")}, QDir::Files);
    for (const QString &code : kLanguages)
        QVERIFY2(files.contains(QStringLiteral("scaleplan_%1.ts").arg(code)), qPrintable(code));
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << QDir(translationsDir()).filePath(file);
}

void TestTranslations::tsFilesAreComplete()
{
    QFETCH(QString, path);
    QString error;
    const QList<Message> messages = readTs(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);
    QStringList problems;
    for (const Message &m : messages) {
        const QString where = m.context + QStringLiteral(": \"") + m.source + QLatin1Char('"');
        if (!m.type.isEmpty()) {
            problems.append(where + QStringLiteral(" is ") + m.type);
            continue;
        }
        if (m.forms.isEmpty())
            problems.append(where + QStringLiteral(" has no translation"));
        for (const QString &form : m.forms) {
            if (form.trimmed().isEmpty()) {
                problems.append(where + QStringLiteral(" has an empty translation"));
                continue;
            }
            QStringList expected = placeholders(m.source);
            QStringList actual = placeholders(form);
            if (m.numerus && m.forms.size() > 1) { // a plural form may spell the number out
                expected.removeAll(QStringLiteral("%n"));
                actual.removeAll(QStringLiteral("%n"));
            }
            if (expected != actual)
                problems.append(where + QStringLiteral(" changes the placeholders: ") + form);
            if (accelerators(m.source) != accelerators(form))
                problems.append(where + QStringLiteral(" changes the accelerators: ") + form);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::languageMenuShowsTheStoredChoice()
{
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("fr"));
    ScenarioDocument document(engine::builtinCatalog());
    MainWindow window(&document);
    QMenu *language = nullptr;
    for (QAction *top : window.menuBar()->actions()) {
        if (!top->menu())
            continue;
        for (QAction *item : top->menu()->actions()) {
            if (item->menu() && item->text() == MainWindow::tr("&Language"))
                language = item->menu();
        }
    }
    QVERIFY(language);
    const QList<QAction *> choices = language->actions();
    QCOMPARE(choices.size(), 6);
    QStringList checked;
    for (QAction *choice : choices) {
        if (choice->isChecked())
            checked.append(choice->text());
    }
    QCOMPARE(checked, QStringList{QStringLiteral("Français")});
    QSettings().remove(QStringLiteral("ui/language"));
}

QTEST_MAIN(TestTranslations)
#include "TestTranslations.moc"
