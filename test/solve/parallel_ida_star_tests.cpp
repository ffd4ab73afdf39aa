// SPDX-License-Identifier: MIT
// Parallel IDA*: on any number of threads the same solution, move for move, and the same node count as
// the one-thread search, with BPMX cuts across the frontier; budgets stop every thread.
#include "support.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <string>
#include <thread>

using namespace npuzzle;
using namespace npuzzle::solve;

namespace {

solve_options with(heuristic h, unsigned threads, budget limits = {}) {
    solve_options o;
    o.heuristic = h;
    o.threads = threads;
    o.limits = limits;
    o.databases.cache_directory = NPUZZLE_TEST_CACHE;
    return o;
}

using test::answer;

// The serial search's answer and the parallel one's on 2..4 threads: the same moves and nodes.
template <class Board>
void same_as_serial(const Board& b, heuristic h) {
    const solution serial = answer(b, with(h, 1));
    BOOST_TEST_REQUIRE((serial.status == solve_status::solved));
    for (unsigned threads = 2; threads <= 4; ++threads) {
        const solution s = answer(b, with(h, threads));
        BOOST_TEST_REQUIRE((s.status == solve_status::solved));
        BOOST_TEST(s.moves == serial.moves, "threads " << threads);
        BOOST_TEST(s.nodes == serial.nodes, "threads " << threads);
    }
}

// Run directly, with a frontier as small as asked (and subtrees split down to `least` nodes): the records
// show how the iterations were shared.
template <class H>
solution run_parallel(const search_board& start, H& h, unsigned threads, std::size_t target,
                      std::vector<iteration_record>* records = nullptr, std::uint64_t* work = nullptr,
                      std::uint64_t least = default_least_subtree) {
    parallel_ida_star<H> search(start, h, {}, threads, duplicate_moves::standard(), target, least);
    solution s = search.run().value();
    if (records) *records = search.iterations();
    if (work) *work = search.work_nodes();
    return s;
}

} // namespace

BOOST_AUTO_TEST_SUITE(parallel_ida_star_search)

BOOST_AUTO_TEST_CASE(the_8_puzzle_on_2_to_4_threads_answers_as_one_thread) {
    const auto& distances = test::every_distance<basic_puzzle<3, 3>>();
    for (heuristic h : {heuristic::manhattan, heuristic::linear_conflict, heuristic::pdb_8})
        for (int seed = 0; seed < 30; ++seed) {
            const auto b = random_board(basic_puzzle<3, 3>{}, static_cast<std::uint64_t>(seed));
            same_as_serial(b, h);
            BOOST_TEST(answer(b, with(h, 3)).moves.size() == distances.at(test::key_of(b)));
        }
}

// Frontiers of a few nodes up to thousands, on trees of every size: the same answer each time.
BOOST_AUTO_TEST_CASE(any_frontier_gives_the_serial_moves_and_nodes) {
    for (int seed = 0; seed < 20; ++seed) {
        const auto b = random_board(basic_puzzle<3, 3>{}, static_cast<std::uint64_t>(seed));
        const search_board start(b);
        linear_conflict h(start);
        const solution serial = ida_star<linear_conflict>(start, h, {}).run().value();
        for (std::size_t target : {1u, 3u, 17u, 200u, 5000u}) {
            const solution s = run_parallel(start, h, 2, target, nullptr, nullptr, 1);
            BOOST_TEST(s.moves == serial.moves, "target " << target);
            BOOST_TEST(s.nodes == serial.nodes, "target " << target);
        }
    }
}

