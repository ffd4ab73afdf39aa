// SPDX-License-Identifier: MIT
// The command language of npuzzle-text, parsed without a game: a pure function of one line, so it
// is tested and fuzzed on its own. Words that only a game understands (tile numbers) pass through.
#pragma once

#include <game/command_table.hpp>

#include <npuzzle/core/direction.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace npuzzle::text {

struct text_command {
    // verb::move: `moves`, in tile sense (one arrow word or a run of move letters); verb::none: a
    // word for game::parse_word (a tile number), unknown if the game says so; any other verb: its
    // word in frontend::verbs.
    frontend::verb what = frontend::verb::none;
    std::vector<direction> moves;
    std::string_view word; // as typed, a view into the line
    // verb::move with no moves: a run-length word that cannot be played, and why ("a run of 0
    // tiles"); or, with `refused` empty, the length of its longest run, more than any board's line.
    std::string refused;
    std::uint64_t longest_run = 0;
};

// Splits `line` at spaces, tabs, ';' and CR and reads each word, case-insensitively:
//   u d l r and runs of them (uulldr)  move letters (docs/DESIGN.md, Move letters)
//   L2U3, URDL2                        run-length: a count repeats the letter before it (slidysim's
//                                      notation, npuzzle-solve --notation run-length), at most
//                                      max_run_moves moves a word; one past it, or a count of 0,
//                                      is a move word refused (`refused`, `longest_run`)
//   w a s                              up, left, down (WASD without d: d is always the letter down)
//   up down left right                 the same moves as words
//   the words of frontend::verbs (undo redo ... quit)
// Anything else is a game word. With arrow_sense::blank every move names where the blank goes.
std::vector<text_command> parse_line(std::string_view line, arrow_sense keys);
inline constexpr std::size_t max_run_moves = 65536;

// The command language for `help` and --help; `game_words` describes the game's own words. A game
// that places marks (m,n,k: `slides` false) has no move letters to list.
std::string commands_help(std::string_view game_words, bool slides = true);

// `text` with every line over 80 columns broken between words, its further lines indented two
// columns more than it: every line the text game prints fits a terminal (a word longer than a line,
// a huge game ID, stays whole).
std::string fit(std::string_view text);

// A word fit to quote in a message: printable ASCII kept, any other byte shown as '?', at most
// 40 characters.
std::string printable(std::string_view word);

} // namespace npuzzle::text
