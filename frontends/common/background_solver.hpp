// SPDX-License-Identifier: MIT
// The terminal games' optimal_search (game/optimal_search.hpp): an optimal solution of the game's
// current position, searched for on a thread of its own so the input loop never waits on a search:
// the game asks for each new position, a newer question abandons
// the older search, and the answer (the whole solution, so the hints that follow it need no search)
// is read without blocking, or waited for a bounded time. How far the search has got can be read
// while it runs (watched_search.hpp).
#pragma once

#include "optimal_search.hpp"
#include "watched_search.hpp"

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace npuzzle::frontend {

class background_solver final : public optimal_search {
public:
    background_solver() = default;
    background_solver(const background_solver&) = delete;
    background_solver& operator=(const background_solver&) = delete;
    ~background_solver() override; // abandons the search under way and joins the thread

    // Search `board` (solvable, at most 4x4) from now on; the previous question is abandoned.
    void ask(const npuzzle::puzzle& board) override;
    // An optimal solution of `board` (tile directions) if the search for it has ended, without
    // waiting; nothing while it runs, if it was never asked for, or if the search failed (then
    // searching() is false and no answer will come).
    std::optional<std::vector<direction>> answer(const npuzzle::puzzle& board) const override;
    // As answer(), waiting up to `most` for a search under way.
    std::optional<std::vector<direction>> wait_for(const npuzzle::puzzle& board, std::chrono::milliseconds most) override;
    // A search is under way (its answer will come).
    bool searching() const override;
    // Learns `solution` of `board` without a search (the rest of a solution already known, after its
    // first move was played); it is the answer for `board` from now on.
    void tell(const npuzzle::puzzle& board, std::vector<direction> solution) override;
    // The search under way starts again (better tables are cached now); nothing if none runs.
    void restart() override;
    // No question stands any more: the search under way is abandoned, and the thread waits for the next.
    void cancel() override;

    progress_report progress() const override { return {progress_.bound.load(), progress_.nodes.load()}; }

private:
    void run(std::stop_token stop);
    const std::vector<direction>* known(const npuzzle::puzzle& board) const; // mutex_ held
    void remember(const npuzzle::puzzle& board, std::vector<direction> solution); // mutex_ held

    // The answers found or told, newest last: an undo or a redo returns to a position answered
    // before, and needs no second search.
    static constexpr std::size_t remembered = 256;

    mutable std::mutex mutex_;
    std::condition_variable_any changed_;
    std::optional<npuzzle::puzzle> wanted_;    // the position asked for last
    std::deque<std::pair<npuzzle::puzzle, std::vector<direction>>> answers_;
    bool busy_ = false;                        // wanted_ has no answer yet, and will have one
    std::atomic<bool> abandon_{false};         // the search under way is no longer wanted
    search_progress progress_;                 // the search under way's, reset as each begins
    std::jthread thread_;                      // started by the first question (after the game's fork)
};

} // namespace npuzzle::frontend
