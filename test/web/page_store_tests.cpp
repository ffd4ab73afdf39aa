// SPDX-License-Identifier: MIT
// The page's store (frontends/web/page_store.hpp), natively: the rows the page hands it, a row per
// game handed back once, the first-play rule and the win screen's rank from the rows.
#include "page_store.hpp"

#include "game/game_clock.hpp"
#include "game/puzzle_game.hpp"

#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/constructive.hpp>

#include <boost/test/unit_test.hpp>

#include <string>

using namespace npuzzle;
using namespace npuzzle::frontend;

namespace {

// Plays `g` to the end with the player's own moves (the constructive strategy's, played as keys).
void solve_by_hand(puzzle_game& g, manual_clock& clock) {
    for (int i = 0; i < 100 && !g.over(); ++i) {
        clock.advance(250);
        g.apply({command::kind::move, npuzzle::hint(g.session().board())});
    }
    BOOST_REQUIRE(g.over());
}

std::string start_of(const puzzle_game& g) { return g.history_record()->start; }

} // namespace

BOOST_AUTO_TEST_CASE(a_won_game_is_one_row_once_and_ranked_from_the_rows) {
    manual_clock clock;
    web::page_store store;
    // Two earlier 2x2 solves that count (4 s and 1 s), a malformed line skipped, another size's row.
    store.known_rows("2x2 1 0 4000 6 2x2:1,2,0,3\n2x2 1 0 x 5 2x2:0,1,2,3\n3x3 1 0 9000 30 3x3:1,2,3,4,5,6,7,0,8\n"
                     "2x2 1 0 1000 4 2x2:3,1,2,0");
    puzzle_game game{dealer({2, 2}, 7), game_clock(clock)};
    solve_by_hand(game, clock);
    const game_recorded r = store.won(game);
    BOOST_TEST(r.rank.has_value());
    BOOST_TEST(r.ranked_among == 3u);
    const std::string rows = store.take_rows();
    BOOST_TEST(rows.find("\"counts\":true") != std::string::npos, rows);
    BOOST_TEST(rows.find("\"result\":\"solved\"") != std::string::npos, rows);
    BOOST_TEST(rows.find("\"start\":\"" + start_of(game) + "\"") != std::string::npos, rows);
    BOOST_TEST(store.take_rows() == "[]"); // handed once
    // Undone and won again: no second row.
    BOOST_TEST(store.won(game).note == "solved again: only this game's first solve is recorded");
    BOOST_TEST(store.take_rows() == "[]");
}

BOOST_AUTO_TEST_CASE(a_board_counts_only_the_first_time_it_is_played) {
    manual_clock clock;
    web::page_store store;
    puzzle_game first{dealer({2, 2}, 11), game_clock(clock)};
    store.known_rows("2x2 1 1 500 1 " + start_of(first)); // played before: given up as a DNF
    solve_by_hand(first, clock);
    BOOST_TEST(store.won(first).note == "not a record: this board was played before");
    const std::string rows = store.take_rows();
    BOOST_TEST(rows.find("\"counts\":false") != std::string::npos, rows);
    // Rows from before this version name a seeded deal by its seed ID, as the game's start does.
    store.started();
    store.known_rows("2x2 1 0 500 3 2x2#11");
    puzzle_game again{dealer({2, 2}, 11), game_clock(clock)};
    solve_by_hand(again, clock);
    BOOST_TEST(store.won(again).note == "not a record: this board was played before");
}

BOOST_AUTO_TEST_CASE(a_game_replaced_under_way_is_a_dnf_row_and_an_untouched_one_none) {
    manual_clock clock;
    web::page_store store;
    puzzle_game game{dealer({2, 2}, 5), game_clock(clock)};
    BOOST_TEST(store.replaced(game).empty());
    BOOST_TEST(store.take_rows() == "[]"); // no move made: nothing to keep
    clock.advance(300);
    game.apply({command::kind::move, npuzzle::hint(game.session().board())});
    BOOST_REQUIRE(game.in_progress());
    store.abandoned(game); // Q: given up
    const std::string rows = store.take_rows();
    BOOST_TEST(rows.find("\"result\":\"dnf\"") != std::string::npos, rows);
    BOOST_TEST(rows.find("\"moves\":1") != std::string::npos, rows);
    BOOST_TEST(rows.find("\"counts\":true") != std::string::npos, rows);
    store.replaced(game); // and then replaced by the next deal: still one row
    BOOST_TEST(store.take_rows() == "[]");
}
