// SPDX-License-Identifier: MIT
// The game session: events, both move counters, undo/redo/restart, the bounded history and the
// clock (driven by hand through manual_clock).
#include "support.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/core/steady_clock.hpp>

#include <boost/test/unit_test.hpp>

#include <vector>

using npuzzle::basic_puzzle;
using npuzzle::cell;
using npuzzle::direction;
using npuzzle::event;
using npuzzle::puzzle;

namespace {

using board3 = basic_puzzle<3, 3>;
using session3 = npuzzle::basic_session<board3>;

// Two moves from the goal: the blank in the bottom-left corner, tiles 7 and 8 to its right.
board3 two_from_goal() { return *npuzzle::parse_board<board3>("3x3:1,2,3,4,5,6,0,7,8"); }

} // namespace

BOOST_AUTO_TEST_SUITE(session)

BOOST_AUTO_TEST_CASE(events_for_every_kind_of_input) {
    session3 s(two_from_goal());
    BOOST_TEST((s.move(direction::none) == event::not_a_move));
    BOOST_TEST((s.move(direction::right) == event::no_effect)); // nothing left of the blank
    BOOST_TEST((s.move(direction::down) == event::moved));      // tile 4 comes down
    BOOST_TEST((s.move(direction::up) == event::moved));        // and back up
    BOOST_TEST((s.slide({3, 0}) == event::not_a_move));         // off the board
    BOOST_TEST((s.slide({0, 3}) == event::not_a_move));
    BOOST_TEST((s.slide({2, 0}) == event::no_effect)); // the blank itself
    BOOST_TEST((s.slide({1, 1}) == event::no_effect)); // not in line with the blank
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.redo() == event::moved));
    BOOST_TEST((s.move(direction::left) == event::moved));
    BOOST_TEST(!s.solved());
    BOOST_TEST((s.move(direction::left) == event::solved));
    BOOST_TEST(s.solved());
    BOOST_TEST(s.moves() == 4u);
    BOOST_TEST(npuzzle::changed(event::moved));
    BOOST_TEST(npuzzle::changed(event::solved));
    BOOST_TEST(!npuzzle::changed(event::no_effect));
    BOOST_TEST(!npuzzle::changed(event::not_a_move));
}

BOOST_AUTO_TEST_CASE(single_and_multi_tile_counters) {
    session3 s(two_from_goal());
    BOOST_TEST((s.slide({2, 2}) == event::solved)); // one click, two tiles
    BOOST_TEST(s.moves() == 2u);                     // STM
    BOOST_TEST(s.multi_moves() == 1u);               // MTM
    BOOST_TEST((s.slide({0, 2}) == event::moved));   // two tiles down the right column
    BOOST_TEST(s.moves() == 4u);
    BOOST_TEST(s.multi_moves() == 2u);
    BOOST_TEST((s.move(direction::right) == event::moved)); // tile 2 slides right
    BOOST_TEST(s.moves() == 5u);
    BOOST_TEST(s.multi_moves() == 3u);
    // Undoing a slide undoes the whole slide and takes its full cost back.
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.undo() == event::solved));
    BOOST_TEST(s.moves() == 2u);
    BOOST_TEST(s.multi_moves() == 1u);
    BOOST_TEST(s.board().is_solved());
}

BOOST_AUTO_TEST_CASE(undo_redo_restart_and_new_game) {
    session3 s(two_from_goal());
    BOOST_TEST((s.undo() == event::no_effect)); // nothing to undo yet
    BOOST_TEST((s.redo() == event::no_effect));
    s.move(direction::down);
    const board3 after_one = s.board();
    s.move(direction::left);
    const board3 after_two = s.board();
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.board() == after_one));
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.board() == two_from_goal()));
    BOOST_TEST(s.moves() == 0u);
    BOOST_TEST(!s.can_undo());
    BOOST_TEST((s.redo() == event::moved));
    BOOST_TEST((s.redo() == event::moved));
    BOOST_TEST((s.board() == after_two));
    BOOST_TEST(s.moves() == 2u);
    BOOST_TEST((s.redo() == event::no_effect));

    // A new move forgets what could be redone.
    s.undo();
    BOOST_TEST(s.can_redo());
    BOOST_TEST((s.move(direction::up) == event::moved));
    BOOST_TEST(!s.can_redo());
    BOOST_TEST((s.redo() == event::no_effect));
    BOOST_TEST(s.history().undo_depth() == 2u);

    BOOST_TEST((s.restart() == event::moved));
    BOOST_TEST((s.board() == two_from_goal()));
    BOOST_TEST((s.moves() == 0u && s.multi_moves() == 0u));
    BOOST_TEST((s.can_undo() && !s.can_redo())); // the restart itself can be undone
    BOOST_TEST((s.restart() == event::no_effect)); // nothing to restart from

    const board3 other = npuzzle::random_board(board3{}, 3);
    s.new_game(other);
    BOOST_TEST((s.board() == other));
    BOOST_TEST((s.initial() == other));
    s.move(s.board().legal_moves().items[0]);
    s.restart();
    BOOST_TEST((s.board() == other));
}

