// SPDX-License-Identifier: MIT
// slidysim's notations: the scramble and solution from its README read as slidysim means them, the
// letters' sense checked against slidysim's own move code, every error with its fields and message,
// and everything written read back.
#include "support.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/slidysim.hpp>

#include <boost/test/unit_test.hpp>

#include <iterator>
#include <string>
#include <vector>

using npuzzle::basic_puzzle;
using npuzzle::direction;
using npuzzle::error;
using npuzzle::error_code;
using npuzzle::puzzle;
using npuzzle::test::game_id;
using npuzzle::test::text_of;

namespace {

template <class Board>
std::string scramble_of(const Board& b) {
    std::string s;
    npuzzle::write_slidysim_scramble(b, std::back_inserter(s));
    return s;
}

std::string expanded(std::string_view run_length) {
    std::string letters;
    const error e = npuzzle::for_each_run_length_move(run_length, [&](direction d) { letters += npuzzle::to_letter(d); });
    BOOST_TEST_REQUIRE(!e, "'" << run_length << "': " << text_of(e));
    return letters;
}

std::string compressed(std::string_view letters) {
    std::vector<direction> moves;
    for (char c : letters) moves.push_back(npuzzle::from_letter(c));
    std::string out;
    npuzzle::write_run_length(moves.begin(), moves.end(), std::back_inserter(out));
    return out;
}

template <class Board = puzzle>
error scramble_error(std::string_view text) {
    const auto r = npuzzle::parse_slidysim_scramble<Board>(text);
    BOOST_TEST_REQUIRE(!r.has_value(), "'" << text << "' parsed but must not");
    return r.error();
}

error moves_error(std::string_view text) {
    bool called = false;
    const error e = npuzzle::for_each_run_length_move(text, [&](direction) { called = true; });
    BOOST_TEST(!called); // nothing is played from a text with an error
    BOOST_TEST_REQUIRE(static_cast<bool>(e), "'" << text << "' parsed but must not");
    return e;
}

} // namespace

BOOST_AUTO_TEST_SUITE(slidysim)

// SLIDYSIM_README.md (slidysim/slidysim.github.io), "Scrambles and solutions".
BOOST_AUTO_TEST_CASE(the_readme_scramble) {
    constexpr std::string_view readme = "5 3 8 9/0 2 4 1/7 10 14 13/12 11 6 15";
    const auto fixed = npuzzle::parse_slidysim_scramble<basic_puzzle<4, 4>>(readme);
    BOOST_TEST_REQUIRE(fixed.has_value(), (fixed ? std::string() : text_of(fixed.error())));
    BOOST_TEST(game_id(*fixed) == "4x4:5,3,8,9,0,2,4,1,7,10,14,13,12,11,6,15");
    BOOST_TEST(scramble_of(*fixed) == readme);
    const auto dynamic = npuzzle::parse_slidysim_scramble<puzzle>(readme);
    BOOST_TEST_REQUIRE(dynamic.has_value());
    BOOST_TEST(game_id(*dynamic) == game_id(*fixed));
    static_assert(npuzzle::parse_slidysim_scramble<basic_puzzle<2, 2>>("1 2/0 3")->blank_index() == 2);
}

BOOST_AUTO_TEST_CASE(the_readme_solution) {
    constexpr std::string_view readme = "URDL2UR2DLUR2ULURDL2URDLUL";
    BOOST_TEST(expanded(readme) == "URDLLURRDLURRULURDLLURDLUL");
    BOOST_TEST(*npuzzle::count_run_length_moves(readme) == 26u);
    BOOST_TEST(compressed(expanded(readme)) == readme);
    // modules/slidingPuzzle.js's own examples: expandSolution("R3D3") is "RRRDDD", and back.
    BOOST_TEST(expanded("R3D3") == "RRRDDD");
    BOOST_TEST(compressed("RRRDDD") == "R3D3");
    BOOST_TEST(expanded("L100").size() == 100u);
    BOOST_TEST(expanded("U1R1") == "UR"); // slidysim never writes a 1, but it means the move once
    BOOST_TEST(expanded("") == "");
    BOOST_TEST(expanded("  UD \n") == "UD");
    BOOST_TEST(compressed("") == "");
}

// slidysim's applyMoves(): D moves the blank up (the tile above it comes down), R moves the blank
// left. Ours does the same for the same letters.
BOOST_AUTO_TEST_CASE(the_letters_mean_what_they_mean_in_slidysim) {
    auto board = npuzzle::parse_slidysim_scramble<basic_puzzle<3, 3>>("1 2 3/4 5 6/7 8 0");
    BOOST_TEST_REQUIRE(board.has_value());
    BOOST_TEST(!npuzzle::for_each_run_length_move("D", [&](direction d) { board->move(d); }));
    BOOST_TEST(scramble_of(*board) == "1 2 3/4 5 0/7 8 6");
    BOOST_TEST(!npuzzle::for_each_run_length_move("R2", [&](direction d) { board->move(d); }));
    BOOST_TEST(scramble_of(*board) == "1 2 3/0 4 5/7 8 6");
    BOOST_TEST(!npuzzle::for_each_run_length_move("L2U", [&](direction d) { board->move(d); }));
    BOOST_TEST(board->is_solved());
}

