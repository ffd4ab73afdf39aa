// SPDX-License-Identifier: MIT
#include <common/games.hpp>
#include <game/puzzle_game.hpp>

#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/test/unit_test.hpp>

#include "play_through.hpp"
#include "private_cache.hpp"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

using namespace npuzzle;
using namespace npuzzle::frontend;
using npuzzle::frontend::testing::play_through;
using npuzzle::frontend::testing::private_cache;

namespace {

command make(command::kind what) {
    command c;
    c.what = what;
    return c;
}
command move(direction d) {
    command c;
    c.dir = d;
    return c;
}
command select(std::size_t row, std::size_t col) {
    command c;
    c.what = command::kind::select;
    c.at = {row, col};
    return c;
}

// 3x3#42: 5 _ 6 / 3 8 1 / 7 2 4, then boards from seed 100 on; the clock is moved by hand.
struct fixture {
    manual_clock clock;
    puzzle_game game{*parse_board<puzzle>("3x3#42"), dealer({3, 3}, 100), game_clock(clock)};
};

} // namespace

BOOST_AUTO_TEST_SUITE(dealer_tests)

BOOST_AUTO_TEST_CASE(random_deals_are_the_seeded_game_ids_in_turn) {
    dealer d({4, 4}, 7);
    BOOST_TEST((d.deal() == *parse_board<puzzle>("4x4#7")));
    BOOST_TEST(d.last_deal() == "4x4#7");
    BOOST_TEST((d.deal() == *parse_board<puzzle>("4x4#8")));
    BOOST_TEST(d.last_deal() == "4x4#8");
}

BOOST_AUTO_TEST_CASE(scrambled_deals_are_that_many_moves_from_solved) {
    dealer d({3, 4}, 5, 1);
    const puzzle one_move = d.deal();
    BOOST_TEST(one_move.manhattan_distance() == 1u);
    BOOST_TEST(d.last_deal() == "3x4 scrambled 1 move with seed 5");
    dealer again({3, 4}, 5, 1);
    BOOST_TEST((again.deal() == one_move));
}

