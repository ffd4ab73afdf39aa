// SPDX-License-Identifier: MIT
// Records, one line per board size: games dealt at random and played, games solved fairly, the
// best move count and the best time. Kept in $XDG_STATE_HOME/npuzzle/records (or
// ~/.local/state/npuzzle/records), shared by every front end and every game running at once:
// each update reads, merges and writes under an exclusive lock (flock on "records.lock"), and the
// write goes to a temporary file renamed over the old one, so nothing is ever lost or half written.
// Only a regular file of at most max_records_bytes is read. A file with lines that cannot be read
// is kept aside ("records.bad-<seconds>") before the good lines are written back, with a message.
//
// Format (version 2): the line "npuzzle-records 2", then "<RxC> <dealt> <solved> <best moves>
// <best ms>" per size (bests 0 until a fair solve). Version 1 files ("<RxC> <moves> <ms>") are read
// as bests with no counts.
#pragma once

#include "game.hpp"

#include <npuzzle/core/statistics.hpp>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>

namespace npuzzle::frontend {

inline constexpr std::uintmax_t max_records_bytes = 1 << 20;

struct size_record {
    std::uint64_t dealt = 0;      // games dealt at random and played (a move or more), solved or not
    std::uint64_t solved = 0;     // of those, solved without help
    std::uint64_t best_moves = 0; // fewest single-tile moves of a fair solve (0: none yet)
    std::uint64_t best_ms = 0;    // fastest fair solve
    friend constexpr bool operator==(const size_record&, const size_record&) = default;
};

// What a fair solve changed.
struct improvement {
    bool first = false; // no solve for this size before
    bool moves = false; // fewer moves than the best
    bool time = false;  // faster than the best
};

class records {
public:
    // The readable lines of the file at `path`; nothing if it is missing. `problem`, if given, says
    // what could not be read ("2 unreadable lines", "not a regular file"), or stays empty.
    static records load(const std::filesystem::path& path, std::string* problem = nullptr);

    // Replaces the file at `path` atomically, creating its folder; the reason it could not, if so.
    std::optional<std::string> save(const std::filesystem::path& path) const;

    std::optional<size_record> find(const std::string& size) const;
    void add_dealt(const std::string& size);
    improvement add_solve(const std::string& size, std::uint64_t moves, std::uint64_t ms);

private:
    std::map<std::string, size_record> sizes_;
};

// One finished or abandoned game added to the file, under the lock; what the size's record is now
// and what went wrong, if anything (the file kept aside, a failed write).
struct record_update {
    improvement better;
    std::optional<size_record> now;
    std::string problem;
};
record_update update_records(const std::filesystem::path& path, const std::string& size, bool dealt,
                             std::optional<std::uint64_t> solved_moves, std::uint64_t solved_ms);

// What a game's end means for the records, done: `won` (the win screen) or abandoned (a new game,
// quit, a signal) after a move. Only random deals count as dealt, only fair wins as solves. The
// note for the player ("Your first 3x3 solve!", "not a record: assisted ...") and the size's record.
struct game_recorded {
    std::string note;
    std::optional<size_record> now;
    // From the solve history, for a won game that counts: its rank by time among the size's solves
    // that count (of `ranked_among`), and the current averages of 5 and 12 with it.
    std::optional<std::size_t> rank;
    std::size_t ranked_among = 0;
    std::optional<npuzzle::average> ao5, ao12;
};
game_recorded record_game(const game& g, const std::optional<std::filesystem::path>& file, bool won);

// The whole of the regular file at `path` into `text` if it has at most `max_bytes`, else why not
// ("not a regular file", "larger than N bytes", strerror). A missing file is no error and no text. A
// FIFO, a device or a symlink to one is refused without blocking on it or reading it.
std::optional<std::string> read_regular_file(const std::filesystem::path& path, std::uintmax_t max_bytes,
                                             std::string& text);

// Writes `text` to a temporary file beside `path`, then renames it over `path` (creating its
// folder): a crash or a full disk never leaves half a file. The reason it could not, if so.
std::optional<std::string> write_file_atomically(const std::filesystem::path& path, const std::string& text);

// Moves a file that could not be used out of the way, never over another: to `<path>.bad-<seconds>`,
// or `.bad-<seconds>.2`, `.3`, ... if that is taken. Its new name, or nothing if it could not be moved.
std::optional<std::filesystem::path> keep_aside(const std::filesystem::path& path);

// $XDG_STATE_HOME/npuzzle/records, else $HOME/.local/state/npuzzle/records; nothing if neither is
// set to an absolute path (the XDG rule: relative paths are ignored).
std::optional<std::filesystem::path> records_path();
// The folder records_path() lives in ($XDG_STATE_HOME/npuzzle), for saved games too.
std::optional<std::filesystem::path> state_folder();

} // namespace npuzzle::frontend