// Dual lookups are inconsistent: a subtree's BPMX value cuts its siblings above the frontier as it
// does in the serial search, so the counts still agree, while the threads do more work than that.
BOOST_AUTO_TEST_CASE(bpmx_cuts_across_the_frontier_keep_the_serial_count) {
    std::vector<std::shared_ptr<const pattern_database>> dbs;
    for (const auto& tiles : {std::vector<std::uint32_t>{1, 2, 4, 5}, std::vector<std::uint32_t>{3, 6, 7, 8}})
        dbs.push_back(shared_pattern_database(3, 3, tiles, with(heuristic::automatic, 1).databases));
    std::uint64_t nodes = 0, work = 0;
    for (int seed = 0; seed < 100; ++seed) {
        const auto b = random_board(basic_puzzle<3, 3>{}, static_cast<std::uint64_t>(seed));
        const search_board start(b);
        additive_pdb dual(start, dbs, true);
        const solution serial = ida_star<additive_pdb>(start, dual, {}).run().value();
        std::uint64_t w = 0;
        const solution s = run_parallel(start, dual, 3, 8, nullptr, &w, 4);
        BOOST_TEST(s.moves == serial.moves);
        BOOST_TEST(s.nodes == serial.nodes);
        nodes += s.nodes;
        work += w;
    }
    BOOST_TEST(work > nodes); // the walks of the top, and subtrees a cut skips, are work but not nodes
}

BOOST_AUTO_TEST_CASE(korf_instances_with_pdb_6_6_3_on_2_and_4_threads) {
    auto instances = test::read_instances("korf100.txt", 16);
    BOOST_TEST_REQUIRE(instances.size() == 100u);
    for (std::size_t i = 0; i < (test::sampling ? 2u : 5u); ++i) {
        const auto b = *parse_board<basic_puzzle<4, 4>>(instances[i].tiles);
        same_as_serial(b, heuristic::pdb_6_6_3);
        BOOST_TEST(answer(b, with(heuristic::pdb_6_6_3, 2)).moves.size() == instances[i].length);
    }
}

// The iterations are really shared: the frontier holds the subtrees asked for, and in the last one
// the subtree holding the solution is one of those searched.
BOOST_AUTO_TEST_CASE(an_iteration_is_shared_among_many_subtrees) {
    const auto b = *parse_board<basic_puzzle<4, 4>>(test::read_instances("korf100.txt", 16).front().tiles);
    const search_board start(b);
    linear_conflict h(start);
    std::vector<iteration_record> records;
    std::uint64_t work = 0;
    const solution s = run_parallel(start, h, 2, 256, &records, &work);
    BOOST_TEST_REQUIRE(!records.empty());
    const iteration_record& last = records.back();
    BOOST_TEST(last.bound == s.moves.size());
    BOOST_TEST(last.depth > 0u);
    BOOST_TEST(last.subtrees.size() > last.solution_subtree);
    BOOST_TEST(std::any_of(records.begin(), records.end(), [](const auto& r) { return r.subtrees.size() >= 256u; }));
    BOOST_TEST(work >= s.nodes);
    // Every iteration's nodes are the serial search's: they sum to its count.
    std::uint64_t nodes = 0;
    for (const auto& r : records) nodes += r.nodes;
    BOOST_TEST(nodes == s.nodes);
}

// The frontier goes deeper below the nodes whose subtrees were large in the last iteration, so no
// subtree holds much more than a 1/target share of it, and the answer is still the serial one.
template <class H>
void split_frontier_answers_as_serial(const search_board& start, H& h, std::size_t target, std::uint64_t least,
                                      bool& split_seen) {
    const solution serial = ida_star<H>(start, h, {}).run().value();
    std::vector<iteration_record> records;
    const solution s = run_parallel(start, h, 3, target, &records, nullptr, least);
    BOOST_TEST(s.moves == serial.moves);
    BOOST_TEST(s.nodes == serial.nodes);
    for (std::size_t i = 1; i < records.size(); ++i) {
        const iteration_record& r = records[i];
        if (r.depth == 0) continue;
        split_seen = split_seen || r.deepest > r.depth;
        // The replay took its answers in frontier order, and every one it took had been dealt.
        std::uint64_t last_replayed = 0;
        for (const auto& t : r.subtrees)
            if (t.replayed_at != iteration_record::not_replayed) {
                BOOST_TEST(t.replayed_at >= last_replayed);
                last_replayed = t.replayed_at;
            }
    }
}

