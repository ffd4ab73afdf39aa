// SPDX-License-Identifier: MIT
/// \file
/// Game IDs (docs/DESIGN.md, Notation and game IDs): "RxC:t,t,..." row-major, "RxC#seed", or bare
/// numbers separated by spaces or commas when the size is given or the count is a square. Rows may be
/// separated by '/', as speed-solvers paste them ("1 2 3/4 5 6/7 8 0"): then the rows say the shape,
/// with or without RxC.
/// Errors say what is wrong and where.
/// Freestanding: parsing writes into the board, formatting into any output iterator.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/core/narrow.hpp>
#include <npuzzle/core/random.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace npuzzle {

/// Every seed but the largest names a game: parse_board refuses "RxC#18446744073709551615", which
/// reads as an overflow.
inline constexpr std::uint64_t max_seed = ~std::uint64_t{0} - 1;
/// Whether `seed` names a game: every seed up to max_seed.
[[nodiscard]] constexpr bool is_valid_seed(std::uint64_t seed) noexcept { return seed <= max_seed; }

/// The seed after `seed`, the one next-game rule: the largest seed is skipped, so the next of the one
/// before is 0 (and so is the next of the largest).
[[nodiscard]] constexpr std::uint64_t next_seed(std::uint64_t seed) noexcept {
    return is_valid_seed(seed + 1) ? seed + 1 : 0;
}

/// A board's shape: rows x columns, as "RxC" says.
struct shape {
    /// The rows; 0 when not given.
    std::size_t rows = 0;
    /// The columns; 0 when not given.
    std::size_t cols = 0;
    /// The same rows and columns.
    friend constexpr bool operator==(const shape&, const shape&) = default;
};

