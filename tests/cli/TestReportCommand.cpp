// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later

// `scaleplan-cli report`: the PDF and CSV it writes, its paper sizes, and its exit
// statuses; on any error no output file appears and an existing one stays as it was.

#include "PdfText.h"

#include "scaleplan/engine/Csv.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kExamples = QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/examples");

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CliRun run(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C")); // numbers as en_US
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));             // the command picks offscreen
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SCALEPLAN_CLI), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool isOneLine(const QByteArray &text)
{
    return text.size() > 1 && text.endsWith('\n') && text.count('\n') == 1;
}

} // namespace

class TestReportCommand : public QObject
{
    Q_OBJECT

private slots:
    void unavailableWithoutTheDesktopLibraries();
    void init();
    void writesPdfAndCsv();
    void letterPaper();
    void otherLanguage();
    void badArguments_data();
    void badArguments();
    void invalidScenarioWritesNothing();
    void unwritablePathIsAFailure();

private:
    QTemporaryDir m_dir;
    QString m_scenario = kExamples + QStringLiteral("/llama3-8b-p5-spot.json");
};

void TestReportCommand::unavailableWithoutTheDesktopLibraries()
{
#ifdef SCALEPLAN_HAVE_WIDGETS
    QSKIP("built with the desktop libraries: report is available");
#else
    const QString pdf = m_dir.filePath(QStringLiteral("none.pdf"));
    const CliRun r = run({QStringLiteral("report"), m_scenario, QStringLiteral("--pdf"), pdf});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("not available"), r.err.constData());
    QVERIFY(!QFile::exists(pdf));
#endif
}

void TestReportCommand::init()
{
    if (QTest::currentTestFunction() == QLatin1String("unavailableWithoutTheDesktopLibraries"))
        return;
#ifndef SCALEPLAN_HAVE_WIDGETS
    QSKIP("built without the desktop libraries: report is unavailable");
#endif
    QVERIFY(m_dir.isValid());
}

void TestReportCommand::writesPdfAndCsv()
{
    const QString pdf = m_dir.filePath(QStringLiteral("plan.pdf"));
    const QString csv = m_dir.filePath(QStringLiteral("plan.csv"));
    const CliRun r = run({QStringLiteral("report"), m_scenario, QStringLiteral("--pdf"), pdf,
                          QStringLiteral("--csv"), csv});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY(readFile(pdf).startsWith("%PDF-"));

    // The CSV holds the report's node sweep: the sweep command's columns, 16 nodes among them.
    const auto records = scaleplan::engine::parseCsv(readFile(csv).toStdString());
    QVERIFY(records.size() >= 6);
    QCOMPARE(records.front().front(), std::string("nodes"));
    QCOMPARE(records.front().back(), std::string("reason"));
    bool sixteen = false;
    for (std::size_t i = 1; i < records.size(); ++i) {
        QCOMPARE(records[i].size(), records.front().size());
        sixteen = sixteen || records[i].front() == "16";
    }
    QVERIFY(sixteen);

    if (!scaleplan::test::havePoppler())
        QSKIP("poppler-utils (pdftotext, pdfinfo) are not installed");
    QCOMPARE(scaleplan::test::pdfPageSize(pdf), QStringLiteral("595 x 842 pts (A4)"));
    const QString text = scaleplan::test::pdfText(pdf);
    QVERIFY(text.contains(
        QStringLiteral("Training plan: Llama 3 8B on 16 x p5.48xlarge, half on spot")));
    for (const char *section :
         {"Summary", "Assumptions", "Prices", "Charts", "Node-count sweep", "Risk", "Method notes",
          "Korthikanti", "aws/p5.48xlarge", "Time and cost", "What the cost is made of",
          "Best alternative found by the planner", "Appendix: sources"})
        QVERIFY2(text.contains(QLatin1String(section)), section);
    // One scenario: no comparison section.
    QVERIFY(!text.contains(QStringLiteral("Comparison")));
}

