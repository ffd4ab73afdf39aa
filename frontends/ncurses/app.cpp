// SPDX-License-Identifier: MIT
#include "app.hpp"

#include "game/midend.hpp"
#include "board_view.hpp"
#include "common/saves.hpp"
#include "keys.hpp"
#include "layout.hpp"
#include "screen.hpp"
#include "signals.hpp"
#include "slide_animation.hpp"
#include "statistics_page.hpp"
#include "terminal_type.hpp"

#include <algorithm>
#include <chrono>
#include <clocale>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace npuzzle::curses {

namespace {

using frontend::cell_role;
using frontend::input;
using frontend::input_style;
using frontend::verb;

// The game loop: keys become verbs for the midend, which keeps every rule; this keeps what only a
// screen has (the cursor, the pages, the question asked, the slide and the flash) and paces the
// game's own steps.
class app {
public:
    app(frontend::game& g, const settings& s, bool color)
        : game_(g), settings_(s), color_(color), keeper_(s.records_file, s.save_file, s.resumed, s.history_file, s.origin),
          mid_(g, keeper_, {s.keys, s.save_file.has_value()}), note_(s.start_note) {
        cursor_ = centre();
        g.prepare_hints();
    }

    int run() {
        while (!mid_.ended() && !stop_signal) {
            draw();
            timeout(wait_ms());
            const int key = getch();
            if (stop_signal) break;
            if (key == ERR)
                tick();
            else
                handle(key);
        }
        if (const std::string said = mid_.leave(); !said.empty()) exit_note_ = said; // an unfinished game is saved
        return stop_signal ? 128 + stop_signal : 0;
    }

    const std::string& exit_note() const noexcept { return exit_note_; }

private:
    using clock = std::chrono::steady_clock;

    // How long to wait for a key: short while animating, so the clock and the game's steps keep moving.
    int wait_ms() const {
        const auto delay = mid_.step_delay_ms();
        int most = 250;
        if (delay && next_step_ != clock::time_point{}) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(next_step_ - clock::now()).count();
            most = static_cast<int>(std::clamp<long long>(left, 1, 10'000));
        }
        if (slide_) return std::min(15, most); // a few frames in a slide's time
        if (flashes_ > 0) return static_cast<int>(settings_.animation_ms);
        if (delay) return next_step_ == clock::time_point{} ? 1 : most;
        return 250;
    }

    // No key came in time: the game's next step when it is due (a solve's, the computer's, a
    // background answer); a solve keeps its pace whatever slides meanwhile.
    void tick() {
        const auto delay = mid_.step_delay_ms();
        if (!game_.solving()) {
            if (slide_) return; // draw() moves it on, and ends it
            if (flashes_ > 0) {
                --flashes_;
                return;
            }
        }
        if (!delay) {
            next_step_ = {};
            return;
        }
        const auto now = clock::now();
        if (next_step_ == clock::time_point{}) { // the first step waits too
            next_step_ = now + std::chrono::milliseconds(*delay);
            return;
        }
        if (now < next_step_) return;
        show(mid_.step());
        const auto next = mid_.step_delay_ms();
        next_step_ = next ? now + std::chrono::milliseconds(*next) : clock::time_point{};
    }

    // Keys typed ahead stay queued and are played in order: nothing is flushed after a move.
    void act(const input& in) {
        note_.clear();
        const frontend::reply r = mid_.apply(in);
        show(r);
        if (r.ok && (in.what == verb::new_game || in.what == verb::again)) cursor_ = centre();
        if (mid_.ended() && !r.message.empty()) exit_note_ = r.message; // its last word, said once the terminal is back
    }

    // What an input or a step did: the tiles it moved glide, an end flashes, the midend's own words show.
    void show(const frontend::reply& r) {
        slide_.reset();
        if (settings_.animation_ms > 0 && !mid_.moved().empty()) slide_ = slide{mid_.moved(), clock::now()};
        if (r.finished) flashes_ = mid_.flash() && settings_.animation_ms > 0 ? 4 : 0; // as Tatham's puzzles flash
        if (!r.finished && r.message != mid_.named(game_.message())) note_ = r.message;
    }

    // The clock stops while anything hides the board: a question, the help, a terminal too small.
    void hold_clock() {
        mid_.hold(pause_reason::dialog, asking_ != verb::none);
        mid_.hold(pause_reason::help, showing_help_ || showing_statistics_);
        mid_.hold(pause_reason::hidden, std::holds_alternative<too_small>(layout_));
    }

    // How far the slide has gone, 0..1; ends it at 1.
    double slide_progress() {
        if (!slide_) return 1;
        const std::chrono::duration<double, std::milli> gone = clock::now() - slide_->started;
        const double p = gone.count() / settings_.animation_ms;
        if (p >= 1) slide_.reset();
        return p;
    }

    void handle(int key) {
        flashes_ = 0; // a key ends the flash and the slide at once: neither delays the next move
        slide_.reset();
        next_step_ = {}; // a solve the key stops, or one it starts, keeps its pace from now
        if (key == KEY_RESIZE) return; // the next draw lays the screen out again
        if (asking_ != verb::none) return answer(key);
        if (showing_help_ || showing_statistics_) {
            showing_help_ = showing_statistics_ = false;
            return;
        }
        const key_action k = action_for(key);
        if (game_.solving()) { // the midend stops it (S jumps to its end); the keys typed during it go
            act({k.what == verb::solve ? verb::solve : verb::none});
            flushinp();
            return;
        }
        // With no board on screen only leaving makes sense.
        if (std::holds_alternative<too_small>(layout_) && k.what != verb::quit && k.what != verb::abandon) return;
        const bool placing = game_.style() == input_style::place;
        switch (k.what) {
        case verb::move:
            if (placing) return move_cursor(k.arrow);
            return act({verb::move, k.arrow});
        case verb::select: return act({verb::select, direction::none, placing ? std::optional(cursor_) : std::nullopt});
        case verb::click: return click();
        case verb::help: showing_help_ = true; return;
        case verb::statistics:
            if (const auto r = mid_.apply({verb::statistics}); !r.ok) {
                note_ = r.message;
            } else {
                const int rows = screen_height() - lines_above_board - lines_below_board;
                statistics_ = statistics_page(settings_.history_file, *mid_.history_rows(), rows);
                showing_statistics_ = true; // read once: the screen is redrawn many times
            }
            return;
        case verb::resize: return;
        default:
            if (!mid_.question(k.what).empty()) {
                asking_ = k.what;
                note_.clear();
                return;
            }
            return act({k.what});
        }
    }

    void answer(int key) {
        const verb asked = asking_;
        asking_ = verb::none;
        if (key != 'y' && key != 'Y') {
            note_ = "Carry on";
            return;
        }
        act({asked});
    }

    void move_cursor(direction arrow) {
        cell& c = cursor_;
        if (arrow == direction::up && c.row > 0) --c.row;
        if (arrow == direction::down && c.row + 1 < game_.rows()) ++c.row;
        if (arrow == direction::left && c.col > 0) --c.col;
        if (arrow == direction::right && c.col + 1 < game_.cols()) ++c.col;
    }

    void click() {
        MEVENT mouse{};
        if (getmouse(&mouse) != OK || !(mouse.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED))) return;
        const auto* board = std::get_if<board_layout>(&layout_);
        if (!board) return;
        const auto target = cell_at(*board, mouse.y, mouse.x);
        if (!target) return;
        cursor_ = *target;
        act({verb::select, direction::none, *target});
    }

