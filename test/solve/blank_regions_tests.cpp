// SPDX-License-Identifier: MIT
// The blank's regions and their numbers (blank_regions.hpp), and the tables kept by the blank that
// keep one entry per region: on hand-made placements with one, two and several regions; the most
// regions k tiles leave, against a plain breadth-first count over every set of cells; and every entry
// of small tables by the blank against the per-cell definition (the fewest pattern moves with the
// blank on each empty cell, a 0-1 breadth-first search written here apart from the builder).
#include <npuzzle/solve/blank_regions.hpp>
#include <npuzzle/solve/pattern_database.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <deque>
#include <vector>

#include "support.hpp"

using namespace npuzzle::solve;

namespace {

std::uint64_t cells(std::initializer_list<std::uint32_t> list) {
    std::uint64_t mask = 0;
    for (std::uint32_t c : list) mask |= std::uint64_t{1} << c;
    return mask;
}

// The cells' neighbours on a rows x cols board, as lists.
std::vector<std::vector<std::uint32_t>> neighbours(std::uint32_t rows, std::uint32_t cols) {
    std::vector<std::vector<std::uint32_t>> next(rows * cols);
    for (std::uint32_t c = 0; c < rows * cols; ++c) {
        if (c >= cols) next[c].push_back(c - cols);
        if (c + cols < rows * cols) next[c].push_back(c + cols);
        if (c % cols != 0) next[c].push_back(c - 1);
        if (c % cols != cols - 1) next[c].push_back(c + 1);
    }
    return next;
}

// The regions of the cells `taken` leaves, by a plain search: each empty cell's region, numbered in
// the order of their lowest cells.
std::vector<int> plain_regions(std::uint32_t rows, std::uint32_t cols, std::uint64_t taken) {
    const auto next = neighbours(rows, cols);
    std::vector<int> region(rows * cols, -1);
    int count = 0;
    for (std::uint32_t c = 0; c < rows * cols; ++c) {
        if ((taken >> c & 1) || region[c] >= 0) continue;
        std::vector<std::uint32_t> todo{c};
        region[c] = count;
        while (!todo.empty()) {
            const std::uint32_t at = todo.back();
            todo.pop_back();
            for (std::uint32_t to : next[at])
                if (!(taken >> to & 1) && region[to] < 0) {
                    region[to] = count;
                    todo.push_back(to);
                }
        }
        ++count;
    }
    return region;
}

// Every empty cell's region number from blank_regions equals the plain search's.
void same_numbers(const blank_regions& r, std::uint32_t rows, std::uint32_t cols, std::uint64_t taken) {
    const std::vector<int> plain = plain_regions(rows, cols, taken);
    for (std::uint32_t c = 0; c < rows * cols; ++c)
        if (!(taken >> c & 1)) BOOST_TEST_REQUIRE(static_cast<int>(r.number(c, taken)) == plain[c]);
}

// The most regions k tiles leave, by the plain search over every set of k cells.
std::uint32_t plain_most(std::uint32_t rows, std::uint32_t cols, std::uint32_t k) {
    const std::uint32_t n = rows * cols;
    std::uint32_t most = 0;
    std::vector<std::uint32_t> pick(k);
    for (std::uint32_t i = 0; i < k; ++i) pick[i] = i;
    for (;;) {
        std::uint64_t taken = 0;
        for (std::uint32_t c : pick) taken |= std::uint64_t{1} << c;
        int count = 0;
        for (int region : plain_regions(rows, cols, taken)) count = std::max(count, region + 1);
        most = std::max(most, static_cast<std::uint32_t>(count));
        std::uint32_t i = k;
        while (i > 0 && pick[i - 1] == n - k + i - 1) --i;
        if (i == 0) return most;
        ++pick[i - 1];
        for (std::uint32_t j = i; j < k; ++j) pick[j] = pick[j - 1] + 1;
    }
}

// Every entry of the table of `tiles` kept by the blank equals what the per-cell definition gives for
// every empty cell of its region: the fewest moves of pattern tiles (the blank crosses the others for
// free) from the goal with the blank anywhere in the bottom-right cell's region, by a 0-1 search over
// (the tiles' cells, the blank's cell); as half the excess over Manhattan distance, at most 15.
void same_as_per_cell(std::uint32_t rows, std::uint32_t cols, const std::vector<std::uint32_t>& tiles) {
    const std::uint32_t n = rows * cols;
    const auto k = static_cast<std::uint32_t>(tiles.size());
    std::vector<std::uint32_t> named{0};
    named.insert(named.end(), tiles.begin(), tiles.end());
    const pattern_database db = pattern_database::build(rows, cols, named, 2);
    const blank_regions regions(rows, cols);
    const auto next = neighbours(rows, cols);
    // A state: the k tiles' cells, then the blank's, as digits base n.
    std::uint64_t states = 1;
    for (std::uint32_t i = 0; i <= k; ++i) states *= n;
    auto encode = [&](const std::vector<std::uint32_t>& at) {
        std::uint64_t s = 0;
        for (std::uint32_t c : at) s = s * n + c;
        return s;
    };
    auto decode = [&](std::uint64_t s) {
        std::vector<std::uint32_t> at(k + 1);
        for (std::uint32_t i = k + 1; i-- > 0; s /= n) at[i] = static_cast<std::uint32_t>(s % n);
        return at;
    };
    constexpr std::uint16_t unseen = 0xffff;
    std::vector<std::uint16_t> distance(states, unseen);
    std::deque<std::uint64_t> todo;
    std::vector<std::uint32_t> goal(k + 1);
    std::uint64_t home = 0;
    for (std::uint32_t i = 0; i < k; ++i) {
        goal[i] = tiles[i] - 1;
        home |= std::uint64_t{1} << goal[i];
    }
    for (std::uint32_t c = 0; c < n; ++c)
        if (!(home >> c & 1) && regions.number(c, home) == regions.number(n - 1, home)) {
            goal[k] = c;
            distance[encode(goal)] = 0;
            todo.push_back(encode(goal));
        }
    while (!todo.empty()) {
        const std::uint64_t s = todo.front();
        todo.pop_front();
        std::vector<std::uint32_t> at = decode(s);
        const std::uint32_t blank = at[k];
        for (std::uint32_t to : next[blank]) {
            std::vector<std::uint32_t> after = at;
            std::uint16_t cost = 0;
            for (std::uint32_t i = 0; i < k; ++i)
                if (after[i] == to) {
                    after[i] = blank; // a pattern tile slides onto the blank's cell: one move
                    cost = 1;
                }
            after[k] = to;
            const std::uint64_t t = encode(after);
            const auto d = static_cast<std::uint16_t>(distance[s] + cost);
            if (d >= distance[t]) continue;
            distance[t] = d;
            if (cost == 0) todo.push_front(t);
            else todo.push_back(t);
        }
    }
    std::uint64_t compared = 0;
    for (std::uint64_t s = 0; s < states; ++s) {
        if (distance[s] == unseen) continue;
        const std::vector<std::uint32_t> at = decode(s);
        std::uint64_t taken = 0;
        std::uint32_t manhattan = 0;
        for (std::uint32_t i = 0; i < k; ++i) {
            taken |= std::uint64_t{1} << at[i];
            const std::uint32_t g = tiles[i] - 1;
            manhattan += (at[i] / cols > g / cols ? at[i] / cols - g / cols : g / cols - at[i] / cols) +
                         (at[i] % cols > g % cols ? at[i] % cols - g % cols : g % cols - at[i] % cols);
        }
        const std::uint64_t entry = db.index([&](std::uint32_t i) { return at[i]; }) * db.slots() + regions.number(at[k], taken);
        BOOST_TEST_REQUIRE(distance[s] >= manhattan);
        BOOST_TEST_REQUIRE(db.excess(entry) == std::min(15u, (distance[s] - manhattan) / 2u));
        ++compared;
    }
    // Every placement with the blank on every empty cell was reached (the other tiles are free).
    BOOST_TEST(compared == db.placements().placements() * (n - k));
}

} // namespace

