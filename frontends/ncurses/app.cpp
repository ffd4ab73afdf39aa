// SPDX-License-Identifier: MIT
#include "app.hpp"

#include "keys.hpp"
#include "layout.hpp"
#include "common/time_text.hpp"
#include "common/history_text.hpp"
#include "common/records.hpp"
#include "common/saves.hpp"
#include "signals.hpp"
#include "slide_animation.hpp"
#include "terminal_type.hpp"

#include <algorithm>
#include <chrono>
#include <clocale>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <curses.h> // after the C++ headers; NCURSES_NOMACROS keeps std::move and friends intact

namespace npuzzle::curses {

namespace {

using frontend::cell_role;
using frontend::command;
using frontend::input_style;

// --- signals and the terminal ---------------------------------------------------------------------

volatile std::sig_atomic_t stop_signal = 0;

void on_stop_signal(int sig) { stop_signal = sig; }

// SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl-\) only set a flag: the game loop (which wakes at least
// every 250 ms) then leaves normally, so the terminal is restored by the same code as a quit. The
// other fatal signals: signals.hpp.
class stop_signals {
public:
    stop_signals() {
        stop_signal = 0;
        struct sigaction action {};
        action.sa_handler = on_stop_signal;
        sigemptyset(&action.sa_mask);
        for (std::size_t i = 0; i < std::size(signals_); ++i) sigaction(signals_[i], &action, &previous_[i]);
    }
    ~stop_signals() {
        for (std::size_t i = 0; i < std::size(signals_); ++i) sigaction(signals_[i], &previous_[i], nullptr);
    }
    stop_signals(const stop_signals&) = delete;
    stop_signals& operator=(const stop_signals&) = delete;

private:
    static constexpr int signals_[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    struct sigaction previous_[std::size(signals_)] {};
};

enum colour_pair : short { pair_tile = 1, pair_home, pair_winning, pair_mark_x, pair_mark_o, pair_banner, pair_banner_title };
// COLOR_PAIR is a function returning int under NCURSES_NOMACROS; attributes are unsigned.
attr_t colour(colour_pair pair) { return static_cast<attr_t>(COLOR_PAIR(pair)); }

// curses from start to end: whatever way play() leaves, the destructor gives the terminal back.
class terminal {
public:
    terminal(bool usable, bool want_color) {
        if (!usable) return;
        screen_ = newterm(nullptr, stdout, stdin);
        if (!screen_) return;
        cbreak(); // Ctrl-C still raises SIGINT
        noecho();
        keypad(stdscr, TRUE);
        curs_set(0);
        set_escdelay(25); // arrows arrive as escape sequences: do not wait long for the rest
        mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, nullptr);
        mouseinterval(0); // report the press at once, not after a click-detection delay
        color_ = want_color && has_colors() && start_color() == OK;
        if (color_) {
            use_default_colors();
            init_pair(pair_tile, COLOR_WHITE, COLOR_BLUE);
            init_pair(pair_home, COLOR_BLACK, COLOR_GREEN);
            init_pair(pair_winning, COLOR_BLACK, COLOR_YELLOW);
            init_pair(pair_mark_x, COLOR_BLACK, COLOR_CYAN);
            init_pair(pair_mark_o, COLOR_BLACK, COLOR_MAGENTA);
            init_pair(pair_banner, COLOR_BLACK, COLOR_YELLOW);
            init_pair(pair_banner_title, COLOR_YELLOW, COLOR_BLACK);
        }
    }
    ~terminal() {
        if (!screen_) return;
        endwin();
        delscreen(screen_);
    }
    terminal(const terminal&) = delete;
    terminal& operator=(const terminal&) = delete;

