// SPDX-License-Identifier: MIT
// The one file between the page and the game's rules: a small C API that takes every command by name
// and answers with the whole view as JSON (cells with labels and roles, status, message, legend, the
// tiles that moved from where to where, over and outcome). The page only draws that view.
//
// It still wraps the library's sessions directly, not the midend: the game layer (game/) now builds
// here (CMakeLists.txt), and this file is what changes next: each np_* call becomes one call of the
// midend, over a game_host and a game_store of the page's (frontends/web/README.md).
#include "game/puzzle_cells.hpp"
#include "game/save_flags.hpp"
#include "game/time_text.hpp"
#include "moved_tiles.hpp"
#include "reply.hpp"
#include "solve_notation.hpp"
#include "view_model.hpp"

#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/save_record.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/core/steady_clock.hpp>
#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/notation.hpp>
#include <npuzzle/mnk/player.hpp>
#include <npuzzle/mnk/save_record.hpp>
#include <npuzzle/mnk/session.hpp>
#include <npuzzle/solve/solver.hpp> // optimal_by_default

#include <emscripten/emscripten.h>

#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace npuzzle;
using web::answer;
using web::json_text;
using puzzle_session = basic_session<puzzle, 4096, steady_clock>;
using mnk_session_t = mnk_session<mnk, steady_clock>;

