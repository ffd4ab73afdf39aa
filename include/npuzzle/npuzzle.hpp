// SPDX-License-Identifier: MIT
// npuzzle: sliding-tile puzzles of any shape. The freestanding core in one include.
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