    // --- drawing ----------------------------------------------------------------------------------

    void draw() {
        erase();
        const bool won = showing_win();
        // The game's messages take one line (put() cuts what does not fit, with its marker). Only a note
        // of the front end's own (a save that could not be resumed, say), shown until the next key, may
        // take more: the board is laid out above them, or where that leaves no room, it is cut too.
        std::vector<std::string> said{message()};
        if (!note_.empty() && !won && said.front() == note_) said = wrap(note_, screen_width());
        const int more = static_cast<int>(said.size()) - 1;
        layout_ = lay_out_board(game_, screen_width(), screen_height() - more);
        if (more > 0 && std::holds_alternative<too_small>(layout_)) {
            said = {message()};
            layout_ = lay_out_board(game_, screen_width(), screen_height());
        }
        hold_clock();
        if (const auto* need = std::get_if<too_small>(&layout_)) {
            draw_too_small(*need);
            if (asking_ != verb::none) put(screen_height() - 1, 0, message(), A_BOLD); // q still asks
            refresh();
            return;
        }
        const banner results = won ? place_banner(game_, mid_.results(), layout_) : banner{};
        const auto& board = std::get<board_layout>(layout_);
        // A new game may be smaller: keep the cursor on the board.
        cursor_ = {std::min(cursor_.row, game_.rows() - 1), std::min(cursor_.col, game_.cols() - 1)};
        put_centred(0, game_.title() + ", game " + game_.start_id(), A_BOLD);
        put_centred(1, game_.status());
        // Read before the slide's tiles are named below: it ends a slide that is over, freeing them.
        const double progress = slide_progress();
        if (showing_help_)
            draw_help();
        else if (showing_statistics_)
            draw_page(statistics_);
        else if (game_.paused())
            put_centred(board.top + board.height() / 2, "Paused: press p to resume", A_BOLD);
        else
            draw_board(game_, board, {color_, game_.style() == input_style::place ? std::optional(cursor_) : std::nullopt,
                                      flashes_ % 2 == 1, slide_ ? slide_->tiles : no_slide, progress});
        if (won) draw_win(results, color_);
        // The messages above the key legend, which always has the last line; a banner as tall as the
        // screen has taken the message line.
        const int first = screen_height() - 1 - static_cast<int>(said.size());
        if (!won || results.box.top + results.box.height <= first)
            for (std::size_t i = 0; i < said.size(); ++i) put(first + static_cast<int>(i), 0, said[i]);
        put(screen_height() - 1, 0, legend(screen_width(), game_.style(), mid_.mode(), legend_state()), A_DIM);
        refresh();
    }

