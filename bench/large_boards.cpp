// SPDX-License-Identifier: MIT
// Large boards: the constructive solver on seeded random n x n boards, its moves streamed (counted,
// never stored). Prints, per size: seconds, moves, moves / n^3 (Parberry 2015 measured 8/3 for his
// greedy algorithm) and the ratio to the Manhattan lower bound, averaged over the seeds.
//
//   npuzzle-bench-large [--sizes 10,30,100,300,1000] [--seeds N] [--first-seed S]
//
// Exit status: 0 when every board was solved, 1 when one was not or the output could not be written
// (quietly when the reader closed the pipe), 2 on a usage error.
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/narrow.hpp>
#include <npuzzle/core/random.hpp>

#include <output.hpp>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace {

const char* const program = "npuzzle-bench-large";

struct options {
    std::vector<std::size_t> sizes{10, 30, 100, 300, 1000};
    std::uint64_t seeds = 1;
    std::uint64_t first_seed = 1;
};

bool parse_number(std::string_view text, std::uint64_t& value) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc{} && end == text.data() + text.size();
}

// Reads the command line into `o`; on a mistake prints what is wrong and returns false.
bool parse(int argc, char** argv, options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::printf("usage: npuzzle-bench-large [--sizes 10,30,100,300,1000] [--seeds N]\n"
                        "    [--first-seed S]\n"
                        "Solves seeded random n x n boards with the constructive solver, moves counted as\n"
                        "they stream, and prints seconds, moves, moves/n^3 and moves/Manhattan bound.\n");
            std::exit(npuzzle::support::written(program));
        }
        if (arg != "--sizes" && arg != "--seeds" && arg != "--first-seed") {
            std::fprintf(stderr, "npuzzle-bench-large: unknown option '%s' (try --help)\n", argv[i]);
            return false;
        }
        if (i + 1 == argc) {
            std::fprintf(stderr, "npuzzle-bench-large: %s needs a value\n", argv[i]);
            return false;
        }
        const std::string_view value = argv[++i];
        if (arg == "--sizes") {
            o.sizes.clear();
            std::size_t start = 0;
            while (start <= value.size()) {
                const std::size_t comma = std::min(value.find(',', start), value.size());
                std::uint64_t n = 0;
                const std::string_view item = value.substr(start, comma - start);
                if (!parse_number(item, n) || n < 2 || n > 4096) {
                    std::fprintf(stderr, "npuzzle-bench-large: size '%.*s' is not a number from 2 to 4096\n",
                                 static_cast<int>(item.size()), item.data());
                    return false;
                }
                o.sizes.push_back(npuzzle::detail::narrow<std::size_t>(n));
                start = comma + 1;
            }
        } else {
            std::uint64_t n = 0;
            if (!parse_number(value, n) || (arg == "--seeds" && n == 0)) {
                std::fprintf(stderr, "npuzzle-bench-large: %s wants a %s number, got '%s'\n", argv[i - 1],
                             arg == "--seeds" ? "positive" : "non-negative", argv[i]);
                return false;
            }
            (arg == "--seeds" ? o.seeds : o.first_seed) = n;
        }
    }
    // The last seed, first_seed + seeds - 1, must be a seed too: no wrapping around past the largest.
    if (o.seeds - 1 > UINT64_MAX - o.first_seed) {
        std::fprintf(stderr, "npuzzle-bench-large: --first-seed %llu with --seeds %llu goes past the largest seed, %llu\n",
                     static_cast<unsigned long long>(o.first_seed), static_cast<unsigned long long>(o.seeds),
                     static_cast<unsigned long long>(UINT64_MAX));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    npuzzle::support::ignore_sigpipe(); // a closed output is a failed write: support/output.hpp
    options o;
    if (!parse(argc, argv, o)) return 2;
    std::printf("constructive solver, seeded random n x n boards (seeds %llu..%llu), moves streamed\n",
                static_cast<unsigned long long>(o.first_seed),
                static_cast<unsigned long long>(o.first_seed + o.seeds - 1));
    std::printf("%6s %6s %10s %14s %10s %16s\n", "n", "seeds", "seconds", "moves", "moves/n^3", "moves/Manhattan");
    if (npuzzle::support::written(program) != 0) return 1;
    for (const std::size_t n : o.sizes) {
        double seconds = 0, moves = 0, ratio = 0;
        bool all_solved = true;
        for (std::uint64_t i = 0; i < o.seeds; ++i) { // counted, not compared with the last: it may be the largest
            const std::uint64_t seed = o.first_seed + i;
            auto board = npuzzle::random_board(*npuzzle::puzzle::solved(n, n), seed);
            const double manhattan = static_cast<double>(board.manhattan_distance());
            const auto start = std::chrono::steady_clock::now();
            npuzzle::constructive_solver solver(board);
            std::uint64_t count = 0;
            while (solver.next() != npuzzle::direction::none) ++count;
            seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            all_solved = all_solved && board.is_solved();
            moves += static_cast<double>(count);
            ratio += static_cast<double>(count) / manhattan;
        }
        const double k = static_cast<double>(o.seeds), cube = static_cast<double>(n) * static_cast<double>(n) * static_cast<double>(n);
        std::printf("%6zu %6llu %10.3f %14.0f %10.3f %16.2f%s\n", n, static_cast<unsigned long long>(o.seeds),
                    seconds / k, moves / k, moves / k / cube, ratio / k, all_solved ? "" : "  NOT SOLVED");
        if (npuzzle::support::written(program) != 0 || !all_solved) return 1;
    }
    return 0;
}
