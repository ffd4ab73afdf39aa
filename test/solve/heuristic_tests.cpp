// SPDX-License-Identifier: MIT
// Heuristics against exact distances: admissible (never above the distance), consistent (a move
// changes the estimate by at most one), and the incremental update equal to a fresh evaluation.
#include "support.hpp"

#include <npuzzle/core/random.hpp>
#include <npuzzle/solve/additive_pdb.hpp>
#include <npuzzle/solve/heuristics.hpp>
#include <npuzzle/solve/ida_star.hpp>

#include <boost/test/unit_test.hpp>

using namespace npuzzle;
using namespace npuzzle::solve;

namespace {

// Checks one board and every move from it; returns the board's estimate. A move changes the
// estimate by an odd amount (parity); by exactly one if `consistent`. Pattern databases that keep the
// fewest moves over all blank positions are admissible but need not be consistent.
template <class H>
unsigned check_moves(search_board& b, H& h, bool consistent = true) {
    const auto value = h.evaluate(b);
    const unsigned estimate = H::estimate(value);
    for (direction d : all_directions) {
        const std::uint32_t from = b.neighbour(b.blank(), d);
        if (from == no_cell) continue;
        const std::uint32_t to = b.blank();
        const unsigned stepped = H::estimate(h.after_slide(b, value, b.tile_at(from), from, to));
        b.slide(d);
        const unsigned fresh = H::estimate(h.evaluate(b));
        BOOST_TEST(stepped == fresh);
        BOOST_TEST((stepped + estimate) % 2 == 1u);
        if (consistent) BOOST_TEST((stepped + 1 >= estimate && stepped <= estimate + 1));
        b.slide(opposite(d));
    }
    return estimate;
}

// Every board of the shape: admissible, consistent, incremental; exact if `exact`.
template <class Board, class Make>
void check_all_boards(Make make_heuristic, bool exact) {
    const auto& distances = test::every_distance<Board>();
    unsigned tighter = 0;
    for (const auto& [key, distance] : test::sampled(distances)) {
        search_board b(test::board_of<Board>(key));
        auto h = make_heuristic(b);
        const unsigned estimate = check_moves(b, h);
        BOOST_TEST(estimate <= distance);
        if (exact) BOOST_TEST(estimate == distance);
        tighter += estimate == distance;
    }
    BOOST_TEST(tighter > 0u);
}

} // namespace

BOOST_AUTO_TEST_SUITE(heuristics)

BOOST_AUTO_TEST_CASE(manhattan_on_every_8_puzzle_board) {
    check_all_boards<basic_puzzle<3, 3>>([](const search_board& b) { return manhattan(b); }, false);
}

BOOST_AUTO_TEST_CASE(linear_conflict_on_every_8_puzzle_and_2x4_board) {
    check_all_boards<basic_puzzle<3, 3>>([](const search_board& b) { return linear_conflict(b); }, false);
    check_all_boards<basic_puzzle<2, 4>>([](const search_board& b) { return linear_conflict(b); }, false);
}

BOOST_AUTO_TEST_CASE(linear_conflict_counts_a_reversed_pair) {
    // 2 and 1 swapped in their goal row: Manhattan 2, and one of them must leave the row: +2.
    search_board b(*basic_puzzle<3, 3>::from_tiles({2, 1, 3, 4, 5, 6, 7, 8, 0}));
    BOOST_TEST(manhattan(b).evaluate(b) == 2u);
    BOOST_TEST(linear_conflict(b).evaluate(b) == 4u);
}

BOOST_AUTO_TEST_CASE(pdb_8_is_the_exact_distance_of_every_8_puzzle_board) {
    const auto dbs = load_pattern_set(*find_pattern_set("pdb-8"), test::test_databases());
    BOOST_TEST_REQUIRE(dbs.size() == 1u);
    check_all_boards<basic_puzzle<3, 3>>([&](const search_board& b) { return additive_pdb(b, dbs); }, true);
}

