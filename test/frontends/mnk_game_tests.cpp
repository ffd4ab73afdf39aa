// SPDX-License-Identifier: MIT
#include <common/games.hpp>
#include <game/mnk_game.hpp>

#include <npuzzle/mnk/notation.hpp>

#include <boost/test/unit_test.hpp>

#include <initializer_list>
#include <string>

using namespace npuzzle;
using namespace npuzzle::frontend;

namespace {

command make(command::kind what) {
    command c;
    c.what = what;
    return c;
}

// The command a word of the text protocol names; the test fails if it names none.
command word(const mnk_game& game, std::string_view w) {
    const auto c = game.parse_word(w);
    BOOST_TEST_REQUIRE(c.has_value(), "no command for '" << w << "'");
    return *c;
}

// Plays `cells` in turn ("b2", ...), each of which must be a move.
void play(mnk_game& game, std::initializer_list<std::string_view> cells) {
    for (auto cell : cells) BOOST_TEST_REQUIRE(changed(game.apply(word(game, cell))), cell << ": " << game.message());
}

mnk board(std::string_view id) { return *parse_mnk<mnk>(id); }

constexpr mnk_players two_humans{false, false};
constexpr mnk_players human_x{false, true};
constexpr mnk_players computer_x{true, false};
constexpr mnk_players two_computers{true, true};

struct fixture {
    manual_clock clock;
    game_clock scripted{clock};
};

} // namespace

BOOST_FIXTURE_TEST_SUITE(mnk_game_tests, fixture)

BOOST_AUTO_TEST_CASE(a_new_game_shows_an_empty_board) {
    mnk_game game(board("3x3k3"), human_x, scripted);
    BOOST_TEST(game.title() == "Tic-tac-toe 3x3, 3 in a row (X human, O computer)");
    BOOST_TEST(mnk_game(board("5x7k4"), two_humans).title() == "m,n,k game 5x7, 4 in a row (X human, O human)");
    BOOST_TEST(game.rows() == 3u);
    BOOST_TEST(game.cols() == 3u);
    BOOST_TEST(game.label({1, 1}) == "");
    BOOST_TEST((game.role({1, 1}) == cell_role::empty));
    BOOST_TEST(game.label_width() == 1u);
    BOOST_TEST((game.style() == input_style::place));
    BOOST_TEST(game.status() == "X to move  Moves 0  Time 0:00");
    BOOST_TEST(game.id() == "3x3k3:.../.../...");
    BOOST_TEST(!game.over());
    BOOST_TEST(!game.in_progress());
    BOOST_TEST(!game.awaiting_computer());
}

