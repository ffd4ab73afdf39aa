// SPDX-License-Identifier: MIT
// The optimal solver on published instance sets: every length is compared with the published one,
// and the table shows nodes, seconds, nodes per second and mean milliseconds per instance. It prints
// figures and never asserts a time; the exit status says only whether every length matched. "cpu s"
// is the search thread's CPU time (with --threads above 1, the whole process's): on a shared machine
// wall time also counts others' work. --verbose prints each instance, with its nodes generated (the
// table's count) and, from one search thread, its nodes expanded (Clausecker's 24-puzzle solver's count).
// Exit status: 0 when every length found matched, 1 when one did not or the output could not be
// written (quietly when the reader closed the pipe), 2 on a usage error or a bad data file (unreadable, empty, a bad line, an unsolvable board).
//
//   npuzzle-bench-optimal                              Korf's 100 with pdb-7-8, pdb-7-8-dual, pdb-6-6-3, pdb-5-5-5
//   npuzzle-bench-optimal --set hardest80 --heuristic pdb-7-8
//   npuzzle-bench-optimal --heuristic manhattan --first 10     raw IDA* speed
//   npuzzle-bench-optimal --set korf24 --instance 38 --instance 40 --verbose   pdb-6-6-6-6 (built on first use)
//   npuzzle-bench-optimal --set hardest80 --heuristic pdb-7-8 --threads 2       parallel IDA*
//   npuzzle-bench-optimal --set hardest80 --heuristic pdb-7-8 --subtrees s.txt  each iteration's subtree sizes
//                                                      (bench/schedule_simulation.py reads them)
//   npuzzle-bench-optimal --set korf24 --heuristic pdb-6-6-6-6-blank-x7 --order fixed   children in one fixed order
//                                                      (duplicate_moves.hpp): no more nodes than Clausecker's
//   npuzzle-bench-optimal --set korf24 --instance 38 --heuristic pdb-6-6-6-6-blank-x7 --threads 1 --subtrees s.txt
//                                                      each iteration's nodes: how far into the last one the solution was
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/parallel_ida_star.hpp> // iteration_record, default_least_subtree
#include <npuzzle/solve/pattern_cache.hpp>     // default_cache_directory, load_pattern_set
#include <npuzzle/solve/solver.hpp>
#include <npuzzle/solve/solver_search.hpp> // choose_heuristic (the searches stay in npuzzle::solve's library)

#include <output.hpp>

#include <sys/resource.h>
#include <time.h>

#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

using namespace npuzzle;

namespace {

const char* const program = "npuzzle-bench-optimal";

struct instance {
    puzzle board;
    unsigned length;
    std::size_t number; // in the set, from 1
};

struct data_set {
    std::string name, file;
    std::size_t side;
};

const data_set sets[] = {{"korf100", "korf100.txt", 4}, {"hardest80", "hardest80.txt", 4}, {"korf24", "korf24_50.txt", 5}};

// The instances of `set` in `directory`. A bad line, an unsolvable board (its published length would
// be false) or a file without instances is an error that names the file (and the line).
std::vector<instance> read_set(const data_set& set, const std::string& directory) {
    const std::string path = directory + "/" + set.file;
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::vector<instance> all;
    std::size_t number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '#') continue;
        std::istringstream words(line);
        std::string tiles, t;
        for (std::size_t i = 0; i < set.side * set.side && words >> t; ++i) tiles += t + " ";
        unsigned length = 0;
        words >> length;
        auto b = parse_board<puzzle>(tiles, {set.side, set.side});
        const std::string where = path + " line " + std::to_string(number) + ": ";
        if (!b || length == 0)
            throw std::runtime_error(where + (b ? "no length" : std::string(b.error().message().view())));
        if (!b->is_solvable()) throw std::runtime_error(where + "the board is not solvable");
        all.push_back({*b, length, all.size() + 1});
    }
    if (in.bad()) throw std::runtime_error("cannot read " + path);
    if (all.empty()) throw std::runtime_error("no instances in " + path);
    return all;
}

