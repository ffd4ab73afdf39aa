// SPDX-License-Identifier: MIT
// The page's game_host (game/game_host.hpp): the background search and the hint tables live in the
// hint worker (site/worker.js), which a page cannot wait for. A search's question is left here for the
// page to post (asked()), and its answer comes back between calls (answered()); the tables' state per
// shape is what the worker last said of it.
#pragma once

#include "game/game_host.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace npuzzle::web {

// Installs the page's host: every game made from now on searches and prepares tables through it.
void use_page_host();

// The position the current game's search asks about, as a game ID, while it waits for the worker.
std::optional<std::string> asked();
// The worker's answer for position `id`: an optimal solution as tile letters ("ULDR..."), or none if
// the search failed (then no answer comes: the game falls back to the constructive hint).
void answered(std::string_view id, std::optional<std::string_view> moves);

// The shape ("4x4") whose tables the games want prepared and the worker was not yet asked for.
std::optional<std::string> tables_wanted();
// What the worker said of a shape's tables: "preparing", "ready" or "failed".
void tables_said(std::string_view shape, std::string_view state);

} // namespace npuzzle::web
