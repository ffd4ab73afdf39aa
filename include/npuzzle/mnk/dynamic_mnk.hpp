// SPDX-License-Identifier: MIT
/// \file
/// npuzzle::mnk: an m,n,k board whose size and line length are chosen at run time (a command line,
/// a game ID). Uses the heap; every rule is mnk_interface's.
#pragma once

#include <npuzzle/mnk/board.hpp>

#include <cstdint>
#include <initializer_list>
#include <vector>

namespace npuzzle {

/// An m,n,k board whose rows, columns and line length are chosen at run time (heap: one byte a
/// cell). Every rule is mnk_interface's; basic_mnk is the compile-time sized, heap-free twin.
class mnk : public mnk_interface<mnk> {
    friend class mnk_interface<mnk>;

public:
    /// Room for every move of a game: the session's undo history.
    using move_list = std::vector<std::uint16_t>;

    /// Empty 3x3 tic-tac-toe; use empty(rows, cols, k) for other games.
    mnk() : mnk(3, 3, 3) {}

    /// The number of rows.
    [[nodiscard]] std::size_t rows() const noexcept { return rows_; }
    /// The number of columns.
    [[nodiscard]] std::size_t cols() const noexcept { return cols_; }
    /// The line length that wins.
    [[nodiscard]] std::size_t k() const noexcept { return k_; }

    /// An empty rows x cols board with line length k; an error (check_mnk_shape) for sides outside
    /// 1..mnk_max_side, no line of 2 cells, or k outside 2..the longer side. May throw std::bad_alloc.
    [[nodiscard]] static mnk_result<mnk> empty(std::size_t rows, std::size_t cols, std::size_t k) {
        if (mnk_error e = check_mnk_shape(rows, cols, k)) return e;
        return mnk(rows, cols, k);
    }

    /// A rows x cols board with line length k holding `marks` (reading order), checked as assign()
    /// checks them: the shape's errors, then a wrong count of cells or marks, two winners, a win not
    /// made last.
    template <class Range>
    [[nodiscard]] static mnk_result<mnk> from_marks(std::size_t rows, std::size_t cols, std::size_t k, const Range& marks) {
        auto b = empty(rows, cols, k);
        if (!b) return b;
        if (mnk_error e = b->assign(marks)) return e;
        return b;
    }
    /// from_marks() with a braced list.
    [[nodiscard]] static mnk_result<mnk> from_marks(std::size_t rows, std::size_t cols, std::size_t k,
                                      std::initializer_list<mark> marks) {
        return from_marks<std::initializer_list<mark>>(rows, cols, k, marks);
    }

    /// The same position at run time size, e.g. to hand a basic_mnk to a runtime-sized player.
    template <class Board>
    [[nodiscard]] static mnk copy_of(const Board& b) {
        mnk m(b.rows(), b.cols(), b.k());
        m.cells_.assign(b.marks().begin(), b.marks().end());
        m.status_ = {b.placed(), b.winner(), b.winning_line()};
        return m;
    }

    /// An empty move_list (the session's undo history) for this board.
    [[nodiscard]] move_list make_move_list() const { return move_list(cells_.size()); }

    /// The same shape and marks.
    friend bool operator==(const mnk&, const mnk&) = default;

private:
    mnk(std::size_t rows, std::size_t cols, std::size_t k)
        : rows_(rows), cols_(cols), k_(k), cells_(rows * cols, mark::empty) {}

    std::span<mark> cells() noexcept { return cells_; }
    std::span<const mark> cells() const noexcept { return cells_; }

    std::size_t rows_ = 0, cols_ = 0, k_ = 0;
    std::vector<mark> cells_;
};

} // namespace npuzzle
