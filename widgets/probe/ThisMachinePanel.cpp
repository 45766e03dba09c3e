// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ThisMachinePanel.h"
#include "PlainMessageBox.h"

#include "FeatureDock.h"
#include "common/Texts.h"
#include "document/ScenarioDocument.h"
#include "document/ScenarioEdits.h"
#include "document/UserCatalog.h"
#include "probe/ThisMachineModel.h"

#include <QDir>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

namespace scaleplan {

ThisMachinePanel::ThisMachinePanel(ScenarioDocument *document, engine::ProbeOptions options,
                                   QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_options(std::move(options))
    , m_model(new ThisMachineModel(this))
    , m_status(new QLabel(this))
    , m_table(new QTableView(this))
    , m_probe(new QPushButton(tr("&Probe Again"), this))
    , m_benchmark(new QPushButton(tr("Run &Benchmarks"), this))
    , m_use(new QPushButton(tr("&Use in Scenario"), this))
    , m_saved(new QLabel(this))
{
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    m_probe->setToolTip(tr("Ask the NVIDIA driver again which GPUs this machine has."));
    m_benchmark->setToolTip(tr("Measure memory bandwidth, FP32 and 16-bit matrix-multiply "
                               "throughput and GPU-to-GPU copies (about 6 seconds per GPU)."));
    m_use->setToolTip(tr("Add \"This machine\" to the catalog, with the measured figures beside "
                         "the datasheet ones, and make it the scenario's cluster. The entry is "
                         "also saved to your catalog file (%1), so scenarios that use it open "
                         "in later sessions.")
                          .arg(QDir::toNativeSeparators(UserCatalog::path())));
    m_saved->setWordWrap(true);
    m_saved->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_saved->hide();
    connect(m_probe, &QPushButton::clicked, this, &ThisMachinePanel::probe);
    connect(m_benchmark, &QPushButton::clicked, this, &ThisMachinePanel::runBenchmarks);
    connect(m_use, &QPushButton::clicked, this, &ThisMachinePanel::useInScenario);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_probe);
    buttons->addWidget(m_benchmark);
    buttons->addWidget(m_use);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addStretch(0); // keeps the reason at the top while the table is hidden
    layout->addLayout(buttons);
    layout->addWidget(m_saved);
    showReport({});
    m_status->setText(tr("Press Probe Again to read this machine's GPUs."));
}

ThisMachinePanel::~ThisMachinePanel()
{
    if (m_worker != nullptr) {
        m_cancel = true;
        m_worker->wait();
        delete m_worker;
    }
}

QString ThisMachinePanel::statusText() const
{
    return m_status->text();
}

QString ThisMachinePanel::savedText() const
{
    return m_saved->text();
}

void ThisMachinePanel::probe()
{
    if (m_worker != nullptr)
        return;
    showReport(engine::probeDevices(m_options));
}

void ThisMachinePanel::showReport(const engine::ProbeReport &report)
{
    m_model->setReport(report, m_document->catalog());
    QStringList lines;
    if (report.reason)
        lines << (report.devices.empty() ? tr("No GPU found: %1.") : tr("Note: %1."))
                     .arg(diagnosticText(*report.reason));
    for (const engine::Diagnostic &note : report.benchmarkNotes)
        lines << tr("Benchmarks: %1.").arg(diagnosticText(note));
    for (const engine::ProbeDevice &device : report.devices) {
        for (const engine::Diagnostic &problem : device.problems)
            lines << tr("GPU %1: %2.").arg(device.index).arg(diagnosticText(problem));
    }
    m_status->setText(lines.join(QLatin1Char('\n')));
    m_status->setVisible(!lines.isEmpty());
    m_table->setVisible(!report.devices.empty());
    m_benchmark->setEnabled(!report.devices.empty() && m_worker == nullptr);
    m_use->setEnabled(!report.devices.empty() && m_worker == nullptr);
}

void ThisMachinePanel::runBenchmarks()
{
    if (m_worker != nullptr || m_model->report().devices.empty())
        return;
    m_cancel = false;
    m_result = std::make_shared<engine::ProbeReport>();
    m_progress = new QProgressDialog(tr("Starting the benchmarks…"), tr("Cancel"), 0, 1, this);
    m_progress->setWindowTitle(tr("Benchmarking This Machine"));
    m_progress->setMinimumDuration(0);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, this, &ThisMachinePanel::cancelBenchmarks);

