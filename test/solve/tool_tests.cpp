// SPDX-License-Identifier: MIT
// npuzzle-solve end to end: good lines, a bad line among good ones, an unsolvable board, the JSON
// Lines shape, the fast solver, budgets and usage errors, unreadable input, unwritable output and a
// board that runs out of memory, with the exit status each should give.
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/slidysim.hpp>
#include <npuzzle/solve/pattern_file.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <utility>
#include <vector>

namespace {

struct run_result {
    int status = -1;
    std::string out, err;
};

std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Runs `prefix` (shell commands, such as a ulimit) then the tool with `arguments` (shell words),
// standard input redirected by `input_redirection` (such as "< file" or "0<&-"), standard output to
// `output` (a file name; by default one the result then holds).
run_result run_shell(const std::string& prefix, const std::string& arguments, const std::string& input_redirection,
                     std::string output = "") {
    const std::filesystem::path dir = NPUZZLE_TEST_SCRATCH;
    std::filesystem::create_directories(dir);
    std::filesystem::remove(dir / "out");
    if (output.empty()) output = (dir / "out").string();
    const std::string command = prefix + "'" + NPUZZLE_SOLVE_EXE + "' --cache-dir '" + NPUZZLE_TEST_CACHE + "' " +
                                arguments + " " + input_redirection + " > '" + output + "' 2> '" +
                                (dir / "err").string() + "'";
    const int raw = std::system(command.c_str());
    return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(dir / "out"), slurp(dir / "err")};
}

// Runs the tool with `arguments` (shell words), `input` on standard input, standard output to
// `output` (a file name; by default one the result then holds).
run_result run(const std::string& arguments, const std::string& input = "", std::string output = "") {
    const std::filesystem::path dir = NPUZZLE_TEST_SCRATCH;
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "in", std::ios::binary) << input;
    return run_shell("", arguments, "< '" + (dir / "in").string() + "'", std::move(output));
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The board after playing `letters` from `id`.
bool letters_solve(const std::string& id, const std::string& letters) {
    auto b = *npuzzle::parse_board<npuzzle::puzzle>(id);
    for (char c : letters)
        if (b.move(npuzzle::from_letter(c)) != npuzzle::move_outcome::moved) return false;
    return b.is_solved();
}

} // namespace

BOOST_AUTO_TEST_SUITE(solve_tool)

BOOST_AUTO_TEST_CASE(good_lines_from_standard_input) {
    const auto r = run("", "3x3:8,6,7,2,5,4,3,0,1\n# a comment\n\n1 2 3 4 5 6 0 7 8\n");
    BOOST_TEST(r.status == 0);
    BOOST_TEST(contains(r.out, "3x3:8,6,7,2,5,4,3,0,1: 31 moves (optimal"));
    BOOST_TEST(contains(r.out, "3x3:1,2,3,4,5,6,0,7,8: 2 moves (optimal"));
    BOOST_TEST(contains(r.out, "\nLL\n"));
}

// --order fixed: a solution as short as nearest first's, which it solves; anything else is refused.
BOOST_AUTO_TEST_CASE(the_fixed_order_answers_as_short) {
    for (const char* heuristic : {"manhattan", "pdb-8"}) {
        const auto nearest = run(std::string("--json --heuristic ") + heuristic + " 3x3:8,6,7,2,5,4,3,0,1");
        const auto fixed = run(std::string("--json --order fixed --heuristic ") + heuristic + " 3x3:8,6,7,2,5,4,3,0,1");
        BOOST_TEST(nearest.status == 0);
        BOOST_TEST(fixed.status == 0);
        BOOST_TEST(contains(nearest.out, "\"length\":31"));
        BOOST_TEST(contains(fixed.out, "\"length\":31"));
    }
    const auto fixed = run("--order fixed --heuristic pdb-6-6-3 4x4#1");
    const auto nearest = run("--heuristic pdb-6-6-3 4x4#1");
    BOOST_TEST(fixed.status == 0);
    BOOST_TEST(fixed.out.substr(0, fixed.out.find('(')) == nearest.out.substr(0, nearest.out.find('(')));
    const auto bad = run("--order random 3x3#1");
    BOOST_TEST(bad.status == 2);
    BOOST_TEST(contains(bad.err, "--order must be nearest or fixed, not 'random'"));
}

BOOST_AUTO_TEST_CASE(a_bad_line_is_named_and_the_others_still_solved) {
    const auto r = run("", "1 2 3 4 5 6 0 7 8\n3x3:1,1,2,3,4,5,6,7,8\n1 2 3 4 5 6 7 0 8\n");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(contains(r.err, "line 2: number 1 used twice"));
    BOOST_TEST(contains(r.out, "3x3:1,2,3,4,5,6,0,7,8: 2 moves"));
    BOOST_TEST(contains(r.out, "3x3:1,2,3,4,5,6,7,0,8: 1 move ("));
}

