// SPDX-License-Identifier: MIT
#include "commands.hpp"

#include <boost/test/unit_test.hpp>

#include <npuzzle/core/slidysim.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

using npuzzle::arrow_sense;
using npuzzle::direction;
using npuzzle::text::parse_line;
using npuzzle::text::text_command;
// A word reads as a verb of the command table, verb::move for moves, verb::none for a game word.
using npuzzle::frontend::verb;

namespace {

std::vector<verb> kinds(std::string_view line) {
    std::vector<verb> k;
    for (const auto& c : parse_line(line, arrow_sense::tile)) k.push_back(c.what);
    return k;
}

std::vector<direction> moves_of(std::string_view word, arrow_sense keys = arrow_sense::tile) {
    const auto commands = parse_line(word, keys);
    BOOST_TEST_REQUIRE(commands.size() == 1u);
    BOOST_TEST_REQUIRE((commands[0].what == verb::move));
    return commands[0].moves;
}

} // namespace

BOOST_AUTO_TEST_SUITE(commands)

BOOST_AUTO_TEST_CASE(move_letters_and_runs_follow_the_tile_sense) {
    const std::vector<direction> run{direction::up, direction::up, direction::left, direction::left,
                                     direction::down, direction::right};
    BOOST_TEST((moves_of("uulldr") == run));
    BOOST_TEST((moves_of("UuLlDr") == run));
    BOOST_TEST((moves_of("d") == std::vector{direction::down})); // the move letter, never WASD's right
}

BOOST_AUTO_TEST_CASE(words_and_wasd_are_arrows) {
    BOOST_TEST((moves_of("up") == std::vector{direction::up}));
    BOOST_TEST((moves_of("DOWN") == std::vector{direction::down}));
    BOOST_TEST((moves_of("left") == std::vector{direction::left}));
    BOOST_TEST((moves_of("Right") == std::vector{direction::right}));
    BOOST_TEST((moves_of("w") == std::vector{direction::up}));
    BOOST_TEST((moves_of("a") == std::vector{direction::left}));
    BOOST_TEST((moves_of("s") == std::vector{direction::down}));
}

BOOST_AUTO_TEST_CASE(blank_keys_flip_every_arrow) {
    const auto blank = arrow_sense::blank;
    BOOST_TEST((moves_of("ul", blank) == std::vector{direction::down, direction::right}));
    BOOST_TEST((moves_of("up", blank) == std::vector{direction::down}));
    BOOST_TEST((moves_of("w", blank) == std::vector{direction::down}));
    BOOST_TEST((moves_of("a", blank) == std::vector{direction::right}));
}

BOOST_AUTO_TEST_CASE(keywords_in_any_case) {
    BOOST_TEST((kinds("undo REDO Restart hint solve new pause show help quit") ==
                std::vector{verb::undo, verb::redo, verb::restart, verb::hint, verb::solve, verb::new_game,
                            verb::pause, verb::show, verb::help, verb::quit}));
}

BOOST_AUTO_TEST_CASE(separators_are_spaces_tabs_semicolons_and_line_ends) {
    const auto commands = parse_line(" u;;d\tundo ; 12\r\n", arrow_sense::tile);
    BOOST_TEST_REQUIRE(commands.size() == 4u);
    BOOST_TEST(commands[0].word == "u");
    BOOST_TEST(commands[1].word == "d");
    BOOST_TEST(commands[2].word == "undo");
    BOOST_TEST(commands[3].word == "12");
    BOOST_TEST(parse_line("", arrow_sense::tile).empty());
    BOOST_TEST(parse_line(" ;\t;\r", arrow_sense::tile).empty());
}

