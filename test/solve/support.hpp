// SPDX-License-Identifier: MIT
// Shared by the solver tests: exact distances by breadth-first search over every board of a small
// shape, and the published instance files of bench/data.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/metric.hpp>
#include <npuzzle/solve/solver.hpp>

#include <boost/test/unit_test.hpp>

#include <array>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace npuzzle::test {

// The pattern databases' options of the solver tests: tables built once into the build tree's cache.
inline solve::database_options test_databases() {
    solve::database_options o;
    o.cache_directory = NPUZZLE_TEST_CACHE;
    return o;
}

// A board of at most 16 cells as 4 bits a cell.
template <class Board>
std::uint64_t key_of(const Board& b) {
    std::uint64_t key = 0;
    for (auto t : b.tiles()) key = (key << 4) | t;
    return key;
}

// The board whose key_of is `key`.
template <class Board>
Board board_of(std::uint64_t key) {
    std::array<unsigned, Board{}.size()> tiles{};
    for (std::size_t c = tiles.size(); c-- > 0; key >>= 4) tiles[c] = static_cast<unsigned>(key & 15);
    return *Board::from_tiles(tiles);
}

// The distance of every solvable board of the shape from the goal (moves are reversible), in STM
// (one tile a move) or MTM (a jump of the blank along a line, 1..k tiles, is one move); with
// `deepest`, of every board at most that far (a shape too large to search whole, such as 3x4).
template <class Board>
std::unordered_map<std::uint64_t, unsigned> distances_from_goal(solve::metric metric = solve::metric::stm,
                                                                unsigned deepest = ~0u) {
    std::unordered_map<std::uint64_t, unsigned> distance;
    std::vector<Board> level{Board{}};
    distance.emplace(key_of(Board{}), 0);
    for (unsigned depth = 1; !level.empty() && depth <= deepest; ++depth) {
        std::vector<Board> next;
        for (const Board& b : level)
            for (direction d : b.legal_moves()) {
                Board c = b;
                while (c.move(d) == move_outcome::moved) {
                    if (distance.emplace(key_of(c), depth).second) next.push_back(c);
                    if (metric == solve::metric::stm) break;
                }
            }
        level = std::move(next);
    }
    return distance;
}

// The STM distances of every board of a shape, searched once in a test program and shared by its
// tests (each search of the 8-puzzle's 181,440 boards takes seconds under the sanitizers).
template <class Board>
const std::unordered_map<std::uint64_t, unsigned>& every_distance() {
    static const auto distances = distances_from_goal<Board>();
    return distances;
}

// NPUZZLE_TEST_SAMPLED (CMake defines it with NPUZZLE_TESTS_SAMPLED, on by default with
// NPUZZLE_SANITIZE; the CI's libc++ build sets it too): the same code run on less. Under the
// sanitizers the whole took five minutes of the CI's phase; the libc++ build checks that the other
// standard library gives the same answers, which a sample shows; the optimised builds run it all.
// The exhaustive checks visit every 16th board of a shape (still thousands), and a count a test
// expects of the whole set it expects of the sample times the stride; the tests of the 3x4 tables by
// the blank, whose 20-million-entry table took minutes to build under the sanitizers, are left out:
// check_by_blank's 3x3 and 2x4 tables run the same builder, lookups and incremental updates.
#ifdef NPUZZLE_TEST_SAMPLED
inline constexpr unsigned sample_stride = 16;
inline constexpr bool sampling = true; // fewer boards, walks and tables of a kind checked already
#else
inline constexpr unsigned sample_stride = 1;
inline constexpr bool sampling = false;
#endif

// Every sample_stride-th entry of `all` (boards and their distances).
template <class Map>
std::vector<std::pair<typename Map::key_type, typename Map::mapped_type>> sampled(const Map& all) {
    std::vector<std::pair<typename Map::key_type, typename Map::mapped_type>> some;
    some.reserve(all.size() / sample_stride + 1);
    std::size_t i = 0;
    for (const auto& entry : all)
        if (i++ % sample_stride == 0) some.push_back(entry);
    return some;
}

template <class Board, class Moves>
bool solves(Board b, const Moves& moves) {
    for (direction d : moves)
        if (b.move(d) != move_outcome::moved) return false;
    return b.is_solved();
}

struct instance {
    std::string tiles; // "t t t ..." as in the file
    unsigned length;
};

// The lines of a bench/data file: 16 or 25 tiles, the published length, maybe more columns.
inline std::vector<instance> read_instances(const std::string& file, std::size_t cells) {
    std::ifstream in(std::string(NPUZZLE_BENCH_DATA) + "/" + file);
    std::vector<instance> all;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        instance i{};
        for (std::size_t c = 0; c < cells; ++c) {
            std::string t;
            words >> t;
            i.tiles += (c ? " " : "") + t;
        }
        words >> i.length;
        all.push_back(i);
    }
    return all;
}

// solve_optimal's answer, which must be a value (not a solve_error).
template <class Board>
solve::solution answer(const Board& b, const solve::solve_options& o) {
    auto r = solve::solve_optimal(b, o);
    BOOST_TEST_REQUIRE(r.has_value(), (r.has_value() ? std::string() : r.error().message()));
    return std::move(*r);
}

} // namespace npuzzle::test