    // The win screen: the results, and the board on screen (no page over it, not paused).
    bool showing_win() const {
        return !showing_help_ && !showing_statistics_ && !game_.paused() && mid_.showing_results();
    }

    // What the legend offers: the game's state as the screen shows it.
    key_state legend_state() const {
        return game_.paused() ? key_state::paused : showing_win() ? key_state::over : key_state::under_way;
    }

    std::string message() const {
        if (asking_ != verb::none) return mid_.question(asking_);
        if (showing_help_ || showing_statistics_) return "";
        if (!note_.empty() && !game_.solving()) return note_;
        return mid_.message();
    }

    // Where the cursor starts: the middle of the board, the cell a player most often wants.
    cell centre() const { return {game_.rows() / 2, game_.cols() / 2}; }

    // A page in place of the board (the help, the statistics): its first line a bold title, the
    // block centred by its widest line, between the status and the message lines; a page taller
    // than that says so at its foot.
    void draw_page(std::vector<std::string> lines) {
        std::size_t widest = 0;
        for (const auto& l : lines) widest = std::max(widest, l.size());
        const int left = std::max(0, (screen_width() - static_cast<int>(widest)) / 2);
        lines = clipped_lines(std::move(lines), screen_height() - lines_above_board - lines_below_board);
        for (std::size_t i = 0; i < lines.size(); ++i)
            put(lines_above_board + static_cast<int>(i), left, lines[i], i == 0 ? A_BOLD : A_NORMAL);
    }


    void draw_help() {
        std::vector<std::string> lines{"Keys"};
        for (auto& line : mid_.key_help()) lines.push_back(std::move(line));
        if (game_.style() == input_style::slide) {
            if (!game_.replaying())
                lines.push_back(settings_.keys == arrow_sense::tile
                                    ? "Arrows name the way a tile slides (--keys blank: the blank)"
                                    : "Arrows name the way the blank moves (--keys tile: a tile)");
            lines.push_back(color_ ? "Blue tiles are still to place, green ones are home"
                                   : "Bold tiles are still to place, plain ones are home");
        } else {
            lines.push_back("The cursor is the cell in reverse video; a computer player moves by itself");
        }
        lines.push_back("Started from " + game_.start_id());
        lines.push_back("Position now " + game_.id());
        lines.push_back("Any key goes back to the game");
        draw_page(std::move(lines));
    }

    const frontend::game& game_; // read only: every change goes through mid_
    const settings& settings_;
    bool color_;
    frontend::game_keeper keeper_; // records, history and the saved game: reached through mid_ only
    frontend::midend mid_;
    std::variant<board_layout, too_small> layout_{too_small{}};
    cell cursor_{};
    int flashes_ = 0; // frames of the win flash still to show (odd: reversed)
    struct slide {
        std::vector<sliding_tile> tiles;
        clock::time_point started;
    };
    static inline const std::vector<sliding_tile> no_slide{};
    std::optional<slide> slide_;    // tiles gliding to the cells a command moved them to
    clock::time_point next_step_{}; // when the game's next step is due; unset: none waits
    verb asking_ = verb::none;      // the question on screen: y applies it
    bool showing_help_ = false, showing_statistics_ = false;
    std::vector<std::string> statistics_; // the statistics page, read when it was asked for
    std::string note_;      // the midend's words for the last input (a refusal, a store's note), or the start note
    std::string exit_note_; // said on standard error once the terminal is restored
};

// Plays inside a terminal that is given back before this returns; `note` is what to say after.
int run_game(frontend::game& g, const settings& s, std::string& note) {
    std::setlocale(LC_ALL, ""); // UTF-8 box lines where the terminal has them
    const stop_signals signals;
    fatal_signals fatal; // before curses changes the terminal: these are the settings to restore
    const terminal_kind kind = kind_of_terminal();
    const terminal term(kind == terminal_kind::usable, s.color);
    if (term.started()) fatal.curses_started();
    if (!term.started()) {
        const char* type = std::getenv("TERM");
        const std::string named = std::string("terminal type '") + (type ? type : "") + "'";
        const std::string why = kind == terminal_kind::cannot_place ? named + " cannot move the cursor"
                                                                     : "cannot use " + named + " (check TERM)";
        std::fprintf(stderr, "npuzzle-curses: %s\n", why.c_str());
        return 2;
    }
    app game_loop(g, s, term.color());
    const int status = game_loop.run();
    note = game_loop.exit_note();
    return status;
}

} // namespace

int play(frontend::game& g, const settings& s) {
    std::string note;
    const int status = run_game(g, s, note);
    if (!note.empty()) std::fprintf(stderr, "npuzzle-curses: %s\n", note.c_str());
    return status;
}

} // namespace npuzzle::curses