BOOST_AUTO_TEST_SUITE(blank_region_numbers)

BOOST_AUTO_TEST_CASE(regions_are_numbered_by_their_lowest_cell) {
    const blank_regions r(5, 5); // cells 0..24, row by row
    // No tile: one region, number 0 everywhere.
    BOOST_TEST(r.count(0) == 1u);
    BOOST_TEST(r.number(0, 0) == 0u);
    BOOST_TEST(r.number(24, 0) == 0u);
    // Tiles on 1 and 5 cut off the top-left corner: it is region 0 (lowest cell), the rest 1.
    const std::uint64_t corner = cells({1, 5});
    BOOST_TEST(r.count(corner) == 2u);
    BOOST_TEST(r.number(0, corner) == 0u);
    BOOST_TEST(r.number(2, corner) == 1u);
    BOOST_TEST(r.number(24, corner) == 1u);
    // Tiles on 3 and 9 cut off the top-right corner: the big region holds cell 0, so it is 0 and
    // the corner (lowest cell 4) is 1.
    const std::uint64_t right = cells({3, 9});
    BOOST_TEST(r.number(0, right) == 0u);
    BOOST_TEST(r.number(4, right) == 1u);
    // The 6 tiles that leave the most regions on 5x5: 0, 2, 4 and 6 cut off, and the rest.
    const std::uint64_t five = cells({1, 5, 7, 3, 9, 11});
    BOOST_TEST(r.count(five) == 5u);
    BOOST_TEST(r.number(0, five) == 0u);
    BOOST_TEST(r.number(2, five) == 1u);
    BOOST_TEST(r.number(4, five) == 2u);
    BOOST_TEST(r.number(6, five) == 3u);
    BOOST_TEST(r.number(8, five) == 4u); // the rest: its lowest cell is 8
    BOOST_TEST(r.number(24, five) == 4u);
    for (std::uint64_t taken : {std::uint64_t{0}, corner, right, five, cells({6, 7, 8, 11, 13, 16, 17, 18}), cells({2, 7, 12, 17, 22})})
        same_numbers(r, 5, 5, taken);
    // A column of tiles splits the board in two, left (cell 0) and right.
    BOOST_TEST(r.count(cells({2, 7, 12, 17, 22})) == 2u);
    BOOST_TEST(r.number(23, cells({2, 7, 12, 17, 22})) == 1u);
    // A ring around the centre: the centre is its own region, numbered after the outside (cell 0).
    BOOST_TEST(r.number(12, cells({7, 11, 13, 17})) == 1u);
}

