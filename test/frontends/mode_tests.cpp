// SPDX-License-Identifier: MIT
// The modes of the sliding puzzle: a blindfold solve and a marathon, on a clock moved by hand.
#include <game/blind_game.hpp>
#include <game/marathon_game.hpp>
#include <common/played_boards.hpp>
#include <common/replay_game.hpp>

#include <npuzzle/core/notation.hpp>

#include <boost/test/unit_test.hpp>

#include "play_through.hpp"

#include <memory>
#include <string>
#include <vector>

using namespace npuzzle;
using namespace npuzzle::frontend;
using npuzzle::frontend::testing::play_through;

namespace {

command make(command::kind what) { return {what}; }
command move(char letter) { return {command::kind::move, from_letter(letter)}; }

// Deals 2x2#7 ("2 3/1 .", solved by DRUL), then #8 ("1 ./3 2": U), then #9 ("0 3/2 1": ULDRUL).
std::unique_ptr<puzzle_game> deals_from_7(manual_clock& clock) {
    return std::make_unique<puzzle_game>(dealer({2, 2}, 7), game_clock(clock));
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// Plays `letters`, the clock moving `step_ms` after each; the last move's event.
event play(game& g, manual_clock& clock, std::string_view letters, std::uint64_t step_ms = 0) {
    event e = event::not_a_move;
    for (char c : letters) {
        e = g.apply(move(c));
        clock.advance(step_ms);
    }
    return e;
}

} // namespace

BOOST_AUTO_TEST_SUITE(blindfold)

BOOST_AUTO_TEST_CASE(the_board_hides_at_the_first_move_and_done_judges_it) {
    manual_clock clock;
    blind_game g(deals_from_7(clock), game_clock(clock));
    BOOST_TEST(g.mode() == "blind");
    BOOST_TEST(g.blindfolded()); // the legend offers Enter done, and no hint or solve
    BOOST_TEST(g.label({0, 0}) == "2"); // shown until the first move
    BOOST_TEST((g.role({0, 0}) == cell_role::tile));
    BOOST_TEST((g.apply(make(command::kind::done)) == event::no_effect)); // nothing played yet
    BOOST_TEST(contains(g.message(), "make your moves first"));

    BOOST_TEST((g.apply(move('D')) == event::moved));
    BOOST_TEST(contains(g.message(), "The board is hidden now"));
    for (std::size_t r = 0; r < 2; ++r)
        for (std::size_t c = 0; c < 2; ++c) {
            BOOST_TEST(g.label({r, c}) == "?"); // the blank too: where it is would tell
            BOOST_TEST((g.role({r, c}) == cell_role::hidden));
        }
    BOOST_TEST(g.id() == "(hidden)");
    BOOST_TEST(!g.marked().has_value());
    clock.advance(1000);
    // The move that solves it says nothing: only `done` ends the solve.
    BOOST_TEST((play(g, clock, "RUL", 1000) == event::moved));
    BOOST_TEST(g.message().empty());
    BOOST_TEST(!g.over());
    BOOST_TEST(!contains(g.status(), "Distance"));
    BOOST_TEST(contains(g.status(), "Blindfold: say done when solved"));
    clock.advance(2000); // thinking before saying done counts
    BOOST_TEST(g.elapsed_ms() == 6000u);

    BOOST_TEST((g.apply(make(command::kind::done)) == event::solved));
    BOOST_TEST(g.over());
    BOOST_TEST(!g.failed());
    BOOST_TEST(g.outcome() == "Solved blindfolded in 4 moves (MTM 4) in 0:06.0");
    BOOST_TEST(g.label({0, 0}) == "1"); // shown again
    clock.advance(5000);
    BOOST_TEST(g.elapsed_ms() == 6000u); // stopped at done
    BOOST_TEST((g.apply(make(command::kind::undo)) == event::no_effect));
    BOOST_TEST(contains(g.message(), "is over"));
    BOOST_TEST(!g.in_progress());
    BOOST_TEST((g.record_status() == fairness::counts));

    const auto row = g.history_record();
    BOOST_TEST_REQUIRE(row.has_value());
    BOOST_TEST(row->mode == "blind");
    BOOST_TEST(row->ms == 6000u);
    BOOST_TEST(row->start == "2x2:2,3,1,0");
    BOOST_TEST(row->moves.size() == 4u);
}

BOOST_AUTO_TEST_CASE(a_wrong_board_said_done_is_a_dnf_and_hints_are_refused) {
    manual_clock clock;
    blind_game g(deals_from_7(clock), game_clock(clock));
    for (auto what : {command::kind::hint, command::kind::solve, command::kind::solve_step}) {
        BOOST_TEST((g.apply(make(what)) == event::no_effect));
        BOOST_TEST(contains(g.message(), "no hints and no solver"));
    }
    BOOST_TEST(g.moves() == 0u);
    BOOST_TEST(!g.assisted());
    g.apply(move('D'));
    clock.advance(1500);
    BOOST_TEST((g.apply(make(command::kind::done)) == event::solved)); // the game is over
    BOOST_TEST(g.over());
    BOOST_TEST(g.failed());
    BOOST_TEST(g.outcome() == "DNF: 3 tiles out of place after 1 move (MTM 1) in 0:01.5");
    BOOST_TEST(g.label({0, 1}) == ""); // the blank, shown
    // A new game: shown again, its own clock.
    BOOST_TEST((g.apply(make(command::kind::new_game)) == event::moved));
    BOOST_TEST(!g.over());
    BOOST_TEST(!g.failed());
    BOOST_TEST(g.elapsed_ms() == 0u);
    BOOST_TEST(g.label({0, 1}) == ""); // 2x2#8 "1 ./3 2"
    BOOST_TEST(g.label({1, 1}) == "2");
}

BOOST_AUTO_TEST_CASE(the_players_pause_stops_the_blindfold_clock) {
    manual_clock clock;
    blind_game g(deals_from_7(clock), game_clock(clock));
    g.apply(move('D'));
    clock.advance(1000);
    g.apply(make(command::kind::pause));
    clock.advance(60000);
    BOOST_TEST(g.elapsed_ms() == 1000u);
    g.apply(make(command::kind::resume));
    clock.advance(500);
    g.hold(pause_reason::help, true); // the help screen hides the board: the clock holds too
    clock.advance(10000);
    g.hold(pause_reason::help, false);
    BOOST_TEST(g.elapsed_ms() == 1500u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(marathon)

BOOST_AUTO_TEST_CASE(each_solved_board_deals_the_next_and_one_clock_runs_on) {
    manual_clock clock;
    marathon_game g(deals_from_7(clock), 3, game_clock(clock));
    BOOST_TEST(g.mode() == "marathon-3");
    BOOST_TEST(!g.blindfolded());
    BOOST_TEST(g.title() == "3-puzzle marathon of 3");
    BOOST_TEST(g.start_id() == "2x2#7");
    BOOST_TEST(g.status().starts_with("Board 1/3  Moves 0 (MTM 0)  Time 0:00"));

    BOOST_TEST((play(g, clock, "DRUL", 1000) == event::moved)); // board 1 solved at 3 s: not the end
    BOOST_TEST(g.message() == "Board 1 solved in 4 moves, 0:03.0: board 2 of 3");
    BOOST_TEST(g.board_number() == 2u);
    BOOST_TEST(!g.over());
    BOOST_TEST(g.in_progress());
    BOOST_TEST(g.label({0, 0}) == "1"); // 2x2#8 "1 ./3 2"
    BOOST_TEST(g.moves() == 4u);
    clock.advance(1000); // 5 s: looking at the new board counts
    BOOST_TEST((play(g, clock, "U") == event::moved));
    BOOST_TEST(g.board_number() == 3u);
    BOOST_TEST(g.status().starts_with("Board 3/3  Moves 5 (MTM 5)  Time 0:05"));
    clock.advance(2000);
    BOOST_TEST((play(g, clock, "ULDRU") == event::moved));
    BOOST_TEST((play(g, clock, "L") == event::solved));
    BOOST_TEST(g.over());
    BOOST_TEST(g.outcome() == "Marathon of 3 solved in 11 moves (MTM 11) in 0:07.0");
    clock.advance(9000);
    BOOST_TEST(g.elapsed_ms() == 7000u);
    BOOST_TEST((g.record_status() == fairness::counts));

    const auto row = g.history_record();
    BOOST_TEST_REQUIRE(row.has_value());
    BOOST_TEST(row->mode == "marathon-3");
    BOOST_TEST(row->start == "2x2:2,3,1,0 2x2:1,0,3,2 2x2:0,3,2,1");
    BOOST_TEST(row->stm == 11u);
    BOOST_TEST(row->ms == 7000u);
    BOOST_TEST(row->counts);
    BOOST_TEST(!row->optimal.has_value());
    std::string letters;
    for (const auto& m : row->moves) letters += m.letter;
    BOOST_TEST(letters == "DRULUULDRUL");
    // Each move at its time since the marathon's first: 0 1 2 3 s on board 1, 5 s, then 7 s.
    BOOST_TEST_REQUIRE(row->moves.size() == 11u);
    BOOST_TEST(row->moves[0].at_ms == 0u);
    BOOST_TEST(row->moves[3].at_ms == 3000u);
    BOOST_TEST(row->moves[4].at_ms == 5000u);
    BOOST_TEST(row->moves[10].at_ms == 7000u);

    // The row splits back into its boards, each with its own moves.
    const auto boards = played_boards(*row);
    BOOST_TEST_REQUIRE(boards.has_value());
    BOOST_TEST_REQUIRE(boards->size() == 3u);
    BOOST_TEST(((*boards)[1].start == *parse_board<puzzle>("2x2#8")));
    BOOST_TEST((*boards)[0].moves.size() == 4u);
    BOOST_TEST((*boards)[1].moves.size() == 1u);
    BOOST_TEST((*boards)[2].moves.size() == 6u);
}

BOOST_AUTO_TEST_CASE(help_on_one_board_spoils_the_marathon_and_new_game_starts_it_again) {
    manual_clock clock;
    marathon_game g(deals_from_7(clock), 2, game_clock(clock));
    BOOST_TEST(changed(play_through(g, make(command::kind::hint))));
    BOOST_TEST((play(g, clock, "RUL") == event::moved)); // whatever the hint played, finish board 1
    BOOST_TEST(g.board_number() == 2u);
    BOOST_TEST((g.record_status() == fairness::assisted)); // board 2 is unassisted, the marathon is not
    BOOST_TEST(g.assisted());
    BOOST_TEST(g.history_record()->counts == false);

    clock.advance(3000);
    BOOST_TEST((g.apply(make(command::kind::new_game)) == event::moved));
    BOOST_TEST(g.board_number() == 1u);
    BOOST_TEST(g.moves() == 0u);
    BOOST_TEST(g.elapsed_ms() == 0u);
    BOOST_TEST(g.start_id() == "2x2#9"); // the next deal
    BOOST_TEST((g.record_status() == fairness::counts));
    BOOST_TEST(!g.saves()); // quitting a marathon is a DNF, not a save
}

BOOST_AUTO_TEST_CASE(a_marathon_replays_board_after_board_forward_and_back) {
    manual_clock clock;
    marathon_game g(deals_from_7(clock), 2, game_clock(clock));
    play(g, clock, "DRULU", 1000);
    BOOST_TEST_REQUIRE(g.over());
    const auto row = g.history_record();
    const auto boards = played_boards(*row);
    std::vector<puzzle> starts;
    for (const auto& b : *boards) starts.push_back(b.start);
    replay_game replay(*row, starts, 10.0);
    auto step = [&](command::kind what) { return replay.apply(make(what)); };
    for (int i = 0; i < 4; ++i) BOOST_TEST(changed(step(command::kind::solve_step)));
    // Board 1 came right with the fourth move: board 2's start is shown at once.
    BOOST_TEST(replay.label({0, 1}) == "");
    BOOST_TEST(replay.status().starts_with("Board 2/2  Move 4 of 5"));
    BOOST_TEST((step(command::kind::solve_step) == event::solved));
    BOOST_TEST(replay.over());
    // Back over the boundary: board 1, solved but for its last move.
    BOOST_TEST((step(command::kind::undo) == event::moved));
    BOOST_TEST((step(command::kind::undo) == event::moved));
    BOOST_TEST(replay.status().starts_with("Board 1/2  Move 3 of 5"));
    BOOST_TEST(replay.id() == "2x2:1,2,0,3");
    BOOST_TEST((step(command::kind::restart) == event::moved));
    BOOST_TEST(replay.id() == "2x2:2,3,1,0");
    BOOST_TEST(replay.moves() == 0u);
}

BOOST_AUTO_TEST_CASE(a_row_that_does_not_play_has_no_boards) {
    game_record g;
    g.start = "2x2:2,3,1,0";
    g.moves = {{'U', 0}}; // the blank is on the bottom row: no tile slides up
    BOOST_TEST(!played_boards(g).has_value());
    g.start = "not a board";
    g.moves.clear();
    BOOST_TEST(!played_boards(g).has_value());
    g.start = "2x2:2,3,1,0";
    BOOST_TEST(played_boards(g)->size() == 1u);
}

BOOST_AUTO_TEST_SUITE_END()
