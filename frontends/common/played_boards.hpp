// SPDX-License-Identifier: MIT
// A history row's boards, each with the moves played on it: one for a single game; a marathon's
// start lists its boards' IDs (separated by spaces) and each board's moves end where it came right.
#pragma once

#include "history.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>

#include <optional>
#include <vector>

namespace npuzzle::frontend {

struct played_board {
    npuzzle::puzzle start;
    std::vector<timed_move> moves;
};

// The boards a row started from: one, or a marathon's; nothing if any is not a board ID (or none is given).
std::optional<std::vector<npuzzle::puzzle>> start_boards(const game_record& g);

// Nothing if a start is not a board ID or a move cannot be played where it was recorded.
std::optional<std::vector<played_board>> played_boards(const game_record& g);

} // namespace npuzzle::frontend
