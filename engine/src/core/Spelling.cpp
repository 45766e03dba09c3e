// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Spelling.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <utility>

namespace scaleplan::engine::detail {

namespace {

/// Case and '-'/'_' do not tell words apart: "Heads" is "heads", "micro-batch" "micro_batch".
char fold(char c)
{
    return c == '-' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

/// How many leading letters \p a and \p b share.
std::size_t commonStart(std::string_view a, std::string_view b)
{
    std::size_t n = 0;
    while (n < a.size() && n < b.size() && fold(a[n]) == fold(b[n]))
        ++n;
    return n;
}

/// The one key of \p known with the lowest \p cost, if that is at most \p limit; among
/// keys that share it, the one that begins most like \p typed ("tpp": "tp", not "pp");
/// "" when none is that cheap or no one key stands out.
template<class Cost>
std::string soleCheapest(std::string_view typed, const std::vector<std::string_view> &known,
                         Cost cost, std::size_t limit)
{
    std::vector<std::string_view> cheapest;
    std::size_t bestCost = limit + 1;
    for (std::string_view candidate : known) {
        const std::size_t c = cost(candidate);
        if (c > limit)
            continue;
        if (c < bestCost) {
            cheapest = {candidate};
            bestCost = c;
        } else if (c == bestCost
                   && std::find(cheapest.begin(), cheapest.end(), candidate) == cheapest.end()) {
            cheapest.push_back(candidate);
        }
    }
    std::string_view best;
    std::size_t bestStart = 0;
    bool tie = false;
    for (std::string_view candidate : cheapest) {
        const std::size_t start = commonStart(typed, candidate);
        if (best.empty() || start > bestStart) {
            best = candidate;
            bestStart = start;
            tie = false;
        } else if (start == bestStart) {
            tie = true;
        }
    }
    return tie ? std::string() : std::string(best);
}

/// Letters \p b adds to or leaves out of \p a where one begins the other and the shorter
/// has at least four ("norm" and "normalization": 9), else the largest size_t.
std::size_t nestedDifference(std::string_view a, std::string_view b)
{
    const std::size_t shorter = std::min(a.size(), b.size());
    if (shorter < 4)
        return std::numeric_limits<std::size_t>::max();
    for (std::size_t i = 0; i < shorter; ++i) {
        if (fold(a[i]) != fold(b[i]))
            return std::numeric_limits<std::size_t>::max();
    }
    return std::max(a.size(), b.size()) - shorter;
}

/// The distance of \p typed and \p name, or limit + 1 when their lengths alone put them
/// further apart than \p limit (no table is filled for a name far longer than the text).
std::size_t distanceWithin(std::string_view typed, std::string_view name, std::size_t limit)
{
    const std::size_t apart
        = typed.size() > name.size() ? typed.size() - name.size() : name.size() - typed.size();
    return apart > limit ? limit + 1 : editDistance(typed, name);
}

} // namespace

std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i)
        d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j)
        d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = fold(a[i - 1]) == fold(b[j - 1]) ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && fold(a[i - 1]) == fold(b[j - 2])
                && fold(a[i - 2]) == fold(b[j - 1]))
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.size()][b.size()];
}

std::string nearestKey(std::string_view typed, const std::vector<std::string_view> &known)
{
    // A key longer than any the format names is no misspelling of one.
    if (typed.size() > kLongestSuggested)
        return {};
    const std::size_t edits = std::max<std::size_t>(1, typed.size() / 3);
    std::string close = soleCheapest(
        typed, known,
        [&](std::string_view key) {
            const std::size_t apart
                = typed.size() > key.size() ? typed.size() - key.size() : key.size() - typed.size();
            return apart > edits ? apart : editDistance(typed, key);
        },
        edits);
    if (!close.empty())
        return close;
    return soleCheapest(
        typed, known, [&](std::string_view key) { return nestedDifference(typed, key); },
        std::numeric_limits<std::size_t>::max() - 1);
}

std::vector<std::string> nearestNames(std::string_view typed,
                                      const std::vector<std::string_view> &names, std::size_t most)
{
    if (typed.empty() || typed.size() > kLongestSuggested || most == 0)
        return {};
    const std::size_t edits = std::max<std::size_t>(1, typed.size() / 3);
    const bool bare = typed.find('/') == std::string_view::npos;
    std::vector<std::pair<std::size_t, std::string_view>> close;
    for (const std::string_view name : names) {
        std::size_t distance = distanceWithin(typed, name, edits);
        if (const std::size_t slash = name.rfind('/'); bare && slash != std::string_view::npos)
            distance = std::min(distance, distanceWithin(typed, name.substr(slash + 1), edits));
        if (distance <= edits)
            close.emplace_back(distance, name);
    }
    std::stable_sort(close.begin(), close.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<std::string> nearest;
    for (const auto &[distance, name] : close) {
        // Names much further than the nearest are noise beside it: beside a name that is the
        // text itself but for case or cloud, any other.
        if (nearest.size() == most || distance > 2 * close.front().first)
            break;
        nearest.emplace_back(name);
    }
    return nearest;
}

} // namespace scaleplan::engine::detail
