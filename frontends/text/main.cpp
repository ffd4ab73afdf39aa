// SPDX-License-Identifier: MIT
// npuzzle-text: the sliding puzzle and the m,n,k game over stdin and stdout, for terminals without
// curses, screen readers, pipes and scripts. See `npuzzle-text --help` for the options and the command language.
#include "commands.hpp"
#include "history_report.hpp"
#include "replay_text.hpp"
#include "text_session.hpp"

#include <common/games.hpp>
#include <game/records.hpp>
#include <common/saves.hpp>
#include <common/options.hpp>
#include <common/program_boundary.hpp>
#include <common/terminal_host.hpp>

#include <npuzzle/core/clock.hpp>

#include <line_reader.hpp>
#include <output.hpp>

#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <csignal>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

namespace {

using namespace npuzzle;

// A whole number of up to 9 digits, or nothing.
std::optional<std::uint64_t> small_number(std::string_view s) {
    if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    std::uint64_t value = 0;
    for (char c : s) value = value * 10 + static_cast<std::uint64_t>(c - '0');
    return value;
}

volatile std::sig_atomic_t stop_signal = 0;
// Standard input becomes /dev/null (open and dup2 are async-signal-safe), which ends a read waiting
// for the next line: the stream library retries the interrupted read and finds the end.
void on_stop_signal(int sig) {
    stop_signal = sig;
    const int null = ::open("/dev/null", O_RDONLY);
    if (null < 0) return;
    ::dup2(null, STDIN_FILENO);
    ::close(null);
}

// SIGINT, SIGTERM and SIGHUP end the session as the end of the input does, so an unfinished game is
// saved and the exit status is 128 + the signal.
void catch_stop_signals() {
    struct sigaction action {};
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaction(sig, &action, nullptr);
}

// The program, inside main's one catch (common/program_boundary.hpp).
int run(int argc, char* argv[]) {
    const std::string help =
        text::commands_help("N: slide tile N, and any tiles between it and the blank, into the blank") +
        "\nWith --variant mnk (or an m,n,k --game ID) there are no move letters: b2\n"
        "(column b, row 2, counted from the top left) or 2,3 (row 2, column 3) places\n"
        "the mark of the side to move, and the computer answers at once. --x and --o\n"
        "say who plays each side.\n";
    const auto parsed = frontend::parse_options(argc, argv, frontend::program::text, help);
    if (!parsed) return parsed.error().status;
    const auto& opts = *parsed;
    if (opts.replay) {
        const int status = text::print_replay(opts, std::cout, std::cerr);
        const int failed = support::written(frontend::program_name(frontend::program::text));
        return status != 0 ? status : failed;
    }
    if (opts.stats || opts.history) {
        const int status = text::history_report(opts, std::cout, std::cerr);
        const int failed = support::written(frontend::program_name(frontend::program::text));
        return status != 0 ? status : failed;
    }

    // NPUZZLE_TEXT_CLOCK_STEP_MS=N (for tests, undocumented on purpose): a manual clock that moves
    // N ms before each command, so the times printed are the same on every run.
    std::optional<std::uint64_t> step;
    if (const char* text = std::getenv("NPUZZLE_TEXT_CLOCK_STEP_MS")) {
        step = small_number(text);
        if (!step) {
            std::cerr << "npuzzle-text: NPUZZLE_TEXT_CLOCK_STEP_MS expects a whole number of milliseconds\n";
            return 2;
        }
    }
    manual_clock fake;
    auto made = step ? frontend::start_game(opts, frontend::game_clock(fake)) : frontend::start_game(opts);
    if (!made) {
        std::cerr << "npuzzle-text: " << made.error().message() << '\n';
        return made.error().status;
    }
    auto& started = *made;
    auto& game = *started.played;
    if (!started.note.empty()) std::cerr << "npuzzle-text: " << started.note << '\n';

    // Whether to prompt, asked before anything is written: isatty sets errno, which must still be
    // the failed write's when written() reports it.
    const bool prompt = !opts.json && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    const auto kept = frontend::store_settings_for(opts, step.has_value()); // saves.hpp says what is kept
    text::text_session session(
        game, opts, std::cout, [&] { if (step) fake.advance(*step); },
        frontend::game_keeper(kept.records, kept.save, started.resumed, kept.history, started.origin));
    if (prompt) game.prepare_hints(); // a player at a terminal: tables built in the background, as npuzzle-curses does
    session.start();
    support::line_reader reader(*std::cin.rdbuf());
    std::string line;
    std::size_t length = 0;
    bool quit = false;
    // Output that cannot be written ends the session at once: nobody reads it (written() says why).
    catch_stop_signals();
    session.stop_when([] { return stop_signal != 0; }); // a signal during a hint's or a solve's search: at once
    while (!quit && std::cout && !stop_signal) {
        if (prompt && !reader.ended() && !(std::cout << "> " << std::flush)) break;
        const support::line_status status = reader.read(line, length);
        if (status == support::line_status::end || stop_signal) break;
        if (status == support::line_status::too_long)
            session.reject_line("line too long (" + std::to_string(length) + " characters, at most " +
                                std::to_string(support::max_line) + "): ignored");
        else
            quit = !session.run_line(line);
    }
    if (const std::string note = session.finish(); !note.empty()) std::cerr << "npuzzle-text: " << note << '\n';
    if (stop_signal) return 128 + stop_signal;
    if (const int failed = support::written(frontend::program_name(frontend::program::text))) return failed;
    if (opts.once && game.failed()) {
        std::cerr << "npuzzle-text: a DNF: the board was not solved when you said done\n";
        return 1;
    }
    if (opts.once && !session.solved()) {
        std::cerr << "npuzzle-text: " << (quit ? "quit" : "the input ended")
                  << (game.style() == frontend::input_style::place ? " before the game ended\n"
                                                                   : " before the puzzle was solved\n");
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char* argv[]) {
    support::ignore_sigpipe(); // a closed output is a failed write: support/output.hpp
    std::ios::sync_with_stdio(false); // before any output: the session flushes after each line
    frontend::use_host(frontend::terminal_host()); // hints: a search thread, tables built by child processes
    return frontend::run_program(frontend::program::text, [&] { return run(argc, argv); });
}
