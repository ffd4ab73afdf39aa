// SPDX-License-Identifier: MIT
#include <common/options.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace npuzzle::frontend;

namespace {

// Runs parse_options on `args` (after the program name), keeping what it prints.
struct parsed {
    frontend_result<options> result;
    std::string out, err;
};

parsed parse(std::vector<const char*> args, program which = program::text) {
    args.insert(args.begin(), "npuzzle-test");
    std::ostringstream out, err;
    auto* old_out = std::cout.rdbuf(out.rdbuf());
    auto* old_err = std::cerr.rdbuf(err.rdbuf());
    auto result = parse_options(static_cast<int>(args.size()), args.data(), which);
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    return {std::move(result), out.str(), err.str()};
}

const options& ok(const parsed& p) {
    BOOST_TEST_REQUIRE(p.result.has_value(), p.err);
    return *p.result;
}

int status(const parsed& p) { return p.result ? -1 : p.result.error().status; }

// A bad command line: status 2, nothing on stdout, "<program>: <why>" and a hint on stderr.
void rejected(std::vector<const char*> args, const std::string& why, program which = program::text) {
    const auto p = parse(std::move(args), which);
    BOOST_TEST(status(p) == 2);
    BOOST_TEST(p.out.empty());
    const std::string name(program_name(which));
    BOOST_TEST(p.err == name + ": " + why + "\nTry '" + name + " --help' for more information.\n");
    BOOST_TEST(p.result.error().message() == why); // the error says what was printed
}

} // namespace

BOOST_AUTO_TEST_SUITE(parse_options_tests)

BOOST_AUTO_TEST_CASE(defaults) {
    unsetenv("NO_COLOR");
    const auto p = parse({});
    const options& o = ok(p);
    BOOST_TEST(o.variant == "puzzle");
    BOOST_TEST((o.size == npuzzle::shape{4, 4}));
    BOOST_TEST(!o.seed);
    BOOST_TEST(!o.scramble);
    BOOST_TEST(!o.game);
    BOOST_TEST(o.color);
    BOOST_TEST((o.keys == npuzzle::arrow_sense::tile));
    BOOST_TEST(!o.once);
    BOOST_TEST(!o.quiet);
    BOOST_TEST(!o.json);
}

BOOST_AUTO_TEST_CASE(every_option) {
    const auto p = parse({"--size", "3x5", "--seed", "18446744073709551614", "--scramble", "40", "--keys",
                          "blank", "--once", "--quiet"});
    const options& o = ok(p);
    BOOST_TEST((o.size == npuzzle::shape{3, 5}));
    BOOST_TEST(*o.seed == 18446744073709551614ull);
    BOOST_TEST(*o.scramble == 40u);
    BOOST_TEST((o.keys == npuzzle::arrow_sense::blank));
    BOOST_TEST(!ok(parse({"--no-color"}, program::curses)).color);
    BOOST_TEST(o.once);
    BOOST_TEST(o.quiet);
    const auto m = parse({"--variant", "mnk", "--size", "3x5", "--k", "4", "--x", "computer", "--o", "human"});
    const options& mnk = ok(m);
    BOOST_TEST(mnk.k == 4u);
    BOOST_TEST(mnk.x_player == "computer");
    BOOST_TEST(mnk.o_player == "human");
    BOOST_TEST(ok(parse({"--variant", "mnk"})).variant == "mnk");
    BOOST_TEST(ok(parse({"--json"})).json);
}

BOOST_AUTO_TEST_CASE(no_color_environment) {
    setenv("NO_COLOR", "1", 1);
    BOOST_TEST(!ok(parse({}, program::curses)).color);
    setenv("NO_COLOR", "", 1); // no-color.org: set and not empty
    BOOST_TEST(ok(parse({}, program::curses)).color);
    unsetenv("NO_COLOR");
}

// Each game declares only the options it honours: the other's are unknown to it, not ignored, and a
// longer option's beginning is not taken for it (npuzzle-curses --history is not --history-db).
BOOST_AUTO_TEST_CASE(a_game_refuses_the_options_it_does_not_honour) {
    rejected({"--no-color"}, "unrecognised option '--no-color'");
    rejected({"--animation-ms", "5"}, "unrecognised option '--animation-ms'");
    for (const char* text_only : {"--once", "--quiet", "--json", "--stats", "--history"})
        rejected({text_only}, std::string("unrecognised option '") + text_only + "'", program::curses);
}

