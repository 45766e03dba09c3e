// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/JsonReader.h"

#include "core/Spelling.h"
#include "scaleplan/engine/InputLimits.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <optional>
#include <set>

namespace scaleplan::engine::detail {

namespace {

const nlohmann::json &emptyObject()
{
    static const nlohmann::json empty = nlohmann::json::object();
    return empty;
}

/// Follows the JSON path during a SAX parse, to name the value the parser stopped at.
class PathTracker : public nlohmann::json_sax<nlohmann::json>
{
public:
    std::string path() const
    {
        std::string path;
        for (const Level &level : m_levels) {
            if (level.object) {
                if (!path.empty())
                    path += '.';
                path += level.key;
            } else {
                path += '[';
                path += std::to_string(level.index);
                path += ']';
            }
        }
        return path;
    }

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t &) override { return value(); }
    bool string(string_t &) override { return value(); }
    bool binary(binary_t &) override { return value(); }
    bool start_object(std::size_t) override { return open(true); }
    bool key(string_t &key) override
    {
        m_levels.back().key = key;
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(false); }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override
    {
        return false;
    }

private:
    struct Level
    {
        bool object = true;
        std::string key;
        std::size_t index = 0;
    };

    bool open(bool object)
    {
        m_levels.push_back({object, {}, 0});
        return true;
    }
    bool close()
    {
        m_levels.pop_back();
        return value();
    }
    bool value()
    {
        if (!m_levels.empty() && !m_levels.back().object)
            ++m_levels.back().index;
        return true;
    }

    std::vector<Level> m_levels;
};

/// Rejects what nlohmann::json would accept silently or could not handle: nesting deeper
/// than kMaxJsonDepth (copying and printing a value recurse) and a key written twice in one
/// object (the last would win unseen). Names the path of the first offence.
class StructureCheck final : public PathTracker
{
public:
    /// The first offence: DuplicateKey or NestedTooDeep, with its path and argument.
    std::optional<Diagnostic> problem;

    bool start_object(std::size_t size) override
    {
        return PathTracker::start_object(size) && open();
    }
    bool start_array(std::size_t size) override { return PathTracker::start_array(size) && open(); }
    bool end_object() override { return close() && PathTracker::end_object(); }
    bool end_array() override { return close() && PathTracker::end_array(); }
    bool key(string_t &key) override
    {
        PathTracker::key(key);
        if (m_keys.back().insert(key).second)
            return true;
        problem = Diagnostic{Severity::Error, DiagCode::DuplicateKey, path(), {key}};
        return false;
    }

private:
    bool open()
    {
        m_keys.emplace_back();
        if (m_keys.size() <= static_cast<std::size_t>(kMaxJsonDepth))
            return true;
        problem = Diagnostic{
            Severity::Error, DiagCode::NestedTooDeep, path(), {std::to_string(kMaxJsonDepth)}};
        return false;
    }
    bool close()
    {
        m_keys.pop_back();
        return true;
    }

    std::vector<std::set<std::string>> m_keys;
};

/// The most characters of the line a syntax error quotes from where the parser stopped.
constexpr std::size_t kQuotedCharacters = 24;

/// Whether \p byte continues a UTF-8 character rather than starting one.
bool continuesCharacter(char byte)
{
    return (static_cast<unsigned char>(byte) & 0xC0) == 0x80;
}

/// Where the token ends at byte \p last of \p text (its last byte) begins: a string at its
/// opening quote, a number or a literal at its first character, else \p last itself.
std::size_t tokenStart(std::string_view text, std::size_t last)
{
    const auto isWordByte = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '+' || c == '.';
    };
    if (text[last] == '"') {
        for (std::size_t i = last; i-- > 0;) {
            std::size_t backslashes = 0;
            while (backslashes < i && text[i - 1 - backslashes] == '\\')
                ++backslashes;
            if (text[i] == '"' && backslashes % 2 == 0)
                return i;
        }
        return last;
    }
    std::size_t first = last;
    while (first > 0 && isWordByte(text[last]) && isWordByte(text[first - 1]))
        --first;
    return first;
}

