// SPDX-License-Identifier: MIT
// What npuzzle-text says about a word that is no command and that the game did not take.
#pragma once

#include <common/game.hpp>

#include <string>
#include <string_view>

namespace npuzzle::text {

// A number on a sliding board names a tile that is not there: "there is no tile 99: tiles are
// 1..15". Anything else: "unknown command 'x'; allowed: ..." with the commands and the game's words.
std::string unknown_word(const frontend::game& game, std::string_view word);

} // namespace npuzzle::text
