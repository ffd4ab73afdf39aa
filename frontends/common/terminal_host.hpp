// SPDX-License-Identifier: MIT
// The game host of the terminal front ends (game/game_host.hpp): optimal hints searched on a thread
// (background_solver.hpp), their tables built by child processes into the cache on disk
// (forked_tables.hpp). npuzzle-curses and npuzzle-text install it before making a game.
#pragma once

#include "game_host.hpp"

namespace npuzzle::frontend {

game_host terminal_host();

} // namespace npuzzle::frontend
