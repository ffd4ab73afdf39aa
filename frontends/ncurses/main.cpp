// SPDX-License-Identifier: MIT
// npuzzle-curses: the sliding puzzle and the m,n,k game (and every other `game`) in a terminal.
#include "app.hpp"
#include "keys.hpp"
#include "screen.hpp"
#include "game/records.hpp"

#include "common/games.hpp"
#include "common/saves.hpp"
#include "common/options.hpp"
#include "common/program_boundary.hpp"
#include "common/replay_game.hpp"
#include "common/terminal_host.hpp"

#include <output.hpp>

#include <iostream>
#include <string>

#include <unistd.h>

namespace {

// The games and the key table for --help, from the same list as the in-game help.
std::string more_help() {
    using npuzzle::curses::applies;
    std::string text = "Games:\n"
                       "  puzzle  slide the tiles into order, the blank last; a solve without help sets\n"
                       "          your personal best for its size\n"
                       "  mnk     X and O take turns placing marks; K in a row wins (3x3, k 3:\n"
                       "          tic-tac-toe; 15x15, k 5: gomoku); play the computer or a friend\n"
                       "\nKeys:\n";
    for (const auto& h : npuzzle::curses::help_lines) {
        std::string keys(h.keys);
        keys.resize(22, ' ');
        const char* game = h.modes == npuzzle::curses::in_replay ? "replay: "
                           : h.to == applies::sliding        ? "puzzle: "
                           : h.to == applies::placing        ? "mnk: "
                                                             : "";
        // The words wrapped beside the keys: every line of --help within help_width.
        const auto lines = npuzzle::curses::wrap(game + std::string(h.what), npuzzle::frontend::help_width - 24);
        for (std::size_t i = 0; i < lines.size(); ++i)
            text += "  " + (i == 0 ? keys : std::string(keys.size(), ' ')) + lines[i] + "\n";
    }
    return text;
}
} // namespace

int main(int argc, char* argv[]) {
    using namespace npuzzle;
    support::ignore_sigpipe(); // --help into a closed pipe fails as a write: support/output.hpp
    frontend::use_host(frontend::terminal_host()); // hints: a search thread, tables built by child processes
    // play() gives the terminal back before an exception reaches run_program: its guards unwind first.
    return frontend::run_program(frontend::program::curses, [&] {
        const auto parsed = frontend::parse_options(argc, argv, frontend::program::curses, more_help());
        if (!parsed) return parsed.error().status;
        const auto& opts = *parsed;

        // A game that cannot start, or no terminal to play it in: its message, and its status (2).
        const auto refuse = [](const frontend::frontend_error& why) {
            std::cerr << "npuzzle-curses: " << why.message() << '\n';
            return why.status;
        };
        const bool terminal = ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO);
        const std::string no_terminal = "standard input and output must be a terminal ";

        if (opts.replay) { // a recorded game: no records, no save, no history row of its own
            auto replay = frontend::load_replay(opts);
            if (!replay) return refuse(replay.error());
            if (!terminal) return refuse(frontend::failed(no_terminal + "(npuzzle-text --replay prints a replay)"));
            // The history for the statistics screen; a replay writes no row (it has no history_record).
            const curses::settings s{opts.color, opts.keys, std::nullopt, std::nullopt, {}, false,
                                     frontend::history_path(opts), opts.animation_ms, nullptr};
            return curses::play(**replay, s);
        }

        auto made = frontend::start_game(opts);
        if (!made) return refuse(made.error());
        if (!terminal) return refuse(frontend::failed(no_terminal + "(npuzzle-text plays through pipes)"));
        auto& started = *made;
        const auto kept = frontend::store_settings_for(opts);
        if (started.note.empty()) started.note = kept.note;
        const curses::settings s{opts.color,  opts.keys,       kept.records,     kept.save, started.note,
                                 started.resumed, kept.history, opts.animation_ms, started.origin};
        return curses::play(*started.played, s);
    });
}
