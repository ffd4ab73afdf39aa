// SPDX-License-Identifier: MIT
// result<T, E> speaks std::expected's names, and the small API promises that surprised adopters:
// to_game_id on a const value and on a runtime board, a session with a clock and the default
// history, to_string for events.
#include "support.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/core/steady_clock.hpp>

#include <boost/test/unit_test.hpp>

#include <string>
#include <type_traits>

using npuzzle::error;
using npuzzle::error_code;
using npuzzle::result;

namespace {

constexpr result<int> three(3);
constexpr result<int> empty(error{error_code::empty});

// As std::expected: bool and has_value() agree, *, ->, value() reach the value, error() the error,
// value_or() falls back only on an error. All of it while compiling, too.
static_assert(three.has_value() && static_cast<bool>(three) && *three == 3 && three.value() == 3);
static_assert(three.value_or(4) == 3 && empty.value_or(4) == 4);
static_assert(!empty.has_value() && !empty && empty.error().code == error_code::empty);
static_assert(std::is_same_v<result<int>::value_type, int> && std::is_same_v<result<int>::error_type, error>);

// The monadic operations, as std::expected's, while compiling.
constexpr auto twice = [](int v) { return v * 2; };
constexpr auto halve = [](int v) { return v % 2 == 0 ? result<int>(v / 2) : result<int>(error{error_code::bad_syntax, 1}); };
constexpr auto recover = [](const error&) { return result<int>(0); };
constexpr auto code_of = [](const error& e) { return static_cast<int>(e.code); };
static_assert(three.transform(twice).value() == 6 && !empty.transform(twice).has_value());
static_assert(three.transform(twice).and_then(halve).value() == 3);
static_assert(three.and_then(halve).error().code == error_code::bad_syntax); // the function's own error
static_assert(empty.and_then(halve).error().code == error_code::empty);       // not called: the error kept
static_assert(three.or_else(recover).value() == 3 && empty.or_else(recover).value() == 0);
static_assert(three.transform_error(code_of).value() == 3 && empty.transform_error(code_of).error() == 1);
// The value and error types may be the same: npuzzle::unexpected says which is meant.
static_assert(result<int, int>(npuzzle::unexpected(2)).error() == 2 && result<int, int>(3).value() == 3);
// Every error has its words as a member, as the solver's errors do.
static_assert(empty.error().message() == "empty board");

struct point {
    int x = 0;
};

} // namespace

BOOST_AUTO_TEST_SUITE(result_api)

BOOST_AUTO_TEST_CASE(value_error_and_fallback) {
    result<std::string> text(std::string("abc"));
    BOOST_TEST(text.value() == "abc");
    BOOST_TEST(text->size() == 3u);
    text.value() += "d";
    BOOST_TEST(*text == "abcd");
    BOOST_TEST(std::move(text).value_or("none") == "abcd");

    const result<std::string> failed(error{error_code::duplicate, 2, 9, 16, 0});
    BOOST_TEST(failed.value_or("none") == "none");
    BOOST_TEST(npuzzle::test::text_of(failed.error()) == "number 9 used twice");

    result<point> p(point{7});
    p->x += 1;
    BOOST_TEST(p.value().x == 8);
}

// Each operation with a type it changes, and with a value it moves rather than copies.
BOOST_AUTO_TEST_CASE(transform_and_then_or_else_transform_error) {
    const result<int> nine(9);
    const result<int> duplicate(error{error_code::duplicate, 2, 9, 16, 0});
    auto text = [](int v) { return std::to_string(v); };
    BOOST_TEST(nine.transform(text).value() == "9");
    BOOST_TEST(duplicate.transform(text).error().message().view() == "number 9 used twice");

    auto positive = [](int v) { return v > 0 ? result<unsigned>(static_cast<unsigned>(v)) : result<unsigned>(error{error_code::out_of_range}); };
    BOOST_TEST(nine.and_then(positive).value() == 9u);
    BOOST_TEST((result<int>(-1).and_then(positive).error().code == error_code::out_of_range));
    int calls = 0;
    auto counted = [&](int v) { ++calls; return result<int>(v); };
    BOOST_TEST(!duplicate.and_then(counted).has_value());
    BOOST_TEST(calls == 0); // an error skips the function

    auto fallback = [](const error& e) { return result<int>(static_cast<int>(e.value)); };
    BOOST_TEST(duplicate.or_else(fallback).value() == 9);
    BOOST_TEST(nine.or_else(fallback).value() == 9);

    auto words = [](const error& e) { return std::string(e.message().view()); };
    const result<int, std::string> described = duplicate.transform_error(words);
    BOOST_TEST(described.error() == "number 9 used twice");
    BOOST_TEST(nine.transform_error(words).value() == 9);

    // An rvalue result hands its value on: a string moved, not copied, through transform.
    result<std::string> owned(std::string(100, 'x'));
    const auto length = std::move(owned).transform([](std::string&& s) { return std::move(s).size(); });
    BOOST_TEST(length.value() == 100u);
}

// The error's words are a member, what the docs show; the free message(e) says the same.
BOOST_AUTO_TEST_CASE(errors_read_by_member) {
    const error e{error_code::out_of_range, 3, 16, 16, 0};
    BOOST_TEST(e.message().view() == "number 16 out of range 0..15");
    BOOST_TEST(npuzzle::message(e).view() == e.message().view());
}

BOOST_AUTO_TEST_CASE(game_ids_of_const_and_runtime_boards) {
    const auto board = npuzzle::make_puzzle<2, 2>({1, 2, 0, 3});
    const auto id = npuzzle::to_game_id(board); // const: c_str() still works
    BOOST_TEST(std::string(id.c_str()) == "2x2:1,2,0,3");

    const auto runtime = npuzzle::parse_board<npuzzle::puzzle>("3x2:1,2,3,4,0,5");
    BOOST_TEST_REQUIRE(runtime.has_value());
    BOOST_TEST(npuzzle::to_game_id(*runtime) == "3x2:1,2,3,4,0,5");
}

BOOST_AUTO_TEST_CASE(a_session_with_a_clock_reads_naturally) {
    using board = npuzzle::basic_puzzle<3, 3>;
    static_assert(std::is_same_v<npuzzle::session_with_clock<board, npuzzle::steady_clock>,
                                 npuzzle::basic_session<board, npuzzle::default_history_capacity, npuzzle::steady_clock>>);
    npuzzle::session_with_clock<board, npuzzle::steady_clock> game(npuzzle::make_puzzle<3, 3>({1, 2, 3, 4, 5, 6, 7, 0, 8}));
    BOOST_TEST(npuzzle::to_string(game.move(npuzzle::direction::left)) == "solved");
    BOOST_TEST(npuzzle::to_string(game.move(npuzzle::direction::none)) == "not_a_move");
}

BOOST_AUTO_TEST_CASE(events_have_names) {
    BOOST_TEST(npuzzle::to_string(npuzzle::event::no_effect) == "no_effect");
    BOOST_TEST(npuzzle::to_string(npuzzle::event::moved) == "moved");
}

BOOST_AUTO_TEST_SUITE_END()
