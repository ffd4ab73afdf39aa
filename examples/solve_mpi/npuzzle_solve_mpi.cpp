// SPDX-License-Identifier: MIT
// npuzzle-solve-mpi: optimal solutions with the search of each board shared among MPI ranks.
// Rank 0 reads the boards (as npuzzle-solve reads them: arguments, or standard input a line each),
// walks the top of each IDA* iteration and deals its frontier's subtrees to the other ranks as the walk
// reaches them, a few to each rank at a time (--ahead); each of those searches them one after the other
// on one thread and sends back each answer (parallel_ida_star.hpp: rank 0's second walk replays the
// answers as they come, so the moves and node counts are exactly the one-thread search's). It writes npuzzle-solve's --json records, one a line.
//
//   mpirun -np 4 npuzzle-solve-mpi --heuristic pdb-6-6-3 "4x4#1" "4x4#2"
//   mpirun --hostfile hosts -np 64 npuzzle-solve-mpi --heuristic pdb-6-6-6-6 < bench/data/korf24_50.txt
//
// One rank a core (rank 0 mostly waits: it may share a core). Every rank loads (or builds) the tables
// itself, from its own --cache-dir; rank 0 chooses the heuristic and tells the others. A budget
// (--max-seconds) bounds each board's search on every rank: the workers stop a subtree when the
// board's time is up. No wait is unbounded (pulse.hpp): a worker that stops answering (kill -STOP, a
// lost node) ends the run after --worker-timeout seconds with exit status 3, as does rank 0 stopping (the
// workers notice its silence), and --time-limit bounds the whole run (exit status 1) from each rank's
// start: MPI_Init (which waits for every rank: one stopped before or in it holds the others there) and
// table building included.
//
// Exit status: 0 when every board was answered (solved, or found not solvable), 1 when one was bad or
// its search gave up, or the --time-limit ran out, 2 on a usage error, 3 when a rank (a worker, or rank 0)
// stopped answering.
#include "answer_json.hpp"
#include "board_lines.hpp"
#include "pulse.hpp"
#include "time_limit.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/solver.hpp>

#include <mpi.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <deque>
#include <iostream>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

using namespace npuzzle;

