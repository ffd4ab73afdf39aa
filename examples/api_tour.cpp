// SPDX-License-Identifier: MIT
// The README's API tour, compiled by every build so the README cannot drift from the library.
#include <npuzzle/core/dynamic_puzzle.hpp> // npuzzle::puzzle, sized at run time
#include <npuzzle/core/steady_clock.hpp>
#include <npuzzle/npuzzle.hpp>              // the freestanding core
#include <npuzzle/solve/solver.hpp>         // optimal solving (hosted)

#include <cstdio>

// Boards known while compiling are checked while compiling: a literal that is not a permutation, or
// not solvable, does not compile (make_puzzle is consteval).
constexpr auto start = npuzzle::make_puzzle<3, 3>({8, 6, 7, 2, 5, 4, 3, 0, 1});
static_assert(start.is_solvable() && start.manhattan_distance() == 21);
static_assert(sizeof(npuzzle::basic_puzzle<4, 4>) == 17); // a byte a tile, one for the blank

int main() {
    // Game IDs in and out, with error values instead of exceptions.
    auto parsed = npuzzle::parse_board<npuzzle::puzzle>("4x4:1,2,3,4,5,6,7,8,9,9,11,12,13,14,0,15");
    if (!parsed) std::printf("%s\n", parsed.error().message().c_str()); // "number 9 used twice"
    auto big = npuzzle::parse_board<npuzzle::puzzle>("300x300#7");           // a seeded random board

    // Moves: a tile slides into the blank; three outcomes, so a buzzer beeps only on real moves.
    auto b = npuzzle::random_board(npuzzle::basic_puzzle<4, 4>{}, /*seed=*/1);
    b.move(npuzzle::direction::left); // moved, no_effect (a wall) or not_a_move (direction::none)
    b.slide({0, b.blank().col});      // click a tile in the blank's column: all between slide
    npuzzle::pcg32 rng(/*seed=*/5);   // the same numbers on every platform
    b.scramble(10, rng);              // 10 random moves, never undoing the last

    // The session every front end shares: STM and MTM counters, undo/redo, restart, a clock you supply.
    npuzzle::basic_session<npuzzle::basic_puzzle<4, 4>, /*history=*/64, npuzzle::steady_clock> game(b);
    game.move(npuzzle::direction::up); // event::moved, solved, no_effect or not_a_move
    game.undo();
    game.redo();
    std::printf("%llu moves (MTM %llu) in %llu ms\n", static_cast<unsigned long long>(game.moves()),
                static_cast<unsigned long long>(game.multi_moves()),
                static_cast<unsigned long long>(game.elapsed_ms()));

    // Hints: the constructive strategy works on any size with O(1) memory; repeating it solves any board.
    const npuzzle::direction next = npuzzle::hint(b);
    npuzzle::constructive_solver solver(*big); // the same strategy, streaming its moves
    std::uint64_t moves = 0;
    while (solver.next() != npuzzle::direction::none) ++moves;
    std::printf("hint %c; 300x300 solved in %llu moves\n", npuzzle::to_letter(next),
                static_cast<unsigned long long>(moves));

    // Optimal: IDA* with Manhattan, linear conflict or additive pattern databases.
    const auto s = npuzzle::solve::solve_optimal(start, {.heuristic = npuzzle::solve::heuristic::linear_conflict});
    if (s) std::printf("3x3 optimal: %zu moves, %llu nodes\n", s->moves.size(), static_cast<unsigned long long>(s->nodes));
}
