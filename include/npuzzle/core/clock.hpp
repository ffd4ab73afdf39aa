// SPDX-License-Identifier: MIT
// Clocks the game session reads: anything with now() in milliseconds. The front end supplies one:
// std::chrono on a PC (steady_clock.hpp), a millisecond tick on a microcontroller. Freestanding.
#pragma once

#include <concepts>
#include <cstdint>

namespace npuzzle {

template <class C>
concept millisecond_clock = requires(const C& c) {
    { c.now() } -> std::convertible_to<std::uint64_t>;
};

// Time moves only when told to: tests, replays, and boards without a timer.
class manual_clock {
public:
    constexpr std::uint64_t now() const noexcept { return ms_; }
    constexpr void advance(std::uint64_t ms) noexcept { ms_ += ms; }
    constexpr void set(std::uint64_t ms) noexcept { ms_ = ms; }

private:
    std::uint64_t ms_ = 0;
};

// A free-running 32-bit millisecond tick the user's hardware provides, e.g. SysTick. It wraps every
// 49.7 days; now() carries the wrap into the upper bits (it is called far more often than that).
class tick_clock {
public:
    constexpr explicit tick_clock(std::uint32_t (*tick)() = nullptr) noexcept : tick_(tick) {}
    std::uint64_t now() const noexcept {
        if (!tick_) return 0;
        const std::uint32_t t = tick_();
        if (t < last_) wraps_ += std::uint64_t{1} << 32;
        last_ = t;
        return wraps_ + t;
    }

private:
    std::uint32_t (*tick_)() = nullptr;
    mutable std::uint32_t last_ = 0; // beside the pointer: 16 bytes on a 32-bit core, not 24
    mutable std::uint64_t wraps_ = 0;
};

} // namespace npuzzle
