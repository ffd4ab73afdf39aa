// SPDX-License-Identifier: MIT
// The files every part of the terminal games' store writes: read whole with a size limit, replaced
// durably (npuzzle/io/durable_file.hpp), moved aside when damaged; and where they live.
#pragma once

#include <npuzzle/io/durable_file.hpp>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace npuzzle::frontend {

// The whole of the regular file at `path` into `text` if it has at most `max_bytes`, else why not
// ("not a regular file", "larger than N bytes", strerror). A missing file is no error and no text. A
// FIFO, a device or a symlink to one is refused without blocking on it or reading it.
std::optional<std::string> read_regular_file(const std::filesystem::path& path, std::uintmax_t max_bytes,
                                             std::string& text);

// Replaces `path` with `text` durably (npuzzle/io/durable_file.hpp: written aside, fsynced, renamed,
// the folder fsynced), creating its folder: a crash or a full disk leaves the old file or the new one,
// never half of one. The reason it could not, if so (the old file is then untouched). `calls`: the
// system calls after the writing, for tests to make fail.
std::optional<std::string> write_file_atomically(const std::filesystem::path& path, const std::string& text,
                                                const npuzzle::io::durable_calls& calls = {});

// Moves a file that could not be used out of the way, never over another: to `<path>.bad-<seconds>`,
// or `.bad-<seconds>.2`, `.3`, ... if that is taken. Its new name, or nothing if it could not be moved.
std::optional<std::filesystem::path> keep_aside(const std::filesystem::path& path);

// $XDG_STATE_HOME/npuzzle, else $HOME/.local/state/npuzzle: where saved games and the history live;
// nothing if neither is set to an absolute path (the XDG rule: relative paths are ignored).
std::optional<std::filesystem::path> state_folder();
// Whether records are kept here: state_folder()'s records file name, as the front ends have passed it
// to game_keeper (records themselves come from the history). Nothing where there is no home.
std::optional<std::filesystem::path> records_path();

} // namespace npuzzle::frontend