BOOST_AUTO_TEST_CASE(size_applies_to_bare_numbers_only) {
    const auto r = run("--size 2x3 '4 1 2 5 0 3' 3x3#5");
    BOOST_TEST(r.status == 0);
    BOOST_TEST(contains(r.out, "2x3:4,1,2,5,0,3: "));
    BOOST_TEST(contains(r.out, "3x3:5,7,3,0,4,8,1,2,6: 25 moves"));
}

// Issue 17: a board pasted as R lines of C numbers, ended when its numbers are whole, by a blank
// line or by the end of the input; rows separated by '/', as arguments and as lines.
BOOST_AUTO_TEST_CASE(a_board_pasted_as_lines_of_numbers_is_one_board) {
    const auto r = run("", "1 2 3\n4 5 6\n7 0 8\n"             // lines 1-3: complete after its third line
                           "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n" // 4-7, 4x4: rows of a square count
                           "1 2 3 4 5 6 7 0 8\n"                  // 8: a whole board on one line, as before
                           "1 2 3\n4 5 6\n7 8 8\n\n"              // 9-11: a typo, refused as one board
                           "2 3 1\n0 4 5\n"                      // 13-14: 2x3
                           "1 2\n3 0\n"                          // 15-16: 2x2 (fewer numbers a line)
                           "1 2 3\n4 5 0\n"                      // 17-18: 2x3
                           "1 2 3\n4 5 6");                       // 19-20: cut short by the end of the input
    BOOST_TEST(r.status == 1, r.err);
    BOOST_TEST(contains(r.out, "3x3:1,2,3,4,5,6,7,0,8: 1 move (optimal"), r.out);
    BOOST_TEST(contains(r.out, "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15: 1 move (optimal"), r.out);
    BOOST_TEST(contains(r.out, "2x3:2,3,1,0,4,5: 16 moves"), r.out);
    BOOST_TEST(contains(r.out, "2x2:1,2,3,0: 0 moves"), r.out);
    BOOST_TEST(contains(r.out, "2x3:1,2,3,4,5,0: 0 moves"), r.out);
    BOOST_TEST(std::count(r.out.begin(), r.out.end(), '\n') == 12, r.out); // 6 boards, 2 lines each
    // (Standard error may also report building the 4x4 pattern databases, on a fresh cache.)
    BOOST_TEST(contains(r.err, "npuzzle-solve: lines 9-11: number 8 used twice\n"
                               "npuzzle-solve: lines 19-20: 2 rows of 3; a 3x3 needs 3\n"),
               r.err);
    std::size_t failures = 0;
    for (auto at = r.err.find("npuzzle-solve: "); at != std::string::npos; at = r.err.find("npuzzle-solve: ", at + 1))
        ++failures;
    BOOST_TEST(failures == 2, r.err);
}

// Issue 37: rows pasted without the board's last ones say so, not that a number is out of range for
// the board the rows would make; with --size, of the size given. Rows that make a board of their own,
// and rows with a number twice, are read as before.
BOOST_AUTO_TEST_CASE(a_paste_short_of_rows_says_it_is_short) {
    auto r = run("", "8 1 3\n4 0 2\n\n1 2 3 4\n5 6 7 8\n9 10 0 15\n\n1 2 3\n4 5 0\n\n1 2 3\n3 5 8\n");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.err == "npuzzle-solve: lines 1-2: 2 rows of 3; a 3x3 needs 3\n"
                        "npuzzle-solve: lines 4-6: 3 rows of 4; a 4x4 needs 4\n"
                        "npuzzle-solve: lines 11-12: number 3 used twice\n",
               r.err);
    BOOST_TEST(contains(r.out, "2x3:1,2,3,4,5,0: 0 moves"), r.out);
    r = run("--size 4x3", "8 1 3\n4 0 2\n");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.err == "npuzzle-solve: lines 1-2: 2 rows of 3; a 4x3 needs 4\n", r.err);
    // Two rows of a 4x4: the numbers alone allow a 3x4 as well, so the least is said as a least (a
    // new user's paste read "a 3x4 needs 3").
    r = run("", "1 2 3 4\n5 6 7 8\n");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.err == "npuzzle-solve: lines 1-2: 2 rows of 4; a board 4 wide needs at least 3 for the number 8 "
                        "(--size names the board)\n",
               r.err);
}

// A pasted row missing a number is named as such, not taken for the start of another board.
BOOST_AUTO_TEST_CASE(a_pasted_row_short_of_a_number_is_named) {
    const auto r = run("", "1 2 3\n4 5 6\n7 8\n\n1 2 3\n4 5 0\n");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.err == "npuzzle-solve: lines 1-3: row 3 has 2 numbers, row 1 has 3\n", r.err);
    BOOST_TEST(contains(r.out, "2x3:1,2,3,4,5,0: 0 moves"), r.out); // the next board still read
}

