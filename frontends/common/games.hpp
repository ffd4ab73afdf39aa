// The games the front ends can play, chosen by the shared options.
#pragma once

#include "game.hpp"
#include "game_clock.hpp"
#include "options.hpp"

#include <memory>
#include <string>
#include <variant>

namespace npuzzle::frontend {

// The game the options ask for (variant, size, seed, scramble, game ID), or a message saying what
// is wrong with them ("number 9 used twice", "board is not solvable", ...). Its timer reads `clock`.
std::variant<std::unique_ptr<game>, std::string> make_game(const options& opts, game_clock clock = {});

} // namespace npuzzle::frontend
