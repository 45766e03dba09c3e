// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a misspelt word most likely meant: the known key for an unknown key of a file, the
// catalog ids nearest to an unknown id. Case and '-'/'_' do not tell words apart here.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace scaleplan::engine::detail {

/// Text longer than this gets no suggestion: bounded work for a hostile file holding a key
/// or an id of megabytes (the longest key the formats name has 38 characters, the longest
/// built-in catalog id 31).
inline constexpr std::size_t kLongestSuggested = 128;

/// Optimal string alignment distance of \p a and \p b: Levenshtein's insertions, deletions
/// and substitutions plus swapping two neighbours ("modle" is 1 from "model"), with case and
/// '-'/'_' alike ("Micro-Batch" is 0 from "micro_batch").
std::size_t editDistance(std::string_view a, std::string_view b);

/// The key of \p known that \p typed most likely misspells, or "" when none stands out: the
/// one key within a third of the typed length in edits (at least one), of several as near
/// the one that begins most like it ("tpp": "tp", not "pp"); else the one nearest in length
/// of those that begin the typed key or that it begins.
std::string nearestKey(std::string_view typed, const std::vector<std::string_view> &known);

/// The names of \p names nearest to \p typed, nearest first (ties in the order of \p names),
/// at most \p most of them: those within a third of the typed length in edits (at least
/// one) and at most twice as far as the nearest, so that beside a name that is \p typed
/// itself but for case and '-'/'_' no other is given. A name `prefix/rest` (a catalog
/// instance id after its cloud) is also compared by its rest alone when \p typed has no
/// '/'. Empty when none is that close.
std::vector<std::string> nearestNames(std::string_view typed,
                                      const std::vector<std::string_view> &names, std::size_t most);

/// The most ids an unknown id's message suggests.
inline constexpr std::size_t kSuggestedIds = 3;

/// The ids of \p items (catalog entries, each with an `id`) nearest to \p typed
/// (nearestNames()), comma-separated, or "" when none is close: the suggestion of an unknown
/// id's message.
template<typename Items> std::string nearestIds(std::string_view typed, const Items &items)
{
    std::vector<std::string_view> ids;
    ids.reserve(items.size());
    for (const auto &item : items)
        ids.emplace_back(item.id);
    std::string list;
    for (const std::string &id : nearestNames(typed, ids, kSuggestedIds))
        list += (list.empty() ? "" : ", ") + id;
    return list;
}

} // namespace scaleplan::engine::detail
