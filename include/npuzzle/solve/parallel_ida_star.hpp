// SPDX-License-Identifier: MIT
// IDA* on several threads, answering exactly what the one-thread search (ida_star.hpp) answers: the same
// solution, move for move, and the same node count, whatever the number of threads.
//
// Each iteration (but small ones, searched by one thread: those after an iteration of fewer than 2 x
// `frontier_target` nodes): the top of the tree, down to a depth that holds at least `frontier_target`
// nodes within the bound (or as deep as that stays cheap), is walked by the one-thread search itself, which
// records every node of that depth instead of searching it: the frontier, in the order the serial
// search would enter it. Worker threads take the frontier's subtrees one at a time (an atomic index,
// in frontier order), each with its own board, its own copy of the heuristic (the pattern databases
// are shared, read only) and its own counters. Then the top is walked again and each frontier node
// takes its subtree's answer: its nodes, the bound it found for the next iteration, the f its search
// left for BPMX (so a subtree that would have cut its siblings cuts them here too) and, in the last
// iteration, its solution. So the nodes and the next bound are the serial search's, and the answer is
// the first solution in the serial order (every solution of an iteration is as long as its bound).
// Once a subtree holds a solution, the subtrees after it are abandoned; those before it are finished.
//
// What the threads do beyond the serial search (subtrees a BPMX cut above the frontier would have
// skipped, abandoned ones, the walks of the top) is work, not nodes: work_nodes() counts it.
// A budget: the time limit and stop flag hold for every thread; of max_nodes, what the iterations before
// left is shared out evenly among the threads, so a search that gives up has counted no more.
#pragma once

#include <npuzzle/core/assert.hpp>
#include <npuzzle/solve/duplicate_moves.hpp>
#include <npuzzle/solve/ida_star.hpp>
#include <npuzzle/solve/search_board.hpp>
#include <npuzzle/solve/search_heuristic.hpp>
#include <npuzzle/solve/solution.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <concepts>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <mutex>
#include <span>
#include <system_error>
#include <thread>
#include <vector>

namespace npuzzle::solve {

// One subtree's search in one iteration: what the top needs to go on as the serial search would.
struct subtree_result {
    std::uint64_t nodes = 0;
    unsigned next_bound = std::numeric_limits<unsigned>::max(); // the least f pruned in it
    unsigned pruned_f = 0;                                       // the f its search left for BPMX
    bool done = false;                                           // searched to the end (or to a solution)
    bool found = false;
    std::vector<direction> moves; // from the start, when found
};

// An iteration as the workers saw it (for benchmarks and scheduling simulations).
struct iteration_record {
    unsigned bound = 0;
    unsigned depth = 0;                       // of the frontier; 0: searched by one thread
    std::uint64_t top_nodes = 0;              // walked by one thread: the top's walks (all of it at depth 0)
    std::vector<std::uint64_t> subtree_nodes; // in frontier order, those done
    std::size_t solution_subtree = no_solution;
    static constexpr std::size_t no_solution = ~std::size_t{0};
};

// Who searches an iteration's frontier: parallel_ida_star's own threads, or other processes
// (examples/solve_mpi deals the subtrees to MPI ranks).
class subtree_dealer {
public:
    // Every subtree of `frontier` searched below `bound`, the answer for frontier[i] in results[i]
    // (sized already), at least up to the first that holds a solution. False: the search must give up.
    virtual bool search(const std::vector<std::vector<direction>>& frontier, unsigned bound,
                        std::vector<subtree_result>& results) = 0;

protected:
    ~subtree_dealer() = default;
};

// A subtree's search on one board and heuristic: the moves of `path` from the start, then an
// iteration bounded by `bound` below them. The search's board is back at the start afterwards. Its
// budget's node limit and stop flag hold; its time limit only once its clock is started (by run()).
// Shared by the threads here and by the MPI workers (examples/solve_mpi).
template <search_heuristic Heuristic>
subtree_result search_subtree(ida_star<Heuristic>& search, std::span<const direction> path, unsigned bound) {
    return parallel_ida_star<Heuristic>::search_below(search, path, bound);
}

template <search_heuristic Heuristic>
class parallel_ida_star final : frontier_visitor {
public:
    // `threads` >= 1 workers; `frontier_target` 0: 64 subtrees a worker.
    parallel_ida_star(search_board board, Heuristic& h, const budget& limits, unsigned threads,
                      const duplicate_moves& duplicates = duplicate_moves::standard(), std::size_t frontier_target = 0)
        requires std::copy_constructible<Heuristic>
        : top_(board, h, limits, duplicates), limits_(limits),
          target_(frontier_target != 0 ? frontier_target : std::size_t{64} * std::max(threads, 1u)) {
        for (unsigned i = 0; i < std::max(threads, 1u); ++i)
            workers_.push_back(std::make_unique<worker>(board, h, limits, duplicates));
        top_.frontier_ = this;
        for (auto& w : workers_) {
            try {
                threads_.emplace_back([this, &w = *w] { serve(w); });
            } catch (const std::system_error&) { // no more threads to be had: search with those started
                if (threads_.empty()) throw;
                break;
            }
        }
        workers_.resize(threads_.size()); // a worker without a thread would be waited for
    }