BOOST_AUTO_TEST_CASE(an_additive_4_4_partition_is_admissible_on_every_8_puzzle_board) {
    const database_options o = test::test_databases();
    std::vector<std::shared_ptr<const pattern_database>> dbs;
    for (const auto& tiles : {std::vector<std::uint32_t>{1, 2, 4, 5}, std::vector<std::uint32_t>{3, 6, 7, 8}})
        dbs.push_back(shared_pattern_database(3, 3, tiles, o));
    const auto& distances = test::every_distance<basic_puzzle<3, 3>>();
    additive_pdb h(search_board{basic_puzzle<3, 3>{}}, dbs); // any board of the shape: it evaluates each below
    unsigned above_manhattan = 0;
    for (const auto& [key, distance] : test::sampled(distances)) {
        search_board b(test::board_of<basic_puzzle<3, 3>>(key));
        const unsigned estimate = check_moves(b, h, false);
        BOOST_TEST(estimate <= distance);
        above_manhattan += estimate > manhattan(b).evaluate(b);
    }
    BOOST_TEST(above_manhattan * test::sample_stride > 10000u);
}

// A database kept by the blank's cell (tile 0 in its pattern) against the same pattern's region-blind
// table: on every 8-puzzle and 2x4 board never above the distance, never below the region-blind sum,
// above it somewhere (else it would be useless), and updated incrementally like a fresh evaluation.
// `both`: the first pattern is kept by the blank too, and is checked against the sum with only the
// second so kept (pdb-7-8-blank-both against pdb-7-8-blank).
template <class Board>
void check_by_blank(const std::vector<std::uint32_t>& low, const std::vector<std::uint32_t>& high, unsigned at_least,
                    bool both = false) {
    auto kept = [](const std::vector<std::uint32_t>& tiles) {
        std::vector<std::uint32_t> by_blank{0};
        by_blank.insert(by_blank.end(), tiles.begin(), tiles.end());
        return by_blank;
    };
    const Board shape{};
    const auto r = static_cast<std::uint32_t>(shape.rows()), c = static_cast<std::uint32_t>(shape.cols());
    const auto first = shared_pattern_database(r, c, low, test::test_databases());
    const auto blind = shared_pattern_database(r, c, high, test::test_databases());
    const auto blank = shared_pattern_database(r, c, kept(high), test::test_databases());
    const auto first_blank = shared_pattern_database(r, c, kept(low), test::test_databases());
    BOOST_TEST_REQUIRE(blank->by_blank());
    BOOST_TEST(blank->entries() == blind->entries() * blank->slots());
    const auto& distances = test::every_distance<Board>();
    const search_board shape_board{Board{}}; // the heuristics take the shape from it, and any board of it
    additive_pdb h = both ? additive_pdb(shape_board, {first_blank, blank}) : additive_pdb(shape_board, {first, blank});
    const additive_pdb lower = both ? additive_pdb(shape_board, {first, blank}) : additive_pdb(shape_board, {first, blind});
    unsigned above = 0;
    for (const auto& [key, distance] : test::sampled(distances)) {
        search_board b(test::board_of<Board>(key));
        const unsigned estimate = check_moves(b, h, false);
        BOOST_TEST_REQUIRE(estimate <= distance);
        BOOST_TEST_REQUIRE(estimate >= additive_pdb::estimate(lower.evaluate(b)));
        above += estimate > additive_pdb::estimate(lower.evaluate(b));
    }
    BOOST_TEST(above * test::sample_stride >= at_least);
}

BOOST_AUTO_TEST_CASE(a_table_by_the_blank_is_admissible_and_never_below_the_region_table) {
    check_by_blank<basic_puzzle<3, 3>>({1, 2, 3, 4}, {5, 6, 7, 8}, 1000);
    check_by_blank<basic_puzzle<2, 4>>({1, 2, 3}, {4, 5, 6, 7}, 100);
}

BOOST_AUTO_TEST_CASE(two_tables_by_the_blank_are_admissible_and_never_below_one) {
    check_by_blank<basic_puzzle<3, 3>>({1, 2, 3, 4}, {5, 6, 7, 8}, 1000, true);
    check_by_blank<basic_puzzle<2, 4>>({1, 2, 3}, {4, 5, 6, 7}, 100, true);
}

