// SPDX-License-Identifier: MIT
// First steps (the README's first example): a seeded 4x4 game, four moves, and what the board says.
#include <npuzzle/npuzzle.hpp>
#include <cstdio>

int main() {
    auto board = npuzzle::random_board(npuzzle::basic_puzzle<4, 4>{}, /*seed=*/2026);
    std::printf("game %s\n", npuzzle::to_game_id(board).c_str());
    for (char letter : {'U', 'L', 'D', 'R'}) board.move(npuzzle::from_letter(letter));
    std::printf("solvable: %s, solved: %s, manhattan distance: %zu\n", board.is_solvable() ? "yes" : "no",
                board.is_solved() ? "yes" : "no", board.manhattan_distance());
}
