// SPDX-License-Identifier: MIT
// What an optimal search is asked to do: its heuristic, budget, tables and threads. Split from
// solver.hpp so that a caller compiling the solver separately (solver_source.hpp) includes only this
// and a few other light headers, never the searches themselves.
#pragma once

#include <npuzzle/solve/duplicate_moves.hpp>
#include <npuzzle/solve/heuristic_choice.hpp>
#include <npuzzle/solve/metric.hpp>
#include <npuzzle/solve/solution.hpp>

#include <algorithm>
#include <filesystem>
#include <iosfwd>
#include <thread>

namespace npuzzle::solve {

/// Where pattern databases are read, whether they may be built, and with how many threads.
struct database_options {
    /// Where tables are read and saved. Empty (the default): built and kept in memory only, so a
    /// library call writes nothing to the user's home unless asked. Tools and games pass
    /// default_cache_directory() (pattern_cache.hpp), the XDG cache.
    std::filesystem::path cache_directory{};
    /// False: only a file that passes its checks is used, nothing is built (hints must never wait
    /// minutes). True: a missing or untrusted table is built (seconds to minutes) and saved.
    bool build_if_missing = true;
    /// Threads that build a table: by default the machine's cores, at most 2.
    unsigned threads = std::max(1u, std::min(2u, std::thread::hardware_concurrency()));
    /// Where build and load messages go, one line each; none when null.
    std::ostream* log = nullptr;
};

/// How solve_optimal() searches. Every field has a usable default: `solve_optimal(board)` solves
/// optimally with the best heuristic at hand, no budget, on one thread.
struct solve_options {
    /// manhattan, linear_conflict, a standard pattern set for the board's shape, or automatic ("auto"):
    /// the best at hand (3x3: pdb-8; 4x4: pdb-7-8 if its files are cached, else pdb-6-6-3, built in
    /// seconds; 5x5: pdb-6-6-6-6 if cached; other shapes: linear-conflict). With
    /// databases.build_if_missing false, automatic only picks tables already cached.
    solve::heuristic heuristic = solve::heuristic::automatic;
    /// When to give up (solve_status::gave_up); none by default.
    budget limits{};
    /// Where the pattern databases come from.
    database_options databases{};
    /// False: generate duplicate move strings too (raw speed, node counts); the answer is the same.
    bool skip_duplicates = true;
    /// The order a node's children are searched in (duplicate_moves.hpp): nearest first (the default),
    /// or fixed (U L R D): then no board takes more nodes than a search without duplicate pruning in
    /// that order, at the cost of the last iteration's head start nearest first gives most boards.
    /// The same answer's length either way; the moves may differ.
    move_order order = move_order::nearest_first;
    /// mtm: fewest moves counting a slide of several tiles in a line as one (mtm_search.hpp), with its
    /// own tables (heuristic must be automatic). The moves are still one letter a tile.
    solve::metric metric = solve::metric::stm;
    /// Search threads: 1 (the default) searches on the calling thread alone; 0 uses every core; more than
    /// max_search_threads are that many. Any number gives the same solution, move for move, and the same
    /// node count (parallel_ida_star.hpp). The mtm metric searches on one thread.
    unsigned threads = 1;
};

/// The most threads a search starts: each deals itself 64 subtrees of the frontier, so a count past any
/// machine's cores (a -1 read as unsigned) would only spend memory on an ever wider frontier.
inline constexpr unsigned max_search_threads = 1024;

/// The threads `threads` asks for: 0 is every core (at least 1), and never more than max_search_threads.
[[nodiscard]] inline unsigned search_threads(unsigned threads) noexcept {
    return std::min(threads != 0 ? threads : std::max(1u, std::thread::hardware_concurrency()), max_search_threads);
}

} // namespace npuzzle::solve
