// SPDX-License-Identifier: MIT
// What the page draws, as the bridge hands it over: the whole view after every call, written as one
// JSON object. The page keeps no rule of its own: it draws this and sends input back.
#pragma once

#include "game/game.hpp" // cell_role

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace npuzzle::web {

struct cell_view {
    std::string label; // "12", "" for the blank or an empty square, "X"
    std::string role;  // tile, home, blank, empty, x, o, winning
};

struct position {
    std::size_t row = 0, col = 0;
};

struct moved_view {
    position from, to;
};

struct key_row {
    std::string keys, what; // "u", "undo the last move"
};

struct view_model {
    std::string kind; // "puzzle" or "mnk"
    std::string title;
    std::size_t rows = 0, cols = 0;
    std::vector<cell_view> cells;                  // row-major
    std::vector<moved_view> moved;                 // tiles the last input moved
    std::optional<position> marked;                // the tile a hint moved, the last mark placed
    std::string status, message, legend, announce; // announce: for the ARIA live region
    std::uint64_t moves = 0;                       // the game's move count, said with each move
    bool over = false;                             // the results show
    std::vector<std::string> results;              // the win (or lose) screen's lines
    std::vector<key_row> help;                     // the keys of this game and mode
    std::string question;                          // the midend's y/n question waiting for an answer
    std::string start, id; // the game ID it started from; the position's game ID
    bool paused = false, solving = false;
    bool can_hint = false, can_solve = false; // the game offers H and S (the page's buttons follow)
    std::optional<int> step;          // the wait before np_step, none while the game waits for the player
    std::optional<std::string> page;  // "help" or "statistics": the last key asked for that page
    std::optional<std::string> search; // a position for the hint worker to solve
    std::optional<std::string> prepare; // a shape whose hint tables the worker should prepare
    std::string rows_json = "[]";     // the solve history's new rows, for IndexedDB (handed once)
    std::string save;                 // the game's save line, "" when there is none to keep
};

std::string to_json(const view_model& v);

// What a screen reader hears after a command: the message, else the tiles that slid with the move count
// ("Tiles 5, 6 slid left; Moves 12"), else the mark placed ("X on b2; Moves 3").
std::string announcement(const view_model& v);

// "tile", "home", "blank", "empty", "x", "o", "winning", "hidden": the page's CSS classes.
std::string role_name(frontend::cell_role r);

} // namespace npuzzle::web
