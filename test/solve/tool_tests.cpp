// npuzzle-solve end to end: good lines, a bad line among good ones, an unsolvable board, the JSON
// Lines shape, the fast solver, budgets and usage errors, with the exit status each should give.
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <sys/wait.h>

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

// Runs the tool with `arguments` (shell words), `input` on standard input, standard output to
// `output` (a file name; by default one the result then holds).
run_result run(const std::string& arguments, const std::string& input = "", std::string output = "") {
    const std::filesystem::path dir = NPUZZLE_TEST_SCRATCH;
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "in") << input;
    std::filesystem::remove(dir / "out");
    if (output.empty()) output = (dir / "out").string();
    const std::string command = std::string("'") + NPUZZLE_SOLVE_EXE + "' --cache-dir '" + NPUZZLE_TEST_CACHE + "' " +
                                arguments + " < '" + (dir / "in").string() + "' > '" + output + "' 2> '" +
                                (dir / "err").string() + "'";
    const int raw = std::system(command.c_str());
    return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(dir / "out"), slurp(dir / "err")};
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

BOOST_AUTO_TEST_CASE(a_bad_line_is_named_and_the_others_still_solved) {
    const auto r = run("", "1 2 3 4 5 6 0 7 8\n3x3:1,1,2,3,4,5,6,7,8\n1 2 3 4 5 6 7 0 8\n");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(contains(r.err, "line 2: number 1 used twice"));
    BOOST_TEST(contains(r.out, "3x3:1,2,3,4,5,6,0,7,8: 2 moves"));
    BOOST_TEST(contains(r.out, "3x3:1,2,3,4,5,6,7,0,8: 1 moves"));
}

BOOST_AUTO_TEST_CASE(size_applies_to_bare_numbers_only) {
    const auto r = run("--size 2x3 '4 1 2 5 0 3' 3x3#5");
    BOOST_TEST(r.status == 0);
    BOOST_TEST(contains(r.out, "2x3:4,1,2,5,0,3: "));
    BOOST_TEST(contains(r.out, "3x3:5,7,3,0,4,8,1,2,6: 25 moves"));
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
    BOOST_TEST(r.out.empty());
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
    BOOST_TEST(contains(r.err, "argument 1: gave up after"));
    BOOST_TEST(r.out.empty());
}

BOOST_AUTO_TEST_CASE(usage_errors) {
    BOOST_TEST(run("--heuristic nope 3x3#1").status == 2);
    BOOST_TEST(run("--optimal --fast 3x3#1").status == 2);
    BOOST_TEST(run("--max-seconds nan 3x3#1").status == 2);
    BOOST_TEST(run("--max-seconds -1 3x3#1").status == 2);
    BOOST_TEST(run("--max-nodes -1 3x3#1").status == 2);
    BOOST_TEST(run("--max-nodes 12x 3x3#1").status == 2);
    const auto fast_heuristic = run("--fast --heuristic pdb-8 4x4#1");
    BOOST_TEST(fast_heuristic.status == 2);
    BOOST_TEST(contains(fast_heuristic.err, "--heuristic applies to optimal searches, not --fast"));
    BOOST_TEST(run("--fast --max-nodes 5 4x4#1").status == 2);
    const auto wrong_shape = run("--heuristic pdb-7-8 3x3#1");
    BOOST_TEST(wrong_shape.status == 1);
    BOOST_TEST(contains(wrong_shape.err, "argument 1: heuristic pdb-7-8 is for 4x4 boards, not 3x3"));
    BOOST_TEST(contains(run("--help").out, "--max-seconds"));
}

BOOST_AUTO_TEST_SUITE_END()
