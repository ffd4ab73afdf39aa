// SPDX-License-Identifier: MIT
#include "text_session.hpp"

#include <game/mnk_game.hpp>
#include <game/puzzle_game.hpp>

#include <npuzzle/mnk/notation.hpp>

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

// The smallest game with a computer player: a row of four cells filled in turn, X (the word "x")
// then the computer's O, over when full. Enough to see the session answer for the computer.
class turns final : public frontend::game {
public:
    explicit turns(bool computer_first) : computer_to_move_(computer_first) {}
    std::string title() const override { return "Turns"; }
    std::size_t rows() const override { return 1; }
    std::size_t cols() const override { return cells_.size(); }
    std::string label(cell c) const override { return std::string(1, cells_[c.col]); }
    frontend::cell_role role(cell c) const override {
        return cells_[c.col] == 'X' ? frontend::cell_role::mark_x
             : cells_[c.col] == 'O' ? frontend::cell_role::mark_o
                                    : frontend::cell_role::empty;
    }
    std::size_t label_width() const override { return 1; }
    std::string status() const override { return "Plies " + std::to_string(filled_); }
    std::string message() const override { return message_; }
    std::string id() const override { return cells_; }
    frontend::input_style style() const override { return frontend::input_style::place; }
    frontend::capabilities abilities() const override { return {}; }
    bool over() const override { return filled_ == cells_.size(); }
    std::string outcome() const override { return over() ? "Full" : ""; }
    bool in_progress() const override { return filled_ > 0 && !over(); }
    bool paused() const override { return false; }
    bool awaiting_computer() const override { return computer_to_move_; }
    std::uint64_t elapsed_ms() const override { return 0; }
    std::uint64_t moves() const override { return filled_; }
    std::uint64_t multi_moves() const override { return filled_; }
    std::string start_id() const override { return "start"; }
    bool solving() const override { return false; }
    bool assisted() const override { return false; }
    frontend::fairness record_status() const override { return frontend::fairness::untimed; }
    void hold(npuzzle::pause_reason, bool) override {}
    std::string save() const override { return ""; } // a test game: nothing to save
    event apply(const frontend::command& c) override {
        message_.clear();
        const bool computer = c.what == frontend::command::kind::computer;
        if (computer != computer_to_move_ || over()) {
            message_ = "not your turn";
            return event::no_effect;
        }
        cells_[filled_++] = computer ? 'O' : 'X';
        computer_to_move_ = !computer;
        if (computer) message_ = "O plays " + std::to_string(filled_);
        return over() ? event::solved : event::moved;
    }
    std::optional<frontend::command> parse_word(std::string_view word) const override {
        if (word != "x") return std::nullopt;
        frontend::command c;
        c.what = frontend::command::kind::select;
        return c;
    }
    std::string words_help() const override { return "x: place an X"; }

private:
    std::string cells_ = "    ";
    std::size_t filled_ = 0;
    bool computer_to_move_;
    std::string message_;
};

} // namespace

BOOST_AUTO_TEST_SUITE(session)

BOOST_AUTO_TEST_CASE(the_computer_answers_at_once) {
    turns game(true);
    std::ostringstream out;
    frontend::options opts;
    opts.quiet = true;
    text_session s(game, opts, out);
    s.start(); // the computer opens
    BOOST_TEST(s.run_line("x"));
    BOOST_TEST(s.run_line("x"));
    BOOST_TEST(s.solved());
    // A game that places marks gets coordinates: column letters above, row numbers beside.
    BOOST_TEST(out.str() == "  a b c d\n1 O . . .\nPlies 1\n"
                            "  a b c d\n1 O X O .\nPlies 3\n"
                            "  a b c d\n1 O X O X\nPlies 4\nFull\n");
}

BOOST_AUTO_TEST_CASE(mnk_cells_by_two_numbers_and_a_hint_then_the_computers_reply) {
    manual_clock clock;
    frontend::mnk_game game(*parse_mnk<mnk>("3x3k3"), {false, true}, frontend::game_clock(clock),
                            frontend::scripted_think_budget);
    std::ostringstream out;
    frontend::options opts;
    opts.json = true;
    text_session s(game, opts, out);
    BOOST_TEST(s.run_line("1 1"));     // two numbers the game reads together: row 1, column 1
    BOOST_TEST(game.moves() == 2u);    // X at a1 and the computer's reply
    BOOST_TEST(game.label({0, 0}) == "X");
    BOOST_TEST(out.str().find("\"command\":\"1 1\"") != std::string::npos);
    out.str("");
    BOOST_TEST(s.run_line("hint"));
    BOOST_TEST(game.moves() == 4u);
    // The hint's message, then the computer's.
    BOOST_TEST(out.str().find("\"message\":\"Hint: X plays ") != std::string::npos);
    BOOST_TEST(out.str().find("\\nO plays ") != std::string::npos);
    out.str("");
    BOOST_TEST(s.run_line("9 9"));     // well-formed but off the board: an error, no move
    BOOST_TEST(out.str().find("that cell is off the board (a1 to c3)") != std::string::npos);
    BOOST_TEST(game.moves() == 4u);
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
               "error: no tile can slide down: the blank is on the top row\n"
               // a line over 80 columns, broken to fit
               "error: unknown command 'xyzzy'; allowed: u d l r (or a run such as uulldr), up\n"
               "  down left right, w a s, undo, redo, restart, hint, solve, new, again, pause,\n"
               "  done, abandon, show, help, stats, history, quit, and 1..8: slide that tile,\n"
               "  and any between it and the blank, into the blank\n"
               "error: tile 7 is not in the blank's row or column (tiles that can slide: 5 6 8\n"
               "  2)\n");
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
    // A run of one letter in a word (rr, ll) is one slide: 19 MTM for the first 22 moves, 2 for "ull".
    BOOST_TEST(out.str() ==
               "1 2 3\n. 5 6\n4 7 8\nMoves 22 (MTM 19)  Time 0:00\n"
               "1 2 3\n4 5 6\n7 8 .\nMoves 25 (MTM 21)  Time 0:01\n"
               "Solved in 25 moves (MTM 21) in 0:01.0\n");
}

BOOST_FIXTURE_TEST_CASE(json_prints_one_object_per_command, fixture) {
    opts.json = true;
    auto s = session();
    s.start();
    BOOST_TEST(s.run_line("l;d"));
    BOOST_TEST(out.str() ==
               "{\"command\":\"\",\"ok\":true,\"start\":\"3x3:5,0,6,3,8,1,7,2,4\",\"board\":\"3x3:5,0,6,3,8,1,7,2,4\",\"stm\":0,\"mtm\":0,"
               "\"time_ms\":0,\"solved\":false,\"over\":false,\"message\":\"\"}\n"
               "{\"command\":\"l\",\"ok\":true,\"start\":\"3x3:5,0,6,3,8,1,7,2,4\",\"board\":\"3x3:5,6,0,3,8,1,7,2,4\",\"stm\":1,\"mtm\":1,"
               "\"time_ms\":0,\"solved\":false,\"over\":false,\"message\":\"\"}\n"
               "{\"command\":\"d\",\"ok\":false,\"start\":\"3x3:5,0,6,3,8,1,7,2,4\",\"board\":\"3x3:5,6,0,3,8,1,7,2,4\",\"stm\":1,\"mtm\":1,"
               "\"time_ms\":1000,\"solved\":false,\"over\":false,\"message\":\"no tile can slide down: the blank is on the top "
               "row\"}\n");
}

BOOST_AUTO_TEST_SUITE_END()
