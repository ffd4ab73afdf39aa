// SPDX-License-Identifier: MIT
// Game IDs: every malformed input gets its own error with the right fields and message, and
// everything the library writes it reads back.
#include "support.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/json.hpp>
#include <npuzzle/core/notation.hpp>

#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

using npuzzle::basic_puzzle;
using npuzzle::error;
using npuzzle::error_code;
using npuzzle::parse_board;
using npuzzle::puzzle;
using npuzzle::shape;
using npuzzle::test::game_id;
using npuzzle::test::text_of;

namespace {

using board4 = basic_puzzle<4, 4>;

// The error of parsing `text` as a Board, which must fail.
template <class Board>
error failure(std::string_view text, shape size = {}) {
    const auto r = parse_board<Board>(text, size);
    BOOST_TEST_REQUIRE(!r.has_value(), "'" << text << "' parsed but must not");
    return r.error();
}

// Same error from both kinds of board.
void expect_error(std::string_view text, const error& expected, std::string_view message) {
    BOOST_TEST_CONTEXT("input '" << text << "'") {
        const error fixed = failure<board4>(text), dynamic = failure<puzzle>(text, {4, 4});
        BOOST_TEST((fixed == expected), "got code " << int(fixed.code) << " '" << text_of(fixed) << "'");
        BOOST_TEST((dynamic == expected), "got code " << int(dynamic.code) << " '" << text_of(dynamic) << "'");
        BOOST_TEST(text_of(fixed) == message);
    }
}

template <class Board>
void check_round_trip(const Board& b) {
    const std::string id = game_id(b);
    const auto back = parse_board<Board>(id);
    BOOST_TEST_REQUIRE(back.has_value(), id << ": " << text_of(back));
    BOOST_TEST((*back == b), id);
    BOOST_TEST(id.size() <= npuzzle::max_game_id_length(b.rows(), b.cols()));
}

template <std::size_t Rows, std::size_t Cols>
void round_trips_static(std::uint64_t seeds) {
    for (std::uint64_t seed = 0; seed < seeds; ++seed) {
        const auto b = npuzzle::random_board(basic_puzzle<Rows, Cols>{}, seed);
        check_round_trip(b);
        BOOST_TEST(npuzzle::to_game_id(b).view() == game_id(b)); // the heap-free writer agrees
        check_round_trip(puzzle::copy_of(b));
    }
    check_round_trip(basic_puzzle<Rows, Cols>{});
}

} // namespace

BOOST_AUTO_TEST_SUITE(notation)

BOOST_AUTO_TEST_CASE(the_messages_the_design_promises) {
    const char* twice = "4x4:1,2,3,4,5,6,7,8,9,9,10,11,12,13,14,0";
    expect_error(twice, {error_code::duplicate, 10, 9, 16, 0}, "number 9 used twice");
    expect_error("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0", {error_code::too_few_numbers, 0, 0, 16, 15},
                 "expected 16 numbers, got 15");
    expect_error("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16", {error_code::out_of_range, 16, 16, 16, 0},
                 "number 16 out of range 0..15");
    expect_error("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0,1", {error_code::too_many_numbers, 0, 0, 16, 17},
                 "expected 16 numbers, got 17");
}

