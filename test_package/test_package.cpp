// SPDX-License-Identifier: MIT
// Conan's smoke test: the packaged headers compile, work at compile time, and run where the target
// can run. No heap and no exceptions, so the same program builds for a Cortex-M.
#include <npuzzle/npuzzle.hpp>

#include <cstdio>

// One move from solved: the tile right of the blank slides left.
constexpr auto start = npuzzle::parse_board<npuzzle::basic_puzzle<3, 3>>("3x3:1,2,3,4,5,6,7,0,8");
static_assert(start && start->is_solvable() && !start->is_solved());

int main() {
    auto board = *start;
    const bool moved = board.move(npuzzle::direction::left) == npuzzle::move_outcome::moved;
    std::printf("npuzzle test_package: %s -> %s\n", npuzzle::to_game_id(*start).c_str(),
                npuzzle::to_game_id(board).c_str());
    return moved && board.is_solved() ? 0 : 1;
}
