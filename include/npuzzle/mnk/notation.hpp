// SPDX-License-Identifier: MIT
/// \file
/// Game IDs of m,n,k positions, in the spirit of docs/DESIGN.md's notation:
///   "3x3k3"                  an empty 3x3 board, three in a row wins
///   "3x3k3:X.O/.X./..O"      rows top to bottom separated by '/', cells X, O or '.' (x and o also read)
/// Whose turn it is follows from the marks (X moves first), and so do the winner and the winning
/// line. Errors say what is wrong and where. Freestanding: parsing writes into the board, formatting
/// into any output iterator.
#pragma once

#include <npuzzle/core/error.hpp>
#include <npuzzle/core/narrow.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/mnk/board.hpp>
#include <npuzzle/mnk/error.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace npuzzle {

namespace detail {

constexpr bool is_mark_char(char c) noexcept {
    return c == 'X' || c == 'x' || c == 'O' || c == 'o' || c == '.';
}

constexpr mark mark_of(char c) noexcept {
    return c == 'X' || c == 'x' ? mark::x : c == 'O' || c == 'o' ? mark::o : mark::empty;
}

// The marks of a body whose layout has been checked, in reading order, for mnk_interface::assign.
struct mark_range {
    std::string_view body;
    struct iterator {
        const char* at;
        const char* end;
        constexpr mark operator*() const noexcept { return mark_of(*at); }
        constexpr iterator& operator++() noexcept {
            do ++at;
            while (at != end && *at == '/');
            return *this;
        }
        constexpr bool operator!=(const iterator& other) const noexcept { return at != other.at; }
    };
    constexpr iterator begin() const noexcept { return {body.data(), body.data() + body.size()}; }
    constexpr iterator end() const noexcept {
        return {body.data() + body.size(), body.data() + body.size()};
    }
};

// "RxCkK": false if malformed. Numbers too large for a side are clamped past the largest side, so
// check_mnk_shape reports them; `read_k` is K as written (saturated at 2^64-1), for its message.
constexpr bool parse_mnk_size(std::string_view s, std::size_t& rows, std::size_t& cols, std::size_t& k,
                              std::uint64_t& read_k) {
    std::size_t pos = 0;
    std::uint64_t v[3]{};
    constexpr char after[2][2] = {{'x', 'X'}, {'k', 'K'}};
    for (int i = 0; i < 3; ++i) {
        if (!read_number(s, pos, v[i])) return false;
        if (i < 2) {
            if (pos >= s.size() || (s[pos] != after[i][0] && s[pos] != after[i][1])) return false;
            ++pos;
        }
    }
    if (pos != s.size()) return false;
    auto clamp = [](std::uint64_t n) { return detail::narrow<std::size_t>(n > mnk_max_side ? mnk_max_side + 1 : n); };
    rows = clamp(v[0]);
    cols = clamp(v[1]);
    k = clamp(v[2]);
    read_k = v[2];
    return true;
}

} // namespace detail

/// Parses a game ID into a position of type Board (basic_mnk<R, C, K> or mnk).
template <class Board>
constexpr mnk_result<Board> parse_mnk(std::string_view text) {
    // Columns in errors count from the start of the untrimmed text, as the user typed it.
    std::size_t start = 0;
    while (start < text.size() && detail::is_trailing_space(text[start])) ++start;
    text.remove_prefix(start);
    while (!text.empty() && detail::is_trailing_space(text.back())) text.remove_suffix(1);
    if (text.empty()) return mnk_error{mnk_error_code::empty};

    // No substr: it may throw, and the core builds without exceptions.
    const std::size_t colon = std::min(text.find(':'), text.size());
    std::size_t rows = 0, cols = 0, k = 0;
    std::uint64_t read_k = 0;
    if (!detail::parse_mnk_size({text.data(), colon}, rows, cols, k, read_k))
        return mnk_error{mnk_error_code::bad_size};
    if (mnk_error e = check_mnk_shape(rows, cols, k)) {
        if (e.code == mnk_error_code::bad_k) e.value = read_k; // "got 257", not the clamped 256
        return e;
    }
    auto board = Board::empty(rows, cols, k);
    if (!board || colon == text.size()) return board;

    const std::string_view body{text.data() + colon + 1, text.size() - colon - 1};
    const std::size_t offset = start + colon + 1;
    std::size_t row = 1, length = 0;
    for (std::size_t i = 0; i <= body.size(); ++i) {
        if (i == body.size() || body[i] == '/') {
            if (length != cols) return mnk_error{mnk_error_code::wrong_row_length, row, 0, cols, length};
            if (i < body.size()) ++row;
            length = 0;
        } else if (detail::is_mark_char(body[i])) {
            ++length;
        } else {
            return mnk_error{mnk_error_code::bad_syntax, offset + i + 1};
        }
    }
    if (row != rows) return mnk_error{mnk_error_code::wrong_row_count, 0, 0, rows, row};
    if (mnk_error e = board->assign(detail::mark_range{body})) return e;
    return board;
}

/// Writes "RxCkK:rows/..." to `out` (an output iterator of char) and returns the iterator past it.
template <class Board, class Out>
constexpr Out write_mnk_id(const Board& board, Out out) {
    out = write_decimal(board.rows(), out);
    *out++ = 'x';
    out = write_decimal(board.cols(), out);
    *out++ = 'k';
    out = write_decimal(board.k(), out);
    *out++ = ':';
    for (std::size_t r = 0; r < board.rows(); ++r) {
        if (r > 0) *out++ = '/';
        for (std::size_t c = 0; c < board.cols(); ++c) *out++ = to_char(board.at(r, c));
    }
    return out;
}

/// The longest game ID of a rows x cols board, for a fixed buffer.
[[nodiscard]] constexpr std::size_t max_mnk_id_length(std::size_t rows, std::size_t cols) noexcept {
    return 3 * 3 + 3 + rows * (cols + 1);
}

/// A compile-time board's game ID without the heap.
template <std::size_t Rows, std::size_t Cols, std::size_t K>
[[nodiscard]] constexpr auto to_mnk_id(const basic_mnk<Rows, Cols, K>& board) {
    static_string<max_mnk_id_length(Rows, Cols)> id;
    write_mnk_id(board, id.appending());
    return id;
}

} // namespace npuzzle