BOOST_AUTO_TEST_CASE(rows_separated_by_slashes_are_one_board) {
    const auto r = run("--json '1 2 3/4 5 6/7 0 8'", "");
    BOOST_TEST(r.status == 0, r.err);
    BOOST_TEST(contains(r.out, "\"board\":\"3x3:1,2,3,4,5,6,7,0,8\""), r.out);
    const auto lines = run("", "2 3 1/0 4 5\n1 2 3/4 5 6/0 7\n");
    BOOST_TEST(lines.status == 1);
    BOOST_TEST(contains(lines.out, "2x3:2,3,1,0,4,5: "), lines.out);
    BOOST_TEST(lines.err == "npuzzle-solve: line 2: row 3 has 2 numbers, row 1 has 3\n", lines.err);
}

// Issue 22: a line longer than the longest 4096x4096 board is refused without being held whole, and
// the next line is still solved.
BOOST_AUTO_TEST_CASE(a_line_too_long_for_any_board_is_refused) {
    const auto r = run_shell("", "", "< /dev/null", "");
    BOOST_TEST(r.status == 0);
    const auto longer = run_shell("{ head -c 170000000 /dev/zero | tr '\\0' 1; echo; echo 3x3:1,2,3,4,5,6,7,0,8; } | ",
                                  "", "");
    BOOST_TEST(longer.status == 1);
    BOOST_TEST(longer.err == "npuzzle-solve: line 1: line too long (170000000 characters, at most 167772202, "
                             "the longest 4096x4096 board): not read\n",
               longer.err);
    BOOST_TEST(contains(longer.out, "3x3:1,2,3,4,5,6,7,0,8: 1 move ("), longer.out);
}

BOOST_AUTO_TEST_CASE(an_unsolvable_board_is_answered) {
    const auto r = run("3x3:2,1,3,4,5,6,7,8,0");
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == "3x3:2,1,3,4,5,6,7,8,0: not solvable\n");
}

