// SPDX-License-Identifier: MIT
// Conan's smoke test of the npuzzle::solve component: the optimal solver links with its threads.
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/solver.hpp>

#include <cstdio>

int main() {
    const auto board = *npuzzle::parse_board<npuzzle::puzzle>("3x3:1,2,3,4,5,6,0,7,8");
    const auto solved = npuzzle::solve::solve_optimal(board, {.heuristic = npuzzle::solve::heuristic::pdb_8});
    if (!solved) return 1;
    std::printf("npuzzle test_package (solve): %zu moves\n", solved->moves.size());
    return solved->status == npuzzle::solve::solve_status::solved && solved->moves.size() == 2 ? 0 : 1;
}
