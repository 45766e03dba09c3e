// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Charts leave the window as PNG (sharp, not blank), as SVG (well-formed XML with vector
// paths and the chart's own text) and through the clipboard; File > Export writes the
// report and both CSV files, and every chart has its context menu.

#include "charts/ChartData.h"
#include "charts/ChartExport.h"
#include "charts/ChartPanel.h"
#include "charts/StackedBarChart.h"
#include "compare/ComparisonModel.h"
#include "document/ChartDataBuilder.h"
#include "document/ScenarioDocument.h"
#include "report/ExportActions.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Csv.h"
#include "scaleplan/engine/Sensitivity.h"

#include <QChart>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMimeData>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace scaleplan;
using Chart = ChartPanel::Chart;

class TestChartExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pngIsSharpAndNotBlank_data();
    void pngIsSharpAndNotBlank();
    void svgIsVector_data();
    void svgIsVector();
    void clipboardHoldsImageAndSvg();
    void unwritablePathFails();
    void exportMenuWritesFiles();
    void chartMenuOffersCopyAndSaves();
    void unscalableLayoutSaysWhy();
    void tooltipsSayWhereEachPartComesFrom();

private:
    void addCharts();

    QTemporaryDir m_dir;
    ChartPanel *m_panel = nullptr;
};

void TestChartExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_panel = new ChartPanel;
    m_panel->resize(1000, 700);
    m_panel->setData(
        buildChartData(defaultScenario(engine::builtinCatalog()), engine::builtinCatalog(), 0, 0));
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
}

void TestChartExport::addCharts()
{
    QTest::addColumn<int>("chart");
    QTest::newRow("cost-time") << int(Chart::CostTime);
    QTest::newRow("breakdown") << int(Chart::Breakdown);
    QTest::newRow("memory") << int(Chart::Memory);
    QTest::newRow("scaling") << int(Chart::Scaling);
}

void TestChartExport::pngIsSharpAndNotBlank_data()
{
    addCharts();
}

void TestChartExport::pngIsSharpAndNotBlank()
{
    QFETCH(int, chart);
    const QSize onScreen = m_panel->chartSize(Chart(chart));
    QVERIFY(onScreen.width() > 300 && onScreen.height() > 200);
    const QString path = m_dir.filePath(QStringLiteral("chart%1.png").arg(chart));
    QString error;
    QVERIFY2(chartexport::savePng(*m_panel, Chart(chart), path, &error), qPrintable(error));
    const QImage image(path);
    // Twice the on-screen size: sharp on high-density screens and in documents.
    QCOMPARE(image.size(), onScreen * 2);
    // Not blank: many colours (lines, text, legend), and ink on a good share of it.
    QSet<QRgb> colours;
    qint64 ink = 0;
    const QRgb background = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QRgb pixel = image.pixel(x, y);
            colours.insert(pixel);
            ink += pixel != background;
        }
    }
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    QVERIFY2(ink > image.width() * image.height() / 4 / 100, qPrintable(QString::number(ink)));
}

void TestChartExport::svgIsVector_data()
{
    addCharts();
}

