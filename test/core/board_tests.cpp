#include <npuzzle/core/board.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>

#include <boost/test/unit_test.hpp>

using npuzzle::basic_puzzle;
using npuzzle::direction;
using npuzzle::move_outcome;

BOOST_AUTO_TEST_SUITE(board)

BOOST_AUTO_TEST_CASE(default_board_is_solved) {
    BOOST_TEST((basic_puzzle<3, 3>{}.is_solved()));
    BOOST_TEST((basic_puzzle<2, 5>{}.is_solved()));
    BOOST_TEST(npuzzle::puzzle::solved(1000, 1000)->is_solved());
}

BOOST_AUTO_TEST_CASE(move_letters_name_the_tile_direction) {
    basic_puzzle<3, 3> p;                      // blank bottom-right
    BOOST_TEST((p.move(direction::left) == move_outcome::no_effect)); // nothing right of the blank
    BOOST_TEST((p.move(direction::right) == move_outcome::moved));    // tile 8 slides right
    BOOST_TEST(p.at(2, 2) == 8);
    BOOST_TEST((p.move(direction::none) == move_outcome::not_a_move));
}

BOOST_AUTO_TEST_SUITE_END()