#ifndef NPUZZLE_TEST_SAMPLED // the 3x4 tables by the blank: optimised builds only (support.hpp)
// pdb-7-8-blank's construction on the 3x4 board (the top row by itself, the other seven tiles by the
// blank) against breadth-first distances: every board within 20 moves of the goal (the whole board is
// too large to search here), never above its distance nor below the region tables' estimate, and above
// it on some.
BOOST_AUTO_TEST_CASE(a_3x4_table_by_the_blank_is_admissible_against_breadth_first_search) {
    const auto top = shared_pattern_database(3, 4, {1, 2, 3, 4}, test::test_databases());
    const auto blind = shared_pattern_database(3, 4, {5, 6, 7, 8, 9, 10, 11}, test::test_databases());
    const auto blank = shared_pattern_database(3, 4, {0, 5, 6, 7, 8, 9, 10, 11}, test::test_databases());
    const auto top_blank = shared_pattern_database(3, 4, {0, 1, 2, 3, 4}, test::test_databases());
    const auto distances = test::distances_from_goal<basic_puzzle<3, 4>>(solve::metric::stm, 20);
    BOOST_TEST_REQUIRE(distances.size() > 100000u);
    const search_board goal(basic_puzzle<3, 4>{});
    // A fresh evaluation of each board: the region tables, the seven by the blank, both by the blank.
    const additive_pdb region(goal, {top, blind}), h(goal, {top, blank}), both(goal, {top_blank, blank});
    unsigned above = 0, both_above = 0;
    for (const auto& [key, distance] : distances) {
        const search_board b(test::board_of<basic_puzzle<3, 4>>(key));
        const unsigned estimate = additive_pdb::estimate(h.evaluate(b));
        const unsigned low = additive_pdb::estimate(region.evaluate(b));
        const unsigned high = additive_pdb::estimate(both.evaluate(b));
        BOOST_TEST_REQUIRE(estimate <= distance);
        BOOST_TEST_REQUIRE(estimate >= low);
        BOOST_TEST_REQUIRE(high <= distance);
        BOOST_TEST_REQUIRE(high >= estimate);
        above += estimate > low;
        both_above += high > estimate;
    }
    BOOST_TEST_MESSAGE("3x4 within 20 moves: " << distances.size() << " boards, " << above << " above the region tables, "
                                               << both_above << " higher again with both by the blank");
    BOOST_TEST(above > 1000u);
    BOOST_TEST(both_above > 1000u);
}

// The 3x4 analogue of pdb-7-8-blank (the top row by itself, the other seven tiles by the blank) and
// of pdb-7-8-blank-both (the top row by the blank too), against optimal lengths found with the region
// tables: estimates within them and optimal answers.
BOOST_AUTO_TEST_CASE(a_3x4_table_by_the_blank_keeps_ida_star_optimal) {
    const auto top = shared_pattern_database(3, 4, {1, 2, 3, 4}, test::test_databases());
    const auto blind = shared_pattern_database(3, 4, {5, 6, 7, 8, 9, 10, 11}, test::test_databases());
    const auto blank = shared_pattern_database(3, 4, {0, 5, 6, 7, 8, 9, 10, 11}, test::test_databases());
    const auto top_blank = shared_pattern_database(3, 4, {0, 1, 2, 3, 4}, test::test_databases());
    unsigned above = 0;
    std::uint64_t nodes_blank = 0, nodes_both = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const search_board b(random_board(basic_puzzle<3, 4>{}, seed));
        additive_pdb h(b, {top, blank}), region(b, {top, blind}), both(b, {top_blank, blank});
        const auto length = ida_star<additive_pdb>(b, region, {}).run().value().moves.size();
        const solution with_blank = ida_star<additive_pdb>(b, h, {}).run().value();
        BOOST_TEST((with_blank.status == solve_status::solved));
        BOOST_TEST(with_blank.moves.size() == length);
        const solution with_both = ida_star<additive_pdb>(b, both, {}).run().value();
        BOOST_TEST((with_both.status == solve_status::solved));
        BOOST_TEST(with_both.moves.size() == length);
        nodes_blank += with_blank.nodes;
        nodes_both += with_both.nodes;
        BOOST_TEST(additive_pdb::estimate(h.evaluate(b)) <= length);
        above += additive_pdb::estimate(h.evaluate(b)) > additive_pdb::estimate(region.evaluate(b));
    }
    BOOST_TEST(above > 0u);
    BOOST_TEST_MESSAGE("3x4, 40 boards: " << nodes_blank << " nodes with the seven by the blank, " << nodes_both
                                          << " with both");
    BOOST_TEST(nodes_both < nodes_blank); // the tighter estimate prunes more
}

