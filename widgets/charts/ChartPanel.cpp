// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartPanel.h"

#include "charts/ChartData.h"
#include "charts/ChartStyle.h"
#include "charts/CostTimeChart.h"
#include "charts/ScalingChart.h"
#include "charts/StackedBarChart.h"
#include "common/Controls.h"
#include "common/Format.h"

#include <QEvent>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include <algorithm>
#include <array>
#include <cmath>

namespace scaleplan {

using namespace chartstyle;

namespace {

constexpr std::size_t kCharts = 4;
/// Pixels: a chart's title, a three-row legend, an axis with its labels and title, and a
/// plot fit (the memory chart's axis read "..." at 200).
constexpr int kMinimumChartHeight = 260;
/// Below this width a chart elides its axis titles and wraps its legend into many rows
/// (measured on the cost-versus-time chart in English and German, and in Chinese with
/// the GPU clouds' long instance names in its legend: at 430 pixels seven rows of legend
/// left the plot 60 pixels and cut the axis title to "...").
constexpr int kComfortableChartWidth = 480;

std::size_t indexOf(ChartPanel::Chart chart)
{
    return static_cast<std::size_t>(chart);
}

QString noEstimateText()
{
    return ChartPanel::tr("No estimate: fix the problem shown in the panel");
}

} // namespace

struct ChartPanel::Private
{
    CostTimeChart *costTime = nullptr;
    StackedBarChart *breakdown = nullptr;
    StackedBarChart *memory = nullptr;
    ScalingChart *scaling = nullptr;
    std::array<QChartView *, kCharts> views{};
    std::array<QLabel *, kCharts> overlays{};
    std::array<QWidget *, kCharts> cells{}; ///< a view with its overlay
    QGridLayout *grid = nullptr;
    int columns = 0; ///< placeCharts()
    Style style;
    ChartData data; ///< the latest, to redraw after a locale or palette change
    bool presentation = false;

