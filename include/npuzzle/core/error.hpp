// SPDX-License-Identifier: MIT
// Error values instead of exceptions: what is wrong and where. Freestanding.
#pragma once

#include <npuzzle/core/assert.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

namespace npuzzle {

enum class error_code : std::uint8_t {
    none,
    empty,            // nothing to parse
    bad_syntax,       // a character that does not belong (at `position`)
    bad_size,         // "RxC" missing or malformed
    size_too_small,   // a side below 2
    size_too_large,   // more cells than a board of this kind can hold (`expected` is the limit)
    shape_mismatch,   // a RxC board where another shape is required
    too_few_numbers,  // `expected` numbers wanted, `got` given
    too_many_numbers, // likewise
    out_of_range,     // `value` outside 0..expected-1, the `position`th number
    duplicate,        // `value` used twice, the second time as the `position`th number
    not_square,       // bare numbers whose count is not a square and no size given
    unsolvable,       // a permutation that cannot reach the goal
    bad_seed,         // "RxC#" followed by no number, or (value: the largest seed) a number too large
    uneven_rows,      // rows separated by '/': row `position` has `got` numbers, the first row `expected`
    bad_repeat,       // run-length moves: the count `value` at column `position` is 0 or too large
};

// An error value: a code saying what is wrong, and the details it needs to say where. The m,n,k
// game has its own codes (mnk/error.hpp) and the same shape.
template <class Code>
struct basic_error {
    Code code{};                // Code{} means no error
    std::size_t position = 0;   // 1-based: a number's index, or a character's column for bad_syntax
    std::uint64_t value = 0;
    std::size_t expected = 0;
    std::size_t got = 0;

    constexpr explicit operator bool() const noexcept { return code != Code{}; }
    friend constexpr bool operator==(const basic_error&, const basic_error&) = default;
};

using error = basic_error<error_code>;

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

// Writes `v` in decimal to `out` (an output iterator of char): game IDs and messages without the heap.
// No 64-bit division: on a 32-bit microcontroller it links a library routine (__aeabi_uldivmod,
// 0.5 KB on Cortex-M0+, 2 KB on rv32), so digits above 32 bits are found by shift and subtract.
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

// A short fixed-capacity string: messages and game IDs without the heap. What does not fit is
// dropped and reported by truncated(): a cut game ID would be another game.
template <std::size_t Capacity>
class static_string {
public:
    constexpr void push_back(char c) noexcept {
        if (size_ < Capacity) data_[size_++] = c;
        else truncated_ = true;
    }
    constexpr void append(std::string_view s) noexcept {
        for (char c : s) push_back(c);
    }
    constexpr void append_number(std::uint64_t v) noexcept { write_decimal(v, appending()); }
    // A number a parser read: parsers saturate at 2^64-1, so that value stands for itself or more.
    constexpr void append_read_number(std::uint64_t v) noexcept {
        append_number(v);
        if (v == ~std::uint64_t{0}) append(" or more");
    }

    // An output iterator that appends, so writers such as write_game_id fill the string directly.
    struct appender {
        static_string* s;
        constexpr appender& operator*() noexcept { return *this; }
        constexpr appender& operator++() noexcept { return *this; }
        constexpr appender& operator++(int) noexcept { return *this; }
        constexpr appender& operator=(char c) noexcept {
            s->push_back(c);
            return *this;
        }
    };
    constexpr appender appending() noexcept { return {this}; }
    constexpr std::string_view view() const noexcept { return {data_, size_}; }
    // Always terminated: the characters past size() are still the zeros they started as.
    constexpr const char* c_str() const noexcept { return data_; }
    constexpr std::size_t size() const noexcept { return size_; }
    constexpr bool full() const noexcept { return size_ == Capacity; }
    // True once a character did not fit: view() is then only the beginning of what was written.
    constexpr bool truncated() const noexcept { return truncated_; }
    friend constexpr bool operator==(const static_string& a, std::string_view b) noexcept {
        return a.view() == b;
    }

private:
    char data_[Capacity + 1]{};
    std::size_t size_ = 0;
    bool truncated_ = false;
};

// "number 9 used twice", "expected 16 numbers, got 15", "number 16 out of range 0..15".
constexpr static_string<96> message(const error& e) noexcept {
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

// A value or an error; the library's answer to anything that can fail (no exceptions). The names
// and meaning are std::expected's (C++23), with one difference: a precondition broken (the value of
// an error, the error of a value) is caught by NPUZZLE_ASSERT (core/assert.hpp), not undefined.
template <class T, class E = error>
class result {
public:
    using value_type = T;
    using error_type = E;

    constexpr result(T value) : value_(std::move(value)) {}
    constexpr result(E e) : error_(e) {}

    constexpr bool has_value() const noexcept { return value_.has_value(); }
    constexpr explicit operator bool() const noexcept { return has_value(); }

    constexpr T& value() & noexcept { return checked(*this); }
    constexpr const T& value() const& noexcept { return checked(*this); }
    constexpr T&& value() && noexcept { return std::move(checked(*this)); }
    constexpr T& operator*() & noexcept { return value(); }
    constexpr const T& operator*() const& noexcept { return value(); }
    constexpr T&& operator*() && noexcept { return std::move(value()); }
    constexpr T* operator->() noexcept { return &value(); }
    constexpr const T* operator->() const noexcept { return &value(); }

    // The value, or `fallback` converted to T when this holds an error.
    template <class U>
    constexpr T value_or(U&& fallback) const& {
        return has_value() ? *value_ : static_cast<T>(std::forward<U>(fallback));
    }
    template <class U>
    constexpr T value_or(U&& fallback) && {
        return has_value() ? std::move(*value_) : static_cast<T>(std::forward<U>(fallback));
    }

    constexpr const E& error() const noexcept {
        NPUZZLE_ASSERT(!has_value(), "npuzzle::result::error() on a value");
        return error_;
    }

private:
    template <class Self>
    static constexpr auto& checked(Self& self) noexcept {
        NPUZZLE_ASSERT(self.has_value(), "npuzzle::result::value() on an error");
        return *self.value_;
    }

    std::optional<T> value_;
    E error_{};
};

} // namespace npuzzle
