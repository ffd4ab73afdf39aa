// SPDX-License-Identifier: MIT
// The midend's rules, without a terminal: dispatch, what is refused when, the questions, the store
// reached only from here and once per ending, the results held until the player moves on, the
// tiles a command moved, the flash, and the one table of keys and words.
#include <game/blind_game.hpp>
#include <common/games.hpp>
#include <game/command_table.hpp>
#include <game/midend.hpp>
#include <game/mnk_game.hpp>
#include <game/puzzle_game.hpp>

#include <npuzzle/core/clock.hpp>

#include <boost/test/unit_test.hpp>

#include <memory>
#include <string>
#include <vector>

using namespace npuzzle;
using namespace npuzzle::frontend;

namespace {

// A store that remembers what it was asked, in order.
class recording_store final : public game_store {
public:
    std::vector<std::string> calls;

    game_recorded won(const game& g) override {
        calls.push_back("won " + g.start_id());
        game_recorded r;
        r.note = "noted";
        return r;
    }
    std::string replaced(const game& g) override { return said("replaced", g); }
    std::string leaving(const game& g) override { return said("leaving", g); }
    std::string abandoned(const game& g) override { return said("abandoned", g); }

private:
    std::string said(const std::string& what, const game& g) {
        calls.push_back(what + " " + g.start_id() + (g.in_progress() ? " under way" : ""));
        return {};
    }
};

// 2x2#7 ("2 3/1 .") is solved by D R U L (tile sense); the next deals are #8, #9.
struct fixture {
    manual_clock clock;
    puzzle_game game{dealer({2, 2}, 7), game_clock(clock)};
    recording_store store;
    midend mid{game, store};

    reply play(std::string_view letters) {
        reply r;
        for (char c : letters) r = mid.apply({verb::move, from_letter(c)});
        return r;
    }
};

bool has(const std::string& s, std::string_view part) { return s.find(part) != std::string::npos; }

} // namespace

BOOST_AUTO_TEST_SUITE(midend_rules)

// A front end that is closed rather than quit (the page): no "q quit" in the legend, the key help or
// the win screen's keys; the others keep it.
BOOST_FIXTURE_TEST_CASE(a_front_end_without_a_quit_key_is_not_offered_one, fixture) {
    midend page{game, store, midend_settings{.quits = false}};
    BOOST_TEST(has(mid.legend(200), "q quit"));
    BOOST_TEST(!has(page.legend(200), "q quit"));
    BOOST_TEST(has(page.legend(200), "? help"));
    BOOST_TEST(has(page.legend(200), "A again  Q give up"), page.legend(200)); // the keys that end a game, in place of q
    BOOST_TEST(!has(mid.legend(200), "Q give up"));
    for (const std::string& line : page.key_help()) {
        BOOST_TEST(!line.starts_with("q "), line);
        if (line.starts_with("Q ")) BOOST_TEST(!has(line, "quit"), line); // the page's Q deals the next game
    }
    BOOST_TEST(page.apply({verb::move, from_letter('D')}).changed);
    page.apply({verb::move, from_letter('R')});
    page.apply({verb::move, from_letter('U')});
    BOOST_TEST(page.apply({verb::move, from_letter('L')}).finished);
    BOOST_TEST(page.results().back() == "n new game   A again   u reopens it");
}

// The page's Q gives the game up and the page deals the next (bridge.cpp): its words say that, not
// the terminal's "Left without saving" (a page is not left by a key).
BOOST_FIXTURE_TEST_CASE(a_page_gives_up_in_its_own_words, fixture) {
    midend untouched{game, store, midend_settings{.quits = false}};
    BOOST_TEST(untouched.apply({verb::abandon}).message.starts_with("Nothing under way to give up: the next deal"));
    BOOST_TEST(mid.apply({verb::abandon}).message.starts_with("Left without saving"));
    midend page{game, store, midend_settings{.quits = false}};
    page.apply({verb::move, from_letter('D')});
    const reply given_up = page.apply({verb::abandon});
    BOOST_TEST(given_up.message.starts_with("Given up: a DNF"), given_up.message);
}

