// SPDX-License-Identifier: MIT
/// \file
/// npuzzle: sliding-tile puzzles of any shape. The freestanding core in one include, with the
/// version macros (NPUZZLE_VERSION_MAJOR, NPUZZLE_VERSION_MINOR, NPUZZLE_VERSION_PATCH and
/// NPUZZLE_VERSION). The solver (npuzzle/solve/solver.hpp), the display adapter
/// (npuzzle/display/game.hpp) and the m,n,k game (npuzzle/mnk/all.hpp) are included on their own.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/core/slidysim.hpp>
#include <npuzzle/core/statistics.hpp>
#include <npuzzle/version.hpp>

/// Everything of the library: boards, moves, game IDs, shuffles, sessions, errors (npuzzle/core),
/// the m,n,k game (npuzzle/mnk); the solver is in npuzzle::solve, the display adapter in
/// npuzzle::display. Names in a `detail` namespace are not part of the API.
namespace npuzzle {}