BOOST_AUTO_TEST_CASE(a_game_id_sets_the_size) {
    BOOST_TEST((ok(parse({"--game", "2x3:1,2,3,4,0,5"})).size == npuzzle::shape{2, 3}));
    BOOST_TEST((ok(parse({"--game", "5x2#9"})).size == npuzzle::shape{5, 2}));
    // Rows separated by '/', as speed-solvers paste them: the rows give the shape.
    BOOST_TEST((ok(parse({"--game", "1 2 3/4 5 6/7 0 8"})).size == npuzzle::shape{3, 3}));
    BOOST_TEST((ok(parse({"--game", "1 2 3 4/5 6 7 0"})).size == npuzzle::shape{2, 4}));
    BOOST_TEST((ok(parse({"--game", "1 2 3 4 5 6 7 0 8"})).size == npuzzle::shape{3, 3}));
    // Bare numbers take --size.
    BOOST_TEST((ok(parse({"--size", "2x3", "--game", "1 2 3 4 0 5"})).size == npuzzle::shape{2, 3}));
    BOOST_TEST(*ok(parse({"--game", "3x3#4"})).game == "3x3#4");
}

BOOST_AUTO_TEST_CASE(mnk_options) {
    const auto plain_parsed = parse({"--variant", "mnk"});
    const options& plain = ok(plain_parsed);
    BOOST_TEST((plain.size == npuzzle::shape{3, 3})); // tic-tac-toe unless --size says otherwise
    BOOST_TEST(plain.k == 3u);
    const auto wide_parsed = parse({"--variant", "mnk", "--size", "15x15", "--k", "5", "--x", "computer"});
    const options& wide = ok(wide_parsed);
    BOOST_TEST((wide.size == npuzzle::shape{15, 15}));
    BOOST_TEST(wide.k == 5u);
    BOOST_TEST(wide.x_player == "computer");
    // A game ID gives the shape and line length; an m,n,k ID chooses the variant by itself.
    const auto id_parsed = parse({"--game", "4x5k4:X..../...../...../.....", "--size", "3x3", "--k", "3"});
    const options& id = ok(id_parsed);
    BOOST_TEST(id.variant == "mnk");
    BOOST_TEST((id.size == npuzzle::shape{4, 5}));
    BOOST_TEST(id.k == 4u);
    BOOST_TEST(ok(parse({"--game", "3x3#4"})).variant == "puzzle");
}

