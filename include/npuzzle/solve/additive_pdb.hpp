// SPDX-License-Identifier: MIT
// The additive pattern-database heuristic: Manhattan distance plus what the pattern databases add,
// looked up on the board, its reflection and (if asked) the dual board, updated a tile at a time.
// It models search_heuristic, dual_heuristic and prepared_heuristic (search_heuristic.hpp).
#pragma once

#include <npuzzle/core/assert.hpp>
#include <npuzzle/solve/blank_regions.hpp>
#include <npuzzle/solve/heuristics.hpp>
#include <npuzzle/solve/pattern_database.hpp>
#include <npuzzle/solve/portable.hpp>
#include <npuzzle/solve/search_board.hpp>
// Where the databases come from (split from this header; included so that code which included only
// additive_pdb.hpp for them keeps building):
#include <npuzzle/solve/pattern_cache.hpp>
#include <npuzzle/solve/pattern_sets.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

namespace npuzzle::solve {

/// Manhattan distance plus twice the databases' excesses, looked up on the board and, on a square
/// board, on its reflection about the main diagonal (tile t becomes the tile whose goal is t's goal
/// transposed); the larger sum is taken. A move changes one lookup of each kind.
///
/// One class compiled two ways (issue 36): additive_pdb takes any board and any databases (up to
/// four, some kept by the blank, dual lookups); additive_pdb_4x4 is the same code compiled for the
/// 4x4 board and two databases that hold every tile between them (pdb-7-8), none by the blank, no
/// dual lookups, so the node's value is half as large and no lookup asks whether a tile has a database.
/// `Board`: the board searched (basic_search_board); `Patterns`: databases at most; `ByBlank`: some may
/// be kept by the blank's cell; `Dual`: dual lookups may be asked for.
template <class Board = search_board, std::size_t Patterns = 4, bool ByBlank = true, bool Dual = true>
class basic_additive_pdb {
public:
    using board = Board; ///< the board it reads, and a search with it walks (heuristic_board_t)
    static constexpr std::size_t max_patterns = Patterns; ///< databases at most
    static constexpr std::size_t max_by_blank = ByBlank ? Patterns : 0; ///< databases kept by the blank's cell, at most
    struct nothing {}; ///< a member that takes no room
    /// What a search node carries: the lookups of both sides, updated a tile at a time.
    struct value {
        std::uint32_t manhattan = 0;                          ///< the board's Manhattan distance
        std::uint32_t sum[2]{};                               ///< the entries' sum: direct, reflected
        std::array<std::uint8_t, max_patterns + 1> part[2]{}; ///< each database's entry, then a 0 for none
        std::array<std::uint64_t, max_patterns> index[2]{};   ///< and where it stands: a move updates it
        /// Each database by the blank: its tiles' cells (side's frame); nothing when none may be.
        [[no_unique_address]] std::conditional_t<ByBlank, std::array<std::array<std::uint64_t, max_by_blank>, 2>, nothing>
            blank_pattern_cells{};
    };

