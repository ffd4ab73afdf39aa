// SPDX-License-Identifier: MIT
// The hint on a board up to 4x4, never waited for longer than a budget: the first move of an optimal
// solution, searched in the background by the front end's optimal_search (game_host.hpp), or, once the budget (2 s) has
// passed since the hint was asked for, the constructive strategy's move (core/constructive.hpp),
// which needs no search. While a hint waits, progress() says how the search goes, so the player sees
// it is alive. A game asks again (each tick) until the reply is no longer pending.
//
// Without tables an 80-move 4x4 board takes IDA* minutes; with pdb-7-8 cached (hint_tables.hpp) it
// takes well under a second, so the budget is for the time before that cache exists.
#pragma once

#include "optimal_search.hpp"

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::frontend {

inline constexpr std::chrono::milliseconds default_hint_budget{2000};
// A scripted game's (a manual clock's, games.hpp): its transcript's optimal moves must not depend on
// how loaded the machine is, so the search gets far more than a small board's milliseconds need.
inline constexpr std::chrono::milliseconds scripted_hint_budget{60'000};

class hint_service {
public:
    using clock = std::chrono::steady_clock;

    enum class outcome : unsigned char {
        pending,   // the search goes on: ask again later (progress() says how it goes)
        answered,  // an optimal move
        fell_back, // the budget ran out (or the search failed): the constructive move
    };
    struct reply {
        outcome what = outcome::pending;
        direction move = direction::none;  // answered, fell_back: the move to play (none: no move at all)
        std::optional<unsigned> distance;  // answered: the moves left once it is played
    };

    // Searches with `search`; `now`: the clock the budget is counted on (tests step their own).
    explicit hint_service(std::unique_ptr<optimal_search> search, std::chrono::milliseconds budget = default_hint_budget,
                          std::function<clock::time_point()> now = clock::now);

    // The game's board is now `board`: search it from now on (for the distance, and hints that need no
    // wait), unless the solution known for the board followed before leads through it.
    void follow(const npuzzle::puzzle& board);
    // The hint for `board` (solvable, not solved), waiting up to `wait` for the search. The budget
    // counts from the first ask for this board since the last reply that was not pending.
    reply ask(const npuzzle::puzzle& board, std::chrono::milliseconds wait);
    // The hint waiting is not wanted any more: the search stops (unless the board is followed).
    void cancel();
    // Better tables are cached: the search under way starts again with them.
    void restart() { solver_->restart(); }

    // A hint was asked for and has had no reply but pending yet.
    bool pending() const { return question_.has_value(); }
    // The search is told about `board` already (follow() or ask()).
    bool tracking(const npuzzle::puzzle& board) const { return tracked_ && *tracked_ == board; }
    // While a hint waits: "Searching 1.2 s: at least 66 moves, 12.3M nodes"; else "".
    std::string progress() const;
    // An optimal solution of `board`, if one is known (found or followed).
    std::optional<std::vector<direction>> known(const npuzzle::puzzle& board) const { return solver_->answer(board); }
    // From the next question on, hints wait up to `budget` (tests take a small one).
    void set_budget(std::chrono::milliseconds budget) { budget_ = budget; }
    // A search is under way whose answer will come.
    bool searching() const { return solver_->searching(); }
    // The budget as a player reads it: "2 s".
    std::string budget_text() const;

private:
    void track(const npuzzle::puzzle& board);

    std::chrono::milliseconds budget_;
    std::function<clock::time_point()> now_;
    std::unique_ptr<optimal_search> solver_;
    bool following_ = false;                  // follow() was called: the search serves the board, not just hints
    std::optional<npuzzle::puzzle> tracked_;  // the board the search was last told about
    std::optional<npuzzle::puzzle> question_; // the board a hint waits for, asked at asked_at_
    clock::time_point asked_at_{};
};

} // namespace npuzzle::frontend
