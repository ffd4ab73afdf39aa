// SPDX-License-Identifier: MIT
// A pattern database's entries checked against one another when its file is read: a file whose
// checksum was recomputed after an edit passes the checksum, not this (issue 36: 200 bytes of the 3x3
// table set to 0xEE gave answers 2 moves too long, marked optimal).
//
// What is checked, and why it never refuses a table built right. A table without the blank (by_blank
// false) holds d(p), the fewest pattern moves that bring placement p home over every region the blank
// may be in, as half its excess over the tiles' Manhattan distance, clamped at 15. Where all the empty
// cells of p are connected (one region, as on most placements), every move of a pattern tile into an
// empty neighbour cell, giving p', can be made, so d(p') <= d(p) + 1: an entry raised by an edit stands
// out against such a neighbour, whichever way round. A clamped entry stands for more than it says and
// bounds nothing from above; the goal's entry is 0. An entry lowered only slows a search down; raised, it
// would make the search answer longer than optimal, which is what this catches.
//
// Cost (CPU, g++ -O2, this machine): about 0.12 us a placement on the 3x3 table, 0.22 us on the 4x4
// 6-tile ones. Tables of up to 2^19 placements (the 3x3 table: 0.045 s) are checked whole; larger
// ones at 2^18 placements spread over them (0.065 s; a whole 6-tile 4x4 table would take 1.3 s, the
// 8-tile one some 2 minutes) with their neighbours, about 11 entries a sample. So an edit of a
// few hundred entries of a 6-tile table is all but sure to be caught, and of the 4x4 8-tile table (519 M
// placements) each raised entry with a chance of about 0.5%: 400 such entries, about 9 in 10. What
// passes is still watched by the search, which stops with an error where it sees an estimate contradict
// a solution (ida_star.hpp).
//
// A table kept by the blank (slots > 1: an entry per placement and region of the blank, blank_regions.hpp)
// is checked the same way, and more simply: a pattern tile next to the blank's region r of q may slide
// into it, giving p with the blank's region r' around the tile's old cell, and slide back from there,
// so d(p, r') and d(q, r) differ by at most one, whatever the other regions. The slots of regions a
// placement does not have must be 0 (the builder never writes them); the goal's entry is 0.
#pragma once

#include <npuzzle/solve/blank_regions.hpp>
#include <npuzzle/solve/placement_index.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

