// SPDX-License-Identifier: MIT
/// \file
/// The m,n,k game (generalised tic-tac-toe): X and O take turns marking empty cells of a Rows x Cols
/// board; the first to own K cells in a row, column or diagonal wins; a full board without a line is
/// a draw. Every rule is written once in mnk_interface, shared by the compile-time sized
/// basic_mnk<Rows, Cols, K> (here) and the runtime-sized npuzzle::mnk (dynamic_mnk.hpp).
/// Freestanding: no heap, no exceptions, no RTTI.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/mnk/error.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>

namespace npuzzle {

/// What a cell holds: nothing, an X or an O.
enum class mark : std::uint8_t { empty, x, o };

/// The other player: X for O, O for X, empty for empty.
[[nodiscard]] constexpr mark opponent(mark m) noexcept {
    return m == mark::x ? mark::o : m == mark::o ? mark::x : mark::empty;
}

/// '.', 'X', 'O': the letters of the game ID.
[[nodiscard]] constexpr char to_char(mark m) noexcept { return m == mark::x ? 'X' : m == mark::o ? 'O' : '.'; }

/// The four ways a line runs. A line starts at its top end (for a row, its left end; for "/", its
/// top-right end) and steps down and/or right, or down-left for "/".
enum class line_direction : std::uint8_t { row, column, diagonal /* \ */, anti_diagonal /* / */ };

/// The four line directions, for loops.
inline constexpr line_direction all_line_directions[4] = {line_direction::row, line_direction::column,
                                                          line_direction::diagonal,
                                                          line_direction::anti_diagonal};

/// The row step of one cell along `d`: 0 or 1.
[[nodiscard]] constexpr std::ptrdiff_t row_step(line_direction d) noexcept { return d == line_direction::row ? 0 : 1; }
/// The column step of one cell along `d`: -1, 0 or 1.
[[nodiscard]] constexpr std::ptrdiff_t col_step(line_direction d) noexcept {
    return d == line_direction::column ? 0 : d == line_direction::anti_diagonal ? -1 : 1;
}

/// The cell `n` steps from `c` in direction `d` (n may be negative); the caller keeps it on the board.
[[nodiscard]] constexpr cell step(cell c, line_direction d, std::ptrdiff_t n) noexcept {
    return {static_cast<std::size_t>(static_cast<std::ptrdiff_t>(c.row) + n * row_step(d)),
            static_cast<std::size_t>(static_cast<std::ptrdiff_t>(c.col) + n * col_step(d))};
}

/// `length` cells from `start` in direction `dir`. A winning line has length K or more (a run longer
/// than K, made by the last move joining two runs, is returned whole so a front end highlights it all).
struct mnk_line {
    /// The first cell (its top end, or left end for a row).
    cell start{};
    /// The way the line runs from start.
    line_direction dir = line_direction::row;
    /// Its cells; 0 for no line.
    std::size_t length = 0;

