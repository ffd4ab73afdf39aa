// SPDX-License-Identifier: MIT
// is_solvable against the ground truth: a breadth-first search from the goal finds exactly the
// boards that can be solved (moves are reversible), so every permutation of the small shapes is
// classified both ways and compared. Random walks and slides never change a board's class.
#include <npuzzle/core/board.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/random.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <deque>
#include <numeric>
#include <unordered_set>
#include <vector>

using npuzzle::basic_puzzle;
using npuzzle::puzzle;

namespace {

template <std::size_t Rows, std::size_t Cols>
std::unordered_set<basic_puzzle<Rows, Cols>> reachable_from_goal() {
    std::unordered_set<basic_puzzle<Rows, Cols>> seen{basic_puzzle<Rows, Cols>{}};
    std::deque<basic_puzzle<Rows, Cols>> queue{basic_puzzle<Rows, Cols>{}};
    while (!queue.empty()) {
        const auto board = queue.front();
        queue.pop_front();
        for (auto d : board.legal_moves()) {
            auto next = board;
            next.move(d);
            if (seen.insert(next).second) queue.push_back(next);
        }
    }
    return seen;
}

template <std::size_t Rows, std::size_t Cols>
void compare_with_search() {
    const auto reachable = reachable_from_goal<Rows, Cols>();
    std::vector<int> tiles(Rows * Cols);
    std::iota(tiles.begin(), tiles.end(), 0);
    std::size_t permutations = 0, solvable = 0, disagreements = 0, dynamic_disagreements = 0;
    do {
        const auto board = basic_puzzle<Rows, Cols>::from_tiles(tiles);
        BOOST_TEST_REQUIRE(board.has_value());
        const bool truth = reachable.contains(*board);
        ++permutations;
        solvable += truth;
        disagreements += board->is_solvable() != truth;
        // The runtime-sized board runs the same code; a sample of every 8th permutation checks it.
        if (permutations % 8 == 0) dynamic_disagreements += puzzle::copy_of(*board).is_solvable() != truth;
    } while (std::next_permutation(tiles.begin(), tiles.end()));

    BOOST_TEST_MESSAGE(Rows << "x" << Cols << ": " << permutations << " permutations, " << solvable
                            << " reachable from the goal by BFS, " << disagreements
                            << " disagreements with is_solvable (" << dynamic_disagreements
                            << " for npuzzle::puzzle)");
    BOOST_TEST(disagreements == 0u);
    BOOST_TEST(dynamic_disagreements == 0u);
    BOOST_TEST(solvable * 2 == permutations); // exactly half of all permutations, as theory says
    BOOST_TEST(solvable == reachable.size());
}

// A board of the other class: the goal with tiles 1 and 2 swapped.
template <class Board>
Board swap_first_two(Board b) {
    std::vector<std::uint32_t> tiles(b.tiles().begin(), b.tiles().end());
    std::swap(tiles[0], tiles[1]);
    BOOST_TEST_REQUIRE(!b.assign(tiles));
    return b;
}

// Random moves (some into walls) and random clicks: the class never changes, the blank index
// always points at the blank, and the tiles stay a permutation.
template <class Board>
void random_walk(Board b, std::uint64_t seed) {
    const bool solvable = b.is_solvable();
    npuzzle::pcg32 rng(seed);
    std::size_t moved = 0;
    for (int step = 0; step < 3000; ++step) {
        if (rng.below(4) == 0) {
            const npuzzle::cell target{rng.below(static_cast<std::uint32_t>(b.rows())),
                                       rng.below(static_cast<std::uint32_t>(b.cols()))};
            moved += b.slide(target).tiles;
        } else {
            moved += b.move(npuzzle::all_directions[rng.below(4)]) == npuzzle::move_outcome::moved;
        }
        if (b.is_solvable() != solvable || b[b.blank_index()] != 0) {
            BOOST_TEST_REQUIRE((b.is_solvable() == solvable), "class changed at step " << step);
            BOOST_TEST_REQUIRE(b[b.blank_index()] == 0u, "blank lost at step " << step);
        }
    }
    std::vector<std::uint32_t> sorted(b.tiles().begin(), b.tiles().end());
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::uint32_t> identity(sorted.size());
    std::iota(identity.begin(), identity.end(), 0u);
    BOOST_TEST((sorted == identity));
    BOOST_TEST(moved > 1000u); // the walk really went somewhere
}

template <std::size_t Rows, std::size_t Cols>
void random_walks_static(std::uint64_t seed) {
    random_walk(basic_puzzle<Rows, Cols>{}, seed);
    random_walk(swap_first_two(basic_puzzle<Rows, Cols>{}), seed + 1);
}

void random_walks_dynamic(std::size_t rows, std::size_t cols, std::uint64_t seed) {
    random_walk(*puzzle::solved(rows, cols), seed);
    random_walk(swap_first_two(*puzzle::solved(rows, cols)), seed + 1);
}

} // namespace

BOOST_AUTO_TEST_SUITE(solvability)

BOOST_AUTO_TEST_CASE(every_small_board_agrees_with_breadth_first_search) {
    compare_with_search<2, 2>();
    compare_with_search<2, 3>();
    compare_with_search<3, 2>();
    compare_with_search<2, 4>();
    compare_with_search<4, 2>();
    compare_with_search<3, 3>();
}

BOOST_AUTO_TEST_CASE(random_walks_never_change_the_class) {
    random_walks_static<2, 2>(1);
    random_walks_static<3, 3>(3);
    random_walks_static<4, 4>(5);
    random_walks_static<2, 7>(7);
    random_walks_static<5, 3>(9);
    random_walks_dynamic(3, 8, 11);
    random_walks_dynamic(6, 4, 13);
    random_walks_dynamic(9, 9, 15);
}

BOOST_AUTO_TEST_SUITE_END()
