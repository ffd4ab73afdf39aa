// SPDX-License-Identifier: MIT
// The one file between the page and the game's rules: a small C API over the midend
// (game/midend.hpp), which owns every rule. The page hands it input by name and draws the view each
// call answers as JSON; the page's host (page_host.hpp: the hint worker) and store (page_store.hpp:
// IndexedDB's rows) are the services the midend asks for. The save line is the game's own (format 2);
// reading one is the game layer's (games.hpp's resume_game), as in the terminal games.
#include "page_host.hpp"
#include "page_store.hpp"
#include "reply.hpp"
#include "view_model.hpp"

#include "frontends/common/games.hpp"
#include "game/midend.hpp"

#include <emscripten/emscripten.h>

#include <charconv>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace {

using namespace npuzzle;
using namespace npuzzle::frontend;
using web::answer;

constexpr int legend_width = 200; // the page wraps the legend: every key the midend offers

struct page_game {
    std::unique_ptr<game> played;
    std::unique_ptr<midend> mid;
    std::string said;                // what the last input or step said
    bool said_by_player = false;     // `said` answers the player's input (no step has spoken since)
    std::optional<std::string> page; // the page the last key asked for
    verb asking = verb::none;        // the command whose question (midend::question) waits for y/n
    std::unique_ptr<game> opening;   // the game a link or the page named, waiting on that question
};

web::page_store store;
page_game current;

// Plays `made` from now on; the game it replaces goes to the store (a DNF if it was under way).
const char* play(frontend_result<std::unique_ptr<game>> made, std::string said = {});

web::view_model view() {
    const game& g = current.mid->view();
    web::view_model v;
    v.kind = g.style() == input_style::slide ? "puzzle" : "mnk";
    v.title = g.title();
    v.rows = g.rows();
    v.cols = g.cols();
    for (std::size_t r = 0; r < v.rows; ++r)
        for (std::size_t c = 0; c < v.cols; ++c) v.cells.push_back({g.label({r, c}), web::role_name(g.role({r, c}))});
    for (const auto& m : current.mid->moved()) v.moved.push_back({{m.from.row, m.from.col}, {m.to.row, m.to.col}});
    if (const auto at = g.marked()) v.marked = web::position{at->row, at->col};
    v.status = g.status();
    v.message = current.said.empty() || g.solving() ? current.mid->message() : current.said; // solving: with its note
    if (current.asking != verb::none) v.message = v.question = current.mid->question(current.asking);
    v.legend = current.mid->legend(legend_width);
    v.over = current.mid->showing_results();
    if (v.over) v.results = current.mid->results();
    for (const auto& h : current.mid->key_rows()) v.help.push_back({std::string(h.keys), std::string(h.what)});
    v.moves = g.moves();
    v.announce = web::announcement(v);
    v.start = g.start_id();
    v.id = g.id();
    v.paused = g.paused();
    v.solving = g.solving();
    v.can_hint = g.abilities().can_hint;
    v.can_solve = g.abilities().can_solve;
    v.step = current.mid->step_delay_ms();
    v.page = current.page;
    v.search = web::asked();
    v.prepare = web::tables_wanted();
    v.rows_json = store.take_rows();
    // Kept while under way: a reload resumes it; a won or untouched game has none.
    if (!v.over && g.in_progress() && g.saves()) v.save = g.save();
    return v;
}

const char* shown() { return answer(web::to_json(view())); }

const char* refuse(const std::string& why) { return answer("{\"error\":" + web::json_text(why) + "}"); }

const char* play(frontend_result<std::unique_ptr<game>> made, std::string said) {
    if (!made) return refuse(made.error().message());
    auto next = std::move(*made);
    if (current.played) store.replaced(*current.played);
    store.started();
    next->prepare_hints();
    current.mid = std::make_unique<midend>(*next, store, midend_settings{.quits = false});
    current.played = std::move(next);
    current.said = std::move(said);
    current.said_by_player = false;
    current.page.reset();
    current.asking = verb::none;
    current.opening.reset();
    return shown();
}

