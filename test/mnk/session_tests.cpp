// SPDX-License-Identifier: MIT
#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/notation.hpp>
#include <npuzzle/mnk/session.hpp>

#include <boost/test/unit_test.hpp>

using npuzzle::cell;
using npuzzle::event;
using npuzzle::mark;

BOOST_AUTO_TEST_SUITE(mnk_session)

BOOST_AUTO_TEST_CASE(place_undo_redo) {
    npuzzle::mnk_session<npuzzle::tic_tac_toe> s;
    BOOST_TEST((s.place({1, 1}) == event::moved));
    BOOST_TEST((s.place({1, 1}) == event::no_effect));
    BOOST_TEST((s.place({5, 1}) == event::not_a_move));
    BOOST_TEST((s.place({0, 0}) == event::moved));
    BOOST_TEST(s.moves() == 2u);
    BOOST_TEST((s.last_move() == cell{0, 0}));
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.board().at(0, 0) == mark::empty));
    BOOST_TEST((s.board().to_move() == mark::o));
    BOOST_TEST(s.can_redo());
    BOOST_TEST((s.redo() == event::moved));
    BOOST_TEST((s.board().at(0, 0) == mark::o));
    BOOST_TEST((s.redo() == event::no_effect));
    // A new move forgets what could be redone.
    s.undo();
    s.place({2, 2});
    BOOST_TEST(!s.can_redo());
    BOOST_TEST((s.board().at(2, 2) == mark::o));
    s.undo();
    s.undo();
    BOOST_TEST((s.undo() == event::no_effect));
    BOOST_TEST((s.board() == npuzzle::tic_tac_toe{}));
}

BOOST_AUTO_TEST_CASE(the_move_that_ends_the_game_says_so_and_undo_reopens_it) {
    auto start = npuzzle::parse_mnk<npuzzle::mnk>("3x3k3:XX./OO./...");
    BOOST_REQUIRE(start.has_value());
    npuzzle::mnk_session<npuzzle::mnk> s(*start);
    BOOST_TEST((s.place({0, 2}) == event::solved));
    BOOST_TEST((s.board().winner() == mark::x));
    BOOST_TEST((s.place({2, 2}) == event::no_effect)); // the game is over
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.board().winner() == mark::empty));
    BOOST_TEST((s.undo() == event::no_effect)); // not before the position the game started from
    BOOST_TEST((s.redo() == event::solved));
    BOOST_TEST(s.board().winning_line().length == 3u);
    BOOST_TEST((s.restart() == event::moved));
    BOOST_TEST((s.board() == *start));
    BOOST_TEST(!s.can_redo());
    BOOST_TEST((s.undo() == event::solved)); // the restart undone: back to the won position
    BOOST_TEST((s.board().winner() == mark::x));
}

BOOST_AUTO_TEST_CASE(a_restart_is_undone_even_when_the_ring_is_full) {
    npuzzle::mnk_session<npuzzle::tic_tac_toe, npuzzle::manual_clock, 3> s;
    BOOST_TEST((s.restart() == event::no_effect));
    for (cell c : {cell{1, 1}, {0, 0}, {2, 2}, {0, 2}}) s.place(c);
    s.clock().advance(900);
    const auto before = s.board();
    for (int round = 0; round < 4; ++round) {
        BOOST_TEST((s.restart() == event::moved));
        BOOST_TEST(s.moves() == 0u);
        BOOST_TEST(s.elapsed_ms() == 0u);
        BOOST_TEST((s.undo() == event::moved));
        BOOST_TEST((s.board() == before));
        BOOST_TEST(s.moves() == 4u);
        BOOST_TEST(s.elapsed_ms() == 900u);
        BOOST_TEST((s.last_move() == cell{0, 2}));
        s.redo();
        s.place({1, 0});
        s.undo();
        s.undo();
    }
    BOOST_TEST((s.board() == before));
}

BOOST_AUTO_TEST_CASE(a_draw_ends_the_game_too) {
    npuzzle::mnk_session<npuzzle::tic_tac_toe> s;
    event last = event::not_a_move;
    for (cell c : {cell{1, 1}, {0, 1}, {0, 0}, {2, 2}, {2, 0}, {0, 2}, {1, 2}, {1, 0}, {2, 1}}) last = s.place(c);
    BOOST_TEST((last == event::solved));
    BOOST_TEST(s.board().is_draw());
    s.new_game(*npuzzle::tic_tac_toe::empty(3, 3, 3));
    BOOST_TEST(s.moves() == 0u);
    BOOST_TEST(!s.can_undo());
}

BOOST_AUTO_TEST_CASE(works_while_compiling) {
    constexpr auto after = [] {
        npuzzle::mnk_session<npuzzle::tic_tac_toe> s;
        s.place({0, 0});
        s.place({1, 1});
        s.undo();
        s.place({2, 2});
        return s.board();
    }();
    static_assert(after.at(2, 2) == mark::o && after.at(1, 1) == mark::empty);
    BOOST_TEST(after.placed() == 2u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(mnk_session_clock)

BOOST_AUTO_TEST_CASE(starts_with_the_first_move_pauses_and_stops_at_the_end) {
    npuzzle::mnk_session<npuzzle::tic_tac_toe> s;
    s.clock().advance(500);
    BOOST_TEST(!s.clock_running());
    s.place({0, 0}); // X
    s.clock().advance(1000);
    BOOST_TEST(s.elapsed_ms() == 1000u);
    s.pause();
    BOOST_TEST((s.place({1, 0}) == event::no_effect)); // no moves while paused
    BOOST_TEST((s.undo() == event::no_effect));
    s.clock().advance(5000);
    s.resume();
    BOOST_TEST(s.elapsed_ms() == 1000u); // the pause did not count
    s.clock().advance(300);
    for (cell c : {cell{1, 0}, {0, 1}, {1, 1}, {0, 2}}) s.place(c); // X wins on the top row
    BOOST_TEST(s.finished());
    s.clock().advance(200);
    BOOST_TEST(s.elapsed_ms() == 1300u);
    s.undo(); // reopens the game, but the clock has stopped for good
    s.clock().advance(200);
    BOOST_TEST(s.elapsed_ms() == 1300u);
    s.restart();
    BOOST_TEST(s.elapsed_ms() == 0u);
    BOOST_TEST(!s.finished());
    BOOST_TEST((s.undo() == event::moved)); // the undone restart: the clock as it was, stopped
    BOOST_TEST(s.elapsed_ms() == 1300u);
    BOOST_TEST(s.finished());
}

BOOST_AUTO_TEST_SUITE_END()
