// SPDX-License-Identifier: MIT
// How every program here (npuzzle-text, npuzzle-solve, npuzzle-curses, the benchmarks) treats a
// standard output that cannot be written. SIGPIPE is ignored, so a closed pipe is a failed write
// (EPIPE) like a full disk, never a silent death by signal. Any failed write ends the program with
// status 1; the reader having gone (`... | head -2`: it asked for no more) ends it quietly, any other
// failure (a full disk, an I/O error) is said once on standard error.
#pragma once

#include <string_view>

namespace npuzzle::support {

// First thing in main(): before anything is written.
void ignore_sigpipe() noexcept;

// Standard output could not be written, for the reason `why` (an errno value; 0: unknown, said as
// EIO): "<program>: cannot write the output: <why>" on standard error unless `why` is EPIPE. Returns
// 1, the exit status.
int output_failed(std::string_view program, int why) noexcept;

// Flushes standard output, C's stdout and std::cout alike: 0 if all they were given was written,
// else output_failed(program, why) (1). `why`: the errno of a write that failed before, if one was
// seen; else the flush's own. Call it right after the last write: errno may still say why.
int written(std::string_view program, int why = 0);

} // namespace npuzzle::support