BOOST_AUTO_TEST_CASE(placing_marks_takes_turns) {
    mnk_game game(board("3x3k3"), two_humans, scripted);
    BOOST_TEST((game.apply(word(game, "b2")) == event::moved));
    clock.advance(5'000);
    BOOST_TEST((game.apply(word(game, "1,3")) == event::moved));
    BOOST_TEST(game.label({1, 1}) == "X");
    BOOST_TEST((game.role({1, 1}) == cell_role::mark_x));
    BOOST_TEST(game.label({0, 2}) == "O");
    BOOST_TEST((game.role({0, 2}) == cell_role::mark_o));
    BOOST_TEST(game.status() == "X to move  Moves 2  Time 0:05");
    BOOST_TEST(game.id() == "3x3k3:..O/.X./...");
    BOOST_TEST(game.moves() == 2u);
    BOOST_TEST(game.multi_moves() == 2u);
    BOOST_TEST(game.in_progress());

    BOOST_TEST((game.apply(word(game, "B2")) == event::no_effect));
    BOOST_TEST(game.message() == "b2 is taken by X");
    BOOST_TEST((game.apply(word(game, "d1")) == event::not_a_move));
    BOOST_TEST(game.message() == "that cell is off the board (a1 to c3)");
    command slide;
    slide.dir = direction::up;
    BOOST_TEST((game.apply(slide) == event::not_a_move));
    BOOST_TEST(game.message() == "marks are placed, not slid: name a cell such as a1");
    BOOST_TEST(game.moves() == 2u);
}

BOOST_AUTO_TEST_CASE(words_name_cells_by_letter_and_number_or_row_and_column) {
    mnk_game game(board("4x5k3"), two_humans, scripted);
    const auto at = [&](std::string_view w) { return word(game, w).at; };
    BOOST_TEST((word(game, "b2").what == command::kind::select));
    BOOST_TEST((at("b2") == cell{1, 1}));
    BOOST_TEST((at("E4") == cell{3, 4}));
    BOOST_TEST((at("2,3") == cell{1, 2}));
    BOOST_TEST((at("2 3") == cell{1, 2}));
    BOOST_TEST((at("2, 3") == cell{1, 2}));
    BOOST_TEST((at("4,5") == cell{3, 4}));
    // Well-formed but off the board: a command whose apply says so.
    BOOST_TEST((game.apply(word(game, "z9")) == event::not_a_move));
    BOOST_TEST((game.apply(word(game, "a0")) == event::not_a_move));
    BOOST_TEST((game.apply(word(game, "0,1")) == event::not_a_move));
    BOOST_TEST(game.message() == "that cell is off the board (a1 to e4)");
    for (std::string_view w : {"", "b", "12", "2,", ",3", "2,x", "b2x", "bb2", "2;3", "1234,1", "b1234", "-1,2"})
        BOOST_TEST(!game.parse_word(w).has_value(), "'" << w << "'");
    BOOST_TEST(game.words_help() ==
               "a1..e4 or R,C: place a mark (column letter and row number, or row, column; a1 and 1,1 are top left)");
    BOOST_TEST(game.cell_name({3, 4}) == "e4");
}

BOOST_AUTO_TEST_CASE(a_win_highlights_the_line_and_ends_the_game) {
    mnk_game game(board("3x3k3"), two_humans, scripted);
    play(game, {"a1", "b1", "a2", "b2"});
    clock.advance(42'100);
    BOOST_TEST((game.apply(word(game, "a3")) == event::solved));
    BOOST_TEST(game.over());
    BOOST_TEST(!game.in_progress());
    BOOST_TEST(game.outcome() == "X wins in 5 moves (a1 a2 a3)");
    BOOST_TEST(game.message() == game.outcome());
    BOOST_TEST(game.status() == "X has won  Moves 5  Time 0:42");
    for (std::size_t row = 0; row < 3; ++row) BOOST_TEST((game.role({row, 0}) == cell_role::winning));
    BOOST_TEST((game.role({0, 1}) == cell_role::mark_o));
    BOOST_TEST((game.role({2, 2}) == cell_role::empty));
    BOOST_TEST((game.apply(word(game, "c3")) == event::no_effect));
    BOOST_TEST(game.message() == "the game is over: {new} starts another");
    // An undo takes the winning move back: the line is no longer highlighted.
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::moved));
    BOOST_TEST((game.role({0, 0}) == cell_role::mark_x));
    BOOST_TEST(game.outcome() == "");
}

BOOST_AUTO_TEST_CASE(a_full_board_without_a_line_is_a_draw) {
    mnk_game game(board("3x3k3"), two_humans, scripted);
    play(game, {"b2", "a1", "a2", "c2", "c1", "a3", "b3", "b1"});
    BOOST_TEST(!game.over());
    BOOST_TEST((game.apply(word(game, "c3")) == event::solved));
    BOOST_TEST(game.over());
    BOOST_TEST(game.outcome() == "Draw in 9 moves");
    BOOST_TEST(game.status() == "Draw  Moves 9  Time 0:00");
    BOOST_TEST(game.id() == "3x3k3:OOX/XXO/OXX");
    for (std::size_t i = 0; i < 9; ++i) BOOST_TEST((game.role({i / 3, i % 3}) != cell_role::winning));
}