namespace {

enum tag : int { board_tag = 1, work_tag, result_tag, quit_tag };

using words = std::vector<unsigned long long>;

void send(const words& w, int to, int t) {
    MPI_Send(w.data(), static_cast<int>(w.size()), MPI_UNSIGNED_LONG_LONG, to, t, MPI_COMM_WORLD);
}
void send(const std::string& s, int to, int t) {
    MPI_Send(s.data(), static_cast<int>(s.size()), MPI_CHAR, to, t, MPI_COMM_WORLD);
}

using solve_tool::mpi_clock;

// The next message from `from` (or anyone), whatever its tag and length, but pulses (pulse.hpp).
struct received {
    MPI_Status status{};
    words numbers;
    std::string text;
};
// Waits until `until` at most; false: nothing came.
bool receive(int from, bool as_text, received& m, solve_tool::worker_watch* watch = nullptr,
             mpi_clock::time_point until = mpi_clock::time_point::max()) {
    if (!solve_tool::next_message(from, m.status, watch, until)) return false;
    int count = 0;
    MPI_Get_count(&m.status, as_text ? MPI_CHAR : MPI_UNSIGNED_LONG_LONG, &count);
    const auto n = static_cast<std::size_t>(count);
    if (as_text) {
        m.text.resize(n);
        MPI_Recv(m.text.data(), count, MPI_CHAR, m.status.MPI_SOURCE, m.status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        m.numbers.resize(n);
        MPI_Recv(m.numbers.data(), count, MPI_UNSIGNED_LONG_LONG, m.status.MPI_SOURCE, m.status.MPI_TAG, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    }
    return true;
}
received receive(int from, bool as_text) {
    received m;
    receive(from, as_text, m);
    return m;
}

struct settings {
    solve::solve_options search;
    shape size{};
    unsigned ahead = 2; // subtrees a rank holds at a time
    double time_limit = 0;     // the whole run, seconds (0: none)
    double worker_timeout = 10; // seconds a worker may be silent
    std::uint64_t least_subtree = solve::default_least_subtree;
    std::vector<std::string> boards; // none: from standard input
    bool help = false;
};

// How much later than rank 0's a worker's --time-limit watchdog fires, once past MPI_Init.
constexpr double worker_grace_seconds = 1;
// The soonest a watchdog fires while MPI_Init runs: Open MPI 4.1's mpirun was seen to hang for good
// (PMIX ERROR: UNREACHABLE) when a rank ended while another was still connecting to it, early in
// MPI_Init; by then a healthy rank is past that, waiting for the rest.
constexpr double init_floor_seconds = 5;

// Rank 0's dealer: each subtree goes out as soon as the walk of the top deals it, in frontier order, to
// the rank holding fewest (up to `ahead` each, so that the next one travels while a rank searches); the
// answers are taken as they come, while the walk goes on. Once a subtree holds a solution, only those
// before it are dealt. An answer from an iteration already over is dropped.
class rank_dealer final : public solve::subtree_dealer {
public:
    rank_dealer(int ranks, unsigned ahead, const solve::budget& limits, solve_tool::worker_watch& watch)
        : ahead_(std::max(ahead, 1u)), limits_(limits), watch_(watch), held_(static_cast<std::size_t>(ranks)) {}

    void begin(unsigned bound) override {
        ++iteration_;
        bound_ = bound;
        subtrees_.clear();
        results_.clear();
        next_ = 0;
        first_found_ = none;
    }

    void deal(std::size_t index, std::span<const direction> path) override {
        words w{iteration_, index, bound_};
        for (direction d : path) w.push_back(static_cast<unsigned long long>(d));
        subtrees_.push_back(std::move(w));
        results_.emplace_back();
        take_answers_waiting();
        hand_out();
    }

    bool solution_found() override { return first_found_ != none; }

    const solve::subtree_result* answer(std::size_t index) override {
        while (!results_[index].done) {
            gave_up_ = gave_up_ || out_of_budget();
            if (gave_up_) return nullptr;
            if (take_answer(deadline())) hand_out();
        }
        return &results_[index];
    }

    void end(std::vector<std::uint64_t>& work) override {
        next_ = subtrees_.size(); // nothing more goes out
        work.clear();
        for (const auto& r : results_) work.push_back(r.nodes);
    }

    // Every subtree still out answered (the answers dropped): before the next board is announced.
    void drain() {
        while (out_ > 0) take_answer(mpi_clock::time_point::max());
    }

    void start() { start_ = clock::now(); }

private:
    using clock = std::chrono::steady_clock;
    static constexpr std::size_t none = ~std::size_t{0};

    void hand_out() {
        while (next_ < subtrees_.size() && next_ <= first_found_ && !gave_up_) {
            std::size_t to = 0; // the rank holding fewest, if any has room
            for (std::size_t rank = 1; rank < held_.size(); ++rank)
                if (held_[rank] < ahead_ && (to == 0 || held_[rank] < held_[to])) to = rank;
            if (to == 0) return;
            send(subtrees_[next_++], static_cast<int>(to), work_tag);
            ++held_[to];
            ++out_;
        }
    }

    void take_answers_waiting() {
        while (true) {
            int waiting = 0;
            MPI_Iprobe(MPI_ANY_SOURCE, result_tag, MPI_COMM_WORLD, &waiting, MPI_STATUS_IGNORE);
            if (!waiting) return;
            take_answer(mpi_clock::time_point::max());
        }
    }

    // The next answer, waited for until `until` (false: none came): "iteration index nodes next_bound
    // pruned_f found done moves...". Not done: the worker's time for the board ran out.
    bool take_answer(mpi_clock::time_point until) {
        received m;
        if (!receive(MPI_ANY_SOURCE, false, m, &watch_, until)) return false;
        --held_[static_cast<std::size_t>(m.status.MPI_SOURCE)];
        --out_;
        if (m.numbers.at(0) != iteration_) return true;
        if (m.numbers.at(6) == 0) { // stopped by its budget
            gave_up_ = true;
            return true;
        }
        const auto index = static_cast<std::size_t>(m.numbers.at(1));
        solve::subtree_result& r = results_.at(index);
        r.nodes = m.numbers.at(2);
        r.next_bound = static_cast<unsigned>(m.numbers.at(3));
        r.pruned_f = static_cast<unsigned>(m.numbers.at(4));
        r.found = m.numbers.at(5) != 0;
        r.done = true;
        for (std::size_t i = 7; i < m.numbers.size(); ++i) r.moves.push_back(static_cast<direction>(m.numbers[i]));
        if (r.found) first_found_ = std::min(first_found_, index);
        return true;
    }

    bool out_of_budget() const { return clock::now() >= deadline(); }
    clock::time_point deadline() const {
        if (!(limits_.max_time.count() > 0) || limits_.max_time.count() > 1e9) return clock::time_point::max();
        return start_ + std::chrono::duration_cast<clock::duration>(limits_.max_time);
    }

    unsigned ahead_;
    solve::budget limits_;
    solve_tool::worker_watch& watch_;
    clock::time_point start_{};
    unsigned long long iteration_ = 0, bound_ = 0;
    std::vector<words> subtrees_;                // this iteration's, as sent
    std::deque<solve::subtree_result> results_;  // their answers (stable while the walk adds more)
    std::size_t next_ = 0, first_found_ = none;
    std::vector<unsigned> held_; // subtrees out at each rank
    std::size_t out_ = 0;
    bool gave_up_ = false;
};

// A worker rank: sets up each board rank 0 announces, searches the subtrees it is dealt, until told to
// quit; its search of a board stops when the board's time is up (`beat`'s stop flag).
void serve(const settings& set, solve_tool::pulse& beat) {
    received m = receive(0, true);
    while (m.status.MPI_TAG == board_tag) {
        // "<heuristic> <seconds the board may take, 0: no limit> <game ID>"
        const std::size_t space = m.text.find(' '), second = m.text.find(' ', space + 1);
        const auto h = solve::parse_heuristic(m.text.substr(0, space));
        const double seconds = std::stod(m.text.substr(space + 1, second - space - 1));
        const auto board = parse_board<puzzle>(m.text.substr(second + 1));
        if (!h || !board) throw std::runtime_error("rank 0 sent a bad board: " + m.text);
        solve::budget limits{};
        if (seconds > 0 && seconds < 1e9) {
            beat.deadline(mpi_clock::now() + std::chrono::duration_cast<mpi_clock::duration>(std::chrono::duration<double>(seconds)));
            limits.stop = &beat.stop_flag();
        } else {
            beat.deadline(mpi_clock::time_point::max());
        }
        bool served = false; // false: the tables were missing and could not be built
        (void)solve::with_heuristic(*h, solve::search_board(*board), set.search,
                                    [&](const solve::search_board& start, auto& heuristic, const solve::duplicate_moves& duplicates) {
            solve::ida_star<std::remove_cvref_t<decltype(heuristic)>> search(start, heuristic, limits, duplicates);
            while (true) {
                MPI_Status status{};
                solve_tool::next_message(0, status, nullptr);
                if (status.MPI_TAG != work_tag) break;
                const received work = receive(0, false);
                // "iteration index bound moves..."
                std::vector<direction> path;
                for (std::size_t i = 3; i < work.numbers.size(); ++i) path.push_back(static_cast<direction>(work.numbers[i]));
                const solve::subtree_result r = solve::search_subtree(search, path, static_cast<unsigned>(work.numbers.at(2)));
                words answer{work.numbers.at(0), work.numbers.at(1), r.nodes, r.next_bound, r.pruned_f, r.found ? 1ull : 0ull,
                             r.done ? 1ull : 0ull};
                for (direction d : r.moves) answer.push_back(static_cast<unsigned long long>(d));
                send(answer, 0, result_tag);
            }
            served = true;
            return result<solve::solution, solve::solve_error>(solve::solution{});
        });
        if (!served) throw std::runtime_error("no pattern databases for " + m.text);
        m = receive(0, true);
    }
}

// Rank 0's answer for one input line, written as npuzzle-solve --json writes it; false if it failed.
bool solve_line(const std::string& text, const std::string& where, const settings& set, int ranks,
                solve_tool::worker_watch& watch) {
    const bool bare = text.find_first_of(":#") == std::string::npos;
    auto parsed = parse_board<puzzle>(text, bare ? set.size : shape{});
    auto fail = [&](std::string_view why) {
        std::cerr << "npuzzle-solve-mpi: " << where << ": " << why << '\n';
        solve_tool::write_json_error(std::cout, text, where, why);
        return false;
    };
    if (!parsed) return fail(parsed.error().message().view());
    const puzzle& board = *parsed;
    std::string id;
    write_game_id(board, std::back_inserter(id));
    if (auto misfit = solve::heuristic_misfit(set.search.heuristic, board.rows(), board.cols())) return fail(misfit->message());
    solve::solution s;
    if (!board.is_solvable()) {
        s.status = solve::solve_status::unsolvable;
    } else {
        const auto chosen = solve::choose_heuristic(set.search.heuristic, board.rows(), board.cols(), set.search.databases);
        if (!chosen) return fail(chosen.error().message());
        const std::string seconds = std::to_string(set.search.limits.max_time.count());
        for (int rank = 1; rank < ranks; ++rank)
            send(std::string(solve::to_string(*chosen)) + " " + seconds + " " + id, rank, board_tag);
        rank_dealer dealer(ranks, set.ahead, set.search.limits, watch);
        dealer.start();
        auto answer = solve::with_heuristic(*chosen, solve::search_board(board), set.search,
                                            [&](const solve::search_board& start, auto& h, const solve::duplicate_moves& duplicates) {
            solve::parallel_ida_star<std::remove_cvref_t<decltype(h)>> search(
                start, h, set.search.limits, dealer, std::size_t{64} * static_cast<std::size_t>(ranks - 1), duplicates,
                set.least_subtree);
            return search.run();
        });
        dealer.drain();
        if (!answer) return fail(answer.error().message());
        s = std::move(*answer);
    }
    const bool solved = s.status == solve::solve_status::solved;
    const bool gave_up = s.status == solve::solve_status::gave_up;
    const auto record = solve_tool::json_record(id, s.status != solve::solve_status::unsolvable, solved, s.moves.size(),
                                                s.nodes, s.seconds, true, gave_up);
    std::cout << record.before;
    for (direction d : s.moves) std::cout << to_letter(d);
    std::cout << record.after << std::flush;
    return !gave_up;
}

// Each line within 80 columns, the width of a terminal.
const char* const usage = "usage: mpirun -np N npuzzle-solve-mpi [--heuristic NAME] [--max-seconds S]\n"
                          "         [--time-limit S] [--worker-timeout S] [--size RxC] [--cache-dir DIR]\n"
                          "         [--ahead N] [--least-subtree N] [--json] [board ...]\n"
                          "N >= 2: rank 0 deals, the others search. Boards as npuzzle-solve takes them;\n"
                          "without arguments, from standard input. Writes npuzzle-solve's --json records\n"
                          "(--json is the default).\n"
                          "--ahead N: subtrees a rank holds at a time (default 2: the next travels while it\n"
                          "searches).\n"
                          "--least-subtree N: subtrees are not split below N nodes of the last iteration\n"
                          "(default 64; more, with --ahead, where a hand-out's round trip is long).\n"
                          "--max-seconds S: each board's search on every rank (then gave_up).\n"
                          "--time-limit S: the whole run from each rank's start, MPI_Init and table\n"
                          "building included (then status 1 at once).\n"
                          "--worker-timeout S: a rank silent for S seconds (a worker, or rank 0: stopped,\n"
                          "lost) ends the run with status 3 (default 10).\n"
                          "Exit status: 0 every board answered, 1 a bad board, a search that gave up or the\n"
                          "time limit, 2 a usage error, 3 a rank stopped answering.\n";

// A whole number from 1 to `most`, for option `name`.
std::uint64_t positive(const std::string& name, const std::string& text, std::uint64_t most) {
    std::uint64_t n = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (error != std::errc{} || end != text.data() + text.size() || n == 0 || n > most)
        throw std::invalid_argument(name + " must be a whole number from 1 to " + std::to_string(most));
    return n;
}

// A number of seconds, 0 or more and finite, for option `name`.
double seconds(const std::string& name, const std::string& text) {
    double s = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), s);
    if (error != std::errc{} || end != text.data() + text.size() || !(s >= 0) || !(s <= 1e9))
        throw std::invalid_argument(name + " must be a number of seconds, 0 or more");
    return s;
}

// The options and boards, read before MPI_Init (so that --time-limit holds from the program's start);
// std::invalid_argument on a usage error.
settings parse(int argc, char** argv) {
    settings set;
    set.search.databases.cache_directory = solve::default_cache_directory();
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw std::invalid_argument(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--help" || arg == "-h") {
            set.help = true;
        } else if (arg == "--heuristic") {
            const auto h = solve::parse_heuristic(value());
            if (!h) throw std::invalid_argument(h.error().message());
            set.search.heuristic = *h;
        } else if (arg == "--cache-dir") {
            set.search.databases.cache_directory = value();
        } else if (arg == "--max-seconds") {
            set.search.limits.max_time = std::chrono::duration<double>(seconds(arg, value()));
        } else if (arg == "--time-limit") {
            set.time_limit = seconds(arg, value());
        } else if (arg == "--worker-timeout") {
            set.worker_timeout = seconds(arg, value());
            if (!(set.worker_timeout > 0)) throw std::invalid_argument("--worker-timeout must be more than 0 seconds");
        } else if (arg == "--size") {
            auto s = parse_board_shape<puzzle>(value());
            if (!s) throw std::invalid_argument("--size: " + std::string(s.error().message().view()));
            set.size = *s;
        } else if (arg == "--ahead") {
            set.ahead = static_cast<unsigned>(positive(arg, value(), 1000));
        } else if (arg == "--least-subtree") {
            set.least_subtree = positive(arg, value(), ~std::uint64_t{0});
        } else if (arg == "--json") {
        } else if (arg.starts_with("--")) {
            throw std::invalid_argument("unknown option " + arg);
        } else {
            set.boards.push_back(arg);
        }
    }
    return set;
}

