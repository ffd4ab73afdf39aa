// SPDX-License-Identifier: MIT
// The sliding puzzle's rules as a front end meets them: moves, clicks, undo, a new deal, and how the
// game words itself (status, outcome, save, history row). Hints and the solve: puzzle_hints.cpp.
#include "puzzle_game.hpp"

#include "game_host.hpp"
#include "save_flags.hpp"
#include "puzzle_cells.hpp"

#include <counted.hpp>

#include <iterator>
#include <utility>

namespace npuzzle::frontend {

namespace {

// Where the blank is when no tile can slide `d`: on the edge the tile would come from.
std::string wall(direction d) {
    switch (d) {
    case direction::up: return "on the bottom row";
    case direction::down: return "on the top row";
    case direction::left: return "in the rightmost column";
    default: return "in the leftmost column";
    }
}

// Why a move cannot be made, in the player's sense, in one short line: what slides (a tile) or what
// moves (the blank), and the edge that stops it.
std::string blocked(direction d, arrow_sense keys) {
    if (keys == arrow_sense::blank)
        return "the blank cannot move " + direction_word(opposite(d)) + ": it is " + wall(d);
    return "no tile can slide " + direction_word(d) + ": the blank is " + wall(d);
}

// The tiles a click can slide: every tile in the blank's row or column.
std::string in_line_with_blank(const npuzzle::puzzle& board) {
    const cell b = board.blank();
    std::string tiles;
    for (std::size_t i = 0; i < board.size(); ++i) {
        const cell c = board.to_cell(i);
        if ((c.row != b.row && c.col != b.col) || board[i] == 0) continue;
        if (!tiles.empty()) tiles += ' '; // piece by piece: g++ 12 -O3 warns falsely (-Wrestrict) on "" + string
        tiles += std::to_string(board[i]);
    }
    return tiles;
}

} // namespace

// --- puzzle_game ------------------------------------------------------------------------------------

puzzle_game::puzzle_game(npuzzle::puzzle start, dealer next, game_clock clock, arrow_sense keys,
                         std::string start_id)
    : session_(std::move(start), clock), dealer_(std::move(next)), keys_(keys) {
    started(fairness::given);
    if (!start_id.empty()) start_id_ = std::move(start_id);
}

puzzle_game::puzzle_game(dealer next, game_clock clock, arrow_sense keys)
    : session_(next.deal(), clock), dealer_(std::move(next)), keys_(keys) {
    started(dealer_.random() ? fairness::counts : fairness::scrambled);
}

// A new game: played without help so far; its ID is the deal's seed when it has one.
void puzzle_game::started(fairness kind) {
    start_ = kind;
    assisted_ = restarted_ = took_back_ = solving_ = optimal_gave_up_ = false;
    undone_ = 0;
    hints_ = solver_moves_ = 0;
    hint_pending_ = false;
    distance_.reset();
    log_.clear();
    log_whole_ = true;
    if (kind == fairness::counts) {
        start_id_ = dealer_.last_deal();
    } else {
        start_id_.clear();
        npuzzle::write_game_id(session_.initial(), std::back_inserter(start_id_));
    }
}

std::string puzzle_game::save() const {
    if (log_whole_) { // format 2: the log from the deal, if it fits a save
        std::string board, text;
        npuzzle::write_game_id(session_.board(), std::back_inserter(board));
        npuzzle::write_log_save(save_start(), board, session_.elapsed_ms(), log_, std::back_inserter(text));
        if (text.size() <= npuzzle::max_save_length) return text;
    }
    save_flags flags;
    flags.assisted = assisted_;
    flags.fair = start_ == fairness::counts; // written for older versions; read from `start` since
    flags.restarted = restarted_;
    flags.undone = took_back_;
    const std::string letters = save_flag_letters(flags);
    npuzzle::saved_game info;
    info.flags = letters;
    const std::string start = save_start();
    info.start = start;
    std::string base;
    if (session_.base_moves() > 0) npuzzle::write_game_id(session_.history_base(), std::back_inserter(base));
    info.base = base;
    info.base_moves = session_.base_moves();
    info.base_multi = session_.base_multi_moves();
    std::string text;
    npuzzle::write_save(session_, info, std::back_inserter(text));
    return text;
}

std::string puzzle_game::restore(const npuzzle::saved_game& g, const npuzzle::puzzle* base) {
    if (g.version >= 2) return restore_log(g);
    log_whole_ = false; // format 1 kept the undo ring only: how the game was played is not known
    // Whether the deal counts is the start's to say, not the flags': only a seed ID ("3x3#7") is a
    // random deal; a board written out is a given position, whatever a hand-edited `f` claims.
    const auto flags = read_save_flags(g.flags);
    if (!flags) return std::string(flags.error().message().view());
    start_ = g.start.find('#') != std::string_view::npos ? fairness::counts : fairness::given;
    assisted_ = flags->assisted;
    restarted_ = flags->restarted;
    took_back_ = flags->undone;
    start_id_ = std::string(g.start);
    if (base) session_.restore_base(*base, g.base_moves, g.base_multi);
    const auto played = npuzzle::replay(g, session_);
    if (!played) return std::string(played.error().message().view());
    return {};
}

std::optional<game_record> puzzle_game::history_record() const {
    game_record r;
    r.variant = variant();
    r.size = {rows(), cols()};
    npuzzle::write_game_id(session_.initial(), std::back_inserter(r.start)); // explicit: a scramble has no seed ID
    r.stm = moves();
    r.mtm = multi_moves();
    r.ms = elapsed_ms();
    r.counts = record_status() == fairness::counts;
    r.optimal = optimal_moves();
    // The moves on the board: those after the last restart (a restart starts the board again).
    const auto& kept = session_.history();
    std::size_t first = 0;
    for (std::size_t i = 0; i < kept.undo_depth(); ++i)
        if (kept[i].restart()) first = i + 1;
    for (std::size_t i = first; i < kept.undo_depth(); ++i)
        for (std::uint16_t t = 0; t < kept[i].tiles; ++t) r.moves.push_back({npuzzle::to_letter(kept[i].dir), kept[i].at_ms});
    return r;
}

std::optional<std::uint64_t> puzzle_game::optimal_moves() const {
    if (!background_hints()) return std::nullopt;
    if (const auto s = hint_search_.known(session_.initial())) return s->size();
    return std::nullopt;
}

fairness puzzle_game::record_status() const {
    if (start_ != fairness::counts) return start_;
    if (assisted_) return fairness::assisted;
    if (restarted_) return fairness::restarted;
    if (took_back_) return fairness::undone;
    return log_whole_ ? fairness::counts : fairness::unverified;
}

void puzzle_game::hold(pause_reason why, bool on) {
    if (on)
        session_.pause(why);
    else
        session_.resume(why);
}

std::string puzzle_game::title() const { return puzzle_name(rows(), cols()); }
std::string puzzle_game::label(cell c) const { return tile_label(session_.board(), c); }
cell_role puzzle_game::role(cell c) const { return tile_role(session_.board(), c); }
std::size_t puzzle_game::label_width() const { return tile_label_width(session_.board()); }

std::string puzzle_game::status() const {
    return counters_text(moves(), multi_moves(), elapsed_ms()) + status_notes(true);
}

std::string counters_text(std::uint64_t stm, std::uint64_t mtm, std::uint64_t ms) {
    return "Moves " + std::to_string(stm) + " (MTM " + std::to_string(mtm) + ")  Time " + format_clock(ms);
}

std::string puzzle_game::status_notes(bool distance_shown) const {
    std::string s;
    std::size_t distance = distance_.value_or(0); // 0: solved, or not known
    if (const auto known = known_solution()) distance = known->size();
    if (distance > 0 && distance_shown) s += "  Distance " + std::to_string(distance);
    if (const std::string searching = progress(); !searching.empty()) s += "  " + searching;
    else if (tables_->current() == hint_tables::state::preparing) s += "  preparing hints" + std::string(ellipsis());
    else if (tables_->strong() == hint_tables::state::preparing) s += "  preparing faster hints" + std::string(ellipsis());
    if (paused()) s += "  Paused";
    return s;
}

std::string puzzle_game::id() const { return position_id(session_.board()); }

std::string puzzle_game::outcome() const {
    if (!over()) return {};
    std::string text = "Solved in " + support::counted(moves(), "move") + " (MTM " + std::to_string(multi_moves()) +
                       ") in " + format_clock_tenths(elapsed_ms());
    if (hints_ > 0) text += ", " + support::counted(hints_, "hint");
    if (solver_moves_ > 0)
        text += ", " + support::counted(solver_moves_, "move") + " by the solver";
    // The undo rule (docs/DESIGN.md): the counts are the board's moves, and the take-backs are owned up to.
    if (undone_ > 0)
        text += ", " + support::counted(undone_, "move") + " undone";
    else if (took_back_)
        text += ", moves undone before the save";
    return text;
}

event puzzle_game::fail(event e, std::string why) {
    message_ = std::move(why);
    return e;
}

event puzzle_game::apply(const command& c) {
    if (c.what == command::kind::tick) return tick();
    message_.clear();
    // Any command but the solve's own (and the computer's turn it may wait for) stops a solve.
    using k = command::kind;
    if (c.what != k::solve_step && c.what != k::solve && c.what != k::computer) solving_ = false;
    hinted_.reset();
    const bool pending = hint_pending_;
    hint_pending_ = false; // a hint asked again asks on (its budget goes on counting)
    const event e = dispatch(c);
    // A command that changed nothing (a wall bumped) leaves a hint waiting; one that changed the board,
    // a pause or a solve (which asks on by itself) replaces it.
    if (pending && !hint_pending_) {
        if (!changed(e) && c.what != k::solve && c.what != k::solve_step && c.what != k::pause) hint_pending_ = true;
        else if (c.what != k::hint && !solving_) hint_search_.cancel(); // dropped unanswered
    }
    const bool hinted = c.what == command::kind::hint || c.what == command::kind::solve_step;
    if (changed(e) && !hinted) distance_.reset(); // a hint says the new one
    follow_board();
    return e;
}

event puzzle_game::dispatch(const command& c) {
    switch (c.what) {
    case command::kind::move: return move(c.dir);
    case command::kind::select: return select(c.at);
    case command::kind::undo: {
        const event e = replay(logged(session_.undo(), npuzzle::save_action::kind::undo), "nothing to undo");
        if (changed(e)) {
            ++undone_;
            took_back_ = true;
        }
        return e;
    }
    case command::kind::redo: return replay(logged(session_.redo(), npuzzle::save_action::kind::redo), "nothing to redo");
    case command::kind::restart:
        if (logged(session_.restart(), npuzzle::save_action::kind::restart) == event::no_effect) return fail(event::no_effect, "already at the start of this game");
        restarted_ = true; // a second attempt at a board already seen: no record, even if undone
        message_ = "Back to the start of this game ({undo} takes the restart back)";
        return event::moved;
    case command::kind::hint: return hint(false, hint_wait);
    case command::kind::solve:
        if (over()) return fail(event::no_effect, "already solved");
        if (paused()) return fail(event::no_effect, "the game is paused");
        if (solving_ && solve_waits_for_tables()) { // the solve said it waits: S again does not break that
            message_ = "Already waiting for the hint tables: the solve starts when they are ready";
            return event::not_a_move;
        }
        if (solving_) return finish_solve(); // asked twice: no more waiting (Tatham's Fifteen does this)
        solving_ = true;
        optimal_gave_up_ = false; // a new solve tries the optimal search again
        solve_steps_ = 0;
        message_ = "Solving";
        return event::not_a_move;
    case command::kind::solve_step: return solve_step();
    case command::kind::stop: message_ = "Solve stopped"; return event::not_a_move;
    case command::kind::tick: return event::not_a_move; // apply() takes it first: it clears nothing
    case command::kind::done:
        return fail(event::not_a_move, "this board ends by itself when it is solved (done ends a --blind solve)");
    case command::kind::computer:
        return fail(event::not_a_move, "the sliding puzzle has no computer player");
    case command::kind::new_game:
        session_.new_game(dealer_.deal());
        started(dealer_.random() ? fairness::counts : fairness::scrambled);
        message_ = "New game " + dealer_.last_deal();
        return event::moved;
    case command::kind::pause: return set_paused(session_, true, message_);
    case command::kind::resume: return set_paused(session_, false, message_);
    }
    return fail(event::not_a_move, "unknown command");
}

// An undo or redo: the session says whether there was one.
event puzzle_game::replay(event e, const char* nothing) {
    if (e == event::no_effect) return fail(e, paused() ? "the game is paused" : nothing);
    if (e == event::solved) message_ = outcome();
    return e;
}

event puzzle_game::move(direction d) {
    if (d == direction::none) return fail(event::not_a_move, "not a direction");
    if (paused()) return fail(event::no_effect, "the game is paused");
    const event e = logged(session_.move(d), npuzzle::save_action::kind::move);
    if (e == event::no_effect) return fail(e, blocked(d, keys_));
    if (e == event::solved) message_ = outcome();
    return e;
}

event puzzle_game::select(cell target) {
    const auto& board = session_.board();
    if (target.row >= rows() || target.col >= cols())
        return fail(event::not_a_move, "that cell is off the board");
    if (paused()) return fail(event::no_effect, "the game is paused");
    const auto tile = board.at(target);
    const event e = logged(session_.slide(target), npuzzle::save_action::kind::move);
    if (e == event::no_effect) {
        if (tile == 0)
            return fail(e, "that is the blank: choose a tile in its row or column (" + in_line_with_blank(board) + ")");
        return fail(e, "tile " + std::to_string(tile) + " is not in the blank's row or column (tiles that can slide: " +
                           in_line_with_blank(board) + ")");
    }
    if (e == event::solved) message_ = outcome();
    return e;
}

std::optional<command> puzzle_game::parse_word(std::string_view word) const {
    if (word.empty() || word.size() > 10 || word.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    std::uint64_t tile = 0;
    for (char c : word) tile = tile * 10 + static_cast<std::uint64_t>(c - '0');
    const std::size_t cells = rows() * cols();
    if (tile == 0 || tile >= cells) return std::nullopt;
    const auto& board = session_.board();
    command c;
    c.what = command::kind::select;
    c.at = board.to_cell(board.find(static_cast<npuzzle::puzzle::tile_type>(tile)));
    return c;
}

std::string puzzle_game::words_help() const {
    return "1.." + std::to_string(rows() * cols() - 1) +
           ": slide that tile, and any between it and the blank, into the blank";
}

} // namespace npuzzle::frontend
