// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "calibration/CalibrationDialog.h"
#include "document/TextFile.h"

#include "charts/CalibrationChart.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "document/ScenarioDocument.h"
#include "document/UserCatalog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace scaleplan {

namespace {

/// Node counts the extrapolation covers: powers of two up to twice the scenario's scale.
std::vector<std::int64_t> extrapolationNodes(std::int64_t target)
{
    std::vector<std::int64_t> nodes;
    for (std::int64_t n = 1; n <= std::max<std::int64_t>(2 * target, 2); n *= 2)
        nodes.push_back(n);
    if (std::find(nodes.begin(), nodes.end(), target) == nodes.end())
        nodes.push_back(target);
    std::sort(nodes.begin(), nodes.end());
    return nodes;
}

QString factorName(std::size_t k)
{
    switch (k) {
    case 0:
        return CalibrationDialog::tr("Matrix-product rate (GEMM)");
    case 1:
        return CalibrationDialog::tr("Memory bandwidth (HBM)");
    case 2:
        return CalibrationDialog::tr("In-node link (NVLink/PCIe)");
    default:
        return CalibrationDialog::tr("Network between nodes");
    }
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace

CalibrationDialog::CalibrationDialog(const engine::Scenario &base, const engine::Catalog &catalog,
                                     QWidget *parent)
    : QDialog(parent)
    , m_base(base)
    , m_catalog(catalog)
    , m_catalogPath(defaultCatalogPath())
{
    setWindowTitle(tr("Calibrate from Measurements"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Measure the open scenario's step time on a few small clusters (for example 1, 2, "
           "4 and 8 GPUs, then 2 nodes), one row per run. Columns: gpus and step_time_s (or "
           "tokens_per_s); optional nodes, tp, pp, global_batch, micro_batch."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_csv = new QPlainTextEdit(this);
    m_csv->setPlaceholderText(QStringLiteral("gpus,step_time_s\n1,12.4\n2,6.3\n4,3.2\n8,1.7"));
    m_csv->setToolTip(tr("Comma-separated, a header line first; lines starting with # are "
                         "ignored."));
    m_csv->setMaximumHeight(140);
    layout->addWidget(m_csv);

    auto *buttons = new QHBoxLayout;
    auto *open = new QPushButton(tr("&Open CSV…"), this);
    auto *fitButton = new QPushButton(tr("&Fit"), this);
    fitButton->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    fitButton->setToolTip(tr("Least-squares fit of four factors on the catalog's rates "
                             "(Levenberg-Marquardt, Ctrl+Return)"));
    buttons->addWidget(open);
    buttons->addWidget(fitButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(open, &QPushButton::clicked, this, &CalibrationDialog::openCsv);
    connect(fitButton, &QPushButton::clicked, this, &CalibrationDialog::fit);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    auto *tables = new QWidget(splitter);
    auto *tablesLayout = new QVBoxLayout(tables);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    m_factors = new QTableWidget(4, 3, tables);
    m_factors->setHorizontalHeaderLabels({tr("Factor"), tr("90% range"), tr("Set by")});
    m_factors->setToolTip(tr("Multipliers on the catalog's rates. \"Set by the data\": the "
                             "measurements narrowed the factor well below its prior (x1.65 "
                             "at one sigma); otherwise it stays near 1 and widens the band."));
    m_factors->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_factors->horizontalHeader()->setStretchLastSection(true);
    for (std::size_t k = 0; k < 4; ++k)
        m_factors->setVerticalHeaderItem(static_cast<int>(k), cell(factorName(k)));
    // Four rows: as tall as they need, the measurements below take the rest.
    m_factors->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_factors->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    tablesLayout->addWidget(m_factors);
    m_points = new QTableWidget(0, 5, tables);
    m_points->setHorizontalHeaderLabels(
        {tr("Line"), tr("GPUs"), tr("Measured"), tr("Fitted"), tr("Residual")});
    m_points->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_points->horizontalHeader()->setStretchLastSection(true);
    m_points->verticalHeader()->setVisible(false);
    m_points->setToolTip(tr("Residual = fitted / measured − 1"));
    tablesLayout->addWidget(m_points);
    m_chart = new CalibrationChart(splitter);
    splitter->addWidget(tables);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({460, 640});
    layout->addWidget(splitter, 1);

    auto *saveRow = new QFormLayout;
    m_name = new QLineEdit(tr("calibrated"), this);
    m_name->setToolTip(tr("Part of the new catalog ids: <gpu>-<name> and <instance>-<name>"));
    saveRow->addRow(tr("Entry name:"), m_name);
    layout->addLayout(saveRow);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_save = box->addButton(tr("&Save to Catalog"), QDialogButtonBox::ActionRole);
    m_save->setEnabled(false);
    m_save->setToolTip(tr("Adds the fitted GPU and instance to your catalog file (%1); "
                          "restart Scaleplan to pick them.")
                           .arg(QDir::toNativeSeparators(m_catalogPath)));
    connect(m_save, &QPushButton::clicked, this, &CalibrationDialog::saveToCatalog);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);
    resize(1100, 760);
}

CalibrationDialog::CalibrationDialog(ScenarioDocument *document, QWidget *parent)
    : CalibrationDialog(document->scenario(), document->catalog(), parent)
{
    m_document = document;
}

CalibrationDialog::~CalibrationDialog() = default;

QString CalibrationDialog::defaultCatalogPath()
{
    if (const QString path = UserCatalog::path(); !path.isEmpty())
        return path;
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
           + QStringLiteral("/scaleplan/catalog.json");
}

void CalibrationDialog::setCsvText(const QString &text)
{
    m_csv->setPlainText(text);
}

QString CalibrationDialog::message() const
{
    return m_message->text();
}

void CalibrationDialog::openCsv()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open measurements"), QString(),
                                                      tr("CSV files (*.csv *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        showError(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return;
    }
    setCsvText(QString::fromUtf8(TextFile::readBounded(file)));
    fit();
}

void CalibrationDialog::showError(const QString &text)
{
    m_message->setText(text);
    m_message->setStyleSheet(QStringLiteral("color: palette(highlight);"));
}

bool CalibrationDialog::fit()
{
    const engine::MeasurementLoad load
        = engine::parseMeasurementsCsv(m_csv->toPlainText().toStdString(), m_base, m_catalog);
    if (load.error) {
        m_fit.reset();
        m_extrapolation.clear();
        m_save->setEnabled(false);
        m_chart->clear();
        m_points->setRowCount(0);
        const QString where = QString::fromStdString(load.error->field);
        showError(where.isEmpty() ? diagnosticText(*load.error)
                                  : tr("%1: %2").arg(where, diagnosticText(*load.error)));
        return false;
    }
    m_fit = engine::fitMeasurements(m_base, m_catalog, load.rows);
    m_extrapolation
        = engine::extrapolate(m_base, m_catalog, *m_fit, extrapolationNodes(m_base.cluster.nodes));
    showFit();
    m_save->setEnabled(true);
    return true;
}

void CalibrationDialog::showFit()
{
    const engine::CalibrationFit &f = *m_fit;
    const std::array<double, 4> values = f.factors.asArray();
    constexpr double kZ95 = 1.6448536269514722;
    for (std::size_t k = 0; k < 4; ++k) {
        const int row = static_cast<int>(k);
        const double spread = std::exp(kZ95 * f.logSigma[k]);
        m_factors->setItem(row, 0, cell(tr("×%1").arg(formatNumber(values[k]))));
        m_factors->setItem(
            row, 1,
            cell(tr("×%1 – ×%2")
                     .arg(formatNumber(values[k] / spread), formatNumber(values[k] * spread))));
        m_factors->setItem(row, 2, cell(f.constrained[k] ? tr("the data") : tr("the prior")));
    }
    m_points->setRowCount(static_cast<int>(f.points.size()));
    for (std::size_t i = 0; i < f.points.size(); ++i) {
        const engine::FittedPoint &p = f.points[i];
        const int row = static_cast<int>(i);
        m_points->setItem(row, 0, cell(QString::number(p.line)));
        m_points->setItem(row, 1, cell(formatCount(static_cast<double>(p.gpus))));
        m_points->setItem(row, 2, cell(tr("%1 s").arg(formatNumber(p.measuredS))));
        m_points->setItem(row, 3, cell(tr("%1 s").arg(formatNumber(p.fittedS))));
        m_points->setItem(row, 4, cell(formatPercent(std::exp(p.residual) - 1.0, 1)));
    }
    m_chart->setFit(f, m_extrapolation);

    QString text = tr("Fitted %n measurement(s): rms residual %1, scatter %2.", nullptr,
                      static_cast<int>(f.points.size()))
                       .arg(formatPercent(f.rmsResidual, 1), formatPercent(f.residualSigma, 1));
    // The scenario's own scale: the extrapolation's row with its node count.
    const std::int64_t perNode = m_extrapolation.empty() || m_extrapolation.front().gpus <= 0
                                     ? 1
                                     : m_extrapolation.front().gpus; // the 1-node row
    const std::int64_t targetGpus = perNode * std::max<std::int64_t>(m_base.cluster.nodes, 1);
    for (const engine::Extrapolation &e : m_extrapolation) {
        if (e.gpus != targetGpus)
            continue;
        text += QLatin1Char(' ')
                + tr("At the scenario's %1 GPUs: %2 s per step (90% band %3–%4 s).")
                      .arg(formatCount(static_cast<double>(e.gpus)), formatNumber(e.stepTimeS),
                           formatNumber(e.lowS), formatNumber(e.highS));
    }
    m_message->setStyleSheet(QString());
    m_message->setText(text);
}

bool CalibrationDialog::saveToCatalog()
{
    if (!m_fit)
        return false;
    const std::string name = m_name->text().trimmed().toStdString();
    // The calibrated GPU and instance as catalog entries, merged into the user's file the
    // same way as every other entry the window saves (atomic, only a loadable file).
    const std::optional<std::string> entries = engine::mergeCalibratedEntries(
        std::string_view(), m_base, m_catalog, *m_fit, name.empty() ? "calibrated" : name);
    QString error;
    if (!entries || !UserCatalog::mergeEntries(m_catalogPath, *entries, &error)) {
        showError(error);
        return false;
    }
    const engine::CalibratedIds ids
        = engine::calibratedIds(m_base, m_catalog, name.empty() ? "calibrated" : name);
    m_message->setStyleSheet(QString());
    if (m_document == nullptr) {
        m_message->setText(tr("Saved instance %1 (GPU %2) to %3. Restart Scaleplan to choose it.")
                               .arg(QString::fromStdString(ids.instance),
                                    QString::fromStdString(ids.gpu),
                                    QDir::toNativeSeparators(m_catalogPath)));
        return true;
    }
    // The same entries in the open document: the cluster's instance list offers them now.
    m_document->replaceCatalog(engine::calibratedCatalog(m_base, m_catalog, m_fit->factors,
                                                         name.empty() ? "calibrated" : name));
    m_message->setText(tr("Saved instance %1 (GPU %2) to %3. It is in the cluster's instance "
                          "list now.")
                           .arg(QString::fromStdString(ids.instance),
                                QString::fromStdString(ids.gpu),
                                QDir::toNativeSeparators(m_catalogPath)));
    return true;
}

} // namespace scaleplan
