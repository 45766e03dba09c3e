// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ComparisonModel.h"

#include "common/Controls.h"
#include "common/Format.h"
#include "common/Texts.h"
#include "document/ChartUpdater.h"

#include "scaleplan/engine/EnumNames.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace scaleplan {

namespace {

using engine::InputValue;

/// The figures, in the order of their rows; the inputs that differ go after Nodes.
enum Figure {
    Instance,
    Nodes,
    Layout,
    TrainingTime,
    Cost,
    GpuHours,
    Mfu,
    Throughput,
    StepTime,
    Memory,
    Feasible,
    FigureCount
};

/// Figures before the differing inputs' rows.
constexpr int kLeadingFigures = Layout;

/// Inputs the Cluster and Nodes rows show already.
bool inLeadingRows(const std::string &path)
{
    return path == "cluster.instance" || path == "cluster.gpu" || path == "cluster.nodes";
}

QString figureName(int figure)
{
    switch (figure) {
    case Instance:
        return ComparisonModel::tr("Cluster");
    case Nodes:
        return ComparisonModel::tr("Nodes (GPUs)");
    case Layout:
        return ComparisonModel::tr("Layout (tp × pp × dp, ZeRO)");
    case TrainingTime:
        return ComparisonModel::tr("Training time (expected)");
    case Cost:
        return ComparisonModel::tr("Cost (expected)");
    case GpuHours:
        return ComparisonModel::tr("GPU-hours");
    case Mfu:
        return ComparisonModel::tr("MFU");
    case Throughput:
        return ComparisonModel::tr("Throughput");
    case StepTime:
        return ComparisonModel::tr("Step time");
    case Memory:
        return ComparisonModel::tr("Memory per GPU");
    case Feasible:
        return ComparisonModel::tr("Fits and runs");
    }
    return {};
}

template<typename Enum, typename Words>
std::optional<QString> enumText(const std::string &name, Words words)
{
    if (const std::optional<Enum> value = engine::enumFromName<Enum>(name))
        return words(*value);
    return std::nullopt;
}

/// A choice's words, for the inputs the panels offer as choices; nothing for others.
std::optional<QString> choiceText(const std::string &path, const std::string &name,
                                  const engine::Catalog &catalog)
{
    if (path == "training.precision")
        return enumText<engine::Precision>(name, precisionText);
    if (path == "training.recompute")
        return enumText<engine::Recompute>(name, recomputeText);
    if (path == "training.optimizer")
        return enumText<engine::OptimizerKind>(name, optimizerText);
    if (path == "training.kernels")
        return enumText<engine::KernelStyle>(name, kernelsText);
    if (path == "training.software")
        return enumText<engine::Software>(name, softwareText);
    if (path == "training.mixed_precision")
        return enumText<engine::MixedPrecision>(name, mixedPrecisionText);
    if (path == "training.fp8_scaling")
        return enumText<engine::Fp8Scaling>(name, fp8ScalingText);
    if (path == "training.selective_policy")
        return enumText<engine::SelectivePolicy>(name, selectivePolicyText);
    if (path == "communication.gradient_compression")
        return enumText<engine::Compression>(name, compressionText);
    if (path == "communication.pipeline_engine")
        return enumText<engine::PipelineEngine>(name, pipelineEngineText);
    if (path == "pricing.commitment")
        return enumText<engine::Commitment>(name, commitmentText);
    if (path == "cluster.gpu")
        return shortGpuName(catalog, name);
    if (path == "model.preset") {
        if (const engine::Preset *preset = catalog.findPreset(name))
            return QString::fromStdString(preset->name);
    }
    return std::nullopt;
}

bool endsWith(const std::string &text, const char *suffix)
{
    const std::string_view tail(suffix);
    return text.size() >= tail.size()
           && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

/// A number of input \p path in its unit: dollars, hours, a share, or a plain number
/// (large ones with a word for their magnitude: "1 trillion" tokens).
QString inputNumber(const std::string &path, double value)
{
    if (endsWith(path, "_usd"))
        return formatUsd(value);
    if (endsWith(path, "_h"))
        return formatHours(value);
    if (path == "pricing.spot_fraction")
        return formatPercent(value, 0);
    if (std::abs(value) >= 1e6)
        return formatLarge(value);
    return formatNumber(value);
}

/// Input \p path's value as the window words it.
QString inputText(const std::string &path, const InputValue &value, const engine::Catalog &catalog)
{
    switch (value.kind) {
    case InputValue::Kind::Absent:
        return QStringLiteral("—");
    case InputValue::Kind::Null:
        return ComparisonModel::tr("automatic");
    case InputValue::Kind::Boolean:
        return value.text == "true" ? ComparisonModel::tr("yes") : ComparisonModel::tr("no");
    case InputValue::Kind::Number:
        return inputNumber(path, value.number);
    case InputValue::Kind::Text:
        return choiceText(path, value.text, catalog).value_or(QString::fromStdString(value.text));
    case InputValue::Kind::List:
        return QString::fromStdString(value.text);
    }
    return {};
}

/// \p magnitude with the sign of \p delta ("+512", "−2.1 h"); "same" where nothing changed.
QString signedText(double delta, const QString &magnitude)
{
    if (delta == 0)
        return ComparisonModel::tr("same");
    return (delta > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + magnitude;
}

/// A duration's size: minutes, hours, or days beyond two of them.
QString durationText(double hours)
{
    if (hours < 48)
        return formatHours(hours);
    return ComparisonModel::tr("%1 days").arg(displayLocale().toString(hours / 24, 'f', 1));
}

/// A line of text broken at spaces into lines of about \p width characters.
QString wrapped(const QString &text, int width)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(u' ')) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            lines.append(line);
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    lines.append(line);
    return lines.join(u'\n');
}

/// Header lines of about this many characters: a scenario's column stays narrow.
constexpr int kHeaderWidth = 28;

} // namespace

