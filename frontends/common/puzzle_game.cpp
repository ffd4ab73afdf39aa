// SPDX-License-Identifier: MIT
#include "puzzle_game.hpp"

#include "glyphs.hpp"
#include "puzzle_cells.hpp"

#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/solve/solver.hpp>

#include <chrono>
#include <exception>
#include <iterator>
#include <limits>
#include <utility>

namespace npuzzle::frontend {

namespace {

std::string direction_word(direction d) {
    switch (d) {
    case direction::up: return "up";
    case direction::down: return "down";
    case direction::left: return "left";
    case direction::right: return "right";
    default: return "nowhere";
    }
}

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

// How long a hint waits for the background search before it lets the input loop go on (and plays
// when the answer comes): the player never waits on a key for longer than 50 ms.
constexpr std::chrono::milliseconds hint_wait{40};

std::string shape_text(std::size_t rows, std::size_t cols) {
    return std::to_string(rows) + "x" + std::to_string(cols);
}

} // namespace

// --- dealer ---------------------------------------------------------------------------------------

dealer::dealer(npuzzle::shape size, std::uint64_t seed, std::optional<std::size_t> scramble)
    : size_(size), next_seed_(seed), scramble_(scramble) {}

npuzzle::puzzle dealer::deal() {
    const std::uint64_t seed = next_seed_;
    // The largest seed is not a valid "RxC#seed" (it means overflow there): skip it.
    next_seed_ = seed + 1 == std::numeric_limits<std::uint64_t>::max() ? 0 : seed + 1;
    auto board = *npuzzle::puzzle::solved(size_.rows, size_.cols);
    const std::string shape = shape_text(size_.rows, size_.cols);
    if (scramble_) {
        npuzzle::pcg32 rng(seed);
        board.scramble(*scramble_, rng);
        if (board.is_solved()) board.scramble(1, rng); // walked in a circle: a game must have a move to make
        last_ = shape + " scrambled " + std::to_string(*scramble_) + " moves with seed " + std::to_string(seed);
        return board;
    }
    last_ = shape + "#" + std::to_string(seed);
    return npuzzle::random_board(board, seed);
}

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
    if (kind == fairness::counts) {
        start_id_ = dealer_.last_deal();
    } else {
        start_id_.clear();
        npuzzle::write_game_id(session_.initial(), std::back_inserter(start_id_));
    }
}

std::string puzzle_game::save() const {
    npuzzle::saved_game info;
    info.variant = npuzzle::save_variant::puzzle;
    info.start = start_id_;
    std::string base;
    if (session_.base_moves() > 0) npuzzle::write_game_id(session_.history_base(), std::back_inserter(base));
    info.base = base;
    info.base_moves = session_.base_moves();
    info.base_multi = session_.base_multi_moves();
    info.assisted = assisted_;
    info.restarted = restarted_;
    info.undone = took_back_;
    info.fair = start_ == fairness::counts;
    std::string text;
    npuzzle::write_save(session_, info, std::back_inserter(text));
    return text;
}

std::string puzzle_game::restore(const npuzzle::saved_game& g, const npuzzle::puzzle* base) {
    start_ = g.fair ? fairness::counts : fairness::given;
    assisted_ = g.assisted;
    restarted_ = g.restarted;
    took_back_ = g.undone;
    start_id_ = std::string(g.start);
    if (base) session_.restore_base(*base, g.base_moves, g.base_multi);
    const auto played = npuzzle::replay(g, session_);
    if (!played) return std::string(npuzzle::message(played.error()).view());
    return {};
}

std::optional<game_record> puzzle_game::history_record() const {
    game_record r;
    r.variant = "puzzle";
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
    return took_back_ ? fairness::undone : fairness::counts;
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
    if (tables_.current() == hint_tables::state::preparing) s += "  preparing hints" + std::string(ellipsis());
    else if (tables_.strong() == hint_tables::state::preparing) s += "  preparing faster hints" + std::string(ellipsis());
    if (paused()) s += "  Paused";
    return s;
}

std::string puzzle_game::id() const { return position_id(session_.board()); }