BOOST_FIXTURE_TEST_CASE(a_win_goes_to_the_store_once_and_its_results_stay, fixture) {
    BOOST_TEST(!play("DRU").finished);
    clock.advance(2000);
    const reply won = play("L");
    BOOST_TEST(won.finished);
    BOOST_TEST(has(won.message, "Solved in 4 moves"));
    BOOST_TEST(has(won.message, "noted")); // the store's note follows the outcome
    BOOST_TEST(store.calls == std::vector<std::string>{"won 2x2#7"});
    BOOST_TEST(mid.showing_results());
    const auto lines = mid.results();
    BOOST_TEST(lines.front() == "Solved!");
    BOOST_TEST(has(lines.at(2), " TPS"));
    BOOST_TEST(has(lines.at(2), "2.000 TPS"), lines.at(2)); // the player's own solve has a pace
    BOOST_TEST(has(lines.back(), "A again"));
    BOOST_TEST(has(lines.back(), "u reopens it"));

    // A key after the win does not un-solve the board behind the results.
    const std::string board = game.id();
    for (verb v : {verb::move, verb::redo, verb::restart, verb::hint, verb::solve, verb::pause}) {
        const reply r = mid.apply({v, direction::up});
        BOOST_TEST(!r.ok);
        BOOST_TEST(has(r.message, "the game is over"));
    }
    BOOST_TEST(game.id() == board);
    BOOST_TEST(mid.showing_results());
    BOOST_TEST(!mid.step_delay_ms().has_value());

    // u reopens it explicitly; solving it again asks the store again (it knows a second solve).
    const reply reopened = mid.apply({verb::undo});
    BOOST_TEST(reopened.ok);
    BOOST_TEST(has(reopened.message, "Reopened"));
    BOOST_TEST(!mid.showing_results());
    BOOST_TEST(play("L").finished);
    BOOST_TEST(store.calls == (std::vector<std::string>{"won 2x2#7", "won 2x2#7"}));
}

BOOST_FIXTURE_TEST_CASE(new_and_again_deal_the_next_board_and_tell_the_store_first, fixture) {
    play("D");
    BOOST_TEST(has(mid.question(verb::again), "y/n"));
    BOOST_TEST(has(mid.question(verb::new_game), "y/n"));
    BOOST_TEST(mid.apply({verb::again}).ok);
    BOOST_TEST(game.start_id() == "2x2#8"); // the same size and mode, the next deal
    BOOST_TEST(mid.question(verb::again).empty()); // nothing under way: nothing to ask
    BOOST_TEST(mid.apply({verb::new_game}).ok);
    BOOST_TEST(game.start_id() == "2x2#9");
    BOOST_TEST(store.calls == (std::vector<std::string>{"replaced 2x2#7 under way", "replaced 2x2#8"}));
    // After a win, again starts the next deal at once and the results go.
    play("ULDRUL");
    BOOST_TEST(mid.showing_results());
    BOOST_TEST(mid.apply({verb::again}).ok);
    BOOST_TEST(!mid.showing_results());
    BOOST_TEST(game.rows() == 2u);
}

BOOST_FIXTURE_TEST_CASE(abandon_records_a_dnf_and_leaves_nothing_to_save, fixture) {
    play("D");
    BOOST_TEST(has(mid.question(verb::abandon), "DNF"));
    const reply r = mid.apply({verb::abandon});
    BOOST_TEST(r.ok);
    BOOST_TEST(has(r.message, "DNF"));
    BOOST_TEST(mid.ended());
    BOOST_TEST(mid.leave().empty());
    BOOST_TEST(store.calls == std::vector<std::string>{"abandoned 2x2#7 under way"}); // never saved after
    BOOST_TEST(!mid.apply({verb::move, direction::up}).ok); // nothing is played after leaving
}

