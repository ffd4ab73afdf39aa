// SPDX-License-Identifier: MIT
// IDA* on several threads, answering exactly what the one-thread search (ida_star.hpp) answers: the same
// solution, move for move, and the same node count, whatever the number of threads.
//
// Each iteration's top is walked by the one-thread search itself down to a frontier, whose nodes are
// dealt out instead of being searched, as the walk reaches them: worker threads take them one at a
// time, in frontier order, each with its own board, its own copy of the heuristic (the pattern
// databases are shared, read only) and its own counters, while the walk goes on. Then the top is walked
// again ("replay") and each frontier node takes its subtree's answer as soon as it is there: its nodes,
// the bound it found for the next iteration, the f its search left for BPMX (so a subtree that would
// have cut its siblings cuts them here too) and, in the last iteration, its solution. So the nodes and
// the next bound are the serial search's, and the answer is the first solution in the serial order
// (every solution of an iteration is as long as its bound). Once a subtree holds a solution, those after
// it are abandoned; so are, once the replay is over, those a BPMX cut skipped.
//
// The frontier is as deep as each subtree's size asks: every node the walk reaches at depth 2 or deeper
// is a frontier node unless its subtree held more than 1/`frontier_target` of the last iteration's nodes
// (and more than `least_subtree`), in which case the walk goes on below it. A node the last iteration
// searched as one subtree is assumed to split its size evenly between two children per level below it.
// So subtrees that grew large are split again, and the walk stays shallow where they are small. An
// iteration after one of fewer than 2 x `least_subtree` nodes is searched by the calling thread alone,
// which still records its subtrees' sizes for the next one.
//
// What the threads do beyond the serial search (subtrees a BPMX cut above the frontier would have
// skipped, abandoned ones, the walks of the top) is work, not nodes: work_nodes() counts it.
// A budget: the time limit and stop flag hold for every thread. An iteration that max_nodes might not cover
// is searched alone (a search that gives up then counts max_nodes, as the serial one does); in one shared all
// the same (it grew beyond all expectation), what the iterations before left is shared out evenly among the
// threads, so a search that gives up has counted no more.
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
#include <deque>
#include <limits>
#include <memory>
#include <mutex>
#include <span>
#include <system_error>
#include <thread>
#include <unordered_map>
#include <vector>

