// SPDX-License-Identifier: MIT
// What an optimal search answers: a solution (solved, unsolvable, or gave up within its budget), or a
// solve_error when it could not search at all or caught its heuristic lying. The solver's errors are
// values (docs/DESIGN.md, Errors): solve_optimal and ida_star::run return result<solution, solve_error>.
#pragma once

#include <npuzzle/core/direction.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace npuzzle::solve {

/// When to give up. Zero means no limit.
struct budget {
    std::uint64_t max_nodes = 0;               ///< nodes generated before giving up; 0: no limit
    std::chrono::duration<double> max_time{0}; ///< seconds of search; none when not positive, or too large to count
    /// Set by another thread to abandon the search (a game's position moved on): gave_up, soon after.
    const std::atomic<bool>* stop = nullptr;
};

/// How an optimal search ended.
enum class solve_status : std::uint8_t {
    solved,     ///< `moves` holds an optimal solution
    unsolvable, ///< the board cannot be solved (its permutation's parity): answered at once
    gave_up,    ///< the budget ran out, or a pattern database was missing and could not be built
};

/// The status as tools write it: "solved", "unsolvable", "gave_up".
[[nodiscard]] constexpr std::string_view to_string(solve_status s) noexcept {
    switch (s) {
    case solve_status::solved: return "solved";
    case solve_status::unsolvable: return "unsolvable";
    case solve_status::gave_up: return "gave_up";
    }
    return "unknown";
}

/// What an optimal search answers (solve_optimal, ida_star::run).
struct solution {
    solve_status status = solve_status::gave_up; ///< how the search ended
    std::vector<direction> moves; ///< tile directions (docs/DESIGN.md, Move letters), when solved
    std::uint64_t nodes = 0; ///< nodes generated
    /// Nodes expanded: those whose children were generated (within the bound, not the goal), as
    /// Clausecker's 24-puzzle solver counts; counted by the one-thread search, 0 from several threads.
    std::uint64_t expanded = 0;
    double seconds = 0;           ///< the search's wall-clock seconds (tables loaded before it not counted)
};

/// What kind of solve_error.
enum class solve_error_code : std::uint8_t {
    none, ///< no error
    heuristic_does_not_fit, ///< a heuristic made for another board shape (pdb-7-8 on a 3x3 board)
    inconsistent_heuristic, ///< the heuristic was seen to overestimate: a pattern database holds wrong entries
};

/// Why a search could not answer. `detail` is the sentence message() gives: for an inconsistent
/// heuristic what the search saw and, from solve_optimal, which tables to delete.
struct solve_error {
    solve_error_code code = solve_error_code::none; ///< what kind
    std::string detail;                             ///< the sentence message() gives

    /// The error in words, for a person.
    [[nodiscard]] std::string message() const { return detail; }
    /// Whether this is an error at all (code not none).
    explicit operator bool() const noexcept { return code != solve_error_code::none; }
};

} // namespace npuzzle::solve
