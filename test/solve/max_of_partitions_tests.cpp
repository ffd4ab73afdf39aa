// SPDX-License-Identifier: MIT
// Several partitions maxed (max_of_partitions.hpp, issue 36) on boards small enough to check: admissible
// on every 8-puzzle board and above each partition alone on some, carried along a walk as a fresh
// evaluation gives, the 15-puzzle's optimal lengths with fewer nodes than one partition, the same answer
// on two threads, one table for a pattern two partitions share; and the sets' names.
#include "support.hpp"

#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/solve/max_of_partitions.hpp>
#include <npuzzle/solve/parallel_ida_star.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <set>

using namespace npuzzle;
using namespace npuzzle::solve;

namespace {

using partition = std::vector<std::vector<std::uint32_t>>;

// One additive_pdb a partition, its tables from the tests' cache (by the blank's cell if `by_blank`).
std::vector<additive_pdb> parts(const search_board& shape, const std::vector<partition>& partitions, bool by_blank = false) {
    std::vector<additive_pdb> all;
    for (const auto& p : partitions) {
        pattern_set set{heuristic::automatic, shape.rows(), shape.cols(), p, false};
        if (by_blank)
            for (auto& tiles : set.patterns) tiles.insert(tiles.begin(), 0);
        all.emplace_back(shape, load_pattern_set(set, test::test_databases()));
    }
    return all;
}

// A random walk of `steps` moves from `b`: the value carried move by move, through after_slide and
// through prepare/look_up/descend, has the estimate a fresh evaluation gives.
void walk_stays_fresh(search_board b, const max_of_partitions& h, std::uint64_t seed, int steps) {
    max_of_partitions::value v = h.evaluate(b), w = v;
    pcg32 rng(seed);
    for (int step = 0; step < steps; ++step) {
        const std::uint32_t from = b.neighbour(b.blank(), static_cast<direction>(rng() % 4));
        if (from == no_cell) continue;
        v = h.after_slide(b, v, b.tile_at(from), from, b.blank());
        max_of_partitions::prepared_child c{};
        h.prepare(b, w, b.tile_at(from), from, b.blank(), ~0u, c);
        const unsigned looked_up = h.look_up(c, ~0u);
        max_of_partitions::value next;
        h.descend(w, c, next);
        w = next;
        b.slide(from, b.blank());
        const unsigned fresh = max_of_partitions::estimate(h.evaluate(b));
        BOOST_TEST_REQUIRE(max_of_partitions::estimate(v) == fresh);
        BOOST_TEST_REQUIRE(max_of_partitions::estimate(w) == fresh);
        BOOST_TEST_REQUIRE(looked_up == fresh);
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(max_of_partitions_search)

// Three partitions of the 8-puzzle (each with its reflection), plain and by the blank: on every board
// never above the distance, never below any partition alone, of the distance's parity, and above
// every partition alone on some boards (else the max would buy nothing).
BOOST_AUTO_TEST_CASE(several_partitions_maxed_are_admissible_on_every_8_puzzle_board) {
    const std::vector<partition> partitions{{{1, 2, 3, 4}, {5, 6, 7, 8}}, {{1, 2, 4, 5}, {3, 6, 7, 8}}, {{1, 4, 7}, {2, 5, 8}, {3, 6}}};
    const search_board shape{basic_puzzle<3, 3>{}};
    const auto& distances = test::every_distance<basic_puzzle<3, 3>>();
    for (bool by_blank : {false, true}) {
        const std::vector<additive_pdb> alone = parts(shape, partitions, by_blank);
        const max_of_partitions h(alone);
        BOOST_TEST(h.partitions() == 3u);
        unsigned above = 0;
        for (const auto& [key, distance] : test::sampled(distances)) {
            const search_board b(test::board_of<basic_puzzle<3, 3>>(key));
            const unsigned estimate = max_of_partitions::estimate(h.evaluate(b));
            unsigned best = 0;
            for (const additive_pdb& p : alone) best = std::max(best, additive_pdb::estimate(p.evaluate(b)));
            BOOST_TEST_REQUIRE(estimate <= distance);
            BOOST_TEST_REQUIRE(estimate == best);
            BOOST_TEST_REQUIRE(estimate % 2 == distance % 2);
            above += estimate > additive_pdb::estimate(alone.front().evaluate(b));
        }
        BOOST_TEST_MESSAGE((by_blank ? "by the blank: " : "plain: ") << above << " of " << distances.size()
                                                                     << " boards (sampled) above the first partition alone");
        BOOST_TEST(above * test::sample_stride > 1000u);
        walk_stays_fresh(search_board(random_board(basic_puzzle<3, 3>{}, 1)), h, 1, 20000);
    }
}

// Partitions that share patterns ({1 2 3 4} in two, {5 6 7 8} and {3 6 7 8} looked up on the reflection
// by tiles of several): a child prepares a shared lookup once and the others take it (prepare's twins),
// and stops preparing at the first partition bound to exceed the limit. On every 8-puzzle board, plain
// and by the blank, every child's estimate equals the largest of the partitions alone (after_slide of
// each, nothing shared), with no limit and with the limits a search passes (above it: any estimate
// above it), and the descended value's estimate a fresh evaluation's; then a long walk.
BOOST_AUTO_TEST_CASE(shared_lookups_give_the_largest_partition_on_every_8_puzzle_board) {
    const std::vector<partition> partitions{
        {{1, 2, 3, 4}, {5, 6, 7, 8}}, {{1, 2, 3, 4}, {5, 6, 7}, {8}}, {{1, 2, 4, 5}, {3, 6, 7, 8}}, {{1, 4, 7}, {2, 5, 8}, {3, 6}}};
    const search_board shape{basic_puzzle<3, 3>{}};
    const auto& distances = test::every_distance<basic_puzzle<3, 3>>();
    for (bool by_blank : {false, true}) {
        const std::vector<additive_pdb> alone = parts(shape, partitions, by_blank);
        const max_of_partitions h(alone);
        std::uint64_t children = 0, pruned = 0;
        for (const auto& [key, distance] : test::sampled(distances)) { // every board unless sampling
            search_board b(test::board_of<basic_puzzle<3, 3>>(key));
            const max_of_partitions::value v = h.evaluate(b);
            std::vector<additive_pdb::value> each;
            for (const additive_pdb& p : alone) each.push_back(p.evaluate(b));
            for (direction d : all_directions) {
                const std::uint32_t from = b.neighbour(b.blank(), d), to = b.blank();
                if (from == no_cell) continue;
                const std::uint32_t tile = b.tile_at(from);
                unsigned largest = 0;
                for (std::size_t i = 0; i < alone.size(); ++i)
                    largest = std::max(largest, additive_pdb::estimate(alone[i].after_slide(b, each[i], tile, from, to)));
                for (unsigned limit : {~0u, largest, largest - 1, largest - 2, largest / 2}) {
                    max_of_partitions::prepared_child c{};
                    h.prepare(b, v, tile, from, to, limit, c);
                    const unsigned looked_up = h.look_up(c, limit);
                    ++children;
                    if (largest > limit) {
                        BOOST_TEST_REQUIRE(looked_up > limit);
                        BOOST_TEST_REQUIRE(looked_up <= largest);
                        pruned += looked_up < largest;
                        continue;
                    }
                    BOOST_TEST_REQUIRE(looked_up == largest);
                    max_of_partitions::value child;
                    h.descend(v, c, child);
                    b.slide(from, to);
                    BOOST_TEST_REQUIRE(max_of_partitions::estimate(child) == largest);
                    BOOST_TEST_REQUIRE(max_of_partitions::estimate(h.evaluate(b)) == largest);
                    b.slide(to, from);
                }
            }
        }
        BOOST_TEST_MESSAGE((by_blank ? "by the blank: " : "plain: ") << children << " children checked, " << pruned
                                                                     << " pruned with a lower estimate above the limit");
        BOOST_TEST(pruned > 0u);
        walk_stays_fresh(search_board(random_board(basic_puzzle<3, 3>{}, 5)), h, 5, 200000 / static_cast<int>(test::sample_stride));
    }
}

// The 15-puzzle with 5-5-5 and 6-6-3 maxed: the published optimal lengths of Korf's easiest four
// (pdb-7-8's answers), with no more nodes than 6-6-3 alone; two threads give the serial moves and nodes.
// Children in the fixed order, where that holds board by board (a larger estimate never adds a node
// to an iteration, and both meet the same first solution); nearest first it holds only in all (the
// last iteration's luck can go either way: 106,089 against 104,902 on one board).
BOOST_AUTO_TEST_CASE(two_4x4_partitions_keep_lengths_optimal_on_one_and_two_threads) {
    auto instances = test::read_instances("korf100.txt", 16);
    BOOST_TEST_REQUIRE(instances.size() == 100u);
    std::sort(instances.begin(), instances.end(), [](auto& a, auto& b) { return a.length < b.length; });
    const std::vector<partition> partitions{pattern_set_of(heuristic::pdb_5_5_5)->patterns,
                                            pattern_set_of(heuristic::pdb_6_6_3)->patterns};
    std::uint64_t nodes_max = 0, nodes_one = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        const auto b = *parse_board<basic_puzzle<4, 4>>(instances[i].tiles);
        const search_board start(b);
        max_of_partitions h(parts(start, partitions));
        additive_pdb one = parts(start, {partitions[1]}).front();
        const duplicate_moves& fixed = duplicate_moves::standard(move_order::fixed);
        const solution s = ida_star<max_of_partitions>(start, h, {}, fixed).run().value();
        const solution alone = ida_star<additive_pdb>(start, one, {}, fixed).run().value();
        BOOST_TEST_REQUIRE((s.status == solve_status::solved));
        BOOST_TEST(s.moves.size() == instances[i].length);
        BOOST_TEST(alone.moves.size() == instances[i].length);
        BOOST_TEST(test::solves(b, s.moves));
        BOOST_TEST(s.nodes <= alone.nodes);
        nodes_max += s.nodes;
        nodes_one += alone.nodes;
        const solution two = parallel_ida_star<max_of_partitions>(start, h, {}, 2, fixed).run().value();
        BOOST_TEST(two.moves == s.moves);
        BOOST_TEST(two.nodes == s.nodes);
        if (i == 0) walk_stays_fresh(start, h, 7, 5000);
    }
    BOOST_TEST_MESSAGE("Korf's easiest four: " << nodes_one << " nodes with 6-6-3, " << nodes_max << " with 5-5-5 and 6-6-3 maxed");
    BOOST_TEST(nodes_max < nodes_one);
}

// A pattern in two partitions is one table in memory: the cache hands out the same object.
BOOST_AUTO_TEST_CASE(a_pattern_two_partitions_share_is_one_table) {
    const pattern_set set{heuristic::automatic, 3, 3, {{1, 2, 3, 4}, {5, 6, 7, 8}, {1, 2, 3, 4}, {5, 6, 7}, {8}}, false};
    const auto dbs = load_pattern_set(set, test::test_databases());
    BOOST_TEST_REQUIRE(dbs.size() == 5u);
    BOOST_TEST((dbs[0].get() == dbs[2].get()));
    BOOST_TEST((dbs[1].get() != dbs[3].get()));
}

// The sets of several partitions: each partition holds every tile once, the same count of patterns
// each; a pattern shared between partitions is named the same (one table); their names parse back and
// near misses are refused with the list of names.
BOOST_AUTO_TEST_CASE(the_24_puzzle_sets_of_several_partitions_cover_every_tile_once_each) {
    for (auto [h, count] : {std::pair{heuristic::pdb_6_6_6_6_x2, 2u}, {heuristic::pdb_6_6_6_6_x3, 3u},
                            {heuristic::pdb_6_6_6_6_blank_x2, 2u}, {heuristic::pdb_6_6_6_6_x4, 4u},
                            {heuristic::pdb_6_6_6_6_blank_x7, 7u}}) {
        const pattern_set& set = *pattern_set_of(h);
        const bool by_blank = h == heuristic::pdb_6_6_6_6_blank_x2 || h == heuristic::pdb_6_6_6_6_blank_x7;
        BOOST_TEST((find_pattern_set(to_string(h)) == &set));
        BOOST_TEST(!heuristic_misfit(h, 5, 5));
        BOOST_TEST(set.partitions == count);
        BOOST_TEST(set.partitions <= max_of_partitions::max_parts);
        BOOST_TEST_REQUIRE(set.patterns.size() == 4 * count);
        BOOST_TEST(!set.dual);
        for (std::size_t first = 0; first < set.patterns.size(); first += 4) {
            std::vector<int> seen(25, 0);
            for (std::size_t p = first; p < first + 4; ++p) {
                BOOST_TEST(std::is_sorted(set.patterns[p].begin(), set.patterns[p].end())); // one file name a pattern
                for (std::uint32_t t : set.patterns[p]) ++seen.at(t);
            }
            for (std::uint32_t t = 1; t < 25; ++t) BOOST_TEST(seen[t] == 1, to_string(h) << " tile " << t);
            BOOST_TEST(seen[0] == (by_blank ? 4 : 0));
        }
        if (h == heuristic::pdb_6_6_6_6_blank_x7) continue; // Clausecker's shapes: the test below
        // The first partition is pdb-6-6-6-6's (or -blank's): those tables serve both.
        const pattern_set& single = *pattern_set_of(by_blank ? heuristic::pdb_6_6_6_6_blank : heuristic::pdb_6_6_6_6);
        BOOST_TEST((std::vector(set.patterns.begin(), set.patterns.begin() + 4) == single.patterns));
    }
    BOOST_TEST(heuristic_misfit(heuristic::pdb_6_6_6_6_x2, 4, 4)->message() == "heuristic pdb-6-6-6-6-x2 is for 5x5 boards, not 4x4");
    BOOST_TEST((*parse_heuristic("pdb-6-6-6-6-x3") == heuristic::pdb_6_6_6_6_x3));
    BOOST_TEST((*parse_heuristic("pdb-6-6-6-6-blank-x7") == heuristic::pdb_6_6_6_6_blank_x7));
    for (const char* wrong : {"pdb-6-6-6-6-x5", "pdb-6-6-6-6-x", "pdb-6-6-6-6-x2 ", "pdb-6-6-6-6-X2", "pdb-6-6-6-6-x02",
                              "pdb-6-6-6-6-blank-x3", "pdb-6-6-6-6-x7", "pdb-6-6-6-6-blank-x11", "-x2"}) {
        const auto r = parse_heuristic(wrong);
        BOOST_TEST_REQUIRE(!r.has_value(), wrong);
        BOOST_TEST(r.error().message().starts_with("unknown heuristic '" + std::string(wrong) + "' (known: auto,"));
        BOOST_TEST(r.error().message().ends_with("pdb-6-6-6-6-x4, pdb-6-6-6-6-blank-x7)"));
    }
}

// pdb-6-6-6-6-blank-x7 is Clausecker and Reinefeld's small-t catalogue (24puzzle, catalogues/small-t.cat,
// as published: cells numbered from his goal's blank, top-left): his seven shapes are our partitions with
// each cell c named tile 25 - c (our blank's goal is bottom-right), and his seven transposed shapes are
// what the search's reflection looks up (tile t stands for the tile whose goal is t's goal transposed).
BOOST_AUTO_TEST_CASE(the_seven_partitions_are_clauseckers_fourteen_with_the_reflection) {
    using shape = std::vector<std::vector<std::uint32_t>>;
    const std::vector<shape> his{
        {{1, 5, 6, 10, 11, 12}, {2, 3, 4, 7, 8, 9}, {13, 14, 18, 19, 23, 24}, {15, 16, 17, 20, 21, 22}},
        {{1, 2, 5, 6, 10, 11}, {3, 4, 7, 8, 9, 12}, {13, 14, 18, 19, 23, 24}, {15, 16, 17, 20, 21, 22}},
        {{1, 5, 6, 10, 11, 12}, {2, 3, 4, 7, 8, 9}, {13, 14, 15, 16, 17, 18}, {19, 20, 21, 22, 23, 24}},
        {{1, 2, 5, 6, 10, 11}, {3, 4, 7, 8, 9, 12}, {13, 14, 15, 16, 17, 18}, {19, 20, 21, 22, 23, 24}},
        {{1, 5, 6, 10, 15, 20}, {2, 3, 4, 7, 8, 9}, {11, 12, 16, 17, 21, 22}, {13, 14, 18, 19, 23, 24}},
        {{1, 2, 5, 6, 10, 11}, {3, 4, 9, 14, 19, 24}, {7, 8, 12, 13, 18, 23}, {15, 16, 17, 20, 21, 22}},
        {{1, 5, 6, 10, 15, 20}, {2, 3, 4, 7, 8, 9}, {11, 12, 13, 16, 17, 18}, {14, 19, 21, 22, 23, 24}}};
    const std::vector<shape> his_transposed{
        {{1, 2, 5, 6, 7, 12}, {10, 11, 15, 16, 20, 21}, {17, 18, 19, 22, 23, 24}, {3, 4, 8, 9, 13, 14}},
        {{1, 2, 5, 6, 7, 10}, {11, 12, 15, 16, 20, 21}, {17, 18, 19, 22, 23, 24}, {3, 4, 8, 9, 13, 14}},
        {{1, 2, 5, 6, 7, 12}, {10, 11, 15, 16, 20, 21}, {3, 8, 13, 17, 18, 22}, {4, 9, 14, 19, 23, 24}},
        {{1, 2, 5, 6, 7, 10}, {11, 12, 15, 16, 20, 21}, {3, 8, 13, 17, 18, 22}, {4, 9, 14, 19, 23, 24}},
        {{1, 2, 3, 4, 5, 6}, {10, 11, 15, 16, 20, 21}, {7, 8, 9, 12, 13, 14}, {17, 18, 19, 22, 23, 24}},
        {{1, 2, 5, 6, 7, 10}, {15, 20, 21, 22, 23, 24}, {11, 12, 16, 17, 18, 19}, {3, 4, 8, 9, 13, 14}},
        {{1, 2, 3, 4, 5, 6}, {10, 11, 15, 16, 20, 21}, {7, 8, 12, 13, 17, 18}, {9, 14, 19, 22, 23, 24}}};
    // A partition as a set of tile sets, the blank left out, each tile renamed by `name`.
    auto as_sets = [](auto first, auto last, auto name) {
        std::set<std::set<std::uint32_t>> parts;
        for (; first != last; ++first) {
            std::set<std::uint32_t> tiles;
            for (std::uint32_t t : *first)
                if (t != 0) tiles.insert(name(t));
            parts.insert(tiles);
        }
        return parts;
    };
    auto ours_of_his = [](std::uint32_t c) { return 25 - c; };
    auto same = [](std::uint32_t t) { return t; };
    auto reflected = [](std::uint32_t t) { return ((t - 1) % 5) * 5 + (t - 1) / 5 + 1; }; // additive_pdb's frame
    const auto& patterns = pattern_set_of(heuristic::pdb_6_6_6_6_blank_x7)->patterns;
    BOOST_TEST_REQUIRE(patterns.size() == 28u);
    for (std::size_t k = 0; k < 7; ++k) {
        const auto ours = patterns.begin() + static_cast<std::ptrdiff_t>(4 * k);
        BOOST_TEST((as_sets(ours, ours + 4, same) == as_sets(his[k].begin(), his[k].end(), ours_of_his)), "shape " << k);
        BOOST_TEST((as_sets(ours, ours + 4, reflected) ==
                    as_sets(his_transposed[k].begin(), his_transposed[k].end(), ours_of_his)),
                   "shape " << k << " transposed");
    }
}

BOOST_AUTO_TEST_SUITE_END()