    // The frontier's subtrees searched by `dealer` (which must outlive this), not by threads here. Its
    // searches are not bound by `limits`: only the top's walks are.
    parallel_ida_star(search_board board, Heuristic& h, const budget& limits, subtree_dealer& dealer,
                      std::size_t frontier_target, const duplicate_moves& duplicates = duplicate_moves::standard())
        : top_(board, h, limits, duplicates), limits_(limits), target_(std::max<std::size_t>(frontier_target, 1)),
          dealer_(&dealer) {
        top_.frontier_ = this;
    }

    parallel_ida_star(const parallel_ida_star&) = delete;
    parallel_ida_star& operator=(const parallel_ida_star&) = delete;

    ~parallel_ida_star() {
        {
            std::lock_guard lock(mutex_);
            quit_ = true;
        }
        work_ready_.notify_all();
        for (auto& t : threads_) t.join(); // std::thread, not jthread: libc++ 14 has no jthread
    }

    // As ida_star::run(). Run once.
    result<solution, solve_error> run() {
        return top_.run_with([this](const typename Heuristic::value& root) { return iterate(root); });
    }

    // Every node generated: the serial count plus what the threads did beyond it.
    std::uint64_t work_nodes() const noexcept { return work_; }
    const std::vector<iteration_record>& iterations() const noexcept { return records_; }

    // See search_subtree().
    static subtree_result search_below(ida_star<Heuristic>& s, std::span<const direction> path, unsigned bound) {
        duplicate_moves::state moves = duplicate_moves::start;
        for (direction d : path) {
            s.board_.slide(d);
            moves = s.duplicates_.after(moves, d);
        }
        const typename Heuristic::value v = s.h_.evaluate(s.board_);
        s.bound_ = bound;
        s.next_bound_ = std::numeric_limits<unsigned>::max();
        s.pruned_f_ = 0;
        s.stopped_ = false;
        s.path_.assign(bound + 1, direction::none);
        std::copy(path.begin(), path.end(), s.path_.begin());
        const std::uint64_t before = s.nodes_;
        subtree_result r;
        r.found = s.search(static_cast<unsigned>(path.size()), v, moves);
        r.nodes = s.nodes_ - before;
        r.next_bound = s.next_bound_;
        r.pruned_f = s.pruned_f_;
        r.done = r.found || !s.stopped_;
        std::span<const direction> back = path; // the moves to take back
        if (r.found) {
            r.moves.assign(s.path_.begin(), s.path_.begin() + s.solution_length_);
            back = r.moves;
        }
        for (auto d = back.rbegin(); d != back.rend(); ++d) s.board_.slide(opposite(*d));
        return r;
    }

private:
    using clock = std::chrono::steady_clock;

    struct worker {
        worker(const search_board& board, const Heuristic& h, budget limits, const duplicate_moves& duplicates)
            : heuristic(h), search(board, heuristic, with_stop(limits, abandon), duplicates) {}
        static budget with_stop(budget b, const std::atomic<bool>& flag) {
            b.stop = &flag;
            return b;
        }
        std::atomic<bool> abandon{false}; // give up the current subtree
        std::atomic<std::size_t> current{0};
        Heuristic heuristic;
        ida_star<Heuristic> search;
    };