BOOST_AUTO_TEST_CASE(the_computer_moves_only_when_it_is_its_turn) {
    mnk_game game(board("3x3k3"), human_x, scripted);
    BOOST_TEST((game.apply(make(command::kind::computer)) == event::not_a_move));
    BOOST_TEST(game.message() == "X is played by a human");
    play(game, {"a1"});
    BOOST_TEST(game.awaiting_computer());
    BOOST_TEST((game.apply(word(game, "c3")) == event::no_effect));
    BOOST_TEST(game.message() == "it is the computer's turn");
    BOOST_TEST((game.apply(make(command::kind::hint)) == event::no_effect));
    BOOST_TEST((game.apply(make(command::kind::computer)) == event::moved));
    // Perfect play answers a corner with the centre; anything else loses.
    BOOST_TEST(game.message() == "O plays b2");
    BOOST_TEST(game.label({1, 1}) == "O");
    BOOST_TEST(!game.awaiting_computer());
    BOOST_TEST(game.last_thought().has_value());
}

BOOST_AUTO_TEST_CASE(the_computer_takes_a_win_and_blocks_a_loss) {
    mnk_game wins(board("3x3k3:XX./OO./X.."), human_x, scripted); // O to move
    BOOST_TEST(wins.awaiting_computer());
    BOOST_TEST((wins.apply(make(command::kind::computer)) == event::solved));
    BOOST_TEST(wins.outcome() == "O wins in 1 move (a2 b2 c2)");

    mnk_game blocks(board("3x3k3:XX./.O./..."), human_x, scripted);
    BOOST_TEST((blocks.apply(make(command::kind::computer)) == event::moved));
    BOOST_TEST(blocks.label({0, 2}) == "O");
}

BOOST_AUTO_TEST_CASE(two_perfect_players_draw_tic_tac_toe) {
    mnk_game game(board("3x3k3"), two_computers, scripted);
    for (int plies = 0; game.awaiting_computer() && plies < 9; ++plies)
        BOOST_TEST_REQUIRE(changed(game.apply(make(command::kind::computer))));
    BOOST_TEST(game.over());
    BOOST_TEST(game.outcome() == "Draw in 9 moves");
}

BOOST_AUTO_TEST_CASE(against_the_computer_undo_takes_back_its_reply_too) {
    mnk_game game(board("3x3k3"), human_x, scripted);
    play(game, {"a1"});
    BOOST_TEST_REQUIRE(changed(game.apply(make(command::kind::computer))));
    BOOST_TEST(game.moves() == 2u);
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::moved));
    BOOST_TEST(game.moves() == 0u);
    BOOST_TEST(game.message() == "Took back the computer's reply too: X to move");
    BOOST_TEST(!game.awaiting_computer());
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::no_effect));
    BOOST_TEST(game.message() == "nothing to undo");
    // Redo brings back the move and the reply.
    BOOST_TEST((game.apply(make(command::kind::redo)) == event::moved));
    BOOST_TEST(game.id() == "3x3k3:X../.O./...");
    BOOST_TEST((game.apply(make(command::kind::redo)) == event::no_effect));
    BOOST_TEST(game.message() == "nothing to redo");

    // The computer opened: its first move is not the human's to take back.
    mnk_game second(board("3x3k3"), computer_x, scripted);
    BOOST_TEST_REQUIRE(changed(second.apply(make(command::kind::computer))));
    BOOST_TEST((second.apply(make(command::kind::undo)) == event::no_effect));
    BOOST_TEST(second.message() == "nothing of yours to undo");
    BOOST_TEST(second.moves() == 1u);
}

BOOST_AUTO_TEST_CASE(between_humans_undo_takes_back_one_move) {
    mnk_game game(board("3x3k3"), two_humans, scripted);
    play(game, {"a1", "b2"});
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::moved));
    BOOST_TEST(game.id() == "3x3k3:X../.../...");
    BOOST_TEST(game.message() == "");
}

