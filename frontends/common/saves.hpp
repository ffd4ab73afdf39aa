// SPDX-License-Identifier: MIT
// Saved games on disk, for every front end: quitting an unfinished game (q then y, SIGTERM, SIGHUP)
// saves it, --resume or --load continues it, and it removes the save when it ends (won, or replaced by
// a new game). Another game leaves the save alone unless it is itself left unfinished and saved there.
// The file holds one saved-game line (npuzzle/core/save_record.hpp), written atomically.
#pragma once

#include "game.hpp"
#include "game_clock.hpp"
#include "game_store.hpp"
#include "history.hpp"
#include "options.hpp"
#include "records.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <variant>

namespace npuzzle::frontend {

// Where an unfinished game of `opts` is saved: --save FILE, else the --load FILE it came from, else
// $XDG_STATE_HOME/npuzzle/save-<variant> (nothing if there is no home for it).
std::optional<std::filesystem::path> save_path(const options& opts);

// The solve history's file for `opts`: --history-db PATH, else default_history_path() (nothing if
// there is no home for it).
std::optional<std::filesystem::path> history_path(const options& opts);

struct started_game {
    std::unique_ptr<game> played;
    std::string note; // "Resumed the saved game", or why it could not be and a new game began
    bool resumed = false; // from the save at save_path(): leaving it unfinished replaces or removes it
};

// The game to play: with --resume or --load the saved one, played back to where it was left; if it
// is missing or cannot be read (corrupt, cut short, another version) a new game from the options
// and a one-line note saying why. Otherwise make_game(). A message if the options are bad.
std::variant<started_game, std::string> start_game(const options& opts, game_clock clock = {});

// Saves `g` at `path` (atomically); the reason it could not, if so.
std::optional<std::string> save_game(const game& g, const std::filesystem::path& path);

// Removes the save at `path`, if any: its game is over, or another has begun in its place.
void forget_saved_game(const std::filesystem::path& path);

// What becomes of a game's records, save and solve history as it ends, one rule for every front
// end: a win goes into the records once, adds a "solved" row to the history and removes its save (only a
// game resumed from the save has one: any other leaves it); a game replaced by a new one after a move
// counts as dealt, adds a DNF row and its save goes; an
// unfinished game left at the end of the program (quit, end of input, SIGTERM, SIGHUP) is saved and
// is NOT abandoned: no DNF row is written for it, since --resume may still finish it (its row is
// written when it later ends: a win, or abandoned then). Only a game left that cannot be saved (or
// where saves are not kept) counts as dealt and adds a DNF row. The history is never in the way: a
// row that cannot be written is said once ("the solve was not saved: ..."), and so is each notice
// of the store (a corrupt file moved aside); the game goes on.
class game_keeper final : public game_store {
public:
    // `records`, `save`, `history`: the files (none: not kept, and nothing said about them).
    // `resumed`: the game came from `save`.
    game_keeper(std::optional<std::filesystem::path> records, std::optional<std::filesystem::path> save,
                bool resumed = false, std::optional<std::filesystem::path> history = std::nullopt);

    // The game is over: the note for the win screen and the size's record (once per game).
    game_recorded won(const game& g) override;
    // A new game is about to replace `g`: what to tell the player about the history, or "".
    std::string replaced(const game& g) override;
    // The program ends with `g` on the board: what to tell the player ("game saved in ..."), or "".
    std::string leaving(const game& g) override;
    // The player gives `g` up: a DNF row, and the save it came from goes.
    std::string abandoned(const game& g) override { return abandon(g); }

private:
    std::string abandon(const game& g);
    void forget_save();
    // Adds `g`'s row with `result`: "" or what to tell the player (the store's notices, a failure).
    std::string write_history(const game& g, game_result result);
    void rank_in_history(const game& g, game_recorded& r);

    std::optional<std::filesystem::path> records_, save_;
    bool resumed_;
    bool recorded_ = false; // this game's result is in the records and the history
    std::optional<history_store> history_;
};

} // namespace npuzzle::frontend