BOOST_AUTO_TEST_CASE(a_full_history_drops_the_oldest_move_and_keeps_the_counters) {
    npuzzle::basic_session<board3, 4> s(two_from_goal());
    std::vector<board3> seen{s.board()};
    for (int i = 0; i < 6; ++i) { // up and down: six moves, never solved
        BOOST_TEST((s.move(i % 2 == 0 ? direction::down : direction::up) == event::moved));
        seen.push_back(s.board());
    }
    BOOST_TEST(s.moves() == 6u);
    BOOST_TEST(s.history().undo_depth() == 4u);
    for (int i = 0; i < 4; ++i) BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.undo() == event::no_effect)); // moves 1 and 2 fell out
    BOOST_TEST((s.board() == seen[2]));
    BOOST_TEST(s.moves() == 2u); // the two moves that can no longer be undone still count
    BOOST_TEST(s.history().redo_depth() == 4u);
    for (int i = 0; i < 4; ++i) BOOST_TEST((s.redo() == event::moved));
    BOOST_TEST((s.board() == seen[6]));
    BOOST_TEST(s.moves() == 6u);

    // Capacity one: only the last move can be undone.
    npuzzle::basic_session<board3, 1> tiny(two_from_goal());
    tiny.move(direction::down);
    tiny.move(direction::up);
    BOOST_TEST((tiny.undo() == event::moved));
    BOOST_TEST((tiny.undo() == event::no_effect));
    BOOST_TEST(tiny.moves() == 1u);
}

