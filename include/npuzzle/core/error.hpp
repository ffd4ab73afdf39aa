// SPDX-License-Identifier: MIT
/// \file
/// Error values instead of exceptions: what is wrong and where. Freestanding.
#pragma once

#include <npuzzle/core/assert.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

namespace npuzzle {

/// What is wrong with a board or game ID; basic_error says where.
enum class error_code : std::uint8_t {
    none,
    empty,            ///< nothing to parse
    bad_syntax,       ///< a character that does not belong (at `position`)
    bad_size,         ///< "RxC" missing or malformed
    size_too_small,   ///< a side below 2
    size_too_large,   ///< more cells than a board of this kind can hold (`expected` is the limit)
    shape_mismatch,   ///< a RxC board where another shape is required
    too_few_numbers,  ///< `expected` numbers wanted, `got` given
    too_many_numbers, ///< likewise
    out_of_range,     ///< `value` outside 0..expected-1, the `position`th number
    duplicate,        ///< `value` used twice, the second time as the `position`th number
    not_square,       ///< bare numbers whose count is not a square and no size given
    unsolvable,       ///< a permutation that cannot reach the goal
    bad_seed,         ///< "RxC#" followed by no number, or (value: the largest seed) a number too large
    uneven_rows,      ///< rows separated by '/': row `position` has `got` numbers, the first row `expected`
    bad_repeat,       ///< run-length moves: the count `value` at column `position` is 0 or too large
};


namespace detail {
// v /= 10, returning the remainder, by shift and subtract.
constexpr std::uint32_t divide_by_10(std::uint64_t& v) noexcept {
    std::uint64_t quotient = 0;
    std::uint32_t remainder = 0;
    for (int bit = 63; bit >= 0; --bit) {
        remainder = (remainder << 1) | static_cast<std::uint32_t>((v >> bit) & 1u);
        quotient <<= 1;
        if (remainder >= 10) {
            remainder -= 10;
            quotient |= 1;
        }
    }
    v = quotient;
    return remainder;
}
} // namespace detail

/// Writes `v` in decimal to `out` (an output iterator of char): game IDs and messages without the heap.
/// No 64-bit division: on a 32-bit microcontroller it links a library routine (__aeabi_uldivmod,
/// 0.5 KB on Cortex-M0+, 2 KB on rv32), so digits above 32 bits are found by shift and subtract.
template <class Out>
constexpr Out write_decimal(std::uint64_t v, Out out) {
    char digits[20]{};
    int n = 0;
    while (v > 0xffffffffu) digits[n++] = static_cast<char>('0' + detail::divide_by_10(v));
    auto low = static_cast<std::uint32_t>(v);
    do {
        digits[n++] = static_cast<char>('0' + low % 10);
        low /= 10;
    } while (low != 0);
    while (n > 0) *out++ = digits[--n];
    return out;
}

/// A short fixed-capacity string: messages and game IDs without the heap. What does not fit is
/// dropped and reported by truncated(): a cut game ID would be another game.
template <std::size_t Capacity>
class static_string {
public:
    /// Appends `c`, or marks the string truncated() when full.
    constexpr void push_back(char c) noexcept {
        if (size_ < Capacity) data_[size_++] = c;
        else truncated_ = true;
    }
    /// Appends `s`, as much of it as fits.
    constexpr void append(std::string_view s) noexcept {
        for (char c : s) push_back(c);
    }
    /// Appends `v` in decimal.
    constexpr void append_number(std::uint64_t v) noexcept { write_decimal(v, appending()); }
    /// A number a parser read: parsers saturate at 2^64-1, so that value stands for itself or more.
    constexpr void append_read_number(std::uint64_t v) noexcept {
        append_number(v);
        if (v == ~std::uint64_t{0}) append(" or more");
    }