constexpr std::size_t max_side = 16; // as the terminal games: 2..16 rows and columns
constexpr think_budget computer_budget{.nodes = 100'000, .milliseconds = 300};

std::string direction_word(direction d) {
    return d == direction::up ? "up" : d == direction::down ? "down" : d == direction::left ? "left" : "right";
}

// Everything the page is told, one game at a time.
struct state {
    std::optional<puzzle_session> slide;
    std::optional<mnk_session_t> place;
    std::unique_ptr<mnk_player> computer; // plays O
    std::string start_id;                 // "4x4#2026", "3x3:8,6,...", "3x3k3"
    bool counts = false;                  // dealt at random and played unaided: a result for the statistics
    bool assisted = false, restarted = false;
    std::string message;
    std::vector<std::pair<cell, cell>> moved; // tile moves of the last command, from -> to
    std::optional<cell> marked;
    std::uint64_t hints = 0, solver_moves = 0;
    bool solving = false, hint_pending = false, result_due = false;
    bool recorded = false; // the result went to the statistics: undoing and redoing the win is not a second
    std::string tables = "none";             // the worker's hint tables: none, preparing, ready, failed
    std::optional<puzzle> answered;          // the position `solution` solves optimally
    std::vector<direction> solution;
};

state g;

std::string board_id(const puzzle& b) { return frontend::position_id(b); }

bool optimal_shape() {
    const auto& b = g.slide->board();
    return solve::optimal_by_default(b.rows(), b.cols());
}

// The known optimal solution of the board on screen, if the worker gave one.
const std::vector<direction>* known_solution() {
    if (!g.slide || !g.answered || !(*g.answered == g.slide->board()) || g.solution.empty()) return nullptr;
    return &g.solution;
}

std::string outcome() {
    if (g.slide) {
        const auto& s = *g.slide;
        if (!(s.finished() && s.solved())) return {};
        std::string text = "Solved in " + std::to_string(s.moves()) + (s.moves() == 1 ? " move" : " moves") +
                           " (MTM " + std::to_string(s.multi_moves()) + ") in " +
                           frontend::format_clock_tenths(s.elapsed_ms());
        if (g.hints > 0) text += ", " + std::to_string(g.hints) + (g.hints == 1 ? " hint" : " hints");
        if (g.solver_moves > 0) text += ", " + std::to_string(g.solver_moves) + " by the solver";
        return text;
    }
    const auto& b = g.place->board();
    if (!b.is_over()) return {};
    const std::string moves = std::to_string(g.place->moves()) + " moves";
    if (b.winner() == mark::empty) return "Draw in " + moves;
    return std::string(1, to_char(b.winner())) + (b.winner() == mark::x ? " (you) wins in " : " (computer) wins in ") + moves;
}

bool over() { return g.slide ? g.slide->finished() && g.slide->solved() : g.place->board().is_over(); }

// A tile move played: which tiles went where (the page animates exactly these).
void track(const puzzle& before) { g.moved = web::moved_tiles(before, g.slide->board()); }

void finished_check(event e) {
    if (e == event::solved && over()) {
        g.message = outcome();
        g.result_due = !g.recorded;
        g.recorded = true;
        g.solving = false;
    }
}

// One hinted move (a hint, a solve's step): optimal from the worker's answer where the shape has them.
event hint(bool from_solve) {
    auto& s = *g.slide;
    if (s.paused()) return g.message = "the game is paused", event::no_effect;
    if (s.solved()) return g.message = "already solved", event::no_effect;
    direction d = direction::none;
    std::optional<std::size_t> to_go;
    // While the worker builds the tables a search would wait for them: the constructive hint plays.
    const bool preparing = g.tables == "preparing" && !known_solution();
    if (optimal_shape() && g.tables != "failed" && !preparing) {
        const auto* known = known_solution();
        if (!known) {
            g.hint_pending = true;
            g.message = "Finding an optimal move\u2026";
            return event::not_a_move;
        }
        d = known->front();
        to_go = known->size() - 1;
    }
    if (d == direction::none) d = npuzzle::hint(s.board());
    if (d == direction::none) return g.message = "no hint for this board", event::no_effect;
    const puzzle before = s.board();
    const event e = s.move(d);
    track(before);
    if (to_go && g.answered) {
        g.solution.erase(g.solution.begin());
        g.answered = s.board();
    }
    g.marked = g.moved.empty() ? std::nullopt : std::optional<cell>(g.moved.front().second);
    ++(from_solve ? g.solver_moves : g.hints);
    g.assisted = true;
    g.message = "Played tile " + std::to_string(s.board()[before.blank_index()]) + " " + direction_word(d);
    if (to_go) g.message += "; " + std::to_string(*to_go) + " to go";
    if (preparing) g.message += "; optimal hints once prepared";
    finished_check(e);
    return e;
}

event puzzle_command(std::string_view name, std::size_t row, std::size_t col) {
    auto& s = *g.slide;
    const puzzle before = s.board();
    event e = event::not_a_move;
    const direction d = name == "up" ? direction::up : name == "down" ? direction::down : name == "left" ? direction::left
                        : name == "right" ? direction::right : direction::none;
    if (d != direction::none) e = s.move(d);
    else if (name == "select") e = s.slide({row, col});
    else if (name == "undo") e = s.undo();
    else if (name == "redo") e = s.redo();
    else if (name == "restart") e = s.restart(), g.restarted = g.restarted || changed(e);
    else if (name == "hint") return hint(false);
    else if (name == "solve") {
        if (s.solved()) return g.message = "already solved", event::no_effect;
        g.solving = true;
        g.message = "Solving; any key stops";
        return event::not_a_move;
    } else if (name == "step") {
        if (!g.solving) return event::not_a_move;
        return hint(true);
    } else return g.message = "no such command: " + std::string(name), event::no_effect;
    if (e == event::no_effect && s.paused()) g.message = "the game is paused";
    else if (e == event::no_effect && (name == "undo" || name == "redo")) g.message = "nothing to " + std::string(name);
    else if (e == event::no_effect && name == "select") g.message = "that tile is not in the blank's row or column";
    track(before);
    finished_check(e);
    return e;
}

event mnk_command(std::string_view name, std::size_t row, std::size_t col) {
    auto& s = *g.place;
    event e = event::not_a_move;
    if (name == "select") {
        if (s.board().to_move() != mark::x) return g.message = "it is the computer's turn", event::no_effect;
        e = s.place({row, col});
        if (e == event::no_effect) g.message = s.board().is_over() ? "the game is over" : "that square is taken";
    } else if (name == "computer") {
        if (s.board().is_over() || s.board().to_move() != mark::o) return event::not_a_move;
        const auto move = g.computer->think(s.board(), computer_budget);
        if (!move) return event::not_a_move;
        e = s.place(move->move);
    } else if (name == "undo" || name == "redo") {
        // A ply pair: the player's move and the computer's answer go together.
        const bool undo = name == "undo";
        e = undo ? s.undo() : s.redo();
        if (e == event::no_effect) return g.message = "nothing to " + std::string(name), e;
        if (s.board().to_move() == mark::o && (undo ? s.can_undo() : s.can_redo())) undo ? s.undo() : s.redo();
    } else if (name == "restart") e = s.restart();
    else return g.message = "no such command: " + std::string(name), event::no_effect;
    if (changed(e) && s.moves() > 0) g.marked = s.last_move();
    if (changed(e) && s.board().is_over()) g.message = outcome();
    return e;
}

std::string start_game(std::string_view id) {
    const std::string given(id);
    g = state{};
    if (given.find('k') != std::string::npos) {
        auto b = parse_mnk<mnk>(id);
        if (!b) return "'" + given + "': " + std::string(b.error().message().view());
        if (b->rows() < 2 || b->cols() < 2 || b->rows() > max_side || b->cols() > max_side)
            return "'" + given + "': 2 to 16 rows and columns";
        if (b->is_over()) return "'" + given + "': the game is over";
        g.place.emplace(std::move(*b));
        g.computer = std::make_unique<mnk_player>(16);
    } else {
        auto b = parse_board<puzzle>(id);
        if (!b) return "'" + given + "': " + std::string(b.error().message().view());
        if (b->rows() < 2 || b->cols() < 2 || b->rows() > max_side || b->cols() > max_side)
            return "'" + given + "': 2 to 16 rows and columns";
        if (!b->is_solvable()) return "'" + given + "': board is not solvable";
        g.slide.emplace(std::move(*b));
        g.counts = given.find('#') != std::string::npos; // a seeded deal: uniformly at random
    }
    g.start_id = given;
    return {};
}

std::string legend() {
    if (g.place) return "click a square or arrows + Enter   u undo   r redo   R restart   n new game   ? help";
    if (over()) return "n new game   u undo   R restart";
    return "arrows/hjkl/wasd slide   click a tile   u undo   r redo   R restart   H hint   S solve   p pause   n new   ? help";
}

std::string status() {
    if (g.place) {
        const auto& b = g.place->board();
        std::string s = b.winner() != mark::empty ? std::string(1, to_char(b.winner())) + " has won"
                        : b.is_draw()             ? std::string("Draw")
                                                  : std::string(1, to_char(b.to_move())) + " to move";
        return s + "  Moves " + std::to_string(g.place->moves()) + "  Time " + frontend::format_clock(g.place->elapsed_ms());
    }
    const auto& s = *g.slide;
    std::string text = "Moves " + std::to_string(s.moves()) + " (MTM " + std::to_string(s.multi_moves()) + ")  Time " +
                       frontend::format_clock(s.elapsed_ms());
    if (const auto* known = known_solution(); known && !known->empty()) text += "  Distance " + std::to_string(known->size());
    if (optimal_shape() && g.tables == "preparing") text += "  preparing hints\u2026";
    if (s.paused()) text += "  Paused";
    return text;
}

// The page's next picture. A won game's result is in the first view after the win and in no other:
// the page keeps every result it is handed, and the worker's answers (a hint, tables ready) can come
// back after the win and ask for a view too (a solve was kept twice when the tables finished then).
// A clock tick's view is read only for its status line: it hands out no result.
std::string view(bool hands_result = true) {
    web::view_model v;
    v.kind = g.slide ? "puzzle" : "mnk";
    v.rows = g.slide ? g.slide->board().rows() : g.place->board().rows();
    v.cols = g.slide ? g.slide->board().cols() : g.place->board().cols();
    if (g.slide) v.title = frontend::puzzle_name(v.rows, v.cols);
    else v.title = (v.rows == 3 && v.cols == 3 && g.place->board().k() == 3 ? "Tic-tac-toe " : "m,n,k game ") +
                   std::to_string(v.rows) + "x" + std::to_string(v.cols) + ", " + std::to_string(g.place->board().k()) +
                   " in a row (you X, computer O)";
    for (std::size_t r = 0; r < v.rows; ++r)
        for (std::size_t c = 0; c < v.cols; ++c) {
            if (g.slide) {
                v.cells.push_back({frontend::tile_label(g.slide->board(), {r, c}),
                                   web::role_name(frontend::tile_role(g.slide->board(), {r, c}))});
                continue;
            }
            const auto& b = g.place->board();
            const mark m = b.at(cell{r, c});
            const bool won = b.winner() != mark::empty && b.winning_line().contains(cell{r, c});
            v.cells.push_back({m == mark::empty ? "" : std::string(1, to_char(m)), m == mark::empty ? "empty" : won ? "winning"
                                                                                  : m == mark::x ? "x" : "o"});
        }
    for (const auto& [from, to] : g.moved) v.moved.push_back({{from.row, from.col}, {to.row, to.col}});
    if (g.marked) v.marked = web::position{g.marked->row, g.marked->col};
    v.status = status();
    v.message = g.message;
    v.legend = legend();
    v.announce = web::announcement(v);
    v.over = over();
    v.outcome = outcome();
    v.start = g.start_id;
    if (g.slide) v.id = board_id(g.slide->board());
    else write_mnk_id(g.place->board(), std::back_inserter(v.id));
    v.paused = g.slide && g.slide->paused();
    v.solving = g.solving;
    v.awaiting_computer = g.place && !g.place->board().is_over() && g.place->board().to_move() == mark::o;
    v.optimal_hints = g.slide && optimal_shape();
    // A position for the worker to search: an optimal hint is wanted and not known.
    if (g.slide && (g.hint_pending || g.solving) && !known_solution() && !g.slide->solved() && optimal_shape() &&
        g.tables != "failed" && g.tables != "preparing")
        v.search = board_id(g.slide->board());
    if (hands_result && g.result_due && g.slide) {
        v.result = web::solve_record{g.start_id, g.slide->elapsed_ms(), g.slide->moves(), g.slide->multi_moves(),
                                     g.counts && !g.assisted && !g.restarted, web::scramble_of(*g.slide), web::solution_of(*g.slide)};
        g.result_due = false;
    }
    return web::to_json(v);
}


const char* refuse(const std::string& why) { return answer("{\"error\":" + json_text(why) + "}"); }

} // namespace