BOOST_AUTO_TEST_CASE(the_clock) {
    session3 s(two_from_goal());
    s.clock().advance(1000);
    BOOST_TEST(!s.clock_running()); // not before the first move
    BOOST_TEST(s.elapsed_ms() == 0u);

    s.pause(); // pausing an unstarted game starts nothing
    s.resume();
    BOOST_TEST(!s.clock_running());

    s.move(direction::down);
    BOOST_TEST(s.clock_running());
    s.clock().advance(500);
    BOOST_TEST(s.elapsed_ms() == 500u);

    s.pause();
    BOOST_TEST(s.paused());
    BOOST_TEST(!s.clock_running());
    s.clock().advance(300);
    BOOST_TEST(s.elapsed_ms() == 500u);
    const board3 frozen = s.board();
    BOOST_TEST((s.move(direction::up) == event::no_effect)); // paused input has no effect
    BOOST_TEST((s.slide({0, 0}) == event::no_effect));
    BOOST_TEST((s.undo() == event::no_effect));
    BOOST_TEST((s.redo() == event::no_effect));
    BOOST_TEST((s.move(direction::none) == event::not_a_move));
    BOOST_TEST((s.board() == frozen));
    BOOST_TEST(s.moves() == 1u);
    s.pause(); // twice is once
    s.resume();
    s.resume();
    BOOST_TEST(s.clock_running());
    s.clock().advance(200);
    BOOST_TEST(s.elapsed_ms() == 700u);

    s.move(direction::up);
    s.move(direction::left);
    s.clock().advance(50);
    BOOST_TEST((s.move(direction::left) == event::solved));
    BOOST_TEST(!s.clock_running()); // stops when solved
    BOOST_TEST(s.finished());
    s.clock().advance(10'000);
    BOOST_TEST(s.elapsed_ms() == 750u);
    s.move(direction::right); // playing on after the win does not restart the clock
    s.clock().advance(10);
    BOOST_TEST(s.elapsed_ms() == 750u);
    BOOST_TEST(s.finished());

    BOOST_TEST((s.restart() == event::moved)); // a fresh start: fresh clock
    BOOST_TEST(s.elapsed_ms() == 0u);
    BOOST_TEST(!s.finished());
    BOOST_TEST(!s.clock_running());
    s.clock().advance(5);
    s.move(direction::down);
    s.clock().advance(40);
    BOOST_TEST(s.elapsed_ms() == 40u);

    s.pause();
    s.restart(); // restart also leaves pause
    BOOST_TEST(!s.paused());
    BOOST_TEST((s.move(direction::down) == event::moved));
}

BOOST_AUTO_TEST_CASE(undoing_everything_returns_to_the_start_on_both_kinds_of_board) {
    auto play = [](auto session, std::uint64_t seed) {
        const auto start = session.board();
        npuzzle::pcg32 rng(seed);
        for (int i = 0; i < 300; ++i) {
            const auto& b = session.board();
            if (rng.below(3) == 0)
                session.slide({rng.below(static_cast<std::uint32_t>(b.rows())),
                               rng.below(static_cast<std::uint32_t>(b.cols()))});
            else
                session.move(npuzzle::all_directions[rng.below(4)]);
        }
        BOOST_TEST(session.moves() >= session.multi_moves());
        while (session.can_undo()) BOOST_TEST_REQUIRE(npuzzle::changed(session.undo()));
        BOOST_TEST((session.board() == start));
        BOOST_TEST((session.moves() == 0u && session.multi_moves() == 0u));
    };
    play(npuzzle::basic_session<basic_puzzle<4, 4>>(npuzzle::random_board(basic_puzzle<4, 4>{}, 1)), 1);
    play(npuzzle::basic_session<puzzle, 1000>(*npuzzle::parse_board<puzzle>("5x3#9")), 2);
}

BOOST_AUTO_TEST_CASE(undoing_a_restart_gives_back_the_position_counters_and_clock) {
    session3 s(two_from_goal());
    BOOST_TEST((s.restart() == event::no_effect)); // an untouched game has nothing to restart
    BOOST_TEST(!s.can_undo());
    s.move(direction::down);
    s.clock().advance(400);
    s.slide({1, 2});
    s.clock().advance(100);
    const board3 before = s.board();
    const auto stm = s.moves(), mtm = s.multi_moves();
    BOOST_TEST(s.elapsed_ms() == 500u);
    BOOST_TEST((s.restart() == event::moved));
    BOOST_TEST((s.board() == two_from_goal()));
    BOOST_TEST((s.elapsed_ms() == 0u && !s.clock_running()));
    s.clock().advance(1000);
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.board() == before));
    BOOST_TEST((s.moves() == stm && s.multi_moves() == mtm));
    BOOST_TEST(s.elapsed_ms() == 500u); // the clock as it was, running on from there
    BOOST_TEST(s.clock_running());
    s.clock().advance(20);
    BOOST_TEST(s.elapsed_ms() == 520u);
    // Redo restarts again; a move after a restart keeps the restart undoable behind it.
    BOOST_TEST((s.redo() == event::moved));
    BOOST_TEST((s.board() == two_from_goal() && s.moves() == 0u));
    s.move(direction::left);
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.board() == before));
    BOOST_TEST(s.elapsed_ms() == 520u);
}

BOOST_AUTO_TEST_CASE(a_restart_after_the_win_undoes_to_the_won_game_with_its_clock_stopped) {
    session3 s(two_from_goal());
    s.move(direction::left);
    s.clock().advance(300);
    BOOST_TEST((s.move(direction::left) == event::solved));
    BOOST_TEST(s.finished());
    s.restart();
    BOOST_TEST(!s.finished());
    BOOST_TEST((s.undo() == event::solved));
    BOOST_TEST((s.finished() && !s.clock_running()));
    s.clock().advance(300);
    BOOST_TEST(s.elapsed_ms() == 300u);
}

BOOST_AUTO_TEST_CASE(restarts_undo_with_the_history_ring_full) {
    // Capacity 4: the moves before the restart fall out of the ring, yet undoing the restart still
    // finds the position (played forward from where the ring starts).
    npuzzle::basic_session<board3, 4> s(two_from_goal());
    std::vector<board3> seen{s.board()};
    const direction walk[] = {direction::down, direction::left, direction::up, direction::left,
                              direction::down, direction::right};
    for (direction d : walk) {
        BOOST_TEST_REQUIRE(npuzzle::changed(s.move(d)));
        seen.push_back(s.board());
    }
    const auto stm = s.moves();
    for (int round = 0; round < 3; ++round) { // restart, play, restart...: restarts fall out too
        BOOST_TEST((s.restart() == event::moved));
        BOOST_TEST((s.undo() == event::moved));
        BOOST_TEST((s.board() == seen.back()));
        BOOST_TEST(s.moves() == stm);
        BOOST_TEST((s.redo() == event::moved));
        BOOST_TEST((s.undo() == event::moved));
    }
    for (int i = 0; i < 3; ++i) BOOST_TEST((s.restart() == event::moved) == (i == 0)); // one, then nothing to restart
    s.move(direction::down);
    s.restart();
    s.move(direction::down);
    s.restart(); // [restart, down, restart, down, restart]: the ring keeps the last 4
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST(s.moves() == 1u);
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST(s.moves() == 1u);
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST((s.board() == two_from_goal() && s.moves() == 0u));
    BOOST_TEST((s.undo() == event::no_effect)); // the first restart fell out of the ring
}

