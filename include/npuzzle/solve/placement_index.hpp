// SPDX-License-Identifier: MIT
// The numbering of a pattern's placements: where k distinct tiles stand on a board of n cells, as one
// number below n (n-1) ... (n-k+1), so a database is a plain array. Ranking from the tiles' cells,
// the change one move makes (what a search and the builder use), and the cells back from a number.
#pragma once

#include <npuzzle/core/assert.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace npuzzle::solve {

/// Numbers the placements of k tiles on a board (see above).
class placement_index {
public:
    placement_index() = default;
    /// The placements of `k` tiles on a rows x cols board (at most 64 cells).
    placement_index(std::uint32_t rows, std::uint32_t cols, std::uint32_t k) : cells_(rows * cols), cols_(cols), k_(k) {
        NPUZZLE_ASSERT(k >= 1 && k < cells_ && cells_ <= 64, "placement_index: 1 to n-1 tiles on at most 64 cells");
        weights_.assign(k + 1, 0); // and a 0 for "no tile" (index_after_move)
        weights_[k - 1] = 1;
        for (std::size_t i = k - 1; i-- > 0;) weights_[i] = weights_[i + 1] * (cells_ - (i + 1));
        placements_ = weights_[0] * cells_;
    }

    /// How many numbers there are: n (n-1) ... (n-k+1).
    std::uint64_t placements() const noexcept { return placements_; }
    std::uint32_t tiles() const noexcept { return k_; } ///< k, the tiles placed

    /// The weight of the i-th tile's digit in index(): a tile moving one cell sideways, past no other,
    /// changes the index by this much.
    std::uint64_t weight(std::uint32_t i) const noexcept { return weights_[i]; }

    /// The placement's number: the pattern's tiles in order, each numbered among the cells not yet
    /// taken (a mixed radix n, n-1, ..., n-k+1). `cell_of(i)` is the cell of the pattern's i-th tile.
    /// Counting the earlier cells below by comparison needs no popcount instruction, which portable
    /// x86-64 code lacks. A search numbers only its start this way, then follows index_after_move().
    template <class CellOf>
    std::uint64_t index(CellOf&& cell_of) const noexcept {
        std::array<std::uint32_t, 64> cells;
        std::uint64_t number = 0;
        for (std::uint32_t i = 0; i < k_; ++i) {
            const std::uint32_t cell = cell_of(i);
            std::uint32_t below = 0;
            for (std::uint32_t j = 0; j < i; ++j) below += cells[j] < cell;
            cells[i] = cell;
            number = number * (cells_ - i) + (cell - below);
        }
        return number;
    }

    /// The index after the pattern's i-th tile moves from cell `from` to `to`, from the index before:
    /// only the digits of that tile and of later pattern tiles standing between the two cells change.
    /// `position_at(cell)` is the pattern position of the tile at `cell`, tiles() for none.
    /// Branch-free in a fixed cols - 1 steps (the cells between a vertical move's ends; a sideways
    /// move reads its own ends instead, which hold tile i or no pattern tile): which tiles stand
    /// between is random to a search, and mispredicted branches cost more than the extra steps.
    template <class PositionAt>
    std::uint64_t index_after_move(std::uint64_t index, std::uint32_t i, std::uint32_t from, std::uint32_t to,
                                   PositionAt&& position_at) const noexcept {
        switch (cols_) { // the usual widths get their steps unrolled
        case 3: return index_after_move<2>(index, i, from, to, position_at);
        case 4: return index_after_move<3>(index, i, from, to, position_at);
        case 5: return index_after_move<4>(index, i, from, to, position_at);
        default: return index_after_move<0>(index, i, from, to, position_at);
        }
    }

    /// The cells of the placement numbered `number` into `cells` (k of them, the inverse of index());
    /// returns the cells taken, bit c for cell c.
    std::uint64_t unrank(std::uint64_t number, std::vector<std::uint32_t>& cells) const {
        for (std::uint32_t i = k_; i-- > 0;) {
            cells[i] = static_cast<std::uint32_t>(number % (cells_ - i));
            number /= cells_ - i;
        }
        const std::uint64_t all = cells_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << cells_) - 1;
        std::uint64_t taken = 0;
        for (std::uint32_t i = 0; i < k_; ++i) {
            // The cells[i]-th cell not yet taken.
            std::uint64_t free = all & ~taken;
            for (std::uint32_t skip = cells[i]; skip > 0; --skip) free &= free - 1;
            cells[i] = static_cast<std::uint32_t>(std::countr_zero(free));
            taken |= std::uint64_t{1} << cells[i];
        }
        return taken;
    }

private:
    /// index_after_move() in `Steps` steps (cols - 1), or 0: read cols at run time.
    template <std::uint32_t Steps, class PositionAt>
    std::uint64_t index_after_move(std::uint64_t index, std::uint32_t i, std::uint32_t from, std::uint32_t to,
                                   PositionAt& position_at) const noexcept {
        const std::uint32_t low = std::min(from, to), high = std::max(from, to);
        const std::uint32_t steps = Steps != 0 ? Steps : cols_ - 1;
        std::uint64_t later = 0; // the weights of later tiles between: tile i no longer (or now) stands below them
        std::uint64_t earlier = 0; // earlier tiles between: they now (or no longer) stand below tile i
        for (std::uint32_t step = 1; step <= steps; ++step) {
            const std::uint32_t j = position_at(std::min(low + step, high));
            later += weights_[j] & (0 - std::uint64_t{j > i}); // weights_[tiles()] is 0
            earlier += j < i;
        }
        // Unsigned arithmetic wraps: the signed changes come out right.
        const std::uint64_t sign = to > from ? 1 : ~std::uint64_t{0};
        return index + weights_[i] * (std::uint64_t{to} - from - sign * earlier) + sign * later;
    }

    std::uint32_t cells_ = 0, cols_ = 0, k_ = 0;
    std::vector<std::uint64_t> weights_; ///< of each tile's digit in index(), then 0
    std::uint64_t placements_ = 0;
};

} // namespace npuzzle::solve
