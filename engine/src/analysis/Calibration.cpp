// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Measurement CSV, Levenberg-Marquardt fit of hardware factors, extrapolation with a band.
// Formulas and assumptions: docs/calibration.md.
#include "scaleplan/engine/Calibration.h"

#include "model/Hardware.h"

#include "scaleplan/engine/Estimate.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <Eigen/Dense>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <sstream>

namespace scaleplan::engine {

namespace {

using Vector4 = Eigen::Matrix<double, 4, 1>;
using Matrix4 = Eigen::Matrix<double, 4, 4>;

/// Prior on ln(factor): N(0, 0.5^2), i.e. a factor is within x1.65 of the catalog at one
/// sigma (assumption; docs/calibration.md). It only matters for factors the data cannot see.
constexpr double kPriorSigma = 0.5;
/// Floor on the relative scatter of step-time measurements (assumption: 0.5%, the
/// run-to-run spread of a timed benchmark loop).
constexpr double kNoiseFloor = 0.005;
/// Standard normal quantile of 0.95: the band is the central 90%.
constexpr double kZ95 = 1.6448536269514722;
/// Bounds of every factor (a factor of 20 either way means the wrong hardware).
constexpr double kLogLow = -2.995732273553991; // ln(0.05)
constexpr double kLogHigh = 2.995732273553991; // ln(20)
constexpr int kMaxIterations = 60;

// ---------------------------------------------------------------- CSV

std::string trim(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r");
    return std::string(text.substr(first, last - first + 1));
}

/// The fields of one CSV line (RFC 4180: a field in double quotes may hold commas, and ""
/// inside it is one quote), each trimmed of surrounding blanks.
std::vector<std::string> splitFields(std::string_view line)
{
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"')
                field += line[++i];
            else if (c == '"')
                quoted = false;
            else
                field += c;
        } else if (c == '"' && trim(field).empty()) {
            quoted = true;
            field.clear();
        } else if (c == ',') {
            fields.push_back(trim(field));
            field.clear();
        } else {
            field += c;
        }
    }
    fields.push_back(trim(field));
    return fields;
}

