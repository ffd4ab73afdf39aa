// SPDX-License-Identifier: MIT
// The constructive strategy: the hint solves every small shape within its bound, the streaming solver
// is the hint replayed, large boards end solved, unsolvable boards get no move, and the shortcuts
// (the open-space table, the end-of-line table) agree with what they stand for.
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/random.hpp>

#include <cstdint>
#include <string>
#include <utility>

#include <boost/test/unit_test.hpp>

using npuzzle::basic_puzzle;
using npuzzle::constructive_move_bound;
using npuzzle::constructive_solver;
using npuzzle::direction;
using npuzzle::puzzle;

namespace {

// Sampled (NPUZZLE_TEST_SAMPLED, test/solve/support.hpp: the sanitizer and libc++ builds) every shape
// still, on fewer boards: all of them took 150 s of the CI's sanitizer phase; the optimised builds run them all.
#ifdef NPUZZLE_TEST_SAMPLED
constexpr int fewer = 8;
#else
constexpr int fewer = 1;
#endif

// Plays hint() until it says none; the moves made, or bound + 1 if it had not stopped by then.
template <class Board>
std::uint64_t solve_by_hints(Board& b, std::uint64_t bound) {
    std::uint64_t moves = 0;
    for (direction d = npuzzle::hint(b); d != direction::none; d = npuzzle::hint(b)) {
        BOOST_TEST_REQUIRE((b.move(d) == npuzzle::move_outcome::moved));
        if (++moves > bound) break;
    }
    return moves;
}

template <class Board>
std::uint64_t solve_streaming(Board& b, std::uint64_t bound) {
    constructive_solver<Board> solver(b);
    std::uint64_t moves = 0;
    while (solver.next() != direction::none)
        if (++moves > bound) break;
    return moves;
}

std::string shape(std::size_t rows, std::size_t cols) { return std::to_string(rows) + "x" + std::to_string(cols); }

// Seeded random boards of one compile-time shape, solved by hints alone; prints the worst count.
template <std::size_t Rows, std::size_t Cols>
void hint_solves_random_boards(int boards) {
    constexpr std::uint64_t bound = constructive_move_bound(Rows, Cols);
    std::uint64_t worst = 0;
    for (int seed = 0; seed < boards; ++seed) {
        auto b = npuzzle::random_board(basic_puzzle<Rows, Cols>{}, static_cast<std::uint64_t>(seed));
        const std::uint64_t moves = solve_by_hints(b, bound);
        BOOST_TEST_REQUIRE(b.is_solved(), shape(Rows, Cols) << " seed " << seed << " not solved");
        BOOST_TEST_REQUIRE(moves <= bound, shape(Rows, Cols) << " seed " << seed);
        if (moves > worst) worst = moves;
    }
    BOOST_TEST_MESSAGE(shape(Rows, Cols) << ": worst " << worst << " moves over " << boards
                                         << " boards (bound " << bound << ")");
}

template <std::size_t Rows, std::size_t... Cols>
void each_width(int boards, std::index_sequence<Cols...>) {
    (hint_solves_random_boards<Rows, Cols + 2>(boards), ...);
}

template <std::size_t... Rows>
void each_shape(int boards, std::index_sequence<Rows...>) {
    (each_width<Rows + 2>(boards, std::make_index_sequence<7>{}), ...);
}

// Every hint equals the solver's next move on the same board, all the way to the goal.
template <class Board>
void solver_replays_hints(Board b) {
    Board replay = b;
    constructive_solver<Board> solver(b);
    std::uint64_t moves = 0;
    for (;;) {
        const direction expected = npuzzle::hint(b);
        const direction played = solver.next();
        BOOST_TEST_REQUIRE((played == expected), shape(b.rows(), b.cols()) << " move " << moves);
        if (played == direction::none) break;
        replay.move(played);
        BOOST_TEST_REQUIRE((replay == b)); // next() made exactly the move it returned
        ++moves;
    }
    BOOST_TEST(b.is_solved());
}

template <class Board>
Board unsolvable(Board b) {
    // Swapping two tiles (not the blank) flips the permutation's parity and keeps the blank.
    auto tiles = std::vector<std::uint32_t>(b.tiles().begin(), b.tiles().end());
    const std::size_t first = b.blank_index() == 0 ? 1 : 0, second = b.blank_index() == first + 1 ? first + 2 : first + 1;
    std::swap(tiles[first], tiles[second]);
    BOOST_TEST_REQUIRE(!b.assign(tiles));
    BOOST_TEST_REQUIRE(!b.is_solvable());
    return b;
}

} // namespace

