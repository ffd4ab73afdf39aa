// SPDX-License-Identifier: MIT
// What each key means: one table, shared by the game loop, the legend, the help screen and the
// tests. Movement keys name a screen direction; the game loop applies --keys (arrow sense) or, in
// games played by placing, moves its cursor.
//
// The issue asks for hjkl and WASD movement and for h hint and s solve. Movement wins the lower
// case letters: H (shift-h) hints and S (shift-s) solves, as R (shift-r) restarts.
#pragma once

#include "common/game.hpp"

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
    statistics, // this size's solve history
    quit,
    resize,
};

struct key_action {
    action what = action::none;
    direction arrow = direction::none; // for action::move: the key's direction on screen
};

// The action bound to a curses key code (getch's result).
key_action action_for(int key) noexcept;

// Which games a key line is about: the sliding puzzle (input_style::slide), games played by
// placing such as m,n,k (input_style::place), or both.
enum class applies : std::uint8_t { always, sliding, placing };

constexpr bool applies_to(applies a, frontend::input_style style) noexcept {
    return a == applies::always || (a == applies::sliding) == (style == frontend::input_style::slide);
}

// What the keys are for: a game played, a blindfold solve (Enter ends it; no hint or solver) or a
// recorded game played back (keys step through it; nothing is played).
enum class key_mode : std::uint8_t { play, blindfold, replay };

// The modes a key line is shown in: a bit per key_mode.
enum key_modes : std::uint8_t {
    in_play = 1,
    in_blindfold = 2,
    in_replay = 4,
    playing = in_play | in_blindfold,
    in_every_mode = in_play | in_blindfold | in_replay,
};
constexpr bool shown_in(std::uint8_t modes, key_mode mode) noexcept {
    return (modes >> static_cast<unsigned>(mode) & 1u) != 0;
}

// The mode of `g`'s keys.
inline key_mode key_mode_of(const frontend::game& g) {
    return g.replaying() ? key_mode::replay : g.blindfolded() ? key_mode::blindfold : key_mode::play;
}

// The full list for the help screen and --help.
struct key_help {
    std::string_view keys, what;
    applies to = applies::always;
    std::uint8_t modes = playing;
};
inline constexpr key_help help_lines[] = {
    {"arrows, hjkl, wasd", "slide a tile (h/a left, j/s down, k/w up, l/d right)", applies::sliding},
    {"arrows, hjkl, wasd", "move the cursor (h/a left, j/s down, k/w up, l/d right)", applies::placing},
    {"arrows, hjkl, wasd", "a step: right and down on, left and up back", applies::sliding, in_replay},
    {"Enter, space", "place a mark at the cursor", applies::placing},
    {"Enter, space", "done: end a blindfold solve (--blind) and show the board", applies::sliding, in_blindfold},
    {"mouse click", "slide every tile between it and the blank", applies::sliding},
    {"mouse click", "place a mark there", applies::placing},
    {"u / r", "undo / redo"},
    {"u / r", "a step back / on", applies::always, in_replay},
    {"R", "restart this game"},
    {"R", "back to the start", applies::always, in_replay},
    {"H", "hint: play one move and say which", applies::always, in_play},
    {"S", "solve, animated (any key stops it)", applies::sliding, in_play},
    {"S", "the computer plays both sides to the end (any key stops it)", applies::placing, in_play},
    {"S", "play on from here (any key stops it)", applies::sliding, in_replay},
    {"n", "new game"},
    {"n", "play it again from the start", applies::always, in_replay},
    {"p", "pause (hides the board)"},
    {"t", "statistics: this size's solves, bests and averages", applies::sliding, in_every_mode},
    {"?", "this help", applies::always, in_every_mode},
    {"q", "quit", applies::always, in_every_mode},
};

// Where the game stands, for the legend: under way, paused (only resuming, a new game, the pages and
// quitting do anything) or over (the win screen's banner names the game's own keys).
enum class key_state : std::uint8_t { under_way, paused, over };

// The one-line legend for `mode`'s keys in a game of `style`, `state`, on a screen `width` columns
// wide: the most useful keys that fit, in a fixed order; "? help" always, so every other key stays
// one keystroke away.
std::string legend(int width, frontend::input_style style, key_mode mode = key_mode::play,
                   key_state state = key_state::under_way);

} // namespace npuzzle::curses
