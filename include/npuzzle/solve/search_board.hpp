// SPDX-License-Identifier: MIT
// The board as a search sees it: tiles by cell and cells by tile, with the geometry precomputed, so a
// move is three stores and a heuristic finds any tile at once. Hosted: sized at run time, any shape;
// allocated once per search, never inside it. Or sized while compiling (basic_search_board<4, 4>): the
// same code with its arrays in the object and its size a constant, which a search's hot loop folds into
// its indexes (issue 36: the 4x4 search generates the same nodes with fewer instructions).
#pragma once

#include <npuzzle/core/assert.hpp>
#include <npuzzle/core/direction.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace npuzzle::solve {

/// A cell that does not exist (beyond a wall).
inline constexpr std::uint32_t no_cell = 0xffffffffu;

/// The board as a search sees it (see above): `Rows` x `Cols` cells fixed while compiling, or (0 x 0:
/// search_board) any shape, sized at run time.
template <std::uint32_t Rows = 0, std::uint32_t Cols = 0>
class basic_search_board {
    static_assert((Rows == 0) == (Cols == 0), "basic_search_board: both sizes fixed, or neither");

public:
    /// Whether the shape is fixed while compiling.
    static constexpr bool fixed = Rows != 0;
    static constexpr std::uint32_t fixed_rows = Rows; ///< the rows when fixed, else 0
    static constexpr std::uint32_t fixed_cols = Cols; ///< the columns when fixed, else 0

    /// A copy of `board` (basic_puzzle<R, C>, puzzle, another search board): linear in its cells;
    /// allocates unless fixed. A fixed board takes only a board of its shape (NPUZZLE_ASSERT).
    template <class Board>
    explicit basic_search_board(const Board& board) : basic_search_board(copy_of, board) {}

    /// A fixed board from a search board of any shape (which must have this one): what a search
    /// compiled for one size is given.
    /// (A template: of a board of any shape, it would be a copy constructor.)
    template <class Any>
        requires fixed && std::is_same_v<Any, basic_search_board<>>
    basic_search_board(const Any& board) // NOLINT(google-explicit-constructor): a search's argument
        : basic_search_board(copy_of, board) {}

    /// The tile on `cell`, as the core library's boards read (so one search board copies another).
    std::uint32_t operator[](std::uint32_t cell) const noexcept { return tile_at(cell); }

    std::uint32_t rows() const noexcept { return fixed ? Rows : rows_; } ///< rows of cells
    std::uint32_t cols() const noexcept { return fixed ? Cols : cols_; } ///< columns of cells
    std::uint32_t size() const noexcept { return fixed ? Rows * Cols : size_; } ///< cells, rows() * cols()

    std::uint32_t tile_at(std::uint32_t cell) const noexcept { return tile_at_[cell]; } ///< the tile on `cell` (0: blank)
    std::uint32_t cell_of(std::uint32_t tile) const noexcept { return cell_of_[tile]; } ///< where `tile` stands
    const std::uint32_t* cells_by_tile() const noexcept { return cell_of_.data(); } ///< cell_of() for every tile, size() of them
    std::uint32_t blank() const noexcept { return cell_of_[0]; } ///< the blank's cell

    std::uint32_t row_of(std::uint32_t cell) const noexcept { return row_of_[cell]; } ///< `cell`'s row
    std::uint32_t col_of(std::uint32_t cell) const noexcept { return col_of_[cell]; } ///< `cell`'s column
    /// The goal cell of tile t (docs/DESIGN.md, Goal: 1..n-1 in reading order, the blank last).
    std::uint32_t goal_of(std::uint32_t tile) const noexcept { return tile == 0 ? size() - 1 : tile - 1; }

    /// Every tile home. One comparison unless the blank is home.
    bool solved() const noexcept {
        if (blank() != size() - 1) return false;
        for (std::uint32_t c = 0; c + 1 < size(); ++c)
            if (tile_at_[c] != c + 1) return false;
        return true;
    }

    /// This board's shape solved.
    basic_search_board goal() const {
        basic_search_board g = *this;
        for (std::uint32_t c = 0; c < size(); ++c) {
            g.tile_at_[c] = c + 1 == size() ? 0 : c + 1;
            g.cell_of_[g.tile_at_[c]] = c;
        }
        return g;
    }

    /// How far tile t stands at `cell` from its goal cell, by rows plus columns.
    std::int32_t distance(std::uint32_t tile, std::uint32_t cell) const noexcept {
        if constexpr (fixed)
            return distances_[tile * size() + cell];
        else
            return distances_ ? distances_[tile * size() + cell] : taxicab(tile, cell);
    }

    /// Where the blank goes when a tile slides `d` into it, or no_cell at a wall.
    std::uint32_t neighbour(std::uint32_t cell, direction d) const noexcept {
        return neighbours_[cell][static_cast<std::size_t>(d)];
    }

    /// The directions a tile can slide into a blank at `cell`: bit d for direction d.
    std::uint8_t exits(std::uint32_t cell) const noexcept { return exits_[cell]; }