// After Q (abandon), which ends the midend: the game deals its next board as `n` would (the next
// seed, an empty m,n,k board), and a new midend plays it. The store has the abandoned game already.
const char* deal_next(std::string said) {
    current.played->apply({command::kind::new_game});
    store.started();
    current.mid = std::make_unique<midend>(*current.played, store, midend_settings{.quits = false});
    current.said = std::move(said);
    current.said_by_player = true;
    current.page.reset();
    current.asking = verb::none;
    return shown();
}

// The player's answer to the question asked (y: the command goes ahead; anything else: it does not),
// as npuzzle-curses takes it. The clock stood still while the question hid the board.
std::optional<verb> answer_question(std::string_view name) {
    const verb asked = std::exchange(current.asking, verb::none);
    current.mid->hold(pause_reason::dialog, false);
    if (name == "y" || name == "Y") return asked;
    current.said = "Carry on";
    current.said_by_player = true;
    return std::nullopt;
}

// The input a page's name stands for: a tile direction ("up"), "select" (a cell), or a key of the
// command table ("u", "H", "n", "?").
std::optional<input> input_of(std::string_view name, int row, int col) {
    if (name == "up") return input(verb::move, direction::up);
    if (name == "down") return input(verb::move, direction::down);
    if (name == "left") return input(verb::move, direction::left);
    if (name == "right") return input(verb::move, direction::right);
    if (name == "select") {
        const game& g = current.mid->view();
        if (row < 0 || col < 0 || static_cast<std::size_t>(row) >= g.rows() || static_cast<std::size_t>(col) >= g.cols())
            return std::nullopt;
        return input(verb::select, direction::none, cell{static_cast<std::size_t>(row), static_cast<std::size_t>(col)});
    }
    if (name.size() == 1) return input(verb_for_key(name[0]));
    if (name == "key") return input(); // a key that names no command: it stops a solve, as any key does
    return std::nullopt;
}

// The game an ID names. A seeded link ("4x4#2026") is a deal at random with that seed, as --seed is
// in the terminal: it counts the first time it is played, and `n` deals the next seed. Anything else
// is a given position, read as the command line reads --game (its shape is the next deals' size).
frontend_result<std::unique_ptr<game>> make_page_game(std::string_view id, std::string_view from = "game ID") {
    options o;
    o.game = std::string(id);
    if (is_mnk_id(id)) {
        o.variant = "mnk";
        auto start = read_mnk_id(id, from);
        if (!start) return std::move(start).error();
        o.game_mnk = std::move(*start);
        return make_game(o);
    }
    // A size alone ("5x5") deals a board of that size at random, as --size does in the terminal.
    if (const auto shape = parse_shape(id);
        shape && shape->rows >= 2 && shape->cols >= 2 && shape->rows <= max_side && shape->cols <= max_side) {
        o.game.reset();
        o.size = *shape;
        return make_game(o);
    }
    if (const auto hash = id.find('#'); hash != std::string_view::npos) {
        const auto shape = parse_shape(id.substr(0, hash));
        const std::string_view digits = id.substr(hash + 1);
        std::uint64_t seed = 0;
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), seed);
        if (shape && ec == std::errc{} && end == digits.data() + digits.size() && !digits.empty() &&
            seed != std::numeric_limits<std::uint64_t>::max() && shape->rows >= 2 && shape->cols >= 2 &&
            shape->rows <= max_side && shape->cols <= max_side) {
            o.game.reset();
            o.size = *shape;
            o.seed = seed;
            return make_game(o);
        }
    }
    auto start = read_game_id(id, {}, from);
    if (!start) return std::move(start).error();
    o.game_board = std::move(*start);
    o.size = {o.game_board->rows(), o.game_board->cols()};
    return make_game(o);
}

} // namespace