QString ComparisonModel::senseColor(Sense sense)
{
    switch (sense) {
    case Sense::Better:
        return QStringLiteral("#2e7d32"); // the summary cards' colour for a plan that fits
    case Sense::Worse:
        return errorColor();
    case Sense::Neutral:
        break;
    }
    return {};
}

ComparisonModel::ComparisonModel(const engine::Catalog &catalog, QObject *parent)
    : QAbstractTableModel(parent)
    , m_catalog(catalog)
{
    m_entries.push_back({QString(), {}, {}, false, std::nullopt});
    m_givenNames.emplace_back();
    m_inputs.emplace_back();
    for (int figure = 0; figure < FigureCount; ++figure)
        m_rows.push_back({figure, -1});
}

ComparisonModel::Entry ComparisonModel::entryOf(const QString &name,
                                                const ScenarioAnalysis &analysis)
{
    return {name, analysis.scenario, analysis.result, !analysis.problem, std::nullopt};
}

void ComparisonModel::setCurrent(const QString &name, const engine::Scenario &scenario)
{
    setCurrent(name, analyzeScenario(scenario, m_catalog, SweepScope::None));
}

void ComparisonModel::setCurrent(const QString &name, const ScenarioAnalysis &analysis)
{
    m_entries.front() = entryOf(name, analysis);
    m_givenNames.front() = name;
    m_inputs.front().reset();
    updateRowsAndNames();
    // The open column and every difference from it.
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void ComparisonModel::addScenario(const QString &name, const engine::Scenario &scenario)
{
    Entry entry = makeComparedEntry(name, scenario);
    const int first = columnCount();
    beginInsertColumns({}, first, first + 1);
    m_entries.push_back(std::move(entry));
    m_givenNames.push_back(name);
    m_inputs.emplace_back();
    for (engine::DifferingInput &input : m_differing) // until updateRowsAndNames() reads it
        input.values.emplace_back();
    endInsertColumns();
    updateRowsAndNames();
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

ComparisonModel::Entry ComparisonModel::makeComparedEntry(const QString &name,
                                                          const engine::Scenario &scenario) const
{
    // One analysis: the column's figures and the curve's points.
    const ScenarioAnalysis analysis = analyzeScenario(scenario, m_catalog, SweepScope::OwnInstance);
    Entry entry = entryOf(name, analysis);
    entry.curve = comparedSeries(name, analysis);
    return entry;
}

void ComparisonModel::refresh()
{
    if (m_entries.size() <= 1)
        return;
    for (std::size_t i = 1; i < m_entries.size(); ++i)
        m_entries[i] = makeComparedEntry(m_givenNames[i], m_entries[i].scenario);
    updateRowsAndNames();
    emit dataChanged(index(0, 1), index(rowCount() - 1, columnCount() - 1));
}

void ComparisonModel::removeScenario(int scenario)
{
    if (scenario <= 0 || scenario >= scenarioCount())
        return;
    const int column = columnOfScenario(scenario);
    beginRemoveColumns({}, column, column + 1);
    m_entries.erase(m_entries.begin() + scenario);
    m_givenNames.erase(m_givenNames.begin() + scenario);
    m_inputs.erase(m_inputs.begin() + scenario);
    for (engine::DifferingInput &input : m_differing)
        input.values.erase(input.values.begin() + scenario);
    endRemoveColumns();
    updateRowsAndNames();
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void ComparisonModel::clearCompared()
{
    if (scenarioCount() <= 1)
        return;
    beginRemoveColumns({}, 1, columnCount() - 1);
    m_entries.resize(1);
    m_givenNames.resize(1);
    m_inputs.resize(1);
    for (engine::DifferingInput &input : m_differing)
        input.values.resize(1);
    endRemoveColumns();
    updateRowsAndNames();
}

void ComparisonModel::updateRowsAndNames()
{
    std::vector<engine::DifferingInput> differing;
    if (m_entries.size() > 1) {
        // A slider step reads the open scenario's inputs again, the kept ones' never.
        std::vector<engine::ScenarioInputs> inputs;
        for (std::size_t i = 0; i < m_entries.size(); ++i) {
            if (!m_inputs[i])
                m_inputs[i] = engine::scenarioInputs(m_entries[i].scenario);
            inputs.push_back(*m_inputs[i]);
        }
        differing = engine::differingInputs(inputs);
        std::erase_if(differing,
                      [](const engine::DifferingInput &d) { return inLeadingRows(d.path); });
    }
    std::vector<RowKey> rows;
    for (int figure = 0; figure < kLeadingFigures; ++figure)
        rows.push_back({figure, -1});
    for (std::size_t i = 0; i < differing.size(); ++i)
        rows.push_back({-1, static_cast<int>(i)});
    for (int figure = kLeadingFigures; figure < FigureCount; ++figure)
        rows.push_back({figure, -1});
    const auto samePaths = [](const std::vector<engine::DifferingInput> &a,
                              const std::vector<engine::DifferingInput> &b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                          [](const auto &x, const auto &y) { return x.path == y.path; });
    };
    const bool reset = rows != m_rows || !samePaths(differing, m_differing);
    if (reset)
        beginResetModel();
    m_differing = std::move(differing);
    m_rows = std::move(rows);
    const std::vector<QString> names = distinctNames();
    bool renamed = false;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        Entry &entry = m_entries[i];
        if (entry.name == names[i])
            continue;
        entry.name = names[i];
        renamed = true;
        if (entry.curve) // the chart names a compared curve as the column does
            entry.curve->label
                = QCoreApplication::translate("ChartUpdater", "%1 (compared)").arg(entry.name);
    }
    if (reset)
        endResetModel();
    else if (renamed)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

std::vector<QString> ComparisonModel::distinctNames() const
{
    std::vector<QString> names = m_givenNames;
    std::map<QString, std::vector<std::size_t>> alike;
    for (std::size_t i = 0; i < names.size(); ++i)
        alike[names[i]].push_back(i);
    for (const auto &[name, members] : alike) {
        if (members.size() < 2)
            continue;
        // The first inputs that differ among them, until each name is its own.
        std::vector<engine::ScenarioInputs> inputs;
        for (const std::size_t i : members)
            inputs.push_back(*m_inputs[i]);
        const std::vector<engine::DifferingInput> differing = engine::differingInputs(inputs);
        std::vector<QStringList> told(members.size());
        const auto allApart = [&told] {
            return std::set<QStringList>(told.begin(), told.end()).size() == told.size();
        };
        for (std::size_t d = 0; d < differing.size() && d < 3 && !allApart(); ++d) {
            for (std::size_t k = 0; k < members.size(); ++k)
                told[k].append(
                    tr("%1 %2", "an input that tells alike scenarios apart: its "
                                "label and value, e.g. Global batch 1,024")
                        .arg(fieldLabel(differing[d].path),
                             inputText(differing[d].path, differing[d].values[k], m_catalog)));
        }
        // Alike inputs (a scenario kept twice) are numbered instead, from the second on.
        std::map<QStringList, int> seen;
        for (std::size_t k = 0; k < members.size(); ++k) {
            const int count = ++seen[told[k]];
            if (count > 1)
                told[k].append(QString::number(count));
            if (!told[k].isEmpty())
                names[members[k]] = tr("%1 (%2)", "a scenario's name (what tells it apart)")
                                        .arg(name, told[k].join(QStringLiteral(", ")));
        }
    }
    return names;
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 2 * scenarioCount() - 1;
}

bool ComparisonModel::isInputRow(int row) const
{
    if (row < 0 || row >= rowCount())
        return false;
    const RowKey &key = m_rows[static_cast<std::size_t>(row)];
    return key.input >= 0 || key.figure < kLeadingFigures;
}

bool ComparisonModel::isFitRow(int row) const
{
    return row >= 0 && row < rowCount() && m_rows[static_cast<std::size_t>(row)].figure == Feasible;
}

bool ComparisonModel::runs(int scenario) const
{
    if (scenario < 0 || scenario >= scenarioCount())
        return false;
    const Entry &entry = m_entries[static_cast<std::size_t>(scenario)];
    return entry.valid && entry.result.feasible;
}

bool ComparisonModel::isSummaryRow(int row) const
{
    if (row < 0 || row >= rowCount())
        return false;
    const int figure = m_rows[static_cast<std::size_t>(row)].figure;
    return figure == TrainingTime || figure == Cost || figure == GpuHours || figure == Mfu
           || figure == Memory;
}

QString ComparisonModel::rowPath(int row) const
{
    if (row < 0 || row >= rowCount() || m_rows[static_cast<std::size_t>(row)].input < 0)
        return {};
    const int input = m_rows[static_cast<std::size_t>(row)].input;
    return QString::fromStdString(m_differing[static_cast<std::size_t>(input)].path);
}

QString ComparisonModel::rowLabel(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const RowKey &key = m_rows[static_cast<std::size_t>(row)];
    return key.input >= 0 ? fieldLabel(m_differing[static_cast<std::size_t>(key.input)].path)
                          : figureName(key.figure);
}

QString ComparisonModel::figureValue(const Entry &entry, int figure) const
{
    const engine::Scenario &s = entry.scenario;
    const engine::Result &r = entry.result;
    switch (figure) {
    case Instance:
        return s.cluster.instance.empty() ? shortGpuName(m_catalog, s.cluster.gpu)
                                          : QString::fromStdString(s.cluster.instance);
    case Nodes:
        return entry.valid ? tr("%1 (%2)").arg(formatCount(double(s.cluster.nodes)),
                                               formatCount(double(r.gpus)))
                           : formatCount(double(s.cluster.nodes));
    case Feasible:
        return !entry.valid ? tr("invalid layout") : r.feasible ? tr("yes") : tr("no");
    default:
        break;
    }
    if (!entry.valid)
        return QStringLiteral("—");
    const QLocale locale = displayLocale();
    switch (figure) {
    case Layout:
        return layoutText(r.parallel);
    case TrainingTime:
        return formatHours(r.expectedTimeH);
    case Cost:
        return formatUsd(r.costUsd.total);
    case GpuHours:
        return formatCount(r.gpuHours);
    case Mfu:
        return formatPercent(r.mfu);
    case Throughput:
        return tr("%1 tokens/s").arg(formatCount(r.tokensPerS));
    case StepTime:
        return locale.toString(r.stepTimeS, 'f', 3) + tr(" s");
    case Memory:
        return tr("%1 / %2 GB")
            .arg(locale.toString(r.memoryGb.total, 'f', 1),
                 locale.toString(r.memoryGb.capacity, 'f', 0));
    default:
        return {};
    }
}

QString ComparisonModel::value(int scenario, int row) const
{
    if (scenario < 0 || scenario >= scenarioCount() || row < 0 || row >= rowCount())
        return {};
    const RowKey &key = m_rows[static_cast<std::size_t>(row)];
    if (key.input < 0)
        return figureValue(m_entries[static_cast<std::size_t>(scenario)], key.figure);
    const engine::DifferingInput &input = m_differing[static_cast<std::size_t>(key.input)];
    return inputText(input.path, input.values[static_cast<std::size_t>(scenario)], m_catalog);
}

ComparisonModel::Difference ComparisonModel::figureDifference(int scenario, int figure) const
{
    const Entry &first = m_entries.front();
    const Entry &entry = m_entries[static_cast<std::size_t>(scenario)];
    if (figure == Nodes) {
        const double delta = double(entry.scenario.cluster.nodes - first.scenario.cluster.nodes);
        return {signedText(delta, formatCount(std::abs(delta))), Sense::Neutral, {}};
    }
    if (!entry.valid || !first.valid)
        return {};
    const engine::Result &a = first.result;
    const engine::Result &b = entry.result;
    // The change, its size in the row's unit, and whether less is better.
    double from = 0;
    double to = 0;
    bool lessIsBetter = true;
    bool relative = true;
    QString size;
    const QLocale locale = displayLocale();
    switch (figure) {
    case TrainingTime:
        from = a.expectedTimeH;
        to = b.expectedTimeH;
        size = durationText(std::abs(to - from));
        break;
    case Cost:
        from = a.costUsd.total;
        to = b.costUsd.total;
        size = formatUsd(std::abs(to - from));
        break;
    case GpuHours:
        from = a.gpuHours;
        to = b.gpuHours;
        size = formatCount(std::abs(to - from));
        break;
    case Mfu:
        from = a.mfu;
        to = b.mfu;
        lessIsBetter = false;
        relative = false; // already a share: the change in points
        size = tr("%1 points", "percentage points")
                   .arg(locale.toString(std::abs(to - from) * 100, 'f', 1));
        break;
    case Throughput:
        from = a.tokensPerS;
        to = b.tokensPerS;
        lessIsBetter = false;
        size = tr("%1 tokens/s").arg(formatCount(std::abs(to - from)));
        break;
    case StepTime:
        from = a.stepTimeS;
        to = b.stepTimeS;
        size = locale.toString(std::abs(to - from), 'f', 3) + tr(" s");
        break;
    case Memory:
        from = a.memoryGb.total;
        to = b.memoryGb.total;
        size = formatGb(std::abs(to - from));
        break;
    default:
        return {};
    }
    double delta = to - from;
    if (figure == Mfu && std::abs(delta) * 100 < 0.05) // rounds to 0.0 points
        delta = 0;
    Difference d;
    d.text = signedText(delta, size);
    const double change = from != 0 ? delta / std::abs(from) : 0;
    if (relative && from != 0 && delta != 0)
        d.text += QStringLiteral(" (%1)").arg(formatChange(change, std::abs(change) < 0.1 ? 1 : 0));
    // A change that rounds to nothing is neither better nor worse, nor one from or to a
    // layout that does not fit in memory.
    const bool noticeable = relative ? std::abs(change) >= 0.0005 : std::abs(delta) >= 0.0005;
    if (noticeable && a.feasible && b.feasible)
        d.sense = (delta < 0) == lessIsBetter ? Sense::Better : Sense::Worse;
    return d;
}

ComparisonModel::Difference ComparisonModel::difference(int scenario, int row) const
{
    if (scenario <= 0 || scenario >= scenarioCount() || row < 0 || row >= rowCount())
        return {};
    const RowKey &key = m_rows[static_cast<std::size_t>(row)];
    Difference d;
    if (key.input < 0) {
        d = figureDifference(scenario, key.figure);
    } else {
        const engine::DifferingInput &input = m_differing[static_cast<std::size_t>(key.input)];
        const InputValue &from = input.values.front();
        const InputValue &to = input.values[static_cast<std::size_t>(scenario)];
        if (from.kind == InputValue::Kind::Number && to.kind == InputValue::Kind::Number) {
            const double delta = to.number - from.number;
            d.text = signedText(delta, inputNumber(input.path, std::abs(delta)));
        }
    }
    if (d.text.isEmpty())
        return d;
    const QString first = m_entries.front().name;
    switch (d.sense) {
    case Sense::Better:
        d.toolTip = tr("Better than \"%1\": %2").arg(first, d.text);
        break;
    case Sense::Worse:
        d.toolTip = tr("Worse than \"%1\": %2").arg(first, d.text);
        break;
    case Sense::Neutral:
        d.toolTip = tr("Difference from \"%1\": %2").arg(first, d.text);
        break;
    }
    return d;
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int scenario = scenarioOfColumn(index.column());
    const bool isDifference = isDifferenceColumn(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return isDifference ? difference(scenario, index.row()).text : value(scenario, index.row());
    case Qt::ForegroundRole: {
        if (!isDifference)
            return {};
        const Sense sense = difference(scenario, index.row()).sense;
        if (sense == Sense::Neutral)
            return {};
        return QBrush(QColor(senseColor(sense)));
    }
    case Qt::TextAlignmentRole: {
        const RowKey &key = m_rows[static_cast<std::size_t>(index.row())];
        const bool text = key.figure == Instance
                          || (key.input >= 0
                              && m_differing[static_cast<std::size_t>(key.input)]
                                         .values[static_cast<std::size_t>(scenario)]
                                         .kind
                                     != InputValue::Kind::Number);
        return !isDifference && text ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    case Qt::ToolTipRole:
        return isDifference ? difference(scenario, index.row()).toolTip
                            : m_entries[static_cast<std::size_t>(scenario)].name;
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Vertical)
        return section >= 0 && section < rowCount() ? rowLabel(section) : QVariant();
    if (section < 0 || section >= columnCount())
        return {};
    const QString &name = m_entries[static_cast<std::size_t>(scenarioOfColumn(section))].name;
    if (isDifferenceColumn(section)) {
        if (role == Qt::ToolTipRole)
            return tr("\"%1\" minus \"%2\" (the first column)").arg(name, m_entries.front().name);
        return tr("Difference");
    }
    return role == Qt::ToolTipRole ? name : wrapped(name, kHeaderWidth);
}

QString ComparisonModel::toCsv() const
{
    // The file is data for spreadsheets and pandas, not the translated table: the engine
    // writes it with stable column names and plain numbers.
    std::vector<engine::ComparedScenario> compared;
    compared.reserve(m_entries.size());
    for (const Entry &entry : m_entries) {
        engine::ComparedScenario row{entry.name.toStdString(), entry.scenario, {}, {}};
        if (entry.valid)
            row.result = entry.result;
        else
            row.problem = engine::validateScenario(entry.scenario, m_catalog);
        compared.push_back(std::move(row));
    }
    return QString::fromStdString(engine::comparisonToCsv(compared));
}

} // namespace scaleplan