// m,n,k keeps no history: neither its questions nor Q's words promise a DNF, and a page (which does
// not quit) is asked about the next deal, not about quitting.
BOOST_FIXTURE_TEST_CASE(a_game_without_history_records_no_dnf, fixture) {
    auto made = make_game([] {
        options o;
        o.variant = "mnk";
        return o;
    }());
    BOOST_TEST_REQUIRE(made.has_value());
    auto& tic = **made;
    midend terminal{tic, store};
    BOOST_TEST(terminal.apply({verb::select, direction::none, cell{1, 1}}).ok);
    BOOST_TEST(!has(terminal.question(verb::abandon), "DNF"), terminal.question(verb::abandon));
    BOOST_TEST(!has(terminal.question(verb::new_game), "DNF"), terminal.question(verb::new_game));
    BOOST_TEST(has(terminal.question(verb::abandon), "quits"));
    midend page{tic, store, midend_settings{.quits = false}};
    BOOST_TEST(page.question(verb::abandon) == "Give this game up for the next deal? y/n");
    const reply r = page.apply({verb::abandon});
    BOOST_TEST(r.message == "Given up: nothing is recorded", r.message);
}

BOOST_FIXTURE_TEST_CASE(quit_ends_and_the_store_saves_once, fixture) {
    play("D");
    BOOST_TEST(has(mid.question(verb::quit), "Quit this game? y/n"));
    BOOST_TEST(mid.apply({verb::quit}).ok);
    BOOST_TEST(mid.ended());
    mid.leave();
    mid.leave();
    BOOST_TEST(store.calls == std::vector<std::string>{"leaving 2x2#7 under way"});
}

BOOST_FIXTURE_TEST_CASE(a_move_reports_the_tile_it_moved_and_a_new_deal_none, fixture) {
    // "2 3/1 .": D slides the 3 down into the blank, from (0,1) to (1,1).
    play("D");
    BOOST_TEST(mid.moved() == (std::vector<moved_tile>{{{0, 1}, {1, 1}}}));
    mid.apply({verb::again});
    BOOST_TEST(mid.moved().empty());
    BOOST_TEST(!mid.apply({verb::move, direction::down}).ok); // 2x2#8 "1 ./3 2": nothing above the blank
    BOOST_TEST(mid.moved().empty());
}

BOOST_FIXTURE_TEST_CASE(the_player_s_win_flashes_and_the_solver_s_does_not, fixture) {
    play("DRUL");
    BOOST_TEST(mid.flash());
    mid.apply({verb::again});
    BOOST_TEST(mid.apply({verb::solve}).ok);
    reply last;
    while (game.solving()) last = mid.step();
    BOOST_TEST(last.finished);
    BOOST_TEST(!mid.flash());
    // No pace for the solver's solve, and the line says why rather than a bare "- TPS".
    BOOST_TEST(has(mid.results().at(2), "TPS: not counted"), mid.results().at(2));
}

BOOST_FIXTURE_TEST_CASE(any_input_stops_a_solve, fixture) {
    mid.apply({verb::solve});
    BOOST_TEST(game.solving());
    BOOST_TEST(mid.step_delay_ms().has_value());
    mid.apply({verb::undo});
    BOOST_TEST(!game.solving());
    BOOST_TEST(!mid.step_delay_ms().has_value());
}

BOOST_AUTO_TEST_CASE(the_arrows_follow_keys_blank) {
    puzzle_game game{dealer({2, 2}, 7)};
    recording_store store;
    midend mid{game, store, {arrow_sense::blank, true}};
    // The blank of "2 3/1 ." moves up: the 3 slides down, as D does in tile sense.
    BOOST_TEST(mid.apply({verb::move, direction::up}).changed);
    BOOST_TEST(game.label({1, 1}) == "3");
    BOOST_TEST(has(mid.question(verb::quit), "y saves it")); // saves are kept here
}

