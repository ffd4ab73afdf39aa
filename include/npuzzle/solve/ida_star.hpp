// SPDX-License-Identifier: MIT
// Iterative-deepening A* (Korf 1985) over any board shape with any search_heuristic (search_heuristic.hpp):
// depth-first searches bounded by g + h, the bound raised to the smallest value that exceeded it.
// With an admissible heuristic the first solution found is optimal. A node or time budget ends the
// search with gave_up, never with a wrong answer. Hot loop: no allocation, the heuristic is updated
// from the one tile that moved, and a move that would undo the one before or end a duplicate string
// of moves (duplicate_moves.hpp) is never generated. One thread; parallel_ida_star.hpp shares each
// iteration among several and answers exactly as this does.
//
// The goal is recognised on the board, never by the heuristic reading 0, and a heuristic caught
// overestimating (a pattern database whose file passed its checksum but holds wrong entries) ends
// the search with a solve_error (solve_error_code::inconsistent_heuristic) instead of a search for
// ever or a wrong answer.
#pragma once

#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/solve/duplicate_moves.hpp>
#include <npuzzle/solve/search_board.hpp>
#include <npuzzle/solve/search_heuristic.hpp>
#include <npuzzle/solve/solution.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <iterator>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace npuzzle::solve {

template <search_heuristic Heuristic>
class parallel_ida_star;

/// IDA* on one thread with heuristic `Heuristic` (see above). Most callers use solve_optimal().
template <search_heuristic Heuristic>
class ida_star {
public:
    /// The board the search walks: the heuristic's (heuristic_board_t), fixed in size for a search compiled
    /// for one (basic_search_board<4, 4>), else search_board.
    using board_type = heuristic_board_t<Heuristic>;

    /// `board` must be solvable (the caller answers unsolvable boards at once), and of the heuristic's
    /// shape. `duplicates`: duplicate_moves::none() generates every path (to measure raw speed).
    ida_star(search_board board, Heuristic& h, const budget& limits,
             const duplicate_moves& duplicates = duplicate_moves::standard())
        : board_(std::move(board)), h_(h), duplicates_(duplicates), limits_(limits) {}

    /// The solution, or solve_error_code::inconsistent_heuristic (see above). Run once.
    [[nodiscard]] result<solution, solve_error> run() {
        return run_with([this](value_arg root) { return search(0, root, duplicate_moves::start); });
    }

private:
    friend class parallel_ida_star<Heuristic>;
    using clock = std::chrono::steady_clock;
    /// A node's value is passed down the recursion: small ones by value, large ones (a database
    /// heuristic's indexes) by reference into the parent's frame, which outlives the call.
    using value_arg = std::conditional_t<(sizeof(typename Heuristic::value) <= 8), typename Heuristic::value,
                                         const typename Heuristic::value&>;

    /// The deepening loop, each iteration searched by `iterate(root)`, which leaves what
    /// search(0, root, start) leaves: nodes_, next_bound_, and path_ and solution_length_ when it is true
    /// (parallel_ida_star.hpp shares an iteration among threads).
    /// The time limit counts from `start`: a parallel search's, before its threads were started.
    template <class Iterate>
    result<solution, solve_error> run_with(Iterate&& iterate, clock::time_point start = clock::now()) {
        start_clock(start);
        // No solution is longer than the constructive solver's: a bound beyond it means an overestimate.
        const std::uint64_t longest = constructive_move_bound(board_.rows(), board_.cols());
        if (const unsigned on_goal = Heuristic::estimate(h_.evaluate(board_.goal())); on_goal != 0)
            return overestimate_on_goal(on_goal);
        const typename Heuristic::value root = h_.evaluate(board_);
        solution s;
        bound_ = Heuristic::estimate(root);
        while (true) {
            if (bound_ > longest)
                return inconsistent("the heuristic's bound " + std::to_string(bound_) +
                                    " exceeds the longest solution possible (" + std::to_string(longest) + ")");
            path_.assign(bound_ + 1, direction::none); // no solution of this iteration is longer
            next_bound_ = std::numeric_limits<unsigned>::max();
            if (iterate(root)) {
                s.status = solve_status::solved;
                s.moves.assign(path_.begin(), path_.begin() + solution_length_);
                if (auto e = check_along(s.moves)) return *e;
                break;
            }
            if (error_) return error_;
            if (stopped_ || next_bound_ == std::numeric_limits<unsigned>::max()) break;
            bound_ = next_bound_;
        }
        s.nodes = nodes_;
        s.expanded = expanded_;
        s.seconds = std::chrono::duration<double>(clock::now() - start).count();
        return s;
    }

