// SPDX-License-Identifier: MIT
// A board that does not fit its screen must fail to compile with an error naming the sizes and
// the largest board that fits (test/display/CMakeLists.txt checks the diagnostic).
#include <npuzzle/core/board.hpp>
#include <npuzzle/display/renderer.hpp>

#ifndef NPUZZLE_ROWS
#define NPUZZLE_ROWS 4 // the control case: a 4x4 board fits a 128x32 panel
#endif

npuzzle::display::renderer<npuzzle::basic_puzzle<NPUZZLE_ROWS, NPUZZLE_ROWS>, 128, 32> renderer;
int main() { return renderer.layout.tile; }
