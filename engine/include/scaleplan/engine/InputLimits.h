// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// \file InputLimits.h
/// \brief The largest input Scaleplan reads, so that no file can exhaust memory or stack.
///
/// The largest real inputs are far below both limits: the built-in catalog is about 0.3 MB
/// and 6 levels deep, a Hugging Face config.json a few kB and 4 levels deep.

#include <cstddef>

namespace scaleplan::engine {

/// Bytes read from one file or standard input at most (64 MiB).
inline constexpr std::size_t kMaxInputBytes = std::size_t{64} << 20;

/// Objects and arrays nested inside each other at most, in any JSON input.
inline constexpr int kMaxJsonDepth = 64;

} // namespace scaleplan::engine
