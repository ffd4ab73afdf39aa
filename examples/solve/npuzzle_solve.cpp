// npuzzle-solve: solves boards given as game IDs or bare numbers, as arguments or one a line on
// standard input. Optimal (IDA*) by default on boards up to 4x4, the constructive solver beyond (--fast),
// whose moves are streamed rather than kept when there are many (a 1000x1000 board takes 2.7 G moves).
//
//   npuzzle-solve 3x3:8,6,7,2,5,4,3,0,1
//   npuzzle-solve --json --heuristic pdb-7-8 < bench/data/korf100.txt    (16 numbers and a length:
//                                                                          use cut -d' ' -f1-16)
// Exit status: 0 when every board was solved or proven unsolvable, 1 when a line was bad, a search
// gave up or the output could not be written, 2 on a usage error.
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/json.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/program_options.hpp>

#include <charconv>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace po = boost::program_options;
using namespace npuzzle;

namespace {

struct settings {
    std::optional<bool> optimal; // unset: optimal on boards up to 4x4
    solve::solve_options search;
    shape size{};
    bool json = false;
    std::uint64_t kept_moves = std::uint64_t{1} << 26; // the longest --fast solution held (--kept-moves: tests)
};

std::string letters(const std::vector<direction>& moves) {
    std::string s;
    s.reserve(moves.size());
    for (direction d : moves) s += to_letter(d);
    return s;
}

// The constructive solver's answer. Up to `kept` moves its letters are kept; a longer solution is
// counted here and its letters streamed by write_fast_letters(), which plays it again: holding
// 2.7 G moves of a 1000x1000 board would take gigabytes, playing twice takes twice the time.
struct fast_solution {
    std::uint64_t length = 0;
    std::string letters; // empty when the solution is longer than `kept`
    double seconds = 0;
    bool gave_up = false;
};

// Plays the constructive solver on a copy of `board`, handing each move to `take` until it returns false.
template <class Take>
void play_fast(const puzzle& board, Take&& take) {
    puzzle work = board;
    constructive_solver<puzzle> solver(work);
    for (direction d = solver.next(); d != direction::none && take(d); d = solver.next()) {}
}

fast_solution solve_fast(const puzzle& board, const solve::budget& limits, std::uint64_t kept) {
    using clock = std::chrono::steady_clock;
    const auto start = clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(clock::now() - start).count(); };
    const double max_seconds = limits.max_time.count() > 0 ? limits.max_time.count() : 0;
    fast_solution s;
    play_fast(board, [&](direction d) {
        if (s.length < kept) s.letters += to_letter(d);
        else if (s.length == kept) std::string().swap(s.letters);
        // The clock is read every 2^16 moves (well under a millisecond apart).
        s.gave_up = (++s.length & 0xffff) == 0 && max_seconds > 0 && elapsed() > max_seconds;
        return !s.gave_up;
    });
    s.seconds = elapsed();
    // Streaming plays the solution again: give up now if that would end past the limit.
    if (s.length > kept && max_seconds > 0 && 2 * s.seconds > max_seconds) s.gave_up = true;
    return s;
}