void TestChartExport::svgIsVector()
{
    QFETCH(int, chart);
    const QString path = m_dir.filePath(QStringLiteral("chart%1.svg").arg(chart));
    QString error;
    QVERIFY2(chartexport::saveSvg(*m_panel, Chart(chart), path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int paths = 0;
    int images = 0;
    QString text;
    while (!xml.atEnd()) {
        xml.readNext();
        // QSvgGenerator writes lines, bars and markers as these shapes.
        static const QSet<QString> shapes{QStringLiteral("path"),    QStringLiteral("polyline"),
                                          QStringLiteral("polygon"), QStringLiteral("rect"),
                                          QStringLiteral("line"),    QStringLiteral("ellipse"),
                                          QStringLiteral("circle")};
        if (xml.isStartElement() && shapes.contains(xml.name().toString()))
            ++paths;
        if (xml.isStartElement() && xml.name() == QLatin1String("image"))
            ++images;
        if (xml.isCharacters())
            text += xml.text();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(paths > 10, qPrintable(QString::number(paths)));
    QVERIFY(xml.device()->size() > 0);
    QCOMPARE(images, 0);
    // The chart's own words as text, not as pictures of text.
    QVERIFY2(text.contains(ChartPanel::chartTitle(Chart(chart))), qPrintable(text.left(400)));
}

void TestChartExport::clipboardHoldsImageAndSvg()
{
    QGuiApplication::clipboard()->clear();
    chartexport::copyToClipboard(*m_panel, Chart::Memory);
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    QVERIFY(mime);
    QVERIFY(mime->hasImage());
    const QImage image = qvariant_cast<QImage>(mime->imageData());
    QCOMPARE(image.size(), m_panel->chartSize(Chart::Memory) * 2);
    QVERIFY(mime->data(QStringLiteral("image/svg+xml")).contains("<svg"));
}

void TestChartExport::unwritablePathFails()
{
    QString error;
    const QString path = m_dir.filePath(QStringLiteral("missing/folder/chart.png"));
    QVERIFY(!chartexport::savePng(*m_panel, Chart::CostTime, path, &error));
    QVERIFY(error.contains(path));
    QVERIFY(!QFile::exists(path));
}

void TestChartExport::exportMenuWritesFiles()
{
    QMainWindow window;
    ScenarioDocument document(engine::builtinCatalog());
    ComparisonModel comparison(engine::builtinCatalog());
    comparison.setCurrent(QStringLiteral("default"), document.scenario());
    engine::Scenario more = document.scenario();
    more.cluster.nodes *= 2;
    comparison.addScenario(QStringLiteral("twice the nodes"), more);
    auto *charts = new ChartPanel(&window);
    QMenu menu;
    ExportActions actions(&document, charts, &comparison, &menu, &window);
    // PDF Report (Ctrl+P), Sweep CSV, Comparison CSV, Sensitivity CSV.
    const QList<QAction *> items = menu.actions();
    QCOMPARE(items.size(), 4);
    QCOMPARE(items.first()->shortcut(), QKeySequence(QKeySequence::Print));

    QString error;
    const QString pdf = m_dir.filePath(QStringLiteral("window.pdf"));
    QVERIFY2(actions.exportReport(pdf, QPageSize::Letter, &error), qPrintable(error));
    QFile report(pdf);
    QVERIFY(report.open(QIODevice::ReadOnly));
    QVERIFY(report.read(5) == "%PDF-");

    const QString sweep = m_dir.filePath(QStringLiteral("sweep.csv"));
    QVERIFY2(actions.exportSweepCsv(sweep, &error), qPrintable(error));
    QFile sweepFile(sweep);
    QVERIFY(sweepFile.open(QIODevice::ReadOnly));
    const auto rows = engine::parseCsv(sweepFile.readAll().toStdString());
    QVERIFY(rows.size() > 3);
    QCOMPARE(rows.front().front(), std::string("nodes"));

    const QString compared = m_dir.filePath(QStringLiteral("comparison.csv"));
    QVERIFY2(actions.exportComparisonCsv(compared, &error), qPrintable(error));
    QFile comparedFile(compared);
    QVERIFY(comparedFile.open(QIODevice::ReadOnly));
    const auto records = engine::parseCsv(comparedFile.readAll().toStdString());
    QCOMPARE(records.size(), std::size_t(3)); // header and two scenarios
    QCOMPARE(records[2].front(), std::string("twice the nodes"));

    // The sensitivity as the command line writes it: a row per input, the GEMM rate first.
    const QString moved = m_dir.filePath(QStringLiteral("sensitivity.csv"));
    QVERIFY2(actions.exportSensitivityCsv(moved, &error), qPrintable(error));
    QFile movedFile(moved);
    QVERIFY(movedFile.open(QIODevice::ReadOnly));
    const QByteArray movedText = movedFile.readAll();
    QCOMPARE(movedText.toStdString(), engine::sensitivityToCsv(engine::sensitivity(
                                          document.scenario(), engine::builtinCatalog())));
    QCOMPARE(engine::parseCsv(movedText.toStdString()).at(1).front(), std::string("matmul_rate"));
    // No estimate, no file: the message says why.
    document.edit(QStringLiteral("tp"), ScenarioDocument::Merge::None,
                  [](engine::Scenario &s) { s.parallel.tp = 3; });
    QTRY_VERIFY(document.problem().has_value());
    QVERIFY(!actions.exportSensitivityCsv(m_dir.filePath(QStringLiteral("none.csv")), &error));
    QVERIFY2(error.startsWith(QStringLiteral("No estimate:")), qPrintable(error));
}

void TestChartExport::chartMenuOffersCopyAndSaves()
{
    QMainWindow window;
    ScenarioDocument document(engine::builtinCatalog());
    QMenu exportMenu;
    ExportActions actions(&document, m_panel, nullptr, &exportMenu, &window);
    QMenu *menu = actions.chartMenu(Chart::Scaling);
    QStringList texts;
    for (QAction *action : menu->actions())
        texts << action->text();
    QCOMPARE(texts, (QStringList{QStringLiteral("&Copy"), QStringLiteral("Save as &PNG…"),
                                 QStringLiteral("Save as &SVG…")}));
    QGuiApplication::clipboard()->clear();
    menu->actions().first()->trigger();
    QVERIFY(QGuiApplication::clipboard()->mimeData()->hasImage());
    delete menu;
}

void TestChartExport::unscalableLayoutSaysWhy()
{
    // An estimate whose layout runs at no node count of its instance leaves the scaling chart
    // without points; the chart says why instead of standing empty.
    ChartPanel panel;
    panel.resize(1000, 700);
    ChartData data
        = buildChartData(defaultScenario(engine::builtinCatalog()), engine::builtinCatalog(), 0, 0);
    QVERIFY(data.valid && !data.scaling.empty());
    const auto visibleNotes = [&panel] {
        QStringList texts;
        for (const QLabel *label : panel.findChildren<QLabel *>()) {
            if (label->isVisibleTo(&panel) && label->text().startsWith(QStringLiteral("No ")))
                texts.append(label->text());
        }
        return texts;
    };
    panel.setData(data);
    QVERIFY(visibleNotes().isEmpty());
    data.scaling.clear();
    panel.setData(data);
    const QStringList notes = visibleNotes();
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes.front().startsWith(QStringLiteral("No node count runs this layout")),
             qPrintable(notes.front()));
    // No estimate of its own (the layout breaks a rule at its node count): the step and
    // memory charts say so; the cost chart keeps the curves of the counts where it runs.
    data.valid = false;
    data.layoutRuns = false;
    panel.setData(data);
    QCOMPARE(visibleNotes().size(), 3);
    QVERIFY(visibleNotes().front().startsWith(QStringLiteral("No estimate")));
    // Nor any node count where it runs: every chart says so, the same way.
    data.costTime.clear();
    panel.setData(data);
    QCOMPARE(visibleNotes().size(), 4);
    for (const QString &note : visibleNotes())
        QVERIFY2(note.startsWith(QStringLiteral("No estimate")), qPrintable(note));
    // A note hides the chart under it, on screen and in an export: no axes, title or goal
    // lines to read as figures, nor to run through the note. The top fifth of the saved
    // image, where the title and the highest tick stand, is the background alone.
    for (const QLabel *label : panel.findChildren<QLabel *>()) {
        if (label->isVisibleTo(&panel) && label->text().startsWith(QStringLiteral("No ")))
            QVERIFY(label->autoFillBackground());
    }
    const QImage image = panel.renderChart(ChartPanel::Chart::CostTime, QSize(640, 400));
    const QRgb background = image.pixel(0, 0);
    for (int y = 0; y < 80; ++y) {
        for (int x = 0; x < image.width(); ++x)
            QVERIFY2(image.pixel(x, y) == background,
                     qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
    }
}

void TestChartExport::tooltipsSayWhereEachPartComesFrom()
{
    // Every part of the step and memory bars names its amount and share, then where it comes
    // from: the section of Help > Model and Sources that derives it.
    const QList<StackedBarChart *> bars = m_panel->findChildren<StackedBarChart *>();
    QCOMPARE(bars.size(), qsizetype(2));
    const StackedBarChart *step = nullptr;
    for (const StackedBarChart *bar : bars) {
        const bool isStep = bar->chart()->title() == ChartPanel::chartTitle(Chart::Breakdown);
        if (isStep)
            step = bar;
        const qsizetype parts = isStep ? 11 : 5;
        for (qsizetype i = 0; i < parts; ++i) {
            const QStringList lines = bar->tipText(i).split(QLatin1Char('\n'));
            QCOMPARE(lines.size(), qsizetype(2));
            QVERIFY2(lines[0].contains(isStep ? QStringLiteral(" s per step (")
                                              : QStringLiteral(" GB per GPU (")),
                     qPrintable(lines[0]));
            QVERIFY2(lines[1].contains(QStringLiteral("(model.md")), qPrintable(lines[1]));
        }
        QVERIFY(bar->tipText(parts).isEmpty());
    }
    // The default scenario's exposed data-parallel time, with the rates it rests on.
    QVERIFY(step);
    const QString dataParallel = step->tipText(6);
    QVERIFY2(dataParallel.startsWith(QStringLiteral("Data-parallel (exposed): 0.")),
             qPrintable(dataParallel));
    QVERIFY2(dataParallel.contains(QStringLiteral("the network at 90%")), qPrintable(dataParallel));
}

QTEST_MAIN(TestChartExport)
#include "TestChartExport.moc"
