// SPDX-License-Identifier: MIT
// The solve history in words for people, one way for every front end: npuzzle-text's --stats and
// `stats`, and npuzzle-curses' statistics screen and win screen. Times are seconds to the
// millisecond ("12.345"); an average too short to have is "-", one spoilt by DNFs "DNF".
#pragma once

#include "history.hpp"
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

// A size's (and mode's) statistics in three lines:
//   "3x3: 6 solves, 1 DNF; best 0.800 s, 2 moves, 3.351 TPS; mean 9.758 s"
//   "  current ao5 11.750 ao12 - ao50 - ao100 -"
//   "  best    ao5 11.167 ao12 - ao50 - ao100 -"
std::vector<std::string> statistics_lines(const size_statistics& st);
// The first of them cut short: "3x3 blindfold: 1 solve, 1 DNF; best 2.000 s".
std::string statistics_summary(const size_statistics& st);

// One game in a line short enough for a screen: "#12 11-23 21:07  12.345 s  62 moves  5.021 TPS
// optimal 48" (UTC), "DNF" for an abandoned one, "(does not count)" for an unfair one.
std::string solve_line(const game_record& g);

// Unix ms as UTC: "2026-11-23 21:07:31" (`json`: "2026-11-23T21:07:31.123Z").
std::string utc_text(std::int64_t unix_ms, bool json = false);

} // namespace npuzzle::frontend