extern "C" {

// Starts the game a game ID names ("4x4#2026", "3x3:8,6,7,2,5,4,3,0,1", "3x3k3"): its view, or
// {"error": why}.
EMSCRIPTEN_KEEPALIVE const char* np_new(const char* id) {
    if (std::string why = start_game(id); !why.empty()) return refuse(why);
    return answer(view());
}

// One command by name, with a cell for `select`: its view. The names: up down left right (tile
// sense), select, undo, redo, restart, hint, solve, step (the solve's next move), stop, pause, resume,
// computer (the computer's turn, m,n,k), tick (time passed: the status line's clock).
EMSCRIPTEN_KEEPALIVE const char* np_command(const char* name, int row, int col) {
    if (!g.slide && !g.place) return refuse("no game");
    const std::string_view n(name);
    if (n == "tick") return answer(view(false)); // time passed: only the clock changed
    g.message.clear();
    g.moved.clear();
    g.marked.reset();
    g.result_due = false;
    if (n != "step" && n != "solve") g.solving = false; // any other command stops a solve
    if (n != "step") g.hint_pending = false;
    if (g.slide && (n == "pause" || n == "resume")) { // the player's pause: the session stops the clock
        std::string said;
        frontend::set_paused(*g.slide, n == "pause", said);
        g.message = said;
        return answer(view());
    }
    if (n == "stop") return answer(view());
    const auto r = static_cast<std::size_t>(row < 0 ? 0 : row), c = static_cast<std::size_t>(col < 0 ? 0 : col);
    if (row < 0 || col < 0) return refuse("no such cell");
    g.slide ? puzzle_command(n, r, c) : mnk_command(n, r, c);
    return answer(view());
}

// The worker's answer for position `id`: an optimal solution as tile letters ("ULDR..."), "" when the
// position is solved. A pending hint plays at once. `tables`: none, preparing, ready or failed.
EMSCRIPTEN_KEEPALIVE const char* np_answer(const char* id, const char* moves, const char* tables) {
    if (tables && *tables) g.tables = tables;
    if (g.slide && *id) {
        auto b = parse_board<puzzle>(id);
        std::vector<direction> solution;
        bool read = true;
        for (const char* m = moves; *m; ++m) read = read && (solution.push_back(from_letter(*m)), solution.back() != direction::none);
        if (read && b && *b == g.slide->board()) {
            g.answered = *b;
            g.solution = std::move(solution);
        }
    }
    if (g.hint_pending && (known_solution() || g.tables == "failed")) { // failed: the constructive hint
        g.message.clear();
        g.moved.clear();
        g.result_due = g.hint_pending = false;
        hint(false);
    }
    return answer(view());
}

// The game as a saved-game line (npuzzle/core/save_record.hpp).
EMSCRIPTEN_KEEPALIVE const char* np_save() {
    if (!g.slide && !g.place) return answer("");
    save_flags flags;
    flags.assisted = g.assisted;
    flags.restarted = g.restarted;
    flags.fair = g.counts;
    flags.o_computer = !g.slide;
    const std::string letters = save_flag_letters(flags);
    saved_game info;
    info.start = g.start_id;
    info.flags = letters;
    std::string text;
    g.slide ? write_save(*g.slide, info, std::back_inserter(text)) : write_mnk_save(*g.place, info, std::back_inserter(text));
    return answer(text);
}

// Resumes a saved-game line: its view, or {"error": why} (a save whose moves do not play is refused).
EMSCRIPTEN_KEEPALIVE const char* np_resume(const char* text) {
    const std::string line(text);
    auto saved = saved_game_name(line) == mnk_save_name ? parse_mnk_save(line) : parse_save(line);
    if (!saved) return refuse(std::string(saved.error().message().view()));
    const auto flags = read_save_flags(saved->flags);
    if (!flags) return refuse(std::string(flags.error().message().view()));
    if (std::string why = start_game(saved->start); !why.empty()) return refuse(why);
    if (!saved->base.empty()) return refuse("a save whose history was cut short");
    auto played = g.slide ? replay(*saved, *g.slide) : replay_mnk(*saved, *g.place);
    if (!played) return g = state{}, refuse(std::string(played.error().message().view()));
    g.assisted = flags->assisted;
    g.restarted = flags->restarted;
    g.message = "Resumed " + g.start_id;
    return answer(view());
}

} // extern "C"
