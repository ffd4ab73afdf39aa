// SPDX-License-Identifier: MIT
#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/notation.hpp>

#include <boost/test/unit_test.hpp>

#include <npuzzle/core/random.hpp>

#include <iterator>
#include <string>
#include <string_view>

using npuzzle::cell;
using npuzzle::line_direction;
using npuzzle::mark;
using npuzzle::mnk;
using npuzzle::mnk_error;
using npuzzle::mnk_error_code;
using npuzzle::mnk_line;
using npuzzle::parse_mnk;

namespace {

std::string id_of(const mnk& b) {
    std::string s;
    npuzzle::write_mnk_id(b, std::back_inserter(s));
    return s;
}

mnk_error error_of(std::string_view text) {
    const auto r = parse_mnk<mnk>(text);
    return r ? mnk_error{} : r.error(); // no error: code none
}

} // namespace

BOOST_AUTO_TEST_SUITE(mnk_notation)

BOOST_AUTO_TEST_CASE(ids_round_trip) {
    for (std::string_view id : {"3x3k3:.../.../...", "3x3k3:X.O/.X./..O", "4x4k3:X.O./..../.X../O...",
                                "1x5k2:X.O..", "6x7k4:......./......./......./......./......./...X..."}) {
        auto b = parse_mnk<mnk>(id);
        BOOST_TEST_CONTEXT(id) {
            BOOST_REQUIRE(b.has_value());
            BOOST_TEST(id_of(*b) == id);
        }
    }
    static_assert(npuzzle::to_mnk_id(*parse_mnk<npuzzle::tic_tac_toe>("3x3k3:x.o/.X./...")) ==
                  std::string_view("3x3k3:X.O/.X./..."));
}

BOOST_AUTO_TEST_CASE(a_size_alone_is_an_empty_board) {
    auto b = parse_mnk<mnk>("  15x15k5 \n");
    BOOST_REQUIRE(b.has_value());
    BOOST_TEST(b->rows() == 15u);
    BOOST_TEST(b->k() == 5u);
    BOOST_TEST(b->placed() == 0u);
    BOOST_TEST((parse_mnk<npuzzle::basic_mnk<6, 7, 4>>("6X7K4").has_value()));
}

BOOST_AUTO_TEST_CASE(turn_winner_and_line_follow_from_the_marks) {
    auto b = parse_mnk<mnk>("3x3k3:XO./OX./..X");
    BOOST_REQUIRE(b.has_value());
    BOOST_TEST((b->winner() == mark::x));
    BOOST_TEST((b->winning_line() == mnk_line{{0, 0}, line_direction::diagonal, 3}));
    auto o_to_move = parse_mnk<mnk>("3x3k3:X../.../...");
    BOOST_TEST((o_to_move->to_move() == mark::o));
    // Two crossing lines through the last move (the centre) are a legal end.
    auto cross = parse_mnk<mnk>("3x3k3:XOX/OXO/XOX");
    BOOST_REQUIRE(cross.has_value());
    BOOST_TEST((cross->winner() == mark::x));
    BOOST_TEST(cross->winning_line().contains(cell{1, 1}));
    auto draw = parse_mnk<mnk>("3x3k3:XOX/XOO/OXX");
    BOOST_TEST(draw->is_draw());
}

