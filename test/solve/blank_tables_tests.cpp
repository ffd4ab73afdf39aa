// SPDX-License-Identifier: MIT
// Every database of a partition kept by the blank's cell (pdb-6-6-6-6-blank's construction, issue 36)
// on boards small enough to check: admissible on every 8-puzzle board, never below the same patterns'
// region-blind tables, carried along a walk as a fresh evaluation gives, and on the 24-puzzle (four
// 4-tile tables that build in a moment) the optimal lengths with fewer nodes. And the expanded-node count.
#include "support.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/solve/additive_pdb.hpp>
#include <npuzzle/solve/ida_star.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/test/unit_test.hpp>

using namespace npuzzle;
using namespace npuzzle::solve;

namespace {

using tables = std::vector<std::shared_ptr<const pattern_database>>;

// The patterns' databases on a rows x cols board, each kept by the blank's cell if `by_blank`.
tables databases(std::uint32_t rows, std::uint32_t cols, const std::vector<std::vector<std::uint32_t>>& patterns,
                 bool by_blank) {
    tables dbs;
    for (const auto& tiles : patterns) {
        std::vector<std::uint32_t> named;
        if (by_blank) named.push_back(0);
        named.insert(named.end(), tiles.begin(), tiles.end());
        dbs.push_back(shared_pattern_database(rows, cols, named, test::test_databases()));
    }
    return dbs;
}

// A random walk of `steps` moves from `b`: the value carried move by move equals a fresh evaluation,
// entry by entry.
void walk_stays_fresh(search_board b, const additive_pdb& h, std::uint64_t seed, int steps) {
    additive_pdb::value v = h.evaluate(b);
    pcg32 rng(seed);
    for (int step = 0; step < steps; ++step) {
        const std::uint32_t from = b.neighbour(b.blank(), static_cast<direction>(rng() % 4));
        if (from == no_cell) continue;
        v = h.after_slide(b, v, b.tile_at(from), from, b.blank());
        b.slide(from, b.blank());
        const additive_pdb::value fresh = h.evaluate(b);
        BOOST_TEST_REQUIRE(additive_pdb::estimate(v) == additive_pdb::estimate(fresh));
        BOOST_TEST_REQUIRE(v.part[0] == fresh.part[0]); // each entry, on both sides
        BOOST_TEST_REQUIRE(v.part[1] == fresh.part[1]);
        for (std::size_t k = 0; k < additive_pdb::max_by_blank; ++k)
            BOOST_TEST_REQUIRE(v.blank_pattern_cells[0][k] == fresh.blank_pattern_cells[0][k]);
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(blank_tables)

// Three and four databases by the blank (two was the most before pdb-6-6-6-6-blank), on every 8-puzzle
// board: never above the distance, never below the region-blind tables, above them on some.
BOOST_AUTO_TEST_CASE(every_table_by_the_blank_is_admissible_on_every_8_puzzle_board) {
    const std::vector<std::vector<std::vector<std::uint32_t>>> partitions{
        {{1, 2, 3}, {4, 5, 6}, {7, 8}}, {{1, 2}, {3, 6}, {4, 7}, {5, 8}}};
    const search_board shape{basic_puzzle<3, 3>{}};
    const auto& distances = test::every_distance<basic_puzzle<3, 3>>();
    for (const auto& partition : partitions) {
        const additive_pdb blank(shape, databases(3, 3, partition, true)), blind(shape, databases(3, 3, partition, false));
        unsigned above = 0;
        for (const auto& [key, distance] : test::sampled(distances)) {
            const search_board b(test::board_of<basic_puzzle<3, 3>>(key));
            const unsigned estimate = additive_pdb::estimate(blank.evaluate(b));
            const unsigned low = additive_pdb::estimate(blind.evaluate(b));
            BOOST_TEST_REQUIRE(estimate <= distance);
            BOOST_TEST_REQUIRE(estimate >= low);
            BOOST_TEST_REQUIRE(estimate % 2 == distance % 2);
            above += estimate > low;
        }
        BOOST_TEST_MESSAGE(partition.size() << " tables by the blank: " << above << " of " << distances.size()
                                            << " boards (sampled) above the region-blind tables");
        BOOST_TEST(above * test::sample_stride > 1000u);
        walk_stays_fresh(search_board(random_board(basic_puzzle<3, 3>{}, 1)), blank, 1, 20000);
    }
}

// pdb-6-6-6-6-blank's shape on four 4-tile tables: boards 40 random moves from the goal, whose lengths
// linear-conflict finds; the tables by the blank find the same lengths with fewer nodes than the
// region-blind ones, and a walk carries their value as a fresh evaluation gives.
BOOST_AUTO_TEST_CASE(four_tables_by_the_blank_keep_24_puzzle_lengths_optimal) {
    const std::vector<std::vector<std::uint32_t>> partition{{1, 2, 6, 7}, {4, 5, 9, 10}, {16, 17, 21, 22}, {18, 19, 23, 24}};
    const tables blank_dbs = databases(5, 5, partition, true), blind_dbs = databases(5, 5, partition, false);
    std::uint64_t nodes_blind = 0, nodes_blank = 0;
    for (std::uint64_t seed = 0; seed < (test::sampling ? 5u : 20u); ++seed) {
        basic_puzzle<5, 5> b;
        pcg32 rng(seed);
        b.scramble(40, rng);
        const search_board start(b);
        additive_pdb blank(start, blank_dbs), blind(start, blind_dbs);
        solve_options lc;
        lc.heuristic = heuristic::linear_conflict;
        const auto known = solve_optimal(b, lc).value().moves.size();
        const solution plain = ida_star<additive_pdb>(start, blind, {}).run().value();
        const solution s = ida_star<additive_pdb>(start, blank, {}).run().value();
        BOOST_TEST_REQUIRE((s.status == solve_status::solved));
        BOOST_TEST(s.moves.size() == known);
        BOOST_TEST(plain.moves.size() == known);
        BOOST_TEST(test::solves(b, s.moves));
        BOOST_TEST(additive_pdb::estimate(blank.evaluate(start)) >= additive_pdb::estimate(blind.evaluate(start)));
        nodes_blind += plain.nodes;
        nodes_blank += s.nodes;
        if (seed < 2) walk_stays_fresh(start, blank, seed, 5000);
    }
    BOOST_TEST_MESSAGE("24-puzzle, 4-tile tables: " << nodes_blind << " nodes region-blind, " << nodes_blank
                                                    << " by the blank");
    BOOST_TEST(nodes_blank < nodes_blind);
}

// Nodes expanded (Clausecker's count) beside nodes generated: a board one move from the goal expands
// the start alone (the goal is reached, not expanded) and generates its children; the goal expands
// nothing; a longer search expands fewer than it generates, and several threads do not count them.
BOOST_AUTO_TEST_CASE(nodes_expanded_are_counted_beside_nodes_generated) {
    const auto solve = [](const char* id, unsigned threads) {
        solve_options o;
        o.heuristic = heuristic::manhattan;
        o.threads = threads;
        return solve_optimal(*parse_board<puzzle>(id), o).value();
    };
    const solution near = solve("3x3:1,2,3,4,5,6,7,0,8", 1); // three children, one of them the goal
    BOOST_TEST(near.moves.size() == 1u);
    BOOST_TEST(near.expanded == 1u);
    BOOST_TEST((near.nodes >= 1u && near.nodes <= 3u));
    const solution goal = solve("3x3:1,2,3,4,5,6,7,8,0", 1);
    BOOST_TEST(goal.expanded == 0u);
    BOOST_TEST(goal.nodes == 0u);
    const char* far = "3x3:8,6,7,2,5,4,3,0,1";
    const solution serial = solve(far, 1);
    BOOST_TEST(serial.moves.size() == 31u);
    BOOST_TEST(serial.expanded < serial.nodes);
    BOOST_TEST(serial.nodes <= 4 * serial.expanded); // no node has more than four children
    BOOST_TEST_MESSAGE("the hardest 8-puzzle, Manhattan: " << serial.nodes << " nodes generated, " << serial.expanded
                                                          << " expanded");
    BOOST_TEST(solve(far, 2).expanded == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
