// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Strict reading of JSON objects: every read names its JSON path, every unknown key,
// wrong type, non-finite or out-of-range value stops the read with a Diagnostic.

#include "scaleplan/engine/Diagnostic.h"
#include "scaleplan/engine/EnumNames.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scaleplan::engine::detail {

/// Thrown inside readers and caught at the public entry points.
struct InputError
{
    Diagnostic diagnostic;
};

[[noreturn]] void fail(std::string field, DiagCode code, std::vector<std::string> args = {});

/// Parses \p text, throwing InputError where it is no JSON text: MalformedJson with the
/// line, column and text where the parser stopped, JsonCutOff, EmptyInput, NulByte,
/// InputTooLarge, NestedTooDeep or DuplicateKey (with its path).
nlohmann::json parseJson(std::string_view text);

/// Text for \p value that reads back the same: whole numbers below a billion in digits
/// (`40`, `1536`), others in the shortest form (`0.5`, `3e+11`).
std::string formatNumber(double value);

/// The DiagTerm name of a JSON value's type (`string`, `number` ...): WrongType's second
/// argument.
std::string typeName(const nlohmann::json &value);

/// Reads one JSON object; keys must be among those read or declared with allow().
class ObjectReader
{
public:
    /// \p path is the object's JSON path ("" for the document, "model" ...).
    ObjectReader(const nlohmann::json &object, std::string path);

    bool has(std::string_view key) const;
    std::string path(std::string_view key) const;

    double number(std::string_view key, double fallback, double lowest, double highest);
    std::optional<double> optionalNumber(std::string_view key, double lowest, double highest);
    std::int64_t integer(std::string_view key, std::int64_t fallback, std::int64_t lowest,
                         std::int64_t highest);
    bool boolean(std::string_view key, bool fallback);
    std::string string(std::string_view key, std::string fallback = {});
    /// The sub-object at \p key (an empty object when absent).
    ObjectReader object(std::string_view key);
    /// The strings of the list at \p key (none when absent).
    std::vector<std::string> strings(std::string_view key);
    const nlohmann::json &raw(std::string_view key) const;

    /// The value of \p Enum named at \p key, by the enumeration's table (EnumNames.h).
    template<typename Enum> Enum choice(std::string_view key, Enum fallback)
    {
        if (!has(key)) {
            m_read.emplace_back(key); // known, for rejectUnknownKeys' suggestions
            return fallback;
        }
        const std::string value = string(key);
        if (const std::optional<Enum> known = enumFromName<Enum>(value))
            return *known;
        fail(path(key), DiagCode::UnknownValue, {value, enumNameList<Enum>()});
    }

    /// Fails on the first key that no read and no allow() named, suggesting the known key
    /// nearest to it (nearestKey(), core/Spelling.h) where there is one.
    void rejectUnknownKeys(std::initializer_list<std::string_view> alsoAllowed = {}) const;

private:
    const nlohmann::json &m_object;
    std::string m_path;
    std::vector<std::string> m_read;
};

} // namespace scaleplan::engine::detail
