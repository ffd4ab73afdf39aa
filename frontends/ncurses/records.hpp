// SPDX-License-Identifier: MIT
// Personal bests, one per board size, kept in $XDG_STATE_HOME/npuzzle/records (or
// ~/.local/state/npuzzle/records). A missing, unreadable or corrupt file never stops the game: what
// cannot be read is left out. Writes go to a temporary file that is then renamed over the old one,
// so a crash or a full disk never leaves half a file.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>

namespace npuzzle::curses {

struct best {
    std::uint64_t moves = 0; // fewest single-tile moves
    std::uint64_t ms = 0;    // fastest time
    friend constexpr bool operator==(const best&, const best&) = default;
};

// What a finished game changed.
struct improvement {
    bool first = false; // no record for this size before
    bool moves = false; // fewer moves than the best
    bool time = false;  // faster than the best
};

class records {
public:
    // Every well-formed line of the file at `path`; nothing if it is missing, unreadable or not a
    // records file.
    static records load(const std::filesystem::path& path);

    // Replaces the file at `path` atomically, creating its folder; the reason it could not, if so.
    std::optional<std::string> save(const std::filesystem::path& path) const;

    std::optional<best> find(const std::string& size) const;
    improvement add(const std::string& size, std::uint64_t moves, std::uint64_t ms);

private:
    std::map<std::string, best> bests_;
};

// $XDG_STATE_HOME/npuzzle/records, else $HOME/.local/state/npuzzle/records; nothing if neither is
// set to an absolute path (the XDG rule: relative paths are ignored).
std::optional<std::filesystem::path> records_path();

} // namespace npuzzle::curses
