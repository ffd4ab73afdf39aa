// SPDX-License-Identifier: MIT
// The page's game_store (game/game_store.hpp): the solve history lives in the page's IndexedDB
// (site/stats.js), so the store hands each game's row to the page once, as JSON, and answers the win
// screen's rank, averages and records from the rows the page gave it at start and every row since.
// As in the terminal, a board counts only the first time it is played (solved or not), however it
// was dealt. The save needs nothing here: the page keeps the game's save line after every command
// (localStorage) and drops it once the game is over.
#pragma once

#include "game/game_store.hpp"

#include <npuzzle/core/statistics.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace npuzzle::web {

class page_store final : public frontend::game_store {
public:
    // The page's rows, one a line: "RxC counts dnf ms stm start" (counts and dnf 0 or 1), oldest first.
    // They replace those known before (the page reads IndexedDB at start and after an import).
    void known_rows(std::string_view lines);
    // A new game is on the page (not `n`: an address, a resumed save): its win is its own first.
    void started() { recorded_ = false; }
    // The rows for IndexedDB since the last call, as a JSON array ("[]" if none).
    std::string take_rows();

    frontend::game_recorded won(const frontend::game& g) override;
    std::string replaced(const frontend::game& g) override;
    std::string leaving(const frontend::game&) override { return {}; } // saved after every command already
    std::string abandoned(const frontend::game& g) override;

private:
    struct row {
        std::string size, start;
        bool counts = false;
        solve_result result;
    };
    // Adds `g`'s row as it ended; false if the game keeps none.
    bool add(const frontend::game& g, bool solved);

    std::vector<row> rows_;
    std::vector<std::string> new_rows_; // JSON objects for the page
    bool recorded_ = false;              // this game's row is written: a second win after an undo is not another
};

} // namespace npuzzle::web