// The value of option `name`: digits only (no sign, no exponent), from `least` to `most`.
std::uint64_t whole_number(const std::string& name, const std::string& text, std::uint64_t least,
                           std::uint64_t most = UINT64_MAX) {
    std::uint64_t n = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    const bool whole = error == std::errc{} && end == text.data() + text.size();
    if (error == std::errc::result_out_of_range || (whole && n > most))
        throw std::runtime_error(name + " expects a whole number up to " + std::to_string(most) + ", got '" + text + "'");
    if (!whole || n < least)
        throw std::runtime_error(name + " expects a whole number, " + std::to_string(least) + " or more, got '" +
                                 text + "'");
    return n;
}

// --max-seconds as npuzzle-solve takes it: a number of seconds, 0 or more (0 or inf: no limit); not
// nan, not negative, nothing after the number.
double max_seconds(const std::string& text) {
    double s = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), s);
    if (error != std::errc{} || end != text.data() + text.size() || text[0] == '-' || !(s >= 0))
        throw std::runtime_error("--max-seconds must be a number of seconds, 0 or more, got '" + text + "'");
    return s;
}

// CPU time of this thread: on a shared machine, wall time also counts other people's work.
double thread_cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// The whole process's CPU time (every search thread's).
double process_cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// A board solved by parallel IDA* run here (not through solve_optimal) so that its iterations can be
// written to `out`, a line each (bench/schedule_simulation.py reads them), with the heuristic
// solve_optimal would build (with_heuristic: any pattern set, several partitions maxed too):
// "instance N bound B nodes S depth D deepest E top T dealing W solution X subtrees n:d:r ...": the
// serial search's nodes in the iteration, the frontier's least and greatest depths (0: searched by one
// thread), the nodes the top walked (both walks) and of those the walk that dealt the frontier, the index
// of the subtree holding the solution (-1: none), and for each subtree in frontier order its nodes, the
// dealing walk's nodes before it was dealt and the replay's before its answer was taken (-1: skipped).
solve::solution solve_recording(const instance& in, const solve::solve_options& options, std::size_t frontier,
                                std::uint64_t least_subtree, std::ostream& out) {
    if (!solve::pattern_set_of(options.heuristic)) throw std::runtime_error("--subtrees needs a pattern-database heuristic");
    const solve::search_board start(in.board);
    auto answer = solve::with_heuristic(options.heuristic, start, options, [&](const solve::search_board& origin, auto& h,
                                                                              const solve::duplicate_moves& duplicates) {
        using searched = std::remove_cvref_t<decltype(h)>;
        solve::parallel_ida_star<searched> search(origin, h, options.limits, solve::search_threads(options.threads),
                                                  duplicates, frontier, least_subtree);
        auto solved = search.run();
        for (const auto& r : search.iterations()) {
            out << "instance " << in.number << " bound " << r.bound << " nodes " << r.nodes << " depth " << r.depth
                << " deepest " << r.deepest << " top " << r.top_nodes << " dealing " << r.dealing_nodes << " solution "
                << (r.solution_subtree == solve::iteration_record::no_solution ? -1
                                                                                : static_cast<long long>(r.solution_subtree))
                << " subtrees";
            for (const auto& t : r.subtrees) {
                out << ' ' << t.nodes << ':' << t.dealt_at << ':';
                if (t.replayed_at == solve::iteration_record::not_replayed) out << -1;
                else out << t.replayed_at;
            }
            out << '\n';
        }
        return solved;
    });
    if (!answer) throw std::runtime_error("instance " + std::to_string(in.number) + ": " + answer.error().message());
    if (!out) throw std::runtime_error("cannot write the subtrees' file");
    return *answer;
}

long peak_resident_mib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

} // namespace