namespace npuzzle::solve {

/// How thoroughly pattern_database::load() checks a table's entries against one another (pattern_check.hpp).
enum class table_check : std::uint8_t {
    sampled,   ///< every placement of a table of up to 2^19 placements, else 2^18 spread over it (the default)
    full,      ///< every placement, whatever the size (the 4x4 8-tile table: every one of 519 M)
    unchecked, ///< none: the checksum only (tests that hand the search a forged table on purpose)
};

/// Finds entries of a pattern database (the packed 4-bit entries of `tiles` on a rows x cols board,
/// numbered by `index`, `slots` a placement: 1, or kept by the blank, pattern_database::slots()) that
/// contradict their neighbours, as said above. Returns a placement whose entry contradicts a
/// neighbour's, or nothing when none was found. Time: a fifth of a microsecond a placement checked
/// (see above). Precondition: `tiles` is a pattern that fits (pattern_database::pattern_fits) without
/// the blank, and `entries` holds its table.
[[nodiscard]] inline std::optional<std::uint64_t> find_inconsistent_entry(const placement_index& index, std::uint32_t rows,
                                                                          std::uint32_t cols,
                                                                          const std::vector<std::uint32_t>& tiles,
                                                                          const std::uint8_t* entries, table_check how,
                                                                          std::uint32_t slots = 1) {
    constexpr std::uint64_t full_check_placements = std::uint64_t{1} << 19;
    constexpr std::uint64_t samples = std::uint64_t{1} << 18;
    if (how == table_check::unchecked) return std::nullopt;
    const std::uint32_t n = rows * cols;
    const auto k = static_cast<std::uint32_t>(tiles.size());
    const std::uint64_t all = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    auto excess = [&](std::uint64_t i) { return (entries[i >> 1] >> ((i & 1) * 4)) & 0xfu; };
    auto distance = [&](std::uint32_t i, std::uint32_t cell) {
        const std::uint32_t goal = tiles[i] - 1;
        return (cell / cols > goal / cols ? cell / cols - goal / cols : goal / cols - cell / cols) +
               (cell % cols > goal % cols ? cell % cols - goal % cols : goal % cols - cell % cols);
    };
    std::vector<std::uint64_t> adjacent(n); // each cell's neighbour cells, as a mask
    for (std::uint32_t c = 0; c < n; ++c) {
        if (c >= cols) adjacent[c] |= std::uint64_t{1} << (c - cols);
        if (c + cols < n) adjacent[c] |= std::uint64_t{1} << (c + cols);
        if (c % cols != 0) adjacent[c] |= std::uint64_t{1} << (c - 1);
        if (c % cols != cols - 1) adjacent[c] |= std::uint64_t{1} << (c + 1);
    }
    // Whether the empty cells are one region (the blank can reach them all).
    auto connected = [&](std::uint64_t empty) {
        std::uint64_t region = empty & (~empty + 1);
        for (std::uint64_t frontier = region; frontier != 0;) {
            std::uint64_t next = 0;
            for (std::uint64_t f = frontier; f != 0; f &= f - 1) next |= adjacent[static_cast<std::uint32_t>(std::countr_zero(f))];
            frontier = next & empty & ~region;
            region |= frontier;
        }
        return region == empty;
    };
    const blank_regions regions(rows, cols);
    std::uint64_t home = 0;
    for (std::uint32_t t : tiles) home |= std::uint64_t{1} << (t - 1);
    const std::uint64_t goal = index.index([&](std::uint32_t i) { return tiles[i] - 1; });
    if (excess(goal * slots + (slots == 1 ? 0 : regions.number(n - 1, home))) != 0) return goal;

    std::vector<std::uint32_t> cells(k);
    std::array<std::uint8_t, 64> position{}; // cell -> the pattern tile on it, k for none
    // A placement of a table by the blank: each region's entry against each move into that region.
    auto check_regions = [&](std::uint64_t q, std::uint64_t taken, std::uint32_t manhattan) {
        const std::uint64_t empty = all & ~taken;
        std::uint32_t r = 0;
        for (std::uint64_t rest = empty; rest != 0; ++r) {
            const std::uint64_t region = regions.flood(rest & (~rest + 1), empty);
            rest &= ~region;
            const unsigned eq = excess(q * slots + r);
            const std::uint32_t dq = manhattan + 2 * eq;
            for (std::uint32_t i = 0; i < k; ++i) {
                const std::uint32_t from = cells[i];
                for (std::uint64_t targets = adjacent[from] & region; targets != 0; targets &= targets - 1) {
                    const auto to = static_cast<std::uint32_t>(std::countr_zero(targets));
                    const std::uint64_t p = index.index_after_move(q, i, from, to, [&](std::uint32_t c) { return std::uint32_t{position[c]}; });
                    const std::uint64_t moved = taken ^ (std::uint64_t{1} << from) ^ (std::uint64_t{1} << to);
                    const unsigned ep = excess(p * slots + regions.number(from, moved));
                    const std::uint32_t dp = manhattan + distance(i, to) - distance(i, from) + 2 * ep;
                    if ((eq != 15 && dp > dq + 1) || (ep != 15 && dq > dp + 1)) return false;
                }
            }
        }
        for (; r < slots; ++r)
            if (excess(q * slots + r) != 0) return false; // a region the placement does not have
        return true;
    };
    auto check = [&](std::uint64_t q) {
        const std::uint64_t taken = index.unrank(q, cells);
        const std::uint64_t empty = all & ~taken;
        position.fill(static_cast<std::uint8_t>(k));
        std::uint32_t manhattan = 0;
        for (std::uint32_t i = 0; i < k; ++i) {
            position[cells[i]] = static_cast<std::uint8_t>(i);
            manhattan += distance(i, cells[i]);
        }
        if (slots != 1) return check_regions(q, taken, manhattan);
        const unsigned eq = excess(q);
        const std::uint32_t dq = manhattan + 2 * eq;
        int q_bounds = eq != 15 ? -1 : 0; // whether d(q) + 1 bounds every neighbour; -1: not known yet
        for (std::uint32_t i = 0; i < k; ++i) {
            const std::uint32_t from = cells[i];
            for (std::uint64_t targets = adjacent[from] & empty; targets != 0; targets &= targets - 1) {
                const auto to = static_cast<std::uint32_t>(std::countr_zero(targets));
                const std::uint64_t p = index.index_after_move(q, i, from, to, [&](std::uint32_t c) { return std::uint32_t{position[c]}; });
                const unsigned ep = excess(p);
                const std::uint32_t dp = manhattan + distance(i, to) - distance(i, from) + 2 * ep;
                if (dp > dq + 1) { // the empty cells' regions only matter here, seldom
                    if (q_bounds < 0) q_bounds = connected(empty);
                    if (q_bounds) return false;
                }
                if (ep != 15 && dq > dp + 1 && connected(empty ^ (std::uint64_t{1} << from) ^ (std::uint64_t{1} << to)))
                    return false; // p's one region allows the move back to q
            }
        }
        return true;
    };
    const std::uint64_t placements = index.placements();
    if (how == table_check::full || placements <= full_check_placements) {
        for (std::uint64_t q = 0; q < placements; ++q)
            if (!check(q)) return q;
        return std::nullopt;
    }
    // Spread evenly, from a start that is not always the table's first placement.
    const std::uint64_t stride = placements / samples;
    for (std::uint64_t j = 0; j < samples; ++j) {
        const std::uint64_t q = j * stride + (j * 0x9e3779b97f4a7c15ull >> 40) % stride;
        if (!check(q)) return q;
    }
    return std::nullopt;
}

} // namespace npuzzle::solve
