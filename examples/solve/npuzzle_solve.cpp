// npuzzle-solve: solves boards given as game IDs or bare numbers, as arguments or one a line on
// standard input. Optimal (IDA*) by default up to 16 cells, the constructive solver beyond (--fast).
//
//   npuzzle-solve 3x3:8,6,7,2,5,4,3,0,1
//   npuzzle-solve --json --heuristic pdb-7-8 < bench/data/korf100.txt    (16 numbers and a length:
//                                                                          use cut -d' ' -f1-16)
// Exit status: 0 when every board was solved or proven unsolvable, 1 when a line was bad or a search
// gave up, 2 on a usage error.
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/json.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/program_options.hpp>

#include <chrono>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace po = boost::program_options;
using namespace npuzzle;

namespace {

struct settings {
    std::optional<bool> optimal; // unset: optimal up to 16 cells
    solve::solve_options search;
    shape size{};
    bool json = false;
};

std::string letters(const std::vector<direction>& moves) {
    std::string s;
    s.reserve(moves.size());
    for (direction d : moves) s += to_letter(d);
    return s;
}

// Solves one input line; false if it failed (bad input or gave up). `where` names it in messages.
bool solve_line(const std::string& text, const std::string& where, const settings& set) {
    auto fail = [&](const std::string& why) {
        std::cerr << "npuzzle-solve: " << where << ": " << why << '\n';
        if (set.json) std::cout << "{\"input\":" << json_string(text) << ",\"error\":" << json_string(where + ": " + why) << "}\n";
        return false;
    };
    // --size is for bare numbers; a game ID says its own size.
    const bool bare = text.find_first_of(":#") == std::string::npos;
    auto parsed = parse_board<puzzle>(text, bare ? set.size : shape{});
    if (!parsed) return fail(std::string(message(parsed.err()).view()));
    const puzzle& board = *parsed;
    std::string id;
    write_game_id(board, std::back_inserter(id));

    const bool optimal = set.optimal.value_or(board.size() <= 16);
    solve::solution s;
    if (optimal) {
        if (auto problem = solve::heuristic_problem(set.search.heuristic, board.rows(), board.cols()))
            return fail(*problem);
        s = solve::solve_optimal(board, set.search);
    } else if (!board.is_solvable()) {
        s.status = solve::solve_status::unsolvable;
    } else {
        const auto start = std::chrono::steady_clock::now();
        puzzle work = board;
        constructive_solver<puzzle> solver(work);
        for (direction d = solver.next(); d != direction::none; d = solver.next()) s.moves.push_back(d);
        s.status = solve::solve_status::solved;
        s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }

    const bool solved = s.status == solve::solve_status::solved;
    const bool solvable = s.status != solve::solve_status::unsolvable;
    if (set.json) {
        std::cout << "{\"board\":" << json_string(id) << ",\"solvable\":" << (solvable ? "true" : "false")
                  << ",\"length\":" << (solved ? std::to_string(s.moves.size()) : "null")
                  << ",\"moves\":" << (solved ? json_string(letters(s.moves)) : "null") << ",\"nodes\":" << s.nodes
                  << ",\"seconds\":" << s.seconds << ",\"optimal\":" << (solved && optimal ? "true" : "false");
        if (s.status == solve::solve_status::gave_up) std::cout << ",\"gave_up\":true";
        std::cout << "}\n";
    } else if (!solvable) {
        std::cout << id << ": not solvable\n";
    } else if (solved) {
        std::cout << id << ": " << s.moves.size() << " moves (" << (optimal ? "optimal" : "not optimal") << ", "
                  << s.nodes << " nodes, " << s.seconds << " s)\n"
                  << letters(s.moves) << '\n';
    }
    if (s.status == solve::solve_status::gave_up) {
        std::cerr << "npuzzle-solve: " << where << ": gave up after " << s.nodes << " nodes, " << s.seconds
                  << " s (raise --max-seconds or --max-nodes)\n";
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv) try {
    settings set;
    double max_seconds = 0;
    std::string size, cache_dir;
    po::options_description visible("Usage: npuzzle-solve [options] [board ...]\n"
                                    "Boards are game IDs (4x4:1,2,...,0 or 4x4#seed) or bare numbers; without\n"
                                    "arguments they are read from standard input, one a line ('#' starts a comment).\n"
                                    "Options");
    visible.add_options()
        ("help,h", "show this help")
        ("optimal", "fewest moves (IDA*); the default up to 16 cells")
        ("fast", "the constructive solver: any size, not optimal; the default beyond 16 cells")
        ("heuristic", po::value(&set.search.heuristic)->default_value("auto"),
         "auto, manhattan, linear-conflict, pdb-8 (3x3), pdb-5-5-5, pdb-6-6-3, pdb-7-8, pdb-7-8-dual (4x4: "
         "the 7-8 databases also looked up on the dual board: fewer nodes, more time), pdb-6-6-6-6 (5x5)")
        ("max-seconds", po::value(&max_seconds)->default_value(0), "give up a board after this long (0: never)")
        ("max-nodes", po::value(&set.search.limits.max_nodes)->default_value(0), "give up after this many nodes (0: never)")
        ("size", po::value(&size), "RxC of bare numbers whose count is not a square")
        ("cache-dir", po::value(&cache_dir), "pattern database directory (default $XDG_CACHE_HOME/npuzzle or ~/.cache/npuzzle)")
        ("json", "one JSON object a line: board, solvable, length, moves, nodes, seconds, optimal");
    po::options_description all;
    all.add(visible).add_options()("board", po::value<std::vector<std::string>>());
    po::positional_options_description positional;
    positional.add("board", -1);
    po::variables_map vm;
    po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(), vm);
    po::notify(vm);

    if (vm.count("help")) {
        std::cout << visible << '\n';
        return 0;
    }
    auto usage = [](const std::string& why) {
        std::cerr << "npuzzle-solve: " << why << " (see --help)\n";
        return 2;
    };
    if (vm.count("optimal") && vm.count("fast")) return usage("--optimal and --fast exclude each other");
    if (vm.count("optimal")) set.optimal = true;
    if (vm.count("fast")) set.optimal = false;
    if (max_seconds < 0) return usage("--max-seconds must not be negative");
    set.search.limits.max_time = std::chrono::duration<double>(max_seconds);
    if (auto problem = solve::heuristic_problem(set.search.heuristic, 0, 0); problem && problem->starts_with("unknown"))
        return usage(*problem);
    if (vm.count("size")) {
        auto s = parse_shape(size);
        if (!s) return usage("--size: " + std::string(message(s.err()).view()));
        set.size = *s;
    }
    if (vm.count("cache-dir")) set.search.databases.cache_directory = cache_dir;
    set.search.databases.log = &std::cerr;
    set.json = vm.count("json") > 0;
    if (set.json) std::cout.precision(6);

    bool all_ok = true;
    if (vm.count("board")) {
        const auto& boards = vm["board"].as<std::vector<std::string>>();
        for (std::size_t i = 0; i < boards.size(); ++i)
            all_ok &= solve_line(boards[i], "argument " + std::to_string(i + 1), set);
    } else {
        std::string line;
        for (std::size_t number = 1; std::getline(std::cin, line); ++number) {
            const auto comment = line.find('#');
            // '#' after "RxC" is a seeded game ID, anywhere else a comment.
            const bool seeded = comment != std::string::npos && comment > 0 && line.find('x') < comment &&
                                line.find_first_not_of("0123456789xX \t") == comment;
            if (comment != std::string::npos && !seeded) line.erase(comment);
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            all_ok &= solve_line(line, "line " + std::to_string(number), set);
        }
    }
    return all_ok ? 0 : 1;
} catch (const std::exception& e) {
    std::cerr << "npuzzle-solve: " << e.what() << '\n';
    return 2;
}