    /// `dual`: dual_estimate() looks the databases up; else it is 0 and costs nothing.
    /// The databases are the caller's choice, made in code (solve_optimal takes a standard pattern set's):
    /// 1 to `Patterns` of them, for the board's shape, no tile in two, any kept by the blank
    /// (none unless `ByBlank`) and then no dual lookups (none unless `Dual`); on a board of fixed size,
    /// every tile in one. Anything else is a mistake in that code, not in any input, so NPUZZLE_ASSERT
    /// stops it.
    basic_additive_pdb(const Board& b, std::vector<std::shared_ptr<const pattern_database>> dbs, bool dual = false)
        : dbs_(std::move(dbs)), lookups_(b.rows() == b.cols() ? 2 : 1), dual_(dual), regions_(b.rows(), b.cols()) {
        NPUZZLE_ASSERT(!dbs_.empty() && dbs_.size() <= max_patterns, "additive_pdb: 1 to max_patterns pattern databases");
        NPUZZLE_ASSERT(Dual || !dual_, "additive_pdb: dual lookups in one compiled without them");
        const std::uint32_t n = b.size();
        owner_[0].assign(n, none);
        owner_[1].assign(n, none);
        place_[0].resize(dbs_.size() * n);
        place_[1].resize(dbs_.size() * n);
        for (std::uint32_t c = 0; c < n; ++c) {
            frame_[0].push_back(c);
            frame_[1].push_back((c % b.cols()) * b.cols() + c / b.cols()); // transposed
        }
        for (std::size_t p = 0; p < dbs_.size(); ++p) {
            NPUZZLE_ASSERT(dbs_[p]->rows() == b.rows() && dbs_[p]->cols() == b.cols(),
                           "additive_pdb: a pattern database for another board shape");
            if (dbs_[p]->by_blank()) {
                NPUZZLE_ASSERT(blank_kept_ < max_by_blank && !dual_, "additive_pdb: no dual lookups with databases by the blank");
                if constexpr (ByBlank) // else the check above has failed
                    by_blank_[p] = blank_kept_++;
            }
            tiles_[0].emplace_back(dbs_[p]->tiles());
            tiles_[1].emplace_back();
            for (std::size_t i = 0; i < dbs_[p]->tiles().size(); ++i) {
                const std::uint32_t t = dbs_[p]->tiles()[i];
                NPUZZLE_ASSERT(owner_[0][t] == none, "additive_pdb: patterns share a tile");
                owner_[0][t] = static_cast<std::uint8_t>(p);
                place_[0][p * n + t] = static_cast<std::uint8_t>(i);
                if (lookups_ == 1) continue; // only a square board has a reflection
                // The board tile that stands, reflected, where pattern tile t is.
                const std::uint32_t mirror = frame_[1][t - 1] + 1;
                tiles_[1].back().push_back(mirror);
                owner_[1][mirror] = static_cast<std::uint8_t>(p);
                place_[1][p * n + mirror] = static_cast<std::uint8_t>(i);
            }
        }
        if constexpr (every_tile)
            for (std::uint32_t t = 1; t < n; ++t)
                NPUZZLE_ASSERT(owner_[0][t] != none && owner_[1][t] != none, "additive_pdb: a fixed-size board's tile in no database");
        if constexpr (Dual)
            for (std::uint32_t blank = 0; blank < n; ++blank) dual_patterns_.push_back(dual_patterns(b, blank));
        for (std::size_t p = 0; p < dbs_.size(); ++p) {
            entries_[p] = dbs_[p]->entries_data();
            slots_[p] = dbs_[p]->slots();
        }
        tabulate_moves(b);
    }

    /// The dual lookup (Felner, Zahavi, Schaeffer and Holte 2005): tiles and cells swap roles. A
    /// solution's moves, played backwards from the goal, solve the dual board: the one where tile t
    /// stands on the cell numbered by the goal of the tile on t's home. That needs the blank home;
    /// with the blank elsewhere the dual goal has the tile of the blank's cell at the bottom-right and
    /// the blank on that cell, and a database counts only if its tiles are home there and the blank
    /// in the region its table starts from. Admissible like the direct lookups, but a move can change
    /// it by more than one: the search propagates it (BPMX). Computed from scratch when asked.
    unsigned dual_estimate(const Board& b) const noexcept
        requires Dual
    {
        return dual_ ? dual_lookups(b) : 0;
    }

    /// The value of board `b`, from scratch: every database looked up.
    [[nodiscard]] value evaluate(const Board& b) const {
        value v;
        for (std::uint32_t t = 1; t < b.size(); ++t) v.manhattan += static_cast<std::uint32_t>(b.distance(t, b.cell_of(t)));
        for (int side = 0; side < lookups_; ++side)
            for (std::size_t p = 0; p < dbs_.size(); ++p) {
                v.index[side][p] = index(b, side, p);
                std::uint64_t at = v.index[side][p];
                if constexpr (ByBlank)
                    if (const std::uint8_t k = by_blank_[p]; k != none) {
                        std::uint64_t& cells = v.blank_pattern_cells[static_cast<std::size_t>(side)][k];
                        for (std::uint32_t t : tiles_[side][p]) cells |= std::uint64_t{1} << frame_[side][b.cell_of(t)];
                        at = entry_with_blank(p, at, cells, frame_[side][b.blank()]);
                    }
                v.part[side][p] = static_cast<std::uint8_t>(dbs_[p]->excess(at));
                v.sum[side] += v.part[side][p];
            }
        return v;
    }

