// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The written report: A4 and Letter pages, the figures formatted as the window shows
// them, prices with their dates, the sweep rows, the risk fields, method notes with their
// sources, embedded fonts, vector charts, and a comparison only with two scenarios.

#include "PdfText.h"

#include "accuracy/AccuracyTexts.h"
#include "common/Format.h"
#include "report/ReportContent.h"
#include "report/ReportWriter.h"
#include "sensitivity/SensitivityTexts.h"

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/Planner.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Validation.h"

#include <algorithm>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scaleplan;

namespace {

engine::Scenario example(const char *name)
{
    QFile file(QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/examples/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const engine::ScenarioLoad load
        = engine::parseScenario(file.readAll().toStdString(), engine::builtinCatalog());
    return load.scenario.value_or(engine::Scenario{});
}

ReportInput gptInput()
{
    ReportInput input;
    input.catalog = &engine::builtinCatalog();
    input.scenario = example("gpt3-175b-p4d.json");
    input.scenarioName = QStringLiteral("gpt3-175b-p4d.json");
    input.date = QDate(2026, 3, 14);
    return input;
}

/// Page \p page of the PDF at \p path as pdfText() reads the whole.
QString pageText(const QString &path, int page)
{
    QString text = test::runTool(QStringLiteral("pdftotext"),
                                 {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                  QString::number(page), path, QStringLiteral("-")});
    text.replace(QChar(0xFB01), QStringLiteral("fi"));
    text.replace(QChar(0xFB02), QStringLiteral("fl"));
    return text.simplified();
}

/// The report's table captioned \p caption, or nullptr.
const ReportBlock *tableNamed(const ReportContent &content, const QString &caption)
{
    for (const ReportBlock &block : content.blocks) {
        if (block.kind == ReportBlock::Kind::Table && block.text == caption)
            return &block;
    }
    return nullptr;
}

/// "$1,646,374" as dollars.
double dollars(const QString &text)
{
    QString digits = text;
    digits.remove(QLatin1Char('$')).remove(QLatin1Char(','));
    bool ok = false;
    const double value = digits.trimmed().toDouble(&ok);
    return ok ? value : -1;
}

ComparisonModel::Entry entryFor(const QString &name, const engine::Scenario &scenario)
{
    ComparisonModel::Entry entry{name, scenario, {}, false, std::nullopt};
    if (!engine::validateScenario(scenario, engine::builtinCatalog())) {
        entry.result = engine::estimate(scenario, engine::builtinCatalog());
        entry.valid = true;
    }
    return entry;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void paperSizes_data();
    void paperSizes();
    void textCarriesTheFigures();
    void pageOneOpensWithTheVerdict();
    void pageOneHasRangeBreakdownAndAlternative();
    void headingsStayWithTheirTables();
    void unreachableGoalStillNamesTheCheapestLayout();
    void sourcesComeLast();
    void pricesFollowRegionAndPurchase();
    void comparisonOnlyWithTwoScenarios();
    void invalidScenarioSaysWhy();
    void unscalableLayoutHasNoEmptyChart();
    void contextParallelLayoutIsNamed();
    void plannersLayoutsNameTheScenariosOwn();
    void expertParallelLayoutIsNamed();
    void defaultPaperFollowsTheLocale();
    void accuracyComparesTheRunsMostAlike();

private:
    QString write(const ReportContent &content, QPageSize::PageSizeId paper, const QString &name);
    QTemporaryDir m_dir;
};

void TestReport::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    if (!test::havePoppler())
        QSKIP("poppler-utils (pdftotext, pdfinfo, pdffonts) are not installed");
}

QString TestReport::write(const ReportContent &content, QPageSize::PageSizeId paper,
                          const QString &name)
{
    const QString path = m_dir.filePath(name);
    QString error;
    if (!ReportWriter::writePdf(content, path, paper, &error))
        qWarning("%s", qPrintable(error));
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) // to look at the pages
        QFile::copy(path, qEnvironmentVariable("SCALEPLAN_SHOTS") + QLatin1Char('/') + name);
    return path;
}

void TestReport::paperSizes_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<QString>("size");
    QTest::newRow("A4") << int(QPageSize::A4) << "595 x 842 pts (A4)";
    QTest::newRow("Letter") << int(QPageSize::Letter) << "612 x 792 pts (letter)";
}

void TestReport::paperSizes()
{
    QFETCH(int, paper);
    QFETCH(QString, size);
    const ReportContent content = buildReportContent(gptInput());
    const QString path = write(content, QPageSize::PageSizeId(paper), QStringLiteral("paper.pdf"));
    QCOMPARE(test::pdfPageSize(path), size);
    // Title page, assumptions, charts, breakdowns, sweep, risk and notes: several pages,
    // each with its number in the footer.
    const int pages = test::pdfPages(path);
    QVERIFY2(pages >= 4 && pages <= 12, qPrintable(QString::number(pages)));
    const QString text = test::pdfText(path);
    for (int page = 1; page <= pages; ++page)
        QVERIFY(text.contains(QStringLiteral("Page %1").arg(page)));

    // Every font embedded; the charts are vector paths, not pictures.
    const QString fonts = test::runTool(QStringLiteral("pdffonts"), {path});
    const QStringList lines = fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY(!lines.isEmpty());
    for (const QString &line : lines)
        QVERIFY2(line.contains(QStringLiteral(" yes ")), qPrintable(line));
    const QString images
        = test::runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path});
    QCOMPARE(images.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 2); // header only
}

