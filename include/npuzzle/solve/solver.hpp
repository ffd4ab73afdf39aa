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
#pragma once

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/solve/additive_pdb.hpp>
#include <npuzzle/solve/heuristic_choice.hpp>
#include <npuzzle/solve/heuristics.hpp>
#include <npuzzle/solve/ida_star.hpp>
#include <npuzzle/solve/metric.hpp>
#include <npuzzle/solve/mtm_search.hpp>
#include <npuzzle/solve/parallel_ida_star.hpp>
#include <npuzzle/solve/pattern_cache.hpp>
#include <npuzzle/solve/pattern_sets.hpp>
#include <npuzzle/solve/search_board.hpp>
#include <npuzzle/solve/solution.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace npuzzle::solve {

struct solve_options {
    // manhattan, linear_conflict, a standard pattern set for the board's shape, or automatic ("auto"):
    // the best at hand (3x3: pdb-8; 4x4: pdb-7-8 if its files are cached, else pdb-6-6-3, built in
    // seconds; 5x5: pdb-6-6-6-6 if cached; other shapes: linear-conflict). With
    // databases.build_if_missing false, automatic only picks tables already cached.
    solve::heuristic heuristic = solve::heuristic::automatic;
    budget limits{};
    database_options databases{};
    bool skip_duplicates = true; // false: generate duplicate move strings too (raw speed, node counts)
    // mtm: fewest moves counting a slide of several tiles in a line as one (mtm_search.hpp), with its
    // own tables (heuristic must be automatic). The moves are still one letter a tile.
    solve::metric metric = solve::metric::stm;
    // Search threads: 1 (the default) searches on the calling thread alone; 0 uses every core; more than
    // max_search_threads are that many. Any number gives the same solution, move for move, and the same
    // node count (parallel_ida_star.hpp). The mtm metric searches on one thread.
    unsigned threads = 1;
};

// The most threads a search starts: each deals itself 64 subtrees of the frontier, so a count past any
// machine's cores (a -1 read as unsigned) would only spend memory on an ever wider frontier.
inline constexpr unsigned max_search_threads = 1024;

// The threads `threads` asks for: 0 is every core.
inline unsigned search_threads(unsigned threads) noexcept {
    return std::min(threads != 0 ? threads : std::max(1u, std::thread::hardware_concurrency()), max_search_threads);
}

// Whether `h` can serve a rows x cols board: nothing, or solve_error_code::heuristic_does_not_fit
// ("heuristic pdb-7-8 is for 4x4 boards, not 3x3"). Only the pattern sets are made for one shape.
inline std::optional<solve_error> heuristic_misfit(heuristic h, std::size_t rows, std::size_t cols) {
    const pattern_set* set = pattern_set_of(h);
    if (!set || (set->rows == rows && set->cols == cols)) return std::nullopt;
    return solve_error{solve_error_code::heuristic_does_not_fit,
                       "heuristic " + std::string(to_string(h)) + " is for " + std::to_string(set->rows) + "x" +
                           std::to_string(set->cols) + " boards, not " + std::to_string(rows) + "x" + std::to_string(cols)};
}

// `h` made concrete for a rows x cols board, or why it does not fit: automatic becomes the best at
// hand (see solve_options), reading the cache to see what is there; any other choice is itself.
inline result<heuristic, solve_error> choose_heuristic(heuristic h, std::size_t rows, std::size_t cols,
                                                       const database_options& databases) {
    if (auto misfit = heuristic_misfit(h, rows, cols)) return *misfit;
    if (h != heuristic::automatic) return h;
    database_options cached_only = databases;
    cached_only.build_if_missing = false;
    auto cached = [&](heuristic set) {
        const pattern_set* tables = pattern_set_of(set);
        return tables != nullptr && !load_pattern_set(*tables, cached_only).empty();
    };
    auto buildable = [&](heuristic set) { return databases.build_if_missing || cached(set); };
    if (rows == 3 && cols == 3 && buildable(heuristic::pdb_8)) return heuristic::pdb_8;
    if (rows == 4 && cols == 4) {
        if (cached(heuristic::pdb_7_8)) return heuristic::pdb_7_8;
        if (buildable(heuristic::pdb_6_6_3)) return heuristic::pdb_6_6_3;
    }
    if (rows == 5 && cols == 5 && cached(heuristic::pdb_6_6_6_6)) return heuristic::pdb_6_6_6_6;
    return heuristic::linear_conflict;
}

