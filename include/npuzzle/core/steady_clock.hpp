// SPDX-License-Identifier: MIT
/// \file
/// std::chrono's steady clock for the game session on a hosted platform.
#pragma once

#include <chrono>
#include <cstdint>

namespace npuzzle {

/// The session's clock on a PC: std::chrono::steady_clock in milliseconds (a millisecond_clock).
struct steady_clock {
    /// Milliseconds since an unspecified start; never goes back.
    [[nodiscard]] std::uint64_t now() const noexcept {
        using namespace std::chrono;
        return static_cast<std::uint64_t>(
            duration_cast<milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
    }
};

} // namespace npuzzle
