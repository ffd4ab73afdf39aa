// SPDX-License-Identifier: MIT
#include "watched_search.hpp"

#include <npuzzle/solve/solver_search.hpp> // choose_heuristic, the searches it drives itself

#include <cstddef>
#include <deque>
#include <span>
#include <type_traits>
#include <vector>

namespace npuzzle::frontend {

namespace {

namespace solve = npuzzle::solve;

// The library's parallel search hands each iteration's subtrees to a dealer (docs/DESIGN.md,
// Solving); this one searches them itself, on the calling thread, one at a time as the top's walk
// asks for their answers. So the search is the one-thread search, node for node and move for move,
// and between two subtrees the progress is told.
template <solve::search_heuristic Heuristic>
class watching_dealer final : public solve::subtree_dealer {
public:
    watching_dealer(const solve::search_board& start, const Heuristic& h, const solve::budget& limits,
                    const solve::duplicate_moves& duplicates, search_progress& progress)
        : heuristic_(h), search_(start, heuristic_, limits, duplicates), progress_(progress) {}

    void begin(unsigned bound) override {
        bound_ = bound;
        paths_.clear();
        answers_.clear();
        progress_.bound = bound;
    }
    void deal(std::size_t, std::span<const direction> path) override {
        paths_.emplace_back(path.begin(), path.end());
        answers_.emplace_back();
    }
    bool solution_found() override { return false; } // nothing is searched before its answer is asked for
    const solve::subtree_result* answer(std::size_t index) override {
        answers_[index] = solve::search_subtree(search_, paths_[index], bound_);
        progress_.nodes += answers_[index].nodes;
        return answers_[index].done ? &answers_[index] : nullptr; // not done: abandoned (the stop flag)
    }
    void end(std::vector<std::uint64_t>& work) override {
        work.clear();
        for (const auto& a : answers_) work.push_back(a.nodes);
    }

private:
    Heuristic heuristic_; // its own copy, as a worker thread's (the tables are shared)
    solve::ida_star<Heuristic> search_;
    search_progress& progress_;
    unsigned bound_ = 0;
    std::vector<std::vector<direction>> paths_;
    std::deque<solve::subtree_result> answers_; // answer() hands out pointers into it
};

// Subtrees an iteration is cut into: enough that the progress moves every fraction of a second on
// the longest searches, few enough that walking the top twice costs nothing to speak of.
constexpr std::size_t subtrees = 256;

} // namespace

npuzzle::result<solve::solution, solve::solve_error> solve_watched(const npuzzle::puzzle& board, const solve::budget& limits,
                                                                   solve::database_options databases,
                                                                   search_progress& progress, solve::heuristic choice) {
    if (!board.is_solvable()) return solve::solution{solve::solve_status::unsolvable, {}, 0, 0};
    databases.build_if_missing = false; // a game never waits for a table to be built
    const auto chosen = solve::choose_heuristic(choice, board.rows(), board.cols(), databases);
    if (!chosen) return chosen.error();
    const solve::solve_options options{.heuristic = *chosen, .limits = limits, .databases = databases};
    return solve::with_heuristic(*chosen, solve::search_board(board), options,
                                 [&](const solve::search_board& start, auto& h, const solve::duplicate_moves& duplicates) {
        using heuristic = std::remove_cvref_t<decltype(h)>;
        progress.bound = heuristic::estimate(h.evaluate(start)); // the first iteration's
        watching_dealer<heuristic> dealer(start, h, limits, duplicates, progress);
        solve::parallel_ida_star<heuristic> search(start, h, limits, dealer, subtrees, duplicates);
        return search.run();
    });
}

} // namespace npuzzle::frontend
