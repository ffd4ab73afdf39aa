// SPDX-License-Identifier: MIT
// IDA*: optimal lengths against breadth-first distances and published results, budgets, unsolvable
// boards, and the front ends' hint.
#include "support.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/solve/additive_pdb.hpp>
#include <npuzzle/solve/parallel_ida_star.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/test/unit_test.hpp>

#include <stdlib.h> // mkdtemp, setenv (POSIX)

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <chrono>
#include <limits>
#include <utility>

using namespace npuzzle;
using namespace npuzzle::solve;

namespace {

solve_options with(heuristic h, budget limits = {}) {
    solve_options o;
    o.heuristic = h;
    o.limits = limits;
    o.databases.cache_directory = NPUZZLE_TEST_CACHE;
    return o;
}

using test::answer;

template <class Board>
void check_optimal_lengths(heuristic h, int boards) {
    const auto& distances = test::every_distance<Board>();
    for (int seed = 0; seed < boards; ++seed) {
        const Board b = random_board(Board{}, static_cast<std::uint64_t>(seed));
        const solution s = answer(b, with(h));
        BOOST_TEST_REQUIRE((s.status == solve_status::solved));
        BOOST_TEST(s.moves.size() == distances.at(test::key_of(b)));
        BOOST_TEST(test::solves(b, s.moves));
        BOOST_TEST(s.nodes > 0u);
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(ida_star_search)

BOOST_AUTO_TEST_CASE(lengths_on_the_8_puzzle_equal_breadth_first_distances) {
    check_optimal_lengths<basic_puzzle<3, 3>>(heuristic::manhattan, 100);
    check_optimal_lengths<basic_puzzle<3, 3>>(heuristic::linear_conflict, 100);
    check_optimal_lengths<basic_puzzle<3, 3>>(heuristic::pdb_8, 100);
    check_optimal_lengths<basic_puzzle<3, 3>>(heuristic::automatic, 20);
}

// Dual lookups pruned by BPMX over an inconsistent estimate (a 4-4 partition whose dual lookups
// count only with the blank in some cells): the lengths stay the breadth-first distances.
BOOST_AUTO_TEST_CASE(dual_lookups_with_bpmx_keep_8_puzzle_lengths_optimal) {
    std::vector<std::shared_ptr<const pattern_database>> dbs;
    for (const auto& tiles : {std::vector<std::uint32_t>{1, 2, 4, 5}, std::vector<std::uint32_t>{3, 6, 7, 8}})
        dbs.push_back(shared_pattern_database(3, 3, tiles, with(heuristic::automatic).databases));
    const auto& distances = test::every_distance<basic_puzzle<3, 3>>();
    std::uint64_t nodes_direct = 0, nodes_dual = 0;
    for (int seed = 0; seed < 200; ++seed) {
        const auto b = random_board(basic_puzzle<3, 3>{}, static_cast<std::uint64_t>(seed));
        const search_board start(b);
        additive_pdb direct(start, dbs), dual(start, dbs, true);
        const solution plain = ida_star<additive_pdb>(start, direct, {}).run().value();
        const solution s = ida_star<additive_pdb>(start, dual, {}).run().value();
        BOOST_TEST_REQUIRE((s.status == solve_status::solved));
        BOOST_TEST(s.moves.size() == distances.at(test::key_of(b)));
        BOOST_TEST(test::solves(b, s.moves));
        nodes_direct += plain.nodes;
        nodes_dual += s.nodes;
    }
    BOOST_TEST(nodes_dual < nodes_direct);
}

// The same on the 24-puzzle (pdb-6-6-6-6-dual's lookups, on four 4-tile tables that build in a
// moment): boards 40 random moves from the goal, whose lengths linear-conflict finds; the dual
// estimate is never above the length and of its parity, and the dual lookups save nodes.
BOOST_AUTO_TEST_CASE(dual_lookups_with_bpmx_keep_24_puzzle_lengths_optimal) {
    std::vector<std::shared_ptr<const pattern_database>> dbs;
    for (const auto& tiles : {std::vector<std::uint32_t>{1, 2, 6, 7}, std::vector<std::uint32_t>{4, 5, 9, 10},
                              std::vector<std::uint32_t>{16, 17, 21, 22}, std::vector<std::uint32_t>{18, 19, 23, 24}})
        dbs.push_back(shared_pattern_database(5, 5, tiles, with(heuristic::automatic).databases));
    std::uint64_t nodes_direct = 0, nodes_dual = 0;
    unsigned dual_above_direct = 0;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        basic_puzzle<5, 5> b;
        pcg32 rng(seed);
        b.scramble(40, rng);
        const search_board start(b);
        additive_pdb direct(start, dbs), dual(start, dbs, true);
        const solution known = answer(b, with(heuristic::linear_conflict));
        const solution plain = ida_star<additive_pdb>(start, direct, {}).run().value();
        const solution s = ida_star<additive_pdb>(start, dual, {}).run().value();
        BOOST_TEST_REQUIRE((s.status == solve_status::solved));
        BOOST_TEST(s.moves.size() == known.moves.size());
        BOOST_TEST(plain.moves.size() == known.moves.size());
        BOOST_TEST(test::solves(b, s.moves));
        const unsigned estimate = dual.dual_estimate(start);
        BOOST_TEST(estimate <= known.moves.size());
        BOOST_TEST(estimate % 2 == known.moves.size() % 2);
        dual_above_direct += estimate > additive_pdb::estimate(dual.evaluate(start));
        nodes_direct += plain.nodes;
        nodes_dual += s.nodes;
    }
    BOOST_TEST_MESSAGE("24-puzzle, 4-tile tables: " << nodes_direct << " nodes direct, " << nodes_dual << " with dual lookups");
    BOOST_TEST(dual_above_direct > 0u);
    BOOST_TEST(nodes_dual < nodes_direct);
}

// The search compiled for one board size and set (basic_additive_pdb on a fixed board, as pdb-7-8 on
// 4x4 gets: additive_pdb_4x4) is the any-shape search with constants: here on 3x3 with a 4-4 split, it
// must estimate every board alike and find the same moves with the same nodes, serially and on threads.
BOOST_AUTO_TEST_CASE(a_search_compiled_for_one_size_answers_as_the_any_shape_search) {
    using fixed_pdb = basic_additive_pdb<basic_search_board<3, 3>, 2, false, false>;
    std::vector<std::shared_ptr<const pattern_database>> dbs;
    for (const auto& tiles : {std::vector<std::uint32_t>{1, 2, 4, 5}, std::vector<std::uint32_t>{3, 6, 7, 8}})
        dbs.push_back(shared_pattern_database(3, 3, tiles, with(heuristic::automatic).databases));
    static const auto distances = test::distances_from_goal<basic_puzzle<3, 3>>();
    std::uint64_t nodes = 0;
    for (int seed = 0; seed < 200; ++seed) {
        const auto b = random_board(basic_puzzle<3, 3>{}, static_cast<std::uint64_t>(seed));
        const search_board start(b);
        additive_pdb any(start, dbs);
        fixed_pdb fixed(start, dbs);
        BOOST_TEST(fixed_pdb::estimate(fixed.evaluate(start)) == additive_pdb::estimate(any.evaluate(start)));
        const solution expected = ida_star<additive_pdb>(start, any, {}).run().value();
        const solution s = ida_star<fixed_pdb>(start, fixed, {}).run().value();
        BOOST_TEST_REQUIRE((s.status == solve_status::solved));
        BOOST_TEST(s.moves.size() == distances.at(test::key_of(b)));
        BOOST_TEST((s.moves == expected.moves));
        BOOST_TEST(s.nodes == expected.nodes);
        nodes += s.nodes;
        if (seed % 20 == 0) { // on threads too: the same moves as the serial search
            const solution parallel = parallel_ida_star<fixed_pdb>(start, fixed, {}, 2).run().value();
            BOOST_TEST((parallel.moves == expected.moves));
        }
    }
    BOOST_TEST(nodes > 200u);
    // Each board the search steps to, estimated incrementally, as from scratch and as the any-shape one.
    basic_search_board<3, 3> walk{search_board(basic_puzzle<3, 3>{})};
    fixed_pdb fixed(walk, dbs);
    additive_pdb any(search_board(basic_puzzle<3, 3>{}), dbs);
    auto v = fixed.evaluate(walk);
    std::uint64_t state = 12345;
    for (int step = 0; step < 2000; ++step) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        const auto d = static_cast<direction>(state >> 62);
        const std::uint32_t next = walk.neighbour(walk.blank(), d);
        if (next == no_cell) continue;
        v = fixed.after_slide(walk, v, walk.tile_at(next), next, walk.blank());
        walk.slide(next, walk.blank());
        BOOST_TEST_REQUIRE(fixed_pdb::estimate(v) == fixed_pdb::estimate(fixed.evaluate(walk)));
        BOOST_TEST_REQUIRE(fixed_pdb::estimate(v) == additive_pdb::estimate(any.evaluate(search_board(walk))));
    }
}

// In the fixed order (duplicate_moves.hpp) the automaton keeps the smallest string in the order the
// search tries moves: the first solution is the one a search without it finds, and no board takes
// more nodes or expands more (the guarantee beside Clausecker's solver, which prunes only undoing
// moves: bench/RESULTS.md). Nearest first finds a solution of the same length. Consistent heuristics
// (no dual lookups, so no BPMX cut that a pruned child could have made): the plain loop (Manhattan,
// linear conflicts) and the prepared one (tables), on the 8-puzzle and 4x4 boards.
BOOST_AUTO_TEST_CASE(in_the_fixed_order_the_first_solution_is_the_unpruned_searchs_with_no_more_nodes) {
    auto check = [](const auto& b, heuristic h) {
        solve_options fixed = with(h), unpruned = with(h), nearest = with(h);
        fixed.order = unpruned.order = move_order::fixed;
        unpruned.skip_duplicates = false;
        const solution s = answer(b, fixed), all = answer(b, unpruned), first = answer(b, nearest);
        BOOST_TEST_REQUIRE((s.status == solve_status::solved));
        BOOST_TEST((s.moves == all.moves));
        BOOST_TEST(s.nodes <= all.nodes);
        BOOST_TEST(s.expanded <= all.expanded);
        BOOST_TEST(first.moves.size() == s.moves.size());
        BOOST_TEST(test::solves(b, s.moves));
        return std::pair{s.nodes, all.nodes};
    };
#ifdef NPUZZLE_TEST_SAMPLED // a third of the boards (the sanitizers: 30x slower)
    constexpr int boards_3x3 = 20, boards_4x4 = 2;
#else
    constexpr int boards_3x3 = 60, boards_4x4 = 6;
#endif
    // On the 8-puzzle, from breadth-first distances: the smallest shortest solution in U L R D order,
    // each move the first in that order that brings the goal one nearer.
    const auto& distances = test::every_distance<basic_puzzle<3, 3>>();
    auto smallest_solution = [&](basic_puzzle<3, 3> b) {
        std::vector<direction> path;
        for (auto left = distances.at(test::key_of(b)); left > 0; --left)
            for (direction d : {direction::up, direction::left, direction::right, direction::down}) {
                basic_puzzle<3, 3> next = b;
                if (next.can_move(d) && (next.move(d), distances.at(test::key_of(next)) + 1 == left)) {
                    b = next;
                    path.push_back(d);
                    break;
                }
            }
        return path;
    };
    // pdb-8 is exact on the 8-puzzle (every child on a shortest path ties): a 4-4 split is not.
    std::vector<std::shared_ptr<const pattern_database>> halves;
    for (const auto& tiles : {std::vector<std::uint32_t>{1, 2, 4, 5}, std::vector<std::uint32_t>{3, 6, 7, 8}})
        halves.push_back(shared_pattern_database(3, 3, tiles, with(heuristic::automatic).databases));
    std::uint64_t fewer = 0;
    for (int seed = 0; seed < boards_3x3; ++seed) {
        const auto b = random_board(basic_puzzle<3, 3>{}, static_cast<std::uint64_t>(seed));
        const search_board start(b);
        additive_pdb split(start, halves);
        const solution s = ida_star<additive_pdb>(start, split, {}, duplicate_moves::standard(move_order::fixed)).run().value();
        const solution all = ida_star<additive_pdb>(start, split, {}, duplicate_moves::none(move_order::fixed)).run().value();
        BOOST_TEST((s.moves == smallest_solution(b)));
        BOOST_TEST((all.moves == s.moves));
        BOOST_TEST(s.nodes <= all.nodes);
        for (heuristic h : {heuristic::manhattan, heuristic::pdb_8}) {
            const auto [nodes, unpruned] = check(b, h);
            fewer += nodes < unpruned;
            solve_options fixed = with(h);
            fixed.order = move_order::fixed;
            BOOST_TEST((answer(b, fixed).moves == smallest_solution(b)));
        }
    }
    for (std::uint64_t seed = 0; seed < boards_4x4; ++seed) {
        basic_puzzle<4, 4> b;
        pcg32 rng(seed);
        b.scramble(60, rng);
        for (heuristic h : {heuristic::linear_conflict, heuristic::pdb_6_6_3}) {
            const auto [nodes, unpruned] = check(b, h);
            fewer += nodes < unpruned;
        }
    }
    BOOST_TEST(fewer > static_cast<std::uint64_t>(boards_3x3)); // the automaton prunes: most boards take fewer nodes
}

BOOST_AUTO_TEST_CASE(lengths_on_a_2x4_board_equal_breadth_first_distances) {
    check_optimal_lengths<basic_puzzle<2, 4>>(heuristic::linear_conflict, 100);
}

BOOST_AUTO_TEST_CASE(the_hardest_8_puzzle_needs_31_moves) {
    const auto b = *parse_board<puzzle>("3x3:8,6,7,2,5,4,3,0,1");
    const solution s = answer(b, with(heuristic::automatic));
    BOOST_TEST(s.moves.size() == 31u);
    BOOST_TEST(test::solves(b, s.moves));
}

BOOST_AUTO_TEST_CASE(easy_korf_instances_with_a_small_4x4_database) {
    auto instances = test::read_instances("korf100.txt", 16);
    BOOST_TEST_REQUIRE(instances.size() == 100u);
    std::sort(instances.begin(), instances.end(), [](auto& a, auto& b) { return a.length < b.length; });
    for (std::size_t i = 0; i < 4; ++i) {
        const auto b = *parse_board<basic_puzzle<4, 4>>(instances[i].tiles);
        const solution s = answer(b, with(heuristic::pdb_5_5_5));
        BOOST_TEST(s.moves.size() == instances[i].length);
        BOOST_TEST(test::solves(b, s.moves));
    }
}

BOOST_AUTO_TEST_CASE(a_node_budget_gives_up_without_an_answer) {
    const auto b = *parse_board<basic_puzzle<4, 4>>(test::read_instances("korf100.txt", 16).front().tiles);
    const solution s = answer(b, with(heuristic::manhattan, {1000, {}}));
    BOOST_TEST((s.status == solve_status::gave_up));
    BOOST_TEST(s.moves.empty());
    BOOST_TEST(s.nodes <= 1000u);
}

BOOST_AUTO_TEST_CASE(a_time_budget_gives_up_on_time) {
    const auto b = *parse_board<basic_puzzle<4, 4>>(test::read_instances("hardest80.txt", 16).front().tiles);
    const solution s = answer(b, with(heuristic::manhattan, {0, std::chrono::milliseconds(20)}));
    BOOST_TEST((s.status == solve_status::gave_up));
    BOOST_TEST(s.seconds < 2.0);
}

BOOST_AUTO_TEST_CASE(a_time_limit_too_large_to_count_is_no_limit) {
    // Converted to clock ticks these would overflow into a deadline already past.
    const auto b = *parse_board<puzzle>("3x3:8,6,7,2,5,4,3,0,1");
    for (double seconds : {1e10, 1e300, std::numeric_limits<double>::infinity()}) {
        const solution s = answer(b, with(heuristic::manhattan, {0, std::chrono::duration<double>(seconds)}));
        BOOST_TEST((s.status == solve_status::solved), seconds);
        BOOST_TEST(s.moves.size() == 31u);
    }
}

BOOST_AUTO_TEST_CASE(unsolvable_boards_are_answered_at_once) {
    const auto b = *parse_board<puzzle>("4x4:2,1,3,4,5,6,7,8,9,10,11,12,13,14,15,0");
    const solution s = answer(b, with(heuristic::linear_conflict));
    BOOST_TEST((s.status == solve_status::unsolvable));
    BOOST_TEST(s.nodes == 0u);
    BOOST_TEST(!next_optimal_move(b, {}).solvable);
}

BOOST_AUTO_TEST_CASE(a_solved_board_needs_no_move) {
    const solution s = answer(basic_puzzle<4, 4>{}, with(heuristic::manhattan));
    BOOST_TEST((s.status == solve_status::solved));
    BOOST_TEST(s.moves.empty());
    const optimal_hint h = next_optimal_move(basic_puzzle<3, 3>{}, {});
    BOOST_TEST((h.move == direction::none));
    BOOST_TEST(h.distance.value_or(99) == 0u);
}

BOOST_AUTO_TEST_CASE(runtime_boards_of_other_shapes) {
    const auto distances = test::distances_from_goal<basic_puzzle<2, 3>>();
    const auto b = *parse_board<puzzle>("2x3:4,1,2,5,0,3");
    const solution s = answer(b, with(heuristic::automatic));
    BOOST_TEST((s.status == solve_status::solved));
    BOOST_TEST(test::solves(b, s.moves));
    BOOST_TEST(s.moves.size() == distances.at(test::key_of(*basic_puzzle<2, 3>::from_tiles({4, 1, 2, 5, 0, 3}))));
}

BOOST_AUTO_TEST_CASE(the_hint_is_the_first_move_of_an_optimal_solution) {
    const auto distances = test::distances_from_goal<basic_puzzle<3, 3>>();
    database_options databases;
    databases.cache_directory = NPUZZLE_TEST_CACHE;
    for (std::uint64_t seed = 100; seed < 130; ++seed) {
        auto b = random_board(basic_puzzle<3, 3>{}, seed);
        const optimal_hint h = next_optimal_move(b, {}, databases);
        BOOST_TEST(!h.gave_up);
        BOOST_TEST_REQUIRE(h.distance.has_value());
        BOOST_TEST(*h.distance == distances.at(test::key_of(b)));
        BOOST_TEST((b.move(h.move) == move_outcome::moved));
        BOOST_TEST(distances.at(test::key_of(b)) + 1 == *h.distance);
    }
}

BOOST_AUTO_TEST_CASE(the_hint_gives_up_within_its_budget) {
    const auto b = *parse_board<basic_puzzle<4, 4>>(test::read_instances("hardest80.txt", 16).front().tiles);
    database_options databases;
    databases.cache_directory = NPUZZLE_TEST_CACHE;
    const optimal_hint h = next_optimal_move(b, {20000, {}}, databases);
    BOOST_TEST(h.gave_up);
    BOOST_TEST((h.move == direction::none));
    BOOST_TEST(!h.distance.has_value());
}

BOOST_AUTO_TEST_CASE(heuristic_names_are_parsed_and_written_back) {
    for (heuristic h : all_heuristics) {
        const auto parsed = parse_heuristic(to_string(h));
        BOOST_TEST_REQUIRE(parsed.has_value(), to_string(h));
        BOOST_TEST((*parsed == h), to_string(h));
    }
    BOOST_TEST((*parse_heuristic("auto") == heuristic::automatic));
    BOOST_TEST((*parse_heuristic("linear-conflict") == heuristic::linear_conflict));
    BOOST_TEST((*parse_heuristic("pdb-7-8-dual") == heuristic::pdb_7_8_dual));
    const auto misspelled = parse_heuristic("fast");
    BOOST_TEST_REQUIRE(!misspelled.has_value());
    BOOST_TEST(misspelled.error().message() ==
               "unknown heuristic 'fast' (known: auto, manhattan, linear-conflict, pdb-8, pdb-5-5-5, pdb-6-6-3, "
               "pdb-7-8, pdb-7-8-dual, pdb-7-8-blank, pdb-7-8-blank-both, pdb-6-6-6-6, pdb-6-6-6-6-dual, "
               "pdb-6-6-6-6-blank, pdb-6-6-6-6-x2, pdb-6-6-6-6-x3, pdb-6-6-6-6-blank-x2, "
               "pdb-6-6-6-6-x4, pdb-6-6-6-6-blank-x7)");
    BOOST_TEST(!parse_heuristic("linear_conflict").has_value()); // the tools' names, not the enumerators'
    BOOST_TEST(!parse_heuristic("").has_value());
    BOOST_TEST(!parse_heuristic("PDB-7-8").has_value());
}

// A heuristic made for another shape is an error value, not an exception, and is checked before
// anything else (an unsolvable board gets the same answer).
BOOST_AUTO_TEST_CASE(a_heuristic_for_another_shape_is_an_error_value) {
    BOOST_TEST(!heuristic_misfit(heuristic::pdb_7_8, 4, 4));
    BOOST_TEST(!heuristic_misfit(heuristic::linear_conflict, 7, 2));
    for (const auto& board : {*parse_board<puzzle>("3x3:8,6,7,2,5,4,3,0,1"), *parse_board<puzzle>("3x3:2,1,3,4,5,6,7,8,0")}) {
        const auto r = solve_optimal(board, with(heuristic::pdb_6_6_3));
        BOOST_TEST_REQUIRE(!r.has_value());
        BOOST_TEST((r.error().code == solve_error_code::heuristic_does_not_fit));
        BOOST_TEST(r.error().message() == "heuristic pdb-6-6-3 is for 4x4 boards, not 3x3");
    }
    const auto chosen = choose_heuristic(heuristic::pdb_7_8, 3, 3, {});
    BOOST_TEST_REQUIRE(!chosen.has_value());
    BOOST_TEST(chosen.error().message() == "heuristic pdb-7-8 is for 4x4 boards, not 3x3");
}

// The 24-puzzle tables take minutes and a gigabyte to build, so CI checks the partition and that
// "auto" never builds them; the benchmark solves with them (README).
BOOST_AUTO_TEST_CASE(the_24_puzzle_partition_covers_every_tile_once_and_auto_only_uses_it_cached) {
    BOOST_TEST(!heuristic_misfit(heuristic::pdb_6_6_6_6, 5, 5));
    BOOST_TEST(heuristic_misfit(heuristic::pdb_6_6_6_6, 4, 4)->message() == "heuristic pdb-6-6-6-6 is for 5x5 boards, not 4x4");
    const pattern_set& set = *pattern_set_of(heuristic::pdb_6_6_6_6);
    BOOST_TEST((find_pattern_set("pdb-6-6-6-6") == &set));
    BOOST_TEST(set.name() == "pdb-6-6-6-6");
    BOOST_TEST(set.patterns.size() == 4u);
    std::vector<int> seen(25, 0);
    for (const auto& pattern : set.patterns) {
        BOOST_TEST(pattern.size() == 6u);
        for (std::uint32_t t : pattern) ++seen.at(t);
    }
    for (std::uint32_t t = 1; t < 25; ++t) BOOST_TEST(seen[t] == 1, "tile " << t);
    const pattern_set& dual = *find_pattern_set("pdb-6-6-6-6-dual"); // the same tables, looked up on the dual board too
    BOOST_TEST((dual.patterns == set.patterns));
    BOOST_TEST((dual.dual && !set.dual));
    BOOST_TEST(!heuristic_misfit(heuristic::pdb_6_6_6_6_dual, 5, 5));
    // The same patterns, each kept by the blank's cell (tile 0 first).
    const pattern_set& blank = *find_pattern_set("pdb-6-6-6-6-blank");
    BOOST_TEST(!heuristic_misfit(heuristic::pdb_6_6_6_6_blank, 5, 5));
    BOOST_TEST_REQUIRE(blank.patterns.size() == set.patterns.size());
    for (std::size_t p = 0; p < set.patterns.size(); ++p) {
        BOOST_TEST(blank.patterns[p].front() == 0u);
        BOOST_TEST((std::vector<std::uint32_t>(blank.patterns[p].begin() + 1, blank.patterns[p].end()) == set.patterns[p]));
    }
    BOOST_TEST(!blank.dual);
    database_options databases;
    databases.cache_directory = NPUZZLE_TEST_CACHE; // never holds 5x5 tables
    BOOST_TEST((*choose_heuristic(heuristic::automatic, 5, 5, databases) == heuristic::linear_conflict));
    BOOST_TEST((*choose_heuristic(heuristic::automatic, 3, 4, databases) == heuristic::linear_conflict));
    BOOST_TEST((*choose_heuristic(heuristic::manhattan, 5, 5, databases) == heuristic::manhattan));
}

BOOST_AUTO_TEST_CASE(statuses_have_names) {
    BOOST_TEST(to_string(solve_status::solved) == "solved");
    BOOST_TEST(to_string(solve_status::gave_up) == "gave_up");
    BOOST_TEST(to_string(heuristic::pdb_7_8_blank) == "pdb-7-8-blank");
    BOOST_TEST(to_string(heuristic::pdb_7_8_blank_both) == "pdb-7-8-blank-both");
}

BOOST_AUTO_TEST_SUITE_END()

// A library call writes nothing to the user's home unless asked: with default options the tables
// are built in memory (HOME and XDG_CACHE_HOME point at an empty folder here, which stays empty).
BOOST_AUTO_TEST_CASE(default_options_write_nothing_to_the_home_directory) {
    char pattern[] = "/tmp/npuzzle-home-XXXXXX";
    const char* home = ::mkdtemp(pattern);
    BOOST_REQUIRE(home != nullptr);
    const std::string saved_home = std::getenv("HOME") ? std::getenv("HOME") : "";
    const char* saved_xdg = std::getenv("XDG_CACHE_HOME");
    const std::string xdg = saved_xdg ? saved_xdg : "";
    ::setenv("HOME", home, 1);
    ::setenv("XDG_CACHE_HOME", (std::string(home) + "/cache").c_str(), 1);
    const auto board = *parse_board<puzzle>("3x3:8,6,7,2,5,4,3,0,1"); // 31 moves: the hardest 8-puzzle
    const solution s = answer(board, {});
    BOOST_TEST((s.status == solve_status::solved));
    BOOST_TEST(s.moves.size() == 31u);
    BOOST_TEST(std::filesystem::is_empty(home));
    ::setenv("HOME", saved_home.c_str(), 1);
    if (saved_xdg) ::setenv("XDG_CACHE_HOME", xdg.c_str(), 1); else ::unsetenv("XDG_CACHE_HOME");
    std::filesystem::remove_all(home);
}