namespace detail {

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr bool is_separator(char c) noexcept { return c == ',' || c == ' ' || c == '\t' || c == '/'; }
constexpr bool is_trailing_space(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

constexpr std::string_view trim(std::string_view s) noexcept {
    while (!s.empty() && is_trailing_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_trailing_space(s.back())) s.remove_suffix(1);
    return s;
}

// Reads a decimal number at `pos`, saturating at 2^64-1; false if there is no digit there.
constexpr bool read_number(std::string_view s, std::size_t& pos, std::uint64_t& value) noexcept {
    if (pos >= s.size() || !is_digit(s[pos])) return false;
    value = 0;
    for (; pos < s.size() && is_digit(s[pos]); ++pos) {
        const auto digit = static_cast<std::uint64_t>(s[pos] - '0');
        value = value > (~std::uint64_t{0} - digit) / 10 ? ~std::uint64_t{0} : value * 10 + digit;
    }
    return true;
}

// The numbers of a board body, one by one; `offset` is where `body` starts in the original text,
// so a syntax error names the column the user sees.
class number_reader {
public:
    constexpr number_reader(std::string_view body, std::size_t offset) : body_(body), offset_(offset) {}

    // Next number into `value`; false at the end or on an error (then failure() says which).
    constexpr bool next(std::uint64_t& value) {
        while (pos_ < body_.size() && is_separator(body_[pos_])) ++pos_;
        if (pos_ >= body_.size()) return false;
        if (!read_number(body_, pos_, value)) {
            error_ = {error_code::bad_syntax, offset_ + pos_ + 1, 0, 0, 0};
            return false;
        }
        if (pos_ < body_.size() && !is_separator(body_[pos_])) {
            error_ = {error_code::bad_syntax, offset_ + pos_ + 1, 0, 0, 0};
            return false;
        }
        return true;
    }
    constexpr const error& failure() const noexcept { return error_; }

private:
    std::string_view body_;
    std::size_t offset_;
    std::size_t pos_ = 0;
    error error_{};
};

// Counts the numbers of a body, or reports its first syntax error.
constexpr error count_numbers(std::string_view body, std::size_t offset, std::size_t& count) {
    number_reader reader(body, offset);
    std::uint64_t v = 0;
    count = 0;
    while (reader.next(v)) ++count;
    return reader.failure();
}

// The shape of a body whose rows are separated by '/': as many rows as pieces, as many columns as
// numbers in each. An error for a row of another length, or an empty one (at the '/' next to it).
constexpr error count_rows(std::string_view body, std::size_t offset, shape& written) {
    written = {};
    std::size_t start = 0, row = 0;
    for (;;) {
        const std::size_t slash = body.find('/', start);
        const std::size_t end = slash == std::string_view::npos ? body.size() : slash;
        std::size_t count = 0;
        if (error e = count_numbers(std::string_view(body.data() + start, end - start), offset + start, count))
            return e;
        ++row;
        if (count == 0) // the '/' that ends this empty row, or for the last row the one before it
            return error{error_code::bad_syntax, offset + (slash == std::string_view::npos ? start : end + 1)};
        if (row == 1) written.cols = count;
        else if (count != written.cols) return error{error_code::uneven_rows, row, 0, written.cols, count};
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    written.rows = row;
    return {};
}

// A range over a body's numbers for board_interface::assign (which checks the permutation).
struct number_range {
    std::string_view body;
    std::size_t offset;
    struct iterator {
        number_reader reader;
        std::uint64_t value = 0;
        bool done = false;
        constexpr std::uint64_t operator*() const noexcept { return value; }
        constexpr iterator& operator++() {
            done = !reader.next(value);
            return *this;
        }
        constexpr bool operator!=(const iterator& other) const noexcept { return done != other.done; }
    };
    constexpr iterator begin() const { return ++iterator{number_reader(body, offset)}; }
    constexpr iterator end() const { return iterator{number_reader({}, 0), 0, true}; }
};

constexpr std::size_t square_root(std::size_t n) noexcept {
    std::size_t r = 0;
    while ((r + 1) * (r + 1) <= n) ++r;
    return r;
}

} // namespace detail

/// Parses "RxC" (also "RXC"); an error if malformed or a side is below 2.
constexpr result<shape> parse_shape(std::string_view text) {
    text = detail::trim(text);
    std::size_t pos = 0;
    std::uint64_t r = 0, c = 0;
    if (!detail::read_number(text, pos, r) || pos >= text.size() || (text[pos] != 'x' && text[pos] != 'X'))
        return error{error_code::bad_size};
    ++pos;
    if (!detail::read_number(text, pos, c) || pos != text.size()) return error{error_code::bad_size};
    if (r < 2 || c < 2) return error{error_code::size_too_small};
    // More cells than any board here can count (a board kind's own limit is lower: parse_board_shape).
    if (r > 0xffffffffu || c > 0xffffffffu / r) return error{error_code::size_too_large, 0, 0, 0xffffffffu, 0};
    return shape{detail::narrow<std::size_t>(r), detail::narrow<std::size_t>(c)};
}

/// parse_shape() for a board of type Board: a shape too large for any board is too large for this
/// kind, and the error gives this kind's limit (a compile-time board's cells, or puzzle::max_cells).
template <class Board>
constexpr result<shape> parse_board_shape(std::string_view text) {
    auto s = parse_shape(text);
    if (s || s.error().code != error_code::size_too_large) return s;
    error e = s.error();
    if constexpr (requires { Board::static_rows; }) e.expected = Board::static_rows * Board::static_cols;
    else if constexpr (requires { Board::max_cells; }) e.expected = Board::max_cells;
    return e;
}

/// Parses a game ID into a board of type Board (basic_puzzle<R, C> or puzzle). `size` stands in for
/// the "RxC" that bare numbers lack; a compile-time board knows its own. Unsolvable boards parse
/// (a solver must be able to say "unsolvable"); check is_solvable() where they must not be played.
template <class Board>
constexpr result<Board> parse_board(std::string_view text, shape size = {}) {
    if constexpr (requires { Board::static_rows; }) {
        if (size == shape{}) size = {Board::static_rows, Board::static_cols};
    }
    // Columns in errors count from the start of the untrimmed text, as the user typed it.
    std::size_t start = 0;
    while (start < text.size() && detail::is_trailing_space(text[start])) ++start;
    text.remove_prefix(start); // remove_prefix and the (pointer, size) views never throw: no
                               // exception machinery in a Cortex-M link
    while (!text.empty() && detail::is_trailing_space(text.back())) text.remove_suffix(1);
    if (text.empty()) return error{error_code::empty};

    // A shape written in the text must be the one the caller asked for, if any.
    const auto mismatch = [&size](const shape& written) {
        return size != shape{} && !(size == written)
                   ? error{error_code::shape_mismatch, 0, 0, size.rows * size.cols, written.rows * written.cols}
                   : error{};
    };
    const std::size_t colon = text.find(':');
    const std::size_t hash = text.find('#');
    if (hash != std::string_view::npos && (colon == std::string_view::npos || hash < colon)) {
        auto s = parse_board_shape<Board>(std::string_view(text.data(), hash));
        if (!s) return s.error();
        if (error e = mismatch(*s)) return e;
        std::size_t pos = hash + 1;
        std::uint64_t seed = 0;
        if (!detail::read_number(text, pos, seed) || pos != text.size()) return error{error_code::bad_seed};
        if (!is_valid_seed(seed)) return error{error_code::bad_seed, 0, max_seed}; // too large: says how large it may be
        auto board = Board::solved(s->rows, s->cols);
        if (!board) return board.error();
        return random_board(*board, seed);
    }

    std::string_view body = text;
    if (colon != std::string_view::npos) {
        auto s = parse_board_shape<Board>(std::string_view(text.data(), colon));
        if (!s) return s.error();
        if (error e = mismatch(*s)) return e;
        size = *s;
        body.remove_prefix(colon + 1);
        start += colon + 1;
    }
    if (body.find('/') != std::string_view::npos) { // rows: they say the shape
        shape rows{};
        if (error e = detail::count_rows(body, start, rows)) return e;
        if (error e = mismatch(rows)) return e;
        size = rows;
    }

    std::size_t count = 0;
    if (error e = detail::count_numbers(body, start, count)) return e;
    if (count == 0) return error{error_code::empty};
    if (size == shape{}) {
        const std::size_t side = detail::square_root(count);
        if (side * side != count || side < 2) return error{error_code::not_square, 0, 0, 0, count};
        size = {side, side};
    }
    // Shape and count are checked before the board exists: "4096x4096:1" must not allocate 64 MB.
    if (error e = Board::check_shape(size.rows, size.cols)) return e;
    if (const std::size_t cells = size.rows * size.cols; count != cells)
        return error{count < cells ? error_code::too_few_numbers : error_code::too_many_numbers, 0, 0, cells, count};
    auto board = Board::solved(size.rows, size.cols);
    if (!board) return board.error();
    if (error e = board->assign(detail::number_range{body, start})) return e;
    return board;
}

/// Writes "RxC:t,t,..." to `out` (an output iterator of char) and returns the iterator past it.
template <class Board, class Out>
constexpr Out write_game_id(const Board& board, Out out) {
    out = write_decimal(board.rows(), out);
    *out++ = 'x';
    out = write_decimal(board.cols(), out);
    *out++ = ':';
    bool first = true;
    for (auto t : board.tiles()) {
        if (!first) *out++ = ',';
        first = false;
        out = write_decimal(t, out);
    }
    return out;
}

/// The longest game ID of a Rows x Cols board, for a fixed buffer.
[[nodiscard]] constexpr std::size_t max_game_id_length(std::size_t rows, std::size_t cols) noexcept {
    std::size_t digits = 1;
    for (std::size_t n = rows * cols - 1; n >= 10; n /= 10) ++digits;
    return 2 * 20 + 2 + rows * cols * (digits + 1);
}

/// The longest "RxC#seed" of a rows x cols board: its sides, and a seed of up to 20 digits.
[[nodiscard]] constexpr std::size_t max_seeded_id_length(std::size_t rows, std::size_t cols) noexcept {
    auto digits = [](std::size_t n) {
        std::size_t d = 1;
        for (; n >= 10; n /= 10) ++d;
        return d;
    };
    return digits(rows) + 1 + digits(cols) + 1 + 20;
}

/// Writes "RxC#seed" to `out` (an output iterator of char), the one writer of seeded IDs: every
/// dealer writes its IDs with this, so what it shows is what parse_board reads back.
template <class Out>
constexpr Out write_seeded_id(std::size_t rows, std::size_t cols, std::uint64_t seed, Out out) {
    out = write_decimal(rows, out);
    *out++ = 'x';
    out = write_decimal(cols, out);
    *out++ = '#';
    return write_decimal(seed, out);
}

/// A compile-time board's game ID without the heap.
template <std::size_t Rows, std::size_t Cols>
[[nodiscard]] constexpr auto to_game_id(const basic_puzzle<Rows, Cols>& board) {
    static_string<max_game_id_length(Rows, Cols)> id;
    write_game_id(board, id.appending());
    return id;
}

} // namespace npuzzle
