// SPDX-License-Identifier: MIT
// Optimal solving in one call: pick a heuristic by name, answer unsolvable boards at once, run IDA*.
// Also the front ends' optimal hint: the next move of an optimal solution within a budget.
//
//   auto s = npuzzle::solve::solve_optimal(board, {.heuristic = "pdb-7-8"});
//   if (s.status == npuzzle::solve::solve_status::solved) print(s.moves);
#pragma once

#include <npuzzle/core/direction.hpp>
#include <npuzzle/solve/additive_pdb.hpp>
#include <npuzzle/solve/heuristics.hpp>
#include <npuzzle/solve/ida_star.hpp>
#include <npuzzle/solve/search_board.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace npuzzle::solve {

struct solve_options {
    // "manhattan", "linear-conflict", a pattern set of standard_pattern_sets() for the board's shape,
    // or "auto": the best at hand (3x3: pdb-8; 4x4: pdb-7-8 if its files are cached, else pdb-6-6-3,
    // built in seconds; 5x5: pdb-6-6-6-6 if cached; other shapes: linear-conflict).
    std::string heuristic = "auto";
    budget limits{};
    database_options databases{};
    bool skip_duplicates = true; // false: generate duplicate move strings too (raw speed, node counts)
};

// Whether `name` is a heuristic at all (for some shape): "auto", "manhattan", "linear-conflict" or a
// standard pattern set.
inline bool known_heuristic(std::string_view name) {
    return name == "auto" || name == "manhattan" || name == "linear-conflict" || find_pattern_set(name) != nullptr;
}

// Why `name` cannot serve a rows x cols board, or nothing if it can.
inline std::optional<std::string> heuristic_problem(std::string_view name, std::size_t rows, std::size_t cols) {
    if (name == "auto" || name == "manhattan" || name == "linear-conflict") return std::nullopt;
    const pattern_set* set = find_pattern_set(name);
    std::string known = "auto, manhattan, linear-conflict";
    for (const auto& s : standard_pattern_sets()) known += ", " + std::string(s.name);
    if (!set) return "unknown heuristic '" + std::string(name) + "' (known: " + known + ")";
    if (set->rows != rows || set->cols != cols)
        return "heuristic " + std::string(name) + " is for " + std::to_string(set->rows) + "x" +
               std::to_string(set->cols) + " boards, not " + std::to_string(rows) + "x" + std::to_string(cols);
    return std::nullopt;
}

// "auto" made concrete for a shape; other names are returned as they are.
inline std::string resolve_heuristic(std::string_view name, std::size_t rows, std::size_t cols,
                                     const database_options& databases) {
    if (name != "auto") return std::string(name);
    if (rows == 3 && cols == 3) return "pdb-8";
    database_options cached_only = databases;
    cached_only.build_if_missing = false;
    auto cached = [&](std::string_view set) { return !load_pattern_set(*find_pattern_set(set), cached_only).empty(); };
    if (rows == 4 && cols == 4) return cached("pdb-7-8") ? "pdb-7-8" : "pdb-6-6-3";
    if (rows == 5 && cols == 5 && cached("pdb-6-6-6-6")) return "pdb-6-6-6-6";
    return "linear-conflict";
}

// An optimal solution of `board` (basic_puzzle<R, C> or puzzle), unsolvable at once, or gave_up when
// the budget runs out (or a pattern database is missing and may not be built). Throws
// std::invalid_argument for a heuristic that heuristic_problem() rejects.
template <class Board>
solution solve_optimal(const Board& board, const solve_options& options = {}) {
    if (auto problem = heuristic_problem(options.heuristic, board.rows(), board.cols()))
        throw std::invalid_argument(*problem);
    if (!board.is_solvable()) return {solve_status::unsolvable, {}, 0, 0};
    const std::string name = resolve_heuristic(options.heuristic, board.rows(), board.cols(), options.databases);
    search_board start(board);
    const duplicate_moves& duplicates = options.skip_duplicates ? duplicate_moves::standard() : duplicate_moves::none();
    auto run = [&](auto& h) {
        return ida_star<std::remove_cvref_t<decltype(h)>>(start, h, options.limits, duplicates).run();
    };
    if (name == "manhattan") {
        manhattan h(start);
        return run(h);
    }
    if (name == "linear-conflict") {
        linear_conflict h(start);
        return run(h);
    }
    const pattern_set& set = *find_pattern_set(name);
    auto dbs = load_pattern_set(set, options.databases);
    if (dbs.empty()) return {};
    additive_pdb h(start, std::move(dbs), set.dual);
    try {
        return run(h);
    } catch (const inconsistent_heuristic& e) { // name the files: only their entries can be wrong
        throw inconsistent_heuristic(name + ": " + e.what() + "; its pattern databases are wrong (delete them from " +
                                     options.databases.cache_directory.string() + " to have them rebuilt)");
    }
}

// The next move of an optimal solution and the distance to the goal, or gave_up (move none) when the
// budget ran out first. A solved board: move none, distance 0. An unsolvable one: solvable false.
struct optimal_hint {
    direction move = direction::none;
    std::optional<unsigned> distance;
    bool gave_up = false;
    bool solvable = true;
};

// For the front ends: an optimal solution with the best heuristic at hand, using cached pattern
// databases when present and never building one (that can take minutes), so a game never waits
// longer than `limits`.
template <class Board>
solution solve_from_cache(const Board& board, const budget& limits, database_options databases = {}) {
    databases.build_if_missing = false;
    solve_options options{resolve_heuristic("auto", board.rows(), board.cols(), databases), limits, databases};
    if (const pattern_set* set = find_pattern_set(options.heuristic); set && load_pattern_set(*set, databases).empty())
        options.heuristic = "linear-conflict"; // not cached: building it could take minutes
    return solve_optimal(board, options);
}

// The first move of solve_from_cache().
template <class Board>
optimal_hint next_optimal_move(const Board& board, const budget& limits, database_options databases = {}) {
    const solution s = solve_from_cache(board, limits, std::move(databases));
    switch (s.status) {
    case solve_status::solved:
        return {s.moves.empty() ? direction::none : s.moves.front(), static_cast<unsigned>(s.moves.size()), false, true};
    case solve_status::unsolvable: return {direction::none, std::nullopt, false, false};
    case solve_status::gave_up: break;
    }
    return {direction::none, std::nullopt, true, true};
}

} // namespace npuzzle::solve
