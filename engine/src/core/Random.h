// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small, fast, portable random generator: xoshiro256** (Blackman and Vigna, "Scrambled
// linear pseudorandom number generators", ACM TOMS 47(4), 2021) seeded by SplitMix64, as
// its authors recommend. std::mt19937 would do, but its distributions differ between
// standard libraries; these are bit-identical everywhere.

#include <array>
#include <cmath>
#include <cstddef>
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

    /// Exponential with \p rate.
    double exponential(double rate) { return standardExponential() / rate; }

    /// Advances the state by 2^128 draws: successive jumps give streams that never overlap
    /// for parallel work (the authors' jump polynomial, xoshiro256starstar.c).
    void jump()
    {
        static constexpr std::uint64_t kJump[] = {0x180ec6d33cfd0abaull, 0xd5a61266f0c9392cull,
                                                  0xa9582618e03fc9aaull, 0x39abdc4529b1661cull};
        std::uint64_t jumped[4] = {};
        for (const std::uint64_t word : kJump) {
            for (int bit = 0; bit < 64; ++bit) {
                if (word & (std::uint64_t(1) << bit)) {
                    for (int i = 0; i < 4; ++i)
                        jumped[i] ^= m_state[i];
                }
                next();
            }
        }
        for (int i = 0; i < 4; ++i)
            m_state[i] = jumped[i];
    }

private:
    /// Marsaglia and Tsang's ziggurat of 256 layers ("The Ziggurat Method for Generating
    /// Random Variables", J. Stat. Software 5(8), 2000, REXP), on 53-bit draws: x = j * w[i]
    /// inside the layer's rectangle, j < k[i] (about 99% of draws: one generator step, no
    /// logarithm), else the wedge test against exp(-x), or the tail beyond r drawn as r plus
    /// an exponential of its own (memorylessness).
    struct Ziggurat
    {
        static constexpr double kR = 7.697117470131487;    ///< start of the tail
        static constexpr double kV = 3.949659822581572e-3; ///< area of each layer
        std::array<double, 256> k{}, w{}, f{};

        Ziggurat()
        {
            constexpr double scale = 0x1.0p53;
            double d = kR;
            double previous = kR;
            const double q = kV / std::exp(-d);
            k[0] = d / q * scale;
            w[0] = q / scale;
            w[255] = d / scale;
            f[0] = 1.0;
            f[255] = std::exp(-d);
            for (std::size_t i = 254; i >= 1; --i) {
                d = -std::log(kV / d + std::exp(-d));
                k[i + 1] = d / previous * scale;
                previous = d;
                f[i] = std::exp(-d);
                w[i] = d / scale;
            }
        }
    };

    double standardExponential()
    {
        static const Ziggurat z;
        for (;;) {
            const std::uint64_t bits = next();
            const std::size_t layer = bits & 0xffu;
            const double j = static_cast<double>(bits >> 11);
            if (j < z.k[layer])
                return j * z.w[layer];
            if (layer == 0)
                return Ziggurat::kR - std::log1p(-uniform());
            const double x = j * z.w[layer];
            if (z.f[layer] + uniform() * (z.f[layer - 1] - z.f[layer]) < std::exp(-x))
                return x;
        }
    }

    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t m_state[4] = {};
};

} // namespace scaleplan::engine::detail
