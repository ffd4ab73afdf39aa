// SPDX-License-Identifier: MIT
// For both benchmarks: their tables go to standard output through stdio, and a failed write must not
// pass for a finished run.
#pragma once

#include <cerrno>
#include <cstdio>
#include <cstring>

// Flushes standard output: true if all of it was written, else "<program>: cannot write the output:
// <why>" on stderr. Call it right after the writes: <why> is errno, which anything done since may change.
inline bool written(const char* program) {
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return true;
    const int why = errno != 0 ? errno : EIO;
    std::fprintf(stderr, "%s: cannot write the output: %s\n", program, std::strerror(why));
    return false;
}