BOOST_AUTO_TEST_CASE(bad_mnk_options_exit_2) {
    rejected({"--size", "99999999999x2"}, "--size: at most 16 rows and 16 columns, got 99999999999x2");
    rejected({"--variant", "mnk", "--k", "4"}, "--k must be 2..3 on a 3x3 board, got 4");
    rejected({"--variant", "mnk", "--size", "4x6", "--k", "7"}, "--k must be 2..6 on a 4x6 board, got 7");
    // One rule for --k, one message naming the board's range, whatever the number.
    rejected({"--variant", "mnk", "--k", "1"}, "--k must be 2..3 on a 3x3 board, got 1");
    rejected({"--variant", "mnk", "--k", "0"}, "--k must be 2..3 on a 3x3 board, got 0");
    rejected({"--variant", "mnk", "--k", "17"}, "--k must be 2..3 on a 3x3 board, got 17");
    rejected({"--variant", "mnk", "--size", "16x16", "--k", "17"}, "--k must be 2..16 on a 16x16 board, got 17");
    rejected({"--variant", "mnk", "--k", "123456789012345678901234567890"},
             "--k must be 2..3 on a 3x3 board, got 123456789012345678901234567890");
    rejected({"--variant", "mnk", "--k", "-3"}, "--k expects a whole number, got '-3'");
    BOOST_TEST(ok(parse({"--variant", "mnk", "--size", "16x16", "--k", "016"})).k == 16u);
    rejected({"--variant", "mnk", "--size", "17x3"}, "--size: at most 16 rows and 16 columns, got 17x3");
    rejected({"--variant", "mnk", "--game", "3x3#4"},
             "--game '3x3#4': expected a size such as 3x3k3 (rows x columns k line length)");
    rejected({"--game", "3x3k3:XXX/OO./..."}, "--game '3x3k3:XXX/OO./...': the game is over, X has won");
    rejected({"--game", "3x3k5"}, "--game '3x3k5': line length k must be 2..3, got 5");
    // Issue 22: K as written, however large; one size rule (2..16 each way) for --size and --game.
    rejected({"--game", "3x3k257"}, "--game '3x3k257': line length k must be 2..3, got 257");
    rejected({"--game", "3x3k18446744073709551614"},
             "--game '3x3k18446744073709551614': line length k must be 2..3, got 18446744073709551614");
    rejected({"--game", "3x3k18446744073709551618"},
             "--game '3x3k18446744073709551618': line length k must be 2..3, got 18446744073709551615 or more");
    rejected({"--game", "1x1k2"}, "--game '1x1k2': at least 2 rows and 2 columns");
    rejected({"--game", "1x3k2"}, "--game '1x3k2': at least 2 rows and 2 columns, got 1x3");
    rejected({"--game", "3x1k3:X/O/."}, "--game '3x1k3:X/O/.': at least 2 rows and 2 columns, got 3x1");
    rejected({"--variant", "mnk", "--size", "1x3"}, "--size: at least 2 rows and 2 columns, got 1x3");
    rejected({"--game", "1x3:1,2,0"}, "--game '1x3:1,2,0': at least 2 rows and 2 columns");
    rejected({"--game", "2x2:1,2,3,18446744073709551616"},
             "--game '2x2:1,2,3,18446744073709551616': number 18446744073709551615 or more out of range 0..3");
    rejected({"--variant", "puzzle", "--game", "3x3k3"}, "--game '3x3k3' is an m,n,k game: drop --variant puzzle");
}

// An option of the other variant is refused, not ignored, by both programs (they share the parser).
BOOST_AUTO_TEST_CASE(options_of_the_other_variant_exit_2) {
    for (const program which : {program::text, program::curses}) {
        rejected({"--k", "3"}, "--k applies to --variant mnk only", which);
        rejected({"--x", "computer"}, "--x applies to --variant mnk only", which);
        rejected({"--variant", "puzzle", "--o", "human"}, "--o applies to --variant mnk only", which);
        rejected({"--game", "3x3#4", "--k", "3"}, "--k applies to --variant mnk only", which);
        rejected({"--variant", "mnk", "--seed", "3"}, "--seed applies to --variant puzzle only", which);
        rejected({"--variant", "mnk", "--scramble", "3"}, "--scramble applies to --variant puzzle only", which);
        rejected({"--variant", "mnk", "--keys", "blank"}, "--keys applies to --variant puzzle only", which);
        rejected({"--game", "3x3k3", "--keys", "tile"},
                 "--keys applies to --variant puzzle only (--game names an m,n,k game)", which);
    }
}

BOOST_AUTO_TEST_CASE(help_and_version_exit_zero) {
    const auto help = parse({"--help"});
    BOOST_TEST(status(help) == 0);
    BOOST_TEST(help.out.find("Usage: npuzzle-text [options]") == 0u);
    BOOST_TEST(help.out.find("--json") != std::string::npos);
    const auto curses_help = parse({"--help"}, program::curses);
    BOOST_TEST(curses_help.out.find("Usage: npuzzle-curses [options]") == 0u);
    BOOST_TEST(curses_help.out.find("--json") == std::string::npos); // text-only options are the text game's
    const auto version = parse({"--version"});
    BOOST_TEST(status(version) == 0);
    BOOST_TEST(version.out == "npuzzle-text " NPUZZLE_TEST_VERSION "\n");
}

