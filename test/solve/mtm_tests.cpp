// SPDX-License-Identifier: MIT
// MTM-optimal solving (metric.hpp, mtm_search.hpp): lengths against breadth-first distances in MTM on
// 3x3 (sampled, and every hardest position) and 2x4 (every position), the tables' admissibility on
// every position, and the published diameters of the 8-puzzle (31 STM, 24 MTM).
#include "support.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

using namespace npuzzle;
using namespace npuzzle::solve;

namespace {

unsigned diameter(const std::unordered_map<std::uint64_t, unsigned>& distances) {
    unsigned d = 0;
    for (const auto& [key, distance] : distances) d = std::max(d, distance);
    return d;
}

solution mtm_answer(const auto& board) {
    auto r = solve_optimal(board, {.metric = metric::mtm});
    BOOST_TEST_REQUIRE(r.has_value(), (r.has_value() ? std::string() : r.error().message()));
    return std::move(*r);
}

// An MTM-optimal solution of `b`: its MTM length the breadth-first one, played it reaches the goal,
// and no shorter in STM than the STM optimum.
template <class Board>
void check_mtm_optimal(const Board& b, const solution& s, unsigned mtm_distance, unsigned stm_distance) {
    BOOST_TEST_REQUIRE((s.status == solve_status::solved));
    BOOST_TEST(mtm_length(s.moves) == mtm_distance);
    BOOST_TEST(test::solves(b, s.moves));
    BOOST_TEST(s.moves.size() >= stm_distance);
}

// Small tables that leave the search work to do (the default 3x3 table is exact): 3-3-2.
mtm_tables weak_3x3_tables() {
    mtm_tables t;
    for (auto tiles : {std::vector<std::uint32_t>{1, 2, 3}, {4, 5, 6}, {7, 8}})
        t.push_back(std::make_shared<const mtm_pattern_database>(3, 3, tiles));
    return t;
}

} // namespace

BOOST_AUTO_TEST_SUITE(mtm_search)

BOOST_AUTO_TEST_CASE(an_mtm_length_counts_runs_of_one_letter) {
    using enum direction;
    BOOST_TEST(mtm_length({}) == 0u);
    BOOST_TEST(mtm_length({left, left, left, up}) == 2u);
    BOOST_TEST(mtm_length({up, down, up}) == 3u);
    BOOST_TEST(to_string(*parse_metric("mtm")) == "mtm");
    BOOST_TEST(!parse_metric("htm").has_value());
}

BOOST_AUTO_TEST_CASE(the_8_puzzle_is_31_moves_across_in_stm_and_24_in_mtm) {
    using board = basic_puzzle<3, 3>;
    const auto stm = test::distances_from_goal<board>(), mtm = test::distances_from_goal<board>(metric::mtm);
    BOOST_TEST(diameter(stm) == 31u);
    BOOST_TEST(diameter(mtm) == 24u);
    // OEIS A089473: two positions 31 STM moves away. In MTM one, 3x3:1,4,7,2,0,8,3,6,5 (the tool test's).
    auto at = [](const auto& distances, unsigned d) {
        return std::count_if(distances.begin(), distances.end(), [d](const auto& e) { return e.second == d; });
    };
    BOOST_TEST(at(stm, 31) == 2);
    BOOST_TEST(at(mtm, 24) == 1);
    BOOST_TEST(mtm.at(test::key_of(*parse_board<board>("3x3:1,4,7,2,0,8,3,6,5"))) == 24u);
}

// Every solvable 3x3 position: the default table (tiles 1-7 and the blank) reads the exact MTM
// distance, and the 3-3-2 tables with the Manhattan bound never read more.
BOOST_AUTO_TEST_CASE(the_3x3_tables_are_exact_and_the_small_ones_admissible_everywhere) {
    const auto mtm = test::distances_from_goal<basic_puzzle<3, 3>>(metric::mtm);
    BOOST_TEST_REQUIRE(mtm.size() == 181440u);
    const search_board goal(basic_puzzle<3, 3>{});
    const mtm_heuristic exact(goal, shared_mtm_tables(3, 3)), weak(goal, weak_3x3_tables());
    BOOST_TEST(shared_mtm_tables(3, 3).size() == 1u);
    std::size_t below = 0;
    for (const auto& [key, distance] : test::sampled(mtm)) { // every board unless sampling
        const search_board b(test::board_of<basic_puzzle<3, 3>>(key));
        BOOST_TEST_REQUIRE(exact.estimate(b) == distance);
        BOOST_TEST_REQUIRE(weak.estimate(b) <= distance);
        below += weak.estimate(b) < distance;
    }
    BOOST_TEST(below > 0u); // so the next test's searches search
}

