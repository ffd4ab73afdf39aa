// SPDX-License-Identifier: MIT
// npuzzle-solve: solves boards given as game IDs or bare numbers, as arguments or one a line on
// standard input. Optimal (IDA*) by default on boards up to 4x4 and whenever --heuristic or --max-nodes
// asks for it, the constructive solver beyond (--fast), whose moves are streamed rather than kept when
// there are many (a 1000x1000 board takes 2.7 G moves).
//
//   npuzzle-solve 3x3:8,6,7,2,5,4,3,0,1
//   npuzzle-solve --json --heuristic pdb-7-8 < bench/data/korf100.txt    (16 numbers and a length:
//                                                                          use cut -d' ' -f1-16)
// Exit status: 0 when every board was solved or proven unsolvable, 1 when a line was bad (or ran out of
// memory), a search gave up, --time-limit passed, standard input could not be read or the output could
// not be written (said on standard error, except for a reader that closed the pipe), 2 on a usage error.
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/json.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/slidysim.hpp>
#include <npuzzle/solve/pattern_cache.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/program_options.hpp>

#include <counted.hpp>
#include <line_reader.hpp>
#include <output.hpp>

#include "answer_json.hpp"
#include "board_lines.hpp"
#include "time_limit.hpp"

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <new>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#if __has_include(<fcntl.h>) && __has_include(<unistd.h>)
#include <fcntl.h>
#include <unistd.h>
#define NPUZZLE_SOLVE_POSIX 1
#else
#define NPUZZLE_SOLVE_POSIX 0
#endif

#ifndef NPUZZLE_VERSION
#error "NPUZZLE_VERSION must be defined (the project version, from CMake)"
#endif

namespace po = boost::program_options;
using namespace npuzzle;
using support::counted;

namespace {

struct settings {
    std::optional<bool> optimal; // unset: optimal on boards up to 4x4
    solve::solve_options search;
    shape size{};
    bool json = false;
    bool run_length = false; // --notation run-length: slidysim's "URDL2UR2"
    std::uint64_t kept_moves = std::uint64_t{1} << 26; // the longest --fast solution held (--kept-moves: tests)
};

std::string letters(const std::vector<direction>& moves) {
    std::string s;
    s.reserve(moves.size());
    for (direction d : moves) s += to_letter(d);
    return s;
}

// The constructive solver playing a copy of a board. Setting it up (the copy, a solvability check)
// takes seconds on a huge board; that is not counted against --max-seconds.
struct fast_run {
    puzzle work;
    constructive_solver<puzzle> solver; // plays `work`: a fast_run is neither copied nor moved
    explicit fast_run(const puzzle& board) : work(board), solver(work) {}
    fast_run(const fast_run&) = delete;
    fast_run& operator=(const fast_run&) = delete;
};

// The constructive solver's answer. Up to `kept` moves its letters are kept; a longer solution is
// counted here and its letters streamed by write_fast_letters(), which plays it again: holding
// 2.7 G moves of a 1000x1000 board would take gigabytes, playing twice takes twice the time.
struct fast_solution {
    std::uint64_t length = 0;
    std::string letters; // empty when the solution is longer than `kept`
    double seconds = 0;  // the moves' time, after the set-up
    bool gave_up = false;
};

fast_solution solve_fast(const puzzle& board, const solve::budget& limits, std::uint64_t kept) {
    fast_run run(board);
    using clock = std::chrono::steady_clock;
    const auto start = clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(clock::now() - start).count(); };
    const double max_seconds = limits.max_time.count() > 0 ? limits.max_time.count() : 0;
    fast_solution s;
    for (direction d = run.solver.next(); d != direction::none; d = run.solver.next()) {
        if (s.length < kept) s.letters += to_letter(d);
        else if (s.length == kept) std::string().swap(s.letters);
        // The clock is read every 2^16 moves (well under a millisecond apart).
        if ((++s.length & 0xffff) == 0 && max_seconds > 0 && elapsed() > max_seconds) {
            s.gave_up = true;
            break;
        }
    }
    s.seconds = elapsed();
    // Streaming plays the solution again: give up now if that would end past the limit.
    if (s.length > kept && max_seconds > 0 && 2 * s.seconds > max_seconds) s.gave_up = true;
    return s;
}

// Letters in run-length notation ("LLLU" is "L3U").
std::string run_length(std::string_view letters) {
    std::string out;
    run_length_writer w;
    for (char c : letters) w.put(from_letter(c), std::back_inserter(out));
    w.finish(std::back_inserter(out));
    return out;
}