BOOST_AUTO_TEST_CASE(bad_options_say_what_is_wrong_and_exit_2) {
    rejected({"--size", "4"}, "--size expects RxC such as 4x4, got '4'");
    rejected({"--size", "1x4"}, "--size: at least 2 rows and 2 columns, got 1x4");
    rejected({"--size", "1x1"}, "--size: at least 2 rows and 2 columns, got 1x1");
    rejected({"--size", "4x17"}, "--size: at most 16 rows and 16 columns, got 4x17");
    rejected({"--seed", "-3"}, "--seed expects a whole number, got '-3'");
    rejected({"--seed", "18446744073709551615"}, "--seed must be at most 18446744073709551614, got 18446744073709551615");
    rejected({"--scramble", "0"}, "--scramble must be at least 1");
    rejected({"--scramble", "1000001"}, "--scramble must be at most 1000000, got 1000001");
    rejected({"--keys", "arrows"}, "--keys expects tile|blank, got 'arrows'");
    rejected({"--variant", "chess"}, "--variant expects puzzle|mnk, got 'chess'");
    rejected({"--variant", "mnk", "--x", "robot"}, "--x expects human|computer, got 'robot'");
    rejected({"--game", "3x3:1,2,3,4,5,6,7,8,9"}, "--game '3x3:1,2,3,4,5,6,7,8,9': number 9 out of range 0..8");
    rejected({"--game", "2x2:2,1,3,0"}, "--game '2x2:2,1,3,0': board is not solvable");
    rejected({"--game", "20x2#1"}, "--game '20x2#1': at most 16 rows and 16 columns, got 20x2");
    rejected({"--game", "4000x4000#1"}, "--game '4000x4000#1': at most 16 rows and 16 columns, got 4000x4000");
    rejected({"--game", "1000x1000"}, "--game '1000x1000': at most 16 rows and 16 columns, got 1000x1000");
    rejected({"--game", "1x1"}, "--game '1x1': at least 2 rows and 2 columns");
    rejected({"--game", std::string(300, '1').c_str()},
             "--game '" + std::string(60, '1') + "...': cannot tell the size of 1 number: give it as RxC");
    rejected({"--size", "3x3", "--game", "2x2:1,2,3,0"}, "--game '2x2:1,2,3,0': expected a 9-cell board, got 4 cells");
    rejected({"--quiet", "--json"}, "--quiet and --json cannot be combined");
    rejected({"--once"}, "unrecognised option '--once'", program::curses);
    rejected({"--sizes", "3x3"}, "unrecognised option '--sizes'");
    rejected({"--size"}, "the required argument for option '--size' is missing");
    rejected({"--seed", "1", "--seed", "2"}, "option '--seed' cannot be specified more than once");
    rejected({"4x4"}, "unexpected argument '4x4' (options start with --)");
    rejected({"--size", "3x3", "4x4"}, "unexpected argument '4x4' (options start with --)");
    rejected({"-z"}, "unrecognised option '-z'");
    BOOST_TEST(status(parse({"-h"})) == 0);
}

BOOST_AUTO_TEST_CASE(history_reports) {
    const auto plain = parse({});
    BOOST_TEST(!ok(plain).stats);
    BOOST_TEST(!ok(plain).history);
    BOOST_TEST(!ok(plain).size_given);
    BOOST_TEST(!ok(plain).history_db);
    const auto stats = parse({"--stats", "--size", "3x3", "--json", "--history-db", "/tmp/h.sqlite3"});
    const options& s = ok(stats);
    BOOST_TEST(s.stats);
    BOOST_TEST(s.size_given);
    BOOST_TEST((s.size == npuzzle::shape{3, 3}));
    BOOST_TEST(s.history_db.value_or("") == "/tmp/h.sqlite3");
    const auto history = parse({"--history", "--format", "slidysim"});
    BOOST_TEST(ok(history).history);
    BOOST_TEST(ok(history).slidysim);
    BOOST_TEST(!ok(parse({"--history", "--format", "text"})).slidysim);
    rejected({"--stats", "--history"}, "--stats and --history cannot be combined");
    rejected({"--stats", "--format", "slidysim"}, "--format applies to --history only");
    rejected({"--history", "--format", "csv"}, "--format expects text|slidysim, got 'csv'");
    rejected({"--history", "--once"}, "--history reports, it plays nothing: drop --once");
    rejected({"--stats", "--scramble", "5"}, "--stats reports, it plays nothing: drop --scramble");
    rejected({"--stats"}, "unrecognised option '--stats'", program::curses); // npuzzle-text only, for now
    // Both programs write the history, so both take its file; the reports stay npuzzle-text's.
    BOOST_TEST(ok(parse({"--history-db", "/tmp/h.sqlite3"}, program::curses)).history_db.value_or("") == "/tmp/h.sqlite3");
    rejected({"--history-db", ""}, "--history-db: give a file name");
}