std::optional<double> parseNumber(const std::string &text)
{
    double value = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

struct CsvError
{
    Diagnostic diagnostic;
};

[[noreturn]] void csvFail(std::string field, DiagCode code, std::vector<std::string> args = {})
{
    throw CsvError{{Severity::Error, code, std::move(field), std::move(args)}};
}

std::string at(int line)
{
    return "line " + std::to_string(line);
}

std::string at(int line, const std::string &column)
{
    return at(line) + ", column " + column;
}

std::string shortNumber(double value)
{
    std::ostringstream out;
    out << value;
    return out.str();
}

/// A row's value of \p column, in [low, high], whole when \p integer.
std::optional<double> cell(const std::map<std::string, std::string> &row, const std::string &column,
                           int line, double low, double high, bool integer)
{
    const auto it = row.find(column);
    if (it == row.end() || it->second.empty())
        return std::nullopt;
    const std::optional<double> value = parseNumber(it->second);
    if (!value)
        csvFail(at(line, column), DiagCode::CsvNotANumber, {it->second});
    if (integer && *value != std::floor(*value))
        csvFail(at(line, column), DiagCode::NotInteger, {column});
    if (*value < low || *value > high)
        csvFail(at(line, column), DiagCode::OutOfRange,
                {column, shortNumber(low), shortNumber(high)});
    return value;
}

/// Hardware of the base scenario the rows run on: GPU, node size, NIC bandwidth.
struct BaseHardware
{
    std::string gpu;
    std::int64_t gpusPerNode = 1;
    double interNodeGbps = 0;
};

BaseHardware baseHardware(const Scenario &base, const Catalog &catalog)
{
    const detail::System system = detail::resolveSystem(base, catalog);
    BaseHardware hw;
    hw.gpu = system.gpu->id;
    hw.gpusPerNode = system.network.gpusPerNode;
    hw.interNodeGbps
        = system.instance != nullptr ? system.instance->interNodeGbps : base.cluster.interNodeGbps;
    hw.interNodeGbps = std::max(hw.interNodeGbps, 1.0);
    // The rows run on described clusters, whose NICs reach the common efficiency; an
    // instance whose fabric was measured reaches its own, which its bandwidth carries here.
    if (system.instance != nullptr && system.instance->nicEfficiency)
        hw.interNodeGbps *= *system.instance->nicEfficiency / catalog.traits.nicEfficiency;
    return hw;
}

/// The base scenario on a described cluster shaped like \p m, NIC bandwidth x \p inter.
Scenario rowScenario(const Scenario &base, const BaseHardware &hw, const Measurement &m,
                     double inter)
{
    Scenario s = base;
    const std::int64_t nodes
        = m.nodes > 0 ? m.nodes : (m.gpus + hw.gpusPerNode - 1) / hw.gpusPerNode;
    s.cluster.instance.clear();
    s.cluster.gpu = hw.gpu;
    s.cluster.nodes = nodes;
    s.cluster.gpusPerNode = std::max<std::int64_t>(1, m.gpus / std::max<std::int64_t>(1, nodes));
    s.cluster.interNodeGbps = hw.interNodeGbps * inter;
    s.cluster.pricePerNodeHourUsd.reset();
    if (m.tp != base.parallel.tp || m.pp != base.parallel.pp)
        s.parallel.virtualStages = 1;
    s.parallel.tp = m.tp;
    s.parallel.pp = m.pp;
    s.parallel.dp = 0;
    s.parallel.zeroShardGroup = 0;
    if (m.globalBatch)
        s.training.globalBatch = *m.globalBatch;
    if (m.microBatch)
        s.training.microBatch = *m.microBatch;
    return s;
}

Measurement readRow(const std::map<std::string, std::string> &row, int line, const Scenario &base)
{
    Measurement m;
    m.line = line;
    m.gpus = static_cast<std::int64_t>(*cell(row, "gpus", line, 1, 1e6, true));
    m.nodes = static_cast<std::int64_t>(cell(row, "nodes", line, 1, 1e5, true).value_or(0));
    m.tp = static_cast<std::int64_t>(cell(row, "tp", line, 1, 1024, true).value_or(1));
    m.pp = static_cast<std::int64_t>(cell(row, "pp", line, 1, 1024, true).value_or(1));
    if (const auto batch = cell(row, "global_batch", line, 1, 1e9, true))
        m.globalBatch = static_cast<std::int64_t>(*batch);
    if (const auto micro = cell(row, "micro_batch", line, 1, 1e6, true))
        m.microBatch = static_cast<std::int64_t>(*micro);
    if (const auto step = cell(row, "step_time_s", line, 1e-6, 1e6, false)) {
        m.stepTimeS = *step;
    } else if (const auto tokens = cell(row, "tokens_per_s", line, 1e-3, 1e12, false)) {
        const double batch = static_cast<double>(m.globalBatch.value_or(base.training.globalBatch));
        m.stepTimeS = batch * static_cast<double>(base.model.seqLen) / *tokens;
    } else {
        csvFail(at(line), DiagCode::CsvMissingColumn, {"step_time_s or tokens_per_s"});
    }
    return m;
}

void checkHeader(const std::vector<std::string> &header, int line, const Scenario &base)
{
    if (!header.empty() && parseNumber(header.front()))
        csvFail(at(line), DiagCode::CsvNoHeader);
    // Spreadsheets in locales with decimal commas separate fields with semicolons.
    if (header.size() == 1 && header.front().find(';') != std::string::npos)
        csvFail(at(line), DiagCode::CsvSemicolons);
    std::string allowed;
    for (const char *name : kMeasurementColumns)
        allowed += (allowed.empty() ? "" : ", ") + std::string(name);
    for (std::size_t i = 0; i < header.size(); ++i) {
        const bool known
            = std::find(kMeasurementColumns.begin(), kMeasurementColumns.end(), header[i])
              != kMeasurementColumns.end();
        const bool repeated
            = std::find(header.begin(), header.begin() + static_cast<long>(i), header[i])
              != header.begin() + static_cast<long>(i);
        if (!known || repeated)
            csvFail(at(line, std::to_string(i + 1)), DiagCode::CsvUnknownColumn,
                    {header[i], allowed});
    }
    auto has = [&](const char *name) {
        return std::find(header.begin(), header.end(), name) != header.end();
    };
    if (!has("gpus"))
        csvFail(at(line), DiagCode::CsvMissingColumn, {"gpus"});
    const bool tokensUsable = has("tokens_per_s") && base.model.kind == ModelKind::Transformer;
    if (!has("step_time_s") && !tokensUsable)
        csvFail(at(line), DiagCode::CsvMissingColumn,
                {base.model.kind == ModelKind::Transformer ? "step_time_s or tokens_per_s"
                                                           : "step_time_s"});
}

// ---------------------------------------------------------------- model evaluation

/// A GPU's rates as the model reads them (Hardware.cpp), scaled by the calibration's
/// factors. The factors go into the entry's `calibration` multipliers, which scale the
/// rates every other rule derives (a probe's measured figure, a measurement of the same
/// chip, the datasheet): at factors of 1 the entry estimates exactly as the GPU it copies.
class ScalableRates
{
public:
    ScalableRates(const Gpu &gpu, const Catalog &catalog)
        : m_base(gpu)
        , m_matmulTflops(detail::matmulFraction(gpu, catalog) * gpu.peakFlops(Precision::Bf16)
                         * gpu.calibratedMatmul / 1e12)
    {
    }

    /// The 16-bit GEMM rate the model starts from, TFLOP/s.
    double matmulTflops() const { return m_matmulTflops; }

    /// Writes into \p gpu the base rates times \p gemm, \p memory and \p intra.
    void applyTo(Gpu &gpu, double gemm, double memory, double intra) const
    {
        gpu.calibratedMatmul = m_base.calibratedMatmul * gemm;
        gpu.calibratedMemory = m_base.calibratedMemory * memory;
        gpu.calibratedLink = m_base.calibratedLink * intra;
    }

private:
    Gpu m_base;
    double m_matmulTflops;
};

/// The catalog with the base GPU's rates times the factors (the same id, so row scenarios
/// keep validating).
class FactorModel
{
public:
    FactorModel(const Scenario &base, const Catalog &catalog)
        : m_base(base)
        , m_hw(baseHardware(base, catalog))
        , m_work(catalog)
        , m_rates(*catalog.findGpu(m_hw.gpu), catalog)
    {
        const Gpu &gpu = *catalog.findGpu(m_hw.gpu);
        m_gpuIndex = static_cast<std::size_t>(m_work.findGpu(m_hw.gpu) - m_work.gpus.data());
        m_maxGemm = gpu.peakFlops(Precision::Bf16) / 1e12 / std::max(m_rates.matmulTflops(), 1e-9);
    }

    /// Upper bound of ln(gemm factor): the GEMM rate cannot exceed the peak.
    double maxLogGemm() const { return std::log(std::max(m_maxGemm, 1.0)); }

    void apply(const Vector4 &logFactors)
    {
        m_rates.applyTo(m_work.gpus[m_gpuIndex], std::exp(logFactors[0]), std::exp(logFactors[1]),
                        std::exp(logFactors[2]));
        m_inter = std::exp(logFactors[3]);
    }

    double stepTimeS(const Measurement &m) const
    {
        return estimate(rowScenario(m_base, m_hw, m, m_inter), m_work).stepTimeS;
    }

    const BaseHardware &hardware() const { return m_hw; }

private:
    const Scenario &m_base;
    BaseHardware m_hw;
    Catalog m_work;
    ScalableRates m_rates;
    std::size_t m_gpuIndex = 0;
    double m_maxGemm = 1;
    double m_inter = 1;
};

/// ln(model / measured) of every row at \p theta.
Eigen::VectorXd logResiduals(FactorModel &model, const std::vector<Measurement> &rows,
                             const Vector4 &theta)
{
    model.apply(theta);
    Eigen::VectorXd r(static_cast<Eigen::Index>(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i)
        r[static_cast<Eigen::Index>(i)]
            = std::log(std::max(model.stepTimeS(rows[i]), 1e-30) / rows[i].stepTimeS);
    return r;
}

/// Forward-difference Jacobian of the log residuals.
Eigen::MatrixXd jacobian(FactorModel &model, const std::vector<Measurement> &rows,
                         const Vector4 &theta, const Eigen::VectorXd &r0)
{
    constexpr double kStep = 1e-4;
    Eigen::MatrixXd j(r0.size(), 4);
    for (int k = 0; k < 4; ++k) {
        Vector4 shifted = theta;
        shifted[k] += kStep;
        j.col(k) = (logResiduals(model, rows, shifted) - r0) / kStep;
    }
    return j;
}

struct LmState
{
    Vector4 theta = Vector4::Zero();
    int iterations = 0;
    bool converged = false;
};

/// Levenberg-Marquardt (Marquardt 1963 scaling) of
///   sum (r_i / sigma)^2 + sum (theta_k / kPriorSigma)^2
/// within the factor bounds.
LmState levenbergMarquardt(FactorModel &model, const std::vector<Measurement> &rows, Vector4 start,
                           double sigma)
{
    Vector4 upper = Vector4::Constant(kLogHigh);
    upper[0] = std::min(kLogHigh, model.maxLogGemm());
    const Vector4 lower = Vector4::Constant(kLogLow);
    auto cost = [&](const Eigen::VectorXd &r, const Vector4 &theta) {
        return r.squaredNorm() / (sigma * sigma)
               + theta.squaredNorm() / (kPriorSigma * kPriorSigma);
    };
    LmState state;
    state.theta = start.cwiseMax(lower).cwiseMin(upper);
    Eigen::VectorXd r = logResiduals(model, rows, state.theta);
    double current = cost(r, state.theta);
    double lambda = 1e-3;
    const Matrix4 prior = Matrix4::Identity() / (kPriorSigma * kPriorSigma);
    for (; state.iterations < kMaxIterations; ++state.iterations) {
        const Eigen::MatrixXd j = jacobian(model, rows, state.theta, r);
        const Matrix4 a = j.transpose() * j / (sigma * sigma) + prior;
        const Vector4 g = j.transpose() * r / (sigma * sigma) + prior * state.theta;
        bool improved = false;
        for (int attempt = 0; attempt < 12 && !improved; ++attempt) {
            Matrix4 damped = a;
            damped.diagonal() += lambda * a.diagonal();
            const Vector4 step = damped.ldlt().solve(-g);
            const Vector4 next = (state.theta + step).cwiseMax(lower).cwiseMin(upper);
            const Eigen::VectorXd rNext = logResiduals(model, rows, next);
            const double nextCost = cost(rNext, next);
            if (nextCost < current) {
                const double change = (next - state.theta).cwiseAbs().maxCoeff();
                state.theta = next;
                r = rNext;
                const double gain = current - nextCost;
                current = nextCost;
                lambda = std::max(lambda / 3.0, 1e-9);
                improved = true;
                if (change < 1e-7 || gain < 1e-12 * std::max(current, 1.0))
                    state.converged = true;
            } else {
                lambda *= 4.0;
            }
        }
        if (!improved)
            state.converged = true; // no downhill step left: a (bounded) minimum
        if (state.converged)
            break;
    }
    model.apply(state.theta);
    return state;
}

/// Posterior covariance of ln(factors) at \p theta for measurement scatter \p sigma.
Matrix4 covariance(const Eigen::MatrixXd &j, double sigma)
{
    const Matrix4 information
        = j.transpose() * j / (sigma * sigma) + Matrix4::Identity() / (kPriorSigma * kPriorSigma);
    return information.inverse();
}

/// Relative scatter of the measurements around the fit: residual sum of squares over the
/// degrees of freedom left after the parameters the data determine (trace of the hat
/// matrix), floored at kNoiseFloor.
double scatter(const Eigen::VectorXd &r, const Eigen::MatrixXd &j, double sigma)
{
    const Matrix4 c = covariance(j, sigma);
    const double effective = (j * c * j.transpose()).trace() / (sigma * sigma);
    const double dof = std::max(static_cast<double>(r.size()) - effective, 1.0);
    return std::max(std::sqrt(r.squaredNorm() / dof), kNoiseFloor);
}

std::string slug(const std::string &name)
{
    std::string out;
    for (const char c : name) {
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (alnum)
            out += c;
        else if (c >= 'A' && c <= 'Z')
            out += static_cast<char>(c - 'A' + 'a');
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.empty() ? std::string("calibrated") : out;
}

} // namespace

MeasurementLoad parseMeasurementsCsv(std::string_view text, const Scenario &base,
                                     const Catalog &catalog)
{
    MeasurementLoad load;
    try {
        std::vector<std::string> header;
        int lineNumber = 0;
        int headerLine = 0;
        std::size_t start = 0;
        const BaseHardware hw = baseHardware(base, catalog);
        if (text.substr(0, 3) == "\xEF\xBB\xBF")
            start = 3; // UTF-8 byte-order mark (spreadsheet exports)
        while (start <= text.size()) {
            const auto end = text.find('\n', start);
            const std::string line = trim(text.substr(
                start, end == std::string_view::npos ? std::string_view::npos : end - start));
            start = end == std::string_view::npos ? text.size() + 1 : end + 1;
            ++lineNumber;
            if (line.empty() || line.front() == '#')
                continue;
            const std::vector<std::string> fields = splitFields(line);
            if (header.empty()) {
                checkHeader(fields, lineNumber, base);
                header = fields;
                headerLine = lineNumber;
                continue;
            }
            if (fields.size() != header.size())
                csvFail(at(lineNumber), DiagCode::CsvFieldCount,
                        {std::to_string(fields.size()), std::to_string(header.size())});
            std::map<std::string, std::string> row;
            for (std::size_t i = 0; i < fields.size(); ++i)
                row[header[i]] = fields[i];
            const Measurement m = readRow(row, lineNumber, base);
            const Scenario s = rowScenario(base, hw, m, 1.0);
            if (m.nodes > 0 && m.gpus % m.nodes != 0)
                csvFail(at(lineNumber, "nodes"), DiagCode::CsvRowInvalid,
                        {"gpus (" + std::to_string(m.gpus) + ") must divide evenly over nodes ("
                         + std::to_string(m.nodes) + ")"});
            if (const std::optional<Diagnostic> problem = validateScenario(s, catalog))
                csvFail(at(lineNumber), DiagCode::CsvRowInvalid, {formatLine(*problem)});
            load.rows.push_back(m);
        }
        if (header.empty())
            csvFail(at(std::max(lineNumber, 1)), DiagCode::CsvNoHeader);
        if (load.rows.size() < 2)
            csvFail(at(headerLine), DiagCode::CsvTooFewRows,
                    {std::to_string(load.rows.size()), "2"});
    } catch (const CsvError &error) {
        load.rows.clear();
        load.error = error.diagnostic;
    }
    return load;
}

CalibrationFit fitMeasurements(const Scenario &base, const Catalog &catalog,
                               const std::vector<Measurement> &rows)
{
    CalibrationFit fit;
    if (rows.empty())
        return fit;
    FactorModel model(base, catalog);
    // Two passes: an assumed 2% scatter, then the scatter the first fit leaves.
    LmState state = levenbergMarquardt(model, rows, Vector4::Zero(), 0.02);
    Eigen::VectorXd r = logResiduals(model, rows, state.theta);
    Eigen::MatrixXd j = jacobian(model, rows, state.theta, r);
    double sigma = scatter(r, j, 0.02);
    const int firstIterations = state.iterations;
    state = levenbergMarquardt(model, rows, state.theta, sigma);
    r = logResiduals(model, rows, state.theta);
    j = jacobian(model, rows, state.theta, r);
    sigma = scatter(r, j, sigma);
    const Matrix4 c = covariance(j, sigma);

    const std::array<double *, 4> factors
        = {&fit.factors.gemm, &fit.factors.memory, &fit.factors.intra, &fit.factors.inter};
    for (int k = 0; k < 4; ++k) {
        *factors[static_cast<std::size_t>(k)] = std::exp(state.theta[k]);
        fit.logSigma[static_cast<std::size_t>(k)] = std::sqrt(std::max(c(k, k), 0.0));
        fit.constrained[static_cast<std::size_t>(k)]
            = fit.logSigma[static_cast<std::size_t>(k)] < 0.5 * kPriorSigma;
        for (int l = 0; l < 4; ++l)
            fit.logCovariance[static_cast<std::size_t>(k)][static_cast<std::size_t>(l)] = c(k, l);
    }
    fit.residualSigma = sigma;
    fit.rmsResidual = std::sqrt(r.squaredNorm() / static_cast<double>(r.size()));
    fit.iterations = firstIterations + state.iterations;
    fit.converged = state.converged;
    model.apply(state.theta);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double fitted = model.stepTimeS(rows[i]);
        fit.points.push_back({rows[i].line, rows[i].gpus, rows[i].stepTimeS, fitted,
                              std::log(fitted / rows[i].stepTimeS)});
    }
    return fit;
}

std::vector<Extrapolation> extrapolate(const Scenario &base, const Catalog &catalog,
                                       const CalibrationFit &fit,
                                       const std::vector<std::int64_t> &nodes)
{
    FactorModel model(base, catalog);
    Vector4 theta;
    const std::array<double, 4> values = fit.factors.asArray();
    Matrix4 c;
    for (int k = 0; k < 4; ++k) {
        theta[k] = std::log(values[static_cast<std::size_t>(k)]);
        for (int l = 0; l < 4; ++l)
            c(k, l) = fit.logCovariance[static_cast<std::size_t>(k)][static_cast<std::size_t>(l)];
    }
    std::vector<Extrapolation> out;
    const std::int64_t perNode = model.hardware().gpusPerNode;
    for (const std::int64_t n : nodes) {
        Measurement m;
        m.gpus = n * perNode;
        m.nodes = n;
        m.tp = base.parallel.tp;
        m.pp = base.parallel.pp;
        if (validateScenario(rowScenario(base, model.hardware(), m, 1.0), catalog))
            continue;
        m.stepTimeS = 1.0; // residual = ln(step time)
        const std::vector<Measurement> probe{m};
        const Eigen::VectorXd r0 = logResiduals(model, probe, theta);
        const double t = std::exp(r0[0]);
        if (!std::isfinite(t) || t <= 0)
            continue;
        // Delta method gives the direction and width: var ln t = g C g^T. The model is then
        // evaluated at z sigma along C g^T in both directions, so the band follows the
        // model's curvature (communication time ~ 1/bandwidth), and the scatter the fit
        // leaves unexplained is added in quadrature.
        const Eigen::RowVector4d g = jacobian(model, probe, theta, r0).row(0);
        const double sd = std::sqrt(std::max((g * c * g.transpose())(0, 0), 0.0));
        double low = 0;
        double high = 0;
        if (sd > 0) {
            const Vector4 direction = c * g.transpose() / sd;
            low = std::log(t) - logResiduals(model, probe, theta - kZ95 * direction)[0];
            high = logResiduals(model, probe, theta + kZ95 * direction)[0] - std::log(t);
        }
        const double noise = kZ95 * fit.residualSigma;
        low = std::sqrt(std::max(low, 0.0) * std::max(low, 0.0) + noise * noise);
        high = std::sqrt(std::max(high, 0.0) * std::max(high, 0.0) + noise * noise);
        out.push_back({m.gpus, t, t * std::exp(-low), t * std::exp(high)});
    }
    return out;
}

CalibratedIds calibratedIds(const Scenario &base, const Catalog &catalog, const std::string &name)
{
    const detail::System system = detail::resolveSystem(base, catalog);
    const std::string tag = slug(name);
    CalibratedIds ids;
    ids.gpu = system.gpu->id + "-" + tag;
    const std::string provider
        = system.instance != nullptr ? system.instance->provider : std::string("custom");
    const std::string type = system.instance != nullptr ? system.instance->type : system.gpu->id;
    ids.instance = provider + "/" + type + "-" + tag;
    return ids;
}

Catalog calibratedCatalog(const Scenario &base, const Catalog &catalog,
                          const HardwareFactors &factors, const std::string &name)
{
    const detail::System system = detail::resolveSystem(base, catalog);
    const CalibratedIds ids = calibratedIds(base, catalog, name);
    const BaseHardware hw = baseHardware(base, catalog);
    Gpu gpu = *system.gpu;
    gpu.id = ids.gpu;
    gpu.name = system.gpu->name + " (" + name + ")";
    ScalableRates(*system.gpu, catalog).applyTo(gpu, factors.gemm, factors.memory, factors.intra);
    std::ostringstream how;
    how << "calibrated from the user's measurements: factors on " << system.gpu->id << " gemm x"
        << factors.gemm << ", memory x" << factors.memory << ", in-node link x" << factors.intra
        << ", network x" << factors.inter << " (docs/calibration.md)";
    gpu.sources = how.str();
    gpu.notes = "Fitted by scaleplan; not a datasheet.";

    Instance instance;
    if (system.instance != nullptr)
        instance = *system.instance;
    instance.id = ids.instance;
    instance.provider = ids.instance.substr(0, ids.instance.find('/'));
    instance.type = ids.instance.substr(ids.instance.find('/') + 1);
    instance.gpu = gpu.id;
    instance.gpus = static_cast<int>(hw.gpusPerNode);
    instance.interNodeGbps = hw.interNodeGbps * factors.inter;
    const double catalogGbps = system.instance != nullptr ? system.instance->interNodeGbps : 0.0;
    instance.interNodeNote
        = "calibrated: catalog figure x"
          + std::to_string(catalogGbps > 0 ? instance.interNodeGbps / catalogGbps : factors.inter);
    // The fitted bandwidth is what the NICs reach at the common efficiency.
    instance.nicEfficiency.reset();
    if (system.instance == nullptr) {
        instance.onDemandUsdPerHour = base.cluster.pricePerNodeHourUsd.value_or(0.0);
        instance.priceDate = "user-given price";
    }
    instance.sources = how.str();
    instance.notes = "Fitted by scaleplan; not a provider's figure.";

    Catalog out = catalog;
    auto gpuIt = std::find_if(out.gpus.begin(), out.gpus.end(),
                              [&](const Gpu &g) { return g.id == gpu.id; });
    if (gpuIt != out.gpus.end())
        *gpuIt = gpu;
    else
        out.gpus.push_back(gpu);
    auto instIt = std::find_if(out.instances.begin(), out.instances.end(),
                               [&](const Instance &i) { return i.id == instance.id; });
    if (instIt != out.instances.end())
        *instIt = instance;
    else
        out.instances.push_back(instance);
    return out;
}

std::optional<std::string> mergeCalibratedEntries(std::string_view existingJson,
                                                  const Scenario &base, const Catalog &catalog,
                                                  const CalibrationFit &fit,
                                                  const std::string &name)
{
    nlohmann::json document;
    if (trim(existingJson).empty()) {
        document = {{"format", "scaleplan.catalog"}, {"version", 1}};
    } else {
        document = nlohmann::json::parse(existingJson, nullptr, /*allow_exceptions=*/false);
        if (!document.is_object() || document.value("format", "") != "scaleplan.catalog")
            return std::nullopt;
    }
    const Catalog withEntries = calibratedCatalog(base, catalog, fit.factors, name);
    const CalibratedIds ids = calibratedIds(base, catalog, name);
    Catalog only;
    only.gpus = {*withEntries.findGpu(ids.gpu)};
    only.instances = {*withEntries.findInstance(ids.instance)};
    const nlohmann::json entries = nlohmann::json::parse(catalogToJson(only));
    for (const char *section : {"gpus", "instances"}) {
        const nlohmann::json &entry = entries[section][0];
        nlohmann::json &array = document[section];
        if (!array.is_array())
            array = nlohmann::json::array();
        const auto same = std::find_if(array.begin(), array.end(), [&](const nlohmann::json &e) {
            return e.is_object() && e.value("id", "") == entry["id"];
        });
        if (same != array.end())
            *same = entry;
        else
            array.push_back(entry);
    }
    return document.dump(2) + "\n";
}

} // namespace scaleplan::engine