    /// The line's `i`th cell, 0 being start. Precondition: i < length.
    [[nodiscard]] constexpr cell at(std::size_t i) const noexcept { return step(start, dir, static_cast<std::ptrdiff_t>(i)); }
    /// The last cell. Precondition: length > 0.
    [[nodiscard]] constexpr cell end() const noexcept { return at(length - 1); }
    /// Whether `c` is one of the line's cells. O(length).
    [[nodiscard]] constexpr bool contains(cell c) const noexcept {
        for (std::size_t i = 0; i < length; ++i)
            if (at(i) == c) return true;
        return false;
    }
    /// The same cells in the same order.
    friend constexpr bool operator==(const mnk_line&, const mnk_line&) = default;
};

/// The largest side a board may have: cell indices then fit 16 bits.
inline constexpr std::size_t mnk_max_side = 255;

/// Why rows x cols with line length k is no game: sides 1..mnk_max_side with a line of at least 2
/// cells (1x1 has none), k 2..the longer side.
[[nodiscard]] constexpr mnk_error check_mnk_shape(std::size_t rows, std::size_t cols, std::size_t k) noexcept {
    if (rows < 1 || cols < 1 || (rows < 2 && cols < 2)) return {mnk_error_code::size_too_small};
    if (rows > mnk_max_side || cols > mnk_max_side)
        return {mnk_error_code::size_too_large, 0, 0, mnk_max_side, 0};
    const std::size_t longer = rows > cols ? rows : cols;
    if (k < 2 || k > longer) return {mnk_error_code::bad_k, 0, k, longer, 0};
    return {};
}

/// Calls f(mnk_line) for every line of exactly k cells on a rows x cols board: the lines a player
/// must fill to win. Direction by direction, starts in reading order.
template <class F>
constexpr void for_each_mnk_line(std::size_t rows, std::size_t cols, std::size_t k, F&& f) {
    if (k == 0) return;
    for (line_direction d : all_line_directions)
        for (std::size_t r = 0; r < rows; ++r)
            for (std::size_t c = 0; c < cols; ++c) {
                const auto end_row = static_cast<std::ptrdiff_t>(r) + static_cast<std::ptrdiff_t>(k - 1) * row_step(d);
                const auto end_col = static_cast<std::ptrdiff_t>(c) + static_cast<std::ptrdiff_t>(k - 1) * col_step(d);
                if (end_row < static_cast<std::ptrdiff_t>(rows) && end_col >= 0 &&
                    end_col < static_cast<std::ptrdiff_t>(cols))
                    f(mnk_line{{r, c}, d, k});
            }
}

/// How many lines for_each_mnk_line visits, by the closed formula: m(n-k+1) rows, n(m-k+1) columns,
/// (m-k+1)(n-k+1) diagonals each way, a term counting zero where k does not fit.
[[nodiscard]] constexpr std::size_t mnk_line_count(std::size_t rows, std::size_t cols, std::size_t k) noexcept {
    if (k == 0) return 0;
    const std::size_t across = cols >= k ? cols - k + 1 : 0, down = rows >= k ? rows - k + 1 : 0;
    return rows * across + cols * down + 2 * across * down;
}

/// Every winning line of a Rows x Cols board with line length K, computed while compiling.
template <std::size_t Rows, std::size_t Cols, std::size_t K>
[[nodiscard]] constexpr std::array<mnk_line, mnk_line_count(Rows, Cols, K)> mnk_lines() {
    std::array<mnk_line, mnk_line_count(Rows, Cols, K)> lines{};
    std::size_t n = 0;
    for_each_mnk_line(Rows, Cols, K, [&](const mnk_line& l) { lines[n++] = l; });
    return lines;
}

/// What the marks say: how many are placed, who (if anyone) has a line, and which.
struct mnk_status {
    /// Marks on the board.
    std::size_t placed = 0;
    /// Who has a line of K, or mark::empty.
    mark winner = mark::empty;
    /// The winner's line (length 0 while nobody has won).
    mnk_line line{};
    /// The same status.
    friend constexpr bool operator==(const mnk_status&, const mnk_status&) = default;
};

/// Every rule of the game. `Derived` supplies rows(), cols(), k() and cells() (a span over its marks,
/// row-major); the status lives here.
template <class Derived>
class mnk_interface {
public:
    /// The number of cells.
    [[nodiscard]] constexpr std::size_t size() const noexcept { return self().rows() * self().cols(); }
    /// The marks in reading order (row-major).
    [[nodiscard]] constexpr std::span<const mark> marks() const noexcept { return self().cells(); }
    /// Whether `c` is inside the board.
    [[nodiscard]] constexpr bool on_board(cell c) const noexcept { return c.row < self().rows() && c.col < self().cols(); }
    /// The mark at `c`. Precondition: on_board(c).
    [[nodiscard]] constexpr mark at(cell c) const noexcept { return marks()[to_index(c)]; }
    /// The mark at row `row`, column `col`. Precondition: on the board.
    [[nodiscard]] constexpr mark at(std::size_t row, std::size_t col) const noexcept { return at(cell{row, col}); }
    /// The cell of reading-order index `index`.
    [[nodiscard]] constexpr cell to_cell(std::size_t index) const noexcept {
        return {index / self().cols(), index % self().cols()};
    }
    /// The reading-order index of `c`.
    [[nodiscard]] constexpr std::size_t to_index(cell c) const noexcept { return c.row * self().cols() + c.col; }

    /// How many marks are on the board.
    [[nodiscard]] constexpr std::size_t placed() const noexcept { return status_.placed; }
    /// X moves first; a position always has as many X as O, or one more.
    [[nodiscard]] constexpr mark to_move() const noexcept { return status_.placed % 2 == 0 ? mark::x : mark::o; }
    /// Who has a line of K or more, or mark::empty.
    [[nodiscard]] constexpr mark winner() const noexcept { return status_.winner; }
    /// The winner's line (length 0 while nobody has won).
    [[nodiscard]] constexpr const mnk_line& winning_line() const noexcept { return status_.line; }
    /// Every cell marked and nobody has a line.
    [[nodiscard]] constexpr bool is_draw() const noexcept { return status_.winner == mark::empty && status_.placed == size(); }
    /// Won or drawn: no move is legal.
    [[nodiscard]] constexpr bool is_over() const noexcept { return status_.winner != mark::empty || status_.placed == size(); }
    /// Whether the player to move may mark `c`: on the board, empty, the game not over.
    [[nodiscard]] constexpr bool is_legal(cell c) const noexcept { return on_board(c) && !is_over() && at(c) == mark::empty; }