    /// An output iterator that appends, so writers such as write_game_id fill the string directly.
    struct appender {
        /// The string appended to.
        static_string* s;
        /// Itself: assigning a char appends it.
        constexpr appender& operator*() noexcept { return *this; }
        /// Nothing to advance.
        constexpr appender& operator++() noexcept { return *this; }
        /// Nothing to advance.
        constexpr appender& operator++(int) noexcept { return *this; }
        /// Appends `c`.
        constexpr appender& operator=(char c) noexcept {
            s->push_back(c);
            return *this;
        }
    };
    /// An output iterator that appends.
    [[nodiscard]] constexpr appender appending() noexcept { return {this}; }
    /// The characters written (those that fit).
    [[nodiscard]] constexpr std::string_view view() const noexcept { return {data_, size_}; }
    /// Always terminated: the characters past size() are still the zeros they started as.
    [[nodiscard]] constexpr const char* c_str() const noexcept { return data_; }
    /// How many characters the string holds.
    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    /// Whether the string holds Capacity characters.
    [[nodiscard]] constexpr bool full() const noexcept { return size_ == Capacity; }
    /// True once a character did not fit: view() is then only the beginning of what was written.
    [[nodiscard]] constexpr bool truncated() const noexcept { return truncated_; }
    /// The same characters as `b`.
    friend constexpr bool operator==(const static_string& a, std::string_view b) noexcept {
        return a.view() == b;
    }

private:
    char data_[Capacity + 1]{};
    std::size_t size_ = 0;
    bool truncated_ = false;
};

namespace detail {
// The words for an error: the message(e) written for its code, found by argument-dependent lookup
// (basic_error::message() cannot name it: its own name hides the free functions).
template <class E>
constexpr auto message_of(const E& e) noexcept {
    return message(e);
}
} // namespace detail

/// An error value: a code saying what is wrong, and the details it needs to say where. The m,n,k
/// game has its own codes (mnk/error.hpp) and the same shape.
template <class Code>
struct basic_error {
    Code code{};                ///< Code{} means no error
    std::size_t position = 0;   ///< 1-based: a number's index, or a character's column for bad_syntax
    /// A number the error is about: the duplicate or out-of-range number, a seed limit, a repeat count.
    std::uint64_t value = 0;
    /// What was wanted: a count of numbers or cells, or a limit.
    std::size_t expected = 0;
    /// What was given: a count of numbers or cells.
    std::size_t got = 0;

