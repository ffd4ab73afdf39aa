// SPDX-License-Identifier: MIT
// curses from start to end, and the few ways the front end puts text on it: every line clipped at
// the screen's edge with a marker, boxes, text wrapped between words.
#pragma once

#include "layout.hpp"

#include <string>
#include <string_view>
#include <vector>

#include <curses.h> // after the C++ headers; NCURSES_NOMACROS keeps std::move and friends intact

namespace npuzzle::curses {

enum colour_pair : short { pair_tile = 1, pair_home, pair_winning, pair_mark_x, pair_mark_o, pair_banner, pair_banner_title };
// COLOR_PAIR is a function returning int under NCURSES_NOMACROS; attributes are unsigned.
inline attr_t colour(colour_pair pair) { return static_cast<attr_t>(COLOR_PAIR(pair)); }

// curses from start to end: whatever way play() leaves, the destructor gives the terminal back.
class terminal {
public:
    terminal(bool usable, bool want_color);
    ~terminal();
    terminal(const terminal&) = delete;
    terminal& operator=(const terminal&) = delete;

    bool started() const noexcept { return screen_ != nullptr; }
    bool color() const noexcept { return color_; }

private:
    SCREEN* screen_ = nullptr;
    bool color_ = false;
};

inline int screen_width() { return getmaxx(stdscr); }
inline int screen_height() { return getmaxy(stdscr); }

// Every text reaches the screen here: one line from (y, x), cut at the right edge with
// clip_marker at the end, so a player can tell a cut line from a short one.
void put(int y, int x, std::string_view text, attr_t attributes = A_NORMAL);
void put_centred(int y, std::string_view text, attr_t attributes = A_NORMAL);

// A box with a border, filled with `attributes` when `filled`.
void draw_box(const rect& r, attr_t attributes, bool filled);

// `text` broken into lines of at most `width` columns, between words where it can be, and at each
// newline it holds.
std::vector<std::string> wrap(std::string_view text, int width);

// "terminal too small: need 23 x 13", in words that fit however narrow the screen is.
void draw_too_small(const too_small& need);

} // namespace npuzzle::curses
