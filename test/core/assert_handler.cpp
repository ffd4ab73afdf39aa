// SPDX-License-Identifier: MIT
// NPUZZLE_ASSERT's policy, chosen while compiling (core/assert.hpp). Built twice by CMakeLists.txt:
// with -DNPUZZLE_ASSERT_HANDLER=report_and_exit the user's function receives the failed check and
// ends the program its own way (exit status 3); without it the default prints the same to stderr
// and ends the program abnormally. Either way the report names the error's message and the line
// that called value(), and the line after the broken precondition is never reached.
#include <npuzzle/core/notation.hpp>

#include <cstdio>
#include <cstdlib>

#ifdef NPUZZLE_ASSERT_HANDLER
[[noreturn]] void NPUZZLE_ASSERT_HANDLER(const char* what, const char* file, int line) noexcept {
    std::printf("handler: %s (%s:%d)\n", what, file, line);
    std::exit(3);
}
#endif

int main() {
    const auto bad = npuzzle::parse_board<npuzzle::basic_puzzle<2, 2>>("2x2:1,1,2,0");
    std::printf("holds an error: %s\n", bad ? "no" : "yes");
    std::fflush(stdout);
    std::printf("solved: %d\n", bad.value().is_solved() ? 1 : 0); // the precondition broken: line 23
    std::printf("not reached\n");
    return 0;
}