    /// The budget's time limit counted from `start`.
    void start_clock(clock::time_point start) {
        last_check_ = start;
        // A limit beyond what the clock can count (1e300 s, infinity) is no limit: converted, it would overflow.
        const std::chrono::duration<double> clock_left = clock::time_point::max() - start;
        deadline_ = limits_.max_time.count() > 0 && limits_.max_time < clock_left
                        ? start + std::chrono::duration_cast<clock::duration>(limits_.max_time)
                        : clock::time_point::max();
    }

    /// `moves`: where the path so far leaves the duplicate-move automaton (which also forbids undoing
    /// the last move).
    bool search(unsigned g, value_arg v, duplicate_moves::state moves) {
        if (g == frontier_depth_) return frontier_->at_frontier(g, v, moves);
        // A second estimate that may prune the node. Read only where the first leaves no slack:
        // elsewhere it seldom prunes and costs more than it saves.
        if constexpr (dual_heuristic<Heuristic>) {
            if (g + Heuristic::estimate(v) == bound_) {
                const unsigned f = g + h_.dual_estimate(board_);
                if (f > bound_) {
                    prune(f);
                    return false;
                }
            }
        }
        if constexpr (prepared_heuristic<Heuristic>)
            return search_prepared(g, v, moves);
        else
            return search_plain(g, v, moves);
    }

    /// The generic loop: each child's value from its parent's and the tile that would move, judged
    /// before the tile moves: a child beyond the bound (about half of those generated) never touches
    /// the board.
    bool search_plain(unsigned g, value_arg v, duplicate_moves::state moves) {
        if (board_.solved()) return goal_reached(g, v);
        ++expanded_;
        const std::uint32_t blank = board_.blank();
        for (unsigned open = open_moves(blank, moves); open != 0; open &= open - 1) {
            const direction d = duplicates_.move(static_cast<unsigned>(std::countr_zero(open)));
            const std::uint32_t next = board_.neighbour(blank, d);
            if (over_budget()) return false;
            ++nodes_;
            const typename Heuristic::value child = h_.after_slide(board_, v, board_.tile_at(next), next, blank);
            const unsigned f = g + 1 + Heuristic::estimate(child);
            if (f > bound_) {
                prune(f);
            } else {
                board_.slide(next, blank);
                if (enter(g, child, d, duplicates_.after(moves, d))) return true;
                board_.slide(blank, next);
                if (stopped_) return false;
            }
            if (cut_by_child()) return false;
        }
        return false;
    }

