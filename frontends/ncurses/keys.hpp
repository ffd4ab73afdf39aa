// What each key means: one table, shared by the game loop, the legend, the help screen and the
// tests. Movement keys name a screen direction; the game loop applies --keys (arrow sense) or, in
// games played by placing, moves its cursor.
//
// The issue asks for hjkl and WASD movement and for h hint and s solve. Movement wins the lower
// case letters: H (shift-h) hints and S (shift-s) solves, as R (shift-r) restarts.
#pragma once

#include <npuzzle/core/direction.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace npuzzle::curses {

enum class action : std::uint8_t {
    none,
    move,     // `arrow`: slide (puzzle) or move the cursor (placing games)
    select,   // Enter or space: place at the cursor
    click,    // a mouse event
    undo,
    redo,
    restart,
    hint,
    solve,
    new_game,
    pause,
    help,
    quit,
    resize,
};

struct key_action {
    action what = action::none;
    direction arrow = direction::none; // for action::move: the key's direction on screen
};

// The action bound to a curses key code (getch's result).
key_action action_for(int key) noexcept;

// One line for the bottom of the screen, and the full list for the help screen.
struct key_help {
    std::string_view keys, what;
};
inline constexpr key_help help_lines[] = {
    {"arrows, hjkl, wasd", "move (h/a left, j/s down, k/w up, l/d right)"},
    {"mouse click", "slide every tile between it and the blank"},
    {"Enter, space", "place at the cursor (games played by placing)"},
    {"u / r", "undo / redo"},
    {"R", "restart this game"},
    {"H", "hint: play one move and say which"},
    {"S", "solve, animated (any key stops it)"},
    {"n", "new game"},
    {"p", "pause (hides the board)"},
    {"?", "this help"},
    {"q", "quit"},
};

// The one-line legend for a screen `width` columns wide: the most useful keys that fit, in a fixed
// order; "? help" always, so every other key stays one keystroke away.
std::string legend(int width);

} // namespace npuzzle::curses
