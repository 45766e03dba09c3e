// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ExportActions.h"
#include "PlainMessageBox.h"

#include "charts/ChartExport.h"
#include "common/Texts.h"
#include "compare/ComparisonModel.h"
#include "document/ScenarioDocument.h"
#include "document/TextFile.h"
#include "report/ReportContent.h"
#include "report/ReportWriter.h"

#include "scaleplan/engine/Sensitivity.h"
#include "scaleplan/engine/Sweep.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>

namespace scaleplan {

ExportActions::ExportActions(ScenarioDocument *document, ChartPanel *charts,
                             ComparisonModel *comparison, QMenu *exportMenu, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_charts(charts)
    , m_comparison(comparison)
    , m_window(window)
{
    QAction *report = exportMenu->addAction(tr("&PDF Report…"), this, &ExportActions::askReport);
    report->setShortcut(QKeySequence::Print);
    report->setToolTip(tr("Page 1: the verdict, time and cost with their range, the cost "
                          "breakdown and the planner's best alternative; then assumptions, "
                          "charts, breakdowns, node sweep, comparison, risk, method notes and "
                          "sources, on A4 or US Letter"));
    exportMenu->addAction(tr("&Sweep CSV…"), this, &ExportActions::askSweepCsv)
        ->setToolTip(tr("The scenario at other node counts, one row each, as in the report"));
    exportMenu->addAction(tr("&Comparison CSV…"), this, &ExportActions::askComparisonCsv)
        ->setToolTip(tr("The open and compared scenarios, one row each"));
    exportMenu->addAction(tr("Se&nsitivity CSV…"), this, &ExportActions::askSensitivityCsv)
        ->setToolTip(tr("Expected time and cost with each input 10% lower and higher, as "
                        "View > Sensitivity and scaleplan-cli sensitivity give them"));
    connect(m_charts, &ChartPanel::chartContextMenuRequested, this,
            [this](ChartPanel::Chart chart, const QPoint &globalPos) {
                QMenu *menu = chartMenu(chart);
                menu->setAttribute(Qt::WA_DeleteOnClose);
                menu->popup(globalPos);
            });
}

QString ExportActions::documentName() const
{
    return m_document->displayName();
}

QString ExportActions::fileStem() const
{
    QString stem = documentName(); // the file's name once the scenario is saved
    for (const QString &suffix : {QStringLiteral(".scaleplan.json"), QStringLiteral(".json")}) {
        if (!m_document->filePath().isEmpty() && stem.endsWith(suffix, Qt::CaseInsensitive)) {
            stem.chop(suffix.size());
            break;
        }
    }
    static const QRegularExpression unsafe(QStringLiteral(R"([/\\:*?"<>|])"));
    return stem.replace(unsafe, QStringLiteral("-"));
}

ReportInput ExportActions::reportInput() const
{
    ReportInput input;
    input.catalog = &m_document->catalog();
    input.scenario = m_document->scenario();
    input.scenarioName = documentName();
    input.date = QDate::currentDate();
    input.goal = m_document->goal();
    if (m_comparison)
        input.comparison = m_comparison->entries();
    return input;
}

bool ExportActions::exportReport(const QString &path, QPageSize::PageSizeId paper,
                                 QString *error) const
{
    return ReportWriter::writePdf(buildReportContent(reportInput()), path, paper, error);
}

bool ExportActions::exportSweepCsv(const QString &path, QString *error) const
{
    const engine::Scenario &scenario = m_document->scenario();
    std::vector<engine::SweepRow> rows;
    for (const std::int64_t nodes : reportSweepNodeCounts(scenario.cluster.nodes)) {
        const auto at = engine::sweepNodes(scenario, m_document->catalog(), {nodes, nodes, 1});
        rows.insert(rows.end(), at.begin(), at.end());
    }
    return TextFile::write(path, engine::sweepToCsv(rows), error);
}

bool ExportActions::exportComparisonCsv(const QString &path, QString *error) const
{
    return TextFile::write(path, m_comparison->toCsv().toStdString(), error);
}

bool ExportActions::exportSensitivityCsv(const QString &path, QString *error) const
{
    if (const auto &problem = m_document->problem()) {
        if (error)
            *error = tr("No estimate: %1").arg(diagnosticLine(*problem));
        return false;
    }
    const engine::Sensitivity moved
        = engine::sensitivity(m_document->scenario(), m_document->catalog());
    return TextFile::write(path, engine::sensitivityToCsv(moved), error);
}

void ExportActions::askReport()
{
    const QStringList papers{tr("A4"), tr("US Letter")};
    const int preferred = ReportWriter::defaultPaper(QLocale()) == QPageSize::Letter ? 1 : 0;
    bool ok = false;
    const QString paper = QInputDialog::getItem(m_window, tr("PDF Report"), tr("Paper size:"),
                                                papers, preferred, false, &ok);
    if (!ok)
        return;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export PDF report"),
                                                fileStem() + QStringLiteral(".pdf"),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    path = TextFile::withSuffix(path, QStringLiteral(".pdf"));
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool written
        = exportReport(path, paper == papers.at(1) ? QPageSize::Letter : QPageSize::A4, &error);
    QGuiApplication::restoreOverrideCursor();
    if (!written)
        PlainMessageBox::warning(m_window, tr("Cannot export the report"), error);
    else
        emit exported(path);
}

void ExportActions::askCsv(const QString &title, const QString &fileName, const QString &failure,
                           CsvWriter write)
{
    const QString path
        = QFileDialog::getSaveFileName(m_window, title, fileName, tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    const QString file = TextFile::withSuffix(path, QStringLiteral(".csv"));
    if (!(this->*write)(file, &error))
        PlainMessageBox::warning(m_window, failure, error);
    else
        emit exported(file);
}

void ExportActions::askSweepCsv()
{
    askCsv(tr("Export node sweep"), fileStem() + QStringLiteral("-sweep.csv"),
           tr("Cannot export the sweep"), &ExportActions::exportSweepCsv);
}

void ExportActions::askComparisonCsv()
{
    askCsv(tr("Export comparison"), QStringLiteral("comparison.csv"),
           tr("Cannot export the comparison"), &ExportActions::exportComparisonCsv);
}

void ExportActions::askSensitivityCsv()
{
    askCsv(tr("Export sensitivity"), QStringLiteral("sensitivity.csv"),
           tr("Cannot export the sensitivity"), &ExportActions::exportSensitivityCsv);
}

QMenu *ExportActions::chartMenu(ChartPanel::Chart chart)
{
    auto *menu = new QMenu(m_window);
    menu->addAction(tr("&Copy"), this,
                    [this, chart] { chartexport::copyToClipboard(*m_charts, chart); })
        ->setToolTip(tr("The chart as an image and as SVG"));
    menu->addAction(tr("Save as &PNG…"), this, [this, chart] { askChartFile(chart, false); });
    menu->addAction(tr("Save as &SVG…"), this, [this, chart] { askChartFile(chart, true); });
    return menu;
}

void ExportActions::askChartFile(ChartPanel::Chart chart, bool svg)
{
    const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString name = ChartPanel::chartTitle(chart).toLower();
    name.replace(QLatin1Char(' '), QLatin1Char('-'));
    QString path = QFileDialog::getSaveFileName(
        m_window, svg ? tr("Save chart as SVG") : tr("Save chart as PNG"), name + suffix,
        svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    path = TextFile::withSuffix(path, suffix);
    QString error;
    const bool saved = svg ? chartexport::saveSvg(*m_charts, chart, path, &error)
                           : chartexport::savePng(*m_charts, chart, path, &error);
    if (!saved)
        PlainMessageBox::warning(m_window, tr("Cannot save the chart"), error);
    else
        emit exported(path);
}

} // namespace scaleplan