BOOST_AUTO_TEST_SUITE(constructive)

BOOST_AUTO_TEST_CASE(hint_solves_every_shape_from_2x2_to_8x8_within_the_bound) {
    each_shape(150 / fewer, std::make_index_sequence<7>{});
}

BOOST_AUTO_TEST_CASE(hint_solves_thousands_of_narrow_and_oblong_boards) {
    hint_solves_random_boards<2, 7>(1500 / fewer);
    hint_solves_random_boards<7, 2>(1500 / fewer);
    hint_solves_random_boards<3, 5>(1500 / fewer);
    hint_solves_random_boards<5, 3>(1500 / fewer);
    hint_solves_random_boards<4, 4>(1500 / fewer);
}

BOOST_AUTO_TEST_CASE(streaming_solver_is_the_hint_replayed) {
    for (std::uint64_t seed = 0; seed < 20 / fewer; ++seed) {
        solver_replays_hints(npuzzle::random_board(basic_puzzle<4, 4>{}, seed));
        solver_replays_hints(npuzzle::random_board(basic_puzzle<2, 9>{}, seed));
        solver_replays_hints(npuzzle::random_board(basic_puzzle<9, 3>{}, seed));
    }
    for (std::uint64_t seed = 0; seed < 3; ++seed)
        solver_replays_hints(npuzzle::random_board(basic_puzzle<12, 12>{}, seed));
    // Large enough for the open-space table, and long thin lines.
    solver_replays_hints(npuzzle::random_board(*puzzle::solved(24, 24), 1));
    solver_replays_hints(npuzzle::random_board(*puzzle::solved(16, 31), 2));
    solver_replays_hints(npuzzle::random_board(*puzzle::solved(40, 2), 3));
    solver_replays_hints(npuzzle::random_board(*puzzle::solved(2, 40), 4));
}

BOOST_AUTO_TEST_CASE(compile_time_and_runtime_boards_make_the_same_moves) {
    auto same_moves = [](auto fixed) {
        auto dynamic = puzzle::copy_of(fixed);
        constructive_solver a(fixed);
        constructive_solver b(dynamic);
        std::uint64_t moves = 0;
        for (direction d = a.next();; d = a.next(), ++moves) {
            BOOST_TEST_REQUIRE((d == b.next()), shape(fixed.rows(), fixed.cols()) << " move " << moves);
            if (d == direction::none) break;
        }
        BOOST_TEST(fixed.is_solved());
    };
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        same_moves(npuzzle::random_board(basic_puzzle<6, 8>{}, seed));
        same_moves(npuzzle::random_board(basic_puzzle<12, 12>{}, seed)); // large enough for the tables
        same_moves(npuzzle::random_board(basic_puzzle<3, 15>{}, seed));
    }
}

BOOST_AUTO_TEST_CASE(unsolvable_and_solved_boards_get_no_move) {
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        auto b = unsolvable(npuzzle::random_board(basic_puzzle<3, 3>{}, seed));
        BOOST_TEST((npuzzle::hint(b) == direction::none));
        const auto before = b;
        BOOST_TEST((constructive_solver(b).next() == direction::none));
        BOOST_TEST((b == before));
    }
    for (auto [rows, cols] : {std::pair<std::size_t, std::size_t>{2, 2}, {2, 7}, {7, 2}, {5, 5}, {300, 200}}) {
        auto b = unsolvable(npuzzle::random_board(*puzzle::solved(rows, cols), 7));
        BOOST_TEST((npuzzle::hint(b) == direction::none), shape(rows, cols));
    }
    BOOST_TEST((npuzzle::hint(basic_puzzle<4, 4>{}) == direction::none));
    BOOST_TEST((npuzzle::hint(*puzzle::solved(1000, 1000)) == direction::none));
}

BOOST_AUTO_TEST_CASE(hint_is_constexpr) {
    // One move from solved: 8 slides left into the blank.
    constexpr auto b = npuzzle::make_puzzle<3, 3>({1, 2, 3, 4, 5, 6, 7, 0, 8});
    static_assert(npuzzle::hint(b) == direction::left);
    static_assert(npuzzle::hint(basic_puzzle<3, 3>{}) == direction::none);
    static_assert(constructive_move_bound(2, 2) == 6);
    // The same answers at run time, and from the runtime-sized board.
    BOOST_TEST((npuzzle::hint(b) == direction::left));
    BOOST_TEST((npuzzle::hint(puzzle::copy_of(b)) == direction::left));
}

