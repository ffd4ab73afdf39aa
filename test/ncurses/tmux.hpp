// SPDX-License-Identifier: MIT
// Drives a real terminal program inside tmux for end-to-end tests: a private server per pane
// (tmux -L), a fixed window size, keys in, screen text out, bounded waits, and the server killed at
// the end.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace npuzzle::e2e {

struct process_result {
    int status = -1; // the exit status, or 128 + the signal that ended it
    std::string out, err;
};

// Runs `argv` (no shell) with standard input from /dev/null and collects its output.
process_result run(const std::vector<std::string>& argv);

using screen = std::vector<std::string>; // the pane's lines, UTF-8

// The text of `s` in columns [from, from + count) of line `line` (one column per code point: box
// lines and ASCII are all narrow), or "" off the screen.
std::string columns(const screen& s, int line, int from, int count);
bool contains(const screen& s, std::string_view text);
std::string joined(const screen& s); // for failure messages

// Kills the server of every pane still alive: a test that crashed (Boost.Test carries on after a
// caught signal) never ran its destructors. Call once when all tests are done.
void kill_leftover_servers();

class tmux_pane {
public:
    // Starts `command` (run directly, not through a shell) in a detached width x height window.
    tmux_pane(const std::vector<std::string>& command, int width, int height);
    ~tmux_pane();
    tmux_pane(const tmux_pane&) = delete;
    tmux_pane& operator=(const tmux_pane&) = delete;

    screen capture() const;
    std::string capture_with_attributes() const; // the screen with its SGR escape sequences
    void send_keys(const std::vector<std::string>& keys) const; // tmux key names: Up, C-c, q
    void send_bytes(std::string_view bytes) const;              // raw input, e.g. a mouse report
    void resize(int width, int height) const;
    int pid() const; // the process running in the pane

    // Polls the screen until `done` holds on a settled screen (unchanged 30 ms later) or `limit`
    // passes; the last screen either way, and whether `done` held.
    struct waited {
        bool ok = false;
        screen last;
    };
    waited wait_until(const std::function<bool(const screen&)>& done,
                      std::chrono::milliseconds limit = std::chrono::seconds(15)) const;
    waited wait_for(std::string_view text, std::chrono::milliseconds limit = std::chrono::seconds(15)) const;
    // The same for a screen that is never settled: a tile part way through a slide, which the next
    // frame moves. The first screen on which `done` holds; `done` must then say all it needs (a
    // check made after a settled wait saw the slide over, under load).
    waited catch_until(const std::function<bool(const screen&)>& done,
                       std::chrono::milliseconds limit = std::chrono::seconds(15)) const;

private:
    process_result tmux(std::vector<std::string> args) const;
    // Both waits: `settled` asks for the screen to stay the same 30 ms after `done` holds.
    waited poll(const std::function<bool(const screen&)>& done, std::chrono::milliseconds limit, bool settled) const;
    std::string socket_;
};

} // namespace npuzzle::e2e
