// SPDX-License-Identifier: MIT
// The solve history: one row per finished or abandoned game in an SQLite database, and the queries the
// statistics screens, `npuzzle-text --stats/--history` and replays read. Nothing here throws or ends
// a game: a database that cannot be written (a read-only directory, a full disk, a file written by a
// newer npuzzle) gives an error value whose message says the solve was not saved.
//
// The file: WAL mode and a busy timeout (3 s: past it the game goes on and says the solve was not
// saved), so games finishing at once in several processes all land;
// PRAGMA user_version is the schema version, and older versions are migrated forward; a file that is
// not a database (or fails SQLite's quick check) is renamed aside, kept, and a new one started, with a
// one-line notice the front end shows; only when no other npuzzle has it open ("<file>.lock", held
// shared by each while the file is open).
#pragma once

#include "frontend_error.hpp"
#include "game_record.hpp"

#include <npuzzle/core/error.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/statistics.hpp>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::frontend {

namespace history_detail {
struct failure; // history_sqlite.hpp: the plumbing's error
}

// $XDG_STATE_HOME/npuzzle/history.sqlite3, or ~/.local/state/npuzzle/history.sqlite3 when
// XDG_STATE_HOME is unset, empty or not absolute (the XDG rule). Empty if neither can be found.
// `--history-db PATH` replaces it.
std::filesystem::path default_history_path();

// The schema version this build writes (PRAGMA user_version).
inline constexpr int history_schema_version = 3;

class history_store {
public:
    // Does not touch the disk: the file is opened, created (with its directory) and checked on first use.
    explicit history_store(std::filesystem::path file);
    ~history_store();
    history_store(history_store&&) noexcept;
    history_store& operator=(history_store&&) noexcept;

    const std::filesystem::path& path() const noexcept { return path_; }

    // Adds one game; its new id, or why it was not saved ("the solve was not saved: ...", or "the DNF
    // was not saved: ..." for a game not solved). A game
    // whose start was played before (first_played) is added as not counting, whatever `counts` says.
    frontend_result<std::int64_t> add(const game_record& game) noexcept;

    // Statistics for each variant, size and mode with games that count, smallest size first, standard
    // first within a size; only `size`'s when given. A file that does not exist yet reads as empty
    // (and is not created).
    frontend_result<std::vector<size_statistics>>
    statistics(std::optional<npuzzle::shape> size = std::nullopt) noexcept;

    // The last `count` games (all of them, counting or not), oldest first; only `size`'s when given.
    frontend_result<std::vector<game_record>> last(std::size_t count,
                                                              std::optional<npuzzle::shape> size = std::nullopt) noexcept;

    // The results of one variant, size and mode's games that count, oldest first: for a win screen's
    // rank (rank_by_time) and new averages (statistics_of), computed with the game just added.
    frontend_result<std::vector<npuzzle::solve_result>>
    counting_results(npuzzle::shape size, const std::string& variant = "puzzle",
                     const std::string& mode = "standard") noexcept;

    // The first game of `variant` that played any board of `start` (a board ID, or a marathon's IDs),
    // alone or in a marathon: a board counts for records only the first time it is played, however it
    // was dealt. Nothing if none was.
    frontend_result<std::optional<std::int64_t>> first_played(const std::string& variant,
                                                                          const std::string& start) noexcept;

    // One game by id, for a replay; nothing if there is no such game.
    frontend_result<std::optional<game_record>> game(std::int64_t id) noexcept;

    // One-line notices from opening the file (a corrupt one moved aside) and from reading it (a
    // damaged row left out of statistics and lists: "history row 17 is damaged: left out (...)"),
    // each given once.
    std::vector<std::string> take_notices();

private:
    struct database;
    // false: `create` is false and there is no file yet; or why it cannot be opened.
    npuzzle::result<bool, history_detail::failure> opened(bool create);
    std::filesystem::path path_;
    std::unique_ptr<database> db_;
    std::vector<std::string> notices_;
};

} // namespace npuzzle::frontend