    /// What is wrong, in words: "number 9 used twice".
    [[nodiscard]] constexpr static_string<96> message() const noexcept { return detail::message_of(*this); }
    /// True when this is an error (code is not Code{}).
    constexpr explicit operator bool() const noexcept { return code != Code{}; }
    /// The same code and details.
    friend constexpr bool operator==(const basic_error&, const basic_error&) = default;
};

/// The error of boards, game IDs and notations: read with error::message().
using error = basic_error<error_code>;


/// The older spelling of error::message(), kept for callers written before it: the same words, "number 9
/// used twice", "expected 16 numbers, got 15", "number 16 out of range 0..15". New code writes e.message().
[[nodiscard]] constexpr static_string<96> message(const error& e) noexcept {
    static_string<96> m;
    switch (e.code) {
    case error_code::none: m.append("no error"); break;
    case error_code::empty: m.append("empty board"); break;
    case error_code::bad_syntax:
        m.append("unexpected character at column ");
        m.append_number(e.position);
        break;
    case error_code::bad_size: m.append("expected a size such as 4x4 before ':' or '#'"); break;
    case error_code::size_too_small: m.append("a board needs at least 2 rows and 2 columns"); break;
    case error_code::size_too_large:
        m.append("board too large: at most ");
        m.append_number(e.expected);
        m.append(" cells");
        break;
    case error_code::shape_mismatch:
        if (e.expected == e.got) { // 3x4 where 4x3 is required: the counts alone would read as a match
            m.append("wrong shape: rows and columns differ from the ");
            m.append_number(e.expected);
            m.append("-cell board required");
            break;
        }
        m.append("expected a ");
        m.append_number(e.expected);
        m.append("-cell board, got ");
        m.append_number(e.got);
        m.append(" cells");
        break;
    case error_code::too_few_numbers:
    case error_code::too_many_numbers:
        m.append("expected ");
        m.append_number(e.expected);
        m.append(" numbers, got ");
        m.append_number(e.got);
        break;
    case error_code::out_of_range:
        m.append("number ");
        m.append_read_number(e.value);
        m.append(" out of range 0..");
        m.append_number(e.expected - 1);
        break;
    case error_code::duplicate:
        m.append("number ");
        m.append_number(e.value);
        m.append(" used twice");
        break;
    case error_code::not_square:
        m.append("cannot tell the size of ");
        m.append_number(e.got);
        m.append(e.got == 1 ? " number: give it as RxC" : " numbers: give it as RxC");
        break;
    case error_code::unsolvable: m.append("board is not solvable"); break;
    case error_code::bad_seed:
        if (e.value == 0) {
            m.append("expected a seed (a whole number) after '#'");
        } else {
            m.append("the seed after '#' must be at most ");
            m.append_number(e.value);
        }
        break;
    case error_code::uneven_rows:
        m.append("row ");
        m.append_number(e.position);
        m.append(" has ");
        m.append_number(e.got);
        m.append(e.got == 1 ? " number, row 1 has " : " numbers, row 1 has ");
        m.append_number(e.expected);
        break;
    case error_code::bad_repeat:
        m.append("repeat count at column ");
        m.append_number(e.position);
        m.append(" must be 1..");
        m.append_number(e.expected);
        break;
    }
    return m;
}

namespace detail {
// The text a failed check on a result gives: "<what>: <the error's message>" when E has words.
template <class E>
constexpr static_string<160> failure_text(const char* what, const E& e) noexcept {
    static_string<160> text;
    text.append(what);
    if constexpr (requires { e.message(); }) {
        const auto words = e.message();
        text.append(": ");
        if constexpr (requires { words.view(); }) text.append(words.view());
        else text.append(std::string_view(words));
    }
    return text;
}
} // namespace detail

/// An error to put in a result, as std::unexpected: `result<int, int> r = unexpected(2);` where the
/// value and error types are the same and a bare error would read as a value.
template <class E>
class unexpected {
public:
    /// Wraps the error `e`.
    constexpr explicit unexpected(E e) : error_(std::move(e)) {}
    /// The error.
    [[nodiscard]] constexpr const E& error() const& noexcept { return error_; }
    /// The error, moved out.
    [[nodiscard]] constexpr E&& error() && noexcept { return std::move(error_); }

private:
    E error_;
};
/// Deduces the error type: `unexpected(2)` is an unexpected<int>.
template <class E>
unexpected(E) -> unexpected<E>;

/// A value or an error; the library's answer to anything that can fail (no exceptions). The names
/// and meaning are std::expected's (C++23), with one difference: a precondition broken (the value of
/// an error, the error of a value) is caught by NPUZZLE_ASSERT (core/assert.hpp), not undefined.
template <class T, class E = error>
class [[nodiscard]] result {
public:
    /// The type of the value.
    using value_type = T;
    /// The type of the error.
    using error_type = E;
    /// The same kind of result with another value type.
    template <class U>
    using rebind = result<U, E>;

    /// A result holding `value`.
    constexpr result(T value) : value_(std::move(value)) {}
    /// A result holding the error `e` (when T and E differ; else use unexpected).
    constexpr result(E e) requires(!std::is_same_v<T, E>) : error_(std::move(e)) {}
    /// A result holding the error `e.error()`, converted to E.
    template <class G>
    constexpr result(unexpected<G> e) : error_(std::move(e).error()) {}

    /// Whether this holds a value (not an error).
    [[nodiscard]] constexpr bool has_value() const noexcept { return value_.has_value(); }
    /// has_value(): `if (auto board = parse_board<puzzle>(id))`.
    constexpr explicit operator bool() const noexcept { return has_value(); }