BOOST_AUTO_TEST_CASE(every_kind_of_malformed_game_id) {
    expect_error("", {error_code::empty}, "empty board");
    expect_error(" \t\r\n", {error_code::empty}, "empty board");
    expect_error("4x4:", {error_code::empty}, "empty board");
    expect_error("4x4:1,2;3", {error_code::bad_syntax, 8}, "unexpected character at column 8");
    expect_error("  4x4:1,2,-3", {error_code::bad_syntax, 11}, "unexpected character at column 11");
    expect_error("4x4:1,2,3a", {error_code::bad_syntax, 10}, "unexpected character at column 10");
    expect_error("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 x", {error_code::bad_syntax, 39},
                 "unexpected character at column 39");
    for (const char* bad_size : {"4:1,2", "x4:1,2", "4x:1,2", "4y4:1,2", "4x4x4:1,2", ":1,2", "4 x 4:1,2", "#12"})
        expect_error(bad_size, {error_code::bad_size}, "expected a size such as 4x4 before ':' or '#'");
    for (const char* bad_seed : {"4x4#", "4x4#x", "4x4#12a", "4x4# 12", "4x4#-1", "4x4#18446744073709551615x"})
        expect_error(bad_seed, {error_code::bad_seed}, "expected a seed (a whole number) after '#'");
    // A whole number, but too large: the message says how large a seed may be (as --seed does).
    for (const char* too_large : {"4x4#18446744073709551615", "4x4#123456789012345678901234567890"})
        expect_error(too_large, {error_code::bad_seed, 0, 18446744073709551614u},
                     "the seed after '#' must be at most 18446744073709551614");
    BOOST_TEST(parse_board<puzzle>("4x4#18446744073709551614").has_value());
    expect_error("1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0",
                 {error_code::out_of_range, 15, 16, 16, 0}, "number 16 out of range 0..15");
    expect_error("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,99999999999999999999999",
                 {error_code::out_of_range, 16, ~std::uint64_t{0}, 16, 0},
                 "number 18446744073709551615 or more out of range 0..15");
    expect_error("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,18446744073709551614",
                 {error_code::out_of_range, 16, 18446744073709551614u, 16, 0},
                 "number 18446744073709551614 out of range 0..15");

    // Rows separated by '/' (issue 17): every row as long as the first, none empty.
    expect_error("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0", {error_code::uneven_rows, 4, 0, 4, 3},
                 "row 4 has 3 numbers, row 1 has 4");
    expect_error("1 2 3 4/5 6 7 8//9 10 11 12/13 14 15 0", {error_code::bad_syntax, 17},
                 "unexpected character at column 17");
    expect_error("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0/", {error_code::bad_syntax, 38},
                 "unexpected character at column 38");
    expect_error("/1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0", {error_code::bad_syntax, 1},
                 "unexpected character at column 1");

    // Sizes: too small for any board, and the wrong shape for a fixed board.
    for (const char* small : {"1x4:1,2,3,0", "4x1#5", "0x0:0"}) {
        BOOST_TEST((failure<board4>(small).code == error_code::size_too_small), small);
        BOOST_TEST((failure<puzzle>(small) == error{error_code::size_too_small}), small);
    }
    BOOST_TEST((failure<board4>("3x3:1,2,3,4,5,6,7,8,0") == error{error_code::shape_mismatch, 0, 0, 16, 9}));
    BOOST_TEST(text_of(failure<board4>("3x3:1,2,3,4,5,6,7,8,0")) == "expected a 16-cell board, got 9 cells");
    BOOST_TEST((failure<board4>("3x3#1").code == error_code::shape_mismatch));
    BOOST_TEST((failure<puzzle>("3x3:1,2,3,4,5,6,7,8,0", {3, 4}).code == error_code::shape_mismatch));
    BOOST_TEST((failure<puzzle>("3x3#5", {4, 4}) == error{error_code::shape_mismatch, 0, 0, 16, 9}));
    BOOST_TEST((failure<board4>("1 2 3 4 5 6 7 8 0", {3, 3}) == error{error_code::shape_mismatch, 0, 0, 16, 9}));
    // The same number of cells in another shape gets a message that says so.
    const error transposed = failure<basic_puzzle<3, 4>>("4x3:1,2,3,4,5,6,7,8,9,10,11,0");
    BOOST_TEST((transposed == error{error_code::shape_mismatch, 0, 0, 12, 12}));
    BOOST_TEST(text_of(transposed) == "wrong shape: rows and columns differ from the 12-cell board required");
    BOOST_TEST((failure<puzzle>("4x3:1,2,3,4,5,6,7,8,9,10,11,0", {3, 4}) == transposed));

    // Bare numbers: the count must be a square unless a size is given.
    BOOST_TEST((failure<puzzle>("1 2 3 4 5 0") == error{error_code::not_square, 0, 0, 0, 6}));
    BOOST_TEST(text_of(failure<puzzle>("1 2 3 4 5 0")) == "cannot tell the size of 6 numbers: give it as RxC");
    BOOST_TEST((failure<puzzle>("0").code == error_code::not_square)); // 1 is a square, but of a side below 2

    BOOST_TEST(text_of(error{error_code::unsolvable}) == "board is not solvable");
    BOOST_TEST(text_of(error{}) == "no error");
    BOOST_TEST(!error{});
    BOOST_TEST(static_cast<bool>(error{error_code::empty}));
}

