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

// The game's board on a `width` x `height` screen (lay_out()). A game played by placing names its
// cells ("b2"): it gets a line above the board for the column letters and three columns left of it
// for the row numbers, the board made smaller for them if need be; where even that does not fit,
// neither shows.
std::variant<board_layout, too_small> lay_out_board(const frontend::game& game, int width, int height);

// The win banner: its lines, wrapped to fit, and its box.
struct banner {
    std::vector<std::string> lines;
    rect box;
};

// Where the banner of `results` goes so that the finished board stays in sight: beside the board (laid
// out again, smaller, in what is left of the width), else below it, else over the board as a last
// resort. It never covers the key legend's line: on a screen too short for it, its lines take the
// whole width and those that do not fit are left out, the last line saying so. Sets `layout` to the
// board's layout.
banner place_banner(const frontend::game& game, const std::vector<std::string>& results,
                    std::variant<board_layout, too_small>& layout);

// The banner: the title in the reverse of the box's colours, bold (readable with 8, 16 or 256
// colours, where bold black on yellow shows as grey, and without colour).
void draw_win(const banner& b, bool color);

} // namespace npuzzle::curses