BOOST_AUTO_TEST_CASE(a_hint_plays_the_players_move_for_the_human) {
    mnk_game game(board("3x3k3:XX./.O./..."), two_humans, scripted); // O must block at c1
    BOOST_TEST((game.apply(make(command::kind::hint)) == event::moved));
    BOOST_TEST(game.message() == "Hint: O plays c1");
    BOOST_TEST(game.label({0, 2}) == "O");
}

BOOST_AUTO_TEST_CASE(restart_new_game_and_pause) {
    mnk_game game(board("3x3k3:X../.../..."), two_humans, scripted);
    BOOST_TEST((game.apply(make(command::kind::restart)) == event::no_effect));
    BOOST_TEST(game.message() == "already at the start of this game");
    play(game, {"b2", "c3"});
    BOOST_TEST((game.apply(make(command::kind::restart)) == event::moved));
    BOOST_TEST(game.id() == "3x3k3:X../.../..."); // the position the game started from
    BOOST_TEST(game.start_id() == "3x3k3:X../.../...");
    BOOST_TEST(game.moves() == 0u);
    BOOST_TEST((game.apply(make(command::kind::undo)) == event::moved)); // the restart undone
    BOOST_TEST(game.message() == "Restart undone");
    BOOST_TEST(game.moves() == 2u);
    BOOST_TEST((game.apply(make(command::kind::redo)) == event::moved));
    BOOST_TEST(game.moves() == 0u);
    BOOST_TEST((game.apply(make(command::kind::new_game)) == event::moved));
    BOOST_TEST(game.id() == "3x3k3:.../.../..."); // a new game starts empty
    BOOST_TEST(game.message() == "New game: X moves first");

    BOOST_TEST((game.apply(make(command::kind::pause)) == event::not_a_move));
    BOOST_TEST(game.paused());
    BOOST_TEST(game.status() == "X to move  Moves 0  Time 0:00  Paused");
    BOOST_TEST((game.apply(word(game, "a1")) == event::no_effect));
    BOOST_TEST(game.message() == "the game is paused");
    BOOST_TEST((game.apply(make(command::kind::resume)) == event::not_a_move));
    BOOST_TEST(game.message() == "Resumed");
    BOOST_TEST(changed(game.apply(word(game, "a1"))));

    // A paused game's computer waits.
    mnk_game against(board("3x3k3"), computer_x, scripted);
    against.apply(make(command::kind::pause));
    BOOST_TEST(!against.awaiting_computer());
    BOOST_TEST((against.apply(make(command::kind::computer)) == event::no_effect));
}