    /// The player to move marks `c`. Off the board: not a move; an occupied cell or a finished game:
    /// no effect. Only the lines through `c` can have been completed, so only they are looked at.
    constexpr move_outcome place(cell c) noexcept {
        if (!on_board(c)) return move_outcome::not_a_move;
        if (!is_legal(c)) return move_outcome::no_effect;
        const mark m = to_move();
        self().cells()[to_index(c)] = m;
        ++status_.placed;
        for (line_direction d : all_line_directions) {
            const mnk_line run = run_through(c, d);
            if (run.length >= self().k()) {
                status_.winner = m;
                status_.line = run;
                break;
            }
        }
        return move_outcome::moved;
    }

    /// Takes back the last move, which marked `c` (undo, and the players' search). The position
    /// before it had no winner: nobody moves after a win.
    constexpr void take_back(cell c) noexcept {
        self().cells()[to_index(c)] = mark::empty;
        --status_.placed;
        status_.winner = mark::empty;
        status_.line = {};
    }

    /// The longest run of c's mark through `c` in direction `d` (length 0 on an empty cell).
    constexpr mnk_line run_through(cell c, line_direction d) const noexcept {
        const mark m = at(c);
        if (m == mark::empty) return {c, d, 0};
        auto count_same = [&](std::ptrdiff_t sign) {
            std::size_t n = 0;
            for (auto r = static_cast<std::ptrdiff_t>(c.row), q = static_cast<std::ptrdiff_t>(c.col);;) {
                r += sign * row_step(d);
                q += sign * col_step(d);
                if (r < 0 || q < 0 || !on_board({static_cast<std::size_t>(r), static_cast<std::size_t>(q)}) ||
                    at(static_cast<std::size_t>(r), static_cast<std::size_t>(q)) != m)
                    return n;
                ++n;
            }
        };
        const std::size_t back = count_same(-1), ahead = count_same(+1);
        return {step(c, d, -static_cast<std::ptrdiff_t>(back)), d, back + ahead + 1};
    }

    /// Replaces every mark with `values` (reading order) after checking they are a position of a
    /// game: the right counts, at most one winner, whose lines all pass through one last move.
    /// On an error the board is left empty.
    template <class Range>
    constexpr mnk_error assign(const Range& values) {
        std::size_t got = 0, x = 0, o = 0;
        for (mark m : values) {
            ++got;
            x += m == mark::x;
            o += m == mark::o;
        }
        if (got != size() || (x != o && x != o + 1)) clear();
        if (got != size()) return {mnk_error_code::wrong_cell_count, 0, 0, size(), got};
        if (x != o && x != o + 1) return {mnk_error_code::wrong_mark_counts, 0, o, 0, x};
        auto c = self().cells();
        std::size_t i = 0;
        for (mark m : values) c[i++] = m;
        status_ = {x + o, mark::empty, {}};
        const mnk_error e = settle_winner();
        if (e) clear();
        return e;
    }

    /// Every cell empty, X to move.
    constexpr void clear() noexcept {
        for (mark& m : self().cells()) m = mark::empty;
        status_ = {};
    }

    /// Stateless but for the status: the derived boards compare their marks.
    friend constexpr bool operator==(const mnk_interface&, const mnk_interface&) = default;

protected:
    /// Kept by place(), undo and assign(), so the queries above are O(1).
    mnk_status status_{};

private:
    constexpr Derived& self() noexcept { return static_cast<Derived&>(*this); }
    constexpr const Derived& self() const noexcept { return static_cast<const Derived&>(*this); }