// Plays `run` to the end, writing its letters (run-length ones if asked) to `out` through `chunk`,
// whose capacity was reserved beforehand: nothing is allocated once the first letter is written.
void write_fast_letters(fast_run& run, std::string& chunk, std::ostream& out, bool in_runs) {
    constexpr std::size_t longest_run = 11; // a letter and up to 10 digits (max_repeat)
    chunk.clear();
    run_length_writer runs;
    for (direction d = run.solver.next(); d != direction::none; d = run.solver.next()) {
        if (in_runs) runs.put(d, std::back_inserter(chunk));
        else chunk += to_letter(d);
        if (chunk.size() + longest_run > chunk.capacity()) {
            if (!(out << chunk)) return; // nobody reads on (a closed pipe): playing on would only waste time
            chunk.clear();
        }
    }
    if (in_runs) runs.finish(std::back_inserter(chunk));
    out << chunk;
}

// A line that failed: "npuzzle-solve: <where>: <why>" on standard error and, with --json, an
// {"input","error"} record. Returns false.
bool fail(const std::string& text, const std::string& where, std::string_view why, const settings& set) {
    std::cerr << "npuzzle-solve: " << where << ": " << why << '\n';
    if (set.json) solve_tool::write_json_error(std::cout, text, where, why);
    return false;
}

// Solves one input line and writes its answer; false if it failed (bad input or gave up). `where`
// names it in messages. Whatever allocates (the answer's text, its letters, a replay's copy of the
// board) comes before the first byte is written: running out of memory (see solve_line) leaves no
// half-written answer.
bool solve_board(const std::string& text, const std::string& where, const settings& set) {
    // --size is for bare numbers; a game ID says its own size.
    const bool bare = text.find_first_of(":#") == std::string::npos;
    auto parsed = parse_board<puzzle>(text, bare ? set.size : shape{});
    if (!parsed) return fail(text, where, parsed.error().message().view(), set);
    const puzzle& board = *parsed;
    std::string id;
    write_game_id(board, std::back_inserter(id));

    const bool optimal = set.optimal.value_or(solve::optimal_by_default(board.rows(), board.cols()));
    solve::solution s;
    fast_solution fast;
    if (optimal) {
        auto answer = solve::solve_optimal(board, set.search);
        if (!answer) return fail(text, where, answer.error().message(), set); // another shape's; a corrupt table
        s = std::move(*answer);
    } else if (!board.is_solvable()) {
        s.status = solve::solve_status::unsolvable;
    } else {
        fast = solve_fast(board, set.search.limits, set.kept_moves);
        s.status = fast.gave_up ? solve::solve_status::gave_up : solve::solve_status::solved;
        s.seconds = fast.seconds;
    }

    const bool solved = s.status == solve::solve_status::solved;
    const bool solvable = s.status != solve::solve_status::unsolvable;
    const bool gave_up = s.status == solve::solve_status::gave_up;
    const std::uint64_t length = optimal ? s.moves.size() : fast.length;
    const bool mtm = set.search.metric == solve::metric::mtm; // also the solution's MTM length
    const std::string effort = optimal ? counted(s.nodes, "node") : counted(fast.length, "move");
    std::string moves; // the letters, unless they are streamed from `replay`
    std::optional<fast_run> replay;
    std::string chunk;
    if (solved) {
        if (optimal) {
            moves = letters(s.moves);
        } else if (fast.length <= set.kept_moves) {
            moves = std::move(fast.letters);
        } else {
            replay.emplace(board);
            chunk.reserve(1 << 16);
        }
    }
    if (set.run_length) moves = run_length(moves);
    std::ostringstream before, after; // the answer's text around the letters
    if (set.json) {
        const auto record = solve_tool::json_record(id, solvable, solved, length, s.nodes, s.seconds, optimal, gave_up,
                                                    solved ? std::optional(solve::mtm_length(s.moves)) : std::nullopt, mtm);
        before << record.before;
        after << record.after;
    } else if (!solvable) {
        before << id << ": not solvable\n";
    } else if (solved) {
        before << id << ": " << counted(length, "move");
        if (mtm) before << ", " << solve::mtm_length(s.moves) << " in MTM (optimal in MTM";
        else before << " (" << (optimal ? "optimal" : "not optimal");
        before << ", " << counted(s.nodes, "node") << ", " << s.seconds << " s)\n";
        after << '\n';
    } else { // one line for each board, as for the others
        before << id << ": gave up after " << effort << ", " << s.seconds << " s\n";
    }
    const std::string head = before.str(), tail = after.str();

    std::cout << head;
    if (replay) write_fast_letters(*replay, chunk, std::cout, set.run_length);
    else std::cout << moves;
    std::cout << tail;
    if (gave_up) {
        std::cerr << "npuzzle-solve: " << where << ": gave up after " << effort << ", " << s.seconds
                  << " s (raise --max-seconds" << (optimal ? " or --max-nodes)\n" : ")\n");
        return false;
    }
    return true;
}

