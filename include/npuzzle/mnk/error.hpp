// SPDX-License-Identifier: MIT
/// \file
/// Error values of the m,n,k game: what is wrong with a position or its game ID, and where.
/// Freestanding: no heap, no exceptions.
#pragma once

#include <npuzzle/core/error.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>

namespace npuzzle {

/// What is wrong with an m,n,k game ID or position; mnk_error says where.
enum class mnk_error_code : std::uint8_t {
    none,
    empty,             ///< nothing to parse
    bad_size,          ///< "RxCkK" missing or malformed
    size_too_small,    ///< a side below 1, or no line of 2 cells (1x1)
    size_too_large,    ///< a side above `expected`
    bad_k,             ///< K outside 2..`expected` (the longer side)
    shape_mismatch,    ///< another RxCkK than the board type holds
    bad_syntax,        ///< a character that does not belong, at column `position`
    wrong_row_count,   ///< `expected` rows wanted, `got` given
    wrong_row_length,  ///< row `position` has `got` cells, `expected` wanted
    wrong_cell_count,  ///< `expected` cells wanted, `got` given
    wrong_mark_counts, ///< X has `got` marks and O `value`: X moves first, so X has as many as O or one more
    both_won,          ///< X and O both have a line
    won_twice,         ///< the winner's lines share no mark: the game would have ended before
    winner_not_last,   ///< the player with a line did not make the last move
};

/// The m,n,k game's error: read with mnk_error::message().
using mnk_error = basic_error<mnk_error_code>;

/// The older spelling of mnk_error::message(), kept for callers written before it: the same words, "row 2
/// has 4 cells, expected 3", "unexpected character at column 9", ... New code writes e.message().
[[nodiscard]] constexpr static_string<96> message(const mnk_error& e) noexcept {
    static_string<96> m;
    switch (e.code) {
    case mnk_error_code::none: m.append("no error"); break;
    case mnk_error_code::empty: m.append("empty game ID"); break;
    case mnk_error_code::bad_size: m.append("expected a size such as 3x3k3 (rows x columns k line length)"); break;
    case mnk_error_code::size_too_small: m.append("a board needs a line of at least 2 cells (1x2 or larger)"); break;
    case mnk_error_code::size_too_large:
        m.append("board too large: at most ");
        m.append_number(e.expected);
        m.append(" rows and columns");
        break;
    case mnk_error_code::bad_k:
        m.append("line length k must be 2..");
        m.append_number(e.expected);
        m.append(", got ");
        m.append_read_number(e.value);
        break;
    case mnk_error_code::shape_mismatch: m.append("this board has another size or line length"); break;
    case mnk_error_code::bad_syntax:
        m.append("unexpected character at column ");
        m.append_number(e.position);
        m.append(" (cells are X, O or .; rows end with /)");
        break;
    case mnk_error_code::wrong_row_count:
        m.append("expected ");
        m.append_number(e.expected);
        m.append(" rows, got ");
        m.append_number(e.got);
        break;
    case mnk_error_code::wrong_row_length:
        m.append("row ");
        m.append_number(e.position);
        m.append(" has ");
        m.append_number(e.got);
        m.append(" cells, expected ");
        m.append_number(e.expected);
        break;
    case mnk_error_code::wrong_cell_count:
        m.append("expected ");
        m.append_number(e.expected);
        m.append(" cells, got ");
        m.append_number(e.got);
        break;
    case mnk_error_code::wrong_mark_counts:
        m.append("X has ");
        m.append_number(e.got);
        m.append(" marks and O ");
        m.append_number(e.value);
        m.append(": X moves first, so X has as many as O or one more");
        break;
    case mnk_error_code::both_won: m.append("X and O cannot both have a line"); break;
    case mnk_error_code::won_twice: m.append("the winner's lines share no mark: the game ended earlier"); break;
    case mnk_error_code::winner_not_last: m.append("the player with a line did not make the last move"); break;
    }
    return m;
}

/// A value or an mnk_error.
template <class T>
using mnk_result = result<T, mnk_error>;

} // namespace npuzzle
