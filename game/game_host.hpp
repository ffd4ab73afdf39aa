// SPDX-License-Identifier: MIT
// What a front end provides the games with, so that the midend and the games do no I/O and hold no
// threads of their own: the background solver behind optimal hints (optimal_search.hpp) and the
// preparation of its tables (hint_tables.hpp). The other services come with each call: the clock
// (game_clock.hpp) and the deal's seed when a game is made, the store (game_store.hpp) when the
// midend is. A terminal front end uses threads, child processes and files
// (frontends/common/terminal_host.hpp); a browser a Web Worker and IndexedDB (frontends/web).
//
// The host is chosen once, before the first game is made: every puzzle game made after asks it for
// its own search and tables. Without one, hints are constructive (no search, no tables): what a
// front end that cannot search in the background still plays correctly with.
#pragma once

#include "hint_tables.hpp"
#include "optimal_search.hpp"

#include <functional>
#include <memory>
#include <string_view>

namespace npuzzle::frontend {

struct game_host {
    std::function<std::unique_ptr<optimal_search>()> search; // one per game
    std::function<std::unique_ptr<hint_tables>()> tables;    // one per game
    // Whether the front end shows characters beyond ASCII: a terminal whose locale is not UTF-8
    // (LC_ALL=C) does not, and the games then write "..." for the ellipsis (ellipsis()).
    bool utf8 = true;
};

// The host every game made from now on uses (an empty function: the constructive default).
void use_host(game_host host);
// A new search and a new set of tables from the host in use.
std::unique_ptr<optimal_search> new_search();
std::unique_ptr<hint_tables> new_tables();
// "\u2026" where the host shows UTF-8, else "...": the one place the games choose a character
// beyond ASCII.
std::string_view ellipsis();

} // namespace npuzzle::frontend
