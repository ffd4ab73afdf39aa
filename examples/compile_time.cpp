// SPDX-License-Identifier: MIT
// Boards known while compiling are checked while compiling.
#include <npuzzle/npuzzle.hpp>

#include <cstdio>

// make_puzzle is consteval: a literal that is not a permutation of 0..8, or is unsolvable, does not
// compile. Try {1, 2, 3, 4, 5, 6, 8, 7, 0}.
constexpr auto start = npuzzle::make_puzzle<3, 3>({8, 6, 7, 2, 5, 4, 3, 0, 1});

constexpr auto after_two_moves = [] {
    auto b = start;
    b.move(npuzzle::direction::down); // 5 slides down into the blank
    b.move(npuzzle::direction::left); // then 4 slides left
    return b;
}();

static_assert(start.is_solvable());
static_assert(start.manhattan_distance() == 21);
static_assert(npuzzle::to_game_id(start) == "3x3:8,6,7,2,5,4,3,0,1");
static_assert(after_two_moves.at(2, 1) == 5 && after_two_moves.blank() == npuzzle::cell{1, 2});
static_assert(sizeof(npuzzle::basic_puzzle<4, 4>) == 17); // one byte a tile, one for the blank

int main() { std::printf("%s\n", npuzzle::to_game_id(after_two_moves).c_str()); }