// Issue 37: a message names a command as the front end's player gives it: npuzzle-curses's key, or
// npuzzle-text's word (there `u` is a move, not undo).
BOOST_AUTO_TEST_CASE(messages_name_keys_or_words_as_the_front_end_takes_them) {
    for (const bool words : {false, true}) {
        puzzle_game game{dealer({2, 2}, 7)};
        recording_store store;
        midend mid{game, store, {.keys = arrow_sense::tile, .saves_kept = false, .words = words}};
        BOOST_TEST(mid.apply({verb::move, direction::down}).changed);
        const reply restarted = mid.apply({verb::restart});
        BOOST_TEST(restarted.message == (words ? "Back to the start of this game (undo takes the restart back)"
                                               : "Back to the start of this game (u takes the restart back)"));
        BOOST_TEST(mid.message() == restarted.message);
        for (char c : std::string_view("DRUL")) (void)mid.apply({verb::move, from_letter(c)});
        BOOST_TEST_REQUIRE(mid.showing_results());
        const reply refused = mid.apply({verb::move, direction::up});
        BOOST_TEST(refused.message == (words ? "the game is over: new or again deals another board, undo reopens it"
                                             : "the game is over: n or A deals another board, u reopens it"));
        BOOST_TEST(mid.named("{hint} {solve} {pause} {quit} {done}") ==
                   (words ? "hint solve pause quit done" : "H S p q done")); // done has no key of its own
    }
}

BOOST_AUTO_TEST_CASE(the_games_capabilities_decide_what_is_offered) {
    manual_clock clock;
    blind_game blind(std::make_unique<puzzle_game>(dealer({2, 2}, 7), game_clock(clock)), game_clock(clock));
    recording_store store;
    midend mid{blind, store};
    const reply hint = mid.apply({verb::hint});
    BOOST_TEST(!hint.ok);
    BOOST_TEST(has(hint.message, "no hints"));
    BOOST_TEST((mid.mode() == key_mode::blindfold));
    BOOST_TEST(has(mid.legend(80), "Enter done"));

    auto made = make_game([] {
        options o;
        o.variant = "mnk";
        return o;
    }());
    auto& mnk = **made;
    midend tic{mnk, store};
    const reply stats = tic.apply({verb::statistics});
    BOOST_TEST(!stats.ok);
    BOOST_TEST(has(stats.message, "sliding puzzles only"));
    BOOST_TEST(has(tic.unknown_word("zz"), "again, pause, abandon"));
    BOOST_TEST(!has(tic.unknown_word("zz"), "stats"));
    // The statistics page's rows: the game's own variant, size and mode, or none where it keeps no
    // history (the front end filters nothing by name).
    BOOST_TEST(!tic.history_rows().has_value());
    const auto rows = mid.history_rows();
    BOOST_TEST_REQUIRE(rows.has_value());
    BOOST_TEST(rows->variant == "puzzle");
    BOOST_TEST((rows->size == npuzzle::shape{2, 2}));
    BOOST_TEST(rows->mode == "blind");
}

BOOST_FIXTURE_TEST_CASE(words_the_game_reads_and_words_it_does_not, fixture) {
    BOOST_TEST(mid.apply(input::of_word("3")).changed); // tile 3 slides into the blank
    const reply no = mid.apply(input::of_word("9"));
    BOOST_TEST(!no.ok);
    BOOST_TEST(no.message == "there is no tile 9: tiles are 1..3");
    const reply what = mid.apply(input::of_word("xyzzy"));
    BOOST_TEST(has(what.message, "again, pause, done, abandon"));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(command_table)

BOOST_AUTO_TEST_CASE(every_key_and_word_names_its_verb_once) {
    for (const verb_row& row : verbs) {
        if (row.key != 0) BOOST_TEST((verb_for_key(row.key) == row.what), row.word);
        if (!row.word.empty()) BOOST_TEST((verb_for_word(row.word) == row.what), row.word);
    }
    BOOST_TEST((verb_for_key('Q') == verb::abandon));
    BOOST_TEST((verb_for_key('A') == verb::again));
    BOOST_TEST((verb_for_word("AGAIN") == verb::again));
    BOOST_TEST((verb_for_word("Abandon") == verb::abandon));
    BOOST_TEST((verb_for_word("q") == verb::none)); // one letter never gives a game up
    BOOST_TEST((verb_for_key('x') == verb::none));
}

BOOST_AUTO_TEST_CASE(the_help_page_names_again_and_abandon_while_playing) {
    puzzle_game game{dealer({2, 2}, 7)};
    recording_store store;
    midend mid{game, store};
    std::string page;
    for (const auto& line : mid.key_help()) page += line + "\n";
    BOOST_TEST(has(page, "A                   again"));
    BOOST_TEST(has(page, "Q                   abandon"));
}

BOOST_AUTO_TEST_SUITE_END()
