// SPDX-License-Identifier: MIT
// IDA* in the multi-tile metric (metric.hpp): a move is a jump of the blank 1..k cells along its row
// or column, costing 1; the solution is written one letter a tile (a jump of k cells is k letters).
//
// Why not ida_star.hpp made generic over the move set: its loop is built around unit moves of one
// tile (the heuristic updated from the one tile that moved, the duplicate-move automaton over single
// letters, BPMX's "a child's estimate less one", the prepared-lookup batches of at most four
// children), and it is being made parallel at the same time; threading a move set through all of it
// would cost the STM search, the one that matters for speed. What is shared is the board
// (search_board), the budget and answer (solution.hpp), and the tables' numbering (placement_index).
//
// Pruning: two jumps in a row along one axis are never needed (one jump, or none, does what both do),
// so a move's children jump along the other axis only. That also forbids undoing the last move.
#pragma once

#include <npuzzle/core/direction.hpp>
#include <npuzzle/solve/mtm_heuristic.hpp>
#include <npuzzle/solve/search_board.hpp>
#include <npuzzle/solve/solution.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

namespace npuzzle::solve {

/// IDA* in the multi-tile metric (see above), with mtm_heuristic; one thread.
class mtm_ida_star {
public:
    /// `board` must be solvable.
    mtm_ida_star(search_board board, const mtm_heuristic& h, const budget& limits)
        : board_(std::move(board)), h_(h), limits_(limits) {}

    /// The solution (moves one letter a tile; mtm_length(moves) is its MTM length), or gave_up.
    [[nodiscard]] solution run() {
        const auto start = clock::now();
        const std::chrono::duration<double> clock_left = clock::time_point::max() - start;
        deadline_ = limits_.max_time.count() > 0 && limits_.max_time < clock_left
                        ? start + std::chrono::duration_cast<clock::duration>(limits_.max_time)
                        : clock::time_point::max();
        solution s;
        for (bound_ = h_.estimate(board_);;) {
            next_bound_ = std::numeric_limits<unsigned>::max();
            if (search(0, no_axis)) {
                s.status = solve_status::solved;
                s.moves = path_;
                break;
            }
            if (stopped_ || next_bound_ == std::numeric_limits<unsigned>::max()) break;
            bound_ = next_bound_;
        }
        s.nodes = nodes_;
        s.seconds = std::chrono::duration<double>(clock::now() - start).count();
        return s;
    }

private:
    using clock = std::chrono::steady_clock;
    static constexpr unsigned no_axis = 2;
    static constexpr unsigned axis_of(direction d) noexcept { return d == direction::up || d == direction::down ? 0 : 1; }

    bool search(unsigned g, unsigned last_axis) {
        const unsigned f = g + h_.estimate(board_);
        if (f > bound_) {
            next_bound_ = std::min(next_bound_, f);
            return false;
        }
        if (board_.solved()) return true;
        for (direction d : all_directions) {
            if (axis_of(d) == last_axis) continue;
            unsigned jumped = 0;
            for (std::uint32_t next; (next = board_.neighbour(board_.blank(), d)) != no_cell; ) {
                if (over_budget()) break;
                ++nodes_;
                board_.slide(next, board_.blank());
                path_.push_back(d);
                ++jumped;
                if (search(g + 1, axis_of(d))) return true;
                if (stopped_) break;
            }
            for (; jumped > 0; --jumped) { // back to where this node's blank was
                board_.slide(opposite(d));
                path_.pop_back();
            }
            if (stopped_) return false;
        }
        return false;
    }

    /// The node limit at every node; the clock and the stop flag every 4096.
    bool over_budget() {
        if (limits_.max_nodes != 0 && nodes_ >= limits_.max_nodes) stopped_ = true;
        else if ((nodes_ & 4095) == 0 && ((deadline_ != clock::time_point::max() && clock::now() >= deadline_) ||
                                          (limits_.stop && limits_.stop->load(std::memory_order_relaxed))))
            stopped_ = true;
        return stopped_;
    }

    search_board board_;
    const mtm_heuristic& h_;
    budget limits_;
    clock::time_point deadline_{};
    unsigned bound_ = 0, next_bound_ = 0;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
    std::vector<direction> path_; ///< one letter a tile moved on the current path
};

} // namespace npuzzle::solve
