// SPDX-License-Identifier: MIT
/// \file
/// The board: every rule of the sliding puzzle, written once for both the compile-time sized
/// basic_puzzle<Rows, Cols> (here) and the runtime-sized npuzzle::puzzle (dynamic_puzzle.hpp).
/// Freestanding: no heap, no exceptions, no RTTI.
#pragma once

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <type_traits>
#include <utility> // std::swap

namespace npuzzle {

/// A cell of a board: its row and column, from 0 at the top left.
struct cell {
    /// The row, 0 at the top.
    std::size_t row = 0;
    /// The column, 0 at the left.
    std::size_t col = 0;
    /// Same row and column.
    friend constexpr bool operator==(const cell&, const cell&) = default;
};

/// The smallest unsigned type that holds every tile of a board with `Cells` cells.
template <std::size_t Cells>
using tile_for = std::conditional_t<Cells <= 0x100, std::uint8_t,
                                    std::conditional_t<Cells <= 0x10000, std::uint16_t, std::uint32_t>>;

/// Up to four legal moves, iterable.
struct direction_list {
    /// The moves; only the first count are meaningful.
    direction items[4]{};
    /// How many moves the list holds (0 to 4).
    std::uint8_t count = 0;
    /// The first move.
    [[nodiscard]] constexpr const direction* begin() const noexcept { return items; }
    /// Past the last move.
    [[nodiscard]] constexpr const direction* end() const noexcept { return items + count; }
    /// How many moves.
    [[nodiscard]] constexpr std::size_t size() const noexcept { return count; }
    /// Whether `d` is one of the moves.
    [[nodiscard]] constexpr bool contains(direction d) const noexcept {
        for (direction item : *this)
            if (item == d) return true;
        return false;
    }
};

/// A slide of one or more tiles in the blank's row or column ("click a tile").
struct slide_result {
    /// Moved, no effect (not in the blank's row or column, or the blank itself), or not a move (outside the board).
    move_outcome outcome = move_outcome::not_a_move;
    direction dir = direction::none; ///< the direction every moved tile went
    std::size_t tiles = 0;           ///< how many tiles moved (the STM cost; MTM cost is 1)
};

namespace detail {

// First problem with `tiles` as a permutation of 0..n-1, in reading order. `seen` is scratch of size n.
template <class Tile, class Range>
constexpr error check_permutation(const Range& tiles, std::span<Tile> seen) {
    const std::size_t n = seen.size();
    std::size_t got = 0;
    for (auto t : tiles) {
        (void)t;
        ++got;
    }
    if (got != n)
        return {got < n ? error_code::too_few_numbers : error_code::too_many_numbers, 0, 0, n, got};
    for (auto& s : seen) s = Tile{0};
    std::size_t position = 0;
    for (auto t : tiles) {
        ++position;
        bool negative = false;
        if constexpr (std::is_signed_v<decltype(t)>) negative = t < 0;
        if (negative || static_cast<std::uint64_t>(t) >= n)
            return {error_code::out_of_range, position, static_cast<std::uint64_t>(t), n, 0};
        auto& mark = seen[static_cast<std::size_t>(t)];
        if (mark) return {error_code::duplicate, position, static_cast<std::uint64_t>(t), n, 0};
        mark = 1;
    }
    return {};
}

// Parity of the permutation held in `p` (values 0..n-1), found by sorting `p` with swaps.
template <class Tile>
constexpr bool odd_permutation(std::span<Tile> p) noexcept {
    bool odd = false;
    for (std::size_t i = 0; i < p.size(); ++i)
        while (p[i] != i) {
            std::swap(p[i], p[p[i]]);
            odd = !odd;
        }
    return odd;
}

constexpr std::size_t distance(std::size_t a, std::size_t b) noexcept { return a > b ? a - b : b - a; }

// Tile sequences in lexicographic order: boards' <=>, written out because libc++ 14's array and
// vector have none.
template <class Tile>
constexpr std::strong_ordering compare_tiles(std::span<const Tile> a, std::span<const Tile> b) noexcept {
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        if (const auto c = a[i] <=> b[i]; c != 0) return c;
    return a.size() <=> b.size();
}

} // namespace detail

/// Every algorithm on a board. `Derived` supplies rows(), cols(), cells() (a span over its tiles,
/// row-major), blank_slot() (where it keeps the blank's index) and scratch() (a buffer of size()).
template <class Derived, class Tile>
class board_interface {
public:
    /// The tile type: the smallest unsigned type that holds every tile (tile_for).
    using tile_type = Tile;

