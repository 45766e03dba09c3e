// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "accuracy/AccuracyDialog.h"

#include "accuracy/AccuracyTexts.h"
#include "common/Format.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"
#include "scaleplan/engine/Validation.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace scaleplan {

namespace {

/// Runs shown in bold as most like the open scenario.
constexpr std::size_t kComparable = 5;

/// Role holding the value the column sorts by.
constexpr int kSortRole = Qt::UserRole + 1;

QStandardItem *cell(const QString &text, const QVariant &sortKey, bool number)
{
    auto *item = new QStandardItem(text);
    item->setData(sortKey, kSortRole);
    item->setEditable(false);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString runTooltip(const engine::PublishedRun &run)
{
    QString text = QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                       .arg(QString::fromStdString(run.name).toHtmlEscaped(),
                            AccuracyDialog::tr("Source: %1, %2")
                                .arg(QString::fromStdString(run.source).toHtmlEscaped(),
                                     QString::fromStdString(run.locator).toHtmlEscaped()));
    if (!run.derivation.empty())
        text += QStringLiteral("<p>%1</p>")
                    .arg(QString::fromStdString(run.derivation).toHtmlEscaped());
    return text;
}

} // namespace

AccuracyDialog::AccuracyDialog(const engine::Scenario &scenario, const engine::Catalog &catalog,
                               QWidget *parent)
    : QDialog(parent)
    , m_model(new QStandardItemModel(0, ColumnCount, this))
{
    setWindowTitle(tr("Accuracy Against Published Runs"));
    // Each source's runs also estimated with the chosen constants refit without them.
    const engine::ValidationReport report = engine::heldOutValidation(catalog);
    const std::vector<std::size_t> near
        = engine::comparableRuns(scenario, catalog, report, kComparable);
    fillModel(report, near, catalog);

    auto *layout = new QVBoxLayout(this);
    QString intro = accuracySummary(report) + QLatin1Char(' ') + familyAccuracyText(report)
                    + QLatin1Char(' ') + bandCoverageText(report);
    if (!engine::validateScenario(scenario, catalog))
        intro += QStringLiteral("\n\n")
                 + tr("This scenario: %1")
                       .arg(accuracyBandText(engine::estimate(scenario, catalog).accuracy));
    intro += QStringLiteral("\n\n")
             + tr("The runs in bold, listed first, are the most like this scenario (the "
                  "same GPU, then the nearest model size and GPU count); hover over a "
                  "run for its source.");
    if (const QString caveat = untestedGpuCaveat(scenario, catalog, report); !caveat.isEmpty())
        intro += QStringLiteral("\n\n") + caveat;
    auto *summary = new QLabel(intro, this);
    summary->setWordWrap(true);
    summary->setObjectName(QStringLiteral("accuracySummary"));
    layout->addWidget(summary);

    auto *view = new QTableView(this);
    view->setModel(m_model);
    // No sort indicator: the likeness order stays until a header is clicked.
    view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    view->setSortingEnabled(true);
    view->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    view->resizeColumnsToContents();
    view->verticalHeader()->hide();
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAlternatingRowColors(true);
    layout->addWidget(view, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(1100, 640);
}

void AccuracyDialog::fillModel(const engine::ValidationReport &report,
                               const std::vector<std::size_t> &near, const engine::Catalog &catalog)
{
    m_model->setHorizontalHeaderLabels({tr("Run"), tr("Published run"), tr("GPUs"), tr("Measured"),
                                        tr("Estimated"), tr("Throughput, estimate vs. measured"),
                                        tr("Held out")});
    m_model->horizontalHeaderItem(Error)->setToolTip(
        tr("How much faster (+) or slower (−) the estimated training runs than the "
           "measurement; for a run that reports step times, the step-time error turned into "
           "throughput."));
    m_model->horizontalHeaderItem(HeldOut)->setToolTip(
        tr("The same, estimated with the model's chosen constants refit on the runs of the "
           "other sources only: the error to expect for a run the constants were not chosen "
           "with."));
    m_model->setSortRole(kSortRole);
    // The runs most alike first, then the others in the file's order.
    std::vector<std::size_t> order = near;
    for (std::size_t i = 0; i < report.rows.size(); ++i) {
        if (std::find(near.begin(), near.end(), i) == near.end())
            order.push_back(i);
    }
    for (const std::size_t i : order) {
        const engine::ValidationRow &row = report.rows[i];
        const engine::PublishedRun &run = row.run;
        const double gpus = double(engine::scenarioGpus(run.scenario, catalog));
        const QList<QStandardItem *> items{
            cell(QString::fromStdString(run.id), QString::fromStdString(run.id), false),
            cell(QString::fromStdString(run.name), QString::fromStdString(run.name), false),
            cell(formatCount(gpus), gpus, true),
            cell(runFigureText(run.metric, run.measured), run.measured, true),
            cell(runFigureText(run.metric, row.predicted), row.predicted, true),
            cell(runErrorText(run.metric, row.error), speedError(run.metric, row.error), true),
            cell(runErrorText(run.metric, row.heldOutError),
                 speedError(run.metric, row.heldOutError), true)};
        const bool alike = std::find(near.begin(), near.end(), i) != near.end();
        const QString tooltip = runTooltip(run);
        for (QStandardItem *item : items) {
            item->setToolTip(tooltip);
            QFont font = item->font();
            font.setBold(alike);
            item->setFont(font);
        }
        m_model->appendRow(items);
    }
}

AccuracyDialog::~AccuracyDialog() = default;

} // namespace scaleplan
