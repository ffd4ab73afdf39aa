// SPDX-License-Identifier: MIT
// The solver as a consumer gets it (npuzzle::solve, npuzzle::solve_header_only, npuzzle-solve): an
// optimal solution found with a pattern database built on threads, so a missing -pthread, include
// path or compiled solver fails here. NPUZZLE_CONSUMER_COMPILED_SOLVER says the way in should give the
// compiled solver (npuzzle::solve: NPUZZLE_SOLVE_SEPARATE_COMPILATION and the library); without it,
// the header-only one.
#include <npuzzle/npuzzle.hpp>
#include <npuzzle/solve/solver.hpp>

#if defined(NPUZZLE_CONSUMER_COMPILED_SOLVER) != defined(NPUZZLE_SOLVE_SEPARATE_COMPILATION)
#error "this way in should give the other solver: compiled (npuzzle::solve) or header-only"
#endif

#include <cstdio>

int main() {
    const auto board = npuzzle::make_puzzle<3, 3>({8, 6, 7, 2, 5, 4, 3, 0, 1});
    const auto s = npuzzle::solve::solve_optimal(board, {.heuristic = npuzzle::solve::heuristic::linear_conflict});
    if (!s) return 1;
#if defined(NPUZZLE_SOLVE_SEPARATE_COMPILATION)
    std::printf("solver (compiled once): %zu moves\n", s->moves.size());
#else
    std::printf("solver (header-only): %zu moves\n", s->moves.size());
#endif
    return s->moves.size() == 31 ? 0 : 1;
}