// A value carried from move to move, as a search carries it, stays what a fresh evaluation gives,
// on long random walks on 3x4 boards with one and with two databases by the blank (a slip in where a
// database by the blank keeps the blank need not change the estimate at once, only moves later).
BOOST_AUTO_TEST_CASE(values_carried_along_a_walk_stay_a_fresh_evaluation_with_tables_by_the_blank) {
    const auto top = shared_pattern_database(3, 4, {1, 2, 3, 4}, test::test_databases());
    const auto top_blank = shared_pattern_database(3, 4, {0, 1, 2, 3, 4}, test::test_databases());
    const auto blank = shared_pattern_database(3, 4, {0, 5, 6, 7, 8, 9, 10, 11}, test::test_databases());
    for (const auto& dbs : {std::vector{top, blank}, std::vector{top_blank, blank}}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            search_board b(random_board(basic_puzzle<3, 4>{}, seed));
            const additive_pdb h(b, dbs);
            additive_pdb::value v = h.evaluate(b);
            std::uint64_t walk = seed;
            for (int step = 0; step < 20000; ++step) {
                walk = walk * 6364136223846793005ull + 1442695040888963407ull;
                const std::uint32_t from = b.neighbour(b.blank(), static_cast<direction>((walk >> 33) % 4));
                if (from == no_cell) continue;
                v = h.after_slide(b, v, b.tile_at(from), from, b.blank());
                b.slide(from, b.blank());
                const additive_pdb::value fresh = h.evaluate(b);
                BOOST_TEST_REQUIRE(additive_pdb::estimate(v) == additive_pdb::estimate(fresh));
                BOOST_TEST_REQUIRE((v.index[0] == fresh.index[0] && v.part[0] == fresh.part[0]));
                for (std::size_t k = 0; k < additive_pdb::max_by_blank; ++k)
                    BOOST_TEST_REQUIRE(v.blank_pattern_cells[0][k] == fresh.blank_pattern_cells[0][k]);
            }
        }
    }
}
#endif

// The dual estimate on every 8-puzzle board: never above the distance, of the distance's parity
// (its Manhattan part counts to the dual goal), exact with the exact pdb-8 when the blank is home,
// and sometimes above the direct estimate (else it would be useless). The 4-4 partition also tries
// databases usable only with the blank in some cells.
BOOST_AUTO_TEST_CASE(the_dual_estimate_is_admissible_on_every_8_puzzle_board) {
    const auto exact = load_pattern_set(*find_pattern_set("pdb-8"), test::test_databases());
    std::vector<std::shared_ptr<const pattern_database>> partition;
    for (const auto& tiles : {std::vector<std::uint32_t>{1, 2, 4, 5}, std::vector<std::uint32_t>{3, 6, 7, 8}})
        partition.push_back(shared_pattern_database(3, 3, tiles, test::test_databases()));
    BOOST_TEST_REQUIRE(exact.size() == 1u);
    const auto& distances = test::every_distance<basic_puzzle<3, 3>>();
    // Made once (a heuristic takes the shape from its board and evaluates any board of that shape).
    const search_board shape_board{basic_puzzle<3, 3>{}};
    const additive_pdb exact_dual(shape_board, exact, true), partition_dual(shape_board, partition, true);
    const additive_pdb exact_direct(shape_board, exact), partition_direct(shape_board, partition);
    unsigned exact_at_home = 0, above_direct = 0;
    for (const auto& [key, distance] : test::sampled(distances)) {
        search_board b(test::board_of<basic_puzzle<3, 3>>(key));
        for (const auto* h : {&exact_dual, &partition_dual}) {
            const unsigned dual = h->dual_estimate(b);
            BOOST_TEST_REQUIRE(dual <= distance);
            BOOST_TEST_REQUIRE(dual % 2 == distance % 2);
            above_direct += dual > additive_pdb::estimate(h->evaluate(b));
        }
        BOOST_TEST_REQUIRE(exact_direct.dual_estimate(b) == 0u); // not asked for
        BOOST_TEST_REQUIRE(partition_direct.dual_estimate(b) == 0u);
        if (b.blank() == 8) {
            BOOST_TEST_REQUIRE(exact_dual.dual_estimate(b) == distance);
            ++exact_at_home;
        }
    }
    if (test::sample_stride == 1) BOOST_TEST(exact_at_home == 20160u); // every board with the blank home: 8!/2
    BOOST_TEST(exact_at_home * test::sample_stride > 1000u);
    BOOST_TEST(above_direct * test::sample_stride > 1000u);
}