std::string puzzle_game::outcome() const {
    if (!over()) return {};
    std::string text = "Solved in " + std::to_string(moves()) + (moves() == 1 ? " move" : " moves") + " (MTM " + std::to_string(multi_moves()) +
                       ") in " + format_clock_tenths(elapsed_ms());
    if (hints_ > 0) text += ", " + std::to_string(hints_) + (hints_ == 1 ? " hint" : " hints");
    if (solver_moves_ > 0)
        text += ", " + std::to_string(solver_moves_) + (solver_moves_ == 1 ? " move" : " moves") + " by the solver";
    // The undo rule (docs/DESIGN.md): the counts are the board's moves, and the take-backs are owned up to.
    if (undone_ > 0)
        text += ", " + std::to_string(undone_) + (undone_ == 1 ? " move undone" : " moves undone");
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

// --- hints searched in the background ---------------------------------------------------------------

void puzzle_game::prepare_hints() {
    interactive_ = true;
    tables_.prepare(rows(), cols()); // forks: before the search thread exists
    follow_board();
}

// The background search serves boards up to 4x4 once their tables are ready (or on shapes that
// have none): without them a 4x4 search could take minutes.
bool puzzle_game::background_hints() const {
    if (!interactive_ || !npuzzle::solve::optimal_by_default(rows(), cols())) return false;
    const auto tables = tables_.current();
    return tables == hint_tables::state::ready || tables == hint_tables::state::not_needed;
}

bool puzzle_game::waiting() const {
    if (hint_pending_) return true;
    if (!interactive_) return false;
    if (tables_.current() == hint_tables::state::preparing) return true;
    // Ready, and the search not yet told about this board (the tables just came): a tick tells it.
    return background_hints() && (hint_search_.searching() || !hint_search_.tracking(board_to_follow()));
}

std::string puzzle_game::progress() const { return hint_pending_ || solving_ ? hint_search_.progress() : std::string(); }

// Tells the search about the board as it is now (and to start again when the strong tables came).
void puzzle_game::follow_board() {
    if (!background_hints()) return;
    if (tables_.strengthened()) hint_search_.restart();
    hint_search_.follow(board_to_follow());
}

// The position the search works on: the board, or once solved the start (the win screen compares
// the solve with the start's distance).
const npuzzle::puzzle& puzzle_game::board_to_follow() const {
    return over() ? session_.initial() : session_.board();
}

std::optional<std::vector<direction>> puzzle_game::known_solution() const {
    if (!background_hints()) return std::nullopt;
    return hint_search_.known(session_.board());
}

// Time passed: the tables may be ready (start searching), a waiting hint may have its answer.
event puzzle_game::tick() {
    follow_board();
    if (!hint_pending_ || solving_) return event::not_a_move;
    const std::string said = message_;
    hint_pending_ = false;
    message_.clear();
    const event e = hint(false, std::chrono::milliseconds{0});
    if (hint_pending_) message_ = said; // still waiting: what was said stays (the status line shows the search)
    follow_board();
    return e;
}

event puzzle_game::dispatch(const command& c) {
    switch (c.what) {
    case command::kind::move: return move(c.dir);
    case command::kind::select: return select(c.at);
    case command::kind::undo: {
        const event e = replay(session_.undo(), "nothing to undo");
        if (changed(e)) {
            ++undone_;
            took_back_ = true;
        }
        return e;
    }
    case command::kind::redo: return replay(session_.redo(), "nothing to redo");
    case command::kind::restart:
        if (session_.restart() == event::no_effect) return fail(event::no_effect, "already at the start of this game");
        restarted_ = true; // a second attempt at a board already seen: no record, even if undone
        message_ = "Back to the start of this game (u undoes the restart)";
        return event::moved;
    case command::kind::hint: return hint(false, hint_wait);
    case command::kind::solve:
        if (over()) return fail(event::no_effect, "already solved");
        if (paused()) return fail(event::no_effect, "the game is paused");
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

// The solve's next move: a hint. The solve ends with the game, or with the first hint that fails.
event puzzle_game::solve_step() {
    if (!solving_) return fail(event::not_a_move, "no solve under way");
    if (++solve_steps_ > max_solve_moves) {
        solving_ = false;
        return fail(event::no_effect, "the hints did not solve the board in " + std::to_string(max_solve_moves) + " moves");
    }
    const event e = hint(true, hint_wait);
    if (!changed(e) && !hint_search_.pending()) { // else the search is still at it
        solving_ = false;
        message_ = "Solve stopped: " + message_;
    }
    if (over()) solving_ = false;
    return e;
}

// The rest of a solve at once: the optimal solution if the search has it, else the constructive
// hints, which need no search.
event puzzle_game::finish_solve() {
    solving_ = false;
    event e = event::no_effect;
    const std::vector<direction> known = known_solution().value_or(std::vector<direction>{});
    for (std::size_t i = 0; i < max_solve_moves && !over(); ++i) {
        const direction d = i < known.size() ? known[i] : npuzzle::hint(session_.board());
        if (d == direction::none) break;
        e = session_.move(d);
        if (e == event::no_effect) break;
        ++solver_moves_;
        assisted_ = true;
    }
    distance_.reset();
    if (over()) {
        message_ = outcome();
        return event::solved;
    }
    return fail(e, "the hints did not solve the board");
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
    const event e = session_.move(d);
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
    const event e = session_.slide(target);
    if (e == event::no_effect) {
        if (tile == 0)
            return fail(e, "that is the blank: choose a tile in its row or column (" + in_line_with_blank(board) + ")");
        return fail(e, "tile " + std::to_string(tile) + " is not in the blank's row or column (tiles that can slide: " +
                           in_line_with_blank(board) + ")");
    }
    if (e == event::solved) message_ = outcome();
    return e;
}

// One hinted move: optimal on boards up to 4x4 when the search answers within its budget (2 s from
// the hint's asking: meanwhile the hint waits and the front end ticks), else the constructive
// strategy (any size, no search), which says so. Once the search has run out of budget, the rest of
// a solve's hints are constructive (`solve` must not wait out the budget on every move); the
// player's own next hint tries the search again, so one slow moment does not spoil the game's hints.
event puzzle_game::hint(bool from_solve, std::chrono::milliseconds wait) {
    if (!from_solve) optimal_gave_up_ = false;
    if (paused()) return fail(event::no_effect, "the game is paused");
    const auto& board = session_.board();
    if (board.is_solved()) return fail(event::no_effect, "already solved");
    direction d = direction::none;
    distance_.reset();
    // While the databases are being prepared, a search would only wait for them (or search without
    // them and miss its budget): the constructive hint plays at once instead.
    const bool preparing = tables_.current() == hint_tables::state::preparing;
    bool fell_back = false;
    if (npuzzle::solve::optimal_by_default(board.rows(), board.cols()) && !optimal_gave_up_ && !preparing) {
        follow_board(); // interactive: the search may have this board's answer already
        const auto r = hint_search_.ask(board, wait);
        switch (r.what) {
        case hint_service::outcome::pending:
            hint_pending_ = !from_solve; // a solve asks again with its next step
            message_ = "Finding an optimal move" + std::string(ellipsis());
            return event::not_a_move;
        case hint_service::outcome::answered:
            d = r.move;
            distance_ = r.distance;
            break;
        case hint_service::outcome::fell_back:
            d = r.move;
            fell_back = true;
            optimal_gave_up_ = from_solve;
            break;
        }
    }
    if (d == direction::none) d = npuzzle::hint(board);
    if (d == direction::none) return fail(event::no_effect, "no hint for this board");
    const std::size_t old_blank = board.blank_index();
    const event e = session_.move(d);
    const auto tile = session_.board()[old_blank]; // the tile that moved
    hinted_ = session_.board().to_cell(old_blank);
    ++(from_solve ? solver_moves_ : hints_);
    assisted_ = true;
    if (e == event::solved) {
        message_ = outcome();
    } else {
        // In the past tense: the move is played; then how far the board now is from solved.
        message_ = "Played tile " + std::to_string(tile) + " " + direction_word(d);
        if (keys_ == arrow_sense::blank) message_ += " (the blank " + direction_word(opposite(d)) + ")";
        if (distance_) message_ += "; " + std::to_string(*distance_) + " to go";
        if (fell_back) message_ += "; no optimal hint within " + hint_search_.budget_text() + ": a constructive move";
        if (preparing) message_ += "; optimal hints once prepared";
    }
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
