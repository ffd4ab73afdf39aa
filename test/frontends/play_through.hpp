// SPDX-License-Identifier: MIT
// A command played as a front end plays it: while the game waits for its search (a hint, a solve's
// step), the command is asked again, as npuzzle-text does, until it is answered. The hint's budget
// bounds the wait; a minute here catches a hang.
#pragma once

#include <game/game.hpp>

#include <chrono>
#include <thread>

namespace npuzzle::frontend::testing {

inline event play_through(game& g, const command& c) {
    event e = g.apply(c);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (!changed(e) && !g.progress().empty() && std::chrono::steady_clock::now() < give_up) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        e = g.apply(c);
    }
    return e;
}

} // namespace npuzzle::frontend::testing