BOOST_AUTO_TEST_CASE(json_lines_have_every_field) {
    const auto r = run("--json 3x3:8,6,7,2,5,4,3,0,1 3x3:2,1,3,4,5,6,7,8,0 '3x3:9'");
    BOOST_TEST(r.status == 1);
    std::istringstream lines(r.out);
    std::string solved, unsolvable, bad, extra;
    std::getline(lines, solved);
    std::getline(lines, unsolvable);
    std::getline(lines, bad);
    BOOST_TEST(!std::getline(lines, extra));
    const std::regex solved_shape(R"re(\{"board":"3x3:8,6,7,2,5,4,3,0,1","solvable":true,"length":31,)re"
                                  R"re("moves":"([UDLR]{31})","nodes":[1-9][0-9]*,"seconds":[0-9.e+-]+,"optimal":true\})re");
    std::smatch m;
    BOOST_TEST_REQUIRE(std::regex_match(solved, m, solved_shape), solved);
    BOOST_TEST(letters_solve("3x3:8,6,7,2,5,4,3,0,1", m[1].str()));
    BOOST_TEST(std::regex_match(unsolvable, std::regex(R"re(\{"board":"3x3:2,1,3,4,5,6,7,8,0","solvable":false,)re"
                                                       R"re("length":null,"moves":null,"nodes":0,"seconds":0,"optimal":false\})re")),
               unsolvable);
    BOOST_TEST(contains(bad, R"re("error":"argument 3: )re"), bad);
}

BOOST_AUTO_TEST_CASE(fast_solves_large_boards) {
    const auto r = run("--json 8x8#42");
    BOOST_TEST(r.status == 0);
    std::smatch m;
    BOOST_TEST_REQUIRE(std::regex_search(r.out, m, std::regex(R"re("board":"([0-9x:,]+)".*"moves":"([UDLR]+)".*"optimal":false)re")),
                       r.out);
    BOOST_TEST(letters_solve(m[1].str(), m[2].str()));
}

// The JSON line's "moves" letters, found without a regex (they may be millions).
std::string json_moves(const std::string& line) {
    const std::string key = "\"moves\":\"";
    const auto start = line.find(key);
    if (start == std::string::npos) return {};
    const auto end = line.find('"', start + key.size());
    return line.substr(start + key.size(), end - start - key.size());
}

BOOST_AUTO_TEST_CASE(fast_streams_a_long_solution_it_does_not_keep) {
    // With --kept-moves 1000 a 30x30 board's ~70,000 moves are counted, then played again and streamed.
    for (const char* format : {"--json", ""}) {
        const auto r = run(std::string(format) + " --kept-moves 1000 30x30#7");
        BOOST_TEST(r.status == 0);
        const auto board = *npuzzle::parse_board<npuzzle::puzzle>("30x30#7");
        std::string id;
        npuzzle::write_game_id(board, std::back_inserter(id));
        std::string moves;
        if (*format) {
            moves = json_moves(r.out);
            BOOST_TEST(contains(r.out, "\"length\":" + std::to_string(moves.size()) + ","));
        } else {
            std::istringstream lines(r.out);
            std::string head;
            std::getline(lines, head);
            std::getline(lines, moves);
            BOOST_TEST(head.starts_with(id + ": " + std::to_string(moves.size()) + " moves (not optimal"), head);
        }
        BOOST_TEST(moves.size() > 1000u);
        BOOST_TEST(letters_solve(id, moves));
    }
}

// Run-length letters back to plain ones (they must be valid run-length notation).
std::string expanded(const std::string& run_length) {
    std::string letters;
    const auto e = npuzzle::for_each_run_length_move(run_length, [&](npuzzle::direction d) { letters += npuzzle::to_letter(d); });
    BOOST_TEST(!e, run_length);
    return letters;
}

BOOST_AUTO_TEST_CASE(run_length_notation_for_optimal_kept_and_streamed_solutions) {
    // 2 moves, LL: slidysim writes L2.
    const auto two = run("--notation run-length 1,2,3,4,5,6,0,7,8");
    BOOST_TEST(two.status == 0);
    BOOST_TEST((contains(two.out, "2 moves (optimal") && contains(two.out, "\nL2\n")), two.out);
    for (const char* kept : {"", " --kept-moves 1000"}) { // held, then streamed through a run-length writer
        const auto r = run(std::string("--json --notation run-length") + kept + " 30x30#7");
        BOOST_TEST(r.status == 0);
        const std::string moves = json_moves(r.out);
        BOOST_TEST(moves.find_first_of("0123456789") != std::string::npos); // runs were written as runs
        const std::string letters = expanded(moves);
        BOOST_TEST(contains(r.out, "\"length\":" + std::to_string(letters.size()) + ","));
        BOOST_TEST(letters_solve("30x30#7", letters));
        std::string again; // the canonical form: no two runs of the same letter in a row
        std::vector<npuzzle::direction> ds;
        for (char c : letters) ds.push_back(npuzzle::from_letter(c));
        npuzzle::write_run_length(ds.begin(), ds.end(), std::back_inserter(again));
        BOOST_TEST((again == moves));
    }
    const auto bad = run("--notation slidy 3x3#1");
    BOOST_TEST(bad.status == 2);
    BOOST_TEST(contains(bad.err, "--notation expects letters or run-length, got 'slidy'"), bad.err);
}

// The one 3x3 position 24 MTM moves from the goal (the 8-puzzle's MTM diameter: mtm_tests.cpp, and a
// breadth-first search by hand): --metric mtm says so, its run-length groups are the MTM moves, the
// letters solve it and they are no fewer than the STM optimum.
BOOST_AUTO_TEST_CASE(metric_mtm_gives_the_mtm_length_and_run_length_groups_are_its_moves) {
    const std::string far = "3x3:1,4,7,2,0,8,3,6,5";
    const auto stm = run("--json " + far);
    const auto r = run("--json --metric mtm --notation run-length " + far);
    BOOST_TEST(r.status == 0);
    BOOST_TEST(contains(r.out, "\"mtm\":24,"), r.out);
    BOOST_TEST(!contains(stm.out, "\"mtm\""), stm.out); // the STM record is as it was
    const std::string moves = json_moves(r.out);
    std::size_t groups = 0;
    for (char c : moves) groups += std::isalpha(static_cast<unsigned char>(c)) != 0;
    BOOST_TEST(groups == 24u);
    const std::string letters = expanded(moves);
    BOOST_TEST(letters_solve(far, letters));
    BOOST_TEST(letters.size() >= json_moves(stm.out).size());
    BOOST_TEST(contains(r.out, "\"length\":" + std::to_string(letters.size()) + ","));
    const auto text = run("--metric mtm " + far);
    BOOST_TEST(contains(text.out, far + ": " + std::to_string(letters.size()) + " moves, 24 in MTM (optimal in MTM, "), text.out);
    const auto unsolvable = run("--json --metric mtm 3x3:2,1,3,4,5,6,7,8,0");
    BOOST_TEST(contains(unsolvable.out, "\"solvable\":false,\"length\":null,\"moves\":null,\"mtm\":null,"), unsolvable.out);
    for (const char* bad : {"--metric htm 3x3#1", "--metric mtm --fast 3x3#1", "--metric mtm --heuristic pdb-8 3x3#1"}) {
        const auto refused = run(bad);
        BOOST_TEST(refused.status == 2, bad);
    }
    BOOST_TEST(contains(run("--metric htm 3x3#1").err, "unknown metric 'htm' (known: stm, mtm)"));
}

// The mtm tables take seconds to build (12 s on 4x4): standard error says so before and after, as it
// does for the pattern databases, and nothing it writes under LC_ALL=C is beyond ASCII.
BOOST_AUTO_TEST_CASE(metric_mtm_reports_building_its_tables) {
    const auto r = run_shell("LC_ALL=C ", "--metric mtm 3x3:1,4,7,2,0,8,3,6,5 3x3#2", "< /dev/null");
    BOOST_TEST(r.status == 0, r.err);
    BOOST_TEST(contains(r.err, "mtm pattern database 3x3 tiles 1-7: building it (kept in memory)\n"), r.err);
    BOOST_TEST(contains(r.err, "  362880 entries in "), r.err);
    BOOST_TEST(contains(r.err, " s, deepest "), r.err);
    const auto once = r.err.find("building it"); // built once a run, then kept
    BOOST_TEST((once != std::string::npos && r.err.find("building it", once + 1) == std::string::npos), r.err);
    for (const std::string& text : {r.out, r.err})
        BOOST_TEST(std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }), text);
}

