// SPDX-License-Identifier: MIT
// The PRNG, the uniform shuffle and the scramble. Every test uses fixed seeds: the statistics are
// computed over the same draws on every run, so they cannot be flaky.
#include "support.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/random.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <map>
#include <vector>

using npuzzle::basic_puzzle;
using npuzzle::direction;
using npuzzle::pcg32;
using npuzzle::puzzle;
using npuzzle::test::chi_square_quantile;

namespace {

// O'Neill's pcg32-demo (pcg-c-basic): seed 42, sequence 54.
constexpr std::array<std::uint32_t, 6> reference = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u,
                                                    0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};

constexpr std::array<std::uint32_t, 6> first_six(pcg32 rng) {
    std::array<std::uint32_t, 6> out{};
    for (auto& v : out) v = rng();
    return out;
}
// The same numbers while compiling: seeded game IDs are identical on every platform.
static_assert(first_six(pcg32(42, 54)) == reference);

template <std::size_t N>
double chi_square(const std::array<std::size_t, N>& counts, double expected) {
    double sum = 0;
    for (auto c : counts) sum += (static_cast<double>(c) - expected) * (static_cast<double>(c) - expected) / expected;
    return sum;
}

// The move that turns `from` into `to`, or none.
template <class Board>
direction move_between(const Board& from, const Board& to) {
    for (direction d : from.legal_moves()) {
        auto b = from;
        b.move(d);
        if (b == to) return d;
    }
    return direction::none;
}

// scramble(k) with a fresh generator of one seed draws a prefix of scramble(n)'s numbers, so the
// boards after 0, 1, ..., n moves show every move it made.
template <class Board>
void check_scramble(const Board& start, std::size_t n, std::uint64_t seed) {
    std::vector<Board> boards;
    for (std::size_t k = 0; k <= n; ++k) {
        auto b = start;
        pcg32 rng(seed);
        b.scramble(k, rng);
        boards.push_back(b);
    }
    BOOST_TEST((boards[0] == start));
    direction previous = direction::none;
    for (std::size_t k = 1; k <= n; ++k) {
        const direction d = move_between(boards[k - 1], boards[k]);
        BOOST_TEST_REQUIRE((d != direction::none), "move " << k << " is not exactly one move");
        BOOST_TEST_REQUIRE((d != npuzzle::opposite(previous)), "move " << k << " undoes move " << k - 1);
        previous = d;
    }
    auto again = start;
    pcg32 rng(seed);
    again.scramble(n, rng);
    BOOST_TEST((again == boards[n])); // reproducible
}

} // namespace

BOOST_AUTO_TEST_SUITE(randomness)

BOOST_AUTO_TEST_CASE(pcg32_reproduces_the_reference_sequence) {
    pcg32 rng(42, 54);
    for (auto expected : reference) BOOST_TEST(rng.next() == expected);
    BOOST_TEST((pcg32(7) == pcg32(7)));
    BOOST_TEST((pcg32(7) != pcg32(8)));
    BOOST_TEST((pcg32() == pcg32()));
}

BOOST_AUTO_TEST_CASE(below_stays_in_range_and_is_unbiased) {
    pcg32 rng(2024);
    for (std::uint32_t bound : {1u, 2u, 3u, 7u, 100u, 0x80000001u, 0xffffffffu})
        for (int i = 0; i < 1000; ++i) BOOST_TEST_REQUIRE(rng.below(bound) < bound);

    // A small bound: 6 outcomes, 60000 draws.
    std::array<std::size_t, 6> counts{};
    for (int i = 0; i < 60000; ++i) ++counts[rng.below(6)];
    const double small = chi_square(counts, 10000.0), small_limit = chi_square_quantile(5, 3.09);
    BOOST_TEST_MESSAGE("below(6), 60000 draws: chi-square " << small << " (5 df, p = 0.001 limit " << small_limit << ")");
    BOOST_TEST(small < small_limit);

    // A bound where a plain modulo is visibly biased: with 3 * 2^30, 2^32 mod bound = 2^30, so the
    // first third would come up half the time. Rejection sampling must give each third 1/3.
    constexpr std::uint32_t big = 3u << 30;
    std::array<std::size_t, 3> thirds{};
    for (int i = 0; i < 30000; ++i) ++thirds[rng.below(big) / (1u << 30)];
    const double large = chi_square(thirds, 10000.0), large_limit = chi_square_quantile(2, 3.09);
    BOOST_TEST_MESSAGE("below(3 * 2^30) by thirds, 30000 draws: chi-square " << large << " (2 df, limit "
                                                                              << large_limit << ")");
    BOOST_TEST(large < large_limit);
}