BOOST_AUTO_TEST_CASE(streaming_solver_solves_100x100_within_the_bound) {
    auto b = npuzzle::random_board(*puzzle::solved(100, 100), 100);
    const std::uint64_t bound = constructive_move_bound(100, 100);
    const std::uint64_t moves = solve_streaming(b, bound);
    BOOST_TEST(b.is_solved());
    BOOST_TEST(moves <= bound);
    BOOST_TEST_MESSAGE("100x100 seed 100: " << moves << " moves = " << static_cast<double>(moves) / 1e6
                                            << " n^3 (bound " << bound << ")");
}

BOOST_AUTO_TEST_CASE(streaming_solver_solves_a_scrambled_1000x1000) {
    // A fully random 1000x1000 takes billions of moves (bench/large_boards.cpp); 20000 random moves
    // still leave a few thousand tiles out of place, far from the first lines.
    auto b = *puzzle::solved(1000, 1000);
    npuzzle::pcg32 rng(1000);
    b.scramble(20000, rng);
    BOOST_TEST_REQUIRE(!b.is_solved());
    const std::uint64_t bound = constructive_move_bound(1000, 1000);
    const std::uint64_t moves = solve_streaming(b, bound);
    BOOST_TEST(b.is_solved());
    BOOST_TEST(moves <= bound);
    BOOST_TEST_MESSAGE("1000x1000 scrambled by 20000 moves: solved in " << moves << " moves");
}

BOOST_AUTO_TEST_CASE(open_space_table_agrees_with_walk_step) {
    namespace dc = npuzzle::detail::constructive;
    npuzzle::pcg32 rng(42);
    auto below = [&](dc::coord n) { return static_cast<dc::coord>(rng.below(static_cast<std::uint32_t>(n))); };
    for (int i = 0; i < 200000; ++i) {
        const dc::coord depth = 3 + below(40), length = 2 + below(40), strip = below(length);
        const dc::field f{depth, length, strip, length};
        const dc::point t{below(depth), below(length)}, blank{below(depth), below(length)};
        const dc::point goal{0, strip};
        if (!f.contains(t) || !f.contains(blank) || t == blank || t == goal) continue;
        const dc::point fast = dc::fast_walk_step(f, t, goal, blank), slow = dc::walk_step(f, t, goal, blank);
        BOOST_TEST_REQUIRE((fast == slow), "tile " << t.r << "," << t.c << " blank " << blank.r << "," << blank.c
                                                    << " field " << depth << "x" << length << " strip " << strip);
    }
}

BOOST_AUTO_TEST_CASE(end_of_line_tables_finish_from_every_state) {
    namespace dc = npuzzle::detail::constructive;
    for (const dc::end_table* table : {&dc::end_of_line, &dc::end_of_two_tile_line}) {
        int states = 0;
        for (int a = 0; a < dc::window_cells; ++a)
            for (int b = 0; b < dc::window_cells; ++b)
                for (int g = 0; g < dc::window_cells; ++g) {
                    if (!table->usable[a] || !table->usable[b] || !table->usable[g] || a == b || a == g || b == g)
                        continue;
                    ++states;
                    // Follow the table's steps: each takes one move off, and they end with A and B home.
                    int pa = a, pb = b, pg = g, moves = 0;
                    while (table->moves[pa][pb][pg] != 0 && moves <= table->longest) {
                        const dc::point s = dc::table_step(*table, pa, pb, pg);
                        const int h = dc::window_step(pg, s, table->usable);
                        BOOST_TEST_REQUIRE(h >= 0);
                        pa = pa == h ? pg : pa;
                        pb = pb == h ? pg : pb;
                        pg = h;
                        ++moves;
                    }
                    BOOST_TEST_REQUIRE((pa == dc::a_home && pb == dc::b_home));
                    BOOST_TEST_REQUIRE(moves == table->moves[a][b][g]);
                }
        BOOST_TEST(states == (table == &dc::end_of_line ? 8 * 7 * 6 : 6 * 5 * 4));
        BOOST_TEST_MESSAGE("end-of-line table: " << states << " states, longest " << int(table->longest) << " moves");
    }
}

BOOST_AUTO_TEST_SUITE_END()