BOOST_AUTO_TEST_CASE(the_default_is_optimal_up_to_4x4_only) {
    // 2x8 has 16 cells like 4x4, but no table guides IDA* there: it could search for hours.
    const auto thin = run("--json 2x8#4 3x4#2");
    BOOST_TEST(thin.status == 0);
    std::istringstream lines(thin.out);
    std::string first, second;
    std::getline(lines, first);
    std::getline(lines, second);
    BOOST_TEST(contains(first, "\"optimal\":false"), first);
    BOOST_TEST(contains(second, "\"optimal\":true"), second);
}

BOOST_AUTO_TEST_CASE(fast_gives_up_at_its_time_limit) {
    const auto r = run("--fast --max-seconds 0.2 2x20000#1");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(contains(r.err, "argument 1: gave up after"), r.err);
    // One line on standard output for each board, a board that gave up too.
    // (Not one std::regex over it all: it recurses once a character, and the ID has 200,000.)
    const auto said = r.out.find(": gave up after ");
    BOOST_TEST(r.out.starts_with("2x20000:"));
    BOOST_TEST_REQUIRE(said != std::string::npos, r.out);
    BOOST_TEST(std::regex_match(r.out.substr(said), std::regex(": gave up after [0-9]+ moves, [0-9.e+-]+ s\n")),
               r.out.substr(said));
    BOOST_TEST(std::count(r.out.begin(), r.out.end(), '\n') == 1);
}

// Issue 22: --max-seconds times the search only; --time-limit bounds the whole run, the seconds of
// dealing and setting up a 4096x4096 board included (they took 20-40 s, unbounded). The answer given
// before the limit stands. (How close to the limit it ends is measured, not asserted: README.)
BOOST_AUTO_TEST_CASE(a_time_limit_bounds_the_whole_run_set_up_included) {
    const auto r = run("--fast --time-limit 0.5 3x3#1 4096x4096#1");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.err == "npuzzle-solve: time limit reached (--time-limit 0.5 s): stopped\n", r.err);
    BOOST_TEST(r.out.starts_with("3x3:"), r.out.substr(0, 100));
    BOOST_TEST(std::count(r.out.begin(), r.out.end(), '\n') == 2, r.out.substr(0, 300)); // its two lines
    for (const char* bad : {"-1", "nan", "abc"}) {
        const auto u = run(std::string("--time-limit ") + bad + " 3x3#1");
        BOOST_TEST(u.status == 2, bad);
        BOOST_TEST(u.out.empty(), bad);
    }
}

BOOST_AUTO_TEST_CASE(limits_too_large_to_count_are_no_limit) {
    for (const char* limit : {"1e10", "1e300", "inf"}) {
        const auto r = run(std::string("--max-seconds ") + limit + " 3x3:8,6,7,2,5,4,3,0,1");
        BOOST_TEST(r.status == 0, limit);
        BOOST_TEST(contains(r.out, ": 31 moves (optimal"), limit);
    }
}

BOOST_AUTO_TEST_CASE(a_comment_may_follow_a_seeded_id) {
    const auto r = run("--json", "4x4#5 # the fifth\n#4x4#6\n3x3#2 #\n");
    BOOST_TEST(r.status == 0);
    BOOST_TEST(contains(r.out, "\"board\":\"4x4:13,7,0,6,12,8,1,5,14,10,4,9,15,2,3,11\""), r.out);
    BOOST_TEST(std::count(r.out.begin(), r.out.end(), '\n') == 2);
}

BOOST_AUTO_TEST_CASE(an_output_that_cannot_be_written_fails) {
    if (!std::filesystem::exists("/dev/full")) return; // Linux: writes there fail with ENOSPC
    const auto r = run("3x3#1", "", "/dev/full");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(contains(r.err, "cannot write the output"), r.err);
}

