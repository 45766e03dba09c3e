// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "planner/PlannerPanel.h"
#include "PlainMessageBox.h"

#include "FeatureDock.h"
#include "charts/ChartData.h"
#include "charts/ChartPanel.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "document/ScenarioDocument.h"
#include "document/TextFile.h"
#include "planner/InstanceSummaryModel.h"
#include "planner/PlanTableModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace scaleplan {

PlannerPanel::PlannerPanel(ScenarioDocument *document, ChartPanel *charts, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_charts(charts)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_objective = new QComboBox(this);
    m_objective->setObjectName(QStringLiteral("plannerObjective"));
    // Balanced first: the fastest plan alone buys its last hours at any price, the cheapest
    // takes the fewest nodes however long they run.
    m_objective->addItem(tr("Fastest at a fair cost"),
                         static_cast<int>(engine::PlanObjective::Balanced));
    m_objective->addItem(tr("Shortest time"), static_cast<int>(engine::PlanObjective::Time));
    m_objective->addItem(tr("Lowest cost"), static_cast<int>(engine::PlanObjective::Cost));
    m_objective->setToolTip(
        tr("What ranks the plans; the budget and deadline of the Goal drop plans that miss "
           "them. Fastest at a fair cost: the fastest plans that cost at most the extra "
           "below more than the cheapest plan. Shortest time alone picks the most nodes, "
           "even where they add little speed for much money."));
    form->addRow(tr("Objective:"), m_objective);
    m_costPremium = new QSpinBox(this);
    m_costPremium->setObjectName(QStringLiteral("plannerCostPremium"));
    m_costPremium->setRange(1, 100);
    m_costPremium->setValue(10);
    m_costPremium->setSuffix(tr(" %"));
    m_costPremium->setToolTip(tr("How much more than the cheapest plan you would pay for a "
                                 "faster one: your choice, not a measured figure"));
    form->addRow(tr("Extra cost accepted:"), m_costPremium);
    connect(m_objective, &QComboBox::currentIndexChanged, this,
            [this] { m_costPremium->setEnabled(objective() == engine::PlanObjective::Balanced); });
    m_searchNodes = new QCheckBox(tr("Search node counts"), this);
    m_searchNodes->setToolTip(tr("Also try 1, 2, 3, 4, 6, 8 ... up to 1024 nodes"));
    m_searchNodes->setChecked(true); // a frontier needs more than one cluster size
    m_searchInstances = new QCheckBox(tr("Search every instance type"), this);
    m_searchInstances->setObjectName(QStringLiteral("searchInstances"));
    m_searchInstances->setToolTip(tr("Also try every priced catalog instance"));
    m_keepSoftware = new QCheckBox(
        tr("Keep the scenario's ZeRO stage, recomputation, sequence and context parallelism"),
        this);
    m_keepSoftware->setObjectName(QStringLiteral("keepSoftware"));
    m_keepSoftware->setToolTip(
        tr("For the software you run: search only tp, pp, dp, micro-batch and virtual "
           "stages, and keep the ZeRO stage, activation recomputation, sequence parallelism, "
           "context and expert parallelism and the communication overlaps the scenario sets "
           "(for example Megatron-LM without a distributed optimizer, or FSDP with full "
           "activation checkpointing)"));
    form->addRow(m_searchNodes);
    form->addRow(m_searchInstances);
    form->addRow(m_keepSoftware);
    m_top = new QSpinBox(this);
    m_top->setRange(1, 1000);
    m_top->setValue(20);
    form->addRow(tr("Plans listed:"), m_top);
    layout->addLayout(form);

    auto *buttons = new QHBoxLayout;
    m_searchButton = new QPushButton(tr("&Search"), this);
    m_searchButton->setToolTip(tr("Search parallel layouts (tp, pp, dp, ZeRO, micro-batch, "
                                  "recompute, virtual stages, sequence parallelism)"));
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_applyButton = new QPushButton(tr("&Apply plan"), this);
    m_applyButton->setToolTip(tr("Set the scenario to the selected plan (one undo step)"));
    buttons->addWidget(m_searchButton);
    buttons->addWidget(m_cancelButton);
    m_exportButton = new QPushButton(tr("&Export CSV…"), this);
    m_exportButton->setToolTip(tr("Write the listed plans, with every layout and result "
                                  "column, to a CSV file (as scaleplan-cli plan --format csv)"));
    buttons->addStretch(1);
    buttons->addWidget(m_exportButton);
    buttons->addWidget(m_applyButton);
    layout->addLayout(buttons);

    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    layout->addWidget(m_progress);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("plannerStatus"));
    m_status->setWordWrap(true);
    m_status->setToolTip(
        tr("How far to trust the order: among 109 measured layouts of four GPT models on one "
           "A100 cluster (vTrain, not used to build the model), the layout ranked fastest "
           "ran within 5% of the fastest measured one. Tensor parallelism of 2 is rated too "
           "well for 18-39B models (docs/planner.md)."));
    layout->addWidget(m_status);

    // What a manager reads first: the best way per instance type and purchase, then the
    // ranked layouts.
    const auto makeTable = [this](QAbstractItemModel *model) {
        auto *table = new QTableView(this);
        table->setModel(model);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->setSelectionMode(QAbstractItemView::SingleSelection);
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        connect(table, &QTableView::doubleClicked, this, &PlannerPanel::applySelected);
        connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                &PlannerPanel::showPick);
        return table;
    };
    m_summary = new InstanceSummaryModel(this);
    m_summaryTable = makeTable(m_summary);
    m_summaryTable->setObjectName(QStringLiteral("instanceSummary"));
    m_model = new PlanTableModel(this);
    m_table = makeTable(m_model);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_summaryTable, tr("Best per instance type"));
    m_tabs->setTabToolTip(0, tr("The best plan of each instance type on demand, on spot and "
                                "reserved where the catalog has a price for it, whether or "
                                "not it meets the goal"));
    m_tabs->addTab(m_table, tr("Plans"));
    m_tabs->setTabToolTip(1, tr("The best layouts found, ranked by the objective"));
    m_tabs->setCurrentIndex(1);
    layout->addWidget(m_tabs, 1);
    connect(m_tabs, &QTabWidget::currentChanged, this, &PlannerPanel::updateButtons);
    connect(m_tabs, &QTabWidget::currentChanged, this, &PlannerPanel::showPick);

    connect(m_searchButton, &QPushButton::clicked, this, &PlannerPanel::search);
    connect(m_cancelButton, &QPushButton::clicked, this, &PlannerPanel::cancel);
    connect(m_exportButton, &QPushButton::clicked, this, &PlannerPanel::askExportCsv);
    connect(m_applyButton, &QPushButton::clicked, this, &PlannerPanel::applySelected);
    updateButtons();
}