namespace npuzzle::solve {

/// No subtree is split below this many nodes of the last iteration (about 12 times as many in the next
/// one, on the 15-puzzle): smaller ones would cost more to deal than they share.
inline constexpr std::uint64_t default_least_subtree = 64;

/// One subtree's search in one iteration: what the top needs to go on as the serial search would.
struct subtree_result {
    std::uint64_t nodes = 0; ///< nodes generated in it
    unsigned next_bound = std::numeric_limits<unsigned>::max(); ///< the least f pruned in it
    unsigned pruned_f = 0; ///< the f its search left for BPMX
    bool done = false; ///< searched to the end (or to a solution)
    bool found = false; ///< it holds a solution (moves)
    std::vector<direction> moves; ///< from the start, when found
};

/// An iteration as it was shared (for benchmarks and scheduling simulations).
struct iteration_record {
    static constexpr std::uint64_t not_replayed = ~std::uint64_t{0}; ///< a subtree the replay never reached
    /// One subtree of the frontier.
    struct subtree {
        std::uint64_t nodes = 0; ///< searched (an abandoned one: until then; 0: never taken)
        std::uint64_t dealt_at = 0; ///< the dealing walk's nodes before it was dealt
        std::uint64_t replayed_at = not_replayed; ///< the replay's nodes before it took the answer
    };
    unsigned bound = 0; ///< the iteration's bound on f
    unsigned depth = 0;   ///< the frontier's least depth; 0: searched by one thread
    unsigned deepest = 0; ///< the frontier's greatest depth; 0: searched by one thread
    std::uint64_t nodes = 0; ///< the serial search's nodes in this iteration
    std::uint64_t top_nodes = 0; ///< walked by the top: both walks (all of the iteration when not shared)
    std::uint64_t dealing_nodes = 0; ///< of which the walk that dealt the frontier
    std::vector<subtree> subtrees; ///< in frontier order
    std::size_t solution_subtree = no_solution; ///< the subtree holding the solution, if any
    static constexpr std::size_t no_solution = ~std::size_t{0}; ///< no subtree held a solution
};

/// Who searches an iteration's frontier: parallel_ida_star's own threads, or other processes
/// (examples/solve_mpi deals the subtrees to MPI ranks). Called from the one thread that walks the top.
class subtree_dealer {
public:
    /// An iteration bounded by `bound` begins; its subtrees come numbered from 0.
    virtual void begin(unsigned bound) = 0;
    /// Subtree `index`, reached from the start by `path`, may be searched (the walk goes on meanwhile).
    virtual void deal(std::size_t index, std::span<const direction> path) = 0;
    /// Whether a subtree dealt so far is known to hold a solution (the later ones are not needed).
    virtual bool solution_found() = 0;
    /// Its answer, once there (valid until end()); nullptr: the search must give up.
    virtual const subtree_result* answer(std::size_t index) = 0;
    /// The iteration is over: no subtree not answered yet is needed. `work[i]`: the nodes subtree i's
    /// search took, as far as known (sized to the subtrees dealt already).
    virtual void end(std::vector<std::uint64_t>& work) = 0;

protected:
    ~subtree_dealer() = default;
};

/// A subtree's search on one board and heuristic: the moves of `path` from the start, then an
/// iteration bounded by `bound` below them. The search's board is back at the start afterwards. Its
/// budget's node limit and stop flag hold; its time limit only once its clock is started (by run()).
/// Shared by the threads here and by the MPI workers (examples/solve_mpi).
template <search_heuristic Heuristic>
[[nodiscard]] subtree_result search_subtree(ida_star<Heuristic>& search, std::span<const direction> path, unsigned bound) {
    return parallel_ida_star<Heuristic>::search_below(search, path, bound);
}

/// IDA* on several threads (or MPI ranks, through a subtree_dealer), answering as ida_star (see above).
template <search_heuristic Heuristic>
class parallel_ida_star final : subtree_dealer {
public:
    /// `threads` >= 1 workers, but no more than the machine has cores (std::thread::hardware_concurrency()):
    /// more would only take turns on them, each to be started, scheduled again to see a deadline, and joined,
    /// for a frontier dealt ever wider (at 1024 threads on 2 cores a 0.5 s budget took up to 1.4 s of wall
    /// time). The answer is the same. `frontier_target` 0: 64 subtrees a worker. `least_subtree`: see above.
    parallel_ida_star(search_board board, Heuristic& h, const budget& limits, unsigned threads,
                      const duplicate_moves& duplicates = duplicate_moves::standard(), std::size_t frontier_target = 0,
                      std::uint64_t least_subtree = default_least_subtree)
        requires std::copy_constructible<Heuristic>
        : top_(board, h, limits, duplicates), limits_(limits),
          target_(frontier_target != 0 ? frontier_target : std::size_t{64} * started(threads)),
          least_subtree_(std::max<std::uint64_t>(least_subtree, 1)), dealer_(this) {
        for (unsigned i = 0; i < started(threads); ++i)
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
        std::lock_guard lock(mutex_);
        workers_.resize(threads_.size()); // a worker without a thread would be waited for
    }