    /// A child between its preparation and its descent: which databases it reads, where, and (once
    /// looked up) what it found. Small, so a search keeps one per child and builds the full value
    /// only for the children it enters.
    struct prepared_child {
        std::uint32_t manhattan; ///< the child's
        std::uint32_t sum[2]; ///< the child's sums, once looked up (a lower bound on a side not looked up)
        bool pruned; ///< no lookup needed: the other databases alone exceed the limit
        std::uint8_t pattern[2]; ///< the database each lookup reads, or none
        std::uint8_t entry[2]; ///< and its entry, once looked up
        std::uint64_t index[2]; ///< the placement's
        std::uint64_t at[2]; ///< the entry's (with the blank's slot for a database by the blank)
        std::uint64_t blank_pattern_cells[2]; ///< on a side whose lookup is a database by the blank, its cells
    };

    /// Readies the child in which `tile` has slid from `from` to `to` (before or after its move):
    /// the child whose estimate is bound to exceed `limit` without the changed database (its entry
    /// is at least 0) needs no lookup; the others get their indexes numbered once and their entries
    /// prefetched. A search prepares every child before looking up the first, so misses overlap.
    void prepare(const Board& b, const value& v, std::uint32_t tile, std::uint32_t from, std::uint32_t to,
                 unsigned limit, prepared_child& c) const noexcept {
        prepare_sharing(b, v, tile, from, to, limit, c, {});
    }

    /// prepare(), taking a side's lookup from `twins[side]` where it is not null: the same child prepared
    /// (not pruned) by another additive_pdb whose lookup on that side reads the same database (database_of),
    /// so the same placement and entry (max_of_partitions: partitions that share a pattern).
    void prepare_sharing(const Board& b, const value& v, std::uint32_t tile, std::uint32_t from, std::uint32_t to,
                         unsigned limit, prepared_child& c, const std::array<const prepared_child*, 2>& twins) const noexcept {
        const std::uint32_t n = b.size();
        const tile_steps& steps = steps_[tile];
        const std::uint8_t p0 = steps.pattern[0], p1 = steps.pattern[1]; // p1: none on a board without a reflection
        const std::uint32_t manhattan = v.manhattan + distance_[tile * n + to] - distance_[tile * n + from];
        const std::uint32_t sum0 = v.sum[0] - v.part[0][p0], sum1 = v.sum[1] - v.part[1][p1];
        c.manhattan = manhattan;
        c.pattern[0] = p0;
        c.pattern[1] = p1;
        c.sum[0] = sum0;
        c.sum[1] = sum1;
        // Bound to exceed the limit without the changed databases (their entries are at least 0): no lookup.
        c.pruned = manhattan + 2 * std::max(sum0, sum1) > limit;
        if (c.pruned) return;
        // A move is sideways on one side and vertical on the other (the reflection swaps them): the
        // sideways one changes only the tile's digit, by one; the vertical one steps over the tiles
        // between its ends. Either way the index grows when the tile goes to a higher cell (on both
        // sides: transposing keeps the order of two neighbouring cells) and shrinks by as much otherwise.
        // In a database by the blank, the blank takes the tile's cell and the entry is its region's (a
        // flood fill, blank_regions.hpp). In the others the blank crossed a tile of no pattern of theirs
        // and stayed in its region: their entries stay, with no lookup and no memory access.
        const int along = to - from + 1 <= 2; // the side that sees the move vertical: 1 when to - from is +-1
        const int across = along ^ 1;
        const std::uint64_t down = 0 - std::uint64_t{to < from}; // all ones when the index shrinks
        const auto signed_step = [down](std::uint64_t step) { return (step ^ down) - down; };
        if (const prepared_child* twin = twins[static_cast<std::size_t>(across)]; twin != nullptr) {
            c.index[across] = twin->index[across];
            c.at[across] = twin->at[across];
            c.blank_pattern_cells[across] = twin->blank_pattern_cells[across];
        } else if (const std::uint8_t p = steps.pattern[across]; every_tile || p != none) {
            c.index[across] = v.index[across][p] + signed_step(steps.weight[across]);
            c.at[across] = c.index[across];
            if constexpr (ByBlank)
                if (const std::uint8_t k = by_blank_[p]; k != none)
                    c.at[across] = with_blank(c, across, p, v.blank_pattern_cells[static_cast<std::size_t>(across)][k], from, to);
            pattern_database::prefetch(entries_[p], c.at[across]);
        }
        if (const prepared_child* twin = twins[static_cast<std::size_t>(along)]; twin != nullptr) {
            c.index[along] = twin->index[along];
            c.at[along] = twin->at[along];
            c.blank_pattern_cells[along] = twin->blank_pattern_cells[along];
        } else if (const std::uint8_t p = steps.pattern[along]; every_tile || p != none) {
            const std::uint8_t* between = &between_[(from * n + to) * (b.cols() - 1)];
            const std::uint64_t* passing = &passing_[along][tile * n];
            c.index[along] = v.index[along][p] + signed_step(steps.clear[along] + passed(b, between, passing));
            c.at[along] = c.index[along];
            if constexpr (ByBlank)
                if (const std::uint8_t k = by_blank_[p]; k != none)
                    c.at[along] = with_blank(c, along, p, v.blank_pattern_cells[static_cast<std::size_t>(along)][k], from, to);
            pattern_database::prefetch(entries_[p], c.at[along]);
        }
    }