    bool iterate(const typename Heuristic::value& root) {
        const unsigned bound = top_.bound_;
        iteration_record record;
        record.bound = bound;
        if (records_.empty())
            for (auto& w : workers_) w->search.start_clock(top_.last_check_); // one deadline for all
        // An iteration after one of fewer than 2 x target_ nodes is small too (each is some times the
        // last): one thread searches it, since the walks of the top would cost as much as sharing saves.
        const std::uint64_t last_iteration = top_.nodes_ - nodes_before_;
        nodes_before_ = top_.nodes_;
        if (last_iteration < 2 * target_) return serial(root, record);
        // The frontier: as shallow as holds target_ nodes (looked for from one above the last one's
        // depth), but a walk of the top costing more than 16 times that, or one reaching the bound, goes
        // no deeper.
        unsigned depth = std::max(last_depth_, 2u) - 1;
        for (;; ++depth) {
            if (depth >= bound) return serial(root, record);
            const std::uint64_t nodes = top_.nodes_;
            collecting_ = true;
            frontier_.clear();
            top_.frontier_depth_ = depth;
            const bool found = top_.search(0, root, duplicate_moves::start);
            const std::uint64_t walked = top_.nodes_ - nodes;
            work_ += walked;
            record.top_nodes += walked;
            top_.nodes_ = nodes;
            top_.next_bound_ = std::numeric_limits<unsigned>::max();
            top_.frontier_depth_ = std::numeric_limits<unsigned>::max();
            if (top_.stopped_) return false;
            if (found) { // a goal above the frontier: only with a heuristic that overestimates (ida_star checks it)
                top_.nodes_ += walked;
                records_.push_back(std::move(record));
                return true;
            }
            if (frontier_.size() >= target_ || depth + 1 >= bound || walked > 16 * target_) break;
        }
        record.depth = depth;
        last_depth_ = depth;
        if (dealer_) {
            results_.assign(frontier_.size(), {});
            if (!dealer_->search(frontier_, bound, results_)) stopping_ = true;
        } else if (share_node_budget()) {
            share_out(bound);
        } else {
            top_.stopped_ = true;
            records_.push_back(std::move(record));
            return false;
        }
        for (const auto& r : results_) work_ += r.nodes;
        for (const auto& r : results_)
            if (r.done) record.subtree_nodes.push_back(r.nodes);
        if (stopping_) {
            top_.stopped_ = true;
            for (const auto& r : results_) top_.nodes_ += r.nodes;
            records_.push_back(std::move(record));
            return false;
        }
        // The serial search's walk, each frontier node answered by its subtree.
        collecting_ = false;
        replayed_ = 0;
        replayed_nodes_ = 0;
        const std::uint64_t before = top_.nodes_;
        top_.frontier_depth_ = depth;
        const bool found = top_.search(0, root, duplicate_moves::start);
        top_.frontier_depth_ = std::numeric_limits<unsigned>::max();
        record.top_nodes += top_.nodes_ - before - replayed_nodes_;
        work_ += top_.nodes_ - before - replayed_nodes_;
        if (found) record.solution_subtree = replayed_ - 1;
        records_.push_back(std::move(record));
        return found;
    }

    // What max_nodes leaves after the nodes counted so far, in equal shares; false when nothing is left.
    bool share_node_budget() {
        if (limits_.max_nodes == 0) return true;
        const std::uint64_t left = limits_.max_nodes > top_.nodes_ ? limits_.max_nodes - top_.nodes_ : 0;
        const std::uint64_t share = left / workers_.size();
        if (share == 0) return false;
        for (auto& w : workers_) {
            w->search.limits_.max_nodes = w->search.nodes_ + share;
            w->search.next_check_ = w->search.nodes_; // checked at its next node
        }
        return true;
    }

    // An iteration too shallow to share: the top searches it alone.
    bool serial(const typename Heuristic::value& root, iteration_record& record) {
        const std::uint64_t nodes = top_.nodes_;
        const bool found = top_.search(0, root, duplicate_moves::start);
        work_ += top_.nodes_ - nodes;
        record.top_nodes = top_.nodes_ - nodes;
        records_.push_back(std::move(record));
        return found;
    }

