// SPDX-License-Identifier: MIT
// How a pattern database is built: a breadth-first search from the goal over (placement, blank
// region), on threads. The blank roams its region of empty cells for free, so a state is a placement
// and the region the blank is in. The search keeps 2 bits per (placement, empty cell): unseen, next
// level, this level, done; a region's cells are always marked together. The threads share each level
// (atomic ORs on 64-bit words). A table kept by the blank gets one entry per state, at the region's
// number (blank_regions.hpp). What an entry holds is said in pattern_database.hpp.
#pragma once

#include <npuzzle/solve/blank_regions.hpp>
#include <npuzzle/solve/large_array.hpp>
#include <npuzzle/solve/placement_index.hpp>
#include <npuzzle/solve/portable.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <system_error>
#include <thread>
#include <vector>

namespace npuzzle::solve {

/// How a database was made: printed by tools and benchmarks.
struct pdb_build_stats {
    double seconds = 0;            ///< wall-clock seconds of the build
    std::uint64_t bytes = 0; ///< memory the build held at its peak
    unsigned deepest = 0; ///< the largest number of pattern moves needed
    std::uint64_t clamped = 0; ///< entries whose excess did not fit 4 bits
};

/// Fills `table` (4 bits an entry, zeroed) for the pattern `tiles` (the blank not among them) on a rows
/// x cols board, numbered by `index`; `slots` entries a placement: 1, or kept by the blank, one for
/// each region the blank may be in (at placement * slots + the region's number).
class pattern_builder {
public:
    /// Fills `table` (which must outlive the builder, as must `index` and `tiles`) when run().
    pattern_builder(const placement_index& index, std::uint32_t rows, std::uint32_t cols,
                    const std::vector<std::uint32_t>& tiles, bool by_blank, std::uint32_t slots,
                    large_array<std::uint8_t>& table)
        : index_(index), tiles_(tiles), table_(table), cols_(cols), by_blank_(by_blank), n_(rows * cols),
          k_(static_cast<std::uint32_t>(tiles.size())), all_(n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1),
          slots_(slots), regions_(rows, cols) {
        row_bits_ = 2;
        while (row_bits_ < 2 * (n_ - k_)) row_bits_ *= 2;
        rows_per_word_ = 64 / row_bits_;
        row_shift_ = static_cast<std::uint32_t>(std::countr_zero(rows_per_word_)); // no division per visit
        row_mask_ = row_bits_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << row_bits_) - 1;
        for (std::uint32_t c = 0; c < n_; ++c)
            adjacent_.push_back(regions_.grow(std::uint64_t{1} << c) & ~(std::uint64_t{1} << c));
        for (std::uint32_t i = 0; i < k_; ++i) {
            const std::uint32_t goal = tiles_[i] - 1;
            for (std::uint32_t c = 0; c < n_; ++c)
                distances_.push_back(static_cast<std::uint8_t>(gap(c / cols_, goal / cols_) + gap(c % cols_, goal % cols_)));
        }
    }

    /// The breadth-first search on `threads` threads; `stats` (if any) says how it went.
    void run(unsigned threads, pdb_build_stats* stats) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t words = (index_.placements() + rows_per_word_ - 1) / rows_per_word_;
        states_ = large_array<std::uint64_t>(words);

        // The goal: every pattern tile home, the blank in the region of the bottom-right cell.
        std::vector<std::uint32_t> cells(k_);
        std::uint64_t taken = 0;
        for (std::uint32_t i = 0; i < k_; ++i) {
            cells[i] = tiles_[i] - 1;
            taken |= std::uint64_t{1} << cells[i];
        }
        const std::uint64_t empty = all_ & ~taken;
        const std::uint64_t goal = index_.index([&](std::uint32_t i) { return cells[i]; });
        states_[(goal >> row_shift_)] |= slots(flood(std::uint64_t{1} << (n_ - 1), empty), empty)
                                          << ((goal & (rows_per_word_ - 1)) * row_bits_);

        for (depth_ = 0;; ++depth_) {
            if (!in_parallel(threads, words, [this](std::uint64_t lo, std::uint64_t hi) { return promote(lo, hi); }))
                break;
            in_parallel(threads, words, [this](std::uint64_t lo, std::uint64_t hi) { return expand(lo, hi); });
        }
        if (stats) {
            stats->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            stats->bytes = states_.size() * 8 + table_.size();
            stats->deepest = depth_ == 0 ? 0 : depth_ - 1;
            stats->clamped = clamped_;
        }
        states_ = large_array<std::uint64_t>();
    }

