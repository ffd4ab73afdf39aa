// SPDX-License-Identifier: MIT
// std::chrono's steady clock for the game session on a hosted platform.
#pragma once

#include <chrono>
#include <cstdint>

namespace npuzzle {

struct steady_clock {
    std::uint64_t now() const noexcept {
        using namespace std::chrono;
        return static_cast<std::uint64_t>(
            duration_cast<milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
    }
};

} // namespace npuzzle
