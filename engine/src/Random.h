// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small, fast, portable random generator: xoshiro256** (Blackman and Vigna, "Scrambled
// linear pseudorandom number generators", ACM TOMS 47(4), 2021) seeded by SplitMix64, as
// its authors recommend. std::mt19937 would do, but its distributions differ between
// standard libraries; these are bit-identical everywhere.

#include <cmath>
#include <cstdint>

namespace scaleplan::engine::detail {

/// SplitMix64 (Steele, Lea, Flood 2014): expands one 64-bit seed into a state.
inline std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

class Xoshiro256
{
public:
    explicit Xoshiro256(std::uint64_t seed)
    {
        for (std::uint64_t &word : m_state)
            word = splitMix64(seed);
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    /// Uniform in [0, 1) with 53 random bits.
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    /// Exponential with \p rate (inverse transform).
    double exponential(double rate) { return -std::log1p(-uniform()) / rate; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t m_state[4] = {};
};

} // namespace scaleplan::engine::detail
