// SPDX-License-Identifier: MIT
// The command line every front end shares (Boost.Program_options): one parser, not a copy each.
#pragma once

#include "frontend_error.hpp"
#include "game_record.hpp" // max_marathon_boards

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/mnk/dynamic_mnk.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace npuzzle::frontend {

enum class program { curses, text };

inline constexpr std::size_t max_side = 16; // --size and --game: at most 16 rows and 16 columns
inline constexpr unsigned help_width = 80; // --help's lines fit a terminal this wide

// The one message for a board past max_side: "<what>: at most 16 rows and 16 columns, got <got>".
std::string beyond_max_side(std::string_view what, std::string_view got);

// "npuzzle-curses", "npuzzle-text": the name in messages, --help and --version.
std::string_view program_name(program which);

struct options {
    std::string variant = "puzzle";          // --variant puzzle|mnk
    npuzzle::shape size{4, 4};               // --size RxC, 2..16 each way
    std::optional<std::uint64_t> seed;       // --seed N
    std::optional<std::size_t> scramble;     // --scramble N: N random moves from solved
    std::optional<std::string> game;         // --game ID, as given (a seed ID names the game so)
    // The --game ID read once, by the parser (make_game reads `game` itself when these are empty,
    // for options filled in by hand).
    std::optional<npuzzle::puzzle> game_board;
    std::optional<npuzzle::mnk> game_mnk;
    bool color = true;                       // --no-color, NO_COLOR (npuzzle-curses)
    npuzzle::arrow_sense keys = npuzzle::arrow_sense::tile; // --keys tile|blank
    std::size_t k = 3;                       // --k N: m,n,k winning length
    std::string x_player = "human";          // --x human|computer (m,n,k)
    std::string o_player = "computer";       // --o human|computer (m,n,k)
    std::size_t marathon = 0;                // --marathon N: N boards against one clock (0: one board)
    bool blind = false;                      // --blind: a blindfold solve
    bool resume = false;                     // --resume: the variant's saved game
    std::optional<std::string> save;         // --save FILE: where quitting saves an unfinished game
    std::optional<std::string> load;         // --load FILE: continue the game saved there
    std::optional<std::string> history_db;   // --history-db PATH: the solve history (saves.hpp's history_path())
    std::optional<std::int64_t> replay;      // --replay ID: play back a game of the solve history
    std::optional<double> tps;               // --tps X: a replay's pace, tiles per second (npuzzle-curses)
    // npuzzle-curses only
    unsigned animation_ms = 80; // --animation-ms MS (--no-animation: 0): a slide, and each flash of a win
    // npuzzle-text only
    bool once = false;  // --once: exit when solved
    bool quiet = false; // --quiet: only changed boards and errors
    bool json = false;  // --json: one JSON object per command
    // npuzzle-text only: reports from the solve history (common/history.hpp), then exit
    bool stats = false;                    // --stats: statistics per size
    bool history = false;                  // --history: one line per game
    bool slidysim = false;                 // --format slidysim (with --history)
    bool size_given = false;               // --size was given: --stats and --history report that size only
};

// Whether a person plays this game at the keyboard: standard input is a terminal and no --game names
// the board. Otherwise it is a script, which never takes the player's save slot (saves.hpp's
// save_path): it saves only where --save or --load says.
bool played_by_hand(const options& o);

// Parses the command line. A bad option prints "<program>: <what is wrong>" and a hint to stderr; the
// error says it again, with status 2. --help and --version print to stdout, and the error, with no
// words, carries the program's status: 0, or 1 if that cannot be written (support::written()).
// Otherwise the options.
// `more_help` is appended to --help (npuzzle-text: its command language), its lines within help_width.
frontend_result<options> parse_options(int argc, const char* const argv[], program which,
                                       std::string_view more_help = {});

} // namespace npuzzle::frontend
