// SPDX-License-Identifier: MIT
// How a sliding-puzzle board looks to a front end, one way for every game that shows one (the game
// played, a replay): its name, each cell's label and role, and its game ID.
#pragma once

#include "game.hpp"

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>

#include <cstddef>
#include <string>

namespace npuzzle::frontend {

// "15-puzzle", "11-puzzle 3x4": the square boards by their count, the others with their shape too.
std::string puzzle_name(std::size_t rows, std::size_t cols);
// "12"; "" for the blank.
std::string tile_label(const npuzzle::puzzle& board, cell c);
// blank, tile_home (a tile in its goal cell) or tile.
cell_role tile_role(const npuzzle::puzzle& board, cell c);
// The widest label's width: that of the largest tile.
std::size_t tile_label_width(const npuzzle::puzzle& board);
// "up", "down", "left", "right": a move's direction in messages.
std::string direction_word(direction d);
// "4x4:1,2,...,0": the explicit game ID of the position.
std::string position_id(const npuzzle::puzzle& board);

} // namespace npuzzle::frontend