// solve_board(), and a board that runs out of memory (or meets any other failure) fails like a bad
// line: named, an error record with --json, and the next lines still solved.
bool solve_line(const std::string& text, const std::string& where, const settings& set) {
    try {
        return solve_board(text, where, set);
    } catch (const std::bad_alloc&) {
        return fail(text, where, "out of memory", set);
    } catch (const std::exception& e) {
        return fail(text, where, e.what(), set);
    }
}

// The longest line read: the longest game ID of the largest board this tool takes (4096x4096,
// puzzle::max_cells: 151 MB), with room for a second character between numbers ("1, 2, 3"): 168 MB.
// A longer line cannot be a board; it is refused without being held.
constexpr std::size_t max_board_line = max_game_id_length(4096, 4096) + puzzle::max_cells;
static_assert(std::size_t{4096} * 4096 == puzzle::max_cells);

// A closed standard stream's descriptor would go to the next file opened, such as a pattern database
// being saved, which standard error's messages or the output would then overwrite. Each closed one is
// held with /dev/null opened the other way, so reading or writing it still fails as on a closed one.
void hold_closed_standard_streams() {
#if NPUZZLE_SOLVE_POSIX
    for (int fd : {0, 1, 2})
        if (fcntl(fd, F_GETFD) == -1 && errno == EBADF) {
            const int held = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
            if (held >= 0 && held != fd) close(held); // not the lowest free number: leave it closed
        }
#endif
}

// --heuristic's help: the names from the library's list, each pattern set with its shape.
std::string heuristic_names() {
    std::string names;
    for (const solve::heuristic h : solve::all_heuristics) {
        if (!names.empty()) names += ", ";
        names += solve::to_string(h);
        if (const solve::pattern_set* set = solve::pattern_set_of(h))
            names += " (" + std::to_string(set->rows) + "x" + std::to_string(set->cols) + ")";
    }
    return names;
}

