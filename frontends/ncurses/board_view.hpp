// SPDX-License-Identifier: MIT
// The board and the win banner on screen: cells in the looks of their roles, tiles gliding part
// way, and the banner placed where the finished board stays in sight.
#pragma once

#include "game/game.hpp"
#include "layout.hpp"
#include "slide_animation.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <curses.h>

namespace npuzzle::curses {

struct board_style {
    bool color = false;
    std::optional<cell> cursor;              // games played by placing: the cursor's cell
    bool flash = false;                      // a reversed frame of the win flash
    const std::vector<sliding_tile>& sliding; // tiles gliding to their cells
    double progress = 1;                     // how far they have gone, 0..1
};

void draw_board(const frontend::game& game, const board_layout& board, const board_style& s);

// Where the banner of `lines` goes so that the finished board stays in sight: beside the board (laid
// out again, smaller, in what is left of the width), else below it, else over its middle as a last
// resort on a screen too small for either. Sets `layout` to the board's layout.
rect place_banner(const frontend::game& game, const std::vector<std::string>& lines,
                  std::variant<board_layout, too_small>& layout);

// The banner: the title in the reverse of the box's colours, bold (readable with 8, 16 or 256
// colours, where bold black on yellow shows as grey, and without colour).
void draw_win(const std::vector<std::string>& lines, const rect& box, bool color);

} // namespace npuzzle::curses
