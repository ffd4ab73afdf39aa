// SPDX-License-Identifier: MIT
// The one file of this test program that compiles the searches (NPUZZLE_SOLVE_SEPARATE_COMPILATION).
#include <npuzzle/solve/solver_source.hpp>
