// SPDX-License-Identifier: MIT
// What each key means. The letters come from the one command table (game/command_table.hpp), with
// the help page and the legend; this adds the keys only a terminal has. Movement keys name a screen
// direction; the midend applies --keys (arrow sense), or in games played by placing the cursor moves.
//
// The issue asks for hjkl and WASD movement and for h hint and s solve. Movement wins the lower
// case letters: H (shift-h) hints and S (shift-s) solves, as R (shift-r) restarts.
#pragma once

#include "game/command_table.hpp"

#include <npuzzle/core/direction.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace npuzzle::curses {

// Keys name verbs (frontend::verb), plus what only a terminal has: a click, a resize.
using action = frontend::verb;
using frontend::applies;
using frontend::applies_to;
using frontend::help_lines;
using frontend::in_blindfold;
using frontend::in_every_mode;
using frontend::in_play;
using frontend::in_replay;
using frontend::key_help;
using frontend::key_mode;
using frontend::key_mode_of;
using frontend::key_state;
using frontend::legend;
using frontend::playing;
using frontend::shown_in;

struct key_action {
    action what = action::none;
    direction arrow = direction::none; // for action::move: the key's direction on screen
};

// The action bound to a curses key code (getch's result): arrows, hjkl and WASD move; Enter and
// space select; the letters of frontend::verbs name their commands.
key_action action_for(int key) noexcept;

} // namespace npuzzle::curses