    QChart *chart(Chart which) const { return views[indexOf(which)]->chart(); }
};

ChartPanel::ChartPanel(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->costTime = new CostTimeChart(this);
    connect(d->costTime, &CostTimeChart::nodeCountPicked, this, &ChartPanel::nodeCountPicked);

    using namespace okabeIto;
    const auto seconds = [this](const QString &name, double value, double share, bool tooltip) {
        const QString amount = formatNumber(locale(), value);
        if (tooltip)
            return tr("%1: %2 s per step (%3 of the step)")
                .arg(name, amount, formatPercent(locale(), share));
        return tr("%1 %2 s").arg(name, amount);
    };
    // Each part's origin names the section of Help > Model and Sources that derives it.
    d->breakdown = new StackedBarChart(
        tr("Step time breakdown"),
        {{tr("Compute"), kBlue,
          tr("The forward and backward passes: matrix products at the GPU's measured rate for "
             "their shapes, attention at its kernel's measured rate, element-wise work at the "
             "measured memory bandwidth (model.md 3, 4).")},
         {tr("Recompute"), kSkyBlue,
          tr("The forward passes run again in the backward pass for the layers whose "
             "activations recomputation frees (model.md 6.2, 8.2).")},
         {tr("Tensor-parallel"), kBluishGreen,
          tr("Each layer's all-reduces (with sequence parallelism: all-gathers and "
             "reduce-scatters) inside the tensor-parallel group, less what overlaps the "
             "products (model.md 4.5).")},
         {tr("Context-parallel"), kPaleBluishGreen,
          tr("Keys and values passed round the context-parallel ring, what attention does not "
             "cover (model.md 4.8).")},
         {tr("Expert all-to-all"), kPaleReddishPurple,
          tr("Tokens sent to the GPUs of their experts and back (model.md 4.9, 5.3).")},
         {tr("Pipeline sends"), kReddishPurple,
          tr("Activations and their gradients sent between pipeline stages, each send's "
             "latency and bytes (model.md 6.3).")},
         {tr("Data-parallel (exposed)"), kOrange,
          tr("The gradient exchange, and ZeRO's gathers, that the backward pass does not hide: "
             "NCCL's ring or tree, over NVLink at its full rate plus each GPU's passes over "
             "its own buffer, and over the network at 90% of its rate "
             "(model.md 5.2-5.4, 6.4-6.5).")},
         {tr("Bubble"), kGrey,
          tr("Stages waiting while the pipeline fills and drains: (p - 1)/v stage times a step "
             "(model.md 6.2).")},
         {tr("Optimizer"), kYellow,
          tr("The optimizer step, memory-bound: reading and writing each owned parameter's "
             "weights, gradient and moments (model.md 6.7).")},
         {tr("Other"), kVermillion,
          tr("Gradient compression's encoding and decoding, PyTorch DDP's bucket copies, "
             "PyTorch FSDP's copies of the gathered parameters and their gradients, and the "
             "gradients' sums into .grad (model.md 6.6).")},
         {tr("Host wait"), kPaleVermillion,
          tr("The GPU waiting for the host to issue the kernels of layers too small to keep it "
             "busy: a layer takes at least the host's measured time for it (model.md 4.10).")}},
        QString(), seconds, this);

    const auto gigabytes = [this](const QString &name, double value, double share, bool tooltip) {
        const QString amount = formatNumber(locale(), value);
        if (tooltip)
            return tr("%1: %2 GB per GPU (%3 of the total)")
                .arg(name, amount, formatPercent(locale(), share));
        return tr("%1 %2 GB").arg(name, amount);
    };
    d->memory = new StackedBarChart(
        tr("Memory per GPU"),
        {{tr("Weights"), kBlue,
          tr("The parameters this GPU holds after tensor, pipeline and expert parallelism and "
             "ZeRO-3 sharding, in the training precision (model.md 8.1).")},
         {tr("Gradients"), kBluishGreen,
          tr("Their gradients, sharded from ZeRO-2 on (model.md 8.1).")},
         {tr("Optimizer states"), kOrange,
          tr("The optimizer's moments and, in mixed precision, the fp32 master weights, "
             "sharded from ZeRO-1 on (model.md 8.1).")},
         {tr("Activations"), kReddishPurple,
          tr("What the layers keep for the backward pass, for every micro-batch in flight on "
             "this stage (model.md 8.2-8.4).")},
         {tr("Other"), kGrey,
          tr("The CUDA context and runtime, ZeRO-3's gathered layers, autocast's 16-bit weight "
             "copies, compression's error feedback, CUDA graphs' memory pool and the caching "
             "allocator's unusable share (model.md 8.5).")}},
        tr("CUDA can allocate"), gigabytes, this);
    d->scaling = new ScalingChart(this);

    auto *grid = new QGridLayout(this);
    d->grid = grid;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(6);
    const std::array<QChart *, kCharts> charts
        = {d->costTime->chart(), d->breakdown->chart(), d->memory->chart(), d->scaling->chart()};
    for (std::size_t i = 0; i < kCharts; ++i) {
        auto *cell = new QWidget(this);
        auto *stack = new QGridLayout(cell);
        stack->setContentsMargins(0, 0, 0, 0);
        auto *view = new QChartView(charts[i], cell); // takes the chart over
        view->setRenderHint(QPainter::Antialiasing);
        view->setFrameShape(QFrame::NoFrame);
        view->setMinimumSize(280, kMinimumChartHeight);
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
                [this, view, i](const QPoint &pos) {
                    emit chartContextMenuRequested(static_cast<Chart>(i), view->mapToGlobal(pos));
                });
        auto *overlay = new QLabel(noEstimateText(), cell);
        overlay->setAlignment(Qt::AlignCenter);
        overlay->setWordWrap(true);
        overlay->setAttribute(Qt::WA_TransparentForMouseEvents);
        stack->addWidget(view, 0, 0);
        stack->addWidget(overlay, 0, 0); // added last: on top
        d->views[i] = view;
        d->overlays[i] = overlay;
        d->cells[i] = cell;
    }
    placeCharts(2);
    applyStyle();
}