    /// The value. Precondition: has_value(). On an error the check (NPUZZLE_ASSERT, core/assert.hpp) reports
    /// "npuzzle::result::value() on an error: <the error's message>" with the file and line that called
    /// value(), and ends the program (by default: printed to stderr, then std::abort()). `where` is filled in
    /// by the compiler; do not pass it.
    /// @{
    constexpr T& value(detail::call_site where = detail::call_site::here()) & noexcept {
        return checked(*this, where);
    }
    constexpr const T& value(detail::call_site where = detail::call_site::here()) const& noexcept {
        return checked(*this, where);
    }
    constexpr T&& value(detail::call_site where = detail::call_site::here()) && noexcept {
        return std::move(checked(*this, where));
    }
    /// @}
    /// The value, as value(). Precondition: has_value(); the check reports this file's line.
    /// @{
    constexpr T& operator*() & noexcept { return checked(*this, {}); }
    constexpr const T& operator*() const& noexcept { return checked(*this, {}); }
    constexpr T&& operator*() && noexcept { return std::move(checked(*this, {})); }
    /// @}
    /// The value's members, as value(). Precondition: has_value().
    /// @{
    constexpr T* operator->() noexcept { return &checked(*this, {}); }
    constexpr const T* operator->() const noexcept { return &checked(*this, {}); }
    /// @}

    /// The error. Precondition: !has_value() (checked by NPUZZLE_ASSERT).
    /// @{
    constexpr E& error() & noexcept { return checked_error(*this); }
    constexpr const E& error() const& noexcept { return checked_error(*this); }
    constexpr E&& error() && noexcept { return std::move(checked_error(*this)); }
    /// @}

    /// The value, or `fallback` converted to T when this holds an error.
    /// @{
    template <class U>
    [[nodiscard]] constexpr T value_or(U&& fallback) const& {
        return has_value() ? *value_ : static_cast<T>(std::forward<U>(fallback));
    }
    template <class U>
    [[nodiscard]] constexpr T value_or(U&& fallback) && {
        return has_value() ? std::move(*value_) : static_cast<T>(std::forward<U>(fallback));
    }
    /// @}

    /// f(value()) when this holds a value, else this error. `f` returns a result with the same error type E:
    /// chains steps that can each fail. As std::expected::and_then.
    /// @{
    template <class F>
    [[nodiscard]] constexpr auto and_then(F&& f) & { return and_then_of(*this, std::forward<F>(f)); }
    template <class F>
    [[nodiscard]] constexpr auto and_then(F&& f) const& { return and_then_of(*this, std::forward<F>(f)); }
    template <class F>
    [[nodiscard]] constexpr auto and_then(F&& f) && { return and_then_of(std::move(*this), std::forward<F>(f)); }
    /// @}

    /// A result holding f(value()) when this holds a value, else this error: result<U, E>, U what `f`
    /// returns (not void). As std::expected::transform.
    /// @{
    template <class F>
    [[nodiscard]] constexpr auto transform(F&& f) & { return transform_of(*this, std::forward<F>(f)); }
    template <class F>
    [[nodiscard]] constexpr auto transform(F&& f) const& { return transform_of(*this, std::forward<F>(f)); }
    template <class F>
    [[nodiscard]] constexpr auto transform(F&& f) && { return transform_of(std::move(*this), std::forward<F>(f)); }
    /// @}

    /// f(error()) when this holds an error, else this value. `f` returns a result with the same value
    /// type T: recovers from an error. As std::expected::or_else.
    /// @{
    template <class F>
    [[nodiscard]] constexpr auto or_else(F&& f) & { return or_else_of(*this, std::forward<F>(f)); }
    template <class F>
    [[nodiscard]] constexpr auto or_else(F&& f) const& { return or_else_of(*this, std::forward<F>(f)); }
    template <class F>
    [[nodiscard]] constexpr auto or_else(F&& f) && { return or_else_of(std::move(*this), std::forward<F>(f)); }
    /// @}