BOOST_AUTO_TEST_CASE(a_budget_gives_up_with_a_failing_status) {
    const auto r = run("--heuristic manhattan --max-nodes 1000 4x4:0,12,9,13,15,11,10,14,3,7,2,5,4,8,6,1");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(contains(r.err, "argument 1: gave up after 1000 nodes"));
    BOOST_TEST(std::regex_match(r.out, std::regex("4x4:0,12,9,13,15,11,10,14,3,7,2,5,4,8,6,1: gave up after 1000 nodes, "
                                                  "[0-9.e+-]+ s\n")),
               r.out);
    const auto json = run("--json --heuristic manhattan --max-nodes 1000 4x4:0,12,9,13,15,11,10,14,3,7,2,5,4,8,6,1");
    BOOST_TEST(json.status == 1);
    BOOST_TEST(contains(json.out, "\"length\":null,\"moves\":null,\"nodes\":1000,"), json.out);
    BOOST_TEST(contains(json.out, ",\"optimal\":false,\"gave_up\":true}\n"), json.out);
}

BOOST_AUTO_TEST_CASE(usage_errors) {
    const auto misspelled = run("--heuristic nope 3x3#1");
    BOOST_TEST(misspelled.status == 2);
    BOOST_TEST(contains(misspelled.err, "npuzzle-solve: unknown heuristic 'nope' (known: auto, manhattan, linear-conflict, "
                                        "pdb-8, pdb-5-5-5, pdb-6-6-3, pdb-7-8, pdb-7-8-dual, pdb-7-8-blank, pdb-7-8-blank-both, "
                                        "pdb-6-6-6-6, pdb-6-6-6-6-dual, pdb-6-6-6-6-blank, pdb-6-6-6-6-x2, pdb-6-6-6-6-x3, "
                                        "pdb-6-6-6-6-blank-x2, pdb-6-6-6-6-x4, pdb-6-6-6-6-blank-x7)"),
               misspelled.err);
    const auto partitions = run("--heuristic pdb-6-6-6-6-x5 5x5#1"); // two to four partitions, not any count
    BOOST_TEST(partitions.status == 2);
    BOOST_TEST(contains(partitions.err, "npuzzle-solve: unknown heuristic 'pdb-6-6-6-6-x5' (known: auto,"), partitions.err);
    const auto x2_on_4x4 = run("--heuristic pdb-6-6-6-6-x2 4x4#1");
    BOOST_TEST(x2_on_4x4.status == 1);
    BOOST_TEST(contains(x2_on_4x4.err, "heuristic pdb-6-6-6-6-x2 is for 5x5 boards, not 4x4"), x2_on_4x4.err);
    BOOST_TEST(run("--optimal --fast 3x3#1").status == 2);
    BOOST_TEST(run("--max-seconds nan 3x3#1").status == 2);
    BOOST_TEST(run("--max-seconds -1 3x3#1").status == 2);
    BOOST_TEST(run("--max-nodes -1 3x3#1").status == 2);
    BOOST_TEST(run("--max-nodes 12x 3x3#1").status == 2);
    // A thread count is 0 (every core) to 1024: -1 is no 4294967295 threads (it once ate memory without end).
    for (const char* threads : {"-1", "-2", "1025", "4294967295", "4294967296", "two"}) {
        const auto refused = run(std::string("--threads ") + threads + " 3x3#1");
        BOOST_TEST(refused.status == 2, threads);
        BOOST_TEST(refused.out.empty(), threads);
    }
    BOOST_TEST(contains(run("--threads -1 3x3#1").err, "npuzzle-solve: --threads must be 0 (one a core) to 1024"));
    BOOST_TEST(run("--threads 1024 3x3#1").status == 0);
    const auto fast_heuristic = run("--fast --heuristic pdb-8 4x4#1");
    BOOST_TEST(fast_heuristic.status == 2);
    BOOST_TEST(contains(fast_heuristic.err, "--heuristic applies to optimal searches, not --fast"));
    BOOST_TEST(run("--fast --max-nodes 5 4x4#1").status == 2);
    const auto wrong_shape = run("--heuristic pdb-7-8 3x3#1");
    BOOST_TEST(wrong_shape.status == 1);
    BOOST_TEST(contains(wrong_shape.err, "argument 1: heuristic pdb-7-8 is for 4x4 boards, not 3x3"));
    const auto help = run("--help");
    BOOST_TEST(help.status == 0);
    BOOST_TEST(contains(help.out, "--max-seconds"));
    for (const char* name : {"linear-conflict", "pdb-8", "pdb-7-8-dual", "pdb-7-8-blank", "pdb-7-8-blank-both", "pdb-6-6-6-6",
                             "pdb-6-6-6-6-dual", "pdb-6-6-6-6-blank", "pdb-6-6-6-6-x2", "pdb-6-6-6-6-x3", "pdb-6-6-6-6-blank-x2", "pdb-6-6-6-6-x4"})
        BOOST_TEST(contains(help.out, name), name); // every heuristic, from the library's list
    BOOST_TEST(contains(help.out, "gave_up"), help.out); // --json's records, the failed ones too
    BOOST_TEST(contains(help.out, "\"error\""), help.out);
    BOOST_TEST(contains(help.out, "Exit status: 0 when every board was answered"), help.out);
    // As it says: not solvable is an answer (0), a search that gave up is not (1).
    BOOST_TEST(run("3x3:1,2,3,4,5,6,8,7,0").status == 0);
    const auto one_node = run("--max-nodes 1 3x3#1");
    BOOST_TEST(one_node.status == 1);
    BOOST_TEST(contains(one_node.err, "gave up after 1 node, "), one_node.err); // one node, not "1 nodes"
    BOOST_TEST(contains(run("2x2:1,2,3,0").out, ": 0 moves (optimal, 0 nodes, "));
}