// Every solvable 2x3 board but the goal (359 of them) must be equally likely: 359 * 200 draws, a
// chi-square test with 358 degrees of freedom, accepted between the 0.001 and 0.999 quantiles
// (Wilson-Hilferty: about 281 and 447). Too good a fit would be suspicious too.
template <class Draw>
void check_uniform_over_2x3(const char* what, Draw draw) {
    constexpr std::size_t categories = 359, per_category = 200;
    std::map<basic_puzzle<2, 3>, std::size_t> counts;
    for (std::size_t i = 0; i < categories * per_category; ++i) {
        const basic_puzzle<2, 3> b = draw(i);
        BOOST_TEST_REQUIRE(b.is_solvable());
        BOOST_TEST_REQUIRE(!b.is_solved());
        ++counts[b];
    }
    BOOST_TEST(counts.size() == categories);
    double statistic = 0;
    for (const auto& [board, n] : counts) {
        const double diff = static_cast<double>(n) - static_cast<double>(per_category);
        statistic += diff * diff / static_cast<double>(per_category);
    }
    const double low = chi_square_quantile(categories - 1, -3.09), high = chi_square_quantile(categories - 1, 3.09);
    BOOST_TEST_MESSAGE(what << ": chi-square " << statistic << " over " << categories << " boards, "
                            << categories * per_category << " draws (358 df, accepted " << low << " .. " << high
                            << ")");
    BOOST_TEST(statistic > low);
    BOOST_TEST(statistic < high);
}

BOOST_AUTO_TEST_CASE(shuffle_is_uniform_over_solvable_boards_and_never_solved) {
    pcg32 rng(99);
    check_uniform_over_2x3("shuffle, one generator", [&rng](std::size_t) {
        basic_puzzle<2, 3> b;
        b.shuffle(rng);
        return b;
    });
    check_uniform_over_2x3("random_board, seeds 0..71799", [](std::size_t seed) {
        return npuzzle::random_board(basic_puzzle<2, 3>{}, seed);
    });
    // The smallest board: 11 boards to choose from, the solved one never.
    for (std::uint64_t seed = 0; seed < 500; ++seed) {
        const auto b = npuzzle::random_board(basic_puzzle<2, 2>{}, seed);
        BOOST_TEST_REQUIRE((b.is_solvable() && !b.is_solved()));
    }
}

BOOST_AUTO_TEST_CASE(seeded_boards_are_the_same_for_both_kinds_of_board) {
    for (std::uint64_t seed : {0ull, 1ull, 42ull, 0xffffffffffull}) {
        const auto fixed = npuzzle::random_board(basic_puzzle<4, 4>{}, seed);
        const auto dynamic = npuzzle::random_board(*puzzle::solved(4, 4), seed);
        BOOST_TEST((puzzle::copy_of(fixed) == dynamic));
        BOOST_TEST((fixed == npuzzle::random_board(basic_puzzle<4, 4>{}, seed)));
        BOOST_TEST(dynamic.is_solvable());
    }
    BOOST_TEST((npuzzle::random_board(basic_puzzle<4, 4>{}, 1) != npuzzle::random_board(basic_puzzle<4, 4>{}, 2)));
}

BOOST_AUTO_TEST_CASE(scramble_makes_exactly_n_moves_and_never_undoes_one) {
    check_scramble(basic_puzzle<4, 4>{}, 120, 5);
    check_scramble(basic_puzzle<2, 2>{}, 40, 6); // in a corner only one move is left: the walk goes round
    check_scramble(*puzzle::solved(3, 5), 120, 7);
    basic_puzzle<3, 3> b;
    pcg32 rng(1);
    b.scramble(0, rng);
    BOOST_TEST(b.is_solved());
}

BOOST_AUTO_TEST_SUITE_END()