// 2000 random 3x3 boards and every position 24 MTM moves from the goal, with the default tables and
// with the small ones.
BOOST_AUTO_TEST_CASE(mtm_lengths_on_the_8_puzzle_equal_breadth_first_distances) {
    const auto mtm = test::distances_from_goal<basic_puzzle<3, 3>>(metric::mtm);
    const auto stm = test::distances_from_goal<basic_puzzle<3, 3>>();
    std::vector<basic_puzzle<3, 3>> boards;
    const std::uint64_t random_boards = 2000 / test::sample_stride;
    for (std::uint64_t seed = 0; seed < random_boards; ++seed) boards.push_back(random_board(basic_puzzle<3, 3>{}, seed));
    for (const auto& [key, distance] : mtm)
        if (distance == 24) boards.push_back(test::board_of<basic_puzzle<3, 3>>(key));
    BOOST_TEST_REQUIRE(boards.size() > random_boards);
    const mtm_tables weak = weak_3x3_tables();
    std::uint64_t weak_nodes = 0;
    for (const auto& b : boards) {
        const unsigned m = mtm.at(test::key_of(b)), s = stm.at(test::key_of(b));
        check_mtm_optimal(b, mtm_answer(b), m, s);
        const search_board start(b);
        const mtm_heuristic h(start, weak);
        const solution searched = mtm_ida_star(start, h, {}).run();
        check_mtm_optimal(b, searched, m, s);
        weak_nodes += searched.nodes;
    }
    BOOST_TEST(weak_nodes > boards.size()); // the small tables left real searches
}

// Every 2x4 position, with the default (exact) table and with small ones (tiles 1-3, 4-7).
BOOST_AUTO_TEST_CASE(mtm_lengths_on_every_2x4_board_equal_breadth_first_distances) {
    using board = basic_puzzle<2, 4>;
    const auto mtm = test::distances_from_goal<board>(metric::mtm);
    const auto stm = test::distances_from_goal<board>();
    BOOST_TEST_REQUIRE(mtm.size() == 20160u);
    mtm_tables small;
    for (auto tiles : {std::vector<std::uint32_t>{1, 2, 3}, {4, 5, 6, 7}})
        small.push_back(std::make_shared<const mtm_pattern_database>(2, 4, tiles));
    for (const auto& [key, distance] : test::sampled(mtm)) { // every board unless sampling
        const board b = test::board_of<board>(key);
        check_mtm_optimal(b, mtm_answer(b), distance, stm.at(key));
        const search_board start(b);
        const mtm_heuristic h(start, small);
        check_mtm_optimal(b, mtm_ida_star(start, h, {}).run(), distance, stm.at(key));
    }
}

BOOST_AUTO_TEST_CASE(an_mtm_search_keeps_its_budget_and_answers_unsolvable_boards) {
    const auto hard = *parse_board<puzzle>("3x3:8,6,7,2,5,4,3,0,1");
    auto r = solve_optimal(hard, {.limits = {5, {}}, .metric = metric::mtm});
    BOOST_TEST_REQUIRE(r.has_value());
    BOOST_TEST((r->status == solve_status::gave_up));
    BOOST_TEST(r->nodes <= 5u);
    BOOST_TEST(r->moves.empty());
    const auto swapped = *parse_board<puzzle>("3x3:2,1,3,4,5,6,7,8,0");
    BOOST_TEST((mtm_answer(swapped).status == solve_status::unsolvable));
}

BOOST_AUTO_TEST_CASE(an_mtm_search_refuses_an_stm_heuristic) {
    auto r = solve_optimal(basic_puzzle<3, 3>{}, {.heuristic = heuristic::manhattan, .metric = metric::mtm});
    BOOST_TEST_REQUIRE(!r.has_value());
    BOOST_TEST((r.error().code == solve_error_code::heuristic_does_not_fit));
}

// Optimised builds only: building the three 4x4 tables takes 4 s there but three minutes under the
// sanitizers, whose build checks the same table builder on 3x3 and 2x4 above.
#ifdef NDEBUG
// A few easy Korf instances in MTM: replayed they solve, in no fewer tiles than the STM optimum and
// no fewer MTM moves than a third of it (a jump moves at most 3 tiles).
BOOST_AUTO_TEST_CASE(easy_korf_instances_solve_in_mtm) {
    auto instances = test::read_instances("korf100.txt", 16);
    std::sort(instances.begin(), instances.end(), [](auto& a, auto& b) { return a.length < b.length; });
    for (std::size_t i = 0; i < 2; ++i) {
        const auto b = *parse_board<basic_puzzle<4, 4>>(instances[i].tiles);
        const solution s = mtm_answer(b);
        BOOST_TEST_REQUIRE((s.status == solve_status::solved));
        BOOST_TEST(test::solves(b, s.moves));
        BOOST_TEST(s.moves.size() >= instances[i].length);
        BOOST_TEST(3 * mtm_length(s.moves) >= instances[i].length);
    }
}
#endif

BOOST_AUTO_TEST_SUITE_END()