    /// The number of cells, rows() * cols() (tiles and the blank).
    [[nodiscard]] constexpr std::size_t size() const noexcept { return self().rows() * self().cols(); }
    /// The tiles in reading order (row-major), 0 for the blank.
    [[nodiscard]] constexpr std::span<const Tile> tiles() const noexcept { return self().cells(); }
    /// The tile at `index` in reading order. Precondition: index < size().
    [[nodiscard]] constexpr Tile operator[](std::size_t index) const noexcept { return tiles()[index]; }
    /// The tile at row `row`, column `col`. Precondition: both inside the board.
    [[nodiscard]] constexpr Tile at(std::size_t row, std::size_t col) const noexcept {
        return tiles()[row * self().cols() + col];
    }
    /// The tile at `c`. Precondition: `c` is on the board.
    [[nodiscard]] constexpr Tile at(cell c) const noexcept { return at(c.row, c.col); }
    /// The cell of reading-order index `index`.
    [[nodiscard]] constexpr cell to_cell(std::size_t index) const noexcept {
        return {index / self().cols(), index % self().cols()};
    }
    /// The reading-order index of `c`.
    [[nodiscard]] constexpr std::size_t to_index(cell c) const noexcept { return c.row * self().cols() + c.col; }

    /// Where the blank is, in reading order. O(1): the board keeps it.
    [[nodiscard]] constexpr std::size_t blank_index() const noexcept { return self().blank_slot(); }
    /// The blank's cell.
    [[nodiscard]] constexpr cell blank() const noexcept { return to_cell(blank_index()); }

    /// The goal: 1..n-1 in reading order, the blank last.
    [[nodiscard]] constexpr Tile goal_tile(std::size_t index) const noexcept {
        return index + 1 == size() ? Tile{0} : static_cast<Tile>(index + 1);
    }
    /// The index where `tile` belongs in the goal (the blank, 0, last).
    [[nodiscard]] constexpr std::size_t goal_index(Tile tile) const noexcept {
        return tile == 0 ? size() - 1 : std::size_t{tile} - 1;
    }
    /// Whether the tile at `index` is where the goal has it.
    [[nodiscard]] constexpr bool is_home(std::size_t index) const noexcept { return tiles()[index] == goal_tile(index); }

    /// The index of `tile`, or size() if it is not on the board. O(size()).
    [[nodiscard]] constexpr std::size_t find(Tile tile) const noexcept {
        const auto t = tiles();
        std::size_t i = 0;
        while (i < t.size() && t[i] != tile) ++i;
        return i;
    }

    /// Whether every tile is home (the goal: 1..n-1 in reading order, the blank last). O(size()).
    [[nodiscard]] constexpr bool is_solved() const noexcept {
        for (std::size_t i = 0; i < size(); ++i)
            if (!is_home(i)) return false;
        return true;
    }

    /// docs/DESIGN.md, Goal: the permutation's parity (blank included) equals the parity of the blank's taxicab
    /// distance from the bottom-right corner. True on every shape, square or not.
    [[nodiscard]] constexpr bool is_solvable() const {
        auto goal_positions = self().scratch();
        auto t = tiles();
        for (std::size_t i = 0; i < size(); ++i) goal_positions[i] = static_cast<Tile>(goal_index(t[i]));
        const bool odd = detail::odd_permutation(std::span<Tile>(goal_positions));
        const cell b = blank();
        const std::size_t taxicab = (self().rows() - 1 - b.row) + (self().cols() - 1 - b.col);
        return odd == (taxicab % 2 == 1);
    }

    /// Whether a tile can slide in direction `d` (a tile is on that side of the blank).
    [[nodiscard]] constexpr bool can_move(direction d) const noexcept {
        const cell b = blank();
        switch (d) {
        case direction::up: return b.row + 1 < self().rows();
        case direction::down: return b.row > 0;
        case direction::left: return b.col + 1 < self().cols();
        case direction::right: return b.col > 0;
        default: return false;
        }
    }

    /// The directions a tile can slide now: two to four.
    [[nodiscard]] constexpr direction_list legal_moves() const noexcept {
        direction_list list;
        for (direction d : all_directions)
            if (can_move(d)) list.items[list.count++] = d;
        return list;
    }

    /// One tile into the blank. Moved, no effect (a wall), or not a move (direction::none).
    constexpr move_outcome move(direction d) noexcept {
        if (d == direction::none) return move_outcome::not_a_move;
        if (!can_move(d)) return move_outcome::no_effect;
        const std::size_t from = blank_index();
        const std::size_t to = static_cast<std::size_t>(
            static_cast<std::ptrdiff_t>(from) +
            blank_row_step(d) * static_cast<std::ptrdiff_t>(self().cols()) + blank_col_step(d));
        auto c = self().cells();
        c[from] = c[to];
        c[to] = 0;
        self().blank_slot() = to;
        return move_outcome::moved;
    }

