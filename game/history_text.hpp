// SPDX-License-Identifier: MIT
// The solve history in words for people, one way for every front end: npuzzle-text's --stats and
// `stats`, and npuzzle-curses' statistics screen and win screen. Times are seconds to the
// millisecond ("12.345"); an average too short to have is "-", one spoilt by DNFs "DNF".
#pragma once

#include "game_record.hpp"
#include "time_text.hpp"

#include <npuzzle/core/statistics.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::frontend {

std::string average_text(const std::optional<npuzzle::average>& a);    // "12.345", "DNF" or "-"
std::string tps_text(const std::optional<double>& tps);               // "3.351" or "-"
std::string size_text(const npuzzle::shape& s);                       // "4x4"
std::string mode_text(const std::string& mode);
// N of a mode "marathon-N"; nothing for another mode (or a foreign file's "marathon-x").
std::optional<std::size_t> marathon_boards(const std::string& mode);
// Where a mode's statistics go among a size's: standard, blindfold, then marathons by length.
std::size_t mode_order(const std::string& mode);                       // "marathon of 5", "blindfold"

// A size's (and mode's) statistics in four lines (three before its first solve), each best with
// the solve it came from, since the fastest, the shortest and the quickest-fingered are often three:
//   "3x3: 6 solves, 1 DNF; mean 9.758 s"
//   "  best time 3.035 s (49 moves); fewest moves 44 (4.073 s); best TPS 17.159 (3.147 s)"
//   "  current ao5 11.750 ao12 - ao50 - ao100 -"
//   "  best    ao5 11.167 ao12 - ao50 - ao100 -"
std::vector<std::string> statistics_lines(const size_statistics& st);
// The bests of the second line: "best time 3.035 s (49 moves); fewest moves 44 (4.073 s); ..."; "" before any.
std::string bests_text(const size_statistics& st);
// A line in short: "3x3 blindfold: 1 solve, 1 DNF; best time 2.000 s".
std::string statistics_summary(const size_statistics& st);

// A game's TPS, only for a solve that counts: a game the solver finished, or one that does not count,
// has none ("-"): its pace is not the player's.
std::optional<double> fair_tps(const game_record& g);

// One game in a line short enough for a screen: "#12 11-23 21:07  12.345 s  62 moves  5.021 TPS
// optimal 48" (UTC), "DNF" for an abandoned one, "(does not count)" and no TPS for an unfair one.
std::string solve_line(const game_record& g);

// Unix ms as UTC: "2026-11-23 21:07:31" (`json`: "2026-11-23T21:07:31.123Z").
std::string utc_text(std::int64_t unix_ms, bool json = false);

} // namespace npuzzle::frontend
