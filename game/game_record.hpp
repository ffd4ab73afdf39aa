// SPDX-License-Identifier: MIT
// A game as the solve history keeps it (one row per finished or abandoned game), and a size's
// statistics over those that count: what the midend hands a store and words on the win screen.
// Where the rows live is the store's (SQLite on a desktop: frontends/common/history.hpp).
#pragma once

#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/statistics.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::frontend {

inline constexpr std::size_t max_marathon_boards = 1000; // a marathon's boards at most (--marathon N)

// A move as played: its letter (U D L R, one tile each: a slide of three tiles is three moves with
// the same time) and when, in milliseconds on the game's clock since the game started.
struct timed_move {
    char letter = 'U';
    std::uint64_t at_ms = 0;
    friend bool operator==(const timed_move&, const timed_move&) = default;
};

enum class game_result : std::uint8_t { solved, dnf }; // dnf: abandoned (quit, new game) unsolved

// One game, as the front end fills it when the game ends, and as the queries give it back.
struct game_record {
    std::int64_t id = 0;          // given by the store (add() ignores it)
    std::int64_t ended_at_ms = 0; // Unix time in ms when the game ended; add() takes 0 as "now"
    std::string variant = "puzzle";
    npuzzle::shape size{4, 4};
    std::string start;             // the starting game ID: "4x4:..." (what --game accepts)
    std::string mode = "standard"; // or "blind", "marathon-N" (game.hpp's mode()); a marathon's start
                                   // holds its boards' IDs, separated by spaces
    std::uint64_t stm = 0;         // single-tile moves
    std::uint64_t mtm = 0;         // multi-tile moves
    std::uint64_t ms = 0;          // the game's time
    std::vector<timed_move> moves; // every tile moved, in order (times 0 in rows from schema 1); the games
                                   // write those since the last restart, and only the last 4096 slides
                                   // of a longer game (their undo ring: puzzle_game::history_record)
    game_result result = game_result::dnf;
    bool counts = false;                // a fair, unassisted game: the midend's rule
    std::optional<std::uint64_t> optimal; // the start's optimal length, when known
    friend bool operator==(const game_record&, const game_record&) = default;
};

// Which rows a statistics page shows: one variant's games of one size, in full for one mode.
struct history_scope {
    std::string variant = "puzzle";
    npuzzle::shape size{4, 4};
    std::string mode = "standard";
};

// One size's statistics over the games that count, oldest first. `solves` are finished ones, `dnfs`
// abandoned ones; averages count a DNF as the worst (statistics.hpp).
struct size_statistics {
    std::string variant;
    npuzzle::shape size;
    std::string mode = "standard"; // each mode's games have statistics of their own
    std::size_t solves = 0;
    std::size_t dnfs = 0;
    std::optional<std::uint64_t> best_ms, best_moves, mean_ms;
    std::optional<double> best_tps;
    // The solves those bests came from: the best time's moves, the fewest moves' time, the best TPS's
    // time (three solves, or fewer: each best is told with its own).
    std::optional<npuzzle::solve_result> best_time_solve, fewest_moves_solve, best_tps_solve;
    // Current and best averages of 5, 12, 50 and 100.
    static constexpr std::size_t average_sizes[4] = {5, 12, 50, 100};
    std::optional<npuzzle::average> current[4], best[4];
};

// Statistics over one size's results, oldest first (what history_store::statistics computes per size).
size_statistics statistics_of(const std::vector<npuzzle::solve_result>& results);

} // namespace npuzzle::frontend
