// SPDX-License-Identifier: MIT
// The solver's searches compiled once, for the CMake target npuzzle::solve: a program that links it
// gets NPUZZLE_SOLVE_SEPARATE_COMPILATION in every file, and its files that call solve_optimal see
// solver.hpp's declarations only (about 2 s of g++ -O2 instead of 11; bench/compile_time.sh).
#include <npuzzle/solve/solver_source.hpp>