/// The diagnostic for a syntax error the parser met at byte \p offset of \p text: the
/// line and column (in characters) and the line's text from there, or, where nothing but
/// white space follows, that the text ends too soon. nlohmann::json's own message stays
/// out: it is English, and the line and the text there tell a user what to fix.
Diagnostic syntaxError(std::string_view text, std::size_t offset)
{
    const std::size_t end = text.find_last_not_of(" \t\r\n");
    if (end == std::string_view::npos)
        return {Severity::Error, DiagCode::EmptyInput, {}, {}};
    const auto lineOf = [&](std::size_t at) {
        return 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
    };
    if (offset > end)
        return {Severity::Error, DiagCode::JsonCutOff, {}, {std::to_string(lineOf(end))}};
    const std::size_t lineStart
        = offset == 0 ? std::string_view::npos : text.rfind('\n', offset - 1);
    const std::size_t first = lineStart == std::string_view::npos ? 0 : lineStart + 1;
    const auto line = lineOf(first);
    const auto column = 1
                        + std::count_if(text.begin() + static_cast<std::ptrdiff_t>(first),
                                        text.begin() + static_cast<std::ptrdiff_t>(offset),
                                        [](char c) { return !continuesCharacter(c); });
    std::size_t stop = std::min(text.find_first_of("\r\n", offset), text.size());
    std::size_t characters = 0;
    for (std::size_t i = offset; i < stop; ++i) {
        if (!continuesCharacter(text[i]) && ++characters > kQuotedCharacters) {
            stop = i;
            break;
        }
    }
    return {Severity::Error,
            DiagCode::MalformedJson,
            {},
            {std::to_string(line), std::to_string(column),
             std::string(text.substr(offset, stop - offset))}};
}

} // namespace

void fail(std::string field, DiagCode code, std::vector<std::string> args)
{
    throw InputError{{Severity::Error, code, std::move(field), std::move(args)}};
}

nlohmann::json parseJson(std::string_view text)
{
    if (text.size() > kMaxInputBytes)
        fail({}, DiagCode::InputTooLarge, {std::to_string(kMaxInputBytes >> 20)});
    // nlohmann::json ends its input at a NUL byte; a JSON text never holds one raw.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        fail({}, DiagCode::NulByte, {std::to_string(nul)});
    StructureCheck check;
    nlohmann::json::sax_parse(text.begin(), text.end(), &check);
    if (check.problem)
        throw InputError{*check.problem};
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error &error) {
        // nlohmann::json counts bytes from 1 and stops after the token it could not take.
        const std::size_t last = std::min<std::size_t>(error.byte, text.size() + 1);
        throw InputError{
            syntaxError(text, last == 0 || last > text.size() ? last : tokenStart(text, last - 1))};
    } catch (const nlohmann::json::out_of_range &) {
        // A number beyond the range of a double (1e400) reads as infinity: name its path.
        PathTracker tracker;
        nlohmann::json::sax_parse(text.begin(), text.end(), &tracker);
        // A document that is nothing but such a number is no object at all.
        if (tracker.path().empty())
            fail({}, DiagCode::NotAnObject);
        fail(tracker.path(), DiagCode::NotFinite);
    }
}

std::string formatNumber(double value)
{
    char buffer[32];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
        if (std::strtod(buffer, nullptr) == value)
            break;
    }
    // Whole numbers below a billion as written (40, 400000), not in the exponent form %g
    // rounds them to ("4e+01", "4e+05"); larger ones stay short (3e+11 tokens).
    if (value == std::floor(value) && std::abs(value) < 1e9)
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
    return buffer;
}

std::string typeName(const nlohmann::json &value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        return termName(DiagTerm::Null);
    case nlohmann::json::value_t::boolean:
        return termName(DiagTerm::Boolean);
    case nlohmann::json::value_t::string:
        return termName(DiagTerm::String);
    case nlohmann::json::value_t::array:
        return termName(DiagTerm::Array);
    case nlohmann::json::value_t::object:
        return termName(DiagTerm::Object);
    default:
        return termName(DiagTerm::Number);
    }
}

