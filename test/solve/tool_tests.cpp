// npuzzle-solve end to end: good lines, a bad line among good ones, an unsolvable board, the JSON
// Lines shape, the fast solver, budgets and usage errors, with the exit status each should give.
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>

#include <boost/test/unit_test.hpp>

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

// Runs the tool with `arguments` (shell words), `input` on standard input.
run_result run(const std::string& arguments, const std::string& input = "") {
    const std::filesystem::path dir = NPUZZLE_TEST_SCRATCH;
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "in") << input;
    const std::string command = std::string("'") + NPUZZLE_SOLVE_EXE + "' --cache-dir '" + NPUZZLE_TEST_CACHE + "' " +
                                arguments + " < '" + (dir / "in").string() + "' > '" + (dir / "out").string() +
                                "' 2> '" + (dir / "err").string() + "'";
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

BOOST_AUTO_TEST_CASE(a_budget_gives_up_with_a_failing_status) {
    const auto r = run("--heuristic manhattan --max-nodes 1000 4x4:0,12,9,13,15,11,10,14,3,7,2,5,4,8,6,1");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(contains(r.err, "argument 1: gave up after"));
    BOOST_TEST(r.out.empty());
}

BOOST_AUTO_TEST_CASE(usage_errors) {
    BOOST_TEST(run("--heuristic nope 3x3#1").status == 2);
    BOOST_TEST(run("--optimal --fast 3x3#1").status == 2);
    const auto wrong_shape = run("--heuristic pdb-7-8 3x3#1");
    BOOST_TEST(wrong_shape.status == 1);
    BOOST_TEST(contains(wrong_shape.err, "argument 1: heuristic pdb-7-8 is for 4x4 boards, not 3x3"));
    BOOST_TEST(contains(run("--help").out, "--max-seconds"));
}

BOOST_AUTO_TEST_SUITE_END()
