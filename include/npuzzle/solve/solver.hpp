// SPDX-License-Identifier: MIT
// Optimal solving in one call: pick a heuristic, answer unsolvable boards at once, run IDA*. Also the
// front ends' optimal hint: the next move of an optimal solution within a budget. Includes every
// solve header a caller needs.
//
//   auto s = npuzzle::solve::solve_optimal(board, {.heuristic = npuzzle::solve::heuristic::pdb_7_8});
//   if (!s) print(s.error().message());        // pdb-7-8 on a 3x3 board; a corrupt table
//   else if (s->status == npuzzle::solve::solve_status::solved) print(s->moves);
//
// Errors are values (docs/DESIGN.md, Errors): a heuristic for another shape and a pattern database
// caught holding wrong entries come back as a solve_error; nothing a user can type makes it throw.
// Only running out of memory does (std::bad_alloc: large_array.hpp).
//
// Compile time: the searches behind solve_optimal (every heuristic, serial and parallel, and the mtm
// search) do not depend on the board's type, yet a header-only call compiles them all in each
// translation unit (about 10 s of g++ -O2; bench/compile_time.sh). A program that defines
// NPUZZLE_SOLVE_SEPARATE_COMPILATION in every translation unit gets only the declarations here and
// compiles the searches once, in the one file that includes <npuzzle/solve/solver_source.hpp>
// (the way Asio's BOOST_ASIO_SEPARATE_COMPILATION works). Without the macro nothing changes.
#pragma once

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/solve/heuristic_choice.hpp>
#include <npuzzle/solve/linkage.hpp> // NPUZZLE_SOLVE_LINKAGE
#include <npuzzle/solve/metric.hpp>
#include <npuzzle/solve/pattern_sets.hpp>
#include <npuzzle/solve/search_board.hpp>
#include <npuzzle/solve/solution.hpp>
#include <npuzzle/solve/solve_options.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <utility>


namespace npuzzle::solve {

/// Whether `h` can serve a rows x cols board: nothing, or solve_error_code::heuristic_does_not_fit
/// ("heuristic pdb-7-8 is for 4x4 boards, not 3x3"). Only the pattern sets are made for one shape.
[[nodiscard]] inline std::optional<solve_error> heuristic_misfit(heuristic h, std::size_t rows, std::size_t cols) {
    const pattern_set* set = pattern_set_of(h);
    if (!set || (set->rows == rows && set->cols == cols)) return std::nullopt;
    return solve_error{solve_error_code::heuristic_does_not_fit,
                       "heuristic " + std::string(to_string(h)) + " is for " + std::to_string(set->rows) + "x" +
                           std::to_string(set->cols) + " boards, not " + std::to_string(rows) + "x" + std::to_string(cols)};
}

/// The search behind solve_optimal(), for any board shape: one definition, whatever the board's type.
/// Precondition: `start` is solvable, and `options` were checked as solve_optimal() checks them (the
/// heuristic fits the shape; the mtm metric only with the automatic heuristic). Defined in
/// solver_search.hpp.
[[nodiscard]] NPUZZLE_SOLVE_LINKAGE result<solution, solve_error> search_optimal(const search_board& start,
                                                                                  const solve_options& options);

/// An optimal solution of `board` (basic_puzzle<R, C> or puzzle): solved, unsolvable at once, or
/// gave_up when the budget runs out (or a pattern database is missing and may not be built).
/// Errors: solve_error_code::heuristic_does_not_fit (a pattern set for another shape, or a heuristic
/// other than automatic with the mtm metric), or inconsistent_heuristic naming the tables to delete
/// (a file that passed its checks but holds wrong entries). Time: exponential in the solution's
/// length; a 4x4 board takes milliseconds to seconds with pdb-7-8, a 5x5 minutes to hours.
template <class Board>
[[nodiscard]] result<solution, solve_error> solve_optimal(const Board& board, const solve_options& options = {}) {
    if (options.metric == metric::mtm && options.heuristic != heuristic::automatic)
        return solve_error{solve_error_code::heuristic_does_not_fit,
                           "heuristic " + std::string(to_string(options.heuristic)) +
                               " counts single-tile moves; the mtm metric has its own tables (use auto)"};
    if (auto misfit = heuristic_misfit(options.heuristic, board.rows(), board.cols())) return *misfit;
    if (!board.is_solvable()) return solution{solve_status::unsolvable, {}, 0, 0};
    return search_optimal(search_board(board), options);
}

/// The next move of an optimal solution and the distance to the goal, or gave_up (move none) when the
/// budget ran out first or the search failed (solve_optimal's error: a hint falls back, it does not
/// report). A solved board: move none, distance 0. An unsolvable one: solvable false.
struct optimal_hint {
    direction move = direction::none;  ///< the first move of an optimal solution; none when solved or no answer
    std::optional<unsigned> distance;  ///< moves to the goal, when known
    bool gave_up = false;              ///< the budget ran out, a table was missing, or the search failed
    bool solvable = true;              ///< false: the board cannot be solved
};

/// For the front ends: an optimal solution with the automatic heuristic and cached pattern databases
/// only, never building one (that can take minutes), so a game never waits longer than `limits`.
template <class Board>
[[nodiscard]] result<solution, solve_error> solve_from_cache(const Board& board, const budget& limits,
                                                             database_options databases = {}) {
    databases.build_if_missing = false;
    return solve_optimal(board, {.heuristic = heuristic::automatic, .limits = limits, .databases = databases});
}

/// The first move of solve_from_cache(), and the distance; gave_up instead of an error.
template <class Board>
[[nodiscard]] optimal_hint next_optimal_move(const Board& board, const budget& limits, database_options databases = {}) {
    const auto s = solve_from_cache(board, limits, std::move(databases));
    if (!s) return {direction::none, std::nullopt, true, true};
    switch (s->status) {
    case solve_status::solved:
        return {s->moves.empty() ? direction::none : s->moves.front(), static_cast<unsigned>(s->moves.size()), false, true};
    case solve_status::unsolvable: return {direction::none, std::nullopt, false, false};
    case solve_status::gave_up: break;
    }
    return {direction::none, std::nullopt, true, true};
}

} // namespace npuzzle::solve

#if !defined(NPUZZLE_SOLVE_SEPARATE_COMPILATION)
#include <npuzzle/solve/solver_search.hpp> // header-only: the searches, and every solve header a caller needs
#endif
