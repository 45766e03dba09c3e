// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ExportActions.h
/// \brief File > Export: the PDF report (Ctrl+P), the node sweep and the comparison as
/// CSV; and every chart's context menu: copy, save as PNG, save as SVG.

#include "charts/ChartPanel.h"

#include <QObject>
#include <QPageSize>

QT_BEGIN_NAMESPACE
class QMenu;
class QWidget;
QT_END_NAMESPACE

namespace scaleplan {

class ComparisonModel;
class ScenarioDocument;
struct ReportInput;

class ExportActions : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportActions)

public:
    /// Adds the actions to \p exportMenu and the context menus to \p charts' charts;
    /// dialogs open over \p window. The report draws the document's goal.
    ExportActions(ScenarioDocument *document, ChartPanel *charts, ComparisonModel *comparison,
                  QMenu *exportMenu, QWidget *window);

    /// What the report of the open document is made from (name, date, comparison).
    ReportInput reportInput() const;

    /// Writes the report; false with a message in \p error.
    bool exportReport(const QString &path, QPageSize::PageSizeId paper, QString *error) const;
    bool exportSweepCsv(const QString &path, QString *error) const;
    bool exportComparisonCsv(const QString &path, QString *error) const;
    /// engine::sensitivityToCsv() of the open scenario; false when it has no estimate.
    bool exportSensitivityCsv(const QString &path, QString *error) const;

    /// The menu a chart's context-menu request shows (Copy, Save as PNG…, Save as SVG…).
    QMenu *chartMenu(ChartPanel::Chart chart);

signals:
    /// A file the user asked for was written (the report, a CSV, a chart image).
    void exported(const QString &path);

private:
    void askReport();
    /// A table writer: false with a message in its second argument.
    using CsvWriter = bool (ExportActions::*)(const QString &, QString *) const;
    /// Asks where to save a CSV named \p fileName and writes it; \p failure titles the
    /// message when it cannot.
    void askCsv(const QString &title, const QString &fileName, const QString &failure,
                CsvWriter write);
    void askSweepCsv();
    void askComparisonCsv();
    void askSensitivityCsv();
    void askChartFile(ChartPanel::Chart chart, bool svg);
    QString documentName() const;
    /// The start of a suggested file name: the scenario file's name without ".json" or
    /// ".scaleplan.json", else the scenario's name with no character a file name cannot hold.
    QString fileStem() const;

    ScenarioDocument *m_document;
    ChartPanel *m_charts;
    ComparisonModel *m_comparison;
    QWidget *m_window;
};

} // namespace scaleplan
