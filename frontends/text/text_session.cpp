// SPDX-License-Identifier: MIT
#include "text_session.hpp"

#include "board_text.hpp"

#include "history_report.hpp"

#include <npuzzle/core/json.hpp>
#include <npuzzle/core/slidysim.hpp>

#include <algorithm>
#include <chrono>
#include <optional>
#include <sstream>
#include <thread>
#include <utility>

namespace npuzzle::text {

namespace {

using frontend::verb;

output_mode mode_of(const frontend::options& opts) {
    return opts.json ? output_mode::json : opts.quiet ? output_mode::quiet : output_mode::normal;
}

} // namespace

text_session::text_session(frontend::game& game, const frontend::options& opts, std::ostream& out,
                           std::function<void()> before_command, frontend::game_keeper keeper)
    : game_(game), opts_(opts), mode_(mode_of(opts)), once_(opts.once), keys_(opts.keys), out_(out),
      before_command_(std::move(before_command)), keeper_(std::move(keeper)),
      // Moves arrive in tile sense: parse_line applied --keys to the letters and words.
      mid_(game, keeper_, {.keys = arrow_sense::tile, .saves_kept = false, .words = true}) {}

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
    for (std::size_t i = 0; i < commands.size() && !stopped(); ++i) {
        text_command c = commands[i];
        // A word with a number that the game reads (the m,n,k cell d2) is the game's, not run-length moves.
        // So is a refused run-length word in a game without move letters.
        if (c.what == verb::move && c.word.find_first_of("0123456789") != std::string_view::npos &&
            (game_.parse_word(c.word) || (c.moves.empty() && game_.style() != frontend::input_style::slide))) {
            c.what = verb::none;
            c.moves.clear();
        }
        // Two words the game reads together and not apart are one ("2 3": the m,n,k cell row 2,
        // column 3); both are views into `line`, so the joined word is too.
        if (i + 1 < commands.size() && c.what == verb::none &&
            commands[i + 1].what == verb::none && !game_.parse_word(c.word)) {
            const std::string_view next = commands[i + 1].word;
            const std::string_view both(c.word.data(), static_cast<std::size_t>(next.data() + next.size() - c.word.data()));
            if (game_.parse_word(both)) {
                c.word = both;
                ++i;
            }
        }
        if (before_command_) before_command_();
        ended_with_.clear();
        result r = run(c);
        if (r.ok) computer_moves(r);
        if (r.solved) r.message = ended_with_; // the win line, whoever made the last move
        report(printable(c.word), r);
        go_on = !mid_.ended() && !(r.solved && once_);
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

// What the midend said, as this session reports it.
text_session::result text_session::from(const frontend::reply& r) {
    if (r.finished) ended_with_ = r.message;
    return {.ok = r.ok, .changed = r.changed, .solved = r.finished, .message = r.message};
}

text_session::result text_session::run(const text_command& c) {
    switch (c.what) {
    case verb::move: return run_moves(c);
    case verb::none: return from(mid_.apply(frontend::input::of_word(c.word)));
    case verb::solve: return solve();
    case verb::show: return {.show_board = true, .always_say = true, .message = "Game " + game_.start_id() + ", now " + game_.id()};
    case verb::help: return {.always_say = true, .message = help()};
    case verb::statistics: return history_command(true);
    case verb::history: return history_command(false);
    default: return run_verb(c.what);
    }
}

namespace {

// The blank's cell, where the board shows it (a blindfold board hidden does not).
std::optional<cell> blank_of(const frontend::game& g) {
    for (std::size_t row = 0; row < g.rows(); ++row)
        for (std::size_t col = 0; col < g.cols(); ++col)
            if (g.role({row, col}) == frontend::cell_role::blank) return cell{row, col};
    return std::nullopt;
}

// The tiles that can slide towards `d` (tile sense) into the blank at `b`: those on its far side.
std::size_t room(const frontend::game& g, cell b, direction d) {
    switch (d) {
    case direction::left: return g.cols() - 1 - b.col;
    case direction::right: return b.col;
    case direction::up: return g.rows() - 1 - b.row;
    case direction::down: return b.row;
    case direction::none: break;
    }
    return 0;
}

// The cell `n` cells from `b` on the side the tiles sliding towards `d` come from.
cell beyond(cell b, direction d, std::size_t n) {
    switch (d) {
    case direction::left: return {b.row, b.col + n};
    case direction::right: return {b.row, b.col - n};
    case direction::up: return {b.row + n, b.col};
    case direction::down: return {b.row - n, b.col};
    case direction::none: break;
    }
    return b;
}

} // namespace

// A word of moves. A run of one letter ("LLL", "L3") slides its tiles at once, one MTM move, as
// npuzzle-solve counts a solution's runs (docs/DESIGN.md, Move counts; metric.hpp): a solution piped
// in counts as it was written, however it is spelt.
text_session::result text_session::run_moves(const text_command& c) {
    result r;
    if (c.moves.empty()) { // a run-length word that cannot be played
        r.ok = false;
        const std::size_t line = std::max(game_.rows(), game_.cols()) - 1;
        r.message = printable(c.word) + ": " +
                    (!c.refused.empty() ? c.refused
                                        : (c.longest_run > max_repeat ? "a run of more than " + std::to_string(max_repeat)
                                                                      : "a run of " + std::to_string(c.longest_run)) +
                                              " tiles; at most " + std::to_string(line) + " tiles in a row on this board") +
                    "; no move played";
        return r;
    }
    for (std::size_t i = 0; i < c.moves.size(); ++i) {
        std::size_t run = 1;
        while (i + run < c.moves.size() && c.moves[i + run] == c.moves[i]) ++run;
        const auto blank = run > 1 ? blank_of(game_) : std::nullopt;
        if (blank && std::min(run, room(game_, *blank, c.moves[i])) > 1) { // one slide; a move that fails after it
            const std::size_t slid = std::min(run, room(game_, *blank, c.moves[i]));
            const frontend::reply done = mid_.apply({verb::select, direction::none, beyond(*blank, c.moves[i], slid)});
            if (!done.ok) return from(done);
            r.changed = true;
            if (!done.message.empty()) r.message = done.message;
            if (done.finished) {
                ended_with_ = done.message;
                r.solved = true;
                return r;
            }
            i += slid - 1;
            continue;
        }
        const frontend::reply done = mid_.apply({verb::move, c.moves[i]});
        if (!done.ok) {
            r.ok = false;
            r.message = done.message;
            // The moves before it stand, as the words before a failing one do: say how many.
            // The letter as typed in a run ("uulldr"); in run-length ("L2U3") the move's letter.
            const bool run_length = c.word.find_first_of("0123456789") != std::string_view::npos;
            const char letter = run_length ? to_letter(from_arrow(c.moves[i], keys_)) : c.word[i];
            if (c.moves.size() > 1)
                r.message = "move " + std::to_string(i + 1) + " (" + letter + ") of " + printable(c.word) +
                            ": " + r.message +
                            (i == 0   ? "; no move played"
                             : i == 1 ? "; the move before it stands"
                                      : "; the " + std::to_string(i) + " moves before it stand");
            return r;
        }
        r.changed = true;
        if (done.finished) {
            ended_with_ = done.message;
            r.solved = true;
            r.message = done.message;
            return r;
        }
        // A move that says something (a marathon's next board, a blindfold board hiding): the last word.
        if (!done.message.empty()) r.message = done.message;
    }
    return r;
}

// A game with a computer player (m,n,k) answers at once: a text game has no idle time to wait in.
void text_session::computer_moves(result& r) {
    while (game_.awaiting_computer() && !game_.over()) {
        const frontend::reply done = mid_.step();
        if (!done.ok) {
            r.ok = false;
            r.message = done.message;
            return;
        }
        if (!done.changed) return;
        r.changed = true;
        r.solved = done.finished;
        if (done.finished) ended_with_ = done.message;
        // After what the command said (a hint), what the computer did.
        if (done.message.empty()) continue;
        if (!r.message.empty()) r.message += '\n';
        r.message += done.message;
    }
}

// Every other verb: the midend does it and says what happened.
text_session::result text_session::run_verb(verb what) {
    result r = from(wait_for_answer(mid_.apply({what})));
    r.always_say = mid_.ended(); // the last word of the session, even with --quiet
    return r;
}

// A command the game answers later (a hint whose search runs on, within its budget): a script has
// nothing else to do, so it waits, lets the midend take up the answer (step), and says once a second
// how the search goes. A signal (stop_when) ends the wait at once, the answer still pending.
frontend::reply text_session::wait_for_answer(frontend::reply r) {
    auto next_note = std::chrono::steady_clock::now() + std::chrono::seconds(1);
    while (!r.changed && !game_.progress().empty() && !stopped()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (mode_ == output_mode::normal && std::chrono::steady_clock::now() >= next_note) {
            out_ << game_.progress() << '\n' << std::flush;
            next_note += std::chrono::seconds(1);
        }
        r = mid_.step();
    }
    return r;
}

// The game's solve, paced at once: its steps play every side to the end.
text_session::result text_session::solve() {
    const frontend::reply started = mid_.apply({verb::solve});
    if (!started.ok) return {.ok = false, .message = started.message};
    result r = from(started);
    while (game_.solving() && !stopped()) {
        const frontend::reply step = wait_for_answer(mid_.step());
        if (!step.ok) return {.ok = false, .changed = r.changed, .message = step.message};
        r.changed = r.changed || step.changed;
        r.solved = step.finished;
        if (step.finished) ended_with_ = step.message;
    }
    r.message = r.solved ? ended_with_ : mid_.named(game_.message()); // a marathon's board done: the next one
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
        out_ << fit("error: " + r.message) << '\n';
    } else if (!r.message.empty() && (!quiet || r.solved || r.always_say)) {
        out_ << fit(r.message);
        if (r.message.back() != '\n') out_ << '\n';
    }
    if (r.solved && !once_ && !quiet) out_ << "Type new for another game, or quit.\n";
}

void text_session::print_board() { write_board(game_, out_); }

std::string text_session::help() const {
    return commands_help(game_.words_help(), game_.style() == frontend::input_style::slide);
}

// `stats` and `history`: what `--stats` and `--history` print, for this game's size, as the message.
text_session::result text_session::history_command(bool statistics) {
    if (const auto r = mid_.apply({statistics ? verb::statistics : verb::history}); !r.ok)
        return {.ok = false, .message = r.message};
    frontend::options asked = opts_;
    asked.stats = statistics;
    asked.history = !statistics;
    asked.json = false;
    asked.size = {game_.rows(), game_.cols()};
    asked.size_given = true;
    std::ostringstream report, problem;
    const bool read = history_report(asked, report, problem) == 0;
    std::string text = read ? report.str() + problem.str() : problem.str(); // read: rows left out, if any
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return {.ok = read, .always_say = true, .message = text};
}

} // namespace npuzzle::text