    const engine::ProbeReport input = m_model->report();
    const engine::ProbeOptions options = m_options;
    const std::shared_ptr<engine::ProbeReport> result = m_result;
    std::atomic<bool> *cancel = &m_cancel;
    QPointer<ThisMachinePanel> self(this);
    m_worker = QThread::create([input, options, result, cancel, self] {
        *result = engine::runBenchmarks(
            input, options,
            [self](int done, int total, const std::string &what) {
                const QString text = QString::fromStdString(what);
                QMetaObject::invokeMethod(
                    self,
                    [self, done, total, text] {
                        if (self)
                            self->onProgress(done, total, text);
                    },
                    Qt::QueuedConnection);
            },
            *cancel);
    });
    connect(m_worker, &QThread::finished, this, &ThisMachinePanel::onBenchmarksDone);
    m_benchmark->setEnabled(false);
    m_use->setEnabled(false);
    m_probe->setEnabled(false);
    m_worker->start();
}

void ThisMachinePanel::cancelBenchmarks()
{
    m_cancel = true;
    if (m_progress != nullptr)
        m_progress->setLabelText(tr("Stopping after the current run…"));
}

void ThisMachinePanel::onProgress(int done, int total, const QString &what)
{
    if (m_progress == nullptr)
        return;
    m_progress->setMaximum(total);
    m_progress->setValue(done);
    // The engine names each step in English (e.g. "GPU 0: FP32 FMA"); shown as given.
    m_progress->setLabelText(tr("Measuring %1 (%2 of %3)").arg(what).arg(done + 1).arg(total));
}

void ThisMachinePanel::onBenchmarksDone()
{
    m_worker->deleteLater();
    m_worker = nullptr;
    if (m_progress != nullptr) {
        m_progress->deleteLater();
        m_progress = nullptr;
    }
    m_probe->setEnabled(true);
    showReport(*m_result);
    emit benchmarksFinished();
}

bool ThisMachinePanel::useInScenario()
{
    if (m_model->report().devices.empty())
        return false; // the button is disabled then
    const engine::CatalogLoad load
        = engine::withThisMachine(m_document->catalog(), m_model->report());
    if (!load.catalog) {
        PlainMessageBox::warning(
            this, tr("This Machine"),
            tr("This machine cannot be added: %1.").arg(diagnosticText(load.error)));
        return false;
    }
    // Kept in the user catalog too, so a scenario saved with it opens in a later session.
    saveToUserCatalog(engine::thisMachineCatalogJson(m_document->catalog(), m_model->report()));
    m_document->replaceCatalog(*load.catalog);
    const std::string id = engine::kThisMachineInstanceId;
    m_document->edit(tr("Use this machine"), ScenarioDocument::Merge::None,
                     [id](engine::Scenario &s) {
                         s.cluster.instance = id;
                         s.cluster.gpu.clear();
                         s.cluster.gpusPerNode = 0;
                         s.cluster.interNodeGbps = 0;
                         s.cluster.pricePerNodeHourUsd.reset();
                         s.pricing.spotPricePerNodeHourUsd.reset();
                         withNodes(s, 1); // one machine, dp derived for its GPUs
                     });
    return true;
}

void ThisMachinePanel::saveToUserCatalog(const std::string &entries)
{
    const QString file = UserCatalog::path();
    QString error;
    if (UserCatalog::mergeEntries(file, entries, &error))
        m_saved->setText(tr("Saved to your catalog %1: \"This machine\" stays available in later "
                            "sessions.")
                             .arg(QDir::toNativeSeparators(file)));
    else
        m_saved->setText(tr("Used in this session only, not saved: %1").arg(error));
    m_saved->show();
}

QDockWidget *installThisMachinePanel(QMainWindow *window, ScenarioDocument *document,
                                     QMenu *viewMenu)
{
    auto *panel = new ThisMachinePanel(document, {});
    QDockWidget *dock = addFeatureDock(
        window, viewMenu, ThisMachinePanel::tr("This Machine"), QStringLiteral("thisMachineDock"),
        panel,
        {ThisMachinePanel::tr("&This Machine"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M),
         ThisMachinePanel::tr("The local GPUs, their benchmarks and the \"This machine\" "
                              "catalog entry")});
    // Probe once, the first time the dock is shown (the driver may take a moment).
    auto probed = std::make_shared<bool>(false);
    QObject::connect(dock, &QDockWidget::visibilityChanged, panel, [panel, probed](bool visible) {
        if (visible && !*probed) {
            *probed = true;
            panel->probe();
        }
    });
    return dock;
}

} // namespace scaleplan
