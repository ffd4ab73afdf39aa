// SPDX-License-Identifier: MIT
// npuzzle-text's game loop, one line at a time, writing to any stream: the program feeds it stdin,
// tests feed it strings. It reads words into verbs for the midend, which keeps every rule, and
// prints what the midend says.
#pragma once

#include "commands.hpp"

#include <game/game.hpp>
#include <game/midend.hpp>
#include <common/options.hpp>
#include <common/saves.hpp>

#include <cstddef>
#include <filesystem>
#include <optional>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>

namespace npuzzle::text {

enum class output_mode { normal, quiet, json };

class text_session {
public:
    // `before_command` runs before each command: scripted sessions step a manual clock there.
    // `keeper`: what becomes of the records and the saved game (by default neither is kept).
    text_session(frontend::game& game, const frontend::options& opts, std::ostream& out,
                 std::function<void()> before_command = {}, frontend::game_keeper keeper = {{}, {}});

    // `stop` says true once the session must end (a signal): a wait for a search ends at once, and
    // the rest of the line is not run; the caller then finishes the session.
    void stop_when(std::function<bool()> stop) { stop_ = std::move(stop); }

    void start();                          // the first board
    bool run_line(std::string_view line);  // false once the session should end (quit; solved with --once)
    void reject_line(std::string_view why); // a line not even read as commands (too long)
    bool solved() const { return game_.over(); }
    // The session ends: an unfinished game is saved (or, if it cannot be, counts as dealt and not
    // solved); nothing after abandon. What to tell the player on standard error, or "".
    std::string finish() { return mid_.leave(); }

private:
    struct result {
        bool ok = true;
        bool changed = false;     // the board changed (a run may change it and then fail)
        bool solved = false;      // this command solved the puzzle
        bool show_board = false;  // print the board even if unchanged (show)
        bool always_say = false;  // print the message even with --quiet (help)
        std::string message{};
    };

    result run(const text_command& c);
    result run_moves(const text_command& c);
    result run_verb(frontend::verb what);
    result from(const frontend::reply& r);
    result solve();
    frontend::reply wait_for_answer(frontend::reply r);
    void computer_moves(result& r);
    void report(std::string_view command, const result& r);
    void print_board();
    std::string help() const;
    bool stopped() const { return stop_ && stop_(); }
    result history_command(bool statistics);

    const frontend::game& game_; // read only: every change goes through mid_
    frontend::options opts_; // --history-db and --format, for the stats and history commands
    output_mode mode_;
    bool once_;
    arrow_sense keys_;
    std::ostream& out_;
    std::function<void()> before_command_;
    std::function<bool()> stop_; // stop_when()
    frontend::game_keeper keeper_; // records, history, save: reached through mid_ only
    frontend::midend mid_;
    std::string ended_with_; // the midend's words for the input that ended the game
};

} // namespace npuzzle::text