void TestReport::pricesFollowRegionAndPurchase()
{
    // p4d.24xlarge in Frankfurt: $27.43298 a node-hour (Vantage, 2025-11); then reserved for
    // three years in its own region: $9.3742 (AWS Reserved Instances).
    ReportInput input = gptInput();
    input.scenario.cluster.region = "eu-central-1";
    QString text = test::pdfText(
        write(buildReportContent(input), QPageSize::A4, QStringLiteral("frankfurt.pdf")));
    QVERIFY2(text.contains(formatUsd(27.43298)), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Vantage, 2025-11")));
    input.scenario.cluster.region.clear();
    input.scenario.pricing.commitment = engine::Commitment::Reserved3y;
    text = test::pdfText(
        write(buildReportContent(input), QPageSize::A4, QStringLiteral("reserved.pdf")));
    QVERIFY(text.contains(QStringLiteral("3-year reservation")));
    QVERIFY(text.contains(formatUsd(9.3742)));
    QVERIFY(text.contains(QStringLiteral("AWS Reserved Instances; Capacity Blocks, 2025-11")));
}

void TestReport::textCarriesTheFigures()
{
    const ReportContent content = buildReportContent(gptInput());
    QVERIFY(content.result.has_value());
    const engine::Result &r = *content.result;
    const QString text = test::pdfText(write(content, QPageSize::A4, QStringLiteral("gpt.pdf")));

    QVERIFY(text.contains(QStringLiteral("Training plan: gpt3-175b-p4d.json")));
    QVERIFY(text.contains(QStringLiteral("March 14, 2026")));
    // Assumptions: the model, the cluster, the price with its date and the caveat.
    const engine::Catalog &catalog = engine::builtinCatalog();
    const engine::Instance *p4d = catalog.findInstance("aws/p4d.24xlarge");
    QVERIFY(p4d);
    QVERIFY(text.contains(QStringLiteral("aws/p4d.24xlarge")));
    QVERIFY(text.contains(formatUsd(p4d->onDemandUsdPerHour)));
    QVERIFY2(text.contains(QString::fromStdString(p4d->priceDate).simplified().left(40)),
             p4d->priceDate.c_str());
    QVERIFY(text.contains(
        QStringLiteral("Catalog of %1").arg(QString::fromStdString(catalog.generated))));
    QVERIFY(text.contains(QStringLiteral("Layers 96"))); // GPT-3 175B: 96 layers
    // Where the preset's shape and the GPU's figures come from, under their tables.
    const engine::Preset *gpt3 = catalog.findPreset("gpt3-175b");
    const engine::Gpu *a100 = catalog.findGpu(p4d->gpu);
    QVERIFY(gpt3 && a100);
    for (const auto &[what, sources] :
         {std::pair{
              QStringLiteral("Shape of the preset %1: ").arg(QString::fromStdString(gpt3->name)),
              gpt3->sources},
          std::pair{QStringLiteral("Figures of the %1: ").arg(QString::fromStdString(a100->name)),
                    a100->sources}}) {
        const QString cited = what + QString::fromStdString(sources).simplified().left(30);
        QVERIFY2(text.contains(cited), qPrintable(cited));
    }

    // The summary as the window's cards format it.
    for (const QString &figure : {formatHours(r.expectedTimeH), formatUsd(r.costUsd.total),
                                  formatCount(r.gpuHours), formatPercent(r.mfu)})
        QVERIFY2(text.contains(figure), qPrintable(figure));
    // The risk fields, from the seeded Monte Carlo as `scaleplan-cli estimate` prints them.
    QCOMPARE(r.risk.trials, engine::EstimateOptions::monteCarlo().riskTrials);
    QVERIFY(text.contains(
        QStringLiteral("Checkpoint interval %1").arg(formatHours(r.risk.checkpointIntervalH))));
    QVERIFY(text.contains(formatHours(r.risk.p90TimeH)));
    QVERIFY(text.contains(formatUsd(r.risk.p90CostUsd)));
    QVERIFY(text.contains(QStringLiteral("Interruptions expected %1")
                              .arg(formatNumber(r.risk.interruptionsExpected))));
    // Every sweep row that runs, by its cost; one that does not fit in memory says by how
    // much instead of showing a time and cost that would read as an option.
    int estimated = 0;
    for (const engine::SweepRow &row : content.sweep) {
        if (!row.result)
            continue;
        ++estimated;
        if (row.result->feasible)
            QVERIFY2(text.contains(formatUsd(row.result->costUsd.total)),
                     qPrintable(QString::number(row.nodes)));
        else if (row.result->memoryGb.total > row.result->memoryGb.capacity)
            QVERIFY2(text.contains(QStringLiteral("does not fit in GPU memory (%1 of %2)")
                                       .arg(formatGb(row.result->memoryGb.total),
                                            formatGb(row.result->memoryGb.capacity))),
                     qPrintable(QString::number(row.nodes)));
    }
    QVERIFY(estimated >= 5);
    // Every node count the cost-over-time chart plots for the scenario's own instance has its
    // row (the table had stopped at four times the scenario's nodes while the chart ran on).
    for (const CostTimeSeries &series : content.charts.costTime) {
        if (!series.current)
            continue;
        for (const CostTimePoint &point : series.points)
            QVERIFY2(
                std::any_of(content.sweep.begin(), content.sweep.end(),
                            [&](const engine::SweepRow &row) { return row.nodes == point.nodes; }),
                qPrintable(QString::number(point.nodes)));
    }
    // The planner's fastest layouts on the same cluster: the best one's cost and time, and
    // never slower than the scenario's own layout.
    engine::PlanRequest request;
    request.top = 1;
    const engine::PlanResult planned = engine::planScenario({gptInput().scenario, false, false},
                                                            engine::builtinCatalog(), request);
    QVERIFY(!planned.plans.empty());
    const engine::Result &best = planned.plans.front().result;
    QVERIFY(text.contains(QStringLiteral("Faster layouts on this cluster")));
    QVERIFY2(text.contains(formatUsd(best.costUsd.total)),
             qPrintable(formatUsd(best.costUsd.total)));
    QVERIFY(best.expectedTimeH <= r.expectedTimeH * (1.0 + 1e-9));
    // With what else it chose, so that it does not read as the scenario's own layout.
    const engine::Plan &fastest = planned.plans.front();
    QVERIFY(fastest.parallel.virtualStages > 1);
    QVERIFY(text.contains(
        QStringLiteral("%1 virtual stages a GPU").arg(fastest.parallel.virtualStages)));
    // What the estimate hangs on, the first input with its changes as the engine has them.
    const engine::Sensitivity moved = engine::sensitivity(gptInput().scenario, catalog);
    QVERIFY(text.contains(QStringLiteral("Sensitivity")));
    const engine::SensitivityRow &first = moved.rows.front();
    const QString firstRow = sensitivityInputText(first.input) + QLatin1Char(' ')
                             + formatChange(first.timeIfLower) + QLatin1Char(' ')
                             + formatChange(first.timeIfHigher);
    QVERIFY2(text.simplified().contains(firstRow), qPrintable(firstRow));
    // The program's own notes are named as the window offers them (Help > Model and
    // Sources), not as paths of the source tree a reader of the file does not have.
    for (const char *path : {"docs/model.md", "docs/planner.md", "docs/report.md"})
        QVERIFY2(!text.contains(QLatin1String(path)), path);
    QVERIFY(text.contains(QStringLiteral("Help > Model and Sources, section 9.6")));
    // Method notes with their sources.
    for (const char *source : {"Korthikanti et al. 2022", "Narayanan et al. 2021",
                               "Rajbhandari et al. 2020", "NCCL", "Young (1974)"})
        QVERIFY2(text.contains(QLatin1String(source)), source);
}

void TestReport::pageOneOpensWithTheVerdict()
{
    // GPT-3 175B on 128 p4d nodes against half its cost: page 1 says it does not fit and by
    // how much, before the summary table, as the window says it above its cards.
    ReportInput input = gptInput();
    const double cost = buildReportContent(input).result->costUsd.total;
    input.scenario.goal.budgetUsd = cost / 2;
    const ReportContent content = buildReportContent(input);
    const QString text
        = test::pdfText(write(content, QPageSize::A4, QStringLiteral("verdict.pdf"))).simplified();
    const qsizetype verdict = text.indexOf(QStringLiteral("Misses the goal:"));
    QVERIFY2(verdict >= 0, qPrintable(text.left(600)));
    QVERIFY(text.indexOf(QStringLiteral("over budget")) > verdict);
    QVERIFY(verdict < text.indexOf(QStringLiteral("Summary")));
    QVERIFY(!text.contains(QStringLiteral("<b")));
    // Worded for paper: no window shortcut, panel or menu.
    const QString page1 = pageText(m_dir.filePath(QStringLiteral("verdict.pdf")), 1);
    for (const char *window : {"Ctrl+", "Planner (", "(Parallelism)", "under Goal", "Tools >"})
        QVERIFY2(!page1.contains(QLatin1String(window)), window);
    // No layout on the same 128 nodes costs half: the planner's cheapest is named instead,
    // 15% cheaper (tp 8 x pp 16, micro-batch 2), still over the budget.
    engine::PlanRequest request;
    request.top = 5;
    const engine::PlanResult planned
        = engine::planScenario({input.scenario, false, false}, engine::builtinCatalog(), request);
    QVERIFY(planned.plans.empty() && planned.nearest.withinDeadline);
    const double nearest = planned.nearest.withinDeadline->result.costUsd.total;
    QVERIFY(nearest > cost / 2 && nearest < 0.9 * cost);
    const QString named = QStringLiteral("No layout on the same cluster meets the budget. The "
                                         "nearest: the cheapest: tp × pp × dp ");
    QVERIFY2(page1.contains(named), qPrintable(page1));
    QVERIFY(page1.contains(QStringLiteral("costs %1.").arg(formatUsd(nearest))));
}

void TestReport::pageOneHasRangeBreakdownAndAlternative()
{
    // Llama 3 8B on 16 p5.48xlarge nodes, half of them on spot, no goal.
    ReportInput input = gptInput();
    input.scenario = example("llama3-8b-p5-spot.json");
    input.scenarioName = QStringLiteral("llama3-8b-p5-spot.json");
    const engine::Catalog &catalog = engine::builtinCatalog();
    const ReportContent content = buildReportContent(input);
    QVERIFY(content.result && content.result->feasible);
    const engine::Result &r = *content.result;
    const QString path = write(content, QPageSize::A4, QStringLiteral("finance.pdf"));
    const QString page1 = pageText(path, 1);

    // The verdict for paper: the figures, and no window instructions.
    QVERIFY2(page1.contains(QStringLiteral("Estimate: %1 and %2. No budget or deadline was set")
                                .arg(formatHours(r.expectedTimeH), formatUsd(r.costUsd.total))),
             qPrintable(page1.left(800)));
    QVERIFY(!page1.contains(QStringLiteral("under Goal")));

    // Time and cost with their p10-p90 range, as the seeded Monte Carlo of
    // `scaleplan-cli estimate` (and the Risk section) has them.
    const engine::Result risk
        = engine::estimate(input.scenario, catalog, engine::EstimateOptions::monteCarlo());
    QCOMPARE(r.risk.p10TimeH, risk.risk.p10TimeH);
    QCOMPARE(r.risk.p90CostUsd, risk.risk.p90CostUsd);
    QVERIFY(risk.risk.p10TimeH <= risk.risk.p90TimeH
            && risk.risk.p10CostUsd < risk.risk.p90CostUsd);
    // Before it, the range the window shows under its cards: as far as estimates like this
    // one were off, held out. Each range is named for what it covers.
    const AccuracyFactors factors = accuracyFactors(r.accuracy);
    QVERIFY(r.accuracy.bandPct > 0);
    const ReportBlock *ranges = tableNamed(content, QStringLiteral("Time and cost"));
    QVERIFY(ranges);
    QCOMPARE(ranges->header,
             (QStringList{QString(), QStringLiteral("Expected"),
                          QStringLiteral("Range from model accuracy"),
                          QStringLiteral("Range from interruptions (p10 to p90)")}));
    QCOMPARE(ranges->rows,
             (QList<QStringList>{
                 {QStringLiteral("Training time"), formatHours(r.expectedTimeH),
                  QStringLiteral("%1 to %2")
                      .arg(formatHours(r.expectedTimeH * factors.low),
                           formatHours(r.expectedTimeH * factors.high)),
                  QStringLiteral("%1 to %2")
                      .arg(formatHours(risk.risk.p10TimeH), formatHours(risk.risk.p90TimeH))},
                 {QStringLiteral("Cost"), formatUsd(r.costUsd.total),
                  QStringLiteral("%1 to %2")
                      .arg(formatUsd(r.costUsd.total * factors.low),
                           formatUsd(r.costUsd.total * factors.high)),
                  QStringLiteral("%1 to %2")
                      .arg(formatUsd(risk.risk.p10CostUsd), formatUsd(risk.risk.p90CostUsd))}}));
    QVERIFY(page1.simplified().contains(formatUsd(r.costUsd.total * factors.high)));

    // The cost split: 8 nodes at the on-demand $55.04 a node-hour and 8 at the spot $13.2182
    // (the catalog's us-east-1 prices), for the expected 258 h: about $113,700 and $27,300;
    // storage and egress; the rows add up to the total within their rounding to dollars.
    const ReportBlock *breakdown = tableNamed(content, QStringLiteral("What the cost is made of"));
    QVERIFY(breakdown);
    QCOMPARE(breakdown->rows.size(), 5);
    const engine::Instance *p5 = catalog.findInstance("aws/p5.48xlarge");
    QVERIFY(p5 && p5->spotUsdPerHour);
    QCOMPARE(p5->onDemandUsdPerHour, 55.04);
    QCOMPARE(*p5->spotUsdPerHour, 13.2182);
    const double hours = r.expectedTimeH;
    QVERIFY(hours > 250 && hours < 265);
    QVERIFY(breakdown->rows[0][0].contains(QStringLiteral("on-demand")));
    QVERIFY(breakdown->rows[0][1].contains(QStringLiteral("$55.04 per node-hour")));
    QVERIFY(qAbs(dollars(breakdown->rows[0][2]) - 55.04 * 8 * hours) <= 1.0);
    QVERIFY(breakdown->rows[1][0].contains(QStringLiteral("spot")));
    QVERIFY(breakdown->rows[1][1].contains(QStringLiteral("$13.22 per node-hour")));
    QVERIFY(qAbs(dollars(breakdown->rows[1][2]) - 13.2182 * 8 * hours) <= 1.0);
    QVERIFY(qAbs(dollars(breakdown->rows[2][2]) - r.costUsd.storage) <= 0.01);
    QVERIFY(qAbs(dollars(breakdown->rows[3][2]) - r.costUsd.network) <= 0.01);
    double sum = 0;
    for (int row = 0; row < 4; ++row)
        sum += dollars(breakdown->rows[row][2]);
    QCOMPARE(breakdown->rows[4][2], formatUsd(r.costUsd.total));
    QVERIFY2(qAbs(sum - r.costUsd.total) <= 2.0, qPrintable(QString::number(sum)));
    // Each price with its short source and its date, none with the catalog's notes.
    QVERIFY(page1.contains(QStringLiteral("(AWS price list, 2026-07)")));
    QVERIFY(page1.contains(QStringLiteral("(Vantage, 2025-11)")));
    QVERIFY(page1.contains(QStringLiteral("$0.023 per GB-month (S3 Standard, undated)")));
    QVERIFY(page1.contains(QStringLiteral("Prices of aws/p5.48xlarge as of 2025-11")));

    // The planner's cheapest layout on the same 16 nodes and what it saves.
    engine::PlanRequest request;
    request.top = 5;
    const engine::PlanResult planned
        = engine::planScenario({input.scenario, false, false}, catalog, request);
    QVERIFY(!planned.pareto.empty());
    const engine::Result &cheapest = planned.pareto.back().result;
    const double saving = 1.0 - cheapest.costUsd.total / r.costUsd.total;
    QVERIFY(saving > 0.01);
    const QString alternative
        = QStringLiteral("Best alternative found by the planner: A layout on the same cluster "
                         "is %1 cheaper (%2 less)")
              .arg(formatPercent(saving, 0), formatUsd(r.costUsd.total - cheapest.costUsd.total));
    QVERIFY2(page1.contains(alternative), qPrintable(alternative));
    QVERIFY(page1.contains(QStringLiteral("costs %1").arg(formatUsd(cheapest.costUsd.total))));

    // Other node counts of p5.48xlarge: the fastest plan costing at most 10% more than the
    // cheapest, where it takes another node count than the scenario's 16.
    engine::PlanRequest fairRequest;
    fairRequest.objective = engine::PlanObjective::Balanced;
    fairRequest.top = 1;
    const engine::PlanResult fair
        = engine::planScenario({input.scenario, false, true}, catalog, fairRequest);
    QVERIFY(!fair.plans.empty() && fair.lowestCostUsd);
    const engine::Plan &fairPlan = fair.plans.front();
    QVERIFY(fairPlan.cluster.nodes != 16);
    QVERIFY(fairPlan.result.costUsd.total <= 1.1 * *fair.lowestCostUsd);
    const QString nodes
        = QStringLiteral("On %1 nodes instead of 16, the fastest plan costing at "
                         "most 10 % more than the cheapest on aws/p5.48xlarge "
                         "(%2): ")
              .arg(formatCount(double(fairPlan.cluster.nodes)), formatUsd(*fair.lowestCostUsd));
    const auto said = std::find_if(
        content.blocks.begin(), content.blocks.end(), [&nodes](const ReportBlock &block) {
            return block.kind == ReportBlock::Kind::Paragraph && block.text.startsWith(nodes);
        });
    QVERIFY2(said != content.blocks.end(), qPrintable(nodes));
    QVERIFY(said->text.endsWith(
        QStringLiteral("costs %1.").arg(formatUsd(fairPlan.result.costUsd.total))));
    QVERIFY(page1.contains(QStringLiteral("On %1 nodes instead of 16")
                               .arg(formatCount(double(fairPlan.cluster.nodes)))));

    // Nothing of the long provenance on page 1.
    for (const char *internal : {"http", "github", "usage.ai", "not stated", "docs/"})
        QVERIFY2(!page1.contains(QLatin1String(internal)), internal);
}

void TestReport::headingsStayWithTheirTables()
{
    // Llama 3 8B on 16 p5 nodes, half on spot: the heading "Faster layouts on this cluster"
    // and its one-paragraph introduction had ended page 6 with the table on page 7. A heading
    // whose introduction leads to a table keeps the table's header on its page.
    ReportInput input = gptInput();
    input.scenario = example("llama3-8b-p5-spot.json");
    input.scenarioName = QStringLiteral("llama3-8b-p5-spot.json");
    const ReportContent content = buildReportContent(input);
    const QString path = write(content, QPageSize::A4, QStringLiteral("kept.pdf"));
    QList<QString> pages;
    for (int page = 1; page <= 20; ++page) {
        const QString text = pageText(path, page);
        if (text.isEmpty())
            break;
        pages << text;
    }
    QVERIFY(pages.size() >= 5);
    int checked = 0;
    for (qsizetype i = 0; i + 2 < content.blocks.size(); ++i) {
        const ReportBlock &heading = content.blocks[i];
        const ReportBlock &intro = content.blocks[i + 1];
        const ReportBlock &table = content.blocks[i + 2];
        if (heading.kind != ReportBlock::Kind::Heading || intro.kind != ReportBlock::Kind::Paragraph
            || table.kind != ReportBlock::Kind::Table || table.header.size() < 2)
            continue;
        const auto page = std::find_if(pages.begin(), pages.end(), [&](const QString &text) {
            return text.contains(heading.text);
        });
        QVERIFY2(page != pages.end(), qPrintable(heading.text));
        // The heading and the header's first two column names on one page.
        const QString header
            = table.header[0].simplified() + QLatin1Char(' ') + table.header[1].simplified();
        QVERIFY2(page->contains(heading.text + QLatin1Char(' ') + intro.text.left(20)),
                 qPrintable(heading.text));
        QVERIFY2(page->indexOf(header, page->indexOf(heading.text)) > 0,
                 qPrintable(heading.text + QStringLiteral(": ") + header));
        ++checked;
    }
    QVERIFY(checked >= 1);
}

void TestReport::unreachableGoalStillNamesTheCheapestLayout()
{
    // GPT-3 175B on its 128 p4d nodes against a budget of a tenth of its cost and a deadline
    // of a tenth of its time: no layout on the cluster meets either. Page 1 gives the
    // planner's sentence and still names the cheapest layout and what it saves.
    ReportInput input = gptInput();
    const engine::Result first = *buildReportContent(input).result;
    input.scenario.goal.budgetUsd = first.costUsd.total / 10;
    input.scenario.goal.deadlineH = first.expectedTimeH / 10;
    const ReportContent content = buildReportContent(input);
    write(content, QPageSize::A4, QStringLiteral("unreachable.pdf"));
    const QString page1
        = pageText(m_dir.filePath(QStringLiteral("unreachable.pdf")), 1).simplified();
    QVERIFY2(page1.contains(QStringLiteral("On the same cluster, no plan meets the budget of")),
             qPrintable(page1));
    QVERIFY(!page1.contains(QStringLiteral("found no layout")));
    // The same search without the goal: its cheapest layout, and the saving against this one.
    engine::Scenario open = input.scenario;
    open.goal.budgetUsd.reset();
    open.goal.deadlineH.reset();
    engine::PlanRequest request;
    request.top = 5;
    const engine::PlanResult unbounded
        = engine::planScenario({open, false, false}, engine::builtinCatalog(), request);
    QVERIFY(!unbounded.pareto.empty());
    const double cheapest = unbounded.pareto.back().result.costUsd.total;
    const double saving = 1.0 - cheapest / first.costUsd.total;
    QVERIFY(saving > 0.01);
    const QString named
        = QStringLiteral("Its cheapest layout is %1 cheaper than this one (%2 "
                         "less), though still outside the goal")
              .arg(formatPercent(saving, 0), formatUsd(first.costUsd.total - cheapest));
    QVERIFY2(page1.contains(named), qPrintable(page1));
}

void TestReport::sourcesComeLast()
{
    // The catalog's source lists (addresses with commits) only in the appendix at the end;
    // the tables cite them by number.
    const ReportContent content = buildReportContent(gptInput());
    const auto last
        = std::find_if(content.blocks.rbegin(), content.blocks.rend(),
                       [](const ReportBlock &b) { return b.kind == ReportBlock::Kind::Heading; });
    QVERIFY(last != content.blocks.rend());
    QCOMPARE(last->text, QStringLiteral("Appendix: sources"));
    const QString path = write(content, QPageSize::A4, QStringLiteral("sources.pdf"));
    const QString text = test::pdfText(path);
    const qsizetype appendix = text.lastIndexOf(QStringLiteral("Appendix: sources"));
    QVERIFY(appendix > text.indexOf(QStringLiteral("Method notes")));
    QVERIFY(text.indexOf(QStringLiteral("http")) > appendix);
    QVERIFY(text.contains(QStringLiteral("Shape of the preset GPT-3 175B: sources [1] in the "
                                         "appendix.")));
    QVERIFY(text.indexOf(QStringLiteral("[1] Shape of the preset GPT-3 175B: ")) > appendix);
    // The appendix starts a page of its own.
    const int pages = test::pdfPages(path);
    bool found = false;
    for (int page = 2; page <= pages && !found; ++page)
        found = pageText(path, page).contains(QStringLiteral("Appendix: sources Where the "));
    QVERIFY(found);
}

void TestReport::comparisonOnlyWithTwoScenarios()
{
    ReportInput input = gptInput();
    input.comparison.push_back(entryFor(QStringLiteral("gpt3-175b-p4d.json"), input.scenario));
    const QString one
        = test::pdfText(write(buildReportContent(input), QPageSize::A4, QStringLiteral("one.pdf")));
    QVERIFY(!one.contains(QStringLiteral("Comparison")));

    engine::Scenario bigger = input.scenario;
    bigger.cluster.nodes = 256;
    input.comparison.push_back(entryFor(QStringLiteral("twice the nodes"), bigger));
    const ReportContent content = buildReportContent(input);
    const QString two = test::pdfText(write(content, QPageSize::A4, QStringLiteral("two.pdf")));
    QVERIFY(two.contains(QStringLiteral("Comparison")));
    QVERIFY(two.contains(QStringLiteral("twice the nodes")));
    QVERIFY(two.contains(formatUsd(input.comparison[1].result.costUsd.total)));
    // The cost-versus-time chart carries the compared scenario as the window draws it: its
    // curve, named in the legend, and its own point.
    const auto compared
        = std::find_if(content.charts.costTime.begin(), content.charts.costTime.end(),
                       [](const CostTimeSeries &series) { return series.compared; });
    QVERIFY(compared != content.charts.costTime.end());
    QCOMPARE(compared->label, QStringLiteral("twice the nodes (compared)"));
    QCOMPARE(compared->plan.nodes, std::int64_t(256));
    QVERIFY(two.contains(QStringLiteral("twice the nodes (compared)")));
}

void TestReport::invalidScenarioSaysWhy()
{
    ReportInput input = gptInput();
    input.scenario.cluster.nodes = 3; // tp 8 x pp 16 = 128 GPUs do not divide 24
    const ReportContent content = buildReportContent(input);
    QVERIFY(!content.result);
    const QString text
        = test::pdfText(write(content, QPageSize::A4, QStringLiteral("invalid.pdf")));
    QVERIFY(text.contains(QStringLiteral("No estimate:")));
    QVERIFY(!text.contains(QStringLiteral("Charts")));
    QVERIFY(text.contains(QStringLiteral("Method notes")));
}

void TestReport::unscalableLayoutHasNoEmptyChart()
{
    // GPT-3 175B without pipeline stages: an estimate (22e9 parameters per GPU do not fit),
    // but no node count runs it, so the report says why there is no scaling chart instead of
    // drawing an empty one.
    ReportInput input = gptInput();
    input.scenario.parallel.pp = 1;
    input.scenario.parallel.virtualStages = 1;
    input.scenario.parallel.dp = 0;
    const ReportContent content = buildReportContent(input);
    QVERIFY(content.result && !content.result->feasible);
    QVERIFY(content.charts.scaling.empty());
    const auto charted = [&content](ChartPanel::Chart which) {
        return std::any_of(content.blocks.begin(), content.blocks.end(), [which](const auto &b) {
            return b.kind == ReportBlock::Kind::Chart && b.chart == which;
        });
    };
    QVERIFY(charted(ChartPanel::Chart::CostTime));
    QVERIFY(!charted(ChartPanel::Chart::Scaling));
    const QString text
        = test::pdfText(write(content, QPageSize::A4, QStringLiteral("unscalable.pdf")));
    QVERIFY(text.contains(QStringLiteral("no node count of this instance type runs this layout")));
    // Its time and cost are what it would take, not a quote.
    QVERIFY2(text.simplified().contains(QStringLiteral("%1 if it fit in GPU memory")
                                            .arg(formatUsd(content.result->costUsd.total))
                                            .simplified()),
             qPrintable(formatUsd(content.result->costUsd.total)));
    // The runnable original keeps its chart.
    const ReportContent runnable = buildReportContent(gptInput());
    QVERIFY(!runnable.charts.scaling.empty());
    QVERIFY(std::any_of(runnable.blocks.begin(), runnable.blocks.end(), [](const auto &b) {
        return b.kind == ReportBlock::Kind::Chart && b.chart == ChartPanel::Chart::Scaling;
    }));
}

void TestReport::plannersLayoutsNameTheScenariosOwn()
{
    // GPT-3 175B laid out as the planner's fastest plan: that row of the planner's table is
    // named as the scenario's own layout, not offered as an alternative to it.
    const auto ownRows = [](const ReportContent &content) {
        int rows = 0;
        for (const ReportBlock &block : content.blocks) {
            for (const QStringList &row : block.rows)
                rows += !row.isEmpty()
                        && row[0].endsWith(QStringLiteral(" (this scenario's layout)"));
        }
        return rows;
    };
    ReportInput input = gptInput();
    QCOMPARE(ownRows(buildReportContent(input)), 0); // its layout is not among the fastest
    engine::PlanRequest request;
    request.top = 1;
    const engine::PlanResult planned
        = engine::planScenario({input.scenario, false, false}, engine::builtinCatalog(), request);
    QVERIFY(!planned.plans.empty());
    input.scenario = engine::applyPlan(input.scenario, planned.plans.front());
    QCOMPARE(ownRows(buildReportContent(input)), 1);
}

void TestReport::contextParallelLayoutIsNamed()
{
    // Llama 3 8B at 8k tokens, tp 4 x cp 4 over two nodes (attention too short to hide
    // the ring): the layout row names the context-parallel degree and the step table its
    // exposed ring exchange; a report without context parallelism has neither.
    ReportInput input = gptInput();
    input.scenario = example("llama3-8b-p5-spot.json");
    input.scenario.model.seqLen = 8192;
    input.scenario.training.microBatch = 1;
    input.scenario.training.attentionKernel = engine::AttentionKernel::Flash3;
    input.scenario.parallel = {};
    input.scenario.parallel.tp = 4;
    input.scenario.parallel.cp = 4;
    input.scenario.parallel.zero = 1;
    input.scenario.parallel.sequenceParallel = true;
    QVERIFY(!engine::validateScenario(input.scenario, engine::builtinCatalog()));
    const ReportContent content = buildReportContent(input);
    QVERIFY(content.result && content.result->stepBreakdown.cpComm > 0);
    const QString text = test::pdfText(write(content, QPageSize::A4, QStringLiteral("cp.pdf")));
    QVERIFY(text.contains(QStringLiteral("4 GPUs share each sequence")));
    QVERIFY(text.contains(QStringLiteral("Context-parallel communication")));
    const QString plain = test::pdfText(
        write(buildReportContent(gptInput()), QPageSize::A4, QStringLiteral("gpt.pdf")));
    QVERIFY(!plain.contains(QStringLiteral("Context-parallel")));
}

void TestReport::expertParallelLayoutIsNamed()
{
    // Eight experts spread over 8 of the 64 data-parallel ranks: the layout names ep, the
    // cluster table says what it spreads and the step table has the all-to-all; a report
    // without it has none of these.
    ReportInput input = gptInput();
    input.scenario = example("llama3-8b-p5-spot.json");
    input.scenario.model.preset.clear();
    input.scenario.model.experts = 8;
    input.scenario.model.expertsPerToken = 2;
    input.scenario.parallel = {};
    input.scenario.parallel.tp = 2;
    input.scenario.parallel.ep = 8;
    input.scenario.parallel.zero = 1;
    input.scenario.parallel.sequenceParallel = true;
    QVERIFY(!engine::validateScenario(input.scenario, engine::builtinCatalog()));
    const ReportContent content = buildReportContent(input);
    QVERIFY(content.result && content.result->stepBreakdown.epComm > 0);
    const QString text = test::pdfText(write(content, QPageSize::A4, QStringLiteral("ep.pdf")));
    QVERIFY(text.contains(QStringLiteral("ep 8, ZeRO 1")));
    QVERIFY(text.contains(QStringLiteral("8 data-parallel GPUs share each layer")));
    QVERIFY(text.contains(QStringLiteral("Expert all-to-all")));
    const QString plain = test::pdfText(
        write(buildReportContent(gptInput()), QPageSize::A4, QStringLiteral("gpt.pdf")));
    QVERIFY(!plain.contains(QStringLiteral("Expert all-to-all")));
    // Experts kept whole beside tp 2 (expert_tp 1): the group is no longer data-parallel
    // ranks alone, and the layout says the experts are whole.
    input.scenario.parallel.expertTp = 1;
    QVERIFY(!engine::validateScenario(input.scenario, engine::builtinCatalog()));
    const QString folded
        = test::pdfText(write(buildReportContent(input), QPageSize::A4, QStringLiteral("etp.pdf")));
    QVERIFY(folded.contains(QStringLiteral("8 GPUs share each layer")));
    QVERIFY(folded.contains(QStringLiteral("each expert whole on one GPU (tp 2)")));
    QVERIFY(folded.contains(QStringLiteral("expert tp 1")));
    QVERIFY(folded.contains(QStringLiteral("All-to-all (Megatron-Core)")));
    QVERIFY(!folded.contains(QStringLiteral("Expert groups")));
    // DeepEP with routing limited to 2 of 4 groups, its all-to-alls overlapped: the model
    // table names the groups, the layout the dispatcher and the overlap.
    input.scenario.model.expertGroups = 4;
    input.scenario.model.expertGroupsPerToken = 2;
    input.scenario.communication.expertDispatcher = engine::ExpertDispatcher::DeepEp;
    input.scenario.communication.epOverlap = true;
    QVERIFY(!engine::validateScenario(input.scenario, engine::builtinCatalog()));
    const QString deepEp = test::pdfText(
        write(buildReportContent(input), QPageSize::A4, QStringLiteral("deepep.pdf")));
    QVERIFY(deepEp.contains(QStringLiteral("4; a token's experts from 2 of them")));
    QVERIFY(deepEp.contains(QStringLiteral("DeepEP (one copy a node)")));
    QVERIFY(deepEp.contains(QStringLiteral("overlapped with another micro-batch's compute")));
}

void TestReport::accuracyComparesTheRunsMostAlike()
{
    // GPT-3 175B on A100s: the section quotes the validation figures, held out and in
    // sample, and the scenario's own band, and lists the bundled 175B A100 runs; a scenario
    // on H100s, which no bundled run used, also says so.
    const engine::ValidationReport report = engine::heldOutValidation(engine::builtinCatalog());
    const QString gpt = test::pdfText(
        write(buildReportContent(gptInput()), QPageSize::A4, QStringLiteral("accuracy.pdf")));
    QVERIFY(gpt.contains(QStringLiteral("Accuracy")));
    QVERIFY(gpt.contains(QStringLiteral("Checked against %1 published").arg(report.rows.size())));
    QVERIFY(gpt.contains(formatPercent(report.heldOutMeanAbsError)));
    QVERIFY(gpt.contains(formatPercent(report.meanAbsError)));
    QVERIFY2(gpt.simplified().contains(QStringLiteral("This scenario: Four in five")),
             qPrintable(gpt.simplified().left(3000)));
    QVERIFY(gpt.contains(QStringLiteral("GPT-3 175B")));
    QVERIFY(!gpt.contains(QStringLiteral("None of the bundled runs")));
    // tp 8 (dp 8): no held-out caution; tp 4 pp 8 (dp 32) is of the kind vTrain measured
    // slower than estimated, and the summary's notes say by how much.
    QVERIFY(!gpt.simplified().contains(QStringLiteral("held-out")));
    ReportInput smallTp = gptInput();
    smallTp.scenario.parallel.tp = 4;
    smallTp.scenario.parallel.pp = 8;
    smallTp.scenario.parallel.virtualStages = 1;
    const QString caution = test::pdfText(write(buildReportContent(smallTp), QPageSize::A4,
                                                QStringLiteral("accuracy-tp4.pdf")))
                                .simplified();
    QVERIFY2(caution.contains(QStringLiteral("29 layouts of GPT 3.6B-39B on A100s) took a median "
                                             "13% and up to 59% longer than estimated")),
             qPrintable(caution.left(3000)));
    // No bundled run used B200s: the report says so and names the GPU.
    ReportInput onB200 = gptInput();
    onB200.scenario = example("llama3-8b-p5-spot.json");
    onB200.scenario.cluster.instance = "coreweave/b200-8x";
    const QString b200 = test::pdfText(
        write(buildReportContent(onB200), QPageSize::A4, QStringLiteral("accuracy-b200.pdf")));
    QVERIFY(b200.contains(QStringLiteral("None of the bundled runs")));
    QVERIFY(b200.contains(QStringLiteral("B200")));
}

void TestReport::defaultPaperFollowsTheLocale()
{
    QCOMPARE(ReportWriter::defaultPaper(QLocale(QLocale::English, QLocale::UnitedStates)),
             QPageSize::Letter);
    QCOMPARE(ReportWriter::defaultPaper(QLocale(QLocale::French, QLocale::Canada)),
             QPageSize::Letter);
    QCOMPARE(ReportWriter::defaultPaper(QLocale(QLocale::German, QLocale::Germany)), QPageSize::A4);
    QCOMPARE(ReportWriter::defaultPaper(QLocale(QLocale::English, QLocale::UnitedKingdom)),
             QPageSize::A4);
}

QTEST_MAIN(TestReport)
#include "TestReport.moc"
