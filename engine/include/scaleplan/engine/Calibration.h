// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Calibration.h
/// \brief Fitting the hardware model to the user's own small-scale measurements.
///
/// The benchmarking workflow: measure step times (or throughput) on 1, 2, 4, 8 ... GPUs,
/// fit four factors on the catalog's rates by Levenberg-Marquardt, then extrapolate to the
/// target scale with an uncertainty band. See docs/calibration.md.

#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/Scenario.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine {

/// One measured row of the CSV. Unset optionals take the base scenario's value.
struct Measurement
{
    int line = 0; ///< line in the CSV (1 = header)
    std::int64_t gpus = 1;
    std::int64_t nodes = 0; ///< 0 = as few nodes as the instance's size allows
    std::int64_t tp = 1;
    std::int64_t pp = 1;
    std::optional<std::int64_t> globalBatch;
    std::optional<std::int64_t> microBatch;
    double stepTimeS = 0; ///< measured, or derived from tokens_per_s
};

/// Outcome of reading a measurement CSV: the rows or the first error (line and column).
struct MeasurementLoad
{
    std::vector<Measurement> rows;
    std::optional<Diagnostic> error;
};

/// Columns the CSV may have: `gpus` and one of `step_time_s` / `tokens_per_s` are required.
inline constexpr std::array<const char *, 8> kMeasurementColumns
    = {"gpus", "nodes", "tp", "pp", "global_batch", "micro_batch", "step_time_s", "tokens_per_s"};

/// Parses a measurement CSV (header required; `#` comments and blank lines skipped).
/// tokens_per_s is converted to a step time with the base scenario's sequence length and
/// the row's global batch. Each row's layout must be a valid variant of \p base on
/// \p catalog's hardware; errors name the line (and the column).
MeasurementLoad parseMeasurementsCsv(std::string_view text, const Scenario &base,
                                     const Catalog &catalog);

/// Multipliers on the catalog's rates (1 = the catalog as it is).
struct HardwareFactors
{
    double gemm = 1;   ///< measured matrix-product rate (MAMF)
    double memory = 1; ///< HBM bandwidth of memory-bound kernels
    double intra = 1;  ///< in-node link (NVLink / PCIe) bandwidth
    double inter = 1;  ///< node-to-node network bandwidth

    std::array<double, 4> asArray() const { return {gemm, memory, intra, inter}; }
};

/// Names of the factors in HardwareFactors order (for tables and files).
inline constexpr std::array<const char *, 4> kFactorNames = {"gemm", "memory", "intra", "inter"};

/// One measurement against the fitted model.
struct FittedPoint
{
    int line = 0;
    std::int64_t gpus = 0;
    double measuredS = 0;
    double fittedS = 0;
    double residual = 0; ///< ln(fitted / measured): relative error
};

struct CalibrationFit
{
    HardwareFactors factors;
    std::array<double, 4> logSigma{};  ///< standard deviation of ln(factor)
    std::array<bool, 4> constrained{}; ///< the data, not the prior, set the factor
    std::array<std::array<double, 4>, 4> logCovariance{};
    double residualSigma = 0; ///< relative scatter of the measurements
    double rmsResidual = 0;
    int iterations = 0;
    bool converged = false;
    std::vector<FittedPoint> points;
};

/// Fits HardwareFactors to \p rows (Levenberg-Marquardt on ln step time, with a weak
/// log-normal prior that keeps factors the data cannot see at 1).
CalibrationFit fitMeasurements(const Scenario &base, const Catalog &catalog,
                               const std::vector<Measurement> &rows);

/// Predicted step time at one scale with its 90% band.
struct Extrapolation
{
    std::int64_t gpus = 0;
    double stepTimeS = 0;
    double lowS = 0;  ///< 5th percentile
    double highS = 0; ///< 95th percentile
};

/// The base scenario's step time on each node count in \p nodes, from the fitted system.
/// Node counts the scenario's layout cannot use are skipped.
std::vector<Extrapolation> extrapolate(const Scenario &base, const Catalog &catalog,
                                       const CalibrationFit &fit,
                                       const std::vector<std::int64_t> &nodes);

/// Id of the calibrated GPU (`<gpu id>-calibrated-<name>`) and instance (`custom/<name>`).
struct CalibratedIds
{
    std::string gpu;
    std::string instance;
};

CalibratedIds calibratedIds(const Scenario &base, const Catalog &catalog, const std::string &name);

/// \p catalog with the calibrated GPU and instance added (rates times \p factors).
Catalog calibratedCatalog(const Scenario &base, const Catalog &catalog,
                          const HardwareFactors &factors, const std::string &name);

/// The calibrated GPU and instance merged into the user catalog \p existingJson (empty:
/// a new file), as catalog-format JSON. Nothing when \p existingJson is not a catalog.
std::optional<std::string> mergeCalibratedEntries(std::string_view existingJson,
                                                  const Scenario &base, const Catalog &catalog,
                                                  const CalibrationFit &fit,
                                                  const std::string &name);

} // namespace scaleplan::engine