    /// The prepared child's estimate. A child that is pruned anyway (its estimate exceeds `limit`)
    /// may get a lower estimate that still exceeds it, so IDA*'s next bound never skips a value: one
    /// prepared as pruned skips every lookup, and one whose direct lookup alone exceeds `limit` skips
    /// the reflected lookup (saving a cache miss).
    unsigned look_up(prepared_child& c, unsigned limit) const noexcept {
        if (!c.pruned) {
            if (const std::uint8_t p = c.pattern[0]; every_tile || p != none) {
                c.entry[0] = static_cast<std::uint8_t>(pattern_database::excess(entries_[p], c.at[0]));
                c.sum[0] += c.entry[0];
            }
            if (const std::uint8_t p = c.pattern[1]; (every_tile || p != none) && c.manhattan + 2 * c.sum[0] <= limit) {
                c.entry[1] = static_cast<std::uint8_t>(pattern_database::excess(entries_[p], c.at[1]));
                c.sum[1] += c.entry[1]; // else sum[1] stays a lower bound
            }
        }
        return c.manhattan + 2 * std::max(c.sum[0], c.sum[1]);
    }

    /// The value of a child the search enters (so one looked up in full: its estimate is within the limit).
    void descend(const value& parent, const prepared_child& c, value& child) const noexcept {
        child = parent;
        child.manhattan = c.manhattan;
        for (int side = 0; side < 2; ++side) { // a side without a lookup has pattern none
            child.sum[side] = c.sum[side];
            const std::uint8_t p = c.pattern[side];
            if (!every_tile && p == none) continue;
            child.part[side][p] = c.entry[side];
            child.index[side][p] = c.index[side];
            if constexpr (ByBlank)
                if (const std::uint8_t k = by_blank_[p]; k != none)
                    child.blank_pattern_cells[static_cast<std::size_t>(side)][k] = c.blank_pattern_cells[side];
        }
    }

    /// The value once `tile` slides from `from` to `to`: one lookup a side (prepare, look_up, descend).
    [[nodiscard]] value after_slide(const Board& b, const value& v, std::uint32_t tile, std::uint32_t from,
                                    std::uint32_t to) const noexcept {
        prepared_child c{}; // zeroed: gcc cannot tell that descend() reads only what prepare() set
        prepare(b, v, tile, from, to, ~0u, c);
        look_up(c, ~0u);
        value child;
        descend(v, c, child);
        return child;
    }

