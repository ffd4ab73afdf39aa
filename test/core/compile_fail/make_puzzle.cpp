// SPDX-License-Identifier: MIT
// make_puzzle checks a board literal while compiling. ctest compiles this file once per case
// (test/core/CMakeLists.txt): the control must compile, every other case must fail to, naming the
// reason in the diagnostic.
#include <npuzzle/npuzzle.hpp>

#if defined(NPUZZLE_CASE_DUPLICATE)
constexpr auto board = npuzzle::make_puzzle<3, 3>({1, 2, 3, 4, 5, 6, 7, 7, 0});
#elif defined(NPUZZLE_CASE_OUT_OF_RANGE)
constexpr auto board = npuzzle::make_puzzle<3, 3>({1, 2, 3, 4, 5, 6, 7, 9, 0});
#elif defined(NPUZZLE_CASE_TOO_FEW)
constexpr auto board = npuzzle::make_puzzle<3, 3>({1, 2, 3, 4, 5, 6, 7, 0});
#elif defined(NPUZZLE_CASE_UNSOLVABLE)
constexpr auto board = npuzzle::make_puzzle<3, 3>({2, 1, 3, 4, 5, 6, 7, 8, 0}); // two tiles swapped
#elif defined(NPUZZLE_CASE_UNSOLVABLE_WIDE)
constexpr auto board = npuzzle::make_puzzle<2, 4>({1, 2, 3, 4, 5, 7, 6, 0});
#else // the control: solvable literals of several shapes compile
constexpr auto board = npuzzle::make_puzzle<3, 3>({8, 6, 7, 2, 5, 4, 3, 0, 1});
constexpr auto wide = npuzzle::make_puzzle<2, 4>({1, 2, 3, 4, 5, 6, 0, 7});
static_assert(wide.is_solvable() && !wide.is_solved());
#endif

int main() { return board.is_solvable() ? 0 : 1; }