BOOST_AUTO_TEST_CASE(huge_sizes_and_numbers_are_rejected_without_allocating) {
    // 99999 x 99999 would be ~40 GB of tiles: refused by the size check before any allocation.
    const error too_large{error_code::size_too_large, 0, 0, puzzle::max_cells, 0};
    BOOST_TEST((failure<puzzle>("99999x99999:1,2,3") == too_large));
    BOOST_TEST((failure<puzzle>("99999x99999#7") == too_large));
    BOOST_TEST((failure<puzzle>("1 2 3", {99999, 99999}) == too_large));
    BOOST_TEST((failure<puzzle>("4097x4096:0") == too_large));
    BOOST_TEST(text_of(too_large) == "board too large: at most 16777216 cells");
    BOOST_TEST((puzzle::solved(4096, 4096).has_value()));
    BOOST_TEST((puzzle::solved(2, puzzle::max_cells / 2 + 1).error().code == error_code::size_too_large));
    // Sides beyond 32 bits, and numbers beyond 64 bits, saturate rather than wrap around.
    BOOST_TEST((failure<puzzle>("18446744073709551617x2:1").code == error_code::size_too_large));
    BOOST_TEST((failure<puzzle>("4294967297x2:1").code == error_code::size_too_large));
    BOOST_TEST((failure<board4>("99999999999999999999999x4:1").code == error_code::size_too_large));
    // Such a side is refused before the board kind is asked, but the message gives the kind's limit.
    BOOST_TEST((failure<puzzle>("99999999999x2#1") == too_large));
    BOOST_TEST(text_of(failure<board4>("4294967297x4:1")) == "board too large: at most 16 cells");
    BOOST_TEST((npuzzle::parse_shape("65536x65536").error().code == error_code::size_too_large)); // 2^32 cells
    BOOST_TEST(text_of(npuzzle::parse_board_shape<puzzle>("99999999999x2").error()) == "board too large: at most 16777216 cells");
    BOOST_TEST((npuzzle::parse_board_shape<puzzle>("5000x5000").has_value())); // the board, not the shape, is checked later
    BOOST_TEST(text_of(failure<puzzle>("7")) == "cannot tell the size of 1 number: give it as RxC");
    BOOST_TEST((failure<board4>("999x999:1,2").code == error_code::shape_mismatch));
    BOOST_TEST((failure<board4>("99999x99999:1,2").code == error_code::size_too_large)); // beyond 2^32 cells
    BOOST_TEST((failure<puzzle>("2x2:1,2,3,18446744073709551616").code == error_code::out_of_range));
}

BOOST_AUTO_TEST_CASE(parse_shape) {
    BOOST_TEST((*npuzzle::parse_shape("3x5") == shape{3, 5}));
    BOOST_TEST((*npuzzle::parse_shape(" 12X7\n") == shape{12, 7}));
    BOOST_TEST((npuzzle::parse_shape("3x").error().code == error_code::bad_size));
    BOOST_TEST((npuzzle::parse_shape("3x5 junk").error().code == error_code::bad_size));
    BOOST_TEST((npuzzle::parse_shape("1x5").error().code == error_code::size_too_small));
}

