// SPDX-License-Identifier: MIT
// The games' optimal search, watched while it runs: the same answer as solve::solve_from_cache (the
// best tables cached, never built), and beside it how far it has got, which another thread reads to
// show a player waiting for a hint that the search is alive ("at least 66 moves, 12.3M nodes").
#pragma once

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/solve/heuristic_choice.hpp>
#include <npuzzle/solve/pattern_cache.hpp>
#include <npuzzle/solve/solution.hpp>

#include <atomic>
#include <cstdint>

namespace npuzzle::frontend {

// What the search under way has done; written by its thread, read by any.
struct search_progress {
    std::atomic<unsigned> bound{0};        // the iteration's bound: no solution is shorter
    std::atomic<std::uint64_t> nodes{0};   // nodes searched so far (counted a subtree at a time)

    void reset() noexcept {
        bound = 0;
        nodes = 0;
    }
};

// An optimal solution of `board` (at most 4x4) within `limits`, as solve_from_cache finds it with
// `databases` (with `choice`, if not automatic), while `progress` follows the search.
npuzzle::result<npuzzle::solve::solution, npuzzle::solve::solve_error>
solve_watched(const npuzzle::puzzle& board, const npuzzle::solve::budget& limits,
              npuzzle::solve::database_options databases, search_progress& progress,
              npuzzle::solve::heuristic choice = npuzzle::solve::heuristic::automatic);

} // namespace npuzzle::frontend