void TestReportCommand::letterPaper()
{
    if (!scaleplan::test::havePoppler())
        QSKIP("poppler-utils (pdfinfo) are not installed");
    const QString pdf = m_dir.filePath(QStringLiteral("letter.pdf"));
    const CliRun r = run({QStringLiteral("report"), m_scenario, QStringLiteral("--pdf"), pdf,
                          QStringLiteral("--paper"), QStringLiteral("letter")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(scaleplan::test::pdfPageSize(pdf), QStringLiteral("612 x 792 pts (letter)"));
}

void TestReportCommand::otherLanguage()
{
    // --lang de: German words, and German number and date formats.
    if (!scaleplan::test::havePoppler())
        QSKIP("poppler-utils (pdftotext) are not installed");
    const QString pdf = m_dir.filePath(QStringLiteral("de.pdf"));
    const CliRun r = run({QStringLiteral("report"), m_scenario, QStringLiteral("--pdf"), pdf,
                          QStringLiteral("--lang"), QStringLiteral("de")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = scaleplan::test::pdfText(pdf);
    for (const char *german : {"Trainingsplan: Llama 3 8B", "Zusammenfassung", "Zeit und Kosten",
                               "Anhang: Quellen", "pro Knotenstunde", "55,04 $"})
        QVERIFY2(text.contains(QString::fromUtf8(german)), german);
    QVERIFY(!text.contains(QStringLiteral("Time and cost")));
}

void TestReportCommand::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("field");
    const QString report = QStringLiteral("report");
    const QString pdf = QStringLiteral("--pdf");
    const QString out = QStringLiteral("out.pdf");
    QTest::newRow("no --pdf") << QStringList{report, m_scenario} << "--pdf";
    QTest::newRow("--pdf without value") << QStringList{report, m_scenario, pdf} << "--pdf";
    QTest::newRow("empty --pdf") << QStringList{report, m_scenario, pdf, QString()} << "--pdf";
    QTest::newRow("paper a3") << QStringList{report,
                                             m_scenario,
                                             pdf,
                                             out,
                                             QStringLiteral("--paper"),
                                             QStringLiteral("a3")}
                              << "--paper";
    QTest::newRow("lang xx")
        << QStringList{report, m_scenario, pdf, out, QStringLiteral("--lang"), QStringLiteral("xx")}
        << "--lang";
    QTest::newRow("unknown option") << QStringList{report,
                                                   m_scenario,
                                                   pdf,
                                                   out,
                                                   QStringLiteral("--format"),
                                                   QStringLiteral("pdf")}
                                    << "unknown option";
}

void TestReportCommand::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, field);
    const CliRun r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(field.toUtf8()), r.err.constData());
    QVERIFY(!QFile::exists(QStringLiteral("out.pdf")));
}

void TestReportCommand::invalidScenarioWritesNothing()
{
    const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "scaleplan.scenario", "version": 1, "model": {"preset": "llama3-8b"},
                  "training": {"tokens": 1e12, "global_batch": -4},
                  "cluster": {"instance": "aws/p5.48xlarge", "nodes": 2}})");
    file.close();
    const QString pdf = m_dir.filePath(QStringLiteral("kept.pdf"));
    const QString csv = m_dir.filePath(QStringLiteral("none.csv"));
    QFile old(pdf);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old report");
    old.close();
    const CliRun r = run({QStringLiteral("report"), bad, QStringLiteral("--pdf"), pdf,
                          QStringLiteral("--csv"), csv});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(isOneLine(r.err), r.err.constData());
    QVERIFY2(r.err.startsWith("training.global_batch"), r.err.constData());
    QCOMPARE(readFile(pdf), QByteArray("old report"));
    QVERIFY(!QFile::exists(csv));
}

void TestReportCommand::unwritablePathIsAFailure()
{
    const QString pdf = m_dir.filePath(QStringLiteral("no/such/folder/plan.pdf"));
    const CliRun r = run({QStringLiteral("report"), m_scenario, QStringLiteral("--pdf"), pdf});
    QCOMPARE(r.exitCode, 1);
    // The path, the system's reason and what to check (engine/AtomicFile.h).
    QVERIFY2(r.err.contains(": cannot be saved (No such file or directory); check the folder"),
             r.err.constData());
    QVERIFY(!QFile::exists(pdf));
}

QTEST_GUILESS_MAIN(TestReportCommand)
#include "TestReportCommand.moc"
