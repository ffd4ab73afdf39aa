// SPDX-License-Identifier: MIT
// What the solver needs beyond portable C++20, in one place, so a compiler or standard library
// that lacks one of them still builds the solver:
//   - atomic_ref: std::atomic_ref where the library has it (libstdc++ 10+, libc++ 19+), else a
//     small stand-in over the __atomic builtins that gcc and clang share (libc++ 14 has none);
//   - prefetch: a cache hint, which only speeds things up, so it is nothing where unknown;
//   - byteswap: std::byteswap is C++23; the shifts below compile to one instruction;
//   - count_bits: std::popcount compiles to a library call on portable x86-64 (no popcnt instruction).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <type_traits>
#include <version>

namespace npuzzle::solve::detail {

#if defined(__cpp_lib_atomic_ref)
template <class T>
using atomic_ref = std::atomic_ref<T>;
#elif defined(__GNUC__) || defined(__clang__)
/// The part of std::atomic_ref the solver uses, on an integer.
template <class T>
class atomic_ref {
    static_assert(std::is_integral_v<T>, "atomic_ref stands in for integers only");

public:
    explicit atomic_ref(T& object) noexcept : object_(&object) {}

    T load(std::memory_order order = std::memory_order_seq_cst) const noexcept {
        return __atomic_load_n(object_, builtin(order));
    }
    T fetch_or(T bits, std::memory_order order = std::memory_order_seq_cst) const noexcept {
        return __atomic_fetch_or(object_, bits, builtin(order));
    }
    T fetch_add(T n, std::memory_order order = std::memory_order_seq_cst) const noexcept {
        return __atomic_fetch_add(object_, n, builtin(order));
    }

private:
    static constexpr int builtin(std::memory_order order) noexcept {
        switch (order) {
        case std::memory_order_relaxed: return __ATOMIC_RELAXED;
        case std::memory_order_consume: return __ATOMIC_CONSUME;
        case std::memory_order_acquire: return __ATOMIC_ACQUIRE;
        case std::memory_order_release: return __ATOMIC_RELEASE;
        case std::memory_order_acq_rel: return __ATOMIC_ACQ_REL;
        case std::memory_order_seq_cst: break;
        }
        return __ATOMIC_SEQ_CST;
    }

    T* object_;
};
#else
#error "npuzzle's solver needs std::atomic_ref (C++20) or the __atomic builtins of gcc and clang"
#endif

/// Asks for the cache line holding `address` ahead of its use.
inline void prefetch([[maybe_unused]] const void* address) noexcept {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address);
#endif
}

/// `v` with its eight bytes in reverse order.
constexpr std::uint64_t byteswap(std::uint64_t v) noexcept {
    std::uint64_t r = 0;
    for (int i = 0; i < 8; ++i, v >>= 8) r = (r << 8) | (v & 0xff);
    return r;
}
static_assert(byteswap(0x0102030405060708ull) == 0x0807060504030201ull);

/// The bits set in `x` by pairs, nibbles and bytes: a dozen instructions, no table.
constexpr std::uint32_t count_bits_by_halving(std::uint64_t x) noexcept {
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return static_cast<std::uint32_t>((x * 0x0101010101010101ull) >> 56);
}
inline constexpr auto bits_in_byte = [] {
    std::array<std::uint8_t, 256> counts{};
    for (std::uint32_t byte = 0; byte < 256; ++byte) counts[byte] = static_cast<std::uint8_t>(count_bits_by_halving(byte));
    return counts;
}();

/// The bits set in `x`, inline everywhere (std::popcount is a library call without popcnt). A mask of
/// a board's cells mostly fits 16 bits (a 4x4 board's always): two lookups in a byte table, where the
/// search reads the blank's slot in a table by the blank at nearly every node; wider ones by halving.
constexpr std::uint32_t count_bits(std::uint64_t x) noexcept {
    if (x >> 16) return count_bits_by_halving(x);
    return std::uint32_t{bits_in_byte[x & 0xff]} + bits_in_byte[x >> 8];
}
static_assert(count_bits(0xf0f0ull) == 8 && count_bits(0x1ffffull) == 17 && count_bits(~std::uint64_t{0}) == 64);

} // namespace npuzzle::solve::detail
