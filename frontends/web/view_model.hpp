// SPDX-License-Identifier: MIT
// What the page draws, as the bridge hands it over: the whole view after every command, written as
// one JSON object. The page keeps no rule of its own: it draws this and sends commands back.
#pragma once

#include "game/game.hpp" // cell_role

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace npuzzle::web {

struct cell_view {
    std::string label; // "12", "" for the blank or an empty square, "X"
    std::string role;  // tile, home, blank, empty, x, o, winning
};

struct position {
    std::size_t row = 0, col = 0;
};

// A won puzzle, for the statistics: kept once by the page, with slidysim's notations of the solve.
struct solve_record {
    std::string start;
    std::uint64_t ms = 0, moves = 0, mtm = 0;
    bool counts = false; // dealt at random and played unaided
    std::string scramble, solution;
};

struct view_model {
    std::string kind; // "puzzle" or "mnk"
    std::string title;
    std::size_t rows = 0, cols = 0;
    std::vector<cell_view> cells;                     // row-major
    std::vector<std::pair<position, position>> moved; // tiles the last command moved, from -> to
    std::optional<position> marked;                   // the tile a hint moved, the last mark placed
    std::string status, message, legend, announce;    // announce: for the ARIA live region
    bool over = false;
    std::string outcome;
    std::string start, id; // the game ID it started from; the position's game ID
    bool paused = false, solving = false, awaiting_computer = false, optimal_hints = false;
    std::optional<std::string> search; // a position for the hint worker to solve
    std::optional<solve_record> result;
};

std::string to_json(const view_model& v);

// What a screen reader hears after a command: the message, else the tiles that slid ("Tiles 5, 6 slid
// left"), else the mark placed ("X on b2").
std::string announcement(const view_model& v);

// "tile", "home", "blank", "empty", "x", "o", "winning", "hidden": the page's CSS classes.
std::string role_name(frontend::cell_role r);

} // namespace npuzzle::web