// A table that passes its checksum but holds wrong entries (what a forger leaves, not a disk) is
// refused as it is read (its entries contradict one another), rebuilt, and the board solved as before.
// (A forged table that passed that check too is caught by the search: pattern_database_tests.cpp.)
BOOST_AUTO_TEST_CASE(a_forged_pattern_database_is_refused_and_rebuilt) {
    const std::filesystem::path dir = std::filesystem::path(NPUZZLE_TEST_SCRATCH) / "forged-cache";
    std::filesystem::remove_all(dir);
    auto solve = [&] {
        const std::filesystem::path scratch = NPUZZLE_TEST_SCRATCH;
        std::string command = "'"; // appended: gcc 12 -O3 warns (-Wrestrict) on "'" + std::string
        command += NPUZZLE_SOLVE_EXE;
        command += "' --cache-dir '" + dir.string() + "' --heuristic pdb-8 3x3#1 > '" + (scratch / "out").string() +
                   "' 2> '" + (scratch / "err").string() + "'";
        const int raw = std::system(command.c_str());
        return run_result{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(scratch / "out"), slurp(scratch / "err")};
    };
    const auto built = solve(); // builds and saves the table
    BOOST_TEST_REQUIRE(built.status == 0);
    const std::filesystem::path file = dir / "3x3-1-2-3-4-5-6-7-8.pdb";
    constexpr std::size_t table_bytes = (362880 + 1) / 2; // 9!/1! placements, 4 bits each
    npuzzle::solve::large_array<std::uint8_t> table(table_bytes);
    std::mt19937_64 random(23);
    for (std::size_t i = 0; i < table.size(); ++i) table[i] = static_cast<std::uint8_t>(random());
    {
        std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(static_cast<std::streamoff>(std::filesystem::file_size(file) - table_bytes - 8));
        std::uint64_t sum = npuzzle::solve::pattern_file::checksum(table);
        for (int i = 0; i < 8; ++i, sum >>= 8) f.put(static_cast<char>(sum & 0xff));
        f.write(reinterpret_cast<const char*>(table.data()), static_cast<std::streamsize>(table.size()));
    }
    const auto r = solve();
    BOOST_TEST(r.status == 0);
    BOOST_TEST(contains(r.err, file.string() + " holds entries that contradict one another (edited or damaged); building it"),
               r.err);
    auto without_time = [](std::string text) { return text.substr(0, text.find(" nodes, ")); };
    BOOST_TEST(without_time(r.out) == without_time(built.out));
}

BOOST_AUTO_TEST_CASE(options_are_not_guessed_from_their_beginnings) {
    // Guessed, --cache would take 3x3#1 as the cache directory and read standard input.
    for (const char* option : {"--cache", "--opt", "--jso"}) {
        const auto r = run(std::string(option) + " 3x3#1", "3x3#2\n");
        BOOST_TEST(r.status == 2, option);
        BOOST_TEST(contains(r.err, std::string("unrecognised option '") + option + "'"), r.err);
        BOOST_TEST(r.out.empty(), option);
    }
}

BOOST_AUTO_TEST_CASE(version_and_help_say_when_they_cannot_be_written) {
    const auto version = run("--version");
    BOOST_TEST(version.status == 0);
    BOOST_TEST(std::regex_match(version.out, std::regex("npuzzle-solve [0-9]+\\.[0-9]+\\.[0-9]+\n")), version.out);
    if (!std::filesystem::exists("/dev/full")) return; // Linux: writes there fail with ENOSPC
    for (const char* option : {"--version", "--help"}) {
        const auto r = run(option, "", "/dev/full");
        BOOST_TEST(r.status == 1, option);
        BOOST_TEST(contains(r.err, "npuzzle-solve: cannot write the output: "), r.err);
    }
}

BOOST_AUTO_TEST_CASE(standard_input_that_cannot_be_read_fails) {
    // A directory (EISDIR) and a closed descriptor (EBADF): not an empty input.
    const std::string directory = NPUZZLE_TEST_SCRATCH;
    for (const std::string& redirection : {"< '" + directory + "'", std::string("0<&-")}) {
        const auto r = run_shell("", "--json", redirection);
        BOOST_TEST(r.status == 1, redirection);
        BOOST_TEST(contains(r.err, "npuzzle-solve: cannot read standard input: "), r.err);
        BOOST_TEST(r.out.empty(), redirection);
    }
    // Boards given as arguments: standard input is not read, closed or not.
    const auto arguments = run_shell("", "3x3#1", "0<&-");
    BOOST_TEST(arguments.status == 0, arguments.err);
    BOOST_TEST(contains(arguments.out, "3x3:3,5,1,8,2,4,7,6,0: 24 moves (optimal"), arguments.out);
}

