// SPDX-License-Identifier: MIT
// For both benchmarks: their tables go to standard output through stdio, and a failed write must not
// pass for a finished run.
#pragma once

#include <output.hpp>

#include <cerrno>
#include <cstdio>

// Flushes standard output: true if all of it was written, else false and, unless the reader closed
// the pipe, "<program>: cannot write the output: <why>" on stderr (support/output.hpp). Call it right
// after the writes: <why> is errno, which anything done since may change. main() ignores SIGPIPE first.
inline bool written(const char* program) {
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return true;
    npuzzle::support::output_failed(program, errno);
    return false;
}
