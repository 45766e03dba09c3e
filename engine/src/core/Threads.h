// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Work spread over cores: the planner's search and a large Monte Carlo.

#include <cstddef>
#include <functional>
#include <system_error>
#include <thread>
#include <vector>

namespace scaleplan::engine::detail {

/// Runs \p work(0) on the calling thread and \p work(1) ... \p work(threads - 1) on threads of
/// their own, and returns when all have finished. A thread the system refuses to start
/// (std::system_error) is left out, so \p work must take its items from a shared counter:
/// the others then do that share, and nothing is lost or stops the program.
inline void runOnThreads(std::size_t threads, const std::function<void(std::size_t)> &work)
{
    std::vector<std::thread> helpers;
    try {
        for (std::size_t t = 1; t < threads; ++t)
            helpers.emplace_back(work, t);
    } catch (const std::system_error &) {
        // Fewer helpers than asked: the calling thread and those started do the rest.
    }
    work(0);
    for (std::thread &helper : helpers)
        helper.join();
}

} // namespace scaleplan::engine::detail
