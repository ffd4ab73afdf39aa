// SPDX-License-Identifier: MIT
/// \file
/// Randomness that is the same on every platform, bare metal included: std:: distributions differ
/// between standard libraries, so a seeded game would not be reproducible. Freestanding.
#pragma once

#include <cstdint>

namespace npuzzle {

/// PCG32 (O'Neill, pcg-random.org: XSH RR 64/32): small state, good statistics, constexpr.
class pcg32 {
public:
    /// A generator from `seed` (and `stream`, which picks one of 2^63 independent sequences): the same
    /// numbers on every platform and compiler, while compiling too.
    constexpr explicit pcg32(std::uint64_t seed = 0x853c49e6748fea9bull,
                             std::uint64_t stream = 0xda3e39cb94b95bdbull) noexcept
        : increment_((stream << 1u) | 1u) {
        next();
        state_ += seed;
        next();
    }

    /// The next 32 random bits.
    constexpr std::uint32_t next() noexcept {
        const std::uint64_t old = state_;
        state_ = old * 6364136223846793005ull + increment_;
        const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
        const auto rot = static_cast<std::uint32_t>(old >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
    }
    /// next(), as a generator object.
    constexpr std::uint32_t operator()() noexcept { return next(); }

    /// Uniform in [0, bound), bound >= 1, without modulo bias (Lemire's multiply-and-reject).
    constexpr std::uint32_t below(std::uint32_t bound) noexcept {
        std::uint64_t m = std::uint64_t{next()} * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (low < threshold) {
                m = std::uint64_t{next()} * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    /// The same state: the same numbers follow.
    friend constexpr bool operator==(const pcg32&, const pcg32&) = default;

private:
    std::uint64_t state_ = 0;
    std::uint64_t increment_;
};

/// A uniformly random solvable board that is not solved, reproducible from `seed` (the "RxC#seed" ID).
template <class Board>
[[nodiscard]] constexpr Board random_board(Board shape_and_type, std::uint64_t seed) {
    pcg32 rng(seed);
    shape_and_type.shuffle(rng);
    return shape_and_type;
}

} // namespace npuzzle
