// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sensitivity/SensitivityPanel.h"

#include "FeatureDock.h"
#include "charts/SensitivityChart.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "document/ScenarioDocument.h"
#include "sensitivity/SensitivityTexts.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace scaleplan {

namespace {

/// Edits come in bursts (slider drags): wait this long for the last one.
constexpr int kDebounceMs = 150;

enum Measure { Time, Cost };

} // namespace

SensitivityPanel::SensitivityPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    layout->addWidget(m_status);

    auto *form = new QFormLayout;
    m_measure = new QComboBox(this);
    m_measure->addItem(tr("Expected time"));
    m_measure->addItem(tr("Cost"));
    m_measure->setToolTip(tr("The figure whose change the bars show"));
    form->addRow(tr("Show:"), m_measure);
    m_step = new QSpinBox(this);
    m_step->setRange(1, 50);
    m_step->setValue(10);
    m_step->setSuffix(tr(" %"));
    m_step->setToolTip(tr("How far each input is moved down and up"));
    form->addRow(tr("Each input:"), m_step);
    layout->addLayout(form);

    m_chart = new SensitivityChart(this);
    layout->addWidget(m_chart, 1);

    m_table = new QTableWidget(0, 2, this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_table);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &SensitivityPanel::recompute);
    connect(m_document, &ScenarioDocument::resultChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_step, &QSpinBox::valueChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_measure, &QComboBox::currentIndexChanged, this, [this] {
        showChart();
        fillTable();
    });
}

SensitivityPanel::~SensitivityPanel() = default;

void SensitivityPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        m_debounce->start(0);
}

void SensitivityPanel::recompute()
{
    if (!isVisible()) {
        m_stale = true; // compute when shown (the dock starts hidden)
        return;
    }
    m_stale = false;
    if (const auto &problem = m_document->problem()) {
        m_sensitivity = {};
        m_status->setText(tr("No estimate: %1").arg(diagnosticLine(*problem)));
    } else {
        m_sensitivity = engine::sensitivity(m_document->scenario(), m_document->catalog(),
                                            m_step->value() / 100.0);
        m_status->setText(
            tr("How far the estimate moves with each input %1 lower and higher, largest "
               "first: the numbers to check first, or to measure (Tools > Calibrate). "
               "No uncertainty is claimed (Help > Model and Sources, section 9.6).")
                .arg(formatPercent(m_sensitivity.step, 0)));
    }
    showChart();
    fillTable();
}

void SensitivityPanel::showChart()
{
    const bool time = m_measure->currentIndex() == Time;
    QStringList labels;
    QList<double> lower;
    QList<double> higher;
    for (const engine::SensitivityRow &row : m_sensitivity.rows) {
        labels.append(sensitivityInputText(row.input));
        lower.append(time ? row.timeIfLower : row.costIfLower);
        higher.append(time ? row.timeIfHigher : row.costIfHigher);
    }
    m_chart->setRows(labels, lower, higher, m_sensitivity.step,
                     time ? tr("Change of the expected time") : tr("Change of the cost"),
                     time ? tr("expected time") : tr("cost"));
}

void SensitivityPanel::fillTable()
{
    // The shown measure only: two columns fit a narrow dock.
    const bool time = m_measure->currentIndex() == Time;
    const QString step = formatPercent(m_sensitivity.step, 0);
    // "−10 %" and "+10 %": short in every language; the tooltips say it in words.
    m_table->setHorizontalHeaderLabels(
        {formatChange(-m_sensitivity.step, 0), formatChange(m_sensitivity.step, 0)});
    m_table->horizontalHeaderItem(0)->setToolTip(tr("Input %1 lower").arg(step));
    m_table->horizontalHeaderItem(1)->setToolTip(tr("Input %1 higher").arg(step));
    m_table->setRowCount(static_cast<int>(m_sensitivity.rows.size()));
    QStringList inputs;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const engine::SensitivityRow &row = m_sensitivity.rows[static_cast<std::size_t>(r)];
        inputs.append(sensitivityInputText(row.input));
        const double values[] = {time ? row.timeIfLower : row.costIfLower,
                                 time ? row.timeIfHigher : row.costIfHigher};
        for (int c = 0; c < 2; ++c) {
            auto *item = new QTableWidgetItem(formatChange(values[c]));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->setVerticalHeaderLabels(inputs);
    for (int r = 0; r < m_table->rowCount(); ++r) {
        m_table->verticalHeaderItem(r)->setToolTip(
            sensitivityInputToolTip(m_sensitivity.rows[static_cast<std::size_t>(r)].input));
    }
    // Every row in view: at most eight, and the bars above take what is left.
    m_table->resizeRowsToContents();
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
                            + m_table->verticalHeader()->length() + 2 * m_table->frameWidth());
}

void installSensitivity(QMainWindow *window, ScenarioDocument *document, QMenu *view)
{
    auto *panel = new SensitivityPanel(document);
    panel->setMinimumWidth(460); // the input names beside the bars stay whole
    addFeatureDock(
        window, view, SensitivityPanel::tr("Sensitivity"), QStringLiteral("sensitivity"), panel,
        {SensitivityPanel::tr("&Sensitivity"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
         SensitivityPanel::tr("How far the expected time and cost move with each "
                              "hardware rate, price and reliability input")});
}

} // namespace scaleplan
