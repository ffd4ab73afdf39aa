// SPDX-License-Identifier: MIT
// A game's board as npuzzle-text prints it: rows of labels right-aligned, "." for the blank or an
// empty cell, column letters and row numbers for games that place marks, then the status line.
#pragma once

#include <game/game.hpp>

#include <ostream>

namespace npuzzle::text {

void write_board(const frontend::game& game, std::ostream& out);

} // namespace npuzzle::text
