// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file Csv.h
/// \brief RFC 4180 comma-separated values: a writer for every table Scaleplan exports
/// (sweeps, comparisons, plans) and a small reader for tests and round trips.
///
/// Files are UTF-8 without a byte-order mark, records end in CRLF, a field is quoted when
/// it holds a comma, a quote, CR or LF (quotes doubled), numbers use a dot and the
/// shortest text that reads back to the same double (std::to_chars). A NaN or infinity
/// is never written: the field stays empty. Column names are stable snake_case with their
/// unit as a suffix (`step_time_s`, `cost_usd`), so spreadsheets and pandas read the file
/// unchanged.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine {

/// \p text as one CSV field, quoted only when it has to be. Text that a spreadsheet would
/// read as a formula (starting with `=`, `+`, `-`, `@`, tab or CR) gets a leading `'`;
/// numbers go through csvNumber() and are never changed.
std::string csvField(std::string_view text);

/// \p value as a CSV number: shortest round-trip form with a dot ("0.1", "1e+21");
/// the empty string for NaN and infinities.
std::string csvNumber(double value);

/// Builds a CSV table row by row against a fixed header.
class CsvWriter
{
public:
    /// Starts the table with its header row.
    explicit CsvWriter(const std::vector<std::string> &header);

    CsvWriter &text(std::string_view value);
    CsvWriter &number(double value);
    CsvWriter &number(const std::optional<double> &value); ///< empty where there is none
    CsvWriter &integer(std::int64_t value);
    CsvWriter &boolean(bool value); ///< `true` / `false`
    CsvWriter &empty();             ///< an empty field (value not applicable)
    /// Ends the current record; a record with fewer fields is padded with empty fields,
    /// one with more throws std::logic_error (a programming error).
    void endRow();

    std::size_t columns() const { return m_columns; }
    /// The table so far (every ended record).
    const std::string &str() const { return m_out; }

private:
    void append(const std::string &field);

    std::size_t m_columns = 0;
    std::size_t m_inRow = 0;
    std::string m_out;
};

/// Reads RFC 4180 text into records of fields (quoted fields may hold CR, LF, commas and
/// doubled quotes; CRLF and LF both end a record). Lenient: a stray quote is kept as text.
std::vector<std::vector<std::string>> parseCsv(std::string_view text);

} // namespace scaleplan::engine