PlannerPanel::~PlannerPanel()
{
    if (m_worker != nullptr) {
        m_cancel->store(true);
        m_worker->wait();
        delete m_worker;
    }
}

engine::PlanObjective PlannerPanel::objective() const
{
    return static_cast<engine::PlanObjective>(m_objective->currentData().toInt());
}

bool PlannerPanel::isSearching() const
{
    return m_worker != nullptr;
}

engine::PlanRequest PlannerPanel::request() const
{
    engine::PlanRequest request;
    request.objective = objective();
    request.costPremium = m_costPremium->value() / 100.0;
    const Goal &goal = m_document->goal();
    if (goal.budgetUsd > 0)
        request.budgetUsd = goal.budgetUsd;
    if (goal.deadlineH > 0)
        request.deadlineH = goal.deadlineH;
    request.top = m_top->value();
    const bool keep = m_keepSoftware->isChecked();
    request.searchRecompute = !keep;
    request.searchZero = !keep;
    request.searchSequenceParallel = !keep;
    request.searchContextParallel = !keep;
    request.searchExpertParallel = !keep;
    request.searchOverlap = !keep;
    return request;
}

void PlannerPanel::search()
{
    if (m_worker != nullptr)
        return;
    engine::PlanningScenario planning;
    planning.scenario = m_document->scenario();
    planning.nodesOpen = m_searchNodes->isChecked();
    planning.clusterOpen = m_searchInstances->isChecked();
    // The searched layout replaces the scenario's, so only the rules of the rest apply;
    // what the request may keep stays.
    const engine::ParallelSpec given = planning.scenario.parallel;
    planning.scenario.parallel = {};
    planning.scenario.parallel.zero = given.zero;
    planning.scenario.parallel.zeroShardGroup = given.zeroShardGroup;
    planning.scenario.parallel.sequenceParallel = given.sequenceParallel;
    if (planning.scenario.cluster.nodes < 1)
        planning.scenario.cluster.nodes = 1;

    engine::PlanRequest request = this->request();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    request.cancel = m_cancel.get();
    QPointer<PlannerPanel> self(this);
    request.progress = [self](std::int64_t done, std::int64_t total) {
        // Worker thread: hand the numbers to the panel's thread.
        if (done % 16 != 0 && done != total)
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, done, total] {
                if (self)
                    self->showProgress(done, total);
            },
            Qt::QueuedConnection);
    };
    request.bestSoFar = [self](const engine::Plan &plan) {
        // Worker thread, one call at a time: the panel shows it on its own thread.
        QMetaObject::invokeMethod(
            self.data(),
            [self, plan] {
                if (self)
                    self->showBestSoFar(plan);
            },
            Qt::QueuedConnection);
    };
    const engine::Catalog &catalog = m_document->catalog();
    auto result = std::make_shared<engine::PlanResult>();
    m_worker = QThread::create([planning, request, &catalog, result] {
        *result = engine::planScenario(planning, catalog, request);
    });
    connect(m_worker, &QThread::finished, this, [this, result] {
        m_worker->deleteLater();
        m_worker = nullptr;
        finish(*result);
    });
    if (m_charts != nullptr)
        m_charts->setPlannerPick(std::nullopt);
    m_status->setText(tr("Searching..."));
    m_progress->setRange(0, 0);
    updateButtons();
    m_worker->start();
}