    /// For a heuristic that reads tables: every child is prepared (its table entries requested)
    /// before the first is looked up, so their cache misses overlap; told the limit, the heuristic
    /// skips the lookups of a child it can already tell is pruned. All children are looked up before
    /// any is searched: one far beyond the bound cuts this node at once (BPMX), and the rest are
    /// searched nearest first, which finds a solution sooner in the last iteration on most instances
    /// (or in the automaton's fixed order: duplicate_moves.hpp). A child's full value is built only when
    /// the search enters it.
    [[gnu::always_inline]] bool search_prepared(unsigned g, value_arg v, duplicate_moves::state moves) {
        if (board_.solved()) return goal_reached(g, v);
        ++expanded_;
        const std::uint32_t blank = board_.blank();
        const unsigned limit = bound_ > g ? bound_ - g - 1 : 0; // a child's estimate above it is pruned
        using prepared = typename Heuristic::prepared_child;
        constexpr std::size_t ways = std::size(all_directions);
        std::array<prepared, ways> ready;
        std::array<direction, ways> ways_open; // the children's moves, in the automaton's order
        std::size_t count = 0;
        // open has at most four bits; `count < ways` tells gcc's array-bounds checks so.
        for (unsigned open = open_moves(blank, moves); open != 0 && count < ways; open &= open - 1) {
            const direction d = duplicates_.move(static_cast<unsigned>(std::countr_zero(open)));
            const std::uint32_t next = board_.neighbour(blank, d);
            ways_open[count] = d;
            h_.prepare(board_, v, board_.tile_at(next), next, blank, limit, ready[count]);
            ++count;
        }
        std::array<unsigned, ways> f;
        unsigned highest = 0;
        for (std::size_t i = 0; i < count; ++i) {
            if (over_budget()) return false;
            ++nodes_;
            f[i] = g + 1 + h_.look_up(ready[i], limit);
            highest = std::max(highest, f[i]);
        }
        if (highest > bound_ + 2) { // BPMX: see cut_by_child()
            prune(highest - 2);
            return false;
        }
        // Nearest first, ties in the automaton's order (an insertion sort of at most four indexes), or
        // that order alone.
        const bool nearest_first = duplicates_.order() == move_order::nearest_first;
        std::array<std::uint8_t, ways> order;
        for (std::size_t i = 0; i < count; ++i) {
            std::size_t j = i;
            if (nearest_first)
                for (; j > 0 && f[order[j - 1]] > f[i]; --j) order[j] = order[j - 1];
            order[j] = static_cast<std::uint8_t>(i);
        }
        for (std::size_t k = 0; k < count; ++k) {
            const std::size_t i = order[k];
            if (f[i] > bound_) {
                prune(f[i]);
                if (nearest_first) break; // the rest are further still
                continue;
            }
            // What only an entered child needs is worked out here, not for every child prepared.
            const direction d = ways_open[i];
            const std::uint32_t next = board_.neighbour(blank, d);
            board_.slide(next, blank);
            typename Heuristic::value child;
            h_.descend(v, ready[i], child);
            if (enter(g, child, d, duplicates_.after(moves, d))) return true;
            board_.slide(blank, next);
            if (stopped_ || cut_by_child()) return false;
        }
        return false;
    }

    /// The moves a node generates, bit k for the automaton's k-th move (duplicate_moves::move): those the
    /// walls allow and the duplicate-move automaton does not prune. One mask instead of a branch per
    /// direction, which a search cannot predict.
    unsigned open_moves(std::uint32_t blank, duplicate_moves::state moves) const noexcept {
        return duplicates_.ranked(board_.exits(blank) & duplicates_.allowed(moves));
    }

    /// Searches the child reached by `d`, already on the board and within the bound. True when the
    /// goal was found below it.
    bool enter(unsigned g, value_arg child, direction d, duplicate_moves::state moves) {
        path_[g] = d;
        pruned_f_ = 0;
        return search(g + 1, child, moves);
    }

    /// The board, not the heuristic, says whether this is the goal; the path to it is the first `g`
    /// moves. False, and the search stopped, when the heuristic does not read 0 there.
    bool goal_reached(unsigned g, value_arg v) {
        if (const unsigned h = Heuristic::estimate(v); h != 0) {
            error_ = overestimate_on_goal(h);
            stopped_ = true;
            return false;
        }
        solution_length_ = g;
        return true;
    }

    /// No node of the solution just found may be estimated further from the goal than the solution takes
    /// it: checked walking back from the goal, where the search left the board, to the start.
    std::optional<solve_error> check_along(const std::vector<direction>& moves) {
        for (std::size_t left = 0;; ++left) {
            const unsigned h = Heuristic::estimate(h_.evaluate(board_));
            if (h > left)
                return inconsistent("the heuristic estimates " + std::to_string(h) + " moves where a solution takes " +
                                    std::to_string(left));
            if (left == moves.size()) return std::nullopt;
            board_.slide(opposite(moves[moves.size() - 1 - left]));
        }
    }