void write_fast_letters(const puzzle& board, std::ostream& out) {
    std::string chunk;
    play_fast(board, [&](direction d) {
        chunk += to_letter(d);
        if (chunk.size() == 1 << 16) {
            out << chunk;
            chunk.clear();
        }
        return true;
    });
    out << chunk;
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

    // "Up to 4x4": beyond, a thin board such as 2x8 can take IDA* hours without a table to guide it.
    const bool optimal = set.optimal.value_or(board.rows() <= 4 && board.cols() <= 4);
    solve::solution s;
    fast_solution fast;
    if (optimal) {
        if (auto problem = solve::heuristic_problem(set.search.heuristic, board.rows(), board.cols()))
            return fail(*problem);
        s = solve::solve_optimal(board, set.search);
    } else if (!board.is_solvable()) {
        s.status = solve::solve_status::unsolvable;
    } else {
        fast = solve_fast(board, set.search.limits, set.kept_moves);
        s.status = fast.gave_up ? solve::solve_status::gave_up : solve::solve_status::solved;
        s.seconds = fast.seconds;
    }

    const bool solved = s.status == solve::solve_status::solved;
    const bool solvable = s.status != solve::solve_status::unsolvable;
    const std::uint64_t length = optimal ? s.moves.size() : fast.length;
    auto write_letters = [&] {
        if (optimal) std::cout << letters(s.moves);
        else if (fast.length <= set.kept_moves) std::cout << fast.letters;
        else write_fast_letters(board, std::cout);
    };
    if (set.json) {
        std::cout << "{\"board\":" << json_string(id) << ",\"solvable\":" << (solvable ? "true" : "false")
                  << ",\"length\":" << (solved ? std::to_string(length) : "null") << ",\"moves\":";
        if (solved) { // letters U D L R: nothing to escape
            std::cout << '"';
            write_letters();
            std::cout << '"';
        } else {
            std::cout << "null";
        }
        std::cout << ",\"nodes\":" << s.nodes << ",\"seconds\":" << s.seconds
                  << ",\"optimal\":" << (solved && optimal ? "true" : "false");
        if (s.status == solve::solve_status::gave_up) std::cout << ",\"gave_up\":true";
        std::cout << "}\n";
    } else if (!solvable) {
        std::cout << id << ": not solvable\n";
    } else if (solved) {
        std::cout << id << ": " << length << " moves (" << (optimal ? "optimal" : "not optimal") << ", " << s.nodes
                  << " nodes, " << s.seconds << " s)\n";
        write_letters();
        std::cout << '\n';
    }
    if (s.status == solve::solve_status::gave_up) {
        std::cerr << "npuzzle-solve: " << where << ": gave up after "
                  << (optimal ? std::to_string(s.nodes) + " nodes, " : std::to_string(fast.length) + " moves, ")
                  << s.seconds << " s (raise --max-seconds" << (optimal ? " or --max-nodes)\n" : ")\n");
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv) try {
    settings set;
    double max_seconds = 0;
    std::string size, cache_dir, max_nodes = "0";
    po::options_description visible("Usage: npuzzle-solve [options] [board ...]\n"
                                    "Boards are game IDs (4x4:1,2,...,0 or 4x4#seed) or bare numbers; without\n"
                                    "arguments they are read from standard input, one a line ('#' at the start of a\n"
                                    "line or after a space starts a comment).\n"
                                    "Options");
    visible.add_options()
        ("help,h", "show this help")
        ("optimal", "fewest moves (IDA*); the default on boards up to 4x4")
        ("fast", "the constructive solver: any size, not optimal; the default beyond 4x4")
        ("heuristic", po::value(&set.search.heuristic)->default_value("auto"),
         "auto, manhattan, linear-conflict, pdb-8 (3x3), pdb-5-5-5, pdb-6-6-3, pdb-7-8, pdb-7-8-dual (4x4: "
         "the 7-8 databases also looked up on the dual board: fewer nodes, more time), pdb-6-6-6-6 (5x5)")
        ("max-seconds", po::value(&max_seconds)->default_value(0),
         "give up a board after this long (0: never); building a missing pattern database, reported on "
         "standard error, is not counted")
        ("max-nodes", po::value(&max_nodes)->default_value("0"), "give up an optimal search after this many nodes (0: never)")
        ("size", po::value(&size), "RxC of bare numbers whose count is not a square")
        ("cache-dir", po::value(&cache_dir), "pattern database directory (default $XDG_CACHE_HOME/npuzzle or ~/.cache/npuzzle)")
        ("json", "one JSON object a line: board, solvable, length, moves, nodes, seconds (the search's), optimal");
    po::options_description all;
    all.add(visible).add_options()("board", po::value<std::vector<std::string>>())(
        "kept-moves", po::value(&set.kept_moves)); // hidden: lets tests stream small solutions
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
    if (!(max_seconds >= 0)) return usage("--max-seconds must be a number of seconds, 0 or more");
    set.search.limits.max_time = std::chrono::duration<double>(max_seconds); // inf: no limit
    const auto [end, error] = std::from_chars(max_nodes.data(), max_nodes.data() + max_nodes.size(),
                                              set.search.limits.max_nodes);
    if (error != std::errc{} || end != max_nodes.data() + max_nodes.size())
        return usage("--max-nodes must be a whole number of nodes, 0 or more");
    if (vm.count("fast"))
        for (const char* option : {"heuristic", "max-nodes"})
            if (!vm[option].defaulted()) return usage(std::string("--") + option + " applies to optimal searches, not --fast");
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
        for (std::size_t i = 0; std::cout && i < boards.size(); ++i)
            all_ok &= solve_line(boards[i], "argument " + std::to_string(i + 1), set);
    } else {
        std::string line;
        for (std::size_t number = 1; std::cout && std::getline(std::cin, line); ++number) {
            // A comment starts with '#' at the start of the line or after a space; "4x4#5" is a seeded ID.
            for (std::size_t at = line.find('#'); at != std::string::npos; at = line.find('#', at + 1))
                if (at == 0 || line[at - 1] == ' ' || line[at - 1] == '\t') {
                    line.erase(at);
                    break;
                }
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            all_ok &= solve_line(line, "line " + std::to_string(number), set);
        }
    }
    if (!std::cout.flush()) {
        std::cerr << "npuzzle-solve: cannot write the output\n";
        return 1;
    }
    return all_ok ? 0 : 1;
} catch (const std::exception& e) {
    std::cerr << "npuzzle-solve: " << e.what() << '\n';
    return 2;
}