BOOST_AUTO_TEST_CASE(whitespace_crlf_and_separators) {
    const auto expected = *puzzle::from_tiles(3, 3, {8, 6, 7, 2, 5, 4, 3, 0, 1});
    for (const char* text : {"3x3:8,6,7,2,5,4,3,0,1", "  3x3:8,6,7,2,5,4,3,0,1  ", "3x3:8,6,7,2,5,4,3,0,1\r\n",
                             "\t3x3:8,6,7,2,5,4,3,0,1\n", "3X3:8, 6, 7, 2, 5, 4, 3, 0, 1", "3x3: 8 6 7 2 5 4 3 0 1",
                             "8 6 7 2 5 4 3 0 1", "8,6,7,2,5,4,3,0,1\r\n", "8\t6\t7\t2\t5\t4\t3\t0\t1"}) {
        const auto b = parse_board<puzzle>(text);
        BOOST_TEST_REQUIRE(b.has_value(), text << ": " << text_of(b));
        BOOST_TEST((*b == expected), text);
        const auto fixed = parse_board<basic_puzzle<3, 3>>(text);
        BOOST_TEST_REQUIRE(fixed.has_value(), text);
        BOOST_TEST((puzzle::copy_of(*fixed) == expected), text);
    }
}

BOOST_AUTO_TEST_CASE(bare_numbers_with_a_square_count_or_a_given_shape) {
    BOOST_TEST((parse_board<puzzle>("1 2 3 0")->rows() == 2));
    const auto sixteen = parse_board<puzzle>("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0");
    BOOST_TEST_REQUIRE(sixteen.has_value());
    BOOST_TEST((sixteen->rows() == 4 && sixteen->cols() == 4 && sixteen->is_solved()));

    const auto wide = parse_board<puzzle>("1 2 3 4 5 0", {2, 3}), tall = parse_board<puzzle>("1 2 3 4 5 0", {3, 2});
    BOOST_TEST_REQUIRE((wide.has_value() && tall.has_value()));
    BOOST_TEST((wide->rows() == 2 && wide->cols() == 3 && wide->is_solved()));
    BOOST_TEST((tall->rows() == 3 && tall->cols() == 2 && tall->is_solved()));
    // A fixed board knows its own shape, square or not.
    BOOST_TEST((parse_board<basic_puzzle<2, 3>>("1,2,3,4,5,0")->is_solved()));
    BOOST_TEST((failure<basic_puzzle<2, 3>>("1,2,3,4,0") == error{error_code::too_few_numbers, 0, 0, 6, 5}));
    // A shape given twice must agree.
    BOOST_TEST(parse_board<puzzle>("2x3:1,2,3,4,5,0", {2, 3}).has_value());
    // Unsolvable permutations parse: a solver must be able to say "unsolvable".
    const auto odd = parse_board<basic_puzzle<3, 3>>("3x3:2,1,3,4,5,6,7,8,0");
    BOOST_TEST_REQUIRE(odd.has_value());
    BOOST_TEST(!odd->is_solvable());
}

// Rows separated by '/', as speed-solvers paste them: the rows say the shape (issue 17).
BOOST_AUTO_TEST_CASE(rows_separated_by_slashes) {
    const auto three = parse_board<puzzle>("1 2 3/4 5 6/7 8 0");
    BOOST_TEST_REQUIRE(three.has_value());
    BOOST_TEST((three->rows() == 3 && three->cols() == 3 && three->is_solved()));
    const auto wide = parse_board<puzzle>(" 1,2,3 / 4,5,0 "), tall = parse_board<puzzle>("1 2/3 4/5 0");
    BOOST_TEST_REQUIRE((wide.has_value() && tall.has_value()));
    BOOST_TEST((wide->rows() == 2 && wide->cols() == 3 && wide->is_solved()));
    BOOST_TEST((tall->rows() == 3 && tall->cols() == 2 && tall->is_solved()));
    BOOST_TEST(parse_board<puzzle>("2x3:1 2 3/4 5 0").has_value()); // with RxC: they must agree
    BOOST_TEST((failure<puzzle>("3x2:1 2 3/4 5 0") == error{error_code::shape_mismatch, 0, 0, 6, 6}));
    BOOST_TEST((failure<puzzle>("1 2 3/4 5 0", {3, 2}) == error{error_code::shape_mismatch, 0, 0, 6, 6}));
    BOOST_TEST((parse_board<basic_puzzle<2, 2>>("1 2/3 0")->is_solved()));
    BOOST_TEST((failure<basic_puzzle<2, 2>>("1 2 3/0 4 5").code == error_code::shape_mismatch));
    BOOST_TEST((failure<puzzle>("1/0").code == error_code::size_too_small));
    BOOST_TEST((failure<puzzle>("1 2/3 3").code == error_code::duplicate));
}