    bool at_frontier(std::span<const direction> path) override {
        if (collecting_) {
            frontier_.emplace_back(path.begin(), path.end());
            return false;
        }
        // A BPMX cut may skip frontier nodes, never reorder them.
        while (replayed_ < frontier_.size() && !std::equal(frontier_[replayed_].begin(), frontier_[replayed_].end(), path.begin(), path.end())) ++replayed_;
        NPUZZLE_ASSERT(replayed_ < frontier_.size() && results_[replayed_].done, "parallel_ida_star: a frontier node not searched");
        const subtree_result& r = results_[replayed_++];
        top_.nodes_ += r.nodes;
        replayed_nodes_ += r.nodes;
        top_.next_bound_ = std::min(top_.next_bound_, r.next_bound);
        top_.pruned_f_ = r.pruned_f;
        if (!r.found) return false;
        // ida_star checks the solution walking back from the goal: take the top's board there.
        for (std::size_t i = path.size(); i < r.moves.size(); ++i) top_.board_.slide(r.moves[i]);
        std::copy(r.moves.begin(), r.moves.end(), top_.path_.begin());
        top_.solution_length_ = static_cast<unsigned>(r.moves.size());
        return true;
    }

    // The frontier's subtrees searched by the workers; back when every subtree up to the first with
    // a solution is done, or the budget ran out (stopping_).
    void share_out(unsigned bound) {
        results_.assign(frontier_.size(), {});
        next_.store(0);
        first_found_.store(no_subtree);
        bound_ = bound;
        std::unique_lock lock(mutex_);
        running_ = static_cast<unsigned>(workers_.size());
        ++generation_;
        work_ready_.notify_all();
        while (running_ != 0) {
            work_done_.wait_for(lock, std::chrono::milliseconds(1));
            if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) give_up();
        }
    }

    void serve(worker& w) {
        unsigned seen = 0;
        while (true) {
            {
                std::unique_lock lock(mutex_);
                work_ready_.wait(lock, [&] { return quit_ || generation_ != seen; });
                if (quit_) return;
                seen = generation_;
            }
            search_subtrees(w);
            std::lock_guard lock(mutex_);
            if (--running_ == 0) work_done_.notify_all();
        }
    }

    void search_subtrees(worker& w) {
        while (!stopping_.load()) {
            const std::size_t i = next_.fetch_add(1);
            if (i >= frontier_.size()) return;
            w.abandon.store(false);
            w.current.store(i);
            // After the two stores: a give_up() or solution_at() that this misses sees them and abandons.
            if (stopping_.load() || i > first_found_.load()) return; // nothing later counts
            subtree_result r = search_below(w.search, frontier_[i], bound_);
            const bool found = r.found;
            const bool done = r.done;
            results_[i] = std::move(r);
            if (found) solution_at(i);
            else if (!done && i < first_found_.load() && !w.search.error_) give_up(); // its own budget ran out
            else if (w.search.error_) {
                std::lock_guard lock(mutex_);
                if (!top_.error_) top_.error_ = w.search.error_;
                give_up_locked();
            }
        }
    }

    // Subtree i holds a solution: those after it are abandoned (a worker starting one sees first_found_).
    void solution_at(std::size_t i) {
        std::size_t seen = first_found_.load();
        while (i < seen && !first_found_.compare_exchange_weak(seen, i)) {}
        for (auto& w : workers_)
            if (w->current.load() > first_found_.load()) w->abandon.store(true);
    }

    void give_up() {
        std::lock_guard lock(give_up_mutex_);
        give_up_locked();
    }
    void give_up_locked() {
        stopping_.store(true);
        for (auto& w : workers_) w->abandon.store(true);
    }

    static constexpr std::size_t no_subtree = ~std::size_t{0};

    ida_star<Heuristic> top_;
    budget limits_;
    std::size_t target_;
    subtree_dealer* dealer_ = nullptr; // when not the workers
    std::vector<std::unique_ptr<worker>> workers_;
    std::vector<std::vector<direction>> frontier_;
    std::vector<subtree_result> results_;
    std::vector<iteration_record> records_;
    std::uint64_t work_ = 0;
    std::uint64_t nodes_before_ = 0; // counted before the last iteration
    unsigned last_depth_ = 1;        // the last frontier's
    bool collecting_ = false;
    std::size_t replayed_ = 0;         // the frontier node the replay is at
    std::uint64_t replayed_nodes_ = 0; // and the nodes its subtrees gave
    unsigned bound_ = 0;
    std::atomic<std::size_t> next_{0}, first_found_{no_subtree};
    std::atomic<bool> stopping_{false};
    std::mutex mutex_, give_up_mutex_;
    std::condition_variable work_ready_, work_done_;
    unsigned generation_ = 0, running_ = 0;
    bool quit_ = false;
    std::vector<std::thread> threads_; // joined by the destructor, while the rest still stands
};

} // namespace npuzzle::solve
