// SPDX-License-Identifier: MIT
/// \file
/// The speed-solving community's notations, as slidysim writes them (slidysim/slidysim.github.io,
/// SLIDYSIM_README.md, "Scrambles and solutions"; modules/slidingPuzzle.js reads and writes both):
///
///   scramble   "5 3 8 9/0 2 4 1/7 10 14 13/12 11 6 15"   rows top to bottom, '/' between rows, spaces
///                                                        between numbers, 0 the blank
///   solution   "URDL2UR2DLUR2ULURDL2URDLUL"              a letter per move; a number after a letter
///                                                        repeats it ("L2" is "LL", "R100" a hundred R)
///
/// slidysim's letters name where a *tile* moves ("U - tile moves to the top"; its applyMoves() moves the
/// blank down for U and right for L), which is our sense (direction.hpp): no conversion is needed.
/// slidysim writes capitals and never a count of 1; we read a count of 1 too, and write as it does.
/// Freestanding: parsing writes into a board or calls a function per move; writing goes to any output
/// iterator of char.
#pragma once

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/core/notation.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace npuzzle {

/// Parses a slidysim scramble into a board of type Board (basic_puzzle<R, C> or puzzle). A scramble is
/// a game ID whose rows are separated by '/', which parse_board() reads (the rows give the shape); this
/// only insists on the scramble's own alphabet (digits, spaces, '/') and on rows. Errors say what and
/// where: a character that does not belong (its column), a row longer or shorter than the first, a
/// side below 2, a shape the board cannot take, and the game ID's permutation errors. Unsolvable
/// boards parse, as in parse_board().
template <class Board>
constexpr result<Board> parse_slidysim_scramble(std::string_view text) {
    bool digits = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        digits = digits || detail::is_digit(c);
        if (!detail::is_digit(c) && c != '/' && c != ' ' && c != '\t' && !detail::is_trailing_space(c))
            return error{error_code::bad_syntax, i + 1, 0, 0, 0};
    }
    if (!digits) return error{error_code::empty};
    if (text.find('/') == std::string_view::npos) return error{error_code::size_too_small}; // one row
    return parse_board<Board>(text);
}

/// Writes `board` as a slidysim scramble ("5 3 8 9/0 2 4 1/...") and returns the iterator past it.
template <class Board, class Out>
constexpr Out write_slidysim_scramble(const Board& board, Out out) {
    for (std::size_t r = 0; r < board.rows(); ++r) {
        if (r > 0) *out++ = '/';
        for (std::size_t c = 0; c < board.cols(); ++c) {
            if (c > 0) *out++ = ' ';
            out = write_decimal(board.at(r, c), out);
        }
    }
    return out;
}

/// The largest repeat count a run-length solution may hold.
inline constexpr std::uint64_t max_repeat = 0xffffffffu;

/// Reads run-length moves ("URDL2UR2") run by run, calling `f(direction, count)` for each run, but
/// only once the whole text is known to be valid: on an error nothing has been called. Spaces around
/// the whole are ignored; an empty text is no moves (a solved board's solution). Errors: a character
/// other than U D L R and digits, or a count with no letter before it (bad_syntax at its column); a
/// count of 0 or above max_repeat (bad_repeat at its column).
template <class F>
constexpr error for_each_run_length_run(std::string_view text, F&& f) {
    std::size_t start = 0;
    while (start < text.size() && detail::is_trailing_space(text[start])) ++start;
    std::size_t end = text.size();
    while (end > start && detail::is_trailing_space(text[end - 1])) --end;
    const std::string_view body(text.data(), end); // columns count from the untrimmed start
    const auto is_move = [](char c) { return c == 'U' || c == 'D' || c == 'L' || c == 'R'; };

    for (int pass = 0; pass < 2; ++pass) { // check everything, then report
        for (std::size_t i = start; i < end;) {
            const char letter = body[i];
            if (!is_move(letter)) return error{error_code::bad_syntax, i + 1, 0, 0, 0};
            std::size_t pos = ++i;
            std::uint64_t count = 1;
            if (pos < end && detail::is_digit(body[pos])) {
                detail::read_number(body, pos, count);
                if (count == 0 || count > max_repeat) return error{error_code::bad_repeat, i + 1, count, max_repeat, 0};
            }
            if (pass == 1) f(from_letter(letter), count);
            i = pos;
        }
    }
    return {};
}

/// The same, calling `f(direction)` once for each move.
template <class F>
constexpr error for_each_run_length_move(std::string_view text, F&& f) {
    return for_each_run_length_run(text, [&f](direction d, std::uint64_t count) {
        for (std::uint64_t k = 0; k < count; ++k) f(d);
    });
}

/// The number of moves a run-length text holds, or its first error.
constexpr result<std::uint64_t> count_run_length_moves(std::string_view text) {
    std::uint64_t moves = 0;
    if (error e = for_each_run_length_run(text, [&moves](direction, std::uint64_t count) { moves += count; }))
        return e;
    return moves;
}

/// Writes moves in run-length notation as they come: a run is written when the next move differs,
/// or on finish(). For solutions too long to hold (npuzzle-solve streams them).
class run_length_writer {
public:
    /// Adds move `d`, writing the run before it to `out` when `d` starts a new run; returns the
    /// iterator past what it wrote.
    template <class Out>
    constexpr Out put(direction d, Out out) {
        if (d == last_ && count_ < max_repeat) {
            ++count_;
            return out;
        }
        out = finish(out);
        last_ = d;
        count_ = 1;
        return out;
    }
    /// Writes the run in progress, if any.
    template <class Out>
    constexpr Out finish(Out out) {
        if (count_ == 0) return out;
        *out++ = to_letter(last_);
        if (count_ > 1) out = write_decimal(count_, out);
        count_ = 0;
        return out;
    }

private:
    direction last_ = direction::none;
    std::uint64_t count_ = 0;
};

/// Writes the moves [first, last) in run-length notation ("URDL2UR2").
template <class It, class Out>
constexpr Out write_run_length(It first, It last, Out out) {
    run_length_writer w;
    for (; first != last; ++first) out = w.put(*first, out);
    return w.finish(out);
}

} // namespace npuzzle
