// The games the front ends can play, chosen by the shared options.
#pragma once

#include "game.hpp"
#include "game_clock.hpp"
#include "options.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <variant>

namespace npuzzle::frontend {

// The game the options ask for (variant, size, seed, scramble, game ID), or a message saying what
// is wrong with them ("number 9 used twice", "board is not solvable", ...). Its timer reads `clock`.
std::variant<std::unique_ptr<game>, std::string> make_game(const options& opts, game_clock clock = {});

// The puzzle a --game ID names, if it is solvable and at most max_side each way, else what is wrong
// ("--game '3x3:1,1': number 1 used twice"). `size` stands in for the RxC that bare numbers lack.
std::variant<npuzzle::puzzle, std::string> read_game_id(std::string_view id, npuzzle::shape size = {});

} // namespace npuzzle::frontend
