// SPDX-License-Identifier: MIT
/// \file
/// The m,n,k game (generalised tic-tac-toe) in one include, for hosted programs: boards of
/// compile-time and run-time size, game IDs, the session, and the computer player. Bare-metal code
/// includes board.hpp, notation.hpp and session.hpp alone (no heap, no exceptions).
///
/// \code
///   npuzzle::mnk_session<npuzzle::mnk> game(*npuzzle::parse_mnk<npuzzle::mnk>("7x7k4"));
///   npuzzle::mnk_player computer;
///   game.place({3, 3});                                        // the human, X
///   if (auto r = computer.think(game.board(), {.milliseconds = 200})) game.place(r->move);
///   game.board().winner(), game.board().winning_line(), game.board().is_draw(), game.undo() ...
/// \endcode
#pragma once

#include <npuzzle/mnk/board.hpp>
#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/error.hpp>
#include <npuzzle/mnk/notation.hpp>
#include <npuzzle/mnk/player.hpp>
#include <npuzzle/mnk/save_record.hpp>
#include <npuzzle/mnk/session.hpp>