BOOST_AUTO_TEST_CASE(a_scramble_that_walks_in_a_circle_is_not_dealt_solved) {
    dealer d({2, 2}, 1, 12); // on 2x2 twelve moves without going back are the full circle
    for (int i = 0; i < 20; ++i) BOOST_TEST(!d.deal().is_solved());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(puzzle_game_tests)

BOOST_AUTO_TEST_CASE(times_read_as_a_clock_and_in_seconds) {
    BOOST_TEST(format_clock(0) == "0:00");
    BOOST_TEST(format_clock(59'999) == "0:59");
    BOOST_TEST(format_clock(600'000) == "10:00");
    BOOST_TEST(format_clock(3'723'000) == "1:02:03");
    BOOST_TEST(format_clock_tenths(0) == "0:00.0");
    BOOST_TEST(format_clock_tenths(42'199) == "0:42.1");
    BOOST_TEST(format_clock_tenths(3'723'450) == "1:02:03.4");
}

BOOST_FIXTURE_TEST_CASE(draws_tiles_blank_and_home_cells, fixture) {
    BOOST_TEST(game.title() == "8-puzzle");
    BOOST_TEST(game.rows() == 3u);
    BOOST_TEST(game.cols() == 3u);
    BOOST_TEST(game.label({0, 0}) == "5");
    BOOST_TEST(game.label({0, 1}) == "");
    BOOST_TEST((game.role({0, 1}) == cell_role::blank));
    BOOST_TEST((game.role({0, 0}) == cell_role::tile));
    BOOST_TEST((game.role({2, 0}) == cell_role::tile_home)); // 7 is home
    BOOST_TEST(game.label_width() == 1u);
    BOOST_TEST(game.id() == "3x3:5,0,6,3,8,1,7,2,4");
    BOOST_TEST((game.style() == input_style::slide));
    BOOST_TEST(!game.awaiting_computer());
    BOOST_TEST(game.status() == "Moves 0 (MTM 0)  Time 0:00");

    puzzle_game wide(*parse_board<puzzle>("4x5#1"), dealer({4, 5}, 2));
    BOOST_TEST(wide.title() == "19-puzzle 4x5");
    BOOST_TEST(wide.label_width() == 2u);
}

BOOST_FIXTURE_TEST_CASE(moves_count_and_run_the_clock_from_the_first_move, fixture) {
    clock.advance(5000); // thinking before the first move is free
    BOOST_TEST((game.apply(move(direction::left)) == event::moved));
    BOOST_TEST(game.id() == "3x3:5,6,0,3,8,1,7,2,4");
    BOOST_TEST(game.message().empty());
    BOOST_TEST(game.in_progress());
    clock.advance(62'000);
    BOOST_TEST(game.elapsed_ms() == 62'000u);
    BOOST_TEST(game.status() == "Moves 1 (MTM 1)  Time 1:02");
}

// One short line that fits any screen: what cannot move and the edge that stops it (a list of the
// directions that work read as a diagonal: "tiles can slide down right").
BOOST_FIXTURE_TEST_CASE(an_illegal_move_changes_nothing_and_says_why_in_one_short_line, fixture) {
    BOOST_TEST((game.apply(move(direction::down)) == event::no_effect));
    BOOST_TEST(game.message() == "no tile can slide down: the blank is on the top row");
    BOOST_TEST(game.id() == "3x3:5,0,6,3,8,1,7,2,4");
    BOOST_TEST(game.moves() == 0u);
    BOOST_TEST((game.apply(move(direction::none)) == event::not_a_move));
}

// --keys blank: the player names where the blank goes, so the messages do too.
BOOST_AUTO_TEST_CASE(with_keys_blank_messages_name_where_the_blank_moves) {
    puzzle_game game(*parse_board<puzzle>("3x3#42"), dealer({3, 3}, 100), {}, npuzzle::arrow_sense::blank);
    BOOST_TEST((game.apply(move(direction::down)) == event::no_effect)); // the blank would go up
    BOOST_TEST(game.message() == "the blank cannot move up: it is on the top row");
    BOOST_TEST((game.apply(move(direction::right)) == event::moved)); // the blank went left
    BOOST_TEST((game.apply(move(direction::right)) == event::no_effect));
    BOOST_TEST(game.message() == "the blank cannot move left: it is in the leftmost column");
    command hint;
    hint.what = command::kind::hint;
    BOOST_TEST((play_through(game, hint) == event::moved));
    BOOST_TEST(game.message().find(" (the blank ") != std::string::npos, game.message());
}

BOOST_FIXTURE_TEST_CASE(selecting_a_tile_slides_every_tile_between, fixture) {
    BOOST_TEST((game.apply(select(2, 1)) == event::moved)); // tile 2 two rows below the blank
    BOOST_TEST(game.id() == "3x3:5,8,6,3,2,1,7,0,4");
    BOOST_TEST(game.moves() == 2u);       // STM: two tiles moved
    BOOST_TEST(game.multi_moves() == 1u); // MTM: one slide
    BOOST_TEST((game.apply(select(0, 0)) == event::no_effect));
    BOOST_TEST(game.message() == "tile 5 is not in the blank's row or column (tiles that can slide: 8 2 7 4)");
    BOOST_TEST((game.apply(select(2, 1)) == event::no_effect));
    BOOST_TEST(game.message() == "that is the blank: choose a tile in its row or column (8 2 7 4)");
    BOOST_TEST((game.apply(select(3, 0)) == event::not_a_move));
    BOOST_TEST(game.moves() == 2u);
}

BOOST_FIXTURE_TEST_CASE(tile_numbers_are_the_game_words, fixture) {
    const auto two = game.parse_word("2");
    BOOST_TEST_REQUIRE(two.has_value());
    BOOST_TEST((two->what == command::kind::select));
    BOOST_TEST((two->at == cell{2, 1}));
    BOOST_TEST(game.parse_word("08")->at.col == 1u); // tile 8 at (1, 1)
    BOOST_TEST(!game.parse_word("0"));
    BOOST_TEST(!game.parse_word("9"));
    BOOST_TEST(!game.parse_word("99999999999999999999999"));
    BOOST_TEST(!game.parse_word("-1"));
    BOOST_TEST(!game.parse_word("u"));
    BOOST_TEST(game.words_help() == "1..8: slide that tile, and any between it and the blank, into the blank");
}

BOOST_FIXTURE_TEST_CASE(undo_redo_and_restart, fixture) {
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::no_effect));
    BOOST_TEST(game.message() == "nothing to undo");
    game.apply(select(2, 1));
    game.apply(move(direction::left));
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::moved));
    BOOST_TEST(game.id() == "3x3:5,8,6,3,2,1,7,0,4");
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::moved)); // the two-tile slide, at once
    BOOST_TEST(game.id() == "3x3:5,0,6,3,8,1,7,2,4");
    BOOST_TEST(game.moves() == 0u);
    BOOST_TEST((game.apply(make(command::kind::redo)) == event::moved));
    BOOST_TEST(game.moves() == 2u);
    BOOST_TEST((game.apply(make(command::kind::restart)) == event::moved));
    BOOST_TEST(game.message() == "Back to the start of this game ({undo} takes the restart back)");
    BOOST_TEST(game.id() == "3x3:5,0,6,3,8,1,7,2,4");
    BOOST_TEST(game.moves() == 0u);
    BOOST_TEST((game.apply(make(command::kind::redo)) == event::no_effect));
    BOOST_TEST((game.apply(make(command::kind::restart)) == event::no_effect));
    BOOST_TEST(game.message() == "already at the start of this game");
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::moved)); // the restart undone
    BOOST_TEST(game.id() == "3x3:5,8,6,3,2,1,7,0,4");
    BOOST_TEST(game.moves() == 2u);
}

BOOST_FIXTURE_TEST_CASE(restart_then_undo_gives_back_the_clock, fixture) {
    game.apply(move(direction::left));
    clock.advance(4200);
    game.apply(move(direction::right));
    clock.advance(300);
    const std::string status = game.status();
    game.apply(make(command::kind::restart));
    BOOST_TEST(game.status() == "Moves 0 (MTM 0)  Time 0:00");
    clock.advance(9000);
    game.apply(make(command::kind::undo));
    BOOST_TEST(game.status() == status);
    BOOST_TEST(game.elapsed_ms() == 4500u);
}

BOOST_FIXTURE_TEST_CASE(solving_stops_the_clock_and_reports, fixture) {
    const std::string solution = "lurrulldrdlurruldrdlurull";
    for (std::size_t i = 0; i + 1 < solution.size(); ++i) {
        BOOST_TEST((game.apply(move(from_letter(solution[i]))) == event::moved));
        clock.advance(1700);
    }
    BOOST_TEST(!game.over());
    BOOST_TEST(game.outcome().empty());
    BOOST_TEST((game.apply(move(from_letter(solution.back()))) == event::solved));
    BOOST_TEST(game.over());
    BOOST_TEST(!game.in_progress());
    BOOST_TEST(game.outcome() == "Solved in 25 moves (MTM 25) in 0:40.8");
    BOOST_TEST(game.message() == game.outcome());
    clock.advance(100'000);
    BOOST_TEST(game.elapsed_ms() == 40'800u);
}

BOOST_FIXTURE_TEST_CASE(pause_stops_the_clock_and_moves, fixture) {
    game.apply(move(direction::left));
    clock.advance(1000);
    BOOST_TEST((game.apply(make(command::kind::pause)) == event::not_a_move));
    BOOST_TEST(game.paused());
    BOOST_TEST(game.status() == "Moves 1 (MTM 1)  Time 0:01  Paused");
    clock.advance(60'000);
    BOOST_TEST((game.apply(move(direction::right)) == event::no_effect));
    BOOST_TEST(game.message() == "the game is paused");
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::no_effect));
    BOOST_TEST(game.message() == "the game is paused");
    BOOST_TEST((game.apply(make(command::kind::pause)) == event::no_effect));
    BOOST_TEST(game.message() == "already paused");
    BOOST_TEST((game.apply(make(command::kind::resume)) == event::not_a_move));
    BOOST_TEST(game.message() == "Resumed");
    BOOST_TEST(!game.paused());
    BOOST_TEST(game.elapsed_ms() == 1000u);
    BOOST_TEST((game.apply(make(command::kind::resume)) == event::no_effect));
}

// Every dialog a front end shows holds the clock on its own; none lets moves through or out of
// the player's pause.
BOOST_FIXTURE_TEST_CASE(dialogs_help_and_a_hidden_board_hold_the_clock, fixture) {
    game.apply(move(direction::left));
    for (pause_reason why : {pause_reason::dialog, pause_reason::help, pause_reason::hidden}) {
        const auto before = game.elapsed_ms();
        game.hold(why, true);
        clock.advance(5000);
        BOOST_TEST(game.elapsed_ms() == before);
        BOOST_TEST(!game.paused());
        game.hold(why, false);
        clock.advance(10);
        BOOST_TEST(game.elapsed_ms() == before + 10);
    }
    game.apply(make(command::kind::pause));
    game.hold(pause_reason::help, true);
    game.hold(pause_reason::help, false); // the help closes: the player's pause stays
    clock.advance(5000);
    BOOST_TEST(game.paused());
    BOOST_TEST(game.elapsed_ms() == 30u);
}

BOOST_FIXTURE_TEST_CASE(a_solve_steps_when_asked_and_any_command_stops_it, fixture) {
    BOOST_TEST(!game.solving());
    BOOST_TEST((play_through(game, make(command::kind::solve_step)) == event::not_a_move));
    BOOST_TEST((game.apply(make(command::kind::solve)) == event::not_a_move));
    BOOST_TEST(game.solving());
    BOOST_TEST(game.assisted() == false); // nothing played yet
    BOOST_TEST(changed(play_through(game, make(command::kind::solve_step))));
    BOOST_TEST(game.assisted());
    BOOST_TEST((game.apply(make(command::kind::stop)) == event::not_a_move));
    BOOST_TEST(game.message() == "Solve stopped");
    BOOST_TEST(!game.solving());
    game.apply(make(command::kind::solve));
    game.apply(make(command::kind::undo)); // any other command stops it too
    BOOST_TEST(!game.solving());
    game.apply(make(command::kind::solve));
    int steps = 0;
    while (game.solving() && steps < 100) {
        play_through(game, make(command::kind::solve_step));
        ++steps;
    }
    BOOST_TEST(game.over());
    BOOST_TEST(!game.solving());
    BOOST_TEST((game.apply(make(command::kind::solve)) == event::no_effect));
    BOOST_TEST(game.message() == "already solved");
}

// Solve asked for twice jumps to the solved board at once, as Tatham's Fifteen does: every move is
// played (counted, undoable) and the game is assisted.
BOOST_AUTO_TEST_CASE(solve_asked_twice_jumps_to_the_solved_board) {
    for (const char* id : {"3x3#42", "4x4#7", "5x3#9", "16x16#5"}) {
        BOOST_TEST_CONTEXT(id) {
            puzzle_game game(*parse_board<puzzle>(id), dealer({3, 3}, 0));
            BOOST_TEST((game.apply(make(command::kind::solve)) == event::not_a_move));
            BOOST_TEST(changed(play_through(game, make(command::kind::solve_step))));
            BOOST_TEST((game.apply(make(command::kind::solve)) == event::solved));
            BOOST_TEST(game.over());
            BOOST_TEST(!game.solving());
            BOOST_TEST(game.assisted());
            BOOST_TEST(game.moves() > 1u);
            BOOST_TEST(game.message().rfind("Solved in ", 0) == 0u, game.message());
            BOOST_TEST((game.apply(make(command::kind::undo)) == event::moved)); // the last move comes back
            BOOST_TEST(!game.over());
        }
    }
}

BOOST_FIXTURE_TEST_CASE(assisted_survives_undo_and_restart_but_not_a_new_game, fixture) {
    play_through(game, make(command::kind::hint));
    BOOST_TEST(game.assisted());
    game.apply(make(command::kind::undo));
    BOOST_TEST(game.assisted());
    game.apply(move(direction::left));
    game.apply(make(command::kind::restart));
    BOOST_TEST(game.assisted());
    game.apply(make(command::kind::new_game));
    BOOST_TEST(!game.assisted());
}

BOOST_AUTO_TEST_CASE(only_fair_deals_played_without_help_count_for_records) {
    manual_clock clock;
    auto make_from = [&](options o) {
        auto made = make_game(o, game_clock(clock));
        if (!made) BOOST_TEST_REQUIRE(made.error().message() == "");
        return std::move(*made);
    };
    options dealt;
    dealt.size = {3, 3};
    BOOST_TEST((make_from(dealt)->record_status() == fairness::counts)); // no seed: still a fair deal
    dealt.seed = 9;
    auto seeded = make_from(dealt);
    BOOST_TEST((seeded->record_status() == fairness::counts));
    BOOST_TEST(seeded->start_id() == "3x3#9");
    play_through(*seeded, make(command::kind::hint));
    BOOST_TEST((seeded->record_status() == fairness::assisted));
    BOOST_TEST(not_a_record(seeded->record_status()) == "not a record: assisted (a hint or the solver played)");
    seeded->apply(make(command::kind::new_game));
    BOOST_TEST((seeded->record_status() == fairness::counts));
    BOOST_TEST(seeded->start_id() == "3x3#10");
    // A restart is a second attempt at a board already seen: no record, even once undone (an undone
    // restart gives the clock back, so it must not give a record either); a save keeps it so.
    auto again = make_from(dealt);
    for (direction d : npuzzle::all_directions)
        if (changed(again->apply(move(d)))) break;
    BOOST_TEST((again->apply(make(command::kind::restart)) == event::moved));
    BOOST_TEST((again->record_status() == fairness::restarted));
    again->apply(make(command::kind::undo));
    BOOST_TEST((again->record_status() == fairness::restarted));
    BOOST_TEST(not_a_record(fairness::restarted) == "not a record: restarted (a record is one attempt from the deal)");
    // Resumed, the game works the restart and the undo out from its log again.
    auto resumed_again = resume_game(again->save(), dealt, game_clock(clock));
    BOOST_TEST_REQUIRE(resumed_again.has_value());
    BOOST_TEST(((*resumed_again)->record_status() == fairness::restarted));
    again->apply(make(command::kind::new_game));
    BOOST_TEST((again->record_status() == fairness::counts));
    // The undo rule: the counts are the board's moves, and a take-back makes the game not count; a
    // save keeps it so, and the outcome owns up to how many.
    auto took_back = make_from(dealt);
    direction first = direction::none;
    for (direction d : npuzzle::all_directions)
        if (changed(took_back->apply(move(d)))) {
            first = d;
            break;
        }
    BOOST_TEST((took_back->apply(make(command::kind::undo)) == event::moved));
    BOOST_TEST((took_back->record_status() == fairness::undone));
    BOOST_TEST(not_a_record(fairness::undone) == "not a record: moves were undone (a record takes nothing back)");
    BOOST_TEST(took_back->moves() == 0u);
    auto resumed_took_back = resume_game(took_back->save(), dealt, game_clock(clock));
    BOOST_TEST_REQUIRE(resumed_took_back.has_value());
    BOOST_TEST(((*resumed_took_back)->record_status() == fairness::undone));
    took_back->apply(move(first));
    took_back->apply(make(command::kind::solve));
    while (took_back->solving()) took_back->apply(make(command::kind::solve_step));
    BOOST_TEST(took_back->outcome().find(", 1 move undone") != std::string::npos, took_back->outcome());
    auto solved = make_from(dealt);
    solved->apply(make(command::kind::solve));
    BOOST_TEST((solved->record_status() == fairness::counts)); // asked, not yet played
    play_through(*solved, make(command::kind::solve_step));
    BOOST_TEST((solved->record_status() == fairness::assisted));

    options scrambled = dealt;
    scrambled.scramble = 1;
    auto one = make_from(scrambled);
    BOOST_TEST((one->record_status() == fairness::scrambled));
    one->apply(make(command::kind::new_game));
    BOOST_TEST((one->record_status() == fairness::scrambled)); // the dealer keeps scrambling
    BOOST_TEST(not_a_record(fairness::scrambled) == "not a record: a scrambled board, not a random deal");

    options given;
    given.size = {3, 3};
    given.game = "3x3:1,2,3,4,5,6,7,0,8";
    auto from_id = make_from(given);
    BOOST_TEST((from_id->record_status() == fairness::given));
    BOOST_TEST(from_id->start_id() == "3x3:1,2,3,4,5,6,7,0,8");
    BOOST_TEST(not_a_record(fairness::given) == "not a record: started from a given position");
    BOOST_TEST((from_id->apply(move(direction::left)) == event::solved));
    BOOST_TEST((from_id->record_status() == fairness::given));
    from_id->apply(make(command::kind::new_game)); // then random deals: fair again
    BOOST_TEST((from_id->record_status() == fairness::counts));
    given.game = "3x3#42";
    BOOST_TEST(make_from(given)->start_id() == "3x3#42");
    BOOST_TEST((make_from(given)->record_status() == fairness::given));
}

// A save is the log from the deal: resuming replays it with every move's time and works out from it,
// never from a flag, whether the game counts; a format-1 save cannot show it and does not count.
BOOST_AUTO_TEST_CASE(a_resumed_game_works_out_from_its_log_whether_it_counts) {
    manual_clock clock;
    options dealt;
    dealt.size = {3, 3};
    dealt.seed = 9;
    auto resume = [&](const std::string& text) {
        auto made = resume_game(text, dealt, game_clock(clock));
        if (!made) BOOST_TEST_REQUIRE(made.error().message() == "", text);
        return std::move(*made);
    };
    auto fair = make_game(dealt, game_clock(clock));
    auto& g = **fair;
    std::uint64_t moved = 0;
    for (int i = 0; i < 6; ++i) {
        clock.advance(250);
        for (direction d : npuzzle::all_directions)
            if (changed(g.apply(move(d)))) {
                ++moved;
                break;
            }
    }
    const std::string line = g.save();
    BOOST_TEST(line.rfind("npuzzle-save 2 puzzle 3x3#9 " + g.id() + " 1250 ", 0) == 0u, line);
    auto back = resume(line);
    BOOST_TEST((back->record_status() == fairness::counts));
    BOOST_TEST(back->id() == g.id());
    BOOST_TEST(back->elapsed_ms() == g.elapsed_ms());
    const auto row = back->history_record();
    BOOST_TEST_REQUIRE(row.has_value());
    BOOST_TEST(row->moves.size() == moved);
    BOOST_TEST((row->moves == g.history_record()->moves)); // every move's time, not 0
    BOOST_TEST(row->moves.back().at_ms == 1250u);
    BOOST_TEST(back->save() == line); // saved again: the same line

    // A hint in the log makes it assisted, however the file was written.
    BOOST_TEST_REQUIRE(changed(play_through(*back, make(command::kind::hint)))); // answered, not left pending
    BOOST_TEST((resume(back->save())->record_status() == fairness::assisted));
    // ... and its hints are counted on: the win owns up to every hint, those before the save too.
    auto hinted = resume(back->save());
    std::size_t more = 0;
    while (!hinted->over() && more < 100) {
        BOOST_TEST_REQUIRE(changed(play_through(*hinted, make(command::kind::hint))));
        ++more;
    }
    BOOST_TEST(hinted->outcome().find(", " + std::to_string(more + 1) + " hints") != std::string::npos,
               hinted->outcome());

    // Format 1 (older versions): its `f` cannot make an explicit board a random deal, and a seed ID
    // loads but cannot show how it was played.
    BOOST_TEST((resume("npuzzle-save 1 puzzle 3x3:1,2,3,4,5,6,7,0,8 - 0/0 0 f 0 -")->record_status() == fairness::given));
    BOOST_TEST((resume("npuzzle-save 1 puzzle 3x3#9 - 0/0 0 f 0 -")->record_status() == fairness::unverified));
    // The flags are this layer's letters: one it does not know is refused, naming its field.
    BOOST_TEST(resume_game("npuzzle-save 1 puzzle 3x3#9 - 0/0 0 q 0 -", dealt).error().message() ==
               "unknown or repeated flags (field 8)");
    BOOST_TEST(not_a_record(fairness::unverified) ==
               "not a record: resumed from an older save, which cannot show how the game was played");

    // --game 3x3#42 is a given position: saved written out, it resumes as one.
    options given = dealt;
    given.game = "3x3#42";
    auto chosen = make_game(given, game_clock(clock));
    auto& c = **chosen;
    for (direction d : npuzzle::all_directions)
        if (changed(c.apply(move(d)))) break;
    BOOST_TEST(c.save().find("3x3#42") == std::string::npos, c.save());
    BOOST_TEST((resume(c.save())->record_status() == fairness::given));

    // A log that does not lead to its board, and a game already over, are refused.
    BOOST_TEST(resume_game("npuzzle-save 2 puzzle 2x2:1,2,0,3 2x2:1,2,0,3 0 l0", dealt).error().message() ==
               "its moves do not lead to its board (field 5): it was changed by hand");
    BOOST_TEST(resume_game("npuzzle-save 2 puzzle 2x2:1,2,0,3 2x2:1,2,3,0 0 l0", dealt).error().message() ==
               "its game is already over (the board is solved or decided): nothing to resume");
}

// A log too long for a save (1 MiB) is saved as format 1, the undo ring: it resumes where it was, and
// cannot show how it was played, so it does not count.
BOOST_AUTO_TEST_CASE(a_log_too_long_for_a_save_falls_back_to_format_1) {
    manual_clock clock;
    options dealt;
    dealt.size = {3, 3};
    dealt.seed = 9;
    auto made = make_game(dealt, game_clock(clock));
    auto& g = **made;
    direction there = direction::none;
    for (direction d : npuzzle::all_directions)
        if (changed(g.apply(move(d)))) {
            there = d;
            break;
        }
    clock.advance(1'000'000); // seven-digit times: about ten characters an action
    for (int i = 0; i < 70'000; ++i) {
        g.apply(move(npuzzle::opposite(there)));
        g.apply(move(there));
    }
    const std::string line = g.save();
    BOOST_TEST(line.rfind("npuzzle-save 1 puzzle 3x3#9 ", 0) == 0u, line.substr(0, 80));
    BOOST_TEST(line.size() < 20'000u);
    auto back = resume_game(line, dealt, game_clock(clock));
    BOOST_TEST_REQUIRE(back.has_value());
    const auto& resumed = **back;
    BOOST_TEST(resumed.id() == g.id());
    BOOST_TEST(resumed.moves() == g.moves());
    BOOST_TEST((resumed.record_status() == fairness::unverified));
}

BOOST_FIXTURE_TEST_CASE(new_games_come_from_the_dealer, fixture) {
    game.apply(move(direction::left));
    BOOST_TEST((game.apply(make(command::kind::new_game)) == event::moved));
    BOOST_TEST(game.message() == "New game 3x3#100");
    puzzle expected = *parse_board<puzzle>("3x3#100");
    BOOST_TEST((*parse_board<puzzle>(game.id()) == expected));
    BOOST_TEST(game.moves() == 0u);
    BOOST_TEST((game.apply(make(command::kind::computer)) == event::not_a_move));
}

BOOST_AUTO_TEST_CASE(a_hint_plays_one_move_and_says_which) {
    for (const char* id : {"3x3#1", "4x4#2", "5x5#3", "3x7#4", "16x16#5"}) {
        puzzle_game game(*parse_board<puzzle>(id), dealer({2, 2}, 0));
        const puzzle before = *parse_board<puzzle>(game.id());
        BOOST_TEST_CONTEXT(id) {
            BOOST_TEST((play_through(game, make(command::kind::hint)) == event::moved));
            BOOST_TEST(game.moves() == 1u);
            // The message names the tile that moved, and where it went.
            const std::string& m = game.message();
            BOOST_TEST_REQUIRE(m.rfind("Played tile ", 0) == 0u, m);
            const std::string tile = m.substr(12, m.find(' ', 12) - 12);
            const puzzle after = *parse_board<puzzle>(game.id());
            BOOST_TEST(std::to_string(after[before.blank_index()]) == tile);
            // The hinted tile is pointed out until the next command.
            BOOST_TEST((game.marked() == std::optional<cell>(after.to_cell(before.blank_index()))));
            game.apply(make(command::kind::undo));
            BOOST_TEST(!game.marked().has_value());
        }
    }
}

BOOST_FIXTURE_TEST_CASE(small_boards_get_optimal_hints_with_the_distance, fixture) {
    // 3x3#42 is 25 moves from the goal (breadth-first search).
    BOOST_TEST((play_through(game, make(command::kind::hint)) == event::moved));
    BOOST_TEST(game.message().find("; 24 to go") != std::string::npos, game.message());
    BOOST_TEST(game.status() == "Moves 1 (MTM 1)  Time 0:00  Distance 24");
    BOOST_TEST((play_through(game, make(command::kind::hint)) == event::moved));
    BOOST_TEST(game.status() == "Moves 2 (MTM 2)  Time 0:00  Distance 23");
    game.apply(make(command::kind::undo)); // the player's own change: the distance is not known
    BOOST_TEST(game.status() == "Moves 1 (MTM 1)  Time 0:00");

    // 4x4, three moves from the goal: the hint takes the shortest way.
    puzzle_game near(*parse_board<puzzle>("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,0,14,15"), dealer({4, 4}, 0),
                     game_clock(clock));
    near.apply(move(direction::right)); // 13 slides right: 3 moves to go
    BOOST_TEST((play_through(near, make(command::kind::hint)) == event::moved));
    BOOST_TEST(near.message() == "Played tile 13 left; 2 to go");
    BOOST_TEST((play_through(near, make(command::kind::hint)) == event::moved));
    BOOST_TEST((play_through(near, make(command::kind::hint)) == event::solved));
    BOOST_TEST(near.outcome() == "Solved in 4 moves (MTM 4) in 0:00.0, 3 hints");
}

BOOST_AUTO_TEST_CASE(hints_solve_every_shape_and_the_outcome_owns_up_to_them) {
    for (const char* id : {"2x2#1", "3x3#1", "4x4#2", "5x5#3", "3x7#4", "7x3#4", "2x9#6"}) {
        puzzle_game game(*parse_board<puzzle>(id), dealer({2, 2}, 0));
        // Without tables a 4x4 hint may run out of budget on every move: a small one keeps this quick.
        game.set_hint_budget(std::chrono::milliseconds(200));
        BOOST_TEST_CONTEXT(id) {
            play_through(game, make(command::kind::hint)); // one hint, then the player's own move ...
            const auto legal = parse_board<puzzle>(game.id())->legal_moves();
            game.apply(move(*legal.begin()));
            std::size_t hints = 1;
            while (!game.over() && hints < 100'000) {
                BOOST_TEST_REQUIRE(changed(play_through(game, make(command::kind::hint))));
                ++hints;
            }
            BOOST_TEST(game.over());
            BOOST_TEST(game.message() == game.outcome());
            BOOST_TEST(game.outcome().find(", " + std::to_string(hints) + " hints") != std::string::npos, game.outcome());
            BOOST_TEST((play_through(game, make(command::kind::hint)) == event::no_effect));
            BOOST_TEST(game.message() == "already solved");
        }
    }
}

BOOST_AUTO_TEST_CASE(make_game_follows_the_options) {
    options o;
    o.size = {2, 5};
    o.seed = 3;
    auto made = make_game(o);
    BOOST_TEST_REQUIRE(made.has_value());
    auto& g = **made;
    BOOST_TEST((*parse_board<puzzle>(g.id()) == *parse_board<puzzle>("2x5#3")));

    o.game = "2x5:1,2,3,4,5,6,7,8,0,9";
    made = make_game(o);
    BOOST_TEST_REQUIRE(made.has_value());
    BOOST_TEST((*made)->id() == "2x5:1,2,3,4,5,6,7,8,0,9");
    o.keys = npuzzle::arrow_sense::blank; // the game words its messages in the player's sense
    made = make_game(o);
    BOOST_TEST_REQUIRE(made.has_value());
    auto& blank_sense = **made;
    BOOST_TEST((blank_sense.apply(move(direction::up)) == event::no_effect)); // the blank would go down
    BOOST_TEST(blank_sense.message() == "the blank cannot move down: it is on the bottom row");
    o.keys = npuzzle::arrow_sense::tile;

    o.game = "2x5:1,2,3,4,5,6,7,8,9,9";
    made = make_game(o);
    BOOST_TEST_REQUIRE(!made.has_value());
    BOOST_TEST(made.error().message() == "--game '2x5:1,2,3,4,5,6,7,8,9,9': number 9 used twice");

    o.game = "2x2:2,1,3,0";
    o.size = {2, 2};
    BOOST_TEST(make_game(o).error().message() == "--game '2x2:2,1,3,0': board is not solvable");
    o.game.reset();
    o.variant = "pentominoes";
    BOOST_TEST(make_game(o).error().message() == "unknown variant 'pentominoes' (puzzle or mnk)");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(history_record_tests)

// The row the solve history gets: the explicit start, counters, time and each move with its time.
BOOST_FIXTURE_TEST_CASE(a_row_holds_the_moves_on_the_board_with_their_times, fixture) {
    auto row = game.history_record();
    BOOST_REQUIRE(row.has_value());
    BOOST_TEST(row->variant == "puzzle");
    BOOST_TEST((row->size == shape{3, 3}));
    BOOST_TEST(row->start == "3x3:5,0,6,3,8,1,7,2,4");
    BOOST_TEST(row->moves.empty());
    BOOST_TEST(row->counts == (game.record_status() == fairness::counts));
    BOOST_TEST(!row->optimal.has_value());

    clock.advance(5000); // thinking before the first move is free
    game.apply(move(direction::right));
    clock.advance(250);
    game.apply(move(direction::left));
    row = game.history_record();
    BOOST_TEST(row->stm == 2u);
    BOOST_TEST(row->mtm == 2u);
    BOOST_TEST(row->ms == 250u);
    BOOST_TEST((row->moves == std::vector<timed_move>{{'R', 0}, {'L', 250}}));

    // Undone moves are not on the board; a restart starts the list again.
    game.apply(make(command::kind::undo));
    BOOST_TEST(game.history_record()->moves.size() == 1u);
    game.apply(make(command::kind::restart));
    clock.advance(100);
    game.apply(move(direction::right));
    row = game.history_record();
    BOOST_TEST(row->stm == 1u);
    BOOST_TEST(row->moves.size() == 1u);
    BOOST_TEST(row->moves.front().letter == 'R');
}

BOOST_FIXTURE_TEST_CASE(a_game_longer_than_the_undo_ring_keeps_its_last_moves, fixture) {
    const std::size_t played = puzzle_game::session_type::history_type::capacity + 904;
    for (std::size_t i = 0; i < played; ++i) game.apply(move(i % 2 == 0 ? direction::right : direction::left));
    const auto row = game.history_record();
    BOOST_TEST(row->stm == played); // the counters count every move
    BOOST_TEST(row->moves.size() == puzzle_game::session_type::history_type::capacity); // the list keeps the last
    BOOST_TEST(row->moves.back().letter == 'L');
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(background_hints)

namespace {

// Ticks as a front end does until the game waits for nothing more (bounded: a hang fails).
void settle(puzzle_game& game) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(10);
    while (game.waiting() && std::chrono::steady_clock::now() < give_up) {
        game.apply(make(command::kind::tick));
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    BOOST_REQUIRE_MESSAGE(!game.waiting(), "the game still waits after 10 minutes: " << game.status());
}

// "Distance 54" in the status line, or nothing.
std::optional<std::size_t> distance_shown(const puzzle_game& game) {
    const std::string s = game.status();
    const auto at = s.find("Distance ");
    if (at == std::string::npos) return std::nullopt;
    return std::stoul(s.substr(at + 9));
}

} // namespace

// Interactive play (prepare_hints, as npuzzle-curses asks) from an empty cache: once the tables are
// prepared, every dealt 4x4 board shows its distance without a hint asked for, and every hint is
// optimal: the game is solved in exactly that many hints, each one nearer. The distance is checked
// against the solver's with the same tables.
BOOST_AUTO_TEST_CASE(every_hint_is_optimal_on_20_dealt_4x4_games_once_the_tables_are_prepared) {
    const private_cache cache;
    npuzzle::solve::solve_options optimal{.heuristic = npuzzle::solve::heuristic::pdb_6_6_3};
    optimal.databases.cache_directory = cache.tables();
#ifdef NDEBUG
    constexpr int games = 20;
    optimal.databases.build_if_missing = false; // the game's child builds them
#else
    // An unoptimised sanitizer build searches some 20 times slower; and the game's child builds
    // pdb-6-6-3 on one core (the game keeps the other): built here on two, the game finds them ready
    // (the child's build is seen in the optimised build).
    constexpr int games = 3;
    const auto built = npuzzle::solve::solve_optimal(*parse_board<puzzle>("4x4#1"), optimal);
    BOOST_REQUIRE(built.has_value());
#endif
    puzzle_game game(dealer({4, 4}, 1)); // 4x4#1, then #2, ...
    game.prepare_hints();
#ifdef NDEBUG
    BOOST_TEST(game.status().find("preparing hints") != std::string::npos, game.status());
#endif
    settle(game);
    BOOST_TEST(game.status().find("preparing hints") == std::string::npos, game.status());
    for (int g = 0; g < games; ++g) {
        if (g > 0) game.apply(make(command::kind::new_game));
        BOOST_TEST_CONTEXT(game.start_id()) {
            settle(game);
            const auto solved = npuzzle::solve::solve_optimal(game.session().board(), optimal);
            BOOST_REQUIRE(solved.has_value());
            const auto& solution = *solved;
            BOOST_REQUIRE(solution.status == npuzzle::solve::solve_status::solved);
            const auto shown = distance_shown(game);
            BOOST_REQUIRE(shown.has_value());
            BOOST_TEST(*shown == solution.moves.size());
            for (std::size_t left = *shown; left > 0; --left) {
                if (game.apply(make(command::kind::hint)) == event::not_a_move)
                    settle(game); // the search had not answered yet: the hint waited, and plays now
                BOOST_REQUIRE(game.moves() == *shown - left + 1);
                if (left > 1) {
                    BOOST_TEST(game.message().find("; " + std::to_string(left - 1) + " to go") != std::string::npos,
                               game.message());
                    BOOST_TEST(distance_shown(game).value_or(0) == left - 1, game.status());
                }
            }
            BOOST_TEST(game.over());
        }
    }
}

// S while the solve waits for the tables it said it would wait for: it goes on waiting and says so,
// rather than jump to the end with constructive moves (the page's second S did, issue 33).
BOOST_AUTO_TEST_CASE(solve_asked_twice_while_the_tables_are_prepared_keeps_waiting) {
    const private_cache cache;
    puzzle_game game(*parse_board<puzzle>("4x4#7"), dealer({4, 4}, 0));
    game.prepare_hints();
    BOOST_REQUIRE(game.status().find("preparing hints") != std::string::npos);
    BOOST_TEST((game.apply(make(command::kind::solve)) == event::not_a_move));
    BOOST_TEST((game.apply(make(command::kind::solve_step)) == event::not_a_move)); // waits for the tables
    BOOST_TEST((game.apply(make(command::kind::solve)) == event::not_a_move));
    BOOST_TEST(game.message() == "Already waiting for the hint tables: the solve starts when they are ready");
    BOOST_TEST(game.solving());
    BOOST_TEST(game.moves() == 0u);
    BOOST_TEST(!game.assisted());
}

BOOST_AUTO_TEST_SUITE_END()
