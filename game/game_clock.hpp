// SPDX-License-Identifier: MIT
// The clock a game's session reads: std::chrono's steady clock while playing, or a manual clock that
// tests and scripted sessions move by hand, so the times they print are reproducible.
#pragma once

#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/steady_clock.hpp>

#include <cstdint>

namespace npuzzle::frontend {

class game_clock {
public:
    game_clock() = default;
    // Reads `manual`, which must outlive every copy of this clock.
    explicit game_clock(const npuzzle::manual_clock& manual) noexcept : manual_(&manual) {}

    std::uint64_t now() const noexcept { return manual_ ? manual_->now() : npuzzle::steady_clock{}.now(); }
    // Moved by hand: a test or a scripted session, whose output must not depend on real time.
    bool manual() const noexcept { return manual_ != nullptr; }

private:
    const npuzzle::manual_clock* manual_ = nullptr;
};

} // namespace npuzzle::frontend
