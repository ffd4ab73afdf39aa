#include "text_session.hpp"

#include <common/puzzle_game.hpp>

#include <npuzzle/core/notation.hpp>

#include <boost/test/unit_test.hpp>

#include <sstream>
#include <string>

using namespace npuzzle;
using frontend::dealer;
using frontend::puzzle_game;
using text::text_session;

namespace {

// 3x3 with the blank in the middle of the top row: 5 _ 6 / 3 8 1 / 7 2 4 (the game 3x3#42).
struct fixture {
    manual_clock clock;
    puzzle_game game{*parse_board<puzzle>("3x3#42"), dealer({3, 3}, 100), frontend::game_clock(clock)};
    std::ostringstream out;
    frontend::options opts;

    text_session session() {
        return text_session(game, opts, out, [this] { clock.advance(1000); });
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(session)

BOOST_AUTO_TEST_CASE(json_strings_escape_quotes_backslashes_and_control_characters) {
    BOOST_TEST(text::json_string("plain") == "\"plain\"");
    BOOST_TEST(text::json_string("a\"b\\c") == "\"a\\\"b\\\\c\"");
    BOOST_TEST(text::json_string("x\ny\tz\x01") == "\"x\\ny\\tz\\u0001\"");
}

BOOST_FIXTURE_TEST_CASE(an_illegal_move_or_unknown_word_leaves_the_game_untouched, fixture) {
    auto s = session();
    const std::string before = game.id();
    BOOST_TEST(s.run_line("d"));     // nothing above the blank
    BOOST_TEST(s.run_line("xyzzy")); // no such command
    BOOST_TEST(s.run_line("7"));     // not in line with the blank
    BOOST_TEST(game.id() == before);
    BOOST_TEST(game.moves() == 0u);
    BOOST_TEST(out.str() ==
               "error: no tile can slide down: the blank is on the top row (tiles can slide up left right)\n"
               "error: unknown command 'xyzzy'; allowed: u d l r (or a run such as uulldr), up down left "
               "right, w a s, undo, redo, restart, hint, solve, new, pause, show, help, quit, and 1..8: "
               "slide that tile, and any between it and the blank, into the blank\n"
               "error: tile 7 is not in the blank's row or column (tiles that can slide: 5 6 8 2)\n");
}

BOOST_FIXTURE_TEST_CASE(an_error_skips_the_rest_of_its_line_and_earlier_moves_stand, fixture) {
    auto s = session();
    BOOST_TEST(s.run_line("l d r"));
    BOOST_TEST(game.id() == "3x3:5,6,0,3,8,1,7,2,4"); // l played, d refused, r never tried
    BOOST_TEST(game.moves() == 1u);
}

BOOST_FIXTURE_TEST_CASE(quit_ends_the_session_and_the_rest_of_its_line, fixture) {
    auto s = session();
    BOOST_TEST(!s.run_line("quit; l"));
    BOOST_TEST(game.moves() == 0u);
}

BOOST_FIXTURE_TEST_CASE(with_once_solving_ends_the_session, fixture) {
    opts.once = true;
    opts.quiet = true;
    auto s = session();
    BOOST_TEST(s.run_line("lurrulldrdlurruldrdlur"));
    BOOST_TEST(!s.solved());
    BOOST_TEST(!s.run_line("ull u"));
    BOOST_TEST(s.solved());
    BOOST_TEST(game.moves() == 25u);
    // Quiet: the changed boards and the win; the clock moved a second a command after the first.
    BOOST_TEST(out.str() ==
               "1 2 3\n. 5 6\n4 7 8\nMoves 22 (MTM 22)  Time 0:00\n"
               "1 2 3\n4 5 6\n7 8 .\nMoves 25 (MTM 25)  Time 0:01\n"
               "Solved in 25 moves (MTM 25) in 1.0 s\n");
}

BOOST_FIXTURE_TEST_CASE(json_prints_one_object_per_command, fixture) {
    opts.json = true;
    auto s = session();
    s.start();
    BOOST_TEST(s.run_line("l;d"));
    BOOST_TEST(out.str() ==
               "{\"command\":\"\",\"ok\":true,\"board\":\"3x3:5,0,6,3,8,1,7,2,4\",\"moves\":0,\"mtm\":0,"
               "\"time_ms\":0,\"solved\":false,\"message\":\"\"}\n"
               "{\"command\":\"l\",\"ok\":true,\"board\":\"3x3:5,6,0,3,8,1,7,2,4\",\"moves\":1,\"mtm\":1,"
               "\"time_ms\":0,\"solved\":false,\"message\":\"\"}\n"
               "{\"command\":\"d\",\"ok\":false,\"board\":\"3x3:5,6,0,3,8,1,7,2,4\",\"moves\":1,\"mtm\":1,"
               "\"time_ms\":1000,\"solved\":false,\"message\":\"no tile can slide down: the blank is on the top "
               "row (tiles can slide up right)\"}\n");
}

BOOST_AUTO_TEST_SUITE_END()