BOOST_AUTO_TEST_CASE(pdb_5_5_5_with_reflection_updates_incrementally_on_a_random_walk) {
    const auto dbs = load_pattern_set(*find_pattern_set("pdb-5-5-5"), test::test_databases());
    BOOST_TEST_REQUIRE(dbs.size() == 3u);
    auto board = random_board(basic_puzzle<4, 4>{}, 7);
    search_board b(board);
    additive_pdb pdb(b, dbs);
    linear_conflict lc(b);
    pcg32 rng(11);
    unsigned above_manhattan = 0;
    const int steps = test::sampling ? 1000 : 3000;
    for (int step = 0; step < steps; ++step) {
        const unsigned h = check_moves(b, pdb, false);
        check_moves(b, lc);
        above_manhattan += h > manhattan(b).evaluate(b);
        direction d;
        do d = all_directions[rng.below(4)];
        while (b.neighbour(b.blank(), d) == no_cell);
        b.slide(d);
    }
    BOOST_TEST(above_manhattan * 3 > static_cast<unsigned>(steps)); // the databases see what Manhattan distance misses
}

// The databases' indexes are carried from move to move, never recomputed: a long walk of chained
// updates must agree with a fresh evaluation at every step, direct and reflected (4x4, 5-5-5) and
// on a board without a reflection (3x4), where vertical moves jump over the cells between.
template <class Board>
void check_chained_walk(const std::vector<std::shared_ptr<const pattern_database>>& dbs, std::uint64_t seed) {
    search_board b(random_board(Board{}, seed));
    additive_pdb h(b, dbs);
    auto chained = h.evaluate(b);
    pcg32 rng(seed);
    for (int step = 0; step < 5000; ++step) {
        direction d;
        do d = all_directions[rng.below(4)];
        while (b.neighbour(b.blank(), d) == no_cell);
        const std::uint32_t from = b.neighbour(b.blank(), d), to = b.blank();
        chained = h.after_slide(b, chained, b.tile_at(from), from, to);
        b.slide(d);
        const auto fresh = h.evaluate(b);
        BOOST_TEST_REQUIRE(additive_pdb::estimate(chained) == additive_pdb::estimate(fresh));
        for (int side = 0; side < 2; ++side) {
            BOOST_TEST_REQUIRE(chained.sum[side] == fresh.sum[side]);
            for (std::size_t p = 0; p < dbs.size(); ++p) BOOST_TEST_REQUIRE(chained.index[side][p] == fresh.index[side][p]);
        }
    }
}

BOOST_AUTO_TEST_CASE(database_indexes_follow_a_long_walk_of_chained_moves) {
    check_chained_walk<basic_puzzle<4, 4>>(load_pattern_set(*find_pattern_set("pdb-5-5-5"), test::test_databases()), 3);
    std::vector<std::shared_ptr<const pattern_database>> dbs;
    for (const auto& tiles : {std::vector<std::uint32_t>{1, 2, 5, 6, 9, 10}, std::vector<std::uint32_t>{3, 4, 7, 8, 11}})
        dbs.push_back(shared_pattern_database(3, 4, tiles, test::test_databases()));
    check_chained_walk<basic_puzzle<3, 4>>(dbs, 5);
}

// The same on the other widths the index update is written for: 5 columns (its unrolled steps), and
// 6 (its loop), square (with a reflection) and not.
template <class Board>
void check_chained_walk(const std::vector<std::vector<std::uint32_t>>& patterns, std::uint64_t seed) {
    const Board shape{};
    std::vector<std::shared_ptr<const pattern_database>> dbs;
    for (const auto& tiles : patterns)
        dbs.push_back(shared_pattern_database(static_cast<std::uint32_t>(shape.rows()), static_cast<std::uint32_t>(shape.cols()),
                                              tiles, test::test_databases()));
    check_chained_walk<Board>(dbs, seed);
}

BOOST_AUTO_TEST_CASE(database_indexes_follow_chained_moves_on_wider_boards) {
    check_chained_walk<basic_puzzle<5, 5>>({{1, 2, 6, 7}, {13, 14, 18, 19}, {20, 21, 22, 23}}, 7);
    if (!test::sampling) check_chained_walk<basic_puzzle<6, 6>>({{1, 2, 7, 8}, {21, 27, 28, 33}}, 9); // 1.4 M entries
    check_chained_walk<basic_puzzle<3, 6>>({{1, 2, 7, 8}, {9, 10, 15, 16}}, 11);
}

BOOST_AUTO_TEST_SUITE_END()
