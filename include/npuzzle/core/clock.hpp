// SPDX-License-Identifier: MIT
/// \file
/// Clocks the game session reads: anything with now() in milliseconds. The front end supplies one:
/// std::chrono on a PC (steady_clock.hpp), a millisecond tick on a microcontroller. Freestanding.
#pragma once

#include <concepts>
#include <cstdint>
#include <type_traits>
#include <utility>

namespace npuzzle {

/// A clock the session reads: now() gives milliseconds as something convertible to std::uint64_t.
template <class C>
concept millisecond_clock = requires(const C& c) {
    { c.now() } -> std::convertible_to<std::uint64_t>;
};

/// Time moves only when told to: tests, replays, and boards without a timer.
class manual_clock {
public:
    /// The time it was set or advanced to, in milliseconds (0 at first).
    [[nodiscard]] constexpr std::uint64_t now() const noexcept { return ms_; }
    /// Moves the time forward by `ms` milliseconds.
    constexpr void advance(std::uint64_t ms) noexcept { ms_ += ms; }
    /// Sets the time to `ms` milliseconds.
    constexpr void set(std::uint64_t ms) noexcept { ms_ = ms; }

private:
    std::uint64_t ms_ = 0;
};

/// A free-running 32-bit millisecond tick the user's hardware provides, e.g. SysTick: `Tick` is
/// anything callable that returns it (a function, a lambda that captures your HAL, a function
/// object). It wraps every 49.7 days; now() carries the wrap into the upper bits (it is called far
/// more often than that).
template <class Tick>
class basic_tick_clock {
public:
    /// A clock reading `tick` (for a function pointer, nullptr: time stands still at 0).
    constexpr explicit basic_tick_clock(Tick tick = Tick{}) noexcept(std::is_nothrow_move_constructible_v<Tick>)
        : tick_(std::move(tick)) {}
    /// Milliseconds since the tick's zero, with its 32-bit wraps carried. Call it at least once every
    /// 49.7 days.
    [[nodiscard]] std::uint64_t now() const noexcept {
        if constexpr (std::is_pointer_v<Tick>) {
            if (!tick_) return 0; // no tick source: time stands still
        }
        const std::uint32_t t = tick_();
        if (t < last_) wraps_ += std::uint64_t{1} << 32;
        last_ = t;
        return wraps_ + t;
    }

private:
    mutable Tick tick_;               // a tick source may keep state (a simulated tick counts its calls)
    mutable std::uint32_t last_ = 0; // beside a plain function's pointer: 16 bytes on a 32-bit core, not 24
    mutable std::uint64_t wraps_ = 0;
};
/// Deduces the tick's type: `basic_tick_clock clock{[&] { return hal.millis(); }}`.
template <class Tick>
basic_tick_clock(Tick) -> basic_tick_clock<Tick>;

/// The tick as a plain function (`std::uint32_t millis()`), or a lambda that captures nothing.
using tick_clock = basic_tick_clock<std::uint32_t (*)()>;

} // namespace npuzzle