    /// The frontier's subtrees searched by `dealer` (which must outlive this), not by threads here. Its
    /// searches are not bound by `limits`: only the top's walks are.
    parallel_ida_star(search_board board, Heuristic& h, const budget& limits, subtree_dealer& dealer,
                      std::size_t frontier_target, const duplicate_moves& duplicates = duplicate_moves::standard(),
                      std::uint64_t least_subtree = default_least_subtree)
        : top_(board, h, limits, duplicates), limits_(limits), target_(std::max<std::size_t>(frontier_target, 1)),
          least_subtree_(std::max<std::uint64_t>(least_subtree, 1)), dealer_(&dealer) {
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

    /// As ida_star::run(). Run once.
    [[nodiscard]] result<solution, solve_error> run() {
        auto s = top_.run_with([this](const typename Heuristic::value& root) { return iterate(root); }, created_);
        if (s) s->expanded = 0; // the threads' subtrees are not counted: the top's walks alone would mislead
        return s;
    }

    /// Every node generated: the serial count plus what the threads did beyond it.
    std::uint64_t work_nodes() const noexcept { return work_; }
    /// How each iteration was shared, after run().
    const std::vector<iteration_record>& iterations() const noexcept { return records_; }

    /// See search_subtree().
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
    friend class ida_star<Heuristic>; ///< calls at_frontier()
    using value_arg = typename ida_star<Heuristic>::value_arg;
    static constexpr unsigned never = std::numeric_limits<unsigned>::max();
    static constexpr unsigned shallowest = 2; ///< the frontier's least depth

    static unsigned started(unsigned threads) noexcept {
        return std::clamp(threads, 1u, std::max(1u, std::thread::hardware_concurrency()));
    }

    struct worker {
        worker(const search_board& board, const Heuristic& h, budget limits, const duplicate_moves& duplicates)
            : heuristic(h), search(board, heuristic, with_stop(limits, abandon), duplicates) {}
        static budget with_stop(budget b, const std::atomic<bool>& flag) {
            b.stop = &flag;
            return b;
        }
        std::atomic<bool> abandon{false}; // give up the current subtree
        std::size_t current = ~std::size_t{0}; // the subtree it searches (under mutex_)
        std::vector<direction> path; ///< its path, copied out of frontier_
        Heuristic heuristic;
        ida_star<Heuristic> search;
    };

    /// A subtree's size in the last iteration, by its path (path_key()); `whole`: it was searched as one
    /// subtree (so its children's sizes are not known).
    struct size_entry {
        std::uint64_t nodes = 0;
        bool whole = false;
    };
    enum class walk : std::uint8_t { alone, dealing, replay };

    bool iterate(const typename Heuristic::value& root) {
        const unsigned bound = top_.bound_;
        iteration_record record;
        record.bound = bound;
        if (records_.empty())
            for (auto& w : workers_) w->search.start_clock(top_.last_check_); // one deadline for all
        const std::uint64_t last = last_nodes_, before = top_.nodes_;
        // No subtree larger than a 1/target_ share of the last iteration (but none split below least_subtree_).
        split_above_ = std::max<std::uint64_t>(last / target_, least_subtree_);
        sizes_next_.clear();
        deepest_ = 0;
        const bool found = last < 2 * least_subtree_ || bound <= shallowest || budget_may_end(last) ? alone(root, record)
                                                                                                   : shared(root, record);
        last_nodes_ = top_.nodes_ - before;
        record.nodes = last_nodes_;
        if (!top_.stopped_) sizes_.swap(sizes_next_);
        records_.push_back(std::move(record));
        return found;
    }

    /// An iteration searched by this thread alone, its frontier nodes searched where they are reached.
    bool alone(const typename Heuristic::value& root, iteration_record& record) {
        walk_ = walk::alone;
        const std::uint64_t nodes = top_.nodes_;
        top_.frontier_depth_ = top_.bound_ > shallowest ? shallowest : never;
        const bool found = top_.search(0, root, duplicate_moves::start);
        top_.frontier_depth_ = never;
        work_ += top_.nodes_ - nodes;
        record.top_nodes = top_.nodes_ - nodes;
        return found;
    }

    bool shared(const typename Heuristic::value& root, iteration_record& record) {
        if (dealer_ == this && !share_node_budget()) {
            top_.stopped_ = true;
            return false;
        }
        const unsigned bound = top_.bound_;
        frontier_.clear();
        dealt_at_.clear();
        replayed_at_.clear();
        solution_index_ = iteration_record::no_solution;
        dealer_->begin(bound);
        // The walk that deals the frontier: a goal above it only with a heuristic that overestimates
        // (ida_star checks the solution).
        const std::uint64_t before = top_.nodes_;
        walk_before_ = before; // both walks count from here
        walk_ = walk::dealing;
        top_.frontier_depth_ = shallowest;
        dealing_cut_at_ = never;
        bool found = top_.search(0, root, duplicate_moves::start);
        if (dealing_cut_at_ != never) { // the walk stopped at a frontier node, the board there: back to the start
            for (unsigned k = dealing_cut_at_; k-- > 0;) top_.board_.slide(opposite(top_.path_[k]));
            found = false;
        }
        const std::uint64_t dealing = top_.nodes_ - before;
        record.depth = shallowest;
        record.dealing_nodes = dealing;
        if (!found && !top_.stopped_) {
            top_.nodes_ = before;
            top_.next_bound_ = std::numeric_limits<unsigned>::max();
            walk_ = walk::replay;
            replayed_ = 0;
            replayed_nodes_ = 0;
            found = top_.search(0, root, duplicate_moves::start);
            if (found && solution_index_ != iteration_record::no_solution) record.solution_subtree = solution_index_;
        }
        top_.frontier_depth_ = never;
        std::vector<std::uint64_t> work;
        dealer_->end(work);
        const std::uint64_t replay = walk_ == walk::replay ? top_.nodes_ - before - replayed_nodes_ : 0;
        record.top_nodes = dealing + replay;
        record.deepest = deepest_;
        work_ += dealing + replay;
        std::uint64_t searched = 0;
        work.resize(frontier_.size());
        for (std::size_t i = 0; i < frontier_.size(); ++i) {
            searched += work[i];
            record.subtrees.push_back({work[i], dealt_at_[i], i < replayed_at_.size() ? replayed_at_[i] : iteration_record::not_replayed});
        }
        work_ += searched;
        if (top_.stopped_ && !found) top_.nodes_ = before + searched; // what the shares of the budget allowed
        return found;
    }

    /// Whether max_nodes might run out in an iteration after one of `last` nodes (the next is seldom 32 times
    /// as large): then it is searched alone, so that giving up counts max_nodes exactly, as the serial search does.
    bool budget_may_end(std::uint64_t last) const noexcept {
        if (limits_.max_nodes == 0) return false;
        const std::uint64_t left = limits_.max_nodes > top_.nodes_ ? limits_.max_nodes - top_.nodes_ : 0;
        return left / 32 < last;
    }

    /// What max_nodes leaves after the nodes counted so far, in equal shares; false when nothing is left.
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

    /// Where the top's walk reaches the frontier's depth (ida_star::search()): the node at `g`, reached
    /// by the top's path_, with value `v`.
    bool at_frontier(unsigned g, value_arg v, duplicate_moves::state moves) {
        const std::span<const direction> path(top_.path_.data(), g);
        if (g + 1 < top_.bound_ && expected_size(path) > split_above_) { // the walk goes on below it
            top_.frontier_depth_ = g + 1;
            const bool found = top_.search(g, v, moves);
            top_.frontier_depth_ = g;
            return found;
        }
        deepest_ = std::max(deepest_, g);
        // The top's own checks come with its nodes, and between frontier nodes it may have few: a dealing walk
        // slowed by its workers, a replay waiting for answers. One clock read a subtree is cheap.
        if (walk_ != walk::alone && top_.out_of_time()) return false;
        switch (walk_) {
        case walk::alone: {
            const std::uint64_t before = top_.nodes_;
            top_.frontier_depth_ = never;
            const bool found = top_.search(g, v, moves);
            top_.frontier_depth_ = g;
            record_size(path, top_.nodes_ - before);
            return found;
        }
        case walk::dealing: {
            {
                std::lock_guard lock(mutex_); // the workers copy the paths
                frontier_.emplace_back(path.begin(), path.end());
            }
            dealt_at_.push_back(top_.nodes_ - walk_before_);
            dealer_->deal(frontier_.size() - 1, path);
            if (!dealer_->solution_found()) return false;
            dealing_cut_at_ = g; // the rest of the frontier comes after the solution: the walk ends here
            return true;
        }
        case walk::replay: break;
        }
        // A BPMX cut may skip frontier nodes, never reorder them.
        while (replayed_ < frontier_.size() && !std::equal(frontier_[replayed_].begin(), frontier_[replayed_].end(), path.begin(), path.end())) ++replayed_;
        NPUZZLE_ASSERT(replayed_ < frontier_.size(), "parallel_ida_star: a frontier node the dealing walk did not reach");
        const std::size_t i = replayed_++;
        replayed_at_.resize(i, iteration_record::not_replayed);
        replayed_at_.push_back(top_.nodes_ - walk_before_ - replayed_nodes_);
        const subtree_result* r = dealer_->answer(i);
        if (!r) {
            top_.stopped_ = true;
            return false;
        }
        top_.nodes_ += r->nodes;
        replayed_nodes_ += r->nodes;
        top_.next_bound_ = std::min(top_.next_bound_, r->next_bound);
        top_.pruned_f_ = r->pruned_f;
        record_size(path, r->nodes);
        if (!r->found) return false;
        // ida_star checks the solution walking back from the goal: take the top's board there.
        for (std::size_t k = path.size(); k < r->moves.size(); ++k) top_.board_.slide(r->moves[k]);
        std::copy(r->moves.begin(), r->moves.end(), top_.path_.begin());
        top_.solution_length_ = static_cast<unsigned>(r->moves.size());
        solution_index_ = i;
        return true;
    }

    /// The nodes the last iteration found below `path`: recorded, or, below a subtree searched whole,
    /// its nodes halved at each level (what the sliding-tile tree's branching factor, about 2, suggests).
    std::uint64_t expected_size(std::span<const direction> path) const {
        if (sizes_.empty() || path.size() > key_moves) return 0;
        for (std::size_t length = path.size();; --length) {
            const auto it = sizes_.find(path_key(path.first(length)));
            if (it != sizes_.end()) {
                if (length == path.size()) return it->second.nodes;
                return it->second.whole ? it->second.nodes >> (path.size() - length) : 0; // else: pruned then
            }
            if (length == 0) return 0;
        }
    }

    /// A frontier node's size, for the next iteration's frontier, and its ancestors' sums.
    void record_size(std::span<const direction> path, std::uint64_t nodes) {
        if (path.size() > key_moves) return;
        sizes_next_[path_key(path)] = {nodes, true};
        for (std::size_t length = path.size(); length-- > shallowest;) sizes_next_[path_key(path.first(length))].nodes += nodes;
    }

    /// A path of up to key_moves moves as one number: two bits a move, and its length.
    static constexpr std::size_t key_moves = 28;
    static std::uint64_t path_key(std::span<const direction> path) noexcept {
        std::uint64_t key = path.size();
        for (std::size_t i = 0; i < path.size(); ++i) key |= std::uint64_t{static_cast<std::uint8_t>(path[i]) & 3u} << (8 + 2 * i);
        return key;
    }

    /// subtree_dealer, for the threads here.
    void begin(unsigned bound) override {
        std::lock_guard lock(mutex_);
        bound_ = bound;
        results_.clear();
        next_ = 0;
        first_found_ = no_subtree;
        waiting_for_ = no_subtree;
        stopping_ = false;
        open_ = true;
    }

    void deal(std::size_t, std::span<const direction>) override {
        std::lock_guard lock(mutex_);
        results_.emplace_back();
        if (idle_ > 0) work_ready_.notify_one();
    }

    bool solution_found() override {
        std::lock_guard lock(mutex_);
        return first_found_ != no_subtree;
    }

    const subtree_result* answer(std::size_t i) override {
        std::unique_lock lock(mutex_);
        waiting_for_ = i;
        while (!results_[i].done && !stopping_) {
            if (i > first_found_ && !running(i)) { // only if a BPMX cut skipped the subtree holding a solution
                if (!top_.error_)
                    top_.error_ = ida_star<Heuristic>::inconsistent("a BPMX cut skipped a subtree holding a solution");
                give_up_locked();
                break;
            }
            answer_ready_.wait_for(lock, std::chrono::milliseconds(1));
            if (top_.out_of_time()) give_up_locked();
        }
        waiting_for_ = no_subtree;
        return stopping_ ? nullptr : &results_[i];
    }

    void end(std::vector<std::uint64_t>& work) override {
        std::unique_lock lock(mutex_);
        open_ = false;
        for (auto& w : workers_) w->abandon.store(true);
        all_idle_.wait(lock, [&] { return busy_ == 0; });
        work.clear();
        for (const auto& r : results_) work.push_back(r.nodes);
    }

    bool running(std::size_t i) const {
        return std::any_of(workers_.begin(), workers_.end(), [&](const auto& w) { return w->current == i && busy_ > 0; });
    }

    void serve(worker& w) {
        std::unique_lock lock(mutex_);
        while (true) {
            ++idle_;
            work_ready_.wait(lock, [&] { return quit_ || (open_ && !stopping_ && next_ < results_.size()); });
            --idle_;
            if (quit_) return;
            const std::size_t i = next_++;
            if (i > first_found_) continue; // nothing after a solution counts
            w.current = i;
            w.path = frontier_[i];
            w.abandon.store(false);
            ++busy_;
            lock.unlock();
            subtree_result r = search_below(w.search, w.path, bound_);
            lock.lock();
            --busy_;
            const bool abandoned = w.abandon.load();
            results_[i] = std::move(r);
            const subtree_result& done = results_[i];
            if (done.found) {
                first_found_ = std::min(first_found_, i);
                for (auto& other : workers_)
                    if (other->current > first_found_) other->abandon.store(true);
            } else if (w.search.error_) {
                if (!top_.error_) top_.error_ = w.search.error_;
                give_up_locked();
            } else if (!done.done && !abandoned) { // its own budget ran out
                give_up_locked();
            }
            w.current = no_subtree;
            if (waiting_for_ == i || stopping_) answer_ready_.notify_all();
            if (busy_ == 0 && !open_) all_idle_.notify_all();
        }
    }

    void give_up_locked() {
        stopping_ = true;
        for (auto& w : workers_) w->abandon.store(true);
        answer_ready_.notify_all();
    }

    static constexpr std::size_t no_subtree = ~std::size_t{0};

    /// When the search was asked for: its time limit counts from here, thread starts included.
    std::chrono::steady_clock::time_point created_ = std::chrono::steady_clock::now();
    ida_star<Heuristic> top_;
    budget limits_;
    std::size_t target_;
    std::uint64_t least_subtree_;
    subtree_dealer* dealer_; ///< this, or another's
    std::vector<std::unique_ptr<worker>> workers_;
    std::vector<iteration_record> records_;
    std::uint64_t work_ = 0;
    std::uint64_t last_nodes_ = 0; ///< the last iteration's (serial) nodes
    std::uint64_t split_above_ = 0;
    std::unordered_map<std::uint64_t, size_entry> sizes_, sizes_next_; ///< the last iteration's, this one's
    walk walk_ = walk::alone;
    unsigned deepest_ = 0;
    unsigned dealing_cut_at_ = never; ///< the depth where a solution's answer stopped the dealing walk
    std::uint64_t walk_before_ = 0; ///< the top's nodes before this iteration's walks
    std::deque<std::vector<direction>> frontier_; ///< written by this thread under mutex_, read by the workers
    std::vector<std::uint64_t> dealt_at_, replayed_at_;
    std::size_t replayed_ = 0; ///< the frontier node the replay is at
    std::uint64_t replayed_nodes_ = 0; ///< and the nodes its subtrees gave
    std::size_t solution_index_ = iteration_record::no_solution;

    /// The threads' dealing, all under mutex_.
    std::mutex mutex_;
    std::condition_variable work_ready_, answer_ready_, all_idle_;
    unsigned bound_ = 0;
    std::deque<subtree_result> results_; ///< one a subtree dealt
    std::size_t next_ = 0, first_found_ = no_subtree, waiting_for_ = no_subtree;
    unsigned idle_ = 0, busy_ = 0;
    bool open_ = false, stopping_ = false, quit_ = false;
    std::vector<std::thread> threads_; ///< joined by the destructor, while the rest still stands
};

} // namespace npuzzle::solve