BOOST_AUTO_TEST_CASE(scrambles_of_any_shape_and_spacing) {
    const auto wide = npuzzle::parse_slidysim_scramble<puzzle>("1 2 3/4 5 0");
    BOOST_TEST_REQUIRE(wide.has_value());
    BOOST_TEST(wide->rows() == 2u);
    BOOST_TEST(wide->cols() == 3u);
    BOOST_TEST(wide->is_solved());
    const auto spaced = npuzzle::parse_slidysim_scramble<puzzle>("  1\t2 / 3  0 \n");
    BOOST_TEST_REQUIRE(spaced.has_value());
    BOOST_TEST(scramble_of(*spaced) == "1 2/3 0");
    const auto big = npuzzle::parse_slidysim_scramble<puzzle>("0 1 2 3 4 5 6 7 8 9 10/11 12 13 14 15 16 17 18 19 20 21");
    BOOST_TEST_REQUIRE(big.has_value());
    BOOST_TEST(big->cols() == 11u);
    // Unsolvable boards parse: a solver must be able to say so.
    const auto swapped = npuzzle::parse_slidysim_scramble<puzzle>("2 1/3 0");
    BOOST_TEST_REQUIRE(swapped.has_value());
    BOOST_TEST(!swapped->is_solvable());
}

BOOST_AUTO_TEST_CASE(scramble_errors) {
    BOOST_TEST((scramble_error("") == error{error_code::empty}));
    BOOST_TEST((scramble_error(" \n") == error{error_code::empty}));
    BOOST_TEST((scramble_error("/") == error{error_code::empty}));
    BOOST_TEST((scramble_error("1,2/3 0") == error{error_code::bad_syntax, 2, 0, 0, 0}));
    BOOST_TEST(text_of(scramble_error(" 1 2/3 x")) == "unexpected character at column 8");
    BOOST_TEST((scramble_error("1 2 3/4 0") == error{error_code::uneven_rows, 2, 0, 3, 2}));
    BOOST_TEST(text_of(scramble_error("1 2 3/4 0")) == "row 2 has 2 numbers, row 1 has 3");
    BOOST_TEST(text_of(scramble_error("1 2/3 0/4")) == "row 3 has 1 number, row 1 has 2");
    BOOST_TEST(text_of(scramble_error("1 2//3 0")) == "unexpected character at column 5"); // an empty row: its closing '/'
    BOOST_TEST(text_of(scramble_error("1 2 3 0")) == "a board needs at least 2 rows and 2 columns");
    BOOST_TEST(text_of(scramble_error("1/2/3/0")) == "a board needs at least 2 rows and 2 columns");
    BOOST_TEST(text_of(scramble_error("1 2/3 3")) == "number 3 used twice");
    BOOST_TEST(text_of(scramble_error("1 2/3 4")) == "number 4 out of range 0..3");
    BOOST_TEST(text_of(scramble_error("1 2/3 99999999999999999999999")) == "number 18446744073709551615 or more out of range 0..3");
    BOOST_TEST(text_of(scramble_error<basic_puzzle<3, 3>>("1 2/3 0")) == "expected a 9-cell board, got 4 cells");
    BOOST_TEST(text_of(scramble_error<basic_puzzle<2, 3>>("1 2/3 0/4 5")) ==
               "wrong shape: rows and columns differ from the 6-cell board required");
}

BOOST_AUTO_TEST_CASE(solution_errors) {
    BOOST_TEST((moves_error("U0") == error{error_code::bad_repeat, 2, 0, npuzzle::max_repeat, 0}));
    BOOST_TEST(text_of(moves_error("UD0")) == "repeat count at column 3 must be 1..4294967295");
    BOOST_TEST(text_of(moves_error("R4294967296")) == "repeat count at column 2 must be 1..4294967295");
    BOOST_TEST(text_of(moves_error("2U")) == "unexpected character at column 1");
    BOOST_TEST(text_of(moves_error("UxD")) == "unexpected character at column 2");
    BOOST_TEST(text_of(moves_error("UD u")) == "unexpected character at column 3"); // no spaces inside
    BOOST_TEST(text_of(moves_error("u")) == "unexpected character at column 1");   // slidysim writes capitals
    BOOST_TEST(text_of(moves_error(" UUL2UR2Q")) == "unexpected character at column 9");
    BOOST_TEST(*npuzzle::count_run_length_moves("R4294967295") == 4294967295u); // counted, not played
}

BOOST_AUTO_TEST_CASE(long_runs_split_at_the_largest_count) {
    npuzzle::run_length_writer w;
    std::string out;
    for (int i = 0; i < 3; ++i) w.put(direction::up, std::back_inserter(out));
    w.put(direction::left, std::back_inserter(out));
    w.finish(std::back_inserter(out));
    BOOST_TEST(out == "U3L");
    w.finish(std::back_inserter(out)); // nothing in progress: nothing written
    BOOST_TEST(out == "U3L");
}

BOOST_AUTO_TEST_SUITE_END()