// Calls search(origin, h, duplicates) with the heuristic `chosen` (concrete: not automatic) made for
// `origin`, and the duplicate-move automaton `options` asks for; returns what it returns, or gave_up
// when a pattern database is missing and may not be built. An error from a pattern set's search
// names its tables. solve_optimal's searches, and other processes' (examples/solve_mpi), go through it.
template <class Search>
result<solution, solve_error> with_heuristic(heuristic chosen, const search_board& origin, const solve_options& options,
                                             Search&& search) {
    const duplicate_moves& duplicates = options.skip_duplicates ? duplicate_moves::standard() : duplicate_moves::none();
    if (chosen == heuristic::manhattan) {
        manhattan h(origin);
        return search(origin, h, duplicates);
    }
    if (chosen == heuristic::linear_conflict) {
        linear_conflict h(origin);
        return search(origin, h, duplicates);
    }
    const pattern_set& set = *pattern_set_of(chosen);
    auto dbs = load_pattern_set(set, options.databases);
    if (dbs.empty()) return solution{};
    additive_pdb h(origin, std::move(dbs), set.dual);
    auto s = search(origin, h, duplicates);
    if (!s) { // name the tables: only their entries can be wrong
        solve_error e = s.error();
        e.detail = std::string(set.name()) + ": " + e.detail + "; its pattern databases are wrong";
        if (!options.databases.cache_directory.empty())
            e.detail += " (delete them from " + options.databases.cache_directory.string() + " to have them rebuilt)";
        return e;
    }
    return s;
}

// An optimal solution of `board` (basic_puzzle<R, C> or puzzle): solved, unsolvable at once, or
// gave_up when the budget runs out (or a pattern database is missing and may not be built). The
// error: solve_error_code::heuristic_does_not_fit, or inconsistent_heuristic naming the tables to
// delete (a file that passed its checksum but holds wrong entries).
template <class Board>
result<solution, solve_error> solve_optimal(const Board& board, const solve_options& options = {}) {
    if (options.metric == metric::mtm && options.heuristic != heuristic::automatic)
        return solve_error{solve_error_code::heuristic_does_not_fit,
                           "heuristic " + std::string(to_string(options.heuristic)) +
                               " counts single-tile moves; the mtm metric has its own tables (use auto)"};
    if (auto misfit = heuristic_misfit(options.heuristic, board.rows(), board.cols())) return *misfit;
    if (!board.is_solvable()) return solution{solve_status::unsolvable, {}, 0, 0};
    if (options.metric == metric::mtm) {
        const search_board start(board);
        const mtm_heuristic h(start, shared_mtm_tables(start.rows(), start.cols()));
        return mtm_ida_star(start, h, options.limits).run();
    }
    const heuristic chosen = *choose_heuristic(options.heuristic, board.rows(), board.cols(), options.databases);
    const unsigned threads = search_threads(options.threads);
    return with_heuristic(chosen, search_board(board), options, [&](const search_board& origin, auto& h, const duplicate_moves& duplicates) {
        using searched = std::remove_cvref_t<decltype(h)>;
        if (threads > 1) return parallel_ida_star<searched>(origin, h, options.limits, threads, duplicates).run();
        return ida_star<searched>(origin, h, options.limits, duplicates).run();
    });
}

// Whether the tools solve a rows x cols board optimally unless told otherwise (npuzzle-solve) and
// the games search for optimal hints: up to 4x4. Beyond, a thin board such as 2x8 can take IDA*
// hours without a table to guide it.
constexpr bool optimal_by_default(std::size_t rows, std::size_t cols) noexcept { return rows <= 4 && cols <= 4; }

// The next move of an optimal solution and the distance to the goal, or gave_up (move none) when the
// budget ran out first or the search failed (solve_optimal's error: a hint falls back, it does not
// report). A solved board: move none, distance 0. An unsolvable one: solvable false.
struct optimal_hint {
    direction move = direction::none;
    std::optional<unsigned> distance;
    bool gave_up = false;
    bool solvable = true;
};

// For the front ends: an optimal solution with the automatic heuristic and cached pattern databases
// only, never building one (that can take minutes), so a game never waits longer than `limits`.
template <class Board>
result<solution, solve_error> solve_from_cache(const Board& board, const budget& limits, database_options databases = {}) {
    databases.build_if_missing = false;
    return solve_optimal(board, {.heuristic = heuristic::automatic, .limits = limits, .databases = databases});
}

// The first move of solve_from_cache().
template <class Board>
optimal_hint next_optimal_move(const Board& board, const budget& limits, database_options databases = {}) {
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