    /// A result holding f(error()) as its error when this holds one, else this value: result<T, G>, G
    /// what `f` returns. As std::expected::transform_error.
    /// @{
    template <class F>
    [[nodiscard]] constexpr auto transform_error(F&& f) & { return transform_error_of(*this, std::forward<F>(f)); }
    template <class F>
    [[nodiscard]] constexpr auto transform_error(F&& f) const& { return transform_error_of(*this, std::forward<F>(f)); }
    template <class F>
    [[nodiscard]] constexpr auto transform_error(F&& f) && { return transform_error_of(std::move(*this), std::forward<F>(f)); }
    /// @}

private:
    template <class, class>
    friend class result;

    /// Self is result&, const result& or result (moved from): the value and error keep its kind.
    template <class Self>
    static constexpr auto& checked(Self& self, detail::call_site where) noexcept {
        NPUZZLE_ASSERT_AT(self.has_value(),
                          detail::failure_text("npuzzle::result::value() on an error", self.error_).c_str(),
                          where.line != 0 ? where.file : __FILE__, where.line != 0 ? where.line : __LINE__);
        return *self.value_;
    }
    template <class Self>
    static constexpr auto& checked_error(Self& self) noexcept {
        NPUZZLE_ASSERT(!self.has_value(), "npuzzle::result::error() on a value");
        return self.error_;
    }
    template <class Self>
    static constexpr decltype(auto) value_of(Self&& self) {
        if constexpr (std::is_lvalue_reference_v<Self>) return *self.value_;
        else return std::move(*self.value_);
    }
    template <class Self>
    static constexpr decltype(auto) error_of(Self&& self) {
        if constexpr (std::is_lvalue_reference_v<Self>) return (self.error_);
        else return std::move(self.error_);
    }

    template <class Self, class F>
    static constexpr auto and_then_of(Self&& self, F&& f) {
        using next = std::remove_cvref_t<std::invoke_result_t<F, decltype(value_of(std::forward<Self>(self)))>>;
        static_assert(std::is_same_v<typename next::error_type, E>, "and_then: f must return a result with the same error type");
        if (self.has_value()) return std::forward<F>(f)(value_of(std::forward<Self>(self)));
        return next(unexpected<E>{error_of(std::forward<Self>(self))});
    }
    template <class Self, class F>
    static constexpr auto transform_of(Self&& self, F&& f) {
        using U = std::remove_cv_t<std::invoke_result_t<F, decltype(value_of(std::forward<Self>(self)))>>;
        if (self.has_value()) return result<U, E>(std::forward<F>(f)(value_of(std::forward<Self>(self))));
        return result<U, E>(unexpected<E>{error_of(std::forward<Self>(self))});
    }
    template <class Self, class F>
    static constexpr auto or_else_of(Self&& self, F&& f) {
        using next = std::remove_cvref_t<std::invoke_result_t<F, decltype(error_of(std::forward<Self>(self)))>>;
        static_assert(std::is_same_v<typename next::value_type, T>, "or_else: f must return a result with the same value type");
        if (self.has_value()) return next(value_of(std::forward<Self>(self)));
        return std::forward<F>(f)(error_of(std::forward<Self>(self)));
    }
    template <class Self, class F>
    static constexpr auto transform_error_of(Self&& self, F&& f) {
        using G = std::remove_cv_t<std::invoke_result_t<F, decltype(error_of(std::forward<Self>(self)))>>;
        if (self.has_value()) return result<T, G>(value_of(std::forward<Self>(self)));
        return result<T, G>(unexpected<G>{std::forward<F>(f)(error_of(std::forward<Self>(self)))});
    }

    std::optional<T> value_;
    E error_{};
};

} // namespace npuzzle