private:
    static constexpr std::uint64_t low_bits = 0x5555555555555555ull; ///< the low bit of every 2-bit slot

    /// `work(lo, hi)` over every word, in chunks that idle threads take in turn (a level's states
    /// crowd into parts of the table, so equal halves would leave one thread waiting); the sum of
    /// what the calls return.
    template <class Work>
    std::uint64_t in_parallel(unsigned threads, std::uint64_t words, Work work) {
        constexpr std::uint64_t chunk = 1 << 14;
        std::atomic<std::uint64_t> next_chunk{0}, sum{0};
        auto worker = [&] {
            std::uint64_t mine = 0;
            for (std::uint64_t lo; (lo = next_chunk.fetch_add(chunk, std::memory_order_relaxed)) < words;)
                mine += work(lo, std::min(words, lo + chunk));
            sum.fetch_add(mine, std::memory_order_relaxed);
        };
        std::vector<std::thread> pool;
        pool.reserve(threads - 1); // before any thread starts: a growing vector cannot throw past a running one
        for (unsigned t = 1; t < threads; ++t) {
            try {
                pool.emplace_back(worker);
            } catch (const std::system_error&) { // no thread to be had: the chunks go to those there are
                break;
            }
        }
        worker(); // this thread works too
        for (auto& thread : pool) thread.join();
        return sum.load();
    }

    /// Next level becomes this level (01 -> 10); returns how many words had any.
    std::uint64_t promote(std::uint64_t lo, std::uint64_t hi) {
        std::uint64_t count = 0;
        for (std::uint64_t w = lo; w < hi; ++w) {
            const std::uint64_t next = states_[w] & ~(states_[w] >> 1) & low_bits;
            states_[w] ^= next | (next << 1);
            count += next != 0; // only "any" matters
        }
        return count;
    }

    /// Expands every region of this level in words lo..hi, then marks it done (10 -> 11).
    std::uint64_t expand(std::uint64_t lo, std::uint64_t hi) {
        std::vector<std::uint32_t> cells(k_);
        for (std::uint64_t w = lo; w < hi; ++w) {
            detail::atomic_ref<std::uint64_t> word(states_[w]);
            const std::uint64_t current = (word.load(std::memory_order_relaxed) >> 1) &
                                          ~word.load(std::memory_order_relaxed) & low_bits;
            if (current == 0) continue;
            for (std::uint32_t r = 0; r < rows_per_word_; ++r) {
                const std::uint64_t row = (current >> (r * row_bits_)) & row_mask_;
                if (row == 0) continue;
                const std::uint64_t taken = index_.unrank(w * rows_per_word_ + r, cells);
                const std::uint64_t empty = all_ & ~taken;
                std::uint64_t blanks = cells_of(row, empty);
                while (blanks != 0) {
                    const std::uint64_t region = flood(blanks & (~blanks + 1), empty);
                    blanks &= ~region;
                    expand_region(w * rows_per_word_ + r, cells, taken, region);
                }
                word.fetch_or(row << (r * row_bits_), std::memory_order_relaxed);
            }
        }
        return 0;
    }

    /// Every pattern tile next to the blank's region moves into it: one pattern move. The moves are
    /// numbered and their words prefetched first, then visited: the table is far larger than the
    /// caches, and waiting for one miss at a time would dominate the build.
    void expand_region(std::uint64_t placement, const std::vector<std::uint32_t>& cells, std::uint64_t taken,
                       std::uint64_t region) {
        struct move { std::uint64_t number, empty; std::uint32_t blank, manhattan; };
        std::array<move, 4 * 64> moves;
        std::size_t count = 0;
        std::uint32_t manhattan = 0;
        std::array<std::uint8_t, 64> position; // cell -> the pattern tile on it, k_ for none
        position.fill(static_cast<std::uint8_t>(k_));
        for (std::uint32_t i = 0; i < k_; ++i) {
            manhattan += distance(i, cells[i]);
            position[cells[i]] = static_cast<std::uint8_t>(i);
        }
        for (std::uint32_t i = 0; i < k_; ++i) {
            const std::uint32_t from = cells[i];
            for (std::uint64_t targets = adjacent_[from] & region; targets != 0; targets &= targets - 1) {
                const auto to = static_cast<std::uint32_t>(std::countr_zero(targets));
                // Only the digits of the tiles between the two cells change: no renumbering.
                const std::uint64_t number = index_.index_after_move(placement, i, from, to, [&](std::uint32_t cell) {
                    return std::uint32_t{position[cell]};
                });
                detail::prefetch(&states_[(number >> row_shift_)]);
                moves[count++] = {number, all_ & ~(taken ^ (std::uint64_t{1} << from) ^ (std::uint64_t{1} << to)),
                                  from, manhattan + distance(i, to) - distance(i, from)};
            }
        }
        for (std::size_t m = 0; m < count; ++m) visit(moves[m].number, moves[m].empty, moves[m].blank, moves[m].manhattan);
    }

    /// The pattern's i-th tile's Manhattan distance at `cell` (a table: divisions would dominate).
    std::uint32_t distance(std::uint32_t i, std::uint32_t cell) const noexcept { return distances_[i * n_ + cell]; }

    /// The placement `number` (Manhattan distance `manhattan`) with the blank at `blank`, reached
    /// at depth_ + 1.
    void visit(std::uint64_t number, std::uint64_t empty, std::uint32_t blank, std::uint32_t manhattan) {
        detail::atomic_ref<std::uint64_t> word(states_[(number >> row_shift_)]);
        const std::uint32_t shift = static_cast<std::uint32_t>(number & (rows_per_word_ - 1)) * row_bits_;
        const std::uint32_t slot = detail::count_bits(empty & ((std::uint64_t{1} << blank) - 1));
        if ((word.load(std::memory_order_relaxed) >> (shift + 2 * slot)) & 3) return; // seen
        const std::uint64_t mark = slots(flood(std::uint64_t{1} << blank, empty), empty) << shift;
        const std::uint64_t before = word.fetch_or(mark, std::memory_order_relaxed);
        if (!by_blank_) {
            if ((before >> shift) & row_mask_) return; // another region of this placement came first
            write(number, manhattan);
            return;
        }
        if (before & (mark | mark << 1)) return; // another thread reached this region first
        write(number * slots_ + regions_.number(blank, all_ & ~empty), manhattan);
    }

    /// The entry of a state first reached at depth_ + 1 whose tiles' Manhattan distance is `manhattan`.
    void write(std::uint64_t entry, std::uint32_t manhattan) {
        std::uint32_t excess = (depth_ + 1 - manhattan) / 2;
        if (excess > 15) {
            excess = 15;
            detail::atomic_ref<std::uint64_t>(clamped_).fetch_add(1, std::memory_order_relaxed);
        }
        detail::atomic_ref<std::uint8_t>(table_[entry >> 1])
            .fetch_or(static_cast<std::uint8_t>(excess << ((entry & 1) * 4)), std::memory_order_relaxed);
    }

    /// The cells of `empty` connected to `seed`.
    std::uint64_t flood(std::uint64_t seed, std::uint64_t empty) const noexcept { return regions_.flood(seed, empty); }
    /// Slot j of a row is the j-th empty cell; `slots` sets the low bit of each region cell's slot.
    static std::uint64_t slots(std::uint64_t region, std::uint64_t empty) noexcept {
        std::uint64_t bits = 0;
        for (std::uint32_t slot = 0; empty != 0; ++slot, empty &= empty - 1)
            if (region & empty & (~empty + 1)) bits |= std::uint64_t{1} << (2 * slot);
        return bits;
    }
    static std::uint64_t cells_of(std::uint64_t row, std::uint64_t empty) noexcept {
        std::uint64_t cells = 0;
        for (std::uint32_t slot = 0; empty != 0; ++slot, empty &= empty - 1)
            if ((row >> (2 * slot)) & 1) cells |= empty & (~empty + 1);
        return cells;
    }
    static std::uint32_t gap(std::uint32_t a, std::uint32_t b) noexcept { return a > b ? a - b : b - a; }

    const placement_index& index_;
    const std::vector<std::uint32_t>& tiles_;
    large_array<std::uint8_t>& table_;
    std::uint32_t cols_;
    bool by_blank_;
    std::uint32_t n_, k_;
    std::uint64_t all_;
    std::uint32_t slots_;
    blank_regions regions_;
    std::uint64_t row_mask_ = 0;
    std::uint32_t row_bits_ = 2, rows_per_word_ = 32, row_shift_ = 5;
    std::vector<std::uint64_t> adjacent_;
    std::vector<std::uint8_t> distances_; ///< [i * n_ + cell]
    large_array<std::uint64_t> states_;
    std::uint32_t depth_ = 0;
    std::uint64_t clamped_ = 0;
};

} // namespace npuzzle::solve