    /// The database whose lookup on `side` (0: the board, 1: its reflection) a move of `tile` changes, or
    /// null. `tile`: 1 to board_cells() - 1.
    [[nodiscard]] const pattern_database* database_of(std::uint32_t tile, int side) const noexcept {
        const std::uint8_t p = steps_[tile].pattern[side];
        return p == none || side >= lookups_ ? nullptr : dbs_[p].get();
    }
    /// The board's cells.
    [[nodiscard]] std::uint32_t board_cells() const noexcept { return static_cast<std::uint32_t>(frame_[0].size()); }

    /// Manhattan distance plus twice the larger side's sum: a lower bound on moves left.
    [[nodiscard]] static unsigned estimate(const value& v) noexcept { return v.manhattan + 2 * std::max(v.sum[0], v.sum[1]); }

private:
    static constexpr std::uint8_t none = max_patterns; ///< no database: its part is always 0
    /// Every tile has a database on both sides (asserted): a board of fixed size, square, its set whole.
    static constexpr bool every_tile = Board::fixed;

    /// dual_estimate() when asked for: out of line, so the search's loop stays small when it is not.
    [[gnu::noinline]] unsigned dual_lookups(const Board& b) const noexcept {
        const std::uint32_t n = b.size(), blank = b.blank();
        const std::uint32_t displaced = blank + 1; // n when the blank is home: no tile
        std::array<std::uint8_t, 64> cell_of;      // dual tile -> its cell (a database has at most 64 cells)
        unsigned estimate = 0;
        for (std::uint32_t t = 1; t < n; ++t) {
            const std::uint32_t home = t == displaced ? n - 1 : t - 1;
            cell_of[t] = static_cast<std::uint8_t>(b.goal_of(b.tile_at(home)));
            estimate += static_cast<unsigned>(b.distance(t == displaced ? 0 : t, cell_of[t]));
        }
        for (std::size_t p = 0; p < dbs_.size(); ++p) {
            if (!(dual_patterns_[blank] >> p & 1u)) continue;
            const std::uint32_t* tiles = tiles_[0][p].data();
            estimate += 2 * dbs_[p]->excess(dbs_[p]->index([&](std::uint32_t i) { return std::uint32_t{cell_of[tiles[i]]}; }));
        }
        return estimate;
    }

    /// The databases whose dual lookup is admissible with the blank on `blank`: all when it is home;
    /// else those without the tile of that cell whose goal has the blank's cell joined to the
    /// bottom-right cell by cells free of the pattern's tiles.
    std::uint8_t dual_patterns(const Board& b, std::uint32_t blank) const {
        const std::uint32_t n = b.size();
        std::uint8_t usable = 0;
        for (std::size_t p = 0; p < dbs_.size(); ++p) {
            if (blank != n - 1 && owner_[0][blank + 1] == p) continue;
            std::vector<bool> reached(n, false);
            std::vector<std::uint32_t> todo{n - 1};
            reached[n - 1] = true;
            while (!todo.empty()) {
                const std::uint32_t cell = todo.back();
                todo.pop_back();
                for (direction d : all_directions) {
                    const std::uint32_t next = b.neighbour(cell, d);
                    if (next == no_cell || reached[next] || (next != n - 1 && owner_[0][next + 1] == p)) continue;
                    reached[next] = true;
                    todo.push_back(next);
                }
            }
            if (reached[blank]) usable = static_cast<std::uint8_t>(usable | 1u << p);
        }
        return usable;
    }

    /// What the tiles a vertical move steps over (the cells `between` names) add to its index change:
    /// `passing` is the moving tile's row of passing_. Unrolled for the usual widths.
    std::uint64_t passed(const Board& b, const std::uint8_t* between, const std::uint64_t* passing) const noexcept {
        switch (b.cols()) {
        case 3: return passed<2>(b, between, passing);
        case 4: return passed<3>(b, between, passing);
        case 5: return passed<4>(b, between, passing);
        default: {
            std::uint64_t sum = 0;
            for (std::uint32_t k = 0; k + 1 < b.cols(); ++k) sum += passing[b.tile_at(between[k])];
            return sum;
        }
        }
    }
    template <std::uint32_t Steps>
    static std::uint64_t passed(const Board& b, const std::uint8_t* between, const std::uint64_t* passing) noexcept {
        std::uint64_t sum = 0;
        for (std::uint32_t k = 0; k < Steps; ++k) sum += passing[b.tile_at(between[k])];
        return sum;
    }