BOOST_AUTO_TEST_CASE(the_most_regions_agree_with_a_plain_count) {
    for (std::uint32_t k = 1; k < 9; ++k) BOOST_TEST(blank_regions(3, 3).most(k) == plain_most(3, 3, k));
    for (std::uint32_t k = 1; k < 16; ++k) BOOST_TEST(blank_regions(4, 4).most(k) == plain_most(4, 4, k));
    BOOST_TEST(blank_regions(2, 4).most(3) == plain_most(2, 4, 3));
    BOOST_TEST(blank_regions(5, 5).most(4) == plain_most(5, 5, 4));
    if (!test::sampling) BOOST_TEST(blank_regions(5, 5).most(6) == plain_most(5, 5, 6)); // 177,100 sets
    // The tables' shapes: pdb-6-6-6-6-blank's 6 tiles on 5x5, pdb-7-8-blank's 7 and 8 on 4x4.
    BOOST_TEST(blank_regions(5, 5).most(6) == 5u);
    BOOST_TEST(blank_regions(4, 4).most(7) == 7u); // a checkerboard: each tile cuts off a cell
    BOOST_TEST(blank_regions(4, 4).most(8) == 8u);
    // Past 2^24 sets of cells the bound is n - k.
    BOOST_TEST(blank_regions(8, 8).most(10) == 54u);
}

// Region entries equal the per-cell definition on every cell of every placement: 3x3 tables of the
// partitions blank_tables_tests.cpp uses, a 4x4 corner, a 5x5 corner.
BOOST_AUTO_TEST_CASE(an_entry_by_region_is_the_per_cell_value_of_each_of_its_cells) {
    for (const auto& tiles : std::vector<std::vector<std::uint32_t>>{{1, 2, 3}, {4, 5, 6}, {7, 8}, {1, 2}, {5, 8}, {1, 2, 3, 4}})
        same_as_per_cell(3, 3, tiles);
    same_as_per_cell(4, 4, {11, 12, 14, 15});
    same_as_per_cell(4, 4, {1, 2, 5});
    if (!test::sampling) same_as_per_cell(5, 5, {1, 2, 6}); // the 4x4 ones run the same code
}

BOOST_AUTO_TEST_SUITE_END()
