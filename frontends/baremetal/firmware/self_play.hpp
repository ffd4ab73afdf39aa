// SPDX-License-Identifier: MIT
// The firmware playing itself, for measurements (NPUZZLE_SELF_PLAY): the seeded game's solution,
// found by the core's constructive solver while compiling, pressed through the game's buttons on a
// clock that advances 10 ms a poll; then the win screen for two seconds and the quit button. The
// game loop, renderer and display driver run as in play, so the stack they reach is the real one.
#pragma once

#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/display/input.hpp>

#include <array>
#include <cstddef>
#include <cstdint>

namespace self_play {

template <class Board, std::uint64_t Seed>
constexpr std::size_t solution_length() {
    Board b = npuzzle::random_board(Board{}, Seed);
    npuzzle::constructive_solver<Board> solver(b);
    std::size_t n = 0;
    while (solver.next() != npuzzle::direction::none) ++n;
    return n;
}

template <class Board, std::uint64_t Seed>
constexpr auto solution() {
    std::array<npuzzle::direction, solution_length<Board, Seed>()> moves{};
    Board b = npuzzle::random_board(Board{}, Seed);
    npuzzle::constructive_solver<Board> solver(b);
    for (auto& m : moves) m = solver.next();
    return moves;
}

inline std::uint32_t clock_ms = 0;
inline std::uint32_t ticks() { return clock_ms; }

// The buttons down at poll number `poll` (10 ms apart): each move pressed for 30 ms, released for 30.
template <class Board, std::uint64_t Seed>
npuzzle::display::button_set buttons(std::uint32_t poll) {
    using npuzzle::display::bit;
    using npuzzle::display::button;
    static constexpr auto moves = solution<Board, Seed>();
    clock_ms = poll * 10;
    if (poll < 6) return 0; // nothing down at the first poll: it would count only once released
    const std::uint32_t move = poll / 6 - 1, phase = poll % 6;
    if (move < moves.size()) {
        if (phase >= 3) return 0;
        switch (moves[move]) {
        case npuzzle::direction::up: return bit(button::up);
        case npuzzle::direction::down: return bit(button::down);
        case npuzzle::direction::left: return bit(button::left);
        default: return bit(button::right);
        }
    }
    return poll >= (moves.size() + 2) * 6 + 200 ? bit(button::quit) : 0; // the win screen, 2 s, then quit
}

} // namespace self_play