int main(int argc, char** argv) try {
    npuzzle::support::ignore_sigpipe(); // a closed output is a failed write: support/output.hpp
    std::string set_name = "korf100", directory = NPUZZLE_BENCH_DATA;
    std::vector<std::string> heuristics;
    std::uint64_t first = 0;
    std::vector<std::uint64_t> picked; // --instance: numbers in the set, from 1
    bool verbose = false;
    std::string subtrees_file;
    std::size_t frontier = 0;
    std::uint64_t least_subtree = solve::default_least_subtree;
    // --help's lines within 80 columns, the width of a terminal.
    const std::string usage = "[--set korf100|hardest80|korf24]\n"
                              "    [--heuristic NAME]... [--first N] [--instance N]... [--max-seconds S]\n"
                              "    [--max-nodes N] [--cache-dir DIR] [--data DIR] [--verbose]\n"
                              "    [--with-duplicates] [--order nearest|fixed] [--threads N]\n"
                              "    [--subtrees FILE [--frontier N] [--least-subtree N]]";
    solve::solve_options options;
    options.databases.cache_directory = solve::default_cache_directory(); // the tool opts in; --cache-dir overrides
    options.databases.log = &std::cerr;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw std::runtime_error(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--set") set_name = value();
        else if (arg == "--heuristic") heuristics.push_back(value());
        else if (arg == "--first") first = whole_number(arg, value(), 1);
        else if (arg == "--instance") picked.push_back(whole_number(arg, value(), 1));
        else if (arg == "--max-seconds") options.limits.max_time = std::chrono::duration<double>(max_seconds(value()));
        else if (arg == "--max-nodes") options.limits.max_nodes = whole_number(arg, value(), 0);
        else if (arg == "--cache-dir") options.databases.cache_directory = value();
        else if (arg == "--data") directory = value();
        else if (arg == "--verbose") verbose = true;
        else if (arg == "--with-duplicates") options.skip_duplicates = false;
        else if (arg == "--order") {
            const std::string order = value();
            if (order != "nearest" && order != "fixed")
                throw std::runtime_error("--order takes nearest or fixed, not " + order);
            options.order = order == "fixed" ? solve::move_order::fixed : solve::move_order::nearest_first;
        }
        else if (arg == "--threads") options.threads = static_cast<unsigned>(whole_number(arg, value(), 0, solve::max_search_threads));
        else if (arg == "--subtrees") subtrees_file = value();
        else if (arg == "--frontier") frontier = whole_number(arg, value(), 1);
        else if (arg == "--least-subtree") least_subtree = whole_number(arg, value(), 1);
        else if (arg == "--help") {
            std::printf("usage: npuzzle-bench-optimal %s\n", usage.c_str());
            return support::written(program);
        } else throw std::runtime_error("unknown argument " + arg + " (see --help)");
    }
    const data_set* set = nullptr;
    for (const auto& s : sets)
        if (s.name == set_name) set = &s;
    if (!set) throw std::runtime_error("unknown set " + set_name);
    if (heuristics.empty())
        heuristics = set->side == 4 ? std::vector<std::string>{"pdb-7-8", "pdb-7-8-dual", "pdb-6-6-3", "pdb-5-5-5"}
                                    : std::vector<std::string>{"pdb-6-6-6-6"};
    auto instances = read_set(*set, directory);
    if (first != 0 && first < instances.size()) instances.resize(first);
    if (!picked.empty()) {
        std::vector<instance> chosen;
        for (std::uint64_t number : picked) {
            if (number > instances.size())
                throw std::runtime_error("--instance " + std::to_string(number) + " is out of range: " +
                                         (first != 0 ? "--first " + std::to_string(first) + " keeps" : set->name + " has") +
                                         " instances 1 to " + std::to_string(instances.size()));
            chosen.push_back(instances[number - 1]);
        }
        instances = std::move(chosen);
    }

    std::ofstream subtrees;
    if (!subtrees_file.empty()) {
        subtrees.open(subtrees_file);
        if (!subtrees) throw std::runtime_error("cannot write " + subtrees_file);
    }
    const unsigned threads = solve::search_threads(options.threads);
    std::printf("%s: %zu instances, %u search thread%s%s\n", set->name.c_str(), instances.size(), threads,
                threads == 1 ? "" : "s", options.order == solve::move_order::fixed ? ", children in fixed order" : "");
    std::printf("%-16s %8s %8s %14s %10s %10s %12s %10s %12s\n", "heuristic", "optimal", "gave up", "nodes",
                "seconds", "cpu s", "nodes/s", "ms/inst", "nodes/inst");
    if (support::written(program) != 0) return 1; // before building any database
    bool all_match = true;
    for (const auto& name : heuristics) {
        const auto asked = solve::parse_heuristic(name);
        if (!asked) throw std::runtime_error(asked.error().message());
        // Load (or build) the databases before the clock starts: the table shows search time only. "auto" is
        // made concrete here, once (it reads the cached tables to choose), so no instance pays for that either.
        const auto start = std::chrono::steady_clock::now();
        const auto chosen = solve::choose_heuristic(*asked, set->side, set->side, options.databases);
        if (!chosen) throw std::runtime_error(chosen.error().message());
        options.heuristic = *chosen;
        const std::string chosen_name(solve::to_string(*chosen));
        if (chosen_name != name) std::fprintf(stderr, "%s: %s\n", name.c_str(), chosen_name.c_str());
        if (const auto* patterns = solve::pattern_set_of(*chosen)) {
            if (solve::load_pattern_set(*patterns, options.databases).empty())
                throw std::runtime_error(chosen_name + ": its pattern databases could not be loaded or built");
            std::fprintf(stderr, "%s: databases ready in %.2f s, peak resident %ld MiB\n", chosen_name.c_str(),
                         std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                         peak_resident_mib());
        }
        // The duplicate-move automaton too (built on first use, about 15 ms): setup, like the tables.
        (void)solve::duplicate_moves::standard(options.order);
        std::uint64_t nodes = 0;
        double seconds = 0, cpu = 0;
        std::size_t optimal = 0, gave_up = 0;
        for (std::size_t i = 0; i < instances.size(); ++i) {
            // One thread: its CPU time. More: the process's, every thread's.
            auto cpu_now = threads == 1 ? thread_cpu_seconds : process_cpu_seconds;
            const double cpu_start = cpu_now();
            const auto answer = subtrees.is_open()
                                    ? result<solve::solution, solve::solve_error>(solve_recording(instances[i], options, frontier, least_subtree, subtrees))
                                    : solve::solve_optimal(instances[i].board, options);
            const double instance_cpu = cpu_now() - cpu_start;
            cpu += instance_cpu;
            if (!answer) throw std::runtime_error("instance " + std::to_string(instances[i].number) + ": " +
                                                  answer.error().message());
            const solve::solution& s = *answer;
            nodes += s.nodes;
            seconds += s.seconds;
            const bool solved = s.status == solve::solve_status::solved;
            gave_up += !solved; // read_set() let no unsolvable board in
            optimal += solved && s.moves.size() == instances[i].length;
            if (solved && s.moves.size() != instances[i].length) {
                all_match = false;
                std::fprintf(stderr, "instance %zu: %zu moves, published %u\n", instances[i].number, s.moves.size(),
                             instances[i].length);
            }
            if (verbose)
                std::fprintf(stderr, "  %3zu  %3u  %s  %12llu nodes  %8.4f s  %8.3f cpu s  %12llu expanded\n",
                             instances[i].number, instances[i].length, solved ? "solved " : "gave up",
                             static_cast<unsigned long long>(s.nodes), s.seconds, instance_cpu,
                             static_cast<unsigned long long>(s.expanded));
        }
        const double n = static_cast<double>(instances.size());
        std::printf("%-16s %4zu/%-3zu %8zu %14llu %10.3f %10.3f %12.0f %10.3f %12.0f\n", name.c_str(), optimal,
                    instances.size(), gave_up, static_cast<unsigned long long>(nodes), seconds, cpu,
                    seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0, 1000 * seconds / n,
                    static_cast<double>(nodes) / n);
        if (support::written(program) != 0) return 1;
    }
    std::printf("peak resident memory: %ld MiB\n", peak_resident_mib());
    if (support::written(program) != 0) return 1;
    return all_match ? 0 : 1;
} catch (const std::exception& e) {
    std::cerr << "npuzzle-bench-optimal: " << e.what() << '\n';
    return 2;
}