BOOST_AUTO_TEST_CASE(errors_say_what_and_where) {
    BOOST_TEST((error_of("   ") == mnk_error{mnk_error_code::empty}));
    BOOST_TEST((error_of("3x3:...") == mnk_error{mnk_error_code::bad_size}));
    BOOST_TEST((error_of("3x3k") == mnk_error{mnk_error_code::bad_size}));
    BOOST_TEST((error_of("3x3k3x") == mnk_error{mnk_error_code::bad_size}));
    BOOST_TEST((error_of("0x3k3") == mnk_error{mnk_error_code::size_too_small}));
    BOOST_TEST((error_of("99999999999999999999999x3k3").code == mnk_error_code::size_too_large));
    BOOST_TEST((error_of("3x3k4") == mnk_error{mnk_error_code::bad_k, 0, 4, 3, 0}));
    BOOST_TEST((error_of("3x3k1").code == mnk_error_code::bad_k));
    // K as written, not clamped to a side's limit; a number past 2^64-1 is said to be at least that.
    BOOST_TEST((error_of("3x3k257") == mnk_error{mnk_error_code::bad_k, 0, 257, 3, 0}));
    BOOST_TEST(error_of("3x3k257").message().view() == "line length k must be 2..3, got 257");
    BOOST_TEST(error_of("3x3k18446744073709551618").message().view() ==
               "line length k must be 2..3, got 18446744073709551615 or more");
    // 1x1 has no line of two cells: no k fits, and the message says why rather than "2..1".
    BOOST_TEST((error_of("1x1k2") == mnk_error{mnk_error_code::size_too_small}));
    BOOST_TEST(error_of("1x1k2").message().view() == "a board needs a line of at least 2 cells (1x2 or larger)");
    BOOST_TEST((error_of("1x3k2").code == mnk_error_code::none)); // the library's rule: 1x2 or larger
    BOOST_TEST((parse_mnk<npuzzle::tic_tac_toe>("4x4k3").error().code == mnk_error_code::shape_mismatch));
    // Columns count from the start of the text as typed, leading spaces included.
    BOOST_TEST((error_of("  3x3k3:X.O/.Z./...") == mnk_error{mnk_error_code::bad_syntax, 14}));
    BOOST_TEST((error_of("3x3k3:X.O/..../...") == mnk_error{mnk_error_code::wrong_row_length, 2, 0, 3, 4}));
    BOOST_TEST((error_of("3x3k3:") == mnk_error{mnk_error_code::wrong_row_length, 1, 0, 3, 0}));
    BOOST_TEST((error_of("3x3k3:.../...") == mnk_error{mnk_error_code::wrong_row_count, 0, 0, 3, 2}));
    BOOST_TEST((error_of("3x3k3:OO./.../...") == mnk_error{mnk_error_code::wrong_mark_counts, 0, 2, 0, 0}));
    BOOST_TEST((error_of("3x3k3:XXX/OOO/X..") == mnk_error{mnk_error_code::both_won}));
    BOOST_TEST((error_of("3x3k3:XXX/OO./O..") == mnk_error{mnk_error_code::winner_not_last}));
    // Two X lines with no mark in common: the game ended at the first.
    BOOST_TEST((error_of("5x5k3:XXX../OO.OO/...../XXX../O....") == mnk_error{mnk_error_code::won_twice}));
}

BOOST_AUTO_TEST_CASE(messages_are_readable) {
    BOOST_TEST(error_of("3x3k3:X.O/..../...").message().view() == "row 2 has 4 cells, expected 3");
    BOOST_TEST(error_of("3x3k3:OO./.../...").message().view() ==
               "X has 0 marks and O 2: X moves first, so X has as many as O or one more");
    BOOST_TEST(error_of("3x3k9").message().view() == "line length k must be 2..3, got 9");
    BOOST_TEST(error_of("3x3k3:.../.?./...").message().view() ==
               "unexpected character at column 12 (cells are X, O or .; rows end with /)");
}

BOOST_AUTO_TEST_CASE(any_text_parses_or_says_why) {
    // Random texts from the ID alphabet, and valid IDs with one character changed: every one either
    // parses to a position whose ID reads back the same, or yields an error with a message.
    constexpr std::string_view alphabet = "0123456789xXkK:/.oO -";
    npuzzle::pcg32 rng(77);
    std::size_t parsed = 0, rejected = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        if (i % 2 == 0) {
            const std::size_t length = rng.below(24);
            for (std::size_t j = 0; j < length; ++j) text += alphabet[rng.below(alphabet.size())];
        } else {
            text = i % 4 == 1 ? "3x3k3:X.O/.X./..O" : "4x5k3:X.O../.X.O./..O../.X...";
            text[rng.below(static_cast<std::uint32_t>(text.size()))] = alphabet[rng.below(alphabet.size())];
        }
        const auto b = parse_mnk<mnk>(text);
        if (b) {
            ++parsed;
            const auto again = parse_mnk<mnk>(id_of(*b));
            BOOST_REQUIRE_MESSAGE(again.has_value(), text);
            BOOST_TEST((*again == *b));
        } else {
            ++rejected;
            BOOST_TEST(b.error().message().size() > 0u);
        }
    }
    BOOST_TEST_MESSAGE("random IDs: " << parsed << " parsed, " << rejected << " rejected");
    BOOST_TEST(parsed > 100u);
    BOOST_TEST(rejected > 100u);
}

BOOST_AUTO_TEST_SUITE_END()