    /// Every tile between `target` and the blank slides one step toward the blank: a click on a tile
    /// in the blank's row or column. Outside the board: not a move; elsewhere or on the blank: no effect.
    constexpr slide_result slide(cell target) noexcept {
        if (target.row >= self().rows() || target.col >= self().cols()) return {};
        const cell b = blank();
        slide_result r{move_outcome::no_effect, direction::none, 0};
        if (target == b) return r;
        if (target.row == b.row) {
            r.dir = target.col > b.col ? direction::left : direction::right;
            r.tiles = detail::distance(target.col, b.col);
        } else if (target.col == b.col) {
            r.dir = target.row > b.row ? direction::up : direction::down;
            r.tiles = detail::distance(target.row, b.row);
        } else {
            return r;
        }
        for (std::size_t i = 0; i < r.tiles; ++i) move(r.dir);
        r.outcome = move_outcome::moved;
        return r;
    }

    /// Sum over tiles (not the blank) of the taxicab distance to their goal cell.
    [[nodiscard]] constexpr std::size_t manhattan_distance() const noexcept {
        std::size_t sum = 0;
        auto t = tiles();
        for (std::size_t i = 0; i < size(); ++i) {
            if (t[i] == 0) continue;
            const cell here = to_cell(i), home = to_cell(goal_index(t[i]));
            sum += detail::distance(here.row, home.row) + detail::distance(here.col, home.col);
        }
        return sum;
    }

    /// FNV-1a over the shape and tiles: the same on every platform.
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        std::uint64_t h = 0xcbf29ce484222325ull;
        auto mix = [&h](std::uint64_t v) {
            for (int byte = 0; byte < 4; ++byte) {
                h ^= (v >> (8 * byte)) & 0xff;
                h *= 0x100000001b3ull;
            }
        };
        mix(self().rows());
        mix(self().cols());
        for (Tile t : tiles()) mix(t);
        return h;
    }

    /// Replace the tiles with `values` if they are a permutation of 0..size()-1 (solvable or not).
    template <class Range>
    [[nodiscard]] constexpr error assign(const Range& values) {
        auto scratch = self().scratch();
        if (error e = detail::check_permutation(values, std::span<Tile>(scratch))) return e;
        auto c = self().cells();
        std::size_t i = 0;
        for (auto v : values) {
            c[i] = static_cast<Tile>(v);
            if (v == 0) self().blank_slot() = i;
            ++i;
        }
        return {};
    }

    /// A uniformly random solvable board, never the solved one: shuffle every tile (Fisher-Yates),
    /// then, if the result is unsolvable, swap the first two tiles that are not the blank. That swap
    /// depends only on where the blank is, so it pairs each unsolvable board with one solvable board:
    /// every solvable board is twice as likely as any one permutation, so all are equally likely.
    template <class Rng>
    constexpr void shuffle(Rng& rng) {
        auto c = self().cells();
        do {
            for (std::size_t i = c.size() - 1; i > 0; --i)
                std::swap(c[i], c[rng.below(static_cast<std::uint32_t>(i + 1))]);
            self().blank_slot() = find(0);
            if (!is_solvable()) {
                const std::size_t first = blank_index() == 0 ? 1 : 0;
                const std::size_t second = blank_index() == first + 1 ? first + 2 : first + 1;
                std::swap(c[first], c[second]);
            }
        } while (is_solved());
    }

    /// `count` random moves, never undoing the one before: difficulty by depth.
    template <class Rng>
    constexpr void scramble(std::size_t count, Rng& rng) noexcept {
        direction last = direction::none;
        for (std::size_t i = 0; i < count; ++i) {
            direction_list options;
            for (direction d : legal_moves())
                if (d != opposite(last)) options.items[options.count++] = d;
            last = options.items[rng.below(options.count)];
            move(last);
        }
    }

    /// Back to the goal.
    constexpr void reset() noexcept {
        auto c = self().cells();
        for (std::size_t i = 0; i < c.size(); ++i) c[i] = goal_tile(i);
        self().blank_slot() = c.size() - 1;
    }

    /// Stateless: the derived boards' defaulted comparisons compare their own members.
    friend constexpr bool operator==(const board_interface&, const board_interface&) = default;
    /// Stateless, as operator==.
    friend constexpr auto operator<=>(const board_interface&, const board_interface&) = default;

private:
    constexpr Derived& self() noexcept { return static_cast<Derived&>(*this); }
    constexpr const Derived& self() const noexcept { return static_cast<const Derived&>(*this); }
};

namespace detail {
// Not constexpr: reaching either while compiling a make_puzzle call makes it fail to compile.
inline void board_literal_is_not_a_permutation() {}
inline void board_literal_is_not_solvable() {}
} // namespace detail

