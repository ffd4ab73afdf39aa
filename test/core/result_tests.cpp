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