BOOST_AUTO_TEST_CASE(every_move_keeps_its_time) {
    session3 s(two_from_goal());
    s.clock().advance(50);
    s.move(direction::down);
    s.clock().advance(250);
    s.move(direction::up);
    s.clock().advance(700);
    s.move(direction::left);
    const auto& h = s.history();
    BOOST_TEST(h.size() == 3u);
    BOOST_TEST(h[0].at_ms == 0u); // the first move starts the clock
    BOOST_TEST(h[1].at_ms == 250u);
    BOOST_TEST(h[2].at_ms == 950u);
    BOOST_TEST(npuzzle::history_ms(std::uint64_t{1} << 40) == 0xffff'ffffu);
}

BOOST_AUTO_TEST_CASE(each_reason_holds_the_clock_on_its_own) {
    session3 s(two_from_goal());
    s.move(direction::down);
    s.clock().advance(100);
    s.pause(npuzzle::pause_reason::dialog);
    BOOST_TEST(!s.clock_running());
    BOOST_TEST(!s.paused()); // a question stops the clock, not the game
    s.clock().advance(1000);
    s.pause(npuzzle::pause_reason::help);
    s.resume(npuzzle::pause_reason::dialog);
    s.clock().advance(1000);
    BOOST_TEST(s.elapsed_ms() == 100u); // the help still holds it
    s.pause(); // the player pauses under the help
    s.resume(npuzzle::pause_reason::help);
    s.clock().advance(1000);
    BOOST_TEST(s.elapsed_ms() == 100u); // closing the help does not resume the player's pause
    BOOST_TEST((s.move(direction::up) == event::no_effect));
    s.pause(npuzzle::pause_reason::hidden);
    s.resume();
    BOOST_TEST(s.held(npuzzle::pause_reason::hidden));
    s.clock().advance(1000);
    BOOST_TEST(s.elapsed_ms() == 100u);
    s.resume(npuzzle::pause_reason::hidden);
    s.clock().advance(7);
    BOOST_TEST(s.elapsed_ms() == 107u);
    BOOST_TEST(s.clock_running());
}

BOOST_AUTO_TEST_CASE(other_clocks) {
    npuzzle::basic_session<board3, 16, npuzzle::steady_clock> real(two_from_goal());
    real.move(direction::left);
    BOOST_TEST(real.clock_running());
    const auto first = real.elapsed_ms();
    BOOST_TEST(real.elapsed_ms() >= first); // monotonic

    static std::uint32_t ticks = 0;
    npuzzle::basic_session<board3, 16, npuzzle::tick_clock> embedded(two_from_goal(),
                                                                      npuzzle::tick_clock{[] { return ticks; }});
    ticks = 100;
    embedded.move(direction::left);
    ticks = 130;
    BOOST_TEST(embedded.elapsed_ms() == 30u);
    BOOST_TEST(npuzzle::tick_clock{}.now() == 0u); // no tick source: time stands still

    // The 32-bit tick wraps after 49.7 days; the elapsed time does not.
    ticks = 0xffffff00u;
    npuzzle::basic_session<board3, 16, npuzzle::tick_clock> overnight(two_from_goal(),
                                                                       npuzzle::tick_clock{[] { return ticks; }});
    overnight.move(direction::left);
    ticks = 0x100u;
    BOOST_TEST(overnight.elapsed_ms() == 0x200u);

    // Any callable is a tick source: a lambda that captures the HAL it reads.
    struct hal {
        std::uint32_t ms = 500;
    } board_hal;
    npuzzle::basic_tick_clock captured{[&board_hal] { return board_hal.ms; }};
    BOOST_TEST(captured.now() == 500u);
    board_hal.ms = 520;
    BOOST_TEST(captured.now() == 520u);
}

BOOST_AUTO_TEST_SUITE_END()
