// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/ScaleGroup.h"

#include "common/Controls.h"
#include "common/Format.h"
#include "common/Texts.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace scaleplan {

namespace {

using engine::Compression;
using Merge = ScenarioDocument::Merge;

constexpr int kMaxSliderNodes = 1024;
constexpr int kNodePositions = 300;   ///< log-spaced positions from 1 to kMaxSliderNodes
constexpr int kCheckpointSteps = 240; ///< 0.1 h steps up to 24 h; position 0 = automatic
constexpr double kCheckpointStepH = 0.1;

constexpr Compression kCompressions[] = {Compression::None, Compression::Fp16, Compression::Int8,
                                         Compression::PowerSgd, Compression::TopK};

bool usesRatio(Compression method)
{
    return method == Compression::PowerSgd || method == Compression::TopK;
}

/// Node counts 1 .. 1024 spaced evenly on a log scale, every count below ~40 and every
/// power of two included.
std::vector<int> nodeSteps()
{
    std::vector<int> steps;
    for (int i = 0; i <= kNodePositions; ++i) {
        const double fraction = static_cast<double>(i) / kNodePositions;
        steps.push_back(static_cast<int>(std::lround(std::pow(kMaxSliderNodes, fraction))));
    }
    for (int power = 1; power <= kMaxSliderNodes; power *= 2)
        steps.push_back(power);
    std::sort(steps.begin(), steps.end());
    steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
    return steps;
}

QSlider *makeSlider(QWidget *parent, int max)
{
    auto *slider = new QSlider(Qt::Horizontal, parent);
    slider->setRange(0, max);
    ignoreWheelUnlessFocused(slider);
    return slider;
}

/// A row of a slider (with an optional extra control beside it) above its value label.
QWidget *sliderRow(QWidget *parent, QSlider *slider, QLabel *value, QWidget *extra = nullptr)
{
    auto *row = new QWidget(parent);
    auto *grid = new QGridLayout(row);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    slider->setParent(row);
    value->setParent(row);
    grid->addWidget(slider, 0, 0);
    if (extra != nullptr) {
        extra->setParent(row);
        grid->addWidget(extra, 0, 1);
    }
    grid->addWidget(value, 1, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    return row;
}

} // namespace

ScaleGroup::ScaleGroup(ScenarioDocument *document, QWidget *parent)
    : PanelGroup(tr("Scale and risk"), document, parent)
    , m_nodeSteps(nodeSteps())
{
    // What a budget turns on first: how many nodes and how they are bought.
    createNodesRow();
    createSpotRow();
    createCommitmentRow();
    createCompressionRows();
    createCheckpointRow();
}

ScaleGroup::~ScaleGroup() = default;

void ScaleGroup::createNodesRow()
{
    m_nodes = makeSlider(this, static_cast<int>(m_nodeSteps.size()) - 1);
    m_nodeCount = makeSpinBox(this, 1, 100'000);
    m_nodesValue = new QLabel(this);
    QWidget *row = sliderRow(this, m_nodes, m_nodesValue, m_nodeCount);
    row->setToolTip(tr("Number of nodes (instances) in the cluster. It sets the GPU count and "
                       "with it the data-parallel degree dp = GPUs / (tp × pp); the slider is "
                       "logarithmic, the box takes any count. How step time, memory and cost "
                       "follow is explained in docs/model.md, sections 4.3, 6 and 9."));
    addRow(tr("Nodes"), row, {"cluster.nodes"});
    connect(m_nodes, &QSlider::valueChanged, this,
            [this](int position) { setNodes(m_nodeSteps[static_cast<std::size_t>(position)]); });
    connect(m_nodeCount, &QSpinBox::valueChanged, this, &ScaleGroup::setNodes);
}

void ScaleGroup::setNodes(int nodes)
{
    document()->setNodes(nodes, tr("Change node count"));
}

void ScaleGroup::createCompressionRows()
{
    m_compression = makeSlider(this, static_cast<int>(std::size(kCompressions)) - 1);
    m_compression->setTickPosition(QSlider::TicksBelow);
    m_compression->setPageStep(1);
    m_compressionValue = new QLabel(this);
    QWidget *row = sliderRow(this, m_compression, m_compressionValue);
    row->setToolTip(tr("How the data-parallel gradient exchange is compressed: none, FP16 "
                       "(half the bytes), INT8 and top-k (cannot be summed in flight, so they "
                       "are all-gathered and the traffic grows with dp) or PowerSGD (low-rank "
                       "factors). Encoding and decoding time is added to each step. The model "
                       "and its sources are in docs/model.md, section 7."));
    addRow(tr("Gradient compression"), row, {"communication.gradient_compression"});
    connect(m_compression, &QSlider::valueChanged, this, [this](int position) {
        const Compression method = kCompressions[position];
        edit(tr("Change gradient compression"), Merge::Compression,
             [method](engine::Scenario &s) { s.communication.gradientCompression = method; });
    });

    m_ratio = makeDoubleSpinBox(this, 0.0001, 1.0, 4);
    m_ratio->setSingleStep(0.01);
    m_ratio->setToolTip(tr("For PowerSGD and top-k: bytes sent / bytes of the uncompressed "
                           "gradient (top-k's ratio includes its indices). 1 saves nothing; "
                           "0.01 sends a hundredth. docs/model.md, section 7."));
    addRow(tr("Compression ratio"), m_ratio, {"communication.compression_ratio"});
    connect(m_ratio, &QDoubleSpinBox::valueChanged, this, [this](double ratio) {
        edit(tr("Change compression ratio"), Merge::None,
             [ratio](engine::Scenario &s) { s.communication.compressionRatio = ratio; });
    });
}

void ScaleGroup::createSpotRow()
{
    m_spot = makeSlider(this, 100);
    m_spot->setPageStep(10);
    m_spotValue = new QLabel(this);
    QWidget *row = sliderRow(this, m_spot, m_spotValue);
    row->setToolTip(tr("Share of nodes on spot capacity: blends on-demand and spot prices and "
                       "adds reclaims at the catalog's interruption rate for the instance "
                       "(AWS Spot Advisor band, or the catalog default). docs/model.md, "
                       "sections 9.2 and 9.5, gives the formulas and sources."));
    addRow(tr("Spot share"), row, {"pricing.spot_fraction"});
    connect(m_spot, &QSlider::valueChanged, this, [this](int percent) {
        edit(tr("Change spot share"), Merge::Spot,
             [percent](engine::Scenario &s) { s.pricing.spotFraction = percent / 100.0; });
    });
}

void ScaleGroup::createCommitmentRow()
{
    m_commitment = makeComboBox(this);
    m_commitment->setObjectName(QStringLiteral("commitment"));
    for (const engine::Commitment value :
         {engine::Commitment::OnDemand, engine::Commitment::Reserved1y,
          engine::Commitment::Reserved3y, engine::Commitment::CapacityBlock})
        m_commitment->addItem(commitmentText(value), static_cast<int>(value));
    m_commitment->setToolTip(
        tr("How the nodes not on spot are bought: at the on-demand list price, reserved for one "
           "or three years (AWS Savings Plans, Google committed use, Azure reservations), or as "
           "an AWS Capacity Block for ML. Each is priced by the instance's rate in the catalog, "
           "with its date (docs/prices.md)."));
    addRow(tr("Purchase"), m_commitment, {"pricing.commitment"});
    connect(m_commitment, &QComboBox::activated, this, [this](int index) {
        const auto value = static_cast<engine::Commitment>(m_commitment->itemData(index).toInt());
        edit(tr("Change purchase"), Merge::None,
             [value](engine::Scenario &s) { s.pricing.commitment = value; });
    });
}

void ScaleGroup::createCheckpointRow()
{
    m_checkpoint = makeSlider(this, kCheckpointSteps);
    m_checkpoint->setPageStep(10);
    m_checkpointValue = new QLabel(this);
    QWidget *row = sliderRow(this, m_checkpoint, m_checkpointValue);
    row->setToolTip(tr("Time between checkpoints. At the far left the interval is automatic: "
                       "Daly's optimum (after Young) from the checkpoint write time and the "
                       "cluster's failure and reclaim rate. Shorter intervals lose less work per "
                       "interruption but spend more time writing. docs/model.md, sections 9.2 "
                       "and 9.3."));
    addRow(tr("Checkpoint interval"), row, {"reliability.checkpoint_interval_h"});
    connect(m_checkpoint, &QSlider::valueChanged, this, [this](int position) {
        std::optional<double> interval;
        if (position > 0)
            interval = position * kCheckpointStepH;
        edit(tr("Change checkpoint interval"), Merge::CheckpointInterval,
             [interval](engine::Scenario &s) { s.reliability.checkpointIntervalH = interval; });
    });
}

int ScaleGroup::nodePosition(std::int64_t nodes) const
{
    const auto it = std::lower_bound(m_nodeSteps.begin(), m_nodeSteps.end(), nodes);
    if (it == m_nodeSteps.end())
        return static_cast<int>(m_nodeSteps.size()) - 1;
    return static_cast<int>(it - m_nodeSteps.begin());
}

void ScaleGroup::updateFromScenario()
{
    const engine::Scenario &s = scenario();
    const QSignalBlocker blockNodes(m_nodes);
    const QSignalBlocker blockCount(m_nodeCount);
    const QSignalBlocker blockCompression(m_compression);
    const QSignalBlocker blockRatio(m_ratio);
    const QSignalBlocker blockSpot(m_spot);
    const QSignalBlocker blockCheckpoint(m_checkpoint);

    m_nodes->setValue(nodePosition(s.cluster.nodes));
    setValueInPlace(m_nodeCount, toSpinValue(s.cluster.nodes, m_nodeCount));
    updateNodesLabel();

    const Compression method = s.communication.gradientCompression;
    const auto *found = std::find(std::begin(kCompressions), std::end(kCompressions), method);
    m_compression->setValue(static_cast<int>(found - std::begin(kCompressions)));
    m_compressionValue->setText(compressionText(method));
    setValueInPlace(m_ratio, s.communication.compressionRatio);
    m_ratio->setEnabled(usesRatio(method));

    m_spot->setValue(static_cast<int>(std::lround(s.pricing.spotFraction * 100)));
    selectData(m_commitment, static_cast<int>(s.pricing.commitment));
    m_spotValue->setText(
        tr("%1 of nodes on spot capacity").arg(formatPercent(s.pricing.spotFraction, 0)));

    const std::optional<double> &interval = s.reliability.checkpointIntervalH;
    m_checkpoint->setValue(
        interval ? std::clamp(static_cast<int>(std::lround(*interval / kCheckpointStepH)), 1,
                              kCheckpointSteps)
                 : 0);
    updateCheckpointLabel();
}

void ScaleGroup::updateFromResult()
{
    updateNodesLabel();
    updateCheckpointLabel();
}

void ScaleGroup::updateNodesLabel()
{
    const engine::Scenario &s = scenario();
    const std::int64_t gpus = s.cluster.nodes * gpusPerNode(s, document()->catalog());
    const QString nodes
        = s.cluster.nodes == 1
              ? tr("1 node")
              : tr("%1 nodes").arg(formatCount(static_cast<double>(s.cluster.nodes)));
    const QString total
        = gpus == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(formatCount(static_cast<double>(gpus)));
    setTextInPlace(m_nodesValue, tr("%1 (%2)").arg(nodes, total));
}

void ScaleGroup::updateCheckpointLabel()
{
    const std::optional<double> &interval = scenario().reliability.checkpointIntervalH;
    if (interval) {
        setTextInPlace(m_checkpointValue, tr("every %1").arg(formatHours(*interval)));
        return;
    }
    if (document()->problem()) {
        setTextInPlace(m_checkpointValue, tr("automatic (Young/Daly optimum)"));
        return;
    }
    setTextInPlace(m_checkpointValue,
                   tr("automatic (Young/Daly optimum): every %1")
                       .arg(formatHours(document()->result().risk.checkpointIntervalH)));
}

} // namespace scaleplan
