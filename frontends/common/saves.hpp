// SPDX-License-Identifier: MIT
// Saved games on disk, for every front end: quitting an unfinished game (q then y, SIGTERM, SIGHUP)
// saves it, --resume or --load continues it, and it removes the save when it ends (won, abandoned, or
// replaced by a new game) once its history row is written. Another game leaves the save alone unless
// it is itself left unfinished and saved there. The file holds one saved-game line
// (npuzzle/core/save_record.hpp), written durably; a running game holds its save locked.
#pragma once

#include "frontend_error.hpp"
#include "game.hpp"
#include "game_clock.hpp"
#include "game_store.hpp"
#include "history.hpp"
#include "options.hpp"
#include "records.hpp"
#include "store_files.hpp"

#include <npuzzle/core/error.hpp>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace npuzzle::frontend {

// Where an unfinished game of `opts` is saved: --save FILE, else the --load FILE it came from, else
// $XDG_STATE_HOME/npuzzle/save-<variant> for a game played by hand or --resume'd from there (nothing
// if there is no home for it). A script (`by_hand` false: standard input not a terminal, or --game:
// options.hpp's played_by_hand) never takes that slot: it saves only where --save or --load says.
std::optional<std::filesystem::path> save_path(const options& opts, bool by_hand = true);

// The solve history's file for `opts`: --history-db PATH, else default_history_path() (nothing if
// there is no home for it).
std::optional<std::filesystem::path> history_path(const options& opts);

// What a program keeps of the games it plays: the files, or none where nothing is kept.
struct store_settings {
    std::optional<std::filesystem::path> records; // the bests (none: not kept)
    std::optional<std::filesystem::path> save;    // where an unfinished game is saved (none: not kept)
    std::optional<std::filesystem::path> history; // the solve history (none: not kept)
    std::string note; // what the player should know of it ("no home folder: ..."), or ""
};

// The one decision, for every front end, of what a game of `opts` keeps: records and history rows
// only on the player's own clock (`scripted_clock`: a test's clock, whose times are no player's);
// the player's save slot only for a game played by hand (played_by_hand) or --resume'd from it, so
// a script saves only where --save or --load says.
store_settings store_settings_for(const options& opts, bool scripted_clock = false);

// A saved game held open by the game running from it, or by a game writing it: an exclusive flock
// on "<save>.lock", which holds the holder's process id. Released when the last owner lets go. A
// second npuzzle cannot resume the game (it would win or quit over the first one's newer save), and
// a game quitting elsewhere saves beside it rather than over it.
class save_lock {
public:
    // Takes the lock on `save` without waiting: the lock, or the process id of the npuzzle holding it
    // (0 if it cannot be told). Where no lock file can be made (a read-only folder) the lock is
    // taken but guards nothing.
    static npuzzle::result<std::shared_ptr<save_lock>, long> take(std::filesystem::path save);
    ~save_lock();
    save_lock(const save_lock&) = delete;
    save_lock& operator=(const save_lock&) = delete;
    const std::filesystem::path& file() const noexcept { return file_; }
    // Removes the lock file, still holding it: its save is gone, or written by a game that is leaving.
    void remove_file() const noexcept;

private:
    save_lock(std::filesystem::path file, int fd) : file_(std::move(file)), fd_(fd) {}
    std::filesystem::path file_;
    int fd_ = -1;
};

// "this game is open in another npuzzle (pid 123): <path>": why a held save cannot be resumed.
std::string open_elsewhere(const std::filesystem::path& save, long pid);

struct started_game {
    std::unique_ptr<game> played;
    std::string note; // "Resumed the saved game", or why it could not be and a new game began
    bool resumed = false; // from the save at save_path(): leaving it unfinished replaces or removes it
    // The save it came from, held for as long as the game runs (nothing for a new game).
    std::shared_ptr<save_lock> origin;
};

// The game to play: with --resume or --load the saved one, played back to where it was left; if it
// is missing or cannot be read (corrupt, cut short, another version) a new game from the options
// and a one-line note saying why. Otherwise make_game(). An error if the options are bad, or if the
// save is open in another npuzzle (open_elsewhere()): status 2.
frontend_result<started_game> start_game(const options& opts, game_clock clock = {});

// Saves `g` at `path` durably (records.hpp's write_file_atomically); the reason it could not, if so
// (the file there before is then kept as it was).
std::optional<std::string> save_game(const game& g, const std::filesystem::path& path);

// Removes the save at `path`, if any: its game is over, or another has begun in its place.
void forget_saved_game(const std::filesystem::path& path);

// What becomes of a game's records, save and solve history as it ends, one rule for every front end.
// Nothing that existed is deleted before what replaces it is on the disk:
// - a win adds a "solved" row to the history (the records are derived from it), then removes the save
//   it came from (only a game resumed or loaded has one; another game's save, or the --save target it
//   did not come from, is left alone). A row that cannot be written keeps the save, and says so.
// - a game replaced by a new one, or abandoned (Q), after a move adds a DNF row, then its save goes.
// - an unfinished game left at the end of the program (quit, end of input, SIGTERM, SIGHUP) is saved
//   and is NOT a DNF (--resume may still finish it). A save that cannot be written keeps the file
//   there before (the one it came from, or another game's), says so, and removes nothing; only a game
//   with no save left anywhere becomes a DNF row.
// - a save open in another npuzzle (save_lock) is never written over: the game is saved beside it.
// The history is never in the way: a row that cannot be written within a few seconds is said once
// ("the solve was not saved: ..."), and so is each notice of the store; the game goes on.
class game_keeper final : public game_store {
public:
    // `records`: whether records are kept (the player's own clock; none for a script's clock). `save`:
    // where an unfinished game is saved (none: not kept). `resumed`: the game came from a save: `origin`
    // (held by start_game), or `save` itself when no origin is given. `history`: the solve history's
    // file (none: not kept, and nothing said about it).
    game_keeper(std::optional<std::filesystem::path> records, std::optional<std::filesystem::path> save,
                bool resumed = false, std::optional<std::filesystem::path> history = std::nullopt,
                std::shared_ptr<save_lock> origin = nullptr);

    // The game is over: the note for the win screen and the size's record (once per game).
    game_recorded won(const game& g) override;
    // A new game is about to replace `g`: what to tell the player about the history, or "".
    std::string replaced(const game& g) override;
    // The program ends with `g` on the board: what to tell the player ("game saved in ..."), or "".
    std::string leaving(const game& g) override;
    // The player gives `g` up: a DNF row, and the save it came from goes.
    std::string abandoned(const game& g) override;

private:
    struct written {
        bool kept = true; // the row is in the history, or no history is kept: the save may go
        std::string said; // what to tell the player: the store's notices, a failure
    };
    written abandon(const game& g);
    std::optional<std::filesystem::path> origin() const;
    // Removes the save the game came from, if the row is kept; else says it stays.
    std::string forget_origin(const written& w);
    // Adds `g`'s row with `result`.
    written write_history(const game& g, game_result result);
    void records_from_history(const game& g, game_recorded& r);

    bool records_;
    std::optional<std::filesystem::path> save_;
    bool resumed_;
    std::shared_ptr<save_lock> origin_;
    bool recorded_ = false; // this game's result is in the history
    bool given_up_ = false; // abandoned(): not saved when the program ends
    std::optional<history_store> history_;
};

} // namespace npuzzle::frontend
