// SPDX-License-Identifier: MIT
// What the games need from a background solver (the front end provides it: game_host.hpp): an
// optimal solution of the game's current position, searched off the input loop. The game asks for
// each new position, a newer question abandons the older search, and the answer (the whole
// solution, so the hints that follow it need no search) is read without blocking, or waited for a
// bounded time where the front end can wait. A terminal runs it on a thread
// (frontends/common/background_solver.hpp); a browser in a Web Worker, whose answers come back
// between calls.
#pragma once

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace npuzzle::frontend {

class optimal_search {
public:
    virtual ~optimal_search() = default;

    // Search `board` (solvable, at most 4x4) from now on; the previous question is abandoned.
    virtual void ask(const npuzzle::puzzle& board) = 0;
    // An optimal solution of `board` (tile directions) if the search for it has ended, without
    // waiting; nothing while it runs, if it was never asked for, or if the search failed (then
    // searching() is false and no answer will come).
    virtual std::optional<std::vector<direction>> answer(const npuzzle::puzzle& board) const = 0;
    // As answer(), waiting up to `most` for a search under way (a host that cannot wait does not).
    virtual std::optional<std::vector<direction>> wait_for(const npuzzle::puzzle& board, std::chrono::milliseconds most) = 0;
    // A search is under way (its answer will come).
    virtual bool searching() const = 0;
    // Learns `solution` of `board` without a search (the rest of a solution already known, after its
    // first move was played); it is the answer for `board` from now on.
    virtual void tell(const npuzzle::puzzle& board, std::vector<direction> solution) = 0;
    // The search under way starts again (better tables are ready now); nothing if none runs.
    virtual void restart() = 0;
    // No question stands any more: the search under way is abandoned.
    virtual void cancel() = 0;

    // How far the search under way has got: its bound and nodes so far (zero before it starts).
    struct progress_report {
        unsigned bound = 0;
        std::uint64_t nodes = 0;
    };
    virtual progress_report progress() const = 0;
};

} // namespace npuzzle::frontend