BOOST_AUTO_TEST_CASE(seeded_ids_are_reproducible) {
    const auto a = parse_board<board4>("4x4#42"), b = parse_board<board4>(" 4x4#42\r\n");
    BOOST_TEST_REQUIRE((a.has_value() && b.has_value()));
    BOOST_TEST((*a == *b));
    BOOST_TEST((*a == npuzzle::random_board(board4{}, 42)));
    BOOST_TEST((*a != *parse_board<board4>("4x4#43")));
    BOOST_TEST(a->is_solvable());
    BOOST_TEST(!a->is_solved());
    const auto dynamic = parse_board<puzzle>("4x4#42");
    BOOST_TEST_REQUIRE(dynamic.has_value());
    BOOST_TEST((*dynamic == puzzle::copy_of(*a)));
    const auto odd_shape = parse_board<puzzle>("3x7#0");
    BOOST_TEST_REQUIRE(odd_shape.has_value());
    BOOST_TEST((odd_shape->rows() == 3 && odd_shape->cols() == 7 && odd_shape->is_solvable()));
    BOOST_TEST((*odd_shape == *parse_board<puzzle>("3x7#0")));
    BOOST_TEST(parse_board<puzzle>("4x4#18446744073709551614").has_value()); // the largest seed
}

BOOST_AUTO_TEST_CASE(format_then_parse_gives_the_same_board) {
    round_trips_static<2, 2>(20);
    round_trips_static<3, 3>(50);
    round_trips_static<4, 4>(50);
    round_trips_static<2, 5>(50);
    round_trips_static<5, 3>(50);
    round_trips_static<5, 5>(20);
    round_trips_static<16, 16>(5); // 256 cells: the largest one-byte board
    round_trips_static<17, 17>(5); // two-byte tiles
    for (std::size_t rows : {2u, 3u, 7u, 31u})
        for (std::size_t cols : {2u, 5u, 64u})
            for (std::uint64_t seed = 0; seed < 5; ++seed)
                check_round_trip(npuzzle::random_board(*puzzle::solved(rows, cols), seed));
    BOOST_TEST(game_id(basic_puzzle<2, 3>{}) == "2x3:1,2,3,4,5,0");
    BOOST_TEST(npuzzle::to_game_id(basic_puzzle<3, 2>{}).view() == "3x2:1,2,3,4,5,0");
}

BOOST_AUTO_TEST_CASE(static_string) {
    npuzzle::static_string<4> s;
    s.append("ab");
    s.append_number(0);
    BOOST_TEST(s.view() == "ab0");
    BOOST_TEST(!s.full());
    s.append_number(987); // only one more fits: truncated, never overrun
    BOOST_TEST(s.view() == "ab09");
    BOOST_TEST(s.full());
    BOOST_TEST(std::string(s.c_str()) == "ab09");
}

// A move list reads as its letters, with the heap or without.
BOOST_AUTO_TEST_CASE(move_lists_as_letters) {
    using npuzzle::direction;
    constexpr direction moves[] = {direction::left, direction::up, direction::up, direction::right, direction::down};
    BOOST_TEST(npuzzle::to_letters(moves) == "LUURD");
    BOOST_TEST(npuzzle::to_letters(std::vector<direction>{}) == "");
    npuzzle::static_string<8> fixed;
    npuzzle::write_letters(moves, fixed.appending());
    BOOST_TEST(fixed.view() == "LUURD");
    // The letters play the moves back: from_letter reads what to_letter wrote.
    auto board = npuzzle::random_board(board4{}, 7);
    auto replayed = board;
    for (direction d : moves) (void)board.move(d);
    for (char c : npuzzle::to_letters(moves)) (void)replayed.move(npuzzle::from_letter(c));
    BOOST_TEST((board == replayed));
}