    bool started() const noexcept { return screen_ != nullptr; }
    bool color() const noexcept { return color_; }

private:
    SCREEN* screen_ = nullptr;
    bool color_ = false;
};

// --- drawing helpers ------------------------------------------------------------------------------

int screen_width() { return getmaxx(stdscr); }
int screen_height() { return getmaxy(stdscr); }

// Every text reaches the screen here: one line from (y, x), cut at the right edge with
// clip_marker at the end, so a player can tell a cut line from a short one.
void put(int y, int x, std::string_view text, attr_t attributes = A_NORMAL) {
    const int room = screen_width() - std::max(x, 0);
    if (y < 0 || y >= screen_height() || room <= 0) return;
    attrset(static_cast<int>(attributes));
    mvaddstr(y, std::max(x, 0), clipped(text, room).c_str());
    attrset(A_NORMAL);
}

void put_centred(int y, std::string_view text, attr_t attributes = A_NORMAL) {
    put(y, (screen_width() - static_cast<int>(text.size())) / 2, text, attributes);
}

// A box with a border, filled with `attributes` when `filled`.
void draw_box(const rect& r, attr_t attributes, bool filled) {
    if (filled)
        for (int y = r.top + 1; y < r.top + r.height - 1; ++y)
            mvhline(y, r.left + 1, ' ' | attributes, r.width - 2);
    const int bottom = r.top + r.height - 1, right = r.left + r.width - 1;
    mvhline(r.top, r.left + 1, ACS_HLINE | attributes, r.width - 2);
    mvhline(bottom, r.left + 1, ACS_HLINE | attributes, r.width - 2);
    mvvline(r.top + 1, r.left, ACS_VLINE | attributes, r.height - 2);
    mvvline(r.top + 1, right, ACS_VLINE | attributes, r.height - 2);
    mvaddch(r.top, r.left, ACS_ULCORNER | attributes);
    mvaddch(r.top, right, ACS_URCORNER | attributes);
    mvaddch(bottom, r.left, ACS_LLCORNER | attributes);
    mvaddch(bottom, right, ACS_LRCORNER | attributes);
}

// `text` broken into lines of at most `width` columns, between words where it can be, and at each
// newline it holds.
std::vector<std::string> wrap(std::string_view text, int width) {
    const auto room = static_cast<std::size_t>(std::max(width, 1));
    std::vector<std::string> lines{""};
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find_first_of(" \n", start), text.size());
        const std::string_view word = text.substr(start, end - start);
        if (!lines.back().empty() && lines.back().size() + 1 + word.size() > room) lines.emplace_back();
        if (!lines.back().empty()) lines.back() += ' ';
        lines.back() += word; // a word longer than the line is cut by put()
        if (end < text.size() && text[end] == '\n') lines.emplace_back();
        start = end + 1;
    }
    return lines;
}

// "terminal too small: need 23 x 13", in words that fit however narrow the screen is.
void draw_too_small(const too_small& need) {
    const auto lines = wrap("terminal too small: need " + std::to_string(need.need_width) + " x " +
                                std::to_string(need.need_height),
                            screen_width());
    const int top = (screen_height() - static_cast<int>(lines.size())) / 2;
    for (std::size_t i = 0; i < lines.size(); ++i) put_centred(top + static_cast<int>(i), lines[i], A_BOLD);
}

// --- the game loop --------------------------------------------------------------------------------

enum class question : std::uint8_t { none, quit, new_game };

class app {
public:
    app(frontend::game& g, const settings& s, bool color)
        : game_(g), settings_(s), color_(color), keeper_(s.records_file, s.save_file, s.resumed, s.history_file),
          note_(s.start_note) {
        cursor_ = centre();
        game_.prepare_hints();
    }

