// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/JsonReader.h"

#include "core/Spelling.h"
#include "scaleplan/engine/InputLimits.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
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
    std::string problem;
    std::string where;

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
        where = path();
        problem = "the key \"" + key + "\" appears twice in one object; keep one";
        return false;
    }

private:
    bool open()
    {
        m_keys.emplace_back();
        if (m_keys.size() <= static_cast<std::size_t>(kMaxJsonDepth))
            return true;
        where = path();
        problem = "objects and arrays are nested more than " + std::to_string(kMaxJsonDepth)
                  + " levels deep";
        return false;
    }
    bool close()
    {
        m_keys.pop_back();
        return true;
    }

    std::vector<std::set<std::string>> m_keys;
};

} // namespace

void fail(std::string field, DiagCode code, std::vector<std::string> args)
{
    throw InputError{{Severity::Error, code, std::move(field), std::move(args)}};
}

nlohmann::json parseJson(std::string_view text)
{
    if (text.size() > kMaxInputBytes)
        fail({}, DiagCode::MalformedJson,
             {"the input is larger than " + std::to_string(kMaxInputBytes >> 20) + " MB"});
    // nlohmann::json ends its input at a NUL byte; a JSON text never holds one raw.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        fail({}, DiagCode::MalformedJson,
             {"a NUL byte at offset " + std::to_string(nul)
              + "; the file is binary or was cut off, not a JSON text"});
    StructureCheck check;
    nlohmann::json::sax_parse(text.begin(), text.end(), &check);
    if (!check.problem.empty())
        fail(check.where, DiagCode::MalformedJson, {check.problem});
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error &error) {
        std::string message = error.what();
        // "[json.exception.parse_error.101] parse error at line 3, column 5: ..."
        if (const auto at = message.find("] "); at != std::string::npos)
            message = message.substr(at + 2);
        fail({}, DiagCode::MalformedJson, {message});
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
