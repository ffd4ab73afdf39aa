// SPDX-License-Identifier: MIT
// The sliding puzzle's help: hints (optimal when the host's background search answers within the
// budget, else constructive), the solve that plays them, and the background work they wait for.
#include "game_host.hpp"
#include "puzzle_cells.hpp"
#include "puzzle_game.hpp"

#include <npuzzle/core/constructive.hpp>
#include <npuzzle/solve/heuristic_choice.hpp> // optimal_by_default

namespace npuzzle::frontend {

// --- hints searched in the background ---------------------------------------------------------------

void puzzle_game::prepare_hints() {
    interactive_ = true;
    tables_->prepare(rows(), cols()); // forks: before the search thread exists
    follow_board();
}

// The background search serves boards up to 4x4 once their tables are ready (or on shapes that
// have none): without them a 4x4 search could take minutes.
bool puzzle_game::background_hints() const {
    if (!interactive_ || !npuzzle::solve::optimal_by_default(rows(), cols())) return false;
    const auto tables = tables_->current();
    return tables == hint_tables::state::ready || tables == hint_tables::state::not_needed;
}

bool puzzle_game::waiting() const {
    if (hint_pending_) return true;
    if (!interactive_) return false;
    if (tables_->current() == hint_tables::state::preparing) return true;
    // Ready, and the search not yet told about this board (the tables just came): a tick tells it.
    return background_hints() && (hint_search_.searching() || !hint_search_.tracking(board_to_follow()));
}

std::string puzzle_game::progress() const {
    if (solving_ && solve_waits_for_tables()) return "preparing hints" + std::string(ellipsis());
    return hint_pending_ || solving_ ? hint_search_.progress() : std::string();
}

// A solve on a shape with optimal hints waits for their tables rather than play constructive (not
// optimal) moves, which the win screen would then have to own up to.
bool puzzle_game::solve_waits_for_tables() const {
    return interactive_ && npuzzle::solve::optimal_by_default(rows(), cols()) &&
           tables_->current() == hint_tables::state::preparing;
}

// Tells the search about the board as it is now (and to start again when the strong tables came).
void puzzle_game::follow_board() {
    if (!background_hints()) return;
    if (tables_->strengthened()) hint_search_.restart();
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

// The solve's next move: a hint. The solve ends with the game, or with the first hint that fails.
event puzzle_game::solve_step() {
    if (!solving_) return fail(event::not_a_move, "no solve under way");
    if (++solve_steps_ > max_solve_moves) {
        solving_ = false;
        return fail(event::no_effect, "the hints did not solve the board in " + std::to_string(max_solve_moves) + " moves");
    }
    if (solve_waits_for_tables()) {
        --solve_steps_;
        message_ = "preparing hints" + std::string(ellipsis()) + " the solve starts when they are ready";
        return event::not_a_move;
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
        e = logged(session_.move(d), npuzzle::save_action::kind::helped);
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

// The key help says so (command_table.hpp: "constructive past 4x4").
static_assert(npuzzle::solve::optimal_by_default(4, 4) && !npuzzle::solve::optimal_by_default(4, 5) &&
              !npuzzle::solve::optimal_by_default(5, 4));

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
    const bool preparing = tables_->current() == hint_tables::state::preparing;
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
    const event e = logged(session_.move(d), npuzzle::save_action::kind::helped);
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
        if (preparing) message_ += "; a constructive move, not optimal: optimal hints once prepared";
        if (!npuzzle::solve::optimal_by_default(board.rows(), board.cols())) message_ += "; a constructive move, not optimal on this size";
    }
    return e;
}

} // namespace npuzzle::frontend
