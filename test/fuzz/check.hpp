// SPDX-License-Identifier: MIT
// An invariant check for the fuzzers: on failure, say which and stop so libFuzzer saves the input.
#pragma once

#include <cstdio>
#include <cstdlib>

#define NPUZZLE_FUZZ_CHECK(condition)                                                                  \
    do {                                                                                               \
        if (!(condition)) {                                                                            \
            std::fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, #condition);     \
            std::abort();                                                                              \
        }                                                                                              \
    } while (false)
