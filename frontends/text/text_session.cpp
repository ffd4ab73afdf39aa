// SPDX-License-Identifier: MIT
#include "text_session.hpp"

#include "board_text.hpp"

#include "history_report.hpp"
#include "unknown_word.hpp"

#include <npuzzle/core/json.hpp>

#include <chrono>
#include <sstream>
#include <thread>
#include <utility>

namespace npuzzle::text {

namespace {

using frontend::command;

output_mode mode_of(const frontend::options& opts) {
    return opts.json ? output_mode::json : opts.quiet ? output_mode::quiet : output_mode::normal;
}

} // namespace

text_session::text_session(frontend::game& game, const frontend::options& opts, std::ostream& out,
                           std::function<void()> before_command, frontend::game_keeper keeper)
    : game_(game), opts_(opts), mode_(mode_of(opts)), once_(opts.once), keys_(opts.keys), out_(out),
      before_command_(std::move(before_command)), keeper_(std::move(keeper)) {}

void text_session::start() {
    if (mode_ == output_mode::normal)
        out_ << game_.title() << ", game " << game_.start_id() << "\nType help for the commands, quit to leave.\n";
    result r{.show_board = true};
    computer_moves(r);
    report("", r);
    out_.flush();
}

bool text_session::run_line(std::string_view line) {
    bool go_on = true;
    const auto commands = parse_line(line, keys_);
    for (std::size_t i = 0; i < commands.size(); ++i) {
        text_command c = commands[i];
        // Two words the game reads together and not apart are one ("2 3": the m,n,k cell row 2,
        // column 3); both are views into `line`, so the joined word is too.
        if (i + 1 < commands.size() && c.what == text_command::kind::game_word &&
            commands[i + 1].what == text_command::kind::game_word && !game_.parse_word(c.word)) {
            const std::string_view next = commands[i + 1].word;
            const std::string_view both(c.word.data(), static_cast<std::size_t>(next.data() + next.size() - c.word.data()));
            if (game_.parse_word(both)) {
                c.word = both;
                ++i;
            }
        }
        if (before_command_) before_command_();
        result r = run(c);
        if (r.ok) computer_moves(r);
        if (r.solved) r.message = game_.outcome(); // the win line, whoever made the last move
        if (r.solved)
            if (const auto note = keeper_.won(game_).note; !note.empty()) r.message += '\n' + note;
        report(printable(c.word), r);
        go_on = c.what != text_command::kind::quit && !(r.solved && once_);
        if (!go_on || !r.ok || r.solved) break; // the rest of the line was written for another position
        if (!out_) break; // nobody reads on: stop before other work can change errno (main reports it)
    }
    out_.flush();
    return go_on;
}

void text_session::reject_line(std::string_view why) {
    report("", {.ok = false, .message = std::string(why)});
    out_.flush();
}

text_session::result text_session::run(const text_command& c) {
    using kind = text_command::kind;
    switch (c.what) {
    case kind::moves: return run_moves(c);
    case kind::game_word: {
        const auto parsed = game_.parse_word(c.word);
        if (!parsed) return {.ok = false, .message = unknown_word(game_, c.word)};
        const event e = game_.apply(*parsed);
        return {.ok = changed(e), .changed = changed(e), .solved = e == event::solved, .message = game_.message()};
    }
    case kind::undo: return run_game_command(command::kind::undo);
    case kind::redo: return run_game_command(command::kind::redo);
    case kind::restart: return run_game_command(command::kind::restart);
    case kind::hint: return run_game_command(command::kind::hint);
    case kind::new_game: {
        const std::string said = keeper_.replaced(game_); // the history could not be written
        result r = run_game_command(command::kind::new_game);
        if (!said.empty()) r.message += (r.message.empty() ? "" : "\n") + said;
        return r;
    }
    case kind::pause: // one word both ways, as the p key
        return run_game_command(game_.paused() ? command::kind::resume : command::kind::pause);
    case kind::solve: return solve();
    case kind::done: return run_game_command(command::kind::done);
    case kind::show: return {.show_board = true, .always_say = true, .message = "Game " + game_.start_id() + ", now " + game_.id()};
    case kind::help: return {.always_say = true, .message = help()};
    case kind::stats: return history_command(true);
    case kind::history: return history_command(false);
    case kind::quit: return {};
    }
    return {};
}

text_session::result text_session::run_moves(const text_command& c) {
    result r;
    for (std::size_t i = 0; i < c.moves.size(); ++i) {
        command move;
        move.dir = c.moves[i];
        const event e = game_.apply(move);
        if (!changed(e)) {
            r.ok = false;
            r.message = game_.message();
            // The moves before it stand, as the words before a failing one do: say how many.
            if (c.moves.size() > 1)
                r.message = "move " + std::to_string(i + 1) + " (" + c.word[i] + ") of " + printable(c.word) +
                            ": " + r.message +
                            (i == 0   ? "; no move played"
                             : i == 1 ? "; the move before it stands"
                                      : "; the " + std::to_string(i) + " moves before it stand");
            return r;
        }
        r.changed = true;
        if (e == event::solved) {
            r.solved = true;
            r.message = game_.message();
            return r;
        }
        // A move that says something (a marathon's next board, a blindfold board hiding): the last word.
        if (!game_.message().empty()) r.message = game_.message();
    }
    return r;
}

// A game with a computer player (m,n,k) answers at once: a text game has no idle time to wait in.
void text_session::computer_moves(result& r) {
    command c;
    c.what = command::kind::computer;
    while (game_.awaiting_computer() && !game_.over()) {
        const event e = game_.apply(c);
        if (!changed(e)) {
            r.ok = false;
            r.message = game_.message();
            return;
        }
        r.changed = true;
        r.solved = e == event::solved;
        // After what the command said (a hint), what the computer did.
        if (game_.message().empty()) continue;
        if (!r.message.empty()) r.message += '\n';
        r.message += game_.message();
    }
}

// Undo, redo, restart, hint, new, pause: the game says what happened. Only a move that was asked
// for and could not be made (nothing to undo, no hint) is an error; the rest just report.
text_session::result text_session::run_game_command(command::kind what) {
    command c;
    c.what = what;
    const event e = wait_for_answer(game_.apply(c), c);
    const bool must_move = what == command::kind::undo || what == command::kind::redo || what == command::kind::hint ||
                           what == command::kind::done;
    return {.ok = changed(e) || !must_move,
            .changed = changed(e),
            .solved = e == event::solved,
            .message = game_.message()};
}

// A command the game answers later (a hint whose search runs on, within its budget): a script has
// nothing else to do, so it waits, asks again, and says once a second how the search goes.
event text_session::wait_for_answer(event e, const command& c) {
    auto next_note = std::chrono::steady_clock::now() + std::chrono::seconds(1);
    while (!changed(e) && !game_.progress().empty()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (mode_ == output_mode::normal && std::chrono::steady_clock::now() >= next_note) {
            out_ << game_.progress() << '\n' << std::flush;
            next_note += std::chrono::seconds(1);
        }
        e = game_.apply(c);
    }
    return e;
}

// The game's solve, paced at once: its steps play every side to the end.
text_session::result text_session::solve() {
    result r;
    command c;
    c.what = command::kind::solve;
    if (const event e = game_.apply(c); e == event::no_effect) return {.ok = false, .message = game_.message()};
    c.what = command::kind::solve_step;
    while (game_.solving()) {
        const event e = wait_for_answer(game_.apply(c), c);
        if (!changed(e)) return {.ok = false, .changed = r.changed, .message = game_.message()};
        r.changed = true;
        r.solved = e == event::solved;
    }
    r.message = game_.over() ? game_.outcome() : game_.message(); // a marathon's board done: the next one
    return r;
}

void text_session::report(std::string_view command, const result& r) {
    if (mode_ == output_mode::json) {
        out_ << "{\"command\":" << json_string(command) << ",\"ok\":" << (r.ok ? "true" : "false")
             << ",\"start\":" << json_string(game_.start_id()) << ",\"board\":" << json_string(game_.id()) << ",\"stm\":" << game_.moves()
             << ",\"mtm\":" << game_.multi_moves() << ",\"time_ms\":" << game_.elapsed_ms()
             << ",\"solved\":" << (game_.over() && !game_.failed() ? "true" : "false")
             << ",\"over\":" << (game_.over() ? "true" : "false") << ",\"message\":" << json_string(r.message)
             << "}\n";
        return;
    }
    // The board, then what happened. --quiet: errors, changed boards, the win, and what was asked
    // for (show, help).
    const bool quiet = mode_ == output_mode::quiet;
    if (r.changed || r.show_board) print_board();
    if (!r.ok) {
        out_ << "error: " << r.message << '\n';
    } else if (!r.message.empty() && (!quiet || r.solved || r.always_say)) {
        out_ << r.message;
        if (r.message.back() != '\n') out_ << '\n';
    }
    if (r.solved && !once_ && !quiet) out_ << "Type new for another game, or quit.\n";
}

void text_session::print_board() { write_board(game_, out_); }

std::string text_session::help() const {
    return commands_help(game_.words_help(), game_.style() == frontend::input_style::slide);
}

// `stats` and `history`: what `--stats` and `--history` print, for this game's size, as the message.
text_session::result text_session::history_command(bool statistics) const {
    if (game_.style() != frontend::input_style::slide)
        return {.ok = false, .message = "the solve history keeps sliding puzzles only"};
    frontend::options asked = opts_;
    asked.stats = statistics;
    asked.history = !statistics;
    asked.json = false;
    asked.size = {game_.rows(), game_.cols()};
    asked.size_given = true;
    std::ostringstream report, problem;
    const bool read = history_report(asked, report, problem) == 0;
    std::string text = read ? report.str() : problem.str();
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return {.ok = read, .always_say = true, .message = text};
}

} // namespace npuzzle::text