BOOST_AUTO_TEST_CASE(everything_else_is_a_game_word) {
    // Tile numbers, and words that are nearly commands: the game (or "unknown command") decides.
    BOOST_TEST((kinds("12 0 uulx undoo b1 wa Lx2 2L l2x") ==
                std::vector{verb::none, verb::none, verb::none, verb::none,
                            verb::none, verb::none, verb::none, verb::none, verb::none}));
    const std::string garbage("\x00\xff\x1b[2J", 6);
    const auto commands = parse_line(garbage, arrow_sense::tile);
    BOOST_TEST_REQUIRE(commands.size() == 1u);
    BOOST_TEST((commands[0].what == verb::none));
    BOOST_TEST(commands[0].word.size() == 6u);
}

// Issue 37: npuzzle-solve --notation run-length writes "L2"; the text game reads it back, any case,
// --keys applied as to every move letter. A count of 0, and a word of more than max_run_moves moves,
// are move words refused with the reason (they once fell to "unknown command").
BOOST_AUTO_TEST_CASE(run_length_words_are_moves) {
    using enum npuzzle::direction;
    auto moves = [](std::string_view word, arrow_sense keys = arrow_sense::tile) {
        const auto commands = parse_line(word, keys);
        BOOST_TEST_REQUIRE(commands.size() == 1u);
        BOOST_TEST((commands[0].what == verb::move));
        BOOST_TEST((commands[0].moves.empty() == (!commands[0].refused.empty() || commands[0].longest_run > 0)));
        return commands[0].moves;
    };
    auto refused = [](std::string_view word) {
        const auto commands = parse_line(word, arrow_sense::tile);
        BOOST_TEST_REQUIRE(commands.size() == 1u);
        return std::pair{commands[0].refused, commands[0].longest_run};
    };
    BOOST_TEST((moves("L2") == std::vector{left, left}));
    BOOST_TEST((moves("URDL2UR2") == std::vector{up, right, down, left, left, up, right, right}));
    BOOST_TEST((moves("u3d") == std::vector{up, up, up, down}));
    BOOST_TEST((moves("L1") == std::vector{left}));
    BOOST_TEST((moves("L2", arrow_sense::blank) == std::vector{right, right}));
    BOOST_TEST(moves("R65536").size() == npuzzle::text::max_run_moves);
    BOOST_TEST(moves("R65537").empty());
    BOOST_TEST(moves("R1R65536").empty());
    BOOST_TEST(moves("U0").empty());
    BOOST_TEST(moves("R99999999999999999999").empty());
    BOOST_TEST((refused("U0") == std::pair{std::string("a run of 0 tiles: a count after a letter is 1 or more"), std::uint64_t{0}}));
    BOOST_TEST((refused("R65537") == std::pair{std::string(), std::uint64_t{65537}}));
    BOOST_TEST((refused("R1R65536") == std::pair{std::string(), std::uint64_t{65537}})); // one run of R
    BOOST_TEST((refused("R99999999999999999999").second > npuzzle::max_repeat));
    BOOST_TEST((refused(std::string(40000, 'L') + "R2" + std::string(40000, 'L')).first ==
                "more than 65536 moves in one word"));
    // Not run-length at all: a game's word.
    BOOST_TEST((parse_line("L2x", arrow_sense::tile)[0].what == verb::none));
}

BOOST_AUTO_TEST_CASE(printable_quotes_any_bytes_safely) {
    using npuzzle::text::printable;
    BOOST_TEST(printable("xyz") == "xyz");
    BOOST_TEST(printable(std::string("a\x00\xff\x1b", 4)) == "a???");
    BOOST_TEST(printable(std::string(100, 'x')) == std::string(40, 'x') + "...");
}

BOOST_AUTO_TEST_CASE(help_lists_every_command_and_the_game_words) {
    const std::string help = npuzzle::text::commands_help("1..8: slide that tile");
    for (const char* word : {"uulldr", "undo", "redo", "restart", "hint", "solve", "new", "pause", "show", "help",
                             "quit", "--keys blank", "d is always the move letter down"})
        BOOST_TEST(help.find(word) != std::string::npos, word);
    BOOST_TEST(help.find("  1..8                slide that tile\n") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
