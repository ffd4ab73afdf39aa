// SPDX-License-Identifier: MIT
// The ncurses front end: draws any `game` (cells, roles, labels, status) and turns keys and clicks
// into its commands. Every rule lives in the game; this holds only UI state (cursor, overlays,
// arrow sense) and the records file.
#pragma once

#include "game/game.hpp"

#include <npuzzle/core/direction.hpp>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace npuzzle::frontend {
class save_lock; // common/saves.hpp
} // namespace npuzzle::frontend

namespace npuzzle::curses {

struct settings {
    bool color = true;
    npuzzle::arrow_sense keys = npuzzle::arrow_sense::tile;
    std::optional<std::filesystem::path> records_file; // none: bests are not kept
    std::optional<std::filesystem::path> save_file;    // where quitting saves an unfinished game
    std::string start_note;                            // shown on the first screen ("Resumed ...")
    bool resumed = false;                              // the game came from save_file
    std::optional<std::filesystem::path> history_file; // the solve history (--history-db); none: not kept
    unsigned animation_ms = 80;                        // a slide, and each flash of a win; 0: none
    std::shared_ptr<frontend::save_lock> origin;       // the save it came from, held while it runs
};

// Plays until the player quits (0) or SIGINT, SIGTERM or SIGHUP arrives (128 + the signal). The
// terminal is restored on every way out; an unfinished game is saved first (and a line on standard
// error says where, once the terminal is back). Needs a terminal on standard input and output; 2 and a
// message on standard error if curses cannot start.
int play(frontend::game& g, const settings& s);

} // namespace npuzzle::curses
