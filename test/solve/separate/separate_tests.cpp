// SPDX-License-Identifier: MIT
// The solver compiled once (npuzzle::solve: NPUZZLE_SOLVE_SEPARATE_COMPILATION): the searches are
// defined in the target's library, and the answers are the header-only solver's: optimal lengths on
// boards of two types with every heuristic, errors, unsolvable boards. This file includes
// solver_search.hpp too, as a program that chooses heuristics itself does: the program links, so it
// does not define the searches a second time.
#include <npuzzle/core/board.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/solve/solver.hpp>
#include <npuzzle/solve/solver_search.hpp>

#include <boost/test/unit_test.hpp>

#ifndef NPUZZLE_SOLVE_SEPARATE_COMPILATION
#error "this test is built with NPUZZLE_SOLVE_SEPARATE_COMPILATION"
#endif

using namespace npuzzle;
using namespace npuzzle::solve;

namespace {

// The two 8-puzzle positions farthest from the goal: 31 moves (Reinefeld 1993).
template <class Board>
void solves_in_31(const Board& board) {
    for (heuristic h : {heuristic::manhattan, heuristic::linear_conflict, heuristic::pdb_8, heuristic::automatic}) {
        for (unsigned threads : {1u, 2u}) {
            const auto s = solve_optimal(board, {.heuristic = h, .threads = threads});
            BOOST_TEST_REQUIRE(s.has_value());
            BOOST_TEST((s->status == solve_status::solved));
            BOOST_TEST(s->moves.size() == 31u);
            Board replay = board;
            for (direction d : s->moves) BOOST_TEST_REQUIRE((replay.move(d) == move_outcome::moved));
            BOOST_TEST(replay.is_solved());
        }
    }
}

} // namespace

BOOST_AUTO_TEST_CASE(separate_compilation_solves_as_header_only) {
    solves_in_31(*basic_puzzle<3, 3>::from_tiles({8, 6, 7, 2, 5, 4, 3, 0, 1}));
    solves_in_31(*puzzle::from_tiles(3, 3, {6, 4, 7, 8, 5, 0, 3, 2, 1}));
}

BOOST_AUTO_TEST_CASE(separate_compilation_reports_as_header_only) {
    const auto misfit = solve_optimal(basic_puzzle<3, 3>{}, {.heuristic = heuristic::pdb_7_8});
    BOOST_TEST_REQUIRE(!misfit.has_value());
    BOOST_TEST((misfit.error().code == solve_error_code::heuristic_does_not_fit));
    const auto swapped = basic_puzzle<3, 3>::from_tiles({2, 1, 3, 4, 5, 6, 7, 8, 0});
    const auto unsolvable = solve_optimal(*swapped);
    BOOST_TEST_REQUIRE(unsolvable.has_value());
    BOOST_TEST((unsolvable->status == solve_status::unsolvable));
    const auto mtm = solve_optimal(*basic_puzzle<3, 3>::from_tiles({8, 6, 7, 2, 5, 4, 3, 0, 1}), {.metric = metric::mtm});
    BOOST_TEST_REQUIRE(mtm.has_value());
    BOOST_TEST((mtm->status == solve_status::solved));
    BOOST_TEST(mtm_length(mtm->moves) <= 31u);
}

BOOST_AUTO_TEST_CASE(separate_compilation_leaves_the_search_headers_usable) {
    const auto chosen = choose_heuristic(heuristic::linear_conflict, 3, 3, {});
    BOOST_TEST_REQUIRE(chosen.has_value());
    BOOST_TEST((*chosen == heuristic::linear_conflict));
    const auto misfit = choose_heuristic(heuristic::pdb_7_8, 3, 3, {});
    BOOST_TEST_REQUIRE(!misfit.has_value());
    BOOST_TEST((misfit.error().code == solve_error_code::heuristic_does_not_fit));
}
