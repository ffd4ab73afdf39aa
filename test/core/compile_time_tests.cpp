// SPDX-License-Identifier: MIT
// The core in constant expressions: boards, moves, solvability, game IDs and sessions are all
// evaluated by the compiler here. (make_puzzle's rejections are in compile_fail/, run by ctest.)
#include <npuzzle/npuzzle.hpp>

#include <boost/test/unit_test.hpp>

namespace {

using npuzzle::basic_puzzle;
using npuzzle::direction;
using npuzzle::error_code;
using npuzzle::make_puzzle;
using npuzzle::parse_board;
using board3 = basic_puzzle<3, 3>;

constexpr auto hardest = make_puzzle<3, 3>({8, 6, 7, 2, 5, 4, 3, 0, 1});
static_assert(hardest.is_solvable());
static_assert(!hardest.is_solved());
static_assert(hardest.manhattan_distance() == 21);
static_assert(hardest.blank() == npuzzle::cell{2, 1});
static_assert(board3{}.is_solved() && basic_puzzle<4, 4>{}.is_solvable());
static_assert(!board3::from_tiles({2, 1, 3, 4, 5, 6, 7, 8, 0})->is_solvable());
static_assert(!basic_puzzle<2, 4>::from_tiles({1, 2, 3, 4, 5, 7, 6, 0})->is_solvable());
static_assert(board3::from_tiles({1, 2, 3}).error().code == error_code::too_few_numbers);

// Moves and slides.
constexpr board3 after_moves() {
    board3 b;
    b.move(direction::right); // 8 slides right
    b.move(direction::down);  // 5 slides down
    b.move(direction::left);  // 6 slides left
    return b;
}
static_assert(after_moves().blank() == npuzzle::cell{1, 2});
static_assert(after_moves().at(1, 1) == 6 && after_moves().at(2, 1) == 5 && after_moves().at(2, 2) == 8);
static_assert(board3{}.legal_moves().size() == 2);
static_assert([] {
    board3 b;
    return b.slide({2, 0}).tiles == 2 && b.blank() == npuzzle::cell{2, 0};
}());

// Game IDs both ways.
static_assert(npuzzle::to_game_id(hardest) == "3x3:8,6,7,2,5,4,3,0,1");
static_assert(npuzzle::to_game_id(basic_puzzle<2, 3>{}) == "2x3:1,2,3,4,5,0");
static_assert(*parse_board<board3>("3x3:8,6,7,2,5,4,3,0,1") == hardest);
static_assert(*parse_board<board3>(" 8 6 7 2 5 4 3 0 1\r\n") == hardest);
static_assert(parse_board<board3>("3x3:1,2,3,4,5,6,7,8,8").error() == npuzzle::error{error_code::duplicate, 9, 8, 9, 0});
static_assert(parse_board<basic_puzzle<4, 4>>("4x4:1,2").error().message() == "expected 16 numbers, got 2");
static_assert(parse_board<board3>("4x4#1").error().code == error_code::shape_mismatch);

// A seeded game, shuffled by the compiler, is the same one the program makes at run time.
constexpr auto seeded_at_compile_time = parse_board<basic_puzzle<4, 4>>("4x4#42");
static_assert(seeded_at_compile_time.has_value() && seeded_at_compile_time->is_solvable() && !seeded_at_compile_time->is_solved());

// A whole game session.
static_assert([] {
    npuzzle::basic_session<board3, 8> s(after_moves());
    s.move(direction::up);
    s.undo();
    s.move(direction::right);
    s.move(direction::up);
    const bool solved = s.move(direction::left) == npuzzle::event::solved;
    return solved && s.moves() == 3 && s.multi_moves() == 3;
}());

} // namespace

BOOST_AUTO_TEST_SUITE(compile_time)

BOOST_AUTO_TEST_CASE(constexpr_results_match_the_run_time_ones) {
    const auto runtime_seeded = npuzzle::random_board(basic_puzzle<4, 4>{}, 42);
    BOOST_TEST((*seeded_at_compile_time == runtime_seeded));
    board3 b;
    b.move(direction::right);
    b.move(direction::down);
    b.move(direction::left);
    BOOST_TEST((b == after_moves()));
}

// Listed last in CMakeLists.txt so that it runs last: the figures for the report.
BOOST_AUTO_TEST_CASE(board_sizes) {
    BOOST_TEST_MESSAGE("sizeof(basic_puzzle<3,3>) = " << sizeof(basic_puzzle<3, 3>)
                                                      << ", sizeof(basic_puzzle<4,4>) = " << sizeof(basic_puzzle<4, 4>)
                                                      << ", sizeof(basic_puzzle<5,5>) = " << sizeof(basic_puzzle<5, 5>)
                                                      << " bytes");
    // One byte a tile and one for the blank's index: the board fits a microcontroller's RAM.
    BOOST_TEST(sizeof(basic_puzzle<3, 3>) == 9u + 1u);
    BOOST_TEST(sizeof(basic_puzzle<4, 4>) == 16u + 1u);
    BOOST_TEST(sizeof(basic_puzzle<5, 5>) == 25u + 1u);
}

BOOST_AUTO_TEST_SUITE_END()