/// A Rows x Cols board whose shape is known at compile time: one byte a tile up to 256 cells.
template <std::size_t Rows, std::size_t Cols>
class basic_puzzle : public board_interface<basic_puzzle<Rows, Cols>, tile_for<Rows * Cols>> {
    static_assert(Rows >= 2 && Cols >= 2, "a sliding puzzle needs at least 2 rows and 2 columns");
    static_assert(Rows * Cols - 1 <= 0xffffffffu, "too many cells for 32-bit tiles");
    friend class board_interface<basic_puzzle, tile_for<Rows * Cols>>;

public:
    /// One byte a tile up to 256 cells, two up to 65,536, else four.
    using tile_type = tile_for<Rows * Cols>;
    /// The rows, as a constant.
    static constexpr std::size_t static_rows = Rows;
    /// The columns, as a constant.
    static constexpr std::size_t static_cols = Cols;
    /// The cells, blank included.
    static constexpr std::size_t cell_count = Rows * Cols;

    /// Solved.
    constexpr basic_puzzle() noexcept { this->reset(); }

    /// The number of rows.
    [[nodiscard]] static constexpr std::size_t rows() noexcept { return Rows; }
    /// The number of columns.
    [[nodiscard]] static constexpr std::size_t cols() noexcept { return Cols; }

    /// The shape check of the generic parser and factories: only Rows x Cols fits here.
    [[nodiscard]] static constexpr error check_shape(std::size_t rows, std::size_t cols) noexcept {
        if (rows == Rows && cols == Cols) return {};
        return {error_code::shape_mismatch, 0, 0, Rows * Cols, rows * cols};
    }
    /// The solved board of shape `rows` x `cols`; an error (shape_mismatch) for any shape but Rows x Cols.
    [[nodiscard]] static constexpr result<basic_puzzle> solved(std::size_t rows, std::size_t cols) {
        if (error e = check_shape(rows, cols)) return e;
        return basic_puzzle{};
    }

    /// From tiles in reading order; any permutation of 0..Rows*Cols-1, solvable or not.
    template <class Range>
    [[nodiscard]] static constexpr result<basic_puzzle> from_tiles(const Range& tiles) {
        basic_puzzle p;
        if (error e = p.assign(tiles)) return e;
        return p;
    }
    /// from_tiles() with a braced list: `from_tiles({1, 2, 3, 0})`.
    [[nodiscard]] static constexpr result<basic_puzzle> from_tiles(std::initializer_list<int> tiles) {
        return from_tiles<std::initializer_list<int>>(tiles);
    }

    /// The same tiles in the same cells.
    friend constexpr bool operator==(const basic_puzzle&, const basic_puzzle&) = default;
    /// Lexicographic order of the tiles in reading order: boards as keys of ordered containers.
    friend constexpr std::strong_ordering operator<=>(const basic_puzzle& a, const basic_puzzle& b) noexcept {
        return detail::compare_tiles(a.cells(), b.cells()); // the blank follows from the tiles
    }

private:
    constexpr std::span<tile_type> cells() noexcept { return cells_; }
    constexpr std::span<const tile_type> cells() const noexcept { return cells_; }
    struct blank_proxy {
        tile_type& slot;
        constexpr blank_proxy& operator=(std::size_t i) noexcept {
            slot = static_cast<tile_type>(i);
            return *this;
        }
    };
    constexpr blank_proxy blank_slot() noexcept { return {blank_}; }
    constexpr std::size_t blank_slot() const noexcept { return blank_; }
    constexpr std::array<tile_type, cell_count> scratch() const noexcept { return {}; }

    std::array<tile_type, cell_count> cells_{};
    tile_type blank_ = 0;
};

/// A board literal checked while compiling: not a permutation, or not solvable, does not compile.
///   constexpr auto p = npuzzle::make_puzzle<3, 3>({8, 6, 7, 2, 5, 4, 3, 0, 1});
template <std::size_t Rows, std::size_t Cols>
[[nodiscard]] consteval basic_puzzle<Rows, Cols> make_puzzle(std::initializer_list<int> tiles) {
    auto p = basic_puzzle<Rows, Cols>::from_tiles(tiles);
    if (!p) detail::board_literal_is_not_a_permutation();
    if (!p->is_solvable()) detail::board_literal_is_not_solvable();
    return *p;
}

} // namespace npuzzle

// Boards as keys of unordered containers. <optional> and <string_view> (error.hpp) declare
// std::hash already, so this costs no <functional>, the heaviest header the core used to include.
namespace std {
/// basic_puzzle::hash(), as std::hash.
template <size_t Rows, size_t Cols>
struct hash<npuzzle::basic_puzzle<Rows, Cols>> {
    /// The board's hash().
    constexpr size_t operator()(const npuzzle::basic_puzzle<Rows, Cols>& p) const noexcept {
        return static_cast<size_t>(p.hash());
    }
};
} // namespace std
