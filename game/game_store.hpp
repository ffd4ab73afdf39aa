// SPDX-License-Identifier: MIT
// What becomes of a game's records, solve history and save as it ends: the one door through which
// the midend reaches storage. The midend decides when (a win, a new game, quitting, abandoning); a
// store decides how (files and SQLite on a desktop, nothing for a script, IndexedDB in a browser).
// Every method returns what to tell the player ("" if nothing): a store never throws and never
// stops the game.
#pragma once

#include "game.hpp"
#include "records.hpp"

#include <string>

namespace npuzzle::frontend {

class game_store {
public:
    virtual ~game_store() = default;

    // `g` is over (won, or a blindfold solve judged): its row, its record, its rank; its save goes.
    virtual game_recorded won(const game& g) = 0;
    // A new game is about to replace `g` (n, again): a DNF row if it was under way.
    virtual std::string replaced(const game& g) = 0;
    // The program ends with `g` on the board (quit, end of input, a signal): an unfinished game is saved.
    virtual std::string leaving(const game& g) = 0;
    // The player gives `g` up without saving it (Q, abandon): a DNF row; the save it came from goes.
    virtual std::string abandoned(const game& g) = 0;
};

} // namespace npuzzle::frontend
