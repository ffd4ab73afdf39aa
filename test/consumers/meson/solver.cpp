// SPDX-License-Identifier: MIT
// The solve headers through npuzzle-solve: an optimal solution found with a pattern database
// built on threads, so a missing -pthread or include path fails here.
#include <npuzzle/npuzzle.hpp>
#include <npuzzle/solve/solver.hpp>

#include <cstdio>

int main() {
    const auto board = npuzzle::make_puzzle<3, 3>({8, 6, 7, 2, 5, 4, 3, 0, 1});
    const auto s = npuzzle::solve::solve_optimal(board, {.heuristic = npuzzle::solve::heuristic::linear_conflict});
    if (!s) return 1;
    std::printf("solver: %zu moves\n", s->moves.size());
    return s->moves.size() == 31 ? 0 : 1;
}