int run(int argc, char** argv) {
    settings set;
    const std::string heuristic_help =
        heuristic_names() +
        ". pdb-7-8-dual also looks the 7-8 databases up on the dual board (fewer nodes, more time); pdb-7-8-blank "
        "keeps the 7-tile database by the blank's cell (more memory, fewer nodes), pdb-7-8-blank-both both databases "
        "(2.2 GiB, fewer still). pdb-6-6-6-6-x2, -x3 and -x4 take the largest estimate of two, three and four 6-6-6-6 "
        "partitions (the first is pdb-6-6-6-6's; 60 MiB a table, two more tables a partition), pdb-6-6-6-6-blank-x2 "
        "of two partitions whose tables are kept by the blank's region, pdb-6-6-6-6-blank-x7 of Clausecker and "
        "Reinefeld's seven (14 tables by the blank's region, 304 MiB each, 4.2 GiB). Other than auto, it asks for "
        "the optimal search on every board";
    double max_seconds = 0, whole_run_seconds = 0;
    long long threads = 0; // signed: -1 is refused, not read as 4294967295
    std::string size, cache_dir, max_nodes = "0", notation = "letters", heuristic = "auto", metric = "stm",
                order = "nearest";
    po::options_description visible("Usage: npuzzle-solve [options] [board ...]\n"
                                    "Boards are game IDs (4x4:1,2,...,0 or 4x4#seed) or bare numbers; without\n"
                                    "arguments they are read from standard input, one a line ('#' at the start of a\n"
                                    "line or after a space starts a comment).\n"
                                    "Exit status: 0 when every board was answered (solved, or found not solvable),\n"
                                    "1 when one could not be read or its search gave up (the others are still\n"
                                    "answered) or the output could not be written, 2 on a usage error.\n"
                                    "Options");
    visible.add_options()
        ("help,h", "show this help")
        ("version", "print the version and exit")
        ("optimal", "fewest moves (IDA*); the default on boards up to 4x4, and on any board with --heuristic "
                    "(other than auto) or --max-nodes")
        ("fast", "the constructive solver: any size, not optimal; the default beyond 4x4")
        ("heuristic", po::value(&heuristic)->default_value("auto"), heuristic_help.c_str())
        ("max-seconds", po::value(&max_seconds)->default_value(0),
         "give up a board's search after this long (0: never). Only the search is timed: reading the "
         "board, checking that it is solvable, setting up the solver (seconds on a huge board) and building "
         "a missing pattern database (reported on standard error) come first and are not counted; "
         "--time-limit bounds all of it")
        ("time-limit", po::value(&whole_run_seconds)->default_value(0),
         "end the whole run after this long, set-up included (0: never): a message on standard error and "
         "exit status 1 at once; answers already given stand, the one being written may be cut short")
        ("max-nodes", po::value(&max_nodes)->default_value("0"),
         "give up an optimal search after this many nodes (0: never); asks for the optimal search on "
         "every board")
        ("metric", po::value(&metric)->default_value("stm"),
         "what an optimal solution has fewest of: stm (tiles moved) or mtm (slides of one or more tiles in a "
         "line, as speed-solvers count; its own tables, built in seconds; asks for the optimal search). The "
         "moves are written one letter a tile either way; with mtm the answer also gives the MTM length")
        ("order", po::value(&order)->default_value("nearest"),
         "the order an optimal search tries a position's moves in: nearest (least estimate first) or fixed "
         "(U L R D: never more nodes than a search without duplicate pruning in that order; the same length, "
         "the moves may differ)")
        ("threads", po::value(&threads)->default_value(0),
         "search threads of the optimal search (0: one a core, at most 1024; the mtm metric searches on one); "
         "any number gives the same moves and nodes")
        ("size", po::value(&size), "RxC of bare numbers whose count is not a square")
        ("notation", po::value(&notation)->default_value("letters"),
         "letters (one U D L R a tile moved) or run-length (slidysim's: a count after a letter repeats it, "
         "URDL2UR2)")
        ("cache-dir", po::value(&cache_dir), "pattern database directory (default $XDG_CACHE_HOME/npuzzle or ~/.cache/npuzzle)")
        ("json", "one JSON object a line: board, solvable, length, moves, nodes, seconds (the search's), "
                 "optimal, with --metric mtm \"mtm\" (the MTM length), and \"gave_up\":true when the search gave up; a bad line gives "
                 "{\"input\":...,\"error\":...} instead");
    po::options_description all;
    all.add(visible).add_options()("board", po::value<std::vector<std::string>>())(
        "kept-moves", po::value(&set.kept_moves)); // hidden: lets tests stream small solutions
    po::positional_options_description positional;
    positional.add("board", -1);
    po::variables_map vm;
    // No guessing: --cache is not --cache-dir (it would take a board as the directory).
    po::store(po::command_line_parser(argc, argv)
                  .options(all)
                  .positional(positional)
                  .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
                  .run(),
              vm);
    po::notify(vm);

    if (vm.count("help")) {
        std::cout << visible << '\n';
        return support::written("npuzzle-solve");
    }
    if (vm.count("version")) {
        std::cout << "npuzzle-solve " << NPUZZLE_VERSION << '\n';
        return support::written("npuzzle-solve");
    }
    auto usage = [](const std::string& why) {
        std::cerr << "npuzzle-solve: " << why << " (see --help)\n";
        return 2;
    };
    if (vm.count("optimal") && vm.count("fast")) return usage("--optimal and --fast exclude each other");
    if (vm.count("optimal")) set.optimal = true;
    if (vm.count("fast")) set.optimal = false;
    if (!(max_seconds >= 0)) return usage("--max-seconds must be a number of seconds, 0 or more");
    if (!(whole_run_seconds >= 0)) return usage("--time-limit must be a number of seconds, 0 or more");
    set.search.limits.max_time = std::chrono::duration<double>(max_seconds); // inf: no limit
    const auto [end, error] = std::from_chars(max_nodes.data(), max_nodes.data() + max_nodes.size(),
                                              set.search.limits.max_nodes);
    if (error != std::errc{} || end != max_nodes.data() + max_nodes.size())
        return usage("--max-nodes must be a whole number of nodes, 0 or more");
    if (vm.count("fast"))
        for (const char* option : {"heuristic", "max-nodes"})
            if (!vm[option].defaulted()) return usage(std::string("--") + option + " applies to optimal searches, not --fast");
    if (order != "nearest" && order != "fixed") return usage("--order must be nearest or fixed, not '" + order + "'");
    set.search.order = order == "fixed" ? solve::move_order::fixed : solve::move_order::nearest_first;
    const auto chosen_metric = solve::parse_metric(metric);
    if (!chosen_metric) return usage(chosen_metric.error().message());
    set.search.metric = *chosen_metric;
    if (*chosen_metric == solve::metric::mtm) {
        if (vm.count("fast")) return usage("--metric mtm asks for the optimal search, not --fast");
        if (heuristic != "auto") return usage("--metric mtm uses its own tables: --heuristic must be auto");
        set.optimal = true;
    }
    const auto chosen = solve::parse_heuristic(heuristic);
    if (!chosen) return usage(chosen.error().message());
    set.search.heuristic = *chosen;
    if (threads < 0 || threads > solve::max_search_threads)
        return usage("--threads must be 0 (one a core) to " + std::to_string(solve::max_search_threads));
    set.search.threads = static_cast<unsigned>(threads);
    // A heuristic or a node budget only means something to the optimal search: asking for one asks
    // for that search, on boards beyond 4x4 too.
    if (!vm["max-nodes"].defaulted() || *chosen != solve::heuristic::automatic) set.optimal = true;
    if (vm.count("size")) {
        auto s = parse_board_shape<puzzle>(size);
        if (!s) return usage("--size: " + std::string(s.error().message().view()));
        set.size = *s;
    }
    if (notation != "letters" && notation != "run-length")
        return usage("--notation expects letters or run-length, got '" + notation + "'");
    set.run_length = notation == "run-length";
    // The tool opts in to the XDG cache (the library alone keeps tables in memory only).
    set.search.databases.cache_directory = vm.count("cache-dir") ? std::filesystem::path(cache_dir) : solve::default_cache_directory();
    set.search.databases.log = &std::cerr;
    set.json = vm.count("json") > 0;

    const solve_tool::time_limit whole_run(whole_run_seconds);
    bool all_ok = true;
    int write_error = 0; // errno of the write that failed, if one did
    // Each answer is flushed once given, so a reader sees it at once and --time-limit never loses it.
    if (vm.count("board")) {
        const auto& boards = vm["board"].as<std::vector<std::string>>();
        for (std::size_t i = 0; std::cout && i < boards.size(); ++i) {
            all_ok &= solve_line(boards[i], "argument " + std::to_string(i + 1), set);
            if (!std::cout.flush()) write_error = errno;
        }
    } else {
        // std::cin reads through stdio's stdin (synchronised, the default): its error flag tells a failed
        // read (a directory, a closed descriptor, an I/O error) from the end of the input; errno, cleared
        // before each read, says why.
        support::line_reader reader(*std::cin.rdbuf(), max_board_line);
        solve_tool::board_lines lines(set.size);
        auto solve_all = [&](std::vector<solve_tool::board_text> ready) {
            for (auto& b : ready) {
                if (!std::cout) return;
                all_ok &= b.short_of.empty() ? solve_line(b.text, b.where, set) : fail(b.text, b.where, b.short_of, set);
                if (!std::cout.flush()) write_error = errno;
            }
        };
        std::string line;
        std::size_t length = 0;
        int why = 0;
        for (std::size_t number = 1; std::cout; ++number) {
            errno = 0;
            const support::line_status status = reader.read(line, length);
            why = errno;
            if (std::ferror(stdin)) break; // a line cut short by a read error: reported below, not solved
            if (status == support::line_status::end) {
                solve_all(lines.finish());
                break;
            }
            if (status == support::line_status::too_long) {
                solve_all(lines.add("", number)); // it ends a block, as a blank line does
                all_ok &= fail("", "line " + std::to_string(number),
                               "line too long (" + std::to_string(length) + " characters, at most " +
                                   std::to_string(max_board_line) + ", the longest 4096x4096 board): not read",
                               set);
                continue;
            }
            if (number == 1 && line.starts_with("\xef\xbb\xbf")) line.erase(0, 3); // a UTF-8 byte-order mark
            solve_tool::remove_comment(line);
            solve_all(lines.add(std::move(line), number));
            line = std::string();
        }
        if (std::cout && std::ferror(stdin)) {
            std::cerr << "npuzzle-solve: cannot read standard input: " << std::strerror(why != 0 ? why : EIO) << '\n';
            all_ok = false;
        }
    }
    if (const int status = support::written("npuzzle-solve", write_error)) return status;
    return all_ok ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    support::ignore_sigpipe();
    hold_closed_standard_streams();
    try {
        return run(argc, argv);
    } catch (const po::error& e) { // a bad option or value
        std::cerr << "npuzzle-solve: " << e.what() << " (see --help)\n";
        return 2;
    } catch (const std::exception& e) { // not a usage error: each board's own failures are caught in solve_line
        std::cerr << "npuzzle-solve: " << e.what() << '\n';
        return 1;
    }
}
