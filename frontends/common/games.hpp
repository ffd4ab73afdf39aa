// SPDX-License-Identifier: MIT
// The games the front ends can play, chosen by the shared options.
#pragma once

#include "frontend_error.hpp"
#include "game.hpp"
#include "game_clock.hpp"
#include "options.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/mnk/dynamic_mnk.hpp>

#include <memory>
#include <string>
#include <string_view>

namespace npuzzle::frontend {

// The game the options ask for (variant, size, seed, scramble, game ID), or a message saying what
// is wrong with them ("number 9 used twice", "board is not solvable", ...). Its timer reads `clock`.
// The m,n,k computer thinks within interactive_think_budget, or, on a manual clock (a scripted
// game), within scripted_think_budget: a node count alone, so its moves are reproducible. On a
// manual clock a puzzle's hints wait for the search up to scripted_hint_budget (60 s) rather than 2 s
// of the machine's time, for the same reason.
frontend_result<std::unique_ptr<game>> make_game(const options& opts, game_clock clock = {});

// The puzzle a --game ID names, if it is solvable and at most max_side each way, else what is wrong
// ("--game '3x3:1,1': number 1 used twice"). `size` stands in for the RxC that bare numbers lack;
// `from` names where the ID came from in that message (a saved game's field).
frontend_result<npuzzle::puzzle> read_game_id(std::string_view id, npuzzle::shape size = {},
                                                        std::string_view from = "--game");

// The m,n,k position a --game ID names ("3x3k3", "3x3k3:X.O/.X./..."), if it is at most max_side
// each way and the game is not over yet, else what is wrong ("--game '3x3k3:XX': row 1 has 2
// cells, expected 3").
frontend_result<npuzzle::mnk> read_mnk_id(std::string_view id, std::string_view from = "--game");

// The game saved in `text` (a saved-game line), played back to where it was left, its next deals
// following `opts` (--seed); or why it cannot be ("history entry 4 cannot be played there").
frontend_result<std::unique_ptr<game>> resume_game(std::string_view text, const options& opts,
                                                            game_clock clock = {});

// Whether a game ID names an m,n,k position: its size reads "RxCkK".
bool is_mnk_id(std::string_view id);

} // namespace npuzzle::frontend