    /// prepare()'s tables, from the databases' numbering (placement_index.hpp: a tile's digit counts the
    /// cells below it that no earlier tile of its pattern takes). A vertical move of pattern tile i by
    /// cols cells changes its digit by cols less the earlier tiles it passes, and the digit of each
    /// later tile it passes by one, all in the move's sense.
    void tabulate_moves(const Board& b) {
        const std::uint32_t n = b.size(), cols = b.cols();
        sized(distance_, std::size_t{n} * n, std::uint8_t{0});
        for (std::uint32_t t = 0; t < n; ++t)
            for (std::uint32_t c = 0; c < n; ++c) distance_[t * n + c] = static_cast<std::uint8_t>(b.distance(t, c));
        sized(steps_, n, tile_steps{});
        for (int side = 0; side < 2; ++side) {
            sized(passing_[side], std::size_t{n} * n, std::uint64_t{0});
            for (std::uint32_t t = 1; t < n; ++t) {
                const std::uint8_t p = owner_[side][t];
                steps_[t].pattern[side] = p;
                if (p == none) continue;
                const placement_index& numbering = dbs_[p]->placements();
                const std::uint32_t i = place_[side][p * n + t];
                steps_[t].weight[side] = numbering.weight(i);
                steps_[t].clear[side] = numbering.weight(i) * cols;
                for (std::uint32_t other = 1; other < n; ++other) {
                    if (owner_[side][other] != p || other == t) continue;
                    const std::uint32_t j = place_[side][p * n + other];
                    passing_[side][t * n + other] = j > i ? numbering.weight(j) : 0 - numbering.weight(i);
                }
            }
        }
        // The cells between the ends of each move on the side that sees it vertical (the board for a
        // vertical move, the reflection for a sideways one), numbered on the board.
        sized(between_, std::size_t{n} * n * (cols - 1), std::uint8_t{0});
        for (std::uint32_t from = 0; from < n; ++from)
            for (direction d : all_directions) {
                const std::uint32_t to = b.neighbour(from, d);
                if (to == no_cell) continue;
                const int along = to - from + 1 <= 2;
                std::uint8_t* between = &between_[(from * n + to) * (cols - 1)];
                if (along == 1 && lookups_ == 1) { // no reflection: nothing reads these
                    std::fill_n(between, cols - 1, static_cast<std::uint8_t>(to));
                    continue;
                }
                const std::uint32_t low = std::min(frame_[along][from], frame_[along][to]);
                for (std::uint32_t k = 0; k + 1 < cols; ++k) between[k] = static_cast<std::uint8_t>(frame_[along][low + 1 + k]);
            }
    }

    /// Where the prepared child `c` reads database p, kept by the blank, on `side`: the pattern's cells
    /// there were `cells`, its tile slid from `from` to `to`, the blank took `from`.
    std::uint64_t with_blank(prepared_child& c, int side, std::uint8_t p, std::uint64_t cells, std::uint32_t from,
                             std::uint32_t to) const noexcept {
        c.blank_pattern_cells[side] = cells ^ (std::uint64_t{1} << frame_[side][from]) ^ (std::uint64_t{1} << frame_[side][to]);
        return entry_with_blank(p, c.index[side], c.blank_pattern_cells[side], frame_[side][from]);
    }

    /// Where database p, kept by the blank, keeps placement `index` with the blank on `blank` (a cell of
    /// the side's frame; `cells`: the pattern's): its slot is the number of the blank's region.
    std::uint64_t entry_with_blank(std::size_t p, std::uint64_t index, std::uint64_t cells, std::uint32_t blank) const noexcept {
        return index * slots_[p] + regions_.number(blank, cells);
    }