BOOST_AUTO_TEST_CASE(a_frontier_split_again_gives_the_serial_answer_on_3x3_with_every_heuristic) {
    std::vector<std::shared_ptr<const pattern_database>> dbs;
    for (const auto& tiles : {std::vector<std::uint32_t>{1, 2, 4, 5}, std::vector<std::uint32_t>{3, 6, 7, 8}})
        dbs.push_back(shared_pattern_database(3, 3, tiles, with(heuristic::automatic, 1).databases));
    bool split_seen = false;
    for (int seed = 0; seed < 30; ++seed) {
        const auto b = random_board(basic_puzzle<3, 3>{}, static_cast<std::uint64_t>(seed));
        const search_board start(b);
        manhattan m(start);
        linear_conflict lc(start);
        additive_pdb pdb(start, dbs, false), dual(start, dbs, true);
        for (std::size_t target : {4u, 32u}) {
            split_frontier_answers_as_serial(start, m, target, 2, split_seen);
            split_frontier_answers_as_serial(start, lc, target, 2, split_seen);
            split_frontier_answers_as_serial(start, pdb, target, 2, split_seen);
            split_frontier_answers_as_serial(start, dual, target, 2, split_seen);
        }
    }
    BOOST_TEST(split_seen); // some frontier went deeper than its least depth
}

BOOST_AUTO_TEST_CASE(a_frontier_split_again_gives_the_serial_answer_on_korfs_first_5) {
    auto instances = test::read_instances("korf100.txt", 16);
    BOOST_TEST_REQUIRE(instances.size() == 100u);
    const auto& tables = load_pattern_set(*pattern_set_of(heuristic::pdb_6_6_3), with(heuristic::pdb_6_6_3, 1).databases);
    bool split_seen = false;
    for (std::size_t i = 0; i < (test::sampling ? 2u : 5u); ++i) {
        const search_board start(*parse_board<basic_puzzle<4, 4>>(instances[i].tiles));
        additive_pdb h(start, tables, false);
        split_frontier_answers_as_serial(start, h, 64, 64, split_seen);
    }
    BOOST_TEST(split_seen);
}

BOOST_AUTO_TEST_CASE(budgets_stop_every_thread) {
    const auto hard = *parse_board<basic_puzzle<4, 4>>(test::read_instances("hardest80.txt", 16).front().tiles);
    const solution nodes = answer(hard, with(heuristic::manhattan, 2, {100000, {}}));
    BOOST_TEST((nodes.status == solve_status::gave_up));
    BOOST_TEST(nodes.moves.empty());
    BOOST_TEST(nodes.nodes <= 100000u);
    BOOST_TEST(nodes.nodes > 0u);

    const solution timed = answer(hard, with(heuristic::manhattan, 2, {0, std::chrono::milliseconds(20)}));
    BOOST_TEST((timed.status == solve_status::gave_up));
    BOOST_TEST(timed.seconds < 2.0);

    std::atomic<bool> stop{false};
    std::thread stopper([&] { // std::thread: libc++ 14 has no jthread
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        stop = true;
    });
    const solution stopped = answer(hard, with(heuristic::manhattan, 2, {0, {}, &stop}));
    stopper.join();
    BOOST_TEST((stopped.status == solve_status::gave_up));
}

// More threads than cores (as many as a search may ask for): a time budget still ends the search, which
// says so. How close to the budget it ends is measured by bench/max_seconds.sh, not here.
BOOST_AUTO_TEST_CASE(a_time_budget_stops_a_search_on_more_threads_than_cores) {
    const auto hard = *parse_board<basic_puzzle<4, 4>>(test::read_instances("hardest80.txt", 16).front().tiles);
    for (unsigned threads : {64u, max_search_threads}) {
        const solution timed = answer(hard, with(heuristic::linear_conflict, threads, {0, std::chrono::milliseconds(50)}));
        BOOST_TEST((timed.status == solve_status::gave_up), "threads " << threads);
        BOOST_TEST(timed.moves.empty());
        BOOST_TEST(timed.nodes > 0u);
    }
}

BOOST_AUTO_TEST_CASE(zero_threads_means_every_core) {
    BOOST_TEST(search_threads(0) == std::max(1u, std::thread::hardware_concurrency()));
    BOOST_TEST(search_threads(3) == 3u);
    const auto b = *parse_board<puzzle>("3x3:8,6,7,2,5,4,3,0,1");
    BOOST_TEST(answer(b, with(heuristic::automatic, 0)).moves.size() == 31u);
}

BOOST_AUTO_TEST_SUITE_END()