BOOST_AUTO_TEST_SUITE_END()

// The tools' --json output (npuzzle-text, npuzzle-solve): every string is one valid JSON literal.
BOOST_AUTO_TEST_CASE(json_strings_escape_quotes_backslashes_and_control_characters) {
    using npuzzle::json_string;
    BOOST_TEST(json_string("plain") == "\"plain\"");
    BOOST_TEST(json_string("") == "\"\"");
    BOOST_TEST(json_string("a\"b\\c") == "\"a\\\"b\\\\c\"");
    BOOST_TEST(json_string("x\ny\tz\r\x01\x1f") == "\"x\\ny\\tz\\r\\u0001\\u001f\"");
    BOOST_TEST(json_string("4x4:1,2 \xc3\xa9") == "\"4x4:1,2 \xc3\xa9\""); // UTF-8 passes through
}

// JSON text is UTF-8 (RFC 8259): bytes that are not valid UTF-8 become U+FFFD, one for each maximal
// ill-formed part (a lead byte and the valid continuation bytes after it, or one stray byte).
BOOST_AUTO_TEST_CASE(json_strings_are_valid_utf8_whatever_the_bytes) {
    using npuzzle::json_string;
    const std::string fffd = "\\ufffd";
    auto quoted = [](const std::string& inside) { // appended, not "\"" + ...: g++ 12 warns on that falsely
        std::string q = "\"";
        q += inside;
        q += '"';
        return q;
    };
    // Every length of valid sequence passes through, at its range's edges (U+0080, U+07FF, U+0800,
    // U+D7FF, U+E000, U+FFFF, U+10000, U+10FFFF).
    for (const char* valid : {"\xc2\x80", "\xdf\xbf", "\xe0\xa0\x80", "\xed\x9f\xbf", "\xee\x80\x80",
                              "\xef\xbf\xbf", "\xf0\x90\x80\x80", "\xf4\x8f\xbf\xbf", "\xe2\x82\xac"})
        BOOST_TEST(json_string(valid) == quoted(valid));
    BOOST_TEST(json_string("\xff\xfe bad") == quoted(fffd + fffd + " bad"));
    BOOST_TEST(json_string("\x80") == quoted(fffd)); // a stray continuation byte
    BOOST_TEST(json_string("\xc0\xaf") == quoted(fffd + fffd)); // overlong: C0, C1 never lead
    BOOST_TEST(json_string("\xe0\x80\xaf") == quoted(fffd + fffd + fffd)); // overlong 3-byte
    BOOST_TEST(json_string("\xed\xa0\x80") == quoted(fffd + fffd + fffd)); // a surrogate, U+D800
    BOOST_TEST(json_string("\xf4\x90\x80\x80") == quoted(fffd + fffd + fffd + fffd)); // past U+10FFFF
    BOOST_TEST(json_string("\xf5\xf8\xfe") == quoted(fffd + fffd + fffd));
    BOOST_TEST(json_string("\xe2\x82") == quoted(fffd)); // truncated at the end: one
    BOOST_TEST(json_string("\xf0\x9f\x98x") == quoted(fffd + "x")); // truncated before ASCII
    BOOST_TEST(json_string("\xe2\x82\xe2\x82\xac") == quoted(fffd + "\xe2\x82\xac")); // cut, then whole
    BOOST_TEST(json_string("a\xc3\"") == quoted(std::string("a") + fffd + "\\\"")); // the quote after it still escaped
    std::string all; // every byte value in turn: no two of 80 to FF make a sequence, so all are replaced
    for (int b = 0; b < 256; ++b) all += static_cast<char>(b);
    const std::string escaped = json_string(all);
    bool ascii = true;
    for (char c : escaped) ascii &= static_cast<unsigned char>(c) < 0x80;
    BOOST_TEST(ascii, escaped);
    std::string tail = "~\x7f"; // printable ASCII and DEL pass through
    for (int b = 0x80; b < 0x100; ++b) tail += fffd;
    BOOST_TEST(escaped.ends_with(tail + '"'), escaped);
}
