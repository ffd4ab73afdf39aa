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

// A free-running tick the user's hardware provides, e.g. SysTick counting milliseconds.
struct tick_clock {
    std::uint32_t (*tick)() = nullptr;
    std::uint64_t now() const noexcept { return tick ? tick() : 0; }
};

} // namespace npuzzle