void ChartPanel::placeCharts(int columns)
{
    if (columns == d->columns)
        return;
    d->columns = columns;
    placeInColumns(d->grid, {d->cells.begin(), d->cells.end()}, columns);
    const int rows = (static_cast<int>(kCharts) + columns - 1) / columns;
    for (int r = 0; r < static_cast<int>(kCharts); ++r)
        d->grid->setRowStretch(r, r < rows ? 1 : 0); // the charts share the height
}

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    // Two charts side by side need room for their axis titles and legends; narrower (a
    // laptop with the inputs beside, a projector) they stack, and the results scroll down.
    placeCharts(width() >= 2 * kComfortableChartWidth ? 2 : 1);
    QWidget::resizeEvent(event);
}

ChartPanel::~ChartPanel() = default;

void ChartPanel::setData(const ChartData &chartData)
{
    d->data = chartData;
    d->costTime->setData(chartData);
    d->scaling->setData(chartData);
    if (chartData.valid) {
        const engine::StepBreakdown &b = chartData.breakdown;
        d->breakdown->setValues(
            {b.compute, b.recompute, b.tpComm, b.cpComm, b.epComm, b.ppComm, b.dpCommExposed,
             b.bubble, b.optimizer, b.other, b.hostWait},
            0, tr("Seconds per step (total %1 s)").arg(formatNumber(locale(), b.total())),
            QString());
        const engine::MemoryBreakdown &m = chartData.memory;
        d->memory->setValues({m.weights, m.gradients, m.optimizer, m.activations, m.other},
                             m.capacity,
                             tr("GB per GPU (peak %1 GB)").arg(formatNumber(locale(), m.total)),
                             tr("CUDA can allocate %1 GB").arg(formatNumber(locale(), m.capacity)));
    } else {
        d->breakdown->clear();
        d->memory->clear();
    }
    // The step and memory need the plan's own estimate; the curves and the scaling stay
    // while other node counts and instance types run the layout.
    for (QLabel *overlay : d->overlays) {
        overlay->setText(noEstimateText());
        overlay->setVisible(!chartData.valid);
    }
    // An estimate whose layout no node count runs (it does not fit in memory, or the
    // batch does not divide) has no curve to draw and nothing to scale from.
    const bool anyPoint
        = std::any_of(chartData.costTime.begin(), chartData.costTime.end(),
                      [](const CostTimeSeries &series) { return !series.points.empty(); });
    QLabel *costTime = d->overlays[indexOf(Chart::CostTime)];
    costTime->setVisible(!anyPoint);
    if (chartData.valid && !anyPoint)
        costTime->setText(tr("No node count of any instance type with as many GPUs per node runs "
                             "this layout: it does not fit in GPU memory or the batch does not "
                             "divide. Change what the messages above name."));
    QLabel *scaling = d->overlays[indexOf(Chart::Scaling)];
    scaling->setVisible(chartData.scaling.empty());
    if (chartData.valid && chartData.scaling.empty())
        scaling->setText(tr("No node count runs this layout: it does not fit in GPU memory or "
                            "the batch does not divide. Change what the messages above name "
                            "to see how it scales."));
    // New ranges and titles lay a chart out on a later event, after the view may already
    // have painted the new series: lay out now, so each view paints once per step.
    for (QChartView *view : d->views) {
        if (QGraphicsLayout *layout = view->chart()->layout(); layout && !layout->isActivated())
            layout->activate();
    }
}

QImage ChartPanel::renderChart(Chart which, const QSize &size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(d->style.background);
    if (size.isEmpty())
        return image;
    QPainter painter(&image);
    paintChart(which, &painter, QRectF(QPointF(0, 0), QSizeF(size)), QSizeF(size));
    return image;
}