// `pulses`: MPI can be called from a second thread; `pulse_comm`: rank 0's pulses to the workers (pulse.hpp).
int run(settings set, int rank, int ranks, bool pulses, MPI_Comm pulse_comm) {
    if (set.help) {
        if (rank == 0) std::cout << usage;
        return 0;
    }
    if (ranks < 2) throw std::invalid_argument("needs 2 ranks or more (mpirun -np N, N >= 2)");
    if (rank != 0) {
        solve_tool::pulse beat(pulses, rank, ranks, pulse_comm, std::chrono::duration<double>(set.worker_timeout));
        serve(set, beat);
        return 0;
    }
    // Stopped before the workers are told to quit: no pulse goes to a rank that has ended.
    auto beat = std::make_unique<solve_tool::pulse>(pulses, 0, ranks, pulse_comm, std::chrono::duration<double>(0));
    if (!pulses) std::cerr << "npuzzle-solve-mpi: this MPI cannot send from a second thread: a stopped worker will not be noticed\n";
    solve_tool::worker_watch watch(ranks, std::chrono::duration<double>(pulses ? set.worker_timeout : 0));
    set.search.databases.log = &std::cerr;
    bool all_ok = true;
    if (!set.boards.empty()) {
        for (std::size_t i = 0; i < set.boards.size(); ++i)
            all_ok &= solve_line(set.boards[i], "argument " + std::to_string(i + 1), set, ranks, watch);
    } else {
        solve_tool::board_lines lines(set.size);
        auto solve_all = [&](std::vector<solve_tool::board_text> ready) {
            for (auto& b : ready) all_ok &= solve_line(b.text, b.where, set, ranks, watch);
        };
        std::string line;
        for (std::size_t number = 1; std::getline(std::cin, line); ++number) {
            solve_tool::remove_comment(line);
            solve_all(lines.add(std::move(line), number));
            line = std::string();
        }
        solve_all(lines.finish());
    }
    beat.reset();
    for (int r = 1; r < ranks; ++r) send(std::string(), r, quit_tag);
    return all_ok ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    settings set;
    std::string usage_error;
    try {
        set = parse(argc, argv);
    } catch (const std::invalid_argument& e) {
        usage_error = e.what();
    }
    // Armed before MPI_Init, on every rank, and kept past MPI_Finalize: a rank stopped before or inside
    // MPI_Init (where no pulse runs yet) holds the others there, and their watchdogs end the run (at
    // init_floor_seconds at the soonest).
    solve_tool::time_limit whole_run(usage_error.empty() ? set.time_limit : 0, "npuzzle-solve-mpi");
    whole_run.end_at(std::chrono::duration<double>(std::max(set.time_limit, init_floor_seconds)));
    int provided = MPI_THREAD_SINGLE;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    // Past MPI_Init rank 0 keeps the limit (at once if it has passed) and says so once; a worker's
    // watchdog ends the run a moment later only if rank 0 cannot.
    whole_run.end_at(std::chrono::duration<double>(set.time_limit + (rank != 0 ? worker_grace_seconds : 0)));
    MPI_Comm pulse_comm = MPI_COMM_NULL;
    MPI_Comm_dup(MPI_COMM_WORLD, &pulse_comm);
    int status = 0;
    try {
        if (!usage_error.empty()) throw std::invalid_argument(usage_error);
        status = run(std::move(set), rank, ranks, provided >= MPI_THREAD_MULTIPLE, pulse_comm);
    } catch (const std::invalid_argument& e) { // every rank sees the same arguments: rank 0 says it
        if (rank == 0) std::cerr << "npuzzle-solve-mpi: " << e.what() << "\n" << usage;
        status = 2;
    } catch (const std::exception& e) {
        std::cerr << "npuzzle-solve-mpi: rank " << rank << ": " << e.what() << '\n';
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    MPI_Comm_free(&pulse_comm);
    MPI_Finalize();
    return status;
}