BOOST_AUTO_TEST_CASE(a_byte_order_mark_before_the_first_line_is_skipped) {
    const auto r = run("--json", "\xef\xbb\xbf" "3x3#1\n3x3#2\n");
    BOOST_TEST(r.status == 0, r.err);
    BOOST_TEST(contains(r.out, "\"board\":\"3x3:3,5,1,8,2,4,7,6,0\""), r.out);
    BOOST_TEST(std::count(r.out.begin(), r.out.end(), '\n') == 2);
}

BOOST_AUTO_TEST_CASE(json_records_are_valid_utf8_whatever_the_input) {
    // Invalid bytes of a bad line become U+FFFD; valid UTF-8 (U+00E9) is kept.
    const auto r = run("--json", "\xff\xfe bad\n\xc3\xa9 \xed\xa0\x80 \xe2\x82\n");
    BOOST_TEST(r.status == 1);
    std::istringstream lines(r.out);
    std::string first, second;
    std::getline(lines, first);
    std::getline(lines, second);
    BOOST_TEST(first.starts_with(R"({"input":"\ufffd\ufffd bad","error":"line 1: )"), first);
    BOOST_TEST(second.starts_with("{\"input\":\"\xc3\xa9 \\ufffd\\ufffd\\ufffd \\ufffd\",\"error\":\"line 2: "), second);
}

BOOST_AUTO_TEST_CASE(a_heuristic_or_a_node_budget_asks_for_the_optimal_search_beyond_4x4) {
    // 5x2 and 5x5 are solved by --fast by default; a heuristic or --max-nodes asks for IDA*.
    const auto manhattan = run("--heuristic manhattan 5x2#1");
    BOOST_TEST(manhattan.status == 0, manhattan.err);
    BOOST_TEST(contains(manhattan.out, "5x2:9,3,6,1,4,2,5,8,7,0: 32 moves (optimal"), manhattan.out);
    const auto budget = run("--json --max-nodes 1000 5x5#1");
    BOOST_TEST(budget.status == 1);
    BOOST_TEST(contains(budget.out, "\"nodes\":1000,"), budget.out);
    BOOST_TEST(contains(budget.out, "\"gave_up\":true"), budget.out);
    const auto wrong_shape = run("--json --heuristic pdb-7-8 5x5#1");
    BOOST_TEST(wrong_shape.status == 1);
    BOOST_TEST(contains(wrong_shape.err, "argument 1: heuristic pdb-7-8 is for 4x4 boards, not 5x5"), wrong_shape.err);
    BOOST_TEST(contains(wrong_shape.out, R"({"input":"5x5#1","error":"argument 1: heuristic pdb-7-8)"), wrong_shape.out);
    const auto automatic = run("--heuristic auto 5x2#1"); // auto is the default: still --fast
    BOOST_TEST(automatic.status == 0);
    BOOST_TEST(contains(automatic.out, "(not optimal"), automatic.out);
}

// ulimit -v cannot limit a sanitizer's build: its shadow memory alone is terabytes of address space.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define NPUZZLE_TOOL_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define NPUZZLE_TOOL_SANITIZED 1
#endif
#endif

BOOST_AUTO_TEST_CASE(a_board_that_runs_out_of_memory_fails_alone) {
#ifdef NPUZZLE_TOOL_SANITIZED
    BOOST_TEST_MESSAGE("skipped: a sanitizer's build cannot run under ulimit -v");
#else
    // 100 MB of address space: 2x3 boards need a fifth of it; 2048x2048 (4 M tiles and a solution of
    // hundreds of millions of moves) far more. --max-seconds: should it fit after all, it ends soon.
    const auto r = run_shell("ulimit -v 100000 && ", "--json --max-seconds 5 2x3#1 2048x2048#1 2x3#2", "< /dev/null");
    BOOST_TEST(r.status == 1, r.err); // a failed board, not a usage error (2)
    BOOST_TEST(contains(r.err, "npuzzle-solve: argument 2: out of memory"), r.err);
    std::istringstream lines(r.out);
    std::string first, second, third;
    std::getline(lines, first);
    std::getline(lines, second);
    std::getline(lines, third);
    BOOST_TEST(first.starts_with(R"({"board":"2x3:1,3,2,5,4,0","solvable":true,"length":16,)"), first);
    BOOST_TEST(second == R"({"input":"2048x2048#1","error":"argument 2: out of memory"})");
    BOOST_TEST(third.starts_with(R"({"board":"2x3:2,0,3,1,4,5","solvable":true,"length":4,)"), third);
#endif
}

BOOST_AUTO_TEST_SUITE_END()
