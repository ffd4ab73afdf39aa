// SPDX-License-Identifier: MIT
// Several partitions of the tiles, each an additive heuristic (additive_pdb: its databases added up,
// on the board and its reflection), combined by taking the largest estimate (issue 36: what Holte's
// hog2 and Clausecker's catalogues do). The max of admissible estimates is admissible. It models the
// same protocols as its parts (search_heuristic.hpp), each by asking every part in turn.
#pragma once

#include <npuzzle/core/assert.hpp>
#include <npuzzle/solve/additive_pdb.hpp>
#include <npuzzle/solve/search_heuristic.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace npuzzle::solve {

/// The largest of up to `Max` heuristics of type `Part`, chosen at run time. A part's tables may be
/// another's too (the pattern cache hands out one object per pattern), so a pattern in two partitions
/// takes its memory once.
template <class Part = additive_pdb, std::size_t Max = 4>
class basic_max_of_partitions {
public:
    using board = heuristic_board_t<Part>; ///< the parts' board
    static constexpr std::size_t max_parts = Max; ///< partitions at most
    /// Every part's value; a part not in use keeps a default value, whose estimate is 0.
    struct value {
        std::array<typename Part::value, Max> part{}; ///< by partition
    };

    /// `parts`: 1 to Max heuristics for the same board (a mistake in code otherwise: asserted).
    explicit basic_max_of_partitions(std::vector<Part> parts) : parts_(std::move(parts)) {
        NPUZZLE_ASSERT(!parts_.empty() && parts_.size() <= Max, "max_of_partitions: 1 to Max partitions");
        const std::uint32_t n = parts_[0].board_cells();
        twins_.assign(n, {});
        for (std::uint32_t t = 1; t < n; ++t)
            for (int side = 0; side < 2; ++side) {
                auto& twin = twins_[t][static_cast<std::size_t>(side)];
                twin.fill(no_twin);
                for (std::size_t i = 1; i < parts_.size(); ++i) {
                    const pattern_database* db = parts_[i].database_of(t, side);
                    for (std::size_t j = 0; j < i && db != nullptr && twin[i] == no_twin; ++j)
                        if (parts_[j].database_of(t, side) == db) twin[i] = static_cast<std::uint8_t>(j);
                }
            }
    }

    /// The value of board `b`, from scratch: every part's.
    [[nodiscard]] value evaluate(const board& b) const {
        value v;
        for (std::size_t i = 0; i < parts_.size(); ++i) v.part[i] = parts_[i].evaluate(b);
        return v;
    }

    /// The value once `tile` slides from `from` to `to`: every part's.
    [[nodiscard]] value after_slide(const board& b, const value& v, std::uint32_t tile, std::uint32_t from,
                                    std::uint32_t to) const noexcept {
        value child;
        for (std::size_t i = 0; i < parts_.size(); ++i) child.part[i] = parts_[i].after_slide(b, v.part[i], tile, from, to);
        return child;
    }

    /// The largest part's estimate (a part not in use says 0).
    [[nodiscard]] static unsigned estimate(const value& v) noexcept {
        unsigned most = 0;
        for (const auto& p : v.part) most = std::max(most, static_cast<unsigned>(Part::estimate(p)));
        return most;
    }

    /// The largest part's dual estimate, where the parts have one.
    unsigned dual_estimate(const board& b) const noexcept
        requires dual_heuristic<Part>
    {
        unsigned most = 0;
        for (const Part& p : parts_) most = std::max(most, static_cast<unsigned>(p.dual_estimate(b)));
        return most;
    }

    /// Every part's prepared child.
    struct prepared_child {
        std::array<typename Part::prepared_child, Max> part; ///< by partition
    };

    /// Readies the parts' child in turn (each prefetches its entries, or skips them when it alone
    /// exceeds `limit`), so the misses of all parts overlap; a lookup an earlier part shares (the same
    /// database) is taken from it, not worked out again (for a table by the blank, a flood fill). Once a part is bound to exceed `limit`,
    /// look_up() stops at it, so the parts after it are not readied at all (about half the children
    /// a search generates are pruned).
    void prepare(const board& b, const value& v, std::uint32_t tile, std::uint32_t from, std::uint32_t to, unsigned limit,
                 prepared_child& c) const noexcept
        requires prepared_heuristic<Part>
    {
        const auto& twin = twins_[tile];
        for (std::size_t i = 0; i < parts_.size(); ++i) {
            std::array<const typename Part::prepared_child*, 2> shared{};
            for (std::size_t side = 0; side < 2; ++side)
                if (const std::uint8_t j = twin[side][i]; j != no_twin) shared[side] = &c.part[j];
            parts_[i].prepare_sharing(b, v.part[i], tile, from, to, limit, c.part[i], shared);
            if (c.part[i].pruned) return;
        }
    }

    /// The largest part's estimate; once one exceeds `limit` the rest are not looked up (the child is
    /// pruned: a lower estimate above the limit is all the search needs, as each part's look_up says).
    unsigned look_up(prepared_child& c, unsigned limit) const noexcept
        requires prepared_heuristic<Part>
    {
        unsigned most = 0;
        for (std::size_t i = 0; i < parts_.size() && most <= limit; ++i)
            most = std::max(most, static_cast<unsigned>(parts_[i].look_up(c.part[i], limit)));
        return most;
    }

    /// The value of a child the search enters: its estimate is within the limit, so every part was
    /// looked up in full.
    void descend(const value& parent, const prepared_child& c, value& child) const noexcept
        requires prepared_heuristic<Part>
    {
        for (std::size_t i = 0; i < parts_.size(); ++i) parts_[i].descend(parent.part[i], c.part[i], child.part[i]);
    }

    /// The partitions in use.
    [[nodiscard]] std::size_t partitions() const noexcept { return parts_.size(); }

private:
    static constexpr std::uint8_t no_twin = Max; ///< no earlier part reads the same table
    std::vector<Part> parts_;
    /// [tile][side][part]: the earlier part whose lookup on that side, when `tile` moves, reads the same
    /// database, so the same entry (prepared once, taken by the others), or no_twin.
    std::vector<std::array<std::array<std::uint8_t, Max>, 2>> twins_;
};

/// Up to seven additive_pdb partitions, any board, any table kind: the pattern sets with several partitions.
using max_of_partitions = basic_max_of_partitions<additive_pdb, 7>;

/// The search takes the optional protocols only when they are modelled (additive_pdb.hpp says why).
static_assert(prepared_heuristic<max_of_partitions> && dual_heuristic<max_of_partitions>);

} // namespace npuzzle::solve
