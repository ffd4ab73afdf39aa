// SPDX-License-Identifier: MIT
// The regions of the empty cells around a pattern's tiles, and their canonical numbers. The blank
// crosses every tile of no pattern of a table for free, so what it can reach is the region of cells
// no pattern tile takes that its cell is connected to. A table kept by the blank (pattern_database.hpp)
// keeps one entry per placement and region (Clausecker and Reinefeld's zero-aware tables); its
// regions are numbered by their lowest cell, so the number needs only the tiles' cells and the
// blank's. Cells are bits of a 64-bit mask: a region grows by shifts and masks, a step a row.
#pragma once

#include <npuzzle/core/assert.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>

namespace npuzzle::solve {

/// The empty cells' regions on a rows x cols board (at most 64 cells), as said above.
class blank_regions {
public:
    blank_regions() = default; ///< no board: for a table not kept by the blank
    /// A rows x cols board's masks (at most 64 cells).
    blank_regions(std::uint32_t rows, std::uint32_t cols)
        : cols_(cols), all_(rows * cols == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (rows * cols)) - 1) {
        NPUZZLE_ASSERT(rows * cols <= 64, "blank_regions: at most 64 cells");
        for (std::uint32_t c = 0; c < rows * cols; ++c) {
            if (c % cols == 0) first_col_ |= std::uint64_t{1} << c;
            if (c % cols == cols - 1) last_col_ |= std::uint64_t{1} << c;
        }
    }

    std::uint64_t all() const noexcept { return all_; } ///< every cell of the board

    /// `cells` and their neighbours.
    std::uint64_t grow(std::uint64_t cells) const noexcept {
        return (cells | (cells << cols_) | (cells >> cols_) | ((cells << 1) & ~first_col_) | ((cells >> 1) & ~last_col_)) &
               all_;
    }

    /// The cells of `empty` connected to `seed` (cells of `empty`) through `empty`.
    std::uint64_t flood(std::uint64_t seed, std::uint64_t empty) const noexcept {
        for (std::uint64_t more = grow(seed) & empty; more != seed; more = grow(seed) & empty) seed = more;
        return seed;
    }

    /// The number of the region holding cell `blank` among the regions of the cells `taken` leaves
    /// empty: how many of them have their lowest cell below its lowest. A search asks this at every
    /// lookup, so the common answer comes fast: two floods grow at once, from the lowest empty cell and
    /// from the blank, and meet (number 0) in half the steps between them; only when one of them stops
    /// short of the other (more than one region) are the regions below the blank's counted.
    std::uint32_t number(std::uint32_t blank, std::uint64_t taken) const noexcept {
        const std::uint64_t empty = all_ & ~taken;
        std::uint64_t low = empty & (~empty + 1), high = std::uint64_t{1} << blank;
        for (;;) {
            if (low & high) return 0;
            const std::uint64_t grown_low = grow(low) & empty, grown_high = grow(high) & empty;
            if (grown_high == high) break; // the blank's whole region, without the lowest cell
            if (grown_low == low) { // a whole region below the blank's
                high = flood(high, empty);
                break;
            }
            low = grown_low;
            high = grown_high;
        }
        std::uint32_t count = 0; // high is the blank's region
        for (std::uint64_t below = empty & ((high & (~high + 1)) - 1); below != 0; ++count)
            below &= ~flood(below & (~below + 1), empty);
        return count;
    }

    /// How many regions the cells `taken` leave.
    std::uint32_t count(std::uint64_t taken) const noexcept {
        const std::uint64_t empty = all_ & ~taken;
        std::uint32_t count = 0;
        for (std::uint64_t rest = empty; rest != 0; ++count) rest &= ~flood(rest & (~rest + 1), empty);
        return count;
    }

    /// The most regions `k` tiles leave on the board (1 <= k < cells): counted over every set of k
    /// cells where there are at most 2^24 of them (5x5 and 6 tiles: 177,100 sets, 5 regions; a few
    /// milliseconds), else n - k (each region has a cell), which is never too few.
    std::uint32_t most(std::uint32_t k) const noexcept {
        const auto n = static_cast<std::uint32_t>(64 - std::countl_zero(all_));
        NPUZZLE_ASSERT(k >= 1 && k < n, "blank_regions: 1 to n-1 tiles");
        std::uint64_t sets = 1; // n choose k, stopping once past the limit
        for (std::uint32_t i = 0; i < std::min(k, n - k) && sets <= limit; ++i) sets = sets * (n - i) / (i + 1);
        if (sets > limit) return n - k;
        std::uint32_t most = 0;
        for (std::uint64_t taken = (std::uint64_t{1} << k) - 1; taken <= all_;) { // every k-subset, in order (Gosper)
            most = std::max(most, count(taken));
            const std::uint64_t low = taken & (~taken + 1), ripple = taken + low;
            if (ripple == 0 || (ripple & ~all_) != 0) break;
            taken = ripple | (((taken ^ ripple) >> 2) / low);
        }
        return most;
    }

private:
    static constexpr std::uint64_t limit = std::uint64_t{1} << 24;
    std::uint32_t cols_ = 1;
    std::uint64_t all_ = 0, first_col_ = 0, last_col_ = 0;
};

} // namespace npuzzle::solve