void PlannerPanel::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void PlannerPanel::showProgress(qint64 done, qint64 total)
{
    if (m_worker == nullptr || total <= 0)
        return;
    m_progress->setRange(0, static_cast<int>(std::min<qint64>(total, 1'000'000'000)));
    m_progress->setValue(static_cast<int>(std::min(done, total)));
}

void PlannerPanel::showBestSoFar(const engine::Plan &plan)
{
    if (m_worker == nullptr)
        return; // the search ended before this report arrived
    const QString instance = PlanTableModel::instanceName(plan);
    const QString text
        = tr("Searching... best so far: %1 × %2 nodes, %3, %4")
              .arg(instance, formatCount(static_cast<double>(plan.cluster.nodes)),
                   formatHours(plan.result.expectedTimeH), formatUsd(plan.result.costUsd.total));
    m_status->setText(text);
    emit bestSoFarShown(text);
}

void PlannerPanel::finish(const engine::PlanResult &result)
{
    m_result = result;
    m_model->setGoal(m_document->goal());
    m_progress->setRange(0, 1);
    m_progress->setValue(result.cancelled ? 0 : 1);
    // No plan meets both limits: the nearest on each side are the rows, named, so the manager
    // sees what meeting one bound costs in the other and can apply either.
    if (result.plans.empty() && (result.nearest.withinDeadline || result.nearest.withinBudget)) {
        std::vector<engine::Plan> nearest;
        QStringList labels;
        if (result.nearest.withinDeadline) {
            nearest.push_back(*result.nearest.withinDeadline);
            labels << tr("Cheapest within the deadline");
        }
        if (result.nearest.withinBudget) {
            nearest.push_back(*result.nearest.withinBudget);
            labels << tr("Fastest within the budget");
        }
        m_model->setPlans(std::move(nearest), labels);
    } else {
        m_model->setPlans(result.plans);
    }
    m_summary->setRows(result.byInstance, m_document->goal());
    // A search over instance types: the summary is the answer to read first.
    const bool severalTypes
        = std::any_of(result.byInstance.begin(), result.byInstance.end(),
                      [&result](const engine::InstancePlan &row) {
                          return row.instance != result.byInstance.front().instance;
                      });
    m_tabs->setCurrentIndex(severalTypes ? 0 : 1);
    std::vector<CostTimePoint> frontier;
    for (const engine::Plan &plan : result.pareto)
        frontier.push_back({plan.cluster.nodes, plan.result.expectedTimeH,
                            plan.result.costUsd.total, plan.result.samplesPerS});
    if (m_charts != nullptr)
        m_charts->setFrontier(frontier);
    QString status;
    if (result.cancelled)
        status = tr("Cancelled after %1 configurations.")
                     .arg(formatCount(static_cast<double>(result.evaluated)));
    else if (result.problem)
        status = (diagnosticText(*result.problem) + QLatin1Char(' ') + boughtOtherwiseText(result))
                     .trimmed();
    else
        // Not the feasible count: the pruning skips regions as the threads' bounds allow, so
        // how many plans were estimated changes from run to run; the answer does not.
        status = tr("%1 configurations searched; %2 plans on the cost-time frontier.")
                     .arg(formatCount(static_cast<double>(result.evaluated)),
                          formatCount(static_cast<double>(result.pareto.size())));
    if (result.lowestCostUsd && !result.plans.empty())
        status
            += QLatin1Char(' ')
               + tr("Listed: the fastest plans costing at most %1% more than the cheapest "
                    "(%2).")
                     .arg(formatCount(100 * result.costPremium), formatUsd(*result.lowestCostUsd));
    m_status->setText(status);
    if (m_model->rowCount() > 0)
        m_table->selectRow(0);
    if (m_summary->rowCount() > 0)
        m_summaryTable->selectRow(0);
    updateButtons();
    showPick();
    emit searchFinished();
}

const engine::Plan *PlannerPanel::chosenPlan() const
{
    const bool summary = m_tabs->currentIndex() == 0;
    const QTableView *table = summary ? m_summaryTable : m_table;
    int row = 0;
    if (const QItemSelectionModel *selection = table->selectionModel();
        selection != nullptr && !selection->selectedRows().isEmpty())
        row = selection->selectedRows().first().row();
    return summary ? m_summary->plan(row) : m_model->plan(row);
}

void PlannerPanel::showPick()
{
    if (m_charts == nullptr || m_worker != nullptr)
        return;
    const engine::Plan *plan = chosenPlan();
    m_charts->setPlannerPick(
        plan == nullptr ? std::optional<CostTimePoint>()
                        : CostTimePoint{plan->cluster.nodes, plan->result.expectedTimeH,
                                        plan->result.costUsd.total, plan->result.samplesPerS});
}

void PlannerPanel::applySelected()
{
    const engine::Plan *plan = chosenPlan();
    if (plan == nullptr)
        return;
    const engine::Plan chosen = *plan;
    // A summary row bought otherwise than the scenario (reserved, say) brings its purchase.
    std::optional<engine::Commitment> commitment;
    if (m_tabs->currentIndex() == 0) {
        for (const engine::InstancePlan &row : m_summary->rows()) {
            if (&row.plan == plan && !row.spot)
                commitment = row.commitment;
        }
    }
    m_document->edit(tr("Apply plan: tp %1, pp %2, dp %3")
                         .arg(chosen.parallel.tp)
                         .arg(chosen.parallel.pp)
                         .arg(chosen.parallel.dp),
                     ScenarioDocument::Merge::None, [chosen, commitment](engine::Scenario &s) {
                         s = engine::applyPlan(s, chosen);
                         if (commitment)
                             s.pricing.commitment = *commitment;
                     });
}

void PlannerPanel::updateButtons()
{
    const bool busy = m_worker != nullptr;
    m_searchButton->setEnabled(!busy);
    m_cancelButton->setEnabled(busy);
    m_applyButton->setEnabled(!busy && chosenPlan() != nullptr);
    m_exportButton->setEnabled(!busy && m_model->rowCount() > 0);
}

bool PlannerPanel::exportCsv(const QString &path, QString *error) const
{
    if (m_result.plans.empty()) {
        if (error != nullptr)
            *error = tr("No plans to export: search first.");
        return false;
    }
    return TextFile::write(path, engine::planToCsv(m_result), error);
}

void PlannerPanel::askExportCsv()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export plans"), QStringLiteral("scaleplan-plans.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(TextFile::withSuffix(path, QStringLiteral(".csv")), &error))
        PlainMessageBox::warning(this, tr("Export plans"), error);
}

PlannerPanel *installPlanner(QMainWindow *window, ScenarioDocument *document, ChartPanel *charts,
                             QMenu *viewMenu)
{
    auto *panel = new PlannerPanel(document, charts);
    panel->setMinimumWidth(440); // the plan table's layout columns stay in view
    addFeatureDock(window, viewMenu, PlannerPanel::tr("Planner"), QStringLiteral("plannerDock"),
                   panel,
                   {PlannerPanel::tr("&Planner"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
                    PlannerPanel::tr("Search parallel layouts, node counts and instances")});
    return panel;
}

} // namespace scaleplan