    /// The tile next to the blank slides `d` into it; returns the tile. The caller knows it can.
    std::uint32_t slide(direction d) noexcept { return slide(neighbour(blank(), d), blank()); }

    /// The same for a caller that knows the cells: the tile on `from` slides into the blank on `to`.
    std::uint32_t slide(std::uint32_t from, std::uint32_t to) noexcept {
        const std::uint32_t tile = tile_at_[from];
        tile_at_[to] = tile;
        tile_at_[from] = 0;
        cell_of_[tile] = to;
        cell_of_[0] = from;
        return tile;
    }

private:
    /// Per-cell storage: in the object when the size is fixed, else allocated once.
    template <class T>
    using cells_of = std::conditional_t<fixed, std::array<T, std::size_t{Rows} * Cols>, std::vector<T>>;
    template <class T>
    static cells_of<T> sized(std::uint32_t n) {
        if constexpr (fixed) return cells_of<T>{};
        else return cells_of<T>(n);
    }

    struct copy_of_t {};
    static constexpr copy_of_t copy_of{};
    template <class Board>
    basic_search_board(copy_of_t, const Board& board)
        : rows_(static_cast<std::uint32_t>(board.rows())), cols_(static_cast<std::uint32_t>(board.cols())),
          size_(static_cast<std::uint32_t>(board.size())), tile_at_(sized<std::uint32_t>(size_)),
          cell_of_(sized<std::uint32_t>(size_)), row_of_(sized<std::uint32_t>(size_)), col_of_(sized<std::uint32_t>(size_)),
          neighbours_(sized<std::array<std::uint32_t, 4>>(size_)), exits_(sized<std::uint8_t>(size_)) {
        if constexpr (fixed) NPUZZLE_ASSERT(rows_ == Rows && cols_ == Cols, "basic_search_board: a board of another shape");
        const std::uint32_t n = size();
        for (std::uint32_t c = 0; c < n; ++c) {
            row_of_[c] = c / cols_;
            col_of_[c] = c % cols_;
            for (direction d : all_directions) {
                // The tile that slides `d` into a blank at c comes from the cell the blank goes to.
                const auto r = static_cast<std::int64_t>(row_of_[c]) + blank_row_step(d);
                const auto k = static_cast<std::int64_t>(col_of_[c]) + blank_col_step(d);
                const bool inside = r >= 0 && r < rows_ && k >= 0 && k < cols_;
                neighbours_[c][static_cast<std::size_t>(d)] =
                    inside ? static_cast<std::uint32_t>(r * cols_ + k) : no_cell;
                if (inside) exits_[c] = static_cast<std::uint8_t>(exits_[c] | 1u << static_cast<unsigned>(d));
            }
        }
        if constexpr (fixed) {
            for (std::uint32_t t = 0; t < n; ++t)
                for (std::uint32_t c = 0; c < n; ++c) distances_[t * n + c] = static_cast<std::uint16_t>(taxicab(t, c));
        } else if (n <= max_tabled_cells) {
            auto table = std::make_shared<std::vector<std::uint16_t>>();
            for (std::uint32_t t = 0; t < n; ++t)
                for (std::uint32_t c = 0; c < n; ++c) table->push_back(static_cast<std::uint16_t>(taxicab(t, c)));
            distances_ = table->data();
            distance_table_ = std::move(table);
        }
        for (std::uint32_t c = 0; c < n; ++c) {
            tile_at_[c] = static_cast<std::uint32_t>(board[c]);
            cell_of_[tile_at_[c]] = c;
        }
    }

    /// Up to 32x32 the distances are a table (at most 2 MiB), looked up in the search's hot loop.
    static constexpr std::uint32_t max_tabled_cells = 1024;

    std::int32_t taxicab(std::uint32_t tile, std::uint32_t cell) const noexcept {
        const std::uint32_t goal = goal_of(tile);
        auto gap = [](std::uint32_t a, std::uint32_t b) { return static_cast<std::int32_t>(a > b ? a - b : b - a); };
        return gap(row_of_[cell], row_of_[goal]) + gap(col_of_[cell], col_of_[goal]);
    }

    std::uint32_t rows_, cols_, size_;
    cells_of<std::uint32_t> tile_at_, cell_of_, row_of_, col_of_;
    cells_of<std::array<std::uint32_t, 4>> neighbours_;
    cells_of<std::uint8_t> exits_;
    std::shared_ptr<const std::vector<std::uint16_t>> distance_table_; ///< shared by copies (up to 2 MiB); unused when fixed
    /// The distances [tile * size() + cell]: in the object when fixed, else distance_table_'s (if any).
    std::conditional_t<fixed, std::array<std::uint16_t, std::size_t{Rows} * Cols * Rows * Cols>, const std::uint16_t*>
        distances_{};
};

/// A search board of any shape, sized at run time.
using search_board = basic_search_board<>;

} // namespace npuzzle::solve