    /// Database p's index on the board (side 0) or its reflection (side 1).
    std::uint64_t index(const Board& b, int side, std::size_t p) const noexcept {
        const std::uint32_t* tiles = tiles_[side][p].data();
        const std::uint32_t* cell_of = b.cells_by_tile();
        return side == 0 ? dbs_[p]->index([&](std::uint32_t i) { return cell_of[tiles[i]]; })
                         : dbs_[p]->index([&](std::uint32_t i) { return frame_[1][cell_of[tiles[i]]]; });
    }

    std::vector<std::shared_ptr<const pattern_database>> dbs_;
    int lookups_;
    bool dual_;
    std::array<std::uint8_t, max_patterns + 1> by_blank_ = nones(); // database -> its place in blank_pattern_cells, or none
    std::array<std::uint64_t, max_patterns> slots_{}; // each database's slots (1 unless by the blank)
    blank_regions regions_; // the blank's region in a database by the blank (both sides: the board is square or has one)
    std::uint8_t blank_kept_ = 0; ///< databases kept by the blank's cell
    std::vector<std::uint32_t> frame_[2]; ///< each side's number of a board cell: itself, transposed
    std::vector<std::uint8_t> owner_[2]; ///< tile -> the database its lookup changes
    std::vector<std::uint8_t> place_[2]; ///< [database * size + tile]: its place in the pattern (read for its tiles only)
    std::vector<std::vector<std::uint32_t>> tiles_[2]; ///< per database, the board tiles looked up
    std::vector<std::uint8_t> dual_patterns_; ///< blank cell -> databases its dual lookup may read
    static constexpr std::array<std::uint8_t, max_patterns + 1> nones() noexcept {
        std::array<std::uint8_t, max_patterns + 1> a{};
        a.fill(none);
        return a;
    }
    /// What prepare() reads (tabulate_moves()), so that a child's indexes take a few loads and adds:
    struct tile_steps {
        std::uint64_t weight[2]{}; // the tile's digit's weight on each side: a sideways move changes the index by it
        std::uint64_t clear[2]{};  // cols times it: a vertical move that passes no tile of its pattern
        std::uint8_t pattern[2]{none, none}; // the database its lookup on each side changes, or none
    };
    /// prepare()'s tables: in the object on a board of fixed size (`Count` entries), else allocated.
    static constexpr std::size_t fixed_cells = std::size_t{Board::fixed_rows} * Board::fixed_cols;
    template <class T, std::size_t Count>
    using table = std::conditional_t<Board::fixed, std::array<T, Count>, std::vector<T>>;
    template <class Table, class T>
    static void sized(Table& t, std::size_t count, T fill) {
        if constexpr (Board::fixed) t.fill(fill);
        else t.assign(count, fill);
    }
    table<tile_steps, fixed_cells> steps_; ///< by tile
    table<std::uint64_t, fixed_cells * fixed_cells> passing_[2]; ///< [tile * n + other]: what `other`, passed by tile's vertical move, adds to the change
    table<std::uint8_t, fixed_cells * fixed_cells * (Board::fixed_cols - 1)> between_; ///< [(from * n + to) * (cols - 1) + k]: the cells that move passes
    table<std::uint8_t, fixed_cells * fixed_cells> distance_; ///< [tile * n + cell]: Manhattan distance
    std::array<const std::uint8_t*, max_patterns> entries_{}; // each database's packed entries
};

/// Any board, up to four databases, by the blank or dual: what every pattern set but pdb-7-8 on 4x4 uses.
using additive_pdb = basic_additive_pdb<>;
/// The 4x4 board and pdb-7-8 (two databases holding every tile, none by the blank, no dual lookups),
/// compiled for them: the same nodes as additive_pdb in 28% fewer instructions (bench/RESULTS.md).
using additive_pdb_4x4 = basic_additive_pdb<basic_search_board<4, 4>, 2, false, false>;

/// IDA* takes the optional protocols only when they are modelled: a signature that drifted would
/// silently cost the search its speed, so it does not compile instead.
static_assert(prepared_heuristic<additive_pdb> && dual_heuristic<additive_pdb>);
static_assert(prepared_heuristic<additive_pdb_4x4> && !dual_heuristic<additive_pdb_4x4>);

} // namespace npuzzle::solve