    int run() {
        while (!quit_ && !stop_signal) {
            draw();
            timeout(wait_ms());
            const int key = getch();
            if (stop_signal) break;
            if (key == ERR)
                tick();
            else
                handle(key);
        }
        exit_note_ = keeper_.leaving(game_); // an unfinished game is saved
        return stop_signal ? 128 + stop_signal : 0;
    }

private:
    // How long to wait for a key: short while animating, so the clock and the solve keep moving.
    int wait_ms() const {
        // A solve's (or a replay's) steps keep their own pace: a slide plays within it, not before it.
        int most = 250;
        if (game_.solving() && next_step_ != clock::time_point{}) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(next_step_ - clock::now()).count();
            most = static_cast<int>(std::clamp<long long>(left, 1, 10'000));
        }
        if (slide_) return std::min(15, most); // a few frames in a slide's time
        if (flashes_ > 0) return static_cast<int>(settings_.animation_ms);
        if (game_.waiting()) return std::min(50, most); // a search's answer shows (and a waiting hint plays) at once
        if (game_.solving()) return next_step_ == clock::time_point{} ? 1 : most;
        if (game_.awaiting_computer() && !game_.over()) return 400;
        return 250;
    }

    // No key came in time: the game's next step if it waits for one (a solve, the computer's turn).
    void tick() {
        if (game_.solving()) { // at its pace, whatever slides meanwhile (the next step ends the slide)
            const auto now = clock::now();
            if (next_step_ == clock::time_point{}) { // the solve has just begun: its first step waits too
                next_step_ = now + std::chrono::milliseconds(game_.step_delay_ms());
                return;
            }
            if (now < next_step_) return;
            apply({command::kind::solve_step});
            next_step_ = game_.solving() ? now + std::chrono::milliseconds(game_.step_delay_ms()) : clock::time_point{};
            return;
        }
        next_step_ = {};
        if (slide_) return; // draw() moves it on, and ends it
        if (flashes_ > 0)
            --flashes_;
        else if (game_.waiting()) {
            const auto before = labels();
            if (changed(game_.apply({command::kind::tick}))) { // a waiting hint played
                start_slide(before);
                if (game_.over()) on_over();
            }
        }
        else if (game_.awaiting_computer())
            apply({command::kind::computer});
    }

    // Keys typed ahead stay queued and are played in order: nothing is flushed after a move.
    event apply(const command& c) {
        note_.clear();
        if (c.what == command::kind::new_game) note_ = keeper_.replaced(game_); // "the solve was not saved: ..."
        const auto before = labels();
        const event e = game_.apply(c);
        if (changed(e)) start_slide(before);
        if (c.what == command::kind::new_game) {
            cursor_ = centre();
            win_note_.clear();
            best_.reset();
            won_ = {};
        }
        if (changed(e) && game_.over()) on_over(); // the move that solved it, not every key after
        return e;
    }

    // The clock stops while anything hides the board: a question, the help, a terminal too small.
    void hold_clock() {
        game_.hold(pause_reason::dialog, asking_ != question::none);
        game_.hold(pause_reason::help, showing_help_ || showing_statistics_);
        game_.hold(pause_reason::hidden, std::holds_alternative<too_small>(layout_));
    }

    // The board's labels, row by row: what a slide is worked out from.
    std::vector<std::string> labels() const {
        std::vector<std::string> all;
        all.reserve(game_.rows() * game_.cols());
        for (std::size_t row = 0; row < game_.rows(); ++row)
            for (std::size_t col = 0; col < game_.cols(); ++col) all.push_back(game_.label({row, col}));
        return all;
    }

    // The tiles a command slid glide to their cells over animation_ms (drawn by draw_board).
    void start_slide(const std::vector<std::string>& before) {
        slide_.reset();
        if (settings_.animation_ms == 0 || game_.style() != input_style::slide) return;
        if (auto tiles = slid_tiles(before, labels(), game_.rows(), game_.cols()))
            slide_ = slide{std::move(*tiles), std::chrono::steady_clock::now()};
    }

    // How far the slide has gone, 0..1; ends it at 1.
    double slide_progress() {
        if (!slide_) return 1;
        const std::chrono::duration<double, std::milli> gone = std::chrono::steady_clock::now() - slide_->started;
        const double p = gone.count() / settings_.animation_ms;
        if (p >= 1) slide_.reset();
        return p;
    }

    void handle(int key) {
        flashes_ = 0; // a key ends the flash and the slide at once: neither delays the next move
        slide_.reset();
        next_step_ = {}; // a solve the key stops, or one it starts, keeps its pace from now
        if (key == KEY_RESIZE) return; // the next draw lays the screen out again
        if (asking_ != question::none) return answer(key);
        if (showing_help_ || showing_statistics_) {
            showing_help_ = showing_statistics_ = false;
            return;
        }
        if (game_.solving()) { // S again jumps to the solved board; any other key stops the solve,
            // and the keys typed during it go
            apply({action_for(key).what == action::solve ? command::kind::solve : command::kind::stop});
            flushinp();
            return;
        }
        const key_action k = action_for(key);
        // With no board on screen only quitting makes sense.
        if (std::holds_alternative<too_small>(layout_) && k.what != action::quit) return;
        switch (k.what) {
        case action::move:
            if (game_.style() == input_style::place)
                move_cursor(k.arrow);
            else if (game_.replaying()) // stepping is on screen: right and down on, whatever --keys says
                apply({command::kind::move, k.arrow});
            else
                apply({command::kind::move, from_arrow(k.arrow, settings_.keys)});
            return;
        case action::select:
            if (game_.style() == input_style::place)
                apply({command::kind::select, direction::none, cursor_});
            else
                apply({command::kind::done}); // the game judges it: a blindfold solve ends, others refuse
            return;
        case action::click: return click();
        case action::undo: apply({command::kind::undo}); return;
        case action::redo: apply({command::kind::redo}); return;
        case action::restart: apply({command::kind::restart}); return;
        case action::hint: apply({command::kind::hint}); return;
        case action::solve: apply({command::kind::solve}); return;
        case action::new_game:
            if (game_.in_progress()) return ask(question::new_game);
            apply({command::kind::new_game});
            return;
        case action::pause: apply({game_.paused() ? command::kind::resume : command::kind::pause}); return;
        case action::help: showing_help_ = true; return;
        case action::statistics:
            if (game_.style() == input_style::slide) {
                statistics_ = statistics_report(); // read once: the screen is redrawn many times
                showing_statistics_ = true;
            }
            else note_ = "m,n,k games keep no statistics";
            return;
        case action::quit:
            if (game_.in_progress()) return ask(question::quit);
            quit_ = true;
            return;
        case action::resize: return;
        case action::none:
            note_ = "That key does nothing here: press ? for help";
            return;
        }
    }

    void ask(question q) {
        asking_ = q;
        note_.clear();
    }

    void answer(int key) {
        const question q = asking_;
        asking_ = question::none;
        if (key != 'y' && key != 'Y') {
            note_ = "Carry on";
            return;
        }
        if (q == question::quit) quit_ = true;
        if (q == question::new_game) apply({command::kind::new_game});
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
        if (!board || showing_help_ || game_.paused()) return;
        const auto target = cell_at(*board, mouse.y, mouse.x);
        if (!target) return;
        cursor_ = *target;
        apply({command::kind::select, direction::none, *target});
    }

    // A finished game goes into the records (the game says whether it counts), once.
    void on_over() {
        // The board flashes twice as the last tile lands (Tatham's puzzles flash too).
        flashes_ = settings_.animation_ms > 0 ? 4 : 0;
        won_ = keeper_.won(game_);
        if (!won_.note.empty()) win_note_ = won_.note;
        if (won_.now && won_.now->best_moves > 0) best_ = won_.now;
    }

public:
    const std::string& exit_note() const noexcept { return exit_note_; }

private:

    // --- drawing ----------------------------------------------------------------------------------

    void draw() {
        erase();
        layout_ = lay_out(screen_width(), screen_height(), game_.rows(), game_.cols(), game_.label_width());
        hold_clock();
        if (const auto* need = std::get_if<too_small>(&layout_)) {
            draw_too_small(*need);
            if (asking_ != question::none) put(screen_height() - 1, 0, message(), A_BOLD); // q still asks
            refresh();
            return;
        }
        const bool won = showing_win();
        // Lines wider than the screen's box wrap inside it (cut, they would run over its border), and a
        // note of several lines is as many lines.
        std::vector<std::string> banner;
        if (won)
            for (const auto& text : win_lines())
                for (auto& part : wrap(text, screen_width() - 4)) banner.push_back(std::move(part));
        const rect banner_box = won ? place_banner(banner) : rect{};
        const auto& board = std::get<board_layout>(layout_);
        // A new game may be smaller: keep the cursor on the board.
        cursor_ = {std::min(cursor_.row, game_.rows() - 1), std::min(cursor_.col, game_.cols() - 1)};
        put_centred(0, game_.title() + ", game " + game_.start_id(), A_BOLD);
        put_centred(1, game_.status());
        if (showing_help_)
            draw_help();
        else if (showing_statistics_)
            draw_page(statistics_);
        else if (game_.paused())
            put_centred(board.top + board.height() / 2, "Paused: press p to resume", A_BOLD);
        else
            draw_board(board);
        if (won) draw_win(banner, banner_box);
        // The game's messages take one line (put() cuts what does not fit, with its marker) and the key
        // legend stays below them. Only a note of the front end's own (a save that could not be
        // resumed, say), shown once, may take the legend's line too: it returns with the next key.
        auto text = note_.empty() ? std::vector<std::string>{message()} : wrap(message(), screen_width());
        for (std::size_t i = 2; i < text.size(); ++i) text[1] += ' ' + text[i];
        put(screen_height() - 2, 0, text[0]);
        if (text.size() > 1)
            put(screen_height() - 1, 0, text[1]);
        else
            put(screen_height() - 1, 0, legend(screen_width(), game_.style(), key_mode_of(game_), legend_state()), A_DIM);
        refresh();
    }

    // The win screen: the game over, and the board on screen (no page over it, not paused).
    bool showing_win() const { return !showing_help_ && !showing_statistics_ && !game_.paused() && game_.over(); }

    // What the legend offers: the game's state as the screen shows it.
    key_state legend_state() const {
        return game_.paused() ? key_state::paused : showing_win() ? key_state::over : key_state::under_way;
    }

    std::string message() const {
        if (asking_ == question::quit) {
            if (!game_.saves()) return "Quit this game? y/n (it is not saved: y records a DNF)";
            return settings_.save_file ? "Quit this game? y/n (y saves it: --resume continues it)" : "Quit this game? y/n";
        }
        if (asking_ == question::new_game) return "Abandon this game for a new one? y/n (y records a DNF)";
        if (showing_help_ || showing_statistics_) return "";
        if (game_.solving()) return game_.message().empty() ? game_.solving_note() : game_.solving_note() + ": " + game_.message();
        if (!note_.empty()) return note_;
        if (game_.over() && !game_.paused()) return ""; // the banner says it
        return game_.message();
    }

    attr_t look(cell_role role) const {
        switch (role) {
        case cell_role::tile: return color_ ? colour(pair_tile) | A_BOLD : A_BOLD;
        case cell_role::tile_home: return color_ ? colour(pair_home) : A_NORMAL;
        case cell_role::winning: return color_ ? colour(pair_winning) | A_BOLD : A_REVERSE | A_BOLD;
        case cell_role::mark_x: return color_ ? colour(pair_mark_x) | A_BOLD : A_BOLD;
        case cell_role::mark_o: return color_ ? colour(pair_mark_o) | A_BOLD : A_BOLD;
        case cell_role::empty: return A_DIM;
        case cell_role::hidden: return A_DIM;
        case cell_role::blank: return A_NORMAL;
        }
        return A_NORMAL;
    }

    // Where the cursor starts: the middle of the board, the cell a player most often wants.
    cell centre() const { return {game_.rows() / 2, game_.cols() / 2}; }

    // Column letters above the board and row numbers left of it, as the games name cells ("c3":
    // column c, row 3 from the top), where the screen has room for them.
    void draw_coordinates(const board_layout& board) {
        const rect first = board.tile({0, 0});
        if (first.top - 1 >= lines_above_board)
            for (std::size_t col = 0; col < board.cols && col < 26; ++col) {
                const rect t = board.tile({0, col});
                put(first.top - 1, t.left + (t.width - 1) / 2, std::string(1, static_cast<char>('a' + col)), A_DIM);
            }
        if (first.left >= 3)
            for (std::size_t row = 0; row < board.rows; ++row) {
                const rect t = board.tile({row, 0});
                const std::string number = std::to_string(row + 1);
                put(t.top + t.height / 2, first.left - 1 - static_cast<int>(number.size()), number, A_DIM);
            }
    }

    void draw_board(const board_layout& board) {
        const bool placing = game_.style() == input_style::place;
        if (placing) draw_coordinates(board);
        const double progress = slide_progress();
        const auto sliding_to = [&](cell c) -> const sliding_tile* {
            if (!slide_) return nullptr;
            for (const auto& t : slide_->tiles)
                if (t.to == c) return &t;
            return nullptr;
        };
        for (int pass = 0; pass < 2; ++pass) // the sliding tiles last, over the board
            for (std::size_t row = 0; row < board.rows; ++row)
                for (std::size_t col = 0; col < board.cols; ++col) {
                    const cell c{row, col};
                    const sliding_tile* sliding = sliding_to(c);
                    if ((sliding != nullptr) != (pass == 1)) continue;
                    const cell_role role = game_.role(c);
                    const bool at_cursor = placing && c == cursor_;
                    if (role == cell_role::blank && !at_cursor) continue; // the hole stays empty
                    // The cell to point out (the last mark, the hinted tile): its label underlined
                    // and its border bold.
                    const attr_t point_out = game_.marked() == c ? A_UNDERLINE : A_NORMAL;
                    const bool flash = flashes_ % 2 == 1;
                    const attr_t attributes = look(role) | (at_cursor != flash ? A_REVERSE : A_NORMAL) | point_out;
                    const bool filled = role != cell_role::empty || at_cursor;
                    const rect where = sliding ? part_way(board.tile(sliding->from), board.tile(c), progress) : board.tile(c);
                    if (board.compact)
                        draw_cell(where, game_.label(c), attributes, filled);
                    else
                        draw_tile(where, game_.label(c), attributes, filled, point_out != A_NORMAL);
                }
    }

    // A box, its label in the middle. The border keeps the screen's own background, so coloured
    // tiles stand apart (filled borders of a column ran together into one stripe in xterm).
    static void draw_tile(const rect& r, const std::string& label, attr_t attributes, bool filled, bool bold_border) {
        draw_box(r, attributes & ~A_UNDERLINE, filled);
        if (filled || bold_border) draw_box(r, bold_border ? A_BOLD : A_NORMAL, false);
        // A label narrower than the widest leans right, as numbers line up by their last digit.
        put(r.top + r.height / 2, r.left + (r.width - static_cast<int>(label.size()) + 1) / 2, label, attributes);
    }

    // A compact cell: no border, the label right-aligned so numbers line up in columns, and its last
    // column left unfilled, so that side by side cells show a gap (a 16x16 board is not one block).
    // An empty cell is a dot, so the grid shows.
    void draw_cell(const rect& r, const std::string& label, attr_t attributes, bool filled) const {
        if (filled) mvhline(r.top, r.left, ' ' | (attributes & ~A_UNDERLINE), std::max(1, r.width - 1));
        const std::string text = label.empty() && !filled ? "." : label;
        const int spare = r.width - static_cast<int>(game_.label_width());
        const int right_margin = spare > 0 ? std::max(1, spare / 2) : 0;
        put(r.top, r.left + r.width - right_margin - static_cast<int>(text.size()), text, attributes);
    }

    // The win screen's lines: a title, the outcome, the best for this size, why it set no record.
    std::vector<std::string> win_lines() const {
        const bool sliding = game_.style() == input_style::slide;
        std::vector<std::string> lines{game_.failed() ? "DNF" : sliding ? "Solved!" : "Game over", game_.outcome()};
        if (sliding && !game_.failed()) lines.push_back(pace_line());
        if (won_.rank)
            lines.push_back("Rank " + std::to_string(*won_.rank) + " of " + std::to_string(won_.ranked_among) +
                            " by time; ao5 " + frontend::average_text(won_.ao5) + ", ao12 " +
                            frontend::average_text(won_.ao12));
        if (best_) // the fewest moves and the fastest time may come from different solves: said so
            lines.push_back("Fewest " + std::to_string(best_->best_moves) + (best_->best_moves == 1 ? " move, fastest " : " moves, fastest ") +
                            frontend::format_clock_tenths(best_->best_ms) + "; " + std::to_string(best_->solved) + " of " +
                            std::to_string(best_->dealt) + " deals solved");
        if (!win_note_.empty()) lines.push_back(win_note_);
        lines.push_back(game_.over_keys());
        return lines;
    }

    // "62 moves, optimal 48; 5.021 TPS": the solve against the fewest moves (once known: the search
    // runs beside the win screen) and its pace.
    std::string pace_line() const {
        std::string line;
        if (const auto optimal = game_.optimal_moves())
            line = std::to_string(game_.moves()) + (game_.moves() == 1 ? " move, optimal " : " moves, optimal ") +
                   std::to_string(*optimal) + "; ";
        return line + frontend::tps_text(npuzzle::tps(game_.moves(), game_.elapsed_ms())) + " TPS";
    }

    // Where the banner goes so that the finished board stays in sight: beside the board (laid out
    // again, smaller, in what is left of the width), else below it, else over its middle as a last
    // resort on a screen too small for either. Sets layout_ to the board's layout.
    rect place_banner(const std::vector<std::string>& lines) {
        std::size_t widest = 0;
        for (const auto& l : lines) widest = std::max(widest, l.size());
        const int width = std::min(static_cast<int>(widest) + 4, screen_width());
        const int height = static_cast<int>(lines.size()) + 2;
        // A game played by placing keeps room left of the board for its row numbers (draw_coordinates).
        const int numbers = game_.style() == input_style::place ? 3 : 0;
        const auto again = [&](int w, int h) {
            auto laid = lay_out(w - numbers, h, game_.rows(), game_.cols(), game_.label_width());
            if (auto* b = std::get_if<board_layout>(&laid); b && b->left < numbers) b->left = numbers;
            return laid;
        };
        if (const auto side = again(screen_width() - width - 2, screen_height());
            const auto* b = std::get_if<board_layout>(&side)) {
            layout_ = side;
            const int top = b->top + (b->height() - height) / 2;
            return {std::clamp(top, 2, std::max(2, screen_height() - 2 - height)), b->left + b->width() + 2, height, width};
        }
        if (const auto above = again(screen_width(), screen_height() - height);
            const auto* b = std::get_if<board_layout>(&above)) {
            layout_ = above;
            return {b->top + b->height(), (screen_width() - width) / 2, height, width};
        }
        std::vector<cell> winning;
        for (std::size_t row = 0; row < game_.rows(); ++row)
            for (std::size_t col = 0; col < game_.cols(); ++col)
                if (game_.role({row, col}) == cell_role::winning) winning.push_back({row, col});
        const auto& board = std::get<board_layout>(layout_);
        return {std::max(0, banner_top(board, height, winning)), std::max(0, (screen_width() - width) / 2), height, width};
    }

    // The banner: the title in the reverse of the box's colours, bold (readable with 8, 16 or 256
    // colours, where bold black on yellow shows as grey, and without colour).
    void draw_win(const std::vector<std::string>& lines, const rect& box) {
        const attr_t attributes = color_ ? colour(pair_banner) : A_REVERSE;
        const attr_t title = color_ ? colour(pair_banner_title) | A_BOLD : A_BOLD;
        draw_box(box, attributes, true);
        for (std::size_t i = 0; i < lines.size(); ++i)
            put(box.top + 1 + static_cast<int>(i), box.left + (box.width - static_cast<int>(lines[i].size())) / 2,
                lines[i], i == 0 ? title : attributes);
    }

    // This size's solve history: the statistics over the games that count, and the last 12 games.
    std::vector<std::string> statistics_report() const {
        const npuzzle::shape size{game_.rows(), game_.cols()};
        std::vector<std::string> lines{"Statistics, " + frontend::size_text(size) + " (games that count)"};
        if (!settings_.history_file) {
            lines.push_back("The solve history is not kept here (no home folder, or a scripted clock)");
        } else {
            frontend::history_store store(*settings_.history_file);
            const auto stats = store.statistics(size);
            const auto last = store.last(12, size);
            if (!stats || !last) {
                lines.push_back(!stats ? stats.error() : last.error());
            } else {
                // This game's mode in full, the others in a line each; then as many of the last games,
                // the newest kept, as the screen has room for.
                bool any = false;
                for (const auto& st : *stats) {
                    if (st.variant != "puzzle") continue;
                    if (st.mode == game_.mode())
                        for (auto& line : frontend::statistics_lines(st)) lines.push_back(std::move(line));
                    else
                        lines.push_back(frontend::statistics_summary(st));
                    any = true;
                }
                if (!any) lines.push_back("No solves that count yet");
                lines.emplace_back();
                lines.push_back(last->empty() ? "No games yet" : "Last games, newest last");
                const int room = screen_height() - lines_above_board - lines_below_board - static_cast<int>(lines.size()) - 1;
                const std::size_t shown = static_cast<std::size_t>(std::max(1, room));
                const std::size_t skip = last->size() > shown ? last->size() - shown : 0;
                for (std::size_t i = skip; i < last->size(); ++i)
                    if ((*last)[i].variant == "puzzle") lines.push_back("  " + frontend::solve_line((*last)[i]));
            }
        }
        lines.push_back("Any key goes back to the game");
        return lines;
    }

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
        for (const key_help& h : help_lines) {
            if (!applies_to(h.to, game_.style()) || !shown_in(h.modes, key_mode_of(game_))) continue;
            std::string line(h.keys);
            line.resize(20, ' ');
            lines.push_back(line + std::string(h.what));
        }
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

    frontend::game& game_;
    const settings& settings_;
    bool color_;
    std::variant<board_layout, too_small> layout_{too_small{}};
    cell cursor_{};
    int flashes_ = 0;       // frames of the win flash still to show (odd: reversed)
    struct slide {
        std::vector<sliding_tile> tiles;
        std::chrono::steady_clock::time_point started;
    };
    std::optional<slide> slide_; // tiles gliding to the cells a command moved them to
    using clock = std::chrono::steady_clock;
    clock::time_point next_step_{}; // when a solve's (a replay's) next step is due; unset: not solving
    question asking_ = question::none;
    bool quit_ = false, showing_help_ = false, showing_statistics_ = false;
    frontend::game_recorded won_; // what the win did to the records and where it ranks
    std::vector<std::string> statistics_; // the statistics screen, read when it was asked for
    frontend::game_keeper keeper_; // records and the saved game
    std::string note_;      // the front end's own message; the game's message() otherwise
    std::string exit_note_; // said on standard error once the terminal is restored
    std::string win_note_;
    std::optional<frontend::size_record> best_;
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
