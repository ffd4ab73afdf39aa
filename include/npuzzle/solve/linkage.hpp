// SPDX-License-Identifier: MIT
// How the solver's non-template entry points are defined: `inline` in every translation unit
// (header-only, the default), or once, in the file that includes solver_source.hpp, when
// NPUZZLE_SOLVE_SEPARATE_COMPILATION is defined (then it must be defined in every file of the program).
// Once means optimised once too: an inline function compiled both in an -O0 file and in the -O2
// library is linked from whichever object comes first, often the -O0 one.
#pragma once

#if defined(NPUZZLE_SOLVE_SEPARATE_COMPILATION)
#define NPUZZLE_SOLVE_LINKAGE
#else
#define NPUZZLE_SOLVE_LINKAGE inline
#endif

/// Whether this file defines the entry points (header-only, or the file of solver_source.hpp) or only
/// declares them.
#if !defined(NPUZZLE_SOLVE_SEPARATE_COMPILATION) || defined(NPUZZLE_SOLVE_SOURCE)
#define NPUZZLE_SOLVE_DEFINES 1
#else
#define NPUZZLE_SOLVE_DEFINES 0
#endif