// The budget in nodes bounds every think, however large the board: a front end never freezes.
BOOST_AUTO_TEST_CASE(the_computer_keeps_to_its_budget_on_15x15) {
    mnk_game game(board("15x15k5"), computer_x, scripted, scripted_think_budget);
    BOOST_TEST_REQUIRE(changed(game.apply(make(command::kind::computer))));
    BOOST_TEST_REQUIRE(game.last_thought().has_value());
    BOOST_TEST(game.last_thought()->nodes <= scripted_think_budget.nodes);
    BOOST_TEST(game.moves() == 1u);
    BOOST_TEST(!game.awaiting_computer());
    BOOST_TEST_REQUIRE(changed(game.apply(make(command::kind::hint))));
    BOOST_TEST(game.last_thought()->nodes <= scripted_think_budget.nodes);
    BOOST_TEST(game.moves() == 2u);
    BOOST_TEST(game.awaiting_computer());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(make_mnk_game_tests)

BOOST_AUTO_TEST_CASE(the_options_choose_the_board_and_players) {
    options o;
    o.variant = "mnk";
    o.size = {3, 3};
    auto made = make_game(o);
    BOOST_TEST_REQUIRE(made.has_value());
    const game& g = **made;
    BOOST_TEST(g.title() == "Tic-tac-toe 3x3, 3 in a row (X human, O computer)");
    BOOST_TEST(g.id() == "3x3k3:.../.../...");

    o.size = {7, 6};
    o.k = 4;
    o.x_player = "computer";
    o.o_player = "human";
    made = make_game(o);
    BOOST_TEST_REQUIRE(made.has_value());
    BOOST_TEST((*made)->title() == "m,n,k game 7x6, 4 in a row (X computer, O human)");
    BOOST_TEST((*made)->awaiting_computer());

    o.game = "3x3k3:X../.O./...";
    made = make_game(o);
    BOOST_TEST_REQUIRE(made.has_value());
    BOOST_TEST((*made)->id() == "3x3k3:X../.O./...");
}

BOOST_AUTO_TEST_CASE(bad_options_and_ids_say_what_is_wrong) {
    options o;
    o.variant = "mnk";
    o.size = {2, 2};
    BOOST_TEST(make_game(o).error().message() == "--size 2x2 --k 3: line length k must be 2..2, got 3");
    o.size = {3, 3};
    o.seed = 4;
    BOOST_TEST(make_game(o).error().message() == "--seed and --scramble have no meaning for --variant mnk");
    o.seed.reset();
    o.game = "3x3k3:XX/.../...";
    BOOST_TEST(make_game(o).error().message() == "--game '3x3k3:XX/.../...': row 1 has 2 cells, expected 3");

    const auto why = [](std::string_view id) {
        const auto read = read_mnk_id(id);
        return read ? std::string("(read)") : read.error().message();
    };
    BOOST_TEST(why("3x3k3:X.O/.X./..O") == "(read)");
    BOOST_TEST(why("3x3k4") == "--game '3x3k4': line length k must be 2..3, got 4");
    BOOST_TEST(why("3x3") == "--game '3x3': expected a size such as 3x3k3 (rows x columns k line length)");
    BOOST_TEST(why("3x3k3:XXX/.../...") ==
               "--game '3x3k3:XXX/.../...': X has 3 marks and O 0: X moves first, so X has as many as O or one more");
    BOOST_TEST(why("3x3k3:X?./.../...") ==
               "--game '3x3k3:X?./.../...': unexpected character at column 8 (cells are X, O or .; rows end with /)");
    BOOST_TEST(why("20x20k5") == "--game '20x20k5': at most 16 rows and 16 columns, got 20x20");
    BOOST_TEST(why("300x300k5") == "--game '300x300k5': board too large: at most 255 rows and columns");
    BOOST_TEST(why("3x3k3:XXX/OO./...") == "--game '3x3k3:XXX/OO./...': the game is over, X has won");
    BOOST_TEST(why("3x3k3:XOX/XOO/OXX") == "--game '3x3k3:XOX/XOO/OXX': the game is over, the board is full");

    BOOST_TEST(is_mnk_id("3x3k3:X../.../..."));
    BOOST_TEST(is_mnk_id("7X7K4"));
    BOOST_TEST(!is_mnk_id("3x3#42"));
    BOOST_TEST(!is_mnk_id("3x3:1,2,3,4,5,6,7,8,0"));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_CASE(a_solve_plays_both_sides_and_the_game_keeps_no_records) {
    manual_clock clock;
    mnk_game game(board("3x3k3"), mnk_players{false, true}, game_clock(clock), scripted_think_budget);
    BOOST_TEST((game.record_status() == fairness::untimed));
    BOOST_TEST((game.apply(make(command::kind::solve)) == event::not_a_move));
    int steps = 0;
    while (game.solving() && steps < 20) {
        const auto what = game.awaiting_computer() && steps % 2 == 1 ? command::kind::computer : command::kind::solve_step;
        BOOST_TEST(changed(game.apply(make(what))));
        ++steps;
    }
    BOOST_TEST(game.over());
    BOOST_TEST(game.assisted());
    BOOST_TEST(game.moves() == 9u); // perfect play draws
}