ObjectReader::ObjectReader(const nlohmann::json &object, std::string path)
    : m_object(object.is_null() ? emptyObject() : object)
    , m_path(std::move(path))
{
    if (!m_object.is_object()) {
        if (m_path.empty())
            fail({}, DiagCode::NotAnObject); // the document itself
        fail(m_path, DiagCode::WrongType, {termName(DiagTerm::Object), typeName(m_object)});
    }
}

bool ObjectReader::has(std::string_view key) const
{
    return m_object.contains(key);
}

std::string ObjectReader::path(std::string_view key) const
{
    return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
}

const nlohmann::json &ObjectReader::raw(std::string_view key) const
{
    const auto it = m_object.find(key);
    return it == m_object.end() ? emptyObject() : *it;
}

double ObjectReader::number(std::string_view key, double fallback, double lowest, double highest)
{
    m_read.emplace_back(key);
    if (!has(key))
        return fallback;
    const nlohmann::json &value = raw(key);
    if (!value.is_number())
        fail(path(key), DiagCode::WrongType, {termName(DiagTerm::Number), typeName(value)});
    const double number = value.get<double>();
    if (!std::isfinite(number))
        fail(path(key), DiagCode::NotFinite);
    if (number < lowest || number > highest) {
        if (lowest > 0 && number <= 0)
            fail(path(key), DiagCode::MustBePositive, {formatNumber(number)});
        fail(path(key), DiagCode::OutOfRange,
             {formatNumber(number), formatNumber(lowest), formatNumber(highest)});
    }
    return number;
}

std::optional<double> ObjectReader::optionalNumber(std::string_view key, double lowest,
                                                   double highest)
{
    if (!has(key) || raw(key).is_null()) {
        m_read.emplace_back(key);
        return std::nullopt;
    }
    return number(key, 0.0, lowest, highest);
}

std::int64_t ObjectReader::integer(std::string_view key, std::int64_t fallback, std::int64_t lowest,
                                   std::int64_t highest)
{
    const double value = number(key, static_cast<double>(fallback), static_cast<double>(lowest),
                                static_cast<double>(highest));
    if (value != std::floor(value))
        fail(path(key), DiagCode::NotInteger, {formatNumber(value)});
    return static_cast<std::int64_t>(value);
}

bool ObjectReader::boolean(std::string_view key, bool fallback)
{
    m_read.emplace_back(key);
    if (!has(key))
        return fallback;
    const nlohmann::json &value = raw(key);
    if (!value.is_boolean())
        fail(path(key), DiagCode::WrongType, {termName(DiagTerm::TrueOrFalse), typeName(value)});
    return value.get<bool>();
}

std::string ObjectReader::string(std::string_view key, std::string fallback)
{
    m_read.emplace_back(key);
    if (!has(key))
        return fallback;
    const nlohmann::json &value = raw(key);
    if (!value.is_string())
        fail(path(key), DiagCode::WrongType, {termName(DiagTerm::String), typeName(value)});
    return value.get<std::string>();
}

std::vector<std::string> ObjectReader::strings(std::string_view key)
{
    m_read.emplace_back(key);
    std::vector<std::string> result;
    if (!has(key))
        return result;
    const nlohmann::json &value = raw(key);
    if (!value.is_array())
        fail(path(key), DiagCode::WrongType, {termName(DiagTerm::ListOfStrings), typeName(value)});
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (!value[i].is_string())
            fail(path(key) + "[" + std::to_string(i) + "]", DiagCode::WrongType,
                 {termName(DiagTerm::String), typeName(value[i])});
        result.push_back(value[i].get<std::string>());
    }
    return result;
}

ObjectReader ObjectReader::object(std::string_view key)
{
    m_read.emplace_back(key);
    return ObjectReader(raw(key), path(key));
}

void ObjectReader::rejectUnknownKeys(std::initializer_list<std::string_view> alsoAllowed) const
{
    std::vector<std::string_view> known(m_read.begin(), m_read.end());
    known.insert(known.end(), alsoAllowed.begin(), alsoAllowed.end());
    for (const auto &[key, value] : m_object.items()) {
        if (std::find(known.begin(), known.end(), key) == known.end())
            fail(path(key), DiagCode::UnknownKey, {key, nearestKey(key, known)});
    }
}

} // namespace scaleplan::engine::detail
