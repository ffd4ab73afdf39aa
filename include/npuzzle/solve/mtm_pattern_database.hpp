// SPDX-License-Identifier: MIT
// A pattern database in the multi-tile metric (metric.hpp): for every placement of a pattern's tiles
// and the blank (the other tiles alike), the fewest MTM moves that bring the pattern home with the
// blank in the bottom-right cell. Built by breadth-first search from the goal over the abstract
// states, each move a jump of the blank 1..k cells along a row or column (the tiles passed over
// shift one cell back toward where it was). One byte an entry, in memory (built in seconds; no file).
//
// Admissible: every MTM move of the real board is one MTM move of the abstract state (the same jump,
// the pattern tiles passed over shifting the same way), so the abstract distance never exceeds the
// real one. Not additive: one jump can shift tiles of several patterns, so patterns combine by max.
// The blank's exact cell is part of the state (a jump costs 1 whether it shifts pattern tiles or not;
// STM tables let the blank roam free, which here would undercount nothing but lose much).
// A pattern of all tiles but one is exact: the blank and n-2 tiles fix the last tile.
#pragma once

#include <npuzzle/core/assert.hpp>
#include <npuzzle/solve/placement_index.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace npuzzle::solve {

/// A pattern database in the multi-tile metric (see above), built in memory when made.
class mtm_pattern_database {
public:
    static constexpr std::uint8_t unreached = 0xff; ///< an entry the build never reached

    /// `tiles`: 1 to rows*cols - 2 distinct tiles (1..n-1); at most 64 cells.
    mtm_pattern_database(std::uint32_t rows, std::uint32_t cols, std::vector<std::uint32_t> tiles)
        : rows_(rows), cols_(cols), tiles_(std::move(tiles)),
          index_(rows, cols, static_cast<std::uint32_t>(tiles_.size()) + 1) {
        NPUZZLE_ASSERT(!tiles_.empty() && tiles_.size() + 2 <= std::size_t{rows} * cols,
                       "mtm_pattern_database: 1 to n-2 tiles");
        build();
    }

    const std::vector<std::uint32_t>& tiles() const noexcept { return tiles_; } ///< the pattern's tiles
    std::uint64_t entries() const noexcept { return table_.size(); } ///< entries in its table
    std::uint8_t deepest() const noexcept { return deepest_; } ///< the largest entry

    /// The estimate for a board: `cell_of(tile)` is where tile `tile` (0 the blank) stands.
    template <class CellOf>
    std::uint8_t estimate(CellOf&& cell_of) const noexcept {
        const auto k = static_cast<std::uint32_t>(tiles_.size());
        return table_[index_.index([&](std::uint32_t i) { return i < k ? cell_of(tiles_[i]) : cell_of(0u); })];
    }

private:
    /// The placement's items are the pattern's tiles in order, then the blank.
    void build() {
        const std::uint32_t n = rows_ * cols_;
        const auto k = static_cast<std::uint32_t>(tiles_.size());
        table_.assign(index_.placements(), unreached);
        std::vector<std::uint32_t> cells(k + 1);
        for (std::uint32_t i = 0; i < k; ++i) cells[i] = tiles_[i] - 1;
        cells[k] = n - 1;
        auto number = [&](const auto& c) { return index_.index([&](std::uint32_t i) { return c[i]; }); };
        std::vector<std::uint64_t> level{number(cells)}, next;
        table_[level.front()] = 0;
        std::array<std::uint32_t, 64> item_at; // cell -> the item on it, k + 1 for none
        for (std::uint8_t depth = 1; !level.empty(); ++depth) {
            next.clear();
            for (std::uint64_t state : level) {
                index_.unrank(state, cells);
                item_at.fill(k + 1);
                for (std::uint32_t i = 0; i <= k; ++i) item_at[cells[i]] = i;
                const std::uint32_t blank = cells[k];
                const auto row = static_cast<int>(blank / cols_), col = static_cast<int>(blank % cols_);
                for (auto [dr, dc] : {std::array{1, 0}, std::array{-1, 0}, std::array{0, 1}, std::array{0, -1}}) {
                    std::array<std::uint32_t, 64> moved;
                    std::copy(cells.begin(), cells.end(), moved.begin());
                    for (int r = row + dr, c = col + dc; r >= 0 && c >= 0 && r < static_cast<int>(rows_) &&
                                                         c < static_cast<int>(cols_);
                         r += dr, c += dc) {
                        // One more cell of the jump: its item, if any, shifts one cell back.
                        const auto cell = static_cast<std::uint32_t>(r) * cols_ + static_cast<std::uint32_t>(c);
                        if (const std::uint32_t item = item_at[cell]; item < k)
                            moved[item] = static_cast<std::uint32_t>(static_cast<int>(cell) - dr * static_cast<int>(cols_) - dc);
                        moved[k] = cell;
                        const std::uint64_t reached = number(moved);
                        if (table_[reached] != unreached) continue;
                        table_[reached] = depth;
                        deepest_ = depth;
                        next.push_back(reached);
                    }
                }
            }
            level.swap(next);
        }
    }

    std::uint32_t rows_, cols_;
    std::vector<std::uint32_t> tiles_;
    placement_index index_;
    std::vector<std::uint8_t> table_;
    std::uint8_t deepest_ = 0;
};

} // namespace npuzzle::solve
