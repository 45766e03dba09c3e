// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file ReportContent.h
/// \brief What the written report says, collected from a scenario, its estimate, a node
/// sweep and the compared scenarios into plain blocks (headings, paragraphs, tables,
/// charts) that ReportWriter lays out on paper. No painting here.

#include "charts/ChartData.h"
#include "charts/ChartPanel.h"
#include "compare/ComparisonModel.h"
#include "document/Goal.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Result.h"
#include "scaleplan/engine/Scenario.h"
#include "scaleplan/engine/Sweep.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace scaleplan {

/// One piece of the report, in reading order.
struct ReportBlock
{
    /// Lead: the verdict, larger than a paragraph; PageBreak: what follows starts a page.
    enum class Kind { Heading, Paragraph, Note, Table, Chart, Lead, PageBreak };
    Kind kind = Kind::Paragraph;
    QString text;             ///< heading, paragraph, note, or the table's / chart's caption
    QStringList header;       ///< table column names
    QList<QStringList> rows;  ///< table cells, as wide as the header
    QList<int> numberColumns; ///< table columns aligned right
    ChartPanel::Chart chart = ChartPanel::Chart::CostTime;
};

/// What the report is made from.
struct ReportInput
{
    const engine::Catalog *catalog = nullptr;
    engine::Scenario scenario;
    QString scenarioName; ///< file name or the scenario's own name
    QDate date;           ///< the report's date
    Goal goal;            ///< lines on the cost-versus-time chart
    /// The open scenario first, then the compared ones; a comparison section only with
    /// two or more entries.
    std::vector<ComparisonModel::Entry> comparison;
};

/// The collected report.
struct ReportContent
{
    QString title;
    QString scenarioName;
    QString dateText;
    std::optional<engine::Result> result; ///< empty when the scenario cannot be estimated
    ChartData charts;                     ///< what the chart blocks draw
    std::vector<engine::SweepRow> sweep;  ///< the node-count sweep (also the report's CSV)
    QList<ReportBlock> blocks;
};

/// Collects the report for \p input (runs the estimate, the chart data and the sweep).
ReportContent buildReportContent(const ReportInput &input);

/// Node counts of the report's sweep and the sweep CSV: those the cost-over-time chart plots
/// (1, 2, 3, 4, 6, 8, ... up to kMaxSweepNodes: each power of two and the one halfway to the
/// next) and \p nodes itself.
std::vector<std::int64_t> reportSweepNodeCounts(std::int64_t nodes);

/// "Scaleplan 0.1.0", or "Scaleplan" when the application has no version set.
QString reportProgramName();

/// Translation context of the report's texts.
class ReportTexts
{
    Q_DECLARE_TR_FUNCTIONS(ReportTexts)
};

} // namespace scaleplan
