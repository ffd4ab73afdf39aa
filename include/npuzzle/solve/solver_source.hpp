// SPDX-License-Identifier: MIT
// The solver compiled once. In a program that defines NPUZZLE_SOLVE_SEPARATE_COMPILATION in every
// translation unit (solver.hpp), exactly one source file includes this header; it defines the
// searches that the others only declare (they may include solver_search.hpp, which defines them here
// only). The others then compile in about 2 s of g++ -O2 instead of 11 (bench/compile_time.sh). CMake's
// npuzzle::solve is this: its library is src/solver.cpp. Without the macro it is solver.hpp, header-only.
//
//   // solver.cpp, built with -DNPUZZLE_SOLVE_SEPARATE_COMPILATION like the rest of the program;
//   // this header first: solver_search.hpp defines the searches where NPUZZLE_SOLVE_SOURCE is set
//   #include <npuzzle/solve/solver_source.hpp>
#pragma once

#define NPUZZLE_SOLVE_SOURCE
#include <npuzzle/solve/solver.hpp>
#include <npuzzle/solve/solver_search.hpp>