    static solve_error inconsistent(std::string what) {
        return {solve_error_code::inconsistent_heuristic, std::move(what)};
    }
    static solve_error overestimate_on_goal(unsigned h) {
        return inconsistent("the heuristic estimates " + std::to_string(h) + " moves on the goal");
    }

    /// A node not searched because its f (a lower bound on any solution through it) exceeds the bound.
    void prune(unsigned f) {
        pruned_f_ = f;
        next_bound_ = std::min(next_bound_, f);
    }

    /// Bidirectional pathmax (BPMX, Felner et al. 2005): a child's estimate less one bounds its
    /// parent's, whose f is then the child's less two (one step nearer the start, one less estimate).
    /// A child pruned with f beyond the bound plus two prunes its parent and the siblings not yet
    /// searched, and the parent's f may prune its own parent in turn.
    bool cut_by_child() {
        if (pruned_f_ <= bound_ + 2) return false;
        prune(pruned_f_ - 2);
        return true;
    }

    /// One comparison a node. The clock is read about every 100 microseconds, whatever a node costs
    /// (a table lookup, a profiler): the interval in nodes doubles while reads come sooner than that
    /// and halves while they come later, so a time budget is kept within a fraction of a millisecond.
    bool over_budget() {
        if (nodes_ < next_check_) return false;
        const std::uint64_t node_limit = limits_.max_nodes != 0 ? limits_.max_nodes : ~std::uint64_t{0};
        const auto now = deadline_ == clock::time_point::max() ? last_check_ : clock::now();
        if (nodes_ >= node_limit || now >= deadline_ || (limits_.stop && limits_.stop->load(std::memory_order_relaxed))) {
            stopped_ = true;
            return true;
        }
        if (deadline_ == clock::time_point::max() && !limits_.stop) { // no time limit: the clock need not be read again
            next_check_ = node_limit;
            return false;
        }
        constexpr std::chrono::microseconds aim{100};
        if (now - last_check_ < aim / 2 && check_interval_ < (std::uint64_t{1} << 20)) check_interval_ *= 2;
        else if (now - last_check_ > aim * 2 && check_interval_ > 16) check_interval_ /= 2;
        last_check_ = now;
        next_check_ = std::min(nodes_ + check_interval_, node_limit);
        return false;
    }

    /// The time limit or stop flag read at once, not at the next node's check: a parallel search's top
    /// asks between subtrees, where it may go long without a node of its own. True: the search is stopped.
    bool out_of_time() {
        if ((deadline_ != clock::time_point::max() && clock::now() >= deadline_) ||
            (limits_.stop && limits_.stop->load(std::memory_order_relaxed)))
            stopped_ = true;
        return stopped_;
    }

    board_type board_;
    Heuristic& h_;
    const duplicate_moves& duplicates_;
    budget limits_;
    clock::time_point deadline_ = clock::time_point::max(); ///< none until start_clock()
    unsigned bound_ = 0, next_bound_ = 0;
    unsigned pruned_f_ = 0; ///< the f of the node last pruned; a child searched and not cut leaves it <= bound + 2
    std::uint64_t nodes_ = 0, next_check_ = 0, check_interval_ = 256;
    std::uint64_t expanded_ = 0; ///< nodes whose children were generated (solution::expanded)
    clock::time_point last_check_{};
    bool stopped_ = false; ///< out of budget, or error_ set: every frame returns at once
    solve_error error_{};       // what stopped the search, when not its budget
    std::vector<direction> path_; ///< the move made at each depth of the current path
    unsigned solution_length_ = 0;
    /// Where a parallel search (parallel_ida_star.hpp) takes over a node instead of searching it: at this
    /// depth (never, serially); it may search the node on, with a deeper frontier below it.
    unsigned frontier_depth_ = std::numeric_limits<unsigned>::max();
    parallel_ida_star<Heuristic>* frontier_ = nullptr;
};

} // namespace npuzzle::solve