    /// Who has a line in a position that did not come from place(): the full scan, once. A game stops
    /// at its first line, so every line of the winner runs through the winner's last move: the
    /// cells of the first line found that lie on all the others are the candidates for it.
    constexpr mnk_error settle_winner() {
        /// Who has a line of K, or mark::empty.
        mark winner = mark::empty;
        mnk_line first{};
        std::array<bool, mnk_max_side> on_every_line{}; // by position along `first`
        bool both = false;
        for_each_mnk_line(self().rows(), self().cols(), self().k(), [&](const mnk_line& l) {
            const mark m = at(l.start);
            if (m == mark::empty) return;
            for (std::size_t i = 1; i < l.length; ++i)
                if (at(l.at(i)) != m) return;
            if (winner == mark::empty) {
                winner = m;
                first = l;
                for (std::size_t i = 0; i < l.length; ++i) on_every_line[i] = true;
            } else if (m != winner) {
                both = true;
            } else {
                for (std::size_t i = 0; i < first.length; ++i)
                    on_every_line[i] = on_every_line[i] && l.contains(first.at(i));
            }
        });
        if (both) return {mnk_error_code::both_won};
        if (winner == mark::empty) return {};
        // X's last move leaves one more X than O (an odd total), O's leaves them equal.
        if ((winner == mark::x) != (status_.placed % 2 == 1)) return {mnk_error_code::winner_not_last};
        for (std::size_t i = 0; i < first.length; ++i)
            if (on_every_line[i]) {
                // Replaying that move sets the winner and the whole winning run, as in a game.
                take_back(first.at(i));
                place(first.at(i));
                return {};
            }
        return {mnk_error_code::won_twice};
    }
};

/// A Rows x Cols board with line length K, all known at compile time: one byte a cell.
template <std::size_t Rows, std::size_t Cols, std::size_t K>
class basic_mnk : public mnk_interface<basic_mnk<Rows, Cols, K>> {
    static_assert(!check_mnk_shape(Rows, Cols, K), "no m,n,k game: sides 1..255, K 2..the longer side");
    friend class mnk_interface<basic_mnk>;

public:
    /// The rows, as a constant.
    static constexpr std::size_t static_rows = Rows;
    /// The columns, as a constant.
    static constexpr std::size_t static_cols = Cols;
    /// The line length, as a constant.
    static constexpr std::size_t static_k = K;
    /// The cells.
    static constexpr std::size_t cell_count = Rows * Cols;
    /// Room for every move of a game: the session's undo history.
    using move_list = std::array<std::uint16_t, cell_count>;

    /// Empty, X to move.
    constexpr basic_mnk() noexcept = default;

    /// The number of rows.
    [[nodiscard]] static constexpr std::size_t rows() noexcept { return Rows; }
    /// The number of columns.
    [[nodiscard]] static constexpr std::size_t cols() noexcept { return Cols; }
    /// The line length that wins.
    [[nodiscard]] static constexpr std::size_t k() noexcept { return K; }
    /// Every line of K cells on the board (computed while compiling).
    [[nodiscard]] static constexpr const std::array<mnk_line, mnk_line_count(Rows, Cols, K)>& lines() noexcept {
        return all_lines;
    }

    /// The shape check of the generic parser: only Rows x Cols with K fits here.
    [[nodiscard]] static constexpr mnk_result<basic_mnk> empty(std::size_t rows, std::size_t cols, std::size_t k) {
        if (mnk_error e = check_mnk_shape(rows, cols, k)) return e;
        if (rows != Rows || cols != Cols || k != K) return mnk_error{mnk_error_code::shape_mismatch};
        return basic_mnk{};
    }

    /// From marks in reading order, checked by assign().
    template <class Range>
    [[nodiscard]] static constexpr mnk_result<basic_mnk> from_marks(const Range& marks) {
        basic_mnk b;
        if (mnk_error e = b.assign(marks)) return e;
        return b;
    }
    /// from_marks() with a braced list.
    [[nodiscard]] static constexpr mnk_result<basic_mnk> from_marks(std::initializer_list<mark> marks) {
        return from_marks<std::initializer_list<mark>>(marks);
    }

    /// An empty move_list (the session's undo history) for this board.
    [[nodiscard]] constexpr move_list make_move_list() const noexcept { return {}; }

    /// The same marks.
    friend constexpr bool operator==(const basic_mnk&, const basic_mnk&) = default;

private:
    static constexpr std::array<mnk_line, mnk_line_count(Rows, Cols, K)> all_lines = mnk_lines<Rows, Cols, K>();

    constexpr std::span<mark> cells() noexcept { return cells_; }
    constexpr std::span<const mark> cells() const noexcept { return cells_; }

    std::array<mark, cell_count> cells_{};
};

/// Tic-tac-toe: 3x3, three in a row.
using tic_tac_toe = basic_mnk<3, 3, 3>;

} // namespace npuzzle
