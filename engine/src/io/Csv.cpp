// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/Csv.h"

#include <array>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace scaleplan::engine {

std::string csvField(std::string_view text)
{
    // A spreadsheet reads a cell that starts with one of these as a formula (OWASP's "CSV
    // injection"); a leading apostrophe makes it text there and is the usual neutraliser.
    std::string field;
    if (!text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos)
        field = "'";
    field += text;
    if (field.find_first_of(",\"\r\n") == std::string::npos)
        return field;
    std::string quoted = "\"";
    for (const char c : field) {
        quoted += c;
        if (c == '"')
            quoted += '"';
    }
    quoted += '"';
    return quoted;
}

std::string csvNumber(double value)
{
    if (!std::isfinite(value))
        return {};
    if (value == 0)
        return "0"; // also for -0
    std::array<char, 32> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    if (error != std::errc())
        return {};
    return std::string(buffer.data(), end);
}

CsvWriter::CsvWriter(const std::vector<std::string> &header)
    : m_columns(header.size())
{
    for (const std::string &name : header)
        append(csvField(name));
    endRow();
}

void CsvWriter::append(const std::string &field)
{
    if (m_inRow == m_columns && m_columns != 0)
        throw std::logic_error("CSV record has more fields than the header");
    if (m_inRow > 0)
        m_out += ',';
    m_out += field;
    ++m_inRow;
}

CsvWriter &CsvWriter::text(std::string_view value)
{
    append(csvField(value));
    return *this;
}

CsvWriter &CsvWriter::number(double value)
{
    append(csvNumber(value));
    return *this;
}

CsvWriter &CsvWriter::number(const std::optional<double> &value)
{
    return value ? number(*value) : empty();
}

CsvWriter &CsvWriter::integer(std::int64_t value)
{
    append(std::to_string(value));
    return *this;
}

CsvWriter &CsvWriter::boolean(bool value)
{
    append(value ? "true" : "false");
    return *this;
}

CsvWriter &CsvWriter::empty()
{
    append(std::string());
    return *this;
}

void CsvWriter::endRow()
{
    while (m_inRow < m_columns)
        append(std::string());
    m_out += "\r\n";
    m_inRow = 0;
}

std::vector<std::vector<std::string>> parseCsv(std::string_view text)
{
    std::vector<std::vector<std::string>> records;
    std::vector<std::string> record;
    std::string field;
    bool quoted = false;
    bool fieldStarted = false;
    const auto endField = [&] {
        record.push_back(std::move(field));
        field.clear();
        fieldStarted = false;
    };
    const auto endRecord = [&] {
        endField();
        records.push_back(std::move(record));
        record.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"' && !fieldStarted) {
            quoted = true;
            fieldStarted = true;
        } else if (c == ',') {
            endField();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            endRecord();
            ++i;
        } else if (c == '\n') {
            endRecord();
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (fieldStarted || !record.empty())
        endRecord();
    return records;
}

} // namespace scaleplan::engine