extern "C" {

// The page's solve history, one row a line (page_store.hpp): what the first-play rule and the win
// screen's rank and records are read from. Once at start, and after an import.
EMSCRIPTEN_KEEPALIVE void np_rows(const char* lines) { store.known_rows(lines); }

// Starts the game a game ID names ("4x4#2026", "3x3:8,6,7,2,5,4,3,0,1", "3x3k3"): its view, or
// {"error": why}.
EMSCRIPTEN_KEEPALIVE const char* np_new(const char* id) {
    static const bool host = (web::use_page_host(), true);
    (void)host;
    auto made = make_page_game(id);
    // A game under way is not replaced unasked (a DNF): the midend's question for a new game, as `n`
    // asks; y plays the game named, anything else keeps this one.
    if (made && current.mid && !current.mid->question(verb::new_game).empty()) {
        if (current.mid->view().solving()) current.mid->apply(input()); // any key stops a solve
        current.opening = std::move(*made);
        current.asking = verb::new_game;
        current.mid->hold(pause_reason::dialog, true);
        current.page.reset();
        return shown();
    }
    return play(std::move(made));
}

// Why `id` (what the page read from `from`: an imported row's "size") names no game the page could
// play, by the rule the links follow; "" when it names one.
EMSCRIPTEN_KEEPALIVE const char* np_refused(const char* id, const char* from) {
    const auto made = make_page_game(id, from);
    return answer(made ? std::string() : made.error().message());
}

// Resumes a saved-game line (format 2, or an older format 1 that does not count): its view, or
// {"error": why}.
EMSCRIPTEN_KEEPALIVE const char* np_resume(const char* line) {
    static const bool host = (web::use_page_host(), true);
    (void)host;
    return play(resume_game(line, options{}));
}

// One input by name (input_of), with a cell for `select`: its view.
EMSCRIPTEN_KEEPALIVE const char* np_command(const char* name, int row, int col) {
    if (!current.mid) return refuse("no game");
    auto in = input_of(name, row, col);
    const bool asked = current.asking != verb::none;
    if (asked) {
        auto opening = std::move(current.opening);
        const auto yes = answer_question(name);
        if (!yes) return shown();
        if (opening) return play(std::move(opening));
        in = input(*yes);
    }
    if (!in) return refuse("no such input: " + std::string(name));
    // A command that would lose or record the game under way is asked about first (y/n), as the
    // terminal asks; a solve is stopped by any key instead.
    if (!asked && !current.mid->view().solving() && !current.mid->question(in->what).empty()) {
        current.asking = in->what;
        current.mid->hold(pause_reason::dialog, true);
        current.page.reset();
        return shown();
    }
    const reply r = current.mid->apply(*in);
    if (current.mid->ended()) return deal_next(r.message); // Q: the page goes on with the next deal
    current.said = r.message;
    current.said_by_player = true;
    current.page.reset();
    if (r.ok && (in->what == verb::help || in->what == verb::statistics)) current.page = in->what == verb::help ? "help" : "statistics";
    return shown();
}

// The game's own next move, when the view's `step` said to wait that long: a solve's step, the
// computer's turn, a hint's answer taken up.
EMSCRIPTEN_KEEPALIVE const char* np_step() {
    if (!current.mid) return refuse("no game");
    const bool computer = current.mid->view().awaiting_computer();
    const std::string before = current.mid->message();
    const reply r = current.mid->step();
    // A tick that only repeats the game's last words (waiting for the hint tables) says nothing new:
    // it wiped what the player's input said ("Given up: a DNF" became "New game 3x3#62" at once).
    const bool news = r.changed || (!r.message.empty() && r.message != before);
    // The computer's reply to the player's hint: both are said ("Hint: X plays b2; O plays b1"), as
    // the text game prints both lines.
    if (computer && current.said_by_player && !current.said.empty() && !r.message.empty())
        current.said += "; " + r.message;
    else if (news)
        current.said = r.message;
    if (news) current.said_by_player = false;
    current.page.reset();
    return shown();
}

// The view as it stands (the clock moved): no input.
EMSCRIPTEN_KEEPALIVE const char* np_view() { return current.mid ? shown() : refuse("no game"); }

// The worker's answer for position `id`: an optimal solution as tile letters, "" when solved;
// `failed`: no solution will come.
EMSCRIPTEN_KEEPALIVE const char* np_answer(const char* id, const char* moves, int failed) {
    web::answered(id, failed ? std::nullopt : std::optional<std::string_view>(moves));
    return np_view();
}

// The worker's tables for `shape` ("3x3"): preparing, ready or failed.
EMSCRIPTEN_KEEPALIVE const char* np_tables(const char* shape, const char* state) {
    web::tables_said(shape, state);
    return np_view();
}

} // extern "C"
