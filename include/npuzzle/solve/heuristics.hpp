// SPDX-License-Identifier: MIT
// Admissible, consistent estimates of the moves left, evaluated incrementally: Manhattan distance and
// linear conflicts. Both model search_heuristic (search_heuristic.hpp: what IDA* asks of a heuristic);
// the additive pattern databases are in additive_pdb.hpp.
#pragma once

#include <npuzzle/solve/search_board.hpp>
#include <npuzzle/solve/search_heuristic.hpp>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace npuzzle::solve {

/// Sum over tiles of the taxicab distance to their goal cells.
class manhattan {
public:
    using value = std::uint32_t; ///< the distance itself

    /// For boards of `b`'s shape (nothing to set up).
    explicit manhattan(const search_board&) {}

    /// The distance of board `b`, from scratch: linear in its cells.
    [[nodiscard]] value evaluate(const search_board& b) const noexcept {
        value sum = 0;
        for (std::uint32_t t = 1; t < b.size(); ++t) sum += static_cast<value>(distance(b, t, b.cell_of(t)));
        return sum;
    }
    /// The distance once `tile` slides from `from` to `to`, from `parent`'s: constant time.
    [[nodiscard]] value after_slide(const search_board& b, value parent, std::uint32_t tile, std::uint32_t from,
                                    std::uint32_t to) const noexcept {
        return static_cast<value>(static_cast<std::int32_t>(parent) + delta(b, tile, from, to));
    }
    /// The lower bound on moves left: the value itself.
    [[nodiscard]] static unsigned estimate(value v) noexcept { return v; }

    /// `tile`'s taxicab distance from `cell` to its goal cell.
    [[nodiscard]] static std::int32_t distance(const search_board& b, std::uint32_t tile, std::uint32_t cell) noexcept {
        return b.distance(tile, cell);
    }
    /// How `tile`'s distance changes when it moves from `from` to `to` (-1 or +1).
    [[nodiscard]] static std::int32_t delta(const search_board& b, std::uint32_t tile, std::uint32_t from,
                              std::uint32_t to) noexcept {
        return distance(b, tile, to) - distance(b, tile, from);
    }
};

/// Manhattan distance plus linear conflicts (Hansson, Mayer and Yung 1992): tiles in their goal row
/// (or column) but in the wrong order there must leave it; for each line, twice the fewest tiles whose
/// removal leaves the rest in order (the line's length minus its longest increasing run of goals).
/// A vertical move changes only the row conflicts of the tile's goal row, and only when it enters or
/// leaves that row (the order within columns is unchanged); likewise horizontal moves and columns.
class linear_conflict {
public:
    using value = std::uint32_t; ///< Manhattan distance plus the conflicts

    /// For boards of `b`'s shape.
    explicit linear_conflict(const search_board& b) : tails_(std::max(b.rows(), b.cols()) + 1) {}

    /// The estimate of board `b`, from scratch: linear in its cells.
    [[nodiscard]] value evaluate(const search_board& b) {
        value sum = manhattan{b}.evaluate(b);
        for (std::uint32_t r = 0; r < b.rows(); ++r) sum += conflicts(b, true, r);
        for (std::uint32_t c = 0; c < b.cols(); ++c) sum += conflicts(b, false, c);
        return sum;
    }

    /// The estimate once `tile` slides from `from` to `to`: one line rescanned at most.
    [[nodiscard]] value after_slide(const search_board& b, value parent, std::uint32_t tile, std::uint32_t from,
                                    std::uint32_t to) {
        std::int32_t h = static_cast<std::int32_t>(parent) + manhattan::delta(b, tile, from, to);
        const std::uint32_t goal = b.goal_of(tile);
        const bool vertical = b.col_of(from) == b.col_of(to);
        // The line across the move that the tile leaves or enters, if it is the tile's goal line.
        auto line = [&](std::uint32_t cell) { return vertical ? b.row_of(cell) : b.col_of(cell); };
        const std::uint32_t along = vertical ? b.col_of(to) : b.row_of(to);
        if (line(goal) == line(from)) // leaves its goal line: after, the blank stands where the tile is
            h += static_cast<std::int32_t>(conflicts(b, vertical, line(from), along, 0)) -
                 static_cast<std::int32_t>(conflicts(b, vertical, line(from)));
        else if (line(goal) == line(to)) // enters it: after, the tile stands where the blank is
            h += static_cast<std::int32_t>(conflicts(b, vertical, line(to), along, tile)) -
                 static_cast<std::int32_t>(conflicts(b, vertical, line(to)));
        return static_cast<value>(h);
    }
    /// The lower bound on moves left: the value itself.
    [[nodiscard]] static unsigned estimate(value v) noexcept { return v; }

private:
    /// Twice the fewest tiles to remove from a row (is_row) or column so that the tiles whose goal
    /// is in it stand in goal order. The cell `at` places along the line is read as `as_tile` (0: the
    /// blank), which shows the line as it will be after a move.
    std::uint32_t conflicts(const search_board& b, bool is_row, std::uint32_t line, std::uint32_t at = no_cell,
                            std::uint32_t as_tile = 0) {
        const std::uint32_t length = is_row ? b.cols() : b.rows();
        std::uint32_t members = 0, longest = 0;
        for (std::uint32_t i = 0; i < length; ++i) {
            const std::uint32_t cell = is_row ? line * b.cols() + i : i * b.cols() + line;
            std::uint32_t tile = b.tile_at(cell);
            if (i == at) tile = as_tile;
            if (tile == 0) continue;
            const std::uint32_t goal = b.goal_of(tile);
            if ((is_row ? b.row_of(goal) : b.col_of(goal)) != line) continue;
            const std::uint32_t key = is_row ? b.col_of(goal) : b.row_of(goal);
            ++members;
            // Patience sorting: tails_[k] is the smallest last key of an increasing run of k+1.
            std::uint32_t k = 0;
            while (k < longest && tails_[k] < key) ++k;
            tails_[k] = key;
            if (k == longest) ++longest;
        }
        return 2 * (members - longest);
    }

    std::vector<std::uint32_t> tails_;
};

static_assert(search_heuristic<manhattan> && search_heuristic<linear_conflict>);

} // namespace npuzzle::solve
