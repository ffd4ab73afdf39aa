// SPDX-License-Identifier: MIT
/// \file
/// npuzzle::puzzle: a board whose shape is chosen at run time (a command line, a file), up to
/// 16 Mi cells. The one core header that uses the heap; every algorithm is board_interface's.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/notation.hpp>

#include <compare>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

namespace npuzzle {

/// A board whose shape is chosen at run time (a game ID, a command line): up to max_cells cells,
/// four bytes a tile, on the heap. Every rule is board_interface's; basic_puzzle is the compile-time
/// sized, heap-free twin. Hosted.
class puzzle : public board_interface<puzzle, std::uint32_t> {
    friend class board_interface<puzzle, std::uint32_t>;

public:
    /// Four bytes a tile, whatever the size.
    using tile_type = std::uint32_t;
    static constexpr std::size_t max_cells = std::size_t{1} << 24; ///< 4096 x 4096

    /// Solved 2x2; use solved(rows, cols) for other shapes.
    puzzle() : puzzle(2, 2) {}

    /// The number of rows.
    [[nodiscard]] std::size_t rows() const noexcept { return rows_; }
    /// The number of columns.
    [[nodiscard]] std::size_t cols() const noexcept { return cols_; }

    /// Whether a rows x cols board can be made, without making it.
    [[nodiscard]] static constexpr error check_shape(std::size_t rows, std::size_t cols) noexcept {
        if (rows < 2 || cols < 2) return {error_code::size_too_small};
        if (rows > max_cells / cols) return {error_code::size_too_large, 0, 0, max_cells, 0};
        return {};
    }
    /// The solved rows x cols board; an error (size_too_small, size_too_large) if check_shape() refuses
    /// the shape. O(rows * cols); may throw std::bad_alloc.
    [[nodiscard]] static result<puzzle> solved(std::size_t rows, std::size_t cols) {
        if (error e = check_shape(rows, cols)) return e;
        return puzzle(rows, cols);
    }

    /// A rows x cols board holding `tiles` (reading order, 0 the blank), solvable or not; errors: the
    /// shape's, then too_few_numbers, too_many_numbers, out_of_range or duplicate, with the position.
    template <class Range>
    [[nodiscard]] static result<puzzle> from_tiles(std::size_t rows, std::size_t cols, const Range& tiles) {
        auto p = solved(rows, cols);
        if (!p) return p;
        if (error e = p->assign(tiles)) return e;
        return p;
    }
    /// from_tiles() with a braced list.
    [[nodiscard]] static result<puzzle> from_tiles(std::size_t rows, std::size_t cols, std::initializer_list<int> tiles) {
        return from_tiles<std::initializer_list<int>>(rows, cols, tiles);
    }

    /// The same board at run time size, e.g. to hand a compile-time board to a runtime-sized tool.
    template <class Board>
    [[nodiscard]] static puzzle copy_of(const Board& b) {
        puzzle p(b.rows(), b.cols());
        (void)p.assign(b.tiles());
        return p;
    }

    /// The same shape and tiles.
    friend bool operator==(const puzzle&, const puzzle&) = default;
    /// By shape, then tile by tile (the blank follows from the tiles).
    friend std::strong_ordering operator<=>(const puzzle& a, const puzzle& b) noexcept {
        if (const auto c = a.rows_ <=> b.rows_; c != 0) return c;
        if (const auto c = a.cols_ <=> b.cols_; c != 0) return c;
        return detail::compare_tiles(a.cells(), b.cells());
    }

private:
    puzzle(std::size_t rows, std::size_t cols) : rows_(rows), cols_(cols), cells_(rows * cols) { reset(); }

    std::span<tile_type> cells() noexcept { return cells_; }
    std::span<const tile_type> cells() const noexcept { return cells_; }
    std::size_t& blank_slot() noexcept { return blank_; }
    std::size_t blank_slot() const noexcept { return blank_; }
    std::vector<tile_type> scratch() const { return std::vector<tile_type>(cells_.size()); }

    std::size_t rows_ = 0;
    std::size_t cols_ = 0;
    std::vector<tile_type> cells_;
    std::size_t blank_ = 0;
};

/// A runtime-sized board's game ID, "RxC:t,t,...": the heap's counterpart of to_game_id for
/// basic_puzzle (notation.hpp).
[[nodiscard]] inline std::string to_game_id(const puzzle& board) {
    std::string id;
    write_game_id(board, std::back_inserter(id));
    return id;
}

/// The letters of `moves` (any range of direction) as a string: {left, up, up} gives "LUU". Hosted
/// (write_letters() writes them without the heap). O(moves).
template <class Moves>
[[nodiscard]] std::string to_letters(const Moves& moves) {
    std::string letters;
    write_letters(moves, std::back_inserter(letters));
    return letters;
}

} // namespace npuzzle

namespace std {
/// puzzle::hash(), as std::hash: boards as keys of unordered containers.
template <>
struct hash<npuzzle::puzzle> {
    /// The board's hash().
    [[nodiscard]] size_t operator()(const npuzzle::puzzle& p) const noexcept { return npuzzle::detail::narrow<size_t>(p.hash()); }
};
} // namespace std
