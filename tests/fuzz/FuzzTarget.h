// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One fuzz target per executable, in libFuzzer's form (LLVMFuzzerTestOneInput). Built with
// clang's -fsanitize=fuzzer for a campaign, or with FuzzReplay.cpp's main (any compiler) to
// run a corpus and a fixed number of seeded mutations in CI (docs/robustness.md).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace scaleplan::fuzz {

inline std::string_view asText(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

/// Stops the run (a finding) when \p holds is false: the sanitizers and both drivers report
/// an abort with the input that caused it.
inline void require(bool holds, const char *what)
{
    if (!holds) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

/// True when \p json has no NaN or infinity written as a number (nlohmann writes them as
/// null; a hand-written writer could write "nan" or "inf").
inline bool finiteJson(std::string_view json)
{
    return json.find("nan") == std::string_view::npos && json.find("inf,") == std::string_view::npos
           && json.find("inf\n") == std::string_view::npos;
}

} // namespace scaleplan::fuzz