void ChartPanel::paintChart(Chart which, QPainter *painter, const QRectF &target,
                            const QSizeF &layoutSize) const
{
    QChart *chart = d->chart(which);
    const QSizeF size = layoutSize.isEmpty() ? QSizeF(chartSize(which)) : layoutSize;
    if (size.isEmpty() || target.isEmpty())
        return;
    const QSizeF oldSize = chart->size();
    chart->resize(size);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->fillRect(target, d->style.background);
    const QLabel *overlay = d->overlays[indexOf(which)];
    if (overlay->isHidden()) {
        chart->scene()->render(painter, target, QRectF(chart->pos(), size), Qt::IgnoreAspectRatio);
    } else {
        // As on screen: the note alone, on the chart's background.
        painter->setPen(d->style.text);
        QFont font = d->style.font;
        font.setBold(true); // as the overlay label
        painter->setFont(font);
        painter->drawText(target, Qt::AlignCenter | Qt::TextWordWrap, overlay->text());
    }
    painter->restore();
    chart->resize(oldSize);
}

QSize ChartPanel::chartSize(Chart which) const
{
    const QSize size = d->views[indexOf(which)]->size();
    return size.isEmpty() ? QSize(640, 400) : size;
}

QString ChartPanel::chartTitle(Chart which)
{
    switch (which) {
    case Chart::CostTime:
        return tr("Cost versus time");
    case Chart::Breakdown:
        return tr("Step time breakdown");
    case Chart::Memory:
        return tr("Memory per GPU");
    case Chart::Scaling:
        return tr("Scaling");
    }
    return {};
}

int ChartPanel::currentSeriesPointCount() const
{
    return d->costTime->currentPointCount();
}

QStringList ChartPanel::costTimeLegend() const
{
    return d->costTime->legendTexts();
}

QStringList ChartPanel::costTimeNodeLabels() const
{
    return d->costTime->nodeLabels();
}

QStringList ChartPanel::clippedCostTimeCurves() const
{
    return d->costTime->clippedCurves();
}

double ChartPanel::costTimeAxisMax() const
{
    return d->costTime->costAxisMax();
}

QStringList ChartPanel::namedCostTimeCurves() const
{
    return d->costTime->namedCurves();
}

void ChartPanel::setFrontier(const std::vector<CostTimePoint> &points)
{
    d->costTime->setFrontier(points);
}

void ChartPanel::setPlannerPick(const std::optional<CostTimePoint> &point)
{
    d->costTime->setPlannerPick(point);
}

std::optional<QPointF> ChartPanel::plannerPickShown() const
{
    return d->costTime->plannerPickShown();
}

int ChartPanel::frontierPointCount() const
{
    return d->costTime->frontierPointCount();
}

void ChartPanel::setPresentationMode(bool on)
{
    if (d->presentation == on)
        return;
    d->presentation = on;
    applyStyle();
}

bool ChartPanel::isPresentationMode() const
{
    return d->presentation;
}

void ChartPanel::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::FontChange:
    case QEvent::LocaleChange:
    case QEvent::StyleChange:
        applyStyle();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

void ChartPanel::applyStyle()
{
    if (!d || !d->costTime)
        return; // a change event during construction
    d->style = Style::from(palette(), font(), locale(), d->presentation);
    d->costTime->applyStyle(d->style);
    d->breakdown->applyStyle(d->style);
    d->memory->applyStyle(d->style);
    d->scaling->applyStyle(d->style);
    // Larger text needs taller charts: axes, legends and titles keep their room and the
    // results scroll instead of cutting axis titles short.
    const int minimumHeight = static_cast<int>(kMinimumChartHeight * d->style.scale);
    for (QChartView *view : d->views) {
        if (!view)
            continue;
        view->setBackgroundBrush(d->style.background);
        if (view->minimumHeight() != minimumHeight)
            view->setMinimumHeight(minimumHeight);
    }
    QFont overlayFont = d->style.font;
    overlayFont.setBold(true);
    for (QLabel *overlay : d->overlays) {
        if (!overlay)
            continue;
        overlay->setFont(overlayFont);
        QPalette palette = overlay->palette();
        palette.setColor(QPalette::WindowText, d->style.text);
        // Opaque over the whole chart: axes, ticks and goal lines of a chart with nothing to
        // draw would read as figures and run through the note.
        palette.setColor(QPalette::Window, d->style.background);
        overlay->setPalette(palette);
        overlay->setAutoFillBackground(true);
    }
    // Tick labels and legend texts carry formatted numbers: redraw them.
    setData(ChartData(d->data));
}

} // namespace scaleplan
