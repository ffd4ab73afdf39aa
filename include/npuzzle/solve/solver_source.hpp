// SPDX-License-Identifier: MIT
// The solver compiled once. In a program that defines NPUZZLE_SOLVE_SEPARATE_COMPILATION in every
// translation unit (solver.hpp), exactly one source file includes this header; it defines the
// searches that the others only declare. The others then compile in about a second instead of ten
// (bench/compile_time.sh). Without the macro it is solver.hpp, header-only.
//
//   // solver.cpp, built with -DNPUZZLE_SOLVE_SEPARATE_COMPILATION like the rest of the program
//   #include <npuzzle/solve/solver_source.hpp>
#pragma once

#include <npuzzle/solve/solver.hpp>
#include <npuzzle/solve/solver_search.hpp>
