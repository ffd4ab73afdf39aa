// SPDX-License-Identifier: MIT
// Every command a player can give, once: its name (the verb the midend dispatches), its key in a
// terminal, its word in the text protocol, and the lines that explain it (the text help, the key help
// page, the one-line key legend). A front end turns its input into a verb through this table and hands
// it to the midend; adding a command is a row here and a case in the midend.
#pragma once

#include "game.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace npuzzle::frontend {

enum class verb : std::uint8_t {
    none,       // a key bound to nothing; in the text protocol a word the game may read ("7", "b2")
    move,       // slide (the puzzle) or move the cursor (placing games)
    select,     // place at the cursor or the cell clicked; in a blindfold solve, done
    click,      // a pointer event: the front end finds its cell and sends select
    resize,     // the screen changed size: the front end lays it out again
    undo,
    redo,
    restart,
    hint,
    solve,
    new_game,   // a new deal (asks first while a game is under way, where a front end can ask)
    again,      // a new deal of the same size and mode at once; a game under way becomes a DNF
    pause,      // the player's pause, or its end
    done,       // end a blindfold solve: the game shows the board and judges it
    abandon,    // quit without saving: a game under way is recorded as a DNF
    quit,       // leave; an unfinished game is saved where saves are kept
    show,       // print the board (text)
    help,
    statistics, // this size's solve history: bests and averages
    history,    // this size's games (text)
};

// Games the text help and a key line are about: the sliding puzzle, games played by placing
// (m,n,k), or both.
enum class applies : std::uint8_t { always, sliding, placing };

constexpr bool applies_to(applies a, input_style style) noexcept {
    return a == applies::always || (a == applies::sliding) == (style == input_style::slide);
}

// One command's names and its line in the text help ("" words_help: explained with another row's).
struct verb_row {
    verb what;
    char key;                   // its key in a terminal (0: none of its own)
    std::string_view word;      // its word in the text protocol ("": none)
    std::string_view help_words; // how the text help lists it ("undo redo")
    std::string_view help;      // what it does, in the text help
    std::string_view help_placing = {}; // the same for games played by placing, if different
    applies to = applies::always;
};

inline constexpr verb_row verbs[] = {
    {verb::undo, 'u', "undo", "undo redo", "take back the last move, or make it again",
     "take back the last move, or make it again (against the computer: your move and its reply)"},
    {verb::redo, 'r', "redo", "", ""},
    {verb::restart, 'R', "restart", "restart", "back to the start of this game"},
    {verb::hint, 'H', "hint", "hint", "play one hinted move"},
    {verb::solve, 'S', "solve", "solve", "play hinted moves until solved",
     "play hinted moves (and the computer's) until the game ends"},
    {verb::new_game, 'n', "new", "new", "deal a new game", "start again on an empty board"},
    {verb::again, 'A', "again", "again", "a new deal of this size and mode at once (a game under way: a DNF)",
     "start again on an empty board at once"},
    {verb::pause, 'p', "pause", "pause", "stop the clock, or start it again"},
    {verb::done, 0, "done", "done", "end a blindfold solve (--blind): the board is shown and judged", {},
     applies::sliding},
    {verb::abandon, 'Q', "abandon", "abandon", "give this game up without saving it (a DNF) and leave"},
    {verb::show, 0, "show", "show", "print the board"},
    {verb::help, '?', "help", "help", "print this list"},
    {verb::statistics, 't', "stats", "stats history",
     "the solve history of this size: statistics (ao5, ao12, ...), or its games", {}, applies::sliding},
    {verb::history, 0, "history", "", "", {}, applies::sliding},
    {verb::quit, 'q', "quit", "quit", "leave (so does the end of the input)"},
};

// The verb of a terminal key (a letter of the table), or verb::none.
verb verb_for_key(int key) noexcept;
// The verb of a text word, any letter case ("UNDO"), or verb::none.
verb verb_for_word(std::string_view word) noexcept;
// The words of the text protocol, for a message listing them: "undo, redo, ..., quit" (the ones
// that apply to games of `style`).
std::string command_words(input_style style);

// --- keys: the help page and the legend -----------------------------------------------------------

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
inline key_mode key_mode_of(const game& g) {
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
    {"u / r", "undo / redo (after a win, u reopens the game)"},
    {"u / r", "a step back / on", applies::always, in_replay},
    {"R", "restart this game"},
    {"R", "back to the start", applies::always, in_replay},
    {"H", "hint: play one move and say which (constructive past 4x4)", applies::sliding, in_play},
    {"H", "hint: play one move and say which", applies::placing, in_play},
    {"S", "solve, animated (any key stops it)", applies::sliding, in_play},
    {"S", "the computer plays both sides to the end (any key stops it)", applies::placing, in_play},
    {"S", "play on from here (any key stops it)", applies::sliding, in_replay},
    {"n", "new game"},
    {"n", "play it again from the start", applies::always, in_replay},
    {"A", "again: the next deal of this size and mode"},
    {"p", "pause (hides the board)"},
    {"t", "statistics: this size's solves, bests and averages", applies::sliding, in_every_mode},
    {"?", "this help", applies::always, in_every_mode},
    {"q", "quit", applies::always, in_every_mode},
    {"Q", "abandon: quit without saving (a game under way is a DNF)"},
};

// Where the game stands, for the legend: under way, paused (only resuming, a new game, the pages and
// quitting do anything) or over (the win screen's banner names the game's own keys).
enum class key_state : std::uint8_t { under_way, paused, over };

// The one-line legend for `mode`'s keys in a game of `style`, `state`, on a screen `width` columns
// wide: the most useful keys that fit, in a fixed order; "? help" always, so every other key stays
// one keystroke away; "q quit" where the front end is left by a key (`quits`: a page is closed instead).
std::string legend(int width, input_style style, key_mode mode = key_mode::play,
                   key_state state = key_state::under_way, bool quits = true);

} // namespace npuzzle::frontend