BOOST_AUTO_TEST_CASE(saved_games_are_chosen_by_resume_load_and_save) {
    BOOST_TEST(!ok(parse({})).resume);
    BOOST_TEST(ok(parse({"--resume"})).resume);
    BOOST_TEST(ok(parse({"--load", "a.sav", "--seed", "3"})).load.value() == "a.sav"); // --seed deals the next games
    BOOST_TEST(ok(parse({"--save", "b.sav"}, program::curses)).save.value() == "b.sav");
    rejected({"--resume", "--load", "a.sav"}, "--resume and --load cannot be combined");
    rejected({"--resume", "--game", "3x3#1"}, "--resume and --load continue a saved game: drop --game");
}

// --replay names a game of the history; --tps paces it (npuzzle-curses); --animation-ms and
// --no-animation are npuzzle-curses' own.
BOOST_AUTO_TEST_CASE(replays_and_animation) {
    const auto parsed = parse({"--replay", "12", "--tps", "2.5"}, program::curses);
    const auto& r = ok(parsed);
    BOOST_TEST(r.replay.value_or(0) == 12);
    BOOST_TEST(r.tps.value_or(0) == 2.5);
    BOOST_TEST(ok(parse({"--replay", "3"})).tps.has_value() == false);
    rejected({"--replay", "x"}, "--replay expects a whole number, got 'x'");
    rejected({"--replay", "1", "--game", "3x3#1"}, "--replay plays a recorded game: drop --game");
    rejected({"--replay", "1", "--stats"}, "--replay cannot be combined with --stats or --history");
    rejected({"--tps", "3"}, "--tps applies to --replay only", program::curses);
    rejected({"--replay", "1", "--tps", "0"}, "--tps expects tiles per second, 0.1 to 1000, got '0'", program::curses);
    rejected({"--replay", "1", "--tps", "5x"}, "--tps expects tiles per second, 0.1 to 1000, got '5x'", program::curses);
    BOOST_TEST(ok(parse({}, program::curses)).animation_ms == 80u);
    BOOST_TEST(ok(parse({"--no-animation"}, program::curses)).animation_ms == 0u);
    BOOST_TEST(ok(parse({"--animation-ms", "250"}, program::curses)).animation_ms == 250u);
    rejected({"--animation-ms", "2001"}, "--animation-ms must be at most 2000, got 2001", program::curses);
    rejected({"--no-animation", "--animation-ms", "5"}, "--no-animation and --animation-ms cannot be combined",
             program::curses);
    BOOST_TEST(status(parse({"--no-animation"})) == 2); // npuzzle-text draws no animation
}

BOOST_AUTO_TEST_CASE(marathon_and_blindfold_modes) {
    BOOST_TEST(ok(parse({})).marathon == 0u);
    BOOST_TEST(ok(parse({})).blind == false);
    BOOST_TEST(ok(parse({"--marathon", "5"})).marathon == 5u);
    BOOST_TEST(ok(parse({"--marathon", "1000", "--seed", "3", "--size", "3x3"})).marathon == 1000u);
    BOOST_TEST(ok(parse({"--blind", "--game", "3x3#1"})).blind == true);
    rejected({"--marathon", "1"}, "--marathon: at least 2 boards, got 1");
    rejected({"--marathon", "0"}, "--marathon: at least 2 boards, got 0");
    rejected({"--marathon", "1001"}, "--marathon must be at most 1000, got 1001");
    rejected({"--marathon", "five"}, "--marathon expects a whole number, got 'five'");
    rejected({"--blind", "--marathon", "3"}, "--blind and --marathon cannot be combined");
    rejected({"--blind", "--resume"}, "a blindfold solve is not saved, so it cannot be continued: drop --resume and --load");
    rejected({"--marathon", "3", "--load", "x"}, "a marathon is not saved, so it cannot be continued: drop --resume and --load");
    rejected({"--variant", "mnk", "--blind"}, "--blind applies to --variant puzzle only");
    rejected({"--replay", "1", "--marathon", "3"}, "--replay plays a recorded game: drop --marathon");
    rejected({"--history", "--blind"}, "--history reports, it plays nothing: drop --blind");
}

BOOST_AUTO_TEST_SUITE_END()
